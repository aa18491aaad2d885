//! A decimal number with its whole part grouped.

use crate::lang::Lang;

/// [`decimal`] with its whole part grouped as counts are: «1,000 is off»,
/// not «1000» for a typed «1,000» (reader 34, en).
pub(crate) fn decimal_grouped(lang: Lang, value: f64) -> String {
    let text = super::decimal(lang, value.abs());
    let (whole, rest) = text.split_at(text.find([',', '.']).unwrap_or(text.len()));
    let sign = if value < 0.0 { "-" } else { "" };
    match whole.parse::<u64>() {
        Ok(number) if !whole.contains('e') => format!("{sign}{}{rest}", super::count(lang, number)),
        _ => format!("{sign}{text}"),
    }
}

/// An answer an author's expression computed, as a student reads it:
/// four significant digits, or the whole number where it has more
/// («14.38», not the «14.3776» of bits_per_element(0.001): reader 42, en
/// 5.3), grouped as [`decimal_grouped`] groups it.
pub(crate) fn answer_grouped(lang: Lang, value: f64) -> String {
    let digits = if value == 0.0 || !value.is_finite() {
        0
    } else {
        value.abs().log10().floor() as i32 + 1
    };
    let decimals = (4 - digits).max(0);
    let scale = 10f64.powi(decimals);
    decimal_grouped(lang, (value * scale).round() / scale)
}

#[cfg(test)]
mod answer_tests {
    use super::answer_grouped;
    use crate::lang::Lang;

    #[test]
    fn an_answer_keeps_four_significant_digits_or_its_whole_part() {
        assert_eq!(answer_grouped(Lang::En, 14.377_6), "14.38");
        assert_eq!(answer_grouped(Lang::Es, 38.34), "38,34");
        assert_eq!(answer_grouped(Lang::En, 9.4), "9.4");
        assert_eq!(answer_grouped(Lang::En, 0.618_53), "0.6185");
        assert_eq!(answer_grouped(Lang::En, 9_585_059.0), "9,585,059");
        assert_eq!(answer_grouped(Lang::En, 0.0), "0");
    }
}
