//! Numbers as students type them: reading what was typed (decimal point
//! or comma, thousands groups, exponents, percentages), and writing a
//! typed number back as the student would have written it.

use crate::lang::Lang;

/// What a student typed for an answer whose right value is `expected`,
/// read as [`parse_number`] reads it (decimal point or comma, thousands
/// groups, exponents, percentages). A «%» is refused where the answer
/// is no share (over 1: bits per element, a k, megabytes), where it would
/// silently read 50 % as 0.5 (reader 10, en 4.3).
///
/// The number a «did you mean a %?» was last asked about: typed again
/// unchanged, Enter answers it as typed. Refusing it for good told the
/// student the answer was under 1, and named a factor a share (reader
/// 38, es 4.2 and 6.3).
#[derive(Debug, Default, Clone, PartialEq)]
pub(crate) struct PercentAsked {
    typed: Option<String>,
}

impl PercentAsked {
    /// Read `text`, asking once about a share typed as a
    /// percentage without its sign (61.4 for 0.614, reader 25, en 6.1).
    pub(crate) fn answer(
        &mut self,
        text: &str,
        expected: Option<f64>,
        lang: Lang,
    ) -> Result<f64, String> {
        let asked_before = self.typed.take().is_some_and(|typed| typed == text.trim());
        let percent = text.trim_end().ends_with('%');
        let takes_percent = takes_percent(expected);
        if percent && !takes_percent {
            return Err(crate::t!(lang, "quiz-number-percent-not-a-share"));
        }
        let value = read_number(text, lang, takes_percent)?;
        let share = expected.is_some_and(|value| value > 0.0 && value < 1.0);
        if share && !percent && value > 1.0 && value <= 100.0 && !asked_before {
            self.typed = Some(text.trim().to_owned());
            return Err(crate::t!(
                lang,
                "quiz-number-share-over-one",
                typed = text.trim()
            ));
        }
        Ok(value)
    }

    /// Whether Enter on `text` would be refused or asked about, without
    /// counting as the first of the two Enters.
    pub(crate) fn would_stop(&self, text: &str, expected: Option<f64>, lang: Lang) -> bool {
        self.clone().answer(text, expected, lang).is_err()
    }
}

/// Whether a «%» may be typed for an answer whose right value is
/// `expected`: a share, from 0 to 1, or an answer not known ahead. The one
/// rule for [`PercentAsked::answer`]. The keys and hints offer a % by what the
/// student sees instead (`Question::offers_percent`), never by the
/// answer's size.
pub(crate) fn takes_percent(expected: Option<f64>) -> bool {
    expected.is_none_or(|value| value.abs() <= 1.0)
}

pub(crate) fn parse_number(text: &str, lang: Lang) -> Result<f64, String> {
    read_number(text, lang, true)
}

/// [`parse_number`]; where the answer is no share, a text that is no
/// number is shown examples without a «%», which would be refused
/// (reader 33, en).
fn read_number(text: &str, lang: Lang, share_or_unknown: bool) -> Result<f64, String> {
    if !spaces_group_thousands(text) {
        return Err(crate::t!(lang, "quiz-number-space-groups"));
    }
    let mut cleaned: String = text
        .chars()
        .filter(|c| !c.is_whitespace() && *c != '_')
        .collect();
    let percent = cleaned.ends_with('%');
    if percent {
        cleaned.pop();
    }
    // Where the comma is the decimal mark (Spanish), it is one always:
    // «9,400» is 9,4 (reader 34, es). Only «292.343» could be thousands
    // or decimals.
    let comma_decimal = lang.decimal_mark() == ',';
    if comma_decimal {
        let mantissa = cleaned.split(['e', 'E']).next().unwrap_or_default();
        if !mantissa.contains(',') && crate::units::separator_is_ambiguous(mantissa) {
            return Err(crate::t!(lang, "quiz-number-thousands-or-decimals"));
        }
    }
    if cleaned.contains(',') {
        if comma_decimal {
            if cleaned.contains('.') || cleaned.matches(',').count() > 1 {
                return Err(crate::t!(lang, "quiz-number-one-separator"));
            }
            cleaned = cleaned.replace(',', ".");
        } else {
            // Only thousands groups: 1,234 or 12,345,678.5.
            let whole = cleaned.split('.').next().unwrap_or_default();
            if !in_threes(whole.trim_start_matches('-').split(',')) {
                return Err(crate::t!(lang, "quiz-number-comma-groups"));
            }
            cleaned = cleaned.replace(',', "");
        }
    }
    let value: f64 = cleaned
        .parse()
        .ok()
        .filter(|v: &f64| v.is_finite())
        .ok_or_else(|| match share_or_unknown {
            true => crate::t!(lang, "quiz-number-not-a-number"),
            false => crate::t!(lang, "quiz-number-not-a-number-no-share"),
        })?;
    Ok(if percent { value / 100.0 } else { value })
}

