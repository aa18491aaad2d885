//! Reader 19's items left at stop 46, fixed in stop 47.

use bloomlab::content::Catalog;
use bloomlab::lang::Lang;
use bloomlab::records::{LessonProgress, Prediction, Store};
use crossterm::event::KeyCode;

use super::{SEEN, joined, key, screen};

/// Records where the first lesson was read to its end with two
/// predictions made.
pub(super) fn finished_first_lesson(lang: Lang) -> Store {
    let (catalog, _) = Catalog::builtin();
    let lesson = catalog
        .lessons
        .iter()
        .find(|lesson| lesson.lesson.id == "bloom-basics" && lesson.lesson.lang == lang)
        .expect("the first lesson");
    let steps = lesson.lesson.steps.len();
    let mut store = Store::in_memory();
    store.records.lessons.push(LessonProgress {
        lesson_id: "bloom-basics".into(),
        lang: lang.code().into(),
        step: steps - 1,
        steps,
        predictions: vec![
            Prediction {
                step: 1,
                choice: 0,
                correct: true,
            },
            Prediction {
                step: 3,
                choice: 0,
                correct: false,
            },
        ],
        updated_at: 1,
        order_seed: None,
    });
    store
}

/// Reader 19 (en 2.3): on a finished lesson, the Enter that opened it
/// and one more wiped its predictions. Starting over asks first, and any
/// other key keeps them, saying so.
#[test]
fn starting_a_finished_lesson_over_asks_first() {
    for (lang, (width, height)) in SEEN {
        let mut app = super::app_on(lang, finished_first_lesson(lang));
        super::open_first_lesson(&mut app);
        key(&mut app, KeyCode::Enter);
        let asked = joined(&screen(&mut app, width, height));
        let question = bloomlab::t!(lang, "lesson-start-over-ask", key = "Enter", answered = 2);
        assert!(asked.contains(&question), "{lang:?}: {asked}");
        // The status line names the key the question names (reader 34,
        // en 2.2: «r start over» under «Enter again»), as the answer that
        // forgets them (reader 36, es 2.3: it read as the offer still).
        let status = super::status_of(&screen(&mut app, width, height));
        let start_over = bloomlab::t!(lang, "lesson-key-start-over-yes");
        assert!(
            status.contains(&format!("Enter r {start_over}")),
            "{lang:?}: {status}"
        );
        let saved = |app: &bloomlab::tui::App| {
            app.store()
                .lesson("bloom-basics", lang.code())
                .map_or(0, |saved| saved.predictions.len())
        };
        assert_eq!(saved(&app), 2, "nothing forgotten yet");
        // Another key keeps them, and says it did nothing else.
        key(&mut app, KeyCode::Right);
        let kept = joined(&screen(&mut app, width, height));
        let said = bloomlab::t!(lang, "lesson-start-over-kept", answered = 2);
        assert!(kept.contains(&said), "{lang:?}: {kept}");
        // No question was answered: the key only said no (en 2.2).
        assert!(
            !said.contains("answer") && !said.contains("respuesta"),
            "{said}"
        );
        // → does nothing here: the note promised it would work if pressed
        // again (reader 36, es 2.3).
        assert!(
            !said.contains("again") && !said.contains("otra vez"),
            "{said}"
        );
        assert_eq!(saved(&app), 2);
        // Asked and confirmed: the lesson starts over.
        key(&mut app, KeyCode::Enter);
        key(&mut app, KeyCode::Enter);
        assert_eq!(super::lesson(&app).step, 0);
        assert_eq!(saved(&app), 0);
    }
}

