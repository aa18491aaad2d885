//! Keys and clicks on the lesson screen: the list of lessons, the offer to
//! continue, moving between steps, scrolling and answering predictions;
//! each change of step or prediction is saved as progress. Also the keys
//! the bottom line offers at each moment.

use crossterm::event::{KeyCode, KeyEvent};

use super::state::OpenLesson;
use super::{LessonScreen, progress_of};
use crate::lang::Lang;
use crate::t;
use crate::tui::protocol::{Action, Click, Context, KeyHelp};
use crate::tui::quiz::input::number_keys;
use crate::tui::widgets::{ListKey, list_key};

/// The open step's lines, where the view follows from, the rows it has
/// and where each choice is drawn (`LessonScreen::step_measure`).
type Measure = super::view::StepMeasure;

impl LessonScreen {
    pub(crate) fn on_key(&mut self, key: KeyEvent, ctx: &Context) -> Action {
        // d is a new seed here as on Experiments, where x cancels (reader
        // 23, en 2.1); x, which lessons used before, still works. A d that
        // answered a question (a-d) does not also measure again.
        let answering = self.open.as_ref().is_some_and(|open| open.blocked());
        let action = self.key_action(key, ctx);
        if matches!(action, Action::Back | Action::Quit | Action::Open(_)) {
            self.stop_run();
        } else if self.open.is_some() && !answering && matches!(key.code, KeyCode::Char('d' | 'x'))
        {
            if self
                .open
                .as_ref()
                .is_some_and(|open| open.resume.is_none() && !open.blocked())
            {
                self.start_run(ctx);
            }
        } else {
            self.sync_run(ctx);
        }
        action
    }

    fn key_action(&mut self, key: KeyEvent, ctx: &Context) -> Action {
        let lessons = ctx.catalog.lessons_in(ctx.lang);
        // The step as laid out in the screen's area: what ↑↓ scroll.
        let measure = self.open.as_ref().map(|open| self.step_measure(open, ctx));
        let Some(open) = self.open.as_mut() else {
            match list_key(&mut self.selected, lessons.len(), key.code) {
                ListKey::Open(index) => {
                    let lesson = lessons[index].clone();
                    self.open(lesson, ctx);
                }
                ListKey::Back => return Action::Back,
                ListKey::Moved => {}
            }
            return Action::None;
        };
        if let Some(step) = open.resume.take() {
            // Esc leaves the offer for the list of lessons, as it leaves
            // a step; the lesson closes, so the list opens next time
            // (reader 10, en 2.1: Esc went Home, and 1 brought the offer
            // back, with Enter one key from starting over).
            if matches!(key.code, KeyCode::Esc | KeyCode::Char('q')) && lessons.len() > 1 {
                self.open = None;
                return Action::None;
            }
            return resume_key(open, step, key, ctx);
        }
        let before = (open.step, open.answers.clone());
        // While a number is typed, q is a letter it refuses, not a way out
        // that loses the number (reader 12, en 2.4); Esc still leaves.
        let typing = open.blocked() && open.numeric().is_some();
        if key.code == KeyCode::Esc || (key.code == KeyCode::Char('q') && !typing) {
            if lessons.len() > 1 {
                self.open = None;
                return Action::None;
            }
            return Action::Back;
        }
        // The last step read, → opens the next lesson, at the list's
        // place for it.
        let onward = matches!(
            key.code,
            KeyCode::Right | KeyCode::Char('n') | KeyCode::Char(' ')
        );
        if onward
            && open.at_end()
            && !open.blocked()
            && let Some(next) = open.next.clone()
        {
            if let Some(index) = lessons.iter().position(|l| l.lesson.id == next.lesson.id) {
                self.selected = index;
            }
            self.open(next, ctx);
            return Action::None;
        }
        step_key(open, key, ctx.lang, measure);
        if (open.step, &open.answers) != (before.0, &before.1) {
            return Action::Progress(progress_of(open, ctx));
        }
        Action::None
    }

    pub(crate) fn on_click(&mut self, click: Click, ctx: &Context) -> Action {
        if let (Some(open), Click::Choice(choice)) = (self.open.as_mut(), click)
            && open.resume.is_none()
            && open.blocked()
        {
            open.answer(choice);
            let progress = progress_of(open, ctx);
            self.sync_run(ctx);
            return Action::Progress(progress);
        }
        Action::None
    }

