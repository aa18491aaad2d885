//! Where a cuckoo filter takes fewer bits per key than a standard Bloom
//! filter, both sized as `bloomlab compare` sizes them, found exactly
//! rather than by sampling rates.
//!
//! - *Equal target rate.* A cuckoo filter for target p gets
//!   f = ⌈log2(2b/p)⌉ fingerprint bits ([`CuckooFilter::bits_for_rate`])
//!   in ⌈n / 0.95⌉ slots: its bits per key are a staircase in p, constant
//!   on each [2^(3−f), 2^(4−f)). The Bloom filter gets
//!   m = ⌈−n·ln p / (ln 2)²⌉ bits in whole words (a fixed k of 1 or 64 where
//!   the optimal k rounds outside 1..=64): its bits per key fall steadily as
//!   p grows. On each step of f the cuckoo filter is therefore smaller from
//!   the step's low end up to the one rate where Bloom's bits come down to
//!   the step's, found by bisection on the floating-point numbers
//!   themselves (exact to the last bit). Adjacent windows are merged.
//! - *Equal achieved rate.* A cuckoo filter's real rate is 2b·α/2^f at load
//!   α (0.5 to 1 times its target), a Bloom filter's is its exact rate at
//!   its whole k. Compared at the rate each really has, the cuckoo filter's
//!   points (rate, bits) lie on one line in log2(1/rate) and the Bloom
//!   filter's on another; they cross once ([`crossover_achieved`]).

use serde::Serialize;

use super::compare::cuckoo_slots;
use crate::filter::{CuckooFilter, FINGERPRINT_BITS, FilterKind};
use crate::sizing;
use crate::theory;

/// The standard Bloom filter `bloomlab compare` builds for n keys at
/// target p: its m and k.
pub(crate) fn bloom_shape(n: u64, p: f64) -> Option<(u64, u32)> {
    let sizing = sizing::solve(&sizing::SizingRequest {
        n: Some(n),
        p: Some(p),
        max_memory: u64::MAX,
        ..sizing::SizingRequest::default()
    })
    .ok()?;
    Some((sizing.m_bits, sizing.k))
}

/// Bits per key of the standard Bloom filter `compare` builds for n keys
/// at target p (whole 64-bit words, as it allocates them).
pub fn bloom_bits_per_key(n: u64, p: f64) -> f64 {
    bloom_shape(n, p).map_or(f64::NAN, |(m, k)| {
        FilterKind::Standard.built_bytes(m, k, n) as f64 * 8.0 / n as f64
    })
}

/// The fingerprint bits `compare` gives a cuckoo filter for target p:
/// f = ⌈log2(2b/p)⌉, b = 4 slots a bucket, within 4 to 32.
pub(crate) fn cuckoo_fingerprint_bits(p: f64) -> u32 {
    CuckooFilter::bits_for_rate(p)
}

/// Bits per key of a cuckoo filter of f-bit fingerprints for n keys, as
/// `compare` allocates it (⌈n / 0.95⌉ slots in buckets of four, bit-packed).
pub(crate) fn cuckoo_bits_with(n: u64, bits: u32) -> f64 {
    FilterKind::Cuckoo.built_bytes(cuckoo_slots(n), bits, n) as f64 * 8.0 / n as f64
}

/// Bits per key of the cuckoo filter `compare` builds for n keys at p.
pub fn cuckoo_bits_per_key(n: u64, p: f64) -> f64 {
    cuckoo_bits_with(n, cuckoo_fingerprint_bits(p))
}

/// The rate a cuckoo filter of f-bit fingerprints holding n keys is
/// predicted to have: 1 − (1 − 1/(2^f − 1))^(2b·α) at its load α
/// ([`theory::fp_cuckoo_at_load`]); f may be fractional here.
fn cuckoo_achieved(n: u64, bits: f64) -> f64 {
    let load = n as f64 / cuckoo_slots(n).div_ceil(4).saturating_mul(4) as f64;
    let match_one = 1.0 / (bits.exp2() - 1.0);
    -((2.0 * crate::filter::BUCKET_SLOTS as f64 * load) * (-match_one).ln_1p()).exp_m1()
}

