//! An open lesson as the screen holds it: the library's lesson session
//! ([`LessonSession`]: the step, the predictions, the progress saved) and
//! what only the screen needs (the highlighted choice, the number being
//! typed, the scroll, a notice, the offer to resume).

use std::ops::{Deref, DerefMut};

use crate::content::LoadedLesson;
pub(crate) use crate::course::LessonSession;
use crate::lang::Lang;
use crate::records::LessonProgress;
use crate::tui::widgets::scroll_limit;

pub(crate) struct OpenLesson {
    pub(crate) session: LessonSession,
    /// The highlighted row of the predict choices.
    pub(crate) cursor: usize,
    /// What the student is typing for a numeric predict.
    pub(crate) typed: String,
    /// Lines scrolled down in a long step by hand (the view may show more
    /// of it while it follows, see `follow`).
    pub(crate) scroll: u16,
    /// Something new appeared below (a prediction's answer, a measurement):
    /// the view shows it, until the student scrolls by hand or leaves the
    /// step ([`OpenLesson::shown_scroll`]).
    pub(crate) follow: bool,
    /// A one-line notice ("answer first").
    pub(crate) notice: Option<String>,
    /// What leaving the last step did (its measurement stopped), said at
    /// the top of this one until the next move or until this step's own
    /// measurement ends: below a long step's text it went unseen.
    pub(crate) arrival: Option<String>,
    /// What the typed number left out: its notice stays while digits are
    /// typed.
    pub(crate) left_out: crate::course::LeftOut,
    /// The number last asked «did you mean a %?» about.
    pub(crate) percent_asked: crate::course::PercentAsked,
    /// The lesson after this one in the list, opened by → at the last
    /// step (reader 31, en 2.3: the last step offered only ← and Esc).
    pub(crate) next: Option<LoadedLesson>,
    /// Saved progress to offer: continue at this step?
    pub(crate) resume: Option<usize>,
    /// Starting over was asked once: a second r forgets the predictions.
    pub(crate) asked_to_start_over: bool,
    /// A number typed at a question and left by going back: the step
    /// and the text, there again on return.
    draft: Option<(usize, String)>,
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
    pub(crate) fn new(loaded: LoadedLesson, order_seed: u64) -> OpenLesson {
        OpenLesson {
            session: LessonSession::new(loaded, order_seed),
            cursor: 0,
            typed: String::new(),
            scroll: 0,
            follow: false,
            notice: None,
            arrival: None,
            next: None,
            left_out: crate::course::LeftOut::default(),
            percent_asked: crate::course::PercentAsked::default(),
            resume: None,
            asked_to_start_over: false,
            draft: None,
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
        self.draft = None;
        self.go(0);
    }

    /// Grade what was typed at a numeric predict, with the author's
    /// tolerance; a number that cannot be read says why.
    pub(super) fn submit_number(&mut self, lang: Lang) {
        match self
            .session
            .predict_number(&self.typed, &mut self.percent_asked, lang)
        {
            Ok(true) => {
                self.follow = true;
                // The view typing brought to the answer's line gives way
                // to the one that shows the verdict.
                self.scroll = 0;
                self.typed.clear();
                self.notice = None;
                self.arrival = None;
            }
            Ok(false) => {}
            // Said where it is seen: below the fold, Enter seemed to do
            // nothing (reader 25, es 1.2).
            Err(why) => {
                self.notice = Some(why);
                self.follow = true;
            }
        }
    }

    pub(super) fn go(&mut self, step: usize) {
        // Going back from a number half typed keeps it for the return
        // (reader 19, es 2.5: ← waited until it was all erased).
        let typed = std::mem::take(&mut self.typed);
        if !typed.is_empty() {
            self.draft = Some((self.session.step, typed));
        }
        if let Some((at, _)) = &self.draft
            && *at == step
        {
            self.typed = self.draft.take().map(|(_, text)| text).unwrap_or_default();
        }
        self.session.step = step;
        self.cursor = 0;
        self.scroll = 0;
        self.follow = false;
        self.notice = None;
        self.arrival = None;
        self.left_out = crate::course::LeftOut::default();
        self.percent_asked = crate::course::PercentAsked::default();
    }

    /// On to the next step, unless a prediction is due or this is the last.
    pub(super) fn forward(&mut self, lang: Lang) {
        let to = self.session.forward();
        match to {
            crate::course::StepMove::To(step) => self.go(step),
            // The notice answers the key: the view follows it into sight.
            _ => {
                self.notice = to.notice(lang);
                self.follow = true;
            }
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
            self.follow = true;
            self.cursor = row;
            self.notice = None;
            self.arrival = None;
        }
    }

    pub(super) fn cursor_up(&mut self) {
        self.cursor = self.cursor.saturating_sub(1);
    }

    pub(super) fn cursor_down(&mut self) {
        self.cursor = (self.cursor + 1).min(self.choice_count().saturating_sub(1));
    }

    /// The scroll the view shows for `total` lines in `height` rows: the
    /// student's own, or while following what appeared, the scroll that
    /// shows it (`follow`, worked out where the lines are laid out);
    /// never past the last useful scroll.
    pub(crate) fn shown_scroll(&self, total: usize, follow: Option<usize>, height: u16) -> u16 {
        let mut scroll = self.scroll;
        if self.follow
            && let Some(follow) = follow
        {
            scroll = scroll.max(u16::try_from(follow).unwrap_or(u16::MAX));
        }
        scroll.min(scroll_limit(total, height))
    }

    /// Scroll just enough that lines `first` to `end` (not included) are
    /// in view, one row kept for the line that says there is more; down
    /// to the next paragraph's start (`paragraphs`) when that keeps them in
    /// view, so the view opens on a whole sentence.
    pub(super) fn show_lines(
        &mut self,
        (first, end): (usize, usize),
        total: usize,
        anchor: Option<usize>,
        height: u16,
        paragraphs: &[usize],
    ) {
        let shown = usize::from(self.shown_scroll(total, anchor, height));
        let rows = usize::from(height.saturating_sub(1).max(1));
        let wanted = if end > shown + rows {
            let least = end - rows;
            paragraphs
                .iter()
                .copied()
                .find(|&start| start >= least && start <= first)
                .unwrap_or(least)
        } else if first < shown {
            first
        } else {
            return;
        };
        let limit = usize::from(scroll_limit(total, height));
        self.scroll = u16::try_from(wanted.min(limit)).unwrap_or(0);
        self.follow = false;
    }

    /// Whether lines `first` to `end` (not included) are all in view, the
    /// last row kept for the line that says there is more.
    pub(super) fn lines_in_view(
        &self,
        (first, end): (usize, usize),
        total: usize,
        anchor: Option<usize>,
        height: u16,
    ) -> bool {
        let shown = usize::from(self.shown_scroll(total, anchor, height));
        // The last row is the «more» line only where there is more: a step
        // that fits its rows exactly showed its last option there, and an
        // answer key only brought into view what was in view (reader 40,
        // es 2.1, at 80×22).
        let rows = if total <= usize::from(height) {
            usize::from(height)
        } else {
            usize::from(height.saturating_sub(1).max(1))
        };
        first >= shown && end <= shown + rows
    }

    /// Scroll by hand `lines` up (negative) or down from what the view
    /// shows (`total` lines from `anchor` in `height` rows, as
    /// [`OpenLesson::shown_scroll`] takes them): the view stops following.
    pub(super) fn scroll_by(
        &mut self,
        lines: i32,
        total: usize,
        anchor: Option<usize>,
        height: u16,
    ) {
        let shown = i32::from(self.shown_scroll(total, anchor, height));
        let room = i32::from(scroll_limit(total, height));
        self.scroll = u16::try_from((shown + lines).clamp(0, room)).unwrap_or(0);
        self.follow = false;
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
            Some("This is the last step: press Esc to go back.")
        );
    }
}
