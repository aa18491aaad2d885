//! A grading in words: what passed, what failed, what the numbers say and
//! which lesson step explains it, in either language. Every text from the
//! program (its answers, its standard error, the keys) is escaped.

use super::grade::{Finding, Grade, LEVEL, Missing, RateCheck, effective_bits};
use super::protocol::{Expected, Failure};
use super::{Config, StepRef, Structure};
use crate::content::Catalog;
use crate::i18n::Message;
use crate::lang::Lang;
use crate::t;
use crate::units;
use crate::untrusted::printable_line;

mod failure;
pub use failure::failure_lines;

/// Lines of standard error shown after a crash.
const STDERR_LINES: usize = 12;
/// A 16-bit hash reaches this many bits.
const SIXTEEN_BITS: f64 = 65_536.0;

/// The lesson steps a report points at, by what they explain.
pub mod steps {
    use super::StepRef;

    /// «Look up «mango»»: why a «no» is always right (the wrap-up at step
    /// 19 only restates it).
    pub const NO_FALSE_NEGATIVES: StepRef = StepRef {
        lesson: "bloom-basics",
        step: 4,
    };
    /// The same step for a lookup that answers 1 when any of a key's
    /// bits is set, or that reads only one of them: its answer says a
    /// lookup needs all k bits at 1, and that one 0 proves the word
    /// absent («mango», whose bit 10 is 1 and bit 4 is 0, is the lookup
    /// of one bit gone wrong).
    pub const LOOKUP_NEEDS_ALL: StepRef = NO_FALSE_NEGATIVES;
    pub const EXACT_RATE: StepRef = StepRef {
        lesson: "bloom-formula",
        step: 9,
    };
    pub const ONE_HASH: StepRef = StepRef {
        lesson: "bloom-formula",
        step: 18,
    };
    pub const ONE_PROBE: StepRef = StepRef {
        lesson: "bloom-formula",
        step: 1,
    };
    pub const SIZING: StepRef = StepRef {
        lesson: "bloom-basics",
        step: 10,
    };
    pub const COUNTER_MEMORY: StepRef = StepRef {
        lesson: "bloom-alternatives",
        step: 2,
    };
    pub const REMOVE: StepRef = StepRef {
        lesson: "bloom-basics",
        step: 8,
    };
    pub const CLEARED_BITS: StepRef = StepRef {
        lesson: "bloom-basics",
        step: 6,
    };
    pub const COUNTER_LIMIT: StepRef = StepRef {
        lesson: "bloom-basics",
        step: 9,
    };
    pub const BLOCKS: StepRef = StepRef {
        lesson: "bloom-alternatives",
        step: 3,
    };
    pub const FAMILY: StepRef = StepRef {
        lesson: "bloom-formula",
        step: 15,
    };

    /// Every step a report may name (a test checks each exists).
    pub const ALL: [StepRef; 11] = [
        NO_FALSE_NEGATIVES,
        EXACT_RATE,
        ONE_HASH,
        ONE_PROBE,
        SIZING,
        COUNTER_MEMORY,
        REMOVE,
        CLEARED_BITS,
        COUNTER_LIMIT,
        BLOCKS,
        FAMILY,
    ];
}

/// "lesson «…», step N «…»", from the built-in course in `lang`; None
/// when the course has no such step.
pub fn step_title(catalog: &Catalog, step: StepRef, lang: Lang) -> Option<String> {
    let lesson = &catalog.lesson(step.lesson, lang)?.lesson;
    let title = &lesson.steps.get(step.step.checked_sub(1)?)?.title;
    // The title goes inside quotes: its own become the inner pair
    // («Añadir “uva”», “Add ‘uva’”).
    let title = lang.quote(title);
    Some(t!(
        lang,
        "ex-see-step",
        lesson = lesson.title.as_str(),
        step = step.step,
        title = title
    ))
}

/// Several steps as [`step_title`] words one, joined («…, y en la
/// lección …»); None when the course lacks any of them.
pub fn steps_title(catalog: &Catalog, steps: &[StepRef], lang: Lang) -> Option<String> {
    let titles = steps
        .iter()
        .map(|&step| step_title(catalog, step, lang))
        .collect::<Option<Vec<_>>>()?;
    titles
        .into_iter()
        .reduce(|first, second| t!(lang, "ex-see-steps-and", first = first, second = second))
}

