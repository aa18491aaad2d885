//! Reader 40 (a Spanish student at 80 columns) on the command line: the
//! columns the experiment keeps, the `--repeat` table, the grading's
//! words, the results' summary and the hand-in's counts.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "a test: a failed unwrap is a failed test"
)]

use assert_cmd::Command;

use crate::cli_support::bloomlab;

/// stdout of `bloomlab --lang LANG ARGS` at 80 columns, with no data.
fn stdout(lang: &str, args: &[&str]) -> String {
    let mut command = bloomlab();
    command.env("BLOOMLAB_DATA_DIR", "/nonexistent-bloomlab-test-dir");
    finished(
        command
            .env("COLUMNS", "80")
            .args(["--lang", lang])
            .args(args),
    )
}

/// What `command` wrote on stdout; it must succeed.
fn finished(command: &mut Command) -> String {
    let done = command.output().unwrap();
    let said = String::from_utf8_lossy(&done.stderr).into_owned();
    assert!(done.status.success(), "{command:?}: {said}");
    String::from_utf8(done.stdout).unwrap()
}

/// The lines of a table: from its heading (the line holding `heading`)
/// to the first blank line.
fn table<'a>(text: &'a str, heading: &str) -> Vec<&'a str> {
    text.lines()
        .skip_while(|line| !line.contains(heading))
        .take_while(|line| !line.trim().is_empty())
        .collect()
}

/// es 1.5: at 80 columns the small suite kept only «k», 2 on all 12
/// rows, and left out n and hashing, the columns that tell its rows
/// apart. Every row of the table now reads differently.
#[test]
fn the_small_suite_keeps_the_columns_that_tell_its_rows_apart() {
    for (lang, verdict) in [("es", "veredicto"), ("en", "verdict")] {
        let out = stdout(lang, &["experiment", "--suite", "small"]);
        let rows: Vec<String> = table(&out, verdict)
            .into_iter()
            .skip(1)
            .filter(|line| line.trim_start().starts_with(|c: char| c.is_ascii_digit()))
            .filter(|line| line.contains('%'))
            .map(|line| {
                // The row's identity: its cells before the measured rate.
                line.split('%')
                    .next()
                    .unwrap()
                    .rsplit_once("  ")
                    .unwrap()
                    .0
                    .to_owned()
            })
            .collect();
        assert_eq!(rows.len(), 12, "{out}");
        let mut distinct = rows.clone();
        distinct.sort();
        distinct.dedup();
        assert_eq!(distinct.len(), 12, "{lang}: rows alike:\n{out}");
        for line in out.lines() {
            assert!(line.chars().count() <= 80, "{lang}: {line}");
        }
    }
}

/// es 1.6, 5.2: the `--repeat` table ran past 80 columns, its counts
/// moved a column right from k = 10 on, its shares read
/// «33,33333333333333 %», m and n were not grouped, and chance's count
/// read «0,1» in the column and «≤ 0,2» in the Holm line.
#[test]
fn the_repeat_table_fits_lines_up_and_rounds_once() {
    for lang in ["es", "en"] {
        let out = stdout(lang, &["experiment", "--suite", "k-sweep", "--repeat", "3"]);
        for line in out.lines() {
            assert!(line.chars().count() <= 80, "{lang}: {line}\n{out}");
        }
        let rows: Vec<&str> = table(&out, "Holm")
            .into_iter()
            .enumerate()
            .filter(|(at, line)| *at == 0 || line.starts_with(|c: char| c.is_ascii_digit()))
            .map(|(_, line)| line)
            .collect();
        assert_eq!(rows.len(), 21, "{out}");
        let ends: Vec<usize> = rows.iter().map(|line| line.chars().count()).collect();
        assert!(
            ends.iter().all(|end| *end == ends[0]),
            "{lang}: ragged:\n{out}"
        );
        let (million, hundred_thousand) = match lang {
            "es" => ("1\u{a0}000\u{a0}000", "100\u{a0}000"),
            _ => ("1,000,000", "100,000"),
        };
        assert!(
            !out.contains("1000000") && !out.contains("100000 "),
            "{out}"
        );
        assert!(
            out.contains(million) || out.contains(hundred_thousand),
            "{out}"
        );
        assert!(!out.contains("3333"), "{lang}: {out}");
        assert!(!out.contains("6666"), "{lang}: {out}");
        let chance = if lang == "es" { "0,15" } else { "0.15" };
        assert!(rows[1].trim_end().ends_with(chance), "{lang}: {out}");
        assert!(out.contains(&format!("≤ {chance}")), "{lang}: {out}");
    }
}
