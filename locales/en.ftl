# bloomlab's interface in English. One message per key; `$name` is an
# argument the code passes. Keep the keys and placeholders the same as in
# es.ftl (tests/it/catalogues.rs checks it). Sections: one per area of the code.

## Shared words

# A rate too small for a percentage: "1 in 94,300,000".
units-one-in = 1 in { $n }

rows = { $count ->
    [one] { $count } row
   *[other] { $count } rows
}

# A date and time in a table (strftime): 2026-11-30 09:15.
words-date-time-short = %Y-%m-%d %H:%M

# A date and time in a sentence ($day and $month in two digits; $hour, a
# number, is there for the languages whose word before it depends on it).
words-date-time = { $year }-{ $month }-{ $day } { $hour ->
   *[other] at
} { $time }

## quiz

quiz-number-not-a-number = Type a number, such as 2.5, 12.5 % or 1e-4.
quiz-number-not-a-number-no-share = Type a number, such as 2.5 or 1e6.
quiz-number-thousands-or-decimals = Thousands or decimals? Write thousands with spaces (1 500); for decimals, add a zero at the end (1.5000).
quiz-number-share-over-one = { $typed } or { $typed } %? If you mean { $typed } %, type the % sign too; if not, press Enter again to answer { $typed }.
quiz-number-percent-not-a-share = This answer is not a rate (a percentage) but a plain number: write it without %.
quiz-number-percent-in-unit = This answer is not a rate (a percentage) but a number of { $unit }: write it without %.
quiz-number-comma-groups = Use a point for decimals (2.5); commas only group thousands (1,500).
quiz-number-one-separator = Use one decimal separator (2.5) and group thousands with spaces (1 500).
quiz-number-space-groups = A space inside a number groups thousands, three digits at a time (1 500): remove the space, or group the digits.
quiz-lesson-answer-first = Answer the question first.
lesson-choices-now-in-view = Here are the choices; press the key again to answer.
quiz-lesson-last-step = This is the last step: press Esc to go back.
quiz-skipped-no-answer = Skipped { $ids }: its numbers give no answer that can be graded (the quiz's author can fix the ranges).
quiz-letters-not-in-number = Letters are not part of a number, so “{ $c }” was left out; where the answer has a unit, it is already written after the box.
quiz-number-fraction = A fraction cannot be typed here: its “/” was left out, so the box holds { $kept }, another number. Erase it (⌫) and write the fraction as a decimal (0.95){ $percent ->
    [yes] {" "}or a percentage (95 %).
   *[no] .
}
quiz-char-not-in-number = “{ $c }” is not part of a number, so it was left out: write a fraction as a decimal (0.95){ $percent ->
    [yes] {" "}or a percentage (95 %).
   *[no] .
}
quiz-number-left-out-enter = Without “{ $left }”, this is { $kept }: correct it (⌫), or press Enter again to answer { $kept }.
quiz-tick-one-first = Select at least one option (Space), then Enter.
quiz-leave-warning = Press { $key } again to leave the quiz: this attempt will not be saved.
quiz-key-back = back
quiz-key-leave = leave
quiz-key-resume = continue
quiz-key-start = start
quiz-key-retry-missed = retry missed
quiz-key-scroll = scroll
quiz-all-again-ask = a again: the whole quiz anew (this attempt stays saved). Any other key: no.
quiz-key-all-again = all again
quiz-key-next = next
quiz-key-hint = hint
quiz-no-hint = This question has no hint.
quiz-key-answer = answer
quiz-key-space-digits = Space { $digits }
quiz-key-move-cursor = move
quiz-key-tick = tick / untick
quiz-key-true-false-keys = t/f 1/2
quiz-key-true-false = answer true / false
quiz-key-type = type
quiz-key-erase = erase
quiz-key-select = move
quiz-key-space = Space
quiz-key-pick-up = pick up
quiz-key-put-down = put down
quiz-key-move = move it
quiz-list-title = Quizzes
quiz-list-entry = { $title } ({ $count ->
    [one] { $count } question
   *[other] { $count } questions
})
quiz-list-entry-points = { $title } ({ $count } questions, { $points } points)
quiz-worth = {" "}(Worth { $points } points.)
quiz-drawn-again = {" "}(Its numbers are drawn again: not the ones you missed.)
quiz-drawn-again-left = {" "}(Its numbers are drawn again: not the ones it showed when you left.)
quiz-header-done = done · { $got }/{ $max } { $max ->
    [one] point
   *[other] points
}
quiz-header-question = question { $number } of { $count } · { $got }/{ $max } { $max ->
    [one] point
   *[other] points
}
quiz-hint = Hint: { $hint }
quiz-your-answer-label = Your answer:
# The units the course's quizzes give number answers, by count (1 hash
# function, 2 hash functions). A quiz's `unit` that is none of these is
# shown as its author wrote it.
quiz-unit-bits = { $count ->
    [one] bit
   *[other] bits
}
quiz-unit-bits-per-element = { $count ->
    [one] bit per element
   *[other] bits per element
}
quiz-unit-hash-functions = { $count ->
    [one] hash function
   *[other] hash functions
}
quiz-number-how = Decimals with a point (2.5). A number between 0 and 1 (a rate, a share, a factor) can also be typed as a percent (12.5 %), and a power of ten as 1e-4 for 1·10⁻⁴.
quiz-number-how-no-share = Decimals with a point (2.5); a million is typed 1e6.
quiz-you-chose = you chose option { $row }
quiz-you-chose-word = you chose “{ $word }”
quiz-also-right-note = ← correct, but not ticked
quiz-also-right-note-short = ← correct, not ticked
quiz-order-moving = ← moving: ↑↓ carry it, Space puts it down
quiz-order-moving-short = ← moving
quiz-order-belongs = ← belongs at { $place }
quiz-note-under-options = Note on { $option }): { $said }
quiz-verdict-correct = ✓ Correct
quiz-verdict-partly = ◐ Partly right
quiz-verdict-incorrect = ✗ Incorrect
quiz-the-answer-in-percent = , that is { $percent }
quiz-rounding-decided = Rounded, the answer looks close enough, but unrounded it is { $exact }: your answer is { $off } away, more than the margin.
quiz-percent-sign-missing = { $typed } is read as { $read } %; for { $typed } % type the % sign.
quiz-right-unrounded = { $right }, unrounded { $exact }
quiz-the-answer-is = the answer is { $answer }
quiz-order-in-place = { $placed } of { $count } items in their right place: { $points } of { $max ->
    [one] { $max } point
   *[other] { $max } points
}.
quiz-summary-score = Score: { $got } of { $max } { $max ->
    [one] point
   *[other] points
} ({ $percent } %)
quiz-summary-worth = The { $count } questions are worth { $max } points: { $heavy ->
    [one] one of them is worth more than one point.
   *[other] { $heavy } of them are worth more than one point.
}
quiz-summary-all-right = ✓ Every question right.
quiz-summary-missed = Missed questions:
quiz-summary-missed-or-partly = Missed or partly right:
quiz-summary-your-answer = Your answer: { $answer }
quiz-summary-right-answer = Right answer: { $answer }
quiz-summary-retry = r retries only the missed questions.
quiz-true = True
quiz-false = False
quiz-key-move-at-once = move the item under ▶ one place, without picking it up first (ordering)
quiz-list-half-done = {" "}· left unfinished: { $answered } of { $count } answered
quiz-list-last = {" "}· last whole attempt: { $got }/{ $max } points
## lesson, playground, history, sizing, home

