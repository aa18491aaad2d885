//! Readers 33: Spanish at 80×24, English at 120×40.

use crossterm::event::KeyCode;

use super::leftovers_nineteen::quiz_at_question;
use super::{key, keys, screen, status_of};

/// Reader 33 (en): «↑↓ Space 1-5 move, tick» left the reader to guess
/// which key moves and which ticks. Each key has its own word.
#[test]
fn several_answers_name_each_key() {
    for (lang, (width, height)) in super::SEEN {
        let mut app = quiz_at_question(lang, "can-delete");
        let status = status_of(&screen(&mut app, width, height));
        let (moves, ticks) = match lang {
            bloomlab::lang::Lang::Es => ("↑↓ moverse", "Espacio 1-5 marcar / desmarcar"),
            bloomlab::lang::Lang::En => ("↑↓ move", "Space 1-5 tick / untick"),
        };
        assert!(status.contains(moves), "{lang:?}: {status}");
        assert!(status.contains(ticks), "{lang:?}: {status}");
    }
}

/// Reader 33 (en): a question whose answer is no share (bits per
/// element) offered «%» on its keys and «12.5 %» in its error, and then
/// refused the «%». Only a share is offered one.
#[test]
fn a_percent_is_offered_only_where_it_is_taken() {
    for (lang, (width, height)) in super::SEEN {
        let mut app = quiz_at_question(lang, "bits-1pct");
        keys(&mut app, "x");
        key(&mut app, KeyCode::Enter);
        let shown = screen(&mut app, width, height);
        assert!(!status_of(&shown).contains('%'), "{lang:?}: {shown}");
        let not_a_number = bloomlab::t!(lang, "quiz-number-not-a-number-no-share");
        assert!(
            super::joined(&shown).contains(&not_a_number.replace('\u{a0}', " ")),
            "{lang:?}: {shown}"
        );
        assert!(
            !shown.contains("12,5 %") && !shown.contains("12.5 %"),
            "{lang:?}: {shown}"
        );
        // A rate still is.
        let mut app = quiz_at_question(lang, "fill-at-best-k");
        let shown = screen(&mut app, width, height);
        assert!(status_of(&shown).contains('%'), "{lang:?}: {shown}");
    }
}

/// Reader 33 (es): after a repeat ended or was cancelled, its keys took a
/// third status row and the whole table moved up a row. From r on, the
/// status line keeps three rows below 100 columns (two from 100 on).
#[test]
fn the_status_line_keeps_its_rows_through_a_repeat() {
    for (lang, (width, height)) in super::SEEN {
        let mut app = super::app(lang);
        keys(&mut app, "4--");
        screen(&mut app, width, height);
        let before = app.status_rows();
        keys(&mut app, "r");
        screen(&mut app, width, height);
        let running = app.status_rows();
        keys(&mut app, "x");
        screen(&mut app, width, height);
        let cancelled = app.status_rows();
        keys(&mut app, "d");
        screen(&mut app, width, height);
        let other_seed = app.status_rows();
        let steady = if width < 100 { 3 } else { 2 };
        assert_eq!(
            (running, cancelled, other_seed),
            (steady, steady, steady),
            "{lang:?}"
        );
        assert!(before <= steady, "{lang:?}: {before}");
    }
}
