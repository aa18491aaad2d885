//! The experiments table's rows: the header, each row's label, progress,
//! counts, measured rate, predictions and verdict, and the formatting of
//! those numbers.

use ratatui::text::{Line, Span};

use self::columns::{Columns, fill_text};
use super::{ExperimentsScreen, LiveRun, RowState, Tab, words};
use crate::experiment::{ExperimentSpec, FamilyVerdicts, Hashing, Progress, Verdict};
use crate::lang::Lang;
use crate::t;
use crate::tui::protocol::Context;
use crate::tui::text::count;
use crate::tui::text::unbroken;
use crate::tui::theme::Theme;
use crate::units::{decimal_mark, format_percent_short};

/// The widest measured rate with its interval, "0.00997 % ±4.9 %" ("≤0.0037 %"
/// where no false positive was seen is narrower).
pub(super) const MEASURED_WIDTH: usize = 16;

/// What the rows share: the run, its family-wise verdicts, and the row
/// with the lowest measured rate once every row is in.
struct Shown<'a> {
    live: Option<&'a LiveRun>,
    family: Vec<Option<FamilyVerdicts>>,
    lowest: Option<usize>,
    /// The run is the seed a repeat stopped in, which its tally leaves
    /// out: its finished rows keep their numbers but no verdict (reader
    /// 28, es 3.1, en 3.2: a ✓ beside «not counted»).
    uncounted: bool,
}

impl ExperimentsScreen {
    /// `live` is the seed a stopped repeat stopped in, which its tally
    /// leaves out.
    pub(super) fn uncounted(&self, live: &LiveRun) -> bool {
        live.cancelled
            && self
                .repeat
                .as_ref()
                .is_some_and(|r| !r.active && r.done < r.seeds && r.tab == self.tab)
    }

    /// The selected row's explanation; in the seed a repeat stopped in,
    /// first that the tally leaves its rows out, as the table says
    /// (reader 29, es 3.1: a plain verdict beside «not counted»).
    pub(super) fn explanation_of(&self, live: &LiveRun, lang: Lang) -> Option<Vec<String>> {
        let mut paragraphs = words::explanation(live, self.selected, lang)?;
        let finished = live.rows.get(self.selected)?.outcome.as_ref()?;
        if self.uncounted(live) && !finished.cancelled {
            let seed = self.repeat.as_ref().map_or(0, |r| r.stopped_seed());
            paragraphs.insert(0, t!(lang, "exp-row-not-counted-why", seed = seed));
        }
        Some(paragraphs)
    }

