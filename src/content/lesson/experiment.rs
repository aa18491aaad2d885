//! A lesson step's experiment: the shape a student measures live, as the
//! author writes it (`m`, `k`, `n`, or `n` and `p` sized as the sizing
//! solver does), turned into the engine's [`ExperimentSpec`] and checked
//! by the engine's own rules, plus a limit on how long it may run.

use serde::Deserialize;

use crate::content::validation::{Issue, issue};
use crate::content::yaml::NodePath;
use crate::error::{ParamError, Problem};
use crate::experiment::compare::CompareSpec;
use crate::experiment::{ExperimentSpec, FilterMode, Hashing, stats};
use crate::filter::DEFAULT_MAX_MEMORY;
use crate::filter::FilterKind;
use crate::i18n::Message;
use crate::msg;
use crate::sizing::{self, SizingRequest};

/// A run the checker expects to last longer than this, on two cores, is
/// refused: a student waits for it in the middle of a lesson.
pub(crate) const MAX_EXPECTED_SECONDS: f64 = 10.0;
/// The cost assumed for one probe (an insert's or a query's bit), in
/// nanoseconds: a bit slow on purpose, so the estimate errs long.
pub(crate) const NANOS_PER_PROBE: f64 = 20.0;
/// The cores the estimate counts on.
pub(crate) const ESTIMATE_CORES: f64 = 2.0;

#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StepExperiment {
    #[serde(default)]
    pub(crate) m: Option<u64>,
    #[serde(default)]
    pub(crate) k: Option<u32>,
    pub(crate) n: u64,
    #[serde(default)]
    pub(crate) p: Option<f64>,
    /// `double` (the default), `independent`, or `both`: the same filter
    /// measured each way, one after the other, with the same keys.
    #[serde(default)]
    pub(crate) hashing: Option<String>,
    /// Measure over this many fresh filters.
    #[serde(default)]
    pub(crate) trials: Option<u64>,
    #[serde(default)]
    pub(crate) precision: Option<f64>,
    #[serde(default)]
    pub(crate) seed: Option<u64>,
    /// Structures to measure side by side at the rate `p`, by their names
    /// (`standard`, `blocked`, `counting`, `cuckoo`, `xor8`, `xor16`,
    /// `binary-fuse8`, `binary-fuse16`, `hash-set`), each sized as
    /// `bloomlab compare` sizes it: instead of `m`, `k` and `hashing`.
    #[serde(default)]
    pub(crate) structures: Option<Vec<String>>,
    /// What the live result shows, by name (see [`Shown`]): all four when
    /// left out, so an early step can show the measured rate and its
    /// interval before the p-value and the verdict have been taught.
    #[serde(default)]
    pub(crate) shows: Option<Vec<String>>,
}

/// One part of a step experiment's result, as `shows:` names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shown {
    /// The measured rate (with the formulas' rates beside it).
    Rate,
    /// Its 95 % interval.
    Interval,
    /// The p-value of the test against the exact formula.
    PValue,
    /// The verdict, and how often a correct filter gets the other one.
    Verdict,
}

impl Shown {
    pub(crate) const ALL: [Shown; 4] =
        [Shown::Rate, Shown::Interval, Shown::PValue, Shown::Verdict];

    /// The name an author writes in `shows:`.
    pub(crate) fn name(self) -> &'static str {
        match self {
            Shown::Rate => "rate",
            Shown::Interval => "interval",
            Shown::PValue => "p_value",
            Shown::Verdict => "verdict",
        }
    }

    pub(crate) fn from_name(name: &str) -> Option<Shown> {
        Shown::ALL.into_iter().find(|shown| shown.name() == name)
    }
}

/// The parts a step's result shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shows {
    pub(crate) rate: bool,
    pub(crate) interval: bool,
    pub(crate) p_value: bool,
    pub(crate) verdict: bool,
}

impl Shows {
    pub const ALL: Shows = Shows {
        rate: true,
        interval: true,
        p_value: true,
        verdict: true,
    };

