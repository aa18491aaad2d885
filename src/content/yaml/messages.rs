//! serde_yaml's error messages as an instructor should read them: no
//! repeated positions, paths counted from 1 (`step 1 › text`), Rust's type
//! names in plain words, and a hint for the usual causes.

/// serde_yaml's message without its trailing position, and its two
/// resource limits said plainly.
pub(super) fn explain(err: &serde_yaml::Error) -> String {
    let text = plain_words(&humanize_path(&strip_positions(&err.to_string())));
    if text.contains("recursion limit exceeded") {
        return "nested too deeply (more than 128 levels): no lesson or quiz needs that".into();
    }
    if text.contains("repetition limit exceeded") {
        return "anchors and aliases (&, *) expand to too much data: write the content out instead"
            .into();
    }
    if text.contains("EOF while parsing") {
        return format!("{text}: the file ends in the middle of a value (is it cut short?)");
    }
    if text.contains("mapping values are not allowed") {
        return format!("{text} (a text that contains \": \" must be in quotes: \"like: this\")");
    }
    if text.contains("found character that cannot start any token") {
        return format!(
            "{text} (indent with spaces: YAML does not allow tabs; text starting with @ or ` needs quotes)"
        );
    }
    if text.contains("did not find expected key") || text.contains("did not find expected '-'") {
        return format!("{text} (check the indentation of this line against the lines above)");
    }
    text
}

/// serde_yaml starts a message with a 0-based path (`steps[0].text: …`);
/// write it as people count: `step 1 › text: …`.
fn humanize_path(text: &str) -> String {
    let Some((path, rest)) = text.split_once(": ") else {
        return text.to_owned();
    };
    let is_path = !path.is_empty()
        && path
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '-' | '.' | '[' | ']'));
    if !is_path || !path.contains(['[', '.']) {
        return text.to_owned();
    }
    let mut parts = Vec::new();
    for segment in path.split('.') {
        let mut pieces = segment.split('[');
        let name = pieces.next().unwrap_or_default();
        let indexes: Vec<usize> = pieces
            .filter_map(|p| p.strip_suffix(']')?.parse().ok())
            .collect();
        match indexes.as_slice() {
            [] => parts.push(name.to_owned()),
            [index, more @ ..] => {
                let one = name.strip_suffix('s').unwrap_or(name);
                parts.push(format!("{one} {}", index + 1));
                parts.extend(more.iter().map(|i| format!("item {}", i + 1)));
            }
        }
    }
    format!("{}: {rest}", parts.join(" › "))
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
fn strip_positions(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find(" at line ") {
        out.push_str(&rest[..at]);
        let tail = &rest[at + " at line ".len()..];
        let digits = tail.chars().take_while(char::is_ascii_digit).count();
        let after_line = &tail[digits..];
        match after_line.strip_prefix(" column ") {
            Some(column) if digits > 0 => {
                let column_digits = column.chars().take_while(char::is_ascii_digit).count();
                rest = &column[column_digits..];
            }
            _ => {
                out.push_str(" at line ");
                rest = tail;
            }
        }
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn serde_messages_in_plain_words() {
        assert_eq!(
            plain_words(&humanize_path(
                "steps[0].scene.ops[1].positions[2]: invalid value: integer `-1`, expected u64"
            )),
            "step 1 › scene › op 2 › position 3: invalid value: integer `-1`, expected a whole number"
        );
        assert_eq!(
            plain_words(&humanize_path(
                "questions[1].choices[0].correct: invalid type: string \"yes\", expected a boolean"
            )),
            "question 2 › choice 1 › correct: invalid type: string \"yes\", expected true or false"
        );
        assert_eq!(
            humanize_path("did not find expected key: here"),
            "did not find expected key: here"
        );
        assert_eq!(humanize_path("title: missing"), "title: missing");
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
