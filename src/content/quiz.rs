//! A quiz as the app asks it: each question's kind carries the fields of
//! that kind, and what a quiz needs at run time lives here (drawing the
//! numbers of calculated questions, the order of the options, grading,
//! feedback).
//!
//! The YAML form and its checks are in `raw`: a file is read into
//! [`RawQuiz`], checked with every problem at its place, and only then
//! converted into a [`Quiz`]. The checks of calculated questions are in
//! `calculated`, their parameters' ranges in `parameters`.

mod calculated;
mod fill;
mod ordering;
mod parameters;
mod raw;
mod slips;

use fill::fill_in;
pub(crate) use fill::{placeholders, replace_placeholder};
pub(crate) use ordering::Ordering;

pub(crate) use slips::{Slip, SlipValue};

use std::collections::BTreeMap;
use std::sync::Arc;

use rand::Rng;
use rand::seq::SliceRandom;
use serde::Deserialize;

use super::expression::Expression;
use super::formulas::Formula;
use super::lesson::Choice;
use crate::lang::Lang;

pub(crate) use calculated::trusting;
pub use parameters::ParamRange;
pub use raw::QuestionType;
pub(crate) use raw::{RawQuiz, RawTolerance};

/// Most points one question may carry: a quiz's total must fit, however
/// many questions it has, and no question is worth a thousand others.
pub(crate) const MAX_POINTS: u32 = 1000;

/// A quiz. Read from YAML directly, it is only checked for what each
/// question's kind needs (`parse_document` checks everything, and says
/// where).
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(try_from = "RawQuiz")]
pub struct Quiz {
    pub id: String,
    pub lang: Lang,
    pub title: String,
    pub description: Option<String>,
    /// Shuffle the options of every question (a question may override it).
    pub shuffle: bool,
    /// Multiple-choice questions give partial credit (see
    /// [`Question::grade`]).
    pub partial_credit: bool,
    pub questions: Vec<Question>,
}

/// One question: what every kind has, and its kind with the kind's own
/// fields.
#[derive(Clone, Debug, PartialEq)]
pub struct Question {
    /// Unique in its quiz; records and reviews refer to it.
    pub id: String,
    pub prompt: String,
    pub explanation: String,
    pub hint: Option<String>,
    pub points: u32,
    /// Overrides the quiz's `shuffle` for this question's options.
    pub shuffle: Option<bool>,
    /// The quiz's `partial_credit`, on a multiple-choice question: it
    /// gives credit for part of the right choices.
    pub partial_credit: bool,
    pub kind: QuestionKind,
    /// Feedback for wrong numbers the author foresaw (numeric and
    /// calculated questions).
    pub feedback_for: Vec<Slip>,
}

/// What kind of answer a question takes, and what is right.
#[derive(Clone, Debug, PartialEq)]
pub enum QuestionKind {
    /// Exactly one of the choices is right.
    Single { choices: Vec<Choice> },
    /// One or more choices are right; an answer must pick exactly those.
    Multiple { choices: Vec<Choice> },
    /// A statement, true or false, with feedback for each answer.
    TrueFalse {
        answer: bool,
        if_true: String,
        if_false: String,
    },
    /// A number, right within the tolerance.
    Numeric {
        answer: f64,
        tolerance: Tolerance,
        unit: Option<String>,
    },
    /// A number computed by `formula` from parameters drawn anew at every
    /// attempt, right within the tolerance.
    Calculated {
        parameters: BTreeMap<String, ParamRange>,
        formula: FormulaRef,
        tolerance: Tolerance,
        unit: Option<String>,
    },
    /// Items to put in order, graded by position (see [`Ordering`]).
    Ordering(Ordering),
}

impl QuestionKind {
    /// The kind as the YAML's `type` names it.
    pub(crate) fn question_type(&self) -> QuestionType {
        match self {
            QuestionKind::Single { .. } => QuestionType::Single,
            QuestionKind::Multiple { .. } => QuestionType::Multiple,
            QuestionKind::TrueFalse { .. } => QuestionType::TrueFalse,
            QuestionKind::Numeric { .. } => QuestionType::Numeric,
            QuestionKind::Calculated { .. } => QuestionType::Calculated,
            QuestionKind::Ordering(_) => QuestionType::Ordering,
        }
    }
}

/// A calculated question's formula: one of [`super::formulas::FORMULAS`]
/// by name, or an expression the author wrote. Two are the same when they
/// are written the same.
#[derive(Clone)]
pub enum FormulaRef {
    Named(&'static Formula),
    Written(Arc<Expression>),
}

impl FormulaRef {
    /// The formula as the file writes it.
    pub(crate) fn name(&self) -> &str {
        match self {
            FormulaRef::Named(formula) => formula.name,
            FormulaRef::Written(expression) => expression.text(),
        }
    }

