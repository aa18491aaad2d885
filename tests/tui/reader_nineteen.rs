//! Reader 19's items (es at 80×24, en at 120×40), fixed in stop 46.

use bloomlab::lang::Lang;
use crossterm::event::KeyCode;

use super::{SEEN, joined, key, keys, screen};

/// Reader 19 (es 1.1): after t, the measurement's paragraph squeezed the
/// playground's log chart to three rows, where a 15 % rate sat on the
/// «100 %» row. A chart without six rows for its four decades is not
/// drawn; one line says why.
#[test]
fn the_playground_chart_is_drawn_readable_or_not_at_all() {
    for (lang, (width, height)) in SEEN {
        let mut app = super::app(lang);
        keys(&mut app, "2fw");
        for _ in 0..4 {
            key(&mut app, KeyCode::Right);
            key(&mut app, KeyCode::Up);
        }
        keys(&mut app, "gt");
        let shown = screen(&mut app, width, height).replace('\u{a0}', " ");
        let lines: Vec<&str> = shown.lines().collect();
        match lines.iter().position(|line| line.contains('└')) {
            Some(floor) => {
                // Four decades, a row each at least, every row labelled
                // (reader 30, es 1.1), or a row and a half each.
                let top = lines
                    .iter()
                    .position(|line| line.contains("100 %") && line.contains('│'))
                    .unwrap_or_else(|| panic!("{shown}"));
                assert!(floor - top >= 5, "{shown}");
            }
            None => {
                let said = bloomlab::t!(lang, "play-chart-too-small", cells = "bits");
                assert!(joined(&shown).contains(&said[..20]), "{shown}");
            }
        }
    }
}

/// Reader 19 (es 6.7): the explanation read «with 95 % confidence, the
/// average rate lies between …», the reading lesson 2 and the formula
/// quiz teach the student to avoid. It says what the 95 % is about: how
/// many intervals made this way contain the rate.
#[test]
fn the_interval_is_explained_as_lesson_2_teaches_it() {
    for (lang, (width, height)) in SEEN {
        let mut app = super::app(lang);
        keys(&mut app, "4");
        super::fake_table_results(&mut app);
        // Shown at once where there is room; e shows it where there is not.
        let mut shown = joined(&screen(&mut app, width, height));
        keys(&mut app, "e");
        shown.push_str(&joined(&screen(&mut app, width, height)));
        let shown = shown.replace('\u{a0}', " ");
        let (right, wrong) = match lang {
            Lang::Es => (
                "al menos 95 intervalos de cada 100 contienen",
                "de confianza, la tasa",
            ),
            _ => (
                "at least 95 intervals in 100 contain",
                "confidence, the average",
            ),
        };
        assert!(shown.contains(right), "{shown}");
        assert!(!shown.contains(wrong), "{shown}");
    }
}

/// Reader 19 (en 3.1): with the row's words left open by `e` from an
/// earlier comparison, the next one's grade of the prediction was never
/// seen: it is drawn in their place. A new comparison closes them.
#[test]
fn a_new_comparison_shows_the_predictions_grade() {
    for (lang, (width, height)) in SEEN {
        let mut app = super::alternatives_tab::at_target(lang, 0.002);
        key(&mut app, KeyCode::Right);
        super::fake_alternatives_at(&mut app, vec![0.002], 4, true);
        keys(&mut app, "e");
        // A new prediction, for a new comparison at the same target.
        key(&mut app, KeyCode::Right);
        super::fake_alternatives_at(&mut app, vec![0.002], 4, true);
        let shown = joined(&screen(&mut app, width, height));
        let said = match lang {
            Lang::Es => "Has elegido",
            _ => "You said",
        };
        assert!(shown.contains(said), "{shown}");
    }
}

/// Reader 19: lesson 2 said «r repeats» for all of Experiments, where the
/// Alternatives tab has no r (en 2.1, es 2.3); it taught Holm's method
/// without its cap at 1, which the screens then show (en 6.3); lesson 3
/// said «the structures of this lesson all err» two lines after the
/// hash set that never does (en 6.2).
#[test]
fn the_lessons_say_what_the_screens_show() {
    for lang in [Lang::Es, Lang::En] {
        let formula = super::whole_lesson_text(&mut super::app(lang), 1).replace('\u{a0}', " ");
        let structures = super::whole_lesson_text(&mut super::app(lang), 2);
        let (tabs, cap, other) = match lang {
            Lang::Es => (
                "en sus tres primeras pestañas, r repite",
                "ni pase de 1",
                "Las demás estructuras de esta lección se equivocan",
            ),
            _ => (
                "in its first three tabs, r repeats",
                "nor rise above 1",
                "The other structures of this lesson err",
            ),
        };
        assert!(formula.contains(tabs), "{formula}");
        assert!(formula.contains(cap), "{formula}");
        assert!(structures.contains(other), "{structures}");
    }
}

