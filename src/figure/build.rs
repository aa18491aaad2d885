//! The figures' content: from the library's results to a [`Figure`], with
//! every word from the catalogue (`fig-` keys) and every number in the
//! language's decimal mark.

use crate::experiment::Outcome;
use crate::lang::Lang;
use crate::sizing::{Sizing, TableRow};
use crate::t;
use crate::theory;
use crate::units;

use super::{Axis, Dash, Figure, MARKERS, Mark, Panel, Point, Scale, Series};

mod structures;
pub use structures::{compare, crossover};

/// Samples along a predicted curve.
const CURVE_SAMPLES: usize = 200;

/// Palette indices, by role: predictions in black, the exact rate in
/// blue, measurements in vermillion; further series take the rest.
const PREDICTED: usize = 0;
const EXACT: usize = 4;
const MEASURED: usize = 5;
const SECOND: usize = 1;
const THIRD: usize = 2;

/// The measured points with their intervals.
fn measured_points(outcomes: &[Outcome], x: impl Fn(&Outcome) -> f64) -> Vec<Point> {
    outcomes
        .iter()
        .filter(|o| o.queries > 0)
        .map(|o| Point {
            y_interval: Some((o.ci_low, o.ci_high)),
            ..Point::new(x(o), o.fp_measured)
        })
        .collect()
}

/// The legend's name for the measured points: "measured, 95 % interval".
fn measured_name(lang: Lang, outcomes: &[Outcome]) -> String {
    let confidence = outcomes.first().map_or(0.95, |o| o.spec.confidence);
    t!(
        lang,
        "fig-measured",
        confidence = short_percent(lang, confidence)
    )
}

/// A level as people write it, in the language's decimal mark: 95 %,
/// 99,9 %.
fn short_percent(lang: Lang, p: f64) -> String {
    units::decimal_mark(lang, units::format_percent_short(p)).replace(' ', "\u{a0}")
}

/// "Seed 1 · 4 rows · 19,152,896 queries": what a figure of measurements
/// was measured with (no time: the same seed draws the same figure).
fn measured_caption(lang: Lang, outcomes: &[Outcome]) -> String {
    let Some(first) = outcomes.first() else {
        return t!(lang, "fig-caption-theory");
    };
    t!(
        lang,
        "fig-caption-measured",
        seed = first.spec.seed.to_string(),
        rows = outcomes.len() as u64,
        queries = units::count(lang, outcomes.iter().map(|o| o.queries).sum())
    )
}

/// `samples` values from `low` to `high`, evenly on the scale.
fn sweep(low: f64, high: f64, samples: usize, scale: Scale) -> Vec<f64> {
    (0..=samples)
        .map(|i| {
            let t = i as f64 / samples as f64;
            match scale {
                Scale::Linear => low + t * (high - low),
                Scale::Log => (low.ln() + t * (high.ln() - low.ln())).exp(),
            }
        })
        .collect()
}

fn curve(name: String, colour: usize, dash: Dash, points: Vec<Point>) -> Series {
    Series {
        name,
        mark: Mark::Line(dash),
        colour,
        points,
    }
}

fn points(name: String, colour: usize, index: usize, points: Vec<Point>) -> Series {
    Series {
        name,
        mark: Mark::Points(MARKERS[index % MARKERS.len()]),
        colour,
        points,
    }
}

/// Every y value of the series, intervals included (for fitting an axis).
fn all_y(series: &[Series]) -> Vec<f64> {
    values(series, |p| (p.y, p.y_interval))
}

/// Every x value of the series, intervals included.
fn all_x(series: &[Series]) -> Vec<f64> {
    values(series, |p| (p.x, p.x_interval))
}

/// A point's value on one axis, and its interval there.
type OnAxis = (f64, Option<(f64, f64)>);

fn values(series: &[Series], of: fn(&Point) -> OnAxis) -> Vec<f64> {
    series
        .iter()
        .flat_map(|s| s.points.iter())
        .flat_map(|p| {
            let (value, interval) = of(p);
            let (low, high) = interval.unwrap_or((value, value));
            [value, low, high]
        })
        .collect()
}

