//! The checks of a calculated question: a known formula, the parameters it
//! reads, ranges well formed, every value a draw can give allowed as the
//! prompt shows it, an answer a student can match at every draw, and the
//! prompt, hint and explanation showing exactly the parameters there are.

use std::cell::Cell;
use std::collections::{BTreeMap, BTreeSet};
use std::sync::Arc;

use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

use super::parameters::End;
use super::placeholders;
use super::raw::{RawParamRange, RawQuestion, RawTolerance};
use super::{FormulaRef, ParamRange};

use crate::content::expression::{self, Expression, ExpressionError, MAX_EXPRESSION_CHARS};
use crate::content::formulas;
use crate::content::limits::{self, too_many};
use crate::content::validation::{Issue, issue, issue_within};
use crate::content::yaml::NodePath;
use crate::i18n::Message;
use crate::lang::Lang;
use crate::msg;

thread_local! {
    /// Set while the shipped content is read: a test of this crate
    /// (tests/content.rs) checks it in full, so reading it at start-up
    /// does not evaluate its formulas again.
    static TRUSTED: Cell<bool> = const { Cell::new(false) };
}

fn trusted() -> bool {
    TRUSTED.with(Cell::get)
}

/// Run `read` with the answers of calculated questions taken as already
/// checked: for content a test of this crate has checked in full.
pub fn trusting<T>(read: impl FnOnce() -> T) -> T {
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
    let parameter_names = || {
        let names: Vec<&str> = parameters.keys().map(String::as_str).collect();
        if names.is_empty() {
            msg!("check-there-are-none")
        } else {
            msg!("check-as-is", text = names.join(", "))
        }
    };
    expression
        .map(|expression| FormulaRef::Written(Arc::new(expression)))
        .map_err(|err| match err {
            ExpressionError::Syntax(why) => msg!(
                "check-formula-unreadable",
                formula = &shown,
                why = why.trim_end_matches('.')
            ),
            ExpressionError::TooLong(chars) => msg!(
                "check-formula-too-long",
                count = chars.to_string(),
                limit = MAX_EXPRESSION_CHARS.to_string()
            ),
            ExpressionError::UnknownName(name) => msg!(
                "check-formula-unknown-name",
                formula = &shown,
                name = name,
                parameters = parameter_names()
            ),
            ExpressionError::UnknownFunction(name) => msg!(
                "check-formula-unknown-function",
                formula = &shown,
                name = name,
                functions = expression::function_names()
            ),
            ExpressionError::Arity {
                function,
                takes,
                got,
            } => msg!(
                "check-formula-arity",
                formula = &shown,
                function = function,
                takes = takes,
                got = got.to_string()
            ),
            ExpressionError::NotArithmetic(found) => msg!(
                "check-formula-not-arithmetic",
                formula = &shown,
                found = found
            ),
            // Returned above.
            ExpressionError::SyntaxAt { why, .. } => {
                msg!("check-formula-unreadable", formula = &shown, why = why)
            }
        })
        .map_err(FormulaProblem::from)
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

/// What checking a calculated question's answers may cost, in steps of
/// work that are the same on every machine (about a nanosecond each): a
/// quiz of the most questions allowed checks in well under a second,
/// however its formulas are written. `fp_exact` counts its own steps
/// ([`crate::theory::fp_exact_work`]).
const QUESTION_BUDGET: u64 = 250_000;
/// One node of a written formula, evaluated (evalexpr walks the tree).
const NODE_STEPS: u64 = 60;
/// One parameter drawn as a student's is, and rounded as the prompt shows
/// it.
const DRAW_STEPS: u64 = 400;
/// Combinations tried at least: both ends and some draws between. A
/// formula too slow to be tried this often is refused.
pub(super) const MIN_CHECK_POINTS: usize = 8;
/// Calls of `fp_exact` in one written formula, at most: one
/// combination never costs much more than the budget's share of one.
pub(super) const MAX_EXACT_CALLS: usize = 4;
/// Combinations tried at most, however cheap the formula.
const MAX_CHECK_POINTS: usize = 512;
/// The check's draws are the same every time it runs.
const CHECK_SEED: u64 = 0x0b10_0f11;

/// Nodes evaluated for one answer, besides the named formulas' own work.
fn nodes_of(formula: &FormulaRef) -> u64 {
    match formula {
        FormulaRef::Named(_) => 10,
        FormulaRef::Written(expression) => expression.nodes() as u64,
    }
}

/// The first 40 characters of a formula, for messages.
fn shown_text(text: &str) -> String {
    text.trim().chars().take(40).collect()
}

/// The combinations the check tries, one at a time: every combination of
/// the parameters' grids of samples when there are at most
/// [`MAX_CHECK_POINTS`]; else both ends of every range, then, alternately,
/// a value of each grid and a draw made exactly as a student's is. Draws
/// follow the grids too when a range can give more values than its grid
/// holds (a continuous range: 1 to 17.5 can give 3.7). The seed is fixed,
/// so a check gives the same answer every time.
struct CheckPoints<'a> {
    used: Vec<&'a str>,
    axes: Vec<&'a [f64]>,
    ranges: Vec<Option<&'a ParamRange>>,
    /// Every combination of the grids, when they fit.
    product: Option<usize>,
    /// Some range can give values its grid does not hold.
    continuous: bool,
    tried: usize,
    rng: StdRng,
}

