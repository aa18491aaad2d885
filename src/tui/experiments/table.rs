//! The experiments screen's layout: the tabs, two lines on the suite and
//! its run, the table of rows (progress, the measured rate and its
//! interval, the predictions, a verdict) and, before a run, what to
//! predict; with the formatting of the table's numbers.

use crate::t;
use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;

use super::{ExperimentsScreen, LiveRun, Tab, chart, words};
use crate::experiment::ExperimentSpec;
use crate::tui::protocol::Context;
use crate::tui::text::count;
use crate::tui::widgets::paragraph;
use crate::tui::widgets::status_fit;
use crate::units::decimal_mark;

mod scroll;
mod sizes;
pub(in crate::tui::experiments) use scroll::paged_top;
use scroll::{dense_lines, scrolled, words_above};

/// The fewest lines a chart under the table is drawn in: its title, its
/// axis, their numbers and its key, and six rows of plot, so its three
/// labels have a row or more between them and a curve can be followed
/// (three rows read as a flat line beside its labels).
const MIN_CHART_HEIGHT: u16 = 10;
/// The fewest lines a chart takes under a repeat's tally: six rows of
/// plot at least, as anywhere. With five, the k sweep's twenty points sat on two rows
/// and merged with the exact line (reader 28, en 1.2); with nine, 12 rows
/// stood empty under «no room» (reader 30, en 1.2); c sets the tally
/// aside for a full-size chart.
const MIN_CHART_BESIDE_TALLY: u16 = MIN_CHART_HEIGHT;

/// The fewest lines the explanation is given below the table, above a
/// chart; with less room it takes the chart's place when shown.
const MIN_EXPLANATION_BELOW: u16 = 8;

/// The chart's height under an explanation where the room allows: the
/// 1 % row's, which a reader could read (reader 29, en 1.3).
const READABLE_CHART_HEIGHT: u16 = 13;

/// Where the selected row's explanation is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum ExplanationPlace {
    Hidden,
    /// Below the table, in at most `height` lines, the chart under it.
    Below {
        height: u16,
    },
    /// In the chart's place, the whole room under the table.
    InsteadOfChart,
}

impl ExperimentsScreen {
    /// The table's height in `area`: rows as many as fit above a chart
    /// of [`MIN_CHART_HEIGHT`] lines and a repeat's tally, if any (the k
    /// sweep's twenty rows left the chart no room at 80×24, and none
    /// after a repeat at 120×40); the rest scroll with the selection.
    fn table_height(&self, area: Rect, specs: &[ExperimentSpec], ctx: &Context) -> u16 {
        let width = area.width.saturating_sub(1).max(1);
        let tally_height = match self.tally_rows(width, ctx.lang) {
            0 => 0,
            rows => rows + 1,
        };
        // Before a run there is no chart, only a few lines of hint, in
        // the chart's rows all the same: in fewer, the table lost two rows
        // the moment s started a run (readers 49, es 1.3).
        let chart = MIN_CHART_HEIGHT;
        let room = area.height.saturating_sub(3 + chart + tally_height).max(5);
        (specs.len() as u16 + 1).min(room)
    }

