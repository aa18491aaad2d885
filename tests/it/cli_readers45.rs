//! Reader 45 on the command line (en and es): each test fails on the
//! code before its fix.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "a test: a failed unwrap is a failed test"
)]

use crate::cli_readers48::{flat, run};

/// One whole attempt at the alternatives self-check answering question
/// `id` with `answer` (as saved) and the choices or items `ids`.
fn attempt(at: u64, id: &str, answer: &str, ids: &[usize], right: bool) -> serde_json::Value {
    serde_json::json!({
        "id": format!("a{at}"),
        "quiz_id": "bloom-alternatives-quiz",
        "lang": "en",
        "kind": "whole",
        "finished_at": at,
        "seconds_taken": 3.0,
        "score": u32::from(right),
        "max_score": 1,
        "questions": [{
            "id": id,
            "answer": answer,
            "correct": right,
            "points": u32::from(right),
            "max_points": 1,
            "choice_ids": ids,
        }],
    })
}

/// en 4.5: a select-all question answered with only «Counting filter»
/// (right, but not all) was listed «commonest wrong answers: “Counting
/// filter” ×1», one line under «“Counting filter” ✓ ×1»: the wrong set
/// reads as a set, one choice as «only “…”».
#[test]
fn summary_writes_a_wrong_set_as_a_set() {
    let dir = tempfile::tempdir().unwrap();
    let records = serde_json::json!({"version": 4, "attempts": [
        attempt(1_796_609_296, "deletes-which", "Counting filter", &[1], false),
        attempt(1_796_609_396, "deletes-which", "Xor filter | Counting filter", &[0, 1], false),
    ]});
    let file = dir.path().join("records.json");
    std::fs::write(&file, records.to_string()).unwrap();
    for (lang, said) in [
        (
            "en",
            [
                "only “Counting filter” ×1",
                "“Xor filter” + “Counting filter” ×1",
            ],
        ),
        (
            "es",
            [
                "solo «Counting filter» ×1",
                "«Xor filter» + «Counting filter» ×1",
            ],
        ),
    ] {
        let ran = run(
            lang,
            dir.path(),
            &["results", "--summary", file.to_str().unwrap()],
        );
        assert_eq!(ran.code, Some(0), "{lang}: {}", ran.stderr);
        let text = flat(&ran.stdout);
        for said in said {
            assert!(text.contains(said), "{lang}: no «{said}»:\n{}", ran.stdout);
        }
    }
}
