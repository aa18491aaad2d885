//! Reader 10's items taken up in stop 39: each checked on the screen
//! where it was seen, in both languages, at 80×24 (Spanish reader) and
//! 120×40 (English reader).

use bloomlab::content::QuestionType;
use crossterm::event::KeyCode;

use super::{SEEN, answer_first, app, key, keys, screen};

/// es and en 2.7: a question that takes several answers says on its
/// status line that ↑↓ move the ▶ that Space ticks; Enter is «answer» on
/// every kind of question (es 2.6); and the help's longest key keeps a
/// space before it (es 1.10).
#[test]
fn several_answers_name_their_arrows_and_enter_one_word() {
    for (lang, (width, height)) in SEEN {
        let mut app = app(lang);
        keys(&mut app, "5");
        key(&mut app, KeyCode::Enter);
        while super::quiz(&app).question().question_type() != QuestionType::Multiple {
            answer_first(&mut app);
            key(&mut app, KeyCode::Enter);
        }
        let shown = screen(&mut app, width, height);
        let status = super::status_of(&shown);
        let (space, answer) = match lang {
            bloomlab::lang::Lang::En => ("Space 1-", "Enter answer"),
            bloomlab::lang::Lang::Es => ("Espacio 1-", "Enter responder"),
        };
        assert!(status.contains(space), "{status}");
        assert!(status.contains(answer), "{status}");
        keys(&mut app, "?");
        let help = screen(&mut app, width, height);
        let line = help.lines().find(|line| line.contains(space)).unwrap();
        assert!(!line.contains(&format!("│{space}")), "{help}");
    }
}

/// The rows of the chart drawn under `title`: the lines between it and
/// the axis's └.
fn plot_rows(shown: &str, title: &str) -> usize {
    shown
        .lines()
        .skip_while(|line| !line.contains(title))
        .skip(1)
        .take_while(|line| !line.contains('└'))
        .filter(|line| line.contains('│'))
        .count()
}

/// es 1.3: with k pinned, even past the overload line, Sizing's chart
/// keeps seven rows at 80×24 (notes that can wait give way); es 2.5: the
/// table marks the p asked with ▷ and the status line keeps «1-4»; en
/// 1.6: the rate axis is in %, as the rates beside it.
#[test]
fn sizing_with_k_pinned_keeps_its_chart_and_its_row() {
    for (lang, (width, height)) in SEEN {
        let mut app = app(lang);
        keys(&mut app, "3k");
        for presses in [0, 9] {
            keys(&mut app, &"+".repeat(presses));
            let shown = screen(&mut app, width, height);
            let title = bloomlab::t!(lang, "sizing-chart-title");
            assert!(plot_rows(&shown, &title) >= 7, "{shown}");
            assert!(shown.contains("▷"), "{shown}");
            assert!(shown.contains("100\u{a0}%    │"), "{shown}");
            assert!(shown.contains("0001\u{a0}% │"), "{shown}");
            let status = super::status_of(&shown);
            assert!(status.contains("1-4"), "{status}");
        }
        // Over the line, the warning stays whatever gives way.
        let shown = screen(&mut app, width, height);
        assert!(
            shown.contains("k = 16 is more than") || shown.contains("k = 16 es más de lo que"),
            "{shown}"
        );
    }
}

/// es 1.7: after a repeat, the tally takes the chart's place at 80×24;
/// c brings the chart instead (the status line says so), and c again the
/// tally.
#[test]
fn c_swaps_a_repeats_tally_and_its_chart() {
    for (lang, (width, height)) in SEEN {
        let (mut app, _inbox) = super::reader_round::table_repeated_once(lang);
        let tally_head = "Holm)";
        let chart_key = format!("c {}", bloomlab::t!(lang, "exp-key-hide-tally"));
        let tally_key = format!("c {}", bloomlab::t!(lang, "exp-key-show-tally"));
        let shown = screen(&mut app, width, height);
        assert!(shown.contains(tally_head), "{shown}");
        assert!(super::status_of(&shown).contains(&chart_key), "{shown}");
        keys(&mut app, "c");
        let shown = screen(&mut app, width, height);
        assert!(!shown.contains(tally_head), "{shown}");
        assert!(super::status_of(&shown).contains(&tally_key), "{shown}");
        keys(&mut app, "c");
        let shown = screen(&mut app, width, height);
        assert!(shown.contains(tally_head), "{shown}");
    }
}

