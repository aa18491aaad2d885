//! Saved results: round trips, crashes mid-save, corrupt and future files
//! (at start-up and appearing mid-session), files that are not files,
//! folders that cannot be written, the lock, the version 1 migration, and
//! the CSV export. Many processes at once: `tests/it/records_stress.rs`.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "a test: a failed unwrap is a failed test (clippy.toml's allow-unwrap-in-tests misses the helpers of integration tests)"
)]

use std::fs;
use std::path::Path;
use std::time::Duration;

use bloomlab::records::{
    self, AnsweredQuestion, FILE_NAME, FORMAT_VERSION, LOCK_FILE_NAME, LessonProgress, Prediction,
    QuizAttempt, Records, Store,
};
use proptest::prelude::*;

fn attempt(score: u32, id: &str) -> QuizAttempt {
    QuizAttempt {
        id: format!("{id}-{score}"),
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
                ..Default::default()
            },
            AnsweredQuestion {
                id: "bits-1pct".into(),
                answer: "9.6".into(),
                correct: score > 1,
                points: u32::from(score > 1),
                max_points: 1,
                ..Default::default()
            },
            AnsweredQuestion {
                id: "delete".into(),
                answer: "true".into(),
                correct: false,
                points: 0,
                max_points: 1,
                ..Default::default()
            },
        ],
        ..Default::default()
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
                ..Default::default()
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
        "[0-9a-f-]{1,40}",
    )
        .prop_map(
            |(quiz_id, lang, finished_at, seconds_taken, questions, id)| {
                let score = questions.iter().map(|q| q.points).sum();
                let max_score = questions.iter().map(|q| q.max_points).sum();
                QuizAttempt {
                    id,
                    quiz_id,
                    lang: lang.into(),
                    finished_at: u64::from(finished_at),
                    seconds_taken,
                    score,
                    max_score,
                    questions,
                    ..Default::default()
                }
            },
        )
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
            order_seed: None,
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
        order_seed: None,
    });
    assert!(!store.unsaved);
    let again = Store::open(dir.path());
    assert_eq!(again.records.attempts.len(), 1);
    assert_eq!(again.lesson("bloom-basics", "es").unwrap().step, 6);
    let text = fs::read_to_string(dir.path().join(FILE_NAME)).unwrap();
    assert!(
        text.contains(&format!("\"version\":{FORMAT_VERSION}")),
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
    assert_eq!(
        names(dir.path()),
        vec![LOCK_FILE_NAME.to_owned(), FILE_NAME.to_owned()]
    );
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
        "finished_at,quiz_id,lang,attempt_score,attempt_max_score,seconds_taken,question_id,answer,correct,points,max_points,kind"
    );
    assert_eq!(lines.len(), 1 + 6);
    assert!(lines[1].starts_with("2026-11-30T08:00:00Z,bloom-self-check,es,2,3,120.5,guarantee,"));
    assert!(
        lines[1].contains("\"Ningún falso negativo, aunque puede haber falsos positivos\""),
        "commas are quoted"
    );
}

