//! A graded run as the student's records keep it: an attempt of kind
//! `exercise` whose questions are the checks, each with its verdict and
//! its figures, so My results, `bloomlab results` and the class summary
//! read it like any attempt.

use std::collections::BTreeMap;

use super::grade::{Finding, Grade};
use crate::lang::Lang;
use crate::records::{AnsweredQuestion, AttemptKind, QuizAttempt};

/// The check's id: what it checks and on which filter (`rate m=9973 k=4
/// n=1000`), the same in every run of the exercise.
fn check_id(finding: &Finding) -> String {
    let shape = |c: &super::Config| format!("m={} k={} n={}", c.m, c.k, c.n);
    match finding {
        Finding::Members { config, .. } => format!("no false negatives {}", shape(config)),
        Finding::Rate { config, .. } => format!("false-positive rate {}", shape(config)),
        Finding::Memory { config, .. } => format!("memory {}", shape(config)),
        Finding::Removed { config, .. } => format!("removed keys {}", shape(config)),
        Finding::AfterRemoval { config, .. } => {
            format!("keys left after removals {}", shape(config))
        }
        Finding::Saturation { .. } => "counters at 15".to_owned(),
    }
}

/// A check of a graded run, as My results lists it when missed: the id
/// [`check_id`] saved (English, the same in every language's records), in
/// the reader's words. None for an id no grading writes.
pub fn check_words(id: &str, lang: Lang) -> Option<String> {
    // "m=262144 k=3 n=100" as a sentence writes it: "m = 262,144, k = 3,
    // n = 100", its numbers grouped as every screen groups them.
    let shape = |rest: &str| {
        rest.split(' ')
            .map(|part| match part.split_once('=') {
                Some((name, value)) => match value.parse::<u64>() {
                    Ok(number) => format!("{name} = {}", crate::units::count(lang, number)),
                    Err(_) => format!("{name} = {value}"),
                },
                None => part.to_owned(),
            })
            .collect::<Vec<_>>()
            .join(", ")
    };
    // Literal keys, so the catalogue test sees each one.
    let keyed: [(&str, Words); 5] = [
        ("no false negatives ", |lang, shape| {
            crate::t!(lang, "ex-check-members", shape = shape)
        }),
        ("false-positive rate ", |lang, shape| {
            crate::t!(lang, "ex-check-rate", shape = shape)
        }),
        ("memory ", |lang, shape| {
            crate::t!(lang, "ex-check-memory", shape = shape)
        }),
        ("removed keys ", |lang, shape| {
            crate::t!(lang, "ex-check-removed", shape = shape)
        }),
        ("keys left after removals ", |lang, shape| {
            crate::t!(lang, "ex-check-after-removal", shape = shape)
        }),
    ];
    for (start, words) in keyed {
        if let Some(rest) = id.strip_prefix(start) {
            return Some(words(lang, shape(rest)));
        }
    }
    match id {
        "counters at 15" => Some(crate::t!(lang, "ex-check-saturation")),
        TIME => Some(crate::t!(lang, "ex-check-time")),
        STOPPED_EARLY => Some(crate::t!(lang, "ex-check-stopped-early")),
        _ => None,
    }
}

/// The id of the timing a grading records with its checks.
const TIME: &str = "time";

/// A check's words in a language, from its filter's shape.
type Words = fn(Lang, String) -> String;

/// The id of the check a run fails when the program stops before the end
/// of the grading (it crashed, ran out of time, stopped reading).
pub const STOPPED_EARLY: &str = "ran to the end";

