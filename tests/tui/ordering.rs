//! An ordering question on the quiz screen: asked (items shuffled, the
//! keys to move them), an item carried, and answered (each item's place),
//! in both languages at 80×24.

use super::*;

/// The app on the structures quiz's ordering question, in `lang`: the
/// question missed once, reviewed alone from My results.
pub(super) fn ordering_question(lang: Lang) -> App {
    use bloomlab::records::{AnsweredQuestion, QuizAttempt};
    let mut store = Store::in_memory();
    store.records.attempts.push(QuizAttempt {
        id: "missed".to_owned(),
        quiz_id: "bloom-alternatives-quiz".to_owned(),
        lang: lang.code().to_owned(),
        finished_at: 1_796_025_600,
        seconds_taken: 60.0,
        score: 0,
        max_score: 1,
        questions: vec![AnsweredQuestion {
            id: "order-by-bits".to_owned(),
            answer: "1".into(),
            correct: false,
            points: 0,
            max_points: 1,
            ..Default::default()
        }],
        ..Default::default()
    });
    let mut app = app_on(lang, store);
    keys(&mut app, "6r");
    assert_eq!(app.screen(), ScreenId::Quiz);
    assert_eq!(quiz(&app).loaded.quiz.id, "bloom-alternatives-quiz");
    assert_eq!(quiz(&app).questions.len(), 1);
    assert_eq!(quiz(&app).question().id, "order-by-bits");
    app
}

/// Put the right first item on top, leave the rest as shown.
pub(super) fn first_item_on_top(app: &mut App) {
    let row = order(app).iter().position(|item| *item == 0).unwrap();
    for _ in 0..row {
        key(app, KeyCode::Down);
    }
    key(app, KeyCode::Char(' '));
    for _ in 0..row {
        key(app, KeyCode::Up);
    }
    key(app, KeyCode::Char(' '));
}

fn shift(app: &mut App, code: KeyCode) {
    app.update(Msg::Key(KeyEvent::new(code, KeyModifiers::SHIFT)));
}

/// The order shown, as indices into the items (0 is the first in the
/// right order).
fn order(app: &App) -> Vec<usize> {
    quiz(app).order.clone()
}

#[test]
fn an_ordering_question_is_asked_with_its_keys() {
    for (lang, moving, keys_line) in [
        (Lang::En, "← moving", "Space pick up"),
        (Lang::Es, "← en movimiento", "Espacio tomar"),
    ] {
        let mut app = ordering_question(lang);
        let shown = screen(&mut app, 80, 24);
        assert!(shown.contains(keys_line), "{shown}");
        assert_ne!(order(&app), [0, 1, 2, 3], "shuffled");
        insta::assert_snapshot!(format!("quiz-ordering-asked-{}", lang.code()), shown);
        // Space picks the first item up; ↓ carries it one row down.
        let first = order(&app)[0];
        key(&mut app, KeyCode::Char(' '));
        key(&mut app, KeyCode::Down);
        assert_eq!(order(&app)[1], first);
        let carrying = screen(&mut app, 80, 24);
        assert!(carrying.contains(moving), "{carrying}");
        assert!(carrying.contains("↕ 2)"), "{carrying}");
        key(&mut app, KeyCode::Char(' '));
        // Shift+↑ moves it back at once.
        shift(&mut app, KeyCode::Up);
        assert_eq!(order(&app)[0], first);
    }
}

#[test]
fn an_ordering_answer_shows_each_items_place() {
    for lang in [Lang::En, Lang::Es] {
        let mut app = ordering_question(lang);
        first_item_on_top(&mut app);
        assert_eq!(order(&app)[0], 0);
        key(&mut app, KeyCode::Enter);
        let shown = screen(&mut app, 80, 24);
        let run = quiz(&app);
        let attempt = &run.attempts[0];
        let in_place = order(&app)
            .iter()
            .enumerate()
            .filter(|(place, item)| place == *item)
            .count();
        assert_eq!(attempt.grade.points as usize, in_place);
        let verdict = match (lang, in_place) {
            (_, 4) => unreachable!("the rest was shuffled off its places"),
            (Lang::En, _) => "◐ Partly right",
            (Lang::Es, _) => "◐ En parte bien",
        };
        assert!(shown.contains(verdict), "{shown}");
        insta::assert_snapshot!(format!("quiz-ordering-answered-{}", lang.code()), shown);
        // The summary says what was given and the right order.
        key(&mut app, KeyCode::Enter);
        let summary = joined(&screen(&mut app, 80, 40));
        let right = match lang {
            Lang::En => "Right answer: “A binary fuse filter” → “A cuckoo filter”",
            Lang::Es => "Respuesta correcta: «Un filtro binary fuse» → «Un filtro cuckoo»",
        };
        assert!(summary.contains(right), "{summary}");
    }
}
