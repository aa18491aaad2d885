//! Reader 18's items (es at 80×24, en at 120×40), fixed in stop 45.

use bloomlab::lang::Lang;
use crossterm::event::KeyCode;

use super::{SEEN, joined, key, keys, screen};

/// en 3.1: a filter measured past the chart's end at 100 % was said to
/// have «measured 0 %» under the chart: the key read the point's log,
/// not its rate.
#[test]
fn points_past_the_chart_are_worded_as_rates() {
    // At 80×24 the measurement and the overload warning leave the chart
    // too few rows to be drawn (reader 19, es 1.1): it is read at 120×40
    // in both languages.
    for (lang, (width, height)) in [(Lang::Es, (120, 40)), (Lang::En, (120, 40))] {
        let mut app = super::playground_with_m(lang, "e", 64);
        for _ in 0..10 {
            if app.playground_view().filter.k >= 5 {
                break;
            }
            key(&mut app, KeyCode::Up);
        }
        assert_eq!(app.playground_view().filter.k, 5);
        // 1,000 words: far past where its curve goes flat.
        keys(&mut app, "Wt");
        assert!(app.playground_view().measured.is_some());
        keys(&mut app, "g");
        let text = joined(&screen(&mut app, width, height)).replace('\u{a0}', " ");
        let beyond = text
            .split('→')
            .nth(1)
            .unwrap_or_else(|| panic!("no line for the points past the end: {text}"));
        assert!(beyond.contains("100 %"), "{lang:?}: {beyond}");
        assert!(!beyond.contains(" 0 %"), "{lang:?}: {beyond}");
    }
}

/// en 5.1, es 5.1: a share answered in % was given back to six digits
/// («0.753 …, that is 75.3438 %»); it has the fraction's digits.
#[test]
fn a_share_in_percent_has_the_fractions_digits() {
    for (lang, (width, height)) in SEEN {
        let text = super::reader_seventeen::share_answered_in_percent(lang, (width, height));
        let said = bloomlab::t!(lang, "quiz-the-answer-in-percent", percent = "");
        let at = text
            .find(said.trim_end())
            .unwrap_or_else(|| panic!("{text}"));
        let figure: String = text[at + said.trim_end().len()..]
            .trim_start()
            .chars()
            .take_while(|c| c.is_ascii_digit() || matches!(c, '.' | ','))
            .collect();
        let digits = figure.chars().filter(char::is_ascii_digit).count();
        assert!((1..=4).contains(&digits), "{lang:?}: «{figure}» in {text}");
        // Reader 19 (en 5.2): «0.642 …, that is 64.15 %». The percent is
        // the fraction shown, its point moved: the fraction is on screen.
        let number = |token: &str| token.replace(',', ".").parse::<f64>().ok();
        let percent = number(&figure).unwrap_or_else(|| panic!("{figure}"));
        let fraction_shown = text
            .split(|c: char| !(c.is_ascii_digit() || matches!(c, '.' | ',')))
            .filter_map(|token| number(token.trim_end_matches(['.', ','])))
            .any(|value| (value * 100.0 - percent).abs() < 1e-9);
        assert!(fraction_shown, "{lang:?}: «{figure}» in {text}");
    }
}

/// es 3.3: the playground's «e again: empty the filter» survived the
/// help, and the next e emptied it. Opening the help answers «keep».
#[test]
fn the_help_answers_a_pending_question_with_keep() {
    for (lang, (width, height)) in SEEN {
        let mut app = super::app(lang);
        keys(&mut app, "2f");
        let words = app.playground_view().filter.words.len();
        assert!(words > 0);
        keys(&mut app, "e?");
        keys(&mut app, "?");
        keys(&mut app, "e");
        // The first e after the help asks again; it does not empty.
        assert_eq!(app.playground_view().filter.words.len(), words, "{lang:?}");
        let shown = joined(&screen(&mut app, width, height));
        let ask = bloomlab::t!(lang, "play-empty-ask");
        assert!(shown.contains(&ask[..20]), "{shown}");
    }
}

