//! Printing measured outcomes: `bloomlab experiment` and the measured
//! `bloomlab table` as text, CSV or JSON. The numbers and the verdicts all
//! come from the library's [`Outcome`]; only the layout is decided here.

use std::io::Write;

use bloomlab::experiment::{FamilyVerdicts, IntervalMethod, Outcome, family_verdicts};
use bloomlab::lang::Lang;
use bloomlab::sizing;
use bloomlab::units::csv_float;

use super::experiment::MeasureArgs;
use super::{CliError, Format, write_json};

mod measured_text;
pub(super) mod text_table;

/// One measured row: the same columns in JSON and CSV (docs/data.md).
#[derive(serde::Serialize)]
struct JsonRow<'a> {
    fp_target: Option<f64>,
    m_bits: u64,
    k: u32,
    n: u64,
    hashing: &'static str,
    /// The kind of filter measured.
    filter: &'static str,
    bits_per_element: f64,
    memory_bytes: u64,
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
    /// The run's settings, on every row so that a row alone can be rerun.
    seed: u64,
    precision: f64,
    confidence: f64,
    interval: &'static str,
    seconds: f64,
}

/// The measured rows' columns, in order (a test checks them against the
/// JSON's keys).
const ROW_COLUMNS: [&str; 28] = [
    "fp_target",
    "m_bits",
    "k",
    "n",
    "hashing",
    "filter",
    "bits_per_element",
    "memory_bytes",
    "fp_predicted",
    "fp_exact",
    "fp_measured",
    "ci_low",
    "ci_high",
    "queries",
    "false_positives",
    "filters",
    "p_value",
    "p_value_bloom",
    "p_value_adjusted",
    "verdict",
    "fill_ratio",
    "design_effect",
    "reached_precision",
    "seed",
    "precision",
    "confidence",
    "interval",
    "seconds",
];

/// Rows as CSV: a header of `columns`, then each row's values of those
/// keys as its JSON has them. Numbers in plain decimals, text quoted
/// where it holds a comma or a quote, and a value the row does not have
/// (null) left empty; a `…_range` pair is two columns. Writing CSV from the JSON rows keeps the two
/// formats' columns the same.
pub(super) fn write_csv_rows<T: serde::Serialize>(
    out: &mut dyn Write,
    columns: &[&str],
    rows: &[T],
) -> Result<(), CliError> {
    let header: Vec<String> = columns
        .iter()
        .flat_map(|column| match column.strip_suffix(RANGE) {
            Some(_) => vec![format!("{column}_low"), format!("{column}_high")],
            None => vec![(*column).to_owned()],
        })
        .collect();
    writeln!(out, "{}", header.join(","))?;
    for row in rows {
        let value = serde_json::to_value(row)?;
        let fields: Vec<String> = columns
            .iter()
            .flat_map(|column| {
                let field = &value[*column];
                match column.strip_suffix(RANGE) {
                    Some(_) => vec![csv_value(&field[0]), csv_value(&field[1])],
                    None => vec![csv_value(field)],
                }
            })
            .collect();
        writeln!(out, "{}", fields.join(","))?;
    }
    Ok(())
}

/// A JSON `[low, high]` pair (a column named `…_range`) is two CSV
/// columns, `…_range_low` and `…_range_high`, so each cell is one number.
const RANGE: &str = "_range";

/// One JSON value as a CSV field.
fn csv_value(value: &serde_json::Value) -> String {
    use serde_json::Value;
    match value {
        Value::Null => String::new(),
        Value::Bool(b) => b.to_string(),
        Value::Number(number) => match (number.as_u64(), number.as_i64(), number.as_f64()) {
            (Some(whole), _, _) => whole.to_string(),
            (None, Some(whole), _) => whole.to_string(),
            (None, None, Some(real)) => csv_float(real),
            (None, None, None) => number.to_string(),
        },
        Value::String(text) => csv_text(text),
        Value::Array(_) | Value::Object(_) => csv_text(&value.to_string()),
    }
}

