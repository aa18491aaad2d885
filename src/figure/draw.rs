//! Drawing a [`Figure`] with plotters, and writing it as SVG or PNG. The
//! only module that knows plotters: everything a figure says is decided in
//! [`super::build`].
//!
//! plotters draws both formats in pure Rust (no C libraries, no system
//! fonts). An SVG names its font (sans-serif) and leaves the drawing of
//! letters to the viewer; a PNG's letters are drawn here from DejaVu Sans,
//! built into the binary (assets/fonts, with its licence).

use std::path::Path;
use std::sync::OnceLock;

use plotters::coord::Shift;
use std::ops::Range;

use plotters::chart::SeriesAnno;
use plotters::coord::ranged1d::{DefaultFormatting, KeyPointHint, Ranged};
use plotters::element::DashedPathElement;
use plotters::prelude::*;

use super::{Axis, Dash, Figure, Mark, Marker, PALETTE, Panel, Scale, Series};

/// The font the figures' text is measured and (in PNG) drawn with.
const FONT: &[u8] = include_bytes!("../../assets/fonts/DejaVuSans-subset.ttf");
/// The family name plotters is given for it (and SVG viewers read).
const FAMILY: &str = "sans-serif";

/// One panel's size in pixels; a figure of two panels is twice as wide.
const PANEL_SIZE: (u32, u32) = (900, 600);
/// Room under the panels for the caption: two lines.
const CAPTION_HEIGHT: u32 = 40;
/// The caption's font size, in pixels.
const CAPTION_SIZE: u32 = 14;
/// The space kept between the title or the caption and the figure's edge.
const MARGIN: u32 = 16;

/// `text` in lines that each `fit`, broken at spaces (a word too long
/// for a line has one of its own).
fn wrapped(text: &str, fit: impl Fn(&str) -> bool) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    for word in text.split(' ').filter(|word| !word.is_empty()) {
        match lines.last_mut() {
            Some(line) if fit(&format!("{line} {word}")) => {
                line.push(' ');
                line.push_str(word);
            }
            _ => lines.push(word.to_owned()),
        }
    }
    lines
}

/// The file formats a figure is written in, chosen by the extension.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FigureFormat {
    Svg,
    Png,
}

impl FigureFormat {
    /// The extensions accepted, as an error message lists them.
    pub const EXTENSIONS: &'static str = ".svg or .png";

    /// The format a file name asks for by its extension (either case), or
    /// None for any other name.
    pub fn from_path(path: &Path) -> Option<FigureFormat> {
        let extension = path.extension()?.to_str()?.to_ascii_lowercase();
        match extension.as_str() {
            "svg" => Some(FigureFormat::Svg),
            "png" => Some(FigureFormat::Png),
            _ => None,
        }
    }
}

/// Why a figure could not be written.
#[derive(Debug, thiserror::Error)]
pub enum FigureError {
    /// The file name's extension is neither .svg nor .png.
    #[error("{path}: a figure is written as .svg or .png (the file name's extension chooses)")]
    Format { path: String },
    /// The file could not be written (a folder that is not there, no
    /// permission) or the drawing failed.
    #[error("could not write the figure {path}: {message}")]
    Write { path: String, message: String },
}

/// The figure as the text of an SVG file.
pub fn render_svg(figure: &Figure) -> Result<String, String> {
    register_font();
    let mut text = String::new();
    {
        let root = SVGBackend::with_string(&mut text, size(figure)).into_drawing_area();
        draw_figure(&root, figure)?;
        root.present().map_err(|err| err.to_string())?;
    }
    Ok(text)
}

/// Write the figure to `path`, as SVG or PNG by its extension.
pub fn write_figure(figure: &Figure, path: &Path) -> Result<FigureFormat, FigureError> {
    let shown = path.display().to_string();
    let format = FigureFormat::from_path(path).ok_or_else(|| FigureError::Format {
        path: shown.clone(),
    })?;
    let failed = |message: String| FigureError::Write {
        path: shown.clone(),
        message,
    };
    match format {
        FigureFormat::Svg => {
            let text = render_svg(figure).map_err(failed)?;
            std::fs::write(path, text).map_err(|err| failed(err.to_string()))?;
        }
        FigureFormat::Png => {
            register_font();
            // plotters encodes the PNG (with the image crate) when the
            // drawing is presented.
            let root = BitMapBackend::new(path, size(figure)).into_drawing_area();
            draw_figure(&root, figure).map_err(failed)?;
            root.present().map_err(|err| failed(err.to_string()))?;
        }
    }
    Ok(format)
}

