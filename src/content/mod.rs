//! Lessons and quizzes: the formats, loading (shipped content compiled in,
//! an instructor's folder on top), and the checks behind `bloomlab check`.
//!
//! One file is parsed and validated here ([`parse_document`]); reading
//! files and folders is in `files`, the checks across files in `check`
//! (the two languages of a lesson or quiz in `pairs`, what a lesson
//! teaches when in `teaching`), and what a session can open in `catalog`.

mod catalog;
mod check;
pub(crate) mod expression;
mod files;
pub mod formulas;
pub(crate) mod glossary;
pub(crate) mod inline;
pub mod lesson;
pub mod limits;
pub mod moodle;
mod pairs;
pub(crate) mod quiz;
pub mod scene;
mod teaching;

pub mod translation;
mod validation;
pub mod yaml;

use serde::Deserialize;
use serde::de::IgnoredAny;

pub use catalog::Catalog;
pub use check::check_paths;
pub use files::content_files;
pub use files::load_file;
pub(crate) use lesson::{Lesson, StepScene};
pub use quiz::{Answer, ParamRange, QuestionKind, QuestionType, Quiz, Tolerance};
pub(crate) use quiz::{Grade, Question};
pub use teaching::shipped_glossary_problems;
pub(crate) use teaching::{experiment_line, hashing_name};
pub(crate) use validation::Issue;
pub use yaml::ContentError;
pub use yaml::Source;

use crate::i18n::Message;
use crate::lang::Lang;
use crate::msg;

mod embedded {
    include!(concat!(env!("OUT_DIR"), "/embedded.rs"));
}

/// The shipped files, as compiled in: (path, text).
pub fn shipped_files() -> &'static [(&'static str, &'static str)] {
    embedded::FILES
}

/// A parsed and validated content file.
#[derive(Clone, Debug, PartialEq)]
pub enum Document {
    Lesson(LoadedLesson),
    Quiz(LoadedQuiz),
}

#[derive(Clone, Debug, PartialEq)]
pub struct LoadedLesson {
    /// Where it came from: a path, or `(built in) lessons/…`.
    pub(crate) origin: String,
    pub lesson: Lesson,
    /// Each step's scene worked out (None for steps without one).
    pub scenes: Vec<Option<StepScene>>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct LoadedQuiz {
    pub origin: String,
    pub quiz: Quiz,
}

impl Document {
    pub fn id(&self) -> &str {
        match self {
            Document::Lesson(l) => &l.lesson.id,
            Document::Quiz(q) => &q.quiz.id,
        }
    }

    pub(crate) fn lang(&self) -> Lang {
        match self {
            Document::Lesson(l) => l.lesson.lang,
            Document::Quiz(q) => q.quiz.lang,
        }
    }

    pub fn kind(&self) -> &'static str {
        match self {
            Document::Lesson(_) => "lesson",
            Document::Quiz(_) => "quiz",
        }
    }
}

/// Just enough of a file to tell a lesson from a quiz.
#[derive(Deserialize)]
struct Probe {
    #[serde(default)]
    steps: Option<IgnoredAny>,
    #[serde(default)]
    questions: Option<IgnoredAny>,
}

/// What a lesson and a quiz look like, for a file that is neither.
fn shape_hint() -> Message {
    msg!("check-shape-hint")
}

/// A language's name, in the language of the message that holds it.
pub(crate) fn lang_name(lang: Lang) -> Message {
    match lang {
        Lang::En => msg!("check-lang-english"),
        Lang::Es => msg!("check-lang-spanish"),
    }
}

/// Parse and validate one file's text.
pub fn parse_document(source: &Source) -> Result<Document, Vec<ContentError>> {
    if source.is_blank() {
        return Err(vec![ContentError::at(
            &source.name,
            1,
            1,
            msg!("check-file-empty", shape = shape_hint()),
        )]);
    }
    let probe: Probe = source.parse().map_err(|mut err| {
        if err.message.to_string().contains("expected struct Probe") {
            err.message = msg!("check-top-not-mapping", shape = shape_hint());
        }
        vec![err]
    })?;
    let locations = source.locate().map_err(|err| vec![err])?;
    let to_errors = |issues: Vec<Issue>| -> Vec<ContentError> {
        let mut errors: Vec<ContentError> = issues
            .into_iter()
            .map(|issue| {
                let mut error = locations.error(&issue.path, issue.message);
                if let Some(piece) = &issue.within {
                    point_within(&source.text, &mut error, piece, issue.occurrence);
                }
                error
            })
            .collect();
        errors.sort_by_key(|e| (e.line, e.column));
        errors
    };
    match (probe.steps.is_some(), probe.questions.is_some()) {
        (true, false) => {
            let mut lesson: Lesson = source.parse().map_err(|err| vec![err])?;
            let inline_issues = inline::expand_lesson(&mut lesson);
            let scenes = with_issues(lesson.validate(), inline_issues).map_err(to_errors)?;
            Ok(Document::Lesson(LoadedLesson {
                origin: source.name.clone(),
                lesson,
                scenes,
            }))
        }
        (false, true) => {
            let mut written: quiz::RawQuiz = source.parse().map_err(|err| vec![err])?;
            let inline_issues = inline::expand_quiz(&mut written);
            let quiz = with_issues(written.validate(), inline_issues).map_err(to_errors)?;
            Ok(Document::Quiz(LoadedQuiz {
                origin: source.name.clone(),
                quiz,
            }))
        }
        (true, true) => Err(vec![ContentError::at(
            &source.name,
            1,
            1,
            msg!("check-both-steps-and-questions"),
        )]),
        (false, false) if glossary::is_glossary(source) => Err(vec![ContentError::at(
            &source.name,
            1,
            1,
            msg!("check-glossary-not-document"),
        )]),
        (false, false) => Err(vec![ContentError::at(
            &source.name,
            1,
            1,
            msg!("check-neither-steps-nor-questions", shape = shape_hint()),
        )]),
    }
}

/// A check's result with `more` issues found before it: all of them, or
/// the result when there are none.
fn with_issues<T>(result: Result<T, Vec<Issue>>, mut more: Vec<Issue>) -> Result<T, Vec<Issue>> {
    match result {
        Ok(value) if more.is_empty() => Ok(value),
        Ok(_) => Err(more),
        Err(mut issues) => {
            more.append(&mut issues);
            Err(more)
        }
    }
}

/// Move `error` from the start of a value to `piece` inside it: its place
/// number `occurrence` (0: the first) in the file's text from there on,
/// looked for over a stretch as long as the longest text allowed (a block
/// text's lines are indented, so a little longer), and not moved when it
/// is not found there.
fn point_within(text: &str, error: &mut ContentError, piece: &str, occurrence: usize) {
    let Some(line_start) = text
        .split_inclusive('\n')
        .take(error.line.saturating_sub(1))
        .map(str::len)
        .reduce(|a, b| a + b)
        .or((error.line == 1).then_some(0))
    else {
        return;
    };
    let Some(start) = text[line_start..]
        .char_indices()
        .nth(error.column.saturating_sub(1))
        .map(|(offset, _)| line_start + offset)
    else {
        return;
    };
    let stretch: String = text[start..]
        .chars()
        .take(2 * limits::MAX_TEXT_CHARS)
        .collect();
    let Some((found, _)) = stretch.match_indices(piece).nth(occurrence) else {
        return;
    };
    let before = &text[..start + found];
    error.line = before.matches('\n').count() + 1;
    error.column = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
}