    /// The parameters it reads.
    pub(crate) fn reads(&self) -> Vec<&str> {
        match self {
            FormulaRef::Named(formula) => formula.params.to_vec(),
            FormulaRef::Written(expression) => {
                expression.reads().iter().map(String::as_str).collect()
            }
        }
    }

    pub fn eval(&self, values: &BTreeMap<String, f64>) -> f64 {
        match self {
            FormulaRef::Named(formula) => formula.eval(values),
            FormulaRef::Written(expression) => expression.eval(values),
        }
    }
}

impl PartialEq for FormulaRef {
    fn eq(&self, other: &Self) -> bool {
        self.name() == other.name()
    }
}

impl std::fmt::Debug for FormulaRef {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "FormulaRef({})", self.name())
    }
}

/// How far a number may be from the right one.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Tolerance {
    /// At most this far.
    Absolute(f64),
    /// At most this fraction of the right answer (0.05: ±5 %).
    Relative(f64),
}

impl Tolerance {
    /// The tolerance as the student reads it: "±0,3", or "±2 % of it",
    /// which says the margin is a share of the answer, not 2 points
    /// beside an answer that is itself a share (reader 10, en 4.2).
    pub(crate) fn shown(self, lang: Lang) -> String {
        match self {
            Tolerance::Absolute(margin) => crate::units::plus_minus(lang, margin),
            Tolerance::Relative(fraction) => crate::t!(
                lang,
                "tolerance-relative",
                margin = crate::units::plus_minus_percent(lang, fraction)
            ),
        }
    }

    /// How far from `expected` an answer may be.
    pub(crate) fn margin(self, expected: f64) -> f64 {
        match self {
            Tolerance::Absolute(abs) => abs,
            Tolerance::Relative(rel) => rel * expected.abs(),
        }
    }

    /// Whether `given` is close enough to `expected`. An answer that is
    /// not a finite number is never right, and neither is anything against
    /// one (an infinite expected answer would accept every number).
    pub(crate) fn accepts(self, expected: f64, given: f64) -> bool {
        if !(expected.is_finite() && given.is_finite()) {
            return false;
        }
        // The factor keeps a bound written in decimal (0.2, 2 %) inclusive
        // despite binary rounding.
        (given - expected).abs() <= self.margin(expected) * (1.0 + 1e-12)
    }
}

/// A student's answer.
#[derive(Clone, Debug, PartialEq)]
pub enum Answer {
    /// Indices into `choices` (not the shuffled order).
    Choices(Vec<usize>),
    Bool(bool),
    Number(f64),
    /// Indices into an ordering question's items, in the order the
    /// student put them.
    Order(Vec<usize>),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Grade {
    pub correct: bool,
    pub points: u32,
}

impl Question {
    /// The kind as the YAML's `type` names it.
    pub fn question_type(&self) -> QuestionType {
        self.kind.question_type()
    }

    /// The choices to pick from: none for true/false and number questions.
    pub fn choices(&self) -> &[Choice] {
        match &self.kind {
            QuestionKind::Single { choices } | QuestionKind::Multiple { choices } => choices,
            QuestionKind::TrueFalse { .. }
            | QuestionKind::Numeric { .. }
            | QuestionKind::Calculated { .. }
            | QuestionKind::Ordering(_) => &[],
        }
    }

    /// The unit shown beside a number answer.
    pub fn unit(&self) -> Option<&str> {
        match &self.kind {
            QuestionKind::Numeric { unit, .. } | QuestionKind::Calculated { unit, .. } => {
                unit.as_deref()
            }
            QuestionKind::Single { .. }
            | QuestionKind::Multiple { .. }
            | QuestionKind::TrueFalse { .. }
            | QuestionKind::Ordering(_) => None,
        }
    }

    /// The options in the order to show them, as indices into the options:
    /// the choices, shuffled unless the question or its quiz says not to;
    /// true then false; an ordering question's items shuffled, never in
    /// their right order; none for a number.
    pub(crate) fn option_order(&self, quiz_shuffles: bool, rng: &mut impl Rng) -> Vec<usize> {
        match &self.kind {
            QuestionKind::Single { choices } | QuestionKind::Multiple { choices } => {
                let mut order: Vec<usize> = (0..choices.len()).collect();
                if self.shuffle.unwrap_or(quiz_shuffles) {
                    order.shuffle(rng);
                }
                order
            }
            QuestionKind::TrueFalse { .. } => vec![0, 1],
            QuestionKind::Ordering(ordering) => ordering.shuffled(rng),
            QuestionKind::Numeric { .. } | QuestionKind::Calculated { .. } => Vec::new(),
        }
    }

