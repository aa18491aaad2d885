//! The terminal app. The loop is: draw, wait for one message (a key, a
//! mouse click, a paste, a resize, an experiment event), apply every waiting
//! message through `App::update`, draw again. Every message comes on one
//! channel, experiment events included, so nothing wakes an idle app.

pub(crate) mod app;
pub(crate) mod exercises;
pub(crate) mod experiments;
pub(crate) mod figure_file;
pub(crate) mod history;
pub(crate) mod home;
pub(crate) mod lesson;
pub(crate) mod playground;
pub(crate) mod protocol;
pub(crate) mod quiz;
mod screen_impls;
pub(crate) mod sizing;
pub(crate) mod text;
pub(crate) mod theme;
pub mod view;
pub(crate) mod widgets;

use std::io::{self, stdout};
use std::sync::atomic::{AtomicI32, Ordering};
use std::sync::mpsc::{self, Sender};

use crossterm::event::{
    self, DisableBracketedPaste, DisableMouseCapture, EnableBracketedPaste, EnableMouseCapture,
    Event as TermEvent, MouseButton, MouseEventKind,
};
use crossterm::execute;
use ratatui::Terminal;
use ratatui::backend::Backend;

pub use app::{
    AlternativesView, App, ComparisonView, ExperimentsView, LessonRunView, LessonView,
    PlaygroundView, PredictionView, QuizView, RepeatView, RunView, SizingView, StartedRun,
};
pub use experiments::{REPEAT_SEEDS, Tab};
pub(crate) use protocol::Context;
pub use protocol::{Click, Msg, RunTarget, ScreenId};
pub use theme::Theme;

use crate::content::{Catalog, ContentError, LoadedLesson, LoadedQuiz};
use crate::lang::Lang;
use crate::records::Store;

/// What to open first.
#[derive(Clone, Debug, Default)]
pub enum Start {
    #[default]
    Home,
    Lesson(Option<LoadedLesson>),
    Quiz(Option<LoadedQuiz>),
}

/// How the app is set up beyond its content, records and first screen:
/// what the binary takes from the environment, and what a test fixes so
/// that a screen draws the same on every run. `AppOptions::default()` is
/// the binary's: every `None` is left to the environment or drawn afresh.
#[derive(Clone, Debug, Default)]
pub struct AppOptions {
    /// The colours; `None` reads `NO_COLOR` ([`Theme`]'s 16 colours, or
    /// none).
    pub theme: Option<Theme>,
    /// The time zone of My results' dates; `None` is the system's.
    pub time_zone: Option<jiff::tz::TimeZone>,
    /// The seed of every quiz attempt's option orders and drawn numbers;
    /// `None` draws a new one per attempt.
    pub quiz_seed: Option<u64>,
    /// The seed of a lesson's predict choice order for a student who has
    /// none saved; `None` draws one.
    pub lesson_seed: Option<u64>,
    /// Worker threads of the experiments screen's runs; `None` is the
    /// engine's default (the machine's cores).
    pub experiment_threads: Option<usize>,
    /// Keys per structure of the Alternatives tab's comparison until `n`
    /// is pressed; `None` is 10^5.
    pub alternatives_n: Option<u64>,
    /// The query cap of every run the experiments screen starts (each
    /// tab, its repeats and the comparison), as `--max-queries` is the
    /// command line's; `None` is the engine's default. A row that reaches
    /// it stops there, short of its precision, and still gets its verdict.
    pub max_queries: Option<u64>,
}

/// Build the app for a language, content and first screen, as the binary
/// does. `sender` is the app's channel: experiment runs send their events
/// there.
pub fn build_app(
    lang: Lang,
    catalog: Catalog,
    content_errors: Vec<ContentError>,
    store: Store,
    start: Start,
    sender: Sender<Msg>,
) -> App {
    build_app_with(
        lang,
        catalog,
        content_errors,
        store,
        start,
        sender,
        AppOptions::default(),
    )
}

