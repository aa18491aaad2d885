//! My results: quiz attempts over time, the questions missed most often,
//! and a quiz made of them.

use std::cell::Cell;
use std::collections::BTreeMap;

use crossterm::event::{KeyCode, KeyEvent};
use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::symbols::Marker;
use ratatui::text::{Line, Span};
use ratatui::widgets::{GraphType, Paragraph};

use super::protocol::{Action, Click, Context, KeyHelp, Screen};
use super::text::tr;
use super::widgets::{axis, chart, fitted, paragraph, series};
use crate::lang::Lang;
use crate::records::{QuizAttempt, format_time};

#[derive(Default)]
pub struct HistoryScreen {
    /// Which quiz's history is shown, among those with attempts.
    pub selected: usize,
    /// Said after `r` found nothing to review, until the next key.
    pub notice: Option<&'static str>,
    /// Whether the quiz shown has questions still missed, as last drawn:
    /// the key bar offers `r` only then.
    pub reviewable: Cell<bool>,
}

/// The quizzes that have attempts, in order of first attempt.
fn quiz_ids(ctx: &Context) -> Vec<String> {
    let mut ids: Vec<String> = Vec::new();
    for attempt in ctx.store.attempts() {
        if !ids.contains(&attempt.quiz_id) {
            ids.push(attempt.quiz_id.clone());
        }
    }
    ids
}

/// The questions still missed: those whose latest answer, over attempts in
/// the order they were made, was wrong. Each with how often it was missed
/// in all, most often first (ties by id). A question answered right since
/// drops off, however often it was missed before.
pub fn most_missed(attempts: &[&QuizAttempt]) -> Vec<(String, usize)> {
    // id → (times missed, latest answer right)
    let mut history: BTreeMap<&str, (usize, bool)> = BTreeMap::new();
    for attempt in attempts {
        for question in &attempt.questions {
            let entry = history.entry(question.id.as_str()).or_default();
            entry.0 += usize::from(!question.correct);
            entry.1 = question.correct;
        }
    }
    let mut missed: Vec<(String, usize)> = history
        .into_iter()
        .filter(|(_, (_, latest_right))| !latest_right)
        .map(|(id, (n, _))| (id.to_owned(), n))
        .collect();
    missed.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
    missed
}

impl HistoryScreen {
    fn attempts<'a>(&self, ctx: &'a Context) -> (Option<String>, Vec<&'a QuizAttempt>) {
        let ids = quiz_ids(ctx);
        let Some(id) = ids
            .get(self.selected.min(ids.len().saturating_sub(1)))
            .cloned()
        else {
            return (None, Vec::new());
        };
        let attempts = ctx.store.attempts().filter(|a| a.quiz_id == id).collect();
        (Some(id), attempts)
    }

    /// A quiz of every question missed in this quiz's attempts, or a
    /// notice that there is none.
    fn review(&mut self, ctx: &Context) -> Action {
        let (quiz_id, attempts) = self.attempts(ctx);
        let question_ids: Vec<String> = most_missed(&attempts)
            .into_iter()
            .map(|(id, _)| id)
            .collect();
        let Some(quiz_id) = quiz_id.filter(|_| !question_ids.is_empty()) else {
            self.notice = Some(if attempts.is_empty() {
                tr(
                    ctx.lang,
                    "Nothing to review yet: take the quiz first (5 on Home).",
                    "Todavía no hay nada que repasar: primero haz la autoevaluación (5 en el inicio).",
                )
            } else {
                tr(
                    ctx.lang,
                    "Nothing to review: your latest answer to every question was right.",
                    "Nada que repasar: tu última respuesta a cada pregunta fue correcta.",
                )
            });
            return Action::None;
        };
        Action::Review {
            quiz_id,
            question_ids,
        }
    }
}

impl Screen for HistoryScreen {
    fn on_key(&mut self, key: KeyEvent, ctx: &Context) -> Action {
        self.notice = None;
        let count = quiz_ids(ctx).len();
        match key.code {
            KeyCode::Tab | KeyCode::Right if count > 0 => {
                self.selected = (self.selected + 1) % count
            }
            KeyCode::Left if count > 0 => self.selected = (self.selected + count - 1) % count,
            KeyCode::Char('r') | KeyCode::Enter => return self.review(ctx),
            KeyCode::Esc | KeyCode::Char('q') => return Action::Back,
            _ => {}
        }
        Action::None
    }

