//! Reader 22's items (es at 80×24, en at 120×40), fixed in stop 49.

use super::{SEEN, screen};

/// Reader 22 (es 3.1): lesson 1's «remove uva for real» step said
/// «counters 2, 7 go down by 1», but its only marks, ▲, stood under 7 and
/// 10, the lookup of «kiwi» that follows. The removal's counters are
/// marked ▼, as on its own line, and 7, lowered then read, ▼▲.
#[test]
fn a_removal_marks_the_counters_it_lowered() {
    for (lang, (width, height)) in SEEN {
        let mut app = super::app(lang);
        // The step after «Counters instead of bits», the first counting
        // scene.
        let counting = super::reader_nine::to_lesson_step(&mut app, 0, |s| {
            s.scene.is_some() && (s.title.contains("ontador") || s.title.contains("ounter"))
        });
        super::reader_nine::to_step(&mut app, counting + 1);
        super::lesson_and_quiz::answer_if_asked(&mut app);
        let shown = screen(&mut app, width, height);
        let lines: Vec<&str> = shown.lines().map(|l| l.trim_matches('"')).collect();
        let index_row = lines
            .iter()
            .position(|l| l.trim_start().starts_with("0  1  2  3"))
            .unwrap_or_else(|| panic!("{lang:?}: {shown}"));
        let marks = lines[index_row + 1];
        let under = |position: usize| -> String {
            let end = lines[index_row].find(&format!(" {position:>2}")).unwrap() + 3;
            marks.chars().take(end).skip(end - 3).collect::<String>()
        };
        assert_eq!(under(2).trim(), "▼", "{lang:?}: {shown}");
        assert_eq!(under(7).trim(), "▼▲", "{lang:?}: {shown}");
        assert_eq!(under(10).trim(), "▲", "{lang:?}: {shown}");
        assert!(
            lines.iter().any(|l| l.contains("→ ▼ ")),
            "{lang:?}: the removal's line names its mark: {shown}"
        );
    }
}
