//! The application state and the one `update`. The messages and actions
//! it handles are in `protocol`; drawing lives in `view`; each screen
//! keeps its own state, keys and drawing in its module, behind the
//! `Screen` trait.

use crossterm::event::{
    KeyCode, KeyEvent, KeyEventKind, KeyModifiers, MouseButton, MouseEvent, MouseEventKind,
};
use ratatui::layout::{Position, Rect};

use super::AppOptions;
use super::exercises::ExercisesScreen;
use super::experiments::{ALTERNATIVES_N, Alternatives, ExperimentsScreen};
use super::history::HistoryScreen;
use super::home::HomeScreen;
use super::lesson::LessonScreen;
use super::playground::Playground;
use super::protocol::{self, Action, Click, Context, KeyHelp, Msg, RunTarget, ScreenId};
use super::quiz::QuizScreen;
use super::sizing::SizingScreen;
use super::view::{self, MIN_HEIGHT, MIN_WIDTH};
use crate::records::Store;
use crate::t;

/// The oldest notice the store has not shown yet.
fn take_notice(store: &mut Store) -> Option<String> {
    (!store.notices.is_empty()).then(|| store.notices.remove(0))
}

/// One of each screen. Each keeps its state while another is shown, so
/// coming back finds it as it was left.
pub(crate) struct Screens {
    pub(crate) home: HomeScreen,
    pub(crate) lesson: LessonScreen,
    pub(crate) playground: Playground,
    pub(crate) sizing: SizingScreen,
    pub(crate) experiments: ExperimentsScreen,
    pub(crate) quiz: QuizScreen,
    pub(crate) history: HistoryScreen,
    pub(crate) exercises: ExercisesScreen,
}

impl Screens {
    fn new(ctx: &Context, options: &AppOptions) -> Screens {
        let defaults = ExperimentsScreen::default();
        let experiments = ExperimentsScreen {
            threads: options.experiment_threads.unwrap_or(defaults.threads),
            max_queries: options.max_queries.unwrap_or(defaults.max_queries),
            alternatives: Alternatives {
                n: options.alternatives_n.unwrap_or(ALTERNATIVES_N),
                ..Alternatives::default()
            },
            ..defaults
        };
        let mut quiz = QuizScreen::new(ctx);
        quiz.seed = options.quiz_seed;
        Screens {
            home: HomeScreen::default(),
            lesson: LessonScreen::new(ctx, options.lesson_seed),
            playground: Playground::default(),
            sizing: SizingScreen::default(),
            experiments,
            quiz,
            history: HistoryScreen::default(),
            exercises: ExercisesScreen::default(),
        }
    }

    /// The screen an id names: the one place a screen is picked by id.
    pub(crate) fn get(&self, id: ScreenId) -> &dyn protocol::Screen {
        match id {
            ScreenId::Home => &self.home,
            ScreenId::Lesson => &self.lesson,
            ScreenId::Playground => &self.playground,
            ScreenId::Sizing => &self.sizing,
            ScreenId::Experiments => &self.experiments,
            ScreenId::Quiz => &self.quiz,
            ScreenId::History => &self.history,
            ScreenId::Exercises => &self.exercises,
        }
    }

    pub(crate) fn get_mut(&mut self, id: ScreenId) -> &mut dyn protocol::Screen {
        match id {
            ScreenId::Home => &mut self.home,
            ScreenId::Lesson => &mut self.lesson,
            ScreenId::Playground => &mut self.playground,
            ScreenId::Sizing => &mut self.sizing,
            ScreenId::Experiments => &mut self.experiments,
            ScreenId::Quiz => &mut self.quiz,
            ScreenId::History => &mut self.history,
            ScreenId::Exercises => &mut self.exercises,
        }
    }
}

