//! The sixth readers' items fixed after their first session: figures
//! rounded one way, keys, layout and wording.

use super::*;

/// es 14: a lesson writes a figure one way. (4/12)² was 0,111 in lesson 2's
/// step 8 and 0,1111 in step 9's table; the best k was 6,93 in step 6 and
/// «near 6,9» in step 19; the 1,443 of a product stood beside the course's
/// 1,44 without a word.
#[test]
fn lesson_two_writes_each_figure_one_way() {
    for (lang, best_k, factor) in [
        (
            Lang::En,
            "near 6.93",
            "(the 1.44 above with two more digits, so that the product comes out)",
        ),
        (
            Lang::Es,
            "de 6,93",
            "(el 1,44 de arriba con dos cifras más, para que el producto salga)",
        ),
    ] {
        let text = whole_lesson_text(&mut app(lang), 1);
        let mark = if lang == Lang::Es { ',' } else { '.' };
        let ninth = format!("0{mark}111");
        let shown: Vec<&str> = text
            .match_indices(&ninth)
            .map(|(at, _)| &text[at..(at + ninth.len() + 1).min(text.len())])
            .collect();
        assert!(!shown.is_empty(), "{lang:?}");
        assert!(
            shown.iter().all(|figure| figure.ends_with('1')),
            "{lang:?}: {shown:?}"
        );
        assert!(text.contains(best_k), "{lang:?}");
        assert!(text.contains(factor), "{lang:?}");
    }
}

/// es 14: at a small n, Sizing's table gives m/n from m's whole bits
/// (19,18 for the lesson's 19,17) and says so; at the default n it gives
/// the lesson's figures and says nothing.
#[test]
fn sizing_says_why_a_small_n_rounds_m_over_n_up() {
    for (lang, (width, height)) in SEEN {
        let mut app = app(lang);
        keys(&mut app, "3");
        let note = if lang == Lang::Es {
            "m es un número entero de bits"
        } else {
            "m is a whole number of bits"
        };
        assert!(!joined(&screen(&mut app, width, height)).contains(note));
        for _ in 0..14 {
            key(&mut app, KeyCode::Left);
        }
        let shown = screen(&mut app, width, height);
        let text = joined(&shown);
        assert!(text.contains("n = 200"), "{shown}");
        let (rounded, formula) = if lang == Lang::Es {
            ("19,18 para 0,01 %", "la fórmula da 19,17.")
        } else {
            ("19.18 at 0.01 %", "the formula gives 19.17.")
        };
        assert!(text.contains(note), "{shown}");
        assert!(text.contains(rounded), "{shown}");
        assert!(text.contains(formula), "{shown}");
    }
}

/// es 17: the keys that answer name as many digits as there are options:
/// a several-answer question with four options says «Espacio 1-4», not
/// 1-9, on the status line and in the help; a lesson's three-choice
/// prediction lists «a-c … como 1-3» in its help, not a-i.
#[test]
fn answer_keys_count_the_options() {
    for (lang, (width, height)) in SEEN {
        let mut app = app(lang);
        keys(&mut app, "5");
        key(&mut app, KeyCode::Enter);
        let mut seen = 0;
        while quiz(&app).phase != bloomlab::course::Phase::Summary {
            if let bloomlab::content::QuestionKind::Multiple { choices } =
                &quiz(&app).question().kind
            {
                let space = bloomlab::t!(lang, "quiz-key-space-digits", digits = "1-9");
                let wanted = space.replace("1-9", &format!("1-{}", choices.len()));
                let status = screen(&mut app, width, height);
                assert!(status.contains(&wanted), "{wanted}: {status}");
                keys(&mut app, "?");
                let help = joined(&screen(&mut app, width, height));
                key(&mut app, KeyCode::Esc);
                assert!(help.contains(&wanted) && !help.contains(&space), "{help}");
                seen += 1;
            }
            answer_first(&mut app);
            key(&mut app, KeyCode::Enter);
        }
        assert!(seen > 0, "{lang:?}: no question with several answers");

        let mut app = super::app(lang);
        open_lesson_at(&mut app, 1);
        let open = lesson(&app);
        let step = &open.loaded.lesson.steps[open.step];
        assert_eq!(step.predict.as_ref().unwrap().choices.len(), 3);
        keys(&mut app, "?");
        let help = joined(&screen(&mut app, width, height));
        let letters = bloomlab::t!(lang, "app-answer-like-digits", digits = "1-3");
        assert!(help.contains(&format!("a-c  {letters}")), "{help}");
    }
}

/// en 10: Backspace erases a typed answer; it is listed as ⌫ where an
/// answer is typed: a lesson's number (on the status line at 120
/// columns, in the help at 80) and an experiment's estimate.
#[test]
fn backspace_is_listed_where_an_answer_is_typed() {
    for (lang, (width, height)) in SEEN {
        let erase = format!("⌫ {}", bloomlab::t!(lang, "quiz-key-erase"));
        let mut app = app(lang);
        open_lesson_at(&mut app, 2);
        key(&mut app, KeyCode::Right);
        keys(&mut app, "1");
        key(&mut app, KeyCode::Right);
        assert!(lesson(&app).numeric().is_some(), "{lang:?}");
        let shown = screen(&mut app, width, height);
        keys(&mut app, "?");
        let help = screen(&mut app, width, height);
        key(&mut app, KeyCode::Esc);
        // The help sets its words in a column after the key.
        let in_help = help
            .lines()
            .any(|line| line.contains("⌫") && line.contains(&bloomlab::t!(lang, "quiz-key-erase")));
        assert!(in_help, "{help}");
        if width >= 120 {
            assert!(shown.lines().last().unwrap().contains(&erase), "{shown}");
        }
        keys(&mut app, "12");
        key(&mut app, KeyCode::Backspace);
        assert!(screen(&mut app, width, height).contains("1▏"));

        let mut app = super::app(lang);
        keys(&mut app, "4");
        key(&mut app, KeyCode::Enter);
        let shown = screen(&mut app, width, height);
        assert!(
            shown.lines().last().unwrap().contains(&erase),
            "{lang:?}: {shown}"
        );
    }
}
