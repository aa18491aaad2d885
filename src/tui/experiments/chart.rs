//! The charts under the experiments table: for the table, the selected
//! row's estimate and interval converging on the prediction as queries
//! grow; for the k sweep, the rate against k; for the small filter, the
//! rate against n beside Bloom's formula and the exact one.

use crate::t;
use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::symbols::Marker;
use ratatui::text::{Line, Span};
use ratatui::widgets::{GraphType, Paragraph};

use super::{ExperimentsScreen, LiveRun};
use crate::experiment::{ExperimentSpec, Hashing};
use crate::lang::Lang;
use crate::tui::protocol::Context;
use crate::tui::widgets::{
    axis, chart, inner_y_label, odd_plot_rows, on_braille_row, series, y_axis,
};

impl ExperimentsScreen {
    pub(super) fn render_convergence(
        &self,
        frame: &mut Frame,
        area: Rect,
        live: &LiveRun,
        ctx: &Context,
    ) {
        let lang = ctx.lang;
        let theme = &ctx.theme;
        if area.height < 5 || area.width < 20 {
            return;
        }
        let charted = charted_row(live, self.selected);
        let Some(row) = live.rows.get(charted) else {
            return;
        };
        // A row cancelled before it measured has no line to draw: said,
        // where an empty frame with its key stood (reader 15, en).
        if row.history.is_empty() && row.outcome.as_ref().is_some_and(|o| o.cancelled) {
            let said = t!(lang, "exp-chart-row-cancelled-empty");
            frame.render_widget(
                Paragraph::new(crate::tui::widgets::paragraph(&said, area.width, theme.dim)),
                area,
            );
            return;
        }
        let exact = live.specs[charted].fp_exact();
        // Each point: log10(queries), and a value as a multiple of the prediction.
        let track = |pick: fn(&(f64, f64, f64, f64)) -> f64| -> Vec<(f64, f64)> {
            row.history
                .iter()
                .map(|h| (h.0.log10(), (pick(h) / exact).clamp(0.0, 2.0)))
                .collect()
        };
        let estimate = track(|h| h.1);
        let low = track(|h| h.2);
        let high = track(|h| h.3);
        // Whole exponents, the axis ending at the first power of ten past
        // the run's reach: rounded up to an even span, the 1 % row's run
        // to 2.6·10⁵ left the axis's last two decades empty (reader 13).
        let x_min = 3.0;
        let x_max = row
            .history
            .last()
            .map_or(5.0, |h| h.0.log10().ceil().max(5.0));
        let truth = [(x_min, 1.0), (x_max, 1.0)];
        // Three different markers tell the lines apart, with or without
        // colour (reader 8, en 1.4).
        let (truth_marker, band) = (Marker::Bar, Marker::Dot);
        // The key goes under the chart (below): a legend box inside the
        // plot sits where the estimate converges and takes its dots.
        // The estimate last, on top: where the interval is narrower than a
        // row, the band's dots would hide it (reader 8, es 1.8, en 1.3).
        // The exact line over the band: the band's dots cut it into
        // pieces on a short chart (reader 35, es 1.6).
        let datasets = vec![
            series(None, band, GraphType::Line, theme.dim, &low),
            series(None, band, GraphType::Line, theme.dim, &high),
            series(None, truth_marker, GraphType::Line, theme.good, &truth),
            series(
                None,
                Marker::Braille,
                GraphType::Line,
                theme.warn,
                &estimate,
            ),
        ];
        // The row by its name in words ("the 1 % row"), as the question
        // before the run names it.
        let row = super::predict::row_name(lang, charted);
        // When the selected row waits its turn, the title says whose
        // convergence this is instead, in place of what is drawn (the key
        // below tells that) (reader 7, es 9).
        let title = if charted == self.selected {
            t!(lang, "exp-chart-convergence", row = row)
        } else {
            t!(lang, "exp-chart-convergence-instead", row = row)
        };
        // Powers of ten (10³, not 1e3): the ends by ratatui, every decade
        // between at its own column once the chart is drawn.
        let power = |e: f64| format!("10{}", crate::units::superscript(&format!("{e:.0}")));
        let x_labels = vec![power(x_min), power(x_max)];
        let inner: Vec<(f64, String)> = (x_min as i32 + 1..x_max as i32)
            .map(|e| (f64::from(e), power(f64::from(e))))
            .collect();
        let half = convergence_half_range(&estimate, &low, &high);
        // Two decimals on every range («0,90 1,00 1,10»), so the axis
        // keeps its width as the range changes: «1,02» then «1,1» moved
        // the whole chart a column as the run ended (reader 35, es 1.6).
        let y_labels = [1.0 - half, 1.0, 1.0 + half]
            .map(|y| ratio_label(lang, y))
            .to_vec();
        let chart = chart(
            datasets,
            title,
            axis([x_min, x_max], x_labels, theme),
            y_axis([1.0 - half, 1.0 + half], y_labels, theme),
            None,
            theme,
        );
        // An odd number of plot rows, so that the exact line, at 1, is
        // drawn on the row its «1» label names (reader 21, en 1.3: one
        // row above it where the rows were even).
        let place = |area: Rect| {
            let [plot, key] =
                Layout::vertical([Constraint::Min(0), Constraint::Length(1)]).areas(area);
            (odd_plot_rows(plot), key)
        };
        // A note on the status line («figure saved: …») takes the key's
        // row, as long as it stands: the plot gave way two rows at a
        // time, and the chart moved down a row (reader 40, es 1.1).
        let beside_note = Rect {
            height: area.height + ctx.note_rows,
            ..area
        };
        let (plot, key) = match place(beside_note) {
            (plot, key) if ctx.note_rows > 0 && plot.bottom() <= area.bottom() => {
                (plot, (key.bottom() <= area.bottom()).then_some(key))
            }
            _ => {
                let (plot, key) = place(area);
                (plot, Some(key))
            }
        };
        frame.render_widget(chart, plot);
        crate::tui::widgets::inner_x_labels(
            frame.buffer_mut(),
            plot,
            [x_min, x_max],
            &inner,
            theme.dim,
        );
        if let Some(key) = key {
            frame.render_widget(Paragraph::new(convergence_key(ctx)), key);
        }
    }
}

