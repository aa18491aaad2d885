//! `bloomlab results --summary`: the item analysis of each quiz over the
//! class (see `bloomlab::records::summary`), in text, CSV or JSON.

use std::io::Write;

use bloomlab::records::Records;
use bloomlab::records::summary::{self, ClassSummary, QuizSummary};

use super::results::{StudentRecords, column_width, cut, line, students};
use super::{CliError, Format, write_json};

pub(super) fn print_summary(
    format: Format,
    class: &[StudentRecords],
    out: &mut dyn Write,
) -> Result<(), CliError> {
    let labelled: Vec<(String, &Records)> = class
        .iter()
        .map(|s| (s.student.clone(), &s.records))
        .collect();
    let summary = summary::summarise(&labelled);
    match format {
        Format::Json => write_json(out, &summary)?,
        Format::Csv => out.write_all(summary::to_csv(&printable_summary(&summary)).as_bytes())?,
        Format::Text => {
            let summary = printable_summary(&summary);
            if summary.quizzes.is_empty() {
                writeln!(out, "{}, no attempts.", students(class.len()))?;
            }
            for quiz in &summary.quizzes {
                write_quiz_summary(quiz, out)?;
            }
        }
    }
    Ok(())
}

/// A number from 0 to 1 with two decimals, or a dash when there is none.
fn two_decimals(value: Option<f64>) -> String {
    value.map_or_else(|| "—".to_owned(), |v| format!("{v:.2}"))
}

fn percent(value: Option<f64>) -> String {
    value.map_or_else(|| "—".to_owned(), |v| format!("{v:.0} %"))
}

fn write_quiz_summary(quiz: &QuizSummary, out: &mut dyn Write) -> std::io::Result<()> {
    writeln!(
        out,
        "Quiz {} ({}; languages: {})",
        cut(&quiz.quiz_id),
        students(quiz.students.len()),
        quiz.languages.join(", ")
    )?;
    if quiz.content_hashes.len() > 1 {
        writeln!(
            out,
            "  Note: these attempts were made on {} versions of the quiz (the content hashes differ).",
            quiz.content_hashes.len()
        )?;
    }
    writeln!(out)?;
    writeln!(
        out,
        "  Questions (facility and discrimination over each student's first whole attempt)"
    )?;
    let ids: Vec<String> = quiz.questions.iter().map(|q| cut(&q.question_id)).collect();
    let width = column_width("question", ids.iter());
    writeln!(
        out,
        "  {:<width$}  answered  first  facility  discrimination",
        "question"
    )?;
    for (question, id) in quiz.questions.iter().zip(&ids) {
        writeln!(
            out,
            "  {id:<width$}  {:>8}  {:>5}  {:>8}  {:>14}",
            question.answered,
            question.first_attempts,
            two_decimals(question.facility),
            two_decimals(question.discrimination)
        )?;
        if !question.common_wrong.is_empty() {
            let wrong: Vec<String> = question
                .common_wrong
                .iter()
                .map(|w| {
                    let ids = w.choice_ids.as_ref().map_or_else(String::new, |ids| {
                        let ids: Vec<String> = ids.iter().map(usize::to_string).collect();
                        format!("[{}] ", ids.join(","))
                    });
                    format!("{ids}{} ×{}", w.answers.join(" / "), w.count)
                })
                .collect();
            writeln!(out, "  {:<width$}    wrong: {}", "", wrong.join("; "))?;
        }
        if !question.still_missing.is_empty() {
            writeln!(
                out,
                "  {:<width$}    still missed by: {}",
                "",
                question
                    .still_missing
                    .iter()
                    .map(|name| cut(name))
                    .collect::<Vec<_>>()
                    .join(", ")
            )?;
        }
    }
    writeln!(out)?;
    let names: Vec<String> = quiz.students.iter().map(|s| cut(&s.student)).collect();
    let width = column_width("student", names.iter());
    writeln!(out, "  {:<width$}  attempts  first   best", "student")?;
    for (student, name) in quiz.students.iter().zip(&names) {
        writeln!(
            out,
            "  {name:<width$}  {:>8}  {:>5}  {:>5}",
            student.attempts,
            percent(student.first_percent),
            percent(student.best_percent)
        )?;
    }
    writeln!(out)?;
    writeln!(out, "  First-attempt scores")?;
    for bar in &quiz.histogram {
        // Bars hold whole percentages up to the next bar's start; the
        // last one holds 100 % too.
        let to = if bar.to_percent == 100 {
            100
        } else {
            bar.to_percent - 1
        };
        let label = format!("{}–{to} %", bar.from_percent);
        let row = format!(
            "  {label:>9} {:>2} {}",
            bar.students,
            "█".repeat(bar.students)
        );
        writeln!(out, "{}", row.trim_end())?;
    }
    writeln!(out)
}

/// The summary with every string from the files made printable.
fn printable_summary(summary: &ClassSummary) -> ClassSummary {
    let mut safe = summary.clone();
    for quiz in &mut safe.quizzes {
        quiz.quiz_id = line(&quiz.quiz_id);
        for language in &mut quiz.languages {
            *language = line(language);
        }
        for question in &mut quiz.questions {
            question.question_id = line(&question.question_id);
            for wrong in &mut question.common_wrong {
                for answer in &mut wrong.answers {
                    *answer = line(answer);
                }
            }
            for name in &mut question.still_missing {
                *name = line(name);
            }
        }
        for student in &mut quiz.students {
            student.student = line(&student.student);
        }
    }
    safe
}
