//! The blocked Bloom filter (Putze, Sanders & Singler 2007): the bit array
//! is cut into 512-bit blocks, one 64-byte cache line each, and all k
//! probes of a key fall in one block, chosen by the key. A lookup then
//! touches one cache line instead of k, which is why RocksDB and Impala
//! use it; the price is a higher false-positive rate, since some blocks
//! receive more keys than others ([`crate::theory::fp_blocked_exact`]).

use super::{
    KeyHash, by_groups, check_shape, count_by_groups, mix, prefetch, reduce, zeroed_words,
};
use crate::error::ParamError;

/// Bits per block: one 64-byte cache line.
pub(crate) const BLOCK_BITS: u64 = 512;
const WORDS_PER_BLOCK: usize = (BLOCK_BITS / 64) as usize;
/// Bits of a position inside a block.
const OFFSET_BITS: u32 = BLOCK_BITS.trailing_zeros();
/// Offsets taken from one 64-bit word before it is mixed again.
const OFFSETS_PER_WORD: u32 = 64 / OFFSET_BITS;

/// A blocked Bloom filter: m bits rounded up to whole 512-bit blocks,
/// k probes per key inside the key's block.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct BlockedBloomFilter {
    words: Vec<u64>,
    blocks: u64,
    k: u32,
}

impl BlockedBloomFilter {
    /// An empty filter of `m` bits (rounded up to whole blocks) and k
    /// probes, refused before allocating when over `max_bytes`.
    pub(crate) fn with_memory_cap(m: u64, k: u32, max_bytes: u64) -> Result<Self, ParamError> {
        let blocks = Self::blocks_for(m);
        check_shape(blocks.saturating_mul(BLOCK_BITS), k, 1, max_bytes)?;
        Ok(Self {
            words: zeroed_words(blocks * WORDS_PER_BLOCK as u64)?,
            blocks,
            k,
        })
    }

    /// Blocks for m bits: at least one.
    pub(crate) fn blocks_for(m: u64) -> u64 {
        m.div_ceil(BLOCK_BITS).max(1)
    }

    pub(crate) fn memory_bytes(&self) -> u64 {
        self.words.len() as u64 * 8
    }

    /// The key's block (from h1) and its k offsets in the block (from h2,
    /// nine bits at a time, re-mixed every seven offsets), so the probes
    /// are independent and uniform in the block, as the formula assumes.
    #[inline]
    fn place(&self, hash: KeyHash, visit: impl FnMut(usize, u64) -> bool) -> bool {
        place(self.blocks, self.k, hash, visit)
    }

    #[inline]
    pub(crate) fn insert_hash(&mut self, hash: KeyHash) {
        let words = &mut self.words;
        place(self.blocks, self.k, hash, |word, mask| {
            words[word] |= mask;
            true
        });
    }

    #[inline]
    pub(crate) fn contains_hash(&self, hash: KeyHash) -> bool {
        self.place(hash, |word, mask| self.words[word] & mask != 0)
    }

    /// A key given as k positions in `0..m` (independent hashing): the
    /// first position picks the block, and each position's low nine bits
    /// give one offset in it.
    fn positions_place(&self, positions: &[u64]) -> impl Iterator<Item = (usize, u64)> {
        let block = positions.first().map_or(0, |p| p / BLOCK_BITS) % self.blocks;
        let base = block as usize * WORDS_PER_BLOCK;
        positions.iter().map(move |p| {
            let offset = p & (BLOCK_BITS - 1);
            (base + (offset >> 6) as usize, 1u64 << (offset & 63))
        })
    }

    /// The key, once its block's words are prefetched.
    #[inline]
    fn prefetched(&self, hash: KeyHash) -> KeyHash {
        let base = reduce(hash.h1, self.blocks) as usize * WORDS_PER_BLOCK;
        prefetch(&self.words[base]);
        prefetch(&self.words[base + WORDS_PER_BLOCK - 1]);
        hash
    }

    pub(crate) fn popcount(&self) -> u64 {
        self.words.iter().map(|w| u64::from(w.count_ones())).sum()
    }
}

