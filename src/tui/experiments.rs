//! Live experiments: the sizing table measured at n keys, the k sweep and
//! the small filter, each with progress, intervals, verdicts and a chart.
//! The engine runs on its own threads; its events arrive as messages.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::Sender;

use crossterm::event::{KeyCode, KeyEvent};
use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::symbols::Marker;
use ratatui::text::{Line, Span};
use ratatui::widgets::{GraphType, LegendPosition, Paragraph};

use super::protocol::{Action, Click, Context, KeyHelp, Msg, Screen};
use super::text::{count, tr};
use super::widgets::{axis, chart, named, series};
use crate::experiment::{
    Event, EventSink, ExperimentSpec, Hashing, MemoryBudget, Outcome, Progress, Run, RunOptions,
    Verdict, largest_at_once, suites,
};
use crate::filter::DEFAULT_MAX_MEMORY;
use crate::lang::Lang;
use crate::units::{format_bytes, format_percent_short, format_sig};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tab {
    Table,
    KSweep,
    Small,
}

impl Tab {
    const ALL: [Tab; 3] = [Tab::Table, Tab::KSweep, Tab::Small];

    fn name(self, lang: Lang) -> &'static str {
        match self {
            Tab::Table => tr(lang, "Sizing table", "Tabla"),
            Tab::KSweep => tr(lang, "k sweep", "Barrido de k"),
            Tab::Small => tr(lang, "Small filter", "Filtro chico"),
        }
    }
}

#[derive(Clone, Debug, Default)]
pub struct RowState {
    pub progress: Option<Progress>,
    pub outcome: Option<Outcome>,
    pub failed: Option<String>,
    /// (queries, estimate, low, high) as the run went.
    pub history: Vec<(f64, f64, f64, f64)>,
}

pub struct LiveRun {
    pub tab: Tab,
    pub generation: u64,
    pub specs: Vec<ExperimentSpec>,
    pub rows: Vec<RowState>,
    pub run: Option<Run>,
    pub done: bool,
    pub cancelled: bool,
    pub seconds: f64,
    pub lost: bool,
}

pub struct ExperimentsScreen {
    pub tab: Tab,
    pub n: u64,
    pub seed: u64,
    pub selected: usize,
    pub generation: u64,
    pub live: Option<LiveRun>,
    /// The last run of each other tab, kept so switching tabs loses nothing.
    pub kept: [Option<LiveRun>; 3],
    pub error: Option<String>,
    /// Worker threads for runs (and for the memory shown before a run).
    pub threads: usize,
    /// Said on the next screen: leaving stopped a run.
    pub notice: Option<String>,
    /// Where every run this screen starts reserves its filters' memory:
    /// a run started while a cancelled one is still stopping waits for its
    /// memory. The screen's own (the app's runs are all its), so that two
    /// apps in one process (tests) do not wait for each other.
    pub budget: Arc<MemoryBudget>,
}

impl Default for ExperimentsScreen {
    fn default() -> Self {
        ExperimentsScreen {
            threads: RunOptions::default().threads,
            tab: Tab::Table,
            n: 10_000_000,
            seed: 1,
            selected: 0,
            generation: 0,
            live: None,
            kept: [None, None, None],
            error: None,
            notice: None,
            budget: MemoryBudget::new(),
        }
    }
}

/// Gives one run's events to the app on its one channel, each wrapped in
/// a message with the run's generation (a late event of an older run is
/// then told apart and dropped). A reporter dropped before the run's last
/// event outlived the run's thread, which died: it says so.
struct RunReporter {
    sender: Sender<Msg>,
    generation: u64,
    /// Set at the run's last event, [`Event::AllDone`].
    finished: AtomicBool,
}

impl RunReporter {
    fn new(sender: Sender<Msg>, generation: u64) -> RunReporter {
        RunReporter {
            sender,
            generation,
            finished: AtomicBool::new(false),
        }
    }
}

impl EventSink for RunReporter {
    fn send(&self, event: Event) -> bool {
        if matches!(event, Event::AllDone { .. }) {
            self.finished.store(true, Ordering::Relaxed);
        }
        let generation = self.generation;
        self.sender
            .send(Msg::Experiment { generation, event })
            .is_ok()
    }
}

