//! Readers 44: Spanish at 80×24 and 80×22, English at 120×40 and 80×22.

use std::sync::mpsc::{Receiver, RecvTimeoutError};
use std::time::{Duration, Instant};

use bloomlab::lang::Lang;
use bloomlab::records::Store;
use bloomlab::tui::{App, Msg, Start};
use crossterm::event::KeyCode;

use super::{app_built, key, open_first_lesson, options};

const LANGS: [Lang; 2] = [Lang::Es, Lang::En];

/// Deliver the app's messages until `done` holds of the records another
/// window reads from `folder`; fail after ten seconds.
fn deliver_until_saved(
    app: &mut App,
    inbox: &Receiver<Msg>,
    folder: &std::path::Path,
    lang: Lang,
    done: impl Fn(&Store) -> bool,
) {
    let deadline = Instant::now() + Duration::from_secs(10);
    while !done(&Store::open_in(folder, lang)) {
        assert!(Instant::now() < deadline, "{lang:?}: not saved in 10 s");
        match inbox.recv_timeout(Duration::from_millis(50)) {
            Ok(msg) => app.update(msg),
            Err(RecvTimeoutError::Timeout) => {}
            Err(RecvTimeoutError::Disconnected) => panic!("the app's channel closed"),
        }
    }
}

/// Reader 44 (es 5.1): `submit`, run while the app was open, counted no
/// lesson: a lesson's progress reached records.json only when the
/// student left the Lessons screen. A step reached for the first time is
/// saved at once, with the lesson still open.
#[test]
fn a_new_lesson_step_is_saved_with_the_lesson_open() {
    for lang in LANGS {
        let folder = tempfile::tempdir().unwrap();
        let (mut app, inbox) = app_built(
            lang,
            Store::open_in(folder.path(), lang),
            Start::Home,
            options(),
        );
        open_first_lesson(&mut app);
        key(&mut app, KeyCode::Right);
        let id = app.lesson_view().session.unwrap().loaded.lesson.id.clone();
        deliver_until_saved(&mut app, &inbox, folder.path(), lang, |store| {
            store
                .lesson(&id, lang.code())
                .is_some_and(|saved| saved.step == 1)
        });
        assert!(app.lesson_view().session.is_some(), "{lang:?}: still open");
    }
}

/// Reader 44 (es 6.3): a bloom exercise passed (9 of 9) and then graded
/// 7 of 9 on a broken copy showed «no superado» where the student looks
/// for what is left to do. A pass stays a pass, with the later score
/// beside it.
#[test]
fn an_exercise_passed_then_broken_still_reads_passed() {
    use bloomlab::records::{AttemptKind, QuizAttempt};
    for (lang, size, said) in [
        (
            Lang::Es,
            (80, 22),
            "superado el 01/12/2026 a las 00:00; la última, 7 de 9",
        ),
        (
            Lang::En,
            (120, 40),
            "passed on 2026-12-01 at 00:00; latest: 7 of 9 checks",
        ),
    ] {
        let mut store = Store::in_memory();
        for (n, score) in [9u32, 7].into_iter().enumerate() {
            store.records.attempts.push(QuizAttempt {
                id: format!("graded-{n}"),
                quiz_id: "bloom".to_owned(),
                lang: lang.code().to_owned(),
                finished_at: 1_796_083_200 + n as u64 * 120,
                score,
                max_score: 9,
                kind: AttemptKind::Exercise,
                ..Default::default()
            });
        }
        let mut app = super::app_on(lang, store);
        super::keys(&mut app, "7");
        let shown = super::joined(&super::screen(&mut app, size.0, size.1));
        assert!(shown.contains(said), "{lang:?}: «{said}» in\n{shown}");
    }
}

/// Reader 44 (es 6.2): «Pendientes (2× = 2 fallos)» stood over a list of
/// «1×» questions ending «… and 10 more», and read as a count of two.
/// The heading gives the count, and the legend only where a question was
/// missed twice or more.
#[test]
fn the_missed_heading_counts_them_and_explains_only_marks_shown() {
    for (lang, (width, height), said) in [
        (Lang::Es, (80, 22), "Pendientes: 13"),
        (Lang::En, (120, 40), "Not yet right: 13"),
    ] {
        let (mut app, _dir) = super::reader_forty::with_reader_41s_records(lang);
        super::keys(&mut app, "6");
        let shown = super::joined(&super::screen(&mut app, width, height));
        assert!(shown.contains(said), "{lang:?}: «{said}» in\n{shown}");
        assert!(!shown.contains("2×"), "{lang:?}:\n{shown}");
    }
}

