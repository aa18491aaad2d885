//! A quiz as written in YAML, read by serde field for field (every field
//! any kind may have is optional here), and its checks: each problem at
//! the path of the field to blame, which becomes the file's line and
//! column. A quiz that passes converts into a [`Quiz`], whose questions
//! carry only the fields of their kind.

use std::collections::BTreeMap;

use serde::Deserialize;

use super::calculated;
use super::{MAX_POINTS, Question, QuestionKind, Quiz, Tolerance};
use crate::content::lesson::Choice;
use crate::content::limits;
use crate::content::validation::{
    Issue, ListSize, check_choices, check_list_size, check_optional, code, issue, require_text,
    require_text_with_placeholders,
};
use crate::content::yaml::NodePath;
use crate::i18n::Message;
use crate::lang::Lang;
use crate::msg;

// serde's messages name the type they expected ("expected struct
// Tolerance"): `expecting` keeps the names instructors have always seen.

#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields, expecting = "struct Quiz")]
pub(crate) struct RawQuiz {
    pub(crate) id: String,
    pub(crate) lang: Lang,
    pub(crate) title: String,
    #[serde(default)]
    pub(crate) description: Option<String>,
    #[serde(default = "yes")]
    pub shuffle: bool,
    /// Multiple-choice questions give credit for part of the right
    /// choices, by Moodle's rule (see [`super::Question::grade`]).
    #[serde(default)]
    pub partial_credit: bool,
    pub questions: Vec<RawQuestion>,
}

fn yes() -> bool {
    true
}

fn one() -> u32 {
    1
}

/// A question's `type`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum QuestionType {
    Single,
    Multiple,
    TrueFalse,
    Numeric,
    Calculated,
    Ordering,
}

impl QuestionType {
    pub fn name(self) -> &'static str {
        match self {
            QuestionType::Single => "single",
            QuestionType::Multiple => "multiple",
            QuestionType::TrueFalse => "true-false",
            QuestionType::Numeric => "numeric",
            QuestionType::Calculated => "calculated",
            QuestionType::Ordering => "ordering",
        }
    }
}

#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields, expecting = "struct Question")]
pub(crate) struct RawQuestion {
    pub(crate) id: String,
    #[serde(rename = "type")]
    pub(crate) kind: QuestionType,
    pub(crate) prompt: String,
    pub(crate) explanation: String,
    #[serde(default)]
    pub(crate) hint: Option<String>,
    #[serde(default = "one")]
    pub(crate) points: u32,
    #[serde(default)]
    pub(crate) shuffle: Option<bool>,
    #[serde(default)]
    pub(crate) choices: Option<Vec<Choice>>,
    /// true-false: a boolean; numeric: a number. Any YAML value is read,
    /// so a wrong one is reported in words, at its place.
    #[serde(default)]
    pub(crate) answer: Option<serde_yaml::Value>,
    #[serde(default)]
    pub(crate) if_true: Option<String>,
    #[serde(default)]
    pub(crate) if_false: Option<String>,
    #[serde(default)]
    pub(crate) tolerance: Option<RawTolerance>,
    #[serde(default)]
    pub(crate) unit: Option<String>,
    #[serde(default)]
    pub(crate) parameters: Option<BTreeMap<String, RawParamRange>>,
    #[serde(default)]
    pub(crate) formula: Option<String>,
    /// Feedback for foreseen wrong numbers (numeric and calculated).
    #[serde(default)]
    pub(crate) feedback_for: Option<Vec<super::slips::RawSlip>>,
    /// An ordering question's items, in their right order.
    #[serde(default)]
    pub(crate) items: Option<Vec<String>>,
}

#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields, expecting = "struct Tolerance")]
pub(crate) struct RawTolerance {
    #[serde(default)]
    pub(crate) absolute: Option<f64>,
    #[serde(default)]
    pub(crate) relative: Option<f64>,
}

#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields, expecting = "struct ParamRange")]
pub(crate) struct RawParamRange {
    #[serde(default)]
    pub(crate) min: Option<f64>,
    #[serde(default)]
    pub(crate) max: Option<f64>,
    #[serde(default)]
    pub(crate) step: Option<f64>,
    #[serde(default)]
    pub(crate) values: Option<Vec<f64>>,
}

