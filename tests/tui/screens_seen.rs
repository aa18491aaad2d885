//! What two students tripped over (issue 23), each at the size where it
//! was seen, in both languages: bullets that wrap under their text (lesson
//! 3, steps 7 and 8), a number kept with its name (quiz 1, question 20),
//! My results showing what another window saved, and one variety of
//! Spanish on the screens.

use std::path::Path;

use bloomlab::content::Catalog;
use bloomlab::lang::Lang;
use bloomlab::records::{AnsweredQuestion, QuizAttempt, Store};
use bloomlab::tui::{App, AppOptions, Start, Theme, build_app_with};
use crossterm::event::KeyCode;

use super::{app, joined, key, keys, options, screen};

/// The rows of a drawn screen, without TestBackend's quotes.
fn rows(shown: &str) -> Vec<String> {
    shown
        .lines()
        .map(|line| {
            let line = line.strip_prefix('"').unwrap_or(line);
            line.strip_suffix('"').unwrap_or(line).to_owned()
        })
        .collect()
}

/// Where a list item starts on a row: the column of its "- " or "• ".
fn item_at(row: &str) -> Option<usize> {
    let text = row.trim_start();
    (text.starts_with("- ") || text.starts_with("• "))
        .then(|| row.chars().count() - text.chars().count())
}

/// Rows that go on a list item without hanging under its text, and how
/// many rows went on an item at all (a test that saw none proves nothing).
fn unhung_items(shown: &str) -> (Vec<String>, usize) {
    let rows = rows(shown);
    let mut problems = Vec::new();
    let mut continued = 0;
    for pair in rows.windows(2) {
        let (row, next) = (&pair[0], &pair[1]);
        let Some(at) = item_at(row) else { continue };
        // A blank row ends the item; a scroll hint is not text.
        if next.trim().is_empty() || item_at(next).is_some() || next.contains(['↓', '↑']) {
            continue;
        }
        continued += 1;
        let indent = next.chars().take_while(|c| *c == ' ').count();
        if indent != at + 2 {
            problems.push(format!("{row}\n{next}"));
        }
    }
    (problems, continued)
}

/// The step header as the lesson screen words it.
fn step_header(lang: Lang, step: usize, steps: usize) -> String {
    bloomlab::t!(lang, "lesson-step-of", step = step, steps = steps)
}

/// Lesson 3 (the third of the list) at step `wanted`, each prediction on
/// the way answered with its first choice (or the number 1).
fn lesson_three_at(lang: Lang, wanted: usize, width: u16, height: u16) -> App {
    let mut app = app(lang);
    let steps = app.catalog().lessons_in(lang)[2].lesson.steps.len();
    keys(&mut app, "1");
    key(&mut app, KeyCode::Down);
    key(&mut app, KeyCode::Down);
    key(&mut app, KeyCode::Enter);
    let header = step_header(lang, wanted, steps);
    for _ in 0..steps {
        if screen(&mut app, width, height).contains(&header) {
            return app;
        }
        // Answers a prediction if one waits; else "1" and Enter do nothing.
        keys(&mut app, "1");
        key(&mut app, KeyCode::Enter);
        key(&mut app, KeyCode::Right);
    }
    panic!("lesson 3 never reached «{header}»");
}

#[test]
fn lesson_three_bullets_hang_under_their_text_at_80_by_24() {
    for lang in Lang::ALL {
        for step in [7, 8] {
            let mut app = lesson_three_at(lang, step, 80, 24);
            // Step 7's bullets come with the answer.
            keys(&mut app, "1");
            let mut continued = 0;
            let mut first = None;
            // Every part of the step, from its top.
            for _ in 0..40 {
                key(&mut app, KeyCode::Up);
            }
            for _ in 0..40 {
                let shown = screen(&mut app, 80, 24);
                let (problems, seen) = unhung_items(&shown);
                assert!(
                    problems.is_empty(),
                    "{lang:?} step {step}: a bullet's later lines do not hang under its text:\n{}",
                    problems.join("\n\n")
                );
                continued += seen;
                if seen > 0 && first.is_none() {
                    first = Some(shown);
                }
                key(&mut app, KeyCode::Down);
            }
            assert!(
                continued > 0,
                "{lang:?} step {step}: no bullet wrapped, so nothing was checked"
            );
            insta::assert_snapshot!(
                format!("lesson-3-step-{step}-bullets-80x24-{}", lang.code()),
                first.unwrap_or_default()
            );
        }
    }
}

/// An attempt at quiz `quiz_id` that missed `question`, finished at
/// `finished_at`.
pub(super) fn missed_attempt(
    id: &str,
    quiz_id: &str,
    question: &str,
    finished_at: u64,
) -> QuizAttempt {
    QuizAttempt {
        id: id.to_owned(),
        quiz_id: quiz_id.to_owned(),
        lang: "en".to_owned(),
        finished_at,
        seconds_taken: 60.0,
        score: 0,
        max_score: 1,
        questions: vec![AnsweredQuestion {
            id: question.to_owned(),
            answer: "1".into(),
            correct: false,
            points: 0,
            max_points: 1,
            ..Default::default()
        }],
        ..Default::default()
    }
}

