//! The cuckoo filter (Fan, Andersen, Kaminsky & Mitzenmacher 2014), written
//! here so that its hashing is ours and its memory exact: buckets of four
//! f-bit fingerprints, packed with no byte rounding; each key may live in
//! one of two buckets, and the second is found from the first and the
//! fingerprint alone (partial-key cuckoo hashing), so keys can be moved
//! and deleted without knowing them.
//!
//! A fingerprint of 0 marks an empty slot, so fingerprints run from 1 to
//! 2^f − 1. The other bucket of a fingerprint in bucket i is
//! (H(fp) − i) mod B, with H a hash of the fingerprint into 0..B: applied
//! twice it gives i back, for any number of buckets B (the xor form of the
//! paper needs B to be a power of two, which would double the memory just
//! past a power of two).
//!
//! An insertion into two full buckets moves fingerprints along a random
//! walk of at most [`MAX_KICKS`] steps. When the walk fails, every move is
//! undone and the key is refused: the failure is counted
//! ([`CuckooFilter::failures`]), never hidden, and the keys already in the
//! filter stay found.

use super::{KeyHash, by_groups, check_m, count_by_groups, mix, prefetch, reduce, zeroed_words};
use crate::error::{Param, ParamError};

/// Slots per bucket.
pub(crate) const BUCKET_SLOTS: u64 = 4;
/// Moves one insertion may make before it gives up (the paper's 500).
pub(crate) const MAX_KICKS: usize = 500;
/// Fingerprint bits accepted: below 4 nearly every query matches some
/// slot, and above 32 the rate is below anything a run can measure.
pub(crate) const FINGERPRINT_BITS: (u32, u32) = (4, 32);

/// A cuckoo filter of B buckets of [`BUCKET_SLOTS`] f-bit fingerprints.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CuckooFilter {
    /// The fingerprints, bit-packed, with one spare word at the end so a
    /// fingerprint that straddles two words can always read both.
    words: Vec<u64>,
    buckets: u64,
    bits: u32,
    occupied: u64,
    failures: u64,
    /// The random walk's state (xorshift), fixed at creation so that the
    /// same keys give the same filter.
    walk: u64,
    /// The moves of the current walk, to undo it if it fails.
    path: Vec<(u64, u64)>,
}

impl CuckooFilter {
    /// An empty filter with room for `slots` fingerprints (rounded up to
    /// whole buckets) of `bits` bits, refused before allocating when the
    /// shape is bad or over `max_bytes`.
    pub fn with_memory_cap(slots: u64, bits: u32, max_bytes: u64) -> Result<Self, ParamError> {
        Self::check(slots, bits, max_bytes)?;
        let buckets = slots.div_ceil(BUCKET_SLOTS);
        Ok(Self {
            words: zeroed_words(Self::words_for(buckets, bits))?,
            buckets,
            bits,
            occupied: 0,
            failures: 0,
            walk: 0x9E37_79B9_7F4A_7C15,
            path: Vec::new(),
        })
    }

    fn check(slots: u64, bits: u32, max_bytes: u64) -> Result<(), ParamError> {
        check_m(slots)?;
        let (low, high) = FINGERPRINT_BITS;
        if !(low..=high).contains(&bits) {
            return Err(ParamError::out_of_range(
                Param::K,
                bits,
                u64::from(low),
                u64::from(high),
            ));
        }
        let bytes = Self::words_for(slots.div_ceil(BUCKET_SLOTS), bits) as f64 * 8.0;
        super::check_memory(bytes, max_bytes)
    }

    fn words_for(buckets: u64, bits: u32) -> u64 {
        (buckets as u128 * BUCKET_SLOTS as u128 * u128::from(bits))
            .div_ceil(64)
            .min(u128::from(u64::MAX - 1)) as u64
            + 1
    }

