//! The command line's errors in the language asked for (issue 22): a bad
//! value, clap's usage errors and the library's checks are worded from the
//! catalogue of `--lang` (or of the environment), with the flag named, the
//! range allowed said, exit code 2 and nothing on stdout.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "a test: a failed unwrap is a failed test (clippy.toml's allow-unwrap-in-tests misses the helpers of integration tests)"
)]

use crate::cli_support;

use cli_support::bloomlab;

/// English that must not reach a Spanish user: clap's framing and the
/// words of our own English messages.
const ENGLISH: [&str; 14] = [
    "error: invalid",
    "invalid value",
    "must be",
    "(got",
    "expected",
    "such as",
    "between",
    "whole number",
    "For more information",
    "Usage:",
    "tip:",
    "unexpected",
    "memory cap",
    "too large",
];

/// Run with `args` and the environment's locale `locale` (None: no locale
/// at all), and return stderr after checking the exit code is 2 and stdout
/// is empty.
fn rejected(args: &[&str], locale: Option<&str>) -> String {
    let mut command = bloomlab();
    command
        .args(args)
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANG");
    if let Some(locale) = locale {
        command.env("LANG", locale);
    }
    let output = command.output().unwrap();
    let stderr = String::from_utf8(output.stderr).unwrap();
    assert_eq!(output.status.code(), Some(2), "{args:?}: {stderr}");
    assert!(output.stdout.is_empty(), "{args:?}: nothing on stdout");
    assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
    stderr
}

/// In Spanish: the first line is `error: ` and names `flag` and says
/// `allowed`; the last is the pointer to `--help`; no English anywhere.
fn rejected_in_spanish(args: &[&str], flag: &str, allowed: &str) -> String {
    let stderr = rejected(args, None);
    let first = stderr.lines().next().unwrap_or_default();
    assert!(first.starts_with("error: "), "{args:?}: {stderr}");
    assert!(first.contains(flag), "{args:?} should name {flag}: {first}");
    assert!(
        first.contains(allowed),
        "{args:?} should say {allowed:?}: {first}"
    );
    for english in ENGLISH {
        assert!(
            !stderr.contains(english),
            "{args:?}: English {english:?} in {stderr}"
        );
    }
    stderr
}

#[test]
fn bad_values_are_said_in_spanish() {
    let cases: [(&[&str], &str, &str); 9] = [
        (
            &["--lang", "es", "size", "--p", "2", "--n", "10"],
            "error: --p: ",
            "debe ser una probabilidad estrictamente entre 0 y 1",
        ),
        (
            &["--lang", "es", "size", "--n", "abc", "--p", "0.01"],
            "error: --n: ",
            "se esperaba un número entero, como `10000000` o `1e7` (has escrito «abc»)",
        ),
        (
            &[
                "--lang", "es", "size", "--n", "10", "--p", "0.01", "--k", "0",
            ],
            "error: --k: ",
            "debe ser un número entero de 1 a 64 (has escrito «0»)",
        ),
        (
            &["--lang", "es", "table", "--max-memory", "0"],
            "error: --max-memory: ",
            "al menos 1 byte",
        ),
        (
            &["--lang", "es", "compare", "--p", "1/0"],
            "error: --p: ",
            "estrictamente entre 0 y 1, como `0.01`, `1%` o `1/256` (has escrito «1/0»)",
        ),
        (
            &[
                "--lang",
                "es",
                "experiment",
                "--repeat",
                "0",
                "--n",
                "1",
                "--m",
                "10",
            ],
            "error: --repeat: ",
            "de 1 a 1000",
        ),
        // Thousands apart with no-break spaces, as the Spanish screens.
        (
            &["--lang", "es", "size", "--n", "0", "--p", "0.01"],
            "error: --n: ",
            "de 1 a 281\u{a0}474\u{a0}976\u{a0}710\u{a0}656 (has escrito «0»)",
        ),
        // A decimal comma in a number written for reading.
        (
            &["--lang", "es", "experiment", "--precision", "0.9"],
            "error: --precision: ",
            "debe ser un número de 0,001 a 0,5, como `0.05` o `5%` (±5 %) (has escrito «0.9»)",
        ),
        // A value clap checks against its list.
        (
            &["--lang", "es", "size", "--n", "10", "--format", "xml"],
            "error: --format: ",
            "debe ser uno de estos: text, csv, json (has escrito «xml»)",
        ),
    ];
    for (args, flag, allowed) in cases {
        let stderr = rejected_in_spanish(args, flag, allowed);
        assert!(
            stderr.ends_with("\n\nPara más información, prueba `--help`.\n"),
            "{args:?}: {stderr}"
        );
    }
}

