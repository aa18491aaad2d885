//! `bloomlab submit`: the student's results as one file to hand in,
//! named after the student and the date (see
//! `bloomlab::records::Submission`).

use std::collections::BTreeMap;
use std::io::Write;
use std::path::{Path, PathBuf};

use bloomlab::content::Catalog;
use bloomlab::lang::Lang;
use bloomlab::records::{self, AttemptKind, ContentEntry, Records, Store, Submission};
use bloomlab::untrusted::printable_line;

use super::CliError;
use super::export::out_path;

#[derive(clap::Args, Debug)]
pub(super) struct SubmitArgs {
    #[arg(long, value_name = "FILE")]
    out: Option<PathBuf>,
}

/// What `submit` needs from the command line besides its own flags.
pub(super) struct SubmitFrom<'a> {
    pub lang: Lang,
    pub data_dir: Option<&'a Path>,
    pub content: Option<&'a Path>,
    pub student: Option<String>,
}

pub(super) fn run(
    args: &SubmitArgs,
    from: &SubmitFrom,
    out: &mut dyn Write,
) -> Result<(), CliError> {
    let lang = from.lang;
    let records = read_own_records(from)?;
    // The name given now, else the one the attempts were saved with.
    let student = from
        .student
        .clone()
        .or_else(|| {
            records
                .attempts
                .iter()
                .rev()
                .find_map(|a| a.student.clone())
        })
        .ok_or_else(|| CliError::BadInput(bloomlab::t!(lang, "class-submit-no-name")))?;
    let now = records::now();
    let name = records::submission_name(&student, now);
    let path = match &args.out {
        Some(out) => out_path(out, lang, || name)?,
        None => PathBuf::from(&name),
    };
    let submission = Submission {
        format: records::SUBMISSION_FORMAT.to_owned(),
        format_version: records::SUBMISSION_VERSION,
        student,
        submitted_at: records::format_time_utc(now),
        app_version: env!("CARGO_PKG_VERSION").to_owned(),
        content: content_hashes(from.content),
        records,
    };
    records::write_submission(&path, &submission).map_err(|err| {
        CliError::Failed(bloomlab::t!(
            lang,
            "class-submit-cannot-write",
            path = shown(&path),
            problem = err.to_string()
        ))
    })?;
    say_written(&submission, path, lang, out)
}

/// A path as the messages show it: on one line, printable.
fn shown(path: &Path) -> String {
    printable_line(&path.display().to_string()).into_owned()
}

/// The student's own records, from their data folder: an error when
/// there is nothing to hand in.
fn read_own_records(from: &SubmitFrom) -> Result<Records, CliError> {
    let lang = from.lang;
    let dir = records::data_dir(from.data_dir)
        .ok_or_else(|| CliError::Failed(bloomlab::t!(lang, "class-submit-no-data-dir")))?;
    if !dir.exists() {
        return Err(CliError::BadInput(bloomlab::t!(
            lang,
            "class-submit-nothing",
            dir = shown(&dir)
        )));
    }
    let records = Store::read(&dir).map_err(|problem| CliError::Failed(problem.in_lang(lang)))?;
    if records.attempts.is_empty() && records.lessons.is_empty() {
        return Err(CliError::BadInput(bloomlab::t!(
            lang,
            "class-submit-nothing",
            dir = shown(&dir)
        )));
    }
    Ok(records)
}

/// The line that says where the file went, for whom, and what it holds.
fn say_written(
    submission: &Submission,
    path: PathBuf,
    lang: Lang,
    out: &mut dyn Write,
) -> Result<(), CliError> {
    // An unfinished attempt taken up again is counted in the one that
    // finished it (the file keeps both). Quiz attempts, retries, reviews,
    // unfinished attempts and exercise gradings are counted apart: «6
    // intentos de autoevaluación (0 sin terminar)» counted 3 gradings and
    // a review as quiz attempts (reader 40, es 5.4), and «3 reviews of
    // missed questions» counted two retries after the quiz with one
    // review from My results (reader 42, en 4.13). Each is counted as My
    // results and `results` mark it.
    let attempts = records::standing_attempts(&submission.records.attempts);
    let kinds: Vec<AttemptKind> = attempts
        .iter()
        .map(|attempt| {
            let full = records::full_length(
                attempts
                    .iter()
                    .copied()
                    .filter(|other| other.quiz_id == attempt.quiz_id),
            );
            records::shown_kind(attempt, full)
        })
        .collect();
    let of_kind = |kind: AttemptKind| kinds.iter().filter(|k| **k == kind).count();
    let whole = of_kind(AttemptKind::Whole);
    let retries = of_kind(AttemptKind::Retry);
    let reviews = of_kind(AttemptKind::Review);
    let unfinished = of_kind(AttemptKind::Unfinished);
    let exercises = of_kind(AttemptKind::Exercise);
    let absolute = std::path::absolute(&path).unwrap_or(path);
    writeln!(
        out,
        "{}",
        super::wrap::fitted_here(&bloomlab::t!(
            lang,
            "class-submit-wrote",
            path = shown(&absolute),
            student = printable_line(&submission.student).into_owned(),
            whole = whole,
            retries = retries,
            reviews = reviews,
            unfinished = unfinished,
            exercises = exercises,
            lessons = submission.records.lessons.len()
        ))
    )?;
    Ok(())
}

/// Every quiz this bloomlab has, in each language, with its content hash.
fn content_hashes(content: Option<&Path>) -> Vec<ContentEntry> {
    let (catalog, _) = Catalog::with_extra(content);
    let mut entries = BTreeMap::new();
    for lang in Lang::ALL {
        for loaded in catalog.quizzes_in(lang) {
            let quiz = &loaded.quiz;
            entries
                .entry((quiz.id.clone(), quiz.lang.code()))
                .or_insert_with(|| ContentEntry {
                    quiz_id: quiz.id.clone(),
                    lang: quiz.lang.code().to_owned(),
                    title: quiz.title.clone(),
                    content_hash: records::content_hash(quiz),
                });
        }
    }
    entries.into_values().collect()
}
