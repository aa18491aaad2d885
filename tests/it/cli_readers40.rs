//! Reader 40 (an English student) on the command line: ambiguous commas in
//! flags with a range, tiny sizing values, the results' lines, the names of
//! the experiment's intervals and the Moodle export's warning.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "a test: a failed unwrap is a failed test"
)]

use crate::cli_support::bloomlab;

/// The output of `bloomlab --lang LANG ARGS` at 80 columns.
fn output(lang: &str, args: &[&str]) -> std::process::Output {
    bloomlab()
        .env("COLUMNS", "80")
        .env("BLOOMLAB_DATA_DIR", "/nonexistent-bloomlab-test-dir")
        .args(["--lang", lang])
        .args(args)
        .output()
        .unwrap()
}

/// stderr of a run refused as bad input, the error's lines (fitted to
/// 80 columns, each under the text after «error: ») joined again.
fn refused(lang: &str, args: &[&str]) -> String {
    let output = output(lang, args);
    let stderr = String::from_utf8(output.stderr).unwrap();
    assert_eq!(output.status.code(), Some(2), "{args:?}: {stderr}");
    stderr.replace("\n       ", " ")
}

/// en 6.1: «--p 1,000» could be 1.000 or 1000, and a probability is
/// neither: the error says how a probability is written and suggests no
/// value out of range; where one reading fits, only that one is suggested.
#[test]
fn an_ambiguous_comma_suggests_only_values_in_range() {
    for (args, said) in [
        (&["size", "--n", "1000", "--p", "1,000"][..], "0.01 or 1%"),
        (&["compare", "--p", "1,000"][..], "0.01 or 1%"),
        (
            &[
                "experiment",
                "--n",
                "1000",
                "--p",
                "1%",
                "--confidence",
                "1,000",
            ][..],
            "from 0.5 to 0.9999",
        ),
        (
            &[
                "experiment",
                "--n",
                "1000",
                "--p",
                "1%",
                "--precision",
                "2,000",
            ][..],
            "from 0.001 to 0.5",
        ),
    ] {
        let en = refused("en", args);
        assert!(en.contains(said), "{args:?}: {en}");
        assert!(en.contains("neither is in range"), "{args:?}: {en}");
        assert!(!en.contains("write 1"), "{args:?}: {en}");
        assert!(!en.contains("write 2"), "{args:?}: {en}");
        let es = refused("es", args);
        assert!(
            es.contains("ninguno de los dos está dentro del rango"),
            "{args:?}: {es}"
        );
        assert!(!es.contains("escribe 1"), "{args:?}: {es}");
        assert!(!es.contains("escribe 2"), "{args:?}: {es}");
    }
    let es = refused("es", &["size", "--n", "1000", "--p", "1,000"]);
    assert!(es.contains("`0,01`, `0.01` o `1 %`"), "{es}");
    // 1,500% is 1.5 % or 1500 %: only the first is a probability.
    let en = refused("en", &["size", "--n", "1000", "--p", "1,500%"]);
    assert!(en.contains("only 1.500% is in range: write 1.500%"), "{en}");
    assert!(!en.contains("write 1500"), "{en}");
    let es = refused("es", &["size", "--n", "1000", "--p", "1,500%"]);
    assert!(
        es.contains("solo 1.500% está dentro del rango: escribe 1.500%"),
        "{es}"
    );
    // Both readings in range: both suggested, the exponent kept.
    let en = refused("en", &["size", "--n", "1000", "--p", "1,500e-6"]);
    assert!(en.contains("could be 1.500e-6 or 1500e-6"), "{en}");
}

/// en 5.2: 1,000 bits for a million elements. The best k, 0.000693, and
/// the bits per element, 0.001, are written with significant digits, not
/// as 0.00, and the Sizing screen's warning is said.
#[test]
fn a_tiny_m_shows_its_figures_and_is_warned_about() {
    let args = ["size", "--n", "1e6", "--m", "1000"];
    let en = String::from_utf8(output("en", &args).stdout).unwrap();
    assert!(!en.contains("0.00 ") && !en.contains("0.00)"), "{en}");
    assert!(en.contains("is 0.00069)"), "{en}");
    assert!(en.contains("bits per element    0.001\n"), "{en}");
    let words = en.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        words.contains("⚠ This m is too small for n = 1,000,000: even with its best k, k = 1,"),
        "{en}"
    );
    let es = String::from_utf8(output("es", &args).stdout).unwrap();
    assert!(!es.contains("0,00 ") && !es.contains("0,00)"), "{es}");
    assert!(es.contains("0,00069)"), "{es}");
    assert!(es.contains("0,001\n"), "{es}");
    let words = es.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(words.contains("⚠ Esta m se queda corta con n ="), "{es}");
    assert!(words.contains("aun con su mejor k, k = 1,"), "{es}");
    // A filter sized for its p is not warned about.
    let fine =
        String::from_utf8(output("en", &["size", "--n", "1e6", "--p", "1%"]).stdout).unwrap();
    assert!(!fine.contains('⚠'), "{fine}");
}

