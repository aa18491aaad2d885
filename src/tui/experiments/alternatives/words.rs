//! The Alternatives tab in words: the prediction and its grade, what s
//! does, the selected row in a sentence, and the names and numbers the
//! table and the chart show.

use super::{AltRun, ExperimentsScreen};
use crate::experiment::compare::{
    Design, Profile, StructureSize, bound_ratio_name, fingerprint_bits_of, shown_bound_ratio,
};
use crate::experiment::explain::{Decision, explain_exact, explain_structure};
use crate::filter::FilterKind;
use crate::lang::Lang;
use crate::t;
use crate::units::{decimal_mark, format_percent_short};

impl ExperimentsScreen {
    /// The prediction in words: what was guessed, and once both structures
    /// are built, whether it was right, with their bits per key.
    pub(super) fn guess_words(&self, lang: Lang) -> Option<String> {
        let alternatives = &self.alternatives;
        let guess = alternatives.guess?;
        let at = target_label(Some(guess.at), lang);
        let said = if guess.cuckoo { "cuckoo" } else { "Bloom" };
        // Graded as soon as both structures are built: their bits per
        // element stand in the table from then on, and a prediction left
        // ungraded beside its answer, through the run or after a cancel,
        // read as forgotten (reader 33, es). The grade says when the rates
        // are still to come, or were cut short, so that it does not read
        // as the last run's (reader 14, en 3.1; reader 16, es 3.1).
        let bloom = alternatives.measured_bits(FilterKind::Standard, guess.at);
        let cuckoo = alternatives.measured_bits(FilterKind::Cuckoo, guess.at);
        let when = match alternatives.run.as_ref() {
            Some(run) if !run.done => "running",
            Some(run) if run.cancelled => "cancelled",
            _ => "done",
        };
        let (Some(bloom), Some(cuckoo)) = (bloom, cuckoo) else {
            // What becomes of it: «s measures it (← or → changes it)»
            // stayed through the run, where neither key acts, and after a
            // cancel (reader 18, es 3.1, en 3.5).
            let state = match when {
                "done" => "waiting",
                other => other,
            };
            return Some(t!(
                lang,
                "exp-alt-guess",
                said = said,
                at = at,
                state = state
            ));
        };
        let right = if (cuckoo < bloom) == guess.cuckoo {
            "yes"
        } else {
            "no"
        };
        Some(t!(
            lang,
            "exp-alt-guess-graded",
            right = right,
            said = said,
            at = at,
            cuckoo = bits_per_key(lang, cuckoo),
            bloom = bits_per_key(lang, bloom),
            when = when
        ))
    }

    /// What s does, with the n it runs at, and (with `question`) what
    /// to predict.
    pub(super) fn alternatives_hint(&self, lang: Lang, question: bool) -> String {
        let n = crate::tui::text::count(lang, self.alternatives.n);
        // The key that changes n from where it is: «- for 10⁵» at 10⁵
        // offered a key that did nothing (reader 42, es 2.1).
        let more = if self.alternatives.n < 1_000_000 {
            "yes"
        } else {
            "no"
        };
        let what = t!(lang, "exp-alt-hint", n = n, more = more);
        match self.alternatives.question_at().filter(|_| question) {
            Some(at) => {
                let at = target_label(Some(at), lang);
                format!("{what} {}", t!(lang, "exp-alt-predict-first", at = at))
            }
            None => what,
        }
    }