/// The rate the Bloom filter `compare` builds for target p really has: the
/// exact rate at its whole k.
fn bloom_achieved(n: u64, p: f64) -> f64 {
    bloom_shape(n, p).map_or(f64::NAN, |(m, k)| theory::fp_exact(m, k, n))
}

/// The boundary of a monotone predicate on positive floats: with
/// `holds(low)` and not `holds(high)` (low < high), the largest float x in
/// [low, high) where it holds. Positive floats are ordered as their bits,
/// so this is a bisection over the floats themselves: exact.
fn last_true(low: f64, high: f64, holds: impl Fn(f64) -> bool) -> f64 {
    let (mut low, mut high) = (low.to_bits(), high.to_bits());
    while high - low > 1 {
        let middle = low + (high - low) / 2;
        if holds(f64::from_bits(middle)) {
            low = middle;
        } else {
            high = middle;
        }
    }
    f64::from_bits(low)
}

/// One window of target rates where the cuckoo filter is the smaller:
/// `low` included, `high` excluded (0 for the lowest window's low end).
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Window {
    pub low: f64,
    pub high: f64,
    /// The cuckoo filter's fingerprint bits at the window's top.
    pub fingerprint_bits: u32,
    /// Both filters' bits per key at the window's top (just inside it).
    pub cuckoo_bits_per_key: f64,
    pub bloom_bits_per_key: f64,
}

/// The windows of target rate where a cuckoo filter for n keys takes fewer
/// bits per key than a standard Bloom filter, highest rates first.
pub fn cuckoo_smaller(n: u64) -> Vec<Window> {
    let (f_low, f_high) = FINGERPRINT_BITS;
    let mut windows: Vec<Window> = Vec::new();
    // The targets that get f bits: [bottom, top), the top being the bottom
    // of f − 1 (1 for the first f) and the last f's bottom 0. Nominally
    // bottom = 2^(3−f); found as `compare` rounds (the first float whose
    // ⌈log2(8/p)⌉ is f), so that a window's ends are its own.
    let mut top = 1.0;
    for bits in f_low..=f_high {
        let bottom = if bits == f_high {
            0.0
        } else {
            let nominal = (3.0 - f64::from(bits)).exp2();
            let more = |p: f64| cuckoo_fingerprint_bits(p) > bits;
            f64::from_bits(last_true(nominal / 2.0, nominal * 2.0, more).to_bits() + 1)
        };
        let step_top = top;
        top = bottom;
        let top = step_top;
        debug_assert!(bits == f_high || cuckoo_fingerprint_bits(bottom) == bits);
        let cuckoo = cuckoo_bits_with(n, bits);
        let smaller = |p: f64| bloom_bits_per_key(n, p) > cuckoo;
        // Bloom's bits fall as p grows: smaller from the bottom up to a
        // boundary, if at the bottom at all.
        let start = if bottom > 0.0 {
            bottom
        } else {
            f64::MIN_POSITIVE
        };
        if !smaller(start) {
            continue;
        }
        let below_top = f64::from_bits(top.to_bits() - 1);
        let high = if smaller(below_top) {
            top
        } else {
            f64::from_bits(last_true(start, below_top, smaller).to_bits() + 1)
        };
        let inside = f64::from_bits(high.to_bits() - 1);
        let window = Window {
            low: bottom,
            high,
            fingerprint_bits: bits,
            cuckoo_bits_per_key: cuckoo,
            bloom_bits_per_key: bloom_bits_per_key(n, inside),
        };
        // Rates are visited from high to low: a window reaching up to the
        // bottom of the one before continues it.
        match windows.last_mut() {
            Some(last) if last.low == window.high => last.low = window.low,
            _ => windows.push(window),
        }
    }
    windows
}

