//! What the outside reads of the app: the screen shown and the app's own
//! state, and one small view per screen, built from the state the screen
//! draws. The integration tests drive the app with [`App::update`] and
//! check it through these and the drawn frame; the screens' state itself
//! stays inside the library.
//!
//! Two entry points start an experiment run with no engine behind it, for
//! tests whose events are made up (a ten-million-key table measured in no
//! time, a comparison at known rates): the test then sends the run's
//! events as messages, as the engine would.

use ratatui::layout::Rect;
use ratatui::text::Line;

use super::App;
use crate::content::Catalog;
use crate::content::scene::{OpResult, SceneArray};
use crate::course::{LessonSession, QuizSession};
use crate::experiment::compare::{CompareRow, CompareSpec};
use crate::experiment::{ExperimentSpec, Outcome, RepeatTally};
use crate::lang::Lang;
use crate::playground::{Measurement, RateHistory};
use crate::records::Store;
use crate::sizing::Sizing;
use crate::tui::experiments::{AltRun, LiveRun, RowState, Tab};
use crate::tui::protocol::{Click, ScreenId};

/// The lesson screen: the open lesson, the offer to continue, the scroll
/// and the step's experiment.
pub struct LessonView<'a> {
    /// The open lesson (its step, predictions and progress); `None` while
    /// the list of lessons is shown.
    pub session: Option<&'a LessonSession>,
    /// The saved step the screen offers to continue at, while it does.
    pub resume_offer: Option<usize>,
    /// Lines the open step is scrolled down, as drawn in the app's area.
    pub scroll: u16,
    /// The step's experiment, running or over.
    pub run: Option<LessonRunView<'a>>,
}

/// A lesson step's experiment run.
pub struct LessonRunView<'a> {
    /// The number its events carry (`Msg::Experiment` to `RunTarget::Lesson`).
    pub generation: u64,
    pub running: bool,
    /// One per experiment of the step, in order, as each finishes.
    pub outcomes: &'a [Option<Outcome>],
    /// The seed it measures with.
    pub seed: u64,
    /// Runs of the step before this one (x), since the student came.
    pub reruns: u64,
}

/// The quiz screen.
pub struct QuizView<'a> {
    /// The attempt under way (or at its summary); `None` on the list.
    pub session: Option<&'a QuizSession>,
}

/// The playground.
pub struct PlaygroundView<'a> {
    /// The filter: m, k, counting or not, its words and cells.
    pub filter: &'a SceneArray,
    /// What the last word added, checked or removed did.
    pub last: Option<&'a OpResult>,
    /// The last measurement with never-added words (t), until the filter
    /// changes.
    pub measured: Option<&'a Measurement>,
    /// The measured rate against n, charted by g.
    pub chart: &'a RateHistory,
}

/// The sizing screen.
pub struct SizingView {
    /// The n sized for.
    pub n: u64,
    /// The design shown, or why there is none.
    pub sizing: Result<Sizing, crate::ParamError>,
}

/// The experiments screen.
pub struct ExperimentsView<'a> {
    pub tab: Tab,
    /// Keys in each of the table's filters.
    pub n: u64,
    /// The seed of the next run.
    pub seed: u64,
    /// The highlighted row.
    pub selected: usize,
    /// The number of the last start: a run's events carry it
    /// (`Msg::Experiment` to `RunTarget::Experiments`, `Msg::Compare`).
    pub generation: u64,
    /// Whether a run goes on: the engine's or the comparison's.
    pub running: bool,
    /// `e` flipped where the selected row's explanation goes.
    pub explain_flipped: bool,
    /// The current tab's prediction.
    pub prediction: PredictionView<'a>,
    /// The engine's last run (of any tab but Alternatives).
    pub run: Option<RunView<'a>>,
    /// The last repeat over seeds (r).
    pub repeat: Option<RepeatView<'a>>,
    /// The Alternatives tab.
    pub alternatives: AlternativesView<'a>,
}

/// A tab's "predict first" question.
pub struct PredictionView<'a> {
    /// The question is open, taking an answer.
    pub answering: bool,
    /// The answer's grade, in words.
    pub grade: Option<&'a str>,
}

