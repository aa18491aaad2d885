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

/// A grading of the Bloom exercise with one rate, `expected` its exact
/// rate, that took `time` seconds against the reference's `reference`.
pub(super) fn graded(expected: f64, time: f64, reference: f64) -> bloomlab::exercise::grade::Grade {
    use bloomlab::exercise::grade::{Finding, Grade, RateCheck};
    let exercise = bloomlab::exercise::find("bloom").unwrap();
    Grade {
        exercise,
        seed: 1,
        findings: vec![Finding::Rate {
            config: exercise.configs[0],
            rate: RateCheck {
                positives: 350,
                asked: 5000,
                expected,
                low: 0.063,
                high: 0.078,
                p_value: 0.8,
                p_adjusted: 0.9,
            },
        }],
        failure: None,
        time: std::time::Duration::from_secs_f64(time),
        reference_time: Some(std::time::Duration::from_secs_f64(reference)),
    }
}

/// es 5.1: `grade` wrote the exact rate for the filter's m, k and n with
/// three significant digits («7,06 %», «0,856 %») where every screen
/// writes a filter's formula rate with four (1,004 %).
#[test]
fn grade_writes_the_exact_rate_as_the_screens_do() {
    for (lang, shown) in [("es", "7,063\u{a0}%"), ("en", "7.063\u{a0}%")] {
        let lang = bloomlab::lang::Lang::parse(lang).unwrap();
        assert_eq!(bloomlab::units::formula_rate(lang, 0.070_632_1), shown);
        let lines = bloomlab::exercise::report::lines(&graded(0.070_632_1, 1.0, 1.0), "p", lang);
        let rate = lines
            .iter()
            .find(|line| line.contains(" 350 "))
            .unwrap_or_else(|| panic!("{lines:#?}"));
        assert!(rate.contains(shown), "{rate}");
    }
}

/// The decimal numbers of `line`, in order, as written (a comma or a
/// point for the decimal mark).
fn numbers(line: &str) -> Vec<String> {
    let mut found = Vec::new();
    let mut current = String::new();
    for c in line.chars().chain([' ']) {
        if c.is_ascii_digit() || (!current.is_empty() && (c == ',' || c == '.')) {
            current.push(c);
        } else if !current.is_empty() {
            found.push(current.trim_end_matches([',', '.']).to_owned());
            current.clear();
        }
    }
    found
}

/// es 5.2: «Tiempo: 0,76 s; el filtro del propio bloomlab tardó 0,2 s …
/// (el tuyo tardó 3,9 veces ese tiempo)»: the two times had different
/// decimals and the ratio did not follow from them (0,76 / 0,2 = 3,8).
#[test]
fn grade_times_share_their_decimals_and_give_the_ratio_shown() {
    for lang in bloomlab::lang::Lang::ALL {
        for (time, reference) in [
            (0.76, 0.196),
            (0.7649, 0.2049),
            (1.25, 0.0123),
            (0.004, 0.03),
        ] {
            let lines =
                bloomlab::exercise::report::lines(&graded(0.07, time, reference), "p", lang);
            let line = lines
                .iter()
                .find(|line| line.contains(" s;"))
                .unwrap_or_else(|| panic!("{lines:#?}"));
            let shown = numbers(line);
            let (time_text, reference_text, ratio_text) =
                (&shown[0], &shown[1], shown.last().unwrap());
            let decimals = |text: &str| text.split([',', '.']).nth(1).map_or(0, str::len);
            assert_eq!(decimals(time_text), decimals(reference_text), "{line}");
            let value = |text: &str| text.replace(',', ".").parse::<f64>().unwrap();
            let (t, r) = (value(time_text), value(reference_text));
            assert!(
                (value(ratio_text) - t / r).abs() <= 0.05 + 1e-9,
                "{line}: {t} / {r} is not {ratio_text}"
            );
            // Two significant digits at least in the shorter time.
            assert!(
                t.min(r) * 10f64.powi(decimals(time_text) as i32) >= 9.5,
                "{line}"
            );
        }
    }
}

