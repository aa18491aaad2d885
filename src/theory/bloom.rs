//! Bloom's approximation and the sizing formulas built on it (optimal k,
//! bits per element, capacity), the lower bound every structure is
//! measured against, a filter's fill, and the counting filter's overflow.

use std::f64::consts::{LN_2, LOG2_E};

/// Bloom's approximation (Bloom 1970; the form in every textbook):
/// p ≈ (1 − e^(−kn/m))^k.
///
/// It treats the bits as independent and replaces (1 − 1/m)^(kn) by
/// e^(−kn/m); Christensen, Roginsky & Jimeno (2010) prove the true rate is
/// always a little higher. Arguments are f64 so the sizing chart can ask for
/// fractional k and m/n.
pub fn fp_bloom(m: f64, k: f64, n: f64) -> f64 {
    // 1 − e^(−x) = −expm1(−x), accurate for small x.
    (-(-k * n / m).exp_m1()).powf(k)
}

/// The independent-bits approximation (Broder & Mitzenmacher 2004, eq. 1):
/// p ≈ (1 − (1 − 1/m)^(kn))^k. Same independence assumption as Bloom's,
/// without the exponential shortcut.
pub(crate) fn fp_independent_bits(m: f64, k: f64, n: f64) -> f64 {
    (-(k * n * (-1.0 / m).ln_1p()).exp_m1()).powf(k)
}

/// The k that minimises Bloom's approximation for given m and n:
/// k = (m/n) ln 2 (derivative of ln p with respect to k set to zero).
pub(crate) fn optimal_k(m: f64, n: f64) -> f64 {
    m / n * LN_2
}

/// The integer k to build with: (m/n) ln 2 rounded, from 1 to `most` (the
/// most probes a filter takes). This gives the course table's 3 / 7 / 10 /
/// 13.
pub(crate) fn optimal_k_integer(m: f64, n: f64, most: u32) -> u32 {
    let k = optimal_k(m, n).round();
    if k.is_finite() && k >= 1.0 {
        k.min(f64::from(most)) as u32
    } else {
        1
    }
}

/// Bits per element for a target rate with the optimal k:
/// m/n = −ln p / (ln 2)² (from p = (1/2)^k with k = (m/n) ln 2).
pub(crate) fn bits_per_element(p: f64) -> f64 {
    -p.ln() / (LN_2 * LN_2)
}

/// Bits for n keys at rate p with the optimal k, before rounding:
/// m = −n ln p / (ln 2)².
pub(crate) fn bits_for(n: f64, p: f64) -> f64 {
    n * bits_per_element(p)
}

/// Bits for n keys at rate p when k is fixed: Bloom's formula solved for m,
/// m = −k n / ln(1 − p^(1/k)).
pub(crate) fn bits_for_fixed_k(n: f64, p: f64, k: f64) -> f64 {
    -k * n / (-p.powf(1.0 / k)).ln_1p()
}

/// Keys that fit in m bits at rate p with the optimal k:
/// n = −m (ln 2)² / ln p.
pub(crate) fn capacity(m: f64, p: f64) -> f64 {
    m / bits_per_element(p)
}

/// Keys that fit in m bits at rate p with k fixed: n = −m ln(1 − p^(1/k)) / k.
pub(crate) fn capacity_fixed_k(m: f64, p: f64, k: f64) -> f64 {
    -m * (-p.powf(1.0 / k)).ln_1p() / k
}

/// Information-theoretic lower bound on bits per element for any structure
/// answering membership with false-positive rate p: log2(1/p) (Carter et al.
/// 1978; see Broder & Mitzenmacher 2004, §2.2).
pub(crate) fn lower_bound_bits_per_element(p: f64) -> f64 {
    -p.log2()
}

/// How far an optimal Bloom filter sits above the lower bound: its bits per
/// element divided by log2(1/p) is always log2(e) ≈ 1.44.
pub const BLOOM_OVERHEAD_FACTOR: f64 = LOG2_E;

/// The rate at the optimal (real-valued) k for a given m/n:
/// p = (1/2)^((m/n) ln 2) ≈ 0.6185^(m/n).
pub(crate) fn fp_at_optimal_k(bits_per_element: f64) -> f64 {
    (-bits_per_element * LN_2 * LN_2).exp()
}

/// Expected fraction of bits set after n keys: 1 − (1 − 1/m)^(kn).
/// At the optimal k this is one half: the half-full diagnostic.
pub(crate) fn expected_fill(m: f64, k: f64, n: f64) -> f64 {
    -(k * n * (-1.0 / m).ln_1p()).exp_m1()
}

/// The rate of a lookup that answers «present» when any one of a key's
/// k bits is set, where a Bloom filter asks for all k: 1 − (1 − fill)^k,
/// with the expected fill. The rate a grading sees when a student's
/// lookup makes that mistake (reader 44, es 6.1), far above
/// [`fp_independent_bits`]'s fill^k once k > 1.
pub(crate) fn fp_any_bit(m: f64, k: f64, n: f64) -> f64 {
    -(k * (-expected_fill(m, k, n)).ln_1p()).exp_m1()
}

