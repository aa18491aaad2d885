//! Reader 45 on the command line (en and es): each test fails on the
//! code before its fix.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "a test: a failed unwrap is a failed test"
)]

use std::path::Path;

use crate::cli_readers48::{flat, run};
use crate::cli_support::run_at;

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

/// `results --summary FILE` in `lang`, flattened.
fn summary_of(lang: &str, file: &Path) -> String {
    let ran = run(
        lang,
        file.parent().unwrap(),
        &["results", "--summary", file.to_str().unwrap()],
    );
    assert_eq!(ran.code, Some(0), "{lang}: {}", ran.stderr);
    flat(&ran.stdout)
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
        let text = summary_of(lang, &file);
        for said in said {
            assert!(text.contains(said), "{lang}: no «{said}»:\n{text}");
        }
    }
}

/// en 4.4: an ordering's wrong answer was written with «>» («“A binary
/// fuse filter > A counting filter > …” ×1») one line under the same
/// items joined by «→»; «>» reads as «greater than», the opposite of an
/// order by size. Both lines use «→».
#[test]
fn summary_writes_a_wrong_order_with_arrows() {
    let dir = tempfile::tempdir().unwrap();
    let order = "A binary fuse filter > A counting filter > A cuckoo filter > A standard filter";
    let records = serde_json::json!({"version": 4, "attempts": [
        attempt(1_796_609_496, "order-by-bits", order, &[0, 3, 1, 2], false),
        attempt(1_796_609_596, "order-by-bits", "", &[0, 1, 2, 3], true),
    ]});
    let file = dir.path().join("records.json");
    std::fs::write(&file, records.to_string()).unwrap();
    let arrows = "A binary fuse filter → A counting filter → A cuckoo filter → A standard filter";
    for (lang, said) in [
        ("en", format!("“{arrows}” ×1")),
        ("es", format!("«{arrows}» ×1")),
    ] {
        let text = summary_of(lang, &file);
        assert!(text.contains(&said), "{lang}: no «{said}»:\n{text}");
        assert!(!text.contains(" > "), "{lang}:\n{text}");
    }
}

/// en 4.2, es 4.6: `export nosuch --format moodle-xml` said «error: QUIZ:
/// no quiz nosuch (…)»: the argument's placeholder leaked and the id was
/// not quoted. It is worded as `bloomlab quiz nosuch` words it.
#[test]
fn export_of_an_unknown_quiz_is_worded_as_quiz_words_it() {
    let dir = tempfile::tempdir().unwrap();
    for (lang, said, leak) in [
        (
            "en",
            "no quiz file or id `nosuch`; the quiz ids are: bloom-self-check",
            "QUIZ:",
        ),
        (
            "es",
            "no hay ninguna autoevaluación ni archivo `nosuch`; las autoevaluaciones son: ",
            "AUTOEVALUACIÓN:",
        ),
    ] {
        let ran = run(
            lang,
            dir.path(),
            &["export", "nosuch", "--format", "moodle-xml"],
        );
        assert_ne!(ran.code, Some(0), "{lang}");
        let text = flat(&ran.stderr);
        assert!(text.contains(said), "{lang}: no «{said}»:\n{}", ran.stderr);
        assert!(!text.contains(leak), "{lang}:\n{}", ran.stderr);
        let quiz = run(lang, dir.path(), &["quiz", "nosuch"]);
        let quiz = flat(&quiz.stderr);
        let words = said.split(':').next().unwrap();
        assert!(quiz.contains(words), "{lang}: {quiz}");
    }
}

/// en 4.3: `--student` was «saved with each quiz attempt» in the help of
/// `grade`, `submit`, `export` and `experiment` alike, and `results`
/// «Print every recorded quiz attempt» though it prints gradings too.
/// Each command says what the name does there.
#[test]
fn each_command_says_what_student_does_there() {
    let dir = tempfile::tempdir().unwrap();
    let said = [
        ("en", "grade", "saved with the grading"),
        ("en", "submit", "the file to hand in is named after it"),
        ("en", "export", "this command does not use it"),
        ("en", "experiment", "this command does not use it"),
        ("en", "quiz", "saved with each quiz attempt"),
        ("es", "grade", "se guarda con la corrección"),
        ("es", "submit", "da nombre al archivo para entregar"),
        ("es", "export", "este comando no lo usa"),
        ("es", "experiment", "este comando no lo usa"),
        ("es", "quiz", "se guarda con cada intento de autoevaluación"),
    ];
    for (lang, command, words) in said {
        let ran = run_at(lang, 400, dir.path(), &[command, "--help"]);
        let line = ran
            .stdout
            .lines()
            .find(|line| line.contains("--student"))
            .unwrap_or_else(|| panic!("{lang} {command}:\n{}", ran.stdout));
        assert!(line.contains(words), "{lang} {command}: {line}");
    }
    for (lang, words) in [
        (
            "en",
            "Print every recorded quiz attempt and exercise grading",
        ),
        (
            "es",
            "cada intento de autoevaluación y cada corrección de ejercicio",
        ),
    ] {
        let ran = run_at(lang, 400, dir.path(), &["--help"]);
        assert!(ran.stdout.contains(words), "{lang}:\n{}", ran.stdout);
    }
}

/// es 4.7: `compare --crossover` started its lines with a bare, lower-case
/// «cuckoo gasta menos…», read as notes under a title that says «un filtro
/// cuckoo»; English had «cuckoo smaller…». Each line names the filter.
#[test]
fn the_crossover_lines_name_the_cuckoo_filter() {
    let dir = tempfile::tempdir().unwrap();
    for (lang, said) in [
        ("es", "el filtro cuckoo gasta menos desde el"),
        ("en", "a cuckoo filter uses fewer bits from"),
    ] {
        let ran = run_at(lang, 200, dir.path(), &["compare", "--crossover"]);
        assert_eq!(ran.code, Some(0), "{lang}: {}", ran.stderr);
        assert!(ran.stdout.contains(said), "{lang}:\n{}", ran.stdout);
        assert!(
            !ran.stdout
                .lines()
                .any(|line| line.trim_start().starts_with("cuckoo")),
            "{lang}:\n{}",
            ran.stdout
        );
    }
}