/// Records of two attempts whose one-line form does not fit 80 columns,
/// with titles of different lengths (as reader 40's were).
fn two_attempts(dir: &std::path::Path) {
    let questions = |count: usize| {
        (0..count)
            .map(|i| {
                serde_json::json!({
                    "id": format!("q{i}"), "answer": "1", "correct": i % 2 == 0,
                    "points": u32::from(i % 2 == 0), "max_points": 1, "seconds": 1.0
                })
            })
            .collect::<Vec<_>>()
    };
    let attempt = |id: &str, quiz: &str, count: usize, score: usize, seconds: f64| {
        serde_json::json!({
            "id": id, "quiz_id": quiz, "lang": "en", "finished_at": 1796588966u64,
            "seconds_taken": seconds, "score": score, "max_score": count,
            "questions": questions(count)
        })
    };
    let records = serde_json::json!({
        "version": 4,
        "attempts": [
            attempt("a-1", "bloom-self-check", 21, 11, 87.1),
            attempt("a-2", "bloom-diagnostic", 7, 4, 21.2),
        ]
    });
    std::fs::write(dir.join("records.json"), records.to_string()).unwrap();
}

/// en 1.7: `results` breaks between fields, never inside one, the same
/// way on every record: the quiz on one line, the score under its title
/// (at 80 and at 100 columns, the reader's width).
#[test]
fn results_break_between_fields_the_same_way_on_every_record() {
    let dir = tempfile::tempdir().unwrap();
    two_attempts(dir.path());
    let data = dir.path().to_str().unwrap();
    for (lang, whole) in [
        ("en", ["21 questions in 87 s", "7 questions in 21 s"]),
        ("es", ["21 preguntas en 87 s", "7 preguntas en 21 s"]),
    ] {
        let run = |columns: &str| {
            let output = bloomlab()
                .env("COLUMNS", columns)
                .env("TZ", "UTC")
                .args(["--lang", lang, "--data-dir", data, "results"])
                .output()
                .unwrap();
            assert!(output.status.success(), "{output:?}");
            String::from_utf8(output.stdout).unwrap()
        };
        // 100 columns: the reader's, where «in 87 s» fell on a line of
        // its own.
        for columns in [80, 100] {
            let text = run(&columns.to_string());
            let lines: Vec<&str> = text.lines().skip(1).collect();
            assert_eq!(lines.len(), 4, "{text}");
            for pair in lines.chunks(2) {
                assert!(
                    pair[0].starts_with("2026-12-06 20:29  ")
                        || pair[0].starts_with("06/12/2026 20:29  "),
                    "{text}"
                );
                assert!(pair[0].ends_with("[en]"), "{text}");
                assert!(pair[1].starts_with(&" ".repeat(18)), "{text}");
                assert!(!pair[1].starts_with(&" ".repeat(19)), "{text}");
            }
            assert!(lines[1].trim_start().starts_with("11/21 (52 %)"), "{text}");
            assert!(lines[3].trim_start().starts_with("4/7 (57 %)"), "{text}");
            assert!(lines[1].ends_with(whole[0]), "{text}");
            assert!(lines[3].ends_with(whole[1]), "{text}");
            assert!(
                text.lines().all(|line| line.chars().count() <= columns),
                "{text}"
            );
        }
        // Wide enough for every record: one line each.
        let wide = run("200");
        let lines: Vec<&str> = wide.lines().skip(1).collect();
        assert_eq!(lines.len(), 2, "{wide}");
        assert!(
            lines[0].ends_with(whole[0]) && lines[1].ends_with(whole[1]),
            "{wide}"
        );
    }
}

/// en 4.8: the interval is named as lesson 2 names it, «95 % interval»,
/// not «exact», which the same line uses for the exact formula's rate.
#[test]
fn the_experiments_intervals_have_the_lessons_name() {
    let args = [
        "experiment",
        "--n",
        "2000",
        "--p",
        "10%",
        "--precision",
        "0.3",
    ];
    let en = String::from_utf8(output("en", &args).stdout).unwrap();
    let words = en.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        words.contains("seed 1, 95 % intervals for the average rate"),
        "{en}"
    );
    assert!(!words.contains("exact 95"), "{en}");
    assert!(words.contains("against the exact rate"), "{en}");
    let es = String::from_utf8(output("es", &args).stdout).unwrap();
    let words = es.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        words.contains("semilla 1; intervalos del 95 % para la tasa media"),
        "{es}"
    );
    assert!(!words.contains("intervalos exactos"), "{es}");
}

/// en 4.9: the export's warning says what the fraction it writes for a
/// wrong choice, −100 %, does: a wrong choice picked gets no points.
#[test]
fn the_moodle_warning_says_a_wrong_choice_gets_no_points() {
    let args = ["export", "bloom-self-check", "--format", "moodle-xml"];
    let en = output("en", &args);
    assert!(en.status.success(), "{en:?}");
    let xml = String::from_utf8(en.stdout).unwrap();
    assert!(
        xml.contains("<answer fraction=\"-100\""),
        "the fraction the warning names"
    );
    let said = String::from_utf8(en.stderr).unwrap();
    let words = said.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(!words.contains("takes everything"), "{said}");
    assert!(
        words.contains("counts each wrong one as −100 %, so a question with a wrong choice picked gets no points"),
        "{said}"
    );
    let es = String::from_utf8(output("es", &args).stderr).unwrap();
    let words = es.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(!words.contains("lo quita todo"), "{es}");
    assert!(
        words.contains("cuenta cada incorrecta como −100 %, así que una pregunta con alguna incorrecta marcada no da ningún punto"),
        "{es}"
    );
}
