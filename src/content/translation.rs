//! The Spanish and English versions of a lesson or quiz must tell the same
//! story: same steps and scenes, same questions and answers, only the words
//! differ. An outline is everything but the words, one line per step or
//! question, in words an instructor can read in an error message.

use super::Document;
use super::lesson::{Op, Step};
use super::quiz::{ParamRange, Question, QuestionType};

/// One readable line per step (lesson) or question (quiz).
pub fn outline(document: &Document) -> Vec<String> {
    match document {
        Document::Lesson(loaded) => loaded.lesson.steps.iter().map(step_outline).collect(),
        Document::Quiz(loaded) => loaded.quiz.questions.iter().map(question_outline).collect(),
    }
}

/// How two versions differ: the first item that does not match, or a
/// different number of items.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Mismatch {
    /// Item `index` (0-based) differs: its outline here and there.
    Item {
        index: usize,
        here: String,
        there: String,
    },
    /// One version has more items; `index` is the first extra one, or
    /// the end when this version is the shorter one.
    Count { here: usize, there: usize },
}

/// Compare a version with its twin in the other language.
pub fn compare(here: &Document, there: &Document) -> Option<Mismatch> {
    let (mine, theirs) = (outline(here), outline(there));
    if let Some(index) = mine.iter().zip(&theirs).position(|(a, b)| a != b) {
        return Some(Mismatch::Item {
            index,
            here: mine[index].clone(),
            there: theirs[index].clone(),
        });
    }
    (mine.len() != theirs.len()).then_some(Mismatch::Count {
        here: mine.len(),
        there: theirs.len(),
    })
}

fn step_outline(step: &Step) -> String {
    let mut parts = Vec::new();
    if step.section.is_some() {
        parts.push("starts a section".to_owned());
    }
    if let Some(scene) = &step.scene {
        let mut shape = Vec::new();
        if let Some(m) = scene.m {
            shape.push(format!("m = {m}"));
        }
        if let Some(k) = scene.k {
            shape.push(format!("k = {k}"));
        }
        if let Some(counting) = scene.counting {
            shape.push(format!("counting: {counting}"));
        }
        let ops: Vec<String> = scene.ops.iter().map(op_outline).collect();
        if !ops.is_empty() {
            shape.push(ops.join(", "));
        }
        if let Some(highlight) = &scene.highlight {
            shape.push(format!("highlight {:?}", highlight.bits));
        }
        parts.push(format!("scene ({})", shape.join("; ")));
    }
    if let Some(table) = &step.table {
        parts.push(format!(
            "table of {} columns and {} rows",
            table.header.len(),
            table.rows.len()
        ));
    }
    if let Some(predict) = &step.predict {
        parts.push(format!(
            "predict with {} choices, right: {}",
            predict.choices.len(),
            right_choices(predict.choices.iter().map(|c| c.correct))
        ));
    }
    if step.reveal.is_some() {
        parts.push("reveal".to_owned());
    }
    if parts.is_empty() {
        "text only".to_owned()
    } else {
        parts.join(", ")
    }
}

/// The kind of an operation and its explicit positions: hashed positions
/// depend on the word, which is translated, so they may differ.
fn op_outline(op: &Op) -> String {
    let kind = if op.add.is_some() {
        "add"
    } else if op.query.is_some() {
        "query"
    } else if op.remove.is_some() {
        "remove"
    } else {
        "clear"
    };
    match (&op.clear, &op.positions) {
        (Some(bits), _) | (None, Some(bits)) => format!("{kind} {bits:?}"),
        (None, None) => format!("{kind} (hashed)"),
    }
}

fn question_outline(question: &Question) -> String {
    let kind = match question.kind {
        QuestionType::Single => "single choice",
        QuestionType::Multiple => "multiple choice",
        QuestionType::TrueFalse => "true/false",
        QuestionType::Numeric => "numeric",
        QuestionType::Calculated => "calculated",
    };
    let mut parts = vec![
        format!("id `{}`", question.id),
        kind.to_owned(),
        format!(
            "{} point{}",
            question.points,
            if question.points == 1 { "" } else { "s" }
        ),
    ];
    if let Some(choices) = &question.choices {
        parts.push(format!(
            "{} choices, right: {}",
            choices.len(),
            right_choices(choices.iter().map(|c| c.correct))
        ));
    }
    if let Some(answer) = &question.answer {
        let answer = match answer {
            serde_yaml::Value::Bool(b) => b.to_string(),
            serde_yaml::Value::Number(n) => n.to_string(),
            other => format!("{other:?}"),
        };
        parts.push(format!("answer {answer}"));
    }
    if let Some(tolerance) = &question.tolerance {
        if let Some(absolute) = tolerance.absolute {
            parts.push(format!("tolerance ±{absolute}"));
        }
        if let Some(relative) = tolerance.relative {
            parts.push(format!("relative tolerance {relative}"));
        }
    }
    if let Some(formula) = &question.formula {
        parts.push(format!("formula {formula}"));
    }
    if let Some(parameters) = &question.parameters {
        let ranges: Vec<String> = parameters
            .iter()
            .map(|(name, range)| format!("{name} {}", range_outline(range)))
            .collect();
        parts.push(format!("parameters {}", ranges.join(", ")));
    }
    parts.join(", ")
}

fn range_outline(range: &ParamRange) -> String {
    if let Some(values) = &range.values {
        return format!("in {values:?}");
    }
    let bound = |b: Option<f64>| b.map_or("?".to_owned(), |v| v.to_string());
    let step = range.step.map_or(String::new(), |s| format!(" step {s}"));
    format!("from {} to {}{step}", bound(range.min), bound(range.max))
}

/// The right choices, numbered from 1: "2 and 4", "none".
fn right_choices(correct: impl Iterator<Item = bool>) -> String {
    let numbers: Vec<String> = correct
        .enumerate()
        .filter(|(_, c)| *c)
        .map(|(i, _)| (i + 1).to_string())
        .collect();
    match numbers.as_slice() {
        [] => "none".to_owned(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}
