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
    let plot = area.height.saturating_sub(3);
    let mut area = area;
    if plot > 0 && plot.is_multiple_of(2) {
        // The spare row goes above the title, apart from what is over it.
        area.y += 1;
        area.height -= 1;
    }
    area
}
