//! `--repeat N`: the same run over seeds seed, seed + 1, …, seed + N − 1,
//! and how often its verdicts said "differs" next to what chance predicts.
//! A correct filter is flagged by a row's own test in about 5 % of rows,
//! and family-wise (Holm) in at most 5 % of runs.

use std::io::Write;

use bloomlab::experiment::{Chance, ExperimentSpec, RepeatTally, rough_percent};
use bloomlab::units::{csv_float, format_count, format_percent_short};

use super::experiment::{MeasureArgs, run_with_progress};
use super::{CliError, Format, write_json};

/// The runs accepted: at least one, at most a thousand.
pub(super) const REPEAT_RANGE: (u32, u32) = (1, 1000);

pub(super) fn parse_repeat(text: &str) -> Result<u32, String> {
    let (min, max) = REPEAT_RANGE;
    let bad = || {
        format!(
            "must be a whole number of runs from {min} to {} (got {:?})",
            format_count(u64::from(max)),
            text.trim()
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

#[derive(serde::Serialize)]
struct Report<'a> {
    title: &'a str,
    seed_first: u64,
    seed_last: u64,
    method: &'static str,
    seconds: f64,
    rows: &'a [RowTally],
    whole: Whole,
}

/// Run `specs` once per seed and print the tallies. `labels` name the rows.
pub(super) fn run_repeats(
    out: &mut dyn Write,
    measure: &MeasureArgs,
    title: &str,
    specs: &[ExperimentSpec],
    labels: &[String],
) -> Result<(), CliError> {
    let runs = measure.repeat;
    let level = 1.0 - measure.confidence;
    let mut tallies: Vec<RowTally> = specs
        .iter()
        .zip(labels)
        .map(|(spec, label)| RowTally {
            label: label.clone(),
            m_bits: spec.m,
            k: spec.k,
            n: spec.n,
            hashing: spec.hashing.name(),
            runs,
            expected_raw: level * f64::from(runs),
            ..RowTally::default()
        })
        .collect();
    let mut tally = RepeatTally::new(specs.len());
    let mut seconds = 0.0;
    for run in 0..runs {
        let specs: Vec<ExperimentSpec> = specs
            .iter()
            .map(|spec| ExperimentSpec {
                seed: spec.seed.wrapping_add(u64::from(run)),
                ..spec.clone()
            })
            .collect();
        let (outcomes, took) =
            run_with_progress(specs, &measure.options(), measure.cap.max_memory)?;
        seconds += took;
        tally.add_run(&outcomes.into_iter().map(Some).collect::<Vec<_>>());
    }
    for ((row, raw), family) in tallies.iter_mut().zip(&tally.raw).zip(&tally.family) {
        row.differs_raw = *raw as u32;
        row.differs_family = *family as u32;
    }
    let summary = tally.summary(level);
    let chance = summary.chance;
    let histogram = summary.histogram;
    let rows_tested = summary.rows_tested as u64;
    let whole = Whole {
        runs,
        rows_tested,
        rows_differing_raw: summary.rows_differing_raw as u64,
        expected_raw: summary.expected_raw,
        runs_differing_family: summary.runs_differing_family as u32,
        at_most_family: summary.at_most_family,
        level,
        raw_against_chance: chance,
        p_value_histogram: histogram.clone(),
    };
    let seed_first = specs.first().map_or(measure.seed, |s| s.seed);
    let seed_last = seed_first.wrapping_add(u64::from(runs) - 1);
    match measure.format {
        Format::Json => write_json(
            out,
            &Report {
                title,
                seed_first,
                seed_last,
                method: "holm",
                seconds,
                rows: &tallies,
                whole,
            },
        ),
        Format::Csv => {
            writeln!(
                out,
                "row,m_bits,k,n,hashing,runs,differs_raw,differs_family,expected_raw,seed_first,seed_last"
            )?;
            for t in &tallies {
                writeln!(
                    out,
                    "{},{},{},{},{},{},{},{},{},{seed_first},{seed_last}",
                    t.label,
                    t.m_bits,
                    t.k,
                    t.n,
                    t.hashing,
                    t.runs,
                    t.differs_raw,
                    t.differs_family,
                    csv_float(t.expected_raw)
                )?;
            }
            writeln!(
                out,
                "all,,,,,{},{},{},{},{seed_first},{seed_last}",
                whole.runs,
                whole.rows_differing_raw,
                whole.runs_differing_family,
                csv_float(whole.expected_raw)
            )?;
            Ok(())
        }
        Format::Text => {
            let pct = |count: u64, of: u64| format_percent_short(count as f64 / of.max(1) as f64);
            writeln!(out, "{title}")?;
            writeln!(
                out,
                "{runs} runs, seeds {seed_first} to {seed_last}: how often a verdict said \"differs from theory\"\n"
            )?;
            writeln!(
                out,
                "{:<28}  {:>20}  {:>20}  {:>14}",
                "row", "raw (row alone)", "family-wise (Holm)", "chance, raw"
            )?;
            for t in &tallies {
                writeln!(
                    out,
                    "{:<28}  {:>20}  {:>20}  {:>14}",
                    t.label,
                    format!(
                        "{} ({})",
                        t.differs_raw,
                        pct(u64::from(t.differs_raw), u64::from(runs))
                    ),
                    format!(
                        "{} ({})",
                        t.differs_family,
                        pct(u64::from(t.differs_family), u64::from(runs))
                    ),
                    format!("{:.1}", t.expected_raw)
                )?;
            }
            let level_text = format_percent_short(level);
            writeln!(
                out,
                "\nRaw: {} of {} rows tested differ ({}); chance predicts {level_text}, about {:.1}.",
                whole.rows_differing_raw,
                format_count(rows_tested),
                pct(whole.rows_differing_raw, rows_tested),
                whole.expected_raw
            )?;
            writeln!(
                out,
                "Family-wise (Holm): {} of {runs} runs have a row that differs ({}); chance predicts at most {level_text} of runs (≤ {:.1}).",
                whole.runs_differing_family,
                pct(u64::from(whole.runs_differing_family), u64::from(runs)),
                whole.at_most_family
            )?;
            writeln!(out, "{}", chance_sentence(&chance, level))?;
            let bins: Vec<String> = histogram.iter().map(ToString::to_string).collect();
            writeln!(
                out,
                "Raw p-values in tenths from 0 to 1: {} (correct filters spread them evenly, so the counts \
                 should be about level; a pile in the first tenths means real differences).",
                bins.join(" ")
            )?;
            writeln!(out, "\nMeasured in {seconds:.2} s.")?;
            Ok(())
        }
    }
}

/// In words, whether the raw count of "differs" is within chance.
fn chance_sentence(chance: &Chance, level: f64) -> String {
    let level_text = rough_percent(level);
    let tail = rough_percent(chance.p_value.min(1.0));
    if chance.within {
        format!(
            "Within chance: correct filters give a count at least this far from {:.1} in {tail} of repeats (two-sided binomial test against {level_text}).",
            chance.expected
        )
    } else if (chance.count as f64) > chance.expected {
        format!(
            "More than chance: correct filters give a count this far above {:.1} in only {tail} of repeats (two-sided binomial test against {level_text}); some row likely differs from theory.",
            chance.expected
        )
    } else {
        format!(
            "Fewer than chance: correct filters give a count this far below {:.1} in only {tail} of repeats (two-sided binomial test against {level_text}); the test is cautious here.",
            chance.expected
        )
    }
}

/// A short name for a row: its target, or its shape.
pub(super) fn label(spec: &ExperimentSpec, target: Option<f64>) -> String {
    match target {
        Some(target) => format!("target {}", format_percent_short(target)),
        None => format!(
            "m={} k={} n={} {}",
            spec.m,
            spec.k,
            spec.n,
            spec.hashing.name()
        ),
    }
}