/// Bytes from the program, for a terminal: text with its controls escaped,
/// or, when it is not UTF-8, every byte outside printable ASCII as `\xNN`.
pub fn escaped_bytes(bytes: &[u8]) -> String {
    match std::str::from_utf8(bytes) {
        Ok(text) => printable_line(text).into_owned(),
        Err(_) => bytes.escape_ascii().to_string(),
    }
}

/// A filter's heading: m counts bits, or a counting filter's counters
/// (positions, 4 bits each: reader 40, es 5.1), as the lesson says.
fn shape(lang: Lang, config: &Config, structure: Structure) -> String {
    t!(
        lang,
        "ex-shape",
        cells = cells(structure),
        m = units::count(lang, config.m),
        k = config.k,
        n = units::count(lang, config.n)
    )
}

/// What m counts in `structure`, as the catalogue selects it: a counting
/// filter's counters, or bits.
fn cells(structure: Structure) -> &'static str {
    match structure {
        Structure::Counting => "counters",
        Structure::Bloom | Structure::Blocked => "bits",
    }
}

/// A p-value as the Experiments screen writes it: two significant
/// digits (0,98; 0,055), «below 0.0001» under it.
fn p_value(lang: Lang, p: f64) -> String {
    crate::experiment::explain::p_text(lang, p)
}

fn seconds(lang: Lang, time: std::time::Duration) -> String {
    time_in_seconds(lang, time.as_secs_f64())
}

/// A grading's time in seconds as its report writes it, with
/// [`TIME_DECIMALS`] decimals: `results` lists a grading with the same
/// figure `grade` printed («0,156 s», not «0 s»: reader 43, es 5.4).
pub fn time_in_seconds(lang: Lang, seconds: f64) -> String {
    units::grouped_fixed(lang, seconds, TIME_DECIMALS)
}

/// Decimals of a time in the report: milliseconds, on every run, with a
/// reference time beside it or not («0,27 s», «1,05 s» and «0,403 s» on
/// three runs read as three precisions: reader 42, es 5.2).
const TIME_DECIMALS: usize = 3;

/// The program's time, the reference's and how many times as long the
/// program took, as the report writes them: both times with the same
/// decimals, [`TIME_DECIMALS`], more only when the shorter is under 10
/// ms and needs them for two significant digits, and the ratio of the two times as shown, so it
/// follows from them («0,76 s … 0,20 s … 3,8 veces», not «0,76 … 0,2 …
/// 3,9»: reader 39, es 5.2). None when the reference rounds to 0.
fn times_with_ratio(
    lang: Lang,
    time: std::time::Duration,
    reference: std::time::Duration,
) -> Option<(String, String, String)> {
    const MOST_DECIMALS: usize = 6;
    let (time, reference) = (time.as_secs_f64(), reference.as_secs_f64());
    let shorter = time.min(reference);
    let decimals = (TIME_DECIMALS..=MOST_DECIMALS)
        .find(|&d| (shorter * 10f64.powi(d as i32)).round() >= 10.0)
        .unwrap_or(MOST_DECIMALS);
    let shown = |value: f64| {
        let scale = 10f64.powi(decimals as i32);
        (value * scale).round() / scale
    };
    let (time, reference) = (shown(time), shown(reference));
    (reference > 0.0).then(|| {
        (
            units::grouped_fixed(lang, time, decimals),
            units::grouped_fixed(lang, reference, decimals),
            units::grouped_fixed(lang, (time / reference * 10.0).round() / 10.0, 1),
        )
    })
}

