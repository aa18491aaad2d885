//! Reader 40 (a Spanish student): quiz words that lean on what the
//! student has not been told there.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "a test: a failed unwrap is a failed test"
)]

/// A quiz file's questions, each as its lines.
fn questions(file: &str) -> Vec<Vec<String>> {
    let path = format!("{}/quizzes/{file}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(path).unwrap();
    text.split("\n  - id: ")
        .skip(1)
        .map(|block| block.lines().map(str::to_owned).collect())
        .collect()
}

/// Calls `check` with each line of each question of `file`, beside
/// the question's lines.
fn each_line(file: &str, mut check: impl FnMut(&[String], &str)) {
    for question in questions(file) {
        for line in &question {
            check(&question, line);
        }
    }
}

/// es 6.3: «kiwi compartía el bit 7 con uva» in an explanation of a
/// question that never mentions them: a line that names lesson 1's
/// words says it is lesson 1's example, unless the prompt does.
#[test]
fn lesson_one_words_say_they_are_lesson_one() {
    for (file, lesson) in [
        ("bloom.es.yaml", "lección 1"),
        ("bloom.en.yaml", "lesson 1"),
    ] {
        each_line(file, |question, line| {
            let prompt_says = question
                .iter()
                .any(|line| line.trim_start().starts_with("prompt:") && line.contains(lesson));
            let names = line.contains("kiwi") || line.contains("uva");
            let choice = line.trim_start().starts_with("- text:");
            let says = prompt_says || line.contains(lesson) && !choice;
            assert!(!names || says, "{file}: «{}» without {lesson}", line.trim());
        });
    }
}

/// es 6.4: the diagnostic quiz comes before the lessons: its words never
/// use k, m or p as a term without saying what it is («unos pocos
/// bits (k, uno por función de hash)»).
#[test]
fn the_diagnostic_uses_no_letter_it_does_not_introduce() {
    for (file, said) in [
        ("diagnostic.es.yaml", "donde"),
        ("diagnostic.en.yaml", "where"),
    ] {
        each_line(file, |_, line| {
            let mut words = line.split(|c: char| !c.is_alphanumeric() && c != '_');
            let bare = words.any(|word| ["k", "m", "p"].contains(&word));
            let introduced = [said, "con m bits", "for m bits", "formula:", "{{"]
                .iter()
                .any(|words| line.contains(words));
            assert!(!bare || introduced, "{file}: {}", line.trim());
        });
    }
}
