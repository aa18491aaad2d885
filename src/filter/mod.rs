//! Bloom filters: the standard one the formulas describe, and the counting
//! one that allows deletion. No I/O and no terminal code here.

pub(crate) mod counting;
mod hashing;
mod standard;

pub use counting::{CountingBloomFilter, RemoveError};
pub use hashing::{KeyHash, ProbeShape, Probes, reduce};
pub use standard::BloomFilter;

use crate::error::{Param, ParamError};

/// Largest k accepted: more probes than this only make a filter slower.
pub const MAX_K: u32 = 64;

/// Default cap on the memory of one filter: 4 GiB.
pub const DEFAULT_MAX_MEMORY: u64 = 4 << 30;

/// Check m and k before anything is allocated.
pub(crate) fn check_shape(m: u64, k: u32, bits_per_cell: u64, cap: u64) -> Result<(), ParamError> {
    if m == 0 {
        return Err(ParamError::out_of_range(Param::M, m, 1, u64::MAX));
    }
    if k == 0 || k > MAX_K {
        return Err(ParamError::out_of_range(Param::K, k, 1, u64::from(MAX_K)));
    }
    // In u128: m = u64::MAX with 4-bit cells is 2^66 bytes, not a saturated u64.
    let bytes = u128::from(m.div_ceil(64)) * 8 * u128::from(bits_per_cell);
    if bytes > u128::from(cap) {
        return Err(ParamError::too_large(Param::M, bytes as f64, cap));
    }
    Ok(())
}

/// Allocate `len` zeroed words, reporting failure instead of aborting.
pub(crate) fn zeroed_words(len: u64) -> Result<Vec<u64>, ParamError> {
    let too_big = || ParamError::invalid(Param::M, "could not allocate the filter's memory");
    let len = usize::try_from(len).map_err(|_| too_big())?;
    return_large_blocks_on_free();
    let mut words = Vec::new();
    words.try_reserve_exact(len).map_err(|_| too_big())?;
    words.resize(len, 0);
    Ok(words)
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
