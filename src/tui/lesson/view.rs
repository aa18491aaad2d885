//! Drawing the lesson screen: the list of lessons; the offer to continue;
//! a step with its section, text, scene, table and predict prompt, whose
//! feedback and reveal show once it is answered.

use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;

use super::LessonScreen;
use super::measured::experiment_said;
use super::scene_lines::scene_lines;
use super::scroll::{follow_scroll, pad_for_scroll, paragraph_starts, sentence_cut};
use super::state::OpenLesson;
use super::table_lines::table_lines;
use crate::content::lesson::Predict;
use crate::t;
use crate::tui::protocol::{Click, Context};
use crate::tui::text::wrap;

use crate::tui::widgets::{choice_hits, choice_list, paragraph, said_lines, scrolled};

/// A bit array cut by the view's top edge, its values above it, shows
/// none of its rows: an index row or the ✓ ✗ marks alone point at bits
/// not on screen (reader 12, en 1.4 and es 1.8, after x or PgDn). The
/// first of them says where the array is (`above`): two blank rows read
/// as the array gone (reader 13, en 1.3).
fn blank_cut_array<'a>(lines: &mut [Line<'a>], scroll: usize, above: Line<'a>) {
    let array_row = |line: &Line| {
        let text: String = line
            .spans
            .iter()
            .map(|span| span.content.as_ref())
            .collect();
        let text = text.trim();
        !text.is_empty()
            && text
                .chars()
                .all(|c| c.is_ascii_digit() || matches!(c, ' ' | '✓' | '✗' | '▲' | '−' | '✂'))
    };
    if scroll == 0 || !lines.get(scroll - 1).is_some_and(array_row) {
        return;
    }
    let mut above = Some(above);
    for line in lines.iter_mut().skip(scroll) {
        if !array_row(line) {
            break;
        }
        *line = above.take().unwrap_or_default();
    }
}

/// An open step as laid out in the screen's area: what the keys scroll.
pub(in crate::tui) struct StepMeasure {
    /// Its lines.
    pub(in crate::tui) total: usize,
    /// The scroll that shows what appeared, while the view follows it.
    pub(in crate::tui) follow: Option<usize>,
    /// The rows of the area.
    pub(in crate::tui) height: u16,
    /// Where each choice was drawn.
    pub(in crate::tui) choice_rows: ChoiceRows,
    /// The lines that begin a paragraph ([`paragraph_starts`]).
    pub(in crate::tui) paragraphs: Vec<usize>,
}

/// Where each choice was drawn, for clicks: (first line, end line, choice).
pub(super) type ChoiceRows = Vec<(usize, usize, usize)>;

impl LessonScreen {
    pub(crate) fn render(
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
        let (header, body) = step_layout(area);
        super::header::render_header(frame, header, open, ctx);
        let width = body.width.saturating_sub(1).max(1);
        if let Some(saved) = open.resume {
            let mut offer = resume_offer(open, saved, ctx);
            // The question «r again: start over?», or what the key did.
            if let Some(notice) = &open.notice {
                offer = format!("{offer}\n\n{notice}");
            }
            frame.render_widget(Paragraph::new(paragraph(&offer, width, theme.warn)), body);
            return;
        }
        let (mut lines, anchor, choice_rows) = self.step_lines(open, width, body.height, ctx);
        let scroll = open.shown_scroll(lines.len(), anchor, body.height);
        // Counters are called counters here too (reader 42, es 6.2: «the
        // bit array is just above» over a row of counters).
        let counting = open.loaded.scenes[open.step]
            .as_ref()
            .is_some_and(|scene| scene.after.counting);
        let above = Line::from(Span::styled(
            t!(
                ctx.lang,
                "lesson-array-above",
                kind = if counting { "counter" } else { "bit" }
            ),
            ctx.theme.dim,
        ));
        blank_cut_array(&mut lines, usize::from(scroll), above);
        // While a choice is due, ↑↓ move the answer, not the text.
        let arrows_scroll = !(open.blocked() && open.numeric().is_none());
        let (scroll, view, _) = scrolled(frame, body, lines, scroll, arrows_scroll, ctx);
        choice_hits(hits, view, scroll, &choice_rows);
    }

    /// The lines the open step is scrolled down by, in the context's
    /// area, as drawn (0 without an open step).
    pub(crate) fn shown_scroll(&self, ctx: &Context) -> u16 {
        self.open.as_ref().map_or(0, |open| {
            let measure = self.step_measure(open, ctx);
            open.shown_scroll(measure.total, measure.follow, measure.height)
        })
    }

