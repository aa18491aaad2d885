//! Home: the menu of screens.

use crossterm::event::{KeyCode, KeyEvent};
use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;

use super::protocol::{Action, Click, Context, KeyHelp, Screen, ScreenId};
use super::text::tr;
use crate::lang::Lang;

#[derive(Default)]
pub struct HomeScreen {
    pub selected: usize,
}

impl Screen for HomeScreen {
    fn on_key(&mut self, key: KeyEvent, _ctx: &Context) -> Action {
        let count = ScreenId::MENU.len();
        match key.code {
            KeyCode::Up | KeyCode::Char('k') => self.selected = (self.selected + count - 1) % count,
            KeyCode::Down | KeyCode::Char('j') => self.selected = (self.selected + 1) % count,
            KeyCode::Enter => return Action::Open(ScreenId::MENU[self.selected]),
            KeyCode::Char(c @ '1'..='6') => {
                self.selected = c as usize - '1' as usize;
                return Action::Open(ScreenId::MENU[self.selected]);
            }
            KeyCode::Char('q') => return Action::Quit,
            _ => {}
        }
        Action::None
    }

    fn on_click(&mut self, click: Click, _ctx: &Context) -> Action {
        match click {
            Click::Menu(index) => Action::Open(ScreenId::MENU[index]),
            Click::Choice(_) => Action::None,
        }
    }

    fn keys(&self, lang: Lang) -> Vec<KeyHelp> {
        vec![
            KeyHelp::new("↑↓ Enter", tr(lang, "open", "abrir")),
            KeyHelp::new("1-6", tr(lang, "go to", "ir a")),
            KeyHelp::new("q", tr(lang, "quit", "salir")),
        ]
    }

    fn render(&self, frame: &mut Frame, area: Rect, ctx: &Context, hits: &mut Vec<(Rect, Click)>) {
        let lang = ctx.lang;
        let theme = &ctx.theme;
        let descriptions = [
            tr(
                lang,
                "the 12-bit example, step by step",
                "el ejemplo de 12 bits, paso a paso",
            ),
            tr(
                lang,
                "add and check your own words",
                "agrega y consulta tus palabras",
            ),
            tr(
                lang,
                "memory and hashes for n and p, with a chart",
                "memoria y hashes para n y p, con gráfico",
            ),
            tr(
                lang,
                "measured false positives beside the theory",
                "falsos positivos medidos junto a la teoría",
            ),
            tr(
                lang,
                "check what you learned",
                "comprueba lo que aprendiste",
            ),
            tr(
                lang,
                "your quiz attempts and the questions you miss",
                "tus intentos y las preguntas que más fallas",
            ),
        ];
        // Entries two rows apart when there is room, one when there is not.
        let gap: u16 = if area.height >= 4 + ScreenId::MENU.len() as u16 * 2 {
            2
        } else {
            1
        };
        let [head, menu, notes] = Layout::vertical([
            Constraint::Length(4),
            Constraint::Length(ScreenId::MENU.len() as u16 * gap),
            Constraint::Min(0),
        ])
        .areas(area);
        let intro = vec![
            Line::from(Span::styled("bloomlab", theme.title)),
            Line::from(tr(
                lang,
                "Bloom filters: never a false \"no\", sometimes a false \"yes\".",
                "Filtros de Bloom: nunca un \"no\" falso, a veces un \"sí\" falso.",
            )),
        ];
        frame.render_widget(Paragraph::new(intro), head);
        for (index, screen) in ScreenId::MENU.iter().enumerate() {
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
                Span::styled(
                    format!("{marker}{} {}", index + 1, screen.name(lang)),
                    style,
                ),
                Span::styled(format!("  {}", descriptions[index]), theme.dim),
            ]);
            frame.render_widget(Paragraph::new(line), row);
            hits.push((row, Click::Menu(index)));
        }
        let mut lines = Vec::new();
        if !ctx.content_errors.is_empty() {
            lines.push(Line::from(Span::styled(
                tr(
                    lang,
                    "Some content files could not be loaded:",
                    "Algunos archivos de contenido no se pudieron cargar:",
                ),
                theme.warn,
            )));
            for error in ctx.content_errors.iter().take(5) {
                lines.push(Line::from(error.to_string()));
            }
        }
        frame.render_widget(
            Paragraph::new(lines).wrap(ratatui::widgets::Wrap { trim: false }),
            notes,
        );
    }
}
