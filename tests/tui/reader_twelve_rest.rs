//! Reader 12's items left after stop 40, taken up in stop 41: each
//! checked on the screen where it was seen, in both languages, at 80×24
//! (Spanish reader) and 120×40 (English reader), or over the sizes where
//! it shows.

use std::time::{Duration, Instant};

use super::{SEEN, app_capped, joined, keys, screen};

/// es 1.6: beside a repeat's tally, a room too short for the chart sent
/// the student to enlarge the terminal («le faltan 3 líneas más de
/// terminal») when c makes the room; it now says c shows the chart.
#[test]
fn a_chart_short_of_room_beside_the_tally_points_to_c() {
    for (lang, (width, _)) in SEEN {
        // The table at n = 10,000 repeated over its 20 seeds to the end.
        let (mut app, inbox) = app_capped(lang);
        keys(&mut app, "4---r");
        let deadline = Instant::now() + Duration::from_secs(300);
        while app.experiments_view().repeat.is_some_and(|r| r.done < 20) {
            assert!(Instant::now() < deadline, "the repeat did not end");
            if let Ok(msg) = inbox.recv_timeout(Duration::from_millis(100)) {
                app.update(msg);
            }
        }
        super::deliver_until_stopped(&mut app, &inbox, Duration::from_secs(60));
        let resize = bloomlab::t!(lang, "exp-table-chart-does-not-fit", missing = 3);
        // «…3 more lines of terminal.»: the part that sends to resize.
        let resize_head = resize.rsplit(' ').next().unwrap().to_owned();
        let hint = bloomlab::t!(lang, "exp-chart-beside-tally");
        let mut hinted = 0;
        for height in 22..=44 {
            let shown = joined(&screen(&mut app, width, height));
            assert!(!shown.contains(&resize_head), "{lang:?} {height}: {shown}");
            if shown.contains(&hint) {
                hinted += 1;
                // And c does show it.
                keys(&mut app, "c");
                let charted = screen(&mut app, width, height);
                assert!(charted.contains('└'), "{lang:?} {height}: {charted}");
                keys(&mut app, "c");
            }
        }
        assert!(hinted > 0, "{lang:?}: no height left a short room");
    }
}

/// en 1.3: squeezed beside a tally, the small filter's chart drew the
/// exact line a row above its «1» label while the measured points, each
/// exactly at 1, sat on it: measured read as lower than exact. At every
/// height the label's row carries the line and the points.
#[test]
fn the_small_filters_line_and_points_share_the_row_of_1() {
    for (lang, (width, _)) in SEEN {
        let mut app = super::app(lang);
        keys(&mut app, "43");
        super::finish_run(&mut app, bloomlab::tui::Tab::Small, 1_000_000, |_| 1.0);
        for height in 22..=44 {
            let shown = screen(&mut app, width, height);
            let Some(one) = shown.lines().find(|line| line.starts_with("\" 1   │")) else {
                continue;
            };
            let braille = one.chars().any(|c| ('\u{2801}'..='\u{28ff}').contains(&c));
            assert!(
                one.contains('█') && braille,
                "{lang:?} {width}×{height}: {shown}"
            );
        }
    }
}

/// es 1.7: the k sweep's measured cell, Bloom's rate and the exact rate
/// ran together with one blank each («0,941 % ±4,0 % 0,943 % 0,943 %»);
/// two blanks part them, and the small filter's «✗ Bloom» still ends
/// inside 80 columns.
#[test]
fn the_k_sweeps_rates_stand_apart() {
    for (lang, (width, height)) in SEEN {
        for (tab, digit) in [
            (bloomlab::tui::Tab::KSweep, "2"),
            (bloomlab::tui::Tab::Small, "3"),
        ] {
            let mut app = super::app(lang);
            keys(&mut app, &format!("4{digit}"));
            super::finish_run(&mut app, tab, 1_000_000, |_| 1.0);
            let shown = screen(&mut app, width, height);
            let rows: Vec<&str> = shown
                .lines()
                .filter(|line| line.contains('±') && line.contains(" ✓"))
                .collect();
            assert!(rows.len() >= 5, "{shown}");
            for row in rows {
                let after = &row[row.find('±').unwrap()..];
                assert!(after.matches("%  ").count() >= 2, "{lang:?}: {row}");
                assert!(!row.contains(" ✗ Bloo\""), "{lang:?}: {row}");
            }
        }
    }
}

/// es 1.2: with k pinned at 1 %, Sizing's █ dropped a row onto the lower
/// bound's dots, as if the design reached the bound: a cell mark and a
/// braille curve round to rows differently. At every height the mark
/// sits on its curve, a braille cell beside it.
#[test]
fn the_sizing_mark_sits_on_its_curve() {
    let braille = |c: char| ('\u{2801}'..='\u{28ff}').contains(&c);
    for (lang, (width, _)) in SEEN {
        for pin in ["", "k"] {
            let mut app = super::app(lang);
            keys(&mut app, &format!("32{pin}"));
            for height in 22..=44 {
                let shown = screen(&mut app, width, height);
                let row: Vec<char> = shown
                    .lines()
                    .skip_while(|line| !line.contains('│'))
                    .take_while(|line| !line.contains('└'))
                    .find(|line| line.contains('█'))
                    .unwrap_or_else(|| panic!("{lang:?} {height}: {shown}"))
                    .chars()
                    .collect();
                let at = row.iter().position(|&c| c == '█').unwrap();
                assert!(
                    braille(row[at - 1]) || braille(row[at + 1]),
                    "{lang:?} {pin} {width}×{height}: {}",
                    row.iter().collect::<String>()
                );
            }
        }
    }
}
