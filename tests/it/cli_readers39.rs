//! Reader 39 (a Spanish student) on the command line and the exercises:
//! the names `compare` gives its columns, the digits and times of
//! `grade`, how `results` lists an exercise, and what an exercise's
//! summary cites.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "a test: a failed unwrap is a failed test"
)]

use crate::cli_support::bloomlab;

/// stdout of `bloomlab --lang LANG ARGS` at `columns` columns.
fn stdout(lang: &str, columns: &str, args: &[&str]) -> String {
    let output = bloomlab()
        .env("COLUMNS", columns)
        .env("BLOOMLAB_DATA_DIR", "/nonexistent-bloomlab-test-dir")
        .args(["--lang", lang])
        .args(args)
        .output()
        .unwrap();
    assert!(output.status.success(), "{args:?}: {output:?}");
    String::from_utf8(output.stdout).unwrap()
}

/// es 4.4: `compare` called its own theory's rate «prevista» where the
/// Alternatives tab (and its help) says «teoría»; in English «predicted»
/// against «theory». The header, the note of columns left out, the legend
/// and `--help` use the tab's name.
#[test]
fn compare_names_its_theory_column_as_the_alternatives_tab_does() {
    for (lang, theory, retired) in [("es", "teoría", "prevista"), ("en", "theory", "predicted")] {
        let tab = bloomlab::i18n::text(bloomlab::lang::Lang::parse(lang).unwrap(), "exp-alt-own");
        assert_eq!(tab, theory);
        let args = ["compare", "--n", "1000", "--p", "1%", "--precision", "0.5"];
        let wide = stdout(lang, "200", &args);
        let header = wide
            .lines()
            .find(|line| line.contains("×"))
            .unwrap_or_else(|| panic!("{wide}"));
        assert!(
            header.split_whitespace().any(|word| word == theory),
            "{lang}: {header}"
        );
        let narrow = stdout(lang, "100", &args);
        let note = narrow
            .lines()
            .skip_while(|line| !line.starts_with('('))
            .collect::<Vec<_>>()
            .join(" ");
        assert!(note.contains(theory), "{lang}: {narrow}");
        let help = stdout(lang, "100", &["compare", "--help"]);
        for text in [&wide, &narrow, &help] {
            assert!(!text.contains(retired), "{lang}: {text}");
        }
    }
}
