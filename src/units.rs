//! Parsing and printing the quantities users type: counts (`1e7`,
//! `10_000_000`), probabilities (`0.01`, `1%`), sizes in bits or bytes
//! (`95850584`, `64KiB`, `12MB`, `100Mb`).

use crate::i18n::Num;
use crate::lang::Lang;

mod bound;
mod fill;
mod grouped;
mod parse;
pub use bound::upper_bound_rate;
pub use fill::fill_percent;
pub(crate) use grouped::{answer_figure, answer_rounded, decimal_grouped};
pub use parse::{
    BareUnit, decimal_comma, parse_bytes, parse_count, parse_probability, parse_size_bits, quoted,
    separator_is_ambiguous,
};

/// Bytes for humans: decimal units as the course uses (MB = 10^6 bytes),
/// or a binary unit when the amount is an exact power-of-1024 multiple.
pub fn format_bytes(bytes: u64) -> String {
    const BINARY: [(u64, &str); 4] = [
        (1 << 40, "TiB"),
        (1 << 30, "GiB"),
        (1 << 20, "MiB"),
        (1 << 10, "KiB"),
    ];
    for (size, name) in BINARY {
        if bytes >= size && bytes.is_multiple_of(size) {
            return format!("{} {name}", bytes / size);
        }
    }
    format_bytes_as(bytes, bytes)
}

/// Bytes in the decimal unit `largest` is written in, so that a column
/// of sizes reads alike: «0.60 MB» above «1.20 MB», not «599.07 kB»
/// (reader 15, en 5.4).
pub fn format_bytes_as(bytes: u64, largest: u64) -> String {
    if let Some((size, name)) = decimal_byte_unit(largest) {
        return format!("{:.2} {name}", bytes as f64 / size);
    }
    if bytes == 1 {
        "1 byte".to_owned()
    } else {
        format!("{bytes} bytes")
    }
}

/// The decimal unit `bytes` is written in (its size in bytes and its
/// name), or None below a kilobyte.
pub(crate) fn decimal_byte_unit(bytes: u64) -> Option<(f64, &'static str)> {
    const DECIMAL: [(f64, &str); 4] = [(1e12, "TB"), (1e9, "GB"), (1e6, "MB"), (1e3, "kB")];
    DECIMAL.into_iter().find(|(size, _)| bytes as f64 >= *size)
}

/// What a unit of [`format_bytes`] other than MB means, for a screen that
/// shows it: «1 GB = 10⁹ bytes», «1 KiB = 1,024 bytes». The course
/// defines only the megabyte; None for MB and bytes.
pub(crate) fn byte_unit_gloss(lang: Lang, shown: &str) -> Option<String> {
    let unit = shown.rsplit(' ').next()?;
    let bytes = match unit {
        "kB" => count(lang, 1_000),
        "GB" => "10⁹".to_owned(),
        "TB" => "10¹²".to_owned(),
        "KiB" => count(lang, 1 << 10),
        "MiB" => format!("2²⁰ = {}", count(lang, 1 << 20)),
        "GiB" => format!("2³⁰ = {}", count(lang, 1 << 30)),
        "TiB" => "2⁴⁰".to_owned(),
        _ => return None,
    };
    Some(crate::t!(
        lang,
        "sizing-unit-gloss",
        unit = unit,
        bytes = bytes
    ))
}

/// A whole number with thousands separators: 10,000,000.
pub fn format_count(value: u64) -> String {
    let digits = value.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, digit) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(digit);
    }
    out
}

/// A probability as a percentage with enough digits to read small ones:
/// 10 %, 1.0039 %, 0.010013 %.
pub fn format_percent(p: f64) -> String {
    format!("{} %", format_sig(p * 100.0, 5))
}

