//! A quiz's `partial_credit`: multiple-choice questions graded by Moodle's
//! rule (each right choice +1/r of the points, each wrong one −1/w, at
//! least 0, rounded down to whole points), checked by `bloomlab check`,
//! and carried into the summary's random guess score.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "a test: a failed unwrap is a failed test (clippy.toml's allow-unwrap-in-tests misses the helpers of integration tests)"
)]

use crate::cli_support;

use std::collections::BTreeMap;

use bloomlab::content::{Answer, Document, Source, parse_document};
use bloomlab::lang::Lang;
use bloomlab::records::summary::random_guess;
use cli_support::bloomlab;

fn quiz(partial: &str, points: u32) -> String {
    format!(
        "id: partial\nlang: en\ntitle: Partial\n{partial}questions:\n  - id: many\n    type: multiple\n    prompt: Which?\n    points: {points}\n    choices:\n      - text: A\n        correct: true\n        feedback: a\n      - text: B\n        correct: true\n        feedback: b\n      - text: C\n        correct: true\n        feedback: c\n      - text: D\n        feedback: d\n      - text: E\n        feedback: e\n    explanation: Three are right.\n"
    )
}

fn parse(text: &str) -> Result<Document, String> {
    let source = Source::from_bytes("partial.en.yaml", text.as_bytes().to_vec()).unwrap();
    parse_document(&source).map_err(|errors| {
        let lines: Vec<String> = errors
            .iter()
            .map(|e| format!("{}: {}", e.line, e.in_lang(Lang::En)))
            .collect();
        lines.join("\n")
    })
}

#[test]
fn multiple_choice_earns_part_of_the_points_by_moodles_rule() {
    let Document::Quiz(loaded) = parse(&quiz("partial_credit: true\n", 3)).unwrap() else {
        panic!("a quiz");
    };
    let question = &loaded.quiz.questions[0];
    let grade =
        |picked: &[usize]| question.grade(&Answer::Choices(picked.to_vec()), &BTreeMap::new());
    // r = 3, w = 2, 3 points.
    assert_eq!(grade(&[0, 1, 2]).points, 3);
    assert!(grade(&[0, 1, 2]).correct);
    assert_eq!(grade(&[0, 1]).points, 2, "2/3 of 3");
    assert!(!grade(&[0, 1]).correct);
    assert_eq!(grade(&[0]).points, 1, "1/3 of 3");
    assert_eq!(
        grade(&[0, 1, 2, 3]).points,
        1,
        "1 − 1/2 of 3 = 1.5, rounded down"
    );
    assert_eq!(grade(&[0, 3]).points, 0, "1/3 − 1/2 < 0: nothing");
    assert_eq!(grade(&[3, 4]).points, 0);
    // Moodle's random guess score for several right answers: r/c.
    assert!((random_guess(question) - 3.0 / 5.0).abs() < 1e-12);

    // Without it, the same question is all or nothing, and a random
    // guess of three choices is right once in C(5, 3) = 10.
    let Document::Quiz(plain) = parse(&quiz("", 3)).unwrap() else {
        panic!("a quiz");
    };
    let question = &plain.quiz.questions[0];
    let grade =
        |picked: &[usize]| question.grade(&Answer::Choices(picked.to_vec()), &BTreeMap::new());
    assert_eq!(grade(&[0, 1]).points, 0);
    assert_eq!(grade(&[0, 1, 2]).points, 3);
    assert!((random_guess(question) - 0.1).abs() < 1e-12);
}

#[test]
fn check_refuses_partial_credit_that_cannot_apply() {
    let too_few = parse(&quiz("partial_credit: true\n", 2)).unwrap_err();
    assert!(
        too_few.contains("at least a point per right choice"),
        "{too_few}"
    );
    let none = parse(
        "id: p\nlang: en\ntitle: P\npartial_credit: true\nquestions:\n  - id: t\n    type: true-false\n    prompt: True?\n    answer: true\n    if_true: Yes.\n    if_false: No.\n    explanation: It is.\n",
    )
    .unwrap_err();
    assert!(none.contains("partial_credit"), "{none}");
    // And through the command, with the file's line.
    let root = tempfile::tempdir().unwrap();
    let file = root.path().join("partial.en.yaml");
    std::fs::write(&file, quiz("partial_credit: true\n", 1)).unwrap();
    let output = bloomlab()
        .args(["check", file.to_str().unwrap()])
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(!output.status.success(), "{stdout}");
    assert!(stdout.contains("partial.en.yaml:9:"), "{stdout}");
}
