//! Running experiments: the public face of the engine ([`Run`],
//! [`run_blocking`], the [`Event`]s they send and their [`RunOptions`]),
//! the state the workers share ([`Context`]) and the worker loop.
//!
//! Worker threads take jobs (build a filter, or run one chunk of queries)
//! from shared state, and results are committed in chunk order (the
//! `scheduler` module decides what is done next; the `jobs` module does
//! it). Committing in order makes the stopping point, and so every count,
//! depend only on the seed, never on how many threads ran or how they
//! interleaved: a chunk computed past the stopping point is simply dropped.
//!
//! Memory: every filter (the one a single-filter experiment builds, and the
//! one a fresh-filter chunk rebuilds) is allocated only after its bytes are
//! reserved from the run's [`MemoryBudget`], and the reservation lives
//! beside the filter until it is dropped. When the budget is full, the
//! scheduler hands out other work or waits, so the filters the process
//! holds at once never exceed `--max-memory`.

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::Sender;
use std::sync::{Arc, Condvar, Mutex, MutexGuard, PoisonError};
use std::thread::{self, JoinHandle};
use std::time::{Duration, Instant};

use super::budget::MemoryBudget;
use super::jobs::run_job;
use super::scheduler::{Job, Stage, State, apply, finish_outcome, new_row, next_job};
use super::{ExperimentSpec, Interval, Outcome, stats};
use crate::error::ParamError;
use crate::filter::DEFAULT_MAX_MEMORY;
use crate::i18n::Message;
use crate::lang::Lang;

#[derive(Clone, Debug)]
pub struct RunOptions {
    /// Worker threads (at least 1).
    pub threads: usize,
    /// The most bytes of filters held at once, by this run and any other
    /// run sharing its budget (a larger single filter is refused).
    pub max_memory: u64,
    /// Where filter memory is reserved: the process's budget by default.
    pub budget: Arc<MemoryBudget>,
}

impl Default for RunOptions {
    fn default() -> Self {
        Self {
            threads: thread::available_parallelism().map_or(2, |n| n.get()),
            max_memory: DEFAULT_MAX_MEMORY,
            budget: MemoryBudget::global(),
        }
    }
}

/// What a run reports, in order for each experiment (`row` is its index in
/// the list given to the run).
#[derive(Clone, Debug, PartialEq)]
pub enum Event {
    Progress(Progress),
    /// The experiment is complete (or was cancelled: see `outcome.cancelled`).
    Finished {
        row: usize,
        outcome: Box<Outcome>,
    },
    /// A worker panicked on this experiment, or its filter could not be
    /// had; the others go on.
    Failed {
        row: usize,
        message: Failure,
    },
    /// Every experiment is finished, failed or cancelled.
    AllDone {
        seconds: f64,
        cancelled: bool,
    },
}

/// Why an experiment failed, worded by the face that shows it, in its
/// language ([`Failure::message`]).
#[derive(Clone, Debug, PartialEq)]
pub enum Failure {
    /// The filter could not be had (the machine refused its memory).
    Param(ParamError),
    /// A worker panicked: Rust's own text, if the panic carried one.
    Panic(Option<String>),
}

impl Failure {
    /// The reason as a message; a parameter in it is named by the face
    /// ([`Message::in_lang_with`]).
    pub fn message(&self) -> Message {
        match self {
            Failure::Param(err) => err.message(),
            Failure::Panic(Some(text)) => crate::msg!("engine-panicked", panic = text),
            Failure::Panic(None) => crate::msg!("engine-panicked-unknown"),
        }
    }

    /// The reason in `lang`, a parameter's error worded by `param_error`:
    /// each face names parameters its own way (the command line as flags,
    /// the screens in words).
    pub fn in_lang(&self, lang: Lang, param_error: impl Fn(&ParamError) -> String) -> String {
        match self {
            Failure::Param(err) => param_error(err),
            Failure::Panic(_) => self.message().in_lang(lang),
        }
    }
}

/// A panic's own text (how tests make up a failed row).
impl From<&str> for Failure {
    fn from(text: &str) -> Self {
        Failure::Panic(Some(text.to_owned()))
    }
}

/// In English, the command line's way (parameters as flags).
impl std::fmt::Display for Failure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        std::fmt::Display::fmt(&self.message(), f)
    }
}

/// Where a run's events go: the sender of a channel, or a function (the
/// terminal app's wraps each event in its own message and sends it on its
/// one channel, so no thread is needed to forward them). `send` answers
/// false once nobody listens any more, and the run then stops.
///
/// A sink given to [`Run::start`] is dropped when the run's thread ends.
/// Dropped before it was given [`Event::AllDone`], it says that the thread
/// died: a sink can report that from its `Drop`.
pub trait EventSink: Send + Sync {
    fn send(&self, event: Event) -> bool;
}

impl EventSink for Sender<Event> {
    fn send(&self, event: Event) -> bool {
        Sender::send(self, event).is_ok()
    }
}

impl<F> EventSink for F
where
    F: Fn(Event) -> bool + Send + Sync,
{
    fn send(&self, event: Event) -> bool {
        self(event)
    }
}

