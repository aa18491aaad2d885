//! What a session can open: the shipped lessons and quizzes, and an
//! instructor's on top, each in the language asked for when it exists.

use std::collections::HashMap;
use std::path::Path;

use super::check::check_documents;
use super::{ContentError, Document, LoadedLesson, LoadedQuiz, Source, glossary, quiz};
use super::{parse_document, shipped_files};
use crate::lang::Lang;

/// All lessons and quizzes available to a session.
#[derive(Clone, Debug, Default)]
pub struct Catalog {
    pub lessons: Vec<LoadedLesson>,
    pub quizzes: Vec<LoadedQuiz>,
}

impl Catalog {
    /// The shipped content. Its validity is a test of this crate, so a
    /// problem here is reported, not hidden.
    pub fn builtin() -> (Catalog, Vec<ContentError>) {
        // Built in, so the same every time: read once per process (a test
        // binary builds hundreds of apps; in a debug build each reading
        // took a few hundred milliseconds).
        static READ: std::sync::OnceLock<(Catalog, Vec<ContentError>)> = std::sync::OnceLock::new();
        READ.get_or_init(Self::read_builtin).clone()
    }

    /// The shipped content read anew, as the first [`Catalog::builtin`]
    /// of a process reads it: what start-up costs (benches/tui.rs).
    pub fn read_builtin() -> (Catalog, Vec<ContentError>) {
        let mut catalog = Catalog::default();
        let mut errors = Vec::new();
        for (path, text) in shipped_files() {
            let name = format!("(built in) {path}");
            let source = Source::from_bytes(&name, text.as_bytes().to_vec());
            // The glossaries are read by `check`, not shown.
            if source.as_ref().is_ok_and(glossary::is_glossary) {
                continue;
            }
            // tests/it/content.rs checks the shipped content in full.
            match source
                .map_err(|e| vec![e])
                .and_then(|s| quiz::trusting(|| parse_document(&s)))
            {
                Ok(document) => catalog.add(document),
                Err(mut problems) => errors.append(&mut problems),
            }
        }
        (catalog, errors)
    }

    /// Shipped content plus an instructor's folder (or file): a document
    /// with the same id and language as a shipped one replaces it. The
    /// folder is checked as `bloomlab check` checks it: a file with a
    /// problem, including one found across files (an es/en pair whose ids
    /// differ, shipped content replaced in one language only), is left
    /// out and its problem returned.
    pub fn with_extra(path: Option<&Path>) -> (Catalog, Vec<ContentError>) {
        let (mut catalog, mut errors) = Catalog::builtin();
        if let Some(path) = path {
            let (report, documents) = check_documents(&[path.to_path_buf()]);
            errors.extend(report.errors().cloned());
            for (index, _, document) in documents {
                if report.files[index].1.is_ok() {
                    catalog.add(document);
                }
            }
        }
        (catalog, errors)
    }

    /// Add a document, replacing one with the same id and language.
    pub(crate) fn add(&mut self, document: Document) {
        match document {
            Document::Lesson(new) => {
                self.lessons.retain(|l| {
                    !(l.lesson.id == new.lesson.id && l.lesson.lang == new.lesson.lang)
                });
                self.lessons.push(new);
            }
            Document::Quiz(new) => {
                self.quizzes
                    .retain(|q| !(q.quiz.id == new.quiz.id && q.quiz.lang == new.quiz.lang));
                self.quizzes.push(new);
            }
        }
    }

    /// The lessons to list in `lang`: each id once, in `lang` when it
    /// exists there, else in the other language.
    pub fn lessons_in(&self, lang: Lang) -> Vec<&LoadedLesson> {
        pick_language(&self.lessons, lang, |l| (&l.lesson.id, l.lesson.lang))
    }

    pub fn quizzes_in(&self, lang: Lang) -> Vec<&LoadedQuiz> {
        pick_language(&self.quizzes, lang, |q| (&q.quiz.id, q.quiz.lang))
    }

    pub fn lesson(&self, id: &str, lang: Lang) -> Option<&LoadedLesson> {
        self.lessons_in(lang)
            .into_iter()
            .find(|l| l.lesson.id == id)
    }

    pub fn quiz(&self, id: &str, lang: Lang) -> Option<&LoadedQuiz> {
        self.quizzes_in(lang).into_iter().find(|q| q.quiz.id == id)
    }
}

fn pick_language<'a, T>(
    items: &'a [T],
    lang: Lang,
    key: impl Fn(&'a T) -> (&'a String, Lang),
) -> Vec<&'a T> {
    let mut chosen: Vec<&T> = Vec::new();
    let mut at: HashMap<&String, usize> = HashMap::new();
    for item in items {
        let (id, item_lang) = key(item);
        match at.get(id) {
            Some(&i) if item_lang == lang => chosen[i] = item,
            Some(_) => {}
            None => {
                at.insert(id, chosen.len());
                chosen.push(item);
            }
        }
    }
    chosen
}
