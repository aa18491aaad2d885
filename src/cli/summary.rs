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
use bloomlab::records::summary::{self, ClassSummary, Counted};
use bloomlab::{msg, t};

use super::results::{StudentRecords, line};
use super::{CliError, Format, write_json};

mod text;

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
        Format::Text => text::write_text(&printable_summary(&summary), lang, class.len(), out)?,
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
