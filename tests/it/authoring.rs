//! What an author meets: es/en files paired by id, replacing shipped
//! content, formulas written as expressions, placeholders outside
//! calculated questions, and `check` in Spanish.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "a test: a failed unwrap is a failed test (clippy.toml's allow-unwrap-in-tests misses the helpers of integration tests)"
)]

use crate::cli_support;

use std::path::Path;

use bloomlab::content::{
    Answer, Catalog, Document, QuestionKind, Source, check_paths, parse_document,
};
use bloomlab::i18n::Message;
use bloomlab::lang::Lang;
use cli_support::bloomlab;

fn write(dir: &Path, name: &str, text: &str) {
    std::fs::write(dir.join(name), text).unwrap();
}

/// Every problem `check` reports for the folder, as printed.
fn problems(dir: &Path) -> Vec<String> {
    check_paths(&[dir.to_path_buf()])
        .errors()
        .map(ToString::to_string)
        .collect()
}

/// `NAME.yaml` for each (name, text) pair: an English quiz of one
/// question, `question` with `from` replaced by the text.
fn write_variants(dir: &Path, question: &str, from: &str, variants: &[(&str, &str)]) {
    for (name, text) in variants {
        let changed = question.replace(from, text);
        write(dir, &format!("{name}.yaml"), &quiz(name, "en", &changed));
    }
}

/// `NAME.en.yaml` and `NAME.es.yaml`, a one-question quiz with these ids.
fn write_pair(dir: &Path, name: &str, [english, spanish]: [&str; 2]) {
    write(
        dir,
        &format!("{name}.en.yaml"),
        &quiz(english, "en", TRUE_FALSE),
    );
    write(
        dir,
        &format!("{name}.es.yaml"),
        &quiz(spanish, "es", TRUE_FALSE),
    );
}

fn quiz(id: &str, lang: &str, question: &str) -> String {
    format!("id: {id}\nlang: {lang}\ntitle: Counting filters\nquestions:\n{question}")
}

/// Memory of a counting filter with 4-bit counters, in megabytes: a
/// question none of the named formulas asks.
const COUNTING_MEMORY: &str = "  - id: memory
    type: calculated
    prompt: How many megabytes do m = {m} counters of 4 bits take?
    parameters:
      m:
        min: 1000000
        max: 9000000
        step: 1000000
    formula: \"4 * m / 8 / 1e6\"
    tolerance:
      relative: 0.01
    unit: MB
    explanation: Each counter takes 4 bits, so {m} counters take 4·{m} bits.
";

const TRUE_FALSE: &str = "  - id: plain
    type: true-false
    prompt: A counting filter can delete.
    answer: true
    if_true: Right.
    if_false: It can.
    explanation: Counters go down.
";

#[test]
fn a_pair_with_different_ids_is_an_error_at_the_id() {
    let dir = tempfile::tempdir().unwrap();
    write_pair(dir.path(), "counting", ["counting-quiz", "counting-quizz"]);
    let found = problems(dir.path());
    assert_eq!(found.len(), 1, "{found:#?}");
    assert!(
        found[0].contains("counting.es.yaml:1:5: this quiz has the id `counting-quizz`")
            && found[0].contains("is the quiz `counting-quiz`"),
        "{}",
        found[0]
    );
    // The app leaves the Spanish file out, so each language lists one quiz.
    let (catalog, errors) = Catalog::with_extra(Some(dir.path()));
    assert_eq!(errors.len(), 1, "{errors:?}");
    assert!(
        catalog
            .quizzes
            .iter()
            .all(|q| q.quiz.id != "counting-quizz")
    );
    assert!(catalog.quiz("counting-quiz", Lang::Es).is_some());
    // The same ids: valid, and no warning.
    write(
        dir.path(),
        "counting.es.yaml",
        &quiz("counting-quiz", "es", TRUE_FALSE),
    );
    let report = check_paths(&[dir.path().to_path_buf()]);
    assert!(
        report.is_valid() && report.warnings.is_empty(),
        "{report:#?}"
    );
}

#[test]
fn replacing_shipped_content_warns_and_one_language_only_is_an_error() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let english = std::fs::read_to_string(root.join("quizzes/bloom.en.yaml")).unwrap();
    let spanish = std::fs::read_to_string(root.join("quizzes/bloom.es.yaml")).unwrap();
    let changed = english.replacen("title: ", "title: Our ", 1);
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "bloom.en.yaml", &changed);
    let found = problems(dir.path());
    assert_eq!(found.len(), 1, "{found:#?}");
    assert!(
        found[0].contains("bloom.en.yaml:1:5: quiz `")
            && found[0]
                .contains("replaces the shipped one (quizzes/bloom.en.yaml) in English only"),
        "{}",
        found[0]
    );
    // The app keeps the shipped quiz in both languages.
    let (catalog, errors) = Catalog::with_extra(Some(dir.path()));
    assert_eq!(errors.len(), 1, "{errors:?}");
    let id = english
        .lines()
        .find_map(|line| line.strip_prefix("id: "))
        .unwrap();
    let built_in = |lang| {
        catalog
            .quiz(id, lang)
            .map(|q| q.origin.starts_with("(built in)"))
    };
    assert_eq!(
        (built_in(Lang::En), built_in(Lang::Es)),
        (Some(true), Some(true))
    );
    // Both languages replaced: a warning for each, naming the shipped file.
    write(
        dir.path(),
        "bloom.es.yaml",
        &spanish.replacen("title: ", "title: Nuestro ", 1),
    );
    let report = check_paths(&[dir.path().to_path_buf()]);
    assert!(report.is_valid(), "{report:#?}");
    let warnings: Vec<String> = report.warnings.iter().map(ToString::to_string).collect();
    assert_eq!(warnings.len(), 2, "{warnings:#?}");
    assert!(warnings[0].contains("replaces the shipped one (quizzes/bloom.en.yaml)"));
    assert!(warnings[1].contains("replaces the shipped one (quizzes/bloom.es.yaml)"));
    // The shipped files themselves replace nothing.
    let report = check_paths(&[root.join("quizzes")]);
    assert!(
        report.is_valid() && report.warnings.is_empty(),
        "{report:#?}"
    );
}

