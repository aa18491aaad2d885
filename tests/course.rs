//! The shipped course as a whole: at least two lessons and two quizzes in
//! each language, `check` clean (no error, no warning), and Spanish text
//! written with the decimal comma.

use std::path::Path;

use bloomlab::content::{Catalog, check_paths, shipped_files};
use bloomlab::lang::Lang;

#[test]
fn the_course_has_two_lessons_and_two_quizzes_in_each_language() {
    let (catalog, errors) = Catalog::builtin();
    assert!(errors.is_empty(), "{errors:#?}");
    for lang in Lang::ALL {
        let lessons: Vec<&str> = catalog
            .lessons
            .iter()
            .filter(|l| l.lesson.lang == lang)
            .map(|l| l.lesson.id.as_str())
            .collect();
        let quizzes: Vec<&str> = catalog
            .quizzes
            .iter()
            .filter(|q| q.quiz.lang == lang)
            .map(|q| q.quiz.id.as_str())
            .collect();
        assert!(lessons.len() >= 2, "{lang:?} lessons: {lessons:?}");
        assert!(quizzes.len() >= 2, "{lang:?} quizzes: {quizzes:?}");
        for id in ["bloom-basics", "bloom-formula"] {
            assert!(lessons.contains(&id), "no {lang:?} lesson {id}");
        }
        for id in ["bloom-self-check", "bloom-formula-quiz"] {
            assert!(quizzes.contains(&id), "no {lang:?} quiz {id}");
        }
    }
}

#[test]
fn check_reports_no_error_and_no_warning_on_the_course() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let report = check_paths(&[root.join("lessons"), root.join("quizzes")]);
    let errors: Vec<_> = report.errors().collect();
    assert!(errors.is_empty(), "{errors:#?}");
    assert!(report.warnings.is_empty(), "{:#?}", report.warnings);
    assert!(
        report.files.len() >= 8,
        "two lessons and two quizzes, each in two languages: {:#?}",
        report.files
    );
}

/// Every string value of a YAML document (numbers, such as a numeric
/// answer or a parameter's values, are data, not text).
fn strings<'a>(value: &'a serde_yaml::Value, out: &mut Vec<&'a str>) {
    match value {
        serde_yaml::Value::String(text) => out.push(text),
        serde_yaml::Value::Sequence(items) => items.iter().for_each(|v| strings(v, out)),
        serde_yaml::Value::Mapping(map) => map.values().for_each(|v| strings(v, out)),
        serde_yaml::Value::Tagged(tagged) => strings(&tagged.value, out),
        _ => {}
    }
}

/// Where a text has a decimal point between two digits (`9.6`), outside
/// code spans (`` `9.6` ``), as (the digits around it, the text).
fn decimal_points(text: &str) -> Vec<String> {
    let mut found = Vec::new();
    for (index, span) in text.split('`').enumerate() {
        if index % 2 == 1 {
            continue; // inside a code span
        }
        let chars: Vec<char> = span.chars().collect();
        for i in 1..chars.len().saturating_sub(1) {
            if chars[i] == '.' && chars[i - 1].is_ascii_digit() && chars[i + 1].is_ascii_digit() {
                let from = i.saturating_sub(12);
                let to = (i + 12).min(chars.len());
                found.push(chars[from..to].iter().collect());
            }
        }
    }
    found
}

#[test]
fn spanish_text_uses_the_decimal_comma() {
    let mut spanish = 0;
    let mut problems = Vec::new();
    for (path, text) in shipped_files() {
        let document: serde_yaml::Value =
            serde_yaml::from_str(text).unwrap_or_else(|e| panic!("{path}: {e}"));
        if document.get("lang").and_then(|v| v.as_str()) != Some("es") {
            continue;
        }
        spanish += 1;
        let mut texts = Vec::new();
        strings(&document, &mut texts);
        for text in texts {
            for place in decimal_points(text) {
                problems.push(format!("{path}: «{place}»"));
            }
        }
    }
    assert!(spanish >= 4, "{spanish} Spanish files");
    assert!(
        problems.is_empty(),
        "Spanish text must write decimals with a comma (9,6):\n{}",
        problems.join("\n")
    );
}

#[test]
fn the_decimal_point_scan_finds_what_it_should() {
    assert_eq!(decimal_points("unos 9.6 bits"), vec!["unos 9.6 bits"]);
    assert!(decimal_points("unos 9,6 bits; et al. 2008. Fin.").is_empty());
    assert!(decimal_points("la fórmula `p = 0.6185^(m/n)` en código").is_empty());
    assert_eq!(decimal_points("`0.5` y 0.25").len(), 1);
}

/// The terms the glossary retires, read from its table's last column.
fn retired_terms() -> Vec<String> {
    let glossary =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/glossary.md"))
            .expect("docs/glossary.md");
    let mut terms = Vec::new();
    for line in glossary.lines() {
        let cells: Vec<&str> = line.split('|').map(str::trim).collect();
        // | idea | Spanish | English | Retired | → 6 pieces with the ends.
        if cells.len() == 6 && !cells[1].starts_with("Idea") && !cells[1].starts_with("---") {
            terms.extend(
                cells[4]
                    .split(", ")
                    .filter(|term| !term.is_empty())
                    .map(str::to_owned),
            );
        }
    }
    terms
}

/// Where `term` occurs in `text` as a whole word or phrase (no letter
/// touching it on either side, and a number in it not going on: "sobre 0"
/// is not in "sobre 0,05"), case aside.
fn has_term(text: &str, term: &str) -> bool {
    let text = text.to_lowercase().replace('\u{a0}', " ");
    let term = term.to_lowercase();
    text.match_indices(&term).any(|(at, _)| {
        let before = text[..at].chars().next_back();
        let mut after = text[at + term.len()..].chars();
        let next = after.next();
        let number_goes_on = term.ends_with(|c: char| c.is_ascii_digit())
            && matches!(next, Some(',' | '.'))
            && after.next().is_some_and(|c| c.is_ascii_digit());
        !before.is_some_and(char::is_alphanumeric)
            && !next.is_some_and(char::is_alphanumeric)
            && !number_goes_on
    })
}

#[test]
fn the_spanish_course_uses_none_of_the_retired_terms() {
    let terms = retired_terms();
    for expected in [
        "prendido",
        "filtro común",
        "la tasa real",
        "chico",
        "✓ exacta",
    ] {
        assert!(
            terms.iter().any(|t| t == expected),
            "{expected} in {terms:?}"
        );
    }
    let mut problems = Vec::new();
    for (path, text) in shipped_files() {
        let document: serde_yaml::Value =
            serde_yaml::from_str(text).unwrap_or_else(|e| panic!("{path}: {e}"));
        if document.get("lang").and_then(|v| v.as_str()) != Some("es") {
            continue;
        }
        let mut texts = Vec::new();
        strings(&document, &mut texts);
        for text in texts {
            for term in terms.iter().filter(|term| has_term(text, term)) {
                problems.push(format!("{path}: «{term}» in «{text}»"));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn the_term_scan_finds_whole_words_only() {
    assert!(has_term("un filtro chico", "chico"));
    assert!(!has_term("los chicos", "chico"));
    assert!(has_term("Filtro Común y más", "filtro común"));
    assert!(has_term("«uva» puso en 1 su bit", "puso en 1"));
    assert!(!has_term("puso en 10 bits", "puso en 1"));
    assert!(!has_term("muy por encima de 0,05", "por encima de 0"));
    assert!(has_term("por encima de 0, y", "por encima de 0"));
}
