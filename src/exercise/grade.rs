//! Grading: drive a program through an exercise's configurations and
//! judge what it answers.
//!
//! What can be measured from outside, with the experiments' statistics:
//!
//! - every added key answers 1 (a key that answers 0 is a false negative,
//!   named);
//! - the rate of keys never added that answer 1, against the structure's
//!   exact rate, with the filter-to-filter spread in the effective sample
//!   size (as the experiments do), tested two-sided and judged family-wise
//!   over all the rates of the run by Holm's method at [`LEVEL`];
//! - for a counting filter: removed keys answer 1 only as often as keys
//!   never added would (the exact rate for the keys left), the keys left
//!   keep answering 1, and counters pushed past 15 neither wrap nor
//!   let another key go when the key that filled them is removed;
//! - the bits the program reports against what m cells need;
//! - the time taken, beside the reference implementation's on the same
//!   workload (the same protocol, the same machine).

use std::collections::HashSet;
use std::fmt::Write as _;
use std::time::{Duration, Instant};

use rand::{Rng, SeedableRng};

use super::protocol::{Expected, Failure, Limits, Session};
use super::{Config, Exercise, Structure};
use crate::experiment::family::holm_adjusted;
use crate::experiment::stats::{binomial_test, clopper_pearson};

/// The family-wise level: a correct filter fails a grading by chance in
/// at most 1 run in 1,000.
pub const LEVEL: f64 = 0.001;
/// The interval shown with a measured rate.
pub const CONFIDENCE: f64 = 0.95;
/// Keys asked per batch before `sync`: the answers waiting never exceed
/// what the reading side holds, so nothing blocks.
pub const BATCH: usize = 1024;
/// Keys added or removed per write.
const WRITE_CHUNK: usize = 4096;
/// False negatives named in a report.
pub const NAMED_KEYS: usize = 5;
/// The counting filter's saturation test: its filter and how often the
/// one key is added.
pub const SATURATION_M: u64 = 64;
pub const SATURATION_K: u32 = 3;
pub const SATURATION_ADDS: u64 = 20;
pub const SATURATION_OTHERS: u64 = 40;

/// The program to grade: a command and its arguments.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Program {
    pub command: String,
    pub args: Vec<String>,
}

impl Program {
    /// The command line, as typed (for a report).
    pub fn display(&self) -> String {
        std::iter::once(self.command.as_str())
            .chain(self.args.iter().map(String::as_str))
            .collect::<Vec<_>>()
            .join(" ")
    }
}

/// A rate measured and judged.
#[derive(Clone, Debug, PartialEq)]
pub struct RateCheck {
    pub positives: u64,
    pub asked: u64,
    /// The theory's rate for this structure and shape.
    pub expected: f64,
    /// The interval of the average rate of filters like this one.
    pub low: f64,
    pub high: f64,
    pub p_value: f64,
    /// Holm-adjusted over the run's rates (set once all are measured).
    pub p_adjusted: f64,
}

impl RateCheck {
    pub fn measured(&self) -> f64 {
        if self.asked == 0 {
            0.0
        } else {
            self.positives as f64 / self.asked as f64
        }
    }

    pub fn passed(&self) -> bool {
        self.p_adjusted >= LEVEL
    }

    /// Too many positives rather than too few.
    pub fn high(&self) -> bool {
        self.measured() > self.expected
    }
}

/// Added keys that answered 0.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Missing {
    pub count: u64,
    pub asked: u64,
    /// The first few, as the hex sent.
    pub keys: Vec<String>,
    /// When every missing key was among the last few added (and most of
    /// those were missing): how many of the last it takes.
    pub tail: Option<u64>,
}

