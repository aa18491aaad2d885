//! Property tests: a Bloom filter never forgets a key it was given, and a
//! counting filter's insert/remove round-trips.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "a test: a failed unwrap is a failed test (clippy.toml's allow-unwrap-in-tests misses the helpers of integration tests)"
)]

use bloomlab::{BloomFilter, CountingBloomFilter, KeyHash};
use proptest::collection::{hash_set, vec};
use proptest::prelude::*;

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn standard_filter_has_no_false_negatives(
        m in 1u64..5000,
        k in 1u32..=16,
        keys in vec(any::<u64>(), 0..300),
    ) {
        let mut filter = BloomFilter::new(m, k).unwrap();
        for key in &keys {
            filter.insert(key);
        }
        for key in &keys {
            prop_assert!(filter.contains(key));
        }
        prop_assert!(filter.popcount() <= m);
    }

    #[test]
    fn batched_standard_filter_has_no_false_negatives(
        m in 1u64..100_000,
        k in 1u32..=20,
        keys in vec(any::<u64>(), 0..500),
    ) {
        let hashes: Vec<KeyHash> = keys.iter().map(|&key| KeyHash::of_u64(key)).collect();
        let mut filter = BloomFilter::new(m, k).unwrap();
        filter.insert_batch(&hashes);
        prop_assert_eq!(filter.count_contained(&hashes), hashes.len() as u64);
    }

    /// The batched paths (unrolled per k up to 16, generic above; four
    /// probes read without branching) answer exactly as the one-key paths,
    /// for present and absent keys alike.
    #[test]
    fn batched_paths_agree_with_one_key_paths(
        m in 1u64..20_000,
        k in 1u32..=24,
        inserted in vec(any::<u64>(), 0..400),
        queried in vec(any::<u64>(), 0..400),
    ) {
        let inserted: Vec<KeyHash> = inserted.into_iter().map(KeyHash::of_u64).collect();
        let queried: Vec<KeyHash> = queried.into_iter().map(KeyHash::of_u64).collect();
        let mut batched = BloomFilter::new(m, k).unwrap();
        let mut one_by_one = batched.clone();
        batched.insert_batch(&inserted);
        for hash in &inserted {
            one_by_one.insert_hash(*hash);
        }
        prop_assert_eq!(&batched, &one_by_one);
        let mut answers = Vec::new();
        batched.contains_batch(&queried, &mut answers);
        let expected: Vec<bool> = queried.iter().map(|h| one_by_one.contains_hash(*h)).collect();
        prop_assert_eq!(&answers, &expected);
        let present = expected.iter().filter(|&&p| p).count() as u64;
        prop_assert_eq!(batched.count_contained(&queried), present);
    }

    #[test]
    fn string_keys_are_never_forgotten(words in vec("\\PC{0,12}", 0..100), m in 8u64..4096, k in 1u32..8) {
        let mut filter = BloomFilter::new(m, k).unwrap();
        for word in &words {
            filter.insert_bytes(word.as_bytes());
        }
        prop_assert!(words.iter().all(|word| filter.contains_bytes(word.as_bytes())));
    }

    #[test]
    fn counting_filter_has_no_false_negatives(
        m in 1u64..5000,
        k in 1u32..=16,
        keys in vec(any::<u64>(), 0..300),
    ) {
        let mut filter = CountingBloomFilter::new(m, k).unwrap();
        for key in &keys {
            filter.insert(key);
        }
        for key in &keys {
            prop_assert!(filter.contains(key));
        }
    }

    #[test]
    fn counting_remove_keeps_the_others_and_round_trips(
        m in 16u64..5000,
        k in 1u32..=8,
        keys in hash_set(any::<u64>(), 1..120),
        split in any::<prop::sample::Index>(),
    ) {
        let keys: Vec<u64> = keys.into_iter().collect();
        let empty = CountingBloomFilter::new(m, k).unwrap();
        let mut filter = empty.clone();
        for key in &keys {
            filter.insert(key);
        }
        // Remove a prefix: every remaining key must still be present, unless a
        // shared counter saturated (then the filter keeps it, which is safe).
        let (removed, kept) = keys.split_at(split.index(keys.len()));
        for key in removed {
            prop_assert!(filter.remove(key).is_ok());
        }
        for key in kept {
            prop_assert!(filter.contains(key));
        }
        for key in kept {
            prop_assert!(filter.remove(key).is_ok());
        }
        if filter.saturated_counters() == 0 {
            prop_assert_eq!(filter, empty);
        }
    }

    #[test]
    fn counting_filter_matches_a_standard_filter(
        m in 1u64..3000,
        k in 1u32..=10,
        keys in vec(any::<u64>(), 0..200),
        probes in vec(any::<u64>(), 0..200),
    ) {
        let mut standard = BloomFilter::new(m, k).unwrap();
        let mut counting = CountingBloomFilter::new(m, k).unwrap();
        for key in &keys {
            standard.insert(key);
            counting.insert(key);
        }
        prop_assert_eq!(standard.popcount(), counting.nonzero_counters());
        for probe in &probes {
            prop_assert_eq!(standard.contains(probe), counting.contains(probe));
        }
    }
}
