//! Readers 44's and 45's items left at stop 67, and readers 46's:
//! Spanish at 80×24 and 80×22, English at 120×40 and 80×22.

use bloomlab::lang::Lang;
use crossterm::event::KeyCode;

use super::{joined, key, keys, screen};

const LANGS: [Lang; 2] = [Lang::Es, Lang::En];

/// Readers 44 (en 4.8): the quiz summary quoted a ticked set's options
/// and left a single choice bare. Every option is quoted now, a single
/// one too, unless it holds quotes of its own (reader 5, en 19).
#[test]
fn the_summary_quotes_a_single_answer_as_it_quotes_a_set() {
    for (lang, (width, _)) in super::SEEN {
        let mut app = super::take_the_quiz(lang);
        let text = joined(&screen(&mut app, width, 400)).replace('\u{a0}', " ");
        let (given, open) = match lang {
            Lang::Es => ("Tu respuesta: ", '«'),
            Lang::En => ("Your answer: ", '“'),
        };
        let guarantee = match lang {
            Lang::Es => "«Ningún falso positivo",
            Lang::En => "“No false positives",
        };
        let answers: Vec<&str> = text
            .split(given)
            .skip(1)
            .map(|rest| rest.trim_start())
            .collect();
        assert!(
            answers.iter().any(|answer| answer.starts_with(guarantee)),
            "{lang:?}: {text}"
        );
        // No option stands bare: each answer in words opens a quote, or
        // is a number, true or false, or an order.
        for answer in &answers {
            let first = answer.chars().next().unwrap();
            assert!(
                first == open
                    || !first.is_alphabetic()
                    || ["Verdadero", "Falso", "True", "False"]
                        .iter()
                        .any(|word| answer.starts_with(word)),
                "{lang:?}: {answer:.60}"
            );
        }
    }
}

/// Readers 44 (en 5.2): the playground wrote one filter's fill as
/// «31.3 %» over «(5/16)^1 = 31.25 %». The fill takes the rate's digits.
#[test]
fn the_fill_is_written_with_the_rates_digits() {
    for (lang, (width, height)) in super::SEEN {
        let mut app = super::playground_with_m(lang, "e", 16);
        while app.playground_view().filter.m > 16 {
            key(&mut app, KeyCode::Left);
        }
        while app.playground_view().filter.k > 1 {
            key(&mut app, KeyCode::Down);
        }
        keys(&mut app, "f");
        let shown = joined(&screen(&mut app, width, height)).replace('\u{a0}', " ");
        let view = app.playground_view();
        let ones = view.filter.cells.iter().filter(|&&cell| cell > 0).count();
        let share = bloomlab::units::formula_rate(lang, ones as f64 / 16.0).replace('\u{a0}', " ");
        let fill = format!("{ones}/16 = {share}");
        let this = format!("({ones}/16)^1 = {share}");
        assert!(shown.contains(&fill), "{lang:?}: {fill} in {shown}");
        assert!(shown.contains(&this), "{lang:?}: {this} in {shown}");
    }
}

/// Readers 44 (es 1.6): a numeric question's note on typing numbers
/// broke early at 80×22, «…una potencia de diez se» / «escribe 1e6 para
/// un millón.», 14 columns short. It takes one row now.
#[test]
fn the_note_on_typing_numbers_takes_one_row() {
    for lang in LANGS {
        let mut app = super::leftovers_nineteen::quiz_at_question(lang, "bits-1pct");
        let shown = screen(&mut app, 80, 22).replace('\u{a0}', " ");
        let note = bloomlab::t!(lang, "quiz-number-how-no-share").replace('\u{a0}', " ");
        assert!(
            shown.lines().any(|row| row.contains(&note)),
            "{lang:?}: {note} in\n{shown}"
        );
    }
}