#[test]
fn a_formula_written_as_an_expression_is_checked_and_graded() {
    let source = Source::from_bytes(
        "memory.en.yaml",
        quiz("counting-memory", "en", COUNTING_MEMORY).into_bytes(),
    )
    .unwrap();
    let Ok(Document::Quiz(loaded)) = parse_document(&source) else {
        panic!("{:#?}", parse_document(&source));
    };
    let question = &loaded.quiz.questions[0];
    let QuestionKind::Calculated { formula, .. } = &question.kind else {
        panic!("{question:?}");
    };
    let values = [("m".to_owned(), 3e6)].into_iter().collect();
    // 3 000 000 counters × 4 bits = 12 000 000 bits = 1.5 MB.
    assert_eq!(formula.eval(&values), 1.5);
    assert_eq!(question.expected_number(&values), Some(1.5));
    // Grading uses the same evaluation: 1 % either side.
    assert!(question.grade(&Answer::Number(1.51), &values).correct);
    assert!(!question.grade(&Answer::Number(1.6), &values).correct);
}

#[test]
fn broken_expressions_are_errors_at_the_formula() {
    let broken = COUNTING_MEMORY.replace("\"4 * m / 8 / 1e6\"", "\"4 * (m / 8\"");
    let unknown = COUNTING_MEMORY.replace("\"4 * m / 8 / 1e6\"", "\"4 * bits / 8\"");
    let infinite = COUNTING_MEMORY.replace("\"4 * m / 8 / 1e6\"", "\"1 / (m - 5000000)\"");
    let reversed = COUNTING_MEMORY.replace("min: 1000000", "min: 10000000");
    let dir = tempfile::tempdir().unwrap();
    for (name, question) in [
        ("broken", &broken),
        ("unknown", &unknown),
        ("infinite", &infinite),
        ("reversed", &reversed),
    ] {
        write(
            dir.path(),
            &format!("{name}.yaml"),
            &quiz(name, "en", question),
        );
    }
    let found = problems(dir.path());
    let expected = [
        "broken.yaml:13:19: the formula `4 * (m / 8` cannot be read at column 5 (`(`): this parenthesis is never closed",
        "infinite.yaml:10:9: formula `1 / (m - 5000000)` has no finite answer at m = 5,000,000",
        "reversed.yaml:10:9: `min` (10000000) is above `max` (9000000)",
        "unknown.yaml:13:14: the formula `4 * bits / 8` uses `bits`, which is not one of the `parameters` (m)",
    ];
    assert_eq!(found.len(), expected.len(), "{found:#?}");
    for (found, expected) in found.iter().zip(expected) {
        assert!(
            found.contains(expected),
            "{found}\nshould contain\n{expected}"
        );
    }
}

#[test]
fn a_placeholder_outside_a_calculated_question_is_an_error() {
    let dir = tempfile::tempdir().unwrap();
    let numeric = "  - id: bits
    type: numeric
    prompt: How many bits does a filter of m = {m} bits have?
    answer: 8
    tolerance: {absolute: 1}
    explanation: All of them.
";
    write(dir.path(), "numeric.yaml", &quiz("numeric", "en", numeric));
    let found = problems(dir.path());
    assert_eq!(found.len(), 1, "{found:#?}");
    assert!(
        found[0]
            .contains("numeric.yaml:7:48: `prompt` shows {m}, which students would see as it is"),
        "{}",
        found[0]
    );
    // In a block of text, at its line.
    let block = TRUE_FALSE.replace(
        "prompt: A counting filter can delete.",
        "prompt: |\n      A counting filter\n      of {m} counters can delete.",
    );
    write(dir.path(), "numeric.yaml", &quiz("numeric", "en", &block));
    let found = problems(dir.path());
    assert!(
        found.len() == 1 && found[0].contains("numeric.yaml:9:10: `prompt` shows {m}"),
        "{found:#?}"
    );
}

#[test]
fn check_speaks_spanish_when_asked() {
    let dir = tempfile::tempdir().unwrap();
    let broken = COUNTING_MEMORY.replace("\"4 * m / 8 / 1e6\"", "\"4 * bits / 8\"");
    write(dir.path(), "memory.yaml", &quiz("memory", "en", &broken));
    let path = dir.path().join("memory.yaml");
    let output = bloomlab()
        .args(["check", "--lang", "es", path.to_str().unwrap()])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(1));
    let stdout = String::from_utf8(output.stdout).unwrap();
    assert!(
        stdout.contains(
            ":13:14: la fórmula `4 * bits / 8` usa `bits`, que no es uno de los `parameters` (m)"
        ) && stdout.contains("1 archivo revisado: 0 válidos, 1 con problemas (1 problema)."),
        "{stdout}"
    );
    // English stays the default.
    let output = bloomlab()
        .args(["check", path.to_str().unwrap()])
        .output()
        .unwrap();
    let stdout = String::from_utf8(output.stdout).unwrap();
    assert!(
        stdout.contains("the formula `4 * bits / 8` uses `bits`"),
        "{stdout}"
    );
}

