//! `bloomlab compare` at a million keys (issue 14's bar: under 10 s on
//! two cores): wall time and CPU time of the whole comparison, where it
//! went (building and timing, measuring, and the rows of each target),
//! each row's queries and time, and as a peer measured in the same run the measured
//! sizing table at the same n.
//!
//! `cargo bench --bench compare` (BENCH_N overrides n). Peak memory is
//! read from the release binary instead:
//! `/usr/bin/time -v target/release/bloomlab compare --n 1000000`.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::print_stdout,
    reason = "a benchmark prints its report, and stops at the first failure"
)]

use std::sync::atomic::AtomicBool;
use std::time::Instant;

use bloomlab::experiment::compare::{self, CompareEvent, CompareSpec, DEFAULT_TARGETS};
use bloomlab::experiment::{ExperimentSpec, RunOptions, run_blocking, suites};
use bloomlab::filter::DEFAULT_MAX_MEMORY;

/// User plus system CPU seconds of this process so far.
fn cpu_seconds() -> f64 {
    // SAFETY: getrusage only writes the struct it is given.
    let usage = unsafe {
        let mut usage = std::mem::zeroed::<libc::rusage>();
        libc::getrusage(libc::RUSAGE_SELF, &mut usage);
        usage
    };
    let seconds = |t: libc::timeval| t.tv_sec as f64 + t.tv_usec as f64 * 1e-6;
    seconds(usage.ru_utime) + seconds(usage.ru_stime)
}

fn main() {
    let n: u64 = std::env::var("BENCH_N")
        .ok()
        .and_then(|text| text.parse().ok())
        .unwrap_or(compare::DEFAULT_N);
    let options = RunOptions::default();
    println!(
        "bloomlab compare at n = {n}, default targets, ±5 %, seed 1, {} threads\n",
        options.threads
    );

    let spec = CompareSpec {
        n,
        targets: DEFAULT_TARGETS.to_vec(),
        base: ExperimentSpec::new(1, 1, 1),
    };
    let (cpu, started) = (cpu_seconds(), Instant::now());
    let phases = std::sync::Mutex::new(None);
    let rows = compare::compare_blocking(
        &spec,
        &options,
        &|event: CompareEvent| {
            if let CompareEvent::Phases(spent) = event {
                *phases.lock().unwrap() = Some(spent);
            }
            true
        },
        &AtomicBool::new(false),
    )
    .expect("valid comparison");
    let phases = phases
        .into_inner()
        .unwrap()
        .expect("the phases are reported");
    let (compare_wall, compare_cpu) = (started.elapsed().as_secs_f64(), cpu_seconds() - cpu);
    for row in &rows {
        println!(
            "  {:<14} target {:>12}  queries {:>11}  {:>6.2} s  insert {:>6.1} ns  lookup {:>5.1} ns",
            row.design.kind.name(),
            row.design
                .fp_target
                .map_or_else(|| "exact".to_owned(), |p| format!("{p:.3e}")),
            row.outcome.queries,
            row.outcome.seconds,
            row.profile.insert_ns,
            row.profile.lookup_ns
        );
    }

    let table =
        suites::table(n, DEFAULT_MAX_MEMORY, &ExperimentSpec::new(1, 1, 1)).expect("table sizes");
    let (cpu, started) = (cpu_seconds(), Instant::now());
    run_blocking(table, &options, &|_| true, &AtomicBool::new(false)).expect("valid table");
    let (table_wall, table_cpu) = (started.elapsed().as_secs_f64(), cpu_seconds() - cpu);

    println!(
        "\ncompare: {compare_wall:.2} s wall, {compare_cpu:.2} s CPU ({:.0} % of {} cores)",
        100.0 * compare_cpu / compare_wall / options.threads as f64,
        options.threads
    );
    println!(
        "  where it went: {:.2} s building and timing ({:.2} s of it timing on one thread), {:.2} s measuring",
        phases.profile, phases.timing, phases.measure
    );
    for (target, seconds) in &phases.measure_by_target {
        println!(
            "    rows at {:>12}: {seconds:.2} s of row time",
            target.map_or_else(|| "exact".to_owned(), |p| format!("{p:.3e}"))
        );
    }
    println!("table (peer, same n): {table_wall:.2} s wall, {table_cpu:.2} s CPU");
    println!(
        "ratio compare / table: {:.1} wall, {:.1} CPU",
        compare_wall / table_wall,
        compare_cpu / table_cpu
    );
}
