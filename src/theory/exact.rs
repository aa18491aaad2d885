//! The exact false-positive rate of k independent uniform probes (Bose et
//! al. 2008; Christensen, Roginsky & Jimeno 2010), remembered for repeated
//! arguments, and its Stirling-number form as an independent check.

use std::cell::Cell;
use std::collections::BTreeMap;
use std::sync::Mutex;

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
pub(crate) fn fp_exact_work() -> u64 {
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
        cover_one_more(&mut covered, &mut shrink, &step, t);
        t += 1.0;
    }
    Some(
        last.iter()
            .zip(totals)
            .map(|(end, total)| (*end >= 0.0).then_some(total))
            .collect(),
    )
}

/// One step of [`all_hit_by_positive_terms`]'s recurrence: `covered[j]`
/// from G(t, j) to G(t + 1, j) for every j, with `shrink[j]` =
/// ((j−1)/j)^t moved on to the next power (times `step[j]`).
fn cover_one_more(covered: &mut [f64], shrink: &mut [f64], step: &[f64], t: f64) {
    let most = covered.len() - 1;
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::theory::close;
    use crate::theory::{bits_for, fp_bloom, optimal_k_integer};

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
            assert_eq!(optimal_k_integer(m as f64, n as f64, 64), k);
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
}
