//! The class summary's figures against a hand computation: Cronbach's α,
//! the standard deviations, the error ratio and standard error, the
//! discrimination index, the discriminative efficiency, the random guess
//! score, the responses and the learning gain g, for a class of five who
//! took three questions of the shipped self-check twice.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "a test: a failed unwrap is a failed test (clippy.toml's allow-unwrap-in-tests misses the helpers of integration tests)"
)]

use crate::cli_support;

use bloomlab::content::Catalog;
use bloomlab::lang::Lang;
use bloomlab::records::summary::{self, Counted, Options};
use bloomlab::records::{AnsweredQuestion, QuizAttempt, Records, content_hash, save_records};
use cli_support::bloomlab;
use serde_json::Value;

const QUIZ: &str = "bloom-self-check";
/// Three single-choice questions of the shipped quiz; choice 0 is right
/// in each, choice 1 wrong.
const QUESTIONS: [&str; 3] = ["guarantee", "no-delete", "one-to-tenth"];

/// The class, right (1) or wrong (0) on the three questions:
///
/// | student | pre   | total | post  |
/// |---------|-------|-------|-------|
/// | A       | 1 1 1 | 3     | 1 1 1 |
/// | B       | 1 1 0 | 2     | 1 1 1 |
/// | C       | 1 0 1 | 2     | 1 0 1 |
/// | D       | 0 1 0 | 1     | 1 1 0 |
/// | E       | 0 0 0 | 0     | 1 0 0 |
const CLASS: [(&str, [u32; 3], [u32; 3]); 5] = [
    ("A", [1, 1, 1], [1, 1, 1]),
    ("B", [1, 1, 0], [1, 1, 1]),
    ("C", [1, 0, 1], [1, 0, 1]),
    ("D", [0, 1, 0], [1, 1, 0]),
    ("E", [0, 0, 0], [1, 0, 0]),
];

fn attempt(hash: &str, lang: &str, right: [u32; 3], finished_at: u64) -> QuizAttempt {
    QuizAttempt {
        quiz_id: QUIZ.into(),
        lang: lang.into(),
        finished_at,
        score: right.iter().sum(),
        max_score: 3,
        content_hash: hash.into(),
        questions: QUESTIONS
            .iter()
            .zip(right)
            .map(|(id, r)| AnsweredQuestion {
                id: (*id).into(),
                answer: if r == 1 { "right" } else { "wrong" }.into(),
                correct: r == 1,
                points: r,
                max_points: 1,
                choice_ids: Some(vec![usize::from(r == 0)]),
                ..AnsweredQuestion::default()
            })
            .collect(),
        ..QuizAttempt::default()
    }
}

fn class() -> Vec<(String, Records)> {
    let (catalog, _) = Catalog::builtin();
    let hash = content_hash(&catalog.quiz(QUIZ, Lang::En).unwrap().quiz);
    CLASS
        .iter()
        .enumerate()
        .map(|(at, (name, pre, post))| {
            // Two work in Spanish, the rest in English.
            let lang = if at < 2 { "es" } else { "en" };
            let records = Records {
                version: 3,
                attempts: vec![
                    attempt(&hash, lang, *pre, 100),
                    attempt(&hash, lang, *post, 200),
                ],
                lessons: Vec::new(),
            };
            ((*name).to_owned(), records)
        })
        .collect()
}

fn near(actual: Option<f64>, expected: f64) -> bool {
    actual.is_some_and(|v| (v - expected).abs() < 1e-9)
}