/// The library's own checks, after clap: the same language.
#[test]
fn the_librarys_checks_are_said_in_spanish() {
    rejected_in_spanish(
        &["--lang", "es", "size", "--n", "1e12", "--p", "0.0001"],
        "error: --m: ",
        "un filtro de 2,40 TB supera el límite de memoria de 4 GiB (súbelo con --max-memory)",
    );
    rejected_in_spanish(
        &[
            "--lang", "es", "size", "--n", "1000", "--p", "0.01", "--m", "1000",
        ],
        "error: --m: ",
        "1000 bits son pocos para --n 1000 con --p 0,01: hacen falta al menos 9586 bits",
    );
    rejected_in_spanish(
        &["--lang", "es", "experiment", "--n", "10"],
        "error: --m: ",
        "indica --m (los bits) o --p (una tasa objetivo)",
    );
}

#[test]
fn usage_errors_are_said_in_spanish() {
    let stderr = rejected_in_spanish(
        &["--lang", "es", "size", "--foo"],
        "«--foo»",
        "no se esperaba el argumento",
    );
    assert!(stderr.contains("\n\nUso: bloomlab size"), "{stderr}");
    let stderr = rejected_in_spanish(
        &["--lang", "es", "size", "--nn", "5"],
        "«--nn»",
        "no se esperaba el argumento",
    );
    assert!(
        stderr.contains("\n\n  sugerencia: hay una opción parecida: `--n`\n"),
        "{stderr}"
    );
    rejected_in_spanish(&["--lang", "es", "size", "--n"], "--n", "falta su valor");
    rejected_in_spanish(&["--lang", "es", "sise"], "«sise»", "comando desconocido");
    rejected_in_spanish(
        &["--lang", "es", "experiment", "--suite", "small", "--m", "5"],
        "«--suite <SERIE>»",
        "no se puede usar junto con «--m <M>»",
    );
    rejected_in_spanish(
        &["--lang", "es", "grade"],
        "faltan estos argumentos obligatorios:",
        "",
    );
}

/// The language is known before clap parses: `--lang=es` and a `--lang`
/// after the command count, and so does the environment's locale; `check`
/// stays in English unless asked, as its messages do.
#[test]
fn the_language_comes_from_the_command_line_or_the_environment() {
    for args in [
        &["--lang=es", "size", "--k", "0"][..],
        &["size", "--k", "0", "--lang", "es"][..],
    ] {
        rejected_in_spanish(args, "--k", "debe ser un número entero de 1 a 64");
    }
    let stderr = rejected(&["size", "--k", "0"], Some("es_ES.UTF-8"));
    assert!(stderr.contains("de 1 a 64 (has escrito «0»)"), "{stderr}");
    // `--lang` wins over the environment, and an invalid one is said in
    // the environment's language.
    let stderr = rejected(&["--lang", "en", "size", "--k", "0"], Some("es_ES.UTF-8"));
    assert!(stderr.contains("from 1 to 64 (got \"0\")"), "{stderr}");
    let stderr = rejected(&["--lang", "fr", "size"], Some("es_ES.UTF-8"));
    assert!(
        stderr.starts_with("error: --lang: debe ser es o en (has escrito «fr»)\n"),
        "{stderr}"
    );
    let stderr = rejected(&["check", "--foo"], Some("es_ES.UTF-8"));
    assert!(
        stderr.starts_with("error: unexpected argument '--foo' found\n"),
        "{stderr}"
    );
    let stderr = rejected(&["--lang", "es", "check", "--foo"], Some("C"));
    assert!(
        stderr.starts_with("error: no se esperaba el argumento «--foo»\n"),
        "{stderr}"
    );
}

/// English keeps its messages; only clap's framing of a bad value is now
/// the command line's own (`error: --p: …`, as the library's errors).
#[test]
fn english_names_the_flag_first() {
    let stderr = rejected(&["size", "--p", "2", "--n", "10"], None);
    assert_eq!(
        stderr,
        "error: --p: must be a probability strictly between 0 and 1, such as 0.01 or 1% (got \"2\")\n\
         \n\
         For more information, try '--help'.\n"
    );
    let stderr = rejected(&["size", "--nn", "5"], None);
    assert_eq!(
        stderr,
        "error: unexpected argument '--nn' found\n\
         \n  tip: a similar argument exists: '--n'\n\
         \n\
         Usage: bloomlab size --n <N>\n\
         \n\
         For more information, try '--help'.\n"
    );
}

/// What the user typed is still shown with its control characters
/// escaped, in any language.
#[test]
fn typed_text_is_escaped_in_every_language() {
    for lang in ["es", "en"] {
        for args in [
            &["--lang", lang, "size", "--n", "\u{1b}[31mred"][..],
            &["--lang", lang, "size", "--\u{1b}[31mred"][..],
            &["--lang", lang, "results", "--attempts", "\u{9b}31m"][..],
        ] {
            let stderr = rejected(args, None);
            assert!(
                !stderr.contains('\u{1b}') && !stderr.contains('\u{9b}'),
                "{args:?}: {stderr:?}"
            );
            assert!(stderr.contains("\\u{"), "{args:?}: {stderr:?}");
        }
    }
}
