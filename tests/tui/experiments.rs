//! The experiments screen with real runs: their events come on the app's
//! channel and the test delivers them, as the event loop would.

use super::*;

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