/// es 5.3: `results` listed a graded exercise as «bloom [es]  9/9 (100 %)
/// 10 preguntas en 1 s»: an exercise has checks, not questions, and the
/// 10 counted its nine checks and the record of its time. Its line gives
/// its checks and names it by its title and id, as quizzes are named.
#[test]
fn results_list_an_exercise_by_its_title_and_checks() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().display().to_string();
    let me = env!("CARGO_BIN_EXE_bloomlab");
    let graded = bloomlab()
        .args([
            "--lang",
            "es",
            "grade",
            "bloom",
            "--data-dir",
            &data,
            "--seed",
            "3",
        ])
        .args(["--", me, "exercise", "reference", "bloom"])
        .output()
        .unwrap();
    assert!(graded.status.success(), "{graded:?}");
    let checks = bloomlab::exercise::find("bloom").unwrap().check_count();
    for (lang, name, counted, question) in [
        (
            "es",
            "Filtro de Bloom (id:\u{a0}bloom)",
            "comprobaciones",
            "pregunta",
        ),
        ("en", "Bloom filter (id:\u{a0}bloom)", "checks", "question"),
    ] {
        let shown = stdout(lang, "200", &["results", "--data-dir", &data]);
        let line = shown
            .lines()
            .find(|line| line.contains("bloom)"))
            .unwrap_or_else(|| panic!("{shown}"));
        assert!(line.contains(name), "{line}");
        assert!(
            line.contains(&format!("{checks}/{checks} {counted} (100")),
            "{line}"
        );
        assert!(!line.contains(question), "{line}");
    }
}

/// docs/glossary.md named the playground's fruits «manzana, melón,
/// cereza, uva, kiwi»; the app's are `play-fruits`, in both languages.
#[test]
fn the_glossary_names_the_app_s_fruits() {
    let glossary = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/glossary.md"),
    )
    .unwrap();
    let row = glossary
        .lines()
        .find(|line| line.starts_with("| a fruit"))
        .unwrap_or_else(|| panic!("no fruit row in docs/glossary.md"));
    for lang in bloomlab::lang::Lang::ALL {
        for fruit in bloomlab::i18n::text(lang, "play-fruits").split_whitespace() {
            assert!(row.contains(&format!("**{fruit}**")), "{fruit}: {row}");
            assert!(glossary.contains(fruit), "{fruit}");
        }
    }
    for gone in ["manzana", "melón", "cereza"] {
        assert!(!glossary.contains(gone), "«{gone}» is no fruit of the app");
    }
}

/// es 6.7: the Bloom exercise's summary said «k sondeos por clave (se
/// admite el doble hash)» and cited lesson 1 step 2, which teaches
/// neither a key nor double hashing. Every glossary term an exercise's
/// summary uses is taught by a step it cites, or before it (earlier in
/// the same lesson, or in an earlier lesson of the course), and the
/// Exercises screen's reference names every cited step by its title.
#[test]
fn an_exercise_cites_the_steps_that_teach_its_summary_s_terms() {
    use crate::text_support::has_term;
    const COURSE: [&str; 3] = ["bloom-basics", "bloom-formula", "bloom-alternatives"];
    let position = |lesson: &str| COURSE.iter().position(|l| *l == lesson).unwrap();
    let (catalog, _) = bloomlab::content::Catalog::builtin();
    for lang in bloomlab::lang::Lang::ALL {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join(format!("lessons/glossary.{}.yaml", lang.code()));
        let glossary: serde_yaml::Value =
            serde_yaml::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
        for exercise in bloomlab::exercise::EXERCISES {
            let summary = exercise.summary(lang);
            for term in glossary["terms"].as_sequence().unwrap() {
                let forms = term["forms"].as_sequence().unwrap();
                if !forms
                    .iter()
                    .any(|f| has_term(&summary, f.as_str().unwrap()))
                {
                    continue;
                }
                let (lesson, step) = term["taught"].as_str().unwrap().split_once('#').unwrap();
                let step: usize = step.parse().unwrap();
                let covered = exercise.steps().iter().any(|cited| {
                    position(lesson) < position(cited.lesson)
                        || (lesson == cited.lesson && step <= cited.step)
                });
                assert!(
                    covered,
                    "{lang:?} {}: «{summary}» uses «{}», taught in {lesson}#{step}, \
                     but cites {:?}",
                    exercise.id,
                    term["term"].as_str().unwrap(),
                    exercise.steps()
                );
            }
            let named =
                bloomlab::exercise::report::steps_title(&catalog, &exercise.steps(), lang).unwrap();
            for cited in exercise.steps() {
                let one = bloomlab::exercise::report::step_title(&catalog, cited, lang).unwrap();
                assert!(named.contains(&one), "{named}");
            }
        }
    }
}