/// The course's table measured: rate against bits per element, the
/// measured rates with their intervals beside Bloom's formula at the
/// optimal k and each row's exact rate.
pub fn table(lang: Lang, n: u64, outcomes: &[Outcome]) -> Figure {
    let bits = |o: &Outcome| o.spec.m as f64 / o.spec.n as f64;
    let exact: Vec<Point> = outcomes
        .iter()
        .map(|o| Point::new(bits(o), o.fp_exact))
        .collect();
    let measured = measured_points(outcomes, bits);
    rate_by_bits(
        lang,
        t!(lang, "fig-table-title", n = units::count(lang, n)),
        measured_caption(lang, outcomes),
        exact,
        (measured_name(lang, outcomes), measured),
    )
}

/// The course's table from the formulas alone (`table --theory`).
pub fn theory_table(lang: Lang, n: u64, rows: &[TableRow]) -> Figure {
    let exact: Vec<Point> = rows
        .iter()
        .map(|r| Point::new(r.bits_per_element, r.fp_exact))
        .collect();
    rate_by_bits(
        lang,
        t!(lang, "fig-table-theory-title", n = units::count(lang, n)),
        t!(lang, "fig-caption-theory"),
        exact,
        (String::new(), Vec::new()),
    )
}

fn rate_by_bits(
    lang: Lang,
    title: String,
    caption: String,
    exact: Vec<Point>,
    (measured_name, measured): (String, Vec<Point>),
) -> Figure {
    let xs: Vec<f64> = exact.iter().map(|p| p.x).collect();
    let low = xs.iter().copied().fold(f64::INFINITY, f64::min).min(4.0);
    let high = xs.iter().copied().fold(0.0, f64::max).max(low + 1.0);
    let x = Axis::fit(
        lang,
        t!(lang, "fig-bits-per-element"),
        Scale::Linear,
        &[low.floor(), high.ceil()],
    );
    let bloom: Vec<Point> = sweep(x.low.max(0.5), x.high, CURVE_SAMPLES, Scale::Linear)
        .into_iter()
        .map(|b| Point::new(b, theory::fp_at_optimal_k(b)))
        .collect();
    let mut series = vec![
        curve(
            t!(lang, "fig-bloom-optimal-k"),
            PREDICTED,
            Dash::Solid,
            bloom,
        ),
        points(t!(lang, "fig-exact-rate"), EXACT, 4, exact),
    ];
    if !measured.is_empty() {
        series.push(points(measured_name, MEASURED, 0, measured));
    }
    let y = Axis::fit(
        lang,
        t!(lang, "fig-rate"),
        Scale::Log,
        &rate_values(&series),
    )
    .in_percent(lang);
    Figure {
        title,
        caption,
        panels: vec![Panel {
            title: String::new(),
            x,
            y,
            series,
        }],
    }
}

/// The y values of rate series, without the curve's far tail: the axis
/// spans the points (and their intervals), the curve is cut to it.
fn rate_values(series: &[Series]) -> Vec<f64> {
    let points: Vec<Series> = series
        .iter()
        .filter(|s| matches!(s.mark, Mark::Points(_)))
        .cloned()
        .collect();
    all_y(&points).into_iter().filter(|v| *v > 0.0).collect()
}

/// Which setting varies across a run's rows, and so makes the x axis.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Varies {
    K,
    N,
    M,
}

impl Varies {
    /// n if it varies; else m if it varies and k does not; else k (a
    /// single design included).
    fn of(outcomes: &[Outcome]) -> Varies {
        let first = outcomes.first();
        let differs = |f: fn(&Outcome) -> u64| outcomes.iter().any(|o| Some(f(o)) != first.map(f));
        if differs(|o| o.spec.n) {
            Varies::N
        } else if differs(|o| o.spec.m) && !differs(|o| u64::from(o.spec.k)) {
            Varies::M
        } else {
            Varies::K
        }
    }

