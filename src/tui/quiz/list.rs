//! The list of quizzes: each with its length and how this student stands
//! on it, a half-done attempt or the last score.

use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::widgets::Paragraph;

use crate::content::LoadedQuiz;
use crate::records::AttemptKind;
use crate::t;
use crate::tui::protocol::Context;
use crate::tui::text::unbroken_tag;
use crate::tui::widgets::choice_list;

pub(super) fn render_list(frame: &mut Frame, area: Rect, selected: usize, ctx: &Context) {
    let lang = ctx.lang;
    let label_width = usize::from(area.width.saturating_sub(3).max(1));
    let rows = |text: &str| crate::tui::text::wrap(text, label_width).len();
    let labelled: Vec<(String, String)> = ctx
        .catalog
        .quizzes_in(lang)
        .iter()
        .map(|loaded| {
            let count = loaded.quiz.questions.len();
            let points: u32 = loaded.quiz.questions.iter().map(|q| q.points).sum();
            // Points beside questions where some count more than one, so
            // that «9 questions» sits well beside «4/12 points» (reader
            // 22, es 5.6, en 5.5).
            let label = if points as usize == count {
                t!(
                    lang,
                    "quiz-list-entry",
                    title = loaded.quiz.title.as_str(),
                    count = count
                )
            } else {
                t!(
                    lang,
                    "quiz-list-entry-points",
                    title = loaded.quiz.title.as_str(),
                    count = count,
                    points = points
                )
            };
            (label, standing(loaded, ctx))
        })
        .collect();
    // The standing follows the title on its line where it fits for every
    // quiz, else starts the next line for every quiz, without its «·»,
    // which alone at a line's start read as a bullet (reader 36, en 1.7):
    // the first entry kept it beside its title and the others under
    // theirs, two layouts in one list (reader 42, en 1.6).
    let beside = labelled
        .iter()
        .all(|(label, standing)| rows(&format!("{label}{standing}")) == rows(label));
    let entries: Vec<(String, Option<String>)> = labelled
        .into_iter()
        .map(|(mut label, standing)| {
            if beside {
                label.push_str(&standing);
            } else if !standing.is_empty() {
                label.push('\n');
                let alone = standing.trim_start().trim_start_matches('·').trim_start();
                label.push_str(&crate::tui::text::capitalized(alone));
            }
            (label, None)
        })
        .collect();
    // The chosen quiz's description under the list, always: under each
    // entry until a score made the list too tall, then under the list,
    // the list changed its layout with the first attempt (reader 43, es
    // 1.6); kept under its entry, it moved every entry below with each
    // ↑↓ (reader 34, es 1.5).
    let description = ctx
        .catalog
        .quizzes_in(lang)
        .get(selected)
        .and_then(|loaded| loaded.quiz.description.clone());
    let title = t!(lang, "quiz-list-title");
    let mut lines = choice_list(&title, &entries, selected, area.width, &ctx.theme);
    if let Some(description) = description {
        lines.push(ratatui::text::Line::default());
        let width = usize::from(area.width.saturating_sub(2).max(1));
        lines.extend(
            crate::tui::text::wrap(&description, width)
                .into_iter()
                .map(|line| ratatui::text::Line::styled(format!(" {line}"), ctx.theme.dim)),
        );
    }
    frame.render_widget(Paragraph::new(lines), area);
}

/// How the student stands on a quiz, after its entry (reader 15, es 3.1:
/// the list showed no progress): the attempt left half-way, which Enter
/// takes up again, else the last whole attempt's score; nothing before
/// the first.
fn standing(loaded: &LoadedQuiz, ctx: &Context) -> String {
    let lang = ctx.lang;
    let hash = crate::records::content_hash(&loaded.quiz);
    let last = crate::records::standing_attempts(ctx.store.attempts())
        .into_iter()
        .rev()
        .find(|a| {
            a.quiz_id == loaded.quiz.id && a.content_hash == hash && a.kind == AttemptKind::Whole
        })
        .map(|last| {
            t!(
                lang,
                "quiz-list-last",
                got = last.score,
                max = last.max_score
            )
        })
        .unwrap_or_default();
    // An unfinished attempt is said beside the last whole one's points,
    // not in place of them (reader 17, en 3.2).
    let unfinished = super::resumable(loaded, &ctx.store).map(|half| {
        t!(
            lang,
            "quiz-list-half-done",
            answered = half.questions.len(),
            count = loaded.quiz.questions.len()
        )
    });
    format!(
        "{}{}",
        unbroken_tag(&last),
        unbroken_tag(&unfinished.unwrap_or_default())
    )
}
