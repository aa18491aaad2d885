//! A quiz and a lesson for the course's tests and the screens' tests.

use crate::content::{Document, LoadedLesson, LoadedQuiz, Source, parse_document};

/// A quiz with a question of each kind that takes no drawn numbers.
pub(crate) const QUIZ: &str = "id: t\nlang: en\ntitle: T\nshuffle: false\nquestions:
  - id: one
    type: single
    prompt: Pick b.
    choices:
      - {text: a, feedback: no}
      - {text: b, correct: true, feedback: yes}
    explanation: b.
  - id: some
    type: multiple
    prompt: Pick a and c.
    choices:
      - {text: a, correct: true, feedback: yes}
      - {text: b, feedback: no}
      - {text: c, correct: true, feedback: yes}
    explanation: a and c.
    points: 2
  - id: tf
    type: true-false
    prompt: False?
    answer: false
    if_true: no
    if_false: yes
    explanation: false.
  - id: number
    type: numeric
    prompt: Ten?
    answer: 10
    tolerance: {absolute: 0.5}
    explanation: ten.
  - id: steps
    type: ordering
    prompt: Put them in order.
    items: [first, second, third, fourth]
    explanation: first, second, third, fourth.
    points: 4
";

/// A lesson of three steps, the second with a predict prompt.
pub(crate) const LESSON: &str = "id: l\nlang: en\ntitle: L\nsteps:
  - title: One
    text: Read.
  - title: Two
    text: Guess.
    predict:
      question: Which?
      choices:
        - {text: a, feedback: no}
        - {text: b, correct: true, feedback: yes}
  - title: Three
    text: The end.
";

/// `text` read as a quiz, all its checks passed.
pub(crate) fn quiz(text: &str) -> LoadedQuiz {
    match parse(text) {
        Ok(Document::Quiz(loaded)) => loaded,
        other => panic!("not a valid quiz: {:?}", other.err()),
    }
}

/// `text` read as a lesson, all its checks passed.
pub(crate) fn lesson(text: &str) -> LoadedLesson {
    match parse(text) {
        Ok(Document::Lesson(loaded)) => loaded,
        other => panic!("not a valid lesson: {:?}", other.err()),
    }
}

/// `text` read as a file `t.yaml`.
pub(crate) fn parse(text: &str) -> Result<Document, Vec<crate::content::ContentError>> {
    let source = Source::from_bytes("t.yaml", text.as_bytes().to_vec()).unwrap();
    parse_document(&source)
}
