//! The Spanish and English versions of a lesson or quiz must tell the same
//! story: same steps and scenes, same questions and answers, only the words
//! differ. Each step or question is a list of facts (everything but the
//! words), each with the field it is written in, so a difference is
//! reported at that field in both files.

use std::collections::BTreeMap;

use super::Document;
use super::lesson::{Action, Op, Predict, Scene, Step, StepExperiment};
use super::quiz::{ParamRange, Question, QuestionKind, Slip, SlipValue, Tolerance};
use super::validation::code;
use super::yaml::NodePath;
use crate::i18n::Message;
use crate::msg;

/// One fact of a step or question: what it is about, in words
/// (`the scene's `m``), where it is written (within the item), and its
/// value in words (empty for a field that is there or not).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Fact {
    pub(crate) field: Message,
    pub(crate) path: NodePath,
    pub(crate) value: Message,
}

fn fact(field: Message, path: NodePath, value: impl Into<Value>) -> Fact {
    Fact {
        field,
        path,
        value: value.into().0,
    }
}

/// A fact's value: a number or name as written, or a word.
struct Value(Message);

impl From<String> for Value {
    fn from(text: String) -> Self {
        Value(msg!("check-as-is", text = text))
    }
}

impl From<&str> for Value {
    fn from(text: &str) -> Self {
        Value(msg!("check-as-is", text = text))
    }
}

impl From<Message> for Value {
    fn from(message: Message) -> Self {
        Value(message)
    }
}

/// The facts of each step (lesson) or question (quiz), in order.
pub(crate) fn facts(document: &Document) -> Vec<Vec<Fact>> {
    match document {
        Document::Lesson(loaded) => loaded.lesson.steps.iter().map(step_facts).collect(),
        Document::Quiz(loaded) => loaded.quiz.questions.iter().map(question_facts).collect(),
    }
}

/// How two versions differ: the first fact that does not match, or a
/// different number of items.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Mismatch {
    /// In item `index` (0-based), `field` differs: its place and value
    /// here and there (None: not given on that side).
    Item {
        index: usize,
        field: Message,
        here: Option<(NodePath, Message)>,
        there: Option<(NodePath, Message)>,
    },
    /// One version has more items.
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
    let (mine, theirs) = (facts(here), facts(there));
    for (index, (a, b)) in mine.iter().zip(&theirs).enumerate() {
        if let Some(mismatch) = first_difference(index, a, b) {
            return Some(mismatch);
        }
    }
    (mine.len() != theirs.len()).then_some(Mismatch::Count {
        here: mine.len(),
        there: theirs.len(),
    })
}

/// The first fact, in the order either side states them, whose value
/// differs or that one side does not have.
fn first_difference(index: usize, here: &[Fact], there: &[Fact]) -> Option<Mismatch> {
    let find = |facts: &[Fact], field: &Message| {
        facts
            .iter()
            .find(|f| f.field == *field)
            .map(|f| (f.path.clone(), f.value.clone()))
    };
    for field in here.iter().chain(there).map(|f| &f.field) {
        let (a, b) = (find(here, field), find(there, field));
        let differ = match (&a, &b) {
            (Some((_, x)), Some((_, y))) => x != y,
            _ => true,
        };
        if differ {
            return Some(Mismatch::Item {
                index,
                field: field.clone(),
                here: a,
                there: b,
            });
        }
    }
    None
}

fn step_facts(step: &Step) -> Vec<Fact> {
    let at = NodePath::default();
    let mut facts = Vec::new();
    if step.section.is_some() {
        facts.push(fact(code("section"), at.key("section"), ""));
    }
    if let Some(scene) = &step.scene {
        scene_facts(&mut facts, &at.key("scene"), scene);
    }
    if let Some(table) = &step.table {
        let table_at = at.key("table");
        facts.push(fact(code("table"), table_at.clone(), ""));
        facts.push(fact(
            msg!("check-fact-table-columns"),
            table_at.key("header"),
            table.header.len().to_string(),
        ));
        facts.push(fact(
            msg!("check-fact-table-rows"),
            table_at.key("rows"),
            table.rows.len().to_string(),
        ));
    }
    if let Some(predict) = &step.predict {
        predict_facts(&mut facts, &at.key("predict"), predict);
    }
    if let Some(experiment) = &step.experiment {
        experiment_facts(&mut facts, &at.key("experiment"), experiment);
    }
    if step.reveal.is_some() {
        facts.push(fact(code("reveal"), at.key("reveal"), ""));
    }
    facts
}

