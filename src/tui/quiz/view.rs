//! Drawing the quiz screen: the list of quizzes; a question with its
//! options, items to order or number field, hint, feedback and
//! explanation; and the summary. Every state is spelled out in symbols and words, so the
//! screen reads without colour.

use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;

use super::answer_words::{
    given_answer, right_answer, right_number, true_or_false, typed_back, unit_after,
};
use super::session::{Attempt, Phase, QuizRun};
use super::{QuizScreen, ResumeOffer};
use crate::content::{Answer, QuestionKind};
use crate::records::format_time_in_words_zoned;
use crate::t;
use crate::tui::protocol::{Click, Context};
use crate::tui::widgets::{choice_hits, fitted, paragraph, scroll_limit, scrolled, title_fit};

use super::options::option_lines;

/// Where each option was drawn, for clicks: (first line, end line, row).
pub(super) type OptionRows = Vec<(usize, usize, usize)>;

impl QuizScreen {
    pub(crate) fn render(
        &self,
        frame: &mut Frame,
        area: Rect,
        ctx: &Context,
        hits: &mut Vec<(Rect, Click)>,
    ) {
        if let Some(offer) = &self.offer {
            render_offer(frame, area, offer, ctx);
            return;
        }
        let Some(run) = &self.run else {
            super::list::render_list(frame, area, self.selected, ctx);
            return;
        };
        let (header, body) = layout(area);
        render_header(frame, header, run, ctx);
        let width = body.width.saturating_sub(1).max(1);
        let mut lines: Vec<Line> = vec![Line::raw("")];
        if run.phase == Phase::Summary {
            summary_lines(run, width, ctx, &mut lines);
            scrolled(frame, body, lines, run.scroll, true, ctx);
            return;
        }
        let option_rows = question_lines(run, width, ctx, &mut lines);
        // A long question scrolls so its end (the feedback, a notice)
        // stays in sight, with a line saying there is more above; PgUp
        // goes back up from there.
        if lines.len() as u16 > body.height {
            let end = scroll_limit(lines.len(), body.height);
            let (scroll, view, _) = scrolled(
                frame,
                body,
                lines,
                end.saturating_sub(run.scroll),
                false,
                ctx,
            );
            choice_hits(hits, view, scroll, &option_rows);
        } else {
            frame.render_widget(Paragraph::new(lines), body);
            choice_hits(hits, body, 0, &option_rows);
        }
    }
}

/// The header line and the body below it.
fn layout(area: Rect) -> (Rect, Rect) {
    let [header, body] = Layout::vertical([Constraint::Length(1), Constraint::Min(0)]).areas(area);
    (header, body)
}

/// The largest useful scroll of the summary in the context's area: where
/// the keys stop scrolling it.
/// The rows the summary is shown in.
pub(super) fn summary_rows(ctx: &Context) -> u16 {
    layout(ctx.area).1.height
}

pub(super) fn summary_scroll_limit(run: &QuizRun, ctx: &Context) -> u16 {
    let (_, body) = layout(ctx.area);
    let mut lines: Vec<Line> = vec![Line::raw("")];
    summary_lines(run, body.width.saturating_sub(1).max(1), ctx, &mut lines);
    scroll_limit(lines.len(), body.height)
}

/// The offer to take an unfinished attempt up again: when it was left,
/// how far it got, and the keys.
fn render_offer(frame: &mut Frame, area: Rect, offer: &ResumeOffer, ctx: &Context) {
    let (lang, theme) = (ctx.lang, &ctx.theme);
    let attempt = &offer.unfinished;
    let total = offer.loaded.quiz.questions.len();
    let width = area.width.max(1);
    let mut lines = vec![
        Line::from(Span::styled(
            fitted(&offer.loaded.quiz.title, area.width as usize),
            theme.title,
        )),
        Line::raw(""),
    ];
    let said = t!(
        lang,
        "class-resume-offer",
        when = format_time_in_words_zoned(attempt.finished_at, &ctx.time_zone, lang),
        answered = attempt.questions.len(),
        count = total,
        got = attempt.score,
        max = attempt.max_score
    );
    lines.extend(paragraph(&said, width, theme.text));
    lines.push(Line::raw(""));
    for (key, what) in [
        (
            "Enter",
            t!(
                lang,
                "class-resume-enter",
                left = total.saturating_sub(attempt.questions.len())
            ),
        ),
        ("n    ", t!(lang, "class-resume-afresh")),
        ("Esc  ", t!(lang, "class-resume-back")),
    ] {
        lines.push(Line::from(vec![
            Span::styled(format!("  {key}  "), theme.accent),
            Span::styled(what, theme.text),
        ]));
    }
    frame.render_widget(Paragraph::new(lines), area);
}

