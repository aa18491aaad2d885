//! The parameters of a calculated question: the range each is drawn from,
//! drawing an attempt's numbers, and the values a draw can give that the
//! checks in [`super::calculated`] try.

use std::collections::BTreeMap;

use rand::Rng;

use super::FormulaRef;

/// What a parameter is drawn from.
#[derive(Clone, Debug, PartialEq)]
pub enum ParamRange {
    /// One of these numbers (at least one).
    Values(Vec<f64>),
    /// From `min` to `max`: on the grid min, min+step… when a step is
    /// given or both ends are whole numbers (step 1), else any number.
    Span {
        min: f64,
        max: f64,
        step: Option<f64>,
    },
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
pub(super) enum End {
    Min,
    Max,
    Inside,
    Value(usize),
}

/// A value a draw can give, as drawn and as the prompt shows it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) struct Sample {
    pub(super) drawn: f64,
    pub(super) shown: f64,
    pub(super) from: End,
}

/// Values tried inside a range by the check, besides its two ends.
const SAMPLES_INSIDE: usize = 15;

/// Draws of a calculated question tried before asking one whose answer
/// is not a finite number.
const DRAWS_FOR_A_FINITE_ANSWER: usize = 17;

impl ParamRange {
    fn grid(&self) -> Grid<'_> {
        match self {
            ParamRange::Values(values) => Grid::List(values),
            ParamRange::Span { min, max, step } => {
                let (min, max) = (*min, *max);
                let step =
                    step.or_else(|| (min.fract() == 0.0 && max.fract() == 0.0).then_some(1.0));
                match step {
                    Some(step) if step > 0.0 => Grid::Steps {
                        min,
                        step,
                        count: ((max - min) / step + 1e-9).floor() as u64,
                    },
                    // A step that is not positive is refused by the check.
                    Some(_) | None => Grid::Uniform { min, max },
                }
            }
        }
    }

    /// Draw one value: from `values`, or uniformly on the grid min, min+step…
    /// (whole numbers when min and max are whole and no step is given).
    pub(crate) fn draw(&self, rng: &mut impl Rng) -> f64 {
        match self.grid() {
            Grid::List(values) => values[rng.random_range(0..values.len())],
            Grid::Steps { min, step, count } => min + step * rng.random_range(0..=count) as f64,
            Grid::Uniform { min, max } => rng.random_range(min..=max),
        }
    }

    /// Whether a draw can give more than `count` different values (any
    /// number of a continuous range, or a grid of more points).
    pub(super) fn can_draw_more_than(&self, count: usize) -> bool {
        match self.grid() {
            Grid::List(values) => values.len() > count,
            Grid::Steps { count: last, .. } => last >= count as u64,
            Grid::Uniform { min, max } => min < max,
        }
    }

    /// The values worth checking the parameter at: the ends and the list.
    pub(super) fn extremes(&self) -> Vec<f64> {
        match self {
            ParamRange::Values(values) => values.clone(),
            ParamRange::Span { min, max, .. } => vec![*min, *max],
        }
    }

    /// Values a draw can give, as the prompt shows them: every listed
    /// value, or both ends of the range (the last point of a stepped
    /// grid, which may fall short of `max`) and evenly spaced points
    /// between, computed as [`ParamRange::draw`] computes them.
    pub(super) fn samples(&self) -> Vec<Sample> {
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

/// Draw every parameter, each rounded to what the prompt shows. `check`
/// tries the ranges for answers that are not finite; should a draw it did
/// not try give one, draw again rather than ask it.
pub(super) fn draw_answerable(
    parameters: &BTreeMap<String, ParamRange>,
    formula: &FormulaRef,
    rng: &mut impl Rng,
) -> BTreeMap<String, f64> {
    let draw = |rng: &mut _| -> BTreeMap<String, f64> {
        parameters
            .iter()
            .map(|(name, range)| (name.clone(), crate::units::as_shown(range.draw(rng))))
            .collect()
    };
    let mut values = draw(rng);
    for _ in 1..DRAWS_FOR_A_FINITE_ANSWER {
        if formula.eval(&values).is_finite() {
            break;
        }
        values = draw(rng);
    }
    values
}
