//! The lines of a step's scene and table: the bit array (as it was before
//! the step while a prediction is due), one line per operation saying in
//! words what happened and why, and small tables as aligned text.

use std::collections::BTreeMap;

use ratatui::text::{Line, Span};

use crate::content::lesson::StepScene;
use crate::content::scene::{ActionKind, OpResult, QueryAnswer, SceneArray};
use crate::filter::counting::COUNTER_MAX;
use crate::lang::Lang;
use crate::tui::protocol::Context;
use crate::tui::text::{tr, wrap};
use crate::tui::widgets::{Mark, bit_rows, marks_for, positions};

/// The scene of a step: the array (before the operations while a predict
/// prompt is open), then one line per operation saying what happened.
pub fn scene_lines<'a>(
    scene: &StepScene,
    reveal: bool,
    width: u16,
    ctx: &Context,
) -> Vec<Line<'a>> {
    let theme = &ctx.theme;
    let lang = ctx.lang;
    let array = if reveal { &scene.after } else { &scene.before };
    let mut marks = if reveal {
        marks_for(scene.results.last())
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
        lines.push(Line::from(Span::styled(
            tr(
                lang,
                "(answer the question to see what happens)",
                "(responde la pregunta para ver qué pasa)",
            ),
            theme.dim,
        )));
        return lines;
    }
    for result in &scene.results {
        lines.extend(result_lines_after(result, array, width, ctx));
    }
    if let Some(highlight) = &scene.highlight {
        lines.push(Line::from(vec![
            Span::styled(format!("▲ {}: ", positions(&highlight.bits)), theme.accent),
            Span::raw(highlight.why.clone()),
        ]));
    }
    lines
}