/// A run of the engine started on the experiments screen.
pub struct RunView<'a> {
    pub tab: Tab,
    pub generation: u64,
    pub done: bool,
    pub cancelled: bool,
    /// Its wall time, from its last event.
    pub seconds: f64,
    /// Each row's outcome, once it has finished.
    pub outcomes: Vec<Option<&'a Outcome>>,
}

/// A repeat of a tab over seeds.
pub struct RepeatView<'a> {
    /// Runs finished.
    pub done: usize,
    /// Still going.
    pub active: bool,
    /// What it counted.
    pub tally: &'a RepeatTally,
}

/// The Alternatives tab.
pub struct AlternativesView<'a> {
    /// Keys per structure of the next comparison.
    pub n: u64,
    /// The target rates of the next comparison.
    pub targets: Vec<f64>,
    /// The rate the student's Bloom-or-cuckoo prediction is about, if made.
    pub guess_at: Option<f64>,
    /// The comparison started last.
    pub run: Option<ComparisonView<'a>>,
}

/// A comparison of the Alternatives tab.
pub struct ComparisonView<'a> {
    pub generation: u64,
    pub n: u64,
    pub done: bool,
    pub cancelled: bool,
    /// Its thread died before its last event.
    pub lost: bool,
    /// Each row's measured result, once it has one.
    pub results: Vec<Option<&'a CompareRow>>,
    /// Why each row failed, if it did.
    pub failures: Vec<Option<&'a str>>,
}

/// A run started without the engine ([`App::start_run_without_engine`]):
/// the number its events must carry, and its experiments, one per row.
pub struct StartedRun {
    pub generation: u64,
    pub specs: Vec<ExperimentSpec>,
}

impl App {
    /// The screen shown.
    pub fn screen(&self) -> ScreenId {
        self.screen
    }

    /// Whether the help overlay is open.
    pub fn help_shown(&self) -> bool {
        self.help
    }

    /// Whether the app has quit (its results saved, or given up on).
    pub fn has_quit(&self) -> bool {
        self.quit
    }

    /// The notice shown above the status line until the next key.
    pub fn banner(&self) -> Option<&str> {
        self.banner.as_deref()
    }

    /// The regions of the last frame drawn ([`crate::tui::draw`]) that a
    /// click acts on.
    pub fn click_regions(&self) -> &[(Rect, Click)] {
        &self.hits
    }

    /// The language the screens speak.
    pub fn lang(&self) -> Lang {
        self.ctx.lang
    }

    /// Speak `lang` from the next frame on. The binary picks the language
    /// at start; a test draws one state in both.
    pub fn set_lang(&mut self, lang: Lang) {
        self.ctx.lang = lang;
    }

    /// The course the app was built with.
    pub fn catalog(&self) -> &Catalog {
        &self.ctx.catalog
    }

    /// The student's results, as the app holds them.
    pub fn store(&self) -> &Store {
        &self.ctx.store
    }

