//! Readers 36: Spanish at 80×24, English at 120×40.

use std::time::{Duration, Instant};

use bloomlab::experiment::Event;
use bloomlab::tui::Msg;

use super::{keys, screen};

/// Reader 36 (en 3.1): during a repeat, e and f came and went with each
/// seed's rows (offered once a pass finished a row, gone as the next
/// began). They wait for the repeat's end, and f says so.
#[test]
fn a_repeat_offers_e_and_f_only_once_over() {
    for (lang, (width, height)) in super::SEEN {
        // Capped: the keys are the question, not the rates (46 s of the
        // suite uncapped).
        let (mut app, inbox) = super::app_capped(lang);
        keys(&mut app, "4--r");
        let explain = format!("e {}", bloomlab::t!(lang, "exp-key-explain"));
        let figure = format!("f {}", bloomlab::t!(lang, "fig-key-save"));
        let deadline = Instant::now() + Duration::from_secs(120);
        let mut rows_seen = 0;
        while app.experiments_view().running {
            assert!(
                Instant::now() < deadline,
                "{lang:?}: the repeat did not end"
            );
            let Ok(msg) = inbox.recv_timeout(Duration::from_millis(100)) else {
                continue;
            };
            let a_row = matches!(
                &msg,
                Msg::Experiment {
                    event: Event::Finished { .. },
                    ..
                }
            );
            app.update(msg);
            if a_row && app.experiments_view().running {
                rows_seen += 1;
                let status = super::status_of(&screen(&mut app, width, height));
                assert!(!status.contains(&explain), "{lang:?}: {status}");
                assert!(!status.contains(&figure), "{lang:?}: {status}");
                if rows_seen == 1 {
                    keys(&mut app, "f");
                    let said = bloomlab::t!(lang, "exp-figure-after-repeat");
                    let shown = super::joined(&screen(&mut app, width, height));
                    assert!(shown.contains(&said[..20]), "{lang:?}: {shown}");
                }
            }
        }
        assert!(
            rows_seen > 4,
            "{lang:?}: {rows_seen} rows seen during the repeat"
        );
        let status = super::status_of(&screen(&mut app, width, height));
        assert!(status.contains(&explain), "{lang:?}: {status}");
    }
}

/// Reader 36: words on screen that said more than was so. The interval
/// column's «≤: no positive yet» on a finished run (en 4.10); the small
/// filter's «cube term», a name lesson 2 never gives, and «h1 + h2»
/// without its «mod m» (en 6.4); a refusal of «144 %» that named rates
/// and shares where the note above the box names factors too (en 4.9).
#[test]
fn help_legend_and_refusal_say_what_is_so() {
    for (lang, (width, height)) in super::SEEN {
        let mut app = super::app(lang);
        keys(&mut app, "44?");
        let shown = super::joined(&screen(&mut app, width, height.max(40))).replace('\u{a0}', " ");
        let interval =
            bloomlab::t!(lang, "exp-key-interval-half-width-measured-rate").replace('\u{a0}', " ");
        assert!(shown.contains(&interval[..30]), "{lang:?}: {shown}");
        for unfinished in [" yet", " aún", "todavía"] {
            assert!(!interval.contains(unfinished), "{interval}");
        }
        let mut app = super::app(lang);
        keys(&mut app, "43");
        let shown = super::joined(&screen(&mut app, width, height));
        assert!(shown.contains("(h1 + h2) mod m"), "{lang:?}: {shown}");
        assert!(
            !shown.contains("cube") && !shown.contains("cúbico"),
            "{lang:?}: {shown}"
        );
        // The note and the refusal state one rule, in the same words: the
        // refusal says the answer is no rate (reader 44, en 4.7: its «answers
        // between 0 and 1» read as false of 9.6 %, which is 0.096).
        let note = bloomlab::t!(lang, "quiz-number-how");
        let refusal = bloomlab::t!(lang, "quiz-number-percent-not-a-share");
        let (factor, range, rate) = if lang == bloomlab::lang::Lang::Es {
            ("un factor", "entre 0 y 1", "una tasa")
        } else {
            ("a factor", "between 0 and 1", "a rate")
        };
        assert!(note.contains(factor) && note.contains(range), "{note}");
        assert!(note.contains(rate) && refusal.contains(rate), "{refusal}");
    }
}