/// Reader 45 (es 3.1): «The measurement of step 4 was stopped when you
/// left it» stayed at the top of step 3 after step 3's own measurement
/// had finished below, and read as about this step. It goes when this
/// step's measurement ends.
#[test]
fn the_stopped_note_goes_when_this_steps_run_ends() {
    for lang in LANGS {
        let (mut app, inbox) = super::app_with_inbox(lang);
        super::open_lesson_at(&mut app, 2);
        while super::lesson(&app).step < 3 {
            super::lesson_and_quiz::answer_if_asked(&mut app);
            key(&mut app, KeyCode::Right);
        }
        super::lesson_and_quiz::answer_if_asked(&mut app);
        assert!(app.lesson_view().run.is_some_and(|run| run.running));
        key(&mut app, KeyCode::Left);
        let stopped = bloomlab::t!(lang, "words-lesson-run-stopped", step = 4);
        let shown = |app: &mut App| super::joined(&super::screen(app, 80, 24));
        assert!(shown(&mut app).contains(&stopped), "{lang:?}");
        let deadline = Instant::now() + Duration::from_secs(120);
        while app.lesson_view().run.is_some_and(|run| run.running) {
            assert!(Instant::now() < deadline, "{lang:?}: step 3 ran on");
            match inbox.recv_timeout(Duration::from_millis(100)) {
                Ok(msg) => app.update(msg),
                Err(RecvTimeoutError::Timeout) => {}
                Err(RecvTimeoutError::Disconnected) => panic!("the app's channel closed"),
            }
        }
        assert!(!shown(&mut app).contains(&stopped), "{lang:?}");
    }
}

/// The plot rows of the chart on `shown`: the rows between its title and
/// its axis.
pub(super) fn plot_rows(shown: &str) -> usize {
    shown
        .lines()
        .skip_while(|line| !line.contains('│'))
        .take_while(|line| !line.contains('└'))
        .count()
}

/// Reader 44 (es 1.1, 1.2): on Sizing at n = 100 and 80×22, the small
/// n's note took three rows, one ending on «(la», and the chart fell
/// from seven plot rows to four with two blank rows over it. The note
/// takes two rows, the rounded m/n's note gives way, and the chart keeps
/// its seven rows.
#[test]
fn sizing_at_a_small_n_keeps_its_chart_whole() {
    for lang in LANGS {
        let mut app = super::app(lang);
        super::keys(&mut app, "3");
        while app.sizing_view().n > 100 {
            key(&mut app, KeyCode::Left);
        }
        let shown = super::screen(&mut app, 80, 22);
        let said = match lang {
            Lang::Es => "(lo explica la lección 2)",
            _ => "(lesson 2 shows why)",
        };
        assert!(super::joined(&shown).contains(said), "{lang:?}\n{shown}");
        assert!(plot_rows(&shown) >= 7, "{lang:?}\n{shown}");
        assert!(
            !shown
                .lines()
                .any(|line| line.trim_end_matches([' ', '"']).ends_with("(la")),
            "{shown}"
        );
    }
}

/// Reader 44 (es 5.3): with k held at 7 and n = 500,000,000 at 80×24, the
/// k row said «best: 6.65» and the note under it «sized for k =
/// log₂(1/p) = 6.64», the sentence that tells the two apart dropped. The
/// two go together, or the note takes its short form.
#[test]
fn a_held_k_note_says_both_best_ks_or_neither() {
    for (lang, size) in [
        (Lang::Es, (80, 24)),
        (Lang::En, (120, 40)),
        (Lang::En, (80, 22)),
    ] {
        let mut app = super::app(lang);
        super::keys(&mut app, "3");
        while app.sizing_view().n < 500_000_000 {
            key(&mut app, KeyCode::Right);
        }
        super::keys(&mut app, "k");
        let shown = super::joined(&super::screen(&mut app, size.0, size.1));
        let ideal = if lang == Lang::Es {
            "log₂(1/p) = 6,64."
        } else {
            "log₂(1/p) = 6.64."
        };
        let larger = if lang == Lang::Es {
            "Con esta m mayor"
        } else {
            "With this larger m"
        };
        assert_eq!(
            shown.contains(ideal),
            shown.contains(larger),
            "{lang:?} {size:?}\n{shown}"
        );
    }
}

/// Reader 44 (es 1.5): at 80×22, question 7 of the diagnostic quiz put
/// «← correct, not ticked» beside option 3 and «Note on 1): …» under it,
/// which read as two notes on option 3. The notes go all beside their
/// options or all under them.
#[test]
fn an_answers_notes_are_all_beside_or_all_under() {
    for (lang, size) in [
        (Lang::Es, (80, 22)),
        (Lang::Es, (80, 24)),
        (Lang::En, (80, 22)),
        (Lang::En, (120, 40)),
    ] {
        for ticked in ["1", "2", "3"] {
            let mut app = super::leftovers_nineteen::quiz_at_question(lang, "when-not");
            super::keys(&mut app, ticked);
            key(&mut app, KeyCode::Enter);
            let shown = super::screen(&mut app, size.0, size.1);
            let under = if lang == Lang::Es {
                "Nota sobre la"
            } else {
                "Note on"
            };
            let beside = shown.contains('←');
            assert!(
                !(beside && shown.contains(under)),
                "{lang:?} {size:?}\n{shown}"
            );
        }
    }
}

