//! The terminal app on ratatui's TestBackend: `update` driven by messages,
//! every screen snapshotted at 80×24 in both languages, and every screen
//! drawn at tiny and huge sizes without panicking.

use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::time::{Duration, Instant};

use bloomlab::content::Catalog;
use bloomlab::experiment::{Event, Interval, Progress};
use bloomlab::lang::Lang;
use bloomlab::records::Store;
use bloomlab::tui::experiments::Tab;
use bloomlab::tui::theme::Theme;
use bloomlab::tui::{App, Msg, ScreenId, Start, build_app, view};
use crossterm::event::{
    KeyCode, KeyEvent, KeyEventKind, KeyModifiers, MouseButton, MouseEvent, MouseEventKind,
};
use ratatui::Terminal;
use ratatui::backend::TestBackend;

/// The app, and the channel where its experiment runs send their events
/// (the test delivers them, as the event loop would).
fn app_with_inbox(lang: Lang) -> (App, Receiver<Msg>) {
    let (catalog, errors) = Catalog::builtin();
    assert!(errors.is_empty());
    let (sender, inbox) = channel();
    let mut app = build_app(
        lang,
        catalog,
        Vec::new(),
        Store::in_memory(),
        Start::Home,
        sender,
    );
    app.ctx.theme = Theme::monochrome();
    app.ctx.time_zone = jiff::tz::TimeZone::UTC;
    app.screens.quiz.seed = Some(7);
    app.screens.experiments.threads = 2;
    (app, inbox)
}

/// The app, for tests that start no experiment (or let it stop unheard).
fn app(lang: Lang) -> App {
    app_with_inbox(lang).0
}

/// Deliver what the app's runs send until none is running, as the event
/// loop would; fail after `limit`.
fn deliver_until_stopped(app: &mut App, inbox: &Receiver<Msg>, limit: Duration) {
    let deadline = Instant::now() + limit;
    while app.screens.experiments.running() {
        assert!(
            Instant::now() < deadline,
            "the run did not stop in {limit:?}"
        );
        match inbox.recv_timeout(Duration::from_millis(100)) {
            Ok(msg) => app.update(msg),
            Err(RecvTimeoutError::Timeout) => {}
            Err(RecvTimeoutError::Disconnected) => panic!("the app's channel closed"),
        }
    }
}

fn key(app: &mut App, code: KeyCode) {
    app.update(Msg::Key(KeyEvent::new(code, KeyModifiers::NONE)));
}

fn keys(app: &mut App, text: &str) {
    for c in text.chars() {
        key(app, KeyCode::Char(c));
    }
}

/// Answer the current quiz question with its first option (ticked, for
/// several answers) or the number 1.
fn answer_first(app: &mut App) {
    match app.screens.quiz.run.as_ref().unwrap().question().kind {
        bloomlab::content::QuestionType::Multiple => {
            keys(app, " ");
            key(app, KeyCode::Enter);
        }
        bloomlab::content::QuestionType::Numeric | bloomlab::content::QuestionType::Calculated => {
            keys(app, "1");
            key(app, KeyCode::Enter);
        }
        _ => keys(app, "1"),
    }
}

fn screen(app: &App, width: u16, height: u16) -> String {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
    terminal.draw(|frame| view::render(app, frame)).unwrap();
    terminal.backend().to_string()
}

/// Open the lesson and step to the «pera» false positive, answering the
/// predict prompts on the way.
fn to_false_positive(app: &mut App) {
    keys(app, "1");
    for _ in 0..4 {
        key(app, KeyCode::Right);
        if app.screens.lesson.open.as_ref().unwrap().blocked() {
            keys(app, "1");
        }
    }
}

#[test]
fn home_menu_keys_and_mouse() {
    let mut app = app(Lang::En);
    key(&mut app, KeyCode::Down);
    key(&mut app, KeyCode::Down);
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.screen, ScreenId::Sizing);
    key(&mut app, KeyCode::Esc);
    assert_eq!(app.screen, ScreenId::Home);
    // A click on the fourth menu entry (rows are two apart from row 5).
    screen(&app, 80, 24);
    let row = app
        .hits
        .borrow()
        .iter()
        .find(|(_, c)| *c == bloomlab::tui::protocol::Click::Menu(3))
        .unwrap()
        .0;
    app.update(Msg::Mouse(MouseEvent {
        kind: MouseEventKind::Down(MouseButton::Left),
        column: row.x + 2,
        row: row.y,
        modifiers: KeyModifiers::NONE,
    }));
    assert_eq!(app.screen, ScreenId::Experiments);
    key(&mut app, KeyCode::Esc);
    // Key releases are ignored (Windows sends both).
    app.update(Msg::Key(KeyEvent::new_with_kind(
        KeyCode::Char('3'),
        KeyModifiers::NONE,
        KeyEventKind::Release,
    )));
    assert_eq!(app.screen, ScreenId::Home);
    keys(&mut app, "?");
    assert!(app.help);
    key(&mut app, KeyCode::Esc);
    assert!(!app.help);
    key(&mut app, KeyCode::Esc);
    assert!(!app.quit, "Esc on Home does not quit: only q does");
    keys(&mut app, "q");
    assert!(app.quit);
}

