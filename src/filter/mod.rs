//! Bloom filters: the standard one the formulas describe, the counting
//! one that allows deletion, and the blocked one that keeps a key in one
//! cache line; the alternatives (cuckoo, xor and binary fuse filters, and
//! an exact hash set); the hashing that turns a key into positions;
//! the shape rules (m, k, memory) every filter and every face checks with;
//! and [`ExperimentFilter`], what the experiments do with a filter, with
//! [`FilterKind`] naming each kind. No I/O and no terminal code here.

/// `$filter.$fast::<K>($hashes)` with k as a compile-time constant K for
/// k ≤ 16 (the probe loops unroll), else `$filter.$any($hashes)`: the
/// dispatch of the standard and counting filters' batched inserts.
macro_rules! by_k {
    ($filter:expr, $k:expr, $fast:ident, $any:ident, $hashes:expr) => {
        by_k!(@ $filter, $k, $fast, $any, $hashes; 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16)
    };
    (@ $filter:expr, $k:expr, $fast:ident, $any:ident, $hashes:expr; $($n:literal)*) => {
        match $k {
            $($n => $filter.$fast::<$n>($hashes),)*
            _ => $filter.$any($hashes),
        }
    };
}

mod blocked;
pub(crate) mod counting;
mod cuckoo;
mod exact;
mod experiment_filter;
mod fuse;
mod hashing;
mod kind;
mod standard;

pub(crate) use blocked::BLOCK_BITS;
pub use blocked::BlockedBloomFilter;
pub use counting::CountingBloomFilter;
pub(crate) use counting::{COUNTER_MAX, COUNTER_OVERFLOW, Counters, RemoveError};
pub use cuckoo::CuckooFilter;
pub(crate) use cuckoo::{BUCKET_SLOTS, FINGERPRINT_BITS};
pub use exact::ExactSet;
pub(crate) use exact::hash_set_bits_per_key;
pub use experiment_filter::ExperimentFilter;
pub use fuse::{BinaryFuse8Filter, BinaryFuse16Filter, Xor8Filter, Xor16Filter};
pub(crate) use fuse::{fuse_bits_per_key, fuse_size_factor, xor_bits_per_key};
pub use hashing::KeyHash;
pub(crate) use hashing::mix;
pub use hashing::reduce;
pub(crate) use hashing::{ProbeShape, independent_probes};
pub use kind::FilterKind;
pub use kind::KindVisitor;
pub use standard::BloomFilter;

use crate::error::{Param, ParamError};

/// Largest number of hash functions (k) a filter accepts: more probes than
/// this only make a filter slower.
pub const MAX_HASH_FUNCTIONS: u32 = 64;

/// Default cap on the memory of one filter: 4 GiB.
pub const DEFAULT_MAX_MEMORY: u64 = 4 << 30;

/// The rule for m: at least one bit.
pub fn check_m(m: u64) -> Result<u64, ParamError> {
    if m == 0 {
        return Err(ParamError::out_of_range(Param::M, m, 1, u64::MAX));
    }
    Ok(m)
}

/// The rule for k: 1 to [`MAX_HASH_FUNCTIONS`].
pub fn check_k(k: u32) -> Result<u32, ParamError> {
    if k == 0 || k > MAX_HASH_FUNCTIONS {
        return Err(ParamError::out_of_range(
            Param::K,
            k,
            1,
            u64::from(MAX_HASH_FUNCTIONS),
        ));
    }
    Ok(k)
}

/// The memory rule: a filter of `bytes` must fit in `cap`, or it is
/// refused, named as m, before anything is allocated. `bytes` is a real
/// number so that a design past what a u64 counts (a size solved from a
/// formula) is refused with its true size; the comparison with the cap is
/// exact for every whole number of bytes a f64 holds exactly (below 2^53).
pub(crate) fn check_memory(bytes: f64, cap: u64) -> Result<(), ParamError> {
    // 2^64: at or above it no u64 cap can hold it.
    const BEYOND_U64: f64 = 18_446_744_073_709_551_616.0;
    let fits = bytes.is_finite() && bytes < BEYOND_U64 && bytes.max(0.0).ceil() as u64 <= cap;
    if fits {
        Ok(())
    } else {
        let bytes = if bytes.is_nan() { f64::INFINITY } else { bytes };
        Err(ParamError::too_large(Param::M, bytes, cap))
    }
}

/// Check m and k and the memory of `bits_per_cell` bits for each of the m
/// cells (in whole 64-bit words of bits, times the cell width) before
/// anything is allocated.
pub(crate) fn check_shape(m: u64, k: u32, bits_per_cell: u64, cap: u64) -> Result<(), ParamError> {
    check_m(m)?;
    check_k(k)?;
    // In u128: m = u64::MAX with 4-bit cells is 2^63 bytes, past what the
    // u64 product of these factors may hold for wider cells.
    let bytes = u128::from(m.div_ceil(64)) * 8 * u128::from(bits_per_cell);
    check_memory(bytes as f64, cap)
}

/// Allocate `len` zeroed words, reporting failure instead of aborting.
pub(crate) fn zeroed_words(len: u64) -> Result<Vec<u64>, ParamError> {
    zeroed(len)
}

/// Allocate `len` zeroed values (words, or a blocked filter's 64-byte
/// blocks), exactly, reporting failure instead of aborting.
pub(crate) fn zeroed<T: Clone + Default>(len: u64) -> Result<Vec<T>, ParamError> {
    let too_big = || ParamError::invalid(Param::M, crate::msg!("alloc-filter"));
    let len = usize::try_from(len).map_err(|_| too_big())?;
    return_large_blocks_on_free();
    let mut values: Vec<T> = Vec::new();
    values.try_reserve_exact(len).map_err(|_| too_big())?;
    advise_huge_pages(values.as_mut_ptr().cast(), len * std::mem::size_of::<T>());
    values.resize(len, T::default());
    Ok(values)
}

