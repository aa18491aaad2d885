//! Confidence intervals and the binomial test for measured rates.
//!
//! Counts are taken as real numbers so an effective sample size (counts
//! divided by a design effect) can be used where queries are correlated.

use super::beta::{beta_reg, inv_beta_reg};
use serde::Serialize;
use statrs::distribution::{ContinuousCDF, Normal};

/// How the confidence interval of a measured rate is computed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Default)]
#[serde(rename_all = "kebab-case")]
pub enum IntervalMethod {
    /// Exact binomial interval from Beta quantiles (Clopper & Pearson 1934):
    /// coverage is at least the nominal level.
    #[default]
    ClopperPearson,
    /// Wilson's score interval (1927): close to nominal coverage, cheaper.
    Wilson,
}

#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Interval {
    pub low: f64,
    pub high: f64,
}

impl Interval {
    pub fn contains(&self, value: f64) -> bool {
        self.low <= value && value <= self.high
    }

    /// Half the width, relative to `estimate` (infinite when it is 0).
    pub(crate) fn relative_half_width(&self, estimate: f64) -> f64 {
        if estimate > 0.0 {
            (self.high - self.low) / 2.0 / estimate
        } else {
            f64::INFINITY
        }
    }
}

/// The interval for `hits` successes in `trials` at the given confidence.
pub fn interval(method: IntervalMethod, hits: f64, trials: f64, confidence: f64) -> Interval {
    match method {
        IntervalMethod::ClopperPearson => clopper_pearson(hits, trials, confidence),
        IntervalMethod::Wilson => wilson(hits, trials, confidence),
    }
}

/// Clopper–Pearson: low = Beta(x, N−x+1) quantile α/2, high = Beta(x+1, N−x)
/// quantile 1−α/2; the ends are 0 and 1 when x = 0 or x = N.
pub fn clopper_pearson(hits: f64, trials: f64, confidence: f64) -> Interval {
    if trials <= 0.0 {
        return Interval {
            low: 0.0,
            high: 1.0,
        };
    }
    let alpha = 1.0 - confidence;
    let low = if hits <= 0.0 {
        0.0
    } else {
        inv_beta_reg(hits, trials - hits + 1.0, alpha / 2.0)
    };
    let high = if hits >= trials {
        1.0
    } else {
        inv_beta_reg(hits + 1.0, trials - hits, 1.0 - alpha / 2.0)
    };
    Interval { low, high }
}

/// Wilson's score interval.
pub(crate) fn wilson(hits: f64, trials: f64, confidence: f64) -> Interval {
    if trials <= 0.0 {
        return Interval {
            low: 0.0,
            high: 1.0,
        };
    }
    let z = z_score(confidence);
    let p = hits / trials;
    let z2n = z * z / trials;
    let center = (p + z2n / 2.0) / (1.0 + z2n);
    let half = z / (1.0 + z2n) * (p * (1.0 - p) / trials + z2n / (4.0 * trials)).sqrt();
    Interval {
        low: (center - half).max(0.0),
        high: (center + half).min(1.0),
    }
}

/// The two-sided standard normal quantile for a confidence level.
pub(crate) fn z_score(confidence: f64) -> f64 {
    // Normal::new(0, 1) cannot fail: the parameters are constants.
    let standard = Normal::new(0.0, 1.0).unwrap_or_else(|_| unreachable!());
    standard.inverse_cdf(1.0 - (1.0 - confidence) / 2.0)
}

/// Queries needed for an interval of ±`precision` (relative) at rate p and
/// this confidence: z²(1 − p)/(precision²·p). What a run is expected to
/// take before its interval is as narrow as asked.
pub(crate) fn queries_for(p: f64, precision: f64, confidence: f64) -> f64 {
    let z = z_score(confidence);
    z * z * (1.0 - p) / (precision * precision * p)
}

/// P(X ≥ j) for X ~ Poisson(mean): the upper tail, summed in logarithms
/// from j up until the terms stop counting (no cancellation, so tails of
/// 10⁻¹⁷ keep their digits).
pub(crate) fn poisson_tail(mean: f64, at_least: u32) -> f64 {
    if mean <= 0.0 {
        return if at_least == 0 { 1.0 } else { 0.0 };
    }
    let ln_term = |i: f64| i * mean.ln() - mean - statrs::function::gamma::ln_gamma(i + 1.0);
    let mut total = 0.0;
    let mut i = f64::from(at_least);
    loop {
        let term = ln_term(i).exp();
        total += term;
        if (term <= total * 1e-17 && i > mean) || i > f64::from(at_least) + 10_000.0 {
            break;
        }
        i += 1.0;
    }
    total.min(1.0)
}

/// P(X ≤ x) for X ~ Binomial(N, p), through the regularized incomplete beta
/// function: P(X ≤ x) = I_{1−p}(N − x, x + 1).
pub(crate) fn binomial_cdf(hits: f64, trials: f64, p: f64) -> f64 {
    if hits >= trials {
        1.0
    } else if hits < 0.0 {
        0.0
    } else {
        beta_reg(trials - hits, hits + 1.0, 1.0 - p)
    }
}