/// The files in a folder, sorted.
fn names(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir(dir)
        .unwrap()
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

fn corrupt_copies(dir: &Path) -> Vec<String> {
    names(dir)
        .into_iter()
        .filter(|n| n.starts_with("records.corrupt-"))
        .collect()
}

/// A records file exactly as bloomlab wrote it before attempts had ids
/// (format 1; written by `save_records` of that version): the first and
/// third attempts are identical, as when a student finishes the same quiz
/// the same way twice in one second.
const VERSION_1_FILE: &str = r#"
{
  "version": 1,
  "attempts": [
    {
      "quiz_id": "bloom-self-check",
      "lang": "es",
      "finished_at": 1796025600,
      "seconds_taken": 61.25,
      "score": 2,
      "max_score": 2,
      "questions": [
        {
          "id": "guarantee",
          "answer": "Ningún falso negativo, aunque puede haber falsos positivos",
          "correct": true,
          "points": 1,
          "max_points": 1
        },
        {
          "id": "bits-1pct",
          "answer": "9.6",
          "correct": true,
          "points": 1,
          "max_points": 1
        }
      ]
    },
    {
      "quiz_id": "bloom-self-check",
      "lang": "es",
      "finished_at": 1796025600,
      "seconds_taken": 0.30000000000000004,
      "score": 1,
      "max_score": 2,
      "questions": [
        {
          "id": "guarantee",
          "answer": "Ningún falso negativo, aunque puede haber falsos positivos",
          "correct": true,
          "points": 1,
          "max_points": 1
        },
        {
          "id": "bits-1pct",
          "answer": "1e308",
          "correct": false,
          "points": 0,
          "max_points": 1
        }
      ]
    },
    {
      "quiz_id": "bloom-self-check",
      "lang": "es",
      "finished_at": 1796025600,
      "seconds_taken": 61.25,
      "score": 2,
      "max_score": 2,
      "questions": [
        {
          "id": "guarantee",
          "answer": "Ningún falso negativo, aunque puede haber falsos positivos",
          "correct": true,
          "points": 1,
          "max_points": 1
        },
        {
          "id": "bits-1pct",
          "answer": "9.6",
          "correct": true,
          "points": 1,
          "max_points": 1
        }
      ]
    }
  ],
  "lessons": [
    {
      "lesson_id": "bloom-basics",
      "lang": "es",
      "step": 6,
      "steps": 19,
      "predictions": [
        {
          "step": 3,
          "choice": 0,
          "correct": true
        }
      ],
      "updated_at": 1796025000
    }
  ]
}"#;

#[test]
fn a_version_1_file_is_migrated_with_ids_every_session_agrees_on() {
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join(FILE_NAME), VERSION_1_FILE.trim_start()).unwrap();
    let first = Store::open(dir.path());
    assert!(first.notices.is_empty(), "{:?}", first.notices);
    let attempts = &first.records.attempts;
    assert_eq!(attempts.len(), 3, "every old attempt is kept");
    assert_eq!(attempts[1].questions[1].answer, "1e308");
    assert_eq!(attempts[1].seconds_taken, 0.30000000000000004);
    assert_eq!(first.lesson("bloom-basics", "es").unwrap().step, 6);
    let ids: Vec<String> = attempts.iter().map(|a| a.id.clone()).collect();
    assert!(ids.iter().all(|id| id.starts_with("v1-")), "{ids:?}");
    assert_ne!(ids[0], ids[2], "identical attempts stay two attempts");
    assert_ne!(ids[0], ids[1]);
    // Another session (or `bloomlab results`) derives the same ids.
    let second = Store::open(dir.path());
    assert_eq!(second.records, first.records);
    assert_eq!(Store::read(dir.path()).unwrap(), first.records);

    // Both sessions save one attempt each: the migrated attempts are
    // neither lost nor doubled, and the file is now of this version.
    let (mut first, mut second) = (first, second);
    first.record_attempt(attempt(1, "from first"));
    second.record_attempt(attempt(2, "from second"));
    let text = fs::read_to_string(dir.path().join(FILE_NAME)).unwrap();
    assert!(
        text.contains(&format!("\"version\":{FORMAT_VERSION}")),
        "{text}"
    );
    let saved = Store::open(dir.path()).records;
    let saved_ids: Vec<&str> = saved.attempts.iter().map(|a| a.id.as_str()).collect();
    assert_eq!(saved.attempts.len(), 5, "{saved_ids:?}");
    for id in &ids {
        assert!(saved_ids.contains(&id.as_str()), "{id} lost: {saved_ids:?}");
    }
    assert_eq!(saved.lessons.len(), 1);
}

#[test]
fn identical_attempts_from_two_sessions_are_both_kept() {
    let dir = tempfile::tempdir().unwrap();
    let mut first = Store::open(dir.path());
    let mut second = Store::open(dir.path());
    let mut same = attempt(2, "same");
    same.id = String::new();
    // Same quiz, same answers, same second: only the ids differ.
    first.record_attempt(same.clone());
    second.record_attempt(same.clone());
    first.record_attempt(same);
    let on_disk = Store::open(dir.path()).records.attempts;
    assert_eq!(on_disk.len(), 3);
    assert_eq!(second.records.attempts.len(), 2, "second saw first's");
    assert_eq!(first.records.attempts.len(), 3);
}

#[test]
fn a_byte_order_mark_is_accepted() {
    let dir = tempfile::tempdir().unwrap();
    let records = Records {
        version: FORMAT_VERSION,
        attempts: vec![attempt(2, "bom")],
        lessons: Vec::new(),
    };
    let mut bytes = b"\xEF\xBB\xBF".to_vec();
    bytes.extend(serde_json::to_vec_pretty(&records).unwrap());
    fs::write(dir.path().join(FILE_NAME), &bytes).unwrap();
    let store = Store::open(dir.path());
    assert!(store.notices.is_empty(), "{:?}", store.notices);
    assert_eq!(store.records, records);
    assert_eq!(Store::read(dir.path()).unwrap(), records);
    assert!(corrupt_copies(dir.path()).is_empty());
    // A version 1 file saved by an editor that adds a mark, too.
    let mut old = b"\xEF\xBB\xBF".to_vec();
    old.extend(VERSION_1_FILE.trim_start().as_bytes());
    assert_eq!(records::parse(&old).unwrap().attempts.len(), 3);
}

