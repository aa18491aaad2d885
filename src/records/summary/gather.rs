//! The pass through one quiz's attempts that gathers, question by
//! question, what the summary reports: the quiz's questions in order
//! ([`Contents`]), then for each student the counted attempts, the wrong
//! answers and the answers still missing ([`Gathering`]).

use std::collections::{HashMap, HashSet};

use super::{Counted, GridRow, StudentAttempts, WrongAnswer, responses};
use crate::lang::Lang;
use crate::records::{AnsweredQuestion, QuizAttempt};

/// What the attempts at one quiz hold, before any is counted: the
/// versions and languages answered, and the questions in the quiz's order.
pub(super) struct Contents<'a> {
    pub(super) content_hashes: Vec<String>,
    pub(super) languages: Vec<String>,
    pub(super) question_ids: Vec<&'a str>,
    /// Each question id's place in `question_ids`.
    pub(super) index: HashMap<&'a str, usize>,
}

impl<'a> Contents<'a> {
    /// Whole attempts are read first, so that the questions come in the
    /// quiz's order and not in a retry's.
    pub(super) fn of(students: &[StudentAttempts<'a>], full: usize) -> Self {
        let mut contents = Contents {
            content_hashes: Vec::new(),
            languages: Vec::new(),
            question_ids: Vec::new(),
            index: HashMap::new(),
        };
        let (mut hashes_seen, mut languages_seen) = (HashSet::new(), HashSet::new());
        let mut ordered: Vec<&'a QuizAttempt> = students
            .iter()
            .flat_map(|s| s.attempts.iter().copied())
            .collect();
        ordered.sort_by_key(|a| !a.is_whole_of(full));
        for attempt in ordered {
            if !attempt.content_hash.is_empty() && hashes_seen.insert(attempt.content_hash.as_str())
            {
                contents.content_hashes.push(attempt.content_hash.clone());
            }
            if languages_seen.insert(attempt.lang.as_str()) {
                contents.languages.push(attempt.lang.clone());
            }
            for question in &attempt.questions {
                let question_ids = &mut contents.question_ids;
                contents
                    .index
                    .entry(question.id.as_str())
                    .or_insert_with(|| {
                        question_ids.push(&question.id);
                        question_ids.len() - 1
                    });
            }
        }
        contents
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
pub(super) struct Gathered<'a> {
    /// (score on the question as a share of its points, points on the
    /// rest) in each counted attempt.
    pub(super) firsts: Vec<(f64, f64)>,
    pub(super) responses: Option<responses::Tally<'a>>,
    pub(super) answered: usize,
    /// Answers fully right, in every kind of attempt.
    pub(super) right: usize,
    pub(super) partly_right: usize,
    pub(super) wrong: Vec<WrongAnswer>,
    pub(super) still_missing: Vec<&'a str>,
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

/// The state of the pass: what each question has gathered so far, the
/// grid of counted attempts, and the marks that keep each question once
/// per attempt.
pub(super) struct Gathering<'a> {
    index: HashMap<&'a str, usize>,
    pub(super) questions: Vec<Gathered<'a>>,
    pub(super) grid: Vec<GridRow>,
    /// Students with at least one counted attempt.
    pub(super) counted_students: usize,
    /// Marks which questions an attempt (or a student) has been through.
    seen: Vec<usize>,
    stamp: usize,
    /// Each question's wrong-answer groups, by place in its `wrong`.
    groups: HashMap<(usize, WrongKey<'a>), usize>,
    /// The texts each wrong-answer group already lists.
    texts: HashSet<(usize, usize, &'a str)>,
}

impl<'a> Gathering<'a> {
    pub(super) fn new(index: HashMap<&'a str, usize>, questions: Vec<Gathered<'a>>) -> Self {
        Gathering {
            index,
            grid: Vec::new(),
            counted_students: 0,
            seen: vec![0; questions.len()],
            stamp: 0,
            groups: HashMap::new(),
            texts: HashSet::new(),
            questions,
        }
    }

    /// Everything one student's attempts add.
    pub(super) fn student(&mut self, student: &StudentAttempts<'a>, counted: Counted, lang: Lang) {
        self.counted_attempts(student, counted, lang);
        self.wrong_answers(student);
        self.still_missing(student);
    }

    /// The attempts that count: a grid row each, and on each question
    /// its share of the points beside the points on the rest of the quiz
    /// (for the facility and discrimination), and the responses given.
    fn counted_attempts(&mut self, student: &StudentAttempts<'a>, counted: Counted, lang: Lang) {
        let counted = student.counted(counted);
        self.counted_students += usize::from(!counted.is_empty());
        for attempt in counted {
            self.stamp += 1;
            let total: u32 = attempt.questions.iter().map(|q| q.points).sum();
            let mut points = vec![None; self.questions.len()];
            let lang = Lang::parse(&attempt.lang).unwrap_or(lang);
            for (at, answer) in distinct(attempt, &self.index, &mut self.seen, self.stamp) {
                points[at] = Some(answer.points);
                let question = &mut self.questions[at];
                if let Some(tally) = &mut question.responses {
                    tally.answer(answer, lang);
                }
                if answer.max_points == 0 {
                    continue;
                }
                let share =
                    f64::from(answer.points.min(answer.max_points)) / f64::from(answer.max_points);
                question
                    .firsts
                    .push((share, f64::from(total.saturating_sub(answer.points))));
            }
            self.grid.push(GridRow {
                student: student.name.to_owned(),
                finished_at: attempt.finished_at,
                points,
                percent: attempt.percent(),
            });
        }
    }

    /// Every answer in every attempt: how often each question was
    /// answered, right, partly right, and wrong (grouped by answer).
    fn wrong_answers(&mut self, student: &StudentAttempts<'a>) {
        for attempt in student.attempts.iter().copied() {
            for answer in &attempt.questions {
                let at = self.index[answer.id.as_str()];
                let question = &mut self.questions[at];
                question.answered += 1;
                if answer.correct {
                    question.right += 1;
                    continue;
                }
                if answer.points > 0 {
                    question.partly_right += 1;
                }
                let key = match &answer.choice_ids {
                    Some(ids) => WrongKey::Choices(ids),
                    None => WrongKey::Text(&answer.answer),
                };
                let group = *self.groups.entry((at, key)).or_insert_with(|| {
                    question.wrong.push(WrongAnswer {
                        choice_ids: answer.choice_ids.clone(),
                        answers: Vec::new(),
                        count: 0,
                    });
                    question.wrong.len() - 1
                });
                let wrong = &mut question.wrong[group];
                wrong.count += 1;
                if self.texts.insert((at, group, &answer.answer)) {
                    wrong.answers.push(answer.answer.clone());
                }
            }
        }
    }

    /// The questions whose latest answer, newest attempt first, is wrong.
    fn still_missing(&mut self, student: &StudentAttempts<'a>) {
        self.stamp += 1;
        for attempt in student.attempts.iter().rev() {
            for (at, answer) in distinct(attempt, &self.index, &mut self.seen, self.stamp) {
                if !answer.correct {
                    self.questions[at].still_missing.push(student.name);
                }
            }
        }
    }
}