/// Reader 19 (es 1.2): after an answer, a long question's first line went
/// out of sight with nothing to say so. A line says there is more above,
/// and PgUp brings the question's start back.
#[test]
fn a_long_questions_start_is_said_and_reached() {
    let mut seen = 0;
    // At the smallest screen bloomlab draws, where the reader's question
    // ran over at 80×24 with its options in another order.
    for (lang, (width, height)) in [(Lang::Es, (80, 22)), (Lang::En, (80, 22))] {
        let quizzes = bloomlab::content::Catalog::builtin()
            .0
            .quizzes_in(lang)
            .len();
        for index in 0..quizzes {
            let mut app = super::app(lang);
            super::open_quiz_at(&mut app, index);
            for _ in 0..super::quiz(&app).questions.len() {
                let start: String = super::quiz(&app)
                    .question()
                    .prompt
                    .split_whitespace()
                    .take(3)
                    .collect::<Vec<_>>()
                    .join(" ");
                // The third option where there is one: its feedback is the
                // reader's, and longer than the first's.
                let before = super::quiz(&app).answered_count();
                if super::quiz(&app).question().question_type()
                    == bloomlab::content::QuestionType::Single
                {
                    keys(&mut app, "3");
                }
                if super::quiz(&app).answered_count() == before {
                    super::answer_first(&mut app);
                }
                let shown = joined(&screen(&mut app, width, height)).replace('\u{a0}', " ");
                if !shown.contains(&start) {
                    seen += 1;
                    let above = bloomlab::t!(lang, "ui-more-above");
                    assert!(shown.contains(&above[..8]), "{start}: {shown}");
                    key(&mut app, KeyCode::PageUp);
                    key(&mut app, KeyCode::PageUp);
                    let up = joined(&screen(&mut app, width, height)).replace('\u{a0}', " ");
                    assert!(up.contains(&start), "{start}: {up}");
                }
                key(&mut app, KeyCode::Enter);
            }
        }
    }
    assert!(seen > 0, "no question ran past the screen");
}

/// Reader 19: the Exercises screen gave times with no zone, where My
/// results says «horas en UTC» (es 3.6); Sizing's «9 % above the p asked
/// for» read as percentage points (en 5.6).
#[test]
fn times_name_their_zone_and_shares_say_so() {
    for (lang, (width, height)) in SEEN {
        // A known zone is local time (reader 83, es 4.1).
        let local = bloomlab::t!(lang, "class-local-time");
        let zone = bloomlab::t!(lang, "exscreen-times-in", zone = local);
        // No time on screen before a grading: no zone either.
        let mut app = super::app(lang);
        keys(&mut app, "7");
        let shown = joined(&screen(&mut app, width, height));
        assert!(!shown.contains(&zone), "{shown}");
        let mut store = bloomlab::records::Store::in_memory();
        super::fixed_exercise_runs(&mut store, lang);
        let mut app = super::app_on(lang, store);
        keys(&mut app, "7");
        let shown = joined(&screen(&mut app, width, height));
        assert!(shown.contains(&zone), "{shown}");
        let mut app = super::app(lang);
        keys(&mut app, "3");
        // n down to 10, where Bloom's formula falls short.
        for _ in 0..20 {
            key(&mut app, KeyCode::Left);
        }
        let shown = joined(&screen(&mut app, width, height));
        let share = match lang {
            Lang::Es => "veces la de Bloom",
            _ => "times Bloom's",
        };
        assert!(shown.contains(share), "{shown}");
    }
}

/// Reader 19 (es 1.4): «← tu respuesta» after an option's wrapped text
/// stranded its last word with it («positivos  ← tu respuesta»). The
/// text wraps so that two words or more keep a note company: now the
/// one a missed right answer takes (the verdict names a single pick).
#[test]
fn an_options_note_keeps_company() {
    for (lang, (width, height)) in SEEN {
        let mut app = super::app(lang);
        keys(&mut app, "5");
        key(&mut app, KeyCode::Enter);
        let note = bloomlab::t!(lang, "quiz-also-right-note");
        for _ in 0..super::quiz(&app).questions.len() {
            super::answer_first(&mut app);
            let shown = screen(&mut app, width, height);
            for line in shown.lines().filter(|line| line.contains(&note)) {
                let text = line.trim_matches('"').split(&note).next().unwrap_or("");
                let words = text.split_whitespace().count();
                assert!(words >= 2, "{line}\n{shown}");
            }
            key(&mut app, KeyCode::Enter);
        }
    }
}

/// Reader 19 (en 2.7): `h` on a question with no hint did nothing, with
/// no word. It says there is none.
#[test]
fn a_hint_key_without_a_hint_says_so() {
    for (lang, (width, height)) in SEEN {
        let mut app = super::app(lang);
        keys(&mut app, "5");
        key(&mut app, KeyCode::Enter);
        let mut seen = false;
        for _ in 0..super::quiz(&app).questions.len() {
            if super::quiz(&app).question().hint.is_none() {
                keys(&mut app, "h");
                let shown = joined(&screen(&mut app, width, height));
                assert!(
                    shown.contains(&bloomlab::t!(lang, "quiz-no-hint")),
                    "{shown}"
                );
                seen = true;
                break;
            }
            super::answer_first(&mut app);
            key(&mut app, KeyCode::Enter);
        }
        assert!(seen, "every question of the quiz has a hint");
    }
}
