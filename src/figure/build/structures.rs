//! The figures of `compare`: bits per key against the rate for each
//! structure, and where a cuckoo filter takes fewer bits than Bloom.

use crate::experiment::compare::CompareRow;
use crate::experiment::crossover;
use crate::filter::FilterKind;
use crate::lang::Lang;
use crate::t;
use crate::theory;
use crate::units;

use super::super::{Axis, Dash, Figure, Mark, Panel, Point, Scale, Series};
use super::{
    CURVE_SAMPLES, EXACT, PREDICTED, SECOND, all_x, all_y, curve, points, short_percent, sweep,
};

/// `compare`: each structure's bits per key against its measured rate
/// (with the interval on the rate), beside the lower bound log2(1/p) and
/// an optimal Bloom filter's 1.44·log2(1/p). The hash set, which never
/// errs, has no place on a rate axis.
pub fn compare(lang: Lang, rows: &[CompareRow]) -> Figure {
    let mut series = Vec::new();
    let mut kinds: Vec<FilterKind> = Vec::new();
    for row in rows {
        if row.design.fp_target.is_some() && !kinds.contains(&row.design.kind) {
            kinds.push(row.design.kind);
        }
    }
    for (index, kind) in kinds.iter().enumerate() {
        let points_of_kind: Vec<Point> = rows
            .iter()
            .filter(|row| row.design.kind == *kind && row.outcome.queries > 0)
            .map(|row| {
                let o = &row.outcome;
                Point {
                    x_interval: Some((o.ci_low, o.ci_high)),
                    ..Point::new(o.fp_measured, row.bits_per_element)
                }
            })
            .collect();
        series.push(points(
            kind.short_label(lang).to_owned(),
            1 + index % 6,
            index,
            points_of_kind,
        ));
    }
    let mut rates: Vec<f64> = all_x(&series).into_iter().filter(|v| *v > 0.0).collect();
    rates.extend(
        rows.iter()
            .filter_map(|row| row.design.fp_target)
            .chain(rows.iter().map(|row| row.outcome.fp_exact))
            .filter(|v| *v > 0.0),
    );
    let x = Axis::fit(lang, t!(lang, "fig-rate"), Scale::Log, &rates);
    let (bound, bloom) = bound_curves(lang, &x);
    let mut values = all_y(&series);
    values.extend(bound.points.iter().chain(&bloom.points).map(|p| p.y));
    values.push(0.0);
    series.insert(0, bloom);
    series.insert(0, bound);
    let y = Axis::fit(lang, t!(lang, "fig-bits-per-key"), Scale::Linear, &values);
    let n = rows.first().map_or(0, |row| row.n);
    let seed = rows.first().map_or(0, |row| row.outcome.spec.seed);
    Figure {
        title: t!(lang, "fig-compare-title", n = units::count(lang, n)),
        caption: t!(
            lang,
            "fig-compare-caption",
            seed = seed.to_string(),
            confidence = short_percent(
                lang,
                rows.first().map_or(0.95, |r| r.outcome.spec.confidence)
            )
        ),
        panels: vec![Panel {
            title: String::new(),
            x,
            y,
            series,
        }],
    }
}

/// The lower bound log2(1/p) and an optimal Bloom filter's 1.44·log2(1/p)
/// along a rate axis.
fn bound_curves(lang: Lang, x: &Axis) -> (Series, Series) {
    let rates = sweep(x.low, x.high.min(0.5), CURVE_SAMPLES, Scale::Log);
    let bound = curve(
        t!(lang, "fig-lower-bound"),
        PREDICTED,
        Dash::Solid,
        rates
            .iter()
            .map(|&p| Point::new(p, theory::lower_bound_bits_per_element(p)))
            .collect(),
    );
    let bloom = curve(
        t!(lang, "fig-bloom-overhead"),
        PREDICTED,
        Dash::Dashed,
        rates
            .iter()
            .map(|&p| Point::new(p, theory::bits_per_element(p)))
            .collect(),
    );
    (bound, bloom)
}

/// `compare --crossover`: bits per key of the standard Bloom filter and
/// the cuckoo filter as `compare` builds them for n keys, against the
/// target rate, with the ranges where cuckoo takes fewer shaded.
pub fn crossover(lang: Lang, n: u64) -> Figure {
    let x = Axis::log(lang, t!(lang, "fig-target-rate"), 1e-7, 1.0);
    let rates = sweep(1e-7, 0.5, 600, Scale::Log);
    let bloom = curve(
        t!(lang, "fig-standard"),
        EXACT,
        Dash::Solid,
        rates
            .iter()
            .map(|&p| Point::new(p, crossover::bloom_bits_per_key(n, p)))
            .filter(|p| p.y.is_finite())
            .collect(),
    );
    let cuckoo = curve(
        t!(lang, "fig-cuckoo"),
        SECOND,
        Dash::Dashed,
        rates
            .iter()
            .map(|&p| Point::new(p, crossover::cuckoo_bits_per_key(n, p)))
            .collect(),
    );
    let bands = Series {
        name: t!(lang, "fig-cuckoo-smaller"),
        mark: Mark::Bands,
        colour: SECOND,
        points: crossover::cuckoo_smaller(n)
            .iter()
            .flat_map(|w| [Point::new(w.low.max(1e-7), 0.0), Point::new(w.high, 0.0)])
            .collect(),
    };
    let (bound, _) = bound_curves(lang, &x);
    let series = vec![bands, bound, bloom, cuckoo];
    let mut values = all_y(&series[1..]);
    values.push(0.0);
    let y = Axis::fit(lang, t!(lang, "fig-bits-per-key"), Scale::Linear, &values);
    Figure {
        title: t!(lang, "fig-crossover-title", n = units::count(lang, n)),
        caption: t!(lang, "fig-crossover-caption"),
        panels: vec![Panel {
            title: String::new(),
            x,
            y,
            series,
        }],
    }
}
