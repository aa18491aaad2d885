//! The Alternatives tab's layout: two lines on the run, the prediction or
//! the selected row in words, then the table and the chart.

use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;

use super::columns::{Columns, rate_cells};
use super::words::{bits_per_key, design_n, target_label};
use super::{AltRow, ExperimentsScreen};
use crate::experiment::compare::{Design, StructureSize};
use crate::lang::Lang;
use crate::t;
use crate::tui::experiments::rows::Table;
use crate::tui::experiments::words::seed_words;
use crate::tui::protocol::Context;
use crate::tui::widgets::paragraph;
use crate::units::decimal_mark;

/// The screen's area with the rows a status-line note takes («> again:
/// …, another key: it stays»): the tab is laid out as without the note,
/// which covers its last row until the next key. Laid out in the rows
/// left, the chart lost a row at the first `>` and was drawn anew
/// (readers 49, es 1.2).
pub(in crate::tui::experiments) fn beside_note(area: Rect, ctx: &Context) -> Rect {
    Rect {
        height: area.height + ctx.note_rows,
        ..area
    }
}

/// The Alternatives tab's parts and where they go.
pub(in crate::tui::experiments) struct AltLayout {
    /// The prediction, or the selected row in words.
    words: Vec<Line<'static>>,
    table: Rect,
    chart: Rect,
    /// Only one of the table and the chart fits, or the chart only under
    /// part of the table: `c` picks which.
    pub(in crate::tui::experiments) one_of_two: bool,
    /// The chart fits under part of the table: `c` gives the whole table
    /// or the two together, not the chart alone.
    pub(in crate::tui::experiments) chart_fits: bool,
    /// The table shows the rates or the costs: `v` picks which.
    pub(in crate::tui::experiments) costs_apart: bool,
    /// The chart has the rows it needs to be drawn at all: under a row's
    /// words in full (e) on a short screen, it had six, and drew nothing
    /// where the table would have shown (readers 52, en 1.2).
    pub(in crate::tui::experiments) chart_room: bool,
}

/// The fewest rows the chart alone is drawn in: its title, a plot of a
/// few rows, its axis and its key.
const CHART_LEAST: u16 = 10;

impl ExperimentsScreen {
    /// The tab below its tab line: two lines on the run, the selected row
    /// in words, then the table and the chart (both where they fit, else
    /// one of them, `c` choosing).
    pub(in crate::tui::experiments) fn draw_alternatives(
        &self,
        frame: &mut Frame,
        area: Rect,
        ctx: &Context,
    ) {
        let rows = self.alternatives.designs();
        let (info_lines, layout) = self.alternatives_parts(area, ctx);
        let [info, words_area, rest] = Layout::vertical([
            Constraint::Length(2),
            Constraint::Length(layout.words.len() as u16),
            Constraint::Min(0),
        ])
        .areas(area);
        frame.render_widget(Paragraph::new(info_lines), info);
        frame.render_widget(Paragraph::new(layout.words), words_area);
        if rest.height == 0 {
            return;
        }
        let (table, chart) = (layout.table, layout.chart);
        if table.height > 0 {
            let lines = self.alternatives_rows(&rows, table.width, table.height, ctx);
            frame.render_widget(Paragraph::new(lines), table);
        }
        if chart.height > 0 && self.alternatives.run.is_some() {
            self.render_bits_chart(frame, chart, ctx);
        }
    }

    /// The two lines on the run, and where the rest goes in `area` (below
    /// the tab line).
    pub(in crate::tui::experiments) fn alternatives_parts(
        &self,
        area: Rect,
        ctx: &Context,
    ) -> (Vec<Line<'static>>, AltLayout) {
        let rows = self.alternatives.designs();
        let info_lines = self.alternatives_info(&rows, area.width, ctx);
        // The busy-machine warning is said once: on the status line when
        // it is there, else at the end of the row's words.
        let busy_above = info_lines.get(1).is_some_and(|line| {
            let line = line.to_string();
            [
                t!(ctx.lang, "cost-wide-short"),
                t!(ctx.lang, "cost-wide-shortest"),
            ]
            .iter()
            .any(|busy| line.contains(busy.as_str()))
        });
        let layout = self.alternatives_layout(area, busy_above, ctx);
        (info_lines, layout)
    }

