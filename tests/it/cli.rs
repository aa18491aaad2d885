//! The command line as a user meets it: real output, and one clear line
//! with exit code 2 for every kind of bad input.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "a test: a failed unwrap is a failed test (clippy.toml's allow-unwrap-in-tests misses the helpers of integration tests)"
)]

use crate::cli_support;

use cli_support::{bloomlab, rejects, rejects_in_one_line};
use predicates::prelude::*;

#[test]
fn probability_outside_zero_one_or_nan() {
    for p in ["0", "1", "1.5", "-0.1", "150%", "NaN", "nan", "inf", "abc"] {
        rejects(&["size", "--n", "1000", "--p", p], "--p", "0 and 1");
    }
}

#[test]
fn zero_n_m_k() {
    rejects(&["size", "--n", "0", "--p", "0.01"], "--n", "from 1 to");
    rejects(&["size", "--n", "1000", "--m", "0"], "--m", "from 1 to");
    rejects(
        &["size", "--n", "1000", "--p", "0.01", "--k", "0"],
        "--k",
        "from 1 to 64",
    );
    rejects(
        &["size", "--n", "1000", "--p", "0.01", "--k", "65"],
        "--k",
        "from 1 to 64",
    );
    rejects(&["size", "--n", "-5", "--p", "0.01"], "--n", "whole number");
    rejects(
        &["size", "--n", "1000", "--m", "12XB"],
        "--m",
        "unknown unit",
    );
    rejects(&["table", "--theory", "--n", "0"], "--n", "from 1 to");
}

#[test]
fn inconsistent_or_missing_givens() {
    rejects(
        &["size", "--n", "1000", "--p", "0.01", "--m", "1000"],
        "--m",
        "needs at least 9,586 bits",
    );
    rejects(
        &["size", "--n", "1000"],
        "--p",
        "give at least two of --n, --p and --m",
    );
    rejects(&["size"], "--n", "give at least two");
    rejects(
        &["size", "--m", "10", "--p", "1e-9"],
        "--m",
        "cannot hold even one element",
    );
}

#[test]
fn filters_over_the_memory_cap() {
    rejects(
        &["size", "--n", "1e12", "--p", "0.0001"],
        "--m",
        "memory cap of 4 GiB",
    );
    rejects(
        &[
            "size",
            "--n",
            "10000000",
            "--p",
            "0.01",
            "--max-memory",
            "1MiB",
        ],
        "--m",
        "memory cap of 1 MiB",
    );
    rejects(
        &["table", "--theory", "--max-memory", "10MB"],
        "--m",
        "--max-memory",
    );
    rejects(
        &["size", "--n", "1000", "--p", "0.01", "--max-memory", "0"],
        "--max-memory",
        "at least 1 byte",
    );
}

#[test]
fn size_solves_from_n_and_p() {
    bloomlab()
        .args(["size", "--n", "10000000", "--p", "1%"])
        .assert()
        .success()
        .stdout(predicate::str::contains("95,850,584 bits"))
        .stdout(predicate::str::contains("k (hash functions)  7"))
        .stdout(predicate::str::contains("11.98 MB"));
}

#[test]
fn size_json_has_the_documented_keys() {
    let output = bloomlab()
        .args(["size", "--m", "64KiB", "--p", "0.01", "--format", "json"])
        .output()
        .unwrap();
    assert!(output.status.success());
    let json: serde_json::Value = serde_json::from_slice(&output.stdout).unwrap();
    for key in [
        "n",
        "m_bits",
        "k",
        "memory_bytes",
        "bits_per_element",
        "fp_predicted",
        "fp_exact",
    ] {
        assert!(json.get(key).is_some(), "missing {key}: {json}");
    }
    assert_eq!(json["m_bits"], 524_288);
    assert_eq!(json["k"], 7);
}

#[test]
fn theory_table_reproduces_the_course() {
    let output = bloomlab()
        .args(["table", "--theory", "--format", "json"])
        .output()
        .unwrap();
    assert!(output.status.success());
    let json: serde_json::Value = serde_json::from_slice(&output.stdout).unwrap();
    let rows = json["rows"].as_array().unwrap();
    let expected = [
        (0.1, 4.8, 3, 6.0),
        (0.01, 9.6, 7, 12.0),
        (0.001, 14.4, 10, 18.0),
        (0.0001, 19.2, 13, 24.0),
    ];
    assert_eq!(rows.len(), 4);
    for (row, (target, bits, k, megabytes)) in rows.iter().zip(expected) {
        assert_eq!(row["fp_target"].as_f64(), Some(target));
        assert!((row["bits_per_element"].as_f64().unwrap() - bits).abs() < 0.05);
        assert_eq!(row["k"], k);
        assert!((row["memory_bytes"].as_f64().unwrap() / 1e6 - megabytes).abs() < 0.05);
        for key in ["m_bits", "fp_predicted", "fp_exact"] {
            assert!(row.get(key).is_some(), "missing {key}");
        }
    }

    bloomlab()
        .args(["table", "--theory", "--format", "csv", "--n", "1000"])
        .assert()
        .success()
        .stdout(predicate::str::starts_with(
            "fp_target,bits_per_element,k,m_bits,memory_bytes,fp_predicted,fp_exact\n",
        ))
        .stdout(predicate::str::contains("\n0.01,9.586,7,9586,"));
}

