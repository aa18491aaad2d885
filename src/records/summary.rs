//! The class summary: item analysis of a quiz over many students' records,
//! as Moodle's quiz statistics define it, with each student's first, best
//! and number of attempts and a histogram of first-attempt scores.
//!
//! - **First attempts.** Facility and discrimination use each student's
//!   first whole attempt at the quiz (not a retry of missed questions nor
//!   a review), as Moodle's "first attempt" option does: later attempts
//!   come after the feedback and would measure the feedback.
//! - **Facility index**: the mean score on the question as a share of its
//!   points (for questions worth all or nothing, the share of students
//!   who got it right), from 0 to 1.
//! - **Discrimination index**: the Pearson correlation, over those first
//!   attempts, between the score on the question (as a share of its
//!   points) and the score on the rest of the quiz (the attempt's points
//!   minus this question's). None when fewer than two students answered
//!   or either score does not vary.
//! - **Partly right** counts the answers, in every attempt, that got some
//!   of the question's points but not all: an ordering question's order
//!   with some items in place (partial credit by position).
//! - **Common wrong answers** count every answer not wholly right in every
//!   attempt, grouped by choice ids (so Spanish and English answers count
//!   together; an order by its order), or by the number typed.
//! - **Still missing** names the students whose latest answer to the
//!   question, in any kind of attempt, is wrong.

use std::collections::{HashMap, HashSet};

use serde::Serialize;

use super::csv::push_row;
use super::{AnsweredQuestion, QuizAttempt, Records};

/// How many wrong answers a question lists.
pub(crate) const COMMON_WRONG_SHOWN: usize = 3;

