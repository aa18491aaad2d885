//! Lessons and quizzes: the shipped course, the guide's examples, fixtures
//! of valid and invalid files, and a loader that never panics or hangs.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "a test: a failed unwrap is a failed test (clippy.toml's allow-unwrap-in-tests misses the helpers of integration tests)"
)]

use std::path::{Path, PathBuf};

use bloomlab::content::{
    self, Catalog, Document, LoadedLesson, QuestionType, Source, check_paths, parse_document,
    shipped_files, translation,
};
use bloomlab::lang::Lang;
use proptest::prelude::*;

fn fixtures(kind: &str) -> Vec<PathBuf> {
    let (files, problems) = content::content_files(
        &Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/fixtures/content")
            .join(kind),
    );
    assert!(problems.is_empty(), "{problems:?}");
    files
}

fn parse_text(name: &str, text: &str) -> Result<Document, Vec<content::ContentError>> {
    Source::from_bytes(name, text.as_bytes().to_vec())
        .map_err(|e| vec![e])
        .and_then(|s| parse_document(&s))
}

#[test]
fn shipped_content_is_valid_and_embedded() {
    let (catalog, errors) = Catalog::builtin();
    assert!(errors.is_empty(), "{errors:#?}");
    // Every YAML file in lessons/ and quizzes/ is compiled in.
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut on_disk = Vec::new();
    for folder in ["lessons", "quizzes"] {
        let (files, problems) = content::content_files(&root.join(folder));
        assert!(problems.is_empty(), "{problems:?}");
        for file in files {
            on_disk.push(
                file.strip_prefix(root)
                    .unwrap()
                    .to_string_lossy()
                    .replace('\\', "/"),
            );
        }
    }
    let embedded: Vec<String> = shipped_files()
        .iter()
        .map(|(path, _)| (*path).to_owned())
        .collect();
    assert_eq!(on_disk, embedded);
    assert!(!catalog.lessons.is_empty() && !catalog.quizzes.is_empty());
    let report = check_paths(&[root.join("lessons"), root.join("quizzes")]);
    assert!(report.is_valid(), "{:#?}", report.files);
}

#[test]
fn every_lesson_and_quiz_exists_in_both_languages_with_the_same_structure() {
    let (catalog, _) = Catalog::builtin();
    for lesson in &catalog.lessons {
        let id = &lesson.lesson.id;
        for lang in Lang::ALL {
            let twin = catalog
                .lessons
                .iter()
                .find(|l| &l.lesson.id == id && l.lesson.lang == lang)
                .unwrap_or_else(|| panic!("lesson {id} has no {lang:?} version"));
            let (a, b) = (
                Document::Lesson(lesson.clone()),
                Document::Lesson(twin.clone()),
            );
            assert_eq!(translation::compare(&a, &b), None, "lesson {id}");
            // Beyond what `check` compares: the shipped scenes must work out
            // to the same bits, hashed positions included.
            assert_eq!(scene_bits(lesson), scene_bits(twin), "lesson {id}");
        }
    }
    for quiz in &catalog.quizzes {
        let id = &quiz.quiz.id;
        for lang in Lang::ALL {
            let twin = catalog
                .quizzes
                .iter()
                .find(|q| &q.quiz.id == id && q.quiz.lang == lang)
                .unwrap_or_else(|| panic!("quiz {id} has no {lang:?} version"));
            let (a, b) = (Document::Quiz(quiz.clone()), Document::Quiz(twin.clone()));
            assert_eq!(translation::compare(&a, &b), None, "quiz {id}");
        }
    }
}

/// A step's scene as worked out: the cells after it, and the positions
/// each operation touched.
type SceneBits = (Vec<u8>, Vec<Vec<u64>>);

fn scene_bits(loaded: &LoadedLesson) -> Vec<Option<SceneBits>> {
    loaded
        .scenes
        .iter()
        .map(|scene| {
            scene.as_ref().map(|s| {
                let positions = s.results.iter().map(|r| r.positions.clone()).collect();
                (s.after.cells.clone(), positions)
            })
        })
        .collect()
}

