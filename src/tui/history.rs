//! My results: quiz attempts over time, the questions missed most often,
//! and a quiz made of them.

use std::collections::HashSet;

use crossterm::event::{KeyCode, KeyEvent};
use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;

use super::protocol::{Action, Click, Context, KeyHelp, Screen};
use super::widgets::{fitted, paragraph};
use crate::lang::Lang;
use crate::records::{AttemptKind, QuizAttempt, Store, format_time, kind_mark, zone_label};
use crate::t;

mod missed;
mod scores;
pub(crate) use missed::most_missed;
use missed::{missed_lines, missed_prompts};
use scores::render_scores;

mod recent;
use recent::{full_length, recent_lines};

#[derive(Default)]
pub(crate) struct HistoryScreen {
    /// Which quiz's history is shown, among those with attempts.
    pub(crate) selected: usize,
    /// Said after `r` found nothing to review, until the next key.
    pub(crate) notice: Option<String>,
    /// The attempts in the data folder when the screen was opened, read
    /// again each time: another window on the same folder saves there.
    on_disk: Vec<QuizAttempt>,
    /// The records file's modification time and length when `on_disk`
    /// was read: when either changes, another window saved.
    seen: Option<(std::time::SystemTime, u64)>,
    /// What the help may offer, as of the last frame: a quiz's page with
    /// questions to review (r), and other pages (←→). The help
    /// offered both on an exercise's only page (reader 39, es 2.1, 2.3).
    help_review: bool,
    help_pages: usize,
}

/// The records file's modification time and length now (None: no such
/// file, or no folder).
pub(crate) fn records_stamp(store: &Store) -> Option<(std::time::SystemTime, u64)> {
    file_stamp(&store.dir()?.join(crate::records::FILE_NAME))
}

/// A file's modification time and length: what changes when it is saved.
pub(crate) fn file_stamp(path: &std::path::Path) -> Option<(std::time::SystemTime, u64)> {
    let meta = std::fs::metadata(path).ok()?;
    Some((meta.modified().ok()?, meta.len()))
}

/// The attempts in the folder when a screen was opened (`on_disk`, from
/// [`read_attempts`]) and this session's that are not among them (not
/// saved yet, or saved since), in the order they were finished.
pub(crate) fn merged_attempts<'a>(
    on_disk: &'a [QuizAttempt],
    store: &'a Store,
) -> Vec<&'a QuizAttempt> {
    let read: HashSet<&str> = on_disk.iter().map(|a| a.id.as_str()).collect();
    let mut attempts: Vec<&QuizAttempt> = on_disk.iter().collect();
    attempts.extend(
        store
            .attempts()
            .filter(|a| a.id.is_empty() || !read.contains(a.id.as_str())),
    );
    attempts.sort_by_key(|a| a.finished_at);
    attempts
}

/// The attempts saved in the store's folder now (another window, or
/// `bloomlab grade`, saves there); none if it cannot be read.
pub(crate) fn read_attempts(store: &Store) -> Vec<QuizAttempt> {
    store
        .dir()
        .and_then(|dir| Store::read(dir).ok())
        .map(|records| records.attempts)
        .unwrap_or_default()
}

impl HistoryScreen {
    /// Every attempt: those read from the folder when the screen opened,
    /// and this session's that are not among them (not saved yet, or saved
    /// since), in the order they were finished.
    /// The attempts that stand (an unfinished one taken up again is
    /// counted in the one that took it up).
    fn all_attempts<'a>(&'a self, ctx: &'a Context) -> Vec<&'a QuizAttempt> {
        crate::records::standing_attempts(merged_attempts(&self.on_disk, &ctx.store))
    }

    /// The quizzes that have attempts, in order of first attempt.
    /// The quizzes with attempts, in the order the quiz list shows them,
    /// then the exercises in the Exercises screen's order, then any other
    /// (a quiz no longer in the course) as first attempted.
    fn quiz_ids(&self, ctx: &Context) -> Vec<String> {
        let mut ids: Vec<String> = Vec::new();
        for attempt in self.all_attempts(ctx) {
            if !ids.contains(&attempt.quiz_id) {
                ids.push(attempt.quiz_id.clone());
            }
        }
        let course: Vec<&str> = ctx
            .catalog
            .quizzes
            .iter()
            .map(|loaded| loaded.quiz.id.as_str())
            .chain(
                crate::exercise::EXERCISES
                    .iter()
                    .map(|exercise| exercise.id),
            )
            .collect();
        // A stable sort: ids outside the course keep their order, last.
        ids.sort_by_key(|id| {
            course
                .iter()
                .position(|known| known == id)
                .unwrap_or(usize::MAX)
        });
        ids
    }

