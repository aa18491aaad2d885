//! What a measurement says about the formulas: the one rule that turns an
//! outcome into its verdict on the exact formula and its verdict on
//! Bloom's formula. Every face shows these, and none decides them itself.

use serde::Serialize;

use super::Outcome;

/// Whether a measurement agrees with the exact formula.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Verdict {
    /// The binomial test does not reject the exact rate: the count is
    /// consistent with theory (failing to reject is not agreement). The
    /// variant keeps its name so that its serialized value,
    /// `agrees-with-theory`, stays stable; every text says "consistent".
    AgreesWithTheory,
    /// The count is unlikely under the exact rate.
    Differs,
    /// Too few false positives to say (none yet, or cancelled early).
    Inconclusive,
}

impl Verdict {
    /// The words every CLI output uses: "consistent with theory",
    /// "differs from theory", "inconclusive".
    pub fn describe(self) -> &'static str {
        match self {
            Verdict::AgreesWithTheory => "consistent with theory",
            Verdict::Differs => "differs from theory",
            Verdict::Inconclusive => "inconclusive",
        }
    }
}

/// The verdicts of one outcome.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Verdicts {
    /// On the exact formula (the rate the run tests against).
    pub exact: Verdict,
    /// Bloom's formula is rejected: the count is unlikely under Bloom's
    /// rate while the exact rate is kept. This is what shows Bloom's
    /// formula to be low (the exact rate is never below it); where the
    /// exact rate is rejected too, the count says nothing about which
    /// formula is the better one, and Bloom's is not singled out.
    pub bloom_rejected: bool,
}

/// The counts behind the verdicts: what [`judge`] decides on.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Evidence {
    pub(crate) false_positives: u64,
    /// Two-sided binomial test against the exact rate.
    pub(crate) p_value: f64,
    /// The same test against Bloom's formula.
    pub(crate) p_value_bloom: f64,
    /// The confidence level: a test rejects below 1 − confidence.
    pub(crate) confidence: f64,
    /// The run was cancelled before it was done.
    pub(crate) cancelled: bool,
}

/// The rule. The exact formula is rejected when its p-value is below
/// 1 − confidence; with no false positive at all, or cancelled without a
/// rejection, the verdict is inconclusive. Bloom's formula is rejected when
/// its own p-value is below the level and the exact formula is not.
pub(crate) fn judge(evidence: &Evidence) -> Verdicts {
    let alpha = 1.0 - evidence.confidence;
    // Written as two comparisons, not one negated: a NaN p-value neither
    // rejects nor keeps.
    let exact_rejected = evidence.p_value < alpha;
    let exact_kept = evidence.p_value >= alpha;
    let exact = if evidence.false_positives == 0 || (evidence.cancelled && exact_kept) {
        Verdict::Inconclusive
    } else if exact_rejected {
        Verdict::Differs
    } else {
        Verdict::AgreesWithTheory
    };
    Verdicts {
        exact,
        bloom_rejected: evidence.p_value_bloom < alpha && exact_kept,
    }
}

/// The verdicts of an outcome (its `verdict` field is `verdicts(..).exact`).
pub(crate) fn verdicts(outcome: &Outcome) -> Verdicts {
    judge(&Evidence {
        false_positives: outcome.false_positives,
        p_value: outcome.p_value,
        p_value_bloom: outcome.p_value_bloom,
        confidence: outcome.spec.confidence,
        cancelled: outcome.cancelled,
    })
}

/// A row's verdicts as one of a family of rows tested together.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct FamilyVerdicts {
    /// Decided on the Holm-adjusted p-values.
    pub verdicts: Verdicts,
    /// Holm-adjusted p-values against the exact rate and Bloom's.
    pub p_adjusted: f64,
    pub p_adjusted_bloom: f64,
    /// The raw p-value (against the exact rate) that set `p_adjusted`:
    /// this row's, or a smaller one's that Holm's running maximum carried.
    pub p_adjusted_source: f64,
}

