//! An open lesson's progress: the step shown, the predictions made, and
//! the progress saved. A predict prompt holds its step until it is
//! answered, and hides what would answer it until then; its choices are
//! shown in an order of this student's own, seeded and saved with the
//! progress.

use rand::SeedableRng;
use rand::rngs::StdRng;
use rand::seq::SliceRandom;

use super::typed_number::PercentAsked;
use crate::content::LoadedLesson;
use crate::content::lesson::{Predict, Step};
use crate::content::quiz::Tolerance;
use crate::lang::Lang;
use crate::records::{LessonProgress, Prediction};

pub struct LessonSession {
    pub loaded: LoadedLesson,
    pub step: usize,
    /// The predict choice picked at each step, by its place in the lesson
    /// file (None until answered).
    pub answers: Vec<Option<usize>>,
    /// The seed of the choices' order, saved with the progress.
    pub(crate) order_seed: u64,
    /// Each step's predict choices in the order shown: row → place in
    /// the file (empty for a step without choices).
    pub orders: Vec<Vec<usize>>,
    /// The number given at each numeric predict (its answer is recorded
    /// as choice 0 when right, 1 when not).
    pub(crate) given: Vec<Option<f64>>,
}

/// Where a move forward leads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StepMove {
    /// To this step.
    To(usize),
    /// Nowhere: the step's prediction is due.
    Held,
    /// Nowhere: this is the last step.
    AtEnd,
}

impl StepMove {
    /// What the student is told when the move goes nowhere.
    pub(crate) fn notice(self, lang: Lang) -> Option<String> {
        match self {
            StepMove::To(_) => None,
            StepMove::Held => Some(crate::t!(lang, "quiz-lesson-answer-first")),
            StepMove::AtEnd => Some(crate::t!(lang, "quiz-lesson-last-step")),
        }
    }
}

impl LessonSession {
    /// The lesson at its first step, its predict choices ordered by
    /// `order_seed`.
    pub(crate) fn new(loaded: LoadedLesson, order_seed: u64) -> LessonSession {
        let steps = loaded.lesson.steps.len();
        let orders = choice_orders(order_seed, &choice_counts(&loaded));
        LessonSession {
            loaded,
            step: 0,
            answers: vec![None; steps],
            order_seed,
            orders,
            given: vec![None; steps],
        }
    }

    /// What to save: the furthest step reached and every prediction.
    pub(crate) fn progress(&self, furthest: usize) -> LessonProgress {
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

    /// Take up saved progress: the predictions made, in the order this
    /// student saw them. Returns the step to show.
    pub(crate) fn restore(&mut self, saved: &LessonProgress) -> usize {
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
        saved.step.min(self.answers.len().saturating_sub(1))
    }

    /// Every prediction forgotten: the lesson starts over.
    pub(crate) fn forget_answers(&mut self) {
        self.answers.iter_mut().for_each(|answer| *answer = None);
    }

    /// The predictions made so far: how many were right, of how many
    /// answered, and how many prompts are still unanswered.
    pub fn predictions(&self) -> PredictionCount {
        count_predictions(&self.loaded.lesson.steps, &self.answers)
    }

    /// Whether saved step `saved` is the last one: the lesson was read to
    /// its end, and reopening it offers to start again.
    pub(crate) fn finished(&self, saved: usize) -> bool {
        saved + 1 >= self.loaded.lesson.steps.len()
    }

    /// This is the lesson's last step.
    pub fn at_end(&self) -> bool {
        self.step + 1 == self.loaded.lesson.steps.len()
    }

    pub(crate) fn current(&self) -> &Step {
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
    pub(crate) fn revealed(&self) -> bool {
        !self.blocked()
    }

    /// Where moving forward leads from this step.
    pub(crate) fn forward(&self) -> StepMove {
        if self.blocked() {
            StepMove::Held
        } else if self.step + 1 < self.loaded.lesson.steps.len() {
            StepMove::To(self.step + 1)
        } else {
            StepMove::AtEnd
        }
    }

    /// The choice (its place in the file) shown at `row` of this step.
    pub(crate) fn choice_at(&self, row: usize) -> Option<usize> {
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
    pub(crate) fn choice_count(&self) -> usize {
        self.current()
            .predict
            .as_ref()
            .map_or(0, |predict| predict.choices.len())
    }

    /// This step's numeric predict, if it has one.
    pub fn numeric(&self) -> Option<(f64, Tolerance)> {
        self.current().predict.as_ref()?.numeric()
    }

    /// Predict the choice shown at `row` at this step, if it waits for
    /// one. Returns whether the prediction was taken.
    pub(crate) fn predict(&mut self, row: usize) -> bool {
        if row < self.choice_count()
            && self.answers[self.step].is_none()
            && let Some(choice) = self.choice_at(row)
        {
            self.answers[self.step] = Some(choice);
            return true;
        }
        false
    }

    /// Grade a number typed at a numeric predict, with the author's
    /// tolerance: Ok(true) when it is taken, Ok(false) when this step
    /// waits for no number, and the reason (in `lang`) when `typed` is no
    /// number.
    /// A share typed without its «%» is asked about once, through `asked`.
    pub(crate) fn predict_number(
        &mut self,
        typed: &str,
        asked: &mut PercentAsked,
        lang: Lang,
    ) -> Result<bool, String> {
        let Some((answer, tolerance)) = self.numeric() else {
            return Ok(false);
        };
        if self.answers[self.step].is_some() {
            return Ok(false);
        }
        let value = asked.answer(typed, Some(answer), lang)?;
        let right = tolerance.accepts(answer, value);
        self.given[self.step] = Some(value);
        self.answers[self.step] = Some(if right { 0 } else { 1 });
        Ok(true)
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
pub(crate) fn count_predictions(steps: &[Step], answers: &[Option<usize>]) -> PredictionCount {
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
fn answer_right(predict: &Predict, choice: usize) -> Option<bool> {
    if predict.numeric().is_some() {
        return (choice < 2).then_some(choice == 0);
    }
    predict.choices.get(choice).map(|c| c.correct)
}

#[cfg(test)]
mod tests;
