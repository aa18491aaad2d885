//! Counting Bloom filter (Fan, Cao, Almeida & Broder 2000): 4-bit counters
//! instead of bits, so keys can be removed.

use std::hash::Hash;

use thiserror::Error;

use super::{DEFAULT_MAX_MEMORY, KeyHash, ProbeShape, check_shape, zeroed_words};
use crate::error::ParamError;

/// The largest value a 4-bit counter holds. A counter that reaches it is
/// *saturated*: it no longer counts, and is never decremented again, since
/// its true value is unknown (decrementing it could create false negatives).
pub const COUNTER_MAX: u8 = 15;

const COUNTERS_PER_WORD: u64 = 16;

#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum RemoveError {
    /// At least one of the key's counters is 0 (or lower than the number of
    /// probes on it): the key was never inserted, and decrementing would
    /// corrupt other keys.
    #[error("the key is not in the filter (counter {position} is {value}); nothing was removed")]
    NotPresent { position: u64, value: u8 },
}

/// A counting Bloom filter with m 4-bit counters and k probes per key.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CountingBloomFilter {
    words: Vec<u64>,
    /// m, k, and the probes' fixed-point step, worked out once.
    shape: ProbeShape,
    saturated: u64,
}

impl CountingBloomFilter {
    pub fn new(m: u64, k: u32) -> Result<Self, ParamError> {
        Self::with_memory_cap(m, k, DEFAULT_MAX_MEMORY)
    }

    pub fn with_memory_cap(m: u64, k: u32, max_bytes: u64) -> Result<Self, ParamError> {
        check_shape(m, k, 4, max_bytes)?;
        Ok(Self {
            words: zeroed_words(m.div_ceil(COUNTERS_PER_WORD))?,
            shape: ProbeShape::new(m, k),
            saturated: 0,
        })
    }

    pub fn m(&self) -> u64 {
        self.shape.m
    }

    pub fn k(&self) -> u32 {
        self.shape.k
    }

    /// Bytes of the counter array: four times a standard filter's.
    pub fn memory_bytes(&self) -> u64 {
        self.words.len() as u64 * 8
    }

    pub fn positions(&self, hash: KeyHash) -> Vec<u64> {
        hash.probes_in(self.shape).collect()
    }

    /// Value of counter `position` (0 past the end).
    pub fn counter(&self, position: u64) -> u8 {
        self.words
            .get((position / COUNTERS_PER_WORD) as usize)
            .map_or(0, |word| (word >> shift(position) & 0xF) as u8)
    }

    fn store(&mut self, position: u64, value: u8) {
        let word = &mut self.words[(position / COUNTERS_PER_WORD) as usize];
        *word = (*word & !(0xF << shift(position))) | (u64::from(value) << shift(position));
    }

    pub fn insert<K: Hash + ?Sized>(&mut self, key: &K) {
        self.insert_hash(KeyHash::of(key));
    }

    pub fn contains<K: Hash + ?Sized>(&self, key: &K) -> bool {
        self.contains_hash(KeyHash::of(key))
    }

    pub fn remove<K: Hash + ?Sized>(&mut self, key: &K) -> Result<(), RemoveError> {
        self.remove_hash(KeyHash::of(key))
    }

    pub fn insert_bytes(&mut self, bytes: &[u8]) {
        self.insert_hash(KeyHash::of_bytes(bytes));
    }

    pub fn contains_bytes(&self, bytes: &[u8]) -> bool {
        self.contains_hash(KeyHash::of_bytes(bytes))
    }

    pub fn remove_bytes(&mut self, bytes: &[u8]) -> Result<(), RemoveError> {
        self.remove_hash(KeyHash::of_bytes(bytes))
    }

    pub fn count_bytes(&self, bytes: &[u8]) -> u8 {
        self.count_hash(KeyHash::of_bytes(bytes))
    }

    /// Increment the key's k counters; a counter at 15 stays at 15.
    pub fn insert_hash(&mut self, hash: KeyHash) {
        for position in hash.probes_in(self.shape) {
            let value = self.counter(position);
            let raised = incremented(value);
            if raised != value {
                self.store(position, raised);
                self.saturated += u64::from(raised == COUNTER_MAX);
            }
        }
    }

    pub fn contains_hash(&self, hash: KeyHash) -> bool {
        hash.probes_in(self.shape)
            .all(|position| self.counter(position) > 0)
    }

    /// Upper bound on how many times the key was inserted: its smallest
    /// counter (0 means certainly absent).
    pub fn count_hash(&self, hash: KeyHash) -> u8 {
        hash.probes_in(self.shape)
            .map(|position| self.counter(position))
            .min()
            .unwrap_or(0)
    }

