//! A filter's share of bits set, as a percentage.

use crate::lang::Lang;

/// A filter's share of bits set, as Sizing and `size` write it: to a
/// tenth of a percent (51.8 %), or in significant digits below 0.05 %
/// (0.000668 %), never «0.0 %» for a filter with bits set, nor «100.0 %»
/// for one short of full: 99.97 %, then «> 99.99 %» (reader 33, en), as
/// the false-positive rate beside it is written.
pub fn fill_percent(lang: Lang, fill: f64) -> String {
    if fill > 0.0 && fill < 0.000_5 {
        return super::percent(lang, fill);
    }
    let shown = |decimals: usize| format!("{:.decimals$}", fill * 100.0);
    let text = (1..=2)
        .map(shown)
        .find(|text| text.parse::<f64>().is_ok_and(|value| value < 100.0));
    match text {
        Some(text) => super::decimal_mark(lang, format!("{text}\u{a0}%")),
        None => super::decimal_mark(lang, ">\u{a0}99.99\u{a0}%".to_owned()),
    }
}

#[cfg(test)]
mod tests {
    use super::fill_percent;
    use crate::lang::Lang;

    /// Short of full never reads «100.0 %»: decimals are added, then a
    /// bound. An expected fill is never whole, even where a double rounds
    /// it to 1.
    #[test]
    fn a_fill_short_of_full_never_reads_full() {
        let cases = [
            (0.518, "51.8 %"),
            (0.9997, "99.97 %"),
            (0.99996, "> 99.99 %"),
            (1.0, "> 99.99 %"),
            (0.000_006_68, "0.000668 %"),
        ];
        for (fill, shown) in cases {
            assert_eq!(fill_percent(Lang::En, fill).replace('\u{a0}', " "), shown);
        }
        assert_eq!(
            fill_percent(Lang::Es, 0.9997).replace('\u{a0}', " "),
            "99,97 %"
        );
    }
}
