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
use crate::lang::Lang;
use crate::records::QuizAttempt;
use crate::t;

#[derive(Default)]
pub(crate) struct ExercisesScreen {
    /// The exercise whose commands are shown.
    pub(crate) selected: usize,
    /// The attempts in the data folder, read when the screen opens and
    /// again whenever the file changes: `bloomlab grade` saves there from
    /// another terminal.
    on_disk: Vec<QuizAttempt>,
    /// The records file's modification time and length when last read.
    seen: Option<(std::time::SystemTime, u64)>,
    /// What Enter did: nothing, said (reader 19, es 2.7: Enter opens on
    /// the screens before this one, and here it was silent).
    note: Option<String>,
}

impl ExercisesScreen {
    /// Every exercise as the screen shows it.
    pub(crate) fn view(&self, ctx: &Context) -> Vec<ExerciseView> {
        let attempts = merged_attempts(&self.on_disk, &ctx.store);
        views(&attempts, &ctx.catalog, ctx.lang, &ctx.time_zone)
    }
}

impl Screen for ExercisesScreen {
    fn on_key(&mut self, key: KeyEvent, ctx: &Context) -> Action {
        let count = EXERCISES.len();
        self.note = None;
        match key.code {
            KeyCode::Enter => self.note = Some(t!(ctx.lang, "exscreen-enter-nothing")),
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
        self.seen = super::history::records_stamp(&ctx.store);
        self.on_disk = read_attempts(&ctx.store);
    }

    /// While the screen is open, read the records again whenever the file
    /// changed (a grade saved from another terminal), as My results does.
    fn before_draw(&mut self, ctx: &Context) {
        if super::history::records_stamp(&ctx.store) != self.seen {
            self.on_open(ctx);
        }
    }

    fn keys(&self, ctx: &Context) -> Vec<KeyHelp> {
        let lang = ctx.lang;
        vec![
            KeyHelp::new("↑↓", t!(lang, "exscreen-key-choose")),
            KeyHelp::new("Esc", t!(lang, "ui-key-back")),
        ]
    }

    fn status_note(&self) -> Option<String> {
        self.note.clone()
    }

    fn more_keys(&self, lang: Lang) -> Vec<KeyHelp> {
        vec![
            KeyHelp::new("Tab", t!(lang, "exscreen-key-next")),
            KeyHelp::new("j k", t!(lang, "ui-key-j-k")),
        ]
    }

    fn render(&self, frame: &mut Frame, area: Rect, ctx: &Context, hits: &mut Vec<(Rect, Click)>) {
        let lang = ctx.lang;
        let theme = &ctx.theme;
        let exercises = self.view(ctx);
        // The zone of the times below, as My results heads its own
        // (reader 19, es 3.6: «21:55» with no zone); none before a time.
        let zone_said = exercises
            .iter()
            .any(|exercise| !matches!(exercise.status, crate::exercise::status::Status::NeverTried))
            .then(|| {
                let zone = crate::records::zone_name(&ctx.time_zone, lang);
                t!(lang, "exscreen-times-in", zone = zone)
            });
        let with_zone = |intro: String| match &zone_said {
            Some(said) => format!("{intro} {said}"),
            None => intro,
        };
        let commands = exercises
            .get(self.selected)
            .map(|chosen| commands_lines(chosen, area.width, ctx))
            .unwrap_or_default();
        // The introduction gives way where the list and the chosen one's
        // commands need its rows: at 80×22 the last line was cut with
        // nothing to say so (reader 32, en, at 80×22).
        // With the tallest exercise chosen, whichever is: judged on the one
        // chosen, the introduction took its long form or its short one as
        // ↑↓ moved, and the list jumped three rows (readers 50, es 1.2).
        let tallest = exercises
            .iter()
            .map(|exercise| {
                paragraph(&exercise.summary, summary_width(area.width), theme.dim).len()
                    + commands_lines(exercise, area.width, ctx).len()
            })
            .max()
            .unwrap_or(0);
        let least = exercises.len() + tallest;
        let fits = |lines: &Vec<Line>| lines.len() + least <= usize::from(area.height);
        let spaced = |text: String| {
            let mut lines = paragraph(&text, area.width, theme.dim);
            lines.push(Line::raw(""));
            lines
        };
        // Where the whole does not fit, a shorter one that still says what
        // an exercise is: at 80×22 the zone of the times alone was left,
        // over four blank rows (reader 41, en 1.2). The zone stays where it
        // fits alone: a longer reference took the whole introduction, and
        // the times lost their zone at 80×24 (reader 39, after es 6.7).
        let mut lines = spaced(with_zone(t!(lang, "exscreen-intro")));
        if !fits(&lines) {
            lines = spaced(with_zone(t!(lang, "exscreen-intro-short")));
        }
        if !fits(&lines) {
            lines = zone_said
                .map(|said| paragraph(&said, area.width, theme.dim))
                .filter(fits)
                .unwrap_or_default();
        }
        // The others' summaries only where everything fits with them: at
        // 80×24 the commands and the Rust line come first.
        let top = lines.len();
        let mut list = self.list_lines(&exercises, area.width, true, ctx);
        let summaries = top + list.len() + commands.len() <= usize::from(area.height);
        if !summaries {
            list = self.list_lines(&exercises, area.width, false, ctx);
        }
        lines.extend(list);
        // Where each exercise was drawn: its title, and its summary under it.
        let mut row = top;
        for (index, exercise) in exercises.iter().enumerate() {
            let height = if index == self.selected || summaries {
                1 + paragraph(&exercise.summary, summary_width(area.width), theme.dim).len()
            } else {
                1
            };
            let y = area
                .y
                .saturating_add(u16::try_from(row).unwrap_or(u16::MAX));
            let hit = Rect::new(area.x, y, area.width, u16::try_from(height).unwrap_or(1))
                .intersection(area);
            if hit.height > 0 {
                hits.push((hit, Click::Menu(index)));
            }
            row += height;
        }
        lines.extend(commands);
        frame.render_widget(Paragraph::new(lines), area);
    }
}

impl ExercisesScreen {
    /// Each exercise with its status: the chosen one's summary whole, and
    /// the others' where `summaries` says there is room.
    fn list_lines(
        &self,
        exercises: &[ExerciseView],
        width: u16,
        summaries: bool,
        ctx: &Context,
    ) -> Vec<Line<'static>> {
        let theme = &ctx.theme;
        let width_chars = usize::from(width);
        let title_width = exercises
            .iter()
            .map(|e| e.title.chars().count())
            .max()
            .unwrap_or(0);
        let mut lines = Vec::new();
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
            let room = width_chars.saturating_sub(head.chars().count());
            lines.push(Line::from(vec![
                Span::styled(head, style),
                Span::styled(fitted(&exercise.status_text, room), status_style),
            ]));
            // A summary is whole or not shown: cut to one line, it lost
            // what the grader checks (reader 10, es 1.1, en 1.3).
            if chosen || summaries {
                lines.extend(
                    paragraph(&exercise.summary, summary_width(width), theme.dim)
                        .into_iter()
                        .map(|line| {
                            let mut spans = vec![Span::raw("    ")];
                            spans.extend(line.spans);
                            Line::from(spans)
                        }),
                );
            }
        }
        lines
    }
}

/// The width a summary wraps to, under its exercise's title.
fn summary_width(width: u16) -> u16 {
    width.saturating_sub(4).max(1)
}

/// The chosen exercise's commands: for each starter (Python, then Rust)
/// the one that writes it and the ones that build (Rust) and grade it,
/// under one line that says so; then the lesson step it builds on. One
/// line for all: at 80×24 a heading per starter pushed the step off.
fn commands_lines(chosen: &ExerciseView, width: u16, ctx: &Context) -> Vec<Line<'static>> {
    let lang = ctx.lang;
    let theme = &ctx.theme;
    let mut lines = vec![Line::raw("")];
    lines.extend(paragraph(
        &t!(lang, "exscreen-commands"),
        width,
        theme.accent,
    ));
    for starter in &chosen.starters {
        let commands = std::iter::once(&starter.scaffold).chain(&starter.grade);
        for command in commands {
            lines.push(Line::from(Span::styled(format!("  {command}"), theme.key)));
        }
    }
    if let Some(step) = &chosen.step {
        lines.extend(paragraph(
            &t!(lang, "exscreen-step", step = step.as_str()),
            width,
            theme.text,
        ));
    }
    lines
}
