//! The standard Bloom filter: one array of m bits, k probes per key.

use std::hash::Hash;

use super::{
    DEFAULT_MAX_MEMORY, KeyHash, ProbeShape, check_shape, pipelined, prefetch, zeroed_words,
};
use crate::error::ParamError;

/// Keys per group in the batched paths. The probes of one group are
/// prefetched while the previous group is written or tested; 16 keys of k
/// probes already keep more misses in flight than a core can track.
const GROUP: usize = 16;
/// Probes a batched lookup reads without branching. A negative lookup in a
/// half-full filter passes each probe half the time: deciding after each
/// one mispredicts often, while four probes all pass only 1 time in 16.
/// Measured at the 1 % row (k = 7): 2 → 11.8, 3 → 9.1, 4 → 8.4 and
/// 5 → 8.6 ns per key.
const LEAD: usize = 4;

/// A standard (not blocked) Bloom filter of m bits with k probes per key.
///
/// This is the filter the textbook formulas describe: every probe may land
/// anywhere in the array.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BloomFilter {
    words: Vec<u64>,
    /// m, k, and the probes' fixed-point step, worked out once.
    shape: ProbeShape,
}

impl BloomFilter {
    /// An empty filter, at most [`DEFAULT_MAX_MEMORY`] bytes.
    pub fn new(m: u64, k: u32) -> Result<Self, ParamError> {
        Self::with_memory_cap(m, k, DEFAULT_MAX_MEMORY)
    }

    /// An empty filter, refusing (before allocating) one over `max_bytes`.
    pub fn with_memory_cap(m: u64, k: u32, max_bytes: u64) -> Result<Self, ParamError> {
        check_shape(m, k, 1, max_bytes)?;
        Ok(Self {
            words: zeroed_words(m.div_ceil(64))?,
            shape: ProbeShape::new(m, k),
        })
    }

    pub fn m(&self) -> u64 {
        self.shape.m
    }

    pub fn k(&self) -> u32 {
        self.shape.k
    }

    /// Bytes of the bit array.
    pub(crate) fn memory_bytes(&self) -> u64 {
        self.words.len() as u64 * 8
    }

    /// The k positions of a key, in probe order (repeats possible for tiny m).
    pub fn positions(&self, hash: KeyHash) -> Vec<u64> {
        hash.probes_in(self.shape).collect()
    }

    pub fn insert<K: Hash + ?Sized>(&mut self, key: &K) {
        self.insert_hash(KeyHash::of(key));
    }

    pub fn contains<K: Hash + ?Sized>(&self, key: &K) -> bool {
        self.contains_hash(KeyHash::of(key))
    }

    pub fn insert_bytes(&mut self, bytes: &[u8]) {
        self.insert_hash(KeyHash::of_bytes(bytes));
    }

    pub fn contains_bytes(&self, bytes: &[u8]) -> bool {
        self.contains_hash(KeyHash::of_bytes(bytes))
    }

    #[inline]
    pub fn insert_hash(&mut self, hash: KeyHash) {
        for position in hash.probes_in(self.shape) {
            self.set(position);
        }
    }

    /// True when every probed bit is 1. Stops at the first 0 bit.
    #[inline]
    pub fn contains_hash(&self, hash: KeyHash) -> bool {
        hash.probes_in(self.shape)
            .all(|position| self.get(position))
    }

    /// Whether bit `position` is set. Positions at or past m read as unset.
    #[inline]
    pub(crate) fn get(&self, position: u64) -> bool {
        self.words
            .get((position >> 6) as usize)
            .is_some_and(|word| word >> (position & 63) & 1 == 1)
    }

    #[inline]
    fn set(&mut self, position: u64) {
        self.words[(position >> 6) as usize] |= 1 << (position & 63);
    }

    /// Set one bit (a scene of the lesson, or probes computed elsewhere).
    /// Out-of-range positions are ignored.
    #[inline]
    pub(crate) fn set_bit(&mut self, position: u64) {
        if position < self.shape.m {
            self.set(position);
        }
    }

    /// Clear one bit: what a naive "delete" does, and why it breaks other
    /// keys (the lesson shows it). Out-of-range positions are ignored.
    pub fn clear_bit(&mut self, position: u64) {
        if position < self.shape.m {
            self.words[(position >> 6) as usize] &= !(1 << (position & 63));
        }
    }

    /// Insert many keys: prefetch every probe of a group, then set the bits,
    /// so the cache misses of a group overlap.
    pub fn insert_batch(&mut self, hashes: &[KeyHash]) {
        by_k!(self, self.shape.k, insert_batch_k, insert_batch_any, hashes);
    }