/// The verdicts of every row of one run (a table, a suite, a k sweep),
/// family-wise: each family of tests (on the exact formula, on Bloom's) is
/// adjusted by Holm's method ([`super::family::holm_adjusted`]), so the
/// chance of any false alarm among the rows stays at 1 − confidence. Rows
/// keep their raw p-values in the outcomes.
pub fn family_verdicts(outcomes: &[Outcome]) -> Vec<FamilyVerdicts> {
    let raw: Vec<f64> = outcomes.iter().map(|o| o.p_value).collect();
    let raw_bloom: Vec<f64> = outcomes.iter().map(|o| o.p_value_bloom).collect();
    let adjusted = super::family::holm_with_sources(&raw);
    let adjusted_bloom = super::family::holm_adjusted(&raw_bloom);
    outcomes
        .iter()
        .zip(adjusted.iter().zip(&adjusted_bloom))
        .map(
            |(outcome, (&(p_adjusted, p_adjusted_source), &p_adjusted_bloom))| FamilyVerdicts {
                verdicts: judge(&Evidence {
                    false_positives: outcome.false_positives,
                    p_value: p_adjusted,
                    p_value_bloom: p_adjusted_bloom,
                    confidence: outcome.spec.confidence,
                    cancelled: outcome.cancelled,
                }),
                p_adjusted,
                p_adjusted_bloom,
                p_adjusted_source,
            },
        )
        .collect()
}

/// A run repeated over seeds: how often its verdicts said "differs", row
/// by row on their own (raw) and judged together (Holm), and the raw
/// p-values seen. `bloomlab --repeat` and the experiments screen's `r`
/// count with this one tally.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct RepeatTally {
    /// Runs counted.
    pub(crate) runs: usize,
    /// Per row: runs where its own test said "differs", and family-wise.
    pub raw: Vec<usize>,
    pub family: Vec<usize>,
    /// Runs with some row flagged, raw and family-wise.
    pub runs_raw: usize,
    pub runs_family: usize,
    /// Rows measured over all runs (unfinished rows are left out).
    pub(crate) rows_tested: usize,
    /// Every measured row's raw p-value, in order.
    pub p_values: Vec<f64>,
}

impl RepeatTally {
    pub fn new(rows: usize) -> Self {
        Self {
            raw: vec![0; rows],
            family: vec![0; rows],
            ..Self::default()
        }
    }

    /// Count one run: each row's outcome, None for a row that did not
    /// finish (the family is the rows that did).
    pub fn add_run(&mut self, outcomes: &[Option<Outcome>]) {
        let measured: Vec<(usize, &Outcome)> = outcomes
            .iter()
            .enumerate()
            .filter_map(|(row, outcome)| Some((row, outcome.as_ref()?)))
            .collect();
        let owned: Vec<Outcome> = measured.iter().map(|(_, o)| (*o).clone()).collect();
        let family = family_verdicts(&owned);
        let (mut any_raw, mut any_family) = (false, false);
        for ((row, outcome), family) in measured.iter().zip(&family) {
            if *row >= self.raw.len() {
                self.raw.resize(row + 1, 0);
                self.family.resize(row + 1, 0);
            }
            if outcome.verdict == Verdict::Differs {
                self.raw[*row] += 1;
                any_raw = true;
            }
            if family.verdicts.exact == Verdict::Differs {
                self.family[*row] += 1;
                any_family = true;
            }
            self.p_values.push(outcome.p_value);
        }
        self.rows_tested += measured.len();
        self.runs += 1;
        self.runs_raw += usize::from(any_raw);
        self.runs_family += usize::from(any_family);
    }

    /// Rows flagged on their own, over all runs.
    pub(crate) fn rows_differing_raw(&self) -> usize {
        self.raw.iter().sum()
    }

    /// The raw p-values in `bins` equal bins from 0 to 1: about level for
    /// correct filters (a p-value is uniform under the null), piled up near
    /// 0 where rows really differ.
    pub(crate) fn p_value_histogram(&self, bins: usize) -> Vec<usize> {
        let bins = bins.max(1);
        let mut counts = vec![0; bins];
        for &p in &self.p_values {
            let p = if p.is_nan() { 1.0 } else { p.clamp(0.0, 1.0) };
            counts[((p * bins as f64) as usize).min(bins - 1)] += 1;
        }
        counts
    }

    /// What the tally comes to at this level, beside what chance predicts
    /// for correct filters: the one summary `--repeat` prints and `r`
    /// shows.
    pub fn summary(&self, level: f64) -> RepeatSummary {
        let rows = i32::try_from(self.raw.len()).unwrap_or(i32::MAX);
        RepeatSummary {
            runs: self.runs,
            rows_tested: self.rows_tested,
            rows_differing_raw: self.rows_differing_raw(),
            expected_raw: level * self.rows_tested as f64,
            runs_differing_raw: self.runs_raw,
            chance_run_raw: 1.0 - (1.0 - level).powi(rows),
            runs_differing_family: self.runs_family,
            at_most_family: level * self.runs as f64,
            family_tail: super::stats::binomial_sf(
                self.runs_family as f64,
                self.runs as f64,
                level,
            ),
            chance: self.chance(level),
            histogram: self.p_value_histogram(P_VALUE_BINS),
        }
    }

