//! Every formula the lessons teach, each with its source.
//!
//! Notation: m bits, k probes per key, n keys inserted, p false-positive
//! rate. "Exact" means exact for k independent, uniform probes per key,
//! which is the model all of these formulas share.
//!
//! The experiments ask for the rates of a kind of filter through
//! [`fp_exact_of`] and [`fp_predicted_of`], which pick each kind's own
//! formulas.

use std::cell::Cell;
use std::collections::BTreeMap;
use std::f64::consts::{LN_2, LOG2_E};
use std::sync::Mutex;

use crate::filter::{BLOCK_BITS, BUCKET_SLOTS, COUNTER_MAX, FilterKind, MAX_HASH_FUNCTIONS};

/// The rate an experiment's verdict tests against, for a filter of this
/// kind and shape: the exact rate of its model. (A cuckoo filter's own
/// occupancy gives a sharper one once it is built:
/// [`fp_cuckoo_from_occupancy`].)
pub fn fp_exact_of(kind: FilterKind, m: u64, k: u32, n: u64) -> f64 {
    match kind {
        // A counter above 0 is a bit set: the same rate as the standard
        // filter of m bits (saturation never brings a counter back to 0).
        FilterKind::Standard | FilterKind::Counting => fp_exact(m, k, n),
        FilterKind::Blocked => fp_blocked_exact(m, k, n),
        FilterKind::Cuckoo => fp_cuckoo_at_load(cuckoo_load(m, n), k),
        FilterKind::Xor8 | FilterKind::BinaryFuse8 => fp_fingerprint(8),
        FilterKind::Xor16 | FilterKind::BinaryFuse16 => fp_fingerprint(16),
        FilterKind::HashSet => 0.0,
    }
}

/// The textbook prediction shown beside the exact rate, for a filter of
/// this kind and shape: Bloom's formula for the standard and counting
/// filters, Putze et al.'s for the blocked one, Fan et al.'s 2bα/2^f for
/// the cuckoo filter.
pub fn fp_predicted_of(kind: FilterKind, m: u64, k: u32, n: u64) -> f64 {
    match kind {
        FilterKind::Standard | FilterKind::Counting => fp_bloom(m as f64, f64::from(k), n as f64),
        FilterKind::Blocked => fp_blocked_poisson(m, k, n),
        FilterKind::Cuckoo => fp_cuckoo_fan(cuckoo_load(m, n), k),
        _ => fp_exact_of(kind, m, k, n),
    }
}

/// The rate of a filter that compares one f-bit fingerprint per query,
/// uniform over all 2^f values: 2^−f. The xor filter (Graf & Lemire 2020,
/// §3) and the binary fuse filter (Graf & Lemire 2022, §3) store, for each
/// key, a fingerprint as the xor of three slots, and a query matches when
/// the xor of its three slots equals its own fingerprint.
pub fn fp_fingerprint(bits: u32) -> f64 {
    0.5f64.powi(bits as i32)
}

/// The load a cuckoo filter of `slots` slots reaches with n keys, if none
/// is refused.
fn cuckoo_load(slots: u64, n: u64) -> f64 {
    n.min(slots) as f64 / slots.max(1) as f64
}

/// A cuckoo filter's rate at load α with f-bit fingerprints (1 to 2^f − 1,
/// 0 marking an empty slot): a query compares its fingerprint with the
/// 2b·α fingerprints its two buckets hold on average, each matching with
/// chance 1/(2^f − 1): 1 − (1 − 1/(2^f − 1))^(2bα). Planning only: the
/// verdict uses the filter's own occupancy ([`fp_cuckoo_from_occupancy`]).
pub fn fp_cuckoo_at_load(load: f64, bits: u32) -> f64 {
    let match_one = 1.0 / ((2.0f64).powi(bits as i32) - 1.0);
    -((2.0 * BUCKET_SLOTS as f64 * load) * (-match_one).ln_1p()).exp_m1()
}

/// Fan, Andersen, Kaminsky & Mitzenmacher (2014, §4): a query compares
/// with at most 2b fingerprints, so ε ≤ 2b/2^f; at load α, about 2bα/2^f.
pub fn fp_cuckoo_fan(load: f64, bits: u32) -> f64 {
    (2.0 * BUCKET_SLOTS as f64 * load / (2.0f64).powi(bits as i32)).min(1.0)
}