#[test]
fn the_lesson_blocks_on_predict_and_shows_the_false_positive() {
    let mut app = app(Lang::En);
    keys(&mut app, "1");
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
fn playground_adds_checks_and_warns() {
    let mut app = app(Lang::En);
    keys(&mut app, "2");
    keys(&mut app, "a");
    assert!(app.typing(), "typing a word");
    keys(&mut app, "uva?q");
    key(&mut app, KeyCode::Backspace);
    key(&mut app, KeyCode::Backspace);
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.screens.playground.array.words, vec!["uva"]);
    keys(&mut app, "c");
    keys(&mut app, "uva");
    key(&mut app, KeyCode::Enter);
    assert!(screen(&app, 80, 24).contains("probably present"));
    // Fill the 8-bit filter past one half.
    for _ in 0..5 {
        key(&mut app, KeyCode::Left);
    }
    assert_eq!(app.screens.playground.array.m, 8);
    keys(&mut app, "f");
    assert!(screen(&app, 80, 24).contains("more than half the bits are 1"));
    keys(&mut app, "r");
    assert!(screen(&app, 80, 24).contains("press x for a counting filter"));
    keys(&mut app, "x");
    assert!(app.screens.playground.array.counting);
    keys(&mut app, "r");
    keys(&mut app, "uva");
    key(&mut app, KeyCode::Enter);
    assert!(
        !app.screens
            .playground
            .array
            .words
            .contains(&"uva".to_owned())
    );
}