/// A number with `digits` significant digits, in plain notation down to
/// 1e-6 and scientific below: 0.100713, 0.00100003, 1.00135e-7.
pub fn format_sig(value: f64, digits: usize) -> String {
    if value == 0.0 || !value.is_finite() {
        return value.to_string();
    }
    let magnitude = value.abs().log10().floor() as i32;
    if magnitude < -6 {
        return format!("{value:.prec$e}", prec = digits.saturating_sub(1));
    }
    let decimals = (digits as i32 - 1 - magnitude).max(0) as usize;
    // A tie rounds away from zero, as people round (56.25 → 56.3); the
    // formatter alone would round it to even (56.2).
    let scale = 10f64.powi(decimals as i32);
    let rounded = (value * scale).round() / scale;
    let value = if rounded.is_finite() { rounded } else { value };
    let text = format!("{value:.decimals$}");
    // Rounding can carry into the next power of ten (0.0099999 → 0.01000):
    // then one decimal fewer keeps the number of significant digits.
    match text.parse::<f64>() {
        Ok(rounded) if decimals > 0 && rounded.abs() >= 10f64.powi(magnitude + 1) => {
            format!("{value:.prec$}", prec = decimals - 1)
        }
        _ => text,
    }
}

/// A target rate as people write it: 10 %, 1 %, 0.1 %, 0.01 %.
pub fn format_percent_short(p: f64) -> String {
    let percent = p * 100.0;
    // Plain decimals down to the smallest rate written as a percentage,
    // with room for the product's rounding: 0.000001 × 100 is a hair
    // under 0.0001, and read «1e-4 %» (reader 42, es 5.1).
    if percent != 0.0 && percent.abs() < SMALLEST_PERCENT * 100.0 * (1.0 - 1e-9) {
        // Six decimals would print 1e-300 as "0 %": six significant digits.
        let text = format!("{percent:.5e}");
        let (mantissa, exponent) = text.split_once('e').unwrap_or((&text, "0"));
        let mantissa = mantissa.trim_end_matches('0').trim_end_matches('.');
        return format!("{mantissa}e{exponent} %");
    }
    let text = format!("{percent:.6}");
    let text = text.trim_end_matches('0').trim_end_matches('.');
    match text.parse::<f64>() {
        // Six decimals would round a confidence of 0.999999999999 to 100 %:
        // then the shortest form that reads back the same.
        Ok(shown) if (shown - percent).abs() > 1e-14 * percent.abs() => format!("{percent} %"),
        _ => format!("{text} %"),
    }
}

/// A target rate the student gave, in the language's style: a percentage
/// as people write it (10 %, 0,0001 %, 0,00001 %) and, below the smallest
/// rate written as a percentage, a chance («1 de cada 1 000 000 000», «1
/// in 1,000,000,000»), never a power of ten inside a percentage (reader
/// 42, es 5.1: «1e-7 %»). [`target_is_chance`] says which, for the
/// sentence around it.
pub fn target_rate(lang: Lang, p: f64) -> String {
    if target_is_chance(p) {
        one_in(lang, p, 3)
    } else {
        decimal_mark(lang, format_percent_short(p))
    }
}

/// A share of runs or rows as a percentage, written with a point (callers
/// put in the language's mark): whole from 10 % («33 %», halves rounded
/// up: 12.5 → «13 %»), two significant digits below («2.5 %», «3.8 %»,
/// «0.63 %»; «5 %», not «5.0 %»). A whole percent under 10 % misled: 1
/// run of 40 read «2 %» beside 2 runs' «5 %» (reader 42, en 5.7).
pub fn share_percent(count: u64, of: u64) -> String {
    let percent = count as f64 / of.max(1) as f64 * 100.0;
    if percent >= 9.95 || percent == 0.0 {
        return format!("{} %", percent.round());
    }
    // Trailing zeros go, as «.0» went from «4.0 %»: «0.50 %» stood in
    // one column with «4 %» and «5.5 %» (readers 48, es 4.2).
    let text = format_sig(percent, 2);
    let text = if text.contains('.') {
        text.trim_end_matches('0').trim_end_matches('.')
    } else {
        &text
    };
    format!("{text} %")
}

/// Whether [`target_rate`] writes `p` as a chance («1 in N»).
pub fn target_is_chance(p: f64) -> bool {
    p > 0.0 && p < SMALLEST_PERCENT * (1.0 - 1e-9)
}

/// A fingerprint filter's rate 2^−bits as a fraction, 1/256 or 1/65536:
/// a formula, so its denominator takes no thousands separator in either
/// language («1/65,536» read as a list; glossary, reader 43, es 5.3 and
/// en 4.2). The tables, the lessons' experiments and the Alternatives
/// tab write the fingerprint targets with it.
pub fn fingerprint_fraction(bits: u32) -> String {
    format!("1/{}", 1u64 << bits)
}