    /// Where the tab's parts go in `area` (below the tab line): the
    /// selected row's words, whole where a third of the area holds them;
    /// the table, with every row it has room for; the chart under it when
    /// both fit, else one of them (`c` choosing). Before a run there is no
    /// chart: only a hint under the table, if any.
    fn alternatives_layout(&self, area: Rect, busy_above: bool, ctx: &Context) -> AltLayout {
        let lang = ctx.lang;
        let theme = &ctx.theme;
        let alternatives = &self.alternatives;
        let rows = alternatives.designs();
        let width = area.width.saturating_sub(1).max(1);
        // e: the words whole, with the judgement, over all but the
        // table's heading and the selected row with its ▲ ▼ lines.
        let whole = alternatives.words_whole && alternatives.run.is_some();
        let most_words = if whole {
            area.height.saturating_sub(2 + 4).max(3) as usize
        } else {
            (area.height / 3).max(3) as usize
        };
        let guess = self.guess_words(lang);
        let table_lines = rows.len() as u16 + 1;
        let rest_under = |words: usize| {
            let height = area.height.saturating_sub(2 + words as u16);
            Rect::new(area.x, area.y + area.height - height, area.width, height)
        };
        if alternatives.run.is_none() {
            // What s does stays above the table, the prediction taking
            // the question's place after it, in at least the question's
            // rows: the paragraph went under the table once a prediction
            // was made, and the table rose (reader 36, es 1.2).
            let asked = paragraph(&self.alternatives_hint(lang, true), width, theme.accent);
            let mut words = match guess {
                Some(guess) => {
                    let what = self.alternatives_hint(lang, false);
                    paragraph(&format!("{what} {guess}"), width, theme.accent)
                }
                None => asked.clone(),
            };
            if words.len() < asked.len() {
                words.resize(asked.len(), Line::default());
            }
            cut_marked(&mut words, most_words, width, theme.accent);
            // No chart before a run: the rows take the room.
            let rest = rest_under(words.len());
            let table_height = table_lines.min(rest.height.max(3));
            let [table, chart] =
                Layout::vertical([Constraint::Length(table_height), Constraint::Min(0)])
                    .areas(rest);
            let fits_under = rest.height >= 12 + 9.min(table_lines);
            return alt_layout(words, (table, chart, true, fits_under), rest, lang);
        }
        let row_lines = |index: usize, stand_in: bool| {
            let judged = self.row_judgement(index, lang).filter(|_| whole);
            // The prediction's words give way to the judgement (e).
            let mut words: Vec<Line> = guess
                .as_ref()
                .filter(|_| judged.is_none())
                .map(|text| paragraph(text, width, theme.title))
                .unwrap_or_default();
            let busy = t!(lang, "cost-wide-short");
            words.extend(
                self.row_words(&rows, index, stand_in, lang)
                    .map(|text| match text.strip_suffix(busy.as_str()) {
                        Some(said) if busy_above => said.to_owned(),
                        _ => text,
                    })
                    // e: the structure's name, then how its rate was
                    // measured and judged, in place of the description,
                    // which ran past the room before the verdict at 80×24
                    // (reader 18, es 1.1).
                    .map(|text| match &judged {
                        Some(judged) => {
                            let name = text.split(':').next().unwrap_or_default();
                            let said = format!("{name}: {judged}");
                            let room = most_words.saturating_sub(words.len());
                            match self.row_timing(&rows, index, lang) {
                                Some(timing) => super::words::costs_or_v(
                                    format!("{said}\n\n{timing}"),
                                    &said,
                                    (room, width),
                                    self.costs_in_table(width, lang),
                                    lang,
                                ),
                                None => said,
                            }
                        }
                        None => self.without_timing_past(
                            text,
                            &rows,
                            index,
                            most_words - words.len().min(most_words),
                            width,
                            lang,
                        ),
                    })
                    // A sentence, begun with a capital (reader 39, en 4.2).
                    .map(|text| {
                        paragraph(&crate::tui::text::capitalized(&text), width, theme.accent)
                    })
                    .unwrap_or_default(),
            );
            cut_marked(&mut words, most_words, width, theme.accent);
            words
        };
        let mut words = row_lines(self.selected, false);
        // The rows' sentences run from one line to four: every row's is
        // given the room of the tallest, so the table stays put as the
        // selection moves (reader 7, en 2), unless that room would cost
        // the chart, its twelve lines, or a table shown whole.
        // A stand-in reads differently only for a row built and not yet
        // measured: the others are worded once.
        let waiting = |i: usize| {
            alternatives
                .run
                .as_ref()
                .and_then(|run| run.rows.get(i))
                .is_some_and(|row| row.profile.is_some() && row.result.is_none())
        };
        let heights: Vec<usize> = (0..rows.len())
            .map(|i| {
                let now = row_lines(i, false).len();
                if waiting(i) {
                    now.max(row_lines(i, true).len())
                } else {
                    now
                }
            })
            .collect();
        let shortest = heights.iter().copied().min().unwrap_or(words.len());
        let tallest = heights.iter().copied().max().unwrap_or(words.len());
        let outcome = |words: usize| {
            let (table, chart, ..) = self.split_rest(rest_under(words), table_lines);
            (
                table.height > 0,
                table.height == table_lines,
                chart.height > 0,
                chart.height >= 12,
            )
        };
        let mut room = (shortest..=tallest)
            .take_while(|&h| outcome(h) == outcome(shortest))
            .last()
            .unwrap_or(shortest);
        let size = (area.width, area.height);
        let kept = alternatives.words_room.get();
        if !whole
            && kept.area == size
            && kept.rows > room
            && outcome(kept.rows) == outcome(shortest)
        {
            room = kept.rows;
        }
        if !whole {
            alternatives.words_room.set(super::WordsRoom {
                area: size,
                rows: room,
            });
        }
        // With e the words are the row's judgement and fill most of the
        // screen: the table takes the rows they leave, rather than blank
        // lines kept for a longer row's words (reader 19, es 1.10).
        if words.len() < room {
            let blank_lines = if whole { 1 } else { room - words.len() };
            words.resize(words.len() + blank_lines, Line::default());
        }
        let rest = rest_under(words.len());
        let parts = self.split_rest(rest, table_lines);
        alt_layout(words, parts, rest, lang)
    }