/// Reader 19 (es 1.9): after r on Alternatives, the note «r: the 20-seed
/// repeat is on tabs 1 to 3» pushed d, f, ↑↓ and Tab behind «…». While
/// the note shows, the status line takes a third row and hides no key,
/// at 80 columns; from 100 on it keeps one row (reader 25, en 1.1), and
/// `reader_twentyfive` tests what gives way there.
#[test]
fn a_note_on_the_status_line_hides_no_key() {
    for (lang, (width, height)) in SEEN.into_iter().filter(|(_, (width, _))| *width < 100) {
        let mut app = super::app(lang);
        super::keys(&mut app, "44");
        super::fake_alternatives(&mut app, 23, false);
        let before = screen(&mut app, width, height);
        let keys_before = super::status_of(&before);
        super::keys(&mut app, "r");
        let shown = screen(&mut app, width, height);
        let status = super::status_of(&shown);
        let note = bloomlab::t!(lang, "exp-alt-no-repeat");
        assert!(joined(&status).contains(&note), "{lang:?}: {shown}");
        assert!(!status.contains('…'), "{lang:?}: {shown}");
        for key in ["Tab", "f ", "d "] {
            assert!(keys_before.contains(key), "{lang:?}: {before}");
            assert!(status.contains(key), "{lang:?} {key}: {shown}");
        }
    }
}

/// Reader 19 (es 2.2): at 80×24 the Alternatives help left out s, e, v,
/// c and f, the status line's keys, without a word. Reader 41 (es 2.4)
/// found the line that then named them the only one of its kind: every
/// key is listed now, at 80×24 too.
#[test]
fn the_alternatives_help_says_where_the_other_keys_are() {
    for (lang, (width, height)) in SEEN {
        let mut app = super::app(lang);
        super::keys(&mut app, "44?");
        let shown = joined(&screen(&mut app, width, height));
        // s on the line, where the help lists it; e with c and f, none
        // of them on the line before a run.
        let start = bloomlab::t!(lang, "exp-key-start");
        let explain = bloomlab::t!(lang, "exp-key-alt-explain");
        assert!(shown.contains(&format!("s  {start}")), "{lang:?}: {shown}");
        assert!(shown.contains(&explain), "{lang:?}: {shown}");
    }
}

/// Reader 19 (es 2.7): Enter opens on Home and on the lessons' list; on
/// Exercises it did nothing, silently. It says the screen only shows the
/// commands, to run in another terminal.
#[test]
fn enter_on_exercises_says_what_the_screen_is_for() {
    for (lang, (width, height)) in SEEN {
        let mut app = super::app(lang);
        super::keys(&mut app, "7");
        key(&mut app, KeyCode::Enter);
        let shown = screen(&mut app, width, height);
        let said = bloomlab::t!(lang, "exscreen-enter-nothing");
        assert!(joined(&shown).contains(&said), "{lang:?}: {shown}");
        key(&mut app, KeyCode::Down);
        let shown = screen(&mut app, width, height);
        assert!(!joined(&shown).contains(&said), "{lang:?}: {shown}");
    }
}

/// Reader 19 (en 5.2): «the answer is 0.642 (±0.02), that is 64.15 %».
/// The percent is the fraction shown, its point moved: 64.2 %.
#[test]
fn a_percent_after_a_fraction_moves_its_point() {
    for (lang, (width, height)) in SEEN {
        let mut app = quiz_at_question(lang, "sweep-any-flag");
        super::keys(&mut app, "64%");
        key(&mut app, KeyCode::Enter);
        let shown = joined(&screen(&mut app, width, height)).replace('\u{a0}', " ");
        let (right, wrong) = match lang {
            // Four significant digits (reader 33, en).
            Lang::Es => ("0,6415", "64,15 %"),
            _ => ("0.6415", "64.15 %"),
        };
        assert!(
            shown.contains(right) && shown.contains(wrong),
            "{lang:?}: {shown}"
        );
    }
}

/// Reader 19's phrasing (en 4.4, 4.5, 4.10; es 4.1 to 4.4, 4.10, 4.11):
/// «at any rate» read as «anyway», «So» followed nothing, «halfway» at
/// 16 of 20, calques («atrapan», «aparato de red», «un pequeño tanto por
/// ciento», «un paso largo») and the telegraphic «Escrito …».
#[test]
fn reader_nineteens_phrasing_is_gone() {
    let mut course = super::reader_twenty::course_text(&["app-scroll-a-long-step"]);
    for lang in [Lang::Es, Lang::En] {
        course.push_str(&bloomlab::t!(lang, "exp-repeat-judged-at-end", seeds = 20));
        course.push_str(&bloomlab::t!(
            lang,
            "ex-new-written",
            path = "f.py",
            builds = "no"
        ));
    }
    for gone in [
        "at any rate",
        "So blocks",
        "halfway",
        "atrapan",
        "aparato de red",
        "pequeño tanto por ciento",
        "paso largo",
        "Escrito ",
        "cuándo es\\n      exacta",
    ] {
        assert!(!course.contains(gone), "«{gone}» is still there");
    }
}

