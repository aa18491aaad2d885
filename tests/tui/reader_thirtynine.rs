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

/// Reader 39 (es 1.3): «(worth 4 points)» went with the answer, and took
/// its row with it: the options moved up a row as the student read them.
/// It stays, and the options keep their rows.
#[test]
fn an_answer_leaves_the_options_on_their_rows() {
    for (lang, (width, height)) in super::SEEN {
        for id in ["order-by-bits", "sizing-steps"] {
            let mut app = super::leftovers_nineteen::quiz_at_question(lang, id);
            let asked = screen(&mut app, width, height);
            let first_option = |shown: &str| row_of(shown, " 1) ");
            assert!(first_option(&asked).is_some(), "{lang:?}: {asked}");
            key(&mut app, KeyCode::Enter);
            let answered = screen(&mut app, width, height);
            assert_eq!(
                first_option(&asked),
                first_option(&answered),
                "{lang:?} {id}:\n{asked}\n{answered}"
            );
        }
    }
}

/// Reader 39 (es 1.6): with m pinned, the first → split the header onto
/// two lines, and every row under it went down one. A pinned m keeps
/// one layout as n changes.
#[test]
fn a_pinned_m_keeps_its_rows_as_n_changes() {
    for (lang, (width, height)) in super::SEEN.into_iter().chain([
        (bloomlab::lang::Lang::En, (80, 22)),
        (bloomlab::lang::Lang::Es, (80, 22)),
    ]) {
        let mut app = super::app(lang);
        keys(&mut app, "3m");
        let m_row = |shown: &str| row_of(shown, "▸m");
        let mut rows = vec![m_row(&screen(&mut app, width, height))];
        for step in [
            KeyCode::Right,
            KeyCode::Right,
            KeyCode::Left,
            KeyCode::Left,
            KeyCode::Left,
        ] {
            key(&mut app, step);
            rows.push(m_row(&screen(&mut app, width, height)));
        }
        assert!(rows[0].is_some(), "{lang:?}");
        assert!(
            rows.iter().all(|row| *row == rows[0]),
            "{lang:?} {width}: {rows:?}"
        );
    }
}

/// Reader 39 (es 2.7): the fill prediction asks «0.465 % or 46.5 %?» and
/// tells the student to type the % sign, which its keys did not list.
#[test]
fn the_fill_box_lists_the_percent_key_it_asks_for() {
    for (lang, (width, height)) in super::SEEN {
        let mut app = super::app(lang);
        keys(&mut app, "41");
        key(&mut app, KeyCode::Enter);
        let status = super::status_of(&screen(&mut app, width, height));
        assert!(status.contains("e - %"), "{lang:?}: {status}");
        let typed = if lang == bloomlab::lang::Lang::Es {
            "46,5%"
        } else {
            "46.5%"
        };
        keys(&mut app, typed);
        key(&mut app, KeyCode::Enter);
        let shown = super::joined(&screen(&mut app, width, height));
        let answered = bloomlab::t!(lang, "exp-key-answer");
        assert!(
            !super::status_of(&screen(&mut app, width, height))
                .contains(&format!("Enter {answered}")),
            "{lang:?}: the % answer was not taken:\n{shown}"
        );
    }
}

/// Reader 39 (es 6.8): the table's help explained a «Bloom» column the
/// table never has. It explains the exact rate alone there; the tabs
/// with a Bloom column keep both.
#[test]
fn the_tables_help_explains_only_its_columns() {
    for (lang, (width, height)) in super::SEEN {
        let mut app = super::app(lang);
        keys(&mut app, "41?");
        let table = super::joined(&screen(&mut app, width, height));
        assert!(!table.contains("Bloom: (1"), "{lang:?}: {table}");
        let exact = bloomlab::t!(lang, "exp-key-exact-only");
        assert!(table.contains(&exact[..16]), "{lang:?}: {table}");
        keys(&mut app, "?2?");
        let sweep = super::joined(&screen(&mut app, width, height));
        assert!(sweep.contains("Bloom: (1"), "{lang:?}: {sweep}");
    }
}

