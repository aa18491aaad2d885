//! One attempt at a quiz as a state machine: ask a question (its options
//! in this attempt's order, its numbers drawn), take the answer as it is
//! picked, ticked, typed or put in order, grade it, move on, and sum up
//! with the finished attempt to save.

use std::collections::{BTreeMap, BTreeSet};
use std::time::Instant;

use rand::SeedableRng;
use rand::rngs::StdRng;

use super::typed_number::typed_number;
use crate::content::{Answer, Grade, LoadedQuiz, Question, QuestionKind};
use crate::lang::Lang;
use crate::records::{AnsweredQuestion, AttemptKind, QuizAttempt};

/// Characters a typed number may have: more is not a number anyone means.
pub(crate) const MAX_TYPED_CHARS: usize = 32;

/// One question answered.
#[derive(Clone, Debug, PartialEq)]
pub struct Attempt {
    /// Index into the quiz's questions.
    pub(crate) question: usize,
    pub(crate) answer: Answer,
    pub grade: Grade,
    /// The numbers drawn for it (calculated questions).
    pub(crate) values: BTreeMap<String, f64>,
    /// The hint was shown before answering.
    pub(crate) hint_shown: bool,
    /// Seconds from the question being shown to its answer.
    pub(crate) seconds: f64,
    /// A number answer as the student typed it ("9,59"), to show it back
    /// so; empty for options.
    pub(crate) typed: String,
    /// The options' order as shown (empty when not known, as for an
    /// attempt read back from the records): the summary lists them so.
    pub(crate) shown_order: Vec<usize>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    /// The current question waits for its answer.
    Asking,
    /// The current question is graded; its feedback shows.
    Answered,
    /// Every question is answered: the score and the missed ones.
    Summary,
}

pub struct QuizSession {
    pub loaded: LoadedQuiz,
    /// Indices into the quiz's questions, in the order asked.
    pub questions: Vec<usize>,
    pub(crate) current: usize,
    pub phase: Phase,
    pub attempts: Vec<Attempt>,
    rng: StdRng,
    /// This question's options in the order shown (indices into its
    /// options); for an ordering question, its items as the student has
    /// put them so far.
    pub order: Vec<usize>,
    /// The highlighted option's row.
    pub cursor: usize,
    /// Rows ticked so far (several answers).
    pub(crate) picked: BTreeSet<usize>,
    /// The highlighted item is held: moving the cursor moves it (ordering).
    pub(crate) holding: bool,
    /// The number typed so far.
    pub input: String,
    /// This question's drawn numbers.
    pub values: BTreeMap<String, f64>,
    /// The hint is shown.
    pub(crate) hint: bool,
    /// A one-line notice, worded in the language it was asked in.
    pub(crate) notice: Option<String>,
    /// What the typed number left out, said on each key and on Enter.
    pub(crate) left_out: super::LeftOut,
    /// The number last asked «did you mean a %?» about.
    pub(crate) percent_asked: super::PercentAsked,
    started: Instant,
    /// When the current question was shown.
    question_started: Instant,
    /// A whole attempt, a retry or a review: saved with it.
    pub(crate) kind: AttemptKind,
    recorded: bool,
    /// The answers of the unfinished attempt this one takes up again
    /// ([`QuizSession::resume`]): they come first in the record and count
    /// in the score.
    pub carried: Vec<AnsweredQuestion>,
    /// The carried answers as answers of this session, where the quiz
    /// still has their questions: the ones not wholly right are missed
    /// in this attempt too (its summary, its retry).
    carried_attempts: Vec<Attempt>,
    /// The time the unfinished attempt had taken.
    carried_seconds: f64,
    /// The unfinished attempt taken up again.
    resumes: Option<String>,
    /// The numbers each question (by index) was missed with, for a retry
    /// or a review: drawn anew, they avoid these where the question has
    /// others (reader 46, en 5.11: a retry said «drawn again» over the
    /// very numbers missed, one chance in six).
    missed_values: BTreeMap<usize, BTreeMap<String, f64>>,
}

