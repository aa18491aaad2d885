//! Reader 12's items taken up in stop 40: each checked on the screen
//! where it was seen, in both languages, at 80×24 (Spanish reader) and
//! 120×40 (English reader).

use crossterm::event::KeyCode;

use super::{SEEN, app, key, keys, screen};

/// es 5.1: lesson 3's binary fuse question took 9.59, the Bloom filter's
/// figure for 1 %, as right («✓ 9,59 es correcto: la respuesta es 9,4»);
/// the filter's own 9.50 is right, 9.59 is not.
#[test]
fn the_binary_fuse_question_refuses_blooms_figure() {
    for (lang, (width, height)) in SEEN {
        for (typed, right) in [("9.59", false), ("9.5", true)] {
            let mut app = app(lang);
            super::reader_nine::to_lesson_step(&mut app, 2, |s| {
                s.predict
                    .as_ref()
                    .is_some_and(|p| p.question.contains("fuse"))
            });
            keys(&mut app, typed);
            key(&mut app, KeyCode::Enter);
            let shown = super::joined(&screen(&mut app, width, height));
            let mark = if right { "✓" } else { "✗" };
            assert!(
                shown.contains(&format!("{mark} 9")),
                "{lang:?} {typed}: {shown}"
            );
        }
    }
}

/// en 2.4: q while a lesson's number is typed is a letter the field
/// refuses, not a way out that loses the number; Esc still leaves.
#[test]
fn q_in_a_lessons_number_does_not_leave() {
    for (lang, (width, height)) in SEEN {
        let mut app = app(lang);
        // Lesson 2's first question answered with a typed number.
        super::reader_nine::to_lesson_step(&mut app, 1, |s| {
            s.predict.as_ref().is_some_and(|p| p.choices.is_empty())
        });
        assert!(super::lesson(&app).numeric().is_some());
        keys(&mut app, "23");
        keys(&mut app, "q");
        let shown = screen(&mut app, width, height);
        assert!(
            app.lesson_view().session.is_some(),
            "{lang:?}: left\n{shown}"
        );
        assert!(
            shown.contains("23"),
            "{lang:?}: the number is kept\n{shown}"
        );
        key(&mut app, KeyCode::Esc);
        assert!(app.lesson_view().session.is_none(), "{lang:?}: Esc leaves");
    }
}

/// es 3.1: at 80×24 lesson 2's confidence-interval step opens with its
/// choices below the fold; a digit then brings them into view and says
/// so, and only the next one answers. es 3.4: «answer the question
/// first» goes with the next key.
#[test]
fn an_answer_key_first_shows_choices_below_the_fold() {
    use bloomlab::lang::Lang;
    for lang in Lang::ALL {
        let mut app = app(lang);
        let step = super::reader_nine::to_lesson_step(&mut app, 1, |s| {
            s.title.contains("confidence interval") || s.title.contains("intervalo de confianza")
        });
        let before = screen(&mut app, 80, 24);
        assert!(
            !before.contains("1) "),
            "{lang:?}: the choices show at once\n{before}"
        );
        keys(&mut app, "1");
        let shown = screen(&mut app, 80, 24);
        assert!(
            super::lesson(&app).answers[step].is_none(),
            "{lang:?}: answered blind"
        );
        let said = bloomlab::t!(lang, "lesson-choices-now-in-view");
        assert!(super::joined(&shown).contains(&said), "{lang:?}:\n{shown}");
        assert!(shown.contains("1) "), "{lang:?}: choices in view\n{shown}");
        // → before answering: held, and said; the next key takes the
        // words away.
        key(&mut app, KeyCode::Right);
        let held = bloomlab::t!(lang, "quiz-lesson-answer-first");
        assert!(super::joined(&screen(&mut app, 80, 24)).contains(&held));
        key(&mut app, KeyCode::Down);
        assert!(!super::joined(&screen(&mut app, 80, 24)).contains(&held));
        keys(&mut app, "1");
        assert!(super::lesson(&app).answers[step].is_some(), "{lang:?}");
    }
}

/// es 3.5: a table cancelled before any row was measured draws no chart
/// of the prediction alone; one line says there is nothing to chart.
#[test]
fn a_run_cancelled_at_once_draws_no_empty_chart() {
    use std::time::Duration;
    for (lang, (width, height)) in SEEN {
        let (mut app, inbox) = super::app_with_inbox(lang);
        keys(&mut app, "4s");
        keys(&mut app, "x");
        super::deliver_until_stopped(&mut app, &inbox, Duration::from_secs(60));
        let shown = screen(&mut app, width, height);
        let said = bloomlab::t!(lang, "exp-chart-cancelled-empty");
        let first_words: String = said.split(':').next().unwrap().to_owned();
        assert!(
            super::joined(&shown).contains(&first_words),
            "{lang:?}:\n{shown}"
        );
        assert!(!shown.contains('└'), "{lang:?}: a chart's axis\n{shown}");
    }
}

/// es 2.4: with k pinned (and moved to 8), m no longer frees k in
/// silence: the line does not offer m, and m says how to pin it.
#[test]
fn m_with_k_pinned_keeps_k_and_says_why() {
    for (lang, (width, height)) in SEEN {
        let mut app = app(lang);
        keys(&mut app, "3k+");
        let shown = screen(&mut app, width, height);
        let status = super::status_of(&shown);
        assert!(!status.contains(" m "), "{lang:?}: {status}");
        keys(&mut app, "m");
        let shown = super::joined(&screen(&mut app, width, height));
        let said = bloomlab::t!(lang, "sizing-m-needs-k-free");
        assert!(shown.contains(&said), "{lang:?}: {shown}");
        assert_eq!(app.sizing_view().sizing.unwrap().k, 8, "{lang:?}");
    }
}

/// es 2.5: f before a run says there is nothing to save yet, where it did
/// nothing at all.
#[test]
fn f_before_a_run_says_nothing_is_measured() {
    for (lang, (width, height)) in SEEN {
        let mut app = app(lang);
        keys(&mut app, "42f");
        let shown = super::joined(&screen(&mut app, width, height));
        let said = bloomlab::t!(lang, "exp-figure-nothing-yet");
        let start: String = said.chars().take(30).collect();
        assert!(shown.contains(&start), "{lang:?}: {shown}");
    }
}

/// en 4.2, 5.2: Sizing with k pinned to 1 at 0.01 % groups its large
/// figures as counts (6,931.13; 9,999.50) and writes a tiny fill in
/// significant digits, not «0.0 %» beside an exact p of 0.0100 %.
#[test]
fn sizing_at_k_one_groups_and_shows_its_fill() {
    for (lang, (width, height)) in SEEN {
        let mut app = app(lang);
        keys(&mut app, "3k-------4");
        let shown = screen(&mut app, width, height).replace('\u{a0}', " ");
        let (ideal, bits) = match lang {
            bloomlab::lang::Lang::En => ("6,931.13", "9,999.50"),
            bloomlab::lang::Lang::Es => ("6931,13", "9999,50"),
        };
        assert!(shown.contains(ideal), "{lang:?}:\n{shown}");
        assert!(shown.contains(bits), "{lang:?}:\n{shown}");
        assert!(
            !shown.contains("0.0 %") && !shown.contains("0,0 %"),
            "{lang:?}:\n{shown}"
        );
    }
}
