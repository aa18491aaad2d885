//! Reader 28's items (es at 80×24, en at 120×40), fixed in stop 54.

use super::{app, keys, screen};

/// Reader 28 (en 1.4, 5.6): Sizing's rate axis had no 1 % label, the
/// usual target, and its floor, 0.000001 %, was a rate the course writes
/// «1 in N». The axis runs down to 0.0001 %, a label every two decades.
#[test]
fn the_sizing_axis_labels_one_percent_and_stays_in_percent() {
    for (lang, (width, height)) in super::SEEN {
        let mut app = app(lang);
        keys(&mut app, "3");
        let shown = screen(&mut app, width, height);
        let rows: Vec<&str> = shown.lines().map(|row| row.trim_matches('"')).collect();
        let label =
            |rate: f64| bloomlab::units::rate_with_digits(lang, rate, 1).replace('\u{a0}', " ");
        let axis: Vec<usize> = [1.0, 0.01, 1e-4, 1e-6]
            .iter()
            .map(|&rate| {
                let text = format!(" {} ", label(rate));
                let row = rows
                    .iter()
                    .position(|row| row.replace('\u{a0}', " ").starts_with(&text));
                row.unwrap_or_else(|| panic!("no {text:?} label:\n{}", rows.join("\n")))
            })
            .collect();
        let gaps: Vec<usize> = axis.windows(2).map(|w| w[1] - w[0]).collect();
        assert!(
            gaps.iter().all(|&gap| gap == gaps[0] && gap > 0),
            "{lang:?} {axis:?}"
        );
        assert!(
            !rows
                .iter()
                .any(|row| row.contains("0,000001") || row.contains("0.000001"))
        );
    }
}

/// Reader 28 (es 2.2): with k pinned the footer drops m, and with m
/// pinned it drops k, with no word of why. The help (?) names the missing
/// pin and what frees it.
#[test]
fn the_sizing_help_names_the_pin_the_footer_leaves_out() {
    for (lang, (width, height)) in super::SEEN {
        let notes = [
            // Worded as what the key does now (reader 34, en 2.6).
            ("k", bloomlab::t!(lang, "sizing-help-m-locked")),
            ("m", bloomlab::t!(lang, "sizing-help-k-locked")),
        ];
        for (pin, said) in notes {
            let mut app = app(lang);
            keys(&mut app, &format!("3{pin}?"));
            let shown = super::joined(&screen(&mut app, width, height));
            let said = said.replace('\u{a0}', " ");
            let start: String = said
                .split_whitespace()
                .take(4)
                .collect::<Vec<_>>()
                .join(" ");
            assert!(shown.contains(&start), "{lang:?} {pin}: {shown}");
        }
    }
}

/// Reader 28 (es 3.1, en 3.2): a repeat stopped in a seed left that
/// seed's finished rows on the table with «✓ consistent», while the tally
/// said they are not counted. They keep their numbers and say «not
/// counted»; the tally says the next run measures that seed again.
#[test]
fn a_stopped_repeat_leaves_no_verdict_on_its_uncounted_rows() {
    for lang in bloomlab::lang::Lang::ALL {
        let (mut app, inbox) = super::app_capped(lang);
        stopped_in_second_seed(&mut app, &inbox, "4---r");
        let finished = app
            .experiments_view()
            .run
            .unwrap()
            .outcomes
            .iter()
            .flatten()
            .filter(|o| !o.cancelled)
            .count();
        assert!(finished > 0);
        let lines = screen(&mut app, 120, 40);
        let shown = super::joined(&lines);
        let not_counted = bloomlab::t!(lang, "exp-row-not-counted");
        assert_eq!(shown.matches(&not_counted).count(), finished, "{shown}");
        // The table's rows (each names its k) carry no verdict.
        let rows = lines.lines().filter(|line| line.contains("k="));
        assert!(rows.clone().count() == 4, "{shown}");
        assert!(
            rows.clone()
                .all(|row| !row.contains('✓') && !row.contains('✗')),
            "{shown}"
        );
        // Its explanation says so first (reader 29, es 3.1).
        let row = app
            .experiments_view()
            .run
            .unwrap()
            .outcomes
            .iter()
            .position(|o| o.is_some_and(|o| !o.cancelled))
            .unwrap();
        for _ in 0..row {
            super::key(&mut app, crossterm::event::KeyCode::Down);
        }
        keys(&mut app, "e");
        let explained = super::joined(&screen(&mut app, 120, 40));
        let why = bloomlab::t!(lang, "exp-row-not-counted-why", seed = 2);
        assert!(explained.contains(&why), "{lang:?}: {explained}");
        let again = bloomlab::t!(lang, "exp-repeat-stopped-at", seed = 2, again = "yes");
        assert!(shown.contains(&again.replace('\u{a0}', " ")), "{shown}");
    }
}

