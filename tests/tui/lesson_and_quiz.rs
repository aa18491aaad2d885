//! The lesson (predict prompts, saved progress) and the quiz (answers,
//! numbers, retries, the review from My results), driven by keys.

use super::*;

#[test]
fn the_lesson_blocks_on_predict_and_shows_the_false_positive() {
    let mut app = app(Lang::En);
    open_first_lesson(&mut app);
    assert_eq!(app.screen, ScreenId::Lesson);
    for _ in 0..3 {
        key(&mut app, KeyCode::Right);
    }
    let open = app.screens.lesson.open.as_ref().unwrap();
    assert_eq!(open.step, 3);
    assert!(open.blocked(), "the «mango» step asks first");
    key(&mut app, KeyCode::Right);
    assert_eq!(
        app.screens.lesson.open.as_ref().unwrap().step,
        3,
        "cannot skip an unanswered prompt"
    );
    assert!(screen(&app, 80, 24).contains("Answer the question first."));
    keys(&mut app, "1");
    assert!(!app.screens.lesson.open.as_ref().unwrap().blocked());
    key(&mut app, KeyCode::Right);
    keys(&mut app, "2");
    let text = screen(&app, 100, 30);
    assert!(text.contains("FALSE POSITIVE"), "{text}");
    assert!(text.contains("bit 2 was set by «uva»"), "{text}");
    key(&mut app, KeyCode::Left);
    assert_eq!(app.screens.lesson.open.as_ref().unwrap().step, 3);
}

#[test]
fn reopening_the_lesson_offers_to_continue() {
    let mut app = app(Lang::En);
    to_false_positive(&mut app);
    let saved = app
        .ctx
        .store
        .lesson("bloom-basics", "en")
        .cloned()
        .expect("progress is recorded");
    assert_eq!(saved.step, 4);
    assert_eq!(saved.predictions.len(), 2);
    // A new session with the same records.
    let (catalog, _) = Catalog::builtin();
    let mut store = Store::in_memory();
    store.records = app.ctx.store.records.clone();
    let mut again = build_app(
        Lang::En,
        catalog,
        Vec::new(),
        store,
        Start::Home,
        channel().0,
    );
    open_first_lesson(&mut again);
    assert!(screen(&again, 80, 24).contains("You got as far as step 5 of 19"));
    key(&mut again, KeyCode::Enter);
    let open = again.screens.lesson.open.as_ref().unwrap();
    assert_eq!(open.step, 4);
    assert!(!open.blocked(), "the prediction made last time is kept");

    // Starting over, even in the same session, forgets the predictions.
    key(&mut again, KeyCode::Esc);
    key(&mut again, KeyCode::Enter);
    let open = again.screens.lesson.open.as_mut().unwrap();
    open.resume = Some(4);
    keys(&mut again, "r");
    let open = again.screens.lesson.open.as_ref().unwrap();
    assert_eq!(open.step, 0);
    assert!(open.answers.iter().all(Option::is_none));
    let saved = again.ctx.store.lesson("bloom-basics", "en").unwrap();
    assert_eq!(
        (saved.step, saved.predictions.len()),
        (0, 0),
        "saved progress starts over too"
    );
}

#[test]
fn saved_progress_from_an_older_lesson_does_not_break_the_new_one() {
    use bloomlab::records::{LessonProgress, Prediction};
    let (catalog, _) = Catalog::builtin();
    let mut store = Store::in_memory();
    store.records.lessons.push(LessonProgress {
        lesson_id: "bloom-basics".into(),
        lang: "en".into(),
        step: 5,
        steps: 40,
        predictions: vec![
            Prediction {
                step: 3,
                choice: 9,
                correct: true,
            },
            Prediction {
                step: 200,
                choice: 0,
                correct: false,
            },
            Prediction {
                step: 0,
                choice: 0,
                correct: true,
            },
        ],
        updated_at: 1,
    });
    let mut app = build_app(
        Lang::En,
        catalog,
        Vec::new(),
        store,
        Start::Home,
        channel().0,
    );
    open_first_lesson(&mut app);
    key(&mut app, KeyCode::Enter);
    let open = app.screens.lesson.open.as_ref().unwrap();
    assert_eq!(open.step, 5);
    assert_eq!(
        open.answers[3], None,
        "a choice that no longer exists is dropped"
    );
    assert_eq!(
        open.answers[0], None,
        "a step without a prompt takes no answer"
    );
    for step in 0..6 {
        app.screens.lesson.open.as_mut().unwrap().step = step;
        screen(&app, 80, 24);
    }
}

