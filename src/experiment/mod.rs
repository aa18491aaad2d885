//! Monte Carlo experiments: measure false-positive rates of real filters and
//! put them beside the formulas, with honest confidence intervals.
//!
//! An experiment inserts n keys streamed from a seeded generator, queries
//! keys from a disjoint key space and counts positives (all of them false)
//! until the confidence interval is as narrow as asked or a query cap is
//! reached. Work runs on worker threads and gives [`Event`]s to an
//! [`EventSink`] (a channel's sender, or a function); nothing here knows
//! about terminals.
//!
//! This file holds what an experiment is ([`ExperimentSpec`], with the
//! rules its fields are checked by) and what it found ([`Tally`],
//! [`Outcome`]); the run itself is in `engine` (its public face), `scheduler`
//! (who does what next) and `jobs` (the work, generic over the filter).

pub(crate) mod beta;
pub mod budget;
pub mod compare;
pub mod crossover;
mod engine;
pub(crate) mod explain;
pub(crate) mod family;
mod jobs;
mod keys;
mod scheduler;
pub mod stats;
pub mod suites;
pub(crate) mod verdict;

use serde::Serialize;

pub use budget::{MemoryBudget, filter_bytes, largest_at_once};
pub(crate) use engine::EventSink;
pub use engine::{Event, Failure, Run, RunOptions};
pub use engine::{Progress, run_blocking};
pub use keys::Hashing;
pub(crate) use keys::derive_seed;
pub use keys::queried_key;
pub use stats::Interval;
pub use stats::IntervalMethod;
pub use verdict::{Chance, FamilyVerdicts, RepeatTally, Verdict, family_verdicts, rough_percent};
pub(crate) use verdict::{RepeatSummary, Verdicts, verdicts};

use crate::error::{Example, Param, ParamError};
use crate::filter::{FilterKind, check_k, check_m};
use crate::i18n::Num;
use crate::msg;
use crate::sizing;

/// Filters smaller than this are measured over many fresh filters.
pub(crate) const FRESH_FILTERS_BELOW_M: u64 = 100_000;

/// One experiment: a filter shape, how to hash, and when to stop.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ExperimentSpec {
    /// The kind of filter measured.
    pub kind: FilterKind,
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

/// The precisions accepted (relative half-widths): ±0.1 % to ±50 %. Finer
/// than ±0.1 % needs over 3.8·10^6/p queries, beyond [`MAX_QUERIES`] for
/// every rate under 4·10^-4; wider than ±50 % says nothing.
pub const PRECISION_RANGE: (f64, f64) = (0.001, 0.5);
/// The confidence levels accepted. Below 0.5 an interval misses more often
/// than it covers; at 0.9999 the test already rejects only at 1 in 10,000,
/// and a level closer to 1 (or a tiny one, where 1 − level rounds to 1)
/// would make every verdict the same whatever was measured.
pub const CONFIDENCE_RANGE: (f64, f64) = (0.5, 0.9999);
/// The fewest queries a row may be capped at: with fewer, an interval and
/// a test say next to nothing (at p = 0.1, 100 queries give ±60 %).
pub(crate) const MIN_QUERIES: u64 = 100;
/// The most queries a row may be capped at: 10^10, about a minute and a
/// half of lookups on one core for a large filter (hours for tiny ones
/// rebuilt for every query), so a run always ends.
pub(crate) const MAX_QUERIES: u64 = 10_000_000_000;
/// A predicted rate this close to 1 leaves nothing to measure: every
/// query is a false positive, and the interval only says "near 1".
pub(crate) const FULL_RATE: f64 = 1.0 - 1e-9;
/// Fresh filters answer at most this share of the query cap each, so a
/// row always gets at least this many filters (and some queries).
pub(crate) const MIN_FRESH_FILTERS: u64 = 10;

