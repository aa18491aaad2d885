//! Printing measured outcomes: `bloomlab experiment` and the measured
//! `bloomlab table` as text, CSV or JSON. The numbers and the verdicts all
//! come from the library's [`Outcome`]; only the layout is decided here.

use std::io::Write;

use bloomlab::experiment::{FamilyVerdicts, IntervalMethod, Outcome, family_verdicts};
use bloomlab::sizing;
use bloomlab::units::{csv_float, format_bytes, format_count, format_percent_short, format_sig};

use super::experiment::{IntervalArg, MeasureArgs};
use super::{CliError, Format, write_json};

#[derive(serde::Serialize)]
struct JsonRow<'a> {
    fp_target: Option<f64>,
    m_bits: u64,
    k: u32,
    n: u64,
    hashing: &'static str,
    bits_per_element: f64,
    bytes: u64,
    fp_predicted: f64,
    fp_exact: f64,
    fp_measured: f64,
    ci_low: f64,
    ci_high: f64,
    queries: u64,
    false_positives: u64,
    filters: u64,
    /// The row's own test.
    p_value: f64,
    p_value_bloom: f64,
    /// Holm-adjusted over the run's rows: what the verdict is decided on.
    p_value_adjusted: f64,
    verdict: &'a str,
    fill_ratio: f64,
    design_effect: f64,
    reached_precision: bool,
    seconds: f64,
    /// The kind of filter measured: a key added after the others, so that
    /// the existing keys keep their places (JSON only; CSV and text are as
    /// they were).
    filter: &'static str,
}

#[derive(serde::Serialize)]
struct JsonReport<'a> {
    title: &'a str,
    seed: u64,
    precision: Option<f64>,
    confidence: f64,
    interval: IntervalMethod,
    seconds: f64,
    family: FamilySummary,
    rows: Vec<JsonRow<'a>>,
}

/// How the rows' verdicts were decided together.
#[derive(serde::Serialize)]
struct FamilySummary {
    method: &'static str,
    rows: usize,
    rows_differing: usize,
}

/// How many rows differ family-wise.
fn rows_differing(family: &[FamilyVerdicts]) -> usize {
    family
        .iter()
        .filter(|f| f.verdicts.exact == bloomlab::experiment::Verdict::Differs)
        .count()
}

/// The false-positive targets the measured rows were sized for.
pub(super) enum Targets {
    /// The course's sizing table: one target per row.
    CourseTable,
    /// One design, sized for `--p` or given by m and k (no target).
    Design(Option<f64>),
}