/// How far above and below 1 the convergence chart reaches: a round
/// step (±2 %, ±5 %, ±10 %, ±20 %, ±50 %) that holds the latest estimate
/// and its interval with room to spare. A fixed ±50 % drew a ±3.5 % run
/// as one flat row, its estimate on the wrong side of 1 (reader 10, es
/// 1.4, en 1.2); early, wider points leave the plot at its edges.
fn convergence_half_range(estimate: &[(f64, f64)], low: &[(f64, f64)], high: &[(f64, f64)]) -> f64 {
    let reach = [estimate, low, high]
        .iter()
        .filter_map(|track| track.last())
        .map(|(_, y)| (y - 1.0).abs())
        .fold(0.0, f64::max);
    [0.02, 0.05, 0.1, 0.2, 0.5]
        .into_iter()
        .find(|step| reach * 1.25 <= *step)
        .unwrap_or(0.5)
}

/// The key under the convergence chart: the exact prediction, the
/// measured estimate and its 95 % interval.
fn convergence_key<'a>(ctx: &Context) -> Line<'a> {
    let lang = ctx.lang;
    let theme = &ctx.theme;
    // The key shows each line's own marker.
    let (truth_key, band_key) = ("▄▄ ", "•• ");
    Line::from(vec![
        Span::styled(truth_key, theme.good),
        Span::styled(t!(lang, "exp-chart-exact-prediction"), theme.dim),
        Span::styled("⠒⠒ ", theme.warn),
        Span::styled(t!(lang, "exp-chart-measured"), theme.dim),
        Span::styled(band_key, theme.dim),
        Span::styled(t!(lang, "exp-chart-95-interval"), theme.dim),
    ])
}

/// The row whose convergence is charted: the selected one, unless the run
/// is going on and the selected row is still waiting for its turn; then the
/// last row that is measuring now (the one the student can watch move).
pub(super) fn charted_row(live: &LiveRun, selected: usize) -> usize {
    let waiting = |index: usize| {
        live.rows
            .get(index)
            .is_some_and(|r| r.outcome.is_none() && r.history.is_empty())
    };
    if live.done || !waiting(selected) {
        return selected;
    }
    live.rows
        .iter()
        .rposition(|r| r.outcome.is_none() && !r.history.is_empty())
        .unwrap_or(selected)
}

