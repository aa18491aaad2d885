//! Pipes and devices where the command line expects files: each command
//! answers at once with an error that names the file, instead of blocking
//! on a named pipe forever or reading `/dev/zero` until memory runs out.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "a test: a failed unwrap is a failed test (clippy.toml's allow-unwrap-in-tests misses the helpers of integration tests)"
)]
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

/// The app in tmux (a real terminal): `args` in the folder `cwd`, with
/// its exit status shown after it. None when tmux is not installed.
struct Pane {
    session: String,
}

impl Pane {
    fn start(args: &str, cwd: &Path) -> Option<Pane> {
        Command::new("tmux").arg("-V").output().ok()?;
        let session = format!("bloomlab-special-{}-{}", std::process::id(), cwd.display())
            .replace(['.', ':', '/'], "-");
        let command = format!(
            "NO_COLOR=1 {} {args}; echo EXITED $?; sleep 60",
            env!("CARGO_BIN_EXE_bloomlab")
        );
        let cwd = cwd.to_str().unwrap();
        let status = Command::new("tmux")
            .args(["new-session", "-d", "-s", &session, "-x", "100", "-y", "30"])
            .args(["-c", cwd, &command])
            .status()
            .unwrap();
        assert!(status.success());
        Some(Pane { session })
    }

    fn keys(&self, keys: &[&str]) {
        let status = Command::new("tmux")
            .args(["send-keys", "-t", &self.session])
            .args(keys)
            .status()
            .unwrap();
        assert!(status.success());
    }

    /// Poll the screen until it shows `text` (at most 30 s).
    fn wait_for(&self, text: &str) -> String {
        let started = Instant::now();
        loop {
            let output = Command::new("tmux")
                .args(["capture-pane", "-p", "-J", "-t", &self.session])
                .output()
                .unwrap();
            let screen = String::from_utf8_lossy(&output.stdout).into_owned();
            if screen.contains(text) {
                return screen;
            }
            assert!(
                started.elapsed() < DEADLINE,
                "waited for {text:?}; the screen shows:\n{screen}"
            );
            std::thread::sleep(Duration::from_millis(20));
        }
    }
}

impl Drop for Pane {
    fn drop(&mut self) {
        let _ = Command::new("tmux")
            .args(["kill-session", "-t", &self.session])
            .status();
    }
}

/// Results that cannot be saved (the lock file is a folder; the records
/// file is a folder, which even root cannot write over): the app used to
/// exit 0 and print nothing. Now it exits 1 with one line naming the file
/// and what was not saved, written instead to the current folder.
#[test]
fn results_that_cannot_be_saved_exit_1_and_go_to_a_hand_in_file() {
    for in_the_way in [".records.lock", "records.json"] {
        let data = tempfile::tempdir().unwrap();
        std::fs::create_dir(data.path().join(in_the_way)).unwrap();
        let cwd = tempfile::tempdir().unwrap();
        let args = format!("--lang en --data-dir {}", data.path().display());
        let Some(pane) = Pane::start(&args, cwd.path()) else {
            eprintln!("tmux is not installed: skipping");
            return;
        };
        pane.wait_for("1 Lesson");
        pane.keys(&["1"]);
        pane.wait_for("Bloom filters, step by step");
        pane.keys(&["Enter"]);
        pane.wait_for("step 1 of");
        pane.keys(&["Right"]);
        pane.wait_for("step 2 of");
        pane.keys(&["Escape"]);
        pane.wait_for("Where the formula comes from");
        pane.keys(&["Escape"]);
        pane.wait_for("1 Lesson");
        pane.keys(&["q"]);
        let screen = pane.wait_for("EXITED");
        assert!(screen.contains("EXITED 1"), "{in_the_way}: {screen}");
        let file = data.path().join("records.json");
        let said = format!(
            "error: your results could not be saved in {} (",
            file.display()
        );
        // The error is fitted to the pane, its later lines under its text.
        let lines: Vec<&str> = screen.lines().collect();
        let at = lines
            .iter()
            .position(|line| line.starts_with("error: your results could not be saved"))
            .unwrap_or_else(|| panic!("{in_the_way}: {screen}"));
        let more = lines[at + 1..]
            .iter()
            .take_while(|line| line.starts_with("       "))
            .map(|line| line.trim_start());
        let line = std::iter::once(lines[at])
            .chain(more)
            .collect::<Vec<_>>()
            .join(" ");
        assert!(line.starts_with(&said), "{in_the_way}: {screen}");
        assert!(line.contains("(progress in 1 lesson)"), "{line}");
        assert!(line.contains("a folder"), "{line}");
        let written: Vec<_> = std::fs::read_dir(cwd.path())
            .unwrap()
            .map(|entry| entry.unwrap().path())
            .collect();
        assert_eq!(written.len(), 1, "{written:?}");
        assert!(line.contains(&written[0].display().to_string()), "{line}");
        let (code, text) = run(&["results", "--format", "json", written[0].to_str().unwrap()]);
        assert_eq!(code, 0, "{text}");
        assert!(text.contains("\"lesson_id\""), "{text}");
    }
}