    /// The x axis's label, and the figure's title naming the settings
    /// that stay fixed.
    fn label_and_title(self, lang: Lang, (m, k, n): (u64, u32, u64)) -> (String, String) {
        match self {
            Varies::K => (
                t!(lang, "fig-hash-functions"),
                t!(
                    lang,
                    "fig-k-title",
                    m = units::count(lang, m),
                    n = units::count(lang, n),
                    ratio = units::local_number(lang, m as f64 / n as f64)
                ),
            ),
            Varies::N => (
                t!(lang, "fig-keys-inserted"),
                t!(
                    lang,
                    "fig-n-title",
                    m = units::count(lang, m),
                    k = u64::from(k)
                ),
            ),
            Varies::M => (
                t!(lang, "fig-bits-per-element"),
                t!(
                    lang,
                    "fig-m-title",
                    n = units::count(lang, n),
                    k = u64::from(k)
                ),
            ),
        }
    }

    /// The x axis's span over the rows' values: at least one unit wide,
    /// from k = 1 up for k; a single design drawn in the k around it.
    fn span(self, xs: &[f64], rows: usize) -> (f64, f64) {
        let low = xs.iter().copied().fold(f64::INFINITY, f64::min);
        let high = xs.iter().copied().fold(f64::NEG_INFINITY, f64::max);
        if self == Varies::K && rows == 1 {
            (1.0, (high * 2.0).max(high + 4.0))
        } else {
            (
                low.min(high - 1.0)
                    .max(if self == Varies::K { 1.0 } else { 0.0 }),
                high,
            )
        }
    }

    /// Bloom's formula along the x axis from `low` to `high`, the other
    /// settings fixed at the first row's.
    fn bloom_curve(self, (m, k, n): (u64, u32, u64), low: f64, high: f64) -> Vec<Point> {
        sweep(low.max(1e-9), high, CURVE_SAMPLES, Scale::Linear)
            .into_iter()
            .map(|v| {
                let (m, k, n) = match self {
                    Varies::K => (m as f64, v, n as f64),
                    Varies::N => (m as f64, f64::from(k), v),
                    Varies::M => (v * n as f64, f64::from(k), n as f64),
                };
                Point::new(v, theory::fp_bloom(m, k, n))
            })
            .collect()
    }
}

/// Measured rows of `experiment` (one design, the k sweep, the small
/// filter): the rate against whichever of k, n and m varies (k for a
/// single design), Bloom's formula along it and the exact rate at each
/// row.
pub fn experiments(lang: Lang, outcomes: &[Outcome]) -> Figure {
    let varies = Varies::of(outcomes);
    let x_of = move |o: &Outcome| match varies {
        Varies::K => f64::from(o.spec.k),
        Varies::N => o.spec.n as f64,
        Varies::M => o.spec.m as f64 / o.spec.n as f64,
    };
    let design = outcomes
        .first()
        .map_or((1, 1, 1), |o| (o.spec.m, o.spec.k, o.spec.n));
    let xs: Vec<f64> = outcomes.iter().map(x_of).collect();
    let (x_label, title) = varies.label_and_title(lang, design);
    let (low, high) = varies.span(&xs, outcomes.len());
    let x = Axis::fit(lang, x_label, Scale::Linear, &[low, high]);
    let bloom = varies.bloom_curve(design, low, high);
    let exact: Vec<Point> = outcomes
        .iter()
        .map(|o| Point::new(x_of(o), o.fp_exact))
        .collect();
    let mut series = vec![
        curve(t!(lang, "fig-bloom-formula"), PREDICTED, Dash::Solid, bloom),
        points(t!(lang, "fig-exact-rate"), EXACT, 4, exact),
        points(
            measured_name(lang, outcomes),
            MEASURED,
            0,
            measured_points(outcomes, x_of),
        ),
    ];
    let y = Axis::fit(
        lang,
        t!(lang, "fig-rate"),
        Scale::Log,
        &rate_values(&series),
    )
    .in_percent(lang);
    trim_curve(&mut series[0], &y);
    Figure {
        title,
        caption: measured_caption(lang, outcomes),
        panels: vec![Panel {
            title: String::new(),
            x,
            y,
            series,
        }],
    }
}

/// A curve kept to the part inside the y axis (a log axis would otherwise
/// be stretched by the curve's tail).
fn trim_curve(series: &mut Series, y: &Axis) {
    series
        .points
        .retain(|p| p.y >= y.low * 0.999 && p.y <= y.high * 1.001);
}

