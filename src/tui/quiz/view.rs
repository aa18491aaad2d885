//! Drawing the quiz screen: the list of quizzes; a question with its
//! options or number field, hint, feedback and explanation; and the
//! summary. Every state is spelled out in symbols and words, so the
//! screen reads without colour.

use std::collections::BTreeMap;

use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;

use super::QuizScreen;
use super::session::{Attempt, Phase, QuizRun};
use crate::content::{Answer, Question, QuestionKind};
use crate::lang::Lang;
use crate::tui::protocol::{Click, Context};
use crate::tui::text::{tr, wrap};
use crate::tui::widgets::{choice_hits, choice_list, fitted, paragraph, scrolled};

/// Where each option was drawn, for clicks: (first line, end line, row).
type OptionRows = Vec<(usize, usize, usize)>;

impl QuizScreen {
    pub fn render(
        &self,
        frame: &mut Frame,
        area: Rect,
        ctx: &Context,
        hits: &mut Vec<(Rect, Click)>,
    ) {
        let Some(run) = &self.run else {
            render_list(frame, area, self.selected, ctx);
            return;
        };
        let [header, body] =
            Layout::vertical([Constraint::Length(1), Constraint::Min(0)]).areas(area);
        render_header(frame, header, run, ctx);
        let width = body.width.saturating_sub(1).max(1);
        let mut lines: Vec<Line> = vec![Line::raw("")];
        if run.phase == Phase::Summary {
            summary_lines(run, width, ctx, &mut lines);
            let (_, _, limit) = scrolled(frame, body, lines, run.scroll, true, ctx);
            run.scroll_limit.set(limit);
            return;
        }
        let option_rows = question_lines(run, width, ctx, &mut lines);
        // A long question scrolls so its end (the feedback, a notice)
        // stays in sight.
        let overflow = (lines.len() as u16).saturating_sub(body.height);
        frame.render_widget(Paragraph::new(lines).scroll((overflow, 0)), body);
        choice_hits(hits, body, overflow, &option_rows);
    }
}

fn render_list(frame: &mut Frame, area: Rect, selected: usize, ctx: &Context) {
    let lang = ctx.lang;
    let entries: Vec<(String, Option<String>)> = ctx
        .catalog
        .quizzes_in(lang)
        .iter()
        .map(|loaded| {
            let count = loaded.quiz.questions.len();
            let label = match lang {
                Lang::En => format!("{} ({count} questions)", loaded.quiz.title),
                Lang::Es => format!("{} ({count} preguntas)", loaded.quiz.title),
            };
            (label, loaded.quiz.description.clone())
        })
        .collect();
    let title = tr(lang, "Quizzes", "Autoevaluaciones");
    let lines = choice_list(title, &entries, selected, area.width, &ctx.theme);
    frame.render_widget(Paragraph::new(lines), area);
}

/// The quiz's title, and where the student is with the score so far.
fn render_header(frame: &mut Frame, header: Rect, run: &QuizRun, ctx: &Context) {
    let theme = &ctx.theme;
    let (got, max) = run.score();
    let status = match (ctx.lang, run.phase) {
        (Lang::En, Phase::Summary) => format!("done · score {got}/{max}"),
        (Lang::Es, Phase::Summary) => format!("terminado · {got}/{max} puntos"),
        (Lang::En, Phase::Asking | Phase::Answered) => format!(
            "question {} of {} · score {got}/{max}",
            run.current + 1,
            run.questions.len()
        ),
        (Lang::Es, Phase::Asking | Phase::Answered) => format!(
            "pregunta {} de {} · {got}/{max} puntos",
            run.current + 1,
            run.questions.len()
        ),
    };
    // Three spaces keep the title apart from the question and score,
    // which are never cut.
    let title_width = (header.width as usize).saturating_sub(status.chars().count() + 3);
    let title = fitted(&run.loaded.quiz.title, title_width);
    frame.render_widget(
        Paragraph::new(Line::from(vec![
            Span::styled(format!("{title:<title_width$}"), theme.dim),
            Span::styled(format!("   {status}"), theme.accent),
        ])),
        header,
    );
}

