//! Drawing helpers shared by screens: the bit array as lines of cells,
//! and small formatting pieces.

use std::collections::BTreeMap;

use ratatui::style::Style;
use ratatui::text::{Line, Span};

use super::theme::{Theme, Tone};

mod charts;
mod labelled;
pub(crate) use charts::{
    axis, chart, even_label_rows, inner_x_labels, inner_y_label, odd_plot_rows, on_braille_row,
    rows_to_even_labels, series, y_axis,
};
pub(crate) use labelled::{hanging, indented, labelled_lines};

/// How one cell should look.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Mark {
    Plain,
    /// Set or changed by the current operation.
    Current,
    /// Probed by a query: its value decides the answer.
    Probed,
    /// Pointed at by a highlight.
    Highlighted,
    /// Set to 0 by a naive deletion, in a step that then looks a word
    /// up: ✂ under it, as on the line that says so, and ▲ under the
    /// lookup's bits (reader 18, en 1.7: ▲ under 7 and 10 beside «✂ bits
    /// 2, 7 set to 0»).
    Cleared,
    /// Lowered by a removal: −, the sign its line starts with, where ▲
    /// alone marked only a lookup's counters after it (reader 22, es
    /// 3.1). Not ▼, which under the positions pointed at the next row of
    /// counters (reader 23, en 1.2).
    Lowered,
    /// Lowered by a removal and then read by the lookup: −▲.
    LoweredProbed,
}

/// Columns one cell takes in [`bit_rows`]: one more than the widest
/// position, so labels never touch (m = 4096 numbers its bits to 4095).
pub(crate) fn bit_cell_width(m: usize) -> usize {
    let digits = m.saturating_sub(1).max(1).to_string().len();
    (digits + 1).max(3)
}

/// The array as rows of numbered cells, wrapped to `width` columns:
/// a row of values (bits, or counters) and a row of indices beneath, and a
/// row of ▲ under the cells a step probes or sets, so that they read
/// without colour.
pub(crate) fn bit_rows<'a>(
    cells: &[u8],
    marks: &BTreeMap<u64, Mark>,
    width: u16,
    theme: &Theme,
) -> Vec<Line<'a>> {
    bit_bands(cells, marks, width, theme, false).concat()
}

/// [`bit_rows`] band by band: each band's row of values, its row of
/// positions and, where a cell is marked, its row of symbols; with
/// `keep_symbol_rows`, that row in every band, blank where nothing is
/// marked, so that a query's ▲ does not push the bands under it down.
pub(crate) fn bit_bands<'a>(
    cells: &[u8],
    marks: &BTreeMap<u64, Mark>,
    width: u16,
    theme: &Theme,
    keep_symbol_rows: bool,
) -> Vec<Vec<Line<'a>>> {
    let m = cells.len();
    let cell_width = bit_cell_width(m);
    let label = "   ";
    let per_row = ((width as usize).saturating_sub(label.len()) / cell_width).max(1);
    let mut bands = Vec::new();
    for start in (0..m).step_by(per_row) {
        let end = (start + per_row).min(m);
        let mut values = vec![Span::raw(label)];
        let mut indices = vec![Span::raw(label)];
        let mut symbols = vec![Span::raw(label)];
        let mut lowered = vec![Span::raw(label)];
        let (mut any_symbol, mut any_below) = (false, false);
        for (position, &value) in cells.iter().enumerate().take(end).skip(start) {
            let mark = marks
                .get(&(position as u64))
                .copied()
                .unwrap_or(Mark::Plain);
            let style: Style = match mark {
                Mark::Probed | Mark::LoweredProbed => theme.probe(value > 0),
                Mark::Current => theme.bit_current,
                Mark::Highlighted | Mark::Cleared | Mark::Lowered => theme.bit_current,
                Mark::Plain if value > 0 => theme.bit_one,
                Mark::Plain => theme.bit_zero,
            };
            values.push(Span::raw(" ".repeat(cell_width - 2)));
            values.push(Span::styled(format!("{value:>2}"), style));
            indices.push(Span::styled(format!("{position:>cell_width$}"), theme.dim));
            // ▲ under a probed cell, as under one being set: ✓ and ✗
            // there read as right and wrong answers beside the lesson's
            // own (reader 17, en 6.13). The value above says 0 or 1.
            // A counter lowered and probed at once gets its − on a row of
            // its own, under the ▲: «−▲» in one cell put the − under the
            // gap before it (reader 27, es 1.8, en 1.1).
            let symbol = match mark {
                Mark::Probed | Mark::Current | Mark::Highlighted | Mark::LoweredProbed => "▲",
                Mark::Cleared => "✂",
                Mark::Lowered => "−",
                Mark::Plain => " ",
            };
            let below = if mark == Mark::LoweredProbed {
                "−"
            } else {
                " "
            };
            any_symbol |= symbol != " ";
            any_below |= below != " ";
            symbols.push(Span::raw(format!("{symbol:>cell_width$}")));
            lowered.push(Span::raw(format!("{below:>cell_width$}")));
        }
        let mut band = vec![Line::from(values), Line::from(indices)];
        if any_symbol || keep_symbol_rows {
            band.push(Line::from(symbols));
        }
        if any_below {
            band.push(Line::from(lowered));
        }
        bands.push(band);
    }
    bands
}

