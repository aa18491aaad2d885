//! Handing in and reading a class (issue 24): `submit`, and `results` on
//! submissions, zips with hostile entries, students of the same name,
//! copied attempts, changed quizzes and names given for one attempt.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "a test: a failed unwrap is a failed test (clippy.toml's allow-unwrap-in-tests misses the helpers of integration tests)"
)]

use crate::cli_support;

use std::io::Write;
use std::path::Path;

use bloomlab::records::{self, AnsweredQuestion, AttemptKind, QuizAttempt, Records};
use cli_support::bloomlab;

fn attempt(id: &str, at: u64, student: Option<&str>, hash: &str) -> QuizAttempt {
    QuizAttempt {
        id: id.into(),
        quiz_id: "class-check".into(),
        lang: "en".into(),
        finished_at: at,
        seconds_taken: 30.0,
        score: 1,
        max_score: 2,
        questions: vec![
            AnsweredQuestion {
                id: "a".into(),
                answer: "yes".into(),
                correct: true,
                points: 1,
                max_points: 1,
                seconds: Some(at as f64 / 7.0),
                ..AnsweredQuestion::default()
            },
            AnsweredQuestion {
                id: "b".into(),
                answer: "no".into(),
                correct: false,
                points: 0,
                max_points: 1,
                ..AnsweredQuestion::default()
            },
        ],
        student: student.map(str::to_owned),
        content_hash: hash.into(),
        ..QuizAttempt::default()
    }
}

fn write_records(dir: &Path, attempts: Vec<QuizAttempt>) {
    std::fs::create_dir_all(dir).unwrap();
    let records = Records {
        version: records::FORMAT_VERSION,
        attempts,
        lessons: Vec::new(),
    };
    std::fs::write(
        dir.join(records::FILE_NAME),
        serde_json::to_vec(&records).unwrap(),
    )
    .unwrap();
}

/// `bloomlab --lang LANG submit --out OUT` on the data folder `data`;
/// what it printed, once it succeeded.
fn submit(lang: &str, data: &Path, out: &Path) -> String {
    let output = bloomlab()
        .args(["--lang", lang, "submit", "--out"])
        .arg(out)
        .env("BLOOMLAB_DATA_DIR", data)
        .env_remove("BLOOMLAB_STUDENT")
        // On one line: these tests read what it says, not its layout.
        .env("COLUMNS", "1000")
        .output()
        .unwrap();
    assert!(output.status.success(), "{output:?}");
    String::from_utf8_lossy(&output.stdout).into_owned()
}

fn results(args: &[&str], dir: &Path) -> std::process::Output {
    bloomlab()
        .arg("results")
        .args(args)
        .current_dir(dir)
        .env_remove("BLOOMLAB_DATA_DIR")
        .env("TZ", "UTC")
        .output()
        .unwrap()
}

#[test]
fn submit_writes_one_named_file_and_results_reads_it() {
    let root = tempfile::tempdir().unwrap();
    let data = root.path().join("data");
    let mut unfinished = attempt("u1", 1_796_100_000, Some("Ana García"), "s1-x");
    unfinished.kind = AttemptKind::Unfinished;
    write_records(
        &data,
        vec![
            attempt("w1", 1_796_000_000, Some("Ana García"), "s1-x"),
            unfinished,
        ],
    );
    let stdout = submit("es", &data, root.path());
    let name = records::submission_name("Ana García", records::now());
    assert!(name.starts_with("bloomlab-ana-garcía-20"), "{name}");
    assert!(
        stdout.contains(&name) && stdout.contains("1 intento sin terminar"),
        "{stdout}"
    );
    let text = std::fs::read_to_string(root.path().join(&name)).unwrap();
    let json: serde_json::Value = serde_json::from_str(&text).unwrap();
    assert_eq!(json["format"], "bloomlab-submission");
    assert_eq!(json["student"], "Ana García");
    assert_eq!(json["app_version"], env!("CARGO_PKG_VERSION"));
    assert_eq!(json["records"]["attempts"].as_array().unwrap().len(), 2);
    assert!(
        json["content"]
            .as_array()
            .unwrap()
            .iter()
            .all(|c| c["content_hash"].as_str().unwrap().starts_with("s1-")),
        "{text}"
    );
    let output = results(&[&name], root.path());
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(output.status.success(), "{output:?}");
    assert!(
        stdout.contains("Ana García") && stdout.contains("(unfinished)"),
        "{stdout}"
    );
}