#[test]
fn sizing_keys_change_the_design() {
    let mut app = app(Lang::En);
    keys(&mut app, "3");
    let before = app.screens.sizing.sizing().unwrap();
    key(&mut app, KeyCode::Down);
    let stricter = app.screens.sizing.sizing().unwrap();
    assert!(stricter.m_bits > before.m_bits);
    keys(&mut app, "k");
    keys(&mut app, "+++");
    let pinned = app.screens.sizing.sizing().unwrap();
    assert_eq!(pinned.k, stricter.k + 3);
    keys(&mut app, "4");
    assert!(screen(&app, 80, 24).contains("0.01 %"));
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
        let kind = app.screens.quiz.run.as_ref().unwrap().question().kind;
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
    keys(&mut again, "1");
    assert!(screen(&again, 80, 24).contains("You got as far as step 5 of 19"));
    key(&mut again, KeyCode::Enter);
    let open = again.screens.lesson.open.as_ref().unwrap();
    assert_eq!(open.step, 4);
    assert!(!open.blocked(), "the prediction made last time is kept");

    // Starting over, even in the same session, forgets the predictions.
    key(&mut again, KeyCode::Esc);
    keys(&mut again, "1");
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
    keys(&mut app, "1");
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

#[test]
fn experiments_run_live_and_report_failures() {
    let (mut app, inbox) = app_with_inbox(Lang::En);
    keys(&mut app, "4");
    keys(&mut app, "3");
    assert_eq!(app.screens.experiments.tab, Tab::Small);
    keys(&mut app, "s");
    assert!(app.screens.experiments.running());
    // Keys are handled while it runs.
    key(&mut app, KeyCode::Down);
    assert_eq!(app.screens.experiments.selected, 1);
    deliver_until_stopped(&mut app, &inbox, Duration::from_secs(60));
    let shown = screen(&app, 80, 24);
    assert!(shown.contains("✓ exact ✗ Bloom"), "{shown}");
    // A failed experiment and a lost thread are shown, not hidden.
    let generation = app.screens.experiments.generation;
    app.update(Msg::Experiment {
        generation,
        event: Event::Failed {
            row: 0,
            message: "index out of bounds".into(),
        },
    });
    assert!(screen(&app, 100, 24).contains("an experiment failed: index out of bounds"));
    // A run whose thread dies says so (and the next one starts cleanly).
    keys(&mut app, "1s");
    let generation = app.screens.experiments.generation;
    app.update(Msg::ExperimentLost { generation });
    assert!(screen(&app, 100, 24).contains("stopped unexpectedly"));
    keys(&mut app, "s");
    assert!(app.screens.experiments.running());
    keys(&mut app, "x");
    // Events of an older run are ignored.
    let before = screen(&app, 100, 24);
    app.update(Msg::Experiment {
        generation: generation - 1,
        event: Event::Failed {
            row: 1,
            message: "from an old run".into(),
        },
    });
    assert_eq!(screen(&app, 100, 24), before);
}

#[test]
fn cancel_stops_a_ten_million_run() {
    let (mut app, inbox) = app_with_inbox(Lang::En);
    keys(&mut app, "4");
    keys(&mut app, "s");
    keys(&mut app, "x");
    deliver_until_stopped(&mut app, &inbox, Duration::from_secs(10));
    assert!(screen(&app, 80, 24).contains("cancelled"));
}

/// Put every screen in a state worth looking at.
fn every_screen(lang: Lang) -> Vec<(&'static str, App)> {
    let home = app(lang);
    let mut lesson = app(lang);
    to_false_positive(&mut lesson);
    let mut first_step = app(lang);
    keys(&mut first_step, "1");
    let mut playground = app(lang);
    keys(&mut playground, "2f");
    keys(&mut playground, "c");
    keys(&mut playground, "pera");
    key(&mut playground, KeyCode::Enter);
    let mut sizing = app(lang);
    keys(&mut sizing, "3");
    let mut experiments = app(lang);
    keys(&mut experiments, "4");
    let mut measured = app(lang);
    keys(&mut measured, "4");
    fake_table_results(&mut measured);
    let mut quiz = app(lang);
    keys(&mut quiz, "5");
    key(&mut quiz, KeyCode::Enter);
    let mut help = app(lang);
    keys(&mut help, "1?");
    let mut history_empty = app(lang);
    keys(&mut history_empty, "6");
    let mut history = app(lang);
    fixed_attempts(&mut history);
    keys(&mut history, "6");
    vec![
        ("home", home),
        ("lesson-first-step", first_step),
        ("lesson-false-positive", lesson),
        ("playground", playground),
        ("sizing", sizing),
        ("experiments", experiments),
        ("experiments-measured", measured),
        ("quiz", quiz),
        ("help", help),
        ("history-empty", history_empty),
        ("history", history),
    ]
}

/// Three recorded attempts at fixed times, so snapshots do not move.
fn fixed_attempts(app: &mut App) {
    use bloomlab::records::{AnsweredQuestion, QuizAttempt};
    let quiz = app.ctx.catalog.quizzes[0].quiz.clone();
    for (n, score) in [(0u64, 9u32), (1, 14), (2, 19)] {
        let questions: Vec<AnsweredQuestion> = quiz
            .questions
            .iter()
            .enumerate()
            .map(|(i, q)| AnsweredQuestion {
                id: q.id.clone(),
                answer: "1".into(),
                correct: (i as u32) < score,
                points: u32::from((i as u32) < score) * q.points,
                max_points: q.points,
            })
            .collect();
        app.ctx.store.records.attempts.push(QuizAttempt {
            id: format!("attempt-{n}"),
            quiz_id: quiz.id.clone(),
            lang: app.ctx.lang.code().to_owned(),
            finished_at: 1_796_025_600 + n * 86_400,
            seconds_taken: 300.0,
            score,
            max_score: questions.len() as u32,
            questions,
        });
    }
}

/// Feed the experiments screen the events of a finished table run, so the
/// snapshot does not depend on timing.
fn fake_table_results(app: &mut App) {
    let specs = app.screens.experiments.specs(Tab::Table).unwrap();
    app.screens.experiments.live = Some(bloomlab::tui::experiments::LiveRun {
        tab: Tab::Table,
        generation: 1,
        rows: vec![Default::default(); specs.len()],
        specs: specs.clone(),
        run: None,
        done: false,
        cancelled: false,
        seconds: 0.0,
        lost: false,
    });
    app.screens.experiments.generation = 1;
    app.screens.experiments.selected = 3;
    for (row, spec) in specs.iter().enumerate() {
        let exact = spec.fp_exact();
        for step in 1..=8u64 {
            let queries = 4096 * step * step * (row as u64 + 1) * 40;
            let wobble = 1.0 + 0.3 / step as f64 * if step % 2 == 0 { 1.0 } else { -1.0 };
            let half = 1.0 / (step as f64).sqrt() * 0.2;
            app.update(Msg::Experiment {
                generation: 1,
                event: Event::Progress(Progress {
                    row,
                    inserted: spec.n,
                    n: spec.n,
                    queries,
                    false_positives: (queries as f64 * exact * wobble) as u64,
                    filters: 1,
                    estimate: exact * wobble,
                    interval: Interval {
                        low: exact * (wobble - half),
                        high: exact * (wobble + half),
                    },
                    expected_queries: 4096 * 64 * (row as u64 + 1) * 40,
                    k: spec.k,
                    single_filter: true,
                }),
            });
        }
    }
    for (row, spec) in specs.iter().enumerate() {
        let queries = 4096 * 64 * (row as u64 + 1) * 40;
        let tally = bloomlab::experiment::Tally {
            queries,
            false_positives: (queries as f64 * spec.fp_exact()).round() as u64,
            filters: 1,
            sum_fill: 0.5,
            ..Default::default()
        };
        let outcome = bloomlab::experiment::Outcome::from_tally(spec, &tally, false, 0.5);
        app.update(Msg::Experiment {
            generation: 1,
            event: Event::Finished {
                row,
                outcome: Box::new(outcome),
            },
        });
    }
    app.update(Msg::Experiment {
        generation: 1,
        event: Event::AllDone {
            seconds: 0.7,
            cancelled: false,
        },
    });
}

#[test]
fn every_screen_at_80_by_24_in_both_languages() {
    for lang in Lang::ALL {
        for (name, app) in every_screen(lang) {
            let text = screen(&app, 80, 24);
            insta::assert_snapshot!(format!("{name}-{}", lang.code()), text);
        }
    }
}

#[test]
fn every_screen_survives_any_size() {
    for (name, app) in every_screen(Lang::En)
        .into_iter()
        .chain(every_screen(Lang::Es))
    {
        for (width, height) in [
            (1, 1),
            (2, 1),
            (20, 5),
            (79, 21),
            (80, 22),
            (80, 24),
            (120, 40),
            (300, 300),
        ] {
            let text = screen(&app, width, height);
            app.size.set((u16::MAX, u16::MAX));
            if width >= 20 && height >= 5 && (width < 80 || height < 22) {
                assert!(
                    text.contains("bloomlab needs a") || text.contains("necesita"),
                    "{name} at {width}×{height}"
                );
            }
        }
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

/// Leaving the experiments screen stops a run, and the next screen says so.
#[test]
fn leaving_a_running_experiment_says_it_was_cancelled() {
    let (mut app, inbox) = app_with_inbox(Lang::En);
    keys(&mut app, "4s");
    assert!(app.screens.experiments.running());
    key(&mut app, KeyCode::Esc);
    assert_eq!(app.screen, ScreenId::Home);
    let banner = app.banner.clone().unwrap_or_default();
    assert!(banner.contains("cancelled when you left"), "{banner:?}");
    // Leaving an idle screen says nothing (once the cancel has landed).
    deliver_until_stopped(&mut app, &inbox, Duration::from_secs(20));
    keys(&mut app, "x");
    keys(&mut app, "4");
    key(&mut app, KeyCode::Esc);
    assert!(app.banner.is_none(), "{:?}", app.banner);
}

/// With a single full attempt the chart's axis shows 1, not 1 … 2.
#[test]
fn one_attempt_is_not_charted_as_two() {
    let mut app = app(Lang::En);
    fixed_attempts(&mut app);
    app.ctx.store.records.attempts.truncate(1);
    keys(&mut app, "6");
    let shown = screen(&app, 80, 24);
    let lines: Vec<&str> = shown.lines().collect();
    let floor = lines
        .iter()
        .position(|line| line.contains('└'))
        .expect("the chart's x axis");
    let labels = lines[floor + 1].trim_matches(|c: char| c == '"' || c.is_whitespace());
    assert_eq!(labels, "1", "{shown}");
    // 12 questions still missed: six listed, and the rest counted on screen.
    assert!(
        shown.contains("… and 6 more (r reviews them all)"),
        "{shown}"
    );
}

/// `?` shows each screen's own keys, including those its status line
/// leaves out.
#[test]
fn the_help_of_each_screen_lists_its_own_keys() {
    for (open, expected) in [
        ("1", "back to the first step"),
        ("2", "smaller / larger m (8 to 4096)"),
        ("3", "n along 10, 20, 50, 100…"),
        ("4", "next suite"),
        ("5", "leave a quiz without saving it"),
        ("6", "another quiz's results"),
    ] {
        let mut app = app(Lang::En);
        keys(&mut app, open);
        keys(&mut app, "?");
        assert!(app.help);
        let shown = screen(&app, 80, 24);
        assert!(shown.contains(expected), "{open}: {shown}");
        // Each screen's help holds only its own keys.
        let others = ["next suite", "another quiz's results"];
        for other in others.iter().filter(|other| **other != expected) {
            assert!(!shown.contains(other), "{open}: {shown}");
        }
    }
}
