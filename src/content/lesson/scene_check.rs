//! Working out a lesson's scenes step by step while checking them: each
//! scene starts a new bit array or continues the previous scene's, its
//! operations run on it, and every problem is reported at the field to
//! blame. A scene that cannot start its array stops the scenes after it
//! from being reported again.

use super::{MAX_SCENE_K, MAX_SCENE_M, Op, Scene, StepScene};
use crate::content::limits::{self, too_many};
use crate::content::scene::{self, OpResult, SceneArray, SceneProblem};
use crate::content::validation::{Issue, ListSize, check_list_size, issue, require_text};
use crate::content::yaml::NodePath;

/// The scenes of one lesson, run in order.
pub(super) struct SceneRunner {
    array: Running,
    /// What is left of the lesson's operations ([`limits::MAX_LESSON_OPS`]).
    budget: usize,
}

impl SceneRunner {
    pub(super) fn new() -> SceneRunner {
        SceneRunner {
            array: Running::NotYet,
            budget: limits::MAX_LESSON_OPS,
        }
    }

    /// Apply the scene at `path` to the running array (or start a new
    /// one) and record the results: the scene worked out, or None with
    /// its problems in `issues`.
    pub(super) fn run(
        &mut self,
        issues: &mut Vec<Issue>,
        path: &NodePath,
        scene: &Scene,
    ) -> Option<StepScene> {
        if !start_array(issues, path, scene, &mut self.array) {
            self.array = Running::Broken;
            return None;
        }
        let current = match &mut self.array {
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
        let too_many_ops = check_list_size(
            issues,
            &ops_path,
            scene.ops.len(),
            &ListSize {
                min: 0,
                too_few: "",
                max: limits::MAX_SCENE_OPS,
                what: "operations in a scene",
                advice: "the screen lists one line for each: spread them over several steps",
            },
        );
        if too_many_ops {
            self.array = Running::Broken;
            return None;
        }
        if scene.ops.len() > self.budget {
            issues.push(issue(
                ops_path.index(self.budget),
                too_many(
                    "operations in a lesson's scenes",
                    limits::MAX_LESSON_OPS - self.budget + scene.ops.len(),
                    limits::MAX_LESSON_OPS,
                    "counted over all its scenes up to here: split the lesson",
                ),
            ));
            self.budget = 0;
            self.array = Running::Broken;
            return None;
        }
        self.budget -= scene.ops.len();
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
                self.array = Running::Broken;
                return None;
            }
        }
        if let Some(highlight) = &scene.highlight {
            let bits_path = path.key("highlight").key("bits");
            let too_many_bits = check_list_size(
                issues,
                &bits_path,
                highlight.bits.len(),
                &ListSize {
                    min: 0,
                    too_few: "",
                    max: limits::MAX_POSITIONS,
                    what: "positions in a list",
                    advice: "the largest array has 4096 bits",
                },
            );
            if !too_many_bits && let Some(bad) = highlight.bits.iter().position(|b| *b >= current.m)
            {
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
