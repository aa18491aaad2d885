//! The glossary as data: one file per language (`glossary.LANG.yaml`),
//! each term with the forms to look for in a lesson's text and the step
//! that teaches it. `check` reads it to warn when a step uses a term
//! before the step that teaches it (see `teaching`). The shipped files
//! live in `lessons/`; an instructor's content folder may add its own,
//! merged with them (a term of the same name replaces the shipped one).

use std::collections::BTreeMap;

use serde::Deserialize;
use serde::de::IgnoredAny;

use super::validation::{issue, require_text};
use super::yaml::{ContentError, NodePath, Source};
use crate::lang::Lang;
use crate::msg;

/// A glossary file as written.
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields, expecting = "struct Glossary")]
pub(crate) struct RawGlossary {
    pub(crate) lang: Lang,
    pub(crate) terms: Vec<RawTerm>,
}

#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields, expecting = "struct Term")]
pub(crate) struct RawTerm {
    /// The display form: `p-value`.
    pub(crate) term: String,
    /// What to look for in a lesson's text, whole words, in any case.
    pub(crate) forms: Vec<String>,
    /// `LESSON-ID#STEP`: the step (from 1) that teaches it.
    pub(crate) taught: String,
    /// One sentence a student can read.
    pub(crate) meaning: String,
}

/// A checked glossary.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Glossary {
    /// A path, or `(built in) lessons/…`.
    pub(crate) origin: String,
    pub(crate) lang: Lang,
    pub(crate) terms: Vec<Term>,
}

#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Term {
    pub(crate) term: String,
    pub(crate) forms: Vec<String>,
    pub(crate) taught: Taught,
    pub(crate) meaning: String,
    /// Where it is in its file: `terms[i]`.
    pub(crate) index: usize,
}

/// The step that teaches a term.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) struct Taught {
    pub(crate) lesson: String,
    /// From 1, as the file writes it.
    pub(crate) step: usize,
}

impl Taught {
    /// `bloom-formula#12`, or None when `text` is not so written.
    pub(crate) fn parse(text: &str) -> Option<Taught> {
        let (lesson, step) = text.trim().rsplit_once('#')?;
        let step: usize = step.trim().parse().ok()?;
        let lesson = lesson.trim();
        (!lesson.is_empty() && step >= 1).then(|| Taught {
            lesson: lesson.to_owned(),
            step,
        })
    }
}

/// Just enough of a file to tell a glossary.
#[derive(Deserialize)]
struct Probe {
    #[serde(default)]
    terms: Option<IgnoredAny>,
    #[serde(default)]
    steps: Option<IgnoredAny>,
    #[serde(default)]
    questions: Option<IgnoredAny>,
}

/// Whether the file is a glossary: it has `terms`, and no `steps` or
/// `questions` (a file with both is reported as a lesson or quiz with an
/// unknown field).
pub(crate) fn is_glossary(source: &Source) -> bool {
    serde_yaml::from_str::<Probe>(&source.text).is_ok_and(|probe| {
        probe.terms.is_some() && probe.steps.is_none() && probe.questions.is_none()
    })
}

/// Parse and check one glossary file on its own (the lessons its terms
/// name are checked with the other files, in `teaching`).
pub(crate) fn parse_glossary(source: &Source) -> Result<Glossary, Vec<ContentError>> {
    let raw: RawGlossary = source.parse().map_err(|err| vec![err])?;
    let locations = source.locate().map_err(|err| vec![err])?;
    let root = NodePath::default().key("terms");
    let mut issues = Vec::new();
    let mut seen: BTreeMap<String, usize> = BTreeMap::new();
    let mut terms = Vec::with_capacity(raw.terms.len());
    for (i, term) in raw.terms.iter().enumerate() {
        let path = root.index(i);
        require_text(
            &mut issues,
            path.key("term"),
            &term.term,
            msg!("check-what-term"),
        );
        require_text(
            &mut issues,
            path.key("meaning"),
            &term.meaning,
            msg!("check-what-meaning"),
        );
        if term.forms.is_empty() {
            issues.push(issue(path.key("forms"), msg!("check-glossary-no-forms")));
        }
        for (f, form) in term.forms.iter().enumerate() {
            require_text(
                &mut issues,
                path.key("forms").index(f),
                form,
                msg!("check-what-form"),
            );
        }
        if let Some(first) = seen.insert(term.term.trim().to_lowercase(), i) {
            issues.push(issue(
                path.key("term"),
                msg!(
                    "check-glossary-term-twice",
                    term = term.term.trim(),
                    first = (first + 1).to_string()
                ),
            ));
        }
        match Taught::parse(&term.taught) {
            Some(taught) => terms.push(Term {
                term: term.term.trim().to_owned(),
                forms: term.forms.iter().map(|f| f.trim().to_owned()).collect(),
                taught,
                meaning: term.meaning.clone(),
                index: i,
            }),
            None => issues.push(issue(
                path.key("taught"),
                msg!("check-glossary-bad-taught", taught = term.taught.trim()),
            )),
        }
    }
    if issues.is_empty() {
        Ok(Glossary {
            origin: source.name.clone(),
            lang: raw.lang,
            terms,
        })
    } else {
        let mut errors: Vec<ContentError> = issues
            .into_iter()
            .map(|issue| locations.error(&issue.path, issue.message))
            .collect();
        errors.sort_by_key(|e| (e.line, e.column));
        Err(errors)
    }
}

