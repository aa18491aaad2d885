//! The playground's rate chart: the false-positive rate measured with
//! never-added words as words went in, beside the exact prediction for
//! this m and k, with the point where the filter should be half full.

use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::layout::{Constraint, Layout};
use ratatui::symbols::Marker;
use ratatui::text::{Line, Span};
use ratatui::widgets::{GraphType, Paragraph};

use super::Playground;
use crate::lang::Lang;
use crate::t;
use crate::tui::protocol::Context;
use crate::tui::widgets::{axis, chart, paragraph, series, y_axis};
use crate::units::count;

/// The fewest rows of plot the chart is drawn with: one per decade, each
/// labelled (six came down to five anyway, to keep the labels evenly
/// apart). Its axis, labels and title take three more, and its key the
/// lines it needs.
const MIN_PLOT_ROWS: u16 = 5;

/// The plot rows drawn of `rows` and the step between labelled decades:
/// of a label per decade and one every other decade, the one whose even
/// spacing leaves fewer rows blank (at 80×22 a decade a row gave five
/// rows of seven, reader 42, en 1.1); from two rows a decade on, every
/// decade keeps its label.
fn plot_rows(rows: u16) -> (u16, usize) {
    let decades = (-LOG_FLOOR) as u16 + 1;
    let used = |labels: u16| {
        let gaps = labels - 1;
        rows.saturating_sub(1) / gaps * gaps + 1
    };
    let (every, other) = (used(decades), used(decades.div_ceil(2)));
    if rows >= 2 * decades - 1 || (rows >= decades && every >= other) {
        (every.min(rows), 1)
    } else {
        (other.min(rows), 2)
    }
}

/// Points on the predicted curve.
const CURVE_POINTS: usize = 80;

