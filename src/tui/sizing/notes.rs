//! The sentences under Sizing's design: why m or p moved, the units, the
//! warnings. Each says how readily it gives way to the chart on a short
//! screen, so that the chart keeps rows enough to read (reader 10, es 1.3).

use ratatui::style::Style;
use ratatui::text::Line;

use super::{Pin, SizingScreen, two_decimals};
use crate::lang::Lang;
use crate::sizing::{self, Sizing};
use crate::t;
use crate::theory;
use crate::tui::text::count;
use crate::tui::theme::Theme;
use crate::units::format_bytes_as;

/// One sentence under the design, and when it gives way to the chart:
/// `None` never (a warning), else the lower ranks go first.
#[derive(Clone)]
pub(super) struct Note {
    pub(super) text: String,
    pub(super) style: Style,
    pub(super) gives_way: Option<u8>,
    /// A shorter form, tried before the note gives way: at 80×22 the
    /// whole k note was dropped and left its two rows blank (reader 35,
    /// es 1.5).
    pub(super) short: Option<String>,
}

impl Note {
    pub(super) fn kept(text: String, style: Style) -> Self {
        Self {
            text,
            style,
            gives_way: None,
            short: None,
        }
    }

    fn optional(text: String, style: Style, rank: u8) -> Self {
        Self {
            text,
            style,
            gives_way: Some(rank),
            short: None,
        }
    }

    fn or_shorter(self, short: String) -> Self {
        Self {
            short: Some(short),
            ..self
        }
    }
}

/// How far above the rate asked the exact rate must be before a small n,
/// not k's rounding, is said to be the cause.
const SMALL_N_GAP: f64 = 1.05;

/// The lines the chart below wants at least: its title, seven plot rows
/// (an odd number puts 10⁻⁴ halfway), the axis, its labels and the key.
pub(super) const CHART_WANTS: u16 = 11;

/// The notes wrapped to `width`, dropping those that give way (lowest
/// rank first) while they take more than the `room` lines above the
/// chart.
pub(super) fn fitted<'a>(notes: Vec<Note>, width: u16, room: u16) -> Vec<Line<'a>> {
    // Warnings said short, where that keeps a note that would otherwise
    // give way: with k held at 6 at 80×22, the note with the bits it
    // costs went whole to keep the warning's second row (reader 47, en
    // 1.1).
    let (lines, kept) = fitted_counted(notes.clone(), width, room);
    let shortened: Vec<Note> = notes
        .into_iter()
        .map(|mut note| {
            if note.gives_way.is_none()
                && let Some(short) = note.short.take()
            {
                note.text = short;
            }
            note
        })
        .collect();
    let (short_lines, short_kept) = fitted_counted(shortened, width, room);
    if short_kept > kept && short_lines.len() as u16 <= room {
        short_lines
    } else {
        lines
    }
}

/// [`fitted`] with its warnings as they are, and how many notes stay.
fn fitted_counted<'a>(mut notes: Vec<Note>, width: u16, room: u16) -> (Vec<Line<'a>>, usize) {
    let wrap = |notes: &[Note]| -> Vec<Line<'a>> {
        notes
            .iter()
            .flat_map(|note| crate::tui::widgets::paragraph(&note.text, width, note.style))
            .collect()
    };
    loop {
        let lines = wrap(&notes);
        let first_to_go = notes
            .iter()
            .enumerate()
            .filter_map(|(index, note)| note.gives_way.map(|rank| (rank, index)))
            .min();
        match first_to_go {
            Some((_, index)) if lines.len() as u16 > room => match notes[index].short.take() {
                Some(short) => notes[index].text = short,
                None => {
                    notes.remove(index);
                }
            },
            _ => return (lines, notes.len()),
        }
    }
}

/// Where the chart goes in a body of `stable` lines: its top and height, the same whatever the
/// notes above it say, so that the curve does not jump as n and p
/// change (reader 27, es 1.7, en 1.6). Three lines are kept for the
/// notes (five on a tall screen), and a blank line before the chart
/// where the screen has one.
pub(super) fn chart_place(stable: u16) -> (u16, u16) {
    // Five on a screen tall enough for the chart to keep twice its
    // least: at 120×40 the held k's note took its short form for some k
    // and its long one for others, with rows to spare (readers 48, en
    // 4.2).
    let tall = stable >= DESIGN_ROWS + 5 + 1 + 2 * CHART_WANTS;
    let note_room: u16 = if tall { 5 } else { 3 };
    let gap = u16::from(stable >= DESIGN_ROWS + note_room + 1 + CHART_WANTS);
    let height = stable
        .saturating_sub(DESIGN_ROWS + note_room + gap)
        .max(CHART_WANTS);
    (stable.saturating_sub(height), height)
}

/// The header and the design's six rows above the notes.
pub(super) const DESIGN_ROWS: u16 = 7;

