//! The lesson format: steps of text, bit-array scenes, tables and predict
//! prompts. See docs/authoring.md for the format as instructors read it.

use serde::Deserialize;

use super::limits::{self, too_many};
use super::scene::{self, OpResult, SceneArray, SceneProblem};
use super::yaml::NodePath;
use crate::lang::Lang;

/// Largest scene a terminal can draw legibly.
pub const MAX_SCENE_M: u64 = 4096;
pub const MAX_SCENE_K: u32 = 16;

#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Lesson {
    pub id: String,
    pub lang: Lang,
    pub title: String,
    #[serde(default)]
    pub summary: Option<String>,
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
}

#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Scene {
    #[serde(default)]
    pub m: Option<u64>,
    #[serde(default)]
    pub k: Option<u32>,
    #[serde(default)]
    pub counting: Option<bool>,
    #[serde(default)]
    pub ops: Vec<Op>,
    #[serde(default)]
    pub highlight: Option<Highlight>,
}

/// One operation: exactly one of `add`, `query`, `remove`, `clear`.
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Op {
    #[serde(default)]
    pub add: Option<String>,
    #[serde(default)]
    pub query: Option<String>,
    #[serde(default)]
    pub remove: Option<String>,
    #[serde(default)]
    pub clear: Option<Vec<u64>>,
    #[serde(default)]
    pub positions: Option<Vec<u64>>,
    #[serde(default)]
    pub note: Option<String>,
}

#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Highlight {
    pub bits: Vec<u64>,
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
    pub choices: Vec<Choice>,
    #[serde(default)]
    pub explanation: Option<String>,
}

#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Choice {
    pub text: String,
    #[serde(default)]
    pub correct: bool,
    pub feedback: String,
}

/// A step's scene worked out: the array before and after its operations,
/// as drawn (the cells, `m`, `k`, `counting`: who set each bit is in the
/// query results, so the arrays' `setters` and `words` are left empty and
/// a long lesson keeps two small copies per step, not two full ones).
#[derive(Clone, Debug, PartialEq)]
pub struct StepScene {
    pub before: SceneArray,
    pub after: SceneArray,
    pub results: Vec<OpResult>,
    pub highlight: Option<Highlight>,
}

/// A problem found by validation, at a path in the file.
#[derive(Clone, Debug, PartialEq)]
pub struct Issue {
    pub path: NodePath,
    pub message: String,
}

fn issue(path: NodePath, message: impl Into<String>) -> Issue {
    Issue {
        path,
        message: message.into(),
    }
}

/// A text that must not be empty, nor longer than the limit.
pub(crate) fn require_text(issues: &mut Vec<Issue>, path: NodePath, value: &str, what: &str) {
    if value.trim().is_empty() {
        issues.push(issue(path, format!("{what} is empty")));
    } else {
        check_text(issues, path, value, what);
    }
}

/// A text that may be empty, but not longer than the limit.
pub(crate) fn check_text(issues: &mut Vec<Issue>, path: NodePath, value: &str, what: &str) {
    if let Some(message) = limits::text_too_long(what, value) {
        issues.push(issue(path, message));
    }
}

/// An optional text: checked for length when given.
pub(crate) fn check_optional(
    issues: &mut Vec<Issue>,
    path: NodePath,
    value: Option<&String>,
    what: &str,
) {
    if let Some(value) = value {
        check_text(issues, path, value, what);
    }
}

pub(crate) fn check_choices(
    issues: &mut Vec<Issue>,
    path: &NodePath,
    choices: &[Choice],
    exactly_one: bool,
) {
    let choices_path = path.key("choices");
    if choices.len() < 2 {
        issues.push(issue(
            choices_path.clone(),
            format!("needs at least two choices (got {})", choices.len()),
        ));
    }
    if choices.len() > limits::MAX_CHOICES {
        issues.push(issue(
            choices_path.index(limits::MAX_CHOICES),
            too_many(
                "choices",
                choices.len(),
                limits::MAX_CHOICES,
                "the keys 1 to 9 pick them",
            ),
        ));
    }
    for (i, choice) in choices.iter().enumerate() {
        require_text(
            issues,
            choices_path.index(i).key("text"),
            &choice.text,
            "the choice's text",
        );
        require_text(
            issues,
            choices_path.index(i).key("feedback"),
            &choice.feedback,
            "the choice's feedback",
        );
    }
    let correct = choices.iter().filter(|c| c.correct).count();
    if !choices.is_empty() && correct == 0 {
        issues.push(issue(choices_path, "no choice is marked `correct: true`"));
    } else if exactly_one && correct > 1 {
        issues.push(issue(
            choices_path,
            format!("{correct} choices are marked correct; a single-choice question needs exactly one (use `type: multiple` for more)"),
        ));
    }
}

