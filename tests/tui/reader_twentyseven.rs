//! Reader 27's items (es at 80×24, en at 120×40), fixed in stop 53.

use super::{app, key, keys, screen};
use bloomlab::lang::Lang;
use crossterm::event::KeyCode;

/// Reader 27 (en 2.3, es 2.4): n is «next» in every lesson, and in the
/// playground it added a hundred words no key takes back. Random words
/// are on w and W now; n says where they went and adds nothing.
#[test]
fn random_words_are_on_w_and_n_adds_none() {
    for (lang, (width, height)) in super::SEEN {
        let mut app = app(lang);
        keys(&mut app, "2n");
        assert!(app.playground_view().filter.words.is_empty(), "{lang:?}");
        let shown = super::joined(&screen(&mut app, width, height));
        let said = bloomlab::t!(lang, "play-n-is-w");
        assert!(shown.contains(&said), "{shown}");
        keys(&mut app, "w");
        assert_eq!(app.playground_view().filter.words.len(), 100);
        keys(&mut app, "W");
        assert_eq!(app.playground_view().filter.words.len(), 1100);
    }
}

/// Reader 27 (es 2.4): on the Alternatives tab, p and n (previous and
/// next in the lessons) changed the rate and the keys; + and − set n, as
/// on the Table, and < > step the rate. p and n do nothing there.
#[test]
fn the_alternatives_take_plus_minus_and_angle_brackets() {
    for (lang, (width, height)) in super::SEEN {
        let mut app = app(lang);
        keys(&mut app, "44");
        let view = |app: &bloomlab::tui::App| {
            let alternatives = app.experiments_view().alternatives;
            (alternatives.n, alternatives.targets)
        };
        let before = view(&app);
        keys(&mut app, "pnP");
        assert_eq!(view(&app), before, "{lang:?}");
        keys(&mut app, "+");
        assert_eq!(view(&app).0, 1_000_000);
        keys(&mut app, "+");
        let shown = super::joined(&screen(&mut app, width, height));
        let already = bloomlab::t!(
            lang,
            "exp-alt-n-already",
            n = bloomlab::units::count(lang, 1_000_000)
        );
        assert!(shown.contains(&already.replace('\u{a0}', " ")), "{shown}");
        keys(&mut app, "-");
        assert_eq!(view(&app).0, 100_000);
        keys(&mut app, ">");
        assert_eq!(view(&app).1.len(), 1);
        keys(&mut app, "<");
        assert_eq!(view(&app).1.len(), 5);
    }
}

/// Reader 27 (es 2.3): the Experiments help left out x, c and f (and v on
/// the Alternatives tab), which the status line shows only while they
/// work. The help lists them on every tab, and at 80×24 names the keys
/// it leaves to the status line rather than drop one unsaid.
#[test]
fn the_experiments_help_lists_every_key() {
    for (lang, (width, height)) in super::SEEN {
        for tab in ["1", "2", "3", "4"] {
            let mut app = app(lang);
            keys(&mut app, &format!("4{tab}?"));
            let help = screen(&mut app, width, height);
            let wanted: &[&str] = if tab == "4" {
                &["← →", "< >", "+ -"]
            } else {
                &[" r "]
            };
            for key in wanted {
                assert!(help.contains(key), "{lang:?} tab {tab}: {key}\n{help}");
            }
            // c and f (and v) on a row of their own or with others; x
            // only while a run goes (readers 50, es 2.2).
            let rows = super::reader_fortyeight::help_rows_keys(&help);
            let listed = |key: &str| rows.iter().flatten().any(|k| k == key);
            assert!(!listed("x"), "{lang:?} tab {tab}: x\n{help}");
            for key in ["c", "f"].into_iter().chain((tab == "4").then_some("v")) {
                assert!(listed(key), "{lang:?} tab {tab}: {key}\n{help}");
            }
            let on_line = super::status_of(&help);
            let below = bloomlab::t!(lang, "app-help-rest-below", keys = "");
            let head = super::first_words(&below, 3);
            for word in on_line.trim_matches('"').split("  ") {
                let Some(key) = word.split_whitespace().next() else {
                    continue;
                };
                let box_lines: Vec<&str> = help.lines().filter(|l| l.contains('│')).collect();
                let listed = box_lines
                    .iter()
                    .any(|l| l.split('│').nth(1).is_some_and(|inner| inner.contains(key)));
                assert!(
                    listed || help.contains(&head),
                    "{lang:?} tab {tab}: {key} neither listed nor said\n{help}"
                );
            }
        }
    }
}

