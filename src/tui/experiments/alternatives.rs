//! The Alternatives tab: the library's comparison (`experiment::compare`)
//! run live, each structure at each target with its bits per element, its
//! measured rate against its own prediction, its speed and whether it
//! deletes; and the chart of bits per element against the rate, with the
//! lower bound log2(1/p) and the standard Bloom filter's 1.44·log2(1/p).
//! Its events come on the app's channel as `Msg::Compare`, tagged with
//! the screen's generation like the engine's.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::Sender;

use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::Style;
use ratatui::symbols::Marker;
use ratatui::text::{Line, Span};
use ratatui::widgets::canvas::{Canvas, Line as Segment, Points};
use ratatui::widgets::{Block, Borders, Paragraph};

use super::ExperimentsScreen;
use super::table::{more_below, row_line, truncate};
use crossterm::event::{KeyCode, KeyEvent};

use super::Tab;
use crate::experiment::compare::{
    CompareEvent, CompareRow, CompareSink, CompareSpec, Comparison, DEFAULT_TARGETS, Design,
    Profile, StructureSize, bound_ratio_name, designs, fingerprint_bits_of,
};
use crate::experiment::{ExperimentSpec, Progress, RunOptions};
use crate::filter::{DEFAULT_MAX_MEMORY, FilterKind};
use crate::lang::Lang;
use crate::tui::protocol::{Context, Msg};
use crate::tui::text::tr;
use crate::tui::widgets::paragraph;
use crate::units::{decimal_mark, format_percent_short, format_sig};

/// Keys per structure unless the student asks for more: 10^5 takes a few
/// seconds on two cores; `n` switches to 10^6 (the CLI's default).
pub const ALTERNATIVES_N: u64 = 100_000;
pub const ALTERNATIVES_LARGE_N: u64 = 1_000_000;

/// The targets `p` steps through: the course's five (None), then one rate
/// at a time, among them both sides of the cuckoo/Bloom windows (0.2 %:
/// cuckoo smaller; 0.15 %: Bloom smaller) and the fingerprint filters'
/// 1/256 and 1/65536.
pub const TARGET_CHOICES: [Option<f64>; 12] = [
    None,
    Some(0.1),
    Some(0.01),
    Some(0.005),
    Some(0.002),
    Some(0.0015),
    Some(0.001),
    Some(0.0005),
    Some(0.0001),
    Some(0.00001),
    Some(1.0 / 256.0),
    Some(1.0 / 65536.0),
];

/// The rate the tab's question asks about when it measures the five.
const QUESTION_AT: f64 = 0.0001;

/// The student's answer to "which takes fewer bits per key, Bloom or
/// cuckoo?", at the rate asked.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Guess {
    pub cuckoo: bool,
    pub at: f64,
}

/// What one row has reported so far.
#[derive(Clone, Debug, Default)]
pub struct AltRow {
    pub profile: Option<Profile>,
    pub progress: Option<Progress>,
    /// Measured; its verdict family-wise once the run is over.
    pub result: Option<CompareRow>,
    pub failed: Option<String>,
}

/// A comparison the tab started, running or over.
pub struct AltRun {
    pub generation: u64,
    pub n: u64,
    pub seed: u64,
    pub designs: Vec<Design>,
    pub rows: Vec<AltRow>,
    /// The library's handle, to cancel it (None for results made up in tests).
    pub comparison: Option<Comparison>,
    pub done: bool,
    pub cancelled: bool,
    pub seconds: f64,
    /// Its thread died before its last event.
    pub lost: bool,
}

/// The tab's state.
pub struct Alternatives {
    /// Keys per structure for the next run.
    pub n: u64,
    pub run: Option<AltRun>,
    /// `c`: on a screen too short for both, the chart in the table's place.
    pub chart_shown: bool,
    /// `v`: on a narrow screen, the costs' columns in place of the rates'.
    pub costs_shown: bool,
    /// Why the last start was refused.
    pub error: Option<crate::ParamError>,
    /// Which of the `TARGET_CHOICES` the next run measures (`p`).
    pub target_choice: usize,
    /// The prediction for the next (or shown) run, if the student made one.
    pub guess: Option<Guess>,
}

impl Default for Alternatives {
    fn default() -> Self {
        Alternatives {
            n: ALTERNATIVES_N,
            run: None,
            chart_shown: false,
            costs_shown: false,
            error: None,
            target_choice: 0,
            guess: None,
        }
    }
}

impl Alternatives {
    pub fn running(&self) -> bool {
        self.run.as_ref().is_some_and(|run| !run.done)
    }

    /// The rows of the shown run, or of the next one.
    pub fn designs(&self) -> Vec<Design> {
        match &self.run {
            Some(run) => run.designs.clone(),
            None => designs(self.n, &self.targets()).unwrap_or_default(),
        }
    }

    /// The targets the next run measures.
    pub fn targets(&self) -> Vec<f64> {
        match TARGET_CHOICES.get(self.target_choice).copied().flatten() {
            Some(p) => vec![p],
            None => DEFAULT_TARGETS.to_vec(),
        }
    }