    fn attempts<'a>(&'a self, ctx: &'a Context) -> (Option<String>, Vec<&'a QuizAttempt>) {
        let ids = self.quiz_ids(ctx);
        let Some(id) = ids
            .get(self.selected.min(ids.len().saturating_sub(1)))
            .cloned()
        else {
            return (None, Vec::new());
        };
        let attempts = self
            .all_attempts(ctx)
            .into_iter()
            .filter(|a| a.quiz_id == id)
            .collect();
        (Some(id), attempts)
    }

    /// The widest row of latest attempts on any page (quiz or exercise).
    fn widest_recent_row(&self, ctx: &Context) -> usize {
        let all = self.all_attempts(ctx);
        // As wide as any row could be, whatever the records hold: sized
        // by the rows of the day, the column beside it moved as a second
        // quiz, an exercise or a longer mark came (readers 49, es 1.5).
        let lang = ctx.lang;
        let fraction = all
            .iter()
            .map(|a| format!("{}/{}", a.score, a.max_score).len())
            .fold("12/12".len(), usize::max);
        let widest = |words: [String; 2]| words.iter().map(|w| w.chars().count()).max();
        let points = widest([1, 2].map(|max| t!(lang, "history-points-word", max = max)));
        let checks = widest([1, 2].map(|max| t!(lang, "history-checks-word", max = max)));
        // A quiz's row ends with its kind's mark; an exercise's has none.
        let marks = widest([
            t!(lang, "class-mark-retry"),
            t!(lang, "class-mark-unfinished"),
        ]);
        let review = t!(lang, "class-mark-review").chars().count();
        let time = crate::records::format_time(0, &ctx.time_zone, lang)
            .chars()
            .count();
        let start = time + 2 + fraction + 1;
        let end = 1 + "100 %".len();
        let quiz_row = start + points.unwrap_or(0) + end + 1 + marks.unwrap_or(0).max(review);
        let exercise_row = start + checks.unwrap_or(0) + end;
        let any_row = quiz_row.max(exercise_row);
        self.quiz_ids(ctx)
            .iter()
            .flat_map(|id| {
                let of: Vec<&QuizAttempt> =
                    all.iter().copied().filter(|a| &a.quiz_id == id).collect();
                recent_lines(&of, ctx).0
            })
            .map(|row| row.chars().count())
            .fold(any_row, usize::max)
    }

    /// Whether the page shown is a quiz's (not an exercise's): only a
    /// quiz has questions to review.
    fn shows_a_quiz(&self, ctx: &Context) -> bool {
        let (id, _) = self.attempts(ctx);
        id.is_some_and(|id| ctx.catalog.quiz(&id, ctx.lang).is_some())
    }

    /// Whether the page shown is a quiz's with questions to review.
    fn reviewable(&self, ctx: &Context) -> bool {
        let (_, attempts) = self.attempts(ctx);
        self.shows_a_quiz(ctx) && !most_missed(&attempts).is_empty()
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
            let notice = if attempts.is_empty() {
                t!(ctx.lang, "history-nothing-yet")
            } else {
                t!(ctx.lang, "history-nothing-missed")
            };
            self.notice = Some(notice);
            return Action::None;
        };
        // The latest wrong answer's numbers: attempts come oldest first.
        let missed_values = attempts
            .iter()
            .flat_map(|attempt| &attempt.questions)
            .filter(|q| !q.correct && !q.parameters.is_empty() && question_ids.contains(&q.id))
            .map(|q| (q.id.clone(), q.parameters.clone()))
            .collect();
        Action::Review {
            quiz_id,
            question_ids,
            missed_values,
        }
    }
}

impl Screen for HistoryScreen {
    fn on_key(&mut self, key: KeyEvent, ctx: &Context) -> Action {
        self.notice = None;
        let count = self.quiz_ids(ctx).len();
        match key.code {
            KeyCode::Tab | KeyCode::Right if count > 0 => {
                self.selected = (self.selected + 1) % count
            }
            KeyCode::Left if count > 0 => self.selected = (self.selected + count - 1) % count,
            // Only where the status line offers them: with nothing to
            // review they answered an unlisted key with «nothing to
            // review» (readers 52, es 2.1); the lists say it already.
            KeyCode::Char('r') | KeyCode::Enter if self.reviewable(ctx) => {
                return self.review(ctx);
            }
            KeyCode::Esc | KeyCode::Char('q') => return Action::Back,
            _ => {}
        }
        Action::None
    }