    /// The table's and the chart's places in `rest` during or after a
    /// run, whether both show whole, and whether the chart fits under
    /// part of the table.
    fn split_rest(&self, rest: Rect, table_lines: u16) -> (Rect, Rect, bool, bool) {
        let alternatives = &self.alternatives;
        let fits_under = rest.height >= 12 + 9.min(table_lines);
        if fits_under && alternatives.table_whole && table_lines > rest.height - 12 {
            (rest, Rect::default(), false, true)
        } else if fits_under {
            // Both when the chart keeps twelve lines under at least eight
            // rows; `c` still acts where rows are left out (reader 7, en 1).
            // Past that the chart grows to eighteen lines before the table
            // takes more: at twelve, 23 letters in eight rows ran into
            // each other (reader 10, es 1.5, en 1.1).
            const CHART_GROWS_TO: u16 = 18;
            let table_height = table_lines
                .min(rest.height - 12)
                .min(rest.height.saturating_sub(CHART_GROWS_TO).max(9));
            let [table, chart] =
                Layout::vertical([Constraint::Length(table_height), Constraint::Min(0)])
                    .areas(rest);
            (table, chart, table_height == table_lines, true)
        } else if alternatives.chart_shown && rest.height >= CHART_LEAST {
            (Rect::default(), rest, false, false)
        } else {
            (rest, Rect::default(), false, false)
        }
    }

