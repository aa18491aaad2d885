//! Every formula the lessons teach, each with its source.
//!
//! Notation: m bits, k probes per key, n keys inserted, p false-positive
//! rate. "Exact" means exact for k independent, uniform probes per key,
//! which is the model all of these formulas share.
//!
//! Formulas stand alone: they take numbers (a block's bits, a bucket's
//! slots, a counter's overflow), never a kind of filter, and nothing here
//! imports the filters. Each kind knows which of them are its own
//! ([`crate::filter::FilterKind::fp_exact`] and
//! [`crate::filter::FilterKind::fp_predicted`]).

mod blocked;
mod bloom;
mod exact;
mod fingerprint;

pub(crate) use blocked::{
    fp_blocked_any_bit, fp_blocked_exact, fp_blocked_poisson, fp_blocked_spread,
};
pub use bloom::BLOOM_OVERHEAD_FACTOR;
pub use bloom::OVERLOAD_FILL;
pub use bloom::fp_bloom;
pub(crate) use bloom::{
    bits_for, bits_for_fixed_k, bits_per_element, capacity, capacity_fixed_k,
    counter_overflow_bound, expected_fill, fp_any_bit, fp_at_optimal_k, fp_from_fill,
    fp_independent_bits, half_full_elements, lower_bound_bits_per_element, optimal_k,
    optimal_k_integer,
};
pub(crate) use exact::fp_exact_work;
pub use exact::{fp_exact, fp_exact_stirling};
pub(crate) use fingerprint::{
    fp_cuckoo_at_load, fp_cuckoo_fan, fp_cuckoo_from_occupancy, fp_fingerprint,
};

/// Whether `a` is within a fraction `rel` of `b`: how the tests compare a
/// formula with a reference value.
#[cfg(test)]
fn close(a: f64, b: f64, rel: f64) -> bool {
    (a - b).abs() <= rel * b.abs().max(f64::MIN_POSITIVE)
}
