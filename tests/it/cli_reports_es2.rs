//! The command line's text reports in Spanish (issue 22, second part):
//! `compare`, `compare --crossover`, the figure's line on stderr, a path
//! `results` cannot open and the query budget's refusal are worded from
//! the Spanish catalogue, with a decimal comma and thousands apart, and
//! none of the English sentences they had. JSON and CSV stay data: the
//! same keys, columns and values in both languages.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "a test: a failed unwrap is a failed test (clippy.toml's allow-unwrap-in-tests misses the helpers of integration tests)"
)]

use crate::cli_support;

use cli_support::bloomlab;

/// The no-break space Spanish puts between groups of thousands.
const NBSP: char = '\u{a0}';

/// Run `bloomlab --lang LANG args…`: (exit code, stdout, stderr).
fn run(lang: &str, args: &[&str]) -> (Option<i32>, String, String) {
    let output = bloomlab()
        .arg("--lang")
        .arg(lang)
        .args(args)
        // Words, not layout (tests/it/cli_width.rs checks the wrapping).
        .env("COLUMNS", "1000")
        .output()
        .unwrap();
    let stdout = String::from_utf8(output.stdout).unwrap();
    let stderr = String::from_utf8(output.stderr).unwrap();
    assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
    (output.status.code(), stdout, stderr)
}

/// Every number in `text` with a decimal point between two digits: what
/// Spanish text must not have.
fn decimal_points(text: &str) -> Vec<String> {
    let chars: Vec<char> = text.chars().collect();
    chars
        .windows(3)
        .enumerate()
        .filter(|(_, w)| w[0].is_ascii_digit() && w[1] == '.' && w[2].is_ascii_digit())
        .map(|(at, _)| {
            chars[at.saturating_sub(8)..(at + 6).min(chars.len())]
                .iter()
                .collect()
        })
        .collect()
}

/// `text` has no decimal point and none of the `english` sentences.
fn assert_spanish(text: &str, english: &[&str]) {
    assert!(
        decimal_points(text).is_empty(),
        "{:?}",
        decimal_points(text)
    );
    assert_none_of(text, english);
}

fn assert_none_of(text: &str, english: &[&str]) {
    for sentence in english {
        assert!(!text.contains(sentence), "English {sentence:?} in:\n{text}");
    }
}

const COMPARE: [&str; 10] = [
    "compare",
    "--n",
    "1000",
    "--seed",
    "1",
    "--p",
    "1%",
    "--p",
    "1/65536",
    "--precision",
];

#[test]
fn compare_reads_in_spanish_with_a_decimal_comma() {
    let mut args = COMPARE.to_vec();
    args.extend(["0.2", "--wide"]);
    let (code, text, _) = run("es", &args);
    assert_eq!(code, Some(0), "{text}");
    for words in [
        "Alternativas a un filtro de Bloom, n = 1000 claves, semilla 1",
        "veredictos juzgados en conjunto (Holm, ",
        "estructura",
        "objetivo",
        "bits/elemento",
        "×cota",
        "medida [intervalo]",
        "veredicto",
        "añade (ns)",
        "consulta (ns)",
        "Bloom",
        "contadores",
        "conj. hash",
        "exacto",
        "compatible con la teoría",
        "Costes (añadir y consultar, en ns)",
    ] {
        assert!(text.contains(words), "{words:?} missing:\n{text}");
    }
    // 9,60 bits a key: the standard filter sized for 1 %, in whole words.
    assert!(text.contains(" 9,60 "), "{text}");
    // The fingerprint filters' rate, a formula with no thousands
    // separator (reader 43, es 5.3); an interval's ends apart with a
    // semicolon, since each has a comma.
    assert!(text.contains("1/65536 "), "{text}");
    assert!(text.contains("; 0,0"), "{text}");
    assert_spanish(
        &text,
        &[
            "Alternatives to a Bloom filter",
            "verdicts family-wise",
            "consistent with theory",
            "standard Bloom",
            "hash set",
            "measured [interval]",
            "Costs (",
        ],
    );
    // The Spanish names widen their column («conj. hash»): the
    // verdicts of the 1 % rows start under their header.
    let column = |line: &str, words: &str| line.find(words).map(|at| line[..at].chars().count());
    let header = text.lines().find(|l| l.starts_with("estructura")).unwrap();
    let rows: Vec<&str> = text.lines().filter(|l| l.contains(" 1 % ")).collect();
    assert_eq!(rows.len(), 4, "{text}");
    for line in rows {
        assert_eq!(
            column(line, "compatible"),
            column(header, "veredicto"),
            "{line}"
        );
    }
}

