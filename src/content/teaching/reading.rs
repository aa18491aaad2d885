//! What a student reads at a step, in reading order and with where it is
//! in the file: the checks that look for words in a step read it here.

use std::path::Path;

use crate::content::lesson::experiment::Shown as ResultPart;
use crate::content::lesson::{Step, StepExperiment};
use crate::content::point_within;
use crate::content::yaml::{ContentError, Locations, NodePath, Source};
use crate::i18n::Message;
use crate::lang::Lang;

/// A checked file read once for all the warnings in it: its text, where
/// its nodes are, and its YAML as values (read on first use).
pub(super) struct File<'a> {
    path: &'a Path,
    read: std::cell::OnceCell<Option<(Source, Locations, serde_yaml::Value)>>,
}

impl<'a> File<'a> {
    pub(super) fn new(path: &'a Path) -> File<'a> {
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
    pub(super) fn at(
        &self,
        node: &NodePath,
        within: Option<(&str, usize)>,
        message: Message,
    ) -> ContentError {
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

/// How a row of a lesson experiment hashes, in words.
pub(crate) fn hashing_name(hashing: crate::experiment::Hashing, lang: Lang) -> String {
    use crate::experiment::Hashing;
    match hashing {
        Hashing::Double => crate::t!(lang, "words-hashing-double"),
        Hashing::Independent => crate::t!(lang, "words-hashing-independent"),
    }
}

/// The experiment's line as a lesson step shows it: its shape (m, k, n,
/// or n and p for structures) and what it measures.
pub(crate) fn experiment_line(experiment: &StepExperiment, lang: Lang) -> Option<String> {
    let specs = experiment.checked_specs().ok()?;
    let spec = specs.first()?;
    if experiment.structures.is_some() {
        let names: Vec<&str> = specs.iter().map(|s| s.kind.title(lang)).collect();
        Some(crate::t!(
            lang,
            "words-experiment-structures",
            n = crate::units::count(lang, spec.n),
            p = rate_words(experiment.p.unwrap_or_default(), lang),
            names = names.join(", ")
        ))
    } else {
        let names = specs
            .iter()
            .map(|s| hashing_name(s.hashing, lang))
            .reduce(|first, next| {
                crate::t!(lang, "words-experiment-then", first = first, next = next)
            })
            .unwrap_or_default();
        Some(crate::t!(
            lang,
            "words-experiment-hashings",
            m = crate::units::count(lang, spec.m),
            k = spec.k.to_string(),
            n = crate::units::count(lang, spec.n),
            names = names
        ))
    }
}

/// A structures experiment's rate as the step says it: a fingerprint
/// filter's 2^−8 or 2^−16 as the Alternatives tab and the lessons write
/// it, with its percentage as the lesson's text and every screen give a
/// formula's rate (1/256 ≈ 0.3906 %: reader 26, en 5.5, es 5.x, where
/// the text said 0.3906 % and this 0.391 %); any other rate as its
/// author gave it (1 %, 0.01 %).
fn rate_words(p: f64, lang: Lang) -> String {
    use crate::units::{decimal_mark, fingerprint_fraction, format_percent_short};
    match crate::experiment::compare::fingerprint_bits_of(p) {
        Some(bits) => format!(
            "{} ≈ {}",
            fingerprint_fraction(bits),
            crate::units::formula_rate(lang, p)
        ),
        None => decimal_mark(lang, format_percent_short(p)),
    }
}

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

/// The words an experiment's result shows for the items it shows.
fn result_words(items: &[ResultPart], lang: Lang) -> String {
    items
        .iter()
        .map(|item| match item {
            ResultPart::Rate => crate::t!(lang, "words-result-rate"),
            ResultPart::Interval => crate::t!(lang, "words-result-interval"),
            ResultPart::PValue => crate::t!(lang, "words-result-p-value"),
            ResultPart::Verdict => crate::t!(lang, "words-result-verdict"),
        })
        .collect::<Vec<_>>()
        .join("; ")
}

/// One text a student reads at a step, where it is, and whether it is
/// shown before the predict is answered.
pub(super) struct Shown<'a> {
    pub(super) node: NodePath,
    pub(super) text: std::borrow::Cow<'a, str>,
    /// Whether it is in the file as written (a place in it can be found),
    /// or made by the app (the experiment's line).
    pub(super) written: bool,
    pub(super) before_answer: bool,
    /// Part of the predict itself (its question, choices…).
    pub(super) in_predict: bool,
}

/// A step's texts in reading order: its text, its table, its predict
/// (question, choices, feedback and explanation), its reveal, and what its experiment
/// shows (its line, and its result's words for the items `shows` lists).
pub(super) fn step_texts<'a>(step: &'a Step, at: &NodePath, lang: Lang) -> Vec<Shown<'a>> {
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
    // Shown once the predict is answered, under it.
    if let Some(reveal) = &step.reveal {
        push(at.key("reveal"), reveal, false, false);
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
pub(super) fn warning_at(
    file: &File,
    shown: &Shown,
    piece: &str,
    occurrence: usize,
    message: Message,
) -> ContentError {
    let within = shown.written.then_some((piece, occurrence));
    file.at(&shown.node, within, message)
}

/// How many times `piece` appears (as `match_indices` counts) in `text`
/// before `at`.
pub(super) fn occurrence_before(text: &str, piece: &str, at: usize) -> usize {
    text.match_indices(piece)
        .take_while(|(i, _)| *i < at)
        .count()
}