    pub fn contains(self, shown: Shown) -> bool {
        match shown {
            Shown::Rate => self.rate,
            Shown::Interval => self.interval,
            Shown::PValue => self.p_value,
            Shown::Verdict => self.verdict,
        }
    }

    /// Everything: the result in full.
    pub fn everything(self) -> bool {
        self == Shows::ALL
    }
}

/// The most structures one step compares.
pub(crate) const MAX_STRUCTURES: usize = 4;

impl StepExperiment {
    /// What the result shows: the parts `shows:` names (names that are
    /// not parts are left out; `check` reports them), or all four.
    pub fn shows(&self) -> Shows {
        let Some(names) = &self.shows else {
            return Shows::ALL;
        };
        let named = |shown: Shown| names.iter().any(|name| name == shown.name());
        Shows {
            rate: named(Shown::Rate),
            interval: named(Shown::Interval),
            p_value: named(Shown::PValue),
            verdict: named(Shown::Verdict),
        }
    }

    /// The engine's experiments (one, or two with `hashing: both`), or the
    /// field to blame and why not (in English).
    pub fn specs(&self) -> Result<Vec<ExperimentSpec>, (&'static str, String)> {
        self.checked_specs()
            .map_err(|(field, why)| (field, why.to_string()))
    }

    /// The engine's experiments, or the field to blame and why not, in
    /// words for any language.
    pub(crate) fn checked_specs(&self) -> Result<Vec<ExperimentSpec>, (&'static str, Message)> {
        if let Some(names) = &self.structures {
            return self.structure_specs(names);
        }
        let hashings: &[Hashing] = match self.hashing.as_deref() {
            None | Some("double") => &[Hashing::Double],
            Some("independent") => &[Hashing::Independent],
            Some("both") => &[Hashing::Double, Hashing::Independent],
            Some(other) => {
                return Err(("hashing", msg!("check-hashing-unknown", hashing = other)));
            }
        };
        let base = self.spec_with(hashings[0])?;
        Ok(hashings
            .iter()
            .map(|&hashing| ExperimentSpec {
                hashing,
                ..base.clone()
            })
            .collect())
    }

    /// One experiment per structure named, sized for `p` as the
    /// comparison sizes it, in the order named.
    fn structure_specs(
        &self,
        names: &[String],
    ) -> Result<Vec<ExperimentSpec>, (&'static str, Message)> {
        for (field, given) in [
            ("m", self.m.is_some()),
            ("k", self.k.is_some()),
            ("hashing", self.hashing.is_some()),
            ("trials", self.trials.is_some()),
        ] {
            if given {
                return Err((field, msg!("check-structures-leave-out", field = field)));
            }
        }
        let Some(p) = self.p else {
            return Err(("structures", msg!("check-structures-need-p")));
        };
        if names.is_empty() || names.len() > MAX_STRUCTURES {
            return Err((
                "structures",
                msg!(
                    "check-structures-count",
                    limit = MAX_STRUCTURES.to_string(),
                    count = names.len().to_string()
                ),
            ));
        }
        let mut base = ExperimentSpec::new(1, 1, self.n);
        if let Some(seed) = self.seed {
            base.seed = seed;
        }
        if let Some(precision) = self.precision {
            base.precision = precision;
        }
        let comparison = CompareSpec {
            n: self.n,
            targets: vec![p],
            base,
        };
        let rows = comparison
            .experiments(DEFAULT_MAX_MEMORY)
            .map_err(|err| ("n", engine_error(&err)))?;
        let mut specs = Vec::with_capacity(names.len());
        for name in names {
            let Some(kind) = FilterKind::ALL
                .iter()
                .copied()
                .find(|kind| kind.name() == name)
            else {
                let known: Vec<&str> = FilterKind::ALL.iter().map(|kind| kind.name()).collect();
                return Err((
                    "structures",
                    msg!(
                        "check-structure-unknown",
                        name = name,
                        known = known.join(", ")
                    ),
                ));
            };
            let Some((_, spec)) = rows.iter().find(|(design, _)| design.kind == kind) else {
                return Err((
                    "structures",
                    msg!(
                        "check-structure-not-at-rate",
                        name = name,
                        p = crate::units::format_real(p)
                    ),
                ));
            };
            specs.push(spec.clone());
        }
        Ok(specs)
    }

