//! serde_yaml's error messages as an instructor should read them: no
//! repeated positions, paths counted from 1 (`step 1 › text`), Rust's type
//! names in plain words, and a hint for the usual causes, each a catalogue
//! message so that it reads in every language.

use crate::i18n::Message;
use crate::msg;

/// serde_yaml's message without its trailing position, and its two
/// resource limits said plainly. `line` is the text of the line the error
/// is on: a value there that YAML reads as something other than text
/// (`*bold*`, `[draft]`, `Answer:`) gets the advice to quote it instead
/// of the usual hint.
pub(super) fn explain(err: &serde_yaml::Error, line: &str) -> Message {
    let text = plain_words(&strip_positions(&err.to_string()));
    // A tab in the indentation: YAML's own words ("violates indentation",
    // "cannot start any token") do not say what to do.
    let indentation = &line[..line.len() - line.trim_start().len()];
    if indentation.contains('\t') {
        return msg!("check-yaml-tab-indent");
    }
    let message = located(&text);
    if text.contains("found a tab character") {
        return msg!("check-yaml-tab-hint", problem = message);
    }
    // A list or number field (`positions: [0, 3]`) can be wrong for
    // reasons quoting would not mend.
    let about_a_value = [
        "expected a whole number",
        "expected a number",
        "expected true or false",
        "invalid value",
        "invalid length",
        "expected a sequence",
    ]
    .iter()
    .any(|phrase| text.contains(phrase));
    if let Some(advice) = quoting_advice(line).filter(|_| !about_a_value) {
        return msg!("check-yaml-with-advice", problem = message, advice = advice);
    }
    if text.contains("recursion limit exceeded") {
        return msg!("check-yaml-too-deep");
    }
    if text.contains("repetition limit exceeded") {
        return super::alias_bomb();
    }
    let hint = if text.contains("EOF while parsing") {
        "check-yaml-cut-short"
    } else if text.contains("mapping values are not allowed") {
        "check-yaml-colon-hint"
    } else if text.contains("found character that cannot start any token") {
        "check-yaml-token-hint"
    } else if text.contains("did not find expected key")
        || text.contains("did not find expected '-'")
    {
        "check-yaml-indent-hint"
    } else {
        return message;
    };
    Message::new(hint).arg("problem", message)
}

/// serde's message with its path (`steps[0].text: …`) written as people
/// count (`step 1 › text: …`), each part a message of its own.
fn located(text: &str) -> Message {
    let Some((path, rest)) = text.split_once(": ") else {
        return parser_message(text);
    };
    let is_path = !path.is_empty()
        && path
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '-' | '.' | '[' | ']'));
    if !is_path {
        return parser_message(text);
    }
    let mut parts = Vec::new();
    for segment in path.split('.') {
        let mut pieces = segment.split('[');
        let name = pieces.next().unwrap_or_default();
        let indexes: Vec<usize> = pieces
            .filter_map(|p| p.strip_suffix(']')?.parse().ok())
            .collect();
        match indexes.as_slice() {
            [] => parts.push(msg!("check-as-is", text = name)),
            [index, more @ ..] => {
                let one = name.strip_suffix('s').unwrap_or(name);
                parts.push(numbered(one, index + 1));
                parts.extend(more.iter().map(|i| msg!("check-path-item", n = i + 1)));
            }
        }
    }
    let path = parts
        .into_iter()
        .reduce(|head, tail| msg!("check-path-join", head = head, tail = tail))
        .unwrap_or_else(|| msg!("check-as-is", text = path));
    msg!(
        "check-yaml-at-path",
        path = path,
        problem = parser_message(rest)
    )
}