#[test]
fn texts_yaml_misreads_are_met_with_the_advice_to_quote_them() {
    let dir = tempfile::tempdir().unwrap();
    write_variants(
        dir.path(),
        TRUE_FALSE,
        "A counting filter can delete.",
        &[
            ("alias", "*Careful*: a filter can lie."),
            ("list", "[Draft] A filter can lie."),
            ("key", "A filter can lie:"),
        ],
    );
    let found = problems(dir.path());
    assert_eq!(found.len(), 3, "{found:#?}");
    for (found, start) in found
        .iter()
        .zip(["alias.yaml:7:", "key.yaml:7:", "list.yaml:7:"])
    {
        assert!(
            found.contains(start) && found.contains("put the whole text in quotes"),
            "{found}"
        );
    }
}

/// Every message is built from catalogue keys (`check-…`, each in both
/// catalogues: tests/it/catalogues.rs), and none is left as a library's
/// English text: worded in Spanish, it differs from its English.
fn assert_worded_in_spanish(messages: &[&Message]) {
    let foreign: Vec<String> = messages
        .iter()
        .filter(|m| {
            !m.keys().iter().all(|key| key.starts_with("check-"))
                || m.in_lang(Lang::Es) == m.to_string()
        })
        .map(|m| m.to_string())
        .collect();
    assert!(foreign.is_empty(), "not worded in Spanish: {foreign:#?}");
}

/// Every message the fixtures and the cases above give is worded in
/// Spanish through the catalogue.
#[test]
fn the_spanish_catalogue_knows_every_message() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/content");
    let dir = tempfile::tempdir().unwrap();
    let shipped = Path::new(env!("CARGO_MANIFEST_DIR")).join("quizzes/bloom.en.yaml");
    let changed = std::fs::read_to_string(shipped)
        .unwrap()
        .replacen("title: ", "title: Our ", 1);
    write(dir.path(), "bloom.en.yaml", &changed);
    write_pair(dir.path(), "pair", ["pair-one", "pair-two"]);
    write(
        dir.path(),
        "alone.en.yaml",
        &quiz("alone", "en", TRUE_FALSE),
    );
    write_variants(
        dir.path(),
        COUNTING_MEMORY,
        "4 * m / 8 / 1e6",
        &[
            ("syntax", "4 * (m"),
            ("name", "4 * q"),
            ("function", "lg(m)"),
            ("arity", "ln(m, m)"),
            ("logic", "m > 3"),
            ("infinite", "1 / (m - 5000000)"),
        ],
    );
    let numeric = TRUE_FALSE.replace("can delete.", "has {m} counters.");
    write(dir.path(), "numeric.yaml", &quiz("numeric", "en", &numeric));
    // A lesson with a problem in every kind of step field.
    write(
        dir.path(),
        "lesson.yaml",
        "id: spot\nlang: en\ntitle: Spot\nsteps:\n  - title: One\n    text: \"\"\n    \
         reveal: Hidden.\n    scene:\n      k: 3\n  - title: Two\n    text: Text {x}.\n    \
         scene:\n      m: 8\n      k: 2\n      ops:\n        - add: uva\n          \
         positions: [1, 2, 3]\n        - clear: []\n        - remove: uva\n  - title: Three\n    \
         text: T.\n    table:\n      header: [a, b]\n      rows:\n        - [1]\n    \
         experiment:\n      n: 1000\n      m: 100\n",
    );
    // Every way a computed value can be wrong.
    write(dir.path(), "broken-values.yaml", BROKEN_VALUES);
    write(
        dir.path(),
        "more-values.yaml",
        &format!(
            "id: more\nlang: en\ntitle: More\nsteps:\n  - title: \"{{{{ }}}} {{{{ 1/0 }}}} \
             {{{{ ln(1, 2) }}}} {{{{ 1 > 0 }}}} {{{{ {} }}}}\"\n    text: Open {{{{ 1 + \n",
            "1+".repeat(200) + "1"
        ),
    );
    let report = check_paths(&[
        root.join("invalid"),
        root.join("pairs"),
        dir.path().to_path_buf(),
    ]);
    let messages: Vec<&Message> = report
        .errors()
        .chain(&report.warnings)
        .map(|error| &error.message)
        .collect();
    assert!(messages.len() > 40, "{messages:#?}");
    assert_worded_in_spanish(&messages);
}

/// A numeric question about the 1 % row's memory, with two foreseen slips.
const MEGABYTES_WITH_SLIPS: &str = "  - id: megabytes
    type: numeric
    prompt: How many megabytes does a 1 % filter for ten million elements take?
    answer: 11.98
    tolerance: {relative: 0.02}
    feedback_for:
      - value: 95.85
        feedback: That is megabits; divide by 8 for megabytes.
      - value: 11981000
        feedback: That is bytes; divide by 10^6 for megabytes.
    explanation: 95.85 million bits are 11.98 MB.
";

#[test]
fn feedback_for_answers_a_foreseen_slip() {
    let source = Source::from_bytes(
        "slips.en.yaml",
        quiz("slips-check", "en", MEGABYTES_WITH_SLIPS).into_bytes(),
    )
    .unwrap();
    let Ok(Document::Quiz(loaded)) = parse_document(&source) else {
        panic!("a quiz");
    };
    let question = &loaded.quiz.questions[0];
    let values = Default::default();
    assert_eq!(
        question.slip_feedback(95.9, &values),
        Some("That is megabits; divide by 8 for megabytes.")
    );
    assert_eq!(
        question.slip_feedback(11_981_000.0, &values),
        Some("That is bytes; divide by 10^6 for megabytes.")
    );
    // A right answer, or a wrong one nobody foresaw, gets none.
    assert_eq!(question.slip_feedback(12.0, &values), None);
    assert_eq!(question.slip_feedback(50.0, &values), None);
}

