//! The lesson (predict prompts, saved progress) and the quiz (answers,
//! numbers, retries, the review from My results), driven by keys.

use super::*;

#[test]
fn the_lesson_blocks_on_predict_and_shows_the_false_positive() {
    let mut app = app(Lang::En);
    open_first_lesson(&mut app);
    assert_eq!(app.screen(), ScreenId::Lesson);
    for _ in 0..3 {
        key(&mut app, KeyCode::Right);
    }
    let open = lesson(&app);
    assert_eq!(open.step, 3);
    assert!(open.blocked(), "the «mango» step asks first");
    key(&mut app, KeyCode::Right);
    assert_eq!(lesson(&app).step, 3, "cannot skip an unanswered prompt");
    assert!(screen(&mut app, 80, 24).contains("Answer the question first."));
    keys(&mut app, "1");
    assert!(!lesson(&app).blocked());
    key(&mut app, KeyCode::Right);
    keys(&mut app, "2");
    let text = screen(&mut app, 100, 30);
    assert!(text.contains("FALSE POSITIVE"), "{text}");
    assert!(text.contains("was set by “uva”"), "{text}");
    key(&mut app, KeyCode::Left);
    assert_eq!(lesson(&app).step, 3);
}

#[test]
fn reopening_the_lesson_offers_to_continue() {
    let mut app = app(Lang::En);
    to_false_positive(&mut app);
    let saved = app
        .store()
        .lesson("bloom-basics", "en")
        .cloned()
        .expect("progress is recorded");
    assert_eq!(saved.step, 4);
    assert_eq!(saved.predictions.len(), 2);
    // A new session with the same records.
    let (catalog, _) = Catalog::builtin();
    let mut store = Store::in_memory();
    store.records = app.store().records.clone();
    let mut again = build_app(
        Lang::En,
        catalog,
        Vec::new(),
        store,
        Start::Home,
        channel().0,
    );
    open_first_lesson(&mut again);
    assert!(screen(&mut again, 80, 24).contains("You got as far as step 5 of 19"));
    key(&mut again, KeyCode::Enter);
    let open = lesson(&again);
    assert_eq!(open.step, 4);
    assert!(!open.blocked(), "the prediction made last time is kept");

    // Starting over, even in the same session, forgets the predictions:
    // the lesson reopened offers step 5 again, and r starts over.
    key(&mut again, KeyCode::Esc);
    key(&mut again, KeyCode::Enter);
    assert_eq!(again.lesson_view().resume_offer, Some(4));
    // Asked once, then confirmed.
    keys(&mut again, "rr");
    let open = lesson(&again);
    assert_eq!(open.step, 0);
    assert!(open.answers.iter().all(Option::is_none));
    let saved = again.store().lesson("bloom-basics", "en").unwrap();
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
        order_seed: None,
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
    let open = lesson(&app);
    assert_eq!(open.step, 5);
    assert_eq!(
        open.answers[3], None,
        "a choice that no longer exists is dropped"
    );
    assert_eq!(
        open.answers[0], None,
        "a step without a prompt takes no answer"
    );
    // Every step up to there is drawn with the old progress.
    for step in (0..6).rev() {
        assert_eq!(lesson(&app).step, step);
        screen(&mut app, 80, 24);
        key(&mut app, KeyCode::Left);
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
        again: false,
        all_set: false,
    };
    let lines = app.lesson_result_lines(&result, false, 80);
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
    assert!(
        text.contains("(two probes hit the same position)"),
        "{text:?}"
    );
}

#[test]
fn quiz_answers_feedback_score_and_retry() {
    let mut app = app(Lang::En);
    keys(&mut app, "5");
    key(&mut app, KeyCode::Enter);
    let total = quiz(&app).questions.len();
    // Answer every question with the first option, or 1 for numbers.
    for _ in 0..total {
        answer_first(&mut app);
        let shown = screen(&mut app, 80, 24);
        assert!(
            shown.contains("✓ Correct") || shown.contains("✗ Incorrect"),
            "{shown}"
        );
        key(&mut app, KeyCode::Enter);
    }
    let run = quiz(&app);
    let missed = run.missed().len();
    assert!(missed > 0 && missed < total);
    let summary = screen(&mut app, 80, 24);
    assert!(summary.contains("Missed questions:"), "{summary}");
    keys(&mut app, "r");
    assert_eq!(
        quiz(&app).questions.len(),
        missed,
        "retry asks only the missed ones"
    );
}

#[test]
fn numeric_answers_are_typed_and_edited() {
    let mut app = app(Lang::Es);
    to_first_numeric_question(&mut app);
    keys(&mut app, "abc");
    assert_eq!(quiz(&app).input, "", "letters are not numbers");
    key(&mut app, KeyCode::Enter);
    assert!(screen(&mut app, 80, 24).contains("Escribe un número"));
    // An ambiguous number: the whole explanation shows, wrapped.
    // In Spanish only a point can group thousands (reader 34, es).
    keys(&mut app, "6.644");
    key(&mut app, KeyCode::Enter);
    let shown = screen(&mut app, 80, 24);
    assert!(
        shown.contains("¿Miles o decimales?") && shown.contains("(1,5)."),
        "{shown}"
    );
    for _ in 0..5 {
        key(&mut app, KeyCode::Backspace);
    }
    keys(&mut app, "12,5");
    key(&mut app, KeyCode::Backspace);
    assert_eq!(quiz(&app).input, "12,");
    key(&mut app, KeyCode::Enter);
    assert!(screen(&mut app, 80, 24).contains("la respuesta es"));
}

#[test]
fn a_finished_quiz_appears_in_the_history_and_its_misses_can_be_reviewed() {
    let mut app = app(Lang::En);
    keys(&mut app, "6");
    assert!(screen(&mut app, 80, 24).contains("No attempts yet"));
    key(&mut app, KeyCode::Esc);
    keys(&mut app, "5");
    key(&mut app, KeyCode::Enter);
    let total = quiz(&app).questions.len();
    answer_every_question(&mut app);
    let attempts = app.store().records.attempts.clone();
    assert_eq!(attempts.len(), 1, "the finished attempt is recorded once");
    let attempt = &attempts[0];
    assert_eq!(attempt.questions.len(), total);
    let missed = attempt.questions.iter().filter(|q| !q.correct).count();
    key(&mut app, KeyCode::Esc);
    key(&mut app, KeyCode::Esc);
    keys(&mut app, "6");
    let shown = screen(&mut app, 80, 24);
    assert!(
        shown.contains(&format!("{}/{}", attempt.score, attempt.max_score)),
        "{shown}"
    );
    // Local times, their zone not named (reader 83, es 4.1).
    assert!(
        shown.contains("1 attempt") && !shown.contains("times in"),
        "{shown}"
    );
    keys(&mut app, "r");
    assert_eq!(app.screen(), ScreenId::Quiz);
    assert_eq!(quiz(&app).questions.len(), missed);
    // The review's end leads back to My results.
    for _ in 0..missed {
        answer_first(&mut app);
        key(&mut app, KeyCode::Enter);
    }
    assert!(
        screen(&mut app, 80, 24).contains("Score"),
        "{}",
        screen(&mut app, 80, 24)
    );
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.screen(), ScreenId::History);
}

