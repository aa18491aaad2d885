//! A lesson's two header lines: the lesson and its section, the step
//! number, and the step's title.

use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;

use super::state::OpenLesson;
use crate::t;
use crate::tui::protocol::Context;
use crate::tui::widgets::{fitted, title_fit, title_to_comma};

/// The lesson's title and current section, the step number, and the
/// step's title.
pub(super) fn render_header(frame: &mut Frame, header: Rect, open: &OpenLesson, ctx: &Context) {
    let theme = &ctx.theme;
    // The offer to continue is no step: the lesson's title only (reader
    // 7, en 15: it showed step 1's number and title above the offer).
    if open.resume.is_some() {
        frame.render_widget(
            Paragraph::new(Line::from(Span::styled(
                title_fit(&open.loaded.lesson.title, header.width as usize),
                theme.title,
            ))),
            header,
        );
        return;
    }
    let steps = open.loaded.lesson.steps.len();
    // A section lasts until the next step that opens one.
    let section = open.loaded.lesson.steps[..=open.step]
        .iter()
        .rev()
        .find_map(|s| s.section.clone())
        .unwrap_or_default();
    let progress = t!(
        ctx.lang,
        "lesson-step-of",
        step = open.step + 1,
        steps = steps
    );
    // The section says where the student is: when the line is short, the
    // lesson's title gives way first.
    let section_part = format!(" · {section}");
    // Three spaces keep the title apart from the step, which is never cut.
    let title_width = (header.width as usize).saturating_sub(progress.chars().count() + 3);
    let lesson_width = title_width.saturating_sub(section_part.chars().count());
    // A title too long for its room gives way to the lesson's number,
    // which says which lesson this is where a cut title did not (reader
    // 10, es 1.2, en 1.4).
    let whole_title = open.loaded.lesson.title.chars().count() <= lesson_width;
    let number = ctx
        .catalog
        .lessons_in(ctx.lang)
        .iter()
        .position(|l| l.lesson.id == open.loaded.lesson.id)
        .map(|index| t!(ctx.lang, "lesson-number", number = index + 1));
    // Up to its comma, the title still names the lesson as the course
    // does («De dónde sale la fórmula»), which its number alone did not
    // (reader 11, es 1.4).
    let to_comma = title_to_comma(&open.loaded.lesson.title, lesson_width);
    let title = if let (false, Some(short)) = (whole_title, &to_comma) {
        format!("{short}{section_part}")
    } else if let (false, Some(number)) = (whole_title, &number) {
        fitted(&format!("{number}{section_part}"), title_width)
    } else if lesson_width >= 12 {
        format!(
            "{}{section_part}",
            title_fit(&open.loaded.lesson.title, lesson_width)
        )
    } else {
        fitted(
            &format!("{}{section_part}", open.loaded.lesson.title),
            title_width,
        )
    };
    frame.render_widget(
        Paragraph::new(vec![
            Line::from(vec![
                Span::styled(format!("{title:<title_width$}"), theme.dim),
                Span::styled(format!("   {progress}"), theme.accent),
            ]),
            Line::from(Span::styled(
                fitted(&open.current().title, header.width as usize),
                theme.title,
            )),
        ]),
        header,
    );
}
