//! The README's picture, `docs/screen.svg`, is drawn by this test: the
//! lesson's «pera» false positive, rendered by the app itself on ratatui's
//! TestBackend (80×24, the colour theme) and written out as SVG, one text
//! run per stretch of cells in the same style. The test fails when the file
//! differs from what the app draws now, so the picture never goes stale;
//! after a deliberate change to the screen,
//!
//! ```sh
//! BLOOMLAB_UPDATE_SCREEN=1 cargo test --test it readme_screen::
//! ```
//!
//! rewrites it (review the diff, and look at the picture).

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "a test: a failed unwrap is a failed test (clippy.toml's allow-unwrap-in-tests misses the helpers of integration tests)"
)]

use std::fmt::Write as _;
use std::path::Path;

use bloomlab::content::Catalog;
use bloomlab::lang::Lang;
use bloomlab::records::Store;
use bloomlab::tui::{App, AppOptions, Msg, Start, Theme, build_app_with, view};
use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::buffer::{Buffer, Cell};
use ratatui::style::{Color, Modifier};

const WIDTH: u16 = 80;
const HEIGHT: u16 = 24;
const PICTURE: &str = "docs/screen.svg";
const UPDATE: &str = "BLOOMLAB_UPDATE_SCREEN";

/// Size of one cell in SVG units, and the margin around the terminal.
const CELL_W: f64 = 8.4;
const CELL_H: f64 = 18.0;
const FONT_SIZE: f64 = 14.0;
const MARGIN: f64 = 12.0;

const DEFAULT_FG: &str = "#d4d4d4";
const DEFAULT_BG: &str = "#1e1e1e";

fn key(app: &mut App, code: KeyCode) {
    app.update(Msg::Key(KeyEvent::new(code, KeyModifiers::NONE)));
}

/// The app in English with the colour theme, at the lesson's fifth step
/// (the «pera» false positive), predictions answered on the way as
/// tests/tui.rs does for its snapshot of the same step.
fn lesson_at_false_positive() -> App {
    let (catalog, errors) = Catalog::builtin();
    assert!(errors.is_empty(), "{errors:?}");
    let (sender, _inbox) = std::sync::mpsc::channel();
    let mut app = build_app_with(
        Lang::En,
        catalog,
        Vec::new(),
        Store::in_memory(),
        Start::Home,
        sender,
        AppOptions {
            theme: Some(Theme::colored()),
            lesson_seed: Some(7),
            ..AppOptions::default()
        },
    );
    key(&mut app, KeyCode::Char('1'));
    key(&mut app, KeyCode::Enter);
    for _ in 0..4 {
        key(&mut app, KeyCode::Right);
        let lesson = app.lesson_view().session.expect("the lesson is open");
        if lesson.blocked() {
            key(&mut app, KeyCode::Char('1'));
        }
    }
    app
}

/// One of the 16 ANSI colours as a terminal shows it (VS Code's dark
/// palette); `None` for the terminal's own default.
fn rgb(color: Color) -> Option<String> {
    let hex = match color {
        Color::Reset => return None,
        Color::Black => "#000000",
        Color::Red => "#cd3131",
        Color::Green => "#0dbc79",
        Color::Yellow => "#e5e510",
        Color::Blue => "#2472c8",
        Color::Magenta => "#bc3fbc",
        Color::Cyan => "#11a8cd",
        Color::Gray => "#e5e5e5",
        Color::DarkGray => "#767676",
        Color::LightRed => "#f14c4c",
        Color::LightGreen => "#23d18b",
        Color::LightYellow => "#f5f543",
        Color::LightBlue => "#3b8eea",
        Color::LightMagenta => "#d670d6",
        Color::LightCyan => "#29b8db",
        Color::White => "#ffffff",
        Color::Rgb(r, g, b) => return Some(format!("#{r:02x}{g:02x}{b:02x}")),
        Color::Indexed(_) => return None,
    };
    Some(hex.to_owned())
}

fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

/// The style of a cell as the SVG draws it: (foreground, background or
/// None, bold, underlined).
fn look(cell: &Cell) -> (String, Option<String>, bool, bool) {
    let (mut fg, mut bg) = (rgb(cell.fg), rgb(cell.bg));
    if cell.modifier.contains(Modifier::REVERSED) {
        (fg, bg) = (
            bg.or_else(|| Some(DEFAULT_BG.to_owned())),
            fg.or_else(|| Some(DEFAULT_FG.to_owned())),
        );
    }
    (
        fg.unwrap_or_else(|| DEFAULT_FG.to_owned()),
        bg,
        cell.modifier.contains(Modifier::BOLD),
        cell.modifier.contains(Modifier::UNDERLINED),
    )
}

