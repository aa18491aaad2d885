//! A quiz's content hash: what its answers mean, without its words.

use crate::content::{Question, QuestionKind, Quiz};

/// A hash of the quiz's language-neutral structure: its id, and for each
/// question its id, type, points, how many choices there are and which
/// are right, the true/false answer, the numeric answer, the tolerance,
/// the parameter ranges and the formula. Prompts, choice texts, feedback
/// and explanations are left out, so the Spanish and English files of one
/// quiz share the hash while they agree, and their answers (kept by
/// choice id) can be counted together; the attempt's `lang` still tells
/// the languages apart. Moving a choice, changing an answer or a range
/// changes the hash: the class summary then says that the attempts were
/// made on different versions of the quiz.
///
/// Written `s1-` and 32 hex digits (XXH3, 128 bits); `s1` names this
/// recipe, should it ever change.
pub fn content_hash(quiz: &Quiz) -> String {
    let mut structure = format!("quiz {:?}\n", quiz.id);
    for question in &quiz.questions {
        structure.push_str(&question_structure(question));
        structure.push('\n');
    }
    format!(
        "s1-{:032x}",
        xxhash_rust::xxh3::xxh3_128(structure.as_bytes())
    )
}

fn question_structure(question: &Question) -> String {
    let kind = match &question.kind {
        QuestionKind::Single { choices } | QuestionKind::Multiple { choices } => {
            let right: Vec<bool> = choices.iter().map(|choice| choice.correct).collect();
            // Partial credit grades differently; without it the hash of
            // every existing quiz stays as it was.
            let partial = if question.partial_credit {
                " partial"
            } else {
                ""
            };
            format!("right {right:?}{partial}")
        }
        QuestionKind::TrueFalse { answer, .. } => format!("answer {answer}"),
        QuestionKind::Numeric {
            answer, tolerance, ..
        } => format!("answer {answer:?} {tolerance:?}"),
        QuestionKind::Calculated {
            parameters,
            formula,
            tolerance,
            ..
        } => format!("{parameters:?} {formula:?} {tolerance:?}"),
        QuestionKind::Ordering(ordering) => format!("items {}", ordering.items.len()),
    };
    format!(
        "question {:?} {:?} points {} {kind}",
        question.id,
        question.question_type(),
        question.points
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::content::{Document, Source, parse_document};

    fn hash(yaml: &str) -> String {
        let source = Source::from_bytes("t.yaml", yaml.as_bytes().to_vec()).unwrap();
        let Ok(Document::Quiz(loaded)) = parse_document(&source) else {
            panic!("valid quiz: {yaml}");
        };
        content_hash(&loaded.quiz)
    }

    fn quiz(lang: &str, words: [&str; 3], right: usize) -> String {
        let [prompt, a, b] = words;
        let mark = |i: usize| if i == right { ", correct: true" } else { "" };
        format!(
            "id: t\nlang: {lang}\ntitle: {prompt}\nquestions:\n  - id: one\n    type: single\n    prompt: {prompt}\n    choices:\n      - {{text: {a}, feedback: {a}{}}}\n      - {{text: {b}, feedback: {b}{}}}\n    explanation: {prompt}\n",
            mark(0),
            mark(1)
        )
    }

    /// The words do not count; which choice is right does.
    #[test]
    fn languages_share_the_hash_and_answers_change_it() {
        let en = hash(&quiz("en", ["Pick", "yes", "no"], 0));
        let es = hash(&quiz("es", ["Elige", "sí", "no"], 0));
        let moved = hash(&quiz("en", ["Pick", "yes", "no"], 1));
        assert!(en.starts_with("s1-") && en.len() == 35, "{en}");
        assert_eq!(en, es);
        assert_ne!(en, moved);
    }
}