    /// The two lines on the run: n and the targets, then where the run
    /// is, with its seed.
    fn alternatives_info<'a>(&self, rows: &[Design], width: u16, ctx: &Context) -> Vec<Line<'a>> {
        let lang = ctx.lang;
        let theme = &ctx.theme;
        let alternatives = &self.alternatives;
        let n = alternatives.run.as_ref().map_or(alternatives.n, |r| r.n);
        let count = |v| crate::tui::text::count(lang, v);
        let targets: Vec<f64> = alternatives.run.as_ref().map_or_else(
            || alternatives.targets(),
            |run| {
                let mut seen: Vec<f64> = Vec::new();
                for p in run.designs.iter().filter_map(|d| d.fp_target) {
                    if !seen.contains(&p) {
                        seen.push(p);
                    }
                }
                seen
            },
        );
        let labels: Vec<String> = targets
            .iter()
            .map(|&p| target_label(Some(p), lang))
            .collect();
        let mut first = t!(
            lang,
            "exp-alt-targets",
            n = count(n),
            count = labels.len(),
            targets = labels.join(", ")
        );
        // On a narrow screen the rows say the targets.
        if first.chars().count() > width as usize {
            first = t!(lang, "exp-alt-rows", n = count(n), rows = rows.len());
        }
        let mut first_style = theme.dim;
        if let Some(error) = &alternatives.error {
            first = crate::tui::text::param_error(error, lang);
            first_style = theme.bad;
        }
        let run = alternatives.run.as_ref();
        let seed = run.map_or(self.seed(), |r| r.seed);
        let mut status = self.run_status(rows.len(), lang);
        status.push_str(&seed_words(lang, seed, self.seed()));
        let failures: Vec<&String> = run
            .map(|r| r.rows.iter().filter_map(|s| s.failed.as_ref()).collect())
            .unwrap_or_default();
        let mut status_style = if failures.is_empty() && !run.is_some_and(|r| r.lost) {
            theme.accent
        } else {
            theme.bad
        };
        if let Some(message) = failures.first() {
            status = format!(
                "{status} · ✗ {}: {message}",
                t!(lang, "exp-alt-a-structure-failed")
            );
        }
        // Last, as the least urgent: costs timed on a busy machine, said
        // whole or not at all (never cut mid-word at the screen's edge).
        if run.is_some_and(|r| {
            r.rows
                .iter()
                .filter_map(|s| s.profile.as_ref())
                .any(|p| p.timing.wide())
        }) {
            // Shorter where the whole warning has no room: at 80 columns
            // it was lost beside a long seed (reader 9, es 1.1).
            let room = (width as usize).saturating_sub(status.chars().count());
            let busy = [t!(lang, "cost-wide-short"), t!(lang, "cost-wide-shortest")]
                .into_iter()
                .find(|busy| busy.chars().count() <= room);
            if let Some(busy) = busy {
                status.push_str(&busy);
            }
        }
        if self.asked_to_leave && self.running() {
            status = t!(lang, "exp-alt-esc-again-leave-and-stop").to_owned();
            status_style = theme.warn;
        }
        vec![
            Line::from(Span::styled(first, first_style)),
            Line::from(Span::styled(status, status_style)),
        ]
    }

    /// Where the comparison is, in a few words.
    fn run_status(&self, total: usize, lang: Lang) -> String {
        let Some(run) = self.alternatives.run.as_ref() else {
            return t!(lang, "exp-alt-not-started");
        };
        let profiled = run.rows.iter().filter(|s| s.profile.is_some()).count();
        let measured = run.rows.iter().filter(|s| s.result.is_some()).count();
        if run.lost {
            t!(lang, "exp-alt-the-comparison-s-thread-stopped")
        } else if run.done && run.cancelled {
            // Rows stopped part-way keep their counts but no verdict:
            // «4 of 23 measured» over two verdicts read as two lost
            // (reader 20, es 3.2).
            let judged = run
                .rows
                .iter()
                .filter(|s| s.result.as_ref().is_some_and(|r| !r.outcome.cancelled))
                .count();
            if judged == measured {
                t!(
                    lang,
                    "exp-alt-cancelled-measured",
                    measured = measured,
                    total = total
                )
            } else {
                t!(
                    lang,
                    "exp-alt-cancelled-measured-part",
                    total = total,
                    judged = judged,
                    // Said apart from the measured ones (reader 22, es
                    // 3.3, en 4.4: «1 of 23 measured, 0 to their
                    // precision» over rows that all read «cancelled»).
                    part = measured - judged
                )
            }
        } else if run.done {
            let seconds = decimal_mark(lang, format!("{:.1}", run.seconds));
            t!(lang, "exp-done-in", seconds = seconds)
        } else {
            t!(
                lang,
                "exp-alt-running",
                profiled = profiled,
                measured = measured,
                total = total
            )
        }
    }