/// What one check found.
#[derive(Clone, Debug, PartialEq)]
pub enum Finding {
    /// Every added key answers 1, or some do not.
    Members { config: Config, missing: Missing },
    /// The false-positive rate.
    Rate { config: Config, rate: RateCheck },
    /// The reported memory, against `needed` bits.
    Memory {
        config: Config,
        reported: u64,
        needed: u64,
        allowed: u64,
    },
    /// Removed keys: how often they still answer 1.
    Removed { config: Config, rate: RateCheck },
    /// The keys left after removals still answer 1.
    AfterRemoval { config: Config, missing: Missing },
    /// One key added [`SATURATION_ADDS`] times: whether it answered 1
    /// after 16 additions (a 4-bit counter that wraps answers 0), and
    /// whether other keys were lost when it was removed as often.
    Saturation { wrapped: bool, lost: Missing },
}

impl Finding {
    pub fn passed(&self) -> bool {
        match self {
            Finding::Members { missing, .. } | Finding::AfterRemoval { missing, .. } => {
                missing.count == 0
            }
            Finding::Rate { rate, .. } | Finding::Removed { rate, .. } => rate.passed(),
            Finding::Memory {
                reported,
                needed,
                allowed,
                ..
            } => reported >= needed && reported <= allowed,
            Finding::Saturation { wrapped, lost } => !wrapped && lost.count == 0,
        }
    }
}

/// The grading of one run.
#[derive(Clone, Debug, PartialEq)]
pub struct Grade {
    pub exercise: &'static Exercise,
    pub seed: u64,
    pub findings: Vec<Finding>,
    /// The session stopped early: why (the findings so far are kept).
    pub failure: Option<Failure>,
    /// The program's time for the whole workload.
    pub time: Duration,
    /// The reference implementation's, when it was run.
    pub reference_time: Option<Duration>,
}

impl Grade {
    /// Everything passed and the session ran to its end.
    pub fn passed(&self) -> bool {
        self.failure.is_none() && self.findings.iter().all(Finding::passed)
    }
}

/// Grade `program` on `exercise` with keys drawn from `seed`; when
/// `reference` is given it runs the same workload first, for its time.
pub fn grade(
    exercise: &'static Exercise,
    program: &Program,
    reference: Option<&Program>,
    seed: u64,
    limits: Limits,
) -> Grade {
    let reference_time = reference.and_then(|reference| {
        let mut findings = Vec::new();
        let started = Instant::now();
        run(exercise, reference, seed, limits, &mut findings)
            .ok()
            .map(|()| started.elapsed())
    });
    let mut findings = Vec::new();
    let started = Instant::now();
    let failure = run(exercise, program, seed, limits, &mut findings).err();
    let time = started.elapsed();
    adjust(&mut findings);
    Grade {
        exercise,
        seed,
        findings,
        failure,
        time,
        reference_time,
    }
}

/// Holm's adjustment over every rate of the run.
fn adjust(findings: &mut [Finding]) {
    let raw: Vec<f64> = findings
        .iter()
        .filter_map(|finding| match finding {
            Finding::Rate { rate, .. } | Finding::Removed { rate, .. } => Some(rate.p_value),
            _ => None,
        })
        .collect();
    let mut adjusted = holm_adjusted(&raw).into_iter();
    for finding in findings {
        if let Finding::Rate { rate, .. } | Finding::Removed { rate, .. } = finding {
            rate.p_adjusted = adjusted.next().unwrap_or(1.0);
        }
    }
}

/// The whole workload of an exercise on one program.
fn run(
    exercise: &Exercise,
    program: &Program,
    seed: u64,
    limits: Limits,
    findings: &mut Vec<Finding>,
) -> Result<(), Failure> {
    let mut session = Session::start(&program.command, &program.args, limits)?;
    for (index, config) in exercise.configs.iter().enumerate() {
        let mut rng = rand::rngs::StdRng::seed_from_u64(seed ^ ((index as u64 + 1) << 48));
        run_config(
            &mut session,
            exercise.structure,
            *config,
            &mut rng,
            findings,
        )?;
    }
    if exercise.saturation {
        let mut rng = rand::rngs::StdRng::seed_from_u64(seed ^ (0xff << 48));
        run_saturation(&mut session, &mut rng, findings)?;
    }
    session.finish();
    Ok(())
}

