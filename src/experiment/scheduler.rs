//! The scheduler: the state of every experiment of a run ([`Row`]), which
//! job a free worker takes next ([`next_job`]), and what a finished job
//! changes ([`apply`]): chunks committed in order, the stopping rule, the
//! progress reported. Kind-agnostic: filters are held as
//! [`HeldFilter`]s, and the work itself is in the `jobs` module.

use std::collections::BTreeMap;
use std::sync::Arc;
use std::time::{Duration, Instant};

use super::budget::Reservation;
use super::engine::{Context, Event, Progress, expected_queries, fail_row};
use super::jobs::{HeldFilter, JobDone};
use super::{ExperimentSpec, FilterMode, Outcome, Tally};

/// Largest query chunk (single filter): about 15 ms of work.
const MAX_CHUNK_QUERIES: u64 = 1 << 20;
/// Rough operations per fresh-filter chunk, to keep chunks short.
const FRESH_CHUNK_WORK: u64 = 1 << 20;
/// Progress is sent at most this often per experiment (and at every phase end).
pub(super) const REPORT_EVERY: Duration = Duration::from_millis(40);

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Stage {
    Waiting,
    Inserting,
    Querying,
    Done,
}

/// One experiment of a run, as the scheduler tracks it.
pub(super) struct Row {
    spec: ExperimentSpec,
    fresh: bool,
    queries_per_filter: u64,
    expected_queries: u64,
    pub(super) stage: Stage,
    /// Bytes of one filter of this row, reserved before it is allocated.
    bytes: u64,
    pub(super) filter: Option<Arc<dyn HeldFilter>>,
    next_chunk: u64,
    /// Queries (single filter) or filters (fresh) handed out so far: the
    /// start of the next chunk.
    handed: u64,
    outstanding: usize,
    pub(super) finished_chunks: BTreeMap<u64, Tally>,
    committed_chunks: u64,
    tally: Tally,
    pub(super) stopped: bool,
    pub(super) failed: bool,
    /// Set when the row finishes, with its own elapsed time.
    pub(super) outcome: Option<Outcome>,
    started: Option<Instant>,
    last_report: Option<Instant>,
}

/// Every row of a run, and the filters held.
pub(super) struct State {
    pub(super) rows: Vec<Row>,
    pub(super) filters_alive: usize,
    /// Filters of rows just finished, freed once the lock is released (an
    /// unmap of tens of MB must not hold up the other workers).
    pub(super) to_free: Vec<Arc<dyn HeldFilter>>,
}

/// A row of the scheduler for one experiment, with nothing done yet.
pub(super) fn new_row(spec: ExperimentSpec) -> Row {
    Row {
        fresh: spec.uses_fresh_filters(),
        queries_per_filter: spec.queries_per_filter(),
        expected_queries: expected_queries(&spec),
        stage: Stage::Waiting,
        bytes: spec.filter_bytes(),
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
    }
}

/// A piece of work for a worker.
pub(super) enum Job {
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

/// One chunk of queries: on a row's filter, or on fresh filters.
pub(super) enum ChunkWork {
    Single {
        filter: Arc<dyn HeldFilter>,
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

pub(super) fn finish_outcome(row: &Row, cancelled: bool) -> Outcome {
    let seconds = row.started.map_or(0.0, |t| t.elapsed().as_secs_f64());
    Outcome::from_tally(&row.spec, &row.tally, cancelled, seconds)
}

/// The work of a single-filter row in probes: k per inserted key, about
/// two per query (a negative lookup stops at the first zero bit).
fn work_estimate(row: &Row) -> u64 {
    row.spec
        .n
        .saturating_mul(u64::from(row.spec.k))
        .saturating_add(row.expected_queries.saturating_mul(2))
}

/// Pick the next job: start building a filter while fewer filters than
/// threads are alive and the budget has room for it, else hand out the
/// next query chunk of the earliest experiment that has one (a fresh-filter
/// chunk only when the budget has room for its filter).
pub(super) fn next_job(context: &Context<'_>, state: &mut State) -> Option<Job> {
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
        // The costliest waiting row whose filter fits in what the budget
        // has left (longest processing time first: the biggest insert
        // starts first and overlaps the other rows' work). Counts do not
        // depend on the order: every chunk is fixed by its index.
        let mut waiting: Vec<(usize, &mut Row)> = state
            .rows
            .iter_mut()
            .enumerate()
            .filter(|(_, row)| row.stage == Stage::Waiting)
            .collect();
        waiting.sort_by_key(|(index, row)| (std::cmp::Reverse(work_estimate(row)), *index));
        let ready = waiting.into_iter().find_map(|(index, row)| {
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
        if let FilterMode::Fresh {
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

pub(super) fn apply(context: &Context<'_>, state: &mut State, index: usize, done: JobDone) {
    match done {
        JobDone::Failed(message) => fail_row(context, state, index, message),
        JobDone::Inserted(filter) => {
            let row = &mut state.rows[index];
            row.tally.filters = 1;
            row.tally.sum_fill = filter.fill();
            row.tally.add_own_rate(filter.own_fp_rate());
            row.filter = Some(filter);
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
                .query_interval(spec)
                .relative_half_width(row.tally.estimate())
                <= spec.precision;
        let out_of_queries = row.tally.queries + row.queries_per_filter > spec.max_queries;
        let out_of_filters = matches!(spec.filters, FilterMode::Fresh { max_filters: Some(cap) } if row.tally.filters >= cap);
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
