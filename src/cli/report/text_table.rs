//! Text tables in the language asked for: columns whose headers come
//! from the catalogues and that widen to their words, numbers written
//! the English way rewritten in the language's style, and the verdicts'
//! words. `experiment`, `table` and `compare` lay out their text with
//! these; JSON and CSV stay the same in every language.

use bloomlab::experiment::Verdict;
use bloomlab::i18n::Num;
use bloomlab::lang::Lang;
use bloomlab::units::{
    decimal_mark, format_sig, percent_interval, power_of_ten, rate_with_digits, relative_half,
};
use bloomlab::{msg, t};

use super::super::width::Role;

/// A number written the English way (`format_sig`, `format_count`,
/// `{:.2}`) in `lang`'s style: a decimal comma, thousands apart and
/// powers of ten in Spanish; as it is in English. Text that is not a
/// number ("—", "1/256") stays as it is.
pub(in crate::cli) fn local(lang: Lang, english: impl Into<String>) -> String {
    msg!("report-number", number = Num::Written(english.into())).in_lang(lang)
}

/// A number to `digits` significant digits in `lang`'s style; one too
/// small for plain decimals as a power of ten, as the course writes
/// them (3.8·10⁻¹¹, never 3.8e-11: reader 37, en 1).
pub(in crate::cli) fn significant(lang: Lang, value: f64, digits: usize) -> String {
    let english = format_sig(value, digits);
    if english.contains('e') {
        decimal_mark(lang, power_of_ten(value, digits))
    } else {
        local(lang, english)
    }
}

/// A percentage written the English way ("0.1 %", as
/// `format_percent_short` writes it) in `lang`'s style.
pub(in crate::cli) fn local_percent(lang: Lang, english: String) -> String {
    match english.strip_suffix(" %") {
        Some(number) => format!("{} %", local(lang, number)),
        None => local(lang, english),
    }
}

/// A measured rate and its interval in percentages, as the Alternatives
/// tab writes them: the rate to 3 significant digits, the ends to as many
/// as it takes to tell them apart («0.982 % [0.949 %, 1.03 %]», reader 28,
/// en 5.4: «[0.944 %, 1.021 %]» beside the tab's «0.949 % to 1.03 %»).
/// Rates too small for a percentage read "1 in N", as everywhere.
pub(in crate::cli) fn percent_interval_cell(
    lang: Lang,
    (value, low, high): (f64, f64, f64),
) -> String {
    let (low, high) = percent_interval(lang, low, high);
    t!(
        lang,
        "report-interval",
        value = rate_with_digits(lang, value, 3),
        low = low,
        high = high
    )
}

/// How wide a measured rate is written before its ±, right-aligned, so
/// that the ± keeps one column from row to row as on the screens («10,4 %
/// ±3,4 %» above «0,00979 % ±5,0 %» was ragged: reader 37, es 3):
/// «0,00996 %», the narrowest rate a row measures.
const RATE_WIDTH: usize = 9;

/// A measured rate and its interval's half-width relative to it, as
/// the screens write them («0,982 % ±3,9 %»), the rate right-aligned in
/// [`RATE_WIDTH`] columns; with no false positive yet, the interval's top
/// as a bound («≤0,18 %») in the rate's place.
pub(in crate::cli) fn plus_minus(lang: Lang, (value, low, high): (f64, f64, f64)) -> String {
    let half = (high - low) / 2.0 / value * 100.0;
    if value > 0.0 && half.is_finite() {
        let rate = rate_with_digits(lang, value, 3);
        t!(
            lang,
            "exp-plus-minus",
            rate = format!("{rate:>RATE_WIDTH$}"),
            half = relative_half(lang, half)
        )
    } else {
        format!(
            "{:>RATE_WIDTH$}",
            format!("≤{}", rate_with_digits(lang, high, 2))
        )
    }
}

/// A verdict in `lang`'s words: "consistent with theory" in English (what
/// the JSON and CSV say in every language).
pub(in crate::cli) fn verdict_words(lang: Lang, verdict: Verdict) -> String {
    let verdict = match verdict {
        Verdict::AgreesWithTheory => "agrees",
        Verdict::Differs => "differs",
        Verdict::Inconclusive => "inconclusive",
    };
    t!(lang, "report-verdict", verdict = verdict)
}

/// The most characters a verdict takes in `lang`.
pub(in crate::cli) fn widest_verdict(lang: Lang) -> usize {
    [
        Verdict::AgreesWithTheory,
        Verdict::Differs,
        Verdict::Inconclusive,
    ]
    .into_iter()
    .map(|verdict| verdict_words(lang, verdict).chars().count())
    .max()
    .unwrap_or(0)
}

/// One column of a text table: `id` is its English header, by which
/// `width::fit` leaves it out where the table is too wide; `header` its
/// words in a language; `width` the least it takes (negative:
/// left-aligned); `show` a row's cell.
pub(in crate::cli) struct Column<R> {
    pub(in crate::cli) id: &'static str,
    pub(in crate::cli) header: fn(Lang) -> String,
    pub(in crate::cli) width: isize,
    pub(in crate::cli) show: fn(&R, Lang) -> String,
}