/// The rate of one cuckoo filter from its buckets' occupancy: `buckets[c]`
/// buckets hold c fingerprints. A query's two buckets are taken as two
/// independent uniform buckets (they coincide about once in B queries,
/// which is left out), and each fingerprint there matches the query's with
/// chance ε = 1/(2^f − 1), so the rate is 1 − (Σ_c P(c)·(1 − ε)^c)².
pub fn fp_cuckoo_from_occupancy(buckets: &[u64], bits: u32) -> f64 {
    let total: u64 = buckets.iter().sum();
    if total == 0 {
        return 0.0;
    }
    let miss_one = 1.0 - 1.0 / ((2.0f64).powi(bits as i32) - 1.0);
    let miss_bucket: f64 = buckets
        .iter()
        .enumerate()
        .map(|(c, &count)| count as f64 / total as f64 * miss_one.powi(c as i32))
        .sum();
    1.0 - miss_bucket * miss_bucket
}

/// The blocked Bloom filter's rate as Putze, Sanders & Singler (2007, §3)
/// give it: with B-bit blocks and λ = nB/m keys per block on average,
/// Σ_i Poisson(i; λ)·(1 − (1 − 1/B)^(k·i))^k. Higher than the standard
/// filter's at the same bits, since some blocks get more keys than others.
/// m is rounded up to whole 512-bit blocks, as the filter does.
pub fn fp_blocked_poisson(m: u64, k: u32, n: u64) -> f64 {
    let blocks = m.div_ceil(BLOCK_BITS).max(1) as f64;
    let mean = n as f64 / blocks;
    let ln_mean = mean.ln();
    let block = BLOCK_BITS as f64;
    average_over_load(
        mean,
        |i| i * ln_mean - mean - statrs::function::gamma::ln_gamma(i + 1.0),
        |i| fp_independent_bits(block, f64::from(k), i as f64),
    )
}

/// The blocked filter's exact rate for independent probes: the query's
/// block holds L keys, L ~ Binomial(n, 1/blocks), and a block of B bits
/// with L keys answers falsely with the exact rate [`fp_exact`]`(B, k, L)`,
/// so p = Σ_L P(L)·fp_exact(B, k, L).
pub fn fp_blocked_exact(m: u64, k: u32, n: u64) -> f64 {
    blocked_moments(m, k, n).0
}

/// How much one blocked filter's rate varies from filter to filter (its
/// standard deviation): the rate is the mean of fp_exact(B, k, L_b) over
/// the blocks b, so its variance is about Var_L[fp_exact(B, k, L)] over the
/// number of blocks (loads taken as independent; the spread of a block's
/// bits at a given load is left out).
pub fn fp_blocked_spread(m: u64, k: u32, n: u64) -> f64 {
    let (mean, square) = blocked_moments(m, k, n);
    let blocks = m.div_ceil(BLOCK_BITS).max(1) as f64;
    ((square - mean * mean).max(0.0) / blocks).sqrt()
}

/// E[g(L)] and E[g(L)²] for g = fp_exact(B, k, ·), L ~ Binomial(n, 1/blocks).
fn blocked_moments(m: u64, k: u32, n: u64) -> (f64, f64) {
    let blocks = m.div_ceil(BLOCK_BITS).max(1);
    if n == 0 {
        return (0.0, 0.0);
    }
    if blocks == 1 {
        let rate = fp_exact(BLOCK_BITS, k, n);
        return (rate, rate * rate);
    }
    let q = 1.0 / blocks as f64;
    let nf = n as f64;
    let (ln_q, ln_rest) = (q.ln(), (-q).ln_1p());
    let ln_n_factorial = statrs::function::gamma::ln_gamma(nf + 1.0);
    let ln_pmf = |i: f64| {
        ln_n_factorial
            - statrs::function::gamma::ln_gamma(i + 1.0)
            - statrs::function::gamma::ln_gamma(nf - i + 1.0)
            + i * ln_q
            + (nf - i) * ln_rest
    };
    let rate = |i: u64| fp_exact(BLOCK_BITS, k, i.min(n));
    let mean = average_over_load(nf * q, ln_pmf, rate);
    let square = average_over_load(nf * q, ln_pmf, |i| rate(i).powi(2));
    (mean, square)
}

/// Σ_i P(i)·g(i) over the loads i that matter, for a load of mean `mean`
/// (Poisson or binomial, given by its log-pmf): i within 12 standard
/// deviations (and 40) of the mean, every load when there are at most
/// 4096 of them, else 4096 loads evenly spread, each weighing for its
/// neighbours (g changes slowly there).
fn average_over_load(mean: f64, ln_pmf: impl Fn(f64) -> f64, rate: impl Fn(u64) -> f64) -> f64 {
    const MOST_TERMS: u64 = 4096;
    let reach = 12.0 * mean.sqrt() + 40.0;
    let low = (mean - reach).max(0.0) as u64;
    let high = (mean + reach).ceil() as u64;
    let step = (high - low).div_ceil(MOST_TERMS).max(1);
    let mut total = 0.0;
    let mut weight = 0.0;
    let mut i = low;
    while i <= high {
        let probability = ln_pmf(i as f64).exp() * step as f64;
        total += probability * rate(i);
        weight += probability;
        i += step;
    }
    // Renormalised: with a coarse step the weights need not sum to 1.
    if weight > 0.0 { total / weight } else { 0.0 }
}

