//! The words the app and its screens speak: the one message type that
//! reaches the app (`Msg`), which screen is shown (`ScreenId`), what a
//! screen asks of the app (`Action`), the clickable regions a screen draws
//! (`Click`), and what every screen shares (`Context`). Screens depend on
//! this module, never on `App`.

use std::sync::mpsc::Sender;

use crossterm::event::{KeyEvent, MouseEvent};

use super::text::tr;
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
    /// Text pasted into the terminal (bracketed paste): one message however
    /// long it is, so it is applied at once and drawn once.
    Paste(String),
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
    /// The terminal closed (SIGHUP), the process was asked to stop
    /// (SIGTERM, SIGINT, SIGQUIT) or the terminal cannot be read: quit as
    /// the student would, saving what there is.
    Hangup,
}

/// Which screen is shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ScreenId {
    Home,
    Lesson,
    Playground,
    Sizing,
    Experiments,
    Quiz,
    History,
}

impl ScreenId {
    /// The Home menu, in order (keys 1 to 6).
    pub const MENU: [ScreenId; 6] = [
        ScreenId::Lesson,
        ScreenId::Playground,
        ScreenId::Sizing,
        ScreenId::Experiments,
        ScreenId::Quiz,
        ScreenId::History,
    ];

    pub fn name(self, lang: Lang) -> &'static str {
        match self {
            ScreenId::Home => "bloomlab",
            ScreenId::Lesson => tr(lang, "Lesson", "Lección"),
            ScreenId::Playground => tr(lang, "Playground", "Laboratorio"),
            ScreenId::Sizing => tr(lang, "Sizing", "Dimensionar"),
            ScreenId::Experiments => tr(lang, "Experiments", "Experimentos"),
            ScreenId::Quiz => tr(lang, "Quiz", "Autoevaluación"),
            ScreenId::History => tr(lang, "My results", "Mis resultados"),
        }
    }
}

/// What a screen asks the app to do after a key.
#[derive(Debug, PartialEq)]
pub enum Action {
    None,
    Back,
    Quit,
    Open(ScreenId),
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

/// A region of the last frame that reacts to a click.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Click {
    Menu(usize),
    Choice(usize),
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
