//! Two causes of a YAML syntax error that lie above where the parser
//! noticed it, found by reading the lines up to there: a quote opened and
//! not closed on its line (the parser reads on to the next quote and
//! trips lines later: reader 43, en 4.4), and a key indented as no other
//! key in the file is (one space short, read as part of the value above:
//! reader 43, en 4.5).

use crate::i18n::Message;

/// The parser's messages about the file's shape, which such a cause
/// produces; a wrong value's type or an unknown field is not one.
const SHAPE_ERRORS: [&str; 5] = [
    "did not find expected",
    "mapping values are not allowed",
    "block sequence entries are not allowed",
    "while parsing",
    "while scanning",
];

/// Where the cause of `problem` (the parser's words, noticed at line and
/// column `noticed`) is, above or at that line of `source`, and what to
/// say: (line, column, message), or None when no such cause is found.
pub(super) fn cause_above(
    source: &str,
    noticed: (usize, usize),
    words: &str,
    problem: Message,
) -> Option<(usize, usize, Message)> {
    if !SHAPE_ERRORS.iter().any(|shape| words.contains(shape)) {
        return None;
    }
    let lines: Vec<&str> = source.lines().take(noticed.0).collect();
    // A tab in the indentation has a message of its own.
    if lines
        .iter()
        .any(|line| line[..line.len() - line.trim_start().len()].contains('\t'))
    {
        return None;
    }
    let with_problem = |message: Message| {
        message
            .arg("line", noticed.0)
            .arg("column", noticed.1)
            .arg("problem", problem.clone())
    };
    if let Some((line, column, quote)) = unclosed_quote(&lines) {
        let message =
            Message::new("check-yaml-unclosed-text-above").arg("close", quote.to_string());
        return Some((line, column, with_problem(message)));
    }
    let (line, spaces) = lonely_indent(source, noticed.0)?;
    let message = Message::new("check-yaml-indent-alone").arg("spaces", spaces);
    Some((line, spaces + 1, with_problem(message)))
}

/// The value of a `key: value`, `- value` or `- key: value` line, and the
/// column it starts at (0-based, in characters).
fn value_of(line: &str) -> (usize, &str) {
    let indent = line.len() - line.trim_start_matches(' ').len();
    let mut rest = &line[indent..];
    let mut at = indent;
    if let Some(item) = rest.strip_prefix("- ") {
        at += 2;
        rest = item;
    }
    if let Some(colon) = key_length(rest) {
        let after = &rest[colon + 1..];
        let value = after.trim_start_matches(' ');
        at += colon + 1 + (after.len() - value.len());
        rest = value;
    }
    (line[..at].chars().count(), rest)
}

/// The length of a plain key (`text`, `correct`) at the start of
/// `text` when a `:` and a space or the line's end follow it.
fn key_length(text: &str) -> Option<usize> {
    let length = text
        .chars()
        .take_while(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '-'))
        .count();
    let after = text.get(length..)?;
    (length > 0 && (after == ":" || after.starts_with(": "))).then_some(length)
}

/// The first line (1-based) whose value opens a quote that the line does
/// not close, the quote's column (1-based) and the quote.
fn unclosed_quote(lines: &[&str]) -> Option<(usize, usize, char)> {
    let mut in_block = None;
    for (index, line) in lines.iter().enumerate() {
        let indent = line.len() - line.trim_start_matches(' ').len();
        if line.trim().is_empty() {
            continue;
        }
        // The lines of a `|` or `>` block are text, not values.
        match in_block {
            Some(block) if indent > block => continue,
            _ => in_block = None,
        }
        let (column, value) = value_of(line);
        if value.starts_with(['|', '>']) {
            in_block = Some(indent);
            continue;
        }
        let quote = match value.chars().next() {
            Some(quote @ ('"' | '\'')) => quote,
            _ => continue,
        };
        let inside = &value[1..];
        let closed = if quote == '"' {
            let mut escaped = false;
            inside.chars().any(|c| {
                let closes = c == '"' && !escaped;
                escaped = c == '\\' && !escaped;
                closes
            })
        } else {
            inside.replace("''", "").contains('\'')
        };
        if !closed {
            return Some((index + 1, column + 1, quote));
        }
    }
    None
}