/// es 1.11: the small filter's chart plots each rate divided by the exact
/// one, so Bloom's points sit apart, under the line of 1 that the
/// measured points follow.
#[test]
fn the_small_filters_chart_shows_blooms_gap() {
    for (lang, (width, height)) in SEEN {
        let mut app = app(lang);
        keys(&mut app, "43");
        super::finish_run(&mut app, bloomlab::tui::Tab::Small, 1_000_000, |_| 1.0);
        let shown = screen(&mut app, width, height);
        let lines: Vec<&str> = shown.lines().collect();
        let one = lines
            .iter()
            .position(|line| line.starts_with("\" 1,00 │") || line.starts_with("\" 1.00 │"))
            .unwrap_or_else(|| panic!("{shown}"));
        assert!(lines[one].contains('█'), "{shown}");
        let bloom_row = lines
            .iter()
            .position(|line| line.contains("│") && line.contains('•'));
        assert!(bloom_row.is_some_and(|row| row > one), "{shown}");
    }
}

/// en 2.9: - at the table's smallest n, and + at its largest, say so on
/// the status line instead of doing nothing.
#[test]
fn n_at_its_end_says_so() {
    for (lang, (width, height)) in SEEN {
        let mut app = app(lang);
        keys(&mut app, "4---");
        assert_eq!(app.experiments_view().n, 10_000);
        keys(&mut app, "-");
        let shown = screen(&mut app, width, height);
        let said = bloomlab::t!(lang, "exp-n-at-least", n = "");
        let said = said.trim_end_matches([':', ' ']);
        assert!(super::status_of(&shown).contains(said), "{shown}");
        keys(&mut app, "++++");
        assert_eq!(app.experiments_view().n, 100_000_000);
        keys(&mut app, "+");
        let shown = screen(&mut app, width, height);
        let said = bloomlab::t!(lang, "exp-n-at-most", n = "");
        let said = said.trim_end_matches([':', ' ']);
        assert!(super::status_of(&shown).contains(said), "{shown}");
    }
}

/// es 2.4: a lesson's number says «-» among its keys, as the quiz does,
/// and a sign no number has («/» in 1/36) is said, not dropped.
#[test]
fn a_lessons_number_names_its_keys_and_says_what_it_drops() {
    for (lang, (width, height)) in SEEN {
        let mut app = app(lang);
        super::open_lesson_at(&mut app, 1);
        while super::lesson(&app).numeric().is_none() {
            super::lesson_and_quiz::answer_if_asked(&mut app);
            key(&mut app, KeyCode::Right);
        }
        let shown = screen(&mut app, width, height);
        assert!(super::status_of(&shown).contains("0-9 . , e -"), "{shown}");
        keys(&mut app, "1/3");
        let shown = super::joined(&screen(&mut app, width, height));
        let said = bloomlab::t!(lang, "quiz-char-not-in-number", c = "/", percent = "yes");
        let said = said.split(':').next().unwrap();
        assert!(shown.contains(said), "{shown}");
    }
}

