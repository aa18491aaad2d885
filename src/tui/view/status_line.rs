//! The status line under every screen: the keys that do something now,
//! on one row where they fit, else two, else three (always two from 100
//! columns on), a passing note first; keys that give way leave «…»
//! before «? help».

use ratatui::text::{Line, Span};

use crate::tui::protocol::KeyHelp;
use crate::tui::widgets::key_names;

/// The rows the status line needs at `width`: the keys' rows and one
/// for a note, three at most, so that no key hides behind «…» at 80
/// columns (reader 16, es 2.1, en 1.2).
pub(crate) fn status_rows(
    keys: &[KeyHelp],
    note: Option<&str>,
    width: u16,
    lang: crate::lang::Lang,
) -> u16 {
    let keys = named_keys(keys, lang);
    // A wide terminal keeps two rows, whatever they hold: a second row
    // that came and went with the state moved every line above it
    // (reader 25, en 1.1, 1.2), and one row alone hid keys behind «…»
    // whenever a note came (reader 26, en 2.1).
    if width >= TWO_ROWS_WIDTH {
        return 2;
    }
    // Keys that two rows cannot hold take a third rather than hide behind
    // «…» (reader 19, es 1.9; reader 20, es 1.7: the table after a repeat
    // lost ↑↓ and Tab). A note takes a row of its own above them: run
    // into them, it read as one («100 000 000  s empezar», reader 29, es
    // 1.10); beside keys that take all three, it shares the first.
    let rows = key_rows(&keys, width) + usize::from(note.is_some());
    rows.min(3) as u16
}

/// The rows `keys` alone take at `width`, every one shown.
fn key_rows(keys: &[KeyHelp], width: u16) -> usize {
    if line_cost(keys, None) <= usize::from(width) {
        return 1;
    }
    // In the line's order, as they are drawn: in the list's, Esc placed
    // last counted in the middle, the rows broke elsewhere, and the line
    // drawn in the rows counted hid «Tab 1-4» behind «…» (readers 49, es
    // 2.1).
    let mut every: Vec<usize> = (0..keys.len()).collect();
    every.sort_by_key(|&i| line_place(keys, i));
    break_rows(keys, None, &every, false, width).len()
}

/// From this width on, the status line is two rows whatever it holds.
pub(crate) const TWO_ROWS_WIDTH: u16 = 100;

/// The columns every key and the note take on one row.
fn line_cost(keys: &[KeyHelp], note: Option<&str>) -> usize {
    keys.iter().map(key_cost).sum::<usize>()
        + note.map_or(0, |note| note.chars().count() + NOTE_EXTRA)
}

/// The keys with the names the language gives them.
fn named_keys(keys: &[KeyHelp], lang: crate::lang::Lang) -> Vec<KeyHelp> {
    keys.iter()
        .map(|help| KeyHelp {
            key: key_names(lang, &help.key).into(),
            ..help.clone()
        })
        .collect()
}

/// The columns a key takes on the status line: a space, the key, a
/// space, what it does and a space.
fn key_cost(help: &KeyHelp) -> usize {
    help.key.chars().count() + help.what.chars().count() + 3
}

