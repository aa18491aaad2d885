//! The lines of a step's scene: the bit array (as it was before the step
//! while a prediction is due), and one line per operation saying in words
//! what happened and why.

use std::collections::BTreeMap;

use ratatui::text::{Line, Span};

use crate::content::lesson::StepScene;
use crate::content::scene::{ActionKind, OpResult, QueryAnswer, SceneArray};
use crate::filter::counting::COUNTER_MAX;
use crate::lang::Lang;
use crate::t;
use crate::tui::protocol::Context;
use crate::tui::text::wrap;
use crate::tui::theme::Tone;
use crate::tui::widgets::{Mark, bit_rows, marks_for, positions, positions_in_words};

/// The scene of a step: the array (before the operations while a predict
/// prompt is open), then one line per operation saying what happened.
pub(crate) fn scene_lines<'a>(
    scene: &StepScene,
    reveal: bool,
    width: u16,
    ctx: &Context,
) -> Vec<Line<'a>> {
    let theme = &ctx.theme;
    let lang = ctx.lang;
    let array = if reveal { &scene.after } else { &scene.before };
    let mut marks = if reveal {
        step_marks(&scene.results)
    } else {
        BTreeMap::new()
    };
    if reveal && let Some(highlight) = &scene.highlight {
        for bit in &highlight.bits {
            marks.entry(*bit).or_insert(Mark::Highlighted);
        }
    }
    let mut lines = bit_rows(&array.cells, &marks, width, theme);
    if !reveal {
        // Counters are called counters (reader 8, es 4.6, en 4.7).
        let hidden = if array.counting {
            t!(lang, "lesson-scene-hidden-counters")
        } else {
            t!(lang, "lesson-scene-hidden")
        };
        lines.push(Line::from(Span::styled(hidden, theme.dim)));
        return lines;
    }
    for result in &scene.results {
        lines.extend(result_lines_after(result, array, width, ctx));
    }
    if let Some(highlight) = &scene.highlight {
        // ▲ names the bits it marks; where the probes' ✓ ✗ took their
        // places, the legend names the bits in words instead.
        let marked = highlight
            .bits
            .iter()
            .any(|bit| marks.get(bit) == Some(&Mark::Highlighted));
        let bits = positions(&highlight.bits);
        let label = if marked {
            format!("▲ {bits}: ")
        } else {
            let count = highlight.bits.len();
            format!(
                "{} ",
                t!(lang, "lesson-scene-bits", count = count, bits = bits)
            )
        };
        lines.push(Line::from(vec![
            Span::styled(label, theme.accent),
            Span::raw(highlight.why.clone()),
        ]));
    }
    lines
}

/// The cells a step's operations touched: a query's probes when the step
/// ends on one, else every cell its additions and removals changed. Only
/// the last word's were marked, so «+ uva → 2, 7» had no ▲ under bit 2
/// (reader 14, es 1.13, en 1.9).
fn step_marks(results: &[OpResult]) -> BTreeMap<u64, Mark> {
    match results.last() {
        Some(last) if last.kind == ActionKind::Query => {
            let mut marks = marks_for(Some(last));
            // A bit both cleared and read keeps ✂: the lookup reads a 0
            // there because of the clearing (reader 19, en L1-a).
            for result in results.iter().filter(|r| r.kind == ActionKind::Clear) {
                for &position in &result.positions {
                    marks.insert(position, Mark::Cleared);
                }
            }
            for result in results.iter().filter(|r| r.kind == ActionKind::Remove) {
                for &position in &result.positions {
                    let lowered = match marks.get(&position) {
                        Some(Mark::Probed) => Mark::LoweredProbed,
                        _ => Mark::Lowered,
                    };
                    marks.insert(position, lowered);
                }
            }
            marks
        }
        _ => results
            .iter()
            .filter(|result| result.kind != ActionKind::Query)
            .flat_map(|result| marks_for(Some(result)))
            .collect(),
    }
}

/// What one operation did, in words (never by colour alone).
pub(crate) fn result_lines<'a>(
    result: &OpResult,
    counting: bool,
    width: u16,
    ctx: &Context,
) -> Vec<Line<'a>> {
    describe(result, counting, None, width, ctx)
}

