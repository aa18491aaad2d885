//! The experiments screen: the sizing table measured at n keys, the k
//! sweep and the small filter, each with progress, intervals, verdicts and
//! a chart. This file holds the screen's state and what each tab measures;
//! `live` starts, cancels and follows a run (its events arrive as messages
//! on the app's channel), `input` the keys, `table` the layout with the
//! table of rows and its formatting, `chart` the charts beneath.

mod alternatives;
mod chart;
mod finished;
mod help;
mod input;
mod live;
mod predict;
mod prompt_words;
mod repeat;
mod rows;
mod seeds;
mod table;
mod words;

pub(crate) use alternatives::AltRun;
pub(crate) use alternatives::{ALTERNATIVES_LARGE_N, ALTERNATIVES_N, Alternatives};
pub(crate) use live::LiveRun;
pub(crate) use live::RowState;

/// The seed a run starts from, as on the command line (`--seed 1`).
pub(crate) const DEFAULT_SEED: u64 = 1;
pub(crate) use predict::Prediction;
pub use repeat::REPEAT_SEEDS;

use crate::t;
use std::sync::Arc;

use crossterm::event::KeyEvent;
use ratatui::Frame;
use ratatui::layout::Rect;

use super::protocol::{Action, Click, Context, KeyHelp, Screen};
use crate::experiment::{
    DEFAULT_MAX_QUERIES, ExperimentSpec, MemoryBudget, RunOptions, largest_at_once, suites,
};
use crate::filter::DEFAULT_MAX_MEMORY;
use crate::lang::Lang;

/// The suites, one per tab.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tab {
    Table,
    KSweep,
    Small,
    /// The alternatives to a Bloom filter, measured side by side.
    Alternatives,
}

impl Tab {
    const ALL: [Tab; 4] = [Tab::Table, Tab::KSweep, Tab::Small, Tab::Alternatives];

    /// The tab in a saved figure's file name.
    fn file_name(self) -> &'static str {
        match self {
            Tab::Table => "table",
            Tab::KSweep => "k-sweep",
            Tab::Small => "small-filter",
            Tab::Alternatives => "alternatives",
        }
    }

    fn name(self, lang: Lang) -> String {
        match self {
            Tab::Table => t!(lang, "exp-sizing-table"),
            Tab::KSweep => t!(lang, "exp-k-sweep"),
            Tab::Small => t!(lang, "exp-small-filter"),
            Tab::Alternatives => t!(lang, "exp-alternatives"),
        }
    }

    /// Its place in [`Tab::ALL`], which lists the tabs in the order they
    /// are declared (and in `ExperimentsScreen::kept`).
    fn index(self) -> usize {
        self as usize
    }
}

pub(crate) struct ExperimentsScreen {
    pub(crate) tab: Tab,
    /// Keys in each of the table's filters.
    pub(crate) n: u64,
    /// The seed of each tab's next run (d picks another), so that one
    /// tab's repeat does not move another's seed (reader 25, es 3.3, en
    /// 3.1: the k sweep opened at seed 21 after a repeat on the table).
    pub(crate) seeds: [u64; 4],
    /// The highlighted row: the table charts its convergence.
    pub(crate) selected: usize,
    /// The number of the last start (see `LiveRun::generation`).
    pub(crate) generation: u64,
    /// The run of the last start, running or over.
    pub(crate) live: Option<LiveRun>,
    /// The last run of each other tab, kept so switching tabs loses nothing.
    pub(crate) kept: [Option<LiveRun>; 4],
    /// Why the last start was refused.
    pub(crate) error: Option<crate::ParamError>,
    /// Worker threads for runs (and for the memory shown before a run).
    pub(crate) threads: usize,
    /// The query cap of every run started here (`AppOptions::max_queries`).
    pub(crate) max_queries: u64,
    /// Said on the next screen: leaving stopped a run.
    pub(crate) notice: Option<String>,
    /// Where every run this screen starts reserves its filters' memory:
    /// a run started while a cancelled one is still stopping waits for its
    /// memory. The screen's own (the app's runs are all its), so that two
    /// apps in one process (tests) do not wait for each other.
    pub(crate) budget: Arc<MemoryBudget>,
    /// `e` flips the explanation of the selected row: shown below the
    /// table where there is room, in place of the chart where there is not.
    pub(crate) explain_flipped: bool,
    /// The first line of the explanation shown where it does not fit.
    pub(crate) explain_scroll: usize,
    /// The last repeat over seeds (r), running or over.
    pub(crate) repeat: Option<repeat::Repeat>,
    /// The finished repeats of the other tabs, kept with their tallies
    /// (reader 25, en 3.2, es 3.6: a repeat on another tab lost this
    /// one's tally).
    pub(crate) kept_repeats: [Option<repeat::Repeat>; 4],
    /// Predict first, per tab.
    pub(crate) predictions: [Prediction; 4],
    /// Esc was pressed during a run: the screen asks whether to stop it,
    /// and a second Esc does.
    pub(crate) asked_to_leave: bool,
    /// The key (p, P or n) that was asked to discard the finished
    /// comparison; it lasts one key, as `asked_to_leave` does.
    pub(crate) asked_to_discard: Option<char>,
    /// The Alternatives tab: its comparison and what it measured.
    pub(crate) alternatives: Alternatives,
    /// Until the next key: where `f` saved the chart (or why not), or
    /// why `c` or `v` changed nothing at this size.
    pub(crate) note: Option<String>,
    /// The note, when it is about this size («v: … both fit at this
    /// size»): a resize drops it, as it may no longer hold (readers 51,
    /// en 3.1).
    pub(crate) size_note: Option<String>,
}