impl Drop for RunReporter {
    fn drop(&mut self) {
        if !*self.finished.get_mut() {
            let generation = self.generation;
            let _ = self.sender.send(Msg::ExperimentLost { generation });
        }
    }
}

const MIN_N: u64 = 10_000;
const MAX_N: u64 = 100_000_000;

fn tab_index(tab: Tab) -> usize {
    Tab::ALL.iter().position(|t| *t == tab).unwrap_or(0)
}

impl ExperimentsScreen {
    /// The run to show on a tab: the live one, or the one kept for it.
    pub fn shown(&self, tab: Tab) -> Option<&LiveRun> {
        self.live
            .as_ref()
            .filter(|live| live.tab == tab)
            .or(self.kept[tab_index(tab)].as_ref())
    }

    /// Forget the table's results (its n changed).
    fn forget_table(&mut self) {
        if self
            .live
            .as_ref()
            .is_some_and(|live| live.tab == Tab::Table)
        {
            self.live = None;
        }
        self.kept[tab_index(Tab::Table)] = None;
    }

    pub fn specs(&self, tab: Tab) -> Result<Vec<ExperimentSpec>, crate::ParamError> {
        let base = ExperimentSpec {
            seed: self.seed,
            ..ExperimentSpec::new(1, 1, 1)
        };
        Ok(match tab {
            Tab::Table => suites::table(self.n, DEFAULT_MAX_MEMORY, &base)?,
            Tab::KSweep => suites::k_sweep(100_000, 10.0, &base),
            Tab::Small => suites::small(&ExperimentSpec {
                precision: suites::SMALL_SUITE_PRECISION,
                ..base
            }),
        })
    }

    /// The most filter memory a run of `specs` may hold at once: its
    /// `threads` largest filters. Shown before a run, and given to the run
    /// as its `--max-memory`, so what the screen says is what the engine
    /// enforces.
    pub fn memory_cap(&self, specs: &[ExperimentSpec]) -> u64 {
        largest_at_once(specs.iter().map(|s| s.m), self.threads)
    }

    /// How a run of `specs` is started. The memory the screen announces is
    /// the run's cap: the screen's budget holds every run's filters to it,
    /// so a run started while a cancelled one is still stopping waits for
    /// its memory instead of adding to it.
    pub fn run_options(&self, specs: &[ExperimentSpec]) -> RunOptions {
        RunOptions {
            threads: self.threads,
            max_memory: self.memory_cap(specs),
            budget: Arc::clone(&self.budget),
        }
    }

    pub fn running(&self) -> bool {
        self.live.as_ref().is_some_and(|live| !live.done)
    }

    /// Start the current tab's experiments (cancelling any run).
    pub fn start(&mut self, ctx: &Context) {
        self.cancel();
        self.error = None;
        if let Some(mut previous) = self.live.take()
            && previous.tab != self.tab
        {
            // Another tab's run: keep what it measured for that tab.
            if !previous.done {
                previous.done = true;
                previous.cancelled = true;
            }
            let index = tab_index(previous.tab);
            self.kept[index] = Some(previous);
        }
        self.kept[tab_index(self.tab)] = None;
        let specs = match self.specs(self.tab) {
            Ok(specs) => specs,
            Err(err) => {
                self.error = Some(err.to_string());
                return;
            }
        };
        // Every attempt gets a new number, so that nothing an earlier run
        // still sends (it may be stopping) is taken for this one's.
        self.generation += 1;
        let generation = self.generation;
        let reporter = RunReporter::new(ctx.sender.clone(), generation);
        let run = match Run::start(specs.clone(), self.run_options(&specs), reporter) {
            Ok(run) => run,
            Err(err) => {
                self.error = Some(err.to_string());
                return;
            }
        };
        // The last row runs longest: its convergence is the one worth watching.
        self.selected = if self.tab == Tab::Table {
            specs.len().saturating_sub(1)
        } else {
            self.selected.min(specs.len().saturating_sub(1))
        };
        self.live = Some(LiveRun {
            tab: self.tab,
            generation,
            rows: vec![RowState::default(); specs.len()],
            specs,
            run: Some(run),
            done: false,
            cancelled: false,
            seconds: 0.0,
            lost: false,
        });
    }

