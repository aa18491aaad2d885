//! The ordering question kind through the public API: its checks at
//! file:line:column (one file, and the two languages against each
//! other), grading with partial credit by position, an attempt saved and
//! read back, and the shipped quizzes that use it.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "a test: a failed unwrap is a failed test (clippy.toml's allow-unwrap-in-tests misses the helpers of integration tests)"
)]

use bloomlab::content::{
    self, Answer, Catalog, Document, QuestionKind, QuestionType, Source, check_paths,
    parse_document,
};
use bloomlab::course::QuizSession;
use bloomlab::lang::Lang;
use bloomlab::records::{Records, Store, save_records, summary};

const HEAD: &str = "id: order\nlang: en\ntitle: Order\nquestions:\n";

/// A quiz of one ordering question with these `items` lines.
fn quiz_with(items: &str) -> String {
    format!(
        "{HEAD}  - id: steps
    type: ordering
    prompt: Put the steps in order.
    items:
{items}    explanation: Hash, reduce, set.
    points: 3
"
    )
}

const RIGHT: &str = "      - Hash the key k times.
      - Reduce each hash to a position below m.
      - Set the bit at each position.
";

fn parse(name: &str, text: &str) -> Result<Document, Vec<content::ContentError>> {
    parse_document(&Source::from_bytes(name, text.as_bytes().to_vec()).unwrap())
}

/// Every problem of `text`, as `check` prints them.
fn problems(text: &str) -> Vec<String> {
    match parse("order.en.yaml", text) {
        Ok(_) => Vec::new(),
        Err(errors) => errors.iter().map(ToString::to_string).collect(),
    }
}

#[test]
fn a_valid_ordering_question_reads_its_items_in_order() {
    let Ok(Document::Quiz(loaded)) = parse("order.en.yaml", &quiz_with(RIGHT)) else {
        panic!("{:?}", problems(&quiz_with(RIGHT)));
    };
    let question = &loaded.quiz.questions[0];
    assert_eq!(question.question_type(), QuestionType::Ordering);
    let QuestionKind::Ordering(ordering) = &question.kind else {
        panic!("an ordering question");
    };
    assert_eq!(ordering.items.len(), 3);
    assert_eq!(ordering.items[2], "Set the bit at each position.");
}

#[test]
fn too_few_repeated_or_missing_items_are_reported_where_they_are() {
    assert_eq!(
        problems(&quiz_with("      - Only one step.\n")),
        ["order.en.yaml:9:7: an ordering question needs at least two items (got 1)"]
    );
    assert_eq!(
        problems(&quiz_with(
            "      - Hash the key.\n      - Set the bits.\n      - Hash the key.\n"
        )),
        [
            "order.en.yaml:11:9: item 3 repeats item 1: the items of an ordering question must differ, or two orders would both be right"
        ]
    );
    assert_eq!(
        problems(&quiz_with("      - Hash the key.\n      - \"  \"\n")),
        ["order.en.yaml:10:9: the item is empty"]
    );
    let without = quiz_with("").replace("    items:\n", "    answer: 1\n");
    assert_eq!(
        problems(&without),
        [
            "order.en.yaml:5:5: an ordering question needs `items`: the items in their right order",
            "order.en.yaml:8:13: `answer` does not apply to an ordering question",
        ]
    );
    let ten: String = (1..=10).map(|i| format!("      - Step {i}.\n")).collect();
    let found = problems(&quiz_with(&ten));
    assert!(
        found.iter().any(|p| p.starts_with("order.en.yaml:18:9:")),
        "the tenth item is too many: {found:#?}"
    );
}

#[test]
fn items_do_not_apply_to_other_kinds() {
    let text = format!(
        "{HEAD}  - id: tf
    type: true-false
    prompt: True?
    answer: true
    if_true: Yes.
    if_false: No.
    items: [a, b]
    explanation: It is.
"
    );
    assert_eq!(
        problems(&text),
        ["order.en.yaml:11:12: `items` does not apply to a true-false question"]
    );
}

