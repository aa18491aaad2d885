//! The charts' shared pieces: a series, an axis, the chart with its title
//! above and no legend box, and the plot's row count kept odd.

use ratatui::style::Style;

use super::Theme;

/// One named curve or set of points for a chart.
pub(crate) fn series<'a>(
    name: Option<String>,
    marker: ratatui::symbols::Marker,
    graph: ratatui::widgets::GraphType,
    style: Style,
    data: &'a [(f64, f64)],
) -> ratatui::widgets::Dataset<'a> {
    let dataset = ratatui::widgets::Dataset::default()
        .marker(marker)
        .graph_type(graph)
        .style(style)
        .data(data);
    match name {
        Some(name) => dataset.name(name),
        None => dataset,
    }
}

/// An axis with its bounds and labels, in the theme's dim style.
pub(crate) fn axis<'a>(
    bounds: [f64; 2],
    labels: Vec<String>,
    theme: &Theme,
) -> ratatui::widgets::Axis<'a> {
    ratatui::widgets::Axis::default()
        .bounds(bounds)
        .labels(labels)
        .style(theme.dim)
}

/// A y axis: as [`axis`], each label with a space after it, so that the
/// longest («≤0.01 %», «0.000001 %») does not touch the axis line
/// («≤0.01 %│», reader 26, es 1.8, en 1.5).
pub(crate) fn y_axis<'a>(
    bounds: [f64; 2],
    labels: Vec<String>,
    theme: &Theme,
) -> ratatui::widgets::Axis<'a> {
    axis(
        bounds,
        labels
            .into_iter()
            .map(|label| format!("{label} "))
            .collect(),
        theme,
    )
}

/// The charts' common frame: a titled top rule, and a legend that is
/// allowed to take up to 60 % of the width (ratatui hides larger ones).
pub(crate) fn chart<'a>(
    datasets: Vec<ratatui::widgets::Dataset<'a>>,
    title: String,
    x: ratatui::widgets::Axis<'a>,
    y: ratatui::widgets::Axis<'a>,
    legend: Option<ratatui::widgets::LegendPosition>,
    theme: &Theme,
) -> ratatui::widgets::Chart<'a> {
    use ratatui::layout::Constraint;
    use ratatui::widgets::{Block, Borders, Chart};
    Chart::new(datasets)
        .block(
            Block::default()
                .borders(Borders::TOP)
                .border_style(theme.border)
                .title(title),
        )
        .x_axis(x)
        .y_axis(y)
        .legend_position(legend)
        .hidden_legend_constraints((Constraint::Percentage(60), Constraint::Percentage(100)))
}

/// `area` one row shorter where [`chart`]'s plot (all but its title, axis
/// and labels) would have an even number of rows: with an odd number the
/// middle label's value falls in a row's middle, so a braille line and
/// block marks at that value share the label's row. At a row boundary
/// the line went a row above its label while the marks stayed on it
/// (reader 12, en 1.3).
pub(crate) fn odd_plot_rows(area: ratatui::layout::Rect) -> ratatui::layout::Rect {
    even_label_rows(area, 3)
}

/// `area` made shorter, by fewer rows than `labels` − 1, so that its
/// `labels` y labels stand the same number of rows apart: a decade took
/// two rows here and one there, and the slope read wrong (reader 27, es
/// 1.5). The spare rows go above the title, apart from what is over it.
pub(crate) fn even_label_rows(area: ratatui::layout::Rect, labels: usize) -> ratatui::layout::Rect {
    let plot = area.height.saturating_sub(3);
    let gaps = u16::try_from(labels.saturating_sub(1)).unwrap_or(u16::MAX);
    let mut area = area;
    if plot > gaps && gaps > 0 {
        let spare = (plot - 1) % gaps;
        area.y += spare;
        area.height -= spare;
    }
    area
}

/// How many rows, at most `room`, a chart `height` rows tall (its
/// title, plot, axis and labels) must gain for `even_label_rows` to keep
/// them all; 0 where it already does or `room` is too short. A chart
/// that lost a row to a note fell from seven plot rows to four, and left
/// its spare rows blank above it (reader 42, es 1.1).
pub(crate) fn rows_to_even_labels(height: u16, labels: usize, room: u16) -> u16 {
    let plot = height.saturating_sub(3);
    let gaps = u16::try_from(labels.saturating_sub(1)).unwrap_or(u16::MAX);
    if plot <= gaps || gaps == 0 {
        return 0;
    }
    let spare = (plot - 1) % gaps;
    let needed = (gaps - spare) % gaps;
    if needed <= room { needed } else { 0 }
}

