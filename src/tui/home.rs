//! Home: the menu of screens, from one list of entries (screen and key),
//! each described by its screen's catalogue message, so a name, its key
//! and its description cannot drift apart.

use crossterm::event::{KeyCode, KeyEvent};
use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;

use super::protocol::{Action, Click, Context, KeyHelp, Screen, ScreenId};
use crate::lang::Lang;
use crate::t;

/// One entry of the Home menu.
pub(crate) struct MenuEntry {
    pub(crate) screen: ScreenId,
    /// The key that opens it, shown before its name.
    pub(crate) key: char,
}

/// The Home menu, in order.
pub(crate) const MENU: [MenuEntry; 7] = [
    MenuEntry {
        screen: ScreenId::Lesson,
        key: '1',
    },
    MenuEntry {
        screen: ScreenId::Playground,
        key: '2',
    },
    MenuEntry {
        screen: ScreenId::Sizing,
        key: '3',
    },
    MenuEntry {
        screen: ScreenId::Experiments,
        key: '4',
    },
    MenuEntry {
        screen: ScreenId::Quiz,
        key: '5',
    },
    MenuEntry {
        screen: ScreenId::History,
        key: '6',
    },
    MenuEntry {
        screen: ScreenId::Exercises,
        key: '7',
    },
];

impl MenuEntry {
    /// The entry's name: what its screen shows when opened from Home
    /// (the lesson entry opens the list of lessons).
    pub(crate) fn name(&self, lang: Lang) -> String {
        self.screen.title(lang, false)
    }

    /// What the screen is for, shown after its name: for the lesson entry,
    /// the list of lessons it opens (not the first lesson's own summary).
    pub(crate) fn description(&self, lang: Lang) -> String {
        match self.screen {
            ScreenId::Lesson => t!(lang, "home-lesson"),
            ScreenId::Playground => t!(lang, "home-playground"),
            ScreenId::Sizing => t!(lang, "home-sizing"),
            ScreenId::Experiments => t!(lang, "home-experiments"),
            ScreenId::Quiz => t!(lang, "home-quiz"),
            ScreenId::History => t!(lang, "home-history"),
            ScreenId::Exercises => t!(lang, "exscreen-home"),
            ScreenId::Home => String::new(),
        }
    }
}

#[derive(Default)]
pub(crate) struct HomeScreen {
    pub(crate) selected: usize,
}

impl Screen for HomeScreen {
    fn on_key(&mut self, key: KeyEvent, _ctx: &Context) -> Action {
        let count = MENU.len();
        match key.code {
            KeyCode::Up | KeyCode::Char('k') => self.selected = (self.selected + count - 1) % count,
            KeyCode::Down | KeyCode::Char('j') => self.selected = (self.selected + 1) % count,
            KeyCode::Enter => return Action::Open(MENU[self.selected].screen),
            KeyCode::Char('q') => return Action::Quit,
            KeyCode::Char(c) => {
                if let Some(index) = MENU.iter().position(|entry| entry.key == c) {
                    self.selected = index;
                    return Action::Open(MENU[index].screen);
                }
            }
            _ => {}
        }
        Action::None
    }

    fn on_click(&mut self, click: Click, _ctx: &Context) -> Action {
        match click {
            Click::Menu(index) => MENU
                .get(index)
                .map_or(Action::None, |entry| Action::Open(entry.screen)),
            Click::Choice(_) => Action::None,
        }
    }

    fn keys(&self, ctx: &Context) -> Vec<KeyHelp> {
        let lang = ctx.lang;
        vec![
            KeyHelp::new("↑↓ Enter", t!(lang, "ui-key-open")),
            KeyHelp::new(
                format!("{}-{}", MENU[0].key, MENU[MENU.len() - 1].key),
                t!(lang, "home-key-go"),
            ),
            KeyHelp::new("q", t!(lang, "home-key-quit")),
        ]
    }

    fn more_keys(&self, lang: Lang) -> Vec<KeyHelp> {
        vec![KeyHelp::new("j k", t!(lang, "ui-key-j-k"))]
    }

