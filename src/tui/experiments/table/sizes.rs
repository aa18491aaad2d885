//! The table's filters' sizes, and the memory they hold at once.

use crate::lang::Lang;
use crate::units::grouped_fixed;

/// The table's filters' sizes as Sizing writes them, in the largest's
/// unit and said once («0.60 + 1.20 MB», not «599.07 kB + 1.20 MB»:
/// reader 16, en 5.5), and the memory the `threads` largest hold at
/// once, from their bytes, as `bloomlab size` gives it (reader 11, es
/// 5.3). The shown sizes add up to the shown total («1.80 + 2.40 … up to
/// 4.19 MB» did not: reader 21, en 5.3): with two decimals where they
/// do, else in the unit below with as few as do («1,797 + 2,396 … up to
/// 4,193 kB»), where three decimals («41.944 kB») read as over-precise
/// beside every other size's two (reader 41, es 5.1; reader 42, en 5.4).
pub(super) fn sizes_and_peak(bytes: &[u64], threads: usize, lang: Lang) -> (String, String) {
    let mut top = bytes.to_vec();
    top.sort_unstable_by(|a, b| b.cmp(a));
    top.truncate(threads.max(1));
    let peak: u64 = top.iter().sum();
    let largest = top.first().copied().unwrap_or(0);
    let in_bytes = |b: u64| grouped_fixed(lang, b as f64, 0);
    let Some((unit_size, unit)) = crate::units::decimal_byte_unit(largest) else {
        let figures: Vec<String> = bytes.iter().map(|b| in_bytes(*b)).collect();
        return (
            format!("{} bytes", figures.join(" + ")),
            format!("{} bytes", in_bytes(peak)),
        );
    };
    let adds_up = |size: f64, decimals: usize| {
        let shown = |b: u64| (b as f64 / size * 10f64.powi(decimals as i32)).round();
        top.iter().map(|b| shown(*b)).sum::<f64>() == shown(peak)
    };
    let below = (
        unit_size / 1e3,
        crate::units::decimal_byte_unit(largest / 1000).map_or("bytes", |(_, name)| name),
    );
    let (size, unit, decimals) = std::iter::once((unit_size, unit, 2))
        .chain((0..=2).map(|d| (below.0, below.1, d)))
        .chain((3..=4).map(|d| (unit_size, unit, d)))
        .find(|(size, _, decimals)| adds_up(*size, *decimals))
        .unwrap_or((unit_size, unit, 4));
    let shown = |b: u64| grouped_fixed(lang, b as f64 / size, decimals);
    let figures: Vec<String> = bytes.iter().map(|b| shown(*b)).collect();
    (
        format!("{} {unit}", figures.join(" + ")),
        format!("{} {unit}", shown(peak)),
    )
}

#[cfg(test)]
mod tests {
    use super::sizes_and_peak;
    use crate::experiment::filter_bytes;
    use crate::lang::Lang;

    /// The table's four filters at n = 10⁶ and 10⁷, two at once: the two
    /// largest shown add up to the total shown (reader 21, en 5.3).
    #[test]
    fn the_shown_sizes_add_up_to_the_shown_total() {
        for n in [10_000u64, 1_000_000, 10_000_000, 100_000] {
            let bytes: Vec<u64> = [0.1, 0.01, 0.001, 0.0001]
                .iter()
                .map(|p| filter_bytes(crate::theory::bits_for(n as f64, *p).ceil() as u64))
                .collect();
            let (sizes, peak) = sizes_and_peak(&bytes, 2, Lang::En);
            let figures: Vec<f64> = sizes
                .split(' ')
                .filter_map(|word| word.replace(',', "").parse().ok())
                .collect();
            let total: f64 = peak
                .split(' ')
                .next()
                .unwrap()
                .replace(',', "")
                .parse()
                .unwrap();
            let two: f64 = figures[2] + figures[3];
            assert!((two - total).abs() < 1e-9, "{n}: {sizes} / {peak}");
        }
        let bytes: Vec<u64> = [0.1, 0.01, 0.001, 0.0001]
            .iter()
            .map(|p| filter_bytes(crate::theory::bits_for(1e7, *p).ceil() as u64))
            .collect();
        assert_eq!(sizes_and_peak(&bytes, 2, Lang::Es).1, "41,93 MB");
        // Never three decimals: where two do not add up, the unit below
        // (reader 41, es 5.1).
        for n in [10_000u64, 1_000_000] {
            let bytes: Vec<u64> = [0.1, 0.01, 0.001, 0.0001]
                .iter()
                .map(|p| filter_bytes(crate::theory::bits_for(n as f64, *p).ceil() as u64))
                .collect();
            let (sizes, peak) = sizes_and_peak(&bytes, 2, Lang::En);
            for figure in sizes.split(" + ").chain([peak.as_str()]) {
                let decimals = figure
                    .split(' ')
                    .next()
                    .and_then(|number| number.split_once('.'))
                    .map_or(0, |(_, fraction)| fraction.len());
                assert!(decimals <= 2, "{n}: {sizes} / {peak}");
            }
        }
    }
}