    /// The batched insert with k known at compile time: the probe loop
    /// unrolls and each group's probes stay in a small stack array.
    fn insert_batch_k<const K: usize>(&mut self, hashes: &[KeyHash]) {
        let m = self.shape.m;
        // Each probe directly, with no chain of steps from one to the next.
        let offsets = self.shape.cubic_offsets::<K>();
        pipelined(
            &mut self.words[..],
            hashes,
            [0u64; K],
            |words, hash, positions| {
                for (i, position) in positions.iter_mut().enumerate() {
                    *position = hash.probe_at(i, offsets[i], m);
                    // SAFETY: `probe_at` reduces to 0..m, and `words` is
                    // this filter's ceil(m / 64) words.
                    prefetch(unsafe { word_of(words, *position) });
                }
            },
            |words, _, group| {
                let words: &mut [u64] = words;
                for positions in group {
                    for &p in positions {
                        debug_assert!(((p >> 6) as usize) < words.len());
                        // SAFETY: as for `word_of` above: p came from
                        // `probe_at`, so it is below m, and the filter
                        // holds ceil(m / 64) words.
                        *unsafe { words.get_unchecked_mut((p >> 6) as usize) } |= 1 << (p & 63);
                    }
                }
            },
        );
    }

    /// The batched insert for any k: probes are computed twice, once to
    /// prefetch and once to set.
    fn insert_batch_any(&mut self, hashes: &[KeyHash]) {
        let shape = self.shape;
        for group in hashes.chunks(GROUP) {
            for hash in group {
                for position in hash.probes_in(shape) {
                    prefetch(&self.words[(position >> 6) as usize]);
                }
            }
            for hash in group {
                for position in hash.probes_in(shape) {
                    self.set(position);
                }
            }
        }
    }

    /// How many of `hashes` the filter reports present. Prefetches the first
    /// `LEAD` probes of each key in a group, then tests them in order.
    pub fn count_contained(&self, hashes: &[KeyHash]) -> u64 {
        let mut found = 0;
        self.for_each_contained(hashes, |_, present| found += u64::from(present));
        found
    }

    /// Batched `contains_hash`, writing one answer per key into `out`.
    pub fn contains_batch(&self, hashes: &[KeyHash], out: &mut Vec<bool>) {
        out.clear();
        out.reserve(hashes.len());
        self.for_each_contained(hashes, |_, present| out.push(present));
    }

    fn for_each_contained(&self, hashes: &[KeyHash], mut visit: impl FnMut(usize, bool)) {
        let (shape, m) = (self.shape, self.shape.m);
        // The lead probes directly, as in `insert_batch_k`; when k < LEAD,
        // probe k − 1 repeats (k ≥ 1).
        let offsets = shape.cubic_offsets::<LEAD>();
        let last = (self.shape.k as usize).min(LEAD) - 1;
        let mut index = 0;
        pipelined(
            &self.words[..],
            hashes,
            [0u64; LEAD],
            |words, hash, lead| {
                for (i, slot) in lead.iter_mut().enumerate() {
                    let i = i.min(last);
                    *slot = hash.probe_at(i, offsets[i], m);
                    // SAFETY: `probe_at` reduces to 0..m, and `words` is
                    // this filter's ceil(m / 64) words.
                    prefetch(unsafe { word_of(words, *slot) });
                }
            },
            // The LEAD bits are read without a branch between them; only the
            // rare key that passes them all goes on, probe by probe.
            |words, group, leads| {
                for (hash, lead) in group.iter().zip(leads) {
                    // SAFETY: the lead positions were computed by `probe_at`
                    // and the rest by `probes_in` with this filter's shape:
                    // all reduced to 0..m, and `words` holds ceil(m / 64).
                    let present = unsafe {
                        lead_bits_set(words, lead)
                            && hash.probes_in(shape).skip(LEAD).all(|p| bit_at(words, p))
                    };
                    visit(index, present);
                    index += 1;
                }
            },
        );
    }

    /// Number of bits set.
    pub fn popcount(&self) -> u64 {
        self.words.iter().map(|w| u64::from(w.count_ones())).sum()
    }

    /// Fraction of bits set, X/m.
    pub(crate) fn fill_ratio(&self) -> f64 {
        self.popcount() as f64 / self.shape.m as f64
    }

    /// The exact false-positive rate of this very filter for a fresh key
    /// with independent probes: (X/m)^k.
    pub fn current_fp_rate(&self) -> f64 {
        crate::theory::fp_from_fill(self.popcount(), self.shape.m, self.shape.k)
    }

    /// Reset every bit to 0, keeping the memory.
    pub(crate) fn clear(&mut self) {
        self.words.fill(0);
    }

    /// Iterate over the bits, 0..m.
    pub fn bits(&self) -> impl Iterator<Item = bool> + '_ {
        (0..self.shape.m).map(|position| self.get(position))
    }
}

