//! The lesson format (steps of text, bit-array scenes, tables and predict
//! prompts) and its checks. See docs/authoring.md for the format as
//! instructors read it; working out the scenes step by step, with their
//! checks, is in `scene_check`.

pub mod experiment;
mod scene_check;

pub use experiment::StepExperiment;

use serde::Deserialize;

use super::limits::{self, too_many};
use super::quiz::{RawTolerance, Tolerance};
use super::scene::{OpResult, SceneArray};
use super::validation::{
    Issue, ListSize, check_choices, check_list_size, check_optional, check_text, code, issue,
    require_text,
};
use super::yaml::NodePath;
use crate::lang::Lang;
use crate::msg;

/// Largest scene a terminal can draw legibly.
pub(crate) const MAX_SCENE_M: u64 = 4096;
pub(crate) const MAX_SCENE_K: u32 = 16;

#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Lesson {
    pub id: String,
    pub lang: Lang,
    pub title: String,
    #[serde(default)]
    pub summary: Option<String>,
    /// The id of the quiz that follows this lesson, named at its end.
    #[serde(default)]
    pub quiz: Option<String>,
    /// The ids of the lessons this one builds on: the terms they teach
    /// may be used here from the first step.
    #[serde(default)]
    pub requires: Vec<String>,
    pub steps: Vec<Step>,
}

#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Step {
    #[serde(default)]
    pub section: Option<String>,
    pub title: String,
    pub text: String,
    #[serde(default)]
    pub scene: Option<Scene>,
    #[serde(default)]
    pub table: Option<Table>,
    #[serde(default)]
    pub predict: Option<Predict>,
    #[serde(default)]
    pub reveal: Option<String>,
    /// A measurement the student runs live at this step.
    #[serde(default)]
    pub experiment: Option<StepExperiment>,
}

#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Scene {
    #[serde(default)]
    pub(crate) m: Option<u64>,
    #[serde(default)]
    pub(crate) k: Option<u32>,
    #[serde(default)]
    pub(crate) counting: Option<bool>,
    #[serde(default)]
    pub ops: Vec<Op>,
    #[serde(default)]
    pub highlight: Option<Highlight>,
}

/// One operation of a scene: what it does, read once from the file's
/// `add`, `query`, `remove` or `clear`, the positions it gives for its
/// word, and a note.
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(from = "RawOp")]
pub struct Op {
    /// None when the file gives none of the four or more than one, which
    /// the check reports.
    pub(crate) action: Option<Action>,
    /// The positions given instead of the word's hash (`positions:`).
    pub(crate) positions: Option<Vec<u64>>,
    pub note: Option<String>,
}

/// What an operation does.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Action {
    Add(String),
    Query(String),
    Remove(String),
    /// Clear these positions (a plain array only counts them down).
    Clear(Vec<u64>),
}

impl Action {
    /// The field the file writes it in.
    pub(crate) fn field(&self) -> &'static str {
        match self {
            Action::Add(_) => "add",
            Action::Query(_) => "query",
            Action::Remove(_) => "remove",
            Action::Clear(_) => "clear",
        }
    }

    /// The word it adds, looks up or removes.
    pub(crate) fn word(&self) -> Option<&str> {
        match self {
            Action::Add(word) | Action::Query(word) | Action::Remove(word) => Some(word),
            Action::Clear(_) => None,
        }
    }
}

/// An operation as the file writes it: exactly one of `add`, `query`,
/// `remove`, `clear`.
#[derive(Deserialize)]
#[serde(deny_unknown_fields, expecting = "struct Op")]
struct RawOp {
    #[serde(default)]
    add: Option<String>,
    #[serde(default)]
    query: Option<String>,
    #[serde(default)]
    remove: Option<String>,
    #[serde(default)]
    clear: Option<Vec<u64>>,
    #[serde(default)]
    positions: Option<Vec<u64>>,
    #[serde(default)]
    note: Option<String>,
}

impl From<RawOp> for Op {
    fn from(raw: RawOp) -> Op {
        let action = match (raw.add, raw.query, raw.remove, raw.clear) {
            (Some(word), None, None, None) => Some(Action::Add(word)),
            (None, Some(word), None, None) => Some(Action::Query(word)),
            (None, None, Some(word), None) => Some(Action::Remove(word)),
            (None, None, None, Some(positions)) => Some(Action::Clear(positions)),
            _ => None,
        };
        Op {
            action,
            positions: raw.positions,
            note: raw.note,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Highlight {
    pub(crate) bits: Vec<u64>,
    pub why: String,
}

#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Table {
    pub header: Vec<String>,
    pub rows: Vec<Vec<String>>,
}

#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Predict {
    pub question: String,
    /// The answers to pick from; empty for a numeric predict.
    #[serde(default)]
    pub choices: Vec<Choice>,
    /// A numeric predict: the right number, typed by the student (written
    /// as a number or an expression, computed when the file loads)...
    #[serde(default)]
    pub(crate) answer: Option<NumberOrExpression>,
    /// ...and how far from it an answer is still right.
    #[serde(default)]
    pub(crate) tolerance: Option<RawTolerance>,
    #[serde(default)]
    pub explanation: Option<String>,
}

/// A number as the file writes it: a number, or an expression with no
/// parameters (`fuse_bits_per_key(100000, 8)`), computed when the file
/// loads (a loaded lesson holds only numbers).
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum NumberOrExpression {
    Number(f64),
    Expression(String),
}

impl NumberOrExpression {
    /// The number, once computed.
    pub(crate) fn number(&self) -> Option<f64> {
        match self {
            NumberOrExpression::Number(value) => Some(*value),
            NumberOrExpression::Expression(_) => None,
        }
    }
}

impl<'de> Deserialize<'de> for NumberOrExpression {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct Visitor;
        impl serde::de::Visitor<'_> for Visitor {
            type Value = NumberOrExpression;

            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("a number, or an expression such as bits_per_element(0.01)")
            }

