//! The sixth readers' items fixed after their first session: figures
//! rounded one way, keys, layout and wording.

use super::*;

/// es 14: a lesson writes a figure one way. (4/12)² was 0,111 in lesson 2's
/// step 8 and 0,1111 in step 9's table; the best k was 6,93 in step 6 and
/// «near 6,9» in step 19 (now «compare it with 6.93»); the 1,443 of a product stood beside the course's
/// 1,44 without a word.
#[test]
fn lesson_two_writes_each_figure_one_way() {
    for (lang, best_k, factor) in [
        (
            Lang::En,
            "compare that k with 6.93",
            "The two factors are written with four",
        ),
        (
            Lang::Es,
            "compara ese k con 6,93",
            "Los dos factores van con cuatro",
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
        let formula = if lang == Lang::Es {
            "la fórmula (19,17) para 0,01 %."
        } else {
            "the formula's 19.17 at 0.01 %."
        };
        assert!(text.contains(note), "{shown}");
        assert!(text.contains("19,18") || text.contains("19.18"), "{shown}");
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
            assert!(super::status_of(&shown).contains(&erase), "{shown}");
        }
        keys(&mut app, "12");
        key(&mut app, KeyCode::Backspace);
        assert!(screen(&mut app, width, height).contains("1▏"));

        let mut app = super::app(lang);
        keys(&mut app, "4");
        key(&mut app, KeyCode::Enter);
        let shown = screen(&mut app, width, height);
        assert!(
            super::status_of(&shown).contains(&erase),
            "{lang:?}: {shown}"
        );
    }
}

/// es 26: My results says what «retry» and «review» are, and lines up the
/// points whether one or several («1/1 point» beside «7/8 points»).
#[test]
fn my_results_explains_its_marks_and_lines_up_points() {
    use bloomlab::records::{AttemptKind, QuizAttempt};
    for (lang, (width, height)) in SEEN {
        let mut store = Store::in_memory();
        fixed_attempts(&mut store, lang);
        let quiz_id = store.records.attempts[0].quiz_id.clone();
        for (n, (kind, score, max)) in [(AttemptKind::Retry, 7, 8), (AttemptKind::Review, 1, 1)]
            .into_iter()
            .enumerate()
        {
            store.records.attempts.push(QuizAttempt {
                id: format!("again-{n}"),
                quiz_id: quiz_id.clone(),
                lang: lang.code().to_owned(),
                finished_at: 1_796_400_000 + n as u64 * 60,
                score,
                max_score: max,
                kind,
                ..Default::default()
            });
        }
        let mut app = app_on(lang, store);
        keys(&mut app, "6");
        let shown = screen(&mut app, width, height);
        // The legend may wrap under the rows (reader 11, en 1.3): read
        // whole, with its lines joined.
        let flat = super::joined(&shown);
        for text in [
            bloomlab::t!(lang, "history-legend-retry"),
            bloomlab::t!(lang, "history-legend-review"),
        ] {
            let head = text.split(',').next().unwrap();
            assert!(flat.contains(head), "{text}: {shown}");
        }
        // The percentages of the rows sit in one column.
        let columns: Vec<usize> = shown
            .lines()
            .filter(|line| line.contains(" %") && line.contains('/'))
            .filter_map(|line| line.find(" %").map(|at| line[..at].chars().count()))
            .collect();
        assert!(columns.len() >= 4, "{shown}");
        assert!(
            columns.windows(2).all(|w| w[0] == w[1]),
            "{columns:?}: {shown}"
        );
        // And the fractions end in one column too.
        let fractions: Vec<usize> = shown
            .lines()
            .filter(|line| line.contains(" %") && line.contains('/'))
            .filter_map(|line| {
                let points = bloomlab::t!(lang, "history-points-word", max = 1);
                line.find(&format!(" {points}"))
                    .map(|at| line[..at].chars().count())
            })
            .collect();
        assert!(fractions.windows(2).all(|w| w[0] == w[1]), "{shown}");
    }
}

/// es 20: a saved figure's path too long for the status line is cut at a
/// folder's start, never inside a folder's name; es 19: a title that gives
/// way at a comma says so with an ellipsis.
#[test]
fn long_paths_and_titles_are_cut_at_a_boundary() {
    for (lang, (width, height)) in SEEN {
        let mut app = app(lang);
        keys(&mut app, "5");
        for _ in 0..3 {
            key(&mut app, KeyCode::Down);
        }
        key(&mut app, KeyCode::Enter);
        let header = screen(&mut app, width, height);
        let title_line = header.lines().nth(1).unwrap();
        if width < 100 {
            assert!(title_line.contains("basta…"), "{header}");
        }
        assert!(!title_line.contains("autoevaluaci…"), "{header}");
    }
}

/// en 14: a calculated question's explanation wrote «(6/12)^2» where the
/// course writes «²». No question's text puts a parameter in an exponent
/// written with ^, as it is filled in as plain digits.
#[test]
fn no_exponent_is_a_filled_in_parameter() {
    for lang in Lang::ALL {
        for quiz in Catalog::builtin().0.quizzes_in(lang) {
            for question in &quiz.quiz.questions {
                let texts = [
                    Some(&question.prompt),
                    Some(&question.explanation),
                    question.hint.as_ref(),
                ];
                for text in texts.into_iter().flatten() {
                    assert!(!text.contains("^{"), "{lang:?} {}: {text}", question.id);
                }
            }
        }
    }
}

/// es 22: lesson 2, step 8, says «uva» and «limón» are added while its
/// array, before the answer, is still empty: the array says it shows the
/// bits before the step.
#[test]
fn a_hidden_scene_says_it_shows_the_bits_before() {
    for (lang, (width, height)) in SEEN {
        let mut app = app(lang);
        open_lesson_at(&mut app, 1);
        for _ in 0..7 {
            if lesson(&app).blocked() {
                keys(&mut app, "1");
                if lesson(&app).blocked() {
                    key(&mut app, KeyCode::Enter);
                }
            }
            key(&mut app, KeyCode::Right);
        }
        let text = joined(&screen(&mut app, width, height));
        let before = if lang == Lang::Es {
            "los bits antes de este paso"
        } else {
            "the bits before this step"
        };
        assert!(text.contains("limón") && text.contains(before), "{text}");
    }
}