#[test]
fn the_course_lesson_tells_the_12_bit_story() {
    let (catalog, _) = Catalog::builtin();
    for lang in Lang::ALL {
        let lesson = catalog
            .lessons
            .iter()
            .find(|l| l.lesson.lang == lang)
            .unwrap();
        let scenes: Vec<_> = lesson.scenes.iter().flatten().collect();
        let first = scenes.first().unwrap();
        assert_eq!((first.after.m, first.after.k), (12, 2));
        let results: Vec<_> = scenes.iter().flat_map(|s| &s.results).collect();
        let uva = results
            .iter()
            .find(|r| r.word.as_deref() == Some("uva"))
            .unwrap();
        assert_eq!(uva.positions, vec![2, 7]);
        let pera = results
            .iter()
            .find(|r| r.word.as_deref() == Some("pera"))
            .unwrap();
        assert!(
            pera.answer.as_ref().unwrap().is_false_positive(),
            "pera is a false positive"
        );
        assert!(
            results
                .iter()
                .any(|r| r.answer.as_ref().is_some_and(|a| a.is_false_negative())),
            "clearing uva's bits makes another word a false negative"
        );
        assert!(
            scenes.iter().any(|s| s.after.counting),
            "the counting-filter fix"
        );
        let predicts = lesson
            .lesson
            .steps
            .iter()
            .filter(|s| s.predict.is_some())
            .count();
        assert!(predicts >= 3, "{predicts} predict prompts");
    }
}

#[test]
fn the_course_quiz_covers_every_question_type() {
    let (catalog, _) = Catalog::builtin();
    for quiz in &catalog.quizzes {
        // The lessons' own quizzes: the first is the long self-check.
        let least = if quiz.quiz.id == "bloom-self-check" {
            13
        } else {
            7
        };
        assert!(
            quiz.quiz.questions.len() >= least,
            "{}: {} questions",
            quiz.origin,
            quiz.quiz.questions.len()
        );
        for kind in [
            QuestionType::Single,
            QuestionType::Multiple,
            QuestionType::TrueFalse,
            QuestionType::Numeric,
            QuestionType::Calculated,
        ] {
            assert!(
                quiz.quiz
                    .questions
                    .iter()
                    .any(|q| q.question_type() == kind),
                "no {} question in {}",
                kind.name(),
                quiz.origin
            );
        }
    }
}

#[test]
fn the_guides_examples_are_valid() {
    let guide =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/authoring.md"))
            .unwrap();
    let blocks: Vec<&str> = guide
        .split("```yaml\n")
        .skip(1)
        .map(|rest| rest.split("```").next().unwrap())
        .collect();
    assert_eq!(
        blocks.len(),
        3,
        "the guide has a complete lesson, a lesson with experiments and a complete quiz"
    );
    let kinds: Vec<&str> = blocks
        .iter()
        .enumerate()
        .map(
            |(i, text)| match parse_text(&format!("docs/authoring.md example {}", i + 1), text) {
                Ok(document) => {
                    // Copied into a course folder, an example must add,
                    // not replace a shipped lesson or quiz.
                    let (shipped, _) = Catalog::builtin();
                    let ids = shipped
                        .lessons
                        .iter()
                        .map(|l| &l.lesson.id)
                        .chain(shipped.quizzes.iter().map(|q| &q.quiz.id));
                    for id in ids {
                        assert_ne!(id, document.id(), "example {} uses a shipped id", i + 1);
                    }
                    document.kind()
                }
                Err(errors) => panic!("{errors:#?}"),
            },
        )
        .collect();
    assert_eq!(kinds, ["lesson", "lesson", "quiz"]);
}

#[test]
fn valid_fixtures_load() {
    let files = fixtures("valid");
    assert!(files.len() >= 3);
    for file in files {
        if let Err(errors) = content::load_file(&file) {
            panic!("{}: {errors:#?}", file.display());
        }
    }
}