/// Open the formula lesson (second in the list) and go to step `target`
/// (from 0), answering every prediction on the way with its first choice.
pub(super) fn to_formula_step(app: &mut App, target: usize) {
    keys(app, "1");
    key(app, KeyCode::Down);
    key(app, KeyCode::Enter);
    assert_eq!(lesson(app).loaded.lesson.id, "bloom-formula");
    for _ in 0..target {
        answer_if_asked(app);
        key(app, KeyCode::Right);
    }
    assert_eq!(lesson(app).step, target);
}

/// Answer the step's prediction if it waits for one: the first choice, or
/// a number typed and entered.
pub(super) fn answer_if_asked(app: &mut App) {
    let open = lesson(app);
    if !open.blocked() {
        return;
    }
    if open.numeric().is_some() {
        keys(app, "19");
        key(app, KeyCode::Enter);
    } else {
        keys(app, "1");
        // Choices below the fold come into view on the first key; the
        // second answers.
        if lesson(app).blocked() {
            keys(app, "1");
        }
    }
}

/// The lesson run's generation, as its events carry it.
pub(super) fn lesson_generation(app: &App) -> u64 {
    app.lesson_view()
        .run
        .expect("the step's experiment runs")
        .generation
}

/// The lower half of a tall screen, where the experiment is drawn.
fn experiment_part(app: &mut App) -> String {
    let text = screen(app, 80, 70);
    let start = [
        "Experiment",
        "This step's measurement",
        "La medición de este paso",
    ]
    .iter()
    .find_map(|word| text.find(word))
    .expect("the experiment is drawn");
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
        assert!(app.lesson_view().run.is_none(), "waits for the prediction");
        insta::assert_snapshot!(
            format!("lesson-experiment-before-{code}"),
            experiment_part(&mut app)
        );
        keys(&mut app, "1");
        let generation = lesson_generation(&app);
        let experiment: StepExperiment = lesson(&app).loaded.lesson.steps[3]
            .experiment
            .clone()
            .unwrap();
        let spec = experiment.specs().unwrap().remove(0);
        app.update(step_three_progress(
            generation,
            40_000,
            330,
            (0.0074, 0.0092),
        ));
        // An older run's event is not this one's.
        app.update(Msg::Experiment {
            target: RunTarget::Lesson,
            generation: generation - 1,
            event: Event::AllDone {
                seconds: 0.0,
                cancelled: true,
            },
        });
        let during = experiment_part(&mut app);
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
        deliver_outcome(&mut app, generation, outcome);
        let after = experiment_part(&mut app);
        insta::assert_snapshot!(format!("lesson-experiment-after-{code}"), after);
        assert!(!app.lesson_view().run.unwrap().running);
    }
}

/// Hand the app its messages until the lesson's run has ended.
pub(super) fn deliver_until_the_lesson_run_ends(app: &mut App, inbox: &Receiver<Msg>) {
    let deadline = Instant::now() + Duration::from_secs(60);
    while app.lesson_view().run.unwrap().running {
        assert!(Instant::now() < deadline, "the run did not end");
        if let Ok(msg) = inbox.recv_timeout(Duration::from_millis(100)) {
            app.update(msg);
        }
    }
}

/// Step 18 measures the 192-bit filter with double hashing and then with
/// independent hashes, on the real engine; both results are shown, judged
/// together as a family of two.
#[test]
fn both_hashings_are_measured_side_by_side() {
    let (mut app, inbox) = app_with_inbox(Lang::En);
    to_formula_step(&mut app, 18);
    answer_if_asked(&mut app);
    assert_eq!(app.lesson_view().run.unwrap().outcomes.len(), 2);
    deliver_until_the_lesson_run_ends(&mut app, &inbox);
    let live = app.lesson_view().run.unwrap();
    let outcomes: Vec<_> = live.outcomes.iter().flatten().cloned().collect();
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
    let text = experiment_part(&mut app)
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
    assert!(
        text.contains("double hashing, then one hash per probe"),
        "{text}"
    );
    assert!(text.contains("Double hashing:"), "{text}");
    assert!(text.contains("One hash per probe:"), "{text}");
    assert_eq!(text.matches("Measured:").count(), 2, "{text}");
    assert_eq!(
        text.matches("Adjusted p-value:").count(),
        2,
        "judged as a family of two: {text}"
    );
    // Holm's rule is said once under both rows, not once per row, and
    // the rate and formulas are not repeated in sentences below their
    // own lines (reader-en 24, reader-es D25).
    assert_eq!(text.matches("Holm's method").count(), 1, "{text}");
    assert_eq!(text.matches("Bloom's formula").count(), 2, "{text}");
    assert!(!text.contains("The exact formula says"), "{text}");
    // What the step's text tells the student to expect (seeded, so the
    // same every run): double hashing departs, independent hashes fit.
    let family = bloomlab::experiment::family_verdicts(&outcomes);
    use bloomlab::experiment::Verdict;
    assert_eq!(family[0].verdicts.exact, Verdict::Differs);
    assert_eq!(family[1].verdicts.exact, Verdict::AgreesWithTheory);
}

