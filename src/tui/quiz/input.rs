//! Keys and clicks on the quiz screen, turned into the session's
//! transitions, and the keys the bottom line offers at each moment. How a
//! question takes its answer (one option, several, true/false, a number,
//! an order) follows from its type.

use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use super::QuizScreen;
use super::session::{Phase, QuizRun};
use super::view::summary_scroll_limit;
use crate::content::QuestionType;
use crate::lang::Lang;
use crate::t;
use crate::tui::protocol::{Action, Click, Context, KeyHelp, ScreenId};
use crate::tui::widgets::{ListKey, list_key};

/// Lines a page key scrolls the summary.
const PAGE: u16 = 10;

impl QuizScreen {
    pub(crate) fn on_key(&mut self, key: KeyEvent, ctx: &Context) -> Action {
        if let Some(offer) = &self.offer {
            match key.code {
                KeyCode::Enter | KeyCode::Char('r') => self.resume(),
                KeyCode::Char('n') => {
                    let loaded = offer.loaded.clone();
                    self.offer = None;
                    self.start(loaded);
                }
                KeyCode::Esc | KeyCode::Char('q') | KeyCode::Left => self.offer = None,
                _ => {}
            }
            return Action::None;
        }
        let Some(run) = self.run.as_mut() else {
            let quizzes = ctx.catalog.quizzes_in(ctx.lang);
            match list_key(&mut self.selected, quizzes.len(), key.code) {
                ListKey::Open(index) => {
                    let quiz = quizzes[index].clone();
                    self.open(quiz, &ctx.store);
                }
                ListKey::Back => return Action::Back,
                ListKey::Moved => {}
            }
            return Action::None;
        };
        // Mid-quiz, q leaves as Esc does (it is no number key), and the
        // question it asks names the key pressed.
        let leave_key = if key.code == KeyCode::Char('q') {
            "q"
        } else {
            "Esc"
        };
        let key = match key.code {
            KeyCode::Char('q') if run.phase != Phase::Summary => {
                KeyEvent::new(KeyCode::Esc, key.modifiers)
            }
            _ => key,
        };
        // A question taller than the screen: PgUp and PgDn move back from
        // its end and return to it; any other key returns to it.
        if run.phase != Phase::Summary {
            match key.code {
                KeyCode::PageUp => {
                    run.scroll = run.scroll.saturating_add(PAGE);
                    return Action::None;
                }
                KeyCode::PageDown => {
                    run.scroll = run.scroll.saturating_sub(PAGE);
                    return Action::None;
                }
                _ => run.scroll = 0,
            }
        }
        let asked_all_again = std::mem::take(&mut run.asked_all_again);
        match run.phase {
            Phase::Summary if asked_all_again => {
                if key.code == KeyCode::Char('a') {
                    let loaded = run.loaded.clone();
                    self.start(loaded);
                }
            }
            Phase::Summary => match key.code {
                KeyCode::Up => run.scroll_up(1),
                KeyCode::Down => run.scroll_down(1, summary_scroll_limit(run, ctx)),
                KeyCode::PageUp => run.scroll_up(summary_page(ctx)),
                KeyCode::PageDown => {
                    run.scroll_down(summary_page(ctx), summary_scroll_limit(run, ctx))
                }
                // As in a lesson (reader 31, es 2.3: End did nothing here).
                KeyCode::Home => run.scroll_up(u16::MAX),
                KeyCode::End => run.scroll_down(u16::MAX, summary_scroll_limit(run, ctx)),
                KeyCode::Char('r') => self.start_retry(),
                KeyCode::Char('a') => run.asked_all_again = true,
                KeyCode::Esc | KeyCode::Enter | KeyCode::Char('q') => return self.leave(ctx.lang),
                _ => {}
            },
            Phase::Answered => match key.code {
                KeyCode::Enter | KeyCode::Right | KeyCode::Char('n') | KeyCode::Char(' ') => {
                    if let Some(finished) = run.next(ctx.lang) {
                        return Action::Record(Box::new(finished), None);
                    }
                }
                KeyCode::Esc if run.confirm_leave(ctx.lang, leave_key) => {
                    return self.leave(ctx.lang);
                }
                _ => {}
            },
            Phase::Asking => {
                if asking_key(run, key, ctx.lang, leave_key) {
                    return self.leave(ctx.lang);
                }
            }
        }
        Action::None
    }

