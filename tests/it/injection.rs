//! Nothing from outside reaches the terminal raw: every output path of the
//! command line (stdout and stderr) is fed text full of escape sequences,
//! bells, C1 controls and bidi overrides, and must show them as visible
//! escapes instead. Each test also checks that the hostile text did reach
//! the output (escaped), so a path that printed nothing would not pass.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "a test: a failed unwrap is a failed test (clippy.toml's allow-unwrap-in-tests misses the helpers of integration tests)"
)]

use std::path::Path;
use std::process::Output;

use assert_cmd::Command;

/// Sets the window title, writes `rm -rf ~/*` into the clipboard (OSC 52),
/// clears the screen with an 8-bit CSI, and reverses the text after it.
const EVIL: &str =
    "\u{1b}]0;pwned\u{7}\u{1b}]52;c;cm0gLXJmIH4vKg==\u{7}\u{9b}2J\u{202e}gpj.exe\u{2066}\u{7f}";

/// How part of EVIL looks once made printable: the C1 control and the bidi
/// override (clap drops ESC sequences from its own messages, but not these).
const ESCAPED: &str = "\\u{9b}2J\\u{202e}gpj.exe";

fn bloomlab() -> Command {
    let mut command = Command::cargo_bin("bloomlab").unwrap();
    command.env("NO_COLOR", "1").env_remove("BLOOMLAB_DATA_DIR");
    command
}

/// Characters a terminal acts on instead of printing, written here
/// independently of the library's own list: C0 and C1 controls, DEL, and
/// the bidirectional formatting characters.
fn acts_on_terminal(c: char) -> bool {
    c.is_control()
        || matches!(
            c,
            '\u{061c}' | '\u{200e}' | '\u{200f}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}'
        )
}

/// Fail if `bytes` hold anything a terminal would act on (line breaks
/// excepted), naming the stream, the line and the character.
fn assert_clean(what: &str, stream: &str, bytes: &[u8]) {
    let text = String::from_utf8_lossy(bytes);
    for (number, line) in text.split('\n').enumerate() {
        if let Some(c) = line.chars().find(|c| acts_on_terminal(*c)) {
            panic!(
                "{what}: {stream} line {} has a raw U+{:04X}: {line:?}",
                number + 1,
                u32::from(c)
            );
        }
    }
}

/// Both streams are clean, and the hostile text showed up escaped in one.
fn assert_safe(what: &str, output: &Output) {
    assert_clean(what, "stdout", &output.stdout);
    assert_clean(what, "stderr", &output.stderr);
    let all = format!(
        "{}{}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    );
    assert!(
        all.contains(ESCAPED),
        "{what}: the hostile text was not shown (escaped) at all:\n{all}"
    );
}

/// A YAML double-quoted string holding `text`, every non-ASCII or control
/// character as a \u escape, so the file itself is plain ASCII.
fn yaml_quoted(text: &str) -> String {
    let mut out = String::from("\"");
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            ' '..='~' => out.push(c),
            _ => out.push_str(&format!("\\u{:04x}", u32::from(c))),
        }
    }
    out.push('"');
    out
}

fn quiz_yaml(id: &str) -> String {
    format!(
        "id: {}\nlang: en\ntitle: Evil\nquestions:\n  - id: q1\n    type: true-false\n    \
         prompt: Is it?\n    answer: true\n    if_true: Yes.\n    if_false: No.\n    \
         explanation: It is.\n",
        yaml_quoted(id)
    )
}

fn lesson_yaml(id: &str) -> String {
    format!(
        "id: {}\nlang: en\ntitle: Evil\nsteps:\n  - title: One\n    text: Only one step.\n",
        yaml_quoted(id)
    )
}

/// A folder of hostile content: ids, field names, formula names and file
/// names carrying EVIL.
fn hostile_content(dir: &Path) {
    let write = |name: &str, text: String| std::fs::write(dir.join(name), text).unwrap();
    // A valid quiz whose id and file name are hostile ("ok" line, and the
    // warning that names the id), and a second file with the same id (the
    // duplicate error names the id and the first file).
    write(&format!("quiz{EVIL}.yaml"), quiz_yaml(&format!("id{EVIL}")));
    write("quiz-again.yaml", quiz_yaml(&format!("id{EVIL}")));
    // A valid lesson with a hostile id.
    write("lesson.yaml", lesson_yaml(&format!("lesson{EVIL}")));
    // An unknown field whose name is hostile.
    write(
        "field.yaml",
        format!(
            "id: field\nlang: en\ntitle: Field\n{}: 1\nquestions:\n  - id: q1\n    \
             type: true-false\n    prompt: Is it?\n    answer: true\n    explanation: It is.\n",
            yaml_quoted(&format!("field{EVIL}"))
        ),
    );
    // A calculated question naming a hostile formula.
    write(
        "formula.yaml",
        format!(
            "id: formula\nlang: en\ntitle: Formula\nquestions:\n  - id: size\n    \
             type: calculated\n    prompt: \"Bits for {{n}}?\"\n    formula: {}\n    \
             explanation: e\n    parameters:\n      n: {{min: 10, max: 20}}\n    \
             tolerance: {{relative: 0.02}}\n",
            yaml_quoted(&format!("bits{EVIL}"))
        ),
    );
}

