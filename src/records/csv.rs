//! Records as CSV for spreadsheets: one row per answered question, fields
//! quoted as RFC 4180 says, no field that a spreadsheet would run as a
//! formula, and numbers written short.

use super::*;

/// One CSV row per answered question, with a header. The attempt's kind
/// is the last column (added after the others, so that their places stay),
/// as the class CSV has it.
pub fn to_csv(records: &Records) -> String {
    let mut out = String::from(
        "finished_at,quiz_id,lang,attempt_score,attempt_max_score,seconds_taken,question_id,answer,correct,points,max_points,kind\n",
    );
    for attempt in &records.attempts {
        for question in &attempt.questions {
            let fields = [
                format_time_utc(attempt.finished_at),
                attempt.quiz_id.clone(),
                attempt.lang.clone(),
                attempt.score.to_string(),
                attempt.max_score.to_string(),
                seconds(attempt.seconds_taken),
                question.id.clone(),
                short_number(&question.answer).unwrap_or_else(|| question.answer.clone()),
                question.correct.to_string(),
                question.points.to_string(),
                question.max_points.to_string(),
                attempt.kind.name().to_owned(),
            ];
            push_row(&mut out, &fields);
        }
    }
    out
}

/// One CSV row per answered question of every student, with the student
/// first and what version 3 records keep: the attempt's kind and content
/// hash, the choice ids (`0;2`), the drawn parameters (`m=9585;n=1000`),
/// the expected number, the hint and the seconds spent on the question.
pub fn to_class_csv(class: &[(String, &Records)]) -> String {
    let mut out = String::from(
        "student,finished_at,quiz_id,lang,kind,content_hash,attempt_score,attempt_max_score,seconds_taken,question_id,answer,choice_ids,parameters,expected,correct,points,max_points,hint_shown,question_seconds\n",
    );
    for (student, records) in class {
        for attempt in &records.attempts {
            for question in &attempt.questions {
                let choice_ids = question
                    .choice_ids
                    .as_ref()
                    .map_or_else(String::new, |ids| {
                        ids.iter()
                            .map(usize::to_string)
                            .collect::<Vec<_>>()
                            .join(";")
                    });
                let parameters = question
                    .parameters
                    .iter()
                    .map(|(name, value)| format!("{name}={value}"))
                    .collect::<Vec<_>>()
                    .join(";");
                let fields = [
                    student.clone(),
                    format_time_utc(attempt.finished_at),
                    attempt.quiz_id.clone(),
                    attempt.lang.clone(),
                    attempt.kind.name().to_owned(),
                    attempt.content_hash.clone(),
                    attempt.score.to_string(),
                    attempt.max_score.to_string(),
                    seconds(attempt.seconds_taken),
                    question.id.clone(),
                    short_number(&question.answer).unwrap_or_else(|| question.answer.clone()),
                    choice_ids,
                    parameters,
                    question
                        .expected
                        .map_or_else(String::new, |v| v.to_string()),
                    question.correct.to_string(),
                    question.points.to_string(),
                    question.max_points.to_string(),
                    question.hint_shown.to_string(),
                    question.seconds.map_or_else(String::new, seconds),
                ];
                push_row(&mut out, &fields);
            }
        }
    }
    out
}

pub(crate) fn push_row(out: &mut String, fields: &[String]) {
    let row: Vec<String> = fields.iter().map(|f| csv_field(f)).collect();
    out.push_str(&row.join(","));
    out.push('\n');
}

/// An answer that is a number written long (1e308 as 309 digits, or more
/// digits than a double holds) in its short form: the shortest text that
/// reads back as the same number, in scientific notation below 1e-6 and
/// from 1e15 up. None for text, and for numbers already short.
pub(crate) fn short_number(text: &str) -> Option<String> {
    let trimmed = text.trim();
    let value: f64 = trimmed.parse().ok().filter(|v: &f64| v.is_finite())?;
    let magnitude = value.abs();
    let plain = value == 0.0 || (1e-6..1e15).contains(&magnitude);
    if plain && trimmed.len() <= 20 {
        return None;
    }
    Some(if plain {
        format!("{value}")
    } else {
        format!("{value:e}")
    })
}

/// Seconds with one decimal, or in scientific notation when that would be
/// absurdly long (a hand-edited file).
fn seconds(value: f64) -> String {
    if value.abs() < 1e15 {
        format!("{value:.1}")
    } else {
        format!("{value:e}")
    }
}

/// Quote a CSV field when it needs it (RFC 4180).
fn csv_field(text: &str) -> String {
    // A typed answer such as =HYPERLINK(…) would run as a formula when the
    // file is opened in a spreadsheet: a leading quote keeps it text.
    // Plain numbers (-3, +5) stay as they are.
    let guarded;
    let text = if text.starts_with(['=', '+', '-', '@', '\t', '\r'])
        && !text.trim().parse::<f64>().is_ok_and(f64::is_finite)
    {
        guarded = format!("'{text}");
        guarded.as_str()
    } else {
        text
    };
    if text.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", text.replace('"', "\"\""))
    } else {
        text.to_owned()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn csv_fields_never_become_formulas() {
        assert_eq!(csv_field("=HYPERLINK(\"x\")"), "\"'=HYPERLINK(\"\"x\"\")\"");
        assert_eq!(csv_field("@SUM(A1)"), "'@SUM(A1)");
        assert_eq!(csv_field("-3"), "-3");
        assert_eq!(csv_field("+1e-4"), "+1e-4");
        assert_eq!(csv_field("-inf"), "'-inf");
        assert_eq!(csv_field("a, b"), "\"a, b\"");
    }

    #[test]
    fn long_numbers_are_written_short() {
        assert_eq!(short_number("1e308").as_deref(), Some("1e308"));
        let digits = format!("1{}", "0".repeat(308));
        assert_eq!(short_number(&digits).as_deref(), Some("1e308"));
        assert_eq!(short_number("-1.5e-300").as_deref(), Some("-1.5e-300"));
        assert_eq!(short_number("0.0000001").as_deref(), Some("1e-7"));
        assert_eq!(
            short_number("1234567890123456789").as_deref(),
            Some("1.2345678901234568e18")
        );
        assert_eq!(
            short_number("0.1000000000000000055511151231257827").as_deref(),
            Some("0.1")
        );
        // Short numbers stay as the student typed them; text stays text.
        assert_eq!(short_number("9.60"), None);
        assert_eq!(short_number("0"), None);
        assert_eq!(short_number("-3"), None);
        assert_eq!(short_number("inf"), None);
        assert_eq!(short_number("Ningún falso negativo"), None);
        assert_eq!(seconds(120.54), "120.5");
        assert_eq!(seconds(1e300), "1e300");
    }

    #[test]
    fn csv_quotes_what_needs_it() {
        assert_eq!(csv_field("plain"), "plain");
        assert_eq!(csv_field("a, b"), "\"a, b\"");
        assert_eq!(csv_field("say \"hi\""), "\"say \"\"hi\"\"\"");
    }
}