#[test]
fn submit_without_a_name_or_results_is_refused() {
    let root = tempfile::tempdir().unwrap();
    let data = root.path().join("data");
    let run = |data: &Path| {
        bloomlab()
            .arg("submit")
            .current_dir(root.path())
            .env("BLOOMLAB_DATA_DIR", data)
            .env_remove("BLOOMLAB_STUDENT")
            .output()
            .unwrap()
    };
    let output = run(&data);
    assert_eq!(output.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&output.stderr).contains("nothing to hand in"));
    write_records(&data, vec![attempt("w1", 1_796_000_000, None, "s1-x")]);
    let output = run(&data);
    assert_eq!(output.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&output.stderr).contains("--student"));
}

#[test]
fn a_missing_path_is_named_before_anything_is_printed() {
    let root = tempfile::tempdir().unwrap();
    write_records(
        &root.path().join("ana"),
        vec![attempt("a1", 1_796_000_000, None, "")],
    );
    let output = results(&["ana", "nobody", "gone"], root.path());
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(2));
    assert!(output.stdout.is_empty());
    assert!(
        stderr.starts_with("error: these paths do not exist: nobody, gone"),
        "{stderr}"
    );
}

#[test]
fn same_names_copies_versions_and_names_given_once() {
    let root = tempfile::tempdir().unwrap();
    let dir = root.path();
    // Two folders named ana (in two groups), one a copy of the other's
    // attempt; a student who gave a name once; a quiz changed midway.
    let shared = attempt("shared-id", 1_796_000_000, None, "s1-old");
    write_records(&dir.join("g1/ana"), vec![shared.clone()]);
    write_records(
        &dir.join("g2/ana"),
        vec![
            QuizAttempt {
                id: "other-id".into(),
                ..shared.clone()
            },
            attempt("a2", 1_796_000_500, None, "s1-new"),
        ],
    );
    let mut eight: Vec<QuizAttempt> = (0..7)
        .map(|i| attempt(&format!("c{i}"), 1_796_001_000 + i * 100, None, "s1-new"))
        .collect();
    eight.push(attempt("c7", 1_796_002_000, Some("Second"), "s1-new"));
    write_records(&dir.join("cris"), eight);
    let output = results(&["g1/ana", "g2/ana", "cris"], dir);
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(output.status.success(), "{output:?}");
    assert!(
        stdout.contains("ana (g1/ana)") && stdout.contains("ana (g2/ana)"),
        "{stdout}"
    );
    let copies = stdout
        .split("Identical attempts")
        .nth(1)
        .unwrap_or_else(|| panic!("copies flagged: {stdout}"));
    assert!(
        copies.contains("g1/ana") && copies.contains("g2/ana"),
        "{stdout}"
    );
    assert!(
        stdout.contains("class-check changed between attempts: 2 versions.")
            && stdout.contains("version s1-old"),
        "{stdout}"
    );
    let cris = stdout.lines().filter(|l| l.starts_with("cris ")).count();
    let second = stdout.lines().filter(|l| l.starts_with("Second ")).count();
    assert_eq!((cris, second), (7, 1), "{stdout}");
    // As data, the copies go to stderr, each after the heading's own
    // colon (was "(copied?):: ").
    for format in ["csv", "json"] {
        let output = results(&["g1/ana", "g2/ana", "cris", "--format", format], dir);
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(output.status.success(), "{output:?}");
        assert!(stderr.contains("(copied?): "), "{format}: {stderr}");
        assert!(!stderr.contains("::"), "{format}: {stderr}");
    }
}

