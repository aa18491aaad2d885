//! Text tables that fit: the terminal's width, or `COLUMNS`, or 100
//! columns when neither stdout nor stderr is a terminal. Where a table is wider,
//! whole columns are left out in one fixed order (docs/cli.md), never
//! cut or wrapped mid-word; `--wide` keeps every column.

use std::io::IsTerminal;

/// The width text output is fitted to when nothing says otherwise.
pub(super) const DEFAULT_WIDTH: usize = 100;

/// The narrowest width honoured (a table's essential columns need it).
const NARROWEST: usize = 60;

/// Columns the table can use: `COLUMNS` if set to a number, else the
/// terminal's width when stdout or stderr is one (`compare | tail` is
/// read in that terminal: at 100 columns its verdicts wrapped mid-word
/// in an 80-column one, reader 28, es 1.5), else [`DEFAULT_WIDTH`].
pub(super) fn available() -> usize {
    known().unwrap_or(DEFAULT_WIDTH).max(NARROWEST)
}

/// The width `COLUMNS` or the terminal gives, as [`available`] reads
/// them; None when neither says one (output to files or pipes).
pub(super) fn known() -> Option<usize> {
    let from_env = std::env::var("COLUMNS")
        .ok()
        .and_then(|text| text.trim().parse::<usize>().ok())
        .filter(|width| *width > 0);
    let width = from_env.or_else(|| {
        (std::io::stdout().is_terminal() || std::io::stderr().is_terminal())
            .then(|| crossterm::terminal::size().ok())
            .flatten()
            .map(|(columns, _)| usize::from(columns))
    });
    width.map(|width| width.max(NARROWEST))
}

/// What a column says about its rows, for [`fit`]: whether it names
/// the row (m, k, n, hashing, target) and, if so, whether its cells
/// differ from row to row.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Role {
    /// Measured or derived: left out by [`DROP_ORDER`] alone.
    Other,
    /// Names the row and is the same on every row (the title says it).
    Same,
    /// Names the row and differs between rows: what tells the rows
    /// apart, left out last.
    Varies,
}

/// The columns that fit, in their order. `columns` are listed in the
/// order shown; they are left out by [`DROP_ORDER`] (by header), first
/// listed first out, until the line (each column, two spaces between,
/// and `tail` more at the end, its own gap included) fits. A column
/// whose `role` is [`Role::Varies`] waits until every other column
/// that can go has gone, and one that is [`Role::Same`] goes even when
/// not in [`DROP_ORDER`] (reader 40, es 1.5: at 80 columns the small
/// suite kept only «k», 2 on all 12 rows, and lost n and hashing, the
/// columns that tell its rows apart). With `wide`, every column.
pub(super) fn fit<'a, T>(
    columns: &[&'a T],
    wide: bool,
    tail: usize,
    describe: impl Fn(&T) -> (&str, usize),
    role: impl Fn(&T) -> Role,
) -> Vec<&'a T> {
    let mut kept: Vec<&'a T> = columns.to_vec();
    if wide {
        return kept;
    }
    let room = available();
    let width = |kept: &[&T]| -> usize {
        let gaps = 2 * kept.len().saturating_sub(1);
        kept.iter().map(|c| describe(c).1).sum::<usize>() + gaps + tail
    };
    for header in DROP_ORDER {
        if width(&kept) <= room {
            return kept;
        }
        kept.retain(|c| describe(c).0 != *header || role(c) == Role::Varies);
    }
    while width(&kept) > room {
        let Some(at) = kept.iter().position(|c| role(c) == Role::Same) else {
            break;
        };
        kept.remove(at);
    }
    for header in DROP_ORDER {
        if width(&kept) <= room {
            break;
        }
        kept.retain(|c| describe(c).0 != *header);
    }
    kept
}

/// The order columns are left out in, by header, when a table is too
/// wide: detail first (Bloom's formula beside the exact rate, counts the
/// interval already reflects), what the row is and what was measured
/// last. Columns not listed are always shown.
pub(super) const DROP_ORDER: &[&str] = &[
    "Bloom's p",
    "hashing",
    "FPs",
    "queries",
    "fill",
    "m (bits)",
    "memory",
    "bits/el",
    "n",
    "exact p",
    "ins ns",
    "look ns",
    "failures",
    "deletes",
    "theory",
    "×bound",
    // Where even the essentials do not fit (Spanish at 80 columns), the
    // verdict goes last: the legend still says how many rows differ.
    "bits/key",
    "verdict",
];

/// One cell of a text table: `width` columns, left-aligned when negative,
/// right-aligned otherwise.
pub(super) fn cell(text: &str, width: isize) -> String {
    if width < 0 {
        format!("{text:<w$}", w = width.unsigned_abs())
    } else {
        format!("{text:>w$}", w = width.unsigned_abs())
    }
}

/// The line under a table that left columns out: which, and that
/// `--wide` shows them; None when every column is shown.
pub(super) fn left_out_note(lang: bloomlab::lang::Lang, headers: &[String]) -> Option<String> {
    let (last, others) = headers.split_last()?;
    let listed = if others.is_empty() {
        last.clone()
    } else {
        bloomlab::t!(
            lang,
            "cli-list-and",
            others = others.join(", "),
            last = last.clone()
        )
    };
    Some(bloomlab::t!(
        lang,
        "cli-columns-left-out",
        columns = listed,
        count = headers.len(),
        width = available()
    ))
}
