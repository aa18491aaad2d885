//! The limits of a lesson or quiz, the worst shapes of a file (the same
//! generator `cargo bench --bench check` times at 1 MiB, here small), files
//! that are not regular files, unreadable folders, and calculated questions
//! whose answer would not be a finite number. Speed is not measured here:
//! `cargo bench --bench check` does that.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "a test: a failed unwrap is a failed test (clippy.toml's allow-unwrap-in-tests misses the helpers of integration tests)"
)]

use crate::shapes;

use std::collections::BTreeMap;
use std::path::Path;
use std::sync::mpsc;
use std::time::Duration;

use bloomlab::content::limits::{
    MAX_CHOICES, MAX_LESSON_OPS, MAX_PARAMETERS, MAX_QUESTIONS, MAX_SCENE_OPS, MAX_SCENE_WORDS,
    MAX_STEPS, MAX_TABLE_COLUMNS, MAX_TABLE_ROWS, MAX_TEXT_CHARS, MAX_VALUES,
};
use bloomlab::content::{self, Answer, Catalog, Source, check_paths, parse_document};
use bloomlab::lang::Lang;
use shapes::{Shape, Size};

/// The problems of a text as `line:column: message`, or None when valid.
fn problems(name: &str, text: &str) -> Option<Vec<String>> {
    problems_in(Lang::En, name, text)
}

/// The problems of a text as `line:column: message`, the messages in
/// `lang`, or None when valid.
fn problems_in(lang: Lang, name: &str, text: &str) -> Option<Vec<String>> {
    let result = Source::from_bytes(name, text.as_bytes().to_vec())
        .map_err(|e| vec![e])
        .and_then(|s| parse_document(&s));
    match result {
        Ok(_) => None,
        Err(errors) => Some(
            errors
                .iter()
                .map(|e| format!("{}:{}: {}", e.line, e.column, e.message.in_lang(lang)))
                .collect(),
        ),
    }
}

/// The first problem of a text, in Spanish, without its place.
fn first_in_spanish(name: &str, text: &str) -> String {
    let found = problems_in(Lang::Es, name, text).unwrap();
    found[0].split_once(": ").unwrap().1.to_owned()
}

fn assert_valid(shape: &Shape) {
    if let Some(problems) = problems(&shape.file, &shape.text) {
        panic!(
            "{} ({} items) should be valid: {problems:#?}",
            shape.name, shape.items
        );
    }
}

/// The shape is refused, and one of its problems starts with `expected`.
fn assert_problem(shape: &Shape, expected: &str) -> Vec<String> {
    let problems = problems(&shape.file, &shape.text)
        .unwrap_or_else(|| panic!("{} ({} items) should be refused", shape.name, shape.items));
    assert!(
        problems.iter().any(|p| p.starts_with(expected)),
        "{}: wanted `{expected}` in {problems:#?}",
        shape.name
    );
    problems
}

/// `line:column` (1-based) of the `n`th (0-based) match of `needle`, plus
/// `offset` characters.
fn place(text: &str, needle: &str, n: usize, offset: usize) -> String {
    let (at, _) = text
        .match_indices(needle)
        .nth(n)
        .unwrap_or_else(|| panic!("no match {n} of {needle:?}"));
    let line = text[..at].matches('\n').count() + 1;
    let line_start = text[..at].rfind('\n').map_or(0, |i| i + 1);
    let column = text[line_start..at].chars().count() + 1 + offset;
    format!("{line}:{column}")
}

#[test]
fn steps_up_to_the_limit_and_one_more() {
    // Every other step adds a word (steps 0, 2, 4…, after the first, which
    // starts the array): 99 of them add 50, the most an array holds; 101
    // add 51.
    let most = 2 * MAX_SCENE_WORDS - 1;
    assert_valid(&shapes::many_steps(Size::Items(most)));
    let shape = shapes::many_steps(Size::Items(most + 2));
    let at = place(&shape.text, "- add: w100\n", 0, 2);
    assert_problem(
        &shape,
        &format!("{at}: too many words in a scene's array: 51, the limit is 50"),
    );
    // Past the step limit: the step after the last one allowed (the
    // first step starts the array).
    let shape = shapes::many_steps(Size::Items(MAX_STEPS + 7));
    let at = place(&shape.text, "  - title:", MAX_STEPS, 4);
    assert_problem(
        &shape,
        &format!(
            "{at}: too many steps in a lesson: {}, the limit is {MAX_STEPS}",
            MAX_STEPS + 8
        ),
    );
}