/// `--repeat`: the histogram of the rows' p-values (flat when every row
/// is correct) and, per row, each seed's measured rate over its exact
/// rate (1 is the prediction).
pub fn repeats(lang: Lang, labels: &[String], runs: &[Vec<Outcome>]) -> Figure {
    let (histogram, tested) = p_value_panel(lang, runs);
    let spread = spread_panel(lang, labels, runs);
    let first_seed = runs
        .first()
        .and_then(|r| r.first())
        .map_or(0, |o| o.spec.seed);
    Figure {
        title: t!(
            lang,
            "fig-repeat-title",
            runs = runs.len() as u64,
            first = first_seed.to_string(),
            last = first_seed
                .wrapping_add(runs.len().saturating_sub(1) as u64)
                .to_string()
        ),
        caption: t!(lang, "fig-repeat-caption", rows = tested as u64),
        panels: vec![histogram, spread],
    }
}

/// The histogram of every row's p-value in tenths, beside the flat line
/// correct filters give; and how many rows were tested.
fn p_value_panel(lang: Lang, runs: &[Vec<Outcome>]) -> (Panel, usize) {
    const BINS: usize = 10;
    let mut counts = [0usize; BINS];
    for outcome in runs.iter().flatten() {
        let bin = ((outcome.p_value * BINS as f64) as usize).min(BINS - 1);
        counts[bin] += 1;
    }
    let tested: usize = counts.iter().sum();
    let bars: Vec<Point> = counts
        .iter()
        .enumerate()
        .map(|(i, &count)| Point::new((i as f64 + 0.5) / BINS as f64, count as f64))
        .collect();
    let flat = tested as f64 / BINS as f64;
    let histogram_series = vec![
        Series {
            name: t!(lang, "fig-p-values"),
            mark: Mark::Bars,
            colour: THIRD,
            points: bars,
        },
        curve(
            t!(lang, "fig-flat"),
            PREDICTED,
            Dash::Dashed,
            vec![Point::new(0.0, flat), Point::new(1.0, flat)],
        ),
    ];
    let top = counts.iter().copied().max().unwrap_or(0) as f64;
    let histogram = Panel {
        title: t!(lang, "fig-histogram-title"),
        x: Axis::linear(lang, t!(lang, "fig-p-value"), 0.0, 1.0, 0.1),
        y: Axis::fit(
            lang,
            t!(lang, "fig-count"),
            Scale::Linear,
            &[0.0, top.max(flat) * 1.15],
        ),
        series: histogram_series,
    };
    (histogram, tested)
}

/// Per row, each seed's measured rate over its exact rate, with the
/// prediction (1) across.
fn spread_panel(lang: Lang, labels: &[String], runs: &[Vec<Outcome>]) -> Panel {
    // Each seed's rate over the exact one, spread a little sideways by
    // seed so that equal values do not hide each other.
    let seeds = runs.len().max(1) as f64;
    let ratios: Vec<Point> = runs
        .iter()
        .enumerate()
        .flat_map(|(run, outcomes)| {
            outcomes
                .iter()
                .enumerate()
                .filter(|(_, o)| o.queries > 0 && o.fp_exact > 0.0)
                .map(move |(row, o)| {
                    let offset = if seeds > 1.0 {
                        (run as f64 / (seeds - 1.0) - 0.5) * 0.5
                    } else {
                        0.0
                    };
                    Point {
                        y_interval: Some((o.ci_low / o.fp_exact, o.ci_high / o.fp_exact)),
                        ..Point::new(row as f64 + 1.0 + offset, o.fp_measured / o.fp_exact)
                    }
                })
        })
        .collect();
    let rows = labels.len().max(1) as f64;
    let mut spread_series = vec![
        curve(
            t!(lang, "fig-prediction"),
            PREDICTED,
            Dash::Dashed,
            vec![Point::new(0.5, 1.0), Point::new(rows + 0.5, 1.0)],
        ),
        points(t!(lang, "fig-each-seed"), MEASURED, 0, ratios),
    ];
    let mut values = all_y(&spread_series[1..]);
    values.push(1.0);
    let mut y = Axis::fit(lang, t!(lang, "fig-rate-ratio"), Scale::Linear, &values);
    y.low = y.low.max(0.0);
    y.ticks.retain(|(v, _)| *v >= 0.0);
    spread_series[0].points[1].x = rows + 0.5;
    let x = Axis {
        label: t!(lang, "fig-row"),
        scale: Scale::Linear,
        low: 0.5,
        high: rows + 0.5,
        ticks: labels
            .iter()
            .enumerate()
            .map(|(i, label)| (i as f64 + 1.0, label.clone()))
            .collect(),
    };
    Panel {
        title: t!(lang, "fig-spread-title"),
        x,
        y,
        series: spread_series,
    }
}

