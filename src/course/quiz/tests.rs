//! The quiz session driven without a terminal.

use super::*;
use crate::content::Document;
use crate::course::testing;

/// The test quiz, asking the questions at `questions`.
fn run(questions: &[usize]) -> QuizSession {
    QuizSession::new(testing::quiz(testing::QUIZ), questions.to_vec(), 1)
}

#[test]
fn an_attempt_is_graded_question_by_question_and_saved_once() {
    let mut run = run(&[0, 1, 2, 3]);
    run.choose(1);
    assert_eq!(run.phase, Phase::Answered);
    assert!(run.attempts[0].grade.correct);
    assert_eq!(run.next(Lang::En), None);

    run.submit_ticked(Lang::En);
    assert!(
        run.notice.is_some() && run.attempts.len() == 1,
        "nothing ticked"
    );
    run.toggle(0);
    run.toggle(1);
    run.toggle(1);
    run.toggle(2);
    run.submit_ticked(Lang::En);
    assert_eq!(run.attempts[1].answer, Answer::Choices(vec![0, 2]));
    assert_eq!(run.attempts[1].grade.points, 2);
    assert_eq!(run.next(Lang::En), None);

    run.choose(0);
    assert_eq!(run.attempts[2].answer, Answer::Bool(true));
    assert!(!run.attempts[2].grade.correct);
    assert_eq!(run.next(Lang::En), None);

    for c in "1x0.2".chars() {
        run.type_char(c, Lang::En);
    }
    assert_eq!(run.input, "10.2", "letters are not typed");
    // The first Enter says what a sign left out made of the number; the
    // second answers with it.
    run.submit_typed(Lang::En);
    assert_eq!(run.attempts.len(), 3);
    assert!(
        run.notice
            .as_deref()
            .is_some_and(|said| said.contains("10.2"))
    );
    run.submit_typed(Lang::En);
    assert!(run.attempts[3].grade.correct);
    assert_eq!(run.attempts[3].typed, "10.2", "kept as typed");
    assert_eq!(run.missed_questions(), [2]);

    let saved = run
        .next(Lang::En)
        .expect("the last answer ends the attempt");
    assert_eq!(run.phase, Phase::Summary);
    assert_eq!((saved.score, saved.max_score), (4, 5));
    let answers: Vec<&str> = saved.questions.iter().map(|q| q.answer.as_str()).collect();
    assert_eq!(answers, ["b", "a | c", "true", "10.2"]);
    let ids: Vec<Option<Vec<usize>>> = saved
        .questions
        .iter()
        .map(|q| q.choice_ids.clone())
        .collect();
    assert_eq!(ids, [Some(vec![1]), Some(vec![0, 2]), Some(vec![0]), None]);
    assert_eq!(saved.questions[3].expected, Some(10.0));
    assert!(
        saved
            .questions
            .iter()
            .all(|q| !q.hint_shown && q.seconds.is_some())
    );
    assert_eq!(saved.kind, AttemptKind::Whole);
    assert!(saved.content_hash.starts_with("s1-"));
    assert_eq!(run.next(Lang::En), None, "saved once");
}

#[test]
fn a_typed_answer_that_is_no_number_is_explained_not_graded() {
    let mut run = run(&[3]);
    run.submit_typed(Lang::En);
    assert!(run.attempts.is_empty());
    assert_eq!(
        run.notice.as_deref(),
        // The answer is 10, no share: no «%» is offered (reader 33, en).
        Some("Type a number, such as 2.5 or 1e6.")
    );
    for _ in 0..40 {
        run.type_char('9', Lang::En);
    }
    assert_eq!(run.input.len(), MAX_TYPED_CHARS);
    run.erase_char();
    assert_eq!(run.input.len(), MAX_TYPED_CHARS - 1);
    run.clear_input();
    assert!(run.input.is_empty());
}

/// A question whose numbers give no answer (a formula `check` would
/// refuse, read here without its check) is skipped with a notice,
/// never graded against NaN.
#[test]
fn a_question_without_an_answer_is_skipped_with_a_notice() {
    let text = "id: t\nlang: en\ntitle: T\nquestions:
  - id: no-answer
    type: calculated
    prompt: m = {m}?
    parameters:
      m: {min: 1, max: 2}
    formula: \"sqrt(0 - m)\"
    tolerance: {relative: 0.05}
    explanation: none.
  - id: number
    type: numeric
    prompt: Ten?
    answer: 10
    tolerance: {absolute: 0.5}
    explanation: ten.
";
    assert!(testing::parse(text).is_err(), "check refuses it");
    let Ok(Document::Quiz(loaded)) = crate::content::quiz::trusting(|| testing::parse(text)) else {
        panic!("read without the answers' check");
    };
    let run = QuizSession::new(loaded.clone(), vec![0, 1], 1);
    assert_eq!(run.question().id, "number");
    assert_eq!(run.phase, Phase::Asking);
    assert!(
        run.notice
            .as_deref()
            .unwrap()
            .starts_with("Skipped no-answer:")
    );
    // Nothing else to ask: the run ends, with nothing to save.
    let run = QuizSession::new(loaded, vec![0], 1);
    assert_eq!(run.phase, Phase::Summary);
    assert!(run.attempts.is_empty());
}

