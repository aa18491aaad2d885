//! Loading and saving a student's history: 1,000 recorded attempts of the
//! 21-question course quiz. `cargo bench --bench records`.
//!
//! Measures a load, a load of the same history as a version 1 file (ids
//! derived on the way in), and a save as the app does it: take the
//! folder's lock, read the file again, merge, write and rename.
//!
//! Then `results --summary`'s work on a class whose quiz has 5,000 to
//! 40,000 question ids, beside a linear peer measured in the same run:
//! parsing the same records from JSON. The ratio stays flat when the
//! summary is linear (it grew with the ids when it was quadratic).

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::print_stdout,
    reason = "a benchmark prints its report, and stops at the first failure"
)]

use std::time::{Duration, Instant};

use bloomlab::records::{
    self, AnsweredQuestion, FORMAT_VERSION, QuizAttempt, Records, Store, summary,
};

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
fn timed(runs: usize, run: impl FnMut()) -> (Duration, Duration) {
    let times = times(runs, run);
    (times[runs / 2], times[runs - 1])
}

/// `runs` timings, fastest first.
fn times(runs: usize, mut run: impl FnMut()) -> Vec<Duration> {
    let mut times: Vec<Duration> = (0..runs)
        .map(|_| {
            let started = Instant::now();
            run();
            started.elapsed()
        })
        .collect();
    times.sort();
    times
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
    summary_scaling();
}

/// A class of `students`, each with one whole attempt at a quiz of `ids`
/// questions (a third of them wrong, in a student's own pattern) and a
/// retry of what they missed.
fn class(students: usize, ids: usize) -> Vec<(String, Records)> {
    (0..students)
        .map(|s| {
            let answer = |q: usize, correct: bool| AnsweredQuestion {
                id: format!("question-{q}"),
                answer: if correct { "right" } else { "wrong" }.into(),
                correct,
                points: u32::from(correct),
                max_points: 1,
                choice_ids: Some(vec![(q + s) % 4]),
                ..Default::default()
            };
            let whole: Vec<AnsweredQuestion> =
                (0..ids).map(|q| answer(q, (q + s) % 3 != 0)).collect();
            let retry: Vec<AnsweredQuestion> = whole
                .iter()
                .enumerate()
                .filter(|(_, a)| !a.correct)
                .map(|(q, _)| answer(q, q % 2 == 0))
                .collect();
            let attempt = |n: u64, questions: Vec<AnsweredQuestion>, kind| QuizAttempt {
                id: format!("{s}-{n}"),
                quiz_id: "big-quiz".into(),
                lang: "en".into(),
                finished_at: 1_796_025_600 + n,
                max_score: questions.len() as u32,
                score: questions.iter().map(|q| q.points).sum(),
                questions,
                kind,
                ..Default::default()
            };
            let records = Records {
                version: FORMAT_VERSION,
                attempts: vec![
                    attempt(0, whole, records::AttemptKind::Whole),
                    attempt(1, retry, records::AttemptKind::Retry),
                ],
                lessons: Vec::new(),
            };
            (format!("student-{s}"), records)
        })
        .collect()
}

/// This thread's CPU time: unlike the clock on the wall, it does not count
/// the time other processes on a shared machine had the CPU.
#[cfg(unix)]
fn cpu_time() -> Duration {
    let mut now = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: `now` is a valid timespec for the call to fill in.
    let status = unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut now) };
    assert_eq!(status, 0, "clock_gettime");
    Duration::new(now.tv_sec as u64, now.tv_nsec as u32)
}

/// Elsewhere, the clock on the wall.
#[cfg(not(unix))]
fn cpu_time() -> Duration {
    static START: std::sync::OnceLock<Instant> = std::sync::OnceLock::new();
    START.get_or_init(Instant::now).elapsed()
}

/// The least CPU time of `runs` runs.
fn least_cpu(runs: usize, mut run: impl FnMut()) -> Duration {
    (0..runs)
        .map(|_| {
            let started = cpu_time();
            run();
            cpu_time() - started
        })
        .min()
        .expect("runs")
}

/// CPU time, the least of 9 runs each, per answer looked at.
fn summary_scaling() {
    println!(
        "results --summary, 10 students, one whole attempt and a retry each (CPU time, least of 9 runs):"
    );
    let mut first_ratio = None;
    for ids in [5_000, 10_000, 20_000, 40_000] {
        let class = class(10, ids);
        let files: Vec<Vec<u8>> = class
            .iter()
            .map(|(_, r)| serde_json::to_vec(r).expect("json"))
            .collect();
        let answers: usize = class
            .iter()
            .flat_map(|(_, r)| &r.attempts)
            .map(|a| a.questions.len())
            .sum();
        let parse = least_cpu(9, || {
            for file in &files {
                let records = records::parse(file).expect("parse");
                assert_eq!(records.attempts.len(), 2);
            }
        });
        let labelled: Vec<(String, &Records)> =
            class.iter().map(|(name, r)| (name.clone(), r)).collect();
        let summarise = least_cpu(9, || {
            let summary = summary::summarise(&labelled);
            assert_eq!(summary.quizzes[0].questions.len(), ids);
        });
        let ratio = summarise.as_secs_f64() / parse.as_secs_f64();
        let growth = ratio / *first_ratio.get_or_insert(ratio);
        let per_answer = summarise.as_secs_f64() * 1e9 / answers as f64;
        println!(
            "  {ids:>6} ids ({answers} answers): summary {summarise:?} ({per_answer:.0} ns per answer), parsing the same records {parse:?}: ratio {ratio:.2} ({growth:.2} × the 5,000-id ratio)"
        );
    }
}
