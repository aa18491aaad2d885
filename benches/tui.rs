//! How quickly the terminal app answers: time to the first frame, and the
//! delay from a key press to the redrawn screen while the ten-million-key
//! table is measured on the worker threads. `cargo bench --bench tui`.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::print_stdout,
    reason = "a benchmark prints its report, and stops at the first failure"
)]

use std::sync::mpsc::{self, RecvTimeoutError};
use std::time::{Duration, Instant};

use bloomlab::content::Catalog;
use bloomlab::lang::Lang;
use bloomlab::records::Store;
use bloomlab::tui::{Msg, Start, build_app, view};
use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::Terminal;
use ratatui::backend::TestBackend;

fn main() {
    first_frame();
    keys_during_a_run();
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    sorted[((sorted.len() - 1) as f64 * p).round() as usize]
}

/// Load the built-in course, build the app, draw the first 80×24 frame;
/// the time of each phase too, to say where the time goes.
fn first_frame() {
    let mut totals = Vec::new();
    let mut phases: [Vec<Duration>; 3] = Default::default();
    for _ in 0..30 {
        let started = Instant::now();
        // Read anew each time: `builtin` hands out the first reading's
        // clones, and a process reads the course once.
        let (catalog, errors) = Catalog::read_builtin();
        let loaded = Instant::now();
        let app = build_app(
            Lang::En,
            catalog,
            errors,
            Store::in_memory(),
            Start::Home,
            mpsc::channel().0,
        );
        let built = Instant::now();
        let mut terminal = Terminal::new(TestBackend::new(80, 24)).expect("test backend");
        terminal
            .draw(|frame| {
                view::render(&app, frame);
            })
            .expect("draw");
        let drawn = Instant::now();
        totals.push(drawn - started);
        for (phase, time) in
            phases
                .iter_mut()
                .zip([loaded - started, built - loaded, drawn - built])
        {
            phase.push(time);
        }
    }
    totals.sort();
    for phase in &mut phases {
        phase.sort();
    }
    println!(
        "first frame (content loaded, app built, 80×24 drawn): median {:?}, worst {:?} over 30 runs",
        percentile(&totals, 0.5),
        totals[totals.len() - 1]
    );
    println!(
        "  medians: content loaded {:?}, app built {:?}, first frame drawn {:?}",
        percentile(&phases[0], 0.5),
        percentile(&phases[1], 0.5),
        percentile(&phases[2], 0.5)
    );
    if std::env::var_os("BENCH_FIRST_FRAME_ONLY").is_some() {
        std::process::exit(0);
    }
}

/// The same loop as the app's (apply every waiting message, then draw),
/// with keys arriving every 4 ms while the table runs at n = 10^7; only
/// keys answered while the run was still going count.
fn keys_during_a_run() {
    let (sender, receiver) = mpsc::channel();
    let (catalog, errors) = Catalog::builtin();
    let mut app = build_app(
        Lang::En,
        catalog,
        errors,
        Store::in_memory(),
        Start::Home,
        sender.clone(),
    );
    let key = |code| Msg::Key(KeyEvent::new(code, KeyModifiers::NONE));
    app.update(key(KeyCode::Char('4')));
    app.update(key(KeyCode::Char('s')));
    let mut terminal = Terminal::new(TestBackend::new(100, 30)).expect("test backend");
    let (stamps_in, stamps_out) = mpsc::channel::<Instant>();
    let typist = std::thread::spawn(move || {
        for i in 0..1000 {
            std::thread::sleep(Duration::from_millis(4));
            let _ = stamps_in.send(Instant::now());
            let code = if i % 2 == 0 {
                KeyCode::Down
            } else {
                KeyCode::Up
            };
            if sender.send(key(code)).is_err() {
                return;
            }
        }
    });
    let mut latencies = Vec::new();
    let mut frames = 0u32;
    let mut events = 0u32;
    let started = Instant::now();
    while started.elapsed() < Duration::from_secs(20) {
        let first = match receiver.recv_timeout(Duration::from_millis(250)) {
            Ok(msg) => msg,
            Err(RecvTimeoutError::Timeout) => continue,
            Err(RecvTimeoutError::Disconnected) => break,
        };
        let mut pending_keys = Vec::new();
        for msg in std::iter::once(first).chain(std::iter::from_fn(|| receiver.try_recv().ok())) {
            match &msg {
                Msg::Key(_) => pending_keys.push(stamps_out.recv().expect("a stamp per key")),
                Msg::Experiment { .. } => events += 1,
                _ => {}
            }
            app.update(msg);
        }
        terminal
            .draw(|frame| {
                view::render(&app, frame);
            })
            .expect("draw");
        frames += 1;
        let drawn = Instant::now();
        let running = app.experiments_view().running;
        if running {
            latencies.extend(pending_keys.into_iter().map(|sent| drawn - sent));
        }
        if !running && latencies.len() > 10 {
            break;
        }
    }
    let run_seconds = app.experiments_view().run.map_or(0.0, |run| run.seconds);
    let _ = typist.join();
    latencies.sort();
    println!(
        "key → redrawn screen while the 10^7 table runs: median {:?}, p99 {:?}, worst {:?} over {} keys",
        percentile(&latencies, 0.5),
        percentile(&latencies, 0.99),
        latencies[latencies.len() - 1],
        latencies.len()
    );
    println!(
        "{frames} frames drawn, {events} experiment events handled; the table finished in {run_seconds:.2} s"
    );
}