/// es 1.2: at 80×24 the Experiments help dropped the keys the status line
/// shows without a sign; a line says where they are. (Shorter words have
/// since given every key its line at 80×24, reader 26, es 2.2: 80×22,
/// the smallest size, is still short of room.)
#[test]
fn a_help_short_of_room_says_the_rest_is_below() {
    let lang = Lang::Es;
    let mut app = super::app(lang);
    keys(&mut app, "4");
    super::finish_run(&mut app, bloomlab::tui::Tab::Table, 1_000_000, |_| 1.0);
    keys(&mut app, "?");
    let help = joined(&screen(&mut app, 80, 22));
    let below = bloomlab::t!(lang, "app-help-rest-below", keys = "");
    assert!(help.contains(&below[..30]), "{help}");
    // At 120×40 every key has its line, and nothing is said.
    let tall = joined(&screen(&mut app, 120, 40));
    assert!(!tall.contains(&below[..30]), "{tall}");
}

/// es 3.1, en 3.5: «s measures it (← or → changes it)» stayed under the
/// prediction while the run measured it, where neither key acts, and
/// after a cancel; each state says what becomes of the prediction.
/// Reader 33 (es): once both structures are built their bits stand in the
/// table, so the prediction is graded then, saying the rates are still
/// being measured, and after a cancel, saying not every rate was.
#[test]
fn the_prediction_says_what_becomes_of_it() {
    for (lang, (width, height)) in SEEN {
        let mut app = super::alternatives_tab::at_target(lang, 0.002);
        key(&mut app, KeyCode::Right);
        // The sentence's last part in each state.
        let said = |state: &str| {
            let text = bloomlab::t!(
                lang,
                "exp-alt-guess",
                said = "cuckoo",
                at = "",
                state = state
            );
            text.rsplit(". ").next().unwrap().to_owned()
        };
        let graded = |when: &str| {
            let text = bloomlab::t!(
                lang,
                "exp-alt-guess-graded",
                right = "no",
                said = "cuckoo",
                at = "",
                cuckoo = "",
                bloom = "",
                when = when
            );
            text.rsplit(". ").next().unwrap().to_owned()
        };
        let waiting = said("waiting");
        assert!(joined(&screen(&mut app, width, height)).contains(&waiting));
        // Started, nothing built yet: the run will grade it.
        let (n, targets) = {
            let alternatives = app.experiments_view().alternatives;
            (alternatives.n, alternatives.targets.clone())
        };
        super::start_fake_alternatives(&mut app, n, targets);
        let shown = joined(&screen(&mut app, width, height));
        assert!(shown.contains(&said("running")), "{shown}");
        assert!(!shown.contains(&waiting), "{shown}");
        // Built: graded, the rates still to come.
        let generation = super::alternatives_tab::built(&mut app);
        let shown = joined(&screen(&mut app, width, height));
        assert!(shown.contains(&graded("running")), "{shown}");
        super::alternatives_tab::all_done(&mut app, generation, true);
        let shown = joined(&screen(&mut app, width, height));
        assert!(shown.contains(&graded("cancelled")), "{shown}");
        assert!(!shown.contains(&graded("running")), "{shown}");
    }
}

/// es 1.5: at the 0.01 % row a four-digit count sat one blank from a
/// nine-character rate, «1663 0,00991 %», which read as one number. Two
/// blanks part them now.
#[test]
fn a_four_digit_count_stands_apart_from_the_rate() {
    for (lang, (width, height)) in SEEN {
        let mut app = super::app(lang);
        keys(&mut app, "4");
        super::finish_run(&mut app, bloomlab::tui::Tab::Table, 16_800_000, |_| 0.991);
        let shown = screen(&mut app, width, height);
        let row = shown
            .lines()
            .find(|line| line.contains("k=13"))
            .unwrap_or_else(|| panic!("{shown}"));
        // The count comes after the queries («16,8M»).
        let at = row.find("8M").unwrap_or_else(|| panic!("{row}")) + 2;
        let after = row[at..].trim_start();
        let count: String = after
            .chars()
            .take_while(|c| c.is_ascii_digit() || *c == ',')
            .collect();
        assert_eq!(count.replace(',', "").len(), 4, "{row}");
        assert!(after[count.len()..].starts_with("  "), "{row}");
        let used = row.trim_matches('"').trim_end().chars().count();
        assert!(used < width as usize, "{used} {row}");
    }
}