#[test]
fn leaving_an_experiment_step_cancels_its_run() {
    let (mut app, inbox) = app_with_inbox(Lang::En);
    to_formula_step(&mut app, 18);
    keys(&mut app, "1");
    let generation = lesson_generation(&app);
    assert!(app.lesson_view().run.unwrap().running);
    let left = Instant::now();
    key(&mut app, KeyCode::Right);
    assert!(app.lesson_view().run.is_none(), "the run is dropped");
    let shown = screen(&mut app, 80, 24);
    assert!(
        shown.contains("The measurement of step 19 was stopped when you left it."),
        "{shown}"
    );
    // The engine ends the run soon: its last event says it was cancelled.
    let deadline = Instant::now() + Duration::from_secs(5);
    loop {
        assert!(Instant::now() < deadline, "the run did not stop");
        match inbox.recv_timeout(Duration::from_millis(100)) {
            Ok(Msg::Experiment {
                target: RunTarget::Lesson,
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
                "“Where the formula comes from, self-check”",
                "key 4 in the main menu",
            ],
        ),
        (
            Lang::Es,
            [
                "Predicciones acertadas:",
                "«De dónde sale la fórmula, autoevaluación»",
                "tecla 4 del menú principal",
            ],
        ),
    ] {
        let mut app = app(lang);
        to_formula_step(&mut app, 20);
        answer_if_asked(&mut app);
        let count = lesson(&app).predictions();
        let (right, asked) = (count.right, count.answered);
        assert_eq!(count.unanswered, 0, "every prediction was made");
        assert!(asked >= 10 && right <= asked, "{right} of {asked}");
        // The lines' words joined, so wrapping does not split a phrase.
        let text = screen(&mut app, 80, 80)
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
        let status = screen(&mut app, 80, 24);
        let last = status.lines().rev().find(|l| !l.trim().is_empty()).unwrap();
        // Only the next lesson is next (reader 31, en 2.3).
        let next_step = format!("→ n {}  ", bloomlab::t!(lang, "lesson-key-next"));
        let next_lesson = bloomlab::t!(lang, "lesson-key-next-lesson");
        assert!(
            !last.contains(&next_step) && last.contains(&next_lesson),
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
        (Lang::En, "24", "✓ 24 is right: the answer is 23.96 (±0.3)."),
        (
            Lang::Es,
            "24",
            "✓ 24 es correcto: la respuesta es 23,96 (±0,3).",
        ),
    ] {
        let mut app = app(lang);
        to_formula_step(&mut app, 6);
        assert!(lesson(&app).numeric().is_some());
        keys(&mut app, typed);
        key(&mut app, KeyCode::Enter);
        let text = screen(&mut app, 80, 24).replace('\u{a0}', " ");
        assert!(text.contains(expected), "{text}");
    }
}

/// The type of the quiz question being asked.
fn asked_type(app: &App) -> bloomlab::content::QuestionType {
    quiz(app).question().question_type()
}

/// Start the course quiz and answer with the first option (or 1) until
/// the first question that takes a number.
fn to_first_numeric_question(app: &mut App) {
    keys(app, "5");
    key(app, KeyCode::Enter);
    while asked_type(app) != bloomlab::content::QuestionType::Numeric {
        answer_first(app);
        key(app, KeyCode::Enter);
    }
}

/// Whether `text` has a decimal point between digits ("9.59"), which a
/// Spanish screen writes with a comma.
fn has_decimal_point(text: &str) -> bool {
    let chars: Vec<char> = text.chars().collect();
    chars
        .windows(3)
        .any(|w| w[0].is_ascii_digit() && w[1] == '.' && w[2].is_ascii_digit())
}

/// A number answer comes back as typed ("9,59", not "9.59"), the right one
/// in the decimal comma, with the margin the author allows.
#[test]
fn a_typed_number_is_echoed_as_typed_with_the_margin_in_spanish() {
    let mut app = app(Lang::Es);
    to_first_numeric_question(&mut app);
    keys(&mut app, "9,59");
    key(&mut app, KeyCode::Enter);
    let shown = screen(&mut app, 80, 24);
    let text = shown.replace('\u{a0}', " ");
    assert!(text.contains("[ 9,59 ]"), "{shown}");
    assert!(
        text.contains("✓ Correcto — la respuesta es 9,59 bits por elemento (±2 % de ese valor)"),
        "{shown}"
    );
    assert!(!has_decimal_point(&shown), "{shown}");
    insta::assert_snapshot!("quiz-numeric-answered-es", shown);
}

/// The summary of missed questions says what the student answered and
/// what was right, for options, true or false, and numbers.
#[test]
fn the_missed_questions_show_the_answer_given_and_the_right_one() {
    let mut app = take_the_quiz(Lang::Es);
    // The labels are padded to one width: one space between words.
    let text = joined(&screen(&mut app, 80, 400))
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
    let run = quiz(&app);
    let missed = run.missed().len();
    assert_eq!(text.matches("Tu respuesta:").count(), missed, "{text}");
    assert_eq!(
        text.matches("Respuesta correcta:").count(),
        missed,
        "{text}"
    );
    // The first numeric question was answered 1; its right answer is 9,59.
    assert!(
        text.contains(
            "Tu respuesta: 1 bit por elemento Respuesta correcta: 9,59 bits por elemento (±2 % de ese valor)"
        ),
        "{text}"
    );
    // An option by its text, in «» as a ticked set's are (readers 44, en
    // 4.8), one with quotes of its own too, with “ ” inside (readers 49,
    // es 4.1: left bare beside quoted ones).
    assert!(
        text.split("Tu respuesta: ")
            .skip(1)
            .any(|answer| answer.starts_with("«Ningún falso positivo")),
        "an option by its text: {text}"
    );
    assert!(!text.contains(": Cuando responde «"), "{text}");
    for right in [
        "Respuesta correcta: 0,5 (±0,02)",
        "Respuesta correcta: 8,39 MB (±2 % de ese valor)",
        "Respuesta correcta: 0,08235 (±2 % de ese valor)",
        "Tu respuesta: «Verdadero» Respuesta correcta: «Falso»",
    ] {
        assert!(text.contains(right), "{right}: {text}");
    }
    insta::assert_snapshot!("quiz-summary-es", screen(&mut app, 80, 24));
}

/// Esc Esc in a review started from My results goes back there.
#[test]
fn leaving_a_review_returns_to_my_results() {
    let mut app = take_the_quiz(Lang::En);
    key(&mut app, KeyCode::Enter);
    key(&mut app, KeyCode::Esc);
    keys(&mut app, "6");
    keys(&mut app, "r");
    assert_eq!(app.screen(), ScreenId::Quiz);
    key(&mut app, KeyCode::Esc);
    assert_eq!(app.screen(), ScreenId::Quiz, "the first Esc warns");
    key(&mut app, KeyCode::Esc);
    assert_eq!(app.screen(), ScreenId::History);
    // A whole quiz started from its list still ends on the list.
    key(&mut app, KeyCode::Esc);
    keys(&mut app, "5");
    key(&mut app, KeyCode::Enter);
    key(&mut app, KeyCode::Esc);
    key(&mut app, KeyCode::Esc);
    assert_eq!(app.screen(), ScreenId::Quiz);
    assert!(app.quiz_view().session.is_none());
}

/// My results with a review answered all right: its row says «repaso»
/// apart from the list beside it; `r` is not offered, and pressed anyway
/// it says why nothing happens.
#[test]
fn my_results_keep_their_columns_apart_and_say_when_nothing_is_left() {
    use bloomlab::records::{AnsweredQuestion, AttemptKind, QuizAttempt};
    let quiz = Catalog::builtin().0.quizzes_in(Lang::Es)[0].quiz.clone();
    let mut store = Store::in_memory();
    let answered = |count: usize| -> Vec<AnsweredQuestion> {
        quiz.questions
            .iter()
            .take(count)
            .map(|q| AnsweredQuestion {
                id: q.id.clone(),
                answer: "1".into(),
                correct: true,
                points: q.points,
                max_points: q.points,
                ..Default::default()
            })
            .collect()
    };
    for (n, (count, kind)) in [
        (quiz.questions.len(), AttemptKind::Whole),
        (3, AttemptKind::Review),
    ]
    .into_iter()
    .enumerate()
    {
        let questions = answered(count);
        store.records.attempts.push(QuizAttempt {
            id: format!("attempt-{n}"),
            quiz_id: quiz.id.clone(),
            lang: "es".into(),
            finished_at: 1_796_025_600 + n as u64 * 86_400,
            seconds_taken: 60.0,
            score: questions.len() as u32,
            max_score: questions.len() as u32,
            questions,
            kind,
            ..Default::default()
        });
    }
    let mut app = app_on(Lang::Es, store);
    keys(&mut app, "6");
    let shown = screen(&mut app, 80, 24);
    let row = shown
        .lines()
        .find(|line| line.contains("repaso"))
        .expect("the review's row");
    assert!(row.contains("100 % repaso  "), "{shown}");
    assert!(!shown.contains("repaso✓"), "{shown}");
    assert!(
        !super::status_of(&shown).contains("repasar"),
        "nothing to review, so r is not offered: {shown}"
    );
    // Nor do r and Enter act: they answered with a note, on keys the
    // status line and the help did not list (readers 52, es 2.1).
    for pressed in [KeyCode::Char('r'), KeyCode::Enter] {
        key(&mut app, pressed);
        assert_eq!(app.screen(), ScreenId::History);
        assert_eq!(screen(&mut app, 80, 24), shown, "{pressed:?}");
    }
}

/// A lesson read to its last step offers to start again, not to continue
/// at "step 19 of 19".
#[test]
fn reopening_a_finished_lesson_offers_to_start_again() {
    let mut app = app(Lang::Es);
    open_first_lesson(&mut app);
    let steps = lesson(&app).loaded.lesson.steps.len();
    // At the last step → would open the next lesson.
    let read_to_the_end = |app: &mut App| {
        for _ in 0..steps - 1 {
            answer_if_asked(app);
            key(app, KeyCode::Right);
        }
        answer_if_asked(app);
        assert!(lesson(app).at_end());
    };
    read_to_the_end(&mut app);
    key(&mut app, KeyCode::Esc);
    key(&mut app, KeyCode::Esc);
    open_first_lesson(&mut app);
    let shown = screen(&mut app, 80, 24);
    assert!(
        !shown.contains(&format!("paso {steps} de {steps}.")),
        "{shown}"
    );
    assert!(
        joined(&shown).contains("Pulsa Enter (o r) para empezarla de nuevo"),
        "{shown}"
    );
    assert!(shown.contains("Enter r empezar de nuevo"), "{shown}");
    insta::assert_snapshot!("lesson-finished-es", shown);
    // Predictions were made: Enter asks, and a second Enter starts over.
    key(&mut app, KeyCode::Enter);
    key(&mut app, KeyCode::Enter);
    let open = lesson(&app);
    assert_eq!(open.step, 0);
    assert!(open.answers.iter().all(Option::is_none));
    // Read to the end again, c shows the last step.
    read_to_the_end(&mut app);
    key(&mut app, KeyCode::Esc);
    key(&mut app, KeyCode::Esc);
    open_first_lesson(&mut app);
    keys(&mut app, "c");
    assert_eq!(lesson(&app).step, steps - 1);
}

/// A table narrower than its text wraps cells between words: no header
/// word is cut, even with five columns at 80 columns.
#[test]
fn a_narrow_table_keeps_its_header_words_whole() {
    let app = app(Lang::Es);
    let header: Vec<String> = [
        "Estructura",
        "Qué añade",
        "Qué cuesta",
        "Cuándo conviene",
        "Implementaciones",
    ]
    .map(str::to_owned)
    .to_vec();
    let long = "una descripción larga hecha de palabras cortas que ocupa mucho";
    let rows = vec![vec![long.to_owned(); 5], vec!["corto".to_owned(); 5]];
    let lines = app.lesson_table_lines(&header, &rows, 77);
    let text: Vec<String> = lines
        .iter()
        .map(|line| line.spans.iter().map(|s| s.content.as_ref()).collect())
        .collect();
    assert!(text.iter().all(|l| l.chars().count() <= 77), "{text:#?}");
    let header_text = text[..2].join(" ");
    for word in ["Estructura", "Implementaciones", "conviene"] {
        assert!(header_text.contains(word), "{word}: {text:#?}");
    }
}

/// Long titles end in "…" where the header cuts them.
#[test]
fn a_long_title_is_cut_with_an_ellipsis() {
    let catalog = Catalog::builtin().0;
    let mut long = catalog.lessons_in(Lang::Es)[0].clone();
    long.lesson.title =
        "Un título de lección muy largo que no cabe en una línea de ochenta columnas".into();
    long.lesson.steps[0].title =
        "Un título de paso igual de largo, que tampoco cabe entero en las ochenta columnas de la terminal".into();
    let start = Start::Lesson(Some(long));
    let (mut app, _) = app_built(Lang::Es, Store::in_memory(), start, options());
    let shown = screen(&mut app, 80, 24);
    let lines: Vec<&str> = shown.lines().collect();
    // A title too long for the line gives way to the lesson's number
    // (reader 10, es 1.2); the section stays whole.
    assert!(
        lines[1].contains("Lección 1 · La idea") && lines[1].contains("paso 1 de"),
        "the section stays whole: {shown}"
    );
    assert!(lines[2].contains("…"), "{shown}");
    let mut long = catalog.quizzes_in(Lang::Es)[0].clone();
    long.quiz.title =
        "Una autoevaluación con un título tan largo que no cabe junto a los puntos".into();
    let start = Start::Quiz(Some(long));
    let (mut app, _) = app_built(Lang::Es, Store::in_memory(), start, options());
    let shown = screen(&mut app, 80, 24);
    assert!(
        shown.lines().nth(1).unwrap().contains("largo …")
            && shown.lines().nth(1).unwrap().contains("   pregunta 1 de"),
        "{shown}"
    );
}

/// Keys are named as Spanish keyboards print them, in the help and on the
/// bottom line; the help says that q goes back too.
#[test]
fn keys_have_spanish_names_and_the_help_tells_q() {
    let mut app = app(Lang::Es);
    open_first_lesson(&mut app);
    keys(&mut app, "?");
    let shown = screen(&mut app, 80, 24);
    for name in ["RePág AvPág", "Inicio", "Esc q  volver atrás"] {
        assert!(shown.contains(name), "{name}: {shown}");
    }
    for name in ["PgUp", "PgDn", "Home"] {
        assert!(!shown.contains(name), "{name}: {shown}");
    }
    let mut app = self::app(Lang::En);
    keys(&mut app, "6?");
    assert!(screen(&mut app, 80, 24).contains("Esc q  go back"));
}

/// The alternatives lesson's cuckoo step measures the standard filter and
/// the cuckoo filter at 0.01 % on the real engine: both consistent with
/// their own theory, and the cuckoo filter smaller in bits per element,
/// as its prediction says.
#[test]
fn a_lesson_step_compares_structures_live() {
    let (mut app, inbox) = app_with_inbox(Lang::Es);
    keys(&mut app, "1");
    key(&mut app, KeyCode::Down);
    key(&mut app, KeyCode::Down);
    key(&mut app, KeyCode::Enter);
    assert_eq!(lesson(&app).loaded.lesson.id, "bloom-alternatives");
    for _ in 0..3 {
        answer_if_asked(&mut app);
        key(&mut app, KeyCode::Right);
    }
    assert_eq!(lesson(&app).step, 3);
    answer_if_asked(&mut app);
    deliver_until_the_lesson_run_ends(&mut app, &inbox);
    let live = app.lesson_view().run.unwrap();
    let outcomes: Vec<_> = live.outcomes.iter().flatten().cloned().collect();
    assert_eq!(outcomes.len(), 2);
    let bits = |o: &bloomlab::experiment::Outcome| {
        o.spec.kind.bytes(o.spec.m, o.spec.k) as f64 * 8.0 / o.spec.n as f64
    };
    assert!(bits(&outcomes[1]) < bits(&outcomes[0]), "cuckoo is smaller");
    let family = bloomlab::experiment::family_verdicts(&outcomes);
    for verdicts in &family {
        assert_eq!(
            verdicts.verdicts.exact,
            bloomlab::experiment::Verdict::AgreesWithTheory
        );
    }
    let text = experiment_part(&mut app)
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
    for words in [
        "p = 0,01 %",
        "Filtro cuckoo:",
        "bits por elemento",
        "compatible con su propia teoría",
    ] {
        assert!(text.contains(words), "{words}: {text}");
    }
}

/// A lesson of three steps made for these tests: an experiment that shows
/// the measured rate and its interval only; a numeric predict about m/n
/// above an experiment that shows the rate and the p-value; a predict with
/// three choices, the second right.
fn test_lesson(lang: Lang) -> bloomlab::content::LoadedLesson {
    test_lesson_showing(lang, "rate, p_value")
}

/// The test lesson with its second step's experiment showing `shows`.
fn test_lesson_showing(lang: Lang, shows: &str) -> bloomlab::content::LoadedLesson {
    use bloomlab::content::{Document, Source, parse_document};
    let words = match lang {
        Lang::En => ["Measured", "Guess", "Pick"],
        Lang::Es => ["Medido", "Adivina", "Elige"],
    };
    let yaml = format!(
        "id: t
lang: {}
title: {}
steps:
  - title: {}
    text: A filter of a thousand bits.
    experiment:
      m: 1000
      k: 3
      n: 100
      shows: [rate, interval]
  - title: {}
    text: How many bits per key?
    predict:
      question: How many bits does each key get?
      answer: 10
      tolerance: {{absolute: 0.5}}
    experiment:
      m: 1000
      k: 3
      n: 100
      shows: [{}]
  - title: {}
    text: Which one?
    predict:
      question: Which is right?
      choices:
        - {{text: the first wrong one, feedback: no}}
        - {{text: the right one, correct: true, feedback: yes}}
        - {{text: the third wrong one, feedback: no}}
",
        lang.code(),
        words[0],
        words[0],
        words[1],
        shows,
        words[2]
    );
    let source = Source::from_bytes("t.yaml", yaml.into_bytes()).unwrap();
    match parse_document(&source) {
        Ok(Document::Lesson(loaded)) => loaded,
        other => panic!("the test lesson is valid: {other:?}"),
    }
}

/// The app with the test lesson open at its first step, its choices in the
/// order seed 7 gives, and the channel its runs report on.
fn test_lesson_app(lang: Lang) -> (App, Receiver<Msg>) {
    let start = Start::Lesson(Some(test_lesson(lang)));
    app_built(lang, Store::in_memory(), start, options())
}

/// Finish the lesson's run by hand: a tally of 100,000 queries with
/// `false_positives`, so the screen's numbers are known.
fn finish_lesson_run(app: &mut App, false_positives: u64) {
    use bloomlab::experiment::{Outcome, Tally};
    let generation = app.lesson_view().run.expect("a run").generation;
    let open = lesson(app);
    let spec = open.loaded.lesson.steps[open.step]
        .experiment
        .as_ref()
        .unwrap()
        .specs()
        .unwrap()
        .remove(0);
    let tally = Tally {
        queries: 100_000,
        false_positives,
        filters: 1,
        sum_fill: 0.26,
        ..Default::default()
    };
    let outcome = Outcome::from_tally(&spec, &tally, false, 0.1);
    deliver_outcome(app, generation, outcome);
}

/// Hand the lesson run `generation` its one outcome and its end, as the
/// engine would send them.
fn deliver_outcome(app: &mut App, generation: u64, outcome: bloomlab::experiment::Outcome) {
    let seconds = outcome.seconds;
    app.update(Msg::Experiment {
        target: RunTarget::Lesson,
        generation,
        event: Event::Finished {
            row: 0,
            outcome: Box::new(outcome),
        },
    });
    app.update(Msg::Experiment {
        target: RunTarget::Lesson,
        generation,
        event: Event::AllDone {
            seconds,
            cancelled: false,
        },
    });
}

/// `shows: [rate, interval]` shows the measured rate and its interval and
/// neither the p-value nor the verdict; `[rate, p_value]` the p-value but
/// no interval and no verdict. Both languages, 80×24 and 120×40.
#[test]
fn a_step_shows_only_what_its_experiment_lists() {
    for lang in Lang::ALL {
        let code = lang.code();
        let (mut app, _inbox) = test_lesson_app(lang);
        finish_lesson_run(&mut app, 1_740);
        let text = joined(&screen(&mut app, 120, 40));
        let (measured, interval, p_value, verdict) = match lang {
            Lang::En => ("Measured: 1.74 %", "95 % interval", "p-value", "Verdict"),
            Lang::Es => (
                "Medido: 1,74 %",
                "intervalo del 95 %",
                "alor p",
                "Veredicto",
            ),
        };
        assert!(text.contains(measured), "{text}");
        assert!(text.contains(interval), "{text}");
        assert!(!text.contains(p_value), "{text}");
        assert!(!text.contains(verdict) && !text.contains('✓'), "{text}");
        insta::assert_snapshot!(
            format!("lesson-shows-rate-interval-{code}"),
            screen(&mut app, 80, 24)
        );
        insta::assert_snapshot!(
            format!("lesson-shows-rate-interval-120x40-{code}"),
            screen(&mut app, 120, 40)
        );
        key(&mut app, KeyCode::Right);
        keys(&mut app, "10");
        key(&mut app, KeyCode::Enter);
        finish_lesson_run(&mut app, 1_740);
        let text = joined(&screen(&mut app, 120, 40));
        assert!(text.contains(measured) && text.contains(p_value), "{text}");
        assert!(!text.contains(interval), "{text}");
        assert!(!text.contains(verdict) && !text.contains("✓ C"), "{text}");
        insta::assert_snapshot!(
            format!("lesson-shows-rate-p-value-{code}"),
            screen(&mut app, 80, 24)
        );
    }
}

/// Before a numeric predict whose answer is m/n, the step shows neither m
/// nor n (nor runs): only that a measurement follows the prediction.
#[test]
fn a_step_hides_its_experiment_until_the_prediction_is_made() {
    for lang in Lang::ALL {
        let code = lang.code();
        let (mut app, _inbox) = test_lesson_app(lang);
        key(&mut app, KeyCode::Right);
        assert!(app.lesson_view().run.is_none(), "it waits");
        let before = screen(&mut app, 80, 24);
        assert!(
            !before.contains("m = ") && !before.contains("1,000") && !before.contains("1000"),
            "{before}"
        );
        let waits = match lang {
            Lang::En => "This step's measurement starts once you have answered.",
            Lang::Es => "La medición de este paso empieza cuando hayas hecho tu predicción.",
        };
        assert!(joined(&before).contains(waits), "{before}");
        insta::assert_snapshot!(format!("lesson-hidden-before-predict-{code}"), before);
        keys(&mut app, "10");
        key(&mut app, KeyCode::Enter);
        assert!(app.lesson_view().run.is_some(), "runs once answered");
        assert!(
            joined(&screen(&mut app, 80, 40)).contains("m = 1"),
            "shown once answered"
        );
    }
}

/// The choices come in the student's own seeded order; the prediction is
/// saved by its place in the file with the seed, and a reopened lesson
/// shows the same order.
#[test]
fn predict_choices_are_shuffled_per_student_and_saved() {
    let (mut app, _inbox) = test_lesson_app(Lang::En);
    let order = lesson(&app).orders[2].clone();
    assert_eq!(order, bloomlab::course::choice_orders(7, &[0, 0, 3])[2]);
    assert_ne!(
        bloomlab::course::choice_orders(7, &[0, 0, 3])[2],
        bloomlab::course::choice_orders(8, &[0, 0, 3])[2],
        "another student, another order"
    );
    key(&mut app, KeyCode::Right);
    keys(&mut app, "10");
    key(&mut app, KeyCode::Enter);
    key(&mut app, KeyCode::Right);
    let shown = screen(&mut app, 80, 24);
    // The rows show the choices in that order.
    let texts = [
        "the first wrong one",
        "the right one",
        "the third wrong one",
    ];
    let rows: Vec<usize> = texts
        .iter()
        .map(|text| {
            shown
                .lines()
                .position(|line| line.contains(&format!(") {text}")))
                .unwrap()
        })
        .collect();
    let mut by_row: Vec<usize> = (0..3).collect();
    by_row.sort_by_key(|&choice| rows[choice]);
    assert_eq!(by_row, order, "{shown}");
    // Pick the right one by the row it is on.
    let row = order.iter().position(|&choice| choice == 1).unwrap();
    keys(&mut app, &(row + 1).to_string());
    let saved = app.store().lesson("t", "en").cloned().unwrap();
    assert_eq!(saved.order_seed, Some(7));
    let prediction = saved.predictions.iter().find(|p| p.step == 2).unwrap();
    assert_eq!((prediction.choice, prediction.correct), (1, true));
    // Reopened with another seed at hand, the saved order comes back.
    let mut store = Store::in_memory();
    store.records = app.store().records.clone();
    let another_seed = AppOptions {
        lesson_seed: Some(99),
        ..options()
    };
    let start = Start::Lesson(Some(test_lesson(Lang::En)));
    let (again, _) = app_built(Lang::En, store, start, another_seed);
    assert_eq!(lesson(&again).orders[2], order);
}

/// The end of the lesson is not shown (nor scored) while its last
/// prediction waits, and then counts only answered predictions.
#[test]
fn the_end_counts_only_answered_predictions() {
    for (lang, ending, score) in [
        (Lang::En, "End of the lesson.", "Predictions right: 2 of 2."),
        (
            Lang::Es,
            "Fin de la lección.",
            "Predicciones acertadas: 2 de 2.",
        ),
    ] {
        let (mut app, _inbox) = test_lesson_app(lang);
        key(&mut app, KeyCode::Right);
        keys(&mut app, "10");
        key(&mut app, KeyCode::Enter);
        key(&mut app, KeyCode::Right);
        let waiting = joined(&screen(&mut app, 80, 40));
        assert!(!waiting.contains(ending), "{waiting}");
        let open = lesson(&app);
        assert_eq!(open.predictions().answered, 1);
        let row = open.row_of(1).unwrap();
        keys(&mut app, &(row + 1).to_string());
        let done = joined(&screen(&mut app, 80, 40));
        assert!(done.contains(ending) && done.contains(score), "{done}");
    }
}

/// A progress event of lesson 2's step 3 run `generation` (one filter of
/// 100,000 keys, k = 7, 230,000 queries expected): `queries` asked,
/// `false_positives` among them, and the interval so far.
pub(super) fn step_three_progress(
    generation: u64,
    queries: u64,
    false_positives: u64,
    (low, high): (f64, f64),
) -> Msg {
    Msg::Experiment {
        target: RunTarget::Lesson,
        generation,
        event: Event::Progress(Progress {
            row: 0,
            inserted: 100_000,
            n: 100_000,
            queries,
            false_positives,
            filters: 1,
            estimate: false_positives as f64 / queries as f64,
            interval: Interval { low, high },
            expected_queries: 230_000,
            k: 7,
            single_filter: true,
        }),
    }
}

/// x measures again with the next seed, and says which: the numbers of a
/// new run are new keys, not a fault.
#[test]
fn d_runs_the_step_again_with_a_new_seed() {
    for (lang, offer, seed) in [
        (
            Lang::En,
            "Press d to run it again with a new seed",
            "Measured with seed 2:",
        ),
        (
            Lang::Es,
            "Pulsa d para repetirlo con una semilla nueva",
            "Medido con la semilla 2:",
        ),
    ] {
        let (mut app, _inbox) = test_lesson_app(lang);
        let first = app.lesson_view().run.unwrap().seed;
        finish_lesson_run(&mut app, 1_740);
        let shown = joined(&screen(&mut app, 80, 40));
        assert!(shown.contains(offer));
        // The first run names its seed too (reader 21, en 3.5).
        let first_seed = match lang {
            Lang::En => "Measured with seed 1.",
            _ => "Medido con la semilla 1.",
        };
        assert!(shown.contains(first_seed), "{shown}");
        keys(&mut app, "x");
        let live = app.lesson_view().run.unwrap();
        assert_eq!((first, live.seed, live.reruns), (1, 2, 1));
        finish_lesson_run(&mut app, 1_700);
        let text = joined(&screen(&mut app, 80, 40));
        assert!(text.contains(seed), "{text}");
        // The counts differ, the fill hardly: «other numbers» beside the
        // same 50.3 % fill read as wrong (reader 21, es 3.3); it is this
        // filter's fill, not an average (reader 23, es 6.6).
        let fill = match lang {
            Lang::En => "the fill barely moves",
            _ => "el llenado apenas cambia",
        };
        assert!(text.contains(fill), "{text}");
        // The same line after every new seed, with no count of the
        // earlier runs: the count made it a line longer after the second
        // (reader 28, es 1.3).
        let again = bloomlab::t!(lang, "lesson-rerun-seed", seed = 3);
        keys(&mut app, "x");
        assert_eq!(app.lesson_view().run.unwrap().seed, 3);
        finish_lesson_run(&mut app, 1_700);
        let text = joined(&screen(&mut app, 80, 40));
        assert!(text.contains(&again), "{text}");
    }
}

/// `shows: [rate, verdict]`: the verdict in one sentence with how often a
/// correct filter gets ✗, and no p-value; in both languages.
#[test]
fn a_verdict_can_show_without_its_p_value() {
    for (lang, verdict, chance, p_value) in [
        (
            Lang::En,
            "✓ Consistent with the exact formula.",
            "a correct filter gets ✗ about 1 time in 20",
            "p-value",
        ),
        (
            Lang::Es,
            "✓ Compatible con la fórmula exacta.",
            "un filtro correcto sale con ✗ alrededor de 1 vez de cada 20",
            "alor p",
        ),
    ] {
        let start = Start::Lesson(Some(test_lesson_showing(lang, "rate, verdict")));
        let (mut app, _inbox) = app_built(lang, Store::in_memory(), start, options());
        key(&mut app, KeyCode::Right);
        keys(&mut app, "10");
        key(&mut app, KeyCode::Enter);
        finish_lesson_run(&mut app, 1_740);
        let text = joined(&screen(&mut app, 120, 40));
        assert!(text.contains(verdict) && text.contains(chance), "{text}");
        assert!(!text.contains(p_value), "{text}");
    }
}

/// A step that holds an experiment still scrolls with ↑↓, and its status
/// line says so where there is more to see, at 80×24 in both languages;
/// where there is none, ↑↓ is not offered (reader 14, en 2.7).
#[test]
fn an_experiment_step_shows_that_it_scrolls() {
    for lang in Lang::ALL {
        for height in [24, 60] {
            let (mut app, _inbox) = test_lesson_app(lang);
            finish_lesson_run(&mut app, 1_740);
            let shown = screen(&mut app, 80, height);
            let lines: Vec<&str> = shown.lines().collect();
            let (status, body) = lines.split_last().unwrap();
            let more = body
                .iter()
                .any(|line| line.contains('↓') || line.contains('↑'));
            let scroll = match lang {
                Lang::En => "↑↓ scroll",
                Lang::Es => "↑↓ desplazar",
            };
            assert_eq!(status.contains(scroll), more, "{shown}");
            assert!(status.contains("d "), "{shown}");
        }
    }
}

/// After an answer the view follows what appeared; when that scrolls the
/// step's start away, the last line says there is more above (lesson 2,
/// steps 4 and 12, at 120×40 and 80×24, in both languages).
#[test]
fn a_step_scrolled_after_an_answer_says_there_is_more_above() {
    for lang in Lang::ALL {
        let mut scrolled_any = false;
        for (step, (width, height)) in [3, 11]
            .into_iter()
            .flat_map(|step| [(step, (120, 40)), (step, (80, 24))])
        {
            let mut app = app(lang);
            to_formula_step(&mut app, step);
            answer_if_asked(&mut app);
            let shown = screen(&mut app, width, height);
            let above = match lang {
                Lang::En => "▲ more above",
                Lang::Es => "▲ hay más arriba",
            };
            if app.lesson_view().scroll > 0 {
                scrolled_any = true;
                assert!(shown.contains(above), "step {}:\n{shown}", step + 1);
            } else {
                assert!(!shown.contains(above), "step {}:\n{shown}", step + 1);
            }
        }
        // The case the students met: the answer scrolled the step.
        assert!(scrolled_any, "{lang:?}: neither step scrolled");
    }
}

/// The choices of the open step's prediction.
fn choice_count(app: &App) -> usize {
    let open = lesson(app);
    open.loaded.lesson.steps[open.step]
        .predict
        .as_ref()
        .map_or(0, |predict| predict.choices.len())
}

/// x on a step whose question comes first: the view follows the new
/// measurement, rather than stay where the shorter running text left it
/// (reader-es E28, at 80×24).
#[test]
fn x_follows_the_new_measurement() {
    for (lang, seed) in [
        (Lang::Es, "Medido con la semilla 2"),
        (Lang::En, "Measured with seed 2"),
    ] {
        let (mut app, inbox) = app_with_inbox(lang);
        to_formula_step(&mut app, 3);
        answer_if_asked(&mut app);
        deliver_until_the_lesson_run_ends(&mut app, &inbox);
        // From the top, down just until the measurement shows.
        for _ in 0..10 {
            key(&mut app, KeyCode::PageUp);
        }
        let measured = &seed[..seed.find(" with").or(seed.find(" con")).unwrap()];
        for _ in 0..60 {
            if screen(&mut app, 80, 24).contains(measured) {
                break;
            }
            key(&mut app, KeyCode::Down);
        }
        assert!(screen(&mut app, 80, 24).contains(measured));
        keys(&mut app, "x");
        deliver_until_the_lesson_run_ends(&mut app, &inbox);
        let shown = joined(&screen(&mut app, 80, 24));
        assert!(shown.contains(seed), "{shown}");
    }
}

/// A page key scrolls a screen, less a line kept for context, as the help
/// says («desplazar una pantalla»), not five lines (reader-es C16).
#[test]
fn a_page_key_scrolls_a_screen() {
    let (mut app, _inbox) = app_with_inbox(Lang::Es);
    to_formula_step(&mut app, 3);
    answer_if_asked(&mut app);
    screen(&mut app, 80, 24);
    let before = app.lesson_view().scroll;
    key(&mut app, KeyCode::PageUp);
    key(&mut app, KeyCode::PageUp);
    key(&mut app, KeyCode::PageUp);
    let top = app.lesson_view().scroll;
    assert_eq!(top, 0, "from {before}");
    key(&mut app, KeyCode::PageDown);
    let paged = app.lesson_view().scroll;
    // 24 rows less the title, status and the lesson's two header lines
    // leave 20; a page is 18 of them (or the rest of the step).
    let shown = screen(&mut app, 80, 24);
    assert!(
        paged == 18 || (paged > 5 && !shown.contains("AvPág)")),
        "{paged}: {shown}"
    );
}

/// While a choice is due, ↑↓ move the answer: the chosen one stays in
/// view, and the line that says there is more does not offer ↓ to scroll
/// (reader-es C17). Every choice prediction of the first two lessons,
/// at 80×24 in Spanish.
#[test]
fn the_chosen_answer_stays_in_view() {
    for lesson in 0..2 {
        let (mut app, _inbox) = app_with_inbox(Lang::Es);
        keys(&mut app, "1");
        for _ in 0..lesson {
            key(&mut app, KeyCode::Down);
        }
        key(&mut app, KeyCode::Enter);
        let steps = super::lesson(&app).loaded.lesson.steps.len();
        for _ in 0..steps {
            let open = super::lesson(&app);
            let step = open.step + 1;
            if open.blocked() && open.numeric().is_none() {
                let choices = choice_count(&app);
                // Options below the fold: the first ↓ brings the chosen
                // one into view, unmoved (reader 9, es 1.3).
                if !screen(&mut app, 80, 24).contains("▶ 1)") {
                    key(&mut app, KeyCode::Down);
                    let shown = screen(&mut app, 80, 24);
                    assert!(shown.contains("▶ 1)"), "step {step}: {shown}");
                }
                for row in 1..choices {
                    key(&mut app, KeyCode::Down);
                    let shown = screen(&mut app, 80, 24);
                    assert!(
                        shown.contains(&format!("▶ {})", row + 1)),
                        "step {step}: {shown}"
                    );
                    assert!(!shown.contains("(↓ o AvPág)"), "{shown}");
                }
            }
            answer_if_asked(&mut app);
            key(&mut app, KeyCode::Right);
        }
    }
}

/// The lesson's key line names what works: no «anterior» on the first
/// step, `p` beside ← at a prediction, and as many numbers as choices
/// (reader-en 31, reader-es C20).
#[test]
fn the_lesson_key_line_names_what_works() {
    for (lang, width, height, previous, answer) in [
        (Lang::En, 120, 40, "← p previous", "answer"),
        (Lang::Es, 80, 24, "← p anterior", "responder"),
    ] {
        let mut app = app(lang);
        open_first_lesson(&mut app);
        let status = |app: &mut App| super::status_of(&screen(app, width, height));
        let first = status(&mut app);
        assert!(!first.contains(previous), "{first}");
        // On to the first choice prediction.
        loop {
            key(&mut app, KeyCode::Right);
            let open = lesson(&app);
            if open.blocked() && open.numeric().is_none() {
                break;
            }
            answer_if_asked(&mut app);
        }
        let choices = choice_count(&app);
        let line = status(&mut app);
        assert!(line.contains(previous), "{line}");
        assert!(
            line.contains(&format!("1-{choices} ↑↓ Enter {answer}")),
            "{line}"
        );
        // p does go back from there.
        let step = lesson(&app).step;
        keys(&mut app, "p");
        assert_eq!(lesson(&app).step, step - 1);
    }
}

/// q at a question asks to be pressed again under its own name, not Esc's
/// (reader-en 35).
#[test]
fn q_in_a_quiz_is_answered_with_q() {
    for (lang, again) in [
        (Lang::En, "Press q again to leave the quiz"),
        (Lang::Es, "Pulsa q otra vez para salir"),
    ] {
        let mut app = app(lang);
        keys(&mut app, "5");
        key(&mut app, KeyCode::Enter);
        answer_first(&mut app);
        key(&mut app, KeyCode::Enter);
        keys(&mut app, "q");
        let shown = joined(&screen(&mut app, 120, 40));
        assert!(shown.contains(again), "{shown}");
    }
}

/// A quiz left half-way is resumed, not started: the list's key says so
/// (reader-es C20); taken up again and finished, its earlier misses are
/// still listed (E27) and My results counts one attempt, each miss once
/// (reader-en 39).
#[test]
fn a_resumed_quiz_keeps_its_misses_and_counts_once() {
    for (lang, resume, attempts) in [
        (Lang::Es, "Enter retomar", "1 intento"),
        (Lang::En, "Enter continue", "1 attempt"),
    ] {
        let mut app = app(lang);
        keys(&mut app, "5");
        key(&mut app, KeyCode::Enter);
        // Answer until one is missed (the second option, then the first).
        let prompt_start = loop {
            let run = quiz(&app);
            let prompt: String = run.question().prompt.chars().take(30).collect();
            let done = run.attempts.len();
            match run.question().question_type() {
                bloomlab::content::QuestionType::Single => keys(&mut app, "2"),
                _ => answer_first(&mut app),
            }
            let run = quiz(&app);
            assert_eq!(run.attempts.len(), done + 1);
            let missed = !run.attempts[done].grade.correct;
            key(&mut app, KeyCode::Enter);
            if missed {
                break prompt;
            }
        };
        keys(&mut app, "qq");
        let status = super::status_of(&screen(&mut app, 80, 24));
        assert!(status.contains(resume), "{status}");
        key(&mut app, KeyCode::Enter);
        key(&mut app, KeyCode::Enter);
        while quiz(&app).phase != bloomlab::course::Phase::Summary {
            answer_first(&mut app);
            key(&mut app, KeyCode::Enter);
        }
        let summary = joined(&screen(&mut app, 120, 200));
        assert!(summary.contains(&prompt_start), "{summary}");
        key(&mut app, KeyCode::Enter);
        key(&mut app, KeyCode::Esc);
        keys(&mut app, "6");
        let results = screen(&mut app, 120, 40);
        assert!(results.contains(attempts), "{results}");
        assert!(!results.contains(" 2× "), "{results}");
    }
}

/// After an answer, the view follows what appeared (reader-es 6 and 7 of
/// the sixth round): the verdict (✓ or ✗ and its feedback) is read whole;
/// no row is left blank under the step's end while its start is hidden;
/// and the view opens at a paragraph's start (reader-en 20: lesson 3,
/// step 3 opened on «an absent key stops at the first probe…») unless
/// that start would cut the verdict. Every step of the three lessons, both
/// languages, at 120×40 and 80×24.
#[test]
fn a_step_followed_after_an_answer_shows_its_verdict_whole() {
    let raw = |line: &str| line.trim_matches('"').trim_end().to_owned();
    let mut followed = 0;
    for lang in Lang::ALL {
        for lesson_index in [0, 1, 2] {
            for (width, height) in [(120, 40), (80, 24)] {
                let mut app = app(lang);
                keys(&mut app, "1");
                for _ in 0..lesson_index {
                    key(&mut app, KeyCode::Down);
                }
                key(&mut app, KeyCode::Enter);
                let steps = lesson(&app).loaded.lesson.steps.len();
                for step in 0..steps {
                    let where_ = format!(
                        "{lang:?} lesson {} step {} at {width}×{height}",
                        lesson_index + 1,
                        step + 1
                    );
                    screen(&mut app, width, height);
                    let asked = lesson(&app).blocked();
                    answer_if_asked(&mut app);
                    let shown = screen(&mut app, width, height);
                    let scroll = usize::from(app.lesson_view().scroll);
                    // Two status rows from 100 columns on (reader 26, en 2.1).
                    let status = usize::from(app.status_rows());
                    if asked {
                        // The whole step as laid out at this width: the body
                        // starts on the fourth row, the status line is last.
                        let tall = 600;
                        let mut after: Vec<String> = screen(&mut app, width, tall)
                            .lines()
                            .skip(3)
                            .take(usize::from(tall) - 3 - status)
                            .map(raw)
                            .collect();
                        while after.last().is_some_and(String::is_empty) {
                            after.pop();
                        }
                        let overflows = after.len() > usize::from(height) - 3 - status;
                        let rows = usize::from(height) - 3 - status - usize::from(overflows);
                        let verdict = |line: &String| {
                            let text = line.trim_start();
                            let mut chars = text.chars();
                            matches!(chars.next(), Some('✓' | '✗'))
                                && chars.next() == Some(' ')
                                // Not a choice, «✓ 1) …».
                                && !chars.as_str().split_once(") ").is_some_and(|(number, _)| {
                                    number.chars().all(|c| c.is_ascii_digit())
                                })
                        };
                        let start = after.iter().position(verdict).expect(&where_);
                        // Its lines after the first hang under the mark.
                        let end = start
                            + 1
                            + after[start + 1..]
                                .iter()
                                .take_while(|line| line.starts_with("   "))
                                .count();
                        assert!(
                            start >= scroll && end <= scroll + rows,
                            "{where_}: the verdict (lines {start} to {end}) is cut in the view from {scroll}:\n{shown}"
                        );
                        if scroll > 0 {
                            followed += 1;
                            assert!(
                                scroll + rows <= after.len(),
                                "{where_}: blank rows under the end while its start is hidden:\n{shown}"
                            );
                            let first = after[scroll].trim_start();
                            let lead_in = after[..scroll]
                                .iter()
                                .rev()
                                .find(|line| !line.is_empty())
                                .is_some_and(|line| line.ends_with(':'));
                            let item = ["- ", "• "].iter().any(|b| first.starts_with(b));
                            if !after[scroll - 1].is_empty() || lead_in || item {
                                // Where the paragraph the view cuts begins.
                                let paragraph = (0..scroll)
                                    .rev()
                                    .find(|&i| {
                                        i == 0
                                            || (after[i - 1].is_empty()
                                                && !after[i].trim_start().starts_with("- ")
                                                && !after[..i]
                                                    .iter()
                                                    .rev()
                                                    .find(|line| !line.is_empty())
                                                    .is_some_and(|line| line.ends_with(':')))
                                    })
                                    .unwrap_or(0);
                                assert!(
                                    paragraph + rows < end,
                                    "{where_} opens mid-paragraph, after «{}», though its start (line {paragraph}) fits with the verdict (to line {end}):\n{shown}",
                                    after[scroll - 1]
                                );
                            }
                        }
                    }
                    key(&mut app, KeyCode::Right);
                }
            }
        }
    }
    assert!(followed > 4, "only {followed} answers scrolled the view");
}
