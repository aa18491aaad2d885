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
use bloomlab::units::{csv_float, decimal_mark, format_percent_short, quoted};
use bloomlab::{msg, t};

use super::experiment::{MeasureArgs, run_with_progress};
use super::report::csv_text;
use super::report::text_table::{local_percent, significant};
use super::size::{shown, written};
use super::width::{self, Role};
use super::wrap::fitted_here;
use super::{CliError, Format, write_json};

/// The runs accepted: at least one, at most a thousand.
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

/// The text: a table of each row's counts, then the whole against
/// chance and the spread of the raw p-values.
fn write_text(
    out: &mut dyn Write,
    repeated: &Repeated,
    lang: Lang,
    wide: bool,
) -> Result<(), CliError> {
    let Repeated {
        title,
        seed_first,
        seed_last,
        seconds,
        ref whole,
        ..
    } = *repeated;
    let (runs, level, rows_tested) = (whole.runs, whole.level, whole.rows_tested);
    writeln!(out, "{}", fitted_here(title))?;
    let runs_line = t!(
        lang,
        "rep-repeat-runs",
        runs = runs,
        first = seed_first.to_string(),
        last = seed_last.to_string()
    );
    writeln!(out, "{}\n", fitted_here(&runs_line))?;
    write_tallies(out, repeated, runs, lang, wide)?;
    let level_text = decimal_mark(lang, format_percent_short(level));
    let raw_line = msg!(
        "rep-repeat-raw",
        count = whole.rows_differing_raw,
        rows = Num::Whole(rows_tested),
        share = share(lang, whole.rows_differing_raw, rows_tested),
        level = level_text.as_str(),
        expected = expected(lang, whole.expected_raw)
    );
    writeln!(out, "\n{}", fitted_here(&raw_line.in_lang(lang)))?;
    let family_line = t!(
        lang,
        "rep-repeat-family",
        count = whole.runs_differing_family,
        runs = runs,
        share = share(
            lang,
            u64::from(whole.runs_differing_family),
            u64::from(runs)
        ),
        level = level_text.as_str(),
        at_most = expected(lang, whole.at_most_family)
    );
    writeln!(out, "{}", fitted_here(&family_line))?;
    writeln!(
        out,
        "{}",
        fitted_here(&chance_sentence(&whole.raw_against_chance, level, lang))
    )?;
    let bins: Vec<String> = whole
        .p_value_histogram
        .iter()
        .map(ToString::to_string)
        .collect();
    writeln!(
        out,
        "{}",
        fitted_here(&t!(lang, "rep-repeat-histogram", bins = bins.join(" ")))
    )?;
    let measured = t!(
        lang,
        "rep-repeat-measured",
        seconds = written(lang, format!("{seconds:.2}"))
    );
    writeln!(out, "\n{}", fitted_here(&measured))?;
    Ok(())
}

/// One column of the per-row tally: its id for `width::fit`, its
/// heading, whether it names the row, left-aligned or not, and a row's cell.
struct TallyColumn {
    id: &'static str,
    heading: String,
    names_row: bool,
    left: bool,
    cells: Vec<String>,
}

