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

/// stderr of a run refused as bad input.
fn refused(lang: &str, args: &[&str]) -> String {
    let output = output(lang, args);
    let stderr = String::from_utf8(output.stderr).unwrap();
    assert_eq!(output.status.code(), Some(2), "{args:?}: {stderr}");
    stderr
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