/// es 3.1: in the playground, the last result goes as a new word is
/// typed, and an empty Enter says nothing was added.
#[test]
fn the_playground_forgets_its_last_result_as_a_word_is_typed() {
    for (lang, (width, height)) in SEEN {
        let mut app = app(lang);
        keys(&mut app, "2akiwi");
        key(&mut app, KeyCode::Enter);
        let added = screen(&mut app, width, height);
        let kiwi = format!("+ {}", lang.quote("kiwi"));
        assert!(added.contains(&kiwi), "{added}");
        keys(&mut app, "c");
        let typing = screen(&mut app, width, height);
        assert!(!typing.contains(&kiwi), "{typing}");
        key(&mut app, KeyCode::Esc);
        keys(&mut app, "a");
        key(&mut app, KeyCode::Enter);
        let shown = super::joined(&screen(&mut app, width, height));
        assert!(
            shown.contains(&bloomlab::t!(lang, "play-empty-add")),
            "{shown}"
        );
    }
}

/// es 6.1, en 4.9, en 6.4: the lessons are numbered in their list, as the
/// screens name them; the playground, Sizing and Experiments say in their
/// help what «exact» and Bloom's rate are and which lesson derives them,
/// and Experiments which lesson teaches p-values and Holm.
#[test]
fn screens_point_to_the_lesson_that_teaches_what_they_show() {
    for (lang, (width, height)) in SEEN {
        let mut lessons = app(lang);
        keys(&mut lessons, "1");
        let list = screen(&mut lessons, width, height);
        let second = bloomlab::t!(lang, "lesson-number", number = 2);
        assert!(list.contains(&format!("{second}: ")), "{list}");
        // The help's «exact Bloom» line ends by naming lesson 2 (its
        // words may wrap in the box, so the name is looked for).
        let derives = bloomlab::t!(lang, "exp-key-x-m-k-averaged-1");
        let lesson = match lang {
            bloomlab::lang::Lang::Es => "lección 2",
            _ => "lesson 2",
        };
        let derives = derives.replace('\u{a0}', " ");
        assert!(derives.contains(lesson), "{derives}");
        let head: String = derives.chars().take(12).collect();
        // Sizing says it in its rows' words, «Bloom's p», with the lesson.
        let sizing = bloomlab::t!(lang, "sizing-key-exact-bloom-said").replace('\u{a0}', " ");
        assert!(sizing.contains(lesson), "{sizing}");
        let sizing_head: String = sizing.chars().take(12).collect();
        // The table's help explains its exact column alone (reader 39, es
        // 6.8), with the same lesson.
        let exact_only = bloomlab::t!(lang, "exp-key-exact-only").replace('\u{a0}', " ");
        assert!(exact_only.contains(lesson), "{exact_only}");
        for screen_keys in ["2?", "3?", "42?"] {
            let mut app = app(lang);
            keys(&mut app, screen_keys);
            let help = super::joined(&screen(&mut app, width, height));
            let head = if screen_keys == "3?" {
                &sizing_head
            } else {
                &head
            };
            let at = help
                .find(head.as_str())
                .unwrap_or_else(|| panic!("{screen_keys}: {help}"));
            assert!(help[at..].contains(lesson), "{screen_keys}: {help}");
        }
        let mut app = app(lang);
        keys(&mut app, "4?");
        let help = super::joined(&screen(&mut app, width, height));
        let taught = bloomlab::t!(lang, "exp-key-statistics-taught");
        let taught = taught.replace('\u{a0}', " ");
        let taught = taught.split(['«', '“']).next().unwrap().trim();
        assert!(help.contains(taught), "{help}");
    }
}

