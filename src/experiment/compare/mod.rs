//! The alternatives measured side by side: for each structure and target
//! rate, the memory it really allocates, its measured false-positive rate
//! against its own theory, its speed, whether it deletes and how often it
//! refused a key. `bloomlab compare` prints it; the terminal app can run
//! it live through [`Comparison::start`].
//!
//! A comparison runs in two passes on background threads:
//!
//! 1. *Profile*: each structure is built once from the n keys of the
//!    run's seed; its bytes, refused keys and load are read from that
//!    filter. Its costs come from a separate timed pass: the same
//!    structure at [`timed_keys`] keys, built and looked up
//!    [`TIMED_REPEATS`] times after a warm-up, on one thread and one row
//!    at a time, reported as the median and range ([`Timing`]):
//!    insertion (key hashing and, for a static filter, its construction,
//!    included) and lookups of absent keys. Rows are profiled
//!    [`RunOptions::threads`] at a time (one building while another is
//!    timed), each row's filter reserved from the run's memory budget
//!    first, at its peak (a static filter's build included), and its keys
//!    hashed a batch at a time.
//! 2. *Measure*: the rows go to the experiment engine ([`run_blocking`])
//!    as single-filter experiments: the same seeds, key streams,
//!    intervals, stopping rule and tests as `bloomlab table`. Since the
//!    keys depend only on the seed, the engine's filter is the very
//!    filter profiled.
//!
//! Events go to a [`CompareSink`], as the engine's go to its
//! [`super::EventSink`]: the profile of each row, the engine's progress
//! and outcomes, where the time went ([`PhaseSeconds`]), and at the end
//! every row with its family-wise verdict (Holm over all rows,
//! [`super::family_verdicts`]).

mod designs;
mod profile;
mod size;

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::Sender;
use std::thread::{self, JoinHandle};
use std::time::Instant;

use serde::Serialize;

pub use designs::cuckoo_slots;
pub use designs::{CompareSpec, Design, check_compare_n, designs, fingerprint_bits_of};
use profile::profile_all;
pub use profile::{Profile, TIMED_KEYS, TIMED_REPEATS, Timing, WIDE_SPREAD, timed_keys};
pub use size::shown_bound_ratio;
pub use size::{StructureSize, size_sentence};
pub(crate) use size::{bound_ratio, bound_ratio_name};

use super::{
    Event, ExperimentSpec, Failure, Outcome, Progress, RunOptions, Verdict, family_verdicts,
    run_blocking,
};
use crate::error::{Param, ParamError};

/// The targets `bloomlab compare` measures unless told others: the
/// course's 1 %, 0.1 % and 0.01 %, and the two rates of the fingerprint
/// filters, 2^−8 and 2^−16.
pub const DEFAULT_TARGETS: [f64; 5] = [0.01, 0.001, 0.0001, 1.0 / 256.0, 1.0 / 65536.0];
/// The default number of keys.
pub const DEFAULT_N: u64 = 1_000_000;
/// The keys a comparison accepts: from 1,000 (fewer leave the static
/// filters mostly padding) to 10^7 (a hash set of 10^7 keys is already
/// 150 MB, and the run several minutes).
pub(crate) const N_RANGE: (u64, u64) = (1_000, 10_000_000);
/// The load a cuckoo filter is sized for: slots = ⌈n / 0.95⌉. Fan et al.
/// report about 95 % for buckets of four; past it insertions fail.
pub const CUCKOO_LOAD: f64 = 0.95;

/// A finished row: the design, its profile, and its measured rate.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct CompareRow {
    pub design: Design,
    pub n: u64,
    pub profile: Profile,
    /// Bits per key, from the bytes the built structure holds
    /// ([`StructureSize`]).
    pub bits_per_element: f64,
    /// ×bound ([`bound_ratio`]): 1.44 for an optimal Bloom filter. None
    /// for the hash set.
    pub bound_ratio: Option<f64>,
    pub deletes: bool,
    pub outcome: Outcome,
    /// Holm-adjusted over all rows; what `verdict` is decided on.
    pub p_adjusted: f64,
    /// The raw p-value that set `p_adjusted` (this row's, or one Holm's
    /// running maximum carried), for the words that explain it.
    #[serde(skip)]
    pub p_adjusted_source: f64,
    pub verdict: Verdict,
}

impl CompareRow {
    fn new(design: Design, profile: Profile, outcome: Outcome) -> Self {
        let n = outcome.spec.n;
        let StructureSize {
            bits_per_element,
            bound_ratio,
        } = StructureSize::measured(profile.bytes, n, outcome.fp_exact);
        Self {
            deletes: design.kind.deletes(),
            design,
            n,
            profile,
            bits_per_element,
            bound_ratio,
            p_adjusted: outcome.p_value,
            p_adjusted_source: outcome.p_value,
            verdict: exact_aware(&outcome, outcome.verdict),
            outcome,
        }
    }
}