fn register_font() {
    static DONE: OnceLock<()> = OnceLock::new();
    DONE.get_or_init(|| {
        // The font is ours and built in: it parses (a test draws a PNG).
        let _ = plotters::style::register_font(FAMILY, FontStyle::Normal, FONT);
    });
}

fn size(figure: &Figure) -> (u32, u32) {
    let panels = figure.panels.len().max(1) as u32;
    (PANEL_SIZE.0 * panels, PANEL_SIZE.1 + CAPTION_HEIGHT)
}

fn draw_figure<DB: DrawingBackend>(
    root: &DrawingArea<DB, Shift>,
    figure: &Figure,
) -> Result<(), String> {
    let fail = |err: DrawingAreaErrorKind<DB::ErrorType>| err.to_string();
    root.fill(&WHITE).map_err(fail)?;
    // Title and caption within the figure's width: the crossover's ran
    // past both edges of its 900 pixels, and the Spanish title lost its
    // first and last letters (c60's report). The title takes a smaller
    // size, down to 16 px; the caption wraps at its words.
    let (width, _) = root.dim_in_pixel();
    let room = width.saturating_sub(2 * MARGIN);
    let fits = |text: &str, size: u32| {
        root.estimate_text_size(text, &(FAMILY, size).into_font().into())
            .is_ok_and(|(w, _)| w <= room)
    };
    let title_size = (16..=24)
        .rev()
        .find(|&size| fits(&figure.title, size))
        .unwrap_or(16);
    let area = root
        .titled(
            &figure.title,
            (FAMILY, title_size).into_font().color(&BLACK),
        )
        .map_err(fail)?;
    let (_, height) = area.dim_in_pixel();
    let (plots, caption) = area.split_vertically(height.saturating_sub(CAPTION_HEIGHT));
    let caption_style = (FAMILY, CAPTION_SIZE).into_font().color(&BLACK.mix(0.8));
    for (row, line) in wrapped(&figure.caption, |text| fits(text, CAPTION_SIZE))
        .iter()
        .enumerate()
    {
        let y = 4 + row as i32 * (CAPTION_SIZE as i32 + 2);
        caption
            .draw_text(line, &caption_style, (MARGIN as i32, y))
            .map_err(fail)?;
    }
    let panels = plots.split_evenly((1, figure.panels.len().max(1)));
    for (panel, area) in figure.panels.iter().zip(&panels) {
        draw_panel(area, panel)?;
    }
    Ok(())
}

/// Where a value sits on an axis's drawing scale (its logarithm on a log
/// axis).
fn place(axis: &Axis, value: f64) -> f64 {
    match axis.scale {
        Scale::Linear => value,
        Scale::Log => value.log10(),
    }
}

/// A value kept within the axis (an interval reaching 0 on a log axis
/// ends at the axis's edge).
fn clamp(axis: &Axis, value: f64) -> f64 {
    if axis.shows(value) {
        place(axis, value.clamp(axis.low, axis.high))
    } else {
        place(axis, axis.low)
    }
}

fn tick_label(axis: &Axis, at: f64) -> String {
    axis.ticks
        .iter()
        .find(|(value, _)| (place(axis, *value) - at).abs() < 1e-9)
        .map(|(_, label)| label.clone())
        .unwrap_or_default()
}

/// A linear coordinate whose ticks are the axis's own (plotters would
/// choose its own round numbers).
struct Ticked {
    low: f64,
    high: f64,
    keys: Vec<f64>,
}

impl Ticked {
    fn of(axis: &Axis) -> Ticked {
        Ticked {
            low: place(axis, axis.low),
            high: place(axis, axis.high),
            keys: axis.ticks.iter().map(|(v, _)| place(axis, *v)).collect(),
        }
    }
}

impl Ranged for Ticked {
    type FormatOption = DefaultFormatting;
    type ValueType = f64;

    fn map(&self, value: &f64, limit: (i32, i32)) -> i32 {
        let span = self.high - self.low;
        let t = if span > 0.0 {
            (value - self.low) / span
        } else {
            0.0
        };
        limit.0 + (t * f64::from(limit.1 - limit.0)).round() as i32
    }