#[cfg(unix)]
#[test]
fn a_named_pipe_or_a_device_is_refused_at_once_everywhere() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join(FILE_NAME);
    let made = std::process::Command::new("mkfifo").arg(&path).status();
    let mut cases = vec![("/dev/zero", "device")];
    if made.is_ok_and(|s| s.success()) {
        cases.insert(0, ("", "named pipe"));
    }
    for (target, what) in cases {
        if !target.is_empty() {
            let _ = fs::remove_file(&path);
            std::os::unix::fs::symlink(target, &path).unwrap();
        }
        // A hang or a 4 GB read would be the failure here.
        let err = Store::read(dir.path()).unwrap_err().to_string();
        assert!(err.contains("records.json cannot be read"), "{err}");
        assert!(err.contains(what), "{what}: {err}");
        let mut store = Store::open(dir.path());
        assert_eq!(store.notices.len(), 1, "{:?}", store.notices);
        assert!(store.notices[0].contains(what), "{}", store.notices[0]);
        assert!(store.unsaved && store.dir().is_none());
        store.record_attempt(attempt(2, "kept"));
        assert_eq!(store.records.attempts.len(), 1);
        assert_eq!(store.notices.len(), 1, "said once");
        assert!(corrupt_copies(dir.path()).is_empty(), "{what}: not moved");
    }
}

#[cfg(unix)]
#[test]
fn a_file_that_turns_into_a_pipe_mid_session_is_not_replaced() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join(FILE_NAME);
    let mut store = Store::open(dir.path());
    store.record_attempt(attempt(1, "saved"));
    fs::remove_file(&path).unwrap();
    std::os::unix::fs::symlink("/dev/zero", &path).unwrap();
    store.record_attempt(attempt(2, "kept"));
    assert!(store.unsaved);
    assert_eq!(store.records.attempts.len(), 2);
    assert!(store.notices[0].contains("device"), "{:?}", store.notices);
    assert!(
        fs::symlink_metadata(&path)
            .unwrap()
            .file_type()
            .is_symlink()
    );
}

#[test]
fn a_file_over_the_size_cap_is_refused_not_loaded() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join(FILE_NAME);
    // Sparse: no 64 MiB written to disk.
    let file = fs::File::create(&path).unwrap();
    file.set_len(records::MAX_FILE_BYTES + 1).unwrap();
    let err = Store::read(dir.path()).unwrap_err().to_string();
    assert!(err.contains("too large"), "{err}");
    let store = Store::open(dir.path());
    assert!(
        store.notices[0].contains("too large"),
        "{:?}",
        store.notices
    );
    assert_eq!(
        fs::metadata(&path).unwrap().len(),
        records::MAX_FILE_BYTES + 1,
        "left as it was"
    );
}

#[test]
fn a_newer_file_appearing_mid_session_is_left_alone() {
    let dir = tempfile::tempdir().unwrap();
    let mut store = Store::open(dir.path());
    store.record_attempt(attempt(1, "saved"));
    let newer = "{\"version\": 5, \"attempts\": [], \"something_new\": true}";
    fs::write(dir.path().join(FILE_NAME), newer).unwrap();
    store.record_attempt(attempt(2, "kept"));
    assert_eq!(store.notices.len(), 1, "{:?}", store.notices);
    assert!(
        store.notices[0].contains("newer bloomlab (format 5)")
            && store.notices[0].contains("memory only"),
        "the same notice as at start-up: {}",
        store.notices[0]
    );
    assert!(store.unsaved && store.dir().is_none());
    assert_eq!(store.records.attempts.len(), 2, "both stay in memory");
    store.record_attempt(attempt(3, "also kept"));
    store.flush();
    assert_eq!(store.notices.len(), 1, "said once");
    assert_eq!(
        fs::read_to_string(dir.path().join(FILE_NAME)).unwrap(),
        newer,
        "the newer file is untouched"
    );
    assert!(corrupt_copies(dir.path()).is_empty());
}