/// Reader 27 (en 6.4): a Small filter row read «✓ consistent ✗ Bloom»,
/// as if it both passed and failed. Each mark now sits on its formula:
/// «✓ exact ≠ Bloom».
#[test]
fn the_small_filter_marks_each_formula() {
    for (lang, (width, height)) in super::SEEN {
        let mut app = app(lang);
        keys(&mut app, "43");
        // The measured rates at the exact formula's: Bloom's, far below
        // at 12 bits, is rejected.
        super::finish_run(&mut app, bloomlab::tui::Tab::Small, 1_000_000, |_| 1.0);
        let shown = screen(&mut app, width, height);
        let exact = bloomlab::t!(lang, "exp-words-exact-kept");
        assert!(shown.contains(&format!("{exact} ≠ Bloom")), "{shown}");
        let consistent = bloomlab::t!(lang, "exp-words-consistent");
        assert!(!shown.contains(&format!("{consistent} ≠ Bloom")), "{shown}");
    }
}

/// Reader 27 (en 1.5): one blank between «queries» and «false positives»
/// and between «exact» and «verdict» read as one heading. Where the
/// screen has the room, two blanks part them, in the rows too.
#[test]
fn wide_table_headings_stand_apart() {
    let mut app = app(Lang::En);
    keys(&mut app, "4");
    super::finish_run(&mut app, bloomlab::tui::Tab::Table, 100_000, |_| 1.0);
    let shown = screen(&mut app, 120, 40);
    assert!(shown.contains("queries  false positives"), "{shown}");
    assert!(shown.contains("exact  verdict"), "{shown}");
    assert!(shown.contains(" ✓ consistent"), "{shown}");
    assert!(!shown.contains("% ✓ consistent"), "{shown}");
}

/// The row of the screen where a line containing `text` starts.
fn row_of(shown: &str, text: &str) -> Option<usize> {
    shown.lines().position(|line| line.contains(text))
}

/// Reader 27 (es 1.7, en 1.6): the Sizing chart moved and changed height
/// as n and p changed the notes over it. Its title stays on one row,
/// whatever the notes say, down to n = 2,000 (under that, the notes on
/// a small n take more lines, and the chart moves down to make room).
#[test]
fn the_sizing_chart_stays_where_it_is() {
    for (lang, (width, height)) in super::SEEN {
        let mut app = app(lang);
        keys(&mut app, "3");
        let title = bloomlab::t!(lang, "sizing-chart-title");
        let title = super::first_words(&title, 3);
        let first = screen(&mut app, width, height);
        let at = row_of(&first, &title).unwrap_or_else(|| panic!("{first}"));
        let axis_at = first.lines().position(|l| l.contains('└'));
        for _ in 0..11 {
            key(&mut app, KeyCode::Left);
            let shown = screen(&mut app, width, height);
            assert_eq!(row_of(&shown, &title), Some(at), "{lang:?}:\n{shown}");
            assert_eq!(
                shown.lines().position(|l| l.contains('└')),
                axis_at,
                "{lang:?}:\n{shown}"
            );
        }
        for _ in 0..8 {
            key(&mut app, KeyCode::Down);
            let shown = screen(&mut app, width, height);
            assert_eq!(row_of(&shown, &title), Some(at), "{lang:?}:\n{shown}");
        }
    }
}

/// Reader 27 (en 1.6): with m pinned, a change of n split the header
/// onto two lines and moved everything under it down, at 120 columns
/// where one line holds it.
#[test]
fn a_pinned_m_keeps_the_header_on_one_line_where_it_fits() {
    let mut app = app(Lang::En);
    keys(&mut app, "3m");
    key(&mut app, KeyCode::Right);
    let shown = screen(&mut app, 120, 40);
    let header = shown.lines().nth(1).unwrap_or_default();
    assert!(
        header.contains("n = 20,000,000") && header.contains("m held"),
        "{shown}"
    );
}

/// Reader 27 (es 1.8, en 1.1): a counter lowered and probed at once was
/// marked «−▲» in its cell, the − under the gap before the counter. The
/// − now has a row of its own, under the ▲, in the counter's column.
#[test]
fn a_lowered_and_probed_counter_has_one_mark_per_row() {
    for (lang, (width, height)) in super::SEEN {
        let mut app = app(lang);
        // «Remove “uva” for real», lesson 1's eighth step.
        super::reader_nine::to_lesson_step(&mut app, 0, |step| {
            step.title.contains("uva")
                && step.title.contains(match lang {
                    Lang::Es => "de verdad",
                    Lang::En => "for real",
                })
        });
        keys(&mut app, "1");
        let shown = screen(&mut app, width, height);
        assert!(!shown.contains("−▲"), "{shown}");
        let lines: Vec<&str> = shown.lines().collect();
        let probed = lines
            .iter()
            .position(|l| l.contains('▲'))
            .unwrap_or_else(|| panic!("{shown}"));
        // Under each − of the row after the ▲s there is a ▲ above.
        let below: Vec<char> = lines[probed + 1].chars().collect();
        let above: Vec<char> = lines[probed].chars().collect();
        for (column, c) in below.iter().enumerate() {
            if *c == '−' {
                assert_eq!(above.get(column), Some(&'▲'), "{shown}");
            }
        }
    }
}

