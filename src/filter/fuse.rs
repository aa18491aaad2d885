//! Xor filters (Graf & Lemire 2020) and binary fuse filters (Graf & Lemire
//! 2022), from the `xorf` crate, behind the experiments' filter trait.
//!
//! They are static: built once from the whole set of keys, never added to
//! or deleted from. The engine streams keys in batches, so a
//! [`StaticFilter`] collects the keys' 64-bit hashes (h1, 8 bytes a key)
//! in a buffer and builds the real filter when the engine seals it, after
//! the last key; the buffer is then freed. Its bytes are counted apart
//! from the filter's ([`super::ExperimentFilter::transient_bytes`]).
//!
//! What the memory budget reserves for a static filter is its peak: the
//! buffer, plus everything xorf allocates while it builds, the fingerprint
//! array included ([`StaticBuild::working_bytes`]). Its peeling arrays are
//! many times the filter: an 8-bit xor filter peaks at about 143 bytes a
//! key (1.23 once built), an 8-bit binary fuse filter at 25 to 35.
//!
//! For the meaning of the shape: m is the number of keys the buffer is
//! reserved for (a run inserts n ≤ m keys), and k is not used.

use xorf::{BinaryFuse8, BinaryFuse16, Filter, Xor8, Xor16};

use super::{FilterKind, KeyHash, check_m};
use crate::error::{Param, ParamError};

/// What a static filter type from `xorf` gives the experiments.
pub trait StaticBuild: Sized + Send + Sync + 'static {
    const KIND: FilterKind;
    /// Bits per fingerprint: the filter's rate is 2^−f.
    const FINGERPRINT_BITS: u32;

    /// Build from distinct 64-bit keys.
    fn from_keys(keys: &[u64]) -> Result<Self, &'static str>;
    fn has(&self, key: u64) -> bool;
    /// Bytes of the fingerprint array, the filter's one allocation.
    fn bytes(&self) -> u64;
    /// The fingerprint slots xorf allocates for `keys` keys (its sizing
    /// rule, repeated here so that memory is reserved before building).
    fn slots_for(keys: u64) -> u64;
    /// Every byte xorf holds at once while it builds from `keys` keys: its
    /// working arrays and the fingerprint array (xorf 0.13's construction,
    /// repeated here so that memory is reserved before building).
    fn working_bytes(keys: u64) -> u64;
}

/// Bytes of one of xorf's `HSet`s (a u32 count and a u64 mask, aligned to
/// 8) and of one of its `KeyIndex`es (a u64 hash and a usize index).
const XORF_SET_BYTES: u64 = 16;
const XORF_KEY_INDEX_BYTES: u64 = 8 + std::mem::size_of::<usize>() as u64;

/// Xor filters: 1.23·n + 32 slots, rounded down to a multiple of 3
/// (Graf & Lemire 2020, and xorf's construction).
fn xor_slots(keys: u64) -> u64 {
    ((1.23 * keys as f64) as u64 + 32) / 3 * 3
}

/// What an xor filter's construction holds (xorf's `xor_from_impl`): three
/// blocks of `HSet`s and three queues of `KeyIndex`es, each as long as the
/// whole fingerprint array, a stack of one `KeyIndex` per key, and the
/// fingerprint array of `width` bytes a slot.
fn xor_working_bytes(keys: u64, width: u64) -> u64 {
    let slots = xor_slots(keys);
    slots
        .saturating_mul(3 * XORF_SET_BYTES + 3 * XORF_KEY_INDEX_BYTES + width)
        .saturating_add(keys.saturating_mul(XORF_KEY_INDEX_BYTES))
}

/// What a binary fuse filter's construction holds (xorf's
/// `bfuse_from_impl`): per slot of the fingerprint array a u32 (`alone`),
/// a u8 (`t2count`), a u64 (`t2hash`) and the fingerprint of `width`
/// bytes; per key a u8 (`reverse_h`) and a u64 (`reverse_order`, one
/// more); and a usize per segment start (`start_pos`, a power of two at
/// least the segments, doubled plus two below 10^6 keys where xorf also
/// tries halved segments).
fn binary_fuse_working_bytes(keys: u64, width: u64) -> u64 {
    let (segment_length, segments) = binary_fuse_layout(keys);
    let slots = (segments + 2) * segment_length;
    let most_segments = if keys > 4 && keys < 1_000_000 {
        segments * 2 + 2
    } else {
        segments
    };
    let starts = most_segments.next_power_of_two().max(2);
    slots
        .saturating_mul(4 + 1 + 8 + width)
        .saturating_add(keys.saturating_mul(1 + 8))
        .saturating_add(8)
        .saturating_add(starts.saturating_mul(std::mem::size_of::<usize>() as u64))
}

