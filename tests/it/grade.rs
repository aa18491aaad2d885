//! `bloomlab grade` and `bloomlab exercise`: the reference solutions pass
//! in both starter languages, each planted bug of `fix-the-filter` fails
//! for its own reason, and a program that crashes, hangs, prints garbage
//! or floods its output gets a clear message while bloomlab never hangs.
//!
//! Every run of bloomlab here has a deadline: it is polled until it exits,
//! and killed (failing the test) if it has not exited by then.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "a test: a failed unwrap is a failed test (clippy.toml's allow-unwrap-in-tests misses the helpers of integration tests)"
)]

use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// What a run of bloomlab gave.
struct Run {
    code: i32,
    stdout: String,
    stderr: String,
    took: Duration,
}

/// Run bloomlab with `args` in English; fail the test if it takes longer
/// than `deadline`.
fn bloomlab(args: &[&str], deadline: Duration) -> Run {
    let started = Instant::now();
    let mut child = Command::new(env!("CARGO_BIN_EXE_bloomlab"))
        .args(if args.first() == Some(&"--lang") {
            &[][..]
        } else {
            &["--lang", "en"][..]
        })
        .args(args)
        .env(
            "BLOOMLAB_DATA_DIR",
            std::env::temp_dir().join("bloomlab-grade-tests"),
        )
        // One check a line: these tests read the report's words, and
        // cli_readers44 its layout at 60 and 80 columns.
        .env("COLUMNS", "1000")
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdout = child.stdout.take().unwrap();
    let mut stderr = child.stderr.take().unwrap();
    let out = std::thread::spawn(move || {
        let mut text = String::new();
        stdout.read_to_string(&mut text).unwrap();
        text
    });
    let err = std::thread::spawn(move || {
        let mut text = String::new();
        stderr.read_to_string(&mut text).unwrap();
        text
    });
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        if started.elapsed() > deadline {
            let _ = child.kill();
            let _ = child.wait();
            panic!("bloomlab {args:?} did not finish within {deadline:?}");
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    Run {
        code: status.code().unwrap_or(-1),
        stdout: out.join().unwrap(),
        stderr: err.join().unwrap(),
        took: started.elapsed(),
    }
}

fn fixture(name: &str) -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/exercises")
        .join(name)
        .display()
        .to_string()
}

/// The starter of `exercise` in `code` (python, rust), its words in `ui`
/// (en, es), as `bloomlab exercise new` writes it into `folder` (a new
/// one): the file written. The files in exercises/starters/ are templates.
fn write_starter(folder: &Path, exercise: &str, code: &str, ui: &str) -> PathBuf {
    let folder_text = folder.display().to_string();
    let args = [
        "--lang",
        ui,
        "exercise",
        "new",
        exercise,
        &folder_text,
        "--lang",
        code,
    ];
    let run = bloomlab(&args, QUICK);
    assert_eq!(run.code, 0, "{args:?}: {}", run.stderr);
    folder.join(if code == "rust" {
        "filter.rs"
    } else {
        "filter.py"
    })
}

/// Python is slow on a loaded machine: a generous deadline, never a sleep.
const SLOW: Duration = Duration::from_secs(240);
const QUICK: Duration = Duration::from_secs(60);

fn grade(exercise: &str, seed: &str, command: &[&str]) -> Run {
    let mut args = vec![
        "grade",
        exercise,
        "--seed",
        seed,
        "--no-reference",
        "--no-save",
        "--",
    ];
    args.extend_from_slice(command);
    bloomlab(&args, SLOW)
}

fn failed_lines(run: &Run) -> Vec<&str> {
    run.stdout
        .lines()
        .filter(|line| line.trim_start().starts_with("[fail]"))
        .collect()
}