/// Visit the key's k probes as (word, bit mask), stopping when `visit`
/// says false; true when every visit said true.
#[inline]
fn place(blocks: u64, k: u32, hash: KeyHash, mut visit: impl FnMut(usize, u64) -> bool) -> bool {
    let base = reduce(hash.h1, blocks) as usize * WORDS_PER_BLOCK;
    let mut bits = hash.h2;
    for i in 0..k {
        if i > 0 && i % OFFSETS_PER_WORD == 0 {
            // A fresh word for the next seven offsets, from h2 and the round.
            bits = mix(hash.h2 ^ u64::from(i));
        }
        let offset = bits & (BLOCK_BITS - 1);
        bits >>= OFFSET_BITS;
        if !visit(base + (offset >> 6) as usize, 1 << (offset & 63)) {
            return false;
        }
    }
    true
}

impl super::ExperimentFilter for BlockedBloomFilter {
    const KIND: super::FilterKind = super::FilterKind::Blocked;

    fn bytes_for(m: u64, _k: u32) -> u64 {
        Self::blocks_for(m).saturating_mul(BLOCK_BITS / 8)
    }

    fn check_shape(m: u64, k: u32, max_bytes: u64) -> Result<(), ParamError> {
        check_shape(
            Self::blocks_for(m).saturating_mul(BLOCK_BITS),
            k,
            1,
            max_bytes,
        )
    }

    fn build(m: u64, k: u32, max_bytes: u64) -> Result<Self, ParamError> {
        Self::with_memory_cap(m, k, max_bytes)
    }

    /// A group's blocks prefetched at a time (both cache lines a block may
    /// straddle: the words are 8-byte aligned, not 64).
    fn insert_batch(&mut self, hashes: &[KeyHash]) {
        by_groups(self, hashes, Self::prefetched, |filter, hash| {
            filter.insert_hash(hash)
        });
    }

    fn count_contained(&self, hashes: &[KeyHash]) -> u64 {
        count_by_groups(self, hashes, Self::prefetched, Self::contains_hash)
    }

    fn insert_positions(&mut self, positions: &[u64]) {
        let probes: Vec<(usize, u64)> = self.positions_place(positions).collect();
        for (word, mask) in probes {
            self.words[word] |= mask;
        }
    }

    fn contains_positions(&self, positions: &[u64]) -> bool {
        self.positions_place(positions)
            .all(|(word, mask)| self.words[word] & mask != 0)
    }

    fn fill(&self) -> f64 {
        self.popcount() as f64 / (self.blocks * BLOCK_BITS) as f64
    }

    fn memory_bytes(&self) -> u64 {
        BlockedBloomFilter::memory_bytes(self)
    }

    fn clear(&mut self) {
        self.words.fill(0);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::filter::ExperimentFilter;

    #[test]
    fn all_probes_of_a_key_stay_in_its_block() {
        let filter = BlockedBloomFilter::with_memory_cap(100 * 512, 20, u64::MAX).unwrap();
        for key in 0..200u64 {
            let mut words = Vec::new();
            filter.place(KeyHash::of_u64(key), |word, mask| {
                assert_eq!(mask.count_ones(), 1);
                words.push(word);
                true
            });
            assert_eq!(words.len(), 20);
            let block = words[0] / WORDS_PER_BLOCK;
            assert!(words.iter().all(|w| w / WORDS_PER_BLOCK == block));
        }
    }

    #[test]
    fn inserted_keys_are_found_and_memory_is_whole_blocks() {
        let mut filter = BlockedBloomFilter::with_memory_cap(10_000, 7, u64::MAX).unwrap();
        assert_eq!(filter.blocks, 20);
        assert_eq!(filter.memory_bytes(), 20 * 64);
        let hashes: Vec<KeyHash> = (0..1000u64).map(KeyHash::of_u64).collect();
        filter.insert_batch(&hashes);
        assert_eq!(filter.count_contained(&hashes), 1000);
        filter.insert_positions(&[5, 700, 9000]);
        assert!(filter.contains_positions(&[5, 700, 9000]));
        filter.clear();
        assert_eq!(filter.popcount(), 0);
    }
}