    /// Read the folder's records again: results another window saved since
    /// this one started appear (a folder that cannot be read shows what
    /// this session has).
    fn on_open(&mut self, ctx: &Context) {
        self.seen = records_stamp(&ctx.store);
        self.on_disk = read_attempts(&ctx.store);
    }

    /// While the screen is open, read the records again whenever the file
    /// changed (another window saved), so it is never left stale.
    fn before_draw(&mut self, ctx: &Context) {
        let stamp = records_stamp(&ctx.store);
        if stamp != self.seen {
            self.on_open(ctx);
        }
        // r in the help only where the status line has it, with
        // questions to review: on a page with none pending it named a
        // review that only says there is none (readers 49, es 2.3).
        self.help_review = self.reviewable(ctx);
        self.help_pages = self.quiz_ids(ctx).len();
    }

    fn keys(&self, ctx: &Context) -> Vec<KeyHelp> {
        let lang = ctx.lang;
        let mut keys = Vec::new();
        // `r` only when the quiz shown has questions still missed (an
        // exercise's checks are not questions to review).
        let (_, attempts) = self.attempts(ctx);
        if self.shows_a_quiz(ctx) && !most_missed(&attempts).is_empty() {
            keys.push(KeyHelp::new("r Enter", t!(lang, "history-key-review")));
        }
        // ←→ only where there is another page to turn to.
        if self.quiz_ids(ctx).len() > 1 {
            keys.push(KeyHelp::new("←→", t!(lang, "history-key-quiz")));
        }
        keys.push(KeyHelp::new("Esc", t!(lang, "ui-key-back")));
        keys
    }

    fn more_keys(&self, lang: Lang) -> Vec<KeyHelp> {
        // r is told here too, in more words (reader 8, es 2.9).
        let mut keys = Vec::new();
        if self.help_review {
            keys.push(KeyHelp::new("r Enter", t!(lang, "history-help-review")));
        }
        if self.help_pages > 1 {
            keys.push(KeyHelp::new("←→", t!(lang, "history-help-quiz")));
        }
        keys
    }

