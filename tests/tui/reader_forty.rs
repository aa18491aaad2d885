//! Readers 40 and 41: Spanish at 80×24, English at 120×40, and both at
//! 80×22.

use bloomlab::lang::Lang;

use super::{keys, screen};

/// The rows of `shown` that hold a chart's frame (its y axis or its x
/// axis): where the chart stands.
fn chart_rows(shown: &str) -> Vec<usize> {
    shown
        .lines()
        .enumerate()
        .filter(|(_, line)| line.contains('│') || line.contains('└'))
        .map(|(row, _)| row)
        .collect()
}

/// Reader 40 (es 1.1): a note on the status line («Figura guardada: …»,
/// a question) took a row from the table's chart, whose plot gives way
/// two rows at a time to keep the exact line on its row: the chart moved
/// down a row and shrank. While the note stands, it takes the row of the
/// chart's key instead.
#[test]
fn a_note_leaves_the_table_chart_in_place() {
    for (lang, (width, height)) in [
        (Lang::Es, (80, 24)),
        (Lang::En, (80, 24)),
        (Lang::Es, (80, 22)),
    ] {
        let mut app = super::app(lang);
        keys(&mut app, "4");
        super::fake_table_results(&mut app);
        let before = screen(&mut app, width, height);
        assert!(chart_rows(&before).len() >= 5, "{lang:?}:\n{before}");
        // `+` after a run asks before it drops the results: a note.
        keys(&mut app, "+");
        let after = screen(&mut app, width, height);
        assert_ne!(
            super::status_of(&before),
            super::status_of(&after),
            "{lang:?}:\n{after}"
        );
        assert_eq!(
            chart_rows(&before),
            chart_rows(&after),
            "{lang:?} {width}×{height}:\n{before}\n{after}"
        );
    }
}

/// Reader 40 (en 1.11): Sizing at 80×22 with a small n said «The chart
/// does not fit: it needs 1 more line of terminal» over seven blank
/// rows, the notes that never give way having taken its room. The
/// table's note on its rounded m/n gives way to the chart then.
#[test]
fn sizing_keeps_its_chart_at_a_small_n() {
    for lang in [Lang::En, Lang::Es] {
        let mut app = super::app(lang);
        keys(&mut app, "3");
        for _ in 0..16 {
            super::key(&mut app, crossterm::event::KeyCode::Left);
        }
        let shown = screen(&mut app, 80, 22);
        assert!(shown.contains(" 50 "), "{lang:?}:\n{shown}");
        let missing = bloomlab::t!(lang, "exp-table-chart-does-not-fit", missing = 1);
        assert!(!shown.contains(&missing[..20]), "{lang:?}:\n{shown}");
        assert!(shown.contains('└'), "{lang:?}:\n{shown}");
        // The note on the small n stays: it says why the rate is off.
        let small_n = match lang {
            Lang::Es => "la fórmula de Bloom se queda corta",
            Lang::En => "Bloom's formula falls short",
        };
        assert!(
            super::joined(&shown).contains(small_n),
            "{lang:?}:\n{shown}"
        );
    }
}

/// Reader 40 (en 6.3): pinning Sizing's own m at n = 10 warned «⚠ This m
/// is too small for n = 10», though m was sized for that n: the gap is
/// the small n's, said as it is unpinned. The warning waits for n to
/// grow past the n m was sized for.
#[test]
fn pinning_the_designs_own_m_is_no_warning() {
    use crossterm::event::KeyCode;
    for (lang, (width, height)) in super::SEEN {
        let mut app = super::app(lang);
        keys(&mut app, "3");
        for _ in 0..18 {
            super::key(&mut app, KeyCode::Left);
        }
        let free = super::joined(&screen(&mut app, width, height));
        keys(&mut app, "m");
        let pinned = super::joined(&screen(&mut app, width, height));
        let (warning, small_n) = match lang {
            Lang::Es => (
                "⚠ Esta m se queda corta",
                "la fórmula de Bloom se queda corta",
            ),
            Lang::En => ("⚠ This m is too small", "Bloom's formula falls short"),
        };
        assert!(free.contains(small_n), "{lang:?}:\n{free}");
        assert!(!pinned.contains(warning), "{lang:?}:\n{pinned}");
        assert!(pinned.contains(small_n), "{lang:?}:\n{pinned}");
        super::key(&mut app, KeyCode::Right);
        let grown = super::joined(&screen(&mut app, width, height));
        assert!(grown.contains(warning), "{lang:?}:\n{grown}");
    }
}

