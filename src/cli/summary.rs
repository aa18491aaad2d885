//! `bloomlab results --summary`: the item analysis of each quiz over the
//! class (see `bloomlab::records::summary`), in text, CSV or JSON, with
//! `--gain` the learning gain between a pre-test and a post-test, and with
//! `--grid` the student × question grid in CSV.
//!
//! Text follows `--lang`: its words come from the catalogues and its
//! numbers have a decimal comma in Spanish. CSV and JSON are data: the same
//! keys and a decimal point in every language.

use std::io::Write;
use std::path::Path;

use bloomlab::content::Catalog;
use bloomlab::i18n::Message;
use bloomlab::lang::Lang;
use bloomlab::records::Records;
use bloomlab::records::summary::{self, ClassSummary, Counted, Gain, QuestionSummary, QuizSummary};
use bloomlab::units::decimal_mark;
use bloomlab::{msg, t};

use super::results::{StudentRecords, cut, line};
use super::{CliError, Format, write_json};

/// The flags of `results` that shape the summary.
#[derive(clap::Args, Debug, Default)]
pub(super) struct SummaryArgs {
    #[arg(long, value_name = "WHICH", default_value = "first", value_parser = parse_counted)]
    attempts: Counted,
    #[arg(long, value_name = "QUIZ[:POST]")]
    gain: Option<String>,
    #[arg(long)]
    grid: bool,
}

fn parse_counted(text: &str) -> Result<Counted, Message> {
    Counted::parse(text).ok_or_else(|| {
        msg!(
            "cli-counted-bad",
            names = Counted::NAMES.join(", "),
            got = bloomlab::untrusted::printable_line(text).into_owned()
        )
    })
}

/// Checks the summary's flags against the others before anything is read.
pub(super) fn check_args(
    args: &SummaryArgs,
    summary: bool,
    format: Format,
    lang: Lang,
) -> Result<(), CliError> {
    let needs_summary = [
        ("--gain", args.gain.is_some()),
        ("--grid", args.grid),
        ("--attempts", args.attempts != Counted::First),
    ];
    if let Some((flag, _)) = needs_summary.iter().find(|(_, given)| *given)
        && !summary
    {
        return Err(CliError::BadInput(t!(
            lang,
            "cli-summary-needs-summary",
            flag = *flag
        )));
    }
    if args.grid && format != Format::Csv {
        return Err(CliError::BadInput(t!(lang, "cli-summary-grid-needs-csv")));
    }
    if let Some(gain) = &args.gain {
        let (pre, post) = split_gain(gain);
        if pre.is_empty() || post.is_some_and(str::is_empty) {
            return Err(CliError::BadInput(t!(
                lang,
                "cli-summary-gain-form",
                got = line(gain)
            )));
        }
    }
    Ok(())
}

fn split_gain(text: &str) -> (&str, Option<&str>) {
    match text.split_once(':') {
        Some((pre, post)) => (pre.trim(), Some(post.trim())),
        None => (text.trim(), None),
    }
}

pub(super) fn print_summary(
    format: Format,
    args: &SummaryArgs,
    lang: Lang,
    content: Option<&Path>,
    class: &[StudentRecords],
    out: &mut dyn Write,
) -> Result<(), CliError> {
    let labelled: Vec<(String, &Records)> = class
        .iter()
        .map(|s| (s.student.clone(), &s.records))
        .collect();
    // The course's quizzes give titles, choices and slips; a folder given
    // with --content adds the instructor's. A file of it with a problem is
    // left out, as the app leaves it out, and named on stderr.
    let (catalog, problems) = Catalog::with_extra(content);
    for problem in problems {
        eprintln!(
            "{}",
            line(&t!(
                lang,
                "stats-content-left-out",
                problem = problem.in_lang(lang)
            ))
        );
    }
    let options = summary::Options {
        counted: args.attempts,
        quizzes: catalog.quizzes.iter().map(|q| &q.quiz).collect(),
        lang,
    };
    let mut summary = summary::summarise_with(&labelled, &options);
    if let Some(gain) = &args.gain {
        add_gain(&mut summary, &labelled, gain, lang)?;
    }
    match format {
        Format::Json => write_json(out, &summary)?,
        Format::Csv if args.grid => {
            out.write_all(summary::to_grid_csv(&printable_summary(&summary)).as_bytes())?;
        }
        Format::Csv => {
            let summary = printable_summary(&summary);
            out.write_all(summary::to_csv(&summary).as_bytes())?;
            if let Some(gain) = &summary.gain {
                out.write_all(summary::gain_to_csv(gain).as_bytes())?;
            }
        }
        Format::Text => write_text(&printable_summary(&summary), lang, class.len(), out)?,
    }
    Ok(())
}

