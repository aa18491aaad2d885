//! The experiments screen's layout: the tabs, two lines on the suite and
//! its run, the table of rows (progress, the measured rate and its
//! interval, the predictions, a verdict) and, before a run, what to
//! predict; with the formatting of the table's numbers.

use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;

use super::{ExperimentsScreen, LiveRun, RowState, Tab, chart, words};
use crate::experiment::{ExperimentSpec, FamilyVerdicts, Hashing, Progress, Verdict};
use crate::lang::Lang;
use crate::tui::protocol::Context;
use crate::tui::text::{count, tr};
use crate::tui::theme::Theme;
use crate::tui::widgets::paragraph;
use crate::tui::widgets::status_fit;
use crate::units::{decimal_mark, format_bytes, format_percent_short, format_sig};

/// The fewest lines a chart under the table is drawn in: its title, three
/// rows for its three labels, its axis and their numbers, and its key.
const MIN_CHART_HEIGHT: u16 = 7;

impl ExperimentsScreen {
    pub(super) fn draw(&self, frame: &mut Frame, area: Rect, ctx: &Context) {
        let lang = ctx.lang;
        let theme = &ctx.theme;
        let specs = self.specs(self.tab).unwrap_or_default();
        let live = self.shown(self.tab);
        // Rows as many as fit above a chart of at least eight lines; the
        // rest scroll with the selection.
        let room = area.height.saturating_sub(3 + 8).max(3);
        let table_height = (specs.len() as u16 + 1).min(room);
        let [tabs, info, table, chart] = Layout::vertical([
            Constraint::Length(1),
            Constraint::Length(2),
            Constraint::Length(table_height),
            Constraint::Min(0),
        ])
        .areas(area);
        let mut tab_spans = Vec::new();
        for (index, tab) in Tab::ALL.iter().enumerate() {
            let style = if *tab == self.tab {
                theme.selected
            } else {
                theme.dim
            };
            tab_spans.push(Span::styled(
                format!(" {} {} ", index + 1, tab.name(lang)),
                style,
            ));
            tab_spans.push(Span::raw(" "));
        }
        frame.render_widget(Paragraph::new(Line::from(tab_spans)), tabs);
        if self.tab == Tab::Alternatives {
            let [_, rest] =
                Layout::vertical([Constraint::Length(1), Constraint::Min(0)]).areas(area);
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
        let explanation = live.and_then(|l| words::explanation(l, self.selected, lang));
        let text_width = chart.width.saturating_sub(1).max(1);
        let spaced: Vec<Line> = explanation
            .as_ref()
            .map(|paragraphs| paragraph(&paragraphs.join("\n\n"), text_width, theme.text))
            .unwrap_or_default();
        // Below the table when a chart of ten lines still fits under it,
        // else in the chart's place; e flips it either way.
        let roomy = !spaced.is_empty() && chart.height as usize >= spaced.len() + 1 + 10;
        // A repeat over seeds shows its tally in the chart's place.
        let tally: Vec<Line> = self
            .repeat_lines(lang)
            .iter()
            .enumerate()
            .flat_map(|(i, line)| {
                let style = if i == 0 { theme.accent } else { theme.text };
                paragraph(line, text_width, style)
            })
            .collect();
        let chart = if !tally.is_empty() && chart.height > 0 {
            let used = (tally.len() as u16 + 1).min(chart.height);
            let [tally_area, rest] =
                Layout::vertical([Constraint::Length(used), Constraint::Min(0)]).areas(chart);
            frame.render_widget(Paragraph::new(tally), tally_area);
            rest
        } else {
            chart
        };
        let chart = if !spaced.is_empty() && roomy != self.explain_flipped {
            if roomy {
                let used = spaced.len() as u16 + 1;
                let [words_area, rest] =
                    Layout::vertical([Constraint::Length(used), Constraint::Min(0)]).areas(chart);
                frame.render_widget(Paragraph::new(spaced), words_area);
                rest
            } else {
                // In the chart's place: the paragraphs without blank lines
                // between them, scrolled with PgUp/PgDn, and a last line
                // saying how many lines are below.
                let dense: Vec<Line> = explanation
                    .iter()
                    .flatten()
                    .flat_map(|p| paragraph(p, text_width, theme.text))
                    .collect();
                let height = chart.height as usize;
                let fits = dense.len() <= height;
                let room = if fits {
                    height
                } else {
                    height.saturating_sub(1)
                };
                let top = self.explain_scroll.min(dense.len().saturating_sub(room));
                let below = dense.len().saturating_sub(top + room);
                let mut shown: Vec<Line> = dense.into_iter().skip(top).take(room).collect();
                if below > 0 {
                    shown.push(Line::from(Span::styled(
                        match lang {
                            Lang::En => format!("▼ {below} more (PgDn)"),
                            Lang::Es => format!("▼ {below} más (AvPág)"),
                        },
                        theme.dim,
                    )));
                } else if top > 0 && !fits {
                    shown.push(Line::from(Span::styled(
                        tr(lang, "▲ PgUp", "▲ RePág").to_owned(),
                        theme.dim,
                    )));
                }
                frame.render_widget(Paragraph::new(shown), chart);
                Rect::default()
            }
        } else {
            chart
        };
        if let Some(live) = live.filter(|_| chart.height > 0) {
            if chart.height < MIN_CHART_HEIGHT {
                // Fewer rows than its three labels need: one line says
                // so, instead of a chart squashed past reading.
                let missing = MIN_CHART_HEIGHT - chart.height;
                let said = match (lang, missing) {
                    (Lang::En, 1) => {
                        "The chart does not fit: it needs 1 more line of terminal.".to_owned()
                    }
                    (Lang::En, _) => format!(
                        "The chart does not fit: it needs {missing} more lines of terminal."
                    ),
                    (Lang::Es, 1) => {
                        "El gráfico no cabe: le falta 1 línea más de terminal.".to_owned()
                    }
                    (Lang::Es, _) => {
                        format!("El gráfico no cabe: le faltan {missing} líneas más de terminal.")
                    }
                };
                let [line, _] =
                    Layout::vertical([Constraint::Length(1), Constraint::Min(0)]).areas(chart);
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
                Tab::Table => self.render_convergence(frame, chart, live, ctx),
                Tab::KSweep => chart::render_sweep(frame, chart, live, ctx),
                Tab::Small => chart::render_small(frame, chart, live, ctx),
                // Drawn whole by `draw_alternatives`.
                Tab::Alternatives => {}
            }
        } else if chart.height > 0 {
            let hint = match self.tab {
                Tab::Table => tr(
                    lang,
                    "Press s to build the four filters and measure them. Predict first: will the measured rates match the table?",
                    "Pulsa s para construir los cuatro filtros y medirlos. Predice antes: ¿coincidirán las tasas medidas con la tabla?",
                ),
                Tab::KSweep => tr(
                    lang,
                    "Press s: m/n = 10 bits per key, k from 1 to 20. Predict first: which k gives the fewest false positives?",
                    "Pulsa s: m/n = 10 bits por clave, k de 1 a 20. Predice antes: ¿qué k da menos falsos positivos?",
                ),
                Tab::Small => tr(
                    lang,
                    "Press s: the lesson's 12-bit filter, k = 2, n = 1 to 6. Predict first: is Bloom's formula right for so few bits?",
                    "Pulsa s: el filtro de 12 bits de la lección, k = 2, n = 1 a 6. Predice antes: ¿acierta la fórmula de Bloom con tan pocos bits?",
                ),
                Tab::Alternatives => "",
            };
            let prompt = self.prompt_text(lang);
            let hint = prompt.as_deref().unwrap_or(hint);
            let lines = paragraph(hint, chart.width.saturating_sub(1).max(1), theme.accent);
            frame.render_widget(Paragraph::new(lines), chart);
        }
    }

    fn info_lines<'a>(
        &self,
        specs: &[ExperimentSpec],
        live: Option<&LiveRun>,
        width: u16,
        ctx: &Context,
    ) -> Vec<Line<'a>> {
        let lang = ctx.lang;
        let theme = &ctx.theme;
        let mut first = match self.tab {
            Tab::Table => {
                let bytes: Vec<u64> = specs.iter().map(|s| s.m.div_ceil(8)).collect();
                // One unit for the list, picked by the largest filter.
                let (scale, unit) = if bytes.iter().any(|b| *b >= 1_000_000) {
                    (1e6, "MB")
                } else {
                    (1e3, "kB")
                };
                let sizes: Vec<String> = bytes
                    .iter()
                    .map(|b| decimal_mark(lang, format!("{:.1}", *b as f64 / scale)))
                    .collect();
                // Filters held at once: one per thread, as many as there are.
                let threads = self.threads.min(specs.len()).max(1);
                let peak = self.memory_cap(specs);
                let full = match lang {
                    Lang::En => format!(
                        "n = {} · filters {} {unit} · {threads} at a time: {}",
                        count(lang, self.n),
                        sizes.join(" + "),
                        decimal_mark(lang, format_bytes(peak)),
                    ),
                    Lang::Es => format!(
                        "n = {} · filtros {} {unit} · {threads} a la vez: {}",
                        count(lang, self.n),
                        sizes.join(" + "),
                        decimal_mark(lang, format_bytes(peak)),
                    ),
                };
                // On a narrow screen the memory at stake matters more than
                // the list of sizes.
                if full.chars().count() <= width as usize {
                    full
                } else {
                    match lang {
                        Lang::En => format!(
                            "n = {} · {threads} filters at a time: {}",
                            count(lang, self.n),
                            decimal_mark(lang, format_bytes(peak))
                        ),
                        Lang::Es => format!(
                            "n = {} · {threads} filtros a la vez: {}",
                            count(lang, self.n),
                            decimal_mark(lang, format_bytes(peak))
                        ),
                    }
                }
            }
            Tab::KSweep => match lang {
                Lang::En => format!(
                    "m = {} bits, n = {} keys (10 bits each), k = 1 to 20",
                    count(lang, 1_000_000),
                    count(lang, 100_000)
                ),
                Lang::Es => format!(
                    "m = {} bits, n = {} claves (10 bits cada una), k = 1 a 20",
                    count(lang, 1_000_000),
                    count(lang, 100_000)
                ),
            },
            Tab::Small => tr(
                lang,
                "m = 12, k = 2, a fresh filter for every query, to ±1 %",
                "m = 12, k = 2, un filtro nuevo por consulta, hasta ±1 %",
            )
            .to_owned(),
            Tab::Alternatives => String::new(),
        };
        if let Some(error) = &self.error {
            first = crate::tui::text::param_error(error, lang);
        }
        // The seed the shown results were measured with, and the next one
        // if d changed it since.
        let shown_seed = live
            .and_then(|l| l.specs.first())
            .map_or(self.seed, |s| s.seed);
        let mut seed = match lang {
            Lang::En => format!(" · seed {shown_seed}"),
            Lang::Es => format!(" · semilla {shown_seed}"),
        };
        if shown_seed != self.seed {
            seed.push_str(&match lang {
                Lang::En => format!(" (next run: {})", self.seed),
                Lang::Es => format!(" (próxima: {})", self.seed),
            });
        }
        let status = match live {
            None => tr(lang, "not started", "sin empezar").to_owned(),
            Some(live) if live.lost => tr(
                lang,
                "✗ the experiment thread stopped unexpectedly; press s to try again",
                "✗ el hilo del experimento se detuvo de forma inesperada; pulsa s para reintentar",
            )
            .to_owned(),
            Some(live) if live.done && live.cancelled => {
                tr(lang, "cancelled", "cancelado").to_owned()
            }
            Some(live) if live.done => match lang {
                Lang::En => format!("done in {:.2} s", live.seconds),
                Lang::Es => format!(
                    "terminado en {} s",
                    decimal_mark(lang, format!("{:.2}", live.seconds))
                ),
            },
            Some(_) => tr(lang, "running…", "midiendo…").to_owned(),
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
        let mut status_line = format!("{status}{seed}");
        // Judged together (Holm), a correct run is flagged at most one
        // time in twenty; each row on its own would be flagged one time in
        // twenty. Say which, where a ✗ appears, how often chance does it,
        // and that r shows it happen (the longest form that fits).
        if let Some(live) = live.filter(|l| l.done) {
            let (family, _) = words::family(live);
            let family_flags = family
                .iter()
                .flatten()
                .filter(|f| f.verdicts.exact == Verdict::Differs)
                .count();
            let raw_flags = live
                .rows
                .iter()
                .filter_map(|r| r.outcome.as_ref())
                .filter(|o| o.verdict == Verdict::Differs)
                .count();
            let alpha = live.specs.first().map_or(0.05, |s| 1.0 - s.confidence);
            let forms = words::differs_status(raw_flags, family_flags, alpha, lang);
            let room = (width as usize).saturating_sub(status_line.chars().count());
            // The longest form that fits; else the shortest, which the
            // status line's rule then shortens by whole parts.
            if let Some(form) = forms
                .iter()
                .find(|form| form.chars().count() <= room)
                .or(forms.last())
            {
                status_line.push_str(form);
            }
        }
        if self.asked_to_leave && self.running() {
            status_line = tr(
                lang,
                "Esc again: leave and stop the run. Any other key: keep measuring.",
                "Esc otra vez: sales y la medición se detiene. Otra tecla: sigue midiendo.",
            )
            .to_owned();
        }
        if let Some(message) = failures.first() {
            status_line = format!(
                "{status_line} · ✗ {}: {message}",
                tr(lang, "an experiment failed", "falló un experimento")
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

    fn row_lines<'a>(
        &self,
        specs: &[ExperimentSpec],
        live: Option<&LiveRun>,
        width: u16,
        height: u16,
        ctx: &Context,
    ) -> Vec<Line<'a>> {
        let lang = ctx.lang;
        let theme = &ctx.theme;
        // The small filter and the k sweep add Bloom's column; to keep the
        // verdict on an 80-column screen they drop the FP count and shrink
        // the gauge.
        let show_bloom = self.tab != Tab::Table;
        let compact = show_bloom && width < 100;
        let gauge_width = if compact { 5 } else { 10 };
        // The gauge and the queries share one heading zone, so that
        // «consultas» is written out: the progress bar needs no heading
        // where the zone is too narrow for both words.
        let queries_zone = gauge_width + 1 + 7;
        let progress_word = tr(lang, "progress", "progreso");
        let queries_word = tr(lang, "queries", "consultas");
        let zone = if compact {
            format!("{queries_word:>queries_zone$}")
        } else {
            let gap = queries_zone
                .saturating_sub(progress_word.chars().count() + queries_word.chars().count());
            format!("{progress_word}{}{queries_word}", " ".repeat(gap.max(1)))
        };
        let mut header = format!(
            "  {:<11} {zone}",
            if self.tab == Tab::KSweep {
                tr(lang, "k   fill", "k   llenado")
            } else {
                tr(lang, "row", "fila")
            },
        );
        if !compact {
            header.push_str(&format!(" {:>7}", "FP"));
        }
        // Compact, thirteen characters ("0.00819 ±1.2%": the k sweep and
        // the small filter measure no rate under 0.1 %), so that the
        // longest verdict ("✓ consistent ✗ Bloom") ends at column 80; the
        // table's 0.01 % row needs fifteen ("0.0000990 ±4.9%").
        let measured_width = if compact { 13 } else { 15 };
        let exact_width = if compact { 7 } else { 8 };
        header.push_str(&format!(
            " {:<measured_width$}",
            tr(lang, "measured", "medida")
        ));
        if show_bloom {
            header.push_str(&format!(" {:>7}", "Bloom"));
        }
        header.push_str(&format!(
            " {:>exact_width$} {}",
            tr(lang, "exact", "exacta"),
            tr(lang, "verdict", "veredicto")
        ));
        let mut lines = vec![Line::from(Span::styled(
            truncate(&header, width),
            theme.dim,
        ))];
        let family = live.map(|l| words::family(l).0).unwrap_or_default();
        // The row with the lowest measured rate, once every row is in.
        let lowest = live.filter(|l| l.done).and_then(|l| {
            l.rows
                .iter()
                .enumerate()
                .filter_map(|(i, r)| r.outcome.as_ref().map(|o| (i, o)))
                .filter(|(_, o)| o.queries > 0 && !o.cancelled)
                .min_by(|a, b| a.1.fp_measured.total_cmp(&b.1.fp_measured))
                .map(|(i, _)| i)
        });
        // Rows past the bottom are reached with ↓; a last line says how
        // many are below.
        let (first, visible, below) = window(specs.len(), height, self.selected);
        for (index, spec) in specs.iter().enumerate().skip(first).take(visible) {
            let state = live.and_then(|l| l.rows.get(index));
            let label = match self.tab {
                Tab::Table => format!(
                    "{} k={}",
                    decimal_mark(lang, format_percent_short(sizing_target(index))),
                    spec.k
                ),
                // k, the filter's fill (bits set) once measured, and ★ on
                // the lowest measured rate.
                Tab::KSweep => {
                    let outcome = state.and_then(|s| s.outcome.as_ref());
                    let fill = outcome
                        .filter(|o| o.queries > 0)
                        .map(|o| format!("{:>3.0}%", o.fill_ratio * 100.0))
                        .unwrap_or_default();
                    let star = if Some(index) == lowest { " ★" } else { "" };
                    format!("k={:<2} {fill}{star}", spec.k)
                }
                Tab::Small => format!(
                    "n={} {}",
                    spec.n,
                    if spec.hashing == Hashing::Independent {
                        tr(lang, "indep.", "indep.")
                    } else {
                        tr(lang, "double", "doble")
                    }
                ),
                Tab::Alternatives => String::new(),
            };
            let fraction = match state.and_then(|s| s.outcome.as_ref()) {
                Some(o) if !o.cancelled => 1.0,
                _ => state
                    .and_then(|s| s.progress.as_ref())
                    .map_or(0.0, Progress::fraction),
            };
            let filled = ((fraction * gauge_width as f64).round() as usize).min(gauge_width);
            let gauge = format!("{}{}", "█".repeat(filled), "░".repeat(gauge_width - filled));
            let (queries, fps, measured) = match (
                state.and_then(|s| s.outcome.as_ref()),
                state.and_then(|s| s.progress.as_ref()),
            ) {
                (Some(o), _) if o.queries > 0 => (
                    o.queries,
                    o.false_positives,
                    decimal_mark(lang, measured_text(o.fp_measured, o.ci_low, o.ci_high)),
                ),
                (None, Some(p)) if p.queries > 0 => (
                    p.queries,
                    p.false_positives,
                    decimal_mark(
                        lang,
                        measured_text(p.estimate, p.interval.low, p.interval.high),
                    ),
                ),
                _ => (0, 0, "—".to_owned()),
            };
            let stopped = live.is_some_and(|l| l.done);
            let cancelled = tr(lang, "⏹ cancelled", "⏹ cancelado").to_owned();
            let verdict = match state {
                Some(s) if s.failed.is_some() => tr(lang, "✗ failed", "✗ falló").to_owned(),
                Some(RowState {
                    outcome: Some(o), ..
                }) if o.cancelled => cancelled,
                Some(RowState {
                    outcome: Some(o), ..
                }) => match family.get(index).copied().flatten() {
                    Some(f) => verdict_text(&f, lang, show_bloom),
                    None => verdict_text_raw(o.verdict, lang),
                },
                Some(_) if stopped => cancelled,
                Some(RowState {
                    progress: Some(_), ..
                }) => "…".to_owned(),
                _ => String::new(),
            };
            let mut text = format!(
                "{}{:<11} {gauge} {:>7}",
                if index == self.selected { "▶ " } else { "  " },
                label,
                short_count(queries, lang)
            );
            if !compact {
                text.push_str(&format!(" {:>7}", short_count(fps, lang)));
            }
            text.push_str(&format!(" {measured:<measured_width$}"));
            // Predict first: the formulas' rates stay hidden until the
            // student has guessed (or skipped).
            let revealed = self.prediction().revealed || live.is_some();
            let predicted = |value: f64| {
                if revealed {
                    decimal_mark(lang, rate(value))
                } else {
                    "?".to_owned()
                }
            };
            if show_bloom {
                text.push_str(&format!(" {:>7}", predicted(spec.fp_bloom())));
            }
            text.push_str(&format!(
                " {:>exact_width$} {verdict}",
                predicted(spec.fp_exact())
            ));
            let verdict = family
                .get(index)
                .copied()
                .flatten()
                .map(|f| f.verdicts.exact);
            lines.push(row_line(
                text,
                width,
                verdict,
                index == self.selected,
                theme,
            ));
        }
        lines.extend(more_below(below, width, lang, theme));
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
/// many lie below (a last line then says so, taking one more).
pub(super) fn window(rows: usize, height: u16, selected: usize) -> (usize, usize, usize) {
    let mut visible = (height as usize).saturating_sub(1).max(1);
    if rows > visible {
        visible = visible.saturating_sub(1).max(1);
    }
    let first = (selected + 1).saturating_sub(visible);
    (first, visible, rows.saturating_sub(first + visible))
}

/// The table's last line when rows lie below it: how many, and ↓.
pub(super) fn more_below<'a>(
    below: usize,
    width: u16,
    lang: Lang,
    theme: &Theme,
) -> Option<Line<'a>> {
    (below > 0).then(|| {
        let more = match lang {
            Lang::En => format!("  ▼ {below} more (↓)"),
            Lang::Es => format!("  ▼ {below} más (↓)"),
        };
        Line::from(Span::styled(truncate(&more, width), theme.dim))
    })
}

pub(super) fn sizing_target(index: usize) -> f64 {
    crate::sizing::TABLE_TARGETS
        .get(index)
        .copied()
        .unwrap_or(0.0)
}

fn measured_text(estimate: f64, low: f64, high: f64) -> String {
    let half = crate::experiment::Interval { low, high }.relative_half_width(estimate) * 100.0;
    if half.is_finite() {
        format!("{} ±{half:.1}%", rate(estimate))
    } else {
        rate(estimate)
    }
}

/// A rate in at most nine characters, as a decimal with three significant
/// digits (0.0992, 0.00103, 0.0000990), never in e-notation: below 10⁻⁵
/// as a power of ten (9.90·10⁻⁶).
pub(super) fn rate(value: f64) -> String {
    if value > 0.0 && value < 1e-5 {
        crate::units::power_of_ten(value, 3)
    } else {
        format_sig(value, 3)
    }
}

/// A row's verdict, family-wise: against the exact rate and, where
/// Bloom's formula is shown, against it too ("✓ consistent ✗ Bloom": the
/// exact formula kept, Bloom's rejected).
fn verdict_text(family: &FamilyVerdicts, lang: Lang, with_bloom: bool) -> String {
    let exact = family.verdicts.exact;
    if with_bloom && family.verdicts.bloom_rejected && exact == Verdict::AgreesWithTheory {
        return format!("{} ✗ Bloom", words::verdict_mark(exact, lang));
    }
    words::verdict_mark(exact, lang).to_owned()
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
        v if v < 1_000_000 => decimal_mark(lang, scaled(v as f64 / 1e3, "K")),
        v => decimal_mark(lang, scaled(v as f64 / 1e6, "M")),
    }
}

pub(super) fn truncate(text: &str, width: u16) -> String {
    text.chars().take(width as usize).collect()
}
