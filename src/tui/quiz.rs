//! The quiz: one question at a time, every question type, feedback and
//! explanation after each answer, a summary with the missed questions and a
//! retry of just those.

use std::collections::{BTreeMap, BTreeSet};

use crossterm::event::{KeyCode, KeyEvent};
use rand::SeedableRng;
use rand::rngs::StdRng;
use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;

use super::app::{Action, Click, Context};
use super::text::{tr, wrap};
use super::widgets::paragraph;
use crate::content::{Answer, Grade, LoadedQuiz, Question, QuestionKind, QuestionType};
use crate::lang::Lang;
use crate::records::{AnsweredQuestion, QuizAttempt};

pub struct QuizScreen {
    pub selected: usize,
    pub run: Option<QuizRun>,
    /// Fixed seed for option order and drawn numbers (tests); None draws
    /// a new one for every attempt.
    pub seed: Option<u64>,
    /// The quiz is a review started from My results: its end goes back there.
    pub from_history: bool,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Attempt {
    pub question: usize,
    pub answer: Answer,
    pub grade: Grade,
    pub values: BTreeMap<String, f64>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    Asking,
    Answered,
    Summary,
}

pub struct QuizRun {
    pub loaded: LoadedQuiz,
    /// Indices into the quiz's questions, in the order asked.
    pub questions: Vec<usize>,
    pub current: usize,
    pub phase: Phase,
    pub attempts: Vec<Attempt>,
    rng: StdRng,
    /// This question's option order (indices into its choices).
    pub order: Vec<usize>,
    pub cursor: usize,
    pub picked: BTreeSet<usize>,
    pub input: String,
    pub values: BTreeMap<String, f64>,
    pub hint: bool,
    pub notice: Option<String>,
    started: std::time::Instant,
    recorded: bool,
    /// Lines scrolled in a long summary.
    pub scroll: u16,
    /// Esc was pressed once mid-quiz: a second Esc leaves.
    pub leaving: bool,
    /// The largest useful scroll of the last summary frame.
    pub scroll_limit: std::cell::Cell<u16>,
}

impl QuizRun {
    pub fn new(loaded: LoadedQuiz, questions: Vec<usize>, seed: u64) -> QuizRun {
        let mut run = QuizRun {
            loaded,
            questions,
            current: 0,
            phase: Phase::Asking,
            attempts: Vec::new(),
            rng: StdRng::seed_from_u64(seed),
            order: Vec::new(),
            cursor: 0,
            picked: BTreeSet::new(),
            input: String::new(),
            values: BTreeMap::new(),
            hint: false,
            notice: None,
            started: std::time::Instant::now(),
            recorded: false,
            scroll: 0,
            leaving: false,
            scroll_limit: std::cell::Cell::new(u16::MAX),
        };
        run.prepare();
        run
    }

    /// The finished attempt as it is saved.
    pub fn record(&self, lang: Lang) -> QuizAttempt {
        let (score, max_score) = self.score();
        QuizAttempt {
            id: crate::records::new_attempt_id(),
            quiz_id: self.loaded.quiz.id.clone(),
            lang: lang.code().to_owned(),
            finished_at: crate::records::now(),
            seconds_taken: self.started.elapsed().as_secs_f64(),
            score,
            max_score,
            questions: self
                .attempts
                .iter()
                .map(|attempt| {
                    let question = &self.loaded.quiz.questions[attempt.question];
                    AnsweredQuestion {
                        id: question.id.clone(),
                        answer: answer_text(question, &attempt.answer),
                        correct: attempt.grade.correct,
                        points: attempt.grade.points,
                        max_points: question.points,
                    }
                })
                .collect(),
        }
    }

    pub fn question(&self) -> &Question {
        &self.loaded.quiz.questions[self.questions[self.current]]
    }

