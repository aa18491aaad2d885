//! Drawing the lesson screen: the list of lessons; the offer to continue;
//! a step with its section, text, scene, table and predict prompt, whose
//! feedback and reveal show once it is answered.

use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;

use super::LessonScreen;
use super::scene_lines::{scene_lines, table_lines};
use super::state::OpenLesson;
use crate::content::lesson::Predict;
use crate::lang::Lang;
use crate::tui::protocol::{Click, Context};
use crate::tui::text::{tr, wrap};
use crate::tui::widgets::{choice_hits, choice_list, paragraph, scrolled};

/// Where each choice was drawn, for clicks: (first line, end line, choice).
type ChoiceRows = Vec<(usize, usize, usize)>;

impl LessonScreen {
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
        let theme = &ctx.theme;
        let step = open.current();
        let [header, body] =
            Layout::vertical([Constraint::Length(2), Constraint::Min(0)]).areas(area);
        render_header(frame, header, open, ctx);
        let width = body.width.saturating_sub(1).max(1);
        if let Some(saved) = open.resume {
            let offer = resume_offer(open, saved, ctx.lang);
            frame.render_widget(Paragraph::new(paragraph(&offer, width, theme.warn)), body);
            return;
        }
        let mut lines: Vec<Line> = Vec::new();
        lines.extend(paragraph(&step.text, width, theme.text));
        let answered = open.answers[open.step];
        let reveal = step.predict.is_none() || answered.is_some();
        if let Some(scene) = &open.loaded.scenes[open.step] {
            lines.push(Line::raw(""));
            lines.extend(scene_lines(scene, reveal, width, ctx));
        }
        if let Some(table) = &step.table {
            lines.push(Line::raw(""));
            lines.extend(table_lines(&table.header, &table.rows, width, ctx));
        }
        let mut choice_rows = Vec::new();
        if let Some(predict) = &step.predict {
            lines.push(Line::raw(""));
            choice_rows = predict_lines(open, predict, width, ctx, &mut lines);
            if answered.is_some_and(|picked| picked < predict.choices.len())
                && let Some(reveal_text) = &step.reveal
            {
                lines.push(Line::raw(""));
                lines.extend(paragraph(reveal_text, width, theme.text));
            }
        }
        if let Some(notice) = open.notice {
            lines.push(Line::raw(""));
            lines.push(Line::from(Span::styled(notice, theme.warn)));
        }
        let (scroll, view, limit) = scrolled(frame, body, lines, open.scroll, true, ctx);
        open.scroll_limit.set(limit);
        choice_hits(hits, view, scroll, &choice_rows);
    }

    fn render_list(&self, frame: &mut Frame, area: Rect, ctx: &Context) {
        let entries: Vec<(String, Option<String>)> = ctx
            .catalog
            .lessons_in(ctx.lang)
            .iter()
            .map(|l| (l.lesson.title.clone(), l.lesson.summary.clone()))
            .collect();
        let title = tr(ctx.lang, "Lessons", "Lecciones");
        let lines = choice_list(title, &entries, self.selected, area.width, &ctx.theme);
        frame.render_widget(Paragraph::new(lines), area);
    }
}

/// The lesson's title and current section, the step number, and the
/// step's title.
fn render_header(frame: &mut Frame, header: Rect, open: &OpenLesson, ctx: &Context) {
    let theme = &ctx.theme;
    let steps = open.loaded.lesson.steps.len();
    // A section lasts until the next step that opens one.
    let section = open.loaded.lesson.steps[..=open.step]
        .iter()
        .rev()
        .find_map(|s| s.section.clone())
        .unwrap_or_default();
    let progress = match ctx.lang {
        Lang::En => format!("step {} of {steps}", open.step + 1),
        Lang::Es => format!("paso {} de {steps}", open.step + 1),
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
            Line::from(Span::styled(open.current().title.clone(), theme.title)),
        ]),
        header,
    );
}

fn resume_offer(open: &OpenLesson, saved: usize, lang: Lang) -> String {
    let steps = open.loaded.lesson.steps.len();
    match lang {
        Lang::En => format!(
            "Welcome back. You got as far as step {} of {steps}. Press Enter to continue there, or r to start over.",
            saved + 1
        ),
        Lang::Es => format!(
            "Hola de nuevo. Llegaste hasta el paso {} de {steps}. Pulsa Enter para seguir ahí, o r para empezar de nuevo.",
            saved + 1
        ),
    }
}

/// The predict prompt: its question, its choices (the cursor while it
/// waits; ✓ and ✗ once answered), then the feedback and explanation.
/// Returns where each choice was drawn.
fn predict_lines(
    open: &OpenLesson,
    predict: &Predict,
    width: u16,
    ctx: &Context,
    lines: &mut Vec<Line<'_>>,
) -> ChoiceRows {
    let theme = &ctx.theme;
    let answered = open.answers[open.step];
    let label = tr(
        ctx.lang,
        "Predict before you see: ",
        "Predice antes de ver: ",
    );
    lines.extend(paragraph(
        &format!("{label}{}", predict.question),
        width,
        theme.warn,
    ));
    let mut choice_rows = Vec::new();
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
        for (row, text) in wrap(&choice.text, (width as usize).saturating_sub(6))
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
        choice_rows.push((first, lines.len(), index));
    }
    if let Some(picked) = answered.filter(|picked| *picked < predict.choices.len()) {
        let choice = &predict.choices[picked];
        let (verdict, style) = if choice.correct {
            ("✓ ", theme.good)
        } else {
            ("✗ ", theme.bad)
        };
        lines.extend(paragraph(
            &format!("{verdict}{}", choice.feedback),
            width,
            style,
        ));
        if let Some(explanation) = &predict.explanation {
            lines.extend(paragraph(explanation, width, theme.text));
        }
    }
    choice_rows
}
