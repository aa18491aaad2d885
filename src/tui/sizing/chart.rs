//! The sizing screen's chart: the false-positive rate against bits per
//! element at the optimal k and at the design's own k, the lower bound,
//! and the design marked.

use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::symbols::Marker;
use ratatui::text::{Line, Span};
use ratatui::widgets::{GraphType, Paragraph};

use super::SizingScreen;
use crate::lang::Lang;
use crate::sizing::Sizing;
use crate::t;
use crate::theory;
use crate::tui::protocol::Context;
use crate::tui::widgets::{axis, chart, even_label_rows, series, y_axis};

impl SizingScreen {
    pub(super) fn render_chart(
        &self,
        frame: &mut Frame,
        area: Rect,
        visible_bottom: u16,
        ctx: &Context,
        current: Option<&Sizing>,
    ) {
        let lang = ctx.lang;
        let theme = &ctx.theme;
        // Four rows of plot at least, with its title, axis, labels and
        // key: else one line says what is missing, instead of a plot
        // squashed past reading (reader 8, es 1.1). A choice off the chart
        // is said in the notes above it.
        let off_scale = current.and_then(|s| off_scale_note(s, lang));
        let key_height = KEY_ROWS;
        let min_height = PLOT_AND_FRAME + key_height;
        if area.height < min_height || area.width < 20 {
            if area.height > 0 {
                let missing = min_height.saturating_sub(area.height).max(1);
                let said = t!(lang, "exp-table-chart-does-not-fit", missing = missing);
                let line = Rect { height: 1, ..area };
                frame.render_widget(
                    Paragraph::new(crate::tui::widgets::paragraph(
                        &said,
                        area.width.max(1),
                        theme.dim,
                    )),
                    line,
                );
            }
            return;
        }
        let [plot, key] =
            Layout::vertical([Constraint::Min(0), Constraint::Length(key_height)]).areas(area);
        // Labels the same number of rows apart, so a decade takes the
        // same height all the way down.
        // The rows that leaves go under the key, not over the title:
        // over it they read as a hole, two blank rows over a four-row
        // plot with m held at 80×22 (readers 47, es 1.2).
        let even = even_label_rows(plot, RATE_LABELS);
        let plot = Rect { y: plot.y, ..even };
        let key = Rect {
            y: plot.bottom(),
            ..key
        };
        // The design on the row its braille curves are drawn on; off the
        // chart, not drawn at all: at the edge it read as a real point
        // (reader 12, en 1.7), and the key's note says where it is.
        let marker: Vec<(f64, f64)> = current
            .filter(|_| off_scale.is_none())
            .map(|s| {
                let y = s.fp_predicted.log10();
                vec![(
                    s.bits_per_element,
                    on_braille_row(y, [FLOOR, 0.0], plot.height.saturating_sub(3)),
                )]
            })
            .unwrap_or_default();
        let optimal = rate_curve(&theory::fp_at_optimal_k, 1);
        // The design's k held at every m/n, as the saved figure draws it.
        let held_k = current.map_or(4, |s| s.k);
        // A dashed braille line, as fine as the optimal curve: the
        // cell-high ▄ drew long flat runs the rate does not have (reader
        // 17, en 1.2, es 1.7), and dots every half bit fell in different
        // rows as the curve fell, scattered past reading (reader 23, es
        // 1.7, en 1.6).
        let fixed = dashes(&|bits| theory::fp_bloom(bits, f64::from(held_k), 1.0));
        let bound = rate_curve(&|bits| 2f64.powf(-bits), 1);
        // Solid braille, dotted braille and • tell the lines apart with or
        // without colour (a
        // student who cannot tell the colours apart, reader 8, en 1.4).
        let (m1, m3) = (Marker::Braille, Marker::Dot);
        // The key goes under the chart (below): a legend box inside the
        // plot covers the start of the curves on a short screen.
        // The thin optimal curve is drawn over the design's k: under the
        // heavy ▄▄ it was lost where the two run close (reader 10, en 1.6).
        let mut datasets: Vec<_> = fixed
            .iter()
            .map(|dash| series(None, m1, GraphType::Line, theme.good, dash))
            .collect();
        datasets.extend([
            series(None, m3, GraphType::Line, theme.dim, &bound),
            series(None, m1, GraphType::Line, theme.accent, &optimal),
            series(None, Marker::Block, GraphType::Scatter, theme.warn, &marker),
        ]);
        let labels = |list: &[&str]| list.iter().map(|l| (*l).to_owned()).collect();
        let title = format!(" {} ", t!(lang, "sizing-chart-title"));
        let chart = chart(
            datasets,
            title,
            axis([0.0, MOST_BITS], labels(&["0", "15", "30"]), theme),
            y_axis([FLOOR, 0.0], rate_labels(lang), theme),
            None,
            theme,
        );
        frame.render_widget(chart, plot);
        // Under a note on the status line, the key shows what the note
        // leaves of it, until the next key.
        let key = Rect {
            height: key.height.min(visible_bottom.saturating_sub(key.y)),
            ..key
        };
        if key.height > 0 {
            frame.render_widget(Paragraph::new(chart_key(held_k, ctx)), key);
        }
    }
}