impl RawQuiz {
    /// The quiz, or every problem in it. Questions past
    /// [`limits::MAX_QUESTIONS`] are not checked: the quiz must be split
    /// first.
    pub(crate) fn validate(&self) -> Result<Quiz, Vec<Issue>> {
        let root = NodePath::default();
        let mut issues = Vec::new();
        require_text(&mut issues, root.key("id"), &self.id, code("id"));
        require_text(&mut issues, root.key("title"), &self.title, code("title"));
        check_optional(
            &mut issues,
            root.key("description"),
            self.description.as_ref(),
            code("description"),
        );
        check_list_size(
            &mut issues,
            &root.key("questions"),
            self.questions.len(),
            &ListSize {
                min: 1,
                too_few: msg!("check-quiz-no-questions"),
                max: limits::MAX_QUESTIONS,
                what: msg!("check-what-questions-in-quiz"),
                advice: Some(msg!("check-advice-split-quiz")),
            },
        );
        let mut seen: BTreeMap<&str, usize> = BTreeMap::new();
        let mut questions = Vec::with_capacity(self.questions.len());
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
                    msg!(
                        "check-duplicate-question-id",
                        id = &question.id,
                        first = (first + 1).to_string()
                    ),
                ));
            }
            questions.push(question.check(&mut issues, &path));
        }
        self.check_partial_credit(&mut issues, &root);
        if !issues.is_empty() {
            return Err(issues);
        }
        // A question without its kind has had its problem reported.
        let questions: Option<Vec<Question>> = questions.into_iter().collect();
        match questions {
            Some(questions) => Ok(self.with_questions(questions)),
            None => Err(vec![issue(
                root.key("questions"),
                msg!("check-question-unreadable"),
            )]),
        }
    }

    fn with_questions(&self, mut questions: Vec<Question>) -> Quiz {
        for question in &mut questions {
            question.partial_credit =
                self.partial_credit && question.question_type() == QuestionType::Multiple;
        }
        Quiz {
            id: self.id.clone(),
            lang: self.lang,
            title: self.title.clone(),
            description: self.description.clone(),
            shuffle: self.shuffle,
            partial_credit: self.partial_credit,
            questions,
        }
    }

    /// `partial_credit` needs a multiple-choice question to apply to, and
    /// each one worth at least a point per right choice: points are
    /// rounded down to whole points, so fewer would never give part.
    fn check_partial_credit(&self, issues: &mut Vec<Issue>, root: &NodePath) {
        if !self.partial_credit {
            return;
        }
        let mut multiple = false;
        for (i, question) in self.questions.iter().enumerate() {
            if question.kind != QuestionType::Multiple {
                continue;
            }
            multiple = true;
            let right = question
                .choices
                .as_ref()
                .map_or(0, |choices| choices.iter().filter(|c| c.correct).count());
            if (question.points as usize) < right {
                issues.push(issue(
                    root.key("questions").index(i).key("points"),
                    msg!(
                        "stats-check-partial-credit-points",
                        points = question.points.to_string(),
                        right = right.to_string()
                    ),
                ));
            }
        }
        if !multiple {
            issues.push(issue(
                root.key("partial_credit"),
                msg!("stats-check-partial-credit-unused"),
            ));
        }
    }
}

/// Reading a [`Quiz`] straight from YAML: each question must have what its
/// kind needs; nothing else is checked.
impl TryFrom<RawQuiz> for Quiz {
    type Error = String;

    fn try_from(mut raw: RawQuiz) -> Result<Quiz, String> {
        let root = NodePath::default().key("questions");
        let mut problems = crate::content::inline::expand_quiz(&mut raw);
        let mut issues = Vec::new();
        let questions: Option<Vec<Question>> = raw
            .questions
            .iter()
            .enumerate()
            .map(|(i, question)| question.check(&mut issues, &root.index(i)))
            .collect();
        match questions {
            Some(questions) if problems.is_empty() => Ok(raw.with_questions(questions)),
            _ => {
                problems.append(&mut issues);
                let problems: Vec<String> = problems
                    .iter()
                    .map(|issue| format!("{}: {}", issue.path, issue.message))
                    .collect();
                Err(problems.join("; "))
            }
        }
    }
}

impl RawQuestion {
    /// The question, as long as its kind has all it needs (its problems,
    /// and any other, are in `issues`).
    fn check(&self, issues: &mut Vec<Issue>, path: &NodePath) -> Option<Question> {
        self.check_common(issues, path);
        self.check_fields_apply(issues, path);
        let kind = self.check_kind(issues, path);
        let (answer, tolerance) = match &kind {
            Some(QuestionKind::Numeric {
                answer, tolerance, ..
            }) => (Some(*answer), Some(*tolerance)),
            Some(QuestionKind::Calculated { tolerance, .. }) => (None, Some(*tolerance)),
            _ => (None, None),
        };
        let feedback_for = super::slips::check(self, issues, path, answer, tolerance);
        Some(Question {
            id: self.id.clone(),
            prompt: self.prompt.clone(),
            explanation: self.explanation.clone(),
            hint: self.hint.clone(),
            points: self.points,
            shuffle: self.shuffle,
            partial_credit: false,
            kind: kind?,
            feedback_for,
        })
    }