#[test]
fn compare_data_is_the_same_in_both_languages() {
    let mut args = COMPARE.to_vec();
    args.extend(["0.2", "--format", "csv"]);
    let (_, spanish, _) = run("es", &args);
    let (_, english, _) = run("en", &args);
    assert_eq!(spanish.lines().next(), english.lines().next());
    // The columns before the timings (which vary run to run) are equal.
    let leading = |csv: &str| -> Vec<String> {
        csv.lines()
            .map(|line| line.split(',').take(22).collect::<Vec<_>>().join(","))
            .collect()
    };
    assert_eq!(leading(&spanish), leading(&english));
    assert!(spanish.contains("standard,0.01,"), "{spanish}");
    assert!(spanish.contains(",consistent with theory,"), "{spanish}");
}

#[test]
fn the_crossover_reads_in_spanish_and_its_data_does_not_change() {
    let (code, text, _) = run("es", &["compare", "--crossover"]);
    assert_eq!(code, Some(0));
    for words in [
        "Dónde un filtro cuckoo gasta menos bits por elemento que un filtro de Bloom estándar",
        &format!("n = 1{NBSP}000{NBSP}000 claves"),
        "n\u{a0}/\u{a0}0,95 huecos (redondeando hacia arriba)",
        "A igual tasa objetivo",
        "el filtro cuckoo gasta menos desde el 0,195 % hasta el 0,231 %",
        "(f = 12: 12,63 bits por elemento; en este intervalo Bloom gasta más)",
        "Bloom gasta menos (o lo mismo) con cualquier otro objetivo",
        "A igual tasa conseguida",
        "(tasa conseguida 0,371 % con f = 11; compare construye f = 11 o más",
    ] {
        assert!(text.contains(words), "{words:?} missing:\n{text}");
    }
    assert_spanish(
        &text,
        &[
            "Where a cuckoo filter",
            "both as compare sizes them",
            "At equal target rate",
            "cuckoo smaller",
            "a cuckoo filter uses fewer",
            "Bloom smaller",
            "bits per key",
        ],
    );
    for format in ["json", "csv"] {
        let args = ["compare", "--crossover", "--format", format];
        assert_eq!(run("es", &args).1, run("en", &args).1, "{format}");
    }
}

#[test]
fn the_figure_line_and_its_failure_are_in_spanish() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("cruce.svg");
    let (code, _, stderr) = run(
        "es",
        &["compare", "--crossover", "--plot", file.to_str().unwrap()],
    );
    assert_eq!(code, Some(0), "{stderr}");
    assert!(stderr.contains("figura escrita en "), "{stderr}");
    assert!(!stderr.contains("figure written"), "{stderr}");
    assert!(file.is_file());
    // A folder of that name: the folder exists, the file cannot be written.
    let taken = dir.path().join("carpeta.svg");
    std::fs::create_dir(&taken).unwrap();
    let (code, _, stderr) = run(
        "es",
        &["compare", "--crossover", "--plot", taken.to_str().unwrap()],
    );
    assert_eq!(code, Some(1), "{stderr}");
    assert!(
        stderr.contains("error: no se pudo escribir la figura "),
        "{stderr}"
    );
    assert!(!stderr.contains("could not write"), "{stderr}");
}

