//! What the command-line tests share: the binary, and the checks that bad
//! input is refused with exit code 2 and a line naming the flag.

#![allow(dead_code, reason = "each test crate uses only some of the helpers")]
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "test helpers: a failed unwrap is a failed test"
)]

use std::path::Path;

use assert_cmd::Command;

/// A comparison small enough for a test: 2000 keys, ±30 %, one thread.
pub(crate) const SMALL_COMPARE: [&str; 7] = [
    "compare",
    "--n",
    "2000",
    "--precision",
    "0.3",
    "--threads",
    "1",
];

/// The `bloomlab` binary built for these tests.
pub(crate) fn bloomlab() -> Command {
    Command::cargo_bin("bloomlab").unwrap()
}

/// Run with `args`, expect exit code 2 and stderr naming `flag` and `what`.
pub(crate) fn rejects(args: &[&str], flag: &str, what: &str) {
    let output = bloomlab().args(args).output().unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(2), "{args:?}: {stderr}");
    assert!(
        stderr.contains(flag),
        "{args:?} should name {flag}: {stderr}"
    );
    assert!(
        stderr.contains(what),
        "{args:?} should say {what:?}: {stderr}"
    );
    assert!(!stderr.contains("panicked"), "{stderr}");
    assert!(output.stdout.is_empty(), "nothing on stdout for bad input");
}

/// Run with `args`: exit code 2, and the first line of stderr is the whole
/// error (clap adds a pointer to --help after a blank line): it names
/// `flag`, says `what`, and has no run of zeros or saturated number.
pub(crate) fn rejects_in_one_line(args: &[&str], flag: &str, what: &str) {
    let output = bloomlab().args(args).output().unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(2), "{args:?}: {stderr}");
    assert!(output.stdout.is_empty(), "{args:?}: nothing on stdout");
    let mut lines = stderr.lines();
    let first = lines.next().unwrap_or_default();
    assert!(first.starts_with("error: "), "{args:?}: {stderr}");
    assert!(first.contains(flag), "{args:?} should name {flag}: {first}");
    assert!(
        first.contains(what),
        "{args:?} should say {what:?}: {first}"
    );
    assert!(first.chars().count() <= 240, "{args:?}: too long: {first}");
    assert!(!first.contains("000000"), "{args:?}: {first}");
    assert!(!first.contains("18446744."), "{args:?}: saturated: {first}");
    assert!(
        lines.all(|line| line.is_empty() || line.starts_with("For more information")),
        "{args:?}: one line only: {stderr}"
    );
}

/// What a run gave: exit code, stdout, stderr.
pub(crate) struct Ran {
    pub(crate) code: Option<i32>,
    pub(crate) stdout: String,
    pub(crate) stderr: String,
}

/// `bloomlab --lang LANG ARGS` at `columns` (the `COLUMNS` it reads), with
/// no student set and results kept in `data`.
pub(crate) fn run_at(lang: &str, columns: usize, data: &Path, args: &[&str]) -> Ran {
    let output = bloomlab()
        .env("COLUMNS", columns.to_string())
        .env("BLOOMLAB_DATA_DIR", data)
        .env_remove("BLOOMLAB_STUDENT")
        .args(["--lang", lang])
        .args(args)
        .output()
        .unwrap();
    Ran {
        code: output.status.code(),
        stdout: String::from_utf8(output.stdout).unwrap(),
        stderr: String::from_utf8(output.stderr).unwrap(),
    }
}

/// `grade EXERCISE --seed SEED --no-reference -- bloomlab exercise
/// reference EXERCISE`: bloomlab's own solution graded on the keys of
/// `seed`.
pub(crate) fn grade_by_reference<'a>(exercise: &'a str, seed: &'a str) -> [&'a str; 10] {
    let me = env!("CARGO_BIN_EXE_bloomlab");
    [
        "grade",
        exercise,
        "--seed",
        seed,
        "--no-reference",
        "--",
        me,
        "exercise",
        "reference",
        exercise,
    ]
}