    /// The experiment with the given hashing.
    fn spec_with(&self, hashing: Hashing) -> Result<ExperimentSpec, (&'static str, Message)> {
        let (m, k) = match (self.m, self.p) {
            (Some(_), Some(_)) => {
                return Err(("p", msg!("check-experiment-m-and-p")));
            }
            (None, None) => {
                return Err(("n", msg!("check-experiment-needs-m-or-p")));
            }
            (Some(m), None) => match self.k {
                Some(k) => (m, k),
                None => return Err(("m", msg!("check-experiment-m-needs-k"))),
            },
            (None, Some(p)) => {
                let sized = sizing::solve(&SizingRequest {
                    n: Some(self.n),
                    p: Some(p),
                    m: None,
                    k: self.k,
                    max_memory: DEFAULT_MAX_MEMORY,
                })
                .map_err(|err| ("p", engine_error(&err)))?;
                (sized.m_bits, sized.k)
            }
        };
        let mut spec = ExperimentSpec::new(m, k, self.n);
        spec.hashing = hashing;
        if let Some(seed) = self.seed {
            spec.seed = seed;
        }
        if let Some(precision) = self.precision {
            spec.precision = precision;
        }
        if let Some(trials) = self.trials {
            spec.filters = FilterMode::Fresh {
                max_filters: Some(trials),
            };
        }
        Ok(spec)
    }
}

/// Check `shows:` at `path`: a list of known parts, each once; not with
/// `structures`, whose rows show their cost beside the verdict.
fn check_shows(issues: &mut Vec<Issue>, path: &NodePath, names: &[String], compared: bool) {
    let at = path.key("shows");
    let allowed = Shown::ALL.map(Shown::name).join(", ");
    if compared {
        issues.push(issue(at.clone(), msg!("check-shows-with-structures")));
        return;
    }
    if names.is_empty() {
        issues.push(issue(
            at,
            msg!("check-shows-empty", allowed = allowed.as_str()),
        ));
        return;
    }
    for (index, name) in names.iter().enumerate() {
        if Shown::from_name(name).is_none() {
            issues.push(issue(
                at.index(index),
                msg!(
                    "check-shows-unknown",
                    name = name,
                    allowed = allowed.as_str()
                ),
            ));
        } else if names[..index].contains(name) {
            issues.push(issue(
                at.index(index),
                msg!("check-shows-twice", name = name),
            ));
        }
    }
}

/// The engine's error about a parameter, `--p: …`, in words for any
/// language: its usual problems have their own messages, anything else is
/// shown as the engine words it.
fn engine_error(err: &ParamError) -> Message {
    msg!(
        "check-engine-error",
        param = err.param.flag(),
        problem = engine_problem(&err.problem)
    )
}

/// The engine's problem with a value, as [`engine_error`] words it.
fn engine_problem(problem: &Problem) -> Message {
    use crate::units::{format_count, format_real};
    match problem {
        Problem::NotAProbability(got) => msg!("check-engine-not-a-probability", got = got),
        Problem::OutOfRange { got, min, max } => msg!(
            "check-engine-whole-out-of-range",
            min = format_count(*min),
            max = format_count(*max),
            got = got
        ),
        Problem::RealOutOfRange {
            got,
            min,
            max,
            example,
        } => msg!(
            "check-engine-real-out-of-range",
            min = format_real(*min),
            max = format_real(*max),
            example = *example,
            got = format_real(*got)
        ),
        other => msg!("check-as-is", text = other.to_string()),
    }
}

/// Queries the precision target should need at the exact rate (the
/// engine's own estimate): z²(1 − p)/(precision²·p), within the cap.
pub fn expected_queries(spec: &ExperimentSpec) -> f64 {
    let p = spec.fp_exact().max(1e-300);
    let z = stats::z_score(spec.confidence);
    let needed = z * z * (1.0 - p) / (spec.precision * spec.precision * p);
    needed.min(spec.max_queries as f64).ceil()
}