ui-key-back = back
ui-and = and
lesson-list-entry = Lesson { $number }: { $title }
lesson-list-progress = Up to step { $step } of { $steps }.
lesson-list-finished = Finished.
lesson-number = Lesson { $number }
lesson-list-title = Lessons
lesson-step-of = step { $step } of { $steps }
lesson-array-above = ↑ the { $kind ->
    [counter] counters are
   *[bit] bit array is
} just above (↑)
lesson-measurement-below = This step's measurement follows, further down.
lesson-resume-finished = You have reached the end of this lesson{ $answered ->
    [0] {""}
    [one] { $right ->
        [0] , with your one prediction wrong
       *[other] , with your one prediction right
    }
   *[other] , with { $right } of { $answered } predictions right
}. Press Enter (or r) to start it over{ $answered ->
    [0] {""}
   *[other] {" "}with no prediction made
}, or c to see its last step.
lesson-resume-step = You got as far as step { $step } of { $steps }. Press Enter to continue there, or r to start over{ $answered ->
    [0] {""}
    [one] {" "}with no prediction made (so far your one prediction is { $right ->
        [0] wrong
       *[other] right
    })
   *[other] {" "}with no prediction made (you have { $right } of { $answered } right so far)
}.
lesson-predict = Predict before you see. { $question }
lesson-experiment-waits = This step's measurement starts once you have answered.
lesson-experiment-run = Press d to run it.
lesson-experiment-failed = The measurement could not be made: { $why }
lesson-measuring = Measuring… { $done } % · { $queries } queries · { $estimate } so far
lesson-measuring-start = Measuring… starting
lesson-rerun-first = Measured with seed { $seed }. Press d to run it again with a new seed (other keys, other hash functions).
lesson-rerun-seed = Measured with seed { $seed }: other keys and other hash functions than before, so the measured rate differs too; the fill barely moves.
lesson-formulas = Bloom's formula: { $bloom } · exact: { $exact }
lesson-measured-fill = {" "}· fill: { $fill }
lesson-p-value = p-value: { $p } (how often chance alone gives a count at least this far from the exact formula).
lesson-p-value-adjusted = Adjusted p-value: { $p } (the { $rows } rows judged together).
lesson-verdict-agrees = ✓ Consistent with the exact formula.
lesson-verdict-differs = ✗ Differs from the exact formula.
lesson-verdict-inconclusive = ? Too few false positives to judge.
lesson-verdict-waiting = Verdict once { $count ->
    [one] the other row is
   *[other] the other rows are
} in: the rows are judged together.
lesson-chance-alone = Tested at { $level } %: a correct filter gets ✗ about 1 time in { $one_in }.
lesson-chance-together = The { $rows } rows are judged together: a correct run gets some ✗ at most 1 time in { $one_in }.
lesson-measured-all = Measured: { $rate } (95 % interval { $low } to { $high }), over { $queries } queries
lesson-measured-interval = Measured: 95 % interval { $low } to { $high }, over { $queries } queries
lesson-measured-rate = Measured: { $rate }, over { $queries } queries
lesson-structure-agrees = ✓ consistent with its own theory ({ $rows ->
    [1] p-value
   *[other] adjusted p-value over this step's { $rows } structures:
} { $p })
lesson-structure-differs = ✗ differs from its own theory ({ $rows ->
    [1] p-value
   *[other] adjusted p-value over this step's { $rows } structures:
} { $p })
lesson-structure-inconclusive = ? too few false positives to judge
lesson-end = End of the lesson.
lesson-end-score = End of the lesson. Predictions right: { $right } of { $answered }.
lesson-end-unanswered = { $count ->
    [one] One prediction was not made.
   *[other] { $count } predictions were not made.
}
lesson-end-quiz = To check what you learned: “{ $quiz }” (Quiz, key 5 in the main menu).
lesson-end-experiments = To measure bloomlab's filters yourself: the Experiments screen (key 4 in the main menu). To have a filter you build graded: the Exercises screen (key 7).
lesson-your-answer = Your answer: { $typed }▏
lesson-numeric-was-right = ✓ You answered this one right: the answer is { $answer } ({ $margin }).
lesson-numeric-was-off = ✗ Your answer was off: the answer is { $answer } ({ $margin }).
tolerance-relative = { $margin } of it
lesson-letter-not-in-number = “{ $c }” is not part of a number and was not typed (n and p still move between steps).
lesson-left-from-number-box = What you typed is kept; press ← again to go back a step (⌫ erases).
lesson-numeric-right = ✓ { $given } is right{ $same ->
    [yes] {""}
   *[no] : the answer is { $answer }
} ({ $margin }).
lesson-numeric-off = ✗ { $given } is off: the answer is { $answer } ({ $margin }).
lesson-key-see-last = see the last step
lesson-key-continue = continue
lesson-key-start-over = start over
lesson-key-start-over-yes = yes: forget the predictions and start over
lesson-start-over-ask = { $key } again: start over and forget your { $answered ->
    [one] prediction
   *[other] { $answered } predictions
}. Any other key: keep { $answered ->
    [one] it
   *[other] them
}.
lesson-start-over-kept = { $answered ->
    [one] Your prediction stays.
   *[other] Your predictions stay.
} Nothing was reset: that key only said “no” to starting over.
lesson-key-previous = previous
lesson-key-answer = answer
lesson-key-next = next
lesson-key-next-lesson = next lesson
lesson-key-run-again = new seed
lesson-key-scroll = scroll
ui-key-open = open
ui-key-j-k = down and up, as ↓ and ↑
lesson-scene-hidden = (the bits before this step: answer the question to see what happens)
lesson-scene-hidden-counters = (the counters before this step: answer the question to see what happens)
# A scene's legend for bits whose marks are the probes' ✓ ✗.
lesson-scene-bits = { $count ->
    [one] Bit { $bits }:
   *[other] Bits { $bits }:
}
lesson-probes-two-same = (two probes hit the same position)
lesson-probes-all-same = (all { $probes } probes hit the same position)
lesson-probes-distinct = ({ $probes } probes, { $distinct } distinct positions)
lesson-op-add = + “{ $word }” → { $kind ->
    [counter] { $cells ->
        [one] counter
       *[other] counters
    }
   *[bit] { $cells ->
        [one] bit
       *[other] bits
    }
} { $at }
list-and = and
lesson-op-add-again = (added before: { $kind ->
    [counter] its counters go up again
    [counter-one] its counter goes up again
    [counter-one-stuck] its counter is at 15 and stays there
    [counter-some-stuck] its counters go up again, but those at 15 stay there
    [counter-all-stuck] its counters are all at 15 and stay there
   *[bit] no bit changes
})
lesson-op-add-all-set = ({ $cells ->
    [one] its bit was 1 already
   *[other] its bits were all 1 already
}: no bit changes)
lesson-op-clear = ✂ { $cells ->
    [one] bit
   *[other] bits
} { $at } set to 0
lesson-op-absent = ? “{ $word }” → { $kind ->
    [counter] { $cells ->
        [one] counter
       *[other] counters
    }
   *[bit] { $cells ->
        [one] bit
       *[other] bits
    }
} { $at }: { $all ->
    [yes] all 0
   *[no] { $count ->
        [one] { $kind ->
            [counter] counter
           *[bit] bit
        } { $zeros } is 0
       *[other] { $kind ->
            [counter] counters
           *[bit] bits
        } { $zeros } are 0
    }
} → definitely absent
lesson-op-false-negative = — but it WAS added: a FALSE NEGATIVE
lesson-op-present = ? “{ $word }” → { $kind ->
    [counter] { $cells ->
        [one] counter
       *[other] counters
    }
   *[bit] { $cells ->
        [one] bit
       *[other] bits
    }
} { $at }: { $cells ->
    [one] { $kind ->
        [counter] above 0
       *[bit] 1
    }
    [2] { $kind ->
        [counter] both above 0
       *[bit] both 1
    }
   *[other] { $kind ->
        [counter] all above 0
       *[bit] all 1
    }
} → probably present
lesson-op-true-positive = { $base } — right: “{ $word }” was added
lesson-op-false-positive = { $base } — a FALSE POSITIVE: “{ $word }” { $removed ->
    [yes] has been removed
   *[no] was never added
}; { $who }
lesson-setter-stuck = { $count ->
    [one] counter { $bit } is
   *[other] counters { $bit } are
} stuck at { $max }
lesson-setter-none = no word now in the filter accounts for { $kind ->
    [counter] { $count ->
        [one] counter
       *[other] counters
    }
   *[bit] { $count ->
        [one] bit
       *[other] bits
    }
} { $bit }
lesson-setter-words = { $kind ->
    [counter] { $count ->
        [one] counter { $bit } was
       *[other] counters { $bit } were
    } raised by { $names }
   *[bit] { $count ->
        [one] bit { $bit } was
       *[other] bits { $bit } were
    } set by { $names }
}
lesson-remove-down = { $count ->
    [one] counter { $at } goes down by { $by }
   *[other] counters { $at } go down by { $by }
}
lesson-remove-landed = { $times ->
    [2] on counter { $at } twice
   *[other] on counter { $at } { $times } times
}
lesson-remove-lands = (“{ $word }” lands { $landed })
lesson-remove-lands-each = (“{ $word }” lands on each counter as many times as it goes down)
lesson-remove-stuck = { $count ->
    [one] counter { $at } stays at { $max }: it is stuck, since at { $max } the filter lost count of its words, and it can never go down again
   *[other] counters { $at } stay at { $max }: they are stuck, since at { $max } the filter lost count of their words, and they can never go down again
}
lesson-remove-still-present = { $copies ->
    [yes] “{ $word }” is still in the filter, added more than once, and will still look present once every copy is removed
   *[no] “{ $word }” will still look present
}
play-kind-counting = counting filter (4-bit counters)
play-kind-bloom = plain filter
play-cells-set = { $kind ->
    [counter] counters above 0
   *[bit] bits set
}
play-words-distinct = { $n ->
    [one] n = 1 distinct word
   *[other] n = { $shown } distinct words
} ({ $added } added, repeats included)
play-words = { $n ->
    [one] n = 1 word
   *[other] n = { $shown } words
}
play-fill = fill { $ones }/{ $m } = { $fill } of the { $cells }, { $words }
play-fill-stuck = { $fill }; { $count ->
    [one] 1 counter stuck at { $max } for good
   *[other] { $shown } counters stuck at { $max } for good
}
play-overload = ⚠ overloaded: over { $line } of the { $cells }, where a well-sized filter has about half. Its rate is { $times }× that of a half-full filter with the same k.
play-overload-short = ⚠ overloaded: over { $line } of the { $cells }; its rate is { $times }× that of a half-full filter.
play-rates = false positives: Bloom { $bloom } · exact { $exact }
play-rate-this-filter = this filter ({ $set }/{ $m })^{ $k } = { $filter }
play-empty-stuck = No words left, but the counters stuck at 15 stay set, so a word can still look present: e empties the filter.
play-empty = No words yet: press a to add one, f for fruits. Positions here come from real hashes, so a word from lesson 1, such as “uva” (grape), will not land where the lesson put it: the lesson picked its positions for the story.
play-input-add = Add word:
play-input-check = Look up word:
play-input-remove = Remove word:
play-words-label = words:
play-words-more = … and { $count } more
play-measured = Measured: { $count ->
    [one] { $hits } never-added word of { $asked } came back positive
   *[other] { $hits } of { $asked } never-added words came back positive
}: { $rate } (95 % interval { $low } to { $high }).
play-measured-forced = Measured: { $count ->
    [one] { $hits } never-added word of { $asked } came back positive
   *[other] { $hits } of { $asked } never-added words came back positive
}: { $rate }.
play-measured-inside = This filter's own rate, its fill to the power k, lies inside the interval, as it should 19 times in 20: the interval is the margin chance leaves, which lesson 2 explains. The exact rate averages all filters with this m, k and n.
play-measured-outside = This filter's own rate, its fill to the power k, falls outside the interval, which chance does 1 time in 20 (t measures again): the interval is the margin chance leaves, which lesson 2 explains. The exact rate averages all filters with this m, k and n.
# This filter's own rate exactly 1 or 0: every answer is certain, not chance
# (reader 28, en 6.4).
play-measured-certain = { $all ->
    [yes] { $cells ->
        [counters] Every counter is above 0
       *[bits] Every bit is set
    }, so this filter's own rate, its fill to the power k, is exactly 100 %: every query must answer “probably present”, so the count is certain, not chance.
   *[no] { $cells ->
        [counters] Every counter is at 0
       *[bits] No bit is set
    }, so this filter's own rate, its fill to the power k, is exactly 0 %: every query must answer “definitely absent”, so the count is certain, not chance.
} The exact rate averages all filters with this m, k and n.
play-pasted = { $count ->
    [one] Pasted: 1 word added
   *[other] Pasted: { $shown } words added
}
play-lines-left-out = { $count ->
    [one] 1 more line left out: this takes one word
   *[other] { $shown } more lines left out: this takes one word
}
play-full = { $count ->
    [one] 1 word not added
   *[other] { $shown } words not added
}: the playground holds at most { $max } words (e empties it)
play-cut = { $count ->
    [one] a word is at most { $max } characters: the rest was left out
   *[other] { $count } words cut to { $max } characters, the most a word may have
}
play-chart-too-small = (too small for the chart: enlarge the window, or press g for the { $cells ->
    [counters] counters
   *[bits] bits
})
play-chart-half-full = { $cell ->
    [counter] half the counters above 0, n ≈ { $n }
   *[bit] half the bits set, n ≈ { $n }
}
# The exact half-full n, then the lessons' shortcut where it differs as shown.
play-chart-half-shortcut = { $n } (exact; m·ln 2 / k gives { $shortcut })
play-chart-title = false-positive rate (log scale) against n (m = { $m }, k = { $k })
play-chart-beyond = { $points } measurements past n = { $n } not drawn since the curve is flat: all ≥ { $low }
play-chart-beyond-alike = { $points ->
    [one] 1 measurement past n = { $n } not drawn since the curve is flat: { $rate }
   *[other] { $points } measurements past n = { $n } not drawn since the curve is flat: all { $rate }
}
play-chart-exact = exact prediction
play-chart-measured = measured, 10,000 queries each
play-random-added = { $count ->
    [one] Added 1 random word
   *[other] Added { $shown } random words
}: n = { $total }{ $full ->
    [yes] {" "}distinct words, from { $added } added, the most the playground holds.
   *[no] .
}
play-remove-all-stuck = “{ $word }” is not among the words added, but all its counters are stuck at { $max }: nothing went down, and the filter will answer “probably present” for it for good.
play-remove-never-added = ⚠ “{ $word }” was never added: a false positive, which the filter could not tell apart, so removing it took counts from other words; look them up again.
play-remove-removed-before = ⚠ “{ $word }” is no longer in the filter: you removed it already. The filter could not tell, so removing it again took counts from other words; look them up again.
play-remove-absent = “{ $word }” is not in the filter: { $value ->
    [0] { $empty ->
        [all] all its counters, { $counters }, are empty
        [one] its counter { $counters } is empty
       *[some] its counters { $counters } are empty
    }, and every word added raises all its counters.
   *[other] { $needed } of its probes land on counter { $position }, which is at { $value }: too low to take { $needed } away.
} Nothing was removed.
play-fruits = uva kiwi pera mango limón
play-fruits-added = + { $words }: the fruits named in lessons 1 and 2.
play-fruits-added-all-again = + { $words }: the fruits named in lessons 1 and 2, all added again.
play-fruits-added-before = + { $words }: the fruits named in lessons 1 and 2 ({ $before } added again).
play-rebuilt = Rebuilt from the { $count ->
    [one] word
   *[other] { $shown } words
} you added{ $repeats ->
    [yes] , repeats included
   *[no] {""}
} (the playground keeps their list; a filter itself does not){ $from ->
    [counting] , not from the old counters: if a removal had broken something, it is mended.
   *[plain] .
}
play-cannot-remove = A plain filter cannot remove: press x for a counting filter.
ui-key-cancel = cancel
play-key-m = m
play-key-k = k
play-chart-last = { $op ->
    [add] + “{ $word }” added
    [remove] − “{ $word }” removed
    [remove-still] − “{ $word }” removed, but its counters are all still above 0: it still looks “probably present”
    [remove-still-short] − “{ $word }” removed, but it still looks “probably present”
    [remove-kept] − one “{ $word }” removed: it is still in the filter, added more than once
    [remove-absent] − “{ $word }” was not in the filter: removing it lowered other words' counters
   *[query] ? “{ $word }”: { $answer ->
        [present] “probably present”, and it was added
        [false] “probably present”, a false positive
        [false-negative] “definitely absent”, but it was added: a false negative
       *[absent] “definitely absent”
    }
}{ $offer_g ->
    [yes] ; g shows its { $counting ->
        [yes] counters
       *[no] bits
    }.
   *[no] .
}
play-at-limit-k = k is already { $k }: the playground takes { $min } to { $max } hash functions.
play-at-limit-m = m is already { $m } { $counting ->
    [yes] counters
   *[no] bits
}: the playground takes { $min } to { $max }.
play-empty-kept-help = The words stay in the filter: the help answered the question.
play-empty-kept = Emptying cancelled: the words stay in the filter, and that key did nothing else. Press it again to use it.
play-empty-kept-esc = The words stay in the filter.
play-empty-add = No word typed: nothing was added.
play-empty-check = No word typed: nothing was looked up.
play-empty-remove = No word typed: nothing was removed.
play-key-add = add
play-key-check = look up
play-key-remove = remove
play-key-measure = measure
play-key-random = +100 words
play-key-show = { $what ->
    [counters] counters
    [bits] bits
   *[chart] chart
}
play-key-filter = { $to ->
    [plain] plain filter
   *[counting] counting filter
}
play-key-fruits = fruits
play-key-empty = empty
play-key-empty-confirm = empty it
play-key-keep-words = keep the words
play-empty-ask = e again: empty the filter and lose all its words. Any other key: keep them.
play-help-random = +100 / +1,000 random words
play-n-is-w = Random words are on w (100) and W (1,000); n does nothing here.
play-help-measure = measure: ask about 10,000 words never added
play-help-chart = { $cells ->
    [counters] chart: rate measured, 10,000 queries each (g: back)
   *[bits] chart: rate measured, 10,000 queries each (g: back)
}
play-help-m = { $cells ->
    [counters] m, the counters: fewer / more ({ $low } to { $high })
   *[bits] m, the bits: fewer / more ({ $low } to { $high })
}
play-help-k = k, the hashes: fewer / more ({ $low } to { $high })
play-help-rates = Bloom: (1 − e^(−kn/m))^k, approximate; exact: the average of (X/m)^k; this filter: its own (X/m)^k (lesson 2)
play-help-scroll = { $cells ->
    [counters] scroll the counters
   *[bits] scroll the bits
}
play-help-paste-key = Ctrl+Shift+V
play-help-paste = paste words, one per line ({ $most } at most; Cmd+V on a Mac)
history-title = My results
history-nothing-yet = Nothing to review yet: take the quiz first (5 in the main menu).
history-nothing-missed = Nothing to review: your latest answer to every question was right.
history-key-review = review my missed questions
history-key-quiz = other results
history-help-review = review my missed questions, those missed most first
history-help-quiz = another quiz's or exercise's results
history-saved-in = Saved in { $dir }
history-not-saved = Not saved: results are kept for this session only.
history-none-yet = No attempts yet. Take a quiz (5 in the main menu) or an exercise (7): every finished attempt appears here.
history-no-exercises = Exercises: none graded yet (key 7 in the main menu).
history-attempts = { $kind ->
    [exercise] { $count ->
        [one] 1 grading
       *[other] { $count } gradings
    }
   *[quiz] { $count ->
        [one] 1 attempt
       *[other] { $count } attempts
    }
}{ $partial ->
    [0] {""}
   *[other] {" "}({ $whole } whole)
}{ $zone }
history-times-in = {" "}· times in { $zone } (system time zone unknown)
history-checks-word = { $max ->
    [one] check
   *[other] checks
}
history-points-word = { $max ->
    [one] point
   *[other] points
}
history-legend-retry = retry: missed ones, after the quiz
history-legend-review = review: missed ones, from My results
history-review-mark = review
# How many questions are still missed; the legend of the marks only
# where one was missed twice or more (reader 44, es 6.2: «(2× = 2
# fallos)» alone read as a count).
history-still-missed = Not yet right{ $count ->
    [0] {""}
   *[other] : { $count }{ $repeats ->
        [yes] {" "}(2× = failed twice)
       *[no] {""}
    }
}
history-still-failing = Checks to pass
history-none-missed = ✓ none still missed
history-none-failing = ✓ none left
history-more-missed = … and { $count } more (r reviews them all)
# An exercise's checks left out for room: r reviews no exercise, and the
# grading lists every check.
history-more-failing = … and { $count } more (bloomlab grade lists them all)
history-more-attempts = … and { $count } older (bloomlab results lists them)
history-chart-none-whole = No whole attempt yet: the chart of your scores starts with your second whole attempt.
history-chart-one-whole = { $kind ->
    [exercise] One grading so far, at { $score }: the chart of your checks passed starts with the second.
   *[quiz] One whole attempt so far, at { $score }: the chart of your scores starts with the second.
}
history-chart-title-scores = whole-quiz scores: { $scores }
history-chart-title-runs = checks passed: { $scores }
sizing-key-fewer-more-k = k +1 / −1 (more / fewer hashes)
sizing-help-row-pinned-k = the p of a table row; ▷ marks yours, which with your k needs a different m from the row's
sizing-key-row = table row
sizing-key-pin-m = hold m
sizing-key-unpin-m = free m
sizing-key-pin-k = hold k
sizing-key-unpin-k = free k
sizing-help-n = n along 10, 20, 50, 100…
sizing-help-p = looser / stricter p
sizing-header-p = {"   "}{ $pinned ->
    [m] m for p = { $p }
    [moved] m held
   *[no] p = { $p }
}
sizing-m-sized-at = The held m was sized for p = { $p } at n = { $at }.
sizing-pinned = ▸ held ({ $key } again frees it)
sizing-small-n-above = With n = { $n }, Bloom's formula falls short: the exact p, { $got }, is above the p asked for, { $times } times Bloom's { $bloom } (lesson 2 shows why).
sizing-k-capped = k stays at { $most }, the most hash functions bloomlab builds a filter with; the rate shown is for k = { $most }.
sizing-k-rounded-above = k must be whole: { $k }, not { $ideal }. So the exact p, { $got }, sits a little above the { $asked } asked for{ $hint ->
    [no] .
   *[yes] ; press k to hold k at { $k }, and Sizing finds the m at which Bloom's formula gives { $asked }.
}
sizing-pinned-k-m = With k = { $k } held, m is the fewest bits that give p: { $extra } more than the { $free } bits of the design with k free, sized for k = log₂(1/p) = { $ideal }.
sizing-pinned-k-m-short = With k = { $k } held, m needs { $extra } more bits to give p than with k free.
sizing-k-too-few = k = { $k } is fewer than m/n calls for: only { $fill } of the bits are set, not about half, so the filter needs more bits than the best k would to reach p.
sizing-k-too-few-short = k = { $k } is fewer than m/n calls for: only { $fill } of the bits are set.
sizing-k-above-best = k = { $k } is more than m/n calls for: { $fill } of the bits are set, more than half, so the filter needs more bits than the best k would to reach p.
sizing-k-above-best-short = k = { $k } is more than m/n calls for: { $fill } of the bits are set.
sizing-pinned-k-optimal = With this larger m, the best k above, (m/n)·ln 2, is { $optimal }, not the { $ideal } of the design with k free.
sizing-unit-gloss = 1 { $unit } = { $bytes } bytes
sizing-at-limit-n = n is already { $n }: Sizing takes { $min } to { $max } elements.
sizing-at-limit-p = p is already { $p }: Sizing takes { $loose } down to { $strict }.
sizing-at-limit-k = k is already { $k }: Sizing takes { $min } to { $max } hash functions.
sizing-k-keys-need-pin = + and - change k once k is held: { $m_held ->
    [yes] free m first (press m), then press k.
   *[no] press k first.
}
sizing-k-needs-m-free = k follows from the held m and n. To hold k, free m first (press m).
sizing-m-needs-k-free = With k held, m is the fewest bits for that k. To hold m, free k first (k).
sizing-help-m-locked = nothing while k is held: m follows from k (free k first)
sizing-help-k-locked = nothing while m is held: k follows from m and n (free m first)
sizing-help-p-locked = nothing while m is held: p follows from m and n (free m first)
sizing-p-needs-m-free = With m held, p follows from m and n. To choose p, free m first (press m).
sizing-row-m = m (bits)
sizing-row-k = k (hashes)
# The k row: the k built, and the best k for this m/n before rounding.
sizing-k-with-best = { $k } (best: (m/n)·ln 2 = { $best })
sizing-row-bits = bits/element
sizing-bound-bloom-p = for Bloom's p
# log₂(1/p) past a double's smallest rate, after «≥ log₂(1/p)».
sizing-bound-over = , over { $bound }
sizing-row-bloom = Bloom's p
sizing-row-exact = exact p
sizing-row-fill = fill
sizing-table-title = table at n = { $n }
sizing-whole-bits = m is a whole number of bits, so m/n is above the formula's { $formulas } at { $targets }.
sizing-whole-bits-all = m is a whole number of bits, so every m/n here is above the formula's { $formulas }.
sizing-column-bits = m/n
sizing-column-memory = memory
sizing-chart-title = false-positive rate (log scale) against bits per element
sizing-off-scale-bits = Your choice (█) is off the chart and not drawn: { $bits } bits per element.
sizing-off-scale-p = Your choice (█) is off the chart and not drawn: p = { $rate }.
sizing-key-optimal = best k
sizing-key-bound = lower bound
sizing-key-choice = your choice
sizing-k-too-large = k = { $k } is more than m/n calls for: over { $line } of the bits are set, not about half. By Bloom's formula it still reaches p, but with more bits than the best k would need.
sizing-k-too-large-short = k = { $k } is more than m/n calls for: over { $line } of the bits are set.
sizing-m-outgrown = ⚠ This m is too small for n = { $n }: even with its best k, k = { $k }, the exact p rises to { $got }, { $times } times the { $asked } it was sized for.
sizing-overloaded = ⚠ overloaded: more elements than this m suits (over { $line } of the bits set)
home-lessons = Lessons
home-lesson = from a 12-bit filter to the formula and the alternatives
home-playground = add and look up your own words
home-sizing = memory and hashes for n and p, with a chart
home-experiments = measured false positives beside the theory
home-quiz = check what you learned
home-history = your quiz and exercise results, the questions you miss
home-key-go = go to
home-key-quit = quit
home-intro = Bloom filters: a whole set in a few bits per element, and what that costs.
home-content-errors = Some content files could not be loaded:
home-content-errors-more = { $count ->
    [one] … 1 problem not shown whole
   *[other] … { $count } problems not shown whole
}: `bloomlab check FOLDER` lists them all.
ui-more-both-arrows = ▲ more above · ▼ more below (↑↓ or PgUp PgDn)
ui-more-both = ▲ more above · ▼ more below (PgUp PgDn)
ui-more-below-arrows = ▼ more below (↓ or PgDn)
ui-more-below = ▼ more below (PgDn)
ui-more-above-arrows = ▲ more above (↑ or PgUp); nothing more below
ui-more-above = ▲ more above (PgUp); nothing more below
ui-keycap-space = Space
ui-keycap-shift = Shift
ui-keycap-pgup = PgUp
ui-keycap-pgdn = PgDn
ui-keycap-home = Home
ui-keycap-end = End
ui-keycap-delete = Delete
ui-keycap-backspace = Backspace
ui-keycap-del = Del
## experiments and app

# A count shortened to fit a column: 28.7K, 1.06M.
exp-count-thousands = K
exp-count-millions = M

