//! Reader 20's items (es at 80×24, en at 120×40), fixed in stop 47.

use bloomlab::content::Catalog;
use bloomlab::lang::Lang;

/// The course's text in both languages, as its files hold it, with the
/// catalogue messages named.
pub(super) fn course_text(keys: &[&str]) -> String {
    let (catalog, _) = Catalog::builtin();
    let mut text = String::new();
    for lesson in &catalog.lessons {
        text.push_str(&format!("{:?}", lesson.lesson));
    }
    for quiz in &catalog.quizzes {
        text.push_str(&format!("{:?}", quiz.quiz));
    }
    for lang in [Lang::Es, Lang::En] {
        for key in keys {
            text.push_str(&bloomlab::i18n::text(lang, key));
        }
    }
    text
}

/// Reader 20's wording (es 6.4, 6.6, 6.10, 4.2, 4.6; en 2.5, 4.1, 6.7,
/// 6.9): «the cost grows with ln p» (ln p falls), «the smallest gives
/// 0.02» for «0.02 or less», «nothing ever clears them» two steps before
/// a deletion clears them, «media anchura», the rule «hints cost
/// nothing» over questions without one, a bound read as the filter's,
/// and a feedback about a step outside the statement's range.
#[test]
fn reader_twentys_wording_is_gone() {
    let text = course_text(&["exp-key-interval-half-width-measured-rate"]);
    for gone in [
        "crece con ln p",
        "follows ln p",
        "que la menor dé 0,02",
        "nothing ever clears them",
        "nada los vuelve a apagar",
        "media anchura",
        "hints cost nothing",
        "las pistas no restan",
        "Con varias correctas",
        "the lower bound, the least any",
        "Only the first step",
        "Solo el primer paso",
        // es 6.8: rows named before they exist.
        "Each row below shows",
        "Cada fila de abajo muestra",
    ] {
        assert!(!text.contains(gone), "«{gone}» is still there");
    }
}

/// Reader 20 (es 6.3): lesson 3 said cuckoo is smaller only in stretches
/// below 0.231 %, then that the two cross once near 0.42 %, with the
/// difference between the rate asked for and the rate reached in half a
/// sentence. The two comparisons are named as two questions.
#[test]
fn the_two_crossovers_are_two_questions() {
    let text = course_text(&[]);
    assert!(text.contains("which is smaller for the rate I ask for?"));
    assert!(text.contains("actually reaches?"));
    assert!(text.contains("¿cuál es más pequeño para la tasa que pido?"));
}

/// Reader 20 (es 6.1): before a run, the Small filter's legend said
/// «≠ Bloom: the measurement rules out Bloom's formula» right above the
/// question whether Bloom's formula holds. The help says it, and the
/// rows' words once they carry the mark; «double» is named as lesson 2's
/// enhanced form (en 4.5).
#[test]
fn the_small_filters_legend_waits_for_its_marks() {
    for (lang, (width, height)) in super::SEEN {
        let (mut app, inbox) = super::app_with_inbox(lang);
        super::keys(&mut app, "43");
        let before = super::joined(&super::screen(&mut app, width, height));
        let bloom = bloomlab::t!(lang, "exp-small-legend-bloom");
        assert!(!before.contains(&bloom), "{lang:?}: {before}");
        let enhanced = match lang {
            Lang::Es => "doble hash mejorado",
            _ => "enhanced double hashing",
        };
        assert!(before.contains(enhanced), "{lang:?}: {before}");
        super::keys(&mut app, "s");
        super::deliver_until_stopped(&mut app, &inbox, std::time::Duration::from_secs(30));
        // Under a run the rows' words take the legend's place; the help
        // says what ≠ Bloom is.
        super::keys(&mut app, "?");
        let help = super::joined(&super::screen(&mut app, width, height));
        let rejected = bloomlab::t!(lang, "exp-key-bloom-s-formula-rejected");
        assert!(help.contains(&rejected), "{lang:?}: {help}");
    }
}

/// Reader 20 (es 2.1): on a question a answers option 1; on the summary
/// one more a started the whole quiz over, unasked. It asks first.
#[test]
fn a_on_the_summary_asks_before_starting_over() {
    for (lang, (width, height)) in super::SEEN {
        let mut app = super::take_the_quiz(lang);
        let phase = |app: &bloomlab::tui::App| super::quiz(app).phase;
        assert_eq!(phase(&app), bloomlab::course::Phase::Summary);
        super::keys(&mut app, "a");
        assert_eq!(phase(&app), bloomlab::course::Phase::Summary);
        let shown = super::joined(&super::screen(&mut app, width, height));
        let ask = bloomlab::t!(lang, "quiz-all-again-ask");
        assert!(shown.contains(&ask), "{lang:?}: {shown}");
        // Another key keeps the summary.
        super::key(&mut app, crossterm::event::KeyCode::Down);
        super::keys(&mut app, "a");
        assert_eq!(phase(&app), bloomlab::course::Phase::Summary);
        super::keys(&mut app, "a");
        assert_eq!(phase(&app), bloomlab::course::Phase::Asking);
    }
}

