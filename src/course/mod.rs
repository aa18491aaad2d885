//! A student's way through the course, with no terminal in it: a quiz
//! attempt ([`QuizSession`]: the questions asked, the answer being built,
//! grading, the record saved, a retry of the missed questions) and an open
//! lesson ([`LessonSession`]: the step shown, the predictions made, the
//! progress saved). The TUI drives these with keys and draws them; tests
//! drive them directly.
//!
//! Numbers as students type them are read in [`typed_number::parse_number`].

mod left_out;
mod lesson;
mod quiz;
#[cfg(test)]
pub(crate) mod testing;
mod typed_number;

pub(crate) use left_out::LeftOut;
pub use lesson::choice_orders;
pub use lesson::{LessonSession, StepMove};
pub(crate) use quiz::Attempt;
pub use quiz::Phase;
pub use quiz::QuizSession;
pub(crate) use typed_number::{PercentAsked, parse_number, takes_percent, typed_in_language};
