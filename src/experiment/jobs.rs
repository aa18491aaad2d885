//! The work of a run: build a single-filter experiment's filter, run a
//! chunk of queries on it, or build, fill and query a chunk of fresh
//! filters.
//!
//! Each job starts with one `match` on the experiment's
//! [`FilterKind`](crate::filter::FilterKind) (through
//! [`FilterKind::visit`](crate::filter::FilterKind::visit)), and everything below it is generic
//! over the kind's [`ExperimentFilter`]: the loops over keys call the
//! filter directly. A single filter kept between chunks is held as a
//! [`HeldFilter`], so a chunk costs one virtual call, not one per key.

use std::ops::Range;
use std::sync::Arc;
use std::time::Instant;

use super::budget::Reservation;
use super::engine::{Context, Event, Failure, Progress, expected_queries};
use super::keys::{independent_positions, inserted_key, key_hash, queried_key};
use super::scheduler::{ChunkWork, Job, REPORT_EVERY};
use super::{ExperimentSpec, Hashing, Interval, Tally, derive_seed};
use crate::filter::{ExperimentFilter, KeyHash, KindVisitor};

/// Keys hashed per batch: big enough to amortise, small enough to check for
/// a cancel every few milliseconds.
const KEY_BATCH: u64 = 4096;

/// A built filter of any kind, kept by its row between query chunks.
pub(super) trait HeldFilter: Send + Sync {
    /// How full the filter is ([`ExperimentFilter::fill`]).
    fn fill(&self) -> f64;

    /// The rate its own state predicts ([`ExperimentFilter::own_fp_rate`]).
    fn own_fp_rate(&self) -> Option<f64>;

    /// Queries `start..start + count` of a single-filter experiment; None
    /// when cancelled.
    fn query(
        &self,
        context: &Context<'_>,
        spec: &ExperimentSpec,
        start: u64,
        count: u64,
    ) -> Option<Tally>;
}

/// A filter and the memory reserved for it. Fields drop in order: the
/// filter's memory is freed before the reservation is given back.
struct Held<F> {
    filter: F,
    _memory: Reservation,
}

impl<F: ExperimentFilter> HeldFilter for Held<F> {
    fn fill(&self) -> f64 {
        self.filter.fill()
    }

    fn own_fp_rate(&self) -> Option<f64> {
        self.filter.own_fp_rate()
    }

    fn query(
        &self,
        context: &Context<'_>,
        spec: &ExperimentSpec,
        start: u64,
        count: u64,
    ) -> Option<Tally> {
        query_single(context, &self.filter, spec, start, count)
    }
}

/// What a finished job hands back to the scheduler.
pub(super) enum JobDone {
    Inserted(Arc<dyn HeldFilter>),
    Chunk {
        chunk: u64,
        tally: Tally,
    },
    Finished,
    /// The filter could not be allocated: the row fails, the run goes on.
    Failed(Failure),
}

/// Do one job. None when it was cancelled midway.
pub(super) fn run_job(context: &Context<'_>, job: Job) -> Option<JobDone> {
    match job {
        Job::Finish { .. } => Some(JobDone::Finished),
        Job::Insert { row, spec, memory } => {
            let build = Build {
                context,
                row,
                spec: &spec,
                memory,
            };
            Some(match spec.kind.visit(build)? {
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
                } => filter.query(context, &spec, start, count)?,
                ChunkWork::Fresh {
                    first_filter,
                    filters,
                    queries_each,
                    spec,
                    memory,
                } => {
                    let fresh = Fresh {
                        context,
                        spec: &spec,
                        first_filter,
                        filters,
                        queries_each,
                        memory,
                    };
                    match spec.kind.visit(fresh)? {
                        Ok(tally) => tally,
                        Err(message) => return Some(JobDone::Failed(message)),
                    }
                }
            };
            Some(JobDone::Chunk { chunk, tally })
        }
    }
}