/// The status line in `rows` rows of `width`: the keys that fit, always
/// keeping the last one (`? help`) and the way back (`Esc`): the overlay
/// lists them all. A key too long for the room left is skipped, not the
/// ones after it; the help lists it. A screen's note (where `f` saved a
/// figure) comes first, in place of the keys it leaves no room for.
/// Returns the lines and the keys they show.
pub(super) fn status_line(
    keys: &[KeyHelp],
    note: Option<&str>,
    (width, rows): (u16, u16),
    lang: crate::lang::Lang,
    theme: &crate::tui::theme::Theme,
) -> (Vec<Line<'static>>, Vec<String>) {
    let keys = named_keys(keys, lang);
    // The note is drawn on one row: longer, it was cut at the screen's
    // edge mid-number («(del 20 % al 0,0001», reader 26, es 1.6).
    let one_row = note.map(|note| shortened_note(note, usize::from(width).saturating_sub(2)));
    let note = one_row.as_deref();
    // Keys that leave a row free: the note on a row of its own, above
    // them, rather than pushing them about as if it were a key (reader
    // 27, es 1.9, en 1.3), or run into them on a third row («100 000 000
    // s empezar», reader 29, es 1.10).
    if let Some(note) = note
        && rows >= 2
        && key_rows(&keys, width) < usize::from(rows)
    {
        let (mut lines, on_line) = status_line(&keys, None, (width, rows - 1), lang, theme);
        lines.insert(
            0,
            Line::from(Span::styled(format!(" {note} "), theme.accent)),
        );
        return (lines, on_line);
    }
    // On two rows: the keys that fit in both, less a little at a time
    // until the words break between rows where a key ends.
    let mut budget = usize::from(width) * usize::from(rows.max(1));
    let (note, shown, lines) = loop {
        let (shown_note, mut shown) =
            fit_status(&keys, note, budget.min(usize::from(u16::MAX)) as u16);
        // Chosen by need, shown in the screen's one order where it has
        // one, so that a key keeps its place from one state to the next.
        shown.sort_by_key(|&i| line_place(&keys, i));
        let dropped = shown.len() < keys.len();
        let lines = break_rows(&keys, shown_note.as_deref(), &shown, dropped, width);
        if lines.len() <= usize::from(rows.max(1)) || budget <= usize::from(width) {
            break (shown_note, shown, lines);
        }
        budget = budget.saturating_sub(4).max(usize::from(width));
    };
    let dropped = shown.len() < keys.len();
    let last = keys.len().saturating_sub(1);
    let on_line = shown.iter().map(|&i| keys[i].key.to_string()).collect();
    let mut drawn = Vec::new();
    for (row, entries) in lines.into_iter().enumerate() {
        let mut spans = Vec::new();
        // Beside keys, a bar ends the note: run into them, it read as one
        // sentence with them («… s measures with it.  s measure seed 21»,
        // reader 34, en 1.5).
        if let (0, Some(note)) = (row, &note) {
            spans.push(Span::styled(format!(" {note} "), theme.accent));
            if !entries.is_empty() {
                spans.push(Span::styled(NOTE_END, theme.dim));
            }
        }
        for i in entries {
            // «…» before «? help» where keys gave way: the line does not
            // hold them all, and the help does (reader 11, en 2.1).
            if dropped && i == last {
                spans.push(Span::styled(MORE_KEYS, theme.dim));
            }
            let KeyHelp { key, what, .. } = &keys[i];
            spans.push(Span::styled(format!(" {key}"), theme.key));
            spans.push(Span::styled(format!(" {what} "), theme.dim));
        }
        drawn.push(Line::from(spans));
    }
    (drawn, on_line)
}

/// `shown` keys (indices into `keys`, in order) broken into rows of
/// `width`, after the note on the first; a row breaks only between keys.
fn break_rows(
    keys: &[KeyHelp],
    note: Option<&str>,
    shown: &[usize],
    dropped: bool,
    width: u16,
) -> Vec<Vec<usize>> {
    let last = keys.len().saturating_sub(1);
    let mut rows: Vec<Vec<usize>> = Vec::new();
    let mut row: Vec<usize> = Vec::new();
    let mut used = note.map_or(0, |note| note.chars().count() + NOTE_EXTRA);
    for &i in shown {
        let cost =
            key_cost(&keys[i]) + usize::from(dropped && i == last) * MORE_KEYS.chars().count();
        if used + cost > usize::from(width) && (!row.is_empty() || used > 0) {
            rows.push(std::mem::take(&mut row));
            used = 0;
        }
        row.push(i);
        used += cost;
    }
    rows.push(row);
    // A second row of one key («? help» alone at the left margin) takes
    // the first row's last key with it (reader 18, es 1.3, en 1.2).
    if let [first, second] = rows.as_mut_slice()
        && second.len() == 1
        && first.len() > 2
        && let Some(moved) = first.pop()
    {
        second.insert(0, moved);
    }
    rows
}