/// The engine's seconds on the rows of each target (summed over its
/// rows), in the order the targets come, the exact structures' last.
fn by_target(
    rows: &[(Design, ExperimentSpec)],
    outcomes: &[Option<Outcome>],
) -> Vec<(Option<f64>, f64)> {
    let mut seconds: Vec<(Option<f64>, f64)> = Vec::new();
    for ((design, _), outcome) in rows.iter().zip(outcomes) {
        let spent = outcome.as_ref().map_or(0.0, |o| o.seconds);
        match seconds
            .iter_mut()
            .find(|(target, _)| *target == design.fp_target)
        {
            Some((_, total)) => *total += spent,
            None => seconds.push((design.fp_target, spent)),
        }
    }
    seconds
}

/// A structure predicted never to err is refuted by its first false
/// positive (the test against rate 0 gives a p-value of 0); with none, its
/// count is consistent with its theory rather than inconclusive.
fn exact_aware(outcome: &Outcome, verdict: Verdict) -> Verdict {
    if outcome.fp_exact == 0.0 && outcome.false_positives == 0 && !outcome.cancelled {
        Verdict::AgreesWithTheory
    } else {
        verdict
    }
}

/// What a comparison reports, in order for each row.
#[derive(Clone, Debug, PartialEq)]
pub enum CompareEvent {
    /// The comparison's rows, before anything runs.
    Started { designs: Vec<Design> },
    /// A row's structure was built and timed.
    Profiled { row: usize, profile: Profile },
    /// The engine's progress on a row's rate.
    Progress(Progress),
    /// A row is measured (its verdict is its own, before the family's).
    Finished { row: usize, result: Box<CompareRow> },
    /// A row could not be carried out; the others go on.
    Failed { row: usize, message: Failure },
    /// Where the run's time went, just before [`CompareEvent::AllDone`].
    Phases(PhaseSeconds),
    /// Every row, with its family-wise verdict (rows that failed are left
    /// out).
    AllDone {
        rows: Vec<CompareRow>,
        seconds: f64,
        cancelled: bool,
    },
}

/// Where a comparison's time went, in seconds of wall-clock time.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct PhaseSeconds {
    /// Building every structure and timing its costs, rows
    /// [`RunOptions::threads`] at a time.
    pub profile: f64,
    /// Of which timing the costs, one row at a time on one thread.
    pub timing: f64,
    /// Measuring the rates (the experiment engine, on every thread).
    pub measure: f64,
    /// Of which the rows at each target, in the order of the targets
    /// (the hash set's row last): each row's own elapsed time, summed, so
    /// rows measured side by side count each.
    pub measure_by_target: Vec<(Option<f64>, f64)>,
}

/// Where a comparison's events go: a channel's sender or a function, as
/// for the engine. `send` answers false once nobody listens, and the
/// comparison then stops.
pub trait CompareSink: Send + Sync {
    fn send(&self, event: CompareEvent) -> bool;
}

impl CompareSink for Sender<CompareEvent> {
    fn send(&self, event: CompareEvent) -> bool {
        Sender::send(self, event).is_ok()
    }
}

impl<F: Fn(CompareEvent) -> bool + Send + Sync> CompareSink for F {
    fn send(&self, event: CompareEvent) -> bool {
        self(event)
    }
}

/// A comparison in the background; `cancel` stops it, and dropping it
/// does too.
pub struct Comparison {
    cancel: Arc<AtomicBool>,
    handle: Option<JoinHandle<Vec<CompareRow>>>,
}

impl Comparison {
    /// Check every row, then run the comparison on background threads.
    pub fn start(
        spec: CompareSpec,
        options: RunOptions,
        sink: impl CompareSink + 'static,
    ) -> Result<Comparison, ParamError> {
        let rows = spec.experiments(options.max_memory)?;
        let cancel = Arc::new(AtomicBool::new(false));
        let flag = Arc::clone(&cancel);
        let handle = thread::Builder::new()
            .name("bloomlab-compare".into())
            .spawn(move || compare_rows(rows, &options, &sink, &flag))
            .map_err(|err| ParamError::thread_failed(Param::Threads, err))?;
        Ok(Comparison {
            cancel,
            handle: Some(handle),
        })
    }

    pub fn cancel(&self) {
        self.cancel.store(true, Ordering::Relaxed);
    }

    /// Wait for the end: the rows measured, with family-wise verdicts.
    pub fn wait(mut self) -> Vec<CompareRow> {
        self.handle
            .take()
            .and_then(|handle| handle.join().ok())
            .unwrap_or_default()
    }
}

impl Drop for Comparison {
    fn drop(&mut self) {
        self.cancel();
    }
}

/// Run a comparison on the calling thread and workers; returns the rows
/// (family-wise verdicts) when done or cancelled.
pub fn compare_blocking(
    spec: &CompareSpec,
    options: &RunOptions,
    sink: &dyn CompareSink,
    cancel: &AtomicBool,
) -> Result<Vec<CompareRow>, ParamError> {
    let rows = spec.experiments(options.max_memory)?;
    Ok(compare_rows(rows, options, sink, cancel))
}