pub(super) fn render_sweep(frame: &mut Frame, area: Rect, live: &LiveRun, ctx: &Context) {
    let lang = ctx.lang;
    let theme = &ctx.theme;
    if area.height < 5 || area.width < 20 {
        return;
    }
    let predicted: Vec<(f64, f64)> = live
        .specs
        .iter()
        .map(|s| (f64::from(s.k), s.fp_exact().log10().min(HIGH)))
        .collect();
    let measured: Vec<(f64, f64)> = live
        .rows
        .iter()
        .zip(&live.specs)
        .filter_map(|(row, spec)| {
            let estimate = row.outcome.as_ref().map(|o| o.fp_measured).or_else(|| {
                row.progress
                    .as_ref()
                    .filter(|p| p.queries > 0)
                    .map(|p| p.estimate)
            })?;
            // k = 1 sits at 9.5 %, a hair under the axis's top: a
            // measurement a little above it is drawn on the edge, not lost.
            (estimate > 0.0).then(|| (f64::from(spec.k), estimate.log10().min(HIGH)))
        })
        .collect();
    let best = 10.0 * std::f64::consts::LN_2;
    // At 80×24 the chart has seven rows, and every k from 4 to 13 sits on
    // the 1 % row: the minimum lesson 2 sends the student to find is said
    // in words under it, with the ★ of the table (reader 18, es 1.8).
    // Its row is kept from the run's start: taken only once the run
    // ended, it cost the chart a row as the last seed of a repeat came in
    // (reader 39, en 1.3).
    let area = if area.height >= 8 {
        let [plot, key] = Layout::vertical([Constraint::Min(0), Constraint::Length(1)]).areas(area);
        if let Some(said) = sweep_minimum(live, lang) {
            frame.render_widget(
                Paragraph::new(Line::from(Span::styled(said, theme.dim))),
                key,
            );
        }
        plot
    } else {
        area
    };
    // The bottom is set by the plot's rows, so that 1 % falls on a row
    // of its own: from 10 % down to a little under 0.6 %, where the
    // lowest rate, 0.82 % at k = 7, has room (reader 31, en 1.1: down to
    // 0.1 %, the lower half held nothing).
    let rows = area.height.saturating_sub(3);
    let low = sweep_bottom(rows);
    let predicted: Vec<(f64, f64)> = predicted.iter().map(|&(k, y)| (k, y.max(low))).collect();
    let measured: Vec<(f64, f64)> = measured
        .iter()
        .map(|&(k, y)| (k, on_braille_row(y.max(low), [low, HIGH], rows)))
        .collect();
    let optimum = [(best, low), (best, HIGH)];
    // The guide at (m/n)·ln 2 first, under the rest: drawn last, its dots
    // covered the measured minimum (reader 13, es 1.4).
    let datasets = vec![
        series(None, Marker::Dot, GraphType::Line, theme.dim, &optimum),
        series(
            None,
            Marker::Braille,
            GraphType::Line,
            theme.good,
            &predicted,
        ),
        series(
            None,
            Marker::Block,
            GraphType::Scatter,
            theme.warn,
            &measured,
        ),
    ];
    let [one, ten] = [-2, -1].map(|decade| decade_labels(lang, decade, decade).concat());
    let title = t!(lang, "exp-chart-rate-log-against-k-exact");
    let chart = chart(
        datasets,
        title.to_owned(),
        axis(
            [0.0, 20.0],
            ["0", "10", "20"].map(str::to_owned).to_vec(),
            theme,
        ),
        y_axis([low, HIGH], vec![String::new(), ten], theme),
        None,
        theme,
    );
    frame.render_widget(chart, area);
    inner_y_label(
        frame.buffer_mut(),
        area,
        [low, HIGH],
        (-2.0, &format!("{one} ")),
        theme.dim,
    );
}

/// The top of the k sweep's y range, as log₁₀ of the rate: 10 %.
const HIGH: f64 = -1.0;

/// The bottom of the k sweep's y range for a plot of `rows` rows: 1 % on
/// the lowest row that leaves at least a quarter of a decade per row
/// under it, so that 1 % stands on a row.
fn sweep_bottom(rows: u16) -> f64 {
    let gaps = f64::from(rows.max(2) - 1);
    let to_one_percent = (gaps / 1.25).floor().max(1.0);
    HIGH - gaps / to_one_percent
}