#[test]
fn operations_in_a_scene_and_in_a_lesson() {
    // Three ops in four are adds: 4·MAX_SCENE_OPS/4 stays under the words.
    assert_valid(&shapes::many_scene_words(Size::Items(MAX_SCENE_OPS)));
    let shape = shapes::many_scene_words(Size::Items(MAX_SCENE_OPS + 1));
    let at = place(&shape.text, "        - ", MAX_SCENE_OPS, 10);
    assert_problem(
        &shape,
        &format!(
            "{at}: too many operations in a scene: {}, the limit is {MAX_SCENE_OPS}",
            MAX_SCENE_OPS + 1
        ),
    );
    // 50 adds, then scenes of 50 lookups: the lesson's limit falls at the
    // start of the scene that would pass it.
    let scenes = MAX_LESSON_OPS / 50 - 1;
    let shape = shapes::crowded_scenes(Size::Items(scenes));
    assert_valid(&shape);
    let shape = shapes::crowded_scenes(Size::Items(scenes + 1));
    let at = place(&shape.text, "        - query:", MAX_LESSON_OPS - 50, 10);
    assert_problem(
        &shape,
        &format!(
            "{at}: too many operations in a lesson's scenes: {}, the limit is {MAX_LESSON_OPS}",
            MAX_LESSON_OPS + 50
        ),
    );
}

#[test]
fn questions_up_to_the_limit_and_more() {
    assert_valid(&shapes::many_questions(Size::Items(MAX_QUESTIONS)));
    let shape = shapes::many_questions(Size::Items(MAX_QUESTIONS + 1));
    let at = place(&shape.text, "  - id:", MAX_QUESTIONS, 4);
    let found = assert_problem(
        &shape,
        &format!(
            "{at}: too many questions in a quiz: {}, the limit is {MAX_QUESTIONS}",
            MAX_QUESTIONS + 1
        ),
    );
    assert_eq!(found.len(), 1, "{found:#?}");
    assert_valid(&shapes::many_calculated(Size::Items(20)));
    assert_valid(&shapes::many_sparse_exact(Size::Items(20)));
    assert_valid(&shapes::many_slow_exact(Size::Items(5)));
}

#[test]
fn choices_are_picked_with_the_keys_one_to_nine() {
    assert_eq!(MAX_CHOICES, 9);
    assert_valid(&shapes::many_choices(Size::Items(MAX_CHOICES)));
    let shape = shapes::many_choices(Size::Items(MAX_CHOICES + 3));
    let at = place(&shape.text, "      - text:", MAX_CHOICES, 8);
    assert_problem(
        &shape,
        &format!("{at}: too many choices: 12, the limit is 9 (the keys 1 to 9 pick them)"),
    );
}

#[test]
fn parameters_and_values() {
    // `n` and `p` plus the extra ones.
    assert_valid(&shapes::many_parameters(Size::Items(MAX_PARAMETERS - 2)));
    let shape = shapes::many_parameters(Size::Items(MAX_PARAMETERS - 1));
    let at = place(&shape.text, "      n:", 0, 6);
    assert_problem(
        &shape,
        &format!(
            "{at}: too many parameters in a question: {}, the limit is {MAX_PARAMETERS}",
            MAX_PARAMETERS + 1
        ),
    );
    // Hidden parameters: one problem each, at the prompt.
    let shape = shapes::many_hidden_parameters(Size::Items(3));
    let found = assert_problem(&shape, "7:13: the prompt does not show {a0}");
    assert_eq!(found.len(), 3, "{found:#?}");

    let values = |count: usize| {
        let list: Vec<String> = (0..count).map(|i| format!("{}", 1000 + i)).collect();
        format!(
            "id: v\nlang: en\ntitle: V\nquestions:\n  - id: q\n    type: calculated\n    prompt: \"{{n}} at {{p}}\"\n    parameters:\n      n: {{values: [{}]}}\n      p: {{values: [0.01]}}\n    formula: bits_for\n    tolerance: {{relative: 0.05}}\n    explanation: E.\n",
            list.join(", ")
        )
    };
    assert!(problems("v.yaml", &values(MAX_VALUES)).is_none());
    let text = values(MAX_VALUES + 1);
    let at = place(&text, &format!("{}", 1000 + MAX_VALUES), 0, 0);
    let found = problems("v.yaml", &text).unwrap();
    assert_eq!(
        found,
        [format!(
            "{at}: too many numbers in `values`: {}, the limit is {MAX_VALUES}",
            MAX_VALUES + 1
        )]
    );
}