    /// Whether option `option` (an index into the choices; for true/false,
    /// 0 is true and 1 false) is a right answer.
    pub fn is_right_option(&self, option: usize) -> bool {
        match &self.kind {
            QuestionKind::Single { choices } | QuestionKind::Multiple { choices } => {
                choices.get(option).is_some_and(|choice| choice.correct)
            }
            QuestionKind::TrueFalse { answer, .. } => *answer == (option == 0),
            QuestionKind::Numeric { .. }
            | QuestionKind::Calculated { .. }
            | QuestionKind::Ordering(_) => false,
        }
    }

    /// The answer that picking option `option` alone gives, if options are
    /// how this question is answered.
    pub(crate) fn option_answer(&self, option: usize) -> Option<Answer> {
        match &self.kind {
            QuestionKind::Single { .. } | QuestionKind::Multiple { .. } => {
                Some(Answer::Choices(vec![option]))
            }
            QuestionKind::TrueFalse { .. } => Some(Answer::Bool(option == 0)),
            QuestionKind::Numeric { .. }
            | QuestionKind::Calculated { .. }
            | QuestionKind::Ordering(_) => None,
        }
    }

    /// Draw this attempt's numbers (calculated questions; empty otherwise),
    /// rounded to what the prompt shows, so the expected answer is computed
    /// from exactly the numbers the student sees.
    pub(crate) fn draw(&self, rng: &mut impl Rng) -> BTreeMap<String, f64> {
        match &self.kind {
            QuestionKind::Calculated {
                parameters,
                formula,
                ..
            } => parameters::draw_answerable(parameters, formula, rng),
            QuestionKind::Single { .. }
            | QuestionKind::Multiple { .. }
            | QuestionKind::TrueFalse { .. }
            | QuestionKind::Numeric { .. }
            | QuestionKind::Ordering(_) => BTreeMap::new(),
        }
    }

    /// The prompt with `{name}` replaced by the drawn values, written as
    /// numbers are written in `lang`.
    pub(crate) fn prompt_with(&self, values: &BTreeMap<String, f64>, lang: Lang) -> String {
        fill_in(&self.prompt, values, lang)
    }

    /// The explanation, with the drawn values as in the prompt.
    pub(crate) fn explanation_with(&self, values: &BTreeMap<String, f64>, lang: Lang) -> String {
        fill_in(&self.explanation, values, lang)
    }

    /// The hint, with the drawn values as in the prompt.
    pub(crate) fn hint_with(&self, values: &BTreeMap<String, f64>, lang: Lang) -> Option<String> {
        self.hint.as_deref().map(|hint| fill_in(hint, values, lang))
    }

    /// The right number for numeric and calculated questions.
    pub fn expected_number(&self, values: &BTreeMap<String, f64>) -> Option<f64> {
        match &self.kind {
            QuestionKind::Numeric { answer, .. } => Some(*answer),
            QuestionKind::Calculated { formula, .. } => Some(formula.eval(values)),
            QuestionKind::Single { .. }
            | QuestionKind::Multiple { .. }
            | QuestionKind::TrueFalse { .. }
            | QuestionKind::Ordering(_) => None,
        }
    }

    /// Whether the question offers a «%» (its note, its keys): where no
    /// unit is shown beside the box. Decided from what the student sees,
    /// never from the answer: a note offering a % only where the answer
    /// was under 1 told its size before it was worked out (reader 35, es
    /// 6.1). A % typed for an answer over 1 is still refused, with why.
    pub(crate) fn offers_percent(&self) -> bool {
        self.unit().is_none()
    }

    /// Whether a «%» may be typed for this question's number: never for
    /// one in a unit, «59,9 %» of MB was graded right (reader 35, es 6.1).
    pub(crate) fn takes_percent(&self, values: &BTreeMap<String, f64>) -> bool {
        self.unit().is_none() && crate::course::takes_percent(self.expected_number(values))
    }

    /// The feedback the author wrote for this wrong number, if it is one
    /// they foresaw (within the question's tolerance of it), and it is
    /// not right.
    pub fn slip_feedback(&self, given: f64, values: &BTreeMap<String, f64>) -> Option<&str> {
        let tolerance = match &self.kind {
            QuestionKind::Numeric { tolerance, .. }
            | QuestionKind::Calculated { tolerance, .. } => *tolerance,
            _ => return None,
        };
        let right = self
            .expected_number(values)
            .is_some_and(|expected| tolerance.accepts(expected, given));
        if right {
            return None;
        }
        self.feedback_for
            .iter()
            .find(|slip| tolerance.accepts(slip.value(values), given))
            .map(|slip| slip.feedback.as_str())
    }

