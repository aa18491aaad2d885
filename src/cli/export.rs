//! `bloomlab export QUIZ --format moodle-xml`: a quiz as Moodle XML, in
//! the language chosen (`--lang`), for Moodle's question bank (see
//! `bloomlab::content::moodle`). What Moodle cannot express exactly is
//! listed on stderr, one line per question, with the reason.

use std::io::Write;
use std::path::{Path, PathBuf};

use bloomlab::content::{Catalog, Document, Quiz, load_file, moodle};
use bloomlab::lang::Lang;
use bloomlab::t;
use bloomlab::untrusted::printable_line;

use super::CliError;
use super::width::available;
use super::wrap::{fitted_after, fitted_here};

#[derive(clap::Args, Debug)]
pub(super) struct ExportArgs {
    #[arg(value_name = "QUIZ")]
    quiz: String,
    #[arg(long, value_enum)]
    format: ExportFormat,
    #[arg(long, value_name = "PATH")]
    out: Option<PathBuf>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub(super) enum ExportFormat {
    MoodleXml,
}

pub(super) fn run(
    args: &ExportArgs,
    lang: Lang,
    content: Option<&Path>,
    out: &mut dyn Write,
) -> Result<(), CliError> {
    let shown = |text: &str| printable_line(text).into_owned();
    let quiz = find_quiz(&args.quiz, lang, content)?;
    // Where the file goes, checked before anything is said.
    let target = match &args.out {
        Some(path) => Some(out_file(path, &quiz, lang)?),
        None => None,
    };
    if quiz.lang != lang {
        eprintln!(
            "{}",
            fitted_here(&shown(&t!(
                lang,
                "stats-export-other-language",
                quiz = quiz.id.clone(),
                lang = quiz.lang.code()
            )))
        );
    }
    let ExportFormat::MoodleXml = args.format;
    let export = moodle::to_moodle_xml(&quiz);
    // One note a question, its later lines indented under the question's
    // id, fitted to the width (reader 44: lines of 300 characters).
    for (question, note) in &export.notes {
        let line = format!("{}: {}", shown(question), shown(note));
        eprintln!("{}", fitted_after(&line, 0, available(), 2));
    }
    match &target {
        None => out.write_all(export.xml.as_bytes())?,
        Some(file) => {
            bloomlab::records::write_whole(file, export.xml.as_bytes()).map_err(|err| {
                CliError::Failed(t!(
                    lang,
                    "cli-export-cannot-write",
                    file = shown(&file.display().to_string()),
                    problem = err.to_string()
                ))
            })?;
            eprintln!(
                "{}",
                fitted_here(&shown(&t!(
                    lang,
                    "stats-export-written",
                    questions = quiz.questions.len(),
                    file = file.display().to_string()
                )))
            );
        }
    }
    Ok(())
}

/// The file `--out PATH` names: PATH itself, or, where PATH is a folder,
/// `QUIZ.LANG.moodle.xml` in it (reader 44: a folder gave «could not
/// write …: Is a directory»).
fn out_file(path: &Path, quiz: &Quiz, lang: Lang) -> Result<PathBuf, CliError> {
    out_path(path, lang, || {
        // A quiz file's id is outside text: only plain characters in a
        // file name.
        let id: String = quiz
            .id
            .chars()
            .map(|c| {
                if c.is_alphanumeric() || c == '_' {
                    c
                } else {
                    '-'
                }
            })
            .collect();
        format!("{id}.{}.moodle.xml", quiz.lang.code())
    })
}

/// The file a command's `--out PATH` names: PATH itself, or the file
/// `in_folder` names inside PATH where PATH is a folder. A PATH whose
/// folder does not exist (or that ends in `/` and is no folder) is bad
/// input, named with its flag (reader 46: `submit --out x/sub/` wrote a
/// file named `sub`).
pub(super) fn out_path(
    path: &Path,
    lang: Lang,
    in_folder: impl FnOnce() -> String,
) -> Result<PathBuf, CliError> {
    if path.is_dir() {
        return Ok(path.join(in_folder()));
    }
    let names_folder = path.as_os_str().to_string_lossy().ends_with(['/', '\\']);
    let folder = match path.parent() {
        Some(parent) if !parent.as_os_str().is_empty() => parent,
        _ => Path::new("."),
    };
    if names_folder || !folder.is_dir() {
        let folder = if names_folder { path } else { folder };
        return Err(CliError::BadInput(t!(
            lang,
            "cli-export-out-no-folder",
            path = printable_line(&path.display().to_string()).into_owned(),
            folder = printable_line(&folder.display().to_string()).into_owned()
        )));
    }
    Ok(path.to_owned())
}

/// The quiz QUIZ names: a quiz file when there is a file of that name,
/// else a quiz id, built in or from `content`, in `lang` (else the other
/// language).
fn find_quiz(target: &str, lang: Lang, content: Option<&Path>) -> Result<Quiz, CliError> {
    let shown = |text: &str| printable_line(text).into_owned();
    let path = Path::new(target);
    if path.is_file() {
        return match load_file(path) {
            Ok(Document::Quiz(loaded)) => Ok(loaded.quiz),
            Ok(Document::Lesson(_)) => Err(CliError::BadInput(t!(
                lang,
                "cli-export-lesson-not-quiz",
                file = shown(target)
            ))),
            Err(errors) => {
                let first = errors.first().map(|e| e.in_lang(lang)).unwrap_or_default();
                Err(CliError::BadInput(t!(
                    lang,
                    "cli-export-file-problems",
                    file = shown(target),
                    problem = first
                )))
            }
        };
    }
    let (catalog, _) = Catalog::with_extra(content);
    match catalog.quiz(target, lang) {
        Some(loaded) => Ok(loaded.quiz.clone()),
        None => {
            let ids: Vec<String> = catalog
                .quizzes_in(lang)
                .iter()
                .map(|q| q.quiz.id.clone())
                .collect();
            Err(CliError::BadInput(t!(
                lang,
                "cli-export-no-quiz",
                quiz = shown(target),
                ids = ids.join(", ")
            )))
        }
    }
}