    /// Draw the numbers and shuffle the options of the current question.
    fn prepare(&mut self) {
        let question = self.loaded.quiz.questions[self.questions[self.current]].clone();
        self.order = question.option_order(self.loaded.quiz.shuffle, &mut self.rng);
        self.values = question.draw(&mut self.rng);
        self.cursor = 0;
        self.picked.clear();
        self.input.clear();
        self.hint = false;
        self.notice = None;
    }

    pub fn score(&self) -> (u32, u32) {
        let got = self.attempts.iter().map(|a| a.grade.points).sum();
        let max = self
            .attempts
            .iter()
            .map(|a| self.loaded.quiz.questions[a.question].points)
            .sum();
        (got, max)
    }

    fn submit(&mut self, answer: Answer) {
        let question = self.question().clone();
        let grade = question.grade(&answer, &self.values);
        self.attempts.push(Attempt {
            question: self.questions[self.current],
            answer,
            grade,
            values: self.values.clone(),
        });
        self.phase = Phase::Answered;
        self.notice = None;
    }

    fn next(&mut self) {
        if self.current + 1 < self.questions.len() {
            self.current += 1;
            self.phase = Phase::Asking;
            self.prepare();
        } else {
            self.phase = Phase::Summary;
        }
    }

    pub fn missed(&self) -> Vec<&Attempt> {
        self.attempts.iter().filter(|a| !a.grade.correct).collect()
    }

    /// The choice shown at row `row` (an index into the question's choices).
    fn choice_at(&self, row: usize) -> Option<usize> {
        self.order.get(row).copied()
    }

    fn option_count(&self) -> usize {
        self.order.len()
    }
}

/// Parse what a student typed: `9.6`, `1e-4`, `50%`, `10 000`, `10_000`.
/// In English a comma may only group thousands (`10,000`); in Spanish a
/// single comma is the decimal separator (`9,6`). Anything ambiguous is
/// refused with a reason rather than guessed.
pub fn parse_number(text: &str, lang: Lang) -> Result<f64, &'static str> {
    let not_a_number = tr(
        lang,
        "Type a number, such as 9.6, 1e-4 or 50%.",
        "Escribe un número, como 9.6, 1e-4 o 50%.",
    );
    let mut cleaned: String = text
        .chars()
        .filter(|c| !c.is_whitespace() && *c != '_')
        .collect();
    let percent = cleaned.ends_with('%');
    if percent {
        cleaned.pop();
    }
    // In Spanish, "43,135" or "292.343" could be thousands or decimals.
    if lang == Lang::Es {
        let mantissa = cleaned.split(['e', 'E']).next().unwrap_or_default();
        if let Some((_, decimals)) = mantissa.split_once([',', '.'])
            && decimals.len() == 3
            && decimals.chars().all(|c| c.is_ascii_digit())
            && !mantissa.starts_with("0")
            && !mantissa.starts_with("-0")
        {
            return Err(
                "¿Miles o decimales? Escribe los miles con espacios (292 343); si son decimales, agrega un cero al final (292.3430).",
            );
        }
    }
    if cleaned.contains(',') {
        match lang {
            Lang::En => {
                // Only thousands groups: 1,234 or 12,345,678.5.
                let whole = cleaned.split('.').next().unwrap_or_default();
                let mut groups = whole.trim_start_matches('-').split(',');
                let first = groups.next().unwrap_or_default();
                let grouped = (1..=3).contains(&first.len()) && groups.all(|g| g.len() == 3);
                if !grouped {
                    return Err(
                        "Use a point for decimals (2.5); commas only group thousands (10,000).",
                    );
                }
                cleaned = cleaned.replace(',', "");
            }
            Lang::Es => {
                if cleaned.contains('.') || cleaned.matches(',').count() > 1 {
                    return Err(
                        "Usa un solo separador decimal (6.93 o 6,93) y agrupa los miles con espacios (10 000).",
                    );
                }
                cleaned = cleaned.replace(',', ".");
            }
        }
    }
    let value: f64 = cleaned
        .parse()
        .ok()
        .filter(|v: &f64| v.is_finite())
        .ok_or(not_a_number)?;
    Ok(if percent { value / 100.0 } else { value })
}