#[test]
fn feedback_for_is_checked_where_it_is_wrong() {
    let dir = tempfile::tempdir().unwrap();
    write_variants(
        dir.path(),
        MEGABYTES_WITH_SLIPS,
        "      - value: 95.85\n",
        &[
            ("right-value", "      - value: 12\n"),
            ("formula-in-numeric", "      - formula: \"m / 8\"\n"),
            ("both", "      - value: 95.85\n        formula: \"m\"\n"),
        ],
    );
    write(
        dir.path(),
        "on-single.yaml",
        &quiz(
            "on-single",
            "en",
            "  - id: s\n    type: single\n    prompt: P?\n    choices:\n      - text: A\n        correct: true\n        feedback: Yes.\n      - text: B\n        feedback: No.\n    feedback_for:\n      - value: 1\n        feedback: F.\n    explanation: E.\n",
        ),
    );
    let found = problems(dir.path()).join("\n");
    for expected in [
        "right-value.yaml:11:16: 12 is accepted as the right answer",
        "formula-in-numeric.yaml:11:18: a `formula` needs parameters",
        "both.yaml:11:9: each `feedback_for` entry has exactly one of `value`",
        "on-single.yaml:15:7: `feedback_for` does not apply to a single question",
    ] {
        assert!(found.contains(expected), "{expected}\n{found}");
    }
}

/// A lesson with a computed value in every text a student reads, and a
/// numeric predict whose answer is an expression.
const COMPUTED_LESSON: &str = r#"id: computed
lang: LANG
title: "Rates {{ 1 + 1 | int }}"
summary: Summary {{ 0.5 | %0 }}
steps:
  - section: Section {{ 3 | int }}
    title: Title {{ 4 | int }}
    text: |
      About {{ bits_per_element(0.01) | 2 }} bits, \{{ kept }}.
    scene:
      m: 8
      k: 2
      ops:
        - add: uva
          positions: [1, 2]
          note: note {{ 5 | int }}
      highlight:
        bits: [1]
        why: why {{ 6 | int }}
    table:
      header: ["h {{ 7 | int }}", b]
      rows:
        - ["c {{ 8 | int }}", "{{ 1.37e-15 | x3 }}"]
    predict:
      question: Q {{ 9 | int }}?
      choices:
        - text: choice {{ 10 | int }}
          correct: true
          feedback: feedback {{ 11 | int }}
        - text: other
          feedback: Nope.
      explanation: explanation {{ 12 | int }}
    reveal: reveal {{ 13 | int }}
  - title: Numeric
    text: Type it.
    predict:
      question: Bits per element at 1 %?
      answer: bits_per_element(0.01)
      tolerance: {relative: 0.02}
"#;

/// A quiz with a computed value in every text, and a numeric answer
/// written as an expression.
const COMPUTED_QUIZ: &str = r#"id: computed-quiz
lang: LANG
title: Quiz {{ 1 | int }}
description: Description {{ 2 | int }}
questions:
  - id: one
    type: single
    prompt: Prompt {{ 3 | int }}?
    hint: Hint {{ 4 | int }}
    choices:
      - text: A {{ 5 | int }}
        correct: true
        feedback: F {{ 6 | int }}
      - text: B
        feedback: G.
    explanation: Explanation {{ 7 | int }}
  - id: two
    type: true-false
    prompt: True?
    answer: true
    if_true: T {{ 8 | int }}
    if_false: F {{ 9 | int }}
    explanation: E.
  - id: three
    type: numeric
    prompt: Bits per element at 1 %?
    answer: "bits_per_element(0.01)"
    tolerance: {relative: 0.02}
    unit: bits {{ 10 | int }}
    feedback_for:
      - value: 76.68
        feedback: That is per byte, {{ 8 * bits_per_element(0.01) | 1 }}.
    explanation: About {{ bits_per_element(0.01) }}.
"#;

fn parsed(name: &str, text: &str) -> Document {
    let source = Source::from_bytes(name, text.as_bytes().to_vec()).unwrap();
    parse_document(&source).unwrap_or_else(|errors| panic!("{errors:#?}"))
}

