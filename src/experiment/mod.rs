//! Monte Carlo experiments: measure false-positive rates of real filters and
//! put them beside the formulas, with honest confidence intervals.
//!
//! An experiment inserts n keys streamed from a seeded generator, queries
//! keys from a disjoint key space and counts positives (all of them false)
//! until the confidence interval is as narrow as asked or a query cap is
//! reached. Work runs on worker threads and reports [`Event`]s over a
//! channel; nothing here knows about terminals.

pub mod beta;
pub mod budget;
mod engine;
mod keys;
pub mod stats;
pub mod suites;

use serde::Serialize;

pub use budget::{MemoryBudget, Reservation, Usage, filter_bytes, largest_at_once};
pub use engine::{Event, Progress, Run, RunOptions, run_blocking};
pub use keys::{
    Hashing, derive_seed, independent_positions, independent_probes, inserted_key, key_hash,
    queried_key,
};
pub use stats::{Interval, IntervalMethod};

use crate::error::{Param, ParamError};
use crate::filter::MAX_K;
use crate::sizing;

/// Filters smaller than this are measured over many fresh filters.
pub const FRESH_FILTERS_BELOW_M: u64 = 100_000;

/// One experiment: a filter shape, how to hash, and when to stop.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ExperimentSpec {
    pub m: u64,
    pub k: u32,
    pub n: u64,
    pub hashing: Hashing,
    pub seed: u64,
    /// Stop when the interval's half-width is within this fraction of the
    /// estimate (0.05 = ±5 %).
    pub precision: f64,
    /// Confidence level of the interval (0.95).
    pub confidence: f64,
    /// Never run more queries than this.
    pub max_queries: u64,
    pub interval: IntervalMethod,
    pub filters: FilterMode,
}

/// Whether one filter is measured, or the average filter over fresh ones.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Default)]
#[serde(rename_all = "kebab-case")]
pub enum FilterMode {
    /// Fresh filters below [`FRESH_FILTERS_BELOW_M`] bits, one filter above.
    #[default]
    Auto,
    /// One filter, many queries.
    Single,
    /// A new filter with its own seed for every few queries, at most
    /// `max_filters` of them when given. The result estimates the average
    /// filter, which is what the formulas describe.
    Fresh { max_filters: Option<u64> },
}

pub const DEFAULT_PRECISION: f64 = 0.05;
pub const DEFAULT_CONFIDENCE: f64 = 0.95;
pub const DEFAULT_MAX_QUERIES: u64 = 200_000_000;

impl ExperimentSpec {
    /// An experiment with the default precision, confidence and cap.
    pub fn new(m: u64, k: u32, n: u64) -> Self {
        Self {
            m,
            k,
            n,
            hashing: Hashing::Double,
            seed: 1,
            precision: DEFAULT_PRECISION,
            confidence: DEFAULT_CONFIDENCE,
            max_queries: DEFAULT_MAX_QUERIES,
            interval: IntervalMethod::ClopperPearson,
            filters: FilterMode::Auto,
        }
    }

    /// Check every field before anything runs or is allocated.
    pub fn validate(&self, max_memory: u64) -> Result<(), ParamError> {
        sizing::check_m(self.m)?;
        sizing::check_n(self.n)?;
        if self.k == 0 || self.k > MAX_K {
            return Err(ParamError::out_of_range(
                Param::K,
                self.k,
                1,
                u64::from(MAX_K),
            ));
        }
        check_fraction(Param::Precision, self.precision)?;
        check_fraction(Param::Confidence, self.confidence)?;
        if self.max_queries == 0 {
            return Err(ParamError::out_of_range(Param::MaxQueries, 0, 1, u64::MAX));
        }
        if let FilterMode::Fresh {
            max_filters: Some(0),
        } = self.filters
        {
            return Err(ParamError::out_of_range(Param::Trials, 0, 1, u64::MAX));
        }
        let bytes = u128::from(self.m.div_ceil(64)) * 8;
        if bytes > u128::from(max_memory) {
            return Err(ParamError::too_large(Param::M, bytes as f64, max_memory));
        }
        Ok(())
    }

    /// Whether this experiment uses fresh filters.
    pub fn uses_fresh_filters(&self) -> bool {
        match self.filters {
            FilterMode::Auto => self.m < FRESH_FILTERS_BELOW_M,
            FilterMode::Single => false,
            FilterMode::Fresh { .. } => true,
        }
    }

    /// Queries asked of each fresh filter. One query per filter makes the
    /// count exactly binomial; tiny filters are cheap to rebuild, so they
    /// get one. Larger ones get as many queries as keys (insert and query
    /// work balanced) and the interval is widened by the measured design
    /// effect instead.
    pub fn queries_per_filter(&self) -> u64 {
        if !self.uses_fresh_filters() || self.n * u64::from(self.k) <= 64 {
            1
        } else {
            self.n
        }
    }

    /// Bloom's approximation for this shape.
    pub fn fp_bloom(&self) -> f64 {
        crate::theory::fp_bloom(self.m as f64, f64::from(self.k), self.n as f64)
    }

    /// The exact rate for this shape (independent probes).
    pub fn fp_exact(&self) -> f64 {
        crate::theory::fp_exact(self.m, self.k, self.n)
    }
}