#[test]
fn python_reference_solutions_pass() {
    for exercise in ["bloom", "counting", "blocked"] {
        let script = fixture(&format!("{exercise}.py"));
        let run = grade(exercise, "7", &["python3", &script]);
        assert_eq!(run.code, 0, "{exercise}:\n{}\n{}", run.stdout, run.stderr);
        assert!(run.stdout.contains("Passed: all"), "{}", run.stdout);
        assert!(failed_lines(&run).is_empty(), "{}", run.stdout);
    }
}

/// Reader 44 (es 6.1): a `has()` that answers 1 when ANY of the key's k
/// bits is set, not all, was told its probes were not independent and
/// sent to lesson 2's double hashing (it measured 80,0 %, the «any» rate
/// 1 − (1 − 0,33)⁴). Each exercise with that lookup is told what its rate
/// is and sent to lesson 1's step on a lookup; nothing speaks of probes
/// that depend on each other, nor of removal that keeps keys.
#[test]
fn a_lookup_that_takes_any_bit_is_sent_to_the_lookup_step() {
    wrong_lookup_is_named(
        ("        return all(", "        return any("),
        "as soon as one of a key's",
        "reads only one of a key's",
    );
}

/// A `has()` that reads only the first of the key's k bits was told the
/// same as a filter whose probes depend on each other (m = 9973, k = 4:
/// 33,8 % measured, «the k probes of a key are not independent», sent
/// to double hashing) or, at m = 262 144, that its positions came from
/// a 16-bit hash. Its rate is the fill, the share of bits at 1 (33,04 %
/// and 20,46 %): it is told so, and sent to lesson 1's step on a lookup.
#[test]
fn a_lookup_that_reads_one_bit_is_sent_to_the_lookup_step() {
    wrong_lookup_is_named(
        (
            "for p in self.positions(key))",
            "for p in self.positions(key)[:1])",
        ),
        "reads only one of a key's",
        "as soon as one of a key's",
    );
}

/// Each exercise's reference solution with its lookup changed by
/// `(from, to)`: every failed check says `named`, none says `other` nor
/// what a fault of the probes or the removal would get, and each points
/// at lesson 1's step 4.
fn wrong_lookup_is_named((from, to): (&str, &str), named: &str, other: &str) {
    let dir = tempfile::tempdir().unwrap();
    for exercise in ["bloom", "counting", "blocked"] {
        let reference = std::fs::read_to_string(fixture(&format!("{exercise}.py"))).unwrap();
        let wrong = reference.replace(from, to);
        assert_ne!(wrong, reference, "{exercise}");
        let path = dir.path().join(format!("{exercise}-lookup.py"));
        std::fs::write(&path, wrong).unwrap();
        let run = grade(exercise, "21", &["python3", path.to_str().unwrap()]);
        assert_eq!(run.code, 1, "{exercise}:\n{}", run.stdout);
        let failed = failed_lines(&run);
        assert!(!failed.is_empty(), "{}", run.stdout);
        for line in &failed {
            assert!(line.contains(named), "{}", run.stdout);
        }
        for wrong in [
            other,
            "not independent",
            "does not lower its counters",
            "a correct filter of about",
            "16-bit hash",
        ] {
            assert!(!run.stdout.contains(wrong), "{wrong}:\n{}", run.stdout);
        }
        let pointers: Vec<&str> = run
            .stdout
            .lines()
            .filter(|line| line.trim_start().starts_with('→'))
            .collect();
        assert_eq!(pointers.len(), failed.len(), "{}", run.stdout);
        for pointer in pointers {
            assert!(
                pointer.contains("step 4, “Look up ‘mango’”"),
                "{}",
                run.stdout
            );
        }
    }
}

