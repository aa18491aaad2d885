//! The command line as two readers saw it: a Spanish one at 80 columns
//! and an English one at 120. No line is wider than the terminal, prose
//! wraps under its own text, left-out columns are said, rates read as the
//! TUI writes them, a decimal comma is understood, ids are labelled.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "a test: a failed unwrap is a failed test"
)]

use crate::cli_support::{SMALL_COMPARE, bloomlab, rejects};

/// stdout of `bloomlab --lang LANG ARGS` at `columns`, checked for success.
fn run_at(lang: &str, columns: usize, args: &[&str]) -> String {
    let output = bloomlab()
        .env("COLUMNS", columns.to_string())
        .env("BLOOMLAB_DATA_DIR", "/nonexistent-bloomlab-test-dir")
        .args(["--lang", lang])
        .args(args)
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&output.stdout).into_owned();
    assert!(
        output.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    stdout
}

fn assert_fits(text: &str, columns: usize, what: &str) {
    for line in text.lines() {
        assert!(
            line.chars().count() <= columns,
            "{what}: a line of {} characters at {columns} columns:\n{line}",
            line.chars().count()
        );
    }
}

const READERS: [(&str, usize); 2] = [("es", 80), ("en", 120)];

#[test]
fn no_line_is_wider_than_the_terminal() {
    let records = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/records-v2.json"
    );
    let commands: [&[&str]; 6] = [
        &["table", "--theory"],
        &["size", "--n", "10000000", "--p", "1%"],
        &["compare", "--crossover"],
        &SMALL_COMPARE,
        &["results", records],
        &["--help"],
    ];
    for (lang, columns) in READERS {
        for args in commands {
            assert_fits(&run_at(lang, columns, args), columns, &args.join(" "));
        }
        for command in [
            "size",
            "table",
            "experiment",
            "compare",
            "results",
            "check",
            "export",
            "grade",
            "submit",
            "exercise",
        ] {
            let help = run_at(lang, columns, &[command, "--help"]);
            assert_fits(&help, columns, &format!("{command} --help"));
        }
    }
}

#[test]
fn wrapped_lines_continue_under_their_own_text() {
    let help = run_at("es", 80, &["--help"]);
    let exit_two = help
        .lines()
        .skip_while(|line| !line.starts_with("  2 "))
        .nth(1)
        .unwrap();
    assert!(
        exit_two.starts_with("         ") && !exit_two.starts_with("          "),
        "{help}"
    );
    assert!(!help.contains("dimensionado,\nlos"), "{help}");
    let size = run_at("es", 80, &["size", "--n", "10000000", "--p", "1%"]);
    assert!(
        size.contains("(Bose\u{a0}y\u{a0}otros,\u{a0}2008)"),
        "{size}"
    );
    let indent = " ".repeat("  k (funciones de hash)  ".len());
    assert!(size.lines().any(|line| line.starts_with(&indent)), "{size}");
}

#[test]
fn left_out_columns_are_named_with_how_to_get_them() {
    let table = run_at("es", 60, &["table", "--theory"]);
    assert_fits(&table, 60, "table --theory");
    assert!(table.contains("--wide"), "{table}");
    assert!(table.contains("p de Bloom"), "{table}");
    let wide = run_at("es", 60, &["table", "--theory", "--wide"]);
    assert!(!wide.contains("--wide"), "{wide}");
    let compare = run_at("en", 80, &["compare", "--n", "2000", "--precision", "0.3"]);
    assert!(
        compare
            .replace('\n', " ")
            .contains("left out to fit 80 columns; --wide shows them; COLUMNS sets another width"),
        "{compare}"
    );
    // Piped with no terminal the width is 100, which the note names with
    // the way to another (reader 29, es 1.3: `compare | less` at 80).
    assert!(
        table.replace('\n', " ").contains("COLUMNS fija otro ancho"),
        "{table}"
    );
    // The legend and the paragraph that explain left-out columns are not printed.
    assert!(!compare.contains("×bound:"), "{compare}");
    assert!(!compare.contains("Costs (add and look up"), "{compare}");
}

