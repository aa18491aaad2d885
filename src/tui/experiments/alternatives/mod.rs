//! The Alternatives tab: the library's comparison (`experiment::compare`)
//! run live, each structure at each target with its bits per element, its
//! measured rate against its own prediction, its speed and whether it
//! deletes; and the chart of bits per element against the rate, with the
//! lower bound log2(1/p) and the standard Bloom filter's 1.44·log2(1/p).
//! Its events come on the app's channel as `Msg::Compare`, tagged with
//! the screen's generation like the engine's.
//!
//! This file keeps the tab's state and its run; `words` says it,
//! `view` lays out the table and `chart` draws the chart.

mod chart;
mod columns;
pub(super) mod view;
pub(super) use view::AltLayout;
mod words;

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::Sender;

use crossterm::event::{KeyCode, KeyEvent};

use super::{ExperimentsScreen, Tab};
use crate::experiment::compare::{
    CompareEvent, CompareRow, CompareSink, CompareSpec, Comparison, DEFAULT_TARGETS, Design,
    Profile, StructureSize, designs,
};
use crate::experiment::{ExperimentSpec, Progress, RunOptions};
use crate::filter::{DEFAULT_MAX_MEMORY, FilterKind};
use crate::lang::Lang;
use crate::t;
use crate::tui::protocol::Msg;

/// Keys per structure unless the student asks for more: 10^5 takes a few
/// seconds on two cores; `n` switches to 10^6 (the CLI's default).
pub(crate) const ALTERNATIVES_N: u64 = 100_000;
pub(crate) const ALTERNATIVES_LARGE_N: u64 = 1_000_000;

/// The targets `p` steps through: the course's five (None), then one rate
/// at a time, among them both sides of the cuckoo/Bloom windows (0.2 %:
/// cuckoo smaller; 0.15 %: Bloom smaller) and the fingerprint filters'
/// 1/256 and 1/65536.
pub(crate) const TARGET_CHOICES: [Option<f64>; 12] = [
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

/// The rate the tab's question asks about when it measures the five:
/// 1 %, where Bloom wins. Lesson 3 asks the same question at 0.01 %,
/// where cuckoo wins, and answers it, so the tab asked nothing new
/// there (reader 28, es 6.1); here the student applies its crossover.
const QUESTION_AT: f64 = 0.01;

/// The student's answer to "which takes fewer bits per key, Bloom or
/// cuckoo?", at the rate asked.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Guess {
    pub(crate) cuckoo: bool,
    pub(crate) at: f64,
}

/// What one row has reported so far.
#[derive(Clone, Debug, Default)]
pub(crate) struct AltRow {
    pub(crate) profile: Option<Profile>,
    pub(crate) progress: Option<Progress>,
    /// Measured; its verdict family-wise once the run is over.
    pub(crate) result: Option<CompareRow>,
    pub(crate) failed: Option<String>,
}

/// A comparison the tab started, running or over.
pub(crate) struct AltRun {
    pub(crate) generation: u64,
    pub(crate) n: u64,
    pub(crate) seed: u64,
    pub(crate) designs: Vec<Design>,
    pub(crate) rows: Vec<AltRow>,
    /// The library's handle, to cancel it (None for results made up in tests).
    pub(crate) comparison: Option<Comparison>,
    pub(crate) done: bool,
    pub(crate) cancelled: bool,
    pub(crate) seconds: f64,
    /// Its thread died before its last event.
    pub(crate) lost: bool,
}

/// The tab's state.
pub(crate) struct Alternatives {
    /// Keys per structure for the next run.
    pub(crate) n: u64,
    pub(crate) run: Option<AltRun>,
    /// `c`: on a screen too short for both, the chart in the table's place.
    pub(crate) chart_shown: bool,
    /// `v`: on a narrow screen, the costs' columns in place of the rates'.
    pub(crate) costs_shown: bool,
    /// `c`: where the chart fits only under part of the table, the whole
    /// table in the chart's place.
    pub(crate) table_whole: bool,
    /// Why the last start was refused.
    pub(crate) error: Option<crate::ParamError>,
    /// Which of the `TARGET_CHOICES` the next run measures (`p`).
    pub(crate) target_choice: usize,
    /// The prediction for the next (or shown) run, if the student made one.
    pub(crate) guess: Option<Guess>,
    /// `e`: the selected row's words whole, with how its rate was
    /// measured and judged, where the table's room cuts them short.
    pub(crate) words_whole: bool,
    /// The most rows the words took in this run at this size: they are
    /// never given fewer, so the table stays put as rows are measured
    /// and as the run ends (reader 38, es 1.1: the header moved down a
    /// row mid-run).
    pub(crate) words_room: std::cell::Cell<WordsRoom>,
}