/// By hand, over the five first attempts:
///
/// - Each question's marks are 1,1,1,0,0 / 1,1,0,1,0 / 1,0,1,0,0: means
///   0.6, 0.6, 0.4; each Σ(x − x̄)² = 3·0.16 + 2·0.36 = 1.2, variance
///   1.2/4 = 0.3 (Σ 0.9), SD √0.3.
/// - Totals 3,2,2,1,0: mean 1.6, Σd² = 1.96+0.16+0.16+0.36+2.56 = 5.2,
///   variance 1.3.
/// - α = 3/2 · (1 − 0.9/1.3) = 0.6/1.3 = 6/13.
/// - Scores in percent are the totals × 100/3: mean 160/3, median 200/3,
///   SD (100/3)·√1.3; error ratio √(1 − 6/13) = √(7/13); standard error
///   √(7/13) · (100/3)·√1.3.
/// - one-to-tenth: x = 1,0,1,0,0 against the rest y = 2,2,1,1,0 (means
///   0.4 and 1.2): dx = .6,−.4,.6,−.4,−.4; dy = .8,.8,−.2,−.2,−1.2;
///   Σdxdy = .48−.32−.12+.08+.48 = 0.6; Σdx² = 1.2; Σdy² = 2.8;
///   discrimination index 0.6/√3.36. Sorted, x = 0,0,0,1,1 and
///   y = 0,1,1,2,2: Σ = .48+.08+.08+.48+.48 = 1.6; discriminative
///   efficiency 0.6/1.6 = 0.375.
#[test]
fn quiz_and_question_figures_match_the_hand_computation() {
    let class = class();
    let named: Vec<(String, &Records)> = class.iter().map(|(n, r)| (n.clone(), r)).collect();
    let (catalog, _) = Catalog::builtin();
    let options = Options {
        counted: Counted::First,
        quizzes: catalog.quizzes.iter().map(|q| &q.quiz).collect(),
        lang: Lang::En,
    };
    let summary = summary::summarise_with(&named, &options);
    let quiz = &summary.quizzes[0];
    assert_eq!(quiz.title.as_deref(), Some("Bloom filters, self-check"));
    assert_eq!((quiz.counted, quiz.counted_students), (5, 5));
    assert!(quiz.small_class, "5 students");
    assert!(
        near(quiz.mean_percent, 160.0 / 3.0),
        "{:?}",
        quiz.mean_percent
    );
    assert!(near(quiz.median_percent, 200.0 / 3.0));
    let sd = 100.0 / 3.0 * 1.3f64.sqrt();
    assert!(near(quiz.sd_percent, sd), "{:?}", quiz.sd_percent);
    assert!(
        near(quiz.cronbach_alpha, 6.0 / 13.0),
        "{:?}",
        quiz.cronbach_alpha
    );
    let ratio = (7.0f64 / 13.0).sqrt();
    assert!(near(quiz.error_ratio_percent, 100.0 * ratio));
    assert!(near(quiz.standard_error_percent, ratio * sd));

    for question in &quiz.questions {
        assert!(near(question.sd, 0.3f64.sqrt()), "{question:?}");
        assert_eq!(question.random_guess, Some(0.25), "one right of four");
        // Every choice listed, nobody's included, es and en together.
        assert_eq!(question.responses.len(), 4, "{:?}", question.responses);
        assert!(question.responses[0].correct);
        assert_eq!(question.responses[2].count + question.responses[3].count, 0);
    }
    let counts: Vec<usize> = quiz.questions[2]
        .responses
        .iter()
        .map(|r| r.count)
        .collect();
    assert_eq!(counts, [2, 3, 0, 0]);
    let tenth = &quiz.questions[2];
    assert_eq!(tenth.question_id, "one-to-tenth");
    assert!(near(tenth.facility, 0.4));
    assert!(
        near(tenth.discrimination, 0.6 / 3.36f64.sqrt()),
        "{tenth:?}"
    );
    assert!(near(tenth.discriminative_efficiency, 0.375), "{tenth:?}");

    // The last attempts instead: A..E score 3,3,2,2,1.
    let last = Options {
        counted: Counted::Last,
        ..options.clone()
    };
    let quiz = &summary::summarise_with(&named, &last).quizzes[0];
    assert!(
        near(quiz.mean_percent, 1100.0 / 15.0),
        "{:?}",
        quiz.mean_percent
    );
    let all = Options {
        counted: Counted::All,
        ..options
    };
    assert_eq!(summary::summarise_with(&named, &all).quizzes[0].counted, 10);
}

/// Pre (first attempt) and post (last) in percent: A 100→100, B 66.7→100,
/// C 66.7→66.7, D 33.3→66.7, E 0→33.3. g = (post − pre)/(100 − pre):
/// A undefined, B 1, C 0, D 0.5, E 1/3; their mean 11/24. Class means
/// 160/3 and 220/3: ⟨g⟩ = (60/3)/(140/3) = 3/7.
#[test]
fn the_learning_gain_matches_the_hand_computation() {
    let class = class();
    let named: Vec<(String, &Records)> = class.iter().map(|(n, r)| (n.clone(), r)).collect();
    let gain = summary::gain(&named, QUIZ, None);
    assert_eq!(gain.n, 5);
    assert!(near(gain.class_g, 3.0 / 7.0), "{:?}", gain.class_g);
    assert!(near(gain.mean_g, 11.0 / 24.0), "{:?}", gain.mean_g);
    let g: Vec<Option<f64>> = gain.students.iter().map(|s| s.g).collect();
    assert_eq!(g[0], None, "pre = 100 %: undefined");
    assert!(near(g[1], 1.0) && near(g[2], 0.0) && near(g[3], 0.5));
    assert!(near(g[4], 1.0 / 3.0));
}

