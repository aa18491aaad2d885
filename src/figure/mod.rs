//! Figures for a report: the measured table, the k sweep, repeated runs,
//! the comparison, the crossover and the classic sizing chart, as SVG or
//! PNG files.
//!
//! A figure is built in two steps. [`build`] turns the library's results
//! (outcomes, compare rows, a sizing) into a [`Figure`]: its series of
//! points, its axes and ticks, and every word on it in the chosen language
//! with its decimal mark. [`draw`] is the one place that knows plotters:
//! it draws a [`Figure`] and writes the file. The command line and the
//! terminal app call the same builders, so a chart saved from a screen is
//! the chart `--plot` writes.
//!
//! Colours are the Okabe–Ito palette, safe for the common kinds of colour
//! blindness; every series also has its own marker or dash, so a figure
//! printed in grey still tells its series apart.

pub mod build;
mod draw;

pub use draw::{FigureError, FigureFormat, render_svg, write_figure};

use crate::lang::Lang;
use crate::units;

/// How an axis maps its values.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scale {
    Linear,
    /// Powers of ten equally spaced; only positive values are drawn.
    Log,
}

/// One axis: its words, its scale, its range and its labelled ticks.
#[derive(Clone, Debug, PartialEq)]
pub struct Axis {
    pub label: String,
    pub scale: Scale,
    pub low: f64,
    pub high: f64,
    /// Where the ticks are, and what each says (in the figure's language).
    pub ticks: Vec<(f64, String)>,
}

/// How a series is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mark {
    /// A curve through the points.
    Line(Dash),
    /// A marker at each point, with its error bars.
    Points(Marker),
    /// Each pair of points is one segment (a prediction per row).
    Segments(Dash),
    /// Bars from zero up to each point, `x` their centre (a histogram).
    Bars,
    /// Each pair of points' x values is a shaded band across the plot.
    Bands,
}

/// The line pattern of a curve.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dash {
    Solid,
    Dashed,
    Dotted,
}

/// The shape of a series' markers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Marker {
    Circle,
    Triangle,
    Square,
    Cross,
    Diamond,
}

/// One point: where it is, and its interval on either axis.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Point {
    pub x: f64,
    pub y: f64,
    /// Low and high of the y interval (error bar), if any.
    pub y_interval: Option<(f64, f64)>,
    /// Low and high of the x interval, if any.
    pub x_interval: Option<(f64, f64)>,
}

impl Point {
    pub fn new(x: f64, y: f64) -> Point {
        Point {
            x,
            y,
            y_interval: None,
            x_interval: None,
        }
    }
}

/// A named set of points, drawn one way in one colour.
#[derive(Clone, Debug, PartialEq)]
pub struct Series {
    /// The legend's words for it.
    pub name: String,
    pub mark: Mark,
    /// Index into [`PALETTE`].
    pub colour: usize,
    pub points: Vec<Point>,
}

/// One plot: axes and series. A figure has one or two side by side.
#[derive(Clone, Debug, PartialEq)]
pub struct Panel {
    pub title: String,
    pub x: Axis,
    pub y: Axis,
    pub series: Vec<Series>,
}

/// A whole figure.
#[derive(Clone, Debug, PartialEq)]
pub struct Figure {
    pub title: String,
    /// A line under the plots (what the figure was measured with).
    pub caption: String,
    pub panels: Vec<Panel>,
}

/// The Okabe–Ito palette (Okabe and Ito, 2008) as RGB, black first: its
/// colours stay apart for readers with any of the common colour-vision
/// deficiencies. Yellow is left out: too pale on white.
pub const PALETTE: [(u8, u8, u8); 7] = [
    (0, 0, 0),       // black
    (230, 159, 0),   // orange
    (86, 180, 233),  // sky blue
    (0, 158, 115),   // bluish green
    (0, 114, 178),   // blue
    (213, 94, 0),    // vermillion
    (204, 121, 167), // reddish purple
];

/// The markers in the order series take them.
pub const MARKERS: [Marker; 5] = [
    Marker::Circle,
    Marker::Triangle,
    Marker::Square,
    Marker::Diamond,
    Marker::Cross,
];