/// [`Alternatives::words_room`]: the rows, and the area they were for.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub(crate) struct WordsRoom {
    pub(crate) area: (u16, u16),
    pub(crate) rows: usize,
}

impl Default for Alternatives {
    fn default() -> Self {
        Alternatives {
            n: ALTERNATIVES_N,
            run: None,
            chart_shown: false,
            costs_shown: false,
            table_whole: false,
            error: None,
            target_choice: 0,
            guess: None,
            words_whole: false,
            words_room: std::cell::Cell::default(),
        }
    }
}

impl Alternatives {
    /// A new comparison on screen. The row's words close, so that the
    /// prediction's grade, drawn in their place, shows when the run ends
    /// (reader 19, en 3.1: «e» left on from before hid it).
    pub(crate) fn begin(&mut self, run: AltRun) {
        self.words_whole = false;
        self.words_room.take();
        self.run = Some(run);
    }

    pub(crate) fn running(&self) -> bool {
        self.run.as_ref().is_some_and(|run| !run.done)
    }

    /// The rows of the shown run, or of the next one.
    pub(crate) fn designs(&self) -> Vec<Design> {
        match &self.run {
            Some(run) => run.designs.clone(),
            None => designs(self.n, &self.targets()).unwrap_or_default(),
        }
    }

    /// The targets the next run measures.
    pub(crate) fn targets(&self) -> Vec<f64> {
        match TARGET_CHOICES.get(self.target_choice).copied().flatten() {
            Some(p) => vec![p],
            None => DEFAULT_TARGETS.to_vec(),
        }
    }

    /// The rate the question "Bloom or cuckoo?" is about: the target
    /// chosen, or 1 % among the five (both are built at every target).
    pub(crate) fn question_at(&self) -> Option<f64> {
        Some(
            TARGET_CHOICES
                .get(self.target_choice)
                .copied()
                .flatten()
                .unwrap_or(QUESTION_AT),
        )
    }

    /// `p` (or `P`): the next (previous) target; the shown run, made at
    /// another, and the prediction for it are dropped.
    pub(crate) fn step_target(&mut self, forward: bool) {
        self.target_choice = self.choice_after(forward);
        self.run = None;
        self.error = None;
        self.guess = None;
    }

    /// The index in `TARGET_CHOICES` that `>` (`<` if not `forward`)
    /// moves to.
    fn choice_after(&self, forward: bool) -> usize {
        let count = TARGET_CHOICES.len();
        if forward {
            (self.target_choice + 1) % count
        } else {
            (self.target_choice + count - 1) % count
        }
    }

