//! The quiz screen: the list of quizzes, then one question at a time,
//! every question type, feedback and explanation after each answer, a
//! summary with the missed questions and a retry of just those.
//!
//! The attempt being taken is the library's [`crate::course::QuizSession`],
//! held with the screen's own state in `session`; `input` turns keys and
//! clicks into its transitions and `view` draws it.

mod input;
mod session;
mod view;

pub(crate) use session::{Phase, QuizRun};

use super::protocol::Context;
use crate::content::LoadedQuiz;
use crate::course::QuizSession;
use crate::records::AttemptKind;

pub struct QuizScreen {
    /// Selected entry of the quiz list.
    pub(crate) selected: usize,
    pub run: Option<QuizRun>,
    /// Fixed seed for option order and drawn numbers (tests); None draws
    /// a new one for every attempt.
    pub seed: Option<u64>,
    /// The quiz is a review started from My results: its end goes back there.
    pub(crate) from_history: bool,
}

impl QuizScreen {
    pub(crate) fn new(_ctx: &Context) -> QuizScreen {
        QuizScreen {
            selected: 0,
            run: None,
            seed: None,
            from_history: false,
        }
    }

    pub(crate) fn start(&mut self, loaded: LoadedQuiz) {
        let count = loaded.quiz.questions.len();
        self.from_history = false;
        self.start_as(loaded, (0..count).collect(), AttemptKind::Whole);
    }

    /// A review of some of the questions only (from My results).
    pub fn start_questions(&mut self, loaded: LoadedQuiz, questions: Vec<usize>) {
        self.start_as(loaded, questions, AttemptKind::Review);
    }

    /// A run of these questions, saved as `kind`.
    fn start_as(&mut self, loaded: LoadedQuiz, questions: Vec<usize>, kind: AttemptKind) {
        let seed = self.seed.unwrap_or_else(seed_now);
        self.run = Some(QuizRun::new(
            QuizSession::new(loaded, questions, seed).with_kind(kind),
        ));
    }

    /// A retry of the questions just missed, if any was.
    pub(super) fn start_retry(&mut self) {
        let seed = self.seed.unwrap_or_else(seed_now);
        if let Some(retry) = self.run.as_ref().and_then(|run| run.retry(seed)) {
            self.run = Some(QuizRun::new(retry));
        }
    }
}

/// A seed for shuffling that differs between attempts (the lesson's
/// predict choices are shuffled with one too).
pub(crate) fn seed_now() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(7, |d| d.as_nanos() as u64)
}