/// The learning gain between the quizzes `--gain` names, which must both
/// have attempts in these records.
fn add_gain(
    summary: &mut ClassSummary,
    labelled: &[(String, &Records)],
    gain: &str,
    lang: Lang,
) -> Result<(), CliError> {
    let (pre, post) = split_gain(gain);
    for id in std::iter::once(pre).chain(post) {
        if !summary.quizzes.iter().any(|q| q.quiz_id == id) {
            let found: Vec<String> = summary.quizzes.iter().map(|q| line(&q.quiz_id)).collect();
            return Err(CliError::BadInput(t!(
                lang,
                "cli-summary-gain-no-attempt",
                quiz = line(id),
                found = if found.is_empty() {
                    t!(lang, "cli-summary-gain-none-found")
                } else {
                    found.join(", ")
                }
            )));
        }
    }
    summary.gain = Some(summary::gain(labelled, pre, post));
    Ok(())
}

/// The summary as text: each quiz, then the gain when asked for (or a
/// line saying no student has an attempt).
fn write_text(
    summary: &ClassSummary,
    lang: Lang,
    students: usize,
    out: &mut dyn Write,
) -> std::io::Result<()> {
    if summary.quizzes.is_empty() {
        writeln!(
            out,
            "{}",
            t!(lang, "stats-no-attempts", students = students)
        )?;
    }
    for quiz in &summary.quizzes {
        write_quiz_summary(quiz, lang, out)?;
    }
    if let Some(gain) = &summary.gain {
        write_gain(gain, lang, out)?;
    }
    Ok(())
}

/// A number with `decimals` decimals in the language's decimal mark, or a
/// dash when there is none.
fn fixed(lang: Lang, value: Option<f64>, decimals: usize) -> String {
    value.map_or_else(
        || "—".to_owned(),
        |v| decimal_mark(lang, format!("{v:.decimals$}")),
    )
}

/// A percentage, "62 %" or "62,5 %" with `decimals`.
fn percent(lang: Lang, value: Option<f64>, decimals: usize) -> String {
    value.map_or_else(
        || "—".to_owned(),
        |v| format!("{}\u{a0}%", fixed(lang, Some(v), decimals)),
    )
}

/// Catalogue keys in `lang`'s words: a table's headers.
fn words(lang: Lang, keys: &[&str]) -> Vec<String> {
    keys.iter()
        .map(|key| bloomlab::i18n::text(lang, key))
        .collect()
}

/// A table: headers, then rows, each column as wide as its widest entry;
/// the first column is aligned left, the others right.
fn write_table(
    out: &mut dyn Write,
    indent: &str,
    headers: &[String],
    rows: &[Vec<String>],
    after: &[Vec<String>],
) -> std::io::Result<()> {
    let widths: Vec<usize> = (0..headers.len())
        .map(|at| {
            rows.iter()
                .map(|row| row[at].chars().count())
                .chain(std::iter::once(headers[at].chars().count()))
                .max()
                .unwrap_or(0)
        })
        .collect();
    let cells = |row: &[String]| -> String {
        let cells: Vec<String> = row
            .iter()
            .zip(&widths)
            .enumerate()
            .map(|(at, (cell, width))| {
                let pad = " ".repeat(width.saturating_sub(cell.chars().count()));
                if at == 0 {
                    format!("{cell}{pad}")
                } else {
                    format!("{pad}{cell}")
                }
            })
            .collect();
        format!("{indent}{}", cells.join("  "))
            .trim_end()
            .to_owned()
    };
    writeln!(out, "{}", cells(headers))?;
    for (at, row) in rows.iter().enumerate() {
        writeln!(out, "{}", cells(row))?;
        for extra in after.get(at).into_iter().flatten() {
            writeln!(out, "{indent}{:w$}    {extra}", "", w = widths[0])?;
        }
    }
    Ok(())
}

