//! Reader 25's items (es at 80×24, en at 120×40), fixed in stop 51.

use super::{joined, keys, screen};
use bloomlab::lang::Lang;

/// Reader 25 (en 1.1, 1.2): at 120 columns the status line took a second
/// row after a repeat, a cancel or a saved figure's note, and every line
/// above it moved up. Reader 26 (en 2.1): kept to one row, a note hid
/// keys behind «…». From 100 columns on it keeps two rows, whatever they
/// hold: nothing above moves, and a note hides no key.
#[test]
fn a_wide_status_line_keeps_two_rows() {
    for lang in Lang::ALL {
        let (mut app, _inbox) = super::reader_twelve_rest::repeated_to_the_end(lang);
        let shown = screen(&mut app, 120, 40);
        assert_eq!(app.status_rows(), 2, "{lang:?}: {shown}");
        let status = super::status_of(&shown);
        let suite = format!("Tab 1-4 {}", bloomlab::t!(lang, "exp-key-suite"));
        assert!(status.contains(&suite), "{lang:?}: {status}");

        // A passing note beside the keys: still two rows, every key.
        let mut app = super::app(lang);
        keys(&mut app, "44");
        super::fake_alternatives(&mut app, 23, false);
        let before = screen(&mut app, 120, 40);
        let keys_before = super::status_of(&before);
        keys(&mut app, "r");
        let shown = screen(&mut app, 120, 40);
        assert_eq!(app.status_rows(), 2, "{lang:?}: {shown}");
        let note = bloomlab::t!(lang, "exp-alt-no-repeat");
        let status = super::status_of(&shown);
        assert!(
            status.contains(&super::first_words(&note, 3)),
            "{lang:?}: {status}"
        );
        assert!(!status.contains('…'), "{lang:?}: {status}");
        assert!(
            keys_before.contains("? ") && status.contains(&suite),
            "{lang:?}: {status}"
        );
        // Nothing above the status line moved.
        let above = |text: &str| text.lines().take(38).collect::<Vec<_>>().join("\n");
        assert_eq!(above(&before), above(&shown), "{lang:?}");

        // Sizing at a limit (reader 26, en 2.1): the note, and the keys.
        let mut app = super::app(lang);
        keys(&mut app, "3");
        for _ in 0..30 {
            super::key(&mut app, crossterm::event::KeyCode::Up);
        }
        let shown = screen(&mut app, 120, 40);
        let status = super::status_of(&shown);
        assert!(!status.contains('…'), "{lang:?}: {status}");
        assert!(status.contains("k "), "{lang:?}: {status}");
    }
}

/// The heading of a finished repeat's tally, in `lang`.
fn tally_heading(lang: Lang) -> String {
    bloomlab::t!(lang, "exp-repeat-head-done", seeds = 20)
}

/// Reader 25 (es 3.3, en 3.1): after a repeat on the table, the k sweep
/// opened «not started · seed 21» and the small filter at 41: one seed
/// for every tab, so the lesson's seed-1 numbers were out of reach
/// without D. (en 3.2, es 3.6): a run on another tab threw away the
/// table's tally. Each tab keeps its own seed and its last tally.
#[test]
fn each_tab_keeps_its_seed_and_its_tally() {
    for (lang, (width, height)) in super::SEEN {
        let (mut app, inbox) = super::reader_twelve_rest::repeated_to_the_end(lang);
        assert_eq!(app.experiments_view().seed, 21, "{lang:?}");
        keys(&mut app, "2");
        assert_eq!(app.experiments_view().seed, 1, "{lang:?}");
        let shown = joined(&screen(&mut app, width, height));
        assert!(
            shown.contains(&bloomlab::t!(lang, "exp-seed", seed = "1")),
            "{lang:?}: {shown}"
        );
        // A plain run on the k sweep, then back to the table.
        keys(&mut app, "s");
        super::reader_twelve_rest::drain(&mut app, &inbox);
        keys(&mut app, "1");
        assert_eq!(app.experiments_view().seed, 21, "{lang:?}");
        let shown = joined(&screen(&mut app, width, height));
        assert!(shown.contains(&tally_heading(lang)), "{lang:?}: {shown}");
    }
}