impl Axis {
    /// An axis spanning every value given (with a little room), with
    /// ticks: on a log scale at the powers of ten (and 2 and 5 times them
    /// when it spans less than two decades), on a linear one at round
    /// steps.
    pub fn fit(lang: Lang, label: String, scale: Scale, values: &[f64]) -> Axis {
        let finite: Vec<f64> = values
            .iter()
            .copied()
            .filter(|v| v.is_finite() && (scale == Scale::Linear || *v > 0.0))
            .collect();
        let (mut low, mut high) = finite
            .iter()
            .fold((f64::INFINITY, f64::NEG_INFINITY), |(lo, hi), v| {
                (lo.min(*v), hi.max(*v))
            });
        if !low.is_finite() {
            (low, high) = match scale {
                Scale::Linear => (0.0, 1.0),
                Scale::Log => (1e-3, 1.0),
            };
        }
        match scale {
            Scale::Log => {
                let low = 10f64.powf(low.log10().floor());
                let mut high = 10f64.powf(high.log10().ceil());
                if high <= low {
                    high = low * 10.0;
                }
                Axis::log(lang, label, low, high)
            }
            Scale::Linear => {
                if high <= low {
                    high = low + 1.0;
                }
                let step = nice_step((high - low) / 6.0);
                let low = (low / step).floor() * step;
                let high = (high / step).ceil() * step;
                Axis::linear(lang, label, low, high, step)
            }
        }
    }

    /// A linear axis from `low` to `high` with a tick every `step`.
    pub fn linear(lang: Lang, label: String, low: f64, high: f64, step: f64) -> Axis {
        let mut ticks = Vec::new();
        let first = (low / step).ceil() as i64;
        let last = (high / step).floor() as i64;
        for i in first..=last {
            let value = i as f64 * step;
            ticks.push((value, units::local_number(lang, round_tick(value, step))));
        }
        Axis {
            label,
            scale: Scale::Linear,
            low,
            high,
            ticks,
        }
    }

    /// A log axis from `low` to `high` (both powers of ten).
    pub fn log(lang: Lang, label: String, low: f64, high: f64) -> Axis {
        let first = low.log10().round() as i32;
        let last = high.log10().round() as i32;
        let decades = last - first;
        let mut ticks = Vec::new();
        for exponent in first..=last {
            let power = 10f64.powi(exponent);
            ticks.push((power, power_label(lang, exponent)));
            if decades < 2 && exponent < last {
                for factor in [2.0, 5.0] {
                    let value = factor * power;
                    ticks.push((value, units::local_number(lang, value)));
                }
            }
        }
        Axis {
            label,
            scale: Scale::Log,
            low,
            high,
            ticks,
        }
    }

    /// A rate axis labelled in percent, as the screens write rates (100 %,
    /// 1 %, 0.0001 %), where its values are fractions (reader 11: the saved
    /// Sizing figure read 10⁻² where the screen read 1 %).
    pub fn in_percent(mut self, lang: Lang) -> Axis {
        for (value, label) in &mut self.ticks {
            let percent = *value * 100.0;
            let exponent = percent.log10().round() as i32;
            let power = 10f64.powi(exponent);
            let figure = if exponent < -2 {
                // Written out as the screens' axes write it (0,00001 %, not
                // 10⁻⁵ %: reader 83, es 5.2), to the tick's first digit.
                let decimals = (-(percent.log10().floor() as i32)).max(0) as usize;
                units::decimal_mark(lang, format!("{percent:.decimals$}"))
            } else if exponent <= 2 || (percent / power - 1.0).abs() > 1e-9 {
                // Trimmed of float noise: 0.2, not 0.20000000000000004.
                let rounded = format!("{percent:.12}").parse::<f64>().unwrap_or(percent);
                units::local_number(lang, rounded)
            } else {
                format!("10{}", units::superscript(&exponent.to_string()))
            };
            *label = format!("{figure}\u{a0}%");
        }
        self
    }