/// `check` compares the two languages: the same number of items, at the
/// `items` of both files.
#[test]
fn both_languages_need_the_same_number_of_items() {
    let dir = tempfile::tempdir().unwrap();
    let english = quiz_with(RIGHT);
    let spanish = quiz_with(
        "      - Calcula los k hash de la clave.\n      - Pon a 1 el bit de cada posición.\n",
    )
    .replace("lang: en", "lang: es");
    std::fs::write(dir.path().join("order.en.yaml"), &english).unwrap();
    std::fs::write(dir.path().join("order.es.yaml"), &spanish).unwrap();
    let report = check_paths(&[dir.path().to_path_buf()]);
    let errors: Vec<String> = report.errors().map(ToString::to_string).collect();
    assert_eq!(errors.len(), 2, "{errors:#?}");
    assert!(
        errors[0].contains("order.en.yaml:9:7: question 1 does not match the Spanish version: the number of items is 3 here, but 2 there (")
            && errors[0].ends_with("order.es.yaml:9:7)"),
        "{errors:#?}"
    );
    assert!(
        errors[1].contains("order.es.yaml:9:7: question 1 does not match the English version"),
        "{errors:#?}"
    );
}

/// Partial credit by position: points × (items in place) / (items),
/// rounded down; correct only with every item in place.
#[test]
fn orders_get_partial_credit_by_position() {
    let Ok(Document::Quiz(loaded)) = parse("order.en.yaml", &quiz_with(RIGHT)) else {
        panic!("valid");
    };
    let question = &loaded.quiz.questions[0];
    let none = Default::default();
    let grade = |order: Vec<usize>| question.grade(&Answer::Order(order), &none);
    assert_eq!(
        (grade(vec![0, 1, 2]).points, grade(vec![0, 1, 2]).correct),
        (3, true)
    );
    // One in place of three: 3 × 1/3 = 1 point.
    assert_eq!(
        (grade(vec![0, 2, 1]).points, grade(vec![0, 2, 1]).correct),
        (1, false)
    );
    assert_eq!(grade(vec![2, 0, 1]).points, 0, "nothing in place");
    assert_eq!(grade(vec![0, 0, 1]).points, 0, "not an arrangement");
    assert_eq!(question.grade(&Answer::Choices(vec![0]), &none).points, 0);
}

/// An attempt with an order is saved with the order as given, read back
/// the same, and summed up for the class.
#[test]
fn an_order_is_saved_and_read_back_as_given() {
    let Ok(Document::Quiz(loaded)) = parse("order.en.yaml", &quiz_with(RIGHT)) else {
        panic!("valid");
    };
    let mut session = QuizSession::new(loaded, vec![0], 5);
    // Whatever the shuffle, put the last item first: 0 or 1 in place.
    let last = session.row_of(2).unwrap();
    session.cursor = last;
    session.hold(last);
    session.hold(0);
    assert_eq!(session.order[0], 2);
    let given = session.order.clone();
    session.submit_order();
    let attempt = session.next(Lang::En).expect("the attempt ends");
    assert_eq!(attempt.questions[0].choice_ids, Some(given.clone()));
    let dir = tempfile::tempdir().unwrap();
    let records = Records {
        attempts: vec![attempt.clone()],
        ..Records::default()
    };
    save_records(dir.path(), &records).unwrap();
    let read = Store::read(dir.path()).unwrap();
    assert_eq!(read.attempts, std::slice::from_ref(&attempt));
    let saved = &read.attempts[0].questions[0];
    assert_eq!(saved.choice_ids, Some(given));
    assert!(saved.answer.starts_with("Set the bit at each position. > "));
    assert!(!saved.correct);
    let class = summary::summarise(&[("ana".to_owned(), &read)]);
    let question = &class.quizzes[0].questions[0];
    assert_eq!(question.common_wrong[0].count, 1);
    assert_eq!(question.partly_right, usize::from(saved.points > 0));
}

/// The shipped quizzes use ordering questions, in both languages.
#[test]
fn the_shipped_quizzes_ask_orderings() {
    let (catalog, errors) = Catalog::builtin();
    assert!(errors.is_empty());
    for lang in [Lang::En, Lang::Es] {
        let orderings: Vec<&str> = catalog
            .quizzes_in(lang)
            .iter()
            .flat_map(|loaded| &loaded.quiz.questions)
            .filter(|q| q.question_type() == QuestionType::Ordering)
            .map(|q| q.id.as_str())
            .collect();
        assert!(orderings.len() >= 2, "{lang:?}: {orderings:?}");
    }
}