/// Two probes of one key on the same position: the text says so, rather
/// than listing two positions for k = 3.
#[test]
fn a_shared_probe_is_explained() {
    use bloomlab::content::scene::{ActionKind, OpResult};
    let app = app(Lang::En);
    let result = OpResult {
        kind: ActionKind::Add,
        word: Some("apple".into()),
        positions: vec![8, 30, 8],
        answer: None,
        note: None,
    };
    let lines = bloomlab::tui::lesson::result_lines(&result, false, 80, &app.ctx);
    let text = lines
        .iter()
        .map(|line| {
            line.spans
                .iter()
                .map(|span| span.content.trim())
                .collect::<String>()
        })
        .collect::<Vec<_>>()
        .join(" ")
        .replace('\u{a0}', " ");
    assert!(text.contains("(two probes hit the same one)"), "{text:?}");
}

#[test]
fn quiz_answers_feedback_score_and_retry() {
    let mut app = app(Lang::En);
    keys(&mut app, "5");
    key(&mut app, KeyCode::Enter);
    let total = app.screens.quiz.run.as_ref().unwrap().questions.len();
    // Answer every question with the first option, or 1 for numbers.
    for _ in 0..total {
        answer_first(&mut app);
        let shown = screen(&app, 80, 24);
        assert!(
            shown.contains("✓ Correct") || shown.contains("✗ Incorrect"),
            "{shown}"
        );
        key(&mut app, KeyCode::Enter);
    }
    let run = app.screens.quiz.run.as_ref().unwrap();
    let missed = run.missed().len();
    assert!(missed > 0 && missed < total);
    let summary = screen(&app, 80, 24);
    assert!(summary.contains("Missed questions:"), "{summary}");
    keys(&mut app, "r");
    assert_eq!(
        app.screens.quiz.run.as_ref().unwrap().questions.len(),
        missed,
        "retry asks only the missed ones"
    );
}

#[test]
fn numeric_answers_are_typed_and_edited() {
    let mut app = app(Lang::Es);
    keys(&mut app, "5");
    key(&mut app, KeyCode::Enter);
    // Skip to the first numeric question.
    loop {
        let kind = app
            .screens
            .quiz
            .run
            .as_ref()
            .unwrap()
            .question()
            .question_type();
        if kind == bloomlab::content::QuestionType::Numeric {
            break;
        }
        answer_first(&mut app);
        key(&mut app, KeyCode::Enter);
    }
    keys(&mut app, "abc");
    assert_eq!(
        app.screens.quiz.run.as_ref().unwrap().input,
        "",
        "letters are not numbers"
    );
    key(&mut app, KeyCode::Enter);
    assert!(screen(&app, 80, 24).contains("Escribe un número"));
    // An ambiguous number: the whole explanation shows, wrapped.
    keys(&mut app, "6,644");
    key(&mut app, KeyCode::Enter);
    let shown = screen(&app, 80, 24);
    assert!(
        shown.contains("¿Miles o decimales?") && shown.contains("(292.3430)."),
        "{shown}"
    );
    for _ in 0..5 {
        key(&mut app, KeyCode::Backspace);
    }
    keys(&mut app, "12,5");
    key(&mut app, KeyCode::Backspace);
    assert_eq!(app.screens.quiz.run.as_ref().unwrap().input, "12,");
    key(&mut app, KeyCode::Enter);
    assert!(screen(&app, 80, 24).contains("la respuesta es"));
}

