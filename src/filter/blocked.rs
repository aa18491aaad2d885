//! The blocked Bloom filter (Putze, Sanders & Singler 2007): the bit array
//! is cut into 512-bit blocks, one 64-byte cache line each, and all k
//! probes of a key fall in one block, chosen by the key. A lookup then
//! touches one cache line instead of k, which is why RocksDB and Impala
//! use it; the price is a higher false-positive rate, since some blocks
//! receive more keys than others ([`crate::theory::fp_blocked_exact`]).

use super::{KeyHash, check_shape, mix, prefetch, reduce, zeroed};
use crate::error::ParamError;

/// Bits per block: one 64-byte cache line.
pub(crate) const BLOCK_BITS: u64 = 512;
const WORDS_PER_BLOCK: usize = (BLOCK_BITS / 64) as usize;
/// Bits of a position inside a block.
const OFFSET_BITS: u32 = BLOCK_BITS.trailing_zeros();
/// Offsets taken from one 64-bit word before it is mixed again.
const OFFSETS_PER_WORD: u32 = 64 / OFFSET_BITS;
/// Keys per group in the batched paths: their blocks are prefetched
/// before any is read, so the cache misses of a group overlap.
const GROUP: usize = 16;

/// One block, aligned to a cache line so that a key's probes touch one
/// line, never two.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[repr(C, align(64))]
struct Block([u64; WORDS_PER_BLOCK]);

/// A blocked Bloom filter: m bits rounded up to whole 512-bit blocks,
/// k probes per key inside the key's block.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BlockedBloomFilter {
    blocks: Vec<Block>,
    k: u32,
}

impl BlockedBloomFilter {
    /// An empty filter of `m` bits (rounded up to whole blocks) and k
    /// probes, refused before allocating when over `max_bytes`.
    pub(crate) fn with_memory_cap(m: u64, k: u32, max_bytes: u64) -> Result<Self, ParamError> {
        let blocks = Self::blocks_for(m);
        check_shape(blocks.saturating_mul(BLOCK_BITS), k, 1, max_bytes)?;
        Ok(Self {
            blocks: zeroed(blocks)?,
            k,
        })
    }

    /// Blocks for m bits: at least one.
    pub(crate) fn blocks_for(m: u64) -> u64 {
        m.div_ceil(BLOCK_BITS).max(1)
    }

    pub(crate) fn blocks(&self) -> u64 {
        self.blocks.len() as u64
    }

    pub(crate) fn memory_bytes(&self) -> u64 {
        self.blocks.len() as u64 * (BLOCK_BITS / 8)
    }

    /// The key's block (from h1) and its k offsets in the block (from h2,
    /// nine bits at a time, re-mixed every seven offsets), so the probes
    /// are independent and uniform in the block, as the formula assumes.
    #[cfg(test)]
    fn place(&self, hash: KeyHash, visit: impl FnMut(usize, u64) -> bool) -> bool {
        place(self.blocks(), self.k, hash, visit)
    }

    /// The key's block index.
    #[inline(always)]
    fn block_of(&self, hash: KeyHash) -> usize {
        reduce(hash.h1, self.blocks.len() as u64) as usize
    }

    #[inline]
    pub(crate) fn insert_hash(&mut self, hash: KeyHash) {
        let block = self.block_of(hash);
        let mask = mask(self.k, hash.h2);
        for (word, bits) in self.blocks[block].0.iter_mut().zip(mask) {
            *word |= bits;
        }
    }

    #[inline]
    pub(crate) fn contains_hash(&self, hash: KeyHash) -> bool {
        covers(&self.blocks[self.block_of(hash)], &mask(self.k, hash.h2))
    }

    /// A key given as k positions in `0..m` (independent hashing): the
    /// first position picks the block, and each position's low nine bits
    /// give one offset in it.
    fn positions_place(&self, positions: &[u64]) -> impl Iterator<Item = (usize, usize, u64)> {
        let block = (positions.first().map_or(0, |p| p / BLOCK_BITS) % self.blocks()) as usize;
        positions.iter().map(move |p| {
            let offset = p & (BLOCK_BITS - 1);
            (block, (offset >> 6) as usize, 1u64 << (offset & 63))
        })
    }

    pub(crate) fn popcount(&self) -> u64 {
        self.blocks
            .iter()
            .flat_map(|block| block.0)
            .map(|w| u64::from(w.count_ones()))
            .sum()
    }

    fn insert_batch_k<const K: usize>(&mut self, hashes: &[KeyHash]) {
        self.insert_groups(K as u32, hashes);
    }

    fn insert_batch_any(&mut self, hashes: &[KeyHash]) {
        self.insert_groups(self.k, hashes);
    }

    /// The batched insert for `k` probes (a constant once inlined in
    /// `insert_batch_k`): a group's blocks prefetched, then each key's
    /// mask ORed into its block.
    #[inline(always)]
    fn insert_groups(&mut self, k: u32, hashes: &[KeyHash]) {
        let mut places = [0usize; GROUP];
        for group in hashes.chunks(GROUP) {
            for (hash, place) in group.iter().zip(&mut places) {
                *place = self.block_of(*hash);
                prefetch(&self.blocks[*place].0[0]);
            }
            for (hash, &place) in group.iter().zip(&places) {
                let mask = mask(k, hash.h2);
                for (word, bits) in self.blocks[place].0.iter_mut().zip(mask) {
                    *word |= bits;
                }
            }
        }
    }

