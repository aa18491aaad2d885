//! `bloomlab compare` as text, in the language asked for: what was
//! measured, the table of structures (the columns that fit) and how the
//! costs were timed.

use std::io::Write;

use bloomlab::experiment::compare::{self, CompareRow, PhaseSeconds};
use bloomlab::filter::FilterKind;
use bloomlab::i18n::Num;
use bloomlab::lang::Lang;
use bloomlab::units::{format_count, formula_rate, target_rate};
use bloomlab::{msg, t};

use super::super::report::text_table::{
    Column, fit_columns, header_cells, local, percent_interval_cell, plus_minus, row_cells,
    verdict_words, widest_verdict,
};
use super::super::wrap::fitted_here;
use super::super::{CliError, width};
use super::{CompareArgs, TimingReport};

/// A target as the text output shows it: the fingerprint filters' rates
/// as fractions with no thousands separator (1/256, 1/65536: a formula),
/// others as percentages.
fn target_label(p: f64, lang: Lang) -> String {
    compare::fingerprint_bits_of(p).map_or_else(
        // A rate too small for a percentage as a chance, never «1·10⁻⁷ %»
        // (reader 42, es 5.1).
        || target_rate(lang, p),
        bloomlab::units::fingerprint_fraction,
    )
}

/// The comparison as text: what it measured, the table, how the costs
/// were timed.
pub(super) fn write_text(
    out: &mut dyn Write,
    args: &CompareArgs,
    rows: &[CompareRow],
    differing: usize,
    (timing, phases): (&TimingReport, &PhaseSeconds),
    lang: Lang,
) -> Result<(), CliError> {
    let heading = msg!(
        "report-compare-heading",
        n = Num::Whole(args.n),
        seed = args.measure.seed.to_string(),
        seconds = super::total_text(phases, lang)
    );
    writeln!(out, "{}", fitted_here(&heading.in_lang(lang)))?;
    let columns = table_columns(args.measure.wide, lang);
    let shown = |id: &str| columns.iter().any(|(column, _)| column.id == id);
    // A legend or a paragraph explains a column only where it is shown.
    let bound = if shown("×bound") {
        t!(lang, "report-compare-legend-bound")
    } else {
        String::new()
    };
    let legend = t!(
        lang,
        "report-compare-legend",
        bound = bound,
        rows = rows.len(),
        differing = differing
    );
    writeln!(out, "{}\n", fitted_here(&legend))?;
    writeln!(
        out,
        "{}",
        header_cells(&columns, lang).join("  ").trim_end()
    )?;
    for row in rows {
        writeln!(
            out,
            "{}",
            row_cells(&columns, row, lang).join("  ").trim_end()
        )?;
    }
    let left_out: Vec<String> = TEXT_COLUMNS
        .iter()
        .filter(|column| !shown(column.id) && column.id != "measured [interval]")
        .map(|column| (column.header)(lang))
        .collect();
    if let Some(note) = width::left_out_note(lang, &left_out) {
        writeln!(out, "{}", fitted_here(&note))?;
    }
    writeln!(out)?;
    let costs_shown = shown("ins ns") || shown("look ns");
    for line in timing.sentences(rows, phases, costs_shown, lang) {
        writeln!(out, "{}", fitted_here(&line))?;
    }
    Ok(())
}

/// The columns that fit, with their widths. Where bits per element or
/// the verdict would be left out, the measured rate is written as the
/// Alternatives tab writes it («0,982 % ±3,9 %») instead of with its
/// whole interval, so that they stay (reader 83, es 1.4).
fn table_columns(wide: bool, lang: Lang) -> Vec<(&'static Column<CompareRow>, isize)> {
    let whole: Vec<&Column<CompareRow>> = TEXT_COLUMNS.iter().collect();
    let columns = fit_columns(&whole, (wide, 0), (lang, &[]), widest_cell);
    let kept = |id: &str| columns.iter().any(|(column, _)| column.id == id);
    if kept("bits/key") && kept("verdict") {
        return columns;
    }
    let compact: Vec<&Column<CompareRow>> = TEXT_COLUMNS
        .iter()
        .map(|column| match column.id {
            "measured [interval]" => &MEASURED_COMPACT,
            _ => column,
        })
        .collect();
    fit_columns(&compact, (wide, 0), (lang, &[]), widest_cell)
}