/// The whole report, line by line.
pub fn lines(grade: &Grade, program: &str, lang: Lang) -> Vec<String> {
    let (catalog, _) = Catalog::builtin();
    let mut out = vec![t!(
        lang,
        "ex-report-title",
        exercise = grade.exercise.title(lang),
        program = printable_line(program).into_owned(),
        seed = grade.seed.to_string()
    )];
    let mut last_config: Option<Config> = None;
    // A rate with one probe per key that is not too high: then a rate too
    // high with several probes points at the probes themselves.
    let k1_passed = grade.findings.iter().any(|finding| {
        matches!(finding, Finding::Rate { config, rate }
            if config.k == 1 && (rate.passed() || !rate.high()))
    });
    for finding in &grade.findings {
        if let Some(config) = config_of(finding)
            && last_config != Some(config)
        {
            out.push(String::new());
            out.push(shape(lang, &config, grade.exercise.structure));
            last_config = Some(config);
        }
        let mark = if finding.passed() {
            t!(lang, "ex-pass")
        } else {
            t!(lang, "ex-fail")
        };
        let (text, step) = finding_words(grade, finding, k1_passed, lang);
        out.push(format!("  {mark} {text}"));
        if !finding.passed()
            && let Some(step) = step.and_then(|s| step_title(&catalog, s, lang))
        {
            out.push(format!("      → {step}"));
        }
    }
    if let Some(failure) = &grade.failure {
        out.push(String::new());
        out.extend(failure_lines(failure, lang));
    }
    out.push(String::new());
    let with_peer = grade
        .reference_time
        .filter(|_| grade.failure.is_none())
        .and_then(|reference| times_with_ratio(lang, grade.time, reference));
    out.push(match with_peer {
        Some((time, reference, ratio)) => t!(
            lang,
            "ex-time-with-peer",
            time = time,
            reference = reference,
            ratio = ratio
        ),
        None => t!(lang, "ex-time", time = seconds(lang, grade.time)),
    });
    let passed = grade.findings.iter().filter(|f| f.passed()).count();
    out.push(String::new());
    out.push(if grade.passed() {
        t!(lang, "ex-verdict-pass", checks = passed)
    } else if grade.failure.is_some() {
        t!(lang, "ex-verdict-stopped", passed = passed)
    } else {
        t!(
            lang,
            "ex-verdict-fail",
            failed = grade.findings.len() - passed,
            checks = grade.findings.len()
        )
    });
    out
}

fn config_of(finding: &Finding) -> Option<Config> {
    match finding {
        Finding::Members { config, .. }
        | Finding::Rate { config, .. }
        | Finding::Memory { config, .. }
        | Finding::Removed { config, .. }
        | Finding::AfterRemoval { config, .. } => Some(*config),
        Finding::Saturation { .. } => None,
    }
}

fn named_keys(missing: &Missing) -> String {
    missing
        .keys
        .iter()
        .map(|key| printable_line(key).into_owned())
        .collect::<Vec<_>>()
        .join(", ")
}

fn missing_words(lang: Lang, missing: &Missing, key_ok: &'static str) -> String {
    if missing.count == 0 {
        return Message::new(key_ok)
            .arg("asked", units::count(lang, missing.asked))
            .in_lang(lang);
    }
    let mut text = t!(
        lang,
        "ex-members-missing",
        count = missing.count,
        // Grouped as «asked» is: «20000 de 20 000» (readers 48, es 4.1).
        shown = units::count(lang, missing.count),
        asked = units::count(lang, missing.asked),
        keys = named_keys(missing)
    );
    if let Some(tail) = missing.tail {
        text.push(' ');
        text.push_str(&t!(
            lang,
            "ex-members-tail",
            count = tail,
            shown = units::count(lang, tail)
        ));
    }
    text
}

fn rate_words(lang: Lang, rate: &RateCheck, key: &'static str) -> String {
    let (low, high) = units::percent_interval(lang, rate.low, rate.high);
    Message::new(key)
        .arg("positives", units::count(lang, rate.positives))
        .arg("asked", units::count(lang, rate.asked))
        .arg("measured", units::percent(lang, rate.measured()))
        .arg("low", low)
        .arg("high", high)
        // The theory's rate with the four digits every screen gives a
        // filter's formula rate (1,004 %; reader 39, es 5.1).
        .arg("expected", units::formula_rate(lang, rate.expected))
        .arg("p", p_value(lang, rate.p_value))
        .arg("adjusted", p_value(lang, rate.p_adjusted))
        .in_lang(lang)
}