/// A scene's shape, its operations and its highlighted bits.
fn scene_facts(facts: &mut Vec<Fact>, scene_at: &NodePath, scene: &Scene) {
    facts.push(fact(code("scene"), scene_at.clone(), ""));
    if let Some(m) = scene.m {
        facts.push(fact(
            msg!("check-fact-scene-m"),
            scene_at.key("m"),
            m.to_string(),
        ));
    }
    if let Some(k) = scene.k {
        facts.push(fact(
            msg!("check-fact-scene-k"),
            scene_at.key("k"),
            k.to_string(),
        ));
    }
    if let Some(counting) = scene.counting {
        facts.push(fact(
            msg!("check-fact-scene-counting"),
            scene_at.key("counting"),
            counting.to_string(),
        ));
    }
    let ops_at = scene_at.key("ops");
    facts.push(fact(
        msg!("check-fact-op-count"),
        ops_at.clone(),
        scene.ops.len().to_string(),
    ));
    for (j, op) in scene.ops.iter().enumerate() {
        op_facts(facts, &ops_at.index(j), j + 1, op);
    }
    if let Some(highlight) = &scene.highlight {
        facts.push(fact(
            msg!("check-fact-highlighted-bits"),
            scene_at.key("highlight").key("bits"),
            list(&highlight.bits),
        ));
    }
}

/// A predict's answer and tolerance, or which of its choices are right.
fn predict_facts(facts: &mut Vec<Fact>, predict_at: &NodePath, predict: &Predict) {
    facts.push(fact(code("predict"), predict_at.clone(), ""));
    if let Some((answer, tolerance)) = predict.numeric() {
        facts.push(fact(
            msg!("check-fact-predict-answer"),
            predict_at.key("answer"),
            number_as_written(answer),
        ));
        facts.push(fact(
            msg!("check-fact-predict-tolerance"),
            predict_at.key("tolerance"),
            tolerance_outline(tolerance),
        ));
    } else {
        choice_facts(facts, predict_at, predict.choices.iter().map(|c| c.correct));
    }
}

/// Each field an experiment gives.
fn experiment_facts(facts: &mut Vec<Fact>, experiment_at: &NodePath, experiment: &StepExperiment) {
    facts.push(fact(code("experiment"), experiment_at.clone(), ""));
    let given: [(&str, Option<String>); 9] = [
        ("m", experiment.m.map(|m| m.to_string())),
        ("k", experiment.k.map(|k| k.to_string())),
        ("n", Some(experiment.n.to_string())),
        ("p", experiment.p.map(number_as_written)),
        ("hashing", experiment.hashing.clone()),
        ("trials", experiment.trials.map(|t| t.to_string())),
        ("precision", experiment.precision.map(number_as_written)),
        ("seed", experiment.seed.map(|s| s.to_string())),
        (
            "structures",
            experiment.structures.as_ref().map(|s| s.join(", ")),
        ),
    ];
    for (field, value) in given {
        if let Some(value) = value {
            facts.push(fact(
                msg!("check-fact-experiment-field", field = field),
                experiment_at.key(field),
                value,
            ));
        }
    }
}

/// The kind of an operation and its explicit positions: hashed positions
/// depend on the word, which is translated, so they may differ.
fn op_facts(facts: &mut Vec<Fact>, at: &NodePath, number: usize, op: &Op) {
    // A document with an operation that does nothing has not loaded.
    let Some(action) = &op.action else {
        return;
    };
    let kind = action.field();
    facts.push(fact(
        msg!("check-fact-op", n = number),
        at.key(kind),
        code(kind),
    ));
    let (field, bits) = match action {
        Action::Clear(bits) => ("clear", Some(bits)),
        Action::Add(_) | Action::Query(_) | Action::Remove(_) => {
            ("positions", op.positions.as_ref())
        }
    };
    facts.push(fact(
        msg!("check-fact-op-positions", n = number),
        if bits.is_some() {
            at.key(field)
        } else {
            at.clone()
        },
        bits.map_or_else(
            || msg!("check-fact-hashed"),
            |bits| msg!("check-as-is", text = list(bits)),
        ),
    ));
}

/// How many choices, and which are right, at `at`'s `choices`.
fn choice_facts(facts: &mut Vec<Fact>, at: &NodePath, correct: impl Iterator<Item = bool>) {
    let correct: Vec<bool> = correct.collect();
    let choices_at = at.key("choices");
    facts.push(fact(
        msg!("check-fact-choice-count"),
        choices_at.clone(),
        correct.len().to_string(),
    ));
    for (j, right) in correct.iter().enumerate() {
        facts.push(fact(
            msg!("check-fact-choice", n = j + 1),
            choices_at.index(j).key("correct"),
            if *right {
                msg!("check-fact-right")
            } else {
                msg!("check-fact-wrong")
            },
        ));
    }
}