/// Binary fuse filters with three hashes: xorf's sizing (Graf & Lemire
/// 2022, §4): a segment length of 2^⌊ln n / ln 3.33 + 2.25⌋ (at most
/// 2^18), a size factor of max(1.125, 0.875 + 0.25·ln 10^6 / ln n), and the
/// array padded to whole segments plus two.
fn binary_fuse_slots(keys: u64) -> u64 {
    let (segment_length, segments) = binary_fuse_layout(keys);
    (segments + 2) * segment_length
}

/// A binary fuse filter's size factor for `keys` keys, the slots per key
/// before the table is rounded up to whole segments: max(1.125, 0.875 +
/// 0.25·ln 10^6 / ln n), the formula lesson 3 teaches.
pub(crate) fn fuse_size_factor(keys: u64) -> f64 {
    1.125f64.max(0.875 + 0.25 * 1e6f64.ln() / (keys as f64).ln())
}

/// The segment length and the number of segments of a binary fuse filter
/// of `keys` keys ([`binary_fuse_slots`]).
fn binary_fuse_layout(keys: u64) -> (u64, u64) {
    const ARITY: u64 = 3;
    let size = keys as f64;
    let segment_length = if keys == 0 {
        4
    } else {
        (1u64 << ((size.ln() / 3.33f64.ln() + 2.25).floor() as u32)).min(262_144)
    };
    let factor = fuse_size_factor(keys);
    let capacity = if keys > 1 {
        (size * factor).round() as u64
    } else {
        0
    };
    let proposed = capacity.div_ceil(segment_length);
    let segments = if proposed < ARITY {
        1
    } else {
        proposed - (ARITY - 1)
    };
    (segment_length, segments)
}

/// Bits per key of an xor filter with f-bit fingerprints holding n keys:
/// its slots times f over n (1.23·f plus 32·f/n). The 8- and 16-bit xor
/// filters the experiments build hold exactly this
/// ([`super::FilterKind::built_bytes`]).
pub(crate) fn xor_bits_per_key(n: u64, f: f64) -> f64 {
    xor_slots(n) as f64 * f / n.max(1) as f64
}

/// Bits per key of a binary fuse filter (3-wise) with f-bit fingerprints
/// holding n keys: about 1.19·f at n = 10^5, 1.125·f from 10^6 up.
pub(crate) fn fuse_bits_per_key(n: u64, f: f64) -> f64 {
    binary_fuse_slots(n) as f64 * f / n.max(1) as f64
}

macro_rules! static_build {
    ($type:ty, $kind:expr, $bits:expr, $width:ty, $slots:path, $working:path, $build:expr) => {
        impl StaticBuild for $type {
            const KIND: FilterKind = $kind;
            const FINGERPRINT_BITS: u32 = $bits;

            fn from_keys(keys: &[u64]) -> Result<Self, &'static str> {
                $build(keys)
            }

            fn has(&self, key: u64) -> bool {
                self.contains(&key)
            }

            fn bytes(&self) -> u64 {
                (self.fingerprints.len() * std::mem::size_of::<$width>()) as u64
            }

            fn slots_for(keys: u64) -> u64 {
                $slots(keys)
            }

            fn working_bytes(keys: u64) -> u64 {
                $working(keys, std::mem::size_of::<$width>() as u64)
            }
        }
    };
}

static_build!(
    Xor8,
    FilterKind::Xor8,
    8,
    u8,
    xor_slots,
    xor_working_bytes,
    |keys: &[u64]| Ok(Xor8::from(keys))
);
static_build!(
    Xor16,
    FilterKind::Xor16,
    16,
    u16,
    xor_slots,
    xor_working_bytes,
    |keys: &[u64]| Ok(Xor16::from(keys))
);
static_build!(
    BinaryFuse8,
    FilterKind::BinaryFuse8,
    8,
    u8,
    binary_fuse_slots,
    binary_fuse_working_bytes,
    BinaryFuse8::try_from
);
static_build!(
    BinaryFuse16,
    FilterKind::BinaryFuse16,
    16,
    u16,
    binary_fuse_slots,
    binary_fuse_working_bytes,
    BinaryFuse16::try_from
);

