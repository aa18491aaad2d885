//! serde_yaml's error messages as an instructor should read them: no
//! repeated positions, paths counted from 1 (`step 1 › text`), Rust's type
//! names in plain words, and a hint for the usual causes.

/// serde_yaml's message without its trailing position, and its two
/// resource limits said plainly. `line` is the text of the line the error
/// is on: a value there that YAML reads as something other than text
/// (`*bold*`, `[draft]`, `Answer:`) gets the advice to quote it instead
/// of the usual hint.
pub(super) fn explain(err: &serde_yaml::Error, line: &str) -> String {
    let text = plain_words(&humanize_path(&strip_positions(&err.to_string())));
    // A tab in the indentation: YAML's own words ("violates indentation",
    // "cannot start any token") do not say what to do.
    let indentation = &line[..line.len() - line.trim_start().len()];
    if indentation.contains('\t') {
        return TAB_INDENT.to_owned();
    }
    if text.contains("found a tab character") {
        return format!("{text} ({TAB_HINT})");
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
        return format!("{text}: {advice}");
    }
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
        return format!("{text} ({TAB_HINT}; text starting with @ or ` needs quotes)");
    }
    if text.contains("did not find expected key") || text.contains("did not find expected '-'") {
        return format!("{text} (check the indentation of this line against the lines above)");
    }
    text
}

/// A line indented with a tab.
const TAB_INDENT: &str =
    "this line is indented with a tab, which YAML does not allow: indent with spaces";
/// What to do about a tab elsewhere.
const TAB_HINT: &str = "indent with spaces: YAML does not allow tabs";

/// The characters that, first in a plain value, make YAML read something
/// other than text, and what it reads.
const SPECIAL_STARTS: [(char, &str); 10] = [
    ('*', "an alias (a reference to an `&anchor`)"),
    ('&', "an anchor"),
    ('[', "a list"),
    ('{', "a mapping"),
    ('!', "a tag"),
    ('%', "a directive"),
    ('@', "a reserved character"),
    ('`', "a reserved character"),
    ('|', "a block of text"),
    ('>', "a folded block of text"),
];

/// Advice to quote the value on `line`, when it starts with a character
/// YAML gives a meaning to or ends with `:`.
fn quoting_advice(line: &str) -> Option<String> {
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
    let reading = if let Some((c, meaning)) = SPECIAL_STARTS.iter().find(|(c, _)| *c == first) {
        format!("starts with `{c}`, which YAML reads as {meaning}")
    } else if let Some(meaning) = [("- ", "a list item"), ("? ", "a key")]
        .iter()
        .find_map(|(start, meaning)| value.starts_with(start).then_some(meaning))
    {
        format!("starts with `{first}`, which YAML reads as {meaning}")
    } else if value.len() > 1 && value.ends_with(':') && (after_key || value.contains(' ')) {
        // `steps:` or `- scene:` is a key; `- Note the size:` is text.
        "ends with `:`, which YAML reads as a key".to_owned()
    } else {
        return None;
    };
    Some(format!(
        "the text `{shown}` {reading}; put the whole text in quotes: \"{shown}\" (or \
         'like this' if it holds double quotes)"
    ))
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
    fn texts_yaml_misreads_get_the_advice_to_quote_them() {
        let advice = |line: &str| quoting_advice(line).unwrap_or_default();
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