#[test]
fn a_damaged_file_appearing_mid_session_is_set_aside_and_nothing_is_lost() {
    let dir = tempfile::tempdir().unwrap();
    let mut store = Store::open(dir.path());
    store.record_attempt(attempt(1, "before"));
    let damaged = "{\"version\": 2, \"attempts\": [{\"id\": \"x\", \"quiz_id\"";
    fs::write(dir.path().join(FILE_NAME), damaged).unwrap();
    store.record_attempt(attempt(2, "after"));
    assert_eq!(store.notices.len(), 1, "{:?}", store.notices);
    assert!(
        store.notices[0].contains("could not be read (not valid JSON")
            && store.notices[0].contains("moved to"),
        "the same notice as at start-up: {}",
        store.notices[0]
    );
    assert!(!store.unsaved);
    let aside = corrupt_copies(dir.path());
    assert_eq!(aside.len(), 1, "moved aside, not deleted");
    assert_eq!(
        fs::read_to_string(dir.path().join(&aside[0])).unwrap(),
        damaged
    );
    let saved: Vec<String> = Store::open(dir.path())
        .records
        .attempts
        .into_iter()
        .map(|a| a.id)
        .collect();
    assert_eq!(saved, vec!["before-1".to_owned(), "after-2".to_owned()]);
}

#[test]
fn another_process_temporaries_survive_until_they_are_an_hour_old() {
    let dir = tempfile::tempdir().unwrap();
    // Another writer's temporary (pid 1 is never a test), just written.
    let theirs = dir.path().join(".records.json.tmp-1-0-0badc0de");
    fs::write(&theirs, "being written").unwrap();
    let mut store = Store::open(dir.path());
    store.record_attempt(attempt(1, "one"));
    assert!(
        theirs.exists(),
        "never remove a file another writer may rename"
    );
    // Left by a crash two hours ago: tidied away.
    let old = std::time::SystemTime::now() - Duration::from_secs(7200);
    fs::File::options()
        .write(true)
        .open(&theirs)
        .unwrap()
        .set_modified(old)
        .unwrap();
    store.record_attempt(attempt(2, "two"));
    assert!(!theirs.exists());
    assert_eq!(Store::open(dir.path()).records.attempts.len(), 2);
}

#[test]
fn a_save_waits_for_the_lock_and_a_stuck_holder_gives_a_notice_not_a_hang() {
    let dir = tempfile::tempdir().unwrap();
    let mut store = Store::open(dir.path());
    store.record_attempt(attempt(1, "first"));
    let holder = fs::File::options()
        .read(true)
        .write(true)
        .open(dir.path().join(LOCK_FILE_NAME))
        .unwrap();
    holder.lock().unwrap();
    store.set_lock_wait(Duration::from_millis(200));
    store.record_attempt(attempt(2, "waiting"));
    assert!(store.unsaved);
    assert_eq!(store.records.attempts.len(), 2);
    assert!(
        store.notices[0].contains("Could not save your results")
            && store.notices[0].contains("still holds")
            && store.notices[0].contains(LOCK_FILE_NAME),
        "{:?}",
        store.notices
    );
    assert_eq!(Store::open(dir.path()).records.attempts.len(), 1);
    // Released: the next flush (as on quitting) saves what waited.
    drop(holder);
    store.flush();
    assert!(!store.unsaved);
    assert_eq!(Store::open(dir.path()).records.attempts.len(), 2);

    // A holder that lets go while we wait: the save goes through.
    let holder = fs::File::options()
        .read(true)
        .write(true)
        .open(dir.path().join(LOCK_FILE_NAME))
        .unwrap();
    holder.lock().unwrap();
    let release = std::thread::spawn(move || {
        std::thread::sleep(Duration::from_millis(50));
        drop(holder);
    });
    store.set_lock_wait(Duration::from_secs(30));
    store.record_attempt(attempt(3, "after waiting"));
    release.join().unwrap();
    assert!(!store.unsaved, "{:?}", store.notices);
    assert_eq!(Store::open(dir.path()).records.attempts.len(), 3);
}

#[cfg(unix)]
#[test]
fn a_lock_file_that_is_a_pipe_is_an_error_not_a_hang() {
    let dir = tempfile::tempdir().unwrap();
    let made = std::process::Command::new("mkfifo")
        .arg(dir.path().join(LOCK_FILE_NAME))
        .status();
    if !made.is_ok_and(|s| s.success()) {
        eprintln!("no mkfifo: skipping");
        return;
    }
    let mut store = Store::open(dir.path());
    store.record_attempt(attempt(1, "kept"));
    assert!(store.unsaved);
    assert!(
        store.notices[0].contains(LOCK_FILE_NAME) && store.notices[0].contains("not a regular"),
        "{:?}",
        store.notices
    );
}

