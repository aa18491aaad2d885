//! How often each answer was given to a question, as the response
//! analysis of Moodle's quiz statistics report shows it.
//!
//! - **Choices** (single, multiple, true or false): every choice of the
//!   quiz file is listed, in the file's order, the right ones and those
//!   nobody picked (count 0) included; answers are counted by choice id,
//!   so Spanish and English answers count together. A multiple-choice
//!   answer counts once for each choice picked, as Moodle counts them.
//! - **Numbers**: right, each foreseen slip (`feedback_for`), or other,
//!   whatever was typed: `6.908` and `6,91` are the same slip.
//! - **Calculated**: every student got other numbers, so the wrong
//!   answers that are not a foreseen slip are grouped by how far off they
//!   are (relative error), not by the number typed.
//! - **Orders**: by the order given.
//!
//! Without the quiz file (a quiz of another course), answers are grouped
//! by choice ids or by the text typed.

use std::collections::HashMap;

use serde::Serialize;

use crate::content::quiz::{SlipValue, Tolerance};
use crate::content::{Question, QuestionKind};
use crate::course::parse_number;
use crate::lang::Lang;
use crate::records::AnsweredQuestion;

/// One group of answers.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Response {
    pub answer: String,
    pub count: usize,
    /// A right answer (for an order or a number group: wholly right).
    pub correct: bool,
}

/// Relative errors that split the other answers to a calculated question:
/// up to 10 %, up to 50 %, more.
const ERROR_BANDS: [f64; 2] = [0.1, 0.5];

/// What a group is, before it is worded.
#[derive(Clone, PartialEq, Eq, Hash)]
enum Group {
    Choice(usize),
    Right,
    Slip(usize),
    /// A band of [`ERROR_BANDS`] (the last: beyond them).
    Off(usize),
    Other,
    NotANumber,
    Order(Vec<usize>),
    Text(String),
}

/// The response groups of one question, filled answer by answer.
pub(super) struct Tally<'a> {
    question: Option<&'a Question>,
    lang: Lang,
    groups: Vec<(Group, Response)>,
    at: HashMap<Group, usize>,
}

impl<'a> Tally<'a> {
    /// Every choice (or true and false) listed from the start, with a
    /// count of 0; right, the slips and other for numbers.
    pub(super) fn new(question: Option<&'a Question>, lang: Lang) -> Self {
        let mut tally = Tally {
            question,
            lang,
            groups: Vec::new(),
            at: HashMap::new(),
        };
        match question.map(|q| &q.kind) {
            Some(QuestionKind::Single { choices } | QuestionKind::Multiple { choices }) => {
                for (id, choice) in choices.iter().enumerate() {
                    tally.add(Group::Choice(id), choice.text.clone(), choice.correct);
                }
            }
            Some(QuestionKind::TrueFalse { answer, .. }) => {
                tally.add(Group::Choice(0), crate::t!(lang, "stats-true"), *answer);
                tally.add(Group::Choice(1), crate::t!(lang, "stats-false"), !*answer);
            }
            Some(QuestionKind::Numeric { .. } | QuestionKind::Calculated { .. }) => {
                let question = question.map_or(&[][..], |q| &q.feedback_for[..]);
                tally.add(Group::Right, crate::t!(lang, "stats-response-right"), true);
                for (at, slip) in question.iter().enumerate() {
                    // A slip by formula differs from student to student:
                    // named by its feedback, never by the code that
                    // computes it («bits_for(n, p) / 1e6»: reader 40, es 4.5).
                    let said = match &slip.wrong {
                        SlipValue::Number(value) => crate::t!(
                            lang,
                            "stats-response-slip",
                            wrong = crate::units::decimal(lang, *value)
                        ),
                        SlipValue::Formula(_) => crate::t!(
                            lang,
                            "stats-response-slip-feedback",
                            feedback = slip.feedback.clone()
                        ),
                    };
                    tally.add(Group::Slip(at), said, false);
                }
            }
            Some(QuestionKind::Ordering(_)) | None => {}
        }
        tally
    }

    fn add(&mut self, group: Group, answer: String, correct: bool) -> usize {
        *self.at.entry(group.clone()).or_insert_with(|| {
            self.groups.push((
                group,
                Response {
                    answer,
                    count: 0,
                    correct,
                },
            ));
            self.groups.len() - 1
        })
    }

    fn count(&mut self, group: Group, answer: impl FnOnce() -> String, correct: bool) {
        let at = match self.at.get(&group) {
            Some(&at) => at,
            None => self.add(group, answer(), correct),
        };
        self.groups[at].1.count += 1;
    }