impl Playground {
    pub(super) fn render_rate_chart(&self, frame: &mut Frame, area: Rect, ctx: &Context) {
        let lang = ctx.lang;
        let theme = &ctx.theme;
        // Four decades need a row and a half each to be read: squeezed to
        // three rows under a measurement, a 15 % rate sat on the «100 %»
        // row (reader 19, es 1.1), and under a four-line key (reader 31,
        // es 1.2). Too few, and one line says so.
        let data = self.chart_data();
        let mut key_lines = self.chart_key_lines(&data, area.width, ctx);
        // Without its key where only the key does not fit: «too small for
        // the chart» stood over eight blank rows under a long note (reader
        // 42, en 1.2). The key comes back as the note goes.
        if area.height < MIN_PLOT_ROWS + 3 + key_lines.len() as u16 {
            key_lines.clear();
        }
        if area.height < MIN_PLOT_ROWS + 3 || area.width < 24 {
            frame.render_widget(
                Paragraph::new(paragraph(
                    &t!(
                        lang,
                        "play-chart-too-small",
                        cells = if self.array.counting {
                            "counters"
                        } else {
                            "bits"
                        }
                    ),
                    area.width.max(1),
                    theme.dim,
                )),
                area,
            );
            return;
        }
        // The measurements left out are said only in rows the plot leaves
        // blank: taken from the plot, they moved its axis up as words came
        // (reader 39, en 1.1).
        let beyond_lines = beyond_key(&data.beyond, data.x_max, area.width.into(), ctx);
        // Or where the plot keeps seven rows with it.
        let rows = |key: usize| plot_rows(area.height.saturating_sub(3 + key as u16)).0;
        let with = rows(key_lines.len() + beyond_lines.len());
        if with == rows(key_lines.len()) || with >= 7 {
            key_lines.extend(beyond_lines);
        }
        let (m, k) = (self.array.m, self.array.k);
        let ChartData {
            measured,
            predicted,
            half_full,
            half_rate,
            x_max,
            ..
        } = data;
        let half_marker = [(half_full, LOG_FLOOR), (half_full, 0.0)];
        // Under the floor, as the curve is: at m = 4096, k = 16 the point
        // sat alone on the «≤0,01 %» row where no curve was drawn (reader
        // 29, es 1.6). The line still marks the half-full n.
        let half_point: Vec<(f64, f64)> = (half_rate >= 10f64.powf(LOG_FLOOR))
            .then(|| (half_full, log_rate(half_rate)))
            .into_iter()
            .collect();
        let datasets = vec![
            series(
                None,
                Marker::Braille,
                GraphType::Line,
                theme.good,
                &predicted,
            ),
            series(None, Marker::Dot, GraphType::Scatter, theme.warn, &measured),
            series(
                None,
                Marker::Braille,
                GraphType::Line,
                theme.dim,
                &half_marker,
            ),
            series(
                None,
                Marker::Block,
                GraphType::Scatter,
                theme.accent,
                &half_point,
            ),
        ];
        let title = format!(
            " {} ",
            t!(
                lang,
                "play-chart-title",
                m = count(lang, m),
                k = k.to_string()
            )
        );
        let x_labels = [0.0, x_max / 2.0, x_max]
            .iter()
            .map(|n| count(lang, n.round() as u64))
            .collect();
        // A label per decade where the plot has a row for each, or every
        // other one: counted on the plot's own rows, under the key's, so
        // that the same five rows keep their five labels whatever the text
        // below (reader 30, es 1.1: they lost two after t).
        let (_, step) = plot_rows(area.height.saturating_sub(3 + key_lines.len() as u16));
        let y_labels: Vec<String> = (LOG_FLOOR as i32..=0)
            .step_by(step)
            .map(|exponent| percent_label(lang, exponent))
            .collect();
        let label_count = y_labels.len();
        // The key goes under the chart, not over it: a legend box inside
        // the plot hides points wherever it sits.
        let chart = chart(
            datasets,
            title,
            axis([0.0, x_max], x_labels, theme),
            y_axis([LOG_FLOOR, 0.0], y_labels, theme),
            None,
            theme,
        );
        let [plot, key] = Layout::vertical([
            Constraint::Min(0),
            Constraint::Length(key_lines.len() as u16),
        ])
        .areas(area);
        // The rows the even labels leave go under the key, not over the
        // title: over it, they came and went with a measurement below, and
        // the chart moved two rows each time (reader 34, es 1.1).
        let even = crate::tui::widgets::even_label_rows(plot, label_count);
        let spare = even.y - plot.y;
        let (even, key) = (
            Rect { y: plot.y, ..even },
            Rect {
                y: key.y - spare,
                ..key
            },
        );
        frame.render_widget(chart, even);
        frame.render_widget(Paragraph::new(key_lines), key);
    }

    /// The rows the chart needs at `width`: its least plot, axis, labels,
    /// title, key and the line on measurements left out. The room kept
    /// under it for messages gives way to these (reader 31, es 1.2: the chart was squeezed to three rows
    /// over three blank ones).
    pub(super) fn chart_needs(&self, width: u16, ctx: &Context) -> u16 {
        let data = self.chart_data();
        let key = self.chart_key_lines(&data, width, ctx).len()
            + beyond_key(&data.beyond, data.x_max, width.into(), ctx).len();
        MIN_PLOT_ROWS + 3 + key as u16
    }

    /// The key under the chart: what its lines are. The measurements it
    /// leaves out are said under it where the plot keeps its rows.
    fn chart_key_lines<'a>(&self, data: &ChartData, width: u16, ctx: &Context) -> Vec<Line<'a>> {
        let (m, k) = (self.array.m, self.array.k);
        let half_drawn = data.half_rate >= 10f64.powf(LOG_FLOOR);
        // The lessons' shortcut, m·ln 2 / k, beside the exact n where the
        // two differ as shown (reader 30, es 5.2: «n ≈ 7,3» at m = 32,
        // k = 3, where the lessons' formula gives 7,4).
        let shortcut = m as f64 * std::f64::consts::LN_2 / f64::from(k);
        chart_key(
            (data.half_full, shortcut, half_drawn),
            self.array.counting,
            width.into(),
            ctx,
        )
    }
}