/// Whether the spaces inside a typed number group thousands, three
/// digits after each («1 500», «292 343,5»): «13 7» was read as 137 and
/// graded as a wrong prediction (reader 30, es 5.4). A space before «%»
/// is the course's own «50 %».
fn spaces_group_thousands(text: &str) -> bool {
    let body = text.trim().trim_end_matches('%').trim_end();
    if body.split_whitespace().nth(1).is_none() {
        return true;
    }
    // The sign off the first group, the decimals and exponent off the last.
    let groups: Vec<&str> = body
        .split_whitespace()
        .enumerate()
        .map(|(at, group)| match at {
            0 => group.trim_start_matches(['-', '+']),
            _ => group.split(['.', ',', 'e', 'E']).next().unwrap_or_default(),
        })
        .collect();
    groups
        .iter()
        .all(|group| group.chars().all(|c| c.is_ascii_digit()))
        && in_threes(groups.into_iter())
}

/// Whether `groups`, a number's whole part split where it groups its
/// thousands, are thousands groups: one to three digits, then three each.
/// A first group led by 0 groups nothing: «0,014» is a decimal comma,
/// which was read as 14 and asked about as «0,014 %» (reader 37, en 4.2).
fn in_threes<'a>(mut groups: impl Iterator<Item = &'a str>) -> bool {
    let first = groups.next().unwrap_or_default();
    let mut rest = groups.peekable();
    let grouped = rest.peek().is_some();
    (1..=3).contains(&first.len())
        && !(grouped && first.starts_with('0'))
        && rest.all(|group| group.len() == 3)
}

/// A typed number as the student would write it: 50% is kept as 0.5, not
/// 0.49999999999999994, and a huge or tiny value (1e308) in scientific
/// notation rather than 309 digits.
pub(crate) fn typed_number(value: f64) -> String {
    if value != 0.0 && !(1e-6..1e15).contains(&value.abs()) {
        return format!("{value:e}");
    }
    let text = crate::units::format_sig(value, 10);
    if text.contains('.') && !text.contains('e') {
        text.trim_end_matches('0').trim_end_matches('.').to_owned()
    } else {
        text
    }
}

/// What a student typed, read back in the language's decimal mark: 9.59
/// typed on a Spanish screen reads 9,59. Only a lone point is a decimal
/// mark for sure; anything else is echoed as typed.
pub(crate) fn typed_in_language(typed: &str, lang: Lang) -> String {
    let mark = lang.decimal_mark();
    let typed = if mark != '.' && typed.matches('.').count() == 1 && !typed.contains(',') {
        typed.replace('.', &mark.to_string())
    } else {
        typed.to_owned()
    };
    // «50%» reads back as the course writes a percentage, «50 %»
    // (reader 7, es 19).
    match typed.strip_suffix('%') {
        Some(number) => format!("{}\u{a0}%", grouped(number.trim_end(), lang)),
        None => grouped(&typed, lang),
    }
}

