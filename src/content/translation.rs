//! The Spanish and English versions of a lesson or quiz must tell the same
//! story: same steps and scenes, same questions and answers, only the words
//! differ. An outline is everything but the words, one line per step or
//! question, in words an instructor can read in an error message.

use super::Document;
use super::lesson::{Op, Step};
use super::quiz::{ParamRange, Question, QuestionKind, Tolerance};

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
    /// A lesson's two versions point to different quizzes (or one to none).
    Quiz {
        here: Option<String>,
        there: Option<String>,
    },
}

/// Compare a version with its twin in the other language.
pub fn compare(here: &Document, there: &Document) -> Option<Mismatch> {
    if let (Document::Lesson(mine), Document::Lesson(theirs)) = (here, there)
        && mine.lesson.quiz != theirs.lesson.quiz
    {
        return Some(Mismatch::Quiz {
            here: mine.lesson.quiz.clone(),
            there: theirs.lesson.quiz.clone(),
        });
    }
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
    if let Some((answer, tolerance)) = step.predict.as_ref().and_then(|p| p.numeric()) {
        parts.push(format!(
            "numeric predict, answer {}, tolerance {}",
            number_as_written(answer),
            tolerance_outline(tolerance)
        ));
    } else if let Some(predict) = &step.predict {
        parts.push(format!(
            "predict with {} choices, right: {}",
            predict.choices.len(),
            right_choices(predict.choices.iter().map(|c| c.correct))
        ));
    }
    if let Some(experiment) = &step.experiment {
        parts.push(format!(
            "experiment (m = {:?}, k = {:?}, n = {}, p = {:?}, hashing {}, trials {:?}, precision {:?}, seed {:?}, structures {:?})",
            experiment.m,
            experiment.k,
            experiment.n,
            experiment.p,
            experiment.hashing.as_deref().unwrap_or("double"),
            experiment.trials,
            experiment.precision,
            experiment.seed,
            experiment.structures
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

/// A question's outline: what every kind has, then what its kind has.
fn question_outline(question: &Question) -> String {
    let kind = match &question.kind {
        QuestionKind::Single { .. } => "single choice",
        QuestionKind::Multiple { .. } => "multiple choice",
        QuestionKind::TrueFalse { .. } => "true/false",
        QuestionKind::Numeric { .. } => "numeric",
        QuestionKind::Calculated { .. } => "calculated",
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
    match &question.kind {
        QuestionKind::Single { choices } | QuestionKind::Multiple { choices } => {
            parts.push(format!(
                "{} choices, right: {}",
                choices.len(),
                right_choices(choices.iter().map(|c| c.correct))
            ));
        }
        QuestionKind::TrueFalse { answer, .. } => parts.push(format!("answer {answer}")),
        QuestionKind::Numeric {
            answer, tolerance, ..
        } => {
            parts.push(format!("answer {}", number_as_written(*answer)));
            parts.push(tolerance_outline(*tolerance));
        }
        QuestionKind::Calculated {
            parameters,
            formula,
            tolerance,
            ..
        } => {
            parts.push(tolerance_outline(*tolerance));
            parts.push(format!("formula {}", formula.name()));
            let ranges: Vec<String> = parameters
                .iter()
                .map(|(name, range)| format!("{name} {}", range_outline(range)))
                .collect();
            parts.push(format!("parameters {}", ranges.join(", ")));
        }
    }
    if !question.feedback_for.is_empty() {
        let slips: Vec<String> = question
            .feedback_for
            .iter()
            .map(|slip| match &slip.wrong {
                crate::content::quiz::SlipValue::Number(value) => number_as_written(*value),
                crate::content::quiz::SlipValue::Formula(formula) => formula.name().to_owned(),
            })
            .collect();
        parts.push(format!("feedback for {}", slips.join(", ")));
    }
    parts.join(", ")
}

/// A number as YAML writes it (1e-7, not 0.0000001), whole numbers without
/// a decimal point: the same answer written `10` or `10.0` is the same.
fn number_as_written(value: f64) -> String {
    if value.fract() == 0.0 && value.abs() < 1e15 {
        format!("{}", value as i64)
    } else {
        serde_yaml::Number::from(value).to_string()
    }
}

fn tolerance_outline(tolerance: Tolerance) -> String {
    match tolerance {
        Tolerance::Absolute(absolute) => format!("tolerance ±{absolute}"),
        Tolerance::Relative(relative) => format!("relative tolerance {relative}"),
    }
}

fn range_outline(range: &ParamRange) -> String {
    match range {
        ParamRange::Values(values) => format!("in {values:?}"),
        ParamRange::Span { min, max, step } => {
            let step = step.map_or(String::new(), |s| format!(" step {s}"));
            format!("from {min} to {max}{step}")
        }
    }
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_read_as_written() {
        assert_eq!(number_as_written(10.0), "10");
        assert_eq!(number_as_written(9.585), "9.585");
        assert_eq!(number_as_written(-3.0), "-3");
        assert_eq!(number_as_written(1e-7), "1e-7");
        assert_eq!(number_as_written(1e20), "1e20");
    }

    #[test]
    fn ranges_and_tolerances_read_as_given() {
        assert_eq!(
            range_outline(&ParamRange::Span {
                min: 1000.0,
                max: 90000.0,
                step: Some(1000.0)
            }),
            "from 1000 to 90000 step 1000"
        );
        assert_eq!(
            range_outline(&ParamRange::Values(vec![0.1, 0.01])),
            "in [0.1, 0.01]"
        );
        assert_eq!(
            tolerance_outline(Tolerance::Absolute(0.5)),
            "tolerance ±0.5"
        );
        assert_eq!(
            tolerance_outline(Tolerance::Relative(0.02)),
            "relative tolerance 0.02"
        );
    }
}
