//! `bloomlab export QUIZ --format moodle-xml`: the XML parses, and every
//! question has the elements Moodle's XML import reads for its type
//! (question/format/xml/format.php: `import_multichoice`,
//! `import_truefalse`, `import_numerical`, `import_calculated` with its
//! `dataset_definitions`), for every shipped quiz in both languages.
//! Formulas Moodle cannot compute become fixed variants, named on stderr.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "a test: a failed unwrap is a failed test (clippy.toml's allow-unwrap-in-tests misses the helpers of integration tests)"
)]

use crate::cli_support;

use bloomlab::content::moodle::FIXED_VARIANTS;
use bloomlab::content::{Catalog, QuestionKind};
use bloomlab::lang::Lang;
use cli_support::{bloomlab, rejects};
use roxmltree::{Document, Node};

fn child<'a>(node: Node<'a, 'a>, name: &str) -> Node<'a, 'a> {
    node.children()
        .find(|c| c.has_tag_name(name))
        .unwrap_or_else(|| panic!("<{}> has no <{name}>", node.tag_name().name()))
}

fn text_of(node: Node, name: &str) -> String {
    child(child(node, name), "text")
        .text()
        .unwrap_or_default()
        .to_owned()
}

fn export(quiz: &str, lang: &str) -> (String, String) {
    let output = bloomlab()
        .args(["export", quiz, "--format", "moodle-xml", "--lang", lang])
        .output()
        .unwrap();
    let stderr = String::from_utf8(output.stderr).unwrap();
    assert!(output.status.success(), "{quiz} {lang}: {stderr}");
    (String::from_utf8(output.stdout).unwrap(), stderr)
}

/// One question's structure, as Moodle's importer reads its type.
fn check_question(question: Node, kind: &str) {
    assert!(!text_of(question, "name").is_empty());
    assert!(!text_of(question, "questiontext").is_empty());
    child(question, "generalfeedback");
    let grade: f64 = child(question, "defaultgrade")
        .text()
        .unwrap()
        .parse()
        .unwrap();
    assert!(grade > 0.0);
    let answers: Vec<Node> = question
        .children()
        .filter(|c| c.has_tag_name("answer"))
        .collect();
    assert!(
        answers.len() >= 2 || kind == "numerical" || kind == "calculated",
        "{kind}"
    );
    for answer in &answers {
        let fraction: f64 = answer.attribute("fraction").unwrap().parse().unwrap();
        assert!((-100.0..=100.0).contains(&fraction) || kind == "ordering");
        child(*answer, "text");
    }
    let fractions = || {
        answers
            .iter()
            .map(|a| a.attribute("fraction").unwrap().parse::<f64>().unwrap())
    };
    match kind {
        "multichoice" => {
            let single = child(question, "single").text().unwrap();
            assert!(single == "true" || single == "false");
            child(question, "shuffleanswers");
            let right: f64 = fractions().filter(|f| *f > 0.0).sum();
            assert!(
                (right - 100.0).abs() < 1e-3,
                "right choices add to 100 %: {right}"
            );
            for answer in &answers {
                child(*answer, "feedback");
            }
        }
        "truefalse" => {
            let texts: Vec<&str> = answers
                .iter()
                .map(|a| child(*a, "text").text().unwrap())
                .collect();
            assert_eq!(texts, ["true", "false"]);
            assert_eq!(fractions().filter(|f| *f == 100.0).count(), 1);
        }
        "numerical" => {
            assert_eq!(fractions().next(), Some(100.0));
            for answer in &answers {
                let value: f64 = child(*answer, "text").text().unwrap().parse().unwrap();
                assert!(value.is_finite());
                let tolerance: f64 = child(*answer, "tolerance").text().unwrap().parse().unwrap();
                assert!(tolerance >= 0.0);
            }
        }
        "calculated" => {
            let formula = child(answers[0], "text").text().unwrap();
            assert!(formula.contains('{'), "wildcards: {formula}");
            assert!(!formula.contains("ln("), "PHP's log: {formula}");
            let kind = child(answers[0], "tolerancetype").text().unwrap();
            assert!(kind == "1" || kind == "2");
            let definitions: Vec<Node> = child(question, "dataset_definitions")
                .children()
                .filter(|c| c.has_tag_name("dataset_definition"))
                .collect();
            assert!(!definitions.is_empty());
            for definition in definitions {
                let name = text_of(definition, "name");
                assert!(formula.contains(&format!("{{{name}}}")) || !name.is_empty());
                let min: f64 = text_of(definition, "minimum").parse().unwrap();
                let max: f64 = text_of(definition, "maximum").parse().unwrap();
                assert!(min <= max);
                let items: Vec<Node> = child(definition, "dataset_items")
                    .children()
                    .filter(|c| c.has_tag_name("dataset_item"))
                    .collect();
                let count: usize = child(definition, "itemcount")
                    .text()
                    .unwrap()
                    .parse()
                    .unwrap();
                assert_eq!(items.len(), count);
                for item in items {
                    let value: f64 = child(item, "value").text().unwrap().parse().unwrap();
                    assert!(
                        value >= min - 1e-9 && value <= max + 1e-9,
                        "{name}: {value}"
                    );
                }
            }
        }
        "ordering" => {
            let places: Vec<f64> = fractions().collect();
            let expected: Vec<f64> = (1..=places.len()).map(|p| p as f64).collect();
            assert_eq!(places, expected, "the fraction is the right place");
            child(question, "gradingtype");
        }
        other => panic!("unexpected question type {other}"),
    }
}