/// Reader 45 (en 6.1): `positions()` with `h1 % 1000` reaches only the
/// first 1,000 of 4,096 bits; every failing row said «the rate a correct
/// filter of about 979 bits would give» and pointed to lesson 2 step 9,
/// «The average over all filters», where `fix-the-filter` sends the same
/// symptom to step 1, «One probe, one bit».
#[test]
fn probes_that_miss_part_of_the_array_are_sent_to_one_probe_one_bit() {
    let dir = tempfile::tempdir().unwrap();
    let reference = std::fs::read_to_string(fixture("bloom.py")).unwrap();
    let part = reference.replace("(h1 + i * h2) % self.m", "(h1 % 1000 + i * h2) % self.m");
    assert_ne!(part, reference);
    let path = dir.path().join("part.py");
    std::fs::write(&path, part).unwrap();
    let run = grade("bloom", "21", &["python3", path.to_str().unwrap()]);
    assert_eq!(run.code, 1, "{}", run.stdout);
    let failed = failed_lines(&run);
    assert!(!failed.is_empty(), "{}", run.stdout);
    assert!(
        run.stdout.contains("a correct filter of about"),
        "{}",
        run.stdout
    );
    let pointers: Vec<&str> = run
        .stdout
        .lines()
        .filter(|line| line.trim_start().starts_with('→'))
        .collect();
    assert!(!pointers.is_empty(), "{}", run.stdout);
    for pointer in pointers {
        assert!(
            pointer.contains("step 1, “One probe, one bit”"),
            "{}",
            run.stdout
        );
    }
}

#[test]
fn rust_reference_solutions_pass_and_are_timed_against_bloomlab() {
    let dir = tempfile::tempdir().unwrap();
    let binary = dir.path().join("reference");
    let built = Command::new("rustc")
        .args(["-O", "--edition", "2021", &fixture("reference.rs"), "-o"])
        .arg(&binary)
        .status()
        .unwrap();
    assert!(built.success());
    let binary = binary.display().to_string();
    for exercise in ["bloom", "counting", "blocked"] {
        let run = bloomlab(
            &["grade", exercise, "--seed", "8", "--", &binary, exercise],
            SLOW,
        );
        assert_eq!(run.code, 0, "{exercise}:\n{}\n{}", run.stdout, run.stderr);
        assert!(
            run.stdout.contains("bloomlab's own filter took"),
            "{}",
            run.stdout
        );
    }
}

/// The Python starter of `fix-the-filter`, with some of its bugs fixed.
fn fix_variant(
    dir: &Path,
    name: &str,
    fix_hash: bool,
    fix_probes: bool,
    fix_group: bool,
) -> String {
    let given = write_starter(
        &dir.join(format!("{name}-given")),
        "fix-the-filter",
        "python",
        "en",
    );
    let mut text = std::fs::read_to_string(given).unwrap();
    let swaps = [
        (fix_hash, "digest_size=2", "digest_size=8"),
        (
            fix_probes,
            "return [(start + i) % self.m for i in range(self.k)]",
            "step = int.from_bytes(hashlib.blake2b(key, digest_size=8, person=b\"step\").digest(), \"little\")\n        return [(start + i * step) % self.m for i in range(self.k)]",
        ),
        (fix_group, "GROUP = 64", "GROUP = 1"),
    ];
    for (apply, from, to) in swaps {
        if apply {
            assert!(text.contains(from), "the starter no longer has {from:?}");
            text = text.replace(from, to);
        }
    }
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path.display().to_string()
}

#[test]
fn fix_the_filter_fixed_passes() {
    let dir = tempfile::tempdir().unwrap();
    let fixed = fix_variant(dir.path(), "fixed.py", true, true, true);
    let run = grade("fix-the-filter", "9", &["python3", &fixed]);
    assert_eq!(run.code, 0, "{}", run.stdout);
}

