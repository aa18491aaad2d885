//! The kinds of filter the experiments measure: [`ExperimentFilter`], what
//! the engine does with a filter, and [`FilterKind`], which names each
//! kind and holds the one list of them ([`FilterKind::visit`]).
//!
//! The engine's per-job code is generic over [`ExperimentFilter`] and is
//! reached through one `match` on the kind at the top of each job, so the
//! loops over keys call the filter's methods directly (no virtual call
//! per key). Adding a kind: implement [`ExperimentFilter`] for it, add it
//! to [`FilterKind`] (with its arm in [`FilterKind::visit`]), and give it
//! its rates in `theory` ([`crate::theory::fp_exact_of`] and
//! [`crate::theory::fp_predicted_of`]).

use serde::Serialize;

use super::{BloomFilter, KeyHash, check_shape};
use crate::error::ParamError;

/// What the experiment engine does with a filter: build it within a memory
/// cap, insert keys in batches, count how many of a batch it reports
/// present, say how full it is and how much memory it holds.
pub trait ExperimentFilter: Sized + Send + Sync + 'static {
    /// The kind this type is.
    const KIND: FilterKind;

    /// Bytes a filter of this shape allocates: what the engine reserves
    /// from its memory budget before building one. Exact, so that the
    /// budget holds what is really allocated.
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
}

impl ExperimentFilter for BloomFilter {
    const KIND: FilterKind = FilterKind::Standard;

    fn bytes_for(m: u64, _k: u32) -> u64 {
        m.div_ceil(64).saturating_mul(8)
    }

    fn check_shape(m: u64, k: u32, max_bytes: u64) -> Result<(), ParamError> {
        check_shape(m, k, 1, max_bytes)
    }

    fn build(m: u64, k: u32, max_bytes: u64) -> Result<Self, ParamError> {
        BloomFilter::with_memory_cap(m, k, max_bytes)
    }

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

/// Which kind of filter an experiment measures.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum FilterKind {
    /// The standard Bloom filter ([`BloomFilter`]): m bits, k probes per
    /// key anywhere in the array. The filter the textbook formulas describe.
    #[default]
    Standard,
}

/// Code to run with the type of a kind: [`FilterKind::visit`] calls
/// `visit::<F>()` with `F` the kind's [`ExperimentFilter`].
pub trait KindVisitor {
    type Output;
    fn visit<F: ExperimentFilter>(self) -> Self::Output;
}

impl FilterKind {
    /// Every kind, in the order a list shows them.
    pub const ALL: [FilterKind; 1] = [FilterKind::Standard];

    /// The kind's name, as JSON writes it.
    pub fn name(self) -> &'static str {
        match self {
            FilterKind::Standard => "standard",
        }
    }

    /// Run `visitor` with this kind's filter type: the one list of kinds.
    pub fn visit<V: KindVisitor>(self, visitor: V) -> V::Output {
        match self {
            FilterKind::Standard => visitor.visit::<BloomFilter>(),
        }
    }

    /// Bytes a filter of this kind and shape allocates.
    pub fn bytes(self, m: u64, k: u32) -> u64 {
        struct Bytes(u64, u32);
        impl KindVisitor for Bytes {
            type Output = u64;
            fn visit<F: ExperimentFilter>(self) -> u64 {
                F::bytes_for(self.0, self.1)
            }
        }
        self.visit(Bytes(m, k))
    }

    /// Check a shape of this kind (m, k, memory) without allocating.
    pub fn check_shape(self, m: u64, k: u32, max_bytes: u64) -> Result<(), ParamError> {
        struct Check(u64, u32, u64);
        impl KindVisitor for Check {
            type Output = Result<(), ParamError>;
            fn visit<F: ExperimentFilter>(self) -> Self::Output {
                F::check_shape(self.0, self.1, self.2)
            }
        }
        self.visit(Check(m, k, max_bytes))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every kind's visit reaches the type that says it is that kind.
    #[test]
    fn each_kind_visits_its_own_type() {
        struct Kind;
        impl KindVisitor for Kind {
            type Output = FilterKind;
            fn visit<F: ExperimentFilter>(self) -> FilterKind {
                F::KIND
            }
        }
        for kind in FilterKind::ALL {
            assert_eq!(kind.visit(Kind), kind);
        }
    }

    /// The name the CLI's JSON prints is the one serde writes.
    #[test]
    fn a_kinds_name_is_its_serialised_name() {
        for kind in FilterKind::ALL {
            assert_eq!(serde_json::to_value(kind).unwrap(), kind.name());
        }
    }

    /// What the budget reserves is what a built filter holds.
    #[test]
    fn reserved_bytes_are_the_bytes_allocated() {
        for kind in FilterKind::ALL {
            for (m, k) in [(1, 1), (64, 3), (65, 7), (12_345, 10)] {
                struct Built(u64, u32);
                impl KindVisitor for Built {
                    type Output = u64;
                    fn visit<F: ExperimentFilter>(self) -> u64 {
                        F::build(self.0, self.1, u64::MAX).unwrap().memory_bytes()
                    }
                }
                assert_eq!(kind.bytes(m, k), kind.visit(Built(m, k)), "{kind:?} m {m}");
            }
        }
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