/// Reader 36 (en 1.4): at 80×22 the Alternatives help dropped «On the
/// screen:» first, so the words under it read as keys, and cut its last
/// lines (Ctrl+C among them) with no mark. The heading stays over the
/// words that fit, the words that do not are counted in a note, and the
/// closing lines stay.
#[test]
fn a_short_help_keeps_its_heading_and_says_what_it_left_out() {
    for lang in [bloomlab::lang::Lang::Es, bloomlab::lang::Lang::En] {
        // The table's help fits since it explains no Bloom column
        // (reader 39, es 6.8).
        for tab in ["2", "4"] {
            let mut app = super::app(lang);
            keys(&mut app, &format!("4{tab}?"));
            let shown = screen(&mut app, 80, 22);
            let heading = bloomlab::t!(lang, "app-help-on-screen");
            let heading_row = shown
                .lines()
                .position(|line| line.contains(&heading))
                .unwrap_or_else(|| panic!("{lang:?} {tab}: {shown}"));
            let first_word = shown.lines().position(|line| {
                [" bits  ", " FP  ", " falsos  ", "★  ", "✓ ✗ ? ⏹  "]
                    .iter()
                    .any(|word| line.contains(word))
            });
            assert!(
                first_word.is_some_and(|row| row > heading_row),
                "{lang:?} {tab}: {shown}"
            );
            // The note's words after its count, which differs by tab.
            let note = bloomlab::t!(lang, "app-help-words-left-out", count = 2);
            let after_count = note
                .split_once("2 ")
                .map_or(note.as_str(), |(_, rest)| rest);
            assert!(
                shown.contains(&after_count.chars().take(16).collect::<String>()),
                "{lang:?} {tab}: {shown}"
            );
            for closing in ["Ctrl+C", &bloomlab::t!(lang, "app-close-this-help")] {
                assert!(shown.contains(closing), "{lang:?} {tab}: {shown}");
            }
        }
    }
}

/// Reader 36 (es 3.1): the table's grade for the 1 % row stayed under an
/// arrow on the 0,1 % row after Esc left a second question unanswered.
/// Esc brings the arrow back to the row the grade is about. (en 2.2) The
/// box lists its typing keys as every number box does, with the lessons'
/// cursor.
#[test]
fn a_grade_comes_back_with_its_row() {
    use crossterm::event::KeyCode;
    for (lang, (width, height)) in super::SEEN {
        let mut app = super::app(lang);
        keys(&mut app, "4");
        super::key(&mut app, KeyCode::Enter);
        super::key(&mut app, KeyCode::Down);
        keys(&mut app, "52");
        let typing = super::status_of(&screen(&mut app, width, height));
        assert!(typing.contains("0-9 . , e - "), "{lang:?}: {typing}");
        assert!(
            super::joined(&screen(&mut app, width, height)).contains("52▏"),
            "{lang:?}"
        );
        super::key(&mut app, KeyCode::Enter);
        assert_eq!(app.experiments_view().selected, 1);
        super::key(&mut app, KeyCode::Down);
        super::key(&mut app, KeyCode::Down);
        super::key(&mut app, KeyCode::Enter);
        super::key(&mut app, KeyCode::Esc);
        assert_eq!(app.experiments_view().selected, 1, "{lang:?}");
        let shown = screen(&mut app, width, height);
        let arrow_row = shown
            .lines()
            .find(|line| line.contains('▶'))
            .unwrap_or_else(|| panic!("{shown}"));
        assert!(arrow_row.contains("k=7"), "{lang:?}: {shown}");
    }
}

