//! Counting Bloom filter (Fan, Cao, Almeida & Broder 2000): 4-bit counters
//! instead of bits, so keys can be removed.
//!
//! The counter rules (saturate at [`COUNTER_MAX`], refuse a removal that
//! would drive another key's counter to 0, never decrement a saturated
//! counter) live once, in [`Counters`]: the packed counters of
//! [`CountingBloomFilter`] and the one-byte cells of a lesson's scene
//! (`content::scene`) both follow them through it.

use std::hash::Hash;

use thiserror::Error;

use super::{
    DEFAULT_MAX_MEMORY, KeyHash, ProbeShape, check_shape, pipelined, prefetch, zeroed_words,
};
use crate::error::ParamError;

/// The largest value a 4-bit counter holds. A counter that reaches it is
/// *saturated*: it no longer counts, and is never decremented again, since
/// its true value is unknown (decrementing it could create false negatives).
pub(crate) const COUNTER_MAX: u8 = 15;
/// The count a counter cannot hold, one past [`COUNTER_MAX`]: what
/// [`crate::theory::counter_overflow_bound`] is asked about.
pub(crate) const COUNTER_OVERFLOW: f64 = COUNTER_MAX as f64 + 1.0;

const COUNTERS_PER_WORD: u64 = 16;
/// Keys per group in the batched paths, and probes prefetched per key in
/// a lookup: as for the standard filter.
const GROUP: usize = 16;
const LEAD: usize = 4;

#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum RemoveError {
    /// At least one of the key's counters is 0 (or lower than the number of
    /// probes on it): the key was never inserted, and decrementing would
    /// corrupt other keys.
    #[error("the key is not in the filter (counter {position} is {value}); nothing was removed")]
    NotPresent { position: u64, value: u8 },
}

/// An array of counters that follows the counting filter's rules: each
/// counter goes up by one per insertion and stops at [`COUNTER_MAX`]
/// (saturated: it no longer counts, and is never decremented again).
///
/// Implementors store and read a counter; the rules are the provided
/// methods, so every counting array shares them.
pub(crate) trait Counters {
    /// Value of the counter at `position`.
    fn counter(&self, position: u64) -> u8;

    /// Set the counter at `position` (at most [`COUNTER_MAX`]).
    fn store(&mut self, position: u64, value: u8);

    /// One insertion probing `positions` (a position probed twice counts
    /// twice). Returns how many counters it saturated.
    fn increment_all(&mut self, positions: impl IntoIterator<Item = u64>) -> u64 {
        let mut saturated = 0;
        for position in positions {
            let value = self.counter(position);
            let raised = incremented(value);
            if raised != value {
                self.store(position, raised);
                saturated += u64::from(raised == COUNTER_MAX);
            }
        }
        saturated
    }

    /// One removal of a key probing `positions`, or, when the key cannot be
    /// present, an error and no change at all. Saturated counters stay.
    fn decrement_all(&mut self, positions: &[u64]) -> Result<(), RemoveError> {
        check_removable(positions, |position| self.counter(position))?;
        for &position in positions {
            let value = self.counter(position);
            self.store(position, decremented(value));
        }
        Ok(())
    }
}

/// One-byte cells, one per counter (a lesson's scene keeps its array so).
impl Counters for [u8] {
    fn counter(&self, position: u64) -> u8 {
        self[position as usize]
    }

    fn store(&mut self, position: u64, value: u8) {
        self[position as usize] = value;
    }
}

/// 4-bit counters, sixteen to a 64-bit word.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Packed(Vec<u64>);

impl Counters for Packed {
    /// 0 past the end.
    fn counter(&self, position: u64) -> u8 {
        self.0
            .get((position / COUNTERS_PER_WORD) as usize)
            .map_or(0, |word| (word >> shift(position) & 0xF) as u8)
    }

    fn store(&mut self, position: u64, value: u8) {
        let word = &mut self.0[(position / COUNTERS_PER_WORD) as usize];
        *word = (*word & !(0xF << shift(position))) | (u64::from(value) << shift(position));
    }
}

