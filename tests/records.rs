//! Saved results: round trips, crashes mid-save, corrupt and future files,
//! folders that cannot be written, and the CSV export.

use std::fs;

use bloomlab::records::{
    self, AnsweredQuestion, FILE_NAME, FORMAT_VERSION, LessonProgress, Prediction, QuizAttempt,
    Records, Store,
};
use proptest::prelude::*;

fn attempt(score: u32, id: &str) -> QuizAttempt {
    QuizAttempt {
        quiz_id: "bloom-self-check".into(),
        lang: "es".into(),
        finished_at: 1_796_025_600,
        seconds_taken: 120.5,
        score,
        max_score: 3,
        questions: vec![
            AnsweredQuestion {
                id: id.into(),
                answer: "Ningún falso negativo, aunque puede haber falsos positivos".into(),
                correct: true,
                points: 1,
                max_points: 1,
            },
            AnsweredQuestion {
                id: "bits-1pct".into(),
                answer: "9.6".into(),
                correct: score > 1,
                points: u32::from(score > 1),
                max_points: 1,
            },
            AnsweredQuestion {
                id: "delete".into(),
                answer: "true".into(),
                correct: false,
                points: 0,
                max_points: 1,
            },
        ],
    }
}

fn answered() -> impl Strategy<Value = AnsweredQuestion> {
    (
        "[a-z-]{1,12}",
        "\\PC{0,30}",
        any::<bool>(),
        0u32..5,
        1u32..5,
    )
        .prop_map(
            |(id, answer, correct, points, max_points)| AnsweredQuestion {
                id,
                answer,
                correct,
                points,
                max_points,
            },
        )
}

fn attempts() -> impl Strategy<Value = QuizAttempt> {
    (
        "[a-z-]{1,12}",
        prop::sample::select(vec!["es", "en"]),
        any::<u32>(),
        0.0f64..10_000.0,
        prop::collection::vec(answered(), 0..8),
    )
        .prop_map(|(quiz_id, lang, finished_at, seconds_taken, questions)| {
            let score = questions.iter().map(|q| q.points).sum();
            let max_score = questions.iter().map(|q| q.max_points).sum();
            QuizAttempt {
                quiz_id,
                lang: lang.into(),
                finished_at: u64::from(finished_at),
                seconds_taken,
                score,
                max_score,
                questions,
            }
        })
}