impl Lesson {
    /// Every problem in the lesson, and the worked-out scenes when there
    /// are none. Steps past [`limits::MAX_STEPS`] are not checked: the
    /// lesson must be split first.
    pub fn validate(&self) -> Result<Vec<Option<StepScene>>, Vec<Issue>> {
        let root = NodePath::default();
        let mut issues = Vec::new();
        require_text(&mut issues, root.key("id"), &self.id, "`id`");
        require_text(&mut issues, root.key("title"), &self.title, "`title`");
        check_optional(
            &mut issues,
            root.key("summary"),
            self.summary.as_ref(),
            "`summary`",
        );
        if self.steps.is_empty() {
            issues.push(issue(root.key("steps"), "a lesson needs at least one step"));
        }
        if self.steps.len() > limits::MAX_STEPS {
            issues.push(issue(
                root.key("steps").index(limits::MAX_STEPS),
                too_many(
                    "steps in a lesson",
                    self.steps.len(),
                    limits::MAX_STEPS,
                    "split it into several lessons",
                ),
            ));
        }
        let mut array = Running::NotYet;
        let mut budget = limits::MAX_LESSON_OPS;
        let mut scenes = Vec::with_capacity(self.steps.len().min(limits::MAX_STEPS));
        for (i, step) in self.steps.iter().enumerate().take(limits::MAX_STEPS) {
            let path = root.key("steps").index(i);
            check_step_texts(&mut issues, &path, step);
            if let Some(table) = &step.table {
                check_table(&mut issues, &path.key("table"), table);
            }
            if let Some(predict) = &step.predict {
                let predict_path = path.key("predict");
                require_text(
                    &mut issues,
                    predict_path.key("question"),
                    &predict.question,
                    "the predict `question`",
                );
                check_optional(
                    &mut issues,
                    predict_path.key("explanation"),
                    predict.explanation.as_ref(),
                    "the predict `explanation`",
                );
                check_choices(&mut issues, &predict_path, &predict.choices, false);
            } else if step.reveal.is_some() {
                issues.push(issue(
                    path.key("reveal"),
                    "`reveal` is shown once a predict question is answered: add `predict` to this step, or move the text into `text`",
                ));
            }
            scenes.push(step.scene.as_ref().and_then(|s| {
                run_scene(&mut issues, &path.key("scene"), s, &mut array, &mut budget)
            }));
        }
        if issues.is_empty() {
            Ok(scenes)
        } else {
            Err(issues)
        }
    }
}

fn check_step_texts(issues: &mut Vec<Issue>, path: &NodePath, step: &Step) {
    require_text(issues, path.key("title"), &step.title, "the step's `title`");
    require_text(issues, path.key("text"), &step.text, "the step's `text`");
    check_optional(
        issues,
        path.key("section"),
        step.section.as_ref(),
        "the step's `section`",
    );
    check_optional(
        issues,
        path.key("reveal"),
        step.reveal.as_ref(),
        "the step's `reveal`",
    );
}

fn check_table(issues: &mut Vec<Issue>, path: &NodePath, table: &Table) {
    if table.header.is_empty() {
        issues.push(issue(
            path.key("header"),
            "the table needs a header with at least one column",
        ));
    }
    if table.header.len() > limits::MAX_TABLE_COLUMNS {
        issues.push(issue(
            path.key("header").index(limits::MAX_TABLE_COLUMNS),
            too_many(
                "columns in a table",
                table.header.len(),
                limits::MAX_TABLE_COLUMNS,
                "",
            ),
        ));
        return;
    }
    if table.rows.len() > limits::MAX_TABLE_ROWS {
        issues.push(issue(
            path.key("rows").index(limits::MAX_TABLE_ROWS),
            too_many(
                "rows in a table",
                table.rows.len(),
                limits::MAX_TABLE_ROWS,
                "split it over several steps",
            ),
        ));
        return;
    }
    for (i, cell) in table.header.iter().enumerate() {
        check_text(issues, path.key("header").index(i), cell, "a table cell");
    }
    for (i, row) in table.rows.iter().enumerate() {
        if row.len() != table.header.len() {
            issues.push(issue(
                path.key("rows").index(i),
                format!(
                    "this row has {} cells but the header has {}",
                    row.len(),
                    table.header.len()
                ),
            ));
            continue;
        }
        for (j, cell) in row.iter().enumerate() {
            check_text(
                issues,
                path.key("rows").index(i).index(j),
                cell,
                "a table cell",
            );
        }
    }
}

