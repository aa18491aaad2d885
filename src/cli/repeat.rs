//! `--repeat N`: the same run over seeds seed, seed + 1, …, seed + N − 1,
//! and how often its verdicts said "differs" next to what chance predicts.
//! A correct filter is flagged by a row's own test in about 5 % of rows,
//! and family-wise (Holm) in at most 5 % of runs.

use std::io::Write;

use bloomlab::experiment::{
    Chance, ExperimentSpec, Outcome, RepeatTally, family_verdicts, rough_percent,
};
use bloomlab::figure;
use bloomlab::i18n::{Message, Num};
use bloomlab::lang::Lang;
use bloomlab::units::{csv_float, decimal_mark, format_percent_short, quoted, share_percent};
use bloomlab::{msg, t};

use super::experiment::{MeasureArgs, run_with_progress};
use super::report::csv_text;
use super::report::text_table::{local_percent, significant};
use super::size::{shown, written};
use super::width::{self, Role};
use super::wrap::fitted_here;
use super::{CliError, Format, write_json};

/// The runs accepted: at least one, at most a thousand.
mod text;
use text::write_text;

pub(super) const REPEAT_RANGE: (u32, u32) = (1, 1000);

pub(super) fn parse_repeat(text: &str) -> Result<u32, Message> {
    let (min, max) = REPEAT_RANGE;
    let bad = || {
        msg!(
            "cli-repeat-bad",
            min = Num::Whole(u64::from(min)),
            max = Num::Whole(u64::from(max)),
            got = quoted(text.trim())
        )
    };
    let value: u64 = text.trim().parse().map_err(|_| bad())?;
    match u32::try_from(value) {
        Ok(runs) if (min..=max).contains(&runs) => Ok(runs),
        _ => Err(bad()),
    }
}

/// One row's tally over the runs.
#[derive(serde::Serialize, Clone, Default)]
struct RowTally {
    label: String,
    m_bits: u64,
    k: u32,
    n: u64,
    hashing: &'static str,
    runs: u32,
    /// Runs where the row's own test (raw p-value) rejected the exact rate.
    differs_raw: u32,
    /// Runs where the family-wise verdict said "differs".
    differs_family: u32,
    /// What chance predicts for the raw count: level × runs.
    expected_raw: f64,
}

#[derive(serde::Serialize)]
struct Whole {
    runs: u32,
    rows_tested: u64,
    rows_differing_raw: u64,
    /// level × rows tested.
    expected_raw: f64,
    /// Runs with some row flagged on its own (its raw p-value below the
    /// level), and the share of runs chance flags so were the rows
    /// independent: 1 − (1 − level)^rows.
    runs_differing_raw: u32,
    chance_run_raw: f64,
    runs_differing_family: u32,
    /// Family-wise, chance flags at most this many runs (level × runs).
    at_most_family: f64,
    level: f64,
    /// The raw count against chance: a binomial test against the level.
    raw_against_chance: Chance,
    /// The rows' raw p-values in ten bins from 0 to 1: about level when
    /// every row is correct.
    p_value_histogram: Vec<usize>,
}

/// One row of one seed's run, as it was measured and judged in that run.
#[derive(serde::Serialize)]
struct SeedRow<'a> {
    row: &'a str,
    m_bits: u64,
    k: u32,
    n: u64,
    hashing: &'static str,
    filter: &'static str,
    fp_predicted: f64,
    fp_exact: f64,
    fp_measured: f64,
    ci_low: f64,
    ci_high: f64,
    queries: u64,
    false_positives: u64,
    p_value: f64,
    /// Holm-adjusted over that run's rows.
    p_value_adjusted: f64,
    verdict: &'static str,
}

/// One seed's run: every row of it.
#[derive(serde::Serialize)]
struct SeedRun<'a> {
    seed: u64,
    rows: Vec<SeedRow<'a>>,
}

#[derive(serde::Serialize)]
struct Report<'a> {
    title: &'a str,
    seed_first: u64,
    seed_last: u64,
    method: &'static str,
    seconds: f64,
    rows: &'a [RowTally],
    whole: &'a Whole,
    /// Every seed's rows, in the order run.
    runs: Vec<SeedRun<'a>>,
}