#[test]
fn a_finished_quiz_appears_in_the_history_and_its_misses_can_be_reviewed() {
    let mut app = app(Lang::En);
    keys(&mut app, "6");
    assert!(screen(&app, 80, 24).contains("No quiz attempts yet"));
    key(&mut app, KeyCode::Esc);
    keys(&mut app, "5");
    key(&mut app, KeyCode::Enter);
    let total = app.screens.quiz.run.as_ref().unwrap().questions.len();
    for _ in 0..total {
        answer_first(&mut app);
        key(&mut app, KeyCode::Enter);
    }
    let attempts = app.ctx.store.records.attempts.clone();
    assert_eq!(attempts.len(), 1, "the finished attempt is recorded once");
    let attempt = &attempts[0];
    assert_eq!(attempt.questions.len(), total);
    let missed = attempt.questions.iter().filter(|q| !q.correct).count();
    key(&mut app, KeyCode::Esc);
    key(&mut app, KeyCode::Esc);
    keys(&mut app, "6");
    let shown = screen(&app, 80, 24);
    assert!(
        shown.contains(&format!("{}/{}", attempt.score, attempt.max_score)),
        "{shown}"
    );
    assert!(shown.contains("1 attempt (UTC)"), "{shown}");
    keys(&mut app, "r");
    assert_eq!(app.screen, ScreenId::Quiz);
    assert_eq!(
        app.screens.quiz.run.as_ref().unwrap().questions.len(),
        missed
    );
    // The review's end leads back to My results.
    for _ in 0..missed {
        answer_first(&mut app);
        key(&mut app, KeyCode::Enter);
    }
    assert!(
        screen(&app, 80, 24).contains("Score"),
        "{}",
        screen(&app, 80, 24)
    );
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.screen, ScreenId::History);
}

/// Open the formula lesson (second in the list) and go to step `target`
/// (from 0), answering every prediction on the way with its first choice.
fn to_formula_step(app: &mut App, target: usize) {
    keys(app, "1");
    key(app, KeyCode::Down);
    key(app, KeyCode::Enter);
    assert_eq!(
        app.screens.lesson.open.as_ref().unwrap().loaded.lesson.id,
        "bloom-formula"
    );
    for _ in 0..target {
        answer_if_asked(app);
        key(app, KeyCode::Right);
    }
    assert_eq!(app.screens.lesson.open.as_ref().unwrap().step, target);
}

/// Answer the step's prediction if it waits for one: the first choice, or
/// a number typed and entered.
fn answer_if_asked(app: &mut App) {
    let open = app.screens.lesson.open.as_ref().unwrap();
    if !open.blocked() {
        return;
    }
    if open.numeric().is_some() {
        keys(app, "19");
        key(app, KeyCode::Enter);
    } else {
        keys(app, "1");
    }
}

/// The lesson run's generation, as its events carry it.
fn lesson_generation(app: &App) -> u64 {
    app.screens
        .lesson
        .live
        .as_ref()
        .expect("the step's experiment runs")
        .generation
}

/// The lower half of a tall screen, where the experiment is drawn.
fn experiment_part(app: &App) -> String {
    let text = screen(app, 80, 70);
    let start = text.find("Experiment").expect("the experiment is drawn");
    let line_start = text[..start].rfind('\n').map_or(0, |i| i + 1);
    text[line_start..].to_owned()
}

