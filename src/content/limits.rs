//! What a lesson or quiz may hold: as much as a course needs, and no more
//! than the screens can show and the checker can work out quickly. Each is
//! stated in docs/authoring.md; going over one is an error at the first
//! item too many, naming the limit.

use crate::i18n::Message;
use crate::msg;

/// Choices of a question or a predict prompt: the keys 1 to 9 pick them.
pub const MAX_CHOICES: usize = 9;
/// Questions in one quiz.
pub const MAX_QUESTIONS: usize = 500;
/// Steps in one lesson.
pub const MAX_STEPS: usize = 500;
/// Parameters of one calculated question (a formula reads at most three;
/// the others are only shown).
pub const MAX_PARAMETERS: usize = 10;
/// Numbers in one parameter's `values` list.
pub const MAX_VALUES: usize = 50;
/// Characters in one text field (a title, a paragraph, a choice, a word).
pub const MAX_TEXT_CHARS: usize = 4000;
/// Operations in one scene: the screen lists one line for each.
pub const MAX_SCENE_OPS: usize = 50;
/// Operations in all the scenes of a lesson together.
pub const MAX_LESSON_OPS: usize = 1000;
/// Words in a scene's array at once (added and not removed): the lesson
/// lists, for each bit a lookup finds set, the words that set it.
pub const MAX_SCENE_WORDS: usize = 50;
/// Characters in a word a scene adds, looks up or removes.
pub(crate) const MAX_WORD_CHARS: usize = 40;
/// Positions in one list (`clear`, a highlight's `bits`): no more than
/// the largest array has.
pub(crate) const MAX_POSITIONS: usize = super::lesson::MAX_SCENE_M as usize;
/// A table's columns and rows.
pub const MAX_TABLE_COLUMNS: usize = 8;
pub const MAX_TABLE_ROWS: usize = 50;

/// The message for a limit passed: `too many choices: 12, the limit is 9
/// (the keys 1 to 9 pick them)`.
pub(crate) fn too_many(what: &Message, count: usize, max: usize, why: Option<&Message>) -> Message {
    let message = match why {
        Some(why) => msg!("check-too-many-because", why = why),
        None => msg!("check-too-many"),
    };
    message
        .arg("what", what)
        .arg("count", count.to_string())
        .arg("limit", max.to_string())
}

/// The message for a text field over [`MAX_TEXT_CHARS`], or None.
pub(crate) fn text_too_long(what: &Message, text: &str) -> Option<Message> {
    // Bytes first: most texts are far below the limit in bytes too.
    if text.len() <= MAX_TEXT_CHARS {
        return None;
    }
    let chars = text.chars().count();
    (chars > MAX_TEXT_CHARS).then(|| {
        msg!(
            "check-text-too-long",
            what = what,
            count = chars.to_string(),
            limit = MAX_TEXT_CHARS.to_string()
        )
    })
}