/// The current question: prompt, the way to answer it, then the hint,
/// the feedback once answered, and any notice. Returns where the options
/// were drawn.
fn question_lines(
    run: &QuizRun,
    width: u16,
    ctx: &Context,
    lines: &mut Vec<Line<'_>>,
) -> OptionRows {
    let theme = &ctx.theme;
    let lang = ctx.lang;
    let question = run.question();
    lines.extend(paragraph(
        &question.prompt_with(&run.values, lang),
        width,
        theme.title,
    ));
    lines.push(Line::raw(""));
    let answered = run.attempts.last().filter(|_| run.phase == Phase::Answered);
    let mut option_rows = Vec::new();
    match &question.kind {
        QuestionKind::Numeric { .. } | QuestionKind::Calculated { .. } => {
            number_field_lines(run, answered, question.unit(), ctx, lines);
        }
        QuestionKind::TrueFalse { .. } => {
            let labels = [true_or_false(true, lang), true_or_false(false, lang)];
            option_rows = option_lines(run, answered, &labels, width, ctx, lines);
        }
        QuestionKind::Single { choices } | QuestionKind::Multiple { choices } => {
            let labels: Vec<&str> = run
                .order
                .iter()
                .map(|i| choices[*i].text.as_str())
                .collect();
            option_rows = option_lines(run, answered, &labels, width, ctx, lines);
        }
    }
    if run.hint
        && let Some(hint) = question.hint_with(&run.values, lang)
    {
        lines.push(Line::raw(""));
        lines.extend(paragraph(
            &format!("{}{hint}", tr(lang, "Hint: ", "Pista: ")),
            width,
            theme.warn,
        ));
    }
    if let Some(attempt) = answered {
        lines.push(Line::raw(""));
        lines.extend(feedback_lines(run, attempt, width, ctx));
    }
    if let Some(notice) = &run.notice {
        lines.push(Line::raw(""));
        lines.extend(paragraph(notice, width, theme.warn));
    }
    option_rows
}

/// The number typed so far (or the one answered) with its unit, and how
/// to write one.
fn number_field_lines(
    run: &QuizRun,
    answered: Option<&Attempt>,
    unit: Option<&str>,
    ctx: &Context,
    lines: &mut Vec<Line<'_>>,
) {
    let theme = &ctx.theme;
    let lang = ctx.lang;
    let typed = match answered {
        Some(attempt) => typed_back(attempt, lang),
        None => format!("{}▏", run.input),
    };
    lines.push(Line::from(vec![
        Span::styled(tr(lang, "Your answer: ", "Tu respuesta: "), theme.dim),
        Span::styled(format!("[ {typed} ]"), theme.selected),
        Span::raw(format!(" {}", unit.unwrap_or_default())),
    ]));
    if answered.is_none() {
        lines.push(Line::from(Span::styled(
            tr(
                lang,
                "Decimals with a point (2.5); 1e-4 and 50% work too.",
                "Decimales con coma (2,5) o con punto; también valen 1e-4 y 50 %.",
            ),
            theme.dim,
        )));
    }
}

/// The options, numbered as shown (`labels` in row order), each wrapped
/// under its number with its state. Returns where each was drawn.
fn option_lines(
    run: &QuizRun,
    answered: Option<&Attempt>,
    labels: &[&str],
    width: u16,
    ctx: &Context,
    lines: &mut Vec<Line<'_>>,
) -> OptionRows {
    let theme = &ctx.theme;
    let mut option_rows = Vec::new();
    for (row, label) in labels.iter().enumerate() {
        let option = run.order[row];
        let (symbol, note, style) = option_look(run, answered, row, option, ctx);
        let first = lines.len();
        let head = format!("{symbol}{}) ", row + 1);
        let indent = " ".repeat(head.chars().count());
        let wrapped = wrap(
            label,
            (width as usize).saturating_sub(head.chars().count() + 1),
        );
        let last = wrapped.len() - 1;
        // The note goes after the text when it fits, else below it.
        let room = (width as usize).saturating_sub(indent.chars().count());
        let note_fits = wrapped[last].chars().count() + note.chars().count() <= room;
        for (line_no, text) in wrapped.into_iter().enumerate() {
            let prefix = if line_no == 0 {
                head.clone()
            } else {
                indent.clone()
            };
            let mut spans = vec![Span::styled(format!("{prefix}{text}"), style)];
            if line_no == last && !note.is_empty() && note_fits {
                spans.push(Span::styled(note, theme.accent));
            }
            lines.push(Line::from(spans));
        }
        if !note.is_empty() && !note_fits {
            lines.push(Line::from(Span::styled(
                format!("{indent}{}", note.trim_start()),
                theme.accent,
            )));
        }
        option_rows.push((first, lines.len(), row));
    }
    option_rows
}