    /// Close the attempt: back to My results if it was a review started
    /// there, else to the list of quizzes. What was answered is kept: a
    /// whole attempt as unfinished, a review as a review.
    fn leave(&mut self, lang: Lang) -> Action {
        let unfinished = self.take_unfinished(lang);
        self.run = None;
        let back_to = std::mem::take(&mut self.from_history).then_some(ScreenId::History);
        match (unfinished, back_to) {
            (Some(attempt), then) => Action::Record(Box::new(attempt), then),
            (None, Some(screen)) => Action::Open(screen),
            (None, None) => Action::None,
        }
    }

    pub(crate) fn on_click(&mut self, click: Click, _ctx: &Context) -> Action {
        if let (Some(run), Click::Choice(row)) = (self.run.as_mut(), click)
            && run.phase == Phase::Asking
        {
            match run.question().question_type() {
                QuestionType::Multiple => run.toggle(row),
                QuestionType::Single | QuestionType::TrueFalse => run.choose(row),
                QuestionType::Ordering => run.hold(row),
                QuestionType::Numeric | QuestionType::Calculated => {}
            }
        }
        Action::None
    }

    pub(crate) fn keys(&self, ctx: &Context) -> Vec<KeyHelp> {
        let lang = ctx.lang;
        let back = KeyHelp::new("Esc", t!(lang, "quiz-key-back"));
        let leave = || KeyHelp::new("Esc Esc", t!(lang, "quiz-key-leave"));
        // While «a again?» waits, its note says what each key does.
        if self.run.as_ref().is_some_and(|run| run.asked_all_again) {
            return Vec::new();
        }
        if self.offer.is_some() {
            return vec![
                KeyHelp::new("Enter", t!(lang, "class-key-resume")),
                KeyHelp::new("n", t!(lang, "class-key-start-afresh")),
                back,
            ];
        }
        let Some(run) = &self.run else {
            // Enter on a quiz left half-way offers to take it up again.
            let quizzes = ctx.catalog.quizzes_in(lang);
            let half_done = quizzes
                .get(self.selected)
                .is_some_and(|quiz| super::resumable(quiz, &ctx.store).is_some());
            let what = if half_done {
                t!(lang, "quiz-key-resume")
            } else {
                t!(lang, "quiz-key-start")
            };
            return vec![KeyHelp::new("↑↓ Enter", what), back];
        };
        match run.phase {
            Phase::Summary => {
                let mut keys = Vec::new();
                if !run.missed().is_empty() {
                    keys.push(KeyHelp::new("r", t!(lang, "quiz-key-retry-missed")));
                }
                // Only where the summary is longer than the screen (reader
                // 13, en 2.3: offered with nothing to scroll).
                if summary_scroll_limit(run, ctx) > 0 {
                    keys.push(KeyHelp::new("↑↓", t!(lang, "quiz-key-scroll")));
                }
                keys.push(KeyHelp::new("a", t!(lang, "quiz-key-all-again")));
                // «Esc back» as on every screen (reader 46, es 2.7: the
                // summary alone left it out); Enter does the same.
                keys.push(KeyHelp::new("Esc Enter", t!(lang, "quiz-key-back")));
                keys
            }
            // Mid-quiz Esc asks first and leaves on the second press.
            Phase::Answered => vec![
                KeyHelp::new("→ n Enter", t!(lang, "quiz-key-next")),
                leave(),
            ],
            Phase::Asking => {
                let mut keys = answer_keys(run, lang);
                if run.question().hint.is_some() && !run.hint {
                    keys.push(KeyHelp::new("h", t!(lang, "quiz-key-hint")));
                }
                keys.push(leave());
                // ⌫ keeps its place beside typing but is the first to give
                // way at 80 columns, before the way out (reader 11, es 2.7:
                // «Esc Esc salir» was the one missing).
                if let Some(erase) = keys.iter().position(|k| k.key == "⌫") {
                    let erase = keys.remove(erase);
                    for (place, key) in keys.iter_mut().enumerate() {
                        let place = if place == 0 { 0 } else { place + 1 };
                        key.place = Some(u8::try_from(place).unwrap_or(u8::MAX));
                    }
                    keys.push(erase.at(1));
                }
                keys
            }
        }
    }
}