#[test]
fn each_planted_bug_fails_for_its_own_reason() {
    let dir = tempfile::tempdir().unwrap();
    // Keys forgotten: false negatives, named, and the tail pointed at.
    let forgets = fix_variant(dir.path(), "forgets.py", true, true, false);
    let run = grade("fix-the-filter", "10", &["python3", &forgets]);
    assert_eq!(run.code, 1, "{}", run.stdout);
    let failed = failed_lines(&run);
    assert!(!failed.is_empty(), "{}", run.stdout);
    assert!(
        failed
            .iter()
            .all(|line| line.contains("keys added answer 0")),
        "{}",
        run.stdout
    );
    assert!(run.stdout.contains("among the last"), "{}", run.stdout);
    assert!(
        run.stdout.contains("step 4, “Look up ‘mango’”"),
        "{}",
        run.stdout
    );
    // The grader's level is not the course's, and it says why (reader 6).
    assert!(
        run.stdout.contains("level (not the course's 5"),
        "{}",
        run.stdout
    );

    // Probes on adjacent bits: right with k = 1, too high with k = 4.
    let adjacent = fix_variant(dir.path(), "adjacent.py", true, false, true);
    let run = grade("fix-the-filter", "11", &["python3", &adjacent]);
    assert_eq!(run.code, 1, "{}", run.stdout);
    let failed = failed_lines(&run);
    assert_eq!(failed.len(), 1, "{}", run.stdout);
    assert!(failed[0].contains("not independent"), "{}", run.stdout);
    assert!(
        run.stdout.contains("“Fewer hash computations”"),
        "{}",
        run.stdout
    );

    // A 16-bit hash with m = 262,144: the rate of 65,536 bits.
    let short = fix_variant(dir.path(), "short.py", false, true, true);
    let run = grade("fix-the-filter", "12", &["python3", &short]);
    assert_eq!(run.code, 1, "{}", run.stdout);
    let failed = failed_lines(&run);
    assert_eq!(failed.len(), 1, "{}", run.stdout);
    assert!(failed[0].contains("16-bit hash"), "{}", run.stdout);
    assert!(failed[0].contains("262,144"), "{}", run.stdout);
}

#[test]
fn the_given_filter_shows_all_three_symptoms() {
    // Its code is the same in both languages (the unit tests of
    // exercise::starter check it), so one language is graded.
    let dir = tempfile::tempdir().unwrap();
    let given = write_starter(dir.path(), "fix-the-filter", "python", "en");
    let run = grade(
        "fix-the-filter",
        "13",
        &["python3", given.to_str().unwrap()],
    );
    assert_eq!(run.code, 1);
    for symptom in ["keys added answer 0", "not independent", "16-bit hash"] {
        assert!(run.stdout.contains(symptom), "{symptom}:\n{}", run.stdout);
    }
}

#[test]
fn a_counting_filter_without_its_rules_fails_where_the_lesson_says() {
    let dir = tempfile::tempdir().unwrap();
    let reference = std::fs::read_to_string(fixture("counting.py")).unwrap();
    // Counters that wrap past 15.
    let wraps = reference.replace(
        "            if c < COUNTER_MAX:\n                self.set_counter(p, c + 1)",
        "            self.set_counter(p, (c + 1) & 15)",
    );
    assert_ne!(wraps, reference);
    let path = dir.path().join("wraps.py");
    std::fs::write(&path, wraps).unwrap();
    let run = grade("counting", "14", &["python3", path.to_str().unwrap()]);
    assert_eq!(run.code, 1, "{}", run.stdout);
    assert!(run.stdout.contains("wraps to 0"), "{}", run.stdout);
    // A removal that does nothing: removed keys still answer 1.
    let keeps = reference.replace(
        "    def remove(self, key):\n",
        "    def remove(self, key):\n        return\n",
    );
    let path = dir.path().join("keeps.py");
    std::fs::write(&path, keeps).unwrap();
    let run = grade("counting", "15", &["python3", path.to_str().unwrap()]);
    assert_eq!(run.code, 1, "{}", run.stdout);
    assert!(
        run.stdout.contains("does not lower its counters"),
        "{}",
        run.stdout
    );
    assert!(
        run.stdout.contains("“Remove ‘uva’ for real”"),
        "{}",
        run.stdout
    );
}