            fn visit_f64<E: serde::de::Error>(self, value: f64) -> Result<Self::Value, E> {
                Ok(NumberOrExpression::Number(value))
            }

            fn visit_i64<E: serde::de::Error>(self, value: i64) -> Result<Self::Value, E> {
                Ok(NumberOrExpression::Number(value as f64))
            }

            fn visit_u64<E: serde::de::Error>(self, value: u64) -> Result<Self::Value, E> {
                Ok(NumberOrExpression::Number(value as f64))
            }

            fn visit_str<E: serde::de::Error>(self, text: &str) -> Result<Self::Value, E> {
                Ok(NumberOrExpression::Expression(text.to_owned()))
            }
        }
        deserializer.deserialize_any(Visitor)
    }
}

impl Predict {
    /// The right number and its tolerance, for a numeric predict.
    pub fn numeric(&self) -> Option<(f64, Tolerance)> {
        let answer = self.answer.as_ref()?.number()?;
        let tolerance = self.tolerance.as_ref()?;
        match (tolerance.absolute, tolerance.relative) {
            (Some(abs), None) => Some((answer, Tolerance::Absolute(abs))),
            (None, Some(rel)) => Some((answer, Tolerance::Relative(rel))),
            _ => None,
        }
    }
}

/// Check a numeric predict's answer and tolerance at `path`.
fn check_numeric(issues: &mut Vec<Issue>, path: &NodePath, predict: &Predict) {
    if !predict.choices.is_empty() {
        issues.push(issue(
            path.key("choices"),
            msg!("check-predict-choices-and-answer"),
        ));
    }
    if predict
        .answer
        .as_ref()
        .and_then(NumberOrExpression::number)
        .is_some_and(|a| !a.is_finite())
    {
        issues.push(issue(path.key("answer"), msg!("check-answer-finite")));
    }
    let Some(tolerance) = &predict.tolerance else {
        issues.push(issue(
            path.key("answer"),
            msg!("check-predict-needs-tolerance"),
        ));
        return;
    };
    let at = path.key("tolerance");
    match (tolerance.absolute, tolerance.relative) {
        (Some(value), None) | (None, Some(value)) => {
            let field = if tolerance.absolute.is_some() {
                "absolute"
            } else {
                "relative"
            };
            if !(value > 0.0 && value.is_finite()) {
                issues.push(issue(
                    at.key(field),
                    msg!("check-tolerance-positive", got = value.to_string()),
                ));
            } else if field == "relative" && value >= 1.0 {
                issues.push(issue(
                    at.key(field),
                    msg!("check-relative-tolerance-fraction", got = value.to_string()),
                ));
            }
        }
        _ => issues.push(issue(at, msg!("check-tolerance-one-of"))),
    }
}

/// An answer to pick: a predict prompt's, or a quiz question's.
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Choice {
    pub text: String,
    #[serde(default)]
    pub(crate) correct: bool,
    pub feedback: String,
}

/// A step's scene worked out: the array before and after its operations,
/// as drawn (the cells, `m`, `k`, `counting`: who set each bit is in the
/// query results, so the arrays' `setters` and `words` are left empty and
/// a long lesson keeps two small copies per step, not two full ones).
#[derive(Clone, Debug, PartialEq)]
pub struct StepScene {
    pub(crate) before: SceneArray,
    pub after: SceneArray,
    pub results: Vec<OpResult>,
    pub highlight: Option<Highlight>,
}

impl Lesson {
    /// The lesson's own fields, and how many steps it has.
    fn check_head(&self, issues: &mut Vec<Issue>, root: &NodePath) {
        require_text(issues, root.key("id"), &self.id, code("id"));
        require_text(issues, root.key("title"), &self.title, code("title"));
        check_optional(
            issues,
            root.key("summary"),
            self.summary.as_ref(),
            code("summary"),
        );
        check_optional(issues, root.key("quiz"), self.quiz.as_ref(), code("quiz"));
        for (i, required) in self.requires.iter().enumerate() {
            require_text(
                issues,
                root.key("requires").index(i),
                required,
                msg!("check-what-required-id"),
            );
        }
        check_list_size(
            issues,
            &root.key("steps"),
            self.steps.len(),
            &ListSize {
                min: 1,
                too_few: msg!("check-lesson-no-steps"),
                max: limits::MAX_STEPS,
                what: msg!("check-what-steps-in-lesson"),
                advice: Some(msg!("check-advice-split-lesson")),
            },
        );
    }