/// The array the scenes run on, from one step to the next.
enum Running {
    /// No scene has given `m` and `k` yet.
    NotYet,
    /// The last scene that tried to start an array had a problem, already
    /// reported: the scenes after it are skipped, not reported again.
    Broken,
    Array(SceneArray),
}

/// Apply a scene to the running array (or start a new one) and record the
/// results; problems go to `issues`. `budget` is what is left of the
/// lesson's operations.
fn run_scene(
    issues: &mut Vec<Issue>,
    path: &NodePath,
    scene: &Scene,
    array: &mut Running,
    budget: &mut usize,
) -> Option<StepScene> {
    if !start_array(issues, path, scene, array) {
        *array = Running::Broken;
        return None;
    }
    let current = match array {
        Running::Array(current) => current,
        Running::Broken => return None,
        Running::NotYet => {
            issues.push(issue(
                path.clone(),
                "this scene has no bit array yet: give `m` and `k` here or in an earlier scene",
            ));
            return None;
        }
    };
    let ops_path = path.key("ops");
    if scene.ops.len() > limits::MAX_SCENE_OPS {
        issues.push(issue(
            ops_path.index(limits::MAX_SCENE_OPS),
            too_many(
                "operations in a scene",
                scene.ops.len(),
                limits::MAX_SCENE_OPS,
                "the screen lists one line for each: spread them over several steps",
            ),
        ));
        *array = Running::Broken;
        return None;
    }
    if scene.ops.len() > *budget {
        issues.push(issue(
            ops_path.index(*budget),
            too_many(
                "operations in a lesson's scenes",
                limits::MAX_LESSON_OPS - *budget + scene.ops.len(),
                limits::MAX_LESSON_OPS,
                "counted over all its scenes up to here: split the lesson",
            ),
        ));
        *budget = 0;
        *array = Running::Broken;
        return None;
    }
    *budget -= scene.ops.len();
    let before = current.drawing();
    let mut results = Vec::with_capacity(scene.ops.len());
    for (i, op) in scene.ops.iter().enumerate() {
        let op_path = ops_path.index(i);
        if let Some(problem) = op_texts(op, &op_path) {
            issues.push(problem);
            continue;
        }
        match apply(current, op) {
            Ok(mut result) => {
                result.note = op.note.clone();
                results.push(result);
            }
            Err((field, message)) => issues.push(issue(op_path.key(field), message)),
        }
        if current.words.len() > limits::MAX_SCENE_WORDS {
            issues.push(issue(
                op_path,
                too_many(
                    "words in a scene's array",
                    current.words.len(),
                    limits::MAX_SCENE_WORDS,
                    "added and not removed; start a new array with `m` and `k`",
                ),
            ));
            *array = Running::Broken;
            return None;
        }
    }
    if let Some(highlight) = &scene.highlight {
        let bits_path = path.key("highlight").key("bits");
        if highlight.bits.len() > limits::MAX_POSITIONS {
            issues.push(issue(
                bits_path.index(limits::MAX_POSITIONS),
                too_many(
                    "positions in a list",
                    highlight.bits.len(),
                    limits::MAX_POSITIONS,
                    "the largest array has 4096 bits",
                ),
            ));
        } else if let Some(bad) = highlight.bits.iter().position(|b| *b >= current.m) {
            issues.push(issue(
                bits_path.index(bad),
                SceneProblem::PositionOutOfRange {
                    position: highlight.bits[bad],
                    m: current.m,
                }
                .message(),
            ));
        }
        require_text(
            issues,
            path.key("highlight").key("why"),
            &highlight.why,
            "the highlight's `why`",
        );
    }
    Some(StepScene {
        before,
        after: current.drawing(),
        results,
        highlight: scene.highlight.clone(),
    })
}