/// [`build_app`] with `options` set before the first screen opens (the
/// seeds apply to the lesson or quiz `start` opens too).
pub fn build_app_with(
    lang: Lang,
    catalog: Catalog,
    content_errors: Vec<ContentError>,
    store: Store,
    start: Start,
    sender: Sender<Msg>,
    options: AppOptions,
) -> App {
    let ctx = Context {
        lang,
        // The app sets it from the terminal's size.
        area: ratatui::layout::Rect::default(),
        note_rows: 0,
        theme: options.theme.unwrap_or_else(Theme::from_env),
        catalog,
        content_errors,
        store,
        sender,
        time_zone: options
            .time_zone
            .clone()
            .unwrap_or_else(jiff::tz::TimeZone::system),
    };
    let mut app = App::new(ctx, &options);
    match start {
        Start::Home => {}
        Start::Lesson(lesson) => {
            if let Some(lesson) = lesson {
                app.screens.lesson.open(lesson, &app.ctx);
            }
            app.screen = ScreenId::Lesson;
        }
        Start::Quiz(quiz) => {
            if let Some(quiz) = quiz {
                // An unfinished attempt at it is offered first.
                app.screens.quiz.open(quiz, &app.ctx.store);
            }
            app.screen = ScreenId::Quiz;
        }
    }
    app
}

/// The signal that stopped the app (SIGHUP, SIGTERM, SIGINT, SIGQUIT), or 0.
static STOPPED_BY: AtomicI32 = AtomicI32::new(0);

/// The signal that made the last `run` quit, if one did: the command line
/// exits with 128 + its number, as a shell expects of a killed program.
pub fn stopped_by_signal() -> Option<i32> {
    match STOPPED_BY.load(Ordering::SeqCst) {
        0 => None,
        signal => Some(signal),
    }
}

/// Undo what `run` set up in the terminal, in order: raw mode off, then
/// bracketed paste and mouse reporting off, the normal screen back, the
/// cursor shown. Errors are ignored: on the way out there is no one left to
/// tell, and every step is tried.
fn restore_terminal() {
    let _ = crossterm::terminal::disable_raw_mode();
    let _ = execute!(
        stdout(),
        DisableBracketedPaste,
        DisableMouseCapture,
        crossterm::terminal::LeaveAlternateScreen,
        crossterm::cursor::Show
    );
}

/// How a session ended.
pub struct Ended {
    /// Whether the terminal worked to the end.
    pub terminal: io::Result<()>,
    /// What could not be saved, where it went instead, in one line for
    /// stderr (`records::rescue`): then the exit status is 1.
    pub not_saved: Option<String>,
}

/// Run the app in the real terminal until the student quits. The terminal
/// is restored on every way out: a key, a panic, SIGHUP, SIGTERM, SIGINT
/// and SIGQUIT.
pub fn run(
    lang: Lang,
    catalog: Catalog,
    content_errors: Vec<ContentError>,
    store: Store,
    start: Start,
) -> io::Result<Ended> {
    // Signals are watched before the terminal changes, so none can leave
    // it changed.
    let (sender, receiver) = mpsc::channel();
    spawn_signal_watch(sender.clone());
    let mut terminal = ratatui::try_init()?;
    // ratatui's hook restores raw mode and the screen; mouse capture is ours.
    // A panic on an experiment thread is caught by the engine and shown on
    // screen, so it must neither restore the terminal under the running app
    // nor print over it.
    let previous = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        // The save's thread catches its own panics too, and reports a
        // failed save.
        let on_experiment_thread = std::thread::current().name().is_some_and(|name| {
            name.starts_with("bloomlab-worker")
                || name.starts_with("bloomlab-experiments")
                || name == "bloomlab-save"
        });
        if on_experiment_thread {
            return;
        }
        let _ = execute!(
            stdout(),
            DisableBracketedPaste,
            DisableMouseCapture,
            crossterm::cursor::Show
        );
        previous(info);
    }));
    // A paste arrives as one event instead of a storm of keys that would
    // each act as a command.
    let _ = execute!(stdout(), EnableMouseCapture, EnableBracketedPaste);
    spawn_input(sender.clone());
    if let Some(dir) = store.dir() {
        spawn_records_watch(dir.join(crate::records::FILE_NAME), sender.clone());
    }
    let app = build_app(lang, catalog, content_errors, store, start, sender);
    // A panic in the loop still saves (the quiz under way as unfinished,
    // and whatever was pending) as the guard is dropped on the way out.
    // A guard rather than catch_unwind: the panic's backtrace stays as
    // short as it was.
    let mut guard = SaveOnPanic {
        app,
        receiver: &receiver,
        lang,
    };
    let result = event_loop(&mut terminal, &mut guard.app, &receiver);
    finish_saving(&mut guard.app, &receiver);
    restore_terminal();
    Ok(Ended {
        terminal: result,
        not_saved: crate::records::rescue(&guard.app.ctx.store, lang),
    })
}

