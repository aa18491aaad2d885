//! Reader 8's items (stop 37): each fixed and checked on the screen where
//! it was seen, in both languages, at 80×24 (Spanish reader) and 120×40
//! (English reader).

use bloomlab::lang::Lang;
use crossterm::event::KeyCode;

use super::lesson_and_quiz::{answer_if_asked, deliver_until_the_lesson_run_ends};
use super::{SEEN, app, app_with_inbox, joined, key, keys, lesson, open_lesson_at, screen};

/// es 3.1, en 3.1: on every lesson step whose measurement runs after a
/// question, the answer's ✓ or ✗ with the start of its feedback is in
/// view once the measurement is in, not scrolled above it.
#[test]
fn an_answer_s_verdict_stays_in_view_when_its_measurement_ends() {
    for (lang, (width, height)) in SEEN {
        for lesson_index in 0..3 {
            let (mut app, inbox) = app_with_inbox(lang);
            open_lesson_at(&mut app, lesson_index);
            let steps = lesson(&app).loaded.lesson.steps.len();
            for step in 0..steps {
                let at = &lesson(&app).loaded.lesson.steps[step];
                let asks_then_runs = at.experiment.is_some()
                    && at.predict.as_ref().is_some_and(|p| p.numeric().is_none());
                if asks_then_runs {
                    answer_if_asked(&mut app);
                    screen(&mut app, width, height);
                    deliver_until_the_lesson_run_ends(&mut app, &inbox);
                    let shown = screen(&mut app, width, height);
                    let picked = lesson(&app).answers[step].unwrap();
                    let predict = lesson(&app).loaded.lesson.steps[step].predict.clone();
                    let feedback = &predict.unwrap().choices[picked].feedback;
                    let start: String = feedback
                        .split_whitespace()
                        .take(3)
                        .collect::<Vec<_>>()
                        .join(" ");
                    assert!(
                        joined(&shown).contains(&start),
                        "{lang:?} lesson {} step {}: «{start}»\n{shown}",
                        lesson_index + 1,
                        step + 1
                    );
                }
                answer_if_asked(&mut app);
                key(&mut app, KeyCode::Right);
            }
        }
    }
}

/// Step through lesson `index` to its step `step` (answering on the way),
/// without answering that step.
pub(super) fn lesson_step(lang: Lang, index: usize, step: usize) -> bloomlab::tui::App {
    let mut app = app(lang);
    open_lesson_at(&mut app, index);
    while lesson(&app).step < step {
        answer_if_asked(&mut app);
        key(&mut app, KeyCode::Right);
    }
    app
}

/// es 4.6, en 4.7: before its answer, a step whose array holds counters
/// calls them counters, not bits.
#[test]
fn a_hidden_array_of_counters_is_called_counters() {
    for (lang, (width, height)) in SEEN {
        let steps = lesson(&lesson_step(lang, 0, 0)).loaded.lesson.steps.len();
        let mut seen = 0;
        for step in 0..steps {
            let mut app = lesson_step(lang, 0, step);
            let counting = lesson(&app).loaded.scenes[step]
                .as_ref()
                .is_some_and(|scene| scene.after.counting);
            if !counting || !lesson(&app).blocked() {
                continue;
            }
            let shown = joined(&screen(&mut app, width, height));
            let counters = bloomlab::t!(lang, "lesson-scene-hidden-counters");
            let bits = bloomlab::t!(lang, "lesson-scene-hidden");
            assert!(shown.contains(&counters), "step {}: {shown}", step + 1);
            assert!(!shown.contains(&bits), "step {}: {shown}", step + 1);
            seen += 1;
        }
        assert!(seen > 0, "{lang:?}: no step hides an array of counters");
    }
}