#[test]
fn rates_read_as_the_tui_writes_them() {
    let table = run_at("en", 120, &["table", "--theory"]);
    assert!(
        table.contains("10.07\u{a0}%") && table.contains("1.004\u{a0}%"),
        "{table}"
    );
    assert!(!table.contains("0.100713"), "{table}");
    let size = run_at("es", 80, &["size", "--n", "10000000", "--p", "1%"]);
    assert!(size.contains("1,004\u{a0}%"), "{size}");
    assert!(!size.contains("1,0039"), "{size}");
    assert!(size.contains("1,44 veces"), "{size}");
    let english = run_at("en", 120, &["size", "--n", "10000000", "--p", "1%"]);
    assert!(english.contains("uses 1.44 times that)") && !english.contains("1.44× it"),);
    let csv = run_at(
        "en",
        120,
        &["size", "--n", "10000000", "--p", "1%", "--format", "csv"],
    );
    assert!(
        csv.contains("0.01003921754575264"),
        "machine formats keep full precision: {csv}"
    );
}

#[test]
fn a_decimal_comma_is_understood() {
    let comma = run_at("es", 80, &["size", "--n", "1e6", "--p", "0,01"]);
    assert_eq!(
        comma,
        run_at("es", 80, &["size", "--n", "1e6", "--p", "0.01"])
    );
    let percent = run_at("en", 120, &["size", "--n", "1e6", "--p", "1,5%"]);
    assert_eq!(
        percent,
        run_at("en", 120, &["size", "--n", "1e6", "--p", "1.5 %"])
    );
    rejects(
        &["size", "--n", "1e6", "--p", "1,500%"],
        "--p",
        "1.500% or 1500%",
    );
    rejects(&["size", "--n", "1,5", "--p", "1%"], "--n", "");
}

/// Reader 28 (en 4.1): every rate flag reads a rate one way. `compare
/// --p 0,01` is 0.01, as `size --p 0,01` is (it was 0 and 01, refused
/// with «got 0»); a comma after anything else separates targets.
#[test]
fn compare_reads_a_decimal_comma_as_size_does() {
    let targets = |list: &str| {
        let mut args = SMALL_COMPARE.to_vec();
        args.extend(["--p", list, "--format", "csv"]);
        run_at("en", 120, &args)
            .lines()
            .filter(|row| row.starts_with("standard,"))
            .map(|row| row.split(',').nth(1).unwrap_or_default().to_owned())
            .collect::<Vec<_>>()
    };
    assert_eq!(targets("0,01"), ["0.01"]);
    assert_eq!(targets("0,01,1/256"), ["0.01", "0.00390625"]);
    assert_eq!(targets("1,5%,0.001"), ["0.015", "0.001"]);
    let mut args = SMALL_COMPARE.to_vec();
    args.extend(["--p", "0.01,5"]);
    rejects(&args, "--p", "such as 0.01 or 1%");
}

/// Reader 28 (en 5.5): a rate too small for a double is a bound, not
/// «0 %»; k at bloomlab's cap says so; a few bits set are not «0.0 %».
#[test]
fn a_roomy_filter_says_its_bounds() {
    let size = run_at("en", 120, &["size", "--n", "10", "--m", "12MB"]);
    assert!(
        !size.contains(" 0\u{a0}%") && !size.contains(" 0 %"),
        "{size}"
    );
    assert_eq!(size.matches("below 1 in 10³⁰⁸").count(), 2, "{size}");
    assert!(size.contains("but bloomlab caps k at 64"), "{size}");
    assert!(size.contains("0.000667 % of the bits set"), "{size}");
    assert!(size.contains("(12.00 MB)"), "{size}");
    let spanish = run_at("es", 80, &["size", "--n", "10", "--m", "12MB"]);
    assert!(spanish.contains("menos de 1 de cada 10³⁰⁸"), "{spanish}");
    assert!(spanish.contains("limita k a 64"), "{spanish}");
    let pinned = run_at(
        "en",
        120,
        &["size", "--n", "10", "--m", "12MB", "--k", "64"],
    );
    assert!(!pinned.contains("caps k"), "{pinned}");
}

