//! The files `bloomlab exercise new` writes: a program that already speaks
//! the protocol, with the filter's functions left for the student (or, for
//! `fix-the-filter`, a whole filter with bugs to find). They live in
//! `exercises/starters/` and are compiled in. The reference solutions the
//! tests grade are elsewhere (`tests/exercises/`) and never handed out.
//!
//! A starter is a template: its code is written once, and every sentence a
//! student reads (comments, docstrings, the messages of `todo!` and
//! `NotImplementedError`) is a marker `{{starter-…}}` naming a message of
//! `locales/starters-*.ftl`. So the Spanish and the English starter are the
//! same program and cannot drift apart. Writing a marker's message:
//!
//! - the text before `{{` on its line (the prefix) comes first, then the
//!   message's first line, and the text after `}}` follows its last line;
//! - each further line starts with the prefix's indentation and, when the
//!   prefix is a comment (`//!`, `///`, `//`, `#`), that comment sign and a
//!   space; a blank line gets the same with its trailing spaces trimmed.
//!
//! A marker may then stand inline for a one-line message
//! (`todo!("{{starter-todo-add}}")`), or after `///` for a paragraph.
//! One marker per line.

use super::StarterLang;
use crate::content::Catalog;
use crate::i18n::{self, Args};
use crate::lang::Lang;

const OPEN: &str = "{{starter-";
const CLOSE: &str = "}}";

/// The lessons the messages may name, as (Fluent variable, lesson id):
/// their titles come from the course, so a starter names a lesson exactly
/// as the course does in the student's language.
const LESSONS: [(&str, &str); 3] = [
    ("basics", "bloom-basics"),
    ("formula", "bloom-formula"),
    ("alternatives", "bloom-alternatives"),
];

/// The starter of exercise `id` in the programming language `code`, its
/// words in `lang`; None for an unknown id.
pub fn text(id: &str, code: StarterLang, lang: Lang, catalog: &Catalog) -> Option<String> {
    let template = template(id, code)?;
    let lessons = catalog.lessons_in(lang);
    let titles: Vec<(String, String)> = LESSONS
        .iter()
        .flat_map(|&(name, lesson)| {
            let title = catalog
                .lesson(lesson, lang)
                .map_or_else(|| lesson.to_owned(), |l| l.lesson.title.clone());
            // «Lección 1: Filtros de Bloom, paso a paso», as the lesson
            // list names it: the id «bloom-basics» is on no screen (reader
            // 42, es 6.6).
            let listed = lessons
                .iter()
                .position(|l| l.lesson.id == lesson)
                .map_or_else(
                    || title.clone(),
                    |index| {
                        crate::t!(
                            lang,
                            "lesson-list-entry",
                            number = index + 1,
                            title = title.clone()
                        )
                    },
                );
            [(name.to_owned(), title), (format!("{name}_listed"), listed)]
        })
        .collect();
    let mut args = Args::new();
    for (name, title) in &titles {
        args.set(name.as_str(), title.as_str());
    }
    Some(render(template, &|key| i18n::text_with(lang, key, &args)))
}

/// The template of exercise `id` in `code`, markers and all.
pub fn template(id: &str, code: StarterLang) -> Option<&'static str> {
    Some(match (id, code) {
        ("bloom", StarterLang::Python) => include_str!("../../exercises/starters/bloom.py"),
        ("bloom", StarterLang::Rust) => include_str!("../../exercises/starters/bloom.rs"),
        ("counting", StarterLang::Python) => include_str!("../../exercises/starters/counting.py"),
        ("counting", StarterLang::Rust) => include_str!("../../exercises/starters/counting.rs"),
        ("blocked", StarterLang::Python) => include_str!("../../exercises/starters/blocked.py"),
        ("blocked", StarterLang::Rust) => include_str!("../../exercises/starters/blocked.rs"),
        ("fix-the-filter", StarterLang::Python) => {
            include_str!("../../exercises/starters/fix-the-filter.py")
        }
        ("fix-the-filter", StarterLang::Rust) => {
            include_str!("../../exercises/starters/fix-the-filter.rs")
        }
        _ => return None,
    })
}