/// Reader 28 (es 6.1): the Alternatives tab asked «at 0.01 %, which takes
/// fewer bits per element?», the prediction lesson 3 had just asked and
/// answered (cuckoo). It asks at 1 %, where the crossover lesson 3
/// teaches puts Bloom ahead.
#[test]
fn the_alternatives_question_is_not_lesson_threes() {
    for (lang, (width, height)) in super::SEEN {
        let mut app = app(lang);
        keys(&mut app, "44");
        let shown = super::joined(&screen(&mut app, width, height));
        let at = bloomlab::units::rate_with_digits(lang, 0.01, 1);
        let asked = bloomlab::t!(lang, "exp-alt-predict-first", at = at).replace('\u{a0}', " ");
        assert!(shown.contains(&asked), "{lang:?}: {shown}");
    }
}

/// Reader 28 (es 1.3): at lesson 2 step 4, the second d made the seed's
/// line a line longer («the 2 earlier runs»), and the whole step jumped
/// up a line. Every new seed's line takes the same room.
#[test]
fn a_new_seed_keeps_the_lesson_in_place() {
    for (lang, (width, height)) in super::SEEN {
        let (mut app, inbox) = super::app_with_inbox(lang);
        super::reader_twelve_rest::answered_step_four(&mut app);
        super::reader_twelve_rest::drain(&mut app, &inbox);
        let label = match lang {
            bloomlab::lang::Lang::Es => "Experimento:",
            _ => "Experiment:",
        };
        let mut rows = Vec::new();
        for _ in 0..3 {
            keys(&mut app, "d");
            super::reader_twelve_rest::drain(&mut app, &inbox);
            let shown = screen(&mut app, width, height);
            rows.push(shown.lines().position(|line| line.contains(label)));
        }
        assert!(rows[0].is_some(), "{lang:?}");
        assert!(rows.windows(2).all(|w| w[0] == w[1]), "{lang:?}: {rows:?}");
    }
}

/// Reader 28 (en 1.2): under a repeat's tally at 120×40, the k sweep's
/// chart had five rows of plot for three decades, and its twenty points
/// merged with the exact line. Beside a tally, a chart gets six rows at
/// least, or the line saying that c shows it.
#[test]
fn a_chart_beside_the_tally_is_tall_enough_to_read() {
    for lang in bloomlab::lang::Lang::ALL {
        let (mut app, inbox) = super::app_capped(lang);
        stopped_in_second_seed(&mut app, &inbox, "42r");
        let shown = screen(&mut app, 120, 40);
        let plot_rows = shown.lines().filter(|line| line.contains('│')).count();
        let beside = bloomlab::t!(lang, "exp-chart-beside-tally", running = "no");
        let said = super::joined(&shown).contains(&beside);
        assert!(
            said || plot_rows >= 6,
            "{lang:?} {plot_rows} rows:\n{shown}"
        );
    }
}

/// `start` a repeat, and stop it with x in its second seed once a row of
/// that seed is in.
pub(super) fn stopped_in_second_seed(
    app: &mut bloomlab::tui::App,
    inbox: &std::sync::mpsc::Receiver<bloomlab::tui::Msg>,
    start: &str,
) {
    use std::time::{Duration, Instant};
    keys(app, start);
    let deadline = Instant::now() + Duration::from_secs(120);
    loop {
        let view = app.experiments_view();
        let second_has_a_row = view.repeat.as_ref().is_some_and(|r| r.done == 1)
            && view
                .run
                .as_ref()
                .is_some_and(|run| !run.done && run.outcomes.iter().any(Option::is_some));
        if second_has_a_row {
            break;
        }
        assert!(Instant::now() < deadline, "no row of the second seed ended");
        if let Ok(msg) = inbox.recv_timeout(Duration::from_millis(20)) {
            app.update(msg);
        }
    }
    keys(app, "x");
    super::deliver_until_stopped(app, inbox, Duration::from_secs(60));
}

