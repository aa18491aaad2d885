//! Every number a student reads in the shipped course either comes from
//! the code, as a `{{ EXPR }}` value computed when the file loads, or is
//! listed with where it comes from in
//! `tests/course_numbers/<lessons|quizzes>.<stem>.<lang>.yaml`:
//!
//! ```yaml
//! - value: "12"
//!   source: input — the 12-bit example array
//! - value: "2020"
//!   source: fact — year of Graf & Lemire's xor filter paper
//! ```
//!
//! A literal number that is in neither place fails, naming the file, the
//! line and the number, and so does a listed number the file no longer
//! contains. A result of a formula or of a measurement by bloomlab belongs
//! in `{{ }}`, not in a list: a list is for inputs (an example's sizes, a
//! step number), facts (a year, a published constant) and the digits of
//! notation (the 2 of (ln 2)²).

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "a test: a failed unwrap is a failed test (clippy.toml's allow-unwrap-in-tests misses the helpers of integration tests)"
)]

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use bloomlab::content::shipped_files;
use serde::Deserialize;
use yaml_rust2::parser::{Event, Parser};

/// The fields whose text a student reads, in lessons and quizzes.
const READ_FIELDS: &[&str] = &[
    "title",
    "summary",
    "section",
    "text",
    "question",
    "feedback",
    "explanation",
    "reveal",
    "header",
    "rows",
    "note",
    "why",
    "prompt",
    "hint",
    "if_true",
    "if_false",
    "description",
    "unit",
    "items",
];

/// One entry of a list of literal numbers.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct Listed {
    value: String,
    source: String,
}

/// A literal number found in a file: as written, and on which line.
#[derive(Debug, PartialEq)]
struct Found {
    value: String,
    line: usize,
}

/// `text` without its inline values (`{{ … }}`); `\{{` is a literal `{{`
/// and stays.
fn without_inline_values(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find("{{") {
        if rest[..at].ends_with('\\') {
            out.push_str(&rest[..at + 2]);
            rest = &rest[at + 2..];
            continue;
        }
        out.push_str(&rest[..at]);
        out.push(' ');
        match rest[at..].find("}}") {
            Some(end) => rest = &rest[at + end + 2..],
            None => return out,
        }
    }
    out.push_str(rest);
    out
}

const SUPERSCRIPTS: &str = "⁰¹²³⁴⁵⁶⁷⁸⁹⁻";

fn is_space(c: char) -> bool {
    matches!(c, ' ' | '\u{a0}' | '\u{202f}')
}

fn digits_from(chars: &[char], mut i: usize) -> usize {
    while i < chars.len() && chars[i].is_ascii_digit() {
        i += 1;
    }
    i
}

/// Where the exponent that starts at `i` ends, or None when there is none:
/// superscripts (10⁻¹⁵), `^7`, `^−8`, `^(−8)`.
fn exponent_end(chars: &[char], i: usize) -> Option<usize> {
    let at = |j: usize| chars.get(j).copied();
    if at(i).is_some_and(|c| SUPERSCRIPTS.contains(c)) {
        let mut j = i;
        while at(j).is_some_and(|c| SUPERSCRIPTS.contains(c)) {
            j += 1;
        }
        return Some(j);
    }
    if at(i) != Some('^') {
        return None;
    }
    let (mut j, paren) = if at(i + 1) == Some('(') {
        (i + 2, true)
    } else {
        (i + 1, false)
    };
    if matches!(at(j), Some('-' | '−' | '+')) {
        j += 1;
    }
    if !at(j).is_some_and(|c| c.is_ascii_digit()) {
        return None;
    }
    j = digits_from(chars, j);
    if paren {
        if at(j) != Some(')') {
            return None;
        }
        j += 1;
    }
    Some(j)
}

