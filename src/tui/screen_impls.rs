//! The `Screen` trait for the lesson and the quiz, delegating to their own
//! methods, plus what the app used to know about them: their help-only
//! keys, the lesson's offer to resume when opened, and how a paste reaches
//! a numeric quiz answer.

use crate::t;
use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::Frame;
use ratatui::layout::Rect;

use super::lesson::LessonScreen;
use super::protocol::{Action, Click, Context, KeyHelp, Screen};
use super::quiz::{Phase, QuizScreen};
use crate::content::QuestionType;
use crate::lang::Lang;

impl Screen for LessonScreen {
    fn on_key(&mut self, key: KeyEvent, ctx: &Context) -> Action {
        LessonScreen::on_key(self, key, ctx)
    }

    fn on_click(&mut self, click: Click, ctx: &Context) -> Action {
        LessonScreen::on_click(self, click, ctx)
    }

    fn on_open(&mut self, ctx: &Context) {
        self.offer_resume(ctx);
    }

    fn keys(&self, ctx: &Context) -> Vec<KeyHelp> {
        // Whether the open step is longer than the screen: ↑↓ then comes
        // before the keys that drop first at 80 columns.
        let scrolls = self.open.as_ref().is_some_and(|open| {
            let measure = self.step_measure(open, ctx);
            measure.total > usize::from(measure.height)
        });
        LessonScreen::keys(self, ctx.lang, scrolls)
    }

    /// The step keys only inside a lesson (the list has none), and the
    /// answer keys only while the step waits for that kind of answer.
    fn more_keys(&self, lang: Lang) -> Vec<KeyHelp> {
        let Some(open) = &self.open else {
            return vec![KeyHelp::new("j k", t!(lang, "ui-key-j-k"))];
        };
        // The offer to continue takes only the keys its status line lists.
        if open.resume.is_some() {
            return Vec::new();
        }
        // ↑↓ scroll too, except where they pick a choice (reader 16, en
        // 2.5: the status line's «↑↓ scroll» was not in the help).
        // Without ↑↓, a screen at a time only: «a line or a screen»
        // named no key for a line (readers 48, en 2.7).
        let scroll = if open.blocked() && open.choice_count() > 1 {
            KeyHelp::new("PgUp PgDn", t!(lang, "app-scroll-a-long-step-by-screen"))
        } else {
            KeyHelp::new("↑↓ PgUp PgDn", t!(lang, "app-scroll-a-long-step"))
        };
        let mut keys = vec![
            scroll,
            KeyHelp::new("End", t!(lang, "app-to-the-steps-end")),
            KeyHelp::new("Home", t!(lang, "app-to-the-steps-top-then-first")),
        ];
        // Space moves on too: said where it works (reader 11, en 2.6).
        if !open.blocked() && !open.at_end() {
            keys.insert(0, KeyHelp::new("→ n Space", t!(lang, "lesson-key-next")));
        }
        // Letters answer as the digits do, as many as there are choices
        // (⌫ for a typed number is on the status line); first, next to
        // the answer keys, not after the scrolling ones (reader 42, en
        // 2.1), as the quiz's help puts them.
        let choices = open.choice_count().min(9);
        if open.blocked() && open.numeric().is_none() && choices > 1 {
            let last = char::from(b'a' + choices as u8 - 1);
            keys.insert(
                0,
                KeyHelp::new(
                    format!("a-{last}"),
                    t!(
                        lang,
                        "app-answer-like-digits",
                        digits = format!("1-{choices}")
                    ),
                ),
            );
        }
        keys
    }

    fn render(&self, frame: &mut Frame, area: Rect, ctx: &Context, hits: &mut Vec<(Rect, Click)>) {
        LessonScreen::render(self, frame, area, ctx, hits);
    }
}

impl Screen for QuizScreen {
    fn on_key(&mut self, key: KeyEvent, ctx: &Context) -> Action {
        QuizScreen::on_key(self, key, ctx)
    }

    fn on_click(&mut self, click: Click, ctx: &Context) -> Action {
        QuizScreen::on_click(self, click, ctx)
    }

