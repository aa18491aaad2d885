//! Many bloomlab processes saving into one data folder at once: eight
//! processes record fifty attempts each (all identical but for their ids,
//! as when a class finishes the same quiz the same way) on top of 500
//! attempts already saved, while a reader parses the file in a loop. Every
//! attempt must be on disk at the end, and the reader must never see a
//! missing, damaged or shrunken file.
//!
//! The writers are this test executable run again with `WRITER_ENV` set:
//! the same test function then plays one writer and returns. The
//! executable holds all the integration tests (`tests/it/main.rs`), so it
//! is asked for this one by its whole path.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "a test: a failed unwrap is a failed test (clippy.toml's allow-unwrap-in-tests misses the helpers of integration tests)"
)]

use std::collections::HashSet;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use bloomlab::records::{
    self, AnsweredQuestion, FORMAT_VERSION, LessonProgress, QuizAttempt, Records, Store,
};

const WRITER_ENV: &str = "BLOOMLAB_STRESS_WRITER";
const CONTROL_ENV: &str = "BLOOMLAB_STRESS_CONTROL";
const INDEX_ENV: &str = "BLOOMLAB_STRESS_INDEX";
const TEST_NAME: &str = "eight_processes_saving_at_once_lose_nothing";
const WRITERS: usize = 8;
const PER_WRITER: usize = 50;
const ALREADY_SAVED: usize = 500;
/// Far above what the run takes; only a hang reaches it.
const DEADLINE: Duration = Duration::from_secs(300);

/// The test's name as the harness knows it: its module's path without the
/// crate's name (`records_stress::eight_…`).
fn test_path() -> String {
    match module_path!().split_once("::") {
        Some((_, module)) => format!("{module}::{TEST_NAME}"),
        None => TEST_NAME.to_owned(),
    }
}

/// The same attempt every time; only the id tells two apart.
fn attempt(id: String) -> QuizAttempt {
    QuizAttempt {
        id,
        quiz_id: "bloom-self-check".into(),
        lang: "en".into(),
        finished_at: 1_796_025_600,
        seconds_taken: 95.5,
        score: 2,
        max_score: 3,
        questions: ["guarantee", "bits-1pct", "delete"]
            .iter()
            .enumerate()
            .map(|(i, id)| AnsweredQuestion {
                id: (*id).into(),
                answer: "9.6".into(),
                correct: i < 2,
                points: u32::from(i < 2),
                max_points: 1,
                ..Default::default()
            })
            .collect(),
        ..Default::default()
    }
}

fn progress(writer: usize, step: usize) -> LessonProgress {
    LessonProgress {
        lesson_id: format!("lesson-{writer}"),
        lang: "en".into(),
        step,
        steps: PER_WRITER,
        predictions: Vec::new(),
        updated_at: records::now(),
        order_seed: None,
    }
}

#[test]
fn eight_processes_saving_at_once_lose_nothing() {
    if let Some(dir) = std::env::var_os(WRITER_ENV) {
        writer(Path::new(&dir));
        return;
    }
    let data = tempfile::tempdir().unwrap();
    let control = tempfile::tempdir().unwrap();
    let seeded: Vec<QuizAttempt> = (0..ALREADY_SAVED)
        .map(|_| attempt(records::new_attempt_id()))
        .collect();
    let mut expected: HashSet<String> = seeded.iter().map(|a| a.id.clone()).collect();
    records::save_records(
        data.path(),
        &Records {
            version: FORMAT_VERSION,
            attempts: seeded,
            lessons: Vec::new(),
        },
    )
    .unwrap();

    let exe = std::env::current_exe().unwrap();
    let mut children: Vec<Child> = (0..WRITERS)
        .map(|index| {
            Command::new(&exe)
                .args([&test_path(), "--exact", "--nocapture", "--test-threads=1"])
                .env(WRITER_ENV, data.path())
                .env(CONTROL_ENV, control.path())
                .env(INDEX_ENV, index.to_string())
                .stdout(Stdio::null())
                .stderr(Stdio::piped())
                .spawn()
                .unwrap()
        })
        .collect();

    // The reader: what `bloomlab results` does, in a loop, with no lock.
    let stop = Arc::new(AtomicBool::new(false));
    let reader = {
        let stop = Arc::clone(&stop);
        let dir = data.path().to_path_buf();
        std::thread::spawn(move || read_in_a_loop(&dir, &stop))
    };

    let started = Instant::now();
    fs::write(control.path().join("go"), "").unwrap();
    let mut failures = Vec::new();
    for (index, child) in children.iter_mut().enumerate() {
        match wait(child, started) {
            Ok(true) => {}
            Ok(false) => {
                let mut stderr = String::new();
                if let Some(mut pipe) = child.stderr.take() {
                    let _ = std::io::Read::read_to_string(&mut pipe, &mut stderr);
                }
                failures.push(format!("writer {index} failed:\n{stderr}"));
            }
            Err(err) => failures.push(format!("writer {index}: {err}")),
        }
    }
    let elapsed = started.elapsed();
    stop.store(true, Ordering::Relaxed);
    let seen = reader.join().unwrap();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    let (reads, counts) = seen.unwrap_or_else(|problem| panic!("the reader saw {problem}"));

    for index in 0..WRITERS {
        let ids = fs::read_to_string(control.path().join(format!("ids-{index}"))).unwrap();
        let ids: Vec<&str> = ids.lines().collect();
        assert_eq!(
            ids.len(),
            PER_WRITER,
            "writer {index} recorded every attempt"
        );
        expected.extend(ids.into_iter().map(str::to_owned));
    }
    assert_eq!(expected.len(), ALREADY_SAVED + WRITERS * PER_WRITER);

    let saved = Store::read(data.path()).unwrap();
    let on_disk: HashSet<&str> = saved.attempts.iter().map(|a| a.id.as_str()).collect();
    assert_eq!(on_disk.len(), saved.attempts.len(), "no attempt twice");
    let lost: Vec<&String> = expected
        .iter()
        .filter(|id| !on_disk.contains(id.as_str()))
        .collect();
    assert!(
        lost.is_empty(),
        "{} of {} attempts lost",
        lost.len(),
        expected.len()
    );
    assert_eq!(saved.attempts.len(), expected.len());
    for index in 0..WRITERS {
        let lesson = saved
            .lessons
            .iter()
            .find(|l| l.lesson_id == format!("lesson-{index}"));
        assert_eq!(lesson.map(|l| l.step), Some(PER_WRITER - 1), "{index}");
    }
    let leftovers: Vec<String> = fs::read_dir(data.path())
        .unwrap()
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|name| name != records::FILE_NAME && name != records::LOCK_FILE_NAME)
        .collect();
    assert!(leftovers.is_empty(), "left behind: {leftovers:?}");
    assert!(
        counts.len() > 2,
        "the reader looked while the file grew: saw only {counts:?}"
    );
    eprintln!(
        "{WRITERS} writers × {PER_WRITER} attempts on {ALREADY_SAVED}: {} on disk, none lost, in {:.1} s; \
         the reader parsed the file {reads} times and saw {} different sizes, never a bad one",
        saved.attempts.len(),
        elapsed.as_secs_f64(),
        counts.len()
    );
}