/// The terminal app's state: the screens, what they share, and what the
/// app itself shows (help, notices). Messages change it through
/// [`App::update`]; everything else outside the library reads it through
/// the views in `views.rs` ([`App::lesson_view`], …).
pub struct App {
    pub(crate) ctx: Context,
    /// The screen shown.
    pub(crate) screen: ScreenId,
    pub(crate) screens: Screens,
    pub(crate) help: bool,
    /// The help shows only the screen's words (↓ on a help too short for
    /// them: reader 44, es 2.1), which the last drawn page 1 left out.
    pub(crate) help_words: bool,
    pub(crate) help_words_left_out: std::cell::RefCell<Vec<String>>,
    pub(crate) quit: bool,
    /// A notice shown above the status line until the next key.
    pub(crate) banner: Option<String>,
    /// The terminal's size (`Msg::Resize`): below the minimum, keys wait.
    pub(crate) size: (u16, u16),
    /// The status line's rows (two where its keys overflow one).
    status_rows: u16,
    /// Clickable regions of the last frame, as drawing returned them.
    pub(crate) hits: Vec<(Rect, Click)>,
    /// The records' save, on its own thread.
    pub(crate) saving: Saving,
}

/// Where the records' background save is.
#[derive(Debug, Default)]
pub(crate) struct Saving {
    /// A save is running.
    pub(crate) running: bool,
    /// It is waiting for another bloomlab's lock.
    pub(crate) waiting: bool,
    /// Something changed while it ran: save again when it ends.
    pub(crate) again: bool,
    /// The student asked to quit: the app ends once saving is done.
    pub(crate) quitting: bool,
    /// The last try made on the way out has been started.
    pub(crate) last_try: bool,
}

impl App {
    pub(crate) fn new(mut ctx: Context, options: &AppOptions) -> App {
        let screens = Screens::new(&ctx, options);
        let banner = take_notice(&mut ctx.store);
        let mut app = App {
            screens,
            screen: ScreenId::Home,
            help: false,
            help_words: false,
            help_words_left_out: std::cell::RefCell::new(Vec::new()),
            quit: false,
            hits: Vec::new(),
            size: (0, 0),
            status_rows: 1,
            banner,
            ctx,
            saving: Saving::default(),
        };
        // Until the terminal says its size (`run` asks it at start).
        app.resize(view::START_SIZE);
        app
    }

    /// The terminal has a new size: keep it, and the area the screens are
    /// laid out in; the screen shown hears of a change.
    fn resize(&mut self, (width, height): (u16, u16)) {
        if std::mem::replace(&mut self.size, (width, height)) != (width, height) {
            self.screens.get_mut(self.screen).resized();
        }
        self.ctx.area = view::screen_area(Rect::new(0, 0, width, height), self.status_rows);
        self.relayout();
    }

    /// The status line's rows for the keys of now, and the screen's area
    /// that follows. Twice at most: the keys of a smaller area may be
    /// others (a step that no longer fits shows ↑↓).
    fn relayout(&mut self) {
        let (width, height) = self.size;
        for _ in 0..2 {
            let note = self.current().status_note();
            let keys = self.keys_with_help(false);
            let at_least = if width < view::TWO_ROWS_WIDTH {
                self.current().status_rows_at_least()
            } else {
                1
            };
            let rows_for = |note: Option<&str>| {
                view::status_rows(&keys, note, width, self.ctx.lang).max(at_least)
            };
            let rows = rows_for(note.as_deref());
            self.ctx.note_rows = rows - rows_for(None);
            if rows == self.status_rows {
                break;
            }
            self.status_rows = rows;
            self.ctx.area = view::screen_area(Rect::new(0, 0, width, height), rows);
        }
    }

    /// The rows the status line takes.
    pub fn status_rows(&self) -> u16 {
        self.status_rows
    }