/// Reader 19 (es 3.3): a review of one question made «2 intentos» of one
/// attempt at the quiz. The count says how many were whole.
#[test]
fn my_results_counts_whole_attempts_apart() {
    use bloomlab::records::AttemptKind;
    for (lang, (width, height)) in SEEN {
        let mut app = super::reviewing_from_my_results(lang);
        super::answer_first(&mut app);
        key(&mut app, KeyCode::Enter);
        key(&mut app, KeyCode::Esc);
        key(&mut app, KeyCode::Esc);
        let attempts = app.store().records.attempts.clone();
        let quiz_id = attempts.last().unwrap().quiz_id.clone();
        let ours: Vec<_> = attempts.iter().filter(|a| a.quiz_id == quiz_id).collect();
        let whole = ours.iter().filter(|a| a.kind == AttemptKind::Whole).count();
        assert!(whole < ours.len(), "the review is among them");
        let shown = joined(&screen(&mut app, width, height));
        let heading = bloomlab::t!(
            lang,
            "history-attempts",
            kind = "quiz",
            count = ours.len(),
            whole = whole,
            partial = ours.len() - whole,
            zone = ""
        );
        let words = match lang {
            Lang::Es => "completo",
            _ => "whole",
        };
        assert!(heading.contains(words), "{heading}");
        assert!(
            shown.contains(heading.trim_end()),
            "{lang:?}: {heading} in {shown}"
        );
    }
}

/// Reader 19 (en 6.10): Exercises sent «Fix the filter» to lesson 2's
/// step 17, which teaches none of the intervals, p-values and Holm its
/// grading uses; the step that hands the exercise out names it.
#[test]
fn each_exercise_points_at_a_step_that_fits() {
    let (catalog, _) = Catalog::builtin();
    let fix = bloomlab::exercise::find("fix-the-filter").unwrap();
    for loaded in catalog
        .lessons
        .iter()
        .filter(|loaded| loaded.lesson.id == fix.lesson.lesson)
    {
        let step = &loaded.lesson.steps[fix.lesson.step - 1];
        assert!(format!("{step:?}").contains("fix-the-filter"), "{step:?}");
    }
}

/// Reader 19 (es 6.9): a cuckoo row's words «rejected the exact
/// formula», the course's name for Bloom's m, k, n formula; the row is
/// judged against its own theory, and says so.
#[test]
fn a_cuckoo_row_is_judged_against_its_own_theory() {
    for (lang, (width, height)) in SEEN {
        let mut app = super::app(lang);
        super::keys(&mut app, "44");
        super::fake_alternatives(&mut app, 23, true);
        let cuckoo = "cuckoo";
        let mut shown = String::new();
        for _ in 0..23 {
            shown = joined(&screen(&mut app, width, height));
            if shown.contains(&format!("▶ {cuckoo}")) {
                break;
            }
            key(&mut app, KeyCode::Down);
        }
        assert!(shown.contains(&format!("▶ {cuckoo}")), "{shown}");
        super::keys(&mut app, "e");
        let words = joined(&screen(&mut app, width, height));
        let (own, exact) = match lang {
            Lang::Es => ("su propia teoría", "la fórmula exacta"),
            _ => ("its own theory", "the exact formula"),
        };
        assert!(words.contains(own), "{lang:?}: {words}");
        assert!(!words.contains(exact), "{lang:?}: {words}");
    }
}

