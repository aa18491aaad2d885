//! Drawing the whole frame: title bar, the current screen, the status line
//! with the keys that matter now, and the help overlay. Reads state only,
//! and returns the clickable regions it drew for the app to keep.

use crate::t;
use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Clear, Paragraph, Wrap};

use super::app::App;
use super::protocol::{Click, ScreenId};

mod help;
mod status_line;
use help::render_help;
use status_line::status_line;
pub(crate) use status_line::{TWO_ROWS_WIDTH, status_rows};

/// Smallest terminal the screens are laid out for.
pub(crate) const MIN_WIDTH: u16 = 80;
pub(crate) const MIN_HEIGHT: u16 = 22;

/// The size the app assumes until the terminal tells its own (width,
/// height).
pub(crate) const START_SIZE: (u16, u16) = (80, 24);

/// A frame's three rows: the title bar, the body, the status line
/// (`status_rows` high).
fn rows(area: Rect, status_rows: u16) -> [Rect; 3] {
    Layout::vertical([
        Constraint::Length(1),
        Constraint::Min(0),
        Constraint::Length(status_rows),
    ])
    .areas(area)
}

/// The body less a column each side: where the shown screen draws.
fn inside(body: Rect) -> Rect {
    Rect::new(
        body.x + 1,
        body.y,
        body.width.saturating_sub(2),
        body.height,
    )
}

/// The area a screen is laid out in, in a terminal of `size` whose
/// status line takes `status_rows`.
pub(crate) fn screen_area(size: Rect, status_rows: u16) -> Rect {
    inside(rows(size, status_rows)[1])
}

/// Draw the whole frame; returns the regions a click acts on.
pub fn render(app: &App, frame: &mut Frame) -> Vec<(Rect, Click)> {
    let area = frame.area();
    let mut hits = Vec::new();
    let lang = app.ctx.lang;
    let theme = &app.ctx.theme;
    if area.width < MIN_WIDTH || area.height < MIN_HEIGHT {
        let message = t!(
            lang,
            "app-too-small",
            min_width = MIN_WIDTH.to_string(),
            min_height = MIN_HEIGHT.to_string(),
            width = area.width.to_string(),
            height = area.height.to_string()
        );
        frame.render_widget(Paragraph::new(message).wrap(Wrap { trim: true }), area);
        return hits;
    }
    let [title, body, status] = rows(area, app.status_rows());
    let name = screen_title(app);
    let heading = if app.screen == ScreenId::Home {
        "bloomlab".to_owned()
    } else {
        format!("bloomlab › {name}")
    };
    frame.render_widget(
        Paragraph::new(Line::from(vec![
            Span::styled(heading, theme.title),
            Span::styled(format!("   [{}]", lang.code()), theme.dim),
        ])),
        title,
    );
    app.current()
        .render(frame, inside(body), &app.ctx, &mut hits);
    if let Some(banner) = app.notice() {
        // Notices about saved results: above the status line, wrapped.
        let lines =
            super::widgets::paragraph(&banner, body.width.saturating_sub(2).max(1), theme.warn);
        let height = (lines.len() as u16).min(body.height);
        let area = Rect::new(body.x, body.bottom() - height, body.width, height);
        frame.render_widget(Clear, area);
        frame.render_widget(
            Paragraph::new(lines).block(Block::default()),
            area.inner(ratatui::layout::Margin::new(1, 0)),
        );
    }
    let keys = app.keys();
    let (lines, on_line) = status_line(
        &keys,
        app.current().status_note().as_deref(),
        (status.width, status.height),
        lang,
        theme,
    );
    // Keys on the bottom row, where the eye finds them, with any spare
    // row above them (the wide status line keeps two).
    let spare = usize::from(status.height).saturating_sub(lines.len());
    let lines: Vec<_> = std::iter::repeat_n(ratatui::text::Line::default(), spare)
        .chain(lines)
        .collect();
    // Cleared first: a screen laid out as if a note were not there draws
    // under it (the Alternatives tab's chart).
    frame.render_widget(Clear, status);
    frame.render_widget(Paragraph::new(lines), status);
    if app.help {
        render_help(app, frame, body, &keys, &on_line);
        hits.clear();
    }
    hits
}

/// The screen's name in its title and its help's ([`ScreenId::title`]).
fn screen_title(app: &App) -> String {
    app.screen
        .title(app.ctx.lang, app.lesson_view().session.is_some())
}

#[cfg(test)]
mod tests;