    /// Where the selected row's explanation goes in `full_height` lines
    /// under the table. Below the table when that room leaves a chart of
    /// [`MIN_CHART_HEIGHT`] lines and a few lines of words, else in the
    /// chart's place; `e` flips whether it is shown. Judged on the room
    /// alone, never on the row's text, so it does not come and go as ↑↓
    /// picks a longer or shorter row (reader 9, en 3.1); a text longer
    /// than its room scrolls with PgUp/PgDn.
    fn explanation_place(&self, full_height: u16, has_text: bool) -> ExplanationPlace {
        if !has_text {
            return ExplanationPlace::Hidden;
        }
        let below = full_height.saturating_sub(1 + MIN_CHART_HEIGHT);
        let roomy = below >= MIN_EXPLANATION_BELOW;
        // The words take the room a readable chart leaves, whatever the
        // row's text, and scroll past it: sized by the text, the chart
        // under them was five rows on the 10 % row and thirteen on the
        // 1 % row (reader 29, en 1.3).
        let words = full_height
            .saturating_sub(1 + READABLE_CHART_HEIGHT)
            .max(MIN_EXPLANATION_BELOW);
        // Beside a repeat's tally, the explanation is shown only in its
        // place, when e asked for it; above the chart where there is room,
        // as after one run (in the tally's place alone, it left 17 rows
        // empty: reader 30, en 1.1).
        if self.tally_here().is_some() {
            return match (self.explain_flipped, roomy) {
                (false, _) => ExplanationPlace::Hidden,
                (true, true) => ExplanationPlace::Below {
                    height: words.min(below),
                },
                (true, false) => ExplanationPlace::InsteadOfChart,
            };
        }
        match (roomy != self.explain_flipped, roomy) {
            (false, _) => ExplanationPlace::Hidden,
            (true, true) => ExplanationPlace::Below {
                height: words.min(below),
            },
            (true, false) => ExplanationPlace::InsteadOfChart,
        }
    }

    /// The room under the table, where the explanation, a tally and the
    /// chart share the height.
    fn room_under_table(&self, ctx: &Context) -> u16 {
        let specs = self.specs(self.tab).unwrap_or_default();
        ctx.area
            .height
            .saturating_sub(3 + self.table_height(ctx.area, &specs, ctx))
    }

    /// Whether the selected row's explanation is on screen, in the area
    /// the screen is laid out in: `e` hides it then, else shows it.
    pub(super) fn explanation_shown(&self, ctx: &Context) -> bool {
        let has_text = !self
            .explanation_lines(ctx.area.width, self.shown(self.tab), ctx)
            .is_empty();
        self.explanation_place(self.room_under_table(ctx), has_text) != ExplanationPlace::Hidden
    }