/// Bloom's approximation (Bloom 1970; the form in every textbook):
/// p ≈ (1 − e^(−kn/m))^k.
///
/// It treats the bits as independent and replaces (1 − 1/m)^(kn) by
/// e^(−kn/m); Christensen, Roginsky & Jimeno (2010) prove the true rate is
/// always a little higher. Arguments are f64 so the sizing chart can ask for
/// fractional k and m/n.
pub fn fp_bloom(m: f64, k: f64, n: f64) -> f64 {
    // 1 − e^(−x) = −expm1(−x), accurate for small x.
    (-(-k * n / m).exp_m1()).powf(k)
}

/// The independent-bits approximation (Broder & Mitzenmacher 2004, eq. 1):
/// p ≈ (1 − (1 − 1/m)^(kn))^k. Same independence assumption as Bloom's,
/// without the exponential shortcut.
pub fn fp_independent_bits(m: f64, k: f64, n: f64) -> f64 {
    (-(k * n * (-1.0 / m).ln_1p()).exp_m1()).powf(k)
}

/// The exact false-positive rate (Bose et al. 2008; Christensen, Roginsky &
/// Jimeno 2010): p = E[(X/m)^k], X the number of bits set by kn uniform
/// throws.
///
/// Computed in the O(k²) form that works at any m: expand X^k with Stirling
/// numbers of the second kind, X^k = Σ_j S(k,j)·(X)_j, and use
/// E[(X)_j] = (m)_j · P(j given bits all set), which inclusion–exclusion
/// gives as Σ_{i=0..j} (−1)^i C(j,i) (1 − i/m)^(kn). So
/// p = Σ_{j=1..k} S(k,j) (m)_j / m^k · Σ_{i=0..j} (−1)^i C(j,i) (1 − i/m)^(kn).
pub fn fp_exact(m: u64, k: u32, n: u64) -> f64 {
    if n == 0 || m == 0 || k == 0 {
        return 0.0;
    }
    // Few probes cost less than the look-up.
    if k < CACHED_FROM_K {
        return fp_exact_uncached(m, k, n);
    }
    let key = (m, k, n);
    if let Some(rate) = EXACT_CACHE
        .lock()
        .ok()
        .and_then(|cache| cache.get(&key).copied())
    {
        EXACT_WORK.with(|work| work.set(work.get() + 1));
        return rate;
    }
    let rate = fp_exact_uncached(m, k, n);
    if let Ok(mut cache) = EXACT_CACHE.lock() {
        if cache.len() >= EXACT_CACHE_SIZE {
            cache.clear();
        }
        cache.insert(key, rate);
    }
    rate
}

/// [`fp_exact`] is remembered for this many arguments (a quiz checks the
/// same ones in many questions; a quiz run asks again what it drew).
const EXACT_CACHE_SIZE: usize = 4096;
/// Below this k the rate is computed afresh each time.
const CACHED_FROM_K: u32 = 12;
static EXACT_CACHE: Mutex<BTreeMap<(u64, u32, u64), f64>> = Mutex::new(BTreeMap::new());

thread_local! {
    /// Steps of the sums [`fp_exact`] has done on this thread: what the
    /// checks of calculated questions count against their budget, so the
    /// count is the same on every machine.
    static EXACT_WORK: Cell<u64> = const { Cell::new(0) };
}

/// The steps [`fp_exact`] has done on this thread so far (one step is a
/// few floating-point operations).
pub fn fp_exact_work() -> u64 {
    EXACT_WORK.with(Cell::get)
}

fn add_work(steps: usize) {
    EXACT_WORK.with(|work| work.set(work.get().saturating_add(steps as u64)));
}

fn fp_exact_uncached(m: u64, k: u32, n: u64) -> f64 {
    let mf = m as f64;
    let throws = f64::from(k) * n as f64;
    let stirling = stirling2_row(k as usize);
    // The most distinct bits a query can probe: k, and no more than m.
    let most = (k as usize).min(usize::try_from(m).unwrap_or(usize::MAX));
    add_work(most * most / 2 + most);
    let hit = all_hit(most, mf, throws);
    let mut total = 0.0;
    // (m)_j / m^k, built up one factor at a time: Π_{t<j} (1 − t/m) · m^(j−k).
    let mut falling_ratio = 1.0;
    for (j, &stirling_kj) in stirling.iter().enumerate().skip(1).take(most) {
        falling_ratio *= 1.0 - (j - 1) as f64 / mf;
        // S(k,j)·(m)_j/m^k is the chance that the k probes of a query
        // fall on exactly j distinct bits.
        let distinct_j = stirling_kj * falling_ratio * mf.powi(j as i32 - k as i32);
        total += distinct_j * hit[j];
    }
    total.clamp(0.0, 1.0)
}