    /// The rate the question "Bloom or cuckoo?" is about: the target
    /// chosen, or 0.01 % among the five; None at the fingerprint filters'
    /// rates, where no Bloom filter is built.
    pub fn question_at(&self) -> Option<f64> {
        match TARGET_CHOICES.get(self.target_choice).copied().flatten() {
            None => Some(QUESTION_AT),
            Some(p) if fingerprint_bits_of(p).is_some() => None,
            Some(p) => Some(p),
        }
    }

    /// `p` (or `P`): the next (previous) target; the shown run, made at
    /// another, and the prediction for it are dropped.
    pub fn step_target(&mut self, forward: bool) {
        let count = TARGET_CHOICES.len();
        self.target_choice = if forward {
            (self.target_choice + 1) % count
        } else {
            (self.target_choice + count - 1) % count
        };
        self.run = None;
        self.error = None;
        self.guess = None;
    }

    /// Bits per key of the measured structure of this kind at the
    /// question's rate, when the shown run has built it.
    fn measured_bits(&self, kind: FilterKind, at: f64) -> Option<f64> {
        let run = self.run.as_ref()?;
        let index = run
            .designs
            .iter()
            .position(|d| d.kind == kind && d.fp_target == Some(at))?;
        let profile = run.rows.get(index)?.profile.as_ref()?;
        Some(StructureSize::measured(profile.bytes, run.n, 0.0).bits_per_element)
    }

    pub fn cancel(&self) {
        if let Some(run) = self.run.as_ref().filter(|run| !run.done)
            && let Some(comparison) = &run.comparison
        {
            comparison.cancel();
        }
    }
}

/// Gives a comparison's events to the app, tagged with its generation;
/// dropped before the last event (its thread died), it says so.
struct CompareReporter {
    sender: Sender<Msg>,
    generation: u64,
    finished: AtomicBool,
}

impl CompareSink for CompareReporter {
    fn send(&self, event: CompareEvent) -> bool {
        if matches!(event, CompareEvent::AllDone { .. }) {
            self.finished.store(true, Ordering::Relaxed);
        }
        let generation = self.generation;
        self.sender.send(Msg::Compare { generation, event }).is_ok()
    }
}

impl Drop for CompareReporter {
    fn drop(&mut self) {
        if !*self.finished.get_mut() {
            let generation = self.generation;
            let _ = self.sender.send(Msg::CompareLost { generation });
        }
    }
}

impl ExperimentsScreen {
    /// Start the comparison (stopping any other run).
    pub(super) fn start_alternatives(&mut self, sender: &Sender<Msg>) {
        self.cancel();
        self.repeat = None;
        let alternatives = &mut self.alternatives;
        alternatives.error = None;
        let spec = CompareSpec {
            n: alternatives.n,
            targets: alternatives.targets(),
            base: ExperimentSpec {
                seed: self.seed,
                ..ExperimentSpec::new(1, 1, 1)
            },
        };
        let rows = match designs(spec.n, &spec.targets) {
            Ok(rows) => rows,
            Err(err) => {
                alternatives.error = Some(err);
                return;
            }
        };
        self.generation += 1;
        let generation = self.generation;
        let options = RunOptions {
            threads: self.threads,
            max_memory: DEFAULT_MAX_MEMORY,
            budget: std::sync::Arc::clone(&self.budget),
        };
        let reporter = CompareReporter {
            sender: sender.clone(),
            generation,
            finished: AtomicBool::new(false),
        };
        let comparison = match Comparison::start(spec.clone(), options, reporter) {
            Ok(comparison) => comparison,
            Err(err) => {
                alternatives.error = Some(err);
                return;
            }
        };
        self.selected = self.selected.min(rows.len().saturating_sub(1));
        alternatives.run = Some(AltRun {
            generation,
            n: spec.n,
            seed: spec.base.seed,
            rows: vec![AltRow::default(); rows.len()],
            designs: rows,
            comparison: Some(comparison),
            done: false,
            cancelled: false,
            seconds: 0.0,
            lost: false,
        });
    }

    pub fn on_compare_event(&mut self, generation: u64, event: CompareEvent) {
        let Some(run) = self
            .alternatives
            .run
            .as_mut()
            .filter(|run| run.generation == generation)
        else {
            return;
        };
        match event {
            CompareEvent::Started { designs } => {
                run.rows = vec![AltRow::default(); designs.len()];
                run.designs = designs;
            }
            CompareEvent::Profiled { row, profile } => {
                if let Some(state) = run.rows.get_mut(row) {
                    state.profile = Some(profile);
                }
            }
            CompareEvent::Progress(progress) => {
                if let Some(state) = run.rows.get_mut(progress.row) {
                    state.progress = Some(progress);
                }
            }
            CompareEvent::Finished { row, result } => {
                if let Some(state) = run.rows.get_mut(row) {
                    state.result = Some(*result);
                }
            }
            CompareEvent::Failed { row, message } => {
                if let Some(state) = run.rows.get_mut(row) {
                    state.failed = Some(message);
                }
            }
            CompareEvent::AllDone {
                rows,
                seconds,
                cancelled,
            } => {
                // The family-wise verdicts replace each row's own.
                for result in rows {
                    if let Some(index) = run.designs.iter().position(|d| *d == result.design) {
                        run.rows[index].result = Some(result);
                    }
                }
                run.done = true;
                run.cancelled = cancelled;
                run.seconds = seconds;
            }
        }
    }

