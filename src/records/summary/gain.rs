//! Learning gain (Hake 1998): how much of what a student could still
//! learn between a pre-test and a post-test they did learn.
//!
//! - **Pre and post**: with one quiz, each student's first whole attempt
//!   is the pre-test and their last whole attempt, a later one, the
//!   post-test. With two quizzes, the first whole attempt at each.
//! - **Per student**: g = (post − pre) / (100 − pre), scores in percent;
//!   undefined when pre = 100 (nothing was left to gain).
//! - **For the class**, over the students with both tests: Hake's ⟨g⟩
//!   from the class means, (mean post − mean pre) / (100 − mean pre),
//!   and beside it the mean of the individual gains (they differ: ⟨g⟩
//!   weighs each student by what they had left to learn).

use serde::Serialize;

use super::StudentAttempts;
use crate::records::csv::push_row;
use crate::records::{QuizAttempt, Records};

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Gain {
    pub pre_quiz: String,
    /// The same as `pre_quiz` when one quiz is both tests.
    pub post_quiz: String,
    /// Hake's ⟨g⟩ from the class means (None: no student with both, or a
    /// class mean of 100 before).
    pub class_g: Option<f64>,
    /// The mean of the students' g, over those where it is defined.
    pub mean_g: Option<f64>,
    /// Students with both a pre-test and a post-test.
    pub n: usize,
    pub mean_pre: Option<f64>,
    pub mean_post: Option<f64>,
    pub students: Vec<StudentGain>,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct StudentGain {
    pub student: String,
    pub pre: Option<f64>,
    pub post: Option<f64>,
    /// None when either test is missing, or pre = 100.
    pub g: Option<f64>,
}

/// The normalised gain of one student; None when pre = 100.
pub fn normalised_gain(pre: f64, post: f64) -> Option<f64> {
    (pre < 100.0).then(|| (post - pre) / (100.0 - pre))
}

/// The learning gain of every student with an attempt at either quiz.
pub fn gain(class: &[(String, &Records)], pre_quiz: &str, post_quiz: Option<&str>) -> Gain {
    let post_id = post_quiz.unwrap_or(pre_quiz);
    // The full length of each quiz over the whole class, as the summary
    // counts it, so an old short retry is never a whole attempt.
    let full = |id: &str| {
        crate::records::full_length(
            class
                .iter()
                .flat_map(|(_, records)| records.attempts.iter())
                .filter(|a| a.quiz_id == id),
        )
    };
    let (pre_full, post_full) = (full(pre_quiz), full(post_id));
    let whole = |records: &'_ Records, id: &str, full: usize| {
        let mut attempts: Vec<&QuizAttempt> = records
            .attempts
            .iter()
            .filter(|a| a.quiz_id == id)
            .collect();
        attempts.sort_by_key(|a| a.finished_at);
        StudentAttempts {
            who: 0,
            name: "",
            attempts,
            full,
        }
        .whole()
        .map(QuizAttempt::percent)
        .collect::<Vec<f64>>()
    };
    let mut students = Vec::new();
    for (name, records) in class {
        let pre_scores = whole(records, pre_quiz, pre_full);
        let (pre, post) = match post_quiz {
            None => (
                pre_scores.first().copied(),
                pre_scores.get(1..).and_then(<[f64]>::last).copied(),
            ),
            Some(_) => (
                pre_scores.first().copied(),
                whole(records, post_id, post_full).first().copied(),
            ),
        };
        if pre.is_none() && post.is_none() {
            continue;
        }
        students.push(StudentGain {
            student: name.clone(),
            pre,
            post,
            g: pre
                .zip(post)
                .and_then(|(pre, post)| normalised_gain(pre, post)),
        });
    }
    let both: Vec<(f64, f64)> = students.iter().filter_map(|s| s.pre.zip(s.post)).collect();
    let n = both.len();
    let mean_pre = super::stats::mean(&both.iter().map(|p| p.0).collect::<Vec<_>>());
    let mean_post = super::stats::mean(&both.iter().map(|p| p.1).collect::<Vec<_>>());
    let gains: Vec<f64> = students.iter().filter_map(|s| s.g).collect();
    Gain {
        pre_quiz: pre_quiz.to_owned(),
        post_quiz: post_id.to_owned(),
        class_g: mean_pre
            .zip(mean_post)
            .and_then(|(pre, post)| normalised_gain(pre, post)),
        mean_g: super::stats::mean(&gains),
        n,
        mean_pre,
        mean_post,
        students,
    }
}

/// The gain as a CSV table of its own, printed after the summary's: one
/// row per student, then the class.
pub fn gain_to_csv(gain: &Gain) -> String {
    let number = |value: Option<f64>| value.map_or_else(String::new, |v| format!("{v:.4}"));
    let mut out = String::from("\nrow,pre_quiz,post_quiz,student,pre,post,g,n,class_g,mean_g\n");
    for student in &gain.students {
        push_row(
            &mut out,
            &[
                "gain_student".to_owned(),
                gain.pre_quiz.clone(),
                gain.post_quiz.clone(),
                student.student.clone(),
                number(student.pre),
                number(student.post),
                number(student.g),
                String::new(),
                String::new(),
                String::new(),
            ],
        );
    }
    push_row(
        &mut out,
        &[
            "gain_class".to_owned(),
            gain.pre_quiz.clone(),
            gain.post_quiz.clone(),
            String::new(),
            number(gain.mean_pre),
            number(gain.mean_post),
            String::new(),
            gain.n.to_string(),
            number(gain.class_g),
            number(gain.mean_g),
        ],
    );
    out
}