/// A key on the line the parser noticed at, or on one of the two lines
/// above it, at a column no other key in the file starts at (after a
/// `- `, a list item's key is two columns further in), with a value on
/// its line and the next key further in, as if it were a child: YAML
/// reads that next key as part of the value. Its line (1-based) and the
/// spaces it is indented by.
fn lonely_indent(source: &str, noticed: usize) -> Option<(usize, usize)> {
    let keys: Vec<(usize, usize, usize, bool)> = source
        .lines()
        .enumerate()
        .filter_map(|(index, line)| {
            let indent = line.len() - line.trim_start_matches(' ').len();
            let rest = &line[indent..];
            let (spaces, rest) = match rest.strip_prefix("- ") {
                Some(item) => (indent + 2, item),
                None => (indent, rest),
            };
            let value = value_of(line).1.trim_end();
            let opens = value.is_empty() || value.starts_with(['|', '>']);
            key_length(rest).map(|_| (index + 1, spaces, indent, opens))
        })
        .collect();
    let alone = |spaces: usize| keys.iter().filter(|key| key.1 == spaces).count() == 1;
    // The first such key: the cause comes before what it makes the
    // parser trip on.
    keys.windows(2)
        .filter(|pair| pair[0].0 <= noticed && pair[0].0 + 2 >= noticed)
        .find(|pair| alone(pair[0].1) && !pair[0].3 && pair[1].1 > pair[0].1)
        .map(|pair| (pair[0].0, pair[0].2))
        .or_else(|| {
            // Or the key the parser noticed at, one column off the key
            // above it and not its child: `text: |` at 3 under `- title:`
            // at 4, or `title:` at 5 under `text: …` at 4, which the parser
            // reads as text and reports with words about quoting (reader
            // 45, en 6.2).
            keys.windows(2)
                .find(|pair| {
                    let (above, key) = (pair[0], pair[1]);
                    let child = key.1 > above.1 && above.3;
                    key.0 == noticed && alone(key.1) && key.1.abs_diff(above.1) == 1 && !child
                })
                .map(|pair| (pair[1].0, pair[1].2))
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cause(text: &str) -> Option<(usize, usize, String)> {
        let err = serde_yaml::from_str::<serde_yaml::Value>(text).unwrap_err();
        let at = err.location().map(|l| (l.line(), l.column()))?;
        let words = super::super::messages::strip_positions(&err.to_string());
        cause_above(text, at, &words, crate::msg!("check-as-is", text = "…"))
            .map(|(line, column, message)| (line, column, message.to_string()))
    }

    /// en 4.4: an unclosed quote was reported as an indentation problem
    /// three lines lower; en 4.5: one space missing before `question:`
    /// was reported as a text with ": " to put in quotes.
    #[test]
    fn the_cause_above_is_pointed_at() {
        let quote = "steps:\n  - choices:\n      - text: \"Probably present\n        correct: true\n        feedback: Both are 1.\n      - text: \"Definitely absent\"\n        feedback: No.\n";
        let indent = "steps:\n  - title: T\n    predict:\n     question: Bits 0 and 3 are 1. What then?\n      choices:\n        - text: yes\n      answer: 1\n    text: x\n";
        for (text, at, words) in [
            (quote, (3, 15), "no closing `\"`"),
            (indent, (4, 6), "indented 5 spaces"),
        ] {
            let (line, column, message) = cause(text).expect("a cause");
            assert_eq!((line, column), at, "{message}");
            assert!(message.contains(words), "{message}");
        }
    }

    /// Reader 45 (en 6.2): `text: |` indented 3 where its sibling
    /// `title:` has 4 was told «the text `|` starts with `|` … put the
    /// whole text in quotes: "|"», and `title:` indented 5 under `text:`
    /// at 4 «a text that contains ": " must be in quotes», where
    /// docs/authoring.md promises the key and «indent it like the keys
    /// beside it». The reader's two files, as `check` reads them.
    #[test]
    fn a_key_one_space_off_its_sibling_is_pointed_at() {
        let b6 = "# My lesson\nid: b6\nlang: en\ntitle: B6\nsummary: S.\nsteps:\n  - title: One\n   text: |\n     An empty array.\n  - title: Two\n    text: Guess.\n";
        let b3 = "id: b3\nlang: en\ntitle: B3\nsummary: S.\nsteps:\n  - text: An empty array.\n     title: One\n  - title: Two\n    text: Guess.\n";
        for (text, at, words) in [
            (b6, (8, 4), "indented 3 spaces"),
            (b3, (7, 6), "indented 5 spaces"),
        ] {
            let (line, column, message) = cause(text).expect("a cause");
            assert_eq!((line, column), at, "{message}");
            assert!(message.contains(words), "{message}");
            assert!(
                message.contains("indent it like the keys beside it"),
                "{message}"
            );
        }
        // A key one column further in under a key that opens a block is
        // its child, not a misplaced sibling: no cause is made up.
        let child = "steps:\n  - title: T\n    predict:\n     question: a: b\n";
        assert_eq!(cause(child), None);
    }

    #[test]
    fn a_quote_closed_on_its_line_or_in_a_block_is_not_a_cause() {
        let lines = [
            "title: \"a \\\" quote\"",
            "text: |",
            "  \"not a value",
            "other: 'it''s'",
        ];
        assert_eq!(unclosed_quote(&lines), None);
    }
}