/// Bands of bits (see [`bit_bands`]) made ready for [`scrolled`] in a view
/// `height` rows tall, so that a row of values never shows without its
/// positions: the scroll goes back to the start of a band, blank lines
/// after the last band let the last scroll start one too, and a band the
/// view's bottom would cut is left blank. Returns the lines and the scroll
/// to draw them with.
pub(crate) fn whole_bands<'a>(
    bands: Vec<Vec<Line<'a>>>,
    scroll: u16,
    height: u16,
) -> (Vec<Line<'a>>, u16) {
    let lengths: Vec<usize> = bands.iter().map(Vec::len).collect();
    let mut lines = bands.concat();
    let total = lines.len();
    let height = usize::from(height);
    if total <= height || height <= 1 {
        return (lines, 0);
    }
    // `scrolled` keeps the last row for its "more below" line.
    let view = height - 1;
    let starts: Vec<usize> = lengths
        .iter()
        .scan(0, |at, length| {
            let start = *at;
            *at += length;
            Some(start)
        })
        .collect();
    let last_start = starts
        .iter()
        .copied()
        .find(|start| start + view >= total)
        .unwrap_or_else(|| starts.last().copied().unwrap_or(0));
    lines.resize(total.max(last_start + view), Line::default());
    let wanted = usize::from(scroll).min(last_start);
    let top = starts
        .iter()
        .copied()
        .take_while(|start| *start <= wanted)
        .last()
        .unwrap_or(0);
    let bottom = top + view;
    for (&start, &length) in starts.iter().zip(&lengths) {
        // The top band too, where the view is shorter than one band: its
        // values showed without their positions (reader 34, es 1.2).
        if start >= top && start < bottom && start + length > bottom {
            lines[start..bottom].fill(Line::default());
        }
    }
    (lines, u16::try_from(top).unwrap_or(u16::MAX))
}