impl QuizScreen {
    pub fn new(_ctx: &Context) -> QuizScreen {
        QuizScreen {
            selected: 0,
            run: None,
            seed: None,
            from_history: false,
        }
    }

    pub fn start(&mut self, loaded: LoadedQuiz) {
        let count = loaded.quiz.questions.len();
        self.from_history = false;
        self.start_questions(loaded, (0..count).collect());
    }

    /// A quiz of some of the questions only (a retry, or a review).
    pub fn start_questions(&mut self, loaded: LoadedQuiz, questions: Vec<usize>) {
        self.run = Some(QuizRun::new(
            loaded,
            questions,
            self.seed.unwrap_or_else(seed_now),
        ));
    }

    pub fn on_key(&mut self, key: KeyEvent, ctx: &Context) -> Action {
        let quizzes = ctx.catalog.quizzes_in(ctx.lang);
        let Some(run) = self.run.as_mut() else {
            match super::widgets::list_key(&mut self.selected, quizzes.len(), key.code) {
                super::widgets::ListKey::Open(index) => {
                    let quiz = quizzes[index].clone();
                    self.start(quiz);
                }
                super::widgets::ListKey::Back => return Action::Back,
                super::widgets::ListKey::Moved => {}
            }
            return Action::None;
        };
        match run.phase {
            Phase::Summary => match key.code {
                KeyCode::Up => run.scroll = run.scroll.saturating_sub(1),
                KeyCode::Down => {
                    run.scroll = run.scroll.saturating_add(1).min(run.scroll_limit.get())
                }
                KeyCode::PageUp => run.scroll = run.scroll.saturating_sub(10),
                KeyCode::PageDown => {
                    run.scroll = run.scroll.saturating_add(10).min(run.scroll_limit.get())
                }
                KeyCode::Char('r') => {
                    let missed: Vec<usize> = run.missed().iter().map(|a| a.question).collect();
                    if !missed.is_empty() {
                        let loaded = run.loaded.clone();
                        self.run = Some(QuizRun::new(
                            loaded,
                            missed,
                            self.seed.unwrap_or_else(seed_now),
                        ));
                    }
                }
                KeyCode::Char('a') => {
                    let loaded = run.loaded.clone();
                    self.start(loaded);
                }
                KeyCode::Esc | KeyCode::Enter | KeyCode::Char('q') => {
                    self.run = None;
                    if std::mem::take(&mut self.from_history) {
                        return Action::Open(super::app::Screen::History);
                    }
                }
                _ => {}
            },
            Phase::Answered => match key.code {
                KeyCode::Enter | KeyCode::Right | KeyCode::Char('n') | KeyCode::Char(' ') => {
                    run.next();
                    if run.phase == Phase::Summary && !run.recorded {
                        run.recorded = true;
                        return Action::Record(Box::new(run.record(ctx.lang)));
                    }
                }
                KeyCode::Esc if confirm_leave(run, ctx.lang) => self.run = None,
                _ => {}
            },
            Phase::Asking => {
                return Self::asking_key(run, key, ctx.lang).unwrap_or_else(|| {
                    self.run = None;
                    Action::None
                });
            }
        }
        Action::None
    }

    /// Keys while a question waits for its answer. None means "leave the quiz".
    fn asking_key(run: &mut QuizRun, key: KeyEvent, lang: Lang) -> Option<Action> {
        if key.code != KeyCode::Esc {
            run.leaving = false;
        }
        match key.code {
            KeyCode::Esc if confirm_leave(run, lang) => return None,
            KeyCode::Esc => return Some(Action::None),
            KeyCode::Char('h') => {
                run.hint = true;
                return Some(Action::None);
            }
            _ => {}
        }
        match run.question().kind.question_type() {
            QuestionType::Numeric | QuestionType::Calculated => number_key(run, key.code, lang),
            QuestionType::TrueFalse => match key.code {
                KeyCode::Char('t' | 'v' | 's') => choose(run, 0),
                KeyCode::Char('f') => choose(run, 1),
                code => option_key(run, code),
            },
            QuestionType::Single => option_key(run, key.code),
            QuestionType::Multiple => several_options_key(run, key.code, lang),
        }
        Some(Action::None)
    }

