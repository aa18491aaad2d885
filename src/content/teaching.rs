//! Checks across files about what a lesson teaches and when: a lesson's
//! `requires` names lessons that exist, a glossary's `taught` names a
//! real step, and two warnings of `check`: a glossary term used in a step
//! before the step that teaches it (in that lesson or one it requires),
//! and a predict whose answer is printed above it in the same step.

use std::collections::{BTreeSet, HashMap};
use std::path::{Path, PathBuf};

use serde::Deserialize;
use serde::de::IgnoredAny;

use super::glossary::{self, Glossary, Term, is_glossary, parse_glossary};
use super::lesson::experiment::Shown as ResultPart;
use super::lesson::{Lesson, Predict, Step, StepExperiment};
use super::yaml::{ContentError, Locations, NodePath, Source};
use super::{CheckReport, Document, add_error, located, point_within, shipped_files};
use crate::lang::Lang;

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
                "a lesson does not require itself: remove its own id from `requires`".to_owned()
            } else if !ids.contains(required.as_str()) {
                format!(
                    "`requires` names `{required}`, which is not a lesson; the lessons are: {known}"
                )
            } else {
                continue;
            };
            let node = NodePath::default().key("requires").index(i);
            add_error(report, *index, located(path, &node, None, message));
        }
    }
}