impl SizingScreen {
    /// The notes under the design, in reading order.
    pub(super) fn notes(&self, s: &Sizing, lang: Lang, theme: &Theme) -> Vec<Note> {
        let mut notes = Vec::new();
        if let Some(said) = self
            .m_held_note
            .as_ref()
            .filter(|_| self.m_held_note_on_status().is_none())
        {
            notes.push(Note::kept(said.clone(), theme.accent));
        }
        // The n a pinned m was sized at, once n has moved from it.
        if let Pin::M(_, at) = self.pin
            && at != self.n
        {
            let p = crate::units::decimal_mark(lang, super::target_text(self.p()));
            let said = t!(lang, "sizing-m-sized-at", p = p, at = count(lang, at));
            notes.push(Note::kept(said, theme.dim));
        }
        if let Some((held, short, optimal)) = self.pinned_k_note(s, lang) {
            // Shorter before it gives way: at 80×22 it went whole and
            // left its two rows blank (reader 41, en 1.3).
            // The best k of this larger m goes with the note, or neither
            // does: alone, the note's «k = log₂(1/p) = 6.64» stood under
            // the row's «best: 6.65» (reader 44, es 5.3).
            let held = match optimal {
                Some(optimal) => format!("{held} {optimal}"),
                None => held,
            };
            notes.push(Note::optional(held, theme.dim, 2).or_shorter(short));
        }
        // k stops at the largest bloomlab builds: said, not left to look
        // like the formula's (reader 8, es 5.4).
        let most = crate::filter::MAX_HASH_FUNCTIONS;
        if s.k == most && s.k_optimal > f64::from(most) {
            notes.push(Note::kept(
                t!(lang, "sizing-k-capped", most = most),
                theme.dim,
            ));
        }
        // The free design rounds k to a whole number, so its rate can sit
        // just above the one asked for (0.502 % for 0.5 %): said, with why
        // (reader 9, en 5.1, es 5.5).
        // Far above it, a small n is the cause: Bloom's formula, which
        // sizes the design, falls short there (reader 11, es 5.2: 0.111 %
        // for 0.1 % at n = 10, unsaid).
        // So is any gap where Bloom's own p, with k rounded, stays at or
        // under the target: rounding k cannot be why (reader 17, en 6.1:
        // 1.04 % at n = 20 blamed on k = 7, Bloom's p 0.997 %).
        // m pinned at the n it was sized for is that design: its gap is
        // the small n's, not a warning that m is too small (reader 40,
        // en 6.3: «⚠ This m is too small for n = 10» on Sizing's own m).
        let target = s.fp_target.or(match self.pin {
            Pin::M(_, sized) if sized == self.n => Some(self.p()),
            _ => None,
        });
        // And where the small n's part of the gap (exact ÷ Bloom's) is the
        // larger one: at n = 10 and 10 %, k = 3 takes Bloom's p to 10,04 %
        // and the small n the rest, to 10,47 % (reader 42, en 6.5).
        let short = target.filter(|&target| {
            let seen = super::exact_shown(s, lang) != crate::units::formula_rate(lang, target);
            let small_n_larger = s.fp_exact / s.fp_predicted > s.fp_predicted / target;
            s.fp_exact > target * SMALL_N_GAP
                || (seen && s.fp_exact > target && (s.fp_predicted <= target || small_n_larger))
        });
        if short.is_some() {
            notes.push(Note::kept(
                t!(
                    lang,
                    "sizing-small-n-above",
                    n = count(lang, self.n),
                    got = super::exact_shown(s, lang),
                    // Against Bloom's p shown above it, the formula the
                    // note blames (reader 23, es 6.5, en 5.4), as a ratio:
                    // «0.1 % above» beside the 0.1 % asked for read as the
                    // rate (reader 31, en 4.4).
                    bloom = crate::units::sizing_rate(lang, s.fp_predicted),
                    times = times_figure(lang, s.fp_exact / s.fp_predicted)
                ),
                theme.dim,
            ));
        } else if let (Pin::None, Some(target)) = (self.pin, s.fp_target) {
            let got = super::exact_shown(s, lang);
            if s.fp_exact > target && crate::units::formula_rate(lang, target) != got {
                // As the line above the table writes it: «0,5 %».
                let asked = crate::units::decimal_mark(lang, super::target_text(target));
                let ideal = crate::units::local_number(lang, (s.k_optimal * 100.0).round() / 100.0);
                // With the pin's hint, or without it where the whole does
                // not fit.
                let said = |hint: &str| {
                    t!(
                        lang,
                        "sizing-k-rounded-above",
                        k = s.k,
                        ideal = ideal.as_str(),
                        got = got.as_str(),
                        asked = asked.as_str(),
                        hint = hint
                    )
                };
                let (whole, short) = (said("yes"), said("no"));
                notes.push(Note::optional(whole, theme.dim, 2).or_shorter(short));
            }
        }
        if let Some(glosses) = self.unit_glosses(s, lang) {
            notes.push(Note::optional(glosses, theme.dim, 1));
        }
        // An optimal filter ends about half full. Past the
        // overload line the calculator's filter holds the n it was
        // sized for, so the fill comes from a pinned k too large for
        // m/n (or a pinned m too small for n).
        // A pinned m kept while n grows: the rate climbs far past the p
        // that m was sized for, while k, chosen afresh, keeps the fill
        // near half (reader 15: the playground warned, Sizing did not).
        if let Some(outgrown) = self.outgrown_note(s, lang) {
            notes.push(Note::kept(outgrown, theme.warn));
        } else if s.expected_fill > theory::OVERLOAD_FILL {
            let note = Note::kept(fill_warning(lang, self.pin), theme.warn);
            notes.push(match self.pin {
                Pin::K(k) => {
                    let line = format!("{:.0}\u{a0}%", theory::OVERLOAD_FILL * 100.0);
                    note.or_shorter(t!(
                        lang,
                        "sizing-k-too-large-short",
                        k = k.to_string(),
                        line = line
                    ))
                }
                _ => note,
            });
        } else if let Pin::K(k) = self.pin
            && s.expected_fill < 1.0 - theory::OVERLOAD_FILL
        {
            // A k too small is blamed as one too large is: the array
            // stays nearly empty and the bits are wasted; only «the ideal
            // k is 34.31» read as if k ought to be 34 (reader 30, en 6.2).
            let fill = crate::units::fill_percent(lang, s.expected_fill);
            let note = t!(
                lang,
                "sizing-k-too-few",
                k = k.to_string(),
                fill = fill.as_str()
            );
            let short = t!(
                lang,
                "sizing-k-too-few-short",
                k = k.to_string(),
                fill = fill
            );
            notes.push(Note::kept(note, theme.warn).or_shorter(short));
        } else if let Pin::K(k) = self.pin
            && f64::from(k) > s.k_optimal.round()
            && s.expected_fill > 0.5
        {
            // Above the best whole k but under the overload line, the
            // fill says why the held k costs bits, as it does for a k too
            // few: at k = 8 the 56 % went unexplained (readers 47, en 6.3).
            let fill = crate::units::fill_percent(lang, s.expected_fill);
            let k = k.to_string();
            let note = t!(
                lang,
                "sizing-k-above-best",
                k = k.as_str(),
                fill = fill.as_str()
            );
            let short = t!(lang, "sizing-k-above-best-short", k = k, fill = fill);
            // The first to give way: at 80×24 the held k's note with its
            // two best k says more.
            notes.push(Note::optional(note, theme.dim, 0).or_shorter(short));
        }
        // A choice off the chart, said here: a second row of the chart's
        // key moved the chart (readers 49, es 1.1; readers 50, es 1.1).
        notes
            .extend(super::chart::off_scale_note(s, lang).map(|said| Note::kept(said, theme.warn)));
        notes
    }

