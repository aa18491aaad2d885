//! Reader 29's items (es at 80×24, en at 120×40), fixed in stop 55.

use bloomlab::content::{Catalog, QuestionType};
use bloomlab::lang::Lang;
use bloomlab::records::{AnsweredQuestion, QuizAttempt, Store};
use bloomlab::tui::App;
use crossterm::event::KeyCode;

use super::{answer_first, app_on, joined, key, keys, quiz, screen};

/// Reader 29 (es 3.2): My results listed a missed question with m =
/// 14 000, and its review asked it with m = 8000, unsaid. A calculated
/// question in a review says its numbers are drawn again; the others say
/// nothing of the kind.
#[test]
fn a_review_says_which_questions_have_new_numbers() {
    for (lang, (width, height)) in super::SEEN {
        let (catalog, _) = Catalog::builtin();
        let loaded = catalog
            .quizzes_in(lang)
            .into_iter()
            .find(|loaded| loaded.quiz.id == "bloom-formula-quiz")
            .expect("the formula quiz");
        let questions: Vec<AnsweredQuestion> = loaded
            .quiz
            .questions
            .iter()
            .map(|question| AnsweredQuestion {
                id: question.id.clone(),
                answer: "1".into(),
                max_points: question.points,
                ..Default::default()
            })
            .collect();
        let mut store = Store::in_memory();
        store.records.attempts.push(QuizAttempt {
            id: "missed-all".into(),
            quiz_id: loaded.quiz.id.clone(),
            lang: lang.code().to_owned(),
            finished_at: 1_796_025_600,
            seconds_taken: 300.0,
            max_score: questions.len() as u32,
            questions,
            ..Default::default()
        });
        let mut app = app_on(lang, store);
        keys(&mut app, "6r");
        let note = match lang {
            Lang::En => "drawn again",
            Lang::Es => "se sortean de nuevo",
        };
        let (mut calculated, mut others) = (0, 0);
        for _ in 0..loaded.quiz.questions.len() {
            let redrawn = quiz(&app).question().question_type() == QuestionType::Calculated;
            let shown = joined(&screen(&mut app, width, height));
            assert_eq!(shown.contains(note), redrawn, "{lang:?}: {shown}");
            if redrawn {
                calculated += 1;
            } else {
                others += 1;
            }
            answer_first(&mut app);
            key(&mut app, KeyCode::Enter);
        }
        assert!(calculated >= 3 && others >= 3, "{calculated} {others}");
    }
}

/// Reader 29 (es 3.3): with m pinned and n doubled, the design (k = 3,
/// 4.79 bits per element, 11.98 MB) was the table's 10 % row, unmarked.
/// The row whose memory and k are the pinned design's is marked; none is
/// where the design is no row.
#[test]
fn a_pinned_m_marks_the_row_it_equals() {
    for (lang, (width, height)) in super::SEEN {
        let mut app = super::app(lang);
        keys(&mut app, "3m");
        // The rate of each marked row: «▶  10 %   4,79 …» gives «10».
        let marked = |app: &mut App| -> Vec<String> {
            screen(app, width, height)
                .lines()
                .filter_map(|row| {
                    let at = row.find('▶')?;
                    row[at..].split_whitespace().nth(1).map(str::to_owned)
                })
                .collect()
        };
        assert_eq!(marked(&mut app), ["1"], "{lang:?} at the pin");
        key(&mut app, KeyCode::Right);
        assert_eq!(marked(&mut app), ["10"], "{lang:?} at 20 000 000");
        key(&mut app, KeyCode::Right);
        assert_eq!(
            marked(&mut app),
            Vec::<String>::new(),
            "{lang:?} at 50 000 000"
        );
    }
}

/// Reader 29 (es 2.2): `e` on the hash set's row turned the footer's
/// «e explain» into «e hide» and said nothing. It says why the theory is
/// 0, where the table's «≤» bound comes from, and why there is no verdict.
#[test]
fn the_hash_set_row_explains_its_bound() {
    for (lang, (width, height)) in super::SEEN {
        let mut app = super::app(lang);
        keys(&mut app, "44");
        super::fake_alternatives_timed(&mut app, vec![0.01], 9, true, Default::default());
        let exact = bloomlab::t!(lang, "exp-alt-exact-no-false-positives-and");
        for _ in 0..12 {
            if joined(&screen(&mut app, width, height)).contains(&exact) {
                break;
            }
            key(&mut app, KeyCode::Down);
        }
        keys(&mut app, "e");
        let shown = joined(&screen(&mut app, width, height));
        let no_verdict = bloomlab::t!(lang, "exp-alt-exact-no-verdict");
        assert!(shown.contains(&no_verdict), "{lang:?}: {shown}");
        let bounds: Vec<&str> = shown
            .split('≤')
            .skip(1)
            .filter_map(|after| after.split(['»', '”', ' ']).next())
            .filter(|bound| bound.starts_with(|c: char| c.is_ascii_digit()))
            .collect();
        assert!(
            bounds
                .iter()
                .any(|b| bounds.iter().filter(|other| *other == b).count() >= 2),
            "the words give the table's bound: {bounds:?} {shown}"
        );
    }
}

/// Reader 29 (es 1.10): at 80 columns the Table's «n ya es el mayor …
/// 100 000 000» ran on into «s empezar Enter predecir» on the keys' first
/// row. Keys that take two rows leave the note a row of its own above
/// them.
#[test]
fn a_note_over_two_rows_of_keys_has_its_own_row() {
    for lang in Lang::ALL {
        let mut app = super::app(lang);
        keys(&mut app, "4");
        for _ in 0..8 {
            keys(&mut app, "+");
        }
        let shown = screen(&mut app, 80, 24);
        let rows: Vec<&str> = shown.lines().map(|row| row.trim_matches('"')).collect();
        let note = bloomlab::t!(lang, "exp-n-at-most", n = "");
        let at = rows
            .iter()
            .position(|row| row.contains(note.trim_end()))
            .unwrap_or_else(|| panic!("{lang:?}: no note\n{shown}"));
        assert_eq!(
            rows.len() - at,
            3,
            "{lang:?}: the note, then two rows of keys\n{shown}"
        );
        assert!(
            !rows[at].contains("Esc") && !rows[at].contains(" ? "),
            "{lang:?}: {}",
            rows[at]
        );
        assert!(rows[rows.len() - 1].contains('?'), "{lang:?}: {shown}");
    }
}