/// An operation's word, note or position list over its limit.
fn op_texts(op: &Op, path: &NodePath) -> Option<Issue> {
    let words = [
        ("add", op.add.as_ref()),
        ("query", op.query.as_ref()),
        ("remove", op.remove.as_ref()),
        ("note", op.note.as_ref()),
    ];
    for (field, text) in words {
        let Some(text) = text else { continue };
        let what = if field == "note" {
            "the `note`"
        } else {
            "the word"
        };
        if field != "note" && text.chars().nth(limits::MAX_WORD_CHARS).is_some() {
            return Some(issue(
                path.key(field),
                format!(
                    "the word is too long: {} characters, the limit is {} (the scene writes it beside its bits)",
                    text.chars().count(),
                    limits::MAX_WORD_CHARS
                ),
            ));
        }
        if let Some(message) = limits::text_too_long(what, text) {
            return Some(issue(path.key(field), message));
        }
    }
    match &op.clear {
        Some(positions) if positions.len() > limits::MAX_POSITIONS => Some(issue(
            path.key("clear").index(limits::MAX_POSITIONS),
            too_many(
                "positions in a list",
                positions.len(),
                limits::MAX_POSITIONS,
                "the largest array has 4096 bits",
            ),
        )),
        _ => None,
    }
}

/// Start a new array when the scene gives `m` and `k`. False when the
/// scene tried to start one and could not (the problem is in `issues`).
fn start_array(
    issues: &mut Vec<Issue>,
    path: &NodePath,
    scene: &Scene,
    array: &mut Running,
) -> bool {
    match (scene.m, scene.k) {
        (Some(m), Some(k)) => {
            if !(1..=MAX_SCENE_M).contains(&m) {
                issues.push(issue(
                    path.key("m"),
                    format!("m must be from 1 to {MAX_SCENE_M} (got {m})"),
                ));
                return false;
            }
            if !(1..=MAX_SCENE_K).contains(&k) {
                issues.push(issue(
                    path.key("k"),
                    format!("k must be from 1 to {MAX_SCENE_K} (got {k})"),
                ));
                return false;
            }
            *array = Running::Array(SceneArray::new(m, k, scene.counting.unwrap_or(false)));
        }
        (Some(_), None) => {
            issues.push(issue(
                path.key("m"),
                "a scene that sets `m` starts a new array and needs `k` too",
            ));
            return false;
        }
        (None, Some(_)) => {
            issues.push(issue(
                path.key("k"),
                "`k` can only be given with `m` (together they start a new array)",
            ));
            return false;
        }
        (None, None) => {
            if scene.counting.is_some() {
                issues.push(issue(
                    path.key("counting"),
                    "`counting` can only be given with `m` and `k` (it starts a new array)",
                ));
            }
        }
    }
    true
}

/// Apply one operation; on error, the field to point at and the message.
fn apply(array: &mut SceneArray, op: &Op) -> Result<OpResult, (&'static str, String)> {
    let actions = [
        op.add.is_some(),
        op.query.is_some(),
        op.remove.is_some(),
        op.clear.is_some(),
    ];
    if actions.iter().filter(|a| **a).count() != 1 {
        return Err((
            "add",
            "an operation needs exactly one of `add`, `query`, `remove` (each with a word, \
             such as `add: uva`) or `clear` (with a list of positions)"
                .into(),
        ));
    }
    let located = |field: &'static str| move |problem: SceneProblem| (field, problem.message());
    let positions = |word: &str| {
        scene::positions_for(array, word, op.positions.as_deref()).map_err(|problem| {
            let field = if matches!(
                problem,
                SceneProblem::WrongCount { .. } | SceneProblem::PositionOutOfRange { .. }
            ) {
                "positions"
            } else {
                "add"
            };
            (field, problem.message())
        })
    };
    if let Some(word) = &op.add {
        let at = positions(word)?;
        Ok(scene::add(array, word, at))
    } else if let Some(word) = &op.query {
        let at = positions(word)?;
        Ok(scene::query(array, word, at))
    } else if let Some(word) = &op.remove {
        let at = positions(word)?;
        scene::remove(array, word, at).map_err(located("remove"))
    } else {
        if op.positions.is_some() {
            return Err((
                "positions",
                "`clear` takes its positions directly: `clear: [2, 7]`".into(),
            ));
        }
        let at = op.clear.as_deref().unwrap_or_default();
        if at.is_empty() {
            return Err(("clear", "`clear` needs at least one position".into()));
        }
        scene::clear(array, at).map_err(located("clear"))
    }
}
