//! The words the app and its screens speak: the one message type that
//! reaches the app (`Msg`), which screen is shown (`ScreenId`), what a
//! screen asks of the app (`Action`), the clickable regions a screen draws
//! (`Click`), what every screen shares (`Context`), and what every screen
//! does (`Screen`, with `KeyHelp` for its keys). Screens depend on this
//! module, never on `App`.

use crate::t;
use std::borrow::Cow;
use std::sync::mpsc::Sender;

use crossterm::event::{KeyEvent, MouseEvent};
use ratatui::Frame;
use ratatui::layout::Rect;

use super::theme::Theme;
use crate::content::{Catalog, ContentError};
use crate::experiment::Event;
use crate::experiment::compare::CompareEvent;
use crate::lang::Lang;
use crate::records::{LessonProgress, QuizAttempt, SaveOutcome, Store};

/// The screen an experiment run reports to. Each counts its own runs
/// (`generation`), so a message names both: whose run, and which one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RunTarget {
    /// A lesson step's experiment.
    Lesson,
    /// The experiments screen's table, k sweep or small filter.
    Experiments,
}

/// Everything that can happen to the app.
#[derive(Debug)]
pub enum Msg {
    Key(KeyEvent),
    Mouse(MouseEvent),
    /// Text pasted into the terminal (bracketed paste): one message however
    /// long it is, so it is applied at once and drawn once.
    Paste(String),
    /// The terminal now has this size.
    Resize {
        width: u16,
        height: u16,
    },
    /// An event of `target`'s experiment run number `generation`.
    Experiment {
        target: RunTarget,
        generation: u64,
        event: Event,
    },
    /// That run's thread died before its last event.
    ExperimentLost {
        target: RunTarget,
        generation: u64,
    },
    /// An event of the experiments screen's comparison number `generation`.
    Compare {
        generation: u64,
        event: CompareEvent,
    },
    /// The comparison's thread died before its last event.
    CompareLost {
        generation: u64,
    },
    /// The records' save, run on its own thread, is done.
    Saved(Box<SaveOutcome>),
    /// That save is waiting for another bloomlab's lock on the folder.
    SaveWaiting,
    /// The records file changed on disk (another window or `bloomlab
    /// grade` saved): nothing to apply, but the screen is drawn again, so
    /// My results and Exercises show it without a key (reader 12, en 3.1).
    RecordsChanged,
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
    Exercises,
}

impl ScreenId {
    /// The screen's name, in the title bar, the help and the Home menu.
    pub(crate) fn name(self, lang: Lang) -> String {
        match self {
            ScreenId::Home => "bloomlab".to_owned(),
            ScreenId::Lesson => t!(lang, "app-lesson"),
            ScreenId::Playground => t!(lang, "app-playground"),
            ScreenId::Sizing => t!(lang, "app-sizing"),
            ScreenId::Experiments => t!(lang, "app-experiments"),
            ScreenId::Quiz => t!(lang, "app-quiz"),
            ScreenId::History => t!(lang, "app-my-results"),
            ScreenId::Exercises => t!(lang, "exscreen-name"),
        }
    }

    /// What the screen shows, by name: the lesson screen with no lesson
    /// open is the list of lessons («Lessons», as Home's entry that opens
    /// it says); an open lesson is one lesson.
    pub(crate) fn title(self, lang: Lang, lesson_open: bool) -> String {
        match self {
            ScreenId::Lesson if !lesson_open => t!(lang, "home-lessons"),
            screen => screen.name(lang),
        }
    }
}

/// What a screen asks the app to do after a key.
#[derive(Debug, PartialEq)]
pub(crate) enum Action {
    None,
    Back,
    Quit,
    Open(ScreenId),
    /// A quiz attempt finished (or left part-way): keep it, then open
    /// the screen given, if any.
    Record(Box<QuizAttempt>, Option<ScreenId>),
    /// The student moved on in a lesson: remember where.
    Progress(LessonProgress),
    /// Start a quiz made of these questions (the history's review).
    Review {
        quiz_id: String,
        question_ids: Vec<String>,
        /// The numbers each question was last missed with (calculated
        /// questions), for the review to draw others.
        missed_values: MissedValues,
    },
}

/// Numbers by name, for each question by its id.
pub(crate) type MissedValues =
    std::collections::BTreeMap<String, std::collections::BTreeMap<String, f64>>;

/// A region of the last frame that reacts to a click.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Click {
    Menu(usize),
    Choice(usize),
}

/// Things shared by every screen.
pub(crate) struct Context {
    pub(crate) lang: Lang,
    /// The area the shown screen is laid out in (the terminal less the
    /// title and status lines and a column each side). The app sets it from
    /// the terminal's size at start and on every resize, never while
    /// drawing, so that keys, and the keys the status line offers, follow
    /// the layout the screen draws.
    pub(crate) area: Rect,
    /// The rows of `area`'s height that the status line's note takes now
    /// (none without one): a screen that places its parts by the
    /// terminal's size takes them from its least needed part.
    pub(crate) note_rows: u16,
    pub(crate) theme: Theme,
    pub(crate) catalog: Catalog,
    /// Problems in an instructor's files, shown on Home.
    pub(crate) content_errors: Vec<ContentError>,
    /// The student's saved results.
    pub(crate) store: Store,
    /// The app's one channel, where experiment runs send their events.
    pub(crate) sender: Sender<Msg>,
    /// The student's time zone, for the dates in My results.
    pub(crate) time_zone: jiff::tz::TimeZone,
}

