//! `bloomlab table`: the course's sizing table.

use std::io::Write;

use bloomlab::figure;
use bloomlab::i18n::Num;
use bloomlab::lang::Lang;
use bloomlab::sizing::{self, TableRow};
use bloomlab::units::{decimal_mark, format_bytes_as, format_percent_short, formula_rate};
use bloomlab::{msg, t};

use super::experiment::{HashingArg, MeasureArgs, run_with_progress};
use super::report::{Targets, print_outcomes_in, write_csv_rows};
use super::size::{shown, written};
use super::wrap::fitted_here;
use super::{CliError, Format, width, write_json};
use bloomlab::experiment::{DEFAULT_PRECISION, ExperimentSpec, suites};

#[derive(clap::Args, Debug)]
#[command(allow_negative_numbers = true)]
pub(super) struct TableArgs {
    #[arg(long, conflicts_with_all = [
        "seed", "precision", "confidence", "max_queries", "interval", "threads", "hashing", "repeat",
    ])]
    theory: bool,
    #[arg(long, default_value = "10000000", value_parser = super::parse_n)]
    n: u64,
    #[arg(long, value_enum, default_value_t = HashingArg::Double)]
    hashing: HashingArg,
    #[command(flatten)]
    measure: MeasureArgs,
}

#[derive(serde::Serialize)]
struct TheoryTable {
    n: u64,
    m_rule: &'static str,
    rows: Vec<TheoryRow>,
}

/// One row of the table from the formulas: the same columns in JSON and
/// CSV (docs/data.md).
#[derive(serde::Serialize)]
struct TheoryRow {
    fp_target: f64,
    bits_per_element: f64,
    k: u32,
    m_bits: u64,
    memory_bytes: u64,
    fp_predicted: f64,
    fp_exact: f64,
}

const THEORY_COLUMNS: [&str; 7] = [
    "fp_target",
    "bits_per_element",
    "k",
    "m_bits",
    "memory_bytes",
    "fp_predicted",
    "fp_exact",
];

fn theory_rows(rows: &[TableRow]) -> Vec<TheoryRow> {
    rows.iter()
        .map(|r| TheoryRow {
            fp_target: r.fp_target,
            bits_per_element: r.bits_per_element,
            k: r.k,
            m_bits: r.m_bits,
            memory_bytes: r.bytes,
            fp_predicted: r.fp_predicted,
            fp_exact: r.fp_exact,
        })
        .collect()
}

const M_RULE: &str = "m = ceil(n * -ln(p) / ln(2)^2), k = round(m/n * ln 2)";

pub(super) fn run(args: &TableArgs, lang: Lang, out: &mut dyn Write) -> Result<(), CliError> {
    let max_memory = args.measure.cap.max_memory;
    if !args.theory {
        let base = ExperimentSpec {
            hashing: args.hashing.into(),
            ..args.measure.base_spec(DEFAULT_PRECISION)
        };
        let specs = suites::table(args.n, max_memory, &base)?;
        let title = msg!(
            "rep-table-measured-title",
            n = Num::Whole(args.n),
            count = args.n
        )
        .in_lang(args.measure.report_lang(lang));
        if args.measure.repeat > 1 {
            let labels: Vec<String> = specs
                .iter()
                .zip(sizing::TABLE_TARGETS)
                .map(|(spec, target)| {
                    super::repeat::label(spec, Some(target), args.measure.report_lang(lang))
                })
                .collect();
            let targets = sizing::TABLE_TARGETS.map(Some);
            return super::repeat::run_repeats(
                out,
                &args.measure,
                lang,
                &title,
                &specs,
                (&labels, &targets),
            );
        }
        let (outcomes, seconds) =
            run_with_progress(specs, &args.measure.options(), max_memory, lang)?;
        print_outcomes_in(
            lang,
            out,
            &args.measure,
            &title,
            &outcomes,
            seconds,
            Targets::CourseTable,
        )?;
        return super::plot::save_in(lang, args.measure.plot.as_deref(), || {
            figure::build::table(lang, args.n, &outcomes)
        });
    }
    let rows = sizing::theory_table(args.n, max_memory)?;
    print_theory(out, args, &rows, lang)?;
    super::plot::save_in(lang, args.measure.plot.as_deref(), || {
        figure::build::theory_table(lang, args.n, &rows)
    })
}

