//! The table's columns: their widths at a screen width, and the heading
//! line over them.

use super::{MEASURED_WIDTH, measured_heading};
use crate::experiment::suites;
use crate::lang::Lang;
use crate::t;
use crate::tui::experiments::Tab;
use crate::units::decimal_mark;

/// The table's columns at this width: the small filter and the k sweep
/// add Bloom's column; to keep the verdict on an 80-column screen they
/// drop the false positives' count and shrink the gauge. Rates are
/// percentages, as everywhere in the course («0,819 %»), never fractions.
pub(super) struct Columns {
    pub(super) show_bloom: bool,
    pub(super) compact: bool,
    pub(super) gauge_width: usize,
    /// The false positives' count: headed «falsos positivos» where the
    /// table has the room (100 columns), else «FP», which the help spells
    /// out (docs/glossary.md).
    pub(super) fp_label: String,
    pub(super) fp_width: usize,
    /// Compact, fourteen characters ("0.819 % ±1.2 %": the k sweep and the
    /// small filter measure no rate under 0.1 %); the table's 0.01 % row
    /// needs [`MEASURED_WIDTH`].
    pub(super) measured_width: usize,
    /// Bloom's rate, where shown: eight places in the compact table, so
    /// that two blanks part it from the measured cell and one more from
    /// the exact rate («0,941 % ±4,0 %  0,943 %  0,943 %»: one blank ran
    /// the three together, reader 12, es 1.7).
    pub(super) bloom_width: usize,
    pub(super) exact_width: usize,
    /// The queries: six places in the compact table («28,7k», «1,00M»),
    /// the room for Bloom's wider column.
    pub(super) queries_width: usize,
    /// The row label's width: eleven characters, or the widest label of
    /// the k sweep where that is wider ("k=16 100 % ★" in Spanish).
    pub(super) label_width: usize,
    /// Two blanks, not one, before the false positives and the verdict
    /// where the screen has the room (100 columns): «queries false
    /// positives» and «exact verdict» read as one heading (reader 27, en
    /// 1.5).
    pub(super) gap: &'static str,
}

impl Columns {
    pub(super) fn new(tab: Tab, width: u16, lang: Lang) -> Columns {
        let show_bloom = tab != Tab::Table;
        let compact = show_bloom && width < 100;
        let fp_label = if width >= 100 {
            t!(lang, "exp-table-false-positives")
        } else {
            t!(lang, "exp-table-fp")
        };
        let widest_k = suites::K_SWEEP_KS.end();
        let widest_sweep = format!("k={widest_k:<2} {} ★", fill_text(lang, 1.0));
        let label_width = match tab {
            Tab::KSweep => widest_sweep.chars().count().max(11),
            // «n=6 indep.», «n=6 double»: ten, the room for Bloom's
            // wider column at 80.
            Tab::Small => {
                let widest = [t!(lang, "exp-table-indep"), t!(lang, "exp-table-double")]
                    .map(|hashing| format!("n=6 {hashing}").chars().count());
                widest.into_iter().max().unwrap_or(10)
            }
            Tab::Table | Tab::Alternatives => 11,
        };
        let rate_width = if tab == Tab::Small { 8 } else { 9 };
        Columns {
            show_bloom,
            compact,
            // Three in the compact table, so that its longest verdict
            // («✓ compatible* ✗ Bloom», starred: reader 20, es 1.1, read
            // «✗ Bloo») still ends at column 80; nine in the full one,
            // whose measured column has a space to spare.
            // Seven under 100 columns, so that a starred verdict
            // («✓ compatible*») ends at column 80 with the false
            // positives' wider cell.
            // Six, not seven, once the exact rate took four digits
            // («0.01001 %»: reader 22, es 5.1).
            // Two on the Small filter, whose starred verdict with Bloom's
            // («✓ compatible* ✗ Bloom») is the longest (reader 24, es 1.1).
            gauge_width: if compact && tab == Tab::Small {
                2
            } else if compact {
                3
            } else if width < 100 {
                6
            } else {
                9
            },
            // Six places hold any count short_count writes ("9,999", "1.06M").
            fp_width: fp_label.chars().count().max(6),
            fp_label,
            // One more than the widest value in the full table: the exact
            // rate beside it is as wide as its column ("0.0100 %"), and
            // one space read as one cell ("±5.0 % 0.0100 %").
            // The Small filter's rates are 1 % or more, one place narrower
            // («25,7 % ±0,9 %»): the place its starred verdict needs at
            // 80 columns («✓ compatible* ✗ Bloo»: reader 24, es 1.1).
            measured_width: match (compact, tab) {
                (true, Tab::Small) => 14,
                (true, _) => 15,
                (false, _) => MEASURED_WIDTH + 1,
            },
            // Nine for four digits under 1 % («0.9431 %», the Table's
            // «0.01001 %») and a space; the Small filter's rates are 1 %
            // or more («16.98 %»), and its row needs the column.
            bloom_width: rate_width,
            exact_width: rate_width,
            queries_width: if compact { 6 } else { 7 },
            label_width,
            gap: if width >= 100 { "  " } else { " " },
        }
    }