/// Where the key at `index` of `keys` goes on the status line: at its
/// place where it has one, else after them in the list's order. The help
/// lists the keys in the same order.
pub(super) fn line_place(keys: &[KeyHelp], index: usize) -> usize {
    match keys[index].place {
        Some(crate::tui::protocol::LAST_PLACE) => 2000 + index,
        Some(place) => usize::from(place),
        None => 1000 + index,
    }
}

/// Marks the place of the keys the status line had no room for.
const MORE_KEYS: &str = "…";

/// Ends a note that shares its row with keys.
const NOTE_END: &str = "│";

/// The columns a note takes besides its words: a space either side and
/// [`NOTE_END`].
const NOTE_EXTRA: usize = 3;

/// Which of `keys` fit the width (their indices, in order) and the note
/// as it fits, by [`status_line`]'s rules.
fn fit_status(keys: &[KeyHelp], note: Option<&str>, width: u16) -> (Option<String>, Vec<usize>) {
    let cost = key_cost;
    // The «…» takes a column where not every key fits.
    let width = if line_cost(keys, note) <= usize::from(width) {
        usize::from(width)
    } else {
        usize::from(width).saturating_sub(MORE_KEYS.chars().count())
    };
    let last = keys.len().saturating_sub(1);
    let mut used: usize = keys[last..].iter().map(cost).sum();
    // The note whole if it fits beside `? help`, else what it says
    // ("Figure saved:") and the end of the path after "…".
    let note =
        note.map(|note| shortened_note(note, width.saturating_sub(used + NOTE_EXTRA).max(1)));
    used += note
        .as_ref()
        .map_or(0, |note| note.chars().count() + NOTE_EXTRA);
    // Esc first, where it fits: the way back stays on the line.
    let is_back = |help: &KeyHelp| help.key == "Esc";
    let back_cost: usize = keys[..last]
        .iter()
        .filter(|&help| is_back(help))
        .map(cost)
        .sum();
    let back_fits = back_cost > 0 && used + back_cost <= width;
    if back_fits {
        used += back_cost;
    }
    let mut shown = Vec::new();
    for (i, entry) in keys[..last].iter().enumerate() {
        if is_back(entry) {
            if back_fits {
                shown.push(i);
            }
        } else if used + cost(entry) <= width {
            used += cost(entry);
            shown.push(i);
        }
    }
    shown.extend(last..keys.len());
    (note, shown)
}

/// A note in `room` columns: whole, or its words up to ": " and the end
/// of what follows (a saved figure's file name) after "…", or only that
/// end where even the words do not fit.
pub(super) fn shortened_note(note: &str, room: usize) -> String {
    let length = note.chars().count();
    if length <= room {
        return note.to_owned();
    }
    // A sentence, not a saved file's path: its words that fit, then «…»,
    // never a number cut in two.
    if !note.contains(['/', '\\']) {
        return crate::tui::widgets::fitted(note, room);
    }
    // From a folder's start where the room allows, so that no folder's
    // name is cut («…/es/bloomlab-…svg», not «…eaders6/es/…»).
    let tail = |keep: usize| -> String {
        let text: String = note.chars().skip(length - keep).collect();
        match text.find(['/', '\\']) {
            Some(at) if at > 0 && text[at..].chars().count() > 1 => text[at..].to_owned(),
            _ => text,
        }
    };
    if let Some((said, _)) = note.split_once(": ") {
        let head = said.chars().count() + 3;
        // Enough of the path to tell the file: its last dozen characters.
        if room >= head + 12 {
            return format!("{said}: …{}", tail(room - head));
        }
    }
    format!("…{}", tail(room.saturating_sub(1)))
}