/// Thousands separated in the language's style: 10,000,000 in English and
/// 10 000 000 (no-break spaces, as the RAE recommends) in Spanish, where the
/// decimal separator shown is the point, as in the course's formulas.
pub fn count(lang: Lang, value: u64) -> String {
    let text = format_count(value);
    match lang {
        Lang::En => text,
        // Four digits stay together in Spanish (4096, not 4 096).
        Lang::Es if value < 10_000 => value.to_string(),
        Lang::Es => text.replace(',', "\u{a0}"),
    }
}

/// Why costs were timed on fewer keys than the rates were measured with,
/// when they were: a clause to follow the timed count, else nothing.
pub fn fewer_timed(lang: Lang, timed: u64, n: u64) -> String {
    if timed < n {
        crate::t!(lang, "cost-timed-fewer", n = count(lang, n))
    } else {
        String::new()
    }
}

/// A rate as a percentage with three significant digits, in the
/// language's decimal mark: 0.954 % in English, 0,954 % in Spanish. A
/// no-break space keeps the number and its % on one line.
pub(crate) fn percent(lang: Lang, rate: f64) -> String {
    rate_with_digits(lang, rate, 3)
}

/// The rate below which a percentage is written as "1 in N": 0.00001 %
/// has four zeros after the point already, and a power of ten inside a
/// percentage (1.06·10⁻⁶ %) reads as neither a percentage nor a chance.
/// The smallest target the Sizing screen offers, 0.0001 %, stays a
/// percentage with the rates predicted for it.
pub const SMALLEST_PERCENT: f64 = 1e-7;

/// Significant digits of a rate a formula gives (Bloom's or the exact
/// one): fixed, so that one rate reads the same on every screen and in
/// every state (reader 22, es 5.1 and 5.3, en 3.3 and 5.3: «1.00 %» after
/// one run, «1.004 %» after twenty).
pub(crate) const FORMULA_DIGITS: usize = 4;

/// A rate a formula gives, with [`FORMULA_DIGITS`] digits.
pub fn formula_rate(lang: Lang, rate: f64) -> String {
    rate_with_digits(lang, rate, FORMULA_DIGITS)
}

/// A Bloom filter's rate as Sizing designs it, as [`formula_rate`]
/// writes it. No Bloom filter with keys in it has a rate of 0: a 0 is a
/// rate too small for a double, said as a bound (the Sizing screen read
/// «0 %» for ten keys in 12 MB, reader 28 en 5.5). A hash set's 0 is
/// real, so [`formula_rate`] keeps it. Nor is any 1: a double rounds
/// (1 − e^(−80))^8 up to it, and «100.0 %» stood over the exact «> 99.99 %».
pub fn sizing_rate(lang: Lang, rate: f64) -> String {
    if rate == 0.0 {
        return crate::t!(lang, "units-rate-underflow");
    }
    formula_rate(lang, rate.min(1.0 - f64::EPSILON))
}

/// A relative half-width in percent as a ± writes it, without the sign:
/// one decimal under 10 %, whole from there, so that a table's cell
/// keeps to its column («0,00963 % ±13 %») and the words beside it write
/// the same number (reader 22, en 5.1: «±10 %» in the cell, «±10.5 %» in
/// the words).
pub fn relative_half(lang: Lang, percent: f64) -> String {
    let decimals = if percent < 9.95 { 1 } else { 0 };
    decimal_mark(lang, format!("{percent:.decimals$}"))
}

