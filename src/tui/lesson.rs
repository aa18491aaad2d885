//! The guided lesson: steps one at a time, scenes drawn as numbered bits,
//! predict prompts that hold the step back until answered.

use std::collections::BTreeMap;

use crossterm::event::{KeyCode, KeyEvent};
use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;

use super::app::{Action, Click, Context};
use super::text::tr;
use super::widgets::{Mark, bit_rows, paragraph, positions};
use crate::content::LoadedLesson;
use crate::content::lesson::{Step, StepScene};
use crate::content::scene::{ActionKind, OpResult, QueryAnswer};
use crate::lang::Lang;
use crate::records::{LessonProgress, Prediction};

pub struct LessonScreen {
    /// Selected entry of the lesson list.
    pub selected: usize,
    pub open: Option<OpenLesson>,
}

pub struct OpenLesson {
    pub loaded: LoadedLesson,
    pub step: usize,
    /// The predict choice picked at each step (None until answered).
    pub answers: Vec<Option<usize>>,
    /// The highlighted predict choice.
    pub cursor: usize,
    /// Lines scrolled down in a long step.
    pub scroll: u16,
    /// A one-line notice ("answer first").
    pub notice: Option<&'static str>,
    /// Saved progress to offer: continue at this step?
    pub resume: Option<usize>,
    /// The largest useful scroll of the last frame: scrolling stops there.
    pub scroll_limit: std::cell::Cell<u16>,
}

impl OpenLesson {
    pub fn new(loaded: LoadedLesson) -> OpenLesson {
        let steps = loaded.lesson.steps.len();
        OpenLesson {
            loaded,
            step: 0,
            answers: vec![None; steps],
            cursor: 0,
            scroll: 0,
            notice: None,
            resume: None,
            scroll_limit: std::cell::Cell::new(u16::MAX),
        }
    }

    /// What to save: the furthest step reached and every prediction.
    pub fn progress(&self, furthest: usize) -> LessonProgress {
        let steps = &self.loaded.lesson.steps;
        LessonProgress {
            lesson_id: self.loaded.lesson.id.clone(),
            // Saved under the lesson's own language, not the screen's.
            lang: self.loaded.lesson.lang.code().to_owned(),
            step: furthest.max(self.step),
            steps: steps.len(),
            predictions: self
                .answers
                .iter()
                .enumerate()
                .filter_map(|(step, answer)| {
                    let choice = (*answer)?;
                    let correct = steps[step].predict.as_ref()?.choices.get(choice)?.correct;
                    Some(Prediction {
                        step,
                        choice,
                        correct,
                    })
                })
                .collect(),
            updated_at: crate::records::now(),
        }
    }

    /// Take up saved progress: the predictions made, and the step.
    fn restore(&mut self, saved: &LessonProgress) {
        // The lesson may have changed since: keep only answers that still
        // point at a choice of a predict prompt.
        for prediction in &saved.predictions {
            let choices = self
                .loaded
                .lesson
                .steps
                .get(prediction.step)
                .and_then(|step| step.predict.as_ref())
                .map_or(0, |predict| predict.choices.len());
            if prediction.choice < choices {
                self.answers[prediction.step] = Some(prediction.choice);
            }
        }
        self.go(saved.step.min(self.answers.len().saturating_sub(1)));
    }

    fn current(&self) -> &Step {
        &self.loaded.lesson.steps[self.step]
    }

    /// A predict prompt is waiting for an answer at this step.
    pub fn blocked(&self) -> bool {
        self.current().predict.is_some() && self.answers[self.step].is_none()
    }

    fn go(&mut self, step: usize) {
        self.step = step;
        self.cursor = 0;
        self.scroll = 0;
        self.notice = None;
    }

    fn answer(&mut self, choice: usize) {
        let count = self
            .current()
            .predict
            .as_ref()
            .map_or(0, |p| p.choices.len());
        if choice < count && self.answers[self.step].is_none() {
            self.answers[self.step] = Some(choice);
            self.cursor = choice;
            self.notice = None;
        }
    }
}

impl LessonScreen {
    pub fn new(ctx: &Context) -> LessonScreen {
        let mut screen = LessonScreen {
            selected: 0,
            open: None,
        };
        // With a single lesson there is no list to choose from.
        let lessons = ctx.catalog.lessons_in(ctx.lang);
        if lessons.len() == 1 {
            screen.open(lessons[0].clone(), ctx);
        }
        screen
    }