/// A saved answer (of an unfinished attempt taken up again) as an answer
/// of this quiz: None when the quiz no longer has its question. Choices
/// come back from their places in the file; a number from what was typed.
fn carried_attempt(loaded: &LoadedQuiz, answered: &AnsweredQuestion) -> Option<Attempt> {
    let index = loaded
        .quiz
        .questions
        .iter()
        .position(|q| q.id == answered.id)?;
    let ids = answered.choice_ids.clone().unwrap_or_default();
    let (answer, typed) = match loaded.quiz.questions[index].question_type() {
        crate::content::QuestionType::Single | crate::content::QuestionType::Multiple => {
            (Answer::Choices(ids), String::new())
        }
        crate::content::QuestionType::TrueFalse => {
            (Answer::Bool(ids.first() == Some(&0)), String::new())
        }
        crate::content::QuestionType::Ordering => (Answer::Order(ids), String::new()),
        crate::content::QuestionType::Numeric | crate::content::QuestionType::Calculated => {
            let value = answered
                .answer
                .replace(',', ".")
                .trim()
                .parse()
                .unwrap_or(f64::NAN);
            (Answer::Number(value), answered.answer.clone())
        }
    };
    Some(Attempt {
        question: index,
        answer,
        grade: Grade {
            correct: answered.correct,
            points: answered.points,
        },
        values: answered.parameters.clone(),
        hint_shown: answered.hint_shown,
        seconds: answered.seconds.unwrap_or(0.0),
        typed,
        shown_order: Vec::new(),
    })
}

impl QuizSession {
    /// An attempt at `questions` (indices into the quiz's questions), its
    /// option orders and numbers drawn from `seed`.
    pub fn new(loaded: LoadedQuiz, questions: Vec<usize>, seed: u64) -> QuizSession {
        let mut session = QuizSession {
            loaded,
            questions,
            current: 0,
            phase: Phase::Asking,
            attempts: Vec::new(),
            rng: StdRng::seed_from_u64(seed),
            order: Vec::new(),
            cursor: 0,
            picked: BTreeSet::new(),
            holding: false,
            input: String::new(),
            values: BTreeMap::new(),
            hint: false,
            notice: None,
            left_out: super::LeftOut::default(),
            percent_asked: super::PercentAsked::default(),
            started: Instant::now(),
            question_started: Instant::now(),
            kind: AttemptKind::Whole,
            recorded: false,
            carried: Vec::new(),
            carried_attempts: Vec::new(),
            carried_seconds: 0.0,
            resumes: None,
            missed_values: BTreeMap::new(),
        };
        if !session.prepare() {
            // Not one question could be asked: nothing to save.
            session.phase = Phase::Summary;
            session.recorded = true;
        }
        session
    }

    /// Whether `question` is asked with other numbers than the attempt
    /// it was missed in: a calculated question draws its parameters
    /// anew in a retry or a review, which the missed list does not show
    /// (reader 29, es 3.2).
    pub(crate) fn draws_again(&self, question: &Question) -> bool {
        matches!(self.kind, AttemptKind::Retry | AttemptKind::Review)
            && matches!(question.kind, QuestionKind::Calculated { .. })
            && self.missed_values_here() != Some(&self.values)
    }

    /// Whether `question` is the calculated one an unfinished attempt was
    /// left on, taken up again: its numbers are drawn anew, as the
    /// attempt keeps only the answered questions' (readers 52, en 1.3).
    pub(crate) fn redrawn_since_left(&self, question: &Question) -> bool {
        self.resumes.is_some()
            && self.current == 0
            && matches!(question.kind, QuestionKind::Calculated { .. })
    }

    /// The numbers the current question was missed with, where known.
    fn missed_values_here(&self) -> Option<&BTreeMap<String, f64>> {
        self.missed_values.get(self.questions.get(self.current)?)
    }