    fn key_points<Hint: KeyPointHint>(&self, hint: Hint) -> Vec<f64> {
        // The ticks are the bold grid; no light lines between them.
        match hint.weight() {
            plotters::coord::ranged1d::KeyPointWeight::Bold => self.keys.clone(),
            plotters::coord::ranged1d::KeyPointWeight::Any => Vec::new(),
        }
    }

    fn range(&self) -> Range<f64> {
        self.low..self.high
    }
}

fn colour(index: usize) -> RGBColor {
    let (r, g, b) = PALETTE[index % PALETTE.len()];
    RGBColor(r, g, b)
}

fn draw_panel<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    panel: &Panel,
) -> Result<(), String> {
    let fail = |err: DrawingAreaErrorKind<DB::ErrorType>| err.to_string();
    let mut builder = ChartBuilder::on(area);
    if !panel.title.is_empty() {
        builder.caption(&panel.title, (FAMILY, 18));
    }
    let mut chart = builder
        .margin(14)
        .x_label_area_size(52)
        .y_label_area_size(78)
        .build_cartesian_2d(Ticked::of(&panel.x), Ticked::of(&panel.y))
        .map_err(fail)?;
    let x_label = |v: &f64| tick_label(&panel.x, *v);
    let y_label = |v: &f64| tick_label(&panel.y, *v);
    chart
        .configure_mesh()
        .x_desc(&panel.x.label)
        .y_desc(&panel.y.label)
        .x_label_formatter(&x_label)
        .y_label_formatter(&y_label)
        .label_style((FAMILY, 14))
        .axis_desc_style((FAMILY, 16))
        .bold_line_style(BLACK.mix(0.12))
        .draw()
        .map_err(fail)?;
    // Bands and bars first, so that lines and points are drawn over them.
    let mut order: Vec<&Series> = panel.series.iter().collect();
    order.sort_by_key(|s| !matches!(s.mark, Mark::Bands | Mark::Bars));
    let mut labelled = false;
    for series in order {
        labelled |= !series.name.is_empty();
        draw_series(&mut chart, panel, series).map_err(fail)?;
    }
    if labelled {
        chart
            .configure_series_labels()
            .background_style(WHITE.mix(0.9))
            .border_style(BLACK.mix(0.5))
            .label_font((FAMILY, 14))
            .position(SeriesLabelPosition::UpperRight)
            .draw()
            .map_err(fail)?;
    }
    Ok(())
}

type Chart<'a, DB> = ChartContext<'a, DB, Cartesian2d<Ticked, Ticked>>;

/// Name a drawn series in the legend, with its picture (drawn at the
/// legend's point, in pixels).
fn label<'a, DB, E, F>(anno: &mut SeriesAnno<'a, DB>, series: &Series, icon: F)
where
    DB: DrawingBackend + 'a,
    E: IntoDynElement<'a, DB, (i32, i32)>,
    F: Fn((i32, i32)) -> E + 'a,
{
    if !series.name.is_empty() {
        anno.label(series.name.clone()).legend(icon);
    }
}

fn draw_series<'a, DB: DrawingBackend + 'a>(
    chart: &mut Chart<'a, DB>,
    panel: &Panel,
    series: &Series,
) -> Result<(), DrawingAreaErrorKind<DB::ErrorType>> {
    let (x_axis, y_axis) = (&panel.x, &panel.y);
    let colour = colour(series.colour);
    let line = colour.stroke_width(2);
    let shown: Vec<(f64, f64)> = series
        .points
        .iter()
        .filter(|p| x_axis.shows(p.x) && y_axis.shows(p.y))
        .map(|p| (place(x_axis, p.x), place(y_axis, p.y)))
        .collect();
    match series.mark {
        Mark::Line(dash) => draw_line(chart, shown, dash, line, Some(series))?,
        Mark::Segments(dash) => {
            for (i, pair) in shown.chunks_exact(2).enumerate() {
                let legend = (i == 0).then_some(series);
                draw_line(chart, pair.to_vec(), dash, line, legend)?;
            }
        }
        Mark::Points(marker) => {
            draw_error_bars(chart, panel, series, colour)?;
            draw_markers(chart, shown, marker, series, colour)?;
        }
        Mark::Bars => draw_bars(chart, panel, series, &shown, colour)?,
        Mark::Bands => draw_bands(chart, panel, series, colour)?,
    }
    Ok(())
}