    /// Open a lesson, offering to continue where the student stopped.
    pub fn open(&mut self, loaded: LoadedLesson, ctx: &Context) {
        let mut open = OpenLesson::new(loaded);
        open.resume = saved_step(&open, ctx);
        self.open = Some(open);
    }

    /// Coming back to the lesson screen: offer to continue if the saved
    /// progress is ahead of where the lesson stands.
    pub fn offer_resume(&mut self, ctx: &Context) {
        if let Some(open) = self.open.as_mut()
            && open.step == 0
        {
            open.resume = saved_step(open, ctx);
        }
    }

    pub fn on_key(&mut self, key: KeyEvent, ctx: &Context) -> Action {
        let lessons = ctx.catalog.lessons_in(ctx.lang);
        let Some(open) = self.open.as_mut() else {
            match super::widgets::list_key(&mut self.selected, lessons.len(), key.code) {
                super::widgets::ListKey::Open(index) => {
                    let lesson = lessons[index].clone();
                    self.open(lesson, ctx);
                }
                super::widgets::ListKey::Back => return Action::Back,
                super::widgets::ListKey::Moved => {}
            }
            return Action::None;
        };
        if let Some(step) = open.resume.take() {
            match key.code {
                KeyCode::Enter | KeyCode::Char('c') => {
                    match ctx
                        .store
                        .lesson(&open.loaded.lesson.id, open.loaded.lesson.lang.code())
                    {
                        Some(saved) => open.restore(saved),
                        None => open.go(step),
                    }
                }
                KeyCode::Char('r') => {
                    // From the first step, with no prediction made yet, and
                    // the saved progress starts over too.
                    open.answers.iter_mut().for_each(|answer| *answer = None);
                    open.go(0);
                    return Action::Progress(open.progress(0));
                }
                KeyCode::Esc | KeyCode::Char('q') => return Action::Back,
                _ => open.resume = Some(step),
            }
            return Action::None;
        }
        let before = (open.step, open.answers.clone());
        if matches!(key.code, KeyCode::Esc | KeyCode::Char('q')) {
            if lessons.len() > 1 {
                self.open = None;
                return Action::None;
            }
            return Action::Back;
        }
        step_key(open, key, ctx);
        open.scroll = open.scroll.min(open.scroll_limit.get());
        if (open.step, &open.answers) != (before.0, &before.1) {
            return Action::Progress(progress_of(open, ctx));
        }
        Action::None
    }

    pub fn on_click(&mut self, click: Click, ctx: &Context) -> Action {
        if let (Some(open), Click::Choice(choice)) = (self.open.as_mut(), click)
            && open.resume.is_none()
            && open.blocked()
        {
            open.answer(choice);
            return Action::Progress(progress_of(open, ctx));
        }
        Action::None
    }

    pub fn keys(&self, lang: Lang) -> Vec<(&'static str, &'static str)> {
        match &self.open {
            Some(open) if open.resume.is_some() => vec![
                ("Enter", tr(lang, "continue", "continuar")),
                ("r", tr(lang, "start over", "empezar de nuevo")),
                ("Esc", tr(lang, "back", "volver")),
            ],
            Some(open) if open.blocked() => vec![
                ("1-9 ↑↓ Enter", tr(lang, "answer", "responder")),
                ("←", tr(lang, "previous", "anterior")),
                ("Esc", tr(lang, "back", "volver")),
            ],
            Some(_) => vec![
                ("→ n", tr(lang, "next", "siguiente")),
                ("← p", tr(lang, "previous", "anterior")),
                ("↑↓", tr(lang, "scroll", "desplazar")),
                ("Esc", tr(lang, "back", "volver")),
            ],
            None => vec![
                ("↑↓ Enter", tr(lang, "open", "abrir")),
                ("Esc", tr(lang, "back", "volver")),
            ],
        }
    }

