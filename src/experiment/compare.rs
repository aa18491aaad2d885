//! The alternatives measured side by side: for each structure and target
//! rate, the memory it really allocates, its measured false-positive rate
//! against its own theory, its speed, whether it deletes and how often it
//! refused a key. `bloomlab compare` prints it; the terminal app can run
//! it live through [`Comparison::start`].
//!
//! A comparison runs in two passes on background threads:
//!
//! 1. *Profile*: each structure is built once from the n keys of the
//!    run's seed and timed: insertion (key hashing and, for a static
//!    filter, its construction, included) and lookups of absent keys.
//!    Its bytes, refused keys and load are read from that filter. Rows
//!    are profiled [`RunOptions::threads`] at a time, each row's filter
//!    reserved from the run's memory budget first, at its peak (a static
//!    filter's build included), and its keys hashed a batch at a time.
//! 2. *Measure*: the rows go to the experiment engine ([`run_blocking`])
//!    as single-filter experiments: the same seeds, key streams,
//!    intervals, stopping rule and tests as `bloomlab table`. Since the
//!    keys depend only on the seed, the engine's filter is the very
//!    filter profiled.
//!
//! Events go to a [`CompareSink`], as the engine's go to its
//! [`super::EventSink`]: the profile of each row, the engine's progress
//! and outcomes, and at the end every row with its family-wise verdict
//! (Holm over all rows, [`super::family_verdicts`]).

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc::Sender;
use std::sync::{Arc, Mutex, PoisonError};
use std::thread::{self, JoinHandle};
use std::time::{Duration, Instant};

use serde::Serialize;

use super::jobs::{Scratch, count_false_positives, insert_keys};
use super::{
    Event, ExperimentSpec, FilterMode, MIN_QUERIES, Outcome, Progress, RunOptions, Verdict,
    family_verdicts, run_blocking,
};
use crate::error::{Param, ParamError, Problem, Wording};
use crate::filter::{CuckooFilter, ExperimentFilter, FilterKind, KindVisitor};
use crate::sizing;
use crate::theory;

/// The targets `bloomlab compare` measures unless told others: the
/// course's 1 %, 0.1 % and 0.01 %, and the two rates of the fingerprint
/// filters, 2^−8 and 2^−16.
pub const DEFAULT_TARGETS: [f64; 5] = [0.01, 0.001, 0.0001, 1.0 / 256.0, 1.0 / 65536.0];
/// The default number of keys.
pub const DEFAULT_N: u64 = 1_000_000;
/// The keys a comparison accepts: from 1,000 (fewer leave the static
/// filters mostly padding) to 10^7 (a hash set of 10^7 keys is already
/// 150 MB, and the run several minutes).
pub const N_RANGE: (u64, u64) = (1_000, 10_000_000);
/// The load a cuckoo filter is sized for: slots = ⌈n / 0.95⌉. Fan et al.
/// report about 95 % for buckets of four; past it insertions fail.
pub const CUCKOO_LOAD: f64 = 0.95;
/// Absent keys looked up to time lookups (fewer when n is smaller).
const TIMED_LOOKUPS: u64 = 1 << 20;

/// Check n against [`N_RANGE`].
pub fn check_compare_n(n: u64) -> Result<u64, ParamError> {
    if !(N_RANGE.0..=N_RANGE.1).contains(&n) {
        return Err(ParamError::out_of_range(Param::N, n, N_RANGE.0, N_RANGE.1));
    }
    Ok(n)
}

/// One structure at one target: what a row of the comparison measures.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Design {
    pub kind: FilterKind,
    /// The rate it was sized for (None for the exact hash set).
    pub fp_target: Option<f64>,
    /// Its shape in the engine's terms ([`FilterKind`] says what m and k
    /// mean for each kind).
    pub m: u64,
    pub k: u32,
}

/// Whether a target is one of the fingerprint filters' own rates, 2^−8 or
/// 2^−16: the fingerprint bits if so.
pub fn fingerprint_bits_of(target: f64) -> Option<u32> {
    [8, 16]
        .into_iter()
        .find(|&bits| target == theory::fp_fingerprint(bits))
}