    /// The same session, its questions' numbers drawn apart from the ones
    /// they were missed with (by question index), where they can be.
    pub(crate) fn avoiding(
        mut self,
        missed: BTreeMap<usize, BTreeMap<String, f64>>,
    ) -> QuizSession {
        self.missed_values = missed;
        if self.phase == Phase::Asking {
            self.draw_values();
        }
        self
    }

    /// Draw the current question's numbers; in a retry or a review, again
    /// while they are the ones it was missed with, a few times (a question
    /// with one set of numbers keeps it).
    fn draw_values(&mut self) {
        const TRIES: usize = 32;
        let question = &self.loaded.quiz.questions[self.questions[self.current]];
        for _ in 0..TRIES {
            self.values = question.draw(&mut self.rng);
            let missed = self.missed_values.get(&self.questions[self.current]);
            if missed != Some(&self.values) {
                break;
            }
        }
    }

    /// The same attempt, saved as a retry or a review.
    pub(crate) fn with_kind(mut self, kind: AttemptKind) -> QuizSession {
        self.kind = kind;
        self
    }

    /// A retry of the questions missed in this attempt, with the same
    /// quiz; None when none was missed.
    pub(crate) fn retry(&self, seed: u64) -> Option<QuizSession> {
        let missed = self.missed_questions();
        (!missed.is_empty()).then(|| {
            let values = self
                .missed()
                .iter()
                .map(|attempt| (attempt.question, attempt.values.clone()))
                .collect();
            QuizSession::new(self.loaded.clone(), missed, seed)
                .with_kind(AttemptKind::Retry)
                .avoiding(values)
        })
    }

    /// Take up an unfinished attempt at this quiz again: the questions it
    /// did not answer, in the quiz's order, its answers kept and counted
    /// in the score. None when the quiz changed since (another content
    /// hash), when the attempt was not a whole one, or when nothing is
    /// left to answer.
    pub fn resume(loaded: LoadedQuiz, unfinished: &QuizAttempt, seed: u64) -> Option<QuizSession> {
        if unfinished.kind != AttemptKind::Unfinished
            || unfinished.quiz_id != loaded.quiz.id
            || unfinished.content_hash != crate::records::content_hash(&loaded.quiz)
        {
            return None;
        }
        let answered: BTreeSet<&str> = unfinished.questions.iter().map(|q| q.id.as_str()).collect();
        let left: Vec<usize> = (0..loaded.quiz.questions.len())
            .filter(|i| !answered.contains(loaded.quiz.questions[*i].id.as_str()))
            .collect();
        if left.is_empty() {
            return None;
        }
        let mut session = QuizSession::new(loaded, left, seed);
        session.carried = unfinished.questions.clone();
        session.carried_attempts = unfinished
            .questions
            .iter()
            .filter_map(|answered| carried_attempt(&session.loaded, answered))
            .collect();
        session.carried_seconds = unfinished.seconds_taken;
        session.resumes = Some(unfinished.id.clone());
        Some(session)
    }

    /// The finished attempt as it is saved.
    pub(crate) fn record(&self, lang: Lang) -> QuizAttempt {
        let (score, max_score) = self.score();
        QuizAttempt {
            id: crate::records::new_attempt_id(),
            quiz_id: self.loaded.quiz.id.clone(),
            lang: lang.code().to_owned(),
            finished_at: crate::records::now(),
            seconds_taken: self.carried_seconds + self.started.elapsed().as_secs_f64(),
            score,
            max_score,
            questions: self
                .carried
                .iter()
                .cloned()
                .chain(self.attempts.iter().map(|attempt| self.answered(attempt)))
                .collect(),
            student: None,
            content_hash: crate::records::content_hash(&self.loaded.quiz),
            kind: self.kind,
            resumes: self.resumes.clone(),
        }
    }

