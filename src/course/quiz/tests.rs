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
        run.type_char(c);
    }
    assert_eq!(run.input, "10.2", "letters are not typed");
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
        Some("Type a number, such as 9.6, 1e-4 or 50%.")
    );
    for _ in 0..40 {
        run.type_char('9');
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