/// The comparison at equal achieved rate.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct AchievedCrossover {
    /// The rate where the two lines meet: at achieved rates below it the
    /// cuckoo filter takes fewer bits per key.
    pub cuckoo_smaller_below: f64,
    /// The fewest whole fingerprint bits whose cuckoo filter is smaller
    /// than a Bloom filter with the same real rate, and that rate.
    pub fingerprint_bits: u32,
    pub fingerprint_rate: f64,
    /// The highest target `compare` gives those bits for (targets below
    /// it get a cuckoo filter smaller at equal achieved rate).
    pub targets_below: f64,
    /// That cuckoo filter's bits per key, and the Bloom filter's with the
    /// same real rate.
    pub cuckoo_bits_per_key: f64,
    pub bloom_bits_per_key: f64,
}

/// Bits per key of the Bloom filter `compare` builds whose real rate is
/// `rate`: the target whose exact rate at its whole k is `rate`, by
/// bisection (the real rate grows with the target).
fn bloom_bits_for_achieved(n: u64, rate: f64) -> f64 {
    let reaches = |p: f64| bloom_achieved(n, p) <= rate;
    let widest = (f64::MIN_POSITIVE, f64::from_bits(1.0f64.to_bits() - 1));
    // The target that achieves `rate` lies within a factor of two of it (a
    // whole k moves the real rate by far less): search there first, which
    // halves the bisection's steps, and fall back to every float.
    let near = ((rate / 16.0).max(widest.0), (rate * 16.0).min(widest.1));
    let (low, high) = if reaches(near.0) && !reaches(near.1) {
        near
    } else {
        widest
    };
    if !reaches(low) {
        return f64::INFINITY;
    }
    let target = if reaches(high) {
        high
    } else {
        last_true(low, high, reaches)
    };
    bloom_bits_per_key(n, target)
}

/// Where a cuckoo filter for n keys becomes the smaller at equal achieved
/// rate: the fingerprint width f* (real) where its bits per key equal
/// those of a Bloom filter with its real rate, found by bisection on f
/// (the cuckoo filter's advantage grows with f), and the rate there.
pub fn crossover_achieved(n: u64) -> AchievedCrossover {
    let (f_low, f_high) = FINGERPRINT_BITS;
    // Bits per key with a fractional f: f bits a slot, and the spare word
    // the filter keeps at the end.
    let slots = cuckoo_slots(n).div_ceil(4).saturating_mul(4) as f64;
    let slots_bits = |bits: f64| (slots * bits + 64.0) / n as f64;
    let advantage =
        |bits: f64| bloom_bits_for_achieved(n, cuckoo_achieved(n, bits)) - slots_bits(bits);
    let (mut low, mut high) = (f64::from(f_low), f64::from(f_high));
    // 40 halvings of a range under 32 bits wide leave it under 3·10⁻¹¹ bits:
    // far below the 64-bit words a filter grows by.
    for _ in 0..40 {
        let middle = (low + high) / 2.0;
        if advantage(middle) > 0.0 {
            high = middle;
        } else {
            low = middle;
        }
    }
    let rate = cuckoo_achieved(n, high);
    let whole = (f_low..=f_high)
        .find(|&bits| {
            bloom_bits_for_achieved(n, cuckoo_achieved(n, f64::from(bits)))
                > cuckoo_bits_with(n, bits)
        })
        .unwrap_or(f_high);
    AchievedCrossover {
        cuckoo_smaller_below: rate,
        fingerprint_bits: whole,
        fingerprint_rate: cuckoo_achieved(n, f64::from(whole)),
        targets_below: (4.0 - f64::from(whole)).exp2(),
        cuckoo_bits_per_key: cuckoo_bits_with(n, whole),
        bloom_bits_per_key: bloom_bits_for_achieved(n, cuckoo_achieved(n, f64::from(whole))),
    }
}

/// [`cuckoo_smaller`] at `compare`'s default n (10^6), computed once: what
/// `bloomlab compare --crossover` prints, and what a lesson quotes.
pub(crate) fn default_windows() -> &'static [Window] {
    static WINDOWS: std::sync::OnceLock<Vec<Window>> = std::sync::OnceLock::new();
    WINDOWS.get_or_init(|| cuckoo_smaller(super::compare::DEFAULT_N))
}

