//! The quiz format, its validation, and what a quiz needs at run time:
//! drawing the numbers of calculated questions, shuffling options, grading.

use std::collections::BTreeMap;

use rand::Rng;
use rand::seq::SliceRandom;
use serde::Deserialize;

use super::formulas;
use super::lesson::Choice;
use super::limits::{self, too_many};
use super::validation::{Issue, check_choices, check_optional, issue, require_text};
use super::yaml::NodePath;
use crate::lang::Lang;

#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Quiz {
    pub id: String,
    pub lang: Lang,
    pub title: String,
    #[serde(default)]
    pub description: Option<String>,
    #[serde(default = "yes")]
    pub shuffle: bool,
    pub questions: Vec<Question>,
}

/// Most points one question may carry: a quiz's total must fit, however
/// many questions it has, and no question is worth a thousand others.
pub const MAX_POINTS: u32 = 1000;

fn yes() -> bool {
    true
}

fn one() -> u32 {
    1
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum QuestionType {
    Single,
    Multiple,
    TrueFalse,
    Numeric,
    Calculated,
}

impl QuestionType {
    pub fn name(self) -> &'static str {
        match self {
            QuestionType::Single => "single",
            QuestionType::Multiple => "multiple",
            QuestionType::TrueFalse => "true-false",
            QuestionType::Numeric => "numeric",
            QuestionType::Calculated => "calculated",
        }
    }
}

#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Question {
    pub id: String,
    #[serde(rename = "type")]
    pub kind: QuestionType,
    pub prompt: String,
    pub explanation: String,
    #[serde(default)]
    pub hint: Option<String>,
    #[serde(default = "one")]
    pub points: u32,
    #[serde(default)]
    pub shuffle: Option<bool>,
    #[serde(default)]
    pub choices: Option<Vec<Choice>>,
    /// true-false: a boolean; numeric: a number.
    #[serde(default)]
    pub answer: Option<serde_yaml::Value>,
    #[serde(default)]
    pub if_true: Option<String>,
    #[serde(default)]
    pub if_false: Option<String>,
    #[serde(default)]
    pub tolerance: Option<Tolerance>,
    #[serde(default)]
    pub unit: Option<String>,
    #[serde(default)]
    pub parameters: Option<BTreeMap<String, ParamRange>>,
    #[serde(default)]
    pub formula: Option<String>,
}

#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Tolerance {
    #[serde(default)]
    pub absolute: Option<f64>,
    #[serde(default)]
    pub relative: Option<f64>,
}

impl Tolerance {
    /// Whether `given` is close enough to `expected`. An answer that is
    /// not a finite number is never right, and neither is anything against
    /// one (an infinite expected answer would accept every number).
    pub fn accepts(&self, expected: f64, given: f64) -> bool {
        if !(expected.is_finite() && given.is_finite()) {
            return false;
        }
        let error = (given - expected).abs();
        match (self.absolute, self.relative) {
            (Some(abs), _) => error <= abs * (1.0 + 1e-12),
            (None, Some(rel)) => error <= rel * expected.abs() * (1.0 + 1e-12),
            (None, None) => error == 0.0,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ParamRange {
    #[serde(default)]
    pub min: Option<f64>,
    #[serde(default)]
    pub max: Option<f64>,
    #[serde(default)]
    pub step: Option<f64>,
    #[serde(default)]
    pub values: Option<Vec<f64>>,
}

/// What a draw of a parameter picks from.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Grid<'a> {
    /// One of the listed values.
    List(&'a [f64]),
    /// min + step·i for a whole i from 0 to `count`.
    Steps { min: f64, step: f64, count: u64 },
    /// Any number from min to max.
    Uniform { min: f64, max: f64 },
}

/// Where in a parameter's range a tried value comes from, for the error.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum End {
    Min,
    Max,
    Inside,
    Value(usize),
}

/// A value a draw can give, as drawn and as the prompt shows it.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Sample {
    drawn: f64,
    shown: f64,
    from: End,
}

/// Values tried inside a range by the check, besides its two ends.
const SAMPLES_INSIDE: usize = 15;

impl ParamRange {
    fn grid(&self) -> Grid<'_> {
        if let Some(values) = self.values.as_ref().filter(|v| !v.is_empty()) {
            return Grid::List(values);
        }
        let (min, max) = (self.min.unwrap_or(0.0), self.max.unwrap_or(0.0));
        let step = self
            .step
            .or_else(|| (min.fract() == 0.0 && max.fract() == 0.0).then_some(1.0));
        match step {
            Some(step) if step > 0.0 => Grid::Steps {
                min,
                step,
                count: ((max - min) / step + 1e-9).floor() as u64,
            },
            _ => Grid::Uniform { min, max },
        }
    }