    fn keys(&self, ctx: &Context) -> Vec<KeyHelp> {
        let lang = ctx.lang;
        let mut keys = Vec::new();
        if self.reviewable.get() {
            keys.push(KeyHelp::new(
                "r",
                tr(
                    lang,
                    "review my missed questions",
                    "repasar mis preguntas falladas",
                ),
            ));
        }
        keys.push(KeyHelp::new("←→", tr(lang, "quiz", "autoevaluación")));
        keys.push(KeyHelp::new("Esc", tr(lang, "back", "volver")));
        keys
    }

    fn more_keys(&self, lang: Lang) -> Vec<KeyHelp> {
        vec![KeyHelp::new(
            "← →",
            tr(
                lang,
                "another quiz's results",
                "resultados de otra autoevaluación",
            ),
        )]
    }

    fn render(&self, frame: &mut Frame, area: Rect, ctx: &Context, _hits: &mut Vec<(Rect, Click)>) {
        let lang = ctx.lang;
        let theme = &ctx.theme;
        let where_kept = match (ctx.store.dir(), ctx.store.unsaved) {
            (Some(dir), false) => match lang {
                Lang::En => format!("Saved in {}", dir.display()),
                Lang::Es => format!("Guardado en {}", dir.display()),
            },
            (Some(_), true) | (None, _) => tr(
                lang,
                "Not saved: results are kept for this session only.",
                "Sin guardar: los resultados se conservan solo en esta sesión.",
            )
            .to_owned(),
        };
        let (quiz_id, attempts) = self.attempts(ctx);
        let missed = most_missed(&attempts);
        self.reviewable.set(!missed.is_empty());
        let Some(quiz_id) = quiz_id else {
            let mut lines = vec![
                Line::from(Span::styled(
                    tr(lang, "My results", "Mis resultados"),
                    theme.title,
                )),
                Line::raw(""),
                Line::raw(tr(
                    lang,
                    "No quiz attempts yet. Take the quiz (5 on Home): every finished attempt appears here.",
                    "Todavía no hay intentos. Haz la autoevaluación (5 en el inicio): cada intento terminado aparece aquí.",
                )),
                Line::raw(""),
                Line::from(Span::styled(where_kept, theme.dim)),
            ];
            if let Some(notice) = self.notice {
                lines.extend([Line::raw(""), Line::from(Span::styled(notice, theme.warn))]);
            }
            frame.render_widget(
                Paragraph::new(lines).wrap(ratatui::widgets::Wrap { trim: false }),
                area,
            );
            return;
        };
        let title = ctx
            .catalog
            .quiz(&quiz_id, lang)
            .map_or(quiz_id.clone(), |q| q.quiz.title.clone());
        // The lists take eight lines, more on a taller screen, where the
        // missed questions wrap whole.
        let [head, lists, chart] = Layout::vertical([
            Constraint::Length(2),
            Constraint::Length(area.height.saturating_sub(14).clamp(8, 16)),
            Constraint::Min(0),
        ])
        .areas(area);
        frame.render_widget(
            Paragraph::new(vec![
                Line::from(Span::styled(
                    fitted(&title, head.width as usize),
                    theme.title,
                )),
                Line::from(Span::styled(where_kept, theme.dim)),
            ]),
            head,
        );
        // The widest row, "2026-12-01 09:30  12/12  100 % review", and a
        // gap before the next column.
        let [left, right] = Layout::horizontal([Constraint::Length(37), Constraint::Min(0)])
            .spacing(2)
            .areas(lists);
        let zone = zone_label(&ctx.time_zone)
            .map(|name| format!(" ({name})"))
            .unwrap_or_default();
        let mut recent = vec![Line::from(Span::styled(
            match lang {
                Lang::En if attempts.len() == 1 => format!("1 attempt{zone}"),
                Lang::Es if attempts.len() == 1 => format!("1 intento{zone}"),
                Lang::En => format!("{} attempts{zone}", attempts.len()),
                Lang::Es => format!("{} intentos{zone}", attempts.len()),
            },
            theme.accent,
        ))];
        let full = full_length(&attempts);
        let review = tr(lang, " review", " repaso");
        for attempt in attempts.iter().rev().take(7) {
            recent.push(Line::raw(format!(
                "{}  {:>2}/{:<2} {:>3.0} %{}",
                format_time(attempt.finished_at, &ctx.time_zone),
                attempt.score,
                attempt.max_score,
                attempt.percent(),
                if !attempt.is_whole_of(full) {
                    review
                } else {
                    ""
                }
            )));
        }
        frame.render_widget(Paragraph::new(recent), left);
        let mut missed_lines = vec![Line::from(Span::styled(
            tr(lang, "Still missed", "Aún por acertar"),
            theme.accent,
        ))];
        if missed.is_empty() {
            missed_lines.push(Line::from(Span::styled(
                tr(lang, "✓ none left", "✓ ninguna pendiente"),
                theme.good,
            )));
        }
        let quiz = ctx.catalog.quiz(&quiz_id, lang);
        // Each question wrapped to the panel's width, its later lines under
        // its text; as many whole questions as the panel holds, and then a
        // line saying how many more there are.
        let width = (right.width as usize).saturating_sub(4).max(1);
        let rows = (right.height as usize).saturating_sub(1);
        let mut used = 0;
        let mut listed = 0;
        for (index, (id, count)) in missed.iter().enumerate() {
            let prompt = quiz
                .and_then(|q| q.quiz.questions.iter().find(|question| &question.id == id))
                .map_or(id.clone(), |question| {
                    // A calculated prompt's numbers change every attempt:
                    // show where they go ("m = ? bits").
                    let mut prompt = question.prompt.replace('\n', " ");
                    for name in crate::content::quiz::placeholders(&question.prompt) {
                        prompt = prompt.replace(&format!("{{{name}}}"), "?");
                    }
                    prompt
                });
            let mut wrapped = crate::tui::text::wrap(&prompt, width);
            let after = missed.len() - index - 1;
            let room = rows.saturating_sub(used + usize::from(after > 0));
            if wrapped.len() > room {
                if listed > 0 || room == 0 {
                    break;
                }
                // Not even the first question fits whole: its first lines.
                wrapped.truncate(room);
                if let Some(last) = wrapped.last_mut() {
                    *last = fitted(&format!("{last} …"), width);
                }
            }
            used += wrapped.len();
            listed += 1;
            for (line_index, text) in wrapped.into_iter().enumerate() {
                let mark = if line_index == 0 {
                    Span::styled(format!("{count:>2}× "), theme.bad)
                } else {
                    Span::raw("    ")
                };
                missed_lines.push(Line::from(vec![mark, Span::raw(text)]));
            }
        }
        if missed.len() > listed {
            let more = missed.len() - listed;
            missed_lines.push(Line::from(Span::styled(
                match lang {
                    Lang::En => format!("   … and {more} more (r reviews them all)"),
                    Lang::Es => format!("   … y {more} más (r las repasa todas)"),
                },
                theme.dim,
            )));
        }
        frame.render_widget(Paragraph::new(missed_lines), right);
        let chart = match self.notice {
            Some(notice) => {
                let [said, rest] =
                    Layout::vertical([Constraint::Length(2), Constraint::Min(0)]).areas(chart);
                frame.render_widget(
                    Paragraph::new(paragraph(notice, said.width, theme.warn)),
                    said,
                );
                rest
            }
            None => chart,
        };
        render_scores(frame, chart, &attempts, ctx);
    }
}

