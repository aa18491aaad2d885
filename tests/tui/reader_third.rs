//! What was left of the second readers' findings (issue 23): rates too
//! small for a percentage, an interval whose ends round alike, the
//! status line that runs out of room, short counts in Spanish. Each in
//! both languages, at the size the reader used: Spanish at 80×24,
//! English at 120×40.

use super::*;

/// A percentage written with a power of ten, the form the readers
/// tripped over: «1.06·10⁻⁶ %».
fn power_inside_a_percentage(text: &str) -> Option<&str> {
    text.lines().find(|line| {
        line.match_indices("·10")
            .any(|(at, _)| line[at..].chars().take(8).any(|c| c == '%'))
    })
}

/// #16: the playground at m = 4096 with three words: its rates are under
/// one in ten million, written as a chance, never as a power of ten
/// inside a percentage.
#[test]
fn tiny_rates_read_as_one_in_n() {
    for (lang, (width, height)) in SEEN {
        let mut app = playground_with_m(lang, "e", 4096);
        for word in ["uva", "kiwi", "pera"] {
            keys(&mut app, "a");
            keys(&mut app, word);
            key(&mut app, KeyCode::Enter);
        }
        assert_eq!(app.playground_view().filter.words.len(), 3);
        let shown = screen(&mut app, width, height);
        let chance = match lang {
            Lang::En => "1 in ",
            Lang::Es => "1 de cada ",
        };
        assert!(joined(&shown).contains(chance), "{shown}");
        assert_eq!(power_inside_a_percentage(&shown), None, "{shown}");
    }
}

/// #16: `t` on a full filter: every never-added word comes back positive.
/// It said «100 % to 100 %», then «99.96 % to 100 %»; reader 33 (en): a
/// count that is certain has no 95 % interval at all beside it.
#[test]
fn a_full_filters_count_has_no_interval() {
    for (lang, (width, height)) in SEEN {
        let mut app = app(lang);
        keys(&mut app, "2");
        while app.playground_view().filter.m > 8 {
            key(&mut app, KeyCode::Left);
        }
        keys(&mut app, "wt");
        let measured = app.playground_view().measured.cloned().expect("measured");
        assert_eq!(measured.false_positives(), measured.queries);
        let shown = joined(&screen(&mut app, width, height));
        let (twice, all) = match lang {
            Lang::En => ("100 % to 100 %", "came back positive: 100 %."),
            Lang::Es => ("100 % a 100 %", "positivo: 100 %."),
        };
        assert!(!shown.contains(twice), "{shown}");
        assert!(!shown.contains("95 %"), "{shown}");
        assert!(shown.contains(all), "{shown}");
    }
}

/// The status line at 80 columns has no room on one row for every key
/// of the playground: it takes two, so that `x` and `g` are on it too
/// (reader 16, en 1.2, es 2.1), `?` keeps its one name (reader 8), and
/// the help lists them all.
#[test]
fn a_status_line_short_of_room_leaves_the_rest_to_the_help() {
    for lang in LANGS {
        let more = match lang {
            Lang::En => "? help",
            Lang::Es => "? ayuda",
        };
        let mut app = app(lang);
        keys(&mut app, "2");
        let narrow = screen(&mut app, 80, 24);
        let status = super::status_of(&narrow);
        assert!(status.contains(more), "{status}");
        assert!(status.contains(" x ") && status.contains(" g "), "{status}");
        assert!(!status.contains('…'), "{status}");
        assert_eq!(app.status_rows(), 2, "{narrow}");
        keys(&mut app, "?");
        let listed = screen(&mut app, 80, 24);
        for key in ["x", "g"] {
            assert!(
                listed
                    .lines()
                    .any(|line| line.contains(&format!("│              {key}  "))),
                "{key} is not in the help:\n{listed}"
            );
        }
        keys(&mut app, "?");
        let wide = screen(&mut app, 160, 40);
        let status = super::status_of(&wide);
        assert!(status.contains(more) && status.contains(" x "), "{status}");
        // Two rows, whatever they hold, on a wide screen (reader 26, en
        // 2.1).
        assert_eq!(app.status_rows(), 2, "{wide}");
    }
}

/// Both languages.
const LANGS: [Lang; 2] = [Lang::En, Lang::Es];