/// Ask Linux for transparent huge pages on a large filter before its
/// pages are first touched: random probes into tens of MB miss the TLB on
/// nearly every access with 4 KiB pages. Only the 2 MiB-aligned interior
/// of the filter's own block is advised, so no memory beyond the filter is
/// used; the advice may be ignored (THP "never"), which is harmless.
fn advise_huge_pages(start: *mut u64, bytes: usize) {
    #[cfg(target_os = "linux")]
    {
        const HUGE_PAGE: usize = 2 << 20;
        if bytes < 4 * HUGE_PAGE {
            return;
        }
        let first = (start as usize).next_multiple_of(HUGE_PAGE);
        let end = (start as usize + bytes) / HUGE_PAGE * HUGE_PAGE;
        if end > first {
            // SAFETY: [first, end) lies inside the block just reserved for
            // the filter; madvise with MADV_HUGEPAGE changes no contents.
            unsafe {
                libc::madvise(first as *mut libc::c_void, end - first, libc::MADV_HUGEPAGE);
            }
        }
    }
    #[cfg(not(target_os = "linux"))]
    let _ = (start, bytes);
}

/// Make sure a freed filter's memory goes back to the system.
///
/// glibc serves blocks of 128 KiB and more with their own mmap and unmaps
/// them on free, but the first time such a block is freed it raises that
/// threshold to the block's size (up to 32 MiB): from then on, filters of
/// a few MB come from each worker thread's heap, which keeps them after
/// they are freed. A k sweep of 12.5 MB filters on 8 threads then held
/// 104 MB of memory although never more than one filter was alive.
/// Setting the threshold once (to glibc's own default) turns that
/// adjustment off.
fn return_large_blocks_on_free() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    {
        static ONCE: std::sync::Once = std::sync::Once::new();
        ONCE.call_once(|| {
            // SAFETY: mallopt only changes an allocator setting; a value
            // glibc does not accept leaves it as it was (returns 0).
            unsafe {
                libc::mallopt(libc::M_MMAP_THRESHOLD, 128 * 1024);
            }
        });
    }
}

/// Keys per group in the batched paths of the filters that place a key
/// one at a time (blocked, counting, cuckoo): the words of a group are
/// prefetched before any is used, so the cache misses overlap.
pub(crate) const KEY_GROUP: usize = 16;

/// Run `act` on the place of each key, a group at a time: `locate` finds
/// (and prefetches) the places of a whole group first. Both get the
/// filter, so `act` may change it.
#[inline]
pub(crate) fn by_groups<T, P: Copy + Default>(
    filter: &mut T,
    hashes: &[KeyHash],
    locate: impl Fn(&T, KeyHash) -> P,
    mut act: impl FnMut(&mut T, P),
) {
    let mut places = [P::default(); KEY_GROUP];
    for group in hashes.chunks(KEY_GROUP) {
        for (hash, place) in group.iter().zip(&mut places) {
            *place = locate(filter, *hash);
        }
        for place in &places[..group.len()] {
            act(filter, *place);
        }
    }
}

/// Count the keys whose place `test` accepts, a group at a time, as
/// [`by_groups`] does.
#[inline]
pub(crate) fn count_by_groups<T, P: Copy + Default>(
    filter: &T,
    hashes: &[KeyHash],
    locate: impl Fn(&T, KeyHash) -> P,
    test: impl Fn(&T, P) -> bool,
) -> u64 {
    let mut places = [P::default(); KEY_GROUP];
    let mut found = 0;
    for group in hashes.chunks(KEY_GROUP) {
        for (hash, place) in group.iter().zip(&mut places) {
            *place = locate(filter, *hash);
        }
        found += places[..group.len()]
            .iter()
            .filter(|place| test(filter, **place))
            .count() as u64;
    }
    found
}

/// Run `prepare` on each key of a group (it computes and prefetches the
/// key's positions) and then `finish` on the group before it, so the cache
/// misses of one group are in flight while the previous one is used.
#[inline(always)]
pub(crate) fn pipelined<W: std::ops::Deref<Target = [u64]>, S: Copy>(
    mut words: W,
    hashes: &[KeyHash],
    empty: S,
    mut prepare: impl FnMut(&[u64], &KeyHash, &mut S),
    mut finish: impl FnMut(&mut W, &[KeyHash], &[S]),
) {
    let mut buffers = [[empty; KEY_GROUP]; 2];
    let mut groups: [&[KeyHash]; 2] = [&[], &[]];
    let mut current = 0;
    for group in hashes.chunks(KEY_GROUP) {
        for (hash, slot) in group.iter().zip(&mut buffers[current]) {
            prepare(&words, hash, slot);
        }
        groups[current] = group;
        current ^= 1;
        let previous = groups[current];
        finish(&mut words, previous, &buffers[current][..previous.len()]);
    }
    current ^= 1;
    let last = groups[current];
    finish(&mut words, last, &buffers[current][..last.len()]);
}

/// Ask the CPU to start loading the cache line holding `word`.
#[inline(always)]
pub(crate) fn prefetch(word: &u64) {
    #[cfg(target_arch = "x86_64")]
    {
        use std::arch::x86_64::{_MM_HINT_T0, _mm_prefetch};
        // SAFETY: prefetch is a hint; it never faults, even on a bad address,
        // and SSE is part of the x86_64 baseline.
        unsafe { _mm_prefetch::<_MM_HINT_T0>((word as *const u64).cast::<i8>()) };
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = word;
}