    pub fn cancel(&mut self) {
        if let Some(live) = self.live.as_mut()
            && let Some(run) = &live.run
            && !live.done
        {
            run.cancel();
        }
    }

    pub fn on_event(&mut self, generation: u64, event: Event) {
        let Some(live) = self.live.as_mut().filter(|l| l.generation == generation) else {
            return;
        };
        match event {
            Event::Progress(progress) => {
                if let Some(row) = live.rows.get_mut(progress.row) {
                    if progress.queries > 0 {
                        row.history.push((
                            progress.queries as f64,
                            progress.estimate,
                            progress.interval.low,
                            progress.interval.high,
                        ));
                    }
                    row.progress = Some(progress);
                }
            }
            Event::Finished { row, outcome } => {
                if let Some(state) = live.rows.get_mut(row) {
                    state.outcome = Some(*outcome);
                }
            }
            Event::Failed { row, message } => {
                if let Some(state) = live.rows.get_mut(row) {
                    state.failed = Some(message);
                }
            }
            Event::AllDone { seconds, cancelled } => {
                live.done = true;
                live.cancelled = cancelled;
                live.seconds = seconds;
            }
        }
    }

    pub fn on_lost(&mut self, generation: u64) {
        if let Some(live) = self
            .live
            .as_mut()
            .filter(|l| l.generation == generation && !l.done)
        {
            live.lost = true;
            live.done = true;
        }
    }
}

impl Screen for ExperimentsScreen {
    fn on_key(&mut self, key: KeyEvent, ctx: &Context) -> Action {
        match key.code {
            KeyCode::Tab | KeyCode::Char('t') => {
                let next = (Tab::ALL.iter().position(|t| *t == self.tab).unwrap_or(0) + 1)
                    % Tab::ALL.len();
                self.tab = Tab::ALL[next];
                self.selected = 0;
            }
            KeyCode::Char(c @ '1'..='3') => {
                self.tab = Tab::ALL[c as usize - '1' as usize];
                self.selected = 0;
            }
            KeyCode::Char('s') | KeyCode::Enter => self.start(ctx),
            KeyCode::Char('x') => self.cancel(),
            KeyCode::Char('d') => {
                self.seed = self
                    .seed
                    .wrapping_mul(6_364_136_223_846_793_005)
                    .wrapping_add(1_442_695_040_888_963_407)
                    >> 16;
            }
            KeyCode::Char('+') | KeyCode::Char('=')
                if self.tab == Tab::Table && !self.running() =>
            {
                self.n = (self.n * 10).min(MAX_N);
                self.forget_table();
            }
            KeyCode::Char('-') if self.tab == Tab::Table && !self.running() => {
                self.n = (self.n / 10).max(MIN_N);
                self.forget_table();
            }
            KeyCode::Up => self.selected = self.selected.saturating_sub(1),
            KeyCode::Down => {
                let rows = self.specs(self.tab).map_or(1, |s| s.len());
                self.selected = (self.selected + 1).min(rows.saturating_sub(1));
            }
            KeyCode::Esc | KeyCode::Char('q') => {
                // Runs take both cores: leaving stops them, and says so.
                if self.running() {
                    self.notice = Some(
                        tr(
                            ctx.lang,
                            "The experiment was cancelled when you left; press 4 and s to run it again.",
                            "El experimento se canceló al salir; pulsa 4 y s para repetirlo.",
                        )
                        .to_owned(),
                    );
                }
                self.cancel();
                return Action::Back;
            }
            _ => {}
        }
        Action::None
    }