    pub fn render(
        &self,
        frame: &mut Frame,
        area: Rect,
        ctx: &Context,
        hits: &mut Vec<(Rect, Click)>,
    ) {
        let Some(open) = &self.open else {
            self.render_list(frame, area, ctx);
            return;
        };
        let lang = ctx.lang;
        let theme = &ctx.theme;
        let step = open.current();
        let [header, body] =
            Layout::vertical([Constraint::Length(2), Constraint::Min(0)]).areas(area);
        let section = open.loaded.lesson.steps[..=open.step]
            .iter()
            .rev()
            .find_map(|s| s.section.clone())
            .unwrap_or_default();
        let progress = match lang {
            Lang::En => format!(
                "step {} of {}",
                open.step + 1,
                open.loaded.lesson.steps.len()
            ),
            Lang::Es => format!(
                "paso {} de {}",
                open.step + 1,
                open.loaded.lesson.steps.len()
            ),
        };
        let title_width = (header.width as usize).saturating_sub(progress.len() + 1);
        let title: String = format!("{} · {}", open.loaded.lesson.title, section)
            .chars()
            .take(title_width)
            .collect();
        frame.render_widget(
            Paragraph::new(vec![
                Line::from(vec![
                    Span::styled(format!("{title:<title_width$}"), theme.dim),
                    Span::styled(format!(" {progress}"), theme.accent),
                ]),
                Line::from(Span::styled(step.title.clone(), theme.title)),
            ]),
            header,
        );

        let width = body.width.saturating_sub(1).max(1);
        if let Some(saved) = open.resume {
            let offer = match lang {
                Lang::En => format!(
                    "Welcome back. You got as far as step {} of {}. Press Enter to continue there, or r to start over.",
                    saved + 1,
                    open.loaded.lesson.steps.len()
                ),
                Lang::Es => format!(
                    "Hola de nuevo. Llegaste hasta el paso {} de {}. Pulsa Enter para seguir ahí, o r para empezar de nuevo.",
                    saved + 1,
                    open.loaded.lesson.steps.len()
                ),
            };
            frame.render_widget(Paragraph::new(paragraph(&offer, width, theme.warn)), body);
            return;
        }
        let mut lines: Vec<Line> = Vec::new();
        lines.extend(paragraph(&step.text, width, theme.text));
        let scene = open.loaded.scenes[open.step].as_ref();
        let answered = open.answers[open.step];
        let reveal = step.predict.is_none() || answered.is_some();
        if let Some(scene) = scene {
            lines.push(Line::raw(""));
            lines.extend(scene_lines(scene, reveal, width, ctx));
        }
        if let Some(table) = &step.table {
            lines.push(Line::raw(""));
            lines.extend(table_lines(&table.header, &table.rows, width, ctx));
        }
        let mut choice_lines = Vec::new();
        if let Some(predict) = &step.predict {
            lines.push(Line::raw(""));
            let label = tr(lang, "Predict before you see: ", "Predice antes de ver: ");
            lines.extend(paragraph(
                &format!("{label}{}", predict.question),
                width,
                theme.warn,
            ));
            for (index, choice) in predict.choices.iter().enumerate() {
                let picked = answered == Some(index);
                let symbol = match answered {
                    None if index == open.cursor => "▶",
                    None => " ",
                    Some(_) if choice.correct => "✓",
                    Some(_) if picked => "✗",
                    Some(_) => " ",
                };
                let style = match answered {
                    None if index == open.cursor => theme.selected,
                    None => theme.text,
                    Some(_) if choice.correct => theme.good,
                    Some(_) if picked => theme.bad,
                    Some(_) => theme.dim,
                };
                let first = lines.len();
                for (row, text) in
                    super::text::wrap(&choice.text, (width as usize).saturating_sub(6))
                        .into_iter()
                        .enumerate()
                {
                    let prefix = if row == 0 {
                        format!("{symbol} {}) ", index + 1)
                    } else {
                        "     ".to_owned()
                    };
                    lines.push(Line::from(Span::styled(format!("{prefix}{text}"), style)));
                }
                choice_lines.push((first, lines.len(), index));
            }
            if let Some(picked) = answered.filter(|picked| *picked < predict.choices.len()) {
                let choice = &predict.choices[picked];
                let verdict = if choice.correct { "✓ " } else { "✗ " };
                let style = if choice.correct {
                    theme.good
                } else {
                    theme.bad
                };
                lines.extend(paragraph(
                    &format!("{verdict}{}", choice.feedback),
                    width,
                    style,
                ));
                if let Some(explanation) = &predict.explanation {
                    lines.extend(paragraph(explanation, width, theme.text));
                }
                if let Some(reveal_text) = &step.reveal {
                    lines.push(Line::raw(""));
                    lines.extend(paragraph(reveal_text, width, theme.text));
                }
            }
        }
        if let Some(notice) = open.notice {
            lines.push(Line::raw(""));
            lines.push(Line::from(Span::styled(notice, theme.warn)));
        }
        let (scroll, view, limit) =
            super::widgets::scrolled(frame, body, lines, open.scroll, true, ctx);
        open.scroll_limit.set(limit);
        super::widgets::choice_hits(hits, view, scroll, &choice_lines);
    }