#[test]
fn long_texts_and_lines() {
    // Each piece of the plain title is 3 characters ("w0 "); the one of
    // the quoted text 4 or 6 (with escapes); the block has its lines.
    let shape = shapes::long_plain_line(Size::Items(MAX_TEXT_CHARS / 3));
    assert_valid(&shape);
    let shape = shapes::long_plain_line(Size::Items(MAX_TEXT_CHARS / 3 + 2));
    // Pieces of 3 characters, the last space dropped.
    let chars = shape.items * 3 - 1;
    assert_problem(
        &shape,
        &format!("6:12: the step's `title` is too long: {chars} characters, the limit is 4000"),
    );
    assert_valid(&shapes::long_quoted_text(Size::Items(50)));
    let shape = shapes::long_quoted_text(Size::Items(MAX_TEXT_CHARS));
    assert_problem(&shape, "6:11: the step's `text` is too long:");
    assert_valid(&shapes::long_block_text(Size::Items(50)));
    let shape = shapes::long_block_text(Size::Items(200));
    assert_problem(&shape, "7:7: the step's `text` is too long:");
    // Accents count as one character each, not by their bytes.
    let accented = format!(
        "id: a\nlang: es\ntitle: A\nsteps:\n  - title: \"{}\"\n    text: t\n",
        "é".repeat(MAX_TEXT_CHARS)
    );
    assert!(problems("a.yaml", &accented).is_none());
    // A header of many cells on one line, each cell a short plain value.
    assert_valid(&shapes::long_flow_line(Size::Items(MAX_TABLE_COLUMNS)));
    let shape = shapes::long_flow_line(Size::Items(5000));
    let at = place(&shape.text, &format!("c{MAX_TABLE_COLUMNS},"), 0, 0);
    assert_problem(
        &shape,
        &format!("{at}: too many columns in a table: 5000, the limit is {MAX_TABLE_COLUMNS}"),
    );
    assert_valid(&shapes::big_table(Size::Items(MAX_TABLE_ROWS)));
    let shape = shapes::big_table(Size::Items(MAX_TABLE_ROWS + 1));
    let at = place(&shape.text, "        - [", MAX_TABLE_ROWS, 10);
    assert_problem(
        &shape,
        &format!(
            "{at}: too many rows in a table: {}, the limit is {MAX_TABLE_ROWS}",
            MAX_TABLE_ROWS + 1
        ),
    );
}

#[test]
fn a_comment_cut_is_still_found_far_along_a_long_line() {
    // The comment check finds its place on a line without rescanning it:
    // far along a line full of values, after accented text, it still
    // points at the right column (the list closes on the next line).
    let cells: Vec<String> = (0..6).map(|i| format!("«c{i}»")).collect();
    let text = format!(
        "id: w\nlang: en\ntitle: W\nsteps:\n  - title: T\n    text: X\n    table:\n      rows: []\n      header: [{}, a #1 cell\n        ]\n",
        cells.join(", ")
    );
    let at = place(&text, "a #1", 0, 0);
    let found = problems("w.yaml", &text).unwrap();
    assert!(
        found[0].starts_with(&format!("{at}: YAML reads `#1 cell` as a comment")),
        "{found:#?}"
    );
}