/// The key under the rate chart: the exact curve, the measured points,
/// and the line where the filter should be half full, on a second line
/// where one of `width` does not hold them all.
fn chart_key<'a>(
    (half_full, shortcut, point_drawn): (f64, f64, bool),
    counting: bool,
    width: usize,
    ctx: &Context,
) -> Vec<Line<'a>> {
    let lang = ctx.lang;
    let theme = &ctx.theme;
    let half_name = t!(
        lang,
        "play-chart-half-full",
        // A counting filter's cells are counters, said as the header says
        // them (reader 9, es 4.5).
        cell = if counting { "counter" } else { "bit" },
        n = {
            let (exact, short) = (elements(lang, half_full), elements(lang, shortcut));
            // The shortcut only where it is off by 1 % or more: at m =
            // 1,024, 236.4 and 236.6 were written «236» and «237», two
            // values for one point (reader 46, en 5.12).
            if exact == short || (shortcut - half_full).abs() < 0.01 * half_full {
                exact
            } else {
                t!(
                    lang,
                    "play-chart-half-shortcut",
                    n = exact,
                    shortcut = short
                )
            }
        }
    );
    let curves = Line::from(vec![
        Span::styled("⠒⠒ ", theme.good),
        Span::styled(format!("{}   ", t!(lang, "play-chart-exact")), theme.dim),
        Span::styled("•• ", theme.warn),
        Span::styled(format!("{}   ", t!(lang, "play-chart-measured")), theme.dim),
    ]);
    // The line and the point on it, each marker with its words: the
    // █ was unexplained (reader 12, es 2.8, en 1.2).
    let point = if point_drawn { "█ " } else { " " };
    let half = vec![
        Span::styled("│", theme.dim),
        Span::styled(point, theme.accent),
        Span::styled(half_name, theme.dim),
    ];
    let half_width: usize = half.iter().map(|span| span.width()).sum();
    if curves.width() + half_width <= width {
        let mut spans = curves.spans;
        spans.extend(half);
        vec![Line::from(spans)]
    } else {
        vec![curves, Line::from(half)]
    }
}

/// A number of elements on the chart's key. Under 10, one decimal: 8·ln
/// 2 / 16 is 0,3, not «0» (reader 8, en 5.8).
fn elements(lang: crate::lang::Lang, n: f64) -> String {
    if n < 9.95 {
        crate::units::decimal_mark(lang, format!("{n:.1}"))
    } else {
        count(lang, n.round() as u64)
    }
}

/// The line under the key that tells of measured points past the axis's
/// end: how many, from which n, and the lowest rate among them.
fn beyond_key<'a>(beyond: &[(f64, f64)], x_max: f64, width: usize, ctx: &Context) -> Vec<Line<'a>> {
    let Some(lowest) = beyond.iter().map(|p| p.1).reduce(f64::min) else {
        return Vec::new();
    };
    let highest = beyond.iter().map(|p| p.1).fold(lowest, f64::max);
    let (points, n) = (beyond.len(), count(ctx.lang, x_max.round() as u64));
    let low = crate::units::percent(ctx.lang, lowest);
    // «the lowest is 100 %» of points all at 100 % read oddly.
    let said = if low == crate::units::percent(ctx.lang, highest) {
        t!(
            ctx.lang,
            "play-chart-beyond-alike",
            points = points,
            n = n,
            rate = low
        )
    } else {
        t!(
            ctx.lang,
            "play-chart-beyond",
            points = points,
            n = n,
            low = low
        )
    };
    // Wrapped under its arrow: at 80 columns the Spanish runs to two lines.
    let lines = crate::tui::text::wrap(&said, width.saturating_sub(4));
    lines
        .into_iter()
        .enumerate()
        .map(|(i, line)| {
            let lead = if i == 0 { "→ " } else { "  " };
            Line::from(Span::styled(format!("{lead}{line}"), ctx.theme.dim))
        })
        .collect()
}

