//! The measured rows as text (`experiment`, the measured `table`), in
//! the language asked for: the columns that fit, each row's verdict and
//! notes, and the verdicts of the run together.

use std::io::Write;

use bloomlab::experiment::{FamilyVerdicts, Outcome};
use bloomlab::lang::Lang;
use bloomlab::t;
use bloomlab::units::{
    decimal_mark, format_bytes, format_count, format_percent_short, format_sig, formula_rate,
};

use super::super::experiment::{IntervalArg, MeasureArgs};
use super::super::wrap::{fitted, fitted_here};
use super::super::{CliError, width};
use super::text_table::{
    Column, fit_columns, header_cells, local, local_percent, percent_interval_cell, plus_minus,
    row_cells, significant, verdict_words, widest_verdict,
};
use super::{JsonRow, rows_differing};

/// Room the verdict takes at the end of a line ("consistent with theory").
const VERDICT_WIDTH: usize = 24;

/// The m of a row's filter, in a column `width` wide.
const fn m_column(width: isize) -> Column<JsonRow<'static>> {
    Column {
        id: "m (bits)",
        header: |lang| t!(lang, "report-col-m"),
        width,
        show: |r, lang| local(lang, format_count(r.m_bits)),
    }
}

/// The k of a row's filter.
const K_COLUMN: Column<JsonRow<'static>> = Column {
    id: "k",
    header: |lang| t!(lang, "report-col-k"),
    width: 3,
    show: |r, _| r.k.to_string(),
};

static TABLE_COLUMNS: [Column<JsonRow<'static>>; 5] = [
    Column {
        id: "target",
        header: |lang| t!(lang, "exp-alt-target"),
        width: 7,
        show: |r, lang| {
            r.fp_target
                .map(|p| local_percent(lang, format_percent_short(p)))
                .unwrap_or_default()
        },
    },
    Column {
        id: "bits/el",
        header: |lang| t!(lang, "report-col-bits-per-element"),
        width: 7,
        show: |r, lang| local(lang, format!("{:.2}", r.bits_per_element)),
    },
    K_COLUMN,
    m_column(13),
    Column {
        id: "memory",
        header: |lang| t!(lang, "report-col-memory"),
        width: 9,
        show: |r, lang| decimal_mark(lang, format_bytes(r.memory_bytes)),
    },
];

static EXPERIMENT_COLUMNS: [Column<JsonRow<'static>>; 5] = [
    m_column(11),
    K_COLUMN,
    Column {
        id: "n",
        header: |lang| t!(lang, "report-col-n"),
        width: 9,
        show: |r, lang| local(lang, format_count(r.n)),
    },
    Column {
        id: "hashing",
        header: |lang| t!(lang, "report-col-hashing"),
        width: 11,
        show: |r, lang| t!(lang, "report-hashing", hashing = r.hashing),
    },
    // No filter built (a run cancelled before its first): no fill to show.
    // Three figures and a space before the %, as the Experiments screen's
    // fill column and the rates beside it write them (reader 46: «9.5%»
    // beside «9.516 %», where the screen shows «9.52 %»).
    Column {
        id: "fill",
        header: |lang| t!(lang, "report-col-fill"),
        width: 6,
        show: |r, lang| {
            if r.filters == 0 {
                "—".to_owned()
            } else {
                t!(
                    lang,
                    "report-fill",
                    fill = significant(lang, r.fill_ratio * 100.0, 3)
                )
            }
        },
    },
];

static MEASURED_COLUMNS: [Column<JsonRow<'static>>; 6] = [
    Column {
        id: "Bloom's p",
        header: |lang| t!(lang, "report-col-bloom-p"),
        width: 11,
        show: |r, lang| formula_rate(lang, r.fp_predicted),
    },
    Column {
        id: "exact p",
        header: |lang| t!(lang, "report-col-exact-p"),
        width: 11,
        show: |r, lang| formula_rate(lang, r.fp_exact),
    },
    Column {
        id: "measured p [interval]",
        header: |lang| t!(lang, "report-col-measured-p"),
        width: -34,
        show: |r, lang| percent_interval_cell(lang, (r.fp_measured, r.ci_low, r.ci_high)),
    },
    Column {
        id: "queries",
        header: |lang| t!(lang, "exp-table-queries"),
        width: 11,
        show: |r, lang| local(lang, format_count(r.queries)),
    },
    Column {
        id: "FPs",
        header: |lang| t!(lang, "report-col-false-positives"),
        width: 9,
        show: |r, lang| local(lang, format_count(r.false_positives)),
    },
    Column {
        id: "p-value",
        header: |lang| t!(lang, "report-col-p-value"),
        width: 8,
        show: |r, lang| significant(lang, r.p_value, 2),
    },
];