    /// This one question on its own, as a quiz would have it.
    #[cfg(test)]
    pub(super) fn into_question(self) -> Result<Question, Vec<Issue>> {
        let mut issues = Vec::new();
        self.check(&mut issues, &NodePath::default()).ok_or(issues)
    }

    /// The texts every kind has, and the points.
    fn check_common(&self, issues: &mut Vec<Issue>, path: &NodePath) {
        require_text(issues, path.key("id"), &self.id, code("id"));
        let calculated = self.kind == QuestionType::Calculated;
        let shown_text = if calculated {
            require_text_with_placeholders
        } else {
            require_text
        };
        shown_text(issues, path.key("prompt"), &self.prompt, code("prompt"));
        shown_text(
            issues,
            path.key("explanation"),
            &self.explanation,
            code("explanation"),
        );
        if let (true, Some(hint)) = (calculated, &self.hint)
            && let Some(message) = limits::text_too_long(&code("hint"), hint)
        {
            issues.push(issue(path.key("hint"), message));
        }
        let hint = if calculated { &None } else { &self.hint };
        let optional = [
            ("hint", hint),
            ("if_true", &self.if_true),
            ("if_false", &self.if_false),
            ("unit", &self.unit),
            ("formula", &self.formula),
        ];
        for (field, text) in optional {
            check_optional(issues, path.key(field), text.as_ref(), code(field));
        }
        if !(1..=MAX_POINTS).contains(&self.points) {
            issues.push(issue(
                path.key("points"),
                msg!(
                    "check-points-range",
                    limit = MAX_POINTS.to_string(),
                    got = self.points.to_string()
                ),
            ));
        }
    }

    /// Fields given that the question's kind does not use.
    fn check_fields_apply(&self, issues: &mut Vec<Issue>, path: &NodePath) {
        let kind = self.kind;
        let mut not_for = |present: bool, field: &str| {
            if present {
                issues.push(issue(
                    path.key(field),
                    msg!(
                        "check-field-not-for-kind",
                        field = field,
                        kind = kind_words(kind)
                    ),
                ));
            }
        };
        let (choices, true_false, number, calculated) = match kind {
            QuestionType::Single | QuestionType::Multiple => (true, false, false, false),
            QuestionType::TrueFalse => (false, true, false, false),
            QuestionType::Numeric => (false, false, true, false),
            QuestionType::Calculated => (false, false, true, true),
            QuestionType::Ordering => (false, false, false, false),
        };
        let ordering = kind == QuestionType::Ordering;
        not_for(!ordering && self.items.is_some(), "items");
        not_for(ordering && self.answer.is_some(), "answer");
        not_for(ordering && self.shuffle.is_some(), "shuffle");
        not_for(!choices && self.choices.is_some(), "choices");
        not_for(!true_false && self.if_true.is_some(), "if_true");
        not_for(!true_false && self.if_false.is_some(), "if_false");
        not_for(!number && self.tolerance.is_some(), "tolerance");
        not_for(!number && self.unit.is_some(), "unit");
        not_for(!calculated && self.parameters.is_some(), "parameters");
        not_for(!calculated && self.formula.is_some(), "formula");
        not_for(choices && self.answer.is_some(), "answer");
        not_for(calculated && self.answer.is_some(), "answer");
    }