#[test]
fn starters_speak_the_protocol_and_stop_at_the_student_s_part() {
    let dir = tempfile::tempdir().unwrap();
    // Each stops at its first unwritten function, in the student's words:
    // the Python add() raises at once, the Rust add() calls positions().
    for (ui, write) in [("en", "write"), ("es", "escribe")] {
        let python = write_starter(&dir.path().join(format!("py-{ui}")), "bloom", "python", ui);
        let run = grade("bloom", "16", &["python3", python.to_str().unwrap()]);
        assert_eq!(run.code, 1);
        assert!(
            run.stdout.contains("Your program ended (exit code 1)"),
            "{}",
            run.stdout
        );
        assert!(run.stdout.contains("NotImplementedError"), "{}", run.stdout);
        let todo = format!("{write} add()");
        assert!(run.stdout.contains(&todo), "{ui}: {}", run.stdout);
        // The Rust starter compiles as it is, and stops at its first todo!.
        let rust = write_starter(&dir.path().join(format!("rs-{ui}")), "bloom", "rust", ui);
        let binary = rust.with_file_name("starter");
        let built = Command::new("rustc")
            .arg(&rust)
            .arg("-o")
            .arg(&binary)
            .stderr(Stdio::null())
            .status()
            .unwrap();
        assert!(built.success());
        let run = grade("bloom", "16", &[binary.to_str().unwrap()]);
        assert_eq!(run.code, 1);
        assert!(run.stdout.contains("not yet implemented"), "{}", run.stdout);
        let todo = format!("{write} positions()");
        assert!(run.stdout.contains(&todo), "{ui}: {}", run.stdout);
    }
}

#[test]
fn every_starter_compiles_in_both_languages() {
    let dir = tempfile::tempdir().unwrap();
    for exercise in ["bloom", "counting", "blocked", "fix-the-filter"] {
        for ui in ["en", "es"] {
            let folder = dir.path().join(format!("{exercise}-{ui}"));
            let python = write_starter(&folder.join("py"), exercise, "python", ui);
            let compiled = Command::new("python3")
                .args(["-m", "py_compile"])
                .arg(&python)
                .output()
                .unwrap();
            assert!(
                compiled.status.success(),
                "{exercise} {ui}: {}",
                String::from_utf8_lossy(&compiled.stderr)
            );
            // Type and borrow checks, without the time code generation takes.
            let rust = write_starter(&folder.join("rs"), exercise, "rust", ui);
            let checked = Command::new("rustc")
                .arg("--emit=metadata")
                .arg("--out-dir")
                .arg(folder.join("rs"))
                .arg(&rust)
                .output()
                .unwrap();
            assert!(
                checked.status.success(),
                "{exercise} {ui}: {}",
                String::from_utf8_lossy(&checked.stderr)
            );
        }
    }
}

#[test]
fn a_spanish_student_gets_a_spanish_starter() {
    let dir = tempfile::tempdir().unwrap();
    for code in ["python", "rust"] {
        let written = write_starter(&dir.path().join(code), "bloom", code, "es");
        let text = std::fs::read_to_string(written).unwrap();
        // The lesson as the course names it in Spanish.
        assert!(text.contains("«Filtros de Bloom, paso a paso»"), "{text}");
        for english in [
            "already speaks to bloomlab",
            "Bloom filters, step by step",
            "The protocol",
            "write add()",
            "Hint:",
        ] {
            assert!(!text.contains(english), "{code}: {english}\n{text}");
        }
    }
}

#[test]
fn a_crash_is_reported_with_its_status_and_stderr() {
    let crash =
        "import sys; sys.stdin.readline(); sys.stderr.write('boom\\x1b[2J\\n'); sys.exit(3)";
    let run = grade("bloom", "1", &["python3", "-c", crash]);
    assert_eq!(run.code, 1);
    assert!(run.stdout.contains("ended (exit code 3)"), "{}", run.stdout);
    // Its standard error is shown, escaped.
    assert!(run.stdout.contains("boom\\u{1b}[2J"), "{}", run.stdout);
    assert!(!run.stdout.contains('\u{1b}'));
}