/// How one option looks: a leading symbol, a trailing note, a style.
/// Every state is spelled out, so it reads without colour: the cursor ▶,
/// ticked boxes, ✓ for right options, ✗ for a wrong pick, and which ones
/// were the student's.
fn option_look(
    run: &QuizRun,
    answered: Option<&Attempt>,
    row: usize,
    option: usize,
    ctx: &Context,
) -> (&'static str, &'static str, Style) {
    let theme = &ctx.theme;
    let lang = ctx.lang;
    let question = run.question();
    let multiple = matches!(question.kind, QuestionKind::Multiple { .. });
    let Some(attempt) = answered else {
        let here = row == run.cursor;
        let symbol = match (multiple, here, run.picked.contains(&row)) {
            (true, true, true) => "▶[x] ",
            (true, true, false) => "▶[ ] ",
            (true, false, true) => " [x] ",
            (true, false, false) => " [ ] ",
            (false, true, _) => "▶ ",
            (false, false, _) => "  ",
        };
        return (symbol, "", if here { theme.selected } else { theme.text });
    };
    let correct = question.is_right_option(option);
    let picked = match &attempt.answer {
        Answer::Choices(list) => list.contains(&option),
        Answer::Bool(value) => *value == (option == 0),
        Answer::Number(_) => false,
    };
    let yours = tr(lang, "  ← your answer", "  ← tu respuesta");
    let missed = tr(
        lang,
        "  ← also right: not ticked",
        "  ← también correcta: sin marcar",
    );
    match (correct, picked) {
        (true, true) => ("✓ ", yours, theme.good),
        (true, false) if multiple => ("✓ ", missed, theme.good),
        (true, false) => ("✓ ", "", theme.good),
        (false, true) => ("✗ ", yours, theme.bad),
        (false, false) => ("  ", "", theme.dim),
    }
}

/// The verdict (with the right number, for numbers), the feedback of what
/// was answered, and the explanation.
fn feedback_lines<'a>(
    run: &QuizRun,
    attempt: &Attempt,
    width: u16,
    ctx: &Context,
) -> Vec<Line<'a>> {
    let theme = &ctx.theme;
    let lang = ctx.lang;
    let question = &run.loaded.quiz.questions[attempt.question];
    let mut lines = Vec::new();
    let (verdict, style) = if attempt.grade.correct {
        (tr(lang, "✓ Correct", "✓ Correcto"), theme.good)
    } else {
        (tr(lang, "✗ Incorrect", "✗ Incorrecto"), theme.bad)
    };
    let mut head = verdict.to_owned();
    if let Some(right) = right_number(question, &attempt.values, lang) {
        head.push_str(&format!(
            " — {} {right}",
            tr(lang, "the answer is", "la respuesta es"),
        ));
    }
    lines.extend(paragraph(&head, width, style));
    match &attempt.answer {
        Answer::Choices(picked) => {
            // Each picked option's feedback, under its number as shown.
            let choices = question.choices();
            for choice in picked {
                let shown = run
                    .order
                    .iter()
                    .position(|c| c == choice)
                    .map_or(0, |row| row + 1);
                if let Some(option) = choices.get(*choice) {
                    lines.extend(paragraph(
                        &format!("{shown}) {}", option.feedback),
                        width,
                        theme.text,
                    ));
                }
            }
        }
        answer @ (Answer::Bool(_) | Answer::Number(_)) => {
            for feedback in question.feedback(answer) {
                lines.extend(paragraph(&feedback, width, theme.text));
            }
            if let Answer::Number(given) = answer
                && let Some(slip) = question.slip_feedback(*given, &attempt.values)
            {
                lines.extend(paragraph(slip, width, theme.warn));
            }
        }
    }
    lines.extend(paragraph(
        &question.explanation_with(&attempt.values, lang),
        width,
        theme.dim,
    ));
    lines
}