    /// Whether a value can be drawn on this axis.
    pub fn shows(&self, value: f64) -> bool {
        value.is_finite() && (self.scale == Scale::Linear || value > 0.0)
    }
}

/// 10ⁿ as a reader writes it: 1, 10 and 0.1 (0,1 in Spanish) plainly,
/// others as 10⁻⁴.
fn power_label(lang: Lang, exponent: i32) -> String {
    match exponent {
        -1..=1 => units::local_number(lang, 10f64.powi(exponent)),
        _ => format!("10{}", units::superscript(&exponent.to_string())),
    }
}

/// A round step near `raw`: 1, 2 or 5 times a power of ten.
fn nice_step(raw: f64) -> f64 {
    if !(raw.is_finite() && raw > 0.0) {
        return 1.0;
    }
    let power = 10f64.powf(raw.log10().floor());
    let fraction = raw / power;
    let nice = if fraction <= 1.0 {
        1.0
    } else if fraction <= 2.0 {
        2.0
    } else if fraction <= 5.0 {
        5.0
    } else {
        10.0
    };
    nice * power
}

/// A tick value without the float noise of `i × step` (0.30000000000000004).
fn round_tick(value: f64, step: f64) -> f64 {
    let digits = (-step.log10().floor()).max(0.0) as i32;
    let scale = 10f64.powi(digits);
    (value * scale).round() / scale
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn log_axes_tick_at_powers_of_ten_in_the_languages_marks() {
        let axis = Axis::fit(Lang::Es, "p".into(), Scale::Log, &[2e-4, 0.03]);
        assert_eq!(axis.low, 1e-4);
        assert!((axis.high - 0.1).abs() < 1e-12);
        let labels: Vec<&str> = axis.ticks.iter().map(|(_, l)| l.as_str()).collect();
        assert_eq!(labels, ["10⁻⁴", "10⁻³", "10⁻²", "0,1"]);
    }

    #[test]
    fn linear_axes_tick_at_round_steps() {
        let axis = Axis::fit(Lang::Es, "k".into(), Scale::Linear, &[1.0, 20.0]);
        let labels: Vec<&str> = axis.ticks.iter().map(|(_, l)| l.as_str()).collect();
        assert_eq!(labels, ["0", "5", "10", "15", "20"]);
        let axis = Axis::fit(Lang::Es, "x".into(), Scale::Linear, &[0.0, 0.9]);
        assert!(
            axis.ticks.iter().any(|(_, l)| l == "0,2"),
            "{:?}",
            axis.ticks
        );
    }

    #[test]
    fn a_narrow_log_axis_gets_two_and_five_too() {
        let axis = Axis::fit(Lang::En, "p".into(), Scale::Log, &[0.002, 0.008]);
        let labels: Vec<&str> = axis.ticks.iter().map(|(_, l)| l.as_str()).collect();
        assert_eq!(labels, ["10⁻³", "0.002", "0.005", "10⁻²"]);
    }
}

#[cfg(test)]
mod sizing_tests {
    use super::*;

    /// Readers 50 (es 1.3): with k held at 1 the sizing figure's rate axis
    /// ran down to 10⁻³⁰, its labels written out wider than the margin
    /// («0,000000000000000000000000000001 %»). It stops at 10⁻⁸.
    #[test]
    fn the_sizing_figures_rate_axis_stays_readable() {
        let request = crate::sizing::SizingRequest {
            n: Some(10_000_000),
            p: Some(0.01),
            k: Some(1),
            ..Default::default()
        };
        let design = crate::sizing::solve(&request).unwrap();
        assert!(design.bits_per_element > 90.0, "{design:?}");
        for lang in Lang::ALL {
            let figure = build::sizing(lang, Some(&design));
            let y = &figure.panels[0].y;
            assert!(y.low >= 1e-8, "{lang:?}: {}", y.low);
            let widest = y.ticks.iter().map(|(_, l)| l.chars().count()).max();
            assert!(widest <= Some(12), "{lang:?}: {:?}", y.ticks);
        }
    }
}
