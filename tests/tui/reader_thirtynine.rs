//! Readers 39: Spanish at 80×24, English at 120×40, and both at 80×22.

use crossterm::event::KeyCode;

use super::{key, keys, screen};

/// The row of the first line that holds `needle`, if any.
fn row_of(shown: &str, needle: &str) -> Option<usize> {
    shown.lines().position(|line| line.contains(needle))
}

/// Reader 39 (en 1.1, es 1.10): the overload warning pushed the chart
/// down two or three rows as the fill crossed 60 %. It is said at the
/// foot, and the chart keeps its rows.
#[test]
fn the_overload_warning_leaves_the_chart_in_place() {
    for (lang, (width, height)) in super::SEEN {
        let mut app = super::app(lang);
        keys(&mut app, "2fg");
        let before = screen(&mut app, width, height);
        let axis = |shown: &str| shown.lines().position(|line| line.contains('└'));
        let chart_top = |shown: &str| shown.lines().position(|line| line.contains('│'));
        keys(&mut app, "w");
        let after = screen(&mut app, width, height);
        let warning = if lang == bloomlab::lang::Lang::Es {
            "sobrecargado"
        } else {
            "overloaded"
        };
        assert!(!before.contains(warning), "{lang:?}: {before}");
        assert!(after.contains(warning), "{lang:?}: {after}");
        assert_eq!(axis(&before), axis(&after), "{lang:?}:\n{before}\n{after}");
        assert_eq!(
            chart_top(&before),
            chart_top(&after),
            "{lang:?}:\n{before}\n{after}"
        );
        // At the foot, over the status line, not among the rates.
        let warned = row_of(&after, warning).unwrap();
        assert!(warned > axis(&after).unwrap(), "{lang:?}:\n{after}");
    }
}

/// Reader 39 (es 1.4): a query's ▲ row came between the first band's
/// positions and the second band's bits, and pushed those down a row.
/// Where the bits fit, each band keeps a row for its marks.
#[test]
fn a_query_leaves_the_bits_where_they_were() {
    for (lang, (width, height)) in super::SEEN {
        let mut app = super::app(lang);
        keys(&mut app, "2f");
        let before = screen(&mut app, width, height);
        keys(&mut app, "cuva");
        key(&mut app, KeyCode::Enter);
        let after = screen(&mut app, width, height);
        assert!(after.contains('▲'), "{lang:?}: {after}");
        let last_index = |shown: &str| row_of(shown, " 31");
        assert!(last_index(&before).is_some(), "{lang:?}: {before}");
        assert_eq!(
            last_index(&before),
            last_index(&after),
            "{lang:?}:\n{before}\n{after}"
        );
    }
}