#[test]
fn the_newer_lesson_progress_wins_across_sessions() {
    let dir = tempfile::tempdir().unwrap();
    let progress = |step, updated_at| LessonProgress {
        lesson_id: "bloom-basics".into(),
        lang: "en".into(),
        step,
        steps: 19,
        predictions: Vec::new(),
        updated_at,
        order_seed: None,
    };
    let mut first = Store::open(dir.path());
    let mut second = Store::open(dir.path());
    first.record_lesson(progress(9, 200));
    second.record_lesson(progress(4, 100));
    assert_eq!(
        Store::open(dir.path())
            .lesson("bloom-basics", "en")
            .unwrap()
            .step,
        9
    );
    assert_eq!(second.lesson("bloom-basics", "en").unwrap().step, 9);
}

#[test]
fn a_stale_copy_of_another_sessions_lesson_never_wins() {
    // Found by the stress test: progress times are in seconds, so a copy
    // picked up by a merge and a newer step saved in the same second tie.
    let dir = tempfile::tempdir().unwrap();
    let at = |step| LessonProgress {
        lesson_id: "bloom-basics".into(),
        lang: "en".into(),
        step,
        steps: 19,
        predictions: Vec::new(),
        updated_at: 1_796_025_600,
        order_seed: None,
    };
    let mut reader = Store::open(dir.path());
    let mut student = Store::open(dir.path());
    student.record_lesson(at(3));
    reader.record_attempt(attempt(1, "one"));
    assert_eq!(reader.lesson("bloom-basics", "en").unwrap().step, 3);
    student.record_lesson(at(9));
    reader.record_attempt(attempt(2, "two"));
    let saved = Store::open(dir.path());
    assert_eq!(saved.lesson("bloom-basics", "en").unwrap().step, 9);
    assert_eq!(reader.lesson("bloom-basics", "en").unwrap().step, 9);
    assert_eq!(saved.records.attempts.len(), 2);
}

#[test]
fn csv_writes_huge_and_tiny_numbers_short() {
    let mut huge = attempt(1, "huge");
    huge.questions[1].answer = format!("1{}", "0".repeat(308));
    huge.questions[2].answer = "0.00000000000000000000012".into();
    let records = Records {
        version: FORMAT_VERSION,
        attempts: vec![huge],
        lessons: Vec::new(),
    };
    let csv = records::to_csv(&records);
    let lines: Vec<&str> = csv.lines().collect();
    assert!(lines[2].contains(",bits-1pct,1e308,"), "{}", lines[2]);
    assert!(lines[3].contains(",delete,1.2e-22,"), "{}", lines[3]);
    assert!(csv.len() < 1000, "{csv}");
}

/// A version 2 file written by the quiz screen before version 3 existed
/// (the built-in quiz in Spanish, then a retry of the missed questions):
/// it loads with its attempts and ids as they were, the fields version 3
/// added read as absent, and the next save writes it as version 3
/// without losing anything.
#[test]
fn a_real_version_2_file_is_migrated_to_version_3() {
    let fixture = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/records-v2.json");
    let old_text = fs::read_to_string(&fixture).unwrap();
    assert!(old_text.contains("\"version\": 2"));
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join(FILE_NAME), &old_text).unwrap();

    let mut store = Store::open(dir.path());
    assert!(store.notices.is_empty(), "{:?}", store.notices);
    let migrated = store.records.clone();
    assert_eq!(migrated.version, FORMAT_VERSION);
    assert_eq!(migrated.attempts.len(), 2);
    let whole = &migrated.attempts[0];
    assert_eq!(
        (whole.quiz_id.as_str(), whole.lang.as_str()),
        ("bloom-self-check", "es")
    );
    assert_eq!(whole.id, "18ed040e363baf30-4b6f-0-785ad65ad836f1c7");
    assert_eq!((whole.score, whole.max_score), (5, 21));
    assert_eq!(whole.questions[0].id, "guarantee");
    assert!(whole.questions[0].correct);
    // The retry is second, with only the questions missed in the first.
    let missed = whole.questions.iter().filter(|q| !q.correct).count();
    assert_eq!(migrated.attempts[1].questions.len(), missed);
    for attempt in &migrated.attempts {
        // What version 2 did not keep is unknown, not made up.
        assert_eq!(attempt.kind, records::AttemptKind::Whole);
        assert!(attempt.content_hash.is_empty() && attempt.student.is_none());
        for question in &attempt.questions {
            assert!(question.choice_ids.is_none() && question.expected.is_none());
            assert!(question.parameters.is_empty() && question.seconds.is_none());
            assert!(!question.hint_shown);
        }
    }

    store.record_attempt(attempt(1, "after migrating"));
    let text = fs::read_to_string(dir.path().join(FILE_NAME)).unwrap();
    assert!(text.contains(&format!("\"version\":{FORMAT_VERSION}")));
    let saved = Store::read(dir.path()).unwrap();
    assert_eq!(saved.attempts.len(), 3);
    for old in &migrated.attempts {
        assert!(saved.attempts.contains(old), "{} kept as it was", old.id);
    }
}

