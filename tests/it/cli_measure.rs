//! The measuring commands as a user meets them: `bloomlab experiment` and
//! the measured `bloomlab table`: their flags, their documented output,
//! the runs they refuse, and the memory they hold.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "a test: a failed unwrap is a failed test (clippy.toml's allow-unwrap-in-tests misses the helpers of integration tests)"
)]

use crate::cli_support;

use cli_support::{bloomlab, rejects, rejects_in_one_line};
use predicates::prelude::*;

#[test]
fn experiment_flags_are_checked() {
    for precision in ["0", "1", "1.5", "-0.1", "NaN", "0.0009", "51%"] {
        rejects(
            &["table", "--n", "1000", "--precision", precision],
            "--precision",
            "from 0.001 to 0.5",
        );
    }
    for confidence in ["1", "0.49", "0.99991", "NaN"] {
        rejects(
            &["table", "--n", "1000", "--confidence", confidence],
            "--confidence",
            "from 0.5 to 0.9999",
        );
    }
    for queries in ["0", "99", "10000000001"] {
        rejects(
            &["table", "--n", "1000", "--max-queries", queries],
            "--max-queries",
            "from 100 to 10,000,000,000",
        );
    }
    rejects(
        &[
            "experiment",
            "--m",
            "1000",
            "--k",
            "3",
            "--n",
            "100",
            "--trials",
            "0",
        ],
        "--trials",
        "at least 1",
    );
    rejects(
        &["experiment", "--m", "1000", "--k", "0", "--n", "100"],
        "--k",
        "from 1 to 64",
    );
    rejects(
        &["experiment", "--m", "0", "--n", "100"],
        "--m",
        "from 1 to",
    );
    rejects(
        &["experiment", "--n", "0", "--p", "0.01"],
        "--n",
        "from 1 to",
    );
    rejects(
        &["experiment", "--n", "100", "--p", "2"],
        "--p",
        "between 0 and 1",
    );
    rejects(&["experiment", "--m", "1000"], "--n", "missing");
    rejects(&["experiment", "--n", "1000"], "--m", "missing");
    rejects(
        &["experiment", "--n", "1000", "--m", "64GiB"],
        "--m",
        "memory cap",
    );
    rejects(&["table", "--n", "1e12"], "--m", "memory cap");
    rejects(
        &["experiment", "--suite", "small", "--n", "3"],
        "--n",
        "leave out --n",
    );
    rejects(
        &["experiment", "--n", "100", "--m", "1000", "--threads", "0"],
        "--threads",
        "at least 1",
    );
}

#[test]
fn measured_table_has_the_documented_json_keys() {
    let output = bloomlab()
        .args(["table", "--n", "20000", "--format", "json", "--seed", "3"])
        .output()
        .unwrap();
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let json: serde_json::Value = serde_json::from_slice(&output.stdout).unwrap();
    let rows = json["rows"].as_array().unwrap();
    assert_eq!(rows.len(), 4);
    // The verdicts are family-wise: Holm over the run's rows.
    assert_eq!(json["family"]["method"], "holm", "{json}");
    assert_eq!(json["family"]["rows"], 4, "{json}");
    let differing = rows
        .iter()
        .filter(|row| row["verdict"] == "differs from theory")
        .count();
    assert_eq!(json["family"]["rows_differing"], differing, "{json}");
    for row in rows {
        let (raw, adjusted) = (
            row["p_value"].as_f64().unwrap(),
            row["p_value_adjusted"].as_f64().unwrap(),
        );
        assert!(raw <= adjusted && adjusted <= 1.0, "{row}");
        for key in [
            "fp_target",
            "bits_per_element",
            "k",
            "m_bits",
            "memory_bytes",
            "fp_predicted",
            "fp_exact",
            "fp_measured",
            "ci_low",
            "ci_high",
            "queries",
            "false_positives",
            "p_value",
        ] {
            assert!(row.get(key).is_some(), "missing {key}: {row}");
        }
        assert_eq!(row["filter"], "standard", "{row}");
        let (low, high) = (
            row["ci_low"].as_f64().unwrap(),
            row["ci_high"].as_f64().unwrap(),
        );
        assert!(
            low <= row["fp_measured"].as_f64().unwrap()
                && row["fp_measured"].as_f64().unwrap() <= high
        );
    }
    assert!(json["seconds"].as_f64().is_some());
}

