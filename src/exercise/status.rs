//! What the Exercises screen shows, with no terminal: each exercise's
//! title and description, how the student did at it (from the attempts of
//! kind `exercise` in their records), the commands that scaffold and grade
//! it, and the lesson step it builds on. The screen only draws it.

use jiff::tz::TimeZone;

use super::{EXERCISES, StarterLang, report};
use crate::content::Catalog;
use crate::lang::Lang;
use crate::records::{AttemptKind, QuizAttempt, format_time_in_words};
use crate::t;

/// How the student did at an exercise: passed once any graded run
/// passed, else how the latest went.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    /// No graded run in the records.
    NeverTried,
    /// The latest run that passed every check; `since`, the score and
    /// maximum of a later run that did not.
    Passed {
        finished_at: u64,
        score: u32,
        max_score: u32,
        since: Option<(u32, u32)>,
    },
    /// No run passed; the latest failed a check, or stopped early.
    Failed {
        finished_at: u64,
        score: u32,
        max_score: u32,
    },
}

impl Status {
    /// The status of exercise `id` among `attempts` (any order; only
    /// graded runs of that exercise count). A pass stays a pass: an
    /// exercise passed and then broken while trying something read «not
    /// passed» where the student looks for what is left (reader 44, es
    /// 6.3); the later score is said beside it.
    pub fn of<'a>(id: &str, attempts: impl IntoIterator<Item = &'a QuizAttempt>) -> Status {
        let runs: Vec<&QuizAttempt> = attempts
            .into_iter()
            .filter(|a| a.kind == AttemptKind::Exercise && a.quiz_id == id)
            .collect();
        // Every check scores a point; a run that stopped early has a check
        // it failed ("ran to the end"), so all points is a pass.
        let passed = |a: &&&QuizAttempt| a.max_score > 0 && a.score == a.max_score;
        let latest = runs.iter().max_by_key(|a| a.finished_at);
        let latest_pass = runs.iter().filter(passed).max_by_key(|a| a.finished_at);
        match (latest, latest_pass) {
            (None, _) => Status::NeverTried,
            (Some(latest), Some(pass)) => Status::Passed {
                finished_at: pass.finished_at,
                score: pass.score,
                max_score: pass.max_score,
                since: (latest.finished_at > pass.finished_at)
                    .then_some((latest.score, latest.max_score)),
            },
            (Some(a), None) => Status::Failed {
                finished_at: a.finished_at,
                score: a.score,
                max_score: a.max_score,
            },
        }
    }

    /// The status in words: "never tried", "passed on 2026-12-01 at
    /// 09:30: 12 of 12 checks", "failed last time, on 2026-12-01 at 09:30:
    /// 9 of 12 checks" (a bare 0/1 said nothing, reader 10, en 4.8).
    pub fn text(self, lang: Lang, zone: &TimeZone) -> String {
        match self {
            Status::NeverTried => t!(lang, "exscreen-never-tried"),
            Status::Passed {
                finished_at,
                score,
                max_score,
                since: None,
            } => t!(
                lang,
                "exscreen-passed",
                date = format_time_in_words(finished_at, zone, lang),
                score = score,
                max = max_score
            ),
            Status::Passed {
                finished_at,
                since: Some((score, max_score)),
                ..
            } => t!(
                lang,
                "exscreen-passed-then",
                date = format_time_in_words(finished_at, zone, lang),
                score = score,
                max = max_score
            ),
            Status::Failed {
                finished_at,
                score,
                max_score,
            } => t!(
                lang,
                "exscreen-failed",
                date = format_time_in_words(finished_at, zone, lang),
                score = score,
                max = max_score
            ),
        }
    }
}

/// One exercise as the screen lists it.
#[derive(Clone, Debug, PartialEq)]
pub struct ExerciseView {
    pub id: &'static str,
    pub title: String,
    pub summary: String,
    pub status: Status,
    /// `status` in words.
    pub status_text: String,
    /// How to start and grade it from each starter, Python first.
    pub starters: Vec<StarterView>,
    /// The lesson step it builds on, in words (None if the course has no
    /// such step).
    pub step: Option<String>,
}

/// One starter of an exercise: the command that writes it, its file, and
/// the commands that build (if needed) and grade it, in order.
#[derive(Clone, Debug, PartialEq)]
pub struct StarterView {
    pub lang: StarterLang,
    /// `bloomlab exercise new bloom bloom --starter python`.
    pub scaffold: String,
    /// `bloom/filter.py`.
    pub file: String,
    pub grade: Vec<String>,
}

/// Every exercise, in the catalogue's order, with its status from
/// `attempts`. The starter goes in a folder named as the exercise.
pub fn views(
    attempts: &[&QuizAttempt],
    catalog: &Catalog,
    lang: Lang,
    zone: &TimeZone,
) -> Vec<ExerciseView> {
    EXERCISES
        .iter()
        .map(|exercise| {
            let dir = exercise.id;
            let status = Status::of(exercise.id, attempts.iter().copied());
            ExerciseView {
                id: exercise.id,
                title: exercise.title(lang),
                summary: exercise.summary(lang),
                status,
                status_text: status.text(lang, zone),
                // Both starters: the Rust one was «the same command with
                // --lang rust», and its build and grade commands were
                // left to guess (reader 17, en Exercises).
                starters: [StarterLang::Python, StarterLang::Rust]
                    .into_iter()
                    .map(|starter| StarterView {
                        lang: starter,
                        scaffold: format!(
                            "bloomlab exercise new {} {dir} --starter {}",
                            exercise.id,
                            starter.name()
                        ),
                        file: format!("{dir}/{}", starter.file_name()),
                        grade: starter.commands(exercise.id, dir),
                    })
                    .collect(),
                step: report::steps_title(catalog, &exercise.steps(), lang),
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(id: &str, kind: AttemptKind, at: u64, score: u32) -> QuizAttempt {
        QuizAttempt {
            quiz_id: id.to_owned(),
            kind,
            finished_at: at,
            score,
            max_score: 10,
            ..QuizAttempt::default()
        }
    }

    /// A pass decides, with the score of any later run; else the latest
    /// run; quizzes and other exercises do not count.
    #[test]
    fn the_latest_graded_run_decides() {
        let passed = run("bloom", AttemptKind::Exercise, 200, 10);
        let failed = run("bloom", AttemptKind::Exercise, 100, 7);
        let quiz = run("bloom", AttemptKind::Whole, 300, 3);
        let other = run("counting", AttemptKind::Exercise, 400, 2);
        let all = [&failed, &passed, &quiz, &other];
        assert_eq!(
            Status::of("bloom", all),
            Status::Passed {
                finished_at: 200,
                score: 10,
                max_score: 10,
                since: None
            }
        );
        let later = run("bloom", AttemptKind::Exercise, 500, 9);
        assert_eq!(
            Status::of("bloom", [&passed, &later]),
            Status::Passed {
                finished_at: 200,
                score: 10,
                max_score: 10,
                since: Some((9, 10))
            }
        );
        assert_eq!(
            Status::of("bloom", [&failed, &later]),
            Status::Failed {
                finished_at: 500,
                score: 9,
                max_score: 10
            }
        );
        assert_eq!(Status::of("blocked", all), Status::NeverTried);
    }
}
