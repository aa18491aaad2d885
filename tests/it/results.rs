//! A class's results: four students take a quiz through the real quiz
//! screen (in English and Spanish, two of them retrying what they
//! missed), each in a data folder of their own, and `bloomlab results`
//! reads the folders. The summary's facility and discrimination indices
//! are checked against the hand calculation written out below; bad paths
//! and flags get one line and exit code 2.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "a test: a failed unwrap is a failed test (clippy.toml's allow-unwrap-in-tests misses the helpers of integration tests)"
)]

use crate::cli_support;

use std::path::{Path, PathBuf};

use bloomlab::content::{self, Catalog, Document, QuestionType};
use bloomlab::lang::Lang;
use bloomlab::records::{self, AttemptKind, Records, Store};
use bloomlab::tui::{App, Msg, Start, build_app};
use cli_support::{bloomlab, rejects, rejects_in_one_line};
use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use serde_json::Value;

/// How a student answers one question: choices by their place in the
/// file (shown in a shuffled order, so the test looks them up), or the
/// number, right or wrong, with or without the hint first.
#[derive(Clone, Copy)]
enum Reply {
    Pick(&'static [usize]),
    Number { right: bool, hint: bool },
}

use Reply::{Number, Pick};

const RIGHT: Reply = Number {
    right: true,
    hint: false,
};
const WRONG: Reply = Number {
    right: false,
    hint: false,
};

fn quiz_file(lang: Lang) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join(format!(
        "tests/fixtures/class/class-check.{}.yaml",
        lang.code()
    ))
}

fn key(app: &mut App, code: KeyCode) {
    app.update(Msg::Key(KeyEvent::new(code, KeyModifiers::NONE)));
}

fn digit(row: usize) -> KeyCode {
    KeyCode::Char(char::from_digit(u32::try_from(row + 1).unwrap(), 10).unwrap())
}

/// Answer the question on screen, then go on (Enter).
fn answer(app: &mut App, reply: Reply) {
    let run = app.quiz_view().session.expect("a quiz is open");
    let kind = run.question().question_type();
    match reply {
        Pick(ids) => {
            let rows: Vec<usize> = ids
                .iter()
                .map(|id| run.order.iter().position(|c| c == id).unwrap())
                .collect();
            for row in rows {
                key(app, digit(row));
            }
            if kind == QuestionType::Multiple {
                key(app, KeyCode::Enter);
            }
        }
        Number { right, hint } => {
            let expected = run.question().expected_number(&run.values).unwrap();
            if hint {
                key(app, KeyCode::Char('h'));
            }
            // Whole bits: within the 2 % tolerance, and the same in both
            // languages' number formats.
            let typed = if right {
                format!("{expected:.0}")
            } else {
                "1".to_owned()
            };
            for c in typed.chars() {
                key(app, KeyCode::Char(c));
            }
            key(app, KeyCode::Enter);
        }
    }
    key(app, KeyCode::Enter);
}

/// One student takes the quiz in `lang` through the quiz screen, saving
/// into `dir`: the whole quiz, then (if given) a retry of the missed
/// questions, with `r` on the summary.
fn take_quiz(dir: &Path, lang: Lang, name: Option<&str>, whole: &[Reply], retry: &[Reply]) {
    let Ok(Document::Quiz(quiz)) = content::load_file(&quiz_file(lang)) else {
        panic!("the class quiz is valid");
    };
    let mut store = Store::open_in(dir, lang);
    store.set_student(name.map(str::to_owned));
    let (catalog, _) = Catalog::builtin();
    let (sender, inbox) = std::sync::mpsc::channel();
    let mut app = build_app(
        lang,
        catalog,
        Vec::new(),
        store,
        Start::Quiz(Some(quiz)),
        sender,
    );
    for reply in whole {
        answer(&mut app, *reply);
    }
    if !retry.is_empty() {
        key(&mut app, KeyCode::Char('r'));
        for reply in retry {
            answer(&mut app, *reply);
        }
    }
    // As the app ends: the save running on its own thread is waited for.
    bloomlab::tui::finish_saving(&mut app, &inbox);
    assert!(!app.store().unsaved, "{:?}", app.store().notices);
}