    pub fn on_compare_lost(&mut self, generation: u64) {
        if let Some(run) = self
            .alternatives
            .run
            .as_mut()
            .filter(|run| run.generation == generation && !run.done)
        {
            run.lost = true;
            run.done = true;
        }
    }

    /// The tab's own keys: `p`/`P` the target rate (when nothing runs),
    /// `b`/`k` the prediction (Bloom or cuckoo) before the run. True when
    /// the key was taken.
    pub(super) fn alternatives_key(&mut self, key: KeyEvent) -> bool {
        if self.tab != Tab::Alternatives {
            return false;
        }
        let running = self.running();
        let alternatives = &mut self.alternatives;
        match key.code {
            KeyCode::Char(c @ ('p' | 'P')) if !running => {
                alternatives.step_target(c == 'p');
                self.selected = 0;
                true
            }
            KeyCode::Char(c @ ('b' | 'k')) if alternatives.run.is_none() => {
                if let Some(at) = alternatives.question_at() {
                    alternatives.guess = Some(Guess {
                        cuckoo: c == 'k',
                        at,
                    });
                }
                true
            }
            _ => false,
        }
    }

    /// The prediction in words: what was guessed, and once both structures
    /// are built, whether it was right, with their bits per key.
    fn guess_words(&self, lang: Lang) -> Option<String> {
        let alternatives = &self.alternatives;
        let guess = alternatives.guess?;
        let at = target_label(Some(guess.at), lang);
        let said = if guess.cuckoo { "cuckoo" } else { "Bloom" };
        let bloom = alternatives.measured_bits(FilterKind::Standard, guess.at);
        let cuckoo = alternatives.measured_bits(FilterKind::Cuckoo, guess.at);
        let (Some(bloom), Some(cuckoo)) = (bloom, cuckoo) else {
            return Some(match lang {
                Lang::En => format!(
                    "Your prediction: {said} takes fewer bits per key at {at}. s measures it (b or k changes it)."
                ),
                Lang::Es => format!(
                    "Tu predicción: {said} ocupa menos bits por clave al {at}. s lo mide (b o k la cambian)."
                ),
            });
        };
        let right = (cuckoo < bloom) == guess.cuckoo;
        let (cuckoo, bloom) = (number(lang, cuckoo), number(lang, bloom));
        Some(match (lang, right) {
            (Lang::En, true) => format!(
                "You said {said}: right. At {at} cuckoo takes {cuckoo} bits per key, Bloom {bloom}."
            ),
            (Lang::En, false) => format!(
                "You said {said}: not this time. At {at} cuckoo takes {cuckoo} bits per key, Bloom {bloom}."
            ),
            (Lang::Es, true) => format!(
                "Dijiste {said}: acertaste. Al {at} cuckoo ocupa {cuckoo} bits por clave; Bloom, {bloom}."
            ),
            (Lang::Es, false) => format!(
                "Dijiste {said}: esta vez no. Al {at} cuckoo ocupa {cuckoo} bits por clave; Bloom, {bloom}."
            ),
        })
    }

    /// The tab below its tab line: two lines on the run, the selected row
    /// in words, then the table and the chart (both where they fit, else
    /// one of them, `c` choosing).
    pub(super) fn draw_alternatives(&self, frame: &mut Frame, area: Rect, ctx: &Context) {
        let lang = ctx.lang;
        let theme = &ctx.theme;
        let alternatives = &self.alternatives;
        let rows = alternatives.designs();
        let width = area.width.saturating_sub(1).max(1);
        // Before a run, what s does and what to predict; then the
        // selected row in words.
        let guess = self.guess_words(lang);
        let words: Vec<Line> = if alternatives.run.is_none() {
            let mut hint = match guess {
                Some(guess) => paragraph(&guess, width, theme.accent),
                None => paragraph(&self.alternatives_hint(lang), width, theme.accent),
            };
            hint.truncate(3);
            hint
        } else {
            let mut words: Vec<Line> = guess
                .map(|text| paragraph(&text, width, theme.title))
                .unwrap_or_default();
            words.extend(
                self.selected_words(&rows, lang)
                    .map(|text| paragraph(&text, width, theme.accent))
                    .unwrap_or_default(),
            );
            words.truncate(3);
            words
        };
        let [info, words_area, rest] = Layout::vertical([
            Constraint::Length(2),
            Constraint::Length(words.len() as u16),
            Constraint::Min(0),
        ])
        .areas(area);
        frame.render_widget(
            Paragraph::new(self.alternatives_info(&rows, info.width, ctx)),
            info,
        );
        frame.render_widget(Paragraph::new(words), words_area);
        if rest.height == 0 {
            return;
        }
        let table_lines = rows.len() as u16 + 1;
        // Both when the chart keeps twelve lines under at least eight rows.
        let both = rest.height >= 12 + 9.min(table_lines);
        let (table, chart) = if both {
            let table_height = table_lines.min(rest.height - 12);
            let [table, chart] =
                Layout::vertical([Constraint::Length(table_height), Constraint::Min(0)])
                    .areas(rest);
            (table, chart)
        } else if alternatives.chart_shown {
            (Rect::default(), rest)
        } else {
            (rest, Rect::default())
        };
        if table.height > 0 {
            let lines = self.alternatives_rows(&rows, table.width, table.height, ctx);
            frame.render_widget(Paragraph::new(lines), table);
        }
        if chart.height > 0 {
            if alternatives.run.is_some() {
                self.render_bits_chart(frame, chart, ctx);
            } else {
                let hint = self.alternatives_hint(lang);
                frame.render_widget(Paragraph::new(paragraph(&hint, width, theme.accent)), chart);
            }
        }
    }