/// The columns that fit after `leading`'s, with their widths; where even
/// the fewest are wider than the terminal, the measured rate is written
/// as the screens write it («0,911 % ±18 %») instead of with its whole
/// interval (reader 83: Spanish at 80 columns).
fn measured_columns(
    leading: &'static [Column<JsonRow<'static>>],
    (wide, tail): (bool, usize),
    (lang, rows): (Lang, &[JsonRow<'static>]),
) -> Vec<(&'static Column<JsonRow<'static>>, isize)> {
    let whole: Vec<&Column<JsonRow<'static>>> = leading.iter().chain(&MEASURED_COLUMNS).collect();
    let columns = fit_columns(&whole, (wide, tail), (lang, rows), widest_measured);
    let width: usize = columns
        .iter()
        .map(|(_, w)| w.unsigned_abs() + 2)
        .sum::<usize>()
        + tail;
    if wide || width <= super::super::width::available() {
        return columns;
    }
    let compact: Vec<&Column<JsonRow<'static>>> = whole
        .into_iter()
        .map(|column| match column.id {
            "measured p [interval]" => &MEASURED_COMPACT,
            _ => column,
        })
        .collect();
    fit_columns(&compact, (wide, tail), (lang, rows), widest_measured)
}

/// The measured rate and its interval's half-width relative to it, as
/// the screens write them; with no false positive yet, the interval's
/// top as a bound.
static MEASURED_COMPACT: Column<JsonRow<'static>> = Column {
    id: "measured p ±",
    header: |lang| t!(lang, "exp-alt-measured-rel"),
    width: -16,
    show: |r, lang| plus_minus(lang, (r.fp_measured, r.ci_low, r.ci_high)),
};

/// The longest words a cell of the measured rows' column `id` can hold
/// in `lang`: the hashing's name.
fn widest_measured(id: &str, lang: Lang) -> usize {
    match id {
        "hashing" => ["double", "independent"]
            .iter()
            .map(|name| t!(lang, "report-hashing", hashing = *name).chars().count())
            .max()
            .unwrap_or(0),
        _ => 0,
    }
}