    fn render_list(&self, frame: &mut Frame, area: Rect, ctx: &Context) {
        let entries: Vec<(String, Option<String>)> = ctx
            .catalog
            .lessons_in(ctx.lang)
            .iter()
            .map(|l| (l.lesson.title.clone(), l.lesson.summary.clone()))
            .collect();
        let title = tr(ctx.lang, "Lessons", "Lecciones");
        let lines =
            super::widgets::choice_list(title, &entries, self.selected, area.width, &ctx.theme);
        frame.render_widget(Paragraph::new(lines), area);
    }
}

/// Keys inside an open lesson: move between steps, scroll, answer.
fn step_key(open: &mut OpenLesson, key: KeyEvent, ctx: &Context) {
    let steps = open.loaded.lesson.steps.len();
    let choices = open
        .current()
        .predict
        .as_ref()
        .map_or(0, |p| p.choices.len());
    match key.code {
        KeyCode::Right | KeyCode::Char('n') | KeyCode::Char(' ') | KeyCode::PageDown
            if open.blocked() =>
        {
            if key.code == KeyCode::PageDown {
                open.scroll = open.scroll.saturating_add(5);
            } else {
                open.notice = Some(tr(
                    ctx.lang,
                    "Answer the question first.",
                    "Responde la pregunta primero.",
                ));
            }
        }
        KeyCode::Right | KeyCode::Char('n') | KeyCode::Char(' ') => {
            if open.step + 1 < steps {
                let next = open.step + 1;
                open.go(next);
            } else {
                open.notice = Some(tr(
                    ctx.lang,
                    "This is the last step. Esc goes back.",
                    "Es el último paso. Esc para volver.",
                ));
            }
        }
        KeyCode::Left | KeyCode::Char('p') if open.step > 0 => {
            let previous = open.step - 1;
            open.go(previous);
        }
        KeyCode::Up if open.blocked() => open.cursor = open.cursor.saturating_sub(1),
        KeyCode::Down if open.blocked() => {
            open.cursor = (open.cursor + 1).min(choices.saturating_sub(1))
        }
        KeyCode::Up => open.scroll = open.scroll.saturating_sub(1),
        KeyCode::Down => open.scroll = open.scroll.saturating_add(1),
        KeyCode::PageUp => open.scroll = open.scroll.saturating_sub(5),
        KeyCode::PageDown => open.scroll = open.scroll.saturating_add(5),
        KeyCode::Home => open.go(0),
        KeyCode::Enter if open.blocked() => {
            let cursor = open.cursor;
            open.answer(cursor);
        }
        KeyCode::Char(c @ '1'..='9') if open.blocked() => open.answer(c as usize - '1' as usize),
        KeyCode::Char(c @ 'a'..='i') if open.blocked() => open.answer(c as usize - 'a' as usize),
        _ => {}
    }
}

/// What to save after a change: the step now, never less than the
/// furthest step saved before.
fn progress_of(open: &OpenLesson, ctx: &Context) -> LessonProgress {
    let furthest = ctx
        .store
        .lesson(&open.loaded.lesson.id, open.loaded.lesson.lang.code())
        .map_or(0, |saved| saved.step);
    open.progress(furthest)
}

/// The saved step of this lesson, when it is worth offering (past the
/// first step).
fn saved_step(open: &OpenLesson, ctx: &Context) -> Option<usize> {
    let saved = ctx
        .store
        .lesson(&open.loaded.lesson.id, open.loaded.lesson.lang.code())?;
    (saved.step > 0 && saved.step < open.loaded.lesson.steps.len()).then_some(saved.step)
}