    /// Draw one value: from `values`, or uniformly on the grid min, min+step…
    /// (whole numbers when min and max are whole and no step is given).
    pub fn draw(&self, rng: &mut impl Rng) -> f64 {
        match self.grid() {
            Grid::List(values) => values[rng.random_range(0..values.len())],
            Grid::Steps { min, step, count } => min + step * rng.random_range(0..=count) as f64,
            Grid::Uniform { min, max } => rng.random_range(min..=max),
        }
    }

    /// The values worth checking the parameter at: the ends and the list.
    fn extremes(&self) -> Vec<f64> {
        match &self.values {
            Some(values) => values.clone(),
            None => [self.min, self.max].into_iter().flatten().collect(),
        }
    }

    /// Values a draw can give, as the prompt shows them: every listed
    /// value, or both ends of the range (the last point of a stepped
    /// grid, which may fall short of `max`) and evenly spaced points
    /// between, computed as [`ParamRange::draw`] computes them.
    fn samples(&self) -> Vec<Sample> {
        let sample = |drawn: f64, from: End| Sample {
            drawn,
            shown: crate::units::as_shown(drawn),
            from,
        };
        let parts = SAMPLES_INSIDE as u64 + 1;
        match self.grid() {
            Grid::List(values) => values
                .iter()
                .enumerate()
                .map(|(i, v)| sample(*v, End::Value(i)))
                .collect(),
            Grid::Steps { min, step, count } => {
                let mut indexes: Vec<u64> = (1..parts)
                    .map(|j| (u128::from(count) * u128::from(j) / u128::from(parts)) as u64)
                    .filter(|i| *i > 0 && *i < count)
                    .collect();
                indexes.dedup();
                let mut samples = vec![sample(min, End::Min)];
                samples.extend(
                    indexes
                        .into_iter()
                        .map(|i| sample(min + step * i as f64, End::Inside)),
                );
                if count > 0 {
                    samples.push(sample(min + step * count as f64, End::Max));
                }
                samples
            }
            Grid::Uniform { min, max } => {
                let mut samples = vec![sample(min, End::Min)];
                samples.extend((1..parts).map(|j| {
                    let t = j as f64 / parts as f64;
                    sample(min + (max - min) * t, End::Inside)
                }));
                samples.push(sample(max, End::Max));
                samples
            }
        }
    }
}

/// At most `keep` of `samples`, evenly spaced, the first and last kept.
fn thin(samples: &[f64], keep: usize) -> Vec<f64> {
    if samples.len() <= keep || keep < 2 {
        return samples.to_vec();
    }
    (0..keep)
        .map(|j| samples[j * (samples.len() - 1) / (keep - 1)])
        .collect()
}

/// What is wrong with how the parameter at `at` gives its range, if anything.
fn range_problem(range: &ParamRange, at: &NodePath) -> Option<Issue> {
    let message = match (&range.values, range.min, range.max) {
        (Some(values), None, None) if values.is_empty() => Some("`values` is empty".to_owned()),
        (Some(values), None, None) if values.len() > limits::MAX_VALUES => {
            return Some(issue(
                at.key("values").index(limits::MAX_VALUES),
                too_many("numbers in `values`", values.len(), limits::MAX_VALUES, ""),
            ));
        }
        (Some(_), None, None) => None,
        (Some(_), _, _) => Some("give either `values` or `min` and `max`, not both".into()),
        (None, Some(min), Some(max)) if min > max => {
            Some(format!("`min` ({min}) is above `max` ({max})"))
        }
        (None, Some(_), Some(_)) => match range.step {
            Some(step) if step.is_nan() || step <= 0.0 => {
                Some(format!("`step` must be greater than 0 (got {step})"))
            }
            _ => None,
        },
        (None, _, _) => Some("needs `min` and `max`, or `values`".into()),
    };
    message.map(|message| issue(at.clone(), message))
}