#[test]
fn check_reports_file_line_column_and_exit_codes() {
    let root = env!("CARGO_MANIFEST_DIR");
    bloomlab()
        .args([
            "check",
            &format!("{root}/lessons"),
            &format!("{root}/quizzes"),
        ])
        .assert()
        .code(0)
        .stdout(predicate::str::contains("0 with problems"));
    let bad = format!("{root}/tests/fixtures/content/invalid/position-outside.yaml");
    bloomlab()
        .args([
            "check",
            &bad,
            &format!("{root}/tests/fixtures/content/valid"),
        ])
        .assert()
        .code(1)
        .stdout(predicate::str::contains(format!(
            "{bad}:13:22: position 12 is outside the array: positions go from 0 to 11 (m = 12)"
        )))
        .stdout(predicate::str::contains(
            "4 files checked: 3 valid, 1 with problems",
        ));
    bloomlab()
        .args(["check", "/no/such/place.yaml"])
        .assert()
        .code(1)
        .stdout(predicate::str::contains(
            "/no/such/place.yaml: no such file or folder",
        ));
    // An empty folder is a problem, and no file was checked.
    let empty = tempfile::tempdir().unwrap();
    bloomlab()
        .args(["check", empty.path().to_str().unwrap()])
        .assert()
        .code(1)
        .stdout(predicate::str::contains(
            "no .yaml or .yml files in this folder",
        ))
        .stdout(predicate::str::contains("No file checked: 1 problem"));
    // The valid fixtures are in one language each: warnings, exit 0.
    bloomlab()
        .args(["check", &format!("{root}/tests/fixtures/content/valid")])
        .assert()
        .code(0)
        .stdout(predicate::str::contains("warning: "))
        .stdout(predicate::str::contains("has no Spanish version"))
        .stdout(predicate::str::contains("(0 problems, 3 warnings)"));
    bloomlab().arg("check").assert().code(2);
}

#[test]
fn results_exports_recorded_attempts() {
    let dir = tempfile::tempdir().unwrap();
    let records = bloomlab::records::Records {
        version: bloomlab::records::FORMAT_VERSION,
        attempts: vec![bloomlab::records::QuizAttempt {
            id: "attempt-1".into(),
            quiz_id: "bloom-self-check".into(),
            lang: "en".into(),
            finished_at: 1_796_025_600,
            seconds_taken: 61.0,
            score: 1,
            max_score: 2,
            questions: vec![
                bloomlab::records::AnsweredQuestion {
                    id: "guarantee".into(),
                    answer: "No false negatives".into(),
                    correct: true,
                    points: 1,
                    max_points: 1,
                    ..Default::default()
                },
                bloomlab::records::AnsweredQuestion {
                    id: "delete".into(),
                    answer: "true".into(),
                    correct: false,
                    points: 0,
                    max_points: 1,
                    ..Default::default()
                },
            ],
            ..Default::default()
        }],
        lessons: Vec::new(),
    };
    bloomlab::records::save_records(dir.path(), &records).unwrap();
    let data_dir = dir.path().to_str().unwrap();
    let output = bloomlab()
        .args(["results", "--format", "csv", "--data-dir", data_dir])
        .output()
        .unwrap();
    assert!(output.status.success());
    let csv = String::from_utf8(output.stdout).unwrap();
    assert_eq!(csv.lines().count(), 3, "{csv}");
    assert!(
        csv.lines()
            .nth(2)
            .unwrap()
            .contains(",delete,true,false,0,1"),
        "{csv}"
    );
    let output = bloomlab()
        .args(["results", "--format", "json"])
        .env("BLOOMLAB_DATA_DIR", data_dir)
        .output()
        .unwrap();
    let json: serde_json::Value = serde_json::from_slice(&output.stdout).unwrap();
    assert_eq!(json["version"], bloomlab::records::FORMAT_VERSION);
    // Text is for people: their time zone (a POSIX rule here, so no time
    // zone database is needed). CSV stays in UTC.
    let output = bloomlab()
        .args(["results", "--data-dir", data_dir])
        .env("TZ", "CET-1CEST,M3.5.0,M10.5.0/3")
        .output()
        .unwrap();
    let text = String::from_utf8(output.stdout).unwrap();
    // Local times need no zone named (reader 83, es 4.1); the quiz by its
    // title.
    assert!(!text.contains("times in"), "{text}");
    // The score under the title where the whole does not fit (reader 40,
    // en 1.7).
    assert!(
        text.contains(
            "2026-11-30 09:00  Bloom filters, self-check (id:\u{a0}bloom-self-check)\u{a0}[en]\n                  1/2"
        ),
        "{text}"
    );
    assert!(
        csv.contains("2026-11-30T08:00:00Z,bloom-self-check"),
        "{csv}"
    );
    assert_eq!(json["attempts"][0]["score"], 1);
    // A broken records file is an error that says which file, and exit 1.
    std::fs::write(dir.path().join("records.json"), "{").unwrap();
    let output = bloomlab()
        .args(["results", "--data-dir", data_dir])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("records.json cannot be read"), "{stderr}");
    assert!(
        dir.path().join("records.json").exists(),
        "export never moves files"
    );
}

