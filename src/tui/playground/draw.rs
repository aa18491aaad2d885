//! Drawing the playground: m, k and the kind of filter, the fill and the
//! three false-positive rates, the words added, the bits (scrolled for a
//! large m), and under them the field being typed, the last result and any
//! notice. `view` says what to show, in order; `draw` lays it out.

use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;

use super::{Input, Playground};
use crate::filter::counting::COUNTER_MAX;
use crate::lang::Lang;
use crate::playground::{FilterState, Measurement, word_counts};
use crate::t;
use crate::tui::lesson::result_lines_after;
use crate::tui::protocol::Context;
use crate::tui::text::count;
use crate::tui::theme::Tone;
use crate::tui::widgets::{
    Said, bit_bands, marks_for, paragraph, said_lines, scrolled, whole_bands,
};
use crate::units::percent;

use super::overload::overload_warning;
use super::rate_chart::chart_last_line;

/// Lines the word list takes over the bits, whatever it holds; further
/// words are counted, not listed, so the bits stay on screen.
const WORD_LINES: usize = 3;
/// Lines the last result may take: a false positive in a small, crowded
/// filter names every word that set its bits.
pub(super) const RESULT_LINES: usize = 4;

/// The header's rows above the word list in the usual case: the shape,
/// the fill (two rows, as wrapped at 80 columns when a word repeats) and
/// the rates (two).
const STEADY_HEADER_ROWS: usize = 5;

/// The lines under the rate chart: what the last word did and a message
/// of two lines.
const CHART_FOOT_LINES: usize = 4;

/// The rows the chart keeps past its least, before room is kept for
/// messages under it or a measurement is said whole: seven rows of plot
/// and one for the line on the points past its end (reader 42, en 1.1),
/// which a measurement's later sentences took back (reader 44, es 1.3).
const CHART_ROWS_PAST_LEAST: usize = 3;

/// The lines kept under the chart for a message where the chart wants
/// the rest.
const CHART_FOOT_LINES_AT_LEAST: usize = 2;

/// What the playground says above and under its bits, in order.
struct View<'a> {
    /// "m = 32  k = 3", and the kind of filter.
    shape: String,
    kind: String,
    /// The fill and the rates.
    said: Vec<Said>,
    /// Why the filter is overloaded, if it is: at the foot, under the
    /// messages.
    overload: Option<Said>,
    /// The same in two rows' words, where the long one would cost the
    /// chart its key.
    overload_short: Option<Said>,
    /// Each word once with how often it was added; none: `empty` says how
    /// to add some. Either fills the word list's lines.
    words: Vec<(&'a str, usize)>,
    empty: Option<Said>,
    /// The last measurement, said under the bits: saying it above them
    /// moved them down (reader 28, en 1.6).
    measured: Vec<Said>,
    /// The field being typed: its label and its text.
    input: Option<(String, String)>,
}