impl<'a> CheckPoints<'a> {
    fn new(
        used: &[&'a str],
        shown: &'a BTreeMap<&str, Vec<f64>>,
        ranges: &'a BTreeMap<String, ParamRange>,
    ) -> Option<Self> {
        let axes: Vec<&[f64]> = used
            .iter()
            .map(|param| shown.get(param).map_or(&[][..], Vec::as_slice))
            .collect();
        if axes.iter().any(|axis| axis.is_empty()) {
            return None;
        }
        let ranges: Vec<Option<&ParamRange>> =
            used.iter().map(|param| ranges.get(*param)).collect();
        let product = axes
            .iter()
            .try_fold(1usize, |total, axis| total.checked_mul(axis.len()))
            .filter(|product| *product <= MAX_CHECK_POINTS);
        let continuous = ranges
            .iter()
            .zip(&axes)
            .any(|(range, axis)| range.is_some_and(|r| r.can_draw_more_than(axis.len())));
        Some(CheckPoints {
            used: used.to_vec(),
            axes,
            ranges,
            product,
            continuous,
            tried: 0,
            rng: StdRng::seed_from_u64(CHECK_SEED),
        })
    }

    /// The next combination and how many parameters were drawn for it,
    /// or None when every one has been tried.
    fn next_point(&mut self) -> Option<(BTreeMap<String, f64>, usize)> {
        let number = self.tried;
        if number >= MAX_CHECK_POINTS {
            return None;
        }
        self.tried += 1;
        let mut values = BTreeMap::new();
        let mut drawn = 0;
        match self.product {
            Some(product) if number < product => {
                let mut rest = number;
                for (param, axis) in self.used.iter().zip(&self.axes) {
                    values.insert((*param).to_owned(), axis[rest % axis.len()]);
                    rest /= axis.len();
                }
            }
            Some(_) if !self.continuous => return None,
            None if number < 2 => {
                for (param, axis) in self.used.iter().zip(&self.axes) {
                    let value = if number == 0 {
                        axis[0]
                    } else {
                        axis[axis.len() - 1]
                    };
                    values.insert((*param).to_owned(), value);
                }
            }
            _ => {
                let from_grid = self.product.is_none() && number.is_multiple_of(2);
                for ((param, axis), range) in self.used.iter().zip(&self.axes).zip(&self.ranges) {
                    let value = match range {
                        Some(range) if !from_grid => {
                            drawn += 1;
                            crate::units::as_shown(range.draw(&mut self.rng))
                        }
                        _ => axis[self.rng.random_range(0..axis.len())],
                    };
                    values.insert((*param).to_owned(), value);
                }
            }
        }
        Some((values, drawn))
    }
}

/// Every draw must give an answer a student can match: evaluate the
/// formula, exactly as grading does, at the combinations [`CheckPoints`]
/// gives, as many as the question's budget affords. Under a `relative`
/// tolerance, an answer of 0 cannot be matched either; an `absolute`
/// tolerance as wide as every answer accepts 0 and twice the answer
/// alike. A problem is reported at the parameter that causes it, when
/// changing that one alone removes it; a formula the budget cannot try
/// at [`MIN_CHECK_POINTS`] combinations is refused.
fn check_answers(
    issues: &mut Vec<Issue>,
    path: &NodePath,
    formula: &FormulaRef,
    shown: &BTreeMap<&str, Vec<f64>>,
    ranges: &BTreeMap<String, ParamRange>,
    tolerance: Option<&RawTolerance>,
) {
    if let FormulaRef::Written(expression) = formula
        && expression.exact_calls() > MAX_EXACT_CALLS
    {
        issues.push(issue(
            path.key("formula"),
            msg!(
                "check-formula-exact-calls",
                formula = shown_text(expression.text()),
                count = expression.exact_calls(),
                limit = MAX_EXACT_CALLS
            ),
        ));
        return;
    }
    let relative = tolerance.is_some_and(|t| t.relative.is_some());
    let used: Vec<&str> = formula.reads();
    let Some(mut points) = CheckPoints::new(&used, shown, ranges) else {
        return;
    };
    // Some(true): no finite answer; Some(false): 0 where only 0 is right.
    let problem_at = |answer: f64| {
        if !answer.is_finite() {
            Some(true)
        } else if answer == 0.0 && relative {
            Some(false)
        } else {
            None
        }
    };
    let node_steps = nodes_of(formula) * NODE_STEPS;
    let mut spent = 0u64;
    let mut tried = 0usize;
    let mut largest = 0.0f64;
    while spent < QUESTION_BUDGET {
        let Some((values, drawn)) = points.next_point() else {
            break;
        };
        let work = crate::theory::fp_exact_work();
        let answer = formula.eval(&values);
        spent += crate::theory::fp_exact_work().saturating_sub(work)
            + node_steps
            + drawn as u64 * DRAW_STEPS;
        tried += 1;
        let Some(problem) = problem_at(answer) else {
            largest = largest.max(answer.abs());
            continue;
        };
        let at: Vec<String> = values
            .iter()
            .map(|(k, v)| format!("{k} = {}", crate::units::number(Lang::En, *v)))
            .collect();
        let culprit = culprit(&used, shown, &values, |values| {
            problem_at(formula.eval(values)).is_none()
        });
        let message = match (problem, culprit) {
            (true, Some(param)) => msg!("check-formula-not-finite-narrow", param = param),
            (true, None) => msg!("check-formula-not-finite"),
            (false, Some(param)) => msg!("check-formula-zero-narrow", param = param),
            (false, None) => msg!("check-formula-zero"),
        };
        let at_path = match culprit {
            Some(param) => path.key("parameters").key(param),
            None => path.key("parameters"),
        };
        issues.push(issue(
            at_path,
            message
                .arg("formula", formula.name())
                .arg("at", at.join(", ")),
        ));
        return;
    }
    let every_point = points.next_point().is_none();
    if tried < MIN_CHECK_POINTS && !every_point {
        issues.push(issue(
            path.key("formula"),
            msg!(
                "check-formula-too-slow",
                formula = shown_text(formula.name()),
                tried = tried.to_string(),
                needed = MIN_CHECK_POINTS.to_string()
            ),
        ));
        return;
    }
    if let Some(absolute) = tolerance.and_then(|t| t.absolute)
        && let Some(problem) = too_wide(absolute, largest)
    {
        issues.push(issue(path.key("tolerance").key("absolute"), problem));
    }
}

/// The parameter whose value alone makes `values` fail: the first one
/// that, changed to another of its values with the rest kept, passes.
fn culprit<'a>(
    used: &[&'a str],
    shown: &BTreeMap<&str, Vec<f64>>,
    values: &BTreeMap<String, f64>,
    passes: impl Fn(&BTreeMap<String, f64>) -> bool,
) -> Option<&'a str> {
    if used.len() < 2 {
        return used.first().copied();
    }
    used.iter().copied().find(|param| {
        let mut changed = values.clone();
        shown.get(param).is_some_and(|axis| {
            thin(axis, 5).iter().any(|value| {
                changed.insert((*param).to_owned(), *value);
                passes(&changed)
            })
        })
    })
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

/// An absolute tolerance at least as wide as the largest answer
/// (`largest`, above 0) accepts 0 and twice the answer alike, so a guess
/// of the right sign is always right: what is wrong, or None.
pub(super) fn too_wide(absolute: f64, largest: f64) -> Option<Message> {
    (largest > 0.0 && absolute >= largest).then(|| {
        msg!(
            "check-tolerance-too-wide",
            tolerance = crate::units::number(Lang::En, absolute),
            largest = crate::units::number(Lang::En, largest)
        )
    })
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

    #[test]
    fn thinning_keeps_both_ends() {
        let samples: Vec<f64> = (0..10).map(f64::from).collect();
        assert_eq!(thin(&samples, 3), [0.0, 4.0, 9.0]);
        assert_eq!(thin(&samples[..2], 3), [0.0, 1.0]);
    }
}