impl Quiz {
    /// Every problem in the quiz. Questions past [`limits::MAX_QUESTIONS`]
    /// are not checked: the quiz must be split first.
    pub fn validate(&self) -> Result<(), Vec<Issue>> {
        let root = NodePath::default();
        let mut issues = Vec::new();
        require_text(&mut issues, root.key("id"), &self.id, "`id`");
        require_text(&mut issues, root.key("title"), &self.title, "`title`");
        check_optional(
            &mut issues,
            root.key("description"),
            self.description.as_ref(),
            "`description`",
        );
        if self.questions.is_empty() {
            issues.push(issue(
                root.key("questions"),
                "a quiz needs at least one question",
            ));
        }
        if self.questions.len() > limits::MAX_QUESTIONS {
            issues.push(issue(
                root.key("questions").index(limits::MAX_QUESTIONS),
                too_many(
                    "questions in a quiz",
                    self.questions.len(),
                    limits::MAX_QUESTIONS,
                    "split it into several quizzes",
                ),
            ));
        }
        let mut seen: BTreeMap<&str, usize> = BTreeMap::new();
        for (i, question) in self
            .questions
            .iter()
            .enumerate()
            .take(limits::MAX_QUESTIONS)
        {
            let path = root.key("questions").index(i);
            if let Some(first) = seen.insert(question.id.as_str(), i) {
                issues.push(issue(
                    path.key("id"),
                    format!(
                        "duplicate question id `{}` (question {} has it too): ids must be unique in a quiz",
                        question.id,
                        first + 1
                    ),
                ));
            }
            question.check(&mut issues, &path);
        }
        if issues.is_empty() {
            Ok(())
        } else {
            Err(issues)
        }
    }
}