/// Reader 27 (es 1.10, en 1.8): the column of questions still missed
/// started at another x on each quiz's page, so ←→ moved it.
#[test]
fn my_results_keeps_its_columns_from_page_to_page() {
    use bloomlab::records::{AnsweredQuestion, QuizAttempt};
    for (lang, (width, height)) in super::SEEN {
        let mut store = bloomlab::records::Store::in_memory();
        super::fixed_attempts(&mut store, lang);
        let quiz = bloomlab::content::Catalog::builtin().0.quizzes[1]
            .quiz
            .clone();
        let questions: Vec<AnsweredQuestion> = quiz
            .questions
            .iter()
            .map(|q| AnsweredQuestion {
                id: q.id.clone(),
                answer: "1".into(),
                correct: false,
                points: 0,
                max_points: q.points,
                ..Default::default()
            })
            .collect();
        store.records.attempts.push(QuizAttempt {
            id: "other".into(),
            quiz_id: quiz.id.clone(),
            lang: lang.code().to_owned(),
            finished_at: 1_796_025_600,
            seconds_taken: 60.0,
            score: 0,
            max_score: questions.len() as u32,
            questions,
            ..Default::default()
        });
        let mut app = super::app_on(lang, store);
        keys(&mut app, "6");
        let heading = bloomlab::t!(lang, "history-still-missed", count = 2, repeats = "yes");
        let heading = super::first_words(&heading, 2);
        let column = |shown: &str| {
            shown
                .lines()
                .find_map(|l| l.find(&heading).map(|at| l[..at].chars().count()))
        };
        let first = screen(&mut app, width, height);
        key(&mut app, KeyCode::Right);
        let second = screen(&mut app, width, height);
        assert!(column(&first).is_some(), "{first}");
        assert_eq!(column(&first), column(&second), "{first}\n{second}");
    }
}

/// Reader 27 (es 1.2): at n = 10 the Sizing chart did not fit («le falta
/// 1 línea más de terminal») with seven blank lines under that sentence.
/// It is drawn, under both notes on a small n.
#[test]
fn the_sizing_chart_is_drawn_at_the_smallest_n() {
    for (lang, (width, height)) in super::SEEN {
        let mut app = app(lang);
        keys(&mut app, "3");
        for _ in 0..28 {
            key(&mut app, KeyCode::Left);
        }
        let shown = screen(&mut app, width, height);
        let title = bloomlab::t!(lang, "sizing-chart-title");
        assert!(
            shown.contains(&super::first_words(&title, 3)),
            "{lang:?}:\n{shown}"
        );
        assert!(shown.contains('└'), "{lang:?}:\n{shown}");
    }
}

/// Reader 28 (es 1.2, en 1.1): a prediction whose first option showed and
/// the others sat below the fold took Enter or 1 as an answer, before
/// the student had seen options 2 and 3. An answer key now brings every
/// option into view first: an answer is only taken with all of them on
/// screen.
#[test]
fn a_prediction_is_answered_only_with_every_option_seen() {
    for (lang, (width, height)) in super::SEEN {
        for index in 0..3 {
            let mut app = app(lang);
            super::open_lesson_at(&mut app, index);
            let steps = super::lesson(&app).loaded.lesson.steps.len();
            for _ in 0..steps {
                let open = super::lesson(&app);
                let step = open.step;
                let choices: Vec<String> = open.loaded.lesson.steps[step]
                    .predict
                    .as_ref()
                    .filter(|_| open.blocked() && open.numeric().is_none())
                    .map(|predict| predict.choices.iter().map(|c| c.text.clone()).collect())
                    .unwrap_or_default();
                for _ in 0..3 {
                    if choices.is_empty() || !super::lesson(&app).blocked() {
                        break;
                    }
                    let before = super::joined(&screen(&mut app, width, height));
                    key(&mut app, KeyCode::Enter);
                    if super::lesson(&app).answers[step].is_some() {
                        for choice in &choices {
                            let head = super::first_words(&choice.replace('\u{a0}', " "), 2);
                            assert!(
                                before.contains(&head),
                                "{lang:?} lesson {index} step {step}: «{head}» unseen\n{before}"
                            );
                        }
                    }
                }
                super::lesson_and_quiz::answer_if_asked(&mut app);
                key(&mut app, KeyCode::Right);
            }
        }
    }
}

/// Reader 28 (en 2.3): in a counting filter's chart, the key back read
/// «g bits» while the note beside it said «g shows its counters».
#[test]
fn g_names_the_counters_of_a_counting_filter() {
    for (lang, (width, height)) in super::SEEN {
        let mut app = app(lang);
        keys(&mut app, "2fxg");
        let shown = screen(&mut app, width, height);
        let back = bloomlab::t!(lang, "play-key-show", what = "counters");
        assert!(
            super::status_of(&shown).contains(&format!("g {back}")),
            "{lang:?}: {shown}"
        );
    }
}