/// A finding in words, and the step that explains it when it fails.
fn finding_words(
    grade: &Grade,
    finding: &Finding,
    k1_passed: bool,
    lang: Lang,
) -> (String, Option<StepRef>) {
    match finding {
        Finding::Members { missing, .. } => (
            missing_words(lang, missing, "ex-members-ok"),
            Some(steps::NO_FALSE_NEGATIVES),
        ),
        Finding::Memory {
            config,
            reported,
            needed,
            allowed,
        } => memory_words(grade, config, *reported, (*needed, *allowed), lang),
        Finding::Rate { config, rate } => rate_words_and_step(grade, config, rate, k1_passed, lang),
        Finding::Removed { config, rate } => {
            // A lookup that takes any one counter above 0, or reads only
            // one, answers 1 for removed keys too: the lookup is at
            // fault, not the removal.
            let lookup = lookup_words(grade, config, left(config), rate, lang);
            let (words, step) = if rate.passed() {
                (t!(lang, "ex-removed-ok"), steps::REMOVE)
            } else if let Some(words) = lookup {
                (words, steps::LOOKUP_NEEDS_ALL)
            } else if rate.high() {
                (t!(lang, "ex-removed-still-there"), steps::REMOVE)
            } else {
                (t!(lang, "ex-rate-too-low"), steps::REMOVE)
            };
            let text = format!("{} {words}", rate_words(lang, rate, "ex-removed"));
            (text, Some(step))
        }
        Finding::AfterRemoval { missing, .. } => {
            let mut text = missing_words(lang, missing, "ex-after-removal-ok");
            if missing.count > 0 {
                text.push(' ');
                text.push_str(&t!(lang, "ex-after-removal-lost"));
            }
            (text, Some(steps::CLEARED_BITS))
        }
        Finding::Saturation { wrapped, lost } => {
            let text = if *wrapped {
                t!(lang, "ex-saturation-wrapped")
            } else if lost.count > 0 {
                t!(
                    lang,
                    "ex-saturation-lost",
                    count = lost.count,
                    asked = lost.asked,
                    keys = named_keys(lost)
                )
            } else {
                t!(lang, "ex-saturation-ok", asked = lost.asked)
            };
            (text, Some(steps::COUNTER_LIMIT))
        }
    }
}

/// The reported memory against what the configuration needs and allows,
/// pointing to the sizing step (or, for counters, the counters' memory):
/// m counters of 4 bits, or m bits, as the filter's heading counts them
/// («bits de celdas» read as no Spanish: reader 44).
fn memory_words(
    grade: &Grade,
    config: &Config,
    reported: u64,
    (needed, allowed): (u64, u64),
    lang: Lang,
) -> (String, Option<StepRef>) {
    let key = if reported < needed {
        "ex-memory-too-few"
    } else if reported > allowed {
        "ex-memory-too-many"
    } else {
        "ex-memory-ok"
    };
    let per_cell = grade.exercise.structure.bits_per_cell();
    let text = Message::new(key)
        .arg("reported", units::count(lang, reported))
        // «1 bit reported», not «1 bits» (reader 46).
        .arg("count", reported)
        .arg("needed", units::count(lang, needed))
        .arg("allowed", units::count(lang, allowed))
        .arg("cell", per_cell)
        .arg("m", units::count(lang, config.m))
        .arg("cells", if per_cell > 1 { "counters" } else { "bits" })
        .in_lang(lang);
    let step = if per_cell > 1 {
        steps::COUNTER_MEMORY
    } else {
        steps::SIZING
    };
    (text, Some(step))
}

