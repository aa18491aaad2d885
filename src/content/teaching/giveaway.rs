//! A predict whose answer is printed above it, in the same step: a
//! warning at the predict.

use std::path::PathBuf;

use super::reading::{File, Shown, occurrence_before, step_texts, warning_at};
use crate::content::check::CheckReport;
use crate::content::lesson::{Lesson, Predict};
use crate::content::yaml::NodePath;
use crate::content::{Document, glossary};
use crate::lang::Lang;
use crate::msg;

/// Numbers written in `text` as `lang` writes them (9.59 or 9,59;
/// 10,000 or 10 000; 1.37·10⁻¹⁵), each with its byte offset and the
/// text it is written as; a number followed by % counts as itself and
/// as its fraction.
fn numbers_in(text: &str, lang: Lang) -> Vec<(usize, String, f64)> {
    let (mark, group) = (lang.decimal_mark(), lang.digit_group_separators());
    let chars: Vec<(usize, char)> = text.char_indices().collect();
    let digit = |i: usize| chars.get(i).is_some_and(|(_, c)| c.is_ascii_digit());
    let mut found = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let starts =
            digit(i) && (i == 0 || !(chars[i - 1].1.is_alphanumeric() || chars[i - 1].1 == mark));
        if !starts {
            i += 1;
            continue;
        }
        let start = i;
        let mut plain = String::new();
        let mut run = 0;
        // The whole part, with groups of three after a separator.
        while i < chars.len() {
            let c = chars[i].1;
            if c.is_ascii_digit() {
                plain.push(c);
                run += 1;
                i += 1;
            } else if group.contains(&c)
                && run <= 3
                && (1..=3).all(|d| digit(i + d))
                && !digit(i + 4)
            {
                run = 0;
                i += 1;
            } else {
                break;
            }
        }
        if i + 1 < chars.len() && chars[i].1 == mark && digit(i + 1) {
            plain.push('.');
            i += 1;
            while digit(i) {
                plain.push(chars[i].1);
                i += 1;
            }
        }
        let mut value: f64 = plain.parse().unwrap_or(f64::NAN);
        // ·10⁻¹⁵
        let rest: String = chars[i..].iter().map(|(_, c)| *c).take(3).collect();
        if rest.starts_with("·10") {
            let mut j = i + 3;
            let mut exponent = String::new();
            while let Some((_, c)) = chars.get(j) {
                match "⁻⁰¹²³⁴⁵⁶⁷⁸⁹".chars().position(|s| s == *c) {
                    Some(0) => exponent.push('-'),
                    Some(d) => exponent.push(char::from(b'0' + (d - 1) as u8)),
                    None => break,
                }
                j += 1;
            }
            if let Ok(scaled) = format!("{plain}e{exponent}").parse::<f64>() {
                value = scaled;
                i = j;
            }
        }
        let end = chars.get(i).map_or(text.len(), |(at, _)| *at);
        let written = text[chars[start].0..end].to_owned();
        if value.is_finite() {
            found.push((chars[start].0, written.clone(), value));
            let after = text[end..].trim_start_matches([' ', '\u{a0}', '\u{202f}']);
            if after.starts_with('%') {
                found.push((chars[start].0, written, value / 100.0));
            }
        }
    }
    found
}

/// The first place in `text` where `choice` is written (whole words, any
/// case, without a leading article or a final full stop: «The cuckoo
/// filter.» is written in «the order flips: the cuckoo filter needs»).
fn choice_use<'a>(text: &'a str, choice: &str) -> Option<(usize, &'a str)> {
    const ARTICLES: [&str; 9] = [
        "a ", "an ", "the ", "un ", "una ", "el ", "la ", "los ", "las ",
    ];
    let choice = choice.trim().trim_end_matches('.');
    let lower = choice.to_lowercase();
    let bare = ARTICLES
        .iter()
        .find(|article| lower.starts_with(*article))
        .map_or(choice, |article| choice[article.len()..].trim_start());
    // A name (`cuckoo filter`, `HyperLogLog`) is what a step talks
    // about; an answer that gives itself away says more.
    if bare.split_whitespace().count() < MIN_CHOICE_WORDS {
        return None;
    }
    glossary::first_use(text, &[bare.to_owned()])
}

/// The fewest words a right choice has for its text, written above the
/// predict, to count as its answer shown.
const MIN_CHOICE_WORDS: usize = 3;