fn lessons() -> impl Strategy<Value = LessonProgress> {
    (
        "[a-z-]{1,12}",
        0usize..30,
        prop::collection::vec((0usize..30, 0usize..5, any::<bool>()), 0..5),
    )
        .prop_map(|(lesson_id, step, predictions)| LessonProgress {
            lesson_id,
            lang: "en".into(),
            step,
            steps: 30,
            predictions: predictions
                .into_iter()
                .map(|(step, choice, correct)| Prediction {
                    step,
                    choice,
                    correct,
                })
                .collect(),
            updated_at: 7,
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn save_and_load_round_trip(
        attempts in prop::collection::vec(attempts(), 0..6),
        lessons in prop::collection::vec(lessons(), 0..4),
    ) {
        let dir = tempfile::tempdir().unwrap();
        let records = Records { version: FORMAT_VERSION, attempts, lessons };
        records::save_records(dir.path(), &records).unwrap();
        let store = Store::open(dir.path());
        prop_assert!(store.notices.is_empty(), "{:?}", store.notices);
        prop_assert_eq!(store.records, records);
    }
}

#[test]
fn a_store_remembers_attempts_and_lessons_across_sessions() {
    let dir = tempfile::tempdir().unwrap();
    let mut store = Store::open(dir.path());
    store.record_attempt(attempt(2, "guarantee"));
    store.record_lesson(LessonProgress {
        lesson_id: "bloom-basics".into(),
        lang: "es".into(),
        step: 6,
        steps: 19,
        predictions: vec![Prediction {
            step: 3,
            choice: 0,
            correct: true,
        }],
        updated_at: 5,
    });
    assert!(!store.unsaved);
    let again = Store::open(dir.path());
    assert_eq!(again.records.attempts.len(), 1);
    assert_eq!(again.lesson("bloom-basics", "es").unwrap().step, 6);
    let text = fs::read_to_string(dir.path().join(FILE_NAME)).unwrap();
    assert!(
        text.contains("\"version\": 1"),
        "the format version is in the file"
    );
}

#[test]
fn a_crash_between_write_and_rename_leaves_the_old_file() {
    let dir = tempfile::tempdir().unwrap();
    let old = Records {
        version: FORMAT_VERSION,
        attempts: vec![attempt(1, "old")],
        lessons: Vec::new(),
    };
    records::save_records(dir.path(), &old).unwrap();
    // The new version is written and synced, then the process "dies"
    // before the rename: the staged file is simply never committed.
    let newer = serde_json::to_vec(&Records {
        version: FORMAT_VERSION,
        attempts: vec![attempt(3, "new")],
        lessons: Vec::new(),
    })
    .unwrap();
    let staged = records::stage(dir.path(), &newer).unwrap();
    drop(staged);
    let strays: Vec<_> = fs::read_dir(dir.path())
        .unwrap()
        .flatten()
        .filter(|e| e.file_name().to_string_lossy().contains(".tmp-"))
        .collect();
    assert_eq!(strays.len(), 1, "the crash left a temporary file");
    let store = Store::open(dir.path());
    assert!(store.notices.is_empty());
    assert_eq!(
        store.records, old,
        "the old file is intact and the stray temporary is ignored"
    );
    // The next save tidies the stray away.
    let mut store = store;
    store.record_attempt(attempt(2, "after"));
    let left: Vec<String> = fs::read_dir(dir.path())
        .unwrap()
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(left, vec![FILE_NAME.to_owned()]);
}

#[test]
fn a_corrupt_file_is_moved_aside_and_the_session_goes_on() {
    for (name, content) in [
        (
            "truncated",
            "{\"version\": 1, \"attempts\": [{\"quiz_id\": \"x\"",
        ),
        ("garbage", "\u{0}\u{1}not json at all"),
        (
            "wrong fields",
            "{\"version\": 1, \"attempts\": [{\"quiz\": 3}]}",
        ),
        ("no version", "{\"attempts\": []}"),
    ] {
        let dir = tempfile::tempdir().unwrap();
        fs::write(dir.path().join(FILE_NAME), content).unwrap();
        let mut store = Store::open(dir.path());
        assert_eq!(store.notices.len(), 1, "{name}: reported once");
        assert!(
            store.notices[0].contains("moved to"),
            "{name}: {}",
            store.notices[0]
        );

        assert!(store.records.attempts.is_empty());
        let aside: Vec<String> = fs::read_dir(dir.path())
            .unwrap()
            .flatten()
            .map(|e| e.file_name().to_string_lossy().into_owned())
            .filter(|n| n.starts_with("records.corrupt-"))
            .collect();
        assert_eq!(aside.len(), 1, "{name}: the bad file is kept, renamed");
        assert_eq!(
            fs::read_to_string(dir.path().join(&aside[0])).unwrap(),
            content
        );
        store.record_attempt(attempt(3, "fresh"));
        assert_eq!(
            Store::open(dir.path()).records.attempts.len(),
            1,
            "{name}: saving works again"
        );
    }
}

#[cfg(unix)]
#[test]
fn a_read_only_folder_keeps_results_in_memory_with_a_clear_message() {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().unwrap();
    let locked = dir.path().join("locked");
    fs::create_dir(&locked).unwrap();
    fs::set_permissions(&locked, fs::Permissions::from_mode(0o555)).unwrap();
    // Root ignores permissions: then there is nothing to test here.
    if fs::write(locked.join("probe"), "x").is_ok() {
        eprintln!("running as a user who can write anywhere: skipping");
        return;
    }
    let mut store = Store::open(&locked);
    store.record_attempt(attempt(2, "kept"));
    assert!(store.unsaved);
    assert_eq!(
        store.records.attempts.len(),
        1,
        "the attempt stays in memory"
    );
    assert_eq!(store.notices.len(), 1);
    assert!(
        store.notices[0].contains("Could not save your results"),
        "{}",
        store.notices[0]
    );
    store.record_attempt(attempt(3, "again"));
    assert_eq!(store.notices.len(), 1, "said once, not at every save");
    fs::set_permissions(&locked, fs::Permissions::from_mode(0o755)).unwrap();
}

#[test]
fn a_data_folder_that_is_a_file_is_reported_not_fatal() {
    // Works as root too: a path through a regular file cannot be created.
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("not-a-folder");
    fs::write(&file, "x").unwrap();
    let mut store = Store::open(&file.join("inside"));
    store.record_attempt(attempt(2, "kept"));
    assert!(store.unsaved);
    assert_eq!(store.records.attempts.len(), 1);
    assert!(
        store.notices[0].contains("kept for this session only"),
        "{:?}",
        store.notices
    );
}

#[cfg(target_os = "linux")]
#[test]
fn a_folder_nobody_can_write_even_root() {
    // /proc/self exists and refuses new files, whoever asks (CI runs as root).
    let mut store = Store::open(std::path::Path::new("/proc/self"));
    assert!(store.notices.is_empty(), "{:?}", store.notices);
    store.record_attempt(attempt(2, "kept"));
    assert!(store.unsaved);
    assert_eq!(
        store.records.attempts.len(),
        1,
        "the attempt stays in memory"
    );
    assert!(
        store.notices[0].starts_with("Could not save your results in /proc/self"),
        "{:?}",
        store.notices
    );
    assert!(store.notices[0].contains("kept for this session only"));
}

#[test]
fn a_file_from_a_newer_bloomlab_is_left_alone() {
    let dir = tempfile::tempdir().unwrap();
    let newer = "{\"version\": 99, \"attempts\": [], \"something_new\": true}";
    fs::write(dir.path().join(FILE_NAME), newer).unwrap();
    let mut store = Store::open(dir.path());
    assert_eq!(store.notices.len(), 1);
    assert!(
        store.notices[0].contains("newer bloomlab"),
        "{}",
        store.notices[0]
    );
    store.record_attempt(attempt(2, "kept"));
    assert_eq!(
        store.records.attempts.len(),
        1,
        "this session's attempt stays in memory"
    );
    assert_eq!(
        fs::read_to_string(dir.path().join(FILE_NAME)).unwrap(),
        newer,
        "the newer file is untouched"
    );
    assert_eq!(
        fs::read_dir(dir.path()).unwrap().count(),
        1,
        "nothing moved aside"
    );
}

#[test]
fn two_sessions_saving_keep_each_others_attempts() {
    let dir = tempfile::tempdir().unwrap();
    let mut first = Store::open(dir.path());
    let mut second = Store::open(dir.path());
    first.record_attempt(attempt(1, "first"));
    second.record_attempt(attempt(2, "second"));
    first.record_attempt(attempt(3, "first again"));
    let on_disk = Store::open(dir.path()).records.attempts;
    let ids: Vec<&str> = on_disk.iter().map(|a| a.questions[0].id.as_str()).collect();
    assert_eq!(on_disk.len(), 3, "{ids:?}");
    for id in ["first", "second", "first again"] {
        assert!(ids.contains(&id), "{id} was lost: {ids:?}");
    }
}

#[test]
fn csv_has_a_header_and_one_row_per_answered_question() {
    let records = Records {
        version: FORMAT_VERSION,
        attempts: vec![attempt(2, "guarantee"), attempt(1, "guarantee")],
        lessons: Vec::new(),
    };
    let csv = records::to_csv(&records);
    let lines: Vec<&str> = csv.lines().collect();
    assert_eq!(
        lines[0],
        "finished_at,quiz_id,lang,attempt_score,attempt_max_score,seconds_taken,question_id,answer,correct,points,max_points"
    );
    assert_eq!(lines.len(), 1 + 6);
    assert!(lines[1].starts_with("2026-11-30T08:00:00Z,bloom-self-check,es,2,3,120.5,guarantee,"));
    assert!(
        lines[1].contains("\"Ningún falso negativo, aunque puede haber falsos positivos\""),
        "commas are quoted"
    );
}