/// The scene of a step: the array (before the operations while a predict
/// prompt is open), then one line per operation saying what happened.
pub fn scene_lines<'a>(
    scene: &StepScene,
    reveal: bool,
    width: u16,
    ctx: &Context,
) -> Vec<Line<'a>> {
    let theme = &ctx.theme;
    let lang = ctx.lang;
    let array = if reveal { &scene.after } else { &scene.before };
    let mut marks = if reveal {
        super::widgets::marks_for(scene.results.last())
    } else {
        BTreeMap::new()
    };
    if reveal && let Some(highlight) = &scene.highlight {
        for bit in &highlight.bits {
            marks.entry(*bit).or_insert(Mark::Highlighted);
        }
    }
    let mut lines = bit_rows(&array.cells, &marks, width, theme);
    if !reveal {
        lines.push(Line::from(Span::styled(
            tr(
                lang,
                "(answer the question to see what happens)",
                "(responde la pregunta para ver qué pasa)",
            ),
            theme.dim,
        )));
        return lines;
    }
    for result in &scene.results {
        lines.extend(result_lines(result, array.counting, width, ctx));
    }
    if let Some(highlight) = &scene.highlight {
        lines.push(Line::from(vec![
            Span::styled(format!("▲ {}: ", positions(&highlight.bits)), theme.accent),
            Span::raw(highlight.why.clone()),
        ]));
    }
    lines
}

/// What one operation did, in words (never by colour alone).
pub fn result_lines<'a>(
    result: &OpResult,
    counting: bool,
    width: u16,
    ctx: &Context,
) -> Vec<Line<'a>> {
    let lang = ctx.lang;
    let theme = &ctx.theme;
    let word = result.word.clone().unwrap_or_default();
    let unique = distinct(&result.positions);
    let mut at = positions(&unique);
    // k probes, fewer positions: say why, or "bits 8, 30" looks like k = 2.
    if unique.len() < result.positions.len() {
        let shared = result.positions.len() - unique.len();
        at.push_str(&match (lang, shared) {
            (Lang::En, 1) => " (two probes hit the same one)".to_owned(),
            (Lang::Es, 1) => " (dos sondeos cayeron en la misma)".to_owned(),
            (Lang::En, _) => format!(
                " ({} probes, {} positions)",
                result.positions.len(),
                unique.len()
            ),
            (Lang::Es, _) => format!(
                " ({} sondeos, {} posiciones)",
                result.positions.len(),
                unique.len()
            ),
        });
    }
    let counters = tr(lang, "counters", "contadores");
    // A counting filter has counters where a plain one has bits.
    let bits = if counting {
        counters
    } else {
        tr(lang, "bits", "bits")
    };
    let mut text = match (&result.kind, &result.answer) {
        (ActionKind::Add, _) => format!("+ «{word}» → {bits} {at}"),
        (ActionKind::Remove, _) => match lang {
            Lang::En => format!("− «{word}» → {counters} {at} go down by one"),
            Lang::Es => format!("− «{word}» → los {counters} {at} bajan en uno"),
        },
        (ActionKind::Clear, _) => match lang {
            Lang::En => format!("✂ bits {at} set to 0"),
            Lang::Es => format!("✂ bits {at} puestos en 0"),
        },
        (
            ActionKind::Query,
            Some(QueryAnswer::Absent {
                zero_positions,
                was_added,
            }),
        ) => {
            let zeros = distinct(zero_positions);
            let several = zeros.len() > 1;
            let zeros = positions(&zeros);
            let (one, many) = if counting {
                (tr(lang, "counter", "contador"), counters)
            } else {
                ("bit", tr(lang, "bits", "bits"))
            };
            let base = match (lang, several) {
                (Lang::En, false) => {
                    format!("? «{word}» → {bits} {at}: {one} {zeros} is 0 → ✗ definitely absent")
                }
                (Lang::En, true) => {
                    format!("? «{word}» → {bits} {at}: {many} {zeros} are 0 → ✗ definitely absent")
                }
                (Lang::Es, false) => format!(
                    "? «{word}» → {bits} {at}: el {one} {zeros} está en 0 → ✗ seguro que no está"
                ),
                (Lang::Es, true) => format!(
                    "? «{word}» → {bits} {at}: los {many} {zeros} están en 0 → ✗ seguro que no está"
                ),
            };
            if *was_added {
                let extra = tr(
                    lang,
                    "  — but it WAS added: a FALSE NEGATIVE",
                    "  — pero SÍ se agregó: un FALSO NEGATIVO",
                );
                format!("{base}{extra}")
            } else {
                base
            }
        }
        (ActionKind::Query, Some(QueryAnswer::Present { was_added, setters })) => {
            let all_set = match (lang, counting) {
                (Lang::En, false) => "all 1",
                (Lang::En, true) => "all above 0",
                (Lang::Es, false) => "todos en 1",
                (Lang::Es, true) => "todos mayores que 0",
            };
            let base = match lang {
                Lang::En => format!("? «{word}» → {bits} {at}: {all_set} → ✓ probably present"),
                Lang::Es => format!("? «{word}» → {bits} {at}: {all_set} → ✓ probablemente está"),
            };
            if *was_added {
                base
            } else {
                let mut seen = Vec::new();
                let who: Vec<String> = setters
                    .iter()
                    .filter(|(bit, _)| {
                        let first = !seen.contains(bit);
                        seen.push(*bit);
                        first
                    })
                    .map(|(bit, words)| {
                        let names: Vec<String> = words.iter().map(|w| format!("«{w}»")).collect();
                        let names = and_list(&names, lang);
                        match lang {
                            Lang::En => format!("bit {bit} was set by {names}"),
                            Lang::Es => format!("el bit {bit} lo encendió {names}"),
                        }
                    })
                    .collect();
                match lang {
                    Lang::En => format!(
                        "{base} — a FALSE POSITIVE: «{word}» was never added; {}",
                        who.join(", ")
                    ),
                    Lang::Es => format!(
                        "{base} — un FALSO POSITIVO: «{word}» nunca se agregó; {}",
                        who.join(", ")
                    ),
                }
            }
        }
        (ActionKind::Query, None) => String::new(),
    };
    if let Some(note) = &result.note {
        text.push_str(&format!("  ({note})"));
    }
    let style = match &result.answer {
        Some(answer) if answer.is_false_positive() || answer.is_false_negative() => theme.bad,
        Some(QueryAnswer::Absent { .. }) => theme.bad,
        Some(QueryAnswer::Present { .. }) => theme.good,
        None => theme.accent,
    };
    super::text::wrap(&text, width as usize)
        .into_iter()
        .map(|line| Line::from(Span::styled(line, style)))
        .collect()
}

