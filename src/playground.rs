//! What the playground measures on its small filter, apart from the
//! terminal: random words to add in bulk, the false-positive rate measured
//! with words that were never added (beside the formulas' rates), and that
//! rate against n as words go in.

use std::collections::{HashMap, HashSet};

use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

use crate::content::scene::SceneArray;
use crate::experiment::stats::{self, Interval};
use crate::filter::counting::COUNTER_MAX;
use crate::filter::independent_probes;
use crate::theory;

/// Never-added words one measurement asks about: enough for an interval
/// of about ± 0.35 points at a 3 % rate, and quick (a few milliseconds).
pub(crate) const MEASURE_QUERIES: u64 = 10_000;
/// The confidence of the measured rate's interval.
pub(crate) const CONFIDENCE: f64 = 0.95;
/// Letters in a random word: 26^7 ≈ 8·10⁹ words, so two draws of a few
/// thousand rarely repeat (a repeat would not count as a new element).
const RANDOM_WORD_LETTERS: usize = 7;
/// Points the rate-against-n history keeps; older ones are dropped.
pub(crate) const MAX_HISTORY_POINTS: usize = 1_000;

/// Random lowercase words, from a seed so a session can be replayed.
pub(crate) struct RandomWords {
    rng: StdRng,
}

impl RandomWords {
    pub(crate) fn seeded(seed: u64) -> RandomWords {
        RandomWords {
            rng: StdRng::seed_from_u64(seed),
        }
    }

    pub(crate) fn next_word(&mut self) -> String {
        (0..RANDOM_WORD_LETTERS)
            .map(|_| char::from(self.rng.random_range(b'a'..=b'z')))
            .collect()
    }
}

/// One measurement of a filter's false-positive rate with never-added
/// words, and what the formulas said for the same filter.
#[derive(Clone, Debug, PartialEq)]
pub struct Measurement {
    /// Distinct words in the filter: the n of the formulas.
    pub n: u64,
    pub queries: u64,
    pub(crate) false_positives: u64,
    /// false_positives / queries.
    pub(crate) rate: f64,
    /// Where the filter's true rate lies, at [`CONFIDENCE`].
    pub(crate) interval: Interval,
    /// Share of the bits set (counters above 0).
    pub(crate) fill: f64,
    /// Bloom's formula at this m, k and n: the average over all filters.
    pub(crate) fp_bloom: f64,
    /// The exact average over all filters of this m, k and n.
    pub(crate) fp_exact: f64,
    /// (X/m)^k: this very filter's rate, from its X bits set. The measured
    /// rate estimates this number.
    pub(crate) fp_this_filter: f64,
}

impl Measurement {
    /// The never-added words that came back positive.
    pub fn false_positives(&self) -> u64 {
        self.false_positives
    }

    /// Whether this filter's own rate, (X/m)^k, lies in the interval.
    pub fn consistent(&self) -> bool {
        self.interval.contains(self.fp_this_filter)
    }
}

/// Distinct words in the array (a word added twice is one element).
pub(crate) fn distinct_words(array: &SceneArray) -> u64 {
    array.words.iter().collect::<HashSet<_>>().len() as u64
}

/// Each word once, in the order first added, with how many times it was
/// added: the formulas count distinct elements, since adding a word again
/// sets no new bit (and, in a counting filter, no new counter above 0).
pub(crate) fn word_counts(array: &SceneArray) -> Vec<(&str, usize)> {
    let mut counted: Vec<(&str, usize)> = Vec::new();
    let mut index: HashMap<&str, usize> = HashMap::new();
    for word in &array.words {
        match index.get(word.as_str()) {
            Some(&at) => counted[at].1 += 1,
            None => {
                index.insert(word, counted.len());
                counted.push((word, 1));
            }
        }
    }
    counted
}

