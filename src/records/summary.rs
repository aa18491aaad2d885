//! The class summary: item analysis of a quiz over many students' records,
//! as Moodle's quiz statistics report defines it (the formulas, and where
//! Moodle defines them, are in `stats`), with each student's first, best
//! and number of attempts and a histogram of first-attempt scores.
//!
//! - **Which attempts count** ([`Counted`]): each student's first whole
//!   attempt at the quiz (not a retry of missed questions nor a review) by
//!   default, as Moodle's "first attempt" option does: later attempts
//!   come after the feedback and would measure the feedback. The last, the
//!   best, or every whole attempt may be chosen instead.
//! - **Per quiz**, over the attempts counted: mean, median and standard
//!   deviation of the scores (in percent), Cronbach's α (Moodle's
//!   "coefficient of internal consistency"), the error ratio √(1 − α) and
//!   the standard error, error ratio × SD.
//! - **Facility index**: the mean score on the question as a share of its
//!   points (for questions worth all or nothing, the share of students
//!   who got it right), from 0 to 1; its standard deviation, as a share of
//!   the points too.
//! - **Random guess score**: the mean share of the points a student
//!   answering at random would get (from the quiz file: 1/c for one right
//!   choice among c, 1/2 for true or false, 0 for a typed number).
//! - **Discrimination index**: the Pearson correlation, over the attempts
//!   counted, between the score on the question (as a share of its
//!   points) and the score on the rest of the quiz (the attempt's points
//!   minus this question's). None when fewer than two students answered
//!   or either score does not vary. **Discriminative efficiency**: the
//!   same covariance over the largest one those scores allow.
//! - **Responses** (see `responses`): how often each answer was given in
//!   the attempts counted, every choice listed.
//! - **Partly right** counts the answers, in every attempt, that got some
//!   of the question's points but not all: an ordering question's order
//!   with some items in place (partial credit by position).
//! - **Common wrong answers** count every answer not wholly right in every
//!   attempt, grouped by choice ids (so Spanish and English answers count
//!   together; an order by its order), or by the number typed.
//! - **Still missing** names the students whose latest answer to the
//!   question, in any kind of attempt, is wrong.

mod gain;
mod gather;
mod guess;
mod responses;
pub mod stats;
mod table;

use std::collections::HashMap;

use serde::Serialize;

use super::{QuizAttempt, Records};
use crate::content::Quiz;
use crate::lang::Lang;

pub use gain::{Gain, StudentGain, gain, gain_to_csv, normalised_gain};
use gather::{Contents, Gathered, Gathering};
pub use guess::random_guess;
pub use responses::Response;
use stats::histogram;
pub use stats::pearson;
pub use table::{to_csv, to_grid_csv};

/// Below this many students, the discrimination index and the figures
/// from correlations are mostly noise, and the report says so.
pub const SMALL_CLASS: usize = 10;

/// Which of a student's whole attempts count in the item analysis.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Counted {
    /// The first whole attempt (Moodle's default).
    #[default]
    First,
    Last,
    /// The one with the highest score (the first of equal ones).
    Best,
    /// Every whole attempt.
    All,
}

impl Counted {
    pub const NAMES: [&'static str; 4] = ["first", "last", "best", "all"];

    pub fn parse(text: &str) -> Option<Counted> {
        match text {
            "first" => Some(Counted::First),
            "last" => Some(Counted::Last),
            "best" => Some(Counted::Best),
            "all" => Some(Counted::All),
            _ => None,
        }
    }
}

/// How to summarise: which attempts count, and the quiz files (in any
/// language) that give titles, choices, slips and random guess scores, in
/// `lang` where the file exists in it.
#[derive(Clone, Debug)]
pub struct Options<'a> {
    pub counted: Counted,
    pub quizzes: Vec<&'a Quiz>,
    pub lang: Lang,
}

impl Default for Options<'_> {
    /// First attempts, no quiz files, English.
    fn default() -> Self {
        Options {
            counted: Counted::First,
            quizzes: Vec::new(),
            lang: Lang::En,
        }
    }
}

/// How many wrong answers a question lists.
pub(crate) const COMMON_WRONG_SHOWN: usize = 3;

