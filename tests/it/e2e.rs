//! End to end: the real binary in a real pseudo-terminal (tmux), driven by
//! keys as a student would. Every wait polls the screen with a deadline;
//! nothing sleeps a fixed time and hopes.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "a test: a failed unwrap is a failed test (clippy.toml's allow-unwrap-in-tests misses the helpers of integration tests)"
)]

use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

const BIN: &str = env!("CARGO_BIN_EXE_bloomlab");

struct Tmux {
    session: String,
}

impl Tmux {
    fn start(args: &str, width: u16, height: u16, env: &str) -> Option<Tmux> {
        Tmux::start_then(args, width, height, env, "sleep 30")
    }

    /// Like `start`, with `then` run in the pane after the app's report
    /// instead of a plain wait.
    fn start_then(args: &str, width: u16, height: u16, env: &str, then: &str) -> Option<Tmux> {
        if Command::new("tmux").arg("-V").output().is_err() {
            return None;
        }
        static NEXT: AtomicUsize = AtomicUsize::new(0);
        let session = format!(
            "bloomlab-e2e-{}-{}",
            std::process::id(),
            NEXT.fetch_add(1, Ordering::Relaxed)
        );
        // After the app, report its exit code and whether the terminal is
        // back in cooked mode (raw mode turns canonical input off).
        let command = format!(
            "{env} {BIN} {args}; echo EXITED $?; stty -a | grep -q -- '-icanon' && echo RAW-MODE-LEFT-ON || echo COOKED; {then}"
        );
        // Tests start sessions in parallel; when no tmux server runs yet,
        // two clients can race to start it and one of them fails. Such a
        // failure is the harness's, not the app's: try again, a few times.
        let mut failures = Vec::new();
        for attempt in 0..5u64 {
            let output = Command::new("tmux")
                .args([
                    "new-session",
                    "-d",
                    "-s",
                    &session,
                    "-x",
                    &width.to_string(),
                    "-y",
                    &height.to_string(),
                    &command,
                ])
                .output()
                .expect("tmux runs");
            if output.status.success() {
                return Some(Tmux { session });
            }
            failures.push(String::from_utf8_lossy(&output.stderr).trim().to_owned());
            std::thread::sleep(Duration::from_millis(100 * (attempt + 1)));
        }
        panic!("tmux new-session failed 5 times: {failures:?}");
    }

    fn screen(&self) -> String {
        let output = Command::new("tmux")
            .args(["capture-pane", "-p", "-J", "-t", &self.session])
            .output()
            .expect("capture-pane");
        String::from_utf8_lossy(&output.stdout).into_owned()
    }

    /// Esc back to Home, then q. Sent as one burst, ESC and q can reach
    /// the app in one read, which is Alt+q: so wait for Home in between.
    fn escape_home_and_quit(&self, home: &str) {
        self.keys(&["Escape"]);
        self.wait_for(home);
        self.keys(&["q"]);
    }

    fn keys(&self, keys: &[&str]) {
        for key in keys {
            let status = Command::new("tmux")
                .args(["send-keys", "-t", &self.session, key])
                .status()
                .expect("send-keys");
            assert!(status.success());
        }
    }

    /// Run a tmux command (`args[0]`, then its flags) on this session's pane.
    fn tmux(&self, args: &[&str]) -> String {
        let mut command = Command::new("tmux");
        command
            .arg(args[0])
            .args(["-t", &self.session])
            .args(&args[1..]);
        let output = command.output().expect("tmux runs");
        assert!(output.status.success(), "tmux {args:?}: {output:?}");
        String::from_utf8_lossy(&output.stdout).trim().to_owned()
    }

    /// The pane's terminal modes, as tmux keeps them: the alternate screen,
    /// the cursor shown, and mouse reporting of any kind.
    fn modes(&self) -> String {
        self.tmux(&[
            "display-message",
            "-p",
            "alternate=#{alternate_on} cursor=#{cursor_flag} mouse=#{mouse_standard_flag}#{mouse_button_flag}#{mouse_any_flag}#{mouse_sgr_flag}",
        ])
    }