    /// The keys that do something now; `scrolls` says whether the step is
    /// longer than the screen.
    pub(crate) fn keys(&self, lang: Lang, scrolls: bool) -> Vec<KeyHelp> {
        let key = |keys: &'static str, what: String| KeyHelp::new(keys, what);
        let back = key("Esc", t!(lang, "ui-key-back"));
        let previous = |keys| key(keys, t!(lang, "lesson-key-previous"));
        let scroll = || key("↑↓", t!(lang, "lesson-key-scroll"));
        match &self.open {
            // While «r again?» waits, r is the one key that does something;
            // Enter too where the question named it (reader 34, en 2.2:
            // «Enter again» above «r start over»).
            Some(open) if open.asked_to_start_over => {
                let keys = if open.resume.is_some_and(|saved| open.finished(saved)) {
                    "Enter r"
                } else {
                    "r"
                };
                // The answer, not the offer: the next Enter forgets the
                // predictions (reader 36, es 2.3).
                vec![key(keys, t!(lang, "lesson-key-start-over-yes"))]
            }
            Some(open) if open.resume.is_some_and(|saved| open.finished(saved)) => vec![
                // One wording and one key for starting over, finished or
                // not (reader 11, en 2.5); Enter too, once it is finished.
                key("Enter r", t!(lang, "lesson-key-start-over")),
                key("c", t!(lang, "lesson-key-see-last")),
                back,
            ],
            Some(open) if open.resume.is_some() => vec![
                key("Enter", t!(lang, "lesson-key-continue")),
                key("r", t!(lang, "lesson-key-start-over")),
                back,
            ],
            // p goes back at a question too (a typed answer takes letters
            // but not p); there is nothing before the first step.
            Some(open) if open.blocked() && open.numeric().is_some() => {
                // As a quiz's number: decimals with either mark.
                // Typing and sending are two keys, as in a quiz, so that
                // Enter is seen to answer (reader 7, es 10).
                let mut keys = vec![
                    // What a quiz's number takes, named as the quiz names
                    // it (reader 8, es 2.2, en 2.4).
                    // The % among them always: listed only where the
                    // answer was under 1, it told the answer's size
                    // (reader 35, es 6.1, en 2.1).
                    key(number_keys(true), t!(lang, "quiz-key-type")).at(0),
                    key("Enter", t!(lang, "lesson-key-answer")).at(0),
                ];
                // ↑↓ scroll the step while a number is typed.
                // Shown in the order the other steps give them: ← before
                // ↑↓ (two rows hold them all at 80 columns).
                keys.extend(scrolls.then(|| scroll().at(3)));
                // What was typed waits for the return (see `OpenLesson::go`).
                keys.extend((open.step > 0).then(|| previous("← p").at(2)));
                keys.push(back.at(4));
                // Erasing is next to typing, but the first to go at 80
                // columns (the help lists it then).
                keys.push(key("⌫", t!(lang, "quiz-key-erase")).at(1));
                keys
            }
            Some(open) if open.blocked() => {
                let choices = open.choice_count();
                let numbers = if choices > 1 {
                    format!("1-{} ↑↓ Enter", choices.min(9))
                } else {
                    "1 Enter".to_owned()
                };
                let mut keys = vec![KeyHelp::new(numbers, t!(lang, "lesson-key-answer"))];
                keys.extend((open.step > 0).then(|| previous("← p")));
                keys.push(back);
                keys
            }
            Some(open) => {
                // One place for each key on every step (reader 5, en 17);
                // the order below is need, which decides what drops.
                let mut keys = Vec::new();
                if !open.at_end() {
                    keys.push(key("→ n", t!(lang, "lesson-key-next")).at(0));
                } else if open.next.is_some() {
                    keys.push(key("→ n", t!(lang, "lesson-key-next-lesson")).at(0));
                }
                if open.step > 0 {
                    keys.push(previous("← p").at(1));
                }
                // The step's text scrolls under its experiment too: a step
                // longer than the screen puts ↑↓ before x, which drops
                // first at 80 columns.
                if scrolls {
                    keys.push(scroll().at(2));
                }
                if open.current().experiment.is_some() {
                    keys.push(key("d", t!(lang, "lesson-key-run-again")).at(3));
                }
                // Not offered on a step with nothing to scroll (reader 14,
                // en 2.7); the keys keep their places around it.
                keys.push(back.at(4));
                keys
            }
            None => vec![key("↑↓ Enter", t!(lang, "ui-key-open")), back],
        }
    }
}