/// A run stopped before its first check is saved as 0 of the exercise's
/// checks, not 0 of 1 point (reader 12, en 4.5: «0/1 point» beside «after
/// 0 checks passed»).
#[test]
fn a_run_stopped_early_counts_every_check_it_missed() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().display().to_string();
    let crash = "import sys; sys.stdin.readline(); sys.exit(3)";
    let run = bloomlab(
        &[
            "grade",
            "bloom",
            "--data-dir",
            &data,
            "--",
            "python3",
            "-c",
            crash,
        ],
        QUICK,
    );
    assert_eq!(run.code, 1, "{}\n{}", run.stdout, run.stderr);
    let saved: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(dir.path().join("records.json")).unwrap())
            .unwrap();
    let attempt = &saved["attempts"][0];
    assert_eq!(attempt["score"], 0);
    let checks = bloomlab::exercise::find("bloom").unwrap().check_count();
    assert_eq!(checks, 9);
    assert_eq!(attempt["max_score"], checks as u64);
}

#[test]
fn a_silent_program_times_out_and_its_children_are_killed() {
    // A shell whose child keeps the pipes open: the whole group goes.
    let run = bloomlab(
        &[
            "grade",
            "bloom",
            "--timeout",
            "1",
            "--no-reference",
            "--",
            "sh",
            "-c",
            "sleep 300 & sleep 300",
        ],
        QUICK,
    );
    assert_eq!(run.code, 1);
    assert!(
        run.stdout.contains("said nothing for 1 s"),
        "{}",
        run.stdout
    );
    assert!(run.took < Duration::from_secs(30), "{:?}", run.took);
}

#[test]
fn garbage_is_reported_escaped() {
    let garbage = "import sys; sys.stdin.readline(); print('hello\\x1b]0;pwned\\x07'); sys.stdout.flush(); sys.stdin.read()";
    let run = grade("bloom", "1", &["python3", "-c", garbage]);
    assert_eq!(run.code, 1);
    assert!(
        run.stdout
            .contains("waited for “ok” and received “hello\\u{1b}]0;pwned\\u{7}”"),
        "{}",
        run.stdout
    );
    assert!(!run.stdout.contains('\u{1b}'));
    // Bytes that are not UTF-8 are shown as \xNN.
    let bytes = "import sys; sys.stdin.readline(); sys.stdout.buffer.write(b'\\xff\\xfeok\\n'); sys.stdout.flush(); sys.stdin.read()";
    let run = grade("bloom", "1", &["python3", "-c", bytes]);
    assert!(
        run.stdout.contains("received “\\xff\\xfeok”"),
        "{}",
        run.stdout
    );
}

#[test]
fn a_flood_stops_at_the_first_unexpected_line_or_the_line_limit() {
    // `yes` never stops writing "y": the first line is not "ok".
    let run = bloomlab(&["grade", "bloom", "--no-reference", "--", "yes"], QUICK);
    assert_eq!(run.code, 1);
    assert!(run.stdout.contains("received “y”"), "{}", run.stdout);
    // One endless line: read up to the limit, no further.
    let run = bloomlab(
        &[
            "grade",
            "bloom",
            "--no-reference",
            "--",
            "sh",
            "-c",
            "tr '\\0' 1 < /dev/zero",
        ],
        QUICK,
    );
    assert_eq!(run.code, 1);
    assert!(
        run.stdout.contains("longer than 256 bytes"),
        "{}",
        run.stdout
    );
    // A program that answers every `has` with many lines.
    let chatty = "import sys\nfor line in sys.stdin:\n    print('ok' if line.startswith('new') else 'done' if line.startswith('sync') else '1\\n1' if line.startswith('has') else '4096' if line.startswith('bits') else '', end='' if line.startswith('add') else '\\n', flush=True)";
    let run = grade("bloom", "1", &["python3", "-c", chatty]);
    assert_eq!(run.code, 1);
    assert!(
        run.stdout.contains("waited for “done” and received “1”"),
        "{}",
        run.stdout
    );
}

