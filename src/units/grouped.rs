//! Numbers with their whole part grouped: a typed number read back, and a
//! right answer as the course writes its figures.

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

/// A question's right answer as the course writes its figures: whole
/// from 100 on (153,361), two decimals from 1 on (47.93 MB, 6.93, as
/// Sizing and the lessons write them), four significant digits below 1
/// (0.08877); a digit more while the figure shown is off by more than a
/// tenth of the answer's `margin`, so "figure ± margin" on screen is the
/// range the grading accepts, up to that tenth (a figure rounded further
/// than the margin would make a wrong answer look right). An exact value
/// loses its trailing zeros (0.5, not 0.50). In the language's decimal
/// mark.
pub(crate) fn answer_figure(lang: Lang, value: f64, margin: f64) -> String {
    if !value.is_finite() {
        return super::local_number(lang, value);
    }
    let (rounded, decimals) = answer_rounded(value, margin);
    let text = format!("{rounded:.decimals$}");
    let (whole, fraction) = text.split_once('.').unwrap_or((&text, ""));
    let sign = if whole.starts_with('-') { "-" } else { "" };
    let digits = super::count(lang, whole.trim_start_matches('-').parse().unwrap_or(0));
    if fraction.is_empty() {
        format!("{sign}{digits}")
    } else {
        let mark = if lang == Lang::En { '.' } else { ',' };
        format!("{sign}{digits}{mark}{fraction}")
    }
}

/// The value [`answer_figure`] shows, and its decimals.
pub(crate) fn answer_rounded(value: f64, margin: f64) -> (f64, usize) {
    let magnitude = value.abs();
    let mut decimals: usize = if magnitude >= 100.0 {
        0
    } else if magnitude >= 1.0 || magnitude == 0.0 {
        2
    } else {
        // Four significant digits, as formula rates have everywhere
        // (FORMULA_DIGITS): «0.0888» stood beside the explanation's
        // «0.08877» (reader 33, en).
        (3 - magnitude.log10().floor() as i32).clamp(0, 15) as usize
    };
    // Halves away from zero, as a student rounds by hand: 0.03125 is
    // 0.0313 (formatting rounds to even, 0.0312: reader 12, es 5.2).
    let at = |decimals: usize| {
        let scale = 10f64.powi(decimals as i32);
        (value * scale).round() / scale
    };
    let off = |decimals: usize| (at(decimals) - value).abs();
    while decimals < 15 && off(decimals) > margin.abs() / 10.0 {
        decimals += 1;
    }
    // Fewer decimals where they lose nothing: an exact 0.5 or 47.9.
    while decimals > 0 && off(decimals - 1) <= value.abs() * 1e-12 {
        decimals -= 1;
    }
    (at(decimals), decimals)
}