/// An ordering question: shown shuffled, items carried with the cursor
/// or moved at once, graded by position, saved in the student's order.
#[test]
fn an_order_is_built_graded_by_position_and_saved_as_given() {
    let mut run = run(&[4]);
    assert_eq!(run.question().id, "steps");
    assert_ne!(run.order, [0, 1, 2, 3], "never shown in the right order");
    // Put it right: bring each item to its place, top to bottom.
    for place in 0..4 {
        let row = run.row_of(place).unwrap();
        run.cursor = row;
        run.hold(row);
        assert!(run.holding);
        while run.cursor > place {
            run.cursor_up();
        }
        run.hold(place);
        assert!(!run.holding);
        assert_eq!(run.order[place], place);
    }
    assert_eq!(run.order, [0, 1, 2, 3]);
    // Then swap the first two: two of four in place.
    run.cursor = 0;
    run.move_item(false);
    assert_eq!((run.order.clone(), run.cursor), (vec![1, 0, 2, 3], 1));
    assert!(!run.holding, "a quick move holds nothing");
    run.submit_order();
    assert_eq!(run.phase, Phase::Answered);
    let attempt = &run.attempts[0];
    assert_eq!(attempt.answer, Answer::Order(vec![1, 0, 2, 3]));
    assert_eq!(
        attempt.grade,
        Grade {
            correct: false,
            points: 2
        }
    );
    assert_eq!(run.missed_questions(), [4], "partly right is missed");
    let saved = run.next(Lang::En).unwrap();
    assert_eq!((saved.score, saved.max_score), (2, 4));
    let answer = &saved.questions[0];
    assert_eq!(answer.choice_ids, Some(vec![1, 0, 2, 3]), "not sorted");
    assert_eq!(answer.answer, "second > first > third > fourth");
    assert_eq!((answer.points, answer.max_points), (2, 4));
    assert!(!answer.correct);
    // The retry asks it again.
    let retry = run.retry(2).unwrap();
    assert_eq!(retry.questions, [4]);
    assert_eq!(retry.kind, AttemptKind::Retry);
}

/// A click on a row picks the item there up; a second click puts it
/// down at the row clicked.
#[test]
fn a_held_item_is_put_down_where_clicked() {
    let mut run = run(&[4]);
    let first = run.order[0];
    run.hold(0);
    run.hold(3);
    assert_eq!(run.order[3], first);
    assert_eq!(run.cursor, 3);
    assert!(!run.holding);
    run.hold(9);
    assert!(!run.holding, "no such row");
    // Enter on another kind of question answers nothing as an order.
    let mut other = super::tests::run(&[0]);
    other.submit_order();
    assert!(other.attempts.is_empty());
}

#[test]
fn a_retry_needs_a_missed_question() {
    let mut run = run(&[0]);
    run.choose(1);
    assert!(run.next(Lang::En).is_some());
    assert!(run.retry(1).is_none(), "nothing missed");
}

