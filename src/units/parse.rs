//! Reading what users type: counts, probabilities, sizes in bits or bytes.

use crate::i18n::{Message, Num};
use crate::msg;

/// Whether the comma of `mantissa` (one number, its only separator) could
/// as well group thousands as mark decimals: «1,500» or «292.343» is 1500
/// or 1.5, «0,125» and «1,5» are not. The rule the TUI's typed numbers
/// and the command line's flags share.
pub fn separator_is_ambiguous(mantissa: &str) -> bool {
    mantissa
        .split_once([',', '.'])
        .is_some_and(|(whole, decimals)| {
            decimals.len() == 3
                && decimals.chars().all(|c| c.is_ascii_digit())
                && !whole.trim_start_matches(['-', '+']).starts_with('0')
        })
}

/// `text` with a decimal comma read as the point: «0,01», «1,5» (both
/// languages; a flag means the same whatever `--lang` says). Only a lone
/// comma with digits on both sides and no point is a decimal mark;
/// «1,500» could be 1500 or 1.5 and is refused, saying what to type.
/// Anything else is left to the caller's parse.
pub fn decimal_comma(text: &str) -> Result<String, Message> {
    let (whole, decimals) = match text.split_once(',') {
        Some(parts) if !text.contains('.') && text.matches(',').count() == 1 => parts,
        _ => return Ok(text.to_owned()),
    };
    let digit_before = whole.ends_with(|c: char| c.is_ascii_digit());
    let digit_after = decimals.starts_with(|c: char| c.is_ascii_digit());
    if !(digit_before && digit_after) {
        return Ok(text.to_owned());
    }
    let mantissa = text
        .split(['e', 'E', '%'])
        .next()
        .unwrap_or_default()
        .trim();
    if separator_is_ambiguous(mantissa) {
        let digits = |part: &str| {
            part.chars()
                .filter(char::is_ascii_digit)
                .collect::<String>()
        };
        let whole_digits = digits(whole);
        let decimal_digits = digits(decimals);
        return Err(msg!(
            "units-comma-ambiguous",
            got = quoted(text.trim()),
            point = format!("{whole_digits}.{decimal_digits}"),
            thousands = format!("{whole_digits}{decimal_digits}")
        ));
    }
    Ok(text.replacen(',', ".", 1))
}

/// Parse a whole count such as `10000000`, `10_000_000`, `10,000,000` or `1e7`.
/// An error says what was expected, in words from the catalogues.
pub fn parse_count(text: &str) -> Result<u64, Message> {
    // A point before three digits, and nothing after them, is how Spain
    // groups thousands («1.000»): read as a decimal point it made a
    // filter for one element, unsaid (reader 36, es 5.1).
    let trimmed = text.trim();
    if let Some((whole, decimals)) = trimmed.split_once('.')
        && !whole.is_empty()
        && whole.chars().all(|c| c.is_ascii_digit())
        && decimals.len() == 3
        && decimals.chars().all(|c| c.is_ascii_digit())
    {
        let digits = format!("{whole}{decimals}");
        let grouped = format!("{whole}_{decimals}");
        return Err(msg!(
            "units-count-dot-groups",
            got = trimmed,
            whole = digits,
            grouped = grouped
        ));
    }
    // Commas group thousands (10,000,000) where every group after the
    // first has three digits; otherwise a lone one is a decimal comma
    // («1,5» is not a whole number, not 15).
    let grouped = {
        let whole = text
            .trim()
            .split(['.', 'e', 'E'])
            .next()
            .unwrap_or_default();
        let mut groups = whole.split(',');
        let first = groups.next().unwrap_or_default();
        !first.is_empty() && groups.all(|group| group.len() == 3)
    };
    let text = &if grouped {
        text.replace(',', "")
    } else {
        decimal_comma(text)?
    };
    let cleaned: String = text.trim().chars().filter(|c| *c != '_').collect();
    if cleaned.is_empty() {
        return Err(msg!("units-count-empty"));
    }
    if let Ok(value) = cleaned.parse::<u64>() {
        return Ok(value);
    }
    match cleaned.parse::<f64>() {
        Ok(value)
            if value.is_finite() && value >= 0.0 && value.fract() == 0.0 && value < 1.8e19 =>
        {
            Ok(value as u64)
        }
        Ok(value) if (0.0..1.8e19).contains(&value) => {
            Err(msg!("units-count-fraction", got = Num::Real(value)))
        }
        Ok(value) if value >= 1.8e19 => Err(msg!("units-count-too-large", got = text.trim())),
        Ok(value) if value < 0.0 => Err(msg!("units-count-negative", got = text.trim())),
        _ => Err(msg!("units-count-bad", got = quoted(text.trim()))),
    }
}

