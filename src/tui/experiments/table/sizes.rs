//! The table's filters' sizes, and the memory they hold at once.

use crate::lang::Lang;
use crate::units::decimal_mark;

/// The table's filters' sizes as Sizing writes them, in the largest's
/// unit and said once («0.60 + 1.20 MB», not «599.07 kB + 1.20 MB»:
/// reader 16, en 5.5), and the memory the `threads` largest hold at
/// once, from their bytes, as `bloomlab size` gives it (reader 11, es
/// 5.3). Both take the decimals that make the shown sizes add up to the
/// shown total: «1.80 + 2.40 … up to 4.19 MB» did not (reader 21, en
/// 5.3), «1.797 + 2.396 … up to 4.193 MB» does.
pub(super) fn sizes_and_peak(bytes: &[u64], threads: usize, lang: Lang) -> (String, String) {
    let mut top = bytes.to_vec();
    top.sort_unstable_by(|a, b| b.cmp(a));
    top.truncate(threads.max(1));
    let peak: u64 = top.iter().sum();
    let largest = top.first().copied().unwrap_or(0);
    let Some((unit_size, unit)) = crate::units::decimal_byte_unit(largest) else {
        let figures: Vec<String> = bytes.iter().map(u64::to_string).collect();
        return (
            format!("{} bytes", figures.join(" + ")),
            format!("{peak} bytes"),
        );
    };
    let in_unit = |b: u64| b as f64 / unit_size;
    let adds_up = |decimals: i32| {
        let shown = |x: f64| (x * 10f64.powi(decimals)).round();
        top.iter().map(|b| shown(in_unit(*b))).sum::<f64>() == shown(in_unit(peak))
    };
    let decimals = (2..=4).find(|d| adds_up(*d)).unwrap_or(4) as usize;
    let figures: Vec<String> = bytes
        .iter()
        .map(|b| format!("{:.decimals$}", in_unit(*b)))
        .collect();
    let sizes = format!("{} {unit}", figures.join(" + "));
    let peak = format!("{:.decimals$} {unit}", in_unit(peak));
    (decimal_mark(lang, sizes), decimal_mark(lang, peak))
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
        for n in [1_000_000u64, 10_000_000, 100_000] {
            let bytes: Vec<u64> = [0.1, 0.01, 0.001, 0.0001]
                .iter()
                .map(|p| filter_bytes(crate::theory::bits_for(n as f64, *p).ceil() as u64))
                .collect();
            let (sizes, peak) = sizes_and_peak(&bytes, 2, Lang::En);
            let figures: Vec<f64> = sizes
                .split(' ')
                .filter_map(|word| word.parse().ok())
                .collect();
            let total: f64 = peak.split(' ').next().unwrap().parse().unwrap();
            let two: f64 = figures[2] + figures[3];
            assert!((two - total).abs() < 1e-9, "{n}: {sizes} / {peak}");
        }
        let bytes: Vec<u64> = [0.1, 0.01, 0.001, 0.0001]
            .iter()
            .map(|p| filter_bytes(crate::theory::bits_for(1e7, *p).ceil() as u64))
            .collect();
        assert_eq!(sizes_and_peak(&bytes, 2, Lang::Es).1, "41,93 MB");
    }
}