    pub(super) fn row_lines<'a>(
        &self,
        specs: &[ExperimentSpec],
        live: Option<&LiveRun>,
        width: u16,
        height: u16,
        ctx: &Context,
    ) -> Vec<Line<'a>> {
        let lang = ctx.lang;
        let theme = &ctx.theme;
        let columns = Columns::new(self.tab, width, lang);
        let shown = Shown {
            live,
            family: live.map(|l| words::family(l).0).unwrap_or_default(),
            lowest: live.filter(|l| l.done).and_then(lowest_rate),
            uncounted: live.is_some_and(|l| self.uncounted(l)),
        };
        let table = Table {
            header: columns.header(self.tab, lang),
            rows: specs.len(),
            selected: self.selected,
            width,
            height,
        };
        table.lines(lang, theme, |index| {
            let text = self.row_text(index, &specs[index], &shown, &columns, lang);
            let verdict = (!shown.uncounted)
                .then(|| shown.family.get(index).copied().flatten())
                .flatten()
                .map(|f| f.verdicts.exact);
            (text, verdict)
        })
    }

    /// A row's label: its target and k, k and the fill, or n and the
    /// hashing.
    fn row_label(&self, index: usize, spec: &ExperimentSpec, shown: &Shown, lang: Lang) -> String {
        let state = shown.live.and_then(|l| l.rows.get(index));
        match self.tab {
            Tab::Table => row_name(Tab::Table, index, spec, lang),
            // k, the filter's fill (bits set) once measured, and ★ on
            // the lowest measured rate.
            Tab::KSweep => {
                let outcome = state.and_then(|s| s.outcome.as_ref());
                let fill = outcome
                    .filter(|o| o.queries > 0)
                    .map(|o| fill_text(lang, o.fill_ratio))
                    // «—» until measured, as every other column: blank,
                    // it read as missing (reader 39, en 1.6).
                    .unwrap_or_else(|| {
                        let width = fill_text(lang, 1.0).chars().count();
                        format!("{:>width$}", "—")
                    });
                let star = if Some(index) == shown.lowest {
                    " ★"
                } else {
                    ""
                };
                format!("k={:<2} {fill}{star}", spec.k)
            }
            tab => row_name(tab, index, spec, lang),
        }
    }

    /// One row: label, gauge, queries and false positives, the measured
    /// rate, the formulas' rates (hidden until the student predicted) and
    /// the verdict.
    fn row_text(
        &self,
        index: usize,
        spec: &ExperimentSpec,
        shown: &Shown,
        columns: &Columns,
        lang: Lang,
    ) -> String {
        let state = shown.live.and_then(|l| l.rows.get(index));
        let gauge_width = columns.gauge_width;
        let fraction = match state.and_then(|s| s.outcome.as_ref()) {
            Some(o) if !o.cancelled => 1.0,
            _ => state
                .and_then(|s| s.progress.as_ref())
                .map_or(0.0, Progress::fraction),
        };
        // Full only when finished: rounded, a row cancelled at 95 % of its
        // work read as done (reader 14, en 3.5).
        let cells = fraction * gauge_width as f64;
        let cells = if fraction >= 1.0 {
            cells
        } else {
            cells.floor()
        };
        let filled = (cells as usize).min(gauge_width);
        let gauge = format!("{}{}", "█".repeat(filled), "░".repeat(gauge_width - filled));
        let (queries, fps, measured) = measured_cells(state, columns.compact, lang);
        let stopped = shown.live.is_some_and(|l| l.done);
        let family = shown.family.get(index).copied().flatten();
        let verdict = match state.and_then(|s| s.outcome.as_ref()) {
            Some(o) if shown.uncounted && !o.cancelled => t!(lang, "exp-row-not-counted"),
            _ => row_verdict(state, family, stopped, columns.show_bloom, lang),
        };
        let (label_width, queries_width) = (columns.label_width, columns.queries_width);
        let mut text = format!(
            "{}{:<label_width$} {gauge} {:>queries_width$}",
            if index == self.selected { "▶ " } else { "  " },
            self.row_label(index, spec, shown, lang),
            short_count(queries, lang)
        );
        if !columns.compact {
            let width = columns.fp_width;
            // Two blanks after the count: the 0.01 % row's rate fills its
            // own cell, and «1663 0,00991 %» read as one number (reader
            // 18, es 1.5).
            let gap = columns.gap;
            text.push_str(&format!("{gap}{:>width$} ", short_count(fps, lang)));
        }
        let measured_width = columns.measured_width;
        text.push_str(&format!(" {measured:<measured_width$}"));
        // Predict first: the formulas' rates stay hidden until the
        // student has guessed (or skipped).
        let revealed = self.prediction().revealed || shown.live.is_some();
        // The formulas' rates with the digits they take on every screen
        // (lesson 2 quotes the Small filter's 16.98 % and 15.48 %: reader
        // 17, en 5.7).
        let predicted = |value: f64| {
            if revealed {
                crate::units::formula_rate(lang, value)
            } else {
                // Not shown until the student predicts: «—», as a value
                // not there yet. Not «?», which is a verdict (too few
                // false positives).
                "—".to_owned()
            }
        };
        if columns.show_bloom {
            let bloom_width = columns.bloom_width;
            text.push_str(&format!(" {:>bloom_width$}", predicted(spec.fp_bloom())));
        }
        let exact_width = columns.exact_width;
        // Measured, the exact rate takes the digits the row's words give
        // it where its own would put it outside the interval as those
        // words write it: «1.00 %» read as below «1.001 % to 1.08 %»
        // (reader 21, en 5.1).
        let own = predicted(spec.fp_exact());
        let exact = state
            .and_then(|s| s.outcome.as_ref())
            .filter(|o| revealed && !o.cancelled && o.queries > 0)
            .and_then(|o| {
                let [low, high, apart] =
                    crate::units::percents_apart(lang, [o.ci_low, o.ci_high, spec.fp_exact()]);
                let value = |text: &str| {
                    text.trim_end_matches(" %")
                        .trim_end_matches('\u{a0}')
                        .trim_end_matches('%')
                        .trim()
                        .replace(lang.decimal_mark(), ".")
                        .parse::<f64>()
                        .ok()
                };
                let (low, high, shown) = (value(&low)?, value(&high)?, value(&own)?);
                let inside = (o.ci_low..=o.ci_high).contains(&spec.fp_exact());
                // More digits than its own, never fewer (reader 22, es
                // 5.1).
                let more = apart.chars().count() > own.chars().count();
                (more && inside && !(low..=high).contains(&shown)).then_some(apart)
            })
            .filter(|text| text.chars().count() <= exact_width)
            .unwrap_or(own);
        text.push_str(&format!(" {exact:>exact_width$}{}{verdict}", columns.gap));
        text
    }
}