    /// Decrement the key's counters, or refuse and change nothing when the
    /// key cannot be present. Saturated counters are left at 15.
    pub fn remove_hash(&mut self, hash: KeyHash) -> Result<(), RemoveError> {
        let positions = self.positions(hash);
        check_removable(&positions, |position| self.counter(position))?;
        for position in positions {
            let value = self.counter(position);
            self.store(position, decremented(value));
        }
        Ok(())
    }

    /// How many counters have reached 15 and stopped counting.
    pub fn saturated_counters(&self) -> u64 {
        self.saturated
    }

    /// Number of non-zero counters (the bits a standard filter would set).
    pub fn nonzero_counters(&self) -> u64 {
        (0..self.shape.m)
            .filter(|&position| self.counter(position) > 0)
            .count() as u64
    }

    pub fn clear(&mut self) {
        self.words.fill(0);
        self.saturated = 0;
    }
}

/// A counter after one more insertion: +1, but a saturated counter stays.
pub(crate) fn incremented(value: u8) -> u8 {
    value.saturating_add(1).min(COUNTER_MAX)
}

/// A counter after one removal: −1, but a saturated counter stays, since
/// its true value is unknown. Only called once `check_removable` passed.
pub(crate) fn decremented(value: u8) -> u8 {
    if value == COUNTER_MAX {
        value
    } else {
        value - 1
    }
}

/// Whether a key probing `positions` can be removed: every counter must be
/// at least the number of times the key probes it (a position probed twice
/// needs 2), unless saturated. Otherwise removing would drive another key's
/// counter to 0, so nothing may change.
pub(crate) fn check_removable(
    positions: &[u64],
    counter: impl Fn(u64) -> u8,
) -> Result<(), RemoveError> {
    let mut sorted = positions.to_vec();
    sorted.sort_unstable();
    for run in sorted.chunk_by(|a, b| a == b) {
        let value = counter(run[0]);
        if value != COUNTER_MAX && usize::from(value) < run.len() {
            return Err(RemoveError::NotPresent {
                position: run[0],
                value,
            });
        }
    }
    Ok(())
}

#[inline]
fn shift(position: u64) -> u64 {
    (position % COUNTERS_PER_WORD) * 4
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn insert_remove_round_trip() {
        let mut filter = CountingBloomFilter::new(1000, 4).unwrap();
        filter.insert_bytes(b"uva");
        filter.insert_bytes(b"kiwi");
        filter.insert_bytes(b"uva");
        assert_eq!(filter.count_bytes(b"uva"), 2);
        filter.remove_bytes(b"uva").unwrap();
        assert!(filter.contains_bytes(b"uva"));
        filter.remove_bytes(b"uva").unwrap();
        assert!(filter.contains_bytes(b"kiwi"));
        filter.remove_bytes(b"kiwi").unwrap();
        assert!(filter.words.iter().all(|w| *w == 0));
    }

    #[test]
    fn removing_an_absent_key_is_refused_and_changes_nothing() {
        let mut filter = CountingBloomFilter::new(1000, 4).unwrap();
        filter.insert_bytes(b"uva");
        let before = filter.clone();
        let err = filter.remove_bytes(b"pera").unwrap_err();
        assert!(err.to_string().contains("not in the filter"));
        assert_eq!(filter, before);
    }

    #[test]
    fn counters_saturate_at_15_and_are_reported() {
        let mut filter = CountingBloomFilter::new(64, 3).unwrap();
        for _ in 0..20 {
            filter.insert_bytes(b"uva");
        }
        let positions = filter.positions(KeyHash::of_bytes(b"uva"));
        let distinct: std::collections::BTreeSet<_> = positions.iter().copied().collect();
        assert!(distinct.iter().all(|p| filter.counter(*p) == COUNTER_MAX));
        assert_eq!(filter.saturated_counters(), distinct.len() as u64);
        // Saturated counters never go down: the key stays present.
        for _ in 0..20 {
            filter.remove_bytes(b"uva").unwrap();
        }
        assert!(filter.contains_bytes(b"uva"));
    }

    #[test]
    fn neighbouring_counters_do_not_bleed() {
        let mut filter = CountingBloomFilter::new(40, 1).unwrap();
        for position in 0..40 {
            filter.store(position, (position % 16) as u8);
        }
        for position in 0..40 {
            assert_eq!(filter.counter(position), (position % 16) as u8);
        }
        assert_eq!(filter.memory_bytes(), 24);
    }
}