/// The rows of each seed's run, with their verdicts decided family-wise
/// within that run.
fn seed_runs<'a>(labels: &'a [String], runs: &[Vec<Outcome>]) -> Vec<SeedRun<'a>> {
    runs.iter()
        .map(|outcomes| {
            let family = family_verdicts(outcomes);
            SeedRun {
                seed: outcomes.first().map_or(0, |o| o.spec.seed),
                rows: outcomes
                    .iter()
                    .zip(&family)
                    .zip(labels)
                    .map(|((o, f), label)| SeedRow {
                        row: label,
                        m_bits: o.spec.m,
                        k: o.spec.k,
                        n: o.spec.n,
                        hashing: o.spec.hashing.name(),
                        filter: o.spec.kind.name(),
                        fp_predicted: o.fp_predicted,
                        fp_exact: o.fp_exact,
                        fp_measured: o.fp_measured,
                        ci_low: o.ci_low,
                        ci_high: o.ci_high,
                        queries: o.queries,
                        false_positives: o.false_positives,
                        p_value: o.p_value,
                        p_value_adjusted: f.p_adjusted,
                        verdict: f.verdicts.exact.describe(),
                    })
                    .collect(),
            }
        })
        .collect()
}

/// A count chance predicts (level × runs), without the float noise of
/// 1 − 0.95 (0.15, not 0.15000000000000013).
fn clean(value: f64) -> f64 {
    (value * 1e9).round() / 1e9
}

/// The CSV's columns: one table in long form. `record` says what a line
/// is: `run` (one row of one seed's run), `tally` (one row over all
/// runs) or `all` (the whole); the columns that do not apply to it are
/// empty (docs/data.md).
const CSV_HEADER: &str = "record,seed,row,m_bits,k,n,hashing,filter,fp_predicted,fp_exact,fp_measured,\
    ci_low,ci_high,queries,false_positives,p_value,p_value_adjusted,verdict,\
    runs,differs_raw,differs_family,expected_raw,seed_first,seed_last";

/// Run `specs` once per seed and print every seed's rows and the
/// tallies. `labels` name the rows.
pub(super) fn run_repeats(
    out: &mut dyn Write,
    measure: &MeasureArgs,
    lang: Lang,
    title: &str,
    specs: &[ExperimentSpec],
    (labels, targets): (&[String], &[Option<f64>]),
) -> Result<(), CliError> {
    let runs = measure.repeat;
    let level = clean(1.0 - measure.confidence);
    let (measured, tally, seconds) = measure_seeds(measure, specs, lang)?;
    let seed_first = specs.first().map_or(measure.seed, |s| s.seed);
    let repeated = Repeated {
        title,
        specs,
        labels,
        targets,
        seed_first,
        seed_last: seed_first.wrapping_add(u64::from(runs) - 1),
        seconds,
        tallies: row_tallies(specs, labels, runs, level, &tally),
        whole: whole(&tally, runs, level),
        measured,
    };
    match measure.format {
        Format::Json => write_json(
            out,
            &Report {
                title,
                seed_first: repeated.seed_first,
                seed_last: repeated.seed_last,
                method: "holm",
                seconds,
                rows: &repeated.tallies,
                whole: &repeated.whole,
                runs: seed_runs(labels, &repeated.measured),
            },
        )?,
        Format::Csv => write_csv(out, &repeated)?,
        Format::Text => write_text(out, &repeated, lang, measure.wide)?,
    }
    super::plot::save_in(lang, measure.plot.as_deref(), || {
        figure::build::repeats(lang, labels, &repeated.measured)
    })
}

/// What the repeats measured and tallied, for whichever format prints it.
struct Repeated<'a> {
    title: &'a str,
    specs: &'a [ExperimentSpec],
    labels: &'a [String],
    /// Each row's target, where the row was sized for one.
    targets: &'a [Option<f64>],
    seed_first: u64,
    seed_last: u64,
    seconds: f64,
    /// Every seed's outcomes, in the order run.
    measured: Vec<Vec<Outcome>>,
    tallies: Vec<RowTally>,
    whole: Whole,
}

/// Each seed's run of `specs` (seed, seed + 1, …), with the verdicts
/// tallied as they come and the seconds measuring took.
fn measure_seeds(
    measure: &MeasureArgs,
    specs: &[ExperimentSpec],
    lang: Lang,
) -> Result<(Vec<Vec<Outcome>>, RepeatTally, f64), CliError> {
    let runs = measure.repeat;
    let mut tally = RepeatTally::new(specs.len());
    let mut seconds = 0.0;
    let mut measured: Vec<Vec<Outcome>> = Vec::with_capacity(runs as usize);
    for run in 0..runs {
        let specs: Vec<ExperimentSpec> = specs
            .iter()
            .map(|spec| ExperimentSpec {
                seed: spec.seed.wrapping_add(u64::from(run)),
                ..spec.clone()
            })
            .collect();
        let (outcomes, took) =
            run_with_progress(specs, &measure.options(), measure.cap.max_memory, lang)?;
        seconds += took;
        tally.add_run(&outcomes.iter().cloned().map(Some).collect::<Vec<_>>());
        measured.push(outcomes);
    }
    Ok((measured, tally, seconds))
}