/// What one operation did, told against the array it left (`after`): a
/// counter left at [`COUNTER_MAX`] is stuck, and the text says so rather
/// than "goes down by one".
pub(crate) fn result_lines_after<'a>(
    result: &OpResult,
    after: &SceneArray,
    width: u16,
    ctx: &Context,
) -> Vec<Line<'a>> {
    describe(result, after.counting, Some(&after.cells), width, ctx)
}

fn describe<'a>(
    result: &OpResult,
    counting: bool,
    cells: Option<&[u8]>,
    width: u16,
    ctx: &Context,
) -> Vec<Line<'a>> {
    let cells = Cells {
        counting,
        values: cells,
    };
    let mut text = result_text(result, &cells, ctx.lang);
    if let Some(note) = &result.note {
        text.push_str(&format!("  ({note})"));
    }
    let tone = match &result.answer {
        Some(QueryAnswer::Absent { .. }) => Tone::Bad,
        Some(answer) if answer.is_false_positive() => Tone::Bad,
        Some(QueryAnswer::Present { .. }) => Tone::Good,
        None => Tone::Accent,
    };
    let style = ctx.theme.of(tone);
    wrap(&text, width as usize)
        .into_iter()
        .map(|line| Line::from(Span::styled(line, style)))
        .collect()
}

/// The cells an operation was told against: counters or bits, and their
/// values after it when known.
struct Cells<'c> {
    counting: bool,
    values: Option<&'c [u8]>,
}

impl Cells<'_> {
    /// The kind of cell, for the catalogue's selectors.
    fn kind(&self) -> &'static str {
        if self.counting { "counter" } else { "bit" }
    }

    /// Only a counting filter's counters stick: a plain bit is 1 at most.
    fn stuck(&self, position: u64) -> bool {
        self.counting
            && self
                .values
                .is_some_and(|values| values[position as usize] >= COUNTER_MAX)
    }
}

/// `sentence`, and after two spaces the note on it, if any.
fn followed_by(sentence: String, note: Option<String>) -> String {
    match note {
        Some(note) => format!("{sentence}  {note}"),
        None => sentence,
    }
}

/// What one operation did, in one sentence.
fn result_text(result: &OpResult, cells: &Cells, lang: Lang) -> String {
    let word = result.word.clone().unwrap_or_default();
    let at = probed_at(&result.positions, lang);
    // How many cells `at` names, for «bit 5» against «bits 5, 9».
    let named = distinct(&result.positions).len();
    let kind = cells.kind();
    match (&result.kind, &result.answer) {
        (ActionKind::Add, _) => {
            let added = t!(
                lang,
                "lesson-op-add",
                word = word.as_str(),
                kind = kind,
                at = at,
                cells = named
            );
            // A second addition changes no bit: said, where the line
            // looked as if nothing had happened (reader 11).
            // Counters at 15 do not go up: said, where «its counters go
            // up again» sat beside «stuck at 15» (reader 14, en 3.2).
            let stuck = distinct(&result.positions)
                .iter()
                .filter(|&&p| cells.stuck(p))
                .count();
            // One counter is said in the singular (reader 46, es 4.10:
            // «sus contadores están todos en 15» at k = 1).
            let kind = match (kind, stuck) {
                ("counter", 0) if named == 1 => "counter-one",
                ("counter", 0) => "counter",
                ("counter", _) if named == 1 => "counter-one-stuck",
                ("counter", s) if s == named => "counter-all-stuck",
                ("counter", _) => "counter-some-stuck",
                (other, _) => other,
            };
            let note = if result.again {
                Some(t!(lang, "lesson-op-add-again", kind = kind))
            } else {
                result
                    .all_set
                    .then(|| t!(lang, "lesson-op-add-all-set", cells = named))
            };
            followed_by(added, note)
        }
        (ActionKind::Remove, _) => removal_text(lang, &word, result, |p| cells.stuck(p)),
        (ActionKind::Clear, _) => t!(lang, "lesson-op-clear", at = at, cells = named),
        (
            ActionKind::Query,
            Some(QueryAnswer::Absent {
                zero_positions,
                was_added,
            }),
        ) => {
            let zeros = distinct(zero_positions);
            // Every cell at 0: «all 0», not the positions a second time
            // (reader 36, en 4.2: «bits 0, 18, 28: bits 0, 18 and 28 are 0»).
            let all = zeros.len() > 1 && zeros.len() == distinct(&result.positions).len();
            let base = t!(
                lang,
                "lesson-op-absent",
                word = word.as_str(),
                kind = kind,
                at = at,
                cells = named,
                all = if all { "yes" } else { "no" },
                count = zeros.len(),
                zeros = positions_in_words(lang, &zeros),
            );
            let false_negative = was_added.then(|| t!(lang, "lesson-op-false-negative"));
            followed_by(base, false_negative)
        }
        (
            ActionKind::Query,
            Some(QueryAnswer::Present {
                was_added,
                was_removed,
                setters,
            }),
        ) => {
            let base = t!(
                lang,
                "lesson-op-present",
                word = word.as_str(),
                kind = kind,
                at = at,
                cells = named
            );
            // A word added says so: a true «yes», told apart from a lucky
            // one (reader 21, en 6.6).
            if *was_added {
                return t!(
                    lang,
                    "lesson-op-true-positive",
                    base = base,
                    word = word.as_str()
                );
            }
            let who = setters_text(setters, cells, lang);
            t!(
                lang,
                "lesson-op-false-positive",
                base = base,
                word = word.as_str(),
                removed = if *was_removed { "yes" } else { "no" },
                who = who
            )
        }
        (ActionKind::Query, None) => String::new(),
    }
}