    /// The open step's lines in the context's area, where what changed
    /// begins, and the area's height: what the keys scroll by.
    pub(in crate::tui) fn step_measure(&self, open: &OpenLesson, ctx: &Context) -> StepMeasure {
        let (_, body) = step_layout(ctx.area);
        let width = body.width.saturating_sub(1).max(1);
        let (lines, follow, choice_rows) = self.step_lines(open, width, body.height, ctx);
        StepMeasure {
            total: lines.len(),
            follow,
            height: body.height,
            choice_rows,
            paragraphs: paragraph_starts(&lines),
        }
    }

    /// The step's lines, the scroll that shows what changes at this step
    /// (the view follows it there, [`follow_scroll`]) in `height` rows, and
    /// where each choice was drawn.
    fn step_lines<'a>(
        &self,
        open: &'a OpenLesson,
        width: u16,
        height: u16,
        ctx: &Context,
    ) -> (Vec<Line<'a>>, Option<usize>, ChoiceRows) {
        let theme = &ctx.theme;
        let step = open.current();
        let mut lines: Vec<Line> = Vec::new();
        if let Some(arrival) = &open.arrival {
            lines.extend(paragraph(arrival, width, theme.warn));
            lines.push(Line::raw(""));
        }
        lines.extend(paragraph(&step.text, width, theme.text));
        let answered = open.answers[open.step];
        let reveal = open.revealed();
        // Where what changes at this step begins: the scene an answer
        // reveals, else the question (so the student sees whether the
        // prediction was right); the measurement once it runs, on a step
        // with nothing to predict.
        let mut anchor = None;
        if let Some(scene) = &open.loaded.scenes[open.step] {
            lines.push(Line::raw(""));
            anchor = Some(lines.len());
            lines.extend(scene_lines(scene, reveal, width, ctx));
        }
        if let Some(table) = &step.table {
            lines.push(Line::raw(""));
            lines.extend(table_lines(&table.header, &table.rows, width, ctx));
        }
        let mut choice_rows = Vec::new();
        let mut verdict_end = None;
        if let Some(predict) = &step.predict {
            lines.push(Line::raw(""));
            if open.loaded.scenes[open.step].is_none() {
                anchor = Some(lines.len());
            }
            (choice_rows, verdict_end) = predict_lines(open, predict, width, ctx, &mut lines);
            if answered
                .is_some_and(|picked| picked < predict.choices.len() || predict.numeric().is_some())
                && let Some(reveal_text) = &step.reveal
            {
                lines.push(Line::raw(""));
                lines.extend(paragraph(reveal_text, width, theme.text));
            }
        }
        if let Some(experiment) = &step.experiment {
            lines.push(Line::raw(""));
            let live = self.live.as_ref().filter(|live| live.step == open.step);
            // A run the student asked for again (x) is followed too, even
            // on a step whose question came first.
            let followed = live.is_some_and(|live| step.predict.is_none() || live.reruns > 0);
            let answer_anchor = anchor;
            if followed {
                anchor = Some(lines.len());
            }
            let said = experiment_said(open, experiment, live, ctx.lang);
            let measure_start = lines.len();
            lines.extend(said_lines(&said, width, theme));
            // The measurement is then what the student waits to read whole;
            // so is a finished one that followed an answer (reader 7, en 3:
            // its verdict stayed below the fold).
            // But the answer's ✓ or ✗ comes first: where the two do not
            // fit together, the measurement is left to scroll to (reader
            // 8, es 3.1: the answer's verdict went above the view).
            let rows = usize::from(height.saturating_sub(1).max(1));
            let with_the_answer = anchor.is_some_and(|at| lines.len().saturating_sub(rows) <= at);
            // The answer's verdict keeps the view; a line under it says
            // the measurement is below, where the hint's «more below» did
            // not say what (reader 12, en 3.2), unless the view the answer
            // gets shows it begin (reader 15, en 3.6). Decided by the
            // answer's view alone, so that it stays when d measures again
            // and the view follows the new run: it went, and the text
            // under it moved up a row (reader 31, en 3.1; reader 32, en
            // 1.1).
            let answer_sees_all =
                answer_anchor.is_some_and(|at| lines.len().saturating_sub(rows) <= at);
            let below_at = verdict_end
                .filter(|_| live.is_some() && !answer_sees_all)
                .and_then(|end| {
                    let top =
                        answer_anchor.map_or(0, |at| follow_scroll(&lines, at, Some(end), height));
                    // After the answer's explanation where the view holds
                    // it, not between the ✓ and its words (reader 23, en
                    // 3.3); the blank line before the measurement stays.
                    let explained = measure_start.saturating_sub(1);
                    (measure_start >= top + rows).then_some(if explained < top + rows {
                        explained
                    } else {
                        sentence_cut(&lines, (end, explained), answer_anchor, top + rows)
                    })
                });
            if let Some(at) = below_at {
                let below = t!(ctx.lang, "lesson-measurement-below");
                lines.insert(at, Line::from(Span::styled(below, theme.dim)));
                if verdict_end == Some(at) {
                    verdict_end = Some(at + 1);
                }
            }
            if followed || live.is_some_and(|live| live.done) && with_the_answer {
                verdict_end = Some(lines.len());
            }
        }
        // The ending counts the predictions: not before the last is made.
        if open.at_end() && open.revealed() {
            lines.push(Line::raw(""));
            lines.extend(ending_lines(open, width, ctx));
        }
        let mut follow = None;
        if let Some(notice) = &open.notice {
            lines.push(Line::raw(""));
            // Wrapped here, so that the scroll counts every row it takes:
            // as one line, its end fell below the view (reader 25, es 1.1).
            lines.extend(paragraph(notice, width, theme.warn));
            // The notice answers a key: just enough scroll to show it at
            // the bottom (one row kept for the line that says there is
            // more above).
            let rows = usize::from(height.saturating_sub(1).max(1));
            follow = Some(lines.len().saturating_sub(rows));
        }
        // Never past the step's end: a view followed further left blank
        // rows under the end while the step's start was hidden (lesson 3
        // step 1 in Spanish at 80×24, once its first sentence took a line
        // more).
        let limit = usize::from(crate::tui::widgets::scroll_limit(lines.len(), height));
        let follow = follow
            .or_else(|| anchor.map(|anchor| follow_scroll(&lines, anchor, verdict_end, height)))
            .map(|follow| follow.min(limit));
        // Padded for the scroll followed, and for the student's own once a
        // key took over from there: without it, the first PgDn after an
        // answer would find fewer lines and move the view back up.
        let followed = follow.filter(|_| open.follow).unwrap_or(0);
        pad_for_scroll(&mut lines, followed.max(usize::from(open.scroll)), height);
        (lines, follow, choice_rows)
    }

    fn render_list(&self, frame: &mut Frame, area: Rect, ctx: &Context) {
        let entries: Vec<(String, Option<String>)> = ctx
            .catalog
            .lessons_in(ctx.lang)
            .iter()
            .enumerate()
            // Numbered, as the course and the screens call them («lesson
            // 2 builds it»; reader 10, en 4.9).
            .map(|(index, l)| {
                let entry = t!(
                    ctx.lang,
                    "lesson-list-entry",
                    number = index + 1,
                    title = l.lesson.title.clone()
                );
                // How far this student got, as the offer to continue says
                // it (reader 15, es 3.1: the list showed no progress). It
                // opens the summary: after the title it pushed a long
                // title's last words onto a row of their own (reader 30,
                // es 1.10), and alone on a row it read as an item (reader
                // 28, es 1.1).
                let steps = l.lesson.steps.len();
                let saved = ctx.store.lesson(&l.lesson.id, l.lesson.lang.code());
                let progress = match saved.map(|saved| saved.step) {
                    Some(step) if step + 1 >= steps => Some(t!(ctx.lang, "lesson-list-finished")),
                    Some(step) if step > 0 => Some(t!(
                        ctx.lang,
                        "lesson-list-progress",
                        step = step + 1,
                        steps = steps
                    )),
                    _ => None,
                };
                let summary = match (progress, &l.lesson.summary) {
                    (Some(progress), Some(summary)) => Some(format!("{progress} {summary}")),
                    (progress, summary) => progress.or_else(|| summary.clone()),
                };
                (entry, summary)
            })
            .collect();
        let title = t!(ctx.lang, "lesson-list-title");
        let lines = choice_list(&title, &entries, self.selected, area.width, &ctx.theme);
        frame.render_widget(Paragraph::new(lines), area);
    }
}