/// Reader 39 (en 1.3): the k sweep's chart lost a row as its run ended,
/// to the line under it that names the lowest rate: at the end of a
/// repeat, the chart shrank as the student read it. The line's row is
/// kept from the start.
#[test]
fn the_k_sweep_chart_keeps_its_rows_as_the_run_ends() {
    use bloomlab::tui::Tab;
    for (lang, (width, height)) in [(Lang::En, (120, 40)), (Lang::Es, (80, 24))] {
        let mut app = super::app(lang);
        keys(&mut app, "42");
        let started = app.start_run_without_engine(Tab::KSweep).unwrap();
        let generation = started.generation;
        super::finish_rows(&mut app, &started, 1_000_000, |_| 1.0);
        let running = screen(&mut app, width, height);
        app.update(super::all_done(generation, 0.7));
        let ended = screen(&mut app, width, height);
        let lowest = match lang {
            Lang::Es => "★ ",
            Lang::En => "★ lowest measured",
        };
        assert!(super::joined(&ended).contains(lowest), "{lang:?}:\n{ended}");
        assert!(chart_rows(&running).len() >= 5, "{lang:?}:\n{running}");
        assert_eq!(
            chart_rows(&running),
            chart_rows(&ended),
            "{lang:?}:\n{running}\n{ended}"
        );
    }
}

/// Reader 41 (es 1.3): right after `r`, the block kept for the repeat's
/// counts stood empty, ten blank rows over «no room for the chart under
/// the tally», until the first seed ended. It says what will come there,
/// and that the tally keeps those rows.
#[test]
fn a_repeat_says_what_its_empty_block_will_hold() {
    for (lang, (width, height)) in super::SEEN {
        let (mut app, _inbox) = super::app_capped(lang);
        keys(&mut app, "4r");
        assert_eq!(app.experiments_view().repeat.unwrap().done, 0);
        let shown = screen(&mut app, width, height);
        let said = bloomlab::t!(lang, "exp-repeat-first-seed");
        assert!(super::joined(&shown).contains(&said), "{lang:?}:\n{shown}");
        // At 80×24, where the chart has no room under it, the rows kept
        // blank are said to be the tally's.
        let kept = bloomlab::t!(lang, "exp-chart-beside-tally", running = "yes");
        let narrow = width < 100;
        assert_eq!(
            super::joined(&shown).contains(&kept),
            narrow,
            "{lang:?}:\n{shown}"
        );
    }
}

/// The app on reader 41's own records (five quizzes' attempts, a review
/// and a grading, as they stood), and the folder that holds them.
pub(super) fn with_reader_41s_records(lang: Lang) -> (bloomlab::tui::App, tempfile::TempDir) {
    let dir = tempfile::tempdir().unwrap();
    std::fs::copy(
        concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/tests/fixtures/records-reader41-es.json"
        ),
        dir.path().join("records.json"),
    )
    .unwrap();
    let store = bloomlab::records::Store::open(dir.path());
    assert_eq!(store.records.attempts.len(), 6);
    (super::app_on(lang, store), dir)
}

