//! The exact false-positive formula against brute force and against the
//! Stirling-number form.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "a test: a failed unwrap is a failed test (clippy.toml's allow-unwrap-in-tests misses the helpers of integration tests)"
)]

use bloomlab::theory::{fp_bloom, fp_exact, fp_exact_stirling};

/// Exact rate by enumerating every outcome of the kn insertion throws (as a
/// distribution over which bits are set, memoised by bit mask) and every
/// one of the m^k query outcomes. Returns (favourable, total) as integers.
fn brute_force(m: u32, k: u32, n: u32) -> (u128, u128) {
    // ways[mask]: number of throw sequences so far that set exactly `mask`.
    let mut ways = vec![0u128; 1 << m];
    ways[0] = 1;
    for _ in 0..k * n {
        let mut next = vec![0u128; 1 << m];
        for (mask, &count) in ways.iter().enumerate() {
            if count > 0 {
                for bit in 0..m {
                    next[mask | 1 << bit] += count;
                }
            }
        }
        ways = next;
    }
    let mut favourable = 0u128;
    for (mask, &count) in ways.iter().enumerate() {
        if count == 0 {
            continue;
        }
        // Enumerate all m^k query probe sequences and count those on set bits.
        let mut hits = 0u128;
        for query in 0..u128::from(m).pow(k) {
            let mut rest = query;
            let mut all_set = true;
            for _ in 0..k {
                let bit = (rest % u128::from(m)) as usize;
                rest /= u128::from(m);
                all_set &= mask >> bit & 1 == 1;
            }
            hits += u128::from(all_set);
        }
        favourable += count * hits;
    }
    (favourable, u128::from(m).pow(k * (n + 1)))
}

#[test]
fn exact_formula_equals_brute_force_for_tiny_filters() {
    for m in 1..=8u32 {
        for k in 1..=3u32 {
            for n in 1..=3u32 {
                let (favourable, total) = brute_force(m, k, n);
                let brute = favourable as f64 / total as f64;
                let exact = fp_exact(m.into(), k, n.into());
                assert!(
                    (exact - brute).abs() <= 1e-12 * brute.max(1e-300),
                    "m={m} k={k} n={n}: formula {exact}, brute force {brute}"
                );
            }
        }
    }
}

#[test]
fn brute_force_reproduces_the_12_bit_example() {
    // 12 bits, k = 2, two words: the lesson's setting (12^6 outcomes).
    let (favourable, total) = brute_force(12, 2, 2);
    let brute = favourable as f64 / total as f64;
    assert!((brute - 0.088771).abs() < 1e-6, "{brute}");
    assert!((fp_exact(12, 2, 2) - brute).abs() < 1e-14);
    assert!(
        fp_bloom(12.0, 2.0, 2.0) < brute * 0.95,
        "Bloom's formula is about 9.5 % low here"
    );
}

#[test]
fn exact_formula_equals_the_stirling_form_up_to_64_bits() {
    for m in 1..=64u64 {
        for k in 1..=6u32 {
            for n in [1u64, 2, 3, 5, 8, 13] {
                let stirling = fp_exact_stirling(m, k, n).expect("small enough");
                let exact = fp_exact(m, k, n);
                let tolerance = 1e-9 * stirling.max(1e-300);
                assert!(
                    (exact - stirling).abs() <= tolerance,
                    "m={m} k={k} n={n}: {exact} vs {stirling}"
                );
            }
        }
    }
}

#[test]
fn stirling_form_declines_sizes_it_cannot_afford() {
    assert!(fp_exact_stirling(100_000, 10, 1000).is_none());
}

/// The regime where the alternating sum cancels and the positive terms
/// take over (many probes, about one to three probes per bit): the rate
/// still agrees with the Stirling form to 1e-9.
#[test]
fn exact_formula_equals_the_stirling_form_with_many_probes() {
    for m in [100u64, 300, 1000] {
        for k in [24u32, 48, 64] {
            for per_bit in [0.3, 0.7, 1.0, 1.5, 2.0, 3.0] {
                let n = ((per_bit * m as f64 / f64::from(k)).round() as u64).max(1);
                let Some(stirling) = fp_exact_stirling(m, k, n) else {
                    continue;
                };
                let exact = fp_exact(m, k, n);
                assert!(
                    (exact - stirling).abs() <= 1e-9 * stirling.max(1e-300),
                    "m={m} k={k} n={n}: {exact} vs {stirling}"
                );
            }
        }
    }
}