fn check_fraction(param: Param, value: f64) -> Result<(), ParamError> {
    if value.is_nan() || value <= 0.0 || value >= 1.0 {
        return Err(ParamError::invalid(
            param,
            format!(
                "must be a number strictly between 0 and 1, such as 0.05 (got {})",
                crate::units::format_real(value)
            ),
        ));
    }
    Ok(())
}

/// Whether a measurement agrees with the exact formula.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Verdict {
    /// The binomial test does not reject the exact rate.
    AgreesWithTheory,
    /// The count is unlikely under the exact rate.
    Differs,
    /// Too few false positives to say (none yet, or cancelled early).
    Inconclusive,
}

impl Verdict {
    pub fn describe(self) -> &'static str {
        match self {
            Verdict::AgreesWithTheory => "agrees with theory",
            Verdict::Differs => "differs",
            Verdict::Inconclusive => "inconclusive",
        }
    }
}

/// Running totals of an experiment.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize)]
pub struct Tally {
    pub queries: u64,
    pub false_positives: u64,
    /// Filters built (1 for a single filter).
    pub filters: u64,
    /// Σ over fresh filters of their measured rate, and of its square: for
    /// the between-filter variance when each filter answers several queries.
    pub sum_rate: f64,
    pub sum_rate_squared: f64,
    /// Σ of the fill ratios of the filters built.
    pub sum_fill: f64,
}

impl Tally {
    pub fn add(&mut self, other: &Tally) {
        self.queries += other.queries;
        self.false_positives += other.false_positives;
        self.filters += other.filters;
        self.sum_rate += other.sum_rate;
        self.sum_rate_squared += other.sum_rate_squared;
        self.sum_fill += other.sum_fill;
    }

    pub fn estimate(&self) -> f64 {
        if self.queries == 0 {
            0.0
        } else {
            self.false_positives as f64 / self.queries as f64
        }
    }

    /// How much correlated queries (several per filter) inflate the variance
    /// compared with independent ones: 1 when each filter answers one query.
    pub fn design_effect(&self, queries_per_filter: u64) -> f64 {
        let p = self.estimate();
        if queries_per_filter <= 1 || self.filters < 2 || p <= 0.0 || p >= 1.0 {
            return 1.0;
        }
        let t = self.filters as f64;
        let between = (self.sum_rate_squared - self.sum_rate * self.sum_rate / t) / (t - 1.0);
        (between * queries_per_filter as f64 / (p * (1.0 - p))).max(1.0)
    }

    /// The interval, on the effective sample size when there is a design effect.
    pub fn interval(&self, spec: &ExperimentSpec) -> Interval {
        let deff = self.design_effect(spec.queries_per_filter());
        stats::interval(
            spec.interval,
            self.false_positives as f64 / deff,
            self.queries as f64 / deff,
            spec.confidence,
        )
    }

    /// Two-sided binomial test of the count against `p`.
    pub fn p_value(&self, spec: &ExperimentSpec, p: f64) -> f64 {
        let deff = self.design_effect(spec.queries_per_filter());
        stats::binomial_test(
            self.false_positives as f64 / deff,
            self.queries as f64 / deff,
            p,
        )
    }
}

/// The result of one experiment.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Outcome {
    pub spec: ExperimentSpec,
    pub queries: u64,
    pub false_positives: u64,
    pub filters: u64,
    pub fp_measured: f64,
    pub ci_low: f64,
    pub ci_high: f64,
    pub fp_predicted: f64,
    pub fp_exact: f64,
    /// Binomial test against the exact rate, and against Bloom's formula.
    pub p_value: f64,
    pub p_value_bloom: f64,
    pub verdict: Verdict,
    /// Mean fraction of bits set in the filters measured.
    pub fill_ratio: f64,
    pub design_effect: f64,
    pub reached_precision: bool,
    pub cancelled: bool,
    pub seconds: f64,
}

impl Outcome {
    pub fn from_tally(spec: &ExperimentSpec, tally: &Tally, cancelled: bool, seconds: f64) -> Self {
        let interval = tally.interval(spec);
        let estimate = tally.estimate();
        let fp_exact = spec.fp_exact();
        let fp_predicted = spec.fp_bloom();
        let p_value = tally.p_value(spec, fp_exact);
        let alpha = 1.0 - spec.confidence;
        let verdict = if tally.false_positives == 0 || (cancelled && p_value >= alpha) {
            Verdict::Inconclusive
        } else if p_value < alpha {
            Verdict::Differs
        } else {
            Verdict::AgreesWithTheory
        };
        Self {
            spec: spec.clone(),
            queries: tally.queries,
            false_positives: tally.false_positives,
            filters: tally.filters,
            fp_measured: estimate,
            ci_low: interval.low,
            ci_high: interval.high,
            fp_predicted,
            fp_exact,
            p_value,
            p_value_bloom: tally.p_value(spec, fp_predicted),
            verdict,
            fill_ratio: if tally.filters == 0 {
                0.0
            } else {
                tally.sum_fill / tally.filters as f64
            },
            design_effect: tally.design_effect(spec.queries_per_filter()),
            reached_precision: interval.relative_half_width(estimate) <= spec.precision,
            cancelled,
            seconds,
        }
    }
}
