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