/// Reader 28 (en 1.5): the convergence chart labelled only its ends
/// (10³ and 10⁶) when the span was odd. Every decade is labelled, at its
/// own column: the gaps between labels are equal within a column.
#[test]
fn the_convergence_chart_labels_every_decade() {
    for lang in bloomlab::lang::Lang::ALL {
        let mut app = app(lang);
        keys(&mut app, "4");
        super::fake_table_results(&mut app);
        let shown = screen(&mut app, 120, 40);
        let lines: Vec<&str> = shown.lines().collect();
        let axis = lines
            .iter()
            .position(|line| line.contains('└'))
            .unwrap_or_else(|| panic!("no chart:\n{shown}"));
        let labels = lines[axis + 1];
        let columns: Vec<usize> = ["10³", "10⁴", "10⁵", "10⁶", "10⁷", "10⁸"]
            .iter()
            .map(|label| {
                let at = labels
                    .find(label)
                    .unwrap_or_else(|| panic!("{label}: {labels}"));
                labels[..at].chars().count()
            })
            .collect();
        let gaps: Vec<usize> = columns.windows(2).map(|w| w[1] - w[0]).collect();
        let inner = &gaps[1..gaps.len() - 1];
        assert!(
            inner.iter().all(|gap| gap.abs_diff(inner[0]) <= 1),
            "{lang:?} {columns:?}\n{labels}"
        );
    }
}

/// Reader 28 (en 5.5), on the Sizing screen: ten keys in a pinned 12 MB
/// gave «Bloom's p 0 %» and «log₂(1/p) = 0», a rate too small for a
/// double read as impossible. It is said as a bound, as `size` says it.
#[test]
fn a_rate_past_a_double_is_said_as_a_bound() {
    for (lang, (width, height)) in super::SEEN {
        let mut app = app(lang);
        keys(&mut app, "3m");
        for _ in 0..40 {
            super::key(&mut app, crossterm::event::KeyCode::Left);
        }
        let shown = super::joined(&screen(&mut app, width, height));
        assert!(shown.contains("n = 10 "), "{lang:?}: {shown}");
        let bound = bloomlab::t!(lang, "units-rate-underflow").replace('\u{a0}', " ");
        assert_eq!(shown.matches(&bound).count(), 2, "{lang:?}: {shown}");
        // The bound beside the bits, where the width leaves room for it.
        // In words (readers 49, en 4.3).
        let over = bloomlab::t!(
            lang,
            "sizing-bound-over",
            bound = bloomlab::units::count(lang, 1_074)
        );
        let over = format!("log₂(1/p){over}");
        assert!(
            !shown.contains("log₂(1/p)")
                || shown
                    .replace('\u{a0}', " ")
                    .contains(&over.replace('\u{a0}', " ")),
            "{lang:?}: {shown}"
        );
        assert!(!shown.contains(" 0 %"), "{lang:?}: {shown}");
    }
}

/// Reader 29 (en 3.1): in the counting filter, removing «kiwi» a second
/// time said it «was never added». It says the word was removed before.
#[test]
fn a_word_removed_twice_is_not_called_never_added() {
    use crossterm::event::KeyCode;
    for (lang, (width, height)) in super::SEEN {
        let mut app = app(lang);
        keys(&mut app, "2fx");
        for _ in 0..2 {
            keys(&mut app, "rkiwi");
            super::key(&mut app, KeyCode::Enter);
        }
        let shown = super::joined(&screen(&mut app, width, height));
        // Where kiwi's counters are still above 0 (others share them), the
        // removal goes through and says kiwi went before; else a counter
        // at 0 refuses it.
        let before = bloomlab::t!(lang, "play-remove-removed-before", word = "kiwi");
        let absent = bloomlab::t!(
            lang,
            "play-remove-absent",
            word = "kiwi",
            position = "0",
            value = 0,
            needed = 1,
            empty = "one",
            counters = "0"
        );
        let said = [before, absent].map(|text| text.split(':').next().unwrap().to_owned());
        assert!(
            said.iter().any(|start| shown.contains(start)),
            "{lang:?}: {shown}"
        );
        let never = bloomlab::t!(lang, "play-remove-never-added", word = "kiwi");
        assert!(
            !shown.contains(never.split(':').next().unwrap()),
            "{lang:?}: {shown}"
        );
    }
}