    /// The fingerprint bits a target rate p needs: Fan et al.'s
    /// f ≥ log2(2b/p), rounded up, within [`FINGERPRINT_BITS`].
    pub(crate) fn bits_for_rate(p: f64) -> u32 {
        let bits = (2.0 * BUCKET_SLOTS as f64 / p).log2().ceil();
        let (low, high) = FINGERPRINT_BITS;
        if bits.is_finite() {
            (bits.max(f64::from(low)) as u32).min(high)
        } else {
            high
        }
    }

    pub fn buckets(&self) -> u64 {
        self.buckets
    }

    pub(crate) fn slots(&self) -> u64 {
        self.buckets * BUCKET_SLOTS
    }

    pub fn fingerprint_bits(&self) -> u32 {
        self.bits
    }

    /// Fingerprints held.
    pub fn len(&self) -> u64 {
        self.occupied
    }

    pub fn is_empty(&self) -> bool {
        self.occupied == 0
    }

    /// Insertions refused because the walk found no free slot.
    pub fn failures(&self) -> u64 {
        self.failures
    }

    /// The share of slots in use.
    pub fn load(&self) -> f64 {
        self.occupied as f64 / self.slots() as f64
    }

    pub(crate) fn memory_bytes(&self) -> u64 {
        self.words.len() as u64 * 8
    }

    /// The key's fingerprint (1 to 2^f − 1) and first bucket.
    #[inline]
    fn locate(&self, hash: KeyHash) -> (u64, u64) {
        let fingerprint = reduce(hash.h2, (1u64 << self.bits) - 1) + 1;
        (fingerprint, reduce(hash.h1, self.buckets))
    }

    /// The key's fingerprint and both buckets, with the buckets' first
    /// words prefetched.
    #[inline]
    fn locate_both(&self, hash: KeyHash) -> (u64, u64, u64) {
        let (fingerprint, first) = self.locate(hash);
        let second = self.other(first, fingerprint);
        for bucket in [first, second] {
            let bit = bucket * BUCKET_SLOTS * u64::from(self.bits);
            prefetch(&self.words[(bit / 64) as usize]);
        }
        (fingerprint, first, second)
    }

    /// Insert a batch of keys, a group's buckets prefetched at a time;
    /// returns how many were refused.
    pub(crate) fn insert_batch(&mut self, hashes: &[KeyHash]) -> u64 {
        let before = self.failures;
        by_groups(self, hashes, Self::locate_both, |filter, place| {
            filter.insert_placed(place);
        });
        self.failures - before
    }

    /// How many of a batch of keys the filter reports present.
    pub(crate) fn count_contained(&self, hashes: &[KeyHash]) -> u64 {
        count_by_groups(self, hashes, Self::locate_both, |filter, (fp, a, b)| {
            filter.find(a, fp).is_some() || filter.find(b, fp).is_some()
        })
    }

    /// The other bucket of `fingerprint` when it sits in `bucket`.
    #[inline]
    fn other(&self, bucket: u64, fingerprint: u64) -> u64 {
        let target = reduce(mix(fingerprint), self.buckets);
        if target >= bucket {
            target - bucket
        } else {
            target + self.buckets - bucket
        }
    }

    #[inline]
    fn get(&self, slot: u64) -> u64 {
        let bit = slot * u64::from(self.bits);
        let word = (bit / 64) as usize;
        let pair = u128::from(self.words[word]) | u128::from(self.words[word + 1]) << 64;
        (pair >> (bit % 64)) as u64 & ((1u64 << self.bits) - 1)
    }

    #[inline]
    fn set(&mut self, slot: u64, value: u64) {
        let bit = slot * u64::from(self.bits);
        let word = (bit / 64) as usize;
        let shift = bit % 64;
        let mask = ((1u128 << self.bits) - 1) << shift;
        let pair = u128::from(self.words[word]) | u128::from(self.words[word + 1]) << 64;
        let pair = (pair & !mask) | (u128::from(value) << shift);
        self.words[word] = pair as u64;
        self.words[word + 1] = (pair >> 64) as u64;
    }