impl Default for ExperimentsScreen {
    fn default() -> Self {
        ExperimentsScreen {
            threads: RunOptions::default().threads,
            max_queries: DEFAULT_MAX_QUERIES,
            tab: Tab::Table,
            n: 10_000_000,
            seeds: [DEFAULT_SEED; 4],
            selected: 0,
            generation: 0,
            live: None,
            kept: [None, None, None, None],
            error: None,
            notice: None,
            budget: MemoryBudget::new(),
            explain_flipped: false,
            explain_scroll: 0,
            repeat: None,
            kept_repeats: Default::default(),
            predictions: Default::default(),
            asked_to_leave: false,
            asked_to_discard: None,
            alternatives: Alternatives::default(),
            note: None,
            size_note: None,
        }
    }
}

/// The table's n goes from ten thousand to a hundred million keys, ×10 at
/// a time.
const MIN_N: u64 = 10_000;
const MAX_TABLE_N: u64 = 100_000_000;

impl ExperimentsScreen {
    /// A note true only at this size: shown until the next key, as
    /// every note is, or until a resize.
    fn size_note(&mut self, note: String) {
        self.size_note = Some(note.clone());
        self.note = Some(note);
    }

    /// The run to show on a tab: the live one, or the one kept for it.
    pub(crate) fn shown(&self, tab: Tab) -> Option<&LiveRun> {
        self.live
            .as_ref()
            .filter(|live| live.tab == tab)
            .or(self.kept[tab.index()].as_ref())
    }

    /// The table's n ten times nearer `limit`, or a note that it is there.
    pub(super) fn step_table_n(&mut self, limit: u64, lang: Lang) {
        if self.n == limit {
            let n = crate::tui::text::count(lang, limit);
            self.note = Some(if limit == MIN_N {
                t!(lang, "exp-n-at-least", n = n)
            } else {
                t!(lang, "exp-n-at-most", n = n)
            });
            return;
        }
        self.n = if limit == MIN_N {
            (self.n / 10).max(MIN_N)
        } else {
            (self.n * 10).min(MAX_TABLE_N)
        };
        let seed = self.seeds[Tab::Table.index()];
        self.forget_table();
        // The seed goes back to 1 with a word: the header had promised
        // the next one (reader 34, es 3.2).
        if seed != DEFAULT_SEED {
            self.note = Some(t!(
                lang,
                "exp-new-n-seed-1",
                n = crate::tui::text::count(lang, self.n)
            ));
        }
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
        self.kept[Tab::Table.index()] = None;
        // A repeat's tally counted the old n's runs: it goes with them.
        if self.repeat.as_ref().is_some_and(|r| r.tab == Tab::Table) {
            self.repeat = None;
        }
        self.kept_repeats[Tab::Table.index()] = None;
        // The grade of a prediction went with the results it was made
        // for: a new n asks afresh.
        self.predictions[Tab::Table.index()] = Prediction::default();
        // A new table starts at seed 1, as `bloomlab table --n` does: a
        // repeat's next seed, carried over, read as chosen (reader 31, en
        // 3.2).
        self.seeds[Tab::Table.index()] = DEFAULT_SEED;
    }

    pub(crate) fn specs(&self, tab: Tab) -> Result<Vec<ExperimentSpec>, crate::ParamError> {
        let base = ExperimentSpec {
            seed: self.seeds[tab.index()],
            max_queries: self.max_queries,
            ..ExperimentSpec::new(1, 1, 1)
        };
        Ok(match tab {
            Tab::Table => suites::table(self.n, DEFAULT_MAX_MEMORY, &base)?,
            Tab::KSweep => {
                suites::k_sweep(suites::K_SWEEP_N, suites::K_SWEEP_BITS_PER_ELEMENT, &base)
            }
            Tab::Small => suites::small(&ExperimentSpec {
                precision: suites::SMALL_SUITE_PRECISION,
                ..base
            }),
            // Its rows are the comparison's (`Alternatives::designs`).
            Tab::Alternatives => Vec::new(),
        })
    }