    /// The attempt as far as it went, to keep when it is left half-way
    /// (the quiz left, the window closed, the app stopped), once: a whole
    /// attempt as unfinished, to take up later; a review or a retry as
    /// itself, with the questions answered, so that My results counts
    /// them (a question put right in a review stayed «still missed»:
    /// reader 18, en 3.4). None when it is finished, already kept, or no
    /// question was answered since it started (or was taken up again).
    pub fn unfinished(&mut self, lang: Lang) -> Option<QuizAttempt> {
        if self.recorded || self.phase == Phase::Summary || self.attempts.is_empty() {
            return None;
        }
        self.recorded = true;
        let mut attempt = self.record(lang);
        if attempt.kind == AttemptKind::Whole {
            attempt.kind = AttemptKind::Unfinished;
        }
        Some(attempt)
    }

    /// Questions in the whole attempt: those carried from an unfinished
    /// one and those asked now.
    pub fn total_questions(&self) -> usize {
        self.carried.len() + self.questions.len()
    }

    /// Questions in the whole attempt worth more than one point: the
    /// summary says how many, where «some» stood for one (reader 14, es
    /// 4.7).
    pub fn questions_worth_more(&self) -> usize {
        let asked = self
            .questions
            .iter()
            .filter(|&&index| self.loaded.quiz.questions[index].points > 1)
            .count();
        asked
            + self
                .carried
                .iter()
                .filter(|answered| answered.max_points > 1)
                .count()
    }

    /// Questions answered so far, carried ones included.
    pub fn answered_count(&self) -> usize {
        self.carried.len() + self.attempts.len()
    }

    /// One answer as it is saved.
    fn answered(&self, attempt: &Attempt) -> AnsweredQuestion {
        let question = &self.loaded.quiz.questions[attempt.question];
        AnsweredQuestion {
            id: question.id.clone(),
            answer: answer_text(question, &attempt.answer),
            correct: attempt.grade.correct,
            points: attempt.grade.points,
            max_points: question.points,
            choice_ids: choice_ids(&attempt.answer),
            parameters: attempt.values.clone(),
            expected: question
                .expected_number(&attempt.values)
                .filter(|v| v.is_finite()),
            hint_shown: attempt.hint_shown,
            seconds: Some(attempt.seconds),
        }
    }

    pub fn question(&self) -> &Question {
        &self.loaded.quiz.questions[self.questions[self.current]]
    }

    /// The quiz's question `attempt` answered.
    pub(crate) fn question_of(&self, attempt: &Attempt) -> &Question {
        &self.loaded.quiz.questions[attempt.question]
    }

    /// The current question's answer, once it is graded (the feedback
    /// shows).
    pub(crate) fn answered_now(&self) -> Option<&Attempt> {
        self.attempts
            .last()
            .filter(|_| self.phase == Phase::Answered)
    }

    /// Draw the numbers and shuffle the options of the current question.
    /// A calculated question whose numbers give no answer to grade (not
    /// a finite number) is skipped, with a notice: the next one is asked
    /// instead. False when none is left to ask.
    fn prepare(&mut self) -> bool {
        let mut skipped = Vec::new();
        let ready = loop {
            let question = &self.loaded.quiz.questions[self.questions[self.current]];
            self.order = question.option_order(self.loaded.quiz.shuffle, &mut self.rng);
            self.draw_values();
            let question = &self.loaded.quiz.questions[self.questions[self.current]];
            if question
                .expected_number(&self.values)
                .is_none_or(f64::is_finite)
            {
                break true;
            }
            skipped.push(question.id.clone());
            // The list keeps a question, so `question()` always has one.
            if self.questions.len() == 1 {
                break false;
            }
            self.questions.remove(self.current);
            if self.current == self.questions.len() {
                self.current -= 1;
                break false;
            }
        };
        self.cursor = 0;
        self.left_out = super::LeftOut::default();
        self.percent_asked = super::PercentAsked::default();
        self.picked.clear();
        self.holding = false;
        self.input.clear();
        self.hint = false;
        self.notice = (!skipped.is_empty()).then(|| {
            crate::t!(
                self.loaded.quiz.lang,
                "quiz-skipped-no-answer",
                ids = skipped.join(", ")
            )
        });
        self.question_started = Instant::now();
        ready
    }