#[test]
fn a_zip_with_hostile_entries_reports_the_good_ones() {
    let root = tempfile::tempdir().unwrap();
    let zip_path = root.path().join("all.zip");
    let good = Records {
        version: records::FORMAT_VERSION,
        attempts: vec![attempt("z1", 1_796_000_000, Some("Eve\u{1b}[31m"), "")],
        lessons: Vec::new(),
    };
    let mut zip = zip::ZipWriter::new(std::fs::File::create(&zip_path).unwrap());
    let options = zip::write::SimpleFileOptions::default()
        .compression_method(zip::CompressionMethod::Deflated);
    zip.start_file("Eve_1_assignsubmission_file_/records.json", options)
        .unwrap();
    zip.write_all(&serde_json::to_vec(&good).unwrap()).unwrap();
    zip.start_file("../../escape.json", options).unwrap();
    zip.write_all(&serde_json::to_vec(&good).unwrap()).unwrap();
    zip.start_file("Mal_2_assignsubmission_file_/broken.json", options)
        .unwrap();
    zip.write_all(b"{not json").unwrap();
    // More than a records file may be, inflated from a few kilobytes.
    zip.start_file("Bomb_3_assignsubmission_file_/bomb.json", options)
        .unwrap();
    let zeros = vec![b' '; 1 << 20];
    for _ in 0..=records::MAX_FILE_BYTES >> 20 {
        zip.write_all(&zeros).unwrap();
    }
    zip.finish().unwrap();
    assert!(std::fs::metadata(&zip_path).unwrap().len() < 1 << 20);
    let output = results(&["all.zip"], root.path());
    let stdout = String::from_utf8_lossy(&output.stdout);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(2), "damaged entries: {stderr}");
    assert!(stdout.contains("Eve\\u{1b}[31m"), "escaped: {stdout}");
    assert!(!stdout.contains('\u{1b}') && !stderr.contains('\u{1b}'));
    assert!(stderr.contains("3 of 3 paths left out"), "{stderr}");
    assert!(
        stderr.contains("escape.json: its name leaves the zip"),
        "{stderr}"
    );
    assert!(
        stderr.contains("broken.json") && stderr.contains("not valid JSON"),
        "{stderr}"
    );
    assert!(
        stderr.contains("bomb.json: it inflates to more than"),
        "{stderr}"
    );
}

/// An unfinished attempt that was taken up again and finished is not a
/// second attempt: the report lists the finished one only, and submit
/// counts no unfinished attempt (the file keeps both, as the log it is).
#[test]
fn a_resumed_attempt_counts_once_in_the_report_and_the_hand_in() {
    let root = tempfile::tempdir().unwrap();
    let data = root.path().join("data");
    let mut unfinished = attempt("u1", 1_796_100_000, Some("Ana García"), "s1-x");
    unfinished.kind = AttemptKind::Unfinished;
    unfinished.questions.truncate(1);
    let mut resumed = attempt("w2", 1_796_200_000, Some("Ana García"), "s1-x");
    resumed.resumes = Some("u1".into());
    write_records(&data, vec![unfinished, resumed]);
    let stdout = submit("en", &data, root.path());
    assert!(
        stdout.contains(
            "1 complete quiz attempt, 0 retries after the quiz, 0 reviews from My results, 0 unfinished attempts"
        ),
        "{stdout}"
    );
    let name = records::submission_name("Ana García", records::now());
    let text = std::fs::read_to_string(root.path().join(&name)).unwrap();
    let json: serde_json::Value = serde_json::from_str(&text).unwrap();
    assert_eq!(json["records"]["attempts"].as_array().unwrap().len(), 2);
    // One student's report, and a class of two (the other one Ben).
    write_records(
        &root.path().join("ben"),
        vec![attempt("b1", 1_796_300_000, Some("Ben"), "s1-x")],
    );
    for args in [vec![name.as_str()], vec![name.as_str(), "ben"]] {
        let output = results(&args, root.path());
        let stdout = String::from_utf8_lossy(&output.stdout);
        assert!(output.status.success(), "{output:?}");
        assert!(!stdout.contains("(unfinished)"), "{stdout}");
        assert!(stdout.contains("1/2"), "{stdout}");
    }
}