/// Reader 41 (es 1.4): on My results, «So far, one whole attempt…» ran
/// straight on from the missed questions on one quiz's page, and stood
/// apart by a blank row on the next: it read as moving a row as ←→
/// turned them. A blank row keeps it apart on every page.
#[test]
fn my_results_keeps_its_closing_line_on_its_row() {
    for (lang, (width, height)) in super::SEEN {
        let (mut app, _dir) = with_reader_41s_records(lang);
        keys(&mut app, "6");
        let first = screen(&mut app, width, height);
        super::key(&mut app, crossterm::event::KeyCode::Right);
        let second = screen(&mut app, width, height);
        let closing = match lang {
            Lang::Es => "Por ahora, un intento completo",
            Lang::En => "One whole attempt so far",
        };
        let row = |shown: &str| shown.lines().position(|line| line.contains(closing));
        assert!(row(&first).is_some(), "{lang:?}:\n{first}");
        assert_ne!(
            first.lines().nth(1),
            second.lines().nth(1),
            "{lang:?}: the page did not turn"
        );
        assert_eq!(row(&first), row(&second), "{lang:?}:\n{first}\n{second}");
        for shown in [&first, &second] {
            let above = shown.lines().nth(row(shown).unwrap() - 1).unwrap();
            assert!(
                above.trim_matches(['"', ' ']).is_empty(),
                "{lang:?}:\n{shown}"
            );
        }
    }
}

/// Reader 41 (en 1.1): a lesson not yet begun drew a new order for its
/// options at each opening: a student who read step 1's options, left,
/// came back and pressed the number read before answered another one.
/// The order holds for the session (and, once saved, for good).
#[test]
fn a_lesson_keeps_its_options_order_when_reopened() {
    use crossterm::event::KeyCode;
    for lang in [Lang::En, Lang::Es] {
        // A student's app: no fixed order seed.
        let options = bloomlab::tui::AppOptions {
            lesson_seed: None,
            ..super::options()
        };
        let store = bloomlab::records::Store::in_memory();
        let (mut app, _inbox) = super::app_built(lang, store, bloomlab::tui::Start::Home, options);
        let options_shown = |app: &mut bloomlab::tui::App| -> Vec<String> {
            screen(app, 120, 40)
                .lines()
                .filter(|line| line.contains(") "))
                .map(str::to_owned)
                .collect()
        };
        keys(&mut app, "1");
        super::key(&mut app, KeyCode::Down);
        super::key(&mut app, KeyCode::Enter);
        let first = options_shown(&mut app);
        assert!(first.len() >= 3, "{lang:?}: {first:?}");
        for _ in 0..3 {
            super::key(&mut app, KeyCode::Esc);
            super::key(&mut app, KeyCode::Enter);
            assert_eq!(options_shown(&mut app), first, "{lang:?}");
        }
    }
}

/// Reader 41 (en 3.1, es 3.1): after a repeat (next seed 21), `-` `-`
/// cleared the table and sent the seed back to 1; that was said only
/// after the second `-`, and went unseen. The question asked before it
/// says so too.
#[test]
fn changing_n_says_before_that_the_seed_goes_back_to_1() {
    for (lang, (width, height)) in super::SEEN {
        let mut app = super::app(lang);
        keys(&mut app, "4");
        super::fake_table_results(&mut app);
        let plain = screen(&mut app, width, height);
        keys(&mut app, "-");
        let asked = super::joined(&screen(&mut app, width, height));
        let n = bloomlab::units::count(lang, 1_000_000);
        let without_seed = bloomlab::t!(lang, "exp-table-discard-ask", key = "-", n = n.clone())
            .replace('\u{a0}', " ");
        assert!(asked.contains(&without_seed), "{lang:?}:\n{plain}\n{asked}");
        // Another seed measured: the question names seed 1.
        let mut app = super::app(lang);
        keys(&mut app, "4d");
        super::fake_table_results(&mut app);
        keys(&mut app, "-");
        let asked = super::joined(&screen(&mut app, width, height));
        let with_seed = bloomlab::t!(lang, "exp-table-discard-ask-seed", key = "-", n = n)
            .replace('\u{a0}', " ");
        assert!(asked.contains(&with_seed), "{lang:?}:\n{asked}");
    }
}