#[test]
fn invalid_fixtures_give_their_expected_message() {
    let files = fixtures("invalid");
    assert!(files.len() >= 15);
    for file in files {
        let text = std::fs::read_to_string(&file).unwrap();
        let expected = text
            .lines()
            .next()
            .and_then(|line| line.strip_prefix("# expect: "))
            .unwrap_or_else(|| panic!("{} lacks its `# expect:` line", file.display()));
        let errors = content::load_file(&file).expect_err("invalid fixture loads");
        let shown: Vec<String> = errors.iter().map(ToString::to_string).collect();
        let wanted = format!("{}:{expected}", file.display());
        assert!(
            shown.iter().any(|line| line.starts_with(&wanted)),
            "{}\n  wanted: {wanted}\n  got: {shown:#?}",
            file.display()
        );
    }
}

/// Load `bytes` as a file, and insist on a clear error at a real place.
/// (How fast is a benchmark's question: `cargo bench --bench check`.)
fn rejects_clearly(name: &str, bytes: Vec<u8>, message: &str) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join(name);
    std::fs::write(&path, bytes).unwrap();
    let errors = content::load_file(&path).expect_err("must be rejected");
    assert!(
        errors
            .iter()
            .any(|e| e.message.to_string().contains(message) && e.line >= 1 && e.column >= 1),
        "{name}: {errors:#?}"
    );
}

#[test]
fn a_truncated_file() {
    rejects_clearly(
        "truncated.yaml",
        b"id: x\nlang: en\ntitle: [a, b\n".to_vec(),
        "did not find expected",
    );
}

#[test]
fn wrong_types() {
    rejects_clearly(
        "types.yaml",
        b"id: 3\nlang: en\ntitle: t\nsteps: 7\n".to_vec(),
        "invalid type",
    );
}

#[test]
fn two_hundred_levels_of_brackets() {
    let nested = format!("id: x\nsteps: {}{}\n", "[".repeat(200), "]".repeat(200));
    rejects_clearly(
        "nested.yaml",
        nested.into_bytes(),
        "nested more than 64 deep",
    );
}

#[test]
fn two_hundred_levels_of_indentation() {
    let block_nested: String = (0..200)
        .map(|i| format!("{}- \n", "  ".repeat(i)))
        .collect();
    rejects_clearly(
        "block.yaml",
        format!("steps:\n{block_nested}").into_bytes(),
        "nested too deeply",
    );
}

#[test]
fn an_alias_bomb() {
    // A billion laughs inside a field that takes any YAML value: each
    // anchor repeats the previous one nine times.
    let mut laughs = vec!["&x0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]".to_owned()];
    for i in 1..10 {
        laughs.push(format!(
            "&x{i} [{}]",
            vec![format!("*x{}", i - 1); 9].join(", ")
        ));
    }
    let bomb = format!(
        "id: q\nlang: en\ntitle: t\nquestions:\n  - id: a\n    type: numeric\n    prompt: p\n    explanation: e\n    answer: [{}]\n",
        laughs.join(", ")
    );
    rejects_clearly("bomb.yaml", bomb.into_bytes(), "anchors and aliases");
}

#[test]
fn a_twenty_megabyte_file() {
    rejects_clearly(
        "huge.yaml",
        vec![b'#'; 20 * 1024 * 1024],
        "the limit is 1048576 bytes",
    );
}

#[test]
fn binary_garbage() {
    let garbage: Vec<u8> = (0..5000u32)
        .map(|i| (i.wrapping_mul(2_654_435_761) >> 13) as u8)
        .collect();
    rejects_clearly("garbage.yaml", garbage, "not UTF-8");
}

#[test]
fn empty_and_blank_files_and_a_bare_scalar() {
    rejects_clearly("empty.yaml", Vec::new(), "the file is empty");
    rejects_clearly(
        "spaces.yaml",
        b"  \n\n# only a comment\n".to_vec(),
        "the file is empty",
    );
    rejects_clearly(
        "scalar.yaml",
        b"just some words\n".to_vec(),
        "top level is not a mapping",
    );
}

