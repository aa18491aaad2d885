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

/// A small lesson whose step 2 is `predict_lines`, checked with
/// `bloomlab check`: its first problem line.
fn checked(predict_lines: &str) -> String {
    let dir = tempfile::tempdir().unwrap();
    let text = format!(
        "id: r43-check\nlang: en\ntitle: T\nsummary: S.\nsteps:\n  - title: One\n    text: An empty array.\n  - title: Two\n    text: Guess.\n{predict_lines}"
    );
    let path = dir.path().join("r43.en.yaml");
    std::fs::write(&path, text).unwrap();
    let output = bloomlab()
        .env("COLUMNS", "400")
        .args(["--lang", "en", "check"])
        .arg(&path)
        .output()
        .unwrap();
    let shown = String::from_utf8_lossy(&output.stdout).into_owned()
        + &String::from_utf8_lossy(&output.stderr);
    shown
        .lines()
        .find(|line| line.contains("r43.en.yaml:"))
        .unwrap_or_else(|| panic!("{shown}"))
        .to_owned()
}

/// en 4.4: a quote never closed was reported as an indentation problem
/// three lines lower, though authoring.md promises the opening quote;
/// en 4.5: one space missing before `question:` was reported as «a text
/// that contains ": " must be in quotes».
#[test]
fn check_points_at_the_cause_above_where_the_parser_tripped() {
    let open_quote = "    predict:\n      question: What does it answer?\n      choices:\n        - text: \"Probably present\n          correct: true\n          feedback: Both bits are 1.\n        - text: \"Definitely absent\"\n          feedback: No.\n";
    let short_indent = "    predict:\n     question: Bits 0 and 3 are 1. What does it answer?\n      choices:\n        - text: \"Probably present\"\n          correct: true\n          feedback: Both bits are 1.\n        - text: \"Definitely absent\"\n          feedback: No.\n";
    for (lines, at, words) in [
        (open_quote, "r43.en.yaml:13:17: ", "no closing `\"`"),
        (short_indent, "r43.en.yaml:11:6: ", "indented 5 spaces"),
    ] {
        let line = checked(lines);
        assert!(line.contains(at), "{line}");
        assert!(line.contains(words), "{line}");
        assert!(!line.contains("must be in quotes"), "{line}");
    }
}

/// es 6.2: `exercise new` wrote only the starter, and the starter and
/// `exercise list` sent the student to docs/exercises.md, a file of the
/// source repository. It writes the protocol beside the starter, and
/// the list points there.
#[test]
fn exercise_new_writes_the_protocol_beside_the_starter() {
    for (lang, words) in [("es", "responde `ok`"), ("en", "answer `ok`")] {
        let dir = tempfile::tempdir().unwrap();
        let folder = dir.path().join("ex1");
        let output = bloomlab()
            .args(["--lang", lang, "exercise", "new", "bloom"])
            .arg(&folder)
            .output()
            .unwrap();
        assert!(output.status.success(), "{output:?}");
        let said = String::from_utf8(output.stdout).unwrap();
        assert!(said.contains("README.md"), "{said}");
        let readme = std::fs::read_to_string(folder.join("README.md")).unwrap();
        for shown in [
            "`new M K`",
            "`sync`",
            words,
            "bloomlab grade bloom -- python3 ",
        ] {
            assert!(readme.contains(shown), "{shown}: {readme}");
        }
        let listed = bloomlab()
            .args(["--lang", lang, "exercise", "list"])
            .output()
            .unwrap();
        let listed = String::from_utf8(listed.stdout).unwrap();
        assert!(!listed.contains("docs/exercises.md"), "{listed}");
        assert!(listed.contains("README.md"), "{listed}");
    }
}