/// The measured rows as text, in `lang`: the title, the run's settings,
/// the table with each row's verdict and notes, and the family's verdict.
pub(super) fn write_text(
    out: &mut dyn Write,
    (measure, lang): (&MeasureArgs, Lang),
    title: &str,
    rows: &[JsonRow<'static>],
    (outcomes, family): (&[Outcome], &[FamilyVerdicts]),
    seconds: f64,
    sizing_table: bool,
) -> Result<(), CliError> {
    let confidence = local_percent(lang, format_percent_short(measure.confidence));
    // Lesson 2 calls Clopper–Pearson's the 95 % interval («intervalo del
    // 95 %»): not «exact», which beside «the exact rate» (the exact
    // formula) named two things, and the one-filter rows' interval is
    // widened (reader 40, en 4.8). Wilson's keeps its name.
    let method = match measure.interval {
        IntervalArg::ClopperPearson => "exact",
        IntervalArg::Wilson => "wilson",
    };
    writeln!(out, "{}", fitted_here(title))?;
    let legend = t!(
        lang,
        "report-measured-legend",
        seed = measure.seed.to_string(),
        confidence = confidence,
        method = method
    );
    writeln!(out, "{}\n", fitted_here(&legend))?;
    let leading: &[Column<JsonRow<'static>>] = if sizing_table {
        &TABLE_COLUMNS
    } else {
        &EXPERIMENT_COLUMNS
    };
    let tail = VERDICT_WIDTH.max(widest_verdict(lang));
    let columns = measured_columns(leading, (measure.wide, tail), (lang, rows));
    writeln!(
        out,
        "{}  {}",
        header_cells(&columns, lang).join("  "),
        t!(lang, "exp-alt-verdict")
    )?;
    let room = (!measure.wide).then(width::available);
    for ((r, outcome), f) in rows.iter().zip(outcomes).zip(family) {
        let row = format!(
            "{}  {}",
            row_cells(&columns, r, lang).join("  "),
            verdict_words(lang, f.verdicts.exact)
        );
        writeln!(out, "{}", with_notes(row, &notes(outcome, f, lang), room))?;
    }
    let left_out: Vec<String> = leading
        .iter()
        .chain(&MEASURED_COLUMNS)
        .filter(|column| column.id != "measured p [interval]")
        .filter(|column| !columns.iter().any(|(kept, _)| kept.id == column.id))
        .map(|column| (column.header)(lang))
        .collect();
    if let Some(note) = width::left_out_note(lang, &left_out) {
        writeln!(out, "{}", fitted_here(&note))?;
    }
    let family = family_line(family, measure.confidence, lang);
    writeln!(out, "\n{}", fitted_here(&family))?;
    writeln!(
        out,
        "\n{}",
        measured_in(seconds, measure.options().threads, lang)
    )?;
    Ok(())
}

/// Where a row's notes start when they do not fit after its verdict.
const NOTES_INDENT: &str = "    ";

/// A row and its notes: on the row's line where they fit in `room` (or
/// no room is set, `--wide`), else on lines of their own under it,
/// wrapped at words; a verdict's long note ran 135 characters wide
/// (reader 37, en 1).
fn with_notes(row: String, notes: &str, room: Option<usize>) -> String {
    let line = format!("{row}{notes}");
    match room {
        Some(room) if line.chars().count() > room && !notes.is_empty() => {
            let notes = notes.trim_start_matches(';').trim_start();
            format!(
                "{}\n{}",
                row.trim_end(),
                fitted(&format!("{NOTES_INDENT}{notes}"), room)
            )
        }
        _ => line,
    }
}

/// How long the run took: to the hundredth of a second, or «under
/// 0.01 s» where that rounds to nothing («0.00 s» read as if nothing was
/// measured: reader 37, en 1).
fn measured_in(seconds: f64, threads: usize, lang: Lang) -> String {
    let under = seconds < 0.005;
    let shown = if under { 0.01 } else { seconds };
    t!(
        lang,
        "report-measured-in",
        under = if under { "yes" } else { "no" },
        seconds = local(lang, format!("{shown:.2}")),
        threads = threads
    )
}

/// Where the verdicts reject Bloom's formula (and keep the exact one), say
/// so; and where a cap stopped the run before the interval was narrow
/// enough, say how narrow it got.
fn notes(outcome: &Outcome, family: &FamilyVerdicts, lang: Lang) -> String {
    let mut note = String::new();
    if family.verdicts.bloom_rejected {
        note.push_str(&t!(
            lang,
            "report-note-bloom-low",
            p_value = significant(lang, outcome.p_value_bloom, 2),
            adjusted = significant(lang, family.p_adjusted_bloom, 2)
        ));
    }
    if !outcome.reached_precision {
        let reached = if outcome.fp_measured > 0.0 {
            t!(
                lang,
                "report-note-reached",
                reached = local(lang, format_sig(outcome.relative_half_width() * 100.0, 2))
            )
        } else {
            t!(lang, "report-note-no-false-positive")
        };
        note.push_str(&t!(
            lang,
            "report-note-capped",
            precision = local(lang, format_sig(outcome.spec.precision * 100.0, 2)),
            reached = reached
        ));
    }
    note
}

/// The line saying that the verdicts are family-wise and how many differ.
fn family_line(family: &[FamilyVerdicts], confidence: f64, lang: Lang) -> String {
    t!(
        lang,
        "report-family",
        level = local_percent(lang, format_percent_short(1.0 - confidence)),
        rows = family.len(),
        differing = rows_differing(family)
    )
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::AtomicBool;

    use bloomlab::experiment::{Event, ExperimentSpec, family_verdicts, run_blocking};
    use clap::Parser;

    use super::*;

    #[derive(clap::Parser)]
    struct Flags {
        #[command(flatten)]
        measure: MeasureArgs,
    }

    /// The text of two measured rows in `lang`: the lesson's 12-bit filter
    /// holding 2 elements, where Bloom's formula is measurably low, and a
    /// 1 % filter stopped by a cap of 5,000 queries before ±1 %.
    fn text_in(lang: Lang) -> String {
        let flags = Flags::try_parse_from(["bloomlab", "--seed", "1", "--wide"]).unwrap();
        let measure = &flags.measure;
        let base = measure.base_spec(0.05);
        let capped = ExperimentSpec {
            precision: 0.01,
            max_queries: 5_000,
            ..ExperimentSpec::new(9_600, 7, 1_000)
        };
        let specs = vec![
            ExperimentSpec {
                m: 12,
                k: 2,
                n: 2,
                ..base.clone()
            },
            ExperimentSpec {
                seed: base.seed,
                ..capped
            },
        ];
        let no_events = |_: Event| true;
        let outcomes: Vec<Outcome> = run_blocking(
            specs,
            &measure.options(),
            &no_events,
            &AtomicBool::new(false),
        )
        .unwrap()
        .into_iter()
        .flatten()
        .collect();
        assert_eq!(outcomes.len(), 2);
        let family = family_verdicts(&outcomes);
        let rows = super::super::json_rows(&outcomes, vec![None, Some(0.01)], &family);
        let mut out = Vec::new();
        let seconds = 0.5;
        write_text(
            &mut out,
            (measure, lang),
            "—",
            &rows,
            (&outcomes, &family),
            seconds,
            false,
        )
        .unwrap();
        String::from_utf8(out).unwrap()
    }

    /// Reader 37 (en 1): «Measured in 0.00 s» read as if nothing was
    /// measured; a p-value read «3.8e-11».
    #[test]
    fn a_short_run_and_a_tiny_p_value_read_as_the_course_writes_them() {
        assert_eq!(
            measured_in(0.001, 2, Lang::En),
            "Measured in under 0.01 s on 2 threads."
        );
        assert_eq!(
            measured_in(0.004, 1, Lang::Es),
            "Medido en menos de 0,01 s con 1 hilo."
        );
        assert_eq!(
            measured_in(0.5, 2, Lang::En),
            "Measured in 0.50 s on 2 threads."
        );
        let note = "; Bloom's formula is low (p-value 3.8·10⁻¹¹, adjusted 3.8·10⁻¹¹)";
        let row = "  2  9.05 %  0.27  consistent with theory".to_owned();
        assert_eq!(with_notes(row.clone(), note, None), format!("{row}{note}"));
        let under = with_notes(row.clone(), note, Some(60));
        let lines: Vec<&str> = under.lines().collect();
        assert_eq!(lines[0], row);
        assert!(
            lines[1].starts_with("    Bloom's formula is low"),
            "{under}"
        );
        assert!(
            lines.iter().all(|line| line.chars().count() <= 60),
            "{under}"
        );
    }

    #[test]
    fn measured_rows_read_in_the_language_asked_for() {
        // Prose is wrapped at the width: its words are read across lines.
        let spanish = text_in(Lang::Es).replace('\n', " ");
        for words in [
            "semilla 1; intervalos del 95 % para la tasa media",
            "valor p como en la lección\u{a0}2 (contraste binomial)",
            "m (bits)",
            "hash",
            "llenado",
            "p de Bloom",
            "p exacta",
            "p medida [intervalo]",
            "consultas",
            "valor p  veredicto",
            "doble",
            "9600",
            "compatible con la teoría; la fórmula de Bloom se queda por debajo (valor p ",
            "; se detuvo en un límite antes de llegar al ±1,0 % (±",
            "Veredictos juzgados en conjunto (Holm, un 5 % para toda la ejecución) sobre 2 filas: ",
            "Medido en 0,50 s con ",
        ] {
            assert!(spanish.contains(words), "{words:?} missing:\n{spanish}");
        }
        let points: Vec<&str> = spanish
            .split_whitespace()
            .filter(|word| {
                let chars: Vec<char> = word.chars().collect();
                chars
                    .windows(3)
                    .any(|w| w[0].is_ascii_digit() && w[1] == '.' && w[2].is_ascii_digit())
            })
            .collect();
        assert!(points.is_empty(), "decimal points: {points:?}\n{spanish}");
        for english in [
            "seed",
            "Bloom's",
            "stopped by",
            "Verdicts",
            "Measured in",
            "double",
        ] {
            assert!(!spanish.contains(english), "{english:?} in:\n{spanish}");
        }
        let english = text_in(Lang::En).replace('\n', " ");
        for words in [
            "seed 1, 95 % intervals for the average rate",
            "p-value as in lesson\u{a0}2 (binomial test)",
            "Bloom's p",
            "measured p [interval]",
            "p-value  verdict",
            "9,600",
            "consistent with theory; Bloom's formula is low (p-value ",
            "; stopped by a cap before ±1.0 % (±",
            "Verdicts are family-wise (Holm, 5 % for the whole run) over 2 rows: ",
            "Measured in 0.50 s on ",
        ] {
            assert!(english.contains(words), "{words:?} missing:\n{english}");
        }
    }
}