/// Width of a histogram bar, in percentage points.
pub(crate) const HISTOGRAM_STEP: u32 = 10;

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ClassSummary {
    /// One per quiz id, in the order first seen.
    pub quizzes: Vec<QuizSummary>,
    /// The learning gain, when asked for (see [`gain()`]).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub gain: Option<Gain>,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct QuizSummary {
    pub quiz_id: String,
    /// From the quiz file, when the course has it.
    pub title: Option<String>,
    /// Which attempts the figures below count.
    pub attempts_counted: Counted,
    /// How many attempts were counted, and of how many students.
    pub counted: usize,
    pub counted_students: usize,
    /// Fewer than [`SMALL_CLASS`] students counted: the discrimination
    /// figures mean little.
    pub small_class: bool,
    pub mean_percent: Option<f64>,
    pub median_percent: Option<f64>,
    pub sd_percent: Option<f64>,
    /// From −∞ to 1 (Moodle shows it ×100 as a percentage).
    pub cronbach_alpha: Option<f64>,
    /// √(1 − α), in percent, as Moodle shows it.
    pub error_ratio_percent: Option<f64>,
    /// Error ratio × SD, in percentage points of the score.
    pub standard_error_percent: Option<f64>,
    /// The distinct content hashes of its attempts: more than one means
    /// some students answered another version of the quiz.
    pub content_hashes: Vec<String>,
    pub languages: Vec<String>,
    /// In the order the quiz asks them.
    pub questions: Vec<QuestionSummary>,
    pub students: Vec<StudentScores>,
    /// First-attempt scores, in bars of [`HISTOGRAM_STEP`] points (the last
    /// one holds 100 %).
    pub histogram: Vec<HistogramBar>,
    /// Each counted attempt's points on each question (the CSV grid).
    #[serde(skip)]
    pub grid: Vec<GridRow>,
}

