//! `bloomlab compare`: the alternatives to a Bloom filter measured side by
//! side (the library's [`bloomlab::experiment::compare`]), and with
//! `--crossover` the ranges of target rate where a cuckoo filter takes
//! fewer bits per key than a standard Bloom filter, found exactly
//! ([`bloomlab::experiment::crossover`]).

use std::io::{IsTerminal, Write};
use std::sync::atomic::AtomicBool;

use bloomlab::experiment::compare::{
    self, CompareEvent, CompareRow, CompareSpec, DEFAULT_N, DEFAULT_TARGETS, PhaseSeconds,
};
use bloomlab::experiment::{DEFAULT_PRECISION, RunOptions, Verdict};
use bloomlab::figure;
use bloomlab::filter::FilterKind;
use bloomlab::i18n::Message;
use bloomlab::lang::Lang;
use bloomlab::units::{self, format_count, format_sig};
use bloomlab::{msg, t};
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

use super::experiment::MeasureArgs;
use super::report::text_table::local;
use super::report::write_csv_rows;
use super::{CliError, Format, write_json};

mod crossover_report;
mod targets;
mod text_report;
use crossover_report::print_crossover;
use targets::{Targets, parse_targets};

#[derive(clap::Args, Debug)]
#[command(allow_negative_numbers = true)]
#[command(mut_arg("repeat", |arg| arg
    .hide(true)
    .value_parser(parse_repeat_once)))]
pub(super) struct CompareArgs {
    #[arg(long, default_value_t = DEFAULT_N, value_parser = parse_compare_n)]
    n: u64,
    #[arg(long, value_parser = parse_targets)]
    p: Vec<Targets>,
    #[arg(long, conflicts_with_all = ["p", "precision", "confidence", "max_queries", "interval"])]
    crossover: bool,
    #[command(flatten)]
    measure: MeasureArgs,
}

fn parse_compare_n(text: &str) -> Result<u64, Message> {
    let n = units::parse_count(text)?;
    compare::check_compare_n(n).map_err(|err| err.problem.message())
}

/// `compare` measures each structure once: its hidden `--repeat` takes 1
/// only.
fn parse_repeat_once(text: &str) -> Result<u32, Message> {
    match text.trim().parse::<u32>() {
        Ok(1) => Ok(1),
        _ => Err(msg!("cli-compare-repeat", got = units::quoted(text))),
    }
}

pub(super) fn run(args: &CompareArgs, lang: Lang, out: &mut dyn Write) -> Result<(), CliError> {
    let measure = &args.measure;
    let options = measure.options();
    if args.crossover {
        print_crossover(out, args, lang)?;
        return super::plot::save_in(lang, args.measure.plot.as_deref(), || {
            figure::build::crossover(lang, args.n)
        });
    }
    let targets = if args.p.is_empty() {
        DEFAULT_TARGETS.to_vec()
    } else {
        args.p
            .iter()
            .flat_map(|targets| targets.0.clone())
            .collect()
    };
    // A target the query cap cannot measure is refused before anything
    // is built.
    for p in &targets {
        bloomlab::experiment::budget::check_measurable(
            *p,
            measure.precision.unwrap_or(DEFAULT_PRECISION),
            measure.confidence,
            measure.max_queries,
        )?;
    }
    let spec = CompareSpec {
        n: args.n,
        targets,
        base: measure.base_spec(DEFAULT_PRECISION),
    };
    let rows_total = spec.experiments(options.max_memory)?.len() as u64;
    let Measured {
        rows,
        seconds,
        phases,
    } = measure_rows(&spec, &options, &progress_bar(rows_total, lang), lang)?;
    print_rows(out, args, &rows, (seconds, &phases), lang)?;

    super::plot::save_in(lang, args.measure.plot.as_deref(), || {
        figure::build::compare(lang, &rows)
    })
}

/// The bar on stderr while the rows are measured (hidden when stderr is
/// not a terminal): each row counts twice, once profiled and once
/// measured.
fn progress_bar(rows_total: u64, lang: Lang) -> ProgressBar {
    let bar = ProgressBar::with_draw_target(
        Some(rows_total * 2),
        if std::io::stderr().is_terminal() {
            ProgressDrawTarget::stderr()
        } else {
            ProgressDrawTarget::hidden()
        },
    );
    bar.set_style(
        ProgressStyle::with_template("{prefix} [{bar:30}] {msg}")
            .unwrap_or_else(|_| ProgressStyle::default_bar())
            .progress_chars("=> "),
    );
    bar.set_prefix(t!(lang, "report-compare-progress"));
    bar
}

