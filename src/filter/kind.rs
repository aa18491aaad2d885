//! The kinds of filter the experiments measure: [`ExperimentFilter`], what
//! the engine does with a filter, and [`FilterKind`], which names each
//! kind and holds the one list of them ([`FilterKind::visit`]).
//!
//! The engine's per-job code is generic over [`ExperimentFilter`] and is
//! reached through one `match` on the kind at the top of each job, so the
//! loops over keys call the filter's methods directly (no virtual call
//! per key). Adding a kind: implement [`ExperimentFilter`] for it, add it
//! to [`FilterKind`] and [`FilterKind::ALL`]; the compiler then lists the
//! rest, each a `match` with no catch-all: its type ([`FilterKind::visit`]),
//! its name and label, its traits, its theory ([`FilterKind::fp_exact`],
//! [`FilterKind::fp_predicted`]) and its rows in `compare`.

use serde::Serialize;

use super::{
    BLOCK_BITS, BUCKET_SLOTS, BinaryFuse8Filter, BinaryFuse16Filter, BlockedBloomFilter,
    BloomFilter, CountingBloomFilter, CuckooFilter, ExactSet, KeyHash, Xor8Filter, Xor16Filter,
    check_shape,
};
use crate::error::ParamError;
use crate::theory;

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

/// Which kind of filter an experiment measures.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum FilterKind {
    /// The standard Bloom filter ([`BloomFilter`]): m bits, k probes per
    /// key anywhere in the array. The filter the textbook formulas describe.
    #[default]
    Standard,
    /// The blocked Bloom filter ([`BlockedBloomFilter`]): m bits in
    /// 512-bit blocks, all k probes of a key in one block.
    Blocked,
    /// The counting Bloom filter ([`CountingBloomFilter`]): m 4-bit
    /// counters, k probes; deletes.
    Counting,
    /// The cuckoo filter ([`CuckooFilter`]): m fingerprint slots in buckets
    /// of four, k bits per fingerprint; deletes.
    Cuckoo,
    /// Xor filter, 8-bit fingerprints (static; m keys, k unused).
    Xor8,
    /// Xor filter, 16-bit fingerprints (static; m keys, k unused).
    Xor16,
    /// Binary fuse filter, 8-bit fingerprints (static; m keys, k unused).
    BinaryFuse8,
    /// Binary fuse filter, 16-bit fingerprints (static; m keys, k unused).
    BinaryFuse16,
    /// A hash set of the keys ([`ExactSet`]): exact; m keys, k unused.
    HashSet,
}

/// Code to run with the type of a kind: [`FilterKind::visit`] calls
/// `visit::<F>()` with `F` the kind's [`ExperimentFilter`].
pub trait KindVisitor {
    type Output;
    fn visit<F: ExperimentFilter>(self) -> Self::Output;
}

impl FilterKind {
    /// Every kind, in the order a list shows them.
    pub const ALL: [FilterKind; 9] = [
        FilterKind::Standard,
        FilterKind::Blocked,
        FilterKind::Counting,
        FilterKind::Cuckoo,
        FilterKind::Xor8,
        FilterKind::Xor16,
        FilterKind::BinaryFuse8,
        FilterKind::BinaryFuse16,
        FilterKind::HashSet,
    ];