/// One counted attempt in the student × question grid.
#[derive(Clone, Debug, PartialEq)]
pub struct GridRow {
    pub student: String,
    pub finished_at: u64,
    /// Points on each of the quiz's questions, in their order (None: not
    /// asked in this attempt).
    pub points: Vec<Option<u32>>,
    pub percent: f64,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct QuestionSummary {
    pub question_id: String,
    /// Its type, as the quiz file writes it (when the course has it).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub kind: Option<String>,
    /// Times answered, in every kind of attempt.
    pub answered: usize,
    /// Of those, the answers fully right (so a question whose
    /// `common_wrong` is not empty was wrong every time only when this is
    /// 0: a later retry or review may have got it right).
    pub answered_right: usize,
    /// Counted attempts that asked it (with the default, each student's
    /// first whole attempt: hence the name).
    pub first_attempts: usize,
    pub facility: Option<f64>,
    /// The standard deviation of the score, as a share of its points.
    pub sd: Option<f64>,
    /// What answering at random scores on average, as a share of the
    /// points (None without the quiz file).
    pub random_guess: Option<f64>,
    /// Moodle's discrimination index (there ×100), from −1 to 1.
    pub discrimination: Option<f64>,
    /// Moodle's discriminative efficiency (there ×100).
    pub discriminative_efficiency: Option<f64>,
    /// How often each answer was given in the counted attempts.
    pub responses: Vec<Response>,
    /// Answers given some of the points but not all, in every kind of
    /// attempt (left out of the JSON when none was).
    #[serde(skip_serializing_if = "is_zero")]
    pub partly_right: usize,
    pub common_wrong: Vec<WrongAnswer>,
    pub still_missing: Vec<String>,
}

fn is_zero(count: &usize) -> bool {
    *count == 0
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct WrongAnswer {
    /// The choices picked, by place in the file (None for a number, or an
    /// answer from a file older than version 3).
    pub choice_ids: Option<Vec<usize>>,
    /// The answer as written, once per distinct text (one per language).
    pub answers: Vec<String>,
    pub count: usize,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct StudentScores {
    pub student: String,
    /// Every attempt, retries and reviews included.
    pub attempts: usize,
    /// Of those, the whole ones: the attempts `first_percent` and
    /// `best_percent` are taken from (an exercise's grading that stopped
    /// before its end is not one).
    pub whole_attempts: usize,
    /// The first and best whole attempts, in percent (None: no whole
    /// attempt yet).
    pub first_percent: Option<f64>,
    pub best_percent: Option<f64>,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct HistogramBar {
    pub from_percent: u32,
    pub to_percent: u32,
    pub students: usize,
}

/// The summary of every quiz in the students' records. Linear in the
/// number of answers: each attempt is grouped by quiz once and each
/// answer is looked at a fixed number of times (`cargo bench --bench
/// records` times 5,000 to 40,000 question ids).
pub fn summarise(class: &[(String, &Records)]) -> ClassSummary {
    summarise_with(class, &Options::default())
}

/// [`summarise`], counting the attempts `options` says, with the quiz
/// files it gives.
pub fn summarise_with(class: &[(String, &Records)], options: &Options) -> ClassSummary {
    let mut quiz_ids: Vec<&str> = Vec::new();
    let mut quiz_index: HashMap<&str, usize> = HashMap::new();
    let mut quizzes: Vec<Vec<StudentAttempts>> = Vec::new();
    for (who, (name, records)) in class.iter().enumerate() {
        for attempt in &records.attempts {
            let quiz = *quiz_index
                .entry(attempt.quiz_id.as_str())
                .or_insert_with(|| {
                    quiz_ids.push(&attempt.quiz_id);
                    quizzes.push(Vec::new());
                    quizzes.len() - 1
                });
            let students = &mut quizzes[quiz];
            match students.last_mut() {
                Some(last) if last.who == who => last.attempts.push(attempt),
                _ => students.push(StudentAttempts {
                    who,
                    name: name.as_str(),
                    attempts: vec![attempt],
                    full: 0,
                }),
            }
        }
    }
    ClassSummary {
        quizzes: quiz_ids
            .into_iter()
            .zip(quizzes)
            .map(|(quiz_id, students)| summarise_quiz(quiz_id, students, options))
            .collect(),
        gain: None,
    }
}

/// One student's attempts at one quiz, oldest first.
struct StudentAttempts<'a> {
    /// The student's place in the class.
    who: usize,
    name: &'a str,
    attempts: Vec<&'a QuizAttempt>,
    /// The quiz's full length, over the whole class.
    full: usize,
}

impl<'a> StudentAttempts<'a> {
    fn first_whole(&self) -> Option<&'a QuizAttempt> {
        self.whole().next()
    }

    fn whole(&self) -> impl Iterator<Item = &'a QuizAttempt> + '_ {
        self.attempts
            .iter()
            .copied()
            .filter(|a| a.is_whole_of(self.full))
    }

    /// The whole attempts that count.
    fn counted(&self, counted: Counted) -> Vec<&'a QuizAttempt> {
        match counted {
            Counted::First => self.first_whole().into_iter().collect(),
            Counted::Last => self.whole().last().into_iter().collect(),
            Counted::Best => self
                .whole()
                .reduce(|best, a| {
                    if a.percent() > best.percent() {
                        a
                    } else {
                        best
                    }
                })
                .into_iter()
                .collect(),
            Counted::All => self.whole().collect(),
        }
    }
}

/// The quiz file for `id`, in `lang` if it exists there.
fn quiz_file<'a>(options: &Options<'a>, id: &str) -> Option<&'a Quiz> {
    let mut found = options.quizzes.iter().filter(|q| q.id == id);
    let first = found.clone().next().copied();
    found.find(|q| q.lang == options.lang).copied().or(first)
}

