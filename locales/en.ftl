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