/// One quiz's item analysis: its heading and figures, the questions, the
/// students and the histogram of first-attempt scores.
fn write_quiz_summary(quiz: &QuizSummary, lang: Lang, out: &mut dyn Write) -> std::io::Result<()> {
    write_quiz_figures(quiz, lang, out)?;
    writeln!(out)?;
    write_questions(quiz, lang, out)?;
    writeln!(out)?;
    write_students(quiz, lang, out)?;
    writeln!(out)?;
    write_histogram(quiz, lang, out)?;
    writeln!(out)
}

/// The quiz's heading, which attempts count, and the figures of the
/// whole quiz (scores, consistency, the small-class warning).
fn write_quiz_figures(quiz: &QuizSummary, lang: Lang, out: &mut dyn Write) -> std::io::Result<()> {
    let id = cut(&quiz.quiz_id);
    let name = match &quiz.title {
        Some(title) => format!("{} ({id})", cut(title)),
        None => id,
    };
    writeln!(
        out,
        "{}",
        t!(
            lang,
            "stats-quiz-heading",
            quiz = name,
            students = quiz.students.len(),
            languages = quiz.languages.join(", ")
        )
    )?;
    if quiz.content_hashes.len() > 1 {
        writeln!(
            out,
            "  {}",
            t!(
                lang,
                "stats-versions-differ",
                versions = quiz.content_hashes.len()
            )
        )?;
    }
    let which = match quiz.attempts_counted {
        Counted::First => t!(lang, "stats-counted-first", attempts = quiz.counted),
        Counted::Last => t!(lang, "stats-counted-last", attempts = quiz.counted),
        Counted::Best => t!(lang, "stats-counted-best", attempts = quiz.counted),
        Counted::All => t!(lang, "stats-counted-all", attempts = quiz.counted),
    };
    writeln!(out, "  {which}")?;
    writeln!(
        out,
        "  {}",
        t!(
            lang,
            "stats-quiz-scores",
            mean = percent(lang, quiz.mean_percent, 1),
            median = percent(lang, quiz.median_percent, 1),
            sd = percent(lang, quiz.sd_percent, 1)
        )
    )?;
    writeln!(
        out,
        "  {}",
        t!(
            lang,
            "stats-quiz-consistency",
            alpha = fixed(lang, quiz.cronbach_alpha, 2),
            ratio = percent(lang, quiz.error_ratio_percent, 1),
            error = percent(lang, quiz.standard_error_percent, 1)
        )
    )?;
    if quiz.small_class {
        writeln!(
            out,
            "  {}",
            t!(
                lang,
                "stats-small-class",
                students = quiz.counted_students,
                least = summary::SMALL_CLASS
            )
        )?;
    }
    Ok(())
}

/// The table of questions, each with its responses, common wrong
/// answers and who still misses it below its row.
fn write_questions(quiz: &QuizSummary, lang: Lang, out: &mut dyn Write) -> std::io::Result<()> {
    writeln!(out, "  {}", t!(lang, "stats-questions-heading"))?;
    let headers = words(
        lang,
        &[
            "stats-col-question",
            "stats-col-answered",
            "stats-col-counted",
            "stats-col-facility",
            "stats-col-sd",
            "stats-col-guess",
            "stats-col-discrimination",
            "stats-col-efficiency",
            "stats-col-partly-right",
        ],
    );
    let mut rows = Vec::new();
    let mut after = Vec::new();
    for question in &quiz.questions {
        rows.push(vec![
            cut(&question.question_id),
            question.answered.to_string(),
            question.first_attempts.to_string(),
            fixed(lang, question.facility, 2),
            fixed(lang, question.sd, 2),
            fixed(lang, question.random_guess, 2),
            fixed(lang, question.discrimination, 2),
            fixed(lang, question.discriminative_efficiency, 2),
            question.partly_right.to_string(),
        ]);
        after.push(question_notes(question, lang));
    }
    write_table(out, "  ", &headers, &rows, &after)
}

/// The lines under a question's row: the responses given, the common
/// wrong answers and the students who still miss it, where there are any.
fn question_notes(question: &QuestionSummary, lang: Lang) -> Vec<String> {
    let mut lines = Vec::new();
    if !question.responses.is_empty() {
        let given: Vec<String> = question
            .responses
            .iter()
            .map(|r| {
                let mark = if r.correct { " ✓" } else { "" };
                format!("{}{mark} ×{}", cut(&r.answer), r.count)
            })
            .collect();
        lines.push(t!(lang, "stats-responses", responses = given.join("; ")));
    }
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
        lines.push(t!(lang, "stats-wrong", answers = wrong.join("; ")));
    }
    if !question.still_missing.is_empty() {
        let names: Vec<String> = question.still_missing.iter().map(|n| cut(n)).collect();
        lines.push(t!(lang, "stats-still-missed", students = names.join(", ")));
    }
    lines
}