    /// Grade an answer; an answer of another form than the question takes
    /// (a number to a choice question) is wrong.
    ///
    /// A multiple-choice question is all or nothing, unless the quiz sets
    /// `partial_credit`: then, by Moodle's rule for several right answers,
    /// each right choice picked earns 1/r of the points and each wrong one
    /// takes 1/w away (r right and w wrong choices), the total at least 0
    /// and rounded down to a whole point.
    pub fn grade(&self, answer: &Answer, values: &BTreeMap<String, f64>) -> Grade {
        if let (QuestionKind::Multiple { choices }, Answer::Choices(picked), true) =
            (&self.kind, answer, self.partial_credit)
        {
            return partial_credit(choices, picked, self.points);
        }
        let correct = match &self.kind {
            QuestionKind::Single { choices } | QuestionKind::Multiple { choices } => {
                matches!(answer, Answer::Choices(picked) if picks_exactly_the_right(choices, picked))
            }
            QuestionKind::TrueFalse { answer: right, .. } => *answer == Answer::Bool(*right),
            QuestionKind::Numeric { tolerance, .. }
            | QuestionKind::Calculated { tolerance, .. } => {
                match (answer, self.expected_number(values)) {
                    (Answer::Number(given), Some(expected)) => tolerance.accepts(expected, *given),
                    (Answer::Number(_), None)
                    | (Answer::Choices(_) | Answer::Bool(_) | Answer::Order(_), _) => false,
                }
            }
            QuestionKind::Ordering(ordering) => {
                return match answer {
                    Answer::Order(order) => ordering.grade(order, self.points),
                    Answer::Choices(_) | Answer::Bool(_) | Answer::Number(_) => Grade {
                        correct: false,
                        points: 0,
                    },
                };
            }
        };
        Grade {
            correct,
            points: if correct { self.points } else { 0 },
        }
    }

    /// Feedback for a given answer: each picked choice's, or the one for
    /// true or for false. Numbers have none: the explanation says it.
    pub(crate) fn feedback(&self, answer: &Answer) -> Vec<String> {
        match (&self.kind, answer) {
            (
                QuestionKind::Single { choices } | QuestionKind::Multiple { choices },
                Answer::Choices(picked),
            ) => picked
                .iter()
                .filter_map(|i| choices.get(*i))
                .map(|c| c.feedback.clone())
                .collect(),
            (QuestionKind::TrueFalse { if_true, .. }, Answer::Bool(true)) => vec![if_true.clone()],
            (QuestionKind::TrueFalse { if_false, .. }, Answer::Bool(false)) => {
                vec![if_false.clone()]
            }
            // An answer of another form than the question takes has none.
            // Ordering questions show each item's place instead.
            (
                QuestionKind::Single { .. } | QuestionKind::Multiple { .. },
                Answer::Bool(_) | Answer::Number(_) | Answer::Order(_),
            )
            | (
                QuestionKind::TrueFalse { .. },
                Answer::Choices(_) | Answer::Number(_) | Answer::Order(_),
            )
            | (
                QuestionKind::Numeric { .. }
                | QuestionKind::Calculated { .. }
                | QuestionKind::Ordering(_),
                _,
            ) => Vec::new(),
        }
    }
}

/// Moodle's partial credit for several right answers (see
/// [`Question::grade`]), in whole points.
fn partial_credit(choices: &[Choice], picked: &[usize], points: u32) -> Grade {
    let right = choices.iter().filter(|c| c.correct).count() as u64;
    let wrong = choices.len() as u64 - right;
    let mut picked = picked.to_vec();
    picked.sort_unstable();
    picked.dedup();
    let hits = picked
        .iter()
        .filter(|i| choices.get(**i).is_some_and(|c| c.correct))
        .count() as u64;
    let misses = picked
        .iter()
        .filter(|i| choices.get(**i).is_some_and(|c| !c.correct))
        .count() as u64;
    // share = hits/r − misses/w, over the common denominator r·w.
    let (gained, lost, whole) = match wrong {
        0 => (hits, 0, right.max(1)),
        _ => (hits * wrong, misses * right, right.max(1) * wrong),
    };
    let share = gained.saturating_sub(lost);
    let correct = picks_exactly_the_right(choices, &picked);
    Grade {
        correct,
        points: if correct {
            points
        } else {
            u32::try_from(u64::from(points) * share / whole).unwrap_or(points)
        },
    }
}

/// Whether `picked` (in any order, repeats ignored) is exactly the set of
/// right choices.
fn picks_exactly_the_right(choices: &[Choice], picked: &[usize]) -> bool {
    let right: Vec<usize> = (0..choices.len()).filter(|i| choices[*i].correct).collect();
    let mut picked = picked.to_vec();
    picked.sort_unstable();
    picked.dedup();
    picked == right
}

/// `text` with each `{name}` replaced by its value, written as numbers are
/// written in `lang`.
#[cfg(test)]
mod tests;
