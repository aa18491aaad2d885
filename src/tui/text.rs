//! Small helpers for interface text: wrapping, percentages, parameter
//! names. The interface's words themselves are in the Fluent catalogues
//! (see [`crate::i18n`]).

use crate::lang::Lang;

pub(crate) use crate::units::count;

/// Split `text` into lines of at most `width` characters, keeping words
/// whole where possible. Blank lines separate paragraphs; single line
/// breaks inside a paragraph are reflowed, except before list items
/// (`- `, `• `, `1. `), which keep their own line.
pub(crate) fn wrap(text: &str, width: usize) -> Vec<String> {
    let width = width.max(1);
    let mut lines = Vec::new();
    for (index, paragraph) in text.trim().split("\n\n").enumerate() {
        let paragraph = paragraph.trim_matches('\n');
        if index > 0 {
            lines.push(String::new());
        }
        let mut logical: Vec<String> = Vec::new();
        for raw in paragraph.lines() {
            let trimmed = raw.trim();
            let item = item_marker(trimmed).is_some();
            match logical.last_mut() {
                Some(last) if !item && !trimmed.is_empty() => {
                    last.push(' ');
                    last.push_str(trimmed);
                }
                _ => logical.push(trimmed.to_owned()),
            }
        }
        for line in logical {
            // A list item's later lines start under its text, not under
            // its marker.
            let indent = item_marker(&line).filter(|&m| m * 2 < width).unwrap_or(0);
            lines.extend(wrap_line(&line, width, indent));
        }
    }
    lines
}

/// Words to wrap at: split at ASCII spaces only (no-break spaces hold
/// numbers together), and keep a short parenthesis whole, so a formula
/// such as `e^(−ln 2)` never breaks inside.
fn words(text: &str) -> Vec<String> {
    let mut words: Vec<String> = Vec::new();
    let mut depth = 0i32;
    for piece in text.split(' ').filter(|w| !w.is_empty()) {
        let joined = words
            .last_mut()
            .filter(|w| depth > 0 && w.chars().count() < 24);
        if let Some(last) = joined {
            last.push('\u{a0}');
            last.push_str(piece);
        } else {
            words.push(piece.to_owned());
        }
        depth += piece.matches('(').count() as i32 - piece.matches(')').count() as i32;
        depth = depth.max(0);
    }
    words
}

/// The width of a list item's marker with its space ("- ", "• ", "12. "),
/// or None for a line that is not an item.
fn item_marker(line: &str) -> Option<usize> {
    if line.starts_with("- ") || line.starts_with("• ") {
        return Some(2);
    }
    line.split_once(". ")
        .filter(|(n, _)| !n.is_empty() && n.len() <= 3 && n.chars().all(|c| c.is_ascii_digit()))
        .map(|(n, _)| n.len() + 2)
}

/// Relations that keep a name and its value on one line: "n = 20 000 000".
fn is_relation(word: &str) -> bool {
    matches!(word, "=" | "≈" | "≤" | "≥" | "<" | ">" | "≠")
}

/// The words in units that should stay on one line: a relation with the
/// words on either side of it.
fn units(text: &str) -> Vec<Vec<String>> {
    let mut units: Vec<Vec<String>> = Vec::new();
    let mut glue_next = false;
    for word in words(text) {
        let relation = is_relation(&word);
        match units.last_mut() {
            Some(last) if relation || glue_next => last.push(word),
            _ => units.push(vec![word]),
        }
        glue_next = relation;
    }
    units
}