#[test]
fn a_rate_the_query_cap_cannot_measure_is_refused_in_spanish() {
    for command in ["compare", "experiment"] {
        let (code, stdout, stderr) = run("es", &[command, "--n", "1000", "--p", "1e-9"]);
        assert_eq!(code, Some(2), "{stderr}");
        assert!(stdout.is_empty());
        let first = stderr.lines().next().unwrap();
        for words in [
            "error: --p: una tasa de 1\u{a0}de\u{a0}cada\u{a0}1\u{a0}000\u{a0}000\u{a0}000 necesita unas 1,537·10¹² consultas",
            "±5\u{a0}% al 95\u{a0}% de confianza",
            &format!("más que el límite de 200{NBSP}000{NBSP}000 (--max-queries)"),
            "--p debe estar entre 0,0007683\u{a0}%, la menor tasa que puede medir, y el 100\u{a0}% (sin incluirlo)",
            "sube --p, --precision o --max-queries",
        ] {
            assert!(first.contains(words), "{words:?} missing: {first}");
        }
        assert_none_of(first, &["a rate of", "the smallest rate", "raise"]);
    }
    // English keeps its words and numbers.
    let (_, _, stderr) = run("en", &["compare", "--n", "1000", "--p", "1e-9"]);
    assert!(
        stderr.contains("a rate of 1\u{a0}in\u{a0}1,000,000,000 needs about 1.537·10¹² queries")
            && stderr
                .contains("--p must be from 0.0007683\u{a0}%, the smallest rate it can measure"),
        "{stderr}"
    );
}

/// A path that is there but cannot be opened (a link to nothing) is named
/// in Spanish in the error that ends the class's report.
#[cfg(unix)]
#[test]
fn a_path_results_cannot_open_is_named_in_spanish() {
    let dir = tempfile::tempdir().unwrap();
    let ana = dir.path().join("ana");
    std::fs::create_dir(&ana).unwrap();
    std::fs::copy(
        concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/tests/fixtures/records-v2.json"
        ),
        ana.join("records.json"),
    )
    .unwrap();
    let link = dir.path().join("perdido.json");
    std::os::unix::fs::symlink(dir.path().join("no-existe"), &link).unwrap();
    let (code, stdout, stderr) = run(
        "es",
        &["results", ana.to_str().unwrap(), link.to_str().unwrap()],
    );
    assert_eq!(code, Some(2), "{stderr}");
    assert!(stdout.contains("Resultados de 1 estudiante"), "{stdout}");
    assert!(
        stderr.contains("1 de 2 rutas quedan fuera del informe: no se puede leer "),
        "{stderr}"
    );
    assert!(!stderr.contains("cannot be read"), "{stderr}");
}

/// Reader 34 (es 5.5): a filter full to p ≈ 100 % said it used
/// «6 980 800,70 veces» a bound it wrote as 0,00. No ratio to a bound
/// that shows as 0.
#[test]
fn size_gives_no_ratio_to_a_bound_shown_as_zero() {
    for lang in ["es", "en"] {
        let (code, stdout, stderr) = run(lang, &["size", "--n", "1e7", "--m", "64KiB"]);
        assert_eq!(code, Some(0), "{stderr}");
        assert!(!stdout.contains("log₂(1/p)"), "{stdout}");
        // A roomier filter keeps its ratio.
        let (_, stdout, _) = run(lang, &["size", "--n", "1e7", "--p", "1%"]);
        assert!(stdout.contains("log₂(1/p)"), "{stdout}");
    }
}

/// Reader 35 (es 1.4): `exercise list` printed lines of up to 160
/// characters at 80 columns, where every other command fits COLUMNS.
#[test]
fn exercise_list_fits_the_terminal() {
    for lang in ["es", "en"] {
        let output = bloomlab()
            .args(["--lang", lang, "exercise", "list"])
            .env("COLUMNS", "80")
            .output()
            .unwrap();
        let text = String::from_utf8(output.stdout).unwrap();
        assert!(text.contains("fix-the-filter"), "{text}");
        for line in text.lines() {
            assert!(line.chars().count() <= 80, "{lang}: {line}");
        }
    }
}