/// The step's texts above its predict that give its answer away, if any:
/// where, and what they show.
fn give_away<'s>(
    predict: &Predict,
    texts: &'s [Shown<'s>],
    lang: Lang,
) -> Option<(&'s Shown<'s>, usize, String)> {
    let above: Vec<&Shown> = texts
        .iter()
        .filter(|t| t.before_answer && !t.in_predict)
        .collect();
    if let Some((answer, tolerance)) = predict.numeric() {
        return above.iter().find_map(|shown| {
            numbers_in(&shown.text, lang)
                .into_iter()
                .find(|(_, _, value)| tolerance.accepts(answer, *value))
                .map(|(at, written, _)| (*shown, at, written))
        });
    }
    let right: Vec<&str> = predict
        .choices
        .iter()
        .filter(|c| c.correct)
        .map(|c| c.text.as_str())
        .collect();
    let wrong: Vec<&str> = predict
        .choices
        .iter()
        .filter(|c| !c.correct)
        .map(|c| c.text.as_str())
        .collect();
    let mentioned = |choice: &str| above.iter().any(|t| choice_use(&t.text, choice).is_some());
    // A text that names every choice gives none away.
    if wrong.iter().all(|w| mentioned(w)) {
        return None;
    }
    let by_text = right.iter().find_map(|choice| {
        above.iter().find_map(|shown| {
            choice_use(&shown.text, choice).map(|(at, used)| (*shown, at, used.to_owned()))
        })
    });
    if by_text.is_some() {
        return by_text;
    }
    // A number only the right choice holds (`By 0.6185`), written above.
    // Small whole numbers (bit positions, k, counts) are in every step's
    // text: only a number with decimals, or from 100 up, counts.
    let distinctive = |value: &f64| value.fract() != 0.0 || value.abs() >= 100.0;
    let wrong_numbers: Vec<f64> = wrong
        .iter()
        .flat_map(|choice| numbers_in(choice, lang))
        .map(|(_, _, value)| value)
        .collect();
    let same = |a: f64, b: f64| (a - b).abs() <= 1e-9 * a.abs().max(b.abs());
    right
        .iter()
        .flat_map(|choice| numbers_in(choice, lang))
        .map(|(_, _, value)| value)
        .filter(distinctive)
        .filter(|value| !wrong_numbers.iter().any(|w| same(*w, *value)))
        .find_map(|value| {
            above.iter().find_map(|shown| {
                numbers_in(&shown.text, lang)
                    .into_iter()
                    .find(|(_, _, seen)| same(*seen, value))
                    .map(|(at, written, _)| (*shown, at, written))
            })
        })
}

/// Warn at each predict whose answer its step shows above it: a number
/// within its tolerance, or the text of the right choice, in the step's
/// text, table, or experiment line.
pub(crate) fn answer_warnings(report: &mut CheckReport, documents: &[(usize, PathBuf, Document)]) {
    for (index, path, document) in documents {
        let Document::Lesson(loaded) = document else {
            continue;
        };
        if report.files[*index].1.is_err() {
            continue;
        }
        let lesson: &Lesson = &loaded.lesson;
        let file = File::new(path);
        for (i, step) in lesson.steps.iter().enumerate() {
            let Some(predict) = &step.predict else {
                continue;
            };
            let at = NodePath::default().key("steps").index(i);
            let texts = step_texts(step, &at, lesson.lang);
            let Some((shown, offset, written)) = give_away(predict, &texts, lesson.lang) else {
                continue;
            };
            let occurrence = occurrence_before(&shown.text, &written, offset);
            let place = warning_at(
                &file,
                shown,
                &written,
                occurrence,
                msg!("check-as-is", text = ""),
            );
            // The experiment's line is the app's: quote all of it.
            let quoted = if shown.written {
                written
            } else {
                shown.text.to_string()
            };
            let message = msg!(
                "check-predict-answer-shown",
                line = place.line.to_string(),
                column = place.column.to_string(),
                quoted = quoted
            );
            report
                .warnings
                .push(file.at(&at.key("predict"), None, message));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn values(text: &str, lang: Lang) -> Vec<f64> {
        numbers_in(text, lang)
            .into_iter()
            .map(|(_, _, v)| v)
            .collect()
    }

    #[test]
    fn numbers_are_read_as_the_language_writes_them() {
        assert_eq!(
            values("about 0.4964 of 10,000", Lang::En),
            [0.4964, 10000.0]
        );
        assert_eq!(
            values("unos 0,4964 de 10\u{a0}000", Lang::Es),
            [0.4964, 10000.0]
        );
        assert_eq!(values("1,37·10⁻¹⁵·m", Lang::Es), [1.37e-15]);
        let percent = values("0.82 % here", Lang::En);
        assert!(
            percent.len() == 2 && percent[0] == 0.82 && (percent[1] - 0.0082).abs() < 1e-15,
            "{percent:?}"
        );
        assert_eq!(values("k = 7, n = 3", Lang::En), [7.0, 3.0]);
        assert_eq!(values("log2 x9", Lang::En), Vec::<f64>::new());
        assert_eq!(values("step 2, 100 words", Lang::En), [2.0, 100.0]);
    }
}