#[test]
fn deep_but_legal_nesting_and_many_errors() {
    let shape = shapes::deep_nesting(Size::Items(6));
    let found = assert_problem(&shape, "11:7: `answer` must be a number");
    assert_eq!(found.len(), 6, "{found:#?}");
    let shape = shapes::many_errors(Size::Items(40));
    let found = assert_problem(&shape, "7:13: `prompt` is empty");
    assert_eq!(found.len(), 80, "{found:#?}");
    assert!(
        found
            .iter()
            .filter(|p| p.contains("no choice is marked `correct: true`"))
            .count()
            == 40
    );
}

#[test]
fn every_generated_shape_loads_without_panicking() {
    for shape in shapes::all(30_000) {
        let _ = problems(&shape.file, &shape.text);
    }
}

/// A calculated question whose every draw shows p as 1: `check` refuses it
/// at p's range, and a quiz never gets it.
#[test]
fn p_shown_as_one_is_refused() {
    let text = shapes::P_SHOWN_AS_ONE;
    let at = place(text, "0.99995", 0, 0);
    let found = problems("p-one.yaml", text).unwrap();
    assert_eq!(
        found,
        [format!(
            "{at}: `p` can be drawn as 0.99995, which the prompt shows as 1: parameter `p` must stay strictly between 0 and 1; narrow the range"
        )]
    );
    // In a folder given with --content it is a problem, not a quiz.
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("p-one.yaml"), text).unwrap();
    let (catalog, errors) = Catalog::with_extra(Some(dir.path()));
    assert!(catalog.quizzes.iter().all(|q| q.quiz.id != "p-one"));
    assert_eq!(errors.len(), 1, "{errors:?}");

    // Were such a question ever asked, no answer would be right: the
    // expected answer, computed from p = 1, is not a number to match.
    let quiz: content::Quiz = serde_yaml::from_str(text).unwrap();
    let question = &quiz.questions[0];
    let values = BTreeMap::from([("m".to_owned(), 1000.0), ("p".to_owned(), 1.0)]);
    assert!(!question.expected_number(&values).unwrap().is_finite());
    for given in [0.0, 1.0, -1e300, 1e300, f64::INFINITY, f64::NEG_INFINITY] {
        let grade = question.grade(&Answer::Number(given), &values);
        assert!(!grade.correct, "{given} graded right");
    }
    // The same range kept below what rounds to 1 is fine.
    let fine = text.replace("min: 0.99995, max: 0.99999", "min: 0.99, max: 0.9999");
    assert!(problems("p-fine.yaml", &fine).is_none());
}

fn calculated(parameters: &str, formula: &str, tolerance: &str) -> String {
    let names: Vec<&str> = parameters
        .lines()
        .filter_map(|l| l.trim().split_once(':').map(|(name, _)| name))
        .collect();
    let shown: Vec<String> = names.iter().map(|n| format!("{{{n}}}")).collect();
    format!(
        "id: c\nlang: en\ntitle: C\nquestions:\n  - id: q\n    type: calculated\n    prompt: \"{}\"\n    parameters:\n{parameters}    formula: {formula}\n    tolerance: {{{tolerance}}}\n    explanation: E.\n",
        shown.join(" ")
    )
}

#[test]
fn every_listed_value_is_tried_as_shown() {
    // The middle value of three is the one shown as 1.
    let text = calculated(
        "      m: {values: [1000]}\n      p: {values: [0.5, 0.99999, 0.1]}\n",
        "capacity",
        "relative: 0.05",
    );
    let at = place(&text, "0.99999", 0, 0);
    let found = problems("c.yaml", &text).unwrap();
    assert!(
        found[0].starts_with(&format!(
            "{at}: `p` can be drawn as 0.99999, which the prompt shows as 1"
        )),
        "{found:#?}"
    );
    // A stepped grid whose last point falls short of `max`: only the
    // points a draw can give are tried (0.9 and 0.95 here).
    let text = calculated(
        "      m: {values: [1000]}\n      p: {min: 0.9, max: 0.99999, step: 0.05}\n",
        "capacity",
        "relative: 0.05",
    );
    assert!(problems("c.yaml", &text).is_none());
    // k drawn from 1 to 3 is allowed; k is a number of probes, so a
    // step of 0.5 (k = 1.5) is not.
    let text = calculated(
        "      m: {values: [1000]}\n      k: {min: 1, max: 3, step: 1}\n      n: {values: [100]}\n",
        "fp_bloom",
        "relative: 0.05",
    );
    assert!(problems("c.yaml", &text).is_none());
    let halves = text.replace("step: 1}", "step: 0.5}");
    let found = problems("c.yaml", &halves).unwrap();
    assert!(
        found[0].contains("`k` can be drawn as 1.5")
            && found[0].contains("parameter `k` must be a whole number"),
        "{found:#?}"
    );
}

