//! An open lesson as state with no terminal in it: the step shown, the
//! predictions made, the highlighted choice, the scroll, and the moves
//! between them. A predict prompt holds its step until it is answered,
//! and hides what would answer it until then; its choices are shown in an
//! order of this student's own, seeded and saved with the progress.

use std::cell::Cell;

use rand::SeedableRng;
use rand::rngs::StdRng;
use rand::seq::SliceRandom;

use crate::content::LoadedLesson;
use crate::content::lesson::Step;
use crate::lang::Lang;
use crate::records::{LessonProgress, Prediction};
use crate::tui::text::tr;

pub struct OpenLesson {
    pub loaded: LoadedLesson,
    pub step: usize,
    /// The predict choice picked at each step, by its place in the lesson
    /// file (None until answered).
    pub answers: Vec<Option<usize>>,
    /// The seed of the choices' order, saved with the progress.
    pub order_seed: u64,
    /// Each step's predict choices in the order shown: row → place in
    /// the file (empty for a step without choices).
    pub orders: Vec<Vec<usize>>,
    /// The highlighted row of the predict choices.
    pub cursor: usize,
    /// What the student is typing for a numeric predict.
    pub typed: String,
    /// The number given at each numeric predict (its answer is recorded
    /// as choice 0 when right, 1 when not).
    pub given: Vec<Option<f64>>,
    /// Lines scrolled down in a long step. A cell: drawing moves it to
    /// what just appeared (see `follow`).
    pub scroll: Cell<u16>,
    /// Something new appeared below (a prediction's answer, a measurement):
    /// drawing scrolls it into view, until the student scrolls by hand or
    /// leaves the step.
    pub follow: Cell<bool>,
    /// A one-line notice ("answer first").
    pub notice: Option<&'static str>,
    /// Saved progress to offer: continue at this step?
    pub resume: Option<usize>,
    /// The largest useful scroll of the last frame: scrolling stops there.
    pub scroll_limit: Cell<u16>,
}

impl OpenLesson {
    /// The lesson at its first step, its predict choices ordered by
    /// `order_seed`.
    pub fn new(loaded: LoadedLesson, order_seed: u64) -> OpenLesson {
        let steps = loaded.lesson.steps.len();
        let orders = choice_orders(order_seed, &choice_counts(&loaded));
        OpenLesson {
            loaded,
            step: 0,
            answers: vec![None; steps],
            order_seed,
            orders,
            cursor: 0,
            typed: String::new(),
            given: vec![None; steps],
            scroll: Cell::new(0),
            follow: Cell::new(false),
            notice: None,
            resume: None,
            scroll_limit: Cell::new(u16::MAX),
        }
    }

    /// What to save: the furthest step reached and every prediction.
    pub fn progress(&self, furthest: usize) -> LessonProgress {
        let steps = &self.loaded.lesson.steps;
        LessonProgress {
            lesson_id: self.loaded.lesson.id.clone(),
            // Saved under the lesson's own language, not the screen's.
            lang: self.loaded.lesson.lang.code().to_owned(),
            step: furthest.max(self.step),
            steps: steps.len(),
            predictions: self
                .answers
                .iter()
                .enumerate()
                .filter_map(|(step, answer)| {
                    let choice = (*answer)?;
                    let correct = answer_right(steps[step].predict.as_ref()?, choice)?;
                    Some(Prediction {
                        step,
                        choice,
                        correct,
                    })
                })
                .collect(),
            updated_at: crate::records::now(),
            order_seed: Some(self.order_seed),
        }
    }

    /// Take up saved progress: the predictions made, and the step.
    pub(super) fn restore(&mut self, saved: &LessonProgress) {
        // The choices in the order this student saw them.
        if let Some(seed) = saved.order_seed {
            self.order_seed = seed;
            self.orders = choice_orders(seed, &choice_counts(&self.loaded));
        }
        // The lesson may have changed since: keep only answers that still
        // point at a choice of a predict prompt.
        for prediction in &saved.predictions {
            let choices = self
                .loaded
                .lesson
                .steps
                .get(prediction.step)
                .and_then(|step| step.predict.as_ref())
                .map_or(0, |predict| {
                    if predict.numeric().is_some() {
                        2
                    } else {
                        predict.choices.len()
                    }
                });
            if prediction.choice < choices {
                self.answers[prediction.step] = Some(prediction.choice);
            }
        }
        self.go(saved.step.min(self.answers.len().saturating_sub(1)));
    }