/// P(X ≥ x) = I_p(x, N − x + 1).
pub(crate) fn binomial_sf(hits: f64, trials: f64, p: f64) -> f64 {
    if hits <= 0.0 {
        1.0
    } else if hits > trials {
        0.0
    } else {
        beta_reg(hits, trials - hits + 1.0, p)
    }
}

/// Two-sided binomial test of `hits` in `trials` against rate `p`: twice the
/// smaller tail, at most 1. Small values say the count and p disagree.
pub fn binomial_test(hits: f64, trials: f64, p: f64) -> f64 {
    if trials <= 0.0 {
        return 1.0;
    }
    let tail = binomial_cdf(hits, trials, p).min(binomial_sf(hits, trials, p));
    (2.0 * tail).min(1.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The field notes' figures: 1.5·10^5 queries for ±5 % at 1 %; the
    /// Poisson tail of a counter at the optimal load (ln 2) reaching 16 is
    /// about 7.1·10⁻¹⁷, at k = 7 of the 1 % row 1.6·10⁻¹⁶.
    #[test]
    fn queries_and_the_poisson_tail() {
        assert!((queries_for(0.01, 0.05, 0.95) / 152_127.0 - 1.0).abs() < 1e-3);
        let optimal = poisson_tail(std::f64::consts::LN_2, 16);
        assert!((optimal / 7.1e-17 - 1.0).abs() < 0.02, "{optimal}");
        let row = poisson_tail(7.0 / (958_506.0 / 100_000.0), 16);
        assert!((row / 1.6e-16 - 1.0).abs() < 0.03, "{row}");
        assert!((poisson_tail(3.0, 0) - 1.0).abs() < 1e-15);
        assert!((poisson_tail(3.0, 2) - (1.0 - 4.0 * (-3.0f64).exp())).abs() < 1e-12);
    }

    /// Binomial tail P(X ≤ x) summed term by term in logarithms, starting
    /// from x and walking down until the terms vanish: an independent check
    /// of the beta-function route.
    fn lower_tail_by_sum(x: u64, n: u64, p: f64) -> f64 {
        let ln_pmf = |i: u64| {
            statrs::function::gamma::ln_gamma(n as f64 + 1.0)
                - statrs::function::gamma::ln_gamma(i as f64 + 1.0)
                - statrs::function::gamma::ln_gamma((n - i) as f64 + 1.0)
                + i as f64 * p.ln()
                + (n - i) as f64 * (-p).ln_1p()
        };
        let top = ln_pmf(x);
        let mut total = 0.0;
        for i in (0..=x).rev() {
            let term = (ln_pmf(i) - top).exp();
            total += term;
            if term < 1e-18 * total {
                break;
            }
        }
        total * top.exp()
    }

    #[test]
    fn clopper_pearson_matches_binomial_tail_sums_at_ten_million() {
        // The field notes' check: 1537 hits in 15,366,000 queries.
        let (x, n) = (1537u64, 15_366_000u64);
        let ci = clopper_pearson(x as f64, n as f64, 0.95);
        assert!((ci.low - 9.51e-5).abs() < 0.01e-5, "{ci:?}");
        assert!((ci.high - 10.52e-5).abs() < 0.01e-5, "{ci:?}");
        // At the upper end, P(X ≤ x) must be 2.5 %; at the lower end P(X ≥ x).
        let at_high = lower_tail_by_sum(x, n, ci.high);
        let at_low = 1.0 - lower_tail_by_sum(x - 1, n, ci.low);
        assert!((at_high - 0.025).abs() < 1e-6, "{at_high}");
        assert!((at_low - 0.025).abs() < 1e-6, "{at_low}");
        let w = wilson(x as f64, n as f64, 0.95);
        assert!(
            (w.low - ci.low).abs() < 0.02e-5 && (w.high - ci.high).abs() < 0.02e-5,
            "{w:?}"
        );
    }

    #[test]
    fn binomial_cdf_matches_the_sum() {
        for (x, n, p) in [
            (5u64, 40u64, 0.1),
            (90, 1000, 0.0888),
            (1000, 10_000_000, 1e-4),
        ] {
            let a = binomial_cdf(x as f64, n as f64, p);
            let b = lower_tail_by_sum(x, n, p);
            // ln_gamma near 1e7 carries ~1e-8 relative error into the sum.
            assert!(
                (a - b).abs() < 1e-7 * b.max(1e-300) + 1e-14,
                "{x} {n} {p}: {a} vs {b}"
            );
        }
    }

    #[test]
    fn binomial_test_is_two_sided() {
        assert!(binomial_test(50.0, 100.0, 0.5) > 0.9);
        let low = binomial_test(30.0, 100.0, 0.5);
        let high = binomial_test(70.0, 100.0, 0.5);
        assert!(low < 1e-4 && (low - high).abs() < 1e-12);
        assert_eq!(binomial_test(0.0, 0.0, 0.5), 1.0);
    }

    #[test]
    fn edges() {
        let none = clopper_pearson(0.0, 100.0, 0.95);
        assert_eq!(none.low, 0.0);
        assert!((none.high - 0.0362).abs() < 1e-3);
        let all = clopper_pearson(100.0, 100.0, 0.95);
        assert_eq!(all.high, 1.0);
        assert!((z_score(0.95) - 1.959964).abs() < 1e-5);
    }
}
