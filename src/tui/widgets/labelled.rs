//! Text set in from the left: a missed question's answers and
//! explanation under its prompt.

use ratatui::style::Style;
use ratatui::text::{Line, Span};

/// Labelled values one under the other, each label padded to the longest
/// and each value wrapped under its own start, `indent` columns in: the
/// values line up to be compared, and a label never ends a line alone
/// (reader 19, es 1.13: «Respuesta correcta:» over its answer).
pub(crate) fn labelled_lines<'a>(
    pairs: &[(String, String, Style)],
    width: u16,
    indent: usize,
) -> Vec<Line<'a>> {
    let label_width = pairs
        .iter()
        .map(|(label, ..)| label.chars().count())
        .max()
        .unwrap_or(0)
        + 1;
    let room = usize::from(width).saturating_sub(indent + label_width);
    let mut lines = Vec::new();
    for (label, value, style) in pairs {
        // Too narrow for a column: the label heads its value's lines.
        if room < 20 {
            let text = format!("{label} {value}");
            for part in
                crate::tui::text::wrap(&text, usize::from(width).saturating_sub(indent).max(1))
            {
                lines.push(Line::from(vec![
                    Span::raw(" ".repeat(indent)),
                    Span::styled(part, *style),
                ]));
            }
            continue;
        }
        for (i, part) in crate::tui::text::wrap(value, room).into_iter().enumerate() {
            let head = if i == 0 { label.as_str() } else { "" };
            lines.push(Line::from(vec![
                Span::raw(" ".repeat(indent)),
                Span::styled(format!("{head:<label_width$}"), *style),
                Span::styled(part, *style),
            ]));
        }
    }
    lines
}

/// Wrapped text set two columns in, under a missed question's prompt.
pub(crate) fn indented<'a>(text: &str, width: u16, style: Style) -> Vec<Line<'a>> {
    super::paragraph(text, width.saturating_sub(2).max(1), style)
        .into_iter()
        .map(|line| {
            let mut spans = vec![Span::raw("  ")];
            spans.extend(line.spans);
            Line::from(spans)
        })
        .collect()
}

/// `text` after a one-column `mark` and a space, its wrapped lines
/// under its first word, as [`indented`] indents them.
pub(crate) fn hanging<'a>(mark: &str, text: &str, width: u16, style: Style) -> Vec<Line<'a>> {
    let mut lines = indented(text, width, style);
    if let Some(first) = lines.first_mut().and_then(|line| line.spans.first_mut()) {
        *first = Span::raw(format!("{mark} "));
    }
    lines
}