/// «Space 1-5»: the keys that tick an option, as many digits as options.
pub(in crate::tui) fn space_digits(run: &QuizRun, lang: Lang) -> String {
    let digits = match run.option_count().min(9) {
        0 | 1 => "1".to_owned(),
        count => format!("1-{count}"),
    };
    t!(lang, "quiz-key-space-digits", digits = digits)
}

/// The keys a typed number takes, «%» only where it is offered (no unit
/// beside the box): a question about bits per element offered it, then
/// refused it (reader 33, en).
pub(in crate::tui) fn number_keys(offers_percent: bool) -> &'static str {
    if offers_percent {
        "0-9 . , e - % Space"
    } else {
        "0-9 . , e - Space"
    }
}

/// The keys that answer the current question, by its type.
fn answer_keys(run: &QuizRun, lang: Lang) -> Vec<KeyHelp> {
    // One word for Enter on every kind of question (reader 10, es 2.6).
    let submit = || KeyHelp::new("Enter", t!(lang, "quiz-key-answer"));
    match run.question().question_type() {
        QuestionType::Single => {
            // The numbers there are options for. ↑↓ only choose: «1-4
            // ↑↓ Enter answer» said they answered (reader 39, es 2.4).
            match run.option_count() {
                0 | 1 => vec![KeyHelp::new("1 Enter", t!(lang, "quiz-key-answer"))],
                count => vec![
                    KeyHelp::new("↑↓", t!(lang, "quiz-key-select")),
                    KeyHelp::new(
                        format!("1-{} Enter", count.min(9)),
                        t!(lang, "quiz-key-answer"),
                    ),
                ],
            }
        }
        // ↑↓ move the ▶ that Space ticks (reader 10, en 2.7).
        // Each key with its own word: «↑↓ Space 1-5 move, tick» left
        // which key does which to the reader (reader 33, en).
        QuestionType::Multiple => vec![
            KeyHelp::new("↑↓", t!(lang, "quiz-key-move-cursor")),
            KeyHelp::new(space_digits(run, lang), t!(lang, "quiz-key-tick")),
            submit(),
        ],
        // Enter apart: «t/f 1/2 ↑↓ Enter» ran into the help's border
        // (reader 12, en 1.6).
        // t/f answer at once, ↑↓ and Enter in two steps: «t/f 1/2 ↑↓
        // true / false» read as if t/f only chose (reader 32, en 2.1).
        QuestionType::TrueFalse => vec![
            KeyHelp::new(
                t!(lang, "quiz-key-true-false-keys"),
                t!(lang, "quiz-key-true-false"),
            ),
            KeyHelp::new("↑↓", t!(lang, "quiz-key-select")),
            submit(),
        ],
        QuestionType::Numeric | QuestionType::Calculated => vec![
            // «-» for a power of ten (1e-4), as the hint writes one
            // (reader 10, es 2.4).
            KeyHelp::new(
                number_keys(run.question().offers_percent()),
                t!(lang, "quiz-key-type"),
            ),
            // Enter before ⌫, as a lesson's number box and the
            // Experiments' list them (readers 48, es 2.4).
            submit(),
            KeyHelp::new("⌫", t!(lang, "quiz-key-erase")),
        ],
        // Shift+↑↓ moves the selected item at once (the help overlay
        // says so); the line shows the two-step way.
        QuestionType::Ordering if run.holding => vec![
            KeyHelp::new("↑↓", t!(lang, "quiz-key-move")),
            KeyHelp::new(t!(lang, "quiz-key-space"), t!(lang, "quiz-key-put-down")),
            submit(),
        ],
        QuestionType::Ordering => vec![
            KeyHelp::new("↑↓", t!(lang, "quiz-key-select")),
            KeyHelp::new(t!(lang, "quiz-key-space"), t!(lang, "quiz-key-pick-up")),
            submit(),
        ],
    }
}