    /// With m pinned, the p keys rest, so [`SizingScreen::p`] is still
    /// the rate m was sized for: a warning when the exact rate at this n
    /// is well above it.
    fn outgrown_note(&self, s: &Sizing, lang: Lang) -> Option<String> {
        let asked = self.p();
        let grown = matches!(self.pin, Pin::M(_, sized) if self.n > sized);
        if !grown || s.fp_exact <= asked * SMALL_N_GAP {
            return None;
        }
        let times = s.fp_exact / asked;
        let times = if times < 10.0 {
            (times * 10.0).round() / 10.0
        } else {
            times.round()
        };
        Some(t!(
            lang,
            "sizing-m-outgrown",
            asked = crate::units::decimal_mark(lang, super::target_text(asked)),
            n = count(lang, self.n),
            // k follows m and n here: said, as it changed unasked (reader
            // 17, en 3.4); not «overloaded», which the half-full check
            // keeps for far more than half the bits set (en 6.2).
            k = s.k,
            got = super::exact_shown(s, lang),
            times = crate::units::local_number(lang, times)
        ))
    }

    /// Units other than the megabyte the course defines, said once each:
    /// the design's own size and the table's beside it.
    fn unit_glosses(&self, s: &Sizing, lang: Lang) -> Option<String> {
        let mut shown = vec![super::design_bytes(s)];
        if let Ok(rows) = sizing::theory_table(self.n, u64::MAX) {
            let largest = super::largest_row_bytes(self.n);
            shown.extend(rows.iter().map(|row| format_bytes_as(row.bytes, largest)));
        }
        let mut glosses: Vec<String> = Vec::new();
        for gloss in shown
            .iter()
            .filter_map(|text| crate::units::byte_unit_gloss(lang, text))
        {
            if !glosses.contains(&gloss) {
                glosses.push(gloss);
            }
        }
        (!glosses.is_empty()).then(|| glosses.join(" · "))
    }

