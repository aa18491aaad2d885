//! Opening the terminal app: `bloomlab`, `bloomlab lesson [ID|FILE]`,
//! `bloomlab quiz [ID|FILE]`.

use std::io::IsTerminal;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use bloomlab::content::{self, Catalog, Document};
use bloomlab::lang::Lang;
use bloomlab::records::{self, Store};
use bloomlab::tui::{self, Start};
use bloomlab::untrusted::printable_line;

use super::wrap::{error_line, fitted_here, fitted_notice};

#[derive(clap::Args, Debug)]
pub(super) struct OpenArgs {
    #[arg(value_name = "ID|FILE")]
    target: Option<String>,
}

impl OpenArgs {
    pub(super) fn target(&self) -> Option<&str> {
        self.target.as_deref()
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum What {
    Home,
    Lesson,
    Quiz,
}

/// What every interactive session is opened with.
pub(super) struct Session {
    pub lang: Lang,
    pub content: Option<PathBuf>,
    pub data_dir: Option<PathBuf>,
    pub no_save: bool,
    /// The name saved with each attempt.
    pub student: Option<String>,
}

pub(super) fn run(what: What, target: Option<&str>, session: &Session) -> ExitCode {
    let lang = session.lang;
    let (catalog, content_errors) = Catalog::with_extra(session.content.as_deref());
    let start = match resolve(what, target, lang, &catalog) {
        Ok(start) => start,
        Err(message) => {
            // An id not found may be in a file of --content that failed to
            // load: which files and why first, as the home screen and
            // `check` say it, then the id (reader 42, es 6.4, en 4.15).
            let by_id = target.is_some_and(|target| !is_file_target(Path::new(target)));
            if by_id && !content_errors.is_empty() {
                eprintln!(
                    "{}",
                    fitted_here(&bloomlab::t!(lang, "home-content-errors"))
                );
                for error in &content_errors {
                    let error = printable_line(&error.in_lang(lang)).into_owned();
                    eprintln!("{}", fitted_here(&error));
                }
            }
            // Made printable where it was built; once more here, so no
            // future message can forget.
            let shown = bloomlab::untrusted::printable_text(&message);
            eprintln!("{}", fitted_notice(&shown));
            return ExitCode::from(if message.starts_with("error:") { 2 } else { 1 });
        }
    };
    if !std::io::stdout().is_terminal() || !std::io::stdin().is_terminal() {
        eprintln!(
            "{}",
            error_line(&bloomlab::t!(lang, "cli-open-needs-terminal"))
        );
        return ExitCode::from(1);
    }
    let preview = target.is_some_and(|target| is_file_target(Path::new(target)));
    let mut store = open_store(session, preview);
    store.set_student(session.student.clone());
    let ended = tui::run(lang, catalog, content_errors, store, start).and_then(|ended| {
        // Results that could not be saved: one line naming the file, what
        // was not saved and where it went, and exit status 1.
        if let Some(line) = &ended.not_saved {
            eprintln!("{}", fitted_notice(&printable_line(line)));
        }
        ended.terminal.map(|()| ended.not_saved.is_none())
    });
    match ended {
        // Stopped from outside (kill, a closed terminal): saved and
        // restored like a quit, and the exit status says which signal, as
        // a shell expects (130 for SIGINT).
        Ok(saved) => match tui::stopped_by_signal() {
            Some(signal) => ExitCode::from(u8::try_from(128 + signal).unwrap_or(1)),
            None if saved => ExitCode::SUCCESS,
            None => ExitCode::FAILURE,
        },
        Err(err) => {
            eprintln!(
                "{}",
                error_line(&bloomlab::t!(
                    lang,
                    "cli-open-terminal-failed",
                    problem = printable_line(&err.to_string()).into_owned()
                ))
            );
            ExitCode::FAILURE
        }
    }
}

/// Where the session's results go. A file opened by path is the author's
/// preview: the author's own records are left alone, and a notice on the
/// first screen says so.
fn open_store(session: &Session, preview: bool) -> Store {
    let lang = session.lang;
    let mut store = match (
        session.no_save || preview,
        records::data_dir(session.data_dir.as_deref()),
    ) {
        (false, Some(dir)) => Store::open_in(&dir, lang),
        (false, None) => {
            let mut store = Store::in_memory();
            store
                .notices
                .push(bloomlab::t!(lang, "words-session-no-data-folder"));
            store
        }
        (true, _) => Store::in_memory(),
    };
    if preview {
        store
            .notices
            .push(bloomlab::t!(lang, "words-session-preview"));
    }
    store
}

/// Turn `ID|FILE` into what to open, or a message for the user. The
/// target, ids and file problems in the message are made printable: they
/// come from the command line and from files.
fn resolve(
    what: What,
    target: Option<&str>,
    lang: Lang,
    catalog: &Catalog,
) -> Result<Start, String> {
    let Some(target) = target else {
        return Ok(match what {
            What::Home => Start::Home,
            What::Lesson => Start::Lesson(None),
            What::Quiz => Start::Quiz(None),
        });
    };
    let path = PathBuf::from(target);
    if is_file_target(&path) {
        return match content::load_file(&path) {
            Ok(Document::Lesson(lesson)) if what == What::Lesson => Ok(Start::Lesson(Some(lesson))),
            Ok(Document::Quiz(quiz)) if what == What::Quiz => Ok(Start::Quiz(Some(quiz))),
            Ok(document) => {
                let target = printable_line(target);
                Err(bloomlab::t!(
                    lang,
                    "cli-open-other-kind",
                    target = target.into_owned(),
                    kind = document.kind()
                ))
            }
            Err(errors) => Err(errors
                .iter()
                .map(|error| printable_line(&error.in_lang(lang)).into_owned())
                .collect::<Vec<_>>()
                .join("\n")),
        };
    }
    match what {
        What::Lesson => catalog
            .lesson(target, lang)
            .map(|l| Start::Lesson(Some(l.clone())))
            .ok_or_else(|| {
                unknown(
                    What::Lesson,
                    target,
                    catalog
                        .lessons_in(lang)
                        .iter()
                        .map(|l| l.lesson.id.as_str()),
                    lang,
                )
            }),
        What::Quiz => catalog
            .quiz(target, lang)
            .map(|q| Start::Quiz(Some(q.clone())))
            .ok_or_else(|| {
                unknown(
                    What::Quiz,
                    target,
                    catalog.quizzes_in(lang).iter().map(|q| q.quiz.id.as_str()),
                    lang,
                )
            }),
        What::Home => Ok(Start::Home),
    }
}

/// Whether `ID|FILE` names a file. Anything there that is not a folder is
/// read as a file, so a pipe or a device gets "not a regular file" rather
/// than "no such id".
fn is_file_target(path: &Path) -> bool {
    std::fs::metadata(path).is_ok_and(|m| !m.is_dir())
}

/// No lesson or quiz `target`: the message, with the ids there are.
fn unknown<'a>(what: What, target: &str, ids: impl Iterator<Item = &'a str>, lang: Lang) -> String {
    let ids: Vec<_> = ids.map(printable_line).collect();
    let ids = if ids.is_empty() {
        bloomlab::t!(lang, "cli-open-none")
    } else {
        ids.join(", ")
    };
    let target = printable_line(target).into_owned();
    match what {
        What::Lesson => bloomlab::t!(lang, "cli-open-unknown-lesson", target = target, ids = ids),
        What::Quiz | What::Home => {
            bloomlab::t!(lang, "cli-open-unknown-quiz", target = target, ids = ids)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn session(data_dir: &Path) -> Session {
        Session {
            lang: Lang::En,
            content: None,
            data_dir: Some(data_dir.to_path_buf()),
            no_save: false,
            student: None,
        }
    }

    /// `bloomlab quiz FILE` is the author's preview: the author's records
    /// folder is not touched, and the first screen says so. An id opens
    /// the quiz as a student takes it, saved.
    #[test]
    fn a_preview_saves_nothing_and_says_so() {
        let dir = tempfile::tempdir().unwrap();
        let data = dir.path().join("data");
        let file = dir.path().join("mine.en.yaml");
        std::fs::write(&file, "id: x").unwrap();
        assert!(is_file_target(&file));
        assert!(
            !is_file_target(dir.path()),
            "a folder is not a file to preview"
        );
        assert!(!is_file_target(Path::new("bloom-self-check")), "an id");

        let mut preview = open_store(&session(&data), true);
        assert_eq!(
            preview.notices,
            ["Preview: nothing you do here is saved to your results."]
        );
        preview.record_attempt(records::QuizAttempt::default());
        preview.flush();
        assert!(!data.exists(), "nothing written");

        let mut taken = open_store(&session(&data), false);
        assert!(taken.notices.is_empty());
        taken.record_attempt(records::QuizAttempt::default());
        assert!(data.join(records::FILE_NAME).exists());
    }
}