/// Lesson 3 opened at `width`×`height`, at its first step, with a key
/// that answers pressed while the options are below the fold: the
/// notice «Here are the choices; press the key again» stands.
fn lesson_three_told(lang: Lang, width: u16, height: u16) -> bloomlab::tui::App {
    let mut app = super::app(lang);
    screen(&mut app, width, height);
    super::open_lesson_at(&mut app, 2);
    screen(&mut app, width, height);
    keys(&mut app, "2");
    let told = bloomlab::t!(lang, "lesson-choices-now-in-view");
    let shown = super::joined(&screen(&mut app, width, height));
    assert!(shown.contains(&told), "{lang:?}:\n{shown}");
    assert!(super::lesson(&app).blocked());
    app
}

/// Reader 41 (en 3.2): «Here are the choices; press the key again to
/// answer» stayed while ↑↓ moved the choice, where pressing ↓ again only
/// moved it. Any key that does not answer ends the notice.
#[test]
fn the_choices_notice_goes_with_a_key_that_does_not_answer() {
    use crossterm::event::KeyCode;
    for lang in [Lang::En, Lang::Es] {
        let mut app = lesson_three_told(lang, 80, 22);
        super::key(&mut app, KeyCode::Down);
        let told = bloomlab::t!(lang, "lesson-choices-now-in-view");
        let shown = super::joined(&screen(&mut app, 80, 22));
        assert!(!shown.contains(&told), "{lang:?}:\n{shown}");
        assert!(super::lesson(&app).blocked());
    }
}

/// Reader 41 (es 2.1): at lesson 3 step 3, told to press the key again
/// (PgUp had taken the options out of view), the student pressed End and
/// then the key: the notice came back and nothing was answered. The key
/// answers, as the notice says.
#[test]
fn the_key_pressed_again_answers_after_a_scroll() {
    use crossterm::event::KeyCode;
    for (lang, (width, height)) in [(Lang::Es, (80, 24)), (Lang::En, (80, 22))] {
        let mut app = super::app(lang);
        screen(&mut app, width, height);
        super::open_lesson_at(&mut app, 2);
        for _ in 0..2 {
            screen(&mut app, width, height);
            super::lesson_and_quiz::answer_if_asked(&mut app);
            super::key(&mut app, KeyCode::Right);
        }
        screen(&mut app, width, height);
        assert!(super::lesson(&app).blocked(), "{lang:?}");
        super::key(&mut app, KeyCode::PageUp);
        screen(&mut app, width, height);
        keys(&mut app, "1");
        let told = bloomlab::t!(lang, "lesson-choices-now-in-view");
        let shown = super::joined(&screen(&mut app, width, height));
        assert!(shown.contains(&told), "{lang:?}:\n{shown}");
        super::key(&mut app, KeyCode::End);
        screen(&mut app, width, height);
        keys(&mut app, "1");
        let shown = screen(&mut app, width, height);
        assert!(!super::lesson(&app).blocked(), "{lang:?}:\n{shown}");
    }
}

/// Reader 41 (es 2.2): with a draft kept in a number box below the fold,
/// a key typed changed nothing on screen: only the first key of an empty
/// box brought the box into view. Every key typed does.
#[test]
fn typing_brings_the_answer_box_into_view_every_time() {
    use crossterm::event::KeyCode;
    for (lang, (width, height)) in [(Lang::Es, (80, 24)), (Lang::En, (80, 22))] {
        let mut app = at_lesson_three_number_box(lang, width, height);
        keys(&mut app, "1");
        super::key(&mut app, KeyCode::Home);
        screen(&mut app, width, height);
        keys(&mut app, "2");
        let shown = screen(&mut app, width, height);
        let box_line = match lang {
            Lang::Es => "Tu respuesta: 12",
            Lang::En => "Your answer: 12",
        };
        assert!(shown.contains(box_line), "{lang:?}:\n{shown}");
    }
}