/// The per-row tally as a table: what the row is (its target, or m, k,
/// n and hashing, each in its column with thousands grouped), how often
/// it differed on its own and family-wise, and what chance alone gives.
/// It fits the width as the measured table does (`width::fit`): the
/// columns that are the same on every row go first, those that tell the
/// rows apart last (reader 40, es 1.6: a label «m=1000000 k=10 …» pushed
/// the counts of k ≥ 10 one column right, and the table ran past 80).
fn write_tallies(
    out: &mut dyn Write,
    repeated: &Repeated,
    runs: u32,
    lang: Lang,
    wide: bool,
) -> Result<(), CliError> {
    let tallies = &repeated.tallies;
    let column = |id, heading: String, names_row, left, cells: Vec<String>| TallyColumn {
        id,
        heading,
        names_row,
        left,
        cells,
    };
    let mut columns = Vec::new();
    if repeated.targets.iter().any(Option::is_some) {
        let cells = repeated
            .targets
            .iter()
            .take(tallies.len())
            .map(|target| {
                target
                    .map(|p| local_percent(lang, format_percent_short(p)))
                    .unwrap_or_default()
            })
            .collect();
        columns.push(column(
            "target",
            t!(lang, "exp-alt-target"),
            true,
            false,
            cells,
        ));
    }
    type Cell = fn(&RowTally, Lang, u32) -> String;
    // (id for `width::fit`, heading, names the row, left-aligned, a row's cell)
    let shaped: [(&str, &str, bool, bool, Cell); 7] = [
        ("m (bits)", "report-col-m", true, false, |t, lang, _| {
            shown(lang, Num::Whole(t.m_bits))
        }),
        ("k", "report-col-k", true, false, |t, _, _| t.k.to_string()),
        ("n", "report-col-n", true, false, |t, lang, _| {
            shown(lang, Num::Whole(t.n))
        }),
        ("hashing", "report-col-hashing", true, true, |t, lang, _| {
            t!(lang, "report-hashing", hashing = t.hashing)
        }),
        (
            "raw",
            "rep-repeat-head-raw",
            false,
            false,
            |t, lang, runs| counted(lang, t.differs_raw, runs),
        ),
        (
            "family-wise",
            "rep-repeat-head-family",
            false,
            false,
            |t, lang, runs| counted(lang, t.differs_family, runs),
        ),
        (
            "chance",
            "rep-repeat-head-chance",
            false,
            false,
            |t, lang, _| expected(lang, t.expected_raw),
        ),
    ];
    columns.extend(shaped.map(|(id, heading, names_row, left, cell)| {
        let cells = tallies.iter().map(|t| cell(t, lang, runs)).collect();
        column(
            id,
            bloomlab::i18n::text(lang, heading),
            names_row,
            left,
            cells,
        )
    }));
    let sized: Vec<(&TallyColumn, usize)> = columns
        .iter()
        .map(|c| {
            let widest = c.cells.iter().map(|cell| cell.chars().count());
            (
                c,
                widest.chain([c.heading.chars().count()]).max().unwrap_or(0),
            )
        })
        .collect();
    let all: Vec<&(&TallyColumn, usize)> = sized.iter().collect();
    let role = |c: &TallyColumn| match c.names_row {
        false => Role::Other,
        true if c.cells.iter().any(|cell| *cell != c.cells[0]) => Role::Varies,
        true => Role::Same,
    };
    let kept = width::fit(&all, wide, 0, |(c, w)| (c.id, *w), |(c, _)| role(c));
    let cell = |c: &TallyColumn, w: usize, text: &str| {
        let w = w as isize;
        width::cell(text, if c.left { -w } else { w })
    };
    let line = |cells: Vec<String>| cells.join("  ").trim_end().to_owned();
    writeln!(
        out,
        "{}",
        line(kept.iter().map(|(c, w)| cell(c, *w, &c.heading)).collect())
    )?;
    for row in 0..tallies.len() {
        writeln!(
            out,
            "{}",
            line(
                kept.iter()
                    .map(|(c, w)| cell(c, *w, &c.cells[row]))
                    .collect()
            )
        )?;
    }
    let left_out: Vec<String> = sized
        .iter()
        .filter(|(c, _)| !kept.iter().any(|(k, _)| k.id == c.id))
        .map(|(c, _)| c.heading.clone())
        .collect();
    if let Some(note) = width::left_out_note(lang, &left_out) {
        writeln!(out, "{}", fitted_here(&note))?;
    }
    Ok(())
}

/// A count of runs and its share of them: «1 (33 %)».
fn counted(lang: Lang, count: u32, runs: u32) -> String {
    format!(
        "{count} ({})",
        share(lang, u64::from(count), u64::from(runs))
    )
}

/// A share of runs or rows as a percentage, as the verdicts' shares are
/// written everywhere (`rough_percent`: «33 %», «1,7 %»), never the raw
/// quotient («33,33333333333333 %»).
fn share(lang: Lang, count: u64, of: u64) -> String {
    local_percent(lang, rough_percent(count as f64 / of.max(1) as f64))
}

/// A count chance predicts (level × runs), to two significant digits,
/// the one rounding every line of the report gives it: 3 × 0,05 reads
/// 0,15 in the column and the Holm line alike (reader 40, es 5.2: «0,1»
/// and «≤ 0,2» for the same quantity).
fn expected(lang: Lang, value: f64) -> String {
    significant(lang, value, 2)
}

/// In words, whether the raw count of "differs" is within chance.
fn chance_sentence(chance: &Chance, level: f64, lang: Lang) -> String {
    if chance.rows_share_keys {
        return t!(lang, "rep-repeat-chance-shared");
    }
    let side = if chance.within {
        "within"
    } else if (chance.count as f64) > chance.expected {
        "above"
    } else {
        "below"
    };
    t!(
        lang,
        "rep-repeat-chance",
        side = side,
        expected = expected(lang, chance.expected),
        tail = decimal_mark(lang, rough_percent(chance.p_value.min(1.0))),
        level = decimal_mark(lang, rough_percent(level))
    )
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
