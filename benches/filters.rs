//! Insert and negative-lookup speed of bloomlab's standard filter against
//! fastbloom and bloomfilter, at the m and k of the course's sizing table:
//! bloomlab batched, batched through the experiments' filter trait, and
//! one key at a time.
//!
//! Run with `cargo bench --bench filters`; `BENCH_N` overrides the number of
//! keys (default 10,000,000). Prints a plain-text table and writes the same
//! results as Markdown to `target/bench-filters.md`.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::print_stdout,
    reason = "a benchmark prints its report, and stops at the first failure"
)]

use std::fmt::Write as _;
use std::hint::black_box;
use std::ops::Range;
use std::time::Instant;

use bloomlab::filter::{DEFAULT_MAX_MEMORY, ExperimentFilter};
use bloomlab::sizing::{TableRow, theory_table};
use bloomlab::{BloomFilter, KeyHash};

const DEFAULT_N: u64 = 10_000_000;
const REPS: usize = 3;
/// Keys hashed per call of the batched methods: large enough to amortise the
/// call, small enough that the hashes stay in L1/L2.
const CHUNK: u64 = 1024;
/// Negative keys have the high bit set, so they never meet the inserted 0..n.
const NEGATIVE_BASE: u64 = 1 << 63;

/// One filter under test. Methods take whole key ranges so the dynamic
/// dispatch costs one call per measurement, not one per key.
trait Subject {
    fn name(&self) -> &'static str;
    fn clear(&mut self);
    fn insert_keys(&mut self, keys: Range<u64>);
    fn count_positive(&mut self, keys: Range<u64>) -> u64;
}

/// bloomlab, batched path: hashes a chunk, then one call per chunk.
struct OursBatch {
    filter: BloomFilter,
    hashes: Vec<KeyHash>,
}

impl OursBatch {
    fn hash_chunk(hashes: &mut Vec<KeyHash>, keys: Range<u64>) {
        hashes.clear();
        hashes.extend(keys.map(KeyHash::of_u64));
    }
}

fn chunks(keys: Range<u64>) -> impl Iterator<Item = Range<u64>> {
    (keys.start..keys.end)
        .step_by(CHUNK as usize)
        .map(move |start| start..(start + CHUNK).min(keys.end))
}

impl Subject for OursBatch {
    fn name(&self) -> &'static str {
        "bloomlab batch"
    }
    fn clear(&mut self) {
        self.filter.clear();
    }
    fn insert_keys(&mut self, keys: Range<u64>) {
        for chunk in chunks(keys) {
            Self::hash_chunk(&mut self.hashes, chunk);
            self.filter.insert_batch(&self.hashes);
        }
    }
    fn count_positive(&mut self, keys: Range<u64>) -> u64 {
        let mut found = 0;
        for chunk in chunks(keys) {
            Self::hash_chunk(&mut self.hashes, chunk);
            found += self.filter.count_contained(&self.hashes);
        }
        found
    }
}

/// bloomlab, batched, through the experiments' [`ExperimentFilter`] trait
/// as the engine calls it (generic code, static dispatch): it must cost the
/// same as the batched path above.
struct OursTrait<F: ExperimentFilter> {
    filter: F,
    hashes: Vec<KeyHash>,
}

impl<F: ExperimentFilter> Subject for OursTrait<F> {
    fn name(&self) -> &'static str {
        "bloomlab trait"
    }
    fn clear(&mut self) {
        self.filter.clear();
    }
    fn insert_keys(&mut self, keys: Range<u64>) {
        for chunk in chunks(keys) {
            OursBatch::hash_chunk(&mut self.hashes, chunk);
            self.filter.insert_batch(&self.hashes);
        }
    }
    fn count_positive(&mut self, keys: Range<u64>) -> u64 {
        let mut found = 0;
        for chunk in chunks(keys) {
            OursBatch::hash_chunk(&mut self.hashes, chunk);
            found += self.filter.count_contained(&self.hashes);
        }
        found
    }
}

/// bloomlab, one key at a time.
struct OursSingle(BloomFilter);

impl Subject for OursSingle {
    fn name(&self) -> &'static str {
        "bloomlab single"
    }
    fn clear(&mut self) {
        self.0.clear();
    }
    fn insert_keys(&mut self, keys: Range<u64>) {
        for key in keys {
            self.0.insert_hash(KeyHash::of_u64(key));
        }
    }
    fn count_positive(&mut self, keys: Range<u64>) -> u64 {
        keys.map(|key| u64::from(self.0.contains_hash(KeyHash::of_u64(key))))
            .sum()
    }
}