    /// Row `index` in one sentence: what the structure gives and
    /// what it costs, with its measured bits beside the Bloom filter's.
    /// `stand_in`: a row built but not yet measured reads as it will once
    /// measured, with its theory's rate for the measured one; its room
    /// is kept from the start, so the table does not move down as rows
    /// are measured (reader 38, es 1.1).
    pub(super) fn row_words(
        &self,
        rows: &[Design],
        index: usize,
        stand_in: bool,
        lang: Lang,
    ) -> Option<String> {
        let design = rows.get(index)?;
        let run = self.alternatives.run.as_ref();
        let n = design_n(run, self.alternatives.n);
        let state = run.and_then(|r| r.rows.get(index));
        // The full name («filtro binary fuse (8 bits)»): the table's
        // short one is a label, not a word of the sentence.
        let name = design.kind.title(lang);
        let gives = gives(design.kind, lang);
        let Some(profile) = state.and_then(|s| s.profile.as_ref()) else {
            return Some(format!("{name}: {gives}."));
        };
        let result = state.and_then(|s| s.result.as_ref());
        let stand_in_rate =
            (stand_in && result.is_none()).then(|| design.kind.fp_exact(design.m, design.k, n));
        let size = result.map_or_else(
            || StructureSize::measured(profile.bytes, n, stand_in_rate.unwrap_or(0.0)),
            |r| StructureSize {
                bits_per_element: r.bits_per_element,
                bound_ratio: r.bound_ratio,
            },
        );
        let bits = size.bits_per_element;
        let at = design
            .fp_target
            .map(|p| target_label(Some(p), lang))
            .unwrap_or_default();
        let bloom = design
            .fp_target
            .map(|p| crate::experiment::crossover::bloom_bits_per_key(n, p))
            .filter(|bits| bits.is_finite());
        // In a sentence, «20 bits», not the column's «20,00» (reader 19,
        // es 5.11).
        let column = bits_per_key(lang, bits);
        let bits_text = [",00", ".00"]
            .iter()
            .find_map(|zeros| column.strip_suffix(zeros))
            .unwrap_or(&column)
            .to_owned();
        let mut text = match design.fp_target {
            Some(_) => t!(
                lang,
                "exp-alt-selected-at",
                name = name,
                gives = gives,
                bits = bits_text,
                at = at
            ),
            None => t!(
                lang,
                "exp-alt-selected",
                name = name,
                gives = gives,
                bits = bits_text
            ),
        };
        // Its memory is whole 64-bit words: a hair over Sizing's m/n, which
        // is said, so that 12.94 here and 12.93 there agree (reader 31, en
        // 5.2).
        let formula = bits_per_key(lang, design.m as f64 / n.max(1) as f64);
        if design.kind == FilterKind::Standard && formula != column {
            text.push_str(&t!(lang, "exp-alt-whole-words", formula = formula));
        }
        if let Some(ratio) = shown_bound_ratio(size.bits_per_element, size.bound_ratio) {
            let shown = format!("{ratio:.2}");
            text.push_str(&format!(
                ", {} {}",
                decimal_mark(lang, shown.clone()),
                bound_ratio_name(lang)
            ));
            // Lesson 1 says log₂(e) ≈ 1.44 for any p: a Bloom row off it
            // says why, its k made whole (reader 11, es 5.4).
            let log2_e = format!("{:.2}", std::f64::consts::LOG2_E);
            if design.kind == FilterKind::Standard && shown != log2_e {
                let ideal = crate::theory::optimal_k(design.m as f64, n as f64);
                text.push_str(&t!(
                    lang,
                    "exp-alt-whole-k",
                    log2e = decimal_mark(lang, log2_e),
                    k = design.k,
                    ideal = decimal_mark(lang, format!("{ideal:.2}"))
                ));
            }
        }
        if let Some(bloom) = bloom.filter(|_| design.kind != FilterKind::Standard) {
            let ratio = decimal_mark(lang, format!("{:.2}", bits / bloom));
            text.push_str(&t!(lang, "exp-alt-times-bloom", ratio = ratio));
        }
        if let Some(cost) = costs(design.kind, profile, lang) {
            text.push_str("; ");
            text.push_str(&cost);
        }
        if let Some(rate) = result
            .map(|result| result.outcome.fp_measured)
            .or(stand_in_rate)
            && design.kind == FilterKind::Blocked
        {
            let measured = crate::tui::experiments::rows::rate(lang, rate);
            text.push_str(&t!(lang, "exp-alt-measured-rate", rate = measured));
        }
        text.push_str(&super::timing_words(profile, design.kind, n, lang));
        Some(text)
    }
}

