//! The app driven by messages on the TestBackend: pastes, saving in the
//! background, quitting, and the event loop.

use super::*;
use crate::content::Catalog;
use crate::lang::Lang;
use crate::tui::playground::{Input, MAX_WORD_CHARS, MAX_WORDS};
use crate::tui::theme::Theme;
use crate::tui::{Start, build_app};
use ratatui::Terminal;
use ratatui::backend::TestBackend;

fn app(lang: Lang) -> App {
    let (catalog, _) = Catalog::builtin();
    let mut app = build_app(
        lang,
        catalog,
        Vec::new(),
        Store::in_memory(),
        Start::Home,
        // No run is started here: nobody needs to read its events.
        std::sync::mpsc::channel().0,
    );
    app.ctx.theme = Theme::monochrome();
    app
}

fn key(app: &mut App, code: KeyCode) {
    app.update(Msg::Key(KeyEvent::new(code, KeyModifiers::NONE)));
}

fn keys(app: &mut App, text: &str) {
    for c in text.chars() {
        key(app, KeyCode::Char(c));
    }
}

/// The status line of `shown`, as drawn for `app`: its last row, or its
/// rows joined where it takes more than one.
fn status_of(app: &App, shown: &str) -> String {
    let lines: Vec<&str> = shown.lines().collect();
    let start = lines.len().saturating_sub(usize::from(app.status_rows()));
    lines[start..].join(" ")
}

fn screen(app: &mut App, width: u16, height: u16) -> String {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
    app.update(Msg::Resize { width, height });
    crate::tui::draw(&mut terminal, app).unwrap();
    let buffer = terminal.backend().buffer();
    let mut text = String::new();
    for y in 0..height {
        for x in 0..width {
            text.push_str(buffer[(x, y)].symbol());
        }
        text.push('\n');
    }
    text
}

/// About 100 KB of distinct words, one per line, as a paste sends them.
fn book() -> String {
    (0..14_000).map(|i| format!("word{i:05}\r")).collect()
}

#[test]
fn a_huge_paste_adds_what_the_playground_holds_and_says_how_many_were_left_out() {
    for (lang, expected) in [
        (
            Lang::En,
            "9,000 words not added: the playground holds at most 5,000 words",
        ),
        (
            Lang::Es,
            "9000 palabras no se han añadido: el laboratorio admite hasta 5000 palabras",
        ),
    ] {
        let mut app = app(lang);
        screen(&mut app, 80, 24);
        keys(&mut app, "2");
        app.update(Msg::Paste(book()));
        let words = &app.screens.playground.array.words;
        assert_eq!(words.len(), MAX_WORDS);
        assert_eq!(words[0], "word00000");
        assert_eq!(words[MAX_WORDS - 1], "word04999");
        let notice = app.screens.playground.notice.clone().unwrap_or_default();
        assert!(notice.contains(expected), "{notice}");
        // The screen still shows the bits and the notice, and the word
        // list counts what it cannot show.
        let shown = screen(&mut app, 80, 24);
        assert!(
            shown.contains(expected.split(':').next().unwrap()),
            "{shown}"
        );
        assert!(shown.contains("m = 32"), "{shown}");
        assert!(shown.contains(" more") || shown.contains(" más"), "{shown}");
        // Not typing: a paste never acts as command keys.
        assert_eq!(app.screen, ScreenId::Playground);
        assert!(!app.typing());
        // A full playground draws at any size.
        for (width, height) in [(0, 0), (1, 1), (20, 5), (80, 22), (300, 120)] {
            screen(&mut app, width, height);
        }
        // A false positive in a small crowded filter names the words
        // that set its bits: a few lines of them, not a screenful.
        for _ in 0..3 {
            key(&mut app, KeyCode::Left);
        }
        assert_eq!(app.screens.playground.array.m, 8);
        keys(&mut app, "cnever-added");
        key(&mut app, KeyCode::Enter);
        let shown = screen(&mut app, 80, 24);
        assert!(shown.contains("m = 8"), "{shown}");
        let lines: Vec<&str> = shown.lines().collect();
        // Over the overload warning, which the foot says last.
        let warning = lines
            .iter()
            .rposition(|line| line.starts_with(" ⚠"))
            .expect("an overloaded filter says so");
        let last_result = lines[warning - 1].trim_end();
        assert!(last_result.ends_with(" …"), "{shown}");
        let named = shown.matches("«word").count() + shown.matches("“word").count();
        assert!((20..100).contains(&named), "{named} words named:\n{shown}");
    }
}