/// What version 3 adds is written and read back exactly.
#[test]
fn version_3_fields_survive_a_save() {
    let dir = tempfile::tempdir().unwrap();
    let mut rich = attempt(1, "rich");
    rich.student = Some("Ana".into());
    rich.content_hash = "s1-0123".into();
    rich.kind = records::AttemptKind::Retry;
    rich.questions[0].choice_ids = Some(vec![0, 2]);
    rich.questions[1].parameters = [("m".to_owned(), 9585.0), ("n".to_owned(), 1000.0)].into();
    rich.questions[1].expected = Some(0.01);
    rich.questions[1].hint_shown = true;
    rich.questions[1].seconds = Some(12.5);
    let mut store = Store::open(dir.path());
    store.record_attempt(rich.clone());
    let saved = Store::read(dir.path()).unwrap();
    assert_eq!(saved.attempts, [rich]);
}

/// A history of `count` attempts of 21 questions, oldest first, as the
/// course quiz writes them.
fn history(count: u64) -> Vec<QuizAttempt> {
    (0..count)
        .map(|n| QuizAttempt {
            id: format!("old-{n}"),
            quiz_id: "bloom-self-check".into(),
            lang: "es".into(),
            finished_at: 1_700_000_000 + n,
            seconds_taken: 240.0,
            score: 14,
            max_score: 21,
            questions: (0..21)
                .map(|q| AnsweredQuestion {
                    id: format!("question-{q}"),
                    answer: "Ningún falso negativo, aunque puede haber falsos positivos".into(),
                    correct: q % 3 != 0,
                    points: u32::from(q % 3 != 0),
                    max_points: 1,
                    seconds: Some(11.5),
                    ..Default::default()
                })
                .collect(),
            ..Default::default()
        })
        .collect()
}

/// A compact records file of exactly `size` bytes: whole attempts, then
/// the last answer padded to the byte.
fn file_of_size(path: &Path, size: u64) -> usize {
    let one = serde_json::to_vec(&history(1)[0]).unwrap().len() as u64 + 1;
    let mut records = Records {
        version: FORMAT_VERSION,
        // Ids grow by a few digits: leave room for them.
        attempts: history((size - 100_000) / one),
        lessons: Vec::new(),
    };
    let short = size - serde_json::to_vec(&records).unwrap().len() as u64;
    let last = records.attempts.last_mut().unwrap();
    last.questions[0]
        .answer
        .push_str(&"x".repeat(short as usize));
    let bytes = serde_json::to_vec(&records).unwrap();
    assert_eq!(bytes.len() as u64, size);
    fs::write(path, bytes).unwrap();
    records.attempts.len()
}

fn archives(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = names(dir)
        .into_iter()
        .filter(|name| records::is_archive_name(name))
        .collect();
    names.sort();
    names
}

