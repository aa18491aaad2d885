//! Streams of keys for experiments, their seeds, and the two ways to turn
//! them into probe positions (the probes themselves are computed in
//! [`crate::filter`]).
//!
//! Keys are never stored: key `i` of a filter is the integer `i`, hashed with
//! the filter's seed. Inserted keys have the top bit clear and queried keys
//! have it set, so the two sets are disjoint and every positive answer to a
//! query is a false positive; no hash set of inserted keys is needed.

use serde::Serialize;
use xxhash_rust::xxh3::xxh3_128_with_seed;

pub(crate) use crate::filter::independent_probes;
use crate::filter::{KeyHash, mix};

/// How a key becomes k positions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Default)]
#[serde(rename_all = "kebab-case")]
pub enum Hashing {
    /// Enhanced double hashing from one 128-bit hash: what the fast filter
    /// uses.
    #[default]
    Double,
    /// k separately seeded hashes: what the exact formula assumes.
    Independent,
}

impl Hashing {
    pub fn name(self) -> &'static str {
        match self {
            Hashing::Double => "double",
            Hashing::Independent => "independent",
        }
    }
}

const QUERY_BIT: u64 = 1 << 63;

/// Key `index` of the inserted set.
#[inline]
pub(crate) fn inserted_key(index: u64) -> u64 {
    index & !QUERY_BIT
}

/// Key `index` of the queried set, disjoint from every inserted key.
#[inline]
pub fn queried_key(index: u64) -> u64 {
    index | QUERY_BIT
}

/// The 128-bit hash of a key under a filter's seed (double hashing).
#[inline]
pub(crate) fn key_hash(key: u64, seed: u64) -> KeyHash {
    KeyHash::from_u128(xxh3_128_with_seed(&key.to_le_bytes(), seed))
}

/// The k positions of a key with k independently seeded hashes.
#[inline]
pub(crate) fn independent_positions(key: u64, seed: u64, m: u64, k: u32, out: &mut Vec<u64>) {
    independent_probes(&key.to_le_bytes(), seed, m, k, out);
}

/// A seed for sub-stream `index` of `seed` (fresh filters, hash functions):
/// the SplitMix64 finaliser, so nearby indices give unrelated seeds.
#[inline]
pub(crate) fn derive_seed(seed: u64, index: u64) -> u64 {
    mix(seed ^ mix(index.wrapping_add(0x9E37_79B9_7F4A_7C15)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn inserted_and_queried_keys_never_meet() {
        for i in [0u64, 1, 12345, u64::MAX >> 1] {
            assert_ne!(inserted_key(i), queried_key(i));
            assert_eq!(inserted_key(i) & QUERY_BIT, 0);
            assert_ne!(queried_key(i) & QUERY_BIT, 0);
        }
    }

    #[test]
    fn independent_positions_are_in_range_and_seeded() {
        let mut a = Vec::new();
        let mut b = Vec::new();
        independent_positions(7, 1, 12, 5, &mut a);
        independent_positions(7, 2, 12, 5, &mut b);
        assert_eq!(a.len(), 5);
        assert!(a.iter().all(|p| *p < 12));
        let mut wide_a = Vec::new();
        let mut wide_b = Vec::new();
        independent_positions(7, 1, 1 << 40, 5, &mut wide_a);
        independent_positions(7, 2, 1 << 40, 5, &mut wide_b);
        assert_ne!(wide_a, wide_b);
        assert_ne!(derive_seed(1, 0), derive_seed(1, 1));
    }
}
