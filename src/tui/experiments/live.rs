//! A run of the experiments screen: starting it (one at a time, keeping
//! what another tab's run measured), cancelling it, and the events it
//! sends. The engine gives each event to a `RunReporter`, which sends it
//! on the app's one channel tagged with the run's generation; the app hands
//! it back to the screen (`on_event`, `on_lost`).

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::Sender;

use super::{ExperimentsScreen, Tab};
use crate::experiment::{Event, EventSink, ExperimentSpec, Outcome, Progress, Run};
use crate::tui::protocol::{Context, Msg, RunTarget};

/// What one row's experiment has reported so far.
#[derive(Clone, Debug, Default)]
pub(crate) struct RowState {
    pub(crate) progress: Option<Progress>,
    pub(crate) outcome: Option<Outcome>,
    /// Why its worker failed, if it did.
    pub(crate) failed: Option<String>,
    /// (queries, estimate, low, high) as the run went.
    pub(crate) history: Vec<(f64, f64, f64, f64)>,
}

/// A run the screen started and what it reported; kept once it is over,
/// for its tab to show.
pub(crate) struct LiveRun {
    pub(crate) tab: Tab,
    /// Which start this was: every start gets the next number, and events
    /// carrying another are an older run's.
    pub(crate) generation: u64,
    pub(crate) specs: Vec<ExperimentSpec>,
    pub(crate) rows: Vec<RowState>,
    /// The engine's handle, to cancel it (None for results made up in tests).
    pub(crate) run: Option<Run>,
    /// Over: its last event came, it was lost, or another tab's run took over.
    pub(crate) done: bool,
    pub(crate) cancelled: bool,
    /// The run's wall time, from its last event.
    pub(crate) seconds: f64,
    /// Its thread died before the last event.
    pub(crate) lost: bool,
}

impl LiveRun {
    /// Cancelled before any row measured: nothing to chart.
    pub(super) fn cancelled_unmeasured(&self) -> bool {
        let measured = self.rows.iter().any(|row| {
            !row.history.is_empty()
                || row.progress.as_ref().is_some_and(|p| p.queries > 0)
                || row
                    .outcome
                    .as_ref()
                    .is_some_and(|o| !o.cancelled && o.queries > 0)
        });
        self.done && self.cancelled && !measured
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
        self.sender
            .send(Msg::Experiment {
                target: RunTarget::Experiments,
                generation: self.generation,
                event,
            })
            .is_ok()
    }
}

impl Drop for RunReporter {
    fn drop(&mut self) {
        if !*self.finished.get_mut() {
            let _ = self.sender.send(Msg::ExperimentLost {
                target: RunTarget::Experiments,
                generation: self.generation,
            });
        }
    }
}

impl ExperimentsScreen {
    /// Start the current tab's experiments (cancelling any run).
    pub(crate) fn start(&mut self, ctx: &Context) {
        self.start_with(&ctx.sender);
    }

    /// Start the current tab's experiments, sending their events on
    /// `sender` (a repeat starts its next run from an event, with no
    /// context at hand).
    pub(super) fn start_with(&mut self, sender: &Sender<Msg>) {
        self.start_on(self.tab, sender);
    }

    /// Start `tab`'s experiments, the tab shown or a repeat's own.
    pub(super) fn start_on(&mut self, tab: Tab, sender: &Sender<Msg>) {
        self.cancel();
        // A new run's explanation reads from its start, not from where
        // the last one was scrolled to (reader 8, es 3.3).
        if tab == self.tab {
            self.explain_scroll = 0;
        }
        // A run shows the predictions beside what it measures.
        let prediction = &mut self.predictions[tab.index()];
        prediction.revealed = true;
        prediction.answering = false;
        self.error = None;
        if let Some(mut previous) = self.live.take()
            && previous.tab != tab
        {
            // Another tab's run: keep what it measured for that tab.
            if !previous.done {
                previous.done = true;
                previous.cancelled = true;
            }
            let index = previous.tab.index();
            self.kept[index] = Some(previous);
        }
        self.kept[tab.index()] = None;
        let specs = match self.specs(tab) {
            Ok(specs) => specs,
            Err(err) => {
                self.error = Some(err);
                return;
            }
        };
        // Every attempt gets a new number, so that nothing an earlier run
        // still sends (it may be stopping) is taken for this one's.
        self.generation += 1;
        let generation = self.generation;
        let reporter = RunReporter::new(sender.clone(), generation);
        let run = match Run::start(specs.clone(), self.run_options(&specs), reporter) {
            Ok(run) => run,
            Err(err) => {
                self.error = Some(err);
                return;
            }
        };
        // The row the student chose stays chosen: e explains it, and the
        // chart follows it.
        if tab == self.tab {
            self.selected = self.selected.min(specs.len().saturating_sub(1));
        }
        self.live = Some(LiveRun {
            tab,
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

    /// Stop whatever runs: the engine's run and the comparison (one run
    /// at a time on the screen).
    pub(crate) fn cancel(&mut self) {
        self.alternatives.cancel();
        if let Some(live) = self.live.as_mut()
            && let Some(run) = &live.run
            && !live.done
        {
            run.cancel();
        }
    }

    /// A failure is worded now, in `lang`.
    pub(crate) fn on_event(&mut self, generation: u64, event: Event, lang: crate::lang::Lang) {
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
                    state.failed =
                        Some(message.in_lang(lang, |err| crate::tui::text::param_error(err, lang)));
                }
            }
            Event::AllDone { seconds, cancelled } => {
                live.done = true;
                live.cancelled = cancelled;
                live.seconds = seconds;
                self.repeat_run_ended();
            }
        }
    }

    pub(crate) fn on_lost(&mut self, generation: u64) {
        if let Some(live) = self
            .live
            .as_mut()
            .filter(|l| l.generation == generation && !l.done)
        {
            live.lost = true;
            live.done = true;
            self.repeat_run_ended();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::experiment::{MemoryBudget, RunOptions, suites};
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
                    Msg::ExperimentLost {
                        target: RunTarget::Experiments,
                        generation: 3
                    },
                    Msg::Experiment {
                        target: RunTarget::Experiments,
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
                Ok(Msg::ExperimentLost { target, generation }) => {
                    assert_eq!((target, generation), (RunTarget::Experiments, 9));
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
}