/// The name of the student's time zone as people know it: Europe/Madrid,
/// or an abbreviation such as UTC or CET for zones named only by a code
/// (Etc/UTC); None when there is no such name (a bare offset), and the
/// header then names no zone.
fn zone_label(zone: &jiff::tz::TimeZone) -> Option<String> {
    if let Some(name) = zone.iana_name()
        && name.contains('/')
        && !name.starts_with("Etc/")
    {
        return Some(name.to_owned());
    }
    let info = zone.to_offset_info(jiff::Timestamp::now());
    let abbreviation = info.abbreviation();
    (!abbreviation.is_empty() && abbreviation.chars().all(|c| c.is_ascii_alphabetic()))
        .then(|| abbreviation.to_owned())
}

/// The number of questions of the longest attempt: the whole quiz.
fn full_length(attempts: &[&QuizAttempt]) -> usize {
    crate::records::full_length(attempts.iter().copied())
}

fn render_scores(frame: &mut Frame, area: Rect, attempts: &[&QuizAttempt], ctx: &Context) {
    if area.height < 5 || area.width < 20 {
        return;
    }
    let lang = ctx.lang;
    let theme = &ctx.theme;
    // Only whole-quiz attempts: a short review would spike the line.
    let full = full_length(attempts);
    let points: Vec<(f64, f64)> = attempts
        .iter()
        .filter(|a| a.is_whole_of(full))
        .enumerate()
        .map(|(i, a)| ((i + 1) as f64, a.percent()))
        .collect();
    let last = points.len().max(2) as f64;
    let line = if points.len() > 1 {
        GraphType::Line
    } else {
        GraphType::Scatter
    };
    let datasets = vec![
        series(
            Some(tr(lang, "score %", "puntos %").to_owned()),
            Marker::Braille,
            line,
            theme.accent,
            &points,
        ),
        series(None, Marker::Block, GraphType::Scatter, theme.warn, &points),
    ];
    let chart = chart(
        datasets,
        tr(
            lang,
            " score over your full attempts ",
            " puntos en tus intentos completos ",
        )
        .to_owned(),
        // One attempt sits in the middle of a 0..2 axis labelled with it
        // alone, rather than at the start of a 1..2 axis that counts a
        // second attempt nobody took.
        if points.len() == 1 {
            axis(
                [0.0, 2.0],
                vec![String::new(), "1".to_owned(), String::new()],
                theme,
            )
        } else {
            axis(
                [1.0, last],
                vec!["1".to_owned(), format!("{last:.0}")],
                theme,
            )
        },
        axis(
            [0.0, 100.0],
            ["0 %", "50 %", "100 %"].map(str::to_owned).to_vec(),
            theme,
        ),
        None,
        theme,
    );
    frame.render_widget(chart, area);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::records::AnsweredQuestion;

    fn attempt(answers: &[(&str, bool)]) -> QuizAttempt {
        QuizAttempt {
            id: String::new(),
            quiz_id: "q".into(),
            lang: "en".into(),
            finished_at: 0,
            seconds_taken: 1.0,
            score: 0,
            max_score: 0,
            questions: answers
                .iter()
                .map(|(id, correct)| AnsweredQuestion {
                    id: (*id).into(),
                    answer: String::new(),
                    correct: *correct,
                    points: 0,
                    max_points: 1,
                    ..Default::default()
                })
                .collect(),
            ..Default::default()
        }
    }

    #[test]
    fn a_question_answered_right_since_is_no_longer_missed() {
        let first = attempt(&[("a", false), ("b", false), ("c", true)]);
        let review = attempt(&[("a", true), ("b", false)]);
        let later = attempt(&[("a", false), ("b", false), ("c", false)]);
        assert_eq!(most_missed(&[&first, &review]), vec![("b".to_owned(), 2)]);
        // Missed again later: back on the list, with every miss counted.
        assert_eq!(
            most_missed(&[&first, &review, &later]),
            vec![
                ("b".to_owned(), 3),
                ("a".to_owned(), 2),
                ("c".to_owned(), 1)
            ]
        );
    }

    /// A TZif file of one zone type at offset 0 called UTC, as the system's
    /// /usr/share/zoneinfo/Etc/UTC holds it.
    fn utc_tzif() -> Vec<u8> {
        let mut block = b"TZif2".to_vec();
        block.extend([0; 15]);
        // Counts: UT/local, standard/wall, leap seconds, transitions, types,
        // abbreviation bytes.
        for count in [0u32, 0, 0, 0, 1, 4] {
            block.extend(count.to_be_bytes());
        }
        block.extend([0, 0, 0, 0, 0, 0]);
        block.extend(b"UTC\0");
        let mut file = block.clone();
        file.extend(block);
        file.extend(b"\nUTC0\n");
        file
    }

    #[test]
    fn the_zone_is_named_as_people_know_it_or_not_at_all() {
        use jiff::tz::{Offset, TimeZone};
        let etc = TimeZone::tzif("Etc/UTC", &utc_tzif()).unwrap();
        assert_eq!(etc.iana_name(), Some("Etc/UTC"));
        assert_eq!(zone_label(&etc).as_deref(), Some("UTC"));
        assert_eq!(zone_label(&TimeZone::UTC).as_deref(), Some("UTC"));
        let madrid = TimeZone::tzif("Europe/Madrid", &utc_tzif()).unwrap();
        assert_eq!(zone_label(&madrid).as_deref(), Some("Europe/Madrid"));
        let offset = TimeZone::fixed(Offset::constant(-3));
        assert_eq!(zone_label(&offset), None, "a bare offset has no name");
    }

    #[test]
    fn a_retry_of_every_question_is_not_a_whole_attempt() {
        let whole = attempt(&[("a", false), ("b", false)]);
        let mut retry = whole.clone();
        retry.kind = crate::records::AttemptKind::Retry;
        let short = attempt(&[("a", true)]);
        let full = full_length(&[&whole, &retry, &short]);
        assert_eq!(full, 2);
        assert!(whole.is_whole_of(full));
        assert!(!retry.is_whole_of(full), "told by its kind");
        assert!(
            !short.is_whole_of(full),
            "told by its length (older records)"
        );
    }
}
