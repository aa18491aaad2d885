//! The scheduler: worker threads take jobs (build a filter, or run one chunk
//! of queries) from shared state, and results are committed in chunk order.
//!
//! Committing in order makes the stopping point, and so every count, depend
//! only on the seed, never on how many threads ran or how they interleaved:
//! a chunk computed past the stopping point is simply dropped.
//!
//! Memory: every filter (the one a single-filter experiment builds, and the
//! one a fresh-filter chunk rebuilds) is allocated only after its bytes are
//! reserved from the run's [`MemoryBudget`], and the reservation lives
//! beside the filter until it is dropped. When the budget is full, the
//! scheduler hands out other work or waits, so the filters the process
//! holds at once never exceed `--max-memory`.

use std::collections::BTreeMap;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::Sender;
use std::sync::{Arc, Condvar, Mutex, MutexGuard, PoisonError};
use std::thread::{self, JoinHandle};
use std::time::{Duration, Instant};

use super::budget::{MemoryBudget, Reservation, filter_bytes};
use super::keys::{independent_positions, inserted_key, key_hash, queried_key};
use super::{ExperimentSpec, Hashing, Interval, Outcome, Tally, derive_seed, stats};
use crate::error::ParamError;
use crate::filter::{BloomFilter, DEFAULT_MAX_MEMORY, KeyHash};

/// Keys hashed per batch: big enough to amortise, small enough to check for
/// a cancel every few milliseconds.
const KEY_BATCH: u64 = 4096;
/// Largest query chunk (single filter): about 15 ms of work.
const MAX_CHUNK_QUERIES: u64 = 1 << 20;
/// Rough operations per fresh-filter chunk, to keep chunks short.
const FRESH_CHUNK_WORK: u64 = 1 << 20;
/// Progress is sent at most this often per experiment (and at every phase end).
const REPORT_EVERY: Duration = Duration::from_millis(40);

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
    /// A worker panicked on this experiment; the others go on.
    Failed {
        row: usize,
        message: String,
    },
    /// Every experiment is finished, failed or cancelled.
    AllDone {
        seconds: f64,
        cancelled: bool,
    },
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
pub fn expected_queries(spec: &ExperimentSpec) -> u64 {
    let p = spec.fp_exact().max(1e-300);
    let z = stats::z_score(spec.confidence);
    let needed = z * z * (1.0 - p) / (spec.precision * spec.precision * p);
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
            .map_err(|err| {
                ParamError::invalid(
                    crate::error::Param::Threads,
                    format!("could not start a thread: {err}"),
                )
            })?;
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

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Stage {
    Waiting,
    Inserting,
    Querying,
    Done,
}

struct Row {
    spec: ExperimentSpec,
    fresh: bool,
    queries_per_filter: u64,
    expected_queries: u64,
    stage: Stage,
    /// Bytes of one filter of this row, reserved before it is allocated.
    bytes: u64,
    filter: Option<Arc<HeldFilter>>,
    next_chunk: u64,
    /// Queries (single filter) or filters (fresh) handed out so far: the
    /// start of the next chunk.
    handed: u64,
    outstanding: usize,
    finished_chunks: BTreeMap<u64, Tally>,
    committed_chunks: u64,
    tally: Tally,
    stopped: bool,
    failed: bool,
    /// Set when the row finishes, with its own elapsed time.
    outcome: Option<Outcome>,
    started: Option<Instant>,
    last_report: Option<Instant>,
}

struct State {
    rows: Vec<Row>,
    filters_alive: usize,
    /// Filters of rows just finished, freed once the lock is released (an
    /// unmap of tens of MB must not hold up the other workers).
    to_free: Vec<Arc<HeldFilter>>,
}

/// A filter and the memory reserved for it. Fields drop in order: the
/// bits are freed before the reservation is given back.
struct HeldFilter {
    filter: BloomFilter,
    _memory: Reservation,
}

enum Job {
    /// A row that can do no more work: finish it.
    Finish { row: usize },
    Insert {
        row: usize,
        spec: ExperimentSpec,
        memory: Reservation,
    },
    Queries {
        row: usize,
        chunk: u64,
        work: ChunkWork,
    },
}

enum ChunkWork {
    Single {
        filter: Arc<HeldFilter>,
        start: u64,
        count: u64,
        spec: ExperimentSpec,
    },
    Fresh {
        first_filter: u64,
        filters: u64,
        queries_each: u64,
        spec: ExperimentSpec,
        /// Reserved for the filter this chunk builds and rebuilds.
        memory: Reservation,
    },
}

struct Context<'a> {
    state: Mutex<State>,
    wake: Condvar,
    events: &'a dyn EventSink,
    cancel: &'a AtomicBool,
    threads: usize,
    max_memory: u64,
    budget: Arc<MemoryBudget>,
    /// Filters workers stopped using because the run was cancelled: freed
    /// right after the run's last event, so that unmapping tens of MB does
    /// not delay the news that the run is over.
    set_aside: Mutex<Vec<HeldFilter>>,
}