    /// The slot of `fingerprint` in `bucket`, if there.
    #[inline]
    fn find(&self, bucket: u64, fingerprint: u64) -> Option<u64> {
        let first = bucket * BUCKET_SLOTS;
        (first..first + BUCKET_SLOTS).find(|&slot| self.get(slot) == fingerprint)
    }

    /// Put `fingerprint` in a free slot of `bucket`, if it has one.
    #[inline]
    fn place(&mut self, bucket: u64, fingerprint: u64) -> bool {
        match self.find(bucket, 0) {
            Some(slot) => {
                self.set(slot, fingerprint);
                true
            }
            None => false,
        }
    }

    fn next_random(&mut self) -> u64 {
        self.walk ^= self.walk << 13;
        self.walk ^= self.walk >> 7;
        self.walk ^= self.walk << 17;
        self.walk
    }

    /// Insert a key; false (and the filter unchanged) when no slot could
    /// be freed within [`MAX_KICKS`] moves.
    pub fn insert_hash(&mut self, hash: KeyHash) -> bool {
        let (fingerprint, first) = self.locate(hash);
        let second = self.other(first, fingerprint);
        self.insert_placed((fingerprint, first, second))
    }

    /// Insert a fingerprint whose two buckets are known.
    fn insert_placed(&mut self, (fingerprint, first, second): (u64, u64, u64)) -> bool {
        if self.place(first, fingerprint) || self.place(second, fingerprint) {
            self.occupied += 1;
            return true;
        }
        let mut bucket = if self.next_random() & 1 == 0 {
            first
        } else {
            second
        };
        let mut carried = fingerprint;
        self.path.clear();
        for _ in 0..MAX_KICKS {
            let slot = bucket * BUCKET_SLOTS + self.next_random() % BUCKET_SLOTS;
            let evicted = self.get(slot);
            self.set(slot, carried);
            self.path.push((slot, evicted));
            carried = evicted;
            bucket = self.other(bucket, carried);
            if self.place(bucket, carried) {
                self.occupied += 1;
                return true;
            }
        }
        // Undo every move, last first: the table is as it was.
        while let Some((slot, before)) = self.path.pop() {
            self.set(slot, before);
        }
        self.failures += 1;
        false
    }

    #[inline]
    pub fn contains_hash(&self, hash: KeyHash) -> bool {
        let (fingerprint, first) = self.locate(hash);
        self.find(first, fingerprint).is_some()
            || self
                .find(self.other(first, fingerprint), fingerprint)
                .is_some()
    }

    /// Remove one copy of the key's fingerprint. False when it is in
    /// neither bucket. Removing a key that was never inserted may remove
    /// another key's matching fingerprint: only remove what was added.
    pub fn remove_hash(&mut self, hash: KeyHash) -> bool {
        let (fingerprint, first) = self.locate(hash);
        let second = self.other(first, fingerprint);
        let Some(slot) = self
            .find(first, fingerprint)
            .or_else(|| self.find(second, fingerprint))
        else {
            return false;
        };
        self.set(slot, 0);
        self.occupied -= 1;
        true
    }

    /// How many buckets hold 0, 1, … 4 fingerprints.
    pub(crate) fn bucket_occupancy(&self) -> [u64; BUCKET_SLOTS as usize + 1] {
        let mut counts = [0; BUCKET_SLOTS as usize + 1];
        for bucket in 0..self.buckets {
            let first = bucket * BUCKET_SLOTS;
            let used = (first..first + BUCKET_SLOTS)
                .filter(|&slot| self.get(slot) != 0)
                .count();
            counts[used] += 1;
        }
        counts
    }

    /// The false-positive rate of this very filter:
    /// [`crate::theory::fp_cuckoo_from_occupancy`] of its buckets.
    pub(crate) fn current_fp_rate(&self) -> f64 {
        crate::theory::fp_cuckoo_from_occupancy(&self.bucket_occupancy(), self.bits)
    }

