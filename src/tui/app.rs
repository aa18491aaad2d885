//! The application state and the one `update`. The messages and actions
//! it handles are in `protocol`; drawing lives in `view`; each screen
//! keeps its own state, keys and drawing in its module, behind the
//! `Screen` trait.

use crossterm::event::{
    KeyCode, KeyEvent, KeyEventKind, KeyModifiers, MouseButton, MouseEvent, MouseEventKind,
};
use ratatui::layout::{Position, Rect};

use super::experiments::ExperimentsScreen;
use super::history::HistoryScreen;
use super::home::HomeScreen;
use super::lesson::LessonScreen;
use super::playground::Playground;
use super::protocol::{self, Action, Click, Context, KeyHelp, Msg, RunTarget, ScreenId};
use super::quiz::QuizScreen;
use super::sizing::SizingScreen;
use super::text::tr;
use super::view::{self, MIN_HEIGHT, MIN_WIDTH};
use crate::lang::Lang;
use crate::records::Store;

/// The oldest notice the store has not shown yet.
fn take_notice(store: &mut Store) -> Option<String> {
    (!store.notices.is_empty()).then(|| store.notices.remove(0))
}

/// One of each screen. Each keeps its state while another is shown, so
/// coming back finds it as it was left.
pub struct Screens {
    pub home: HomeScreen,
    pub lesson: LessonScreen,
    pub playground: Playground,
    pub sizing: SizingScreen,
    pub experiments: ExperimentsScreen,
    pub quiz: QuizScreen,
    pub history: HistoryScreen,
}

impl Screens {
    fn new(ctx: &Context) -> Screens {
        Screens {
            home: HomeScreen::default(),
            lesson: LessonScreen::new(ctx),
            playground: Playground::default(),
            sizing: SizingScreen::default(),
            experiments: ExperimentsScreen::default(),
            quiz: QuizScreen::new(ctx),
            history: HistoryScreen::default(),
        }
    }

    /// The screen an id names: the one place a screen is picked by id.
    pub fn get(&self, id: ScreenId) -> &dyn protocol::Screen {
        match id {
            ScreenId::Home => &self.home,
            ScreenId::Lesson => &self.lesson,
            ScreenId::Playground => &self.playground,
            ScreenId::Sizing => &self.sizing,
            ScreenId::Experiments => &self.experiments,
            ScreenId::Quiz => &self.quiz,
            ScreenId::History => &self.history,
        }
    }

    pub fn get_mut(&mut self, id: ScreenId) -> &mut dyn protocol::Screen {
        match id {
            ScreenId::Home => &mut self.home,
            ScreenId::Lesson => &mut self.lesson,
            ScreenId::Playground => &mut self.playground,
            ScreenId::Sizing => &mut self.sizing,
            ScreenId::Experiments => &mut self.experiments,
            ScreenId::Quiz => &mut self.quiz,
            ScreenId::History => &mut self.history,
        }
    }
}

pub struct App {
    pub ctx: Context,
    /// The screen shown.
    pub screen: ScreenId,
    pub screens: Screens,
    pub help: bool,
    pub quit: bool,
    /// A notice shown above the status line until the next key.
    pub banner: Option<String>,
    /// The terminal's size (`Msg::Resize`): below the minimum, keys wait.
    pub size: (u16, u16),
    /// Clickable regions of the last frame, as drawing returned them.
    pub hits: Vec<(Rect, Click)>,
    /// The records' save, on its own thread.
    pub saving: Saving,
}

/// Where the records' background save is.
#[derive(Debug, Default)]
pub struct Saving {
    /// A save is running.
    pub running: bool,
    /// It is waiting for another bloomlab's lock.
    pub waiting: bool,
    /// Something changed while it ran: save again when it ends.
    pub again: bool,
    /// The student asked to quit: the app ends once saving is done.
    pub quitting: bool,
    /// The last try made on the way out has been started.
    pub last_try: bool,
}

impl App {
    pub fn new(mut ctx: Context) -> App {
        let screens = Screens::new(&ctx);
        let banner = take_notice(&mut ctx.store);
        let mut app = App {
            screens,
            screen: ScreenId::Home,
            help: false,
            quit: false,
            hits: Vec::new(),
            size: (0, 0),
            banner,
            ctx,
            saving: Saving::default(),
        };
        // Until the terminal says its size (`run` asks it at start).
        app.resize(view::START_SIZE);
        app
    }