impl Context<'_> {
    fn lock(&self) -> MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(PoisonError::into_inner)
    }

    fn cancelled(&self) -> bool {
        self.cancel.load(Ordering::Relaxed)
    }

    /// Keep a cancelled job's filter until the run's last event is sent.
    fn set_aside(&self, held: HeldFilter) {
        self.set_aside
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .push(held);
    }

    fn send(&self, event: Event) {
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
    let rows = specs
        .into_iter()
        .map(|spec| Row {
            fresh: spec.uses_fresh_filters(),
            queries_per_filter: spec.queries_per_filter(),
            expected_queries: expected_queries(&spec),
            stage: Stage::Waiting,
            bytes: filter_bytes(spec.m),
            filter: None,
            next_chunk: 0,
            handed: 0,
            outstanding: 0,
            finished_chunks: BTreeMap::new(),
            committed_chunks: 0,
            tally: Tally::default(),
            stopped: false,
            failed: false,
            outcome: None,
            started: None,
            last_report: None,
            spec,
        })
        .collect();
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
        for index in 0..threads {
            let context = &context;
            let _ = thread::Builder::new()
                .name(format!("bloomlab-worker-{index}"))
                .spawn_scoped(scope, move || worker(context));
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

fn finish_outcome(row: &Row, cancelled: bool) -> Outcome {
    let seconds = row.started.map_or(0.0, |t| t.elapsed().as_secs_f64());
    Outcome::from_tally(&row.spec, &row.tally, cancelled, seconds)
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
                let message = panic
                    .downcast_ref::<&str>()
                    .map(|s| (*s).to_owned())
                    .or_else(|| panic.downcast_ref::<String>().cloned())
                    .unwrap_or_else(|| "unknown panic".to_owned());
                fail_row(context, &mut state, row, message);
            }
        }
        let freed = std::mem::take(&mut state.to_free);
        drop(state);
        // The memory goes back to the budget here: then wake the others.
        drop(freed);
        context.wake.notify_all();
    }
}