    fn keys(&self, lang: Lang) -> Vec<KeyHelp> {
        let mut keys = vec![KeyHelp::new("Tab 1-3", tr(lang, "suite", "prueba"))];
        let running_tab = self.live.as_ref().filter(|l| !l.done).map(|l| l.tab);
        match running_tab {
            Some(tab) if tab == self.tab => {
                keys.push(KeyHelp::new("x", tr(lang, "cancel", "cancelar")));
                keys.push(KeyHelp::new("s", tr(lang, "restart", "reiniciar")));
            }
            // One run at a time: say that starting here stops the other.
            Some(other) => {
                let (cancel, start) = match other {
                    Tab::Table => (
                        tr(lang, "cancel the table", "cancelar la tabla"),
                        tr(
                            lang,
                            "start here (stops the table)",
                            "empezar aquí (para la tabla)",
                        ),
                    ),
                    Tab::KSweep => (
                        tr(lang, "cancel the k sweep", "cancelar el barrido"),
                        tr(
                            lang,
                            "start here (stops the k sweep)",
                            "empezar aquí (para el barrido)",
                        ),
                    ),
                    Tab::Small => (
                        tr(lang, "cancel the small filter", "cancelar el filtro chico"),
                        tr(
                            lang,
                            "start here (stops the small filter)",
                            "empezar aquí (para el filtro chico)",
                        ),
                    ),
                };
                keys.push(KeyHelp::new("x", cancel));
                keys.push(KeyHelp::new("s", start));
            }
            None => keys.push(KeyHelp::new("s", tr(lang, "start", "empezar"))),
        }
        if self.tab == Tab::Table && !self.running() {
            keys.push(KeyHelp::new("+-", "n"));
        }
        keys.push(KeyHelp::new("d", tr(lang, "new seed", "otra semilla")));
        keys.push(KeyHelp::new("↑↓", tr(lang, "row", "fila")));
        keys.push(KeyHelp::new("Esc", tr(lang, "back", "volver")));
        keys
    }

    fn more_keys(&self, lang: Lang) -> Vec<KeyHelp> {
        vec![
            KeyHelp::new("t Tab", tr(lang, "next suite", "siguiente prueba")),
            KeyHelp::new(
                "+ -",
                tr(
                    lang,
                    "n ×10 / ÷10 (table, when stopped)",
                    "n ×10 / ÷10 (tabla, detenida)",
                ),
            ),
            KeyHelp::new("Enter", tr(lang, "start, like s", "empezar, como s")),
        ]
    }

    fn render(&self, frame: &mut Frame, area: Rect, ctx: &Context, _hits: &mut Vec<(Rect, Click)>) {
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
        frame.render_widget(
            Paragraph::new(self.info_lines(&specs, live, info.width, ctx)),
            info,
        );
        frame.render_widget(
            Paragraph::new(self.row_lines(&specs, live, table.width, table.height, ctx)),
            table,
        );
        if let Some(live) = live {
            match self.tab {
                Tab::Table => self.render_convergence(frame, chart, live, ctx),
                Tab::KSweep => render_sweep(frame, chart, live, ctx),
                Tab::Small => render_small(frame, chart, live, ctx),
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
            };
            let lines =
                super::widgets::paragraph(hint, chart.width.saturating_sub(1).max(1), theme.accent);
            frame.render_widget(Paragraph::new(lines), chart);
        }
    }
}

