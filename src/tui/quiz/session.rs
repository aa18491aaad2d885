//! The attempt as the screen holds it: the quiz session of the library
//! ([`QuizSession`]: grading, the record, retries), and what only the
//! screen needs (the summary's scroll, a first Esc). The screen turns
//! keys and clicks into the session's transitions and draws its state.

use std::ops::{Deref, DerefMut};

pub(crate) use crate::course::{Attempt, Phase, QuizSession};
use crate::lang::Lang;

pub(crate) struct QuizRun {
    pub(crate) session: QuizSession,
    /// Lines scrolled in a long summary; in a question taller than the
    /// screen, lines scrolled back up from its end (PgUp), which the view
    /// follows (reader 19, es 1.2: a question's first line went out of
    /// sight with nothing to say so, nor a way back to it).
    pub(crate) scroll: u16,
    /// Esc was pressed once mid-quiz: a second Esc leaves.
    pub(crate) leaving: bool,
    /// a was pressed once on the summary: a second a starts the whole
    /// quiz over (reader 20, es 2.1: a answers option 1 on a question,
    /// and one more a there restarted the quiz unasked).
    pub(crate) asked_all_again: bool,
}

impl Deref for QuizRun {
    type Target = QuizSession;

    fn deref(&self) -> &QuizSession {
        &self.session
    }
}

impl DerefMut for QuizRun {
    fn deref_mut(&mut self) -> &mut QuizSession {
        &mut self.session
    }
}

impl QuizRun {
    pub(crate) fn new(session: QuizSession) -> QuizRun {
        QuizRun {
            session,
            scroll: 0,
            leaving: false,
            asked_all_again: false,
        }
    }

    /// Leaving mid-quiz loses the attempt: the first Esc warns, the second
    /// leaves. Returns whether to leave now.
    pub(super) fn confirm_leave(&mut self, lang: Lang, key: &str) -> bool {
        if self.leaving {
            return true;
        }
        self.leaving = true;
        // Answers carried from an unfinished attempt taken up again are
        // kept too: «will not be saved» read as losing them (readers 52,
        // en 3.1).
        let answered = !self.session.attempts.is_empty() || !self.session.carried.is_empty();
        let whole = self.session.kind == crate::records::AttemptKind::Whole;
        self.session.notice = Some(match (answered, whole) {
            (true, true) => crate::t!(lang, "class-leave-keeps", key = key),
            (true, false) => crate::t!(lang, "class-leave-keeps-review", key = key),
            (false, _) => crate::t!(lang, "quiz-leave-warning", key = key),
        });
        false
    }

    /// Any key but Esc takes back a first Esc, and its warning with it:
    /// left on screen, it said a second Esc would leave when it only
    /// asked again (reader 11, es 3.1).
    pub(super) fn cancel_leaving(&mut self) {
        if std::mem::take(&mut self.leaving) {
            self.session.notice = None;
        }
    }

    pub(super) fn scroll_up(&mut self, lines: u16) {
        self.scroll = self.scroll.saturating_sub(lines);
    }

    /// Scroll down, no further than `room`, the largest useful scroll
    /// in the screen's area.
    pub(super) fn scroll_down(&mut self, lines: u16, room: u16) {
        self.scroll = self.scroll.saturating_add(lines).min(room);
    }
}

impl QuizRun {
    /// The options whose feedback a graded answer shows, as (number
    /// shown, place in the file), in the order shown: each picked one,
    /// and on a several-answer question each right one left unticked,
    /// where «also correct» alone gave no reason (reader 19, en 6.7).
    pub(crate) fn explained_choices(
        &self,
        question: &crate::content::Question,
        picked: &[usize],
    ) -> Vec<(usize, usize)> {
        let multiple = matches!(question.kind, crate::content::QuestionKind::Multiple { .. });
        let missed = (0..question.choices().len()).filter(|choice| {
            multiple && !picked.contains(choice) && question.is_right_option(*choice)
        });
        let mut shown: Vec<(usize, usize)> = picked
            .iter()
            .copied()
            .chain(missed)
            .map(|choice| {
                let row = self.order.iter().position(|c| *c == choice);
                (row.map_or(0, |row| row + 1), choice)
            })
            .collect();
        shown.sort_unstable();
        shown
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn leaving_takes_a_second_esc() {
        let loaded = crate::course::testing::quiz(crate::course::testing::QUIZ);
        let mut run = QuizRun::new(QuizSession::new(loaded, vec![0], 1));
        assert!(!run.confirm_leave(Lang::En, "Esc"));
        run.cancel_leaving();
        assert!(
            !run.confirm_leave(Lang::En, "Esc"),
            "another key took it back"
        );
        assert!(run.confirm_leave(Lang::En, "Esc"));
        assert_eq!(
            run.notice.as_deref(),
            Some("Press Esc again to leave the quiz: this attempt will not be saved.")
        );
    }
}