#[test]
fn quiz_one_question_twenty_keeps_n_with_its_number_at_80_by_24() {
    for lang in Lang::ALL {
        let quiz_id = app(lang).catalog().quizzes_in(lang)[0].quiz.id.clone();
        let mut found = false;
        // The question's n is drawn per attempt: review it alone (from My
        // results) with seeds until it draws 20 000 000.
        for seed in 0..2000 {
            let mut store = Store::in_memory();
            store.records.attempts.push(missed_attempt(
                "missed",
                &quiz_id,
                "size-in-mb",
                1_796_025_600,
            ));
            let seeded = AppOptions {
                quiz_seed: Some(seed),
                ..options()
            };
            let (catalog, _) = Catalog::builtin();
            let sender = std::sync::mpsc::channel().0;
            let mut app = build_app_with(
                lang,
                catalog,
                Vec::new(),
                store,
                Start::Home,
                sender,
                seeded,
            );
            keys(&mut app, "6");
            keys(&mut app, "r");
            let shown = screen(&mut app, 80, 24);
            let flat = joined(&shown);
            if !["n = 20,000,000", "n = 20 000 000"]
                .iter()
                .any(|n| flat.contains(n))
            {
                continue;
            }
            found = true;
            for row in rows(&shown) {
                assert!(
                    !row.trim_end().ends_with(" =") && !row.trim_start().starts_with("20"),
                    "{lang:?}: «n =» and its number are on two lines:\n{shown}"
                );
            }
            break;
        }
        assert!(found, "{lang:?}: no seed drew n = 20 000 000");
    }
}

/// The app of a window on the data folder `dir`.
fn window_on(dir: &Path, lang: Lang) -> App {
    let (catalog, errors) = Catalog::builtin();
    assert!(errors.is_empty());
    build_app_with(
        lang,
        catalog,
        Vec::new(),
        Store::open_in(dir, lang),
        Start::Home,
        std::sync::mpsc::channel().0,
        AppOptions {
            theme: Some(Theme::monochrome()),
            time_zone: Some(jiff::tz::TimeZone::UTC),
            ..AppOptions::default()
        },
    )
}

#[test]
fn my_results_shows_what_another_window_saved() {
    for (lang, width, height) in [(Lang::Es, 80, 24), (Lang::En, 120, 40)] {
        let folder = tempfile::tempdir().unwrap();
        let quiz_id = Catalog::builtin().0.quizzes_in(lang)[0].quiz.id.clone();
        // One result saved before, then a window open on the folder, and
        // another window (its store) beside it.
        Store::open_in(folder.path(), lang).record_attempt(missed_attempt(
            "a",
            &quiz_id,
            "size-in-mb",
            1_796_025_600,
        ));
        let mut first = window_on(folder.path(), lang);
        let mut second = Store::open_in(folder.path(), lang);
        let attempts = |count: usize| super::attempts_heading(lang, count);
        keys(&mut first, "6");
        assert!(
            screen(&mut first, width, height).contains(&attempts(1)),
            "{lang:?}: {}",
            screen(&mut first, width, height)
        );
        // The other window saves two more; coming back to My results
        // shows them.
        for (id, at) in [("b", 1_796_112_000), ("c", 1_796_198_400)] {
            second.record_attempt(missed_attempt(id, &quiz_id, "best-k", at));
        }
        key(&mut first, KeyCode::Esc);
        keys(&mut first, "6");
        let shown = screen(&mut first, width, height);
        assert!(shown.contains(&attempts(3)), "{lang:?}:\n{shown}");
        insta::assert_snapshot!(
            format!("history-two-windows-{width}x{height}-{}", lang.code()),
            // The folder's name changes from run to run.
            shown
                .lines()
                .map(
                    |row| match row.contains(&folder.path().display().to_string()) {
                        true => "<where results are kept>",
                        false => row,
                    }
                )
                .collect::<Vec<_>>()
                .join("\n")
        );
    }
}

#[test]
fn the_spanish_playground_picks_fruits_named_alike_everywhere() {
    for lang in Lang::ALL {
        let mut app = app(lang);
        keys(&mut app, "2f");
        let shown = joined(&screen(&mut app, 80, 24));
        let fruits = bloomlab::t!(lang, "play-fruits");
        for fruit in fruits.split_whitespace() {
            assert!(shown.contains(&lang.quote(fruit)), "{lang:?}: {shown}");
        }
        // The lessons' fruits, in both languages (reader 23, en 4.12).
        assert!(shown.contains(&lang.quote("limón")) && !shown.contains("banana"));
    }
}

#[test]
fn the_playground_bits_page_down_to_their_end_and_no_further() {
    for lang in Lang::ALL {
        let mut app = app(lang);
        keys(&mut app, "2");
        // The largest m: its bits take many pages at 80×24.
        for _ in 0..20 {
            key(&mut app, KeyCode::Right);
        }
        screen(&mut app, 80, 24);
        for _ in 0..200 {
            key(&mut app, KeyCode::PageDown);
        }
        let end = joined(&screen(&mut app, 80, 24));
        assert!(
            end.contains(&bloomlab::t!(lang, "ui-more-above")),
            "{lang:?}: {end}"
        );
        // One page up from the end, not from 200 pages down.
        key(&mut app, KeyCode::PageUp);
        let back = joined(&screen(&mut app, 80, 24));
        assert!(
            back.contains(&bloomlab::t!(lang, "ui-more-both")),
            "{lang:?}: {back}"
        );
    }
}