impl ExperimentsScreen {
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
                    .map(|b| format!("{:.1}", *b as f64 / scale))
                    .collect();
                // Filters held at once: one per thread, as many as there are.
                let threads = self.threads.min(specs.len()).max(1);
                let peak = self.memory_cap(specs);
                let full = match lang {
                    Lang::En => format!(
                        "n = {} · filters {} {unit} · {threads} at a time: {}",
                        count(lang, self.n),
                        sizes.join(" + "),
                        format_bytes(peak),
                    ),
                    Lang::Es => format!(
                        "n = {} · filtros {} {unit} · {threads} a la vez: {}",
                        count(lang, self.n),
                        sizes.join(" + "),
                        format_bytes(peak),
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
                            format_bytes(peak)
                        ),
                        Lang::Es => format!(
                            "n = {} · {threads} filtros a la vez: {}",
                            count(lang, self.n),
                            format_bytes(peak)
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
        };
        if let Some(error) = &self.error {
            first = error.clone();
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
                Lang::Es => format!("terminado en {:.2} s", live.seconds),
            },
            Some(_) => tr(lang, "running…", "midiendo…").to_owned(),
        };
        let failures: Vec<String> = live
            .map(|l| l.rows.iter().filter_map(|r| r.failed.clone()).collect())
            .unwrap_or_default();
        let status_style = if failures.is_empty() && !live.is_some_and(|l| l.lost) {
            theme.accent
        } else {
            theme.bad
        };
        let mut status_line = format!("{status}{seed}");
        // A test at the 5 % level flags about one row in twenty by chance
        // (with the table's four rows, one run in five). Say so where the ✗
        // appears.
        let differs = live.is_some_and(|l| {
            l.done
                && l.rows.iter().any(|r| {
                    r.outcome
                        .as_ref()
                        .is_some_and(|o| o.verdict == Verdict::Differs)
                })
        });
        if differs {
            status_line.push_str(tr(
                lang,
                " · ✗ by chance in ~1 row of 20: try d, s",
                " · ✗ al azar en ~1 fila de 20: prueba d, s",
            ));
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
            Line::from(Span::styled(status_line, status_style)),
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
        let gauge_width = if compact { 6 } else { 10 };
        let mut header = format!(
            "  {:<11} {:<gauge_width$} {:>7}",
            tr(lang, "row", "fila"),
            tr(lang, "progress", "progreso"),
            tr(lang, "queries", "consult.")
        );
        if !compact {
            header.push_str(&format!(" {:>7}", "FP"));
        }
        let measured_width = if compact { 14 } else { 16 };
        header.push_str(&format!(
            " {:<measured_width$}",
            tr(lang, "measured", "medida")
        ));
        if show_bloom {
            header.push_str(&format!(" {:>7}", "Bloom"));
        }
        header.push_str(&format!(
            " {:>8} {}",
            tr(lang, "exact", "exacta"),
            tr(lang, "verdict", "veredicto")
        ));
        let mut lines = vec![Line::from(Span::styled(
            truncate(&header, width),
            theme.dim,
        ))];
        let visible = (height as usize).saturating_sub(1).max(1);
        let first = (self.selected + 1).saturating_sub(visible);
        for (index, spec) in specs.iter().enumerate().skip(first).take(visible) {
            let state = live.and_then(|l| l.rows.get(index));
            let label = match self.tab {
                Tab::Table => format!(
                    "{} k={}",
                    format_percent_short(sizing_target(index)),
                    spec.k
                ),
                Tab::KSweep => format!("k = {}", spec.k),
                Tab::Small => format!(
                    "n={} {}",
                    spec.n,
                    if spec.hashing == Hashing::Independent {
                        tr(lang, "indep.", "indep.")
                    } else {
                        tr(lang, "double", "doble")
                    }
                ),
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
                    measured_text(o.fp_measured, o.ci_low, o.ci_high),
                ),
                (None, Some(p)) if p.queries > 0 => (
                    p.queries,
                    p.false_positives,
                    measured_text(p.estimate, p.interval.low, p.interval.high),
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
                }) => verdict_text(o, lang, show_bloom),
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
            if show_bloom {
                text.push_str(&format!(" {:>7}", rate(spec.fp_bloom())));
            }
            text.push_str(&format!(" {:>8} {verdict}", rate(spec.fp_exact())));
            let style = match state.and_then(|s| s.outcome.as_ref()) {
                _ if index == self.selected => theme.selected,
                Some(o) if o.verdict == Verdict::Differs => theme.bad,
                Some(o) if o.verdict == Verdict::AgreesWithTheory => theme.good,
                _ => theme.text,
            };
            lines.push(Line::from(Span::styled(truncate(&text, width), style)));
        }
        lines
    }

    fn render_convergence(&self, frame: &mut Frame, area: Rect, live: &LiveRun, ctx: &Context) {
        let lang = ctx.lang;
        let theme = &ctx.theme;
        if area.height < 5 || area.width < 20 {
            return;
        }
        let Some(row) = live.rows.get(self.selected) else {
            return;
        };
        let exact = live.specs[self.selected].fp_exact();
        // Each point: log10(queries), and a value as a multiple of the prediction.
        let track = |pick: fn(&(f64, f64, f64, f64)) -> f64| -> Vec<(f64, f64)> {
            row.history
                .iter()
                .map(|h| (h.0.log10(), (pick(h) / exact).clamp(0.0, 2.0)))
                .collect()
        };
        let estimate = track(|h| h.1);
        let low = track(|h| h.2);
        let high = track(|h| h.3);
        // Whole exponents, an even span apart, so three labels land on
        // powers of ten.
        let x_min = 3.0;
        let reach = row
            .history
            .last()
            .map_or(5.0, |h| h.0.log10().ceil().max(5.0));
        let x_max = x_min + 2.0 * ((reach - x_min) / 2.0).ceil();
        let truth = [(x_min, 1.0), (x_max, 1.0)];
        // Without colour, three different markers tell the lines apart.
        let (truth_marker, band) = if theme.color {
            (Marker::Braille, Marker::Braille)
        } else {
            (Marker::Bar, Marker::Dot)
        };
        let datasets = vec![
            series(
                named(
                    theme,
                    tr(lang, "exact prediction", "predicción exacta"),
                    "▄▄",
                ),
                truth_marker,
                GraphType::Line,
                theme.good,
                &truth,
            ),
            series(
                named(theme, tr(lang, "measured", "medida"), "⠒⠒"),
                Marker::Braille,
                GraphType::Line,
                theme.warn,
                &estimate,
            ),
            series(
                named(theme, tr(lang, "95 % interval", "intervalo 95 %"), "••"),
                band,
                GraphType::Line,
                theme.dim,
                &low,
            ),
            series(None, band, GraphType::Line, theme.dim, &high),
        ];
        let title = match lang {
            Lang::En => format!(
                " row {}: measured ÷ exact as queries grow (log scale) ",
                self.selected + 1
            ),
            Lang::Es => format!(
                " fila {}: medida ÷ exacta según crecen las consultas (escala log) ",
                self.selected + 1
            ),
        };
        // One label per power of ten: the bounds are whole exponents.
        let x_labels = [x_min, (x_min + x_max) / 2.0, x_max]
            .iter()
            .map(|e| format!("1e{e:.0}"))
            .collect();
        let y_labels = ["0.5", "1.0", "1.5"].map(str::to_owned).to_vec();
        let chart = chart(
            datasets,
            title,
            axis([x_min, x_max], x_labels, theme),
            axis([0.5, 1.5], y_labels, theme),
            Some(LegendPosition::TopRight),
            theme,
        );
        frame.render_widget(chart, area);
    }
}