impl Question {
    fn check(&self, issues: &mut Vec<Issue>, path: &NodePath) {
        require_text(issues, path.key("id"), &self.id, "`id`");
        require_text(issues, path.key("prompt"), &self.prompt, "`prompt`");
        require_text(
            issues,
            path.key("explanation"),
            &self.explanation,
            "`explanation`",
        );
        let optional = [
            ("hint", &self.hint),
            ("if_true", &self.if_true),
            ("if_false", &self.if_false),
            ("unit", &self.unit),
            ("formula", &self.formula),
        ];
        for (field, text) in optional {
            check_optional(
                issues,
                path.key(field),
                text.as_ref(),
                &format!("`{field}`"),
            );
        }
        if !(1..=MAX_POINTS).contains(&self.points) {
            issues.push(issue(
                path.key("points"),
                format!(
                    "`points` must be from 1 to {MAX_POINTS} (got {})",
                    self.points
                ),
            ));
        }
        let kind = self.kind;
        let not_for = |issues: &mut Vec<Issue>, present: bool, field: &str| {
            if present {
                issues.push(issue(
                    path.key(field),
                    format!("`{field}` does not apply to a {} question", kind.name()),
                ));
            }
        };
        let needs = |issues: &mut Vec<Issue>, present: bool, field: &str| {
            if !present {
                issues.push(issue(
                    path.clone(),
                    format!("a {} question needs `{field}`", kind.name()),
                ));
            }
        };
        let choice_kind = matches!(kind, QuestionType::Single | QuestionType::Multiple);
        let number_kind = matches!(kind, QuestionType::Numeric | QuestionType::Calculated);
        not_for(issues, !choice_kind && self.choices.is_some(), "choices");
        not_for(
            issues,
            kind != QuestionType::TrueFalse && self.if_true.is_some(),
            "if_true",
        );
        not_for(
            issues,
            kind != QuestionType::TrueFalse && self.if_false.is_some(),
            "if_false",
        );
        not_for(
            issues,
            !number_kind && self.tolerance.is_some(),
            "tolerance",
        );
        not_for(issues, !number_kind && self.unit.is_some(), "unit");
        not_for(
            issues,
            kind != QuestionType::Calculated && self.parameters.is_some(),
            "parameters",
        );
        not_for(
            issues,
            kind != QuestionType::Calculated && self.formula.is_some(),
            "formula",
        );
        not_for(issues, choice_kind && self.answer.is_some(), "answer");
        not_for(
            issues,
            kind == QuestionType::Calculated && self.answer.is_some(),
            "answer",
        );
        match kind {
            QuestionType::Single | QuestionType::Multiple => match &self.choices {
                Some(choices) => check_choices(issues, path, choices, kind == QuestionType::Single),
                None => needs(issues, false, "choices"),
            },
            QuestionType::TrueFalse => {
                match &self.answer {
                    None => needs(issues, false, "answer"),
                    Some(value) if value.as_bool().is_none() => {
                        issues.push(issue(path.key("answer"), "`answer` must be true or false"));
                    }
                    Some(_) => {}
                }
                needs(issues, self.if_true.is_some(), "if_true");
                needs(issues, self.if_false.is_some(), "if_false");
            }
            QuestionType::Numeric => {
                match &self.answer {
                    None => needs(issues, false, "answer"),
                    Some(value) if value.as_f64().is_none_or(|v| !v.is_finite()) => {
                        issues.push(issue(path.key("answer"), "`answer` must be a number"));
                    }
                    Some(_) => {}
                }
                self.check_tolerance(issues, path);
            }
            QuestionType::Calculated => {
                self.check_tolerance(issues, path);
                self.check_formula(issues, path);
            }
        }
    }

    fn check_tolerance(&self, issues: &mut Vec<Issue>, path: &NodePath) {
        let Some(tolerance) = &self.tolerance else {
            issues.push(issue(
                path.clone(),
                format!(
                    "a {} question needs `tolerance` with `absolute: X` or `relative: X`",
                    self.kind.name()
                ),
            ));
            return;
        };
        let at = path.key("tolerance");
        match (tolerance.absolute, tolerance.relative) {
            (Some(_), Some(_)) | (None, None) => {
                issues.push(issue(
                    at,
                    "`tolerance` needs exactly one of `absolute` or `relative`",
                ));
            }
            (None, Some(value)) if value >= 1.0 && value.is_finite() => {
                issues.push(issue(
                    at.key("relative"),
                    format!("a relative tolerance is a fraction of the answer: 0.05 means ±5 % (got {value})"),
                ));
            }
            (Some(value), None) | (None, Some(value)) if !(value > 0.0 && value.is_finite()) => {
                let which = if tolerance.absolute.is_some() {
                    "absolute"
                } else {
                    "relative"
                };
                issues.push(issue(
                    at.key(which),
                    format!("the tolerance must be greater than 0 (got {value})"),
                ));
            }
            _ => {}
        }
    }

