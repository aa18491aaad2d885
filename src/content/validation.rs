//! What the checks of lessons and quizzes report, and the checks they
//! share: texts that must be given and stay within the length limit, and
//! lists of choices (a predict prompt's, a question's).
//!
//! A problem is an [`Issue`] at a [`NodePath`]; `parse_document` turns the
//! path into the file's line and column.

use super::lesson::Choice;
use super::limits::{self, too_many};
use super::yaml::NodePath;
use crate::i18n::Message;
use crate::msg;

/// A problem found by validation, at a path in the file.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Issue {
    pub(crate) path: NodePath,
    pub(crate) message: Message,
    /// A piece of the text at `path` to point at (a `{name}`, a `{{`),
    /// when the problem is there rather than in the whole value...
    pub(crate) within: Option<String>,
    /// ...and which of its places in the value (0: the first).
    pub(crate) occurrence: usize,
}

pub(crate) fn issue(path: NodePath, message: Message) -> Issue {
    Issue {
        path,
        message,
        within: None,
        occurrence: 0,
    }
}

/// A problem with the piece `within` of the text at `path`.
pub(crate) fn issue_within(path: NodePath, within: String, message: Message) -> Issue {
    Issue {
        within: Some(within),
        ..issue(path, message)
    }
}

/// A problem with the `occurrence`-th (0: the first) place of `piece` in
/// the text at `path`.
pub(crate) fn issue_at_occurrence(
    path: NodePath,
    piece: &str,
    occurrence: usize,
    message: Message,
) -> Issue {
    Issue {
        within: Some(piece.to_owned()),
        occurrence,
        ..issue(path, message)
    }
}

/// A field by its name in the file: `` `prompt` ``.
pub(crate) fn code(name: &str) -> Message {
    msg!("check-code", text = name)
}

/// How many items a list (steps, questions, choices, columns) may hold.
pub(crate) struct ListSize {
    /// The fewest allowed, and the message when there are fewer.
    pub(crate) min: usize,
    pub(crate) too_few: Message,
    /// The most allowed, what the items are ("steps in a lesson"), and
    /// what to do about too many.
    pub(crate) max: usize,
    pub(crate) what: Message,
    pub(crate) advice: Option<Message>,
}

/// Check a list's length against `size`: too few is reported at the list,
/// too many at the first item past the limit. Returns whether it is over
/// the limit (the caller then checks no further).
pub(crate) fn check_list_size(
    issues: &mut Vec<Issue>,
    path: &NodePath,
    len: usize,
    size: &ListSize,
) -> bool {
    if len < size.min {
        issues.push(issue(path.clone(), size.too_few.clone()));
    }
    if len > size.max {
        issues.push(issue(
            path.index(size.max),
            too_many(&size.what, len, size.max, size.advice.as_ref()),
        ));
        return true;
    }
    false
}

/// A text that must not be empty, nor longer than the limit, with no
/// `{name}` placeholder.
pub(crate) fn require_text(issues: &mut Vec<Issue>, path: NodePath, value: &str, what: Message) {
    if value.trim().is_empty() {
        issues.push(issue(path, msg!("check-text-empty", what = what)));
    } else {
        check_text(issues, path, value, what);
    }
}

/// A text of a calculated question, where `{name}` shows a parameter:
/// not empty, not longer than the limit (its placeholders are checked
/// against the parameters in `quiz::calculated`).
pub(crate) fn require_text_with_placeholders(
    issues: &mut Vec<Issue>,
    path: NodePath,
    value: &str,
    what: Message,
) {
    if value.trim().is_empty() {
        issues.push(issue(path, msg!("check-text-empty", what = what)));
    } else if let Some(message) = limits::text_too_long(&what, value) {
        issues.push(issue(path, message));
    }
}

/// A text that may be empty, but not longer than the limit, with no
/// `{name}` placeholder: only a calculated question fills them in, so
/// anywhere else students would see `{m}` as it is.
pub(crate) fn check_text(issues: &mut Vec<Issue>, path: NodePath, value: &str, what: Message) {
    if let Some(message) = limits::text_too_long(&what, value) {
        issues.push(issue(path, message));
    } else if let Some(name) = crate::content::quiz::placeholders(value).first() {
        issues.push(issue_within(
            path,
            format!("{{{name}}}"),
            msg!(
                "check-placeholder-outside-calculated",
                what = what,
                placeholder = format!("{{{name}}}")
            ),
        ));
    }
}

/// An optional text: checked for length when given.
pub(crate) fn check_optional(
    issues: &mut Vec<Issue>,
    path: NodePath,
    value: Option<&String>,
    what: Message,
) {
    if let Some(value) = value {
        check_text(issues, path, value, what);
    }
}

/// The `choices` under `path`: at least two, at most the keys can pick,
/// each with its texts, and at least one right (exactly one when
/// `exactly_one`, for a single-choice question).
pub(crate) fn check_choices(
    issues: &mut Vec<Issue>,
    path: &NodePath,
    choices: &[Choice],
    exactly_one: bool,
) {
    let choices_path = path.key("choices");
    check_list_size(
        issues,
        &choices_path,
        choices.len(),
        &ListSize {
            min: 2,
            too_few: msg!("check-too-few-choices", count = choices.len()),
            max: limits::MAX_CHOICES,
            what: msg!("check-what-choices"),
            advice: Some(msg!("check-advice-choice-keys")),
        },
    );
    for (i, choice) in choices.iter().enumerate() {
        require_text(
            issues,
            choices_path.index(i).key("text"),
            &choice.text,
            msg!("check-what-choice-text"),
        );
        require_text(
            issues,
            choices_path.index(i).key("feedback"),
            &choice.feedback,
            msg!("check-what-choice-feedback"),
        );
    }
    let correct = choices.iter().filter(|c| c.correct).count();
    if !choices.is_empty() && correct == 0 {
        issues.push(issue(choices_path, msg!("check-no-correct-choice")));
    } else if exactly_one && correct > 1 {
        issues.push(issue(
            choices_path,
            msg!("check-several-correct-choices", count = correct),
        ));
    }
}
