//! The glossaries' terms: each `taught` names a lesson and a step that
//! exist, and a term used in a step before the step that teaches it is a
//! warning at its first use.

use std::collections::{BTreeSet, HashMap};
use std::path::PathBuf;

use super::LessonIndex;
use super::reading::{File, occurrence_before, step_texts, warning_at};
use crate::content::check::{CheckReport, add_error, located};
use crate::content::glossary::{self, Glossary, Term, is_glossary, parse_glossary};
use crate::content::yaml::{ContentError, NodePath, Source};
use crate::content::{Document, shipped_files};
use crate::lang::Lang;
use crate::msg;

/// The glossaries a check reads, per language: the shipped ones, then
/// the checked ones (`checked`), whose terms replace shipped terms of the
/// same name.
pub(crate) fn merged_glossaries(
    checked: &[(usize, PathBuf, Glossary)],
) -> HashMap<Lang, Vec<Term>> {
    let mut merged: HashMap<Lang, Vec<Term>> = HashMap::new();
    let shipped = shipped_files().iter().filter_map(|(path, text)| {
        let source =
            Source::from_bytes(&format!("(built in) {path}"), text.as_bytes().to_vec()).ok()?;
        is_glossary(&source)
            .then(|| parse_glossary(&source).ok())
            .flatten()
    });
    let all = shipped.chain(checked.iter().map(|(_, _, g)| g.clone()));
    for glossary in all {
        let terms = merged.entry(glossary.lang).or_default();
        for term in glossary.terms {
            let name = term.term.to_lowercase();
            terms.retain(|t| t.term.to_lowercase() != name);
            terms.push(term);
        }
    }
    merged
}

/// The shipped glossaries, checked as `check` checks a file: for the
/// test that keeps them valid.
pub fn shipped_glossary_problems() -> Vec<ContentError> {
    let mut problems = Vec::new();
    for (path, text) in shipped_files() {
        let Ok(source) =
            Source::from_bytes(&format!("(built in) {path}"), text.as_bytes().to_vec())
        else {
            continue;
        };
        if is_glossary(&source)
            && let Err(mut errors) = parse_glossary(&source)
        {
            problems.append(&mut errors);
        }
    }
    problems
}

/// Each checked glossary's `taught` names a lesson that exists and a step
/// it has.
pub(crate) fn check_taught(
    report: &mut CheckReport,
    glossaries: &[(usize, PathBuf, Glossary)],
    lessons: &LessonIndex,
) {
    let known = lessons.ids().into_iter().collect::<Vec<_>>().join(", ");
    for (index, path, glossary) in glossaries {
        for term in &glossary.terms {
            let taught = &term.taught;
            let message = match lessons.get(&taught.lesson, glossary.lang) {
                None => msg!(
                    "check-taught-unknown-lesson",
                    lesson = &taught.lesson,
                    known = known.as_str()
                ),
                Some(info) if taught.step > info.steps => msg!(
                    "check-taught-step-past-end",
                    step = taught.step.to_string(),
                    lesson = &taught.lesson,
                    steps = info.steps
                ),
                Some(_) => continue,
            };
            let node = NodePath::default()
                .key("terms")
                .index(term.index)
                .key("taught");
            add_error(report, *index, located(path, &node, None, message));
        }
    }
}

/// Warn at the first use of each glossary term, in each checked lesson
/// without errors, at a step before the one that teaches it (in that
/// lesson, or in a lesson it requires).
pub(crate) fn term_warnings(
    report: &mut CheckReport,
    documents: &[(usize, PathBuf, Document)],
    glossaries: &HashMap<Lang, Vec<Term>>,
    lessons: &LessonIndex,
) {
    for (index, path, document) in documents {
        let Document::Lesson(loaded) = document else {
            continue;
        };
        if report.files[*index].1.is_err() {
            continue;
        }
        let lesson = &loaded.lesson;
        let Some(terms) = glossaries.get(&lesson.lang) else {
            continue;
        };
        let required = lessons.required(&lesson.id, lesson.lang);
        let file = File::new(path);
        // Each term once per lesson: at its first early use.
        let mut warned: BTreeSet<&str> = BTreeSet::new();
        for (i, step) in lesson.steps.iter().enumerate() {
            let at = NodePath::default().key("steps").index(i);
            for shown in step_texts(step, &at, lesson.lang) {
                for term in terms {
                    if warned.contains(term.term.as_str()) {
                        continue;
                    }
                    let taught = &term.taught;
                    let early = if taught.lesson == lesson.id {
                        i + 1 < taught.step
                    } else {
                        !required.contains(&taught.lesson)
                    };
                    if !early {
                        continue;
                    }
                    let Some((offset, used)) = glossary::first_use(&shown.text, &term.forms) else {
                        continue;
                    };
                    let message = if taught.lesson == lesson.id {
                        msg!(
                            "check-term-used-early",
                            term = &term.term,
                            here = (i + 1).to_string(),
                            step = taught.step.to_string(),
                            lesson = &taught.lesson
                        )
                    } else {
                        msg!(
                            "check-term-from-unrequired",
                            term = &term.term,
                            lesson = &taught.lesson,
                            step = taught.step.to_string()
                        )
                    };
                    let occurrence = occurrence_before(&shown.text, used, offset);
                    report
                        .warnings
                        .push(warning_at(&file, &shown, used, occurrence, message));
                    warned.insert(&term.term);
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn glossary(origin: &str, terms: &[(&str, &str)]) -> Glossary {
        let source = Source::from_bytes(
            origin,
            format!(
                "lang: en\nterms:\n{}",
                terms
                    .iter()
                    .map(|(term, taught)| format!(
                        "  - term: {term}\n    forms: [{term}]\n    taught: {taught}\n    meaning: M.\n"
                    ))
                    .collect::<String>()
            )
            .into_bytes(),
        )
        .unwrap();
        parse_glossary(&source).unwrap()
    }

    /// A folder's glossaries add to the shipped one; a term of the same
    /// name (in any case) replaces the one before it.
    #[test]
    fn glossaries_merge_and_a_later_term_replaces_an_earlier_one() {
        let first = glossary("a.yaml", &[("Seed", "one#1"), ("probe", "one#2")]);
        let second = glossary("b.yaml", &[("seed", "two#3")]);
        let merged = merged_glossaries(&[
            (0, PathBuf::from("a.yaml"), first),
            (1, PathBuf::from("b.yaml"), second),
        ]);
        let terms = &merged[&Lang::En];
        let seed: Vec<&Term> = terms
            .iter()
            .filter(|t| t.term.eq_ignore_ascii_case("seed"))
            .collect();
        assert_eq!(seed.len(), 1);
        assert_eq!(seed[0].taught.lesson, "two");
        assert!(terms.iter().any(|t| t.term == "probe"));
    }
}