    fn check_formula(&self, issues: &mut Vec<Issue>, path: &NodePath) {
        let Some(name) = &self.formula else {
            issues.push(issue(path.clone(), "a calculated question needs `formula`"));
            return;
        };
        let Some(formula) = formulas::find(name) else {
            let shown: String = name.chars().take(40).collect();
            issues.push(issue(
                path.key("formula"),
                format!(
                    "unknown formula `{shown}`; the formulas are: {}",
                    formulas::names()
                ),
            ));
            return;
        };
        let empty = BTreeMap::new();
        let parameters = self.parameters.as_ref().unwrap_or(&empty);
        let params_path = path.key("parameters");
        if parameters.len() > limits::MAX_PARAMETERS {
            issues.push(issue(
                params_path,
                too_many(
                    "parameters in a question",
                    parameters.len(),
                    limits::MAX_PARAMETERS,
                    "a formula reads at most three",
                ),
            ));
            return;
        }
        let before = issues.len();
        for needed in formula.params {
            if !parameters.contains_key(*needed) {
                issues.push(issue(
                    params_path.clone(),
                    format!(
                        "formula `{name}` needs the parameter `{needed}` (it uses {})",
                        formula.params.join(", ")
                    ),
                ));
            }
        }
        // The values each parameter can be shown as.
        let mut shown: BTreeMap<&str, Vec<f64>> = BTreeMap::new();
        for (param, range) in parameters {
            let at = params_path.key(param);
            if let Some(problem) = range_problem(range, &at) {
                issues.push(problem);
                continue;
            }
            if let Some(problem) = range.extremes().into_iter().find_map(|value| {
                formulas::check_value(param, value)
                    .err()
                    .map(|problem| format!("{problem} (got {value})"))
            }) {
                issues.push(issue(at, problem));
                continue;
            }
            // What the student sees must be a valid value too: p = 0.99999
            // is shown as 1.
            let samples = range.samples();
            if let Some((sample, problem)) = samples.iter().find_map(|sample| {
                formulas::check_value(param, sample.shown)
                    .err()
                    .map(|problem| (sample, problem))
            }) {
                let at = match sample.from {
                    End::Min => at.key("min"),
                    End::Max => at.key("max"),
                    End::Value(i) => at.key("values").index(i),
                    End::Inside => at,
                };
                issues.push(issue(
                    at,
                    format!(
                        "`{param}` can be drawn as {}, which the prompt shows as {}: {problem}; narrow the range",
                        sample.drawn,
                        crate::units::number(Lang::En, sample.shown)
                    ),
                ));
                continue;
            }
            let mut values: Vec<f64> = samples.iter().map(|s| s.shown).collect();
            values.sort_by(f64::total_cmp);
            values.dedup();
            shown.insert(param, values);
        }
        if issues.len() == before {
            self.check_answers(issues, path, formula, &shown);
        }
        let placeholders_shown: std::collections::BTreeSet<String> =
            placeholders(&self.prompt).into_iter().collect();
        for param in parameters.keys() {
            if !placeholders_shown.contains(param) {
                issues.push(issue(
                    path.key("prompt"),
                    format!("the prompt does not show {{{param}}}: students cannot answer without the number drawn for `{param}`"),
                ));
            }
        }
        let texts = [
            ("prompt", Some(&self.prompt)),
            ("explanation", Some(&self.explanation)),
            ("hint", self.hint.as_ref()),
        ];
        for (field, text) in texts {
            for placeholder in text.map(|t| placeholders(t)).unwrap_or_default() {
                if !parameters.contains_key(&placeholder) {
                    issues.push(issue(
                        path.key(field),
                        format!(
                            "the {field} shows {{{placeholder}}}, which is not one of the `parameters`"
                        ),
                    ));
                }
            }
        }
    }