/// Where the number that starts at `start` (a digit) ends.
fn number_end(chars: &[char], start: usize) -> usize {
    let at = |j: usize| chars.get(j).copied();
    let digit_at = |j: usize| at(j).is_some_and(|c| c.is_ascii_digit());
    let mut i = digits_from(chars, start);
    // Thousands in groups of three, after a space (10 000, 1 000 000).
    let mut group = i - start;
    loop {
        if group <= 3
            && at(i).is_some_and(is_space)
            && (1..=3).all(|d| digit_at(i + d))
            && !digit_at(i + 4)
        {
            i += 4;
            group = 3;
        } else {
            break;
        }
    }
    // A decimal mark or English grouping, then digits (0.82, 0,82, 10,000).
    while matches!(at(i), Some('.' | ',')) && digit_at(i + 1) {
        i = digits_from(chars, i + 1);
    }
    // Scientific: 1.37·10⁻¹⁵, 3 × 10^6, 1e-4.
    let mut j = i;
    while at(j).is_some_and(is_space) {
        j += 1;
    }
    if matches!(at(j), Some('·' | '×')) {
        let mut k = j + 1;
        while at(k).is_some_and(is_space) {
            k += 1;
        }
        if at(k) == Some('1')
            && at(k + 1) == Some('0')
            && let Some(end) = exponent_end(chars, k + 2)
        {
            return with_percent(chars, end);
        }
    }
    if matches!(at(i), Some('e' | 'E')) {
        let sign = usize::from(matches!(at(i + 1), Some('-' | '−' | '+')));
        if digit_at(i + 1 + sign)
            && !at(digits_from(chars, i + 1 + sign)).is_some_and(char::is_alphabetic)
        {
            return with_percent(chars, digits_from(chars, i + 1 + sign));
        }
    }
    // A power: 10^7, 0.7^7, 2³.
    if let Some(end) = exponent_end(chars, i) {
        return with_percent(chars, end);
    }
    // A fraction of two numbers: 1/256, 3/12 (not 8/2^f: that is 8 over
    // a power, read as two numbers).
    if at(i) == Some('/') && digit_at(i + 1) {
        let mut end = digits_from(chars, i + 1);
        while matches!(at(end), Some('.' | ',')) && digit_at(end + 1) {
            end = digits_from(chars, end + 1);
        }
        let next = at(end);
        if !next.is_some_and(|c| c == '^' || c.is_alphanumeric() || SUPERSCRIPTS.contains(c)) {
            return with_percent(chars, end);
        }
    }
    with_percent(chars, i)
}

/// `end`, moved past a following " %" or "%".
fn with_percent(chars: &[char], end: usize) -> usize {
    match chars.get(end) {
        Some('%') => end + 1,
        Some(&c) if is_space(c) && chars.get(end + 1) == Some(&'%') => end + 2,
        _ => end,
    }
}

/// The literal numbers of a text, as a student reads them: `10^7`,
/// `1,37·10⁻¹⁵`, `0,82 %`, `10 000`, `10,000`, `1/256`. Digits that are
/// part of a word (log2, xor8, h1) are not numbers, and neither is
/// anything inside `{{ }}`. A no-break space is read as a space.
fn numbers(text: &str) -> Vec<String> {
    let text = without_inline_values(text);
    let chars: Vec<char> = text.chars().collect();
    let mut found = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        if !chars[i].is_ascii_digit() {
            i += 1;
            continue;
        }
        if i > 0 && (chars[i - 1].is_alphabetic() || chars[i - 1] == '_') {
            while i < chars.len() && (chars[i].is_alphanumeric() || chars[i] == '_') {
                i += 1;
            }
            continue;
        }
        let end = number_end(&chars, i);
        let value: String = chars[i..end].iter().collect();
        found.push(value.replace(['\u{a0}', '\u{202f}'], " "));
        i = end;
    }
    found
}

/// Whether `line` has `number` written in it, not as part of a longer
/// number or a word (the 2 of 12, of 0.2 or of log2).
fn has_number(line: &str, number: &str) -> bool {
    line.match_indices(number).any(|(at, _)| {
        let before = line[..at].chars().next_back();
        let after = line[at + number.len()..].chars().next();
        !before.is_some_and(|c| c.is_alphanumeric() || c == '.' || c == ',')
            && !after.is_some_and(|c| c.is_ascii_digit())
    })
}