/// A file 300 bytes under the read cap and one more attempt: the save
/// writes compact JSON, moves the oldest attempts to a dated archive, and
/// says so; every attempt is still read, by the app and by `results`, and
/// a session that opened before the archive does not write the archived
/// attempts back.
#[test]
fn a_file_at_the_cap_moves_its_oldest_attempts_to_an_archive_and_loses_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join(FILE_NAME);
    let count = file_of_size(&path, records::MAX_FILE_BYTES - 300);
    let mut earlier = Store::open(dir.path());
    let mut store = Store::open(dir.path());
    assert!(store.notices.is_empty(), "{:?}", store.notices);
    assert_eq!(store.records.attempts.len(), count);
    store.record_attempt(attempt(2, "newest"));
    assert!(!store.unsaved, "{:?}", store.notices);
    let size = fs::metadata(&path).unwrap().len();
    assert!(size <= records::KEEP_BYTES, "{size} bytes");
    let archived = archives(dir.path());
    assert_eq!(archived.len(), 1, "{:?}", names(dir.path()));
    assert!(archived[0].starts_with(records::ARCHIVE_PREFIX));
    let archive_size = fs::metadata(dir.path().join(&archived[0])).unwrap().len();
    assert!(archive_size <= records::MAX_FILE_BYTES, "{archive_size}");
    assert_eq!(store.notices.len(), 1, "{:?}", store.notices);
    assert!(
        store.notices[0].contains("oldest attempts were moved to")
            && store.notices[0].contains(&archived[0])
            && !store.notices[0].contains('\n'),
        "{:?}",
        store.notices
    );
    // Nothing lost, nothing doubled: the app, a new session and results.
    assert_eq!(store.attempts().count(), count + 1);
    let all = Store::read(dir.path()).unwrap();
    assert_eq!(all.attempts.len(), count + 1);
    assert_eq!(all.attempts[0].id, "old-0");
    assert_eq!(all.attempts[count].id, "newest-2");
    let again = Store::open(dir.path());
    assert!(again.notices.is_empty(), "{:?}", again.notices);
    assert_eq!(again.attempts().count(), count + 1);
    assert!(again.records.attempts.len() < count / 2 + 2);
    assert_eq!(
        Store::read_file(&path).unwrap().attempts.len(),
        count + 1,
        "results given the file reads its archives too"
    );

    // A session that loaded everything before the archive saves: the
    // archived attempts stay archived.
    earlier.record_attempt(attempt(3, "from the earlier session"));
    assert!(!earlier.unsaved, "{:?}", earlier.notices);
    assert_eq!(archives(dir.path()).len(), 1);
    assert!(fs::metadata(&path).unwrap().len() <= records::KEEP_BYTES);
    assert_eq!(earlier.attempts().count(), count + 2);
    assert_eq!(Store::read(dir.path()).unwrap().attempts.len(), count + 2);
}

/// The app wrote pretty JSON: a 40 MB compact file grew to 82 MB (over
/// the cap) with one more attempt. Saves are compact now.
#[test]
fn a_save_writes_compact_json() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join(FILE_NAME);
    let mut records = Records {
        version: FORMAT_VERSION,
        attempts: history(300),
        lessons: Vec::new(),
    };
    records::save_records(dir.path(), &records).unwrap();
    let before = fs::read(&path).unwrap();
    assert_eq!(before, serde_json::to_vec(&records).unwrap());
    let mut store = Store::open(dir.path());
    store.record_attempt(attempt(1, "one more"));
    records.attempts = store.records.attempts.clone();
    assert_eq!(
        fs::read(&path).unwrap(),
        serde_json::to_vec(&records).unwrap()
    );
}

/// A crash between the archive's rename and the records file's leaves
/// attempts in both: they are read once, and the next save takes them out
/// of the records file.
#[test]
fn an_attempt_in_both_the_file_and_an_archive_counts_once() {
    let dir = tempfile::tempdir().unwrap();
    let attempts = history(10);
    records::save_records(
        dir.path(),
        &Records {
            version: FORMAT_VERSION,
            attempts: attempts.clone(),
            lessons: Vec::new(),
        },
    )
    .unwrap();
    let archive = Records {
        version: FORMAT_VERSION,
        attempts: attempts[..6].to_vec(),
        lessons: Vec::new(),
    };
    fs::write(
        dir.path().join("records.archive-2026-12-01.json"),
        serde_json::to_vec(&archive).unwrap(),
    )
    .unwrap();
    assert_eq!(Store::read(dir.path()).unwrap().attempts.len(), 10);
    let mut store = Store::open(dir.path());
    assert_eq!(store.attempts().count(), 10);
    store.record_attempt(attempt(1, "new"));
    let file = Store::read_file(&dir.path().join("not-there.json"));
    assert!(file.is_err());
    let text = fs::read_to_string(dir.path().join(FILE_NAME)).unwrap();
    let on_disk = records::parse(text.as_bytes()).unwrap();
    assert_eq!(on_disk.attempts.len(), 5, "4 not archived and the new one");
    assert_eq!(Store::read(dir.path()).unwrap().attempts.len(), 11);
}