/// A fractional k handed to `fp_exact` is refused, not counted as a
/// smaller whole number of probes.
#[test]
fn a_fractional_k_given_to_fp_exact_is_refused() {
    let text = calculated(
        "      m: {values: [1000]}\n      k: {values: [3, 5]}\n      n: {values: [100]}\n",
        "\"fp_exact(m, k / 2, n)\"",
        "relative: 0.05",
    );
    let found = problems("c.yaml", &text).unwrap();
    assert!(
        found[0].contains("formula `fp_exact(m, k / 2, n)` has no finite answer at k = 3"),
        "{found:#?}"
    );
    let whole = text.replace("k / 2", "k");
    assert!(problems("c.yaml", &whole).is_none());
}

/// Values between the grid points are tried too: students draw any
/// number of a continuous range, not only whole ones.
#[test]
fn a_formula_that_fails_between_grid_points_is_refused() {
    let text = calculated(
        "      m: {min: 1, max: 17.0000001}\n",
        "\"m + sqrt(0 - abs(m - round(m)))\"",
        "relative: 0.05",
    );
    let at = place(&text, "m: {", 0, 4);
    let found = problems("c.yaml", &text).unwrap();
    assert!(
        found[0].starts_with(&format!(
            "{at}: formula `m + sqrt(0 - abs(m - round(m)))` has no finite answer at m = "
        )),
        "{found:#?}"
    );
    // The same formula on whole numbers only is fine.
    let whole = text.replace("max: 17.0000001", "max: 17");
    assert!(problems("c.yaml", &whole).is_none());
}

/// A tolerance as wide as the answer accepts every guess: refused, in
/// numeric and calculated questions alike.
#[test]
fn a_tolerance_that_accepts_everything_is_refused() {
    let text = calculated(
        "      n: {values: [1000]}\n      p: {min: 0.001, max: 0.1}\n",
        "bits_for",
        "absolute: 1e308",
    );
    let at = place(&text, "1e308", 0, 0);
    let found = problems("c.yaml", &text).unwrap();
    assert!(
        found[0].starts_with(&format!("{at}: the tolerance ±1")),
        "{found:#?}"
    );
    assert!(problems("c.yaml", &text.replace("1e308", "5")).is_none());
    let numeric = "id: c\nlang: en\ntitle: C\nquestions:\n  - id: q\n    type: numeric\n    prompt: Bits?\n    answer: 9.6\n    tolerance: {absolute: 1e308}\n    explanation: E.\n";
    let found = problems("n.yaml", numeric).unwrap();
    assert!(
        found[0].contains("is as wide as the answer itself"),
        "{found:#?}"
    );
    assert!(problems("n.yaml", &numeric.replace("1e308", "0.1")).is_none());
}

