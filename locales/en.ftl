# bloomlab's interface in English. One message per key; `$name` is an
# argument the code passes. Keep the keys and placeholders the same as in
# es.ftl (tests/catalogues.rs checks it). Sections: one per area of the code.

## Shared words

rows = { $count ->
    [one] { $count } row
   *[other] { $count } rows
}

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
kind-binary-fuse8-title = binary fuse filter (8 bits)
kind-binary-fuse8-label = binary fuse8
kind-binary-fuse8-short = fuse8
kind-binary-fuse16-title = binary fuse filter (16 bits)
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
exp-core-interval-fresh = With { $confidence } % confidence, the average rate of filters like this lies between { $low } and { $high } (the interval).
exp-core-interval-single = With { $confidence } % confidence, the average rate of filters like this lies between { $low } and { $high } (the interval, widened for how far one filter's rate strays from the average).
exp-core-nothing-yet = Nothing measured yet: press s to start.
exp-core-fresh-filters = , spread over { $filters } fresh filters, each built with its own seed
exp-core-asked = We asked { $queries } keys that were never added{ $filters }; { $positives } came back positive: { $measured }.
exp-core-formulas = The exact formula says { $exact }; Bloom's formula, the approximation the lesson teaches, says { $bloom }.
exp-core-p-value = p-value { $p }: if the exact formula is right, a count at least this far from it turns up by chance in { $odds }.
exp-core-verdict-agrees = Verdict: consistent with theory. The count is not unusual enough to reject the exact formula at { $level } %; that is not proof of agreement, only no evidence against it.
exp-core-verdict-differs = Verdict: differs from theory. A count this far from the exact formula is rarer than { $level } % by chance alone.
exp-core-verdict-inconclusive = Verdict: inconclusive. Too few false positives to say anything yet.
exp-core-decision-alone = Testing at { $level } % means that about 1 correct filter in { $one_in } is flagged by chance.
exp-core-decision-family = At { $level } % per row, about 1 correct row in { $one_in } would be flagged by chance, so the { $rows } rows are judged together (Holm's method): the chance of any false alarm in the whole run stays at { $level } %. This row's adjusted p-value is { $adjusted }.
exp-core-size-own-theory = Its own theory: { $own } · { $bits } bits per element, { $ratio } { $name } (log2(1/{ $own }) = { $bound } bits)
exp-core-size-exact = Exact (no false positives) · { $bits } bits per element
exp-core-bound-ratio-name = × the lower bound for its rate