/// P(j given bits are all set after `throws` uniform throws into m bits),
/// for every j from 0 to `most`.
///
/// Inclusion–exclusion, Σ_{i=0..j} (−1)^i C(j,i) (1 − i/m)^throws, is fast
/// and accurate while the bits are likely set (the powers are computed
/// once for all j); when the answer is small next to its terms (a sparse
/// filter, large j) the alternating sum cancels catastrophically, and the
/// same probability is summed from positive terms instead: Σ_t P(t throws
/// land on the j bits) · P(t throws cover j).
fn all_hit(most: usize, m: f64, throws: f64) -> Vec<f64> {
    // none_hit[i] = (1 − i/m)^throws: i given bits all missed.
    let none_hit: Vec<f64> = (0..=most)
        .map(|i| (throws * (-(i as f64) / m).ln_1p()).exp())
        .collect();
    let mut hit = vec![1.0; most + 1];
    let mut cancelled = 0;
    for (j, hit_j) in hit.iter_mut().enumerate().skip(1) {
        let mut signed = 0.0;
        let mut magnitude = 0.0;
        let mut binomial = 1.0;
        for (i, none) in none_hit.iter().enumerate().take(j + 1) {
            let sign = if i % 2 == 0 { 1.0 } else { -1.0 };
            signed += sign * binomial * none;
            magnitude += binomial * none;
            binomial = binomial * (j - i) as f64 / (i + 1) as f64;
        }
        *hit_j = signed;
        if signed <= magnitude * 1e-6 {
            cancelled = j;
        }
    }
    if cancelled > 0 {
        let positive = all_hit_by_positive_terms(cancelled, m, throws);
        for (j, hit_j) in hit.iter_mut().enumerate().take(cancelled + 1).skip(1) {
            *hit_j = match positive.as_ref().and_then(|p| p[j]) {
                Some(value) => value,
                None => hit_j.max(0.0),
            };
        }
    }
    hit
}

/// The positive-term form of [`all_hit`], for every j from 0 to `most` at
/// once. Only used where the alternating sum fails, which is where few
/// throws reach the j bits (mean below a few hundred), so the sum over t
/// is short; None for a j where that does not hold, and None for all
/// when the sum would be long.
///
/// P(t throws into j bits cover them all) is G(t, j) = j!·S(t, j)/j^t,
/// and S(t, j) = j·S(t−1, j) + S(t−1, j−1) gives
/// G(t, j) = G(t−1, j) + G(t−1, j−1)·((j−1)/j)^(t−1): one row per t for
/// all j together, every term positive.
fn all_hit_by_positive_terms(most: usize, m: f64, throws: f64) -> Option<Vec<Option<f64>>> {
    // The last t each j needs: far into the tail of the throws landing
    // on its bits.
    let reach = |j: usize| {
        let q = j as f64 / m;
        let mean = throws * q;
        (q < 1.0).then(|| (mean + 40.0 * mean.sqrt() + 200.0).min(throws))
    };
    let t_max = (1..=most).filter_map(reach).fold(0.0, f64::max);
    if t_max > 1e6 {
        return None;
    }
    let last: Vec<Option<f64>> = (0..=most)
        .map(|j| if j == 0 { None } else { reach(j) })
        .collect();
    // landed[j]: P(exactly t of the throws land on the j bits), from t = 0.
    let mut landed: Vec<f64> = (0..=most)
        .map(|j| (throws * (-(j as f64) / m).ln_1p()).exp())
        .collect();
    let odds: Vec<f64> = (0..=most)
        .map(|j| {
            let q = j as f64 / m;
            q / (1.0 - q)
        })
        .collect();
    // A j's sum stops at its own last t (−1: not summed at all).
    let mut last: Vec<f64> = last.iter().map(|end| end.unwrap_or(-1.0)).collect();
    let peak: Vec<f64> = (0..=most).map(|j| throws * j as f64 / m).collect();
    // covered[j] = G(t, j); shrink[j] = ((j−1)/j)^t, each step times
    // step[j] = (j−1)/j.
    let mut covered = vec![0.0; most + 1];
    covered[0] = 1.0;
    let mut shrink = vec![1.0; most + 1];
    let step: Vec<f64> = (0..=most)
        .map(|j| {
            if j == 0 {
                0.0
            } else {
                (j - 1) as f64 / j as f64
            }
        })
        .collect();
    let mut totals = vec![0.0; most + 1];
    let mut t = 0.0;
    let mut summing = true;
    while t <= t_max && summing {
        // P(t + 1 land) / P(t land) = (throws − t)/(t + 1) · q/(1 − q).
        let next = (throws - t) / (t + 1.0);
        summing = false;
        for j in 1..=most {
            if t <= last[j] {
                totals[j] += landed[j] * covered[j];
                let ratio = next * odds[j];
                landed[j] *= ratio;
                // Past its peak the terms shrink faster than a geometric
                // series of this ratio, and G ≤ 1: once what is left
                // cannot change the sum, or the terms are too small to
                // count (subnormal numbers are slow), the sum ends.
                if t > peak[j]
                    && ratio < 1.0
                    && (landed[j] < 1e-300 || landed[j] / (1.0 - ratio) < 1e-18 * totals[j])
                {
                    last[j] = t;
                }
                summing = true;
            }
        }
        // G(t, j) is 0 for j > t: only the first t + 1 change.
        let reached = most.min(t as usize + 1);
        add_work(most + reached);
        for j in (1..=reached).rev() {
            covered[j] += covered[j - 1] * shrink[j];
            shrink[j] *= step[j];
        }
        for j in reached + 1..=most {
            shrink[j] *= step[j];
        }
        covered[0] = 0.0;
        t += 1.0;
    }
    Some(
        last.iter()
            .zip(totals)
            .map(|(end, total)| (*end >= 0.0).then_some(total))
            .collect(),
    )
}

