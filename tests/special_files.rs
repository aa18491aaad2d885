//! Pipes and devices where the command line expects files: each command
//! answers at once with an error that names the file, instead of blocking
//! on a named pipe forever or reading `/dev/zero` until memory runs out.
#![cfg(unix)]

use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// Generous: the point is "not forever", not a speed target.
const DEADLINE: Duration = Duration::from_secs(30);

fn mkfifo(path: &Path) -> bool {
    Command::new("mkfifo")
        .arg(path)
        .status()
        .is_ok_and(|status| status.success())
}

/// Run bloomlab with `args`; kill it and fail if it is still running at the
/// deadline. Returns the exit code and what it wrote (stdout, then stderr).
fn run(args: &[&str]) -> (i32, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_bloomlab"))
        .args(args)
        .env("NO_COLOR", "1")
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let started = Instant::now();
    loop {
        if let Some(status) = child.try_wait().unwrap() {
            let output = child.wait_with_output().unwrap();
            let mut text = String::from_utf8_lossy(&output.stdout).into_owned();
            text.push_str(&String::from_utf8_lossy(&output.stderr));
            return (status.code().unwrap_or(-1), text);
        }
        if started.elapsed() > DEADLINE {
            let _ = child.kill();
            panic!("bloomlab {args:?} was still running after {DEADLINE:?}");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}

#[test]
fn a_named_pipe_given_as_a_quiz_lesson_or_file_to_check() {
    let dir = tempfile::tempdir().unwrap();
    let fifo = dir.path().join("x.yaml");
    if !mkfifo(&fifo) {
        eprintln!("mkfifo is not available: skipping");
        return;
    }
    let fifo = fifo.to_str().unwrap();
    for command in ["quiz", "lesson", "check"] {
        let (code, text) = run(&[command, fifo]);
        assert_ne!(code, 0, "{command}");
        assert!(
            text.contains("x.yaml:1:1: not a regular file (a named pipe)"),
            "{command}: {text}"
        );
    }
}

#[test]
fn records_that_are_a_pipe_or_a_device() {
    let dir = tempfile::tempdir().unwrap();
    let records = dir.path().join("records.json");
    std::os::unix::fs::symlink("/dev/zero", &records).unwrap();
    let data = dir.path().to_str().unwrap();
    let (code, text) = run(&["results", "--data-dir", data]);
    assert_ne!(code, 0);
    assert!(text.contains("not a regular file (a device)"), "{text}");
    std::fs::remove_file(&records).unwrap();
    if mkfifo(&records) {
        let (code, text) = run(&["results", "--data-dir", data]);
        assert_ne!(code, 0);
        assert!(text.contains("not a regular file (a named pipe)"), "{text}");
    }
}