/// es 1.1, es 1.3: with k pinned and the 10 % row, Sizing's notes run the
/// screen's width under the table, and the chart keeps four rows of plot
/// or says in one line that it does not fit; never one row with a wrong
/// scale.
#[test]
fn sizing_s_chart_is_readable_or_said_not_to_fit() {
    for (lang, (width, height)) in SEEN {
        for keys_typed in ["3k", "3k+++1", "3k++++++1"] {
            let mut app = app(lang);
            keys(&mut app, keys_typed);
            let shown = screen(&mut app, width, height);
            let lines: Vec<&str> = shown.lines().collect();
            let title = bloomlab::t!(lang, "sizing-chart-title");
            let no_room = bloomlab::t!(lang, "exp-table-chart-does-not-fit", missing = 1);
            let no_room = no_room.split(':').next().unwrap();
            // The rows between the chart's title and its axis, if drawn.
            let plot = lines
                .iter()
                .position(|line| line.contains(&title))
                .map(|at| {
                    lines[at + 1..]
                        .iter()
                        .take_while(|line| !line.contains('└'))
                        .count()
                });
            match plot {
                Some(plot) => assert!(plot >= 4, "{keys_typed}: {plot} rows\n{shown}"),
                None => assert!(shown.contains(no_room), "{keys_typed}\n{shown}"),
            }
            // The pinned k's note starts at the left edge and runs past
            // the left column (40 columns) where it is long; on a short
            // screen it gives way to the chart's seven rows (reader 10, es
            // 1.3).
            let note = bloomlab::t!(lang, "sizing-pinned-k-optimal", optimal = "", ideal = "");
            let note = note.split(',').next().unwrap();
            let chart_full = plot.is_some_and(|rows| rows >= 7);
            assert!(
                shown.contains(note) || !shown.contains("▸k") || chart_full,
                "{keys_typed}\n{shown}"
            );
        }
    }
}

/// es 1.2: after a run, the Alternatives tab's help at 80×24 keeps its
/// last line, how to close it.
#[test]
fn the_help_keeps_its_close_line_where_it_is_tall() {
    for (lang, (width, height)) in SEEN {
        let mut app = app(lang);
        keys(&mut app, "44");
        super::fake_alternatives(&mut app, 23, true);
        keys(&mut app, "?");
        let shown = screen(&mut app, width, height);
        let close = bloomlab::t!(lang, "app-close-this-help");
        assert!(shown.contains(&close), "{shown}");
    }
}

/// Keys said as they work: es 2.8 and en 2.3, a quiz's help names q q
/// beside Esc Esc; en 2.1, q during a run is told «Esc or q again»; en
/// 2.2, Enter on the Alternatives tab starts nothing unannounced.
#[test]
fn keys_are_named_as_they_work() {
    for (lang, (width, height)) in SEEN {
        let mut app = app(lang);
        keys(&mut app, "5");
        key(&mut app, KeyCode::Enter);
        keys(&mut app, "?");
        let help = screen(&mut app, width, height);
        assert!(help.contains("Esc Esc  q q"), "{help}");

        let (mut app, _inbox) = app_with_inbox(lang);
        keys(&mut app, "4s");
        assert!(app.experiments_view().running);
        keys(&mut app, "q");
        let asked = joined(&screen(&mut app, width, height));
        let again = bloomlab::t!(lang, "exp-alt-esc-again-leave-and-stop");
        assert!(asked.contains(&again) && again.contains(" q "), "{asked}");

        let (mut app, _inbox) = app_with_inbox(lang);
        keys(&mut app, "44");
        key(&mut app, KeyCode::Enter);
        assert!(!app.experiments_view().running, "{lang:?}");
    }
}

/// en 5.8: with m = 8 and k = 16, half the bits are set at n ≈ 0,3, not
/// «n ≈ 0».
#[test]
fn the_half_full_n_keeps_a_decimal_under_ten() {
    for (lang, (width, height)) in SEEN {
        let mut app = app(lang);
        keys(&mut app, "2f");
        while app.playground_view().filter.m > 8 {
            key(&mut app, KeyCode::Left);
        }
        while app.playground_view().filter.k < 16 {
            key(&mut app, KeyCode::Up);
        }
        keys(&mut app, "g");
        let shown = joined(&screen(&mut app, width, height)).replace('\u{a0}', " ");
        let half = bloomlab::t!(
            lang,
            "play-chart-half-full",
            cell = "bit",
            n = if lang == Lang::Es { "0,3" } else { "0.3" }
        )
        .replace('\u{a0}', " ");
        assert!(shown.contains(&half), "{shown}");
    }
}

