//! An open lesson as the screen holds it: the library's lesson session
//! ([`LessonSession`]: the step, the predictions, the progress saved) and
//! what only the screen needs (the highlighted choice, the number being
//! typed, the scroll, a notice, the offer to resume).

use std::cell::Cell;
use std::ops::{Deref, DerefMut};

use crate::content::LoadedLesson;
pub use crate::course::{LessonSession, PredictionCount, choice_orders, count_predictions};
use crate::lang::Lang;
use crate::records::LessonProgress;

pub struct OpenLesson {
    pub session: LessonSession,
    /// The highlighted row of the predict choices.
    pub cursor: usize,
    /// What the student is typing for a numeric predict.
    pub typed: String,
    /// Lines scrolled down in a long step. A cell: drawing moves it to
    /// what just appeared (see `follow`).
    pub scroll: Cell<u16>,
    /// Something new appeared below (a prediction's answer, a measurement):
    /// drawing scrolls it into view, until the student scrolls by hand or
    /// leaves the step.
    pub follow: Cell<bool>,
    /// A one-line notice ("answer first").
    pub notice: Option<String>,
    /// Saved progress to offer: continue at this step?
    pub resume: Option<usize>,
    /// The largest useful scroll of the last frame: scrolling stops there.
    pub scroll_limit: Cell<u16>,
}

impl Deref for OpenLesson {
    type Target = LessonSession;

    fn deref(&self) -> &LessonSession {
        &self.session
    }
}

impl DerefMut for OpenLesson {
    fn deref_mut(&mut self) -> &mut LessonSession {
        &mut self.session
    }
}

impl OpenLesson {
    /// The lesson at its first step, its predict choices ordered by
    /// `order_seed`.
    pub fn new(loaded: LoadedLesson, order_seed: u64) -> OpenLesson {
        OpenLesson {
            session: LessonSession::new(loaded, order_seed),
            cursor: 0,
            typed: String::new(),
            scroll: Cell::new(0),
            follow: Cell::new(false),
            notice: None,
            resume: None,
            scroll_limit: Cell::new(u16::MAX),
        }
    }

    /// Take up saved progress: the predictions made, and the step.
    pub(super) fn restore(&mut self, saved: &LessonProgress) {
        let step = self.session.restore(saved);
        self.go(step);
    }

    /// From the first step, with no prediction made.
    pub(super) fn start_over(&mut self) {
        self.session.forget_answers();
        self.go(0);
    }

    /// Grade what was typed at a numeric predict, with the author's
    /// tolerance; a number that cannot be read says why.
    pub(super) fn submit_number(&mut self, lang: Lang) {
        match self.session.predict_number(&self.typed, lang) {
            Ok(true) => {
                self.follow.set(true);
                self.typed.clear();
                self.notice = None;
            }
            Ok(false) => {}
            Err(why) => self.notice = Some(why),
        }
    }

    pub(super) fn go(&mut self, step: usize) {
        self.session.step = step;
        self.typed.clear();
        self.cursor = 0;
        self.scroll.set(0);
        self.follow.set(false);
        self.notice = None;
    }

    /// On to the next step, unless a prediction is due or this is the last.
    pub(super) fn forward(&mut self, lang: Lang) {
        let to = self.session.forward();
        match to {
            crate::course::StepMove::To(step) => self.go(step),
            _ => self.notice = to.notice(lang),
        }
    }

    pub(super) fn back(&mut self) {
        if self.step > 0 {
            self.go(self.step - 1);
        }
    }

    /// Predict the choice shown at `row` at this step, if it waits for one.
    pub(super) fn answer(&mut self, row: usize) {
        if self.session.predict(row) {
            self.follow.set(true);
            self.cursor = row;
            self.notice = None;
        }
    }

    pub(super) fn cursor_up(&mut self) {
        self.cursor = self.cursor.saturating_sub(1);
    }

    pub(super) fn cursor_down(&mut self) {
        self.cursor = (self.cursor + 1).min(self.choice_count().saturating_sub(1));
    }

    pub(super) fn scroll_up(&mut self, lines: u16) {
        self.follow.set(false);
        self.scroll.set(self.scroll.get().saturating_sub(lines));
    }

    /// Scroll down; [`OpenLesson::clamp_scroll`] stops it where the last
    /// frame ended.
    pub(super) fn scroll_down(&mut self, lines: u16) {
        self.follow.set(false);
        self.scroll.set(self.scroll.get().saturating_add(lines));
    }

    pub(super) fn clamp_scroll(&mut self) {
        self.scroll
            .set(self.scroll.get().min(self.scroll_limit.get()));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn open() -> OpenLesson {
        let loaded = crate::course::testing::lesson(crate::course::testing::LESSON);
        OpenLesson::new(loaded, 1)
    }

    #[test]
    fn a_prediction_holds_its_step_until_answered() {
        let mut open = open();
        open.back();
        assert_eq!(open.step, 0, "nothing before the first step");
        open.forward(Lang::En);
        assert_eq!(open.step, 1);
        assert!(open.blocked());
        open.forward(Lang::En);
        assert_eq!(open.step, 1);
        assert_eq!(open.notice.as_deref(), Some("Answer the question first."));
        open.cursor_down();
        open.cursor_down();
        assert_eq!(open.cursor, 1, "two choices");
        open.answer(5);
        assert!(open.blocked(), "no such choice");
        assert!(!open.revealed(), "nothing after the question shows yet");
        let first = open.choice_at(0).unwrap();
        open.answer(0);
        open.answer(1);
        assert_eq!(
            open.answers[1],
            Some(first),
            "a prediction is made once, recorded by its place in the file"
        );
        assert!(open.revealed());
        assert_eq!(open.notice, None);
        open.forward(Lang::En);
        open.forward(Lang::En);
        assert_eq!(open.step, 2);
        assert_eq!(
            open.notice.as_deref(),
            Some("This is the last step. Esc goes back.")
        );
    }
}
