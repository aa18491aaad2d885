//! The checks of a calculated question: a known formula, the parameters it
//! reads, ranges well formed, every value a draw can give allowed as the
//! prompt shows it, an answer a student can match at every draw, and the
//! prompt, hint and explanation showing exactly the parameters there are.

use std::cell::Cell;
use std::collections::{BTreeMap, BTreeSet};
use std::sync::Arc;

use super::parameters::End;
use super::placeholders;
use super::raw::{RawParamRange, RawQuestion};
use super::{FormulaRef, ParamRange};

use crate::content::expression::{self, Expression, ExpressionError, MAX_EXPRESSION_CHARS};
use crate::content::formulas;
use crate::content::limits::{self, too_many};
use crate::content::validation::{Issue, issue, issue_within};
use crate::content::yaml::NodePath;
use crate::i18n::Message;
use crate::lang::Lang;
use crate::msg;

mod answers;

use answers::check_answers;
pub(super) use answers::too_wide;

thread_local! {
    /// Set while the shipped content is read: a test of this crate
    /// (tests/it/content.rs) checks it in full, so reading it at start-up
    /// does not evaluate its formulas again.
    static TRUSTED: Cell<bool> = const { Cell::new(false) };
}

fn trusted() -> bool {
    TRUSTED.with(Cell::get)
}

/// Run `read` with the answers of calculated questions taken as already
/// checked: for content a test of this crate has checked in full.
pub(crate) fn trusting<T>(read: impl FnOnce() -> T) -> T {
    struct Reset(bool);
    impl Drop for Reset {
        fn drop(&mut self) {
            TRUSTED.with(|trusted| trusted.set(self.0));
        }
    }
    let _reset = Reset(TRUSTED.with(|trusted| trusted.replace(true)));
    read()
}

/// The question's formula and parameters' ranges, or None when the
/// formula is missing or unknown, there are too many parameters, or a
/// range is malformed. Every problem found is in `issues`.
pub(super) fn check(
    question: &RawQuestion,
    issues: &mut Vec<Issue>,
    path: &NodePath,
) -> Option<(FormulaRef, BTreeMap<String, ParamRange>)> {
    let Some(text) = &question.formula else {
        issues.push(issue(path.clone(), msg!("check-calculated-needs-formula")));
        return None;
    };
    let empty = BTreeMap::new();
    let parameters = question.parameters.as_ref().unwrap_or(&empty);
    let params_path = path.key("parameters");
    if parameters.len() > limits::MAX_PARAMETERS {
        issues.push(issue(
            params_path,
            too_many(
                &msg!("check-what-parameters"),
                parameters.len(),
                limits::MAX_PARAMETERS,
                Some(&msg!("check-advice-ten-numbers")),
            ),
        ));
        return None;
    }
    let before = issues.len();
    // The ranges are checked even when the formula is wrong: both
    // problems show at once.
    let formula = formula_of(text, parameters)
        .map_err(|problem| issues.push(problem.at(path.key("formula"))))
        .ok();
    if let Some(FormulaRef::Named(named)) = &formula {
        for needed in named.params {
            if !parameters.contains_key(*needed) {
                issues.push(issue(
                    params_path.clone(),
                    msg!(
                        "check-formula-needs-parameter",
                        formula = named.name,
                        needed = *needed,
                        uses = named.params.join(", ")
                    ),
                ));
            }
        }
    }
    let mut ranges = BTreeMap::new();
    let mut malformed = false;
    // The values each parameter can be shown as.
    let mut shown: BTreeMap<&str, Vec<f64>> = BTreeMap::new();
    for (param, raw_range) in parameters {
        let at = params_path.key(param);
        let range = match range_of(raw_range, &at) {
            Ok(range) => range,
            Err(problem) => {
                issues.push(problem);
                malformed = true;
                continue;
            }
        };
        if let Some(values) = check_shown_values(issues, param, &range, at) {
            shown.insert(param, values);
        }
        ranges.insert(param.clone(), range);
    }
    let formula = formula?;
    if issues.len() == before && !trusted() {
        check_answers(
            issues,
            path,
            &formula,
            &shown,
            &ranges,
            question.tolerance.as_ref(),
        );
    }
    check_placeholders(question, issues, path, parameters);
    (!malformed).then_some((formula, ranges))
}

/// What is wrong with a formula, and the piece of its text to point at.
#[derive(Debug)]
pub(super) struct FormulaProblem {
    message: Message,
    /// The text from the place of a syntax error to the end, when that
    /// finds the place (it occurs nowhere earlier in the formula).
    within: Option<String>,
}

impl FormulaProblem {
    /// The problem as an issue at the formula's `path`.
    pub(super) fn at(self, path: NodePath) -> Issue {
        match self.within {
            Some(piece) => issue_within(path, piece, self.message),
            None => issue(path, self.message),
        }
    }
}