/// Reader 29 (en 2.1): with the help open, the status line still said
/// «? help». Its box says ? closes it, and the status line, under it, no
/// longer offers ?: «? close help» there, longer, pushed a working key
/// behind «…» (reader 36, es 2.1: lesson 2 step 4, the counting
/// playground, Sizing).
#[test]
fn the_status_line_keeps_its_keys_under_the_help() {
    for (lang, (width, height)) in super::SEEN {
        for screen_key in ["", "2", "2x", "3", "4"] {
            let mut app = app(lang);
            keys(&mut app, screen_key);
            let closed = super::status_of(&screen(&mut app, width, height));
            let open_help = format!("? {}", bloomlab::t!(lang, "app-help"));
            assert!(
                closed.contains(&open_help),
                "{lang:?} {screen_key}: {closed}"
            );
            keys(&mut app, "?");
            let shown = screen(&mut app, width, height);
            let status = super::status_of(&shown);
            let box_says = bloomlab::t!(lang, "app-close-this-help");
            assert!(shown.contains(&box_says), "{lang:?} {screen_key}: {shown}");
            assert!(!status.contains("? "), "{lang:?} {screen_key}: {status}");
            // Every key the closed line showed is still there.
            for shown_key in closed.replace(&open_help, "").split("  ") {
                let shown_key = shown_key.trim_matches(|c: char| c == '"' || c.is_whitespace());
                assert!(
                    status.contains(shown_key),
                    "{lang:?} {screen_key}: «{shown_key}» gone: {status}"
                );
            }
            keys(&mut app, "?");
            let status = super::status_of(&screen(&mut app, width, height));
            assert!(
                status.contains(&open_help),
                "{lang:?} {screen_key}: {status}"
            );
        }
    }
}

/// Reader 29 (en 1.4): the help box drawn over the home menu left the
/// line beside it cut at its border («build a filter yoursel┌»). The
/// rows the box spans show nothing but the box.
#[test]
fn the_help_box_leaves_no_cut_line_beside_it() {
    for (lang, (width, height)) in super::SEEN {
        for screen_key in ["", "1", "2", "3"] {
            let mut app = app(lang);
            keys(&mut app, &format!("{screen_key}?"));
            let shown = screen(&mut app, width, height);
            let rows: Vec<Vec<char>> = shown
                .lines()
                .map(|line| line.trim_matches('"').chars().collect())
                .collect();
            let top = rows
                .iter()
                .position(|row| row.contains(&'┌'))
                .expect("a help box");
            let left = rows[top].iter().position(|c| *c == '┌').unwrap();
            let bottom = top
                + rows[top..]
                    .iter()
                    .position(|row| row.get(left) == Some(&'└'))
                    .expect("its bottom");
            let right = rows[top].iter().position(|c| *c == '┐').unwrap();
            for row in &rows[top..=bottom] {
                let outside = row[..left]
                    .iter()
                    .chain(row.get(right + 1..).unwrap_or(&[]));
                assert!(
                    outside.clone().all(|c| *c == ' '),
                    "{lang:?} {screen_key}: {}\n{shown}",
                    row.iter().collect::<String>()
                );
            }
        }
    }
}

/// Reader 29 (en 1.7): in a step longer than the screen, End did nothing;
/// it goes to the step's end, and the help says so.
#[test]
fn end_goes_to_the_end_of_a_lesson_step() {
    use crossterm::event::KeyCode;
    for (lang, (width, height)) in super::SEEN {
        let mut app = app(lang);
        // A step longer than the screen: End shows its end.
        super::reader_thirty::to_a_long_step(&mut app, lang, (width, height));
        super::key(&mut app, KeyCode::Home);
        let before = screen(&mut app, width, height);
        super::key(&mut app, KeyCode::End);
        let after = screen(&mut app, width, height);
        assert_ne!(before, after, "{lang:?}: End moved nothing\n{after}");
        keys(&mut app, "?");
        let help = super::joined(&screen(&mut app, width, height));
        assert!(
            help.contains(&bloomlab::t!(lang, "app-to-the-steps-end")),
            "{lang:?}: {help}"
        );
    }
}

/// Reader 29 (es 5.5): in the Table's fill prediction, «0,5» (a half, as
/// the quizzes read it) was graded as 0,5 %, «103,6 times» too low. A
/// number under 1 without its % is asked about; with the % it counts.
#[test]
fn a_fill_prediction_under_one_is_asked_about() {
    use crossterm::event::KeyCode;
    for (lang, (width, height)) in super::SEEN {
        let mut app = app(lang);
        keys(&mut app, "4");
        super::key(&mut app, KeyCode::Enter);
        let half = if lang == bloomlab::lang::Lang::Es {
            "0,5"
        } else {
            "0.5"
        };
        keys(&mut app, half);
        super::key(&mut app, KeyCode::Enter);
        let shown = super::joined(&screen(&mut app, width, height));
        let asked = bloomlab::t!(
            lang,
            "exp-predict-fraction-or-percent",
            typed = half,
            percent = "50"
        );
        assert!(
            shown.contains(&asked.replace('\u{a0}', " ")),
            "{lang:?}: {shown}"
        );
        assert!(
            app.experiments_view().prediction.grade.is_none(),
            "{lang:?}: graded"
        );
        keys(&mut app, "%");
        super::key(&mut app, KeyCode::Enter);
        assert!(
            app.experiments_view().prediction.grade.is_some(),
            "{lang:?}: not graded"
        );
    }
}