#[test]
fn an_experiment_step_before_during_and_after_its_run() {
    use bloomlab::content::lesson::StepExperiment;
    use bloomlab::experiment::{Outcome, Tally};

    for lang in [Lang::En, Lang::Es] {
        let code = lang.code();
        let mut app = app(lang);
        to_formula_step(&mut app, 3);
        assert!(
            app.screens.lesson.live.is_none(),
            "waits for the prediction"
        );
        insta::assert_snapshot!(
            format!("lesson-experiment-before-{code}"),
            experiment_part(&app)
        );
        keys(&mut app, "1");
        let generation = lesson_generation(&app);
        let experiment: StepExperiment = app
            .screens
            .lesson
            .open
            .as_ref()
            .unwrap()
            .loaded
            .lesson
            .steps[3]
            .experiment
            .clone()
            .unwrap();
        let spec = experiment.specs().unwrap().remove(0);
        app.update(Msg::Experiment {
            generation,
            event: Event::Progress(Progress {
                row: 0,
                inserted: 100_000,
                n: 100_000,
                queries: 40_000,
                false_positives: 330,
                filters: 1,
                estimate: 0.00825,
                interval: Interval {
                    low: 0.0074,
                    high: 0.0092,
                },
                expected_queries: 230_000,
                k: 7,
                single_filter: true,
            }),
        });
        // An older run's event is not this one's.
        app.update(Msg::Experiment {
            generation: generation - 1,
            event: Event::AllDone {
                seconds: 0.0,
                cancelled: true,
            },
        });
        let during = experiment_part(&app);
        assert!(during.contains("40"), "{during}");
        insta::assert_snapshot!(format!("lesson-experiment-during-{code}"), during);
        let tally = Tally {
            queries: 250_000,
            false_positives: 2_050,
            filters: 1,
            sum_rate: 0.0082,
            sum_rate_squared: 0.0082 * 0.0082,
            sum_fill: 0.503,
            ..Default::default()
        };
        let outcome = Outcome::from_tally(&spec, &tally, false, 0.8);
        app.update(Msg::Experiment {
            generation,
            event: Event::Finished {
                row: 0,
                outcome: Box::new(outcome),
            },
        });
        app.update(Msg::Experiment {
            generation,
            event: Event::AllDone {
                seconds: 0.8,
                cancelled: false,
            },
        });
        let after = experiment_part(&app);
        insta::assert_snapshot!(format!("lesson-experiment-after-{code}"), after);
        assert!(!app.screens.lesson.live.as_ref().unwrap().running());
    }
}

/// Step 12 measures the 192-bit filter with double hashing and then with
/// independent hashes, on the real engine; both results are shown, judged
/// together as a family of two.
#[test]
fn both_hashings_are_measured_side_by_side() {
    let (mut app, inbox) = app_with_inbox(Lang::En);
    to_formula_step(&mut app, 11);
    answer_if_asked(&mut app);
    assert_eq!(app.screens.lesson.live.as_ref().unwrap().outcomes.len(), 2);
    let deadline = Instant::now() + Duration::from_secs(60);
    while app.screens.lesson.live.as_ref().unwrap().running() {
        assert!(Instant::now() < deadline, "the run did not end");
        if let Ok(msg) = inbox.recv_timeout(Duration::from_millis(100)) {
            app.update(msg);
        }
    }
    let live = app.screens.lesson.live.as_ref().unwrap();
    let outcomes: Vec<_> = live.outcomes.iter().flatten().collect();
    assert_eq!(outcomes.len(), 2, "both measured");
    assert_eq!(
        outcomes[0].spec.hashing,
        bloomlab::experiment::Hashing::Double
    );
    assert_eq!(
        outcomes[1].spec.hashing,
        bloomlab::experiment::Hashing::Independent
    );
    // The same filter shape and keys, so the same exact rate.
    assert_eq!(outcomes[0].fp_exact, outcomes[1].fp_exact);
    let text = experiment_part(&app)
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
    assert!(
        text.contains("double hashing, then independent hashes"),
        "{text}"
    );
    assert!(text.contains("Double hashing:"), "{text}");
    assert!(text.contains("Independent hashes:"), "{text}");
    assert_eq!(text.matches("Measured:").count(), 2, "{text}");
    assert_eq!(
        text.matches("adjusted p-value is").count(),
        2,
        "judged as a family of two: {text}"
    );
    // What the step's text tells the student to expect (seeded, so the
    // same every run): double hashing departs, independent hashes fit.
    let family = bloomlab::experiment::family_verdicts(
        &outcomes.iter().map(|o| (*o).clone()).collect::<Vec<_>>(),
    );
    use bloomlab::experiment::Verdict;
    assert_eq!(family[0].verdicts.exact, Verdict::Differs);
    assert_eq!(family[1].verdicts.exact, Verdict::AgreesWithTheory);
}

