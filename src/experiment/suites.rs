//! Ready-made sets of experiments that the lessons point to, and their
//! constants: every face builds the suites here and words them from these.

use std::ops::RangeInclusive;

use super::{ExperimentSpec, FilterMode, Hashing};
use crate::error::ParamError;
use crate::sizing::theory_table;

/// The lesson's small filter: 12 bits, k = 2.
pub const SMALL_M: u64 = 12;
pub const SMALL_K: u32 = 2;
/// The numbers of keys the small suite measures, for each hashing.
pub const SMALL_NS: RangeInclusive<u64> = 1..=6;

/// The k sweep's bits per element, m/n.
pub const K_SWEEP_BITS_PER_ELEMENT: f64 = 10.0;
/// The values of k the sweep measures.
pub const K_SWEEP_KS: RangeInclusive<u32> = 1..=20;
/// The keys the k sweep inserts unless asked for another n.
pub const K_SWEEP_N: u64 = 100_000;

/// The course's sizing table at `n` keys, one experiment per row, each with
/// `base` for its seed, precision, confidence and cap.
pub fn table(
    n: u64,
    max_memory: u64,
    base: &ExperimentSpec,
) -> Result<Vec<ExperimentSpec>, ParamError> {
    Ok(theory_table(n, max_memory)?
        .into_iter()
        .map(|row| ExperimentSpec {
            m: row.m_bits,
            k: row.k,
            n,
            ..base.clone()
        })
        .collect())
}

/// The k sweep: m/n fixed at `bits_per_element` (the suite's is
/// [`K_SWEEP_BITS_PER_ELEMENT`]), k over [`K_SWEEP_KS`]. The measured rate
/// is lowest near k = (m/n) ln 2, where the fill is near one half.
pub fn k_sweep(n: u64, bits_per_element: f64, base: &ExperimentSpec) -> Vec<ExperimentSpec> {
    let m = k_sweep_m(n, bits_per_element);
    K_SWEEP_KS
        .map(|k| ExperimentSpec {
            m,
            k,
            n,
            ..base.clone()
        })
        .collect()
}

/// The m of a k sweep of n keys at `bits_per_element`.
pub fn k_sweep_m(n: u64, bits_per_element: f64) -> u64 {
    (n as f64 * bits_per_element).round().max(1.0) as u64
}

/// The small filter of the lesson: m = 12, k = 2, n = 1..=6, with
/// independent probes (what the exact formula assumes) and then with the
/// filter's double hashing. Each query gets a fresh filter, and the default
/// precision is ±1 %, enough to show Bloom's formula is low (at n = 2 the
/// exact rate is 0.0888 against Bloom's 0.0804) with p-values far below
/// 0.001.
pub fn small(base: &ExperimentSpec) -> Vec<ExperimentSpec> {
    [Hashing::Independent, Hashing::Double]
        .into_iter()
        .flat_map(|hashing| {
            SMALL_NS.map(move |n| ExperimentSpec {
                m: SMALL_M,
                k: SMALL_K,
                n,
                hashing,
                filters: FilterMode::Fresh { max_filters: None },
                ..base.clone()
            })
        })
        .collect()
}

/// Precision the small suite uses unless told otherwise.
pub const SMALL_SUITE_PRECISION: f64 = 0.01;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_suites_are_built_from_their_constants() {
        let base = ExperimentSpec::new(1, 1, 1);
        let sweep = k_sweep(K_SWEEP_N, K_SWEEP_BITS_PER_ELEMENT, &base);
        let ks: Vec<u32> = sweep.iter().map(|s| s.k).collect();
        assert_eq!(ks, K_SWEEP_KS.collect::<Vec<_>>());
        assert!(sweep.iter().all(|s| s.m == 1_000_000 && s.n == K_SWEEP_N));
        let small = small(&base);
        assert_eq!(small.len(), 2 * SMALL_NS.count());
        assert!(small.iter().all(|s| (s.m, s.k) == (SMALL_M, SMALL_K)));
        assert_eq!(small[0].n, *SMALL_NS.start());
        assert_eq!(small[SMALL_NS.count() - 1].n, *SMALL_NS.end());
    }
}