fn summarise_quiz<'a>(
    quiz_id: &str,
    mut students: Vec<StudentAttempts<'a>>,
    options: &Options<'a>,
) -> QuizSummary {
    let full = super::full_length(students.iter().flat_map(|s| s.attempts.iter().copied()));
    for student in &mut students {
        student.full = full;
        student.attempts.sort_by_key(|a| a.finished_at);
    }
    let Contents {
        content_hashes,
        languages,
        question_ids,
        index,
    } = Contents::of(&students, full);
    // The quiz file, if the course has it and it is the version answered
    // (choice ids and slips belong to one version).
    let file = quiz_file(options, quiz_id).filter(|quiz| {
        content_hashes.is_empty() || content_hashes.contains(&crate::records::content_hash(quiz))
    });
    let question_file = |id: &str| file.and_then(|q| q.questions.iter().find(|q| q.id == id));
    let gathered = question_ids
        .iter()
        .map(|id| Gathered {
            responses: Some(responses::Tally::new(question_file(id), options.lang)),
            ..Gathered::default()
        })
        .collect();
    let mut gathering = Gathering::new(index, gathered);
    for student in &students {
        gathering.student(student, options.counted, options.lang);
    }
    let Gathering {
        questions: gathered,
        grid,
        counted_students,
        ..
    } = gathering;
    let questions = question_ids
        .iter()
        .zip(gathered)
        .map(|(id, question)| question_summary(id, question, question_file(id)))
        .collect();
    let scores: Vec<StudentScores> = students.iter().map(student_scores).collect();
    let histogram = histogram(scores.iter().filter_map(|s| s.first_percent));
    let percents: Vec<f64> = grid.iter().map(|row| row.percent).collect();
    let sd_percent = stats::sd(&percents);
    let cronbach_alpha = grid_alpha(&grid, question_ids.len());
    let error_ratio = stats::error_ratio(cronbach_alpha);
    QuizSummary {
        quiz_id: quiz_id.to_owned(),
        title: file.map(|quiz| quiz.title.clone()),
        attempts_counted: options.counted,
        counted: grid.len(),
        counted_students,
        small_class: counted_students < SMALL_CLASS,
        mean_percent: stats::mean(&percents),
        median_percent: stats::median(&percents),
        sd_percent,
        cronbach_alpha,
        error_ratio_percent: error_ratio.map(|ratio| ratio * 100.0),
        standard_error_percent: error_ratio.zip(sd_percent).map(|(ratio, sd)| ratio * sd),
        content_hashes,
        languages,
        questions,
        students: scores,
        histogram,
        grid,
    }
}

/// One question's figures from what the pass gathered: the common wrong
/// answers cut to the few shown, the rest computed from the counted
/// attempts' shares.
fn question_summary(
    id: &str,
    mut question: Gathered,
    file: Option<&crate::content::Question>,
) -> QuestionSummary {
    // Stable: equal counts keep the order first seen.
    question.wrong.sort_by_key(|w| std::cmp::Reverse(w.count));
    question.wrong.truncate(COMMON_WRONG_SHOWN);
    let firsts = &question.firsts;
    let shares: Vec<f64> = firsts.iter().map(|(share, _)| *share).collect();
    QuestionSummary {
        question_id: id.to_owned(),
        kind: file.map(|q| q.question_type().name().to_owned()),
        answered: question.answered,
        answered_right: question.right,
        first_attempts: firsts.len(),
        facility: stats::mean(&shares),
        sd: stats::sd(&shares),
        random_guess: file.map(random_guess),
        discrimination: pearson(firsts),
        discriminative_efficiency: stats::discriminative_efficiency(firsts),
        responses: question
            .responses
            .map(responses::Tally::finish)
            .unwrap_or_default(),
        partly_right: question.partly_right,
        common_wrong: question.wrong,
        still_missing: question
            .still_missing
            .into_iter()
            .map(str::to_owned)
            .collect(),
    }
}

/// Cronbach's α of the grid, over the questions worth points in some
/// counted attempt, a question not asked scoring 0.
fn grid_alpha(grid: &[GridRow], questions: usize) -> Option<f64> {
    let worth: Vec<usize> = (0..questions)
        .filter(|at| grid.iter().any(|row| row.points[*at].is_some()))
        .collect();
    let marks: Vec<Vec<f64>> = grid
        .iter()
        .map(|row| {
            worth
                .iter()
                .map(|at| f64::from(row.points[*at].unwrap_or(0)))
                .collect()
        })
        .collect();
    stats::cronbach_alpha(&marks)
}

fn student_scores(student: &StudentAttempts) -> StudentScores {
    let whole = student.whole();
    StudentScores {
        student: student.name.to_owned(),
        attempts: student.attempts.len(),
        whole_attempts: student.whole().count(),
        first_percent: student.first_whole().map(QuizAttempt::percent),
        best_percent: whole.map(|a| a.percent()).reduce(f64::max),
    }
}

#[cfg(test)]
mod tests;