/// Width of a histogram bar, in percentage points.
pub(crate) const HISTOGRAM_STEP: u32 = 10;

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ClassSummary {
    /// One per quiz id, in the order first seen.
    pub quizzes: Vec<QuizSummary>,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct QuizSummary {
    pub quiz_id: String,
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
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct QuestionSummary {
    pub question_id: String,
    /// Times answered, in every kind of attempt.
    pub answered: usize,
    /// Students whose first whole attempt asked it.
    pub first_attempts: usize,
    pub facility: Option<f64>,
    pub discrimination: Option<f64>,
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
            .map(|(quiz_id, students)| summarise_quiz(quiz_id, students))
            .collect(),
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
}

/// How wrong answers are grouped: by the choices picked, else by the text.
#[derive(PartialEq, Eq, Hash)]
enum WrongKey<'a> {
    Choices(&'a [usize]),
    Text(&'a str),
}

/// What is gathered about one question on the way through the attempts.
#[derive(Default)]
struct Gathered<'a> {
    /// (score on the question as a share of its points, points on the
    /// rest) in each student's first whole attempt.
    firsts: Vec<(f64, f64)>,
    answered: usize,
    partly_right: usize,
    wrong: Vec<WrongAnswer>,
    still_missing: Vec<&'a str>,
}

/// The questions of an attempt, each id once (its first occurrence, as a
/// lookup by id finds it), as indices into the quiz's questions.
fn distinct<'a>(
    attempt: &'a QuizAttempt,
    index: &HashMap<&str, usize>,
    seen: &mut [usize],
    stamp: usize,
) -> impl Iterator<Item = (usize, &'a AnsweredQuestion)> {
    attempt.questions.iter().filter_map(move |question| {
        let at = index[question.id.as_str()];
        (seen[at] != stamp).then(|| {
            seen[at] = stamp;
            (at, question)
        })
    })
}

fn summarise_quiz(quiz_id: &str, mut students: Vec<StudentAttempts>) -> QuizSummary {
    let full = super::full_length(students.iter().flat_map(|s| s.attempts.iter().copied()));
    for student in &mut students {
        student.full = full;
        student.attempts.sort_by_key(|a| a.finished_at);
    }
    let mut content_hashes: Vec<String> = Vec::new();
    let mut languages: Vec<String> = Vec::new();
    let (mut hashes_seen, mut languages_seen) = (HashSet::new(), HashSet::new());
    // Whole attempts first, so the questions come in the quiz's order.
    let mut question_ids: Vec<&str> = Vec::new();
    let mut index: HashMap<&str, usize> = HashMap::new();
    let mut ordered: Vec<&QuizAttempt> = students
        .iter()
        .flat_map(|s| s.attempts.iter().copied())
        .collect();
    ordered.sort_by_key(|a| !a.is_whole_of(full));
    for attempt in ordered {
        if !attempt.content_hash.is_empty() && hashes_seen.insert(attempt.content_hash.as_str()) {
            content_hashes.push(attempt.content_hash.clone());
        }
        if languages_seen.insert(attempt.lang.as_str()) {
            languages.push(attempt.lang.clone());
        }
        for question in &attempt.questions {
            index.entry(question.id.as_str()).or_insert_with(|| {
                question_ids.push(&question.id);
                question_ids.len() - 1
            });
        }
    }
    let mut gathered: Vec<Gathered> = question_ids.iter().map(|_| Gathered::default()).collect();
    // Marks which questions an attempt (or a student) has been through.
    let mut seen = vec![0usize; question_ids.len()];
    let mut stamp = 0;
    let mut groups: HashMap<(usize, WrongKey), usize> = HashMap::new();
    let mut texts: HashSet<(usize, usize, &str)> = HashSet::new();
    for student in &students {
        if let Some(attempt) = student.first_whole() {
            stamp += 1;
            let total: u32 = attempt.questions.iter().map(|q| q.points).sum();
            for (at, answer) in distinct(attempt, &index, &mut seen, stamp) {
                if answer.max_points == 0 {
                    continue;
                }
                let share =
                    f64::from(answer.points.min(answer.max_points)) / f64::from(answer.max_points);
                gathered[at]
                    .firsts
                    .push((share, f64::from(total.saturating_sub(answer.points))));
            }
        }
        for attempt in &student.attempts {
            for answer in &attempt.questions {
                let at = index[answer.id.as_str()];
                let question = &mut gathered[at];
                question.answered += 1;
                if answer.correct {
                    continue;
                }
                if answer.points > 0 {
                    question.partly_right += 1;
                }
                let key = match &answer.choice_ids {
                    Some(ids) => WrongKey::Choices(ids),
                    None => WrongKey::Text(&answer.answer),
                };
                let group = *groups.entry((at, key)).or_insert_with(|| {
                    question.wrong.push(WrongAnswer {
                        choice_ids: answer.choice_ids.clone(),
                        answers: Vec::new(),
                        count: 0,
                    });
                    question.wrong.len() - 1
                });
                let wrong = &mut question.wrong[group];
                wrong.count += 1;
                if texts.insert((at, group, &answer.answer)) {
                    wrong.answers.push(answer.answer.clone());
                }
            }
        }
        // The latest answer to each question, newest attempt first.
        stamp += 1;
        for attempt in student.attempts.iter().rev() {
            for (at, answer) in distinct(attempt, &index, &mut seen, stamp) {
                if !answer.correct {
                    gathered[at].still_missing.push(student.name);
                }
            }
        }
    }
    let questions = question_ids
        .iter()
        .zip(gathered)
        .map(|(id, mut question)| {
            // Stable: equal counts keep the order first seen.
            question.wrong.sort_by_key(|w| std::cmp::Reverse(w.count));
            question.wrong.truncate(COMMON_WRONG_SHOWN);
            let firsts = &question.firsts;
            QuestionSummary {
                question_id: (*id).to_owned(),
                answered: question.answered,
                first_attempts: firsts.len(),
                facility: (!firsts.is_empty()).then(|| {
                    firsts.iter().map(|(share, _)| share).sum::<f64>() / firsts.len() as f64
                }),
                discrimination: pearson(firsts),
                partly_right: question.partly_right,
                common_wrong: question.wrong,
                still_missing: question
                    .still_missing
                    .into_iter()
                    .map(str::to_owned)
                    .collect(),
            }
        })
        .collect();
    let scores: Vec<StudentScores> = students.iter().map(student_scores).collect();
    let histogram = histogram(scores.iter().filter_map(|s| s.first_percent));
    QuizSummary {
        quiz_id: quiz_id.to_owned(),
        content_hashes,
        languages,
        questions,
        students: scores,
        histogram,
    }
}

fn student_scores(student: &StudentAttempts) -> StudentScores {
    let whole = student.whole();
    StudentScores {
        student: student.name.to_owned(),
        attempts: student.attempts.len(),
        first_percent: student.first_whole().map(QuizAttempt::percent),
        best_percent: whole.map(|a| a.percent()).reduce(f64::max),
    }
}

fn histogram(percents: impl Iterator<Item = f64>) -> Vec<HistogramBar> {
    let bars = 100 / HISTOGRAM_STEP;
    let mut counts = vec![0; bars as usize];
    for percent in percents {
        let bar = ((percent / f64::from(HISTOGRAM_STEP)).floor() as usize).min(counts.len() - 1);
        counts[bar] += 1;
    }
    counts
        .into_iter()
        .enumerate()
        .map(|(bar, students)| {
            let from = bar as u32 * HISTOGRAM_STEP;
            HistogramBar {
                from_percent: from,
                to_percent: from + HISTOGRAM_STEP,
                students,
            }
        })
        .collect()
}

/// The Pearson correlation of the pairs; None for fewer than two, or when
/// either side does not vary.
pub(crate) fn pearson(pairs: &[(f64, f64)]) -> Option<f64> {
    if pairs.len() < 2 {
        return None;
    }
    let n = pairs.len() as f64;
    let mean_x = pairs.iter().map(|p| p.0).sum::<f64>() / n;
    let mean_y = pairs.iter().map(|p| p.1).sum::<f64>() / n;
    let (mut sxy, mut sxx, mut syy) = (0.0, 0.0, 0.0);
    for (x, y) in pairs {
        let (dx, dy) = (x - mean_x, y - mean_y);
        sxy += dx * dy;
        sxx += dx * dx;
        syy += dy * dy;
    }
    (sxx > 0.0 && syy > 0.0).then(|| sxy / (sxx * syy).sqrt())
}

/// The summary as one CSV table: a `row` column says whether the row is a
/// question, a student or a histogram bar, and each fills its own columns.
pub fn to_csv(summary: &ClassSummary) -> String {
    let mut out = String::from(
        "row,quiz_id,name,answered,first_attempts,facility,discrimination,common_wrong,still_missing,attempts,first_percent,best_percent,from_percent,to_percent,students\n",
    );
    let number = |value: Option<f64>| value.map_or_else(String::new, |v| format!("{v:.4}"));
    for quiz in &summary.quizzes {
        for question in &quiz.questions {
            let wrong = question
                .common_wrong
                .iter()
                .map(|w| format!("{} x{}", w.answers.join(" / "), w.count))
                .collect::<Vec<_>>()
                .join("; ");
            let mut fields = vec![
                "question".to_owned(),
                quiz.quiz_id.clone(),
                question.question_id.clone(),
                question.answered.to_string(),
                question.first_attempts.to_string(),
                number(question.facility),
                number(question.discrimination),
                wrong,
                question.still_missing.join("; "),
            ];
            fields.resize(15, String::new());
            push_row(&mut out, &fields);
        }
        for student in &quiz.students {
            let mut fields = vec![
                "student".to_owned(),
                quiz.quiz_id.clone(),
                student.student.clone(),
            ];
            fields.resize(9, String::new());
            fields.extend([
                student.attempts.to_string(),
                number(student.first_percent),
                number(student.best_percent),
            ]);
            fields.resize(15, String::new());
            push_row(&mut out, &fields);
        }
        for bar in &quiz.histogram {
            let mut fields = vec!["histogram".to_owned(), quiz.quiz_id.clone()];
            fields.resize(12, String::new());
            fields.extend([
                bar.from_percent.to_string(),
                bar.to_percent.to_string(),
                bar.students.to_string(),
            ]);
            push_row(&mut out, &fields);
        }
    }
    out
}

#[cfg(test)]
mod tests;