fn sizing_target(index: usize) -> f64 {
    crate::sizing::TABLE_TARGETS
        .get(index)
        .copied()
        .unwrap_or(0.0)
}

fn measured_text(estimate: f64, low: f64, high: f64) -> String {
    let half = if estimate > 0.0 {
        (high - low) / 2.0 / estimate * 100.0
    } else {
        f64::INFINITY
    };
    if half.is_finite() {
        format!("{} ±{half:.1}%", rate(estimate))
    } else {
        rate(estimate)
    }
}

/// A rate in at most nine characters: 0.0992, 0.00103, 9.90e-5.
fn rate(value: f64) -> String {
    if value > 0.0 && value < 1e-3 {
        format!("{value:.2e}")
    } else {
        format_sig(value, 3)
    }
}

/// The verdict in words: against the exact rate and, where Bloom's formula
/// is shown, against it too.
fn verdict_text(outcome: &Outcome, lang: Lang, with_bloom: bool) -> String {
    let alpha = 1.0 - outcome.spec.confidence;
    let exact = match outcome.verdict {
        Verdict::AgreesWithTheory => tr(lang, "✓ agrees", "✓ coincide"),
        Verdict::Differs => tr(lang, "✗ differs", "✗ difiere"),
        Verdict::Inconclusive => tr(lang, "? too few", "? pocos FP"),
    };
    if !with_bloom {
        return exact.to_owned();
    }
    let exact = match outcome.verdict {
        Verdict::AgreesWithTheory => tr(lang, "✓ exact", "✓ exacta"),
        _ => exact,
    };
    if outcome.p_value_bloom < alpha {
        format!("{exact} ✗ Bloom")
    } else {
        exact.to_owned()
    }
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
        v if v < 1_000_000 => scaled(v as f64 / 1e3, "K"),
        v => scaled(v as f64 / 1e6, "M"),
    }
}