/// Every bad number names its flag and what is allowed.
#[test]
fn bad_numbers_say_what_is_allowed() {
    for (args, expected) in [
        (
            &["table", "--seed", "-1"][..],
            "must be a whole number from 0 to",
        ),
        (
            &["table", "--seed", "1.5"][..],
            "must be a whole number from 0 to",
        ),
        (
            &["table", "--n", "-1"][..],
            "expected a whole number, 0 or more",
        ),
        (&["table", "--n", "1e30"][..], "\"1e30\" is too large"),
        (&["table", "--confidence", "0"][..], "such as 0.95 or 99%"),
    ] {
        let output = bloomlab().args(args).output().unwrap();
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(
            stderr.contains(args[1]) && stderr.contains(expected),
            "{args:?}: {stderr}"
        );
    }
}

/// `--theory` measures nothing, so measurement flags are refused with it
/// rather than ignored; `--hashing` picks the probes of the measured table.
#[test]
fn table_theory_refuses_measurement_flags() {
    let output = bloomlab()
        .args(["table", "--theory", "--seed", "5"])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.contains("'--theory' cannot be used with '--seed"),
        "{stderr}"
    );
    let output = bloomlab()
        .args([
            "table",
            "--n",
            "10",
            "--hashing",
            "independent",
            "--format",
            "csv",
        ])
        .output()
        .unwrap();
    assert!(output.status.success());
    let csv = String::from_utf8(output.stdout).unwrap();
    assert_eq!(csv.lines().count(), 5, "{csv}");
    assert!(
        csv.lines().skip(1).all(|row| row.contains(",independent,")),
        "{csv}"
    );
}

/// With `--lang es` the command line's own errors are Spanish: a bad
/// `--gain` (no quiz id, an empty post-test, a quiz with no attempts in
/// the records) is refused in one Spanish line that names the flag, with
/// exit code 2 and nothing on stdout.
#[test]
fn a_bad_gain_is_refused_in_spanish() {
    let dir = tempfile::tempdir().unwrap();
    let records = dir.path().join("records.json");
    std::fs::copy(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/records-v2.json"),
        &records,
    )
    .unwrap();
    let records = records.to_str().unwrap();
    for (gain, spanish, english) in [
        (
            ":",
            "indica AUTOEVALUACIÓN o PRE:POST",
            "give QUIZ or PRE:POST",
        ),
        (
            "pre:",
            "indica AUTOEVALUACIÓN o PRE:POST",
            "give QUIZ or PRE:POST",
        ),
        (
            "nosuch",
            "no hay ningún intento de la autoevaluación nosuch en estos resultados (autoevaluaciones encontradas: bloom-self-check)",
            "no attempt at quiz",
        ),
    ] {
        let args = [
            "--lang",
            "es",
            "results",
            records,
            "--summary",
            "--gain",
            gain,
        ];
        let output = bloomlab().args(args).output().unwrap();
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(2), "{args:?}: {stderr}");
        assert!(output.stdout.is_empty(), "{args:?}: {stderr}");
        let first = stderr.lines().next().unwrap_or_default();
        assert!(first.starts_with("error: --gain: "), "{args:?}: {stderr}");
        assert!(first.contains(spanish), "{args:?}: {stderr}");
        assert!(!stderr.contains(english), "{args:?}: English: {stderr}");
        assert_eq!(stderr.lines().count(), 1, "{args:?}: {stderr}");
    }
    // The same values in English, as before.
    rejects_in_one_line(
        &[
            "--lang",
            "en",
            "results",
            records,
            "--summary",
            "--gain",
            ":",
        ],
        "--gain",
        "give QUIZ or PRE:POST, quiz ids (got \":\")",
    );
}
