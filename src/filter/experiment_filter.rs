//! [`ExperimentFilter`]: what the experiment engine does with a filter of
//! any kind, and its implementation for the standard and counting Bloom
//! filters (the other kinds implement it beside their own code).

use super::{BloomFilter, CountingBloomFilter, FilterKind, KeyHash, check_shape};
use crate::error::ParamError;

/// What the experiment engine does with a filter: build it within a memory
/// cap, insert keys in batches, count how many of a batch it reports
/// present, say how full it is and how much memory it holds.
pub trait ExperimentFilter: Sized + Send + Sync + 'static {
    /// The kind this type is.
    const KIND: FilterKind;

    /// The most bytes a filter of this shape holds at once: what the
    /// engine reserves from its memory budget before building one. Exact,
    /// so that the budget holds what is really allocated: the allocation
    /// for the kinds that allocate up front; for a static filter, its key
    /// buffer and everything its construction allocates
    /// (`tests/memory_budget.rs` counts the bytes).
    fn bytes_for(m: u64, k: u32) -> u64;

    /// Check a shape (m, k and its memory against `max_bytes`) without
    /// allocating anything.
    fn check_shape(m: u64, k: u32, max_bytes: u64) -> Result<(), ParamError>;

    /// An empty filter, refused before allocating when the shape is bad or
    /// larger than `max_bytes`.
    fn build(m: u64, k: u32, max_bytes: u64) -> Result<Self, ParamError>;

    /// Insert every key of a batch (hashed once each, 128 bits).
    fn insert_batch(&mut self, hashes: &[KeyHash]);

    /// How many keys of a batch the filter reports present.
    fn count_contained(&self, hashes: &[KeyHash]) -> u64;

    /// Insert a key given as its k positions in `0..m`, computed elsewhere
    /// (independent hashing: [`crate::filter::independent_probes`]).
    fn insert_positions(&mut self, positions: &[u64]);

    /// Whether a key given as its k positions is reported present.
    fn contains_positions(&self, positions: &[u64]) -> bool;

    /// How full the filter is, 0 to 1: the fraction of bits set for a Bloom
    /// filter, the structure's own occupancy for other kinds.
    fn fill(&self) -> f64;

    /// Bytes the filter holds.
    fn memory_bytes(&self) -> u64;

    /// Empty the filter, keeping its memory.
    fn clear(&mut self);

    /// Whether the engine must pass the keys themselves, not only their
    /// hashes ([`ExperimentFilter::insert_keyed`]): the exact hash set.
    const NEEDS_KEYS: bool = false;

    /// Insert a batch given as the keys and their hashes (the keys are
    /// given only when [`ExperimentFilter::NEEDS_KEYS`], else empty).
    fn insert_keyed(&mut self, keys: &[u64], hashes: &[KeyHash]) {
        let _ = keys;
        self.insert_batch(hashes);
    }

    /// [`ExperimentFilter::count_contained`] with the keys as well.
    fn count_keyed(&self, keys: &[u64], hashes: &[KeyHash]) -> u64 {
        let _ = keys;
        self.count_contained(hashes)
    }

    /// Called once after the last key is inserted and before any query:
    /// a static filter is built here from the keys it was given.
    fn seal(&mut self) {}

    /// Keys (or constructions) the filter refused: a cuckoo filter's walk
    /// that found no free slot, a static filter that could not be built.
    fn failures(&self) -> u64 {
        0
    }

    /// Bytes held only while the filter is being built (a static filter's
    /// buffer of key hashes), not counted in [`ExperimentFilter::memory_bytes`].
    fn transient_bytes(&self) -> u64 {
        0
    }

    /// Bytes the filter of this shape holds once n keys are in it: its
    /// [`ExperimentFilter::memory_bytes`] after the last key, known without
    /// building it. The shape's allocation for the kinds that allocate up
    /// front; for a static filter, the filter built from n keys (never its
    /// build buffer).
    fn built_bytes(m: u64, k: u32, n: u64) -> u64 {
        let _ = n;
        Self::bytes_for(m, k)
    }

    /// The false-positive rate this very filter should show, when its
    /// theory predicts it from the filter's own state (a cuckoo filter's
    /// bucket occupancy) rather than from the shape alone. The engine then
    /// tests the measurement against it.
    fn own_fp_rate(&self) -> Option<f64> {
        None
    }
}

/// The shape methods of a filter of m cells of `bits` bits with k probes
/// (standard: 1, counting: 4), whose `with_memory_cap(m, k, max_bytes)`
/// checks and builds it.
macro_rules! bloom_shape {
    ($bits:expr) => {
        fn bytes_for(m: u64, _k: u32) -> u64 {
            m.saturating_mul($bits).div_ceil(64).saturating_mul(8)
        }

        fn check_shape(m: u64, k: u32, max_bytes: u64) -> Result<(), ParamError> {
            check_shape(m, k, $bits, max_bytes)
        }

        fn build(m: u64, k: u32, max_bytes: u64) -> Result<Self, ParamError> {
            Self::with_memory_cap(m, k, max_bytes)
        }
    };
}

impl ExperimentFilter for BloomFilter {
    const KIND: FilterKind = FilterKind::Standard;

    bloom_shape!(1);

    #[inline]
    fn insert_batch(&mut self, hashes: &[KeyHash]) {
        BloomFilter::insert_batch(self, hashes);
    }

    #[inline]
    fn count_contained(&self, hashes: &[KeyHash]) -> u64 {
        BloomFilter::count_contained(self, hashes)
    }

    #[inline]
    fn insert_positions(&mut self, positions: &[u64]) {
        for &position in positions {
            self.set_bit(position);
        }
    }

