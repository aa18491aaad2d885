//! `bloomlab check` over files and folders: each file on its own, then
//! what only shows across files (an id given twice, shipped content
//! replaced, a lesson's `quiz` and `requires`, the two languages of a
//! lesson or quiz, the glossaries' terms).

use std::collections::{BTreeMap, HashMap, HashSet};
use std::path::{Path, PathBuf};

use serde::Deserialize;
use serde::de::IgnoredAny;

use super::files::{Loaded, content_files, load_any};
use super::glossary::Glossary;
use super::yaml::{self, ContentError, Source};
use super::{Document, lang_name, pairs, point_within, shipped_files, teaching};
use crate::i18n::Message;
use crate::lang::Lang;
use crate::msg;

/// The outcome of checking some paths: per file, its document kind or its
/// problems. Files that repeat an id and language get an error too, and so
/// do a lesson's or quiz's two languages when their structures differ.
#[derive(Debug, Default)]
pub struct CheckReport {
    pub files: Vec<(String, Result<&'static str, Vec<ContentError>>)>,
    /// Paths that gave no file to check (missing, unreadable, empty folder).
    pub paths: Vec<ContentError>,
    /// Worth knowing, not wrong: a lesson or quiz in one language only.
    pub warnings: Vec<ContentError>,
}

impl CheckReport {
    pub fn errors(&self) -> impl Iterator<Item = &ContentError> {
        self.paths.iter().chain(
            self.files
                .iter()
                .filter_map(|(_, r)| r.as_ref().err())
                .flatten(),
        )
    }