/// The positions a key probed, each once; with k probes on fewer
/// positions, why ("bits 8, 30" would look like k = 2).
fn probed_at(probes: &[u64], lang: Lang) -> String {
    let unique = distinct(probes);
    let at = positions(&unique);
    if unique.len() == probes.len() {
        return at;
    }
    let shared = probes.len() - unique.len();
    let why = match (shared, unique.len()) {
        (1, _) => t!(lang, "lesson-probes-two-same"),
        (_, 1) => t!(lang, "lesson-probes-all-same", probes = probes.len()),
        (_, distinct) => t!(
            lang,
            "lesson-probes-distinct",
            probes = probes.len(),
            distinct = distinct
        ),
    };
    format!("{at} {why}")
}

/// Who set each bit a false positive found set: the words, a stuck
/// counter, or no word at all (removals of never-added words leave such
/// counts).
fn setters_text(setters: &[(u64, Vec<String>)], cells: &Cells, lang: Lang) -> String {
    // In the order of the bits listed before them, «bits 5, 15, 18»: in
    // the probes' order, 5, 18, 15 had to be matched by eye (reader 34,
    // es 5.7).
    let mut ordered = setters.to_vec();
    ordered.sort_by_key(|(bit, _)| *bit);
    ordered.dedup_by_key(|(bit, _)| *bit);
    // Positions with the same cause are said once, «los contadores 0 y 3
    // están atascados en 15»: each said apart repeated the clause word for
    // word (reader 42, es 4.9).
    let mut groups: Vec<(Option<Vec<String>>, Vec<String>)> = Vec::new();
    for (bit, words) in &ordered {
        let cause = (!cells.stuck(*bit)).then(|| words.clone());
        match groups.iter_mut().find(|(seen, _)| *seen == cause) {
            Some((_, bits)) => bits.push(bit.to_string()),
            None => groups.push((cause, vec![bit.to_string()])),
        }
    }
    let who: Vec<String> = groups
        .into_iter()
        .map(|(cause, bits)| {
            let (count, bit) = (bits.len(), and_list(&bits, lang));
            match cause {
                None => t!(
                    lang,
                    "lesson-setter-stuck",
                    count = count,
                    bit = bit,
                    max = COUNTER_MAX.to_string()
                ),
                Some(words) if words.is_empty() => t!(
                    lang,
                    "lesson-setter-none",
                    kind = cells.kind(),
                    count = count,
                    bit = bit
                ),
                Some(words) => {
                    let names: Vec<String> = words.iter().map(|w| lang.quote(w)).collect();
                    t!(
                        lang,
                        "lesson-setter-words",
                        kind = cells.kind(),
                        count = count,
                        bit = bit,
                        names = and_list(&names, lang)
                    )
                }
            }
        })
        .collect();
    who.join(", ")
}