/// The header (two lines) and the step's body below it.
fn step_layout(area: Rect) -> (Rect, Rect) {
    let [header, body] = Layout::vertical([Constraint::Length(2), Constraint::Min(0)]).areas(area);
    (header, body)
}

/// The predictions the saved progress of this lesson holds: what
/// starting over would forget.
pub(super) fn saved_predictions<'a>(
    open: &OpenLesson,
    ctx: &'a Context,
) -> &'a [crate::records::Prediction] {
    let lesson = &open.loaded.lesson;
    ctx.store
        .lesson(&lesson.id, lesson.lang.code())
        .map(|saved| saved.predictions.as_slice())
        .unwrap_or_default()
}

/// The offer to continue, or to start over: starting over forgets the
/// predictions made, so the offer says how many there were (reader 18,
/// en 3.7: they were forgotten silently).
fn resume_offer(open: &OpenLesson, saved: usize, ctx: &Context) -> String {
    let lang = ctx.lang;
    let lesson = &open.loaded.lesson;
    let predictions = saved_predictions(open, ctx);
    let right = predictions.iter().filter(|p| p.correct).count();
    let answered = predictions.len();
    if open.finished(saved) {
        return t!(
            lang,
            "lesson-resume-finished",
            right = right,
            answered = answered
        );
    }
    t!(
        lang,
        "lesson-resume-step",
        step = saved + 1,
        steps = lesson.steps.len(),
        right = right,
        answered = answered
    )
}