#[test]
fn computed_values_fill_every_text_a_student_reads() {
    let Document::Lesson(loaded) = parsed("c.yaml", &COMPUTED_LESSON.replace("LANG", "en")) else {
        panic!("a lesson")
    };
    let lesson = &loaded.lesson;
    assert_eq!(lesson.title, "Rates 2");
    assert_eq!(lesson.summary.as_deref(), Some("Summary 50\u{a0}%"));
    let step = &lesson.steps[0];
    assert_eq!(step.section.as_deref(), Some("Section 3"));
    assert_eq!(step.title, "Title 4");
    assert_eq!(step.text, "About 9.59 bits, {{ kept }}.\n");
    let scene = step.scene.as_ref().unwrap();
    assert_eq!(scene.ops[0].note.as_deref(), Some("note 5"));
    assert_eq!(scene.highlight.as_ref().unwrap().why, "why 6");
    // The worked-out scene carries the computed texts too.
    let worked = loaded.scenes[0].as_ref().unwrap();
    assert_eq!(worked.results[0].note.as_deref(), Some("note 5"));
    assert_eq!(worked.highlight.as_ref().unwrap().why, "why 6");
    let table = step.table.as_ref().unwrap();
    assert_eq!(table.header, ["h 7", "b"]);
    assert_eq!(table.rows[0], ["c 8", "1.37·10⁻¹⁵"]);
    let predict = step.predict.as_ref().unwrap();
    assert_eq!(predict.question, "Q 9?");
    assert_eq!(predict.choices[0].text, "choice 10");
    assert_eq!(predict.choices[0].feedback, "feedback 11");
    assert_eq!(predict.explanation.as_deref(), Some("explanation 12"));
    assert_eq!(step.reveal.as_deref(), Some("reveal 13"));
    let (answer, _) = lesson.steps[1].predict.as_ref().unwrap().numeric().unwrap();
    assert!((answer - 9.585).abs() < 1e-3, "{answer}");

    let Document::Quiz(loaded) = parsed("q.yaml", &COMPUTED_QUIZ.replace("LANG", "en")) else {
        panic!("a quiz")
    };
    let quiz = &loaded.quiz;
    assert_eq!(quiz.title, "Quiz 1");
    assert_eq!(quiz.description.as_deref(), Some("Description 2"));
    let one = &quiz.questions[0];
    assert_eq!(one.prompt, "Prompt 3?");
    assert_eq!(one.hint.as_deref(), Some("Hint 4"));
    assert_eq!(one.choices()[0].text, "A 5");
    assert_eq!(one.choices()[0].feedback, "F 6");
    assert_eq!(one.explanation, "Explanation 7");
    match &quiz.questions[1].kind {
        QuestionKind::TrueFalse {
            if_true, if_false, ..
        } => assert_eq!((if_true.as_str(), if_false.as_str()), ("T 8", "F 9")),
        other => panic!("{other:?}"),
    }
    let three = &quiz.questions[2];
    assert_eq!(three.unit(), Some("bits 10"));
    assert_eq!(three.explanation, "About 9.59.");
    assert_eq!(three.feedback_for[0].feedback, "That is per byte, 76.7.");
    let none = Default::default();
    let right = three.expected_number(&none).unwrap();
    assert!((right - 9.585).abs() < 1e-3, "{right}");
    assert!(three.grade(&Answer::Number(9.6), &none).correct);
}

#[test]
fn computed_values_use_the_files_decimal_mark() {
    let Document::Lesson(loaded) = parsed("c.yaml", &COMPUTED_LESSON.replace("LANG", "es")) else {
        panic!("a lesson")
    };
    let step = &loaded.lesson.steps[0];
    assert_eq!(step.text, "About 9,59 bits, {{ kept }}.\n");
    assert_eq!(loaded.lesson.summary.as_deref(), Some("Summary 50\u{a0}%"));
    assert_eq!(step.table.as_ref().unwrap().rows[0][1], "1,37·10⁻¹⁵");
    let Document::Quiz(loaded) = parsed("q.yaml", &COMPUTED_QUIZ.replace("LANG", "es")) else {
        panic!("a quiz")
    };
    let three = &loaded.quiz.questions[2];
    assert_eq!(three.explanation, "About 9,59.");
    assert_eq!(three.feedback_for[0].feedback, "That is per byte, 76,7.");
}

/// A lesson whose computed values are wrong in the ways an author slips.
const BROKEN_VALUES: &str = r#"id: broken
lang: en
title: Broken
steps:
  - title: One
    text: |
      Fine {{ 2 | int }} and {{ nope(2) }}.
    table:
      header: [a, "b {{ m * 2 }}"]
      rows: [[x, y]]
  - title: Two {{ 1 | q }}
    text: "Escaped \\{{ kept }} then {{ (1 }}"
    predict:
      question: How many?
      answer: fp_bloom(m, 7, 100)
      tolerance: {absolute: 1}
"#;

#[test]
fn a_broken_computed_value_is_an_error_at_its_braces() {
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "broken.yaml", BROKEN_VALUES);
    let found = problems(dir.path());
    let expected = [
        "broken.yaml:7:30: the computed value `{{ nope(2) }}` calls `nope`, which is not a function here; the functions are: ln, log2",
        "broken.yaml:9:22: the computed value `{{ m * 2 }}` uses `m`, which is not a number: a value computed in the text has no parameters",
        "broken.yaml:11:16: the computed value `{{ 1 | q }}` has the format `q`, which is not one of: 2 (decimals)",
        "broken.yaml:12:38: the computed value `{{ (1 }}` cannot be read",
        "broken.yaml:15:15: the `answer` `fp_bloom(m, 7, 100)` uses `m`, which is not a number",
    ];
    assert_eq!(found.len(), expected.len(), "{found:#?}");
    for (found, expected) in found.iter().zip(expected) {
        assert!(
            found.contains(expected),
            "{found}\nshould contain\n{expected}"
        );
    }
    // In Spanish, as `check --lang es` prints it.
    let output = bloomlab()
        .args([
            "check",
            "--lang",
            "es",
            dir.path().join("broken.yaml").to_str().unwrap(),
        ])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(1));
    let stdout = String::from_utf8(output.stdout).unwrap();
    for expected in [
        ":7:30: el valor calculado `{{ nope(2) }}` llama a `nope`, que aquí no es una función",
        ":9:22: el valor calculado `{{ m * 2 }}` usa `m`, que no es un número: un valor calculado en el texto no tiene parámetros",
        ":11:16: el valor calculado `{{ 1 | q }}` tiene el formato `q`, que no es ninguno de estos",
        ":12:38: no se puede leer el valor calculado `{{ (1 }}`",
        ":15:15: el `answer` `fp_bloom(m, 7, 100)` usa `m`",
    ] {
        assert!(stdout.contains(expected), "{expected}\n{stdout}");
    }
}

