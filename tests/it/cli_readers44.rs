//! Readers 44 on the command line: the prose of `export`, `grade`,
//! `submit`, `compare` and every `error: …` fitted to the terminal's
//! width.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "a test: a failed unwrap is a failed test"
)]

use std::path::Path;

use crate::cli_support::{grade_by_reference, run_at as run};

const LANGS: [&str; 2] = ["en", "es"];
const WIDTHS: [usize; 2] = [60, 80];

/// `export bloom-self-check --format moodle-xml --out OUT`.
fn export_to(out: &str) -> [&str; 6] {
    [
        "export",
        "bloom-self-check",
        "--format",
        "moodle-xml",
        "--out",
        out,
    ]
}

/// One grading of `bloom` by bloomlab's own solution, saved in `data`
/// under `student`'s name.
fn graded_once(data: &Path, student: &str) {
    let mut args = vec!["--student", student];
    args.extend(grade_by_reference("bloom", "5"));
    let graded = run("en", 80, data, &args);
    assert_eq!(graded.code, Some(0), "{}", graded.stderr);
}

/// Every line of `text` at most `columns` characters.
fn assert_fits(text: &str, columns: usize, what: &str) {
    for line in text.lines() {
        assert!(
            line.chars().count() <= columns,
            "{what}: a line of {} characters at {columns} columns:\n{line}\n\n{text}",
            line.chars().count()
        );
    }
}

/// An error fitted under the text after «error: »: one error, its later
/// lines indented by seven spaces, none wider than `columns`.
fn assert_error_fits(stderr: &str, columns: usize, what: &str) {
    assert!(stderr.starts_with("error: "), "{what}: {stderr}");
    assert!(stderr.lines().count() > 1, "{what}: not wrapped: {stderr}");
    for line in stderr.lines().skip(1) {
        assert!(
            line.starts_with("       ") && !line.starts_with("        "),
            "{what}: not under the message:\n{stderr}"
        );
    }
    assert_fits(stderr, columns, what);
}

/// The Moodle export's notes (a question's id, then why Moodle grades it
/// otherwise) came as lines of 300 characters and more.
#[test]
fn the_moodle_export_s_notes_fit_the_width() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("quiz.xml");
    for lang in LANGS {
        for columns in WIDTHS {
            let args = export_to(out.to_str().unwrap());
            let ran = run(lang, columns, dir.path(), &args);
            assert_eq!(ran.code, Some(0), "{}", ran.stderr);
            assert!(ran.stderr.lines().count() > 3, "{}", ran.stderr);
            assert_fits(&ran.stderr, columns, &format!("{lang} export"));
        }
    }
}

/// Errors came on one line of 120 to 230 characters: `submit` with
/// nothing to hand in, `export` of a quiz that is not there, a bad flag,
/// an exercise that is not there (which said «error: error: »).
#[test]
fn errors_fit_the_width_under_their_text() {
    let dir = tempfile::tempdir().unwrap();
    let empty = dir.path().join("empty");
    std::fs::create_dir(&empty).unwrap();
    let commands: [&[&str]; 5] = [
        &["submit"],
        &["export", "no-such-quiz", "--format", "moodle-xml"],
        &["size", "--p", "1,5"],
        &["exercise", "new", "no-such-exercise", "somewhere"],
        &["grade", "no-such-exercise", "--", "true"],
    ];
    for lang in LANGS {
        for columns in WIDTHS {
            for args in commands {
                let ran = run(lang, columns, &empty, args);
                assert_eq!(ran.code, Some(2), "{args:?}: {}", ran.stderr);
                let error = ran.stderr.split("\n\n").next().unwrap();
                if error.chars().count() > columns {
                    assert_error_fits(error, columns, &format!("{lang} {args:?}"));
                }
                assert!(!ran.stderr.contains("error: error"), "{}", ran.stderr);
                assert_fits(&ran.stderr, columns, &format!("{lang} {args:?}"));
            }
        }
    }
}

