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
        let errors: Vec<String> = ctx.content_errors.iter().map(|e| e.in_lang(lang)).collect();
        let heading = t!(lang, "home-content-errors");
        let errors_need = if errors.is_empty() {
            0
        } else {
            error_lines(&heading, &errors, area.width, u16::MAX, lang).len() as u16
        };
        // Entries two rows apart when there is room, one when there is not;
        // one apart too where that lets every load error show whole.
        let gap: u16 = if area.height >= 2 + MENU.len() as u16 * 2 + errors_need {
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
                Rect::new(menu.x, menu.y + index as u16 * gap, menu.width, 1).intersection(menu);
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
        if !errors.is_empty() {
            let lines: Vec<Line> = error_lines(&heading, &errors, notes.width, notes.height, lang)
                .into_iter()
                .enumerate()
                .map(|(index, line)| {
                    let style = if index == 0 { theme.warn } else { theme.text };
                    Line::styled(line, style)
                })
                .collect();
            frame.render_widget(Paragraph::new(lines), notes);
        }
    }
}

/// The load errors under their heading, wrapped to `width`, in at most
/// `height` lines: the errors that fit whole, then how many are not shown
/// whole and where to read them all. At 80×22 the first error stopped
/// mid-sentence and four more went unsaid (reader 44, es 1.10, en 1.1).
fn error_lines(
    heading: &str,
    errors: &[String],
    width: u16,
    height: u16,
    lang: Lang,
) -> Vec<String> {
    let width = usize::from(width).max(1);
    let height = usize::from(height);
    let wrap = |text: &str| crate::tui::text::wrap(text, width);
    let more = |count: usize| wrap(&t!(lang, "home-content-errors-more", count = count));
    let mut lines = wrap(heading);
    for (index, error) in errors.iter().enumerate() {
        let wrapped = wrap(error);
        let after = errors.len() - index - 1;
        let tail = if after > 0 { more(after).len() } else { 0 };
        if lines.len() + wrapped.len() + tail <= height {
            lines.extend(wrapped);
            continue;
        }
        // Not whole: the first error shows what leaves room for the line
        // that says so, a later one is left to `check`.
        let left = errors.len() - index;
        if index == 0 {
            let room = height.saturating_sub(lines.len() + more(left).len());
            lines.extend(wrapped.into_iter().take(room));
        }
        lines.extend(more(left));
        lines.truncate(height);
        return lines;
    }
    lines
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

    /// Reader 44 (es 1.10, en 1.1): five load errors at 80×22 showed the
    /// first cut mid-sentence and nothing of the others. What does not fit
    /// whole is counted, with where to read it all.
    #[test]
    fn load_errors_that_do_not_fit_are_counted() {
        let error = |n: usize| {
            format!(
                "course/b{n}.en.yaml:24:17: the text in quotes that starts here has no closing quote on its line: add it where the text ends"
            )
        };
        let errors: Vec<String> = (1..=5).map(error).collect();
        let heading = "Some content files could not be loaded:";
        let all = error_lines(heading, &errors, 78, 40, Lang::En);
        assert_eq!(all.len(), 11, "{all:#?}");
        assert!(all.iter().all(|line| !line.starts_with('…')), "{all:#?}");
        let some = error_lines(heading, &errors, 78, 6, Lang::En);
        assert!(some.len() <= 6, "{some:#?}");
        assert!(some.join(" ").contains("b2.en.yaml"), "{some:#?}");
        assert!(
            some.join(" ").contains("… 3 problems not shown whole"),
            "{some:#?}"
        );
        let first_cut = error_lines(heading, &errors, 78, 3, Lang::Es);
        assert_eq!(first_cut.len(), 3, "{first_cut:#?}");
        assert!(first_cut[2].starts_with("… 5 problemas"), "{first_cut:#?}");
    }
}