#[test]
fn typing_into_a_full_playground_says_so() {
    let mut app = app(Lang::En);
    screen(&mut app, 80, 24);
    keys(&mut app, "2");
    app.update(Msg::Paste(book()));
    keys(&mut app, "aextra");
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.screens.playground.array.words.len(), MAX_WORDS);
    let notice = app.screens.playground.notice.clone().unwrap_or_default();
    assert!(notice.starts_with("1 word not added"), "{notice}");
    // Emptying makes room again.
    keys(&mut app, "ee");
    keys(&mut app, "aextra");
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.screens.playground.array.words, vec!["extra"]);
}

#[test]
fn long_words_are_cut_and_the_status_says_so() {
    for (lang, expected) in [
        (Lang::En, "A word is at most 40 characters"),
        (Lang::Es, "Una palabra tiene como máximo 40 caracteres"),
    ] {
        let mut app = app(lang);
        screen(&mut app, 80, 24);
        keys(&mut app, "2a");
        keys(&mut app, &"x".repeat(MAX_WORD_CHARS));
        assert!(app.screens.playground.notice.is_none());
        keys(&mut app, "yz");
        let notice = app.screens.playground.notice.clone().unwrap_or_default();
        assert!(notice.contains(expected), "{notice}");
        assert!(screen(&mut app, 80, 24).contains(expected));
        key(&mut app, KeyCode::Enter);
        assert_eq!(
            app.screens.playground.array.words,
            vec!["x".repeat(MAX_WORD_CHARS)]
        );
    }
    // Pasted words are cut too, and counted.
    let mut app = app(Lang::En);
    screen(&mut app, 80, 24);
    keys(&mut app, "2");
    app.update(Msg::Paste(format!(
        "{}\n{}\nshort\n",
        "a".repeat(50),
        "b".repeat(41)
    )));
    assert_eq!(
        app.screens.playground.array.words,
        vec!["a".repeat(40), "b".repeat(40), "short".to_owned()]
    );
    let notice = app.screens.playground.notice.clone().unwrap_or_default();
    assert!(
        notice.contains("Pasted: 3 words added") && notice.contains("2 words cut to 40 characters"),
        "{notice}"
    );
}

#[test]
fn pasted_control_characters_never_reach_a_word() {
    let mut app = app(Lang::En);
    screen(&mut app, 80, 24);
    keys(&mut app, "2");
    app.update(Msg::Paste(
        "u\u{1b}]52;c;cm0=\u{7}va\n\u{9b}2Jpe\u{202e}ra\u{7f}\n\u{1b}\n".to_owned(),
    ));
    assert_eq!(
        app.screens.playground.array.words,
        vec!["u]52;c;cm0=va", "2Jpera"]
    );
}

#[test]
fn a_paste_while_typing_continues_the_word() {
    let mut app = app(Lang::En);
    screen(&mut app, 80, 24);
    keys(&mut app, "2");
    // One line: it waits in the field for Enter.
    keys(&mut app, "au");
    app.update(Msg::Paste("va".to_owned()));
    assert_eq!(
        app.screens.playground.input,
        Some((Input::Add, "uva".to_owned()))
    );
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.screens.playground.array.words, vec!["uva"]);
    // Several lines to add: all added.
    keys(&mut app, "ak");
    app.update(Msg::Paste("iwi\npera\n".to_owned()));
    assert_eq!(
        app.screens.playground.array.words,
        vec!["uva", "kiwi", "pera"]
    );
    assert!(!app.typing());
    // Check takes one word: the rest is left out, and said.
    keys(&mut app, "c");
    app.update(Msg::Paste("uva\nkiwi\npera".to_owned()));
    assert_eq!(
        app.screens.playground.input,
        Some((Input::Check, "uva".to_owned()))
    );
    let notice = app.screens.playground.notice.clone().unwrap_or_default();
    assert!(notice.contains("2 more lines left out"), "{notice}");
    assert_eq!(app.screens.playground.array.words.len(), 3);
}

#[test]
fn a_paste_is_ignored_where_nothing_is_typed_and_typed_into_a_number() {
    let mut app = app(Lang::En);
    screen(&mut app, 80, 24);
    // On Home, "q" and "1" would be commands: nothing happens.
    app.update(Msg::Paste("q1\n".to_owned()));
    assert_eq!(app.screen, ScreenId::Home);
    assert!(!app.quit);
    // A numeric quiz answer takes the number.
    keys(&mut app, "5");
    key(&mut app, KeyCode::Enter);
    let mut guard = 0;
    while !matches!(
        app.screens
            .quiz
            .run
            .as_ref()
            .map(|run| run.question().question_type()),
        Some(crate::content::QuestionType::Numeric | crate::content::QuestionType::Calculated)
    ) {
        keys(&mut app, "1");
        key(&mut app, KeyCode::Enter);
        guard += 1;
        assert!(guard < 50, "no numeric question in the course quiz");
    }
    app.update(Msg::Paste("9.59 bits\nmore".to_owned()));
    assert_eq!(app.screens.quiz.run.as_ref().unwrap().input, "9.59 ");
}

