# bloomlab's interface in English. One message per key; `$name` is an
# argument the code passes. Keep the keys and placeholders the same as in
# es.ftl (tests/catalogues.rs checks it). Sections: one per area of the code.

## Shared words

rows = { $count ->
    [one] { $count } row
   *[other] { $count } rows
}

## experiments and app

exp-repeat-running = running, x stops
exp-repeat-stopped = stopped
exp-repeat-done = done
exp-repeat-head = Repeat over { $seeds } seeds: { $done } of { $seeds } done ({ $state })
exp-repeat-rows-raw = Rows ✗ on their own: { $count } of { $rows } (chance: about { $level } % of rows)
exp-repeat-runs-raw = Runs with some ✗, rows on their own: { $count } of { $done } (chance: about { $chance } % of runs)
exp-repeat-runs-family = Runs with some ✗, rows judged together (Holm): { $count } of { $done } (chance: at most { $level } % of runs)
exp-repeat-per-row = ✗ per row (alone/together): { $rows }
exp-repeat-chance = { $side ->
    [within] Within chance: { $count } ✗ in { $trials } rows is a count correct filters give (one this far from { $expected } or farther in { $tail } of repeats; binomial test against { $level }).
    [above] More than chance: correct filters give { $count } ✗ in { $trials } rows (this far above { $expected }) in only { $tail } of repeats (binomial test against { $level }); some row likely differs from theory.
   *[below] Fewer than chance: correct filters give as few as { $count } ✗ in { $trials } rows (expected { $expected }) in only { $tail } of repeats (binomial test against { $level }).
}
exp-repeat-histogram = p-values, 0 ▕{ $bars }▏ 1: with correct filters they spread evenly, so the bars are about level; a pile at the left, near 0, means real differences.
exp-alt-not-started = not started
exp-alt-the-comparison-s-thread-stopped = ✗ the comparison's thread stopped unexpectedly; press s to try again
exp-alt-a-structure-failed = a structure failed
exp-alt-esc-again-leave-and-stop = Esc again: leave and stop the run. Any other key: keep measuring.
exp-alt-structure = structure
exp-alt-target = target
exp-alt-bits = bits
exp-alt-bound = ×bound
exp-alt-measured = measured
exp-alt-own = own
exp-alt-verdict = verdict
exp-alt-deletes = deletes
exp-alt-ns-look = ns look
exp-alt-refused = refused
exp-alt-failed = ✗ failed
exp-alt-cancelled = ⏹ cancelled
exp-alt-yes = yes
exp-alt-bits-per-element-against-the = {" "}bits per element against the false-positive rate (log scale){" "}
exp-alt-lower-bound-log2-1-p = lower bound log2(1/p){"   "}
exp-alt-s-bloom-b-blocked-c = S Bloom  B blocked  C counting  K cuckoo  X xor  F binary fuse  ↑ above 32
exp-alt-blocked = blocked
exp-alt-counting = counting
exp-alt-hash-set = hash set
exp-alt-adds-and-checks-no-deletes = adds and checks, no deletes
exp-alt-one-cache-line-per-key = one cache line per key (faster), no deletes
exp-alt-deletes-2 = deletes
exp-alt-static-built-once-from-all = static: built once from all the keys, no adds or deletes after
exp-alt-exact-no-false-positives-and = exact (no false positives) and deletes
exp-alt-4-bits-per-counter = 4 bits per counter
exp-alt-a-higher-rate-than-bloom = a higher rate than Bloom's at equal bits
exp-alt-exact = exact
exp-table-pgup = ▲ PgUp
exp-table-press-s-to-build-the = Press s to build the four filters and measure them. Predict first: will the measured rates match the table?
exp-table-press-s-m-n-10 = Press s: m/n = 10 bits per key, k from 1 to 20. Predict first: which k gives the fewest false positives?
exp-table-press-s-the-lesson-s = Press s: the lesson's 12-bit filter, k = 2, n = 1 to 6. Predict first: is Bloom's formula right for so few bits?
exp-table-m-12-k-2-a = m = 12, k = 2, a fresh filter for every query, to ±1 %
exp-table-the-experiment-thread-stopped-unexpectedly = ✗ the experiment thread stopped unexpectedly; press s to try again
exp-table-cancelled = cancelled
exp-table-running = running…
exp-table-an-experiment-failed = an experiment failed
exp-table-progress = progress
exp-table-queries = queries
exp-table-k-fill = k   fill
exp-table-row = row
exp-table-indep = indep.
exp-table-double = double
exp-key-the-experiment-was-cancelled-when = The experiment was cancelled when you left; press 4 and s to run it again.
exp-key-answer = answer
exp-key-skip-and-start = skip and start
exp-key-back = back
exp-key-suite = suite
exp-key-cancel = cancel
exp-key-restart = restart
exp-key-start = start
exp-key-rate = rate
exp-key-chart = chart
exp-key-explain = explain
exp-key-predict = predict
exp-key-20-seeds = ×20 seeds
exp-key-new-seed = new seed
exp-key-seed-1 = seed 1
exp-key-cancel-the-table = cancel the table
exp-key-start-here-stops-the-table = start here (stops the table)
exp-key-cancel-the-k-sweep = cancel the k sweep
exp-key-start-here-stops-the-k = start here (stops the k sweep)
exp-key-cancel-the-small-filter = cancel the small filter
exp-key-start-here-stops-the-small = start here (stops the small filter)
exp-key-cancel-the-alternatives = cancel the alternatives
exp-key-start-here-stops-the-alternatives = start here (stops the alternatives)
exp-key-a-new-seed-back-to = a new seed / back to seed 1 (the command line's default)
exp-key-n-10-10-table-when = n ×10 / ÷10 (table, when stopped)
exp-key-20-seeds-count-1-2 = 20 seeds, count ✗; 1: 2/1 = row 1, 2 alone, 1 together
exp-key-the-row-in-words-pgup = the row in words (PgUp PgDn)
exp-key-queries-fp = queries FP
exp-key-keys-never-added-false-positives = keys never added / false positives; K thousand, M million
exp-key-exact-bloom = exact Bloom
exp-key-x-m-k-averaged-1 = (X/m)^k averaged / (1 − e^(−kn/m))^k
exp-key-indep-double = indep. double
exp-key-k-independent-hashes-h1-i = k independent hashes / h1 + i·h2
exp-key-consistent-differs-holm-too-few = consistent / differs (Holm) / too few FP
exp-key-bloom-s-formula-rejected = Bloom's formula rejected
exp-key-fill = fill ★
exp-key-k-sweep-bits-set-lowest = k sweep: bits set; ★ lowest measured
exp-key-next-suite-1-4-a = next suite; 1-4 a suite by its number
exp-key-10-5-or-10-6 = 10^5 or 10^6 keys per structure (when stopped)
exp-key-target-rate-the-five-or = target rate: the five, or 10 % … 1/65536 (P back)
exp-key-the-chart-in-the-table = the chart in the table's place (short screens)
exp-key-costs-columns-deletes-ns-refused = costs' columns: deletes, ns, refused (narrow)
exp-key-a-row-said-in-words = a row: said in words, its letter lit on the chart
exp-key-cancel-new-seed-predict-bloom = cancel / new seed / predict Bloom / cuckoo
exp-key-bits-per-element-from-the = bits per element, from the bytes allocated
exp-key-the-lower-bound-for-its = × the lower bound for its rate: bits ÷ log2(1/own)
exp-key-the-rate-its-own-theory = the rate its own theory predicts
exp-key-consistent-differs-holm-all-rows = consistent / differs (Holm, all rows)
exp-key-chart-bloom-blocked-counting-cuckoo = chart: Bloom blocked counting cuckoo xor fuse
exp-key-interval-half-width-measured-rate = interval half-width ÷ measured rate
exp-words-consistent = ✓ consistent
exp-words-differs = ✗ differs
exp-words-too-few = ? too few
exp-chart-exact-prediction = exact prediction{"   "}
exp-chart-measured = measured{"   "}
exp-chart-95-interval = 95 % interval
exp-chart-rate-log-against-k-exact = {" "}rate (log) against k: ⠤ exact · █ measured · • (m/n)·ln 2{" "}
exp-chart-rate-against-n-m-12 = {" "}rate against n (m = 12, k = 2): • Bloom · ⠤ exact · █ measured{" "}
exp-sizing-table = Sizing table
exp-k-sweep = k sweep
exp-small-filter = Small filter
exp-alternatives = Alternatives
app-those-questions-are-no-longer = Those questions are no longer in this quiz (it was changed or removed).
app-help = help
app-lesson = Lesson
app-playground = Playground
app-sizing = Sizing
app-experiments = Experiments
app-quiz = Quiz
app-my-results = My results
app-scroll-a-long-step = scroll a long step
app-back-to-the-first-step = back to the first step
app-answer-like-1-9 = answer, like 1-9
app-move-and-tick-several-answers = move and tick (several answers)
app-a-hint-when-there-is = a hint, when there is one
app-leave-a-quiz-without-saving = leave a quiz without saving it
app-go-back-on-home-q = go back (on Home, q quits)
app-quit-at-once = quit at once
app-close-this-help = close this help
app-saving-quitting = Saving your results before quitting
app-saving = Saving your results
app-saving-waiting = { $doing }: waiting for another bloomlab that is saving in the same folder (up to { $wait } s)…
app-too-small = bloomlab needs a terminal of at least { $min_width }×{ $min_height }; this one is { $width }×{ $height }. Enlarge it, or press q to quit.
app-help-title = {" "}Keys: { $screen }{" "}
exp-alt-guess = Your prediction: { $said } takes fewer bits per key at { $at }. s measures it (b or k changes it).
exp-alt-guess-graded = { $right ->
    [yes] You said { $said }: right. At { $at } cuckoo takes { $cuckoo } bits per key, Bloom { $bloom }.
   *[no] You said { $said }: not this time. At { $at } cuckoo takes { $cuckoo } bits per key, Bloom { $bloom }.
}
exp-alt-hint = s builds each structure from n = { $n } keys and measures it (n: 10^5 or 10^6; p: the target rate).
exp-alt-predict-first = Predict first: at { $at }, which takes fewer bits per key? b Bloom · k cuckoo
exp-alt-selected-at = { $name }: { $gives }, { $bits } bits per element at { $at }
exp-alt-selected = { $name }: { $gives }, { $bits } bits per element
exp-alt-times-bloom = {", "}{ $ratio }× Bloom's bits
exp-alt-measured-rate = {" "}(measured { $rate })
exp-alt-cuckoo-cost = insertion can fail near full ({ $refused } keys refused here)
exp-plus-minus = { $rate } ±{ $half }%
exp-alt-targets = n = { $n } keys per structure · { $count ->
    [one] target
   *[other] targets
} { $targets }
exp-alt-rows = n = { $n } keys per structure · { $rows } rows
exp-alt-cancelled-measured = cancelled · { $measured } of { $total } measured
exp-done-in = done in { $seconds } s
exp-alt-running = running… built { $profiled } of { $total }, measured { $measured } of { $total }
exp-seed = {" "}· seed { $seed }
exp-seed-next = {" "}(next run: { $seed })
exp-alt-ns-insert = ns ins.
exp-table-more-below = ▼ { $below } more (PgDn)
exp-table-chart-does-not-fit = The chart does not fit: it needs { $missing ->
    [one] 1 more line
   *[other] { $missing } more lines
} of terminal.
exp-table-filters = n = { $n } · filters { $sizes } { $unit } · { $threads } at a time: { $peak }
exp-table-filters-short = n = { $n } · { $threads } filters at a time: { $peak }
exp-table-sweep = m = { $m } bits, n = { $n } keys (10 bits each), k = 1 to 20
exp-table-rows-below = {"  "}▼ { $below } more (↓)
exp-chance-together = Even judged together, a correct run shows a ✗ like this about 1 time in { $n }: that can still be chance. Press r to repeat the run over { $repeat } seeds and count how often it happens.
exp-chance-alone = On its own, a correct row gets p < { $p } about 1 time in { $n }, so among { $rows } rows one often does. Press r to repeat the run over { $repeat } seeds and count how often it happens.
exp-differs-together-long = {" "}· ✗ judged together: a correct run does that 1 time in { $n } · r: repeat
exp-differs-together-short = {" "}· ✗ together: chance 1 run in { $n } · r
exp-differs-alone-long = {" "}· p < { $p } in { $raw ->
    [one] { $raw } row
   *[other] { $raw } rows
} alone, as 1 correct row in { $n } does; none together · r: repeat
exp-differs-alone = {" "}· p < { $p } in { $raw ->
    [one] { $raw } row
   *[other] { $raw } rows
} alone (chance: 1 row in { $n }) · r
exp-differs-alone-short = {" "}· { $raw ->
    [one] { $raw } row
   *[other] { $raw } rows
} ✗ alone, 1 in { $n } by chance · r
exp-chart-convergence = {" "}{ $row }: measured ÷ exact as queries grow (log scale){" "}
exp-predict-row-name = the { $target } row
exp-predict-rate-right = Right: you said { $said }, and the exact formula says { $exact }.
exp-predict-rate-close = { $side ->
    [high] Close: you said { $said }; the exact formula says { $exact }, so your guess is { $off } % too high.
   *[low] Close: you said { $said }; the exact formula says { $exact }, so your guess is { $off } % too low.
}
exp-predict-rate-far = { $side ->
    [high] Not close: you said { $said }; the exact formula says { $exact }, so your guess is { $times } times too high.
   *[low] Not close: you said { $said }; the exact formula says { $exact }, so your guess is { $times } times too low.
}
exp-predict-k-right = Right: k = { $best } gives the fewest false positives by the exact formula, { $lowest }.
exp-predict-k-close = Close: k = { $guess } gives { $rate }, almost as few as the best, k = { $best } with { $lowest }.
exp-predict-k-far = Not quite: k = { $guess } gives { $rate }, { $times } times as many as the best, k = { $best } with { $lowest }.
exp-predict-bloom-verdict = { $verdict ->
    [yes] Right: yes.
    [no] Right: no.
   *[wrong] Not so.
}
exp-predict-bloom-off = { $verdict } At n = { $n }, Bloom's formula says { $bloom } and the exact rate is { $exact }: { $gap } % { $side ->
    [low] too low
   *[high] too high
}, more than the ±{ $precision } % this run measures to.
exp-predict-bloom-within = { $verdict } Bloom's formula is at most { $gap } % from the exact rate (at n = { $n }), within the ±{ $precision } % this run measures to.
exp-predict-type-share = Type a share above 0 and up to 100, in %.
exp-predict-type-k = Type a k from { $low } to { $high }.
exp-predict-graded = { $grade } Press s to measure it.
exp-predict-rate-intro = Predict first: what share of the keys never added will { $row } wrongly find (↑↓ picks another row)? Press Enter to answer, or s to build the four filters and measure them without predicting.
exp-predict-k-intro = Predict first: with { $bits } bits per key, which k gives the fewest false positives? Press Enter to answer with a k from { $low } to { $high }, or s to start without predicting.
exp-predict-bloom-intro = Predict first: with only { $m } bits and k = { $k }, is Bloom's formula right, within the ±{ $precision } % this run measures to? Press Enter to answer yes or no, or s to start without predicting.
exp-predict-rate-ask = What share of the keys never added will { $row } wrongly find? Type it in % (e.g. 2.5) and press Enter; s skips it and starts, Esc goes back.
exp-predict-rate-typed = Your estimate: { $typed }_ %
exp-predict-k-ask = Which k, from { $low } to { $high }, gives the fewest false positives at { $bits } bits per key? Type it and press Enter; s skips it and starts, Esc goes back.
exp-predict-k-typed = Your k: { $typed }_
exp-predict-bloom-ask = Is Bloom's formula right for this small filter? ↑↓ and Enter; s skips it and starts, Esc goes back.
exp-predict-bloom-choices = { $yes }Yes, it is right · { $no }No, it is off
