//! Items taken up in stop 43: what readers 15 left open, each checked on
//! the screen where it was seen, in both languages.

use super::{answer_first, key, keys, quiz};
use bloomlab::content::{QuestionKind, QuestionType};
use bloomlab::lang::Lang;
use crossterm::event::KeyCode;

/// Reader 15: in a true-or-false question, y (yes) did nothing. y and n
/// now answer true and false, as t and f do, in both languages.
#[test]
fn y_and_n_answer_a_true_or_false_question() {
    for lang in [Lang::Es, Lang::En] {
        for agree in [true, false] {
            let mut app = super::app(lang);
            keys(&mut app, "5");
            key(&mut app, KeyCode::Enter);
            while quiz(&app).question().question_type() != QuestionType::TrueFalse {
                answer_first(&mut app);
                key(&mut app, KeyCode::Enter);
            }
            let QuestionKind::TrueFalse { answer, .. } = quiz(&app).question().kind else {
                unreachable!("the loop stopped on a true-or-false question")
            };
            let (answered, (score, _)) = (quiz(&app).answered_count(), quiz(&app).score());
            // y when agreeing with the answer, n when not.
            let typed = if answer == agree { "y" } else { "n" };
            keys(&mut app, typed);
            assert_eq!(
                quiz(&app).answered_count(),
                answered + 1,
                "{lang:?} {typed}"
            );
            let gained = quiz(&app).score().0 > score;
            assert_eq!(
                gained, agree,
                "{lang:?}: {typed} on a question whose answer is {answer}"
            );
        }
    }
}