    /// From the first step, with no prediction made.
    pub(super) fn start_over(&mut self) {
        self.answers.iter_mut().for_each(|answer| *answer = None);
        self.go(0);
    }

    /// The predictions made so far: how many were right, of how many
    /// answered, and how many prompts are still unanswered.
    pub fn predictions(&self) -> PredictionCount {
        count_predictions(&self.loaded.lesson.steps, &self.answers)
    }

    /// Whether saved step `saved` is the last one: the lesson was read to
    /// its end, and reopening it offers to start again.
    pub fn finished(&self, saved: usize) -> bool {
        saved + 1 >= self.loaded.lesson.steps.len()
    }

    /// This is the lesson's last step.
    pub fn at_end(&self) -> bool {
        self.step + 1 == self.loaded.lesson.steps.len()
    }

    pub(super) fn current(&self) -> &Step {
        &self.loaded.lesson.steps[self.step]
    }

    /// A predict prompt is waiting for an answer at this step.
    pub fn blocked(&self) -> bool {
        self.current().predict.is_some() && self.answers[self.step].is_none()
    }

    /// Whether what follows the step's question shows: the scene's
    /// result, the reveal, the experiment (even its shape: m and k can
    /// answer a question about m/n) and the lesson's ending. Hidden until
    /// the prediction is made, so nothing on screen gives it away.
    pub fn revealed(&self) -> bool {
        !self.blocked()
    }

    /// The choice (its place in the file) shown at `row` of this step.
    pub fn choice_at(&self, row: usize) -> Option<usize> {
        self.orders.get(self.step)?.get(row).copied()
    }

    /// The row where `choice` (its place in the file) is shown.
    pub fn row_of(&self, choice: usize) -> Option<usize> {
        self.orders
            .get(self.step)?
            .iter()
            .position(|c| *c == choice)
    }

    /// Choices of this step's predict prompt (0 without one).
    fn choice_count(&self) -> usize {
        self.current()
            .predict
            .as_ref()
            .map_or(0, |predict| predict.choices.len())
    }

    /// This step's numeric predict, if it has one.
    pub fn numeric(&self) -> Option<(f64, crate::content::quiz::Tolerance)> {
        self.current().predict.as_ref()?.numeric()
    }

    /// Grade what was typed at a numeric predict, with the author's
    /// tolerance; a number that cannot be read says why.
    pub(super) fn submit_number(&mut self, lang: Lang) {
        let Some((answer, tolerance)) = self.numeric() else {
            return;
        };
        if self.answers[self.step].is_some() {
            return;
        }
        match crate::tui::quiz::parse_number(&self.typed, lang) {
            Ok(value) => {
                let right = tolerance.accepts(answer, value);
                self.given[self.step] = Some(value);
                self.answers[self.step] = Some(if right { 0 } else { 1 });
                self.follow.set(true);
                self.typed.clear();
                self.notice = None;
            }
            Err(why) => self.notice = Some(why),
        }
    }

    pub(super) fn go(&mut self, step: usize) {
        self.step = step;
        self.typed.clear();
        self.cursor = 0;
        self.scroll.set(0);
        self.follow.set(false);
        self.notice = None;
    }

    /// On to the next step, unless a prediction is due or this is the last.
    pub(super) fn forward(&mut self, lang: Lang) {
        if self.blocked() {
            self.notice = Some(tr(
                lang,
                "Answer the question first.",
                "Responde la pregunta primero.",
            ));
        } else if self.step + 1 < self.loaded.lesson.steps.len() {
            self.go(self.step + 1);
        } else {
            self.notice = Some(tr(
                lang,
                "This is the last step. Esc goes back.",
                "Es el último paso. Esc para volver.",
            ));
        }
    }