/// The rule for a fraction with a range of its own (a precision, a
/// confidence level): within `range`, both ends included; NaN is not.
/// `example` is a value to suggest.
pub(crate) fn check_fraction(
    param: Param,
    value: f64,
    range: (f64, f64),
    example: Example,
) -> Result<f64, ParamError> {
    let (min, max) = range;
    if !(min..=max).contains(&value) {
        return Err(ParamError::real_out_of_range(
            param, value, min, max, example,
        ));
    }
    Ok(value)
}

/// Check a precision (relative half-width) against [`PRECISION_RANGE`].
pub fn check_precision(value: f64) -> Result<f64, ParamError> {
    check_fraction(Param::Precision, value, PRECISION_RANGE, Example::Precision)
}

/// Check a confidence level against [`CONFIDENCE_RANGE`].
pub fn check_confidence(value: f64) -> Result<f64, ParamError> {
    check_fraction(
        Param::Confidence,
        value,
        CONFIDENCE_RANGE,
        Example::Confidence,
    )
}

/// Check a query cap against [`MIN_QUERIES`] and [`MAX_QUERIES`].
pub fn check_max_queries(value: u64) -> Result<u64, ParamError> {
    if !(MIN_QUERIES..=MAX_QUERIES).contains(&value) {
        return Err(ParamError::out_of_range(
            Param::MaxQueries,
            value,
            MIN_QUERIES,
            MAX_QUERIES,
        ));
    }
    Ok(value)
}

/// The most keys a filter of this kind, m and k can hold before its
/// predicted rate reaches [`FULL_RATE`] (at least 0).
pub(crate) fn most_keys_measurable(kind: FilterKind, m: u64, k: u32) -> u64 {
    let full = |n: u64| kind.fp_exact(m, k, n) >= FULL_RATE;
    if !full(sizing::MAX_ELEMENTS) {
        return sizing::MAX_ELEMENTS;
    }
    // The rate grows with n: bisect for the last n below the line.
    let (mut low, mut high) = (0u64, sizing::MAX_ELEMENTS);
    while high - low > 1 {
        let middle = low + (high - low) / 2;
        if full(middle) {
            high = middle;
        } else {
            low = middle;
        }
    }
    low
}