/// Reader 36 (en 1.5): at 120×40 the line up through the selected row's
/// point read ⡃ ⠇ ⡆ ⡅ down the chart, dots left out between its points.
/// Every cell of it is whole (⡇, a curve's dots beside it or not).
#[test]
fn the_selected_rows_line_is_whole() {
    let mut app = super::app(bloomlab::lang::Lang::En);
    keys(&mut app, "44");
    super::fake_alternatives_at(&mut app, vec![0.002], 99, true);
    keys(&mut app, "c");
    let shown = screen(&mut app, 120, 40);
    let rows: Vec<Vec<char>> = shown.lines().map(|line| line.chars().collect()).collect();
    let braille = |c: char| ('\u{2801}'..='\u{28ff}').contains(&c);
    let width = rows.iter().map(Vec::len).max().unwrap_or(0);
    // The line's column: the one with the most braille cells (the curves
    // run across, the line up).
    let (column, count) = (0..width)
        .map(|x| {
            let count = rows
                .iter()
                .filter(|row| row.get(x).copied().is_some_and(braille))
                .count();
            (x, count)
        })
        .max_by_key(|&(_, count)| count)
        .expect("a chart");
    assert!(count >= 10, "{shown}");
    for row in &rows {
        if let Some(&c) = row.get(column).filter(|&&c| braille(c)) {
            let dots = u32::from(c) - 0x2800;
            assert_eq!(dots & 0x47, 0x47, "«{c}» in the line:\n{shown}");
        }
    }
}

/// Reader 36 (es 1.2): on Alternatives, a prediction (← or →) sent «s
/// construye…» under the table and the table up two rows. What s does
/// stays above the table, the prediction in the question's place, and
/// the table keeps its row.
#[test]
fn a_prediction_moves_neither_the_hint_nor_the_table() {
    use crossterm::event::KeyCode;
    for (lang, (width, height)) in super::SEEN {
        let mut app = super::app(lang);
        keys(&mut app, "44");
        let header = bloomlab::t!(lang, "exp-alt-structure");
        let hint = bloomlab::t!(lang, "exp-alt-hint", n = "100", more = "yes");
        let rows_of = |shown: &str| {
            let row = |text: &str| shown.lines().position(|line| line.contains(text));
            (row(&hint[..12]), row(&header))
        };
        let before = rows_of(&screen(&mut app, width, height));
        assert!(before.0.is_some() && before.1.is_some(), "{lang:?}");
        for arrow in [KeyCode::Right, KeyCode::Left] {
            super::key(&mut app, arrow);
            let shown = screen(&mut app, width, height);
            assert_eq!(rows_of(&shown), before, "{lang:?}:\n{shown}");
        }
    }
}

/// Reader 37: in the counting playground, removing a word never added,
/// then `g`, shortened its warning to «− “zzz” removed.» (en 3.1); `f`
/// a second time named the five fruits twice in one line (en 4.4).
#[test]
fn the_playground_says_what_a_removal_did() {
    use crossterm::event::KeyCode;
    for (lang, (width, height)) in super::SEEN {
        let mut app = super::app(lang);
        // A hundred words fill m = 32: «zzz» is taken for present.
        keys(&mut app, "2xw");
        keys(&mut app, "rzzz");
        super::key(&mut app, KeyCode::Enter);
        keys(&mut app, "g");
        let shown = super::joined(&screen(&mut app, width, height));
        let removed = match lang {
            bloomlab::lang::Lang::Es => "«zzz» quitada",
            _ => "“zzz” removed",
        };
        let absent = match lang {
            bloomlab::lang::Lang::Es => "«zzz» no estaba en el filtro",
            _ => "“zzz” was not in the filter",
        };
        assert!(!shown.contains(removed), "{lang:?}: {shown}");
        assert!(shown.contains(absent), "{lang:?}: {shown}");
        let mut app = super::app(lang);
        keys(&mut app, "2ff");
        let shown = super::joined(&screen(&mut app, width, height));
        let fruits: Vec<String> = bloomlab::t!(lang, "play-fruits")
            .split_whitespace()
            .map(|fruit| lang.quote(fruit))
            .collect();
        let again = bloomlab::t!(
            lang,
            "play-fruits-added-all-again",
            words = fruits.join(", ")
        );
        assert!(shown.contains(&again), "{lang:?}: {shown}");
    }
}