#[test]
fn spanish_help_is_spanish() {
    let help = run_at("es", 80, &["compare", "--help"]);
    for english in [
        "<FORMAT>",
        "<SEED>",
        "<PRECISION>",
        "<CONFIDENCE>",
        "<MAX_QUERIES>",
        "<INTERVAL>",
        "<THREADS>",
        "0.05]",
        "Para cada fila",
    ] {
        assert!(!help.contains(english), "{english}: {help}");
    }
    assert!(
        help.contains("<SEMILLA>") && help.contains("Detiene cada fila"),
        "{help}"
    );
    let top = run_at("es", 80, &["--help"]);
    assert!(
        !top.contains("cuestionario") && !top.contains("CUESTIONARIO"),
        "{top}"
    );
}

#[test]
fn the_crossover_says_what_its_rows_show() {
    for (lang, columns) in READERS {
        let text = run_at(lang, columns, &["compare", "--crossover"]);
        assert!(!text.contains("2b·"), "{text}");
        assert!(text.contains("8/2^f"), "{text}");
        assert!(
            !text.contains("por debajo del 0,231 %)") && !text.contains("below 0.231 %)"),
            "{text}"
        );
    }
    let es = run_at("es", 80, &["compare", "--crossover"]);
    let flat = es.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(flat.contains("(f = 12: 12,63"), "{es}");
    assert!(flat.contains("palabras de máquina de 64 bits"), "{es}");
}

#[test]
fn results_label_the_quiz_id() {
    let records = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/records-v2.json"
    );
    let text = run_at("en", 120, &["results", records]);
    assert!(text.contains("(id:\u{a0}bloom-self-check)"), "{text}");
}

/// Reader 37 (en 1, es at 80): `experiment --m 12 --k 2 --n 2` printed a
/// row of 135 characters, its verdict's note wrapped mid-word by the
/// terminal, a p-value as «3.8e-11», and left columns out unsaid. The
/// note goes under its row, wrapped at words; tiny numbers read as
/// powers of ten; the columns left out are named.
#[test]
fn an_experiment_fits_the_terminal() {
    let args = ["experiment", "--m", "12", "--k", "2", "--n", "2"];
    for (lang, columns) in READERS {
        let text = run_at(lang, columns, &args);
        assert_fits(&text, columns, "experiment");
        assert!(!text.contains("e-"), "{text}");
        assert!(text.contains("·10⁻"), "{text}");
        assert!(text.contains("--wide"), "{text}");
    }
    let english = run_at("en", 120, &args);
    let row = english
        .lines()
        .find(|line| line.ends_with("consistent with theory"))
        .unwrap_or_else(|| panic!("no verdict ends its row: {english}"));
    let note = english
        .lines()
        .skip_while(|line| *line != row)
        .nth(1)
        .unwrap_or_default();
    assert!(
        note.starts_with("    Bloom's formula is low (p-value "),
        "{english}"
    );
    // With --wide every column, and the note on its row.
    let wide = run_at("en", 120, &[&args[..], &["--wide"]].concat());
    assert!(wide.contains("theory; Bloom's formula is low"), "{wide}");
}

/// Reader 37 (es 3): the «medida ±rel.» column of `compare` and `table`
/// was ragged; its rates are right-aligned and its ± in one column.
#[test]
fn the_plus_minus_column_is_aligned() {
    let compare = run_at("es", 80, &SMALL_COMPARE);
    let table = run_at("es", 80, &["table", "--n", "20000", "--precision", "0.2"]);
    for text in [compare, table] {
        // Each row's ± (before its digits, not the heading's «±rel.»),
        // with the rate's % two places before it.
        let rows: Vec<Vec<char>> = text
            .lines()
            .map(|line| line.chars().collect())
            .filter(|line: &Vec<char>| {
                line.windows(2)
                    .any(|w| w[0] == '±' && w[1].is_ascii_digit())
            })
            .collect();
        let columns: Vec<usize> = rows
            .iter()
            .filter_map(|line| {
                line.windows(2)
                    .position(|w| w[0] == '±' && w[1].is_ascii_digit())
            })
            .collect();
        assert!(columns.len() >= 4, "{text}");
        assert!(columns.iter().all(|at| *at == columns[0]), "{text}");
        assert!(
            rows.iter().all(|line| line[columns[0] - 2] == '%'),
            "{text}"
        );
    }
}