/// The filter as the formulas see it: its n, how full it is, and the
/// three predicted false-positive rates.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct FilterState {
    /// Distinct words: the n of the formulas.
    pub(crate) n: u64,
    /// Bits set (counters above 0).
    pub(crate) ones: u64,
    /// ones / m.
    pub(crate) fill: f64,
    /// Counters at [`COUNTER_MAX`]: they never go down again.
    pub(crate) stuck: usize,
    /// Bloom's formula at this m, k and n: the average over all filters.
    pub(crate) fp_bloom: f64,
    /// The exact average over all filters of this m, k and n.
    pub(crate) fp_exact: f64,
    /// (X/m)^k: this very filter's rate, from its X bits set.
    pub(crate) fp_this_filter: f64,
}

impl FilterState {
    pub(crate) fn of(array: &SceneArray) -> FilterState {
        let n = distinct_words(array);
        let ones = array.ones();
        FilterState {
            n,
            ones,
            fill: ones as f64 / array.m as f64,
            stuck: array.cells.iter().filter(|c| **c >= COUNTER_MAX).count(),
            fp_bloom: theory::fp_bloom(array.m as f64, f64::from(array.k), n as f64),
            fp_exact: theory::fp_exact(array.m, array.k, n),
            fp_this_filter: theory::fp_from_fill(ones, array.m, array.k),
        }
    }

    /// Past [`theory::OVERLOAD_FILL`]: more words than this m and k suit.
    pub(crate) fn overloaded(&self) -> bool {
        self.fill > theory::OVERLOAD_FILL
    }

    /// How many times a half-full filter's rate with the same k this
    /// filter's is: (fill / ½)^k.
    pub(crate) fn times_half_full(&self, k: u32) -> f64 {
        (self.fill / 0.5).powi(k as i32)
    }
}

/// The exact false-positive rate against n for this m and k: `points` + 1
/// points from n = 0 to `n_max`.
pub(crate) fn predicted_rates(m: u64, k: u32, n_max: f64, points: usize) -> Vec<(f64, f64)> {
    (0..=points)
        .map(|i| {
            let n = n_max * i as f64 / points.max(1) as f64;
            (n, theory::fp_exact(m, k, n.round() as u64))
        })
        .collect()
}

/// The rate past which the rate chart has nothing left to show: every
/// query a false positive, or nearly.
pub(crate) const SATURATED_RATE: f64 = 0.99;

/// The n at which a filter of this m and k is expected to answer
/// [`SATURATED_RATE`] of its queries wrongly: the expected fill
/// 1 − (1 − 1/m)^(kn) raised to the power k reaches it. Past it the
/// curve is flat, and charting it squeezed the bend into a few columns
/// (reader 13: after N on m = 32).
pub(crate) fn saturated_n(m: u64, k: u32) -> f64 {
    let fill = SATURATED_RATE.powf(1.0 / f64::from(k));
    (1.0 - fill).ln() / (f64::from(k) * (-1.0 / m as f64).ln_1p())
}

/// The n at which a filter of this m and k is expected half full, and its
/// exact rate there.
pub(crate) fn half_full(m: u64, k: u32) -> (f64, f64) {
    let n = theory::half_full_elements(m as f64, f64::from(k));
    (n, theory::fp_exact(m, k, n.round() as u64))
}

/// Ask the filter about `queries` random words that were never added, and
/// count how many it wrongly reports present. The words come from `seed`.
pub(crate) fn measure(array: &SceneArray, queries: u64, seed: u64) -> Measurement {
    let added: HashSet<&str> = array.words.iter().map(String::as_str).collect();
    let mut words = RandomWords::seeded(seed);
    let mut positions = Vec::with_capacity(array.k as usize);
    let mut asked = 0;
    let mut false_positives = 0;
    while asked < queries {
        let word = words.next_word();
        if added.contains(word.as_str()) {
            continue;
        }
        asked += 1;
        independent_probes(word.as_bytes(), 0, array.m, array.k, &mut positions);
        if positions.iter().all(|&at| array.cells[at as usize] > 0) {
            false_positives += 1;
        }
    }
    let state = FilterState::of(array);
    let rate = if queries == 0 {
        0.0
    } else {
        false_positives as f64 / queries as f64
    };
    Measurement {
        n: state.n,
        queries,
        false_positives,
        rate,
        interval: stats::clopper_pearson(false_positives as f64, queries as f64, CONFIDENCE),
        fill: state.fill,
        fp_bloom: state.fp_bloom,
        fp_exact: state.fp_exact,
        fp_this_filter: state.fp_this_filter,
    }
}

