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

/// Reader 34 (en 1.1): at 1/65,536 the theory's «0.001526 %» is as wide
/// as its column, and beside a measured cell one wider than its own the
/// verdicts moved a column right. Every verdict stands in one column,
/// two blanks after the measured cell.
#[test]
fn the_verdicts_stand_in_one_column_at_the_smallest_rate() {
    for (lang, (width, height)) in super::SEEN {
        use bloomlab::experiment::compare::CompareEvent;
        use bloomlab::experiment::{Outcome, Tally};
        let mut app = super::app(lang);
        keys(&mut app, "44");
        // 100 million queries: about 1,500 false positives, «±5.1 %».
        let (generation, rows) =
            super::start_fake_alternatives(&mut app, 100_000, vec![1.0 / 256.0, 1.0 / 65_536.0]);
        let mut results = Vec::new();
        for (row, (design, experiment)) in rows.iter().enumerate() {
            let profile = super::fake_profile(design, row, Default::default());
            let mut result = super::fake_result(design, experiment, profile, 1.0, false);
            let queries = 100_000_000;
            let tally = Tally {
                queries,
                false_positives: (queries as f64 * experiment.fp_exact() * 1.01).round() as u64,
                filters: 1,
                sum_fill: 0.5,
                ..Default::default()
            };
            result.outcome = Outcome::from_tally(experiment, &tally, false, 0.5);
            results.push(result.clone());
            let event = CompareEvent::Finished {
                row,
                result: Box::new(result),
            };
            app.update(bloomlab::tui::Msg::Compare { generation, event });
        }
        let event = CompareEvent::AllDone {
            rows: results,
            seconds: 1.0,
            cancelled: false,
        };
        app.update(bloomlab::tui::Msg::Compare { generation, event });
        let shown = screen(&mut app, width, height);
        let columns: Vec<usize> = shown
            .lines()
            .filter(|line| line.contains("1/65") || line.contains("1/256"))
            .filter_map(|line| line.chars().position(|c| c == '✓' || c == '✗'))
            .collect();
        assert!(columns.len() > 2, "{lang:?}: {shown}");
        assert!(
            columns.windows(2).all(|w| w[0] == w[1]),
            "{lang:?}: {columns:?}\n{shown}"
        );
        // Reader 35 (en 1.1): two blanks between the ± and the theory's
        // rate, never one: «±5.1 % 0.001526 %» read as one run of figures.
        let rows = shown
            .lines()
            .filter(|line| line.contains("1/65") || line.contains("1/256"));
        for line in rows.filter(|line| line.contains('±')) {
            let after_half = &line[line.find('±').unwrap()..];
            let after_half = &after_half[after_half.find('%').unwrap() + 1..];
            assert!(after_half.starts_with("  "), "{lang:?}: {line}");
        }
    }
}

/// Reader 34 (es 2.1): on the table, after one row's prediction, Enter
/// asked again for another row; Esc then dropped the first grade, and
/// with it «Enter predict», leaving a question nothing could answer. Esc
/// goes back to before Enter.
#[test]
fn esc_on_a_second_prediction_keeps_the_first() {
    for (lang, (width, height)) in super::SEEN {
        let mut app = super::app(lang);
        keys(&mut app, "4");
        key(&mut app, KeyCode::Enter);
        keys(&mut app, "50");
        key(&mut app, KeyCode::Enter);
        key(&mut app, KeyCode::Down);
        let enter = format!("Enter {}", bloomlab::t!(lang, "exp-key-predict"));
        let before = screen(&mut app, width, height);
        assert!(status_of(&before).contains(&enter), "{lang:?}: {before}");
        key(&mut app, KeyCode::Enter);
        keys(&mut app, "4");
        key(&mut app, KeyCode::Esc);
        let after = screen(&mut app, width, height);
        assert!(status_of(&after).contains(&enter), "{lang:?}: {after}");
    }
}

/// Reader 34 (es 1.1): the playground's chart moved up two rows when `t`
/// put a measurement under it, and down again when it went. The chart's
/// title keeps its row.
#[test]
fn the_playground_chart_keeps_its_rows_under_a_measurement() {
    for (lang, (width, height)) in super::SEEN {
        let mut app = super::app(lang);
        keys(&mut app, "2fg");
        let title_row = |shown: &str| {
            let title = bloomlab::t!(lang, "play-chart-title", m = "32", k = "3");
            shown.lines().position(|line| line.contains(&title))
        };
        let before = screen(&mut app, width, height);
        keys(&mut app, "t");
        let after = screen(&mut app, width, height);
        assert!(title_row(&before).is_some(), "{lang:?}: {before}");
        assert_eq!(
            title_row(&before),
            title_row(&after),
            "{lang:?}:\n{before}\n{after}"
        );
    }
}