/// Checking has a budget: the formula is tried at a fixed number of
/// combinations, not at every combination of ten grids, and a formula
/// too slow for the budget is refused at its line. (How long a check
/// takes is measured by `cargo bench --bench check`.)
#[test]
fn a_formula_too_slow_to_check_is_refused_at_its_line() {
    let mut parameters = String::from(
        "      m: {min: 100000, max: 200000}\n      k: {values: [64]}\n      n: {min: 3000, max: 6000}\n",
    );
    for i in 0..7 {
        parameters.push_str(&format!("      a{i}: {{min: 1, max: 2}}\n"));
    }
    let calls = "fp_exact(m, k, n) + fp_exact(m, k, n + a0) + fp_exact(m, k, n + a1) + fp_exact(m, k, n + a2) + fp_exact(m, k, n + a3)";
    let text = calculated(&parameters, &format!("\"{calls}\""), "relative: 0.05");
    let at = place(&text, "\"fp_exact", 0, 0);
    let found = problems("c.yaml", &text).unwrap();
    assert!(
        found[0].starts_with(&format!(
            "{at}: the formula `fp_exact(m, k, n) + fp_exact(m, k, n + a` calls `fp_exact` 5 times"
        )),
        "{found:#?}"
    );
    // Four calls in the slowest regime (64 probes, about two probes per
    // bit) cost too much to try at enough draws.
    let four = calls.replace(" + fp_exact(m, k, n + a3)", "");
    let text = calculated(&parameters, &format!("\"{four}\""), "relative: 0.05");
    let found = problems("c.yaml", &text).unwrap();
    assert!(found[0].contains("is too slow to check"), "{found:#?}");
    // One call is fine, over all ten parameters.
    let one = "\"fp_exact(m, k, n) * (a0 + a1 + a2 + a3 + a4 + a5 + a6)\"";
    let text = calculated(&parameters, one, "relative: 0.05");
    assert!(
        problems("c.yaml", &text).is_none(),
        "{:#?}",
        problems("c.yaml", &text)
    );
}

/// A syntax error is one at the formula's line and column, saying what
/// is wrong; a range error names the parameter that causes it. Both in
/// English and in Spanish.
#[test]
fn expression_errors_say_what_and_where() {
    let text = calculated(
        "      m: {min: 1000, max: 2000}\n",
        "\"4 * m / / 8\"",
        "relative: 0.05",
    );
    let at = place(&text, "/ / 8", 0, 0);
    let found = problems("c.yaml", &text).unwrap();
    let expected = format!(
        "{at}: the formula `4 * m / / 8` cannot be read at column 7 (`/ /`): two operators in a row"
    );
    assert!(found[0].starts_with(&expected), "{found:#?}");
    let spanish = first_in_spanish("c.yaml", &text);
    assert!(
        spanish.starts_with(
            "no se puede leer la fórmula `4 * m / / 8` en la columna 7 (`/ /`): dos operadores seguidos"
        ),
        "{spanish}"
    );
    for (formula, column, why) in [
        ("4 * m /", 7, "an operator needs a number after it"),
        ("* m", 1, "an operator needs a number before it"),
        (
            "4 m",
            1,
            "two numbers or names with no operator between them",
        ),
        (
            "0x1F + m",
            1,
            "hexadecimal, binary and octal numbers are not accepted",
        ),
        (
            "m /* note */ + 1",
            3,
            "comments are not accepted in a formula",
        ),
        ("(m))", 4, "this parenthesis closes nothing"),
    ] {
        let text = calculated(
            "      m: {min: 1000, max: 2000}\n",
            &format!("\"{formula}\""),
            "relative: 0.05",
        );
        let found = problems("c.yaml", &text).unwrap();
        assert!(
            found[0].contains(&format!("cannot be read at column {column} "))
                && found[0].contains(why),
            "{formula}: {found:#?}"
        );
        let message = found[0].split_once(": ").unwrap().1;
        let spanish = first_in_spanish("c.yaml", &text);
        assert!(
            spanish.starts_with("no se puede leer la fórmula") && spanish != message,
            "{spanish}"
        );
    }
    // 1/p − 100 is 0 at p = 0.01: p is to blame, not n.
    let text = calculated(
        "      n: {min: 1000, max: 2000}\n      p: {values: [0.001, 0.01]}\n",
        "\"1/p - 100\"",
        "relative: 0.05",
    );
    let at = place(&text, "p: {", 0, 4);
    let found = problems("c.yaml", &text).unwrap();
    assert!(
        found[0].starts_with(&format!("{at}: formula `1/p - 100` gives 0"))
            && found[0].ends_with("narrow the range of `p`"),
        "{found:#?}"
    );
    let spanish = first_in_spanish("c.yaml", &text);
    assert!(spanish.ends_with("estrecha el rango de `p`"), "{spanish}");
}