    /// The selected row's explanation, wrapped to `width` with a blank
    /// line between paragraphs.
    fn explanation_lines<'a>(
        &self,
        width: u16,
        live: Option<&LiveRun>,
        ctx: &Context,
    ) -> Vec<Line<'a>> {
        let text_width = width.saturating_sub(1).max(1);
        live.and_then(|l| self.explanation_of(l, ctx.lang))
            .map(|paragraphs| paragraph(&paragraphs.join("\n\n"), text_width, ctx.theme.text))
            .unwrap_or_default()
    }

    pub(super) fn draw(&self, frame: &mut Frame, area: Rect, ctx: &Context) {
        let specs = self.specs(self.tab).unwrap_or_default();
        let live = self.shown(self.tab);
        let table_height = self.table_height(area, &specs, ctx);
        let [tabs, info, table, chart] = Layout::vertical([
            Constraint::Length(1),
            Constraint::Length(2),
            Constraint::Length(table_height),
            Constraint::Min(0),
        ])
        .areas(area);
        self.draw_tabs(frame, tabs, ctx);
        if self.tab == Tab::Alternatives {
            let [_, rest] = Layout::vertical([Constraint::Length(1), Constraint::Min(0)])
                .areas(super::alternatives::view::beside_note(area, ctx));
            self.draw_alternatives(frame, rest, ctx);
            return;
        }
        frame.render_widget(
            Paragraph::new(self.info_lines(&specs, live, info.width, ctx)),
            info,
        );
        frame.render_widget(
            Paragraph::new(self.row_lines(&specs, live, table.width, table.height, ctx)),
            table,
        );
        // Whether the explanation fits below the table is judged on the
        // whole area under it, before a tally takes its share.
        let full_height = chart.height;
        if !self.repeat_lines(ctx.lang).is_empty() {
            // A repeat's tally, or (e) the explanation placed as after one
            // run, the chart under it where there is room (in the tally's
            // place alone, 17 rows stood empty: reader 30, en 1.1).
            if self.explanation_shown(ctx) {
                let chart = self.draw_explanation(frame, chart, full_height, live, ctx);
                self.draw_chart(frame, chart, live, ctx);
                return;
            }
            let chart = self.draw_tally(frame, chart, ctx);
            let charted = live.is_some_and(|live| !live.cancelled_unmeasured());
            if charted && (1..MIN_CHART_BESIDE_TALLY).contains(&chart.height) {
                // «It needs 3 more lines» sent the student to resize when
                // c makes the room (reader 12, es 1.6). At the bottom, by
                // the status line that offers c: under the tally, the rows
                // below read as a chart that failed (reader 30, en 1.2).
                let running = self.repeat.as_ref().is_some_and(|repeat| repeat.active);
                let lines = chart::beside_tally(chart.width, running, ctx);
                let rows = (lines.len() as u16).min(chart.height);
                let [_, bottom] =
                    Layout::vertical([Constraint::Min(0), Constraint::Length(rows)]).areas(chart);
                frame.render_widget(Paragraph::new(lines), bottom);
                return;
            }
            // A seed cancelled before it measured has nothing to chart, and
            // the tally says where r resumes (readers 50, es 3.1: «s starts
            // again» stood under it).
            if charted {
                self.draw_chart(frame, chart, live, ctx);
            }
            return;
        }
        let chart = self.draw_explanation(frame, chart, full_height, live, ctx);
        self.draw_chart(frame, chart, live, ctx);
    }

    /// The tabs' line: each tab's number and name, the open one marked.
    fn draw_tabs(&self, frame: &mut Frame, area: Rect, ctx: &Context) {
        let theme = &ctx.theme;
        let mut tab_spans = Vec::new();
        for (index, tab) in Tab::ALL.iter().enumerate() {
            let style = if *tab == self.tab {
                theme.selected
            } else {
                theme.dim
            };
            tab_spans.push(Span::styled(
                format!(" {} {} ", index + 1, tab.name(ctx.lang)),
                style,
            ));
            tab_spans.push(Span::raw(" "));
        }
        frame.render_widget(Paragraph::new(Line::from(tab_spans)), area);
    }

    /// A repeat over seeds shows its tally in the chart's place, on top;
    /// what is left of the area is returned.
    fn draw_tally(&self, frame: &mut Frame, area: Rect, ctx: &Context) -> Rect {
        let theme = &ctx.theme;
        let text_width = area.width.saturating_sub(1).max(1);
        let tally: Vec<Line> = self
            .repeat_lines(ctx.lang)
            .iter()
            .enumerate()
            .flat_map(|(i, line)| {
                let style = if i == 0 { theme.accent } else { theme.text };
                paragraph(line, text_width, style)
            })
            .collect();
        if tally.is_empty() || area.height == 0 {
            return area;
        }
        // The rows the tally keeps to its end, so the chart under it
        // does not shrink as its lines come in.
        // Short of the room for that, it leaves the line under it that
        // says `c` brings the chart, scrolled or not: that line went as
        // the tally came to need a scroll (reader 35, en 1.2).
        let said_rows = chart::under_tally_rows(area.width, ctx);
        if tally.len() as u16 + 1 > area.height.saturating_sub(said_rows) {
            // Too long for the room: it takes it, scrolled with PgUp
            // PgDn, and its last line says how much is below.
            let [room, rest] =
                Layout::vertical([Constraint::Min(0), Constraint::Length(said_rows)]).areas(area);
            let lines = scrolled(tally, self.explain_scroll, room.height as usize, ctx);
            frame.render_widget(Paragraph::new(lines), room);
            return rest;
        }
        let used = (tally.len() as u16 + 1).max(
            (self.tally_rows(text_width, ctx.lang) + 1).min(area.height.saturating_sub(said_rows)),
        );
        let [tally_area, rest] =
            Layout::vertical([Constraint::Length(used), Constraint::Min(0)]).areas(area);
        frame.render_widget(Paragraph::new(tally), tally_area);
        rest
    }

    /// The selected row's explanation where [`Self::explanation_place`]
    /// puts it. What is left for the chart is returned.
    fn draw_explanation(
        &self,
        frame: &mut Frame,
        area: Rect,
        full_height: u16,
        live: Option<&LiveRun>,
        ctx: &Context,
    ) -> Rect {
        let explanation = live.and_then(|l| self.explanation_of(l, ctx.lang));
        let spaced = self.explanation_lines(area.width, live, ctx);
        let paragraphs = explanation.unwrap_or_default();
        // While the row is measured, its explanation's place is kept with
        // a line saying what comes there: the chart took the whole room,
        // and fell from 26 rows to 9 the moment the run ended (readers
        // 49, en 1.1).
        let pending = spaced.is_empty() && live.is_some_and(|live| !live.done);
        if pending
            && let ExplanationPlace::Below { height } = self.explanation_place(full_height, true)
        {
            let said = t!(ctx.lang, "exp-row-explained-once-measured");
            let lines = paragraph(&said, area.width.saturating_sub(1).max(1), ctx.theme.dim);
            return words_above(frame, area, height, lines);
        }
        match self.explanation_place(full_height, !spaced.is_empty()) {
            ExplanationPlace::Hidden => area,
            ExplanationPlace::Below { height } => {
                // With blank lines between paragraphs when they fit, else
                // without, else scrolled in all the room it has; the
                // chart takes what is left.
                let (dense, _) = dense_lines(&paragraphs, area.width, ctx.theme.text);
                let lines = if spaced.len() as u16 <= height {
                    spaced
                } else if dense.len() as u16 <= height {
                    dense
                } else {
                    let room = Rect { height, ..area };
                    self.scrolled_explanation(&paragraphs, room, ctx)
                };
                // The chart's top is set by the room, not by the words.
                words_above(frame, area, height, lines)
            }
            ExplanationPlace::InsteadOfChart => {
                frame.render_widget(
                    Paragraph::new(self.scrolled_explanation(&paragraphs, area, ctx)),
                    area,
                );
                Rect::default()
            }
        }
    }

    /// The explanation in the chart's place: the paragraphs without blank
    /// lines between them, scrolled with PgUp/PgDn, and a last line saying
    /// how many lines are below.
    fn scrolled_explanation<'a>(
        &self,
        paragraphs: &[String],
        area: Rect,
        ctx: &Context,
    ) -> Vec<Line<'a>> {
        let (dense, _) = dense_lines(paragraphs, area.width, ctx.theme.text);
        scrolled(dense, self.explain_scroll, area.height as usize, ctx)
    }

    /// The text PgUp and PgDn scroll at this size, when one is scrolled:
    /// where each of its paragraphs starts, its lines, and the height of
    /// its panel. Laid out as `draw` lays it out, so that a page is the
    /// panel's own height.
    pub(super) fn scrolled_text(&self, ctx: &Context) -> Option<(Vec<usize>, usize, usize)> {
        let area = ctx.area;
        let full_height = self.room_under_table(ctx);
        let live = self.shown(self.tab);
        let spaced = self.explanation_lines(area.width, live, ctx);
        let (paragraphs, height) = match self.explanation_place(full_height, !spaced.is_empty()) {
            ExplanationPlace::Below { height } => {
                let paragraphs = live.and_then(|l| self.explanation_of(l, ctx.lang))?;
                // Drawn whole, with or without its blank lines, as
                // draw_explanation draws it: nothing to scroll.
                let (dense, _) = dense_lines(&paragraphs, area.width, ctx.theme.text);
                if dense.len() as u16 <= height {
                    return None;
                }
                (paragraphs, height)
            }
            ExplanationPlace::InsteadOfChart => {
                let paragraphs = live.and_then(|l| self.explanation_of(l, ctx.lang))?;
                (paragraphs, full_height)
            }
            // Less the line under it that says `c` brings the chart.
            ExplanationPlace::Hidden => {
                let said_rows = chart::under_tally_rows(area.width, ctx);
                (
                    self.repeat_lines(ctx.lang),
                    full_height.saturating_sub(said_rows),
                )
            }
        };
        let (lines, starts) = dense_lines(&paragraphs, area.width, ctx.theme.text);
        (lines.len() + 1 > height as usize).then_some((starts, lines.len(), height as usize))
    }

    /// The run's chart, a line saying it does not fit, or before a run
    /// what to predict or press.
    fn draw_chart(&self, frame: &mut Frame, area: Rect, live: Option<&LiveRun>, ctx: &Context) {
        let (lang, theme) = (ctx.lang, &ctx.theme);
        let area = chart::legend(frame, area, (self.tab, live.map(|_| MIN_CHART_HEIGHT)), ctx);
        if area.height == 0 {
            return;
        }
        let Some(live) = live else {
            let hint = match self.tab {
                Tab::Table => t!(lang, "exp-table-press-s-to-build-the"),
                Tab::KSweep => t!(lang, "exp-table-press-s-m-n-10"),
                Tab::Small => t!(lang, "exp-table-press-s-the-lesson-s"),
                Tab::Alternatives => String::new(),
            };
            let prompt = self.prompt_text(lang);
            let hint = prompt.as_deref().unwrap_or(&hint);
            let lines = paragraph(hint, area.width.saturating_sub(1).max(1), theme.accent);
            frame.render_widget(Paragraph::new(lines), area);
            return;
        };
        // A run cancelled before any row measured has nothing to draw: a
        // chart of the prediction alone read as a result (reader 12, es
        // 3.5).
        if live.cancelled_unmeasured() {
            frame.render_widget(
                Paragraph::new(paragraph(
                    &t!(lang, "exp-chart-cancelled-empty"),
                    area.width.saturating_sub(1).max(1),
                    theme.dim,
                )),
                area,
            );
            return;
        }
        if area.height < MIN_CHART_HEIGHT {
            // Fewer rows than its three labels need: one line says so,
            // instead of a chart squashed past reading.
            let missing = MIN_CHART_HEIGHT - area.height;
            let said = t!(lang, "exp-table-chart-does-not-fit", missing = missing);
            let [line, _] =
                Layout::vertical([Constraint::Length(1), Constraint::Min(0)]).areas(area);
            frame.render_widget(
                Paragraph::new(Span::styled(
                    status_fit(&said, line.width as usize),
                    theme.dim,
                )),
                line,
            );
            return;
        }
        match self.tab {
            Tab::Table => self.render_convergence(frame, area, live, ctx),
            Tab::KSweep => chart::render_sweep(frame, area, live, ctx),
            Tab::Small => chart::render_small(frame, area, live, ctx),
            // Drawn whole by `draw_alternatives`.
            Tab::Alternatives => {}
        }
    }

    /// The two lines above the table: what the suite builds (or the
    /// parameter error), then how its run stands.
    fn info_lines<'a>(
        &self,
        specs: &[ExperimentSpec],
        live: Option<&LiveRun>,
        width: u16,
        ctx: &Context,
    ) -> Vec<Line<'a>> {
        let lang = ctx.lang;
        let theme = &ctx.theme;
        let first = match &self.error {
            Some(error) => crate::tui::text::param_error(error, lang),
            None => self.suite_line(specs, width, ctx),
        };
        let failures: Vec<String> = live
            .map(|l| l.rows.iter().filter_map(|r| r.failed.clone()).collect())
            .unwrap_or_default();
        let status_style = if self.asked_to_leave {
            theme.warn
        } else if failures.is_empty() && !live.is_some_and(|l| l.lost) {
            theme.accent
        } else {
            theme.bad
        };
        let mut status_line = self.status_line(live, width, ctx);
        if let Some(message) = failures.first() {
            status_line = format!(
                "{status_line} · ✗ {}: {message}",
                t!(lang, "exp-table-an-experiment-failed")
            );
        }
        vec![
            Line::from(Span::styled(
                first,
                if self.error.is_some() {
                    theme.bad
                } else {
                    theme.dim
                },
            )),
            Line::from(Span::styled(
                status_fit(&status_line, width as usize),
                status_style,
            )),
        ]
    }

    /// What the open tab's suite builds: for the table, each filter's
    /// size and the memory held at once.
    fn suite_line(&self, specs: &[ExperimentSpec], width: u16, ctx: &Context) -> String {
        let lang = ctx.lang;
        match self.tab {
            Tab::Table => {
                // Each filter's bytes as the run reserves them.
                let bytes: Vec<u64> = specs
                    .iter()
                    .map(|s| crate::experiment::filter_bytes(s.m))
                    .collect();
                // Filters held at once: one per thread, as many as there are.
                let threads = self.threads.min(specs.len()).max(1);
                let (sizes, peak) = sizes::sizes_and_peak(&bytes, threads, lang);
                let n = count(lang, self.n);
                let full = t!(
                    lang,
                    "exp-table-filters",
                    n = n.as_str(),
                    sizes = sizes.as_str(),
                    threads = threads,
                    peak = peak.as_str()
                );
                // On a narrow screen the memory at stake matters more than
                // the list of sizes.
                if full.chars().count() <= width as usize {
                    full
                } else {
                    t!(
                        lang,
                        "exp-table-filters-short",
                        n = n,
                        threads = threads,
                        peak = peak
                    )
                }
            }
            Tab::KSweep => t!(
                lang,
                "exp-table-sweep",
                m = count(lang, 1_000_000),
                n = count(lang, 100_000)
            ),
            Tab::Small => t!(lang, "exp-table-m-12-k-2-a"),
            Tab::Alternatives => String::new(),
        }
    }

    /// How the run stands, with the seed; once it is done, how often
    /// chance flags a correct row.
    pub(super) fn status_line(&self, live: Option<&LiveRun>, width: u16, ctx: &Context) -> String {
        let lang = ctx.lang;
        // The seed the shown results were measured with, and the next one
        // if d changed it since.
        let shown_seed = live
            .and_then(|l| l.specs.first())
            .map_or(self.seed(), |s| s.seed);
        let seed = words::seed_words(lang, shown_seed, self.seed());
        let status = match live {
            None => t!(lang, "exp-alt-not-started"),
            Some(live) if live.lost => {
                t!(lang, "exp-table-the-experiment-thread-stopped-unexpectedly")
            }
            Some(live) if live.done && live.cancelled => t!(lang, "exp-table-cancelled"),
            // Under a repeat the run shown is its last seed's: its time
            // is that seed's, not the repeat's.
            Some(live) if live.done && self.repeat.as_ref().is_some_and(|r| r.tab == self.tab) => {
                let seconds = decimal_mark(lang, format!("{:.2}", live.seconds));
                t!(lang, "exp-done-in-last-seed", seconds = seconds)
            }
            Some(live) if live.done => {
                let seconds = decimal_mark(lang, format!("{:.2}", live.seconds));
                t!(lang, "exp-done-in", seconds = seconds)
            }
            Some(_) => t!(lang, "exp-table-running"),
        };
        let mut status_line = format!("{status}{seed}");
        // The seeds say what d did, and the verdict what the table shows:
        // where they do not fit beside the time, the time gives way (reader
        // 7, es 8: after r and d the seeds were cut off; reader 30, es 3.1:
        // after d the verdict went while the table still showed its ✗).
        let done = live.is_some_and(|l| l.done);
        // Not for the seed a repeat stopped in: its rows read «uncounted»,
        // and a «* p < 0.05 in 1 row alone» pointed at no row shown
        // (reader 30, en 3.2).
        let verdict = |line: &str| match live.filter(|l| l.done && !self.uncounted(l)) {
            Some(live) => {
                let room = usize::from(width).saturating_sub(line.chars().count());
                words::differs_words(live, room, lang)
            }
            None => String::new(),
        };
        let mut words = verdict(&status_line);
        if done && status_line.chars().count() + words.chars().count() > usize::from(width) {
            status_line = format!("{}{seed}", t!(lang, "exp-table-done"));
            words = verdict(&status_line);
        }
        status_line.push_str(&words);
        if self.asked_to_leave && self.running() {
            status_line = t!(lang, "exp-alt-esc-again-leave-and-stop");
        }
        status_line
    }
}
