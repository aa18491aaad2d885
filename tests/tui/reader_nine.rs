//! Reader 8's and reader 9's items taken up in stop 38: each checked on
//! the screen where it was seen, in both languages, at 80×24 (Spanish
//! reader) and 120×40 (English reader).

use bloomlab::lang::Lang;

use super::{app, every_screen, screen, whole_lesson_text};

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