/// The predict prompt: its question, its choices (the cursor while it
/// waits; ✓ and ✗ once answered), then the feedback and explanation.
/// Returns where each choice was drawn, and once answered where the
/// verdict (✓ or ✗ and its feedback) ends.
fn predict_lines(
    open: &OpenLesson,
    predict: &Predict,
    width: u16,
    ctx: &Context,
    lines: &mut Vec<Line<'_>>,
) -> (ChoiceRows, Option<usize>) {
    let theme = &ctx.theme;
    let answered = open.answers[open.step];
    let question = if ctx.lang.lower_case_after_colon() {
        crate::lang::after_colon(&predict.question)
    } else {
        predict.question.clone()
    };
    let prompt = t!(ctx.lang, "lesson-predict", question = question);
    lines.extend(paragraph(&prompt, width, theme.warn));
    let mut choice_rows = Vec::new();
    if let Some((answer, tolerance)) = predict.numeric() {
        let verdict_end = numeric_lines(open, answer, tolerance, predict, width, ctx, lines);
        return (choice_rows, verdict_end);
    }
    // In this student's order: row `row` shows choice `index` of the file.
    for row in 0..predict.choices.len() {
        let Some(index) = open.choice_at(row) else {
            continue;
        };
        let choice = &predict.choices[index];
        let picked = answered == Some(index);
        let symbol = match answered {
            None if row == open.cursor => "▶",
            None => " ",
            Some(_) if choice.correct => "✓",
            Some(_) if picked => "✗",
            Some(_) => " ",
        };
        let style = match answered {
            None if row == open.cursor => theme.selected,
            None => theme.text,
            Some(_) if choice.correct => theme.good,
            Some(_) if picked => theme.bad,
            Some(_) => theme.dim,
        };
        let first = lines.len();
        for (line, text) in wrap(&choice.text, (width as usize).saturating_sub(6))
            .into_iter()
            .enumerate()
        {
            let prefix = if line == 0 {
                format!("{symbol} {}) ", row + 1)
            } else {
                "     ".to_owned()
            };
            lines.push(Line::from(Span::styled(format!("{prefix}{text}"), style)));
        }
        choice_rows.push((first, lines.len(), row));
    }
    let mut verdict_end = None;
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
        verdict_end = Some(lines.len());
        if let Some(explanation) = &predict.explanation {
            lines.extend(paragraph(explanation, width, theme.text));
        }
    }
    (choice_rows, verdict_end)
}