/// A rate as the course writes rates, with `digits` significant digits:
/// a percentage down to 0.00001 % (9.92 %, 0.00990 %), and below that a
/// chance, "1 in 94,300,000", never a power of ten inside a percentage.
/// One function for every screen, so two screens never write one rate
/// two ways.
pub fn rate_with_digits(lang: Lang, rate: f64, digits: usize) -> String {
    if rate > 0.0 && rate < SMALLEST_PERCENT {
        return one_in(lang, rate, digits);
    }
    // A rate short of certain never reads «100 %»: digits are added until
    // it shows (99.98 %), up to four.
    let most = digits.max(4);
    let mut digits = digits;
    let mut text = format_sig(rate * 100.0, digits);
    while rate < 1.0 && digits < most && text.parse::<f64>().is_ok_and(|shown| shown >= 100.0) {
        digits += 1;
        text = format_sig(rate * 100.0, digits);
    }
    // Closer to certain than that: said as a bound, not rounded up to
    // «100.0 %» beside a certain «100 %» (reader 7, en 6), nor written
    // with six digits, «99.9999 %», beside three (reader 15, en 5.3).
    if rate < 1.0 && text.parse::<f64>().is_ok_and(|shown| shown >= 100.0) {
        let bound = "9".repeat(most - 2);
        return format!(">\u{a0}{}\u{a0}%", localized(lang, &format!("99.{bound}")));
    }
    format!("{}\u{a0}%", localized(lang, &text))
}

/// Formula rates side by side, as [`formula_rate`] writes them (four
/// digits, reader 32, es 5.2; a certain one «100 %»), but all as "1 in N"
/// when one is that small (reader 7, en 6).
pub(crate) fn formula_rates_alike<const N: usize>(lang: Lang, rates: [f64; N]) -> [String; N] {
    let tiny = rates.iter().any(|&r| r > 0.0 && r < SMALLEST_PERCENT);
    rates.map(|rate| {
        if tiny && rate > 0.0 && rate < 1e-5 {
            one_in(lang, rate, FORMULA_DIGITS)
        } else if rate == 0.0 || rate == 1.0 {
            percent(lang, rate)
        } else {
            formula_rate(lang, rate)
        }
    })
}

/// "1 in N" for a tiny rate, N rounded to `digits` significant digits and
/// written in full with the language's separators up to a trillion, as a
/// power of ten beyond (1 in 2.5·10¹⁵).
fn one_in(lang: Lang, rate: f64, digits: usize) -> String {
    let reciprocal = 1.0 / rate;
    let n = if reciprocal < 1e12 {
        let magnitude = reciprocal.log10().floor() as i32;
        let unit = 10f64.powi((magnitude + 1 - digits as i32).max(0));
        count(lang, ((reciprocal / unit).round() * unit) as u64)
    } else {
        let power = power_of_ten(reciprocal, digits);
        let (mantissa, exponent) = power.split_once('·').unwrap_or((&power, ""));
        // The zeros stay: 3.40·10³⁸ beside 3.51·10³⁸, not 3.4·10³⁸
        // (reader 28, en 5.3).
        let mantissa = mantissa.trim_end_matches('.');
        localized(lang, &format!("{mantissa}·{exponent}"))
    };
    crate::t!(lang, "units-one-in", n = n)
}

/// A measured rate's interval as two percentages with as many digits as
/// it takes to tell them apart (99.96 % to 100 %, never 100 % to 100 %),
/// up to six.
pub fn percent_interval(lang: Lang, low: f64, high: f64) -> (String, String) {
    let [low, high] = percents_apart(lang, [low, high]);
    (low, high)
}

/// Rates as percentages with as many digits as it takes, up to six, for
/// any two that differ to read differently: an exact rate of 5.4626 %
/// beside an interval's top of 5.4589 % read as «5.46 %» twice, inside or
/// out (reader 12, es 5.5).
pub(crate) fn percents_apart<const N: usize>(lang: Lang, rates: [f64; N]) -> [String; N] {
    let mut digits = 3;
    loop {
        // The digits added to tell them apart, not padding: 100 %, never
        // 100.0 %. Any other end keeps its zeros, so the two ends carry
        // the same digits: 1.001 % to 1.080 %, not to 1.08 % (reader 28,
        // en 5.4).
        let shown = rates.map(|rate| {
            let text = rate_with_digits(lang, rate, digits);
            match text.strip_suffix("\u{a0}%") {
                Some(number) if digits > 3 => match number.split_once(lang.decimal_mark()) {
                    Some((whole, decimals)) if decimals.bytes().all(|b| b == b'0') => {
                        format!("{whole}\u{a0}%")
                    }
                    _ => text,
                },
                _ => text,
            }
        });
        let clash =
            (0..N).any(|i| (i + 1..N).any(|j| rates[i] != rates[j] && shown[i] == shown[j]));
        if !clash || digits >= 6 {
            return shown;
        }
        digits += 1;
    }
}