    /// The bloomlab process in the pane (a child of the pane's shell),
    /// once it has started.
    fn app_pid(&self) -> u32 {
        let shell: u32 = self
            .tmux(&["display-message", "-p", "#{pane_pid}"])
            .parse()
            .expect("a pane pid");
        let deadline = Instant::now() + Duration::from_secs(20);
        loop {
            let found = std::fs::read_dir("/proc")
                .expect("/proc")
                .flatten()
                .filter_map(|entry| entry.file_name().to_str()?.parse::<u32>().ok())
                .find(|pid| {
                    let stat =
                        std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
                    // pid (comm) state ppid ...
                    let Some((comm, rest)) = stat.split_once(") ") else {
                        return false;
                    };
                    comm.ends_with("(bloomlab")
                        && rest.split(' ').nth(1) == Some(shell.to_string().as_str())
                });
            if let Some(pid) = found {
                return pid;
            }
            assert!(Instant::now() < deadline, "no bloomlab under pane {shell}");
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    /// Paste `text` as a terminal does: with bracket codes around it when
    /// the program asked for bracketed paste, as plain keys otherwise.
    fn paste(&self, text: &str) {
        self.paste_with(text, true);
    }

    /// Paste `text` as plain keys, as a terminal without bracketed paste
    /// sends it (line breaks as Enter).
    fn paste_as_keys(&self, text: &str) {
        self.paste_with(text, false);
    }

    fn paste_with(&self, text: &str, bracketed: bool) {
        let file = tempfile::NamedTempFile::new().unwrap();
        std::fs::write(file.path(), text).unwrap();
        let buffer = format!("{}-paste", self.session);
        let status = Command::new("tmux")
            .args(["load-buffer", "-b", &buffer])
            .arg(file.path())
            .status()
            .expect("load-buffer");
        assert!(status.success());
        let mut args = vec!["paste-buffer", "-d", "-b", &buffer];
        if bracketed {
            args.push("-p");
        }
        self.tmux(&args);
    }

    /// After the app: the shell's `cat -v` shows what a paste sends. With
    /// bracketed paste left on, it would show the codes (^[[200~).
    fn assert_bracketed_paste_is_off(&self) {
        self.wait_for("READY");
        self.paste("PASTED-AFTER-EXIT");
        let screen = self.wait_for("PASTED-AFTER-EXIT");
        assert!(
            !screen.contains("[200~"),
            "bracketed paste was left on:\n{screen}"
        );
    }

    /// Wait until the screen shows `text`, or fail with what it shows.
    fn wait_for(&self, text: &str) -> String {
        self.wait_for_any(&[text])
    }

    /// Wait until the screen shows every one of `texts`.
    fn wait_for_all(&self, texts: &[&str]) -> String {
        let deadline = Instant::now() + Duration::from_secs(20);
        loop {
            let screen = self.screen();
            if texts.iter().all(|text| screen.contains(text)) {
                return screen;
            }
            assert!(
                Instant::now() < deadline,
                "waited for all of {texts:?}; the screen shows:\n{screen}"
            );
            std::thread::sleep(Duration::from_millis(50));
        }
    }

    fn wait_for_any(&self, texts: &[&str]) -> String {
        let deadline = Instant::now() + Duration::from_secs(20);
        loop {
            let screen = self.screen();
            if texts.iter().any(|text| screen.contains(text)) {
                return screen;
            }
            assert!(
                Instant::now() < deadline,
                "waited for {texts:?}; the screen shows:\n{screen}"
            );
            std::thread::sleep(Duration::from_millis(20));
        }
    }
}

impl Drop for Tmux {
    fn drop(&mut self) {
        let _ = Command::new("tmux")
            .args(["kill-session", "-t", &self.session])
            .status();
    }
}

fn tmux_or_skip(args: &str, width: u16, height: u16, env: &str) -> Option<Tmux> {
    let tmux = Tmux::start(args, width, height, env);
    if tmux.is_none() {
        // .ci/run installs tmux, so CI always runs this test.
        assert!(
            std::env::var_os("CI").is_none(),
            "CI must have tmux for the end-to-end tests"
        );
        eprintln!("tmux is not installed: skipping the end-to-end test");
    }
    tmux
}

#[test]
fn a_student_walks_the_lesson_to_the_false_positive_then_answers_a_quiz_question() {
    let Some(tmux) = tmux_or_skip("--lang en --no-save", 100, 30, "NO_COLOR=1") else {
        return;
    };
    tmux.wait_for("1 Lesson");
    tmux.keys(&["1"]);
    tmux.wait_for("Bloom filters, step by step");
    tmux.keys(&["Enter"]);
    tmux.wait_for("step 1 of");
    tmux.keys(&["Right"]);
    tmux.wait_for("bits 2, 7");
    tmux.keys(&["Right"]);
    tmux.wait_for("step 3 of");
    tmux.keys(&["Right"]);
    tmux.wait_for("Predict before you see");
    tmux.keys(&["1"]);
    tmux.wait_for("definitely absent");
    tmux.keys(&["Right"]);
    tmux.wait_for("“pera”");
    tmux.keys(&["2"]);
    let screen = tmux.wait_for("FALSE POSITIVE");
    assert!(screen.contains("bit 2 was set by “uva”"), "{screen}");
    assert!(screen.contains("bit 10 was set by “kiwi”"), "{screen}");
    tmux.keys(&["Escape"]);
    tmux.wait_for("Where the formula comes from");
    tmux.keys(&["Escape"]);
    tmux.wait_for("5 Quiz");
    tmux.keys(&["5"]);
    tmux.wait_for("questions)");
    tmux.keys(&["Enter"]);
    tmux.wait_for("question 1 of");
    tmux.keys(&["1"]);
    let answered = tmux.wait_for_any(&["✓ Correct", "✗ Incorrect"]);
    assert!(
        answered.contains("1/1 point") || answered.contains("0/1 point"),
        "{answered}"
    );
    // Leaving mid-quiz asks first.
    tmux.keys(&["Escape"]);
    tmux.wait_for("Press Esc again");
    tmux.keys(&["Escape"]);
    tmux.wait_for("Quizzes");
    tmux.keys(&["Escape"]);
    tmux.wait_for("1 Lesson");
    tmux.keys(&["q"]);
    let after = tmux.wait_for("EXITED 0");
    // The alternate screen was left: the app's frame is gone.
    assert!(!after.contains("1 Lesson"), "{after}");
    let after = tmux.wait_for_any(&["COOKED", "RAW-MODE-LEFT-ON"]);
    assert!(after.contains("COOKED"), "{after}");
}

#[test]
fn spanish_at_80_by_24_and_a_tiny_terminal() {
    let Some(tmux) = tmux_or_skip("--lang es --no-save", 80, 24, "") else {
        return;
    };
    tmux.wait_for("1 Lecciones");
    tmux.keys(&["3"]);
    tmux.wait_for("tabla para n = 10\u{a0}000\u{a0}000");
    tmux.escape_home_and_quit("1 Lecciones");
    tmux.wait_for("EXITED 0");

    let Some(small) = tmux_or_skip("--lang es --no-save", 30, 8, "") else {
        return;
    };
    small.wait_for("necesita un terminal");
    small.keys(&["q"]);
    small.wait_for("EXITED 0");
}

#[test]
fn previewing_a_broken_file_prints_where_and_exits_nonzero() {
    let Some(tmux) = tmux_or_skip(
        &format!(
            "lesson {}/tests/fixtures/content/invalid/position-outside.yaml",
            env!("CARGO_MANIFEST_DIR")
        ),
        100,
        10,
        "",
    ) else {
        return;
    };
    let screen = tmux.wait_for("EXITED 1");
    // The message fits the terminal's width: its lines joined again.
    let words = screen.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        words.contains("position-outside.yaml:13:22: position 12 is outside the array"),
        "{screen}"
    );
}

#[test]
fn a_finished_quiz_is_saved_and_shows_in_my_results_next_time() {
    let data = tempfile::tempdir().unwrap();
    let args = format!("--lang en --data-dir {}", data.path().display());
    let Some(tmux) = tmux_or_skip(&args, 100, 30, "") else {
        return;
    };
    tmux.wait_for("6 My results");
    // Take the course quiz answering "1" (or typing 1) to every question.
    tmux.keys(&["5"]);
    tmux.wait_for("questions)");
    tmux.keys(&["Enter"]);
    for question in 1..=21 {
        let header = format!("question {question} of 21");
        tmux.wait_for(&header);
        // The status line ends with «? help»: read the keys once the whole
        // frame is drawn (a capture mid-frame sent «1» with no Enter to a
        // typed answer, on a busy CI machine).
        let screen = tmux.wait_for_all(&[&header, "? help"]);
        if screen.contains("Space 1-") {
            tmux.keys(&["Space", "Enter"]);
        } else if screen.contains("0-9 . , e -") {
            tmux.keys(&["1", "Enter"]);
        } else {
            tmux.keys(&["1"]);
        }
        tmux.wait_for_any(&["✓ Correct", "✗ Incorrect"]);
        tmux.keys(&["Enter"]);
    }
    let summary = tmux.wait_for("Score: ");
    let score = summary
        .lines()
        .find_map(|line| line.trim().strip_prefix("Score: "))
        .and_then(|rest| rest.split(" (").next())
        .map(|text| text.replace(" of ", "/"))
        .expect("a score line");
    tmux.keys(&["Enter"]);
    tmux.wait_for("Quizzes");
    tmux.escape_home_and_quit("6 My results");
    tmux.wait_for("EXITED 0");
    drop(tmux);
    assert!(
        data.path().join("records.json").exists(),
        "the attempt was saved"
    );

    // A new session finds it under My results.
    let Some(again) = tmux_or_skip(&args, 100, 30, "") else {
        return;
    };
    again.wait_for("6 My results");
    again.keys(&["6"]);
    // Local times: no «· times in UTC» after the count (reader 83, es 4.1).
    let history = again.wait_for("1 attempt");
    assert!(history.contains(&score), "{score} in:\n{history}");
    again.escape_home_and_quit("6 My results");
    again.wait_for("EXITED 0");
}

/// Shows what a paste sends once the app has exited (see
/// `assert_bracketed_paste_is_off`).
const CAT_AFTER: &str = "echo READY; timeout 20 cat -v";

fn tmux_then_or_skip(args: &str, width: u16, height: u16, env: &str) -> Option<Tmux> {
    let tmux = Tmux::start_then(args, width, height, env, CAT_AFTER);
    if tmux.is_none() {
        return tmux_or_skip(args, width, height, env);
    }
    tmux
}

#[test]
fn a_panic_on_the_ui_thread_restores_the_terminal() {
    // The switch exists in test (debug) builds only.
    let Some(tmux) = tmux_then_or_skip("--lang en --no-save", 100, 30, "BLOOMLAB_TEST_PANIC=1")
    else {
        return;
    };
    tmux.wait_for("1 Lesson");
    tmux.keys(&["!"]);
    let screen = tmux.wait_for("EXITED 101");
    assert!(screen.contains("a test panic on the UI thread"), "{screen}");
    assert!(
        !screen.contains("1 Lesson"),
        "the alternate screen was left:\n{screen}"
    );
    let screen = tmux.wait_for_any(&["COOKED", "RAW-MODE-LEFT-ON"]);
    assert!(
        screen.contains("COOKED"),
        "raw mode is off again:\n{screen}"
    );
    let modes = tmux.modes();
    assert_eq!(modes, "alternate=0 cursor=1 mouse=0000", "{screen}");
    tmux.assert_bracketed_paste_is_off();
}

/// `kill -INT` and `kill -QUIT` from outside (Ctrl-C inside the app is a
/// key): the app quits as on q, and the shell gets its screen back, with
/// the cursor shown and no mouse reporting or bracketed paste left on.
#[test]
fn sigint_and_sigquit_from_outside_restore_the_terminal() {
    for (signal, code) in [("INT", 130), ("QUIT", 131)] {
        let Some(tmux) = tmux_then_or_skip("--lang en --no-save", 100, 30, "") else {
            return;
        };
        tmux.wait_for("1 Lesson");
        // The modes the app set, so the checks below can fail.
        let running = tmux.modes();
        assert!(
            running.starts_with("alternate=1 cursor=0") && !running.ends_with("mouse=0000"),
            "while running: {running}"
        );
        let pid = tmux.app_pid();
        let status = Command::new("kill")
            .args([&format!("-{signal}"), &pid.to_string()])
            .status()
            .expect("kill");
        assert!(status.success());
        let screen = tmux.wait_for(&format!("EXITED {code}"));
        assert!(
            !screen.contains("1 Lesson"),
            "SIG{signal}: the app's screen is still shown:\n{screen}"
        );
        assert!(
            !std::path::Path::new(&format!("/proc/{pid}")).exists(),
            "SIG{signal}: bloomlab is still running"
        );
        let screen = tmux.wait_for_any(&["COOKED", "RAW-MODE-LEFT-ON"]);
        assert!(screen.contains("COOKED"), "SIG{signal}:\n{screen}");
        assert_eq!(
            tmux.modes(),
            "alternate=0 cursor=1 mouse=0000",
            "SIG{signal}:\n{screen}"
        );
        tmux.assert_bracketed_paste_is_off();
    }
}

/// A 100 KB paste into the playground is one event: it lands at once,
/// says how many words were left out, and leaves the app answering keys.
#[test]
fn a_pasted_book_is_taken_at_once() {
    let Some(tmux) = tmux_then_or_skip("--lang en --no-save", 100, 30, "") else {
        return;
    };
    tmux.wait_for("1 Lesson");
    tmux.keys(&["2"]);
    tmux.wait_for("No words yet");
    let book: String = (0..14_000).map(|i| format!("word{i:05}\n")).collect();
    assert!(book.len() > 100_000);
    tmux.paste(&book);
    let screen = tmux.wait_for("9,000 words not added");
    assert!(screen.contains("Pasted: 5,000 words added"), "{screen}");
    assert!(screen.contains("… and "), "{screen}");
    // Still answering: emptying the filter (e, asked, then e again)
    // shows the first message again.
    tmux.keys(&["e"]);
    tmux.wait_for("e again: empty the filter");
    tmux.keys(&["e"]);
    tmux.wait_for("No words yet");
    // Without bracketed paste the same amount comes as a storm of keys:
    // each line is a (add), the word, Enter. All of it is read, up to the
    // last key (not stalled until the next key press), and counted.
    let storm: String = (0..14_286).map(|i| format!("a{i:05}\n")).collect();
    assert!(storm.len() >= 100_000);
    tmux.paste_as_keys(&storm);
    let screen = tmux.wait_for("9,286 words not added");
    assert!(screen.contains("n = 5,000 words"), "{screen}");
    tmux.keys(&["e"]);
    tmux.wait_for("e again: empty the filter");
    tmux.keys(&["e"]);
    tmux.wait_for("No words yet");
    tmux.escape_home_and_quit("1 Lesson");
    tmux.wait_for("EXITED 0");
    tmux.assert_bracketed_paste_is_off();
}

/// Closing the terminal window sends SIGHUP: the app quits as if the
/// student had pressed q, so the lesson step is saved.
#[test]
fn closing_the_terminal_keeps_the_lesson_step() {
    let data = tempfile::tempdir().unwrap();
    let args = format!("--lang en --data-dir {}", data.path().display());
    let Some(tmux) = tmux_or_skip(&args, 100, 30, "") else {
        return;
    };
    tmux.wait_for("6 My results");
    tmux.keys(&["1"]);
    tmux.wait_for("Bloom filters, step by step");
    tmux.keys(&["Enter"]);
    tmux.wait_for("step 1 of 19");
    tmux.keys(&["n", "n", "n"]);
    tmux.wait_for("step 4 of 19");
    drop(tmux); // kill-session: the app gets SIGHUP
    let records = data.path().join("records.json");
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        let saved = std::fs::read_to_string(&records).unwrap_or_default();
        let step = serde_json::from_str::<serde_json::Value>(&saved)
            .ok()
            .and_then(|json| json["lessons"][0]["step"].as_u64());
        if step == Some(3) {
            break;
        }
        assert!(
            Instant::now() < deadline,
            "no saved step 3 after SIGHUP; records: {saved:?}"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// Threads of the engine alive in process `pid` (its scheduler and workers).
fn engine_threads(pid: u32) -> usize {
    std::fs::read_dir(format!("/proc/{pid}/task"))
        .map(|tasks| {
            tasks
                .flatten()
                .filter(|task| {
                    let comm =
                        std::fs::read_to_string(task.path().join("comm")).unwrap_or_default();
                    comm.starts_with("bloomlab-experi") || comm.starts_with("bloomlab-worker")
                })
                .count()
        })
        .unwrap_or(0)
}

#[test]
fn a_lesson_experiment_runs_live_and_leaving_it_mid_run_cancels_it() {
    for (lang, step, step5, measured, stopped) in [
        (
            "en",
            "step 4 of 21",
            "step 5 of 21",
            "Measured:",
            "The measurement of step 4 was stopped when you left it.",
        ),
        (
            "es",
            "paso 4 de 21",
            "paso 5 de 21",
            "Medido:",
            "Se ha detenido la medición del paso 4 al salir de él.",
        ),
    ] {
        let Some(tmux) = tmux_or_skip(&format!("--lang {lang} --no-save"), 80, 24, "NO_COLOR=1")
        else {
            return;
        };
        tmux.wait_for("[");
        tmux.keys(&["1"]);
        tmux.wait_for("▶");
        tmux.keys(&["Down", "Enter"]);
        for n in 1..=3 {
            let here = if lang == "en" {
                format!("step {n} of 21")
            } else {
                format!("paso {n} de 21")
            };
            tmux.wait_for(&here);
            // Answer the prediction when there is one, then go on.
            tmux.keys(&["1", "Right"]);
        }
        tmux.wait_for(step);
        // The options may be below the fold: End brings them into view,
        // where the key answers at once.
        tmux.keys(&["End", "1"]);
        // The result is drawn below the text: scroll down until it shows.
        let deadline = Instant::now() + Duration::from_secs(20);
        let screen = loop {
            tmux.keys(&["PageDown"]);
            let screen = tmux.screen();
            if screen.contains(measured) {
                break screen;
            }
            assert!(
                Instant::now() < deadline,
                "no measured rate; the screen shows:\n{screen}"
            );
            std::thread::sleep(Duration::from_millis(50));
        };
        assert!(screen.contains('%'), "{screen}");
        let pid = tmux.app_pid();
        // Run it again and leave at once (both keys in one write, so the
        // app reads them together, well before the run can end).
        tmux.tmux(&["send-keys", "x", "Right"]);
        let screen = tmux.wait_for(stopped);
        assert!(screen.contains(step5), "{screen}");
        assert!(
            !screen.contains("Measuring") && !screen.contains("Midiendo"),
            "{screen}"
        );
        let deadline = Instant::now() + Duration::from_secs(5);
        while engine_threads(pid) > 0 {
            assert!(
                Instant::now() < deadline,
                "the engine's threads still run after leaving the step"
            );
            std::thread::sleep(Duration::from_millis(10));
        }
        // Out to the list of lessons, then Home, then quit. The list is
        // told by the first lesson's title: the step's own key bar also
        // reads "↑↓ Enter" when it asks a prediction, and a second Escape
        // sent before the first is read can arrive with it as one key.
        tmux.keys(&["Escape"]);
        tmux.wait_for(if lang == "en" {
            "Bloom filters, step by step"
        } else {
            "Filtros de Bloom, paso a paso"
        });
        tmux.escape_home_and_quit("1-7");
        tmux.wait_for("EXITED 0");
    }
}

/// A one-step lesson whose experiment shows the measured rate and its
/// interval only, averaged over fresh filters so the rate is near the
/// exact formula's.
const MEASURED_LESSON: &str = "id: e2e-measured
lang: LANG
title: Measured
steps:
  - title: One filter, measured
    text: Watch the rate come in.
    experiment:
      m: 1000
      k: 3
      n: 100
      trials: 4000
      shows: [rate, interval]
";

/// The screen's lines joined by spaces (a sentence reads whole however
/// the app wrapped it), with no-break spaces made plain.
fn flat(screen: &str) -> String {
    screen
        .lines()
        .map(str::trim)
        .collect::<Vec<_>>()
        .join(" ")
        .replace('\u{a0}', " ")
}

/// The measured sentence of a screen: from `label` to the queries it took.
fn measured_sentence<'a>(screen: &'a str, label: &str) -> &'a str {
    let start = screen.find(label).expect("a measured rate");
    let rest = &screen[start..];
    let end = ["queries", "consultas"]
        .iter()
        .find_map(|word| rest.find(word).map(|at| at + word.len()))
        .expect("the queries it took");
    &rest[..end]
}

/// The number written right after `label` in `text` ("1.74" or "1,74"),
/// read in the language's decimal mark (thousands separators dropped).
fn number_after(text: &str, label: &str, lang: &str) -> f64 {
    let at = text
        .find(label)
        .unwrap_or_else(|| panic!("no {label:?} in {text}"));
    let digits: String = text[at + label.len()..]
        .chars()
        .take_while(|c| c.is_ascii_digit() || matches!(c, '.' | ',' | ' '))
        .collect();
    let digits = digits.trim();
    // A number ends where a space is followed by something not a digit
    // group ("86 016 consultas" in Spanish, "1.74 %").
    let number: String = match lang {
        "es" => digits.replace(' ', "").replace(',', "."),
        _ => digits.replace([',', ' '], ""),
    };
    number
        .parse()
        .unwrap_or_else(|_| panic!("{number:?} after {label:?} in {text}"))
}

/// A lesson step's experiment runs in the real binary and its numbers are
/// read off the screen: the measured rate lies in its interval and near
/// the exact formula (computed here by the library), the p-value and the
/// verdict the step leaves out are not shown, and x measures again with a
/// new seed that the screen names, giving new numbers.
#[test]
fn a_lesson_experiment_step_shows_measured_numbers_and_x_gives_new_ones() {
    use bloomlab::content::lesson::StepExperiment;
    for (lang, size, labels) in [
        (
            "en",
            (100, 30),
            [
                "Measured: ",
                "95 % interval ",
                " to ",
                "exact: ",
                "Measured with seed 2",
                "p-value",
                "Verdict",
            ],
        ),
        (
            "es",
            (80, 24),
            [
                "Medido: ",
                "intervalo del 95 %: del ",
                " al ",
                "exacta: ",
                "Medido con la semilla 2",
                "alor p",
                "Veredicto",
            ],
        ),
    ] {
        let [
            measured,
            interval,
            to,
            exact_label,
            reseeded,
            p_value,
            verdict,
        ] = labels;
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join(format!("measured.{lang}.yaml"));
        let yaml = MEASURED_LESSON.replace("LANG", lang);
        std::fs::write(&path, &yaml).unwrap();
        let experiment: StepExperiment = {
            let doc = bloomlab::content::load_file(&path).expect("the lesson is valid");
            let bloomlab::content::Document::Lesson(loaded) = doc else {
                panic!("a lesson");
            };
            loaded.lesson.steps[0].experiment.clone().unwrap()
        };
        let exact = experiment.specs().unwrap()[0].fp_exact() * 100.0;
        let Some(tmux) = tmux_or_skip(
            &format!("--lang {lang} --no-save lesson {}", path.display()),
            size.0,
            size.1,
            "NO_COLOR=1",
        ) else {
            return;
        };
        // The step measures on arrival; wait for the result, not a time.
        let first = flat(&tmux.wait_for(measured.trim_end_matches(' ')));
        let first = if first.contains(interval) {
            first
        } else {
            flat(&tmux.wait_for(interval.trim_end_matches(' ')))
        };
        let rate = number_after(&first, measured, lang);
        let low = number_after(&first, interval, lang);
        let after_low = &first[first.find(interval).unwrap() + interval.len()..];
        let high = number_after(after_low, to, lang);
        let shown_exact = number_after(&first, exact_label, lang);
        assert!(
            low <= rate && rate <= high,
            "{low} ≤ {rate} ≤ {high}: {first}"
        );
        assert!(
            (shown_exact - exact).abs() < 0.006 * exact,
            "the exact rate on screen {shown_exact} % is the library's {exact} %"
        );
        assert!(
            (rate - exact).abs() < 0.25 * exact,
            "measured {rate} % against the exact {exact} %: {first}"
        );
        assert!(
            !first.contains(p_value) && !first.contains(verdict),
            "the step shows no p-value or verdict: {first}"
        );
        // x: a new seed, named on screen, and other numbers: of three
        // runs (seeds 1, 2 and 3) not all read the same.
        tmux.keys(&["x"]);
        let second = flat(&tmux.wait_for(reseeded));
        let rate_again = number_after(&second, measured, lang);
        assert!(
            (rate_again - exact).abs() < 0.25 * exact,
            "{rate_again} against {exact}"
        );
        tmux.keys(&["x"]);
        let third = flat(&tmux.wait_for(&reseeded.replace('2', "3")));
        let sentences: Vec<&str> = [&first, &second, &third]
            .iter()
            .map(|screen| measured_sentence(screen, measured))
            .collect();
        assert!(
            sentences[0] != sentences[1] || sentences[1] != sentences[2],
            "three seeds measured the same: {sentences:?}"
        );
        eprintln!("{lang}: exact {exact} %, measured {sentences:?}");
        // Out to the list of lessons, Home, and quit.
        tmux.keys(&["Escape"]);
        tmux.wait_for(if lang == "en" { "Lessons" } else { "Lecciones" });
        tmux.escape_home_and_quit("1-7");
        tmux.wait_for("EXITED 0");
    }
}