    fn render(&self, frame: &mut Frame, area: Rect, ctx: &Context, hits: &mut Vec<(Rect, Click)>) {
        let lang = ctx.lang;
        let theme = &ctx.theme;
        // Entries two rows apart when there is room, one when there is not.
        let gap: u16 = if area.height >= 2 + MENU.len() as u16 * 2 {
            2
        } else {
            1
        };
        // The intro and a blank line (the title bar names the app).
        let [head, menu, notes] = Layout::vertical([
            Constraint::Length(2),
            Constraint::Length(MENU.len() as u16 * gap),
            Constraint::Min(0),
        ])
        .areas(area);
        // The title bar already names the app: the intro starts here.
        let intro = vec![Line::from(t!(lang, "home-intro"))];
        frame.render_widget(Paragraph::new(intro), head);
        for (index, entry) in MENU.iter().enumerate() {
            let row =
                Rect::new(menu.x, menu.y + index as u16 * 2, menu.width, 1).intersection(menu);
            if row.height == 0 {
                break;
            }
            let marker = if index == self.selected { "▶ " } else { "  " };
            let style = if index == self.selected {
                theme.selected
            } else {
                theme.text
            };
            let line = Line::from(vec![
                Span::styled(format!("{marker}{} {}", entry.key, entry.name(lang)), style),
                Span::styled(format!("  {}", entry.description(lang)), theme.dim),
            ]);
            frame.render_widget(Paragraph::new(line), row);
            hits.push((row, Click::Menu(index)));
        }
        let mut lines = Vec::new();
        if !ctx.content_errors.is_empty() {
            lines.push(Line::from(Span::styled(
                t!(lang, "home-content-errors"),
                theme.warn,
            )));
            for error in ctx.content_errors.iter().take(5) {
                // In the screen's language, as `check --lang` words it.
                lines.push(Line::from(error.in_lang(lang)));
            }
        }
        frame.render_widget(
            Paragraph::new(lines).wrap(ratatui::widgets::Wrap { trim: false }),
            notes,
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::Lang;
    use crossterm::event::KeyModifiers;

    /// Every screen but Home is on the menu once, under its own key, and
    /// that key opens it.
    #[test]
    fn each_menu_key_opens_its_own_screen() {
        let ctx = Context::for_test(Lang::En);
        // Seven distinct screens, none of them Home: every other screen.
        for (index, entry) in MENU.iter().enumerate() {
            assert_ne!(entry.screen, ScreenId::Home);
            let earlier = &MENU[..index];
            assert!(
                earlier
                    .iter()
                    .all(|e| e.screen != entry.screen && e.key != entry.key)
            );
        }
        for (index, entry) in MENU.iter().enumerate() {
            let mut home = HomeScreen::default();
            let key = KeyEvent::new(KeyCode::Char(entry.key), KeyModifiers::NONE);
            assert_eq!(home.on_key(key, &ctx), Action::Open(entry.screen));
            assert_eq!(home.selected, index);
            assert_eq!(
                home.on_click(Click::Menu(index), &ctx),
                Action::Open(entry.screen)
            );
        }
    }

    /// A content file that failed to load is reported on Home in the
    /// screen's language, worded as `check --lang es` words it.
    #[test]
    fn content_errors_are_told_in_the_screens_language() {
        use ratatui::{Terminal, backend::TestBackend};
        let (catalog, _) = crate::content::Catalog::builtin();
        let ctx = Context {
            lang: Lang::Es,
            theme: super::super::theme::Theme::monochrome(),
            catalog,
            content_errors: vec![crate::content::ContentError::at(
                "mine.es.yaml",
                7,
                5,
                crate::msg!("check-experiment-m-needs-k"),
            )],
            store: crate::records::Store::in_memory(),
            sender: std::sync::mpsc::channel().0,
            time_zone: jiff::tz::TimeZone::UTC,
            area: ratatui::layout::Rect::new(1, 1, 78, 22),
            note_rows: 0,
        };
        let mut terminal = Terminal::new(TestBackend::new(80, 24)).unwrap();
        terminal
            .draw(|frame| HomeScreen::default().render(frame, frame.area(), &ctx, &mut Vec::new()))
            .unwrap();
        let screen = terminal.backend().to_string();
        assert!(
            screen.contains("mine.es.yaml:7:5: con `m`, da también `k`"),
            "{screen}"
        );
    }
}