/// The k sweep's lowest measured rate and lowest exact rate, each with
/// its k, once the run is over: «★ lowest measured: k = 7 (0.814 %) ·
/// lowest exact: k = 7 (0.819 %)».
fn sweep_minimum(live: &LiveRun, lang: Lang) -> Option<String> {
    if !live.done {
        return None;
    }
    let measured = super::rows::lowest_rate(live)?;
    let outcome = live.rows.get(measured)?.outcome.as_ref()?;
    let exact = live
        .specs
        .iter()
        .min_by(|a, b| a.fp_exact().total_cmp(&b.fp_exact()))?;
    // The measured rate with a measurement's digits, the exact one with
    // a formula's, as the table's cells write them (reader 23, es 5.8:
    // «0,819 %» here, «0,8194 %» in the row).
    Some(t!(
        lang,
        "exp-sweep-minimum",
        k = live.specs.get(measured)?.k,
        rate = crate::units::rate_with_digits(lang, outcome.fp_measured, 3),
        exact_k = exact.k,
        exact = crate::units::formula_rate(lang, exact.fp_exact())
    ))
}

/// Labels for a log10 axis spanning whole decades, one per decade, as
/// percentages: 0.1 %, 1 %, 10 %. Evenly spaced fractions of a decade
/// gave 16 %, 2.2 % and 0.32 %, values a reader cannot place (reader
/// 17, en 1.4).
fn decade_labels(lang: Lang, low: i32, high: i32) -> Vec<String> {
    (low..=high)
        .map(|exponent| {
            let percent = crate::units::format_percent_short(10f64.powi(exponent));
            crate::units::decimal_mark(lang, percent.replace(' ', "\u{a0}"))
        })
        .collect()
}

/// Above the Small filter tab's chart (or its hint before a run): what
/// «indep.», «double» and «≠ Bloom» mean, and why the two hashings agree
/// at k = 2, where lesson 2 shows them part on a small filter (reader 16,
/// en 4.12, 6.4; es 4.14, 6.12). Returns the area left under it; the
/// other tabs keep theirs whole. Under a run, where the chart needs
/// `chart` rows, only if both fit: the chart comes first (at 80×24 the
/// legend is read before the run, above the hint).
pub(super) fn legend(
    frame: &mut Frame,
    area: Rect,
    (tab, chart): (super::Tab, Option<u16>),
    ctx: &Context,
) -> Rect {
    if tab != super::Tab::Small {
        return area;
    }
    // «≠ Bloom» once there are rows to mark: before a run it sat over
    // the question whether Bloom's formula holds (reader 20, es 6.1).
    let mut text = t!(ctx.lang, "exp-small-legend");
    if chart.is_some() {
        text.push(' ');
        text.push_str(&t!(ctx.lang, "exp-small-legend-bloom"));
    }
    let lines =
        crate::tui::widgets::paragraph(&text, area.width.saturating_sub(1).max(1), ctx.theme.dim);
    if chart.is_some_and(|chart| area.height < lines.len() as u16 + chart) {
        return area;
    }
    let height = (lines.len() as u16).min(area.height);
    let [legend, rest] =
        Layout::vertical([Constraint::Length(height), Constraint::Min(0)]).areas(area);
    frame.render_widget(Paragraph::new(lines), legend);
    rest
}