/// Key names as the screen's language prints them on keyboards: in
/// Spanish "Space" is Espacio, PgUp and PgDn are RePág and AvPág, Home and
/// End are Inicio and Fin, Delete is Supr. Every key the status line and
/// the help show passes through here, so screens may name keys in English.
pub(crate) fn key_names(lang: crate::lang::Lang, keys: &str) -> String {
    use crate::t;
    keys.split(' ')
        .map(|key| match key {
            "Space" => t!(lang, "ui-keycap-space"),
            "Shift" => t!(lang, "ui-keycap-shift"),
            "PgUp" => t!(lang, "ui-keycap-pgup"),
            "PgDn" => t!(lang, "ui-keycap-pgdn"),
            "Home" => t!(lang, "ui-keycap-home"),
            "End" => t!(lang, "ui-keycap-end"),
            "Delete" => t!(lang, "ui-keycap-delete"),
            "Del" => t!(lang, "ui-keycap-del"),
            "Backspace" => t!(lang, "ui-keycap-backspace"),
            other => other.to_owned(),
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// `text` in at most `width` characters: whole, or the whole words that
/// fit and then " …", so a reader sees that there is more and never reads
/// half a word. Only a first word longer than the line is cut inside.
pub(crate) fn fitted(text: &str, width: usize) -> String {
    if text.chars().count() <= width {
        return text.to_owned();
    }
    let mut kept = String::new();
    for word in text.split(' ') {
        let next = if kept.is_empty() {
            word.to_owned()
        } else {
            format!("{kept} {word}")
        };
        if next.chars().count() + 2 > width {
            break;
        }
        kept = next;
    }
    let kept = kept.trim_end_matches([',', ';', ':', ' ', '·']);
    if !kept.is_empty() {
        return format!("{kept} …");
    }
    let cut: String = text.chars().take(width.saturating_sub(1)).collect();
    if width == 0 {
        cut
    } else {
        format!("{}…", cut.trim_end())
    }
}

/// A status line fitted to `width` by saying less, never by breaking a
/// word: whole " · " parts are dropped from the end first; a first part
/// still too long keeps the whole words that fit (`fitted`). Every
/// screen's own status line goes through here.
pub(crate) fn status_fit(text: &str, width: usize) -> String {
    if text.chars().count() <= width {
        return text.to_owned();
    }
    let parts: Vec<&str> = text.split(" · ").collect();
    (1..parts.len())
        .rev()
        .map(|end| parts[..end].join(" · "))
        .find(|shorter| shorter.chars().count() <= width)
        .unwrap_or_else(|| fitted(parts[0], width))
}

/// Positions as a readable list: "2, 7". A position is a label, like a
/// page number, and is never grouped: «1079» as under the bit itself,
/// where «1,079» would widen every cell (reader 33, en, left).
pub(crate) fn positions(list: &[u64]) -> String {
    list.iter()
        .map(u64::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}

/// Positions in a sentence, the last joined by the language's «and»:
/// «23 y 9», «7, 21 y 25» (reader 14, es 4.8: «los bits 23, 9 están en
/// 0»). A list label («→ bits 2, 7») keeps [`positions`].
pub(crate) fn positions_in_words(lang: crate::lang::Lang, list: &[u64]) -> String {
    let words: Vec<String> = list.iter().map(u64::to_string).collect();
    in_words(lang, &words)
}

/// Items in a sentence, the last joined by the language's «and»: «a, b
/// and c», «a y b». Items that hold a comma themselves (4,79 in Spanish,
/// 1,000 in English) are parted by semicolons: «4,79; 9,59 y 14,38».
pub(crate) fn in_words(lang: crate::lang::Lang, items: &[String]) -> String {
    let parting = if items.iter().any(|item| item.contains(',')) {
        "; "
    } else {
        ", "
    };
    match items.split_last() {
        Some((last, rest)) if !rest.is_empty() => {
            let and = crate::t!(lang, "list-and");
            format!("{} {and} {last}", rest.join(parting))
        }
        _ => items.join(""),
    }
}

/// Light emphasis: `*word*` becomes bold.
pub(crate) fn emphasized<'a>(text: &str, base: Style) -> Line<'a> {
    let mut spans = Vec::new();
    for (index, piece) in text.split('*').enumerate() {
        if piece.is_empty() {
            continue;
        }
        let style = if index % 2 == 1 {
            base.add_modifier(ratatui::style::Modifier::BOLD)
        } else {
            base
        };
        spans.push(Span::styled(piece.to_owned(), style));
    }
    Line::from(spans)
}

/// Wrapped text with emphasis, as lines. Every screen's paragraphs wrap
/// here, by `text::wrap`'s rule (where a line may break, and why, is
/// documented and tested there).
pub(crate) fn paragraph<'a>(text: &str, width: u16, style: Style) -> Vec<Line<'a>> {
    super::text::wrap(text, width as usize)
        .into_iter()
        .map(|line| emphasized(&line, style))
        .collect()
}

/// As [`paragraph`], with its lines of even length: the narrowest width
/// that takes no more lines than `width` does, so that no last word is
/// left alone on its line (reader 26, es 1.11: «otra vez»).
pub(crate) fn balanced_paragraph<'a>(text: &str, width: u16, style: Style) -> Vec<Line<'a>> {
    let rows = |w: u16| super::text::wrap(text, usize::from(w)).len();
    let most = rows(width);
    let narrowest = (1..=width)
        .rev()
        .take_while(|w| rows(*w) == most)
        .last()
        .unwrap_or(width);
    paragraph(text, narrowest, style)
}

/// One paragraph of a view model: what to say and its tone. An empty text
/// is a blank line between paragraphs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Said {
    pub(crate) text: String,
    pub(crate) tone: Tone,
}

impl Said {
    pub(crate) fn new(text: impl Into<String>, tone: Tone) -> Said {
        Said {
            text: text.into(),
            tone,
        }
    }

    /// A blank line.
    pub(crate) fn gap() -> Said {
        Said::new(String::new(), Tone::Text)
    }
}

/// A view model's paragraphs laid out: each wrapped to `width` in its
/// tone's style, blank lines kept.
pub(crate) fn said_lines<'a>(said: &[Said], width: u16, theme: &Theme) -> Vec<Line<'a>> {
    let mut lines = Vec::new();
    for piece in said {
        if piece.text.is_empty() {
            lines.push(Line::raw(""));
        } else {
            for part in super::text::items_that_fit(&piece.text, usize::from(width)) {
                lines.extend(paragraph(&part, width, theme.of(piece.tone)));
            }
        }
    }
    lines
}

/// The most `total` lines scroll in a view `height` rows tall, as
/// [`scrolled`] draws them: when they do not fit, its last row says so and
/// shows no line.
pub(crate) fn scroll_limit(total: usize, height: u16) -> u16 {
    let total = u16::try_from(total).unwrap_or(u16::MAX);
    let overflow = total > height && height > 1;
    total.saturating_sub(if overflow { height - 1 } else { height })
}

/// Draw `lines` in `area` scrolled down by `scroll` (clamped). When they do
/// not fit, the last row says whether more lies below, since nothing else
/// would show it. Returns the scroll used, the area the lines occupy and
/// the largest useful scroll (for the screen to clamp its own to).
pub(crate) fn scrolled(
    frame: &mut ratatui::Frame,
    area: ratatui::layout::Rect,
    lines: Vec<Line<'_>>,
    scroll: u16,
    arrows_scroll: bool,
    ctx: &super::protocol::Context,
) -> (u16, ratatui::layout::Rect, u16) {
    use ratatui::layout::{Alignment, Rect};
    use ratatui::widgets::Paragraph;
    let total = lines.len() as u16;
    let overflow = total > area.height && area.height > 1;
    // Blank lines at the end (a lesson pads its text so a scroll can
    // stay put) are no «more below» (reader 21, en 1.6: ↓ showed one
    // blank line).
    let blank_tail = lines
        .iter()
        .rev()
        .take_while(|line| line.spans.iter().all(|span| span.content.trim().is_empty()))
        .count() as u16;
    let content = total.saturating_sub(blank_tail);
    let view = if overflow {
        Rect::new(area.x, area.y, area.width, area.height - 1)
    } else {
        area
    };
    let max_scroll = scroll_limit(lines.len(), area.height);
    let scroll = scroll.min(max_scroll);
    frame.render_widget(Paragraph::new(lines).scroll((scroll, 0)), view);
    let below = overflow && scroll < max_scroll && scroll + area.height - 1 < content;
    if overflow && (below || scroll > 0) {
        let lang = ctx.lang;
        // Scrolled down (a lesson follows an answer there), the line says
        // that the text goes on above too, so nothing seems lost.
        let more = match (scroll > 0, below, arrows_scroll) {
            (true, true, true) => crate::t!(lang, "ui-more-both-arrows"),
            (true, true, false) => crate::t!(lang, "ui-more-both"),
            (false, _, true) => crate::t!(lang, "ui-more-below-arrows"),
            (false, _, false) => crate::t!(lang, "ui-more-below"),
            (true, false, true) => crate::t!(lang, "ui-more-above-arrows"),
            (true, false, false) => crate::t!(lang, "ui-more-above"),
        };
        let row = Rect::new(area.x, area.bottom() - 1, area.width, 1);
        frame.render_widget(
            Paragraph::new(Span::styled(more, ctx.theme.dim)).alignment(Alignment::Right),
            row,
        );
    }
    (scroll, view, max_scroll)
}

/// A titled list to choose from: ▶ and the selection style on the chosen
/// entry, each entry's description wrapped beneath it.
pub(crate) fn choice_list<'a>(
    title: &str,
    entries: &[(String, Option<String>)],
    selected: usize,
    width: u16,
    theme: &Theme,
) -> Vec<Line<'a>> {
    let mut lines = vec![
        Line::from(Span::styled(title.to_owned(), theme.title)),
        Line::raw(""),
    ];
    for (index, (label, description)) in entries.iter().enumerate() {
        let (marker, style) = if index == selected {
            ("▶ ", theme.selected)
        } else {
            ("  ", theme.text)
        };
        // A long entry wraps under itself, never cut at the border (a
        // quiz's standing after its title ran past 80 columns); a line
        // break in it starts a line of its own.
        let label_width = width.saturating_sub(3).max(1) as usize;
        for (row, line) in label
            .split('\n')
            .flat_map(|part| super::text::wrap(part, label_width))
            .enumerate()
        {
            let lead = if row == 0 { marker } else { "  " };
            lines.push(Line::from(Span::styled(format!("{lead}{line}"), style)));
        }
        if let Some(description) = description {
            for line in super::text::wrap(description, width.saturating_sub(4) as usize) {
                lines.push(Line::from(Span::styled(format!("    {line}"), theme.dim)));
            }
        }
        lines.push(Line::raw(""));
    }
    lines
}

/// The cells an operation touched, marked: probed by a query, or changed.
pub(crate) fn marks_for(last: Option<&crate::content::scene::OpResult>) -> BTreeMap<u64, Mark> {
    use crate::content::scene::ActionKind;
    let mut marks = BTreeMap::new();
    if let Some(last) = last {
        let mark = match last.kind {
            ActionKind::Query => Mark::Probed,
            ActionKind::Remove => Mark::Lowered,
            _ => Mark::Current,
        };
        for position in &last.positions {
            marks.insert(*position, mark);
        }
    }
    marks
}

/// What a key does in a list to choose from.
pub(crate) enum ListKey {
    Open(usize),
    Back,
    Moved,
}

/// ↑↓ move the selection, Enter or → opens it, Esc, q or ← go back.
pub(crate) fn list_key(
    selected: &mut usize,
    count: usize,
    key: crossterm::event::KeyCode,
) -> ListKey {
    use crossterm::event::KeyCode;
    match key {
        // j and k as on Home: every list moves the same way.
        KeyCode::Up | KeyCode::Char('k') => *selected = selected.saturating_sub(1),
        KeyCode::Down | KeyCode::Char('j') => {
            *selected = (*selected + 1).min(count.saturating_sub(1))
        }
        KeyCode::Enter | KeyCode::Right if *selected < count => return ListKey::Open(*selected),
        KeyCode::Esc | KeyCode::Char('q') | KeyCode::Left => return ListKey::Back,
        _ => {}
    }
    ListKey::Moved
}

/// Make the lines `first..end` of each choice clickable, given how far the
/// text is scrolled and the area it is drawn in.
pub(crate) fn choice_hits(
    hits: &mut Vec<(ratatui::layout::Rect, super::protocol::Click)>,
    area: ratatui::layout::Rect,
    scroll: u16,
    choices: &[(usize, usize, usize)],
) {
    for &(first, end, choice) in choices {
        for line in first..end {
            let row = line as i64 - i64::from(scroll);
            if row >= 0 && row < i64::from(area.height) {
                let rect = ratatui::layout::Rect::new(area.x, area.y + row as u16, area.width, 1);
                hits.push((rect, super::protocol::Click::Choice(choice)));
            }
        }
    }
}

/// A title too long for `width` up to one of its commas, with an ellipsis
/// («De dónde sale la fórmula…»), where that fits. The ellipsis says that
/// the title goes on (reader 6, es 19: the quiz's title read as whole
/// without its «autoevaluación»).
pub(crate) fn title_to_comma(title: &str, width: usize) -> Option<String> {
    let mut shown = title;
    while let Some((before, _)) = shown.rsplit_once(", ") {
        shown = before;
        if shown.chars().count() < width {
            return Some(format!("{shown}…"));
        }
    }
    None
}

/// A title in at most `width` characters: whole; else up to a comma,
/// with an ellipsis («Cuando un filtro de Bloom no basta…», not a word cut
/// in two); else cut as [`fitted`] cuts, at a whole word.
pub(crate) fn title_fit(title: &str, width: usize) -> String {
    if title.chars().count() <= width {
        return title.to_owned();
    }
    if let Some(shown) = title_to_comma(title, width) {
        return shown;
    }
    // Cut between words, a title never ends on a little word that leans
    // on the next: «Cuando un filtro de Bloom no …» read as its opposite
    // (reader 8, es 1.5).
    let cut = fitted(title, width);
    let Some(kept) = cut.strip_suffix(" …") else {
        return cut;
    };
    let mut words: Vec<&str> = kept.split(' ').collect();
    while words.len() > 1
        && words
            .last()
            .is_some_and(|w| LEANING_WORDS.contains(&w.to_lowercase().as_str()))
    {
        words.pop();
    }
    format!("{} …", words.join(" "))
}

/// Words that lean on the next one (articles, prepositions, «no»): a
/// title cut short does not end on one.
const LEANING_WORDS: [&str; 26] = [
    "de", "del", "un", "una", "el", "la", "los", "las", "no", "y", "o", "a", "en", "con", "por",
    "para", "the", "an", "of", "in", "on", "and", "or", "to", "not", "when",
];

#[cfg(test)]
mod tests;