/// The rate chart's points and its axes' ends.
struct ChartData {
    /// The measured rate at each n charted, as drawn (log10, floored).
    measured: Vec<(f64, f64)>,
    /// The measured points past the axis's end, where the curve is flat.
    beyond: Vec<(f64, f64)>,
    /// The exact formula's rate against n.
    predicted: Vec<(f64, f64)>,
    /// Where the filter is half full, and its rate there.
    half_full: f64,
    half_rate: f64,
    x_max: f64,
}

/// The rate axis's floor, in powers of ten: 10⁻⁴, the smallest rate the
/// playground's 10 000 queries can tell from none. A linear axis put a
/// sensible filter's 0,1 % on the 0 % line, beside its curve (reader 17,
/// en 1.3); on a log axis each decade has its own rows.
const LOG_FLOOR: f64 = -4.0;

/// A rate as drawn on the log axis: rates under the floor, none measured
/// among them, sit on it, whose label says «≤».
fn log_rate(rate: f64) -> f64 {
    if rate > 0.0 {
        rate.log10().clamp(LOG_FLOOR, 0.0)
    } else {
        LOG_FLOOR
    }
}

impl Playground {
    fn chart_data(&self) -> ChartData {
        let (m, k) = (self.array.m, self.array.k);
        let (half_full, half_rate) = crate::playground::half_full(m, k);
        let measured: Vec<(f64, f64)> = self
            .history
            .points()
            .iter()
            .map(|&(n, rate)| (n as f64, rate))
            .collect();
        let furthest = measured.iter().map(|p| p.0).fold(0.0, f64::max);
        // Room to see the curve bend past the half-full point, and no
        // further than where it goes flat: points past that are left out,
        // and the key says so.
        // Nor past four times the half-full point, where the bits are 15
        // in 16 set: at m = 32 with 105 words the rise took five columns
        // of seventy and the rest was flat (reader 34, es 1.7).
        let flat = crate::playground::saturated_n(m, k).min(4.0 * half_full);
        let x_max = count_axis_end(furthest.min(flat).max(2.0 * half_full));
        // Split on the rates themselves: the key under the chart words
        // the points past its end as rates (100 % read «0 %» as its log).
        let (measured, beyond): (Vec<_>, Vec<_>) =
            measured.into_iter().partition(|&(n, _)| n <= x_max);
        let measured = measured
            .into_iter()
            .map(|(n, rate)| (n, log_rate(rate)))
            .collect();
        // The curve from where it rises off the floor: below, it would
        // run along the floor's «≤» line as if measured there.
        // One point per whole n where the axis holds fewer than
        // CURVE_POINTS: the rate exists only at whole n, and points in
        // between drew it as steps.
        let points = (x_max.round() as usize).clamp(1, CURVE_POINTS);
        let predicted = crate::playground::predicted_rates(m, k, x_max, points)
            .into_iter()
            .filter(|&(_, rate)| rate >= 10f64.powf(LOG_FLOOR))
            .map(|(n, rate)| (n, log_rate(rate)))
            .collect();
        ChartData {
            measured,
            beyond,
            predicted,
            half_full,
            half_rate,
            x_max,
        }
    }
}

/// A log axis label: 10^exponent in per cent (0,1 %, 1 %, 100 %), the
/// floor written «≤0,01 %»: points there measured that rate or less.
fn percent_label(lang: Lang, exponent: i32) -> String {
    let percent = crate::units::format_percent_short(10f64.powi(exponent)).replace(' ', "\u{a0}");
    let label = crate::units::decimal_mark(lang, percent);
    if f64::from(exponent) <= LOG_FLOOR {
        format!("≤{label}")
    } else {
        label
    }
}

/// The end of the n axis at or above `value` (at least 4): round (1, 2,
/// 2.5 or 5 times a power of ten), and even, so that the middle label,
/// half of it, is a whole number of words too (0, 2, 4; 0, 25, 50; 0,
/// 125, 250), never a rounded 2.5 shown as 3.
fn count_axis_end(value: f64) -> f64 {
    let value = value.max(4.0);
    if value <= 10.0 {
        return (value / 2.0).ceil() * 2.0;
    }
    let steps: &[f64] = if value <= 100.0 {
        &[1.0, 2.0, 5.0, 10.0]
    } else {
        &[1.0, 2.0, 2.5, 5.0, 10.0]
    };
    round_up(value, steps)
}