    pub(super) fn back(&mut self) {
        if self.step > 0 {
            self.go(self.step - 1);
        }
    }

    /// Predict the choice shown at `row` at this step, if it waits for one.
    pub(super) fn answer(&mut self, row: usize) {
        if row < self.choice_count()
            && self.answers[self.step].is_none()
            && let Some(choice) = self.choice_at(row)
        {
            self.answers[self.step] = Some(choice);
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

/// The predictions of a lesson so far.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PredictionCount {
    /// Answered right.
    pub right: usize,
    /// Answered, right or not.
    pub answered: usize,
    /// Predict prompts not answered (yet).
    pub unanswered: usize,
}

/// Count `answers` (a choice per step, None if not answered) against the
/// steps' predict prompts: only what was answered is scored.
pub fn count_predictions(steps: &[Step], answers: &[Option<usize>]) -> PredictionCount {
    let mut count = PredictionCount {
        right: 0,
        answered: 0,
        unanswered: 0,
    };
    for (index, step) in steps.iter().enumerate() {
        let Some(predict) = &step.predict else {
            continue;
        };
        match answers
            .get(index)
            .copied()
            .flatten()
            .and_then(|choice| answer_right(predict, choice))
        {
            Some(right) => {
                count.answered += 1;
                count.right += usize::from(right);
            }
            None => count.unanswered += 1,
        }
    }
    count
}

/// How many choices each step's predict shows (0 for a number or none).
fn choice_counts(loaded: &LoadedLesson) -> Vec<usize> {
    loaded
        .lesson
        .steps
        .iter()
        .map(|step| step.predict.as_ref().map_or(0, |p| p.choices.len()))
        .collect()
}

/// Each step's choices in a shuffled order (row → place in the file),
/// drawn from one seeded generator step after step, as a quiz attempt
/// shuffles its options: the same seed gives the same orders.
pub fn choice_orders(seed: u64, counts: &[usize]) -> Vec<Vec<usize>> {
    let mut rng = StdRng::seed_from_u64(seed);
    counts
        .iter()
        .map(|&count| {
            let mut order: Vec<usize> = (0..count).collect();
            order.shuffle(&mut rng);
            order
        })
        .collect()
}

/// Whether `choice` is a right answer to `predict` (for a numeric
/// predict, 0 is right and 1 is not); None for no such choice.
fn answer_right(predict: &crate::content::lesson::Predict, choice: usize) -> Option<bool> {
    if predict.numeric().is_some() {
        return (choice < 2).then_some(choice == 0);
    }
    predict.choices.get(choice).map(|c| c.correct)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::content::{Document, Source, parse_document};

    const LESSON: &str = "id: l\nlang: en\ntitle: L\nsteps:
  - title: One
    text: Read.
  - title: Two
    text: Guess.
    predict:
      question: Which?
      choices:
        - {text: a, feedback: no}
        - {text: b, correct: true, feedback: yes}
  - title: Three
    text: The end.
";

    fn open() -> OpenLesson {
        let source = Source::from_bytes("l.yaml", LESSON.as_bytes().to_vec()).unwrap();
        let Ok(Document::Lesson(loaded)) = parse_document(&source) else {
            panic!("the test lesson is valid");
        };
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
        assert_eq!(open.notice, Some("Answer the question first."));
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
        assert_eq!(open.notice, Some("This is the last step. Esc goes back."));
    }

    #[test]
    fn progress_is_saved_and_taken_up_again() {
        let mut open = open();
        open.go(1);
        // The right choice (the file's second), wherever it is shown.
        open.answer(open.row_of(1).unwrap());
        let saved = open.progress(0);
        assert_eq!((saved.step, saved.steps), (1, 3));
        assert_eq!(saved.order_seed, Some(1), "the order is saved");
        assert_eq!(
            saved.predictions,
            [Prediction {
                step: 1,
                choice: 1,
                correct: true
            }]
        );
        assert_eq!(open.progress(2).step, 2, "never less than the furthest");

        let mut again = super::tests::open();
        again.orders = choice_orders(99, &[0, 2, 0]);
        let mut changed = saved.clone();
        changed.predictions.push(Prediction {
            step: 0,
            choice: 0,
            correct: false,
        });
        again.restore(&changed);
        assert_eq!(again.orders, open.orders, "shown in the saved order again");
        assert_eq!(again.step, 1);
        assert_eq!(
            again.answers,
            [None, Some(1), None],
            "the first step has no prompt to answer"
        );
        again.start_over();
        assert_eq!((again.step, again.answers.clone()), (0, vec![None; 3]));
    }

    const NUMERIC: &str = "id: n\nlang: es\ntitle: N\nsteps:
  - title: Guess
    text: How much?
    predict:
      question: What rate?
      answer: 0.0888
      tolerance: {relative: 0.05}
      explanation: The exact formula.
";

    #[test]
    fn a_numeric_prediction_is_typed_and_graded_with_the_tolerance() {
        let source = Source::from_bytes("n.yaml", NUMERIC.as_bytes().to_vec()).unwrap();
        let Ok(Document::Lesson(loaded)) = parse_document(&source) else {
            panic!("the numeric lesson is valid");
        };
        let mut open = OpenLesson::new(loaded.clone(), 1);
        assert!(open.blocked());
        open.typed = "abc".into();
        open.submit_number(Lang::Es);
        assert!(open.blocked(), "not a number");
        assert!(open.notice.is_some());
        open.typed = "0,09".into();
        open.submit_number(Lang::Es);
        assert_eq!(open.answers[0], Some(0), "within 5 % of 0.0888");
        assert_eq!(
            open.predictions(),
            PredictionCount {
                right: 1,
                answered: 1,
                unanswered: 0
            }
        );
        assert!(open.progress(0).predictions[0].correct);
        let mut wrong = OpenLesson::new(loaded, 1);
        assert_eq!(wrong.predictions().unanswered, 1);
        wrong.typed = "0,08".into();
        wrong.submit_number(Lang::Es);
        assert_eq!(wrong.answers[0], Some(1), "10 % off");
        assert_eq!(wrong.predictions().right, 0);
        assert_eq!(wrong.predictions().answered, 1);
        assert!(!wrong.progress(0).predictions[0].correct);
    }

    /// Only answered predictions are scored: "0 of 2" before the last
    /// one is made was wrong.
    #[test]
    fn the_count_scores_only_what_was_answered() {
        let open = open();
        let steps = &open.loaded.lesson.steps;
        let none = count_predictions(steps, &[None, None, None]);
        assert_eq!((none.right, none.answered, none.unanswered), (0, 0, 1));
        let right = count_predictions(steps, &[None, Some(1), None]);
        assert_eq!((right.right, right.answered, right.unanswered), (1, 1, 0));
        let wrong = count_predictions(steps, &[None, Some(0), None]);
        assert_eq!((wrong.right, wrong.answered, wrong.unanswered), (0, 1, 0));
        // A saved answer to a step with no prompt, or no such choice, is
        // not counted as answered.
        let stale = count_predictions(steps, &[Some(0), Some(7), None]);
        assert_eq!((stale.answered, stale.unanswered), (0, 1));
    }

    /// The same seed gives the same orders; other seeds give other orders
    /// (each a permutation), so students see the choices differently.
    #[test]
    fn choice_orders_are_seeded_permutations() {
        let counts = [0, 4, 2, 0, 3];
        let orders = choice_orders(42, &counts);
        assert_eq!(orders, choice_orders(42, &counts));
        for (order, &count) in orders.iter().zip(&counts) {
            let mut sorted = order.clone();
            sorted.sort_unstable();
            assert_eq!(sorted, (0..count).collect::<Vec<_>>());
        }
        let distinct: std::collections::BTreeSet<Vec<usize>> = (0..50)
            .map(|seed| choice_orders(seed, &[4])[0].clone())
            .collect();
        assert!(distinct.len() > 10, "only {} orders", distinct.len());
    }
}