/// The four static filters the experiments measure.
pub type Xor8Filter = StaticFilter<Xor8>;
pub type Xor16Filter = StaticFilter<Xor16>;
pub type BinaryFuse8Filter = StaticFilter<BinaryFuse8>;
pub type BinaryFuse16Filter = StaticFilter<BinaryFuse16>;

/// A static filter fed key by key: the keys' hashes wait in a buffer until
/// [`StaticFilter::seal`] builds the filter from them.
pub struct StaticFilter<T> {
    pending: Vec<u64>,
    /// Keys the buffer was reserved for.
    capacity: u64,
    filter: Option<T>,
    failures: u64,
    /// The most bytes the buffer held.
    buffer_bytes: u64,
    /// Distinct key hashes the filter was built from.
    built_from: u64,
}

impl<T: StaticBuild> StaticFilter<T> {
    /// An empty filter whose buffer holds `keys` hashes, refused before
    /// allocating when its peak (the buffer and xorf's construction, the
    /// filter included) would pass `max_bytes`.
    pub(crate) fn with_memory_cap(keys: u64, max_bytes: u64) -> Result<Self, ParamError> {
        Self::check(keys, max_bytes)?;
        let mut pending = Vec::new();
        pending
            .try_reserve_exact(keys as usize)
            .map_err(|_| ParamError::invalid(Param::M, crate::msg!("alloc-key-buffer")))?;
        Ok(Self {
            buffer_bytes: pending.capacity() as u64 * 8,
            pending,
            capacity: keys,
            filter: None,
            failures: 0,
            built_from: 0,
        })
    }

    fn check(keys: u64, max_bytes: u64) -> Result<(), ParamError> {
        check_m(keys)?;
        super::check_memory(Self::peak_bytes(keys) as f64, max_bytes)
    }

    /// The most it holds at once: the buffer of `keys` hashes, still held
    /// while xorf builds the filter from them, and all xorf allocates.
    fn peak_bytes(keys: u64) -> u64 {
        keys.saturating_mul(8)
            .saturating_add(T::working_bytes(keys))
    }

    pub(crate) fn insert_hash(&mut self, hash: KeyHash) {
        self.pending.push(hash.h1);
    }

    /// Build the filter from the keys given so far and free the buffer. A
    /// construction that fails is counted ([`StaticFilter::failures`]) and
    /// leaves an empty filter.
    pub(crate) fn seal(&mut self) {
        let mut keys = std::mem::take(&mut self.pending);
        // Distinct keys may share a 64-bit hash (about n²/2^65 times); xorf
        // needs distinct input, and one copy answers for both.
        keys.sort_unstable();
        keys.dedup();
        self.built_from = keys.len() as u64;
        match T::from_keys(&keys) {
            Ok(filter) => self.filter = Some(filter),
            Err(_) => {
                self.filter = None;
                self.failures += 1;
            }
        }
    }

    pub(crate) fn contains_hash(&self, hash: KeyHash) -> bool {
        self.filter.as_ref().is_some_and(|f| f.has(hash.h1))
    }

    /// Constructions that failed.
    pub fn failures(&self) -> u64 {
        self.failures
    }

    /// Bytes of the built filter (0 before it is built).
    pub(crate) fn memory_bytes(&self) -> u64 {
        self.filter.as_ref().map_or(0, T::bytes)
    }
}

impl<T: StaticBuild> super::ExperimentFilter for StaticFilter<T> {
    const KIND: FilterKind = T::KIND;

    fn bytes_for(m: u64, _k: u32) -> u64 {
        Self::peak_bytes(m)
    }

    fn check_shape(m: u64, _k: u32, max_bytes: u64) -> Result<(), ParamError> {
        Self::check(m, max_bytes)
    }

    /// The fingerprint array xorf allocates for n keys (the buffer is freed
    /// by then).
    fn built_bytes(_m: u64, _k: u32, n: u64) -> u64 {
        T::slots_for(n).saturating_mul(u64::from(T::FINGERPRINT_BITS / 8))
    }

    fn build(m: u64, _k: u32, max_bytes: u64) -> Result<Self, ParamError> {
        Self::with_memory_cap(m, max_bytes)
    }

    fn insert_batch(&mut self, hashes: &[KeyHash]) {
        self.pending.extend(hashes.iter().map(|h| h.h1));
    }

    fn count_contained(&self, hashes: &[KeyHash]) -> u64 {
        let Some(filter) = &self.filter else { return 0 };
        hashes.iter().filter(|h| filter.has(h.h1)).count() as u64
    }

