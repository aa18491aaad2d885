//! A step's small table as aligned text lines.

use ratatui::text::{Line, Span};

use crate::tui::protocol::Context;
use crate::tui::text::wrap;

/// A small table as aligned text lines.
pub(crate) fn table_lines<'a>(
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
    // A column of numbers is right-aligned, so that their units and
    // decimal marks line up (reader 14, es 1.2, en 1.10: «≈ 4,79» over
    // «≈ 14,38»).
    let numeric: Vec<bool> = (0..columns)
        .map(|i| {
            let mut cells = rows.iter().filter_map(|row| row.get(i)).peekable();
            cells.peek().is_some()
                && cells.all(|cell| {
                    cell.trim_start_matches(['≈', '~', '−', '-', '+', ' ', '\u{a0}'])
                        .starts_with(|c: char| c.is_ascii_digit())
                })
        })
        .collect();
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
                        let w = widths[i.min(columns - 1)];
                        if numeric[i.min(columns - 1)] {
                            format!("{text:>w$}")
                        } else {
                            format!("{text:<w$}")
                        }
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