/// The score, and each missed question with its explanation.
fn summary_lines(run: &QuizRun, width: u16, ctx: &Context, lines: &mut Vec<Line<'_>>) {
    let theme = &ctx.theme;
    let lang = ctx.lang;
    let (got, max) = run.score();
    let percent = if max == 0 {
        0.0
    } else {
        f64::from(got) * 100.0 / f64::from(max)
    };
    let score = match lang {
        Lang::En => format!("Score: {got} of {max} ({percent:.0} %)"),
        Lang::Es => format!("Puntos: {got} de {max} ({percent:.0} %)"),
    };
    lines.push(Line::from(Span::styled(score, theme.title)));
    let missed = run.missed();
    if missed.is_empty() {
        lines.push(Line::from(Span::styled(
            tr(
                lang,
                "✓ Every question right.",
                "✓ Todas las preguntas bien.",
            ),
            theme.good,
        )));
        return;
    }
    lines.push(Line::raw(""));
    lines.push(Line::from(Span::styled(
        tr(lang, "Missed questions:", "Preguntas falladas:"),
        theme.bad,
    )));
    for attempt in missed {
        let question = &run.loaded.quiz.questions[attempt.question];
        lines.push(Line::raw(""));
        lines.extend(paragraph(
            &format!("✗ {}", question.prompt_with(&attempt.values, lang)),
            width,
            theme.text,
        ));
        let given = format!(
            "{}{}",
            tr(lang, "Your answer: ", "Tu respuesta: "),
            given_answer(question, attempt, lang)
        );
        let right = format!(
            "{}{}",
            tr(lang, "Right answer: ", "Respuesta correcta: "),
            right_answer(question, &attempt.values, lang)
        );
        lines.extend(indented(&given, width, theme.bad));
        lines.extend(indented(&right, width, theme.good));
        lines.extend(indented(
            &question.explanation_with(&attempt.values, lang),
            width,
            theme.dim,
        ));
    }
    lines.push(Line::raw(""));
    lines.push(Line::from(Span::styled(
        tr(
            lang,
            "r retries only the missed questions.",
            "r repite solo las preguntas falladas.",
        ),
        theme.accent,
    )));
}

/// Wrapped text set two columns in, under a missed question's prompt.
fn indented<'a>(text: &str, width: u16, style: Style) -> Vec<Line<'a>> {
    paragraph(text, width.saturating_sub(2).max(1), style)
        .into_iter()
        .map(|line| {
            let mut spans = vec![Span::raw("  ")];
            spans.extend(line.spans);
            Line::from(spans)
        })
        .collect()
}

/// A number answer as the student typed it; the value in the language's
/// decimal mark if nothing typed was kept.
fn typed_back(attempt: &Attempt, lang: Lang) -> String {
    match &attempt.answer {
        Answer::Number(value) if attempt.typed.is_empty() => {
            crate::units::local_number(lang, *value)
        }
        Answer::Number(_) | Answer::Choices(_) | Answer::Bool(_) => attempt.typed.clone(),
    }
}

/// The right number with its unit and how far off it may be: "9,59 bits
/// (± 2 %)". None for a question answered with options.
fn right_number(question: &Question, values: &BTreeMap<String, f64>, lang: Lang) -> Option<String> {
    let expected = question.expected_number(values)?;
    let mut text = crate::units::local_number(lang, expected);
    if let Some(unit) = question.unit() {
        text.push(' ');
        text.push_str(unit);
    }
    if let QuestionKind::Numeric { tolerance, .. } | QuestionKind::Calculated { tolerance, .. } =
        &question.kind
    {
        let tolerance = *tolerance;
        text.push_str(&format!(" ({})", tolerance.shown(lang)));
    }
    Some(text)
}

/// What the student answered, in words: the options picked (by text),
/// true or false, or the number as typed.
fn given_answer(question: &Question, attempt: &Attempt, lang: Lang) -> String {
    match &attempt.answer {
        Answer::Choices(picked) => option_texts(question, picked),
        Answer::Bool(value) => true_or_false(*value, lang).to_owned(),
        Answer::Number(_) => {
            let typed = typed_back(attempt, lang);
            match question.unit() {
                Some(unit) => format!("{typed} {unit}"),
                None => typed,
            }
        }
    }
}

/// The right answer, in words.
fn right_answer(question: &Question, values: &BTreeMap<String, f64>, lang: Lang) -> String {
    match &question.kind {
        QuestionKind::Single { choices } | QuestionKind::Multiple { choices } => {
            let right: Vec<usize> = (0..choices.len())
                .filter(|i| question.is_right_option(*i))
                .collect();
            option_texts(question, &right)
        }
        QuestionKind::TrueFalse { answer, .. } => true_or_false(*answer, lang).to_owned(),
        QuestionKind::Numeric { .. } | QuestionKind::Calculated { .. } => {
            right_number(question, values, lang).unwrap_or_default()
        }
    }
}

/// Options by their text, in «», joined.
fn option_texts(question: &Question, options: &[usize]) -> String {
    let choices = question.choices();
    options
        .iter()
        .filter_map(|i| choices.get(*i))
        .map(|choice| format!("«{}»", choice.text))
        .collect::<Vec<_>>()
        .join(" + ")
}

fn true_or_false(value: bool, lang: Lang) -> &'static str {
    if value {
        tr(lang, "True", "Verdadero")
    } else {
        tr(lang, "False", "Falso")
    }
}
