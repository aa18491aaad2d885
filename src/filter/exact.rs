//! The exact baseline: a hash set of the keys themselves (std's
//! `HashSet<u64>`), which never answers "present" for a key it does not
//! hold. Its memory is read from the set's real capacity, not assumed.
//!
//! For the shape: m is the number of keys the set is made for (it never
//! grows while a run inserts n ≤ m keys), and k is not used.

use std::collections::HashSet;

use super::{FilterKind, KeyHash, check_m};
use crate::error::{Param, ParamError};

/// Control bytes std's hash table (hashbrown) keeps past its buckets: one
/// SIMD group, 16 bytes where SSE2 is used, else 8.
const GROUP_WIDTH: u64 = if cfg!(all(
    any(target_arch = "x86", target_arch = "x86_64"),
    target_feature = "sse2"
)) {
    16
} else {
    8
};

/// A hash set of 64-bit keys.
#[derive(Clone, Debug, Default)]
pub struct ExactSet {
    keys: HashSet<u64>,
}

/// Bits per key of a set made for `n` keys: its table doubles as it
/// grows, so the figure jumps with n (94.37 at 10⁵, 151.00 at 10⁶).
pub(crate) fn hash_set_bits_per_key(n: u64) -> f64 {
    ExactSet::bytes_for_keys(n) as f64 * 8.0 / n as f64
}

impl ExactSet {
    /// An empty set with room for `keys` keys, refused before allocating
    /// when over `max_bytes`.
    pub fn with_memory_cap(keys: u64, max_bytes: u64) -> Result<Self, ParamError> {
        check_m(keys)?;
        super::check_memory(Self::bytes_for_keys(keys) as f64, max_bytes)?;
        let mut set = HashSet::new();
        set.try_reserve(keys as usize)
            .map_err(|_| ParamError::invalid(Param::M, crate::msg!("alloc-hash-set")))?;
        Ok(Self { keys: set })
    }

    /// Bytes of a table whose capacity is `capacity` keys, the way
    /// hashbrown lays it out: a power of two of buckets, filled to at most
    /// 7/8 (all but one bucket below 8), 8 bytes of key per bucket
    /// (aligned to 16), then one control byte per bucket and one group.
    pub(crate) fn bytes_for_capacity(capacity: u64) -> u64 {
        if capacity == 0 {
            return 0;
        }
        let buckets = if capacity < 8 {
            capacity + 1
        } else {
            capacity / 7 * 8
        };
        (buckets * 8).next_multiple_of(16) + buckets + GROUP_WIDTH
    }

    /// Bytes a set made for `keys` keys allocates.
    pub(crate) fn bytes_for_keys(keys: u64) -> u64 {
        let buckets = if keys < 8 {
            if keys < 4 { 4 } else { 8 }
        } else {
            (keys.saturating_mul(8) / 7).next_power_of_two()
        };
        let capacity = if buckets < 8 {
            buckets - 1
        } else {
            buckets / 8 * 7
        };
        Self::bytes_for_capacity(capacity)
    }

    pub fn insert(&mut self, key: u64) -> bool {
        self.keys.insert(key)
    }

    pub fn contains(&self, key: u64) -> bool {
        self.keys.contains(&key)
    }

    pub fn remove(&mut self, key: u64) -> bool {
        self.keys.remove(&key)
    }

    pub fn len(&self) -> usize {
        self.keys.len()
    }

    pub fn is_empty(&self) -> bool {
        self.keys.is_empty()
    }

    /// Bytes of the table, from its capacity.
    pub(crate) fn memory_bytes(&self) -> u64 {
        Self::bytes_for_capacity(self.keys.capacity() as u64)
    }
}

impl super::ExperimentFilter for ExactSet {
    const KIND: FilterKind = FilterKind::HashSet;
    const NEEDS_KEYS: bool = true;

    fn bytes_for(m: u64, _k: u32) -> u64 {
        Self::bytes_for_keys(m)
    }

    fn check_shape(m: u64, _k: u32, max_bytes: u64) -> Result<(), ParamError> {
        check_m(m)?;
        super::check_memory(Self::bytes_for_keys(m) as f64, max_bytes)
    }

    fn build(m: u64, _k: u32, max_bytes: u64) -> Result<Self, ParamError> {
        Self::with_memory_cap(m, max_bytes)
    }

    /// Given only hashes, the set holds their first 64 bits; the engine
    /// gives it the keys ([`super::ExperimentFilter::insert_keyed`]).
    fn insert_batch(&mut self, hashes: &[KeyHash]) {
        self.keys.extend(hashes.iter().map(|h| h.h1));
    }

    fn count_contained(&self, hashes: &[KeyHash]) -> u64 {
        hashes.iter().filter(|h| self.keys.contains(&h.h1)).count() as u64
    }

    fn insert_keyed(&mut self, keys: &[u64], _hashes: &[KeyHash]) {
        self.keys.extend(keys.iter().copied());
    }

    fn count_keyed(&self, keys: &[u64], _hashes: &[KeyHash]) -> u64 {
        keys.iter().filter(|key| self.keys.contains(key)).count() as u64
    }

    fn insert_positions(&mut self, positions: &[u64]) {
        self.keys.insert(KeyHash::of(positions).h1);
    }

    fn contains_positions(&self, positions: &[u64]) -> bool {
        self.keys.contains(&KeyHash::of(positions).h1)
    }

    /// Keys held per key of capacity.
    fn fill(&self) -> f64 {
        self.keys.len() as f64 / self.keys.capacity().max(1) as f64
    }

    fn memory_bytes(&self) -> u64 {
        ExactSet::memory_bytes(self)
    }

    fn clear(&mut self) {
        self.keys.clear();
    }

    fn own_fp_rate(&self) -> Option<f64> {
        Some(0.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_bytes_reserved_are_the_capacitys_bytes() {
        for keys in [1u64, 3, 4, 7, 8, 100, 1000, 1_000_000] {
            let set = ExactSet::with_memory_cap(keys, u64::MAX).unwrap();
            assert!(set.keys.capacity() as u64 >= keys);
            assert_eq!(set.memory_bytes(), ExactSet::bytes_for_keys(keys), "{keys}");
        }
        // 10^6 keys: 2^21 buckets of 9 bytes and a group.
        assert_eq!(
            ExactSet::bytes_for_keys(1_000_000),
            (1 << 21) * 9 + GROUP_WIDTH
        );
    }
}