/// The smallest of `steps` times a power of ten at or above `value`: an
/// axis end that reads well (and halves well, for the middle label).
fn round_up(value: f64, steps: &[f64]) -> f64 {
    let power = 10f64.powf(value.log10().floor());
    steps
        .iter()
        .map(|step| step * power)
        .find(|end| *end >= value * (1.0 - 1e-12))
        .unwrap_or(10.0 * power)
}

/// What the last word did, said under the chart in one line: added,
/// removed, or the query's answer, and, unless g was pressed since, that
/// g shows its cells.
pub(super) fn chart_last_line(
    last: &crate::content::scene::OpResult,
    not_in_set: bool,
    cells: &[u8],
    counting: bool,
    (offer_g, short): (bool, bool),
    lang: Lang,
) -> String {
    use crate::content::scene::{ActionKind, QueryAnswer};
    // Every counter of the word still above 0 (stuck, or shared): it
    // still answers «probably present», which «removed» alone denied
    // (reader 42, en 3.2).
    let still_present = !last.positions.is_empty()
        && last
            .positions
            .iter()
            .all(|&at| cells.get(at as usize).is_some_and(|&cell| cell > 0));
    let op = match last.kind {
        ActionKind::Add => "add",
        // A word not in the set: its removal took counts from others,
        // which «removed» hid (reader 37, en 3.1).
        ActionKind::Remove if not_in_set => "remove-absent",
        ActionKind::Remove if last.again => "remove-kept",
        // Short, without the counters, where the long words would cost
        // the chart its key (readers 49, es 1.4).
        ActionKind::Remove if still_present && short => "remove-still-short",
        ActionKind::Remove if still_present => "remove-still",
        ActionKind::Remove if !matches!(last.answer, Some(QueryAnswer::Absent { .. })) => "remove",
        _ => "query",
    };
    let answer = match &last.answer {
        Some(answer) if answer.is_false_positive() => "false",
        // A word added and answered absent, after a removal took its
        // counters: «not in the filter» stated the error as a fact
        // (reader 43, en 3.1).
        Some(QueryAnswer::Absent {
            was_added: true, ..
        }) => "false-negative",
        Some(QueryAnswer::Present { .. }) => "present",
        _ => "absent",
    };
    t!(
        lang,
        "play-chart-last",
        op = op,
        answer = answer,
        word = last.word.clone().unwrap_or_default(),
        counting = if counting { "yes" } else { "no" },
        offer_g = if offer_g { "yes" } else { "no" }
    )
}

#[cfg(test)]
mod tests {
    use super::round_up;

    #[test]
    fn the_n_axis_halves_into_whole_words() {
        for (value, end) in [
            (0.7, 4.0),
            (4.0, 4.0),
            (4.1, 6.0),
            (9.0, 10.0),
            (14.8, 20.0),
        ] {
            assert_eq!(super::count_axis_end(value), end, "{value}");
        }
        assert_eq!(super::count_axis_end(23.0), 50.0);
        assert_eq!(super::count_axis_end(237.0), 250.0);
        for tenths in 1..100_000 {
            let end = super::count_axis_end(f64::from(tenths) / 10.0);
            assert_eq!((end / 2.0).fract(), 0.0, "{end}");
        }
    }

    #[test]
    fn axis_ends_are_round() {
        let rates = [1.0, 2.0, 5.0, 10.0];
        assert_eq!(round_up(0.013, &rates), 0.02);
        assert_eq!(round_up(0.2, &rates), 0.2);
        assert_eq!(round_up(0.31, &rates), 0.5);
        assert_eq!(round_up(0.9, &rates), 1.0);
        let counts = [1.0, 2.0, 2.5, 5.0, 10.0];
        assert_eq!(round_up(237.0, &counts), 250.0);
        assert_eq!(round_up(4.0, &counts), 5.0);
        assert_eq!(round_up(1100.0, &counts), 2000.0);
    }
}