/// What a comparison measured: its rows, its wall time and the time of
/// each phase.
struct Measured {
    rows: Vec<CompareRow>,
    seconds: f64,
    phases: PhaseSeconds,
}

/// Measure every row, moving `bar` along and clearing it at the end; the
/// first row that failed is the error.
fn measure_rows(
    spec: &CompareSpec,
    options: &RunOptions,
    bar: &ProgressBar,
    lang: Lang,
) -> Result<Measured, CliError> {
    let failures = std::sync::Mutex::new(Vec::new());
    let seconds_cell = std::sync::Mutex::new(0.0);
    let phases = std::sync::Mutex::new(PhaseSeconds::default());
    let sink = |event: CompareEvent| {
        match event {
            CompareEvent::Profiled { .. } => bar.inc(1),
            CompareEvent::Finished { result, .. } => {
                bar.inc(1);
                bar.set_message(t!(
                    lang,
                    "report-compare-progress-measured",
                    structure = result.design.kind.short_label(lang)
                ));
            }
            CompareEvent::Failed { row, message } => failures
                .lock()
                .unwrap_or_else(std::sync::PoisonError::into_inner)
                .push(t!(
                    lang,
                    "report-compare-row-failed",
                    row = row + 1,
                    problem = message.message().in_lang(lang)
                )),
            CompareEvent::AllDone { seconds, .. } => {
                *seconds_cell
                    .lock()
                    .unwrap_or_else(std::sync::PoisonError::into_inner) = seconds;
            }
            CompareEvent::Phases(spent) => {
                *phases
                    .lock()
                    .unwrap_or_else(std::sync::PoisonError::into_inner) = spent;
            }
            CompareEvent::Started { .. } | CompareEvent::Progress(_) => {}
        }
        true
    };
    let rows = compare::compare_blocking(spec, options, &sink, &AtomicBool::new(false))?;
    bar.finish_and_clear();
    if let Some(first) = failures
        .into_inner()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
        .first()
    {
        return Err(CliError::RunFailed(first.clone()));
    }
    Ok(Measured {
        rows,
        seconds: seconds_cell
            .into_inner()
            .unwrap_or_else(std::sync::PoisonError::into_inner),
        phases: phases
            .into_inner()
            .unwrap_or_else(std::sync::PoisonError::into_inner),
    })
}

/// A rate as a percentage to three significant digits (the sweep's
/// targets are not round numbers), without its % sign: the sentence
/// around it places it.
fn percent_3(p: f64, lang: Lang) -> String {
    local(lang, format_sig(p * 100.0, 3))
}

/// One structure's row: the same columns in JSON and CSV, each named for
/// what it is and empty (null) where it does not apply (docs/data.md).
#[derive(serde::Serialize)]
struct JsonRow<'a> {
    structure: &'static str,
    fp_target: Option<f64>,
    /// Bits of a standard or blocked Bloom filter.
    m_bits: Option<u64>,
    /// Counters of a counting filter.
    cells: Option<u64>,
    /// Fingerprint slots of a cuckoo filter.
    slots: Option<u64>,
    /// Bits per fingerprint (cuckoo, xor, binary fuse).
    fingerprint_bits: Option<u32>,
    /// Hash functions of the Bloom filters.
    k: Option<u32>,
    n: u64,
    memory_bytes: u64,
    transient_bytes: u64,
    bits_per_element: f64,
    bound_ratio: Option<f64>,
    fp_measured: f64,
    ci_low: f64,
    ci_high: f64,
    fp_predicted: f64,
    fp_textbook: f64,
    queries: u64,
    false_positives: u64,
    p_value: f64,
    p_value_adjusted: f64,
    verdict: &'a str,
    insert_ns: f64,
    lookup_ns: f64,
    insert_ns_range: [f64; 2],
    lookup_ns_range: [f64; 2],
    deletes: bool,
    failures: u64,
    /// Fraction of bits (or counters) set: the Bloom filters.
    fill: Option<f64>,
    /// Fraction of slots holding a key: cuckoo, xor, binary fuse.
    occupancy: Option<f64>,
    seconds: f64,
    seed: u64,
    confidence: f64,
}

/// `compare`'s columns, in order (a test checks them against the JSON's
/// keys).
const COMPARE_COLUMNS: [&str; 33] = [
    "structure",
    "fp_target",
    "m_bits",
    "cells",
    "slots",
    "fingerprint_bits",
    "k",
    "n",
    "memory_bytes",
    "transient_bytes",
    "bits_per_element",
    "bound_ratio",
    "fp_measured",
    "ci_low",
    "ci_high",
    "fp_predicted",
    "fp_textbook",
    "queries",
    "false_positives",
    "p_value",
    "p_value_adjusted",
    "verdict",
    "insert_ns",
    "lookup_ns",
    "insert_ns_range",
    "lookup_ns_range",
    "deletes",
    "failures",
    "fill",
    "occupancy",
    "seconds",
    "seed",
    "confidence",
];

