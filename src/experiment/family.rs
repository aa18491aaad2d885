//! Two corrections that keep a verdict's error rate what it claims.
//!
//! - Many rows, one run: each row's test at 5 % flags some row of a 20-row
//!   sweep in most runs. Holm's step-down procedure (Holm 1979) adjusts the
//!   p-values so that the chance of *any* false alarm in the run stays at
//!   the level asked, while each row keeps its raw p-value too.
//! - One filter is not the average filter: the rate of one filter, (X/m)^k
//!   with X its set bits, varies from filter to filter around the average
//!   the formulas give. A test that only counts query noise rejects correct
//!   filters once the queries are many; [`filter_rate_spread`] gives the
//!   filter-to-filter spread to add.

/// The interval of a tally's rate on the effective sample size: its
/// counts divided by `effect`, the factor by which the variance of the
/// estimate exceeds a binomial one's. With a single filter's spread in
/// `effect` (1 + N·σ²/(p(1 − p)), σ the filter-to-filter spread), the
/// variance is p(1 − p)/N + σ²: the interval of the average rate of filters
/// like this one, not of this filter's own rate.
pub(crate) fn average_rate_interval(
    tally: &super::Tally,
    spec: &super::ExperimentSpec,
    effect: f64,
) -> super::Interval {
    super::stats::interval(
        spec.interval,
        tally.false_positives as f64 / effect,
        tally.queries as f64 / effect,
        spec.confidence,
    )
}

/// Holm–Bonferroni adjusted p-values, in the order given: sort the R
/// values, the i-th smallest (from 1) becomes the running maximum of
/// min(1, (R − i + 1)·p₍ᵢ₎). A row "differs" family-wise when its adjusted
/// value is below the level. NaN counts as 1 (no evidence).
pub(crate) fn holm_adjusted(p_values: &[f64]) -> Vec<f64> {
    holm_with_sources(p_values)
        .into_iter()
        .map(|(adjusted, _)| adjusted)
        .collect()
}

/// [`holm_adjusted`], each adjusted value with the raw p-value of the row
/// that set it: the row's own, or a smaller one's when the running maximum
/// carried that row's forward. Rows with one adjusted value thus share one
/// source, and their explanations can write it the same way.
pub(crate) fn holm_with_sources(p_values: &[f64]) -> Vec<(f64, f64)> {
    let rows = p_values.len();
    let clean = |p: f64| if p.is_nan() { 1.0 } else { p.clamp(0.0, 1.0) };
    let mut order: Vec<usize> = (0..rows).collect();
    order.sort_by(|&a, &b| clean(p_values[a]).total_cmp(&clean(p_values[b])));
    let mut adjusted = vec![(1.0, 1.0); rows];
    let mut running = (0.0_f64, 1.0_f64);
    for (rank, &row) in order.iter().enumerate() {
        let own = clean(p_values[row]);
        let scaled = ((rows - rank) as f64 * own).min(1.0);
        if scaled > running.0 {
            running = (scaled, own);
        }
        adjusted[row] = running;
    }
    adjusted
}

/// The filter-to-filter spread of the rate, for a filter of this kind:
/// [`filter_rate_spread`] for the standard and counting filters (a counter
/// above 0 is a set bit), [`crate::theory::fp_blocked_spread`] for the
/// blocked one, and 0 for the kinds whose predicted rate is already the
/// very filter's (a cuckoo filter's occupancy, the fixed 2^−f of the xor
/// and binary fuse filters, the hash set's 0).
pub(crate) fn filter_rate_spread_of(
    kind: crate::filter::FilterKind,
    m: u64,
    k: u32,
    n: u64,
) -> f64 {
    use crate::filter::FilterKind;
    match kind {
        FilterKind::Standard | FilterKind::Counting => filter_rate_spread(m, k, n),
        FilterKind::Blocked => crate::theory::fp_blocked_spread(crate::filter::BLOCK_BITS, m, k, n),
        FilterKind::Cuckoo
        | FilterKind::Xor8
        | FilterKind::Xor16
        | FilterKind::BinaryFuse8
        | FilterKind::BinaryFuse16
        | FilterKind::HashSet => 0.0,
    }
}

