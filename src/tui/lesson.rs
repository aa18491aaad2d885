//! The guided lesson: steps one at a time, scenes drawn as numbered bits,
//! predict prompts that hold the step back until answered, and an offer
//! to continue where the student stopped.
//!
//! The open lesson is state with no terminal in it (`state`); `input`
//! turns keys and clicks into its moves and `view` draws it, with the
//! lines of scenes and tables built in `scene_lines`.

mod header;
mod input;
mod live;
mod measured;
mod scene_lines;
mod scroll;
mod state;
mod table_lines;
mod view;

pub(crate) use live::LessonRun;
pub(crate) use scene_lines::result_lines;
pub(crate) use scene_lines::result_lines_after;
pub(crate) use state::OpenLesson;
pub(crate) use table_lines::table_lines;

use super::protocol::Context;
use crate::content::LoadedLesson;
use crate::records::LessonProgress;

pub(crate) struct LessonScreen {
    /// Selected entry of the lesson list.
    pub(crate) selected: usize,
    pub(crate) open: Option<OpenLesson>,
    /// The experiment of the step shown, running or run.
    pub(crate) live: Option<LessonRun>,
    /// Lesson runs started so far: each gets the next generation.
    pub(crate) generation: u64,
    /// Fixed seed for the order of predict choices (tests); None draws a
    /// new one for a student who has no saved order yet.
    pub(crate) seed: Option<u64>,
}

impl LessonScreen {
    /// The list of lessons (or the only lesson, open), with the `seed`
    /// of the choice order of a student who has none saved.
    pub(crate) fn new(ctx: &Context, seed: Option<u64>) -> LessonScreen {
        let mut screen = LessonScreen {
            selected: 0,
            open: None,
            live: None,
            generation: 0,
            seed,
        };
        // With a single lesson there is no list to choose from.
        let lessons = ctx.catalog.lessons_in(ctx.lang);
        if lessons.len() == 1 {
            screen.open(lessons[0].clone(), ctx);
        }
        screen
    }

    /// Open a lesson, offering to continue where the student stopped.
    pub(crate) fn open(&mut self, loaded: LoadedLesson, ctx: &Context) {
        // The order this student saw before, else this session's. A new
        // one at each opening reshuffled the options of a step not yet
        // answered: a student who left, came back and pressed the number
        // read before answered another option (reader 41, en 1.1).
        let session_seed = *self.seed.get_or_insert_with(crate::tui::quiz::seed_now);
        let seed = ctx
            .store
            .lesson(&loaded.lesson.id, loaded.lesson.lang.code())
            .and_then(|saved| saved.order_seed)
            .unwrap_or(session_seed);
        let lessons = ctx.catalog.lessons_in(ctx.lang);
        let next = lessons
            .iter()
            .position(|l| l.lesson.id == loaded.lesson.id)
            .and_then(|index| lessons.get(index + 1))
            .map(|next| (*next).clone());
        let mut open = OpenLesson::new(loaded, seed);
        open.next = next;
        open.resume = saved_step(&open, ctx);
        self.open = Some(open);
        // A first step with an experiment measures at once, as any step
        // does on arrival (a lesson opened from the command line too).
        self.sync_run(ctx);
    }

    /// Coming back to the lesson screen: offer to continue if the saved
    /// progress is ahead of where the lesson stands.
    pub(crate) fn offer_resume(&mut self, ctx: &Context) {
        if let Some(open) = self.open.as_mut()
            && open.step == 0
        {
            open.resume = saved_step(open, ctx);
        }
    }
}

/// What to save after a change: the step now, never less than the
/// furthest step saved before.
fn progress_of(open: &OpenLesson, ctx: &Context) -> LessonProgress {
    let furthest = ctx
        .store
        .lesson(&open.loaded.lesson.id, open.loaded.lesson.lang.code())
        .map_or(0, |saved| saved.step);
    open.progress(furthest)
}

/// The saved step of this lesson, when it is worth offering (past the
/// first step).
fn saved_step(open: &OpenLesson, ctx: &Context) -> Option<usize> {
    let saved = ctx
        .store
        .lesson(&open.loaded.lesson.id, open.loaded.lesson.lang.code())?;
    (saved.step > 0 && saved.step < open.loaded.lesson.steps.len()).then_some(saved.step)
}