    pub(super) fn header(&self, tab: Tab, lang: Lang) -> String {
        let row_word = if tab == Tab::KSweep {
            t!(lang, "exp-table-k-fill")
        } else {
            t!(lang, "exp-table-row")
        };
        let mut header = format!("  {}", self.label_and_queries_heading(&row_word, lang));
        if !self.compact {
            let (label, width) = (&self.fp_label, self.fp_width);
            header.push_str(&format!("{}{label:>width$} ", self.gap));
        }
        // The measured heading may reach into the blank of the next
        // heading's cell (Bloom's or the exact rate's, right-aligned).
        let exact = t!(lang, "exp-alt-exact");
        let (measured_width, exact_width) = (self.measured_width, self.exact_width);
        let next = if self.show_bloom {
            format!("Bloom {exact:>exact_width$}")
        } else {
            exact
        };
        let room = measured_width
            + 1
            + if self.show_bloom {
                self.bloom_width
            } else {
                exact_width
            }
            - if self.show_bloom {
                5
            } else {
                next.chars().count()
            };
        header.push_str(&format!(
            " {:<room$}{next}{}{}",
            measured_heading(lang, room),
            self.gap,
            t!(lang, "exp-alt-verdict")
        ));
        header
    }

    /// The row's heading, then the gauge's and the queries': «queries»
    /// ends where its column does, and «progress» starts over the gauge,
    /// shortened («done») where the whole word leaves no two blanks
    /// before «queries» (at 80 columns the bars sat under a blank:
    /// reader 35, en 1.3); where neither fits, the gauge goes unheaded.
    /// Never over the labels: «progress» reaching left over «0.01 % k=13»
    /// read as the label column's (reader 36, en 1.1). Two blanks part
    /// the headings: one read «progress queries» as one.
    fn label_and_queries_heading(&self, row_word: &str, lang: Lang) -> String {
        let queries = t!(lang, "exp-table-queries");
        let length = |word: &str| word.chars().count();
        let label = format!("{row_word:<width$} ", width = self.label_width);
        // From the gauge's start to the queries' column's end.
        let zone = self.gauge_width + 1 + self.queries_width;
        let room = zone.saturating_sub(length(&queries) + 2);
        let progress = [
            t!(lang, "exp-table-progress"),
            t!(lang, "exp-table-progress-short"),
        ]
        .into_iter()
        .find(|word| length(word) <= room);
        match progress {
            Some(word) => {
                let after = zone - length(&word);
                format!("{label}{word}{queries:>after$}")
            }
            None => format!("{label}{queries:>zone$}"),
        }
    }
}

/// A filter's fill as the k sweep shows it: a percentage with one
/// decimal, as the formula lesson gives it (k = 1 sets 9,5 % of the bits,
/// which a whole percentage showed as 10 %), right-aligned in four places:
/// " 9,5 %" (a no-break space before the %, as the course writes it).
pub(super) fn fill_text(lang: Lang, ratio: f64) -> String {
    t!(
        lang,
        "words-exp-fill",
        percent = format!("{:>4}", fill_digits(lang, ratio * 100.0))
    )
}

/// A fill percentage to three digits, as lesson 2 quotes the k sweep's
/// (9.52 %, not 9.5: reader 17, en 5.7), but a full filter as «100»: four
/// places at most.
fn fill_digits(lang: Lang, percent: f64) -> String {
    let text = if percent < 9.995 {
        format!("{percent:.2}")
    } else {
        format!("{percent:.1}")
    };
    if text == "100.0" {
        return "100".to_owned();
    }
    decimal_mark(lang, text)
}