    /// The most filter memory a run of `specs` may hold at once: its
    /// `threads` largest filters. Shown before a run, and given to the run
    /// as its `--max-memory`, so what the screen says is what the engine
    /// enforces.
    pub(crate) fn memory_cap(&self, specs: &[ExperimentSpec]) -> u64 {
        largest_at_once(specs.iter().map(|s| s.m), self.threads)
    }

    /// How a run of `specs` is started. The memory the screen announces is
    /// the run's cap: the screen's budget holds every run's filters to it,
    /// so a run started while a cancelled one is still stopping waits for
    /// its memory instead of adding to it.
    pub(crate) fn run_options(&self, specs: &[ExperimentSpec]) -> RunOptions {
        RunOptions {
            threads: self.threads,
            max_memory: self.memory_cap(specs),
            budget: Arc::clone(&self.budget),
        }
    }

    /// Whether a run goes on: the engine's, or the comparison's.
    pub(crate) fn running(&self) -> bool {
        self.live.as_ref().is_some_and(|live| !live.done) || self.alternatives.running()
    }

    /// The tab whose run goes on, if any.
    fn running_tab(&self) -> Option<Tab> {
        if self.alternatives.running() {
            return Some(Tab::Alternatives);
        }
        self.live.as_ref().filter(|l| !l.done).map(|l| l.tab)
    }

    /// The rows the current tab shows.
    fn row_count(&self) -> usize {
        match self.tab {
            Tab::Alternatives => self.alternatives.designs().len(),
            tab => self.specs(tab).map_or(1, |s| s.len()),
        }
    }
}

impl Screen for ExperimentsScreen {
    fn on_key(&mut self, key: KeyEvent, ctx: &Context) -> Action {
        self.handle_key(key, ctx)
    }

    fn resized(&mut self) {
        if self.note.is_some() && self.note == self.size_note {
            self.note = None;
        }
        self.size_note = None;
    }

    fn keys(&self, ctx: &Context) -> Vec<KeyHelp> {
        self.status_keys(ctx)
    }

    fn status_note(&self) -> Option<String> {
        self.note.clone()
    }

    /// Three rows from r on: the repeat's keys (a seed to go back to, the
    /// tally's c, e once it ends) took a third row as it ended or was
    /// cancelled, and the table jumped a row (reader 33, es). Two
    /// otherwise (under 100 columns, where the app asks): a prediction's
    /// keys take one row, and the table gained a row as the question
    /// opened and lost it as it was answered (reader 35, es 1.2).
    fn status_rows_at_least(&self) -> u16 {
        if self.repeat_here().is_some() { 3 } else { 2 }
    }

    fn help_opened(&mut self, ctx: &Context) {
        if self.asked_to_discard.take().is_some() {
            self.note = Some(self.discard_kept(ctx.lang));
        }
    }

    fn more_keys(&self, lang: Lang) -> Vec<KeyHelp> {
        // While a question is open only its own keys work: the status
        // line lists them all.
        if self.prediction().answering {
            return Vec::new();
        }
        let running = self.running_tab() == Some(self.tab);
        let asking = self.alternatives.run.is_none();
        help::help_keys(lang, self.tab, (running, asking), self.s_words(lang))
    }

    fn render(&self, frame: &mut Frame, area: Rect, ctx: &Context, _hits: &mut Vec<(Rect, Click)>) {
        self.draw(frame, area, ctx);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_tab_is_at_its_index() {
        for (index, tab) in Tab::ALL.iter().enumerate() {
            assert_eq!(tab.index(), index);
        }
    }

    /// Reader 46 (en 1.2): the k sweep's tally opened mid-sentence, at the
    /// place the small filter's explanation had been scrolled to. A tab
    /// opens its text at the top.
    #[test]
    fn a_tab_opens_its_text_at_the_top() {
        let mut screen = ExperimentsScreen::default();
        screen.show_tab(Tab::Small);
        screen.explain_scroll = 7;
        screen.show_tab(Tab::KSweep);
        assert_eq!(screen.explain_scroll, 0);
    }

    /// `AppOptions::max_queries` is every measuring tab's query cap.
    #[test]
    fn the_query_cap_reaches_every_tab() {
        let screen = ExperimentsScreen {
            max_queries: 1_000_000,
            ..ExperimentsScreen::default()
        };
        for tab in [Tab::Table, Tab::KSweep, Tab::Small] {
            let specs = screen.specs(tab).unwrap();
            assert!(!specs.is_empty(), "{tab:?}");
            assert!(
                specs.iter().all(|spec| spec.max_queries == 1_000_000),
                "{tab:?}"
            );
        }
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