#[test]
fn experiment_text_names_the_verdict_and_the_time() {
    bloomlab()
        .args(["experiment", "--suite", "small", "--precision", "0.05"])
        .assert()
        .success()
        .stdout(predicate::str::contains("Bloom's formula is low"))
        .stdout(predicate::str::contains("consistent with theory"))
        .stdout(predicate::str::contains(
            "Verdicts are family-wise (Holm, 5 % for the whole run) over 12 rows:",
        ))
        .stdout(predicate::str::contains("Measured in"));
    bloomlab()
        .args([
            "experiment",
            "--n",
            "1000",
            "--p",
            "0.01",
            "--format",
            "csv",
        ])
        .assert()
        .success()
        .stdout(predicate::str::starts_with("fp_target,m_bits,k,n,hashing,"))
        .stdout(predicate::str::contains(
            "p_value_bloom,p_value_adjusted,verdict,",
        ));
}

/// The inputs an attack found running forever, measuring nothing, saying
/// "differs" whatever was measured, or printing saturated values and
/// hundreds of zeros: each is now one line and exit code 2.
#[test]
fn runs_that_measure_nothing_or_never_end_are_refused_in_one_line() {
    rejects_in_one_line(
        &["experiment", "--n", "1e9", "--m", "1000", "--k", "3"],
        "--n",
        "nothing to measure; --n goes from 1 to 7,269",
    );
    rejects_in_one_line(
        &["table", "--n", "10", "--max-queries", "1"],
        "--max-queries",
        "from 100 to 10,000,000,000 (got \"1\")",
    );
    rejects_in_one_line(
        &["table", "--max-queries", "18446744073709551615"],
        "--max-queries",
        "from 100 to 10,000,000,000 (got \"18446744073709551615\")",
    );
    rejects_in_one_line(
        &[
            "table",
            "--precision",
            "1e-9",
            "--max-queries",
            "18446744073709551615",
        ],
        "--",
        "(got \"1",
    );
    rejects_in_one_line(
        &["table", "--precision", "1e-9"],
        "--precision",
        "from 0.001 to 0.5, such as 0.05 or 5% (±5 %) (got \"1e-9\")",
    );
    rejects_in_one_line(
        &["table", "--confidence", "5e-324"],
        "--confidence",
        "from 0.5 to 0.9999, such as 0.95 or 99% (got \"5e-324\")",
    );
    rejects_in_one_line(
        &["size", "--n", "1e7", "--p", "1e-300", "--k", "1"],
        "--m",
        "a filter of 1.25e306 bytes is too large for any memory (the cap is 4 GiB)",
    );
    rejects_in_one_line(
        &["size", "--m", "64KiB", "--p", "1e-300"],
        "--m",
        "524,288 bits cannot hold even one element at --p 1e-300",
    );
    rejects_in_one_line(
        &["size", "--n", "1e-300", "--p", "0.01"],
        "--n",
        "expected a whole number (got \"1e-300\")",
    );
    rejects_in_one_line(
        &[
            "experiment",
            "--m",
            "1000",
            "--k",
            "3",
            "--n",
            "10",
            "--trials",
            "1",
        ],
        "--trials",
        "must be at least 100 here",
    );
}

/// `table --n 10` with a small query cap used to leave three rows with no
/// query at all (each fresh filter asked n queries, more than the cap):
/// now every row measures, within its cap.
#[test]
fn every_row_measures_something_under_the_smallest_cap() {
    let output = bloomlab()
        .args([
            "table",
            "--n",
            "10",
            "--max-queries",
            "100",
            "--format",
            "json",
        ])
        .output()
        .unwrap();
    assert!(output.status.success(), "{output:?}");
    let json: serde_json::Value = serde_json::from_slice(&output.stdout).unwrap();
    let rows = json["rows"].as_array().unwrap();
    assert_eq!(rows.len(), 4);
    for row in rows {
        let queries = row["queries"].as_u64().unwrap();
        assert!((1..=100).contains(&queries), "{row}");
        assert!(row["fill_ratio"].as_f64().unwrap() > 0.0, "{row}");
    }
}

/// Peak resident memory of one run of the binary, in kB, from the kernel's
/// own accounting for that child (wait4), with its exit code.
#[cfg(target_os = "linux")]
#[allow(
    clippy::zombie_processes,
    reason = "wait4 reaps the child: std's wait cannot give its peak RSS"
)]
fn peak_rss_kb(args: &[&str]) -> (i32, i64) {
    use std::process::{Command, Stdio};
    let child = Command::new(env!("CARGO_BIN_EXE_bloomlab"))
        .args(args)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let pid = child.id() as libc::pid_t;
    let mut status = 0;
    // SAFETY: rusage is plain data, for which all zeroes is a valid value.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    // SAFETY: wait4 fills the status and the usage for the child just
    // started, which nothing else waits for.
    let waited = unsafe { libc::wait4(pid, &mut status, 0, &mut usage) };
    assert_eq!(waited, pid, "wait4 failed");
    let code = if libc::WIFEXITED(status) {
        libc::WEXITSTATUS(status)
    } else {
        -1
    };
    (code, usage.ru_maxrss)
}