/// An attempt left half-way is kept once as unfinished, with the answers
/// given; taken up again, it asks only the rest, and the finished attempt
/// holds every answer, scores them all and names the one it resumes.
#[test]
fn an_unfinished_attempt_is_kept_once_and_taken_up_where_it_was_left() {
    let loaded = testing::quiz(testing::QUIZ);
    let all: Vec<usize> = (0..loaded.quiz.questions.len()).collect();
    let mut first = QuizSession::new(loaded.clone(), all.clone(), 1);
    assert_eq!(first.unfinished(Lang::En), None, "nothing answered yet");
    first.choose(1);
    let mut unfinished = first.unfinished(Lang::En).unwrap();
    assert_eq!(unfinished.kind, AttemptKind::Unfinished);
    assert_eq!(unfinished.questions.len(), 1);
    assert_eq!(first.unfinished(Lang::En), None, "kept once");
    unfinished.id = "left".into();

    let mut resumed = QuizSession::resume(loaded.clone(), &unfinished, 2).unwrap();
    assert_eq!(resumed.total_questions(), all.len());
    assert_eq!(resumed.answered_count(), 1);
    assert_eq!(resumed.questions, all[1..].to_vec(), "the rest, in order");
    let carried = resumed.score();
    assert_eq!(carried, (unfinished.score, unfinished.max_score));
    let mut finished = None;
    while finished.is_none() {
        match resumed.question().question_type() {
            crate::content::QuestionType::Numeric | crate::content::QuestionType::Calculated => {
                resumed.type_char('1', Lang::En);
                resumed.submit_typed(Lang::En);
            }
            crate::content::QuestionType::Multiple => {
                resumed.toggle(0);
                resumed.submit_ticked(Lang::En);
            }
            crate::content::QuestionType::Ordering => resumed.submit_order(),
            _ => resumed.choose(0),
        }
        finished = resumed.next(Lang::En);
    }
    let finished = finished.unwrap();
    assert_eq!(finished.kind, AttemptKind::Whole);
    assert_eq!(finished.resumes.as_deref(), Some("left"));
    assert_eq!(finished.questions.len(), all.len());
    assert_eq!(finished.questions[0], unfinished.questions[0]);
    let points: u32 = finished.questions.iter().map(|q| q.points).sum();
    assert_eq!(finished.score, points);

    // A quiz that changed since cannot be taken up.
    let mut changed = unfinished.clone();
    changed.content_hash = "s1-other".into();
    assert!(QuizSession::resume(loaded, &changed, 3).is_none());
    assert_eq!(
        crate::records::open_unfinished([&unfinished, &finished]).len(),
        0,
        "taken up"
    );
}

/// A question missed before the attempt was left is still missed once it
/// is taken up again: the summary lists it and the retry asks it; and
/// once finished, the attempt stands for the unfinished one, whose
/// answers it carries (My results counts each miss once).
#[test]
fn a_resumed_attempt_keeps_the_misses_made_before_it_was_left() {
    let loaded = testing::quiz(testing::QUIZ);
    let all: Vec<usize> = (0..loaded.quiz.questions.len()).collect();
    let mut first = QuizSession::new(loaded.clone(), all.clone(), 1);
    first.choose(0);
    assert!(!first.attempts[0].grade.correct, "row 0 is a wrong answer");
    let mut unfinished = first.unfinished(Lang::En).unwrap();
    unfinished.id = "left".into();

    let mut resumed = QuizSession::resume(loaded.clone(), &unfinished, 2).unwrap();
    assert_eq!(resumed.missed_questions(), vec![0], "the miss carried");
    assert_eq!(resumed.missed()[0].answer, first.attempts[0].answer);
    let mut finished = None;
    while finished.is_none() {
        match resumed.question().question_type() {
            crate::content::QuestionType::Numeric | crate::content::QuestionType::Calculated => {
                resumed.type_char('1', Lang::En);
                resumed.submit_typed(Lang::En);
            }
            crate::content::QuestionType::Multiple => {
                resumed.toggle(0);
                resumed.submit_ticked(Lang::En);
            }
            crate::content::QuestionType::Ordering => resumed.submit_order(),
            _ => resumed.choose(0),
        }
        finished = resumed.next(Lang::En);
    }
    assert_eq!(resumed.missed_questions().first(), Some(&0));
    let retry = resumed.retry(3).unwrap();
    assert!(retry.questions.contains(&0), "{:?}", retry.questions);

    let finished = finished.unwrap();
    let standing = crate::records::standing_attempts([&unfinished, &finished]);
    assert_eq!(standing.len(), 1);
    assert_eq!(standing[0].id, finished.id);
    // An unfinished attempt nobody took up still stands.
    assert_eq!(crate::records::standing_attempts([&unfinished]).len(), 1);
}