/// es 6.2, en 6.1: the first lesson's end does not send the student to
/// Experiments, whose verdicts the second lesson teaches; the second's
/// end does.
#[test]
fn only_lessons_after_the_first_point_to_experiments() {
    for (lang, (width, height)) in SEEN {
        let pointer = bloomlab::t!(lang, "lesson-end-experiments");
        for (index, points) in [(0, false), (1, true)] {
            let mut app = app(lang);
            open_lesson_at(&mut app, index);
            let steps = lesson(&app).loaded.lesson.steps.len();
            while lesson(&app).step + 1 < steps || lesson(&app).blocked() {
                answer_if_asked(&mut app);
                key(&mut app, KeyCode::Right);
            }
            for _ in 0..10 {
                key(&mut app, KeyCode::PageDown);
            }
            let shown = joined(&screen(&mut app, width, height));
            assert_eq!(
                shown.contains(&pointer),
                points,
                "lesson {}\n{shown}",
                index + 1
            );
        }
    }
}

/// es 2.3: p (or ←) while a number is typed does not lose the number;
/// reader 19 (es 2.5): nor does it wait until the number is erased. It
/// goes back, and the number is there again on return.
#[test]
fn p_while_typing_keeps_the_number_for_the_return() {
    for (lang, (width, height)) in SEEN {
        let mut app = app(lang);
        open_lesson_at(&mut app, 1);
        while lesson(&app).numeric().is_none() || !lesson(&app).blocked() {
            answer_if_asked(&mut app);
            key(&mut app, KeyCode::Right);
        }
        let step = lesson(&app).step;
        let previous = bloomlab::t!(lang, "lesson-key-previous");
        keys(&mut app, "2");
        let typing = screen(&mut app, width, height);
        assert!(super::status_of(&typing).contains(&previous), "{typing}");
        keys(&mut app, "p");
        assert_eq!(lesson(&app).step, step - 1);
        key(&mut app, KeyCode::Right);
        assert_eq!(lesson(&app).step, step);
        let shown = screen(&mut app, width, height);
        assert!(shown.contains("2▏") || shown.contains(": 2"), "{shown}");
    }
}

/// A question opens with ▶ on its first option, as a lesson's does, so
/// the Enter after the one that moves on answers with what is shown
/// (reader 10, es and en 2.7, where an unseen cursor made the first Enter
/// do nothing; reader 8, es 2.4 asked that Enter not answer unseen); es
/// 5.5: a question worth more than a point says so in the header before
/// it is answered.
#[test]
fn the_cursor_shows_from_the_start_and_a_question_tells_its_worth() {
    for (lang, (width, height)) in SEEN {
        let mut app = app(lang);
        keys(&mut app, "5");
        key(&mut app, KeyCode::Enter);
        keys(&mut app, "1");
        key(&mut app, KeyCode::Enter);
        let shown = screen(&mut app, width, height);
        assert!(shown.contains("▶ 1)"), "{shown}");
        assert_eq!(super::quiz(&app).attempts.len(), 1, "{lang:?}");
        // ↓ moves the ▶ at once, and Enter answers with its option.
        key(&mut app, KeyCode::Down);
        let shown = screen(&mut app, width, height);
        assert!(shown.contains("▶ 2)"), "{shown}");
        key(&mut app, KeyCode::Enter);
        assert_eq!(super::quiz(&app).attempts.len(), 2, "{lang:?}");
        // On to a question worth more than one point (the second quiz's
        // ordering question).
        let mut app = super::app(lang);
        let index = app
            .catalog()
            .quizzes_in(lang)
            .iter()
            .position(|q| q.quiz.questions.iter().any(|q| q.points > 1))
            .unwrap();
        keys(&mut app, "5");
        for _ in 0..index {
            key(&mut app, KeyCode::Down);
        }
        key(&mut app, KeyCode::Enter);
        let mut worth = None;
        for _ in 0..40 {
            let points = super::quiz(&app).question().points;
            if points > 1 {
                worth = Some(points);
                break;
            }
            super::answer_first(&mut app);
            key(&mut app, KeyCode::Enter);
        }
        let points = worth.expect("a question worth more than a point");
        let shown = screen(&mut app, width, height);
        let said = bloomlab::t!(lang, "quiz-worth", points = points);
        assert!(shown.contains(said.trim()), "{shown}");
    }
}

