//! The random guess score of a question, as Moodle's statistics report
//! gives it: what answering at random earns, on average.

use crate::content::{Question, QuestionKind};

/// The mean share of the points that answering at random gets: Moodle's
/// random guess score (`get_random_guess_score` of each question type).
/// One right choice among c: 1/c. Several right, all or nothing: the
/// student who knows how many to pick and picks them at random is right
/// once in C(c, r); with partial credit, Moodle's r/c. True or false: 1/2. A typed number: 0. An order: the
/// mean credit by position of a random order.
pub fn random_guess(question: &Question) -> f64 {
    match &question.kind {
        QuestionKind::Single { choices } => 1.0 / choices.len().max(1) as f64,
        // With partial credit, Moodle's r/c: the expected share of a
        // student who picks at random as many choices as are right.
        QuestionKind::Multiple { choices } if question.partial_credit => {
            choices.iter().filter(|c| c.correct).count() as f64 / choices.len().max(1) as f64
        }
        QuestionKind::Multiple { choices } => {
            let right = choices.iter().filter(|c| c.correct).count();
            1.0 / binomial(choices.len(), right)
        }
        QuestionKind::TrueFalse { .. } => 0.5,
        QuestionKind::Numeric { .. } | QuestionKind::Calculated { .. } => 0.0,
        QuestionKind::Ordering(ordering) => {
            // Orders of n items with j in place: C(n, j) · D(n − j), D the
            // derangements; each earns ⌊points · j / n⌋ points.
            let n = ordering.items.len();
            let points = question.points.max(1);
            let mut derangements = vec![1.0, 0.0];
            for i in 2..=n {
                derangements.push((i - 1) as f64 * (derangements[i - 1] + derangements[i - 2]));
            }
            let orders: f64 = (1..=n).map(|i| i as f64).product();
            (0..=n)
                .map(|j| {
                    let credit = (u64::from(points) * j as u64 / n.max(1) as u64) as f64;
                    binomial(n, j) * derangements[n - j] * credit / f64::from(points)
                })
                .sum::<f64>()
                / orders
        }
    }
}

fn binomial(n: usize, k: usize) -> f64 {
    (0..k.min(n)).fold(1.0, |acc, i| acc * (n - i) as f64 / (i + 1) as f64)
}