pub(super) fn render_small(frame: &mut Frame, area: Rect, live: &LiveRun, ctx: &Context) {
    let lang = ctx.lang;
    let theme = &ctx.theme;
    if area.height < 5 || area.width < 20 {
        return;
    }
    let independent: Vec<(usize, &ExperimentSpec)> = live
        .specs
        .iter()
        .enumerate()
        .filter(|(_, s)| s.hashing == Hashing::Independent)
        .collect();
    // Each rate divided by the exact one: Bloom's approximation sits
    // 7 to 9 % under the exact line of 1, a gap the rates themselves
    // drew within one row, where the exact curve hid Bloom's points
    // (reader 10, es 1.11).
    let bloom: Vec<(f64, f64)> = independent
        .iter()
        .map(|(_, s)| (s.n as f64, s.fp_bloom() / s.fp_exact()))
        .collect();
    let exact: Vec<(f64, f64)> = [0.0, 6.0].iter().map(|&n| (n, 1.0)).collect();
    let measured: Vec<(f64, f64)> = independent
        .iter()
        .filter_map(|(i, s)| {
            live.rows[*i]
                .outcome
                .as_ref()
                .map(|o| (s.n as f64, o.fp_measured / s.fp_exact()))
        })
        .collect();
    // Centred on the exact line, so that the middle label is 1: wide
    // enough for every point, in steps of 0.05, and never narrower than
    // ±0.15.
    let reach = bloom
        .iter()
        .chain(&measured)
        .fold(0.15f64, |reach, &(_, y)| reach.max((y - 1.0).abs() + 0.01));
    let reach = (reach * 20.0).ceil() / 20.0;
    let (low, high) = (1.0 - reach, 1.0 + reach);
    // The exact line first, Bloom's points and the measured ones over it.
    let datasets = vec![
        series(None, Marker::Braille, GraphType::Line, theme.good, &exact),
        series(None, Marker::Dot, GraphType::Scatter, theme.bad, &bloom),
        series(
            None,
            Marker::Block,
            GraphType::Scatter,
            theme.warn,
            &measured,
        ),
    ];
    let title = t!(lang, "exp-chart-rate-against-n-m-12");
    let chart = chart(
        datasets,
        title.to_owned(),
        axis(
            [0.0, 6.0],
            ["0", "3", "6"].map(str::to_owned).to_vec(),
            theme,
        ),
        y_axis(
            [low, high],
            [low, 1.0, high].map(|y| ratio_label(lang, y)).to_vec(),
            theme,
        ),
        None,
        theme,
    );
    frame.render_widget(chart, odd_plot_rows(area));
}

/// The line that takes the chart's place beside a tally that leaves it
/// too little room: `c` sets the tally aside for it. «Until every seed is
/// in» while seeds run; once they are all in, it outlived its cause
/// (reader 42, es 3.1, en 3.1).
pub(super) fn beside_tally<'a>(width: u16, running: bool, ctx: &Context) -> Vec<Line<'a>> {
    let said = t!(
        ctx.lang,
        "exp-chart-beside-tally",
        running = if running { "yes" } else { "no" }
    );
    crate::tui::widgets::paragraph(&said, width.saturating_sub(1).max(1), ctx.theme.dim)
}

/// The rows kept under a tally for the line that takes the chart's
/// place: that `c` brings it, or that a run cancelled before any row
/// measured has nothing to draw (cut to «s vuelve a» in one row: reader
/// 36, es 1.1).
pub(super) fn under_tally_rows(width: u16, ctx: &Context) -> u16 {
    let cancelled = t!(ctx.lang, "exp-chart-cancelled-empty");
    let cancelled =
        crate::tui::widgets::paragraph(&cancelled, width.saturating_sub(1).max(1), ctx.theme.dim);
    // The longer of its two forms: the rows stay as the last seed ends.
    let beside = beside_tally(width, true, ctx).len();
    beside
        .max(beside_tally(width, false, ctx).len())
        .max(cancelled.len()) as u16
}

/// A ratio axis's label, with two decimals on every chart of the screen
/// («1,00» between «0,85» and «1,15»: a bare «1» stood there on the
/// small filter's, reader 36, en 5.3, es 5.4).
fn ratio_label(lang: Lang, y: f64) -> String {
    crate::units::decimal_mark(lang, format!("{y:.2}"))
}

#[cfg(test)]
mod tests {
    use super::convergence_half_range;

    /// The chart reaches far enough for the latest estimate and its
    /// interval, in round steps: ±3.5 % around 0.976 needs ±5 %, then
    /// ±10 % once the margin is added; nothing yet, ±2 %; far off, ±50 %.
    #[test]
    fn the_convergence_chart_reaches_as_far_as_its_data() {
        let at = |y: f64| vec![(5.0, y)];
        assert_eq!(
            convergence_half_range(&at(0.976), &at(0.942), &at(1.010)),
            0.1
        );
        assert_eq!(
            convergence_half_range(&at(1.01), &at(0.99), &at(1.03)),
            0.05
        );
        assert_eq!(convergence_half_range(&[], &[], &[]), 0.02);
        assert_eq!(convergence_half_range(&at(1.6), &at(1.2), &at(2.0)), 0.5);
    }
}