    /// What s does, with the n it runs at, and what to predict.
    fn alternatives_hint(&self, lang: Lang) -> String {
        let n = crate::tui::text::count(lang, self.alternatives.n);
        let question = self.alternatives.question_at().map(|at| {
            let at = target_label(Some(at), lang);
            match lang {
                Lang::En => format!(
                    " Predict first: at {at}, which takes fewer bits per key? b Bloom · k cuckoo"
                ),
                Lang::Es => format!(
                    " Predice antes: al {at}, ¿cuál ocupa menos bits por clave? b Bloom · k cuckoo"
                ),
            }
        });
        let question = question.unwrap_or_default();
        match lang {
            Lang::En => format!(
                "s builds each structure from n = {n} keys and measures it (n: 10^5 or 10^6; p: the target rate).{question}"
            ),
            Lang::Es => format!(
                "s construye cada estructura con n = {n} claves y la mide (n: 10^5 o 10^6; p: la tasa objetivo).{question}"
            ),
        }
    }

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
        let mut first = match (lang, labels.len()) {
            (Lang::En, 1) => format!("n = {} keys per structure · target {}", count(n), labels[0]),
            (Lang::Es, 1) => format!(
                "n = {} claves por estructura · objetivo {}",
                count(n),
                labels[0]
            ),
            (Lang::En, _) => format!(
                "n = {} keys per structure · targets {}",
                count(n),
                labels.join(", ")
            ),
            (Lang::Es, _) => format!(
                "n = {} claves por estructura · objetivos {}",
                count(n),
                labels.join(", ")
            ),
        };
        // On a narrow screen the rows say the targets.
        if first.chars().count() > width as usize {
            first = match lang {
                Lang::En => format!("n = {} keys per structure · {} rows", count(n), rows.len()),
                Lang::Es => format!(
                    "n = {} claves por estructura · {} filas",
                    count(n),
                    rows.len()
                ),
            };
        }
        let mut first_style = theme.dim;
        if let Some(error) = &alternatives.error {
            first = crate::tui::text::param_error(error, lang);
            first_style = theme.bad;
        }
        let run = alternatives.run.as_ref();
        let seed = run.map_or(self.seed, |r| r.seed);
        let profiled = run.map_or(0, |r| r.rows.iter().filter(|s| s.profile.is_some()).count());
        let measured = run.map_or(0, |r| r.rows.iter().filter(|s| s.result.is_some()).count());
        let total = rows.len();
        let mut status = match run {
            None => tr(lang, "not started", "sin empezar").to_owned(),
            Some(run) if run.lost => tr(
                lang,
                "✗ the comparison's thread stopped unexpectedly; press s to try again",
                "✗ el hilo de la comparación se detuvo de forma inesperada; pulsa s para reintentar",
            )
            .to_owned(),
            Some(run) if run.done && run.cancelled => match lang {
                Lang::En => format!("cancelled · {measured} of {total} measured"),
                Lang::Es => format!("cancelado · {measured} de {total} medidas"),
            },
            Some(run) if run.done => match lang {
                Lang::En => format!("done in {:.1} s", run.seconds),
                Lang::Es => format!(
                    "terminado en {} s",
                    decimal_mark(lang, format!("{:.1}", run.seconds))
                ),
            },
            Some(_) => match lang {
                Lang::En => format!(
                    "running… built {profiled} of {total}, measured {measured} of {total}"
                ),
                Lang::Es => format!(
                    "midiendo… {profiled} de {total} construidas, {measured} de {total} medidas"
                ),
            },
        };
        status.push_str(&match lang {
            Lang::En => format!(" · seed {seed}"),
            Lang::Es => format!(" · semilla {seed}"),
        });
        if seed != self.seed {
            status.push_str(&match lang {
                Lang::En => format!(" (next run: {})", self.seed),
                Lang::Es => format!(" (próxima: {})", self.seed),
            });
        }
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
                tr(lang, "a structure failed", "falló una estructura")
            );
        }
        if self.asked_to_leave && self.running() {
            status = tr(
                lang,
                "Esc again: leave and stop the run. Any other key: keep measuring.",
                "Esc otra vez: sales y la medición se detiene. Otra tecla: sigue midiendo.",
            )
            .to_owned();
            status_style = theme.warn;
        }
        vec![
            Line::from(Span::styled(first, first_style)),
            Line::from(Span::styled(status, status_style)),
        ]
    }

    /// The table: a header and the rows, scrolled to keep the selection
    /// in sight. Under 110 columns it shows the rates or (v) the costs.
    fn alternatives_rows<'a>(
        &self,
        rows: &[Design],
        width: u16,
        height: u16,
        ctx: &Context,
    ) -> Vec<Line<'a>> {
        let lang = ctx.lang;
        let theme = &ctx.theme;
        let wide = width >= 110;
        let rates = wide || !self.alternatives.costs_shown;
        let costs = wide || self.alternatives.costs_shown;
        let mut header = format!(
            "  {:<10} {:>7} {:>5}",
            tr(lang, "structure", "estructura"),
            tr(lang, "target", "objetivo"),
            tr(lang, "bits", "bits")
        );
        if rates {
            header.push_str(&format!(
                " {:>6} {:<13} {:>8} {}",
                tr(lang, "×bound", "×cota"),
                tr(lang, "measured", "medida"),
                tr(lang, "own", "propia"),
                tr(lang, "verdict", "veredicto")
            ));
        }
        if costs {
            header.push_str(&format!(
                " {:>7} {:>8} {:>8} {:>7}",
                tr(lang, "deletes", "quita"),
                tr(lang, "ns ins.", "ns ins."),
                tr(lang, "ns look", "ns cons."),
                tr(lang, "refused", "rechaz.")
            ));
        }
        let mut lines = vec![Line::from(Span::styled(
            truncate(&header, width),
            theme.dim,
        ))];
        let (first, visible, below) = super::table::window(rows.len(), height, self.selected);
        let run = self.alternatives.run.as_ref();
        for (index, design) in rows.iter().enumerate().skip(first).take(visible) {
            let state = run.and_then(|r| r.rows.get(index));
            let result = state.and_then(|s| s.result.as_ref());
            let profile = state.and_then(|s| s.profile.as_ref());
            let bits = match (result, profile) {
                (Some(r), _) => number(lang, r.bits_per_element),
                (None, Some(p)) => {
                    let n = design_n(run, self.alternatives.n);
                    number(
                        lang,
                        StructureSize::measured(p.bytes, n, 0.0).bits_per_element,
                    )
                }
                _ => "—".to_owned(),
            };
            let mut text = format!(
                "{}{:<10} {:>7} {:>5}",
                if index == self.selected { "▶ " } else { "  " },
                kind_name(design.kind, lang),
                target_label(design.fp_target, lang),
                bits
            );
            if rates {
                let ratio = result
                    .and_then(|r| r.bound_ratio)
                    .map(|r| format!("{}×", decimal_mark(lang, format!("{r:.2}"))))
                    .unwrap_or_else(|| "—".to_owned());
                let measured = match (result, state.and_then(|s| s.progress.as_ref())) {
                    (Some(r), _) => measured_text(
                        lang,
                        r.outcome.fp_measured,
                        r.outcome.ci_low,
                        r.outcome.ci_high,
                    ),
                    (None, Some(p)) if p.queries > 0 => {
                        measured_text(lang, p.estimate, p.interval.low, p.interval.high)
                    }
                    _ => "—".to_owned(),
                };
                let own = result
                    .map(|r| rate(lang, r.outcome.fp_exact))
                    .unwrap_or_else(|| "—".to_owned());
                let verdict = match state {
                    Some(s) if s.failed.is_some() => tr(lang, "✗ failed", "✗ falló").to_owned(),
                    Some(AltRow {
                        result: Some(r), ..
                    }) => super::words::verdict_mark(r.verdict, lang).to_owned(),
                    Some(_) if run.is_some_and(|r| r.done) => {
                        tr(lang, "⏹ cancelled", "⏹ cancelado").to_owned()
                    }
                    Some(s) if s.profile.is_some() => "…".to_owned(),
                    _ => String::new(),
                };
                text.push_str(&format!(
                    " {ratio:>6} {measured:<13} {own:>8} {verdict:<12}"
                ));
            }
            if costs {
                let deletes = if design.kind.deletes() {
                    tr(lang, "yes", "sí")
                } else {
                    "no"
                };
                let (insert, lookup, refused) = profile.map_or_else(
                    || ("—".to_owned(), "—".to_owned(), "—".to_owned()),
                    |p| {
                        (
                            format!("{:.0}", p.insert_ns),
                            format!("{:.0}", p.lookup_ns),
                            p.failures.to_string(),
                        )
                    },
                );
                text.push_str(&format!(
                    " {deletes:>7} {insert:>8} {lookup:>8} {refused:>7}"
                ));
            }
            let verdict = result.map(|r| r.verdict);
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

    /// The selected row in one sentence: what the structure gives and
    /// what it costs, with its measured bits beside the Bloom filter's.
    fn selected_words(&self, rows: &[Design], lang: Lang) -> Option<String> {
        let design = rows.get(self.selected)?;
        let run = self.alternatives.run.as_ref();
        let n = design_n(run, self.alternatives.n);
        let state = run.and_then(|r| r.rows.get(self.selected));
        let name = kind_name(design.kind, lang);
        let gives = gives(design.kind, lang);
        let Some(profile) = state.and_then(|s| s.profile.as_ref()) else {
            return Some(format!("{name}: {gives}."));
        };
        let result = state.and_then(|s| s.result.as_ref());
        let size = result.map_or_else(
            || StructureSize::measured(profile.bytes, n, 0.0),
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
        let mut text = match (lang, design.fp_target) {
            (Lang::En, Some(_)) => format!(
                "{name}: {gives}, {} bits per element at {at}",
                number(lang, bits)
            ),
            (Lang::Es, Some(_)) => format!(
                "{name}: {gives}, {} bits por elemento al {at}",
                number(lang, bits)
            ),
            (Lang::En, None) => format!("{name}: {gives}, {} bits per element", number(lang, bits)),
            (Lang::Es, None) => {
                format!("{name}: {gives}, {} bits por elemento", number(lang, bits))
            }
        };
        if let Some(ratio) = size.bound_ratio {
            let ratio = decimal_mark(lang, format!("{ratio:.2}"));
            text.push_str(&format!(", {ratio} {}", bound_ratio_name(lang)));
        }
        if let Some(bloom) = bloom.filter(|_| design.kind != FilterKind::Standard) {
            let ratio = decimal_mark(lang, format!("{:.2}", bits / bloom));
            text.push_str(&match lang {
                Lang::En => format!(", {ratio}× Bloom's bits"),
                Lang::Es => format!(", {ratio}× los bits de Bloom"),
            });
        }
        if let Some(cost) = costs(design.kind, profile, lang) {
            text.push_str("; ");
            text.push_str(&cost);
        }
        if let Some(result) = state.and_then(|s| s.result.as_ref())
            && design.kind == FilterKind::Blocked
        {
            text.push_str(&match lang {
                Lang::En => format!(" (measured {})", rate(lang, result.outcome.fp_measured)),
                Lang::Es => format!(" (medida {})", rate(lang, result.outcome.fp_measured)),
            });
        }
        Some(text)
    }

    /// Bits per element (y) against the rate (x, log scale): the bound
    /// and the standard Bloom filter as lines, each measured row as its
    /// structure's letter (the selected one highlighted).
    fn render_bits_chart(&self, frame: &mut Frame, area: Rect, ctx: &Context) {
        let lang = ctx.lang;
        let theme = &ctx.theme;
        if area.height < 6 || area.width < 24 {
            return;
        }
        let Some(run) = self.alternatives.run.as_ref() else {
            return;
        };
        // (x = log10 measured rate, y = bits, letter, selected)
        let points: Vec<(f64, f64, char, bool)> = run
            .rows
            .iter()
            .zip(&run.designs)
            .enumerate()
            .filter_map(|(index, (state, design))| {
                let result = state.result.as_ref()?;
                let letter = kind_letter(design.kind)?;
                let rate = result.outcome.fp_measured;
                (rate > 0.0).then(|| {
                    (
                        rate.log10(),
                        result.bits_per_element,
                        letter,
                        index == self.selected,
                    )
                })
            })
            .collect();
        // Up to 32 bits: the bound, Bloom's line and the compact
        // structures fill the plot; the counting filter's points (4× a
        // Bloom filter's bits) sit on the top edge with an arrow.
        let (x_min, x_max) = (-5.0, -1.0);
        let y_max = 32.0;
        let title = tr(
            lang,
            " bits per element against the false-positive rate (log scale) ",
            " bits por elemento según la tasa de falsos positivos (escala log) ",
        );
        let [plot, x_labels, key, letters] = Layout::vertical([
            Constraint::Min(0),
            Constraint::Length(1),
            Constraint::Length(1),
            Constraint::Length(1),
        ])
        .areas(area);
        let block = Block::default()
            .borders(Borders::TOP)
            .border_style(theme.border)
            .title(title);
        let inner = block.inner(plot);
        frame.render_widget(block, plot);
        let label_width = 4;
        let [y_labels, canvas_area] =
            Layout::horizontal([Constraint::Length(label_width), Constraint::Min(0)]).areas(inner);
        if canvas_area.height < 2 || canvas_area.width < 8 {
            return;
        }
        // The y labels: the top, the middle and zero, on their rows.
        let mut label_lines = vec![Line::default(); y_labels.height as usize];
        let last = label_lines.len().saturating_sub(1);
        for (row, value) in [(0, y_max), (last / 2, y_max / 2.0), (last, 0.0)] {
            label_lines[row] = Line::from(Span::styled(format!("{value:>3.0}"), theme.dim));
        }
        frame.render_widget(Paragraph::new(label_lines), y_labels);
        let bound = |x: f64| -x * std::f64::consts::LOG2_10;
        let bloom = |x: f64| bound(x) / std::f64::consts::LN_2;
        // The bound dotted, Bloom's line solid: told apart without colour.
        let dotted: Vec<(f64, f64)> = (0..=40)
            .map(|i| {
                let x = x_min + (x_max - x_min) * f64::from(i) / 40.0;
                (x, bound(x))
            })
            .collect();
        let (bound_style, bloom_style) = (theme.good, theme.warn);
        let selected_style = theme.selected;
        let text_style = theme.text;
        // Xor and binary fuse filters of one width measure the same rate:
        // one cell left and right of it, so both letters show.
        let cell = (x_max - x_min) / f64::from(canvas_area.width);
        let points: Vec<(f64, f64, char, bool)> = points
            .into_iter()
            .map(|(x, y, letter, selected)| match letter {
                'X' => (x - cell, y, letter, selected),
                'F' => (x + cell, y, letter, selected),
                _ => (x, y, letter, selected),
            })
            .collect();
        let canvas = Canvas::default()
            .marker(Marker::Braille)
            .x_bounds([x_min, x_max])
            .y_bounds([0.0, y_max])
            .paint(|painter| {
                painter.draw(&Points {
                    coords: &dotted,
                    color: bound_style.fg.unwrap_or_default(),
                });
                painter.draw(&Segment {
                    x1: x_min,
                    y1: bloom(x_min),
                    x2: x_max,
                    y2: bloom(x_max),
                    color: bloom_style.fg.unwrap_or_default(),
                });
                painter.layer();
                for &(x, y, letter, selected) in &points {
                    let style: Style = if selected { selected_style } else { text_style };
                    let mark = if y > y_max {
                        format!("{letter}↑")
                    } else {
                        letter.to_string()
                    };
                    painter.print(
                        x.clamp(x_min, x_max),
                        y.clamp(0.0, y_max),
                        Span::styled(mark, style),
                    );
                }
            });
        frame.render_widget(canvas, canvas_area);
        // The x labels at 0.001 %, 0.1 % and 10 % (left, middle, right).
        let labels = [1e-5, 1e-3, 1e-1].map(|p| decimal_mark(lang, format_percent_short(p)));
        let span = canvas_area.width as usize;
        let mut row = " ".repeat(label_width as usize + span);
        let mut place = |at: usize, text: &str| {
            let chars: Vec<char> = row.chars().collect();
            let start = at.min(chars.len().saturating_sub(text.chars().count()));
            let mut out: String = chars[..start].iter().collect();
            out.push_str(text);
            out.extend(chars.iter().skip(start + text.chars().count()));
            row = out;
        };
        place(label_width as usize, &labels[0]);
        let middle = label_width as usize + span / 2;
        place(
            middle.saturating_sub(labels[1].chars().count() / 2),
            &labels[1],
        );
        place(label_width as usize + span, &labels[2]);
        frame.render_widget(
            Paragraph::new(Line::from(Span::styled(row, theme.dim))),
            x_labels,
        );
        let key_line = Line::from(vec![
            Span::styled("⠂⠂ ", theme.good),
            Span::styled(
                tr(
                    lang,
                    "lower bound log2(1/p)   ",
                    "cota inferior log2(1/p)   ",
                ),
                theme.dim,
            ),
            Span::styled("⠒⠒ ", theme.warn),
            Span::styled(
                decimal_mark(lang, "Bloom 1.44·log2(1/p)".to_owned()),
                theme.dim,
            ),
        ]);
        let letters_line = Line::from(Span::styled(
            tr(
                lang,
                "S Bloom  B blocked  C counting  K cuckoo  X xor  F fuse  ↑ above 32",
                "S Bloom  B bloques  C contadores  K cuckoo  X xor  F fuse  ↑ más de 32",
            ),
            theme.dim,
        ));
        frame.render_widget(Paragraph::new(letters_line), letters);
        frame.render_widget(Paragraph::new(key_line), key);
    }
}

/// The n of the shown run, or of the next.
fn design_n(run: Option<&AltRun>, next: u64) -> u64 {
    run.map_or(next, |r| r.n).max(1)
}

/// A structure's name in the table (ten columns at most).
pub(super) fn kind_name(kind: FilterKind, lang: Lang) -> &'static str {
    match kind {
        FilterKind::Standard => "Bloom",
        FilterKind::Blocked => tr(lang, "blocked", "bloques"),
        FilterKind::Counting => tr(lang, "counting", "contadores"),
        FilterKind::Cuckoo => "cuckoo",
        FilterKind::Xor8 => "xor8",
        FilterKind::Xor16 => "xor16",
        FilterKind::BinaryFuse8 => "fuse8",
        FilterKind::BinaryFuse16 => "fuse16",
        FilterKind::HashSet => tr(lang, "hash set", "conj. hash"),
    }
}