/// Every literal number in the read fields of a YAML file, with its line.
fn numbers_in_file(source: &str) -> Result<Vec<Found>, String> {
    enum Frame {
        Map { pending: Option<String> },
        Seq { field: Option<String> },
    }
    let lines: Vec<String> = source
        .lines()
        .map(|line| line.replace(['\u{a0}', '\u{202f}'], " "))
        .collect();
    let mut parser = Parser::new_from_str(source);
    let mut stack: Vec<Frame> = Vec::new();
    let mut found = Vec::new();
    loop {
        let (event, mark) = parser.next_token().map_err(|err| {
            format!(
                "{}:{}: {}",
                err.marker().line(),
                err.marker().col() + 1,
                err.info()
            )
        })?;
        // The key this node is the value of (or the nearest one above a list).
        let mut field = None;
        let mut is_key = false;
        if matches!(
            event,
            Event::Scalar(..) | Event::SequenceStart(..) | Event::MappingStart(..)
        ) {
            match stack.last_mut() {
                Some(Frame::Map { pending }) => match pending.take() {
                    Some(key) => field = Some(key),
                    None => {
                        is_key = true;
                        if let Event::Scalar(key, ..) = &event {
                            *pending = Some(key.clone());
                        } else {
                            *pending = Some(String::new());
                        }
                    }
                },
                Some(Frame::Seq { field: above }) => field = above.clone(),
                None => {}
            }
        }
        match event {
            Event::Scalar(value, ..)
                if !is_key && field.as_deref().is_some_and(|f| READ_FIELDS.contains(&f)) =>
            {
                let first = mark.line().max(1);
                let span = value.lines().count() + 2;
                for number in numbers(&value) {
                    let line = (first..first + span)
                        .find(|&l| {
                            lines
                                .get(l - 1)
                                .is_some_and(|text| has_number(text, &number))
                        })
                        .unwrap_or(first);
                    found.push(Found {
                        value: number,
                        line,
                    });
                }
            }
            Event::MappingStart(..) => stack.push(Frame::Map { pending: None }),
            Event::SequenceStart(..) => stack.push(Frame::Seq { field }),
            Event::MappingEnd | Event::SequenceEnd => {
                stack.pop();
            }
            Event::StreamEnd => break,
            _ => {}
        }
    }
    Ok(found)
}

/// What is wrong between a file's numbers and its list: a number neither
/// computed nor listed (at its line), a listed number the file no longer
/// has, an entry listed twice or with no source.
fn mismatches(file: &str, list_name: &str, found: &[Found], listed: &[Listed]) -> Vec<String> {
    let mut problems = Vec::new();
    let mut values: BTreeMap<&str, &Listed> = BTreeMap::new();
    for entry in listed {
        if values.insert(entry.value.as_str(), entry).is_some() {
            problems.push(format!("{list_name}: «{}» is listed twice", entry.value));
        }
        if entry.source.trim().is_empty() {
            problems.push(format!("{list_name}: «{}» has no source", entry.value));
        }
    }
    let mut reported = BTreeSet::new();
    for number in found {
        if !values.contains_key(number.value.as_str()) && reported.insert(&number.value) {
            problems.push(format!(
                "{file}:{}: the number «{}» is neither a {{{{ }}}} value nor listed in {list_name}",
                number.line, number.value
            ));
        }
    }
    let present: BTreeSet<&str> = found.iter().map(|n| n.value.as_str()).collect();
    for value in values.keys().filter(|v| !present.contains(*v)) {
        problems.push(format!(
            "{list_name}: lists «{value}», which {file} no longer contains"
        ));
    }
    problems
}

/// The list a shipped file's numbers are checked against:
/// `lessons/bloom.en.yaml` → `tests/course_numbers/lessons.bloom.en.yaml`.
fn list_name(path: &str) -> Option<String> {
    let (folder, file) = path.split_once('/')?;
    let stem = file
        .strip_suffix(".yaml")
        .or_else(|| file.strip_suffix(".yml"))?;
    let (name, lang) = stem.rsplit_once('.')?;
    Some(format!("tests/course_numbers/{folder}.{name}.{lang}.yaml"))
}

