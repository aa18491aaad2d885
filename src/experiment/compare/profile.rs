//! The profile pass: each row's structure built once within the memory
//! budget and filled, and its costs timed in a separate timed pass
//! ([`time_costs`]): a structure of at most [`TIMED_KEYS`] keys built and
//! looked up [`TIMED_REPEATS`] times after a warm-up, on one thread, with
//! no other timing running at once, and reported as the median with its
//! range ([`Timing`]).

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Mutex, PoisonError};
use std::thread;
use std::time::{Duration, Instant};

use serde::Serialize;

use super::CompareEvent;
use crate::experiment::jobs::{Scratch, count_false_positives, insert_keys};
use crate::experiment::{ExperimentSpec, Failure, RunOptions};
use crate::filter::{ExperimentFilter, KindVisitor};

/// The most keys a timed structure holds: the structure timed is the row's
/// own, sized for the same target, with min(n, this) keys, so that the
/// timed pass stays short at any n (its size is stated with the costs).
pub const TIMED_KEYS: u64 = 1 << 18;
/// Timed repeats after the warm-up; the costs are their median and range.
pub const TIMED_REPEATS: usize = 5;
/// A range whose top is more than this many times its bottom is wide: the
/// machine was busy while timing, and the costs say so.
pub const WIDE_SPREAD: f64 = 1.5;

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
    /// construction of a static filter), and to look up an absent key:
    /// the medians of the timed pass ([`Profile::timing`]).
    pub insert_ns: f64,
    pub lookup_ns: f64,
    /// How they were timed, and their ranges.
    pub timing: Timing,
}

/// The timed pass of one structure: its size, its repeats, and the range
/// of each cost over them (their medians are [`Profile::insert_ns`] and
/// [`Profile::lookup_ns`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize)]
pub struct Timing {
    /// Keys inserted into the timed structure, and absent keys looked up,
    /// in each repeat.
    pub keys: u64,
    /// Timed repeats (after one warm-up).
    pub repeats: usize,
    /// Fastest and slowest repeat, nanoseconds per key.
    pub insert_ns_range: [f64; 2],
    pub lookup_ns_range: [f64; 2],
}

impl Timing {
    /// Whether either range is wide ([`WIDE_SPREAD`]): the machine was
    /// busy, and the costs are less certain than their digits.
    pub fn wide(&self) -> bool {
        [self.insert_ns_range, self.lookup_ns_range]
            .iter()
            .any(|[low, high]| *high > WIDE_SPREAD * low.max(f64::MIN_POSITIVE))
    }
}

/// The keys a structure of a row with n keys is timed at.
pub fn timed_keys(n: u64) -> u64 {
    n.min(TIMED_KEYS)
}

/// The median and the range of some repeats' nanoseconds per key.
fn median_and_range(mut samples: Vec<f64>) -> (f64, [f64; 2]) {
    samples.sort_by(f64::total_cmp);
    let Some((&low, &high)) = samples.first().zip(samples.last()) else {
        return (0.0, [0.0, 0.0]);
    };
    let middle = samples.len() / 2;
    let median = if samples.len() % 2 == 1 {
        samples[middle]
    } else {
        (samples[middle - 1] + samples[middle]) / 2.0
    };
    (median, [low, high])
}