#[test]
fn leaving_an_experiment_step_cancels_its_run() {
    let (mut app, inbox) = app_with_inbox(Lang::En);
    to_formula_step(&mut app, 11);
    keys(&mut app, "1");
    let generation = lesson_generation(&app);
    assert!(app.screens.lesson.live.as_ref().unwrap().running());
    let left = Instant::now();
    key(&mut app, KeyCode::Right);
    assert!(app.screens.lesson.live.is_none(), "the run is dropped");
    assert!(screen(&app, 80, 24).contains("The measurement was stopped."));
    // The engine ends the run soon: its last event says it was cancelled.
    let deadline = Instant::now() + Duration::from_secs(5);
    loop {
        assert!(Instant::now() < deadline, "the run did not stop");
        match inbox.recv_timeout(Duration::from_millis(100)) {
            Ok(Msg::Experiment {
                generation: g,
                event: Event::AllDone { cancelled, .. },
            }) if g == generation => {
                assert!(cancelled, "stopped, not finished");
                // The engine stops within a batch (a few ms); a loaded
                // machine gets a margin.
                let took = left.elapsed();
                assert!(took < Duration::from_secs(1), "stopped after {took:?}");
                eprintln!("the run stopped {took:?} after leaving the step");
                break;
            }
            Ok(_) | Err(RecvTimeoutError::Timeout) => {}
            Err(RecvTimeoutError::Disconnected) => panic!("closed"),
        }
    }
}

#[test]
fn the_last_step_counts_the_right_predictions_and_points_to_the_quiz_and_experiments() {
    for (lang, words) in [
        (
            Lang::En,
            [
                "Predictions right:",
                "«Where the formula comes from, self-check»",
                "key 4 from Home",
            ],
        ),
        (
            Lang::Es,
            [
                "Predicciones acertadas:",
                "«De dónde sale la fórmula, autoevaluación»",
                "tecla 4 en el inicio",
            ],
        ),
    ] {
        let mut app = app(lang);
        to_formula_step(&mut app, 19);
        let open = app.screens.lesson.open.as_ref().unwrap();
        let (right, asked) = open.predictions_right();
        assert!(asked >= 10 && right <= asked, "{right} of {asked}");
        // The lines' words joined, so wrapping does not split a phrase.
        let text = screen(&app, 80, 80)
            .lines()
            .map(|line| line.trim_matches(|c: char| c == '"' || c == ' '))
            .collect::<Vec<_>>()
            .join(" ")
            .replace('\u{a0}', " ");
        for word in words {
            assert!(text.contains(word), "{word}: {text}");
        }
        let count = match lang {
            Lang::En => format!("{right} of {asked}."),
            Lang::Es => format!("{right} de {asked}."),
        };
        assert!(text.contains(&count), "{text}");
        let status = screen(&app, 80, 24);
        let last = status.lines().rev().find(|l| !l.trim().is_empty()).unwrap();
        assert!(
            !last.contains("next") && !last.contains("siguiente"),
            "{last}"
        );
    }
}

/// The 1.44-factor step asks for a number; the answer comes back as the
/// student wrote it, with the right one and its margin, without padding
/// zeros, in the language's decimal mark.
#[test]
fn a_numeric_prediction_is_graded_in_plain_numbers() {
    for (lang, typed, expected) in [
        (
            Lang::En,
            "19.2",
            "✓ 19.2 is right: the answer is 19.17 (± 0.3).",
        ),
        (
            Lang::Es,
            "19,2",
            "✓ 19,2 es correcto: la respuesta es 19,17 (± 0,3).",
        ),
    ] {
        let mut app = app(lang);
        to_formula_step(&mut app, 6);
        assert!(
            app.screens
                .lesson
                .open
                .as_ref()
                .unwrap()
                .numeric()
                .is_some()
        );
        keys(&mut app, typed);
        key(&mut app, KeyCode::Enter);
        let text = screen(&app, 80, 24).replace('\u{a0}', " ");
        assert!(text.contains(expected), "{text}");
    }
}
