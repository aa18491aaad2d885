//! Reader 25's items (es at 80×24, en at 120×40), fixed in stop 51.

use super::{joined, keys, screen};
use bloomlab::lang::Lang;

/// Reader 25 (en 1.1, 1.2): at 120 columns the status line took a second
/// row after a repeat, a cancel or a saved figure's note, and every line
/// above it moved up. From 100 columns on it keeps one row: the least
/// needed keys give way behind «…», and the help lists them.
#[test]
fn a_wide_status_line_keeps_one_row() {
    for lang in Lang::ALL {
        let (mut app, _inbox) = super::reader_twelve_rest::repeated_to_the_end(lang);
        let shown = screen(&mut app, 120, 40);
        assert_eq!(app.status_rows(), 1, "{lang:?}: {shown}");
        let status = super::status_of(&shown);
        assert!(status.contains('…'), "{lang:?}: {status}");
        let suite = bloomlab::t!(lang, "exp-key-suite");
        assert!(!status.contains(&suite), "{lang:?}: {status}");
        keys(&mut app, "?");
        let help = joined(&screen(&mut app, 120, 40));
        assert!(help.contains(&suite), "{lang:?}: {help}");

        // A passing note beside the keys: still one row.
        let mut app = super::app(lang);
        keys(&mut app, "44");
        super::fake_alternatives(&mut app, 23, false);
        let before = screen(&mut app, 120, 40);
        keys(&mut app, "r");
        let shown = screen(&mut app, 120, 40);
        assert_eq!(app.status_rows(), 1, "{lang:?}: {shown}");
        let note = bloomlab::t!(lang, "exp-alt-no-repeat");
        let status = super::status_of(&shown);
        assert!(
            status.contains(&super::first_words(&note, 3)),
            "{lang:?}: {status}"
        );
        // Nothing above the status line moved.
        let above = |text: &str| text.lines().take(38).collect::<Vec<_>>().join("\n");
        assert_eq!(above(&before), above(&shown), "{lang:?}");
    }
}