    /// The kind's name, as JSON writes it.
    pub fn name(self) -> &'static str {
        match self {
            FilterKind::Standard => "standard",
            FilterKind::Blocked => "blocked",
            FilterKind::Counting => "counting",
            FilterKind::Cuckoo => "cuckoo",
            FilterKind::Xor8 => "xor8",
            FilterKind::Xor16 => "xor16",
            FilterKind::BinaryFuse8 => "binary-fuse8",
            FilterKind::BinaryFuse16 => "binary-fuse16",
            FilterKind::HashSet => "hash-set",
        }
    }

    /// The kind's name for a student, in the language.
    pub fn title(self, lang: crate::lang::Lang) -> &'static str {
        use crate::lang::Lang::{En, Es};
        match (self, lang) {
            (FilterKind::Standard, En) => "standard Bloom filter",
            (FilterKind::Standard, Es) => "filtro de Bloom estándar",
            (FilterKind::Blocked, En) => "blocked Bloom filter",
            (FilterKind::Blocked, Es) => "filtro de Bloom por bloques",
            (FilterKind::Counting, En) => "counting filter",
            (FilterKind::Counting, Es) => "filtro con contadores",
            (FilterKind::Cuckoo, En) => "cuckoo filter",
            (FilterKind::Cuckoo, Es) => "filtro cuckoo",
            (FilterKind::Xor8, En) => "xor filter (8 bits)",
            (FilterKind::Xor8, Es) => "filtro xor (8 bits)",
            (FilterKind::Xor16, En) => "xor filter (16 bits)",
            (FilterKind::Xor16, Es) => "filtro xor (16 bits)",
            (FilterKind::BinaryFuse8, En) => "binary fuse filter (8 bits)",
            (FilterKind::BinaryFuse8, Es) => "filtro binary fuse (8 bits)",
            (FilterKind::BinaryFuse16, En) => "binary fuse filter (16 bits)",
            (FilterKind::BinaryFuse16, Es) => "filtro binary fuse (16 bits)",
            (FilterKind::HashSet, En) => "hash set (exact)",
            (FilterKind::HashSet, Es) => "conjunto hash (exacto)",
        }
    }

    /// Whether a key is k bit (or counter) positions in the filter, so
    /// that independent hashing's positions mean what they say: the Bloom
    /// filters. The others take a key's 128-bit hash.
    pub fn probes_bits(self) -> bool {
        match self {
            FilterKind::Standard | FilterKind::Blocked | FilterKind::Counting => true,
            FilterKind::Cuckoo
            | FilterKind::Xor8
            | FilterKind::Xor16
            | FilterKind::BinaryFuse8
            | FilterKind::BinaryFuse16
            | FilterKind::HashSet => false,
        }
    }

    /// Whether keys can be removed from a filter of this kind.
    pub fn deletes(self) -> bool {
        match self {
            FilterKind::Counting | FilterKind::Cuckoo | FilterKind::HashSet => true,
            FilterKind::Standard
            | FilterKind::Blocked
            | FilterKind::Xor8
            | FilterKind::Xor16
            | FilterKind::BinaryFuse8
            | FilterKind::BinaryFuse16 => false,
        }
    }

    /// Whether the kind is built once from all its keys (no insertion
    /// after that, no deletion).
    pub fn is_static(self) -> bool {
        match self {
            FilterKind::Xor8
            | FilterKind::Xor16
            | FilterKind::BinaryFuse8
            | FilterKind::BinaryFuse16 => true,
            FilterKind::Standard
            | FilterKind::Blocked
            | FilterKind::Counting
            | FilterKind::Cuckoo
            | FilterKind::HashSet => false,
        }
    }

    /// The rate an experiment's verdict tests against, for a filter of this
    /// kind and shape: the exact rate of its model. (A cuckoo filter's own
    /// occupancy gives a sharper one once it is built:
    /// [`theory::fp_cuckoo_from_occupancy`].)
    pub fn fp_exact(self, m: u64, k: u32, n: u64) -> f64 {
        match self {
            // A counter above 0 is a bit set: the same rate as the standard
            // filter of m bits (saturation never brings a counter back to 0).
            FilterKind::Standard | FilterKind::Counting => theory::fp_exact(m, k, n),
            FilterKind::Blocked => theory::fp_blocked_exact(BLOCK_BITS, m, k, n),
            FilterKind::Cuckoo => theory::fp_cuckoo_at_load(cuckoo_load(m, n), k, BUCKET_SLOTS),
            FilterKind::Xor8 | FilterKind::BinaryFuse8 => theory::fp_fingerprint(8),
            FilterKind::Xor16 | FilterKind::BinaryFuse16 => theory::fp_fingerprint(16),
            FilterKind::HashSet => 0.0,
        }
    }

    /// The textbook prediction shown beside the exact rate, for a filter of
    /// this kind and shape: Bloom's formula for the standard and counting
    /// filters, Putze et al.'s for the blocked one, Fan et al.'s 2bα/2^f for
    /// the cuckoo filter; the exact rate for the kinds whose textbook rate
    /// is exact (2^−f, and the hash set's 0).
    pub fn fp_predicted(self, m: u64, k: u32, n: u64) -> f64 {
        match self {
            FilterKind::Standard | FilterKind::Counting => {
                theory::fp_bloom(m as f64, f64::from(k), n as f64)
            }
            FilterKind::Blocked => theory::fp_blocked_poisson(BLOCK_BITS, m, k, n),
            FilterKind::Cuckoo => theory::fp_cuckoo_fan(cuckoo_load(m, n), k, BUCKET_SLOTS),
            FilterKind::Xor8
            | FilterKind::Xor16
            | FilterKind::BinaryFuse8
            | FilterKind::BinaryFuse16
            | FilterKind::HashSet => self.fp_exact(m, k, n),
        }
    }

    /// Run `visitor` with this kind's filter type: the one list of kinds.
    pub fn visit<V: KindVisitor>(self, visitor: V) -> V::Output {
        match self {
            FilterKind::Standard => visitor.visit::<BloomFilter>(),
            FilterKind::Blocked => visitor.visit::<BlockedBloomFilter>(),
            FilterKind::Counting => visitor.visit::<CountingBloomFilter>(),
            FilterKind::Cuckoo => visitor.visit::<CuckooFilter>(),
            FilterKind::Xor8 => visitor.visit::<Xor8Filter>(),
            FilterKind::Xor16 => visitor.visit::<Xor16Filter>(),
            FilterKind::BinaryFuse8 => visitor.visit::<BinaryFuse8Filter>(),
            FilterKind::BinaryFuse16 => visitor.visit::<BinaryFuse16Filter>(),
            FilterKind::HashSet => visitor.visit::<ExactSet>(),
        }
    }

    /// The most bytes a filter of this kind and shape holds at once
    /// ([`ExperimentFilter::bytes_for`]).
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

    /// Bytes a filter of this kind and shape holds once its n keys are in:
    /// the filter's own memory ([`ExperimentFilter::built_bytes`]), what
    /// bits per element are counted from. For a static filter this is the
    /// filter built, not the 8-byte-per-key buffer it is built from.
    pub fn built_bytes(self, m: u64, k: u32, n: u64) -> u64 {
        struct Built(u64, u32, u64);
        impl KindVisitor for Built {
            type Output = u64;
            fn visit<F: ExperimentFilter>(self) -> u64 {
                F::built_bytes(self.0, self.1, self.2)
            }
        }
        self.visit(Built(m, k, n))
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

/// The load a cuckoo filter of `slots` slots reaches with n keys, if none
/// is refused.
fn cuckoo_load(slots: u64, n: u64) -> f64 {
    n.min(slots) as f64 / slots.max(1) as f64
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The experiments' rates for the standard filter are the formulas
    /// the lessons teach: the exact one and Bloom's; for the fingerprint
    /// filters 2^−f, for the hash set 0.
    #[test]
    fn each_kind_is_predicted_by_its_own_formulas() {
        for (m, k, n) in [(12, 2, 2), (1000, 7, 100), (95_850_584, 7, 10_000_000)] {
            let kind = FilterKind::Standard;
            assert_eq!(kind.fp_exact(m, k, n), theory::fp_exact(m, k, n));
            assert_eq!(
                kind.fp_predicted(m, k, n),
                theory::fp_bloom(m as f64, f64::from(k), n as f64)
            );
        }
        assert_eq!(FilterKind::Xor16.fp_exact(1, 1, 1), 1.0 / 65536.0);
        assert_eq!(FilterKind::BinaryFuse8.fp_predicted(1, 1, 1), 1.0 / 256.0);
        assert_eq!(FilterKind::HashSet.fp_exact(1, 1, 1), 0.0);
        assert_eq!(
            FilterKind::Blocked.fp_predicted(10_000, 7, 1000),
            theory::fp_blocked_poisson(512, 10_000, 7, 1000)
        );
    }

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