/// A symbolic link as the lock file is not followed: a dangling one made
/// bloomlab create the file it pointed to.
#[cfg(unix)]
#[test]
fn a_lock_file_that_is_a_symbolic_link_is_refused_not_followed() {
    let dir = tempfile::tempdir().unwrap();
    let pointed = dir.path().join("elsewhere");
    std::os::unix::fs::symlink(&pointed, dir.path().join(LOCK_FILE_NAME)).unwrap();
    let mut store = Store::open(dir.path());
    store.record_attempt(attempt(1, "kept"));
    assert!(store.unsaved);
    assert!(!pointed.exists(), "the link's target was created");
    assert!(
        store.notices[0].contains(LOCK_FILE_NAME) && store.notices[0].contains("symbolic link"),
        "{:?}",
        store.notices
    );
    // A link to an existing file is refused too, and the file untouched.
    fs::write(&pointed, "mine").unwrap();
    store.flush();
    assert!(store.unsaved);
    assert_eq!(fs::read_to_string(&pointed).unwrap(), "mine");
    assert!(!dir.path().join(FILE_NAME).exists());
}

/// A lock file that is a folder: every save fails, said once; at the end
/// the session's unsaved attempt and lesson go to a hand-in file in a
/// folder that can be written, and one line says which file was not
/// written, what was not saved and where it went.
#[test]
fn results_that_cannot_be_saved_are_written_elsewhere_and_said_in_one_line() {
    let dir = tempfile::tempdir().unwrap();
    fs::create_dir(dir.path().join(LOCK_FILE_NAME)).unwrap();
    let mut store = Store::open(dir.path());
    store.record_attempt(attempt(1, "kept"));
    store.note_lesson(LessonProgress {
        lesson_id: "bloom-basics".into(),
        lang: "en".into(),
        step: 3,
        steps: 19,
        predictions: Vec::new(),
        updated_at: 5,
        order_seed: None,
    });
    store.flush();
    assert!(store.unsaved);
    assert!(
        store.notices[0].contains("not a regular file (a folder)"),
        "{:?}",
        store.notices
    );
    let not_saved = store.not_saved().unwrap();
    assert_eq!(not_saved.file, dir.path().join(FILE_NAME));
    assert_eq!((not_saved.attempts, not_saved.lessons), (1, 1));

    let unwritable = dir.path().join("a-file");
    fs::write(&unwritable, "x").unwrap();
    let hand_in = tempfile::tempdir().unwrap();
    let places = [unwritable.join("inside"), hand_in.path().to_path_buf()];
    for lang in [bloomlab::lang::Lang::En, bloomlab::lang::Lang::Es] {
        let line = records::rescue_in(&store, lang, &places).unwrap();
        assert!(!line.contains('\n'), "{line}");
        assert!(
            line.contains(&dir.path().join(FILE_NAME).display().to_string()),
            "{line}"
        );
        let expected = match lang {
            bloomlab::lang::Lang::En => "(1 quiz attempt and progress in 1 lesson)",
            bloomlab::lang::Lang::Es => "(1 intento de autoevaluación y el progreso en 1 lección)",
        };
        assert!(line.contains(expected), "{line}");
    }
    let written: Vec<_> = fs::read_dir(hand_in.path())
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .collect();
    assert!(!written.is_empty());
    for file in written {
        let saved = Store::read_file(&file).unwrap();
        assert_eq!(saved.attempts.len(), 1);
        assert_eq!(saved.attempts[0].id, "kept-1");
        assert_eq!(saved.lessons.len(), 1);
    }

    // Once the lock is a file again, the next save writes everything and
    // nothing is left to report.
    fs::remove_dir(dir.path().join(LOCK_FILE_NAME)).unwrap();
    store.flush();
    assert!(!store.unsaved, "{:?}", store.notices);
    assert_eq!(store.not_saved(), None);
    assert_eq!(
        records::rescue_in(&store, bloomlab::lang::Lang::En, &places),
        None
    );
}

/// A records file that cannot be read (here a folder in its place, which
/// root cannot write either) keeps the session in memory: what it did is
/// reported at the end. A session that changed nothing has nothing to say.
#[test]
fn a_records_file_that_is_a_folder_reports_what_was_not_saved() {
    let dir = tempfile::tempdir().unwrap();
    fs::create_dir(dir.path().join(FILE_NAME)).unwrap();
    let mut store = Store::open(dir.path());
    assert_eq!(store.not_saved(), None, "nothing done, nothing lost");
    store.record_attempt(attempt(2, "kept"));
    let not_saved = store.not_saved().unwrap();
    assert_eq!(not_saved.attempts, 1);
    assert!(
        not_saved.problem.contains("not a regular file (a folder)"),
        "{not_saved:?}"
    );
    // --no-save: nothing was meant to be saved.
    let mut memory = Store::in_memory();
    memory.record_attempt(attempt(2, "kept"));
    assert_eq!(memory.not_saved(), None);
}