#[test]
fn usage_errors_exit_with_2() {
    let run = bloomlab(&["grade", "no-such", "--", "true"], QUICK);
    assert_eq!(run.code, 2);
    assert!(
        run.stderr.contains("no exercise “no-such”"),
        "{}",
        run.stderr
    );
    assert!(
        run.stderr
            .contains("bloom, counting, blocked, fix-the-filter")
    );
    let run = bloomlab(&["grade", "bloom"], QUICK);
    assert_eq!(run.code, 2, "{}", run.stderr);
    let run = bloomlab(&["grade", "bloom", "--timeout", "0", "--", "true"], QUICK);
    assert_eq!(run.code, 2, "{}", run.stderr);
    let run = bloomlab(&["grade", "bloom", "--", "/no/such/program"], QUICK);
    assert_eq!(run.code, 1);
    assert!(
        run.stdout.contains("Could not start “/no/such/program”"),
        "{}",
        run.stdout
    );
}

#[test]
fn exercise_list_and_new() {
    let run = bloomlab(&["exercise", "list"], QUICK);
    assert_eq!(run.code, 0);
    for id in ["bloom", "counting", "blocked", "fix-the-filter"] {
        assert!(run.stdout.contains(id), "{}", run.stdout);
    }
    let dir = tempfile::tempdir().unwrap();
    let target = dir.path().join("mine");
    let target_text = target.display().to_string();
    let run = bloomlab(&["exercise", "new", "counting", &target_text], QUICK);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(
        run.stdout.contains("bloomlab grade counting -- python3"),
        "{}",
        run.stdout
    );
    let written = std::fs::read_to_string(target.join("filter.py")).unwrap();
    assert!(written.contains("def remove(self, key):"));
    // The reference solution is not what a student gets.
    assert_ne!(
        written,
        std::fs::read_to_string(fixture("counting.py")).unwrap()
    );
    // Never overwritten.
    let run = bloomlab(&["exercise", "new", "counting", &target_text], QUICK);
    assert_eq!(run.code, 2);
    assert!(run.stderr.contains("already there"), "{}", run.stderr);
    let run = bloomlab(
        &["exercise", "new", "blocked", &target_text, "--lang", "rust"],
        QUICK,
    );
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(run.stdout.contains("rustc -O"), "{}", run.stdout);
    assert!(target.join("filter.rs").exists());
    let run = bloomlab(&["--lang", "es", "exercise", "list"], QUICK);
    assert!(run.stdout.contains("Construye"), "{}", run.stdout);
}

#[test]
fn every_lesson_step_a_report_names_exists_in_both_languages() {
    let (catalog, _) = bloomlab::content::Catalog::builtin();
    for step in bloomlab::exercise::report::steps::ALL {
        for lang in bloomlab::lang::Lang::ALL {
            let title = bloomlab::exercise::report::step_title(&catalog, step, lang);
            assert!(
                title.is_some_and(|t| !t.contains("{{")),
                "{step:?} {lang:?}"
            );
        }
    }
}