/// `grade`'s heading was one line of 154 characters, and so was each
/// check: every line it prints fits, for a program that passes, one
/// that fails, one that crashes and one that says nothing, in each
/// exercise; a check's later lines start under its text.
#[test]
fn every_line_of_a_grading_fits_the_width() {
    let dir = tempfile::tempdir().unwrap();
    let me = env!("CARGO_BIN_EXE_bloomlab");
    let exercises = ["bloom", "counting", "blocked", "fix-the-filter"];
    for (at, exercise) in exercises.iter().enumerate() {
        // Another exercise's reference: a counting filter's memory for
        // a Bloom filter, a Bloom filter's removals for a counting one.
        let other = exercises[(at + 1) % exercises.len()];
        let programs: [(&[&str], &[&str]); 4] = [
            (&[], &[me, "exercise", "reference", exercise]),
            (&["--no-reference"], &[me, "exercise", "reference", other]),
            (
                &["--no-reference"],
                &[
                    "sh",
                    "-c",
                    "echo 'Traceback: something went wrong in the filter the student wrote' >&2; exit 1",
                ],
            ),
            (&["--no-reference", "--timeout", "1"], &["sleep", "20"]),
        ];
        for lang in LANGS {
            for (flags, program) in programs {
                let columns = 60;
                let mut args = vec!["grade", exercise, "--seed", "4"];
                args.extend_from_slice(flags);
                args.push("--");
                args.extend_from_slice(program);
                let ran = run(lang, columns, dir.path(), &args);
                let what = format!("{lang} {exercise} {program:?}");
                assert!(ran.stdout.lines().count() > 3, "{what}: {}", ran.stdout);
                assert_fits(&ran.stdout, columns, &what);
                assert_fits(&ran.stderr, columns, &what);
                let lines: Vec<&str> = ran.stdout.lines().collect();
                for pair in lines.windows(2) {
                    let mark = ["  [pass] ", "  [fail] ", "  [bien] ", "  [falla] "]
                        .into_iter()
                        .find(|mark| pair[0].starts_with(mark));
                    let next_is_more = pair[1].starts_with("     ") && !pair[1].contains('→');
                    if let (Some(mark), true) = (mark, next_is_more) {
                        let hang = mark.chars().count();
                        assert_eq!(
                            pair[1].chars().take_while(|c| *c == ' ').count(),
                            hang,
                            "{what}: not under the check's text:\n{}",
                            ran.stdout
                        );
                    }
                }
            }
        }
    }
}

/// `submit`'s line (where the file went, for whom, what it holds) was one
/// line of 175 to 250 characters; `compare --crossover`'s prose fits too.
#[test]
fn submit_and_the_crossover_fit_the_width() {
    let dir = tempfile::tempdir().unwrap();
    graded_once(dir.path(), "Ana María López Fernández");
    let out = dir.path().join("handed");
    std::fs::create_dir(&out).unwrap();
    for lang in LANGS {
        for columns in WIDTHS {
            let ran = run(
                lang,
                columns,
                dir.path(),
                &["submit", "--out", out.to_str().unwrap()],
            );
            assert_eq!(ran.code, Some(0), "{}", ran.stderr);
            assert!(ran.stdout.lines().count() > 1, "{}", ran.stdout);
            assert_fits(&ran.stdout, columns, &format!("{lang} submit"));
            assert_fits(&ran.stderr, columns, &format!("{lang} submit"));
            let ran = run(lang, columns, dir.path(), &["compare", "--crossover"]);
            assert_eq!(ran.code, Some(0), "{}", ran.stderr);
            assert_fits(&ran.stdout, columns, &format!("{lang} crossover"));
        }
    }
}

/// `export --out` given a folder said «could not write …/h1: Is a
/// directory (os error 21)». It writes QUIZ.LANG.moodle.xml in that
/// folder and says where; an `--out` whose folder does not exist is bad
/// input naming the flag and the path, and leaves nothing behind.
#[test]
fn export_out_takes_a_folder_and_names_a_missing_one() {
    let dir = tempfile::tempdir().unwrap();
    let folder = dir.path().join("h1");
    std::fs::create_dir(&folder).unwrap();
    for lang in LANGS {
        let args = export_to(folder.to_str().unwrap());
        let ran = run(lang, 200, dir.path(), &args);
        assert_eq!(ran.code, Some(0), "{}", ran.stderr);
        let file = folder.join(format!("bloom-self-check.{lang}.moodle.xml"));
        let xml = std::fs::read_to_string(&file).unwrap();
        assert!(xml.trim_end().ends_with("</quiz>"), "{xml}");
        assert!(
            ran.stderr.contains(file.to_str().unwrap()),
            "{}",
            ran.stderr
        );
        for missing in [
            dir.path().join("gone").join("quiz.xml"),
            dir.path().join("new-folder/"),
        ] {
            let path = missing.to_str().unwrap();
            let args = export_to(path);
            let ran = run(lang, 200, dir.path(), &args);
            assert_eq!(ran.code, Some(2), "{path}: {}", ran.stderr);
            let error = ran.stderr.lines().next().unwrap();
            assert!(error.starts_with("error: --out "), "{}", ran.stderr);
            assert!(error.contains(path), "{}", ran.stderr);
            assert!(!error.contains("os error"), "{}", ran.stderr);
        }
    }
    let mut left: Vec<_> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|entry| entry.unwrap().file_name())
        .collect();
    left.sort();
    assert_eq!(left, ["h1"], "nothing but the folder given");
    assert_eq!(std::fs::read_dir(&folder).unwrap().count(), 2);
    let help = run("en", 200, dir.path(), &["export", "--help"]).stdout;
    let out = help.lines().find(|l| l.contains("--out")).unwrap();
    assert!(out.contains("<PATH>") && out.contains("folder"), "{help}");
    let help = run("es", 200, dir.path(), &["export", "--help"]).stdout;
    let out = help.lines().find(|l| l.contains("--out")).unwrap();
    assert!(out.contains("<RUTA>") && out.contains("carpeta"), "{help}");
}

