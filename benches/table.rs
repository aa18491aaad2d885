//! The measured sizing table at ten million keys: wall time, per-row
//! queries, the cancel latency, and fastbloom doing the same inserts and
//! queries at the same m and k (single thread, for a like-for-like cost).
//!
//! `cargo bench --bench table` (BENCH_N overrides n). Peak memory is read
//! from the release binary instead: `/usr/bin/time -v target/release/bloomlab table`.

use std::hint::black_box;
use std::sync::atomic::AtomicBool;
use std::sync::mpsc::channel;
use std::time::{Duration, Instant};

use bloomlab::experiment::{
    Event, ExperimentSpec, Outcome, Run, RunOptions, queried_key, run_blocking, suites,
};
use bloomlab::filter::DEFAULT_MAX_MEMORY;

fn main() {
    let n: u64 = std::env::var("BENCH_N")
        .ok()
        .and_then(|text| text.parse().ok())
        .unwrap_or(10_000_000);
    let specs =
        suites::table(n, DEFAULT_MAX_MEMORY, &ExperimentSpec::new(1, 1, 1)).expect("table sizes");
    println!("Measured table at n = {n}, ±5 % at 95 % confidence, seed 1\n");

    for threads in [RunOptions::default().threads, 1] {
        let (sender, _events) = channel();
        let options = RunOptions {
            threads,
            ..RunOptions::default()
        };
        let started = Instant::now();
        let outcomes: Vec<Outcome> =
            run_blocking(specs.clone(), &options, &sender, &AtomicBool::new(false))
                .expect("valid specs")
                .into_iter()
                .flatten()
                .collect();
        let wall = started.elapsed().as_secs_f64();
        println!("bloomlab table, {threads} thread(s): {wall:.2} s wall");
        for o in &outcomes {
            println!(
                "  k={:>2} m={:>11}  queries {:>10}  measured {:.4e} (exact {:.4e})  reached ±5 %: {}",
                o.spec.k, o.spec.m, o.queries, o.fp_measured, o.fp_exact, o.reached_precision
            );
        }
        if threads == 1 {
            fastbloom_same_work(&outcomes);
        }
    }
    cancel_latency(&specs);
}

/// fastbloom with the same m, k, the same n inserts and as many queries as
/// our table ran, one thread, keys hashed by its default hasher.
fn fastbloom_same_work(outcomes: &[Outcome]) {
    let started = Instant::now();
    for o in outcomes {
        let mut filter = fastbloom::BloomFilter::with_num_bits(o.spec.m as usize).hashes(o.spec.k);
        for key in 0..o.spec.n {
            filter.insert(&key);
        }
        let mut positives = 0u64;
        for index in 0..o.queries {
            positives += u64::from(filter.contains(&queried_key(index)));
        }
        black_box(positives);
    }
    println!(
        "fastbloom, same inserts and queries, 1 thread: {:.2} s wall\n",
        started.elapsed().as_secs_f64()
    );
}

/// Start the table, let it run 300 ms, cancel, and time until every worker
/// has stopped.
fn cancel_latency(specs: &[ExperimentSpec]) {
    let mut latencies = Vec::new();
    for _ in 0..5 {
        let run = Run::start(specs.to_vec(), RunOptions::default()).expect("valid specs");
        let deadline = Instant::now() + Duration::from_millis(300);
        while Instant::now() < deadline {
            let _ = run.next_event(Duration::from_millis(10));
        }
        let cancelled_at = Instant::now();
        run.cancel();
        while let Some(event) = run.next_event(Duration::from_secs(5)) {
            if matches!(event, Event::AllDone { .. }) {
                break;
            }
        }
        latencies.push(cancelled_at.elapsed());
        run.wait();
    }
    latencies.sort();
    println!(
        "cancel → all workers stopped: median {:?}, worst {:?} (5 runs)",
        latencies[2], latencies[4]
    );
}