/// A finished quiz, as the quiz screen hands it over.
fn finished(id: &str) -> Action {
    Action::Record(
        Box::new(crate::records::QuizAttempt {
            id: id.into(),
            quiz_id: "bloom-self-check".into(),
            lang: "en".into(),
            max_score: 1,
            questions: vec![crate::records::AnsweredQuestion {
                id: "guarantee".into(),
                answer: "No false negatives".into(),
                max_points: 1,
                ..Default::default()
            }],
            ..Default::default()
        }),
        None,
    )
}

/// The next message on the app's channel, waiting at most 30 s.
fn next(receiver: &std::sync::mpsc::Receiver<Msg>) -> Msg {
    receiver
        .recv_timeout(std::time::Duration::from_secs(30))
        .expect("a message from the save's thread")
}

/// While another bloomlab holds the folder's lock, a finished quiz is
/// taken at once (a save on the UI thread froze the screen for the
/// whole wait): the screen says it is waiting and keys still act.
/// Quitting meanwhile waits for the save, says so, and loses nothing.
#[test]
fn a_save_waiting_for_the_lock_never_freezes_the_screen_and_quitting_waits_for_it() {
    let dir = tempfile::tempdir().unwrap();
    let holder = std::fs::File::options()
        .read(true)
        .write(true)
        .create(true)
        .truncate(false)
        .open(dir.path().join(crate::records::LOCK_FILE_NAME))
        .unwrap();
    holder.lock().unwrap();
    let (sender, receiver) = std::sync::mpsc::channel();
    let mut store = Store::open_in(dir.path(), Lang::En);
    // A save on this thread would hold the test up for a minute, then
    // fail.
    store.set_lock_wait(std::time::Duration::from_secs(60));
    let (catalog, _) = Catalog::builtin();
    let mut app = build_app(Lang::En, catalog, Vec::new(), store, Start::Home, sender);
    app.ctx.theme = Theme::monochrome();
    screen(&mut app, 80, 24);
    app.apply(finished("while-locked"));
    assert!(app.saving.running);
    assert!(!app.ctx.store.unsaved);
    let msg = next(&receiver);
    assert!(matches!(msg, Msg::SaveWaiting), "{msg:?}");
    app.update(msg);
    let shown = screen(&mut app, 80, 24);
    assert!(
        shown.contains("Saving your results: waiting for another bloomlab"),
        "{shown}"
    );
    // The wait and its unit on one row (the wrapper keeps a number with
    // the word after it; it no longer writes no-break spaces into lines).
    assert!(shown.contains("60 s)"), "{shown:?}");
    // The screen stays live: My results opens and shows the attempt.
    keys(&mut app, "6");
    assert_eq!(app.screen, ScreenId::History);
    let shown = screen(&mut app, 80, 24);
    assert!(shown.contains("0/1"), "{shown}");
    // Quitting waits for the save, and says so.
    key(&mut app, KeyCode::Esc);
    keys(&mut app, "q");
    assert!(!app.quit, "quit before the save ended");
    let shown = screen(&mut app, 80, 24);
    assert!(
        shown.contains("Saving your results before quitting: waiting for"),
        "{shown}"
    );
    keys(&mut app, "1");
    assert_eq!(app.screen, ScreenId::Home, "keys wait while quitting");
    // The other bloomlab lets go: the save ends, then the app.
    drop(holder);
    while !app.quit {
        app.update(next(&receiver));
    }
    assert!(!app.ctx.store.unsaved, "{:?}", app.ctx.store.notices);
    assert_eq!(app.ctx.store.not_saved(), None);
    let saved = Store::read(dir.path()).unwrap();
    assert_eq!(saved.attempts.len(), 1);
    assert_eq!(saved.attempts[0].id, "while-locked");
}

/// A save that cannot be done (the lock is a folder) is said on the
/// screen; quitting tries once more, then ends, with what was not saved
/// left for the line printed after the app.
#[test]
fn quitting_with_results_that_cannot_be_saved_ends_and_reports_them() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir(dir.path().join(crate::records::LOCK_FILE_NAME)).unwrap();
    let (sender, receiver) = std::sync::mpsc::channel();
    let store = Store::open_in(dir.path(), Lang::Es);
    let (catalog, _) = Catalog::builtin();
    let mut app = build_app(Lang::Es, catalog, Vec::new(), store, Start::Home, sender);
    screen(&mut app, 80, 24);
    app.apply(finished("lost?"));
    app.update(next(&receiver));
    assert!(!app.saving.running);
    let shown = screen(&mut app, 80, 24);
    assert!(
        shown.contains("No se pudieron guardar tus resultados"),
        "{shown}"
    );
    keys(&mut app, "q");
    while !app.quit {
        app.update(next(&receiver));
    }
    let not_saved = app.ctx.store.not_saved().unwrap();
    assert_eq!(not_saved.attempts, 1);
    assert!(not_saved.problem.contains("a folder"), "{not_saved:?}");
}

