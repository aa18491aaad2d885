//! Reader 20's leftovers (es at 80×24, en at 120×40), fixed in stop 48.

use super::{SEEN, screen};

/// Reader 20 (es 2.4): at 80×24 the Alternatives help left out «v show
/// costs», which the status line showed, and said only that «the other
/// keys» were below. Every key of the status line is now in the help,
/// as a line of its own or named in the line that sends the reader
/// below, at both sizes and in both languages, before and after a run.
#[test]
fn every_status_key_is_named_in_the_help() {
    for (lang, (width, height)) in SEEN {
        for measured in [false, true] {
            let mut app = super::app(lang);
            super::keys(&mut app, "44");
            if measured {
                super::fake_alternatives(&mut app, 23, false);
            }
            let before = screen(&mut app, width, height);
            let status = super::status_of(&before).trim_matches('"').to_owned();
            super::keys(&mut app, "?");
            let help = screen(&mut app, width, height);
            let help_keys = keys_in_help(&help);
            // The status line reads «key what  key what»: its keys are
            // the first word after two spaces (or the line's start).
            for entry in status.split("  ").map(str::trim).filter(|e| !e.is_empty()) {
                let key = entry.split(' ').next().unwrap_or_default();
                let key = key.trim_end_matches(',');
                if ["?", "Esc"].contains(&key) {
                    continue;
                }
                assert!(
                    help_keys.iter().any(|listed| listed == key),
                    "{lang:?} {width}×{height} measured={measured}: {key} from «{status}» not in help: {help}"
                );
            }
        }
    }
}

/// The keys a help box names: the words of its key column, and those its
/// «more keys below: …» line lists.
fn keys_in_help(help: &str) -> Vec<String> {
    let mut keys = Vec::new();
    for line in help.lines() {
        let Some((_, inside)) = line.split_once('│') else {
            continue;
        };
        let inside = inside.trim_end_matches(['│', ' ', '"']);
        if let Some(named) = inside.trim_start().strip_prefix('(') {
            if let Some((_, list)) = named.split_once(':') {
                let list = list.trim_end_matches(')');
                keys.extend(list.split(", ").map(|key| key.trim().to_owned()));
            }
            continue;
        }
        // The key column: 15 characters, right-aligned, then two spaces.
        let column: String = inside.chars().take(16).collect();
        keys.extend(column.split_whitespace().map(str::to_owned));
    }
    keys
}

/// Reader 20 (es 1.7, 1.8): after a 20-seed repeat, the table's status
/// line at 80 columns hid ↑↓ and Tab behind «…», and the tally broke
/// inside its parenthesis, «(sola / con las demás,» / «✗): 10 % k=3…».
/// The keys take a third row at 80 columns (from 100 on the line keeps
/// one row: reader 25, en 1.1); the tally's items may end a line.
#[test]
fn after_a_repeat_every_key_shows_and_the_tally_breaks_between_rows() {
    for (lang, (width, height)) in SEEN {
        let (mut app, _inbox) = super::reader_twelve_rest::repeated_to_the_end(lang);
        let shown = screen(&mut app, width, height);
        let status = super::status_of(&shown);
        if width < 100 {
            assert!(!status.contains('…'), "{lang:?}: {shown}");
            // No d: the next seed is new already (reader 34, en 2.5).
            for key in ["↑↓", "Tab", "f ", "D "] {
                assert!(status.contains(key), "{lang:?} {key}: {shown}");
            }
        }
        let mut seen_tally = false;
        for _ in 0..5 {
            let shown = screen(&mut app, width, height);
            for line in shown.lines() {
                let line = line.trim_matches('"').trim_end();
                if line.contains("(sola /") || line.contains("(alone /") {
                    seen_tally = true;
                    assert!(line.contains("✗):"), "{lang:?}: {shown}");
                }
            }
            super::key(&mut app, crossterm::event::KeyCode::PageDown);
        }
        assert!(seen_tally, "{lang:?}: no tally shown");
    }
}