/// Reader 20 (es 3.1): with m pinned at p = 0.5 % and n then halved, the
/// header still read «m for p = 0.5 %» over a p of 0.0025 %. It names
/// the n m was sized at, in full as n is written (reader 21, en 5.7:
/// «n = 2,000M», a one-off notation).
#[test]
fn a_pinned_m_names_the_n_it_was_sized_at() {
    use crossterm::event::KeyCode;
    for (lang, (width, height)) in super::SEEN {
        let mut app = super::app(lang);
        super::keys(&mut app, "3m");
        assert_eq!(app.sizing_view().n, 10_000_000);
        super::key(&mut app, KeyCode::Left);
        let shown = super::joined(&super::screen(&mut app, width, height)).replace('\u{a0}', " ");
        let at = match lang {
            Lang::Es => "se calculó para p = 1 % con n = 10 000 000",
            _ => "was sized for p = 1 % at n = 10,000,000",
        };
        assert!(shown.contains(at), "{lang:?}: {shown}");
    }
}

/// Reader 19 (es 2.4), reader 20 (es 2.3): Sizing's help said «f
/// figure», and f wrote a file into the current folder unannounced. The
/// help says where the file goes.
#[test]
fn the_sizing_help_says_f_writes_a_file() {
    for (lang, (width, height)) in super::SEEN {
        let mut app = super::app(lang);
        super::keys(&mut app, "3?");
        let shown = super::joined(&super::screen(&mut app, width, height));
        let said = bloomlab::t!(lang, "fig-key-save-where");
        let words = super::first_words(&said, 5);
        assert!(shown.contains(&words), "{lang:?}: «{words}» in {shown}");
    }
}

/// Reader 19 (es 4.8, en 4.8), reader 20 (es 2.7, en 4.4): the help's
/// line read «exact Bloom», exact first, where every screen writes
/// Bloom's rate first («Bloom 5.24 % · exact 5.62 %»).
#[test]
fn the_help_names_the_two_rates_in_the_screens_order() {
    for lang in [Lang::Es, Lang::En] {
        let term = bloomlab::t!(lang, "exp-key-exact-bloom");
        let said = bloomlab::t!(lang, "exp-key-x-m-k-averaged-1");
        assert!(term.starts_with("Bloom"), "{term}");
        assert!(said.starts_with("Bloom:"), "{said}");
    }
}

/// Reader 20 (es 5.1, en 5.2, 6.4): lesson 2 called the 1 % row «1 %»
/// and showed its exact rate as 1.00392185 % with no word on the gap;
/// and used seed 1's table as its example without saying that Holm
/// flags that table too. It says both, with the screen's numbers.
#[test]
fn lesson_2_says_what_the_1_percent_row_and_seed_1_give() {
    use crossterm::event::KeyCode;
    for lang in [Lang::Es, Lang::En] {
        let mut app = super::app(lang);
        super::open_lesson_at(&mut app, 1);
        let mut text = String::new();
        while !super::lesson(&app).at_end() {
            super::lesson_and_quiz::answer_if_asked(&mut app);
            text.push_str(&super::joined(&super::screen(&mut app, 120, 200)));
            super::key(&mut app, KeyCode::Right);
        }
        let text = text.replace('\u{a0}', " ");
        let (rate, holm) = match lang {
            Lang::Es => ("es 1,004 %", "por 4: 0,044"),
            _ => ("is 1.004 %", "by 4: 0.044"),
        };
        assert!(text.contains(rate), "{lang:?}: {rate}");
        assert!(text.contains(holm), "{lang:?}: {holm}");
    }
}

/// Reader 20 (en 5.10): the summary set «Your answer: 8.04 %» over
/// «Right answer: 0.0888 (±2 % of it)», where the question had added
/// «that is 8.88 %». The summary adds it too.
#[test]
fn the_summary_gives_a_share_in_percent_as_typed() {
    use crossterm::event::KeyCode;
    for (lang, (width, _)) in super::SEEN {
        let mut app = super::leftovers_nineteen::quiz_at_question(lang, "average-of-x");
        super::keys(&mut app, "8.04%");
        super::key(&mut app, KeyCode::Enter);
        while super::quiz(&app).phase != bloomlab::course::Phase::Summary {
            super::key(&mut app, KeyCode::Enter);
            if super::quiz(&app).phase == bloomlab::course::Phase::Asking {
                super::answer_first(&mut app);
            }
        }
        let shown = super::joined(&super::screen(&mut app, width, 400)).replace('\u{a0}', " ");
        let said = match lang {
            Lang::Es => "es decir, 8,877 %",
            _ => "that is 8.877 %",
        };
        let right = bloomlab::t!(lang, "quiz-summary-right-answer", answer = "");
        let at = shown
            .find(right.trim_end())
            .unwrap_or_else(|| panic!("{shown}"));
        assert!(shown[at..].contains(said), "{lang:?}: {shown}");
    }
}

/// Reader 20 (en 3.2): a lesson's run read «Measuring… 100 %» while it
/// still counted queries. Under way, it says 99 % at most.
#[test]
fn a_run_under_way_is_never_at_100_percent() {
    for (lang, (width, _)) in super::SEEN {
        let mut app = super::app(lang);
        super::lesson_and_quiz::to_formula_step(&mut app, 3);
        super::lesson_and_quiz::answer_if_asked(&mut app);
        let generation = super::lesson_and_quiz::lesson_generation(&app);
        app.update(super::lesson_and_quiz::step_three_progress(
            generation,
            230_000,
            1900,
            (0.0079, 0.0086),
        ));
        let shown = super::joined(&super::screen(&mut app, width, 200));
        let full = bloomlab::t!(
            lang,
            "lesson-measuring",
            done = "100",
            queries = "",
            estimate = ""
        );
        let head: String = full.chars().take_while(|c| *c != '·').collect();
        assert!(!shown.contains(head.trim_end()), "{lang:?}: {shown}");
        let under_way = head.replace("100", "99");
        assert!(shown.contains(under_way.trim_end()), "{lang:?}: {shown}");
    }
}