/// One writer: wait for the start, then record every attempt in one
/// session, saving each at once, and list their ids for the checker.
fn writer(dir: &Path) {
    let control = PathBuf::from(std::env::var_os(CONTROL_ENV).unwrap());
    let index: usize = std::env::var(INDEX_ENV).unwrap().parse().unwrap();
    let go = control.join("go");
    let started = Instant::now();
    while !go.exists() {
        assert!(started.elapsed() < DEADLINE, "no start signal");
        std::thread::sleep(Duration::from_millis(1));
    }
    let mut store = Store::open(dir);
    assert!(store.notices.is_empty(), "{:?}", store.notices);
    let mut ids = String::new();
    for n in 0..PER_WRITER {
        let id = records::new_attempt_id();
        ids.push_str(&id);
        ids.push('\n');
        store.record_attempt(attempt(id));
        // A save may give up waiting for the lock when the machine is
        // loaded (eight writers on two busy cores waited over 10 s in one
        // CI run): the store keeps the attempt and the next save writes
        // it, as in the app. What must hold is that all reach the file.
        assert!(
            !store.unsaved || waited_for_the_lock(&store.notices),
            "attempt {n}: {:?}",
            store.notices
        );
        // Lesson progress in between, as the app does: noted, flushed
        // now and then.
        store.note_lesson(progress(index, n));
        if n % 10 == 9 {
            store.flush();
        }
    }
    store.flush();
    while store.unsaved {
        assert!(started.elapsed() < DEADLINE, "{:?}", store.notices);
        store.flush();
    }
    assert!(waited_for_the_lock(&store.notices), "{:?}", store.notices);
    fs::write(control.join(format!("ids-{index}")), ids).unwrap();
}

/// Whether every notice says only that a save waited too long for
/// another writer's lock (none at all, on an idle machine).
fn waited_for_the_lock(notices: &[String]) -> bool {
    notices
        .iter()
        .all(|notice| notice.contains(records::LOCK_FILE_NAME))
}

/// Parse the file until told to stop. Every read must succeed and hold at
/// least as many attempts as the one before (a save only ever adds).
/// Returns the number of reads and the distinct counts seen.
fn read_in_a_loop(dir: &Path, stop: &AtomicBool) -> Result<(usize, Vec<usize>), String> {
    let mut reads = 0;
    let mut counts = vec![ALREADY_SAVED];
    while !stop.load(Ordering::Relaxed) {
        let records = Store::read(dir).map_err(|err| format!("an error: {err}"))?;
        let count = records.attempts.len();
        let last = counts[counts.len() - 1];
        if count < last {
            return Err(format!("{count} attempts after {last}"));
        }
        if count > last {
            counts.push(count);
        }
        reads += 1;
    }
    Ok((reads, counts))
}

/// Wait for a writer, killing it past the deadline: Ok(success).
fn wait(child: &mut Child, started: Instant) -> Result<bool, String> {
    loop {
        if let Some(status) = child.try_wait().map_err(|e| e.to_string())? {
            return Ok(status.success());
        }
        if started.elapsed() > DEADLINE {
            let _ = child.kill();
            let _ = child.wait();
            return Err(format!("still running after {DEADLINE:?}: killed"));
        }
        std::thread::sleep(Duration::from_millis(10));
    }
}