/// The word holding bit `position`, read without a bounds check (the hot
/// loops read several per key).
///
/// # Safety
///
/// `position >> 6` must be an index of `words`: `position` below m, with
/// `words` the filter's ceil(m / 64) words. Positions reduced to `0..m`
/// with the filter's own m ([`KeyHash::probe_at`], [`KeyHash::probes_in`]
/// with its shape) are.
#[inline(always)]
unsafe fn word_of(words: &[u64], position: u64) -> &u64 {
    debug_assert!(((position >> 6) as usize) < words.len());
    // SAFETY: the caller's promise, above.
    unsafe { words.get_unchecked((position >> 6) as usize) }
}

/// Whether bit `position` is set, without a bounds check.
///
/// # Safety
///
/// As for [`word_of`]: `position` is below the filter's m.
#[inline(always)]
unsafe fn bit_at(words: &[u64], position: u64) -> bool {
    // SAFETY: passed on from the caller.
    unsafe { word_of(words, position) >> (position & 63) & 1 == 1 }
}

/// Whether all the lead bits are 1, computed as one AND of shifted words:
/// written with `&&` (or `&` on booleans) the compiler may turn it back
/// into a branch per bit, and those branches mispredict half the time.
///
/// # Safety
///
/// As for [`word_of`]: every position in `lead` is below the filter's m.
#[inline(always)]
unsafe fn lead_bits_set(words: &[u64], lead: &[u64; LEAD]) -> bool {
    let mut all = u64::MAX;
    for &p in lead {
        // SAFETY: passed on from the caller.
        all &= unsafe { word_of(words, p) } >> (p & 63);
    }
    all & 1 == 1
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::error::Param;

    #[test]
    fn inserted_keys_are_found_and_others_mostly_not() {
        let mut filter = BloomFilter::new(10_000, 7).unwrap();
        for i in 0..1000u64 {
            filter.insert(&i);
        }
        assert!((0..1000u64).all(|i| filter.contains(&i)));
        let false_positives = (1000..21_000u64).filter(|i| filter.contains(i)).count();
        // Expected rate ≈ 0.8 %: 160 of 20,000; allow wide slack.
        assert!(false_positives < 400, "{false_positives} false positives");
    }

    #[test]
    fn batched_paths_match_single_key_paths() {
        let hashes: Vec<KeyHash> = (0..5000u64).map(KeyHash::of_u64).collect();
        let mut one_by_one = BloomFilter::new(20_000, 5).unwrap();
        let mut batched = one_by_one.clone();
        for h in &hashes[..2000] {
            one_by_one.insert_hash(*h);
        }
        batched.insert_batch(&hashes[..2000]);
        assert_eq!(one_by_one, batched);

        let mut answers = Vec::new();
        batched.contains_batch(&hashes, &mut answers);
        let expected: Vec<bool> = hashes.iter().map(|h| batched.contains_hash(*h)).collect();
        assert_eq!(answers, expected);
        let count = batched.count_contained(&hashes);
        assert_eq!(count, expected.iter().filter(|b| **b).count() as u64);
        assert!(count >= 2000);
    }

    #[test]
    fn popcount_fill_and_clear() {
        let mut filter = BloomFilter::new(130, 3).unwrap();
        assert_eq!(filter.popcount(), 0);
        filter.insert_bytes(b"uva");
        let positions = filter.positions(KeyHash::of_bytes(b"uva"));
        let distinct: std::collections::BTreeSet<_> = positions.iter().copied().collect();
        assert_eq!(filter.popcount(), distinct.len() as u64);
        assert!(positions.iter().all(|p| filter.get(*p) && *p < 130));
        assert!((filter.fill_ratio() - distinct.len() as f64 / 130.0).abs() < 1e-12);
        filter.clear_bit(positions[0]);
        assert!(!filter.contains_bytes(b"uva"));
        filter.clear();
        assert_eq!(filter.popcount(), 0);
        assert_eq!(filter.bits().count(), 130);
        filter.insert_bytes(b"kiwi");
        let expected = (filter.popcount() as f64 / 130.0).powi(3);
        assert!((filter.current_fp_rate() - expected).abs() < 1e-15);
    }

    #[test]
    fn bad_shapes_are_errors_not_panics() {
        assert_eq!(BloomFilter::new(0, 3).unwrap_err().param, Param::M);
        assert_eq!(BloomFilter::new(10, 0).unwrap_err().param, Param::K);
        assert_eq!(BloomFilter::new(10, 65).unwrap_err().param, Param::K);
        let err = BloomFilter::with_memory_cap(8 * 1024 * 8 + 1, 3, 8 * 1024).unwrap_err();
        assert_eq!(err.param, Param::M);
        assert!(err.to_string().contains("--max-memory"), "{err}");
        // Far beyond any machine: refused before allocating.
        assert!(BloomFilter::with_memory_cap(u64::MAX, 3, u64::MAX).is_err());
    }
}