/// Reader 37 (es 6.1, en 4.1): «50%» for bits per element was refused
/// «% only for a number between 0 and 1», which 50 % is; it then said
/// «an amount, not … a factor» of quiz 3's factor of 1.44 (reader 38,
/// es 4.1). Beside a unit the refusal names the unit; without one it
/// says the rule, and calls the answer no kind of number.
#[test]
fn a_percent_is_refused_for_what_the_student_sees() {
    for (lang, (width, height)) in super::SEEN {
        let mut app = super::leftovers_nineteen::quiz_at_question(lang, "factor-144");
        keys(&mut app, "144%");
        super::key(&mut app, crossterm::event::KeyCode::Enter);
        let shown = super::joined(&screen(&mut app, width, height));
        let refusal = bloomlab::t!(lang, "quiz-number-percent-not-a-share");
        assert!(shown.contains(&refusal), "{lang:?}: {shown}");
        for kind in ["factor", "cantidad", "amount", "proporción", "share"] {
            assert!(!refusal.contains(kind), "{refusal}");
        }
        let mut app = super::leftovers_nineteen::quiz_at_question(lang, "size-in-mb");
        keys(&mut app, "12%");
        let shown = super::joined(&screen(&mut app, width, height));
        let unit = super::quiz(&app)
            .question()
            .unit()
            .expect("a unit")
            .to_owned();
        assert!(shown.contains(&unit), "{lang:?}: {shown}");
    }
}

/// Reader 38 (es 4.2, 6.3): «4» for quiz 3's per-bit factor (0.6185) was
/// told «this answer is a share, from 0 to 1»: a factor called a share,
/// and the answer's size given away. The question names neither, and a
/// second Enter answers 4.
#[test]
fn a_number_for_a_factor_is_asked_about_without_a_clue() {
    for (lang, (width, height)) in super::SEEN {
        let mut app = super::leftovers_nineteen::quiz_at_question(lang, "per-bit-factor");
        let answered = super::quiz(&app).answered_count();
        keys(&mut app, "4");
        super::key(&mut app, crossterm::event::KeyCode::Enter);
        let shown = super::joined(&screen(&mut app, width, height));
        let asked = bloomlab::t!(lang, "quiz-number-share-over-one", typed = "4");
        assert!(
            shown.contains(&asked.replace('\u{a0}', " ")),
            "{lang:?}: {shown}"
        );
        for clue in ["proporción", "share", "0 a 1", "0 to 1", "factor"] {
            assert!(!asked.contains(clue), "{asked}");
        }
        assert_eq!(super::quiz(&app).answered_count(), answered);
        super::key(&mut app, crossterm::event::KeyCode::Enter);
        assert_eq!(super::quiz(&app).answered_count(), answered + 1);
    }
}

/// Reader 37 (es 1.3): with m pinned, → put the header on two lines and
/// the design's rows a line down, but not the table, so «▸ fija» moved
/// from beside the fill to beside the exact p. It stays beside the fill.
#[test]
fn the_pinned_note_keeps_its_row() {
    use crossterm::event::KeyCode;
    for (lang, (width, height)) in super::SEEN {
        let mut app = super::app(lang);
        keys(&mut app, "3");
        super::key(&mut app, KeyCode::Up);
        keys(&mut app, "m");
        let fill = bloomlab::t!(lang, "sizing-row-fill");
        let row_of_note = |shown: &str| {
            shown
                .lines()
                .find(|line| line.contains("▸ "))
                .map(|line| line.contains(&fill))
        };
        let before = row_of_note(&screen(&mut app, width, height));
        super::key(&mut app, KeyCode::Right);
        let shown = screen(&mut app, width, height);
        assert_eq!(row_of_note(&shown), before, "{lang:?}:\n{shown}");
        assert_eq!(before, Some(true), "{lang:?}:\n{shown}");
    }
}

/// Reader 37 (es 1.1): in lesson 3, steps 2 and 6, «The measurement of
/// this step follows, below.» stood inside a sentence of an explanation
/// longer than the view. It follows a sentence's end, never the ✓ line.
#[test]
fn the_measurement_note_never_splits_a_sentence() {
    use crossterm::event::KeyCode;
    for (lang, (width, height)) in super::SEEN {
        for (step, typed) in [(1, "38.34"), (5, "9.4")] {
            let (mut app, inbox) = super::app_with_inbox(lang);
            super::open_lesson_at(&mut app, 2);
            for _ in 0..step {
                super::lesson_and_quiz::answer_if_asked(&mut app);
                super::key(&mut app, KeyCode::Right);
            }
            let typed = match lang {
                bloomlab::lang::Lang::Es => typed.replace('.', ","),
                _ => typed.to_owned(),
            };
            keys(&mut app, &typed);
            super::key(&mut app, KeyCode::Enter);
            super::lesson_and_quiz::deliver_until_the_lesson_run_ends(&mut app, &inbox);
            let note = bloomlab::t!(lang, "lesson-measurement-below");
            let mut seen = false;
            for _ in 0..4 {
                let shown = screen(&mut app, width, height);
                let lines: Vec<&str> = shown
                    .lines()
                    .map(|line| line.trim_matches('"').trim())
                    .collect();
                if let Some(at) = lines.iter().position(|line| line.starts_with(&note[..20])) {
                    seen = true;
                    let before = lines[..at].iter().rev().find(|line| !line.is_empty());
                    assert!(
                        before.is_some_and(|line| line.ends_with('.') && !line.starts_with('✓')),
                        "{lang:?} step {step}:\n{shown}"
                    );
                }
                super::key(&mut app, KeyCode::PageDown);
            }
            // At 120×40 the measurement is in view with the answer, and
            // no note is needed; at 80×24 it is below.
            assert!(seen || width > 80, "{lang:?} step {step}");
        }
    }
}