/// A place in `text` where one of `forms` is used: whole words, in any
/// case. The byte offset of the first such use, and the text used.
pub(crate) fn first_use<'a>(text: &'a str, forms: &[String]) -> Option<(usize, &'a str)> {
    // Most texts hold none of the forms: one quick search says so.
    let lower: String = text.chars().map(lower).collect();
    forms
        .iter()
        .filter(|form| lower.contains(&form.chars().map(self::lower).collect::<String>()))
        .filter_map(|form| find_word(text, form))
        .min_by_key(|(at, _)| *at)
}

/// The first whole-word, case-insensitive match of `form` in `text`.
fn find_word<'a>(text: &'a str, form: &str) -> Option<(usize, &'a str)> {
    let wanted: Vec<char> = form.chars().map(lower).collect();
    if wanted.is_empty() {
        return None;
    }
    let chars: Vec<(usize, char)> = text.char_indices().collect();
    let is_word = |c: char| c.is_alphanumeric() || c == '_';
    for start in 0..chars.len() {
        let end = start + wanted.len();
        if end > chars.len() {
            break;
        }
        let matches = chars[start..end]
            .iter()
            .zip(&wanted)
            .all(|((_, c), w)| lower(*c) == *w);
        if !matches {
            continue;
        }
        // Whole words: not inside a longer word at either end (a form
        // that starts or ends with a sign, `95 %`, needs only that).
        let before_ok = start == 0 || !(is_word(chars[start - 1].1) && is_word(wanted[0]));
        let after_ok = end == chars.len()
            || !(is_word(chars[end].1) && wanted.last().copied().is_some_and(is_word));
        if before_ok && after_ok {
            let from = chars[start].0;
            let to = chars.get(end).map_or(text.len(), |(at, _)| *at);
            return Some((from, &text[from..to]));
        }
    }
    None
}

fn lower(c: char) -> char {
    c.to_lowercase().next().unwrap_or(c)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn forms(list: &[&str]) -> Vec<String> {
        list.iter().map(|s| (*s).to_owned()).collect()
    }

    #[test]
    fn terms_are_found_as_whole_words_in_any_case() {
        let p_value = forms(&["p-value", "p-values"]);
        assert_eq!(
            first_use("Its P-values spread; a p-value is one.", &p_value),
            Some((4, "P-values"))
        );
        assert_eq!(first_use("the p-valued thing", &p_value), None);
        let seed = forms(&["semilla", "semillas"]);
        assert_eq!(
            first_use("Las semillas 1 y 2", &seed),
            Some((4, "semillas"))
        );
        assert_eq!(first_use("semillero", &seed), None);
        let interval = forms(&["intervalo del 95 %"]);
        assert_eq!(
            first_use("el intervalo del 95 % dice", &interval),
            Some((3, "intervalo del 95 %"))
        );
        assert_eq!(first_use("Ñandú λ", &forms(&["λ"])), Some((8, "λ")));
    }

    #[test]
    fn taught_is_a_lesson_and_a_step() {
        assert_eq!(
            Taught::parse("bloom-formula#12"),
            Some(Taught {
                lesson: "bloom-formula".into(),
                step: 12
            })
        );
        assert_eq!(Taught::parse("bloom-formula#0"), None);
        assert_eq!(Taught::parse("bloom-formula"), None);
        assert_eq!(Taught::parse("#3"), None);
    }
}
