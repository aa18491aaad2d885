//! The profile pass: each row's structure built once within the memory
//! budget, filled and timed.

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Mutex, PoisonError};
use std::thread;
use std::time::{Duration, Instant};

use serde::Serialize;

use super::CompareEvent;
use crate::experiment::jobs::{Scratch, count_false_positives, insert_keys};
use crate::experiment::{ExperimentSpec, MIN_QUERIES, RunOptions};
use crate::filter::{ExperimentFilter, KindVisitor};

/// Absent keys looked up to time lookups (fewer when n is smaller).
const TIMED_LOOKUPS: u64 = 1 << 20;

/// One structure built and timed (the profile pass).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Profile {
    /// Bytes the built structure holds.
    pub bytes: u64,
    /// Bytes held only while building (a static filter's key buffer).
    pub transient_bytes: u64,
    /// Keys refused (cuckoo) or constructions failed (static filters).
    pub failures: u64,
    /// How full it is: bits set, slots used, keys per slot.
    pub load: f64,
    /// Nanoseconds per key to insert all keys (hashing included, and the
    /// construction of a static filter), and to look up an absent key.
    pub insert_ns: f64,
    pub lookup_ns: f64,
}

/// Build and time every row's structure, `threads` rows at a time. None
/// for a row that was cancelled or could not be built (reported).
pub(super) fn profile_all(
    specs: &[ExperimentSpec],
    options: &RunOptions,
    send: &(dyn Fn(CompareEvent) + Sync),
    cancel: &AtomicBool,
) -> Vec<Option<Profile>> {
    let next = AtomicUsize::new(0);
    let profiles = Mutex::new(vec![None; specs.len()]);
    thread::scope(|scope| {
        for _ in 0..options.threads.max(1).min(specs.len()) {
            scope.spawn(|| {
                loop {
                    let row = next.fetch_add(1, Ordering::Relaxed);
                    let Some(spec) = specs.get(row) else { break };
                    if cancel.load(Ordering::Relaxed) {
                        break;
                    }
                    match profile_row(spec, options, cancel) {
                        Some(Ok(profile)) => {
                            send(CompareEvent::Profiled {
                                row,
                                profile: profile.clone(),
                            });
                            profiles.lock().unwrap_or_else(PoisonError::into_inner)[row] =
                                Some(profile);
                        }
                        Some(Err(message)) => send(CompareEvent::Failed { row, message }),
                        None => break,
                    }
                }
            });
        }
    });
    profiles
        .into_inner()
        .unwrap_or_else(PoisonError::into_inner)
}

/// Build, fill and time one row's structure within the memory budget.
/// None when cancelled while waiting for room.
fn profile_row(
    spec: &ExperimentSpec,
    options: &RunOptions,
    cancel: &AtomicBool,
) -> Option<Result<Profile, String>> {
    let bytes = spec.filter_bytes();
    let _memory = loop {
        if let Some(reservation) = options.budget.try_reserve(bytes, options.max_memory) {
            break reservation;
        }
        if cancel.load(Ordering::Relaxed) {
            return None;
        }
        thread::sleep(Duration::from_millis(20));
    };
    Some(spec.kind.visit(Profiler(spec, options.max_memory)))
}

/// Profile with the kind's filter type.
struct Profiler<'a>(&'a ExperimentSpec, u64);

impl KindVisitor for Profiler<'_> {
    type Output = Result<Profile, String>;

    fn visit<F: ExperimentFilter>(self) -> Self::Output {
        let Profiler(spec, max_memory) = self;
        let mut filter = F::build(spec.m, spec.k, max_memory).map_err(|err| err.to_string())?;
        let mut scratch = Scratch::default();
        let started = Instant::now();
        insert_keys(&mut filter, spec, spec.seed, 0..spec.n, &mut scratch);
        filter.seal();
        let insert_ns = started.elapsed().as_nanos() as f64 / spec.n as f64;
        let lookups = TIMED_LOOKUPS.min(spec.n.max(MIN_QUERIES));
        let started = Instant::now();
        let found = count_false_positives(&filter, spec, spec.seed, 0..lookups, &mut scratch);
        let lookup_ns = started.elapsed().as_nanos() as f64 / lookups as f64;
        std::hint::black_box(found);
        Ok(Profile {
            bytes: filter.memory_bytes(),
            transient_bytes: filter.transient_bytes(),
            failures: filter.failures(),
            load: filter.fill(),
            insert_ns,
            lookup_ns,
        })
    }
}