/// A text field for CSV: quoted when it holds a comma, a quote or a line
/// break.
pub(super) fn csv_text(text: &str) -> String {
    if text.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", text.replace('"', "\"\""))
    } else {
        text.to_owned()
    }
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

/// The measured rows as `--format` asks: JSON and CSV as data (the same
/// in every language), text in `lang`'s words and numbers.
pub(super) fn print_outcomes_in(
    lang: Lang,
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
    let rows = json_rows(outcomes, targets, &family);
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
        Format::Csv => write_csv_rows(out, &ROW_COLUMNS, &rows),
        Format::Text => measured_text::write_text(
            out,
            (measure, lang),
            title,
            &rows,
            (outcomes, &family),
            seconds,
            sizing_table,
        ),
    }
}

/// One row per outcome: its settings, its counts and its verdict, decided
/// with the others (`family`), as JSON and CSV show it.
fn json_rows(
    outcomes: &[Outcome],
    targets: Vec<Option<f64>>,
    family: &[FamilyVerdicts],
) -> Vec<JsonRow<'static>> {
    let interval = match outcomes
        .first()
        .map_or(IntervalMethod::ClopperPearson, |o| o.spec.interval)
    {
        IntervalMethod::ClopperPearson => "clopper-pearson",
        IntervalMethod::Wilson => "wilson",
    };
    outcomes
        .iter()
        .zip(targets)
        .zip(family)
        .map(|((o, fp_target), f)| JsonRow {
            fp_target,
            m_bits: o.spec.m,
            k: o.spec.k,
            n: o.spec.n,
            hashing: o.spec.hashing.name(),
            filter: o.spec.kind.name(),
            bits_per_element: o.spec.m as f64 / o.spec.n as f64,
            memory_bytes: o.spec.m.div_ceil(8),
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
            seed: o.spec.seed,
            precision: o.spec.precision,
            confidence: o.spec.confidence,
            interval,
            seconds: o.seconds,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// CSV and JSON have the same columns: every key of a row's JSON is a
    /// CSV column, and the other way round.
    #[test]
    fn the_csv_columns_are_the_json_keys() {
        let row = JsonRow {
            fp_target: None,
            m_bits: 1,
            k: 1,
            n: 1,
            hashing: "double",
            filter: "standard",
            bits_per_element: 1.0,
            memory_bytes: 1,
            fp_predicted: 0.5,
            fp_exact: 0.5,
            fp_measured: 0.5,
            ci_low: 0.4,
            ci_high: 0.6,
            queries: 10,
            false_positives: 5,
            filters: 1,
            p_value: 1.0,
            p_value_bloom: 1.0,
            p_value_adjusted: 1.0,
            verdict: "consistent with theory",
            fill_ratio: 0.5,
            design_effect: 1.0,
            reached_precision: true,
            seed: 1,
            precision: 0.05,
            confidence: 0.95,
            interval: "wilson",
            seconds: 0.000_012,
        };
        let value = serde_json::to_value(&row).unwrap_or_default();
        let mut keys: Vec<&str> = value
            .as_object()
            .map(|o| o.keys().map(String::as_str).collect())
            .unwrap_or_default();
        keys.sort_unstable();
        let mut columns = ROW_COLUMNS.to_vec();
        columns.sort_unstable();
        assert_eq!(keys, columns);
        let mut csv = Vec::new();
        assert!(write_csv_rows(&mut csv, &ROW_COLUMNS, &[row]).is_ok());
        let csv = String::from_utf8(csv).unwrap_or_default();
        // Plain decimals, an empty field for no target.
        assert!(csv.contains("\n,1,1,1,double,standard,1,1,0.5,"), "{csv}");
        assert!(csv.trim_end().ends_with(",0.000012"), "{csv}");
        assert!(!csv.contains("e-"), "{csv}");
    }
}