/// A structure's letter on the chart (the hash set, exact, has no rate
/// to place it at).
fn kind_letter(kind: FilterKind) -> Option<char> {
    Some(match kind {
        FilterKind::Standard => 'S',
        FilterKind::Blocked => 'B',
        FilterKind::Counting => 'C',
        FilterKind::Cuckoo => 'K',
        FilterKind::Xor8 | FilterKind::Xor16 => 'X',
        FilterKind::BinaryFuse8 | FilterKind::BinaryFuse16 => 'F',
        FilterKind::HashSet => return None,
    })
}

/// What a structure gives, in a few words.
fn gives(kind: FilterKind, lang: Lang) -> &'static str {
    match kind {
        FilterKind::Standard => tr(
            lang,
            "adds and checks, no deletes",
            "agrega y consulta, no quita",
        ),
        FilterKind::Blocked => tr(
            lang,
            "one cache line per key (faster), no deletes",
            "una línea de caché por clave (más rápido), no quita",
        ),
        FilterKind::Counting => tr(lang, "deletes", "quita claves"),
        FilterKind::Cuckoo => tr(lang, "deletes", "quita claves"),
        FilterKind::Xor8
        | FilterKind::Xor16
        | FilterKind::BinaryFuse8
        | FilterKind::BinaryFuse16 => tr(
            lang,
            "static: built once from all the keys, no adds or deletes after",
            "estático: se construye una vez con todas las claves, sin agregar ni quitar después",
        ),
        FilterKind::HashSet => tr(
            lang,
            "exact (no false positives) and deletes",
            "exacta (sin falsos positivos) y quita claves",
        ),
    }
}