#[test]
fn every_shipped_quiz_exports_as_moodle_reads_it() {
    let (catalog, _) = Catalog::builtin();
    for lang in [Lang::En, Lang::Es] {
        for loaded in catalog.quizzes_in(lang) {
            let quiz = &loaded.quiz;
            let (xml, stderr) = export(&quiz.id, lang.code());
            let document = Document::parse(&xml).unwrap();
            let root = document.root_element();
            assert_eq!(root.tag_name().name(), "quiz");
            // A rate shown as a percentage, `{p%}`, is written in Moodle's
            // terms, `{={p}*100}`, never left for Moodle to show as is.
            assert!(!xml.contains("%}"), "{} {lang:?}", quiz.id);
            let mut exported = 0;
            for question in root.children().filter(|c| c.has_tag_name("question")) {
                let kind = question.attribute("type").unwrap();
                if kind == "category" {
                    assert!(text_of(question, "category").starts_with("$course$/top/"));
                    continue;
                }
                check_question(question, kind);
                exported += 1;
            }
            // A calculated question with a named formula becomes five
            // fixed variants, and is named on stderr with its reason.
            let mut expected = 0;
            for question in &quiz.questions {
                let fixed = match &question.kind {
                    QuestionKind::Calculated { formula, .. } => formula.to_moodle().is_none(),
                    _ => false,
                };
                if fixed {
                    assert!(stderr.contains(&format!("{}: ", question.id)), "{stderr}");
                    expected += FIXED_VARIANTS;
                } else {
                    expected += 1;
                }
            }
            assert_eq!(exported, expected, "{} {lang:?}", quiz.id);
            // The texts are the ones students read, escaped and back.
            if let Some(asked) = quiz.questions.iter().find(|q| !q.choices().is_empty()) {
                assert!(
                    root.descendants()
                        .any(|n| n.text() == Some(asked.prompt.trim_end())),
                    "{}",
                    quiz.id
                );
            }
        }
    }
}

/// Markup and controls in a quiz file stay text: `<`, `&` and quotes are
/// escaped, and a control XML cannot hold is replaced.
#[test]
fn everything_is_escaped() {
    let root = tempfile::tempdir().unwrap();
    let file = root.path().join("tricky.en.yaml");
    std::fs::write(
        &file,
        "id: tricky\nlang: en\ntitle: \"A & B / <C>\"\nquestions:\n  - id: q1\n    type: single\n    prompt: \"Is 1 < 2 && 'x' > \\\"y\\\"? ]]> <b>bold</b>\"\n    choices:\n      - text: \"<script>alert(1)</script>\"\n        correct: true\n        feedback: \"Yes & no\"\n      - text: \"Fish & chips\"\n        feedback: \"No\"\n    explanation: \"Because </text> is text.\"\n",
    )
    .unwrap();
    let output = bloomlab()
        .args(["export", file.to_str().unwrap(), "--format", "moodle-xml"])
        .output()
        .unwrap();
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let xml = String::from_utf8(output.stdout).unwrap();
    let document = Document::parse(&xml).unwrap();
    let texts: Vec<&str> = document.descendants().filter_map(|n| n.text()).collect();
    assert!(texts.contains(&"<script>alert(1)</script>"), "{xml}");
    assert!(
        texts.contains(&"Is 1 < 2 && 'x' > \"y\"? ]]> <b>bold</b>"),
        "{xml}"
    );
    assert!(texts.contains(&"Because </text> is text."), "{xml}");
    assert!(!xml.contains("<script>"));
}

#[test]
fn a_quiz_that_is_not_there_is_bad_input() {
    rejects(
        &["export", "no-such-quiz", "--format", "moodle-xml"],
        "`no-such-quiz`",
        "no quiz file or id",
    );
    rejects(
        &["export", "bloom-self-check", "--format", "gift"],
        "--format",
        "gift",
    );
}