impl From<Message> for FormulaProblem {
    fn from(message: Message) -> Self {
        FormulaProblem {
            message,
            within: None,
        }
    }
}

/// The formula `text` names or writes: a named formula, or an expression
/// over the `parameters`; else what is wrong with it.
pub(super) fn formula_of(
    text: &str,
    parameters: &BTreeMap<String, RawParamRange>,
) -> Result<FormulaRef, FormulaProblem> {
    if let Some(named) = formulas::find(text.trim()) {
        return Ok(FormulaRef::Named(named));
    }
    let expression = Expression::parse(text, |name| parameters.contains_key(name));
    if let Err(ExpressionError::SyntaxAt {
        column,
        offset,
        near,
        why,
    }) = &expression
    {
        let rest = &text[*offset..];
        return Err(FormulaProblem {
            message: msg!(
                "check-formula-unreadable-at",
                formula = shown_text(text),
                column = column.to_string(),
                near = near,
                why = why
            ),
            within: (text.find(rest) == Some(*offset)).then(|| rest.to_owned()),
        });
    }
    let shown: String = text.trim().chars().take(40).collect();
    let bare_name = !shown.is_empty()
        && text
            .trim()
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '_');
    if bare_name && !parameters.contains_key(text.trim()) {
        return Err(msg!(
            "check-formula-unknown",
            formula = shown,
            formulas = formulas::names()
        )
        .into());
    }
    expression
        .map(|expression| FormulaRef::Written(Arc::new(expression)))
        .map_err(|err| expression_problem(err, &shown, parameters).into())
}

/// Why an expression over `parameters` cannot be read, for the formula
/// `shown` (its first 40 characters).
fn expression_problem(
    err: ExpressionError,
    shown: &str,
    parameters: &BTreeMap<String, RawParamRange>,
) -> Message {
    let parameter_names = || {
        let names: Vec<&str> = parameters.keys().map(String::as_str).collect();
        if names.is_empty() {
            msg!("check-there-are-none")
        } else {
            msg!("check-as-is", text = names.join(", "))
        }
    };
    match err {
        ExpressionError::Syntax(why) => msg!(
            "check-formula-unreadable",
            formula = shown,
            why = why.trim_end_matches('.')
        ),
        ExpressionError::TooLong(chars) => msg!(
            "check-formula-too-long",
            count = chars.to_string(),
            limit = MAX_EXPRESSION_CHARS.to_string()
        ),
        ExpressionError::UnknownName(name) => msg!(
            "check-formula-unknown-name",
            formula = shown,
            name = name,
            parameters = parameter_names()
        ),
        ExpressionError::UnknownFunction(name) => msg!(
            "check-formula-unknown-function",
            formula = shown,
            name = name,
            functions = expression::function_names()
        ),
        ExpressionError::Arity {
            function,
            takes,
            got,
        } => msg!(
            "check-formula-arity",
            formula = shown,
            function = function,
            takes = takes,
            got = got.to_string()
        ),
        ExpressionError::NotArithmetic(found) => msg!(
            "check-formula-not-arithmetic",
            formula = shown,
            found = found
        ),
        // formula_of words a syntax error at its column itself.
        ExpressionError::SyntaxAt { why, .. } => {
            msg!("check-formula-unreadable", formula = shown, why = why)
        }
    }
}

/// The range as given: `values`, or `min` and `max` with an optional
/// positive `step`.
fn range_of(range: &RawParamRange, at: &NodePath) -> Result<ParamRange, Issue> {
    let message = match (&range.values, range.min, range.max) {
        (Some(values), None, None) if values.is_empty() => msg!("check-values-empty"),
        (Some(values), None, None) if values.len() > limits::MAX_VALUES => {
            return Err(issue(
                at.key("values").index(limits::MAX_VALUES),
                too_many(
                    &msg!("check-what-values"),
                    values.len(),
                    limits::MAX_VALUES,
                    None,
                ),
            ));
        }
        (Some(values), None, None) => return Ok(ParamRange::Values(values.clone())),
        (Some(_), _, _) => msg!("check-values-or-min-max"),
        (None, Some(min), Some(max)) if min > max => msg!(
            "check-min-above-max",
            min = min.to_string(),
            max = max.to_string()
        ),
        (None, Some(min), Some(max)) => match range.step {
            Some(step) if step.is_nan() || step <= 0.0 => {
                msg!("check-step-positive", got = step.to_string())
            }
            step => return Ok(ParamRange::Span { min, max, step }),
        },
        (None, _, _) => msg!("check-needs-min-max-or-values"),
    };
    Err(issue(at.clone(), message))
}

