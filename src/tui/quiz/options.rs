//! A question's options as drawn: the mark before each, its wrap, and
//! the note after it once answered.

use ratatui::style::Style;
use ratatui::text::{Line, Span};

use super::session::{Attempt, QuizRun};
use super::view::OptionRows;
use crate::content::{Answer, QuestionKind};
use crate::t;
use crate::tui::protocol::Context;
use crate::tui::text::wrap;

/// The options, numbered as shown (`labels` in row order), each wrapped
/// under its number with its state. Returns where each was drawn.
pub(super) fn option_lines(
    run: &QuizRun,
    answered: Option<&Attempt>,
    labels: &[&str],
    width: u16,
    ctx: &Context,
    lines: &mut Vec<Line<'_>>,
) -> OptionRows {
    let theme = &ctx.theme;
    // Each option laid out first: its head, its wrap, its note (in its
    // short form where only that fits beside it).
    let laid: Vec<_> = labels
        .iter()
        .enumerate()
        .map(|(row, label)| {
            let option = run.order[row];
            let (symbol, note, style) = option_look(run, answered, row, option, ctx);
            let head = format!("{symbol}{}) ", row + 1);
            let text_room = (width as usize).saturating_sub(head.chars().count() + 1);
            let room = (width as usize).saturating_sub(head.chars().count());
            // The wrap is the one from before the answer, so no option
            // changes shape when it comes: «← your answer» made the picked
            // option wrap sooner and pushed every line below it down a row
            // (reader 30, es 1.6).
            let wrapped = wrap(label, text_room);
            let last = wrapped.len() - 1;
            let fits = |note: &str| wrapped[last].chars().count() + note.chars().count() <= room;
            // Shorter before it goes under the options, where «2) also
            // correct» and «3) moving» read as one more option (reader 43,
            // es 1.2; reader 42, en 1.7).
            let note = match shorter_note(&note, ctx.lang) {
                Some(short) if !fits(&note) && fits(&short) => short,
                _ => note,
            };
            let fits = fits(&note);
            (head, wrapped, note, fits, style)
        })
        .collect();
    // Every note beside its option, or every one under the options, named
    // by its number: one beside option 3 and another under it, about
    // option 1, read as two notes on option 3 (reader 44, es 1.5). Under
    // the options, not dropped (reader 40, es 6.5; 39, es 6.2), nor alone
    // under its option, where it read as the next one's (reader 8, en 1.5).
    let beside = laid
        .iter()
        .all(|(_, _, note, fits, _)| note.is_empty() || *fits);
    let mut option_rows = Vec::new();
    let mut unplaced = Vec::new();
    for (row, (head, wrapped, note, _, style)) in laid.into_iter().enumerate() {
        let first = lines.len();
        let indent = " ".repeat(head.chars().count());
        let last = wrapped.len() - 1;
        for (line_no, text) in wrapped.into_iter().enumerate() {
            let prefix = if line_no == 0 { &head } else { &indent };
            let mut spans = vec![Span::styled(format!("{prefix}{text}"), style)];
            if line_no == last && !note.is_empty() && beside {
                spans.push(Span::styled(note.clone(), theme.accent));
            }
            lines.push(Line::from(spans));
        }
        if !note.is_empty() && !beside {
            let said = note.trim_start().trim_start_matches('←').trim_start();
            // Named as a note: «3) also correct» read as one more option
            // (reader 43, es 1.2).
            let said = t!(
                ctx.lang,
                "quiz-note-under-options",
                option = row + 1,
                said = said
            );
            unplaced.push(Line::styled(format!(" {said}"), theme.accent));
        }
        option_rows.push((first, lines.len(), row));
    }
    lines.extend(unplaced);
    option_rows
}

/// The short form of an option's note, where it has one.
fn shorter_note(note: &str, lang: crate::lang::Lang) -> Option<String> {
    let short = |full: &str, short: String| (note.trim_start() == full).then_some(short);
    short(
        &t!(lang, "quiz-also-right-note"),
        format!("  {}", t!(lang, "quiz-also-right-note-short")),
    )
    .or_else(|| {
        short(
            &t!(lang, "quiz-order-moving"),
            format!("  {}", t!(lang, "quiz-order-moving-short")),
        )
    })
}

/// How one option looks: a leading symbol, a trailing note, a style.
/// Every state is spelled out, so it reads without colour: the cursor ▶,
/// ticked boxes, ✓ for right options, ✗ for a wrong pick, and which ones
/// were the student's; for an order, ↕ on the item being moved, then ✓
/// for each item in place and ✗ with where it belongs.
fn option_look(
    run: &QuizRun,
    answered: Option<&Attempt>,
    row: usize,
    option: usize,
    ctx: &Context,
) -> (&'static str, String, Style) {
    let (theme, lang) = (&ctx.theme, ctx.lang);
    let question = run.question();
    let multiple = matches!(question.kind, QuestionKind::Multiple { .. });
    let ordering = matches!(question.kind, QuestionKind::Ordering(_));
    let Some(attempt) = answered else {
        let here = row == run.cursor;
        let symbol = match (multiple, here, run.picked.contains(&row)) {
            (_, true, _) if ordering && run.holding => "↕ ",
            (true, true, true) => "▶[x] ",
            (true, true, false) => "▶[ ] ",
            (true, false, true) => " [x] ",
            (true, false, false) => " [ ] ",
            (false, true, _) => "▶ ",
            (false, false, _) => "  ",
        };
        let note = if here && ordering && run.holding {
            format!("  {}", t!(lang, "quiz-order-moving"))
        } else {
            String::new()
        };
        return (symbol, note, if here { theme.selected } else { theme.text });
    };
    if ordering {
        return if option == row {
            ("✓ ", String::new(), theme.good)
        } else {
            let place = option + 1;
            let note = format!("  {}", t!(lang, "quiz-order-belongs", place = place));
            ("✗ ", note, theme.bad)
        };
    }
    let correct = question.is_right_option(option);
    let picked = match &attempt.answer {
        Answer::Choices(list) => list.contains(&option),
        Answer::Bool(value) => *value == (option == 0),
        Answer::Number(_) | Answer::Order(_) => false,
    };
    // Boxes keep their width once answered, so the options keep their
    // wrap (reader 30, es 1.6).
    // Several answers: the ticked box marks each pick, every one alike;
    // «← your answer» beside some, dropped where a long option left no
    // room, left the others looking unpicked (reader 34, es 1.4).
    if multiple {
        return match (correct, picked) {
            (true, true) => ("✓[x] ", String::new(), theme.good),
            (true, false) => (
                "✓[ ] ",
                format!("  {}", t!(lang, "quiz-also-right-note")),
                theme.good,
            ),
            (false, true) => ("✗[x] ", String::new(), theme.bad),
            (false, false) => (" [ ] ", String::new(), theme.dim),
        };
    }
    // One answer: the verdict names the pick (`chosen`). «← your
    // answer» beside it was dropped where a long option left no room,
    // so some picks were named and some not (reader 35, es 1.3).
    match (correct, picked) {
        (true, _) => ("✓ ", String::new(), theme.good),
        (false, true) => ("✗ ", String::new(), theme.bad),
        (false, false) => ("  ", String::new(), theme.dim),
    }
}