/// A snapshot of one experiment.
#[derive(Clone, Debug, PartialEq)]
pub struct Progress {
    pub row: usize,
    /// Keys inserted so far into the filter being built (single filter).
    pub inserted: u64,
    pub n: u64,
    pub queries: u64,
    pub false_positives: u64,
    pub filters: u64,
    pub estimate: f64,
    pub interval: Interval,
    /// Queries the precision target should need, from the exact rate.
    pub expected_queries: u64,
    pub k: u32,
    /// One filter (built first, then queried) rather than fresh ones.
    pub single_filter: bool,
}

impl Progress {
    /// Rough share of the work done, 0 to 1, weighting each inserted key by
    /// its k probes and each query as one.
    pub fn fraction(&self) -> f64 {
        let query_total = self.expected_queries.max(1) as f64;
        let query_done = (self.queries as f64).min(query_total);
        let (insert_done, insert_total) = if self.single_filter {
            let per_key = f64::from(self.k);
            (self.inserted as f64 * per_key, self.n as f64 * per_key)
        } else {
            (0.0, 0.0)
        };
        ((insert_done + query_done) / (insert_total + query_total)).clamp(0.0, 1.0)
    }
}

/// Queries needed for the precision target at rate p: z²(1 − p)/(precision²·p).
pub(crate) fn expected_queries(spec: &ExperimentSpec) -> u64 {
    let p = spec.fp_exact().max(1e-300);
    let needed = stats::queries_for(p, spec.precision, spec.confidence);
    needed.min(spec.max_queries as f64).ceil() as u64
}

/// A run in the background: its events go to the sink it was started
/// with; `cancel` stops it.
pub struct Run {
    cancel: Arc<AtomicBool>,
    handle: Option<JoinHandle<Vec<Option<Outcome>>>>,
}

impl Run {
    /// Check every experiment, then start them on background threads,
    /// which give their events to `sink` as they come.
    pub fn start(
        specs: Vec<ExperimentSpec>,
        options: RunOptions,
        sink: impl EventSink + 'static,
    ) -> Result<Run, ParamError> {
        for spec in &specs {
            spec.validate(options.max_memory)?;
        }
        let cancel = Arc::new(AtomicBool::new(false));
        let flag = Arc::clone(&cancel);
        let handle = thread::Builder::new()
            .name("bloomlab-experiments".into())
            .spawn(move || schedule(specs, &options, &sink, &flag))
            .map_err(|err| ParamError::thread_failed(crate::error::Param::Threads, err))?;
        Ok(Run {
            cancel,
            handle: Some(handle),
        })
    }

    /// Ask the workers to stop; they do within one batch (a few ms).
    pub fn cancel(&self) {
        self.cancel.store(true, Ordering::Relaxed);
    }

    /// Wait for the end; one entry per experiment (None if it failed).
    pub fn wait(mut self) -> Vec<Option<Outcome>> {
        self.handle
            .take()
            .and_then(|handle| handle.join().ok())
            .unwrap_or_default()
    }
}

impl Drop for Run {
    fn drop(&mut self) {
        // Dropping a run (leaving a screen) stops its threads.
        self.cancel();
    }
}

/// Run the experiments on the calling thread plus workers, sending events;
/// returns when all are done or cancelled.
pub fn run_blocking(
    specs: Vec<ExperimentSpec>,
    options: &RunOptions,
    events: &dyn EventSink,
    cancel: &AtomicBool,
) -> Result<Vec<Option<Outcome>>, ParamError> {
    for spec in &specs {
        spec.validate(options.max_memory)?;
    }
    Ok(schedule(specs, options, events, cancel))
}

/// What the workers of a run share.
pub(super) struct Context<'a> {
    pub(super) state: Mutex<State>,
    pub(super) wake: Condvar,
    events: &'a dyn EventSink,
    cancel: &'a AtomicBool,
    pub(super) threads: usize,
    pub(super) max_memory: u64,
    pub(super) budget: Arc<MemoryBudget>,
    /// Filters (of any kind, with their reservations) workers stopped using
    /// because the run was cancelled: freed right after the run's last
    /// event, so that unmapping tens of MB does not delay the news that the
    /// run is over.
    set_aside: Mutex<Vec<Box<dyn Send>>>,
}

impl Context<'_> {
    pub(super) fn lock(&self) -> MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(PoisonError::into_inner)
    }

    pub(super) fn cancelled(&self) -> bool {
        self.cancel.load(Ordering::Relaxed)
    }

    /// Keep a cancelled job's filter until the run's last event is sent.
    pub(super) fn set_aside(&self, held: Box<dyn Send>) {
        self.set_aside
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .push(held);
    }

    pub(super) fn send(&self, event: Event) {
        // A sink that refuses (a closed channel) has nobody listening: stop.
        if !self.events.send(event) {
            self.cancel.store(true, Ordering::Relaxed);
        }
    }
}