fn fail_row(context: &Context<'_>, state: &mut State, row: usize, message: String) {
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

/// Pick the next job: start building a filter while fewer filters than
/// threads are alive and the budget has room for it, else hand out the
/// next query chunk of the earliest experiment that has one (a fresh-filter
/// chunk only when the budget has room for its filter).
fn next_job(context: &Context<'_>, state: &mut State) -> Option<Job> {
    let threads = context.threads;
    // Fresh-filter experiments build their filters inside each chunk.
    for row in state
        .rows
        .iter_mut()
        .filter(|row| row.stage == Stage::Waiting && row.fresh)
    {
        row.stage = Stage::Querying;
    }
    if state.filters_alive < threads {
        // The first waiting row whose filter fits in what the budget has left.
        let ready = state
            .rows
            .iter_mut()
            .enumerate()
            .filter(|(_, row)| row.stage == Stage::Waiting)
            .find_map(|(index, row)| {
                let memory = context.budget.try_reserve(row.bytes, context.max_memory)?;
                Some((index, row, memory))
            });
        if let Some((index, row, memory)) = ready {
            row.stage = Stage::Inserting;
            row.started = Some(Instant::now());
            state.filters_alive += 1;
            return Some(Job::Insert {
                row: index,
                spec: row.spec.clone(),
                memory,
            });
        }
    }
    for (index, row) in state.rows.iter_mut().enumerate() {
        if row.stage != Stage::Querying || row.stopped || row.outstanding >= threads {
            continue;
        }
        match next_chunk(row, context) {
            NextChunk::Work(work) => {
                // A row's clock starts with its first piece of work.
                row.started.get_or_insert_with(Instant::now);
                row.outstanding += 1;
                let chunk = row.next_chunk;
                row.next_chunk += 1;
                return Some(Job::Queries {
                    row: index,
                    chunk,
                    work,
                });
            }
            // No room for another fresh filter: try again once one is freed.
            NextChunk::NoRoom => {}
            NextChunk::Exhausted if row.outstanding == 0 => {
                // Nothing left to hand out (a cap was reached) and nothing out.
                row.stopped = true;
                return Some(Job::Finish { row: index });
            }
            NextChunk::Exhausted => {}
        }
    }
    None
}

enum NextChunk {
    Work(ChunkWork),
    /// A fresh-filter chunk is due but the budget has no room for its filter.
    NoRoom,
    /// A cap was reached: nothing more to hand out.
    Exhausted,
}

/// The next chunk of a row, sized by its index only (so the same seed gives
/// the same chunks): small first, for a quick first estimate, then larger.
/// A fresh-filter chunk carries the reservation for the filter it builds.
fn next_chunk(row: &mut Row, context: &Context<'_>) -> NextChunk {
    let step = row.next_chunk.min(8);
    let spec = &row.spec;
    let queries_left = spec
        .max_queries
        .saturating_sub(row.handed * if row.fresh { row.queries_per_filter } else { 1 });
    if row.fresh {
        let per_filter = spec.n * u64::from(spec.k) + row.queries_per_filter;
        let by_work = (FRESH_CHUNK_WORK / per_filter).max(1);
        let mut filters = (256u64 << step)
            .min(by_work)
            .min(queries_left / row.queries_per_filter);
        if let super::FilterMode::Fresh {
            max_filters: Some(cap),
        } = spec.filters
        {
            filters = filters.min(cap.saturating_sub(row.handed));
        }
        if filters == 0 {
            return NextChunk::Exhausted;
        }
        let Some(memory) = context.budget.try_reserve(row.bytes, context.max_memory) else {
            return NextChunk::NoRoom;
        };
        let first_filter = row.handed;
        row.handed += filters;
        NextChunk::Work(ChunkWork::Fresh {
            first_filter,
            filters,
            queries_each: row.queries_per_filter,
            spec: spec.clone(),
            memory,
        })
    } else {
        let count = (4096u64 << step).min(MAX_CHUNK_QUERIES).min(queries_left);
        let Some(filter) = row.filter.as_ref().map(Arc::clone) else {
            return NextChunk::Exhausted;
        };
        if count == 0 {
            return NextChunk::Exhausted;
        }
        let start = row.handed;
        row.handed += count;
        NextChunk::Work(ChunkWork::Single {
            filter,
            start,
            count,
            spec: spec.clone(),
        })
    }
}

enum JobDone {
    Inserted(HeldFilter),
    Chunk {
        chunk: u64,
        tally: Tally,
    },
    Finished,
    /// The filter could not be allocated: the row fails, the run goes on.
    Failed(String),
}

fn run_job(context: &Context<'_>, job: Job) -> Option<JobDone> {
    match job {
        Job::Finish { .. } => Some(JobDone::Finished),
        Job::Insert { row, spec, memory } => {
            Some(match build_filter(context, row, &spec, memory)? {
                Ok(filter) => JobDone::Inserted(filter),
                Err(message) => JobDone::Failed(message),
            })
        }
        Job::Queries { chunk, work, .. } => {
            let tally = match work {
                ChunkWork::Single {
                    filter,
                    start,
                    count,
                    spec,
                } => query_single(context, &filter.filter, &spec, start, count)?,
                ChunkWork::Fresh {
                    first_filter,
                    filters,
                    queries_each,
                    spec,
                    memory,
                } => {
                    match query_fresh(context, &spec, first_filter, filters, queries_each, memory)?
                    {
                        Ok(tally) => tally,
                        Err(message) => return Some(JobDone::Failed(message)),
                    }
                }
            };
            Some(JobDone::Chunk { chunk, tally })
        }
    }
}

fn apply(context: &Context<'_>, state: &mut State, index: usize, done: JobDone) {
    match done {
        JobDone::Failed(message) => fail_row(context, state, index, message),
        JobDone::Inserted(filter) => {
            let row = &mut state.rows[index];
            row.tally.filters = 1;
            row.tally.sum_fill = filter.filter.fill_ratio();
            row.filter = Some(Arc::new(filter));
            row.stage = Stage::Querying;
            report(context, index, row, row.spec.n, true);
        }
        JobDone::Finished => finish_if_done(context, state, index),
        JobDone::Chunk { chunk, tally } => {
            let row = &mut state.rows[index];
            row.outstanding = row.outstanding.saturating_sub(1);
            if row.failed {
                return;
            }
            if !row.stopped {
                row.finished_chunks.insert(chunk, tally);
                // The first chunks grow geometrically: report each, so a
                // chart of the estimate gets a point per doubling.
                let early = row.committed_chunks < 10;
                commit_in_order(row);
                if !(row.stopped && row.outstanding == 0) {
                    report(context, index, row, row.spec.n, early);
                }
            }
            finish_if_done(context, state, index);
        }
    }
}

/// A stopped row with no chunk still out is done: free its filter, record
/// its outcome, say so.
fn finish_if_done(context: &Context<'_>, state: &mut State, index: usize) {
    let row = &mut state.rows[index];
    if !(row.stopped && row.outstanding == 0 && row.stage == Stage::Querying) {
        return;
    }
    row.stage = Stage::Done;
    if let Some(filter) = row.filter.take() {
        state.filters_alive -= 1;
        state.to_free.push(filter);
    }
    let row = &mut state.rows[index];
    report(context, index, row, row.spec.n, true);
    let outcome = finish_outcome(row, false);
    row.outcome = Some(outcome.clone());
    context.send(Event::Finished {
        row: index,
        outcome: Box::new(outcome),
    });
}

/// Add finished chunks to the tally in chunk order, checking the stopping
/// rule after each: the interval is narrow enough, or a cap is reached.
fn commit_in_order(row: &mut Row) {
    while let Some(tally) = row.finished_chunks.remove(&row.committed_chunks) {
        row.tally.add(&tally);
        row.committed_chunks += 1;
        let spec = &row.spec;
        let precise = row.tally.false_positives > 0
            && row
                .tally
                .interval(spec)
                .relative_half_width(row.tally.estimate())
                <= spec.precision;
        let out_of_queries = row.tally.queries + row.queries_per_filter > spec.max_queries;
        let out_of_filters = matches!(spec.filters, super::FilterMode::Fresh { max_filters: Some(cap) } if row.tally.filters >= cap);
        if precise || out_of_queries || out_of_filters {
            row.stopped = true;
            row.finished_chunks.clear();
            return;
        }
    }
}

fn report(context: &Context<'_>, index: usize, row: &mut Row, inserted: u64, force: bool) {
    let now = Instant::now();
    if !force
        && row
            .last_report
            .is_some_and(|last| now - last < REPORT_EVERY)
    {
        return;
    }
    row.last_report = Some(now);
    context.send(Event::Progress(Progress {
        row: index,
        inserted,
        n: row.spec.n,
        queries: row.tally.queries,
        false_positives: row.tally.false_positives,
        filters: row.tally.filters,
        estimate: row.tally.estimate(),
        interval: row.tally.interval(&row.spec),
        expected_queries: row.expected_queries,
        k: row.spec.k,
        single_filter: !row.fresh,
    }));
}

/// Insert the n keys of a single-filter experiment, reporting as it goes.
/// None when cancelled (the filter is dropped at once); an error when the
/// memory cannot be had (the shape was validated before the run, but the
/// machine may still say no).
fn build_filter(
    context: &Context<'_>,
    row: usize,
    spec: &ExperimentSpec,
    memory: Reservation,
) -> Option<Result<HeldFilter, String>> {
    let filter = match BloomFilter::with_memory_cap(spec.m, spec.k, context.max_memory) {
        Ok(filter) => filter,
        Err(err) => return Some(Err(err.to_string())),
    };
    let mut held = HeldFilter {
        filter,
        _memory: memory,
    };
    let mut last_report = Instant::now();
    let mut scratch = Scratch::default();
    let mut start = 0;
    while start < spec.n {
        if context.cancelled() {
            context.set_aside(held);
            return None;
        }
        let end = (start + KEY_BATCH).min(spec.n);
        insert_keys(&mut held.filter, spec, spec.seed, start..end, &mut scratch);
        start = end;
        if last_report.elapsed() >= REPORT_EVERY {
            last_report = Instant::now();
            let expected_queries = expected_queries(spec);
            context.send(Event::Progress(Progress {
                row,
                inserted: start,
                n: spec.n,
                queries: 0,
                false_positives: 0,
                filters: 0,
                estimate: 0.0,
                interval: Interval {
                    low: 0.0,
                    high: 1.0,
                },
                expected_queries,
                k: spec.k,
                single_filter: true,
            }));
        }
    }
    Some(Ok(held))
}

#[derive(Default)]
struct Scratch {
    hashes: Vec<KeyHash>,
    positions: Vec<u64>,
}

fn insert_keys(
    filter: &mut BloomFilter,
    spec: &ExperimentSpec,
    seed: u64,
    keys: std::ops::Range<u64>,
    scratch: &mut Scratch,
) {
    match spec.hashing {
        Hashing::Double => {
            scratch.hashes.clear();
            scratch
                .hashes
                .extend(keys.map(|i| key_hash(inserted_key(i), seed)));
            filter.insert_batch(&scratch.hashes);
        }
        Hashing::Independent => {
            for i in keys {
                independent_positions(
                    inserted_key(i),
                    seed,
                    spec.m,
                    spec.k,
                    &mut scratch.positions,
                );
                for &position in &scratch.positions {
                    filter.set_bit(position);
                }
            }
        }
    }
}

fn count_false_positives(
    filter: &BloomFilter,
    spec: &ExperimentSpec,
    seed: u64,
    keys: std::ops::Range<u64>,
    scratch: &mut Scratch,
) -> u64 {
    match spec.hashing {
        Hashing::Double => {
            scratch.hashes.clear();
            scratch
                .hashes
                .extend(keys.map(|i| key_hash(queried_key(i), seed)));
            filter.count_contained(&scratch.hashes)
        }
        Hashing::Independent => {
            let mut found = 0;
            for i in keys {
                independent_positions(queried_key(i), seed, spec.m, spec.k, &mut scratch.positions);
                found += u64::from(scratch.positions.iter().all(|&p| filter.get(p)));
            }
            found
        }
    }
}

fn query_single(
    context: &Context<'_>,
    filter: &BloomFilter,
    spec: &ExperimentSpec,
    start: u64,
    count: u64,
) -> Option<Tally> {
    let mut scratch = Scratch::default();
    let mut tally = Tally::default();
    let end = start + count;
    let mut from = start;
    while from < end {
        if context.cancelled() {
            return None;
        }
        let to = (from + KEY_BATCH).min(end);
        tally.false_positives +=
            count_false_positives(filter, spec, spec.seed, from..to, &mut scratch);
        from = to;
    }
    tally.queries = count;
    Some(tally)
}

fn query_fresh(
    context: &Context<'_>,
    spec: &ExperimentSpec,
    first_filter: u64,
    filters: u64,
    queries_each: u64,
    memory: Reservation,
) -> Option<Result<Tally, String>> {
    // Validated before the run; a failure here is reported as the row's.
    let filter = match BloomFilter::with_memory_cap(spec.m, spec.k, context.max_memory) {
        Ok(filter) => filter,
        Err(err) => return Some(Err(err.to_string())),
    };
    let mut held = HeldFilter {
        filter,
        _memory: memory,
    };
    let mut scratch = Scratch::default();
    let mut tally = Tally::default();
    for trial in first_filter..first_filter + filters {
        if context.cancelled() {
            context.set_aside(held);
            return None;
        }
        let seed = derive_seed(spec.seed, trial);
        held.filter.clear();
        let mut start = 0;
        while start < spec.n {
            if context.cancelled() {
                context.set_aside(held);
                return None;
            }
            let end = (start + KEY_BATCH).min(spec.n);
            insert_keys(&mut held.filter, spec, seed, start..end, &mut scratch);
            start = end;
        }
        let mut hits = 0;
        let mut from = 0;
        while from < queries_each {
            let to = (from + KEY_BATCH).min(queries_each);
            hits += count_false_positives(&held.filter, spec, seed, from..to, &mut scratch);
            from = to;
        }
        let rate = hits as f64 / queries_each as f64;
        tally.queries += queries_each;
        tally.false_positives += hits;
        tally.filters += 1;
        tally.sum_rate += rate;
        tally.sum_rate_squared += rate * rate;
        tally.sum_fill += held.filter.fill_ratio();
    }
    Some(Ok(tally))
}