    #[inline]
    fn contains_positions(&self, positions: &[u64]) -> bool {
        positions.iter().all(|&position| self.get(position))
    }

    fn fill(&self) -> f64 {
        self.fill_ratio()
    }

    fn memory_bytes(&self) -> u64 {
        BloomFilter::memory_bytes(self)
    }

    fn clear(&mut self) {
        BloomFilter::clear(self);
    }
}

impl ExperimentFilter for CountingBloomFilter {
    const KIND: FilterKind = FilterKind::Counting;

    // Sixteen 4-bit counters to a 64-bit word.
    bloom_shape!(4);

    fn insert_batch(&mut self, hashes: &[KeyHash]) {
        CountingBloomFilter::insert_batch(self, hashes);
    }

    fn count_contained(&self, hashes: &[KeyHash]) -> u64 {
        CountingBloomFilter::count_contained(self, hashes)
    }

    fn insert_positions(&mut self, positions: &[u64]) {
        self.increment_positions(positions);
    }

    fn contains_positions(&self, positions: &[u64]) -> bool {
        positions.iter().all(|&position| self.counter(position) > 0)
    }

    /// The share of counters above 0: the bits a standard filter would set.
    fn fill(&self) -> f64 {
        self.nonzero_counters() as f64 / self.m() as f64
    }

    fn memory_bytes(&self) -> u64 {
        CountingBloomFilter::memory_bytes(self)
    }

    fn clear(&mut self) {
        CountingBloomFilter::clear(self);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::filter::KindVisitor;

    /// What the budget reserves is what a built filter holds: exactly for
    /// the kinds that allocate everything up front, and at least the key
    /// buffer and the sealed filter for the static ones (whose peak, while
    /// xorf builds, `tests/memory_budget.rs` measures).
    #[test]
    fn reserved_bytes_are_the_bytes_allocated() {
        struct Built(u64, u32);
        impl KindVisitor for Built {
            type Output = (u64, u64);
            fn visit<F: ExperimentFilter>(self) -> (u64, u64) {
                let mut filter = F::build(self.0, self.1, u64::MAX).unwrap();
                let before = filter.memory_bytes() + filter.transient_bytes();
                let hashes: Vec<KeyHash> = (0..self.0).map(KeyHash::of_u64).collect();
                filter.insert_batch(&hashes);
                filter.seal();
                (before, filter.memory_bytes() + filter.transient_bytes())
            }
        }
        for kind in FilterKind::ALL {
            for (m, k) in [(2, 4), (64, 5), (65, 7), (12_345, 10)] {
                let (before, after) = kind.visit(Built(m, k));
                if kind.is_static() {
                    assert!(before <= kind.bytes(m, k) && after <= kind.bytes(m, k));
                } else {
                    assert_eq!(kind.bytes(m, k), before, "{kind:?} m {m}");
                    assert_eq!(before, after, "{kind:?} m {m}");
                }
            }
        }
    }

    /// The bytes known from the shape are the bytes a built filter holds
    /// after its n keys: the build buffer of a static filter is not in them.
    #[test]
    fn built_bytes_are_the_filters_own_memory() {
        struct Built(u64, u32, u64);
        impl KindVisitor for Built {
            type Output = u64;
            fn visit<F: ExperimentFilter>(self) -> u64 {
                let mut filter = F::build(self.0, self.1, u64::MAX).unwrap();
                let hashes: Vec<KeyHash> = (0..self.2).map(KeyHash::of_u64).collect();
                filter.insert_keyed(&(0..self.2).collect::<Vec<_>>(), &hashes);
                filter.seal();
                filter.memory_bytes()
            }
        }
        for kind in FilterKind::ALL {
            for (m, k, n) in [(64, 5, 64), (12_345, 10, 1_000), (20_000, 8, 20_000)] {
                let m = if kind.is_static() || kind == FilterKind::HashSet {
                    n
                } else {
                    m
                };
                assert_eq!(
                    kind.built_bytes(m, k, n),
                    kind.visit(Built(m, k, n)),
                    "{kind:?}"
                );
            }
        }
        // 10^5 keys in an 8-bit xor filter: 1.23 bytes a key, not 9.
        let xor = FilterKind::Xor8.built_bytes(100_000, 8, 100_000);
        assert!(xor < 125_000 && FilterKind::Xor8.bytes(100_000, 8) > 900_000);
    }

    /// The trait's paths are the filter's own: batched and by positions.
    #[test]
    fn the_standard_filter_through_the_trait() {
        fn through<F: ExperimentFilter>(hashes: &[KeyHash]) -> (u64, f64, bool, bool) {
            let mut filter = F::build(1000, 3, u64::MAX).unwrap();
            filter.insert_batch(hashes);
            filter.insert_positions(&[5, 999]);
            let found = filter.count_contained(hashes);
            let fill = filter.fill();
            let present = filter.contains_positions(&[999, 5]);
            filter.clear();
            (found, fill, present, filter.contains_positions(&[5]))
        }
        let hashes: Vec<KeyHash> = (0..50u64).map(KeyHash::of_u64).collect();
        let (found, fill, present, after_clear) = through::<BloomFilter>(&hashes);
        let mut direct = BloomFilter::new(1000, 3).unwrap();
        direct.insert_batch(&hashes);
        direct.set_bit(5);
        direct.set_bit(999);
        assert_eq!(found, 50);
        assert_eq!(fill, direct.fill_ratio());
        assert!(present && !after_clear);
        assert!(
            BloomFilter::check_shape(1000, 0, u64::MAX).is_err()
                && <BloomFilter as ExperimentFilter>::check_shape(64, 1, 7).is_err()
                && <BloomFilter as ExperimentFilter>::check_shape(64, 1, 8).is_ok()
        );
    }
}
