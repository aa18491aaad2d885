//! The quiz model: grading, placeholders, and a question read on its own.

use super::raw::RawQuestion;
use super::*;
use rand::SeedableRng;
use rand::rngs::StdRng;

/// A question read from YAML as a quiz's question is.
pub(super) fn question(yaml: &str) -> Question {
    let raw: RawQuestion = serde_yaml::from_str(yaml).unwrap();
    raw.into_question().unwrap()
}

fn choice(text: &str, correct: bool) -> Choice {
    Choice {
        text: text.to_owned(),
        correct,
        feedback: format!("about {text}"),
    }
}

fn with_kind(kind: QuestionKind) -> Question {
    Question {
        id: "q".into(),
        prompt: "P?".into(),
        explanation: "E.".into(),
        hint: None,
        points: 3,
        shuffle: None,
        partial_credit: false,
        kind,
        feedback_for: Vec::new(),
    }
}

#[test]
fn placeholders_and_values() {
    assert_eq!(
        placeholders("bits for {n} at p = {p}? {not a name}"),
        vec!["n", "p"]
    );
    assert_eq!(crate::units::number(Lang::En, 10000.0), "10,000");
    assert_eq!(crate::units::number(Lang::Es, 0.01), "0.01");
}

/// Reader 43 (es 5.2, en 4.2): a placeholder inside a formula takes no
/// thousands separator («m/n = 19 000/2000», «(600/1,000)» read as two
/// numbers and a list); in a sentence it stays grouped.
#[test]
fn a_placeholder_in_a_formula_is_not_grouped() {
    let values = BTreeMap::from([
        ("m".to_owned(), 19_000.0),
        ("n".to_owned(), 2000.0),
        ("x".to_owned(), 600.0),
        ("w".to_owned(), 1000.0),
    ]);
    assert_eq!(
        super::fill_in("m/n = {m}/{n}; ({x}/{w})² of {m} bits", &values, Lang::Es),
        "m/n = 19000/2000; (600/1000)² of 19\u{a0}000 bits"
    );
    assert_eq!(
        super::fill_in("({x}/{w}) to the power; {m}·k, {w} keys", &values, Lang::En),
        "(600/1000) to the power; 19000·k, 1,000 keys"
    );
}

/// `{p%}` names p and writes it as a percentage, in each language's
/// style: 0.001 is «0,1 %», 0.0001 «0.01 %».
#[test]
fn a_rate_placeholder_reads_as_a_percentage() {
    assert_eq!(placeholders("at p = {p%} for {n}"), vec!["p", "n"]);
    let values = BTreeMap::from([("p".to_owned(), 0.001), ("n".to_owned(), 1000.0)]);
    assert_eq!(
        super::fill_in("p = {p%}, n = {n}", &values, Lang::Es),
        "p = 0,1\u{a0}%, n = 1000"
    );
    let values = BTreeMap::from([("p".to_owned(), 0.0001)]);
    assert_eq!(super::fill_in("{p%}", &values, Lang::En), "0.01\u{a0}%");
}

#[test]
fn choice_questions_want_exactly_the_right_choices() {
    let choices = vec![choice("a", true), choice("b", false), choice("c", true)];
    let multiple = with_kind(QuestionKind::Multiple {
        choices: choices.clone(),
    });
    let none = BTreeMap::new();
    let grade = |question: &Question, answer: Answer| question.grade(&answer, &none);
    assert_eq!(
        grade(&multiple, Answer::Choices(vec![2, 0, 2])),
        Grade {
            correct: true,
            points: 3
        }
    );
    assert!(!grade(&multiple, Answer::Choices(vec![0])).correct);
    assert!(!grade(&multiple, Answer::Choices(vec![0, 1, 2])).correct);
    assert!(!grade(&multiple, Answer::Bool(true)).correct);
    assert_eq!(
        multiple.feedback(&Answer::Choices(vec![1])),
        ["about b".to_owned()]
    );
    let single = with_kind(QuestionKind::Single {
        choices: vec![choice("a", false), choice("b", true)],
    });
    assert!(grade(&single, Answer::Choices(vec![1])).correct);
    assert!(!grade(&single, Answer::Choices(vec![0])).correct);
    assert!(single.is_right_option(1) && !single.is_right_option(0));
    assert!(!single.is_right_option(7), "no such option");
}

#[test]
fn true_false_questions_take_a_bool_and_say_why() {
    let question = with_kind(QuestionKind::TrueFalse {
        answer: false,
        if_true: "No: shared bits.".into(),
        if_false: "Right.".into(),
    });
    let none = BTreeMap::new();
    assert!(question.grade(&Answer::Bool(false), &none).correct);
    assert!(!question.grade(&Answer::Bool(true), &none).correct);
    assert!(!question.grade(&Answer::Choices(vec![1]), &none).correct);
    assert_eq!(question.option_answer(1), Some(Answer::Bool(false)));
    assert!(question.is_right_option(1) && !question.is_right_option(0));
    assert_eq!(
        question.feedback(&Answer::Bool(true)),
        ["No: shared bits.".to_owned()]
    );
    assert!(question.choices().is_empty());
}