    /// Whether the rows flagged on their own are as many as chance makes
    /// them at this level: the two-sided binomial test of the count
    /// against level × rows tested.
    pub fn chance(&self, level: f64) -> Chance {
        let count = self.rows_differing_raw();
        let trials = self.rows_tested;
        let p_value = super::stats::binomial_test(count as f64, trials as f64, level);
        Chance {
            count,
            trials,
            expected: level * trials as f64,
            p_value,
            within: p_value >= level,
            rows_share_keys: self.rows_tested > self.runs,
        }
    }
}

/// Bins of a repeat's p-value histogram: a tenth of 0 to 1 each.
pub(crate) const P_VALUE_BINS: usize = 10;

/// A repeat over seeds at a level ([`RepeatTally::summary`]).
#[derive(Clone, Debug, PartialEq)]
pub struct RepeatSummary {
    pub(crate) runs: usize,
    /// Rows measured over all runs, those flagged on their own, and what
    /// chance flags: level × rows measured.
    pub rows_tested: usize,
    pub rows_differing_raw: usize,
    pub expected_raw: f64,
    /// Runs with some row flagged on its own, and the chance of that in
    /// one run of correct filters: 1 − (1 − level)^rows.
    pub runs_differing_raw: usize,
    pub chance_run_raw: f64,
    /// Runs with some row flagged family-wise (Holm), and the most chance
    /// flags: level × runs.
    pub runs_differing_family: usize,
    pub at_most_family: f64,
    /// How often correct filters give at least that many runs flagged
    /// family-wise, were each run flagged with the level's chance (Holm
    /// keeps it at most that): P(X ≥ count), X ~ Binomial(runs, level).
    pub family_tail: f64,
    /// The raw count against chance.
    pub chance: Chance,
    /// The raw p-values in [`P_VALUE_BINS`] bins from 0 to 1.
    pub histogram: Vec<usize>,
}

/// A chance as a percentage for reading: whole per cent from 1 %, two
/// significant digits below ("71 %", "0.42 %"), with a space before %.
pub fn rough_percent(p: f64) -> String {
    let percent = p * 100.0;
    if percent >= 1.0 || percent == 0.0 {
        format!("{percent:.0} %")
    } else {
        format!("{} %", crate::units::format_sig(percent, 2))
    }
}

/// The count of rows flagged against what chance predicts.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Chance {
    pub count: usize,
    pub(crate) trials: usize,
    pub expected: f64,
    /// Two-sided binomial test of the count against the level.
    pub p_value: f64,
    /// The count is not unusual for correct filters (p-value ≥ level).
    pub within: bool,
    /// A run has several rows, measured with the same keys: their flags
    /// are not independent, so the binomial test does not hold for the
    /// count (lesson 2 says so), and the runs judged family-wise, one per
    /// seed, decide instead (reader 9, es 5.1).
    pub rows_share_keys: bool,
}

#[cfg(test)]
mod tests {
    use super::*;

    fn evidence(false_positives: u64, p_value: f64, p_value_bloom: f64) -> Evidence {
        Evidence {
            false_positives,
            p_value,
            p_value_bloom,
            confidence: 0.95,
            cancelled: false,
        }
    }

    #[test]
    fn blooms_formula_is_rejected_only_while_the_exact_one_is_kept() {
        let kept = judge(&evidence(2462, 0.3, 1e-9));
        assert_eq!(kept.exact, Verdict::AgreesWithTheory);
        assert!(kept.bloom_rejected);
        // Both rejected: the count does not single out Bloom's formula.
        let both = judge(&evidence(2462, 0.001, 1e-9));
        assert_eq!(both.exact, Verdict::Differs);
        assert!(!both.bloom_rejected);
        let neither = judge(&evidence(2462, 0.3, 0.2));
        assert!(!neither.bloom_rejected);
        // At the level itself, a test does not reject.
        let edge = judge(&evidence(10, 0.05 + 1e-12, 0.05 + 1e-12));
        assert_eq!(edge.exact, Verdict::AgreesWithTheory);
        assert!(!edge.bloom_rejected);
    }

