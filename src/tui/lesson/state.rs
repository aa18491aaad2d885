//! An open lesson as state with no terminal in it: the step shown, the
//! predictions made, the highlighted choice, the scroll, and the moves
//! between them. A predict prompt holds its step until it is answered.

use std::cell::Cell;

use crate::content::LoadedLesson;
use crate::content::lesson::Step;
use crate::lang::Lang;
use crate::records::{LessonProgress, Prediction};
use crate::tui::text::tr;

pub struct OpenLesson {
    pub loaded: LoadedLesson,
    pub step: usize,
    /// The predict choice picked at each step (None until answered).
    pub answers: Vec<Option<usize>>,
    /// The highlighted predict choice.
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
    pub fn new(loaded: LoadedLesson) -> OpenLesson {
        let steps = loaded.lesson.steps.len();
        OpenLesson {
            loaded,
            step: 0,
            answers: vec![None; steps],
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
        }
    }

    /// Take up saved progress: the predictions made, and the step.
    pub(super) fn restore(&mut self, saved: &LessonProgress) {
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

    /// Predictions answered right, and predict prompts in the lesson.
    pub fn predictions_right(&self) -> (usize, usize) {
        let steps = &self.loaded.lesson.steps;
        let asked = steps.iter().filter(|s| s.predict.is_some()).count();
        let right = self
            .answers
            .iter()
            .zip(steps)
            .filter(|(answer, step)| {
                answer.is_some_and(|choice| {
                    step.predict
                        .as_ref()
                        .and_then(|p| answer_right(p, choice))
                        .unwrap_or(false)
                })
            })
            .count();
        (right, asked)
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

    /// Predict `choice` at this step, if it waits for one.
    pub(super) fn answer(&mut self, choice: usize) {
        if choice < self.choice_count() && self.answers[self.step].is_none() {
            self.answers[self.step] = Some(choice);
            self.follow.set(true);
            self.cursor = choice;
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
        OpenLesson::new(loaded)
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
        open.answer(0);
        open.answer(1);
        assert_eq!(open.answers[1], Some(0), "a prediction is made once");
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
        open.answer(1);
        let saved = open.progress(0);
        assert_eq!((saved.step, saved.steps), (1, 3));
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
        let mut changed = saved.clone();
        changed.predictions.push(Prediction {
            step: 0,
            choice: 0,
            correct: false,
        });
        again.restore(&changed);
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
        let mut open = OpenLesson::new(loaded.clone());
        assert!(open.blocked());
        open.typed = "abc".into();
        open.submit_number(Lang::Es);
        assert!(open.blocked(), "not a number");
        assert!(open.notice.is_some());
        open.typed = "0,09".into();
        open.submit_number(Lang::Es);
        assert_eq!(open.answers[0], Some(0), "within 5 % of 0.0888");
        assert_eq!(open.predictions_right(), (1, 1));
        assert!(open.progress(0).predictions[0].correct);
        let mut wrong = OpenLesson::new(loaded);
        wrong.typed = "0,08".into();
        wrong.submit_number(Lang::Es);
        assert_eq!(wrong.answers[0], Some(1), "10 % off");
        assert_eq!(wrong.predictions_right(), (0, 1));
        assert!(!wrong.progress(0).predictions[0].correct);
    }
}