/// The standard deviation of one filter's false-positive rate (X/m)^k
/// around its mean, for n keys with k independent uniform probes each in
/// m bits, by the delta method: sd ≈ k·(1 − q)^(k−1)·sd(Z)/m, with Z the
/// number of zero bits, q = (1 − 1/m)^(kn) and
/// Var(Z) = m·q + m(m − 1)·q₂ − m²q², q₂ = (1 − 2/m)^(kn)
/// (the occupancy moments; e.g. Johnson & Kotz, *Urn Models*, 1977).
///
/// The last two terms nearly cancel, so they are computed as
/// m²q²·expm1(kn·ln(1 − 1/(m − 1)²)) − m·q₂, using
/// q₂/q² = (1 − 1/(m − 1)²)^(kn).
pub(crate) fn filter_rate_spread(m: u64, k: u32, n: u64) -> f64 {
    if m < 3 || n == 0 {
        return 0.0;
    }
    let mf = m as f64;
    let throws = f64::from(k) * n as f64;
    let q = (throws * (-1.0 / mf).ln_1p()).exp();
    let q2 = (throws * (-2.0 / mf).ln_1p()).exp();
    let ratio_minus_one = (throws * (-1.0 / ((mf - 1.0) * (mf - 1.0))).ln_1p()).exp_m1();
    let var_zeros = (mf * q - mf * q2 + mf * mf * q * q * ratio_minus_one).max(0.0);
    let fill = 1.0 - q;
    f64::from(k) * fill.powi(k as i32 - 1) * var_zeros.sqrt() / mf
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_sharing_an_adjusted_value_share_its_source() {
        // 0.36 × 2 = 0.72 is carried to the row of 0.55, whose own 1 × 0.55
        // is smaller: both read 0.72, from 0.36.
        let sources = holm_with_sources(&[0.01, 0.36, 0.55]);
        assert_eq!(sources[1], (0.72, 0.36));
        assert_eq!(sources[2], (0.72, 0.36));
        assert_eq!(sources[0], (0.03, 0.01));
    }

    #[test]
    fn holm_matches_a_hand_calculation() {
        // Sorted: 0.01·4 = 0.04, 0.02·3 = 0.06, 0.03·2 = 0.06, 0.5·1 = 0.5.
        let adjusted = holm_adjusted(&[0.03, 0.5, 0.01, 0.02]);
        let expected = [0.06, 0.5, 0.04, 0.06];
        for (a, e) in adjusted.iter().zip(expected) {
            assert!((a - e).abs() < 1e-12, "{adjusted:?}");
        }
        // Monotone even when a later product is smaller.
        let adjusted = holm_adjusted(&[0.001, 0.04, 0.045]);
        assert!((adjusted[1] - 0.08).abs() < 1e-12 && (adjusted[2] - 0.08).abs() < 1e-12);
        assert_eq!(holm_adjusted(&[f64::NAN, 0.2]), vec![1.0, 0.4]);
        assert!(holm_adjusted(&[]).is_empty());
    }

    /// Relative spread of one filter's rate: the field notes' values,
    /// computed independently in high precision.
    #[test]
    fn filter_spread_matches_the_occupancy_moments() {
        let relative = |m: u64, k: u32, n: u64| {
            let q = (1.0 - 1.0 / m as f64).powf(f64::from(k) * n as f64);
            filter_rate_spread(m, k, n) / (1.0 - q).powi(k as i32)
        };
        assert!((relative(100_000, 7, 10_000) - 0.0122).abs() < 0.0002);
        assert!((relative(958_506, 7, 100_000) - 0.0039).abs() < 0.0001);
        assert!(relative(95_850_584, 7, 10_000_000) < 0.0006);
    }

    /// Against a simulation: the rates (X/m)^k of many small filters.
    #[test]
    fn filter_spread_matches_a_simulation() {
        use rand::{Rng, SeedableRng};
        let (m, k, n) = (200u64, 3u32, 40u64);
        let mut rng = rand::rngs::StdRng::seed_from_u64(7);
        let trials = 40_000;
        let mut rates = Vec::with_capacity(trials);
        for _ in 0..trials {
            let mut bits = vec![false; m as usize];
            for _ in 0..k as u64 * n {
                bits[rng.random_range(0..m as usize)] = true;
            }
            let set = bits.iter().filter(|&&b| b).count() as f64;
            rates.push((set / m as f64).powi(k as i32));
        }
        let mean = rates.iter().sum::<f64>() / trials as f64;
        let sd = (rates.iter().map(|r| (r - mean).powi(2)).sum::<f64>() / trials as f64).sqrt();
        let predicted = filter_rate_spread(m, k, n);
        // The delta method is first order; at this small m it is within a
        // few per cent, and the sampling error of sd is under 1 %.
        assert!((predicted / sd - 1.0).abs() < 0.05, "{predicted} vs {sd}");
    }
}