/// es 1.6: the hash set's «0 % ≤0,00369 %» ran past the ± column and
/// pushed the theory's rate out of line. The bound now takes the rate's
/// place, and the verdicts stay in one column.
#[test]
fn the_hash_sets_bound_keeps_the_columns_in_line() {
    for (lang, (width, height)) in SEEN {
        let mut app = super::alternatives_all_measured_at_hash_set(lang);
        let shown = screen(&mut app, width, height);
        let verdict_at = |line: &str| line.chars().position(|c| c == '✓' || c == '✗');
        let bound = shown
            .lines()
            .find(|line| line.contains('≤'))
            .unwrap_or_else(|| panic!("{shown}"));
        let measured = shown
            .lines()
            .find(|line| line.contains('±') && verdict_at(line).is_some())
            .unwrap_or_else(|| panic!("{shown}"));
        assert!(
            !bound.contains("0 % ≤") && !bound.contains("0\u{a0}% ≤"),
            "{bound}"
        );
        assert_eq!(verdict_at(bound), verdict_at(measured), "{shown}");
    }
}

/// es 1.11: a list entry's tag broke across lines («· último» /
/// «intento: 8/12 puntos»). The line breaks before the tag, never in it.
#[test]
fn list_tags_are_never_broken() {
    for (lang, (width, height)) in SEEN {
        let mut app = super::app(lang);
        keys(&mut app, "5");
        let count = bloomlab::content::Catalog::builtin()
            .0
            .quizzes_in(lang)
            .len();
        for index in 0..count {
            super::open_quiz_at(&mut app, index);
            super::answer_every_question(&mut app);
            key(&mut app, KeyCode::Esc);
            key(&mut app, KeyCode::Esc);
        }
        keys(&mut app, "5");
        let shown = screen(&mut app, width, height).replace('\u{a0}', " ");
        let (start, end) = match lang {
            Lang::Es => ("último", "puntos"),
            _ => ("last whole attempt", "points"),
        };
        // Quizzes whose first options leave an ordering unanswered are
        // not finished here; the others are.
        // The tag follows its title, or starts the next line capitalized
        // where it does not fit (reader 36, en 1.7).
        let tags = || {
            shown
                .lines()
                .filter(|line| line.to_lowercase().contains(start))
        };
        let tagged = tags().count();
        assert!(tagged + 1 >= count, "{tagged} of {count}: {shown}");
        for line in tags() {
            assert!(line.contains(end), "{shown}");
        }
        // Its «·» never starts a line, where it read as a bullet (reader
        // 36, en 1.7), at the size seen or narrower.
        for (w, h) in [(width, height), (80, 24), (60, 24)] {
            let shown = screen(&mut app, w, h);
            for line in shown.lines() {
                let text = line.trim_matches('"').trim_start();
                assert!(!text.starts_with('·'), "{lang:?} {w}: {shown}");
            }
        }
    }
}

/// en 4.8: on an exercise's page of My results each run ended in the
/// stray word «exercise»; the home menu called the screen «your quiz
/// attempts»; the status line offered «r» where the help said «r Enter».
#[test]
fn my_results_says_what_it_holds() {
    use bloomlab::records::Store;
    for (lang, (width, height)) in SEEN {
        let home = screen(&mut super::app(lang), width, height);
        let exercises = match lang {
            Lang::Es => "ejercicios",
            _ => "exercise",
        };
        let line = home
            .lines()
            .find(|line| line.contains("6 "))
            .unwrap_or_else(|| panic!("{home}"));
        assert!(line.contains(exercises), "{home}");
        let mut store = Store::in_memory();
        super::fixed_attempts(&mut store, lang);
        super::fixed_exercise_runs(&mut store, lang);
        let mut app = super::app_on(lang, store);
        keys(&mut app, "6");
        let quiz_page = screen(&mut app, width, height);
        assert!(
            super::status_of(&quiz_page).contains("r Enter"),
            "{quiz_page}"
        );
        let mark = bloomlab::t!(lang, "class-mark-exercise");
        for _ in 0..3 {
            key(&mut app, KeyCode::Right);
            let shown = screen(&mut app, width, height);
            for row in shown.lines().filter(|line| line.contains(" % ")) {
                let row = row.trim_matches('"').trim_end();
                assert!(!row.ends_with(&format!(" {mark}")), "{shown}");
            }
        }
    }
}

