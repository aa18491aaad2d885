//! Loading and saving a student's history: 1,000 recorded attempts of the
//! 21-question course quiz. `cargo bench --bench records`.
//!
//! Measures a load, a load of the same history as a version 1 file (ids
//! derived on the way in), and a save as the app does it: take the
//! folder's lock, read the file again, merge, write and rename.

use std::time::{Duration, Instant};

use bloomlab::records::{self, AnsweredQuestion, FORMAT_VERSION, QuizAttempt, Records, Store};

fn history(count: u64) -> Records {
    let attempts = (0..count)
        .map(|n| QuizAttempt {
            id: records::new_attempt_id(),
            quiz_id: "bloom-self-check".into(),
            lang: if n % 2 == 0 { "es" } else { "en" }.into(),
            finished_at: 1_796_025_600 + n * 3600,
            seconds_taken: 240.0 + n as f64,
            score: (n % 22) as u32,
            max_score: 21,
            questions: (0..21)
                .map(|q| AnsweredQuestion {
                    id: format!("question-{q}"),
                    answer: "Ningún falso negativo, aunque puede haber falsos positivos".into(),
                    correct: (q + n) % 3 != 0,
                    points: u32::from((q + n) % 3 != 0),
                    max_points: 1,
                    ..Default::default()
                })
                .collect(),
            ..Default::default()
        })
        .collect();
    Records {
        version: FORMAT_VERSION,
        attempts,
        lessons: Vec::new(),
    }
}

/// Median and worst of `runs` timings.
fn timed(runs: usize, mut run: impl FnMut()) -> (Duration, Duration) {
    let mut times: Vec<Duration> = (0..runs)
        .map(|_| {
            let started = Instant::now();
            run();
            started.elapsed()
        })
        .collect();
    times.sort();
    (times[runs / 2], times[runs - 1])
}

fn main() {
    let records = history(1000);
    let dir = std::env::temp_dir().join(format!("bloomlab-bench-{}", std::process::id()));
    records::save_records(&dir, &records).expect("save");
    let path = dir.join(records::FILE_NAME);
    let size = std::fs::metadata(&path).map_or(0, |m| m.len());
    let (load, load_worst) = timed(20, || {
        let store = Store::open(&dir);
        assert_eq!(store.records.attempts.len(), 1000);
    });

    // The same history as version 1 wrote it: no ids, version 1.
    let mut old: serde_json::Value = serde_json::to_value(&records).expect("json");
    old["version"] = 1.into();
    for attempt in old["attempts"].as_array_mut().expect("attempts") {
        attempt.as_object_mut().expect("attempt").remove("id");
    }
    std::fs::write(&path, serde_json::to_vec_pretty(&old).expect("json")).expect("write");
    let (migrate, _) = timed(20, || {
        let store = Store::open(&dir);
        assert_eq!(store.records.attempts.len(), 1000);
    });

    records::save_records(&dir, &records).expect("save");
    let mut store = Store::open(&dir);
    let one = records.attempts[0].clone();
    let (save, save_worst) = timed(20, || {
        let mut attempt = one.clone();
        attempt.id = String::new();
        store.record_attempt(attempt);
        assert!(!store.unsaved, "{:?}", store.notices);
    });
    let _ = std::fs::remove_dir_all(&dir);
    println!(
        "1,000 attempts ({:.2} MB file, {:.0} bytes per attempt; the {} MiB cap holds about {}):",
        size as f64 / 1e6,
        size as f64 / 1000.0,
        records::MAX_FILE_BYTES >> 20,
        records::MAX_FILE_BYTES * 1000 / size.max(1)
    );
    println!("  load                      median {load:?}, worst {load_worst:?} over 20");
    println!("  load a version 1 file     median {migrate:?} over 20 (ids derived)");
    println!(
        "  save (lock, re-read, merge, write, rename, sync)  median {save:?}, worst {save_worst:?} over 20"
    );
}