/// Positions without repeats, in order: a key that probes one bit twice
/// still names it once.
fn distinct(positions: &[u64]) -> Vec<u64> {
    let mut seen = Vec::new();
    for p in positions {
        if !seen.contains(p) {
            seen.push(*p);
        }
    }
    seen
}

/// "«a»", "«a» and «b»", "«a», «b» and «c»".
fn and_list(items: &[String], lang: Lang) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} {} {last}", rest.join(", "), tr(lang, "and", "y")),
    }
}

/// A small table as aligned text lines.
pub fn table_lines<'a>(
    header: &[String],
    rows: &[Vec<String>],
    width: u16,
    ctx: &Context,
) -> Vec<Line<'a>> {
    let columns = header.len().max(1);
    let mut widths: Vec<usize> = header.iter().map(|h| h.chars().count()).collect();
    for row in rows {
        for (i, cell) in row.iter().enumerate().take(columns) {
            widths[i] = widths[i].max(cell.chars().count());
        }
    }
    // Shrink the widest columns until the table fits.
    let available = (width as usize)
        .saturating_sub(2 * (columns - 1))
        .max(columns);
    while widths.iter().sum::<usize>() > available {
        let Some(widest) = widths
            .iter()
            .enumerate()
            .max_by_key(|(_, w)| **w)
            .map(|(i, _)| i)
        else {
            break;
        };
        if widths[widest] <= 4 {
            break;
        }
        widths[widest] -= 1;
    }
    let render_row = |cells: &[String]| -> Vec<String> {
        // Each cell wraps within its column; the row is as tall as its tallest cell.
        let wrapped: Vec<Vec<String>> = cells
            .iter()
            .enumerate()
            .map(|(i, cell)| super::text::wrap(cell, widths[i.min(columns - 1)]))
            .collect();
        let height = wrapped.iter().map(Vec::len).max().unwrap_or(1);
        (0..height)
            .map(|line| {
                wrapped
                    .iter()
                    .enumerate()
                    .map(|(i, cell)| {
                        let text = cell.get(line).cloned().unwrap_or_default();
                        format!("{text:<w$}", w = widths[i.min(columns - 1)])
                    })
                    .collect::<Vec<_>>()
                    .join("  ")
            })
            .collect()
    };
    let mut lines: Vec<Line> = render_row(header)
        .into_iter()
        .map(|l| Line::from(Span::styled(l, ctx.theme.title)))
        .collect();
    for row in rows {
        lines.extend(render_row(row).into_iter().map(Line::raw));
    }
    lines
}