    /// The notice to show above the status line: what saving is doing,
    /// then the banner.
    pub(crate) fn notice(&self) -> Option<std::borrow::Cow<'_, str>> {
        let lang = self.ctx.lang;
        let wait = self.ctx.store.lock_wait().as_secs();
        let (running, waiting, quitting) = (
            self.saving.running,
            self.saving.waiting,
            self.saving.quitting,
        );
        let saving = (running && (waiting || quitting)).then(|| {
            let doing = if quitting {
                t!(lang, "app-saving-quitting")
            } else {
                t!(lang, "app-saving")
            };
            if waiting {
                t!(lang, "app-saving-waiting", doing = doing, wait = wait)
            } else {
                format!("{doing}…")
            }
        });
        match (saving, &self.banner) {
            (Some(saving), Some(banner)) => Some(format!("{saving} {banner}").into()),
            (Some(saving), None) => Some(saving.into()),
            (None, Some(banner)) => Some(banner.as_str().into()),
            (None, None) => None,
        }
    }

    /// The screen shown.
    pub(crate) fn current(&self) -> &dyn protocol::Screen {
        self.screens.get(self.screen)
    }

    /// Apply one message.
    pub fn update(&mut self, msg: Msg) {
        match msg {
            Msg::Key(key) => self.on_key(key),
            Msg::Mouse(mouse) => self.on_mouse(mouse),
            Msg::Paste(text) => self.on_paste(&text),
            Msg::Resize { width, height } => self.resize((width, height)),
            Msg::Experiment {
                target,
                generation,
                event,
            } => match target {
                RunTarget::Lesson => self
                    .screens
                    .lesson
                    .on_event(generation, event, self.ctx.lang),
                RunTarget::Experiments => {
                    self.screens
                        .experiments
                        .on_event(generation, event, self.ctx.lang)
                }
            },
            Msg::ExperimentLost { target, generation } => match target {
                RunTarget::Lesson => self.screens.lesson.on_lost(generation),
                RunTarget::Experiments => self.screens.experiments.on_lost(generation),
            },
            Msg::Compare { generation, event } => {
                self.screens
                    .experiments
                    .on_compare_event(generation, event, self.ctx.lang)
            }
            Msg::CompareLost { generation } => self.screens.experiments.on_compare_lost(generation),
            Msg::SaveWaiting => self.saving.waiting = self.saving.running,
            Msg::Saved(outcome) => self.saved(*outcome),
            Msg::Hangup => self.apply(Action::Quit),
            // The screen rereads what it shows before it is drawn.
            Msg::RecordsChanged => {}
        }
        self.relayout();
    }

    /// Start saving the records on a thread of its own, so the screen never
    /// waits for the disk or for another bloomlab's lock; the outcome comes
    /// back as `Msg::Saved`. One save at a time: a change made meanwhile is
    /// saved when it ends.
    pub(crate) fn save_in_background(&mut self) {
        if self.saving.running {
            self.saving.again = true;
            return;
        }
        let Some(job) = self.ctx.store.begin_save() else {
            return;
        };
        let generation = job.generation();
        let lang = self.ctx.lang;
        let sender = self.ctx.sender.clone();
        let waiting = self.ctx.sender.clone();
        // The job goes to the thread through a channel, so that it is still
        // here to run if no thread can start.
        let (give, take) = std::sync::mpsc::channel::<crate::records::SaveJob>();
        let spawned = std::thread::Builder::new()
            .name("bloomlab-save".into())
            .spawn(move || {
                let Ok(job) = take.recv() else { return };
                let outcome = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                    job.run(&mut || {
                        let _ = waiting.send(Msg::SaveWaiting);
                    })
                }))
                .unwrap_or_else(|_| {
                    crate::records::SaveOutcome::failed(
                        generation,
                        lang,
                        "the save failed unexpectedly",
                    )
                });
                let _ = sender.send(Msg::Saved(Box::new(outcome)));
            });
        match spawned {
            Ok(_) if give.send(job).is_ok() => {
                self.saving.running = true;
                self.saving.waiting = false;
                self.saving.again = false;
            }
            // No thread: save here, as before.
            _ => self.ctx.store.save(),
        }
    }

    /// A background save ended: take in what it did, say what needs
    /// saying, and go on (save again, or finish quitting).
    fn saved(&mut self, outcome: crate::records::SaveOutcome) {
        let failed = outcome.failed_to_write();
        self.ctx.store.finish_save(outcome);
        self.saving.running = false;
        self.saving.waiting = false;
        self.banner = self
            .banner
            .take()
            .or_else(|| take_notice(&mut self.ctx.store));
        if self.saving.quitting {
            self.finish_quitting();
        } else if std::mem::take(&mut self.saving.again) && !failed {
            self.save_in_background();
        }
    }

    /// Before a frame: the screen shown picks up what changed outside the
    /// app ([`super::protocol::Screen::before_draw`]).
    pub(crate) fn before_draw(&mut self) {
        self.screens.get_mut(self.screen).before_draw(&self.ctx);
    }

    /// Quit once the results are saved: a save under way is waited for,
    /// and changes not yet saved (or a save that failed) get one more try.
    /// The screen says so meanwhile; what still cannot be saved is
    /// reported when the app has ended (`records::rescue`).
    fn request_quit(&mut self) {
        // A quiz left half-way by quitting (a key, the window closed, a
        // signal) is kept as unfinished.
        if let Some(attempt) = self.screens.quiz.take_unfinished(self.ctx.lang) {
            self.ctx.store.note_attempt(attempt);
        }
        self.saving.quitting = true;
        self.finish_quitting();
    }

    fn finish_quitting(&mut self) {
        if !self.saving.running && self.ctx.store.pending() && !self.saving.last_try {
            self.saving.last_try = true;
            self.save_in_background();
        }
        if !self.saving.running {
            self.quit = true;
        }
    }

    /// Whether the terminal is too small to show a screen: then keys
    /// wait (only the advertised q acts) and pastes are dropped.
    fn too_small(&self) -> bool {
        let (width, height) = self.size;
        width < MIN_WIDTH || height < MIN_HEIGHT
    }

    fn on_key(&mut self, key: KeyEvent) {
        // Windows reports releases too: act on presses only.
        if key.kind != KeyEventKind::Press {
            return;
        }
        // Test builds only: lets the end-to-end test check that a panic on
        // the UI thread restores the terminal. Release builds have no such
        // switch.
        #[cfg(debug_assertions)]
        if key.code == KeyCode::Char('!') && std::env::var_os("BLOOMLAB_TEST_PANIC").is_some() {
            panic!("a test panic on the UI thread");
        }
        // Quitting: only the save is waited for.
        if self.saving.quitting {
            return;
        }
        // A notice stays until the next key, then the next one (if any) shows.
        self.banner = take_notice(&mut self.ctx.store);
        if key.modifiers.contains(KeyModifiers::CONTROL) && key.code == KeyCode::Char('c') {
            self.request_quit();
            return;
        }
        if self.too_small() {
            if key.code == KeyCode::Char('q') {
                self.request_quit();
            }
            return;
        }
        if self.help {
            match key.code {
                KeyCode::Esc | KeyCode::Char('?') | KeyCode::Char('q') | KeyCode::Enter => {
                    self.help = false;
                    self.help_words = false;
                }
                // Only to words page 1 left out: on Home it held only «↑
                // back to the keys» (reader 47, es 2.7), and elsewhere it
                // repeated page 1's words (readers 48, es 2.5, en 2.6).
                KeyCode::Down | KeyCode::PageDown => {
                    self.help_words = !self.help_words_left_out.borrow().is_empty();
                }
                KeyCode::Up | KeyCode::PageUp => self.help_words = false,
                _ => {}
            }
            return;
        }
        if key.code == KeyCode::Char('?') && !self.typing() {
            self.help = true;
            self.screens.get_mut(self.screen).help_opened(&self.ctx);
            return;
        }
        let action = self.screens.get_mut(self.screen).on_key(key, &self.ctx);
        self.apply(action);
    }

    /// A paste goes to the screen shown, which takes it where text is
    /// typed (see `Screen::on_paste`).
    fn on_paste(&mut self, text: &str) {
        if self.help || self.too_small() || self.saving.quitting {
            return;
        }
        self.banner = take_notice(&mut self.ctx.store);
        let action = self.screens.get_mut(self.screen).on_paste(text, &self.ctx);
        self.apply(action);
    }

    fn on_mouse(&mut self, mouse: MouseEvent) {
        if mouse.kind != MouseEventKind::Down(MouseButton::Left)
            || self.help
            || self.saving.quitting
        {
            return;
        }
        let at = Position::new(mouse.column, mouse.row);
        let hit = self
            .hits
            .iter()
            .find(|(area, _)| area.contains(at))
            .map(|(_, click)| *click);
        let Some(click) = hit else { return };
        let action = self.screens.get_mut(self.screen).on_click(click, &self.ctx);
        self.apply(action);
    }

    fn apply(&mut self, action: Action) {
        let leaving = matches!(action, Action::Back | Action::Quit | Action::Open(_));
        if leaving {
            // What is still pending (steps revisited) is written when the
            // student leaves a screen.
            if self.ctx.store.pending() {
                self.save_in_background();
            }
            self.banner = self
                .banner
                .take()
                .or_else(|| self.screens.experiments.notice.take())
                .or_else(|| take_notice(&mut self.ctx.store));
        }
        match action {
            Action::None => {}
            Action::Quit => self.request_quit(),
            Action::Back => {
                if self.screen == ScreenId::Home {
                    self.request_quit();
                } else {
                    self.screen = ScreenId::Home;
                }
            }
            Action::Open(screen) => {
                self.screens.get_mut(screen).on_open(&self.ctx);
                self.screen = screen;
            }
            Action::Record(attempt, then) => {
                self.ctx.store.note_attempt(*attempt);
                self.save_in_background();
                self.banner = self
                    .banner
                    .take()
                    .or_else(|| take_notice(&mut self.ctx.store));
                if let Some(screen) = then {
                    self.apply(Action::Open(screen));
                }
            }
            Action::Progress(progress) => {
                // A step reached for the first time or a prediction made is
                // saved at once, so `submit` run beside the app sees it;
                // stepping back and forth over seen steps waits for the next
                // save.
                let news = self
                    .ctx
                    .store
                    .lesson(&progress.lesson_id, &progress.lang)
                    .is_none_or(|saved| {
                        saved.step != progress.step || saved.predictions != progress.predictions
                    });
                self.ctx.store.note_lesson(progress);
                if news {
                    self.save_in_background();
                }
            }
            Action::Review {
                quiz_id,
                question_ids,
                missed_values,
            } => self.review(&quiz_id, &question_ids, &missed_values),
        }
    }

    /// Open the quiz on just these questions (My results' review), or say
    /// why it cannot be.
    fn review(
        &mut self,
        quiz_id: &str,
        question_ids: &[String],
        missed_values: &protocol::MissedValues,
    ) {
        let loaded = self.ctx.catalog.quiz(quiz_id, self.ctx.lang).cloned();
        let indices: Vec<usize> = loaded
            .iter()
            .flat_map(|loaded| {
                question_ids
                    .iter()
                    .filter_map(|id| loaded.quiz.questions.iter().position(|q| &q.id == id))
            })
            .collect();
        match loaded {
            Some(loaded) if !indices.is_empty() => {
                let missed = indices
                    .iter()
                    .filter_map(|&index| {
                        let values = missed_values.get(&loaded.quiz.questions[index].id)?;
                        Some((index, values.clone()))
                    })
                    .collect();
                self.screens.quiz.start_questions(loaded, indices, missed);
                self.screens.quiz.from_history = true;
                self.screen = ScreenId::Quiz;
            }
            _ => {
                self.banner =
                    Some(t!(self.ctx.lang, "app-those-questions-are-no-longer").to_owned());
            }
        }
    }

    /// Whether keys are going into a text field (so `?` and `q` are text).
    pub fn typing(&self) -> bool {
        self.current().typing()
    }

    /// The keys that matter now, for the status line and the help overlay.
    pub(crate) fn keys(&self) -> Vec<KeyHelp> {
        self.keys_with_help(self.help)
    }

    /// [`App::keys`] with the help open or closed: the status line's rows
    /// are counted as with it closed, since «? close this help», longer
    /// than «? help», took a second row and moved the screen under the box
    /// up a row (reader 35, es 1.1).
    fn keys_with_help(&self, open: bool) -> Vec<KeyHelp> {
        let lang = self.ctx.lang;
        let mut keys = self.current().keys(&self.ctx);
        // While the help is open, its box says how ? closes it: the line
        // said «? help» under it (reader 29, en 2.1), and then a longer
        // «? close help» pushed a working key behind «…» (reader 36, es 2.1).
        if !open && !self.typing() {
            keys.push(KeyHelp::new("?", t!(lang, "app-help")).last_on_line());
        }
        keys
    }
}

mod views;
pub use views::{
    AlternativesView, ComparisonView, ExperimentsView, LessonRunView, LessonView, PlaygroundView,
    PredictionView, QuizView, RepeatView, RunView, SizingView, StartedRun,
};

#[cfg(test)]
mod tests;