/// es 6.2, en 6.3: lesson 2's best-k question no longer asks what the
/// step before printed (k = 7 gives 0.819 %), but what doubling k does;
/// es 5.3: the tiny filter's step says what its rows should show, not
/// what they did, above a measurement that chance flags 1 run in 20; en
/// 6.1: the two-hashes step gives the fact its question needs; en 5.2:
/// the relative difference says it is worked out before rounding.
#[test]
fn lesson_two_asks_what_it_has_not_said() {
    let catalog = bloomlab::content::Catalog::builtin().0;
    for (lang, _) in SEEN {
        let lesson = &catalog.lessons_in(lang)[1].lesson;
        let text = |step: &bloomlab::content::lesson::Step| {
            // The explanation after the answer too: the two-hashes step's
            // fact (a hash is a fixed-width number) moved there, where it
            // no longer gives the answer away (reader 18, en 6.5, es 6.3).
            format!(
                "{} {} {} {}",
                step.text,
                step.predict.as_ref().map_or("", |p| p.question.as_str()),
                step.predict
                    .as_ref()
                    .and_then(|p| p.explanation.clone())
                    .unwrap_or_default(),
                step.reveal.clone().unwrap_or_default()
            )
        };
        let all: Vec<String> = lesson.steps.iter().map(text).collect();
        let (doubled, should, width, rounding, stated) = match lang {
            bloomlab::lang::Lang::En => (
                "double k, to 14",
                "should come out consistent",
                "fixed\nwidth",
                "before rounding",
                "13 independent hashes the measurement is consistent",
            ),
            bloomlab::lang::Lang::Es => (
                "doblas k, a 14",
                "debería salir compatible",
                "ancho fijo",
                "antes de redondear",
                "13 hashes independientes, la medición es compatible",
            ),
        };
        let joined = all.join(" ");
        assert!(joined.contains(doubled), "{lang:?}");
        assert!(joined.replace('\n', " ").contains(should), "{lang:?}");
        assert!(
            joined.contains(width)
                || joined
                    .replace('\n', " ")
                    .contains(&width.replace('\n', " ")),
            "{lang:?}"
        );
        let feedback: String = lesson
            .steps
            .iter()
            .filter_map(|s| s.predict.as_ref())
            .flat_map(|p| p.choices.iter().map(|c| c.feedback.clone()))
            .collect();
        assert!(feedback.contains(rounding), "{lang:?}");
        assert!(!joined.replace('\n', " ").contains(stated), "{lang:?}");
    }
}

/// es 4.3: the narrow table heads its count of false positives «FP», in
/// Spanish as in English and as the command line does (reader 43, es
/// 4.6: «falsos» on screen, «FP» in the CLI and the glossary); the help
/// spells it out, and both say the full words at 120 columns.
#[test]
fn the_false_positive_column_is_named_in_spanish() {
    for (lang, (width, height)) in SEEN {
        let mut app = app(lang);
        keys(&mut app, "4");
        super::fake_table_results(&mut app);
        let shown = screen(&mut app, width, height);
        match (lang, width) {
            (bloomlab::lang::Lang::Es, 80) => {
                assert!(shown.contains(" FP "), "{shown}");
                assert!(!shown.contains(" falsos "), "{shown}");
            }
            _ => assert!(
                shown.contains(&bloomlab::t!(lang, "exp-table-false-positives")),
                "{shown}"
            ),
        }
    }
}

/// es 1.1, en 1.3: the Exercises list shows a summary whole or not at
/// all, never cut with «…» (the counting filter's lost «a counter stops at
/// 15», which the grader checks).
#[test]
fn exercise_summaries_are_whole_or_absent() {
    for (lang, (width, height)) in SEEN {
        let mut app = app(lang);
        keys(&mut app, "7");
        let shown = screen(&mut app, width, height);
        let list: Vec<&str> = shown
            .lines()
            .filter(|line| line.starts_with("\"    "))
            .collect();
        assert!(list.iter().all(|line| !line.contains('…')), "{shown}");
        if height >= 40 {
            assert!(shown.contains("15"), "{shown}");
        }
    }
}