#[test]
fn a_byte_order_mark_is_accepted() {
    let guide = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/content/valid/guide-quiz.yaml"),
    )
    .unwrap();
    let mut bytes = b"\xEF\xBB\xBF".to_vec();
    bytes.extend_from_slice(guide.as_bytes());
    let document = Source::from_bytes("bom.yaml", bytes)
        .map_err(|e| vec![e])
        .and_then(|s| parse_document(&s));
    assert!(matches!(document, Ok(Document::Quiz(_))), "{document:?}");
}

#[test]
fn an_instructors_folder_adds_and_replaces() {
    let dir = tempfile::tempdir().unwrap();
    let guide_lesson = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/content/valid/guide-lesson.yaml");
    std::fs::copy(&guide_lesson, dir.path().join("mine.yaml")).unwrap();
    std::fs::write(dir.path().join("broken.yml"), "id: [").unwrap();
    let (builtin, _) = Catalog::builtin();
    let (catalog, errors) = Catalog::with_extra(Some(dir.path()));
    assert_eq!(catalog.lessons.len(), builtin.lessons.len() + 1);
    assert_eq!(errors.len(), 1, "the broken file is reported: {errors:?}");
    assert!(errors[0].file.ends_with("broken.yml"));
    assert!(
        catalog.lesson("tiny-example", Lang::Es).is_some(),
        "falls back to the language it has"
    );
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn the_loader_never_panics_on_bytes(bytes in proptest::collection::vec(any::<u8>(), 0..600)) {
        let _ = Source::from_bytes("fuzz.yaml", bytes).map(|s| parse_document(&s));
    }

    #[test]
    fn the_loader_never_panics_on_mangled_content(cut in 0usize..4000, insert in "[\\[\\]{}:,&*!|>'\"#\\- \n]{0,8}") {
        // Cut a real quiz somewhere and splice in YAML punctuation.
        let quiz = include_str!("../fixtures/content/valid/guide-quiz.yaml");
        let at = quiz.char_indices().map(|(i, _)| i).nth(cut % quiz.chars().count()).unwrap_or(0);
        let text = format!("{}{}{}", &quiz[..at], insert, &quiz[at..]);
        let _ = parse_text("mangled.yaml", &text);
    }
}