/// The exact rate in its original Stirling-number form (Bose et al. 2008):
/// p = m^(−k(n+1)) Σ_{i=1..m} i^k · i! · C(m,i) · S(kn,i),
/// i.e. Σ_i P(X = i)·(i/m)^k. Every term is positive, so it makes an
/// independent check of [`fp_exact`]. It costs O(kn·m), so it answers only
/// for kn·m ≤ 10^7 (None otherwise); computed in logarithms to avoid
/// overflow.
pub fn fp_exact_stirling(m: u64, k: u32, n: u64) -> Option<f64> {
    let throws = u64::from(k) * n;
    if m == 0 || k == 0 || throws.checked_mul(m)? > 10_000_000 {
        return None;
    }
    if n == 0 {
        return Some(0.0);
    }
    let (m_us, throws_us) = (m as usize, throws as usize);
    // ln S(t, i) for t = throws, i = 0..=m, by the recurrence
    // S(t, i) = i·S(t−1, i) + S(t−1, i−1), kept in logarithms.
    let mut log_s = vec![f64::NEG_INFINITY; m_us + 1];
    log_s[0] = 0.0; // S(0, 0) = 1
    for _ in 0..throws_us {
        for i in (1..=m_us).rev() {
            log_s[i] = log_add((i as f64).ln() + log_s[i], log_s[i - 1]);
        }
        log_s[0] = f64::NEG_INFINITY;
    }
    let mf = m as f64;
    let mut log_choose = 0.0; // ln C(m, i)
    let mut log_factorial = 0.0; // ln i!
    let mut p = 0.0;
    for (i, log_stirling) in log_s.iter().enumerate().skip(1) {
        let fi = i as f64;
        log_choose += ((mf - fi + 1.0) / fi).ln();
        log_factorial += fi.ln();
        let log_prob_x = log_choose + log_factorial + log_stirling - throws as f64 * mf.ln();
        p += (log_prob_x + f64::from(k) * (fi / mf).ln()).exp();
    }
    Some(p)
}

fn log_add(a: f64, b: f64) -> f64 {
    if a == f64::NEG_INFINITY {
        return b;
    }
    if b == f64::NEG_INFINITY {
        return a;
    }
    let (hi, lo) = if a > b { (a, b) } else { (b, a) };
    hi + (lo - hi).exp().ln_1p()
}

/// S(k, j) for j = 0..=k (Stirling numbers of the second kind), as f64.
fn stirling2_row(k: usize) -> Vec<f64> {
    let mut row = vec![0.0; k + 1];
    row[0] = 1.0;
    for _ in 0..k {
        for j in (1..=k).rev() {
            row[j] = j as f64 * row[j] + row[j - 1];
        }
        row[0] = 0.0;
    }
    row
}

/// The k that minimises Bloom's approximation for given m and n:
/// k = (m/n) ln 2 (derivative of ln p with respect to k set to zero).
pub fn optimal_k(m: f64, n: f64) -> f64 {
    m / n * LN_2
}