impl Subject for fastbloom::BloomFilter {
    fn name(&self) -> &'static str {
        "fastbloom 0.17"
    }
    fn clear(&mut self) {
        fastbloom::BloomFilter::clear(self);
    }
    fn insert_keys(&mut self, keys: Range<u64>) {
        for key in keys {
            self.insert(&key);
        }
    }
    fn count_positive(&mut self, keys: Range<u64>) -> u64 {
        keys.map(|key| u64::from(self.contains(&key))).sum()
    }
}

impl Subject for bloomfilter::Bloom<u64> {
    fn name(&self) -> &'static str {
        "bloomfilter 3"
    }
    fn clear(&mut self) {
        bloomfilter::Bloom::clear(self);
    }
    fn insert_keys(&mut self, keys: Range<u64>) {
        for key in keys {
            self.set(&key);
        }
    }
    fn count_positive(&mut self, keys: Range<u64>) -> u64 {
        keys.map(|key| u64::from(self.check(&key))).sum()
    }
}

/// bloomfilter 3 has no (bytes, k) constructor: it picks
/// k = round(bits / items · ln 2). Passing items = bits · ln 2 / k makes that
/// exactly our k; the bitmap is m rounded up to whole bytes.
fn bloomfilter_with(m: u64, k: u32) -> bloomfilter::Bloom<u64> {
    let bytes = m.div_ceil(8) as usize;
    let items = ((bytes * 8) as f64 * std::f64::consts::LN_2 / f64::from(k)).round() as usize;
    let bloom = bloomfilter::Bloom::new(bytes, items.max(1)).expect("bloomfilter allocation");
    assert_eq!(bloom.number_of_hash_functions(), k, "bloomfilter chose k");
    bloom
}

/// How many of [`subjects`] are bloomlab's own paths (they come first).
const OURS: usize = 3;

fn subjects(row: &TableRow) -> Vec<Box<dyn Subject>> {
    let (m, k) = (row.m_bits, row.k);
    let ours = || BloomFilter::new(m, k).expect("bloomlab filter fits");
    vec![
        Box::new(OursBatch {
            filter: ours(),
            hashes: Vec::with_capacity(CHUNK as usize),
        }),
        Box::new(OursTrait::<BloomFilter> {
            filter: ExperimentFilter::build(m, k, DEFAULT_MAX_MEMORY).expect("fits"),
            hashes: Vec::with_capacity(CHUNK as usize),
        }),
        Box::new(OursSingle(ours())),
        // fastbloom rounds m up to whole 64-bit words.
        Box::new(fastbloom::BloomFilter::with_num_bits(m as usize).hashes(k)),
        Box::new(bloomfilter_with(m, k)),
    ]
}

/// Nanoseconds per key of one run of `work` over `n` keys, and its result.
fn time_per_op(n: u64, work: impl FnOnce() -> u64) -> (f64, u64) {
    let start = Instant::now();
    let result = black_box(work());
    (start.elapsed().as_nanos() as f64 / n as f64, result)
}

fn median(mut samples: Vec<f64>) -> f64 {
    samples.sort_by(f64::total_cmp);
    samples[samples.len() / 2]
}

struct Measured {
    filter: &'static str,
    insert_ns: f64,
    lookup_ns: f64,
    fp_measured: f64,
}

fn bench_row(row: &TableRow, n: u64) -> Vec<Measured> {
    let mut subjects = subjects(row);
    let mut inserts = vec![Vec::new(); subjects.len()];
    let mut lookups = vec![Vec::new(); subjects.len()];
    let mut positives = vec![0; subjects.len()];
    // Filters alternate within each repetition, so a slow spell of the
    // machine hits all of them alike. clear() also faults in every page
    // before the clock starts.
    for _ in 0..REPS {
        for (i, subject) in subjects.iter_mut().enumerate() {
            subject.clear();
            let (ns, _) = time_per_op(n, || {
                subject.insert_keys(0..n);
                0
            });
            inserts[i].push(ns);
            let (ns, found) = time_per_op(n, || {
                subject.count_positive(NEGATIVE_BASE..NEGATIVE_BASE + n)
            });
            lookups[i].push(ns);
            positives[i] = found;
        }
    }
    // Untimed sanity check: no false negatives among inserted keys.
    for subject in &mut subjects {
        let sample = n.min(10_000);
        let found = subject.count_positive(0..sample);
        assert_eq!(found, sample, "{} lost inserted keys", subject.name());
    }
    subjects
        .iter()
        .enumerate()
        .map(|(i, subject)| Measured {
            filter: subject.name(),
            insert_ns: median(inserts[i].clone()),
            lookup_ns: median(lookups[i].clone()),
            fp_measured: positives[i] as f64 / n as f64,
        })
        .collect()
}

fn with_commas(value: u64) -> String {
    let digits = value.to_string();
    let mut out = String::new();
    for (i, digit) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(digit);
    }
    out
}

