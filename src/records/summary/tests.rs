//! The class summary on hand-made records.

use super::*;
use crate::records::AttemptKind;

#[test]
fn the_histogram_puts_100_in_the_last_bar() {
    let bars = histogram([0.0, 9.9, 10.0, 100.0, 95.0].into_iter());
    let counts: Vec<usize> = bars.iter().map(|b| b.students).collect();
    assert_eq!(counts, [2, 1, 0, 0, 0, 0, 0, 0, 0, 2]);
    assert_eq!((bars[9].from_percent, bars[9].to_percent), (90, 100));
}

fn attempt(hash: &str, kind: AttemptKind, right: &[bool]) -> QuizAttempt {
    QuizAttempt {
        quiz_id: "q".into(),
        content_hash: hash.into(),
        kind,
        score: right.iter().map(|r| u32::from(*r)).sum(),
        max_score: right.len() as u32,
        questions: right
            .iter()
            .enumerate()
            .map(|(i, r)| super::super::AnsweredQuestion {
                id: format!("q{i}"),
                answer: if *r { "yes" } else { "no" }.into(),
                correct: *r,
                points: u32::from(*r),
                max_points: 1,
                ..Default::default()
            })
            .collect(),
        ..Default::default()
    }
}

/// A student with only a review has no first attempt: counted among
/// the answers, not in facility; two content hashes are both named.
#[test]
fn reviews_are_answers_but_not_first_attempts() {
    let ana = Records {
        attempts: vec![attempt("s1-a", AttemptKind::Whole, &[true, false])],
        ..Records::default()
    };
    let ben = Records {
        attempts: vec![attempt("s1-b", AttemptKind::Review, &[false])],
        ..Records::default()
    };
    let summary = summarise(&[("ana".into(), &ana), ("ben".into(), &ben)]);
    let quiz = &summary.quizzes[0];
    assert_eq!(quiz.content_hashes, ["s1-a", "s1-b"]);
    let first = &quiz.questions[0];
    assert_eq!((first.answered, first.first_attempts), (2, 1));
    assert_eq!(first.facility, Some(1.0));
    assert_eq!(first.discrimination, None, "one student");
    assert_eq!(first.still_missing, ["ben"]);
    assert_eq!(quiz.students[1].first_percent, None);
    assert_eq!(quiz.students[1].attempts, 1);
    assert_eq!(quiz.histogram.iter().map(|b| b.students).sum::<usize>(), 1);
}

/// In records older than format 3 a retry of the missed questions was
/// marked whole: its short length tells it apart, as My results does,
/// so it is never a student's first or best score.
#[test]
fn an_old_short_retry_is_not_a_whole_attempt() {
    let mut finished = 0;
    let mut at = |right: &[bool]| {
        let mut a = attempt("", AttemptKind::Whole, right);
        finished += 1;
        a.finished_at = finished;
        a
    };
    let ana = Records {
        attempts: vec![at(&[true, false]), at(&[true])],
        ..Records::default()
    };
    let summary = summarise(&[("ana".into(), &ana)]);
    let scores = &summary.quizzes[0].students[0];
    assert_eq!(scores.first_percent, Some(50.0));
    assert_eq!(
        scores.best_percent,
        Some(50.0),
        "the retry is not a whole attempt"
    );
    assert_eq!(scores.attempts, 2);
}

/// Students are told apart by their place in the class, not by name
/// (two without a name stay two), and a question asked twice in one
/// attempt counts its first answer there, as a lookup by id finds it.
#[test]
fn students_stay_apart_and_a_repeated_id_counts_its_first_answer() {
    let mut twice = attempt("", AttemptKind::Whole, &[true, false]);
    twice.questions[1].id = "q0".into();
    let first = Records {
        attempts: vec![twice],
        ..Records::default()
    };
    let second = Records {
        attempts: vec![attempt("", AttemptKind::Whole, &[false, false])],
        ..Records::default()
    };
    let summary = summarise(&[(String::new(), &first), (String::new(), &second)]);
    let quiz = &summary.quizzes[0];
    assert_eq!(quiz.students.len(), 2);
    let q0 = &quiz.questions[0];
    assert_eq!(q0.question_id, "q0");
    assert_eq!((q0.answered, q0.first_attempts), (3, 2));
    assert_eq!(q0.facility, Some(0.5), "the first answer in each attempt");
    assert_eq!(
        q0.still_missing,
        [""],
        "the first student's latest is right"
    );
    assert_eq!(q0.common_wrong[0].count, 2);
}

/// An ordering question answered with some items in place counts as
/// partly right, its share of points goes into the facility, and
/// orders are grouped by the order given.
#[test]
fn partly_right_orders_are_counted_and_grouped_by_order() {
    let order = |ids: Vec<usize>, points: u32| QuizAttempt {
        quiz_id: "q".into(),
        score: points,
        max_score: 4,
        questions: vec![super::super::AnsweredQuestion {
            id: "steps".into(),
            answer: format!("{ids:?}"),
            correct: points == 4,
            points,
            max_points: 4,
            choice_ids: Some(ids),
            ..Default::default()
        }],
        ..Default::default()
    };
    let class: Vec<Records> = [
        order(vec![1, 0, 2, 3], 2),
        order(vec![1, 0, 2, 3], 2),
        order(vec![3, 2, 1, 0], 0),
        order(vec![0, 1, 2, 3], 4),
    ]
    .into_iter()
    .map(|attempt| Records {
        attempts: vec![attempt],
        ..Records::default()
    })
    .collect();
    let named: Vec<(String, &Records)> = class
        .iter()
        .enumerate()
        .map(|(i, records)| (format!("s{i}"), records))
        .collect();
    let summary = summarise(&named);
    let steps = &summary.quizzes[0].questions[0];
    assert_eq!(steps.partly_right, 2);
    assert_eq!(steps.facility, Some((0.5 + 0.5 + 0.0 + 1.0) / 4.0));
    let wrong: Vec<(Option<Vec<usize>>, usize)> = steps
        .common_wrong
        .iter()
        .map(|w| (w.choice_ids.clone(), w.count))
        .collect();
    assert_eq!(
        wrong,
        [(Some(vec![1, 0, 2, 3]), 2), (Some(vec![3, 2, 1, 0]), 1)]
    );
    assert_eq!(steps.still_missing, ["s0", "s1", "s2"]);
    let json = serde_json::to_value(&summary).unwrap();
    assert_eq!(json["quizzes"][0]["questions"][0]["partly_right"], 2);
}