#[test]
fn every_number_in_the_course_is_computed_or_listed() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut problems = Vec::new();
    let mut checked = 0;
    for (path, text) in shipped_files() {
        let document: serde_yaml::Value =
            serde_yaml::from_str(text).unwrap_or_else(|e| panic!("{path}: {e}"));
        // Lessons and quizzes; a glossary is neither.
        if document.get("steps").is_none() && document.get("questions").is_none() {
            continue;
        }
        checked += 1;
        let Some(list_name) = list_name(path) else {
            problems.push(format!("{path}: not named NAME.LANG.yaml"));
            continue;
        };
        let listed: Vec<Listed> = match std::fs::read_to_string(root.join(&list_name)) {
            Ok(list) => serde_yaml::from_str(&list).unwrap_or_else(|e| panic!("{list_name}: {e}")),
            Err(_) => {
                problems.push(format!(
                    "{path}: no list of its literal numbers ({list_name})"
                ));
                continue;
            }
        };
        let found = numbers_in_file(text).unwrap_or_else(|e| panic!("{path}:{e}"));
        problems.extend(mismatches(path, &list_name, &found, &listed));
    }
    assert!(checked >= 12, "{checked} lessons and quizzes");
    assert!(
        problems.is_empty(),
        "A number from a formula or a measurement belongs in {{{{ }}}}; an input or a fact goes in the file's list, with its source:\n{}",
        problems.join("\n")
    );
}

#[test]
fn the_number_scan_reads_numbers_as_students_do() {
    let cases: &[(&str, &[&str])] = &[
        ("10^7 elements", &["10^7"]),
        ("at most 1.37·10⁻¹⁵ × m", &["1.37·10⁻¹⁵"]),
        ("como mucho 1,37·10⁻¹⁵ × m", &["1,37·10⁻¹⁵"]),
        ("3 × 10^6 keys", &["3 × 10^6"]),
        ("unos 0,82 %", &["0,82 %"]),
        ("unos 0,82\u{a0}%", &["0,82 %"]),
        (
            "10 000 claves y 1\u{a0}000\u{a0}000",
            &["10 000", "1 000 000"],
        ),
        ("10,000 keys", &["10,000"]),
        ("a rate of 1/256.", &["1/256"]),
        ("(3/12)² = 0.0625", &["3/12", "0.0625"]),
        ("at most 8/2^f: f ≈ log2(8/p)", &["8", "2", "8"]),
        ("xor8, binary-fuse16, h1 and log2", &[]),
        ("{{ bits_per_element(0.01) | 2 }} bits", &[]),
        ("a literal \\{{ 3 }}", &["3"]),
        ("bits 2, 7 and 10.", &["2", "7", "10"]),
        ("(Putze et al., 2007). Then", &["2007"]),
        ("0.7^7 ≈ 8 %", &["0.7^7", "8 %"]),
        ("2³ = 8", &["2³", "8"]),
        ("e^(−0.7) and 2^(−8)", &["0.7", "2^(−8)"]),
        ("`compare --p 1e-4`", &["1e-4"]),
        ("4-bit counters, 4+ bits", &["4", "4"]),
        ("a {n} and {p}", &[]),
    ];
    for (text, expected) in cases {
        assert_eq!(numbers(text), *expected, "in «{text}»");
    }
}

#[test]
fn a_list_must_match_its_file_both_ways() {
    let source = "id: x\nlang: en\nsteps:\n  - title: Step 1\n    text: |\n      Twelve bits: 12, and {{ 9.585 | 2 }}.\n\n      About 4.8 more.\n    experiment:\n      n: 100000\n";
    let found = numbers_in_file(source).unwrap();
    assert_eq!(
        found,
        vec![
            Found {
                value: "1".into(),
                line: 4
            },
            Found {
                value: "12".into(),
                line: 6
            },
            Found {
                value: "4.8".into(),
                line: 8
            },
        ]
    );
    let listed = vec![
        Listed {
            value: "1".into(),
            source: "input — the step number".into(),
        },
        Listed {
            value: "12".into(),
            source: "input — the example array".into(),
        },
        Listed {
            value: "19.2".into(),
            source: "".into(),
        },
    ];
    let problems = mismatches("x.en.yaml", "list.yaml", &found, &listed);
    assert_eq!(
        problems,
        vec![
            "list.yaml: «19.2» has no source".to_owned(),
            "x.en.yaml:8: the number «4.8» is neither a {{ }} value nor listed in list.yaml"
                .to_owned(),
            "list.yaml: lists «19.2», which x.en.yaml no longer contains".to_owned(),
        ]
    );
    assert_eq!(
        list_name("quizzes/structures.es.yaml").as_deref(),
        Some("tests/course_numbers/quizzes.structures.es.yaml")
    );
}
