//! Working out a lesson's scenes step by step while checking them: each
//! scene starts a new bit array or continues the previous scene's, its
//! operations run on it, and every problem is reported at the field to
//! blame. A scene that cannot start its array stops the scenes after it
//! from being reported again.

use super::{Action, Highlight, MAX_SCENE_K, MAX_SCENE_M, Op, Scene, StepScene};
use crate::content::limits::{self, too_many};
use crate::content::scene::{self, OpResult, SceneArray, SceneProblem};
use crate::content::validation::{Issue, ListSize, check_list_size, issue, require_text};
use crate::content::yaml::NodePath;
use crate::i18n::Message;
use crate::msg;

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
                issues.push(issue(path.clone(), msg!("check-scene-no-array")));
                return None;
            }
        };
        let ops_path = path.key("ops");
        if !ops_fit(issues, &ops_path, scene.ops.len(), &mut self.budget) {
            self.array = Running::Broken;
            return None;
        }
        let before = current.drawing();
        let Some(results) = apply_ops(issues, &ops_path, &scene.ops, current) else {
            self.array = Running::Broken;
            return None;
        };
        if let Some(highlight) = &scene.highlight {
            check_highlight(issues, path, highlight, current.m);
        }
        Some(StepScene {
            before,
            after: current.drawing(),
            results,
            highlight: scene.highlight.clone(),
        })
    }
}

/// Whether a scene's operations fit its own limit and what is left of
/// the lesson's (`budget`, spent here); each overrun is reported.
fn ops_fit(issues: &mut Vec<Issue>, ops_path: &NodePath, ops: usize, budget: &mut usize) -> bool {
    let too_many_ops = check_list_size(
        issues,
        ops_path,
        ops,
        &at_most(
            limits::MAX_SCENE_OPS,
            msg!("check-what-scene-ops"),
            msg!("check-advice-scene-ops"),
        ),
    );
    if too_many_ops {
        return false;
    }
    if ops > *budget {
        issues.push(issue(
            ops_path.index(*budget),
            too_many(
                &msg!("check-what-lesson-ops"),
                limits::MAX_LESSON_OPS - *budget + ops,
                limits::MAX_LESSON_OPS,
                Some(&msg!("check-advice-lesson-ops")),
            ),
        ));
        *budget = 0;
        return false;
    }
    *budget -= ops;
    true
}

/// Apply a scene's operations to `array` in turn: their results, each
/// problem reported at its operation; None once the array holds too many
/// words to go on.
fn apply_ops(
    issues: &mut Vec<Issue>,
    ops_path: &NodePath,
    ops: &[Op],
    array: &mut SceneArray,
) -> Option<Vec<OpResult>> {
    let mut results = Vec::with_capacity(ops.len());
    for (i, op) in ops.iter().enumerate() {
        let op_path = ops_path.index(i);
        if let Some(problem) = op_texts(op, &op_path) {
            issues.push(problem);
            continue;
        }
        match apply(array, op) {
            Ok(mut result) => {
                result.note = op.note.clone();
                results.push(result);
            }
            Err((field, message)) => issues.push(issue(op_path.key(field), message)),
        }
        if array.words.len() > limits::MAX_SCENE_WORDS {
            issues.push(issue(
                op_path,
                too_many(
                    &msg!("check-what-scene-words"),
                    array.words.len(),
                    limits::MAX_SCENE_WORDS,
                    Some(&msg!("check-advice-scene-words")),
                ),
            ));
            return None;
        }
    }
    Some(results)
}