    /// The lesson screen.
    pub fn lesson_view(&self) -> LessonView<'_> {
        let lesson = &self.screens.lesson;
        LessonView {
            session: lesson.open.as_ref().map(|open| &open.session),
            resume_offer: lesson.open.as_ref().and_then(|open| open.resume),
            scroll: lesson.shown_scroll(&self.ctx),
            run: lesson.live.as_ref().map(|live| LessonRunView {
                generation: live.generation,
                running: live.running(),
                outcomes: &live.outcomes,
                seed: live.seed,
                reruns: live.reruns,
            }),
        }
    }

    /// The lines that say what one operation on a lesson's scene did, as
    /// the lesson draws them `width` columns wide (`counting`: in a
    /// counting filter).
    pub fn lesson_result_lines(
        &self,
        result: &OpResult,
        counting: bool,
        width: u16,
    ) -> Vec<Line<'static>> {
        crate::tui::lesson::result_lines(result, counting, width, &self.ctx)
    }

    /// A lesson's table as the lesson draws it `width` columns wide.
    pub fn lesson_table_lines(
        &self,
        header: &[String],
        rows: &[Vec<String>],
        width: u16,
    ) -> Vec<Line<'static>> {
        crate::tui::lesson::table_lines(header, rows, width, &self.ctx)
    }

    /// The quiz screen.
    pub fn quiz_view(&self) -> QuizView<'_> {
        QuizView {
            session: self.screens.quiz.run.as_ref().map(|run| &run.session),
        }
    }

    /// The playground.
    pub fn playground_view(&self) -> PlaygroundView<'_> {
        let playground = &self.screens.playground;
        PlaygroundView {
            filter: &playground.array,
            last: playground.last.as_ref(),
            measured: playground.measured.as_ref(),
            chart: &playground.history,
        }
    }

    /// The sizing screen.
    pub fn sizing_view(&self) -> SizingView {
        let sizing = &self.screens.sizing;
        SizingView {
            n: sizing.n,
            sizing: sizing.sizing(),
        }
    }

    /// The experiments screen.
    pub fn experiments_view(&self) -> ExperimentsView<'_> {
        let screen = &self.screens.experiments;
        let prediction = screen.prediction();
        let alternatives = &screen.alternatives;
        ExperimentsView {
            tab: screen.tab,
            n: screen.n,
            seed: screen.seed(),
            selected: screen.selected,
            generation: screen.generation,
            running: screen.running(),
            explain_flipped: screen.explain_flipped,
            prediction: PredictionView {
                answering: prediction.answering,
                grade: prediction.grade.as_deref(),
            },
            run: screen.live.as_ref().map(|live| RunView {
                tab: live.tab,
                generation: live.generation,
                done: live.done,
                cancelled: live.cancelled,
                seconds: live.seconds,
                outcomes: live.rows.iter().map(|row| row.outcome.as_ref()).collect(),
            }),
            repeat: screen.repeat.as_ref().map(|repeat| RepeatView {
                done: repeat.done,
                active: repeat.active,
                tally: &repeat.tally,
            }),
            alternatives: AlternativesView {
                n: alternatives.n,
                targets: alternatives.targets(),
                guess_at: alternatives.guess.map(|guess| guess.at),
                run: alternatives.run.as_ref().map(|run| ComparisonView {
                    generation: run.generation,
                    n: run.n,
                    done: run.done,
                    cancelled: run.cancelled,
                    lost: run.lost,
                    results: run.rows.iter().map(|row| row.result.as_ref()).collect(),
                    failures: run.rows.iter().map(|row| row.failed.as_deref()).collect(),
                }),
            },
        }
    }

    /// Show `tab` of the experiments screen with a run started and nothing
    /// reported yet, and no engine behind it: the caller sends its events
    /// (`Msg::Experiment` to `RunTarget::Experiments`, with the generation
    /// returned). Nothing else changes (the selected row, the prediction).
    /// For tests whose measurements are made up; a student starts a run
    /// with `s`.
    pub fn start_run_without_engine(&mut self, tab: Tab) -> Result<StartedRun, crate::ParamError> {
        let screen = &mut self.screens.experiments;
        let specs = screen.specs(tab)?;
        screen.tab = tab;
        screen.generation += 1;
        // As a run started with s: its explanation reads from the top.
        screen.explain_scroll = 0;
        let generation = screen.generation;
        screen.live = Some(LiveRun {
            tab,
            generation,
            rows: vec![RowState::default(); specs.len()],
            specs: specs.clone(),
            run: None,
            done: false,
            cancelled: false,
            seconds: 0.0,
            lost: false,
        });
        Ok(StartedRun { generation, specs })
    }

    /// Show the Alternatives tab with a comparison of `spec` started and
    /// nothing reported yet, and no thread behind it: the caller sends its
    /// events (`Msg::Compare` with the generation returned, `Started`
    /// first). For tests whose measurements are made up; a student starts
    /// a comparison with `s`.
    pub fn start_comparison_without_engine(&mut self, spec: &CompareSpec) -> u64 {
        let screen = &mut self.screens.experiments;
        screen.tab = Tab::Alternatives;
        screen.generation += 1;
        let generation = screen.generation;
        screen.alternatives.begin(AltRun {
            generation,
            n: spec.n,
            seed: spec.base.seed,
            designs: Vec::new(),
            rows: Vec::new(),
            comparison: None,
            done: false,
            cancelled: false,
            seconds: 0.0,
            lost: false,
        });
        generation
    }
}