#[test]
fn a_graded_run_is_saved_as_an_exercise_attempt() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().display().to_string();
    let me = env!("CARGO_BIN_EXE_bloomlab");
    let run = bloomlab(
        &[
            "grade",
            "counting",
            "--data-dir",
            &data,
            "--student",
            "Ana",
            "--seed",
            "3",
            "--",
            me,
            "exercise",
            "reference",
            "counting",
        ],
        QUICK,
    );
    assert_eq!(run.code, 0, "{}\n{}", run.stdout, run.stderr);
    assert!(run.stderr.contains("Saved in"), "{}", run.stderr);
    let saved: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(dir.path().join("records.json")).unwrap())
            .unwrap();
    let attempt = &saved["attempts"][0];
    assert_eq!(attempt["kind"], "exercise");
    assert_eq!(attempt["quiz_id"], "counting");
    assert_eq!(attempt["student"], "Ana");
    assert_eq!(attempt["score"], attempt["max_score"]);
    // As many points as the checks a whole grading makes.
    let checks = bloomlab::exercise::find("counting").unwrap().check_count();
    assert_eq!(attempt["max_score"], checks as u64);
    let questions = attempt["questions"].as_array().unwrap();
    let rate = questions
        .iter()
        .find(|q| q["id"] == "false-positive rate m=4096 k=3 n=800")
        .unwrap();
    assert_eq!(rate["correct"], true);
    assert!(rate["parameters"]["p_adjusted"].as_f64().unwrap() >= 0.001);
    // bloomlab results lists it.
    let run = bloomlab(&["results", "--data-dir", &data], QUICK);
    assert!(
        run.stdout.contains("counting") && run.stdout.contains("(exercise)"),
        "{}",
        run.stdout
    );
}

/// The code block of `language` in docs/exercises.md.
fn docs_example(language: &str) -> String {
    let docs =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/exercises.md"))
            .unwrap();
    let start = docs.find(&format!("```{language}\n")).unwrap() + language.len() + 4;
    let end = start + docs[start..].find("```").unwrap();
    docs[start..end].to_owned()
}

#[test]
fn the_protocol_examples_of_the_docs_run_to_the_end() {
    let dir = tempfile::tempdir().unwrap();
    let script = dir.path().join("set.py");
    std::fs::write(&script, docs_example("python")).unwrap();
    let source = dir.path().join("set.rs");
    std::fs::write(&source, docs_example("rust")).unwrap();
    let binary = dir.path().join("set");
    let built = Command::new("rustc")
        .args(["-O", "--edition", "2021"])
        .arg(&source)
        .arg("-o")
        .arg(&binary)
        .status()
        .unwrap();
    assert!(built.success());
    for command in [
        vec!["python3", script.to_str().unwrap()],
        vec![binary.to_str().unwrap()],
    ] {
        let run = grade("counting", "5", &command);
        // A set is not a filter: it fails, but on the numbers, having
        // spoken the whole protocol.
        assert_eq!(run.code, 1, "{}", run.stdout);
        assert!(
            run.stdout.contains("Too few false positives"),
            "{}",
            run.stdout
        );
        assert!(!run.stdout.contains("stopped early"), "{}", run.stdout);
    }
}

/// Readers 48 (es 6.1): a filter that makes k − 1 probes per key (double
/// hashing, one probe short) was told «the k probes of a key are not
/// independent» and sent to double hashing. Its rate is the exact rate
/// of k − 1 probes: it is told so, and sent to lesson 1's lookup step.
#[test]
fn a_filter_one_probe_short_is_told_so() {
    let dir = tempfile::tempdir().unwrap();
    let reference = std::fs::read_to_string(fixture("bloom.py")).unwrap();
    let short = reference.replace(
        "for i in range(self.k)]",
        "for i in range(max(1, self.k - 1))]",
    );
    assert_ne!(short, reference);
    let path = dir.path().join("short.py");
    std::fs::write(&path, short).unwrap();
    let run = grade("bloom", "21", &["python3", path.to_str().unwrap()]);
    assert_eq!(run.code, 1, "{}", run.stdout);
    let failed = failed_lines(&run);
    assert!(!failed.is_empty(), "{}", run.stdout);
    for line in &failed {
        assert!(line.contains("probes per key, not"), "{}", run.stdout);
        assert!(!line.contains("not independent"), "{}", run.stdout);
    }
    assert!(
        run.stdout.contains("step 4, “Look up ‘mango’”"),
        "{}",
        run.stdout
    );
}