    /// The kind with the fields it needs, or None with what is missing or
    /// malformed in `issues`.
    fn check_kind(&self, issues: &mut Vec<Issue>, path: &NodePath) -> Option<QuestionKind> {
        match self.kind {
            QuestionType::Single => self
                .check_choices(issues, path, true)
                .map(|choices| QuestionKind::Single { choices }),
            QuestionType::Multiple => self
                .check_choices(issues, path, false)
                .map(|choices| QuestionKind::Multiple { choices }),
            QuestionType::TrueFalse => {
                let answer =
                    self.check_answer(issues, path, msg!("check-serde-true-or-false"), |value| {
                        value.as_bool()
                    });
                let if_true = self.require_field(issues, path, &self.if_true, "if_true");
                let if_false = self.require_field(issues, path, &self.if_false, "if_false");
                Some(QuestionKind::TrueFalse {
                    answer: answer?,
                    if_true: if_true?,
                    if_false: if_false?,
                })
            }
            QuestionType::Numeric => {
                // An expression is computed when the file loads
                // (`inline::expand_quiz`); one left as text could not be,
                // and its problem is reported there.
                let answer = if matches!(self.answer, Some(serde_yaml::Value::String(_))) {
                    None
                } else {
                    self.check_answer(issues, path, msg!("check-serde-a-number"), |value| {
                        value.as_f64().filter(|v| v.is_finite())
                    })
                };
                let tolerance = self.check_tolerance(issues, path);
                if let (Some(answer), Some(Tolerance::Absolute(absolute))) = (answer, tolerance)
                    && let Some(problem) = calculated::too_wide(absolute, answer.abs())
                {
                    issues.push(issue(path.key("tolerance").key("absolute"), problem));
                }
                Some(QuestionKind::Numeric {
                    answer: answer?,
                    tolerance: tolerance?,
                    unit: self.unit.clone(),
                })
            }
            QuestionType::Calculated => {
                let tolerance = self.check_tolerance(issues, path);
                let (formula, parameters) = calculated::check(self, issues, path)?;
                Some(QuestionKind::Calculated {
                    parameters,
                    formula,
                    tolerance: tolerance?,
                    unit: self.unit.clone(),
                })
            }
            QuestionType::Ordering => {
                super::ordering::check(self, issues, path).map(QuestionKind::Ordering)
            }
        }
    }

    /// A field the kind needs: its value, or an issue at the question.
    fn require_field<T: Clone>(
        &self,
        issues: &mut Vec<Issue>,
        path: &NodePath,
        value: &Option<T>,
        field: &str,
    ) -> Option<T> {
        if value.is_none() {
            issues.push(issue(
                path.clone(),
                msg!(
                    "check-kind-needs-field",
                    kind = kind_words(self.kind),
                    field = field
                ),
            ));
        }
        value.clone()
    }

    fn check_choices(
        &self,
        issues: &mut Vec<Issue>,
        path: &NodePath,
        exactly_one: bool,
    ) -> Option<Vec<Choice>> {
        let choices = self.require_field(issues, path, &self.choices, "choices")?;
        check_choices(issues, path, &choices, exactly_one);
        Some(choices)
    }

    /// The `answer`, read by `read` (None: not `what` it must be).
    fn check_answer<T>(
        &self,
        issues: &mut Vec<Issue>,
        path: &NodePath,
        what: Message,
        read: impl Fn(&serde_yaml::Value) -> Option<T>,
    ) -> Option<T> {
        let value = self.require_field(issues, path, &self.answer, "answer")?;
        let answer = read(&value);
        if answer.is_none() {
            issues.push(issue(
                path.key("answer"),
                msg!("check-answer-must-be", what = what),
            ));
        }
        answer
    }

    /// The tolerance: exactly one of absolute or relative, above 0, and a
    /// relative one below 1 (a fraction, not a percentage).
    fn check_tolerance(&self, issues: &mut Vec<Issue>, path: &NodePath) -> Option<Tolerance> {
        let Some(tolerance) = &self.tolerance else {
            issues.push(issue(
                path.clone(),
                msg!("check-kind-needs-tolerance", kind = kind_words(self.kind)),
            ));
            return None;
        };
        let at = path.key("tolerance");
        let tolerance = match (tolerance.absolute, tolerance.relative) {
            (Some(value), None) => Tolerance::Absolute(value),
            (None, Some(value)) => Tolerance::Relative(value),
            (Some(_), Some(_)) | (None, None) => {
                issues.push(issue(at, msg!("check-tolerance-one-of")));
                return None;
            }
        };
        match tolerance {
            Tolerance::Relative(value) if value >= 1.0 && value.is_finite() => {
                issues.push(issue(
                    at.key("relative"),
                    msg!("check-relative-tolerance-fraction", got = value.to_string()),
                ));
            }
            Tolerance::Absolute(value) | Tolerance::Relative(value)
                if !(value > 0.0 && value.is_finite()) =>
            {
                let which = match tolerance {
                    Tolerance::Absolute(_) => "absolute",
                    Tolerance::Relative(_) => "relative",
                };
                issues.push(issue(
                    at.key(which),
                    msg!("check-tolerance-positive", got = value.to_string()),
                ));
            }
            Tolerance::Absolute(_) | Tolerance::Relative(_) => {}
        }
        Some(tolerance)
    }
}

/// A question kind as an adjective (`a calculated question`), worded in
/// each language; a kind the catalogue does not word is named as written.
pub(crate) fn kind_words(kind: QuestionType) -> Message {
    msg!("check-kind-words", kind = kind.name())
}