    pub fn on_click(&mut self, click: Click, _ctx: &Context) -> Action {
        if let (Some(run), Click::Choice(row)) = (self.run.as_mut(), click)
            && run.phase == Phase::Asking
        {
            match run.question().kind.question_type() {
                QuestionType::Multiple => toggle(run, row),
                QuestionType::Single | QuestionType::TrueFalse => choose(run, row),
                QuestionType::Numeric | QuestionType::Calculated => {}
            }
        }
        Action::None
    }

    pub fn keys(&self, lang: Lang) -> Vec<(&'static str, &'static str)> {
        let back = ("Esc", tr(lang, "back", "volver"));
        let Some(run) = &self.run else {
            return vec![("↑↓ Enter", tr(lang, "start", "empezar")), back];
        };
        match run.phase {
            Phase::Summary => {
                let mut keys = Vec::new();
                if !run.missed().is_empty() {
                    keys.push(("r", tr(lang, "retry missed", "repetir falladas")));
                    keys.push(("↑↓", tr(lang, "scroll", "desplazar")));
                }
                keys.push(("a", tr(lang, "all again", "todas otra vez")));
                keys.push(("Enter", tr(lang, "done", "terminar")));
                keys
            }
            Phase::Answered => vec![("Enter →", tr(lang, "next", "siguiente")), back],
            Phase::Asking => {
                let mut keys = match run.question().kind.question_type() {
                    QuestionType::Single => vec![("1-9 ↑↓ Enter", tr(lang, "answer", "responder"))],
                    QuestionType::Multiple => vec![
                        (
                            tr(lang, "Space 1-9", "Espacio 1-9"),
                            tr(lang, "mark", "marcar"),
                        ),
                        ("Enter", tr(lang, "submit", "enviar")),
                    ],
                    QuestionType::TrueFalse => {
                        vec![(
                            tr(lang, "t/f 1/2", "v/f 1/2"),
                            tr(lang, "true / false", "verdadero / falso"),
                        )]
                    }
                    QuestionType::Numeric | QuestionType::Calculated => vec![
                        ("0-9 . , e %", tr(lang, "type", "escribir")),
                        ("⌫", tr(lang, "erase", "borrar")),
                        ("Enter", tr(lang, "submit", "enviar")),
                    ],
                };
                if run.question().hint.is_some() && !run.hint {
                    keys.push(("h", tr(lang, "hint", "pista")));
                }
                keys.push(back);
                keys
            }
        }
    }