    /// Every draw must give an answer a student can match: evaluate the
    /// formula, exactly as grading does, at combinations of the values the
    /// parameters can be shown as (all of them when there are few; else
    /// both ends of each range and evenly spaced values between).
    fn check_answers(
        &self,
        issues: &mut Vec<Issue>,
        path: &NodePath,
        formula: &formulas::Formula,
        shown: &BTreeMap<&str, Vec<f64>>,
    ) {
        let used: Vec<&str> = formula.params.to_vec();
        // Per parameter, at least both ends; the root is taken with a
        // margin so 27 gives 3 per parameter, not 2.
        let root = (formula.check_points as f64).powf(1.0 / used.len().max(1) as f64);
        let keep = ((root + 1e-9).floor() as usize).max(2);
        let axes: Vec<Vec<f64>> = used
            .iter()
            .map(|param| thin(shown.get(param).map_or(&[][..], |v| v), keep))
            .collect();
        if axes.iter().any(Vec::is_empty) {
            return;
        }
        let mut values: BTreeMap<String, f64> = used
            .iter()
            .map(|param| ((*param).to_owned(), 0.0))
            .collect();
        let relative = self
            .tolerance
            .as_ref()
            .is_some_and(|t| t.relative.is_some());
        let mut index = vec![0usize; axes.len()];
        loop {
            for (param, (axis, i)) in used.iter().zip(axes.iter().zip(&index)) {
                if let Some(value) = values.get_mut(*param) {
                    *value = axis[*i];
                }
            }
            let answer = formula.eval(&values);
            let problem = if !answer.is_finite() {
                Some("has no finite answer")
            } else if answer == 0.0 && relative {
                Some("gives 0, where a relative tolerance accepts only 0 itself,")
            } else {
                None
            };
            if let Some(problem) = problem {
                let at: Vec<String> = values
                    .iter()
                    .map(|(k, v)| format!("{k} = {}", crate::units::number(Lang::En, *v)))
                    .collect();
                issues.push(issue(
                    path.key("parameters"),
                    format!(
                        "formula `{}` {problem} at {} (the numbers as the prompt shows them): narrow the ranges",
                        formula.name,
                        at.join(", ")
                    ),
                ));
                return;
            }
            // The next combination, like an odometer.
            let mut axis = 0;
            loop {
                if axis == axes.len() {
                    return;
                }
                index[axis] += 1;
                if index[axis] < axes[axis].len() {
                    break;
                }
                index[axis] = 0;
                axis += 1;
            }
        }
    }

    /// The options in the order to show them: shuffled unless the question
    /// or its quiz says not to. Indices into `choices`.
    pub fn option_order(&self, quiz_shuffles: bool, rng: &mut impl Rng) -> Vec<usize> {
        let count = self.choices.as_ref().map_or(0, Vec::len);
        let mut order: Vec<usize> = (0..count).collect();
        if self.shuffle.unwrap_or(quiz_shuffles) {
            order.shuffle(rng);
        }
        order
    }

    /// Draw this attempt's numbers (calculated questions; empty otherwise),
    /// rounded to what the prompt shows, so the expected answer is computed
    /// from exactly the numbers the student sees.
    pub fn draw(&self, rng: &mut impl Rng) -> BTreeMap<String, f64> {
        let draw = |rng: &mut _| -> BTreeMap<String, f64> {
            self.parameters
                .iter()
                .flatten()
                .map(|(name, range)| (name.clone(), crate::units::as_shown(range.draw(rng))))
                .collect()
        };
        let mut values = draw(rng);
        // `check` tries the ranges for answers that are not finite; should
        // a draw it did not try give one, draw again rather than ask it.
        for _ in 0..16 {
            if self.expected_number(&values).is_none_or(f64::is_finite) {
                break;
            }
            values = draw(rng);
        }
        values
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
        match self.kind {
            QuestionType::Numeric => self.answer.as_ref().and_then(serde_yaml::Value::as_f64),
            QuestionType::Calculated => {
                formulas::find(self.formula.as_deref()?).map(|f| f.eval(values))
            }
            _ => None,
        }
    }

    /// Grade an answer.
    pub fn grade(&self, answer: &Answer, values: &BTreeMap<String, f64>) -> Grade {
        let correct = match (self.kind, answer) {
            (QuestionType::Single | QuestionType::Multiple, Answer::Choices(picked)) => {
                let choices = self.choices.as_deref().unwrap_or_default();
                let mut right: Vec<usize> =
                    (0..choices.len()).filter(|i| choices[*i].correct).collect();
                let mut picked = picked.clone();
                picked.sort_unstable();
                picked.dedup();
                right.sort_unstable();
                picked == right
            }
            (QuestionType::TrueFalse, Answer::Bool(given)) => {
                self.answer.as_ref().and_then(serde_yaml::Value::as_bool) == Some(*given)
            }
            (QuestionType::Numeric | QuestionType::Calculated, Answer::Number(given)) => {
                match (self.expected_number(values), &self.tolerance) {
                    (Some(expected), Some(tolerance)) => tolerance.accepts(expected, *given),
                    _ => false,
                }
            }
            _ => false,
        };
        Grade {
            correct,
            points: if correct { self.points } else { 0 },
        }
    }