/// What a structure costs, beyond its bits, where the bits do not say it.
fn costs(kind: FilterKind, profile: &Profile, lang: Lang) -> Option<String> {
    Some(match kind {
        FilterKind::Counting => tr(lang, "4 bits per counter", "4 bits por contador").to_owned(),
        FilterKind::Cuckoo => match lang {
            Lang::En => format!(
                "insertion can fail near full ({} keys refused here)",
                profile.failures
            ),
            Lang::Es => format!(
                "insertar puede fallar cuando está casi lleno ({} claves rechazadas aquí)",
                profile.failures
            ),
        },
        FilterKind::Blocked => tr(
            lang,
            "a higher rate than Bloom's at equal bits",
            "una tasa mayor que la de Bloom con los mismos bits",
        )
        .to_owned(),
        _ => return None,
    })
}

/// A target as the table shows it: 1/256 for the fingerprint filters'
/// rates, a percentage otherwise, "exact" for the hash set.
fn target_label(target: Option<f64>, lang: Lang) -> String {
    match target {
        None => tr(lang, "exact", "exacta").to_owned(),
        Some(p) => fingerprint_bits_of(p).map_or_else(
            || decimal_mark(lang, format_percent_short(p)),
            |bits| format!("1/{}", 1u64 << bits),
        ),
    }
}