#[test]
fn numeric_questions_grade_within_their_tolerance() {
    let question = with_kind(QuestionKind::Numeric {
        answer: 9.585,
        tolerance: Tolerance::Relative(0.02),
        unit: Some("bits".into()),
    });
    let none = BTreeMap::new();
    assert_eq!(question.expected_number(&none), Some(9.585));
    assert!(question.grade(&Answer::Number(9.7), &none).correct);
    assert!(!question.grade(&Answer::Number(9.9), &none).correct);
    assert!(!question.grade(&Answer::Choices(vec![0]), &none).correct);
    assert_eq!(question.unit(), Some("bits"));
    assert_eq!(question.option_answer(0), None);
    assert!(question.feedback(&Answer::Number(9.7)).is_empty());
}

#[test]
fn ranges_draw_on_their_grid() {
    let mut rng = StdRng::seed_from_u64(1);
    let whole = ParamRange::Span {
        min: 1000.0,
        max: 5000.0,
        step: Some(1000.0),
    };
    for _ in 0..100 {
        let v = whole.draw(&mut rng);
        assert!((1000.0..=5000.0).contains(&v) && v % 1000.0 == 0.0, "{v}");
    }
    let listed = ParamRange::Values(vec![0.1, 0.01]);
    assert!([0.1, 0.01].contains(&listed.draw(&mut rng)));
}

/// The expected answer is computed from the numbers the prompt shows,
/// not from the unrounded draw (0.05678 shown, 0.0567839… drawn).
#[test]
fn calculated_answers_use_the_numbers_shown() {
    let question = question(
        "id: size\ntype: calculated\nprompt: Bits for {n} elements at p = {p}?\n\
         parameters:\n  n: {values: [10000000]}\n  p: {min: 0.001, max: 0.1}\n\
         formula: bits_for\ntolerance: {absolute: 100}\nexplanation: m = −n·ln p / (ln 2)².\n",
    );
    let mut rng = StdRng::seed_from_u64(3);
    for _ in 0..200 {
        let values = question.draw(&mut rng);
        let p = values["p"];
        let prompt = question.prompt_with(&values, Lang::En);
        let shown: f64 = prompt
            .rsplit("p = ")
            .next()
            .and_then(|rest| rest.strip_suffix('?'))
            .and_then(|text| text.parse().ok())
            .unwrap();
        assert_eq!(shown, p, "{prompt}");
        let from_shown = -10_000_000.0 * shown.ln() / std::f64::consts::LN_2.powi(2);
        let expected = question.expected_number(&values).unwrap();
        assert!(
            (expected - from_shown).abs() < 1e-6,
            "{expected} vs {from_shown}"
        );
    }
}

#[test]
fn hints_and_explanations_show_the_drawn_numbers_too() {
    let question = question(
        "id: size\ntype: calculated\nprompt: Bits for {n} at {p}?\n\
         parameters:\n  n: {values: [1000]}\n  p: {values: [0.01]}\nformula: bits_for\n\
         tolerance: {relative: 0.02}\nhint: Start from {n}.\n\
         explanation: For {n} keys, 9.59 bits each.\n",
    );
    let values = BTreeMap::from([("n".to_owned(), 1000.0)]);
    assert_eq!(
        question.hint_with(&values, Lang::En).unwrap(),
        "Start from 1,000."
    );
    assert_eq!(
        question.explanation_with(&values, Lang::En),
        "For 1,000 keys, 9.59 bits each."
    );
}

#[test]
fn a_quiz_read_directly_needs_what_each_kind_needs() {
    let head = "id: q\nlang: en\ntitle: T\nquestions:\n  - id: a\n    type: true-false\n    \
                prompt: P\n    explanation: E\n";
    let err = serde_yaml::from_str::<Quiz>(head).unwrap_err().to_string();
    assert!(
        err.contains("questions[0]: a true-false question needs `answer`"),
        "{err}"
    );
    let whole = format!("{head}    answer: true\n    if_true: T\n    if_false: F\n    points: 0\n");
    let quiz: Quiz = serde_yaml::from_str(&whole).unwrap();
    assert_eq!(
        quiz.questions[0].points, 0,
        "only the kind's fields are checked"
    );
    assert_eq!(quiz.questions[0].question_type(), QuestionType::TrueFalse);
}

#[test]
fn tolerances() {
    let abs = Tolerance::Absolute(0.2);
    assert!(abs.accepts(9.6, 9.45) && !abs.accepts(9.6, 9.3));
    let rel = Tolerance::Relative(0.02);
    assert!(rel.accepts(1000.0, 1019.0) && !rel.accepts(1000.0, 1021.0));
    assert!(!rel.accepts(f64::INFINITY, 1e300) && !abs.accepts(1.0, f64::NAN));
}

/// Reader 35 (es 6.1): «59,9 %» was graded right for 0,5991 MB: an answer
/// below 1 took a % whatever its unit. A number in a unit takes none; a
/// share with no unit still does.
#[test]
fn a_number_in_a_unit_takes_no_percent() {
    let (catalog, _) = crate::content::Catalog::builtin();
    let quiz = &catalog.quiz("bloom-self-check", Lang::Es).unwrap().quiz;
    let question = |id: &str| quiz.questions.iter().find(|q| q.id == id).unwrap();
    let values = BTreeMap::from([("n".to_owned(), 1e6), ("p".to_owned(), 0.1)]);
    let in_mb = question("size-in-mb");
    assert!(in_mb.expected_number(&values).unwrap() < 1.0);
    assert!(!in_mb.takes_percent(&values));
    let share = quiz
        .questions
        .iter()
        .find(|q| {
            q.unit().is_none() && q.expected_number(&BTreeMap::new()).is_some_and(|v| v < 1.0)
        })
        .expect("a share with no unit");
    assert!(share.takes_percent(&BTreeMap::new()));
}