/// The rows for n keys and these targets: for each target, every kind
/// `shape_at` puts there, in [`FilterKind::ALL`]'s order, then once each
/// the structures that never err (`exact_shape`: the hash set). A target
/// of 2^−8 or 2^−16 gets the fingerprint filters (cuckoo, xor, binary fuse
/// of that width); any other target the Bloom filters (standard, blocked
/// and counting, all of the standard filter's m and k: equal bits) and a
/// cuckoo filter.
pub fn designs(n: u64, targets: &[f64]) -> Result<Vec<Design>, ParamError> {
    check_compare_n(n)?;
    let mut rows = Vec::new();
    for &p in targets {
        sizing::check_p(p)?;
        let target = Target::new(n, p)?;
        rows.extend(FilterKind::ALL.into_iter().filter_map(|kind| {
            let (m, k) = shape_at(kind, n, &target)?;
            Some(Design {
                kind,
                fp_target: Some(p),
                m,
                k,
            })
        }));
    }
    rows.extend(FilterKind::ALL.into_iter().filter_map(|kind| {
        let (m, k) = exact_shape(kind, n)?;
        Some(Design {
            kind,
            fp_target: None,
            m,
            k,
        })
    }));
    Ok(rows)
}

/// A target rate as the rows see it: whether it is a fingerprint filter's
/// own rate, and else the standard filter's sizing for it.
struct Target {
    p: f64,
    fingerprint_bits: Option<u32>,
    /// The standard filter's m and k for it.
    bloom: Option<(u64, u32)>,
}

impl Target {
    fn new(n: u64, p: f64) -> Result<Self, ParamError> {
        let fingerprint_bits = fingerprint_bits_of(p);
        let bloom = match fingerprint_bits {
            Some(_) => None,
            None => {
                // Memory is checked per structure, with the others
                // ([`CompareSpec::experiments`]).
                let sizing = sizing::solve(&sizing::SizingRequest {
                    n: Some(n),
                    p: Some(p),
                    max_memory: u64::MAX,
                    ..sizing::SizingRequest::default()
                })?;
                Some((sizing.m_bits, sizing.k))
            }
        };
        Ok(Self {
            p,
            fingerprint_bits,
            bloom,
        })
    }
}

/// A kind's shape (m, k) in its row at a target, or None when `compare`
/// does not measure it there. With [`exact_shape`], the one place a kind's
/// rows are decided: a new kind must say here whether `compare` measures
/// it.
fn shape_at(kind: FilterKind, n: u64, target: &Target) -> Option<(u64, u32)> {
    let fingerprint = |bits: u32| (target.fingerprint_bits == Some(bits)).then_some((n, bits));
    match kind {
        FilterKind::Standard | FilterKind::Blocked | FilterKind::Counting => target.bloom,
        FilterKind::Cuckoo => Some((cuckoo_slots(n), CuckooFilter::bits_for_rate(target.p))),
        FilterKind::Xor8 | FilterKind::BinaryFuse8 => fingerprint(8),
        FilterKind::Xor16 | FilterKind::BinaryFuse16 => fingerprint(16),
        FilterKind::HashSet => None,
    }
}

/// A kind's shape in its one row at no target, for a structure that never
/// errs; None for the others.
fn exact_shape(kind: FilterKind, n: u64) -> Option<(u64, u32)> {
    match kind {
        FilterKind::HashSet => Some((n, 1)),
        FilterKind::Standard
        | FilterKind::Blocked
        | FilterKind::Counting
        | FilterKind::Cuckoo
        | FilterKind::Xor8
        | FilterKind::Xor16
        | FilterKind::BinaryFuse8
        | FilterKind::BinaryFuse16 => None,
    }
}