/// The columns that fit (`wide` keeps them all; `tail` is what the line
/// takes after them), each with its width in `lang`: its own, or its
/// header's, or `widest(id, lang)` (the longest words a cell of it can
/// hold), whichever is wider. `rows` are the table's: a column naming
/// the row ([`IDENTITY`]) whose cells differ between them is left out
/// last (`width::fit`); with no rows, the columns go by `DROP_ORDER` alone.
pub(in crate::cli) fn fit_columns<'a, R>(
    columns: &[&'a Column<R>],
    (wide, tail): (bool, usize),
    (lang, rows): (Lang, &[R]),
    widest: fn(&str, Lang) -> usize,
) -> Vec<(&'a Column<R>, isize)> {
    let sized: Vec<(&'a Column<R>, isize)> = columns
        .iter()
        .map(|column| {
            let width = column
                .width
                .unsigned_abs()
                .max((column.header)(lang).chars().count())
                .max(widest(column.id, lang)) as isize;
            (*column, if column.width < 0 { -width } else { width })
        })
        .collect();
    let all: Vec<&(&'a Column<R>, isize)> = sized.iter().collect();
    super::super::width::fit(
        &all,
        wide,
        tail,
        |(column, width)| (column.id, width.unsigned_abs()),
        |(column, _)| role(column, columns, (lang, rows)),
    )
    .into_iter()
    .copied()
    .collect()
}

/// The columns that say which row a row is, by id: what a run's rows
/// are set by (bits per element, memory and, where a target sets the
/// row, m and k follow from them).
const IDENTITY: [&str; 5] = ["target", "k", "m (bits)", "n", "hashing"];

/// Whether `column` names the rows of `rows` and tells them apart. Rows
/// set by a target (the sizing table) are told apart by it alone.
fn role<R>(column: &Column<R>, columns: &[&Column<R>], (lang, rows): (Lang, &[R])) -> Role {
    if rows.is_empty() || !IDENTITY.contains(&column.id) {
        return Role::Other;
    }
    let varies = |column: &Column<R>| {
        let mut cells = rows.iter().map(|row| (column.show)(row, lang));
        let first = cells.next();
        cells.any(|cell| Some(cell) != first)
    };
    let by_target = columns.iter().any(|c| c.id == "target" && varies(c));
    match (varies(column), column.id) {
        (true, "target") => Role::Varies,
        (true, _) if !by_target => Role::Varies,
        (true, _) => Role::Other,
        (false, _) => Role::Same,
    }
}

/// The headers of `columns` in `lang`, each padded to its width.
pub(in crate::cli) fn header_cells<R>(columns: &[(&Column<R>, isize)], lang: Lang) -> Vec<String> {
    columns
        .iter()
        .map(|(column, width)| super::super::width::cell(&(column.header)(lang), *width))
        .collect()
}

/// A row's cells in `lang`, each padded to its column's width.
pub(in crate::cli) fn row_cells<R>(
    columns: &[(&Column<R>, isize)],
    row: &R,
    lang: Lang,
) -> Vec<String> {
    columns
        .iter()
        .map(|(column, width)| super::super::width::cell(&(column.show)(row, lang), *width))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::{RATE_WIDTH, percent_interval_cell, plus_minus};
    use bloomlab::lang::Lang;

    /// Reader 37 (es 3): the «medida ±rel.» cells were ragged; the rates
    /// are right-aligned and every ± stands in one column.
    #[test]
    fn a_rate_and_its_plus_minus_keep_their_columns() {
        for lang in [Lang::Es, Lang::En] {
            let cells = [
                (0.104, 0.1005, 0.1075),
                (0.009_54, 0.009_16, 0.009_92),
                (0.000_097_9, 0.000_093, 0.000_102_8),
                (0.014_4, 0.010_5, 0.018_3),
            ]
            .map(|rate| plus_minus(lang, rate));
            for cell in &cells {
                let at = cell.chars().position(|c| c == '±');
                assert_eq!(at, Some(RATE_WIDTH + 1), "{cells:#?}");
                assert_eq!(cell.chars().nth(RATE_WIDTH - 1), Some('%'), "{cells:#?}");
            }
            let bound = plus_minus(lang, (0.0, 0.0, 0.0018));
            assert_eq!(bound.chars().count(), RATE_WIDTH, "{bound}");
            assert!(bound.ends_with('%'), "{bound}");
        }
    }

    /// Reader 28 (en 5.4): the ends as the Alternatives tab writes them,
    /// not to the decimals of the rate (1.021 %).
    #[test]
    fn an_interval_reads_as_the_tab_writes_it() {
        assert_eq!(
            percent_interval_cell(Lang::En, (0.009_82, 0.009_44, 0.010_21)),
            "0.982\u{a0}% [0.944\u{a0}%, 1.02\u{a0}%]"
        );
        // Ends that three digits would merge take a fourth.
        assert_eq!(
            percent_interval_cell(Lang::En, (0.010_02, 0.010_01, 0.010_04)),
            "1.00\u{a0}% [1.001\u{a0}%, 1.004\u{a0}%]"
        );
        // Certain at the top: «100 %», never «100.0 %».
        assert_eq!(
            percent_interval_cell(Lang::En, (1.0, 0.999_63, 1.0)),
            "100\u{a0}% [99.96\u{a0}%, 100\u{a0}%]"
        );
    }
}
