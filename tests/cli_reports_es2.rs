//! The command line's text reports in Spanish (issue 22, second part):
//! the query budget's refusal is worded from the Spanish catalogue, with
//! a decimal comma and thousands apart, and none of the English sentences
//! it had.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "a test: a failed unwrap is a failed test (clippy.toml's allow-unwrap-in-tests misses the helpers of integration tests)"
)]

mod cli_support;

use cli_support::bloomlab;

/// The no-break space Spanish puts between groups of thousands.
const NBSP: char = '\u{a0}';

/// Run `bloomlab --lang LANG args…`: (exit code, stdout, stderr).
fn run(lang: &str, args: &[&str]) -> (Option<i32>, String, String) {
    let output = bloomlab()
        .arg("--lang")
        .arg(lang)
        .args(args)
        .env("COLUMNS", "200")
        .output()
        .unwrap();
    let stdout = String::from_utf8(output.stdout).unwrap();
    let stderr = String::from_utf8(output.stderr).unwrap();
    assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
    (output.status.code(), stdout, stderr)
}

fn assert_none_of(text: &str, english: &[&str]) {
    for sentence in english {
        assert!(!text.contains(sentence), "English {sentence:?} in:\n{text}");
    }
}

#[test]
fn a_rate_the_query_cap_cannot_measure_is_refused_in_spanish() {
    for command in ["compare", "experiment"] {
        let (code, stdout, stderr) = run("es", &[command, "--n", "1000", "--p", "1e-9"]);
        assert_eq!(code, Some(2), "{stderr}");
        assert!(stdout.is_empty());
        let first = stderr.lines().next().unwrap();
        for words in [
            "error: --p: una tasa de 1·10⁻⁹ necesita unas 1,537·10¹² consultas",
            "±5,00\u{a0}% al 95,0\u{a0}% de confianza",
            &format!("más que el límite de 200{NBSP}000{NBSP}000 (--max-queries)"),
            "la menor tasa que puede medir es 0,000007683",
            "sube --p, --precision o --max-queries",
        ] {
            assert!(first.contains(words), "{words:?} missing: {first}");
        }
        assert_none_of(first, &["a rate of", "the smallest rate", "raise"]);
    }
    // English keeps its words and numbers.
    let (_, _, stderr) = run("en", &["compare", "--n", "1000", "--p", "1e-9"]);
    assert!(
        stderr.contains("a rate of 1.000e-9 needs about 1.537e12 queries")
            && stderr.contains("the smallest rate it can measure is 0.000007683"),
        "{stderr}"
    );
}