/// A plain number's whole part grouped as the course writes it, «86266»
/// read back as «86 266» beside «the answer is 86 266» (reader 16, es
/// 3.6); anything else (1e-2, 1.000.000, a sign) as typed.
fn grouped(number: &str, lang: Lang) -> String {
    let (whole, rest) = match number.find(lang.decimal_mark()) {
        Some(at) => number.split_at(at),
        None => (number, ""),
    };
    match whole.parse::<u64>() {
        Ok(value) if whole.bytes().all(|b| b.is_ascii_digit()) && !whole.starts_with('0') => {
            format!("{}{rest}", crate::units::count(lang, value))
        }
        _ => number.to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::{PercentAsked, parse_number, typed_in_language, typed_number};

    fn parse_answer(text: &str, expected: Option<f64>, lang: Lang) -> Result<f64, String> {
        PercentAsked::default().answer(text, expected, lang)
    }

    #[test]
    fn a_typed_point_reads_back_in_the_languages_mark() {
        assert_eq!(typed_in_language("9.59", Lang::Es), "9,59");
        assert_eq!(typed_in_language("9.59", Lang::En), "9.59");
        assert_eq!(typed_in_language("1.000.000", Lang::Es), "1.000.000");
        assert_eq!(typed_in_language("9,59", Lang::Es), "9,59");
        assert_eq!(typed_in_language("50%", Lang::Es), "50\u{a0}%");
        assert_eq!(typed_in_language("0.5 %", Lang::Es), "0,5\u{a0}%");
        assert_eq!(typed_in_language("50%", Lang::En), "50\u{a0}%");
        // Whole parts grouped as the course groups them.
        assert_eq!(typed_in_language("86266", Lang::Es), "86\u{a0}266");
        assert_eq!(typed_in_language("86266", Lang::En), "86,266");
        assert_eq!(typed_in_language("4096", Lang::Es), "4096");
        assert_eq!(typed_in_language("12345.5", Lang::Es), "12\u{a0}345,5");
        assert_eq!(typed_in_language("1e-2", Lang::Es), "1e-2");
        assert_eq!(typed_in_language("007", Lang::Es), "007");
    }
    use crate::lang::Lang;

    /// Reader 37 (en 4.2): «0,014» for a share was read as 14 and asked
    /// about as «0,014 %»; a group led by 0 is a decimal comma, refused
    /// as every other one is in English.
    #[test]
    fn a_comma_after_a_leading_zero_is_a_decimal_comma() {
        let comma = crate::t!(Lang::En, "quiz-number-comma-groups");
        assert_eq!(
            parse_answer("0,014", Some(0.014), Lang::En),
            Err(comma.clone())
        );
        assert_eq!(parse_number("0,500", Lang::En), Err(comma));
        assert_eq!(parse_number("1,500", Lang::En), Ok(1500.0));
        assert_eq!(parse_number("0,014", Lang::Es), Ok(0.014));
    }

    #[test]
    fn typed_numbers_are_kept_short() {
        assert_eq!(typed_number(0.5), "0.5");
        assert_eq!(typed_number(9.59), "9.59");
        assert_eq!(typed_number(1e308), "1e308");
        assert_eq!(typed_number(-2.5e-9), "-2.5e-9");
        assert_eq!(typed_number(0.0), "0");
    }

    #[test]
    fn numbers_as_students_type_them() {
        assert_eq!(parse_number("9.6", Lang::En), Ok(9.6));
        assert_eq!(parse_number("9.6", Lang::Es), Ok(9.6));
        assert_eq!(parse_number("9,6", Lang::Es), Ok(9.6));
        assert_eq!(parse_number("10 000", Lang::Es), Ok(10_000.0));
        assert_eq!(parse_number("10\u{a0}000", Lang::Es), Ok(10_000.0));
        assert_eq!(parse_number("10,000", Lang::En), Ok(10_000.0));
        assert_eq!(parse_number("1,234.5", Lang::En), Ok(1234.5));
        assert_eq!(parse_number("50%", Lang::En), Ok(0.5));
        assert_eq!(parse_number("1e-4", Lang::En), Ok(1e-4));
        assert!(
            parse_number("6,93", Lang::En).is_err(),
            "a decimal comma in English is refused"
        );
        assert!(
            parse_number("10.000,5", Lang::Es).is_err(),
            "two separators are refused"
        );
        assert!(parse_number("1,2,3", Lang::Es).is_err());
        // In Spanish a comma is always decimal; a point with three digits
        // could group thousands (reader 34, es: «9,400» was refused).
        assert_eq!(parse_number("9,400", Lang::Es), Ok(9.4));
        assert!(parse_number("9.400", Lang::Es).is_err());
        // Reader 30 (es 5.4): a space groups thousands, or it is refused.
        let space = parse_number("13 7", Lang::Es).unwrap_err();
        // Its example has five digits: Spanish writes four unspaced, as
        // the screens do («1000 bits», reader 35, es 5.1).
        assert!(space.contains("15 000"), "{space}");
        assert!(parse_number("1 5000", Lang::En).is_err());
        assert!(parse_number("1234 567", Lang::En).is_err());
        assert_eq!(parse_number("292 343,5", Lang::Es), Ok(292_343.5));
        assert_eq!(parse_number("-1 500", Lang::En), Ok(-1500.0));
        assert_eq!(parse_number(" 12,5 % ", Lang::Es), Ok(0.125));
        assert!(parse_number("", Lang::En).is_err());
        assert!(parse_number("abc", Lang::En).is_err());
    }

    /// Reader 25 (en 6.1): 61.4 typed for a proportion of 0.614 was graded
    /// wrong; it is asked about, and 61.4 % and 0.614 are read.
    #[test]
    fn a_share_typed_over_one_is_asked_about() {
        let asked = parse_answer("61.4", Some(0.614), Lang::En).unwrap_err();
        assert!(asked.contains("61.4\u{a0}%"), "{asked}");
        assert!(parse_answer("61,4", Some(0.614), Lang::Es).is_err());
        assert_eq!(parse_answer("61.4 %", Some(0.614), Lang::En), Ok(0.614));
        assert_eq!(parse_answer("0.614", Some(0.614), Lang::En), Ok(0.614));
        // Not a share: a number over one is read.
        assert_eq!(parse_answer("61.4", Some(9.59), Lang::En), Ok(61.4));
        // Over 100 reads as a number, graded wrong.
        assert_eq!(parse_answer("614", Some(0.614), Lang::En), Ok(614.0));
    }

    /// Reader 38 (es 4.2, 6.3): the question about a missing «%» names
    /// no kind of answer and no range, and a second Enter on the same
    /// number answers it as typed.
    #[test]
    fn a_number_asked_about_is_answered_on_a_second_enter() {
        let mut asked = PercentAsked::default();
        let first = asked.answer("4", Some(0.6185), Lang::Es).unwrap_err();
        for hint in ["proporción", "0 a 1", "factor"] {
            assert!(!first.contains(hint), "{first}");
        }
        assert!(!asked.would_stop("4", Some(0.6185), Lang::Es));
        assert_eq!(asked.answer("4", Some(0.6185), Lang::Es), Ok(4.0));
        // Asked again after another number.
        assert!(asked.answer("5", Some(0.6185), Lang::Es).is_err());
        assert!(asked.answer("6", Some(0.6185), Lang::Es).is_err());
    }
}