/// Build and time every row's structure, `threads` rows at a time (one
/// timed at a time). None for a row that was cancelled or could not be
/// built (reported). With the seconds spent timing.
pub(super) fn profile_all(
    specs: &[ExperimentSpec],
    options: &RunOptions,
    send: &(dyn Fn(CompareEvent) + Sync),
    cancel: &AtomicBool,
) -> (Vec<Option<Profile>>, f64) {
    let next = AtomicUsize::new(0);
    let profiles = Mutex::new(vec![None; specs.len()]);
    // One timing at a time: while a worker times its row, the others
    // build theirs (untimed) or wait. The lock holds the seconds timed.
    let timing = Mutex::new(0.0);
    thread::scope(|scope| {
        for _ in 0..options.threads.max(1).min(specs.len()) {
            scope.spawn(|| {
                loop {
                    let row = next.fetch_add(1, Ordering::Relaxed);
                    let Some(spec) = specs.get(row) else { break };
                    if cancel.load(Ordering::Relaxed) {
                        break;
                    }
                    match profile_row(spec, options, &timing, cancel) {
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
    (
        profiles
            .into_inner()
            .unwrap_or_else(PoisonError::into_inner),
        timing.into_inner().unwrap_or_else(PoisonError::into_inner),
    )
}

/// Build and fill one row's structure within the memory budget, then
/// time its costs when no other row is being timed. None when cancelled
/// while waiting for room.
fn profile_row(
    spec: &ExperimentSpec,
    options: &RunOptions,
    timing: &Mutex<f64>,
    cancel: &AtomicBool,
) -> Option<Result<Profile, Failure>> {
    let built = {
        let _memory = reserve(spec.filter_bytes(), options, cancel)?;
        spec.kind.visit(Profiler(spec, options.max_memory))
    };
    let mut profile = match built {
        Ok(profile) => profile,
        Err(message) => return Some(Err(message)),
    };
    let timed = timed_spec(spec);
    let _memory = reserve(timed.filter_bytes(), options, cancel)?;
    let mut alone = timing.lock().unwrap_or_else(PoisonError::into_inner);
    if cancel.load(Ordering::Relaxed) {
        return None;
    }
    let started = Instant::now();
    let timed = timed.kind.visit(Timer(&timed, options.max_memory));
    *alone += started.elapsed().as_secs_f64();
    drop(alone);
    match timed {
        Ok((insert, lookup, timing)) => {
            profile.insert_ns = insert;
            profile.lookup_ns = lookup;
            profile.timing = timing;
            Some(Ok(profile))
        }
        Err(message) => Some(Err(message)),
    }
}

/// Reserve `bytes` from the run's memory budget, waiting for room; None
/// when cancelled meanwhile.
fn reserve(
    bytes: u64,
    options: &RunOptions,
    cancel: &AtomicBool,
) -> Option<crate::experiment::budget::Reservation> {
    loop {
        if let Some(reservation) = options.budget.try_reserve(bytes, options.max_memory) {
            return Some(reservation);
        }
        if cancel.load(Ordering::Relaxed) {
            return None;
        }
        thread::sleep(Duration::from_millis(20));
    }
}

/// The row's structure at the timed size: the same target (its m scaled
/// with the keys, so the same bits per key and the same load), with
/// [`timed_keys`] keys.
fn timed_spec(spec: &ExperimentSpec) -> ExperimentSpec {
    let keys = timed_keys(spec.n);
    let m = (u128::from(spec.m) * u128::from(keys)).div_ceil(u128::from(spec.n.max(1)));
    ExperimentSpec {
        n: keys,
        m: u64::try_from(m).unwrap_or(spec.m).max(1),
        ..spec.clone()
    }
}

/// Build and fill a row's structure with the kind's filter type, and read
/// its bytes, refusals and load (its costs are timed apart, [`Timer`]).
struct Profiler<'a>(&'a ExperimentSpec, u64);

impl KindVisitor for Profiler<'_> {
    type Output = Result<Profile, Failure>;

    fn visit<F: ExperimentFilter>(self) -> Self::Output {
        let Profiler(spec, max_memory) = self;
        let mut filter = F::build(spec.m, spec.k, max_memory).map_err(Failure::Param)?;
        let mut scratch = Scratch::default();
        insert_keys(&mut filter, spec, spec.seed, 0..spec.n, &mut scratch);
        filter.seal();
        Ok(Profile {
            bytes: filter.memory_bytes(),
            transient_bytes: filter.transient_bytes(),
            failures: filter.failures(),
            load: filter.fill(),
            insert_ns: 0.0,
            lookup_ns: 0.0,
            timing: Timing::default(),
        })
    }
}

/// The timed pass of one structure ([`timed_spec`]): a warm-up, then
/// [`TIMED_REPEATS`] times: empty it, insert its keys (hashing included,
/// and a static filter's construction) and look up as many absent keys,
/// each timed. Gives the medians of insertion and lookup and the timing.
struct Timer<'a>(&'a ExperimentSpec, u64);

impl KindVisitor for Timer<'_> {
    type Output = Result<(f64, f64, Timing), Failure>;

    fn visit<F: ExperimentFilter>(self) -> Self::Output {
        let Timer(spec, max_memory) = self;
        let keys = spec.n.max(1);
        let mut filter = F::build(spec.m, spec.k, max_memory).map_err(Failure::Param)?;
        let mut scratch = Scratch::default();
        let mut inserts = Vec::with_capacity(TIMED_REPEATS);
        let mut lookups = Vec::with_capacity(TIMED_REPEATS);
        for repeat in 0..=TIMED_REPEATS {
            filter.clear();
            let started = Instant::now();
            insert_keys(&mut filter, spec, spec.seed, 0..keys, &mut scratch);
            filter.seal();
            let insert = started.elapsed().as_nanos() as f64 / keys as f64;
            let started = Instant::now();
            let found = count_false_positives(&filter, spec, spec.seed, 0..keys, &mut scratch);
            let lookup = started.elapsed().as_nanos() as f64 / keys as f64;
            std::hint::black_box(found);
            // The first round warms the caches, the allocator and the
            // branch predictors: not counted.
            if repeat > 0 {
                inserts.push(insert);
                lookups.push(lookup);
            }
        }
        let (insert_ns, insert_ns_range) = median_and_range(inserts);
        let (lookup_ns, lookup_ns_range) = median_and_range(lookups);
        Ok((
            insert_ns,
            lookup_ns,
            Timing {
                keys,
                repeats: TIMED_REPEATS,
                insert_ns_range,
                lookup_ns_range,
            },
        ))
    }
}

#[cfg(test)]
impl Profile {
    /// A profile for tests: `bytes` held, half full, 1 ns per key.
    pub(crate) fn sample(bytes: u64) -> Profile {
        Profile {
            bytes,
            transient_bytes: 0,
            failures: 0,
            load: 0.5,
            insert_ns: 1.0,
            lookup_ns: 1.0,
            timing: Default::default(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_median_and_range_of_repeats() {
        assert_eq!(median_and_range(vec![3.0, 1.0, 2.0]), (2.0, [1.0, 3.0]));
        assert_eq!(
            median_and_range(vec![4.0, 1.0, 2.0, 10.0]),
            (3.0, [1.0, 10.0])
        );
        assert_eq!(median_and_range(Vec::new()), (0.0, [0.0, 0.0]));
    }

    #[test]
    fn a_wide_range_is_flagged() {
        let timing = |insert: [f64; 2], lookup: [f64; 2]| Timing {
            keys: 1000,
            repeats: TIMED_REPEATS,
            insert_ns_range: insert,
            lookup_ns_range: lookup,
        };
        assert!(!timing([10.0, 14.0], [5.0, 7.4]).wide());
        assert!(timing([10.0, 16.0], [5.0, 5.0]).wide());
        assert!(timing([10.0, 10.0], [5.0, 8.0]).wide());
    }

    /// The timed structure has the row's bits per key at min(n, TIMED_KEYS).
    #[test]
    fn the_timed_structure_keeps_the_bits_per_key() {
        let spec = ExperimentSpec {
            n: 1_000_000,
            ..ExperimentSpec::new(9_585_059, 7, 1_000_000)
        };
        let timed = timed_spec(&spec);
        assert_eq!(timed.n, TIMED_KEYS);
        let ratio = |s: &ExperimentSpec| s.m as f64 / s.n as f64;
        assert!((ratio(&timed) - ratio(&spec)).abs() < 1e-4);
        let small = ExperimentSpec::new(9_586, 7, 1_000);
        assert_eq!(timed_spec(&small), small);
    }
}