/// The elements after which a filter of m bits and k probes is expected
/// to be half full: (1 − 1/m)^(kn) = 1/2, so n = ln(1/2) / (k·ln(1 − 1/m))
/// ≈ (m/k)·ln 2. Up to here a filter is within what its k suits; past it,
/// a larger k only makes it worse.
pub(crate) fn half_full_elements(m: f64, k: f64) -> f64 {
    (0.5f64).ln() / (k * (-1.0 / m).ln_1p())
}

/// The fill over which the playground calls a filter overloaded. A filter
/// with the optimal k is half full in expectation, and a whole k moves that
/// a little (the 1 % row, k = 7 for 6.64, is 51.8 % full), as does chance
/// on a small filter (± 9 points at m = 32). At 60 % the rate is already
/// (0.6/0.5)^k times a half-full filter's: 3.6 times at k = 7.
pub const OVERLOAD_FILL: f64 = 0.6;

/// The false-positive rate of one concrete filter with X bits set, for a
/// key whose k probes are independent: (X/m)^k. This turns "more than half
/// the bits are set" into a number.
pub(crate) fn fp_from_fill(bits_set: u64, m: u64, k: u32) -> f64 {
    if m == 0 {
        return 0.0;
    }
    (bits_set as f64 / m as f64).powi(k as i32)
}

/// Union bound on the chance that any counter of a counting filter
/// overflows, that is reaches `overflow_at` (16 for 4-bit counters) (Fan,
/// Cao, Almeida & Broder 2000): a counter is Binomial(nk, 1/m),
/// P(count ≥ j) ≤ C(nk, j)/m^j ≤ (e·nk/(j·m))^j, times m counters. For
/// 4-bit counters at k = (m/n) ln 2 it is (e ln 2 / 16)^16 · m ≈
/// 1.37e−15 · m.
pub(crate) fn counter_overflow_bound(m: f64, k: f64, n: f64, overflow_at: f64) -> f64 {
    let per_counter = (std::f64::consts::E * n * k / (overflow_at * m)).powf(overflow_at);
    (m * per_counter).min(1.0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::theory::close;
    use crate::theory::fp_exact;

    #[test]
    fn independent_bits_form_sits_between_bloom_and_exact() {
        // (1 − 1/m)^(kn) ≤ e^(−kn/m), so this form is never below Bloom's,
        // and it ignores the same correlation, so it stays below the exact.
        for (m, k, n) in [(12u64, 2u32, 2u64), (64, 3, 8), (1000, 7, 100)] {
            let bloom = fp_bloom(m as f64, k.into(), n as f64);
            let bits = fp_independent_bits(m as f64, k.into(), n as f64);
            let exact = fp_exact(m, k, n);
            assert!(
                bloom <= bits && bits <= exact,
                "m={m}: {bloom} {bits} {exact}"
            );
        }
        assert!(close(
            fp_independent_bits(1e9, 7.0, 1e8),
            fp_bloom(1e9, 7.0, 1e8),
            1e-6
        ));
    }

    #[test]
    fn sizing_formulas_give_the_course_table() {
        for (p, bits, k) in [
            (0.1, 4.8, 3),
            (0.01, 9.6, 7),
            (0.001, 14.4, 10),
            (1e-4, 19.2, 13),
        ] {
            assert!((bits_per_element(p) - bits).abs() < 0.05, "p={p}");
            assert_eq!(optimal_k_integer(bits_per_element(p), 1.0, 64), k);
            let megabytes = bits_for(1e7, p) / 8.0 / 1e6;
            assert!((megabytes - bits * 1e7 / 8e6).abs() < 0.1);
            assert!(close(
                bits_per_element(p) / lower_bound_bits_per_element(p),
                BLOOM_OVERHEAD_FACTOR,
                1e-12
            ));
        }
    }

    #[test]
    fn fixed_k_and_capacity_invert_bloom() {
        let (n, p, k) = (1e6, 0.01, 4.0);
        let m = bits_for_fixed_k(n, p, k);
        assert!(close(fp_bloom(m, k, n), p, 1e-9));
        assert!(close(capacity_fixed_k(m, p, k), n, 1e-9));
        assert!(close(capacity(bits_for(n, p), p), n, 1e-12));
        assert!(close(fp_at_optimal_k(9.585), 0.6185f64.powf(9.585), 1e-3));
    }

    #[test]
    fn fill_half_at_optimal_k_and_counter_bound() {
        let (m, n) = (1e6, 1e5);
        assert!(close(expected_fill(m, optimal_k(m, n), n), 0.5, 1e-5));
        assert!(close(
            counter_overflow_bound(m, optimal_k(m, n), n, 16.0),
            1.37e-15 * m,
            0.01
        ));
        assert_eq!(fp_from_fill(6, 12, 2), 0.25);
    }
}
