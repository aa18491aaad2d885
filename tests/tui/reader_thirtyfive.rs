//! Readers 35: Spanish at 80×24, English at 120×40.

use super::{app, keys, screen};

/// Reader 35 (en 1.3): at 80 columns the table's progress bars sat under
/// a blank, «progress» left out for want of room before «queries». It
/// now reaches over the row label's unused end, on every tab, in both
/// languages and at both sizes.
#[test]
fn the_progress_bars_have_a_heading_at_80_columns() {
    for lang in [bloomlab::lang::Lang::Es, bloomlab::lang::Lang::En] {
        for (width, height) in [(80, 24), (120, 40)] {
            let mut app = app(lang);
            keys(&mut app, "4");
            let shown = screen(&mut app, width, height);
            let progress = bloomlab::t!(lang, "exp-table-progress");
            let queries = bloomlab::t!(lang, "exp-table-queries");
            let heading = shown
                .lines()
                .find(|line| line.contains(&queries))
                .unwrap_or_else(|| panic!("{lang:?} {width}: {shown}"));
            assert!(
                heading.contains(&format!("{progress}  ")),
                "{lang:?} {width}: {heading}"
            );
            // The gauge starts under the heading or after its start.
            let gauge = shown
                .lines()
                .find(|line| line.contains('░'))
                .and_then(|line| line.chars().position(|c| c == '░'))
                .expect("a gauge");
            let word = heading
                .find(&progress)
                .map(|at| heading[..at].chars().count());
            assert!(
                word.is_some_and(|at| at <= gauge),
                "{lang:?} {width}: {shown}"
            );
        }
    }
}