/// Reader 38 (es 2.1): «siete» typed for the k sweep's best k started
/// the run on its «s», using up the prediction. In a number's box s is a
/// letter, said as one; Esc, then s, starts without predicting.
#[test]
fn s_in_a_number_box_is_a_letter() {
    use crossterm::event::KeyCode;
    for (lang, (width, height)) in super::SEEN {
        for tab in ["1", "2"] {
            let mut app = super::app(lang);
            keys(&mut app, &format!("4{tab}"));
            super::key(&mut app, KeyCode::Enter);
            keys(&mut app, "siete");
            assert!(!app.experiments_view().running, "{lang:?} {tab}");
            assert!(
                app.experiments_view().prediction.answering,
                "{lang:?} {tab}"
            );
            let status = super::status_of(&screen(&mut app, width, height));
            assert!(!status.contains(" s "), "{lang:?} {tab}: {status}");
        }
    }
}

/// Reader 38 (es 1.1): on Alternatives at 80×24 the table's header went
/// down a row mid-run, as measured rows' words grew by a line. The room
/// the words keep is that of the rows as they will read measured, so the
/// header stays on its row from the first row built to the run's end.
#[test]
fn the_alternatives_table_stays_put_as_rows_are_measured() {
    use bloomlab::experiment::compare::CompareEvent;
    for lang in [bloomlab::lang::Lang::Es, bloomlab::lang::Lang::En] {
        let header = bloomlab::t!(lang, "exp-alt-structure");
        let mut app = super::app(lang);
        keys(&mut app, "44");
        let targets = bloomlab::experiment::compare::DEFAULT_TARGETS.to_vec();
        let (generation, rows) = super::start_fake_alternatives(&mut app, 100_000, targets);
        let send =
            |app: &mut bloomlab::tui::App, event| app.update(Msg::Compare { generation, event });
        let profiles: Vec<_> = rows
            .iter()
            .enumerate()
            .map(|(row, (design, _))| super::fake_profile(design, row, super::timed_costs()))
            .collect();
        for (row, profile) in profiles.iter().enumerate() {
            let profile = profile.clone();
            send(&mut app, CompareEvent::Profiled { row, profile });
        }
        let header_row = |app: &mut bloomlab::tui::App| {
            let shown = screen(app, 80, 24);
            shown.lines().position(|line| {
                line.trim_start_matches(['"', ' '])
                    .starts_with(header.as_str())
            })
        };
        let first = header_row(&mut app);
        assert!(first.is_some(), "{lang:?}: {}", screen(&mut app, 80, 24));
        let mut results = Vec::new();
        for (row, ((design, experiment), profile)) in rows.iter().zip(profiles).enumerate() {
            let result = super::fake_result(design, experiment, profile, 1.0, false);
            results.push(result.clone());
            let result = Box::new(result);
            send(&mut app, CompareEvent::Finished { row, result });
            assert_eq!(header_row(&mut app), first, "{lang:?}: row {row}");
        }
        let seconds = 4.2;
        let (rows, cancelled) = (results, false);
        send(
            &mut app,
            CompareEvent::AllDone {
                rows,
                seconds,
                cancelled,
            },
        );
        assert_eq!(header_row(&mut app), first, "{lang:?}: at the end");
    }
}