/// `check` compares the two languages of a lesson or quiz: a different
/// story is an error at the step or question where it starts, a missing
/// language a warning.
#[test]
fn check_compares_the_two_languages() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/content");
    let report = check_paths(&[root.join("pairs")]);
    let errors: Vec<String> = report.errors().map(ToString::to_string).collect();
    // At the differing field in both files, each naming the other's place.
    assert_eq!(errors.len(), 2, "{errors:#?}");
    assert!(
        errors[0].contains("mini.en.yaml:10:18: question 1 does not match the Spanish version: choice 1 is right here, but wrong there (")
            && errors[0].ends_with("mini.es.yaml:9:9)"),
        "{}",
        errors[0]
    );
    assert!(
        errors[1].contains("mini.es.yaml:9:9: question 1 does not match the English version: choice 1 is wrong here, but right there (")
            && errors[1].ends_with("mini.en.yaml:10:18)"),
        "{}",
        errors[1]
    );
    assert!(report.warnings.is_empty());

    // A lesson: the same steps in English and Spanish, then one step
    // changed, then one step fewer.
    let dir = tempfile::tempdir().unwrap();
    let english = std::fs::read_to_string(root.join("valid/guide-lesson.yaml")).unwrap();
    let spanish = english.replace("lang: en", "lang: es");
    std::fs::write(dir.path().join("tiny.en.yaml"), &english).unwrap();
    std::fs::write(dir.path().join("tiny.es.yaml"), &spanish).unwrap();
    let report = check_paths(&[dir.path().to_path_buf()]);
    assert!(
        report.is_valid() && report.warnings.is_empty(),
        "{report:#?}"
    );

    let moved = spanish.replace("positions: [0, 3]", "positions: [0, 2]");
    std::fs::write(dir.path().join("tiny.es.yaml"), &moved).unwrap();
    let report = check_paths(&[dir.path().to_path_buf()]);
    let errors: Vec<String> = report.errors().map(ToString::to_string).collect();
    assert_eq!(errors.len(), 2, "{errors:#?}");
    assert!(
        errors[0].contains("tiny.en.yaml:18:22: step 2 does not match the Spanish version: the position list of operation 1 is [0, 3] here, but [0, 2] there (")
            && errors[0].ends_with("tiny.es.yaml:18:22)"),
        "{errors:#?}"
    );
    assert!(
        errors[1].contains("tiny.es.yaml:18:22: step 2 does not match the English version: the position list of operation 1 is [0, 2] here, but [0, 3] there ("),
        "{errors:#?}"
    );

    let last_step = spanish.find("  - title: Look up").unwrap();
    std::fs::write(dir.path().join("tiny.es.yaml"), &spanish[..last_step]).unwrap();
    let report = check_paths(&[dir.path().to_path_buf()]);
    let errors: Vec<String> = report.errors().map(ToString::to_string).collect();
    assert!(
        errors.iter().any(|e| e
            .contains("tiny.en.yaml:20:5: 3 steps here, but 2 in the Spanish version (")
            && e.contains("tiny.es.yaml:6:3)")),
        "{errors:#?}"
    );
    assert!(
        errors.iter().any(|e| e
            .contains("tiny.es.yaml:6:3: 2 steps here, but 3 in the English version (")
            && e.contains("tiny.en.yaml:20:5)")),
        "{errors:#?}"
    );

    // A Spanish file name with `lang: en` inside.
    std::fs::write(dir.path().join("tiny.es.yaml"), &english).unwrap();
    let report = check_paths(&[dir.path().to_path_buf()]);
    let error = report.errors().next().unwrap().to_string();
    assert!(
        error.contains("tiny.es.yaml:2:7: the file name says `es` but the file says `lang: en`"),
        "{error}"
    );

    // That failing file is not "missing": no warning for its twin.
    assert!(report.warnings.is_empty(), "{:?}", report.warnings);
    // The same file reached twice is checked once.
    std::fs::write(dir.path().join("tiny.es.yaml"), &spanish).unwrap();
    let report = check_paths(&[dir.path().to_path_buf(), dir.path().join("tiny.en.yaml")]);
    assert_eq!(report.files.len(), 2);
    assert!(report.is_valid(), "{report:#?}");

    std::fs::remove_file(dir.path().join("tiny.es.yaml")).unwrap();
    let report = check_paths(&[dir.path().to_path_buf()]);
    assert!(report.is_valid());
    assert_eq!(report.warnings.len(), 1);
    assert!(
        report.warnings[0]
            .to_string()
            .contains("lesson `tiny-example` has no Spanish version among the checked files"),
        "{:?}",
        report.warnings
    );
}

/// A scene whose array cannot start (m too large) is one problem: the
/// scenes after it are not each reported as "no bit array yet".
#[test]
fn a_broken_array_is_reported_once() {
    let text = r"id: once
lang: en
title: Once
steps:
  - title: Start
    text: An array too big.
    scene:
      m: 5000
      k: 2
  - title: Add
    text: Add a word.
    scene:
      ops:
        - add: uva
  - title: Query
    text: Look it up.
    scene:
      ops:
        - query: uva
  - title: Fresh
    text: A new array works again.
    scene:
      m: 12
      k: 2
      ops:
        - add: uva
          positions: [2, 2, 7]
";
    let errors = parse_text("once.yaml", text).unwrap_err();
    let shown: Vec<String> = errors.iter().map(ToString::to_string).collect();
    assert_eq!(shown.len(), 2, "{shown:#?}");
    assert!(
        shown[0].starts_with("once.yaml:8:10: m must be from 1 to 4096 (got 5000)"),
        "{shown:#?}"
    );
    // The fresh array of step 4 is checked again: 3 positions for k = 2.
    assert!(
        shown[1].contains("needs exactly k = 2 positions (got 3)"),
        "{shown:#?}"
    );
}