/// Reader 19 (es 5.11) read «151,00 with n = 1,000,000» as a whole number
/// with two idle zeros; readers 23 and 24 (es 5.3, 5.1) then found «151»
/// beside «94,37» and «94,4» beside the Alternatives tab's 94,37. The
/// figure is 150.995 rounded: the lesson wrote it as the compare rows
/// do, with two decimals, until reader 39 read those as padding; it says
/// «about 151» (Holm's cap, «1» not «1,0», is tested in the library).
#[test]
fn the_hash_set_reads_as_compare_writes_it() {
    for (lang, (width, _)) in SEEN {
        let mut app = super::app(lang);
        super::open_lesson_at(&mut app, 2);
        let mut text = String::new();
        while !super::lesson(&app).at_end() {
            super::lesson_and_quiz::answer_if_asked(&mut app);
            text.push_str(&joined(&screen(&mut app, width, 200)));
            key(&mut app, KeyCode::Right);
        }
        let mark = if lang == Lang::Es { ',' } else { '.' };
        // Reader 39 (es 5.4): «151,00» padded a rounded figure with zeros;
        // «about 151» says it is rounded.
        let about = if lang == Lang::Es {
            "unos 151 "
        } else {
            "about 151 "
        };
        assert!(text.contains(about), "{lang:?}: {text}");
        assert!(!text.contains(&format!("151{mark}00 ")), "{lang:?}: {text}");
        assert!(text.contains(&format!("94{mark}37 ")), "{lang:?}: {text}");
    }
}

/// A quiz open at the question `id`, the ones before it answered with
/// their first option (or 1).
pub(super) fn quiz_at_question(lang: Lang, id: &str) -> bloomlab::tui::App {
    for index in 0..4 {
        let mut app = super::app(lang);
        super::open_quiz_at(&mut app, index);
        for _ in 0..40 {
            if super::quiz(&app).question().id == id {
                return app;
            }
            super::answer_first(&mut app);
            key(&mut app, KeyCode::Enter);
            if app.quiz_view().session.is_none() {
                break;
            }
        }
    }
    panic!("no quiz asks {id}");
}

/// Reader 19 (es 1.5): «Con las probabilidades escritas como» stopped at
/// 37 columns, as the long sum after it was carried whole to the next
/// line. The sum is a paragraph of its own.
#[test]
fn a_long_sum_does_not_cut_its_sentence_short() {
    for (lang, (width, height)) in SEEN {
        let mut app = quiz_at_question(lang, "average-of-x");
        super::keys(&mut app, "1");
        key(&mut app, KeyCode::Enter);
        let shown = screen(&mut app, width, height + 20);
        let word = match lang {
            Lang::Es => "decimales (",
            _ => "decimals (",
        };
        let line = shown
            .lines()
            .find(|line| line.contains(word))
            .unwrap_or_else(|| panic!("{shown}"));
        let line = line.trim_matches(|c: char| c == '"' || c == ' ');
        assert!(line.ends_with("):"), "{lang:?}: «{line}» in {shown}");
    }
}

/// Reader 19 (es 1.7): lesson 1's naive deletion scrolled its bits off
/// the top and left «✂ ▲ ▲» floating under the pointer line; the ✂ row
/// goes with its bits, as the ▲ rows do.
#[test]
fn the_cut_mark_row_goes_with_its_bits() {
    for (lang, (width, height)) in SEEN {
        let mut app = super::app(lang);
        super::reader_nine::to_lesson_step(&mut app, 0, |step| {
            step.scene.is_some() && format!("{step:?}").contains("Clear")
        });
        super::lesson_and_quiz::answer_if_asked(&mut app);
        for _ in 0..8 {
            key(&mut app, KeyCode::Down);
            let shown = screen(&mut app, width, height);
            let lines: Vec<&str> = shown
                .lines()
                .map(|line| line.trim_matches('"').trim())
                .collect();
            let first = super::reader_twelve_rest::first_body_line(&shown);
            assert!(
                !super::reader_twelve_rest::marks_only(&first),
                "{lang:?}: «{first}» in {shown}"
            );
            // Nor under the line that says the bits are just above.
            let pointer = bloomlab::t!(lang, "lesson-array-above", kind = "bit");
            if let Some(at) = lines.iter().position(|line| *line == pointer) {
                let next = lines[at + 1..].iter().find(|line| !line.is_empty());
                let next = next.copied().unwrap_or_default();
                assert!(
                    !super::reader_twelve_rest::marks_only(next),
                    "{lang:?}: «{next}» in {shown}"
                );
            }
        }
    }
}