fn cpu_name() -> String {
    std::fs::read_to_string("/proc/cpuinfo")
        .ok()
        .and_then(|info| {
            info.lines()
                .find(|line| line.starts_with("model name"))
                .and_then(|line| line.split_once(':'))
                .map(|(_, name)| name.trim().to_string())
        })
        .unwrap_or_else(|| "unknown CPU".to_string())
}

const NOTES: [&str; 4] = [
    "Hashing is inside the timed region for every filter: bloomlab uses xxh3-128, \
     fastbloom and bloomfilter their default SipHash-1-3.",
    "Negative lookups use keys with the high bit set, never inserted; \
     fp = share of them reported present.",
    "Same k for all; fastbloom rounds m up to a multiple of 64 bits, bloomfilter \
     to a multiple of 8 (its k is forced to ours through its items-count argument).",
    "Ratios are bloomlab ns / other ns: below 1 means bloomlab is faster.",
];

fn main() {
    // cargo passes `--bench`; there are no options, so arguments are ignored.
    let n = match std::env::var("BENCH_N") {
        Ok(value) => value
            .replace(['_', ','], "")
            .parse::<u64>()
            .ok()
            .filter(|&n| n > 0)
            .expect("BENCH_N must be a positive integer"),
        Err(_) => DEFAULT_N,
    };
    let rows = theory_table(n, DEFAULT_MAX_MEMORY).expect("sizing table");

    let header = format!(
        "bloomlab filter benchmark: n = {} keys, median of {REPS} runs, {}",
        with_commas(n),
        cpu_name()
    );
    println!("{header}");
    for note in NOTES {
        println!("  {note}");
    }
    println!();
    println!(
        "{:>8} {:>3} {:>13}  {:<16} {:>13} {:>13} {:>11} {:>11}",
        "p target",
        "k",
        "m bits",
        "filter",
        "insert ns/op",
        "lookup ns/op",
        "fp measured",
        "fp theory"
    );

    let mut md = String::new();
    let _ = writeln!(md, "{header}\n");
    for note in NOTES {
        let _ = writeln!(md, "- {note}");
    }
    let _ = writeln!(
        md,
        "\n| p target | k | m bits | filter | insert ns/op | lookup ns/op | fp measured | fp theory |"
    );
    let _ = writeln!(md, "|---:|---:|---:|:---|---:|---:|---:|---:|");

    let mut ratios = Vec::new();
    for row in &rows {
        let results = bench_row(row, n);
        for r in &results {
            println!(
                "{:>8} {:>3} {:>13}  {:<16} {:>13.1} {:>13.1} {:>11.6} {:>11.6}",
                row.fp_target,
                row.k,
                with_commas(row.m_bits),
                r.filter,
                r.insert_ns,
                r.lookup_ns,
                r.fp_measured,
                row.fp_exact
            );
            let _ = writeln!(
                md,
                "| {} | {} | {} | {} | {:.1} | {:.1} | {:.6} | {:.6} |",
                row.fp_target,
                row.k,
                with_commas(row.m_bits),
                r.filter,
                r.insert_ns,
                r.lookup_ns,
                r.fp_measured,
                row.fp_exact
            );
        }
        ratios.push((row.fp_target, row.k, results));
        println!();
    }

    println!("ratios (bloomlab ns / other ns; below 1 = bloomlab faster)");
    println!(
        "{:>8} {:>3}  {:<16} {:<16} {:>7} {:>7}",
        "p target", "k", "bloomlab path", "vs", "insert", "lookup"
    );
    let _ = writeln!(
        md,
        "\n| p target | k | bloomlab path | vs | insert ratio | lookup ratio |"
    );
    let _ = writeln!(md, "|---:|---:|:---|:---|---:|---:|");
    for (p, k, results) in &ratios {
        // Results are in subjects() order: bloomlab's paths, then the others.
        let (ours, others) = results.split_at(OURS);
        for mine in ours {
            for other in others {
                let insert = mine.insert_ns / other.insert_ns;
                let lookup = mine.lookup_ns / other.lookup_ns;
                println!(
                    "{p:>8} {k:>3}  {:<16} {:<16} {insert:>7.2} {lookup:>7.2}",
                    mine.filter, other.filter
                );
                let _ = writeln!(
                    md,
                    "| {p} | {k} | {} | {} | {insert:.2} | {lookup:.2} |",
                    mine.filter, other.filter
                );
            }
        }
    }

    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("target");
    let path = dir.join("bench-filters.md");
    match std::fs::create_dir_all(&dir).and_then(|()| std::fs::write(&path, md)) {
        Ok(()) => println!("\nMarkdown written to {}", path.display()),
        Err(err) => eprintln!("\ncould not write {}: {err}", path.display()),
    }
}