/// Reader 38 (en 2.1): the playground's status line had «Esc q back» in
/// the middle of its keys; every other screen says it last, before `?`.
#[test]
fn the_playground_says_back_last() {
    for (lang, (width, height)) in super::SEEN {
        let back = format!("Esc {}", bloomlab::t!(lang, "ui-key-back"));
        for start in ["2", "2f", "2x"] {
            let mut app = super::app(lang);
            keys(&mut app, start);
            let status = super::status_of(&screen(&mut app, width, height));
            let status = status.trim_matches('"');
            let at = status.find(&back).unwrap_or_else(|| panic!("{status}"));
            let after = status[at + back.len()..].trim();
            assert!(
                after.is_empty() || after.starts_with('?'),
                "{lang:?} {start}: {status}"
            );
        }
    }
}

/// Reader 38 (en 4.1): removing «fresa», never added, whose counters
/// were all 0, said «one of its counters, counter 0, is empty». Every
/// empty counter is named.
#[test]
fn a_removal_refused_names_every_empty_counter() {
    use crossterm::event::KeyCode;
    for (lang, (width, height)) in super::SEEN {
        let mut app = super::app(lang);
        keys(&mut app, "2fx");
        keys(&mut app, "rfresa");
        super::key(&mut app, KeyCode::Enter);
        let shown = super::joined(&screen(&mut app, width, height));
        let all = match lang {
            bloomlab::lang::Lang::Es => "todos sus contadores,",
            _ => "all its counters,",
        };
        assert!(shown.contains(all), "{lang:?}: {shown}");
        for one in ["one of its counters", "uno de sus contadores"] {
            assert!(!shown.contains(one), "{lang:?}: {shown}");
        }
    }
}

/// Reader 39 (en 2.4): «s restart» during a repeat dropped the seeds
/// done and measured one seed, unsaid. It starts the 20 seeds again from
/// the repeat's first seed, and says so.
#[test]
fn s_during_a_repeat_starts_the_twenty_seeds_again() {
    for lang in [bloomlab::lang::Lang::Es, bloomlab::lang::Lang::En] {
        let (mut app, first) = k_sweep_repeat_one_seed_in(lang);
        let label = bloomlab::t!(lang, "exp-key-restart-repeat");
        let status = super::status_of(&screen(&mut app, 120, 40));
        assert!(status.contains(&format!("s {label}")), "{status}");
        keys(&mut app, "s");
        let view = app.experiments_view();
        let repeat = view.repeat.as_ref().expect("a repeat");
        assert!(repeat.active && repeat.done == 0, "{lang:?}");
        assert_eq!(app.experiments_view().seed, first, "{lang:?}");
        keys(&mut app, "x");
    }
}

/// The k sweep's repeat under way, one seed done; the seed it started at.
fn k_sweep_repeat_one_seed_in(lang: bloomlab::lang::Lang) -> (bloomlab::tui::App, u64) {
    let (mut app, inbox) = super::app_capped(lang);
    keys(&mut app, "42");
    let first = app.experiments_view().seed;
    keys(&mut app, "r");
    let deadline = Instant::now() + Duration::from_secs(120);
    while app
        .experiments_view()
        .repeat
        .as_ref()
        .is_some_and(|r| r.done == 0)
    {
        assert!(Instant::now() < deadline, "no seed finished");
        if let Ok(msg) = inbox.recv_timeout(Duration::from_millis(100)) {
            app.update(msg);
        }
    }
    (app, first)
}

/// Reader 39 (en 3.1): after x stopped a repeat, D brought the next run
/// back to seed 1, but the tally still said «the next run measures seed
/// 32 again». It says so only while it is true.
#[test]
fn a_stopped_repeat_promises_its_seed_only_while_it_is_next() {
    for lang in [bloomlab::lang::Lang::Es, bloomlab::lang::Lang::En] {
        let (mut app, _) = k_sweep_repeat_one_seed_in(lang);
        keys(&mut app, "x");
        let again = match lang {
            bloomlab::lang::Lang::Es => "vuelve a medir",
            _ => "measures seed",
        };
        let shown = super::joined(&screen(&mut app, 120, 40));
        assert!(shown.contains(again), "{lang:?}: {shown}");
        keys(&mut app, "d");
        let shown = super::joined(&screen(&mut app, 120, 40));
        assert!(!shown.contains(again), "{lang:?}: {shown}");
    }
}