    fn render(&self, frame: &mut Frame, area: Rect, ctx: &Context, _hits: &mut Vec<(Rect, Click)>) {
        let view = self.view(ctx);
        let theme = &ctx.theme;
        let Some(quiz) = &view.quiz else {
            let mut lines = vec![
                Line::from(Span::styled(view.title.clone(), theme.title)),
                Line::raw(""),
                Line::raw(t!(ctx.lang, "history-none-yet")),
                Line::raw(""),
                Line::from(Span::styled(view.where_kept.clone(), theme.dim)),
            ];
            if let Some(notice) = &view.notice {
                lines.extend([
                    Line::raw(""),
                    Line::from(Span::styled(notice.clone(), theme.warn)),
                ]);
            }
            frame.render_widget(
                Paragraph::new(lines).wrap(ratatui::widgets::Wrap { trim: false }),
                area,
            );
            return;
        };
        // The lists take eight lines, more on a taller screen, where the
        // missed questions wrap whole. With no chart to draw (fewer than
        // two whole attempts), all but the rows of the note that says so:
        // beside ten empty rows, one missed question and «… and 3 more»
        // read as a panel cut short (reader 30, es 1.7).
        let head_rows = 2 + u16::from(view.exercises_note.is_some());
        let (_, attempts) = self.attempts(ctx);
        let points = scores::score_points(&attempts);
        // The widest row, "2026-12-01 09:30  12/12  100 % review", and a
        // gap before the next column.
        // A longer mark ("unfinished") widens it.
        // The legend wraps under the rows rather than widen the column:
        // its one long line left the missed questions 16 columns at 80
        // (reader 11, en 1.3).
        // The widest of every page's rows, so that ←→ does not move the
        // column beside them (reader 27, es 1.10, en 1.8).
        let widest = self.widest_recent_row(ctx);
        let left_width = u16::try_from(widest).unwrap_or(u16::MAX).max(37);
        // The rows of that note, not five: «… and 14 more» stood over
        // three blank rows and the note over three more (reader 43, en
        // 1.3). The lists' last row is blank, and parts them.
        let lists_rows = if points.len() < 2 && !quiz.missed.is_empty() {
            let notice_rows = if view.notice.is_some() { 2 } else { 0 };
            let said = scores::said_instead(&attempts, &points, ctx.lang).unwrap_or_default();
            let said_rows = super::widgets::paragraph(&said, area.width, theme.dim).len() as u16;
            area.height
                .saturating_sub(head_rows + said_rows + notice_rows)
                .max(8)
        } else {
            // The rows the longer column needs, eight at least, sixteen
            // at most (fewer on a short screen): a fixed sixteen left
            // twelve blank above the chart (reader 45, en 1.4), and sizing
            // only a page with nothing missed moved the chart up four rows
            // once a review had left nothing missed (readers 51, en 1.1).
            let most = area.height.saturating_sub(14).clamp(8, 16);
            let left_need =
                2 + quiz.recent.len() + usize::from(quiz.older > 0) + quiz.legend.len() * 2;
            let right_width = area.width.saturating_sub(left_width + 2);
            let right = Rect::new(0, 0, right_width, most);
            let right_need = missed_lines(quiz, right, ctx).len() + 1;
            let need = u16::try_from(left_need.max(right_need)).unwrap_or(u16::MAX);
            most.min(need.max(8))
        };
        let [head, lists, chart] = Layout::vertical([
            Constraint::Length(head_rows),
            Constraint::Length(lists_rows),
            Constraint::Min(0),
        ])
        .areas(area);
        frame.render_widget(
            Paragraph::new(
                std::iter::once(Line::from(Span::styled(
                    fitted(&view.title, head.width as usize),
                    theme.title,
                )))
                .chain(view.exercises_note.iter().map(|note| {
                    Line::from(Span::styled(fitted(note, head.width as usize), theme.dim))
                }))
                .chain([Line::from(Span::styled(view.where_kept.clone(), theme.dim))])
                .collect::<Vec<_>>(),
            ),
            head,
        );
        let [left, right] =
            Layout::horizontal([Constraint::Length(left_width), Constraint::Min(0)])
                .spacing(2)
                .areas(lists);
        let legend: Vec<Line> = quiz
            .legend
            .iter()
            .flat_map(|line| super::widgets::balanced_paragraph(line, left_width, theme.dim))
            .collect();
        let mut recent = vec![Line::from(Span::styled(quiz.heading.clone(), theme.accent))];
        // The legend stays: the oldest rows give way to it.
        let rows = usize::from(lists.height).saturating_sub(1 + legend.len());
        // Those left out say so, under the newest: the list lost its
        // oldest row unsaid beside «6 attempts» (readers 52, es 1.1).
        let more = |left_out: usize| {
            let said = t!(ctx.lang, "history-more-attempts", count = left_out);
            super::widgets::paragraph(&said, left_width, theme.dim)
        };
        let shown = if quiz.recent.len() + quiz.older > rows {
            // Room for the note at the most it can say.
            rows.saturating_sub(more(quiz.older + quiz.recent.len()).len())
        } else {
            rows
        };
        recent.extend(
            quiz.recent
                .iter()
                .take(shown)
                .map(|row| Line::raw(row.clone())),
        );
        let left_out = quiz.older + quiz.recent.len().saturating_sub(shown);
        if left_out > 0 {
            recent.extend(more(left_out));
        }
        recent.extend(legend);
        frame.render_widget(Paragraph::new(recent), left);
        // Its last row stays blank, so that what follows stands apart on
        // every page: run on from a longer list, it read as moving a row
        // as ←→ turned the pages (reader 41, es 1.4).
        let right = Rect {
            height: right.height.saturating_sub(1),
            ..right
        };
        frame.render_widget(Paragraph::new(missed_lines(quiz, right, ctx)), right);
        let chart = match &view.notice {
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
        render_scores(frame, chart, (&attempts, &points), ctx);
    }
}

/// What My results says, in order: the quiz's title and where results are
/// kept; its attempts; the questions still missed; any notice.
struct HistoryView {
    title: String,
    where_kept: String,
    /// «Exercises: none graded yet (key 7)», until one is.
    exercises_note: Option<String>,
    /// None: no attempts yet.
    quiz: Option<QuizView>,
    notice: Option<String>,
}

/// One quiz's results.
struct QuizView {
    /// "3 attempts (Europe/Madrid)".
    heading: String,
    /// The latest attempts, newest first: when, score, and whether it was
    /// a review.
    recent: Vec<String>,
    /// Attempts older than those in `recent`, which the list does not
    /// show.
    older: usize,
    /// What the marks on them mean («retry: after the quiz, …»).
    legend: Vec<String>,
    /// The questions still missed: how often, and the prompt.
    missed: Vec<(usize, String)>,
    /// Their heading: questions still missed, or an exercise's checks
    /// still failing (or why its grading stopped).
    missed_heading: String,
    /// What the panel says when nothing is missed (or failing).
    missed_none: String,
    /// Whether r reviews what is missed: a quiz's questions, not an
    /// exercise's checks.
    reviewable: bool,
}

impl HistoryScreen {
    fn view(&self, ctx: &Context) -> HistoryView {
        let lang = ctx.lang;
        let where_kept = match (ctx.store.dir(), ctx.store.unsaved) {
            (Some(dir), false) => t!(lang, "history-saved-in", dir = dir.display().to_string()),
            (Some(_), true) | (None, _) => t!(lang, "history-not-saved"),
        };
        let notice = self.notice.clone();
        let (quiz_id, attempts) = self.attempts(ctx);
        let Some(quiz_id) = quiz_id else {
            return HistoryView {
                title: t!(lang, "history-title"),
                where_kept,
                exercises_note: None,
                quiz: None,
                notice,
            };
        };
        let quiz = ctx.catalog.quiz(&quiz_id, lang);
        let exercise = attempts.iter().any(|a| a.kind == AttemptKind::Exercise);
        let title = match quiz {
            Some(q) => q.quiz.title.clone(),
            // The exercise by its name on the Exercises screen.
            None if exercise => t!(
                lang,
                "ex-history-title",
                id = crate::exercise::find(&quiz_id)
                    .map_or_else(|| quiz_id.clone(), |found| found.title(lang))
            ),
            None => quiz_id.clone(),
        };
        // No exercise graded yet, said on its own line: after the quiz's
        // title it read as the quiz's exercise, and was cut (reader 26,
        // en 4.5, es 1.9).
        let exercises_note = (!self
            .all_attempts(ctx)
            .iter()
            .any(|a| a.kind == AttemptKind::Exercise))
        .then(|| t!(lang, "history-no-exercises"));
        // Said of the times, not of the count (reader 16, en 4.16).
        let zone = zone_label(&ctx.time_zone)
            .map(|name| t!(lang, "history-times-in", zone = name))
            .unwrap_or_default();
        let (recent, legend) = recent_lines(&attempts, ctx);
        let whole = attempts
            .iter()
            .filter(|attempt| {
                matches!(
                    attempt.kind,
                    crate::records::AttemptKind::Whole | crate::records::AttemptKind::Exercise
                )
            })
            .count();
        let missed = missed_prompts(&attempts, quiz, lang);
        // An exercise's page, not a quiz's: checks, gradings.
        let exercise_page = exercise && quiz.is_none();
        let missed_heading = if exercise_page {
            t!(lang, "history-still-failing")
        } else {
            t!(
                lang,
                "history-still-missed",
                count = missed.len(),
                repeats = if missed.iter().any(|(count, _)| *count > 1) {
                    "yes"
                } else {
                    "no"
                }
            )
        };
        HistoryView {
            title,
            where_kept,
            exercises_note,
            quiz: Some(QuizView {
                heading: t!(
                    lang,
                    "history-attempts",
                    // An exercise's are gradings, as its note and the
                    // CLI call them (reader 51, en 4.3).
                    kind = if exercise_page { "exercise" } else { "quiz" },
                    count = attempts.len(),
                    // A retry or review of one question is no attempt at
                    // the quiz: the count says how many were whole
                    // (reader 19, es 3.3).
                    whole = whole,
                    partial = attempts.len() - whole,
                    zone = zone
                ),
                older: attempts.len() - recent.len(),
                recent,
                legend,
                missed,
                // An exercise's checks fail; a quiz's questions are missed
                // (reader 12, en 4.5: «Still failing» over «none missed»).
                missed_heading,
                reviewable: quiz.is_some(),
                missed_none: if exercise_page {
                    t!(lang, "history-none-failing")
                } else {
                    t!(lang, "history-none-missed")
                },
            }),
            notice,
        }
    }
}

#[cfg(test)]
mod tests;