    fn insert_positions(&mut self, positions: &[u64]) {
        self.insert_hash(KeyHash::of(positions));
    }

    fn contains_positions(&self, positions: &[u64]) -> bool {
        self.contains_hash(KeyHash::of(positions))
    }

    /// Keys per fingerprint slot.
    fn fill(&self) -> f64 {
        match &self.filter {
            Some(filter) => {
                let slots = filter.bytes() / u64::from(T::FINGERPRINT_BITS / 8);
                self.built_from as f64 / slots.max(1) as f64
            }
            None => 0.0,
        }
    }

    fn memory_bytes(&self) -> u64 {
        StaticFilter::memory_bytes(self)
    }

    fn clear(&mut self) {
        self.filter = None;
        self.pending.clear();
        // The buffer was freed by the last seal: reserve it again, exactly.
        let _ = self.pending.try_reserve_exact(self.capacity as usize);
    }

    fn seal(&mut self) {
        StaticFilter::seal(self);
    }

    fn failures(&self) -> u64 {
        self.failures
    }

    fn transient_bytes(&self) -> u64 {
        self.buffer_bytes
    }

    fn own_fp_rate(&self) -> Option<f64> {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::filter::ExperimentFilter;

    fn built<T: StaticBuild>(keys: u64) -> StaticFilter<T> {
        let mut filter = StaticFilter::<T>::with_memory_cap(keys, u64::MAX).unwrap();
        let hashes: Vec<KeyHash> = (0..keys).map(KeyHash::of_u64).collect();
        filter.insert_batch(&hashes);
        filter.seal();
        assert_eq!(filter.failures(), 0);
        assert_eq!(filter.count_contained(&hashes), keys);
        filter
    }

    /// The sizes reserved before building are the sizes xorf allocates.
    #[test]
    fn reserved_slots_are_xorfs_slots() {
        for keys in [2u64, 10, 1000, 12_345, 100_000] {
            let width = |bits: u32| u64::from(bits / 8);
            assert_eq!(
                built::<Xor8>(keys).memory_bytes(),
                xor_slots(keys) * width(8)
            );
            assert_eq!(
                built::<Xor16>(keys).memory_bytes(),
                xor_slots(keys) * width(16)
            );
            assert_eq!(
                built::<BinaryFuse8>(keys).memory_bytes(),
                binary_fuse_slots(keys),
                "{keys}"
            );
            assert_eq!(
                built::<BinaryFuse16>(keys).memory_bytes(),
                binary_fuse_slots(keys) * 2
            );
        }
    }

    /// The bits per key the lessons quote are the built filters': 9.84
    /// (xor) and 9.50 (binary fuse) at 10^5 keys, 9.04 for fuse at 10^6.
    #[test]
    fn bits_per_key_are_the_built_filters() {
        for keys in [1000u64, 100_000] {
            let bits = |bytes: u64| bytes as f64 * 8.0 / keys as f64;
            assert_eq!(
                xor_bits_per_key(keys, 8.0),
                bits(built::<Xor8>(keys).memory_bytes())
            );
            assert_eq!(
                xor_bits_per_key(keys, 16.0),
                bits(built::<Xor16>(keys).memory_bytes())
            );
            assert_eq!(
                fuse_bits_per_key(keys, 8.0),
                bits(built::<BinaryFuse8>(keys).memory_bytes())
            );
            assert_eq!(
                fuse_bits_per_key(keys, 16.0),
                bits(built::<BinaryFuse16>(keys).memory_bytes())
            );
        }
        let two = |x: f64| format!("{x:.2}");
        assert_eq!(two(xor_bits_per_key(100_000, 8.0)), "9.84");
        assert_eq!(two(fuse_bits_per_key(100_000, 8.0)), "9.50");
        assert_eq!(two(fuse_bits_per_key(1_000_000, 8.0)), "9.04");
    }

    #[test]
    fn nothing_is_found_before_sealing_and_clear_starts_over() {
        let mut filter = StaticFilter::<Xor8>::with_memory_cap(100, u64::MAX).unwrap();
        filter.insert_hash(KeyHash::of_u64(1));
        assert!(!filter.contains_hash(KeyHash::of_u64(1)));
        filter.seal();
        assert!(filter.contains_hash(KeyHash::of_u64(1)));
        assert_eq!(filter.transient_bytes(), 800);
        filter.clear();
        assert!(!filter.contains_hash(KeyHash::of_u64(1)));
    }
}