/// The sizing chart's widest bits per element, as Sizing's screen draws it.
const SIZING_BITS: f64 = 30.0;

/// The sizing chart's lowest rate.
const SIZING_FLOOR: f64 = 1e-8;

/// The classic sizing chart: the rate against bits per element at the
/// optimal k, at the design's k all along (4 without a design), and the
/// lower bound 2^(−m/n), with the design sized marked.
pub fn sizing(lang: Lang, sizing: Option<&Sizing>) -> Figure {
    let design = sizing.filter(|s| s.bits_per_element.is_finite());
    // 0 to 30 bits, as on the screen; wider for a design past 24.
    let high = design.map_or(SIZING_BITS, |s| {
        (s.bits_per_element * 1.25).max(SIZING_BITS).ceil()
    });
    let x = Axis::fit(
        lang,
        t!(lang, "fig-bits-per-element"),
        Scale::Linear,
        &[0.0, high],
    );
    let bits = sweep(0.25, x.high, CURVE_SAMPLES, Scale::Linear);
    let optimal = curve(
        t!(lang, "fig-optimal-k"),
        EXACT,
        Dash::Solid,
        bits.iter()
            .map(|&b| Point::new(b, theory::fp_at_optimal_k(b)))
            .collect(),
    );
    // The design's k held at every m/n: it meets the optimal curve where
    // that k is the ideal one, and shows what the k costs elsewhere.
    let held_k = design.map_or(4, |s| s.k);
    let k_curve = curve(
        t!(lang, "fig-design-k", k = u64::from(held_k)),
        SECOND,
        Dash::Dashed,
        bits.iter()
            .map(|&b| Point::new(b, theory::fp_bloom(b, f64::from(held_k), 1.0)))
            .collect(),
    );
    let bound = curve(
        t!(lang, "fig-lower-bound-rate"),
        PREDICTED,
        Dash::Dotted,
        bits.iter().map(|&b| Point::new(b, 2f64.powf(-b))).collect(),
    );
    let mut series = vec![optimal, k_curve, bound];
    let mut floor = theory::fp_at_optimal_k(x.high);
    if let Some(s) = design {
        floor = floor.min(s.fp_predicted);
        series.push(points(
            t!(
                lang,
                "fig-your-design",
                k = u64::from(s.k),
                bits = units::decimal_mark(lang, format!("{:.2}", s.bits_per_element))
            ),
            MEASURED,
            0,
            vec![Point::new(s.bits_per_element, s.fp_predicted)],
        ));
    }
    // Down to 10⁻⁸: with k held at 1 it ran to 10⁻³⁰, labels too wide for
    // the margin (readers 50, es 1.3); the caption says a lower design's p.
    let floor = floor.max(SIZING_FLOOR);
    let y = Axis::fit(lang, t!(lang, "fig-rate"), Scale::Log, &[floor, 1.0]).in_percent(lang);
    for s in &mut series {
        trim_curve(s, &y);
    }
    let caption = match design {
        Some(s) => t!(
            lang,
            "fig-sizing-caption",
            n = units::count(lang, s.n),
            m = units::count(lang, s.m_bits),
            k = u64::from(s.k),
            // As the Sizing screen writes Bloom's p (reader 83, es 5.2).
            rate = units::sizing_rate(lang, s.fp_predicted)
        ),
        None => t!(lang, "fig-caption-theory"),
    };
    Figure {
        title: t!(lang, "fig-sizing-title"),
        caption,
        panels: vec![Panel {
            title: String::new(),
            x,
            y,
            series,
        }],
    }
}
