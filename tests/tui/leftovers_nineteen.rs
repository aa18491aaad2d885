//! Reader 19's items left at stop 46, fixed in stop 47.

use bloomlab::content::Catalog;
use bloomlab::lang::Lang;
use bloomlab::records::{LessonProgress, Prediction, Store};
use crossterm::event::KeyCode;

use super::{SEEN, joined, key, screen};

/// Records where the first lesson was read to its end with two
/// predictions made.
fn finished_first_lesson(lang: Lang) -> Store {
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
        assert_eq!(saved(&app), 2);
        // Asked and confirmed: the lesson starts over.
        key(&mut app, KeyCode::Enter);
        key(&mut app, KeyCode::Enter);
        assert_eq!(super::lesson(&app).step, 0);
        assert_eq!(saved(&app), 0);
    }
}