/// The measured false-positive rate against the exact one, with what a
/// rate too high suggests (too few effective bits, probes that depend on
/// each other) and the step of the course that explains it.
fn rate_words_and_step(
    grade: &Grade,
    config: &Config,
    rate: &RateCheck,
    k1_passed: bool,
    lang: Lang,
) -> (String, Option<StepRef>) {
    let level = format!("{}\u{a0}%", units::decimal(lang, LEVEL * 100.0));
    let mut text = rate_words(lang, rate, "ex-rate");
    let mut step = if grade.exercise.structure == super::Structure::Blocked {
        steps::BLOCKS
    } else {
        steps::EXACT_RATE
    };
    if rate.passed() {
        text.push(' ');
        text.push_str(&t!(lang, "ex-rate-consistent", level = level));
    } else {
        text.push(' ');
        text.push_str(&t!(lang, "ex-rate-differs", level = level));
        if let Some(words) = lookup_words(grade, config, config.n, rate, lang) {
            text.push(' ');
            text.push_str(&words);
            return (text, Some(steps::LOOKUP_NEEDS_ALL));
        }
        let mut sixteen = false;
        if rate.high()
            && let Some(bits) = effective_bits(rate.measured(), config.k, config.n)
        {
            text.push(' ');
            text.push_str(&t!(
                lang,
                "ex-rate-effective",
                bits = units::count(lang, bits.round() as u64),
                m = units::count(lang, config.m)
            ));
            // The rate of fewer bits than the filter has: probes that do
            // not reach every bit alike, which step 1 of lesson 2 explains
            // (as for a 16-bit hash), not the average over all filters
            // (reader 45, en 6.1: `h1 % 1000` with m = 4,096).
            if grade.exercise.structure != super::Structure::Blocked {
                step = steps::ONE_PROBE;
            }
            if config.m as f64 > SIXTEEN_BITS * 1.5 && (bits / SIXTEEN_BITS - 1.0).abs() < 0.15 {
                text.push(' ');
                text.push_str(&t!(lang, "ex-rate-sixteen-bits"));
                step = steps::ONE_PROBE;
                sixteen = true;
            }
        }
        // The exact rate of fewer probes than k: the probes that go
        // missing, not probes that depend on each other (readers 48, es
        // 6.1: k − 1 double-hash probes were called dependent).
        let fewer = (1..config.k).rev().find(|&probes| {
            let (target, _) = grade
                .exercise
                .structure
                .expected_rate(config.m, probes, config.n);
            target > rate.expected * 1.2 && rate_near(rate, target)
        });
        if rate.high() && config.k > 1 && k1_passed && !sixteen {
            text.push(' ');
            if let Some(probes) = fewer {
                text.push_str(&t!(
                    lang,
                    "ex-rate-fewer-probes",
                    probes = probes,
                    k = config.k
                ));
                step = steps::LOOKUP_NEEDS_ALL;
            } else {
                text.push_str(&t!(lang, "ex-rate-probes-depend", k = config.k));
                step = steps::ONE_HASH;
            }
        }
        if !rate.high() {
            text.push(' ');
            text.push_str(&t!(lang, "ex-rate-too-low"));
        }
    }
    (text, Some(step))
}

/// Whether the measured rate is the rate `target`: within a tenth of it,
/// or four standard deviations of its count.
fn rate_near(rate: &RateCheck, target: f64) -> bool {
    let spread = (target * (1.0 - target) / rate.asked.max(1) as f64).sqrt();
    (rate.measured() - target).abs() <= (0.1 * target).max(4.0 * spread)
}

/// The keys a counting filter holds after its removals.
fn left(config: &Config) -> u64 {
    config.n - config.removed.min(config.n)
}

/// Where a rate too high with k > 1 probes is the rate of a lookup that
/// tests the wrong cells, that lookup in words: one that answers 1 when
/// any one of a key's k cells is set, instead of all k (1 − (1 −
/// fill)^k), or one that reads only one of them (fill), both far above
/// fill^k. A student whose `has` tested `any` was told its probes were
/// not independent and sent to double hashing (reader 44, es 6.1: 80,0 %
/// measured, the «any» rate of 1 − (1 − 0,33)⁴), and so was one whose
/// `has` read only the first probe (33,8 % at m = 9973, k = 4, n = 1000,
/// where the fill is 33,04 %; at m = 262 144 it was even told of a
/// 16-bit hash). Said only where the rate named is more than twice the
/// exact rate and the one measured is within a tenth of it, or four
/// standard deviations of its count: probes that depend on each other
/// give rates well under the «any» rate, and a 16-bit hash's
/// is fill^k of its 65,536 bits.
fn lookup_words(
    grade: &Grade,
    config: &Config,
    n: u64,
    rate: &RateCheck,
    lang: Lang,
) -> Option<String> {
    if config.k < 2 || rate.passed() || !rate.high() || rate.asked == 0 {
        return None;
    }
    let matches = |target: f64| target > 2.0 * rate.expected && rate_near(rate, target);
    let structure = grade.exercise.structure;
    let (any, one) = (
        structure.any_bit_rate(config.m, config.k, n),
        structure.one_bit_rate(config.m, config.k, n),
    );
    let key = if matches(any) {
        "ex-rate-any-bit"
    } else if matches(one) {
        "ex-rate-one-bit"
    } else {
        return None;
    };
    Some(
        Message::new(key)
            .arg("k", config.k)
            .arg("cells", cells(structure))
            .arg("any", units::formula_rate(lang, any))
            .arg("fill", units::formula_rate(lang, one))
            .in_lang(lang),
    )
}

#[cfg(test)]
mod tests;
