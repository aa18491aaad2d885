# bloomlab's interface in English. One message per key; `$name` is an
# argument the code passes. Keep the keys and placeholders the same as in
# es.ftl (tests/catalogues.rs checks it). Sections: one per area of the code.

## Shared words

rows = { $count ->
    [one] { $count } row
   *[other] { $count } rows
}

## quiz

quiz-number-not-a-number = Type a number, such as 9.6, 1e-4 or 50%.
quiz-number-thousands-or-decimals = Thousands or decimals? Write thousands with spaces (292 343); for decimals, add a zero at the end (292.3430).
quiz-number-comma-groups = Use a point for decimals (2.5); commas only group thousands (10,000).
quiz-number-one-separator = Use one decimal separator (6.93) and group thousands with spaces (10 000).
quiz-lesson-answer-first = Answer the question first.
quiz-lesson-last-step = This is the last step. Esc goes back.
quiz-skipped-no-answer = Skipped { $ids }: its numbers give no answer that can be graded (the quiz's author can fix the ranges).
quiz-tick-one-first = Select at least one option (Space), then Enter.
quiz-leave-warning = Press Esc again to leave the quiz: this attempt will not be saved.
quiz-key-back = back
quiz-key-start = start
quiz-key-retry-missed = retry missed
quiz-key-scroll = scroll
quiz-key-all-again = all again
quiz-key-done = done
quiz-key-next = next
quiz-key-hint = hint
quiz-key-submit = submit
quiz-key-answer = answer
quiz-key-space-digits = Space 1-9
quiz-key-mark = mark
quiz-key-true-false-keys = t/f 1/2
quiz-key-true-false = true / false
quiz-key-type = type
quiz-key-erase = erase
quiz-key-select = select
quiz-key-space = Space
quiz-key-pick-up = pick up
quiz-key-put-down = put down
quiz-key-move = move
quiz-list-title = Quizzes
quiz-list-entry = { $title } ({ $count ->
    [one] { $count } question
   *[other] { $count } questions
})
quiz-header-done = done · score { $got }/{ $max }
quiz-header-question = question { $number } of { $count } · score { $got }/{ $max }
quiz-hint = Hint: { $hint }
quiz-your-answer-label = Your answer:
quiz-number-how = Decimals with a point (2.5); 1e-4 and 50% work too.
quiz-your-answer-note = ← your answer
quiz-also-right-note = ← also right: not ticked
quiz-order-moving = ← moving: ↑↓ carry it, Space puts it down
quiz-order-belongs = ← belongs at { $place }
quiz-verdict-correct = ✓ Correct
quiz-verdict-partly = ◐ Partly right
quiz-verdict-incorrect = ✗ Incorrect
quiz-the-answer-is = the answer is { $answer }
quiz-order-in-place = { $placed } of { $count } items in their right place: { $points } of { $max ->
    [one] { $max } point
   *[other] { $max } points
}.
quiz-summary-score = Score: { $got } of { $max } ({ $percent } %)
quiz-summary-all-right = ✓ Every question right.
quiz-summary-missed = Missed questions:
quiz-summary-your-answer = Your answer: { $answer }
quiz-summary-right-answer = Right answer: { $answer }
quiz-summary-retry = r retries only the missed questions.
quiz-true = True
quiz-false = False
quiz-key-move-at-once = move the selected item at once (ordering)