/// Lines of at most `width` characters; lines after the first start with
/// `indent` spaces (a list item's hanging indent).
fn wrap_line(text: &str, width: usize, indent: usize) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    let mut line = String::new();
    let mut length = 0;
    // Where a new line starts: its indent, and the room after it.
    let fresh = |lines: &Vec<String>| {
        if lines.is_empty() {
            (String::new(), width)
        } else {
            (" ".repeat(indent), width - indent)
        }
    };
    let mut room = width;
    let place = |word: &str,
                 lines: &mut Vec<String>,
                 line: &mut String,
                 length: &mut usize,
                 room: &mut usize| {
        let word_length = word.chars().count();
        if *length > 0 && *length + 1 + word_length > *room {
            lines.push(std::mem::take(line));
            let (start, left) = fresh(lines);
            *line = start;
            *room = left;
            *length = 0;
        }
        if word_length > *room {
            // A word longer than the line: cut it.
            let mut chars: Vec<char> = word.chars().collect();
            while chars.len() > *room {
                if *length > 0 {
                    lines.push(std::mem::take(line));
                    let (start, left) = fresh(lines);
                    *line = start;
                    *room = left;
                    *length = 0;
                }
                let piece: String = chars.drain(..*room).collect();
                line.push_str(&piece);
                lines.push(std::mem::take(line));
                let (start, left) = fresh(lines);
                *line = start;
                *room = left;
            }
            line.push_str(&chars.into_iter().collect::<String>());
            *length = line.chars().count() - (width - *room);
            return;
        }
        if *length > 0 {
            line.push(' ');
            *length += 1;
        }
        line.push_str(word);
        *length += word_length;
    };
    for unit in units(text) {
        let joined = unit.join(" ");
        let joined_length = joined.chars().count();
        if length > 0
            && length + 1 + joined_length > room
            && joined_length <= room.min(width - indent)
        {
            // The unit fits on a line of its own: start one.
            lines.push(std::mem::take(&mut line));
            let (start, left) = fresh(&lines);
            line = start;
            room = left;
            length = 0;
        }
        for word in &unit {
            place(word, &mut lines, &mut line, &mut length, &mut room);
        }
    }
    lines.push(line);
    lines
}

/// A core error in the screen's words: parameters by the names the screens
/// use (n, p, m, k, the memory cap…), not by the command line's flags.
pub(crate) fn param_error(err: &crate::ParamError, lang: Lang) -> String {
    use crate::Param;
    err.message_with(|param| match param {
        Param::N => "n".to_owned(),
        Param::P => "p".to_owned(),
        Param::M => "m".to_owned(),
        Param::K => "k".to_owned(),
        Param::MaxMemory => crate::t!(lang, "words-param-memory-cap"),
        Param::Precision => crate::t!(lang, "words-param-precision"),
        Param::Confidence => crate::t!(lang, "words-param-confidence"),
        Param::MaxQueries => crate::t!(lang, "words-param-query-cap"),
        Param::Trials => crate::t!(lang, "words-param-fresh-filters"),
        Param::Threads => crate::t!(lang, "words-param-threads"),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::units::number;

    #[test]
    fn wrapping_keeps_paragraphs_and_words() {
        let lines = wrap("one two three four\n\nfive", 9);
        assert_eq!(lines, vec!["one two", "three", "four", "", "five"]);
        assert_eq!(
            wrap("a b\nc d\n- e\n- f", 20),
            vec!["a b c d", "- e", "- f"]
        );
        assert_eq!(wrap("abcdefghij", 4), vec!["abcd", "efgh", "ij"]);
        assert_eq!(count(Lang::Es, 10_000_000), "10\u{a0}000\u{a0}000");
        assert_eq!(number(Lang::En, 1.5), "1.5");
        assert_eq!(number(Lang::En, 9.6), "9.6");
        assert_eq!(number(Lang::En, 445_705.0), "445,705");
        assert_eq!(number(Lang::Es, 0.0500), "0.05");
        assert_eq!(number(Lang::En, 1.2e-5), "0.000012");
        assert_eq!(number(Lang::En, 1e-4), "0.0001");
        assert_eq!(number(Lang::En, 3.5e-9), "3.500e-9");
        let lines: Vec<String> = wrap("p = (1 − e^(−ln 2)) now", 16)
            .iter()
            .map(|l| l.replace('\u{a0}', " "))
            .collect();
        assert_eq!(lines, vec!["p =", "(1 − e^(−ln 2))", "now"]);
        // A number stays with its name; a list item's lines hang under
        // its text.
        let number = "n = 20\u{a0}000\u{a0}000";
        let lines = wrap(&format!("los elementos son {number} claves"), 24);
        assert_eq!(lines[0], "los elementos son");
        assert!(lines[1].starts_with("n = 20"), "{lines:?}");
        assert_eq!(
            wrap("- one two three four five\n12. six seven eight nine", 12),
            vec![
                "- one two",
                "  three four",
                "  five",
                "12. six",
                "    seven",
                "    eight",
                "    nine"
            ]
        );
    }

    #[test]
    fn core_errors_name_fields_not_flags() {
        let err = crate::ParamError::out_of_range(crate::Param::MaxQueries, 0, 100, 1000);
        assert!(err.to_string().starts_with("--max-queries"));
        let shown = super::param_error(&err, Lang::Es);
        assert!(shown.starts_with("máximo de consultas:"), "{shown}");
        assert!(!shown.contains("--"), "{shown}");
    }
}
