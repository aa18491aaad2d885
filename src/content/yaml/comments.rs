//! Prose that YAML silently cuts short: an unquoted text followed by
//! ` #…` ends there, the rest read as a comment. Found while the event
//! pass reads the file, with the file's text looked up by line and column.

/// Fields whose value is prose: a ` #` in them starts a YAML comment, which
/// silently drops the rest of the sentence.
const PROSE_FIELDS: [&str; 18] = [
    "title",
    "summary",
    "description",
    "section",
    "text",
    "reveal",
    "question",
    "prompt",
    "hint",
    "explanation",
    "feedback",
    "if_true",
    "if_false",
    "note",
    "why",
    "unit",
    "header",
    "rows",
];

/// An unquoted prose value followed on its line by ` #…`: the reader meant
/// `#1 rule` as text, YAML took it as a comment. `field` is the nearest key
/// (`text`, or `header` for a table's cells).
pub(super) fn cut_by_comment(
    lines: &mut LineIndex,
    field: &str,
    value: &str,
    (line, column): (usize, usize),
) -> Option<crate::i18n::Message> {
    if !PROSE_FIELDS.contains(&field) || value.contains('\n') {
        return None;
    }
    let rest = lines.from(line, column)?.strip_prefix(value)?;
    let comment = rest.trim_start();
    (comment.starts_with('#') && rest.len() > comment.len()).then(|| {
        crate::msg!(
            "check-cut-by-comment",
            comment = comment.trim_end(),
            field = field,
            value = value
        )
    })
}

/// The text of a file by line and column, found without rescanning the
/// file: where each line starts, and the last place looked at (the parser
/// reports nodes in order, so the next one is usually further on the same
/// line).
pub(super) struct LineIndex<'a> {
    text: &'a str,
    starts: Vec<usize>,
    /// (line, column, byte offset) of the last lookup.
    cursor: (usize, usize, usize),
}

impl<'a> LineIndex<'a> {
    pub(super) fn new(text: &'a str) -> Self {
        let mut starts = vec![0];
        starts.extend(text.match_indices('\n').map(|(at, _)| at + 1));
        Self {
            text,
            starts,
            cursor: (0, 0, 0),
        }
    }

    /// The rest of 1-based `line` from 1-based (character) `column`,
    /// without its line break.
    fn from(&mut self, line: usize, column: usize) -> Option<&'a str> {
        let start = *self.starts.get(line.checked_sub(1)?)?;
        let end = self
            .starts
            .get(line)
            .map_or(self.text.len(), |next| next - 1);
        let raw = self.text.get(start..end)?;
        let raw = raw.strip_suffix('\r').unwrap_or(raw);
        let column = column.checked_sub(1)?;
        let (mut at_column, mut at_byte) = match self.cursor {
            (l, c, b) if l == line && c <= column => (c, b - start),
            _ => (0, 0),
        };
        let mut chars = raw.get(at_byte..)?.chars();
        while at_column < column {
            at_byte += chars.next()?.len_utf8();
            at_column += 1;
        }
        self.cursor = (line, column, start + at_byte);
        raw.get(at_byte..)
    }
}
