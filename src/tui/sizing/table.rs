//! The course's sizing table beside the values: the four rows at this n,
//! the current one marked, why a row's m/n can sit above the lesson's
//! figure, and the sizes and target labels the table shares with the
//! panel and its notes.

use ratatui::text::{Line, Span};

use super::{Pin, SizingScreen};
use crate::lang::Lang;
use crate::sizing;
use crate::sizing::Sizing;
use crate::t;
use crate::tui::protocol::Context;
use crate::tui::text::count;
use crate::units::{decimal_mark, format_bytes, format_bytes_as, format_percent_short};

impl SizingScreen {
    /// The course's table at this n, the current row marked; and, at a small n, the note that each m/n is rounded up
    /// to whole bits, for the notes under the design.
    pub(super) fn table_lines<'a>(&self, ctx: &Context) -> (Vec<Line<'a>>, Option<String>) {
        let lang = ctx.lang;
        let theme = &ctx.theme;
        let mut lines = vec![Line::from(Span::styled(
            t!(lang, "sizing-table-title", n = count(lang, self.n)),
            theme.title,
        ))];
        lines.push(Line::from(Span::styled(
            format!(
                "  {:>6} {:>6} {:>3} {:>10}",
                "p",
                t!(lang, "sizing-column-bits"),
                "k",
                t!(lang, "sizing-column-memory")
            ),
            theme.dim,
        )));
        let mut rounded_up = None;
        if let Ok(rows) = sizing::theory_table(self.n, u64::MAX) {
            rounded_up = whole_bits_note(&rows, lang);
            let largest = largest_row_bytes(self.n);
            let pinned_m = match self.pin {
                Pin::M(..) => self.sizing().ok(),
                _ => None,
            };
            for row in rows {
                // A pinned k makes another design than the row's, for the
                // same p: the row is marked hollow, so that the table still
                // says which p is asked (reader 10, es 2.5). A pinned m
                // asks no p, but the row with its memory and k is its
                // design (reader 29, es 3.3).
                let asked = row.fp_target == self.p();
                let same_design = pinned_m
                    .as_ref()
                    .is_some_and(|design| design.bytes == row.bytes && design.k == row.k);
                let current = (asked && self.pin == Pin::None) || same_design;
                let marker = match self.pin {
                    Pin::K(_) if asked => "▷ ",
                    _ if current => "▶ ",
                    _ => "  ",
                };
                let style = if current { theme.selected } else { theme.text };
                lines.push(Line::from(Span::styled(
                    decimal_mark(
                        lang,
                        format!(
                            "{marker}{:>6} {:>6.2} {:>3} {:>10}",
                            format_percent_short(row.fp_target),
                            row.bits_per_element,
                            row.k,
                            format_bytes_as(row.bytes, largest)
                        ),
                    ),
                    style,
                )));
            }
        }
        // What ▸ beside a value means, under the table where the left
        // column is longer, rather than a line of its own above the chart.
        if self.pin != Pin::None {
            let key = if matches!(self.pin, Pin::K(_)) {
                "k"
            } else {
                "m"
            };
            lines.push(Line::from(Span::styled(
                t!(lang, "sizing-pinned", key = key),
                theme.warn,
            )));
        }
        (lines, rounded_up)
    }
}

/// The most memory a row of the table for `n` takes: the table writes
/// its sizes in that row's unit («0.60 MB» above «1.20 MB», not «599.07
/// kB»: reader 15, en 5.4).
pub(super) fn largest_row_bytes(n: u64) -> u64 {
    sizing::theory_table(n, u64::MAX)
        .ok()
        .and_then(|rows| rows.iter().map(|row| row.bytes).max())
        .unwrap_or(0)
}

/// The design's memory in the table's unit beside it, unless it is larger
/// than every row (a pinned m): then in its own.
pub(super) fn design_bytes(s: &Sizing) -> String {
    let largest = largest_row_bytes(s.n);
    if s.bytes <= largest {
        format_bytes_as(s.bytes, largest)
    } else {
        format_bytes(s.bytes)
    }
}

/// Why rows' m/n are above the lesson's −ln p / (ln 2)² (4,80 for its
/// 4,79 at n = 10): m is whole bits, which shows at a small n. Every such
/// row is named (reader 15 saw one named where all four differed). None
/// when every row shows the formula's figure.
fn whole_bits_note(rows: &[sizing::TableRow], lang: Lang) -> Option<String> {
    let two = |value: f64| decimal_mark(lang, format!("{value:.2}"));
    let (targets, formulas): (Vec<String>, Vec<String>) = rows
        .iter()
        .filter_map(|row| {
            let formula = two(crate::theory::bits_per_element(row.fp_target));
            (formula != two(row.bits_per_element)).then(|| {
                let target = decimal_mark(lang, format_percent_short(row.fp_target));
                (target, formula)
            })
        })
        .unzip();
    let formulas = crate::tui::widgets::in_words(lang, &formulas);
    if targets.is_empty() {
        None
    } else if targets.len() == rows.len() {
        // Every row: naming the targets again would only repeat the table.
        Some(t!(lang, "sizing-whole-bits-all", formulas = formulas))
    } else {
        let targets = crate::tui::widgets::in_words(lang, &targets);
        Some(t!(
            lang,
            "sizing-whole-bits",
            targets = targets,
            formulas = formulas
        ))
    }
}

/// A target rate as a percentage, written with a point (callers put in
/// the language's mark): 0.0001 % down to a millionth of a percent, then
/// 1·10⁻⁵ %, never 1e-4 %.
pub(super) fn target_text(p: f64) -> String {
    let shown = format_percent_short(p);
    if !shown.contains('e') {
        return shown;
    }
    let percent = p * 100.0;
    let decimals = format!("{percent:.6}");
    let decimals = decimals.trim_end_matches('0').trim_end_matches('.');
    if decimals
        .parse::<f64>()
        .is_ok_and(|d| d > 0.0 && (d - percent).abs() <= 1e-9 * percent)
    {
        return format!("{decimals} %");
    }
    let power = crate::units::power_of_ten(percent, 3);
    let (mantissa, exponent) = power.split_once('·').unwrap_or((&power, ""));
    let mantissa = if mantissa.contains('.') {
        mantissa.trim_end_matches('0').trim_end_matches('.')
    } else {
        mantissa
    };
    format!("{mantissa}·{exponent} %")
}