exp-repeat-running = running; x cancels
exp-repeat-stopped-at = stopped in seed { $seed }: its rows on the table are not counted{ $again ->
    [yes] , and the next run measures seed { $seed } again
   *[no] {""}
}
exp-repeat-head-done = Repeated over { $seeds } seeds: all done
exp-repeat-head = Repeat over { $seeds } seeds: { $done } of { $seeds } done ({ $state })
exp-repeat-rows-raw = Rows flagged on their own: { $count } of the { $rows } rows measured (chance: about { $level } % of rows)
exp-repeat-runs-raw = Runs with some row flagged on its own: { $count } of { $done } (chance, were the rows independent: about { $chance } % of runs)
exp-repeat-runs-family = Runs with at least one ✗ (all their rows judged together, Holm): { $count } of { $done } (chance alone: at most { $level } % of runs)
exp-repeat-runs-family-none = ; none, so this is within what chance gives.
exp-repeat-runs-family-judged = { $side ->
    [within] ; correct filters give as many or more in { $tail } of repeats, so this is within what chance gives.
   *[above] ; correct filters give as many in only { $tail } of repeats, so some row likely differs.
}
exp-repeat-per-row = Times each row was flagged (alone / with the others, ✗): { $rows }{ $others ->
    [yes] ; the other rows, 0
    [one] ; the other row, 0
   *[no] {""}
}
exp-repeat-per-row-none = No row was flagged.
exp-repeat-row = { $row }: { $alone } / { $together }
exp-repeat-first-seed = The counts come here as each seed ends: how many rows, and how many runs, were flagged, beside what chance alone gives.
exp-repeat-judged-at-end = Whether these counts are within chance is judged once all { $seeds } seeds are in: before that, they can mislead.
exp-repeat-stopped-unjudged = Stopped after { $done } of { $seeds } seeds: with so few, whether the counts are within chance is not judged (r repeats all { $seeds }).
exp-repeat-chance = { $side ->
    [within] Within chance: { $count } ✗ in { $trials } rows is a count correct filters give (chance alone expects { $expected } ✗, { $trials } × { $level }; a count this far from it or farther comes in { $tail } of repeats; binomial test against { $level }).
    [above] More than chance: correct filters give { $count } ✗ in { $trials } rows (this far above the { $expected } that chance alone expects, { $trials } × { $level }) in only { $tail } of repeats (binomial test against { $level }); some row likely differs from theory.
   *[below] Fewer than chance: correct filters give as few as { $count } ✗ in { $trials } rows (chance alone expects { $expected }, { $trials } × { $level }) in only { $tail } of repeats (binomial test against { $level }).
}
exp-repeat-chance-shared = A run's rows share its keys and are not independent; runs are, so the count of runs with a ✗ above decides.
exp-repeat-histogram = p-values, 0 ▕{ $bars }▏ 1: with correct filters they spread evenly, so the bars are about level; a pile at the left, near 0, means real differences.
exp-alt-not-started = not started
exp-alt-the-comparison-s-thread-stopped = ✗ the comparison's thread stopped unexpectedly; press s to try again
exp-alt-a-structure-failed = a structure failed
exp-alt-discard-ask-target = { $key } again: { $next }, clearing this comparison. Any other key keeps it.
exp-alt-next-five = the five targets
exp-alt-next-one = the { $rate } target
exp-alt-esc-again-leave-and-stop = Esc or q again: leave and stop the run. Any other key: keep measuring.
exp-alt-structure = structure
exp-alt-target = target
exp-alt-bits = bits
exp-alt-bound = ×bound
exp-alt-measured = measured
exp-alt-measured-relative = measured ±relative
exp-alt-measured-rel = measured ±rel.
exp-alt-own = theory
exp-alt-verdict = verdict
exp-alt-more-costs = {"  "}v: costs →
exp-alt-more-rates = {"  "}v: rates →
exp-alt-deletes = remove
exp-alt-ns-look = lookup (ns)
exp-alt-refused = refused
exp-alt-failed = ✗ failed
exp-alt-cancelled = ⏹ cancelled
exp-row-not-counted = ⏹ uncounted
exp-row-not-counted-why = This row is from seed { $seed }, where the repeat stopped: the tally of the repeat leaves it out, whatever its verdict below.
exp-alt-stopped-part-way = ⏹ part-way
exp-alt-yes = yes
exp-alt-bits-per-element-against-the = {" "}bits per element against the measured rate (log scale){" "}
exp-alt-lower-bound-log2-1-p = lower bound log₂(1/p){"   "}
exp-alt-chart-selected = the row selected (↑↓)
exp-new-n-seed-1 = n = { $n }: a new table, back at seed 1, as in bloomlab table.
exp-n-at-least = n is already the smallest the table takes: { $n }
exp-n-at-most = n is already the largest the table takes: { $n }
exp-alt-discard-kept = The comparison stays.
exp-alt-n-already = n is already { $n } keys per structure.
exp-table-discard-ask = { $key } again: n = { $n }, clearing the measured table. Other keys: keep it.
exp-table-discard-ask-seed = { $key } again: n = { $n }, a new table at seed 1. Any other key keeps this one.
exp-table-discard-kept = The measured table stays.
exp-alt-c-both-fit = c: the table and the chart both fit at this size
exp-alt-no-repeat = r: the 20-seed repeat is on tabs 1 to 3
exp-alt-v-both-fit = v: the rates and the costs both fit at this size
exp-alt-chart-off-zero = { $name }: rate 0, off the log scale
exp-alt-chart-off-unmeasured = { $name }: not measured yet
exp-alt-chart-off-cancelled = { $name }: not measured, cancelled first
exp-alt-s-bloom-b-blocked-c = B Bloom  L blocked  C counting  K cuckoo  X xor  F binary fuse  ↑ above 32
exp-alt-adds-and-checks-no-deletes = adds and looks up, no removal
exp-alt-one-cache-line-per-key = one cache line per key, no removal
exp-alt-deletes-2 = adds, looks up and removes
exp-alt-static-built-once-from-all = built once from all the keys; nothing added or removed after
exp-alt-exact-no-false-positives-and = adds, looks up and removes, with no false positives
exp-alt-4-bits-per-counter = 4 bits per counter
exp-alt-a-higher-rate-than-bloom = a higher rate than Bloom's at equal bits
exp-alt-exact = exact
exp-alt-exact-why = a hash set keeps each key itself, not a few bits for it, so a key it was never given always comes back negative: its theory is 0 %.
exp-alt-exact-bound = Queries alone can never show that a rate is 0: with none positive in { $queries }, the { $confidence } % interval only rules out rates above { $high }, hence the table's “≤{ $high }”.
exp-alt-exact-agrees = Its ✓ says only that no query contradicted that theory: with a rate of 0 there is no count to test.
exp-alt-target-exact = exact
exp-table-pgup = ▲ more above (PgUp)
exp-table-press-s-to-build-the = Press s to build the four filters and measure them. Predict first: will the measured rates match the table?
exp-table-press-s-m-n-10 = Press s: m/n = 10 bits per element, k from 1 to 20. Predict first: which k gives the fewest false positives?
exp-table-press-s-the-lesson-s = Press s: the lesson's 12-bit filter, k = 2, n = 1 to 6. Predict first: is Bloom's formula right for so few bits?
exp-small-legend = indep.: one hash per probe; double: lesson 2's enhanced double hashing, whose two probes at k = 2 are h1 and (h1 + h2) mod m (the (i³ − i)/6 part is 0 for i = 0 and 1), as random as those of two hashes.
exp-small-legend-bloom = ≠ Bloom: the measurement rules out Bloom's formula.
exp-table-m-12-k-2-a = m = 12, k = 2, a fresh filter for every query, to ±1 % of the rate
exp-table-the-experiment-thread-stopped-unexpectedly = ✗ the experiment thread stopped unexpectedly; press s to try again
exp-table-cancelled = cancelled
exp-chart-row-cancelled-empty = This row was cancelled before its first query (its bar shows how far its filter was built): nothing to chart. ↑↓ picks a row that measured; s runs the table again.
exp-chart-cancelled-empty = Cancelled before any row was measured: nothing to chart. s starts the run again.
exp-figure-nothing-yet = f saves a figure of measured rows: nothing is measured yet (s starts).
exp-figure-after-repeat = f saves a figure once the repeat is over: its rows change with every seed until then.
exp-table-running = running…
exp-table-an-experiment-failed = an experiment failed
exp-table-progress = progress
exp-table-progress-short = done
exp-table-queries = queries
# The false positives' count: its column's heading where the table has room, and the abbreviation (spelled out in the help) where it does not.
exp-table-false-positives = false positives
exp-table-fp = FP
exp-table-k-fill = k   fill
exp-table-row = row
exp-table-indep = indep.
exp-table-double = double
exp-key-the-experiment-was-cancelled-when = The experiment was cancelled when you left; press 4 and { $key } to run it again.
exp-key-answer = answer
exp-key-skip-and-start = skip and start
exp-key-pick-yes-or-no = choose yes or no
exp-key-ask-another-row = ask about another row
exp-key-back = back
exp-key-suite = tabs
exp-key-cancel = cancel
exp-key-restart = restart
exp-key-restart-repeat = restart the 20 seeds
exp-key-start = start
exp-key-again = again, same seed
exp-key-measure-seed = measure seed { $seed }
exp-key-rate = rate
# What + or - switches the Alternatives tab to: 10⁶ keys per structure, or back to 10⁵.
exp-key-n-switch = { $to ->
    [million] 10⁶
   *[other] 10⁵
}
exp-key-explain = explain
exp-key-hide-explanation = hide text
exp-key-n-times-ten = n ×10 ÷10
exp-key-whole-table = whole table
exp-key-table-and-chart = table and chart
exp-key-show-table = show table
exp-key-show-chart = show chart
exp-key-show-rates = show rates
exp-key-show-costs = show costs
exp-key-predict = predict
exp-key-guess-bloom = Bloom
exp-key-guess-cuckoo = cuckoo
exp-key-change-guess = change the guess
exp-key-hide-tally = hide tally
exp-key-show-tally = show tally
exp-key-20-seeds = ×20 seeds
exp-key-new-seed = new seed
exp-key-another-seed = new seed
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
exp-seed-already-new = Seed { $seed } is new already: the repeat did not use it. s measures with it.
exp-key-n-10-10-table-when = n ×10 ÷10 (table, when stopped)
exp-key-20-seeds-count-1-2 = 20 seeds: how often each row gets ✗
exp-key-the-row-in-words-pgup = explain: the row in words (PgUp PgDn)
exp-key-queries-fp = FP
exp-key-keys-never-added-false-positives = false positives, in narrow tables; K thousand, M million
exp-key-statistics = p-value, Holm
exp-key-statistics-taught = taught in lesson 2, as are seeds
exp-key-exact-bloom = Bloom · exact
sizing-key-exact-bloom-said = Bloom's p: (1 − e^(−kn/m))^k, approximate; exact p: the average of (X/m)^k; lesson 2 derives both
exp-key-x-m-k-averaged-1 = Bloom: (1 − e^(−kn/m))^k, approximate; exact: the average of (X/m)^k; lesson 2 derives both
exp-key-exact-only = the average of (X/m)^k; lesson 2 derives it
exp-key-indep-double = indep. double
exp-key-k-independent-hashes-h1-i = k independent hashes / h1 + i·h2 + (i³ − i)/6
exp-key-consistent-differs-holm-too-few = consistent / differs (Holm) / too few false positives / cancelled or uncounted; * p < 0.05 without Holm
exp-key-bloom-s-formula-rejected = Bloom's formula rejected
exp-key-fill = fill ★
exp-key-k-sweep-bits-set-lowest = the share of the bits set; ★ the lowest measured rate
exp-key-next-suite-1-4-a = next tab; 1-4 a tab by its number
exp-key-10-5-or-10-6 = 10⁵ or 10⁶ keys per structure (when stopped; with results, press twice)
exp-key-target-rate-the-five-or = rates: all five, or one (< back; twice with results)
exp-key-refused-keys = cuckoo: keys it could not store; xor, fuse: failed builds
exp-key-alt-explain = explain the row
exp-key-alt-row = choose a row
exp-key-alt-predict = predict Bloom / cuckoo
# Where a row's explanation goes, while the run measures it.
exp-row-explained-once-measured = The selected row is explained here once it is measured.
exp-key-help-cancel = cancel
exp-key-help-tally = the tally or the chart (after r)
exp-key-help-figure = SVG figure
exp-key-help-chart = table or chart
exp-key-help-costs = rates or costs
exp-key-bits-per-element-from-the = bits per element, from the bytes allocated
exp-key-ns = ns per key (10⁻⁹ s): median, the middle of several runs
exp-key-the-lower-bound-for-its = × the lower bound for its rate: bits ÷ log₂(1/theory)
exp-key-the-rate-its-own-theory = the rate its own theory predicts
exp-key-consistent-differs-holm-all-rows = consistent / differs (Holm); * p < 0.05 without Holm
exp-key-chart-bloom-blocked-counting-cuckoo = chart: Bloom blocked counting cuckoo xor binary fuse
exp-key-interval-half-width-measured-rate = the rate ± x % of it; ≤x %: no positives, at most x %
exp-words-consistent = ✓ consistent
exp-words-differs = ✗ differs
exp-words-exact-kept = ✓ exact
exp-words-too-few = ? too few
exp-chart-exact-prediction = exact prediction{"   "}
exp-chart-measured = measured{"   "}
exp-chart-95-interval = 95 % interval
exp-chart-rate-log-against-k-exact = {" "}rate (log scale) against k: ⠤ exact · █ measured · • (m/n)·ln 2{" "}
exp-sweep-minimum = ★ lowest measured: k = { $k } ({ $rate }) · lowest exact: k = { $exact_k } ({ $exact })
exp-chart-rate-against-n-m-12 = {" "}rate ÷ exact, against n (m = 12, k = 2): • Bloom · ⠒ exact (1) · █ measured{" "}
exp-sizing-table = Sizing table
exp-k-sweep = k sweep
exp-small-filter = Small filter
exp-alternatives = Alternatives
app-those-questions-are-no-longer = Those questions are no longer in this quiz (it was changed or removed).
app-help = help
app-help-close = close help
# On the status line, when some of the screen's keys had no room there.
app-lesson = Lesson
app-playground = Playground
app-sizing = Sizing
app-experiments = Experiments
app-quiz = Quiz
app-my-results = My results
app-scroll-a-long-step = move the text of a step that does not fit, a line or a screen at a time
app-scroll-a-long-step-by-screen = move the text of a step that does not fit, a screen at a time (↑↓ choose here)
app-to-the-steps-end = to the end of this step
app-to-the-steps-top-then-first = this step's top; if already there, step 1
app-answer-like-digits = answer, like { $digits }
app-erase-a-character = erase the last character typed
app-move-and-tick-several-answers = move, and tick an answer (several answers)
app-tick-like-digits = tick, like { $digits }
app-a-hint-when-there-is = a hint, when there is one
app-leave-a-quiz-without-saving = leave a quiz without saving it
app-go-back = go back
app-quit-at-once = quit at once
app-close-this-help = close this help
app-saving-quitting = Saving your results before quitting
app-saving = Saving your results
app-saving-waiting = { $doing }: waiting for another bloomlab that is saving in the same folder (up to { $wait } s)…
app-too-small = bloomlab needs a terminal of at least { $min_width }×{ $min_height }; this one is { $width }×{ $height }. Enlarge it, or press q to quit.
app-help-title = {" "}Keys: { $screen }{" "}
app-help-rest-below = (more keys on the status line below: { $keys })
app-help-words-left-out = ({ $count ->
    [one] 1 more explanation: ↓ shows it
   *[other] { $count } more explanations: ↓ shows them
})
app-help-keys-page = back to the keys
app-help-on-screen = On the screen:
exp-alt-guess = Your prediction: { $said } takes fewer bits per element at { $at }. { $state ->
    [running] The run under way grades it.
    [cancelled] The run was cancelled before it ended: s measures again and grades it.
   *[waiting] s measures it (← or → changes it).
}
exp-alt-guess-graded = { $right ->
    [yes] You said { $said }: right. At { $at } cuckoo takes { $cuckoo } bits per element, Bloom { $bloom }.
   *[no] You said { $said }, but at this rate { $said ->
        [cuckoo] Bloom
       *[other] cuckoo
    } takes fewer bits per element. At { $at } cuckoo takes { $cuckoo } bits per element, Bloom { $bloom }.
}{ $when ->
    [running] {" "}These are the sizes of the two structures already built; their rates are still being measured.
    [cancelled] {" "}These are the sizes of the two structures built before the cancel; not every rate was measured.
   *[done] {""}
}
exp-alt-hint = s builds each structure from n = { $n } keys and measures it ({ $more ->
    [yes] + for 10⁶ keys
   *[no] - for 10⁵ keys
}; > and < step the target rate).
exp-alt-predict-first = Recall before measuring (lesson 3 compares them): at a target rate of { $at }, which of these two takes fewer bits per element? ← Bloom · → cuckoo
exp-alt-selected-at = { $name }: { $gives }, { $bits } bits per element at { $at }
exp-alt-selected = { $name }: { $gives }, { $bits } bits per element
exp-alt-times-bloom = {", "}{ $ratio } × Bloom's bits
exp-alt-measured-rate = {" "}(measured { $rate })
exp-alt-whole-k = {" "}(not { $log2e }: k must be whole, { $k } here, not { $ideal })
exp-alt-whole-words = {" "}(in whole 64-bit words; Sizing's m/n is { $formula })
exp-alt-cuckoo-cost = adding can fail near full ({ $count ->
    [one] { $refused } key refused here
   *[other] { $refused } keys refused here
})
exp-plus-minus = { $rate } ±{ $half } %
exp-alt-targets = n = { $n } keys per structure · { $count ->
    [one] target
   *[other] targets
} { $targets }
exp-alt-rows = n = { $n } keys per structure · { $rows } rows
# After «▼ 13 more rows (↓)» once a run is cancelled: what those rows hold.
exp-alt-hidden-measured = : { $whole } measured{ $part ->
    [0] {""}
   *[other] , { $part } part-way
}
exp-alt-cancelled-measured = cancelled · { $measured } of { $total } measured
exp-alt-cancelled-measured-part = cancelled · { $judged } of { $total } measured in full, { $part } part-way
exp-table-done = done
exp-done-in = done in { $seconds } s
exp-done-in-last-seed = last seed done in { $seconds } s
exp-alt-running = running… built { $profiled } of { $total }, measured { $measured } of { $total }
exp-seed = {" "}· seed { $seed }
exp-seed-next = {" "}(next seed: { $seed })
exp-alt-ns-insert = add (ns)
exp-table-more-below = ▼ more below: { $below } more { $below ->
    [one] line
   *[other] lines
} (PgDn)
exp-chart-beside-tally = { $running ->
    [yes] The tally takes these rows until every seed is in, which leaves no room for the chart: c shows the chart instead.
   *[no] The tally takes these rows, which leaves no room for the chart: c shows the chart instead.
}
exp-table-chart-does-not-fit = The chart does not fit: it needs { $missing ->
    [one] 1 more line
   *[other] { $missing } more lines
} of terminal.
exp-table-filters = n = { $n } · filters { $sizes } · { $threads } at once (one per core): up to { $peak }
exp-table-filters-short = n = { $n } · { $threads } filters at once (one per core): up to { $peak }
exp-table-sweep = m = { $m } bits, n = { $n } keys (m/n = 10), k = 1 to 20, double hashing
exp-table-rows-below = {"  "}▼ { $below } more { $below ->
    [one] row
   *[other] rows
} (↓)
exp-table-rows-above = {"  "}▲ { $above } more { $above ->
    [one] row
   *[other] rows
} (↑)
exp-table-rows-both = {"  "}▲ { $above } more { $above ->
    [one] row
   *[other] rows
} above · ▼ { $below } below (↑↓)
exp-chance-together = Even judged together, a correct run shows a ✗ like this at most 1 time in { $n }: that can still be chance. Press r to repeat the run over { $repeat } seeds and count how often it happens.
exp-chance-alone = On its own, a correct row gets p < { $p } about 1 time in { $n }, so among { $rows } rows one often does. Press r to repeat the run over { $repeat } seeds and count how often it happens.
exp-differs-together-long = {" "}· the table differs (✗) even judged as a whole: a correct run does that at most 1 time in { $n }
exp-differs-together-short = {" "}· the table differs (✗; chance: ≤ 1 run in { $n })
exp-differs-together-shortest = {" "}· the table differs (✗)
exp-differs-alone-long = {" "}· * { $raw ->
    [one] { $raw } row flagged on its own
   *[other] { $raw } rows flagged on their own
} (chance flags about 1 correct row in { $n }); none judged together
exp-differs-alone = {" "}· * { $raw ->
    [one] { $raw } row flagged on its own
   *[other] { $raw } rows flagged on their own
} (chance: 1 row in { $n })
exp-words-bloom-rejected = ≠ Bloom: Bloom's formula, { $bloom }, is rejected for this row. Measured against it, the p-value is { $p_value } (adjusted { $adjusted }): the measurement agrees with the exact rate, not with Bloom's.
exp-differs-alone-short = {" "}· * p < { $p } in { $raw ->
    [one] { $raw } row
   *[other] { $raw } rows
} alone
exp-chart-convergence = {" "}{ $row }: measured ÷ exact as queries grow (queries on a log scale){" "}
exp-chart-convergence-instead = {" "}{ $row }, measuring now: measured ÷ exact (the selected row waits){" "}
exp-predict-row-name = the { $target } row
exp-predict-fill-right = Right: you said { $said }, and with k = { $k } and { $bits } bits per element, 1 − (1 − 1/m)^(kn) gives { $expected }.
exp-predict-fill-close = { $side ->
    [high] Close: you said { $said }; with k = { $k } and { $bits } bits per element, 1 − (1 − 1/m)^(kn) gives { $expected }, so your guess is { $points } percentage points too high ({ $off } % above the right value).
   *[low] Close: you said { $said }; with k = { $k } and { $bits } bits per element, 1 − (1 − 1/m)^(kn) gives { $expected }, so your guess is { $points } percentage points too low ({ $off } % below the right value).
}
exp-predict-fill-far = { $side ->
    [high] Not close: you said { $said }; with k = { $k } and { $bits } bits per element, 1 − (1 − 1/m)^(kn) gives { $expected }: your guess is { $times } times the right share.
   *[low] Not close: you said { $said }; with k = { $k } and { $bits } bits per element, 1 − (1 − 1/m)^(kn) gives { $expected }, { $times } times your guess.
}
exp-predict-k-right = Right: k = { $best } gives the fewest false positives by the exact formula, { $lowest }.
exp-predict-k-close = Close: k = { $guess } gives { $rate }, almost as few as the best, k = { $best } with { $lowest }.
exp-predict-k-far = Not quite: k = { $guess } gives { $rate }, { $times } times as many as the best, k = { $best } with { $lowest }.
exp-predict-bloom-verdict = { $verdict ->
    [yes] Right: Bloom's formula holds here.
    [no] Right: Bloom's formula is off here.
   *[wrong] Not so.
}
exp-predict-bloom-off = { $verdict } At n = { $n }, Bloom's formula says { $bloom } and the exact rate is { $exact }: { $gap } % { $side ->
    [low] too low
   *[high] too high
}, more than the ±{ $precision } % of the rate that this run measures to.
exp-predict-bloom-within = { $verdict } Bloom's formula is at most { $gap } % from the exact rate (at n = { $n }), within the ±{ $precision } % of the rate that this run measures to.
exp-predict-fraction-or-percent = { $typed } % or { $percent } %? The fill is asked in %: type the % sign after it ({ $typed } % or { $percent } %).
exp-predict-type-share = Type a share above 0 and up to 100, in %.
exp-predict-type-k = Type a whole k from { $low } to { $high }.
exp-predict-k-whole = k is a whole number of hash functions: “{ $c }” is left out.
exp-predict-k-whole-mark = k is a whole number of hash functions: erase the “{ $c }” (⌫).
exp-predict-graded = { $grade } Press s to measure it. Each row is then explained in words (e shows or hides the text; lesson 2 explains the seed, the interval and the p-value it gives).
exp-predict-graded-again = { $grade } Press s to measure it (each row is then explained in words: e shows or hides the text; lesson 2 explains the seed, the interval and the p-value), or pick another row with ↑↓ and press Enter to predict its share.
exp-predict-fill-intro = Recall before measuring (lesson 2 works it out): once its { $n } keys are added, what share of the bits of the filter in { $row } will be set (↑↓ picks another row)? Press Enter to answer, or s to build the four filters and measure them without predicting.
exp-predict-k-intro = Recall before measuring (lesson 1 works it out): with { $bits } bits per element, which k gives the fewest false positives? Press Enter to answer with a k from { $low } to { $high }, or s to start without predicting.
exp-predict-bloom-intro = Recall before measuring (lesson 2 works it out): with only { $m } bits and k = { $k }, is Bloom's formula right, within the ±{ $precision } % of the rate that this run measures to? Press Enter to answer yes or no, or s to start without predicting.
exp-predict-fill-ask = What share of the bits of the filter in { $row } will be set once its { $n } keys are added? Type it in % (e.g. 12.5) and press Enter; Esc: back (then s starts without predicting).
exp-predict-fill-typed = Your estimate: { $typed }▏ %
exp-predict-fill-typed-percent = Your estimate: { $typed } %▏
exp-predict-char-not-in-number = “{ $c }” is not part of a number, so it was left out: write the share in % (such as 62.5), or in scientific notation (6.25e1).
exp-predict-k-ask = Which k, from { $low } to { $high }, gives the fewest false positives at { $bits } bits per element? Type it and press Enter; Esc: back (then s starts without predicting).
exp-predict-k-typed = Your k: { $typed }▏
exp-predict-bloom-ask = Is Bloom's formula right for this small filter? ←→ and Enter; s: skip the prediction and start; Esc: back.
exp-predict-bloom-choices = { $yes }Yes, it is right · { $no }No, it is off
## check
# `bloomlab check`: the problems found in lesson, quiz and glossary files,
# and the phrases they are built from (an argument may be another message).

