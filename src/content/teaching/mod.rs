//! Checks across files about what a lesson teaches and when: a lesson's
//! `requires` names lessons that exist, a glossary's `taught` names a
//! real step, and two warnings of `check`: a glossary term used in a step
//! before the step that teaches it (in that lesson or one it requires),
//! and a predict whose answer is printed above it in the same step.
//!
//! The lessons known to a check and their `requires` are here; the
//! glossaries in `terms`, the predicts in `giveaway`, and what a student
//! reads at a step, which both search, in `reading`.

mod giveaway;
mod reading;
mod terms;

use std::collections::{BTreeSet, HashMap};
use std::path::PathBuf;

use serde::Deserialize;
use serde::de::IgnoredAny;

pub(super) use giveaway::answer_warnings;
pub(crate) use reading::{experiment_line, hashing_name};
pub use terms::shipped_glossary_problems;
pub(super) use terms::{check_taught, merged_glossaries, term_warnings};

use super::check::{CheckReport, add_error, located};
use super::yaml::NodePath;
use super::{Document, shipped_files};
use crate::lang::Lang;
use crate::msg;

/// What the checks need of a lesson: its steps and the lessons it builds on.
#[derive(Clone, Debug, Default)]
struct LessonInfo {
    steps: usize,
    requires: Vec<String>,
}

/// The lessons known to a check: the shipped ones, replaced by checked
/// ones with the same id and language.
#[derive(Debug, Default)]
pub(super) struct LessonIndex {
    by_key: HashMap<(String, Lang), LessonInfo>,
}

/// A shipped lesson, read only for what the index needs.
#[derive(Deserialize)]
struct Outline {
    id: String,
    lang: Lang,
    #[serde(default)]
    requires: Vec<String>,
    steps: Vec<IgnoredAny>,
}

impl LessonIndex {
    pub(super) fn new(documents: &[(usize, PathBuf, Document)]) -> LessonIndex {
        let mut index = LessonIndex::default();
        for (_, text) in shipped_files() {
            if let Ok(outline) = serde_yaml::from_str::<Outline>(text) {
                index.by_key.insert(
                    (outline.id, outline.lang),
                    LessonInfo {
                        steps: outline.steps.len(),
                        requires: outline.requires,
                    },
                );
            }
        }
        for (_, _, document) in documents {
            if let Document::Lesson(loaded) = document {
                let lesson = &loaded.lesson;
                index.by_key.insert(
                    (lesson.id.clone(), lesson.lang),
                    LessonInfo {
                        steps: lesson.steps.len(),
                        requires: lesson.requires.clone(),
                    },
                );
            }
        }
        index
    }

    fn ids(&self) -> BTreeSet<&str> {
        self.by_key.keys().map(|(id, _)| id.as_str()).collect()
    }

    /// The lesson `id` in `lang`, or in the other language when it has
    /// only that one (as the app shows it).
    fn get(&self, id: &str, lang: Lang) -> Option<&LessonInfo> {
        self.by_key
            .get(&(id.to_owned(), lang))
            .or_else(|| self.by_key.get(&(id.to_owned(), lang.other())))
    }

    /// The lessons `id` builds on, directly or through the ones it requires.
    fn required(&self, id: &str, lang: Lang) -> BTreeSet<String> {
        let mut found = BTreeSet::new();
        let mut pending = vec![id.to_owned()];
        while let Some(next) = pending.pop() {
            let Some(info) = self.get(&next, lang) else {
                continue;
            };
            for required in &info.requires {
                if found.insert(required.clone()) {
                    pending.push(required.clone());
                }
            }
        }
        found
    }
}

/// Every lesson's `requires` names a lesson that exists (shipped or
/// checked), other than itself; an error at the name otherwise.
pub(super) fn check_requires(
    report: &mut CheckReport,
    documents: &[(usize, PathBuf, Document)],
    lessons: &LessonIndex,
) {
    let ids = lessons.ids();
    let known = ids.iter().copied().collect::<Vec<_>>().join(", ");
    for (index, path, document) in documents {
        let Document::Lesson(loaded) = document else {
            continue;
        };
        for (i, required) in loaded.lesson.requires.iter().enumerate() {
            let message = if *required == loaded.lesson.id {
                msg!("check-requires-itself")
            } else if !ids.contains(required.as_str()) {
                msg!(
                    "check-requires-unknown",
                    required = required,
                    known = known.as_str()
                )
            } else {
                continue;
            };
            let node = NodePath::default().key("requires").index(i);
            add_error(report, *index, located(path, &node, None, message));
        }
    }
}