/// The rate axis's labels, bottom to top, in % as every rate beside the
/// chart is (reader 10, en 1.6), one every two decades: 0.0001 %, 0.01 %,
/// 1 % (the usual target, reader 28 en 1.4) and 100 %. The floor stays a
/// percentage: below 0.00001 % the course writes «1 in N» (en 5.6).
fn rate_labels(lang: Lang) -> Vec<String> {
    (0..RATE_LABELS)
        .map(|i| {
            let percent = 10f64.powf(FLOOR + 2.0 - FLOOR * i as f64 / (RATE_LABELS - 1) as f64);
            crate::units::rate_with_digits(lang, percent / 100.0, 1)
        })
        .collect()
}

/// `y` moved to the middle of the row a braille curve at `y` is drawn on,
/// in a plot of `rows` rows spanning `bounds`, so that a one-cell mark
/// there sits on the curve. A cell mark rounds to the nearest of `rows`
/// evenly spaced values; braille rounds to a quarter row: the two
/// disagreed by a row near a boundary, and the design dropped onto the
/// lower bound's dots (reader 12, es 1.2).
fn on_braille_row(y: f64, [low, high]: [f64; 2], rows: u16) -> f64 {
    if rows < 2 || high <= low {
        return y;
    }
    let rows = f64::from(rows);
    let from_top = ((high - y.clamp(low, high)) / (high - low) * (4.0 * rows - 1.0)).round();
    let row = (from_top / 4.0).floor();
    high - row * (high - low) / (rows - 1.0)
}

/// The rate chart's floor: 10⁻⁶, the smallest target Sizing takes, in
/// powers of ten.
const FLOOR: f64 = -6.0;
/// How far under the floor, in powers of ten, a design still counts as on
/// it: 0.02 is under 5 %.
const FLOOR_SLACK: f64 = 0.02;
/// One label every two decades from the floor to 100 %.
const RATE_LABELS: usize = 4;
/// The rate chart's widest bits per element.
const MOST_BITS: f64 = 30.0;

/// A rate curve against bits per element, 0.5 to 30 in steps of
/// `quarters` quarter bits, in powers of ten.
fn rate_curve(rate: &dyn Fn(f64) -> f64, quarters: usize) -> Vec<(f64, f64)> {
    (2..=120)
        .step_by(quarters)
        .map(|i| {
            let bits = f64::from(i) * 0.25;
            (bits, rate(bits).log10())
        })
        // Below the chart's floor a curve ends rather than run along it.
        .filter(|(_, y)| *y >= FLOOR)
        .collect()
}