check-as-is = { $text }
check-file-over-cap = the file is too large: { $size } bytes or more, the limit is { $limit } bytes (1 MiB): split it into several lessons or quizzes
check-cannot-read-file = cannot read the file: { $reason }
check-not-utf8 = this is not UTF-8 text (a binary file, or another encoding): save it as UTF-8
check-binary-file = this is a binary file, not YAML text
check-indented-too-deeply = indented { $spaces } spaces: nested too deeply for a lesson or quiz (at most { $limit })
check-brackets-too-deep = brackets nested more than { $limit } deep: no lesson or quiz needs that
check-alias-bomb = anchors and aliases (&, *) expand to too much data: write the content out instead
check-file-too-large = the file is { $size } bytes; content files are limited to { $limit } bytes (1 MiB): split it into several lessons or quizzes
check-duplicate-key = duplicate key `{ $key }` (first given on line { $line }): remove one
check-cut-by-comment = YAML reads `{ $comment }` as a comment, so `{ $field }` ends at “{ $value }”: put the whole text in quotes
check-yaml-tab-indent = this line is indented with a tab, which YAML does not allow: indent with spaces
check-yaml-tab-hint = indent with spaces: YAML does not allow tabs (the YAML parser said: { $problem })
check-yaml-with-advice = { $advice } (the YAML parser said: { $problem })
check-yaml-too-deep = nested too deeply (more than 128 levels): no lesson or quiz needs that
check-yaml-unclosed-list = this `{ $open }` starts a list that is not closed: end the list with `{ $close }`, or put the whole text in quotes if it is not a list (the YAML parser noticed at line { $line } column { $column }: { $problem })
check-yaml-unclosed-mapping = this `{ $open }` starts a mapping that is not closed: end the mapping with `{ $close }`, or put the whole text in quotes if it is not a mapping (the YAML parser noticed at line { $line } column { $column }: { $problem })
check-yaml-unclosed-text = the text in quotes that starts here has no closing `{ $close }`: add it where the text ends (the YAML parser noticed at the end of the file, line { $line } column { $column }: { $problem })
check-yaml-unclosed-text-above = the text in quotes that starts here has no closing `{ $close }` on its line: add it where the text ends (the YAML parser noticed lower, at line { $line } column { $column }: { $problem })
check-yaml-indent-alone = this line is indented { $spaces } spaces, as no other key in the file is: indent it like the keys beside it (the YAML parser noticed at line { $line } column { $column }: { $problem })
check-yaml-cut-short = the file ends in the middle of a value: is it cut short? (the YAML parser said: { $problem })
check-yaml-colon-hint = a text that contains ": " must be in quotes: "like: this" (the YAML parser said: { $problem })
check-yaml-token-hint = indent with spaces, as YAML does not allow tabs; and a text starting with @ or ` needs quotes (the YAML parser said: { $problem })
check-yaml-indent-hint = check the indentation of this line against the lines above (the YAML parser said: { $problem })
check-yaml-at-path = { $path }: { $problem }
check-path-join = { $head } › { $tail }
check-path-step = step { $n }
check-path-question = question { $n }
check-path-choice = choice { $n }
check-path-item = item { $n }
check-path-op = op { $n }
check-path-position = position { $n }
check-path-column = column { $n }
check-path-row = row { $n }
check-path-value = value { $n }
check-path-term = term { $n }
check-path-form = form { $n }
check-path-other = { $word } { $n }
check-serde-missing-field = missing field `{ $a }`
check-serde-unknown-field-one-of = unknown field `{ $a }`, expected one of { $b }
check-serde-unknown-field = unknown field `{ $a }`, expected `{ $b }`
check-serde-unknown-value-one-of = unknown value `{ $a }`, expected one of { $b }
check-serde-unknown-value-or = unknown value `{ $a }`, expected `{ $b }` or `{ $c }`
check-serde-invalid-type = invalid type: { $a }, expected { $b }
check-serde-invalid-value = invalid value: { $a }, expected { $b }
check-serde-invalid-length = invalid length { $a }, expected { $b }
check-serde-duplicate-field = duplicate field `{ $a }`
check-serde-eof = EOF while parsing { $a }
check-serde-true-or-false = true or false
check-serde-a-number = a number
check-serde-a-whole-number = a whole number
check-serde-a-string = a string
check-serde-a-sequence = a sequence
check-serde-sequence = sequence
check-serde-a-map = map
check-serde-struct-quiz = struct Quiz
check-serde-struct-question = struct Question
check-serde-struct-glossary = struct Glossary
check-serde-struct-term = struct Term
check-serde-one-number = 1 number
check-serde-one-or-more-numbers = one or more numbers
check-yaml-tab-scalar = found a tab character that violates indentation, while scanning a plain scalar
check-yaml-expected-key = did not find expected key, while parsing a block mapping
check-yaml-expected-dash = did not find expected '-' indicator, while parsing a block collection
check-yaml-no-mapping-values = mapping values are not allowed in this context
check-yaml-alias-character = did not find expected alphabetic or numeric character, while scanning an alias
check-yaml-bad-character = found character that cannot start any token, while scanning for the next token
check-yaml-no-list-items = block sequence entries are not allowed in this context
check-yaml-no-mapping-keys = mapping keys are not allowed in this context
check-yaml-block-scalar = did not find expected comment or line break, while scanning a block scalar
check-yaml-unclosed-quote = found unexpected end of stream, while scanning a quoted scalar
check-yaml-flow-sequence = did not find expected ',' or ']', while parsing a flow sequence
check-yaml-flow-mapping = did not find expected ',' or '{"}"}', while parsing a flow mapping
check-yaml-reads-alias = an alias (a reference to an `&anchor`)
check-yaml-reads-anchor = an anchor
check-yaml-reads-list = a list
check-yaml-reads-mapping = a mapping
check-yaml-reads-tag = a tag
check-yaml-reads-directive = a directive
check-yaml-reads-reserved = a reserved character
check-yaml-reads-block = a block of text
check-yaml-reads-folded = a folded block of text
check-yaml-reads-list-item = a list item
check-yaml-reads-key = a key
check-yaml-quote-start = the text `{ $shown }` starts with `{ $start }`, which YAML reads as { $meaning }; put the whole text in quotes: "{ $shown }" (or 'like this' if it holds double quotes)
check-yaml-quote-colon = the text `{ $shown }` ends with `:`, which YAML reads as a key; put the whole text in quotes: "{ $shown }" (or 'like this' if it holds double quotes)
check-shape-hint = a lesson is a mapping with `id`, `lang`, `title` and `steps`; a quiz has `id`, `lang`, `title` and `questions`
check-lang-english = English
check-lang-spanish = Spanish
check-file-empty = the file is empty: { $shape }
check-top-not-mapping = the top level is not a mapping: { $shape }
check-both-steps-and-questions = this file has both `steps` and `questions`: put the lesson and the quiz in two files
check-glossary-not-document = this is a glossary (it has `terms`), not a lesson or quiz to open: `bloomlab check` reads it with the lessons
check-neither-steps-nor-questions = neither `steps` nor `questions` found: { $shape }
check-not-found = no such file or folder
check-no-permission = not allowed to read it
check-summary-none = { $problems ->
    [one] No file checked: 1 problem with the path given.
   *[other] No file checked: { $problems } problems with the paths given.
}
check-cannot-open = cannot open: { $reason }
check-cannot-read-folder = cannot read the folder: { $reason }
check-no-yaml-files = no .yaml or .yml files in this folder
check-defined-twice = { $kind } `{ $id }` in language `{ $lang }` is also defined in { $first }
check-replaces-shipped-in-one-language = { $kind } `{ $id }` replaces the shipped one ({ $shipped }) in { $lang } only: students who choose { $other } would still get the shipped { $kind }; give this one its own id, or replace the { $other } version too
check-replaces-shipped = { $kind } `{ $id }` replaces the shipped one ({ $shipped }) for { $lang } students
check-quiz-unknown = `quiz` names `{ $quiz }`, which is not a quiz; the quizzes are: { $known }
check-file-name-lang = the file name says `{ $named }` but the file says `lang: { $lang }`: rename the file or fix `lang`
check-twin-other-id = this { $kind } has the id `{ $id }`, but its { $lang } version { $path } is the { $twin_kind } `{ $twin_id }`: the two languages of a lesson or quiz need the same id
check-no-twin = { $kind } `{ $id }` has no { $other } version among the checked files; students who choose { $other } will see this { $lang } one
check-count-steps = { $mine ->
        [one] { $mine } step
       *[other] { $mine } steps
    } here, but { $theirs } in the { $lang } version ({ $place }): both languages need the same steps in the same order
check-count-questions = { $mine ->
        [one] { $mine } question
       *[other] { $mine } questions
    } here, but { $theirs } in the { $lang } version ({ $place }): both languages need the same questions in the same order
check-no-quiz = no quiz
check-code = `{ $text }`
check-twin-other-quiz = the lesson's `quiz` is { $here } here but { $there } in the { $lang } version ({ $place }): both languages must point to the same quiz
check-item-differs = { $item } does not match the { $lang } version: { $field } is { $here } here, but { $there } there ({ $place })
check-item-only-here = { $item } does not match the { $lang } version: { $field } is given here, but not there ({ $place })
check-item-only-there = { $item } does not match the { $lang } version: { $field } is not given here, but is there ({ $place })
check-fact-scene-m = the scene's `m`
check-fact-scene-k = the scene's `k`
check-fact-scene-counting = the scene's `counting`
check-fact-op-count = the number of operations
check-fact-highlighted-bits = the highlighted bits
check-fact-table-columns = the number of table columns
check-fact-table-rows = the number of table rows
check-fact-predict-answer = the predict's `answer`
check-fact-predict-tolerance = the predict's `tolerance`
check-fact-experiment-field = the experiment's `{ $field }`
check-fact-op = operation { $n }
check-fact-op-positions = the position list of operation { $n }
check-fact-hashed = hashed
check-fact-choice-count = the number of choices
check-fact-choice = choice { $n }
check-fact-right = right
check-fact-wrong = wrong
check-fact-question-id = the question's `id`
check-fact-answer = the `answer`
check-fact-tolerance = the `tolerance`
check-fact-formula = the `formula`
check-fact-parameters = the parameters
check-fact-parameter = parameter `{ $name }`
check-fact-slip-count = the number of foreseen wrong answers
check-fact-slip = foreseen wrong answer { $n }
check-text-empty = { $what } is empty
check-placeholder-outside-calculated = { $what } shows { $placeholder }, which students would see as it is: placeholders are filled in only in a calculated question's prompt, hint and explanation; write the number itself (in a quiz, or make the question `type: calculated`)
check-too-few-choices = needs at least two choices (got { $count })
check-what-choices = choices
check-advice-choice-keys = the keys 1 to 9 pick them
check-what-choice-text = the choice's text
check-what-choice-feedback = the choice's feedback
check-no-correct-choice = no choice is marked `correct: true`
check-several-correct-choices = { $count } choices are marked correct; a single-choice question needs exactly one (use `type: multiple` for more)
check-too-many = too many { $what }: { $count }, the limit is { $limit }
check-too-many-because = too many { $what }: { $count }, the limit is { $limit } ({ $why })
check-text-too-long = { $what } is too long: { $count } characters, the limit is { $limit } per text (split it into several steps or questions)
check-what-term = the `term`
check-what-meaning = the `meaning`
check-glossary-no-forms = `forms` lists the words to look for in the lessons: give at least one
check-what-form = a form
check-glossary-term-twice = the term “{ $term }” is also term { $first } of this glossary: give each term once
check-glossary-bad-taught = `taught` is the lesson's id and the step that teaches the term, such as bloom-formula#12 (steps count from 1), not `{ $taught }`
check-requires-itself = a lesson does not require itself: remove its own id from `requires`
check-requires-unknown = `requires` names `{ $required }`, which is not a lesson; the lessons are: { $known }
check-taught-unknown-lesson = `taught` names the lesson `{ $lesson }`, which does not exist; the lessons are: { $known }
check-taught-step-past-end = `taught` names step { $step } of `{ $lesson }`, which has { $steps ->
        [one] { $steps } step
       *[other] { $steps } steps
    }
check-term-used-early = “{ $term }” is used here, in step { $here }, before step { $step } teaches it ({ $lesson }#{ $step }): teach it first, or say it in other words
check-term-from-unrequired = “{ $term }” is taught in { $lesson }#{ $step }, a lesson this one does not require: add `requires: [{ $lesson }]`, or teach it in this lesson first
check-predict-answer-shown = this predict's answer is shown above it, at line { $line } column { $column } (“{ $quoted }”): hide it until the student answers (move it to `reveal` or the predict's `explanation`)
check-why-comments = comments are not accepted in a formula
check-why-hexadecimal = hexadecimal, binary and octal numbers are not accepted: write the number in decimal
check-why-two-operators = two operators in a row
check-why-operator-before = an operator needs a number before it
check-why-two-operands = two numbers or names with no operator between them
check-why-closes-nothing = this parenthesis closes nothing
check-why-empty-parentheses = empty parentheses
check-why-operator-after = an operator needs a number after it
check-why-comma-outside = a comma outside a function's parentheses
check-why-never-closed = this parenthesis is never closed
check-arity-one-or-more = one or more numbers
check-arity-numbers = { $count ->
        [one] { $count } number
       *[other] { $count } numbers
    }
check-value-empty = { $what } is empty: write an expression such as bits_per_element(0.01)
check-value-unreadable = { $what } cannot be read: { $why }; write it like bits_per_element(0.01) or 1 - 0.95^20
check-value-unreadable-at = { $what } cannot be read at column { $column } of its expression (`{ $near }`): { $why }; write it like bits_per_element(0.01) or 1 - 0.95^20
check-value-too-long = { $what } is too long: { $count } characters, the limit is { $limit } for an expression
check-value-unknown-name = { $what } uses `{ $name }`, which is not a number: a value computed in the text has no parameters; write the number itself, as in fp_bloom(1000, 7, 100)
check-value-unknown-function = { $what } calls `{ $name }`, which is not a function here; the functions are: { $functions }
check-value-arity = in { $what }, `{ $function }` takes { $takes } (got { $got })
check-value-not-arithmetic = { $what } holds `{ $piece }`: it may hold only numbers, + - * / % ^, parentheses and functions
check-value-not-finite = { $what } is not a finite number: check the numbers given to each function (a rate p is between 0 and 1, k from 1 to 64, every other number above 0)
check-value-unclosed = `{"{"}{"{"}` starts a computed value that no `{"}"}{"}"}` closes: close it, or write \{"{"}{"{"} for the characters {"{"}{"{"} themselves
check-what-computed-value = the computed value `{ $shown }`
check-value-bad-format = { $what } has the format `{ $format }`, which is not one of: { $formats }
check-formats-help = 2 (decimals), %1 (a percentage), s3 (significant digits), int (a whole number), x3 (scientific) or rate (a rate as the screens write it, 1.004 %)
check-what-answer-expression = the `answer` `{ $shown }`
check-quiz-no-questions = a quiz needs at least one question
check-what-questions-in-quiz = questions in a quiz
check-advice-split-quiz = split it into several quizzes
check-duplicate-question-id = duplicate question id `{ $id }` (question { $first } has it too): ids must be unique in a quiz
check-question-unreadable = a question could not be read
check-points-range = `points` must be from 1 to { $limit } (got { $got })
check-kind-words = { $kind ->
        [ordering] an ordering
       *[other] a { $kind }
    }
check-field-not-for-kind = `{ $field }` does not apply to { $kind } question
check-kind-needs-field = { $kind } question needs `{ $field }`
check-answer-must-be = `answer` must be { $what }
check-kind-needs-tolerance = { $kind } question needs `tolerance` with `absolute: X` or `relative: X`
check-ordering-needs-items = an ordering question needs `items`: the items in their right order
check-ordering-too-few = an ordering question needs at least two items (got { $count })
check-what-items = items
check-advice-split-order = split the order into two questions
check-what-item = the item
check-ordering-repeat = item { $n } repeats item { $first }: the items of an ordering question must differ, or two orders would both be right
check-fact-item-count = the number of items
check-tolerance-one-of = `tolerance` needs exactly one of `absolute` or `relative`
check-relative-tolerance-fraction = a relative tolerance is a fraction of the answer: 0.05 means ±5 % (got { $got })
check-tolerance-positive = the tolerance must be greater than 0 (got { $got })
check-slips-not-for-kind = `feedback_for` does not apply to { $kind } question: give each choice its own `feedback`
check-slips-count = `feedback_for` lists 1 to { $limit } wrong answers, not { $count }
check-slip-is-right = { $value } is accepted as the right answer (within the `tolerance`), so this feedback would never be shown
check-slip-value-finite = `value` must be a finite number
check-slip-formula-needs-parameters = a `formula` needs parameters: in a numeric question give the wrong `value`
check-slip-value-or-formula = each `feedback_for` entry has exactly one of `value` (a wrong number) or `formula` (a wrong formula over the parameters)
check-parameter-not-finite = parameter `{ $param }` must be a finite number
check-parameter-p-range = parameter `p` must stay strictly between 0 and 1
check-parameter-k-range = parameter `k` must stay from 1 to { $max }
check-parameter-k-whole = parameter `k` must be a whole number: a query makes a whole number of probes
check-parameter-positive = parameter `{ $param }` must stay above 0
check-calculated-needs-formula = a calculated question needs `formula`
check-what-parameters = parameters in a question
check-advice-ten-numbers = a prompt shows at most ten numbers
check-formula-needs-parameter = formula `{ $formula }` needs the parameter `{ $needed }` (it uses { $uses })
check-formula-unreadable-at = the formula `{ $formula }` cannot be read at column { $column } (`{ $near }`): { $why }; write it like `4 * m / 8 / 1e6`
check-formula-unknown = unknown formula `{ $formula }`; the formulas are: { $formulas }; or write an expression over the parameters, such as `4 * m / 8 / 1e6`
check-there-are-none = there are none
check-formula-unreadable = the formula `{ $formula }` cannot be read: { $why }; write it like `4 * m / 8 / 1e6`
check-formula-too-long = the formula is too long: { $count } characters, the limit is { $limit }
check-formula-unknown-name = the formula `{ $formula }` uses `{ $name }`, which is not one of the `parameters` ({ $parameters })
check-formula-unknown-function = the formula `{ $formula }` calls `{ $name }`, which is not a function here; the functions are: { $functions }
check-formula-arity = in the formula `{ $formula }`, `{ $function }` takes { $takes } (got { $got })
check-formula-not-arithmetic = the formula `{ $formula }` holds `{ $found }`: a formula holds only numbers, parameters, + - * / % ^, parentheses and functions
check-values-empty = `values` is empty
check-what-values = numbers in `values`
check-values-or-min-max = give either `values` or `min` and `max`, not both
check-min-above-max = `min` ({ $min }) is above `max` ({ $max })
check-step-positive = `step` must be greater than 0 (got { $got })
check-needs-min-max-or-values = needs `min` and `max`, or `values`
check-got = { $problem } (got { $got })
check-drawn-as = `{ $param }` can be drawn as { $drawn }, which the prompt shows as { $shown }: { $problem }; narrow the range
check-prompt-misses-parameter = the prompt does not show { $placeholder }: students cannot answer without the number drawn for `{ $param }`
check-the-prompt = prompt
check-the-explanation = explanation
check-the-hint = hint
check-shows-unknown-parameter = the { $what } shows { $placeholder }, which is not one of the `parameters`
check-formula-exact-calls = the formula `{ $formula }` calls `fp_exact` { $count } times: each call can be slow, and the check must try the formula at many draws; call it at most { $limit } times
check-formula-not-finite-narrow = formula `{ $formula }` has no finite answer at { $at } (the numbers as the prompt shows them): narrow the range of `{ $param }`
check-formula-not-finite = formula `{ $formula }` has no finite answer at { $at } (the numbers as the prompt shows them): narrow the ranges
check-formula-zero-narrow = formula `{ $formula }` gives 0, where a relative tolerance accepts only 0 itself, at { $at } (the numbers as the prompt shows them): narrow the range of `{ $param }`
check-formula-zero = formula `{ $formula }` gives 0, where a relative tolerance accepts only 0 itself, at { $at } (the numbers as the prompt shows them): narrow the ranges
check-formula-too-slow = the formula `{ $formula }` is too slow to check: its time allowed tries only { $tried } of the numbers students can draw, and at least { $needed } are needed; call `fp_exact` fewer times, or with fewer probes k
check-tolerance-too-wide = the tolerance ±{ $tolerance } is as wide as the answer itself (at most { $largest }): it accepts 0 and every number near the answer alike; give a tolerance well below the answer
check-predict-choices-and-answer = a predict has `choices` or a numeric `answer`, not both
check-answer-finite = the `answer` must be a finite number
check-predict-needs-tolerance = a numeric predict needs `tolerance` with `absolute: X` or `relative: X`
check-what-required-id = a lesson id in `requires`
check-lesson-no-steps = a lesson needs at least one step
check-what-steps-in-lesson = steps in a lesson
check-advice-split-lesson = split it into several lessons
check-what-predict-question = the predict `question`
check-what-predict-explanation = the predict `explanation`
check-tolerance-without-answer = `tolerance` goes with a numeric `answer`: add `answer`, or remove it
check-reveal-without-predict = `reveal` is shown once a predict question is answered: add `predict` to this step, or move the text into `text`
check-what-step-title = the step's `title`
check-what-step-text = the step's `text`
check-what-step-section = the step's `section`
check-what-step-reveal = the step's `reveal`
check-table-no-header = the table needs a header with at least one column
check-what-table-columns = columns in a table
check-what-table-rows = rows in a table
check-advice-split-steps = split it over several steps
check-what-table-cell = a table cell
check-row-cells = this row has { $cells ->
        [one] { $cells } cell
       *[other] { $cells } cells
    } but the header has { $header }
check-hashing-unknown = `hashing` is `double`, `independent` or `both`, not `{ $hashing }`
check-structures-leave-out = with `structures`, leave out `{ $field }`: each structure is sized for `p` as `bloomlab compare` sizes it
check-structures-need-p = with `structures`, give the target rate `p`
check-structures-count = list 1 to { $limit } structures, not { $count }
check-structure-unknown = `{ $name }` is not a structure: use one of { $known }
check-structure-not-at-rate = `{ $name }` is not measured at p = { $p }: the 8- and 16-bit fingerprint filters are sized for 1/256 and 1/65536, the Bloom filters for any other rate
check-experiment-m-and-p = give `m` or `p`, not both: with `p` the bits are sized for it
check-experiment-needs-m-or-p = an experiment needs `m` (the bits) or `p` (a target rate to size them for)
check-experiment-m-needs-k = with `m`, give `k` too
check-shows-with-structures = with `structures`, leave out `shows`: a comparison shows each structure's rate, cost and verdict
check-shows-empty = `shows` lists at least one of { $allowed } (leave it out to show all four)
check-shows-unknown = `{ $name }` is not something an experiment shows: use { $allowed }
check-shows-twice = `{ $name }` is listed twice in `shows`
check-experiment-cannot-run = this experiment cannot run: { $why }
check-experiment-too-slow = this experiment would take about { $seconds } s on two cores ({ $probes } probes at { $nanos } ns each), over the { $limit } s a lesson may wait: ask a coarser `precision`, or give fewer keys or a larger rate
check-experiment-measures-nothing = this experiment can measure nothing: { $why }
check-engine-error = { $param }: { $problem }
check-engine-not-a-probability = must be a probability strictly between 0 and 1, such as `0.01` or `1%` (got { $got })
check-engine-whole-out-of-range = must be a whole number from { $min } to { $max } (got { $got })
check-engine-real-out-of-range = must be a number from { $min } to { $max }, such as { $example } (got { $got })
check-position-outside = position { $position } is outside the array: positions go from 0 to { $last } (m = { $m })
check-positions-count = `positions` needs exactly k = { $k } positions (got { $got })
check-remove-needs-counting = `remove` needs a counting scene (`counting: true`): a plain filter cannot remove
check-remove-absent = “{ $word }” cannot be removed: counter { $position } is already 0 (was it added?)
check-scene-no-array = this scene has no bit array yet: give `m` and `k` here or in an earlier scene
check-what-scene-ops = operations in a scene
check-advice-scene-ops = the screen lists one line for each: spread them over several steps
check-what-lesson-ops = operations in a lesson's scenes
check-advice-lesson-ops = counted over all its scenes up to here: split the lesson
check-what-scene-words = words in a scene's array
check-advice-scene-words = added and not removed; start a new array with `m` and `k`
check-what-positions = positions in a list
check-advice-positions = the largest array has 4096 bits
check-what-highlight-why = the highlight's `why`
check-word-too-long = the word is too long: { $count } characters, the limit is { $limit } (the scene writes it beside its bits)
check-what-word = the word
check-what-note = the `note`
check-scene-m-range = m must be from 1 to { $limit } (got { $got })
check-scene-k-range = k must be from 1 to { $limit } (got { $got })
check-scene-m-needs-k = a scene that sets `m` starts a new array and needs `k` too
check-scene-k-needs-m = `k` can only be given with `m` (together they start a new array)
check-scene-counting-needs-m-k = `counting` can only be given with `m` and `k` (it starts a new array)
check-op-one-action = an operation needs exactly one of `add`, `query`, `remove` (each with a word, such as `add: uva`) or `clear` (with a list of positions)
check-clear-takes-positions = `clear` takes its positions directly: `clear: [2, 7]`
check-clear-needs-position = `clear` needs at least one position
check-file-ok = { $file }: ok ({ $kind })
check-warning = warning: { $problem }
check-strict-failed = With --strict, { $warnings ->
    [one] the warning counts as a failure
   *[other] the { $warnings } warnings count as failures
}, so the check fails (exit code 1).
check-summary = { $total ->
        [one] { $total } file
       *[other] { $total } files
    } checked: { $valid } valid, { $invalid } with problems ({ $problems ->
        [one] { $problems } problem
       *[other] { $problems } problems
    }{ $warnings ->
        [0] {""}
        [one] , { $warnings } warning
       *[other] , { $warnings } warnings
    }).
## core and CLI

# A filter kind's name: title (in sentences), label (tables), short (tight rows, chart keys).
kind-standard-title = standard Bloom filter
kind-standard-label = standard Bloom
kind-standard-short = Bloom
kind-blocked-title = blocked Bloom filter
kind-blocked-label = blocked Bloom
kind-blocked-short = blocked
kind-counting-title = counting filter
kind-counting-label = counting Bloom
kind-counting-short = counting
kind-cuckoo-title = cuckoo filter
kind-cuckoo-label = cuckoo
kind-cuckoo-short = cuckoo
kind-xor8-title = xor filter (8 bits)
kind-xor8-label = xor8
kind-xor8-short = xor8
kind-xor16-title = xor filter (16 bits)
kind-xor16-label = xor16
kind-xor16-short = xor16
kind-binary-fuse8-title = binary fuse filter (8 bits)
kind-binary-fuse8-label = binary fuse8
kind-binary-fuse8-short = fuse8
kind-binary-fuse16-title = binary fuse filter (16 bits)
kind-binary-fuse16-label = binary fuse16
kind-binary-fuse16-short = fuse16
kind-hash-set-title = hash set (exact)
kind-hash-set-label = hash set
kind-hash-set-short = hash set

# A measured row explained (experiment/explain.rs).
exp-core-p-below = below 0.0001
exp-core-odds-one-in = about 1 run in { $n }
exp-core-odds-almost-every = almost every run
exp-core-odds-in-hundred = about { $n } runs in 100
exp-core-interval-fresh = The { $confidence } % interval runs from { $low } to { $high }: made this way, at least { $confidence } intervals in 100 contain the average rate of filters like this.
exp-core-interval-single = The { $confidence } % interval runs from { $low } to { $high } (widened for how far one filter's rate strays from the average): made this way, at least { $confidence } intervals in 100 contain the average rate of filters like this.
exp-core-nothing-yet = Nothing measured yet: press s to start.
exp-core-fresh-filters = , spread over { $filters } fresh filters, each with its own keys and hash functions, all drawn from the run's seed
exp-core-asked = bloomlab asked about { $queries } keys that were never added{ $filters }; { $positives } came back positive: { $measured }.
exp-core-precision-spread = The count itself is known to ±{ $asked } %, the precision asked; the ± shown, ±{ $shown } %, is wider because one filter's own rate strays from the average, which no number of queries removes.
exp-core-precision-capped = The run reached its cap on queries before the count was known to ±{ $asked } %, the precision asked: the interval is wider than that.
exp-core-formulas = The exact formula says { $exact }; Bloom's formula (1 − e^(−kn/m))^k, the usual approximation, says { $bloom }.
exp-core-fill = Fill: { $filters ->
    [one] { $measured } of the filter measured
   *[other] { $measured } of each filter measured, on average
}; 1 − (1 − 1/m)^(kn) gives { $expected }.
exp-core-p-value = p-value { $p }: if { $theory ->
    [exact] the exact formula
   *[own] its own theory
} is right, a count at least this far from it turns up by chance in { $odds }.
exp-core-verdict-agrees = Verdict: consistent with theory. The count is not unusual enough to reject { $theory ->
    [exact] the exact formula
   *[own] its own theory
} at { $level } %; that is not proof of agreement, only no evidence against it.
exp-core-verdict-agrees-together = Verdict: consistent with theory, this row judged with the others. Alone, its count would be rare (a p-value under { $alpha }{ $interval ->
    [missed] {" "}and an interval without the exact rate
   *[kept] {""}
}), but among several rows one such count turns up by chance: the adjusted p-value decides.
exp-core-verdict-differs = Verdict: differs from theory. Chance alone seldom gives a count this far from { $theory ->
    [exact] the exact formula
   *[own] its own theory
}: { $judged_by ->
    [adjusted] its adjusted p-value, with the rows judged together, is under { $alpha }.
   *[own] its p-value is under { $alpha }.
}
exp-core-verdict-cancelled = No verdict: the run was cancelled before this row reached its precision. The counts above are what it measured until then.
exp-core-verdict-inconclusive = Verdict: inconclusive. Too few false positives to say anything yet.
exp-core-decision-alone = Testing at { $level } % means that about 1 correct filter in { $one_in } is flagged by chance.
exp-core-decision-family = At { $level } % per row, about 1 correct row in { $one_in } would be flagged by chance, so the { $rows } rows{ $partial ->
    [yes] {" "}that have finished (of the { $of } in the table)
   *[no] {""}
} are judged together (Holm's method): the chance of any false alarm in the whole run is at most { $level } %. This row's adjusted p-value is { $adjusted }{ $capped ->
    [yes] {" "}(Holm's adjustment would take it past 1, so it stops at 1).
   *[no] .
}
exp-core-decision-family-short = The { $rows } rows are judged together (Holm's method, lesson 2): this row's adjusted p-value is { $adjusted }{ $capped ->
    [yes] {" "}(it stops at 1).
   *[no] .
}
exp-core-decision-family-rule = At { $level } % per row, about 1 correct row in { $one_in } would be flagged by chance, so the { $rows } rows are judged together (Holm's method): the chance of any false alarm in the whole run is at most { $level } %.
exp-core-size-own-theory = Its own theory: { $own } · { $bits } bits per element, { $ratio } { $name } (log₂(1/p) = { $bound } bits, with p = { $own })
exp-core-size-exact = Exact (no false positives) · { $bits } bits per element
exp-core-bound-ratio-name = × the lower bound for its rate

## words (issue 22: the last words moved out of the code)
# Saving and rescuing the results (records/).
words-records-rescued = error: your results could not be saved in { $file } ({ $problem }); what this session could not save ({ $what }) is in { $path } instead: `bloomlab results { $path }` lists it, and --data-dir picks a folder you can write.
words-records-lost = error: your results could not be saved in { $file } ({ $problem }), nor elsewhere ({ $failures }): what this session could not save ({ $what }) is lost.
words-records-attempts = { $count ->
    [one] 1 quiz attempt
   *[other] { $count } quiz attempts
}
words-records-lessons = { $count ->
    [one] progress in 1 lesson
   *[other] progress in { $count } lessons
}
words-records-attempts-and-lessons = { $attempts } and { $lessons }
words-records-changes = changes
words-records-local-time = local time
words-records-cannot-save = Could not save your results in { $dir } ({ $problem }): results are kept for this session only; if they still cannot be saved when you quit, they go to a file of their own, named then.
words-records-unreadable = Your saved results in { $path } cannot be read ({ $problem }): results are kept for this session only.
words-records-newer = Your saved results were written by a newer bloomlab (format { $version }); this one leaves them untouched and keeps this session's results in memory only.
words-records-damaged-moved = Your saved results could not be read ({ $problem }). They were moved to { $moved } and a new record was started.
words-records-cannot-set-aside = Your saved results could not be read ({ $problem }) nor moved aside ({ $error }): results are kept for this session only.
words-records-archive-unreadable = An archive of your results, { $path }, cannot be read ({ $problem }); it is left as it is.
# Reading a records file, a submission or a zip of them: what is wrong with it ($error is the system's or the JSON reader's own words).
records-problem-not-json = not valid JSON: { $error }
records-problem-no-version = it has no format version
records-problem-fields = it does not have the expected fields: { $error }
records-problem-newer = it was written by a newer bloomlab (format { $version }; this one reads { $reads })
records-problem-not-bloomlab = it is not a bloomlab file (format { $format })
records-problem-no-format-version = it has no format_version
records-problem-read-back = its records cannot be read back: { $error }
records-problem-too-large = it is larger than { $bytes } bytes
records-io-problem = { $error }
records-no-such-file = no such file
records-not-written = it was not written
records-memory-unreadable = it cannot be read: { $error }
records-memory-newer = it was written by a newer bloomlab (format { $version }) and is left untouched
records-memory-damaged = it is damaged ({ $problem }) and could not be moved aside: { $error }
records-zip-unreadable = { $path } cannot be read as a zip: { $error }
records-zip-too-many-entries = { $path } has { $entries } entries, more than the { $max } read
records-zip-name-outside = its name leaves the zip's folder (an absolute path or ..)
records-zip-cannot-inflate = it cannot be inflated: { $error }
records-zip-bomb = { $path } inflates to more than { $bytes } bytes: not read further (a zip bomb?)
records-zip-entry-too-large = it inflates to more than { $bytes } bytes
words-records-archived = { $count ->
    [one] Your results file was reaching its { $cap } MiB limit: your oldest attempt was moved to { $names } in { $dir }. My results and `bloomlab results` still read it.
   *[other] Your results file was reaching its { $cap } MiB limit: your { $shown } oldest attempts were moved to { $names } in { $dir }. My results and `bloomlab results` still read them.
}
words-session-no-data-folder = No data folder was found: results are kept for this session only (give one with --data-dir).
words-session-preview = Preview: nothing you do here is saved to your results.
# Parameters by the names the screens use (tui/text.rs).
words-param-memory-cap = memory cap
words-param-precision = precision
words-param-confidence = confidence
words-param-query-cap = query cap
words-param-fresh-filters = fresh filters
words-param-threads = threads
# A lesson's live run (tui/lesson/live.rs).
words-lesson-run-stopped = The measurement of step { $step } was stopped when you left it.
# A step's experiment in one line, for reading (content/teaching/reading.rs).
words-hashing-double = double hashing
words-hashing-independent = one hash per probe
words-experiment-structures = Experiment: n = { $n }, p = { $p }: { $names }
words-experiment-hashings = Experiment: m = { $m }, k = { $k }, n = { $n }, { $names }
words-experiment-then = { $first }, then { $next }
words-result-rate = measured rate, queries; Bloom's formula, exact rate, fill
words-result-interval = 95 % interval
words-result-p-value = p-value
words-result-verdict = verdict: consistent with theory, differs from theory
# The k sweep's fill column: a whole percentage (tui/experiments/rows.rs).
words-exp-fill = { $percent } %
## class (issue 24: hand-out, hand-in, the class report, unfinished attempts)
class-local-time = local time
# Where the system's time zone is unknown, times are shown in UTC.
time-zone-unknown = UTC: the system's time zone is unknown
class-leave-keeps = Press { $key } again to leave the quiz: your answers so far are kept as an unfinished attempt, to take up later.
class-leave-keeps-review = Press { $key } again to leave: the answers you gave are saved, and My results counts them.
class-key-resume = take it up again
class-key-start-afresh = start afresh
class-resume-offer = You left this quiz unfinished on { $when }: { $answered } of { $count } questions answered, { $got }/{ $max } { $max ->
    [one] point
   *[other] points
} so far. Starting afresh keeps that attempt in My results.
class-resume-enter = take it up again ({ $left ->
    [one] the question left
   *[other] the { $left } questions left
})
class-resume-afresh = start again from the first question
class-resume-back = back to the list of quizzes
class-mark-retry = retry
class-mark-review = review
class-mark-unfinished = unfinished
class-mark-exercise = exercise
class-help-leave-quiz = leave a quiz: press either twice (the first press says whether your answers are kept)
class-help-leave-review = leave (the answers given are saved)
class-submit-no-data-dir = no data folder could be found: give one with --data-dir
class-submit-nothing = nothing to hand in: no results in { $dir } (take a quiz first, or give the folder your results are in with --data-dir)
class-submit-no-name = give your name with --student NAME (or set BLOOMLAB_STUDENT): the file to hand in is named after you
class-submit-cannot-write = could not write { $path }: { $problem } (choose another place with --out)
class-submit-wrote = Wrote { $path } for { $student }: { $whole ->
    [one] 1 complete quiz attempt
   *[other] { $whole } complete quiz attempts
}, { $retries ->
    [one] 1 retry after the quiz
   *[other] { $retries } retries after the quiz
}, { $reviews ->
    [one] 1 review from My results
   *[other] { $reviews } reviews from My results
}, { $unfinished ->
    [one] 1 unfinished attempt
   *[other] { $unfinished } unfinished attempts
}, { $exercises ->
    [one] 1 exercise grading
   *[other] { $exercises } exercise gradings
} and { $lessons ->
    [one] 1 lesson
   *[other] { $lessons } lessons
}. Hand in this file.
class-results-missing = { $count ->
    [one] this path does not exist
   *[other] these paths do not exist
}: { $paths } (give students' data folders, records files, handed-in files or a zip of them)
class-results-empty = note: { $path } skipped: it holds no quiz attempts
class-results-no-student = no quiz attempts in { $count ->
    [one] the path given
   *[other] any of the { $count } paths given
}: { $problems }
class-results-left-out = { $count } of { $total } paths left out of the report: { $problems }
class-results-one-heading = Results in { $dir }{ $zone }
class-results-none-yet = No quiz attempts recorded yet.
# An attempt in `results`: the quiz, then the score; the two fields go on one line,
# or on two for every attempt when one would not fit. A no-break space
# keeps the language with the title's last word.
class-results-attempt-quiz = { $when }  { $quiz } [{ $lang }]
class-results-attempt-score = { $got }/{ $max } ({ $percent } %)  { $count ->
    [one] 1 question
   *[other] { $count } questions
} in { $seconds } s{ $kind }
# An exercise's attempt: its checks passed of those it makes (a grading
# is not a quiz: it has checks, not questions).
class-results-attempt-checks = { $got }/{ $max } { $max ->
    [one] check
   *[other] checks
} ({ $percent } %) in { $seconds } s{ $kind }
class-results-heading = Results of { $count ->
    [one] 1 student
   *[other] { $count } students
}{ $zone }
# After a heading, only where the system's time zone is unknown (local times need no name).
class-results-times-in = {" "}(times in { $zone })
class-results-copies = Identical attempts in more than one student's results (copied?):
class-results-copy = { $quiz }, { $when }, { $got }/{ $max }: { $students }
class-results-versions = { $quiz } changed between attempts: { $count } versions.
class-results-version = version { $version } (first taken { $first }): { $students }
class-results-version-current = version { $version }, the current one (first taken { $first }): { $students }
class-results-holds-none = { $path } holds no quiz attempts
class-results-no-attempts = no quiz attempts (lesson progress only)
## stats: the class summary (results --summary) and the Moodle export
stats-true = True
stats-false = False
stats-response-right = right
# A wrong number the quiz foresees (its feedback_for), by the number: «foreseen slip 1.2» meant nothing to a teacher (reader 44, en 4.5).
stats-response-slip = foreseen mistake: the answer { $wrong }
# A foreseen slip computed by a formula, by the feedback the quiz gives it.
stats-response-slip-feedback = foreseen mistake: { $feedback }
stats-response-other = other
stats-response-not-a-number = not a number
stats-response-off-by-up-to = off by up to { $percent } %
stats-response-off-by-more = off by more than { $percent } %
stats-content-left-out = warning: { $problem } (left out of the summary's titles and choices)
stats-no-attempts = { $students ->
    [one] 1 student, no attempts.
   *[other] { $students } students, no attempts.
}
stats-quiz-heading = { $quiz }: { $students ->
    [one] 1 student
   *[other] { $students } students
}; languages: { $languages }
# A quiz with no title in the summary: its id, after the word.
# An exercise in the summary: its title as the Exercises screen gives it, and its id.
stats-exercise-name = Exercise { $title } ({ $id })
stats-quiz-untitled = Quiz { $id }
stats-versions-differ = Note: these attempts were made on { $versions } versions of the quiz (the content hashes differ).
stats-counted-first = Counted: each student's first whole attempt ({ $attempts ->
    [one] 1 attempt
   *[other] { $attempts } attempts
}).
stats-counted-last = Counted: each student's last whole attempt ({ $attempts ->
    [one] 1 attempt
   *[other] { $attempts } attempts
}).
stats-counted-best = Counted: each student's best whole attempt ({ $attempts ->
    [one] 1 attempt
   *[other] { $attempts } attempts
}).
stats-counted-all = Counted: every whole attempt ({ $attempts ->
    [one] 1 attempt
   *[other] { $attempts } attempts
}).
stats-quiz-scores = Scores: mean { $mean }, median { $median }, standard deviation { $sd }.
stats-quiz-consistency = Coefficient of internal consistency (Cronbach's α): { $alpha }; error ratio { $ratio }; standard error { $error }.
stats-small-class = Caution: only { $students ->
    [one] 1 student
   *[other] { $students } students
}. With fewer than { $least }, the discrimination index and the discriminative efficiency are mostly chance; read them as hints, not verdicts.
stats-questions-heading = Questions
stats-col-question = question
stats-col-answered = answered
stats-col-counted = counted
stats-col-facility = facility
stats-col-sd = SD
stats-col-guess = random guess
stats-col-discrimination = discrimination index
stats-col-efficiency = discriminative efficiency
stats-col-partly-right = partly right
# The questions' table's headers where the full ones do not fit the width, and the legend above it that names them.
stats-col-answered-short = ans
stats-col-counted-short = cnt
stats-col-facility-short = F
stats-col-guess-short = guess
stats-col-discrimination-short = DI
stats-col-efficiency-short = DE
stats-col-partly-right-short = part
stats-cols-short-legend = Columns: ans answered; cnt counted; F facility; SD standard deviation; guess random guess; DI discrimination index; DE discriminative efficiency; part partly right.
stats-cols-same = Left out, as they are the same on every row: { $columns }.
stats-responses = responses in the attempts counted: { $responses }
stats-wrong-always = wrong in every attempt ({ $answered ->
    [one] 1 answer
   *[other] { $answered } answers
}, retries and reviews included): { $answers }
stats-wrong-some = wrong { $wrong } of { $answered } times (retries and reviews included); commonest wrong answers: { $answers }
stats-wrong-only = only { $choice }
stats-still-missed = still missed by: { $students }
stats-col-student = student
stats-col-attempts = attempts
stats-col-first = first whole
stats-col-best = best whole
stats-students-not-whole = “first whole” and “best whole” count only { $kind ->
    [exercise] the gradings that ran to their end, as the figures above do: { $left } of { $attempts } stopped before it (their checks not made count as missed) and { $left ->
        [one] is
       *[other] are
    } left out.
   *[quiz] whole attempts, as the figures above do: { $left } of { $attempts } (retries, reviews, unfinished ones) { $left ->
        [one] is
       *[other] are
    } left out.
}
stats-histogram-heading = First-whole-attempt scores
stats-gain-one-quiz = Learning gain on { $quiz }: first whole attempt (pre) against the last (post)
stats-gain-two-quizzes = Learning gain from { $pre } (pre) to { $post } (post), first whole attempts
stats-col-pre = pre
stats-col-post = post
stats-col-gain = g
stats-gain-undefined = g undefined: the pre-test was already 100 %
stats-gain-no-post = no post-test yet
stats-gain-no-pre = no pre-test
stats-gain-class = Class (n = { $n }, mean pre { $pre }, mean post { $post }): Hake's ⟨g⟩ from the class means { $class_g }; mean of the students' g { $mean_g }.
stats-export-multiple = several right choices: Moodle gives each right choice picked its share of the points and counts each wrong one as −100 %, so a question with a wrong choice picked gets no points, and picking some of the right choices and none of the wrong earns part of the points (bloomlab gives all or nothing)
stats-export-fixed-variants = the formula { $formula } cannot be computed by Moodle: exported as { $variants } numerical questions with fixed numbers, in a category of their own (add a random question from it)
stats-export-ordering = needs Moodle's Ordering question type (graded by absolute position, as bloomlab grades it); a Moodle without it skips this question on import
stats-export-other-language = note: quiz { $quiz } has no version in the language asked for; exported in { $lang }
stats-export-written = Wrote { $questions ->
    [one] 1 question
   *[other] { $questions } questions
} to { $file } (Moodle: Question bank → Import → Moodle XML format).
stats-check-partial-credit-unused = `partial_credit` applies to multiple-choice questions (`type: multiple`), and this quiz has none: remove it, or add one
stats-check-partial-credit-points = with `partial_credit`, a multiple-choice question needs at least a point per right choice (points are rounded down to whole points), and this one is worth { $points } with { $right } right choices: give it `points: { $right }` or more
## cost (compare's timed pass)
cost-timed-at = Costs (add and look up, in ns): nanoseconds per key, the median of { $repeats } timed runs after a warm-up, on one thread, each structure holding n = { $keys } keys{ $fewer } (the ranges are in the JSON and CSV).
cost-wide-spread = ⚠ The timings of { $rows ->
    [one] 1 row
   *[other] { $rows } rows
} spread widely (the slowest run over { $factor } times the fastest): the machine was busy, so those costs are uncertain. Run again on a quieter machine before relying on them.
cost-phases = Time: { $profile } s building every structure (of which { $timing } s timing their costs on one thread), { $measure } s measuring the rates.
exp-alt-costs-on-v = ; v shows its costs.
cost-selected = ; costs timed at n = { $keys } keys{ $fewer }, median of { $repeats } runs (range): { $adding } { $insert } ns ({ $insert_low }–{ $insert_high }), lookup { $lookup } ns ({ $lookup_low }–{ $lookup_high })
cost-adding = add
cost-building = building, per key,
cost-timed-fewer = {" "}(not the { $n } the rates use: timing that many would take too long)
cost-wide-short = {" "}· ⚠ timings spread widely (busy machine)
cost-wide-shortest = {" "}· ⚠ busy machine
## exercises (src/exercise/, src/cli/grade.rs, src/cli/exercise.rs)
ex-summary-bloom = Build a Bloom filter: m bits and k probes per element (double hashing allowed).
ex-summary-counting = Build a counting filter: 4-bit counters, elements can be removed, and a counter that reaches 15 is stuck at 15.
ex-summary-blocked = Build a blocked Bloom filter: all k probes of a key in one 512-bit block.
ex-summary-fix = Find and fix three planted bugs in a Bloom filter that looks as if it works.
ex-list-how = Start one with `bloomlab exercise new ID DIR [--starter python|rust]`, which writes a starter and a README.md with the protocol, then grade it with `bloomlab grade ID -- COMMAND`.
ex-unknown = error: there is no exercise “{ $id }” (the exercises are: { $ids })
ex-new-exists = { $path } is already there: nothing was overwritten (choose another folder, or delete it first)
ex-new-cannot = could not write { $path }: { $error }
ex-new-written = Wrote { $path }. { $builds ->
    [yes] Build it and grade it with these commands:
   *[no] Grade it with this command:
}
ex-readme =
    # { $exercise }: the protocol between bloomlab and your program

    bloomlab starts your program and writes commands to its standard input, one per line; your program answers on its standard output, one answer per line. Nothing else may go to standard output: write debugging text to standard error (bloomlab shows its last lines if your program stops).

    - `new M K`: answer `ok` once your program holds an empty filter of M bits (or M counters) and K hash functions (a new filter replaces the old one).
    - `add HEX`: no answer. The key is the bytes whose lowercase hex is given (1 to 16 bytes).
    - `has HEX`: answer `1` or `0`, one line per `has`, in order.
    - `remove HEX`: no answer (the counting filter's exercise).
    - `bits`: answer the number of bits of memory the filter uses, as a whole number.
    - `sync`: answer `done` after every answer before it, and flush your output.
    - `end`: no answer; the program exits.

    bloomlab sends `sync` after every batch (at most { $batch } `has`), so your program may hold back its output as long as it flushes at `sync`.

    The grading stops, and says why, at a line that is not the answer expected at that point, a line longer than { $bytes } bytes, { $silence } seconds of silence (`--timeout SECONDS` gives more), a grading longer than { $minutes } minutes, or a program that exits or stops reading before `end`.

    The starter beside this file already speaks the protocol. { $count ->
        [one] Grade it with this command:
       *[other] Build it and grade it with these commands:
    }

    { $command }
ex-readme-written = The protocol your program speaks, and how to grade it, are in { $path }.
ex-see-step = the lesson “{ $lesson }”, step { $step }, { $title }
# Two steps an exercise builds on, after “It builds on”.
ex-see-steps-and = { $first }, and on { $second }
ex-shape = Filter with m = { $m } { $cells ->
    [counters] counters
   *[bits] bits
}, k = { $k }, n = { $n } keys
ex-report-title = Grading exercise “{ $exercise }”: { $program } (keys from seed { $seed }; `--seed { $seed }` grades again on the same keys)
ex-pass = [pass]
ex-fail = [fail]
ex-members-ok = No false negatives: all { $asked } keys added answer 1.
ex-members-missing = { $shown } of { $asked } keys added { $count ->
    [one] answers
   *[other] answer
} 0: false negatives, which a Bloom filter never gives. { $count ->
    [one] The key (in hex):
   *[other] The first of them (in hex):
} { $keys }.
ex-members-tail = { $count ->
    [one] It is the last key added before the lookups: is the last key ever written to the filter?
   *[other] All of them are among the last { $shown } keys added before the lookups: are keys still waiting somewhere when the filter is asked?
}
ex-memory-ok = Memory: { $count ->
    [one] { $reported } bit reported
   *[other] { $reported } bits reported
}, { $cells ->
    [counters] for { $m } counters of { $cell } bits ({ $needed } bits).
   *[bits] for m = { $needed } bits.
}
ex-memory-too-few = Memory: { $count ->
    [one] { $reported } bit reported
   *[other] { $reported } bits reported
}, but { $cells ->
    [counters] { $m } counters of { $cell } bits need { $needed }
   *[bits] m = { $needed } bits are needed
}: too few to hold the filter.
ex-memory-too-many = Memory: { $count ->
    [one] { $reported } bit reported
   *[other] { $reported } bits reported
}, where { $cells ->
    [counters] { $m } counters of { $cell } bits need { $needed } (up to { $allowed } allowed): the filter takes more than its counters.
   *[bits] m = { $needed } bits are needed (up to { $allowed } allowed): the filter takes more than its bits.
}
ex-rate = False positives: { $positives } of { $asked } keys never added answered 1, { $measured } (95 % interval { $low } to { $high }); the exact rate for this m, k and n is { $expected }. p-value { $p }; adjusted p-value (Holm, over every rate of this grading) { $adjusted }.
ex-rate-consistent = Consistent with theory at the { $level } level (not the course's 5 %: a grading should almost never fail a correct filter).
ex-rate-differs = This differs from theory: a count this far from the exact rate turns up by chance less than { $level } of the time, counting every rate of the grading together.
ex-rate-effective = It is the rate a correct filter of about { $bits } bits would give, and this one has { $m }.
ex-rate-sixteen-bits = That is 2¹⁶: the positions never go beyond 65,536, as if they came from a 16-bit hash.
ex-rate-probes-depend = With one probe per key the rate is right; with k = { $k } it is too high: the k probes of a key are not independent of each other (probes next to each other, or a step that repeats).
ex-rate-fewer-probes = With one probe per key the rate is right; with k = { $k } it is the exact rate of { $probes } probes per key, not { $k }: does each key set and test all k of its positions?
ex-rate-any-bit = It matches the rate ({ $any }) of a lookup that answers 1 as soon as one of a key's { $k } { $cells ->
    [counters] counters is above 0
   *[bits] bits is 1
}: a lookup must answer 1 only when all k are, since a single { $cells ->
    [counters] counter at 0
   *[bits] bit at 0
} proves the key was never added.
ex-rate-one-bit = It matches the rate ({ $fill }) of a lookup that reads only one of a key's { $k } { $cells ->
    [counters] counters: the share of counters above 0 (the fill). A lookup must read all k and answer 1 only when all k are above 0, since a single counter at 0
   *[bits] bits: the share of bits at 1 (the fill). A lookup must read all k and answer 1 only when all k are 1, since a single bit at 0
} proves the key was never added.
ex-rate-too-low = Too few false positives is a problem too: the filter does not behave like m positions and k probes.
ex-removed = Removed keys: { $positives } of { $asked } still answered 1, { $measured } (95 % interval { $low } to { $high }); a removed key should answer 1 only when the keys left keep all its counters above 0, as often as a key never added: { $expected }. p-value { $p }; adjusted p-value (Holm) { $adjusted }.
ex-removed-ok = Consistent with theory: removing a key takes it out.
ex-removed-still-there = Far too many: removing a key does not lower its counters.
ex-after-removal-ok = After the removals, all { $asked } keys left still answer 1.
ex-after-removal-lost = Removing some keys took others with them: their shared counters went to 0.
ex-saturation-wrapped = Counters at 15: a key added 16 times answers 0. A 4-bit counter that goes past 15 wraps to 0; it must stop at 15 instead.
ex-saturation-lost = Counters at 15: a key added 20 times, then removed 20 times, took { $count } of { $asked } other keys with it ({ $keys }). A counter that reached 15 no longer knows its count, so it must stay at 15, never lowered.
ex-saturation-ok = Counters at 15: a key added 16 times still answers 1, and removing it 20 times left all { $asked } other keys in place.
ex-time = Time: { $time } s.
ex-time-with-peer = Time: { $time } s; bloomlab's own filter took { $reference } s on the same work through the same protocol, on this machine ({ $ratio } times as long).
ex-check-members = no false negatives ({ $shape })
ex-check-rate = false-positive rate ({ $shape })
ex-check-memory = memory ({ $shape })
ex-check-removed = removed keys ({ $shape })
ex-check-after-removal = keys left after removals ({ $shape })
ex-check-saturation = counters at 15
ex-check-time = time
ex-check-stopped-early = the program stopped before the grading ended (it crashed, took too long or stopped reading)
ex-verdict-pass = Passed: all { $checks } checks.
ex-verdict-fail = Not passed: { $failed } of { $checks } checks failed.
ex-verdict-stopped = Not passed: the grading stopped early (see above), after { $passed ->
    [one] one check passed.
   *[other] { $passed } checks passed.
}
ex-status-unknown = still running
ex-status-exit-code = exit code { $code }
ex-status-signal = signal { $signal }
ex-stderr-empty = It wrote nothing on its standard error.
ex-stderr-tail = The end of what it wrote on its standard error:
ex-fail-spawn = Could not start “{ $program }”: { $error }.
ex-fail-silent = Your program said nothing for { $seconds } s while bloomlab waited for “{ $expected }”. Does it flush its output at `sync`? (`--timeout` gives it longer.)
ex-fail-too-long = The grading took longer than { $seconds } s and was stopped.
ex-fail-ended = Your program ended ({ $status }) while bloomlab waited for “{ $expected }”.
ex-fail-malformed = bloomlab waited for “{ $expected }” and received “{ $line }” (shown escaped). Only the protocol's answers may go to standard output; print anything else on standard error.
ex-fail-line-too-long = Your program wrote a line longer than { $limit } bytes, starting “{ $start }”: bloomlab stopped reading.
ex-fail-stopped-reading = Your program stopped reading its input ({ $status }) while bloomlab was still sending commands.
ex-saved = Saved in { $file } (My results shows it).
ex-not-saved = Not saved in { $file }: { $problem }
ex-not-saved-no-folder = Not saved: no data folder could be found (give one with --data-dir).
ex-history-title = Exercise “{ $id }”
## figures (fig-)
fig-measured = measured, { $confidence } interval
fig-caption-theory = From the formulas alone: no filter was built.
fig-caption-measured = Seed { $seed } · { $rows ->
        [one] { $rows } row
       *[other] { $rows } rows
    } · { $queries } queries · bars: the interval of each measured rate
fig-table-title = Sizing table measured on real filters, n = { $n }
fig-table-theory-title = Sizing table from the formulas, n = { $n }
fig-bits-per-element = bits per element (m/n)
fig-bloom-optimal-k = Bloom's formula at the best k
fig-exact-rate = exact rate of each row
fig-rate = false-positive rate (log scale)
fig-hash-functions = hash functions (k)
fig-k-title = False-positive rate against k: m = { $m } bits, n = { $n } keys (m/n = { $ratio })
fig-keys-inserted = keys added (n)
fig-n-title = False-positive rate against n: m = { $m } bits, k = { $k }
fig-m-title = False-positive rate against bits per element: n = { $n }, k = { $k }
fig-bloom-formula = Bloom's formula
fig-p-values = rows' p-values
fig-flat = flat: what correct filters give
fig-histogram-title = p-values against the exact rate
fig-p-value = p-value
fig-count = rows
fig-prediction = prediction (exact rate)
fig-each-seed = each seed, with its interval
fig-rate-ratio = measured rate ÷ exact rate
fig-row = row
fig-spread-title = Spread of the measured rates over the seeds
fig-repeat-title = { $runs ->
        [one] { $runs } run
       *[other] { $runs } runs
    }, seeds { $first } to { $last }
fig-repeat-caption = { $rows ->
        [one] { $rows } row tested
       *[other] { $rows } rows tested
    } over all seeds. Under the null every p-value is equally likely: the bars should be about level with the dashed line.
fig-bits-per-key = bits per element
fig-compare-title = Bits per key against the measured false-positive rate, n = { $n } keys
fig-compare-caption = Seed { $seed } · bars: the { $confidence } interval of each measured rate · the hash set (no false positives) is left out
fig-lower-bound = lower bound log₂(1/p)
fig-bloom-overhead = Bloom filter at its best k 1.44·log₂(1/p)
fig-target-rate = target false-positive rate (log scale)
fig-standard = standard Bloom filter
fig-cuckoo = cuckoo filter
fig-cuckoo-smaller = cuckoo takes fewer bits
fig-crossover-title = Where a cuckoo filter takes fewer bits per element than a Bloom filter, n = { $n }
fig-crossover-caption = Both as compare sizes them, at equal target rate: Bloom in whole 64-bit words, cuckoo with fingerprints of log₂(8/p) bits (rounded up) at 95 % load.
fig-optimal-k = best k
fig-design-k = k = { $k } throughout
fig-lower-bound-rate = lower bound 2^(−m/n)
fig-your-design = your filter: k = { $k }, { $bits } bits per element
fig-sizing-caption = n = { $n }, m = { $m } bits, k = { $k }: { $rate } by Bloom's formula
fig-sizing-title = False-positive rate against bits per element
fig-key-save-where = save the figure (this chart) as an SVG file in the folder bloomlab was started from
fig-key-save = save figure
fig-saved = Figure saved: { $path }
fig-save-failed = figure not saved: { $error }

## Exercises screen
exscreen-name = Exercises
exscreen-home = build a filter yourself; bloomlab grades it
exscreen-intro = Build a filter in any programming language (the starters are in Python and Rust): bloomlab runs your program and exchanges lines with it on its standard input and output, as the starter shows. Writing the starter and grading it both run from the command line, in another terminal; the grade is saved in My results.
exscreen-intro-short = Build a filter in any language; bloomlab runs your program and exchanges lines with it. Start and grade it from the command line, in another terminal.
exscreen-times-in = The times in the list are in { $zone }.
exscreen-title-bloom = Bloom filter
exscreen-title-counting = Counting filter
exscreen-title-blocked = Blocked filter
exscreen-title-fix = Fix the filter
exscreen-never-tried = never tried
exscreen-passed = passed on { $date }: { $score } of { $max } checks
exscreen-passed-then = passed on { $date }; latest: { $score } of { $max } checks
exscreen-failed = not passed on { $date }: { $score } of { $max } checks passed
exscreen-commands = Start in Python or Rust, then grade (again after each change):
exscreen-step = It builds on { $step }.
exscreen-enter-nothing = Enter opens nothing here: run the commands in another terminal.
exscreen-key-choose = choose an exercise
exscreen-key-next = the next exercise, back to the first after the last

## cli reports: table, experiment, repeat, size
# The text reports of `bloomlab size`, `table`, `experiment` and `--repeat`
# (src/cli/size.rs, table.rs, experiment.rs, repeat.rs). CSV and JSON are
# never worded: their columns, keys and titles stay in English. Numbers come
# formatted in the language's style; `$count` (a whole number) picks the
# plural. Where English writes “elements” or “keys” after “n = …” whatever
# n is, the catalogue still passes `$count` for the languages that need it.
# A number on its own, in the language's style (a table's cell).
rep-number = { $value }
# A count with its unit: `$count` picks the plural, `$shown` is the number.
rep-elements = { $count ->
    [one] { $shown } element
   *[other] { $shown } elements
}
rep-bits = { $count ->
    [one] { $shown } bit
   *[other] { $shown } bits
}
rep-bytes = { $count ->
    [one] { $shown } byte
   *[other] { $shown } bytes
}
rep-insertions = { $count ->
    [one] { $shown } element added
   *[other] { $shown } elements added
}
# bloomlab size
rep-size-for-target = Bloom filter for { $elements } at { $target } false positives
rep-size-for-bits = Bloom filter of { $bits } holding { $elements }
rep-size-k-label = k (hash functions)
rep-size-bits-label = bits per element
rep-size-for-chance = Bloom filter for { $elements } at a false-positive rate of { $chance }
rep-size-fp-label = false positives
rep-size-fill-label = expected fill
rep-size-memory = { $bytes } ({ $readable })
rep-size-k = { $k }   (the best k before rounding, (m/n)·ln 2, is { $optimum })
rep-size-bits = { $bits }   (the lower bound log₂(1/p) is { $bound }: this filter uses { $ratio } times that)
# With --k other than the best: what the best k would use.
rep-size-bits-other-k = { $bits }   (the lower bound log₂(1/p) is { $bound }: this filter uses { $ratio } times that; a Bloom filter with the best k uses { $best } times)
rep-size-bloom = { $rate } by Bloom's formula (1 − e^(−kn/m))^k
rep-size-exact = { $rate } exact, for k independent probes (Bose et al., 2008)
rep-size-fill = { $fill } of the bits set after { $insertions }
# bloomlab table
rep-table-theory-title = Sizing table for n = { $n } { $count ->
   *[other] elements
}, from the formulas
rep-table-theory-rule = m = −n·ln p / (ln 2)² bits, rounded up; k = (m/n)·ln 2 rounded; 1 MB = 10⁶ bytes
rep-table-measured-title = Sizing table for n = { $n } { $count ->
   *[other] elements
}, measured on real filters (m = −n·ln p / (ln 2)² rounded up, k rounded)
# bloomlab experiment: the run's title ($hashing: double or independent).
rep-title-k-sweep = k sweep: m/n = { $ratio } ({ $n } { $count ->
   *[other] keys
} in { $m } bits), k = { $first } to { $last }
rep-title-small = the lesson's small filter: m = { $m } bits, k = { $k }, n = { $first } to { $last }, a fresh filter per query
rep-title-single = m = { $m } bits, k = { $k }, n = { $n }, { $hashing ->
    [double] double hashing
   *[independent] independent hashing
}
# The progress bars on stderr, and a run that failed.
rep-progress-queries = { $count ->
    [one] { $queries } query
   *[other] { $queries } queries
}, measured { $rate }
rep-progress-inserting = adding { $inserted } of { $n }
# $verdict: agrees, differs or inconclusive.
rep-progress-done = alone { $verdict ->
    [agrees] consistent with theory
    [differs] differs from theory
   *[inconclusive] inconclusive
}: { $rate } after { $count ->
    [one] { $queries } query
   *[other] { $queries } queries
}
rep-progress-failed = failed: { $problem }
rep-run-failed = experiment { $row } ({ $label }) failed: { $problem }
# An experiment's worker panicked: Rust's own text, or none.
engine-panicked = { $panic }
engine-panicked-unknown = unknown panic
# --repeat: a row's short name, by its target or its shape.
rep-label-target = target { $target }
rep-label-shape = m={ $m } k={ $k } n={ $n } { $hashing ->
    [double] double
   *[independent] independent
}
rep-repeat-runs = { $runs ->
    [one] { $runs } run, seeds
   *[other] { $runs } runs, seeds
} { $first } to { $last }: how often a verdict said “differs from theory”
rep-repeat-head-raw = raw (row alone)
rep-repeat-head-family = family-wise (Holm)
rep-repeat-head-chance = chance, raw
rep-repeat-raw = Raw: { $count } of { $rows } rows tested differ ({ $share }); chance predicts { $level }, about { $expected }.
rep-repeat-runs-raw = Raw, by run: { $count } of { $runs } runs have some row that differs on its own ({ $share }); were the rows independent, chance would predict about { $chance } of runs.
rep-repeat-family = Family-wise (Holm): { $count } of { $runs } runs have a row that differs ({ $share }); chance predicts at most { $level } of runs (≤ { $at_most }).
# $side: within, above or below.
rep-repeat-chance = { $side ->
    [within] Within chance: correct filters give a count at least this far from { $expected } in { $tail } of repeats (two-sided binomial test against { $level }).
    [above] More than chance: correct filters give a count this far above { $expected } in only { $tail } of repeats (two-sided binomial test against { $level }); some row likely differs from theory.
   *[below] Fewer than chance: correct filters give a count this far below { $expected } in only { $tail } of repeats (two-sided binomial test against { $level }); the test is cautious here.
}
rep-repeat-chance-shared = A run's rows share its keys, so their “differs” are not independent and their count is not tested; runs are independent, so the family-wise count of runs above decides.
rep-repeat-histogram = Raw p-values in tenths from 0 to 1: { $bins } (correct filters spread them evenly, so the counts should be about level; a pile in the first tenths means real differences).
rep-repeat-measured = Measured in { $seconds } s.

## reader fixes: experiments, sizing, exercises
exp-table-more-both = ▲ more above · ▼ more below: { $below } more { $below ->
    [one] line
   *[other] lines
} (PgUp PgDn)

## cli: the command line's own errors (src/cli/), in --lang's language.
# Appended as one block at the end of the file (issue 22), to keep merges
# with other edits easy. "error: " is printed before each, except where the
# message starts with it.
cli-content-missing = --content: { $dir } does not exist (give a folder of .yaml files)
cli-student-env-bad = BLOOMLAB_STUDENT must be a name of 1 to { $most } printable characters (got "{ $got }")
cli-student-env-not-utf8 = BLOOMLAB_STUDENT must be a name of printable characters (it is not UTF-8)
cli-results-paths-and-data-dir = --data-dir: give either one --data-dir or students' folders as PATHs, not both
cli-results-no-data-dir = no data folder could be found: give one with --data-dir
cli-results-data-dir-missing = --data-dir: { $dir } does not exist (give a student's data folder)
# `results --summary` of one data folder whose attempts carry no student's name.
cli-results-no-name = (no name given)
# `size` with fewer than two of --n, --p and --m.
# k at bloomlab's largest when the formula's best is larger (reader 28, en 5.5).
cli-size-k-capped = { $k }   (the best k, (m/n)·ln 2, is { $optimum }, but bloomlab caps k at { $most }: the rates below are for k = { $most })
# `size` with m given and over the overload line of the bits set (reader 40, en 5.2).
cli-size-m-too-small = ⚠ This m is too small for n = { $n }: even with its best k, k = { $k }, over { $line } of the bits are set and the exact p is { $got }. Give more bits with --m, or a rate with --p to size m for it.
# A rate so small that a double rounds it to 0: said as the bound it is below.
units-rate-underflow = below 1 in 10³⁰⁸
cli-size-two-of = give at least two of --n, --p and --m (k is optional)
cli-summary-needs-summary = { $flag }: give it with --summary
cli-summary-grid-needs-csv = --grid: the grid is a CSV table: give it with --format csv
cli-summary-gain-form = --gain: give QUIZ or PRE:POST, quiz ids (got "{ $got }")
cli-summary-gain-no-attempt = --gain: no attempt at quiz { $quiz } in these records (quizzes found: { $found })
cli-summary-gain-none-found = none
cli-export-lesson-not-quiz = { $file } is a lesson, not a quiz
cli-export-file-problems = { $file } has problems (run bloomlab check on it): { $problem }
cli-export-no-quiz = no quiz file or id `{ $quiz }`; the quiz ids are: { $ids }
cli-export-cannot-write = could not write { $file }: { $problem }
cli-export-out-no-folder = --out { $path }: there is no folder { $folder } to write it in (give a file in a folder that exists, or a folder)
cli-exercise-no-starter = no starter for { $id }
cli-open-other-kind = error: { $target } is a { $kind }; open it with `bloomlab { $kind } { $target }`
cli-open-unknown-lesson = error: no lesson file or id `{ $target }`; the lesson ids are: { $ids }
cli-open-unknown-quiz = error: no quiz file or id `{ $target }`; the quiz ids are: { $ids }
cli-open-none = (none)
cli-open-needs-terminal = error: bloomlab's interactive screens need a terminal; for scripts, see `bloomlab --help`
cli-open-terminal-failed = error: the terminal failed: { $problem }
cli-cannot-write-output = could not write the output: { $problem }

## Parameter errors (issue 22): the core's checks of n, p, m, k and the
# measuring parameters (src/error.rs, src/sizing.rs, src/experiment/), the
# values the command line reads (src/units.rs, src/cli/) and clap's usage
# errors as the command line reports them (src/cli/mod.rs). Appended as one
# block at the end of the file, to keep merges with other edits easy.
# A parameter ($param, and $n, $p, $m, $k, $memory where a message names
# one) is worded by the face that shows the message: the command line
# writes its flag (--max-memory), the screens their own words. Numbers
# come written in the language's style.
param-error = { $param }: { $problem }
param-not-a-probability = must be a probability strictly between 0 and 1, such as 0.01 or 1% (got "{ $got }")
param-whole-out-of-range = must be a whole number from { $min } to { $max } (got "{ $got }")
param-real-out-of-range = must be a number from { $min } to { $max }, such as { $example } (got "{ $got }")
param-example-precision = 0.05 or 5% (±5 %)
param-example-confidence = 0.95 or 99%
param-too-large = a filter of { $size } is larger than the memory cap of { $cap } (raise it with { $memory })
param-too-large-bytes = a filter of { $bytes } bytes is too large for any memory (the cap is { $cap })
param-too-large-any = the filter would be too large for any memory (the cap is { $cap })
param-size = { $size }
param-size-bytes = { $bytes } bytes
param-thread-failed = could not start a thread: { $reason }
# $kind is the structure's name on the command line (standard, cuckoo,
# binary-fuse8, hash-set…).
param-structure = { $kind ->
    [standard] the standard Bloom filter
    [blocked] the blocked Bloom filter
    [counting] the counting filter
    [cuckoo] the cuckoo filter
    [xor8] the 8-bit xor filter
    [xor16] the 16-bit xor filter
    [binary-fuse8] the 8-bit binary fuse filter
    [binary-fuse16] the 16-bit binary fuse filter
    [hash-set] the hash set
   *[other] the { $kind } structure
}
sizing-cannot-hold-one = { $bits } bits cannot hold even one element at { $p } { $rate }
sizing-missing = missing: give at least two of { $n }, { $p } and { $m } (k is optional)
sizing-too-few-bits = { $bits } bits are too few for { $n } { $elements } at { $p } { $rate }: that needs at least { $needed } bits (or leave out one of { $n }, { $p }, { $m } to have it solved)
sizing-table-too-large = at n = { $elements } the table needs a filter of { $size }, larger than the memory cap of { $cap } (lower { $n } or raise { $memory })
compare-too-large = at n = { $elements } { $structure } needs { $size }, more than the memory cap of { $cap } (lower { $n } or raise { $memory })
experiment-independent-hashing = independent hashing gives a key k bit positions, which only the Bloom filters use; { $structure } takes double hashing
experiment-trials-too-few = must be at least { $fewest } here: each fresh filter answers { $each } { $count ->
    [one] query
   *[other] queries
}, and a row needs at least { $least } queries (got { $trials })
experiment-too-full-none = { $keys } { $count ->
    [one] key fills
   *[other] keys fill
} all { $bits } bits (k = { $k }): every query would be a false positive (predicted rate { $rate }), so there is nothing to measure; even one key is too many for this m and k: give more bits
experiment-too-full-most = { $keys } { $count ->
    [one] key fills
   *[other] keys fill
} all { $bits } bits (k = { $k }): every query would be a false positive (predicted rate { $rate }), so there is nothing to measure; { $n } goes from 1 to { $most } for this m and k (or give more bits)
experiment-small-suite-n = the small suite runs n = 1 to 6 itself; leave out { $n }
experiment-missing-n = missing: give { $n } with { $m } (and optionally { $k }), or { $n } with { $p }
experiment-m-or-p = give either { $m } or { $p }, not both
experiment-missing-m = missing: give { $m } (bits) or { $p } (a target rate)
# A value the user typed, $got, is written with escapes for what cannot be
# printed; the catalogue puts the quotes around it.
units-count-empty = expected a whole number, such as 10000000 or 1e7
units-count-fraction = expected a whole number (got "{ $got }")
units-count-dot-groups = “{ $got }” could be thousands or a decimal: a count is a whole number, so write it without a point, such as { $whole } or { $grouped }
units-count-too-large = "{ $got }" is too large
units-count-negative = expected a whole number, 0 or more (got { $got })
units-count-bad = expected a whole number, such as 10000000 or 1e7 (got "{ $got }")
units-comma-ambiguous = could be { $point } or { $thousands } (got "{ $got }"): write { $point } for the decimal number, or { $thousands } without the comma
units-probability-bad = must be a probability strictly between 0 and 1, such as 0.01 or 1% (got "{ $got }")
units-size-bad = expected a size such as 95850584, 64KiB or 12MB (got "{ $got }")
units-size-unit = unknown unit "{ $unit }": use bits (b), bytes (B), with k, M, G, T or Ki, Mi, Gi, Ti before them
units-size-fraction = "{ $got }" is not a whole number of bits
units-size-too-large = "{ $got }" is too large
cli-lang-bad = must be es or en (got "{ $got }")
cli-student-bad = must be a name of 1 to { $most } printable characters (got { $got })
cli-k-bad = must be a whole number from 1 to { $max } (got "{ $got }")
cli-memory-zero = must be a size of at least 1 byte, such as 512MiB or 8GiB
cli-quiz-title-and-id = { $title } (id: { $id })
cli-list-and = { $others } and { $last }
cli-columns-left-out = ({ $count ->
    [one] column { $columns } left out to fit { $width } columns; --wide shows it; COLUMNS sets another width)
   *[other] columns { $columns } left out to fit { $width } columns; --wide shows them; COLUMNS sets another width)
}
cli-seed-bad = must be a whole number from 0 to { $max } (got { $got })
cli-number-bad = must be a number, such as { $example } (got "{ $got }")
cli-example-precision = 0.05 or 5%
# A comma that could group thousands or mark decimals, in a flag whose
# range refuses one reading ($fits is the other) or both ($rule says what
# the flag takes). $got, $point, $thousands and $fits are as typed.
cli-comma-one = could be { $point } or { $thousands } (got "{ $got }"), and only { $fits } is in range: write { $fits }
cli-comma-neither = could be { $point } or { $thousands } (got "{ $got }"), and neither is in range: { $rule }
cli-rule-probability = a probability is strictly between 0 and 1, written like 0.01 or 1%
cli-rule-range = the value goes from { $min } to { $max }, written like { $example }
cli-trials-zero = must be at least 1 filter (got 0)
cli-threads-zero = must be at least 1 thread (got 0)
cli-threads-too-many = must be a whole number from 1 to { $max } (got "{ $got }")
cli-target-bad = must be a rate such as 0.01, 1% or 1/256 (got "{ $got }")
cli-target-not-a-probability = must be a probability strictly between 0 and 1, such as 0.01, 1% or 1/256 (got "{ $got }")
# The extensions are the figure formats' (src/figure/draw.rs).
cli-plot-extension = must be a file name ending in .svg or .png (got "{ $got }")
cli-plot-no-folder = the folder { $folder } does not exist (got "{ $got }")
cli-repeat-bad = must be a whole number of runs from { $min } to { $max } (got "{ $got }")
cli-counted-bad = must be one of { $names } (got { $got })
cli-compare-repeat = must be 1: compare measures each structure once (got "{ $got }")
cli-timeout-bad = must be a whole number of seconds from 1 to { $max } (got "{ $got }")
# The screens' name for a parameter a message mentions (the one it is
# about comes first, as it is): “n” in Spanish.
param-mention = { $name }
# Clap's usage errors. $arg is the flag (--p) or the argument as clap
# writes it (<TARGET>); $value and $command are what the user typed; $list
# is lines of arguments, each "\n  --flag <VALUE>".
cli-usage-value = { $arg }: { $problem }
cli-usage-value-other = { $arg }: invalid value '{ $value }': { $problem }
cli-usage-no-value = { $arg }: a value is required but none was supplied
cli-usage-one-of = { $arg }: must be one of { $values } (got '{ $value }')
cli-usage-bad-value = { $arg }: invalid value '{ $value }'
cli-usage-unknown-argument = unexpected argument '{ $arg }' found
cli-usage-unknown-command = unrecognized subcommand '{ $command }'
cli-usage-missing = the following required arguments were not provided:{ $list }
cli-usage-conflict = the argument '{ $arg }' cannot be used with '{ $other }'
cli-usage-conflict-many = the argument '{ $arg }' cannot be used with:{ $list }
cli-usage-conflict-any = the argument '{ $arg }' cannot be used with one or more of the other specified arguments
cli-usage-twice = the argument '{ $arg }' cannot be used multiple times
# Something to type on the command line, in a tip.
cli-usage-literal = '{ $text }'
cli-usage-similar-argument = tip: { $count ->
    [one] a similar argument exists
   *[other] some similar arguments exist
}: { $names }
cli-usage-similar-command = tip: { $count ->
    [one] a similar subcommand exists
   *[other] some similar subcommands exist
}: { $names }
cli-usage-similar-value = tip: { $count ->
    [one] a similar value exists
   *[other] some similar values exist
}: { $names }
cli-usage-tip-exists = tip: '{ $command }' exists
cli-usage-tip-as-value = tip: to pass '{ $value }' as a value, use '{ $command }'
cli-usage-tip-remove-dashes = tip: subcommand '{ $command }' exists; to use it, remove the '--' before it
# A tip of clap's that is not one of the above, in clap's English.
cli-usage-tip = tip: { $text }
cli-usage-usage = Usage: { $usage }
cli-usage-hint = For more information, try '{ $help }'.

## cli reports: compare, crossover, results, plot, budget

# A number, written in the language's style: 0,05; 10 000; 1,5·10⁻⁷ in Spanish.
report-number = { $number }
# A value and its interval, in the text tables.
report-interval = { $value } [{ $low }, { $high }]
# A row's verdict in the text tables (JSON and CSV keep these English words).
report-verdict = { $verdict ->
    [agrees] consistent with theory
    [differs] differs from theory
   *[inconclusive] inconclusive
}
report-no = no
# `experiment` and the measured `table`: the line under the title, the columns, the notes after a verdict, the lines at the end.
report-measured-legend = seed { $seed }, { $method ->
    [exact] { $confidence } intervals
   *[wilson] { $confidence } Wilson intervals
} for the average rate of filters like each row's (one filter: widened by the filter-to-filter spread); p-value as in lesson 2 (binomial test) against the exact rate
report-col-bits-per-element = bits/el
report-col-k = k
report-col-m = m (bits)
report-col-n = n
report-col-memory = memory
report-col-hashing = hashing
report-col-fill = fill
report-col-bloom-p = Bloom's p
report-col-exact-p = exact p
report-col-measured-p = measured p [interval]
report-col-false-positives = FPs
report-col-p-value = p-value
report-hashing = { $hashing ->
    [double] double
   *[independent] independent
}
report-fill = { $fill } %
report-note-bloom-low = ; Bloom's formula is low (p-value { $p_value }, adjusted { $adjusted })
report-note-capped = ; stopped by a cap before ±{ $precision } % ({ $reached })
report-note-reached = ±{ $reached } %
report-note-no-false-positive = no false positive yet
report-family = Verdicts are family-wise (Holm, { $level } for the whole run) over { $rows } { $rows ->
    [one] row
   *[other] rows
}: { $differing } { $differing ->
    [one] differs
   *[other] differ
} from theory.
report-measured-in = Measured in { $under ->
    [yes] under { $seconds }
   *[no] { $seconds }
} s on { $threads } { $threads ->
    [one] thread
   *[other] threads
}.
# `compare`: the progress bar, a row that failed, the text before the table, the table's own columns (the others are the Alternatives tab's).
report-compare-progress = comparing
report-compare-progress-measured = { $structure } measured
report-compare-row-failed = row { $row } failed: { $problem }
report-compare-heading = Alternatives to a Bloom filter, n = { $n } keys, seed { $seed } ({ $seconds } s)
report-compare-legend = bits/element: the built structure's own bytes over n{ $bound }; verdicts family-wise (Holm, { $rows } { $rows ->
    [one] row
   *[other] rows
}, { $differing } differ)
report-compare-col-bits = bits/element
report-compare-legend-bound = ; ×bound: × the lower bound for its rate, bits/element ÷ log₂(1/theory), theory being the rate its own theory predicts for the structure as built
report-compare-col-measured = measured [interval]
report-compare-col-insert = add (ns)
report-compare-col-lookup = lookup (ns)
report-compare-col-failures = refused
# `compare --crossover`, as text. The rates come without their % sign.
report-crossover-heading = 
    Where a cuckoo filter takes fewer bits per element than a standard Bloom filter, n = { $n } keys, both as compare sizes them: Bloom m = −n·ln p / (ln 2)² bits, rounded up to 64-bit machine words (k the nearest whole number to (m/n)·ln 2); cuckoo f = log₂(8/p) rounded up to a whole number of bits per fingerprint, in n / { $load } slots (rounded up).
    Found exactly from the steps of f, not from a sweep of rates.
report-crossover-equal-target = At equal target rate (both sized for the same p):
report-crossover-window = a cuckoo filter uses fewer bits from { $low } % up to { $high } % { $detail }
report-crossover-window-below = a cuckoo filter uses fewer bits at every target below { $high } % { $detail }
report-crossover-window-detail = (f = { $bits }: { $per_key } bits per element; Bloom takes more in this range)
# The range below a target: f grows as the target falls.
report-crossover-window-below-detail = (from f = { $bits }, { $per_key } bits per element, upward; Bloom takes more in this range)
report-crossover-bloom-elsewhere = Bloom smaller (or equal) at every other target: at all targets from { $from } % up, and between the ranges.
report-crossover-bloom-everywhere = Bloom smaller (or equal) at every target.
report-crossover-equal-achieved = At equal achieved rate (each at the rate it really has; a cuckoo filter's is at most 8/2^f, multiplied by how full the table is: 0.5 to 1 times its target):
report-crossover-achieved = a cuckoo filter uses fewer bits at real rates below { $below } %: from f = { $bits } bits upward (real rate { $rate } % at f = { $bits }; compare builds f = { $bits } or more for any target below { $targets } %).
# `--plot FILE`, on stderr.
report-plot-written = figure written to { $file }
report-plot-cannot-write = could not write the figure { $file }: { $problem }
report-plot-format = { $file }: a figure is written as .svg or .png (the file name's extension chooses)
# `results`: a path that is there but cannot be opened (the problem is the system's words).
report-results-cannot-read = { $path } cannot be read: { $problem }
# A target rate the query cap cannot measure (the parameters are named by the face: --p, --precision, --max-queries on the command line).
budget-cannot-measure = a rate of { $rate } needs about { $needed } queries to measure to ±{ $precision } % at { $confidence } % confidence, over the cap of { $cap } ({ $max_queries }); { $p } must be from { $smallest }, the smallest rate it can measure, up to but not including 100 %: raise { $p }, { $precision_flag } or { $max_queries }
# A rate or a count in it, as the course writes them.
budget-percent = { $percent } %
budget-number = { $number }
budget-power = { $mantissa }·{ $power }
# The system refused a structure's memory.
alloc-filter = could not allocate the filter's memory
alloc-key-buffer = could not allocate the key buffer
alloc-hash-set = could not allocate the hash set

## cli help (--help)
# Every word of `--help`, `-h` and `help COMMAND` (src/cli/help.rs). A
# command's about is help-COMMAND (help-bloomlab for bloomlab itself,
# help-exercise-new for a subcommand's), an argument's help-COMMAND-ARG,
# else help-arg-ARG when several commands share it; help-after-COMMAND
# follows the flags. Value names (FILE, PATH, QUIZ) are the syntax and stay.
help-heading-usage = Usage
help-usage-options = OPTIONS
help-heading-commands = Commands
help-heading-arguments = Arguments
help-heading-options = Options
help-flag-help = Print help
help-flag-help-short = Print help (see more with '--help')
help-flag-help-long = Print help (see a summary with '-h')
help-flag-version = Print version
help-command-help = Print this help, or the help of the commands named
# `[default: 1]`, `[possible values: text, csv, json]`, and the heading of the values listed one a line.
help-spec-default = default
help-spec-possible = possible values
help-spec-possible-list = Possible values
# The value names of --help (<FILE>): the syntax, in the language.
help-value-command = COMMAND
help-value-dir = DIR
help-value-file = FILE
help-value-id-file = ID|FILE
help-value-name = NAME
help-value-path = PATH
help-value-quiz = QUIZ
help-value-quiz-post = QUIZ[:POST]
help-value-size = SIZE
help-value-which = WHICH
help-value-starter = STARTER
help-value-format = FORMAT
help-value-seed = SEED
help-value-precision = PRECISION
help-value-confidence = CONFIDENCE
help-value-max-queries = MAX_QUERIES
help-value-interval = INTERVAL
help-value-threads = THREADS
help-value-trials = TRIALS
help-value-exercise = EXERCISE
help-value-timeout = TIMEOUT
help-value-hashing = HASHING
help-value-suite = SUITE
help-value-lang = LANG

help-bloomlab = Learn Bloom filters by experiment: sizing, theory and measured false-positive rates
help-after-bloomlab =
    Run without a command to open the interactive lessons, playground, sizing chart, experiments and quizzes.

    Examples:
      bloomlab --lang es
      bloomlab lesson my-lesson.yaml
      bloomlab size --n 10000000 --p 1%
      bloomlab size --m 64KiB --p 0.01
      bloomlab table --theory --format csv
      bloomlab table --n 10000000
      bloomlab experiment --suite small

    Exit codes:
      0      done
      1      something else failed (the output, the records file, the terminal); `check`: a file has problems; `grade`: not passed
      2      bad input (a value, a combination of values, a file that is not there)
      3      a measurement could not be carried out: a thread could not be started, or a worker failed
      128+N  the interactive app was stopped by signal N (its results saved)
help-bloomlab-lang = Language of the screens, lessons and quizzes: es or en [default: from LANG, else en]
help-bloomlab-content = A folder of your own lessons and quizzes, loaded in addition to the built-in ones
help-bloomlab-data-dir = Where results are kept [default: $BLOOMLAB_DATA_DIR, else ~/.local/share/bloomlab]
help-bloomlab-no-save = Keep this session's results in memory only
help-bloomlab-student = Your name, saved with each quiz attempt and grading for your teacher [default: $BLOOMLAB_STUDENT]
help-arg-student = Your name, saved with your quiz attempts and gradings for your teacher; this command does not use it [default: $BLOOMLAB_STUDENT]
help-quiz-student = Your name, saved with each quiz attempt for your teacher [default: $BLOOMLAB_STUDENT]
help-lesson-student = Your name, saved with each quiz attempt for your teacher [default: $BLOOMLAB_STUDENT]
help-grade-student = Your name, saved with the grading for your teacher [default: $BLOOMLAB_STUDENT]
help-submit-student = Your name: the file to hand in is named after it and carries it [default: $BLOOMLAB_STUDENT, else the name your results were saved with]
help-lesson = Open the guided lesson (an id of a lesson, or a YAML file to preview)
help-quiz = Open a quiz (an id, or a YAML file to preview)
help-arg-target = A lesson/quiz id, or a YAML file to preview
help-size = Size a filter: give two of --n, --p, --m (and optionally --k); the rest is solved
help-size-n = Number of elements to add (10000000, 1e7, 10_000_000)
help-size-p = Target false-positive rate, strictly between 0 and 1 (0.01 or 1%)
help-size-m = Filter size: bits, or with a unit: B for bytes, b for bits (64KiB, 12MB = 12 megabytes, 100Mb = 100 megabits)
help-size-k = Number of hash functions (1 to 64); the best k when left out
help-size-max-memory = Refuse filters larger than this (bytes, or with a unit: 512MiB, 8GiB)
help-size-plot = Also draw the classic chart (rate against bits per element: best k, this filter's k, the lower bound, this filter marked), written to FILE: SVG or PNG, by its extension
help-table = The course's sizing table (10 %, 1 %, 0.1 %, 0.01 %), measured on real filters or --theory only
help-table-theory = Only the formulas (no measurement on real filters)
help-table-n = Number of elements
help-experiment = Measure one filter configuration, or a suite (--suite k-sweep|small)
help-experiment-m = Filter size: bits, or with a unit (64KiB)
help-experiment-k = Hash functions, 1 to 64 (the best k for m and n when left out)
help-experiment-n = Keys added
help-experiment-p = Size the filter for this false-positive rate instead of giving --m
help-experiment-trials = Measure over this many fresh filters, each with its own keys and hash functions, drawn from the seed
help-experiment-suite = Run a ready-made suite instead of one configuration
help-experiment-suite-k-sweep = m/n = 10, k = 1..20: the minimum near (m/n)·ln 2, fill near one half
help-experiment-suite-small = the lesson's 12-bit filter, k = 2, n = 1..6: Bloom's formula is low
# The flags of every command that measures (experiment, table, compare).
help-arg-hashing = How keys become positions: double, the filter's enhanced double hashing (lesson 2, step 18: one hash computation per key gives two numbers, h1 and h2, and they make all k positions), or independent, k independent hashes (what the exact formula assumes)
help-arg-seed = Seed of the key streams: the same seed gives the same counts
help-arg-precision = Stop when the interval's half-width is within this fraction of the estimate (0.05 = ±5 %), from 0.001 to 0.5 [default: 0.05]
help-experiment-precision = Stop when the interval's half-width is within this fraction of the estimate (0.05 = ±5 %), from 0.001 to 0.5 [default: 0.05; 0.01 for --suite small]
help-arg-confidence = Confidence level of the intervals and the test, from 0.5 to 0.9999
help-arg-max-queries = Never run more queries than this per experiment, from 100 to 10¹⁰
help-arg-interval = How intervals are computed
help-arg-threads = Worker threads [default: one per core]
help-arg-max-memory = The most memory the filters may hold at once, all threads together (bytes, or with a unit: 512MiB, 8GiB); fewer filters run at a time to stay under it
help-arg-format = Output format
help-arg-repeat = Run the same work over seeds SEED to SEED + N − 1 and count how often the verdicts said “differs”, from 1 to 1000
help-arg-plot = Also draw the results as a figure, written to FILE: SVG or PNG, by its extension (.svg, .png)
help-arg-wide = Text tables with every column: without it, a table wider than the terminal (or COLUMNS, or 100 columns when not a terminal) leaves columns out, in a fixed order
help-compare = The alternatives side by side: blocked, counting, cuckoo, xor, binary fuse, a hash set (--crossover: where cuckoo beats Bloom)
help-compare-n = Keys added to each structure, from 1,000 to 10,000,000
help-compare-p = Target rates (repeat or separate with commas); 1/256 and 1/65536 get the fingerprint filters (cuckoo, xor, binary fuse), others the Bloom filters and cuckoo [default: 1%,0.1%,0.01%,1/256,1/65536]
help-compare-crossover = Instead, find exactly the ranges of target rate where a cuckoo filter takes fewer bits per element than a standard Bloom filter (both as compare sizes them), at equal target rate and at equal achieved rate
help-compare-precision = Stop each row when its interval's half-width is within this fraction of the estimate, from 0.001 to 0.5 [default: 0.05]
# The columns' one definition of ×bound.
help-after-compare = 
    bits/element: the built structure's own memory over n (a static filter's build buffer, 8 bytes a key, is not counted).
    ×bound ("× the lower bound for its rate"): bits/element ÷ log₂(1/theory), where theory, a column of the table, is the rate its own theory predicts for the structure as built (the exact rate of a standard Bloom filter, the Poisson rate of a blocked one, at most 8/2^f multiplied by how full the table is for a cuckoo filter, 2^−f for xor and binary fuse). 1 is the floor no structure beats; a Bloom filter at its best k is at 1.44.
help-check = Check lesson and quiz files (file:line:column: message for each problem)
help-check-paths = Files or folders (searched for .yaml and .yml files)
help-check-strict = Fail (exit 1) on warnings too: a glossary term used before the step that teaches it, a prediction (predict) whose answer is shown above it, a lesson in one language only…
help-results = Print every recorded quiz attempt and exercise grading, of one student or a class (`results class/*/`, class.zip, --summary)
help-results-paths = Students' data folders, records files, files from `bloomlab submit`, or a zip of them (Moodle's “download all submissions”) [default: the one data folder, see --data-dir]
help-results-format = Output format: csv has one row per answered question
help-results-summary = Per question (facility, discrimination, common wrong answers, who still misses it), per student, and a histogram
help-results-attempts = Which whole attempts of each student the summary counts: first (as Moodle by default), last, best or all
help-results-gain = With --summary: the learning gain from a pre-test to a post-test: QUIZ (first and last whole attempt) or PRE:POST (two quizzes)
help-results-grid = With --summary --format csv: the student × question grid (points on each question) instead of the summary
help-submit = Write your results to one file to hand in (bloomlab-NAME-DATE.json), and say where
help-submit-out = Where to write it; a folder puts the file there [default: bloomlab-NAME-DATE.json in the current folder]
help-export = Write a quiz for another platform: `export QUIZ --format moodle-xml` (in --lang's language)
help-export-quiz = A quiz id (built in, or from --content), or a quiz's YAML file
help-export-format = What to write: moodle-xml, for Moodle's question bank (Import → Moodle XML format)
help-export-out = Write to this file instead of stdout; given a folder, write QUIZ.LANG.moodle.xml in it
help-grade = Grade your own filter: `bloomlab grade bloom -- python3 filter.py` (the README.md that `exercise new` writes gives the protocol)
help-grade-exercise = The exercise (bloom, counting, blocked, fix-the-filter; see `bloomlab exercise list`)
help-grade-command = Your program and its arguments, after `--`: `-- python3 filter.py`
help-grade-seed = The keys' seed, to grade again on the same keys [default: a new one each time]
help-grade-timeout = Seconds your program may stay silent while an answer is awaited (1 to 600)
help-grade-no-reference = Skip the reference implementation's run (the time comparison)
help-exercise = The exercises: `exercise list`, `exercise new ID DIR [--starter python|rust]`
help-exercise-list = List the exercises
help-exercise-new = Write a starter for exercise ID into the folder DIR
help-exercise-new-id = The exercise (see `bloomlab exercise list`)
help-exercise-new-dir = The folder to write it in (created if needed; an existing starter is not overwritten)
help-exercise-new-starter = The starter's programming language
help-exercise-reference = Run bloomlab's own solution of exercise ID on stdin and stdout: the reference `grade` times a program against
help-exercise-reference-id = The exercise: bloom, counting, blocked or fix-the-filter (see `bloomlab exercise list`)
