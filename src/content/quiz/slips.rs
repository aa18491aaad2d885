//! `feedback_for`: feedback for a wrong number the author foresaw (a
//! common slip, such as giving bits where bytes were asked), shown when a
//! student's answer matches it within the question's tolerance.

use std::collections::BTreeMap;

use serde::Deserialize;

use super::calculated::formula_of;
use super::raw::kind_words;
use super::raw::{RawParamRange, RawQuestion};
use super::{FormulaRef, QuestionType, Tolerance};
use crate::content::validation::{Issue, code, issue, require_text};
use crate::content::yaml::NodePath;
use crate::msg;

/// The most slips one question lists.
pub(crate) const MAX_SLIPS: usize = 5;

/// One foreseen slip as the author writes it.
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields, expecting = "struct FeedbackFor")]
pub(crate) struct RawSlip {
    /// The wrong number (numeric questions)...
    #[serde(default)]
    pub(crate) value: Option<f64>,
    /// ...or the wrong formula, over the parameters (calculated ones).
    #[serde(default)]
    pub(crate) formula: Option<String>,
    pub(crate) feedback: String,
}

/// A foreseen wrong number and what to tell a student who gives it.
#[derive(Clone, Debug, PartialEq)]
pub struct Slip {
    pub(crate) wrong: SlipValue,
    pub feedback: String,
}

#[derive(Clone, Debug, PartialEq)]
pub(crate) enum SlipValue {
    Number(f64),
    Formula(FormulaRef),
}

impl Slip {
    /// The wrong number for these drawn parameters.
    pub(crate) fn value(&self, values: &BTreeMap<String, f64>) -> f64 {
        match &self.wrong {
            SlipValue::Number(number) => *number,
            SlipValue::Formula(formula) => formula.eval(values),
        }
    }
}

/// The question's slips, each checked at its place: one of `value` or
/// `formula` (a formula only where there are parameters), a feedback, and
/// a value that is not itself a right answer (it would never be shown).
pub(super) fn check(
    question: &RawQuestion,
    issues: &mut Vec<Issue>,
    path: &NodePath,
    answer: Option<f64>,
    tolerance: Option<Tolerance>,
) -> Vec<Slip> {
    let Some(raw) = &question.feedback_for else {
        return Vec::new();
    };
    let at = path.key("feedback_for");
    if !matches!(
        question.kind,
        QuestionType::Numeric | QuestionType::Calculated
    ) {
        issues.push(issue(
            at,
            msg!("check-slips-not-for-kind", kind = kind_words(question.kind)),
        ));
        return Vec::new();
    }
    if raw.is_empty() || raw.len() > MAX_SLIPS {
        issues.push(issue(
            at.clone(),
            msg!(
                "check-slips-count",
                limit = MAX_SLIPS.to_string(),
                count = raw.len().to_string()
            ),
        ));
    }
    let no_parameters = BTreeMap::new();
    let parameters = question.parameters.as_ref().unwrap_or(&no_parameters);
    let mut slips = Vec::new();
    for (i, slip) in raw.iter().enumerate().take(MAX_SLIPS) {
        let here = at.index(i);
        require_text(
            issues,
            here.key("feedback"),
            &slip.feedback,
            code("feedback"),
        );
        let answer_of = (answer, tolerance);
        let wrong = match wrong_of(slip, question.kind, parameters, answer_of, &here) {
            Ok(wrong) => wrong,
            Err(problem) => {
                issues.push(problem);
                continue;
            }
        };
        slips.push(Slip {
            wrong,
            feedback: slip.feedback.clone(),
        });
    }
    slips
}

/// The wrong answer a slip foresees (at `here`), a finite number that is
/// not itself right (by the question's `answer` and tolerance), or for a
/// calculated question a formula over its `parameters`; else the problem.
fn wrong_of(
    slip: &RawSlip,
    kind: QuestionType,
    parameters: &BTreeMap<String, RawParamRange>,
    (answer, tolerance): (Option<f64>, Option<Tolerance>),
    here: &NodePath,
) -> Result<SlipValue, Issue> {
    match (slip.value, &slip.formula, kind) {
        (Some(value), None, _) if value.is_finite() => {
            if let (Some(answer), Some(tolerance)) = (answer, tolerance)
                && tolerance.accepts(answer, value)
            {
                return Err(issue(
                    here.key("value"),
                    msg!("check-slip-is-right", value = value.to_string()),
                ));
            }
            Ok(SlipValue::Number(value))
        }
        (Some(_), None, _) => Err(issue(here.key("value"), msg!("check-slip-value-finite"))),
        (None, Some(text), QuestionType::Calculated) => formula_of(text, parameters)
            .map(SlipValue::Formula)
            .map_err(|problem| problem.at(here.key("formula"))),
        (None, Some(_), _) => Err(issue(
            here.key("formula"),
            msg!("check-slip-formula-needs-parameters"),
        )),
        (Some(_), Some(_), _) | (None, None, _) => {
            Err(issue(here.clone(), msg!("check-slip-value-or-formula")))
        }
    }
}