/// A key while the lesson offers to continue at saved step `step`.
fn resume_key(open: &mut OpenLesson, step: usize, key: KeyEvent, ctx: &Context) -> Action {
    // A lesson read to its end: Enter starts it again, as r does.
    let code = match key.code {
        KeyCode::Enter if open.finished(step) => KeyCode::Char('r'),
        code => code,
    };
    let answered = super::view::saved_predictions(open, ctx).len();
    // A note lasts until the next key: «that key only said “no”» stood
    // through keys that did nothing here (readers 52, es 3.1, en 3.2).
    open.notice = None;
    // Starting over forgets the predictions: asked once, as emptying the
    // playground is, and any other key only keeps them (reader 19, en 2.3:
    // two Enters wiped a finished lesson's record).
    let asked = std::mem::take(&mut open.asked_to_start_over);
    if asked && code != KeyCode::Char('r') {
        open.notice = Some(t!(ctx.lang, "lesson-start-over-kept", answered = answered));
        open.resume = Some(step);
        return Action::None;
    }
    match code {
        KeyCode::Enter | KeyCode::Char('c') => {
            match ctx
                .store
                .lesson(&open.loaded.lesson.id, open.loaded.lesson.lang.code())
            {
                Some(saved) => open.restore(saved),
                None => open.go(step),
            }
        }
        KeyCode::Char('r') if answered > 0 && !asked => {
            let key = if key.code == KeyCode::Enter {
                "Enter"
            } else {
                "r"
            };
            open.asked_to_start_over = true;
            open.notice = Some(t!(
                ctx.lang,
                "lesson-start-over-ask",
                key = key,
                answered = answered
            ));
            open.resume = Some(step);
        }
        KeyCode::Char('r') => {
            // The saved progress starts over too.
            open.start_over();
            return Action::Progress(open.progress(0));
        }
        KeyCode::Esc | KeyCode::Char('q') => return Action::Back,
        _ => open.resume = Some(step),
    }
    Action::None
}