/// The table of students: attempts, first and best scores.
fn write_students(quiz: &QuizSummary, lang: Lang, out: &mut dyn Write) -> std::io::Result<()> {
    let headers = words(
        lang,
        &[
            "stats-col-student",
            "stats-col-attempts",
            "stats-col-first",
            "stats-col-best",
        ],
    );
    let rows: Vec<Vec<String>> = quiz
        .students
        .iter()
        .map(|student| {
            vec![
                cut(&student.student),
                student.attempts.to_string(),
                percent(lang, student.first_percent, 0),
                percent(lang, student.best_percent, 0),
            ]
        })
        .collect();
    write_table(out, "  ", &headers, &rows, &[])
}

/// The histogram of first-attempt scores, a bar of blocks a student.
fn write_histogram(quiz: &QuizSummary, lang: Lang, out: &mut dyn Write) -> std::io::Result<()> {
    writeln!(out, "  {}", t!(lang, "stats-histogram-heading"))?;
    for bar in &quiz.histogram {
        // Bars hold whole percentages up to the next bar's start; the
        // last one holds 100 % too.
        let to = if bar.to_percent == 100 {
            100
        } else {
            bar.to_percent - 1
        };
        let label = format!("{}–{to}\u{a0}%", bar.from_percent);
        let row = format!(
            "  {label:>9} {:>2} {}",
            bar.students,
            "█".repeat(bar.students)
        );
        writeln!(out, "{}", row.trim_end())?;
    }
    Ok(())
}

fn write_gain(gain: &Gain, lang: Lang, out: &mut dyn Write) -> std::io::Result<()> {
    let heading = if gain.pre_quiz == gain.post_quiz {
        t!(lang, "stats-gain-one-quiz", quiz = cut(&gain.pre_quiz))
    } else {
        t!(
            lang,
            "stats-gain-two-quizzes",
            pre = cut(&gain.pre_quiz),
            post = cut(&gain.post_quiz)
        )
    };
    writeln!(out, "{heading}")?;
    let headers = words(
        lang,
        &[
            "stats-col-student",
            "stats-col-pre",
            "stats-col-post",
            "stats-col-gain",
        ],
    );
    let mut rows = Vec::new();
    let mut after = Vec::new();
    for student in &gain.students {
        rows.push(vec![
            cut(&student.student),
            percent(lang, student.pre, 0),
            percent(lang, student.post, 0),
            fixed(lang, student.g, 2),
        ]);
        let why = match (student.pre, student.post) {
            (Some(pre), Some(_)) if pre >= 100.0 => Some(t!(lang, "stats-gain-undefined")),
            (Some(_), None) => Some(t!(lang, "stats-gain-no-post")),
            (None, _) => Some(t!(lang, "stats-gain-no-pre")),
            (Some(_), Some(_)) => None,
        };
        after.push(why.into_iter().collect());
    }
    write_table(out, "  ", &headers, &rows, &after)?;
    writeln!(
        out,
        "  {}",
        t!(
            lang,
            "stats-gain-class",
            class_g = fixed(lang, gain.class_g, 2),
            mean_g = fixed(lang, gain.mean_g, 2),
            n = gain.n,
            pre = percent(lang, gain.mean_pre, 1),
            post = percent(lang, gain.mean_post, 1)
        )
    )?;
    writeln!(out)
}

/// The summary with every string from the files made printable.
fn printable_summary(summary: &ClassSummary) -> ClassSummary {
    let mut safe = summary.clone();
    for quiz in &mut safe.quizzes {
        quiz.quiz_id = line(&quiz.quiz_id);
        quiz.title = quiz.title.as_deref().map(line);
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
            for response in &mut question.responses {
                response.answer = line(&response.answer);
            }
            for name in &mut question.still_missing {
                *name = line(name);
            }
        }
        for student in &mut quiz.students {
            student.student = line(&student.student);
        }
        for row in &mut quiz.grid {
            row.student = line(&row.student);
        }
    }
    if let Some(gain) = &mut safe.gain {
        gain.pre_quiz = line(&gain.pre_quiz);
        gain.post_quiz = line(&gain.post_quiz);
        for student in &mut gain.students {
            student.student = line(&student.student);
        }
    }
    safe
}