/// What a structure's m and k are, by kind: (m_bits, cells, slots,
/// fingerprint_bits, k), each None where it does not apply.
type Shape = (
    Option<u64>,
    Option<u64>,
    Option<u64>,
    Option<u32>,
    Option<u32>,
);

fn shape(kind: FilterKind, m: u64, k: u32) -> Shape {
    match kind {
        FilterKind::Standard | FilterKind::Blocked => (Some(m), None, None, None, Some(k)),
        FilterKind::Counting => (None, Some(m), None, None, Some(k)),
        FilterKind::Cuckoo => (None, None, Some(m), Some(k), None),
        FilterKind::Xor8
        | FilterKind::Xor16
        | FilterKind::BinaryFuse8
        | FilterKind::BinaryFuse16 => (None, None, None, Some(k), None),
        FilterKind::HashSet => (None, None, None, None, None),
    }
}

/// The load as what it is for the kind: (fill, occupancy).
fn load(kind: FilterKind, load: f64) -> (Option<f64>, Option<f64>) {
    match kind {
        FilterKind::Standard | FilterKind::Blocked | FilterKind::Counting => (Some(load), None),
        FilterKind::Cuckoo
        | FilterKind::Xor8
        | FilterKind::Xor16
        | FilterKind::BinaryFuse8
        | FilterKind::BinaryFuse16 => (None, Some(load)),
        FilterKind::HashSet => (None, None),
    }
}

impl<'a> From<&'a CompareRow> for JsonRow<'a> {
    fn from(row: &'a CompareRow) -> Self {
        let o = &row.outcome;
        let kind = row.design.kind;
        let (m_bits, cells, slots, fingerprint_bits, k) = shape(kind, row.design.m, row.design.k);
        let (fill, occupancy) = load(kind, row.profile.load);
        JsonRow {
            structure: kind.name(),
            fp_target: row.design.fp_target,
            m_bits,
            cells,
            slots,
            fingerprint_bits,
            k,
            n: row.n,
            memory_bytes: row.profile.bytes,
            transient_bytes: row.profile.transient_bytes,
            bits_per_element: row.bits_per_element,
            bound_ratio: row.bound_ratio,
            fp_measured: o.fp_measured,
            ci_low: o.ci_low,
            ci_high: o.ci_high,
            fp_predicted: o.fp_exact,
            fp_textbook: o.fp_predicted,
            queries: o.queries,
            false_positives: o.false_positives,
            p_value: o.p_value,
            p_value_adjusted: row.p_adjusted,
            verdict: row.verdict.describe(),
            insert_ns: row.profile.insert_ns,
            lookup_ns: row.profile.lookup_ns,
            insert_ns_range: row.profile.timing.insert_ns_range,
            lookup_ns_range: row.profile.timing.lookup_ns_range,
            deletes: row.deletes,
            failures: row.profile.failures,
            fill,
            occupancy,
            seconds: o.seconds,
            seed: o.spec.seed,
            confidence: o.spec.confidence,
        }
    }
}

#[derive(serde::Serialize)]
struct JsonReport<'a> {
    n: u64,
    seed: u64,
    precision: f64,
    confidence: f64,
    seconds: f64,
    family: Family,
    timing: TimingReport,
    phases: &'a PhaseSeconds,
    rows: Vec<JsonRow<'a>>,
}

/// How the costs were timed ([`compare::Timing`]).
#[derive(serde::Serialize)]
struct TimingReport {
    /// The keys each row measured its rate with (the report's own n).
    #[serde(skip)]
    n: u64,
    keys: u64,
    warm_up: usize,
    repeats: usize,
    threads: usize,
    wide_spread: bool,
}

impl TimingReport {
    fn of(n: u64, rows: &[CompareRow]) -> Self {
        TimingReport {
            n,
            keys: compare::timed_keys(n),
            warm_up: 1,
            repeats: compare::TIMED_REPEATS,
            threads: 1,
            wide_spread: rows.iter().any(|row| row.profile.timing.wide()),
        }
    }