/// Bits to three significant digits, in the language's decimal mark.
fn number(lang: Lang, value: f64) -> String {
    decimal_mark(lang, format_sig(value, 3))
}

/// A rate in at most eight characters, never in e-notation: 0.0099,
/// 9.9·10⁻⁵, 0.
fn rate(lang: Lang, value: f64) -> String {
    let text = if value > 0.0 && value < 1e-3 {
        crate::units::power_of_ten(value, 2)
    } else {
        format_sig(value, 2)
    };
    decimal_mark(lang, text)
}

/// A measured rate and its interval's half-width in whole percent:
/// "9.9·10⁻⁵ ±10%" (thirteen characters at most).
fn measured_text(lang: Lang, estimate: f64, low: f64, high: f64) -> String {
    let half = crate::experiment::Interval { low, high }.relative_half_width(estimate) * 100.0;
    if half.is_finite() {
        format!("{} ±{half:.0}%", rate(lang, estimate))
    } else {
        format!("{} ≤{}", rate(lang, estimate), rate(lang, high))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::mpsc::channel;

    /// A reporter dropped before the comparison's last event says it was
    /// lost; one that passed the last event on says nothing more.
    #[test]
    fn a_reporter_dropped_early_reports_the_comparison_lost() {
        let (sender, inbox) = channel();
        let reporter = |generation| CompareReporter {
            sender: sender.clone(),
            generation,
            finished: AtomicBool::new(false),
        };
        drop(reporter(3));
        let finished = reporter(4);
        assert!(finished.send(CompareEvent::AllDone {
            rows: Vec::new(),
            seconds: 0.0,
            cancelled: false,
        }));
        drop(finished);
        let received: Vec<Msg> = inbox.try_iter().collect();
        assert!(
            matches!(
                received[..],
                [
                    Msg::CompareLost { generation: 3 },
                    Msg::Compare {
                        generation: 4,
                        event: CompareEvent::AllDone { .. }
                    }
                ]
            ),
            "{received:?}"
        );
    }

    /// The end of a run puts each row's family-wise result in its own
    /// place, found by its design, and events of another run are ignored.
    #[test]
    fn the_last_event_puts_each_row_in_its_place() {
        let mut screen = ExperimentsScreen::default();
        let rows = designs(1_000, &DEFAULT_TARGETS).unwrap();
        screen.alternatives.run = Some(AltRun {
            generation: 2,
            n: 1_000,
            seed: 1,
            rows: vec![AltRow::default(); rows.len()],
            designs: rows.clone(),
            comparison: None,
            done: false,
            cancelled: false,
            seconds: 0.0,
            lost: false,
        });
        let spec = ExperimentSpec {
            kind: rows[5].kind,
            m: rows[5].m,
            k: rows[5].k,
            n: 1_000,
            ..ExperimentSpec::new(1, 1, 1)
        };
        let tally = crate::experiment::Tally {
            queries: 100_000,
            false_positives: 100,
            filters: 1,
            ..Default::default()
        };
        let outcome = crate::experiment::Outcome::from_tally(&spec, &tally, false, 0.5);
        let result = CompareRow {
            design: rows[5].clone(),
            n: 1_000,
            profile: Profile {
                bytes: 1_800,
                transient_bytes: 0,
                failures: 0,
                load: 0.5,
                insert_ns: 1.0,
                lookup_ns: 1.0,
            },
            bits_per_element: 14.4,
            bound_ratio: Some(1.44),
            deletes: false,
            p_adjusted: 1.0,
            verdict: crate::experiment::Verdict::AgreesWithTheory,
            outcome,
        };
        let all_done = |rows: Vec<CompareRow>| CompareEvent::AllDone {
            rows,
            seconds: 1.0,
            cancelled: false,
        };
        screen.on_compare_event(1, all_done(vec![result.clone()]));
        assert!(screen.alternatives.running(), "another run's end");
        assert!(
            screen.alternatives.run.as_ref().unwrap().rows[5]
                .result
                .is_none()
        );
        screen.on_compare_event(2, all_done(vec![result.clone()]));
        let run = screen.alternatives.run.as_ref().unwrap();
        assert!(run.done);
        assert_eq!(run.rows[5].result.as_ref(), Some(&result));
        assert!(
            run.rows
                .iter()
                .enumerate()
                .all(|(i, r)| i == 5 || r.result.is_none())
        );
    }
}