    pub fn render(
        &self,
        frame: &mut Frame,
        area: Rect,
        ctx: &Context,
        hits: &mut Vec<(Rect, Click)>,
    ) {
        let theme = &ctx.theme;
        let lang = ctx.lang;
        let Some(run) = &self.run else {
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
            let lines =
                super::widgets::choice_list(title, &entries, self.selected, area.width, theme);
            frame.render_widget(Paragraph::new(lines), area);
            return;
        };
        let [header, body] =
            Layout::vertical([Constraint::Length(1), Constraint::Min(0)]).areas(area);
        let (got, max) = run.score();
        let status = match (lang, run.phase) {
            (Lang::En, Phase::Summary) => format!("done · score {got}/{max}"),
            (Lang::Es, Phase::Summary) => format!("terminado · puntaje {got}/{max}"),
            (Lang::En, _) => format!(
                "question {} of {} · score {got}/{max}",
                run.current + 1,
                run.questions.len()
            ),
            (Lang::Es, _) => format!(
                "pregunta {} de {} · puntaje {got}/{max}",
                run.current + 1,
                run.questions.len()
            ),
        };
        let title_width = (header.width as usize).saturating_sub(status.chars().count() + 1);
        let title: String = run.loaded.quiz.title.chars().take(title_width).collect();
        frame.render_widget(
            Paragraph::new(Line::from(vec![
                Span::styled(format!("{title:<title_width$}"), theme.dim),
                Span::styled(format!(" {status}"), theme.accent),
            ])),
            header,
        );
        let width = body.width.saturating_sub(1).max(1);
        let mut lines: Vec<Line> = vec![Line::raw("")];
        if run.phase == Phase::Summary {
            self.summary_lines(run, width, ctx, &mut lines);
            let (_, _, limit) = super::widgets::scrolled(frame, body, lines, run.scroll, true, ctx);
            run.scroll_limit.set(limit);
            return;
        }
        let question = run.question();
        lines.extend(paragraph(
            &question.prompt_with(&run.values, lang),
            width,
            theme.title,
        ));
        lines.push(Line::raw(""));
        let answered = run.attempts.last().filter(|_| run.phase == Phase::Answered);
        let mut choice_rows = Vec::new();
        match question.kind.question_type() {
            QuestionType::Numeric | QuestionType::Calculated => {
                let unit = question.unit().unwrap_or_default();
                let typed = match answered {
                    Some(Attempt {
                        answer: Answer::Number(value),
                        ..
                    }) => crate::units::number(lang, *value),
                    _ => format!("{}▏", run.input),
                };
                lines.push(Line::from(vec![
                    Span::styled(tr(lang, "Your answer: ", "Tu respuesta: "), theme.dim),
                    Span::styled(format!("[ {typed} ]"), theme.selected),
                    Span::raw(format!(" {unit}")),
                ]));
                if answered.is_none() {
                    lines.push(Line::from(Span::styled(
                        tr(
                            lang,
                            "Decimals with a point (2.5); 1e-4 and 50% work too.",
                            "Decimales con punto o coma (2.5 o 2,5); también valen 1e-4 y 50%.",
                        ),
                        theme.dim,
                    )));
                }
            }
            QuestionType::Single | QuestionType::Multiple | QuestionType::TrueFalse => {
                let labels: Vec<String> = match &question.kind {
                    QuestionKind::TrueFalse { .. } => vec![
                        tr(lang, "True", "Verdadero").to_owned(),
                        tr(lang, "False", "Falso").to_owned(),
                    ],
                    QuestionKind::Single { choices } | QuestionKind::Multiple { choices } => {
                        run.order.iter().map(|i| choices[*i].text.clone()).collect()
                    }
                    QuestionKind::Numeric { .. } | QuestionKind::Calculated { .. } => Vec::new(),
                };
                for (row, label) in labels.iter().enumerate() {
                    let choice_index = run.order[row];
                    let (symbol, note, style) = choice_look(run, answered, row, choice_index, ctx);
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
                    choice_rows.push((first, lines.len(), row));
                }
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
            lines.extend(self.feedback_lines(run, attempt, width, ctx));
        }
        if let Some(notice) = &run.notice {
            lines.push(Line::raw(""));
            lines.extend(paragraph(notice, width, theme.warn));
        }
        let overflow = (lines.len() as u16).saturating_sub(body.height);
        frame.render_widget(Paragraph::new(lines).scroll((overflow, 0)), body);
        super::widgets::choice_hits(hits, body, overflow, &choice_rows);
    }

    fn feedback_lines<'a>(
        &self,
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
        if let Some(expected) = question.expected_number(&attempt.values) {
            let unit = question.unit().unwrap_or_default();
            head.push_str(&format!(
                " — {} {} {unit}",
                tr(lang, "the answer is", "la respuesta es"),
                crate::units::number(lang, expected)
            ));
        }
        lines.push(Line::from(Span::styled(head, style)));
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
            answer => {
                for feedback in question.feedback(answer) {
                    lines.extend(paragraph(&feedback, width, theme.text));
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

    fn summary_lines<'a>(
        &self,
        run: &QuizRun,
        width: u16,
        ctx: &Context,
        lines: &mut Vec<Line<'a>>,
    ) {
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
            Lang::Es => format!("Puntaje: {got} de {max} ({percent:.0} %)"),
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
            lines.extend(paragraph(
                &format!("✗ {}", question.prompt_with(&attempt.values, lang)),
                width,
                theme.text,
            ));
            lines.extend(paragraph(
                &format!("  {}", question.explanation_with(&attempt.values, lang)),
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
}

/// How one option looks: a leading symbol, a trailing note, a style.
/// Every state is spelled out, so it reads without colour: the cursor ▶,
/// ticked boxes, ✓ for right options, ✗ for a wrong pick, and which ones
/// were the student's.
fn choice_look(
    run: &QuizRun,
    answered: Option<&Attempt>,
    row: usize,
    choice: usize,
    ctx: &Context,
) -> (&'static str, &'static str, ratatui::style::Style) {
    let theme = &ctx.theme;
    let lang = ctx.lang;
    let question = run.question();
    let multiple = question.kind.question_type() == QuestionType::Multiple;
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
    let correct = question.is_right_option(choice);
    let picked = match &attempt.answer {
        Answer::Choices(list) => list.contains(&choice),
        Answer::Bool(value) => *value == (choice == 0),
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

/// Leaving mid-quiz loses the attempt: the first Esc warns, the second
/// leaves. Returns whether to leave now.
fn confirm_leave(run: &mut QuizRun, lang: Lang) -> bool {
    if run.leaving {
        return true;
    }
    run.leaving = true;
    run.notice = Some(
        tr(
            lang,
            "Press Esc again to leave the quiz: this attempt will not be saved.",
            "Pulsa Esc otra vez para salir: este intento no se guardará.",
        )
        .to_owned(),
    );
    false
}

fn toggle(run: &mut QuizRun, row: usize) {
    if row < run.option_count() && !run.picked.remove(&row) {
        run.picked.insert(row);
    }
    run.cursor = row.min(run.option_count().saturating_sub(1));
}

/// Answer with the option at `row`.
fn choose(run: &mut QuizRun, row: usize) {
    let Some(answer) = run
        .choice_at(row)
        .and_then(|option| run.question().option_answer(option))
    else {
        return;
    };
    run.cursor = row;
    run.submit(answer);
}

/// Keys of a question answered with a number typed in.
fn number_key(run: &mut QuizRun, code: KeyCode, lang: Lang) {
    match code {
        KeyCode::Char(c)
            if (c.is_ascii_digit()
                || matches!(c, '.' | ',' | '-' | '+' | 'e' | 'E' | '%' | '_')
                // Spanish groups thousands with spaces: 292 343.
                || (c == ' ' && !run.input.is_empty()))
                && run.input.chars().count() < 32 =>
        {
            run.input.push(c);
        }
        KeyCode::Backspace => {
            run.input.pop();
        }
        KeyCode::Delete => run.input.clear(),
        KeyCode::Enter => match parse_number(&run.input, lang) {
            Ok(value) => run.submit(Answer::Number(value)),
            Err(problem) => run.notice = Some(problem.to_owned()),
        },
        _ => {}
    }
}

/// Keys of a question answered with one option.
fn option_key(run: &mut QuizRun, code: KeyCode) {
    match code {
        KeyCode::Up => run.cursor = run.cursor.saturating_sub(1),
        KeyCode::Down => run.cursor = (run.cursor + 1).min(run.option_count().saturating_sub(1)),
        KeyCode::Char(c @ '1'..='9') => choose(run, c as usize - '1' as usize),
        KeyCode::Enter => {
            let cursor = run.cursor;
            choose(run, cursor);
        }
        _ => {}
    }
}

/// Keys of a question answered by ticking several options.
fn several_options_key(run: &mut QuizRun, code: KeyCode, lang: Lang) {
    match code {
        KeyCode::Up => run.cursor = run.cursor.saturating_sub(1),
        KeyCode::Down => run.cursor = (run.cursor + 1).min(run.option_count().saturating_sub(1)),
        KeyCode::Char(' ') => {
            let cursor = run.cursor;
            toggle(run, cursor);
        }
        KeyCode::Char(c @ '1'..='9') => toggle(run, c as usize - '1' as usize),
        KeyCode::Enter if run.picked.is_empty() => {
            run.notice = Some(
                tr(
                    lang,
                    "Select at least one option (Space), then Enter.",
                    "Marca al menos una opción (Espacio) y luego Enter.",
                )
                .to_owned(),
            );
        }
        KeyCode::Enter => {
            let picked: Vec<usize> = run
                .picked
                .iter()
                .filter_map(|row| run.choice_at(*row))
                .collect();
            run.submit(Answer::Choices(picked));
        }
        _ => {}
    }
}

/// An answer as it is saved: the chosen options' texts, true or false, or
/// the number.
fn answer_text(question: &Question, answer: &Answer) -> String {
    match answer {
        Answer::Choices(picked) => {
            let choices = question.choices();
            picked
                .iter()
                .filter_map(|i| choices.get(*i))
                .map(|c| c.text.clone())
                .collect::<Vec<_>>()
                .join(" | ")
        }
        Answer::Bool(value) => value.to_string(),
        Answer::Number(value) => typed_number(*value),
    }
}

/// A typed number as the student would write it: 50% is kept as 0.5, not
/// 0.49999999999999994, and a huge or tiny value (1e308) in scientific
/// notation rather than 309 digits.
fn typed_number(value: f64) -> String {
    if value != 0.0 && !(1e-6..1e15).contains(&value.abs()) {
        return format!("{value:e}");
    }
    let text = crate::units::format_sig(value, 10);
    if text.contains('.') && !text.contains('e') {
        text.trim_end_matches('0').trim_end_matches('.').to_owned()
    } else {
        text
    }
}

/// A seed for shuffling that differs between attempts.
fn seed_now() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(7, |d| d.as_nanos() as u64)
}

#[cfg(test)]
mod tests {
    use super::{parse_number, typed_number};

    #[test]
    fn typed_numbers_are_kept_short() {
        assert_eq!(typed_number(0.5), "0.5");
        assert_eq!(typed_number(9.59), "9.59");
        assert_eq!(typed_number(1e308), "1e308");
        assert_eq!(typed_number(-2.5e-9), "-2.5e-9");
        assert_eq!(typed_number(0.0), "0");
    }
    use crate::lang::Lang;

    #[test]
    fn numbers_as_students_type_them() {
        assert_eq!(parse_number("9.6", Lang::En), Ok(9.6));
        assert_eq!(parse_number("9.6", Lang::Es), Ok(9.6));
        assert_eq!(parse_number("9,6", Lang::Es), Ok(9.6));
        assert_eq!(parse_number("10 000", Lang::Es), Ok(10_000.0));
        assert_eq!(parse_number("10\u{a0}000", Lang::Es), Ok(10_000.0));
        assert_eq!(parse_number("10,000", Lang::En), Ok(10_000.0));
        assert_eq!(parse_number("1,234.5", Lang::En), Ok(1234.5));
        assert_eq!(parse_number("50%", Lang::En), Ok(0.5));
        assert_eq!(parse_number("1e-4", Lang::En), Ok(1e-4));
        assert!(
            parse_number("6,93", Lang::En).is_err(),
            "a decimal comma in English is refused"
        );
        assert!(
            parse_number("10.000,5", Lang::Es).is_err(),
            "two separators are refused"
        );
        assert!(parse_number("1,2,3", Lang::Es).is_err());
        assert!(parse_number("", Lang::En).is_err());
        assert!(parse_number("abc", Lang::En).is_err());
    }
}
