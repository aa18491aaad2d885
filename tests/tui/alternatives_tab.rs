//! The Alternatives tab's target rate (`p`) and its prediction (Bloom or
//! cuckoo, `b` or `k`), graded on the bits per key the run builds.

use super::*;
use bloomlab::experiment::compare::{CompareEvent, Profile, Timing};
use bloomlab::experiment::crossover;

/// The tab, its target stepped with `p` to `target`.
pub(super) fn at_target(lang: Lang, target: f64) -> App {
    let mut app = app(lang);
    keys(&mut app, "44");
    assert_eq!(app.experiments_view().tab, Tab::Alternatives);
    for _ in 0..12 {
        if app.experiments_view().alternatives.targets == vec![target] {
            return app;
        }
        keys(&mut app, ">");
    }
    panic!("> never reached {target}");
}

/// A run at the chosen target whose structures are built (profiled, with
/// the bytes compare's filters hold) but not yet measured; its generation.
pub(super) fn built(app: &mut App) -> u64 {
    built_with(app, Timing::default())
}

/// As [`built`], with every row's costs timed on a busy machine: an
/// insert range 50 times wide.
pub(super) fn built_on_a_busy_machine(app: &mut App) {
    built_with(
        app,
        Timing {
            keys: 1000,
            repeats: 5,
            insert_ns_range: [10.0, 500.0],
            lookup_ns_range: [10.0, 20.0],
        },
    );
}

fn built_with(app: &mut App, timing: Timing) -> u64 {
    let alternatives = app.experiments_view().alternatives;
    let (n, targets) = (alternatives.n, alternatives.targets);
    let (generation, rows) = start_fake_alternatives(app, n, targets);
    let send = |app: &mut App, event| app.update(Msg::Compare { generation, event });
    for (row, (design, _)) in rows.iter().enumerate() {
        let profile = Profile {
            bytes: design.kind.built_bytes(design.m, design.k, n),
            transient_bytes: 0,
            failures: 0,
            load: 0.9,
            insert_ns: 50.0,
            lookup_ns: 25.0,
            timing,
        };
        send(app, CompareEvent::Profiled { row, profile });
    }
    generation
}

/// The run `generation` over, with no row's result (they are given
/// apart, or not at all), finished or `cancelled`.
pub(super) fn all_done(app: &mut App, generation: u64, cancelled: bool) {
    app.update(Msg::Compare {
        generation,
        event: CompareEvent::AllDone {
            rows: Vec::new(),
            seconds: 1.0,
            cancelled,
        },
    });
}

/// `>` steps through the targets (1/256 and 1/65536 among them) and back to
/// the five, and `<` back; the status line and ? help name the keys.
#[test]
fn angle_brackets_set_the_target_rate() {
    let mut app = app(Lang::En);
    keys(&mut app, "44");
    let alternatives = |app: &App| app.experiments_view().alternatives.targets;
    assert_eq!(alternatives(&app).len(), 5);
    let mut seen = Vec::new();
    for _ in 0..12 {
        keys(&mut app, ">");
        seen.push(alternatives(&app));
    }
    assert!(seen.contains(&vec![1.0 / 256.0]) && seen.contains(&vec![1.0 / 65536.0]));
    assert_eq!(seen.last().unwrap().len(), 5, "back to the five");
    keys(&mut app, "<");
    assert_eq!(alternatives(&app), vec![1.0 / 65536.0]);
    let shown = screen(&mut app, 80, 24);
    // No separator in a fraction (reader 43, en 4.2; the glossary).
    assert!(shown.contains("target 1/65536"), "{shown}");
    assert!(
        shown.contains("< > rate") && shown.contains("Esc back"),
        "{shown}"
    );
    // The Bloom filters are measured at 1/65536 too: the question is asked
    // there as well.
    key(&mut app, KeyCode::Left);
    assert_eq!(
        app.experiments_view().alternatives.guess_at,
        Some(1.0 / 65536.0)
    );
    keys(&mut app, "?");
    let help = screen(&mut app, 120, 40);
    assert!(help.contains("rates: all five, or one"), "{help}");
    assert!(
        help.contains("explain the row") && help.contains("choose a row"),
        "{help}"
    );
}