/// The buffer as an SVG: a dark terminal, each row's runs of one style as
/// a background rectangle (when the run has one) and a text placed at its
/// column, stretched to the run's width so any monospace font lines up.
fn svg(buffer: &Buffer) -> String {
    let area = buffer.area;
    let width = f64::from(area.width) * CELL_W + 2.0 * MARGIN;
    let height = f64::from(area.height) * CELL_H + 2.0 * MARGIN;
    let mut out = String::new();
    let _ = writeln!(
        out,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{width:.0}\" height=\"{height:.0}\" viewBox=\"0 0 {width:.1} {height:.1}\" role=\"img\" aria-label=\"bloomlab's lesson screen: the filter answers probably present for a word never added\">"
    );
    let _ = writeln!(
        out,
        "<rect width=\"100%\" height=\"100%\" rx=\"6\" fill=\"{DEFAULT_BG}\"/>"
    );
    let _ = writeln!(
        out,
        "<g font-family=\"ui-monospace, 'DejaVu Sans Mono', Menlo, Consolas, monospace\" font-size=\"{FONT_SIZE}\" xml:space=\"preserve\">"
    );
    for row in 0..area.height {
        let cells: Vec<&Cell> = (0..area.width)
            .filter_map(|col| buffer.cell((area.x + col, area.y + row)))
            .collect();
        let mut start = 0;
        while start < cells.len() {
            let style = look(cells[start]);
            let mut end = start + 1;
            while end < cells.len() && look(cells[end]) == style {
                end += 1;
            }
            let text: String = cells[start..end].iter().map(|c| c.symbol()).collect();
            let x = MARGIN + start as f64 * CELL_W;
            let y = MARGIN + f64::from(row) * CELL_H;
            let run_width = (end - start) as f64 * CELL_W;
            let (fg, bg, bold, underlined) = style;
            if let Some(bg) = &bg {
                let _ = writeln!(
                    out,
                    "<rect x=\"{x:.1}\" y=\"{y:.1}\" width=\"{run_width:.1}\" height=\"{CELL_H:.1}\" fill=\"{bg}\"/>"
                );
            }
            let trimmed = text.trim_end();
            if !trimmed.trim_start().is_empty() {
                let shown = trimmed.chars().count() as f64 * CELL_W;
                let baseline = y + CELL_H * 0.75;
                let weight = if bold { " font-weight=\"bold\"" } else { "" };
                let line = if underlined {
                    " text-decoration=\"underline\""
                } else {
                    ""
                };
                let _ = writeln!(
                    out,
                    "<text x=\"{x:.1}\" y=\"{baseline:.1}\" fill=\"{fg}\"{weight}{line} textLength=\"{shown:.1}\" lengthAdjust=\"spacingAndGlyphs\">{}</text>",
                    escape(trimmed)
                );
            }
            start = end;
        }
    }
    out.push_str("</g>\n</svg>\n");
    out
}

#[test]
fn the_readme_picture_is_what_the_app_draws() {
    let app = lesson_at_false_positive();
    let mut terminal = Terminal::new(TestBackend::new(WIDTH, HEIGHT)).unwrap();
    terminal
        .draw(|frame| {
            view::render(&app, frame);
        })
        .unwrap();
    let buffer = terminal.backend().buffer();
    // The picture shows what the README says it shows.
    let text = terminal.backend().to_string();
    assert!(text.contains("FALSE POSITIVE"), "{text}");
    let drawn = svg(buffer);

    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(PICTURE);
    if std::env::var_os(UPDATE).is_some_and(|v| !v.is_empty()) {
        std::fs::write(&path, &drawn).unwrap();
        return;
    }
    let saved = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        saved == drawn,
        "{PICTURE} is not what the app draws now: run `{UPDATE}=1 cargo test --test it readme_screen::` and review the diff"
    );
    let readme =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("README.md")).unwrap();
    assert!(
        readme.contains(&format!("]({PICTURE})")),
        "README.md shows {PICTURE}"
    );
}
