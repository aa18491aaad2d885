//! Reader 43's items (es and en) that are behaviour, not wording: each
//! test fails on the code before its fix.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "a test: a failed unwrap is a failed test"
)]

use crate::cli_support::bloomlab;

/// A records file with one grading of the `bloom` exercise that took
/// `seconds`, its nine checks all passed.
fn one_grading(dir: &std::path::Path, seconds: f64) {
    let checks: Vec<_> = (0..9)
        .map(|i| {
            serde_json::json!({
                "id": format!("check-{i}"), "answer": "ok", "correct": true,
                "points": 1, "max_points": 1
            })
        })
        .collect();
    let records = serde_json::json!({
        "version": 4,
        "attempts": [{
            "id": "g-1", "quiz_id": "bloom", "lang": "es", "finished_at": 1796588966u64,
            "seconds_taken": seconds, "score": 9, "max_score": 9, "kind": "exercise",
            "questions": checks
        }]
    });
    std::fs::write(dir.join("records.json"), records.to_string()).unwrap();
}

/// es 5.4: `grade` printed «Tiempo: 0,156 s» and `results` listed the
/// same run «en 0 s»: a grading's time is listed as `grade` wrote it.
#[test]
fn results_lists_a_gradings_time_as_grade_wrote_it() {
    let dir = tempfile::tempdir().unwrap();
    one_grading(dir.path(), 0.156);
    let data = dir.path().to_str().unwrap();
    for (lang, time) in [("es", "en 0,156 s"), ("en", "in 0.156 s")] {
        let output = bloomlab()
            .env("COLUMNS", "200")
            .env("TZ", "UTC")
            .args(["--lang", lang, "--data-dir", data, "results"])
            .output()
            .unwrap();
        assert!(output.status.success(), "{output:?}");
        let shown = String::from_utf8(output.stdout).unwrap();
        assert!(shown.contains(time), "{shown}");
    }
}