    /// The costs' sentences: how they were timed, a warning when their
    /// spread is wide, and where the run's time went.
    /// How the costs were timed (only where their columns are shown) and
    /// where the time went.
    fn sentences(
        &self,
        rows: &[CompareRow],
        phases: &PhaseSeconds,
        costs_shown: bool,
        lang: Lang,
    ) -> Vec<String> {
        let mut lines = Vec::new();
        if costs_shown {
            lines.push(t!(
                lang,
                "cost-timed-at",
                repeats = self.repeats,
                keys = local(lang, format_count(self.keys)),
                fewer = units::fewer_timed(lang, self.keys, self.n)
            ));
        }
        let wide = rows.iter().filter(|row| row.profile.timing.wide()).count();
        if costs_shown && wide > 0 {
            lines.push(t!(
                lang,
                "cost-wide-spread",
                rows = wide,
                factor = local(lang, format!("{}", compare::WIDE_SPREAD))
            ));
        }
        lines.push(t!(
            lang,
            "cost-phases",
            profile = tenths_text(tenths(phases.profile), lang),
            timing = tenths_text(tenths(phases.timing), lang),
            measure = tenths_text(tenths(phases.measure), lang)
        ));
        lines
    }
}

/// Seconds to the tenth, as a whole number of tenths.
fn tenths(seconds: f64) -> u64 {
    (seconds * 10.0).round().max(0.0) as u64
}

/// A number of tenths of a second as the text writes it: «7.4», «7,4».
fn tenths_text(tenths: u64, lang: Lang) -> String {
    local(lang, format!("{}.{}", tenths / 10, tenths % 10))
}

/// The run's time as the text's heading writes it: the sum of its two
/// phases as they are printed, not the wall time rounded on its own,
/// which read «(7.3 s)» over «2.6 s building, 4.8 s measuring» (reader
/// 37, en 5). The library times the phases back to back, so the wall time
/// is their sum; rounding the parts first keeps the sentence's arithmetic
/// right, within 0.1 s of the wall time, which the JSON keeps exact.
fn total_text(phases: &PhaseSeconds, lang: Lang) -> String {
    tenths_text(tenths(phases.profile) + tenths(phases.measure), lang)
}

#[derive(serde::Serialize)]
struct Family {
    method: &'static str,
    rows: usize,
    rows_differing: usize,
}

fn print_rows(
    out: &mut dyn Write,
    args: &CompareArgs,
    rows: &[CompareRow],
    (seconds, phases): (f64, &PhaseSeconds),
    lang: Lang,
) -> Result<(), CliError> {
    let timing = TimingReport::of(args.n, rows);
    let json: Vec<JsonRow> = rows.iter().map(JsonRow::from).collect();
    let differing = rows
        .iter()
        .filter(|row| row.verdict == Verdict::Differs)
        .count();
    match args.measure.format {
        Format::Json => write_json(
            out,
            &JsonReport {
                n: args.n,
                seed: args.measure.seed,
                precision: args.measure.precision.unwrap_or(DEFAULT_PRECISION),
                confidence: args.measure.confidence,
                seconds,
                family: Family {
                    method: "holm",
                    rows: rows.len(),
                    rows_differing: differing,
                },
                timing,
                phases,
                rows: json,
            },
        ),
        Format::Csv => write_csv_rows(out, &COMPARE_COLUMNS, &json),
        Format::Text => {
            text_report::write_text(out, args, rows, differing, (&timing, phases), lang)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Reader 37 (en 5): «(7.3 s)» over «2.6 s building …, 4.8 s
    /// measuring». The heading's total is the sum of the parts printed,
    /// in both languages, ties and carries included.
    #[test]
    fn the_total_is_the_sum_of_the_parts_printed() {
        let timing = TimingReport::of(1_000, &[]);
        for (profile, measure) in [(2.56, 4.76), (0.25, 0.35), (0.049, 0.049), (9.96, 0.04)] {
            let phases = PhaseSeconds {
                profile,
                timing: profile / 2.0,
                measure,
                measure_by_target: Vec::new(),
            };
            for lang in [Lang::En, Lang::Es] {
                let read = |text: &str| text.replace(',', ".").parse::<f64>().unwrap();
                let sentence = timing.sentences(&[], &phases, false, lang).join(" ");
                let parts: Vec<f64> = sentence
                    .split(' ')
                    .filter_map(|word| word.replace(',', ".").parse::<f64>().ok())
                    .collect();
                assert_eq!(parts.len(), 3, "{sentence}");
                let total = read(&total_text(&phases, lang));
                assert!(
                    (parts[0] + parts[2] - total).abs() < 1e-9,
                    "{lang:?}: {total} over {sentence}"
                );
            }
        }
        let phases = PhaseSeconds {
            profile: 2.56,
            timing: 0.3,
            measure: 4.76,
            measure_by_target: Vec::new(),
        };
        assert_eq!(total_text(&phases, Lang::Es), "7,4");
    }
}