/// A number for reading: whole numbers with separators, others with up to
/// four significant digits and no trailing zeros, tiny ones in scientific
/// notation.
pub(crate) fn number(lang: Lang, value: f64) -> String {
    if value.fract() == 0.0 && value.abs() < 1e15 {
        let digits = count(lang, value.abs() as u64);
        return if value < 0.0 {
            format!("-{digits}")
        } else {
            digits
        };
    }
    let magnitude = value.abs();
    if magnitude != 0.0 && !(1e-6..1e9).contains(&magnitude) {
        return format!("{value:.3e}");
    }
    if magnitude >= 10_000.0 {
        return count(lang, value.round() as u64);
    }
    let text = format_sig(value, 4);
    if text.contains('.') {
        text.trim_end_matches('0').trim_end_matches('.').to_owned()
    } else {
        text
    }
}

/// [`number`] in the language's decimal mark, for screens: 0.5832 in
/// English, 0,5832 in Spanish, where a tiny or huge value is written
/// 3,5·10⁻⁹ rather than 3.500e-9.
pub(crate) fn local_number(lang: Lang, value: f64) -> String {
    localized(lang, &number(lang, value))
}

/// `value` with `decimals` decimals, its whole part grouped as counts
/// are (6,931.13, not 6931.13 beside 499,974,999,584: reader 12, en 4.2),
/// in the language's decimal mark.
pub fn grouped_fixed(lang: Lang, value: f64, decimals: usize) -> String {
    let text = format!("{:.decimals$}", value.abs());
    let (whole, fraction) = text.split_once('.').unwrap_or((&text, ""));
    let sign = if value < 0.0 && text.chars().any(|c| c.is_ascii_digit() && c != '0') {
        "-"
    } else {
        ""
    };
    let whole = count(lang, whole.parse().unwrap_or(0));
    if fraction.is_empty() {
        format!("{sign}{whole}")
    } else {
        let mark = if lang == Lang::En { '.' } else { ',' };
        format!("{sign}{whole}{mark}{fraction}")
    }
}

/// A number as an author or a student wrote it, to six significant
/// digits without padding zeros (19.2, not 19.2000), in the language's
/// decimal mark: a tolerance (± 0,3), a typed answer read back.
pub(crate) fn decimal(lang: Lang, value: f64) -> String {
    let text = format_sig(value, 6);
    let text = if text.contains('.') && !text.contains('e') {
        text.trim_end_matches('0').trim_end_matches('.').to_owned()
    } else {
        text
    };
    localized(lang, &text)
}

/// A margin either side as the student reads it: "±0,3".
pub(crate) fn plus_minus(lang: Lang, margin: f64) -> String {
    // Written against its number, as every table writes ±3,5 %.
    format!("±{}", decimal(lang, margin))
}

/// A margin either side given as a fraction, as the student reads it:
/// "±2 %" for 0.02.
pub(crate) fn plus_minus_percent(lang: Lang, fraction: f64) -> String {
    format!("±{}\u{a0}%", decimal(lang, fraction * 100.0))
}

/// Number text written with a point, in the language's decimal mark; in
/// Spanish an exponent is written as a power of ten (1,37·10⁻¹⁵).
fn localized(lang: Lang, text: &str) -> String {
    if lang == Lang::En {
        return text.to_owned();
    }
    let (mantissa, exponent) = match text.split_once(['e', 'E']) {
        Some((mantissa, exponent)) => (mantissa, Some(exponent)),
        None => (text, None),
    };
    let mut out = mantissa.replace('.', ",");
    if let Some(exponent) = exponent {
        let mantissa = out.trim_end_matches('0').trim_end_matches(',').to_owned();
        out = format!("{mantissa}·10{}", superscript(exponent));
    }
    out
}

/// `value` as m·10ⁿ with `digits` significant digits, written with a
/// point (callers put in the language's mark): 9.90·10⁻⁵, never 9.90e-5.
pub fn power_of_ten(value: f64, digits: usize) -> String {
    let text = format!("{value:.prec$e}", prec = digits.max(1) - 1);
    let (mantissa, exponent) = text.split_once('e').unwrap_or((&text, "0"));
    format!("{mantissa}·10{}", superscript(exponent))
}