/// The glossaries a check reads, per language: the shipped ones, then
/// the checked ones (`checked`), whose terms replace shipped terms of the
/// same name.
pub(super) fn merged_glossaries(
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
pub(super) fn check_taught(
    report: &mut CheckReport,
    glossaries: &[(usize, PathBuf, Glossary)],
    lessons: &LessonIndex,
) {
    let known = lessons.ids().into_iter().collect::<Vec<_>>().join(", ");
    for (index, path, glossary) in glossaries {
        for term in &glossary.terms {
            let taught = &term.taught;
            let message = match lessons.get(&taught.lesson, glossary.lang) {
                None => format!(
                    "`taught` names the lesson `{}`, which does not exist; the lessons are: {known}",
                    taught.lesson
                ),
                Some(info) if taught.step > info.steps => format!(
                    "`taught` names step {} of `{}`, which has {} steps",
                    taught.step, taught.lesson, info.steps
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

/// A checked file read once for all the warnings in it: its text, where
/// its nodes are, and its YAML as values (read on first use).
struct File<'a> {
    path: &'a Path,
    read: std::cell::OnceCell<Option<(Source, Locations, serde_yaml::Value)>>,
}

impl<'a> File<'a> {
    fn new(path: &'a Path) -> File<'a> {
        File {
            path,
            read: std::cell::OnceCell::new(),
        }
    }

    fn read(&self) -> Option<&(Source, Locations, serde_yaml::Value)> {
        self.read
            .get_or_init(|| {
                let source = Source::read(self.path).ok()?;
                let locations = source.locate().ok()?;
                let value = serde_yaml::from_str(&source.text).ok()?;
                Some((source, locations, value))
            })
            .as_ref()
    }

    /// `message` at `node`, or within it at the `occurrence`-th place of
    /// a piece of its text.
    fn at(&self, node: &NodePath, within: Option<(&str, usize)>, message: String) -> ContentError {
        let Some((source, locations, _)) = self.read() else {
            return ContentError::whole(&self.path.display().to_string(), message);
        };
        let mut error = locations.error(node, message);
        if let Some((piece, occurrence)) = within {
            point_within(&source.text, &mut error, piece, occurrence);
        }
        error
    }
}

/// The experiment's line as a lesson step shows it: its shape (m, k, n,
/// or n and p for structures) and what it measures.
/// How a row of a lesson experiment hashes, in words.
pub fn hashing_name(hashing: crate::experiment::Hashing, lang: Lang) -> &'static str {
    use crate::experiment::Hashing;
    match (hashing, lang) {
        (Hashing::Double, Lang::En) => "double hashing",
        (Hashing::Double, Lang::Es) => "doble hash",
        (Hashing::Independent, Lang::En) => "independent hashes",
        (Hashing::Independent, Lang::Es) => "hashes independientes",
    }
}

pub fn experiment_line(experiment: &StepExperiment, lang: Lang) -> Option<String> {
    let specs = experiment.specs().ok()?;
    let spec = specs.first()?;
    let word = match lang {
        Lang::En => "Experiment",
        Lang::Es => "Experimento",
    };
    if experiment.structures.is_some() {
        let names: Vec<&str> = specs.iter().map(|s| s.kind.title(lang)).collect();
        Some(format!(
            "{word}: n = {}, p = {}: {}",
            crate::units::count(lang, spec.n),
            crate::units::decimal_mark(
                lang,
                crate::units::format_percent_short(experiment.p.unwrap_or_default())
            ),
            names.join(", ")
        ))
    } else {
        let names: Vec<&str> = specs
            .iter()
            .map(|s| hashing_name(s.hashing, lang))
            .collect();
        let then = match lang {
            Lang::En => ", then ",
            Lang::Es => ", luego ",
        };
        Some(format!(
            "{word}: m = {}, k = {}, n = {}, {}",
            crate::units::count(lang, spec.m),
            spec.k,
            crate::units::count(lang, spec.n),
            names.join(then)
        ))
    }
}

/// The words an experiment's result shows for the items it shows.
/// The parts of its result a step's experiment shows, in the order its
/// `shows:` lists them (all of them when it has none).
fn shown_items(experiment: &StepExperiment) -> Vec<ResultPart> {
    experiment
        .shows
        .as_ref()
        .map_or(ResultPart::ALL.to_vec(), |names| {
            names
                .iter()
                .filter_map(|name| ResultPart::from_name(name))
                .collect()
        })
}

fn result_words(items: &[ResultPart], lang: Lang) -> String {
    items
        .iter()
        .map(|item| match (item, lang) {
            (ResultPart::Rate, Lang::En) => {
                "measured rate, queries; Bloom's formula, exact rate, fill"
            }
            (ResultPart::Rate, Lang::Es) => {
                "tasa medida, consultas; fórmula de Bloom, tasa exacta, llenado"
            }
            (ResultPart::Interval, Lang::En) => "95 % interval",
            (ResultPart::Interval, Lang::Es) => "intervalo del 95 %",
            (ResultPart::PValue, Lang::En) => "p-value",
            (ResultPart::PValue, Lang::Es) => "valor p",
            (ResultPart::Verdict, Lang::En) => {
                "verdict: consistent with theory, differs from theory"
            }
            (ResultPart::Verdict, Lang::Es) => {
                "veredicto: compatible con la teoría, difiere de la teoría"
            }
        })
        .collect::<Vec<_>>()
        .join("; ")
}

/// One text a student reads at a step, where it is, and whether it is
/// shown before the predict is answered.
struct Shown<'a> {
    node: NodePath,
    text: std::borrow::Cow<'a, str>,
    /// Whether it is in the file as written (a place in it can be found),
    /// or made by the app (the experiment's line).
    written: bool,
    before_answer: bool,
    /// Part of the predict itself (its question, choices…).
    in_predict: bool,
}

/// A step's texts in reading order: its text, its table, its predict
/// (question, choices, feedback and explanation), and what its experiment
/// shows (its line, and its result's words for the items `shows` lists).
fn step_texts<'a>(step: &'a Step, at: &NodePath, lang: Lang) -> Vec<Shown<'a>> {
    let mut out = Vec::new();
    let mut push = |node: NodePath, text: &'a str, before_answer: bool, in_predict: bool| {
        out.push(Shown {
            node,
            text: text.into(),
            written: true,
            before_answer,
            in_predict,
        });
    };
    push(at.key("text"), &step.text, true, false);
    if let Some(table) = &step.table {
        let table_at = at.key("table");
        for (j, cell) in table.header.iter().enumerate() {
            push(table_at.key("header").index(j), cell, true, false);
        }
        for (r, row) in table.rows.iter().enumerate() {
            for (c, cell) in row.iter().enumerate() {
                push(table_at.key("rows").index(r).index(c), cell, true, false);
            }
        }
    }
    if let Some(predict) = &step.predict {
        let predict_at = at.key("predict");
        push(predict_at.key("question"), &predict.question, true, true);
        for (c, choice) in predict.choices.iter().enumerate() {
            let choice_at = predict_at.key("choices").index(c);
            push(choice_at.key("text"), &choice.text, true, true);
            push(choice_at.key("feedback"), &choice.feedback, false, true);
        }
        if let Some(explanation) = &predict.explanation {
            push(predict_at.key("explanation"), explanation, false, true);
        }
    }
    if let Some(experiment) = &step.experiment
        && let Some(line) = experiment_line(experiment, lang)
    {
        out.push(Shown {
            node: at.key("experiment"),
            text: line.into(),
            written: false,
            before_answer: true,
            in_predict: false,
        });
        out.push(Shown {
            node: at.key("experiment"),
            text: result_words(&shown_items(experiment), lang).into(),
            written: false,
            before_answer: false,
            in_predict: false,
        });
    }
    out
}

/// A warning at `shown` in `file`; at the `occurrence`-th place of
/// `piece` within it when the text is in the file.
fn warning_at(
    file: &File,
    shown: &Shown,
    piece: &str,
    occurrence: usize,
    message: String,
) -> ContentError {
    let within = shown.written.then_some((piece, occurrence));
    file.at(&shown.node, within, message)
}

/// How many times `piece` appears (as `match_indices` counts) in `text`
/// before `at`.
fn occurrence_before(text: &str, piece: &str, at: usize) -> usize {
    text.match_indices(piece)
        .take_while(|(i, _)| *i < at)
        .count()
}

/// Warn at the first use of each glossary term, in each checked lesson
/// without errors, at a step before the one that teaches it (in that
/// lesson, or in a lesson it requires).
pub(super) fn term_warnings(
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
                        format!(
                            "«{}» is used here, in step {}, before step {} teaches it ({}#{}): \
                             teach it first, or say it in other words",
                            term.term,
                            i + 1,
                            taught.step,
                            taught.lesson,
                            taught.step
                        )
                    } else {
                        format!(
                            "«{}» is taught in {}#{}, a lesson this one does not require: add \
                             `requires: [{}]`, or teach it in this lesson first",
                            term.term, taught.lesson, taught.step, taught.lesson
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

/// Numbers written in `text` as `lang` writes them (9.59 or 9,59;
/// 10,000 or 10 000; 1.37·10⁻¹⁵), each with its byte offset and the
/// text it is written as; a number followed by % counts as itself and
/// as its fraction.
fn numbers_in(text: &str, lang: Lang) -> Vec<(usize, String, f64)> {
    let (mark, group) = match lang {
        Lang::En => ('.', &[','][..]),
        Lang::Es => (',', &['\u{a0}', '\u{202f}', ' '][..]),
    };
    let chars: Vec<(usize, char)> = text.char_indices().collect();
    let digit = |i: usize| chars.get(i).is_some_and(|(_, c)| c.is_ascii_digit());
    let mut found = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let starts =
            digit(i) && (i == 0 || !(chars[i - 1].1.is_alphanumeric() || chars[i - 1].1 == mark));
        if !starts {
            i += 1;
            continue;
        }
        let start = i;
        let mut plain = String::new();
        let mut run = 0;
        // The whole part, with groups of three after a separator.
        while i < chars.len() {
            let c = chars[i].1;
            if c.is_ascii_digit() {
                plain.push(c);
                run += 1;
                i += 1;
            } else if group.contains(&c)
                && run <= 3
                && (1..=3).all(|d| digit(i + d))
                && !digit(i + 4)
            {
                run = 0;
                i += 1;
            } else {
                break;
            }
        }
        if i + 1 < chars.len() && chars[i].1 == mark && digit(i + 1) {
            plain.push('.');
            i += 1;
            while digit(i) {
                plain.push(chars[i].1);
                i += 1;
            }
        }
        let mut value: f64 = plain.parse().unwrap_or(f64::NAN);
        // ·10⁻¹⁵
        let rest: String = chars[i..].iter().map(|(_, c)| *c).take(3).collect();
        if rest.starts_with("·10") {
            let mut j = i + 3;
            let mut exponent = String::new();
            while let Some((_, c)) = chars.get(j) {
                match "⁻⁰¹²³⁴⁵⁶⁷⁸⁹".chars().position(|s| s == *c) {
                    Some(0) => exponent.push('-'),
                    Some(d) => exponent.push(char::from(b'0' + (d - 1) as u8)),
                    None => break,
                }
                j += 1;
            }
            if let Ok(scaled) = format!("{plain}e{exponent}").parse::<f64>() {
                value = scaled;
                i = j;
            }
        }
        let end = chars.get(i).map_or(text.len(), |(at, _)| *at);
        let written = text[chars[start].0..end].to_owned();
        if value.is_finite() {
            found.push((chars[start].0, written.clone(), value));
            let after = text[end..].trim_start_matches([' ', '\u{a0}', '\u{202f}']);
            if after.starts_with('%') {
                found.push((chars[start].0, written, value / 100.0));
            }
        }
    }
    found
}

/// The first place in `text` where `choice` is written (whole words, any
/// case, without a leading article or a final full stop: «The cuckoo
/// filter.» is written in «the order flips: the cuckoo filter needs»).
fn choice_use<'a>(text: &'a str, choice: &str) -> Option<(usize, &'a str)> {
    const ARTICLES: [&str; 9] = [
        "a ", "an ", "the ", "un ", "una ", "el ", "la ", "los ", "las ",
    ];
    let choice = choice.trim().trim_end_matches('.');
    let lower = choice.to_lowercase();
    let bare = ARTICLES
        .iter()
        .find(|article| lower.starts_with(*article))
        .map_or(choice, |article| choice[article.len()..].trim_start());
    // A name (`cuckoo filter`, `HyperLogLog`) is what a step talks
    // about; an answer that gives itself away says more.
    if bare.split_whitespace().count() < MIN_CHOICE_WORDS {
        return None;
    }
    glossary::first_use(text, &[bare.to_owned()])
}

/// The fewest words a right choice has for its text, written above the
/// predict, to count as its answer shown.
const MIN_CHOICE_WORDS: usize = 3;

/// The step's texts above its predict that give its answer away, if any:
/// where, and what they show.
fn give_away<'s>(
    predict: &Predict,
    texts: &'s [Shown<'s>],
    lang: Lang,
) -> Option<(&'s Shown<'s>, usize, String)> {
    let above: Vec<&Shown> = texts
        .iter()
        .filter(|t| t.before_answer && !t.in_predict)
        .collect();
    if let Some((answer, tolerance)) = predict.numeric() {
        return above.iter().find_map(|shown| {
            numbers_in(&shown.text, lang)
                .into_iter()
                .find(|(_, _, value)| tolerance.accepts(answer, *value))
                .map(|(at, written, _)| (*shown, at, written))
        });
    }
    let right: Vec<&str> = predict
        .choices
        .iter()
        .filter(|c| c.correct)
        .map(|c| c.text.as_str())
        .collect();
    let wrong: Vec<&str> = predict
        .choices
        .iter()
        .filter(|c| !c.correct)
        .map(|c| c.text.as_str())
        .collect();
    let mentioned = |choice: &str| above.iter().any(|t| choice_use(&t.text, choice).is_some());
    // A text that names every choice gives none away.
    if wrong.iter().all(|w| mentioned(w)) {
        return None;
    }
    let by_text = right.iter().find_map(|choice| {
        above.iter().find_map(|shown| {
            choice_use(&shown.text, choice).map(|(at, used)| (*shown, at, used.to_owned()))
        })
    });
    if by_text.is_some() {
        return by_text;
    }
    // A number only the right choice holds (`By 0.6185`), written above.
    // Small whole numbers (bit positions, k, counts) are in every step's
    // text: only a number with decimals, or from 100 up, counts.
    let distinctive = |value: &f64| value.fract() != 0.0 || value.abs() >= 100.0;
    let wrong_numbers: Vec<f64> = wrong
        .iter()
        .flat_map(|choice| numbers_in(choice, lang))
        .map(|(_, _, value)| value)
        .collect();
    let same = |a: f64, b: f64| (a - b).abs() <= 1e-9 * a.abs().max(b.abs());
    right
        .iter()
        .flat_map(|choice| numbers_in(choice, lang))
        .map(|(_, _, value)| value)
        .filter(distinctive)
        .filter(|value| !wrong_numbers.iter().any(|w| same(*w, *value)))
        .find_map(|value| {
            above.iter().find_map(|shown| {
                numbers_in(&shown.text, lang)
                    .into_iter()
                    .find(|(_, _, seen)| same(*seen, value))
                    .map(|(at, written, _)| (*shown, at, written))
            })
        })
}

