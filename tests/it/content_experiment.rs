//! Lesson steps with an experiment: what `check` accepts and refuses, at
//! which line and column, and the shipped lesson's experiments.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "a test: a failed unwrap is a failed test (clippy.toml's allow-unwrap-in-tests misses the helpers of integration tests)"
)]

use bloomlab::content::lesson::experiment::expected_seconds;
use bloomlab::content::{Catalog, Document, Source, parse_document};
use bloomlab::lang::Lang;

fn lesson_with(experiment: &str) -> Result<Document, Vec<bloomlab::content::ContentError>> {
    let text = format!(
        "id: x\nlang: en\ntitle: X\nsteps:\n  - title: Measure\n    text: Watch.\n    experiment:\n{experiment}"
    );
    Source::from_bytes("x.en.yaml", text.into_bytes())
        .map_err(|e| vec![e])
        .and_then(|s| parse_document(&s))
}

fn refused(experiment: &str, line: usize, column: usize, words: &str) {
    let errors = lesson_with(experiment).expect_err("refused");
    let text = errors
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join("\n");
    assert!(
        text.contains(&format!("x.en.yaml:{line}:{column}")),
        "{text}"
    );
    assert!(text.contains(words), "{text}");
}

#[test]
fn a_valid_experiment_loads() {
    assert!(lesson_with("      m: 1000\n      k: 3\n      n: 100\n").is_ok());
    assert!(lesson_with("      n: 1000\n      p: 0.01\n      hashing: independent\n").is_ok());
    assert!(lesson_with("      m: 1000\n      k: 3\n      n: 100\n      hashing: both\n").is_ok());
}

#[test]
fn bad_experiments_are_refused_where_they_are_wrong() {
    refused(
        "      m: 1000\n      k: 3\n      n: 100\n      hashing: triple\n",
        11,
        16,
        "`double`, `independent` or `both`",
    );
    refused(
        "      m: 1000\n      k: 0\n      n: 100\n",
        8,
        7,
        "cannot run",
    );
    refused(
        "      m: 1000\n      k: 3\n      n: 100\n      p: 0.01\n",
        11,
        10,
        "not both",
    );
    refused("      k: 3\n      n: 100\n", 9, 10, "needs `m`");
    refused(
        "      m: 1000\n      k: 3\n      n: 100\n      precision: 0.9\n",
        8,
        7,
        "cannot run",
    );
}

#[test]
fn a_run_longer_than_ten_seconds_is_refused_with_its_estimate() {
    // A rate near 1e-6 at ±1 %: about 4·10^10 queries, far over 10 s.
    refused(
        "      m: 100000000\n      k: 20\n      n: 1000000\n      precision: 0.01\n",
        8,
        7,
        "would take about",
    );
}

#[test]
fn the_formula_lesson_runs_its_experiments_quickly_in_both_languages() {
    let (catalog, errors) = Catalog::builtin();
    assert!(errors.is_empty(), "{errors:#?}");
    for lang in [Lang::En, Lang::Es] {
        let lesson = &catalog.lesson("bloom-formula", lang).unwrap().lesson;
        let with: Vec<usize> = (0..lesson.steps.len())
            .filter(|&i| lesson.steps[i].experiment.is_some())
            .collect();
        assert_eq!(with, [3, 8, 16, 18], "{lang:?}");
        for i in with {
            let specs = lesson.steps[i]
                .experiment
                .as_ref()
                .unwrap()
                .specs()
                .unwrap();
            let seconds: f64 = specs.iter().map(expected_seconds).sum();
            assert!(seconds < 10.0, "step {}", i + 1);
        }
    }
}

fn lesson_with_predict(predict: &str) -> Result<Document, Vec<bloomlab::content::ContentError>> {
    let text = format!(
        "id: x\nlang: en\ntitle: X\nsteps:\n  - title: Guess\n    text: Say.\n    predict:\n      question: How much?\n{predict}"
    );
    Source::from_bytes("x.en.yaml", text.into_bytes())
        .map_err(|e| vec![e])
        .and_then(|s| parse_document(&s))
}