/// A question's facts: what every kind has, then what its kind has.
fn question_facts(question: &Question) -> Vec<Fact> {
    let at = NodePath::default();
    let kind = question.question_type().name();
    let mut facts = vec![
        fact(
            msg!("check-fact-question-id"),
            at.key("id"),
            code(&question.id),
        ),
        fact(code("type"), at.key("type"), code(kind)),
        fact(
            code("points"),
            at.key("points"),
            question.points.to_string(),
        ),
    ];
    match &question.kind {
        QuestionKind::Single { choices } | QuestionKind::Multiple { choices } => {
            choice_facts(&mut facts, &at, choices.iter().map(|c| c.correct));
        }
        QuestionKind::TrueFalse { answer, .. } => {
            facts.push(fact(
                msg!("check-fact-answer"),
                at.key("answer"),
                answer.to_string(),
            ));
        }
        QuestionKind::Numeric {
            answer, tolerance, ..
        } => {
            facts.push(fact(
                msg!("check-fact-answer"),
                at.key("answer"),
                number_as_written(*answer),
            ));
            facts.push(fact(
                msg!("check-fact-tolerance"),
                at.key("tolerance"),
                tolerance_outline(*tolerance),
            ));
        }
        QuestionKind::Calculated {
            parameters,
            formula,
            tolerance,
            ..
        } => calculated_facts(&mut facts, &at, parameters, formula.name(), *tolerance),
        QuestionKind::Ordering(ordering) => {
            facts.push(fact(
                msg!("check-fact-item-count"),
                at.key("items"),
                ordering.items.len().to_string(),
            ));
        }
    }
    if !question.feedback_for.is_empty() {
        slip_facts(&mut facts, &at.key("feedback_for"), &question.feedback_for);
    }
    facts
}

/// A calculated question's tolerance, formula and parameter ranges.
fn calculated_facts(
    facts: &mut Vec<Fact>,
    at: &NodePath,
    parameters: &BTreeMap<String, ParamRange>,
    formula: &str,
    tolerance: Tolerance,
) {
    facts.push(fact(
        msg!("check-fact-tolerance"),
        at.key("tolerance"),
        tolerance_outline(tolerance),
    ));
    facts.push(fact(
        msg!("check-fact-formula"),
        at.key("formula"),
        code(formula),
    ));
    let names: Vec<&str> = parameters.keys().map(String::as_str).collect();
    facts.push(fact(
        msg!("check-fact-parameters"),
        at.key("parameters"),
        names.join(", "),
    ));
    for (name, range) in parameters {
        facts.push(fact(
            msg!("check-fact-parameter", name = name),
            at.key("parameters").key(name),
            range_outline(range),
        ));
    }
}

/// How many slips a question foresees, and each one's wrong value or
/// formula.
fn slip_facts(facts: &mut Vec<Fact>, slips_at: &NodePath, slips: &[Slip]) {
    facts.push(fact(
        msg!("check-fact-slip-count"),
        slips_at.clone(),
        slips.len().to_string(),
    ));
    for (j, slip) in slips.iter().enumerate() {
        let (field, value) = match &slip.wrong {
            SlipValue::Number(value) => (
                "value",
                msg!("check-as-is", text = number_as_written(*value)),
            ),
            SlipValue::Formula(formula) => ("formula", code(formula.name())),
        };
        facts.push(fact(
            msg!("check-fact-slip", n = j + 1),
            slips_at.index(j).key(field),
            value,
        ));
    }
}

/// A list of positions as YAML writes it: [0, 3].
fn list(items: &[u64]) -> String {
    let items: Vec<String> = items.iter().map(u64::to_string).collect();
    format!("[{}]", items.join(", "))
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
        Tolerance::Absolute(absolute) => format!("±{}", number_as_written(absolute)),
        Tolerance::Relative(relative) => {
            format!("±{} %", number_as_written(relative * 100.0))
        }
    }
}

fn range_outline(range: &ParamRange) -> String {
    match range {
        ParamRange::Values(values) => {
            let values: Vec<String> = values.iter().map(|v| number_as_written(*v)).collect();
            format!("[{}]", values.join(", "))
        }
        ParamRange::Span { min, max, step } => {
            let step = step.map_or(String::new(), |s| {
                format!(" (step {})", number_as_written(s))
            });
            format!(
                "{}..{}{step}",
                number_as_written(*min),
                number_as_written(*max)
            )
        }
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
            "1000..90000 (step 1000)"
        );
        assert_eq!(
            range_outline(&ParamRange::Values(vec![0.1, 0.01])),
            "[0.1, 0.01]"
        );
        assert_eq!(tolerance_outline(Tolerance::Absolute(0.5)), "±0.5");
        assert_eq!(tolerance_outline(Tolerance::Relative(0.02)), "±2 %");
    }
}