    /// «a again: the whole quiz over», asked on the summary.
    fn status_note(&self) -> Option<String> {
        self.run
            .as_ref()
            .filter(|run| run.asked_all_again)
            .map(|run| crate::t!(run.loaded.quiz.lang, "quiz-all-again-ask"))
    }

    /// A numeric answer being asked takes the number on the first line,
    /// typed as its keys (the quiz keeps its own limit of 32 characters).
    /// Letters that are keys there, such as h for a hint, are left out.
    fn on_paste(&mut self, text: &str, ctx: &Context) -> Action {
        let numeric = self.run.as_ref().is_some_and(|run| {
            run.phase == Phase::Asking
                && matches!(
                    run.question().question_type(),
                    QuestionType::Numeric | QuestionType::Calculated
                )
        });
        if !numeric {
            return Action::None;
        }
        let line = text.split(['\r', '\n']).next().unwrap_or_default();
        let typed = line.chars().filter(|c| {
            c.is_ascii_digit() || matches!(c, '.' | ',' | '-' | '+' | 'e' | 'E' | '%' | ' ')
        });
        for c in typed {
            let key = KeyEvent::new(KeyCode::Char(c), KeyModifiers::NONE);
            let action = QuizScreen::on_key(self, key, ctx);
            if action != Action::None {
                return action;
            }
        }
        Action::None
    }

    fn keys(&self, ctx: &Context) -> Vec<KeyHelp> {
        QuizScreen::keys(self, ctx)
    }

    /// The keys of the question on screen, each once: the status line's
    /// own key names («Espacio 1-9»), so the help does not list Space
    /// twice; and Esc as leaving does it for this attempt (a review is
    /// not saved).
    fn more_keys(&self, lang: Lang) -> Vec<KeyHelp> {
        let Some(run) = &self.run else {
            return vec![KeyHelp::new("j k", t!(lang, "ui-key-j-k"))];
        };
        let mut keys = Vec::new();
        if run.phase == Phase::Asking {
            let digits = format!("1-{}", run.option_count().min(9));
            let letters = super::quiz::input::option_letters(run.option_count());
            match run.question().question_type() {
                QuestionType::Single => keys.extend(letters.map(|letters| {
                    KeyHelp::new(letters, t!(lang, "app-answer-like-digits", digits = digits))
                })),
                QuestionType::Multiple => {
                    keys.push(KeyHelp::new(
                        format!("↑↓ {}", super::quiz::input::space_digits(run, lang)),
                        t!(lang, "app-move-and-tick-several-answers"),
                    ));
                    keys.extend(letters.map(|letters| {
                        KeyHelp::new(letters, t!(lang, "app-tick-like-digits", digits = digits))
                    }));
                }
                QuestionType::Ordering => {
                    keys.push(KeyHelp::new("Shift ↑↓", t!(lang, "quiz-key-move-at-once")))
                }
                _ => {}
            }
            if run.question().hint.is_some() {
                keys.push(KeyHelp::new("h", t!(lang, "app-a-hint-when-there-is")));
            }
        }
        // The summary scrolls by page too, as its «▼ more below (↓ or
        // PgDn)» says; the help named ↑↓ alone (reader 39, es 2.5; reader
        // 40, en 2.1). Listed always, as the lessons' help lists it.
        if run.phase == Phase::Summary {
            keys.push(KeyHelp::new("↑↓ PgUp PgDn", t!(lang, "quiz-key-scroll")));
        }
        if run.phase != Phase::Summary {
            let leave = if run.session.kind == crate::records::AttemptKind::Whole {
                t!(lang, "class-help-leave-quiz")
            } else {
                t!(lang, "class-help-leave-review")
            };
            // q twice leaves too, where it is not typed (reader 8, es 2.8,
            // en 2.3).
            keys.push(KeyHelp::new("Esc Esc  q q", leave));
        }
        keys
    }

    fn render(&self, frame: &mut Frame, area: Rect, ctx: &Context, hits: &mut Vec<(Rect, Click)>) {
        QuizScreen::render(self, frame, area, ctx, hits);
    }
}
