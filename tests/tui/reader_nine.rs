//! Reader 8's and reader 9's items taken up in stop 38: each checked on
//! the screen where it was seen, in both languages, at 80×24 (Spanish
//! reader) and 120×40 (English reader).

use bloomlab::lang::Lang;
use crossterm::event::KeyCode;

use super::{
    SEEN, app, every_screen, fake_table_results, joined, key, keys, screen, whole_lesson_text,
};

/// en 4.2: no English screen quotes in «»: the screens in their states
/// worth looking at, and every step of the three lessons.
#[test]
fn english_screens_quote_in_english() {
    let mut shown: Vec<(String, String)> = every_screen(Lang::En)
        .into_iter()
        .map(|(name, mut app)| (name.to_owned(), screen(&mut app, 120, 40)))
        .collect();
    for index in 0..3 {
        let mut lesson = app(Lang::En);
        shown.push((
            format!("lesson {}", index + 1),
            whole_lesson_text(&mut lesson, index),
        ));
    }
    for (name, text) in &shown {
        assert!(!text.contains(['«', '»']), "{name}:\n{text}");
    }
    let spanish = whole_lesson_text(&mut app(Lang::Es), 0);
    assert!(spanish.contains("«uva»"), "{spanish}");
    let english = whole_lesson_text(&mut app(Lang::En), 0);
    assert!(english.contains("“uva”"), "{english}");
}

/// en 3.1: the explanation stays, or stays away, as ↑↓ walks the rows:
/// where it goes depends on the room under the table, not on how long
/// the row's text is. At 120×40 it is below the table on every row,
/// with a chart of ten lines or more under it; at 80×24 it waits for e
/// on every row.
#[test]
fn the_explanation_does_not_come_and_go_with_the_row() {
    for (lang, (width, height)) in SEEN {
        let mut app = app(lang);
        keys(&mut app, "4");
        fake_table_results(&mut app);
        let hide = format!("e {}", bloomlab::t!(lang, "exp-key-hide-explanation"));
        let first = screen(&mut app, width, height).contains(&hide);
        assert_eq!(first, width == 120, "{lang:?} {width}×{height}");
        for _ in 0..4 {
            let shown = screen(&mut app, width, height);
            assert_eq!(shown.contains(&hide), first, "{shown}");
            if first {
                // The chart keeps its axis and key under the words.
                assert!(shown.contains('└'), "{shown}");
            }
            key(&mut app, KeyCode::Down);
        }
    }
}

/// es 6.3, en 6.3: the Table's prediction no longer names its answer.
/// It asks for the share of bits the row's filter sets, which the row's
/// name («10 % k=3») does not give, and grades it against
/// 1 − e^(−kn/m): 46.5 % for the 10 % row, under half, since its k = 3
/// is rounded down.
#[test]
fn the_table_asks_what_its_rows_do_not_say() {
    for (lang, (width, height)) in SEEN {
        let mut app = app(lang);
        keys(&mut app, "4");
        key(&mut app, KeyCode::Enter);
        keys(&mut app, "50");
        key(&mut app, KeyCode::Enter);
        let graded = joined(&screen(&mut app, width, height)).replace('\u{a0}', " ");
        let expected = match lang {
            Lang::Es => {
                "Cerca: dijiste 50 %; con k = 3 y 4,79 bits por elemento, 1 − e^(−kn/m) da 46,5 %"
            }
            Lang::En => {
                "Close: you said 50 %; with k = 3 and 4.79 bits per element, 1 − e^(−kn/m) gives 46.5 %"
            }
        };
        assert!(graded.contains(expected), "{graded}");
    }
}