/// The class, with each student's first whole attempt (1 right, 0 wrong):
///
/// | student         | lang | guarantee | deletable | lists | bits | total |
/// |-----------------|------|-----------|-----------|-------|------|-------|
/// | ana ("Ana")     | en   | 1         | 1         | 1     | 1    | 4     |
/// | ben             | es   | 1         | 0 [0]     | 1     | 0    | 2     |
/// | cris ("Cris")   | en   | 0 [0]     | 0 [0]     | 1     | 1    | 2     |
/// | dani            | es   | 0 [2]     | 0 [0]     | 0     | 0    | 0     |
///
/// ben retries deletable and bits, both right. dani retries everything:
/// guarantee and lists right, deletable [0] and bits wrong again. eve
/// has a records file with no attempts.
fn build_class(root: &Path) -> Vec<PathBuf> {
    let folder = |name: &str| root.join(name);
    take_quiz(
        &folder("ana"),
        Lang::En,
        Some("Ana"),
        &[
            Pick(&[1]),
            Pick(&[0, 2]),
            Pick(&[1]),
            Number {
                right: true,
                hint: true,
            },
        ],
        &[],
    );
    take_quiz(
        &folder("ben"),
        Lang::Es,
        None,
        &[Pick(&[1]), Pick(&[0]), Pick(&[1]), WRONG],
        &[Pick(&[2, 0]), RIGHT],
    );
    take_quiz(
        &folder("cris"),
        Lang::En,
        Some("Cris"),
        &[Pick(&[0]), Pick(&[0]), Pick(&[1]), RIGHT],
        &[],
    );
    take_quiz(
        &folder("dani"),
        Lang::Es,
        None,
        &[Pick(&[2]), Pick(&[0]), Pick(&[0]), WRONG],
        &[Pick(&[1]), Pick(&[0]), Pick(&[1]), WRONG],
    );
    records::save_records(
        &folder("eve"),
        &Records {
            version: records::FORMAT_VERSION,
            ..Records::default()
        },
    )
    .unwrap();
    ["ana", "ben", "cris", "dani", "eve"]
        .into_iter()
        .map(folder)
        .collect()
}

fn results(args: &[&str], paths: &[PathBuf]) -> String {
    let output = bloomlab()
        .arg("results")
        .args(args)
        .args(paths)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success(), "{args:?}: {stderr}");
    String::from_utf8(output.stdout).unwrap()
}

fn close(actual: &Value, expected: f64) -> bool {
    actual.as_f64().is_some_and(|v| (v - expected).abs() < 1e-9)
}

