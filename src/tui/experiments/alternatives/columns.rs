//! The Alternatives table's columns: which groups fit, their headings,
//! and each row's rate and cost cells.

use super::AltRow;
use crate::experiment::compare::{Design, Profile, shown_bound_ratio};
use crate::lang::Lang;
use crate::t;
use crate::tui::experiments::rows::{MEASURED_WIDTH, measured_heading, measured_text, rate_width};
use crate::tui::experiments::words::verdict_mark;
use crate::units::decimal_mark;

/// The verdict's cell: "✓ consistent", "✓ compatible".
const VERDICT_WIDTH: usize = 12;

/// The blanks between the measured cell and the theory's rate: two, so
/// that a full «0,00585 % ±4,9 %» does not run into «0,00580 %» (reader
/// 9, en 1.4).
const OWN_GAP: usize = 2;

/// The theory's rate: four digits down to «0.005798 %» (reader 22, es
/// 5.3).
const OWN_WIDTH: usize = 11;

/// Which column groups the table shows, and the cost columns' headings
/// (their width is the heading's, at least eight).
pub(super) struct Columns {
    pub(super) rates: bool,
    pub(super) costs: bool,
    insert: String,
    lookup: String,
}

impl Columns {
    pub(super) fn new(rates: bool, costs: bool, lang: Lang) -> Columns {
        Columns {
            rates,
            costs,
            insert: t!(lang, "exp-alt-ns-insert"),
            lookup: t!(lang, "exp-alt-ns-look"),
        }
    }

    /// Whether the rates and the costs fit side by side in `width`.
    pub(super) fn fit_together(width: u16, lang: Lang) -> bool {
        Columns::new(true, true, lang).header(lang).chars().count() <= width as usize
    }

    fn widths(&self) -> (usize, usize) {
        (
            self.insert.chars().count().max(8),
            self.lookup.chars().count().max(8),
        )
    }

    pub(super) fn header(&self, lang: Lang) -> String {
        let mut header = format!(
            "  {:<10} {:>8} {:>6}",
            t!(lang, "exp-alt-structure"),
            t!(lang, "exp-alt-target"),
            t!(lang, "exp-alt-bits")
        );
        if self.rates {
            // The measured heading may reach into the blank of the own
            // rate's right-aligned heading.
            let own = t!(lang, "exp-alt-own");
            let room = MEASURED_WIDTH + OWN_GAP + OWN_WIDTH - own.chars().count();
            header.push_str(&format!(
                " {:>6} {:<room$}{own} {:<VERDICT_WIDTH$}",
                t!(lang, "exp-alt-bound"),
                measured_heading(lang, room),
                t!(lang, "exp-alt-verdict")
            ));
        }
        if self.costs {
            let (insert, lookup) = self.widths();
            let refused = t!(lang, "exp-alt-refused");
            let refused_width = refused_width(lang);
            let deletes_width = deletes_width(lang);
            header.push_str(&format!(
                " {:>deletes_width$} {:>insert$} {:>lookup$} {refused:>refused_width$}",
                t!(lang, "exp-alt-deletes"),
                self.insert,
                self.lookup,
            ));
        }
        header
    }

    /// Whether the structure deletes, its time per insert and per lookup,
    /// and the keys it refused.
    pub(super) fn cost_cells(
        &self,
        design: &Design,
        profile: Option<&Profile>,
        lang: Lang,
    ) -> String {
        let deletes = if design.kind.deletes() {
            t!(lang, "exp-alt-yes")
        } else {
            "no".to_owned()
        };
        let (insert, lookup, refused) = profile.map_or_else(
            || ("—".to_owned(), "—".to_owned(), "—".to_owned()),
            |p| {
                let ns = |ns: f64| super::ns_figure(lang, ns);
                (ns(p.insert_ns), ns(p.lookup_ns), p.failures.to_string())
            },
        );
        let (insert_width, lookup_width) = self.widths();
        let refused_width = refused_width(lang);
        let deletes_width = deletes_width(lang);
        format!(
            " {deletes:>deletes_width$} {insert:>insert_width$} {lookup:>lookup_width$} {refused:>refused_width$}"
        )
    }
}

