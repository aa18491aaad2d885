//! The application state, the one message type, and the one `update`.
//! Drawing lives in `view`; each screen keeps its own state and key
//! handling in its module.

use std::cell::RefCell;
use std::sync::mpsc::Sender;

use crossterm::event::{
    KeyCode, KeyEvent, KeyEventKind, KeyModifiers, MouseButton, MouseEvent, MouseEventKind,
};
use ratatui::layout::{Position, Rect};

use super::experiments::ExperimentsScreen;
use super::history::HistoryScreen;
use super::home::HomeScreen;
use super::lesson::LessonScreen;
use super::playground::Playground;
use super::quiz::QuizScreen;
use super::sizing::SizingScreen;
use super::theme::Theme;
use crate::content::{Catalog, ContentError};
use crate::experiment::Event;
use crate::lang::Lang;
use crate::records::{LessonProgress, QuizAttempt, Store};

/// Everything that can happen to the app.
#[derive(Debug)]
pub enum Msg {
    Key(KeyEvent),
    Mouse(MouseEvent),
    Resize,
    Tick,
    /// An event of the experiment run number `generation`.
    Experiment {
        generation: u64,
        event: Event,
    },
    /// The run's channel closed without finishing: its thread died.
    ExperimentLost {
        generation: u64,
    },
    /// The terminal closed (SIGHUP) or the process was asked to stop
    /// (SIGTERM): quit as the student would, saving what there is.
    Hangup,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Screen {
    Home,
    Lesson,
    Playground,
    Sizing,
    Experiments,
    Quiz,
    History,
}

impl Screen {
    /// The Home menu, in order (keys 1 to 6).
    pub const MENU: [Screen; 6] = [
        Screen::Lesson,
        Screen::Playground,
        Screen::Sizing,
        Screen::Experiments,
        Screen::Quiz,
        Screen::History,
    ];

    pub fn name(self, lang: Lang) -> &'static str {
        use super::text::tr;
        match self {
            Screen::Home => "bloomlab",
            Screen::Lesson => tr(lang, "Lesson", "Lección"),
            Screen::Playground => tr(lang, "Playground", "Laboratorio"),
            Screen::Sizing => tr(lang, "Sizing", "Dimensionar"),
            Screen::Experiments => tr(lang, "Experiments", "Experimentos"),
            Screen::Quiz => tr(lang, "Quiz", "Autoevaluación"),
            Screen::History => tr(lang, "My results", "Mis resultados"),
        }
    }
}

/// What a screen asks the app to do after a key.
#[derive(Debug, PartialEq)]
pub enum Action {
    None,
    Back,
    Quit,
    Open(Screen),
    /// A quiz attempt finished: keep it.
    Record(Box<QuizAttempt>),
    /// The student moved on in a lesson: remember where.
    Progress(LessonProgress),
    /// Start a quiz made of these questions (the history's review).
    Review {
        quiz_id: String,
        question_ids: Vec<String>,
    },
}

/// Things shared by every screen.
pub struct Context {
    pub lang: Lang,
    pub theme: Theme,
    pub catalog: Catalog,
    /// Problems in an instructor's files, shown on Home.
    pub content_errors: Vec<ContentError>,
    /// The student's saved results.
    pub store: Store,
    /// Where experiment threads send their events (None in tests).
    pub sender: Option<Sender<Msg>>,
    /// The student's time zone, for the dates in My results.
    pub time_zone: jiff::tz::TimeZone,
}

/// The oldest notice the store has not shown yet.
fn take_notice(store: &mut Store) -> Option<String> {
    (!store.notices.is_empty()).then(|| store.notices.remove(0))
}

/// A region of the last frame that reacts to a click.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Click {
    Menu(usize),
    Choice(usize),
}

pub struct App {
    pub ctx: Context,
    pub screen: Screen,
    pub help: bool,
    pub quit: bool,
    pub home: HomeScreen,
    pub lesson: LessonScreen,
    pub playground: Playground,
    pub sizing: SizingScreen,
    pub experiments: ExperimentsScreen,
    pub quiz: QuizScreen,
    pub history: HistoryScreen,
    /// A notice shown above the status line until the next key.
    pub banner: Option<String>,
    /// The size of the last frame: below the minimum, keys wait.
    pub size: std::cell::Cell<(u16, u16)>,
    /// Clickable regions of the last frame, written while drawing.
    pub hits: RefCell<Vec<(Rect, Click)>>,
}

impl App {
    pub fn new(mut ctx: Context) -> App {
        let lesson = LessonScreen::new(&ctx);
        let quiz = QuizScreen::new(&ctx);
        let banner = take_notice(&mut ctx.store);
        App {
            home: HomeScreen::default(),
            lesson,
            playground: Playground::new(ctx.lang),
            sizing: SizingScreen::default(),
            experiments: ExperimentsScreen::default(),
            quiz,
            history: HistoryScreen::default(),
            screen: Screen::Home,
            help: false,
            quit: false,
            hits: RefCell::new(Vec::new()),
            size: std::cell::Cell::new((u16::MAX, u16::MAX)),
            banner,
            ctx,
        }
    }