/// [`crossover_achieved`] at `compare`'s default n, computed once.
pub(crate) fn default_achieved() -> &'static AchievedCrossover {
    static ACHIEVED: std::sync::OnceLock<AchievedCrossover> = std::sync::OnceLock::new();
    ACHIEVED.get_or_init(|| crossover_achieved(super::compare::DEFAULT_N))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The windows at n = 10^6, against the staircase worked by hand:
    /// f = 12 costs 12/0.95 = 12.63 bits, which Bloom's −log2(p)/ln 2
    /// passes at p = 0.2314 %; f = 13 (13.68) at 0.1395 %; f = 14 (14.74)
    /// at 0.0840 %, and every later step is below Bloom throughout.
    #[test]
    fn the_windows_are_the_staircases_gaps() {
        let windows = cuckoo_smaller(1_000_000);
        assert_eq!(windows.len(), 3, "{windows:?}");
        let close = |a: f64, b: f64| (a / b - 1.0).abs() < 5e-3;
        assert!(close(windows[0].low, 2f64.powi(-9)));
        assert!(close(windows[0].high, 0.002313), "{windows:?}");
        assert!(close(windows[1].low, 2f64.powi(-10)));
        assert!(close(windows[1].high, 0.001395), "{windows:?}");
        assert_eq!(windows[2].low, 0.0);
        assert!(close(windows[2].high, 0.000840), "{windows:?}");
        for window in &windows {
            let inside = f64::from_bits(window.high.to_bits() - 1);
            // Just inside: cuckoo smaller; at the top: not.
            assert!(cuckoo_bits_per_key(1_000_000, inside) < bloom_bits_per_key(1_000_000, inside));
            assert!(
                cuckoo_bits_per_key(1_000_000, window.high)
                    >= bloom_bits_per_key(1_000_000, window.high)
            );
            if window.low > 0.0 {
                let below = f64::from_bits(window.low.to_bits() - 1);
                assert!(
                    cuckoo_bits_per_key(1_000_000, below) >= bloom_bits_per_key(1_000_000, below)
                );
            }
        }
    }

    /// compare's own measurements at n = 10^5, from the issue: Bloom 13.53
    /// against cuckoo 13.69 at 0.15 %, 14.60 against 14.74 at 0.09 % (Bloom
    /// smaller at both), and the windows agree.
    #[test]
    fn the_sizes_are_compares() {
        let n = 100_000;
        let two = |x: f64| (x * 100.0).round() / 100.0;
        assert_eq!(two(bloom_bits_per_key(n, 0.0015)), 13.53);
        assert_eq!(two(cuckoo_bits_per_key(n, 0.0015)), 13.69);
        assert_eq!(two(bloom_bits_per_key(n, 0.0009)), 14.6);
        assert_eq!(two(cuckoo_bits_per_key(n, 0.0009)), 14.74);
        let inside = |p: f64| cuckoo_smaller(n).iter().any(|w| w.low <= p && p < w.high);
        assert!(!inside(0.0015) && !inside(0.0009) && inside(0.0021) && inside(0.0012));
        assert!(inside(0.0005) && inside(1e-9) && !inside(0.01) && !inside(0.0025));
    }

    /// Equal achieved rate: the lines cross near 0.42 %; f = 11 (real rate
    /// 0.37 %) is the first smaller whole width.
    #[test]
    fn at_equal_achieved_rate_the_crossover_is_near_042_percent() {
        let crossover = crossover_achieved(1_000_000);
        assert!(
            (crossover.cuckoo_smaller_below - 0.0042).abs() < 0.0001,
            "{crossover:?}"
        );
        assert_eq!(crossover.fingerprint_bits, 11);
        assert!((crossover.fingerprint_rate - 0.00371).abs() < 0.00002);
        assert_eq!(crossover.targets_below, 2f64.powi(-7));
    }
}