/// es 5.6: an attempt left after one question shows no «100 %» in My
/// results, and the chart of whole attempts says there is none yet.
#[test]
fn an_unfinished_attempt_has_no_percentage() {
    for (lang, (width, height)) in SEEN {
        let mut app = app(lang);
        keys(&mut app, "5");
        key(&mut app, KeyCode::Enter);
        keys(&mut app, "2");
        key(&mut app, KeyCode::Enter);
        key(&mut app, KeyCode::Esc);
        key(&mut app, KeyCode::Esc);
        key(&mut app, KeyCode::Esc);
        keys(&mut app, "6");
        let shown = screen(&mut app, width, height);
        let unfinished = bloomlab::t!(lang, "class-mark-unfinished");
        let line = shown
            .lines()
            .find(|line| line.contains(&unfinished))
            .unwrap_or_else(|| panic!("{shown}"));
        assert!(line.contains('—') && !line.contains('%'), "{line}");
        let none = bloomlab::t!(lang, "history-chart-none-whole");
        let none = none.split(':').next().unwrap();
        assert!(joined(&shown).contains(none), "{shown}");
    }
}

/// es 5.4: with m pinned small enough, k stops at 64 and says so.
#[test]
fn sizing_says_when_k_stops_at_its_most() {
    for (lang, (width, height)) in SEEN {
        let mut app = app(lang);
        keys(&mut app, "3m");
        for _ in 0..12 {
            key(&mut app, KeyCode::Left);
        }
        let shown = joined(&screen(&mut app, width, height));
        let said = bloomlab::t!(lang, "sizing-k-capped", most = 64);
        let said = said.split(',').next().unwrap();
        assert!(shown.contains(said), "{shown}");
    }
}

/// en 1.5: «← your answer» stood alone on a line, where it read as the
/// next option's. Reader 35 (es 1.3): where a long option left no room
/// it was dropped. A single pick is now named by the verdict, on every
/// quiz, every one-answer question answered with its third option, at
/// both sizes seen; no «←» stands alone.
#[test]
fn your_answer_stays_beside_its_option() {
    use bloomlab::content::QuestionType;
    for (lang, (width, height)) in SEEN {
        let count = app(lang).catalog().quizzes_in(lang).len();
        for index in 0..count {
            let mut app = app(lang);
            keys(&mut app, "5");
            for _ in 0..index {
                key(&mut app, KeyCode::Down);
            }
            key(&mut app, KeyCode::Enter);
            let total = super::quiz(&app).questions.len();
            for _ in 0..total {
                let single = super::quiz(&app).question().question_type() == QuestionType::Single;
                match super::quiz(&app).question().question_type() {
                    QuestionType::Single => keys(&mut app, "3"),
                    QuestionType::Multiple => {
                        keys(&mut app, "3");
                        key(&mut app, KeyCode::Enter);
                    }
                    _ => super::answer_first(&mut app),
                }
                let shown = screen(&mut app, width, height);
                for line in shown.lines() {
                    let text = line.trim_matches('"').trim();
                    assert!(!text.starts_with('←'), "{lang:?} quiz {index}\n{shown}");
                }
                if single {
                    let chose = bloomlab::t!(lang, "quiz-you-chose", row = 3);
                    assert!(
                        super::joined(&shown).contains(&chose),
                        "{lang:?} quiz {index}\n{shown}"
                    );
                }
                key(&mut app, KeyCode::Enter);
            }
        }
    }
}