/// The quiz's title, and where the student is with the score so far.
fn render_header(frame: &mut Frame, header: Rect, run: &QuizRun, ctx: &Context) {
    let theme = &ctx.theme;
    let (got, max) = run.score();
    let status = match run.phase {
        Phase::Summary => t!(ctx.lang, "quiz-header-done", got = got, max = max),
        Phase::Asking | Phase::Answered => t!(
            ctx.lang,
            "quiz-header-question",
            number = run.carried.len() + run.current + 1,
            count = run.total_questions(),
            got = got,
            max = max
        ),
    };
    // Three spaces keep the title apart from the question and score,
    // which are never cut.
    let title_width = (header.width as usize).saturating_sub(status.chars().count() + 3);
    // A retry or a review says so: its count is of the missed questions
    // only (reader 7, en 16: 21 questions became 11 unexplained). The
    // mark stays whole; the title gives way first.
    let mark = match run.session.kind {
        crate::records::AttemptKind::Retry => Some(t!(ctx.lang, "class-mark-retry")),
        crate::records::AttemptKind::Review => Some(t!(ctx.lang, "class-mark-review")),
        _ => None,
    }
    .map(|mark| format!(" · {mark}"))
    .unwrap_or_default();
    let title = format!(
        "{}{mark}",
        title_fit(
            &run.loaded.quiz.title,
            title_width.saturating_sub(mark.chars().count())
        )
    );
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
    let (theme, lang) = (&ctx.theme, ctx.lang);
    let question = run.question();
    let mut prompt = question
        .prompt_with(&run.values, lang)
        .trim_end()
        .to_owned();
    // A question worth more than one point says so before it is
    // answered, so the score does not jump unexplained (reader 8, es 5.5);
    // beside the question, where the header's room is the quiz's name
    // (reader 11, es 1.3: «Cuando un filtro de Bloom …»). It stays once
    // answered: gone, it took its row with it, and the options moved up
    // under the student's eyes (reader 39, es 1.3).
    if question.points > 1 {
        prompt.push_str(&t!(lang, "quiz-worth", points = question.points));
    }
    // Kept once answered, as the points are: a student who reads it only
    // beside the feedback learns why the answer is not the one missed
    // (reader 51, es 6.1).
    if run.session.draws_again(question) {
        prompt.push_str(&t!(lang, "quiz-drawn-again"));
    } else if run.session.redrawn_since_left(question) {
        prompt.push_str(&t!(lang, "quiz-drawn-again-left"));
    }
    lines.extend(paragraph(&prompt, width, theme.title));
    lines.push(Line::raw(""));
    let answered = run.answered_now();
    let mut option_rows = Vec::new();
    match &question.kind {
        QuestionKind::Numeric { .. } | QuestionKind::Calculated { .. } => {
            number_field_lines(run, answered, question.unit(), width, ctx, lines);
        }
        QuestionKind::TrueFalse { .. } => {
            let labels = [true_or_false(true, lang), true_or_false(false, lang)];
            let labels = labels.each_ref().map(String::as_str);
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
        QuestionKind::Ordering(ordering) => {
            let labels: Vec<&str> = run
                .order
                .iter()
                .map(|i| ordering.items[*i].as_str())
                .collect();
            option_rows = option_lines(run, answered, &labels, width, ctx, lines);
        }
    }
    if run.hint
        && let Some(hint) = question.hint_with(&run.values, lang)
    {
        lines.push(Line::raw(""));
        lines.extend(paragraph(
            &t!(lang, "quiz-hint", hint = hint),
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
    width: u16,
    ctx: &Context,
    lines: &mut Vec<Line<'_>>,
) {
    let (theme, lang) = (&ctx.theme, ctx.lang);
    let (typed, number) = match answered {
        Some(attempt) => {
            let typed = typed_back(attempt, lang);
            (typed.clone(), typed)
        }
        None => (format!("{}▏", run.input), run.input.clone()),
    };
    let unit = unit.map(|unit| unit_after(unit, &number, lang));
    lines.push(Line::from(vec![
        Span::styled(
            format!("{} ", t!(lang, "quiz-your-answer-label")),
            theme.dim,
        ),
        Span::styled(format!("[ {typed} ]"), theme.selected),
        Span::raw(format!(" {}", unit.unwrap_or_default())),
    ]));
    if answered.is_none() {
        // Wrapped: a hint is never cut mid-sentence. A % is offered
        // where no unit is shown.
        let how = if run.question().offers_percent() {
            t!(lang, "quiz-number-how")
        } else {
            t!(lang, "quiz-number-how-no-share")
        };
        lines.extend(paragraph(&how, width, theme.dim));
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
    let (theme, lang) = (&ctx.theme, ctx.lang);
    let question = run.question_of(attempt);
    let mut lines = Vec::new();
    let (mut head, style) = if attempt.grade.correct {
        (t!(lang, "quiz-verdict-correct"), theme.good)
    } else if attempt.grade.points > 0 {
        (t!(lang, "quiz-verdict-partly"), theme.warn)
    } else {
        (t!(lang, "quiz-verdict-incorrect"), theme.bad)
    };
    if let Some(chosen) = super::answer_words::chosen(run, attempt, lang) {
        head.push_str(&format!(" — {chosen}"));
    }
    if let Some(right) = right_number(question, &attempt.values, lang) {
        head.push_str(&format!(
            " — {}",
            t!(lang, "quiz-the-answer-is", answer = right)
        ));
        head.push_str(&super::answer_words::in_percent_as_typed(
            question, attempt, lang,
        ));
    }
    lines.extend(paragraph(&head, width, style));
    if let Some(rounding) = super::answer_words::rounding_decided(question, attempt, lang) {
        lines.extend(paragraph(&rounding, width, theme.warn));
    }
    if let Some(slip) = super::answer_words::percent_sign_missing(question, attempt, lang) {
        lines.extend(paragraph(&slip, width, theme.warn));
    }
    match &attempt.answer {
        Answer::Choices(picked) => {
            let choices = question.choices();
            let shown_picked = run.explained_choices(question, picked);
            for (shown, choice) in shown_picked {
                if let Some(option) = choices.get(choice) {
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
        Answer::Order(order) => {
            if let QuestionKind::Ordering(ordering) = &question.kind {
                let placed = t!(
                    lang,
                    "quiz-order-in-place",
                    placed = ordering.in_place(order),
                    count = ordering.items.len(),
                    points = attempt.grade.points,
                    max = question.points
                );
                lines.extend(paragraph(&placed, width, theme.text));
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
    let (theme, lang) = (&ctx.theme, ctx.lang);
    let (got, max) = run.score();
    // No points to get: none got, 0 %.
    let percent = f64::from(got) * 100.0 / f64::from(max.max(1));
    let score = t!(
        lang,
        "quiz-summary-score",
        got = got,
        max = max,
        percent = format!("{percent:.0}")
    );
    lines.push(Line::from(Span::styled(score, theme.title)));
    // 12 points for 9 questions reads wrong until it is said that some
    // questions (an ordering's) are worth more than one.
    let count = run.total_questions();
    if max as usize != count {
        lines.extend(paragraph(
            &t!(
                lang,
                "quiz-summary-worth",
                count = count,
                max = max,
                heavy = run.questions_worth_more()
            ),
            width.saturating_sub(1).max(1),
            theme.dim,
        ));
    }
    let missed = run.missed();
    if missed.is_empty() {
        lines.push(Line::from(Span::styled(
            t!(lang, "quiz-summary-all-right"),
            theme.good,
        )));
        return;
    }
    // A question with some of its points is marked as its answer was,
    // ◐, not ✗ (reader 21, en 3.7: an ordering with 2 of 4 points).
    let partly = |attempt: &crate::course::Attempt| attempt.grade.points > 0;
    let heading = if missed.iter().any(|a| partly(a)) {
        t!(lang, "quiz-summary-missed-or-partly")
    } else {
        t!(lang, "quiz-summary-missed")
    };
    lines.push(Line::raw(""));
    lines.push(Line::from(Span::styled(heading, theme.bad)));
    for attempt in missed {
        let question = run.question_of(attempt);
        let mark = if partly(attempt) { "◐" } else { "✗" };
        lines.push(Line::raw(""));
        // The prompt hangs under its first word, as its answers do below
        // it: a wrapped line ran back under the mark (reader 27, es 1.10).
        let prompt = question.prompt_with(&attempt.values, lang);
        lines.extend(crate::tui::widgets::hanging(
            mark, &prompt, width, theme.text,
        ));
        // The labels alone: each message is its label, then the answer.
        let given = t!(lang, "quiz-summary-your-answer", answer = "");
        let right = t!(lang, "quiz-summary-right-answer", answer = "");
        lines.extend(crate::tui::widgets::labelled_lines(
            &[
                (
                    given.trim_end().to_owned(),
                    given_answer(question, attempt, lang),
                    theme.bad,
                ),
                (
                    right.trim_end().to_owned(),
                    // «8.04 %» over «0.0888» read as two kinds of answer:
                    // the percent follows, as on the question (reader 20,
                    // en 5.10).
                    right_answer(question, attempt, lang)
                        + &super::answer_words::in_percent_as_typed(question, attempt, lang),
                    theme.good,
                ),
            ],
            width,
            2,
        ));
        lines.extend(crate::tui::widgets::indented(
            &question.explanation_with(&attempt.values, lang),
            width,
            theme.dim,
        ));
    }
    lines.push(Line::raw(""));
    lines.push(Line::from(Span::styled(
        t!(lang, "quiz-summary-retry"),
        theme.accent,
    )));
}