/// `template` with each marker replaced by `message(key)`, laid out as
/// the module's documentation says.
pub fn render(template: &str, message: &dyn Fn(&str) -> String) -> String {
    let mut out = String::with_capacity(template.len() * 2);
    for line in template.split_inclusive('\n') {
        let (body, end) = match line.strip_suffix('\n') {
            Some(body) => (body, "\n"),
            None => (line, ""),
        };
        let marker = body.find(OPEN).and_then(|start| {
            let close = start + body[start..].find(CLOSE)?;
            Some((start, close))
        });
        let Some((start, close)) = marker else {
            out.push_str(line);
            continue;
        };
        let prefix = &body[..start];
        let continuation = continuation(prefix);
        out.push_str(prefix);
        for (index, text) in message(&body[start + 2..close]).split('\n').enumerate() {
            if index > 0 {
                out.push('\n');
                if text.is_empty() {
                    out.push_str(continuation.trim_end());
                } else {
                    out.push_str(&continuation);
                }
            }
            out.push_str(text);
        }
        out.push_str(&body[close + CLOSE.len()..]);
        out.push_str(end);
    }
    out
}

/// What starts each further line of a message: the prefix's indentation,
/// and its comment sign when it is a comment.
fn continuation(prefix: &str) -> String {
    let trimmed = prefix.trim_start();
    let indent = &prefix[..prefix.len() - trimmed.len()];
    // Longest first: `//!` and `///` also start with `//`.
    match ["//!", "///", "//", "#"]
        .into_iter()
        .find(|sign| trimmed.starts_with(sign))
    {
        Some(sign) => format!("{indent}{sign} "),
        None => indent.to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::exercise::EXERCISES;

    #[test]
    fn a_message_is_laid_out_after_its_prefix() {
        let messages = |key: &str| match key {
            "starter-two" => "first\n\n  indented".to_owned(),
            other => format!("<{other}>"),
        };
        let template = "    /// {{starter-two}}\n#{{starter-two}}\n  \"\"\"{{starter-two}}\n\
                        x(\"{{starter-one}}\")\n{{ not a marker }}";
        assert_eq!(
            render(template, &messages),
            "    /// first\n    ///\n    ///   indented\n#first\n#\n#   indented\n  \"\"\"first\n\n    indented\n\
             x(\"<starter-one>\")\n{{ not a marker }}"
        );
    }

    /// The code of a starter: its text without comments, docstrings and the
    /// contents of strings, one entry per line that keeps anything. A
    /// string's line breaks stay, so a message that would break a line of
    /// code shows.
    fn code_lines(text: &str, code: StarterLang) -> Vec<String> {
        let python = code == StarterLang::Python;
        let mut out = String::new();
        let mut rest = text;
        while let Some(c) = rest.chars().next() {
            if python && rest.starts_with("\"\"\"") {
                let end = rest[3..].find("\"\"\"").map_or(rest.len(), |at| at + 6);
                out.push_str("\"\"\"\"\"\"");
                rest = &rest[end..];
            } else if (python && c == '#') || (!python && rest.starts_with("//")) {
                rest = &rest[rest.find('\n').unwrap_or(rest.len())..];
            } else if c == '"' || (python && c == '\'') {
                let mut chars = rest.char_indices().skip(1);
                let mut end = rest.len();
                while let Some((at, inner)) = chars.next() {
                    match inner {
                        '\\' => {
                            chars.next();
                        }
                        '\n' => out.push('\n'),
                        _ if inner == c => {
                            end = at + 1;
                            break;
                        }
                        _ => {}
                    }
                }
                out.push(c);
                out.push(c);
                rest = &rest[end..];
            } else {
                out.push(c);
                rest = &rest[c.len_utf8()..];
            }
        }
        out.lines()
            .map(str::trim_end)
            .filter(|line| !line.is_empty())
            .map(str::to_owned)
            .collect()
    }

    #[test]
    fn every_starter_renders_whole_and_is_the_same_program_in_each_language() {
        let (catalog, _) = Catalog::builtin();
        for exercise in &EXERCISES {
            for code in [StarterLang::Python, StarterLang::Rust] {
                let template = template(exercise.id, code).unwrap();
                let expected = code_lines(template, code);
                for lang in Lang::ALL {
                    let text = text(exercise.id, code, lang, &catalog).unwrap();
                    let what = format!("{} {} {lang:?}", exercise.id, code.name());
                    // A key the catalogue lacks comes back as the key; a
                    // variable not given, as `{$name}`.
                    for leftover in ["{{", "starter-", "{$"] {
                        assert!(!text.contains(leftover), "{what}: {leftover}\n{text}");
                    }
                    assert_eq!(code_lines(&text, code), expected, "{what}\n{text}");
                }
            }
        }
    }

    #[test]
    fn a_spanish_starter_names_the_lessons_as_the_course_does() {
        let (catalog, _) = Catalog::builtin();
        let text = text("bloom", StarterLang::Python, Lang::Es, &catalog).unwrap();
        assert!(text.contains("«Filtros de Bloom, paso a paso»"), "{text}");
        assert!(!text.contains("already speaks"), "{text}");
    }
}