/// `--max-memory` bounds the filters of the whole process: a k sweep of
/// 2.5 MB filters with a cap of 2.6 MB on eight threads holds one filter at
/// a time, and gives each back to the system when it is freed (it peaked at
/// 26 MB when the cap was per filter and glibc kept freed filters in each
/// thread's heap). Compared with a run of a tiny filter on as many threads.
#[cfg(target_os = "linux")]
#[test]
fn the_k_sweep_stays_within_its_memory_cap() {
    let (code, baseline) =
        peak_rss_kb(&["experiment", "--n", "1000", "--p", "0.1", "--threads", "8"]);
    assert_eq!(code, 0);
    let cap_kb = 2_600;
    let (code, peak) = peak_rss_kb(&[
        "experiment",
        "--suite",
        "k-sweep",
        "--n",
        "2000000",
        "--threads",
        "8",
        "--max-memory",
        "2.6MB",
    ]);
    assert_eq!(code, 0);
    eprintln!("k sweep peak RSS {peak} kB; a tiny run's {baseline} kB; cap {cap_kb} kB");
    // Eight filters at once would add 20,000 kB.
    assert!(
        peak <= baseline + cap_kb + 5_000,
        "peak RSS {peak} kB, a tiny run {baseline} kB, cap {cap_kb} kB"
    );
}

/// `--repeat` outside 1 to 1000, or not a number: one line naming the
/// flag and the range, exit code 2.
#[test]
fn repeat_is_checked() {
    for bad in ["0", "1001", "99999999999999999999", "ten", "-3"] {
        bloomlab()
            .args(["table", "--n", "1000", "--repeat", bad])
            .assert()
            .code(2)
            .stderr(predicate::str::contains("--repeat"))
            .stderr(predicate::str::contains("from 1 to 1,000"));
    }
}

/// `--repeat N` tallies, per row and for the run, how often a verdict said
/// "differs", raw and family-wise, beside what chance predicts.
#[test]
fn repeat_tallies_the_verdicts() {
    let output = bloomlab()
        .args([
            "experiment",
            "--suite",
            "small",
            "--precision",
            "0.2",
            "--repeat",
            "3",
            "--seed",
            "5",
            "--format",
            "json",
        ])
        .output()
        .unwrap();
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let json: serde_json::Value = serde_json::from_slice(&output.stdout).unwrap();
    assert_eq!(
        (json["seed_first"].as_u64(), json["seed_last"].as_u64()),
        (Some(5), Some(7))
    );
    let rows = json["rows"].as_array().unwrap();
    assert_eq!(rows.len(), 12);
    let raw: u64 = rows
        .iter()
        .map(|r| r["differs_raw"].as_u64().unwrap())
        .sum();
    assert_eq!(json["whole"]["rows_differing_raw"].as_u64(), Some(raw));
    assert_eq!(json["whole"]["rows_tested"].as_u64(), Some(36));
    assert!((json["whole"]["expected_raw"].as_f64().unwrap() - 1.8).abs() < 1e-9);
    // Every seed's rows besides the tally.
    let runs = json["runs"].as_array().unwrap();
    assert_eq!(runs.len(), 3);
    assert_eq!(runs[2]["seed"], 7);
    assert_eq!(runs[0]["rows"].as_array().unwrap().len(), 12);
    for key in [
        "fp_measured",
        "ci_low",
        "ci_high",
        "p_value",
        "p_value_adjusted",
    ] {
        assert!(runs[0]["rows"][0][key].is_f64(), "{key}");
    }
    for row in rows {
        assert_eq!(row["runs"], 3);
        assert!(
            row["differs_family"].as_u64() <= row["differs_raw"].as_u64(),
            "{row}"
        );
    }
    bloomlab()
        .args(["table", "--n", "1000", "--repeat", "2", "--format", "csv"])
        .assert()
        .success()
        .stdout(predicate::str::starts_with("record,seed,row,m_bits,k,n,"))
        .stdout(predicate::str::contains("\nrun,2,target 1 %,"))
        .stdout(predicate::str::contains("\ntally,,target 1 %,"))
        .stdout(predicate::str::contains("\nall,,,,,,,,,,,,,,,,,,2,"));
    bloomlab()
        .args(["table", "--n", "1000", "--repeat", "2"])
        .assert()
        .success()
        .stdout(predicate::str::contains("2 runs, seeds 1 to 2"))
        .stdout(predicate::str::contains("Family-wise (Holm): "));
}