/// Found beside reader 25's en 3.2: a repeat went on with the tab the
/// student switched to, running that tab's rows under the first tab's
/// tally. Its runs stay on its own tab.
#[test]
fn a_repeat_runs_on_its_own_tab() {
    let (mut app, inbox) = super::app_capped(Lang::En);
    // Sized first: a terminal too small takes no keys.
    screen(&mut app, 120, 40);
    keys(&mut app, "4---r3");
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(300);
    while app.experiments_view().repeat.is_some_and(|r| r.done < 20) {
        assert!(
            std::time::Instant::now() < deadline,
            "the repeat did not end"
        );
        if let Ok(msg) = inbox.recv_timeout(std::time::Duration::from_millis(100)) {
            app.update(msg);
        }
    }
    super::reader_twelve_rest::drain(&mut app, &inbox);
    let shown = joined(&screen(&mut app, 120, 40));
    let untouched = bloomlab::t!(Lang::En, "exp-alt-not-started");
    assert!(shown.contains(&format!("{untouched} · seed 1")), "{shown}");
    keys(&mut app, "1");
    let shown = joined(&screen(&mut app, 120, 40));
    assert!(shown.contains(&tally_heading(Lang::En)), "{shown}");
    assert_eq!(app.experiments_view().seed, 21);
}

/// Reader 25 (en 4.1): a wrong guess on Alternatives read «no, the sizing
/// decides it», which told the student nothing; it says the guess does
/// not hold at this rate.
#[test]
fn a_wrong_guess_says_not_at_this_rate() {
    for (lang, said, gone) in [
        (
            Lang::En,
            "You said Bloom, but at this rate cuckoo takes fewer bits per element.",
            "the sizing decides",
        ),
        (
            Lang::Es,
            // Reader 33 (es): «pero con esta tasa no» did not read as Spanish.
            "Has elegido el filtro de Bloom, pero a esta tasa ocupa menos el cuckoo.",
            "lo decide el dimensionado",
        ),
    ] {
        let words = bloomlab::t!(
            lang,
            "exp-alt-guess-graded",
            right = "no",
            said = "Bloom",
            at = "0.2 %",
            cuckoo = "12.63",
            bloom = "12.94",
            when = "done"
        );
        assert!(words.starts_with(said), "{lang:?}: {words}");
        assert!(!words.contains(gone), "{lang:?}: {words}");
    }
}

/// Reader 25 (es 1.1, 1.2): a typed answer's complaint fell below the
/// view, whole («%» and Enter seemed to do nothing) or cut after its
/// first row («… agrupa los miles con espacios (1»). It wraps where it
/// is laid out, and the view follows it to its last word.
#[test]
fn a_typed_answers_complaint_shows_whole() {
    for (lang, (width, height)) in super::SEEN {
        for typed in ["%", "2,4,5"] {
            let mut app = super::app(lang);
            screen(&mut app, width, height);
            super::reader_nine::to_lesson_step(&mut app, 2, |s| {
                s.predict.as_ref().is_some_and(|p| p.numeric().is_some())
            });
            keys(&mut app, typed);
            super::key(&mut app, crossterm::event::KeyCode::Enter);
            let shown = joined(&screen(&mut app, width, height));
            let notice = [
                "quiz-number-percent-not-a-share",
                "quiz-number-one-separator",
                "quiz-number-comma-groups",
                "quiz-number-not-a-number",
            ]
            .map(|key| bloomlab::i18n::text(lang, key))
            .into_iter()
            .find(|notice| shown.contains(&super::first_words(notice, 3)))
            .unwrap_or_else(|| panic!("{lang:?} {typed}: no complaint in {shown}"));
            let last: Vec<&str> = notice.split_whitespace().rev().take(2).collect();
            let end = format!("{} {}", last[1], last[0]);
            assert!(
                shown.contains(&end),
                "{lang:?} {typed}: «{end}» not in {shown}"
            );
            // Typing on brings the answer back, not blank rows.
            keys(&mut app, "3");
            let shown = screen(&mut app, width, height);
            assert!(shown.contains("3▏"), "{lang:?} {typed}: {shown}");
        }
    }
}