impl ExperimentsScreen {
    /// Row `index`'s timed costs as a sentence of their own, for e's
    /// words: at 80 columns the description's end, the lookup time, was
    /// cut, and e showed no time at all (reader 21, es 1.3).
    pub(super) fn row_timing(&self, rows: &[Design], index: usize, lang: Lang) -> Option<String> {
        let timing = self.timing_said(rows, index, lang)?;
        let timing = timing.trim_start_matches(['.', ';', ' ']);
        (!timing.is_empty()).then(|| crate::tui::text::capitalized(timing))
    }

    /// Row `index`'s timed costs as its description ends with them.
    fn timing_said(&self, rows: &[Design], index: usize, lang: Lang) -> Option<String> {
        let design = rows.get(index)?;
        let run = self.alternatives.run.as_ref();
        let n = design_n(run, self.alternatives.n);
        let profile = run?.rows.get(index)?.profile.as_ref()?;
        Some(super::timing_words(profile, design.kind, n, lang))
    }

    /// Whether the table at `width` shows the costs' columns: on a wide
    /// screen always, on a narrow one after v.
    pub(super) fn costs_in_table(&self, width: u16, lang: Lang) -> bool {
        super::columns::Columns::fit_together(width, lang) || self.alternatives.costs_shown
    }

    /// A row's description without its timed costs where, in `room`
    /// lines of `width`, they would be cut off with «…» mid-sentence
    /// (reader 22, es 1.1): v shows them, which the end then says.
    pub(super) fn without_timing_past(
        &self,
        text: String,
        rows: &[Design],
        index: usize,
        room: usize,
        width: u16,
        lang: Lang,
    ) -> String {
        let Some(timing) = self
            .timing_said(rows, index, lang)
            .filter(|t| !t.is_empty())
        else {
            return text;
        };
        let busy = t!(lang, "cost-wide-short");
        let kept = text
            .strip_suffix(timing.as_str())
            .or_else(|| text.strip_suffix(timing.strip_suffix(busy.as_str())?))
            .map(str::to_owned);
        match kept {
            Some(kept) => costs_or_v(
                text,
                &kept,
                (room, width),
                self.costs_in_table(width, lang),
                lang,
            ),
            None => text,
        }
    }

    /// `e`: how the selected row's rate was measured and judged, once the
    /// run is over (its verdict waits for every row: they are judged
    /// together). The hash set, exact: what its ✓ says.
    pub(super) fn row_judgement(&self, index: usize, lang: Lang) -> Option<String> {
        let run = self.alternatives.run.as_ref().filter(|run| run.done)?;
        let result = run.rows.get(index)?.result.as_ref()?;
        if result.design.kind == FilterKind::HashSet {
            return Some(explain_exact(&result.outcome, lang).join(" "));
        }
        // The rows judged together: measured to the end (a part-way row
        // has no verdict and is not in the family: reader 24, es 3.3).
        let rows = run
            .rows
            .iter()
            .filter(|row| row.result.as_ref().is_some_and(|r| !r.outcome.cancelled))
            .count();
        let decision = if rows > 1 {
            Decision::Family {
                rows,
                of: run.rows.len(),
                adjusted: result.p_adjusted,
                source: result.p_adjusted_source,
            }
        } else {
            Decision::Alone
        };
        let sentences = explain_structure(&result.outcome, result.verdict, decision, lang);
        Some(sentences.join(" "))
    }
}

/// The n of the shown run, or of the next.
pub(super) fn design_n(run: Option<&AltRun>, next: u64) -> u64 {
    run.map_or(next, |r| r.n).max(1)
}