impl ExperimentSpec {
    /// An experiment with the default precision, confidence and cap.
    pub fn new(m: u64, k: u32, n: u64) -> Self {
        Self {
            kind: FilterKind::Standard,
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
        check_m(self.m)?;
        sizing::check_n(self.n)?;
        check_k(self.k)?;
        check_precision(self.precision)?;
        check_confidence(self.confidence)?;
        check_max_queries(self.max_queries)?;
        if self.hashing == Hashing::Independent && !self.kind.probes_bits() {
            return Err(ParamError::invalid(
                Param::K,
                msg!(
                    "experiment-independent-hashing",
                    structure = msg!("param-structure", kind = self.kind.name())
                ),
            ));
        }
        if let FilterMode::Fresh {
            max_filters: Some(trials),
        } = self.filters
        {
            // Enough filters for the fewest queries a row may have.
            let each = self.queries_per_filter();
            let fewest = MIN_QUERIES.div_ceil(each);
            if trials < fewest {
                return Err(ParamError::invalid(
                    Param::Trials,
                    msg!(
                        "experiment-trials-too-few",
                        fewest = Num::Whole(fewest),
                        each = Num::Whole(each),
                        count = each,
                        least = Num::Whole(MIN_QUERIES),
                        trials = Num::Whole(trials)
                    ),
                ));
            }
        }
        // The kind's own rule, memory included (m and k pass by now).
        self.kind.check_shape(self.m, self.k, max_memory)?;
        self.check_measurable()
    }

    /// Refuse a filter so full that every query is a false positive: its
    /// measurement could only say "about 1". The message names the largest
    /// n that still leaves something to measure.
    fn check_measurable(&self) -> Result<(), ParamError> {
        let predicted = self.fp_exact();
        if predicted < FULL_RATE {
            return Ok(());
        }
        let most = most_keys_measurable(self.kind, self.m, self.k);
        // To nine digits, the precision of the line drawn.
        let rate = Num::Real((predicted * 1e9).round() / 1e9);
        let message = if most == 0 {
            msg!(
                "experiment-too-full-none",
                keys = Num::Whole(self.n),
                count = self.n,
                bits = Num::Whole(self.m),
                k = self.k,
                rate = rate
            )
        } else {
            msg!(
                "experiment-too-full-most",
                keys = Num::Whole(self.n),
                count = self.n,
                bits = Num::Whole(self.m),
                k = self.k,
                rate = rate,
                n = Param::N,
                most = Num::Whole(most)
            )
        };
        Err(ParamError::invalid(Param::N, message))
    }

    /// Whether this experiment uses fresh filters.
    pub(crate) fn uses_fresh_filters(&self) -> bool {
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
    /// effect instead; but never more than a tenth of the query cap, so
    /// that at least [`MIN_FRESH_FILTERS`] filters fit in it (a cap below
    /// one filter's worth used to end a row with no query at all).
    pub(crate) fn queries_per_filter(&self) -> u64 {
        if !self.uses_fresh_filters() || self.n.saturating_mul(u64::from(self.k)) <= 64 {
            1
        } else {
            self.n.min(self.max_queries / MIN_FRESH_FILTERS).max(1)
        }
    }

    /// The textbook prediction for this kind and shape (Bloom's formula
    /// for the standard filter).
    pub(crate) fn fp_bloom(&self) -> f64 {
        self.kind.fp_predicted(self.m, self.k, self.n)
    }

    /// The exact rate for this kind and shape (independent probes): what
    /// the verdict tests against.
    pub fn fp_exact(&self) -> f64 {
        self.kind.fp_exact(self.m, self.k, self.n)
    }

    /// Bytes of one filter of this kind and shape: what the engine
    /// reserves from its memory budget before building it.
    pub(crate) fn filter_bytes(&self) -> u64 {
        self.kind.bytes(self.m, self.k)
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
    /// Σ of the rates the filters' own states predict, and how many
    /// filters gave one ([`crate::filter::ExperimentFilter::own_fp_rate`]).
    pub sum_own_rate: f64,
    pub own_rates: u64,
}

impl Tally {
    pub(crate) fn add(&mut self, other: &Tally) {
        self.queries += other.queries;
        self.false_positives += other.false_positives;
        self.filters += other.filters;
        self.sum_rate += other.sum_rate;
        self.sum_rate_squared += other.sum_rate_squared;
        self.sum_fill += other.sum_fill;
        self.sum_own_rate += other.sum_own_rate;
        self.own_rates += other.own_rates;
    }

    /// Count one filter's own predicted rate, if its kind gives one.
    pub(crate) fn add_own_rate(&mut self, rate: Option<f64>) {
        if let Some(rate) = rate {
            self.sum_own_rate += rate;
            self.own_rates += 1;
        }
    }

    /// The mean of the filters' own predicted rates, when every filter
    /// measured gave one: what the verdict then tests against.
    pub(crate) fn own_rate(&self) -> Option<f64> {
        (self.own_rates > 0 && self.own_rates == self.filters)
            .then(|| self.sum_own_rate / self.own_rates as f64)
    }

    pub(crate) fn estimate(&self) -> f64 {
        if self.queries == 0 {
            0.0
        } else {
            self.false_positives as f64 / self.queries as f64
        }
    }

    /// How much correlated queries (several per filter) inflate the variance
    /// compared with independent ones: 1 when each filter answers one query.
    pub(crate) fn design_effect(&self, queries_per_filter: u64) -> f64 {
        let p = self.estimate();
        if queries_per_filter <= 1 || self.filters < 2 || p <= 0.0 || p >= 1.0 {
            return 1.0;
        }
        let t = self.filters as f64;
        let between = (self.sum_rate_squared - self.sum_rate * self.sum_rate / t) / (t - 1.0);
        (between * queries_per_filter as f64 / (p * (1.0 - p))).max(1.0)
    }

    /// The interval shown for the rate: where the average rate of filters
    /// like this one lies, what the verdict tests. Fresh filters: on the
    /// effective sample size of their measured design effect. One filter:
    /// also widened by the filter-to-filter spread of the rate
    /// ([`Tally::single_filter_effect`] at the measured rate), the variance
    /// of the estimate plus the variance between filters, so that it agrees
    /// with the verdict ([`family::average_rate_interval`]).
    pub(crate) fn interval(&self, spec: &ExperimentSpec) -> Interval {
        let deff = self.design_effect(spec.queries_per_filter())
            * self.single_filter_effect(spec, self.estimate());
        family::average_rate_interval(self, spec, deff)
    }

    /// The measurement's own interval, query noise only (the design effect
    /// of fresh filters included): about this very filter's rate when there
    /// is one. What the stopping rule narrows to the precision asked; the
    /// filter-to-filter spread no number of queries removes.
    pub(crate) fn query_interval(&self, spec: &ExperimentSpec) -> Interval {
        family::average_rate_interval(self, spec, self.design_effect(spec.queries_per_filter()))
    }

    /// How much the filter-to-filter spread of the rate inflates the
    /// variance of a single filter's count under the null rate `p`:
    /// 1 + N·Var/(p(1 − p)), with Var = [`family::filter_rate_spread`]² (the
    /// occupancy moments of the field notes, "Statistics, second round":
    /// one filter's rate (X/m)^k varies around the average the formulas
    /// give). 1 for fresh filters, whose own design effect already measures
    /// that spread.
    pub(crate) fn single_filter_effect(&self, spec: &ExperimentSpec, p: f64) -> f64 {
        if spec.uses_fresh_filters() || self.queries == 0 || p <= 0.0 || p >= 1.0 {
            return 1.0;
        }
        let spread = family::filter_rate_spread_of(spec.kind, spec.m, spec.k, spec.n);
        1.0 + self.queries as f64 * spread * spread / (p * (1.0 - p))
    }

    /// Two-sided binomial test of the count against `p`: the one place the
    /// null's noise is decided. Fresh filters: the measured design effect.
    /// One filter: the rate is that filter's, not the average filter's, so
    /// the test also allows for the filter-to-filter spread
    /// ([`Tally::single_filter_effect`]), as the interval shown does
    /// ([`Tally::interval`]).
    pub(crate) fn p_value(&self, spec: &ExperimentSpec, p: f64) -> f64 {
        let deff =
            self.design_effect(spec.queries_per_filter()) * self.single_filter_effect(spec, p);
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
        // A filter whose theory reads its own state (a cuckoo filter's
        // occupancy) is tested against that; others against their shape's.
        let fp_exact = tally.own_rate().unwrap_or_else(|| spec.fp_exact());
        let fp_predicted = spec.fp_bloom();
        let p_value = tally.p_value(spec, fp_exact);
        let p_value_bloom = tally.p_value(spec, fp_predicted);
        let verdicts = verdict::judge(&verdict::Evidence {
            false_positives: tally.false_positives,
            p_value,
            p_value_bloom,
            confidence: spec.confidence,
            cancelled,
        });
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
            p_value_bloom,
            verdict: verdicts.exact,
            fill_ratio: if tally.filters == 0 {
                0.0
            } else {
                tally.sum_fill / tally.filters as f64
            },
            design_effect: tally.design_effect(spec.queries_per_filter()),
            // The precision asked is the measurement's (query noise); a
            // single filter's interval adds a spread no query removes.
            reached_precision: tally.query_interval(spec).relative_half_width(estimate)
                <= spec.precision,
            cancelled,
            seconds,
        }
    }

    /// The interval around the measured rate.
    pub fn interval(&self) -> Interval {
        Interval {
            low: self.ci_low,
            high: self.ci_high,
        }
    }

    /// The interval's half-width relative to the measured rate (infinite
    /// when nothing was measured): what the precision target is met by.
    pub fn relative_half_width(&self) -> f64 {
        self.interval().relative_half_width(self.fp_measured)
    }

    /// The verdicts on the exact formula and on Bloom's: [`verdicts`].
    pub fn verdicts(&self) -> Verdicts {
        verdicts(self)
    }
}
