//! What an author meets: es/en files paired by id, replacing shipped
//! content, formulas written as expressions, placeholders outside
//! calculated questions, and `check` in Spanish.

mod cli_support;

use std::path::Path;

use bloomlab::content::{
    Answer, Catalog, Document, QuestionKind, Source, check_paths, parse_document, spanish,
};
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

/// Every message the fixtures and the cases above give has its Spanish
/// form: a message reworded in English without its Spanish one fails here.
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
    let report = check_paths(&[
        root.join("invalid"),
        root.join("pairs"),
        dir.path().to_path_buf(),
    ]);
    let messages: Vec<&str> = report
        .errors()
        .chain(&report.warnings)
        .map(|error| error.message.as_str())
        .collect();
    assert!(messages.len() > 40, "{messages:#?}");
    let unknown: Vec<&&str> = messages.iter().filter(|m| !spanish::knows(m)).collect();
    assert!(unknown.is_empty(), "no Spanish for {unknown:#?}");
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