/// Reader 25 (en 4.8, es 4.8): with counters, m at its limit said «m is
/// already 8 bits», and a word never added read «one of its counters,
/// number 0, is at 0» («el 0, vale 0»). Counters are named as counters,
/// and the counter by its number.
#[test]
fn counting_mode_names_counters() {
    for (lang, (width, height)) in super::SEEN {
        let mut app = super::app(lang);
        keys(&mut app, "2x");
        keys(&mut app, "mmmm");
        let text = joined(&screen(&mut app, width, height));
        let said = match lang {
            Lang::Es => "m ya vale 8 contadores: el laboratorio admite de 8 a",
            Lang::En => "m is already 8 counters: the playground takes 8 to",
        };
        assert!(text.contains(said), "{lang:?}: {text}");
        let absent = bloomlab::t!(
            lang,
            "play-remove-absent",
            word = "fresa",
            value = 0,
            position = 0,
            needed = 1,
            empty = "one",
            counters = "0"
        );
        assert!(
            !absent.contains("el 0, vale 0") && !absent.contains("number 0, is"),
            "{absent}"
        );
        // Nor «su contador número 0», read as «its first counter»
        // (reader 26, es 4.8): the counter by its number, and whose.
        let named = match lang {
            // Nor «el contador 0 … vale 0», position and value mixed
            // (reader 27, es 4.4).
            // Nor «position 0 is at 0» (reader 34, en): empty, not at 0.
            Lang::Es => "su contador 0 está vacío",
            Lang::En => "its counter 0 is empty",
        };
        assert!(absent.contains(named), "{absent}");
    }
}

/// Reader 25 (en 2.3, es 2.6): on Sizing, ← at n = 10, → at the largest
/// n, + at k = 64 and ↑ at the loosest p did nothing and said nothing,
/// nor did + and − with k free; the playground says its limits. Each
/// says why, until the next key.
#[test]
fn sizing_keys_at_their_limits_say_so() {
    for (lang, (width, height)) in super::SEEN {
        let mut app = super::app(lang);
        keys(&mut app, "3");
        let shown_after = |app: &mut bloomlab::tui::App, key: crossterm::event::KeyCode, times| {
            for _ in 0..times {
                super::key(app, key);
            }
            joined(&screen(app, width, height))
        };
        use crossterm::event::KeyCode;
        let text = shown_after(&mut app, KeyCode::Left, 40);
        let said = bloomlab::t!(lang, "sizing-at-limit-n", n = "10", min = "10", max = "x");
        assert!(
            text.contains(&super::first_words(&said, 4)),
            "{lang:?}: {text}"
        );
        let text = shown_after(&mut app, KeyCode::Up, 20);
        assert!(
            text.contains(&super::first_words(
                &bloomlab::t!(
                    lang,
                    "sizing-at-limit-p",
                    p = "10 %",
                    loose = "",
                    strict = ""
                ),
                3
            )),
            "{lang:?}: {text}"
        );
        keys(&mut app, "+");
        let text = joined(&screen(&mut app, width, height));
        assert!(
            text.contains(&super::first_words(
                &bloomlab::t!(lang, "sizing-k-keys-need-pin", m_held = "no"),
                5
            )),
            "{lang:?}: {text}"
        );
        keys(&mut app, "k");
        for _ in 0..70 {
            keys(&mut app, "+");
        }
        let text = joined(&screen(&mut app, width, height));
        let said = bloomlab::t!(lang, "sizing-at-limit-k", k = 64, min = 1, max = 64);
        assert!(
            text.contains(&super::first_words(&said, 4)),
            "{lang:?}: {text}"
        );
        // Gone with the next key.
        keys(&mut app, "-");
        let text = joined(&screen(&mut app, width, height));
        assert!(
            !text.contains(&super::first_words(&said, 4)),
            "{lang:?}: {text}"
        );
    }
}