/// en 3.4: a review left part-way with Esc Esc was thrown away, so a
/// question put right there stayed «still missed». The answers given are
/// kept, as a review, and the warning says so.
#[test]
fn a_review_left_part_way_keeps_its_answers() {
    use bloomlab::records::AttemptKind;
    for (lang, (width, height)) in SEEN {
        let mut app = super::reviewing_from_my_results(lang);
        let reviewed = super::quiz(&app).questions.len();
        assert!(reviewed > 1, "a review of one question ends by itself");
        super::answer_first(&mut app);
        key(&mut app, KeyCode::Enter);
        key(&mut app, KeyCode::Esc);
        let warned = screen(&mut app, width, height);
        let kept = bloomlab::t!(lang, "class-leave-keeps-review", key = "Esc");
        assert!(super::joined(&warned).contains(&kept[..20]), "{warned}");
        key(&mut app, KeyCode::Esc);
        let attempts = &app.store().records.attempts;
        let last = attempts.last().unwrap();
        assert_eq!(last.kind, AttemptKind::Review);
        assert_eq!(last.questions.len(), 1);
        let shown = screen(&mut app, width, height);
        assert!(
            shown.contains(&bloomlab::t!(lang, "history-title")),
            "{shown}"
        );
    }
}

/// en 4.10, 4.4: a new word whose bits were all 1 already was added with
/// no note, where a word added twice got «no bit changes»; a removal
/// refused on a counter at 0 buried the point (a 0 proves the word was
/// never added) under «2 of its probes land on that counter».
#[test]
fn the_playground_says_what_an_addition_or_removal_changed() {
    for (lang, (width, height)) in SEEN {
        let mut app = super::app(lang);
        keys(&mut app, "2");
        // A word on the fruits' bits: found by adding words until one
        // lands on set bits only.
        keys(&mut app, "f");
        let all_set = bloomlab::t!(lang, "lesson-op-add-all-set", cells = 2);
        let all_set = &all_set[..all_set.find(':').unwrap()];
        let mut seen = false;
        for word in (0..200).map(|i| format!("w{i}")) {
            let ones = app.playground_view().filter.ones();
            keys(&mut app, &format!("a{word}"));
            key(&mut app, KeyCode::Enter);
            let shown = super::joined(&screen(&mut app, width, height));
            let said = shown.contains(all_set)
                || shown.contains(&bloomlab::t!(lang, "lesson-op-add-all-set", cells = 1)[..12]);
            let unchanged = app.playground_view().filter.ones() == ones;
            assert_eq!(said, unchanged, "{word}: {shown}");
            if said {
                seen = true;
                break;
            }
        }
        assert!(seen, "no word landed on set bits only");
        // A counting filter, and a word never added on a counter at 0.
        let mut app = super::app(lang);
        keys(&mut app, "2x");
        keys(&mut app, "rzebra");
        key(&mut app, KeyCode::Enter);
        let shown = super::joined(&screen(&mut app, width, height));
        let proof = match lang {
            Lang::Es => ", y cada palabra añadida sube todos sus contadores",
            _ => ", and every word added raises all its counters",
        };
        assert!(shown.contains(proof), "{shown}");
    }
}

