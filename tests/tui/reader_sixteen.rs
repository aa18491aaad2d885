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

/// Reader 15: at n = 10 all four rows of Sizing's table round m/n up
/// (4,80 for the formula's 4,79, and so on), but the note named one. It
/// names each row that differs, and parts Spanish decimals with
/// semicolons.
#[test]
fn sizing_names_every_row_that_whole_bits_round_up() {
    for (lang, (width, height)) in super::SEEN {
        let mut app = super::app(lang);
        keys(&mut app, "3");
        for _ in 0..28 {
            key(&mut app, KeyCode::Left);
        }
        let shown = super::screen(&mut app, width, height);
        let text = super::joined(&shown);
        assert!(text.contains("n = 10 "), "{shown}");
        let named = match lang {
            Lang::Es => "cada m/n sale por encima de la fórmula (4,79; 9,59; 14,38 y 19,17).",
            _ => "every m/n here is above the formula's 4.79, 9.59, 14.38 and 19.17.",
        };
        assert!(text.contains(named), "{shown}");
    }
}

/// Reader 15: with m pinned and n raised far past what m was sized for,
/// the rate climbed to 40 % and Sizing said nothing, where the
/// playground warns of overload. It warns, with the rate asked and the
/// rate reached; at the n m was sized for, it does not.
#[test]
fn sizing_warns_when_a_pinned_m_holds_too_many_elements() {
    for (lang, (width, height)) in super::SEEN {
        let mut app = super::app(lang);
        keys(&mut app, "3m");
        let warning = match lang {
            Lang::Es => "⚠ Esta m se queda corta con n",
            _ => "⚠ This m is too small for n",
        };
        let text = super::joined(&super::screen(&mut app, width, height));
        assert!(!text.contains(warning), "{text}");
        key(&mut app, KeyCode::Right);
        key(&mut app, KeyCode::Right);
        let shown = super::screen(&mut app, width, height);
        let text = super::joined(&shown);
        let reached = match lang {
            Lang::Es => "la p exacta sube a 40,65 %, 41 veces el 1 % para el que se calculó.",
            _ => "the exact p rises to 40.65 %, 41 times the 1 % it was sized for.",
        };
        assert!(text.contains(warning), "{shown}");
        assert!(text.contains(reached), "{shown}");
    }
}

/// Reader 15: the playground wrote Bloom's rate at n = 200 on 32 bits as
/// «99.9999 %», six digits beside rates of three. A rate closer to
/// certain than four digits show is written as a bound, «> 99.99 %».
#[test]
fn a_rate_a_hair_short_of_certain_reads_as_a_bound() {
    for (lang, (width, height)) in super::SEEN {
        let mut app = super::app(lang);
        keys(&mut app, "2ww");
        let shown = super::screen(&mut app, width, height);
        let text = super::joined(&shown);
        let bound = match lang {
            Lang::Es => "Bloom > 99,99 %",
            _ => "Bloom > 99.99 %",
        };
        assert!(text.contains(bound), "{shown}");
        assert!(!text.contains("9999 %"), "{shown}");
    }
}

/// Reader 15: Sizing's table at n = 500,000 wrote «599.07 kB» above
/// «1.20 MB», and at n = 100,000 the 0.1 % design's rates had six digits
/// («0,100002 %») beside the table's three. The memory column keeps one
/// unit, and a rate gets at most one digit more than three.
#[test]
fn sizing_keeps_one_unit_a_column_and_few_digits() {
    for (lang, (width, height)) in super::SEEN {
        let mut app = super::app(lang);
        keys(&mut app, "33");
        for _ in 0..4 {
            key(&mut app, KeyCode::Left);
        }
        let shown = super::screen(&mut app, width, height);
        let text = super::joined(&shown);
        assert!(text.contains("500"), "{shown}");
        let (sixty, one_twenty) = match lang {
            Lang::Es => ("0,60 MB", "1,20 MB"),
            _ => ("0.60 MB", "1.20 MB"),
        };
        assert!(text.contains(sixty) && text.contains(one_twenty), "{shown}");
        let table: Vec<&str> = shown.lines().skip(2).take(5).collect();
        assert!(table.iter().all(|line| !line.contains("kB")), "{shown}");
        for _ in 0..2 {
            key(&mut app, KeyCode::Left);
        }
        let shown = super::screen(&mut app, width, height);
        assert!(
            !shown.contains("0,10000") && !shown.contains("0.10000"),
            "{shown}"
        );
    }
}

