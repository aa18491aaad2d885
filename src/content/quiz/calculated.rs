//! The checks of a calculated question: a known formula, the parameters it
//! reads, ranges well formed, every value a draw can give allowed as the
//! prompt shows it, an answer a student can match at every draw, and the
//! prompt, hint and explanation showing exactly the parameters there are.

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
use crate::lang::Lang;

/// The question's formula and parameters' ranges, or None when the
/// formula is missing or unknown, there are too many parameters, or a
/// range is malformed. Every problem found is in `issues`.
pub(super) fn check(
    question: &RawQuestion,
    issues: &mut Vec<Issue>,
    path: &NodePath,
) -> Option<(FormulaRef, BTreeMap<String, ParamRange>)> {
    let Some(text) = &question.formula else {
        issues.push(issue(path.clone(), "a calculated question needs `formula`"));
        return None;
    };
    let empty = BTreeMap::new();
    let parameters = question.parameters.as_ref().unwrap_or(&empty);
    let params_path = path.key("parameters");
    if parameters.len() > limits::MAX_PARAMETERS {
        issues.push(issue(
            params_path,
            too_many(
                "parameters in a question",
                parameters.len(),
                limits::MAX_PARAMETERS,
                "a prompt shows at most ten numbers",
            ),
        ));
        return None;
    }
    let before = issues.len();
    // The ranges are checked even when the formula is wrong: both
    // problems show at once.
    let formula = formula_of(text, parameters)
        .map_err(|message| issues.push(issue(path.key("formula"), message)))
        .ok();
    if let Some(FormulaRef::Named(named)) = &formula {
        for needed in named.params {
            if !parameters.contains_key(*needed) {
                issues.push(issue(
                    params_path.clone(),
                    format!(
                        "formula `{}` needs the parameter `{needed}` (it uses {})",
                        named.name,
                        named.params.join(", ")
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
    if issues.len() == before {
        let relative = question
            .tolerance
            .as_ref()
            .is_some_and(|t| t.relative.is_some());
        check_answers(issues, path, &formula, &shown, relative);
    }
    check_placeholders(question, issues, path, parameters);
    (!malformed).then_some((formula, ranges))
}

/// The formula `text` names or writes: a named formula, or an expression
/// over the `parameters`; else what is wrong with it.
pub(super) fn formula_of(
    text: &str,
    parameters: &BTreeMap<String, RawParamRange>,
) -> Result<FormulaRef, String> {
    if let Some(named) = formulas::find(text.trim()) {
        return Ok(FormulaRef::Named(named));
    }
    let shown: String = text.trim().chars().take(40).collect();
    let bare_name = !shown.is_empty()
        && text
            .trim()
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '_');
    if bare_name && !parameters.contains_key(text.trim()) {
        return Err(format!(
            "unknown formula `{shown}`; the formulas are: {}; or write an expression over the \
             parameters, such as `4 * m / 8 / 1e6`",
            formulas::names()
        ));
    }
    let parameter_names = || {
        let names: Vec<&str> = parameters.keys().map(String::as_str).collect();
        if names.is_empty() {
            "there are none".to_owned()
        } else {
            names.join(", ")
        }
    };
    Expression::parse(text, |name| parameters.contains_key(name))
        .map(|expression| FormulaRef::Written(Arc::new(expression)))
        .map_err(|err| match err {
            ExpressionError::Syntax(why) => format!(
                "the formula `{shown}` cannot be read: {}; write it like `4 * m / 8 / 1e6`",
                why.trim_end_matches('.')
            ),
            ExpressionError::TooLong(chars) => format!(
                "the formula is too long: {chars} characters, the limit is {MAX_EXPRESSION_CHARS}"
            ),
            ExpressionError::UnknownName(name) => format!(
                "the formula `{shown}` uses `{name}`, which is not one of the `parameters` ({})",
                parameter_names()
            ),
            ExpressionError::UnknownFunction(name) => format!(
                "the formula `{shown}` calls `{name}`, which is not a function here; the functions \
                 are: {}",
                expression::function_names()
            ),
            ExpressionError::Arity {
                function,
                takes,
                got,
            } => format!("in the formula `{shown}`, `{function}` takes {takes} (got {got})"),
            ExpressionError::NotArithmetic(found) => format!(
                "the formula `{shown}` holds `{found}`: a formula holds only numbers, \
                 parameters, + - * / % ^, parentheses and functions"
            ),
        })
}

/// The range as given: `values`, or `min` and `max` with an optional
/// positive `step`.
fn range_of(range: &RawParamRange, at: &NodePath) -> Result<ParamRange, Issue> {
    let message = match (&range.values, range.min, range.max) {
        (Some(values), None, None) if values.is_empty() => "`values` is empty".to_owned(),
        (Some(values), None, None) if values.len() > limits::MAX_VALUES => {
            return Err(issue(
                at.key("values").index(limits::MAX_VALUES),
                too_many("numbers in `values`", values.len(), limits::MAX_VALUES, ""),
            ));
        }
        (Some(values), None, None) => return Ok(ParamRange::Values(values.clone())),
        (Some(_), _, _) => "give either `values` or `min` and `max`, not both".into(),
        (None, Some(min), Some(max)) if min > max => {
            format!("`min` ({min}) is above `max` ({max})")
        }
        (None, Some(min), Some(max)) => match range.step {
            Some(step) if step.is_nan() || step <= 0.0 => {
                format!("`step` must be greater than 0 (got {step})")
            }
            step => return Ok(ParamRange::Span { min, max, step }),
        },
        (None, _, _) => "needs `min` and `max`, or `values`".into(),
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
            .map(|problem| format!("{problem} (got {value})"))
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
            format!(
                "`{param}` can be drawn as {}, which the prompt shows as {}: {problem}; narrow the range",
                sample.drawn,
                crate::units::number(Lang::En, sample.shown)
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
                format!("the prompt does not show {{{param}}}: students cannot answer without the number drawn for `{param}`"),
            ));
        }
    }
    let texts = [
        ("prompt", Some(&question.prompt)),
        ("explanation", Some(&question.explanation)),
        ("hint", question.hint.as_ref()),
    ];
    for (field, text) in texts {
        for placeholder in text.map(|t| placeholders(t)).unwrap_or_default() {
            if !parameters.contains_key(&placeholder) {
                issues.push(issue_within(
                    path.key(field),
                    format!("{{{placeholder}}}"),
                    format!(
                        "the {field} shows {{{placeholder}}}, which is not one of the `parameters`"
                    ),
                ));
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

/// Every draw must give an answer a student can match: evaluate the
/// formula, exactly as grading does, at combinations of the values the
/// parameters can be shown as (all of them when there are few; else
/// both ends of each range and evenly spaced values between). Under a
/// `relative` tolerance, an answer of 0 cannot be matched either.
fn check_answers(
    issues: &mut Vec<Issue>,
    path: &NodePath,
    formula: &FormulaRef,
    shown: &BTreeMap<&str, Vec<f64>>,
    relative: bool,
) {
    let used: Vec<&str> = formula.reads();
    // Per parameter, at least both ends; the root is taken with a
    // margin so 27 gives 3 per parameter, not 2.
    let root = (formula.check_points() as f64).powf(1.0 / used.len().max(1) as f64);
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
                    formula.name(),
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
        let messages: Vec<&str> = issues.iter().map(|i| i.message.as_str()).collect();
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
        assert_eq!(issues[0].message, "`min` (9) is above `max` (1)");
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

    #[test]
    fn thinning_keeps_both_ends() {
        let samples: Vec<f64> = (0..10).map(f64::from).collect();
        assert_eq!(thin(&samples, 3), [0.0, 4.0, 9.0]);
        assert_eq!(thin(&samples[..2], 3), [0.0, 1.0]);
    }
}
