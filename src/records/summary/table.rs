//! The class summary as CSV: one long table (a `row` column says what
//! each line is) and each quiz's student × question grid.

use super::ClassSummary;
use super::{Counted, QuizSummary};
use crate::records::csv::push_row;

/// The columns of the summary's CSV table (the first fifteen as before
/// the quiz figures came, so scripts that read them by place still work;
/// a new column goes at the end).
const CSV_COLUMNS: &[&str] = &[
    "row",
    "quiz_id",
    "name",
    "answered",
    "first_attempts",
    "facility",
    "discrimination",
    "common_wrong",
    "still_missing",
    "attempts",
    "first_percent",
    "best_percent",
    "from_percent",
    "to_percent",
    "students",
    "title",
    "kind",
    "sd",
    "random_guess",
    "discriminative_efficiency",
    "partly_right",
    "answer",
    "count",
    "correct",
    "attempts_counted",
    "counted",
    "mean_percent",
    "median_percent",
    "sd_percent",
    "cronbach_alpha",
    "error_ratio_percent",
    "standard_error_percent",
    "whole_attempts",
];

/// One CSV row, its fields set by column name.
struct CsvRow(Vec<String>);

impl CsvRow {
    fn new(row: &str, quiz: &QuizSummary) -> Self {
        let mut fields = vec![String::new(); CSV_COLUMNS.len()];
        fields[0] = row.to_owned();
        fields[1] = quiz.quiz_id.clone();
        CsvRow(fields).set("title", quiz.title.as_deref().unwrap_or_default())
    }

    fn set(mut self, column: &str, value: impl ToString) -> Self {
        if let Some(at) = CSV_COLUMNS.iter().position(|c| *c == column) {
            self.0[at] = value.to_string();
        }
        self
    }

    fn number(self, column: &str, value: Option<f64>) -> Self {
        self.set(
            column,
            value.map_or_else(String::new, |v| format!("{v:.4}")),
        )
    }
}

/// The summary as one CSV table: a `row` column says whether the row is a
/// quiz, a question, a response, a student or a histogram bar, and each
/// fills its own columns. Numbers are written with a decimal point in
/// every language, for spreadsheets and scripts.
pub fn to_csv(summary: &ClassSummary) -> String {
    let mut out = CSV_COLUMNS.join(",");
    out.push('\n');
    for quiz in &summary.quizzes {
        let row = CsvRow::new("quiz", quiz)
            .set(
                "attempts_counted",
                Counted::NAMES[quiz.attempts_counted as usize],
            )
            .set("counted", quiz.counted)
            .set("students", quiz.counted_students)
            .number("mean_percent", quiz.mean_percent)
            .number("median_percent", quiz.median_percent)
            .number("sd_percent", quiz.sd_percent)
            .number("cronbach_alpha", quiz.cronbach_alpha)
            .number("error_ratio_percent", quiz.error_ratio_percent)
            .number("standard_error_percent", quiz.standard_error_percent);
        push_row(&mut out, &row.0);
        for question in &quiz.questions {
            let wrong = question
                .common_wrong
                .iter()
                .map(|w| format!("{} x{}", w.answers.join(" / "), w.count))
                .collect::<Vec<_>>()
                .join("; ");
            let row = CsvRow::new("question", quiz)
                .set("name", &question.question_id)
                .set("kind", question.kind.as_deref().unwrap_or_default())
                .set("answered", question.answered)
                .set("first_attempts", question.first_attempts)
                .number("facility", question.facility)
                .number("sd", question.sd)
                .number("random_guess", question.random_guess)
                .number("discrimination", question.discrimination)
                .number(
                    "discriminative_efficiency",
                    question.discriminative_efficiency,
                )
                .set("partly_right", question.partly_right)
                .set("common_wrong", wrong)
                .set("still_missing", question.still_missing.join("; "));
            push_row(&mut out, &row.0);
            for response in &question.responses {
                let row = CsvRow::new("response", quiz)
                    .set("name", &question.question_id)
                    .set("answer", &response.answer)
                    .set("count", response.count)
                    .set("correct", response.correct);
                push_row(&mut out, &row.0);
            }
        }
        for student in &quiz.students {
            let row = CsvRow::new("student", quiz)
                .set("name", &student.student)
                .set("attempts", student.attempts)
                .set("whole_attempts", student.whole_attempts)
                .number("first_percent", student.first_percent)
                .number("best_percent", student.best_percent);
            push_row(&mut out, &row.0);
        }
        for bar in &quiz.histogram {
            let row = CsvRow::new("histogram", quiz)
                .set("from_percent", bar.from_percent)
                .set("to_percent", bar.to_percent)
                .set("students", bar.students);
            push_row(&mut out, &row.0);
        }
    }
    out
}

/// Each quiz's student × question grid: one row per counted attempt, the
/// points on each question (empty: not asked) and the score in percent.
pub fn to_grid_csv(summary: &ClassSummary) -> String {
    let mut out = String::new();
    for quiz in &summary.quizzes {
        let mut header = vec![
            "quiz_id".to_owned(),
            "student".to_owned(),
            "finished_at".to_owned(),
        ];
        header.extend(quiz.questions.iter().map(|q| q.question_id.clone()));
        header.push("percent".to_owned());
        push_row(&mut out, &header);
        for row in &quiz.grid {
            let mut fields = vec![
                quiz.quiz_id.clone(),
                row.student.clone(),
                row.finished_at.to_string(),
            ];
            fields.extend(
                row.points
                    .iter()
                    .map(|p| p.map_or_else(String::new, |p| p.to_string())),
            );
            fields.push(format!("{:.4}", row.percent));
            push_row(&mut out, &fields);
        }
    }
    out
}
