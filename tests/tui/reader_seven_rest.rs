//! Reader 7's items left open at stop 36, each fixed and checked on the
//! screen where it was seen.

use bloomlab::lang::Lang;

use crossterm::event::KeyCode;

use super::{SEEN, app, fake_alternatives, key, keys, screen};

/// The row of `shown` whose text starts the Alternatives table.
fn table_top(shown: &str, lang: Lang) -> Option<usize> {
    let structure = bloomlab::t!(lang, "exp-alt-structure");
    shown.lines().position(|line| {
        line.trim_matches('"')
            .trim_start()
            .starts_with(structure.as_str())
    })
}

/// en 2: the selected row's sentence runs from one line to four; the
/// table stays where it is as ↓ walks the rows, at both sizes seen, and
/// at 120×40 the chart stays under it.
#[test]
fn the_alternatives_table_stays_put_as_the_selection_moves() {
    for (lang, (width, height)) in SEEN {
        let chart = bloomlab::t!(lang, "exp-alt-bits-per-element-against-the");
        let mut app = app(lang);
        keys(&mut app, "44");
        fake_alternatives(&mut app, 23, true);
        let mut tops = Vec::new();
        for row in 0..23 {
            let shown = screen(&mut app, width, height);
            tops.push(table_top(&shown, lang).expect("the table's heading"));
            if height >= 40 {
                assert!(shown.contains(&chart), "row {row}:\n{shown}");
            }
            key(&mut app, KeyCode::Down);
        }
        tops.dedup();
        assert_eq!(tops.len(), 1, "{lang:?} at {width}×{height}: {tops:?}");
    }
}

/// es 9: during a run, a selected row still waiting for its turn leaves
/// the chart on the row measuring now, and the chart's title says so.
#[test]
fn the_chart_says_whose_row_it_shows_while_the_selected_one_waits() {
    use bloomlab::experiment::{Event, Interval, Progress};
    use bloomlab::tui::{Msg, RunTarget, StartedRun, Tab};
    for (lang, (width, height)) in SEEN {
        let mut app = app(lang);
        keys(&mut app, "4");
        let StartedRun { generation, specs } = app.start_run_without_engine(Tab::Table).unwrap();
        let spec = &specs[0];
        let exact = spec.fp_exact();
        for step in 1..=4u64 {
            app.update(Msg::Experiment {
                target: RunTarget::Experiments,
                generation,
                event: Event::Progress(Progress {
                    row: 0,
                    inserted: spec.n,
                    n: spec.n,
                    queries: 100_000 * step,
                    false_positives: (100_000.0 * step as f64 * exact) as u64,
                    filters: 1,
                    estimate: exact,
                    interval: Interval {
                        low: exact * 0.9,
                        high: exact * 1.1,
                    },
                    expected_queries: 1_000_000,
                    k: spec.k,
                    single_filter: true,
                }),
            });
        }
        let instead = bloomlab::t!(lang, "exp-chart-convergence-instead", row = "");
        let instead = instead.trim().trim_start_matches(',').trim();
        let own = screen(&mut app, width, height);
        assert!(!own.contains(instead), "{own}");
        for _ in 0..3 {
            key(&mut app, KeyCode::Down);
        }
        let other = screen(&mut app, width, height);
        assert!(other.contains(instead), "{other}");
    }
}

/// en 9: «9,86 % ±3,5 %» — the measured column's heading says that the ±
/// is relative, on every tab with rates, at both sizes seen.
#[test]
fn the_measured_heading_says_its_plus_minus_is_relative() {
    use bloomlab::tui::Tab;
    for (lang, (width, height)) in SEEN {
        let relative = bloomlab::t!(lang, "exp-alt-measured-relative");
        for (tab, digit) in [(Tab::Table, '1'), (Tab::KSweep, '2'), (Tab::Small, '3')] {
            let mut app = app(lang);
            keys(&mut app, &format!("4{digit}"));
            super::finish_run(&mut app, tab, 1_000_000, |_| 1.0);
            let shown = screen(&mut app, width, height);
            assert!(shown.contains(&relative), "{tab:?}\n{shown}");
            assert!(shown.contains("% ±"), "{shown}");
        }
        let mut app = app(lang);
        keys(&mut app, "44");
        fake_alternatives(&mut app, 23, true);
        let shown = screen(&mut app, width, height);
        assert!(shown.contains(&relative), "{shown}");
    }
}

/// es 10 (reader 7) and reader 8's es 2.1 and en 2.5: the help key has
/// one label, «ayuda», whether or not every key is on the line, on every
/// screen at both sizes seen.
#[test]
fn the_help_key_says_help_and_nothing_else() {
    for (lang, (width, height)) in SEEN {
        let help = bloomlab::t!(lang, "app-help");
        for (name, mut app) in super::every_screen(lang) {
            let shown = screen(&mut app, width, height);
            let status = super::status_of(&shown);
            let status = status.trim_matches('"').trim_end();
            // With the help open, its box says how ? closes it (reader
            // 29, en 2.1), and the line keeps the screen's keys (reader
            // 36, es 2.1).
            if name == "help" {
                assert!(!status.contains(" ? "), "{lang:?}\n{shown}");
                continue;
            }
            let Some((_, label)) = status.rsplit_once(" ? ") else {
                continue;
            };
            assert_eq!(label, help, "{name} {lang:?}\n{shown}");
        }
    }
}

/// es 19: a number typed «50%» reads back as the course writes a
/// percentage, «50 %» (no-break space), in the quiz's answer line.
#[test]
fn a_typed_percentage_reads_back_with_its_space() {
    for (lang, (width, height)) in SEEN {
        // A share (the half-full question, «between 0 and 1»): a % is for
        // shares only (reader 10, en 4.3).
        let mut app = super::course_quiz_at_first_number(lang);
        let share = match lang {
            Lang::Es => "entre 0 y 1",
            _ => "between 0 and 1",
        };
        while !super::joined(&screen(&mut app, width, height)).contains(share) {
            super::answer_first(&mut app);
            key(&mut app, KeyCode::Enter);
        }
        keys(&mut app, "50%");
        key(&mut app, KeyCode::Enter);
        let shown = screen(&mut app, width, height);
        assert!(shown.contains("[ 50\u{a0}% ]"), "{shown}");
        assert!(!shown.contains("50%"), "{shown}");
    }
}

/// es 5: with k pinned, the k row's «mejor: (m/n)·ln 2 = 6,82» (this m's)
/// and the note's «k = log₂(1/p) = 6,64» (the free design's) read as two
/// ideals; the note now says the first is the larger m's and why it rose.
#[test]
fn a_pinned_k_tells_its_two_best_ks_apart() {
    for (lang, (width, height)) in SEEN {
        let mut app = app(lang);
        keys(&mut app, "3k++");
        let shown = super::joined(&screen(&mut app, width, height));
        let decimal = |text: &str| match lang {
            Lang::Es => text.replace('.', ","),
            _ => text.to_owned(),
        };
        let best = match lang {
            Lang::Es => "mejor",
            _ => "best",
        };
        let row = format!("{best}: (m/n)·ln 2 = {}", decimal("6.82"));
        assert!(shown.contains(&row), "{shown}");
        let rises = bloomlab::t!(
            lang,
            "sizing-pinned-k-optimal",
            optimal = decimal("6.82"),
            ideal = decimal("6.64")
        );
        assert!(shown.contains(&rises), "{shown}");
        assert!(
            shown.contains(&format!("log₂(1/p) = {}", decimal("6.64"))),
            "{shown}"
        );
    }
}