/// `text` as Rust's `{:?}` writes it, without the quotes around it: the
/// catalogue puts the language's own quotes around a value a user typed
/// ("abc" in English, «abc» in Spanish), and the escapes inside stay.
pub fn quoted(text: &str) -> String {
    let debug = format!("{text:?}");
    debug
        .strip_prefix('"')
        .and_then(|rest| rest.strip_suffix('"'))
        .unwrap_or(&debug)
        .to_owned()
}

/// Parse a probability: `0.01` (or `0,01`), `1e-4` or a percentage `1%`,
/// `1 %`, `1,5 %`. Range is
/// checked by the caller, which knows the parameter.
pub fn parse_probability(text: &str) -> Result<f64, Message> {
    let read = decimal_comma(text.trim())?;
    let trimmed = read.as_str();
    let (number, scale) = match trimmed.strip_suffix('%') {
        Some(rest) => (rest.trim(), 100.0),
        None => (trimmed, 1.0),
    };
    // NaN and infinities parse here; the caller's range check names them.
    number
        .parse::<f64>()
        .map(|value| value / scale)
        .map_err(|_| msg!("units-probability-bad", got = quoted(trimmed)))
}

/// What a bare number means when no unit is written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BareUnit {
    Bits,
    Bytes,
}

/// Parse a size and return it in **bits**. Units: `b`/`bit`/`bits` for bits,
/// `B` for bytes, decimal prefixes k/K, M, G, T (10^3 …) and binary ones
/// Ki, Mi, Gi, Ti (2^10 …) before either. `12MB` is 96,000,000 bits,
/// `64KiB` is 524,288 bits, `100Mb` is 10^8 bits.
pub fn parse_size_bits(text: &str, bare: BareUnit) -> Result<u64, Message> {
    let trimmed = text.trim();
    let split = trimmed
        .find(|c: char| c.is_ascii_alphabetic() && c != 'e' && c != 'E')
        .unwrap_or(trimmed.len());
    let (number, unit) = trimmed.split_at(split);
    let unit = unit.trim();
    let number: String = number
        .trim()
        .chars()
        .filter(|c| !matches!(c, '_' | ','))
        .collect();
    let value: f64 = number
        .parse()
        .ok()
        .filter(|v: &f64| v.is_finite() && *v >= 0.0)
        .ok_or_else(|| msg!("units-size-bad", got = quoted(trimmed)))?;
    let (prefix, base) =
        split_unit(unit).ok_or_else(|| msg!("units-size-unit", unit = quoted(unit)))?;
    let base = match base {
        Some(base) => base,
        None => bare,
    };
    let bits = value * prefix * if base == BareUnit::Bytes { 8.0 } else { 1.0 };
    if bits.fract() != 0.0 {
        return Err(msg!("units-size-fraction", got = quoted(trimmed)));
    }
    if bits >= 1.8e19 {
        return Err(msg!("units-size-too-large", got = quoted(trimmed)));
    }
    Ok(bits as u64)
}

/// Split a unit into its multiplier and base (None when only a prefix or
/// nothing was written).
fn split_unit(unit: &str) -> Option<(f64, Option<BareUnit>)> {
    let (prefix_text, base) = if let Some(rest) = unit
        .strip_suffix("bits")
        .or_else(|| unit.strip_suffix("bit"))
    {
        (rest, Some(BareUnit::Bits))
    } else if let Some(rest) = unit.strip_suffix('b') {
        (rest, Some(BareUnit::Bits))
    } else if let Some(rest) = unit.strip_suffix('B') {
        (rest, Some(BareUnit::Bytes))
    } else {
        (unit, None)
    };
    let prefix = match prefix_text {
        "" => 1.0,
        "k" | "K" => 1e3,
        "M" => 1e6,
        "G" => 1e9,
        "T" => 1e12,
        "Ki" | "ki" => 1024.0,
        "Mi" => 1024.0 * 1024.0,
        "Gi" => 1024.0 * 1024.0 * 1024.0,
        "Ti" => 1024.0 * 1024.0 * 1024.0 * 1024.0,
        _ => return None,
    };
    Some((prefix, base))
}

/// Parse a memory amount in bytes (`4GiB`, `500MB`, `1048576`).
pub fn parse_bytes(text: &str) -> Result<u64, Message> {
    parse_size_bits(text, BareUnit::Bytes).map(|bits| bits.div_ceil(8))
}