/// The question takes Bloom or cuckoo, and the feedback grades it on the
/// bits per key the run built: at 0.2 % cuckoo is smaller (a window of
/// `compare --crossover`), at 0.15 % Bloom is.
#[test]
fn the_prediction_is_bloom_or_cuckoo_and_graded_on_the_bits() {
    for (target, cuckoo_smaller) in [(0.002, true), (0.0015, false)] {
        let n = 100_000;
        assert_eq!(
            crossover::cuckoo_bits_per_key(n, target) < crossover::bloom_bits_per_key(n, target),
            cuckoo_smaller
        );
        let mut app = at_target(Lang::En, target);
        let before = screen(&mut app, 80, 24);
        assert!(before.contains("← Bloom · → cuckoo"), "{before}");
        key(&mut app, KeyCode::Right);
        let guessed = super::joined(&screen(&mut app, 80, 24));
        assert!(
            guessed.contains("Your prediction: cuckoo takes fewer bits per element"),
            "{guessed}"
        );
        let generation = built(&mut app);
        // Graded once both are built, saying the rates are still to come,
        // so that it does not read as the last run's (reader 14, en 3.1;
        // reader 33, es).
        let running = super::joined(&screen(&mut app, 120, 40));
        assert!(running.contains("You said cuckoo"), "{running}");
        assert!(
            running.contains("their rates are still being measured"),
            "{running}"
        );
        // While it runs the target stays; once over, a changed target
        // drops the run and the prediction.
        keys(&mut app, ">");
        assert!(app.experiments_view().alternatives.guess_at.is_some());
        all_done(&mut app, generation, false);
        let shown = screen(&mut app, 120, 40);
        let verdict = if cuckoo_smaller {
            "You said cuckoo: right."
        } else {
            "You said cuckoo, but at this rate Bloom takes fewer bits per element."
        };
        assert!(shown.contains(verdict), "{shown}");
        // Two decimals, as `bloomlab compare` writes bits per key.
        let expected = format!(
            "cuckoo takes {:.2} bits per element, Bloom {:.2}",
            crossover::cuckoo_bits_per_key(n, target),
            crossover::bloom_bits_per_key(n, target)
        );
        assert!(
            super::joined(&shown).contains(&expected),
            "{expected}: {shown}"
        );
        // After a comparison, > asks first (reader 8, en 3.2).
        keys(&mut app, ">>");
        assert!(app.experiments_view().alternatives.guess_at.is_none());
    }
}

/// The tab at 0.2 %, predicted and built, at 80×24 and 120×40 in both
/// languages.
#[test]
fn the_tab_with_a_target_and_a_prediction() {
    for lang in [Lang::En, Lang::Es] {
        let mut app = at_target(lang, 0.002);
        key(&mut app, KeyCode::Right);
        insta::assert_snapshot!(
            format!("alternatives-target-predicted-80x24-{}", lang.code()),
            screen(&mut app, 80, 24)
        );
        built(&mut app);
        insta::assert_snapshot!(
            format!("alternatives-target-built-80x24-{}", lang.code()),
            screen(&mut app, 80, 24)
        );
        insta::assert_snapshot!(
            format!("alternatives-target-built-120x40-{}", lang.code()),
            screen(&mut app, 120, 40)
        );
    }
}

/// r over 20 seeds (the table at n = 10,000, `QUERY_CAP` queries a row):
/// after the counts, one sentence says whether the ✗ count is within
/// chance (a binomial test against 5 %), and the p-values' histogram says
/// how to read it, in both languages.
#[test]
fn a_repeat_shows_the_p_values_spread_and_the_count_against_chance() {
    let (mut app, inbox) = app_capped(Lang::En);
    keys(&mut app, "4---");
    keys(&mut app, "r");
    let deadline = Instant::now() + Duration::from_secs(240);
    while app.experiments_view().repeat.unwrap().active {
        assert!(Instant::now() < deadline, "the repeat did not finish");
        if let Ok(msg) = inbox.recv_timeout(Duration::from_millis(100)) {
            app.update(msg);
        }
    }
    let repeat = app.experiments_view().repeat.unwrap().tally;
    assert_eq!(repeat.p_values.len(), 80);
    let chance = repeat.chance(0.05);
    assert!(chance.rows_share_keys, "the rows of a run share their keys");
    let shown = screen(&mut app, 120, 40).replace('\u{a0}', " ");
    let flat: String = shown.split_whitespace().collect::<Vec<_>>().join(" ");
    // The rows' count is not put to a binomial test: the runs decide.
    assert!(flat.contains("are not independent"), "{flat}");
    assert!(!flat.contains("binomial test against 5 %"), "{flat}");
    assert!(
        flat.contains("so this is within what chance gives")
            || flat.contains("probably differs")
            || flat.contains("none, so this is within what chance gives."),
        "{flat}"
    );
    assert!(
        flat.contains("with correct filters they spread evenly"),
        "{flat}"
    );
    app.set_lang(Lang::Es);
    // Joined line by line, as the sentence wraps.
    let flat = joined(&screen(&mut app, 120, 40));
    assert!(
        flat.contains("no son independientes; las ejecuciones sí"),
        "{flat}"
    );
    assert!(flat.contains("se reparten por igual"), "{flat}");
    // At 80×24, where the keys take two rows, the chart is a page down.
    let small = screen(&mut app, 80, 24);
    let small = if small.contains("Valores p") {
        small
    } else {
        super::key(&mut app, crossterm::event::KeyCode::PageDown);
        screen(&mut app, 80, 24)
    };
    assert!(small.contains("Valores p"), "{small}");
}

/// A comparison timed on a busy machine says so on its status line
/// whole, or, where the line has no room (80 columns, mid-run, in
/// Spanish), not at all: never «⚠ los tiempos va».
#[test]
fn the_busy_machine_warning_is_whole_or_absent() {
    for (width, height, whole) in [(80, 24, false), (120, 40, true)] {
        let mut app = app(Lang::Es);
        keys(&mut app, "44");
        built_on_a_busy_machine(&mut app);
        let shown = screen(&mut app, width, height);
        let status = shown
            .lines()
            .find(|line| line.contains("semilla 1"))
            .unwrap_or_else(|| panic!("no status line: {shown}"));
        let warned = status.contains("los tiempos varían mucho (máquina ocupada)");
        assert_eq!(warned, whole, "{status}");
        assert_eq!(status.contains('⚠'), whole, "{status}");
    }
}