    /// The terminal has a new size: keep it, and the area the screens are
    /// laid out in.
    fn resize(&mut self, (width, height): (u16, u16)) {
        self.size = (width, height);
        self.ctx.area = view::screen_area(Rect::new(0, 0, width, height));
    }

    /// The notice to show above the status line: what saving is doing,
    /// then the banner.
    pub fn notice(&self) -> Option<std::borrow::Cow<'_, str>> {
        let lang = self.ctx.lang;
        let wait = self.ctx.store.lock_wait().as_secs();
        let (running, waiting, quitting) = (
            self.saving.running,
            self.saving.waiting,
            self.saving.quitting,
        );
        let saving = (running && (waiting || quitting)).then(|| {
            let doing = match (quitting, lang) {
                (true, Lang::En) => "Saving your results before quitting",
                (true, Lang::Es) => "Guardando tus resultados antes de salir",
                (false, Lang::En) => "Saving your results",
                (false, Lang::Es) => "Guardando tus resultados",
            };
            match (waiting, lang) {
                (false, _) => format!("{doing}…"),
                (true, Lang::En) => format!("{doing}: waiting for another bloomlab that is saving in the same folder (up to {wait} s)…"),
                (true, Lang::Es) => format!("{doing}: esperando a otro bloomlab que está guardando en la misma carpeta (hasta {wait} s)…"),
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
    pub fn current(&self) -> &dyn protocol::Screen {
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
                RunTarget::Lesson => self.screens.lesson.on_event(generation, event),
                RunTarget::Experiments => self.screens.experiments.on_event(generation, event),
            },
            Msg::ExperimentLost { target, generation } => match target {
                RunTarget::Lesson => self.screens.lesson.on_lost(generation),
                RunTarget::Experiments => self.screens.experiments.on_lost(generation),
            },
            Msg::Compare { generation, event } => {
                self.screens.experiments.on_compare_event(generation, event)
            }
            Msg::CompareLost { generation } => self.screens.experiments.on_compare_lost(generation),
            Msg::SaveWaiting => self.saving.waiting = self.saving.running,
            Msg::Saved(outcome) => self.saved(*outcome),
            Msg::Hangup => self.apply(Action::Quit),
        }
    }

    /// Start saving the records on a thread of its own, so the screen never
    /// waits for the disk or for another bloomlab's lock; the outcome comes
    /// back as `Msg::Saved`. One save at a time: a change made meanwhile is
    /// saved when it ends.
    pub fn save_in_background(&mut self) {
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

    /// Quit once the results are saved: a save under way is waited for,
    /// and changes not yet saved (or a save that failed) get one more try.
    /// The screen says so meanwhile; what still cannot be saved is
    /// reported when the app has ended (`records::rescue`).
    fn request_quit(&mut self) {
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
            if matches!(
                key.code,
                KeyCode::Esc | KeyCode::Char('?') | KeyCode::Char('q') | KeyCode::Enter
            ) {
                self.help = false;
            }
            return;
        }
        if key.code == KeyCode::Char('?') && !self.typing() {
            self.help = true;
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
            // Lesson progress is written when the student leaves a screen.
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
            Action::Record(attempt) => {
                self.ctx.store.note_attempt(*attempt);
                self.save_in_background();
                self.banner = self
                    .banner
                    .take()
                    .or_else(|| take_notice(&mut self.ctx.store));
            }
            Action::Progress(progress) => self.ctx.store.note_lesson(progress),
            Action::Review {
                quiz_id,
                question_ids,
            } => self.review(&quiz_id, &question_ids),
        }
    }

    /// Open the quiz on just these questions (My results' review), or say
    /// why it cannot be.
    fn review(&mut self, quiz_id: &str, question_ids: &[String]) {
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
                self.screens.quiz.start_questions(loaded, indices);
                self.screens.quiz.from_history = true;
                self.screen = ScreenId::Quiz;
            }
            _ => {
                self.banner = Some(
                    tr(
                        self.ctx.lang,
                        "Those questions are no longer in this quiz (it was changed or removed).",
                        "Esas preguntas ya no están en esta autoevaluación (se cambió o se quitó).",
                    )
                    .to_owned(),
                );
            }
        }
    }

    /// Whether keys are going into a text field (so `?` and `q` are text).
    pub fn typing(&self) -> bool {
        self.current().typing()
    }

    /// The keys that matter now, for the status line and the help overlay.
    pub fn keys(&self) -> Vec<KeyHelp> {
        let lang = self.ctx.lang;
        let mut keys = self.current().keys(&self.ctx);
        if !self.typing() {
            keys.push(KeyHelp::new("?", tr(lang, "help", "ayuda")));
        }
        keys
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::content::Catalog;
    use crate::lang::Lang;
    use crate::tui::playground::{Input, MAX_WORD_CHARS, MAX_WORDS};
    use crate::tui::theme::Theme;
    use crate::tui::{Start, build_app};
    use ratatui::Terminal;
    use ratatui::backend::TestBackend;

    fn app(lang: Lang) -> App {
        let (catalog, _) = Catalog::builtin();
        let mut app = build_app(
            lang,
            catalog,
            Vec::new(),
            Store::in_memory(),
            Start::Home,
            // No run is started here: nobody needs to read its events.
            std::sync::mpsc::channel().0,
        );
        app.ctx.theme = Theme::monochrome();
        app
    }

    fn key(app: &mut App, code: KeyCode) {
        app.update(Msg::Key(KeyEvent::new(code, KeyModifiers::NONE)));
    }

    fn keys(app: &mut App, text: &str) {
        for c in text.chars() {
            key(app, KeyCode::Char(c));
        }
    }

    fn screen(app: &mut App, width: u16, height: u16) -> String {
        let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
        app.update(Msg::Resize { width, height });
        crate::tui::draw(&mut terminal, app).unwrap();
        let buffer = terminal.backend().buffer();
        let mut text = String::new();
        for y in 0..height {
            for x in 0..width {
                text.push_str(buffer[(x, y)].symbol());
            }
            text.push('\n');
        }
        text
    }

    /// About 100 KB of distinct words, one per line, as a paste sends them.
    fn book() -> String {
        (0..14_000).map(|i| format!("word{i:05}\r")).collect()
    }

    #[test]
    fn a_huge_paste_adds_what_the_playground_holds_and_says_how_many_were_left_out() {
        for (lang, expected) in [
            (
                Lang::En,
                "9,000 words not added: the playground holds at most 5,000 words",
            ),
            (
                Lang::Es,
                "9000 palabras no se agregaron: el laboratorio admite hasta 5000 palabras",
            ),
        ] {
            let mut app = app(lang);
            screen(&mut app, 80, 24);
            keys(&mut app, "2");
            app.update(Msg::Paste(book()));
            let words = &app.screens.playground.array.words;
            assert_eq!(words.len(), MAX_WORDS);
            assert_eq!(words[0], "word00000");
            assert_eq!(words[MAX_WORDS - 1], "word04999");
            let notice = app.screens.playground.notice.clone().unwrap_or_default();
            assert!(notice.contains(expected), "{notice}");
            // The screen still shows the bits and the notice, and the word
            // list counts what it cannot show.
            let shown = screen(&mut app, 80, 24);
            assert!(
                shown.contains(expected.split(':').next().unwrap()),
                "{shown}"
            );
            assert!(shown.contains("m = 32"), "{shown}");
            assert!(shown.contains(" more") || shown.contains(" más"), "{shown}");
            // Not typing: a paste never acts as command keys.
            assert_eq!(app.screen, ScreenId::Playground);
            assert!(!app.typing());
            // A full playground draws at any size.
            for (width, height) in [(0, 0), (1, 1), (20, 5), (80, 22), (300, 120)] {
                screen(&mut app, width, height);
            }
            // A false positive in a small crowded filter names the words
            // that set its bits: a few lines of them, not a screenful.
            for _ in 0..3 {
                key(&mut app, KeyCode::Left);
            }
            assert_eq!(app.screens.playground.array.m, 8);
            keys(&mut app, "cnever-added");
            key(&mut app, KeyCode::Enter);
            let shown = screen(&mut app, 80, 24);
            assert!(shown.contains("m = 8"), "{shown}");
            let lines: Vec<&str> = shown.lines().collect();
            let last_result = lines[lines.len() - 2].trim_end();
            assert!(last_result.ends_with(" …"), "{shown}");
            let named = shown.matches("«word").count();
            assert!((20..100).contains(&named), "{named} words named:\n{shown}");
        }
    }

    #[test]
    fn typing_into_a_full_playground_says_so() {
        let mut app = app(Lang::En);
        screen(&mut app, 80, 24);
        keys(&mut app, "2");
        app.update(Msg::Paste(book()));
        keys(&mut app, "aextra");
        key(&mut app, KeyCode::Enter);
        assert_eq!(app.screens.playground.array.words.len(), MAX_WORDS);
        let notice = app.screens.playground.notice.clone().unwrap_or_default();
        assert!(notice.starts_with("1 word not added"), "{notice}");
        // Emptying makes room again.
        keys(&mut app, "e");
        keys(&mut app, "aextra");
        key(&mut app, KeyCode::Enter);
        assert_eq!(app.screens.playground.array.words, vec!["extra"]);
    }

    #[test]
    fn long_words_are_cut_and_the_status_says_so() {
        for (lang, expected) in [
            (Lang::En, "a word is at most 40 characters"),
            (Lang::Es, "una palabra tiene como máximo 40 caracteres"),
        ] {
            let mut app = app(lang);
            screen(&mut app, 80, 24);
            keys(&mut app, "2a");
            keys(&mut app, &"x".repeat(MAX_WORD_CHARS));
            assert!(app.screens.playground.notice.is_none());
            keys(&mut app, "yz");
            let notice = app.screens.playground.notice.clone().unwrap_or_default();
            assert!(notice.contains(expected), "{notice}");
            assert!(screen(&mut app, 80, 24).contains(expected));
            key(&mut app, KeyCode::Enter);
            assert_eq!(
                app.screens.playground.array.words,
                vec!["x".repeat(MAX_WORD_CHARS)]
            );
        }
        // Pasted words are cut too, and counted.
        let mut app = app(Lang::En);
        screen(&mut app, 80, 24);
        keys(&mut app, "2");
        app.update(Msg::Paste(format!(
            "{}\n{}\nshort\n",
            "a".repeat(50),
            "b".repeat(41)
        )));
        assert_eq!(
            app.screens.playground.array.words,
            vec!["a".repeat(40), "b".repeat(40), "short".to_owned()]
        );
        let notice = app.screens.playground.notice.clone().unwrap_or_default();
        assert!(
            notice.contains("Pasted: 3 words added")
                && notice.contains("2 words cut to 40 characters"),
            "{notice}"
        );
    }

    #[test]
    fn pasted_control_characters_never_reach_a_word() {
        let mut app = app(Lang::En);
        screen(&mut app, 80, 24);
        keys(&mut app, "2");
        app.update(Msg::Paste(
            "u\u{1b}]52;c;cm0=\u{7}va\n\u{9b}2Jpe\u{202e}ra\u{7f}\n\u{1b}\n".to_owned(),
        ));
        assert_eq!(
            app.screens.playground.array.words,
            vec!["u]52;c;cm0=va", "2Jpera"]
        );
    }

    #[test]
    fn a_paste_while_typing_continues_the_word() {
        let mut app = app(Lang::En);
        screen(&mut app, 80, 24);
        keys(&mut app, "2");
        // One line: it waits in the field for Enter.
        keys(&mut app, "au");
        app.update(Msg::Paste("va".to_owned()));
        assert_eq!(
            app.screens.playground.input,
            Some((Input::Add, "uva".to_owned()))
        );
        key(&mut app, KeyCode::Enter);
        assert_eq!(app.screens.playground.array.words, vec!["uva"]);
        // Several lines to add: all added.
        keys(&mut app, "ak");
        app.update(Msg::Paste("iwi\npera\n".to_owned()));
        assert_eq!(
            app.screens.playground.array.words,
            vec!["uva", "kiwi", "pera"]
        );
        assert!(!app.typing());
        // Check takes one word: the rest is left out, and said.
        keys(&mut app, "c");
        app.update(Msg::Paste("uva\nkiwi\npera".to_owned()));
        assert_eq!(
            app.screens.playground.input,
            Some((Input::Check, "uva".to_owned()))
        );
        let notice = app.screens.playground.notice.clone().unwrap_or_default();
        assert!(notice.contains("2 more lines left out"), "{notice}");
        assert_eq!(app.screens.playground.array.words.len(), 3);
    }

    #[test]
    fn a_paste_is_ignored_where_nothing_is_typed_and_typed_into_a_number() {
        let mut app = app(Lang::En);
        screen(&mut app, 80, 24);
        // On Home, "q" and "1" would be commands: nothing happens.
        app.update(Msg::Paste("q1\n".to_owned()));
        assert_eq!(app.screen, ScreenId::Home);
        assert!(!app.quit);
        // A numeric quiz answer takes the number.
        keys(&mut app, "5");
        key(&mut app, KeyCode::Enter);
        let mut guard = 0;
        while !matches!(
            app.screens
                .quiz
                .run
                .as_ref()
                .map(|run| run.question().question_type()),
            Some(crate::content::QuestionType::Numeric | crate::content::QuestionType::Calculated)
        ) {
            keys(&mut app, "1");
            key(&mut app, KeyCode::Enter);
            guard += 1;
            assert!(guard < 50, "no numeric question in the course quiz");
        }
        app.update(Msg::Paste("9.59 bits\nmore".to_owned()));
        assert_eq!(app.screens.quiz.run.as_ref().unwrap().input, "9.59 ");
    }

    /// A finished quiz, as the quiz screen hands it over.
    fn finished(id: &str) -> Action {
        Action::Record(Box::new(crate::records::QuizAttempt {
            id: id.into(),
            quiz_id: "bloom-self-check".into(),
            lang: "en".into(),
            max_score: 1,
            questions: vec![crate::records::AnsweredQuestion {
                id: "guarantee".into(),
                answer: "No false negatives".into(),
                max_points: 1,
                ..Default::default()
            }],
            ..Default::default()
        }))
    }

    /// The next message on the app's channel, waiting at most 30 s.
    fn next(receiver: &std::sync::mpsc::Receiver<Msg>) -> Msg {
        receiver
            .recv_timeout(std::time::Duration::from_secs(30))
            .expect("a message from the save's thread")
    }

    /// While another bloomlab holds the folder's lock, a finished quiz is
    /// taken at once (a save on the UI thread froze the screen for the
    /// whole wait): the screen says it is waiting and keys still act.
    /// Quitting meanwhile waits for the save, says so, and loses nothing.
    #[test]
    fn a_save_waiting_for_the_lock_never_freezes_the_screen_and_quitting_waits_for_it() {
        let dir = tempfile::tempdir().unwrap();
        let holder = std::fs::File::options()
            .read(true)
            .write(true)
            .create(true)
            .truncate(false)
            .open(dir.path().join(crate::records::LOCK_FILE_NAME))
            .unwrap();
        holder.lock().unwrap();
        let (sender, receiver) = std::sync::mpsc::channel();
        let mut store = Store::open_in(dir.path(), Lang::En);
        // A save on this thread would hold the test up for a minute, then
        // fail.
        store.set_lock_wait(std::time::Duration::from_secs(60));
        let (catalog, _) = Catalog::builtin();
        let mut app = build_app(Lang::En, catalog, Vec::new(), store, Start::Home, sender);
        app.ctx.theme = Theme::monochrome();
        screen(&mut app, 80, 24);
        app.apply(finished("while-locked"));
        assert!(app.saving.running);
        assert!(!app.ctx.store.unsaved);
        let msg = next(&receiver);
        assert!(matches!(msg, Msg::SaveWaiting), "{msg:?}");
        app.update(msg);
        let shown = screen(&mut app, 80, 24);
        assert!(
            shown.contains("Saving your results: waiting for another bloomlab"),
            "{shown}"
        );
        assert!(shown.contains("60\u{a0}s)"), "{shown:?}");
        // The screen stays live: My results opens and shows the attempt.
        keys(&mut app, "6");
        assert_eq!(app.screen, ScreenId::History);
        let shown = screen(&mut app, 80, 24);
        assert!(shown.contains("0/1"), "{shown}");
        // Quitting waits for the save, and says so.
        key(&mut app, KeyCode::Esc);
        keys(&mut app, "q");
        assert!(!app.quit, "quit before the save ended");
        let shown = screen(&mut app, 80, 24);
        assert!(
            shown.contains("Saving your results before quitting: waiting for"),
            "{shown}"
        );
        keys(&mut app, "1");
        assert_eq!(app.screen, ScreenId::Home, "keys wait while quitting");
        // The other bloomlab lets go: the save ends, then the app.
        drop(holder);
        while !app.quit {
            app.update(next(&receiver));
        }
        assert!(!app.ctx.store.unsaved, "{:?}", app.ctx.store.notices);
        assert_eq!(app.ctx.store.not_saved(), None);
        let saved = Store::read(dir.path()).unwrap();
        assert_eq!(saved.attempts.len(), 1);
        assert_eq!(saved.attempts[0].id, "while-locked");
    }

    /// A save that cannot be done (the lock is a folder) is said on the
    /// screen; quitting tries once more, then ends, with what was not saved
    /// left for the line printed after the app.
    #[test]
    fn quitting_with_results_that_cannot_be_saved_ends_and_reports_them() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir(dir.path().join(crate::records::LOCK_FILE_NAME)).unwrap();
        let (sender, receiver) = std::sync::mpsc::channel();
        let store = Store::open_in(dir.path(), Lang::Es);
        let (catalog, _) = Catalog::builtin();
        let mut app = build_app(Lang::Es, catalog, Vec::new(), store, Start::Home, sender);
        screen(&mut app, 80, 24);
        app.apply(finished("lost?"));
        app.update(next(&receiver));
        assert!(!app.saving.running);
        let shown = screen(&mut app, 80, 24);
        assert!(
            shown.contains("No se pudieron guardar tus resultados"),
            "{shown}"
        );
        keys(&mut app, "q");
        while !app.quit {
            app.update(next(&receiver));
        }
        let not_saved = app.ctx.store.not_saved().unwrap();
        assert_eq!(not_saved.attempts, 1);
        assert!(not_saved.problem.contains("a folder"), "{not_saved:?}");
    }

    /// The terminal failed mid-session: the results are still saved before
    /// the app ends.
    #[test]
    fn a_session_whose_terminal_fails_still_saves() {
        let dir = tempfile::tempdir().unwrap();
        let (sender, receiver) = std::sync::mpsc::channel();
        let store = Store::open_in(dir.path(), Lang::En);
        let (catalog, _) = Catalog::builtin();
        let mut app = build_app(Lang::En, catalog, Vec::new(), store, Start::Home, sender);
        app.apply(finished("saved"));
        crate::tui::finish_saving(&mut app, &receiver);
        assert!(app.quit);
        assert_eq!(Store::read(dir.path()).unwrap().attempts.len(), 1);
    }

    #[test]
    fn the_event_loop_applies_what_waits_and_stops_at_quit() {
        let (sender, receiver) = std::sync::mpsc::channel();
        let (catalog, _) = Catalog::builtin();
        let mut app = build_app(
            Lang::En,
            catalog,
            Vec::new(),
            Store::in_memory(),
            Start::Home,
            sender.clone(),
        );
        let press = |code| Msg::Key(KeyEvent::new(code, KeyModifiers::NONE));
        for c in "2auva".chars() {
            sender.send(press(KeyCode::Char(c))).unwrap();
        }
        for code in [KeyCode::Enter, KeyCode::Esc, KeyCode::Char('q')] {
            sender.send(press(code)).unwrap();
        }
        // After q, nothing more is applied.
        sender.send(press(KeyCode::Char('3'))).unwrap();
        let mut terminal = Terminal::new(TestBackend::new(80, 24)).unwrap();
        crate::tui::event_loop(&mut terminal, &mut app, &receiver).unwrap();
        assert!(app.quit);
        assert_eq!(app.screens.playground.array.words, vec!["uva"]);
        assert_eq!(app.screen, ScreenId::Home);
    }
}