/// The hidden `exercise reference` printed a help with no description
/// and an `<ID>` with nothing beside it: both are worded, in each
/// language, as the other subcommands' are.
#[test]
fn the_reference_s_help_says_what_it_runs_and_what_id_is() {
    let dir = tempfile::tempdir().unwrap();
    for (lang, runs, id) in [
        (
            "en",
            "own solution",
            "bloom, counting, blocked or fix-the-filter",
        ),
        (
            "es",
            "solución del propio",
            "bloom, counting, blocked o fix-the-filter",
        ),
    ] {
        let help = run(lang, 200, dir.path(), &["exercise", "reference", "--help"]).stdout;
        let first = help.lines().next().unwrap();
        assert!(first.contains(runs), "{help}");
        let argument = help
            .lines()
            .find(|line| line.trim_start().starts_with("<ID>"))
            .unwrap();
        assert!(argument.contains(id), "{help}");
    }
}

/// A counting exercise's memory line said «para 16 384 bits de celdas (4
/// bits por celda)», no Spanish a reader would write: it counts the
/// filter's counters, as its heading does, and a Bloom filter's bits.
#[test]
fn the_memory_line_counts_counters_or_bits() {
    let dir = tempfile::tempdir().unwrap();
    for (exercise, en, es) in [
        (
            "counting",
            "for 4,096 counters of 4 bits (16,384 bits).",
            "para 4096 contadores de 4 bits (16 384 bits).",
        ),
        ("bloom", "for m = 4,096 bits.", "para m = 4096 bits."),
    ] {
        for (lang, said) in [("en", en), ("es", es)] {
            let mut args = vec!["--no-save"];
            args.extend(grade_by_reference(exercise, "3"));
            let ran = run(lang, 200, dir.path(), &args);
            assert_eq!(ran.code, Some(0), "{}", ran.stdout);
            let memory = ran.stdout.lines().find(|l| l.contains("Memor")).unwrap();
            // Spanish groups thousands with a no-break space.
            let memory = memory.replace(['\u{a0}', '\u{202f}'], " ");
            assert!(memory.ends_with(said), "{memory}");
            assert!(
                !memory.contains("celda") && !memory.contains("cell"),
                "{memory}"
            );
        }
    }
}

/// `results --summary`'s questions table was 83 to 88 columns wide at 80
/// (an exercise's checks have long names): columns the same on every row
/// are left out, and said with their value, until it fits; then names
/// are cut shorter. The columns that differ stay.
#[test]
fn the_summary_s_questions_table_fits_the_width() {
    let dir = tempfile::tempdir().unwrap();
    graded_once(dir.path(), "Ana");
    let data = dir.path().to_str().unwrap();
    for (lang, left_out, heads) in [
        ("en", "the same on every row", "question"),
        ("es", "lo mismo en todas las filas", "pregunta"),
    ] {
        for columns in [60, 80, 100] {
            let ran = run(lang, columns, dir.path(), &["results", "--summary", data]);
            assert_eq!(ran.code, Some(0), "{}", ran.stderr);
            assert_fits(&ran.stdout, columns, &format!("{lang} summary"));
            let header = ran
                .stdout
                .lines()
                .find(|l| l.trim_start().starts_with(heads));
            let header = header.unwrap();
            assert!(header.contains('F'), "facility stays: {}", ran.stdout);
            if columns < 100 {
                assert!(ran.stdout.contains(left_out), "{}", ran.stdout);
            }
        }
    }
}