/// The intervals of a series of points, on either axis: an interval
/// reaching past the plot is cut at its edge, and a point outside the
/// plot's x range has none drawn.
fn draw_error_bars<'a, DB: DrawingBackend + 'a>(
    chart: &mut Chart<'a, DB>,
    panel: &Panel,
    series: &Series,
    colour: RGBColor,
) -> Result<(), DrawingAreaErrorKind<DB::ErrorType>> {
    let (x_axis, y_axis) = (&panel.x, &panel.y);
    let bar = colour.stroke_width(1);
    for p in &series.points {
        if !x_axis.shows(p.x) {
            continue;
        }
        let x = place(x_axis, p.x);
        let y = clamp(y_axis, p.y);
        if let Some((low, high)) = p.y_interval {
            let (low, high) = (clamp(y_axis, low), clamp(y_axis, high));
            chart.draw_series(std::iter::once(ErrorBar::new_vertical(
                x, low, y, high, bar, 8,
            )))?;
        }
        if let Some((low, high)) = p.x_interval {
            let (low, high) = (clamp(x_axis, low), clamp(x_axis, high));
            chart.draw_series(std::iter::once(ErrorBar::new_horizontal(
                y, low, x, high, bar, 8,
            )))?;
        }
    }
    Ok(())
}

/// A bar up to each shown point, from zero (or from the axis's low end
/// when that is above zero), 0.84 of the narrowest space between
/// neighbours wide.
fn draw_bars<'a, DB: DrawingBackend + 'a>(
    chart: &mut Chart<'a, DB>,
    panel: &Panel,
    series: &Series,
    shown: &[(f64, f64)],
    colour: RGBColor,
) -> Result<(), DrawingAreaErrorKind<DB::ErrorType>> {
    let y_axis = &panel.y;
    let spacing = shown
        .windows(2)
        .map(|w| (w[1].0 - w[0].0).abs())
        .fold(f64::INFINITY, f64::min);
    let half = if spacing.is_finite() {
        spacing * 0.42
    } else {
        0.4
    };
    let base = place(y_axis, y_axis.low.max(0.0));
    let fill = colour.mix(0.55).filled();
    let anno = chart.draw_series(
        shown
            .iter()
            .map(|&(x, y)| Rectangle::new([(x - half, base), (x + half, y)], fill)),
    )?;
    label(anno, series, move |(x, y)| {
        Rectangle::new([(x, y - 6), (x + 24, y + 6)], fill)
    });
    Ok(())
}

/// Shaded bands across the whole height of the plot, one for each pair
/// of points' x values.
fn draw_bands<'a, DB: DrawingBackend + 'a>(
    chart: &mut Chart<'a, DB>,
    panel: &Panel,
    series: &Series,
    colour: RGBColor,
) -> Result<(), DrawingAreaErrorKind<DB::ErrorType>> {
    let (x_axis, y_axis) = (&panel.x, &panel.y);
    let (low, high) = (place(y_axis, y_axis.low), place(y_axis, y_axis.high));
    let fill = colour.mix(0.18).filled();
    let bands: Vec<(f64, f64)> = series
        .points
        .chunks_exact(2)
        .map(|pair| (clamp(x_axis, pair[0].x), clamp(x_axis, pair[1].x)))
        .collect();
    let anno = chart.draw_series(
        bands
            .into_iter()
            .map(|(a, b)| Rectangle::new([(a, low), (b, high)], fill)),
    )?;
    label(anno, series, move |(x, y)| {
        Rectangle::new([(x, y - 6), (x + 24, y + 6)], fill)
    });
    Ok(())
}

fn draw_line<'a, DB: DrawingBackend + 'a>(
    chart: &mut Chart<'a, DB>,
    points: Vec<(f64, f64)>,
    dash: Dash,
    style: ShapeStyle,
    legend: Option<&Series>,
) -> Result<(), DrawingAreaErrorKind<DB::ErrorType>> {
    let span = move |(x, y): (i32, i32)| vec![(x, y), (x + 24, y)].into_iter();
    match dash {
        Dash::Solid => {
            let anno = chart.draw_series(LineSeries::new(points, style))?;
            if let Some(series) = legend {
                label(anno, series, move |at| {
                    PathElement::new(span(at).collect::<Vec<_>>(), style)
                });
            }
        }
        Dash::Dashed | Dash::Dotted => {
            let (size, gap) = if dash == Dash::Dashed {
                (10, 6)
            } else {
                (2, 5)
            };
            let anno = chart.draw_series(DashedLineSeries::new(points, size, gap, style))?;
            if let Some(series) = legend {
                let (size, gap) = (size * 3 / 5, gap * 2 / 3);
                label(anno, series, move |at| {
                    DashedPathElement::new(span(at), size, gap, style)
                });
            }
        }
    }
    Ok(())
}