/// Reader 44 (es 1.10, en 1.1): at 80×22, five content files that failed
/// to load showed the first error cut mid-sentence and nothing of the
/// others; the menu, spaced for them, lost its last entries when it drew
/// one row apart. Every entry shows, the errors that fit whole, and a
/// line counting the rest.
#[test]
fn home_counts_the_load_errors_it_cannot_show() {
    for lang in LANGS {
        let folder = tempfile::tempdir().unwrap();
        for n in 1..=5 {
            std::fs::write(
                folder.path().join(format!("b{n}.en.yaml")),
                format!(
                    "id: broken{n}\ntitle: \"Broken {n}\nsteps:\n  - title: one\n    text: hi\n"
                ),
            )
            .unwrap();
        }
        let (catalog, errors) = bloomlab::content::Catalog::with_extra(Some(folder.path()));
        assert_eq!(errors.len(), 5);
        let app = bloomlab::tui::build_app_with(
            lang,
            catalog,
            errors,
            Store::in_memory(),
            Start::Home,
            std::sync::mpsc::channel().0,
            options(),
        );
        let mut app = app;
        let shown = super::screen(&mut app, 80, 22);
        for key in '1'..='7' {
            assert!(
                shown.lines().any(|line| line
                    .trim_matches('"')
                    .trim_start_matches([' ', '▶'])
                    .starts_with(key)),
                "{lang:?}: entry {key}\n{shown}"
            );
        }
        assert!(shown.contains("b1.en.yaml:2:8"), "{lang:?}\n{shown}");
        assert!(shown.contains("bloomlab check"), "{lang:?}\n{shown}");
    }
}

/// Reader 44 (es 2.1): at 80×22 the Experiments help said some of the
/// screen's words were left out «in a taller window», and no key showed
/// them. ↓ shows the words on a page of their own, ↑ goes back.
#[test]
fn the_help_shows_the_words_it_left_out_on_down() {
    for lang in LANGS {
        let mut app = super::app(lang);
        super::keys(&mut app, "44?");
        let first = super::joined(&super::screen(&mut app, 80, 22));
        assert!(first.contains("↓"), "{lang:?}\n{first}");
        assert!(!first.contains("B L C K X F"), "{lang:?}\n{first}");
        key(&mut app, KeyCode::Down);
        let words = super::joined(&super::screen(&mut app, 80, 22));
        assert!(words.contains("B L C K X F"), "{lang:?}\n{words}");
        key(&mut app, KeyCode::Up);
        assert_eq!(
            super::joined(&super::screen(&mut app, 80, 22)),
            first,
            "{lang:?}"
        );
        super::keys(&mut app, "?");
        assert!(!app.help_shown(), "{lang:?}");
    }
}

/// Reader 45 (en 1.4): My results for an exercise graded four times, with
/// no check left to pass, kept sixteen rows for its lists at 120×40 and
/// left twelve of them blank above the chart. The lists take the rows
/// they need, eight at least.
#[test]
fn my_results_leaves_no_blank_block_over_an_exercises_chart() {
    use bloomlab::records::{AttemptKind, QuizAttempt};
    for (lang, size) in [(Lang::En, (120, 40)), (Lang::Es, (80, 24))] {
        let mut store = Store::in_memory();
        for (n, score) in [0u32, 7, 6, 9].into_iter().enumerate() {
            store.records.attempts.push(QuizAttempt {
                id: format!("graded-{n}"),
                quiz_id: "bloom".to_owned(),
                lang: lang.code().to_owned(),
                finished_at: 1_796_083_200 + n as u64 * 120,
                score,
                max_score: 9,
                kind: AttemptKind::Exercise,
                ..Default::default()
            });
        }
        let mut app = super::app_on(lang, store);
        super::keys(&mut app, "6");
        key(&mut app, KeyCode::Right);
        let shown = super::screen(&mut app, size.0, size.1);
        let rows: Vec<&str> = shown.lines().collect();
        let last_attempt = rows.iter().rposition(|row| row.contains("0/9")).unwrap();
        let chart_title = rows.iter().position(|row| row.contains('─')).unwrap();
        let blank = chart_title - last_attempt - 1;
        assert!(blank <= 4, "{lang:?}: {blank} blank rows\n{shown}");
    }
}

/// Reader 44 (es 1.4): removing a false positive from a counting filter
/// at 80×24 warned «…el filtro no podía saberlo» / «(un falso
/// positivo), …», its first row ending at column 60: the short
/// parenthesis, held whole, did not fit. The warning has no parenthesis,
/// and its first row runs on.
#[test]
fn the_false_positive_removal_warning_fills_its_first_row() {
    for lang in LANGS {
        let mut app = super::app(lang);
        super::keys(&mut app, "2fx");
        for word in ["rojo", "azul", "verde", "negro", "blanco", "gris"] {
            super::keys(&mut app, &format!("a{word}"));
            key(&mut app, KeyCode::Enter);
        }
        super::keys(&mut app, "rtren");
        key(&mut app, KeyCode::Enter);
        let shown = super::screen(&mut app, 80, 24);
        let row = shown
            .lines()
            .find(|line| line.contains('⚠') && line.contains("tren"))
            .unwrap_or_else(|| panic!("{lang:?}: no warning\n{shown}"));
        assert!(
            row.trim_end_matches([' ', '"']).chars().count() >= 70,
            "{lang:?}: {row}\n{shown}"
        );
    }
}