/// `count` distinct keys of 1 to 16 random bytes, none in `taken`.
fn fresh_keys(rng: &mut impl Rng, count: u64, taken: &mut HashSet<Vec<u8>>) -> Vec<String> {
    let mut keys = Vec::with_capacity(count as usize);
    while (keys.len() as u64) < count {
        let len = rng.random_range(1..=16);
        let key: Vec<u8> = (0..len).map(|_| rng.random()).collect();
        if taken.insert(key.clone()) {
            keys.push(hex(&key));
        }
    }
    keys
}

fn hex(bytes: &[u8]) -> String {
    let mut text = String::with_capacity(bytes.len() * 2);
    for byte in bytes {
        let _ = write!(text, "{byte:02x}");
    }
    text
}

/// Send `verb KEY` for every key, in chunks, then `sync` and wait for
/// `done`.
fn send_all(session: &mut Session, verb: &str, keys: &[String]) -> Result<(), Failure> {
    for chunk in keys.chunks(WRITE_CHUNK) {
        let mut text = String::with_capacity(chunk.len() * 40);
        for key in chunk {
            let _ = writeln!(text, "{verb} {key}");
        }
        session.send(text)?;
    }
    session.send("sync\n".into())?;
    session.expect(Expected::Done, "done")
}

/// Ask `has` for every key, a batch at a time; the answers, in order.
fn ask(session: &mut Session, keys: &[String]) -> Result<Vec<bool>, Failure> {
    let mut answers = Vec::with_capacity(keys.len());
    for batch in keys.chunks(BATCH) {
        let mut text = String::with_capacity(batch.len() * 40);
        for key in batch {
            let _ = writeln!(text, "has {key}");
        }
        text.push_str("sync\n");
        session.send(text)?;
        for _ in batch {
            let line = session.read(Expected::Answer)?;
            answers.push(match line.trim() {
                "1" => true,
                "0" => false,
                _ => {
                    return Err(Failure::Malformed {
                        expected: Expected::Answer,
                        line: line.into_bytes(),
                    });
                }
            });
        }
        session.expect(Expected::Done, "done")?;
    }
    Ok(answers)
}

/// The added keys that answered 0.
fn missing(keys: &[String], answers: &[bool]) -> Missing {
    let lost: Vec<usize> = answers
        .iter()
        .enumerate()
        .filter(|(_, present)| !**present)
        .map(|(at, _)| at)
        .collect();
    let count = lost.len() as u64;
    // Every missing key among the last few added, and most of those last
    // few missing: the filter forgets its latest keys.
    let span = lost.first().map_or(0, |&first| keys.len() - first);
    let tail =
        (count > 0 && span * 2 < keys.len() && (count as usize) * 2 >= span).then_some(span as u64);
    Missing {
        count,
        asked: keys.len() as u64,
        keys: lost
            .iter()
            .take(NAMED_KEYS)
            .map(|&at| keys[at].clone())
            .collect(),
        tail,
    }
}

/// A rate measured against the theory's, before the family's adjustment.
fn rate_check(positives: u64, asked: u64, expected: f64, spread: f64) -> RateCheck {
    let variance = expected * (1.0 - expected);
    let effect = if variance > 0.0 {
        1.0 + asked as f64 * spread * spread / variance
    } else {
        1.0
    };
    let (x, trials) = (positives as f64 / effect, asked as f64 / effect);
    let interval = clopper_pearson(x, trials, CONFIDENCE);
    RateCheck {
        positives,
        asked,
        expected,
        low: interval.low,
        high: interval.high,
        p_value: binomial_test(x, trials, expected),
        p_adjusted: 1.0,
    }
}