/// Readers 45 (en 4.1): the help's «≤: no positives» did not say what the
/// figure after ≤ is. It says it is a bound, on one row at 80×22, with the
/// chart's letters still on the page.
#[test]
fn the_help_says_what_a_bound_is() {
    for lang in LANGS {
        for tab in ["1", "4"] {
            let mut app = super::app(lang);
            keys(&mut app, "4");
            keys(&mut app, tab);
            keys(&mut app, "?");
            // A help too long for 80×22 shows the rest on its ↓ page.
            let mut shown = screen(&mut app, 80, 22).replace('\u{a0}', " ");
            key(&mut app, KeyCode::Down);
            shown.push_str(&screen(&mut app, 80, 22).replace('\u{a0}', " "));
            let legend = bloomlab::t!(lang, "exp-key-interval-half-width-measured-rate")
                .replace('\u{a0}', " ");
            let bound = match lang {
                Lang::Es => "hasta x %",
                Lang::En => "at most x %",
            };
            assert!(legend.contains(bound), "{legend}");
            assert!(
                shown.lines().any(|row| row.contains(&legend)),
                "{lang:?} tab {tab}: {legend} in\n{shown}"
            );
        }
    }
}

/// Reader 46 (es 2.8): the lesson's help put «d otra semilla» between
/// «← p anterior» and «→ n Espacio siguiente»: a key the help explains at
/// more length took the end of the list. It keeps the status line's place.
#[test]
fn the_lessons_help_keeps_back_and_next_together() {
    for lang in LANGS {
        // Lesson 1's step 4 measures: d draws another seed there.
        let mut app = super::app(lang);
        super::reader_twelve_rest::answered_step_four(&mut app);
        super::lesson_and_quiz::answer_if_asked(&mut app);
        keys(&mut app, "?");
        let shown = screen(&mut app, 80, 24);
        let row = |start: &str| {
            shown
                .lines()
                .position(|line| line.trim_start_matches([' ', '"', '│']).starts_with(start))
                .unwrap_or_else(|| panic!("{lang:?}: {start} in\n{shown}"))
        };
        let (back, next, seed) = (row("← p"), row("→ n"), row("d "));
        assert!(back.abs_diff(next) == 1, "{lang:?}:\n{shown}");
        assert!(seed > back.max(next), "{lang:?}:\n{shown}");
    }
}

/// Reader 46 (es 4.10): a counting filter with k = 1 said of a word added
/// again at 15 «sus contadores están todos en 15 y ahí se quedan», of its
/// one counter. One counter is said in the singular.
#[test]
fn one_counter_at_fifteen_is_said_in_the_singular() {
    for lang in LANGS {
        let mut app = super::app(lang);
        keys(&mut app, "2x");
        while app.playground_view().filter.k > 1 {
            key(&mut app, KeyCode::Down);
        }
        for _ in 0..16 {
            keys(&mut app, "a");
            keys(&mut app, "uva");
            key(&mut app, KeyCode::Enter);
        }
        let shown = joined(&screen(&mut app, 80, 24));
        let said = match lang {
            Lang::Es => "su contador está en 15 y ahí se queda",
            Lang::En => "its counter is at 15 and stays there",
        };
        assert!(shown.contains(said), "{lang:?}: {shown}");
    }
}

/// Reader 46 (en 5.12): at m = 1,024 the chart's key gave the half-full
/// n twice, «n ≈ 236 (expected fill; m·ln 2 / k ≈ 237)»: 236.4 and 236.6
/// rounded apart. The shortcut is given only where it is off by 1 % or
/// more (at m = 32, k = 3: 7.3 and 7.4, tests/tui/reader_thirty.rs).
#[test]
fn the_half_full_key_gives_one_number_where_the_two_agree() {
    for (lang, (width, height)) in super::SEEN {
        let mut app = super::playground_with_m(lang, "e", 1024);
        while app.playground_view().filter.k < 3 {
            key(&mut app, KeyCode::Up);
        }
        while app.playground_view().filter.k > 3 {
            key(&mut app, KeyCode::Down);
        }
        keys(&mut app, "g");
        let shown = joined(&screen(&mut app, width, height)).replace('\u{a0}', " ");
        let half = match lang {
            Lang::Es => "n ≈ 236",
            Lang::En => "n ≈ 236",
        };
        assert!(shown.contains(half), "{lang:?}: {shown}");
        assert!(!shown.contains("m·ln 2 / k"), "{lang:?}: {shown}");
    }
}