/// A counting Bloom filter with m 4-bit counters and k probes per key.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CountingBloomFilter {
    counters: Packed,
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
            counters: Packed(zeroed_words(m.div_ceil(COUNTERS_PER_WORD))?),
            shape: ProbeShape::new(m, k),
            saturated: 0,
        })
    }

    pub(crate) fn m(&self) -> u64 {
        self.shape.m
    }

    pub fn k(&self) -> u32 {
        self.shape.k
    }

    /// Bytes of the counter array: four times a standard filter's.
    pub(crate) fn memory_bytes(&self) -> u64 {
        self.counters.0.len() as u64 * 8
    }

    pub(crate) fn positions(&self, hash: KeyHash) -> Vec<u64> {
        hash.probes_in(self.shape).collect()
    }

    /// Value of counter `position` (0 past the end).
    pub(crate) fn counter(&self, position: u64) -> u8 {
        self.counters.counter(position)
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
    pub(crate) fn insert_hash(&mut self, hash: KeyHash) {
        self.saturated += self.counters.increment_all(hash.probes_in(self.shape));
    }

    /// Insert many keys: the positions of a group of keys are computed and
    /// their words prefetched before any is incremented, so the cache
    /// misses of a group overlap (one at a time, a filter of a few MB
    /// took about 50 ns a probe).
    pub fn insert_batch(&mut self, hashes: &[KeyHash]) {
        by_k!(self, self.shape.k, insert_batch_k, insert_batch_any, hashes);
    }

    /// The batched insert with k known at compile time: each probe
    /// computed directly ([`KeyHash::probe_at`], the positions of
    /// [`KeyHash::probes_in`]) into a small array on the stack, and each
    /// counter raised by one add to its word, the rules of
    /// [`Counters::increment_all`] kept: a counter at [`COUNTER_MAX`]
    /// stays, and one that reaches it is counted as saturated.
    fn insert_batch_k<const K: usize>(&mut self, hashes: &[KeyHash]) {
        let m = self.shape.m;
        let offsets = self.shape.cubic_offsets::<K>();
        let mut saturated = 0;
        // One group's words are in flight while the group before it is
        // counted, as in the standard filter's insert (docs/performance.md:
        // at the random-probe limit for the counters' size either way, up
        // to a fifth faster than prefetch-then-use past the cache).
        pipelined(
            &mut self.counters.0[..],
            hashes,
            [0u64; K],
            |words, hash, positions| {
                for (i, position) in positions.iter_mut().enumerate() {
                    *position = hash.probe_at(i, offsets[i], m);
                    prefetch(&words[(*position / COUNTERS_PER_WORD) as usize]);
                }
            },
            |words, _, group| {
                for &position in group.iter().flatten() {
                    let word = &mut words[(position / COUNTERS_PER_WORD) as usize];
                    let value = *word >> shift(position) & 0xF;
                    if value < u64::from(COUNTER_MAX) {
                        *word += 1 << shift(position);
                        saturated += u64::from(value + 1 == u64::from(COUNTER_MAX));
                    }
                }
            },
        );
        self.saturated += saturated;
    }

    /// The batched insert for any k, through [`Counters::increment_all`].
    fn insert_batch_any(&mut self, hashes: &[KeyHash]) {
        let k = self.shape.k as usize;
        let mut positions = Vec::with_capacity(GROUP * k);
        for group in hashes.chunks(GROUP) {
            self.prefetch_group(group, usize::MAX, &mut positions);
            for key in positions.chunks(k) {
                self.saturated += self.counters.increment_all(key.iter().copied());
            }
        }
    }

    /// How many of `hashes` the filter reports present, a group at a time
    /// with the first probes of each key prefetched (a negative lookup
    /// stops at about the second).
    pub(crate) fn count_contained(&self, hashes: &[KeyHash]) -> u64 {
        let k = self.shape.k as usize;
        let mut positions = Vec::with_capacity(GROUP * k);
        let mut found = 0;
        for group in hashes.chunks(GROUP) {
            self.prefetch_group(group, LEAD, &mut positions);
            found += positions
                .chunks(k)
                .filter(|key| key.iter().all(|&p| self.counter(p) > 0))
                .count() as u64;
        }
        found
    }

    /// The positions of a group of keys, k each, into `positions`, with
    /// the words of the first `lead` probes of each prefetched.
    fn prefetch_group(&self, group: &[KeyHash], lead: usize, positions: &mut Vec<u64>) {
        positions.clear();
        for hash in group {
            for (i, position) in hash.probes_in(self.shape).enumerate() {
                if i < lead {
                    prefetch(&self.counters.0[(position / COUNTERS_PER_WORD) as usize]);
                }
                positions.push(position);
            }
        }
    }

    /// Increment the counters of a key given as its positions (computed
    /// elsewhere, as with independent hashing).
    pub(crate) fn increment_positions(&mut self, positions: &[u64]) {
        self.saturated += self.counters.increment_all(positions.iter().copied());
    }

    pub(crate) fn contains_hash(&self, hash: KeyHash) -> bool {
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
    pub(crate) fn remove_hash(&mut self, hash: KeyHash) -> Result<(), RemoveError> {
        let positions = self.positions(hash);
        self.counters.decrement_all(&positions)
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

    pub(crate) fn clear(&mut self) {
        self.counters.0.fill(0);
        self.saturated = 0;
    }
}

/// A counter after one more insertion: +1, but a saturated counter stays.
fn incremented(value: u8) -> u8 {
    value.saturating_add(1).min(COUNTER_MAX)
}

/// A counter after one removal: −1, but a saturated counter stays, since
/// its true value is unknown. Only called once `check_removable` passed.
fn decremented(value: u8) -> u8 {
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
fn check_removable(positions: &[u64], counter: impl Fn(u64) -> u8) -> Result<(), RemoveError> {
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
    fn batched_paths_match_one_key_at_a_time() {
        let hashes: Vec<KeyHash> = (0..3000u64).map(KeyHash::of_u64).collect();
        let mut one_by_one = CountingBloomFilter::new(10_000, 5).unwrap();
        let mut batched = one_by_one.clone();
        for hash in &hashes[..1000] {
            one_by_one.insert_hash(*hash);
        }
        batched.insert_batch(&hashes[..1000]);
        assert_eq!(batched, one_by_one);
        let expected = hashes.iter().filter(|h| batched.contains_hash(**h)).count();
        assert_eq!(batched.count_contained(&hashes), expected as u64);
        assert!(expected >= 1000);
    }

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
        assert!(filter.counters.0.iter().all(|w| *w == 0));
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

    /// The fast batched path keeps the rules: the same counters and the
    /// same saturation count as one key at a time, in a filter so small
    /// that counters saturate and probes of one key repeat.
    #[test]
    fn the_fast_batch_saturates_as_one_at_a_time_does() {
        for k in [3, 7, 20] {
            let hashes: Vec<KeyHash> = (0..400u64).map(KeyHash::of_u64).collect();
            let mut one_by_one = CountingBloomFilter::new(97, k).unwrap();
            let mut batched = one_by_one.clone();
            for hash in &hashes {
                one_by_one.insert_hash(*hash);
            }
            batched.insert_batch(&hashes);
            assert_eq!(batched, one_by_one, "k {k}");
            assert!(batched.saturated_counters() > 0);
        }
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
            filter.counters.store(position, (position % 16) as u8);
        }
        for position in 0..40 {
            assert_eq!(filter.counter(position), (position % 16) as u8);
        }
        assert_eq!(filter.memory_bytes(), 24);
    }

    /// The same insertions and removals on one-byte cells and on the packed
    /// counters give the same counters, the same refusals and the same
    /// saturation: one set of rules.
    #[test]
    fn byte_cells_and_packed_counters_follow_the_same_rules() {
        let mut cells = vec![0u8; 20];
        let mut packed = Packed(vec![0; 2]);
        let steps: [(&[u64], bool); 7] = [
            (&[3, 3, 7], true),
            (&[7, 19], true),
            (&[3, 4], false),
            (&[3, 3, 7], false),
            (&[3, 3, 7], false),
            (&[7, 19], false),
            (&[0, 0], false),
        ];
        for (positions, add) in steps {
            if add {
                assert_eq!(
                    cells.increment_all(positions.iter().copied()),
                    packed.increment_all(positions.iter().copied())
                );
            } else {
                assert_eq!(
                    cells.decrement_all(positions),
                    packed.decrement_all(positions)
                );
            }
            for position in 0..20 {
                assert_eq!(cells.counter(position), packed.counter(position));
            }
        }
        assert!(cells.iter().all(|c| *c == 0), "{cells:?}");
        // Sixteen insertions saturate once, and removals leave it at 15.
        let saturated: u64 = (0..16).map(|_| cells.increment_all([5])).sum();
        assert_eq!((saturated, cells[5]), (1, COUNTER_MAX));
        cells.decrement_all(&[5]).unwrap();
        assert_eq!(cells[5], COUNTER_MAX);
        assert_eq!(
            cells.decrement_all(&[5, 6]),
            Err(RemoveError::NotPresent {
                position: 6,
                value: 0
            })
        );
    }
}