/// Warn at each predict whose answer its step shows above it: a number
/// within its tolerance, or the text of the right choice, in the step's
/// text, table, or experiment line.
pub(super) fn answer_warnings(report: &mut CheckReport, documents: &[(usize, PathBuf, Document)]) {
    for (index, path, document) in documents {
        let Document::Lesson(loaded) = document else {
            continue;
        };
        if report.files[*index].1.is_err() {
            continue;
        }
        let lesson: &Lesson = &loaded.lesson;
        let file = File::new(path);
        for (i, step) in lesson.steps.iter().enumerate() {
            let Some(predict) = &step.predict else {
                continue;
            };
            let at = NodePath::default().key("steps").index(i);
            let texts = step_texts(step, &at, lesson.lang);
            let Some((shown, offset, written)) = give_away(predict, &texts, lesson.lang) else {
                continue;
            };
            let occurrence = occurrence_before(&shown.text, &written, offset);
            let place = warning_at(&file, shown, &written, occurrence, String::new());
            // The experiment's line is the app's: quote all of it.
            let quoted = if shown.written {
                written
            } else {
                shown.text.to_string()
            };
            let message = format!(
                "this predict's answer is shown above it, at line {} column {} («{}»): hide it \
                 until the student answers (move it to `reveal` or the predict's `explanation`)",
                place.line, place.column, quoted
            );
            report
                .warnings
                .push(file.at(&at.key("predict"), None, message));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn values(text: &str, lang: Lang) -> Vec<f64> {
        numbers_in(text, lang)
            .into_iter()
            .map(|(_, _, v)| v)
            .collect()
    }

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

    #[test]
    fn numbers_are_read_as_the_language_writes_them() {
        assert_eq!(
            values("about 0.4964 of 10,000", Lang::En),
            [0.4964, 10000.0]
        );
        assert_eq!(
            values("unos 0,4964 de 10\u{a0}000", Lang::Es),
            [0.4964, 10000.0]
        );
        assert_eq!(values("1,37·10⁻¹⁵·m", Lang::Es), [1.37e-15]);
        let percent = values("0.82 % here", Lang::En);
        assert!(
            percent.len() == 2 && percent[0] == 0.82 && (percent[1] - 0.0082).abs() < 1e-15,
            "{percent:?}"
        );
        assert_eq!(values("k = 7, n = 3", Lang::En), [7.0, 3.0]);
        assert_eq!(values("log2 x9", Lang::En), Vec::<f64>::new());
        assert_eq!(values("step 2, 100 words", Lang::En), [2.0, 100.0]);
    }
}