/// Keys inside an open lesson: move between steps, scroll, answer. While
/// a prediction is due, the arrows move between its choices.
fn step_key(open: &mut OpenLesson, key: KeyEvent, lang: Lang, measure: Option<Measure>) {
    let Some(Measure {
        total,
        follow: anchor,
        height,
        choice_rows,
        paragraphs,
    }) = measure
    else {
        return;
    };
    let scroll_by = |open: &mut OpenLesson, lines: i32| {
        open.scroll_by(lines, total, anchor, height);
    };
    // A page is the rows shown less one, kept for context (and for the
    // line that says there is more).
    let page = i32::from(height.saturating_sub(2).max(1));
    // The chosen answer stays in view as ↑↓ move it.
    let show_cursor = |open: &mut OpenLesson| {
        if let Some((first, end, _)) = choice_rows.iter().find(|(_, _, row)| *row == open.cursor) {
            open.show_lines((*first, *end), total, anchor, height, &paragraphs);
        }
    };
    // While the chosen answer is out of view (a step that opens with its
    // options below the fold), ↑↓ first bring it into view, and only then
    // move it: they moved an unseen cursor (reader 9, es 1.3).
    let cursor_hidden = |open: &OpenLesson| {
        choice_rows
            .iter()
            .find(|(_, _, row)| *row == open.cursor)
            .is_some_and(|(first, end, _)| {
                !open.lines_in_view((*first, *end), total, anchor, height)
            })
    };
    // Any option out of view: the first seen, the others below the fold,
    // read as a question with one option (reader 28, es 1.2).
    let choices_hidden = |open: &OpenLesson| {
        choice_rows
            .iter()
            .any(|(first, end, _)| !open.lines_in_view((*first, *end), total, anchor, height))
    };
    let blocked = open.blocked();
    // «Answer the question first» goes with the next key that is not
    // another try to move on (reader 12, es 3.4: it stayed while ↑↓
    // moved the choice).
    let moving_on = matches!(
        key.code,
        KeyCode::Right | KeyCode::Char('n') | KeyCode::Char(' ')
    );
    if !moving_on && open.notice == crate::course::StepMove::Held.notice(lang) {
        // The view stays where it is: it followed the notice, and without
        // its line it went back up and hid the choices (content-19, es
        // lesson 2 step 11).
        open.scroll = open.shown_scroll(total, anchor, height);
        open.follow = false;
        open.notice = None;
    }
    // An answer key while the choices are below the fold brings them
    // into view and answers nothing: a student answered options never
    // seen (reader 12, es 3.1).
    let answering = matches!(key.code, KeyCode::Enter | KeyCode::Char('1'..='9' | 'a'..='i'));
    let told = open.notice.as_deref() == Some(t!(lang, "lesson-choices-now-in-view").as_str());
    // Told, the next answer key answers, as the notice says, though an
    // option scrolled out of view again (reader 41, es 2.1: End, then the
    // key again, only repeated the notice); any other key ends the notice,
    // which stayed while ↑↓ moved the choice (en 3.2).
    if told && !answering {
        open.scroll = open.shown_scroll(total, anchor, height);
        open.follow = false;
        open.notice = None;
    }
    if blocked && open.numeric().is_none() && answering && !told && choices_hidden(open) {
        // The notice answers the key: the view follows it into sight,
        // and the choices just above it with it.
        open.notice = Some(t!(lang, "lesson-choices-now-in-view"));
        open.follow = true;
        return;
    }
    if blocked && open.numeric().is_some() {
        match key.code {
            KeyCode::Char(c)
                if c.is_ascii_digit() || matches!(c, '.' | ',' | '-' | 'e' | 'E' | '%' | ' ') =>
            {
                if open.typed.chars().count() < 32 {
                    // A key typed brings the answer's line into view: it
                    // ends the step before the answer, and typing blind
                    // below the fold puzzled a reader (reader 8, es 3.2);
                    // every key, not the first alone, for a draft kept from
                    // an earlier visit took the first (reader 41, es 2.2).
                    scroll_by(open, i32::from(u16::MAX));
                    open.typed.push(c);
                    // The complaint was about the number as it was; one
                    // about a sign left out stays until ⌫ or Enter, or it
                    // would be gone before it is read.
                    if !open.left_out.any() {
                        open.notice = None;
                    }
                }
                return;
            }
            KeyCode::Backspace => {
                if open.typed.pop().is_some() {
                    open.notice = None;
                    let typed = open.typed.clone();
                    open.left_out.erased(&typed);
                }
                return;
            }
            // ← in a box with a number typed reads as «move the cursor»:
            // it left the step at once (reader 41, es 2.3). It asks
            // first; the draft is kept either way.
            KeyCode::Left if !open.typed.is_empty() => {
                let asked = t!(lang, "lesson-left-from-number-box");
                if open.notice.as_deref() != Some(asked.as_str()) {
                    open.notice = Some(asked);
                    open.follow = true;
                    return;
                }
            }
            // Not with a sign left out: «1/36» would be graded as 136
            // (reader 30, en 2.1).
            KeyCode::Enter => {
                let typed = open.typed.clone();
                let refused = open.numeric().is_some_and(|(answer, _)| {
                    open.percent_asked.would_stop(&typed, Some(answer), lang)
                });
                match open.left_out.on_enter(&typed, refused, lang) {
                    Some(notice) => {
                        open.notice = Some(notice);
                        open.follow = true;
                    }
                    None => open.submit_number(lang),
                }
                return;
            }
            // A sign no number has («/» in 1/36) is said, as a quiz says
            // it, not dropped in silence (reader 10, es 2.4); letters keep
            // their keys (p, n).
            KeyCode::Char(c) if !c.is_alphanumeric() && !c.is_whitespace() => {
                let typed = open.typed.clone();
                // A lesson's number box takes a «%» (its keys list it).
                open.notice = Some(open.left_out.add(c, &typed, true, lang));
                open.follow = true;
                return;
            }
            // Any other letter is said too, as the Experiments screen says
            // it: dropped without a word it looked like a broken key
            // (reader 34, es 2.4).
            KeyCode::Char(c) if c.is_alphabetic() && !matches!(c, 'n' | 'p') => {
                open.notice = Some(t!(lang, "lesson-letter-not-in-number", c = c.to_string()));
                open.follow = true;
                return;
            }
            _ => {}
        }
    }
    match key.code {
        KeyCode::Right | KeyCode::Char('n') | KeyCode::Char(' ') => open.forward(lang),
        KeyCode::Left | KeyCode::Char('p') => open.back(),
        // While a number is typed there are no choices: ↑↓ scroll, as the
        // line under the step says.
        KeyCode::Up | KeyCode::Down
            if blocked && open.numeric().is_none() && cursor_hidden(open) =>
        {
            show_cursor(open);
        }
        KeyCode::Up if blocked && open.numeric().is_none() => {
            open.cursor_up();
            show_cursor(open);
        }
        KeyCode::Down if blocked && open.numeric().is_none() => {
            open.cursor_down();
            show_cursor(open);
        }
        KeyCode::Up => scroll_by(open, -1),
        KeyCode::Down => scroll_by(open, 1),
        KeyCode::PageUp => scroll_by(open, -page),
        KeyCode::PageDown => scroll_by(open, page),
        // Home mirrors End: the step's top first (reader 30, es 2.1: it
        // left the step for step 1); pressed there, the lesson's first step.
        KeyCode::Home if open.shown_scroll(total, anchor, height) > 0 => {
            scroll_by(open, -i32::from(u16::MAX));
        }
        KeyCode::Home => open.go(0),
        // The step's end, where an answer's explanation may wait below
        // the fold (reader 29, en 1.7: End did nothing).
        KeyCode::End => scroll_by(open, i32::from(u16::MAX)),
        KeyCode::Enter if blocked => open.answer(open.cursor),
        KeyCode::Char(c @ '1'..='9') if blocked => open.answer(c as usize - '1' as usize),
        KeyCode::Char(c @ 'a'..='i') if blocked => open.answer(c as usize - 'a' as usize),
        _ => {}
    }
}