fn truncate(text: &str, width: u16) -> String {
    text.chars().take(width as usize).collect()
}

fn render_sweep(frame: &mut Frame, area: Rect, live: &LiveRun, ctx: &Context) {
    let lang = ctx.lang;
    let theme = &ctx.theme;
    if area.height < 5 || area.width < 20 {
        return;
    }
    let predicted: Vec<(f64, f64)> = live
        .specs
        .iter()
        .map(|s| (f64::from(s.k), s.fp_exact().log10()))
        .collect();
    let measured: Vec<(f64, f64)> = live
        .rows
        .iter()
        .zip(&live.specs)
        .filter_map(|(row, spec)| {
            let estimate = row.outcome.as_ref().map(|o| o.fp_measured).or_else(|| {
                row.progress
                    .as_ref()
                    .filter(|p| p.queries > 0)
                    .map(|p| p.estimate)
            })?;
            (estimate > 0.0).then(|| (f64::from(spec.k), estimate.log10()))
        })
        .collect();
    let best = 10.0 * std::f64::consts::LN_2;
    let optimum = [(best, -2.5), (best, -0.8)];
    // The chart's title names the lines; no legend box to fill.
    let datasets = vec![
        series(
            None,
            Marker::Braille,
            GraphType::Line,
            theme.good,
            &predicted,
        ),
        series(
            None,
            Marker::Block,
            GraphType::Scatter,
            theme.warn,
            &measured,
        ),
        series(None, Marker::Dot, GraphType::Line, theme.dim, &optimum),
    ];
    let title = tr(
        lang,
        " rate (log) against k: ⠤ exact · █ measured · • (m/n)·ln 2 ",
        " tasa (log) según k: ⠤ exacta · █ medida · • (m/n)·ln 2 ",
    );
    let chart = chart(
        datasets,
        title.to_owned(),
        axis(
            [0.0, 20.0],
            ["0", "10", "20"].map(str::to_owned).to_vec(),
            theme,
        ),
        axis([-2.5, -0.8], log_labels(-2.5, -0.8, 3), theme),
        None,
        theme,
    );
    frame.render_widget(chart, area);
}

/// Labels for a log10 axis, as percentages at evenly spaced positions.
fn log_labels(low: f64, high: f64, count: usize) -> Vec<String> {
    (0..count)
        .map(|i| {
            let exponent = low + (high - low) * i as f64 / (count - 1) as f64;
            format!("{} %", format_sig(10f64.powf(exponent) * 100.0, 2))
        })
        .collect()
}