/// The integer k to build with: (m/n) ln 2 rounded, at least 1. This gives
/// the course table's 3 / 7 / 10 / 13.
pub fn optimal_k_integer(m: f64, n: f64) -> u32 {
    let k = optimal_k(m, n).round();
    if k.is_finite() && k >= 1.0 {
        k.min(f64::from(MAX_HASH_FUNCTIONS)) as u32
    } else {
        1
    }
}

/// Bits per element for a target rate with the optimal k:
/// m/n = −ln p / (ln 2)² (from p = (1/2)^k with k = (m/n) ln 2).
pub fn bits_per_element(p: f64) -> f64 {
    -p.ln() / (LN_2 * LN_2)
}

/// Bits for n keys at rate p with the optimal k, before rounding:
/// m = −n ln p / (ln 2)².
pub fn bits_for(n: f64, p: f64) -> f64 {
    n * bits_per_element(p)
}

/// Bits for n keys at rate p when k is fixed: Bloom's formula solved for m,
/// m = −k n / ln(1 − p^(1/k)).
pub fn bits_for_fixed_k(n: f64, p: f64, k: f64) -> f64 {
    -k * n / (-p.powf(1.0 / k)).ln_1p()
}

/// Keys that fit in m bits at rate p with the optimal k:
/// n = −m (ln 2)² / ln p.
pub fn capacity(m: f64, p: f64) -> f64 {
    m / bits_per_element(p)
}

/// Keys that fit in m bits at rate p with k fixed: n = −m ln(1 − p^(1/k)) / k.
pub fn capacity_fixed_k(m: f64, p: f64, k: f64) -> f64 {
    -m * (-p.powf(1.0 / k)).ln_1p() / k
}

/// Information-theoretic lower bound on bits per element for any structure
/// answering membership with false-positive rate p: log2(1/p) (Carter et al.
/// 1978; see Broder & Mitzenmacher 2004, §2.2).
pub fn lower_bound_bits_per_element(p: f64) -> f64 {
    -p.log2()
}

/// How far an optimal Bloom filter sits above the lower bound: its bits per
/// element divided by log2(1/p) is always log2(e) ≈ 1.44.
pub const BLOOM_OVERHEAD_FACTOR: f64 = LOG2_E;

/// The rate at the optimal (real-valued) k for a given m/n:
/// p = (1/2)^((m/n) ln 2) ≈ 0.6185^(m/n).
pub fn fp_at_optimal_k(bits_per_element: f64) -> f64 {
    (-bits_per_element * LN_2 * LN_2).exp()
}

/// Expected fraction of bits set after n keys: 1 − (1 − 1/m)^(kn).
/// At the optimal k this is one half: the half-full diagnostic.
pub fn expected_fill(m: f64, k: f64, n: f64) -> f64 {
    -(k * n * (-1.0 / m).ln_1p()).exp_m1()
}

/// The elements after which a filter of m bits and k probes is expected
/// to be half full: (1 − 1/m)^(kn) = 1/2, so n = ln(1/2) / (k·ln(1 − 1/m))
/// ≈ (m/k)·ln 2. Up to here a filter is within what its k suits; past it,
/// a larger k only makes it worse.
pub fn half_full_elements(m: f64, k: f64) -> f64 {
    (0.5f64).ln() / (k * (-1.0 / m).ln_1p())
}

/// The fill over which the playground calls a filter overloaded. A filter
/// with the optimal k is half full in expectation, and a whole k moves that
/// a little (the 1 % row, k = 7 for 6.64, is 51.8 % full), as does chance
/// on a small filter (± 9 points at m = 32). At 60 % the rate is already
/// (0.6/0.5)^k times a half-full filter's: 3.6 times at k = 7.
pub const OVERLOAD_FILL: f64 = 0.6;

/// The false-positive rate of one concrete filter with X bits set, for a
/// key whose k probes are independent: (X/m)^k. This turns "more than half
/// the bits are set" into a number.
pub fn fp_from_fill(bits_set: u64, m: u64, k: u32) -> f64 {
    if m == 0 {
        return 0.0;
    }
    (bits_set as f64 / m as f64).powi(k as i32)
}

