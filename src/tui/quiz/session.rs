//! One attempt at a quiz as a state machine, with no terminal in it: ask
//! a question (its options in this attempt's order, its numbers drawn),
//! take the answer as it is picked, ticked or typed, grade it, move on,
//! and sum up with the finished attempt to save. The screen turns keys
//! and clicks into these transitions and draws the state.

use std::cell::Cell;
use std::collections::{BTreeMap, BTreeSet};
use std::time::Instant;

use rand::SeedableRng;
use rand::rngs::StdRng;

use super::typed_number::{parse_number, typed_number};
use crate::content::{Answer, Grade, LoadedQuiz, Question};
use crate::lang::Lang;
use crate::records::{AnsweredQuestion, AttemptKind, QuizAttempt};
use crate::tui::text::tr;

/// Characters a typed number may have: more is not a number anyone means.
const MAX_TYPED_CHARS: usize = 32;

/// One question answered.
#[derive(Clone, Debug, PartialEq)]
pub struct Attempt {
    /// Index into the quiz's questions.
    pub question: usize,
    pub answer: Answer,
    pub grade: Grade,
    /// The numbers drawn for it (calculated questions).
    pub values: BTreeMap<String, f64>,
    /// The hint was shown before answering.
    pub hint_shown: bool,
    /// Seconds from the question being shown to its answer.
    pub seconds: f64,
    /// A number answer as the student typed it ("9,59"), to show it back
    /// so; empty for options.
    pub typed: String,
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

pub struct QuizRun {
    pub loaded: LoadedQuiz,
    /// Indices into the quiz's questions, in the order asked.
    pub questions: Vec<usize>,
    pub current: usize,
    pub phase: Phase,
    pub attempts: Vec<Attempt>,
    rng: StdRng,
    /// This question's option order (indices into its options).
    pub order: Vec<usize>,
    /// The highlighted option's row.
    pub cursor: usize,
    /// Rows ticked so far (several answers).
    pub picked: BTreeSet<usize>,
    /// The number typed so far.
    pub input: String,
    /// This question's drawn numbers.
    pub values: BTreeMap<String, f64>,
    /// The hint is shown.
    pub hint: bool,
    pub notice: Option<String>,
    started: Instant,
    /// When the current question was shown.
    question_started: Instant,
    /// A whole attempt, a retry or a review: saved with it.
    pub kind: AttemptKind,
    recorded: bool,
    /// Lines scrolled in a long summary.
    pub scroll: u16,
    /// Esc was pressed once mid-quiz: a second Esc leaves.
    pub leaving: bool,
    /// The largest useful scroll of the last summary frame.
    pub scroll_limit: Cell<u16>,
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
            started: Instant::now(),
            question_started: Instant::now(),
            kind: AttemptKind::Whole,
            recorded: false,
            scroll: 0,
            leaving: false,
            scroll_limit: Cell::new(u16::MAX),
        };
        if !run.prepare() {
            // Not one question could be asked: nothing to save.
            run.phase = Phase::Summary;
            run.recorded = true;
        }
        run
    }

    /// The same run, saved as a retry or a review.
    pub fn with_kind(mut self, kind: AttemptKind) -> QuizRun {
        self.kind = kind;
        self
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
                        choice_ids: choice_ids(&attempt.answer),
                        parameters: attempt.values.clone(),
                        expected: question
                            .expected_number(&attempt.values)
                            .filter(|v| v.is_finite()),
                        hint_shown: attempt.hint_shown,
                        seconds: Some(attempt.seconds),
                    }
                })
                .collect(),
            student: None,
            content_hash: crate::records::content_hash(&self.loaded.quiz),
            kind: self.kind,
        }
    }

    pub fn question(&self) -> &Question {
        &self.loaded.quiz.questions[self.questions[self.current]]
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
            self.values = question.draw(&mut self.rng);
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
        self.picked.clear();
        self.input.clear();
        self.hint = false;
        self.notice = (!skipped.is_empty()).then(|| {
            let ids = skipped.join(", ");
            match self.loaded.quiz.lang {
                Lang::En => format!(
                    "Skipped {ids}: its numbers give no answer that can be graded (the quiz's author can fix the ranges)."
                ),
                Lang::Es => format!(
                    "Se salta {ids}: sus números no dan una respuesta que se pueda corregir (quien escribió el cuestionario puede arreglar los rangos)."
                ),
            }
        });
        self.question_started = Instant::now();
        ready
    }

    /// Points got and points possible, over the questions answered.
    pub fn score(&self) -> (u32, u32) {
        let got = self.attempts.iter().map(|a| a.grade.points).sum();
        let max = self
            .attempts
            .iter()
            .map(|a| self.loaded.quiz.questions[a.question].points)
            .sum();
        (got, max)
    }

    pub fn missed(&self) -> Vec<&Attempt> {
        self.attempts.iter().filter(|a| !a.grade.correct).collect()
    }

    /// The missed questions, as indices into the quiz's questions.
    pub(super) fn missed_questions(&self) -> Vec<usize> {
        self.missed().iter().map(|a| a.question).collect()
    }

    /// The option shown at row `row` (an index into the question's options).
    pub(super) fn choice_at(&self, row: usize) -> Option<usize> {
        self.order.get(row).copied()
    }

    pub(super) fn option_count(&self) -> usize {
        self.order.len()
    }

    fn submit(&mut self, answer: Answer) {
        let typed = match answer {
            Answer::Number(_) => self.input.trim().to_owned(),
            Answer::Choices(_) | Answer::Bool(_) => String::new(),
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
        });
        self.phase = Phase::Answered;
        self.notice = None;
    }

    /// On to the next question, or to the summary after the last one:
    /// then, once, the finished attempt to save.
    pub(super) fn next(&mut self, lang: Lang) -> Option<QuizAttempt> {
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

    pub(super) fn show_hint(&mut self) {
        self.hint = true;
    }

    pub(super) fn cursor_up(&mut self) {
        self.cursor = self.cursor.saturating_sub(1);
    }

    pub(super) fn cursor_down(&mut self) {
        self.cursor = (self.cursor + 1).min(self.option_count().saturating_sub(1));
    }

    /// Answer with the option at `row` alone.
    pub(super) fn choose(&mut self, row: usize) {
        let Some(answer) = self
            .choice_at(row)
            .and_then(|option| self.question().option_answer(option))
        else {
            return;
        };
        self.cursor = row;
        self.submit(answer);
    }

    /// Tick or untick the option at `row` (several answers).
    pub(super) fn toggle(&mut self, row: usize) {
        if row < self.option_count() && !self.picked.remove(&row) {
            self.picked.insert(row);
        }
        self.cursor = row.min(self.option_count().saturating_sub(1));
    }

    /// Answer with the ticked options, or say to tick one first.
    pub(super) fn submit_ticked(&mut self, lang: Lang) {
        if self.picked.is_empty() {
            self.notice = Some(
                tr(
                    lang,
                    "Select at least one option (Space), then Enter.",
                    "Marca al menos una opción (Espacio) y luego Enter.",
                )
                .to_owned(),
            );
            return;
        }
        // In the file's order, whatever order they were shown in.
        let mut picked: Vec<usize> = self
            .picked
            .iter()
            .filter_map(|row| self.choice_at(*row))
            .collect();
        picked.sort_unstable();
        self.submit(Answer::Choices(picked));
    }

    /// Type one character of a number; anything a number is not written
    /// with is ignored.
    pub(super) fn type_char(&mut self, c: char) {
        let number_char = c.is_ascii_digit()
            || matches!(c, '.' | ',' | '-' | '+' | 'e' | 'E' | '%' | '_')
            // Spanish groups thousands with spaces: 292 343.
            || (c == ' ' && !self.input.is_empty());
        if number_char && self.input.chars().count() < MAX_TYPED_CHARS {
            self.input.push(c);
        }
    }

    pub(super) fn erase_char(&mut self) {
        self.input.pop();
    }

    pub(super) fn clear_input(&mut self) {
        self.input.clear();
    }

    /// Answer with the number typed, or say why it is not one.
    pub(super) fn submit_typed(&mut self, lang: Lang) {
        match parse_number(&self.input, lang) {
            Ok(value) => self.submit(Answer::Number(value)),
            Err(problem) => self.notice = Some(problem.to_owned()),
        }
    }

    /// Leaving mid-quiz loses the attempt: the first Esc warns, the second
    /// leaves. Returns whether to leave now.
    pub(super) fn confirm_leave(&mut self, lang: Lang) -> bool {
        if self.leaving {
            return true;
        }
        self.leaving = true;
        self.notice = Some(
            tr(
                lang,
                "Press Esc again to leave the quiz: this attempt will not be saved.",
                "Pulsa Esc otra vez para salir: este intento no se guardará.",
            )
            .to_owned(),
        );
        false
    }

    /// Any key but Esc takes back a first Esc.
    pub(super) fn cancel_leaving(&mut self) {
        self.leaving = false;
    }

    pub(super) fn scroll_up(&mut self, lines: u16) {
        self.scroll = self.scroll.saturating_sub(lines);
    }

    /// Scroll down, no further than the last frame could use.
    pub(super) fn scroll_down(&mut self, lines: u16) {
        self.scroll = self
            .scroll
            .saturating_add(lines)
            .min(self.scroll_limit.get());
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

/// The options picked, by their place in the file: true is 0 and false 1,
/// as `option_answer` numbers them. None for a number.
fn choice_ids(answer: &Answer) -> Option<Vec<usize>> {
    match answer {
        Answer::Choices(picked) => {
            let mut ids = picked.clone();
            ids.sort_unstable();
            Some(ids)
        }
        Answer::Bool(value) => Some(vec![usize::from(!*value)]),
        Answer::Number(_) => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::content::{Document, Source, parse_document};

    const QUIZ: &str = "id: t\nlang: en\ntitle: T\nshuffle: false\nquestions:
  - id: one
    type: single
    prompt: Pick b.
    choices:
      - {text: a, feedback: no}
      - {text: b, correct: true, feedback: yes}
    explanation: b.
  - id: some
    type: multiple
    prompt: Pick a and c.
    choices:
      - {text: a, correct: true, feedback: yes}
      - {text: b, feedback: no}
      - {text: c, correct: true, feedback: yes}
    explanation: a and c.
    points: 2
  - id: tf
    type: true-false
    prompt: False?
    answer: false
    if_true: no
    if_false: yes
    explanation: false.
  - id: number
    type: numeric
    prompt: Ten?
    answer: 10
    tolerance: {absolute: 0.5}
    explanation: ten.
";

    /// The test quiz, asking the questions at `questions`.
    fn run(questions: &[usize]) -> QuizRun {
        let source = Source::from_bytes("t.yaml", QUIZ.as_bytes().to_vec()).unwrap();
        let Ok(Document::Quiz(loaded)) = parse_document(&source) else {
            panic!("the test quiz is valid");
        };
        QuizRun::new(loaded, questions.to_vec(), 1)
    }

    #[test]
    fn an_attempt_is_graded_question_by_question_and_saved_once() {
        let mut run = run(&[0, 1, 2, 3]);
        run.choose(1);
        assert_eq!(run.phase, Phase::Answered);
        assert!(run.attempts[0].grade.correct);
        assert_eq!(run.next(Lang::En), None);

        run.submit_ticked(Lang::En);
        assert!(
            run.notice.is_some() && run.attempts.len() == 1,
            "nothing ticked"
        );
        run.toggle(0);
        run.toggle(1);
        run.toggle(1);
        run.toggle(2);
        run.submit_ticked(Lang::En);
        assert_eq!(run.attempts[1].answer, Answer::Choices(vec![0, 2]));
        assert_eq!(run.attempts[1].grade.points, 2);
        assert_eq!(run.next(Lang::En), None);

        run.choose(0);
        assert_eq!(run.attempts[2].answer, Answer::Bool(true));
        assert!(!run.attempts[2].grade.correct);
        assert_eq!(run.next(Lang::En), None);

        for c in "1x0.2".chars() {
            run.type_char(c);
        }
        assert_eq!(run.input, "10.2", "letters are not typed");
        run.submit_typed(Lang::En);
        assert!(run.attempts[3].grade.correct);
        assert_eq!(run.attempts[3].typed, "10.2", "kept as typed");
        assert_eq!(run.missed_questions(), [2]);

        let saved = run
            .next(Lang::En)
            .expect("the last answer ends the attempt");
        assert_eq!(run.phase, Phase::Summary);
        assert_eq!((saved.score, saved.max_score), (4, 5));
        let answers: Vec<&str> = saved.questions.iter().map(|q| q.answer.as_str()).collect();
        assert_eq!(answers, ["b", "a | c", "true", "10.2"]);
        let ids: Vec<Option<Vec<usize>>> = saved
            .questions
            .iter()
            .map(|q| q.choice_ids.clone())
            .collect();
        assert_eq!(ids, [Some(vec![1]), Some(vec![0, 2]), Some(vec![0]), None]);
        assert_eq!(saved.questions[3].expected, Some(10.0));
        assert!(
            saved
                .questions
                .iter()
                .all(|q| !q.hint_shown && q.seconds.is_some())
        );
        assert_eq!(saved.kind, AttemptKind::Whole);
        assert!(saved.content_hash.starts_with("s1-"));
        assert_eq!(run.next(Lang::En), None, "saved once");
    }

    #[test]
    fn a_typed_answer_that_is_no_number_is_explained_not_graded() {
        let mut run = run(&[3]);
        run.submit_typed(Lang::En);
        assert!(run.attempts.is_empty());
        assert_eq!(
            run.notice.as_deref(),
            Some("Type a number, such as 9.6, 1e-4 or 50%.")
        );
        for _ in 0..40 {
            run.type_char('9');
        }
        assert_eq!(run.input.len(), MAX_TYPED_CHARS);
        run.erase_char();
        assert_eq!(run.input.len(), MAX_TYPED_CHARS - 1);
        run.clear_input();
        assert!(run.input.is_empty());
    }

    /// A question whose numbers give no answer (a formula `check` would
    /// refuse, read here without its check) is skipped with a notice,
    /// never graded against NaN.
    #[test]
    fn a_question_without_an_answer_is_skipped_with_a_notice() {
        let text = "id: t\nlang: en\ntitle: T\nquestions:
  - id: no-answer
    type: calculated
    prompt: m = {m}?
    parameters:
      m: {min: 1, max: 2}
    formula: \"sqrt(0 - m)\"
    tolerance: {relative: 0.05}
    explanation: none.
  - id: number
    type: numeric
    prompt: Ten?
    answer: 10
    tolerance: {absolute: 0.5}
    explanation: ten.
";
        let source = Source::from_bytes("t.yaml", text.as_bytes().to_vec()).unwrap();
        assert!(parse_document(&source).is_err(), "check refuses it");
        let Ok(Document::Quiz(loaded)) = crate::content::quiz::trusting(|| parse_document(&source))
        else {
            panic!("read without the answers' check");
        };
        let run = QuizRun::new(loaded.clone(), vec![0, 1], 1);
        assert_eq!(run.question().id, "number");
        assert_eq!(run.phase, Phase::Asking);
        assert!(
            run.notice
                .as_deref()
                .unwrap()
                .starts_with("Skipped no-answer:")
        );
        // Nothing else to ask: the run ends, with nothing to save.
        let run = QuizRun::new(loaded, vec![0], 1);
        assert_eq!(run.phase, Phase::Summary);
        assert!(run.attempts.is_empty());
    }

    #[test]
    fn leaving_takes_a_second_esc() {
        let mut run = run(&[0]);
        assert!(!run.confirm_leave(Lang::En));
        run.cancel_leaving();
        assert!(!run.confirm_leave(Lang::En), "another key took it back");
        assert!(run.confirm_leave(Lang::En));
    }
}