/// What one operation did, in words (never by colour alone).
pub fn result_lines<'a>(
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
pub fn result_lines_after<'a>(
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
    // Only a counting filter's counters stick: a plain bit is 1 at most.
    let stuck = |position: u64| {
        counting && cells.is_some_and(|cells| cells[position as usize] >= COUNTER_MAX)
    };
    let lang = ctx.lang;
    let theme = &ctx.theme;
    let word = result.word.clone().unwrap_or_default();
    let unique = distinct(&result.positions);
    let mut at = positions(&unique);
    // k probes, fewer positions: say why, or "bits 8, 30" looks like k = 2.
    if unique.len() < result.positions.len() {
        let shared = result.positions.len() - unique.len();
        let probes = result.positions.len();
        at.push_str(&match (lang, shared, unique.len()) {
            (Lang::En, 1, _) => " (two probes hit the same one)".to_owned(),
            (Lang::Es, 1, _) => " (dos de sus posiciones coinciden)".to_owned(),
            (Lang::En, _, 1) => format!(" (all {probes} probes hit the same one)"),
            (Lang::Es, _, 1) => format!(" (sus {probes} posiciones coinciden)"),
            (Lang::En, _, distinct) => format!(" ({probes} probes, {distinct} distinct positions)"),
            (Lang::Es, _, distinct) => format!(" ({probes} posiciones, {distinct} distintas)"),
        });
    }
    let counters = tr(lang, "counters", "contadores");
    // A counting filter has counters where a plain one has bits.
    let bits = if counting {
        counters
    } else {
        tr(lang, "bits", "bits")
    };
    let mut text = match (&result.kind, &result.answer) {
        (ActionKind::Add, _) => format!("+ «{word}» → {bits} {at}"),
        (ActionKind::Remove, _) => removal_text(lang, &word, &result.positions, stuck),
        (ActionKind::Clear, _) => match lang {
            Lang::En => format!("✂ bits {at} set to 0"),
            Lang::Es => format!("✂ bits {at} puestos en 0"),
        },
        (
            ActionKind::Query,
            Some(QueryAnswer::Absent {
                zero_positions,
                was_added,
            }),
        ) => {
            let zeros = distinct(zero_positions);
            let several = zeros.len() > 1;
            let zeros = positions(&zeros);
            let (one, many) = if counting {
                (tr(lang, "counter", "contador"), counters)
            } else {
                ("bit", tr(lang, "bits", "bits"))
            };
            let base = match (lang, several) {
                (Lang::En, false) => {
                    format!("? «{word}» → {bits} {at}: {one} {zeros} is 0 → ✗ definitely absent")
                }
                (Lang::En, true) => {
                    format!("? «{word}» → {bits} {at}: {many} {zeros} are 0 → ✗ definitely absent")
                }
                (Lang::Es, false) => format!(
                    "? «{word}» → {bits} {at}: el {one} {zeros} está en 0 → ✗ seguro que no está"
                ),
                (Lang::Es, true) => format!(
                    "? «{word}» → {bits} {at}: los {many} {zeros} están en 0 → ✗ seguro que no está"
                ),
            };
            if *was_added {
                let extra = tr(
                    lang,
                    "  — but it WAS added: a FALSE NEGATIVE",
                    "  — pero SÍ se agregó: un FALSO NEGATIVO",
                );
                format!("{base}{extra}")
            } else {
                base
            }
        }
        (ActionKind::Query, Some(QueryAnswer::Present { was_added, setters })) => {
            let (one_cell, the_cell) = match (lang, counting) {
                (Lang::En, false) => ("bit", ""),
                (Lang::En, true) => ("counter", ""),
                (Lang::Es, false) => ("", "el bit"),
                (Lang::Es, true) => ("", "el contador"),
            };
            let all_set = match (lang, counting) {
                (Lang::En, false) => "all 1",
                (Lang::En, true) => "all above 0",
                (Lang::Es, false) => "todos en 1",
                (Lang::Es, true) => "todos mayores que 0",
            };
            let base = match lang {
                Lang::En => format!("? «{word}» → {bits} {at}: {all_set} → ✓ probably present"),
                Lang::Es => format!("? «{word}» → {bits} {at}: {all_set} → ✓ probablemente está"),
            };
            if *was_added {
                base
            } else {
                let mut seen = Vec::new();
                let who: Vec<String> = setters
                    .iter()
                    .filter(|(bit, _)| {
                        let first = !seen.contains(bit);
                        seen.push(*bit);
                        first
                    })
                    .map(|(bit, words)| {
                        let names: Vec<String> = words.iter().map(|w| format!("«{w}»")).collect();
                        let names = and_list(&names, lang);
                        match (lang, counting, stuck(*bit), names.is_empty()) {
                            (Lang::En, _, true, _) => {
                                format!("counter {bit} is stuck at {COUNTER_MAX}")
                            }
                            (Lang::Es, _, true, _) => {
                                format!("el contador {bit} está trabado en {COUNTER_MAX}")
                            }
                            // Removals of never-added words leave such counts.
                            (Lang::En, _, false, true) => {
                                format!("no word now in the filter accounts for {one_cell} {bit}")
                            }
                            (Lang::Es, _, false, true) => {
                                format!("ninguna palabra del filtro explica {the_cell} {bit}")
                            }
                            (Lang::En, false, false, false) => {
                                format!("bit {bit} was set by {names}")
                            }
                            (Lang::En, true, false, false) => {
                                format!("counter {bit} was raised by {names}")
                            }
                            (Lang::Es, false, false, false) => {
                                format!("el bit {bit} quedó encendido por {names}")
                            }
                            (Lang::Es, true, false, false) => {
                                format!("el contador {bit} subió por {names}")
                            }
                        }
                    })
                    .collect();
                match lang {
                    Lang::En => format!(
                        "{base} — a FALSE POSITIVE: «{word}» was never added; {}",
                        who.join(", ")
                    ),
                    Lang::Es => format!(
                        "{base} — un FALSO POSITIVO: «{word}» nunca se agregó; {}",
                        who.join(", ")
                    ),
                }
            }
        }
        (ActionKind::Query, None) => String::new(),
    };
    if let Some(note) = &result.note {
        text.push_str(&format!("  ({note})"));
    }
    let style = match &result.answer {
        Some(answer) if answer.is_false_positive() || answer.is_false_negative() => theme.bad,
        Some(QueryAnswer::Absent { .. }) => theme.bad,
        Some(QueryAnswer::Present { .. }) => theme.good,
        None => theme.accent,
    };
    wrap(&text, width as usize)
        .into_iter()
        .map(|line| Line::from(Span::styled(line, style)))
        .collect()
}

/// A removal in words: each counter goes down once per probe on it (a
/// word that lands twice on counter 4 takes 2 from it), except a counter
/// stuck at [`COUNTER_MAX`], which the filter no longer counts and never
/// lowers again.
fn removal_text(lang: Lang, word: &str, probes: &[u64], stuck: impl Fn(u64) -> bool) -> String {
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
        .map(|(by, at)| match (lang, at.len()) {
            (Lang::En, 1) => format!("counter {} goes down by {by}", at[0]),
            (Lang::En, _) => format!("counters {} go down by {by}", positions(at)),
            (Lang::Es, 1) => format!("el contador {} baja en {by}", at[0]),
            (Lang::Es, _) => format!("los contadores {} bajan en {by}", positions(at)),
        })
        .collect();
    let mut going_down = going_down.join(", ");
    if !twice.is_empty() {
        let landed: Vec<String> = twice
            .iter()
            .map(|(at, times)| match (lang, times) {
                (Lang::En, 2) => format!("on counter {at} twice"),
                (Lang::En, _) => format!("on counter {at} {times} times"),
                (Lang::Es, 2) => format!("dos veces en el contador {at}"),
                (Lang::Es, _) => format!("{times} veces en el contador {at}"),
            })
            .collect();
        let landed = and_list(&landed, lang);
        going_down.push_str(&match lang {
            Lang::En => format!(" («{word}» lands {landed})"),
            Lang::Es => format!(" («{word}» cae {landed})"),
        });
    }
    let mut parts = vec![going_down];
    parts.retain(|part| !part.is_empty());
    if !stuck_at.is_empty() {
        let at = positions(&stuck_at);
        parts.push(match (lang, stuck_at.len()) {
            (Lang::En, 1) => format!(
                "counter {at} stays at {COUNTER_MAX}: it is stuck, since at {COUNTER_MAX} the filter lost count of its words, and it can never go down again"
            ),
            (Lang::En, _) => format!(
                "counters {at} stay at {COUNTER_MAX}: they are stuck, since at {COUNTER_MAX} the filter lost count of their words, and they can never go down again"
            ),
            (Lang::Es, 1) => format!(
                "el contador {at} sigue en {COUNTER_MAX}: está trabado, porque al llegar a {COUNTER_MAX} el filtro perdió la cuenta de sus palabras, y ya no puede bajar nunca"
            ),
            (Lang::Es, _) => format!(
                "los contadores {at} siguen en {COUNTER_MAX}: están trabados, porque al llegar a {COUNTER_MAX} el filtro perdió la cuenta de sus palabras, y ya no pueden bajar nunca"
            ),
        });
    }
    if falling.is_empty() {
        parts.push(match lang {
            Lang::En => format!("«{word}» will still test present"),
            Lang::Es => format!("«{word}» seguirá dando «presente»"),
        });
    }
    let joined = parts.join("; ");
    format!("− «{word}» → {joined}")
}