pub(super) fn print_outcomes(
    out: &mut dyn Write,
    measure: &MeasureArgs,
    title: &str,
    outcomes: &[Outcome],
    seconds: f64,
    targets: Targets,
) -> Result<(), CliError> {
    let sizing_table = matches!(targets, Targets::CourseTable);
    let targets: Vec<Option<f64>> = match targets {
        Targets::CourseTable => sizing::TABLE_TARGETS.iter().copied().map(Some).collect(),
        Targets::Design(target) => vec![target; outcomes.len()],
    };
    // Every row's verdict is family-wise: the library's rule, which the
    // TUI uses too.
    let family = family_verdicts(outcomes);
    let rows: Vec<JsonRow> = outcomes
        .iter()
        .zip(targets)
        .zip(&family)
        .map(|((o, fp_target), f)| JsonRow {
            fp_target,
            m_bits: o.spec.m,
            k: o.spec.k,
            n: o.spec.n,
            hashing: o.spec.hashing.name(),
            bits_per_element: o.spec.m as f64 / o.spec.n as f64,
            bytes: o.spec.m.div_ceil(8),
            fp_predicted: o.fp_predicted,
            fp_exact: o.fp_exact,
            fp_measured: o.fp_measured,
            ci_low: o.ci_low,
            ci_high: o.ci_high,
            queries: o.queries,
            false_positives: o.false_positives,
            filters: o.filters,
            p_value: o.p_value,
            p_value_bloom: o.p_value_bloom,
            p_value_adjusted: f.p_adjusted,
            verdict: f.verdicts.exact.describe(),
            fill_ratio: o.fill_ratio,
            design_effect: o.design_effect,
            reached_precision: o.reached_precision,
            seconds: o.seconds,
            filter: o.spec.kind.name(),
        })
        .collect();
    match measure.format {
        Format::Json => write_json(
            out,
            &JsonReport {
                title,
                seed: measure.seed,
                precision: outcomes.first().map(|o| o.spec.precision),
                confidence: measure.confidence,
                interval: outcomes
                    .first()
                    .map_or(IntervalMethod::ClopperPearson, |o| o.spec.interval),
                seconds,
                family: FamilySummary {
                    method: "holm",
                    rows: family.len(),
                    rows_differing: rows_differing(&family),
                },
                rows,
            },
        ),
        Format::Csv => {
            // Every row carries the settings too, so a row alone can be rerun.
            writeln!(
                out,
                "fp_target,m_bits,k,n,hashing,bits_per_element,bytes,fp_predicted,fp_exact,fp_measured,ci_low,ci_high,\
                 queries,false_positives,filters,p_value,p_value_bloom,p_value_adjusted,verdict,fill_ratio,design_effect,\
                 reached_precision,seed,precision,confidence,interval,seconds"
            )?;
            let interval = outcomes
                .first()
                .map_or(IntervalMethod::ClopperPearson, |o| o.spec.interval);
            let interval = match interval {
                IntervalMethod::ClopperPearson => "clopper-pearson",
                IntervalMethod::Wilson => "wilson",
            };
            for (r, o) in rows.iter().zip(outcomes) {
                let fields = [
                    r.fp_target.map(csv_float).unwrap_or_default(),
                    r.m_bits.to_string(),
                    r.k.to_string(),
                    r.n.to_string(),
                    r.hashing.to_owned(),
                    csv_float(r.bits_per_element),
                    r.bytes.to_string(),
                    csv_float(r.fp_predicted),
                    csv_float(r.fp_exact),
                    csv_float(r.fp_measured),
                    csv_float(r.ci_low),
                    csv_float(r.ci_high),
                    r.queries.to_string(),
                    r.false_positives.to_string(),
                    r.filters.to_string(),
                    csv_float(r.p_value),
                    csv_float(r.p_value_bloom),
                    csv_float(r.p_value_adjusted),
                    r.verdict.to_owned(),
                    csv_float(r.fill_ratio),
                    csv_float(r.design_effect),
                    r.reached_precision.to_string(),
                    measure.seed.to_string(),
                    csv_float(o.spec.precision),
                    csv_float(measure.confidence),
                    interval.to_owned(),
                    csv_float(r.seconds),
                ];
                writeln!(out, "{}", fields.join(","))?;
            }
            Ok(())
        }
        Format::Text => write_text(
            out,
            measure,
            title,
            &rows,
            (outcomes, &family),
            seconds,
            sizing_table,
        ),
    }
}

