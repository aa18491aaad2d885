//! Exercises: each exercise with how the student did at it, and for the
//! one chosen the commands that scaffold and grade it (the grading runs
//! from the command line) and the lesson step it builds on. What it says
//! comes from `exercise::status`; this module only draws it.

use crossterm::event::{KeyCode, KeyEvent};
use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;

use super::history::{merged_attempts, read_attempts};
use super::protocol::{Action, Click, Context, KeyHelp, Screen};
use super::widgets::{fitted, paragraph};
use crate::exercise::EXERCISES;
use crate::exercise::status::{ExerciseView, Status, views};
use crate::records::QuizAttempt;
use crate::t;

#[derive(Default)]
pub(crate) struct ExercisesScreen {
    /// The exercise whose commands are shown.
    pub(crate) selected: usize,
    /// The attempts in the data folder when the screen was opened, read
    /// again each time: `bloomlab grade` saves there from another terminal.
    on_disk: Vec<QuizAttempt>,
}

impl ExercisesScreen {
    /// Every exercise as the screen shows it.
    pub(crate) fn view(&self, ctx: &Context) -> Vec<ExerciseView> {
        let attempts = merged_attempts(&self.on_disk, &ctx.store);
        views(&attempts, &ctx.catalog, ctx.lang, &ctx.time_zone)
    }
}

impl Screen for ExercisesScreen {
    fn on_key(&mut self, key: KeyEvent, _ctx: &Context) -> Action {
        let count = EXERCISES.len();
        match key.code {
            KeyCode::Up | KeyCode::Char('k') => self.selected = (self.selected + count - 1) % count,
            KeyCode::Down | KeyCode::Char('j') | KeyCode::Tab => {
                self.selected = (self.selected + 1) % count
            }
            KeyCode::Esc | KeyCode::Char('q') => return Action::Back,
            _ => {}
        }
        Action::None
    }

    fn on_click(&mut self, click: Click, _ctx: &Context) -> Action {
        if let Click::Menu(index) = click
            && index < EXERCISES.len()
        {
            self.selected = index;
        }
        Action::None
    }

    fn on_open(&mut self, ctx: &Context) {
        self.on_disk = read_attempts(&ctx.store);
    }

    fn keys(&self, ctx: &Context) -> Vec<KeyHelp> {
        let lang = ctx.lang;
        vec![
            KeyHelp::new("↑↓", t!(lang, "exscreen-key-choose")),
            KeyHelp::new("Esc", t!(lang, "ui-key-back")),
        ]
    }

    fn render(&self, frame: &mut Frame, area: Rect, ctx: &Context, hits: &mut Vec<(Rect, Click)>) {
        let lang = ctx.lang;
        let theme = &ctx.theme;
        let width = area.width as usize;
        let exercises = self.view(ctx);
        let mut lines = paragraph(&t!(lang, "exscreen-intro"), area.width, theme.dim);
        lines.push(Line::raw(""));
        let title_width = exercises
            .iter()
            .map(|e| e.title.chars().count())
            .max()
            .unwrap_or(0);
        for (index, exercise) in exercises.iter().enumerate() {
            let chosen = index == self.selected;
            let marker = if chosen { "▶ " } else { "  " };
            let style = if chosen { theme.selected } else { theme.text };
            let status_style = match exercise.status {
                Status::NeverTried => theme.dim,
                Status::Passed { .. } => theme.good,
                Status::Failed { .. } => theme.bad,
            };
            let head = format!("{marker}{:<title_width$}  ", exercise.title);
            let room = width.saturating_sub(head.chars().count());
            let row = u16::try_from(lines.len()).unwrap_or(u16::MAX);
            let hit =
                Rect::new(area.x, area.y.saturating_add(row), area.width, 2).intersection(area);
            if hit.height > 0 {
                hits.push((hit, Click::Menu(index)));
            }
            lines.push(Line::from(vec![
                Span::styled(head, style),
                Span::styled(fitted(&exercise.status_text, room), status_style),
            ]));
            // The chosen one's summary whole, the others' on one line.
            if chosen {
                let indent = u16::try_from(width.saturating_sub(4).max(1)).unwrap_or(u16::MAX);
                lines.extend(
                    paragraph(&exercise.summary, indent, theme.dim)
                        .into_iter()
                        .map(|line| {
                            let mut spans = vec![Span::raw("    ")];
                            spans.extend(line.spans);
                            Line::from(spans)
                        }),
                );
            } else {
                lines.push(Line::from(Span::styled(
                    format!("    {}", fitted(&exercise.summary, width.saturating_sub(4))),
                    theme.dim,
                )));
            }
        }
        if let Some(chosen) = exercises.get(self.selected) {
            lines.push(Line::raw(""));
            lines.extend(paragraph(
                &t!(lang, "exscreen-scaffold", file = chosen.file.as_str()),
                area.width,
                theme.accent,
            ));
            lines.push(Line::from(Span::styled(
                format!("  {}", chosen.scaffold),
                theme.key,
            )));
            lines.extend(paragraph(
                &t!(lang, "exscreen-grade"),
                area.width,
                theme.accent,
            ));
            for command in &chosen.grade {
                lines.push(Line::from(Span::styled(format!("  {command}"), theme.key)));
            }
            if let Some(step) = &chosen.step {
                lines.extend(paragraph(
                    &t!(lang, "exscreen-step", step = step.as_str()),
                    area.width,
                    theme.text,
                ));
            }
            lines.extend(paragraph(&t!(lang, "exscreen-more"), area.width, theme.dim));
        }
        frame.render_widget(Paragraph::new(lines), area);
    }
}