/// Reader 25 (es 2.3): on the k sweep, «6,9» dropped the comma in silence
/// and read 69. A sign that is not a digit is said: k is whole.
#[test]
fn a_decimal_k_is_said() {
    for (lang, (width, height)) in super::SEEN {
        let mut app = super::app(lang);
        screen(&mut app, width, height);
        keys(&mut app, "42");
        super::key(&mut app, crossterm::event::KeyCode::Enter);
        keys(&mut app, "6,9");
        let shown = joined(&screen(&mut app, width, height));
        let said = bloomlab::t!(lang, "exp-predict-k-whole", c = ",");
        assert!(
            shown.contains(&super::first_words(&said, 6)),
            "{lang:?}: {shown}"
        );
        // And the comma stays in what was typed: the 9 after it made
        // «69» (reader 27, es 2.1).
        assert!(
            shown.contains("6,9") && !shown.contains(" 69"),
            "{lang:?}: {shown}"
        );
    }
}

/// Reader 25 (es 1.3): in lesson 2's tiny double-hashing step, d pressed
/// with the old results scrolled into view left the page blank while the
/// new seed was measured, the progress above the view. The new run's
/// progress is in view.
#[test]
fn a_new_seed_shows_its_progress() {
    for (lang, (width, height)) in super::SEEN {
        let (mut app, inbox) = super::app_capped(lang);
        screen(&mut app, width, height);
        super::reader_nine::to_lesson_step(&mut app, 1, |s| {
            s.title.contains("tiny") || s.title.contains("diminuto")
        });
        super::lesson_and_quiz::answer_if_asked(&mut app);
        super::reader_twelve_rest::drain(&mut app, &inbox);
        for _ in 0..10 {
            super::key(&mut app, crossterm::event::KeyCode::PageDown);
        }
        screen(&mut app, width, height);
        keys(&mut app, "d");
        let shown = joined(&screen(&mut app, width, height));
        let measuring =
            super::first_words(&bloomlab::i18n::text(lang, "lesson-measuring-start"), 1);
        assert!(shown.contains(&measuring), "{lang:?}: {shown}");
    }
}

/// Reader 25 (es 3.2): with the chart shown (g), adding or asking for a
/// word said nothing: the answer to «is it in the filter?» went unsaid.
/// One line under the chart says it, and that g shows the cells.
#[test]
fn the_chart_view_says_what_the_word_did() {
    for (lang, (width, height)) in super::SEEN {
        let mut app = super::app(lang);
        screen(&mut app, width, height);
        keys(&mut app, "2g");
        keys(&mut app, "ahigo");
        super::key(&mut app, crossterm::event::KeyCode::Enter);
        let shown = joined(&screen(&mut app, width, height));
        let added = bloomlab::t!(
            lang,
            "play-chart-last",
            op = "add",
            answer = "",
            word = "higo",
            counting = "no",
            offer_g = "yes"
        );
        assert!(shown.contains(&added), "{lang:?}: {shown}");
        keys(&mut app, "chigo");
        super::key(&mut app, crossterm::event::KeyCode::Enter);
        let shown = joined(&screen(&mut app, width, height));
        let present = bloomlab::t!(
            lang,
            "play-chart-last",
            op = "query",
            answer = "present",
            word = "higo",
            counting = "no",
            offer_g = "yes"
        );
        assert!(shown.contains(&present), "{lang:?}: {shown}");
    }
}

/// Reader 25 (en 5.7): a new seed's line said «so the counts do too» over
/// a step that shows only the measured rate; it names the rate.
#[test]
fn a_new_seeds_line_names_what_is_shown() {
    for (lang, gone, said) in [
        (Lang::En, "counts", "the measured rate differs too"),
        (Lang::Es, "recuentos", "otra tasa medida"),
    ] {
        let line = bloomlab::t!(lang, "lesson-rerun-seed", seed = 2);
        assert!(
            !line.contains(gone) && line.contains(said),
            "{lang:?}: {line}"
        );
    }
}

/// Reader 25 (en 3.3): My results listed a question scored 2 of 4 under
/// «Still missed», where the quiz's summary said «partly right». The
/// heading covers both, as the Spanish «Aún por acertar» did.
#[test]
fn my_results_heading_covers_partly_right() {
    let heading = bloomlab::t!(Lang::En, "history-still-missed", count = 2, repeats = "yes");
    assert!(heading.starts_with("Not yet right"), "{heading}");
}