#[test]
fn answers_that_are_not_numbers_or_cannot_be_matched() {
    // More bits set than the array has.
    let text = calculated(
        "      x: {min: 5, max: 20}\n      m: {values: [10]}\n      k: {values: [2]}\n",
        "fp_from_fill",
        "relative: 0.05",
    );
    let at = place(&text, "x: {", 0, 4);
    let found = problems("c.yaml", &text).unwrap();
    assert!(
        found[0].starts_with(&format!(
            "{at}: formula `fp_from_fill` has no finite answer at k = 2, m = 10, x = "
        )),
        "{found:#?}"
    );
    // A bound so small it is 0 in floating point: a relative tolerance
    // would accept only 0 itself.
    let text = calculated(
        "      m: {values: [1e20]}\n      k: {values: [1]}\n      n: {values: [1]}\n",
        "counter_overflow",
        "relative: 0.05",
    );
    let found = problems("c.yaml", &text).unwrap();
    assert!(
        found[0].contains("formula `counter_overflow` gives 0, where a relative tolerance"),
        "{found:#?}"
    );
    let absolute = text.replace("relative: 0.05", "absolute: 0.001");
    assert!(problems("c.yaml", &absolute).is_none());
}

/// Run `work` on another thread; a hang becomes a failure after a minute
/// instead of a test run that never ends. (Not a speed check.)
fn without_hanging<T: Send + 'static>(work: impl FnOnce() -> T + Send + 'static) -> T {
    let (send, receive) = mpsc::channel();
    std::thread::spawn(move || {
        let _ = send.send(work());
    });
    receive
        .recv_timeout(Duration::from_secs(60))
        .expect("hung: no answer in a minute")
}

#[cfg(unix)]
#[test]
fn a_named_pipe_in_a_folder_is_an_error_and_the_rest_loads() {
    let dir = tempfile::tempdir().unwrap();
    let fifo = dir.path().join("x.yaml");
    let made = std::process::Command::new("mkfifo").arg(&fifo).status();
    assert!(made.is_ok_and(|s| s.success()), "mkfifo");
    let guide = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/content/valid/guide-lesson.yaml");
    std::fs::copy(&guide, dir.path().join("mine.yaml")).unwrap();
    let folder = dir.path().to_path_buf();
    let report = without_hanging(move || check_paths(&[folder]));
    let errors: Vec<String> = report.errors().map(ToString::to_string).collect();
    assert_eq!(
        errors,
        [format!(
            "{}:1:1: not a regular file (a named pipe)",
            fifo.display()
        )]
    );
    assert!(
        report
            .files
            .iter()
            .any(|(name, result)| name.ends_with("mine.yaml") && result.is_ok())
    );
    let folder = dir.path().to_path_buf();
    let (catalog, errors) = without_hanging(move || Catalog::with_extra(Some(&folder)));
    assert!(
        catalog
            .lesson("tiny-example", bloomlab::lang::Lang::En)
            .is_some()
    );
    assert_eq!(errors.len(), 1, "{errors:?}");
    assert!(errors[0].message.to_string().contains("named pipe"));
    // Named directly, too.
    let err = without_hanging(move || content::load_file(&fifo)).unwrap_err();
    assert_eq!(
        err[0].message.to_string(),
        "not a regular file (a named pipe)"
    );
}