/// One numbered part of a path: `step 3`, `choice 2`.
fn numbered(word: &str, n: usize) -> Message {
    let key = match word {
        "step" => "check-path-step",
        "question" => "check-path-question",
        "choice" => "check-path-choice",
        "item" => "check-path-item",
        "op" => "check-path-op",
        "position" => "check-path-position",
        "column" => "check-path-column",
        "row" => "check-path-row",
        "value" => "check-path-value",
        "term" => "check-path-term",
        "form" => "check-path-form",
        _ => return msg!("check-path-other", word = word, n = n.to_string()),
    };
    Message::new(key).arg("n", n)
}

/// serde's and the YAML parser's own messages, which are English text
/// from the libraries: the shapes they come in, each a catalogue message
/// whose holes are kept as they are (a phrase the libraries use for a
/// type is worded too). A message of another shape is shown as it is.
pub(super) fn parser_message(text: &str) -> Message {
    if let Some(key) = FIXED.iter().find(|(english, _)| *english == text) {
        return Message::new(key.1);
    }
    let shapes: [(&str, &str, &str, &[&str]); 10] = [
        ("missing field `", "check-serde-missing-field", "`", &[]),
        (
            "unknown field `",
            "check-serde-unknown-field-one-of",
            "`, expected one of ",
            &[""],
        ),
        (
            "unknown field `",
            "check-serde-unknown-field",
            "`, expected `",
            &["`"],
        ),
        (
            "unknown value `",
            "check-serde-unknown-value-one-of",
            "`, expected one of ",
            &[""],
        ),
        (
            "unknown value `",
            "check-serde-unknown-value-or",
            "`, expected `",
            &["` or `", "`"],
        ),
        (
            "invalid type: ",
            "check-serde-invalid-type",
            ", expected ",
            &[""],
        ),
        (
            "invalid value: ",
            "check-serde-invalid-value",
            ", expected ",
            &[""],
        ),
        (
            "invalid length ",
            "check-serde-invalid-length",
            ", expected ",
            &[""],
        ),
        ("duplicate field `", "check-serde-duplicate-field", "`", &[]),
        ("EOF while parsing ", "check-serde-eof", "", &[]),
    ];
    for (start, key, first_end, rest_ends) in shapes {
        if let Some(holes) = holes(text, start, first_end, rest_ends) {
            const NAMES: [&str; 3] = ["a", "b", "c"];
            return holes
                .into_iter()
                .zip(NAMES)
                .fold(Message::new(key), |message, (hole, name)| {
                    message.arg(name, phrase(hole))
                });
        }
    }
    msg!("check-as-is", text = text)
}

/// The holes of `text` when it is `start`, a hole, `first_end`, then a
/// hole before each of `rest_ends` (the last one runs to its end, or to
/// the end of the text when it is empty). A hole may be empty (`` ` ` ``).
fn holes<'a>(
    text: &'a str,
    start: &str,
    first_end: &str,
    rest_ends: &[&str],
) -> Option<Vec<&'a str>> {
    let mut rest = text.strip_prefix(start)?;
    let mut found = Vec::new();
    let ends = std::iter::once(first_end).chain(rest_ends.iter().copied());
    let count = rest_ends.len() + 1;
    for (i, end) in ends.enumerate() {
        let hole = if i + 1 == count {
            let hole = rest.strip_suffix(end)?;
            rest = "";
            hole
        } else {
            let at = rest.find(end)?;
            let hole = &rest[..at];
            rest = &rest[at + end.len()..];
            hole
        };
        found.push(hole);
    }
    (rest.is_empty()).then_some(found)
}

/// The libraries' words for what they read or expect, worded in each
/// language; anything else (a value, a list of field names) as it is.
fn phrase(text: &str) -> Message {
    match PHRASES.iter().find(|(english, _)| *english == text) {
        Some((_, key)) => Message::new(key),
        None => msg!("check-as-is", text = text),
    }
}