/// Probes a run of `spec` is expected to make: every key inserted (into
/// each fresh filter) and every query needed for its precision, k each.
pub(crate) fn expected_probes(spec: &ExperimentSpec) -> f64 {
    let queries = expected_queries(spec);
    let k = f64::from(spec.k);
    let inserted = if spec.uses_fresh_filters() {
        let mut filters = (queries / spec.queries_per_filter() as f64).ceil();
        if let FilterMode::Fresh {
            max_filters: Some(most),
        } = spec.filters
        {
            filters = filters.min(most as f64);
        }
        filters * spec.n as f64
    } else {
        spec.n as f64
    };
    (inserted + queries) * k
}

/// A filter larger than this misses the caches: each probe waits for
/// memory.
pub(crate) const CACHED_FILTER_BYTES: f64 = 32.0 * 1024.0 * 1024.0;
/// One probe into a filter past [`CACHED_FILTER_BYTES`], in nanoseconds.
pub(crate) const NANOS_PER_UNCACHED_PROBE: f64 = 120.0;
/// Allocating and clearing one byte of a filter, in nanoseconds (the
/// pages are faulted in one by one).
pub(crate) const NANOS_PER_FILTER_BYTE: f64 = 1.0;

/// What one probe of `spec`'s filter costs, in nanoseconds.
pub(crate) fn nanos_per_probe(spec: &ExperimentSpec) -> f64 {
    if spec.m as f64 / 8.0 > CACHED_FILTER_BYTES {
        NANOS_PER_UNCACHED_PROBE
    } else {
        NANOS_PER_PROBE
    }
}

/// Seconds a run of `spec` is expected to take on [`ESTIMATE_CORES`]:
/// its probes (slower when the filter does not fit the caches) and
/// clearing the filters it builds.
pub fn expected_seconds(spec: &ExperimentSpec) -> f64 {
    let bytes = spec.m as f64 / 8.0;
    let per_probe = nanos_per_probe(spec);
    let filters = if spec.uses_fresh_filters() {
        (expected_queries(spec) / spec.queries_per_filter() as f64).ceil()
    } else {
        1.0
    };
    (expected_probes(spec) * per_probe + filters * bytes * NANOS_PER_FILTER_BYTE) * 1e-9
        / ESTIMATE_CORES
}

/// Check the experiment at `path`: its fields, the engine's limits and
/// the time it should take.
pub(super) fn check(issues: &mut Vec<Issue>, path: &NodePath, experiment: &StepExperiment) {
    if let Some(names) = &experiment.shows {
        check_shows(issues, path, names, experiment.structures.is_some());
    }
    let specs = match experiment.checked_specs() {
        Ok(specs) => specs,
        Err((field, message)) => {
            issues.push(issue(path.key(field), message));
            return;
        }
    };
    // Both hashings share every limit: the first one speaks for them.
    if let Err(err) = specs[0].validate(DEFAULT_MAX_MEMORY) {
        issues.push(issue(
            path.clone(),
            msg!("check-experiment-cannot-run", why = engine_error(&err)),
        ));
        return;
    }
    let seconds: f64 = specs.iter().map(expected_seconds).sum();
    let probes: f64 = specs.iter().map(expected_probes).sum();
    if seconds > MAX_EXPECTED_SECONDS {
        issues.push(issue(
            path.clone(),
            msg!(
                "check-experiment-too-slow",
                seconds = format!("{seconds:.0}"),
                probes = format!("{probes:.2e}"),
                nanos = nanos_per_probe(&specs[0]).to_string(),
                limit = MAX_EXPECTED_SECONDS.to_string()
            ),
        ));
        return;
    }
    // A rate the query cap cannot measure: the run would query to the
    // cap and find next to no false positives.
    if let Err(err) = crate::experiment::budget::check_measurable(
        specs[0].fp_exact(),
        specs[0].precision,
        specs[0].confidence,
        specs[0].max_queries,
    ) {
        issues.push(issue(
            path.clone(),
            msg!(
                "check-experiment-measures-nothing",
                why = engine_problem(&err.problem)
            ),
        ));
    }
}