#[test]
fn a_class_summary_matches_the_hand_calculation() {
    let root = tempfile::tempdir().unwrap();
    let class = build_class(root.path());
    let json: Value =
        serde_json::from_str(&results(&["--summary", "--format", "json"], &class)).unwrap();
    let quizzes = json["quizzes"].as_array().unwrap();
    assert_eq!(quizzes.len(), 1);
    let quiz = &quizzes[0];
    assert_eq!(quiz["quiz_id"], "class-check");
    // The es and en files have the same structure: one content hash.
    assert_eq!(
        quiz["content_hashes"].as_array().unwrap().len(),
        1,
        "{quiz}"
    );
    let question = |id: &str| {
        quiz["questions"]
            .as_array()
            .unwrap()
            .iter()
            .find(|q| q["question_id"] == id)
            .unwrap()
            .clone()
    };

    // Facility: the share right in the four first attempts.
    // Discrimination: Pearson's r between x (this question) and the rest
    // y = total − x, over the four first attempts.
    //
    // guarantee: x = 1,1,0,0; y = 3,1,2,0; means 0.5 and 1.5;
    //   dx = .5,.5,−.5,−.5; dy = 1.5,−.5,.5,−1.5;
    //   Σdxdy = .75−.25−.25+.75 = 1; Σdx² = 1; Σdy² = 5; r = 1/√5.
    // deletable: x = 1,0,0,0; y = 3,2,2,0; means 0.25 and 1.75;
    //   dx = .75,−.25,−.25,−.25; dy = 1.25,.25,.25,−1.75;
    //   Σdxdy = .9375−.0625−.0625+.4375 = 1.25; Σdx² = .75;
    //   Σdy² = 1.5625+.0625+.0625+3.0625 = 4.75; r = 1.25/√(.75·4.75).
    // lists-elements: x = 1,1,1,0; y = 3,1,1,0; means 0.75 and 1.25;
    //   dx = .25,.25,.25,−.75; dy = 1.75,−.25,−.25,−1.25;
    //   Σdxdy = .4375−.0625−.0625+.9375 = 1.25; Σdx² = .75;
    //   Σdy² = 3.0625+.0625+.0625+1.5625 = 4.75; r = 1.25/√(.75·4.75).
    // size-in-bits: x = 1,0,1,0; y = 3,2,1,0; means 0.5 and 1.5;
    //   dx = .5,−.5,.5,−.5; dy = 1.5,.5,−.5,−1.5;
    //   Σdxdy = .75−.25−.25+.75 = 1; Σdx² = 1; Σdy² = 5; r = 1/√5.
    let expected = [
        ("guarantee", 0.5, 1.0 / 5f64.sqrt(), 5),
        ("deletable", 0.25, 1.25 / (0.75f64 * 4.75).sqrt(), 6),
        ("lists-elements", 0.75, 1.25 / (0.75f64 * 4.75).sqrt(), 5),
        ("size-in-bits", 0.5, 1.0 / 5f64.sqrt(), 6),
    ];
    for (id, facility, discrimination, answered) in expected {
        let q = question(id);
        assert!(close(&q["facility"], facility), "{id}: {q}");
        assert!(close(&q["discrimination"], discrimination), "{id}: {q}");
        assert_eq!(q["first_attempts"], 4, "{id}");
        assert_eq!(q["answered"], answered, "{id}: retries count as answers");
    }
    let order: Vec<&str> = quiz["questions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|q| q["question_id"].as_str().unwrap())
        .collect();
    assert_eq!(
        order,
        ["guarantee", "deletable", "lists-elements", "size-in-bits"]
    );

    // Only the counting filter, in Spanish and English alike: one group
    // of four (ben, cris, dani twice).
    let deletable = question("deletable");
    let top = &deletable["common_wrong"][0];
    assert_eq!(top["choice_ids"], serde_json::json!([0]));
    assert_eq!(top["count"], 4);
    let texts = top["answers"].as_array().unwrap();
    assert!(
        texts.contains(&"Counting filter".into())
            && texts.contains(&"Filtro con contadores".into()),
        "{top}"
    );
    let missing = |id: &str| question(id)["still_missing"].clone();
    assert_eq!(missing("guarantee"), serde_json::json!(["Cris"]));
    assert_eq!(missing("deletable"), serde_json::json!(["Cris", "dani"]));
    assert_eq!(missing("lists-elements"), serde_json::json!([]));
    assert_eq!(missing("size-in-bits"), serde_json::json!(["dani"]));

    // Per student: names given win over folder names; a retry is an
    // attempt but not a score.
    let students: Vec<(String, u64, f64, f64)> = quiz["students"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| {
            (
                s["student"].as_str().unwrap().to_owned(),
                s["attempts"].as_u64().unwrap(),
                s["first_percent"].as_f64().unwrap(),
                s["best_percent"].as_f64().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        students,
        [
            ("Ana".to_owned(), 1, 100.0, 100.0),
            ("ben".to_owned(), 2, 50.0, 50.0),
            ("Cris".to_owned(), 1, 50.0, 50.0),
            ("dani".to_owned(), 2, 0.0, 0.0),
        ]
    );
    let bars: Vec<u64> = quiz["histogram"]
        .as_array()
        .unwrap()
        .iter()
        .map(|b| b["students"].as_u64().unwrap())
        .collect();
    assert_eq!(bars, [1, 0, 0, 0, 0, 2, 0, 0, 0, 1]);

    // The same numbers in text and CSV.
    let text = results(&["--summary"], &class);
    assert!(
        text.contains("Quiz class-check: 4 students; languages: en, es"),
        "{text}"
    );
    assert!(
        text.lines().any(|l| l.trim_start().starts_with("deletable")
            && l.contains("0.25")
            && l.contains(&format!("{:.2}", 1.25 / (0.75f64 * 4.75).sqrt()))),
        "{text}"
    );
    assert!(text.contains("still missed by: Cris, dani"), "{text}");
    // Choices by their text, not by their places in the file, which the
    // shuffled options a student saw do not follow (reader 48).
    assert!(!text.contains("[1] ") && !text.contains("[0] "), "{text}");
    let flat = text.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(flat.contains("answers: “False positives” ×1"), "{text}");
    let csv = results(&["--summary", "--format", "csv"], &class);
    assert!(
        csv.lines()
            .any(|l| l.starts_with("question,class-check,guarantee,5,4,0.5000,0.4472,")),
        "{csv}"
    );
    assert!(
        csv.lines()
            .any(|l| l.starts_with("student,class-check,ben,")),
        "{csv}"
    );
    // A student row has every count the JSON has: the CSV lacked
    // `whole_attempts`, so a retry (ben's, dani's) read as a second score
    // where the JSON said one whole attempt. New columns come last: the
    // first fifteen keep their places for scripts that read them so.
    let header: Vec<&str> = csv.lines().next().unwrap().split(',').collect();
    assert!(
        csv.starts_with(
            "row,quiz_id,name,answered,first_attempts,facility,discrimination,common_wrong,\
             still_missing,attempts,first_percent,best_percent,from_percent,to_percent,students,"
        ),
        "{header:?}"
    );
    assert_eq!(header.last(), Some(&"whole_attempts"), "{header:?}");
    let column = |name: &str| header.iter().position(|c| *c == name).unwrap();
    let students: Vec<[String; 4]> = csv
        .lines()
        .filter(|l| l.starts_with("student,"))
        .map(|l| {
            let fields: Vec<&str> = l.split(',').collect();
            assert_eq!(fields.len(), header.len(), "{l}");
            ["name", "attempts", "whole_attempts", "first_percent"]
                .map(|c| fields[column(c)].to_owned())
        })
        .collect();
    let json_students = quiz["students"].as_array().unwrap();
    assert_eq!(students.len(), json_students.len());
    for (row, json) in students.iter().zip(json_students) {
        assert_eq!(row[0], json["student"].as_str().unwrap());
        assert_eq!(row[1], json["attempts"].to_string(), "{row:?}");
        assert_eq!(row[2], json["whole_attempts"].to_string(), "{row:?}");
    }
    let ben = students.iter().find(|row| row[0] == "ben").unwrap();
    assert_eq!(ben[1..], ["2", "1", "50.0000"]);
    // docs/data.md names every column.
    let data =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/data.md")).unwrap();
    let (_, section) = data.split_once("## `bloomlab results --summary`").unwrap();
    for name in &header {
        assert!(
            section.contains(&format!("`{name}`")),
            "docs/data.md: no `{name}`"
        );
    }
}

#[test]
fn records_keep_what_a_teacher_analyses() {
    let root = tempfile::tempdir().unwrap();
    let class = build_class(root.path());
    let ana = Store::read(&class[0]).unwrap();
    let [attempt] = &ana.attempts[..] else {
        panic!("one attempt: {ana:?}")
    };
    assert_eq!(attempt.student.as_deref(), Some("Ana"));
    assert_eq!(attempt.kind, AttemptKind::Whole);
    assert!(attempt.content_hash.starts_with("s1-"));
    let deletable = &attempt.questions[1];
    assert_eq!(deletable.choice_ids, Some(vec![0, 2]), "file order");
    assert_eq!(deletable.answer, "Counting filter | Cuckoo filter");
    assert_eq!(attempt.questions[2].choice_ids, Some(vec![1]), "false is 1");
    let bits = &attempt.questions[3];
    assert!(bits.hint_shown && !deletable.hint_shown);
    let (n, p) = (bits.parameters["n"], bits.parameters["p"]);
    let by_hand = -n * p.ln() / std::f64::consts::LN_2.powi(2);
    assert!((bits.expected.unwrap() - by_hand).abs() < 1e-6 * by_hand);
    assert!(bits.seconds.is_some_and(|s| s >= 0.0));
    assert!(attempt.questions.iter().all(|q| q.seconds.is_some()));

    let ben = Store::read(&class[1]).unwrap();
    let kinds: Vec<AttemptKind> = ben.attempts.iter().map(|a| a.kind).collect();
    assert_eq!(kinds, [AttemptKind::Whole, AttemptKind::Retry]);
    assert_eq!(ben.attempts[0].student, None, "no name given");
    assert_eq!(
        ben.attempts[1].questions[0].answer,
        "Filtro con contadores | Filtro cuco"
    );
    assert_eq!(ben.attempts[0].content_hash, attempt.content_hash);
}

#[test]
fn many_folders_are_listed_by_student_in_every_format() {
    let root = tempfile::tempdir().unwrap();
    let class = build_class(root.path());
    let text = results(&[], &class);
    assert!(
        text.lines()
            .any(|l| l.starts_with("Ana  ") && l.contains("class-check\u{a0}[en]  4/4")),
        "{text}"
    );
    assert!(
        text.lines()
            .any(|l| l.starts_with("ben  ") && l.ends_with("(retry)")),
        "{text}"
    );
    // A folder without attempts is skipped (issue 24), said on stderr.
    assert!(!text.lines().any(|l| l.starts_with("eve ")), "{text}");
    let csv = results(&["--format", "csv"], &class);
    assert!(
        csv.starts_with("student,finished_at,quiz_id,lang,kind,"),
        "{csv}"
    );
    assert!(
        csv.lines()
            .any(|l| l.starts_with("dani,") && l.contains(",retry,")),
        "{csv}"
    );
    let json: Value = serde_json::from_str(&results(&["--format", "json"], &class)).unwrap();
    let names: Vec<&str> = json
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["student"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["Ana", "ben", "Cris", "dani"]);
    // A records file given by its own path names the student by its folder.
    let file = class[1].join(records::FILE_NAME);
    let one = results(&[], &[file]);
    // Local times: no zone named (reader 83, es 4.1).
    assert!(one.starts_with("Results of 1 student\n"), "{one}");
    assert!(one.lines().any(|l| l.starts_with("ben  ")), "{one}");
}

#[test]
fn bad_paths_and_flags_get_one_line_and_code_2() {
    let root = tempfile::tempdir().unwrap();
    let missing = root.path().join("anna");
    let missing = missing.to_str().unwrap();
    rejects_in_one_line(&["results", missing], missing, "does not exist");
    let empty_folder = root.path().join("empty");
    std::fs::create_dir(&empty_folder).unwrap();
    let empty_folder = empty_folder.to_str().unwrap();
    rejects_in_one_line(
        &["results", empty_folder],
        empty_folder,
        "holds no quiz attempts",
    );
    let damaged = root.path().join("damaged.json");
    std::fs::write(&damaged, "{not json").unwrap();
    let damaged = damaged.to_str().unwrap();
    rejects_in_one_line(&["results", damaged], damaged, "not valid JSON");
    // clap adds the formats or the usage on further lines, as for every
    // command; its first line names the flag.
    rejects(&["results", "--format", "xml", "."], "--format", "xml");
    rejects(&["results", "--summary=yes", "."], "--summary", "yes");
    rejects_in_one_line(
        &["--student", "", "results"],
        "--student",
        "printable characters",
    );
}

#[test]
fn a_misspelt_data_folder_is_an_error_not_an_empty_record() {
    let root = tempfile::tempdir().unwrap();
    let typo = root.path().join("studnet-7");
    let typo = typo.to_str().unwrap();
    rejects_in_one_line(
        &["results", "--data-dir", typo],
        "--data-dir",
        "does not exist",
    );
    let output = bloomlab()
        .args(["results", "--summary"])
        .env("BLOOMLAB_DATA_DIR", typo)
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2));
    // An existing folder with no records yet is a student with none.
    let empty = root.path().to_str().unwrap();
    let text = results(&["--data-dir", empty], &[]);
    assert!(text.contains("No quiz attempts recorded yet."), "{text}");
}

/// A records file is the student's to edit: a name, an answer or an id
/// with escape sequences or bidi overrides reaches the teacher's terminal
/// as visible escapes, in every format.
#[test]
fn forged_records_cannot_drive_the_teachers_terminal() {
    let root = tempfile::tempdir().unwrap();
    let evil = "x\u{1b}]0;pwned\u{7}\u{9b}2J\u{202e}";
    let attempt = records::QuizAttempt {
        id: "a".into(),
        quiz_id: format!("quiz{evil}"),
        lang: format!("en{evil}"),
        score: 0,
        max_score: 1,
        student: Some(format!("Eve{evil}")),
        content_hash: format!("s1-{evil}"),
        questions: vec![records::AnsweredQuestion {
            id: format!("q{evil}"),
            answer: format!("answer{evil}\nnext"),
            max_points: 1,
            parameters: [(format!("n{evil}"), 1.0)].into(),
            ..Default::default()
        }],
        ..Default::default()
    };
    let folder = root.path().join("eve");
    records::save_records(
        &folder,
        &Records {
            version: records::FORMAT_VERSION,
            attempts: vec![attempt.clone(), attempt],
            lessons: Vec::new(),
        },
    )
    .unwrap();
    for args in [
        &[][..],
        &["--format", "csv"],
        &["--format", "json"],
        &["--summary"],
        &["--summary", "--format", "csv"],
        &["--summary", "--format", "json"],
    ] {
        let out = results(args, std::slice::from_ref(&folder));
        assert!(
            !out.contains(['\u{1b}', '\u{7}', '\u{9b}', '\u{202e}']),
            "{args:?}: {out:?}"
        );
        assert!(out.contains("Eve"), "{args:?}: {out}");
    }
}

/// A student name and a question id of 70,000 characters, and more after
/// escaping: `results` panicked ("Formatting argument out of range") in
/// every text output, taking the class's report with it. Text cuts them
/// with "…"; JSON and CSV keep them whole.
#[test]
fn names_and_ids_of_any_length_are_cut_in_text_and_kept_whole_in_data() {
    let root = tempfile::tempdir().unwrap();
    let long_name = "N".repeat(70_000);
    // Each ESC becomes a 6-character escape: 60,000 characters become 360,000.
    let long_id = "\u{1b}".repeat(60_000);
    let attempt = |id: &str, student: &str| records::QuizAttempt {
        id: id.into(),
        quiz_id: "class-check".into(),
        lang: "en".into(),
        score: 1,
        max_score: 2,
        student: Some(student.into()),
        questions: vec![
            records::AnsweredQuestion {
                id: long_id.clone(),
                answer: "yes".into(),
                correct: true,
                points: 1,
                max_points: 1,
                ..Default::default()
            },
            records::AnsweredQuestion {
                id: "short".into(),
                answer: "no".into(),
                max_points: 1,
                ..Default::default()
            },
        ],
        ..Default::default()
    };
    let long = root.path().join("long");
    let plain = root.path().join("plain");
    for (folder, id, student) in [(&long, "a", long_name.as_str()), (&plain, "b", "Ana")] {
        records::save_records(
            folder,
            &Records {
                version: records::FORMAT_VERSION,
                attempts: vec![attempt(id, student)],
                lessons: Vec::new(),
            },
        )
        .unwrap();
    }
    // A third path that cannot be read is left out, and said; the others
    // are still reported.
    let damaged = root.path().join("damaged.json");
    std::fs::write(&damaged, "{not json").unwrap();
    let class = [long.clone(), plain, damaged.clone()];
    for args in [&[][..], &["--summary"]] {
        let output = bloomlab()
            .arg("results")
            .args(args)
            .args(&class)
            .output()
            .unwrap();
        let text = String::from_utf8(output.stdout).unwrap();
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(2), "{args:?}: {stderr}");
        assert_eq!(stderr.lines().count(), 1, "{stderr}");
        assert!(
            stderr.contains("1 of 3 paths left out of the report")
                && stderr.contains("damaged.json"),
            "{stderr}"
        );
        assert!(text.contains(&format!("{}…", "N".repeat(39))), "{args:?}");
        assert!(text.contains("Ana"), "{args:?}: {text}");
        assert!(!text.contains(&"N".repeat(41)), "{args:?}");
        let widest = text.lines().map(|l| l.chars().count()).max().unwrap();
        assert!(widest < 200, "{args:?}: a line of {widest} characters");
    }
    let text = results(&["--summary"], std::slice::from_ref(&long));
    assert!(text.contains("\\u{1b}\\u{1b}"), "the id is escaped: {text}");
    for args in [
        &["--format", "json"][..],
        &["--format", "csv"],
        &["--summary", "--format", "json"],
        &["--summary", "--format", "csv"],
    ] {
        let out = results(args, std::slice::from_ref(&long));
        assert!(out.contains(&long_name), "{args:?}: the name kept whole");
        assert!(!out.contains('…'), "{args:?}");
    }
    let json = results(
        &["--summary", "--format", "json"],
        std::slice::from_ref(&long),
    );
    let summary: Value = serde_json::from_str(&json).unwrap();
    let id = summary["quizzes"][0]["questions"][0]["question_id"]
        .as_str()
        .unwrap();
    assert_eq!(id.chars().count(), 60_000, "the id kept whole");
}