fn run_config(
    session: &mut Session,
    structure: Structure,
    config: Config,
    rng: &mut impl Rng,
    findings: &mut Vec<Finding>,
) -> Result<(), Failure> {
    let mut taken = HashSet::new();
    let members = fresh_keys(rng, config.n, &mut taken);
    let others = fresh_keys(rng, config.queries, &mut taken);
    session.send(format!("new {} {}\nsync\n", config.m, config.k))?;
    session.expect(Expected::Ok, "ok")?;
    session.expect(Expected::Done, "done")?;
    send_all(session, "add", &members)?;
    session.send("bits\nsync\n".into())?;
    let line = session.read(Expected::Bits)?;
    let reported: u64 = line.trim().parse().map_err(|_| Failure::Malformed {
        expected: Expected::Bits,
        line: line.clone().into_bytes(),
    })?;
    session.expect(Expected::Done, "done")?;
    let needed = config.m * structure.bits_per_cell();
    findings.push(Finding::Memory {
        config,
        reported,
        needed,
        allowed: needed + (needed / 100).max(64),
    });
    let answers = ask(session, &members)?;
    findings.push(Finding::Members {
        config,
        missing: missing(&members, &answers),
    });
    let positives = ask(session, &others)?.iter().filter(|&&yes| yes).count() as u64;
    let (expected, spread) = structure.expected_rate(config.m, config.k, config.n);
    findings.push(Finding::Rate {
        config,
        rate: rate_check(positives, config.queries, expected, spread),
    });
    if config.removed == 0 {
        return Ok(());
    }
    let cut = config.removed.min(config.n) as usize;
    let (removed, kept) = members.split_at(cut);
    send_all(session, "remove", removed)?;
    let answers = ask(session, kept)?;
    findings.push(Finding::AfterRemoval {
        config,
        missing: missing(kept, &answers),
    });
    let positives = ask(session, removed)?.iter().filter(|&&yes| yes).count() as u64;
    let left = config.n - cut as u64;
    let (expected, spread) = structure.expected_rate(config.m, config.k, left);
    findings.push(Finding::Removed {
        config,
        rate: rate_check(positives, cut as u64, expected, spread),
    });
    Ok(())
}

/// One key added 16 times must still answer 1 (a counter at 15 stays at
/// 15); added 20 times, with 40 others beside it, then removed 20 times,
/// none of the others may go (a counter that stopped counting is never
/// lowered, lesson bloom-basics step 9 and the filter's rules).
fn run_saturation(
    session: &mut Session,
    rng: &mut impl Rng,
    findings: &mut Vec<Finding>,
) -> Result<(), Failure> {
    let mut taken = HashSet::new();
    let heavy = fresh_keys(rng, 1, &mut taken);
    let others = fresh_keys(rng, SATURATION_OTHERS, &mut taken);
    session.send(format!("new {SATURATION_M} {SATURATION_K}\nsync\n"))?;
    session.expect(Expected::Ok, "ok")?;
    session.expect(Expected::Done, "done")?;
    let sixteen: Vec<String> = std::iter::repeat_n(heavy[0].clone(), 16).collect();
    send_all(session, "add", &sixteen)?;
    let wrapped = !ask(session, &heavy)?.first().copied().unwrap_or(false);
    let rest = SATURATION_ADDS - 16;
    let more: Vec<String> = std::iter::repeat_n(heavy[0].clone(), rest as usize).collect();
    send_all(session, "add", &more)?;
    send_all(session, "add", &others)?;
    let all: Vec<String> =
        std::iter::repeat_n(heavy[0].clone(), SATURATION_ADDS as usize).collect();
    send_all(session, "remove", &all)?;
    let answers = ask(session, &others)?;
    findings.push(Finding::Saturation {
        wrapped,
        lost: missing(&others, &answers),
    });
    Ok(())
}

/// The number of bits a standard filter with k probes would need to show
/// `rate` with n keys: what a measured rate "looks like". None when no
/// size gives it (a rate of 0 or 1).
pub fn effective_bits(rate: f64, k: u32, n: u64) -> Option<f64> {
    if !(rate > 0.0 && rate < 1.0) || n == 0 {
        return None;
    }
    // fp falls as m grows: bisect on log m.
    let (mut low, mut high) = (1.0f64.ln(), 1e13f64.ln());
    for _ in 0..80 {
        let middle = (low + high) / 2.0;
        let m = middle.exp().round().max(1.0) as u64;
        if crate::theory::fp_exact(m, k, n) > rate {
            low = middle;
        } else {
            high = middle;
        }
    }
    let bits = ((low + high) / 2.0).exp();
    (bits < 1e12).then_some(bits)
}