/// Build a single-filter experiment's filter, of its kind.
struct Build<'a, 'c> {
    context: &'a Context<'c>,
    row: usize,
    spec: &'a ExperimentSpec,
    memory: Reservation,
}

impl KindVisitor for Build<'_, '_> {
    type Output = Option<Result<Arc<dyn HeldFilter>, Failure>>;

    fn visit<F: ExperimentFilter>(self) -> Self::Output {
        let built = build_filter::<F>(self.context, self.row, self.spec, self.memory)?;
        Some(built.map(|held| Arc::new(held) as Arc<dyn HeldFilter>))
    }
}

/// Measure a chunk of fresh filters, of the experiment's kind.
struct Fresh<'a, 'c> {
    context: &'a Context<'c>,
    spec: &'a ExperimentSpec,
    first_filter: u64,
    filters: u64,
    queries_each: u64,
    memory: Reservation,
}

impl KindVisitor for Fresh<'_, '_> {
    type Output = Option<Result<Tally, Failure>>;

    fn visit<F: ExperimentFilter>(self) -> Self::Output {
        query_fresh::<F>(
            self.context,
            self.spec,
            self.first_filter..self.first_filter + self.filters,
            self.queries_each,
            self.memory,
        )
    }
}

/// Allocate a filter of the spec's kind and shape, beside the memory
/// reserved for it. The shape was validated before the run; a failure here
/// (the machine said no) is reported as the row's.
fn hold<F: ExperimentFilter>(
    context: &Context<'_>,
    spec: &ExperimentSpec,
    memory: Reservation,
) -> Result<Held<F>, Failure> {
    debug_assert_eq!(F::KIND, spec.kind);
    let filter = F::build(spec.m, spec.k, context.max_memory).map_err(Failure::Param)?;
    Ok(Held {
        filter,
        _memory: memory,
    })
}