#[test]
fn check_escapes_ids_field_names_formula_names_and_file_names() {
    let dir = tempfile::tempdir().unwrap();
    hostile_content(dir.path());
    let output = bloomlab().arg("check").arg(dir.path()).output().unwrap();
    assert_eq!(output.status.code(), Some(1), "{output:?}");
    assert_safe("check", &output);
    let stdout = String::from_utf8_lossy(&output.stdout);
    // Each kind of hostile text was reported, escaped.
    for expected in [
        "quiz\\u{1b}]0;pwned",                       // the file name
        "quiz `id\\u{1b}]0;pwned",                   // the id, in the warning or duplicate
        "field\\u{1b}]0;pwned",                      // the field name
        "bits\\u{1b}]0;pwned",                       // the formula name
        "\\u{9b}2J\\u{202e}gpj.exe\\u{2066}\\u{7f}", // C1, bidi and DEL too
    ] {
        assert!(stdout.contains(expected), "{expected:?} in:\n{stdout}");
    }
    // A path that does not exist is quoted in the error too.
    let output = bloomlab()
        .arg("check")
        .arg(dir.path().join(format!("missing{EVIL}.yaml")))
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(1), "{output:?}");
    assert_safe("check of a missing path", &output);
}

#[test]
fn unknown_quiz_and_lesson_names_and_ids_are_escaped() {
    let dir = tempfile::tempdir().unwrap();
    hostile_content(dir.path());
    std::fs::remove_file(dir.path().join("field.yaml")).unwrap();
    std::fs::remove_file(dir.path().join("formula.yaml")).unwrap();
    let content = dir.path().to_str().unwrap();
    for what in ["quiz", "lesson"] {
        // The unknown name is hostile, and so are the ids listed.
        let output = bloomlab()
            .args(["--content", content, what, &format!("nothing{EVIL}")])
            .output()
            .unwrap();
        assert_eq!(output.status.code(), Some(2), "{what}: {output:?}");
        assert_safe(what, &output);
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(stderr.contains("`nothing\\u{1b}]0;pwned"), "{stderr}");
        let listed = if what == "quiz" {
            "id\\u{1b}"
        } else {
            "lesson\\u{1b}"
        };
        assert!(stderr.contains(listed), "{what}: {stderr}");
    }
    // A file given to the wrong command, and a broken file to preview.
    let lesson = dir.path().join(format!("lesson{EVIL}.yaml"));
    std::fs::write(&lesson, lesson_yaml("fine")).unwrap();
    let output = bloomlab().arg("quiz").arg(&lesson).output().unwrap();
    assert_eq!(output.status.code(), Some(2), "{output:?}");
    assert_safe("quiz given a lesson file", &output);
    let broken = dir.path().join(format!("broken{EVIL}.yaml"));
    std::fs::write(&broken, "id: [\n").unwrap();
    let output = bloomlab().arg("lesson").arg(&broken).output().unwrap();
    assert_eq!(output.status.code(), Some(1), "{output:?}");
    assert_safe("lesson given a broken file", &output);
    // A --content folder that does not exist.
    let output = bloomlab()
        .args(["--content", &format!("{content}/none{EVIL}"), "quiz", "x"])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2), "{output:?}");
    assert_safe("missing --content", &output);
}

#[test]
fn bad_flag_values_are_escaped_in_usage_errors() {
    for args in [
        vec!["size".to_owned(), "--n".to_owned(), format!("1{EVIL}")],
        vec!["--lang".to_owned(), format!("x{EVIL}")],
        vec![format!("no-such-command{EVIL}")],
    ] {
        let output = bloomlab().args(&args).output().unwrap();
        assert_eq!(output.status.code(), Some(2), "{args:?}: {output:?}");
        assert_safe(&format!("{args:?}"), &output);
    }
}

/// A records file as the student could forge it: version 1 fields, every
/// string hostile. Kept in one place so a format change is one edit.
fn forged_records() -> serde_json::Value {
    serde_json::json!({
        "version": 1,
        "attempts": [{
            "quiz_id": format!("quiz{EVIL}"),
            "lang": format!("en{EVIL}"),
            "finished_at": 1_796_025_600u64,
            "seconds_taken": 61.0,
            "score": 1,
            "max_score": 2,
            "questions": [
                {
                    "id": format!("question{EVIL}"),
                    "answer": format!("=answer{EVIL}\r\nsecond line"),
                    "correct": true,
                    "points": 1,
                    "max_points": 1
                },
                {
                    "id": "plain",
                    "answer": "true",
                    "correct": false,
                    "points": 0,
                    "max_points": 1
                }
            ]
        }],
        "lessons": [{
            "lesson_id": format!("lesson{EVIL}"),
            "lang": "en",
            "step": 1,
            "steps": 3,
            "predictions": [],
            "updated_at": 1_796_025_600u64
        }]
    })
}

fn write_forged(dir: &Path) -> serde_json::Value {
    let records = forged_records();
    std::fs::write(
        dir.join("records.json"),
        serde_json::to_vec_pretty(&records).unwrap(),
    )
    .unwrap();
    records
}