#[test]
fn numeric_predicts_are_checked_like_numeric_questions() {
    assert!(lesson_with_predict("      answer: 0.5\n      tolerance: {absolute: 0.01}\n").is_ok());
    for (predict, at, words) in [
        ("      answer: 0.5\n", "x.en.yaml:9:15", "needs `tolerance`"),
        (
            "      answer: 0.5\n      tolerance: {relative: 2}\n",
            "x.en.yaml:10:29",
            "fraction of the answer",
        ),
        (
            "      answer: 0.5\n      tolerance: {absolute: 0}\n",
            "x.en.yaml:10:29",
            "greater than 0",
        ),
        (
            "      answer: 0.5\n      tolerance: {absolute: 1, relative: 0.1}\n",
            "x.en.yaml:10:19",
            "exactly one",
        ),
        (
            "      tolerance: {absolute: 1}\n      choices:\n        - {text: a, correct: true, feedback: y}\n        - {text: b, feedback: n}\n",
            "x.en.yaml:9:19",
            "goes with a numeric `answer`",
        ),
    ] {
        let errors = lesson_with_predict(predict).expect_err(predict);
        let text = errors
            .iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .join("\n");
        assert!(
            text.contains(at) && text.contains(words),
            "{predict}\n{text}"
        );
    }
}

#[test]
fn every_shipped_lesson_names_a_quiz_that_exists_in_its_language() {
    let (catalog, _) = Catalog::builtin();
    for lang in [Lang::En, Lang::Es] {
        for loaded in catalog.lessons_in(lang) {
            let quiz = loaded.lesson.quiz.as_deref().expect("a quiz is named");
            assert!(catalog.quiz(quiz, lang).is_some(), "{quiz} in {lang:?}");
        }
    }
}

#[test]
fn the_guides_experiment_example_loads_with_its_experiments_and_numeric_predict() {
    let guide = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/authoring.md"),
    )
    .unwrap();
    let section = guide
        .split("### Experiment steps and numeric predicts")
        .nth(1)
        .expect("the guide documents experiment steps");
    let block = section
        .split("```yaml\n")
        .nth(1)
        .and_then(|rest| rest.split("```").next())
        .expect("with a YAML example");
    let source = Source::from_bytes("docs/authoring.md", block.as_bytes().to_vec()).unwrap();
    let document = parse_document(&source).unwrap_or_else(|errors| panic!("{errors:#?}"));
    let Document::Lesson(loaded) = document else {
        panic!("a lesson");
    };
    let steps = &loaded.lesson.steps;
    assert!(steps[0].predict.as_ref().unwrap().numeric().is_some());
    for step in steps {
        let specs = step
            .experiment
            .as_ref()
            .expect("an experiment")
            .specs()
            .unwrap();
        assert!(specs.iter().map(expected_seconds).sum::<f64>() < 10.0);
    }
}

/// The two languages of a lesson must point to the same quiz: a typo in one
/// of them would send half the class to another quiz, or to none.
#[test]
fn both_languages_of_a_lesson_point_to_the_same_quiz() {
    let dir = tempfile::tempdir().unwrap();
    let root = env!("CARGO_MANIFEST_DIR");
    let english = std::fs::read_to_string(format!("{root}/lessons/bloom.en.yaml")).unwrap();
    let spanish = std::fs::read_to_string(format!("{root}/lessons/bloom.es.yaml")).unwrap();
    std::fs::write(dir.path().join("bloom.en.yaml"), &english).unwrap();
    std::fs::write(
        dir.path().join("bloom.es.yaml"),
        spanish.replace("quiz: bloom-self-check", "quiz: bloom-self-chek"),
    )
    .unwrap();
    let report = bloomlab::content::check_paths(&[dir.path().to_path_buf()]);
    let errors: Vec<String> = report.errors().map(ToString::to_string).collect();
    assert!(
        errors.iter().any(|e| e.contains("bloom.es.yaml:7:")
            && e.contains("`quiz` is `bloom-self-chek` here but `bloom-self-check`")),
        "{errors:#?}"
    );
    // The same files, untouched, pass.
    std::fs::write(dir.path().join("bloom.es.yaml"), &spanish).unwrap();
    let report = bloomlab::content::check_paths(&[dir.path().to_path_buf()]);
    assert!(report.errors().next().is_none());
}