    #[test]
    fn no_false_positive_or_an_early_cancel_is_inconclusive() {
        assert_eq!(judge(&evidence(0, 0.9, 0.9)).exact, Verdict::Inconclusive);
        let cancelled = Evidence {
            cancelled: true,
            ..evidence(40, 0.5, 0.5)
        };
        assert_eq!(judge(&cancelled).exact, Verdict::Inconclusive);
        // A rejection is a rejection, cancelled or not.
        let cancelled = Evidence {
            cancelled: true,
            ..evidence(40, 1e-6, 0.5)
        };
        assert_eq!(judge(&cancelled).exact, Verdict::Differs);
    }

    #[test]
    fn a_family_is_judged_on_holm_adjusted_p_values() {
        let spec = crate::experiment::ExperimentSpec::new(1000, 3, 100);
        let tally = crate::experiment::Tally {
            queries: 10_000,
            false_positives: 100,
            ..Default::default()
        };
        let rows: Vec<Outcome> = [0.03, 0.5, 0.01, 0.02]
            .into_iter()
            .map(|p| Outcome {
                p_value: p,
                p_value_bloom: p,
                ..Outcome::from_tally(&spec, &tally, false, 0.0)
            })
            .collect();
        let family = family_verdicts(&rows);
        let adjusted: Vec<f64> = family.iter().map(|f| f.p_adjusted).collect();
        for (a, e) in adjusted.iter().zip([0.06, 0.5, 0.04, 0.06]) {
            assert!((a - e).abs() < 1e-12, "{adjusted:?}");
        }
        let differs: Vec<bool> = family
            .iter()
            .map(|f| f.verdicts.exact == Verdict::Differs)
            .collect();
        // Alone, three rows would be flagged at 5 %; together, one is.
        assert_eq!(differs, [false, false, true, false]);
        assert_eq!(
            rows.iter()
                .filter(|o| verdicts(o).exact == Verdict::Differs)
                .count(),
            3
        );
    }

    fn outcome_with(p_value: f64, verdict: Verdict) -> Outcome {
        let spec = crate::experiment::ExperimentSpec::new(1000, 3, 100);
        let tally = crate::experiment::Tally {
            queries: 10_000,
            false_positives: 100,
            filters: 1,
            ..Default::default()
        };
        let mut outcome = Outcome::from_tally(&spec, &tally, false, 0.1);
        outcome.p_value = p_value;
        outcome.verdict = verdict;
        outcome
    }

    /// The tally counts raw and family-wise flags per row and per run,
    /// leaves unfinished rows out, bins the p-values and tests the count.
    #[test]
    fn a_repeat_tally_counts_flags_and_bins_p_values() {
        let mut tally = RepeatTally::new(3);
        let differs = outcome_with(0.001, Verdict::Differs);
        let fine = outcome_with(0.6, Verdict::AgreesWithTheory);
        tally.add_run(&[Some(differs.clone()), Some(fine.clone()), None]);
        tally.add_run(&[
            Some(fine.clone()),
            Some(outcome_with(0.04, Verdict::Differs)),
            Some(fine),
        ]);
        assert_eq!(tally.runs, 2);
        assert_eq!(tally.raw, vec![1, 1, 0]);
        // 0.001·2 rows = 0.002 < 0.05; 0.04·3 = 0.12 is not.
        assert_eq!(tally.family, vec![1, 0, 0]);
        assert_eq!((tally.runs_raw, tally.runs_family), (2, 1));
        assert_eq!(tally.rows_tested, 5);
        assert_eq!(
            tally.p_value_histogram(10),
            vec![2, 0, 0, 0, 0, 0, 3, 0, 0, 0]
        );
        let chance = tally.chance(0.05);
        assert_eq!((chance.count, chance.trials), (2, 5));
        // 2 of 5 at 5 %: P(X ≥ 2) = 1 − 0.95^5 − 5·0.05·0.95^4 = 0.0226.
        assert!(
            (chance.p_value - 2.0 * 0.022_592).abs() < 1e-4,
            "{chance:?}"
        );
        assert!(!chance.within);
    }

    /// Under the null, 5 flags in 100 rows is within chance, 15 is not.
    #[test]
    fn the_chance_check_is_a_binomial_test() {
        let with = |flags: usize| RepeatTally {
            raw: vec![flags],
            rows_tested: 100,
            ..RepeatTally::default()
        };
        assert!(with(5).chance(0.05).within);
        assert!(with(2).chance(0.05).within);
        assert!(!with(15).chance(0.05).within);
    }
}