/// Reader 19 (es 1.10): with e, a short row's words left three blank
/// lines above a table cut to one row; one blank line parts them, and
/// the table takes the rest.
#[test]
fn the_explained_row_leaves_no_gap_above_the_table() {
    for (lang, (width, height)) in SEEN {
        let mut app = super::app(lang);
        super::keys(&mut app, "44");
        super::fake_alternatives(&mut app, 23, true);
        for _ in 0..23 {
            super::keys(&mut app, "e");
            let shown = screen(&mut app, width, height);
            let lines: Vec<&str> = shown
                .lines()
                .map(|line| line.trim_matches('"').trim())
                .collect();
            let header = lines
                .iter()
                .position(|line| line.starts_with(&bloomlab::t!(lang, "exp-alt-structure")))
                .unwrap_or_else(|| panic!("{shown}"));
            assert!(
                !lines[header - 1].is_empty() || !lines[header - 2].is_empty(),
                "{lang:?}: {shown}"
            );
            super::keys(&mut app, "e");
            key(&mut app, KeyCode::Down);
        }
    }
}

/// Reader 19 (en 3.2): on lesson 3's cache-line step, the answer and
/// then the measurement scrolled the view down to the lowest paragraph
/// that showed them, and the step's opening went away mid-read. The view
/// moves only as far as it must: at 120×40 the step's start stays.
#[test]
fn an_answer_and_its_measurement_keep_the_steps_start_in_view() {
    for lang in [Lang::Es, Lang::En] {
        let (width, height) = (120, 40);
        let (mut app, inbox) = super::app_with_inbox(lang);
        // The second step that measures after a prediction: blocks.
        let seen = std::cell::Cell::new(0);
        let step = super::reader_nine::to_lesson_step(&mut app, 2, |step| {
            let measured = step.experiment.is_some() && step.predict.is_some();
            seen.set(seen.get() + usize::from(measured));
            measured && seen.get() == 2
        });
        let before = screen(&mut app, width, height);
        let first = super::reader_twelve_rest::first_body_line(&before);
        super::lesson_and_quiz::answer_if_asked(&mut app);
        super::deliver_until_stopped(&mut app, &inbox, std::time::Duration::from_secs(30));
        assert_eq!(super::lesson(&app).step, step);
        let after = screen(&mut app, width, height);
        let now = super::reader_twelve_rest::first_body_line(&after);
        assert_eq!(first, now, "{lang:?}: {after}");
    }
}

/// Reader 19 (en 6.7): a several-answer question missed by leaving a
/// right option unticked marked it «also correct, but not ticked» with no
/// reason; its feedback is shown with the ticked ones'.
#[test]
fn an_unticked_right_option_is_explained() {
    for (lang, (width, height)) in SEEN {
        let mut app = super::app(lang);
        super::open_quiz_at(&mut app, 0);
        let mut explained = false;
        for _ in 0..40 {
            let Some(run) = app.quiz_view().session else {
                break;
            };
            let question = run.question().clone();
            if matches!(
                question.kind,
                bloomlab::content::QuestionKind::Multiple { .. }
            ) {
                super::answer_first(&mut app);
                let shown = joined(&screen(&mut app, width, height + 30));
                for (index, option) in question.choices().iter().enumerate() {
                    let ticked_first = super::quiz(&app).order.first() == Some(&index);
                    if question.is_right_option(index) && !ticked_first {
                        let start: String = option.feedback.chars().take(25).collect();
                        assert!(shown.contains(&start), "{lang:?}: «{start}» in {shown}");
                        explained = true;
                    }
                }
            } else {
                super::answer_first(&mut app);
            }
            key(&mut app, KeyCode::Enter);
        }
        assert!(explained, "{lang:?}: no right option was left unticked");
    }
}