    /// What `>` (`<` if not `forward`) would measure next, in words: the
    /// question before it clears a comparison names it (reader 34, es
    /// 2.3: «> again: clear this comparison» left the next rate unsaid).
    pub(crate) fn next_targets_words(&self, forward: bool, lang: Lang) -> String {
        match TARGET_CHOICES[self.choice_after(forward)] {
            None => t!(lang, "exp-alt-next-five"),
            target => t!(
                lang,
                "exp-alt-next-one",
                rate = words::target_label(target, lang)
            ),
        }
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

    pub(crate) fn cancel(&self) {
        if let Some(run) = self.run.as_ref().filter(|run| !run.done)
            && let Some(comparison) = &run.comparison
        {
            comparison.cancel();
        }
    }
}

/// Nanoseconds as the table and the row's words both write them: tenths
/// («7,5» in the words read as «8» in the table, reader 13, es 5.2), and
/// whole ns from 100 up, where the column has no room for more («112.8»
/// in the words beside «113», reader 26, en 5.6).
pub(super) fn ns_figure(lang: crate::lang::Lang, ns: f64) -> String {
    let tenths = (ns * 10.0).round() / 10.0;
    if tenths < 100.0 {
        crate::units::decimal_mark(lang, format!("{tenths:.1}"))
    } else {
        format!("{tenths:.0}")
    }
}

/// A row's costs as timed ([`crate::experiment::compare::Timing`]): the
/// medians with their ranges, at the size timed, and a warning when the
/// spread is wide. Empty for a profile that was not timed.
pub(super) fn timing_words(
    profile: &Profile,
    kind: crate::filter::FilterKind,
    n: u64,
    lang: crate::lang::Lang,
) -> String {
    let timing = &profile.timing;
    if timing.keys == 0 {
        return String::new();
    }
    let ns = |value: f64| ns_figure(lang, value);
    let mut text = crate::t!(
        lang,
        "cost-selected",
        keys = crate::tui::text::count(lang, timing.keys),
        fewer = crate::units::fewer_timed(lang, timing.keys, n),
        // A static filter takes no adds: its add time is its build's.
        adding = if kind.is_static() {
            crate::t!(lang, "cost-building")
        } else {
            crate::t!(lang, "cost-adding")
        },
        repeats = timing.repeats,
        insert = ns(profile.insert_ns),
        insert_low = ns(timing.insert_ns_range[0]),
        insert_high = ns(timing.insert_ns_range[1]),
        lookup = ns(profile.lookup_ns),
        lookup_low = ns(timing.lookup_ns_range[0]),
        lookup_high = ns(timing.lookup_ns_range[1])
    );
    if timing.wide() {
        text.push_str(&crate::t!(lang, "cost-wide-short"));
    }
    text
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
        self.set_repeat_aside();
        let alternatives = &mut self.alternatives;
        alternatives.error = None;
        let spec = CompareSpec {
            n: alternatives.n,
            targets: alternatives.targets(),
            base: ExperimentSpec {
                seed: self.seeds[Tab::Alternatives.index()],
                max_queries: self.max_queries,
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
        alternatives.begin(AltRun {
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

    /// A failure is worded now, in `lang`.
    pub(crate) fn on_compare_event(
        &mut self,
        generation: u64,
        event: CompareEvent,
        lang: crate::lang::Lang,
    ) {
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
                    state.failed =
                        Some(message.in_lang(lang, |err| crate::tui::text::param_error(err, lang)));
                }
            }
            CompareEvent::Phases(_) => {}
            CompareEvent::AllDone {
                rows,
                seconds,
                cancelled,
            } => {
                // The family-wise verdicts replace each row's own. A row
                // cancelled before its first query stays unmeasured: «0 %
                // ≤100 %» read as a measurement (reader 16, es 3.1).
                for result in rows.into_iter().filter(|r| r.outcome.queries > 0) {
                    if let Some(index) = run.designs.iter().position(|d| *d == result.design) {
                        run.rows[index].result = Some(result);
                    }
                }
                run.done = true;
                run.cancelled = cancelled;
                run.seconds = seconds;
                // The selection stays where the student put it: moved to
                // the first row measured (reader 17, es 3.1), it lost
                // their place (readers 19 and 20: es 3.1, 3.3, en 3.4,
                // 3.7); the header counts the rows measured.
            }
        }
    }

    pub(crate) fn on_compare_lost(&mut self, generation: u64) {
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

    /// The comparison's n at 10^6 (`large`) or 10^5, or a note that it is
    /// there already.
    pub(super) fn alternatives_n_to(&mut self, large: bool, lang: crate::lang::Lang) {
        let alternatives = &mut self.alternatives;
        let n = if large {
            ALTERNATIVES_LARGE_N
        } else {
            ALTERNATIVES_N
        };
        if alternatives.n == n {
            let n = crate::tui::text::count(lang, n);
            self.note = Some(crate::t!(lang, "exp-alt-n-already", n = n));
            return;
        }
        alternatives.n = n;
        // A graded prediction belongs to the comparison n clears: it came
        // back, asked again, on the next run (reader 26, es 3.3, en 3.2).
        // One not yet measured stays.
        if alternatives.run.take().is_some() {
            alternatives.guess = None;
        }
        alternatives.error = None;
    }

    /// The tab's own keys: `>`/`<` the target rate (when nothing runs),
    /// `←`/`→` the prediction (Bloom or cuckoo) before the run. True when
    /// the key was taken.
    pub(super) fn alternatives_key(&mut self, key: KeyEvent) -> bool {
        if self.tab != Tab::Alternatives {
            return false;
        }
        let running = self.running();
        let alternatives = &mut self.alternatives;
        match key.code {
            // > and <, not p and P: p is «previous» in the lessons, and
            // here it cleared a comparison (reader 27, es 2.4).
            KeyCode::Char(c @ ('>' | '<')) if !running => {
                alternatives.step_target(c == '>');
                self.selected = 0;
                true
            }
            // ← and →, as the sentence places the two answers: k is the
            // number of hashes on every other screen (reader 17, es 2.6).
            code @ (KeyCode::Left | KeyCode::Right) if alternatives.run.is_none() => {
                if let Some(at) = alternatives.question_at() {
                    alternatives.guess = Some(Guess {
                        cuckoo: code == KeyCode::Right,
                        at,
                    });
                }
                true
            }
            _ => false,
        }
    }
}

#[cfg(test)]
mod tests;