fn render_small(frame: &mut Frame, area: Rect, live: &LiveRun, ctx: &Context) {
    let lang = ctx.lang;
    let theme = &ctx.theme;
    if area.height < 5 || area.width < 20 {
        return;
    }
    let independent: Vec<(usize, &ExperimentSpec)> = live
        .specs
        .iter()
        .enumerate()
        .filter(|(_, s)| s.hashing == Hashing::Independent)
        .collect();
    let bloom: Vec<(f64, f64)> = independent
        .iter()
        .map(|(_, s)| (s.n as f64, s.fp_bloom()))
        .collect();
    let exact: Vec<(f64, f64)> = independent
        .iter()
        .map(|(_, s)| (s.n as f64, s.fp_exact()))
        .collect();
    let measured: Vec<(f64, f64)> = independent
        .iter()
        .filter_map(|(i, s)| {
            live.rows[*i]
                .outcome
                .as_ref()
                .map(|o| (s.n as f64, o.fp_measured))
        })
        .collect();
    // The chart's title names the lines; no legend box to fill.
    let datasets = vec![
        series(None, Marker::Dot, GraphType::Line, theme.bad, &bloom),
        series(None, Marker::Braille, GraphType::Line, theme.good, &exact),
        series(
            None,
            Marker::Block,
            GraphType::Scatter,
            theme.warn,
            &measured,
        ),
    ];
    let title = tr(
        lang,
        " rate against n (m = 12, k = 2): • Bloom · ⠤ exact · █ measured ",
        " tasa según n (m = 12, k = 2): • Bloom · ⠤ exacta · █ medida ",
    );
    let chart = chart(
        datasets,
        title.to_owned(),
        axis(
            [0.0, 6.0],
            ["0", "3", "6"].map(str::to_owned).to_vec(),
            theme,
        ),
        axis(
            [0.0, 0.5],
            ["0", "0.25", "0.5"].map(str::to_owned).to_vec(),
            theme,
        ),
        None,
        theme,
    );
    frame.render_widget(chart, area);
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::mpsc::channel;
    use std::time::Duration;

    /// A reporter dropped before its run's last event says the run was
    /// lost; one that passed the last event on says nothing more.
    #[test]
    fn a_reporter_dropped_before_the_last_event_reports_the_run_lost() {
        let (sender, inbox) = channel();
        drop(RunReporter::new(sender.clone(), 3));
        let finished = RunReporter::new(sender, 4);
        assert!(finished.send(Event::AllDone {
            seconds: 0.0,
            cancelled: false
        }));
        drop(finished);
        let received: Vec<Msg> = inbox.try_iter().collect();
        assert!(
            matches!(
                received[..],
                [
                    Msg::ExperimentLost { generation: 3 },
                    Msg::Experiment {
                        generation: 4,
                        event: Event::AllDone { .. }
                    }
                ]
            ),
            "{received:?}"
        );
    }

    /// A run whose thread dies (here at its first progress report, as on
    /// a bug) is reported lost on the app's channel, with no thread
    /// watching it.
    #[test]
    fn a_run_whose_thread_dies_is_reported_lost() {
        let (sender, inbox) = channel();
        let reporter = RunReporter::new(sender, 9);
        let dying = move |event: Event| {
            if matches!(event, Event::Progress(_)) {
                panic!("a test death on an experiment thread");
            }
            reporter.send(event)
        };
        let specs = suites::small(&ExperimentSpec::new(1, 1, 1));
        let options = RunOptions {
            threads: 2,
            max_memory: 1 << 20,
            budget: MemoryBudget::new(),
        };
        let run = Run::start(specs, options, dying).unwrap();
        loop {
            match inbox.recv_timeout(Duration::from_secs(60)) {
                Ok(Msg::ExperimentLost { generation }) => {
                    assert_eq!(generation, 9);
                    break;
                }
                Ok(Msg::Experiment {
                    event: Event::AllDone { .. },
                    ..
                }) => panic!("a run whose threads died cannot have finished"),
                Ok(_) => {}
                Err(err) => panic!("the dead run was never reported: {err}"),
            }
        }
        run.wait();
    }

    /// The memory the table tab announces is the cap its runs get, and a
    /// run under it holds no more (counted by a budget of its own).
    #[test]
    fn the_memory_shown_is_the_memory_a_run_may_hold() {
        let screen = ExperimentsScreen {
            threads: 2,
            n: 100_000,
            ..ExperimentsScreen::default()
        };
        let specs = screen.specs(Tab::Table).unwrap();
        let options = screen.run_options(&specs);
        let mut sizes: Vec<u64> = specs
            .iter()
            .map(|s| crate::experiment::filter_bytes(s.m))
            .collect();
        sizes.sort_unstable();
        assert_eq!(options.max_memory, sizes[2] + sizes[3], "the two largest");
        assert_eq!(options.max_memory, screen.memory_cap(&specs));
        assert!(Arc::ptr_eq(&options.budget, &screen.budget));
        let budget = screen.budget.clone();
        let (sender, _events) = std::sync::mpsc::channel();
        let cancel = std::sync::atomic::AtomicBool::new(false);
        crate::experiment::run_blocking(specs, &options, &sender, &cancel).unwrap();
        assert!(budget.usage().peak <= options.max_memory);
        assert!(budget.usage().granted >= 4, "every filter was reserved");
        assert_eq!(budget.usage().in_use, 0);
    }
}