/// The app, saved if the thread panics while it runs.
struct SaveOnPanic<'a> {
    app: App,
    receiver: &'a mpsc::Receiver<Msg>,
    lang: Lang,
}

impl Drop for SaveOnPanic<'_> {
    fn drop(&mut self) {
        if !std::thread::panicking() {
            return;
        }
        // The panic hook has restored the terminal already (leaving the
        // alternate screen twice would move the cursor back over its
        // message).
        finish_saving(&mut self.app, self.receiver);
        if let Some(line) = crate::records::rescue(&self.app.ctx.store, self.lang) {
            eprintln!("{}", crate::untrusted::printable_line(&line));
        }
    }
}

/// However the loop ended (a quit, or a terminal that failed), quit as a
/// key would and wait until the results are saved or have failed to be.
pub fn finish_saving(app: &mut App, receiver: &mpsc::Receiver<Msg>) {
    if !app.quit {
        app.update(Msg::Hangup);
    }
    while !app.quit {
        match receiver.recv() {
            Ok(msg @ (Msg::Saved(_) | Msg::SaveWaiting | Msg::Hangup)) => app.update(msg),
            Ok(_) => {}
            Err(_) => break,
        }
    }
}

/// Read terminal events on their own thread, so the loop never blocks on
/// the keyboard. Mouse movements are dropped here (only clicks act), so
/// moving the mouse costs no redraw. When the terminal cannot be read any
/// more, the app quits as on SIGHUP rather than wait for input forever.
fn spawn_input(sender: Sender<Msg>) {
    let _ = std::thread::Builder::new()
        .name("bloomlab-input".into())
        .spawn(move || {
            loop {
                let msg = match event::read() {
                    Ok(TermEvent::Key(key)) => Msg::Key(key),
                    Ok(TermEvent::Mouse(mouse))
                        if mouse.kind == MouseEventKind::Down(MouseButton::Left) =>
                    {
                        Msg::Mouse(mouse)
                    }
                    Ok(TermEvent::Paste(text)) => Msg::Paste(text),
                    Ok(TermEvent::Resize(width, height)) => Msg::Resize { width, height },
                    Ok(_) => continue,
                    Err(_) => {
                        let _ = sender.send(Msg::Hangup);
                        return;
                    }
                };
                if sender.send(msg).is_err() {
                    return;
                }
            }
        });
}

/// Look at the records file's time and size every second, and say when
/// they change: a grade saved from another terminal then shows on the
/// open screen without a key. One `stat` a second; the thread ends with
/// the app (its channel closes).
fn spawn_records_watch(path: std::path::PathBuf, sender: Sender<Msg>) {
    let stamp = move || history::file_stamp(&path);
    let _ = std::thread::Builder::new()
        .name("bloomlab-records-watch".into())
        .spawn(move || {
            let mut seen = stamp();
            loop {
                std::thread::sleep(std::time::Duration::from_secs(1));
                let now = stamp();
                if now != seen {
                    seen = now;
                    if sender.send(Msg::RecordsChanged).is_err() {
                        return;
                    }
                }
            }
        });
}