/// (the libraries' phrase, its message).
const PHRASES: [(&str, &str); 13] = [
    ("true or false", "check-serde-true-or-false"),
    ("a number", "check-serde-a-number"),
    ("a whole number", "check-serde-a-whole-number"),
    ("a string", "check-serde-a-string"),
    ("a sequence", "check-serde-a-sequence"),
    ("sequence", "check-serde-sequence"),
    ("map", "check-serde-a-map"),
    ("struct Quiz", "check-serde-struct-quiz"),
    ("struct Question", "check-serde-struct-question"),
    ("struct Glossary", "check-serde-struct-glossary"),
    ("struct Term", "check-serde-struct-term"),
    ("1 number", "check-serde-one-number"),
    ("one or more numbers", "check-serde-one-or-more-numbers"),
];

/// The parser's words for a quote, a `[` or a `{` left open.
const QUOTE_LEFT_OPEN: &str = "found unexpected end of stream, while scanning a quoted scalar";
const LIST_LEFT_OPEN: &str = "did not find expected ',' or ']', while parsing a flow sequence";
const MAPPING_LEFT_OPEN: &str = "did not find expected ',' or '}', while parsing a flow mapping";

/// The parsers' messages that hold nothing but words: (English, message).
const FIXED: [(&str, &str); 12] = [
    (
        "found a tab character that violates indentation, while scanning a plain scalar",
        "check-yaml-tab-scalar",
    ),
    (
        "did not find expected key, while parsing a block mapping",
        "check-yaml-expected-key",
    ),
    (
        "did not find expected '-' indicator, while parsing a block collection",
        "check-yaml-expected-dash",
    ),
    (
        "mapping values are not allowed in this context",
        "check-yaml-no-mapping-values",
    ),
    (
        "did not find expected alphabetic or numeric character, while scanning an alias",
        "check-yaml-alias-character",
    ),
    (
        "found character that cannot start any token, while scanning for the next token",
        "check-yaml-bad-character",
    ),
    (
        "block sequence entries are not allowed in this context",
        "check-yaml-no-list-items",
    ),
    (
        "mapping keys are not allowed in this context",
        "check-yaml-no-mapping-keys",
    ),
    (
        "did not find expected comment or line break, while scanning a block scalar",
        "check-yaml-block-scalar",
    ),
    (QUOTE_LEFT_OPEN, "check-yaml-unclosed-quote"),
    (LIST_LEFT_OPEN, "check-yaml-flow-sequence"),
    (MAPPING_LEFT_OPEN, "check-yaml-flow-mapping"),
];

/// The characters that, first in a plain value, make YAML read something
/// other than text, and what it reads.
const SPECIAL_STARTS: [(char, &str); 10] = [
    ('*', "check-yaml-reads-alias"),
    ('&', "check-yaml-reads-anchor"),
    ('[', "check-yaml-reads-list"),
    ('{', "check-yaml-reads-mapping"),
    ('!', "check-yaml-reads-tag"),
    ('%', "check-yaml-reads-directive"),
    ('@', "check-yaml-reads-reserved"),
    ('`', "check-yaml-reads-reserved"),
    ('|', "check-yaml-reads-block"),
    ('>', "check-yaml-reads-folded"),
];

/// Advice to quote the value on `line`, when it starts with a character
/// YAML gives a meaning to or ends with `:`.
fn quoting_advice(line: &str) -> Option<Message> {
    let mut value = line.trim_start();
    if let Some(item) = value.strip_prefix("- ") {
        value = item.trim_start();
    }
    // `key: value`: the value is after the first `: ` of a plain key.
    let mut after_key = false;
    if let Some((key, rest)) = value.split_once(": ")
        && !key.is_empty()
        && key
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '-'))
    {
        value = rest.trim_start();
        after_key = true;
    }
    let value = value.trim_end();
    let first = value.chars().next()?;
    if first == '"' || first == '\'' || first == '#' {
        return None;
    }
    let shown: String = value.chars().take(40).collect();
    let meaning = if let Some((_, meaning)) = SPECIAL_STARTS.iter().find(|(c, _)| *c == first) {
        Some(*meaning)
    } else {
        [
            ("- ", "check-yaml-reads-list-item"),
            ("? ", "check-yaml-reads-key"),
        ]
        .iter()
        .find_map(|(start, meaning)| value.starts_with(start).then_some(*meaning))
    };
    if let Some(meaning) = meaning {
        Some(msg!(
            "check-yaml-quote-start",
            shown = shown,
            start = first.to_string(),
            meaning = Message::new(meaning)
        ))
    } else if value.len() > 1 && value.ends_with(':') && (after_key || value.contains(' ')) {
        // `steps:` or `- scene:` is a key; `- Note the size:` is text.
        Some(msg!("check-yaml-quote-colon", shown = shown))
    } else {
        None
    }
}