/// Reader 46 (es 6.14): on the playground's chart a lookup read «“pera”:
/// in the filter», a certainty the filter never has, where the bits' view
/// says «probably present». The chart says it in the lessons' words.
#[test]
fn the_chart_answers_a_lookup_in_the_lessons_words() {
    for lang in LANGS {
        let mut app = super::app(lang);
        keys(&mut app, "2f");
        keys(&mut app, "g");
        keys(&mut app, "c");
        keys(&mut app, "uva");
        key(&mut app, KeyCode::Enter);
        let shown = joined(&screen(&mut app, 80, 24));
        let (said, not) = match lang {
            Lang::Es => (
                "«uva»: «probablemente está», y se ha añadido",
                ": está en el filtro",
            ),
            Lang::En => (
                "“uva”: “probably present”, and it was added",
                ": in the filter",
            ),
        };
        assert!(
            shown.contains(said) && !shown.contains(not),
            "{lang:?}: {shown}"
        );
    }
}

/// Reader 46 (en 1.1): Sizing with k held at 10 on 10⁷ elements, at
/// 80×22: «With k = 10 held, m is the fewest bits…» was dropped over two
/// blank rows, the chart's four plot rows set evenly apart under them.
/// The sentence takes those rows; the chart keeps its four plot rows.
#[test]
fn sizing_gives_its_blank_rows_to_the_held_k_sentence() {
    for lang in LANGS {
        let mut app = super::app(lang);
        keys(&mut app, "3k+++");
        let shown = screen(&mut app, 80, 22);
        let said = match lang {
            Lang::Es => "k = 10",
            Lang::En => "With k = 10 held",
        };
        let flat = joined(&shown);
        assert!(flat.contains(said), "{lang:?}:\n{shown}");
        let held = bloomlab::t!(lang, "sizing-k-too-large", k = 10, line = "60 %");
        let head: String = held.chars().take(12).collect();
        assert!(flat.contains(&head), "{lang:?}:\n{shown}");
        let rows: Vec<&str> = shown.lines().collect();
        let blank_pairs = rows
            .windows(2)
            .filter(|pair| {
                pair.iter()
                    .all(|row| row.trim_matches([' ', '"']).is_empty())
            })
            .count();
        assert_eq!(blank_pairs, 0, "{lang:?}:\n{shown}");
        assert!(
            super::reader_fortyfour::plot_rows(&shown) >= 4,
            "{lang:?}:\n{shown}"
        );
    }
}

/// Reader 46 (es 1.4): the Alternatives help's ↓ page drew its box two
/// columns narrower, one to the right: the frame jumped as the page
/// turned. Both pages take the whole help's width.
#[test]
fn the_helps_second_page_keeps_the_first_pages_box() {
    for lang in LANGS {
        let mut app = super::app(lang);
        keys(&mut app, "44?");
        let corner = |shown: &str| {
            shown
                .lines()
                .find_map(|line| line.find('┌').map(|at| (at, line.chars().count())))
                .unwrap_or_else(|| panic!("{lang:?}: no box in\n{shown}"))
        };
        let first = screen(&mut app, 80, 22);
        key(&mut app, KeyCode::Down);
        let second = screen(&mut app, 80, 22);
        assert_ne!(first, second, "{lang:?}: no second page");
        let row_with = |shown: &str| {
            shown
                .lines()
                .find(|line| line.contains('┌'))
                .map(|line| line.chars().filter(|c| *c == '─').count())
        };
        assert_eq!(
            corner(&first).0,
            corner(&second).0,
            "{lang:?}:\n{first}\n{second}"
        );
        assert_eq!(
            row_with(&first),
            row_with(&second),
            "{lang:?}:\n{first}\n{second}"
        );
    }
}

/// Reader 46 (en 1.3): My results broke «retry: after the quiz, the /
/// missed questions again» into two short rows, 49 characters over a
/// 46-column list. Each mark's legend takes one row.
#[test]
fn the_marks_legend_takes_a_row_each() {
    for (lang, (width, height)) in super::SEEN {
        let (mut app, _dir) = super::reader_forty::with_reader_41s_records(lang);
        keys(&mut app, "6");
        let mut seen = 0;
        for _ in 0..4 {
            let shown = screen(&mut app, width, height);
            let legends = [
                bloomlab::t!(lang, "history-legend-retry"),
                bloomlab::t!(lang, "history-legend-review"),
            ];
            for legend in legends {
                let head: String = legend.chars().take(8).collect();
                if shown.contains(&head) {
                    seen += 1;
                    assert!(shown.contains(&legend), "{lang:?}: {legend} in\n{shown}");
                }
            }
            key(&mut app, KeyCode::Right);
        }
        assert!(seen > 0, "{lang:?}: no legend on any page");
    }
}