#[test]
fn results_escape_forged_records_in_text_csv_and_json() {
    let dir = tempfile::tempdir().unwrap();
    let forged = write_forged(dir.path());
    let data_dir = dir.path().to_str().unwrap();

    let output = bloomlab()
        .args(["results", "--data-dir", data_dir])
        .env("TZ", "UTC")
        .output()
        .unwrap();
    assert!(output.status.success(), "{output:?}");
    assert_safe("results (text)", &output);
    let text = String::from_utf8_lossy(&output.stdout);
    assert!(text.contains("quiz\\u{1b}]0;pwned"), "{text}");
    assert!(text.contains("[en\\u{1b}]0;pwned"), "{text}");

    let output = bloomlab()
        .args(["results", "--format", "csv", "--data-dir", data_dir])
        .output()
        .unwrap();
    assert!(output.status.success(), "{output:?}");
    assert_safe("results (csv)", &output);
    let csv = String::from_utf8_lossy(&output.stdout);
    // A header and one row per answered question: the answer's line
    // break is escaped, not a row of its own.
    assert_eq!(csv.lines().count(), 3, "{csv}");
    assert!(csv.contains("question\\u{1b}]0;pwned"), "{csv}");
    assert!(csv.contains("\\r\\nsecond line"), "{csv}");
    // The spreadsheet formula guard still applies.
    assert!(csv.contains(",'=answer\\u{1b}"), "{csv}");

    let output = bloomlab()
        .args(["results", "--format", "json", "--data-dir", data_dir])
        .output()
        .unwrap();
    assert!(output.status.success(), "{output:?}");
    assert_clean("results (json)", "stdout", &output.stdout);
    assert_clean("results (json)", "stderr", &output.stderr);
    // JSON is data: the escapes are JSON's own (\u001b, \u009b, \u202e),
    // so a program reading it gets exactly the strings of the file.
    let json = String::from_utf8_lossy(&output.stdout);
    assert!(json.contains("\\u001b]0;pwned"), "{json}");
    assert!(
        json.contains("\\u009b2J\\u202egpj.exe\\u2066\\u007f"),
        "{json}"
    );
    let mut read: serde_json::Value = serde_json::from_slice(&output.stdout).unwrap();
    // The forged file is format 1; loading gives each attempt the id that
    // format 2 adds. Everything else must come back exactly.
    for attempt in read["attempts"].as_array_mut().unwrap() {
        let id = attempt.as_object_mut().unwrap().remove("id");
        assert!(id.is_some_and(|id| id.as_str().is_some_and(|id| id.starts_with("v1-"))));
    }
    assert_eq!(read["attempts"], forged["attempts"]);
    assert_eq!(read["lessons"], forged["lessons"]);
}

#[test]
fn a_forged_records_file_that_cannot_be_read_is_reported_escaped() {
    let dir = tempfile::tempdir().unwrap();
    // An unknown field: serde names it in the error.
    let mut forged = forged_records();
    forged["attempts"][0][format!("extra{EVIL}")] = serde_json::json!(1);
    std::fs::write(
        dir.path().join("records.json"),
        serde_json::to_vec(&forged).unwrap(),
    )
    .unwrap();
    let output = bloomlab()
        .args(["results", "--data-dir", dir.path().to_str().unwrap()])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(1), "{output:?}");
    assert_safe("results of an unreadable file", &output);
    // And a data folder whose own name is hostile.
    let evil_dir = dir.path().join(format!("data{EVIL}"));
    std::fs::create_dir(&evil_dir).unwrap();
    write_forged(&evil_dir);
    let output = bloomlab()
        .args(["results", "--data-dir", evil_dir.to_str().unwrap()])
        .output()
        .unwrap();
    assert!(output.status.success(), "{output:?}");
    assert_safe("results in a hostile folder", &output);
}

/// A run that could measure nothing (a rate far below what the query cap
/// can reach) is refused at once with exit 2, naming the smallest rate it
/// can measure, before any filter is built.
#[test]
fn runs_that_can_measure_nothing_are_refused_at_once() {
    for command in [
        &["compare", "--n", "1000", "--p", "1e-300"][..],
        &["experiment", "--n", "1000", "--p", "1e-300"][..],
    ] {
        let output = bloomlab().args(command).output().unwrap();
        assert_eq!(output.status.code(), Some(2), "{command:?}");
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(
            stderr.contains("--p must be from 0.0007683\u{a0}%, the smallest rate it can measure"),
            "{command:?}: {stderr}"
        );
    }
    // A smaller rate with a cap to match is accepted (only checked here,
    // not run: --max-queries 10^10 reaches 1.5e-7).
    let output = bloomlab()
        .args([
            "experiment",
            "--n",
            "1000",
            "--p",
            "1e-300",
            "--max-queries",
            "1e10",
        ])
        .output()
        .unwrap();
    assert!(
        String::from_utf8_lossy(&output.stderr)
            .contains("--p must be from 0.00001537\u{a0}%, the smallest rate it can measure")
    );
}