    /// Count one answer, given in `answer_lang`.
    pub(super) fn answer(&mut self, answer: &AnsweredQuestion, answer_lang: Lang) {
        let text = || answer.answer.clone();
        match self.question.map(|q| &q.kind) {
            Some(
                QuestionKind::Single { .. }
                | QuestionKind::Multiple { .. }
                | QuestionKind::TrueFalse { .. },
            ) => match &answer.choice_ids {
                Some(ids) => {
                    let mut ids = ids.clone();
                    ids.sort_unstable();
                    ids.dedup();
                    for id in ids {
                        // An id the file does not have: another version.
                        self.count(Group::Choice(id), text, false);
                    }
                }
                // An older record's true or false, by its words: counted
                // with the choice it names, not beside it.
                None => match (self.question.map(|q| &q.kind), answer.answer.as_str()) {
                    (Some(QuestionKind::TrueFalse { .. }), "true") => {
                        self.count(Group::Choice(0), text, answer.correct);
                    }
                    (Some(QuestionKind::TrueFalse { .. }), "false") => {
                        self.count(Group::Choice(1), text, answer.correct);
                    }
                    _ => self.count(Group::Text(answer.answer.clone()), text, answer.correct),
                },
            },
            Some(QuestionKind::Numeric { tolerance, .. }) => {
                let group = self.number_group(answer, answer_lang, *tolerance, false);
                self.count(group, text, answer.correct);
            }
            Some(QuestionKind::Calculated { tolerance, .. }) => {
                let group = self.number_group(answer, answer_lang, *tolerance, true);
                self.count(group, text, answer.correct);
            }
            Some(QuestionKind::Ordering(ordering)) => match &answer.choice_ids {
                Some(order) => {
                    let items = || {
                        let named: Option<Vec<&str>> = order
                            .iter()
                            .map(|id| ordering.items.get(*id).map(String::as_str))
                            .collect();
                        named.map_or_else(text, |items| items.join(" → "))
                    };
                    self.count(Group::Order(order.clone()), items, answer.correct);
                }
                None => self.count(Group::Text(answer.answer.clone()), text, answer.correct),
            },
            None => match &answer.choice_ids {
                Some(ids) => self.count(Group::Order(ids.clone()), text, answer.correct),
                None => self.count(Group::Text(answer.answer.clone()), text, answer.correct),
            },
        }
    }

    /// Right, a slip, how far off (calculated), other, or not a number.
    fn number_group(
        &self,
        answer: &AnsweredQuestion,
        answer_lang: Lang,
        tolerance: Tolerance,
        by_error: bool,
    ) -> Group {
        if answer.correct {
            return Group::Right;
        }
        let Ok(given) = parse_number(&answer.answer, answer_lang) else {
            return Group::NotANumber;
        };
        let slips = self.question.map_or(&[][..], |q| &q.feedback_for[..]);
        if let Some(at) = slips
            .iter()
            .position(|slip| tolerance.accepts(slip.value(&answer.parameters), given))
        {
            return Group::Slip(at);
        }
        let expected = answer.expected.or_else(|| {
            self.question
                .and_then(|q| q.expected_number(&answer.parameters))
        });
        match expected {
            Some(expected) if by_error && expected != 0.0 && expected.is_finite() => {
                let error = ((given - expected) / expected).abs();
                Group::Off(
                    ERROR_BANDS
                        .iter()
                        .position(|band| error <= *band)
                        .unwrap_or(ERROR_BANDS.len()),
                )
            }
            _ => Group::Other,
        }
    }

    /// The groups, worded; the bands and other after the listed ones.
    pub(super) fn finish(mut self) -> Vec<Response> {
        let lang = self.lang;
        for (group, response) in &mut self.groups {
            let worded = match group {
                Group::Other => crate::t!(lang, "stats-response-other"),
                Group::NotANumber => crate::t!(lang, "stats-response-not-a-number"),
                Group::Off(band) => match ERROR_BANDS.get(*band) {
                    Some(limit) => crate::t!(
                        lang,
                        "stats-response-off-by-up-to",
                        percent = crate::units::decimal(lang, limit * 100.0)
                    ),
                    None => crate::t!(
                        lang,
                        "stats-response-off-by-more",
                        percent =
                            crate::units::decimal(lang, ERROR_BANDS[ERROR_BANDS.len() - 1] * 100.0)
                    ),
                },
                Group::Choice(_)
                | Group::Right
                | Group::Slip(_)
                | Group::Order(_)
                | Group::Text(_) => continue,
            };
            response.answer = worded;
        }
        let order = |group: &Group| match group {
            Group::Off(band) => 1 + band,
            Group::Other => 1 + ERROR_BANDS.len() + 1,
            Group::NotANumber => 1 + ERROR_BANDS.len() + 2,
            Group::Choice(_) | Group::Right | Group::Slip(_) | Group::Order(_) | Group::Text(_) => {
                0
            }
        };
        // Stable: the listed groups keep the file's order, then the rest.
        self.groups.sort_by_key(|(group, _)| order(group));
        self.groups.into_iter().map(|(_, r)| r).collect()
    }
}