/// The row with the lowest measured rate, among the rows measured.
pub(super) fn lowest_rate(live: &LiveRun) -> Option<usize> {
    let measured = |row: &RowState| {
        row.outcome
            .as_ref()
            .filter(|o| o.queries > 0 && !o.cancelled)
            .map(|o| o.fp_measured)
    };
    // Only over every row: after a stop, the lowest of the rows left
    // named k = 15 the best and skipped a lower one cancelled beside it
    // (reader 30, en 3.1).
    if !live.rows.iter().all(|row| measured(row).is_some()) {
        return None;
    }
    live.rows
        .iter()
        .enumerate()
        .filter_map(|(i, row)| measured(row).map(|rate| (i, rate)))
        .min_by(|a, b| a.1.total_cmp(&b.1))
        .map(|(i, _)| i)
}

/// A row's queries, false positives and measured rate: final, or so far.
fn measured_cells(state: Option<&RowState>, compact: bool, lang: Lang) -> (u64, u64, String) {
    let width = rate_width(compact);
    match (
        state.and_then(|s| s.outcome.as_ref()),
        state.and_then(|s| s.progress.as_ref()),
    ) {
        (Some(o), _) if o.queries > 0 => (
            o.queries,
            o.false_positives,
            measured_text(lang, (o.fp_measured, o.ci_low, o.ci_high), width),
        ),
        (None, Some(p)) if p.queries > 0 => (
            p.queries,
            p.false_positives,
            measured_text(lang, (p.estimate, p.interval.low, p.interval.high), width),
        ),
        // Under the rates, not under the ± column's heading.
        _ => (0, 0, format!("{:>width$}", "—")),
    }
}

/// A row's verdict column: failed, cancelled, its verdict, or … while it
/// runs.
fn row_verdict(
    state: Option<&RowState>,
    family: Option<FamilyVerdicts>,
    stopped: bool,
    with_bloom: bool,
    lang: Lang,
) -> String {
    match state {
        Some(s) if s.failed.is_some() => t!(lang, "exp-alt-failed"),
        Some(RowState {
            outcome: Some(o), ..
        }) if o.cancelled => t!(lang, "exp-alt-cancelled"),
        Some(RowState {
            outcome: Some(o), ..
        }) => match family {
            Some(f) => verdict_text(&f, o.verdict == Verdict::Differs, lang, with_bloom),
            None => verdict_text_raw(o.verdict, lang),
        },
        Some(_) if stopped => t!(lang, "exp-alt-cancelled"),
        Some(RowState {
            progress: Some(_), ..
        }) => "…".to_owned(),
        _ => String::new(),
    }
}

/// A table on screen: its header, how many rows, the selected one, and
/// the room there is.
pub(super) struct Table {
    pub(crate) header: String,
    pub(crate) rows: usize,
    pub(crate) selected: usize,
    pub(crate) width: u16,
    pub(crate) height: u16,
}

impl Table {
    /// The header and the rows that fit, scrolled to keep the selection in
    /// sight (rows past the bottom are reached with ↓, and a last line
    /// says how many are below); `row` gives a row's text and verdict.
    pub(crate) fn lines<'a>(
        &self,
        lang: Lang,
        theme: &Theme,
        row: impl Fn(usize) -> (String, Option<Verdict>),
    ) -> Vec<Line<'a>> {
        self.lines_noting(lang, theme, row, |_| None)
    }

    /// As `lines`, with what the rows out of view hold said after «▲ 9
    /// more» and «▼ 13 more» (`hidden` gives it for a range of rows, or
    /// None).
    pub(crate) fn lines_noting<'a>(
        &self,
        lang: Lang,
        theme: &Theme,
        row: impl Fn(usize) -> (String, Option<Verdict>),
        hidden: impl Fn(std::ops::Range<usize>) -> Option<String>,
    ) -> Vec<Line<'a>> {
        let noted = |line: String, range: std::ops::Range<usize>| match hidden(range) {
            Some(note) => format!("{line}{note}"),
            None => line,
        };
        let mut lines = vec![Line::from(Span::styled(
            truncate(&self.header, self.width),
            theme.dim,
        ))];
        let (first, visible, below) = window(self.rows, self.height, self.selected);
        if first > 0 {
            let more = noted(t!(lang, "exp-table-rows-above", above = first), 0..first);
            lines.push(Line::from(Span::styled(
                truncate(&more, self.width),
                theme.dim,
            )));
        }
        for index in (first..self.rows).take(visible) {
            let (text, verdict) = row(index);
            lines.push(row_line(
                text,
                self.width,
                verdict,
                index == self.selected,
                theme,
            ));
        }
        if below > 0 {
            let more = noted(
                t!(lang, "exp-table-rows-below", below = below),
                self.rows - below..self.rows,
            );
            lines.push(Line::from(Span::styled(
                truncate(&more, self.width),
                theme.dim,
            )));
        }
        // Too short for both lines: the rows above are named in the
        // line below, not cut off unsaid (reader 21, es 1.4: one row
        // with «▼ 13 more» and nothing for the nine above).
        if first > 0 && below > 0 && lines.len() > usize::from(self.height) {
            let both = t!(lang, "exp-table-rows-both", above = first, below = below);
            lines.remove(1);
            lines.pop();
            lines.push(Line::from(Span::styled(
                truncate(&both, self.width),
                theme.dim,
            )));
        }
        lines
    }
}