    pub(crate) fn clear(&mut self) {
        self.words.fill(0);
        self.occupied = 0;
        self.failures = 0;
    }
}

impl super::ExperimentFilter for CuckooFilter {
    const KIND: super::FilterKind = super::FilterKind::Cuckoo;

    fn bytes_for(m: u64, k: u32) -> u64 {
        Self::words_for(m.div_ceil(BUCKET_SLOTS), k).saturating_mul(8)
    }

    fn check_shape(m: u64, k: u32, max_bytes: u64) -> Result<(), ParamError> {
        Self::check(m, k, max_bytes)
    }

    fn build(m: u64, k: u32, max_bytes: u64) -> Result<Self, ParamError> {
        Self::with_memory_cap(m, k, max_bytes)
    }

    fn insert_batch(&mut self, hashes: &[KeyHash]) {
        CuckooFilter::insert_batch(self, hashes);
    }

    fn count_contained(&self, hashes: &[KeyHash]) -> u64 {
        CuckooFilter::count_contained(self, hashes)
    }

    fn insert_positions(&mut self, positions: &[u64]) {
        self.insert_hash(KeyHash::of(positions));
    }

    fn contains_positions(&self, positions: &[u64]) -> bool {
        self.contains_hash(KeyHash::of(positions))
    }

    fn fill(&self) -> f64 {
        self.load()
    }

    fn memory_bytes(&self) -> u64 {
        CuckooFilter::memory_bytes(self)
    }

    fn clear(&mut self) {
        CuckooFilter::clear(self);
    }

    fn failures(&self) -> u64 {
        self.failures
    }

    fn own_fp_rate(&self) -> Option<f64> {
        Some(self.current_fp_rate())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_other_bucket_of_the_other_bucket_is_the_first() {
        let filter = CuckooFilter::with_memory_cap(4 * 1001, 12, u64::MAX).unwrap();
        for fingerprint in 1..500u64 {
            for bucket in [0, 1, 500, 1000] {
                let other = filter.other(bucket, fingerprint);
                assert!(other < 1001);
                assert_eq!(filter.other(other, fingerprint), bucket);
            }
        }
    }

    #[test]
    fn packed_fingerprints_do_not_bleed() {
        for bits in [4, 7, 12, 19, 32] {
            let mut filter = CuckooFilter::with_memory_cap(64, bits, u64::MAX).unwrap();
            let top = (1u64 << bits) - 1;
            for slot in 0..64 {
                filter.set(slot, (slot * 2_654_435_761) & top);
            }
            for slot in 0..64 {
                assert_eq!(filter.get(slot), (slot * 2_654_435_761) & top, "f {bits}");
            }
            assert_eq!(
                filter.memory_bytes(),
                ((64 * u64::from(bits)).div_ceil(64) + 1) * 8
            );
        }
    }

    #[test]
    fn a_failed_insertion_changes_nothing() {
        let mut filter = CuckooFilter::with_memory_cap(8, 8, u64::MAX).unwrap();
        let mut inserted = Vec::new();
        for key in 0..100u64 {
            let hash = KeyHash::of_u64(key);
            let before = filter.words.clone();
            if filter.insert_hash(hash) {
                inserted.push(hash);
            } else {
                assert_eq!(filter.words, before);
            }
        }
        assert!(filter.failures() > 0 && filter.len() == inserted.len() as u64);
        assert!(inserted.iter().all(|h| filter.contains_hash(*h)));
    }

    #[test]
    fn bits_for_a_rate_follow_fan_et_al() {
        assert_eq!(CuckooFilter::bits_for_rate(0.01), 10); // log2(800) = 9.64
        assert_eq!(CuckooFilter::bits_for_rate(1.0 / 256.0), 11);
        assert_eq!(CuckooFilter::bits_for_rate(0.5), 4);
        assert_eq!(CuckooFilter::bits_for_rate(1e-30), 32);
    }
}