/// The measured rate and its interval's half-width relative to it, as
/// the Alternatives tab writes them; with no false positive yet, the
/// interval's top as a bound.
static MEASURED_COMPACT: Column<CompareRow> = Column {
    id: "measured ±",
    header: |lang| t!(lang, "exp-alt-measured-rel"),
    width: -16,
    show: |row, lang| {
        let o = &row.outcome;
        plus_minus(lang, (o.fp_measured, o.ci_low, o.ci_high))
    },
};

/// The longest words a cell of the column `id` can hold in `lang`: a
/// structure's name, a verdict.
fn widest_cell(id: &str, lang: Lang) -> usize {
    match id {
        "structure" => FilterKind::ALL
            .iter()
            .map(|kind| kind.short_label(lang).chars().count())
            .max()
            .unwrap_or(0),
        "verdict" => widest_verdict(lang),
        _ => 0,
    }
}

/// The columns of the text table, left out where the table is too wide
/// in `width::DROP_ORDER`.
static TEXT_COLUMNS: [Column<CompareRow>; 11] = [
    Column {
        id: "structure",
        header: |lang| t!(lang, "exp-alt-structure"),
        // As wide as its longest name (`widest_cell`) or its header.
        width: -5,
        show: |row, lang| row.design.kind.short_label(lang).to_owned(),
    },
    Column {
        id: "target",
        header: |lang| t!(lang, "exp-alt-target"),
        width: 8,
        show: |row, lang| {
            row.design.fp_target.map_or_else(
                || t!(lang, "exp-alt-target-exact"),
                |target| target_label(target, lang),
            )
        },
    },
    Column {
        id: "bits/key",
        header: |lang| t!(lang, "report-compare-col-bits"),
        width: 8,
        show: |row, lang| local(lang, format!("{:.2}", row.bits_per_element)),
    },
    Column {
        id: "×bound",
        header: |lang| t!(lang, "exp-alt-bound"),
        width: 6,
        show: |row, lang| {
            compare::shown_bound_ratio(row.bits_per_element, row.bound_ratio)
                .map(|r| local(lang, format!("{r:.2}")))
                .unwrap_or_else(|| "—".to_owned())
        },
    },
    Column {
        id: "measured [interval]",
        header: |lang| t!(lang, "report-compare-col-measured"),
        width: -33,
        show: |row, lang| {
            let o = &row.outcome;
            percent_interval_cell(lang, (o.fp_measured, o.ci_low, o.ci_high))
        },
    },
    Column {
        // The Alternatives tab's name for its own theory's rate (reader
        // 39, es 4.4: «prevista» here, «teoría» there).
        id: "theory",
        header: |lang| t!(lang, "exp-alt-own"),
        width: 10,
        show: |row, lang| formula_rate(lang, row.outcome.fp_exact),
    },
    Column {
        id: "verdict",
        header: |lang| t!(lang, "exp-alt-verdict"),
        width: -22,
        show: |row, lang| verdict_words(lang, row.verdict),
    },
    Column {
        id: "ins ns",
        header: |lang| t!(lang, "report-compare-col-insert"),
        width: 7,
        show: |row, lang| local(lang, format!("{:.1}", row.profile.insert_ns)),
    },
    Column {
        id: "look ns",
        header: |lang| t!(lang, "report-compare-col-lookup"),
        width: 7,
        show: |row, lang| local(lang, format!("{:.1}", row.profile.lookup_ns)),
    },
    Column {
        id: "deletes",
        header: |lang| t!(lang, "exp-alt-deletes"),
        width: 7,
        show: |row, lang| {
            if row.deletes {
                t!(lang, "exp-alt-yes")
            } else {
                t!(lang, "report-no")
            }
        },
    },
    Column {
        id: "failures",
        header: |lang| t!(lang, "report-compare-col-failures"),
        width: 8,
        show: |row, lang| local(lang, format_count(row.profile.failures)),
    },
];