fn schedule(
    specs: Vec<ExperimentSpec>,
    options: &RunOptions,
    events: &dyn EventSink,
    cancel: &AtomicBool,
) -> Vec<Option<Outcome>> {
    let started = Instant::now();
    let rows = specs.into_iter().map(new_row).collect();
    let threads = options.threads.max(1);
    let context = Context {
        state: Mutex::new(State {
            rows,
            filters_alive: 0,
            to_free: Vec::new(),
        }),
        wake: Condvar::new(),
        events,
        cancel,
        threads,
        max_memory: options.max_memory,
        budget: Arc::clone(&options.budget),
        set_aside: Mutex::new(Vec::new()),
    };
    thread::scope(|scope| {
        let mut started = 0;
        for index in 0..threads {
            let context = &context;
            started += usize::from(
                thread::Builder::new()
                    .name(format!("bloomlab-worker-{index}"))
                    .spawn_scoped(scope, move || worker(context))
                    .is_ok(),
            );
        }
        // Not one worker could be started: this thread does the work
        // itself, rather than report every experiment as cancelled.
        if started == 0 {
            worker(&context);
        }
    });

    // Whatever is not done was cancelled: report what it measured so far.
    let cancelled = context.cancelled();
    let mut state = context.lock();
    let mut outcomes = Vec::with_capacity(state.rows.len());
    for (index, row) in state.rows.iter_mut().enumerate() {
        if row.failed {
            outcomes.push(None);
        } else if let Some(outcome) = &row.outcome {
            outcomes.push(Some(outcome.clone()));
        } else {
            let outcome = finish_outcome(row, true);
            context.send(Event::Finished {
                row: index,
                outcome: Box::new(outcome.clone()),
            });
            outcomes.push(Some(outcome));
        }
    }
    context.send(Event::AllDone {
        seconds: started.elapsed().as_secs_f64(),
        cancelled,
    });
    // Every worker has stopped: free the filters (and give their memory
    // back to the budget) now. After the last event, so that unmapping tens
    // of MB does not delay the news that the run is over.
    for row in &mut state.rows {
        row.filter = None;
    }
    drop(state);
    context
        .set_aside
        .lock()
        .unwrap_or_else(PoisonError::into_inner)
        .clear();
    outcomes
}

fn worker(context: &Context<'_>) {
    loop {
        let job = {
            let mut state = context.lock();
            loop {
                if context.cancelled() {
                    context.wake.notify_all();
                    return;
                }
                if let Some(job) = next_job(context, &mut state) {
                    break job;
                }
                if state.rows.iter().all(|row| row.stage == Stage::Done) {
                    context.wake.notify_all();
                    return;
                }
                state = context
                    .wake
                    .wait_timeout(state, Duration::from_millis(20))
                    .unwrap_or_else(PoisonError::into_inner)
                    .0;
            }
        };
        let row = match &job {
            Job::Finish { row } | Job::Insert { row, .. } | Job::Queries { row, .. } => *row,
        };
        let result = catch_unwind(AssertUnwindSafe(|| run_job(context, job)));
        let mut state = context.lock();
        match result {
            Ok(Some(done)) => apply(context, &mut state, row, done),
            Ok(None) => {} // cancelled mid-job
            Err(panic) => {
                let text = panic
                    .downcast_ref::<&str>()
                    .map(|s| (*s).to_owned())
                    .or_else(|| panic.downcast_ref::<String>().cloned());
                fail_row(context, &mut state, row, Failure::Panic(text));
            }
        }
        let freed = std::mem::take(&mut state.to_free);
        drop(state);
        // The memory goes back to the budget here: then wake the others.
        drop(freed);
        context.wake.notify_all();
    }
}

pub(super) fn fail_row(context: &Context<'_>, state: &mut State, row: usize, message: Failure) {
    let entry = &mut state.rows[row];
    let filter = entry.filter.take();
    if filter.is_some() || entry.stage == Stage::Inserting {
        state.filters_alive = state.filters_alive.saturating_sub(1);
    }
    state.to_free.extend(filter);
    let entry = &mut state.rows[row];
    entry.stage = Stage::Done;
    entry.stopped = true;
    entry.failed = true;
    entry.finished_chunks.clear();
    context.send(Event::Failed { row, message });
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Why a row failed is worded in the language of the face showing it:
    /// a panic's own text inside a catalogued sentence, a parameter's
    /// error as that face words parameters.
    #[test]
    fn a_failure_is_worded_in_spanish() {
        let panic = Failure::from("index out of bounds");
        assert_eq!(panic.to_string(), "index out of bounds");
        assert_eq!(
            panic.in_lang(Lang::Es, |_| unreachable!()),
            "un hilo de trabajo se detuvo: index out of bounds"
        );
        assert_eq!(
            Failure::Panic(None).message().in_lang(Lang::Es),
            "un hilo de trabajo se detuvo sin decir por qué"
        );
        let err = crate::sizing::check_n(0).unwrap_err();
        let failure = Failure::Param(err.clone());
        let spanish = failure.message().in_lang(Lang::Es);
        assert_eq!(spanish, err.message().in_lang(Lang::Es));
        assert_ne!(spanish, failure.to_string());
        assert_eq!(
            failure.in_lang(Lang::Es, |e| e.message().in_lang(Lang::Es)),
            spanish
        );
    }
}