/// The same figures through `bloomlab results --summary`: JSON keys, the
/// Spanish text with decimal commas and the caution, the gain, the grid.
#[test]
fn the_command_prints_the_figures_in_json_text_and_csv() {
    let root = tempfile::tempdir().unwrap();
    let mut paths = Vec::new();
    for (name, records) in class() {
        let dir = root.path().join(&name);
        save_records(&dir, &records).unwrap();
        paths.push(dir.to_str().unwrap().to_owned());
    }
    let run = |args: &[&str]| {
        let output = bloomlab()
            .args(["results", "--summary"])
            .args(args)
            .args(&paths)
            .output()
            .unwrap();
        assert!(
            output.status.success(),
            "{args:?}: {}",
            String::from_utf8_lossy(&output.stderr)
        );
        String::from_utf8(output.stdout).unwrap()
    };
    let json: Value = serde_json::from_str(&run(&["--format", "json", "--gain", QUIZ])).unwrap();
    let quiz = &json["quizzes"][0];
    assert_eq!(quiz["title"], "Bloom filters, self-check");
    for key in [
        "mean_percent",
        "median_percent",
        "sd_percent",
        "cronbach_alpha",
    ] {
        assert!(quiz[key].is_number(), "{key}: {quiz}");
    }
    let question = &quiz["questions"][2];
    for key in ["sd", "random_guess", "discriminative_efficiency"] {
        assert!(question[key].is_number(), "{key}: {question}");
    }
    assert_eq!(question["responses"][0]["correct"], true);
    assert_eq!(question["responses"][3]["count"], 0);
    let gain = &json["gain"];
    assert!((gain["class_g"].as_f64().unwrap() - 3.0 / 7.0).abs() < 1e-9);
    assert_eq!(gain["students"][0]["g"], Value::Null);
    assert_eq!(gain["students"][1]["student"], "B");

    let text = run(&["--lang", "es", "--gain", QUIZ]);
    assert!(
        text.contains("«Filtros de Bloom, autoevaluación» (bloom-self-check): 5 estudiantes"),
        "{text}"
    );
    assert!(text.contains("α de Cronbach): 0,46"), "{text}");
    assert!(text.contains("Precaución: solo 5 estudiantes"), "{text}");
    assert!(text.contains("0,43"), "⟨g⟩ = 3/7: {text}");
    let english = run(&["--lang", "en"]);
    assert!(english.contains("Cronbach's α): 0.46"), "{english}");
    assert!(english.contains("discriminative efficiency"), "{english}");

    let grid = run(&["--format", "csv", "--grid"]);
    let lines: Vec<&str> = grid.lines().collect();
    assert_eq!(
        lines[0],
        "quiz_id,student,finished_at,guarantee,no-delete,one-to-tenth,percent"
    );
    assert_eq!(lines[2], "bloom-self-check,B,100,1,1,0,66.6667");
    assert_eq!(lines.len(), 6);
}

/// Reader 34 (en 1.8): the summary cut a quiz's title in its heading
/// («When a Bloom filter is not enough, self…»), which has a line of
/// its own. The heading gives it whole.
#[test]
fn a_quiz_heading_gives_its_title_whole() {
    let (catalog, _) = Catalog::builtin();
    let id = "bloom-alternatives-quiz";
    let quiz = &catalog.quiz(id, Lang::En).unwrap().quiz;
    let mut one = attempt(&content_hash(quiz), "en", [1, 0, 1], 100);
    one.quiz_id = id.into();
    let root = tempfile::tempdir().unwrap();
    let records = Records {
        version: 3,
        attempts: vec![one],
        lessons: Vec::new(),
    };
    save_records(root.path(), &records).unwrap();
    let output = bloomlab()
        .args(["--lang", "en", "results", "--summary"])
        .arg(root.path())
        .env("COLUMNS", "100")
        .output()
        .unwrap();
    let text = String::from_utf8(output.stdout).unwrap();
    assert!(
        text.contains("“When a Bloom filter is not enough, self-check”"),
        "{text}"
    );
}
