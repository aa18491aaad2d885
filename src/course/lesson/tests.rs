//! Lesson progress driven without a terminal.

use super::*;
use crate::course::testing;
use crate::records::Prediction;

fn open() -> LessonSession {
    LessonSession::new(testing::lesson(testing::LESSON), 1)
}

#[test]
fn progress_is_saved_and_taken_up_again() {
    let mut open = open();
    open.step = 1;
    // The right choice (the file's second), wherever it is shown.
    assert!(open.predict(open.row_of(1).unwrap()));
    assert!(!open.predict(0), "a prediction is made once");
    let saved = open.progress(0);
    assert_eq!((saved.step, saved.steps), (1, 3));
    assert_eq!(saved.order_seed, Some(1), "the order is saved");
    assert_eq!(
        saved.predictions,
        [Prediction {
            step: 1,
            choice: 1,
            correct: true
        }]
    );
    assert_eq!(open.progress(2).step, 2, "never less than the furthest");

    let mut again = super::tests::open();
    again.orders = choice_orders(99, &[0, 2, 0]);
    let mut changed = saved.clone();
    changed.predictions.push(Prediction {
        step: 0,
        choice: 0,
        correct: false,
    });
    assert_eq!(again.restore(&changed), 1, "the step to show");
    assert_eq!(again.orders, open.orders, "shown in the saved order again");
    assert_eq!(
        again.answers,
        [None, Some(1), None],
        "the first step has no prompt to answer"
    );
    again.forget_answers();
    assert_eq!(again.answers, vec![None; 3]);
}

const NUMERIC: &str = "id: n\nlang: es\ntitle: N\nsteps:
  - title: Guess
    text: How much?
    predict:
      question: What rate?
      answer: 0.0888
      tolerance: {relative: 0.05}
      explanation: The exact formula.
";

#[test]
fn a_numeric_prediction_is_typed_and_graded_with_the_tolerance() {
    let loaded = testing::lesson(NUMERIC);
    let mut open = LessonSession::new(loaded.clone(), 1);
    assert!(open.blocked());
    assert_eq!(
        open.predict_number("abc", &mut PercentAsked::default(), Lang::Es),
        Err("Escribe un número, como 2,5; 12,5\u{a0}% o 1e-4.".to_owned())
    );
    assert!(open.blocked(), "not a number");
    assert_eq!(
        open.predict_number("0,09", &mut PercentAsked::default(), Lang::Es),
        Ok(true)
    );
    assert_eq!(
        open.predict_number("0,08", &mut PercentAsked::default(), Lang::Es),
        Ok(false),
        "made once"
    );
    assert_eq!(open.answers[0], Some(0), "within 5 % of 0.0888");
    assert_eq!(
        open.predictions(),
        PredictionCount {
            right: 1,
            answered: 1,
            unanswered: 0
        }
    );
    assert!(open.progress(0).predictions[0].correct);
    let mut wrong = LessonSession::new(loaded, 1);
    assert_eq!(wrong.predictions().unanswered, 1);
    assert_eq!(
        wrong.predict_number("0,08", &mut PercentAsked::default(), Lang::Es),
        Ok(true)
    );
    assert_eq!(wrong.answers[0], Some(1), "10 % off");
    assert_eq!(wrong.predictions().right, 0);
    assert_eq!(wrong.predictions().answered, 1);
    assert!(!wrong.progress(0).predictions[0].correct);
}

/// Only answered predictions are scored: "0 of 2" before the last
/// one is made was wrong.
#[test]
fn the_count_scores_only_what_was_answered() {
    let open = open();
    let steps = &open.loaded.lesson.steps;
    let none = count_predictions(steps, &[None, None, None]);
    assert_eq!((none.right, none.answered, none.unanswered), (0, 0, 1));
    let right = count_predictions(steps, &[None, Some(1), None]);
    assert_eq!((right.right, right.answered, right.unanswered), (1, 1, 0));
    let wrong = count_predictions(steps, &[None, Some(0), None]);
    assert_eq!((wrong.right, wrong.answered, wrong.unanswered), (0, 1, 0));
    // A saved answer to a step with no prompt, or no such choice, is
    // not counted as answered.
    let stale = count_predictions(steps, &[Some(0), Some(7), None]);
    assert_eq!((stale.answered, stale.unanswered), (0, 1));
}

/// The same seed gives the same orders; other seeds give other orders
/// (each a permutation), so students see the choices differently.
#[test]
fn choice_orders_are_seeded_permutations() {
    let counts = [0, 4, 2, 0, 3];
    let orders = choice_orders(42, &counts);
    assert_eq!(orders, choice_orders(42, &counts));
    for (order, &count) in orders.iter().zip(&counts) {
        let mut sorted = order.clone();
        sorted.sort_unstable();
        assert_eq!(sorted, (0..count).collect::<Vec<_>>());
    }
    let distinct: std::collections::BTreeSet<Vec<usize>> = (0..50)
        .map(|seed| choice_orders(seed, &[4])[0].clone())
        .collect();
    assert!(distinct.len() > 10, "only {} orders", distinct.len());
}

#[test]
fn moving_forward_waits_for_the_prediction_and_stops_at_the_end() {
    let mut open = open();
    assert_eq!(open.forward(), StepMove::To(1));
    open.step = 1;
    assert_eq!(open.forward(), StepMove::Held);
    assert_eq!(
        StepMove::Held.notice(Lang::Es).as_deref(),
        Some("Responde a la pregunta primero.")
    );
    assert!(open.predict(0));
    assert_eq!(open.forward(), StepMove::To(2));
    open.step = 2;
    assert!(open.at_end());
    assert_eq!(open.forward(), StepMove::AtEnd);
    assert_eq!(StepMove::To(2).notice(Lang::En), None);
}