/// The alternatives lesson measures structures side by side: each step's
/// structures are sized as `bloomlab compare` sizes them, and every step
/// is expected to finish well within the lesson's 10 s.
#[test]
fn the_alternatives_lesson_compares_structures_quickly() {
    use bloomlab::filter::FilterKind;
    let (catalog, errors) = Catalog::builtin();
    assert!(errors.is_empty(), "{errors:#?}");
    for lang in [Lang::En, Lang::Es] {
        let lesson = &catalog.lesson("bloom-alternatives", lang).unwrap().lesson;
        let compared: Vec<Vec<FilterKind>> = lesson
            .steps
            .iter()
            .filter_map(|step| step.experiment.as_ref())
            .map(|experiment| {
                let specs = experiment.specs().unwrap();
                assert!(specs.iter().map(expected_seconds).sum::<f64>() < 10.0);
                specs.iter().map(|spec| spec.kind).collect()
            })
            .collect();
        assert_eq!(
            compared,
            [
                vec![FilterKind::Standard, FilterKind::Counting],
                vec![FilterKind::Standard, FilterKind::Blocked],
                vec![FilterKind::Standard, FilterKind::Cuckoo],
                vec![FilterKind::Xor8, FilterKind::BinaryFuse8],
            ],
            "{lang:?}"
        );
    }
}

#[test]
fn structures_are_checked_where_they_are_wrong() {
    refused(
        "      n: 1000\n      p: 0.01\n      structures: [standard, bloomier]\n",
        10,
        19,
        "`bloomier` is not a structure",
    );
    refused(
        "      n: 1000\n      p: 0.01\n      structures: [xor8]\n",
        10,
        19,
        "`xor8` is not measured at p = 0.01",
    );
    refused(
        "      n: 1000\n      m: 9000\n      k: 7\n      structures: [standard]\n",
        9,
        10,
        "with `structures`, leave out `m`",
    );
    refused(
        "      n: 1000\n      structures: [standard]\n",
        9,
        19,
        "with `structures`, give the target rate `p`",
    );
}

/// `shows:` lists what a step's result shows; left out, it shows all four.
#[test]
fn shows_lists_the_parts_of_the_result() {
    use bloomlab::content::lesson::experiment::{Shown, Shows};
    let experiment = |shows: &str| {
        let Ok(Document::Lesson(loaded)) =
            lesson_with(&format!("      m: 1000\n      k: 3\n      n: 100\n{shows}"))
        else {
            panic!("valid: {shows}");
        };
        loaded.lesson.steps[0].experiment.clone().unwrap()
    };
    assert_eq!(experiment("").shows(), Shows::ALL);
    assert!(experiment("").shows().everything());
    let early = experiment("      shows: [rate, interval]\n").shows();
    assert!(early.contains(Shown::Rate) && early.contains(Shown::Interval));
    assert!(!early.contains(Shown::PValue) && !early.contains(Shown::Verdict));
    assert!(!early.everything());
    let all = experiment(
        "      shows:\n        - verdict\n        - p_value\n        - rate\n        - interval\n",
    );
    assert!(all.shows().everything(), "in any order");
}

/// An unknown part, a repeated one, an empty list and `shows` with
/// `structures` are refused at their line and column, naming what is
/// allowed.
#[test]
fn a_bad_shows_entry_is_refused_at_its_line() {
    let allowed = "use rate, interval, p_value, verdict";
    refused(
        "      m: 1000\n      k: 3\n      n: 100\n      shows: [rate, verdit]\n",
        11,
        21,
        "`verdit` is not something an experiment shows",
    );
    refused(
        "      m: 1000\n      k: 3\n      n: 100\n      shows:\n        - rate\n        - pvalue\n",
        13,
        11,
        allowed,
    );
    refused(
        "      m: 1000\n      k: 3\n      n: 100\n      shows: [rate, rate]\n",
        11,
        21,
        "`rate` is listed twice",
    );
    refused(
        "      m: 1000\n      k: 3\n      n: 100\n      shows: []\n",
        11,
        14,
        "lists at least one of rate, interval, p_value, verdict",
    );
    refused(
        "      n: 100000\n      p: 0.01\n      structures: [standard, blocked]\n      shows: [rate]\n",
        11,
        14,
        "with `structures`, leave out `shows`",
    );
}