/// en 1.7: in the naive deletion, ▲ sat under kiwi's lookup (bits 7 and
/// 10) just above «✂ bits 2, 7 set to 0». The cleared bits are marked ✂,
/// as their line is, and the bit the lookup alone reads ▲.
#[test]
fn cleared_bits_are_marked_as_their_line_is() {
    use bloomlab::content::scene::ActionKind;
    for (lang, (width, height)) in SEEN {
        let first = super::reader_eight::lesson_step(lang, 0, 0);
        let scenes = &super::lesson(&first).loaded.scenes;
        let step = scenes
            .iter()
            .position(|scene| {
                scene.as_ref().is_some_and(|scene| {
                    scene.results.iter().any(|r| r.kind == ActionKind::Clear)
                        && scene
                            .results
                            .last()
                            .is_some_and(|r| r.kind == ActionKind::Query)
                })
            })
            .expect("lesson 1 clears bits, then looks a word up");
        let mut app = super::reader_eight::lesson_step(lang, 0, step);
        keys(&mut app, "1");
        let shown = screen(&mut app, width, height);
        let lines: Vec<&str> = shown.lines().collect();
        let marks = lines
            .iter()
            .position(|line| line.contains('✂') && !line.contains(" 0 "))
            .unwrap_or_else(|| panic!("{shown}"));
        // Under bits 2 and 7 (cleared; kiwi reads 7 too): ✂; under bit
        // 10, read only: ▲.
        let indices = lines[marks - 1];
        let column = |text: &str, at: usize| text.chars().nth(at);
        let end_of = |number: &str| {
            let at = indices.find(&format!(" {number} ")).unwrap() + 1 + number.len() - 1;
            indices[..=at].chars().count() - 1
        };
        assert_eq!(column(lines[marks], end_of("2")), Some('✂'), "{shown}");
        assert_eq!(column(lines[marks], end_of("7")), Some('✂'), "{shown}");
        assert_eq!(column(lines[marks], end_of("10")), Some('▲'), "{shown}");
    }
}

/// en 4.2: with m pinned and n grown, the header's «m for p = 1 %» sat
/// above «(≥ log₂(1/p) = 3.31)», whose p was the 10.1 % this m now
/// gives. The bits' line names its p: Bloom's, the row below.
#[test]
fn the_bound_names_its_p_when_m_is_pinned() {
    // At 80 columns the bits' line has no room for the bound at all.
    for (lang, (width, height)) in [(Lang::Es, (120, 40)), (Lang::En, (120, 40))] {
        let mut app = super::app(lang);
        keys(&mut app, "3m");
        key(&mut app, KeyCode::Right);
        let sizing = app.sizing_view().sizing.unwrap();
        let bound = (1.0 / sizing.fp_predicted).log2();
        let text = joined(&screen(&mut app, width, height)).replace('\u{a0}', " ");
        let line = text
            .split("log₂(1/p) = ")
            .nth(1)
            .unwrap_or_else(|| panic!("{text}"));
        let shown = bloomlab::units::decimal_mark(lang, format!("{bound:.2}"));
        let named = bloomlab::t!(lang, "sizing-bound-bloom-p");
        assert!(line.starts_with(&format!("{shown} {named})")), "{text}");
    }
}

/// en 3.7: starting a finished lesson over forgot its predictions with
/// no word. The offer says how many were right, and that starting over
/// begins with none.
#[test]
fn starting_over_says_the_predictions_go() {
    for (lang, (width, height)) in SEEN {
        let first = super::reader_eight::lesson_step(lang, 0, 0);
        let steps = super::lesson(&first).loaded.lesson.steps.len();
        let mut app = super::reader_eight::lesson_step(lang, 0, steps - 1);
        key(&mut app, KeyCode::Esc);
        key(&mut app, KeyCode::Enter);
        let shown = joined(&screen(&mut app, width, height));
        let said = match lang {
            Lang::Es => {
                "predicciones acertadas. Pulsa Enter (o r) para empezarla de nuevo sin ninguna predicción hecha"
            }
            _ => "predictions right. Press Enter (or r) to start it over with no prediction made",
        };
        assert!(shown.contains(said), "{shown}");
    }
}

/// es 1.8: at 80×24 the k sweep's chart has seven rows, and every k from
/// 4 to 13 sat on its 1 % row, so the minimum lesson 2 sends the student
/// to find could not be seen. It is said under the chart, with the ★ of
/// the table.
#[test]
fn the_k_sweeps_minimum_is_said_under_its_chart() {
    for (lang, (width, height)) in SEEN {
        let mut app = super::app(lang);
        keys(&mut app, "42");
        super::finish_run(&mut app, bloomlab::tui::Tab::KSweep, 1_000_000, |_| 1.0);
        let shown = screen(&mut app, width, height).replace('\u{a0}', " ");
        let said = match lang {
            Lang::Es => "★ menor medida: k = 7 (0,819 %) · menor exacta: k = 7 (0,8194 %)",
            _ => "★ lowest measured: k = 7 (0.819 %) · lowest exact: k = 7 (0.8194 %)",
        };
        assert!(shown.contains(said), "{shown}");
    }
}