/// One column of the text output: header, width (negative: left-aligned)
/// and how to show a row.
type Column = (&'static str, isize, fn(&JsonRow) -> String);

const TABLE_COLUMNS: [Column; 5] = [
    ("target", 7, |r| {
        r.fp_target.map(format_percent_short).unwrap_or_default()
    }),
    ("bits/el", 7, |r| format!("{:.2}", r.bits_per_element)),
    ("k", 3, |r| r.k.to_string()),
    ("m (bits)", 13, |r| format_count(r.m_bits)),
    ("memory", 9, |r| format_bytes(r.bytes)),
];

const EXPERIMENT_COLUMNS: [Column; 5] = [
    ("m (bits)", 11, |r| format_count(r.m_bits)),
    ("k", 3, |r| r.k.to_string()),
    ("n", 9, |r| format_count(r.n)),
    ("hashing", 11, |r| r.hashing.to_owned()),
    // No filter built (a run cancelled before its first): no fill to show.
    ("fill", 6, |r| {
        if r.filters == 0 {
            "—".to_owned()
        } else {
            format!("{:.1}%", r.fill_ratio * 100.0)
        }
    }),
];

const MEASURED_COLUMNS: [Column; 6] = [
    ("Bloom's p", 11, |r| format_sig(r.fp_predicted, 6)),
    ("exact p", 11, |r| format_sig(r.fp_exact, 6)),
    ("measured p [interval]", -34, |r| {
        format!(
            "{} [{}, {}]",
            format_sig(r.fp_measured, 5),
            format_sig(r.ci_low, 4),
            format_sig(r.ci_high, 4)
        )
    }),
    ("queries", 11, |r| format_count(r.queries)),
    ("FPs", 9, |r| format_count(r.false_positives)),
    ("p-value", 8, |r| format_sig(r.p_value, 2)),
];

fn write_text(
    out: &mut dyn Write,
    measure: &MeasureArgs,
    title: &str,
    rows: &[JsonRow],
    (outcomes, family): (&[Outcome], &[FamilyVerdicts]),
    seconds: f64,
    sizing_table: bool,
) -> Result<(), CliError> {
    let confidence = format_percent_short(measure.confidence);
    let method = match measure.interval {
        IntervalArg::ClopperPearson => "Clopper–Pearson",
        IntervalArg::Wilson => "Wilson",
    };
    writeln!(out, "{title}")?;
    writeln!(
        out,
        "seed {}, {confidence} {method} intervals for the average rate of filters like each row's (one filter: \
         widened by the filter-to-filter spread); p-value: two-sided binomial test against the exact rate\n",
        measure.seed
    )?;
    let leading: &[Column] = if sizing_table {
        &TABLE_COLUMNS
    } else {
        &EXPERIMENT_COLUMNS
    };
    let columns: Vec<&Column> = leading.iter().chain(&MEASURED_COLUMNS).collect();
    let cell = |text: &str, width: isize| {
        if width < 0 {
            format!("{text:<w$}", w = width.unsigned_abs())
        } else {
            format!("{text:>w$}", w = width.unsigned_abs())
        }
    };
    let header: Vec<String> = columns
        .iter()
        .map(|(name, width, _)| cell(name, *width))
        .collect();
    writeln!(out, "{}  verdict", header.join("  "))?;
    for ((r, outcome), f) in rows.iter().zip(outcomes).zip(family) {
        let cells: Vec<String> = columns
            .iter()
            .map(|(_, width, show)| cell(&show(r), *width))
            .collect();
        writeln!(
            out,
            "{}  {}{}",
            cells.join("  "),
            r.verdict,
            notes(outcome, f)
        )?;
    }
    writeln!(out, "\n{}", family_line(family, measure.confidence))?;
    let threads = measure.options().threads;
    writeln!(
        out,
        "\nMeasured in {seconds:.2} s on {threads} thread{}.",
        if threads == 1 { "" } else { "s" }
    )?;
    Ok(())
}

/// Where the verdicts reject Bloom's formula (and keep the exact one), say
/// so; and where a cap stopped the run before the interval was narrow
/// enough, say how narrow it got.
fn notes(outcome: &Outcome, family: &FamilyVerdicts) -> String {
    let mut note = String::new();
    if family.verdicts.bloom_rejected {
        note.push_str(&format!(
            "; Bloom's formula is low (p-value {}, adjusted {})",
            format_sig(outcome.p_value_bloom, 2),
            format_sig(family.p_adjusted_bloom, 2)
        ));
    }
    if !outcome.reached_precision {
        let reached = if outcome.fp_measured > 0.0 {
            format!(
                "±{} %",
                format_sig(outcome.relative_half_width() * 100.0, 2)
            )
        } else {
            "no false positive yet".to_owned()
        };
        note.push_str(&format!(
            "; stopped by a cap before ±{} % ({reached})",
            format_sig(outcome.spec.precision * 100.0, 2)
        ));
    }
    note
}

/// The line saying that the verdicts are family-wise and how many differ.
pub(super) fn family_line(family: &[FamilyVerdicts], confidence: f64) -> String {
    let rows = family.len();
    let differing = rows_differing(family);
    format!(
        "Verdicts are family-wise (Holm, {} for the whole run) over {rows} row{}: {differing} differ{} from theory.",
        format_percent_short(1.0 - confidence),
        if rows == 1 { "" } else { "s" },
        if differing == 1 { "s" } else { "" },
    )
}