/// en 5.5: lesson 3's structures say over how many their p-value is
/// adjusted, so 0,97 on one step and 0,92 on the next do not read as two
/// values of one thing.
#[test]
fn a_structure_s_adjusted_p_value_says_over_how_many() {
    for (lang, (width, height)) in SEEN {
        let (mut app, inbox) = app_with_inbox(lang);
        open_lesson_at(&mut app, 2);
        let steps = lesson(&app).loaded.lesson.steps.len();
        let mut seen = 0;
        for _ in 0..steps {
            answer_if_asked(&mut app);
            if lesson(&app).loaded.lesson.steps[lesson(&app).step]
                .experiment
                .is_some()
            {
                screen(&mut app, width, height);
                deliver_until_the_lesson_run_ends(&mut app, &inbox);
                let over = match lang {
                    Lang::Es => "estructuras de este paso:",
                    _ => "structures:",
                };
                // Where the answer keeps the view, the measurement is a
                // page or two below, as the line under the answer says.
                for _ in 0..4 {
                    let shown = joined(&screen(&mut app, width, height));
                    if shown.contains(over) {
                        seen += 1;
                        break;
                    }
                    key(&mut app, KeyCode::PageDown);
                }
            }
            key(&mut app, KeyCode::Right);
        }
        assert!(seen > 0, "{lang:?}");
    }
}

/// en 1.4: in colour too, the Sizing chart's key shows three different
/// samples, so a student who cannot tell the colours apart can tell the
/// lines apart.
#[test]
fn the_sizing_key_tells_its_lines_apart_in_colour() {
    use bloomlab::records::Store;
    use bloomlab::tui::{Start, Theme};
    for (lang, (width, height)) in SEEN {
        let options = bloomlab::tui::AppOptions {
            theme: Some(Theme::colored()),
            ..super::options()
        };
        let (mut app, _inbox) = super::app_built(lang, Store::in_memory(), Start::Home, options);
        keys(&mut app, "3");
        let shown = screen(&mut app, width, height);
        let key = shown
            .lines()
            .rfind(|line| line.contains('█'))
            .unwrap_or_else(|| panic!("{shown}"));
        for sample in ["⠒⠒", "⠒ ⠒", "••"] {
            assert!(key.contains(sample), "{sample}: {key}");
        }
    }
}

/// es 2.9: My results' help names r (review the questions missed).
#[test]
fn my_results_help_names_r() {
    for (lang, (width, height)) in SEEN {
        let mut app = super::take_the_quiz(lang);
        key(&mut app, KeyCode::Enter);
        key(&mut app, KeyCode::Esc);
        keys(&mut app, "6?");
        let shown = screen(&mut app, width, height);
        let review = bloomlab::t!(lang, "history-help-review");
        assert!(joined(&shown).contains(&review), "{shown}");
    }
}

/// es 3.3: a new run's explanation reads from its start, not from where
/// the last one was scrolled.
#[test]
fn a_new_run_s_explanation_starts_at_the_top() {
    let mut app = app(Lang::Es);
    keys(&mut app, "4");
    super::finish_run(&mut app, bloomlab::tui::Tab::Table, 1_000_000, |_| 1.0);
    keys(&mut app, "e");
    for _ in 0..5 {
        key(&mut app, KeyCode::PageDown);
    }
    let scrolled = screen(&mut app, 80, 24);
    assert!(!scrolled.contains("bloomlab ha consultado"), "{scrolled}");
    super::finish_run(&mut app, bloomlab::tui::Tab::Table, 1_000_000, |_| 1.0);
    let fresh = screen(&mut app, 80, 24);
    assert!(fresh.contains("bloomlab ha consultado"), "{fresh}");
}

/// en 3.2: after a comparison, > (or + and −) first asks, on the status line,
/// before it clears the results; a second press clears them, another key
/// keeps them.
#[test]
fn p_after_a_comparison_asks_before_clearing_it() {
    for (lang, (width, height)) in SEEN {
        for typed in [">", "<", "+"] {
            let mut app = app(lang);
            keys(&mut app, "44");
            super::fake_alternatives(&mut app, 23, true);
            keys(&mut app, typed);
            assert!(app.experiments_view().alternatives.run.is_some());
            let shown = screen(&mut app, width, height);
            let ask = bloomlab::t!(lang, "exp-alt-discard-ask-target", key = typed, next = "");
            let ask = ask.split(':').next().unwrap();
            assert!(super::status_of(&shown).contains(ask), "{shown}");
            key(&mut app, KeyCode::Down);
            keys(&mut app, typed);
            assert!(app.experiments_view().alternatives.run.is_some());
            keys(&mut app, typed);
            assert!(app.experiments_view().alternatives.run.is_none());
        }
    }
}

