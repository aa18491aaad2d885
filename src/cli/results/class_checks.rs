//! What the class report checks across students: attempts that look
//! copied, and which students took which version of a quiz.

use std::collections::{BTreeMap, HashMap};
use std::io::Write;

use bloomlab::lang::Lang;
use bloomlab::records::format_time;

use super::{StudentRecords, Titles, cut, line};

/// Attempts found identical in several students' results: the same
/// attempt id, or the same quiz, time, answers and seconds per answer.
pub(super) struct Copy {
    /// An index into the class, and one into its attempts, of the first.
    first: (usize, usize),
    /// The students who have it.
    students: Vec<usize>,
}

pub(super) fn copies(class: &[StudentRecords]) -> Vec<Copy> {
    let mut by_key: HashMap<String, Copy> = HashMap::new();
    let mut order = Vec::new();
    for (who, student) in class.iter().enumerate() {
        for (index, attempt) in student.records.attempts.iter().enumerate() {
            let mut keys = vec![format!("id {}", attempt.id)];
            // The answers and their seconds: the same to the last digit
            // only by copying.
            if let Ok(answers) = serde_json::to_string(&attempt.questions) {
                keys.push(format!(
                    "{} {} {}",
                    attempt.quiz_id, attempt.finished_at, answers
                ));
            }
            let mut seen_here = false;
            for key in keys.into_iter().filter(|k| k != "id ") {
                if seen_here {
                    break;
                }
                let copy = by_key.entry(key.clone()).or_insert_with(|| {
                    order.push(key.clone());
                    Copy {
                        first: (who, index),
                        students: Vec::new(),
                    }
                });
                if !copy.students.contains(&who) {
                    copy.students.push(who);
                    seen_here = copy.students.len() > 1;
                }
            }
        }
    }
    let mut found: Vec<Copy> = Vec::new();
    for key in order {
        if let Some(copy) = by_key.remove(&key)
            && copy.students.len() > 1
            && !found.iter().any(|f| f.first == copy.first)
        {
            found.push(copy);
        }
    }
    found
}

pub(super) fn copy_line(
    copy: &Copy,
    class: &[StudentRecords],
    lang: Lang,
    titles: &Titles,
    zone: &jiff::tz::TimeZone,
) -> String {
    let (who, index) = copy.first;
    let attempt = &class[who].records.attempts[index];
    let students: Vec<String> = copy
        .students
        .iter()
        .map(|s| {
            format!(
                "{} ({})",
                cut(&line(&class[*s].student)),
                line(&class[*s].path)
            )
        })
        .collect();
    bloomlab::t!(
        lang,
        "class-results-copy",
        quiz = titles.name(&line(&attempt.quiz_id)),
        when = format_time(attempt.finished_at, zone, lang),
        got = attempt.score,
        max = attempt.max_score,
        students = students.join(", ")
    )
}

/// For each quiz that changed between attempts (more than one content
/// hash): which students took which version, and which is this
/// bloomlab's.
pub(super) fn write_versions(
    class: &[StudentRecords],
    lang: Lang,
    titles: &Titles,
    zone: &jiff::tz::TimeZone,
    out: &mut dyn Write,
) -> std::io::Result<()> {
    // quiz → hash → (first used, students)
    let mut quizzes: BTreeMap<&str, BTreeMap<&str, (u64, Vec<usize>)>> = BTreeMap::new();
    for (who, student) in class.iter().enumerate() {
        for attempt in &student.records.attempts {
            if attempt.content_hash.is_empty() {
                continue;
            }
            let version = quizzes
                .entry(&attempt.quiz_id)
                .or_default()
                .entry(&attempt.content_hash)
                .or_insert((attempt.finished_at, Vec::new()));
            version.0 = version.0.min(attempt.finished_at);
            if !version.1.contains(&who) {
                version.1.push(who);
            }
        }
    }
    for (quiz_id, versions) in quizzes.iter().filter(|(_, v)| v.len() > 1) {
        writeln!(out)?;
        writeln!(
            out,
            "{}",
            bloomlab::t!(
                lang,
                "class-results-versions",
                quiz = titles.name(&line(quiz_id)),
                count = versions.len()
            )
        )?;
        let current = titles.hash(quiz_id);
        let mut versions: Vec<_> = versions.iter().collect();
        versions.sort_by_key(|(_, (first, _))| *first);
        for (hash, (first, students)) in versions {
            let names: Vec<String> = students
                .iter()
                .map(|s| cut(&line(&class[*s].student)))
                .collect();
            let short: String = line(hash).chars().take(11).collect();
            let names = names.join(", ");
            let first = format_time(*first, zone, lang);
            let said = if current.as_deref() == Some(*hash) {
                bloomlab::t!(
                    lang,
                    "class-results-version-current",
                    version = short,
                    first = first,
                    students = names
                )
            } else {
                bloomlab::t!(
                    lang,
                    "class-results-version",
                    version = short,
                    first = first,
                    students = names
                )
            };
            writeln!(out, "  {said}")?;
        }
    }
    Ok(())
}
