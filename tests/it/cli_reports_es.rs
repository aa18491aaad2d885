//! The command line's text reports in Spanish (issue 22): `size`,
//! `table --theory`, the titles of `table` and `experiment`, and
//! `--repeat`'s tallies are worded from the catalogue of `--lang`, with the
//! decimal comma and spaces between thousands, while CSV and JSON stay the
//! same in every language.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "a test: a failed unwrap is a failed test (clippy.toml's allow-unwrap-in-tests misses the helpers of integration tests)"
)]

use crate::cli_support;

use cli_support::bloomlab;

/// The no-break space Spanish puts between thousands (10 000 000).
const NBSP: char = '\u{a0}';

/// Run `bloomlab --lang LANG ARGS…`: its stdout, after checking it
/// succeeded.
fn run(lang: &str, args: &[&str]) -> String {
    let output = bloomlab()
        // Words, not layout (tests/it/cli_width.rs checks the wrapping).
        .env("COLUMNS", "1000")
        .arg("--lang")
        .arg(lang)
        .args(args)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success(), "{lang} {args:?}: {stderr}");
    String::from_utf8(output.stdout).unwrap()
}

/// `text` holds every one of `words`.
fn says(text: &str, words: &[&str]) {
    for word in words {
        assert!(text.contains(word), "should say {word:?}:\n{text}");
    }
}

/// `text` holds none of `words`: the English a Spanish report must not
/// keep.
fn never_says(text: &str, words: &[&str]) {
    for word in words {
        assert!(!text.contains(word), "still says {word:?}:\n{text}");
    }
}

/// No number in `text` is written with a decimal point (2.5): Spanish
/// writes 2,5.
fn decimal_commas_only(text: &str) {
    let chars: Vec<char> = text.chars().collect();
    for window in chars.windows(3) {
        assert!(
            !(window[0].is_ascii_digit() && window[1] == '.' && window[2].is_ascii_digit()),
            "a decimal point in {:?}:\n{text}",
            window.iter().collect::<String>()
        );
    }
}

/// `text` with Spanish's thousands: each space between two digits a
/// no-break space (10 000 000).
fn thousands(text: &str) -> String {
    let chars: Vec<char> = text.chars().collect();
    let digit = |i: Option<&char>| i.is_some_and(char::is_ascii_digit);
    chars
        .iter()
        .enumerate()
        .map(|(i, &c)| {
            let between = i > 0 && digit(chars.get(i - 1)) && digit(chars.get(i + 1));
            if c == ' ' && between { NBSP } else { c }
        })
        .collect()
}

#[test]
fn size_reads_in_spanish_with_decimal_commas() {
    let text = run("es", &["size", "--n", "1e7", "--p", "1%"]);
    says(
        &text,
        &[
            &thousands("Filtro de Bloom para 10 000 000 elementos con un 1 % de falsos positivos"),
            &thousands("95 850 584 bits"),
            &thousands("11 981 323 bytes (11,98 MB)"),
            "k (funciones de hash)  7",
            "(el mejor k sin redondear, (m/n)·ln 2, es 6,64)",
            "bits por elemento      9,59",
            "la cota inferior log₂(1/p) es 6,64",
            "1,004\u{a0}% según la fórmula de Bloom",
            "1,004\u{a0}% de tasa exacta, con k sondeos independientes",
            &thousands("51,8 % de los bits encendidos tras 10 000 000 elementos añadidos"),
        ],
    );
    never_says(
        &text,
        &[
            "false positives",
            "elements",
            "memory",
            "hash functions",
            "bits per element",
            "lower bound",
            "Bloom's formula",
            "exact,",
            "expected fill",
            "insertions",
        ],
    );
    decimal_commas_only(&text);
    // The same command in English keeps its words.
    let english = run("en", &["size", "--n", "1e7", "--p", "1%"]);
    says(
        &english,
        &[
            "Bloom filter for 10,000,000 elements at 1 % false positives",
            "  bits per element    9.59   (the lower bound log₂(1/p) is 6.64",
            "  expected fill       51.8 % of the bits set after 10,000,000 elements added",
        ],
    );
}

#[test]
fn size_counts_take_the_singular_for_one() {
    let text = run("es", &["size", "--m", "12", "--n", "1", "--k", "2"]);
    says(
        &text,
        &[
            "Filtro de Bloom de 12 bits con 1 elemento\n",
            "memoria                2 bytes\n",
            "2,604\u{a0}% de tasa exacta",
            "tras 1 elemento añadido\n",
        ],
    );
    decimal_commas_only(&text);
    let text = run("es", &["size", "--n", "1", "--p", "0.5"]);
    says(
        &text,
        &["memoria                1 byte\n", "con un 50 % de"],
    );
}

#[test]
fn size_tiny_rates_are_powers_of_ten() {
    let text = run("es", &["size", "--m", "1000", "--n", "1"]);
    says(
        &text,
        &[
            "1\u{a0}de\u{a0}cada\u{a0}1,946·10⁷⁷ según la fórmula de Bloom",
            "1000 bits con 1 elemento",
        ],
    );
    never_says(&text, &["e-76"]);
    decimal_commas_only(&text);
}