/// es 3.2: at every step that asks for a number, the first digit typed
/// brings the answer's line into view with the digit in it.
#[test]
fn a_typed_digit_is_seen_where_it_goes() {
    for (lang, (width, height)) in SEEN {
        for index in 0..3 {
            let mut app = app(lang);
            open_lesson_at(&mut app, index);
            let steps = lesson(&app).loaded.lesson.steps.len();
            for _ in 0..steps {
                if lesson(&app).blocked() && lesson(&app).numeric().is_some() {
                    keys(&mut app, "9");
                    let shown = screen(&mut app, width, height);
                    let field = bloomlab::t!(lang, "lesson-your-answer", typed = "9");
                    assert!(
                        shown.contains(&field),
                        "lesson {} step {}\n{shown}",
                        index + 1,
                        lesson(&app).step + 1
                    );
                    key(&mut app, KeyCode::Backspace);
                }
                answer_if_asked(&mut app);
                key(&mut app, KeyCode::Right);
            }
        }
    }
}

/// Reader 9, es 1.2: the question p asks after a comparison fits the
/// status line whole at 80×24 (it lost «borras est-» to a cut).
#[test]
fn the_discard_question_fits_whole() {
    for (lang, (width, height)) in SEEN {
        let mut app = app(lang);
        keys(&mut app, "44");
        super::fake_alternatives(&mut app, 23, true);
        keys(&mut app, ">");
        let shown = screen(&mut app, width, height);
        // It names the rate > goes on to (reader 34, es 2.3).
        let next = bloomlab::t!(lang, "exp-alt-next-one", rate = "10\u{a0}%");
        let ask = bloomlab::t!(lang, "exp-alt-discard-ask-target", key = ">", next = next);
        let status = super::status_of(&shown);
        assert!(
            status.contains(&ask.replace('\u{a0}', " ")),
            "{ask}\n{shown}"
        );
        // The question on a row of its own: «+ 10⁶» beside it read as one
        // of its answers (reader 12, es 2.3). The keys stay below it
        // (reader 31, es 2.1).
        let row = shown
            .lines()
            .find(|line| line.contains(super::first_words(&ask, 3).as_str()))
            .unwrap_or_default();
        assert!(!row.contains(" + ") && !row.contains("Esc"), "{shown}");
    }
}

/// Reader 9, en 2.2: a character that is no part of a number is said,
/// not dropped in silence («1/9» read as 19).
#[test]
fn a_character_left_out_of_a_number_is_said() {
    for (lang, (width, height)) in SEEN {
        let mut app = super::course_quiz_at_first_number(lang);
        keys(&mut app, "1/9");
        let shown = joined(&screen(&mut app, width, height));
        let said = bloomlab::t!(lang, "quiz-char-not-in-number", c = "/", percent = "yes");
        let said = said.split(':').next().unwrap();
        assert!(shown.contains(said), "{shown}");
    }
}

/// Reader 9, es 3.1: midway through a 20-seed repeat, the counts are not
/// yet judged against chance; once it stops, they are.
#[test]
fn a_repeat_is_judged_once_its_seeds_are_in() {
    let (mut app, inbox) = app_with_inbox(Lang::Es);
    keys(&mut app, "4");
    keys(&mut app, "-");
    keys(&mut app, "-");
    keys(&mut app, "-");
    keys(&mut app, "r");
    let wait = bloomlab::t!(Lang::Es, "exp-repeat-judged-at-end", seeds = 20);
    let wait = wait.split(':').next().unwrap().to_owned();
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(120);
    let mut saw_wait = false;
    while std::time::Instant::now() < deadline {
        if let Ok(msg) = inbox.recv_timeout(std::time::Duration::from_millis(200)) {
            app.update(msg);
        }
        let shown = joined(&screen(&mut app, 80, 24));
        if shown.contains(&wait) {
            saw_wait = true;
            keys(&mut app, "x");
            break;
        }
    }
    assert!(saw_wait, "the repeat never showed its counts midway");
    let shown = joined(&screen(&mut app, 80, 24));
    assert!(!shown.contains(&wait), "{shown}");
}