/// Insert the n keys of a single-filter experiment, reporting as it goes.
/// None when cancelled (the filter is dropped at once); an error when the
/// memory cannot be had (the shape was validated before the run, but the
/// machine may still say no).
fn build_filter<F: ExperimentFilter>(
    context: &Context<'_>,
    row: usize,
    spec: &ExperimentSpec,
    memory: Reservation,
) -> Option<Result<Held<F>, Failure>> {
    let mut held = match hold::<F>(context, spec, memory) {
        Ok(held) => held,
        Err(err) => return Some(Err(err)),
    };
    let mut last_report = Instant::now();
    let mut scratch = Scratch::default();
    let mut start = 0;
    while start < spec.n {
        if context.cancelled() {
            context.set_aside(Box::new(held));
            return None;
        }
        let end = (start + KEY_BATCH).min(spec.n);
        insert_keys(&mut held.filter, spec, spec.seed, start..end, &mut scratch);
        start = end;
        if start == spec.n {
            held.filter.seal();
        }
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
pub(super) struct Scratch {
    hashes: Vec<KeyHash>,
    /// The keys themselves, for filters that need them (the hash set).
    keys: Vec<u64>,
    positions: Vec<u64>,
}

impl Scratch {
    /// Hash the keys `key(i)` for i in `indices` with `seed`, keeping the
    /// keys too when the filter needs them.
    fn hash_keys<F: ExperimentFilter>(
        &mut self,
        indices: Range<u64>,
        key: fn(u64) -> u64,
        seed: u64,
    ) {
        self.hashes.clear();
        self.keys.clear();
        if F::NEEDS_KEYS {
            self.keys.extend(indices.map(key));
            self.hashes
                .extend(self.keys.iter().map(|&k| key_hash(k, seed)));
        } else {
            self.hashes.extend(indices.map(|i| key_hash(key(i), seed)));
        }
    }
}

/// Insert the keys `keys` (their indices), [`KEY_BATCH`] at a time: the
/// scratch buffers never hold more than one batch, whatever the range.
pub(super) fn insert_keys<F: ExperimentFilter>(
    filter: &mut F,
    spec: &ExperimentSpec,
    seed: u64,
    keys: Range<u64>,
    scratch: &mut Scratch,
) {
    for batch in batches(keys) {
        insert_batch(filter, spec, seed, batch, scratch);
    }
}

/// How many of the queried keys `keys` (their indices) the filter reports
/// present, [`KEY_BATCH`] at a time.
pub(super) fn count_false_positives<F: ExperimentFilter>(
    filter: &F,
    spec: &ExperimentSpec,
    seed: u64,
    keys: Range<u64>,
    scratch: &mut Scratch,
) -> u64 {
    batches(keys)
        .map(|batch| count_batch(filter, spec, seed, batch, scratch))
        .sum()
}

/// A range of key indices cut into [`KEY_BATCH`]es.
fn batches(keys: Range<u64>) -> impl Iterator<Item = Range<u64>> {
    keys.clone()
        .step_by(KEY_BATCH as usize)
        .map(move |start| start..(start + KEY_BATCH).min(keys.end))
}

fn insert_batch<F: ExperimentFilter>(
    filter: &mut F,
    spec: &ExperimentSpec,
    seed: u64,
    keys: Range<u64>,
    scratch: &mut Scratch,
) {
    match spec.hashing {
        Hashing::Double => {
            scratch.hash_keys::<F>(keys, inserted_key, seed);
            filter.insert_keyed(&scratch.keys, &scratch.hashes);
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
                filter.insert_positions(&scratch.positions);
            }
        }
    }
}

fn count_batch<F: ExperimentFilter>(
    filter: &F,
    spec: &ExperimentSpec,
    seed: u64,
    keys: Range<u64>,
    scratch: &mut Scratch,
) -> u64 {
    match spec.hashing {
        Hashing::Double => {
            scratch.hash_keys::<F>(keys, queried_key, seed);
            filter.count_keyed(&scratch.keys, &scratch.hashes)
        }
        Hashing::Independent => {
            let mut found = 0;
            for i in keys {
                independent_positions(queried_key(i), seed, spec.m, spec.k, &mut scratch.positions);
                found += u64::from(filter.contains_positions(&scratch.positions));
            }
            found
        }
    }
}

fn query_single<F: ExperimentFilter>(
    context: &Context<'_>,
    filter: &F,
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

/// Build, fill and query the fresh filters `trials` (their indices, which
/// give their seeds), each answering `queries_each` queries.
fn query_fresh<F: ExperimentFilter>(
    context: &Context<'_>,
    spec: &ExperimentSpec,
    trials: Range<u64>,
    queries_each: u64,
    memory: Reservation,
) -> Option<Result<Tally, Failure>> {
    let mut held = match hold::<F>(context, spec, memory) {
        Ok(held) => held,
        Err(err) => return Some(Err(err)),
    };
    let mut scratch = Scratch::default();
    let mut tally = Tally::default();
    for trial in trials {
        if context.cancelled() {
            context.set_aside(Box::new(held));
            return None;
        }
        let seed = derive_seed(spec.seed, trial);
        held.filter.clear();
        let mut start = 0;
        while start < spec.n {
            if context.cancelled() {
                context.set_aside(Box::new(held));
                return None;
            }
            let end = (start + KEY_BATCH).min(spec.n);
            insert_keys(&mut held.filter, spec, seed, start..end, &mut scratch);
            start = end;
        }
        held.filter.seal();
        let hits = count_false_positives(&held.filter, spec, seed, 0..queries_each, &mut scratch);
        let rate = hits as f64 / queries_each as f64;
        tally.queries += queries_each;
        tally.false_positives += hits;
        tally.filters += 1;
        tally.sum_rate += rate;
        tally.sum_rate_squared += rate * rate;
        tally.sum_fill += held.filter.fill();
        tally.add_own_rate(held.filter.own_fp_rate());
    }
    Some(Ok(tally))
}