fn print_theory(
    out: &mut dyn Write,
    args: &TableArgs,
    rows: &[TableRow],
    lang: Lang,
) -> Result<(), CliError> {
    match args.measure.format {
        Format::Json => write_json(
            out,
            &TheoryTable {
                n: args.n,
                m_rule: M_RULE,
                rows: theory_rows(rows),
            },
        ),
        Format::Csv => write_csv_rows(out, &THEORY_COLUMNS, &theory_rows(rows)),
        Format::Text => write_theory_text(out, args, rows, lang),
    }
}

/// The theory table as text: the columns that fit (`width::fit`, in
/// `DROP_ORDER`), the rates as the Sizing screen writes them, and a line
/// naming the columns left out.
fn write_theory_text(
    out: &mut dyn Write,
    args: &TableArgs,
    rows: &[TableRow],
    lang: Lang,
) -> Result<(), CliError> {
    let title = msg!(
        "rep-table-theory-title",
        n = Num::Whole(args.n),
        count = args.n
    );
    writeln!(out, "{}", fitted_here(&title.in_lang(lang)))?;
    writeln!(out, "{}\n", fitted_here(&t!(lang, "rep-table-theory-rule")))?;
    // One unit down the memory column (reader 15, en 5.4).
    let largest = rows.iter().map(|r| r.bytes).max().unwrap_or(0);
    type Cell = fn(&TableRow, Lang, u64) -> String;
    // (id for `width::fit`, heading, least width, a row's cell)
    let columns: [(&str, String, usize, Cell); 7] = [
        ("target", t!(lang, "exp-alt-target"), 0, |r, lang, _| {
            decimal_mark(lang, format_percent_short(r.fp_target))
        }),
        ("bits/el", t!(lang, "sizing-row-bits"), 0, |r, lang, _| {
            written(lang, format!("{:.2}", r.bits_per_element))
        }),
        ("k", "k".to_owned(), 2, |r, _, _| r.k.to_string()),
        ("m (bits)", t!(lang, "sizing-row-m"), 0, |r, lang, _| {
            shown(lang, Num::Whole(r.m_bits))
        }),
        (
            "memory",
            t!(lang, "sizing-column-memory"),
            0,
            |r, lang, largest| decimal_mark(lang, format_bytes_as(r.bytes, largest)),
        ),
        (
            "Bloom's p",
            t!(lang, "sizing-row-bloom"),
            0,
            |r, lang, _| formula_rate(lang, r.fp_predicted),
        ),
        ("exact p", t!(lang, "sizing-row-exact"), 0, |r, lang, _| {
            formula_rate(lang, r.fp_exact)
        }),
    ];
    // Each column as wide as its heading and its widest cell.
    let sized: Vec<(usize, usize)> = columns
        .iter()
        .enumerate()
        .map(|(index, (_, heading, least, cell))| {
            let widest = rows.iter().map(|r| cell(r, lang, largest).chars().count());
            let width = widest
                .chain([heading.chars().count(), *least])
                .max()
                .unwrap_or(0);
            (index, width)
        })
        .collect();
    let all: Vec<&(usize, usize)> = sized.iter().collect();
    let kept = width::fit(
        &all,
        args.measure.wide,
        0,
        |(index, width)| (columns[*index].0, *width),
        |_| width::Role::Other,
    );
    let line = |cells: Vec<String>| cells.join("  ");
    let headings = kept
        .iter()
        .map(|(index, width)| format!("{:>width$}", columns[*index].1));
    writeln!(out, "{}", line(headings.collect()))?;
    for r in rows {
        let cells = kept
            .iter()
            .map(|(index, width)| format!("{:>width$}", (columns[*index].3)(r, lang, largest)));
        writeln!(out, "{}", line(cells.collect()))?;
    }
    let left_out: Vec<String> = sized
        .iter()
        .filter(|column| !kept.contains(column))
        .map(|(index, _)| columns[*index].1.clone())
        .collect();
    if let Some(note) = width::left_out_note(lang, &left_out) {
        writeln!(out, "\n{}", fitted_here(&note))?;
    }
    Ok(())
}