/// Each row's counts of "differs" over the runs, beside what chance
/// predicts for it.
fn row_tallies(
    specs: &[ExperimentSpec],
    labels: &[String],
    runs: u32,
    level: f64,
    tally: &RepeatTally,
) -> Vec<RowTally> {
    specs
        .iter()
        .zip(labels)
        .zip(tally.raw.iter().zip(&tally.family))
        .map(|((spec, label), (raw, family))| RowTally {
            label: label.clone(),
            m_bits: spec.m,
            k: spec.k,
            n: spec.n,
            hashing: spec.hashing.name(),
            runs,
            differs_raw: *raw as u32,
            differs_family: *family as u32,
            expected_raw: clean(level * f64::from(runs)),
        })
        .collect()
}

/// The whole of the runs: the "differs" counts over every row and run,
/// beside what chance allows.
fn whole(tally: &RepeatTally, runs: u32, level: f64) -> Whole {
    let summary = tally.summary(level);
    Whole {
        runs,
        rows_tested: summary.rows_tested as u64,
        rows_differing_raw: summary.rows_differing_raw as u64,
        expected_raw: clean(summary.expected_raw),
        runs_differing_raw: summary.runs_differing_raw as u32,
        chance_run_raw: summary.chance_run_raw,
        runs_differing_family: summary.runs_differing_family as u32,
        at_most_family: summary.at_most_family,
        level,
        raw_against_chance: summary.chance,
        p_value_histogram: summary.histogram,
    }
}

/// The CSV: a `run` line per row of each seed's run, a `tally` line per
/// row, and one `all` line ([`CSV_HEADER`]).
fn write_csv(out: &mut dyn Write, repeated: &Repeated) -> Result<(), CliError> {
    let Repeated {
        seed_first,
        seed_last,
        ref whole,
        ..
    } = *repeated;
    writeln!(out, "{CSV_HEADER}")?;
    for run in seed_runs(repeated.labels, &repeated.measured) {
        for r in &run.rows {
            let fields = [
                "run".to_owned(),
                run.seed.to_string(),
                csv_text(r.row),
                r.m_bits.to_string(),
                r.k.to_string(),
                r.n.to_string(),
                r.hashing.to_owned(),
                r.filter.to_owned(),
                csv_float(r.fp_predicted),
                csv_float(r.fp_exact),
                csv_float(r.fp_measured),
                csv_float(r.ci_low),
                csv_float(r.ci_high),
                r.queries.to_string(),
                r.false_positives.to_string(),
                csv_float(r.p_value),
                csv_float(r.p_value_adjusted),
                r.verdict.to_owned(),
            ];
            writeln!(out, "{},,,,,,", fields.join(","))?;
        }
    }
    for (t, spec) in repeated.tallies.iter().zip(repeated.specs) {
        writeln!(
            out,
            "tally,,{},{},{},{},{},{},,,,,,,,,,,{},{},{},{},{seed_first},{seed_last}",
            csv_text(&t.label),
            t.m_bits,
            t.k,
            t.n,
            t.hashing,
            spec.kind.name(),
            t.runs,
            t.differs_raw,
            t.differs_family,
            csv_float(t.expected_raw)
        )?;
    }
    writeln!(
        out,
        "all,,,,,,,,,,,,,,,,,,{},{},{},{},{seed_first},{seed_last}",
        whole.runs,
        whole.rows_differing_raw,
        whole.runs_differing_family,
        csv_float(whole.expected_raw)
    )?;
    Ok(())
}

/// A short name for a row: its target, or its shape, in `lang` (English
/// where CSV or JSON carries it).
pub(super) fn label(spec: &ExperimentSpec, target: Option<f64>, lang: Lang) -> String {
    match target {
        Some(target) => t!(
            lang,
            "rep-label-target",
            target = decimal_mark(lang, format_percent_short(target))
        ),
        None => t!(
            lang,
            "rep-label-shape",
            m = spec.m.to_string(),
            k = spec.k,
            n = spec.n.to_string(),
            hashing = spec.hashing.name()
        ),
    }
}