#[cfg(test)]
impl Context {
    /// A context for unit tests: the built-in course, no records on disk,
    /// monochrome, UTC, and the area of an 80×24 terminal.
    pub(crate) fn for_test(lang: Lang) -> Context {
        Context {
            lang,
            theme: super::theme::Theme::monochrome(),
            catalog: crate::content::Catalog::builtin().0,
            content_errors: Vec::new(),
            store: crate::records::Store::in_memory(),
            sender: std::sync::mpsc::channel().0,
            time_zone: jiff::tz::TimeZone::UTC,
            area: ratatui::layout::Rect::new(1, 1, 78, 22),
            note_rows: 0,
        }
    }
}

/// One key and what it does, as the status line and the help overlay show
/// it. Mostly fixed text; owned where it names a limit (`m (8 to 4096)`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct KeyHelp {
    pub(crate) key: Cow<'static, str>,
    pub(crate) what: Cow<'static, str>,
    /// Where the key sits on the status line, when the screen keeps one
    /// order in every state: the list itself is then the order in which
    /// keys give way to a narrow line, most needed first.
    pub(crate) place: Option<u8>,
    /// A word the screen shows (a column's heading, a symbol), not a key:
    /// the help lists it under its own heading, apart from the keys.
    pub(crate) term: bool,
    /// The group, if any, the help lists this key with on one row («x c
    /// f  cancel / the tally / the figure»), where the status line does
    /// not show it: each key the line shows stands where it shows it.
    pub(crate) group: Option<u8>,
}

impl KeyHelp {
    pub(crate) fn new(
        key: impl Into<Cow<'static, str>>,
        what: impl Into<Cow<'static, str>>,
    ) -> KeyHelp {
        KeyHelp {
            key: key.into(),
            what: what.into(),
            place: None,
            term: false,
            group: None,
        }
    }

    /// A word or symbol on the screen and what it means, for the help's
    /// list of terms (reader 11, es 2.9, en 2.3: under «Keys» a student
    /// tried to type «exact Bloom»).
    pub(crate) fn term(
        word: impl Into<Cow<'static, str>>,
        meaning: impl Into<Cow<'static, str>>,
    ) -> KeyHelp {
        KeyHelp {
            term: true,
            ..KeyHelp::new(word, meaning)
        }
    }

    /// One of `group`'s keys, listed together in the help where the
    /// status line does not show them: next to each other in the list,
    /// they share one row there, their words joined by « / ».
    pub(crate) fn in_group(mut self, group: u8) -> KeyHelp {
        self.group = Some(group);
        self
    }

    /// The key at `place` on the status line, whatever its need.
    pub(crate) fn at(mut self, place: u8) -> KeyHelp {
        self.place = Some(place);
        self
    }

    /// The key last on the status line, after the keys with no place,
    /// whatever its need: Esc, as every screen puts it.
    pub(crate) fn last_on_line(self) -> KeyHelp {
        self.at(LAST_PLACE)
    }
}

/// The place [`KeyHelp::last_on_line`] gives.
pub(crate) const LAST_PLACE: u8 = u8::MAX;

impl From<(&'static str, &'static str)> for KeyHelp {
    fn from((key, what): (&'static str, &'static str)) -> KeyHelp {
        KeyHelp::new(key, what)
    }
}

/// What every screen does. The app keeps one of each screen and hands
/// each message to the one shown, through this trait only: a screen never
/// sees `App`, and the app matches no screen by name to route a message.
pub(crate) trait Screen {
    /// A key press, unless the app took it first (Ctrl+C, `?`, keys while
    /// the help overlay is open).
    fn on_key(&mut self, key: KeyEvent, ctx: &Context) -> Action;

    /// A click on a region this screen pushed to `hits` while drawing.
    fn on_click(&mut self, _click: Click, _ctx: &Context) -> Action {
        Action::None
    }

    /// Pasted text. Ignored unless the screen has somewhere to type it:
    /// run as keys, a paste would fire any commands it happens to spell.
    fn on_paste(&mut self, _text: &str, _ctx: &Context) -> Action {
        Action::None
    }

    /// The screen is being opened from a menu (the app is about to show it).
    fn on_open(&mut self, _ctx: &Context) {}

    /// The screen is about to be drawn (after every batch of messages):
    /// a chance to pick up what changed outside the app, such as records
    /// another window saved.
    fn before_draw(&mut self, _ctx: &Context) {}

    /// The terminal changed size: a note about the old size goes.
    fn resized(&mut self) {}

    /// Whether keys go into a text field, so `?` and `q` are text.
    fn typing(&self) -> bool {
        false
    }

    /// The help opens: a question that waits for «the same key again»
    /// (empty the filter, clear the comparison) is answered «keep», as
    /// any other key answers it; it survived the help, and the next e
    /// emptied the filter (reader 18, es 3.3).
    fn help_opened(&mut self, _ctx: &Context) {}

    /// The keys that matter now, for the status line.
    fn keys(&self, ctx: &Context) -> Vec<KeyHelp>;

    /// A line the status line shows before the keys until the next key
    /// (where `f` saved a figure, or why it could not).
    fn status_note(&self) -> Option<String> {
        None
    }

    /// The fewest rows the status line takes below 100 columns, where a
    /// state's keys would otherwise move the screen a row with each key
    /// pressed.
    fn status_rows_at_least(&self) -> u16 {
        1
    }

    /// Keys the screen understands that its status line leaves out, for
    /// the help overlay.
    fn more_keys(&self, _lang: Lang) -> Vec<KeyHelp> {
        Vec::new()
    }

    /// Draw the screen in `area` (the context's), pushing every clickable
    /// region to `hits`; the app keeps them for the next click. Reads state
    /// only.
    fn render(&self, frame: &mut Frame, area: Rect, ctx: &Context, hits: &mut Vec<(Rect, Click)>);
}