/// A comparison has no m of its own: a structure too large for the memory
/// cap is the consequence of n, so the error names n.
fn too_large_for_n(err: ParamError, design: &Design, n: u64) -> ParamError {
    let Problem::TooLarge { bytes, cap } = err.problem else {
        return err;
    };
    let size = if bytes < u64::MAX as f64 {
        crate::units::format_bytes(bytes.ceil() as u64)
    } else {
        format!("{} bytes", crate::units::format_real_short(bytes))
    };
    ParamError::invalid(
        Param::N,
        Wording::text(format!(
            "at n = {} the {} structure needs {size}, more than the memory cap of {} (lower ",
            crate::units::format_count(n),
            design.kind.name(),
            crate::units::format_bytes(cap)
        ))
        .param(Param::N)
        .and(" or raise ")
        .param(Param::MaxMemory)
        .and(")"),
    )
}

/// Slots of a cuckoo filter for n keys at [`CUCKOO_LOAD`].
pub fn cuckoo_slots(n: u64) -> u64 {
    (n as f64 / CUCKOO_LOAD).ceil() as u64
}

/// What a comparison measures, and how.
#[derive(Clone, Debug, PartialEq)]
pub struct CompareSpec {
    pub n: u64,
    pub targets: Vec<f64>,
    /// Seed, precision, confidence, query cap and interval of every row
    /// (its shape fields are not used).
    pub base: ExperimentSpec,
}

impl CompareSpec {
    /// The designs and their experiments, checked before anything runs.
    pub fn experiments(
        &self,
        max_memory: u64,
    ) -> Result<Vec<(Design, ExperimentSpec)>, ParamError> {
        let designs = designs(self.n, &self.targets)?;
        let mut rows = Vec::with_capacity(designs.len());
        for design in designs {
            let spec = ExperimentSpec {
                kind: design.kind,
                m: design.m,
                k: design.k,
                n: self.n,
                filters: FilterMode::Single,
                // The hash set never errs: a query count as large as n,
                // not the cap, bounds its rate.
                max_queries: if design.kind == FilterKind::HashSet {
                    self.n.max(MIN_QUERIES).min(self.base.max_queries)
                } else {
                    self.base.max_queries
                },
                ..self.base.clone()
            };
            spec.validate(max_memory)
                .map_err(|err| too_large_for_n(err, &design, self.n))?;
            rows.push((design, spec));
        }
        Ok(rows)
    }
}

/// A structure's memory as the course and every face count it: bits per
/// element from the filter's own bytes (never a static filter's build
/// buffer), and "×bound", those bits over the lower bound for the rate the
/// structure is predicted to have as built ([`bound_ratio`]). The lesson's
/// live result, the Alternatives tab and `bloomlab compare` all show this.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct StructureSize {
    pub bits_per_element: f64,
    /// None for a structure that never errs (the hash set).
    pub bound_ratio: Option<f64>,
}

impl StructureSize {
    /// From the bytes a structure holds with its n keys in, and the rate
    /// its own theory predicts for it as built.
    pub fn measured(bytes: u64, n: u64, own_rate: f64) -> Self {
        let bits_per_element = bytes as f64 * 8.0 / n.max(1) as f64;
        Self {
            bits_per_element,
            bound_ratio: bound_ratio(bits_per_element, own_rate),
        }
    }

    /// For a structure of this kind and shape holding n keys, without
    /// building it ([`FilterKind::built_bytes`]: what a built one holds).
    pub fn of_shape(kind: FilterKind, m: u64, k: u32, n: u64, own_rate: f64) -> Self {
        Self::measured(kind.built_bytes(m, k, n), n, own_rate)
    }
}

impl StructureSize {
    /// For the structure an experiment measured: its kind and shape at its
    /// n, against the rate its own theory gave ([`Outcome::fp_exact`]).
    pub fn of_outcome(outcome: &Outcome) -> Self {
        let spec = &outcome.spec;
        Self::of_shape(spec.kind, spec.m, spec.k, spec.n, outcome.fp_exact)
    }
}