    /// Every problem in the lesson, and the worked-out scenes when there
    /// are none. Steps past [`limits::MAX_STEPS`] are not checked: the
    /// lesson must be split first.
    pub(crate) fn validate(&self) -> Result<Vec<Option<StepScene>>, Vec<Issue>> {
        let root = NodePath::default();
        let mut issues = Vec::new();
        self.check_head(&mut issues, &root);
        let mut scene_runner = scene_check::SceneRunner::new();
        let mut scenes = Vec::with_capacity(self.steps.len().min(limits::MAX_STEPS));
        for (i, step) in self.steps.iter().enumerate().take(limits::MAX_STEPS) {
            let path = root.key("steps").index(i);
            check_step_texts(&mut issues, &path, step);
            if let Some(table) = &step.table {
                check_table(&mut issues, &path.key("table"), table);
            }
            if let Some(predict) = &step.predict {
                check_predict(&mut issues, &path.key("predict"), predict);
            } else if step.reveal.is_some() {
                issues.push(issue(
                    path.key("reveal"),
                    msg!("check-reveal-without-predict"),
                ));
            }
            if let Some(experiment) = &step.experiment {
                experiment::check(&mut issues, &path.key("experiment"), experiment);
            }
            scenes.push(
                step.scene
                    .as_ref()
                    .and_then(|s| scene_runner.run(&mut issues, &path.key("scene"), s)),
            );
        }
        if issues.is_empty() {
            Ok(scenes)
        } else {
            Err(issues)
        }
    }
}

/// A predict: its question and explanation, and a numeric answer with
/// its tolerance or choices with one right.
fn check_predict(issues: &mut Vec<Issue>, predict_path: &NodePath, predict: &Predict) {
    require_text(
        issues,
        predict_path.key("question"),
        &predict.question,
        msg!("check-what-predict-question"),
    );
    check_optional(
        issues,
        predict_path.key("explanation"),
        predict.explanation.as_ref(),
        msg!("check-what-predict-explanation"),
    );
    if predict.answer.is_some() {
        check_numeric(issues, predict_path, predict);
    } else if predict.tolerance.is_some() {
        issues.push(issue(
            predict_path.key("tolerance"),
            msg!("check-tolerance-without-answer"),
        ));
    } else {
        check_choices(issues, predict_path, &predict.choices, false);
    }
}

fn check_step_texts(issues: &mut Vec<Issue>, path: &NodePath, step: &Step) {
    require_text(
        issues,
        path.key("title"),
        &step.title,
        msg!("check-what-step-title"),
    );
    require_text(
        issues,
        path.key("text"),
        &step.text,
        msg!("check-what-step-text"),
    );
    check_optional(
        issues,
        path.key("section"),
        step.section.as_ref(),
        msg!("check-what-step-section"),
    );
    check_optional(
        issues,
        path.key("reveal"),
        step.reveal.as_ref(),
        msg!("check-what-step-reveal"),
    );
}

fn check_table(issues: &mut Vec<Issue>, path: &NodePath, table: &Table) {
    let too_many_columns = check_list_size(
        issues,
        &path.key("header"),
        table.header.len(),
        &ListSize {
            min: 1,
            too_few: msg!("check-table-no-header"),
            max: limits::MAX_TABLE_COLUMNS,
            what: msg!("check-what-table-columns"),
            advice: None,
        },
    );
    if too_many_columns {
        return;
    }
    if table.rows.len() > limits::MAX_TABLE_ROWS {
        issues.push(issue(
            path.key("rows").index(limits::MAX_TABLE_ROWS),
            too_many(
                &msg!("check-what-table-rows"),
                table.rows.len(),
                limits::MAX_TABLE_ROWS,
                Some(&msg!("check-advice-split-steps")),
            ),
        ));
        return;
    }
    for (i, cell) in table.header.iter().enumerate() {
        check_text(
            issues,
            path.key("header").index(i),
            cell,
            msg!("check-what-table-cell"),
        );
    }
    for (i, row) in table.rows.iter().enumerate() {
        if row.len() != table.header.len() {
            issues.push(issue(
                path.key("rows").index(i),
                msg!(
                    "check-row-cells",
                    cells = row.len(),
                    header = table.header.len()
                ),
            ));
            continue;
        }
        for (j, cell) in row.iter().enumerate() {
            check_text(
                issues,
                path.key("rows").index(i).index(j),
                cell,
                msg!("check-what-table-cell"),
            );
        }
    }
}