/// Reader 39 (en 1.5, es 1.9): at 80×22 the note naming the keys on the
/// status line sat under «On the screen:», as one of its words; and a
/// word of two lines gave way where one of one line fitted, so a row
/// stayed blank under the help while its note said words were left out.
#[test]
fn a_short_help_files_its_notes_and_uses_its_rows() {
    for lang in [bloomlab::lang::Lang::Es, bloomlab::lang::Lang::En] {
        let heading = bloomlab::t!(lang, "app-help-on-screen");
        let keys_note = bloomlab::t!(lang, "app-help-rest-below", keys = "x");
        let keys_note = &keys_note[..keys_note.len() - 4];
        for screen_keys in ["2fx?", "42?", "43?", "4?", "44?", "3?", "2?", "6?", "7?"] {
            let mut app = super::app(lang);
            keys(&mut app, screen_keys);
            let shown = screen(&mut app, 80, 22);
            if let Some(note_row) = row_of(&shown, keys_note) {
                let heading_row = row_of(&shown, &heading).unwrap();
                assert!(note_row < heading_row, "{lang:?} {screen_keys}:\n{shown}");
            }
            // The note on words left out ends «: ↓ shows them» whatever
            // its count.
            if shown.contains(": ↓ ") {
                let bottom = row_of(&shown, "└").unwrap();
                let next = shown.lines().nth(bottom + 1).unwrap_or_default();
                assert!(!next.trim().is_empty(), "{lang:?} {screen_keys}:\n{shown}");
            }
        }
    }
}

/// Reader 39 (es 6.4, en 4.7): My results' «Not yet right (1× = in 1
/// attempt)» read as «you will get it right in one attempt». The heading
/// says what the count counts: the times the question failed.
#[test]
fn my_results_says_what_its_count_counts() {
    for (lang, failed) in [
        (bloomlab::lang::Lang::En, "2× = failed twice"),
        (bloomlab::lang::Lang::Es, "2× = 2 fallos"),
    ] {
        let heading = bloomlab::t!(lang, "history-still-missed", count = 3, repeats = "yes");
        assert!(heading.contains(failed), "{heading}");
        assert!(
            !heading.contains("= in 1") && !heading.contains("= en 1"),
            "{heading}"
        );
    }
}

/// Reader 39 (es 1.8): after D the seed's key went from before +- to
/// after it, and every key after it changed place on the status line.
/// d and D keep one place, before +-.
#[test]
fn the_seed_keys_keep_their_place() {
    for (lang, (width, height)) in super::SEEN {
        let mut app = super::app(lang);
        keys(&mut app, "4");
        let at_seed_one = super::status_of(&screen(&mut app, width, height));
        keys(&mut app, "d");
        let elsewhere = super::status_of(&screen(&mut app, width, height));
        keys(&mut app, "D");
        let back = super::status_of(&screen(&mut app, width, height));
        assert_eq!(at_seed_one, back, "{lang:?}");
        for status in [&at_seed_one, &elsewhere] {
            let seed = status.find(" d ").or_else(|| status.find(" D ")).unwrap();
            let n = status.find("+-").unwrap();
            assert!(seed < n, "{lang:?}: {status}");
        }
    }
}

/// Reader 40 (es 2.1, at 80×22): lesson 1 step 14 fitted its rows
/// exactly, its last option on the last row; «2» was taken for a key
/// pressed with the options out of view, brought them «into view» and
/// answered nothing. With every option on screen, the first key answers.
#[test]
fn a_key_answers_when_every_option_is_in_view() {
    use bloomlab::lang::Lang;
    for (lang, (width, height)) in [
        (Lang::Es, (80, 22)),
        (Lang::En, (80, 22)),
        (Lang::Es, (80, 24)),
    ] {
        for lesson in 0..3 {
            let mut app = super::app(lang);
            super::open_lesson_at(&mut app, lesson);
            let mut steps = 0;
            while !super::lesson(&app).at_end() && steps < 40 {
                steps += 1;
                let open = super::lesson(&app);
                if open.blocked() && open.numeric().is_none() {
                    let shown = screen(&mut app, width, height);
                    let all_in_view = !shown.contains('▼') && shown.contains(" 1) ");
                    keys(&mut app, "1");
                    if all_in_view {
                        assert!(
                            !super::lesson(&app).blocked(),
                            "{lang:?} {width}×{height} lesson {lesson}:\n{shown}"
                        );
                    }
                }
                super::lesson_and_quiz::answer_if_asked(&mut app);
                key(&mut app, KeyCode::Right);
            }
        }
    }
}