/// Turn SIGHUP, SIGTERM, SIGINT and SIGQUIT into a message, so the app
/// quits the way a key would: lesson progress and results are saved, then
/// the terminal restored. (Ctrl-C typed in the app is a key in raw mode;
/// these come from outside, such as `kill -INT`.) A second signal means the
/// app did not get to quit: the terminal is restored from here and the
/// process exits at once.
#[cfg(unix)]
fn spawn_signal_watch(sender: Sender<Msg>) {
    use signal_hook::consts::{SIGHUP, SIGINT, SIGQUIT, SIGTERM};
    let Ok(mut signals) = signal_hook::iterator::Signals::new([SIGHUP, SIGTERM, SIGINT, SIGQUIT])
    else {
        return;
    };
    let _ = std::thread::Builder::new()
        .name("bloomlab-signals".into())
        .spawn(move || {
            let mut arriving = signals.forever();
            if let Some(signal) = arriving.next() {
                STOPPED_BY.store(signal, Ordering::SeqCst);
                let _ = sender.send(Msg::Hangup);
            }
            if let Some(signal) = arriving.next() {
                restore_terminal();
                std::process::exit(128 + signal);
            }
        });
}

#[cfg(not(unix))]
fn spawn_signal_watch(_sender: Sender<Msg>) {}

/// Draw the app's frame, and keep the regions a click acts on.
pub fn draw<B: Backend>(terminal: &mut Terminal<B>, app: &mut App) -> Result<(), B::Error> {
    let mut hits = Vec::new();
    app.before_draw();
    terminal.draw(|frame| hits = view::render(app, frame))?;
    app.hits = hits;
    Ok(())
}

/// Start from the terminal's size; then draw, wait for a message, apply
/// all waiting messages, repeat.
///
/// A flood of keys (a paste in a terminal without bracketed paste) is
/// applied as it comes and drawn once per batch, not once per key. An idle
/// app sleeps until the next message.
pub(crate) fn event_loop<B: Backend>(
    terminal: &mut Terminal<B>,
    app: &mut App,
    receiver: &mpsc::Receiver<Msg>,
) -> Result<(), B::Error> {
    let size = terminal.size()?;
    app.update(Msg::Resize {
        width: size.width,
        height: size.height,
    });
    loop {
        draw(terminal, app)?;
        let Ok(first) = receiver.recv() else {
            return Ok(());
        };
        app.update(first);
        while let Ok(msg) = receiver.try_recv() {
            app.update(msg);
            if app.quit {
                break;
            }
        }
        if app.quit {
            return Ok(());
        }
    }
}

#[cfg(test)]
mod records_watch_tests {
    use super::{Msg, spawn_records_watch};
    use std::time::Duration;

    /// A change to the records file, such as a grade saved from another
    /// terminal, wakes the app; an unchanged file does not.
    #[test]
    fn a_changed_records_file_wakes_the_app() {
        let folder = tempfile::tempdir().unwrap();
        let path = folder.path().join(crate::records::FILE_NAME);
        std::fs::write(&path, "{}").unwrap();
        let (sender, receiver) = std::sync::mpsc::channel();
        spawn_records_watch(path.clone(), sender);
        assert!(receiver.recv_timeout(Duration::from_millis(1500)).is_err());
        std::fs::write(&path, "{\"changed\": true}").unwrap();
        let woke = receiver.recv_timeout(Duration::from_secs(10));
        assert!(matches!(woke, Ok(Msg::RecordsChanged)), "{woke:?}");
    }
}