/// Reader 11, es 5.1 and 5.2, en 5.1 of reader 10: Sizing shows the free
/// design's exact p with the digit that sets it apart from the p asked
/// (1.004 %), so pinning k and seeing m grow has its reason on screen;
/// at n = 10 it says the exact p is well above the p asked, and why.
#[test]
fn sizing_says_when_the_exact_rate_misses_the_one_asked() {
    for (lang, (width, height)) in SEEN {
        let mut app = app(lang);
        keys(&mut app, "3");
        let shown = screen(&mut app, width, height).replace('\u{a0}', " ");
        let four = match lang {
            bloomlab::lang::Lang::En => "1.004 %",
            bloomlab::lang::Lang::Es => "1,004 %",
        };
        assert!(shown.contains(four), "{shown}");
        for _ in 0..20 {
            key(&mut app, KeyCode::Left);
        }
        keys(&mut app, "3");
        let shown = super::joined(&screen(&mut app, width, height)).replace('\u{a0}', " ");
        let said = bloomlab::t!(
            lang,
            "sizing-small-n-above",
            n = "10",
            got = "",
            times = "",
            bloom = ""
        );
        let head = said.split(':').next().unwrap();
        assert!(shown.contains(head), "{shown}");
    }
}

/// Reader 11, es 2.1 and en 2.7: after the playground's «e again», any
/// other key, Esc too, only keeps the words: the screen stays, and x does
/// not also change the filter; es 3.1: a quiz's «Esc again to leave»
/// goes once another key is pressed; es 2.7: a typed number's status
/// line keeps the way out at 80 columns.
#[test]
fn a_question_asked_is_answered_by_the_next_key_alone() {
    for (lang, (width, height)) in SEEN {
        let mut app = app(lang);
        keys(&mut app, "2f");
        let before = screen(&mut app, width, height);
        let shape = before.lines().nth(1).unwrap().to_owned();
        keys(&mut app, "e");
        key(&mut app, KeyCode::Esc);
        let shown = super::joined(&screen(&mut app, width, height));
        // Esc says only that the words stay (reader 29, en 2.2); another
        // key also says it was used up.
        let kept = bloomlab::t!(lang, "play-empty-kept-esc");
        assert!(shown.contains(&kept), "{shown}");
        assert!(
            !shown.contains(&bloomlab::t!(lang, "play-empty-kept")),
            "{shown}"
        );
        keys(&mut app, "ea");
        let shown = super::joined(&screen(&mut app, width, height));
        assert!(
            shown.contains(&bloomlab::t!(lang, "play-empty-kept")),
            "{shown}"
        );
        keys(&mut app, "ex");
        let shown = screen(&mut app, width, height);
        assert_eq!(shown.lines().nth(1).unwrap(), shape, "{shown}");

        let mut quiz = super::course_quiz_at_first_number(lang);
        keys(&mut quiz, "5");
        let status = screen(&mut quiz, width, height);
        assert!(super::status_of(&status).contains("Esc Esc"), "{status}");
        key(&mut quiz, KeyCode::Esc);
        let warned = super::joined(&screen(&mut quiz, width, height));
        let warnings = [
            bloomlab::t!(lang, "quiz-leave-warning", key = "Esc"),
            bloomlab::t!(lang, "class-leave-keeps", key = "Esc"),
        ];
        let heads: Vec<String> = warnings
            .iter()
            .map(|w| w.chars().take(20).collect())
            .collect();
        assert!(
            heads.iter().any(|h| warned.contains(h.as_str())),
            "{warned}"
        );
        key(&mut quiz, KeyCode::Backspace);
        let after = super::joined(&screen(&mut quiz, width, height));
        assert!(heads.iter().all(|h| !after.contains(h.as_str())), "{after}");
    }
}

/// Reader 11, es 1.7 (and reader 10, es 1.8): the playground's rates,
/// too long for one line, break between whole items: no line starts or
/// ends with the «·» between them.
#[test]
fn a_list_of_rates_breaks_between_items() {
    for (lang, (width, height)) in SEEN {
        for shape in ["MMMMKK", "MMMMMMMKKKKK", ""] {
            let mut app = app(lang);
            keys(&mut app, "2");
            keys(&mut app, shape);
            keys(&mut app, "f");
            let shown = screen(&mut app, width, height);
            for line in shown.lines() {
                let text = line.trim_matches('"').trim();
                assert!(!text.starts_with('·'), "{shown}");
                assert!(!text.ends_with('·'), "{shown}");
            }
        }
    }
}