/// A table row, coloured by its verdict unless it is the selected one.
pub(super) fn row_line<'a>(
    text: String,
    width: u16,
    verdict: Option<Verdict>,
    selected: bool,
    theme: &Theme,
) -> Line<'a> {
    let style = match verdict {
        _ if selected => theme.selected,
        Some(Verdict::Differs) => theme.bad,
        Some(Verdict::AgreesWithTheory) => theme.good,
        _ => theme.text,
    };
    Line::from(Span::styled(truncate(&text, width), style))
}

/// The rows a table of `rows` shows in `height` lines (one is its
/// header) with `selected` in view: the first shown, how many, and how
/// many lie below. Rows hidden above take a line saying so (▲), and rows
/// below another (▼). The rows turn by pages, so that moving within a
/// page leaves every row in its place (reader 7, en 2: the table moved
/// on every ↑).
pub(super) fn window(rows: usize, height: u16, selected: usize) -> (usize, usize, usize) {
    let room = (height as usize).saturating_sub(1).max(1);
    if rows <= room {
        return (0, rows, 0);
    }
    // The first page has the ▼ line only; the others ▲ and ▼ (the last,
    // ▲ only).
    let first_page = room.saturating_sub(1).max(1);
    if selected < first_page {
        return (0, first_page, rows - first_page);
    }
    let page = room.saturating_sub(2).max(1);
    let last_room = room.saturating_sub(1).max(1);
    let mut first = first_page + (selected - first_page) / page * page;
    // A page that already reaches the end takes the rows after it too.
    while first > first_page && rows - (first - page) <= last_room {
        first -= page;
    }
    let rest = rows - first;
    if rest <= last_room {
        // The last page fills its room, reaching back above its page
        // where it has fewer rows: four rows under «▲ 19 more» left six
        // lines empty (reader 10, es 1.6).
        let first = rows.saturating_sub(last_room).min(first);
        return (first, rows - first, 0);
    }
    (first, page, rest - page)
}

pub(super) fn sizing_target(index: usize) -> f64 {
    crate::sizing::TABLE_TARGETS
        .get(index)
        .copied()
        .unwrap_or(0.0)
}

/// How wide a measured rate is written in its cell, right-aligned, so
/// that the ± after it keeps one column from row to row (reader 14, es
/// 1.1: «9,86 % ±3,5 %» above «0,0999 % ±4,3 %»): «0,00996 %», the
/// narrowest rate a row measures, and «0,819 %» in the compact k sweep.
pub(super) fn rate_width(compact: bool) -> usize {
    if compact { 8 } else { 9 }
}

/// A measured rate and its interval's half-width: "0.819 % ±1.2 %"
/// ("0,819 % ±1,2 %" in Spanish), on every tab, the rate right-aligned
/// in `rate_width` columns.
pub(super) fn measured_text(
    lang: Lang,
    (estimate, low, high): (f64, f64, f64),
    rate_width: usize,
) -> String {
    let rate = |value: f64| format!("{:>rate_width$}", rate(lang, value));
    let half = crate::experiment::Interval { low, high }.relative_half_width(estimate) * 100.0;
    if half.is_finite() {
        let half = crate::units::relative_half(lang, half);
        t!(lang, "exp-plus-minus", rate = rate(estimate), half = half)
    } else {
        // No false positive yet: the interval's top, in the rate's own
        // place, says how low the rate is known to be. Two digits,
        // rounded up as a bound is, keep it within the rate's column:
        // «0 % ≤0,00369 %» ran into the theory's (reader 18, es 1.6).
        format!(
            "{:>rate_width$}",
            format!("≤{}", crate::units::upper_bound_rate(lang, high))
        )
    }
}