/// Readers 47 (en 2.1, es 2.8): the quiz summary's help listed «Esc Enter
/// back» and then «Esc q go back». A status key with Esc says it once.
#[test]
fn the_summarys_help_lists_esc_once() {
    for (lang, (width, _)) in super::SEEN {
        let mut app = super::take_the_quiz(lang);
        keys(&mut app, "?");
        let shown = screen(&mut app, width, 60);
        let rows = shown
            .lines()
            .filter(|line| line.contains("│") && line.contains(" Esc "))
            .count();
        assert_eq!(rows, 1, "{lang:?}:\n{shown}");
    }
}

/// Reader 47 (es 2.7): on Home, ↓ in the help opened a page that held
/// only «↑ back to the keys». With no words to explain, ↓ stays.
#[test]
fn down_in_a_help_without_words_stays_on_the_keys() {
    for lang in LANGS {
        let mut app = super::app(lang);
        keys(&mut app, "?");
        let keys_page = screen(&mut app, 80, 24);
        key(&mut app, KeyCode::Down);
        assert_eq!(screen(&mut app, 80, 24), keys_page, "{lang:?}");
    }
}

/// Reader 47 (en 1.1): Sizing at 80×22, k held at 6 for p = 0.2 %: the
/// note with the bits the held k costs went whole to keep the warning's
/// second row. The warning takes its short form and both stay.
#[test]
fn sizing_keeps_both_notes_on_a_held_k_at_80_by_22() {
    for lang in LANGS {
        let target = |app: &bloomlab::tui::App| {
            app.sizing_view()
                .sizing
                .as_ref()
                .ok()
                .and_then(|s| s.fp_target)
                .unwrap()
        };
        // p = 0.2 %, whichever way the arrows step through the rates.
        let mut app = [KeyCode::Up, KeyCode::Down]
            .into_iter()
            .find_map(|arrow| {
                let mut app = super::app(lang);
                keys(&mut app, "3");
                for _ in 0..12 {
                    if (target(&app) - 0.002).abs() < 1e-12 {
                        return Some(app);
                    }
                    key(&mut app, arrow);
                }
                None
            })
            .unwrap_or_else(|| panic!("{lang:?}: no p = 0.2 %"));
        keys(&mut app, "k---");
        let shown = joined(&screen(&mut app, 80, 22));
        let (held, few) = match lang {
            Lang::Es => ("k = 6", "es menos de lo que pide m/n"),
            Lang::En => ("With k = 6 held", "is fewer than m/n calls for"),
        };
        assert!(shown.matches(held).count() >= 1, "{lang:?}: {shown}");
        assert!(shown.contains(few), "{lang:?}: {shown}");
        let more = match lang {
            Lang::Es => "más que con k libre",
            Lang::En => "than with k free",
        };
        assert!(shown.contains(more), "{lang:?}: {shown}");
    }
}

/// Reader 47 (es 4.11): a full playground read «32/32 = 100,0 %» over
/// «(32/32)^3 = 100 %». Both say «100 %».
#[test]
fn a_full_filter_reads_one_hundred_percent_once_written() {
    for lang in LANGS {
        let mut app = super::app(lang);
        keys(&mut app, "2fw");
        let shown = joined(&screen(&mut app, 80, 24)).replace('\u{a0}', " ");
        let m = app.playground_view().filter.m;
        assert!(
            shown.contains(&format!("{m}/{m} = 100 %")),
            "{lang:?}: {shown}"
        );
        assert!(
            !shown.contains("100,0 %") && !shown.contains("100.0 %"),
            "{lang:?}: {shown}"
        );
    }
}

/// Readers 47 (en 2.2): with m held, ↑↓ and 1-4 did nothing and the help
/// said why for k alone. It says it for p too.
#[test]
fn sizing_says_why_p_rests_while_m_is_held() {
    for lang in LANGS {
        let mut app = super::app(lang);
        keys(&mut app, "3m?");
        let shown = joined(&screen(&mut app, 80, 24));
        let said = bloomlab::t!(lang, "sizing-help-p-locked");
        let head: String = said.chars().take(30).collect();
        assert!(shown.contains(&head), "{lang:?}: {shown}");
    }
}