/// Where `chart` drew its axes' corner «└» in `area`: the plot is above
/// and right of it.
fn axes_corner(
    buffer: &ratatui::buffer::Buffer,
    area: ratatui::layout::Rect,
) -> Option<(u16, u16)> {
    (area.top()..area.bottom())
        .flat_map(|y| (area.left()..area.right()).map(move |x| (x, y)))
        .find(|&(x, y)| buffer[(x, y)].symbol() == "└")
}

/// The x labels a chart leaves out between its two ends, written at their
/// own columns under the axis that `chart` drew in `area`: ratatui spreads
/// labels evenly by count, and a fourth label stood columns off its
/// decade, so only the ends were given and 10⁴, 10⁵ went unlabelled
/// (reader 28, en 1.5). Each is `(value, text)`; a label that would touch
/// another, or an end, is left out.
pub(crate) fn inner_x_labels(
    buffer: &mut ratatui::buffer::Buffer,
    area: ratatui::layout::Rect,
    [low, high]: [f64; 2],
    labels: &[(f64, String)],
    style: ratatui::style::Style,
) {
    let Some((axis_x, axis_y)) = axes_corner(buffer, area) else {
        return;
    };
    let row = axis_y + 1;
    if row >= area.bottom() || high <= low {
        return;
    }
    let (first, last) = (axis_x + 1, area.right().saturating_sub(1));
    let span = f64::from(last.saturating_sub(first));
    // Columns already written on the label row (the two ends), as
    // [from, to): a label keeps a blank column on each side of them.
    let mut taken: Vec<(u16, u16)> = (area.left()..area.right())
        .filter(|&x| buffer[(x, row)].symbol() != " ")
        .map(|x| (x, x + 1))
        .collect();
    for (value, text) in labels {
        let width = text.chars().count() as u16;
        let at = f64::from(first) + (value - low) / (high - low) * span;
        let start = (at.round() as u16).saturating_sub(width / 2);
        let end = start + width;
        let clear = end < area.right() && taken.iter().all(|&(from, to)| end < from || start > to);
        if start > first && clear {
            buffer.set_string(start, row, text, style);
            taken.push((start, end));
        }
    }
}

/// A y label between a chart's two ends, written at the row of its value
/// on the axis that `chart` drew in `area`, where ratatui only spreads
/// labels evenly by count. Rows are counted as block marks count them,
/// so a label's row is its marks'.
pub(crate) fn inner_y_label(
    buffer: &mut ratatui::buffer::Buffer,
    area: ratatui::layout::Rect,
    [low, high]: [f64; 2],
    (value, text): (f64, &str),
    style: ratatui::style::Style,
) {
    let Some((axis_x, axis_y)) = axes_corner(buffer, area) else {
        return;
    };
    let top = area.top() + 1;
    let rows = axis_y.saturating_sub(top);
    if rows < 2 || high <= low || !(low..=high).contains(&value) {
        return;
    }
    let from_top = (high - value) / (high - low) * f64::from(rows - 1);
    let row = top + from_top.round() as u16;
    // The top label's first column, so that the labels line up.
    let column = (area.left()..axis_x)
        .find(|&x| buffer[(x, top)].symbol() != " ")
        .unwrap_or(area.left());
    let blank = (column..axis_x).all(|x| buffer[(x, row)].symbol() == " ");
    if blank && column + text.chars().count() as u16 <= axis_x {
        buffer.set_string(column, row, text, style);
    }
}

/// `y` moved to the row a braille line through `y` is drawn on, for a
/// block mark on a chart of `rows` plot rows: the two grids round apart
/// (a braille row is four dots), and a measured █ sat a row under the
/// exact line at the same value (reader 31, en 1.1, es 1.4).
pub(crate) fn on_braille_row(y: f64, [low, high]: [f64; 2], rows: u16) -> f64 {
    if rows < 2 || high <= low {
        return y;
    }
    let dots = f64::from(rows) * 4.0 - 1.0;
    let dot = ((high - y.clamp(low, high)) / (high - low) * dots).round();
    let row = (dot / 4.0).floor().min(f64::from(rows - 1));
    high - row / f64::from(rows - 1) * (high - low)
}