/// A rate curve as dashes: three quarters of a bit drawn, half a bit
/// left out, from 0.5 to 30 bits per element, in powers of ten.
fn dashes(rate: &dyn Fn(f64) -> f64) -> Vec<Vec<(f64, f64)>> {
    // Gaps of 1.5 bits, three braille columns or more at 80 columns:
    // with half a bit the two curves looked alike wherever they ran close
    // (reader 30, en 1.3, es 1.5).
    const DRAWN: f64 = 1.0;
    const PERIOD: f64 = 2.5;
    let starts = (0..).map(|i| 0.5 + f64::from(i) * PERIOD);
    starts
        .take_while(|start| *start < MOST_BITS)
        .map(|start| {
            (0..=6)
                .map(|i| start + DRAWN * f64::from(i) / 6.0)
                .filter(|bits| *bits <= MOST_BITS)
                .map(|bits| (bits, rate(bits).log10()))
                .filter(|(_, y)| *y >= FLOOR)
                .collect::<Vec<_>>()
        })
        .filter(|dash| dash.len() > 1)
        .collect()
}

/// The rows the chart needs at least to be drawn: four plot rows with
/// the title, the axis, its labels and the key.
pub(super) const LEAST_HEIGHT: u16 = PLOT_AND_FRAME + KEY_ROWS;

/// The rows, at most `room`, a chart `height` rows tall with a key of
/// `key` rows must gain for its rate labels to stand evenly apart with
/// no row left blank.
pub(super) fn rows_to_even(height: u16, key: u16, room: u16) -> u16 {
    crate::tui::widgets::rows_to_even_labels(height.saturating_sub(key), RATE_LABELS, room)
}

/// The rows a chart `height` rows tall with a key of `key` rows leaves
/// blank above its plot, for its rate labels to stand evenly apart.
pub(super) fn blank_rows(height: u16, key: u16) -> u16 {
    let plot = Rect::new(0, 0, 1, height.saturating_sub(key));
    plot.height - crate::tui::widgets::even_label_rows(plot, RATE_LABELS).height
}

/// The chart's rows besides its key: four of plot, one for each rate
/// label (fewer cannot set them evenly apart, and five draw four with a
/// row blank), its title, its axis and the axis's labels.
const PLOT_AND_FRAME: u16 = 7;

/// The key's rows. A second for a choice off the chart took a row from
/// the plot, which fell from seven rows to four (readers 49, es 1.1),
/// then from the notes, which moved the chart (readers 50, es 1.1): the
/// notes say it.
pub(super) const KEY_ROWS: u16 = 1;

/// Where a choice off the chart is, for the notes above it: the chart
/// does not draw it (at its edge it read as a real point, reader 12, en
/// 1.7).
pub(super) fn off_scale_note(choice: &Sizing, lang: Lang) -> Option<String> {
    let bits = crate::units::grouped_fixed(lang, choice.bits_per_element, 2);
    let rate = crate::units::sizing_rate(lang, choice.fp_predicted);
    match (
        choice.bits_per_element > MOST_BITS,
        // The smallest target's design lands a hair under the floor
        // (0.00009999 %), on the floor's row: drawn there, not «off».
        choice.fp_predicted.log10() < FLOOR - FLOOR_SLACK,
    ) {
        (false, false) => None,
        (true, _) => Some(t!(lang, "sizing-off-scale-bits", bits = bits)),
        (false, true) => Some(t!(lang, "sizing-off-scale-p", rate = rate)),
    }
}

/// The key under the rate chart.
fn chart_key<'a>(held_k: u32, ctx: &Context) -> Vec<Line<'a>> {
    let lang = ctx.lang;
    let theme = &ctx.theme;
    // The key shows each line's own marker.
    let (fixed_key, bound_key) = ("⠒ ⠒ ", "•• ");
    vec![Line::from(vec![
        Span::styled("⠒⠒ ", theme.accent),
        Span::styled(format!("{}   ", t!(lang, "sizing-key-optimal")), theme.dim),
        Span::styled(fixed_key, theme.good),
        Span::styled(
            format!("{}   ", t!(lang, "fig-design-k", k = u64::from(held_k))),
            theme.dim,
        ),
        Span::styled(bound_key, theme.dim),
        Span::styled(format!("{}   ", t!(lang, "sizing-key-bound")), theme.dim),
        Span::styled("█ ", theme.warn),
        Span::styled(t!(lang, "sizing-key-choice"), theme.dim),
    ])]
}