/// A folder that cannot be read is a problem of its own; the files around
/// it are still checked and loaded. Its path is made longer than the system
/// allows (PATH_MAX), which no user, root included, can read by name.
#[cfg(target_os = "linux")]
#[test]
fn an_unreadable_folder_is_reported_and_the_rest_loads() {
    use std::ffi::CString;
    let dir = tempfile::tempdir().unwrap();
    let guide = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/content/valid/guide-lesson.yaml");
    std::fs::copy(&guide, dir.path().join("mine.yaml")).unwrap();
    // Twenty folders of 250-character names, made one inside the other
    // relative to the last (mkdirat), so no call needs the whole path.
    let name = "d".repeat(250);
    let c_name = CString::new(name.clone()).unwrap();
    let top = CString::new(dir.path().as_os_str().as_encoded_bytes()).unwrap();
    // SAFETY: plain system calls on paths and descriptors owned here.
    unsafe {
        let mut fd = libc::open(top.as_ptr(), libc::O_RDONLY | libc::O_DIRECTORY);
        assert!(fd >= 0);
        for _ in 0..20 {
            assert_eq!(libc::mkdirat(fd, c_name.as_ptr(), 0o755), 0);
            let next = libc::openat(fd, c_name.as_ptr(), libc::O_RDONLY | libc::O_DIRECTORY);
            assert!(next >= 0);
            libc::close(fd);
            fd = next;
        }
        libc::close(fd);
    }
    let report = check_paths(&[dir.path().to_path_buf()]);
    let errors: Vec<String> = report.errors().map(ToString::to_string).collect();
    assert_eq!(errors.len(), 1, "{errors:#?}");
    assert!(
        errors[0].contains(&name) && errors[0].contains("cannot read the folder"),
        "{errors:#?}"
    );
    assert!(!report.is_valid());
    assert_eq!(report.files.len(), 1);
    assert!(report.files[0].1.is_ok(), "{:?}", report.files);
    let (catalog, errors) = Catalog::with_extra(Some(dir.path()));
    assert_eq!(errors.len(), 1, "{errors:?}");
    assert!(
        catalog
            .lesson("tiny-example", bloomlab::lang::Lang::En)
            .is_some()
    );
}

/// Without read permission (when the tests do not run as root, who may
/// read anything) the same holds for a folder's permissions.
#[cfg(unix)]
#[test]
fn a_folder_without_permission() {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().unwrap();
    let locked = dir.path().join("locked");
    std::fs::create_dir(&locked).unwrap();
    std::fs::write(locked.join("hidden.yaml"), "id: x\n").unwrap();
    let guide =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/content/valid/guide-quiz.yaml");
    std::fs::copy(&guide, dir.path().join("quiz.yaml")).unwrap();
    std::fs::set_permissions(&locked, std::fs::Permissions::from_mode(0o000)).unwrap();
    let readable_anyway = std::fs::read_dir(&locked).is_ok();
    let report = check_paths(&[dir.path().to_path_buf()]);
    std::fs::set_permissions(&locked, std::fs::Permissions::from_mode(0o755)).unwrap();
    assert!(
        report
            .files
            .iter()
            .any(|(name, r)| name.ends_with("quiz.yaml") && r.is_ok())
    );
    if readable_anyway {
        eprintln!("running as root: the folder's permissions do not stop reading it");
        return;
    }
    let errors: Vec<String> = report.errors().map(ToString::to_string).collect();
    assert_eq!(errors.len(), 1, "{errors:#?}");
    assert!(
        errors[0].contains("locked: cannot read the folder"),
        "{errors:#?}"
    );
}

/// A lesson experiment of 30·10^9 bits for 1,000 keys (3.75 GB, a rate of
/// about 10^-21) would run 18 s at 3.6 GB and measure nothing: refused at
/// its line with its estimate (probes into a filter too large for the
/// caches, and clearing it, counted); a small one whose rate the query
/// cap cannot reach is refused with the smallest rate it could measure.
#[test]
fn a_lesson_experiment_that_can_measure_nothing_is_refused_at_its_line() {
    let text = "id: x\nlang: en\ntitle: X\nsteps:\n  - title: Measure\n    text: Watch.\n    experiment: {n: 1000, m: 30000000000, k: 3}\n";
    let found = problems("x.en.yaml", text).unwrap();
    assert!(
        found[0].starts_with("7:18: this experiment would take about 38 s on two cores (6.00e8 probes at 120 ns each)"),
        "{found:#?}"
    );
    let small = text.replace("m: 30000000000", "m: 1000000");
    let found = problems("x.en.yaml", &small).unwrap();
    assert!(
        found[0].starts_with("7:18: this experiment can measure nothing: a rate of")
            && found[0].contains(", the smallest rate it can measure, up to"),
        "{found:#?}"
    );
    let spanish = first_in_spanish("x.en.yaml", &small);
    assert!(
        spanish.starts_with("este experimento no puede medir nada: "),
        "{spanish}"
    );
}