/// A records file from a newer bloomlab keeps the session in memory; the
/// reason, in the line printed at quit, is in the session's language.
#[test]
fn why_results_stay_in_memory_is_said_in_spanish() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join(crate::records::FILE_NAME);
    std::fs::write(&file, r#"{"version": 999}"#).unwrap();
    let (sender, _receiver) = std::sync::mpsc::channel();
    let store = Store::open_in(dir.path(), Lang::Es);
    let (catalog, _) = Catalog::builtin();
    let mut app = build_app(Lang::Es, catalog, Vec::new(), store, Start::Home, sender);
    app.apply(finished("kept"));
    let not_saved = app.ctx.store.not_saved().unwrap();
    assert_eq!(
        not_saved.problem,
        "lo escribió un bloomlab más nuevo (formato 999) y se deja sin tocar"
    );
}

/// The terminal failed mid-session: the results are still saved before
/// the app ends.
#[test]
fn a_session_whose_terminal_fails_still_saves() {
    let dir = tempfile::tempdir().unwrap();
    let (sender, receiver) = std::sync::mpsc::channel();
    let store = Store::open_in(dir.path(), Lang::En);
    let (catalog, _) = Catalog::builtin();
    let mut app = build_app(Lang::En, catalog, Vec::new(), store, Start::Home, sender);
    app.apply(finished("saved"));
    crate::tui::finish_saving(&mut app, &receiver);
    assert!(app.quit);
    assert_eq!(Store::read(dir.path()).unwrap().attempts.len(), 1);
}

#[test]
fn the_event_loop_applies_what_waits_and_stops_at_quit() {
    let (sender, receiver) = std::sync::mpsc::channel();
    let (catalog, _) = Catalog::builtin();
    let mut app = build_app(
        Lang::En,
        catalog,
        Vec::new(),
        Store::in_memory(),
        Start::Home,
        sender.clone(),
    );
    let press = |code| Msg::Key(KeyEvent::new(code, KeyModifiers::NONE));
    for c in "2auva".chars() {
        sender.send(press(KeyCode::Char(c))).unwrap();
    }
    for code in [KeyCode::Enter, KeyCode::Esc, KeyCode::Char('q')] {
        sender.send(press(code)).unwrap();
    }
    // After q, nothing more is applied.
    sender.send(press(KeyCode::Char('3'))).unwrap();
    let mut terminal = Terminal::new(TestBackend::new(80, 24)).unwrap();
    crate::tui::event_loop(&mut terminal, &mut app, &receiver).unwrap();
    assert!(app.quit);
    assert_eq!(app.screens.playground.array.words, vec!["uva"]);
    assert_eq!(app.screen, ScreenId::Home);
}

/// After `f`, the status line says where the figure went, whole, with
/// `? more` (keys) (and `Esc` where the line has room for it): on each screen
/// with `f`, in English at 120×40 and in Spanish at 80×24. The note names
/// the file in the current folder, «./name»: the whole path was cut at
/// its front (reader 12, es 1.5, en 1.1).
#[test]
fn a_saved_figure_is_told_on_the_status_line() {
    for (lang, width, height) in [(Lang::En, 120, 40), (Lang::Es, 80, 24)] {
        let name = "bloomlab-sizing-20261202-055447.svg";
        let note = crate::tui::figure_file::saved_note(name, lang);
        let path = format!(".{}{name}", std::path::MAIN_SEPARATOR);
        assert!(note.ends_with(&path), "{note}");
        // The note leaves no room for some keys: `?` says so.
        let (back, help) = match lang {
            Lang::En => ("Esc back", "? help"),
            Lang::Es => ("Esc volver", "? ayuda"),
        };
        for screen_key in ["3", "4"] {
            let mut app = app(lang);
            keys(&mut app, screen_key);
            if screen_key == "3" {
                app.screens.sizing.figure_note = Some(note.clone());
            } else {
                app.screens.experiments.note = Some(note.clone());
            }
            let shown = screen(&mut app, width, height);
            let status = status_of(&app, &shown);
            assert!(status.contains(&note), "{status}");
            assert!(status.contains(help), "{status}");
            assert!(width < 120 || status.contains(back), "{status}");
            // The next key takes the note away; the keys come back.
            keys(&mut app, "k");
            let shown = screen(&mut app, width, height);
            let status = status_of(&app, &shown);
            assert!(!status.contains(&path), "{status}");
        }
    }
}