/// An exponent in superscript digits: -15 → ⁻¹⁵.
pub(crate) fn superscript(exponent: &str) -> String {
    exponent
        .trim_start_matches('+')
        .chars()
        .map(|c| match c {
            '-' => '⁻',
            '0' => '⁰',
            '1' => '¹',
            '2' => '²',
            '3' => '³',
            '4' => '⁴',
            '5' => '⁵',
            '6' => '⁶',
            '7' => '⁷',
            '8' => '⁸',
            '9' => '⁹',
            other => other,
        })
        .collect()
}

/// A number already written with a decimal point ("11.98 MB", "9.59"),
/// with the language's decimal mark instead: a comma in Spanish.
pub fn decimal_mark(lang: Lang, text: String) -> String {
    match lang.decimal_mark() {
        '.' => text,
        mark => text.replace('.', &mark.to_string()),
    }
}

/// A number of a [`Message`] in `lang`'s style (see [`Num`]).
pub(crate) fn num(lang: Lang, number: &Num) -> String {
    match number {
        Num::Whole(value) => count(lang, *value),
        Num::Real(value) => localized(lang, &format_real(*value)),
        Num::Short(value) => localized(lang, &format_real_short(*value)),
        Num::Bytes(bytes) => decimal_mark(lang, format_bytes(*bytes)),
        Num::Written(text) => rewritten(lang, text),
    }
}

/// A number written in English ([`format_count`], [`format_real`],
/// [`shorten_number`]) in `lang`'s style; text that is not a number (NaN,
/// inf) stays as it is.
fn rewritten(lang: Lang, text: &str) -> String {
    if lang == Lang::En {
        return text.to_owned();
    }
    let plain: String = text.chars().filter(|c| *c != ',').collect();
    if let Ok(value) = plain.parse::<u64>() {
        return count(lang, value);
    }
    match plain.parse::<f64>() {
        Ok(value) if value.is_finite() => localized(lang, &plain),
        _ => text.to_owned(),
    }
}

/// A float for CSV: always plain decimals (0.0000969, never 9.69e-5), the
/// shortest that reads back the same value, so that every spreadsheet
/// and data frame reads the column as numbers in one notation.
pub fn csv_float(value: f64) -> String {
    value.to_string()
}

/// A real number exactly as given (the shortest text that reads back the
/// same), in scientific notation where plain decimals would need dozens of
/// zeros: 0.05, 1e-300, 1.8e19. Rust's own `{}` writes 1e-300 with 300
/// zeros; messages use this instead.
pub(crate) fn format_real(value: f64) -> String {
    if value != 0.0 && value.is_finite() && !(1e-4..1e15).contains(&value.abs()) {
        format!("{value:e}")
    } else {
        value.to_string()
    }
}

/// A real number to four significant digits where it is long: for sizes
/// past any machine (1.25e306), where every digit would be noise.
pub(crate) fn format_real_short(value: f64) -> String {
    if value != 0.0 && value.is_finite() && !(1e-4..1e15).contains(&value.abs()) {
        let text = format!("{value:.3e}");
        let (mantissa, exponent) = text.split_once('e').unwrap_or((&text, "0"));
        let mantissa = mantissa.trim_end_matches('0').trim_end_matches('.');
        format!("{mantissa}e{exponent}")
    } else {
        format_real(value)
    }
}

/// A whole number for a message: with thousands separators, or in
/// scientific notation past 15 digits (18446744073709551615 → 1.845e19);
/// text that is not a whole number is left as it is.
pub(crate) fn shorten_number(text: &str) -> String {
    match text.parse::<u64>() {
        Ok(value) if value >= 1_000_000_000_000_000 => format_real_short(value as f64),
        Ok(value) => format_count(value),
        _ => text.to_owned(),
    }
}

/// The value a reader of [`number`] sees. Numbers a student calculates
/// with must be these, or a right calculation from the shown 0.05678 could
/// miss an answer computed from 0.0567839….
pub(crate) fn as_shown(value: f64) -> f64 {
    number(Lang::En, value)
        .replace(',', "")
        .parse()
        .unwrap_or(value)
}

#[cfg(test)]
mod tests;