/// Reader 44 (en 5.1, 4.7): «9.6%» typed for a quiz's bits per element
/// lost its % as it was typed and was graded as 9.6, where a lesson
/// refused the same text; and the refusal («a % is taken only for answers
/// between 0 and 1») read as false, 9.6 % being 0.096. One rule for both:
/// a % typed for an answer that is no rate stays in the box and Enter
/// refuses it, saying the answer is no rate but a number (of the unit,
/// where the question shows one). A rate still takes its %.
#[test]
fn a_percent_for_an_answer_that_is_no_rate_is_refused_in_quiz_and_lesson() {
    let quiz = "id: p\nlang: en\ntitle: P\nshuffle: false\nquestions:
  - id: bits
    type: numeric
    prompt: Bits per element for 1 %?
    answer: 9.59
    tolerance: {relative: 0.05}
    unit: bits per element
    explanation: 9.59.
  - id: half
    type: numeric
    prompt: The fill?
    answer: 0.5
    tolerance: {absolute: 0.01}
    explanation: a half.
";
    let mut run = QuizSession::new(testing::quiz(quiz), vec![0, 1], 1);
    for c in "9.6%".chars() {
        run.type_char(c, Lang::En);
    }
    assert_eq!(run.input, "9.6%", "the % stays where the student sees it");
    let refusal = crate::t!(
        Lang::En,
        "quiz-number-percent-in-unit",
        unit = "bits per element"
    );
    assert_eq!(
        run.notice.as_deref(),
        Some(refusal.as_str()),
        "said as typed"
    );
    run.submit_typed(Lang::En);
    assert!(run.attempts.is_empty(), "9.6% is not graded as 9.6");
    assert_eq!(run.notice.as_deref(), Some(refusal.as_str()));
    run.erase_char();
    run.submit_typed(Lang::En);
    assert!(run.attempts[0].grade.correct);
    assert_eq!(run.next(Lang::En), None);
    for c in "50%".chars() {
        run.type_char(c, Lang::En);
    }
    run.submit_typed(Lang::En);
    assert!(run.attempts[1].grade.correct, "a rate takes its %");

    let lesson = "id: n\nlang: en\ntitle: N\nsteps:
  - title: Guess
    text: How many?
    predict:
      question: How many bits per element?
      answer: 38.34
      tolerance: {relative: 0.05}
      explanation: 4 × 9.585.
";
    let mut open = crate::course::LessonSession::new(testing::lesson(lesson), 1);
    let said = open.predict_number(
        "9.6%",
        &mut crate::course::PercentAsked::default(),
        Lang::En,
    );
    assert_eq!(
        said,
        Err(crate::t!(Lang::En, "quiz-number-percent-not-a-share"))
    );
    for (lang, no_rate, unit, number_of) in [
        (
            Lang::En,
            "This answer is not a rate (a percentage) but a ",
            "bits per element",
            "a number of bits per element",
        ),
        (
            Lang::Es,
            "Esta respuesta no es una tasa (un porcentaje), sino un ",
            "bits por elemento",
            "un número de bits por elemento",
        ),
    ] {
        let plain = crate::t!(lang, "quiz-number-percent-not-a-share");
        let beside = crate::t!(lang, "quiz-number-percent-in-unit", unit = unit);
        assert!(
            plain.starts_with(no_rate) && beside.starts_with(no_rate),
            "{plain}\n{beside}"
        );
        assert!(beside.contains(number_of), "{beside}");
        for gone in ["between 0 and 1", "entre 0 y 1"] {
            assert!(!plain.contains(gone) && !beside.contains(gone), "{plain}");
        }
    }
}

/// Reader 46 (en 5.11): a retry said its numbers were «drawn again» over
/// the very numbers missed, which the summary had just answered: one
/// chance in six with three values of n and two of p. A retry draws apart
/// from the missed numbers; a question with one set of numbers keeps it,
/// and says nothing of drawing again.
#[test]
fn a_retry_draws_other_numbers_than_the_missed_ones() {
    let text = |values: &str| {
        format!(
            "id: c\nlang: en\ntitle: C\nquestions:\n  - id: calc\n    type: calculated\n    prompt: \"{{n}} times {{b}}?\"\n    parameters:\n      n:\n        values: {values}\n      b:\n        values: [2, 3]\n    formula: \"n * b\"\n    tolerance: {{absolute: 0.1}}\n    explanation: n b.\n"
        )
    };
    let loaded = testing::quiz(&text("[1, 5, 10]"));
    let question = loaded.quiz.questions[0].clone();
    let mut same = 0;
    for seed in 0..60 {
        let mut whole = QuizSession::new(loaded.clone(), vec![0], seed);
        for c in "-1".chars() {
            whole.type_char(c, Lang::En);
        }
        whole.submit_typed(Lang::En);
        let missed = whole.attempts[0].values.clone();
        assert!(!whole.attempts[0].grade.correct);
        let retry = whole.retry(seed + 1000).unwrap();
        same += usize::from(retry.values == missed);
        assert!(retry.draws_again(&question), "seed {seed}");
    }
    assert_eq!(same, 0, "retries asked with the numbers missed");

    let single = testing::quiz(&text("[4]").replace("[2, 3]", "[2]"));
    let mut whole = QuizSession::new(single.clone(), vec![0], 1);
    for c in "-1".chars() {
        whole.type_char(c, Lang::En);
    }
    whole.submit_typed(Lang::En);
    let retry = whole.retry(2).unwrap();
    assert_eq!(retry.values, whole.attempts[0].values);
    assert!(!retry.draws_again(&single.quiz.questions[0]));
}