impl Playground {
    fn view(&self, lang: Lang) -> View<'_> {
        let array = &self.array;
        let state = FilterState::of(array);
        let cell = if array.counting { "counter" } else { "bit" };
        let kind = if array.counting {
            t!(lang, "play-kind-counting")
        } else {
            t!(lang, "play-kind-bloom")
        };
        let mut said = vec![Said::new(
            fill_text(&state, array.m, array.words.len() as u64, cell, lang),
            if state.overloaded() {
                Tone::Warn
            } else {
                Tone::Text
            },
        )];
        // Said at the foot, last: above the rates it pushed the bits and
        // the chart down two or three rows as the fill crossed the line
        // (reader 39, en 1.1, es 1.10).
        let [overload, overload_short] = [false, true].map(|short| {
            state.overloaded().then(|| {
                Said::new(
                    overload_warning(lang, cell, &state, array.k, short),
                    Tone::Warn,
                )
            })
        });
        // The formulas' rates are never certain, though a float rounds a
        // filter this full to 1: «100 %» beside lesson 1's «always below
        // 100 %» (reader 26, en 5.10). This filter's own rate can be.
        let short_of_certain = |rate: f64| rate.min(1.0 - f64::EPSILON);
        let [bloom, exact, filter] = crate::units::formula_rates_alike(
            lang,
            [
                short_of_certain(state.fp_bloom),
                short_of_certain(state.fp_exact),
                state.fp_this_filter,
            ],
        );
        // This filter's own rate on a line of its own, always: it went
        // onto a second line or back as the digits grew and shrank, and
        // moved the bits under it (reader 32, es 1.5).
        said.push(Said::new(
            t!(lang, "play-rates", bloom = bloom, exact = exact),
            Tone::Text,
        ));
        said.push(Said::new(
            t!(
                lang,
                "play-rate-this-filter",
                filter = filter,
                // The formula with this filter's numbers: X, unnamed on
                // the screen, was read before lesson 2 defines it
                // (reader 12, en 6.3).
                // Digits alone, as in every formula: «(3,613/4,096)^3»
                // read as a list (reader 43, en 4.3; glossary).
                set = state.ones.to_string(),
                m = array.m.to_string(),
                k = array.k,
            ),
            Tone::Text,
        ));
        let measured = self
            .measured
            .as_ref()
            .map(|measured| measured_said(measured, array.counting, lang))
            .unwrap_or_default();
        // «No words yet» only of an empty filter: stuck counters outlive
        // the words that set them (reader 14, en 3.3).
        let empty = if array.is_blank() {
            Some(Said::new(t!(lang, "play-empty"), Tone::Dim))
        } else if array.words.is_empty() {
            Some(Said::new(t!(lang, "play-empty-stuck"), Tone::Dim))
        } else {
            None
        };
        let input = self.input.as_ref().map(|(mode, text)| {
            let label = match mode {
                Input::Add => t!(lang, "play-input-add"),
                Input::Check => t!(lang, "play-input-check"),
                Input::Remove => t!(lang, "play-input-remove"),
            };
            (format!("{label} "), format!("{text}▏"))
        });
        View {
            shape: format!("m = {}  k = {}  ", count(lang, array.m), array.k),
            kind,
            said,
            overload,
            overload_short,
            words: word_counts(array),
            empty,
            measured,
            input,
        }
    }

    /// The playground laid out in `area`: the lines above the bits, the
    /// lines under them, and where each part goes. Keys use it too, from
    /// the context's area, to scroll the bits as they are drawn.
    pub(super) fn layout(&self, area: Rect, ctx: &Context) -> Laid<'_> {
        let (lang, theme) = (ctx.lang, &ctx.theme);
        let view = self.view(lang);
        let width = area.width.saturating_sub(1).max(1);
        let mut info = vec![Line::from(vec![
            Span::styled(view.shape, theme.title),
            Span::styled(view.kind, theme.accent),
        ])];
        info.extend(said_lines(&view.said, width, theme));
        // The word list keeps its lines whatever is added, measured or
        // typed, so that the bits under it stay put (reader 28, en 1.6).
        // The chart, which has no bits, leaves it one.
        let word_lines = if self.show_chart { 1 } else { WORD_LINES };
        let mut words: Vec<Line> = match &view.empty {
            Some(empty) => said_lines(std::slice::from_ref(empty), width, theme),
            None => word_list(&view.words, lang, usize::from(width), word_lines)
                .into_iter()
                .map(|line| Line::from(Span::styled(line, theme.dim)))
                .collect(),
        };
        words.resize(words.len().max(word_lines), Line::default());
        info.extend(words);
        // The fill line takes two rows once a repeated word makes it long
        // («(6 añadidas, con las repetidas)»): rows kept for it, so that the
        // bits stay where they were as words come (reader 30, es 1.9;
        // reader 32, es 1.5).
        // The chart has no bits to keep in place: its rows go to the plot.
        if !self.show_chart {
            let steady = STEADY_HEADER_ROWS + word_lines;
            info.resize(info.len().max(steady), Line::default());
        }
        // Under the chart, a measurement's first sentence alone where all
        // of it leaves the chart no room: the rest blocked the chart for
        // good (reader 31, es 3.1). g shows it again, under the bits.
        let [mut overload, overload_short] = [&view.overload, &view.overload_short].map(|said| {
            said.as_ref()
                .map(|said| said_lines(std::slice::from_ref(said), width, theme))
                .unwrap_or_default()
        });
        let measured = match view.measured.split_first() {
            Some((first, rest)) if self.show_chart && !rest.is_empty() => {
                let whole = said_lines(&view.measured, width, theme).len();
                let left = usize::from(area.height).saturating_sub(
                    info.len()
                        + overload.len()
                        + usize::from(self.chart_needs(area.width, ctx))
                        + CHART_ROWS_PAST_LEAST,
                );
                if whole > left {
                    std::slice::from_ref(first)
                } else {
                    &view.measured[..]
                }
            }
            _ => &view.measured[..],
        };
        let mut bottom: Vec<Line> = said_lines(measured, width, theme);
        if let Some((label, text)) = view.input {
            bottom.push(Line::from(vec![
                Span::styled(label, theme.key),
                Span::styled(text, theme.selected),
            ]));
        }
        // The last word's bits and counters, only where they are drawn:
        // under the chart they named counters it does not show (reader
        // 23, en 3.2).
        // Under the chart, what the last word did in one line, without
        // the cells: a query's answer went unsaid there (reader 25, es
        // 3.2).
        // While «e again: empty?» waits, the last word's line gives way
        // to the question: above it, it read as part of it (reader 34,
        // en 3.2).
        let mut last_short = None;
        match self.last.as_ref().filter(|_| !self.asked_to_empty) {
            Some(last) if self.show_chart => {
                let offer_g = !self.chart_key_used;
                let [line, short] = [false, true].map(|short| {
                    let line = chart_last_line(
                        last,
                        self.removed_not_in_set,
                        &self.array.cells,
                        self.array.counting,
                        (offer_g, short),
                        lang,
                    );
                    paragraph(&line, width, theme.accent)
                });
                last_short = Some((bottom.len(), line.len(), short));
                bottom.extend(line);
            }
            Some(last) => bottom.extend(cut_to(
                result_lines_after(last, &self.array, width, ctx),
                RESULT_LINES,
                width,
            )),
            None => {}
        }
        if let Some(notice) = &self.notice {
            bottom.extend(paragraph(notice, width, theme.warn));
        }
        // Under the chart, room kept for a message, so that the chart
        // keeps its height as messages come and go: it fell from nine
        // rows to five under a warning and to three under «e again»
        // (reader 29, es 1.5).
        // Never at the cost of the chart itself, under an overload warning
        // at 80×24.
        // Nor at the cost of the plot's three rows past its least, which
        // at 80×22 stood blank under a plot of a decade a row (reader 42,
        // en 1.1): seven rows of plot and one for the line on the points
        // past its end; two lines for a message at least.
        if self.show_chart {
            let needs = usize::from(self.chart_needs(area.width, ctx));
            // The warning in its short words where the long ones would
            // cost the chart its key: after x at 80×22, the rebuild note
            // and the warning left the chart without it (readers 47, es
            // 1.1).
            let height = usize::from(area.height);
            if info.len() + needs + bottom.len() + overload.len() > height
                && overload_short.len() < overload.len()
            {
                overload = overload_short;
            }
            // And the last word's line in its short words, where both
            // still cost it (a removal's two rows under the warning at
            // 80×22, readers 49, es 1.4).
            if let Some((at, rows, short)) = last_short
                && info.len() + needs + bottom.len() + overload.len() > height
                && short.len() < rows
            {
                bottom.splice(at..at + rows, short);
            }
            let spare = usize::from(area.height).saturating_sub(info.len() + needs);
            let kept = CHART_FOOT_LINES.min(spare).min(
                spare
                    .saturating_sub(CHART_ROWS_PAST_LEAST)
                    .max(CHART_FOOT_LINES_AT_LEAST.min(spare)),
            );
            let messages = kept.saturating_sub(overload.len());
            bottom.resize(bottom.len().max(messages), Line::default());
        }
        // Last, so that it stays on its rows over the status line as
        // messages come and go.
        bottom.extend(overload);
        let [top, grid, foot] = Layout::vertical([
            Constraint::Length(info.len() as u16),
            Constraint::Min(0),
            Constraint::Length(bottom.len() as u16),
        ])
        .areas(area);
        Laid {
            info,
            bottom,
            top,
            grid,
            foot,
        }
    }

    /// The bit rows as drawn in `grid`, whole bands only (see
    /// [`whole_bands`]), and the scroll they are drawn with.
    fn bit_lines(&self, grid: Rect, ctx: &Context) -> (Vec<Line<'static>>, u16) {
        whole_bands(self.bands(grid, ctx), self.scroll_in(grid), grid.height)
    }

    /// The bits in bands as wide as `grid`, the last operation's marked.
    pub(super) fn bands(&self, grid: Rect, ctx: &Context) -> Vec<Vec<Line<'static>>> {
        let mut marks = marks_for(self.last.as_ref());
        // A removal leaves a stuck counter at its top: no «−» under it,
        // which the line above says did not go down (reader 32, en 5.2).
        if self
            .last
            .as_ref()
            .is_some_and(|last| last.kind == crate::content::scene::ActionKind::Remove)
        {
            let stuck = COUNTER_MAX;
            marks.retain(|&at, _| self.array.cells.get(at as usize) != Some(&stuck));
        }
        // A row kept under each band's positions for the ▲ and − of the
        // last word, where all the bands fit with it: it came and went
        // with each query or removal, and the bits under it moved (reader
        // 39, es 1.4). Bits that scroll move to the marks anyway, and
        // there a blank row in each band would hide a band of them.
        let kept = bit_bands(&self.array.cells, &marks, grid.width, &ctx.theme, true);
        if kept.iter().map(Vec::len).sum::<usize>() <= usize::from(grid.height) {
            kept
        } else {
            bit_bands(&self.array.cells, &marks, grid.width, &ctx.theme, false)
        }
    }

    pub(super) fn draw(&self, frame: &mut Frame, area: Rect, ctx: &Context) {
        let laid = self.layout(area, ctx);
        frame.render_widget(Paragraph::new(laid.info), laid.top);
        if self.show_chart {
            self.render_rate_chart(frame, laid.grid, ctx);
        } else {
            let (rows, scroll) = self.bit_lines(laid.grid, ctx);
            scrolled(frame, laid.grid, rows, scroll, false, ctx);
        }
        frame.render_widget(Paragraph::new(laid.bottom), laid.foot);
    }
}

