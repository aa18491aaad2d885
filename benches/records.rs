//! Loading a student's history: 1,000 recorded attempts of the 21-question
//! course quiz. `cargo bench --bench records`.

use std::time::{Duration, Instant};

use bloomlab::records::{self, AnsweredQuestion, FORMAT_VERSION, QuizAttempt, Records, Store};

fn main() {
    let attempts = (0..1000u64)
        .map(|n| QuizAttempt {
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
                })
                .collect(),
        })
        .collect();
    let records = Records {
        version: FORMAT_VERSION,
        attempts,
        lessons: Vec::new(),
    };
    let dir = std::env::temp_dir().join(format!("bloomlab-bench-{}", std::process::id()));
    records::save_records(&dir, &records).expect("save");
    let size = std::fs::metadata(dir.join(records::FILE_NAME)).map_or(0, |m| m.len());
    let mut times: Vec<Duration> = (0..20)
        .map(|_| {
            let started = Instant::now();
            let store = Store::open(&dir);
            let elapsed = started.elapsed();
            assert_eq!(store.records.attempts.len(), 1000);
            elapsed
        })
        .collect();
    times.sort();
    let started = Instant::now();
    records::save_records(&dir, &records).expect("save");
    let save = started.elapsed();
    let _ = std::fs::remove_dir_all(&dir);
    println!(
        "load 1,000 attempts ({:.1} MB file): median {:?}, worst {:?} over 20 loads; one atomic save {:?}",
        size as f64 / 1e6,
        times[10],
        times[19],
        save
    );
}
