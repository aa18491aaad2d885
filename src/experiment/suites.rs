//! Ready-made sets of experiments that the lessons point to.

use super::{ExperimentSpec, FilterMode, Hashing};
use crate::error::ParamError;
use crate::sizing::theory_table;

/// The lesson's small filter: 12 bits, k = 2.
pub const SMALL_M: u64 = 12;
pub const SMALL_K: u32 = 2;

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

/// The k sweep: m/n fixed at `bits_per_element`, k = 1..=20. The measured
/// rate is lowest near k = (m/n) ln 2, where the fill is near one half.
pub fn k_sweep(n: u64, bits_per_element: f64, base: &ExperimentSpec) -> Vec<ExperimentSpec> {
    let m = (n as f64 * bits_per_element).round().max(1.0) as u64;
    (1..=20)
        .map(|k| ExperimentSpec {
            m,
            k,
            n,
            ..base.clone()
        })
        .collect()
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
            (1..=6).map(move |n| ExperimentSpec {
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