    fn count_contained_k<const K: usize>(&self, hashes: &[KeyHash]) -> u64 {
        self.count_groups(K as u32, hashes)
    }

    fn count_contained_any(&self, hashes: &[KeyHash]) -> u64 {
        self.count_groups(self.k, hashes)
    }

    /// The batched lookup for `k` probes, as [`Self::insert_groups`]: each
    /// key's mask tested against its block without a branch.
    #[inline(always)]
    fn count_groups(&self, k: u32, hashes: &[KeyHash]) -> u64 {
        let mut places = [0usize; GROUP];
        let mut found = 0;
        for group in hashes.chunks(GROUP) {
            for (hash, place) in group.iter().zip(&mut places) {
                *place = self.block_of(*hash);
                prefetch(&self.blocks[*place].0[0]);
            }
            for (hash, &place) in group.iter().zip(&places) {
                found += u64::from(covers(&self.blocks[place], &mask(k, hash.h2)));
            }
        }
        found
    }
}

/// The key's k probes as a mask over its block's eight words: the same
/// offsets as [`place`], set at once.
#[inline(always)]
fn mask(k: u32, h2: u64) -> [u64; WORDS_PER_BLOCK] {
    let mut mask = [0u64; WORDS_PER_BLOCK];
    let mut bits = h2;
    for i in 0..k {
        if i > 0 && i % OFFSETS_PER_WORD == 0 {
            bits = mix(h2 ^ u64::from(i));
        }
        let offset = bits & (BLOCK_BITS - 1);
        bits >>= OFFSET_BITS;
        mask[(offset >> 6) as usize] |= 1 << (offset & 63);
    }
    mask
}

/// Whether every bit of `mask` is set in `block`: one AND-NOT per word
/// and no branch, so a lookup costs the same whichever probe fails.
#[inline(always)]
fn covers(block: &Block, mask: &[u64; WORDS_PER_BLOCK]) -> bool {
    let mut missing = 0;
    for (word, bits) in block.0.iter().zip(mask) {
        missing |= bits & !word;
    }
    missing == 0
}

/// Visit the key's k probes as (word, bit mask), stopping when `visit`
/// says false; true when every visit said true: the probes one at a time,
/// which the tests hold [`mask`] to.
#[cfg(test)]
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

    /// A group's blocks prefetched at a time (one cache line each), then
    /// each key's mask ORed into its block; k a compile-time constant up
    /// to 16, so the mask's loop unrolls.
    fn insert_batch(&mut self, hashes: &[KeyHash]) {
        by_k!(self, self.k, insert_batch_k, insert_batch_any, hashes);
    }

    /// As `insert_batch` above: a group's blocks prefetched, then each
    /// key's mask tested against its block without a branch.
    fn count_contained(&self, hashes: &[KeyHash]) -> u64 {
        by_k!(self, self.k, count_contained_k, count_contained_any, hashes)
    }

    fn insert_positions(&mut self, positions: &[u64]) {
        let probes: Vec<(usize, usize, u64)> = self.positions_place(positions).collect();
        for (block, word, mask) in probes {
            self.blocks[block].0[word] |= mask;
        }
    }

    fn contains_positions(&self, positions: &[u64]) -> bool {
        self.positions_place(positions)
            .all(|(block, word, mask)| self.blocks[block].0[word] & mask != 0)
    }

    fn fill(&self) -> f64 {
        self.popcount() as f64 / (self.blocks() * BLOCK_BITS) as f64
    }

    fn memory_bytes(&self) -> u64 {
        BlockedBloomFilter::memory_bytes(self)
    }

    fn clear(&mut self) {
        self.blocks.fill(Block::default());
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

    /// The mask sets exactly the probes `place` visits, in one block
    /// aligned to a cache line.
    #[test]
    fn the_mask_is_the_probes_and_blocks_are_cache_lines() {
        let filter = BlockedBloomFilter::with_memory_cap(100 * 512, 20, u64::MAX).unwrap();
        assert_eq!(filter.blocks.as_ptr() as usize % 64, 0);
        for key in 0..200u64 {
            let hash = KeyHash::of_u64(key);
            let mut expected = [0u64; WORDS_PER_BLOCK];
            let block = filter.block_of(hash);
            filter.place(hash, |word, bit| {
                assert_eq!(word / WORDS_PER_BLOCK, block);
                expected[word % WORDS_PER_BLOCK] |= bit;
                true
            });
            assert_eq!(mask(20, hash.h2), expected);
        }
    }

    #[test]
    fn inserted_keys_are_found_and_memory_is_whole_blocks() {
        let mut filter = BlockedBloomFilter::with_memory_cap(10_000, 7, u64::MAX).unwrap();
        assert_eq!(filter.blocks.len(), 20);
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
