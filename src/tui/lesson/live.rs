//! A lesson step's experiment, run live on the engine: started when the
//! student reaches the step (once its prediction, if any, is made) or
//! presses x, its events sent on the app's channel tagged with a
//! generation of the lesson's own (the top bit set, so the app tells them
//! from the experiments screen's), and cancelled as soon as the student
//! leaves the step. The first run uses the author's seed (the step's text
//! may describe its numbers); each x after it the next seed, so that x
//! measures anew rather than repeating the same numbers.

use std::sync::mpsc::Sender;

use super::LessonScreen;
use crate::experiment::{Event, ExperimentSpec, Outcome, Progress, Run, RunOptions};
use crate::tui::protocol::{Context, Msg, RunTarget};

/// One run of a step's experiment and what it reported.
pub(crate) struct LessonRun {
    pub(crate) generation: u64,
    /// The step it measures.
    pub(crate) step: usize,
    /// The engine's handle: dropping it cancels the run.
    pub(crate) run: Option<Run>,
    /// The latest progress of each experiment of the step.
    pub(crate) progress: Vec<Option<Progress>>,
    /// One per experiment of the step (two with `hashing: both`), in
    /// order, as each finishes.
    pub(crate) outcomes: Vec<Option<Outcome>>,
    pub(crate) failed: Option<String>,
    pub(crate) done: bool,
    /// The seed it measured with (its first experiment's).
    pub(crate) seed: u64,
    /// Runs of this step before this one since the student arrived: 0 for
    /// the author's seed, then one more seed per x.
    pub(crate) reruns: u64,
}

impl LessonRun {
    pub(crate) fn running(&self) -> bool {
        !self.done
    }
}

/// Sends each event on the app's channel as `Msg::Experiment`.
struct Reporter {
    sender: Sender<Msg>,
    generation: u64,
}

impl crate::experiment::EventSink for Reporter {
    fn send(&self, event: Event) -> bool {
        self.sender
            .send(Msg::Experiment {
                target: RunTarget::Lesson,
                generation: self.generation,
                event,
            })
            .is_ok()
    }
}

impl LessonScreen {
    /// After a key: cancel a run of a step left behind, and start the
    /// step's experiment when it has one, is not waiting for a
    /// prediction, and has not run since the student arrived.
    pub(super) fn sync_run(&mut self, ctx: &Context) {
        let here = self
            .open
            .as_ref()
            .filter(|open| open.resume.is_none())
            .map(|open| open.step);
        if let Some(live) = &self.live
            && Some(live.step) != here
        {
            let was_running = live.running();
            // Which step's: back on a step whose own measurement had
            // finished, «The measurement was stopped» read as its own
            // (reader 42, en 3.3).
            let left = live.step + 1;
            self.live = None;
            if was_running && let Some(open) = self.open.as_mut() {
                open.arrival = Some(crate::t!(ctx.lang, "words-lesson-run-stopped", step = left));
            }
        }
        let Some(open) = self.open.as_ref() else {
            return;
        };
        if here.is_some()
            && self.live.is_none()
            && open.current().experiment.is_some()
            && !open.blocked()
        {
            self.start_run(ctx);
        }
    }