/// The end of the lesson: how many predictions were right, and where to
/// go next (the lesson's quiz, the experiments screen).
fn ending_lines<'a>(open: &OpenLesson, width: u16, ctx: &Context) -> Vec<Line<'a>> {
    let theme = &ctx.theme;
    let lang = ctx.lang;
    let count = open.predictions();
    let mut lines = Vec::new();
    let (right, answered) = (count.right, count.answered);
    let mut score = match answered + count.unanswered {
        // A lesson that asks nothing has no score to give.
        0 => t!(lang, "lesson-end"),
        _ => t!(lang, "lesson-end-score", right = right, answered = answered),
    };
    // Only what was answered is scored; say what was left out.
    if count.unanswered > 0 {
        let left = t!(lang, "lesson-end-unanswered", count = count.unanswered);
        score = format!("{score} {left}");
    }
    lines.extend(paragraph(&score, width, theme.title));
    let quiz = open.loaded.lesson.quiz.as_ref().map(|id| {
        ctx.catalog
            .quiz(id, lang)
            .map_or_else(|| id.clone(), |quiz| quiz.quiz.title.clone())
    });
    if let Some(quiz) = quiz {
        let text = t!(lang, "lesson-end-quiz", quiz = quiz);
        lines.extend(paragraph(&text, width, theme.text));
    }
    // The Experiments screen's verdicts (intervals, p-values, Holm) are
    // taught in the second lesson: the first lesson, which requires
    // none, does not send a student there yet (reader 8, es 6.2).
    if !open.loaded.lesson.requires.is_empty() {
        lines.extend(paragraph(
            &t!(lang, "lesson-end-experiments"),
            width,
            theme.text,
        ));
    }
    lines
}

/// A numeric predict: the typed answer while it waits, then whether it was
/// right, the right number and its tolerance, and the explanation.
/// Returns where the verdict ends, once answered.
fn numeric_lines(
    open: &OpenLesson,
    answer: f64,
    tolerance: crate::content::quiz::Tolerance,
    predict: &Predict,
    width: u16,
    ctx: &Context,
    lines: &mut Vec<Line<'_>>,
) -> Option<usize> {
    let theme = &ctx.theme;
    let lang = ctx.lang;
    let Some(given) = open.given[open.step].filter(|_| open.answers[open.step].is_some()) else {
        if open.answers[open.step].is_none() {
            let prompt = t!(lang, "lesson-your-answer", typed = open.typed.as_str());
            lines.push(Line::from(Span::styled(prompt, theme.selected)));
        } else {
            // Restored from saved progress: the number itself was not kept,
            // but the right one is said, as after a typed answer: «✗ Your
            // answer was off.» alone gave no number (reader 40, es 6.7).
            let right = open.answers[open.step] == Some(0);
            let (answer, margin) = (
                crate::units::answer_figure(lang, answer, tolerance.margin(answer)),
                tolerance.shown(lang),
            );
            let text = if right {
                t!(
                    lang,
                    "lesson-numeric-was-right",
                    answer = answer,
                    margin = margin
                )
            } else {
                t!(
                    lang,
                    "lesson-numeric-was-off",
                    answer = answer,
                    margin = margin
                )
            };
            lines.push(Line::from(Span::styled(
                text,
                if right { theme.good } else { theme.bad },
            )));
        }
        let verdict_end = lines.len();
        if let Some(explanation) = predict
            .explanation
            .as_ref()
            .filter(|_| open.answers[open.step].is_some())
        {
            lines.extend(paragraph(explanation, width, theme.text));
        }
        return open.answers[open.step].map(|_| verdict_end);
    };
    let margin = tolerance.shown(lang);
    let right = open.answers[open.step] == Some(0);
    let (given, answer) = (
        crate::units::decimal_grouped(lang, given),
        crate::units::answer_figure(lang, answer, tolerance.margin(answer)),
    );
    let text = if right {
        t!(
            lang,
            "lesson-numeric-right",
            // «✓ 9.4 is right: the answer is 9.4» said the number twice
            // (reader 42, en 4.12).
            same = if given == answer { "yes" } else { "no" },
            given = given,
            answer = answer,
            margin = margin
        )
    } else {
        t!(
            lang,
            "lesson-numeric-off",
            given = given,
            answer = answer,
            margin = margin
        )
    };
    lines.extend(paragraph(
        &text,
        width,
        if right { theme.good } else { theme.bad },
    ));
    let mut verdict_end = lines.len();
    if let Some(explanation) = &predict.explanation {
        let said = paragraph(explanation, width, theme.text);
        // Its first lines are the number's feedback, followed into view
        // (reader 34, es 1.8: only «✓ 13,7 es correcto» showed).
        verdict_end += said.len().min(NUMBER_FEEDBACK_SHOWN);
        lines.extend(said);
    }
    Some(verdict_end)
}

/// The explanation's lines a typed number's verdict brings into view.
const NUMBER_FEEDBACK_SHOWN: usize = 3;