    pub fn is_valid(&self) -> bool {
        self.errors().next().is_none() && !self.files.is_empty()
    }
}

/// Check files and folders as `bloomlab check` does.
pub fn check_paths(paths: &[PathBuf]) -> CheckReport {
    check_documents(paths).0
}

/// The report, and each document that parsed with its index in
/// `report.files` (whose entry may still hold an error found across
/// files, such as a mismatched pair).
pub(super) fn check_documents(paths: &[PathBuf]) -> (CheckReport, Vec<(usize, PathBuf, Document)>) {
    let mut report = CheckReport::default();
    let mut seen: BTreeMap<(String, &'static str, Lang), String> = BTreeMap::new();
    // Valid documents, with their index in `report.files`.
    let mut documents: Vec<(usize, PathBuf, Document)> = Vec::new();
    let mut visited = HashSet::new();
    let mut glossaries: Vec<(usize, PathBuf, Glossary)> = Vec::new();
    for path in paths {
        let (files, mut problems) = content_files(path);
        if files.is_empty() && problems.is_empty() {
            problems.push(ContentError::whole(
                &path.display().to_string(),
                msg!("check-no-yaml-files"),
            ));
        }
        report.paths.append(&mut problems);
        for file in files {
            let name = file.display().to_string();
            // The same file reached twice (a folder and a file in it) is
            // checked once.
            let canonical = file.canonicalize().unwrap_or_else(|_| file.clone());
            if !visited.insert(canonical) {
                continue;
            }
            let loaded = match load_any(&file) {
                Ok(Loaded::Glossary(glossary)) => {
                    glossaries.push((report.files.len(), file, glossary));
                    report.files.push((name, Ok("glossary")));
                    continue;
                }
                Ok(Loaded::Document(document)) => Ok(document),
                Err(errors) => Err(errors),
            };
            let result = loaded.and_then(|document| {
                let key = (document.id().to_owned(), document.kind(), document.lang());
                match seen.insert(key, name.clone()) {
                    Some(first) => Err(vec![ContentError::at(
                        &name,
                        1,
                        1,
                        msg!(
                            "check-defined-twice",
                            kind = document.kind(),
                            id = document.id(),
                            lang = document.lang().code(),
                            first = first
                        ),
                    )]),
                    None => Ok(document),
                }
            });
            match result {
                Ok(document) => {
                    documents.push((report.files.len(), file, document.clone()));
                    report.files.push((name, Ok(document.kind())));
                }
                Err(errors) => report.files.push((name, Err(errors))),
            }
        }
    }
    let shipped = shipped_index();
    pairs::compare_languages(&mut report, &documents, &shipped);
    compare_with_shipped(&mut report, &documents, &shipped);
    let lessons = teaching::LessonIndex::new(&documents);
    teaching::check_requires(&mut report, &documents, &lessons);
    check_quiz_links(&mut report, &documents, &shipped);
    teaching::check_taught(&mut report, &glossaries, &lessons);
    let merged = teaching::merged_glossaries(&glossaries);
    teaching::term_warnings(&mut report, &documents, &merged, &lessons);
    teaching::answer_warnings(&mut report, &documents);
    (report, documents)
}

/// The problem `message` at `node` of the file at `path`, located in the
/// file's text (the whole file when it cannot be read again).
pub(super) fn error_at(path: &Path, node: &yaml::NodePath, message: Message) -> ContentError {
    located(path, node, None, message)
}

/// `message` at `node` of the file at `path`, or within it at the
/// `occurrence`-th place of a piece of its text (`within`).
pub(super) fn located(
    path: &Path,
    node: &yaml::NodePath,
    within: Option<(&str, usize)>,
    message: Message,
) -> ContentError {
    let Ok(source) = Source::read(path) else {
        return ContentError::whole(&path.display().to_string(), message);
    };
    match source.locate() {
        Ok(locations) => {
            let mut error = locations.error(node, message);
            if let Some((piece, occurrence)) = within {
                point_within(&source.text, &mut error, piece, occurrence);
            }
            error
        }
        Err(_) => ContentError::whole(&path.display().to_string(), message),
    }
}

/// Record `error` against the file at `index` of the report.
pub(super) fn add_error(report: &mut CheckReport, index: usize, error: ContentError) {
    let entry = &mut report.files[index].1;
    match entry {
        Ok(_) => *entry = Err(vec![error]),
        Err(errors) => errors.push(error),
    }
}

/// The shipped documents by kind, id and language: the file's path and text.
pub(super) type ShippedIndex = HashMap<(&'static str, String, Lang), (&'static str, &'static str)>;

/// Enough of a shipped file to know what it holds, without checking it
/// again (the shipped files' validity is a test of this crate).
#[derive(Deserialize)]
struct Identity {
    id: String,
    lang: Lang,
    #[serde(default)]
    steps: Option<IgnoredAny>,
}

fn shipped_index() -> ShippedIndex {
    shipped_files()
        .iter()
        .filter_map(|&(path, text)| {
            let identity: Identity = serde_yaml::from_str(text).ok()?;
            let kind = if identity.steps.is_some() {
                "lesson"
            } else {
                "quiz"
            };
            Some(((kind, identity.id, identity.lang), (path, text)))
        })
        .collect()
}

/// A checked file that replaces shipped content (same kind, id and
/// language, other text) is worth a warning; replacing it in one
/// language only is an error, since students of the other language would
/// still get the shipped version, which may tell another story.
fn compare_with_shipped(
    report: &mut CheckReport,
    documents: &[(usize, PathBuf, Document)],
    shipped: &ShippedIndex,
) {
    let checked: HashSet<(&'static str, &str, Lang)> = documents
        .iter()
        .map(|(_, _, d)| (d.kind(), d.id(), d.lang()))
        .collect();
    for (index, path, document) in documents {
        let (kind, id, lang) = (document.kind(), document.id(), document.lang());
        let Some(&(shipped_path, shipped_text)) = shipped.get(&(kind, id.to_owned(), lang)) else {
            continue;
        };
        let is_the_shipped_file = std::fs::read(path).is_ok_and(|bytes| {
            bytes.strip_prefix("\u{feff}".as_bytes()).unwrap_or(&bytes) == shipped_text.as_bytes()
        });
        if is_the_shipped_file {
            continue;
        }
        let other = lang.other();
        let shipped_in_other = shipped.contains_key(&(kind, id.to_owned(), other));
        if shipped_in_other && !checked.contains(&(kind, id, other)) {
            let message = msg!(
                "check-replaces-shipped-in-one-language",
                kind = kind,
                id = id,
                shipped = shipped_path,
                lang = lang_name(lang),
                other = lang_name(other)
            );
            let error = error_at(path, &yaml::NodePath::default().key("id"), message);
            add_error(report, *index, error);
        } else {
            report.warnings.push(ContentError::whole(
                &path.display().to_string(),
                msg!(
                    "check-replaces-shipped",
                    kind = kind,
                    id = id,
                    shipped = shipped_path,
                    lang = lang_name(lang)
                ),
            ));
        }
    }
}

/// A lesson's `quiz` names a quiz that exists, shipped or checked, in
/// either language; an error at `quiz` otherwise.
fn check_quiz_links(
    report: &mut CheckReport,
    documents: &[(usize, PathBuf, Document)],
    shipped: &ShippedIndex,
) {
    let quizzes: std::collections::BTreeSet<&str> = shipped
        .keys()
        .filter(|(kind, _, _)| *kind == "quiz")
        .map(|(_, id, _)| id.as_str())
        .chain(documents.iter().filter_map(|(_, _, d)| match d {
            Document::Quiz(q) => Some(q.quiz.id.as_str()),
            Document::Lesson(_) => None,
        }))
        .collect();
    for (index, path, document) in documents {
        let Document::Lesson(loaded) = document else {
            continue;
        };
        let Some(quiz) = &loaded.lesson.quiz else {
            continue;
        };
        if quizzes.contains(quiz.as_str()) {
            continue;
        }
        let known: Vec<&str> = quizzes.iter().copied().collect();
        let message = msg!("check-quiz-unknown", quiz = quiz, known = known.join(", "));
        let error = error_at(path, &yaml::NodePath::default().key("quiz"), message);
        add_error(report, *index, error);
    }
}