/// The deletes column: as wide as its heading or its answers, whichever
/// is wider («quita», «deletes»).
fn deletes_width(lang: Lang) -> usize {
    [
        t!(lang, "exp-alt-deletes"),
        t!(lang, "exp-alt-yes"),
        "no".to_owned(),
    ]
    .iter()
    .map(|word| word.chars().count())
    .max()
    .unwrap_or(0)
}

/// The refused keys' column: as wide as its heading, written out whole
/// («rechazos»), and at least seven.
fn refused_width(lang: Lang) -> usize {
    t!(lang, "exp-alt-refused").chars().count().max(7)
}

/// A row's ratio to the bound, measured rate, own predicted rate and
/// verdict (`done`: the run is over, so a row without a result was
/// cancelled).
pub(super) fn rate_cells(state: Option<&AltRow>, done: bool, lang: Lang) -> String {
    let result = state.and_then(|s| s.result.as_ref());
    let ratio = result
        .and_then(|r| shown_bound_ratio(r.bits_per_element, r.bound_ratio))
        // Bare, as `compare` writes it: the heading says «×bound», and
        // «1,44×» beside the words' «1,44 ×» was two spellings (reader
        // 29, es 4.2).
        .map(|r| decimal_mark(lang, format!("{r:.2}")))
        .unwrap_or_else(|| "—".to_owned());
    let measured = match (result, state.and_then(|s| s.progress.as_ref())) {
        (Some(r), _) => measured_text(
            lang,
            (r.outcome.fp_measured, r.outcome.ci_low, r.outcome.ci_high),
            rate_width(false),
        ),
        (None, Some(p)) if p.queries > 0 => measured_text(
            lang,
            (p.estimate, p.interval.low, p.interval.high),
            rate_width(false),
        ),
        _ => format!("{:>width$}", "—", width = rate_width(false)),
    };
    // With the digits a formula's rate takes everywhere (reader 22, es
    // 5.3: «1,00 %» here, «1,004 %» on the Table).
    let own = result
        .map(|r| crate::units::formula_rate(lang, r.outcome.fp_exact))
        .unwrap_or_else(|| "—".to_owned());
    // Verdicts are judged together (Holm): until the last row is in,
    // a finished row's verdict may still change, so it waits with «…»
    // (reader 7, es 2: «✗ difiere» turned «✓ compatible» at the end).
    let verdict = match state {
        Some(s) if s.failed.is_some() => t!(lang, "exp-alt-failed"),
        // Stopped by the cancel part-way: what it measured stays, with no
        // verdict; «? too few» beside ±5.1 % read as a judgement on the
        // count (reader 17, en 3.1, es 3.2).
        Some(AltRow {
            result: Some(r), ..
        }) if done && r.outcome.cancelled => t!(lang, "exp-alt-stopped-part-way"),
        Some(AltRow {
            result: Some(r), ..
        }) if done => verdict_mark(r.verdict, lang),
        Some(AltRow {
            result: Some(_), ..
        }) => "…".to_owned(),
        Some(_) if done => t!(lang, "exp-alt-cancelled"),
        Some(s) if s.profile.is_some() => "…".to_owned(),
        _ => String::new(),
    };
    // A rate as wide as its column met the bare ratio with one space,
    // «1,44 0,00979 %», read as one number (reader 30, es 1.3): every
    // cell starts with a second space, so that the ± stay in one column
    // (reader 32, es 1.4: only the widest rate's moved right).
    let measured = format!(" {measured}");
    let measured = format!("{:<MEASURED_WIDTH$}", measured.trim_end());
    // A cell wider than the column takes its room from the theory
    // column's padding, not the verdict's end («✓ compatib» at 80
    // columns: reader 16, es 1.1).
    // Where the theory's rate is as wide as its column too, the gap gives
    // way to one blank, so the verdicts stay in their column («0,00154 %
    // ±5,1 %» beside «0,001526 %», reader 34, en 1.1).
    let over = measured.chars().count().saturating_sub(MEASURED_WIDTH);
    let room = (OWN_GAP + OWN_WIDTH).saturating_sub(over);
    let own_len = own.chars().count();
    let gap = " ".repeat(OWN_GAP.min(room.saturating_sub(own_len)).max(1));
    let own_width = room.saturating_sub(gap.len()).max(own_len);
    format!(" {ratio:>6} {measured}{gap}{own:>own_width$} {verdict:<VERDICT_WIDTH$}")
}