/// A scene's highlight: a few bits, each inside the array of `m`, and why.
fn check_highlight(issues: &mut Vec<Issue>, path: &NodePath, highlight: &Highlight, m: u64) {
    let bits_path = path.key("highlight").key("bits");
    let too_many_bits = check_list_size(
        issues,
        &bits_path,
        highlight.bits.len(),
        &at_most(
            limits::MAX_POSITIONS,
            msg!("check-what-positions"),
            msg!("check-advice-positions"),
        ),
    );
    if !too_many_bits && let Some(bad) = highlight.bits.iter().position(|b| *b >= m) {
        issues.push(issue(
            bits_path.index(bad),
            SceneProblem::PositionOutOfRange {
                position: highlight.bits[bad],
                m,
            }
            .words(),
        ));
    }
    require_text(
        issues,
        path.key("highlight").key("why"),
        &highlight.why,
        msg!("check-what-highlight-why"),
    );
}

/// A list of at most `max` items (none is fine).
fn at_most(max: usize, what: Message, advice: Message) -> ListSize {
    ListSize {
        min: 0,
        too_few: msg!("check-as-is", text = ""),
        max,
        what,
        advice: Some(advice),
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
    if let Some(action) = &op.action
        && let Some(word) = action.word()
    {
        let field = action.field();
        if word.chars().nth(limits::MAX_WORD_CHARS).is_some() {
            return Some(issue(
                path.key(field),
                msg!(
                    "check-word-too-long",
                    count = word.chars().count().to_string(),
                    limit = limits::MAX_WORD_CHARS.to_string()
                ),
            ));
        }
        if let Some(message) = limits::text_too_long(&msg!("check-what-word"), word) {
            return Some(issue(path.key(field), message));
        }
    }
    if let Some(note) = &op.note
        && let Some(message) = limits::text_too_long(&msg!("check-what-note"), note)
    {
        return Some(issue(path.key("note"), message));
    }
    match &op.action {
        Some(Action::Clear(positions)) if positions.len() > limits::MAX_POSITIONS => Some(issue(
            path.key("clear").index(limits::MAX_POSITIONS),
            too_many(
                &msg!("check-what-positions"),
                positions.len(),
                limits::MAX_POSITIONS,
                Some(&msg!("check-advice-positions")),
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
                    msg!(
                        "check-scene-m-range",
                        limit = MAX_SCENE_M.to_string(),
                        got = m.to_string()
                    ),
                ));
                return false;
            }
            if !(1..=MAX_SCENE_K).contains(&k) {
                issues.push(issue(
                    path.key("k"),
                    msg!(
                        "check-scene-k-range",
                        limit = MAX_SCENE_K.to_string(),
                        got = k.to_string()
                    ),
                ));
                return false;
            }
            *array = Running::Array(SceneArray::new(m, k, scene.counting.unwrap_or(false)));
        }
        (Some(_), None) => {
            issues.push(issue(path.key("m"), msg!("check-scene-m-needs-k")));
            return false;
        }
        (None, Some(_)) => {
            issues.push(issue(path.key("k"), msg!("check-scene-k-needs-m")));
            return false;
        }
        (None, None) => {
            if scene.counting.is_some() {
                issues.push(issue(
                    path.key("counting"),
                    msg!("check-scene-counting-needs-m-k"),
                ));
            }
        }
    }
    true
}

/// Apply one operation; on error, the field to point at and the message.
fn apply(array: &mut SceneArray, op: &Op) -> Result<OpResult, (&'static str, Message)> {
    let Some(action) = &op.action else {
        return Err(("add", msg!("check-op-one-action")));
    };
    let located = |field: &'static str| move |problem: SceneProblem| (field, problem.words());
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
            (field, problem.words())
        })
    };
    match action {
        Action::Add(word) => {
            let at = positions(word)?;
            Ok(scene::add(array, word, at))
        }
        Action::Query(word) => {
            let at = positions(word)?;
            Ok(scene::query(array, word, at))
        }
        Action::Remove(word) => {
            let at = positions(word)?;
            scene::remove(array, word, at).map_err(located("remove"))
        }
        Action::Clear(_) if op.positions.is_some() => {
            Err(("positions", msg!("check-clear-takes-positions")))
        }
        Action::Clear(at) if at.is_empty() => Err(("clear", msg!("check-clear-needs-position"))),
        Action::Clear(at) => scene::clear(array, at).map_err(located("clear")),
    }
}