/// Union bound on the chance that any 4-bit counter of a counting filter
/// overflows (reaches 16) (Fan, Cao, Almeida & Broder 2000): a counter is
/// Binomial(nk, 1/m), P(count ≥ j) ≤ C(nk, j)/m^j ≤ (e·nk/(j·m))^j, times
/// m counters. At k = (m/n) ln 2 it is (e ln 2 / 16)^16 · m ≈ 1.37e−15 · m.
pub fn counter_overflow_bound(m: f64, k: f64, n: f64) -> f64 {
    // One past the largest value a counter holds.
    const OVERFLOW_AT: f64 = COUNTER_MAX as f64 + 1.0;
    let per_counter = (std::f64::consts::E * n * k / (OVERFLOW_AT * m)).powf(OVERFLOW_AT);
    (m * per_counter).min(1.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: f64, b: f64, rel: f64) -> bool {
        (a - b).abs() <= rel * b.abs().max(f64::MIN_POSITIVE)
    }

    /// The experiments' rates for the standard filter are the formulas
    /// the lessons teach: the exact one and Bloom's.
    #[test]
    fn the_standard_kind_is_predicted_by_the_exact_formula_and_blooms() {
        for (m, k, n) in [(12, 2, 2), (1000, 7, 100), (95_850_584, 7, 10_000_000)] {
            let kind = FilterKind::Standard;
            assert_eq!(fp_exact_of(kind, m, k, n), fp_exact(m, k, n));
            assert_eq!(
                fp_predicted_of(kind, m, k, n),
                fp_bloom(m as f64, f64::from(k), n as f64)
            );
        }
    }

    /// The blocked formulas: at 10 bits per element the blocked filter is
    /// about 1.17 times the standard one, at 20 about 3 times (the field
    /// notes). Putze's form uses independent bits inside a block, which is
    /// low by a few per cent for many probes in 512 bits: 2 % at k = 7,
    /// about 5 % at k = 14.
    #[test]
    fn the_blocked_filter_pays_for_uneven_blocks() {
        let n = 1_000_000u64;
        for (bits_per_key, k, low, high, apart) in
            [(10u64, 7, 1.1, 1.3, 0.02), (20, 14, 2.2, 3.6, 0.06)]
        {
            let m = bits_per_key * n;
            let blocked = fp_blocked_exact(m, k, n);
            let ratio = blocked / fp_exact(m, k, n);
            assert!(low < ratio && ratio < high, "{bits_per_key}: {ratio}");
            let poisson = fp_blocked_poisson(m, k, n);
            assert!(close(poisson, blocked, apart), "{poisson} vs {blocked}");
            assert!(poisson < blocked);
            assert!(fp_blocked_spread(m, k, n) < 0.02 * blocked);
        }
        assert_eq!(fp_blocked_exact(512, 3, 10), fp_exact(512, 3, 10));
        assert_eq!(fp_blocked_exact(5120, 3, 0), 0.0);
    }

    #[test]
    fn cuckoo_rates_from_load_and_occupancy() {
        // Every bucket full: 8 compares at 1/255 each.
        let full = fp_cuckoo_from_occupancy(&[0, 0, 0, 0, 10], 8);
        assert!(close(full, 1.0 - (254.0f64 / 255.0).powi(8), 1e-12));
        assert!(close(fp_cuckoo_at_load(1.0, 8), full, 1e-12));
        assert_eq!(fp_cuckoo_from_occupancy(&[5, 0, 0, 0, 0], 8), 0.0);
        assert!(close(fp_cuckoo_fan(1.0, 12), 8.0 / 4096.0, 1e-12));
        // Fan et al.'s approximation is close to the exact form when small.
        assert!(close(
            fp_cuckoo_at_load(0.95, 16),
            fp_cuckoo_fan(0.95, 16),
            1e-3
        ));
        assert_eq!(fp_exact_of(FilterKind::Xor16, 1, 1, 1), 1.0 / 65536.0);
        assert_eq!(fp_exact_of(FilterKind::HashSet, 1, 1, 1), 0.0);
    }

    #[test]
    fn field_note_reference_values_for_the_12_bit_example() {
        assert!(close(fp_exact(12, 2, 1), 0.026042, 1e-4));
        assert!(close(fp_exact(12, 2, 2), 0.088771, 1e-5));
        assert!(close(fp_exact(12, 2, 3), 0.169846, 1e-5));
        assert!(close(fp_bloom(12.0, 2.0, 2.0), 0.080354, 1e-5));
        assert!(close(fp_bloom(12.0, 2.0, 3.0), 0.154818, 1e-5));
    }

    #[test]
    fn field_note_reference_values_at_ten_million() {
        let n = 10_000_000u64;
        let expected = [
            (0.1, 3, 0.100713),
            (0.01, 7, 0.0100392),
            (0.001, 10, 0.00100003),
            (1e-4, 13, 1.00135e-4),
        ];
        for (p, k, exact) in expected {
            let m = bits_for(n as f64, p).ceil() as u64;
            assert_eq!(optimal_k_integer(m as f64, n as f64), k);
            let got = fp_exact(m, k, n);
            assert!(close(got, exact, 1e-5), "p={p}: {got} vs {exact}");
            // Bloom's formula is off by under 2e-7 relative at this size.
            assert!(close(fp_bloom(m as f64, k.into(), n as f64), got, 2e-7));
        }
        let rounded = [
            (4.8, 3, 0.100375),
            (9.6, 7, 0.0099652),
            (14.4, 10, 0.00098930),
            (19.2, 13, 9.8727e-5),
        ];
        for (bits, k, exact) in rounded {
            let m = (bits * n as f64).round() as u64;
            assert!(close(fp_exact(m, k, n), exact, 1e-4));
        }
    }

    #[test]
    fn exact_matches_the_stirling_form_including_sparse_filters() {
        for (m, k, n) in [
            (12, 2, 2),
            (64, 10, 1),
            (64, 20, 2),
            (1000, 30, 3),
            (4096, 16, 10),
            (50, 8, 40),
        ] {
            let stirling = fp_exact_stirling(m, k, n).unwrap();
            let exact = fp_exact(m, k, n);
            assert!(
                close(exact, stirling, 1e-9),
                "m={m} k={k} n={n}: {exact} vs {stirling}"
            );
        }
    }

    #[test]
    fn exact_stays_accurate_for_a_nearly_empty_large_filter() {
        // 1000 keys in 96e6 bits with k = 64: p is about (6.7e-4)^64.
        let exact = fp_exact(96_000_000, 64, 1000);
        let bloom = fp_bloom(96e6, 64.0, 1000.0);
        assert!(
            exact > 0.0 && close(exact, bloom, 1e-3),
            "{exact} vs {bloom}"
        );
        let exact = fp_exact(1_000_000, 20, 5000);
        assert!(close(exact, fp_bloom(1e6, 20.0, 5000.0), 1e-3), "{exact}");
    }

    #[test]
    fn independent_bits_form_sits_between_bloom_and_exact() {
        // (1 − 1/m)^(kn) ≤ e^(−kn/m), so this form is never below Bloom's,
        // and it ignores the same correlation, so it stays below the exact.
        for (m, k, n) in [(12u64, 2u32, 2u64), (64, 3, 8), (1000, 7, 100)] {
            let bloom = fp_bloom(m as f64, k.into(), n as f64);
            let bits = fp_independent_bits(m as f64, k.into(), n as f64);
            let exact = fp_exact(m, k, n);
            assert!(
                bloom <= bits && bits <= exact,
                "m={m}: {bloom} {bits} {exact}"
            );
        }
        assert!(close(
            fp_independent_bits(1e9, 7.0, 1e8),
            fp_bloom(1e9, 7.0, 1e8),
            1e-6
        ));
    }

    #[test]
    fn exact_is_never_below_bloom() {
        for m in [8u64, 12, 50, 1000] {
            for k in 1..6u32 {
                for n in 1..20u64 {
                    let exact = fp_exact(m, k, n);
                    let bloom = fp_bloom(m as f64, k.into(), n as f64);
                    assert!(exact >= bloom * (1.0 - 1e-12), "m={m} k={k} n={n}");
                }
            }
        }
    }

    #[test]
    fn sizing_formulas_give_the_course_table() {
        for (p, bits, k) in [
            (0.1, 4.8, 3),
            (0.01, 9.6, 7),
            (0.001, 14.4, 10),
            (1e-4, 19.2, 13),
        ] {
            assert!((bits_per_element(p) - bits).abs() < 0.05, "p={p}");
            assert_eq!(optimal_k_integer(bits_per_element(p), 1.0), k);
            let megabytes = bits_for(1e7, p) / 8.0 / 1e6;
            assert!((megabytes - bits * 1e7 / 8e6).abs() < 0.1);
            assert!(close(
                bits_per_element(p) / lower_bound_bits_per_element(p),
                BLOOM_OVERHEAD_FACTOR,
                1e-12
            ));
        }
    }

    #[test]
    fn fixed_k_and_capacity_invert_bloom() {
        let (n, p, k) = (1e6, 0.01, 4.0);
        let m = bits_for_fixed_k(n, p, k);
        assert!(close(fp_bloom(m, k, n), p, 1e-9));
        assert!(close(capacity_fixed_k(m, p, k), n, 1e-9));
        assert!(close(capacity(bits_for(n, p), p), n, 1e-12));
        assert!(close(fp_at_optimal_k(9.585), 0.6185f64.powf(9.585), 1e-3));
    }

    #[test]
    fn fill_half_at_optimal_k_and_counter_bound() {
        let (m, n) = (1e6, 1e5);
        assert!(close(expected_fill(m, optimal_k(m, n), n), 0.5, 1e-5));
        assert!(close(
            counter_overflow_bound(m, optimal_k(m, n), n),
            1.37e-15 * m,
            0.01
        ));
        assert_eq!(fp_from_fill(6, 12, 2), 0.25);
    }
}