    /// Start the current step's experiment: with the author's seed on
    /// arrival, with the next seed when it has run here already (x).
    pub(super) fn start_run(&mut self, ctx: &Context) {
        let reruns = match (&self.live, &self.open) {
            (Some(live), Some(open)) if live.step == open.step => live.reruns + 1,
            _ => 0,
        };
        self.live = None;
        let Some(open) = self.open.as_mut() else {
            return;
        };
        // A step answered before, opened again, runs its measurement on
        // arrival but keeps its top in view: following it there hid the
        // text the student came back to read (reader 23, en 3.1). An
        // answer follows on its own; so does a step with no question.
        if reruns > 0 || open.current().predict.is_none() {
            open.follow = true;
        }
        // A new seed's run starts with its progress in view: the student's
        // scroll, down at the old results, showed blank rows while the
        // new ones were measured (reader 25, es 1.3).
        if reruns > 0 {
            open.scroll = 0;
        }
        let Some(experiment) = &open.current().experiment else {
            return;
        };
        self.generation += 1;
        let generation = self.generation;
        let mut live = LessonRun {
            generation,
            step: open.step,
            run: None,
            progress: Vec::new(),
            outcomes: Vec::new(),
            failed: None,
            done: false,
            seed: 0,
            reruns,
        };
        let started = experiment
            .checked_specs()
            .map_err(|(_, why)| why.in_lang(ctx.lang))
            .map(|specs| rerun_specs(specs, reruns))
            .and_then(|specs| {
                live.seed = specs.first().map_or(0, |spec| spec.seed);
                live.outcomes = vec![None; specs.len()];
                live.progress = vec![None; specs.len()];
                let reporter = Reporter {
                    sender: ctx.sender.clone(),
                    generation,
                };
                Run::start(specs, RunOptions::default(), reporter)
                    .map_err(|e| crate::tui::text::param_error(&e, ctx.lang))
            });
        match started {
            Ok(run) => live.run = Some(run),
            Err(why) => {
                live.failed = Some(why);
                live.done = true;
            }
        }
        self.live = Some(live);
    }

    /// Stop any run (leaving the lesson).
    pub(super) fn stop_run(&mut self) {
        self.live = None;
    }

    /// An event of a lesson run: kept if it is the current run's.
    /// A failure is worded now, in `lang`.
    pub(crate) fn on_event(&mut self, generation: u64, event: Event, lang: crate::lang::Lang) {
        let Some(live) = self.live.as_mut().filter(|l| l.generation == generation) else {
            return;
        };
        match event {
            Event::Progress(progress) => {
                if !live.done
                    && let Some(slot) = live.progress.get_mut(progress.row)
                {
                    *slot = Some(progress);
                }
            }
            Event::Finished { row, outcome } => {
                if let Some(slot) = live.outcomes.get_mut(row) {
                    *slot = Some(*outcome);
                }
            }
            Event::Failed { message, .. } => {
                live.failed =
                    Some(message.in_lang(lang, |err| crate::tui::text::param_error(err, lang)));
            }
            Event::AllDone { .. } => {
                live.done = true;
                live.run = None;
                // This step's own measurement is whole now: the note on
                // the step left behind read as about this one (reader 45,
                // es 3.1).
                if let Some(open) = self.open.as_mut() {
                    open.arrival = None;
                }
            }
        }
    }

    /// The run's thread died before its last event.
    pub(crate) fn on_lost(&mut self, generation: u64) {
        if let Some(live) = self.live.as_mut().filter(|l| l.generation == generation) {
            live.done = true;
            live.run = None;
            live.failed
                .get_or_insert_with(|| "the run stopped".to_owned());
        }
    }
}

/// The step's experiments for run number `reruns` (0 the first): every
/// seed moved on by that many, so each x measures other keys and hash
/// functions, and the first run is the author's.
pub(crate) fn rerun_specs(specs: Vec<ExperimentSpec>, reruns: u64) -> Vec<ExperimentSpec> {
    specs
        .into_iter()
        .map(|spec| ExperimentSpec {
            seed: spec.seed.wrapping_add(reruns),
            ..spec
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_rerun_moves_every_seed_on_by_one() {
        let first = ExperimentSpec {
            seed: 7,
            ..ExperimentSpec::new(1000, 3, 100)
        };
        let second = ExperimentSpec {
            seed: 9,
            ..first.clone()
        };
        let specs = vec![first, second];
        assert_eq!(rerun_specs(specs.clone(), 0), specs, "the author's seeds");
        let again: Vec<u64> = rerun_specs(specs, 2).iter().map(|s| s.seed).collect();
        assert_eq!(again, [9, 11]);
    }
}
