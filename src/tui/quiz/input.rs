//! Keys and clicks on the quiz screen, turned into the session's
//! transitions, and the keys the bottom line offers at each moment. How a
//! question takes its answer (one option, several, true/false, a number)
//! follows from its type.

use crossterm::event::{KeyCode, KeyEvent};

use super::QuizScreen;
use super::session::{Phase, QuizRun};
use crate::content::QuestionType;
use crate::lang::Lang;
use crate::tui::protocol::{Action, Click, Context, ScreenId};
use crate::tui::text::tr;
use crate::tui::widgets::{ListKey, list_key};

/// Lines a page key scrolls the summary.
const PAGE: u16 = 10;

impl QuizScreen {
    pub fn on_key(&mut self, key: KeyEvent, ctx: &Context) -> Action {
        let Some(run) = self.run.as_mut() else {
            let quizzes = ctx.catalog.quizzes_in(ctx.lang);
            match list_key(&mut self.selected, quizzes.len(), key.code) {
                ListKey::Open(index) => {
                    let quiz = quizzes[index].clone();
                    self.start(quiz);
                }
                ListKey::Back => return Action::Back,
                ListKey::Moved => {}
            }
            return Action::None;
        };
        match run.phase {
            Phase::Summary => match key.code {
                KeyCode::Up => run.scroll_up(1),
                KeyCode::Down => run.scroll_down(1),
                KeyCode::PageUp => run.scroll_up(PAGE),
                KeyCode::PageDown => run.scroll_down(PAGE),
                KeyCode::Char('r') => {
                    let missed = run.missed_questions();
                    if !missed.is_empty() {
                        let loaded = run.loaded.clone();
                        self.start_retry(loaded, missed);
                    }
                }
                KeyCode::Char('a') => {
                    let loaded = run.loaded.clone();
                    self.start(loaded);
                }
                KeyCode::Esc | KeyCode::Enter | KeyCode::Char('q') => return self.leave(),
                _ => {}
            },
            Phase::Answered => match key.code {
                KeyCode::Enter | KeyCode::Right | KeyCode::Char('n') | KeyCode::Char(' ') => {
                    if let Some(finished) = run.next(ctx.lang) {
                        return Action::Record(Box::new(finished));
                    }
                }
                KeyCode::Esc if run.confirm_leave(ctx.lang) => return self.leave(),
                _ => {}
            },
            Phase::Asking => {
                if asking_key(run, key, ctx.lang) {
                    return self.leave();
                }
            }
        }
        Action::None
    }

    /// Close the attempt: back to My results if it was a review started
    /// there, else to the list of quizzes.
    fn leave(&mut self) -> Action {
        self.run = None;
        if std::mem::take(&mut self.from_history) {
            Action::Open(ScreenId::History)
        } else {
            Action::None
        }
    }

    pub fn on_click(&mut self, click: Click, _ctx: &Context) -> Action {
        if let (Some(run), Click::Choice(row)) = (self.run.as_mut(), click)
            && run.phase == Phase::Asking
        {
            match run.question().question_type() {
                QuestionType::Multiple => run.toggle(row),
                QuestionType::Single | QuestionType::TrueFalse => run.choose(row),
                QuestionType::Numeric | QuestionType::Calculated => {}
            }
        }
        Action::None
    }

    pub fn keys(&self, lang: Lang) -> Vec<(&'static str, &'static str)> {
        let back = ("Esc", tr(lang, "back", "volver"));
        let Some(run) = &self.run else {
            return vec![("↑↓ Enter", tr(lang, "start", "empezar")), back];
        };
        match run.phase {
            Phase::Summary => {
                let mut keys = Vec::new();
                if !run.missed().is_empty() {
                    keys.push(("r", tr(lang, "retry missed", "repetir falladas")));
                    keys.push(("↑↓", tr(lang, "scroll", "desplazar")));
                }
                keys.push(("a", tr(lang, "all again", "todas otra vez")));
                keys.push(("Enter", tr(lang, "done", "terminar")));
                keys
            }
            Phase::Answered => vec![("Enter →", tr(lang, "next", "siguiente")), back],
            Phase::Asking => {
                let mut keys = match run.question().question_type() {
                    QuestionType::Single => vec![("1-9 ↑↓ Enter", tr(lang, "answer", "responder"))],
                    QuestionType::Multiple => vec![
                        (
                            tr(lang, "Space 1-9", "Espacio 1-9"),
                            tr(lang, "mark", "marcar"),
                        ),
                        ("Enter", tr(lang, "submit", "enviar")),
                    ],
                    QuestionType::TrueFalse => {
                        vec![(
                            tr(lang, "t/f 1/2", "v/f 1/2"),
                            tr(lang, "true / false", "verdadero / falso"),
                        )]
                    }
                    QuestionType::Numeric | QuestionType::Calculated => vec![
                        ("0-9 . , e %", tr(lang, "type", "escribir")),
                        ("⌫", tr(lang, "erase", "borrar")),
                        ("Enter", tr(lang, "submit", "enviar")),
                    ],
                };
                if run.question().hint.is_some() && !run.hint {
                    keys.push(("h", tr(lang, "hint", "pista")));
                }
                keys.push(back);
                keys
            }
        }
    }
}

/// A key while a question waits for its answer. Returns whether the
/// student leaves the quiz.
fn asking_key(run: &mut QuizRun, key: KeyEvent, lang: Lang) -> bool {
    if key.code != KeyCode::Esc {
        run.cancel_leaving();
    }
    match key.code {
        KeyCode::Esc => return run.confirm_leave(lang),
        KeyCode::Char('h') => {
            run.show_hint();
            return false;
        }
        _ => {}
    }
    match run.question().question_type() {
        QuestionType::Numeric | QuestionType::Calculated => number_key(run, key.code, lang),
        QuestionType::TrueFalse => match key.code {
            // t, or v and s for «verdadero» and «sí».
            KeyCode::Char('t' | 'v' | 's') => run.choose(0),
            KeyCode::Char('f') => run.choose(1),
            code => option_key(run, code),
        },
        QuestionType::Single => option_key(run, key.code),
        QuestionType::Multiple => several_options_key(run, key.code, lang),
    }
    false
}

/// Keys of a question answered with a number typed in.
fn number_key(run: &mut QuizRun, code: KeyCode, lang: Lang) {
    match code {
        KeyCode::Char(c) => run.type_char(c),
        KeyCode::Backspace => run.erase_char(),
        KeyCode::Delete => run.clear_input(),
        KeyCode::Enter => run.submit_typed(lang),
        _ => {}
    }
}

/// Keys of a question answered with one option.
fn option_key(run: &mut QuizRun, code: KeyCode) {
    match code {
        KeyCode::Up => run.cursor_up(),
        KeyCode::Down => run.cursor_down(),
        KeyCode::Char(c @ '1'..='9') => run.choose(c as usize - '1' as usize),
        KeyCode::Enter => run.choose(run.cursor),
        _ => {}
    }
}

/// Keys of a question answered by ticking several options.
fn several_options_key(run: &mut QuizRun, code: KeyCode, lang: Lang) {
    match code {
        KeyCode::Up => run.cursor_up(),
        KeyCode::Down => run.cursor_down(),
        KeyCode::Char(' ') => run.toggle(run.cursor),
        KeyCode::Char(c @ '1'..='9') => run.toggle(c as usize - '1' as usize),
        KeyCode::Enter => run.submit_ticked(lang),
        _ => {}
    }
}