    /// Apply one message.
    pub fn update(&mut self, msg: Msg) {
        match msg {
            Msg::Key(key) => self.on_key(key),
            Msg::Mouse(mouse) => self.on_mouse(mouse),
            Msg::Resize => {}
            Msg::Tick => self.experiments.poll(),
            Msg::Experiment { generation, event } => self.experiments.on_event(generation, event),
            Msg::ExperimentLost { generation } => self.experiments.on_lost(generation),
            Msg::Hangup => self.apply(Action::Quit),
        }
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
        // A notice stays until the next key, then the next one (if any) shows.
        self.banner = take_notice(&mut self.ctx.store);
        if key.modifiers.contains(KeyModifiers::CONTROL) && key.code == KeyCode::Char('c') {
            self.quit = true;
            return;
        }
        let (width, height) = self.size.get();
        if width < super::view::MIN_WIDTH || height < super::view::MIN_HEIGHT {
            // The screen cannot be seen: only the advertised q acts.
            if key.code == KeyCode::Char('q') {
                self.quit = true;
            }
            return;
        }
        let typing = self.typing();
        if self.help {
            if matches!(
                key.code,
                KeyCode::Esc | KeyCode::Char('?') | KeyCode::Char('q') | KeyCode::Enter
            ) {
                self.help = false;
            }
            return;
        }
        if key.code == KeyCode::Char('?') && !typing {
            self.help = true;
            return;
        }
        let action = match self.screen {
            Screen::Home => self.home.on_key(key),
            Screen::Lesson => self.lesson.on_key(key, &self.ctx),
            Screen::Playground => self.playground.on_key(key, &self.ctx),
            Screen::Sizing => self.sizing.on_key(key),
            Screen::Experiments => self.experiments.on_key(key, &self.ctx),
            Screen::Quiz => self.quiz.on_key(key, &self.ctx),
            Screen::History => self.history.on_key(key, &self.ctx),
        };
        self.apply(action);
    }

    fn on_mouse(&mut self, mouse: MouseEvent) {
        if mouse.kind != MouseEventKind::Down(MouseButton::Left) || self.help {
            return;
        }
        let at = Position::new(mouse.column, mouse.row);
        let hit = self
            .hits
            .borrow()
            .iter()
            .find(|(area, _)| area.contains(at))
            .map(|(_, click)| *click);
        let Some(click) = hit else { return };
        let action = match (self.screen, click) {
            (Screen::Home, Click::Menu(index)) => Action::Open(Screen::MENU[index]),
            (Screen::Lesson, click) => self.lesson.on_click(click, &self.ctx),
            (Screen::Quiz, click) => self.quiz.on_click(click, &self.ctx),
            _ => Action::None,
        };
        self.apply(action);
    }

    fn apply(&mut self, action: Action) {
        let leaving = matches!(action, Action::Back | Action::Quit | Action::Open(_));
        if leaving {
            // Lesson progress is written when the student leaves a screen.
            self.ctx.store.flush();
            self.banner = self
                .banner
                .take()
                .or_else(|| self.experiments.notice.take())
                .or_else(|| take_notice(&mut self.ctx.store));
        }
        match action {
            Action::None => {}
            Action::Quit => self.quit = true,
            Action::Back => {
                if self.screen == Screen::Home {
                    self.quit = true;
                } else {
                    self.screen = Screen::Home;
                }
            }
            Action::Open(screen) => {
                if screen == Screen::Lesson {
                    self.lesson.offer_resume(&self.ctx);
                }
                self.screen = screen;
            }
            Action::Record(attempt) => {
                self.ctx.store.record_attempt(*attempt);
                self.banner = self
                    .banner
                    .take()
                    .or_else(|| take_notice(&mut self.ctx.store));
            }
            Action::Progress(progress) => self.ctx.store.note_lesson(progress),
            Action::Review {
                quiz_id,
                question_ids,
            } => {
                let loaded = self.ctx.catalog.quiz(&quiz_id, self.ctx.lang).cloned();
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
                        self.quiz.start_questions(loaded, indices);
                        self.quiz.from_history = true;
                        self.screen = Screen::Quiz;
                    }
                    _ => {
                        self.banner = Some(
                            super::text::tr(
                                self.ctx.lang,
                                "Those questions are no longer in this quiz (it was changed or removed).",
                                "Esas preguntas ya no están en este cuestionario (se cambió o se quitó).",
                            )
                            .to_owned(),
                        );
                    }
                }
            }
        }
    }

    /// Whether keys are going into a text field (so `?` and `q` are text).
    pub fn typing(&self) -> bool {
        match self.screen {
            Screen::Playground => self.playground.typing(),
            _ => false,
        }
    }

    /// The keys that matter now, for the status line and the help overlay.
    pub fn keys(&self) -> Vec<(&'static str, &'static str)> {
        let lang = self.ctx.lang;
        let mut keys = match self.screen {
            Screen::Home => self.home.keys(lang),
            Screen::Lesson => self.lesson.keys(lang),
            Screen::Playground => self.playground.keys(lang),
            Screen::Sizing => self.sizing.keys(lang),
            Screen::Experiments => self.experiments.keys(lang),
            Screen::Quiz => self.quiz.keys(lang),
            Screen::History => self.history.keys(lang),
        };
        if !self.typing() {
            keys.push(("?", super::text::tr(lang, "help", "ayuda")));
        }
        keys
    }
}