    /// Points got and points possible, over the questions answered
    /// (those carried from an unfinished attempt included).
    pub fn score(&self) -> (u32, u32) {
        let carried_got: u32 = self.carried.iter().map(|q| q.points).sum();
        let carried_max: u32 = self.carried.iter().map(|q| q.max_points).sum();
        let got: u32 = self.attempts.iter().map(|a| a.grade.points).sum();
        let max: u32 = self
            .attempts
            .iter()
            .map(|a| self.question_of(a).points)
            .sum();
        (carried_got + got, carried_max + max)
    }

    /// The answers not wholly right (an order with some items out of
    /// place among them).
    pub fn missed(&self) -> Vec<&Attempt> {
        self.carried_attempts
            .iter()
            .chain(&self.attempts)
            .filter(|a| !a.grade.correct)
            .collect()
    }

    /// The missed questions, as indices into the quiz's questions.
    pub(crate) fn missed_questions(&self) -> Vec<usize> {
        self.missed().iter().map(|a| a.question).collect()
    }

    /// The option shown at row `row` (an index into the question's options).
    pub(crate) fn choice_at(&self, row: usize) -> Option<usize> {
        self.order.get(row).copied()
    }

    /// The row where option `option` is shown (from 0).
    pub fn row_of(&self, option: usize) -> Option<usize> {
        self.order.iter().position(|c| *c == option)
    }

    pub(crate) fn option_count(&self) -> usize {
        self.order.len()
    }

    fn submit(&mut self, answer: Answer) {
        let typed = match answer {
            Answer::Number(_) => self.input.trim().to_owned(),
            Answer::Choices(_) | Answer::Bool(_) | Answer::Order(_) => String::new(),
        };
        let grade = self.question().grade(&answer, &self.values);
        self.attempts.push(Attempt {
            question: self.questions[self.current],
            answer,
            grade,
            values: self.values.clone(),
            hint_shown: self.hint,
            seconds: self.question_started.elapsed().as_secs_f64(),
            typed,
            shown_order: self.order.clone(),
        });
        self.phase = Phase::Answered;
        self.holding = false;
        self.notice = None;
    }

    /// On to the next question, or to the summary after the last one:
    /// then, once, the finished attempt to save.
    pub fn next(&mut self, lang: Lang) -> Option<QuizAttempt> {
        if self.current + 1 < self.questions.len() {
            self.current += 1;
            self.phase = Phase::Asking;
            if self.prepare() {
                return None;
            }
        }
        self.phase = Phase::Summary;
        if self.recorded {
            return None;
        }
        self.recorded = true;
        Some(self.record(lang))
    }
}

/// An answer as it is saved: the chosen options' texts, true or false,
/// the number, or the items in the order given (joined by ` > `).
fn answer_text(question: &Question, answer: &Answer) -> String {
    match (answer, &question.kind) {
        (Answer::Choices(picked), _) => {
            let choices = question.choices();
            picked
                .iter()
                .filter_map(|i| choices.get(*i))
                .map(|c| c.text.clone())
                .collect::<Vec<_>>()
                .join(" | ")
        }
        (Answer::Order(order), QuestionKind::Ordering(ordering)) => order
            .iter()
            .filter_map(|i| ordering.items.get(*i))
            .cloned()
            .collect::<Vec<_>>()
            .join(" > "),
        (Answer::Order(_), _) => String::new(),
        (Answer::Bool(value), _) => value.to_string(),
        (Answer::Number(value), _) => typed_number(*value),
    }
}

/// The options picked, by their place in the file, in the file's order
/// (true is 0 and false 1, as `option_answer` numbers them); an ordering
/// question's items in the order the student put them, which is the
/// answer and must not be sorted. None for a number.
fn choice_ids(answer: &Answer) -> Option<Vec<usize>> {
    match answer {
        Answer::Choices(picked) => {
            let mut ids = picked.clone();
            ids.sort_unstable();
            Some(ids)
        }
        Answer::Order(order) => Some(order.clone()),
        Answer::Bool(value) => Some(vec![usize::from(!*value)]),
        Answer::Number(_) => None,
    }
}

mod keys;
#[cfg(test)]
mod tests;