/// The measured column's heading, which says that its ± is a share of
/// the measured rate (the screens' «9,86 % ±3,5 %»): whole where `room`
/// holds it, else shortened, else the bare word (reader 7, en 9).
pub(super) fn measured_heading(lang: Lang, room: usize) -> String {
    [
        t!(lang, "exp-alt-measured-relative"),
        t!(lang, "exp-alt-measured-rel"),
    ]
    .into_iter()
    // Two blanks before the next heading: «±relative Bloom» read as one
    // heading.
    .find(|heading| heading.chars().count() + 1 < room)
    .unwrap_or_else(|| t!(lang, "exp-alt-measured"))
}

/// A rate as a percentage with three significant digits, as every
/// screen writes rates ([`crate::units::rate_with_digits`]): 9.92 %,
/// 0.103 %, 0.00990 %.
pub(super) fn rate(lang: Lang, value: f64) -> String {
    crate::units::rate_with_digits(lang, value, 3)
}

/// A row's verdict, family-wise: against the exact rate and, where
/// Bloom's formula is shown, against it too ("✓ exact ≠ Bloom": the
/// exact formula kept, Bloom's rejected). A row kept by Holm that its own
/// p-value would flag (`alone`) is starred, as the status line's count
/// of such rows is: «✓ consistent*» (reader 9, en 3.2).
fn verdict_text(family: &FamilyVerdicts, alone: bool, lang: Lang, with_bloom: bool) -> String {
    let exact = family.verdicts.exact;
    let star = if alone && exact == Verdict::AgreesWithTheory {
        "*"
    } else {
        ""
    };
    let mark = words::verdict_mark(exact, lang);
    // «✓ exact ≠ Bloom», each mark on its formula: «✓ consistent ✗
    // Bloom» read as a row that both passed and failed (reader 27, en 6.4).
    // ≠, not ✗: the tally under the rows counts a row's ✗ against the
    // exact rate, and twelve ✗ Bloom beside «1 of 20» could not be
    // matched to it (readers 51, en 4.4).
    if with_bloom && family.verdicts.bloom_rejected && exact == Verdict::AgreesWithTheory {
        return format!("{}{star} ≠ Bloom", t!(lang, "exp-words-exact-kept"));
    }
    format!("{mark}{star}")
}

/// A verdict with no family (not reached: every finished row is in one).
fn verdict_text_raw(verdict: Verdict, lang: Lang) -> String {
    words::verdict_mark(verdict, lang).to_owned()
}

/// Counts in at most six characters, all in one style: 2,845, 28.7K,
/// 258K, 2.09M, 16.8M.
fn short_count(value: u64, lang: Lang) -> String {
    let scaled = |v: f64, unit: &str| {
        let digits = if v >= 100.0 {
            0
        } else if v >= 10.0 {
            1
        } else {
            2
        };
        format!("{v:.digits$}{unit}")
    };
    match value {
        0 => "—".to_owned(),
        v if v < 10_000 => count(lang, v),
        v if v < 1_000_000 => decimal_mark(
            lang,
            scaled(v as f64 / 1e3, &t!(lang, "exp-count-thousands")),
        ),
        v => decimal_mark(
            lang,
            scaled(v as f64 / 1e6, &t!(lang, "exp-count-millions")),
        ),
    }
}

pub(super) fn truncate(text: &str, width: u16) -> String {
    text.chars().take(width as usize).collect()
}

/// A row's own name, as its label reads before anything is measured:
/// the target and k, k, or n and the hashing. Whatever names a row
/// elsewhere (the ×20 tally) uses this, so it matches the table.
pub(super) fn row_name(tab: Tab, index: usize, spec: &ExperimentSpec, lang: Lang) -> String {
    match tab {
        // No-break spaces: a sentence that names the row never splits it
        // («1 % k=7» whole on one line).
        Tab::Table => unbroken(&format!(
            "{} k={}",
            decimal_mark(lang, format_percent_short(sizing_target(index))),
            spec.k
        )),
        Tab::KSweep => format!("k={}", spec.k),
        Tab::Small => unbroken(&format!(
            "n={} {}",
            spec.n,
            if spec.hashing == Hashing::Independent {
                t!(lang, "exp-table-indep")
            } else {
                t!(lang, "exp-table-double")
            }
        )),
        Tab::Alternatives => String::new(),
    }
}

mod columns;
#[cfg(test)]
mod tests;