/// serde's names for Rust types, in words an instructor uses.
fn plain_words(text: &str) -> String {
    const WORDS: [(&str, &str); 9] = [
        (" as u128", ""),
        (" as i128", ""),
        // The field's own range is checked, and said, after parsing.
        ("expected u64", "expected a whole number"),
        ("expected u32", "expected a whole number"),
        ("expected u16", "expected a whole number"),
        ("expected u8", "expected a whole number"),
        ("expected f64", "expected a number"),
        ("expected a boolean", "expected true or false"),
        ("unknown variant", "unknown value"),
    ];
    WORDS
        .iter()
        .fold(text.to_owned(), |text, (from, to)| text.replace(from, to))
}

/// serde_yaml repeats the position inside its message ("at line 3 column
/// 5"); the error already carries it, so drop every copy.
pub(super) fn strip_positions(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some((before, _, after)) = next_position(rest) {
        out.push_str(before);
        rest = after;
    }
    out.push_str(rest);
    out
}

/// The first " at line L column C" in `text` that holds both numbers:
/// the text before it, (L, C), and the text after it.
fn next_position(text: &str) -> Option<(&str, (usize, usize), &str)> {
    const AT: &str = " at line ";
    let mut from = 0;
    while let Some(found) = text[from..].find(AT) {
        let at = from + found;
        let tail = &text[at + AT.len()..];
        let digits = tail.chars().take_while(char::is_ascii_digit).count();
        if let (Ok(line), Some(column)) = (
            tail[..digits].parse(),
            tail[digits..].strip_prefix(" column "),
        ) {
            let column_digits = column.chars().take_while(char::is_ascii_digit).count();
            if let Ok(number) = column[..column_digits].parse() {
                return Some((&text[..at], (line, number), &column[column_digits..]));
            }
        }
        from = at + AT.len();
    }
    None
}

/// What the YAML parser says when a `[`, a `{` or a quote is left open,
/// the advice for it, and what closes it (None: the quote that opened
/// it). The parser notices only where the file goes on without closing it
/// (the next key, or the end of the file), and says where it opened last
/// in its message.
const LEFT_OPEN: [(&str, &str, Option<&str>); 3] = [
    (LIST_LEFT_OPEN, "check-yaml-unclosed-list", Some("]")),
    (MAPPING_LEFT_OPEN, "check-yaml-unclosed-mapping", Some("}")),
    (QUOTE_LEFT_OPEN, "check-yaml-unclosed-text", None),
];