fn fixture(name: &str) -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures")
        .join(name)
}

/// The warnings `check` gives for `paths`, as printed, that contain `kind`.
fn warnings(paths: &[std::path::PathBuf], kind: &str) -> Vec<String> {
    let report = check_paths(paths);
    let errors: Vec<String> = report.errors().map(ToString::to_string).collect();
    assert!(errors.is_empty(), "{errors:#?}");
    report
        .warnings
        .iter()
        .map(ToString::to_string)
        .filter(|w| w.contains(kind))
        .collect()
}

#[test]
fn a_term_used_before_the_step_that_teaches_it_is_a_warning_at_its_use() {
    let found = warnings(&[fixture("glossary")], "“");
    let expected = [
        // In the lesson that teaches it, two steps early (`Seed`: any case).
        "seed-lesson.en.yaml:8:16: “seed” is used here, in step 1, before step 3 teaches it (seed-lesson#3): teach it first",
        // Taught in a shipped lesson this one does not require, in a table.
        "seed-lesson.en.yaml:14:20: “p-value” is taught in bloom-formula#2, a lesson this one does not require: add `requires: [bloom-formula]`",
        "seed-lesson.es.yaml:8:16: “semilla” is used here, in step 1, before step 3 teaches it (seed-lesson#3)",
        // In what a predict reveals once answered.
        "seed-lesson.en.yaml:23:17: “warm-up” is used here, in step 2, before step 4 teaches it (seed-lesson#4)",
        "seed-lesson.es.yaml:23:16: “calentamiento” is used here, in step 2, before step 4 teaches it (seed-lesson#4)",
    ];
    for expected in expected {
        assert!(
            found.iter().any(|w| w.contains(expected)),
            "{expected}\n{found:#?}"
        );
    }
    // Once per term and lesson; none after the step that teaches it, and
    // none in a lesson that requires the one that teaches it.
    let about = |file: &str, term: &str| {
        found
            .iter()
            .filter(|w| w.contains(file) && w.contains(&format!("“{term}”")))
            .count()
    };
    assert_eq!(about("seed-lesson.en.yaml", "seed"), 1, "{found:#?}");
    assert_eq!(about("builds-on.en.yaml", "seed"), 0, "{found:#?}");
    assert_eq!(about("builds-on.es.yaml", "semilla"), 0, "{found:#?}");
}

#[test]
fn warnings_pass_check_unless_strict_and_speak_spanish() {
    let folder = fixture("glossary");
    let output = bloomlab()
        .args(["check", "--lang", "es", folder.to_str().unwrap()])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(0));
    let stdout = String::from_utf8(output.stdout).unwrap();
    for expected in [
        "aviso: ",
        "seed-lesson.es.yaml:8:16: «semilla» se usa aquí, en el paso 1, antes de que el paso 3 lo enseñe (seed-lesson#3): enséñalo antes o dilo con otras palabras",
        "«p-value» se enseña en bloom-formula#2, una lección que esta no requiere: añade `requires: [bloom-formula]`",
        "glossary.es.yaml: correcto (glosario)",
    ] {
        assert!(stdout.contains(expected), "{expected}\n{stdout}");
    }
    let output = bloomlab()
        .args(["check", "--strict", folder.to_str().unwrap()])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(1));
    let stdout = String::from_utf8(output.stdout).unwrap();
    assert!(stdout.contains("warning: "), "{stdout}");
}

#[test]
fn the_app_loads_a_folder_with_warnings_and_shows_no_error() {
    let (catalog, errors) = Catalog::with_extra(Some(&fixture("glossary")));
    assert!(errors.is_empty(), "{errors:#?}");
    let lesson = &catalog.lesson("builds-on", Lang::En).unwrap().lesson;
    assert_eq!(lesson.requires, ["seed-lesson"]);
    assert!(catalog.lesson("seed-lesson", Lang::Es).is_some());
    // A glossary is not a lesson to open.
    let text = std::fs::read_to_string(fixture("glossary").join("glossary.en.yaml")).unwrap();
    let source = Source::from_bytes("glossary.en.yaml", text.into_bytes()).unwrap();
    let errors = parse_document(&source).unwrap_err();
    assert!(
        errors[0].message.to_string().contains("this is a glossary"),
        "{errors:#?}"
    );
}