/// Reader 25 (es 1.12): at 80 columns My results' heading read «De dónde
/// sale la fórmula, autoevaluación · ningún ejercicio corregido (tecla …»:
/// the note lost its key. It shows whole, or not at all.
#[test]
fn my_results_heading_is_never_cut_in_its_note() {
    for (lang, (width, height)) in super::SEEN {
        let mut store = bloomlab::records::Store::in_memory();
        super::fixed_attempts(&mut store, lang);
        // Filed under the quiz with the longest title, as the reader's
        // «De dónde sale la fórmula».
        let (catalog, _) = bloomlab::content::Catalog::builtin();
        let longest = catalog
            .quizzes_in(lang)
            .into_iter()
            .max_by_key(|q| q.quiz.title.chars().count())
            .unwrap()
            .quiz
            .id
            .clone();
        for attempt in &mut store.records.attempts {
            attempt.quiz_id = longest.clone();
        }
        let mut app = super::app_on(lang, store);
        screen(&mut app, width, height);
        keys(&mut app, "6");
        let note = bloomlab::i18n::text(lang, "history-no-exercises");
        for _ in 0..5 {
            let shown = screen(&mut app, width, height);
            // Its own line, whole, under the title it was once joined to
            // (reader 26, en 4.5, es 1.9).
            let head = shown.lines().nth(1).unwrap_or_default();
            let start = super::first_words(&note, 2);
            assert!(!head.contains(&start), "{lang:?}: {head}");
            let next = shown.lines().nth(2).unwrap_or_default();
            assert!(next.contains(&note), "{lang:?}: {shown}");
            super::key(&mut app, crossterm::event::KeyCode::Right);
        }
    }
}

/// Reader 25 (es 4.2): «Otra tecla: las conservas» read first as a noun
/// (tins of preserves). The confirmations say what any other key keeps.
#[test]
fn spanish_confirmations_do_not_say_conservas() {
    let texts = [
        bloomlab::i18n::text(Lang::Es, "play-empty-ask"),
        bloomlab::t!(Lang::Es, "lesson-start-over-ask", key = "r", answered = 7),
        bloomlab::t!(Lang::Es, "lesson-start-over-ask", key = "r", answered = 1),
    ];
    for text in texts {
        assert!(!text.contains("conservas"), "{text}");
        assert!(
            text.contains("Con cualquier otra tecla, se queda"),
            "{text}"
        );
    }
}

/// Reader 26 (en 3.1): a table cancelled part-way said «* p < 0.05 in 1
/// row alone» where no row showed a *: the one counted was the cancelled
/// row, which has no verdict. Cancelled rows are left out of the count.
#[test]
fn a_cancelled_row_is_not_counted_as_flagged() {
    use bloomlab::experiment::{Outcome, Tally};
    for (lang, (width, height)) in super::SEEN {
        let mut app = super::app(lang);
        screen(&mut app, width, height);
        keys(&mut app, "4");
        let started = app
            .start_run_without_engine(bloomlab::tui::Tab::Table)
            .unwrap();
        for (row, spec) in started.specs.iter().enumerate() {
            // The last row, stopped part-way, far above its rate.
            let share = if row == 3 { 3.0 } else { 1.0 };
            let tally = Tally {
                queries: 1_000_000,
                false_positives: (1e6 * spec.fp_exact() * share).round() as u64,
                filters: 1,
                sum_fill: 0.5,
                ..Default::default()
            };
            let outcome = Outcome::from_tally(spec, &tally, row == 3, 0.5);
            app.update(super::finished_row(started.generation, row, outcome));
        }
        app.update(super::all_done(started.generation, 0.7));
        let shown = joined(&screen(&mut app, width, height));
        let mark = if lang == Lang::Es {
            "* p < 0,05"
        } else {
            "* p < 0.05"
        };
        assert!(!shown.contains(mark), "{lang:?}: {shown}");
    }
}
