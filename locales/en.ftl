# bloomlab's interface in English. One message per key; `$name` is an
# argument the code passes. Keep the keys and placeholders the same as in
# es.ftl (tests/catalogues.rs checks it). Sections: one per area of the code.

## Shared words

rows = { $count ->
    [one] { $count } row
   *[other] { $count } rows
}