/// The playground's parts and where they go.
pub(super) struct Laid<'a> {
    info: Vec<Line<'a>>,
    bottom: Vec<Line<'a>>,
    top: Rect,
    pub(super) grid: Rect,
    foot: Rect,
}

/// At most `most` lines; when some are cut, the last one kept ends with
/// " …" to say so, after a clause where one ends past its middle, or
/// else after a whole word: «el contador 4 est …» broke a word (reader
/// 42, es 6.1).
fn cut_to(mut lines: Vec<Line<'static>>, most: usize, width: u16) -> Vec<Line<'static>> {
    if lines.len() <= most {
        return lines;
    }
    lines.truncate(most);
    if let Some(line) = lines.last_mut() {
        let style = line
            .spans
            .first()
            .map(|span| span.style)
            .unwrap_or_default();
        let text: String = line
            .spans
            .iter()
            .map(|span| span.content.as_ref())
            .collect();
        let room = usize::from(width).saturating_sub(2);
        let kept: String = text.chars().take(room).collect();
        let clause = [", ", "; "]
            .iter()
            .filter_map(|mark| kept.rfind(mark))
            .filter(|&at| kept[..at].chars().count() > room / 2)
            .max();
        let shown = match clause {
            Some(at) => format!("{} …", &kept[..at]),
            None => crate::tui::widgets::fitted(&format!("{} …", text.trim_end()), room + 2),
        };
        *line = Line::from(Span::styled(shown, style));
    }
    lines
}

/// "fill 5/32 = 15.6 % of the bits set, n = 2 words", and the counters
/// stuck for good, if any.
fn fill_text(state: &FilterState, m: u64, added: u64, cell: &str, lang: Lang) -> String {
    let words = if state.n < added {
        t!(
            lang,
            "play-words-distinct",
            n = state.n,
            shown = count(lang, state.n),
            added = count(lang, added)
        )
    } else {
        t!(
            lang,
            "play-words",
            n = state.n,
            shown = count(lang, state.n)
        )
    };
    let [share] = crate::units::formula_rates_alike(lang, [state.fill]);
    let fill = t!(
        lang,
        "play-fill",
        ones = state.ones.to_string(),
        m = m.to_string(),
        // With as many digits as this filter's rate below it: «25.0 %»
        // over «(2/8)^1 = 25.00 %», «31.3 %» over «31.25 %» for 5/16
        // (readers 44, en 5.2).
        // A full filter «100 %», as the rate below it, not «100,0 %»
        // (reader 47, es 4.11).
        fill = share,
        cells = t!(lang, "play-cells-set", kind = cell),
        words = words,
    );
    if state.stuck == 0 {
        return fill;
    }
    t!(
        lang,
        "play-fill-stuck",
        fill = fill,
        count = state.stuck,
        // «2,442 counters», grouped as the fill beside it (reader 32, en
        // 4.3).
        shown = count(lang, state.stuck as u64),
        max = COUNTER_MAX.to_string()
    )
}

/// "words: «a» «b» ×2 …" in at most `most_lines` lines of `width`; words
/// that do not fit are counted at the end ("… and 12 more"). Each word
/// is placed whole, in one pass over the words.
fn word_list(
    counted: &[(&str, usize)],
    lang: Lang,
    width: usize,
    most_lines: usize,
) -> Vec<String> {
    let width_of = |text: &str| text.chars().count();
    let more = |hidden: usize| t!(lang, "play-words-more", count = count(lang, hidden as u64));
    // Each line as its items, joined by one space.
    let mut lines: Vec<Vec<String>> = vec![vec![t!(lang, "play-words-label")]];
    let mut used = width_of(&lines[0][0]);
    // Later lines start under the first word (a hanging indent), where
    // the label leaves most of the width to the words.
    let indent = if (used + 1) * 3 <= width { used + 1 } else { 0 };
    let mut placed = 0;
    for (word, times) in counted {
        let item = if *times > 1 {
            format!("{} ×{times}", lang.quote(word))
        } else {
            lang.quote(word)
        };
        let item_width = width_of(&item);
        if let Some(line) = lines.last_mut().filter(|_| used + 1 + item_width <= width) {
            used += 1 + item_width;
            line.push(item);
        } else if lines.len() < most_lines {
            used = indent + item_width;
            lines.push(vec![format!("{}{item}", " ".repeat(indent))]);
        } else {
            break;
        }
        placed += 1;
    }
    let mut hidden = counted.len() - placed;
    if hidden > 0
        && let Some(last) = lines.last_mut()
    {
        // Make room for the count on the last line, moving words into it.
        while last.len() > 1 {
            let used = last.iter().map(|item| width_of(item) + 1).sum::<usize>();
            if used + width_of(&more(hidden)) <= width {
                break;
            }
            last.pop();
            hidden += 1;
        }
        last.push(more(hidden));
    }
    lines.into_iter().map(|items| items.join(" ")).collect()
}

/// A measurement with never-added words: what came back, then what the
/// interval says about this filter (the three rates are on the line above).
fn measured_said(measured: &Measurement, counting: bool, lang: Lang) -> Vec<Said> {
    let (low, high) =
        crate::units::percent_interval(lang, measured.interval.low, measured.interval.high);
    let own = measured.fp_this_filter;
    // All cells set, or none: every answer is forced, so the count is
    // certain and «19 times in 20» would be wrong (reader 28, en 6.4);
    // nor has it a 95 % interval beside it (reader 33, en).
    let certain = own == 1.0 || own == 0.0;
    let (hits, asked) = (
        count(lang, measured.false_positives),
        count(lang, measured.queries),
    );
    let rate = percent(lang, measured.rate);
    let first = if certain {
        t!(
            lang,
            "play-measured-forced",
            hits = hits,
            count = measured.false_positives,
            asked = asked,
            rate = rate,
        )
    } else {
        t!(
            lang,
            "play-measured",
            hits = hits,
            count = measured.false_positives,
            asked = asked,
            rate = rate,
            low = low,
            high = high,
        )
    };
    let second = if certain {
        t!(
            lang,
            "play-measured-certain",
            all = if own == 1.0 { "yes" } else { "no" },
            cells = if counting { "counters" } else { "bits" }
        )
    } else if measured.consistent() {
        t!(lang, "play-measured-inside")
    } else {
        t!(lang, "play-measured-outside")
    };
    vec![
        Said::new(first, Tone::Accent),
        Said::new(second, Tone::Accent),
    ]
}