fn draw_markers<'a, DB: DrawingBackend + 'a>(
    chart: &mut Chart<'a, DB>,
    points: Vec<(f64, f64)>,
    marker: Marker,
    series: &Series,
    colour: RGBColor,
) -> Result<(), DrawingAreaErrorKind<DB::ErrorType>> {
    let filled = colour.filled();
    let open = colour.stroke_width(2);
    let at = |(x, y): (i32, i32)| (x + 12, y);
    match marker {
        Marker::Circle => {
            let anno = chart.draw_series(points.into_iter().map(|c| Circle::new(c, 5, filled)))?;
            label(anno, series, move |p| Circle::new(at(p), 5, filled));
        }
        Marker::Triangle => {
            let anno = chart.draw_series(
                points
                    .into_iter()
                    .map(|c| TriangleMarker::new(c, 6, filled)),
            )?;
            label(anno, series, move |p| TriangleMarker::new(at(p), 6, filled));
        }
        Marker::Cross => {
            let anno = chart.draw_series(points.into_iter().map(|c| Cross::new(c, 5, open)))?;
            label(anno, series, move |p| Cross::new(at(p), 5, open));
        }
        Marker::Square => {
            let square = |c| EmptyElement::at(c) + Rectangle::new([(-5, -5), (5, 5)], filled);
            let anno = chart.draw_series(points.into_iter().map(square))?;
            label(anno, series, move |p: (i32, i32)| {
                let (x, y) = at(p);
                Rectangle::new([(x - 5, y - 5), (x + 5, y + 5)], filled)
            });
        }
        Marker::Diamond => {
            let diamond = |c| {
                EmptyElement::at(c) + Polygon::new(vec![(0, -6), (6, 0), (0, 6), (-6, 0)], filled)
            };
            let anno = chart.draw_series(points.into_iter().map(diamond))?;
            label(anno, series, move |p: (i32, i32)| {
                let (x, y) = at(p);
                Polygon::new(vec![(x, y - 6), (x + 6, y), (x, y + 6), (x - 6, y)], filled)
            });
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::Lang;

    /// The crossover figure's title and caption ran past both edges of
    /// its 900 pixels, in Spanish most. The title takes a smaller size
    /// and the caption wraps: every line starts inside the figure.
    #[test]
    fn the_crossovers_title_and_caption_stay_inside_the_figure() {
        for lang in [Lang::Es, Lang::En] {
            let figure = crate::figure::build::crossover(lang, 1_000_000);
            let svg = render_svg(&figure).unwrap();
            // Each text's attributes and its words.
            let texts: Vec<(&str, String)> = svg
                .split("<text")
                .skip(1)
                .filter_map(|chunk| {
                    let (attributes, rest) = chunk.split_once('>')?;
                    let content = rest.split("</text>").next()?.trim().to_owned();
                    Some((attributes, content))
                })
                .collect();
            let caption: Vec<&String> = texts
                .iter()
                .filter(|(attributes, _)| attributes.contains("opacity=\"0.8\""))
                .map(|(_, content)| content)
                .collect();
            let joined = caption
                .iter()
                .map(|line| line.as_str())
                .collect::<Vec<_>>()
                .join(" ");
            assert_eq!(joined, figure.caption, "{lang:?}");
            assert!(caption.len() >= 2, "{lang:?}: {caption:?}");
            // A title at 24 px ran past the edges; it is drawn smaller
            // than a short one.
            let title_size = |svg: &str, title: &str| -> f64 {
                svg.split("<text")
                    .find(|chunk| chunk.contains(title))
                    .and_then(|chunk| chunk.split("font-size=\"").nth(1))
                    .and_then(|rest| rest.split('"').next())
                    .and_then(|size| size.parse().ok())
                    .unwrap()
            };
            let size = title_size(&svg, &figure.title);
            let short = Figure {
                title: "T".to_owned(),
                ..figure.clone()
            };
            let full = title_size(&render_svg(&short).unwrap(), ">\nT\n");
            assert!(size < full, "{lang:?}: {size}");
        }
    }

    #[test]
    fn wrapping_breaks_at_spaces_within_the_room() {
        let lines = wrapped("one two three four", |text| text.len() <= 9);
        assert_eq!(lines, ["one two", "three", "four"]);
    }
}
