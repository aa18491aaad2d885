//! Checks on text that the course tests and the screen tests share: a
//! decimal point between digits in Spanish text, and the terms the
//! glossary (docs/glossary.md) retires.

#![allow(dead_code, reason = "each test crate uses only some of the checks")]
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "test helpers: a failed unwrap is a failed test"
)]

use std::path::Path;

/// Where a text has a decimal point between two digits (`9.6`), outside
/// code spans (`` `9.6` ``), as (the digits around it, the text).
pub(crate) fn decimal_points(text: &str) -> Vec<String> {
    let mut found = Vec::new();
    for (index, span) in text.split('`').enumerate() {
        if index % 2 == 1 {
            continue; // inside a code span
        }
        let chars: Vec<char> = span.chars().collect();
        for i in 1..chars.len().saturating_sub(1) {
            if chars[i] == '.' && chars[i - 1].is_ascii_digit() && chars[i + 1].is_ascii_digit() {
                let from = i.saturating_sub(12);
                let to = (i + 12).min(chars.len());
                found.push(chars[from..to].iter().collect());
            }
        }
    }
    found
}

/// The terms the glossary retires, read from its table's last column.
pub(crate) fn retired_terms() -> Vec<String> {
    let glossary =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/glossary.md"))
            .expect("docs/glossary.md");
    let mut terms = Vec::new();
    for line in glossary.lines() {
        let cells: Vec<&str> = line.split('|').map(str::trim).collect();
        // | idea | Spanish | English | Retired | → 6 pieces with the ends.
        if cells.len() == 6 && !cells[1].starts_with("Idea") && !cells[1].starts_with("---") {
            terms.extend(
                cells[4]
                    .split(", ")
                    .filter(|term| !term.is_empty())
                    .map(str::to_owned),
            );
        }
    }
    terms
}

/// Where `term` occurs in `text` as a whole word or phrase (no letter
/// touching it on either side, and a number in it not going on: "sobre 0"
/// is not in "sobre 0,05"), case aside.
pub(crate) fn has_term(text: &str, term: &str) -> bool {
    let text = text.to_lowercase().replace('\u{a0}', " ");
    let term = term.to_lowercase();
    text.match_indices(&term).any(|(at, _)| {
        let before = text[..at].chars().next_back();
        let mut after = text[at + term.len()..].chars();
        let next = after.next();
        let number_goes_on = term.ends_with(|c: char| c.is_ascii_digit())
            && matches!(next, Some(',' | '.'))
            && after.next().is_some_and(|c| c.is_ascii_digit());
        !before.is_some_and(char::is_alphanumeric)
            && !next.is_some_and(char::is_alphanumeric)
            && !number_goes_on
    })
}
