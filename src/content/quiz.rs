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
mod parameters;
mod raw;
mod slips;

pub use slips::{Slip, SlipValue};

use std::collections::BTreeMap;
use std::sync::Arc;

use rand::Rng;
use rand::seq::SliceRandom;
use serde::Deserialize;

use super::expression::Expression;
use super::formulas::Formula;
use super::lesson::Choice;
use crate::lang::Lang;

pub use calculated::trusting;
pub use parameters::ParamRange;
pub use raw::{QuestionType, RawParamRange, RawQuestion, RawQuiz, RawTolerance};

/// Most points one question may carry: a quiz's total must fit, however
/// many questions it has, and no question is worth a thousand others.
pub const MAX_POINTS: u32 = 1000;

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
}

impl QuestionKind {
    /// The kind as the YAML's `type` names it.
    pub fn question_type(&self) -> QuestionType {
        match self {
            QuestionKind::Single { .. } => QuestionType::Single,
            QuestionKind::Multiple { .. } => QuestionType::Multiple,
            QuestionKind::TrueFalse { .. } => QuestionType::TrueFalse,
            QuestionKind::Numeric { .. } => QuestionType::Numeric,
            QuestionKind::Calculated { .. } => QuestionType::Calculated,
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
    pub fn name(&self) -> &str {
        match self {
            FormulaRef::Named(formula) => formula.name,
            FormulaRef::Written(expression) => expression.text(),
        }
    }

    /// The parameters it reads.
    pub fn reads(&self) -> Vec<&str> {
        match self {
            FormulaRef::Named(formula) => formula.params.to_vec(),
            FormulaRef::Written(expression) => {
                expression.reads().iter().map(String::as_str).collect()
            }
        }
    }

    /// How many combinations of the parameters' values `check` tries.
    pub fn check_points(&self) -> usize {
        match self {
            FormulaRef::Named(formula) => formula.check_points,
            FormulaRef::Written(expression) if expression.is_costly() => {
                super::formulas::COSTLY_CHECK_POINTS
            }
            FormulaRef::Written(_) => super::formulas::MANY,
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
    /// The tolerance as the student reads it: "± 0,3" or "± 2 %".
    pub fn shown(self, lang: Lang) -> String {
        match self {
            Tolerance::Absolute(margin) => crate::units::plus_minus(lang, margin),
            Tolerance::Relative(fraction) => crate::units::plus_minus_percent(lang, fraction),
        }
    }

    /// Whether `given` is close enough to `expected`. An answer that is
    /// not a finite number is never right, and neither is anything against
    /// one (an infinite expected answer would accept every number).
    pub fn accepts(self, expected: f64, given: f64) -> bool {
        if !(expected.is_finite() && given.is_finite()) {
            return false;
        }
        let error = (given - expected).abs();
        // The margin keeps a bound written in decimal (0.2, 2 %) inclusive
        // despite binary rounding.
        match self {
            Tolerance::Absolute(abs) => error <= abs * (1.0 + 1e-12),
            Tolerance::Relative(rel) => error <= rel * expected.abs() * (1.0 + 1e-12),
        }
    }
}

/// A student's answer.
#[derive(Clone, Debug, PartialEq)]
pub enum Answer {
    /// Indices into `choices` (not the shuffled order).
    Choices(Vec<usize>),
    Bool(bool),
    Number(f64),
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
            | QuestionKind::Calculated { .. } => &[],
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
            | QuestionKind::TrueFalse { .. } => None,
        }
    }

    /// The options in the order to show them, as indices into the options:
    /// the choices, shuffled unless the question or its quiz says not to;
    /// true then false; none for a number.
    pub fn option_order(&self, quiz_shuffles: bool, rng: &mut impl Rng) -> Vec<usize> {
        match &self.kind {
            QuestionKind::Single { choices } | QuestionKind::Multiple { choices } => {
                let mut order: Vec<usize> = (0..choices.len()).collect();
                if self.shuffle.unwrap_or(quiz_shuffles) {
                    order.shuffle(rng);
                }
                order
            }
            QuestionKind::TrueFalse { .. } => vec![0, 1],
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
            QuestionKind::Numeric { .. } | QuestionKind::Calculated { .. } => false,
        }
    }

    /// The answer that picking option `option` alone gives, if options are
    /// how this question is answered.
    pub fn option_answer(&self, option: usize) -> Option<Answer> {
        match &self.kind {
            QuestionKind::Single { .. } | QuestionKind::Multiple { .. } => {
                Some(Answer::Choices(vec![option]))
            }
            QuestionKind::TrueFalse { .. } => Some(Answer::Bool(option == 0)),
            QuestionKind::Numeric { .. } | QuestionKind::Calculated { .. } => None,
        }
    }

    /// Draw this attempt's numbers (calculated questions; empty otherwise),
    /// rounded to what the prompt shows, so the expected answer is computed
    /// from exactly the numbers the student sees.
    pub fn draw(&self, rng: &mut impl Rng) -> BTreeMap<String, f64> {
        match &self.kind {
            QuestionKind::Calculated {
                parameters,
                formula,
                ..
            } => parameters::draw_answerable(parameters, formula, rng),
            QuestionKind::Single { .. }
            | QuestionKind::Multiple { .. }
            | QuestionKind::TrueFalse { .. }
            | QuestionKind::Numeric { .. } => BTreeMap::new(),
        }
    }

    /// The prompt with `{name}` replaced by the drawn values, written as
    /// numbers are written in `lang`.
    pub fn prompt_with(&self, values: &BTreeMap<String, f64>, lang: Lang) -> String {
        fill_in(&self.prompt, values, lang)
    }

    /// The explanation, with the drawn values as in the prompt.
    pub fn explanation_with(&self, values: &BTreeMap<String, f64>, lang: Lang) -> String {
        fill_in(&self.explanation, values, lang)
    }

    /// The hint, with the drawn values as in the prompt.
    pub fn hint_with(&self, values: &BTreeMap<String, f64>, lang: Lang) -> Option<String> {
        self.hint.as_deref().map(|hint| fill_in(hint, values, lang))
    }

    /// The right number for numeric and calculated questions.
    pub fn expected_number(&self, values: &BTreeMap<String, f64>) -> Option<f64> {
        match &self.kind {
            QuestionKind::Numeric { answer, .. } => Some(*answer),
            QuestionKind::Calculated { formula, .. } => Some(formula.eval(values)),
            QuestionKind::Single { .. }
            | QuestionKind::Multiple { .. }
            | QuestionKind::TrueFalse { .. } => None,
        }
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
    pub fn grade(&self, answer: &Answer, values: &BTreeMap<String, f64>) -> Grade {
        let correct = match &self.kind {
            QuestionKind::Single { choices } | QuestionKind::Multiple { choices } => {
                matches!(answer, Answer::Choices(picked) if picks_exactly_the_right(choices, picked))
            }
            QuestionKind::TrueFalse { answer: right, .. } => *answer == Answer::Bool(*right),
            QuestionKind::Numeric { tolerance, .. }
            | QuestionKind::Calculated { tolerance, .. } => {
                match (answer, self.expected_number(values)) {
                    (Answer::Number(given), Some(expected)) => tolerance.accepts(expected, *given),
                    (Answer::Number(_), None) | (Answer::Choices(_) | Answer::Bool(_), _) => false,
                }
            }
        };
        Grade {
            correct,
            points: if correct { self.points } else { 0 },
        }
    }

    /// Feedback for a given answer: each picked choice's, or the one for
    /// true or for false. Numbers have none: the explanation says it.
    pub fn feedback(&self, answer: &Answer) -> Vec<String> {
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
            (
                QuestionKind::Single { .. } | QuestionKind::Multiple { .. },
                Answer::Bool(_) | Answer::Number(_),
            )
            | (QuestionKind::TrueFalse { .. }, Answer::Choices(_) | Answer::Number(_))
            | (QuestionKind::Numeric { .. } | QuestionKind::Calculated { .. }, _) => Vec::new(),
        }
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
fn fill_in(text: &str, values: &BTreeMap<String, f64>, lang: Lang) -> String {
    let mut text = text.to_owned();
    for (name, value) in values {
        text = text.replace(
            &format!("{{{name}}}"),
            &crate::units::local_number(lang, *value),
        );
    }
    text
}

/// `{name}` placeholders in a prompt.
pub fn placeholders(text: &str) -> Vec<String> {
    let mut found = Vec::new();
    let mut rest = text;
    while let Some(open) = rest.find('{') {
        let after = &rest[open + 1..];
        match after.find('}') {
            Some(close) => {
                let name = &after[..close];
                if !name.is_empty() && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
                    found.push(name.to_owned());
                }
                rest = &after[close + 1..];
            }
            None => break,
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;
    use rand::rngs::StdRng;

    /// A question read from YAML as a quiz's question is.
    pub(super) fn question(yaml: &str) -> Question {
        let raw: RawQuestion = serde_yaml::from_str(yaml).unwrap();
        raw.into_question().unwrap()
    }

    fn choice(text: &str, correct: bool) -> Choice {
        Choice {
            text: text.to_owned(),
            correct,
            feedback: format!("about {text}"),
        }
    }

    fn with_kind(kind: QuestionKind) -> Question {
        Question {
            id: "q".into(),
            prompt: "P?".into(),
            explanation: "E.".into(),
            hint: None,
            points: 3,
            shuffle: None,
            kind,
            feedback_for: Vec::new(),
        }
    }

    #[test]
    fn placeholders_and_values() {
        assert_eq!(
            placeholders("bits for {n} at p = {p}? {not a name}"),
            vec!["n", "p"]
        );
        assert_eq!(crate::units::number(Lang::En, 10000.0), "10,000");
        assert_eq!(crate::units::number(Lang::Es, 0.01), "0.01");
    }

    #[test]
    fn choice_questions_want_exactly_the_right_choices() {
        let choices = vec![choice("a", true), choice("b", false), choice("c", true)];
        let multiple = with_kind(QuestionKind::Multiple {
            choices: choices.clone(),
        });
        let none = BTreeMap::new();
        let grade = |question: &Question, answer: Answer| question.grade(&answer, &none);
        assert_eq!(
            grade(&multiple, Answer::Choices(vec![2, 0, 2])),
            Grade {
                correct: true,
                points: 3
            }
        );
        assert!(!grade(&multiple, Answer::Choices(vec![0])).correct);
        assert!(!grade(&multiple, Answer::Choices(vec![0, 1, 2])).correct);
        assert!(!grade(&multiple, Answer::Bool(true)).correct);
        assert_eq!(
            multiple.feedback(&Answer::Choices(vec![1])),
            ["about b".to_owned()]
        );
        let single = with_kind(QuestionKind::Single {
            choices: vec![choice("a", false), choice("b", true)],
        });
        assert!(grade(&single, Answer::Choices(vec![1])).correct);
        assert!(!grade(&single, Answer::Choices(vec![0])).correct);
        assert!(single.is_right_option(1) && !single.is_right_option(0));
        assert!(!single.is_right_option(7), "no such option");
    }

    #[test]
    fn true_false_questions_take_a_bool_and_say_why() {
        let question = with_kind(QuestionKind::TrueFalse {
            answer: false,
            if_true: "No: shared bits.".into(),
            if_false: "Right.".into(),
        });
        let none = BTreeMap::new();
        assert!(question.grade(&Answer::Bool(false), &none).correct);
        assert!(!question.grade(&Answer::Bool(true), &none).correct);
        assert!(!question.grade(&Answer::Choices(vec![1]), &none).correct);
        assert_eq!(question.option_answer(1), Some(Answer::Bool(false)));
        assert!(question.is_right_option(1) && !question.is_right_option(0));
        assert_eq!(
            question.feedback(&Answer::Bool(true)),
            ["No: shared bits.".to_owned()]
        );
        assert!(question.choices().is_empty());
    }

    #[test]
    fn numeric_questions_grade_within_their_tolerance() {
        let question = with_kind(QuestionKind::Numeric {
            answer: 9.585,
            tolerance: Tolerance::Relative(0.02),
            unit: Some("bits".into()),
        });
        let none = BTreeMap::new();
        assert_eq!(question.expected_number(&none), Some(9.585));
        assert!(question.grade(&Answer::Number(9.7), &none).correct);
        assert!(!question.grade(&Answer::Number(9.9), &none).correct);
        assert!(!question.grade(&Answer::Choices(vec![0]), &none).correct);
        assert_eq!(question.unit(), Some("bits"));
        assert_eq!(question.option_answer(0), None);
        assert!(question.feedback(&Answer::Number(9.7)).is_empty());
    }

    #[test]
    fn ranges_draw_on_their_grid() {
        let mut rng = StdRng::seed_from_u64(1);
        let whole = ParamRange::Span {
            min: 1000.0,
            max: 5000.0,
            step: Some(1000.0),
        };
        for _ in 0..100 {
            let v = whole.draw(&mut rng);
            assert!((1000.0..=5000.0).contains(&v) && v % 1000.0 == 0.0, "{v}");
        }
        let listed = ParamRange::Values(vec![0.1, 0.01]);
        assert!([0.1, 0.01].contains(&listed.draw(&mut rng)));
    }

    /// The expected answer is computed from the numbers the prompt shows,
    /// not from the unrounded draw (0.05678 shown, 0.0567839… drawn).
    #[test]
    fn calculated_answers_use_the_numbers_shown() {
        let question = question(
            "id: size\ntype: calculated\nprompt: Bits for {n} elements at p = {p}?\n\
             parameters:\n  n: {values: [10000000]}\n  p: {min: 0.001, max: 0.1}\n\
             formula: bits_for\ntolerance: {absolute: 100}\nexplanation: m = −n·ln p / (ln 2)².\n",
        );
        let mut rng = StdRng::seed_from_u64(3);
        for _ in 0..200 {
            let values = question.draw(&mut rng);
            let p = values["p"];
            let prompt = question.prompt_with(&values, Lang::En);
            let shown: f64 = prompt
                .rsplit("p = ")
                .next()
                .and_then(|rest| rest.strip_suffix('?'))
                .and_then(|text| text.parse().ok())
                .unwrap();
            assert_eq!(shown, p, "{prompt}");
            let from_shown = -10_000_000.0 * shown.ln() / std::f64::consts::LN_2.powi(2);
            let expected = question.expected_number(&values).unwrap();
            assert!(
                (expected - from_shown).abs() < 1e-6,
                "{expected} vs {from_shown}"
            );
        }
    }

    #[test]
    fn hints_and_explanations_show_the_drawn_numbers_too() {
        let question = question(
            "id: size\ntype: calculated\nprompt: Bits for {n} at {p}?\n\
             parameters:\n  n: {values: [1000]}\n  p: {values: [0.01]}\nformula: bits_for\n\
             tolerance: {relative: 0.02}\nhint: Start from {n}.\n\
             explanation: For {n} keys, 9.59 bits each.\n",
        );
        let values = BTreeMap::from([("n".to_owned(), 1000.0)]);
        assert_eq!(
            question.hint_with(&values, Lang::En).unwrap(),
            "Start from 1,000."
        );
        assert_eq!(
            question.explanation_with(&values, Lang::En),
            "For 1,000 keys, 9.59 bits each."
        );
    }

    #[test]
    fn a_quiz_read_directly_needs_what_each_kind_needs() {
        let head = "id: q\nlang: en\ntitle: T\nquestions:\n  - id: a\n    type: true-false\n    \
                    prompt: P\n    explanation: E\n";
        let err = serde_yaml::from_str::<Quiz>(head).unwrap_err().to_string();
        assert!(
            err.contains("questions[0]: a true-false question needs `answer`"),
            "{err}"
        );
        let whole =
            format!("{head}    answer: true\n    if_true: T\n    if_false: F\n    points: 0\n");
        let quiz: Quiz = serde_yaml::from_str(&whole).unwrap();
        assert_eq!(
            quiz.questions[0].points, 0,
            "only the kind's fields are checked"
        );
        assert_eq!(quiz.questions[0].question_type(), QuestionType::TrueFalse);
    }

    #[test]
    fn tolerances() {
        let abs = Tolerance::Absolute(0.2);
        assert!(abs.accepts(9.6, 9.45) && !abs.accepts(9.6, 9.3));
        let rel = Tolerance::Relative(0.02);
        assert!(rel.accepts(1000.0, 1019.0) && !rel.accepts(1000.0, 1021.0));
        assert!(!rel.accepts(f64::INFINITY, 1e300) && !abs.accepts(1.0, f64::NAN));
    }
}