#[test]
fn requires_and_taught_name_lessons_and_steps_that_exist() {
    let dir = tempfile::tempdir().unwrap();
    write(
        dir.path(),
        "needs.en.yaml",
        "id: needs\nlang: en\ntitle: Needs\nrequires: [bloom-basics, nope, needs]\nsteps:\n  - title: One\n    text: Text.\n",
    );
    write(
        dir.path(),
        "glossary.en.yaml",
        "lang: en\nterms:\n  - term: seed\n    forms: [seed]\n    taught: nope#1\n    meaning: M.\n  - term: probe\n    forms: [probe]\n    taught: bloom-basics#999\n    meaning: M.\n  - term: fill\n    forms: [fill]\n    taught: needs#1\n    meaning: M.\n",
    );
    write(
        dir.path(),
        "glossary.es.yaml",
        "lang: en\nterms:\n  - term: x\n    forms: []\n    taught: needs\n    meaning: M.\n  - term: X\n    forms: [x]\n    taught: needs#1\n    meaning: M.\n",
    );
    let found = problems(dir.path()).join("\n");
    for expected in [
        "needs.en.yaml:4:26: `requires` names `nope`, which is not a lesson; the lessons are: bloom-alternatives, bloom-basics, bloom-formula, needs",
        "needs.en.yaml:4:32: a lesson does not require itself",
        "glossary.en.yaml:5:13: `taught` names the lesson `nope`, which does not exist",
        "glossary.en.yaml:9:13: `taught` names step 999 of `bloom-basics`, which has ",
        "glossary.es.yaml:4:12: `forms` lists the words to look for in the lessons: give at least one",
        "glossary.es.yaml:5:13: `taught` is the lesson's id and the step that teaches the term, such as bloom-formula#12 (steps count from 1), not `needs`",
        "glossary.es.yaml:7:11: the term “X” is also term 1 of this glossary",
    ] {
        assert!(found.contains(expected), "{expected}\n{found}");
    }
    // The file named .es that says `lang: en` is refused once its
    // contents are right.
    write(
        dir.path(),
        "glossary.es.yaml",
        "lang: en\nterms:\n  - term: x\n    forms: [x]\n    taught: needs#1\n    meaning: M.\n",
    );
    let found = problems(dir.path()).join("\n");
    assert!(
        found
            .contains("glossary.es.yaml:1:7: the file name says `es` but the file says `lang: en`"),
        "{found}"
    );
}

#[test]
fn a_predict_whose_answer_is_shown_above_it_is_a_warning_at_the_predict() {
    let found = warnings(
        &[fixture("giveaway")],
        "this predict's answer is shown above it",
    );
    let expected = [
        // A number within the tolerance, in the step's text (decimal
        // comma in Spanish).
        "giveaway.en.yaml:8:7: this predict's answer is shown above it, at line 6 column 23 (“0.4964”)",
        "giveaway.es.yaml:8:7: this predict's answer is shown above it, at line 6 column 23 (“0,4964”)",
        // k on the experiment's line.
        "giveaway.en.yaml:20:7: this predict's answer is shown above it, at line 24 column 7 (“Experiment: m = 1,000, k = 7, n = 100, double hashing”)",
        "giveaway.es.yaml:20:7: this predict's answer is shown above it, at line 24 column 7 (“Experimento: m = 1000, k = 7, n = 100, doble hash”)",
        // The right choice's text, in a table cell.
        "giveaway.en.yaml:44:7: this predict's answer is shown above it, at line 42 column 13 (“one 128-bit hash”)",
        "giveaway.es.yaml:44:7:",
        // A number only the right choice holds, in the step's text.
        "giveaway.en.yaml:65:7: this predict's answer is shown above it, at line 63 column 27 (“0.6185”)",
        "giveaway.es.yaml:65:7: this predict's answer is shown above it, at line 63 column 25 (“0,6185”)",
    ];
    for expected in expected {
        assert!(
            found.iter().any(|w| w.contains(expected)),
            "{expected}\n{found:#?}"
        );
    }
    // Not a number outside the tolerance (step 2), not m, k or n for
    // another answer (step 4), not a text that names every choice (step
    // 6), not a number a wrong choice holds too (step 8).
    assert_eq!(found.len(), expected.len(), "{found:#?}");
    let output = bloomlab()
        .args([
            "check",
            "--lang",
            "es",
            fixture("giveaway")
                .join("giveaway.es.yaml")
                .to_str()
                .unwrap(),
        ])
        .output()
        .unwrap();
    let stdout = String::from_utf8(output.stdout).unwrap();
    assert!(
        stdout.contains(":8:7: la respuesta de esta predicción se ve encima de ella, en la línea 6 columna 23 («0,4964»): ocúltala hasta que se responda"),
        "{stdout}"
    );
}

/// A lesson of three steps in `lang`, its fields changed by `edit`.
fn pair_lesson(lang: &str, edit: &dyn Fn(String) -> String) -> String {
    edit(format!(
        "id: paired\nlang: {lang}\ntitle: T\nsteps:
  - section: S
    title: One
    text: Text.
    predict:
      question: Q?
      answer: 0.82
      tolerance: {{relative: 0.02}}
  - title: Two
    text: Text.
    experiment:
      n: 1000
      p: 0.01
      precision: 0.1
  - title: Three
    text: Text.
"
    ))
}

#[test]
fn a_pair_that_differs_is_an_error_at_the_field_in_both_files_in_plain_words() {
    let dir = tempfile::tempdir().unwrap();
    let same = |text: String| text;
    let cases: [(&str, &dyn Fn(String) -> String); 3] = [
        ("tolerance", &|t: String| {
            t.replace("relative: 0.02", "relative: 0.05")
        }),
        ("section", &|t: String| {
            t.replace("  - section: S\n    title: One", "  - title: One")
        }),
        ("experiment", &|t: String| {
            t.replace("      precision: 0.1\n", "")
        }),
    ];
    let mut found = Vec::new();
    for (name, edit) in cases {
        let folder = dir.path().join(name);
        std::fs::create_dir(&folder).unwrap();
        write(&folder, "paired.en.yaml", &pair_lesson("en", &same));
        write(&folder, "paired.es.yaml", &pair_lesson("es", edit));
        found.push(problems(&folder));
    }
    let expected: [[&str; 2]; 3] = [
        [
            "paired.en.yaml:11:19: step 1 does not match the Spanish version: the predict's `tolerance` is ±2 % here, but ±5 % there (",
            "paired.es.yaml:11:19: step 1 does not match the English version: the predict's `tolerance` is ±5 % here, but ±2 % there (",
        ],
        [
            "paired.en.yaml:5:14: step 1 does not match the Spanish version: `section` is given here, but not there (",
            "paired.es.yaml:5:5: step 1 does not match the English version: `section` is not given here, but is there (",
        ],
        [
            "paired.en.yaml:17:18: step 2 does not match the Spanish version: the experiment's `precision` is given here, but not there (",
            "paired.es.yaml:15:7: step 2 does not match the English version: the experiment's `precision` is not given here, but is there (",
        ],
    ];
    for (found, expected) in found.iter().zip(expected) {
        assert_eq!(found.len(), 2, "{found:#?}");
        for (found, expected) in found.iter().zip(expected) {
            assert!(
                found.contains(expected),
                "{found}\nshould contain\n{expected}"
            );
        }
        for found in found {
            for debug in ["None", "Some(", "starts a section", "tolerance relative"] {
                assert!(!found.contains(debug), "{found}");
            }
        }
    }
}