/// A `[`, `{` or quote left open in `source`: where it opened (line and
/// column, from 1), and the advice to close it, which says where the
/// parser noticed (`noticed`) and its words.
pub(super) fn left_open(
    err: &serde_yaml::Error,
    source: &str,
    noticed: (usize, usize),
) -> Option<(usize, usize, Message)> {
    let raw = err.to_string();
    let words = strip_positions(&raw);
    let (_, key, close) = LEFT_OPEN.iter().find(|(said, _, _)| *said == words)?;
    let (_, _, after) = next_position(&raw)?;
    let (_, opened, _) = next_position(after)?;
    let open = source
        .lines()
        .nth(opened.0.checked_sub(1)?)?
        .chars()
        .nth(opened.1.checked_sub(1)?)?;
    let close = close.map_or_else(|| open.to_string(), str::to_owned);
    let message = Message::new(key)
        .arg("open", open.to_string())
        .arg("close", close)
        .arg("line", noticed.0)
        .arg("column", noticed.1)
        .arg("problem", parser_message(&words));
    Some((opened.0, opened.1, message))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::Lang;

    #[test]
    fn serde_messages_in_plain_words() {
        let message = located(&plain_words(
            "steps[0].scene.ops[1].positions[2]: invalid value: integer `-1`, expected u64",
        ));
        assert_eq!(
            message.to_string(),
            "step 1 › scene › op 2 › position 3: invalid value: integer `-1`, expected a whole number"
        );
        let message = located(&plain_words(
            "questions[1].choices[0].correct: invalid type: string \"yes\", expected a boolean",
        ));
        assert_eq!(
            message.to_string(),
            "question 2 › choice 1 › correct: invalid type: string \"yes\", expected true or false"
        );
        assert_eq!(
            message.in_lang(Lang::Es),
            "pregunta 2 › opción 1 › correct: tipo no válido: string \"yes\"; se esperaba true o false"
        );
        assert_eq!(
            located("did not find expected key: here").to_string(),
            "did not find expected key: here"
        );
        assert_eq!(located("title: missing").to_string(), "title: missing");
    }

    #[test]
    fn texts_yaml_misreads_get_the_advice_to_quote_them() {
        let advice = |line: &str| {
            quoting_advice(line)
                .map(|m| m.to_string())
                .unwrap_or_default()
        };
        assert!(advice("    prompt: *important* thing").starts_with(
            "the text `*important* thing` starts with `*`, which YAML reads as an alias"
        ));
        assert!(advice("      - text: [draft] Is it?").contains("starts with `[`"));
        assert!(advice("      - text: Answer:").contains("`Answer:` ends with `:`"));
        assert!(advice("  - Note the size:").contains("ends with `:`"));
        assert_eq!(quoting_advice("  - scene:"), None);
        assert!(
            advice("    prompt: - a thing")
                .contains("starts with `-`, which YAML reads as a list item")
        );
        assert_eq!(quoting_advice("    prompt: \"*quoted*\""), None);
        assert_eq!(quoting_advice("    prompt: plain text"), None);
        assert_eq!(quoting_advice("    steps:"), None);
    }

    #[test]
    fn a_bracket_or_quote_left_open_is_found_where_it_opened() {
        let text = "a: 1\nb: [1, 2\nc: 3\n";
        let err = serde_yaml::from_str::<serde_yaml::Value>(text).unwrap_err();
        let (line, column, message) = left_open(&err, text, (3, 2)).unwrap();
        assert_eq!((line, column), (2, 4));
        assert!(
            message
                .to_string()
                .starts_with("this `[` starts a list that is not closed"),
            "{message}"
        );
        let text = "a: 1\nb: 'x y\n";
        let err = serde_yaml::from_str::<serde_yaml::Value>(text).unwrap_err();
        let (line, column, message) = left_open(&err, text, (3, 1)).unwrap();
        assert_eq!((line, column), (2, 4));
        assert!(message.to_string().contains("no closing `'`"), "{message}");
        let text = "a: 1\nb: [1, 2] x\n";
        let err = serde_yaml::from_str::<serde_yaml::Value>(text).unwrap_err();
        assert_eq!(left_open(&err, text, (2, 11)), None);
        assert_eq!(
            next_position("x at line 2 column 4, y at line 3"),
            Some(("x", (2, 4), ", y at line 3"))
        );
    }

    #[test]
    fn positions_are_not_repeated_in_messages() {
        assert_eq!(
            strip_positions(
                "did not find expected key at line 2 column 1, while parsing a block mapping at line 1 column 1"
            ),
            "did not find expected key, while parsing a block mapping"
        );
        assert_eq!(strip_positions("plain text"), "plain text");
    }
}