/// The figures of a check, by name.
fn figures(finding: &Finding) -> BTreeMap<String, f64> {
    let mut out = BTreeMap::new();
    let mut put = |name: &str, value: f64| {
        out.insert(name.to_owned(), value);
    };
    match finding {
        Finding::Members { missing, .. } | Finding::AfterRemoval { missing, .. } => {
            put("missing", missing.count as f64);
            put("asked", missing.asked as f64);
        }
        Finding::Rate { rate, .. } | Finding::Removed { rate, .. } => {
            put("positives", rate.positives as f64);
            put("asked", rate.asked as f64);
            put("measured", rate.measured());
            put("expected", rate.expected);
            put("low", rate.low);
            put("high", rate.high);
            put("p_value", rate.p_value);
            put("p_adjusted", rate.p_adjusted);
        }
        Finding::Memory {
            reported, needed, ..
        } => {
            put("reported_bits", *reported as f64);
            put("needed_bits", *needed as f64);
        }
        Finding::Saturation { wrapped, lost } => {
            put("wrapped", f64::from(u8::from(*wrapped)));
            put("lost", lost.count as f64);
        }
    }
    out
}

/// The attempt to save for `grade`, finished `finished_at` (seconds since
/// 1970). Its answer texts are the report's lines in `lang`.
pub fn attempt(grade: &Grade, program: &str, lang: Lang, finished_at: u64) -> QuizAttempt {
    let mut questions: Vec<AnsweredQuestion> = grade
        .findings
        .iter()
        .map(|finding| {
            let passed = finding.passed();
            let figures = figures(finding);
            AnsweredQuestion {
                id: check_id(finding),
                answer: figures
                    .iter()
                    .map(|(name, value)| format!("{name}={value}"))
                    .collect::<Vec<_>>()
                    .join(" "),
                correct: passed,
                points: u32::from(passed),
                max_points: 1,
                expected: figures.get("expected").copied(),
                parameters: figures,
                ..AnsweredQuestion::default()
            }
        })
        .collect();
    if let Some(failure) = &grade.failure {
        // The checks never made count as missed: a run stopped before
        // any check read «0/1 point» where the grader said «after 0
        // checks passed» (reader 12, en 4.5); now 0 of the 9 checks.
        let unmade = grade
            .exercise
            .check_count()
            .saturating_sub(grade.findings.len());
        questions.push(AnsweredQuestion {
            id: STOPPED_EARLY.to_owned(),
            answer: super::report::failure_lines(failure, lang).join(" "),
            correct: false,
            points: 0,
            max_points: u32::try_from(unmade.max(1)).unwrap_or(u32::MAX),
            ..AnsweredQuestion::default()
        });
    }
    let mut info = BTreeMap::new();
    info.insert("seed".to_owned(), grade.seed as f64);
    info.insert("seconds".to_owned(), grade.time.as_secs_f64());
    if let Some(reference) = grade.reference_time {
        info.insert("reference_seconds".to_owned(), reference.as_secs_f64());
    }
    questions.push(AnsweredQuestion {
        id: TIME.to_owned(),
        answer: program.to_owned(),
        correct: true,
        points: 0,
        max_points: 0,
        parameters: info,
        ..AnsweredQuestion::default()
    });
    QuizAttempt {
        quiz_id: grade.exercise.id.to_owned(),
        lang: lang.code().to_owned(),
        finished_at,
        seconds_taken: grade.time.as_secs_f64(),
        score: questions.iter().map(|q| q.points).sum(),
        max_score: questions.iter().map(|q| q.max_points).sum(),
        questions,
        kind: AttemptKind::Exercise,
        ..QuizAttempt::default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A check's numbers are grouped as every screen groups them (reader
    /// 6, en 8: «m = 262144» beside «262,144» elsewhere).
    #[test]
    fn check_names_group_their_numbers() {
        let id = "false-positive rate m=262144 k=1 n=20000";
        let en = check_words(id, Lang::En).unwrap();
        assert!(en.contains("m = 262,144, k = 1, n = 20,000"), "{en}");
        let es = check_words(id, Lang::Es).unwrap();
        assert!(
            es.contains("m = 262\u{a0}144, k = 1, n = 20\u{a0}000"),
            "{es}"
        );
    }
}