fn compare_rows(
    rows: Vec<(Design, ExperimentSpec)>,
    options: &RunOptions,
    sink: &dyn CompareSink,
    cancel: &AtomicBool,
) -> Vec<CompareRow> {
    let started = Instant::now();
    let send = |event| {
        if !sink.send(event) {
            cancel.store(true, Ordering::Relaxed);
        }
    };
    send(CompareEvent::Started {
        designs: rows.iter().map(|(design, _)| design.clone()).collect(),
    });
    let specs: Vec<ExperimentSpec> = rows.iter().map(|(_, spec)| spec.clone()).collect();
    let (profiles, timing) = profile_all(&specs, options, &send, cancel);
    let profiled = started.elapsed().as_secs_f64();

    // The engine measures the rates; its events are the rows' own.
    let forward = |event: Event| {
        match event {
            Event::Progress(progress) => send(CompareEvent::Progress(progress)),
            Event::Finished { row, outcome } => match &profiles[row] {
                Some(profile) if !outcome.cancelled => send(CompareEvent::Finished {
                    row,
                    result: Box::new(CompareRow::new(
                        rows[row].0.clone(),
                        profile.clone(),
                        *outcome,
                    )),
                }),
                _ => {}
            },
            Event::Failed { row, message } => send(CompareEvent::Failed { row, message }),
            Event::AllDone { .. } => {}
        }
        !cancel.load(Ordering::Relaxed)
    };
    let outcomes = if cancel.load(Ordering::Relaxed) {
        Vec::new()
    } else {
        run_blocking(specs, options, &forward, cancel).unwrap_or_default()
    };
    let cancelled = cancel.load(Ordering::Relaxed);
    send(CompareEvent::Phases(PhaseSeconds {
        profile: profiled,
        timing,
        measure: started.elapsed().as_secs_f64() - profiled,
        measure_by_target: by_target(&rows, &outcomes),
    }));
    let results = finished_rows(&rows, &profiles, outcomes);
    send(CompareEvent::AllDone {
        rows: results.clone(),
        seconds: started.elapsed().as_secs_f64(),
        cancelled,
    });
    results
}

/// The rows both profiled and measured, each with its verdict decided
/// with the others' (family-wise).
fn finished_rows(
    rows: &[(Design, ExperimentSpec)],
    profiles: &[Option<Profile>],
    outcomes: Vec<Option<Outcome>>,
) -> Vec<CompareRow> {
    let measured: Vec<(usize, Outcome)> = outcomes
        .into_iter()
        .enumerate()
        .filter_map(|(row, outcome)| Some((row, outcome?)))
        .filter(|(row, _)| profiles.get(*row).is_some_and(Option::is_some))
        .collect();
    // Only the rows measured to the end are judged together: a row a
    // cancel stopped part-way has no verdict, and counted in Holm's family
    // it doubled the other row's p-value (reader 24, es 3.3: 0.70 → 1).
    let complete: Vec<Outcome> = measured
        .iter()
        .filter(|(_, outcome)| !outcome.cancelled)
        .map(|(_, outcome)| outcome.clone())
        .collect();
    let mut family = family_verdicts(&complete).into_iter();
    measured
        .into_iter()
        .filter_map(|(row, outcome)| {
            let judged = (!outcome.cancelled).then(|| family.next()).flatten();
            let profile = profiles[row].clone()?;
            let mut result = CompareRow::new(rows[row].0.clone(), profile, outcome);
            if let Some(family) = judged {
                result.p_adjusted = family.p_adjusted;
                result.p_adjusted_source = family.p_adjusted_source;
                result.verdict = exact_aware(&result.outcome, family.verdicts.exact);
            }
            Some(result)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::experiment::Tally;

    /// A row a cancel stopped part-way is not judged with the rows
    /// measured to the end: in Holm's family it doubled their p-values
    /// (reader 24, es 3.3: 0.70 became 1).
    #[test]
    fn a_part_way_row_is_not_in_the_family() {
        let rows = CompareSpec {
            n: 10_000,
            targets: vec![0.01],
            base: ExperimentSpec::new(1, 1, 1),
        }
        .experiments(u64::MAX)
        .unwrap();
        let outcome = |row: usize, cancelled: bool| {
            let spec = &rows[row].1;
            // Close enough to the exact rate for a p-value well above 0.05.
            let tally = Tally {
                queries: 200_000,
                false_positives: (200_000.0 * spec.fp_exact() * 1.02).round() as u64,
                filters: 1,
                sum_fill: 0.5,
                ..Default::default()
            };
            Outcome::from_tally(spec, &tally, cancelled, 0.1)
        };
        let profiles: Vec<Option<Profile>> =
            rows.iter().map(|_| Some(Profile::sample(1))).collect();
        let mut outcomes: Vec<Option<Outcome>> = vec![None; rows.len()];
        outcomes[0] = Some(outcome(0, false));
        outcomes[1] = Some(outcome(1, true));
        let alone = outcomes[0].as_ref().unwrap().p_value;
        let results = finished_rows(&rows, &profiles, outcomes);
        assert_eq!(results.len(), 2);
        assert!(alone < 0.9, "{alone}");
        assert_eq!(results[0].p_adjusted, alone);
    }
}
