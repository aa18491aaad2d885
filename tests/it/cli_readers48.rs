//! Readers 48 on the command line: `results --summary`'s wrong answers,
//! `check`'s advice on an unclosed bracket or quote, and the Rust
//! starter's one hash computation per key.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "a test: a failed unwrap is a failed test"
)]

use std::path::Path;

use crate::cli_support::{Ran, run_at};

/// `bloomlab --lang LANG ARGS` at 80 columns, results kept in `data`.
fn run(lang: &str, data: &Path, args: &[&str]) -> Ran {
    run_at(lang, 80, data, args)
}

/// `text` with every run of white space one space, so that a phrase
/// wrapped over two lines is found.
fn flat(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// One attempt at `can-delete` (the choices' places are the file's: 0
/// «Plain Bloom filter», 1 «Counting filter», …).
fn attempt(id: &str, kind: &str, at: u64, answer: &str, ids: &[usize]) -> serde_json::Value {
    let right = ids == [1, 2, 3];
    serde_json::json!({
        "id": id,
        "quiz_id": "bloom-self-check",
        "lang": "en",
        "kind": kind,
        "finished_at": at,
        "seconds_taken": 3.0,
        "score": u32::from(right),
        "max_score": 1,
        "questions": [{
            "id": "can-delete",
            "answer": answer,
            "correct": right,
            "points": u32::from(right),
            "max_points": 1,
            "choice_ids": ids,
        }],
    })
}

/// Item 1: a question missed in the whole attempt and then got right in
/// a review from My results was reported «wrong in every attempt: [1,2]
/// Plain Bloom filter | Counting filter ×1». It is wrong 1 of 2 times;
/// «wrong in every attempt» is said only when no answer was right; and
/// the choices are named by their text, not by their places in the file
/// (which the shuffled options a student saw do not follow).
#[test]
fn summary_says_wrong_in_every_attempt_only_when_it_was() {
    let dir = tempfile::tempdir().unwrap();
    let wrong = "Plain Bloom filter | Counting filter";
    let right = "Counting filter | Cuckoo filter | Hash set";
    let reviewed = dir.path().join("reviewed.json");
    let records = serde_json::json!({"version": 4, "attempts": [
        attempt("a1", "whole", 1_796_609_296, wrong, &[0, 1]),
        attempt("a2", "review", 1_796_609_396, right, &[1, 2, 3]),
    ]});
    std::fs::write(&reviewed, records.to_string()).unwrap();
    let missed = dir.path().join("missed.json");
    let records = serde_json::json!({"version": 4, "attempts": [
        attempt("b1", "whole", 1_796_609_296, wrong, &[0, 1]),
        attempt("b2", "review", 1_796_609_396, wrong, &[0, 1]),
    ]});
    std::fs::write(&missed, records.to_string()).unwrap();
    for (lang, some, always, never) in [
        (
            "en",
            "wrong 1 of 2 times (retries and reviews included); commonest wrong answers: Plain Bloom filter | Counting filter ×1",
            "wrong in every attempt (2 answers, retries and reviews included): Plain Bloom filter | Counting filter ×2",
            "wrong in every attempt",
        ),
        (
            "es",
            "fallada 1 de 2 veces (con repeticiones y repasos); respuestas incorrectas más frecuentes: Plain Bloom filter | Counting filter ×1",
            "fallada en todos los intentos (2 respuestas, con repeticiones y repasos): Plain Bloom filter | Counting filter ×2",
            "en todos los intentos",
        ),
    ] {
        for (file, said, unsaid) in [(&reviewed, some, Some(never)), (&missed, always, None)] {
            let ran = run(
                lang,
                dir.path(),
                &["results", "--summary", file.to_str().unwrap()],
            );
            assert_eq!(ran.code, Some(0), "{lang}: {}", ran.stderr);
            let text = flat(&ran.stdout);
            assert!(text.contains(said), "{lang}: no «{said}»:\n{}", ran.stdout);
            if let Some(unsaid) = unsaid {
                assert!(!text.contains(unsaid), "{lang}:\n{}", ran.stdout);
            }
            assert!(!text.contains("[1,2]"), "{lang}:\n{}", ran.stdout);
            let widest = ran.stdout.lines().map(|l| l.chars().count()).max();
            assert!(widest <= Some(80), "{lang}:\n{}", ran.stdout);
        }
    }
}