    /// The table: a header and the rows, scrolled to keep the selection
    /// in sight. Where the rates and the costs do not fit side by side,
    /// it shows one or the other (v).
    fn alternatives_rows<'a>(
        &self,
        rows: &[Design],
        width: u16,
        height: u16,
        ctx: &Context,
    ) -> Vec<Line<'a>> {
        let lang = ctx.lang;
        let theme = &ctx.theme;
        let wide = Columns::fit_together(width, lang);
        let columns = Columns::new(
            wide || !self.alternatives.costs_shown,
            wide || self.alternatives.costs_shown,
            lang,
        );
        // A group of columns left out for want of width is said at the
        // header's end, with the key that brings it (reader 9, en 1.2).
        let mut header = columns.header(lang);
        if !wide {
            let more = if self.alternatives.costs_shown {
                t!(lang, "exp-alt-more-rates")
            } else {
                t!(lang, "exp-alt-more-costs")
            };
            let kept = header.trim_end().chars().count();
            if kept + more.chars().count() <= width as usize {
                header.truncate(header.trim_end().len());
                header.push_str(&more);
            }
        }
        let table = Table {
            header,
            rows: rows.len(),
            selected: self.selected,
            width,
            height,
        };
        let run = self.alternatives.run.as_ref();
        let row = |index: usize| {
            let state = run.and_then(|r| r.rows.get(index));
            let text = self.alternatives_row(index, &rows[index], state, &columns, lang);
            let verdict = state.and_then(|s| s.result.as_ref()).map(|r| r.verdict);
            (text, verdict)
        };
        // After a cancel most rows read «cancelled»: the ones measured,
        // whole or part-way, may lie out of view, so the line that says
        // rows are hidden says what they hold (reader 30, es 3.2: «1
        // part-way» in the header, and no such row on screen).
        let hidden = |range: std::ops::Range<usize>| {
            let run = run.filter(|r| r.done && r.cancelled)?;
            let results: Vec<_> = run.rows
                [range.start.min(run.rows.len())..range.end.min(run.rows.len())]
                .iter()
                .filter_map(|s| s.result.as_ref())
                .collect();
            let part = results.iter().filter(|r| r.outcome.cancelled).count();
            let whole = results.len() - part;
            (whole + part > 0)
                .then(|| t!(lang, "exp-alt-hidden-measured", whole = whole, part = part))
        };
        table.lines_noting(lang, theme, row, hidden)
    }

    /// One row of the table: the structure, its target and bits, then
    /// its rate columns and its cost columns, as `columns` asks.
    fn alternatives_row(
        &self,
        index: usize,
        design: &Design,
        state: Option<&AltRow>,
        columns: &Columns,
        lang: Lang,
    ) -> String {
        let run = self.alternatives.run.as_ref();
        let result = state.and_then(|s| s.result.as_ref());
        let profile = state.and_then(|s| s.profile.as_ref());
        let bits = match (result, profile) {
            (Some(r), _) => bits_per_key(lang, r.bits_per_element),
            (None, Some(p)) => {
                let n = design_n(run, self.alternatives.n);
                bits_per_key(
                    lang,
                    StructureSize::measured(p.bytes, n, 0.0).bits_per_element,
                )
            }
            _ => "—".to_owned(),
        };
        let mut text = format!(
            "{}{:<10} {:>8} {:>6}",
            if index == self.selected { "▶ " } else { "  " },
            design.kind.short_label(lang),
            target_label(design.fp_target, lang),
            bits
        );
        if columns.rates {
            let done = run.is_some_and(|r| r.done);
            text.push_str(&rate_cells(state, done, lang));
        }
        if columns.costs {
            text.push_str(&columns.cost_cells(design, profile, lang));
        }
        text
    }
}

/// `lines` cut to `keep`, the last one kept ending in «…» where some
/// were left out: a sentence cut at a comma read as whole (reader 14, es
/// 1.7, at n = 10⁶).
fn cut_marked(
    lines: &mut Vec<Line<'static>>,
    keep: usize,
    width: u16,
    style: ratatui::style::Style,
) {
    if lines.len() <= keep || keep == 0 {
        return;
    }
    lines.truncate(keep);
    // As My results ends a cut question: «…» after the last whole word.
    let last = lines[keep - 1].to_string();
    let kept = crate::tui::widgets::fitted(&format!("{} …", last.trim_end()), width.into());
    lines[keep - 1] = Line::from(ratatui::text::Span::styled(kept, style));
}

/// The tab's parts, put together.
fn alt_layout(
    words: Vec<Line<'static>>,
    (table, chart, both, fits_under): (Rect, Rect, bool, bool),
    rest: Rect,
    lang: Lang,
) -> AltLayout {
    AltLayout {
        words,
        table,
        chart,
        one_of_two: !both,
        chart_fits: fits_under,
        chart_room: fits_under || rest.height >= CHART_LEAST,
        costs_apart: !Columns::fit_together(table.width.max(rest.width), lang),
    }
}
