//! Readers 44: Spanish at 80×24 and 80×22, English at 120×40 and 80×22.

use std::sync::mpsc::{Receiver, RecvTimeoutError};
use std::time::{Duration, Instant};

use bloomlab::lang::Lang;
use bloomlab::records::Store;
use bloomlab::tui::{App, Msg, Start};
use crossterm::event::KeyCode;

use super::{app_built, key, open_first_lesson, options};

const LANGS: [Lang; 2] = [Lang::Es, Lang::En];

/// Deliver the app's messages until `done` holds of the records another
/// window reads from `folder`; fail after ten seconds.
fn deliver_until_saved(
    app: &mut App,
    inbox: &Receiver<Msg>,
    folder: &std::path::Path,
    lang: Lang,
    done: impl Fn(&Store) -> bool,
) {
    let deadline = Instant::now() + Duration::from_secs(10);
    while !done(&Store::open_in(folder, lang)) {
        assert!(Instant::now() < deadline, "{lang:?}: not saved in 10 s");
        match inbox.recv_timeout(Duration::from_millis(50)) {
            Ok(msg) => app.update(msg),
            Err(RecvTimeoutError::Timeout) => {}
            Err(RecvTimeoutError::Disconnected) => panic!("the app's channel closed"),
        }
    }
}

/// Reader 44 (es 5.1): `submit`, run while the app was open, counted no
/// lesson: a lesson's progress reached records.json only when the
/// student left the Lessons screen. A step reached for the first time is
/// saved at once, with the lesson still open.
#[test]
fn a_new_lesson_step_is_saved_with_the_lesson_open() {
    for lang in LANGS {
        let folder = tempfile::tempdir().unwrap();
        let (mut app, inbox) = app_built(
            lang,
            Store::open_in(folder.path(), lang),
            Start::Home,
            options(),
        );
        open_first_lesson(&mut app);
        key(&mut app, KeyCode::Right);
        let id = app.lesson_view().session.unwrap().loaded.lesson.id.clone();
        deliver_until_saved(&mut app, &inbox, folder.path(), lang, |store| {
            store
                .lesson(&id, lang.code())
                .is_some_and(|saved| saved.step == 1)
        });
        assert!(app.lesson_view().session.is_some(), "{lang:?}: still open");
    }
}