/// A structure's letter on the chart (the hash set, exact, has no rate
/// to place it at).
pub(super) fn kind_letter(kind: FilterKind) -> Option<char> {
    Some(match kind {
        FilterKind::Standard => 'B',
        FilterKind::Blocked => 'L',
        FilterKind::Counting => 'C',
        FilterKind::Cuckoo => 'K',
        FilterKind::Xor8 | FilterKind::Xor16 => 'X',
        FilterKind::BinaryFuse8 | FilterKind::BinaryFuse16 => 'F',
        FilterKind::HashSet => return None,
    })
}

/// What a structure gives, in a few words.
pub(super) fn gives(kind: FilterKind, lang: Lang) -> String {
    match kind {
        FilterKind::Standard => t!(lang, "exp-alt-adds-and-checks-no-deletes"),
        FilterKind::Blocked => t!(lang, "exp-alt-one-cache-line-per-key"),
        FilterKind::Counting => t!(lang, "exp-alt-deletes-2"),
        FilterKind::Cuckoo => t!(lang, "exp-alt-deletes-2"),
        FilterKind::Xor8
        | FilterKind::Xor16
        | FilterKind::BinaryFuse8
        | FilterKind::BinaryFuse16 => t!(lang, "exp-alt-static-built-once-from-all"),
        FilterKind::HashSet => t!(lang, "exp-alt-exact-no-false-positives-and"),
    }
}

/// What a structure costs, beyond its bits, where the bits do not say it.
pub(super) fn costs(kind: FilterKind, profile: &Profile, lang: Lang) -> Option<String> {
    match kind {
        FilterKind::Counting => Some(t!(lang, "exp-alt-4-bits-per-counter")),
        FilterKind::Cuckoo => Some(t!(
            lang,
            "exp-alt-cuckoo-cost",
            refused = crate::tui::text::count(lang, profile.failures),
            count = profile.failures
        )),
        FilterKind::Blocked => Some(t!(lang, "exp-alt-a-higher-rate-than-bloom")),
        FilterKind::Standard
        | FilterKind::Xor8
        | FilterKind::Xor16
        | FilterKind::BinaryFuse8
        | FilterKind::BinaryFuse16
        | FilterKind::HashSet => None,
    }
}

/// A target as the table shows it: 1/256 and 1/65536 for the
/// fingerprint filters' rates, with no separator in a fraction (reader
/// 43, en 4.2, es 5.3; the glossary), a percentage otherwise, "exact" for
/// the hash set. Eight characters at most.
pub(super) fn target_label(target: Option<f64>, lang: Lang) -> String {
    match target {
        None => t!(lang, "exp-alt-target-exact").to_owned(),
        Some(p) => fingerprint_bits_of(p).map_or_else(
            || decimal_mark(lang, format_percent_short(p)),
            crate::units::fingerprint_fraction,
        ),
    }
}

/// Bits per key with two decimals, as `bloomlab compare` and Sizing
/// write them (17.90, not 17.9), in the language's decimal mark.
pub(super) fn bits_per_key(lang: Lang, value: f64) -> String {
    decimal_mark(lang, format!("{value:.2}"))
}

/// `with_costs` where it fits in `room` lines of `width`; else `without`,
/// saying that v shows the costs: cut off with «…» mid-sentence they
/// could not be read at all (reader 22, es 1.1; reader 23, es 1.1). Not
/// said while the table shows them (`costs_in_table`): «v shows its
/// costs» stood over the costs, and v hid them (reader 44, es 3.1).
pub(super) fn costs_or_v(
    with_costs: String,
    without: &str,
    (room, width): (usize, u16),
    costs_in_table: bool,
    lang: Lang,
) -> String {
    let lines =
        crate::tui::widgets::paragraph(&with_costs, width, ratatui::style::Style::default());
    if lines.len() <= room {
        return with_costs;
    }
    if costs_in_table {
        return without.to_owned();
    }
    format!(
        "{}{}",
        without.trim_end_matches('.'),
        t!(lang, "exp-alt-costs-on-v")
    )
}