#[test]
fn a_missing_quiz_and_a_tab_are_errors_that_say_what_to_do_in_both_languages() {
    let dir = tempfile::tempdir().unwrap();
    let lesson =
        "id: linked\nlang: en\ntitle: T\nquiz: no-such-quiz\nsteps:\n  - title: A\n    text: B\n";
    write(dir.path(), "linked.yaml", lesson);
    write(
        dir.path(),
        "shipped-quiz.yaml",
        &lesson
            .replace("linked", "linked-to-shipped")
            .replace("no-such-quiz", "bloom-self-check"),
    );
    write(
        dir.path(),
        "tab.yaml",
        "id: tab\nlang: en\ntitle: T\nsteps:\n  - title: A\n\ttext: B\n",
    );
    write(
        dir.path(),
        "tab-item.yaml",
        "id: tab-item\nlang: en\ntitle: T\nsteps:\n\t- title: A\n",
    );
    let found = problems(dir.path()).join("\n");
    for expected in [
        "linked.yaml:4:7: `quiz` names `no-such-quiz`, which is not a quiz; the quizzes are: bloom-alternatives-quiz, bloom-diagnostic, bloom-formula-quiz, bloom-self-check",
        "tab.yaml:6:1: this line is indented with a tab, which YAML does not allow: indent with spaces",
        "tab-item.yaml:5:1: this line is indented with a tab, which YAML does not allow: indent with spaces",
    ] {
        assert!(found.contains(expected), "{expected}\n{found}");
    }
    assert!(!found.contains("shipped-quiz.yaml"), "{found}");
    let output = bloomlab()
        .args(["check", "--lang", "es", dir.path().to_str().unwrap()])
        .output()
        .unwrap();
    let stdout = String::from_utf8(output.stdout).unwrap();
    for expected in [
        "linked.yaml:4:7: `quiz` nombra `no-such-quiz`, que no es un cuestionario; los cuestionarios son: ",
        "tab.yaml:6:1: esta línea está sangrada con un tabulador, que YAML no admite: sangra con espacios",
    ] {
        assert!(stdout.contains(expected), "{expected}\n{stdout}");
    }
}

/// The messages of this session's checks (computed values, glossaries,
/// `requires`, answers shown above a predict, pairs compared field by
/// field, a missing quiz, tabs) all have their Spanish form.
#[test]
fn the_spanish_catalogue_knows_the_teaching_checks() {
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "broken-values.yaml", BROKEN_VALUES);
    write(
        dir.path(),
        "needs.en.yaml",
        "id: needs\nlang: en\ntitle: N\nquiz: nope\nrequires: [nope, needs]\nsteps:\n  - title: O\n    text: T.\n",
    );
    write(
        dir.path(),
        "glossary.en.yaml",
        "lang: en\nterms:\n  - term: a\n    forms: [a]\n    taught: nope#1\n    meaning: M.\n  - term: b\n    forms: [b]\n    taught: bloom-basics#999\n    meaning: M.\n",
    );
    write(
        dir.path(),
        "glossary.es.yaml",
        "lang: es\nterms:\n  - term: x\n    forms: []\n    taught: needs\n    meaning: M.\n  - term: X\n    forms: [x]\n    taught: needs#1\n    meaning: M.\n",
    );
    write(
        dir.path(),
        "tab.yaml",
        "id: tab\nlang: en\ntitle: T\nsteps:\n  - title: A\n\ttext: B\n",
    );
    for (name, edit) in [
        ("tolerance", "relative: 0.05"),
        ("section", "title: One"),
        ("choice", "answer: 0.82"),
    ] {
        let folder = dir.path().join(name);
        std::fs::create_dir(&folder).unwrap();
        write(&folder, "paired.en.yaml", &pair_lesson("en", &|t| t));
        let changed = pair_lesson("es", &|t: String| match name {
            "tolerance" => t.replace("relative: 0.02", edit),
            "section" => t.replace("  - section: S\n    title: One", "  - title: One"),
            _ => t
                .replace("      precision: 0.1\n", "")
                .replace("  - title: Three\n    text: Text.\n", ""),
        });
        write(&folder, "paired.es.yaml", &changed);
    }
    let report = check_paths(&[
        dir.path().to_path_buf(),
        fixture("glossary"),
        fixture("giveaway"),
    ]);
    let messages: Vec<&Message> = report
        .errors()
        .chain(&report.warnings)
        .map(|error| &error.message)
        .collect();
    assert!(messages.len() > 20, "{messages:#?}");
    assert_worded_in_spanish(&messages);
}
