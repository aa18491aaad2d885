# bloomlab's interface in English. One message per key; `$name` is an
# argument the code passes. Keep the keys and placeholders the same as in
# es.ftl (tests/catalogues.rs checks it). Sections: one per area of the code.

## Shared words

rows = { $count ->
    [one] { $count } row
   *[other] { $count } rows
}

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
check-cut-by-comment = YAML reads `{ $comment }` as a comment, so `{ $field }` ends at «{ $value }»: put the whole text in quotes
check-yaml-tab-indent = this line is indented with a tab, which YAML does not allow: indent with spaces
check-yaml-tab-hint = { $problem } (indent with spaces: YAML does not allow tabs)
check-yaml-with-advice = { $problem }: { $advice }
check-yaml-too-deep = nested too deeply (more than 128 levels): no lesson or quiz needs that
check-yaml-cut-short = { $problem }: the file ends in the middle of a value (is it cut short?)
check-yaml-colon-hint = { $problem } (a text that contains ": " must be in quotes: "like: this")
check-yaml-token-hint = { $problem } (indent with spaces: YAML does not allow tabs; text starting with @ or ` needs quotes)
check-yaml-indent-hint = { $problem } (check the indentation of this line against the lines above)
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
check-glossary-term-twice = the term «{ $term }» is also term { $first } of this glossary: give each term once
check-glossary-bad-taught = `taught` is the lesson's id and the step that teaches the term, such as bloom-formula#12 (steps count from 1), not `{ $taught }`
check-requires-itself = a lesson does not require itself: remove its own id from `requires`
check-requires-unknown = `requires` names `{ $required }`, which is not a lesson; the lessons are: { $known }
check-taught-unknown-lesson = `taught` names the lesson `{ $lesson }`, which does not exist; the lessons are: { $known }
check-taught-step-past-end = `taught` names step { $step } of `{ $lesson }`, which has { $steps ->
        [one] { $steps } step
       *[other] { $steps } steps
    }
check-term-used-early = «{ $term }» is used here, in step { $here }, before step { $step } teaches it ({ $lesson }#{ $step }): teach it first, or say it in other words
check-term-from-unrequired = «{ $term }» is taught in { $lesson }#{ $step }, a lesson this one does not require: add `requires: [{ $lesson }]`, or teach it in this lesson first
check-predict-answer-shown = this predict's answer is shown above it, at line { $line } column { $column } («{ $quoted }»): hide it until the student answers (move it to `reveal` or the predict's `explanation`)
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
check-formats-help = 2 (decimals), %1 (a percentage), s3 (significant digits), int (a whole number) or x3 (scientific)
check-what-answer-expression = the `answer` `{ $shown }`
check-quiz-no-questions = a quiz needs at least one question
check-what-questions-in-quiz = questions in a quiz
check-advice-split-quiz = split it into several quizzes
check-duplicate-question-id = duplicate question id `{ $id }` (question { $first } has it too): ids must be unique in a quiz
check-question-unreadable = a question could not be read
check-points-range = `points` must be from 1 to { $limit } (got { $got })
check-kind-words = { $kind }
check-field-not-for-kind = `{ $field }` does not apply to a { $kind } question
check-kind-needs-field = a { $kind } question needs `{ $field }`
check-answer-must-be = `answer` must be { $what }
check-kind-needs-tolerance = a { $kind } question needs `tolerance` with `absolute: X` or `relative: X`
check-tolerance-one-of = `tolerance` needs exactly one of `absolute` or `relative`
check-relative-tolerance-fraction = a relative tolerance is a fraction of the answer: 0.05 means ±5 % (got { $got })
check-tolerance-positive = the tolerance must be greater than 0 (got { $got })
check-slips-not-for-kind = `feedback_for` does not apply to a { $kind } question: give each choice its own `feedback`
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
check-engine-not-a-probability = must be a probability strictly between 0 and 1, such as 0.01 or 1% (got { $got })
check-engine-whole-out-of-range = must be a whole number from { $min } to { $max } (got { $got })
check-engine-real-out-of-range = must be a number from { $min } to { $max }, such as { $example } (got { $got })
check-position-outside = position { $position } is outside the array: positions go from 0 to { $last } (m = { $m })
check-positions-count = `positions` needs exactly k = { $k } positions (got { $got })
check-remove-needs-counting = `remove` needs a counting scene (`counting: true`): a plain filter cannot remove
check-remove-absent = «{ $word }» cannot be removed: counter { $position } is already 0 (was it added?)
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