/// The values the parameter at `at` can be shown as, sorted; None, with
/// the problem in `issues`, when one it can take or be shown as is not
/// allowed for it (p = 0.99999 is shown as 1).
fn check_shown_values(
    issues: &mut Vec<Issue>,
    param: &str,
    range: &ParamRange,
    at: NodePath,
) -> Option<Vec<f64>> {
    if let Some(problem) = range.extremes().into_iter().find_map(|value| {
        formulas::check_value(param, value)
            .err()
            .map(|problem| msg!("check-got", problem = problem, got = value.to_string()))
    }) {
        issues.push(issue(at, problem));
        return None;
    }
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
            msg!(
                "check-drawn-as",
                param = param,
                drawn = sample.drawn.to_string(),
                shown = crate::units::number(Lang::En, sample.shown),
                problem = problem
            ),
        ));
        return None;
    }
    let mut values: Vec<f64> = samples.iter().map(|s| s.shown).collect();
    values.sort_by(f64::total_cmp);
    values.dedup();
    Some(values)
}

/// The prompt shows every parameter, and the prompt, explanation and hint
/// show no name that is not one.
fn check_placeholders(
    question: &RawQuestion,
    issues: &mut Vec<Issue>,
    path: &NodePath,
    parameters: &BTreeMap<String, RawParamRange>,
) {
    let placeholders_shown: BTreeSet<String> = placeholders(&question.prompt).into_iter().collect();
    for param in parameters.keys() {
        if !placeholders_shown.contains(param) {
            issues.push(issue(
                path.key("prompt"),
                msg!(
                    "check-prompt-misses-parameter",
                    placeholder = format!("{{{param}}}"),
                    param = param
                ),
            ));
        }
    }
    let texts = [
        ("prompt", msg!("check-the-prompt"), Some(&question.prompt)),
        (
            "explanation",
            msg!("check-the-explanation"),
            Some(&question.explanation),
        ),
        ("hint", msg!("check-the-hint"), question.hint.as_ref()),
    ];
    for (field, what, text) in texts {
        for placeholder in text.map(|t| placeholders(t)).unwrap_or_default() {
            if !parameters.contains_key(&placeholder) {
                issues.push(issue_within(
                    path.key(field),
                    format!("{{{placeholder}}}"),
                    msg!(
                        "check-shows-unknown-parameter",
                        what = &what,
                        placeholder = format!("{{{placeholder}}}")
                    ),
                ));
            }
        }
    }
}

/// The first 40 characters of a formula, for messages.
fn shown_text(text: &str) -> String {
    text.trim().chars().take(40).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn raw(yaml: &str) -> RawQuestion {
        serde_yaml::from_str(yaml).unwrap()
    }

    #[test]
    fn texts_may_show_only_the_parameters() {
        let text = "id: size\ntype: calculated\nprompt: Bits for {n} at {p}?\n\
                    parameters:\n  n: {values: [1000]}\n  p: {values: [0.01]}\nformula: bits_for\n\
                    tolerance: {relative: 0.02}\nhint: Start from {n}.\n\
                    explanation: For {N} keys, 9.59 bits each.\n";
        let mut issues = Vec::new();
        let checked = check(&raw(text), &mut issues, &NodePath::default());
        assert!(checked.is_some(), "the typo is not in the calculation");
        let messages: Vec<String> = issues.iter().map(|i| i.message.to_string()).collect();
        assert_eq!(
            messages,
            ["the explanation shows {N}, which is not one of the `parameters`"]
        );
    }

    #[test]
    fn a_malformed_range_gives_no_calculation() {
        let text = "id: size\ntype: calculated\nprompt: Bits for {n} at {p}?\n\
                    parameters:\n  n: {min: 9, max: 1}\n  p: {values: [0.01]}\nformula: bits_for\n\
                    tolerance: {relative: 0.02}\nexplanation: E.\n";
        let mut issues = Vec::new();
        let at = NodePath::default().key("q");
        assert_eq!(check(&raw(text), &mut issues, &at), None);
        assert_eq!(issues.len(), 1, "{issues:?}");
        assert_eq!(issues[0].path, at.key("parameters").key("n"));
        assert_eq!(
            issues[0].message.to_string(),
            "`min` (9) is above `max` (1)"
        );
    }

    #[test]
    fn ranges_as_given() {
        let at = NodePath::default();
        let span = |min, max, step| RawParamRange {
            min,
            max,
            step,
            values: None,
        };
        assert_eq!(
            range_of(&span(Some(1.0), Some(5.0), None), &at),
            Ok(ParamRange::Span {
                min: 1.0,
                max: 5.0,
                step: None
            })
        );
        assert!(range_of(&span(Some(1.0), Some(5.0), Some(0.0)), &at).is_err());
        assert!(range_of(&span(Some(1.0), None, None), &at).is_err());
        let listed = RawParamRange {
            values: Some(vec![0.5]),
            ..span(None, None, Some(2.0))
        };
        assert_eq!(range_of(&listed, &at), Ok(ParamRange::Values(vec![0.5])));
    }
}