/// Positions without repeats, in order: a key that probes one bit twice
/// still names it once.
fn distinct(positions: &[u64]) -> Vec<u64> {
    let mut seen = Vec::new();
    for p in positions {
        if !seen.contains(p) {
            seen.push(*p);
        }
    }
    seen
}

/// "«a»", "«a» and «b»", "«a», «b» and «c»".
fn and_list(items: &[String], lang: Lang) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} {} {last}", rest.join(", "), tr(lang, "and", "y")),
    }
}

/// A small table as aligned text lines.
pub fn table_lines<'a>(
    header: &[String],
    rows: &[Vec<String>],
    width: u16,
    ctx: &Context,
) -> Vec<Line<'a>> {
    let columns = header.len().max(1);
    let mut widths: Vec<usize> = header.iter().map(|h| h.chars().count()).collect();
    for row in rows {
        for (i, cell) in row.iter().enumerate().take(columns) {
            widths[i] = widths[i].max(cell.chars().count());
        }
    }
    let available = (width as usize)
        .saturating_sub(2 * (columns - 1))
        .max(columns);
    // Shrink the widest columns until the table fits, keeping every word
    // whole if that can be done, else the header's words, else at least
    // four characters a column.
    let header_words: Vec<usize> = (0..columns)
        .map(|i| longest_word(header.get(i).map_or("", String::as_str)))
        .collect();
    let all_words: Vec<usize> = (0..columns)
        .map(|i| {
            rows.iter()
                .filter_map(|row| row.get(i))
                .map(|cell| longest_word(cell))
                .fold(header_words[i], usize::max)
        })
        .collect();
    for floors in [all_words, header_words, vec![4; columns]] {
        shrink_to_fit(&mut widths, &floors, available);
    }
    let render_row = |cells: &[String]| -> Vec<String> {
        // Each cell wraps within its column; the row is as tall as its tallest cell.
        let wrapped: Vec<Vec<String>> = cells
            .iter()
            .enumerate()
            .map(|(i, cell)| wrap(cell, widths[i.min(columns - 1)]))
            .collect();
        let height = wrapped.iter().map(Vec::len).max().unwrap_or(1);
        (0..height)
            .map(|line| {
                wrapped
                    .iter()
                    .enumerate()
                    .map(|(i, cell)| {
                        let text = cell.get(line).cloned().unwrap_or_default();
                        format!("{text:<w$}", w = widths[i.min(columns - 1)])
                    })
                    .collect::<Vec<_>>()
                    .join("  ")
            })
            .collect()
    };
    let mut lines: Vec<Line> = render_row(header)
        .into_iter()
        .map(|l| Line::from(Span::styled(l, ctx.theme.title)))
        .collect();
    for row in rows {
        lines.extend(render_row(row).into_iter().map(Line::raw));
    }
    lines
}

/// Take one character at a time from the widest column still wider than
/// its floor, until the widths add up to `available` or every column is at
/// its floor.
fn shrink_to_fit(widths: &mut [usize], floors: &[usize], available: usize) {
    while widths.iter().sum::<usize>() > available {
        let Some(widest) = (0..widths.len())
            .filter(|&i| widths[i] > floors[i])
            .max_by_key(|&i| widths[i])
        else {
            return;
        };
        widths[widest] -= 1;
    }
}

/// The length of the longest word of `text`, in characters: a column
/// narrower than that cuts the word.
fn longest_word(text: &str) -> usize {
    text.split(' ')
        .map(|word| word.chars().count())
        .max()
        .unwrap_or(0)
}