/// Lesson 3's step 2, whose answer is a number typed in a box, drawn at
/// `width`×`height`.
pub(super) fn at_lesson_three_number_box(
    lang: Lang,
    width: u16,
    height: u16,
) -> bloomlab::tui::App {
    let mut app = super::app(lang);
    screen(&mut app, width, height);
    super::open_lesson_at(&mut app, 2);
    screen(&mut app, width, height);
    super::lesson_and_quiz::answer_if_asked(&mut app);
    super::key(&mut app, crossterm::event::KeyCode::Right);
    screen(&mut app, width, height);
    app
}

/// Reader 41 (en 1.2): at 80×22 the Exercises screen kept only «Times
/// are given in local time.» of its introduction, over four blank rows:
/// nothing said what an exercise is. A shorter introduction takes its
/// place where the whole does not fit.
#[test]
fn the_exercises_screen_says_what_an_exercise_is_at_80_by_22() {
    for lang in [Lang::En, Lang::Es] {
        for graded in [false, true] {
            let mut store = bloomlab::records::Store::in_memory();
            if graded {
                super::fixed_exercise_runs(&mut store, lang);
            }
            let mut app = super::app_on(lang, store);
            keys(&mut app, "7");
            let shown = super::joined(&screen(&mut app, 80, 22));
            let short = bloomlab::t!(lang, "exscreen-intro-short");
            let whole = bloomlab::t!(lang, "exscreen-intro");
            assert!(
                shown.contains(&short) || shown.contains(&whole),
                "{lang:?} {graded}:\n{shown}"
            );
        }
    }
}

/// Reader 41 (en 1.3): Sizing at 80×22 with k held dropped the sentence
/// on what holding k did, and left its two rows blank above the chart.
/// A shorter form of it takes them.
#[test]
fn sizing_says_what_holding_k_did_at_80_by_22() {
    for lang in [Lang::En, Lang::Es] {
        let mut app = super::app(lang);
        keys(&mut app, "3k");
        let shown = super::joined(&screen(&mut app, 80, 22));
        let said = match lang {
            Lang::En => "With k = 7 held, m needs",
            Lang::Es => "Con k = 7 fijo, m necesita",
        };
        assert!(shown.contains(said), "{lang:?}:\n{shown}");
        assert!(shown.contains('└'), "{lang:?}:\n{shown}");
    }
}

/// Reader 41 (en 1.4): at 80×22, My results cut a long missed question
/// mid-sentence («… the filter checks whether those … When can its answer
/// be wrong?»). Its start ends where a sentence or a clause does.
#[test]
fn a_cut_missed_question_ends_its_start_with_a_clause() {
    for lang in [Lang::En, Lang::Es] {
        let (mut app, _dir) = with_reader_41s_records(lang);
        keys(&mut app, "6");
        super::key(&mut app, crossterm::event::KeyCode::Right);
        let shown = screen(&mut app, 80, 22);
        // With the rows the chart's note left (reader 43, en 1.3), the
        // question is whole at 80×22; a start cut short ends with « …»
        // where a clause does (the cut itself: missed.rs's unit tests).
        let asked = match lang {
            Lang::En => "answer be wrong?",
            Lang::Es => "equivocarse?",
        };
        assert!(super::joined(&shown).contains(asked), "{lang:?}:\n{shown}");
        for line in shown.lines() {
            let line = line.trim_end_matches(['"', ' ']);
            if line.ends_with(" …") {
                let before = line.trim_end_matches('…').trim_end();
                assert!(
                    before.ends_with(['.', ';', ':', '?', ')']),
                    "{lang:?}: «{before}»\n{shown}"
                );
            }
        }
    }
}