/// The seed of the measurement that a chart point of this filter state
/// uses: the same words for the same state, so a replay draws the same
/// chart.
pub(crate) fn state_seed(array: &SceneArray) -> u64 {
    let mut seed = array.m.wrapping_mul(0x9e37_79b9_7f4a_7c15);
    seed ^= u64::from(array.k).rotate_left(17);
    seed ^= (array.words.len() as u64).rotate_left(33);
    seed ^ array.ones().rotate_left(49)
}

/// The measured rate against n as words go in: one point per change of the
/// filter's words, at most [`MAX_HISTORY_POINTS`] (the oldest go first).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct RateHistory {
    points: Vec<(u64, f64)>,
}

impl RateHistory {
    /// Measure the array as it is now and keep the point.
    pub(crate) fn record(&mut self, array: &SceneArray) {
        let measured = measure(array, MEASURE_QUERIES, state_seed(array));
        self.push((measured.n, measured.rate));
    }

    fn push(&mut self, point: (u64, f64)) {
        if self.points.len() >= MAX_HISTORY_POINTS {
            self.points.remove(0);
        }
        self.points.push(point);
    }

    /// Record a point if n has moved on enough since the last one: every
    /// word while n is small, then one point per 2.5 % of n, so a paste or
    /// a storm of typed words costs a few dozen measurements, not one per
    /// word.
    pub(crate) fn record_if_moved(&mut self, array: &SceneArray) {
        let Some(&(last, _)) = self.points.last() else {
            self.record(array);
            return;
        };
        let step = (last / 40).max(1);
        // n is at most the words added: when even that has not moved on
        // a step, n has not (and no set of the words is built).
        let added = array.words.len() as u64;
        if added >= last && added < last + step {
            return;
        }
        let n = distinct_words(array);
        if n < last || n >= last + step {
            self.record(array);
        }
    }

    pub(crate) fn clear(&mut self) {
        self.points.clear();
    }

    /// Chart a measurement taken with t at this filter's n, in place of
    /// the point measured there as the words went in: the chart showed
    /// one measured rate and the screen another (reader 28, en 6.1).
    pub(crate) fn take(&mut self, measured: &Measurement) {
        match self.points.last_mut() {
            Some(last) if last.0 == measured.n => last.1 = measured.rate,
            _ => self.push((measured.n, measured.rate)),
        }
    }

    /// (n, measured rate) in the order measured.
    pub fn points(&self) -> &[(u64, f64)] {
        &self.points
    }
}

#[cfg(test)]
mod tests {

    /// The exact rate crosses 99 % within a word of `saturated_n`, for
    /// small and large filters alike.
    #[test]
    fn the_curve_goes_flat_where_saturated_n_says() {
        for (m, k) in [(12, 2), (32, 3), (32, 1), (256, 7), (4096, 16)] {
            let n = super::saturated_n(m, k);
            let before = theory::fp_exact(m, k, n.floor() as u64 - 1);
            let after = theory::fp_exact(m, k, n.ceil() as u64 + 1);
            assert!(before < super::SATURATED_RATE, "{m} {k}: {before}");
            assert!(after > super::SATURATED_RATE - 0.002, "{m} {k}: {after}");
        }
    }
    use super::*;
    use crate::content::scene;

    fn filled(m: u64, k: u32, words: usize, seed: u64) -> SceneArray {
        let mut array = SceneArray::new(m, k, false);
        let mut random = RandomWords::seeded(seed);
        for _ in 0..words {
            let word = random.next_word();
            let at = array.hashed_positions(&word);
            scene::add(&mut array, &word, at);
        }
        array
    }

