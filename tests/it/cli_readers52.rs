//! Reader 42's command-line items (es and en): `size`'s tiny targets,
//! `grade`'s times, `--content DIR lesson ID` with a broken file, `check`'s
//! word for a quiz file, `grade --help`'s verb, `submit`'s retries and
//! reviews, the counting filter's ×bound, shares of 40 runs, the starters'
//! lesson names and the reference solution's one hash per key.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "a test: a failed unwrap is a failed test"
)]

use std::collections::BTreeMap;
use std::path::Path;

use bloomlab::lang::Lang;
use bloomlab::records::{self, AnsweredQuestion, AttemptKind, QuizAttempt, Records};

use crate::cli_readers46::new_starter;
use crate::cli_support::{Ran, run_at};

/// `bloomlab --lang LANG ARGS` at 100 columns, results kept in `data`.
fn run(lang: &str, data: &Path, args: &[&str]) -> Ran {
    run_at(lang, 100, data, args)
}

/// `text` with every run of white space one space, so that a phrase
/// wrapped over two lines is found.
fn flat(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// es 5.1: `size --n 1000 --p 0.000001` wrote «con un 1e-4 % de falsos
/// positivos» and `--p 1e-9` «1e-7 %». The title writes a percentage
/// down to 0,00001 % and a chance below it, as the glossary says.
#[test]
fn size_titles_write_no_power_of_ten_in_a_percentage() {
    let dir = tempfile::tempdir().unwrap();
    for (lang, p, title) in [
        ("es", "0.000001", "con un 0,0001 % de falsos positivos"),
        ("es", "0,00001 %", "con un 0,00001 % de falsos positivos"),
        (
            "es",
            "1e-9",
            "con una tasa de falsos positivos de 1 de cada 1\u{a0}000\u{a0}000\u{a0}000",
        ),
        ("en", "0.000001", "at 0.0001 % false positives"),
        ("en", "5e-7", "at 0.00005 % false positives"),
        (
            "en",
            "1e-9",
            "at a false-positive rate of 1 in 1,000,000,000",
        ),
    ] {
        let ran = run(lang, dir.path(), &["size", "--n", "1000", "--p", p]);
        assert_eq!(ran.code, Some(0), "{}", ran.stderr);
        let head: String = ran.stdout.split("\n\n").next().unwrap().to_owned();
        let head = head.split_whitespace().collect::<Vec<_>>().join(" ");
        let title = title.replace('\u{a0}', " ");
        let shown = head.replace('\u{a0}', " ");
        assert!(shown.contains(&title), "{lang} {p}: {head}");
        let e_notation = head
            .as_bytes()
            .windows(3)
            .any(|w| w[0] == b'e' && w[1] == b'-' && w[2].is_ascii_digit());
        assert!(!e_notation, "{lang} {p}: {head}");
        assert!(!head.contains('⁻'), "{lang} {p}: {head}");
    }
    // compare's targets are written by the same rule.
    for (p, shown) in [
        (1e-6, "0,0001 %"),
        (1e-7, "0,00001 %"),
        (1e-9, "1 de cada 1\u{a0}000\u{a0}000\u{a0}000"),
    ] {
        let written = bloomlab::units::target_rate(Lang::Es, p).replace('\u{a0}', " ");
        assert_eq!(written, shown.replace('\u{a0}', " "));
    }
}

/// A grade of the bloom exercise that took `time` seconds, with a
/// reference time or not.
fn graded(time: f64, reference: Option<f64>) -> bloomlab::exercise::grade::Grade {
    let mut grade = crate::cli_readers39::graded(0.07, time, reference.unwrap_or(1.0));
    grade.reference_time = reference.map(std::time::Duration::from_secs_f64);
    grade
}

/// es 5.2: `grade`'s time read «0,27 s», «1,05 s» and «0,403 s» on three
/// runs. Every time is in milliseconds, three decimals.
#[test]
fn grade_times_have_one_precision() {
    for (lang, time, reference, shown) in [
        (Lang::Es, 0.27, None, "Tiempo: 0,270 s."),
        (Lang::Es, 1.05, Some(0.2), "Tiempo: 1,050 s; "),
        (Lang::Es, 0.403, Some(0.041), "Tiempo: 0,403 s; "),
        (Lang::En, 0.3, None, "Time: 0.300 s."),
        (Lang::En, 1.25, Some(0.5), "Time: 1.250 s; "),
    ] {
        let lines = bloomlab::exercise::report::lines(&graded(time, reference), "p", lang);
        assert!(
            lines.iter().any(|line| line.starts_with(shown)),
            "{shown}: {lines:#?}"
        );
    }
}

/// es 6.4, en 4.15: `--content DIR lesson ID` with a broken file in DIR
/// said only that the id was unknown. It says which files failed and why
/// (file:line:column and the message), then the id, and exits non-zero;
/// `quiz ID` too.
#[test]
fn an_unknown_id_says_which_content_files_failed() {
    let dir = tempfile::tempdir().unwrap();
    let content = dir.path().join("curso");
    std::fs::create_dir(&content).unwrap();
    std::fs::write(
        content.join("mini.es.yaml"),
        "id: mini\nlang: es\ntitle: T\nsteps:\n  - title: A\n    text: Antes de mirar: adivina.\n",
    )
    .unwrap();
    let folder = content.display().to_string();
    for (lang, what, heading, message, unknown) in [
        (
            "es",
            "lesson",
            "Algunos archivos de contenido no se pudieron cargar:",
            "mini.es.yaml:6:25: un texto que contiene \": \" va entre comillas",
            "no hay ninguna lección ni archivo `mini`",
        ),
        (
            "en",
            "lesson",
            "Some content files could not be loaded:",
            "mini.es.yaml:6:25: a text that contains \": \" must be in quotes",
            "no lesson file or id `mini`",
        ),
        (
            "en",
            "quiz",
            "Some content files could not be loaded:",
            "mini.es.yaml:6:25:",
            "no quiz file or id `mini`",
        ),
    ] {
        let ran = run(lang, dir.path(), &["--content", &folder, what, "mini"]);
        assert_eq!(ran.code, Some(2), "{}", ran.stderr);
        let said = flat(&ran.stderr);
        let at = |text: &str| {
            said.find(text)
                .unwrap_or_else(|| panic!("{text} in {said}"))
        };
        assert!(at(heading) < at(message), "{said}");
        assert!(at(message) < at(unknown), "{said}");
    }
}

/// es 4.7: `check --lang es` wrote «quizzes/bloom.es.yaml: correcto
/// (autoevaluación)»; its messages for authors call the file a
/// cuestionario (docs/glossary.md).
#[test]
fn check_calls_a_quiz_file_a_cuestionario() {
    let dir = tempfile::tempdir().unwrap();
    let quiz = concat!(env!("CARGO_MANIFEST_DIR"), "/quizzes/bloom.es.yaml");
    let ran = run("es", dir.path(), &["check", "--lang", "es", quiz]);
    assert_eq!(ran.code, Some(0), "{}", ran.stderr);
    assert!(
        ran.stdout.contains("correcto (cuestionario)"),
        "{}",
        ran.stdout
    );
    assert!(!ran.stdout.contains("autoevaluación"), "{}", ran.stdout);
    let keys = [
        "check-quiz-no-questions",
        "check-no-quiz",
        "check-advice-split-quiz",
        "check-serde-struct-quiz",
    ];
    for key in keys {
        let text = bloomlab::i18n::text(Lang::Es, key);
        assert!(text.contains("cuestionario"), "{key}: {text}");
        assert!(!text.contains("autoevaluaci"), "{key}: {text}");
    }
}

/// es 4.11: `grade --help` said «para volver a calificar»; grade's own
/// output says «corrige otra vez».
#[test]
fn grade_help_says_corregir() {
    let dir = tempfile::tempdir().unwrap();
    let ran = run("es", dir.path(), &["grade", "--help"]);
    let said = flat(&ran.stdout);
    assert!(
        said.contains("La semilla de las claves, para corregir otra vez con las mismas claves"),
        "{said}"
    );
    assert!(!said.contains("calificar"), "{said}");
}

/// One attempt at a two-question quiz: `questions` of them answered.
fn attempt(id: &str, kind: AttemptKind, questions: usize) -> QuizAttempt {
    QuizAttempt {
        id: id.into(),
        quiz_id: "bloom-self-check".into(),
        lang: "en".into(),
        finished_at: 1_796_000_000,
        seconds_taken: 30.0,
        score: 0,
        max_score: 2,
        questions: (0..questions)
            .map(|i| AnsweredQuestion {
                id: format!("q{i}"),
                answer: "x".into(),
                correct: false,
                points: 0,
                max_points: 1,
                ..AnsweredQuestion::default()
            })
            .collect(),
        kind,
        ..QuizAttempt::default()
    }
}

/// en 4.13: `submit` said «3 reviews of missed questions» of two retries
/// (after the quiz) and one review (from My results). It counts them
/// apart, in My results' words; an older record's short attempt marked
/// whole is a retry, as My results marks it.
#[test]
fn submit_counts_retries_and_reviews_apart() {
    let root = tempfile::tempdir().unwrap();
    let data = root.path().join("data");
    std::fs::create_dir_all(&data).unwrap();
    let records = Records {
        version: records::FORMAT_VERSION,
        attempts: vec![
            attempt("w1", AttemptKind::Whole, 2),
            attempt("w2", AttemptKind::Whole, 2),
            attempt("r1", AttemptKind::Retry, 1),
            attempt("old", AttemptKind::Whole, 1),
            attempt("v1", AttemptKind::Review, 1),
        ],
        lessons: Vec::new(),
    };
    std::fs::write(
        data.join(records::FILE_NAME),
        serde_json::to_vec(&records).unwrap(),
    )
    .unwrap();
    for (lang, said) in [
        (
            "en",
            "2 complete quiz attempts, 2 retries after the quiz, 1 review from My results, 0 unfinished attempts",
        ),
        (
            "es",
            "2 intentos de autoevaluación completos, 2 repeticiones al acabar, 1 repaso desde Mis resultados, 0 intentos sin terminar",
        ),
    ] {
        let out = root.path().join(format!("out-{lang}"));
        let output = crate::cli_support::bloomlab()
            .args(["--lang", lang, "submit", "--student", "Ana", "--out"])
            .arg(&out)
            .env("BLOOMLAB_DATA_DIR", &data)
            .env("COLUMNS", "1000")
            .output()
            .unwrap();
        assert!(output.status.success(), "{output:?}");
        let stdout = String::from_utf8_lossy(&output.stdout);
        assert!(flat(&stdout).contains(said), "{stdout}");
    }
}

/// en 5.2: the counting filter at 1 % read «5.77 × the lower bound»
/// (lesson 3, Alternatives, `compare`), where 38.34 ÷ log₂(1/0.010039) =
/// 5.7757: the figures were divided as written (38.34 ÷ 6.64). The ratio
/// is the unrounded one, four times the standard filter's 1.4439.
#[test]
fn the_counting_filter_s_ratio_at_1_percent_is_5_78() {
    use bloomlab::content::formulas;
    let n = 100_000.0;
    let m = (-n * 0.01f64.ln() / 2f64.ln().powi(2)).ceil();
    let values: BTreeMap<String, f64> = [("m", m), ("k", 7.0), ("n", n)]
        .into_iter()
        .map(|(name, value)| (name.to_owned(), value))
        .collect();
    let eval = |name: &str| formulas::find(name).unwrap().eval(&values);
    let counting = eval("counting_bound_ratio");
    let standard = eval("standard_bound_ratio");
    assert_eq!(format!("{counting:.2}"), "5.78", "{counting}");
    assert_eq!(format!("{standard:.2}"), "1.44", "{standard}");
    assert!(
        (counting / standard - 4.0).abs() < 1e-3,
        "{counting} {standard}"
    );
}

/// en 5.7: `table --repeat 40` wrote 1 run of 40 as «1 (2 %)», beside «2
/// (5 %)». A share under 10 % keeps two significant digits.
#[test]
fn a_share_under_ten_percent_is_not_rounded_to_whole() {
    use bloomlab::units::share_percent;
    assert_eq!(share_percent(1, 40), "2.5 %");
    assert_eq!(share_percent(2, 40), "5 %");
    assert_eq!(share_percent(6, 160), "3.8 %");
    assert_eq!(share_percent(1, 160), "0.63 %");
    assert_eq!(share_percent(1, 3), "33 %");
    assert_eq!(share_percent(1, 8), "13 %");
    assert_eq!(share_percent(0, 40), "0 %");
    assert_eq!(share_percent(40, 40), "100 %");
}

/// es 6.6: the starters sent the student to «(lección bloom-basics, paso
/// 1)», an id no screen shows: they name the lesson as the lesson list
/// does.
#[test]
fn starters_name_lessons_as_the_lesson_list_does() {
    let dir = tempfile::tempdir().unwrap();
    for (lang, starter, file, exercise, names) in [
        (
            "es",
            "python",
            "filter.py",
            "bloom",
            [
                "(«Lección 1: Filtros de Bloom, paso a paso», paso 1)",
                "(«Lección 1: Filtros de Bloom, paso a paso», pasos 2 y 3)",
            ],
        ),
        (
            "en",
            "rust",
            "filter.rs",
            "bloom",
            [
                "(\"Lesson 1: Bloom filters, step by step\", step 1)",
                "(\"Lesson 1: Bloom filters, step by step\", steps 2 and 3)",
            ],
        ),
        (
            "en",
            "python",
            "filter.py",
            "counting",
            [
                "(\"Lesson 1: Bloom filters, step by step\", step 9)",
                "(\"Lesson 1: Bloom filters, step by step\", step 9)",
            ],
        ),
    ] {
        let folder = dir.path().join(format!("{lang}-{starter}-{exercise}"));
        let text = new_starter(lang, &folder, exercise, starter, file);
        for name in names {
            assert!(text.contains(name), "{name}:\n{text}");
        }
        assert!(!text.contains("lección bloom-basics"), "{text}");
        assert!(!text.contains("lesson bloom-basics,"), "{text}");
    }
}

/// cli48: the Rust reference solution hashed each key twice, with two
/// prefixes, where the course and the starters' hints take h1 and h2 from
/// one hash. It hashes once (`tests/it/grade.rs` grades it).
#[test]
fn the_reference_solution_hashes_each_key_once() {
    let source = include_str!("../exercises/reference.rs");
    assert_eq!(
        source.matches("DefaultHasher::new()").count(),
        1,
        "{source}"
    );
    assert!(source.contains("h >> 32"), "{source}");
}
