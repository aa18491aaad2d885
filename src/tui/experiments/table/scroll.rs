//! Text longer than its panel, scrolled with PgUp and PgDn: wrapped
//! without blank lines, paged a panel at a time, with a last line on what
//! is hidden.

use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;

use crate::t;
use crate::tui::protocol::Context;
use crate::tui::widgets::paragraph;

/// Paragraphs wrapped to `width` with no blank line between them, and
/// the line each starts on.
pub(super) fn dense_lines<'a>(
    paragraphs: &[String],
    width: u16,
    style: ratatui::style::Style,
) -> (Vec<Line<'a>>, Vec<usize>) {
    let text_width = width.saturating_sub(1).max(1);
    let mut lines = Vec::new();
    let mut starts = Vec::new();
    for text in paragraphs {
        starts.push(lines.len());
        lines.extend(paragraph(text, text_width, style));
    }
    (lines, starts)
}

/// Where a page up or down from `top` opens: a panel of `height` rows
/// shows all but one of them (the last says what is below), and a page
/// keeps one line of the last; the view opens on a paragraph's first
/// line where one starts within the page, and never past the end.
pub(in crate::tui::experiments) fn paged_top(
    (starts, total, height): (&[usize], usize, usize),
    top: usize,
    down: bool,
) -> usize {
    let room = height.saturating_sub(1).max(1);
    let page = room.saturating_sub(1).max(1);
    let last = total.saturating_sub(room);
    let top = top.min(last);
    if down {
        let target = (top + page).min(last);
        if target == last {
            return last;
        }
        starts
            .iter()
            .copied()
            .filter(|start| *start > top && *start <= target)
            .max()
            .unwrap_or(target)
    } else {
        let target = top.saturating_sub(page);
        starts
            .iter()
            .copied()
            .filter(|start| *start >= target && *start < top)
            .min()
            .unwrap_or(target)
    }
}

/// `lines` in `height` rows from `scroll` down: when they do not fit, the
/// last row says how many are below (PgDn), or at the end that PgUp goes
/// back.
pub(super) fn scrolled<'a>(
    lines: Vec<Line<'a>>,
    scroll: usize,
    height: usize,
    ctx: &Context,
) -> Vec<Line<'a>> {
    let theme = &ctx.theme;
    let fits = lines.len() <= height;
    let room = if fits {
        height
    } else {
        height.saturating_sub(1)
    };
    let total = lines.len();
    let top = scroll.min(total.saturating_sub(room));
    let below = total.saturating_sub(top + room);
    let mut shown: Vec<Line> = lines.into_iter().skip(top).take(room).collect();
    if below > 0 && top > 0 {
        // Scrolled into the middle: the text goes on above as well.
        shown.push(Line::from(Span::styled(
            t!(ctx.lang, "exp-table-more-both", below = below),
            theme.dim,
        )));
    } else if below > 0 {
        shown.push(Line::from(Span::styled(
            t!(ctx.lang, "exp-table-more-below", below = below),
            theme.dim,
        )));
    } else if top > 0 && !fits {
        shown.push(Line::from(Span::styled(
            t!(ctx.lang, "exp-table-pgup"),
            theme.dim,
        )));
    }
    shown
}

/// `lines` in the top `height` rows of `area`, a blank row under them;
/// the rows left are returned, for the chart.
pub(super) fn words_above(
    frame: &mut Frame,
    area: Rect,
    height: u16,
    lines: Vec<Line<'_>>,
) -> Rect {
    let [words_area, _, rest] = Layout::vertical([
        Constraint::Length(height),
        Constraint::Length(1),
        Constraint::Min(0),
    ])
    .areas(area);
    frame.render_widget(Paragraph::new(lines), words_area);
    rest
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::Lang;
    use ratatui::text::Line;

    /// Thirty lines in a panel of ten: nine shown and a line on what is
    /// hidden, both ways in the middle.
    #[test]
    fn scrolled_text_says_both_ways() {
        let ctx = Context::for_test(Lang::Es);
        let lines: Vec<Line> = (0..30).map(|i| Line::from(i.to_string())).collect();
        let shown = scrolled(lines.clone(), 5, 10, &ctx);
        assert_eq!(shown.len(), 10);
        assert_eq!(shown[0].to_string(), "5");
        let last = shown[9].to_string();
        assert!(
            last.contains("RePág") && last.contains("16 líneas más"),
            "{last}"
        );
        let end = scrolled(lines, 99, 10, &ctx);
        assert_eq!(end[0].to_string(), "21");
        assert!(end[9].to_string().contains("RePág"));
    }

    /// A page is the panel less its hint line and one line kept; it
    /// opens on a paragraph's start within reach, stops at the end, and
    /// PgUp comes back the same way.
    #[test]
    fn a_page_moves_the_panels_height() {
        let starts = [0, 4, 12, 20];
        let geometry = (&starts[..], 30, 10);
        // Room 9, page 8: from 0 the page reaches 8; paragraph 4 starts
        // within it.
        assert_eq!(paged_top(geometry, 0, true), 4);
        assert_eq!(paged_top(geometry, 4, true), 12);
        assert_eq!(paged_top(geometry, 12, true), 20);
        // The end: 30 lines, 9 shown, the last top is 21.
        assert_eq!(paged_top(geometry, 20, true), 21);
        assert_eq!(paged_top(geometry, 21, true), 21);
        assert_eq!(paged_top(geometry, 21, false), 20);
        assert_eq!(paged_top(geometry, 20, false), 12);
        assert_eq!(paged_top(geometry, 4, false), 0);
        // No paragraph within reach: a whole page.
        assert_eq!(paged_top((&[0], 30, 10), 0, true), 8);
    }
}