/// A measured structure's memory in one sentence, as a lesson step shows it
/// under its measured rate: its own predicted rate, its bits per element
/// and its ×bound ([`StructureSize::of_outcome`], the figures `compare`
/// prints), to two decimals.
pub fn size_sentence(outcome: &Outcome, lang: crate::lang::Lang) -> String {
    use crate::lang::Lang;
    let size = StructureSize::of_outcome(outcome);
    let two_places = |value: f64| crate::units::decimal_mark(lang, format!("{value:.2}"));
    let own = crate::units::percent(lang, outcome.fp_exact);
    let bits = two_places(size.bits_per_element);
    match (size.bound_ratio, lang) {
        (Some(ratio), Lang::En) => format!(
            "Its own theory: {own} · {bits} bits per element, {} {} (log2(1/{own}) = {} bits)",
            two_places(ratio),
            bound_ratio_name(lang),
            two_places(theory::lower_bound_bits_per_element(outcome.fp_exact))
        ),
        (Some(ratio), Lang::Es) => format!(
            "Su propia teoría: {own} · {bits} bits por elemento, {} {} (log2(1/{own}) = {} bits)",
            two_places(ratio),
            bound_ratio_name(lang),
            two_places(theory::lower_bound_bits_per_element(outcome.fp_exact))
        ),
        (None, Lang::En) => format!("Exact (no false positives) · {bits} bits per element"),
        (None, Lang::Es) => format!("Exacta (sin falsos positivos) · {bits} bits por elemento"),
    }
}

/// "×bound", the one definition: bits per key ÷ log2(1/p), with p the
/// false-positive rate the structure is predicted to achieve as built (its
/// own theory: the exact rate of a standard Bloom filter, the Poisson rate
/// of a blocked one, 2b/2^f at its load for a cuckoo filter, 2^−f for xor
/// and binary fuse). 1 is the information-theoretic floor; an optimal
/// Bloom filter sits at log2(e) ≈ 1.44. None when p is not in (0, 1).
pub fn bound_ratio(bits_per_element: f64, p: f64) -> Option<f64> {
    (p > 0.0 && p < 1.0).then(|| bits_per_element / theory::lower_bound_bits_per_element(p))
}

/// What "×bound" is called on screen, in the language: the lesson and the
/// Alternatives tab say it in these words.
pub fn bound_ratio_name(lang: crate::lang::Lang) -> &'static str {
    match lang {
        crate::lang::Lang::En => "× the lower bound for its rate",
        crate::lang::Lang::Es => "× la cota inferior para su tasa",
    }
}

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
            verdict: exact_aware(&outcome, outcome.verdict),
            outcome,
        }
    }
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
    Failed { row: usize, message: String },
    /// Every row, with its family-wise verdict (rows that failed are left
    /// out).
    AllDone {
        rows: Vec<CompareRow>,
        seconds: f64,
        cancelled: bool,
    },
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
    let profiles = profile_all(&specs, options, &send, cancel);

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
    let measured: Vec<(usize, Outcome)> = outcomes
        .into_iter()
        .enumerate()
        .filter_map(|(row, outcome)| Some((row, outcome?)))
        .filter(|(row, _)| profiles.get(*row).is_some_and(Option::is_some))
        .collect();
    let family = family_verdicts(
        &measured
            .iter()
            .map(|(_, outcome)| outcome.clone())
            .collect::<Vec<_>>(),
    );
    let results: Vec<CompareRow> = measured
        .into_iter()
        .zip(family)
        .filter_map(|((row, outcome), family)| {
            let profile = profiles[row].clone()?;
            let mut result = CompareRow::new(rows[row].0.clone(), profile, outcome);
            result.p_adjusted = family.p_adjusted;
            result.verdict = exact_aware(&result.outcome, family.verdicts.exact);
            Some(result)
        })
        .collect();
    send(CompareEvent::AllDone {
        rows: results.clone(),
        seconds: started.elapsed().as_secs_f64(),
        cancelled,
    });
    results
}

/// Build and time every row's structure, `threads` rows at a time. None
/// for a row that was cancelled or could not be built (reported).
fn profile_all(
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