    /// An empty filter answers no to everything; a full one yes.
    #[test]
    fn empty_and_full_filters_measure_zero_and_one() {
        let empty = SceneArray::new(64, 3, false);
        let measured = measure(&empty, 1_000, 1);
        assert_eq!((measured.false_positives, measured.rate), (0, 0.0));
        let full = filled(8, 1, 200, 2);
        assert_eq!(full.ones(), 8);
        assert_eq!(measure(&full, 1_000, 3).rate, 1.0);
    }

    /// The measured rate estimates (X/m)^k of the filter measured: over
    /// 40 filters, its 95 % interval holds that value in nearly all (a
    /// miss rate far above 5 % would mean the words or the probes are
    /// not independent of the filter).
    #[test]
    fn the_interval_holds_this_filters_rate() {
        let mut misses = 0;
        for seed in 0..40 {
            let array = filled(256, 3, 60, seed);
            let measured = measure(&array, MEASURE_QUERIES, 1_000 + seed);
            assert_eq!(measured.n, 60);
            if !measured.consistent() {
                misses += 1;
            }
        }
        // Binomial(40, 0.05) exceeds 6 with probability under 1.3 %.
        assert!(misses <= 6, "{misses} of 40 intervals missed (X/m)^k");
    }

    /// Words that were added are never asked, so a filter holding some of
    /// the measuring words still measures only false positives.
    #[test]
    fn added_words_are_not_asked() {
        let mut array = SceneArray::new(4096, 2, false);
        let mut same = RandomWords::seeded(7);
        for _ in 0..50 {
            let word = same.next_word();
            let at = array.hashed_positions(&word);
            scene::add(&mut array, &word, at);
        }
        // The measurement draws the same words first: all skipped.
        let measured = measure(&array, 2_000, 7);
        assert!(measured.rate < 0.01, "{}", measured.rate);
    }

    /// The history keeps one point per record, oldest dropped first.
    #[test]
    fn the_history_is_bounded() {
        let mut history = RateHistory::default();
        history.record(&filled(32, 2, 5, 9));
        assert_eq!(history.points().len(), 1);
        assert_eq!(history.points()[0].0, 5);
        for n in 0..MAX_HISTORY_POINTS as u64 + 3 {
            history.push((n, 0.5));
        }
        assert_eq!(history.points().len(), MAX_HISTORY_POINTS);
        assert_eq!(history.points()[0].0, 3);
    }

    /// Points come every word while n is small, then every 2.5 % of n;
    /// n going below the last point is charted at once.
    #[test]
    fn points_thin_out_as_n_grows() {
        let mut history = RateHistory::default();
        let mut array = SceneArray::new(64, 2, true);
        let mut random = RandomWords::seeded(4);
        let mut words = Vec::new();
        for _ in 0..200 {
            let word = random.next_word();
            let at = array.hashed_positions(&word);
            scene::add(&mut array, &word, at);
            words.push(word);
            history.record_if_moved(&array);
        }
        let charted: Vec<u64> = history.points().iter().map(|p| p.0).collect();
        assert_eq!(&charted[..3], [1, 2, 3]);
        assert!(
            charted
                .windows(2)
                .all(|w| w[1] >= w[0] + (w[0] / 40).max(1))
        );
        // 40 points to n = 40, then about 40·ln(200/40) ≈ 64 more.
        assert!(charted.len() < 130, "{}", charted.len());
        // Back below the last point (words removed): charted at once.
        let last = history.points().last().unwrap().0;
        for word in &words[..8] {
            let at = array.hashed_positions(word);
            scene::remove(&mut array, word, at).unwrap();
        }
        assert!(distinct_words(&array) < last);
        history.record_if_moved(&array);
        assert_eq!(history.points().last().unwrap().0, distinct_words(&array));
    }
}
