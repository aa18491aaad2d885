//! The terminal app. The loop is: draw, wait for one message (a key, a
//! mouse click, a resize, a tick, an experiment event), apply every waiting
//! message through `App::update`, draw again.

pub mod app;
pub mod experiments;
pub mod history;
pub mod home;
pub mod lesson;
pub mod playground;
pub mod quiz;
pub mod sizing;
pub mod text;
pub mod theme;
pub mod view;
pub mod widgets;

use std::io::{self, stdout};
use std::sync::mpsc::{self, RecvTimeoutError, Sender};
use std::time::Duration;

use crossterm::event::{self, DisableMouseCapture, EnableMouseCapture, Event as TermEvent};
use crossterm::execute;
use ratatui::Terminal;
use ratatui::backend::Backend;

pub use app::{App, Context, Msg, Screen};

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

/// Build the app for a language, content and first screen.
pub fn build_app(
    lang: Lang,
    catalog: Catalog,
    content_errors: Vec<ContentError>,
    store: Store,
    start: Start,
    sender: Option<Sender<Msg>>,
) -> App {
    let ctx = Context {
        lang,
        theme: theme::Theme::from_env(),
        catalog,
        content_errors,
        store,
        sender,
        time_zone: jiff::tz::TimeZone::system(),
    };
    let mut app = App::new(ctx);
    match start {
        Start::Home => {}
        Start::Lesson(lesson) => {
            if let Some(lesson) = lesson {
                app.lesson.open(lesson, &app.ctx);
            }
            app.screen = Screen::Lesson;
        }
        Start::Quiz(quiz) => {
            if let Some(quiz) = quiz {
                app.quiz.start(quiz);
            }
            app.screen = Screen::Quiz;
        }
    }
    app
}

/// Run the app in the real terminal until the student quits. The terminal
/// is restored on every way out, panics included.
pub fn run(
    lang: Lang,
    catalog: Catalog,
    content_errors: Vec<ContentError>,
    store: Store,
    start: Start,
) -> io::Result<()> {
    let mut terminal = ratatui::try_init()?;
    // ratatui's hook restores raw mode and the screen; mouse capture is ours.
    // A panic on an experiment thread is caught by the engine and shown on
    // screen, so it must neither restore the terminal under the running app
    // nor print over it.
    let previous = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        let on_experiment_thread = std::thread::current().name().is_some_and(|name| {
            name.starts_with("bloomlab-worker")
                || name.starts_with("bloomlab-experiments")
                || name.starts_with("bloomlab-forward")
        });
        if on_experiment_thread {
            return;
        }
        let _ = execute!(stdout(), DisableMouseCapture);
        previous(info);
    }));
    let _ = execute!(stdout(), EnableMouseCapture);
    let (sender, receiver) = mpsc::channel();
    spawn_input(sender.clone());
    spawn_signal_watch(sender.clone());
    let mut app = build_app(lang, catalog, content_errors, store, start, Some(sender));
    let result = event_loop(&mut terminal, &mut app, &receiver);
    app.ctx.store.flush();
    let _ = execute!(stdout(), DisableMouseCapture);
    ratatui::restore();
    result
}

/// Read terminal events on their own thread, so the loop never blocks on
/// the keyboard.
fn spawn_input(sender: Sender<Msg>) {
    let _ = std::thread::Builder::new()
        .name("bloomlab-input".into())
        .spawn(move || {
            loop {
                let msg = match event::read() {
                    Ok(TermEvent::Key(key)) => Msg::Key(key),
                    Ok(TermEvent::Mouse(mouse)) => Msg::Mouse(mouse),
                    Ok(TermEvent::Resize(..)) => Msg::Resize,
                    Ok(_) => continue,
                    Err(_) => return,
                };
                if sender.send(msg).is_err() {
                    return;
                }
            }
        });
}

/// Turn SIGHUP and SIGTERM into a message, so the app quits the way a key
/// would: lesson progress and results are saved, then the terminal restored.
#[cfg(unix)]
fn spawn_signal_watch(sender: Sender<Msg>) {
    use signal_hook::consts::{SIGHUP, SIGTERM};
    let Ok(mut signals) = signal_hook::iterator::Signals::new([SIGHUP, SIGTERM]) else {
        return;
    };
    let _ = std::thread::Builder::new()
        .name("bloomlab-signals".into())
        .spawn(move || {
            if signals.forever().next().is_some() {
                let _ = sender.send(Msg::Hangup);
            }
        });
}

#[cfg(not(unix))]
fn spawn_signal_watch(_sender: Sender<Msg>) {}

const TICK: Duration = Duration::from_millis(250);

/// Draw, wait for a message, apply all waiting messages, repeat.
pub fn event_loop<B: Backend>(
    terminal: &mut Terminal<B>,
    app: &mut App,
    receiver: &mpsc::Receiver<Msg>,
) -> io::Result<()>
where
    B::Error: Into<io::Error>,
{
    loop {
        terminal
            .draw(|frame| view::render(app, frame))
            .map_err(Into::into)?;
        let first = match receiver.recv_timeout(TICK) {
            Ok(msg) => msg,
            Err(RecvTimeoutError::Timeout) => Msg::Tick,
            Err(RecvTimeoutError::Disconnected) => return Ok(()),
        };
        app.update(first);
        while let Ok(msg) = receiver.try_recv() {
            app.update(msg);
        }
        if app.quit {
            return Ok(());
        }
    }
}