/// Reader 40 (es 6.5), reader 39 (es 6.2): an answered option whose last
/// line had no room for its note lost it: «1)» of an order without its
/// place. Each wrong item of an order says where it goes, beside it or
/// under the options.
#[test]
fn every_misplaced_item_says_where_it_goes() {
    use bloomlab::lang::Lang;
    for (lang, (width, height)) in super::SEEN.into_iter().chain([(Lang::Es, (80, 22))]) {
        for id in ["sizing-steps", "order-by-bits"] {
            let mut app = super::leftovers_nineteen::quiz_at_question(lang, id);
            key(&mut app, KeyCode::Enter);
            let shown = screen(&mut app, width, height);
            let wrong = shown
                .lines()
                .filter(|line| line.contains("✗ ") && line.contains(") "))
                .count();
            let belongs = bloomlab::t!(lang, "quiz-order-belongs", place = 1);
            let said = &belongs["← ".len()..belongs.len() - 1];
            let places = shown.matches(said).count();
            assert_eq!(wrong, places, "{lang:?} {id}:\n{shown}");
        }
    }
}

/// Reader 40 (es 6.7): a number answered in an earlier visit to a lesson
/// came back as «✗ Your answer was off.», with no number at all. The
/// right number is said, as after a typed answer.
#[test]
fn a_number_answered_before_says_the_right_one() {
    for lang in [bloomlab::lang::Lang::En, bloomlab::lang::Lang::Es] {
        let off = bloomlab::t!(
            lang,
            "lesson-numeric-was-off",
            answer = "12,97",
            margin = "±0,2"
        );
        let right = bloomlab::t!(
            lang,
            "lesson-numeric-was-right",
            answer = "12,97",
            margin = "±0,2"
        );
        for said in [off, right] {
            assert!(said.contains("12,97") && said.contains("±0,2"), "{said}");
        }
    }
}

/// Reader 39 (es 2.5), reader 40 (en 2.1): a quiz summary's help named ↑↓
/// alone for scrolling, while the screen said «↓ or PgDn».
#[test]
fn the_summary_help_names_page_keys() {
    for (lang, (width, height)) in super::SEEN {
        let mut app = super::take_the_quiz(lang);
        keys(&mut app, "?");
        let shown = super::joined(&screen(&mut app, width, height));
        let page = if lang == bloomlab::lang::Lang::Es {
            "RePág AvPág"
        } else {
            "PgUp PgDn"
        };
        assert!(shown.contains(page), "{lang:?}: {shown}");
    }
}

/// Reader 40 (es 4.8): an exercise's page in My results said «the chart
/// of your scores» of its checks.
#[test]
fn an_exercises_chart_note_speaks_of_checks() {
    for (lang, (width, height)) in super::SEEN {
        let mut store = bloomlab::records::Store::in_memory();
        super::fixed_exercise_runs(&mut store, lang);
        let mut app = super::app_on(lang, store);
        keys(&mut app, "6");
        let shown = super::joined(&screen(&mut app, width, height));
        let checks = if lang == bloomlab::lang::Lang::Es {
            "comprobaciones superadas"
        } else {
            "checks passed"
        };
        assert!(shown.contains(checks), "{lang:?}: {shown}");
    }
}

/// Reader 40 (en 2.4): at 80×22 the table's help left out «FP», the very
/// header its narrow table uses.
#[test]
fn the_tables_help_keeps_its_narrow_header() {
    for (lang, term) in [
        (bloomlab::lang::Lang::En, " FP  "),
        (bloomlab::lang::Lang::Es, " FP  "),
    ] {
        let mut app = super::app(lang);
        keys(&mut app, "4");
        let table = screen(&mut app, 80, 22);
        assert!(table.contains(term.trim()), "{lang:?}: {table}");
        keys(&mut app, "?");
        let help = screen(&mut app, 80, 22);
        assert!(help.contains(term), "{lang:?}: {help}");
    }
}