/// A key while a question waits for its answer. Returns whether the
/// student leaves the quiz.
fn asking_key(run: &mut QuizRun, key: KeyEvent, lang: Lang, leave_key: &str) -> bool {
    if key.code != KeyCode::Esc {
        run.cancel_leaving();
    }
    match key.code {
        KeyCode::Esc => return run.confirm_leave(lang, leave_key),
        KeyCode::Char('h') => {
            run.show_hint(lang);
            return false;
        }
        _ => {}
    }
    match run.question().question_type() {
        QuestionType::Numeric | QuestionType::Calculated => number_key(run, key.code, lang),
        QuestionType::TrueFalse => match key.code {
            // t, or v and s for «verdadero» and «sí»; y and n read as
            // yes and no (reader 15 typed y and nothing happened).
            KeyCode::Char('t' | 'v' | 's' | 'y') => run.choose(0),
            KeyCode::Char('f' | 'n') => run.choose(1),
            code => option_key(run, code),
        },
        QuestionType::Single => option_key(run, key.code),
        QuestionType::Multiple => several_options_key(run, key.code, lang),
        QuestionType::Ordering => ordering_key(run, key),
    }
    false
}

/// Keys of a question answered by putting items in order: ↑↓ select (and
/// carry a held item), Space picks up or puts down, Shift+↑↓ moves the
/// selected item at once, Enter answers with the order as it stands.
fn ordering_key(run: &mut QuizRun, key: KeyEvent) {
    let shifted = key.modifiers.contains(KeyModifiers::SHIFT);
    match key.code {
        KeyCode::Up if shifted => run.move_item(true),
        KeyCode::Down if shifted => run.move_item(false),
        KeyCode::Up => run.cursor_up(),
        KeyCode::Down => run.cursor_down(),
        KeyCode::Char(' ') => {
            let row = run.cursor;
            run.hold(row);
        }
        KeyCode::Enter => run.submit_order(),
        _ => {}
    }
}

/// Keys of a question answered with a number typed in.
fn number_key(run: &mut QuizRun, code: KeyCode, lang: Lang) {
    match code {
        KeyCode::Char(c) => run.type_char(c, lang),
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
        // Letters as in a lesson (reader 12, es 2.7, en 2.2: b did
        // nothing here after answering a lesson's question with it).
        KeyCode::Char(c) => {
            if let Some(index) = letter_option(run, c) {
                run.choose(index);
            }
        }
        // The ▶ is on the first option from the start, as in a lesson, so
        // Enter answers with what is shown (reader 10, es and en 2.7): an
        // unseen cursor made the first Enter do nothing visible.
        KeyCode::Enter => {
            let row = run.cursor;
            run.choose(row);
        }
        _ => {}
    }
}

/// The option a letter names, a for the first, where there is one (h,
/// the hint, and q, leaving, are taken before).
fn letter_option(run: &QuizRun, letter: char) -> Option<usize> {
    let index = (letter as usize).checked_sub('a' as usize)?;
    (letter.is_ascii_lowercase() && index < run.option_count().min(9)).then_some(index)
}

/// The help's letters for a question with `count` options: «a-d», as
/// many as the digits.
pub(in crate::tui) fn option_letters(count: usize) -> Option<String> {
    let count = count.min(9);
    (count > 1).then(|| format!("a-{}", char::from(b'a' + count as u8 - 1)))
}

/// Keys of a question answered by ticking several options.
fn several_options_key(run: &mut QuizRun, code: KeyCode, lang: Lang) {
    match code {
        KeyCode::Up => run.cursor_up(),
        KeyCode::Down => run.cursor_down(),
        KeyCode::Char(' ') => {
            let row = run.cursor;
            run.toggle(row);
        }
        KeyCode::Char(c @ '1'..='9') => run.toggle(c as usize - '1' as usize),
        KeyCode::Char(c) => {
            if let Some(index) = letter_option(run, c) {
                run.toggle(index);
            }
        }
        KeyCode::Enter => run.submit_ticked(lang),
        _ => {}
    }
}

/// A page of the summary: its rows of text (all but the last, which says
/// there is more) less two, kept for context, as in a lesson. Ten rows of
/// 35 read as a quarter page (reader 43, en 2.1).
fn summary_page(ctx: &Context) -> u16 {
    super::view::summary_rows(ctx).saturating_sub(3).max(1)
}