/// Reader 15: d gave seeds of 13 to 15 digits, which a student copies
/// by hand into `--seed` to check a run. d now steps 1, 2, 3, as the
/// command line's `--repeat` steps its seeds.
#[test]
fn d_steps_the_seed_by_one() {
    for (lang, (width, height)) in super::SEEN {
        let mut app = super::app(lang);
        keys(&mut app, "4dd");
        let shown = super::screen(&mut app, width, height);
        let next = match lang {
            Lang::Es => "sin empezar · semilla 3",
            _ => "seed 3",
        };
        assert!(super::joined(&shown).contains(next), "{shown}");
    }
}

/// Reader 15 (es 3.1): the list of lessons showed no progress. Each entry
/// says how far the student got, or that the lesson was read to the end.
#[test]
fn the_lesson_list_shows_how_far_the_student_got() {
    for (lang, (width, height)) in super::SEEN {
        let mut app = super::app(lang);
        super::open_lesson_at(&mut app, 0);
        for _ in 0..3 {
            if super::lesson(&app).blocked() {
                keys(&mut app, "1");
            }
            key(&mut app, KeyCode::Right);
        }
        let steps = super::lesson(&app).loaded.lesson.steps.len();
        key(&mut app, KeyCode::Esc);
        let shown = super::screen(&mut app, width, height);
        let progress = match lang {
            Lang::Es => format!("Hasta el paso 4 de {steps}."),
            _ => format!("Up to step 4 of {steps}."),
        };
        let text = super::joined(&shown);
        assert!(text.contains(&progress), "{shown}");
        // Only the lesson opened.
        assert_eq!(text.matches(&progress[..8]).count(), 1, "{shown}");
    }
}

/// Reader 15 (es 3.1): the list of quizzes showed no progress either. A
/// quiz left half-way says how far it got; a finished one, its score.
#[test]
fn the_quiz_list_shows_where_the_student_stands() {
    for (lang, (width, height)) in super::SEEN {
        let mut app = super::app(lang);
        keys(&mut app, "5");
        key(&mut app, KeyCode::Enter);
        for _ in 0..2 {
            answer_first(&mut app);
            key(&mut app, KeyCode::Enter);
        }
        key(&mut app, KeyCode::Esc);
        key(&mut app, KeyCode::Esc);
        let total = match lang {
            Lang::Es => "sin terminar: 2 de 21 respondidas",
            _ => "left unfinished: 2 of 21 answered",
        };
        let shown = super::screen(&mut app, width, height);
        assert!(
            super::joined(&shown).to_lowercase().contains(total),
            "{shown}"
        );
        // The second quiz, taken to its end.
        key(&mut app, KeyCode::Down);
        key(&mut app, KeyCode::Enter);
        let count = quiz(&app).total_questions();
        for _ in 0..count {
            answer_first(&mut app);
            key(&mut app, KeyCode::Enter);
        }
        let (got, max) = quiz(&app).score();
        key(&mut app, KeyCode::Esc);
        let shown = super::screen(&mut app, width, height);
        let last = match lang {
            Lang::Es => format!("último intento completo: {got}/{max} puntos"),
            _ => format!("last whole attempt: {got}/{max} points"),
        };
        // After the title, or capitalized on the next line where it does
        // not fit there (reader 36, en 1.7).
        let lower = |shown: &str| super::joined(shown).to_lowercase();
        assert!(lower(&shown).contains(&last), "{shown}");
        // Reader 17 (en 3.2): the second quiz left unfinished after that
        // keeps its last points beside what was left.
        key(&mut app, KeyCode::Enter);
        answer_first(&mut app);
        key(&mut app, KeyCode::Enter);
        key(&mut app, KeyCode::Esc);
        key(&mut app, KeyCode::Esc);
        let shown = lower(&super::screen(&mut app, width, height));
        let unfinished = match lang {
            Lang::Es => format!("{last} · sin terminar: 1 de {count} respondidas"),
            _ => format!("{last} · left unfinished: 1 of {count} answered"),
        };
        assert!(shown.contains(&unfinished), "{shown}");
    }
}