    /// With k pinned, m is the fewest bits reaching p at that whole k,
    /// a little more than the free design, whose m assumes the real-valued
    /// ideal k: said, so that pinning the k on screen does not change m
    /// without a reason. Second, where it differs, the best k for this
    /// larger m.
    fn pinned_k_note(
        &self,
        pinned: &Sizing,
        lang: Lang,
    ) -> Option<(String, String, Option<String>)> {
        let Pin::K(k) = self.pin else { return None };
        let free = SizingScreen {
            pin: Pin::None,
            figure_note: None,
            limit_note: None,
            m_held_note: None,
            ..*self
        }
        .sizing()
        .ok()?;
        let extra = pinned
            .m_bits
            .checked_sub(free.m_bits)
            .filter(|extra| *extra > 0)?;
        let ideal = two_decimals(lang, -self.p().log2());
        let note = t!(
            lang,
            "sizing-pinned-k-m",
            k = k.to_string(),
            extra = count(lang, extra),
            free = count(lang, free.m_bits),
            ideal = ideal.clone()
        );
        let short = t!(
            lang,
            "sizing-pinned-k-m-short",
            k = k.to_string(),
            extra = count(lang, extra)
        );
        // The k row's best k is this larger m's, not the free design's:
        // the two are told apart in words (reader 7, es 5).
        let optimal = two_decimals(lang, pinned.k_optimal);
        // From the free design's, said (reader 22, en 4.12: «rises to
        // 10.40» from nowhere on screen).
        let optimal = (optimal != ideal).then(|| {
            t!(
                lang,
                "sizing-pinned-k-optimal",
                optimal = optimal,
                ideal = ideal
            )
        });
        Some((note, short, optimal))
    }
}

/// A ratio a little over 1, to the digits that keep it off 1: 1.001 where
/// 1.00 would read as equal.
fn times_figure(lang: Lang, ratio: f64) -> String {
    // Three decimals whatever the ratio: 1.12 beside 1.032 in the same
    // sentence read as two kinds of figure (reader 35, en 5.4).
    crate::units::decimal_mark(lang, format!("{ratio:.3}"))
}

/// Why the filter on screen ends past [`theory::OVERLOAD_FILL`]. It holds
/// the n it was sized for, so with k pinned the cause is a k too large for
/// m/n; only a pinned m, with n raised past what it was sized for, makes
/// it overloaded: more elements than planned.
fn fill_warning(lang: Lang, pin: Pin) -> String {
    let line = format!("{:.0}\u{a0}%", theory::OVERLOAD_FILL * 100.0);
    match pin {
        Pin::K(k) => t!(lang, "sizing-k-too-large", k = k.to_string(), line = line),
        _ => t!(lang, "sizing-overloaded", line = line),
    }
}

/// The bits per element and, beside them, the least any structure needs
/// at this rate, log₂(1/p). With m pinned, that p is not the header's
/// (the p m was sized for) but Bloom's rate at this n: it is named then
/// («m for p = 1 %» above «log₂(1/p) = 3.31» for 10.1 %: reader 18, en
/// 4.2).
pub(super) fn bits_row(s: &Sizing, lang: Lang) -> String {
    // log2(1/p) is 0 at p = 1, never "-0.00"; past a double's smallest
    // rate (p reads «below 1 in 10³⁰⁸»), over 1,074, not «= 0», and in
    // words: «≥ log₂(1/p) > 1,074» read badly (readers 49, en 4.3).
    let bound = if s.lower_bound_bits_per_element.is_finite() {
        format!(
            " = {}",
            super::two_decimals(lang, s.lower_bound_bits_per_element.max(0.0))
        )
    } else {
        t!(
            lang,
            "sizing-bound-over",
            bound = crate::units::count(lang, 1_074)
        )
    };
    // By the row's name, not a second figure for it (1.00 % two lines
    // above «Bloom's p 1.004 %»: reader 19, en S-b).
    let which = match s.fp_target {
        Some(_) => String::new(),
        None => format!(" {}", t!(lang, "sizing-bound-bloom-p")),
    };
    format!(
        "{} (≥ log₂(1/p){bound}{which})",
        super::two_decimals(lang, s.bits_per_element)
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Reader 35 (en 5.4): «1.12 times» and «1.032 times» in one
    /// sentence. Every ratio has three decimals.
    #[test]
    fn a_ratio_always_has_three_decimals() {
        assert_eq!(times_figure(Lang::En, 1.12), "1.120");
        assert_eq!(times_figure(Lang::En, 1.0321), "1.032");
        assert_eq!(times_figure(Lang::Es, 1.25), "1,250");
    }
}