#[test]
fn the_theory_table_reads_in_spanish() {
    let text = run("es", &["table", "--theory"]);
    says(
        &text,
        &[
            &thousands("Tabla de dimensionado para n = 10 000 000 elementos, según las fórmulas"),
            "k = (m/n)·ln 2 redondeado",
            "objetivo  bits/elemento   k     m (bits)   memoria  p de Bloom   p exacta",
            &thousands("   0,1 %          14,38  10  143 775 876  17,97 MB"),
            &format!("0,1000{NBSP}%   0,1000{NBSP}%"),
        ],
    );
    never_says(
        &text,
        &[
            "Sizing table",
            "from the formulas",
            "rounded",
            "target",
            "memory",
            "exact p",
            "Bloom's p",
        ],
    );
    decimal_commas_only(&text);
}

#[test]
fn csv_and_json_are_the_same_in_every_language() {
    for args in [
        &["size", "--n", "10000", "--p", "0.001", "--format", "csv"][..],
        &[
            "size", "--m", "12MB", "--n", "1e6", "--k", "7", "--format", "json",
        ],
        &["table", "--theory", "--n", "12345", "--format", "csv"],
        &["table", "--theory", "--format", "json"],
    ] {
        let spanish = run("es", args);
        assert_eq!(spanish, run("en", args), "{args:?}");
        // Numbers with a decimal point, as every spreadsheet reads them.
        assert!(
            spanish.contains("0.1") || spanish.contains(".0"),
            "{args:?}: {spanish}"
        );
    }
}

#[test]
fn the_runs_titles_read_in_spanish() {
    let first_line = |args: &[&str]| run("es", args).lines().next().unwrap().to_owned();
    let sweep = first_line(&[
        "experiment",
        "--suite",
        "k-sweep",
        "--n",
        "1000",
        "--threads",
        "1",
    ]);
    assert_eq!(
        sweep,
        thousands("barrido de k: m/n = 10 (1000 claves en 10 000 bits), k = 1 a 20")
    );
    let single: Vec<&str> = "experiment --m 10000 --k 3 --n 1000 --threads 1"
        .split(' ')
        .collect();
    assert_eq!(
        first_line(&single),
        thousands("m = 10 000 bits, k = 3, n = 1000, doble hash")
    );
    let independent = first_line(&[&single[..], &["--hashing", "independent"]].concat());
    assert!(
        independent.ends_with(", hashes independientes"),
        "{independent}"
    );
    let small: Vec<&str> = "experiment --suite small --precision 0.2 --threads 1"
        .split(' ')
        .collect();
    assert_eq!(
        first_line(&small),
        "el filtro pequeño de la lección: m = 12 bits, k = 2, n = 1 a 6, un filtro nuevo por consulta"
    );
    let table: Vec<&str> = "table --n 10000 --threads 1".split(' ').collect();
    assert_eq!(
        first_line(&table),
        // The formula and «k redondeado» hold together (reader 31, es 1.6).
        thousands("Tabla de dimensionado para n = 10 000 elementos, medida en filtros reales ")
            + "(m\u{a0}=\u{a0}−n·ln\u{a0}p\u{a0}/\u{a0}(ln\u{a0}2)² redondeado hacia arriba, k\u{a0}redondeado)"
    );
}

#[test]
fn repeat_tallies_read_in_spanish() {
    let args = [
        "experiment",
        "--p",
        "0.01",
        "--n",
        "1000",
        "--threads",
        "1",
        "--repeat",
        "3",
    ];
    let text = run("es", &args);
    says(
        &text,
        &[
            "m = 9586 bits, k = 7, n = 1000, doble hash\n",
            "3 ejecuciones, semillas 1 a 3: cuántas veces un veredicto dijo «difiere de la teoría»",
            "objetivo ",
            "por separado",
            "juntas (Holm)",
            " 1 % ",
            "Por separado: ",
            " filas contrastadas ",
            "el azar predice el 5 %",
            "Juntas (Holm): ",
            " de 3 ejecuciones ",
            "contraste binomial bilateral contra el 5 %",
            "Valores p por separado, en décimos de 0 a 1: ",
            "Medido en ",
        ],
    );
    never_says(
        &text,
        &[
            "runs",
            "seeds",
            "differs",
            "raw",
            "Raw",
            "family-wise",
            "chance",
            "Family",
            "target",
            "double",
            "consistent with theory",
            "repeats",
            "Measured",
            "measured",
            "false positives",
        ],
    );
    decimal_commas_only(&text);
    // CSV carries the rows' labels and verdicts as they are in English.
    let mut csv_args = args.to_vec();
    csv_args.extend(["--format", "csv"]);
    let csv = run("es", &csv_args);
    says(&csv, &["tally,,target 1 %,9586,7,1000,double,"]);
    never_says(&csv, &["objetivo", "doble"]);
    let mut json_args = args.to_vec();
    json_args.extend(["--format", "json"]);
    let json = run("es", &json_args);
    says(
        &json,
        &[
            "\"title\": \"m = 9,586 bits, k = 7, n = 1,000, double hashing\"",
            "\"label\": \"target 1 %\"",
        ],
    );
}