/// A removal in words: each counter goes down once per probe on it (a
/// word that lands twice on counter 4 takes 2 from it), except a counter
/// stuck at [`COUNTER_MAX`], which the filter no longer counts and never
/// lowers again.
fn removal_text(lang: Lang, word: &str, removal: &OpResult, stuck: impl Fn(u64) -> bool) -> String {
    let probes = &removal.positions[..];
    let mut falling: Vec<(usize, Vec<u64>)> = Vec::new();
    let mut stuck_at = Vec::new();
    let mut twice = Vec::new();
    for position in distinct(probes) {
        if stuck(position) {
            stuck_at.push(position);
            continue;
        }
        let times = probes.iter().filter(|p| **p == position).count();
        if times > 1 {
            twice.push((position, times));
        }
        match falling.iter_mut().find(|(by, _)| *by == times) {
            Some((_, at)) => at.push(position),
            None => falling.push((times, vec![position])),
        }
    }
    falling.sort_by_key(|(by, _)| *by);
    let going_down: Vec<String> = falling
        .iter()
        .map(|(by, at)| {
            t!(
                lang,
                "lesson-remove-down",
                count = at.len(),
                // «2, 7», as the addition's line lists them (reader 19,
                // en L1-d: «+ uva → 2, 7» above «− uva → 2 and 7»).
                at = positions(at),
                by = *by
            )
        })
        .collect();
    let mut going_down = going_down.join(", ");
    // Several counters hit more than once: one clause says why each goes
    // down by its count, where a list of them ran the line past its room
    // and mixed «dos veces» with «3 veces» (reader 32, es 1.2, 4.3).
    if twice.len() > 1 {
        going_down = format!(
            "{going_down} {}",
            t!(lang, "lesson-remove-lands-each", word = word)
        );
    } else if !twice.is_empty() {
        let landed: Vec<String> = twice
            .iter()
            .map(|(at, times)| {
                t!(
                    lang,
                    "lesson-remove-landed",
                    times = *times,
                    at = at.to_string()
                )
            })
            .collect();
        let landed = and_list(&landed, lang);
        let lands = t!(lang, "lesson-remove-lands", word = word, landed = landed);
        going_down = format!("{going_down} {lands}");
    }
    let mut parts = vec![going_down];
    parts.retain(|part| !part.is_empty());
    if !stuck_at.is_empty() {
        parts.push(t!(
            lang,
            "lesson-remove-stuck",
            count = stuck_at.len(),
            at = positions_in_words(lang, &stuck_at),
            max = COUNTER_MAX.to_string()
        ));
    }
    if falling.is_empty() {
        let copies = if removal.again { "yes" } else { "no" };
        parts.push(t!(
            lang,
            "lesson-remove-still-present",
            word = word,
            copies = copies
        ));
    }
    let joined = parts.join("; ");
    format!("− {} → {joined}", lang.quote(word))
}

/// Positions without repeats, in order: a key that probes one bit twice
/// still names it once.
fn distinct(positions: &[u64]) -> Vec<u64> {
    // In order, as the lessons write them: the playground's «bits 15, 10,
    // 29» read as a list out of order (reader 14, es 1.14).
    let mut seen = positions.to_vec();
    seen.sort_unstable();
    seen.dedup();
    seen
}

/// "«a»", "«a» and «b»", "«a», «b» and «c»".
fn and_list(items: &[String], lang: Lang) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} {} {last}", rest.join(", "), t!(lang, "ui-and")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An addition of «uva» at `positions`, told against plain bits.
    fn added_at(positions: &[u64], lang: Lang) -> String {
        let result = OpResult {
            kind: ActionKind::Add,
            word: Some("uva".to_owned()),
            positions: positions.to_vec(),
            answer: None,
            note: None,
            again: false,
            all_set: false,
        };
        let cells = Cells {
            counting: false,
            values: None,
        };
        result_text(&result, &cells, lang)
    }

    #[test]
    fn the_cells_named_agree_with_how_many_there_are() {
        assert_eq!(added_at(&[5], Lang::Es), "+ «uva» → bit 5");
        assert_eq!(added_at(&[5, 9], Lang::Es), "+ «uva» → bits 5, 9");
        assert!(added_at(&[5, 5], Lang::En).starts_with("+ “uva” → bit 5 "));
        assert_eq!(added_at(&[5, 9], Lang::En), "+ “uva” → bits 5, 9");
    }
}