    /// Feedback for a given answer: per choice picked, or per true/false.
    pub fn feedback(&self, answer: &Answer) -> Vec<String> {
        match answer {
            Answer::Choices(picked) => {
                let choices = self.choices.as_deref().unwrap_or_default();
                picked
                    .iter()
                    .filter_map(|i| choices.get(*i))
                    .map(|c| c.feedback.clone())
                    .collect()
            }
            Answer::Bool(true) => self.if_true.iter().cloned().collect(),
            Answer::Bool(false) => self.if_false.iter().cloned().collect(),
            Answer::Number(_) => Vec::new(),
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

/// `text` with each `{name}` replaced by its value, written as numbers are
/// written in `lang`.
fn fill_in(text: &str, values: &BTreeMap<String, f64>, lang: Lang) -> String {
    let mut text = text.to_owned();
    for (name, value) in values {
        text = text.replace(&format!("{{{name}}}"), &crate::units::number(lang, *value));
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
    fn ranges_draw_on_their_grid() {
        let mut rng = StdRng::seed_from_u64(1);
        let whole = ParamRange {
            min: Some(1000.0),
            max: Some(5000.0),
            step: Some(1000.0),
            values: None,
        };
        for _ in 0..100 {
            let v = whole.draw(&mut rng);
            assert!((1000.0..=5000.0).contains(&v) && v % 1000.0 == 0.0, "{v}");
        }
        let listed = ParamRange {
            min: None,
            max: None,
            step: None,
            values: Some(vec![0.1, 0.01]),
        };
        assert!([0.1, 0.01].contains(&listed.draw(&mut rng)));
    }

    /// The expected answer is computed from the numbers the prompt shows,
    /// not from the unrounded draw (0.05678 shown, 0.0567839… drawn).
    #[test]
    fn calculated_answers_use_the_numbers_shown() {
        let question: Question = serde_yaml::from_str(
            "id: size\ntype: calculated\nprompt: Bits for {n} elements at p = {p}?\n\
             parameters:\n  n: {values: [10000000]}\n  p: {min: 0.001, max: 0.1}\n\
             formula: bits_for\ntolerance: {absolute: 100}\nexplanation: m = −n·ln p / (ln 2)².\n",
        )
        .unwrap();
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
        let text = "id: size\ntype: calculated\nprompt: Bits for {n} at {p}?\n\
                    parameters:\n  n: {values: [1000]}\n  p: {values: [0.01]}\nformula: bits_for\n\
                    tolerance: {relative: 0.02}\nhint: Start from {n}.\n\
                    explanation: For {n} keys, 9.59 bits each.\n";
        let question: Question = serde_yaml::from_str(text).unwrap();
        let values = BTreeMap::from([("n".to_owned(), 1000.0)]);
        assert_eq!(
            question.hint_with(&values, Lang::En).unwrap(),
            "Start from 1,000."
        );
        assert_eq!(
            question.explanation_with(&values, Lang::En),
            "For 1,000 keys, 9.59 bits each."
        );
        let typo: Question =
            serde_yaml::from_str(&text.replace("For {n} keys", "For {N} keys")).unwrap();
        let mut issues = Vec::new();
        typo.check_formula(&mut issues, &NodePath::default());
        assert!(
            issues
                .iter()
                .any(|i| i.message.contains("the explanation shows {N}")),
            "{issues:?}"
        );
    }

    #[test]
    fn tolerances() {
        let abs = Tolerance {
            absolute: Some(0.2),
            relative: None,
        };
        assert!(abs.accepts(9.6, 9.45) && !abs.accepts(9.6, 9.3));
        let rel = Tolerance {
            absolute: None,
            relative: Some(0.02),
        };
        assert!(rel.accepts(1000.0, 1019.0) && !rel.accepts(1000.0, 1021.0));
    }
}
