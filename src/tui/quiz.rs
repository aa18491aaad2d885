//! The quiz screen: the list of quizzes, then one question at a time,
//! every question type, feedback and explanation after each answer, a
//! summary with the missed questions and a retry of just those.
//!
//! The attempt being taken is the library's [`crate::course::QuizSession`],
//! held with the screen's own state in `session`; `input` turns keys and
//! clicks into its transitions and `view` draws it.

mod answer_words;
pub(super) mod input;
mod list;
mod options;
mod session;
mod view;

pub(crate) use session::{Phase, QuizRun};

use super::protocol::Context;
use crate::content::LoadedQuiz;
use crate::course::QuizSession;
use crate::lang::Lang;
use crate::records::{AttemptKind, QuizAttempt, Store};

pub(crate) struct QuizScreen {
    /// Selected entry of the quiz list.
    pub(crate) selected: usize,
    pub(crate) run: Option<QuizRun>,
    /// Fixed seed for option order and drawn numbers (tests); None draws
    /// a new one for every attempt.
    pub(crate) seed: Option<u64>,
    /// The quiz is a review started from My results: its end goes back there.
    pub(crate) from_history: bool,
    /// A quiz picked from the list that was left half-way before: take the
    /// unfinished attempt up again, or start afresh.
    pub(crate) offer: Option<ResumeOffer>,
}

/// The choice offered when a quiz with an unfinished attempt is opened.
pub(crate) struct ResumeOffer {
    pub(crate) loaded: LoadedQuiz,
    pub(crate) unfinished: QuizAttempt,
}

impl QuizScreen {
    pub(crate) fn new(_ctx: &Context) -> QuizScreen {
        QuizScreen {
            selected: 0,
            run: None,
            seed: None,
            from_history: false,
            offer: None,
        }
    }

    /// Open a quiz from the list: if an unfinished attempt at it can be
    /// taken up again, offer that first; else start.
    pub(crate) fn open(&mut self, loaded: LoadedQuiz, store: &Store) {
        match resumable(&loaded, store) {
            Some(unfinished) => self.offer = Some(ResumeOffer { loaded, unfinished }),
            None => self.start(loaded),
        }
    }

    /// Take up the offered unfinished attempt again.
    pub(crate) fn resume(&mut self) {
        let Some(offer) = self.offer.take() else {
            return;
        };
        let seed = self.seed.unwrap_or_else(seed_now);
        self.from_history = false;
        match QuizSession::resume(offer.loaded.clone(), &offer.unfinished, seed) {
            Some(session) => self.run = Some(QuizRun::new(session)),
            None => self.start(offer.loaded),
        }
    }

    /// The attempt under way, if it is a whole one left half-way: to keep
    /// as unfinished, once (leaving the quiz, quitting, the app stopping).
    pub(crate) fn take_unfinished(&mut self, lang: Lang) -> Option<QuizAttempt> {
        self.run.as_mut()?.session.unfinished(lang)
    }

    pub(crate) fn start(&mut self, loaded: LoadedQuiz) {
        let count = loaded.quiz.questions.len();
        self.from_history = false;
        self.start_as(loaded, (0..count).collect(), AttemptKind::Whole);
    }

    /// A review of some of the questions only (from My results).
    pub(crate) fn start_questions(
        &mut self,
        loaded: LoadedQuiz,
        questions: Vec<usize>,
        missed: std::collections::BTreeMap<usize, std::collections::BTreeMap<String, f64>>,
    ) {
        let seed = self.seed.unwrap_or_else(seed_now);
        self.run = Some(QuizRun::new(
            QuizSession::new(loaded, questions, seed)
                .with_kind(AttemptKind::Review)
                .avoiding(missed),
        ));
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

/// The latest unfinished attempt at this quiz not taken up again yet, if
/// it was made on the quiz as it is now (the same content hash) and left
/// questions to answer.
fn resumable(loaded: &LoadedQuiz, store: &Store) -> Option<QuizAttempt> {
    let hash = crate::records::content_hash(&loaded.quiz);
    crate::records::open_unfinished(store.attempts())
        .into_iter()
        .rev()
        .find(|a| {
            a.quiz_id == loaded.quiz.id
                && a.content_hash == hash
                && a.questions.len() < loaded.quiz.questions.len()
        })
        .cloned()
}
