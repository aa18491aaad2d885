//! The kinds of filter the experiments measure: [`FilterKind`] names each
//! kind, holds the one list of them ([`FilterKind::visit`] reaches each
//! kind's [`ExperimentFilter`]) and knows its words and its theory.
//!
//! The engine's per-job code is generic over [`ExperimentFilter`] and is
//! reached through one `match` on the kind at the top of each job, so the
//! loops over keys call the filter's methods directly (no virtual call
//! per key). Adding a kind: implement [`ExperimentFilter`] for it, add it
//! to [`FilterKind`] and [`FilterKind::ALL`]; the compiler then lists the
//! rest, each a `match` with no catch-all: its type ([`FilterKind::visit`]),
//! its name and label, its traits, its theory ([`FilterKind::fp_exact`],
//! [`FilterKind::fp_predicted`]) and its rows in `compare`.

use std::collections::HashMap;
use std::sync::OnceLock;

use serde::Serialize;

use super::{
    BLOCK_BITS, BUCKET_SLOTS, BinaryFuse8Filter, BinaryFuse16Filter, BlockedBloomFilter,
    BloomFilter, CountingBloomFilter, CuckooFilter, ExactSet, ExperimentFilter, Xor8Filter,
    Xor16Filter,
};
use crate::error::ParamError;
use crate::lang::Lang;
use crate::t;
use crate::theory;

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

/// How a kind is named for people in one language ([`FilterKind::title`],
/// [`FilterKind::label`], [`FilterKind::short_label`]).
#[derive(Debug)]
struct KindWords {
    title: String,
    label: String,
    short: String,
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

    /// The kind's name for a student, in the language: "standard Bloom
    /// filter", "filtro de Bloom estándar".
    pub(crate) fn title(self, lang: Lang) -> &'static str {
        &self.words(lang).title
    }

    /// The kind's longer label: "standard Bloom", "binary fuse8".
    pub fn label(self, lang: Lang) -> &'static str {
        &self.words(lang).label
    }

    /// The kind's shortest label, the Alternatives tab's (its rows and
    /// chart), `bloomlab compare`'s and its figure's: "Bloom", "fuse8",
    /// "contadores". One name on every screen (reader 83, es 4.3).
    pub fn short_label(self, lang: Lang) -> &'static str {
        &self.words(lang).short
    }

    /// The kind's words in a language, read from the catalogue once.
    fn words(self, lang: Lang) -> &'static KindWords {
        static WORDS: OnceLock<HashMap<(FilterKind, Lang), KindWords>> = OnceLock::new();
        let words = WORDS.get_or_init(|| {
            FilterKind::ALL
                .into_iter()
                .flat_map(|kind| Lang::ALL.map(|lang| ((kind, lang), kind.words_in(lang))))
                .collect()
        });
        &words[&(self, lang)]
    }

    /// The kind's words from the catalogue (`kind-…` keys).
    fn words_in(self, lang: Lang) -> KindWords {
        let (title, label, short) = match self {
            FilterKind::Standard => (
                t!(lang, "kind-standard-title"),
                t!(lang, "kind-standard-label"),
                t!(lang, "kind-standard-short"),
            ),
            FilterKind::Blocked => (
                t!(lang, "kind-blocked-title"),
                t!(lang, "kind-blocked-label"),
                t!(lang, "kind-blocked-short"),
            ),
            FilterKind::Counting => (
                t!(lang, "kind-counting-title"),
                t!(lang, "kind-counting-label"),
                t!(lang, "kind-counting-short"),
            ),
            FilterKind::Cuckoo => (
                t!(lang, "kind-cuckoo-title"),
                t!(lang, "kind-cuckoo-label"),
                t!(lang, "kind-cuckoo-short"),
            ),
            FilterKind::Xor8 => (
                t!(lang, "kind-xor8-title"),
                t!(lang, "kind-xor8-label"),
                t!(lang, "kind-xor8-short"),
            ),
            FilterKind::Xor16 => (
                t!(lang, "kind-xor16-title"),
                t!(lang, "kind-xor16-label"),
                t!(lang, "kind-xor16-short"),
            ),
            FilterKind::BinaryFuse8 => (
                t!(lang, "kind-binary-fuse8-title"),
                t!(lang, "kind-binary-fuse8-label"),
                t!(lang, "kind-binary-fuse8-short"),
            ),
            FilterKind::BinaryFuse16 => (
                t!(lang, "kind-binary-fuse16-title"),
                t!(lang, "kind-binary-fuse16-label"),
                t!(lang, "kind-binary-fuse16-short"),
            ),
            FilterKind::HashSet => (
                t!(lang, "kind-hash-set-title"),
                t!(lang, "kind-hash-set-label"),
                t!(lang, "kind-hash-set-short"),
            ),
        };
        KindWords {
            title,
            label,
            short,
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
    pub(crate) fn fp_exact(self, m: u64, k: u32, n: u64) -> f64 {
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
    pub(crate) fn check_shape(self, m: u64, k: u32, max_bytes: u64) -> Result<(), ParamError> {
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

    /// Every kind has its words in both languages, each of them distinct
    /// from the other kinds' (a table or a chart's key tells them apart).
    #[test]
    fn each_kind_is_named_in_both_languages() {
        for lang in Lang::ALL {
            for pick in [
                FilterKind::title,
                FilterKind::label,
                FilterKind::short_label,
            ] {
                let names: std::collections::BTreeSet<&str> = FilterKind::ALL
                    .iter()
                    .map(|kind| pick(*kind, lang))
                    .collect();
                assert_eq!(names.len(), FilterKind::ALL.len(), "{lang:?}: {names:?}");
                assert!(names.iter().all(|name| !name.starts_with("kind-")));
            }
        }
        assert_eq!(
            FilterKind::Blocked.title(Lang::Es),
            "filtro de Bloom por bloques"
        );
        assert_eq!(FilterKind::BinaryFuse8.label(Lang::En), "binary fuse8");
        assert_eq!(FilterKind::HashSet.short_label(Lang::Es), "conj. hash");
    }

    /// The name the CLI's JSON prints is the one serde writes.
    #[test]
    fn a_kinds_name_is_its_serialised_name() {
        for kind in FilterKind::ALL {
            assert_eq!(serde_json::to_value(kind).unwrap(), kind.name());
        }
    }
}
