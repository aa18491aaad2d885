//! Trying a calculated question's formula at the numbers students can
//! draw, within a budget of work: an answer that is not finite (or is 0
//! under a relative tolerance) names the parameter to blame, and an
//! absolute tolerance as wide as the answers is refused.

use std::collections::BTreeMap;

use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

use super::shown_text;
use crate::content::quiz::raw::RawTolerance;
use crate::content::quiz::{FormulaRef, ParamRange};
use crate::content::validation::{Issue, issue};
use crate::content::yaml::NodePath;
use crate::i18n::Message;
use crate::lang::Lang;
use crate::msg;

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
pub(super) fn check_answers(
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
        let culprit = culprit(&used, shown, &values, |values| {
            problem_at(formula.eval(values)).is_none()
        });
        issues.push(answer_problem(path, formula, &values, problem, culprit));
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

/// A formula that gives no finite answer (`not_finite`) or 0 where only
/// 0 is right, at the point `values`: said at the parameter to narrow
/// (`culprit`) when one is to blame, else at the parameters.
fn answer_problem(
    path: &NodePath,
    formula: &FormulaRef,
    values: &BTreeMap<String, f64>,
    not_finite: bool,
    culprit: Option<&str>,
) -> Issue {
    let at: Vec<String> = values
        .iter()
        .map(|(k, v)| format!("{k} = {}", crate::units::number(Lang::En, *v)))
        .collect();
    let message = match (not_finite, culprit) {
        (true, Some(param)) => msg!("check-formula-not-finite-narrow", param = param),
        (true, None) => msg!("check-formula-not-finite"),
        (false, Some(param)) => msg!("check-formula-zero-narrow", param = param),
        (false, None) => msg!("check-formula-zero"),
    };
    let at_path = match culprit {
        Some(param) => path.key("parameters").key(param),
        None => path.key("parameters"),
    };
    issue(
        at_path,
        message
            .arg("formula", formula.name())
            .arg("at", at.join(", ")),
    )
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
pub(in crate::content::quiz) fn too_wide(absolute: f64, largest: f64) -> Option<Message> {
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

    #[test]
    fn thinning_keeps_both_ends() {
        let samples: Vec<f64> = (0..10).map(f64::from).collect();
        assert_eq!(thin(&samples, 3), [0.0, 4.0, 9.0]);
        assert_eq!(thin(&samples[..2], 3), [0.0, 1.0]);
    }
}