/// Reader 16 (es 3.1): a comparison cancelled before anything was
/// measured still graded the prediction («Has dicho el filtro cuckoo: has
/// acertado»), with nothing to say it was not measured. Reader 33 (es):
/// the bits built stand in the table, so the grade stays, and says the
/// cancel left rates unmeasured.
#[test]
fn a_cancelled_comparison_says_what_its_grade_rests_on() {
    for (lang, (width, height)) in super::SEEN {
        let mut app = super::alternatives_tab::at_target(lang, 0.002);
        key(&mut app, KeyCode::Right);
        let generation = super::alternatives_tab::built(&mut app);
        super::alternatives_tab::all_done(&mut app, generation, true);
        let shown = super::screen(&mut app, width, height);
        let text = super::joined(&shown);
        let (graded, cancelled) = match lang {
            Lang::Es => ("Has elegido", "construidas antes de cancelar"),
            _ => ("You said", "built before the cancel"),
        };
        assert!(text.contains(graded), "{shown}");
        assert!(text.contains(cancelled), "{shown}");
    }
}

/// Reader 16 (es 2.3): after p asked «p again: clear this comparison;
/// any other key keeps it», a d kept it and changed the seed as well.
/// The other key only keeps the comparison.
#[test]
fn the_key_that_keeps_a_comparison_does_nothing_else() {
    for (lang, (width, height)) in super::SEEN {
        let mut app = super::alternatives_tab::at_target(lang, 0.002);
        let generation = super::alternatives_tab::built(&mut app);
        super::alternatives_tab::all_done(&mut app, generation, false);
        let seed = app.experiments_view().seed;
        keys(&mut app, ">d");
        assert_eq!(app.experiments_view().seed, seed, "{lang:?}");
        assert!(
            app.experiments_view().alternatives.run.is_some(),
            "{lang:?}"
        );
        let shown = super::screen(&mut app, width, height);
        let kept = bloomlab::t!(lang, "exp-alt-discard-kept");
        assert!(super::joined(&shown).contains(&kept[..12]), "{shown}");
    }
}

/// Reader 16 (es 1.1): at 80×24 the hash set's row, whose measured cell
/// is a bound («0 % ≤0,00369 %»), lost the end of its verdict at the
/// border: «✓ compatib». The verdict is whole.
#[test]
fn the_hash_sets_verdict_is_whole_at_80_columns() {
    for lang in [Lang::Es, Lang::En] {
        let mut app = super::alternatives_all_measured_at_hash_set(lang);
        let shown = super::screen(&mut app, 80, 24);
        let verdict = match lang {
            Lang::Es => "✓ compatible",
            _ => "✓ consistent",
        };
        let row = shown
            .lines()
            .find(|line| line.contains('≤'))
            .unwrap_or_else(|| panic!("{shown}"));
        assert!(row.contains(verdict), "{shown}");
    }
}

/// Reader 16 (en 3.2): x rebuilds the filter from the words added, so a
/// false negative a removal caused vanished with no word about it. The
/// screen says the filter was rebuilt from the words.
#[test]
fn switching_filters_says_it_rebuilt_from_the_words() {
    for (lang, (width, height)) in super::SEEN {
        let mut app = super::app(lang);
        keys(&mut app, "2fx");
        let shown = super::screen(&mut app, width, height);
        let rebuilt = match lang {
            Lang::Es => "Reconstruido a partir de las",
            _ => "Rebuilt from the",
        };
        assert!(super::joined(&shown).contains(rebuilt), "{shown}");
        // Reader 17 (en 3.3): from the plain filter nothing was removed,
        // so nothing is said to be mended; from the counting one it is.
        let mended = match lang {
            Lang::Es => "ya está arreglado",
            _ => "it is mended",
        };
        assert!(!super::joined(&shown).contains(mended), "{shown}");
        keys(&mut app, "x");
        let shown = super::screen(&mut app, width, height);
        assert!(super::joined(&shown).contains(mended), "{shown}");
    }
}
