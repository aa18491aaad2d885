//! Every colour in one place. Only the 16 ANSI colours are used, so any
//! terminal shows them; with NO_COLOR set, styles keep only bold, reverse
//! and underline, and every state is also spelled out in words or symbols.

use ratatui::style::{Color, Modifier, Style};

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Theme {
    pub(crate) color: bool,
    pub(crate) title: Style,
    pub(crate) text: Style,
    pub(crate) dim: Style,
    pub(crate) accent: Style,
    pub(crate) selected: Style,
    pub(crate) good: Style,
    pub(crate) bad: Style,
    pub(crate) warn: Style,
    pub(crate) bit_one: Style,
    pub(crate) bit_zero: Style,
    pub(crate) bit_current: Style,
    pub(crate) key: Style,
    pub(crate) border: Style,
}

impl Theme {
    /// The theme for this environment: NO_COLOR (any non-empty value, as
    /// no-color.org defines it) turns colours off.
    pub(crate) fn from_env() -> Theme {
        let no_color = std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty());
        if no_color {
            Theme::monochrome()
        } else {
            Theme::colored()
        }
    }

    pub fn colored() -> Theme {
        let bold = Modifier::BOLD;
        Theme {
            color: true,
            title: Style::new().fg(Color::Cyan).add_modifier(bold),
            text: Style::new(),
            dim: Style::new().fg(Color::DarkGray),
            accent: Style::new().fg(Color::Cyan),
            selected: Style::new()
                .fg(Color::Black)
                .bg(Color::Cyan)
                .add_modifier(bold),
            good: Style::new().fg(Color::Green).add_modifier(bold),
            bad: Style::new().fg(Color::Red).add_modifier(bold),
            warn: Style::new().fg(Color::Yellow).add_modifier(bold),
            bit_one: Style::new().fg(Color::Black).bg(Color::Blue),
            bit_zero: Style::new().fg(Color::DarkGray),
            bit_current: Style::new()
                .fg(Color::Black)
                .bg(Color::Yellow)
                .add_modifier(bold),
            key: Style::new().fg(Color::Yellow).add_modifier(bold),
            border: Style::new().fg(Color::DarkGray),
        }
    }

    pub fn monochrome() -> Theme {
        let bold = Style::new().add_modifier(Modifier::BOLD);
        Theme {
            color: false,
            title: bold,
            text: Style::new(),
            dim: Style::new(),
            accent: Style::new(),
            selected: Style::new().add_modifier(Modifier::REVERSED),
            good: bold,
            bad: bold,
            warn: bold,
            bit_one: Style::new().add_modifier(Modifier::REVERSED),
            bit_zero: Style::new(),
            bit_current: Style::new().add_modifier(Modifier::REVERSED | Modifier::UNDERLINED),
            key: bold,
            border: Style::new(),
        }
    }

    /// A probed bit: green when 1, red when 0 (plus ✓/✗ drawn beside it).
    pub(crate) fn probe(&self, one: bool) -> Style {
        let color = if one { Color::Green } else { Color::Red };
        if self.color {
            Style::new()
                .fg(Color::Black)
                .bg(color)
                .add_modifier(Modifier::BOLD)
        } else if one {
            Style::new().add_modifier(Modifier::REVERSED | Modifier::BOLD)
        } else {
            Style::new().add_modifier(Modifier::UNDERLINED | Modifier::BOLD)
        }
    }
}

/// What a piece of text is to the reader, for views that say what to show
/// without styling it: the theme gives each tone its style.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Tone {
    Title,
    Text,
    Dim,
    Accent,
    Good,
    Bad,
    Warn,
}

impl Theme {
    /// The style of a tone.
    pub(crate) fn of(&self, tone: Tone) -> Style {
        match tone {
            Tone::Title => self.title,
            Tone::Text => self.text,
            Tone::Dim => self.dim,
            Tone::Accent => self.accent,
            Tone::Good => self.good,
            Tone::Bad => self.bad,
            Tone::Warn => self.warn,
        }
    }
}
