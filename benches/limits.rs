//! How close each structure is to what this machine can do, measured in
//! one run so that the ratios hold even on a busy machine:
//!
//! 1. The random-probe limit: a plain loop setting random bits in
//!    prefetched batches of 64 over arrays of 6, 12 and 24 MB (and of each
//!    table row's own size), against the standard filter's batched insert
//!    per probe at the course's sizing table (n = 10^7 by default), and
//!    fastbloom 0.17's (a standard filter, k probes anywhere).
//! 2. The blocked filter against a blocked peer, fastbloom 0.5 (512-bit
//!    blocks), and against our standard filter, at a size that fits in the
//!    L2 cache and one that does not.
//! 3. The cuckoo filter against the `cuckoofilter` crate (8-bit
//!    fingerprints, buckets of 4, about 95 % full).
//! 4. The counting filter's inserts against the standard filter's (1 %).
//!
//! Every peer hashes with xxh3, as bloomlab does, so that the ratios
//! compare the structures, not the hash functions. Each figure is the
//! median of `REPS` repetitions, the subjects interleaved within each
//! repetition; the range is printed beside it. The load average is
//! printed at the start and the end.
//!
//! Run with `cargo bench --bench limits`; `BENCH_N` sets the large n
//! (default 10,000,000), and `BENCH_SECTIONS` the sections to run (`2,3`;
//! default all four). Writes the report as Markdown to
//! `target/bench-limits.md` too.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::print_stdout,
    reason = "a benchmark prints its report, and stops at the first failure"
)]

use std::fmt::Write as _;
use std::hash::{BuildHasher, Hasher};
use std::hint::black_box;
use std::time::Instant;

use bloomlab::BloomFilter;
use bloomlab::KeyHash;
use bloomlab::experiment::compare::cuckoo_slots;
use bloomlab::filter::reduce;
use bloomlab::filter::{
    BlockedBloomFilter, CountingBloomFilter, CuckooFilter, DEFAULT_MAX_MEMORY, ExperimentFilter,
};
use bloomlab::sizing::theory_table;

const REPS: usize = 5;
const CHUNK: u64 = 1024;
/// Negative keys have the high bit set, so they never meet the inserted 0..n.
const NEGATIVE_BASE: u64 = 1 << 63;
/// Probes per batch of the limit loop, all prefetched before any is set.
const BATCH: usize = 64;

/// A `Hasher` that feeds xxh3-64, for the peers (fastbloom, cuckoofilter),
/// so that every structure hashes its keys with the same function family.
#[derive(Clone, Default)]
struct Xxh3(xxhash_rust::xxh3::Xxh3Default);

impl Hasher for Xxh3 {
    fn finish(&self) -> u64 {
        self.0.digest()
    }
    fn write(&mut self, bytes: &[u8]) {
        self.0.update(bytes);
    }
}

/// One-shot xxh3 of a u64 key, the fast path fastbloom's `BuildHasher`
/// gives each key.
#[derive(Clone, Copy, Default)]
struct Xxh3Key(u64);

impl Hasher for Xxh3Key {
    fn finish(&self) -> u64 {
        xxhash_rust::xxh3::xxh3_64(&self.0.to_le_bytes())
    }
    fn write(&mut self, bytes: &[u8]) {
        for (i, byte) in bytes.iter().enumerate().take(8) {
            self.0 ^= u64::from(*byte) << (8 * i);
        }
    }
    fn write_u64(&mut self, value: u64) {
        self.0 = value;
    }
}

#[derive(Clone, Copy, Default)]
struct Xxh3Build;

impl BuildHasher for Xxh3Build {
    type Hasher = Xxh3Key;
    fn build_hasher(&self) -> Xxh3Key {
        Xxh3Key::default()
    }
}

fn prefetch(word: &u64) {
    #[cfg(target_arch = "x86_64")]
    {
        use std::arch::x86_64::{_MM_HINT_T0, _mm_prefetch};
        // SAFETY: a prefetch is a hint; it never faults, and SSE is part of
        // the x86_64 baseline.
        unsafe { _mm_prefetch::<_MM_HINT_T0>((word as *const u64).cast::<i8>()) };
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = word;
}

/// The random-probe limit: set `probes` random bits of `words`, 64 at a
/// time, every word of a batch prefetched before any is written.
/// Nanoseconds per probe.
fn probe_limit(words: &mut [u64], probes: u64, seed: u64) -> f64 {
    let bits = words.len() as u64 * 64;
    let mut state = seed | 1;
    let mut batch = [0u64; BATCH];
    let started = Instant::now();
    for _ in 0..probes / BATCH as u64 {
        for slot in &mut batch {
            // xorshift64*: a fresh random position per probe.
            state ^= state >> 12;
            state ^= state << 25;
            state ^= state >> 27;
            *slot = reduce(state.wrapping_mul(0x2545_F491_4F6C_DD1D), bits);
            prefetch(&words[(*slot >> 6) as usize]);
        }
        for &position in &batch {
            words[(position >> 6) as usize] |= 1 << (position & 63);
        }
    }
    let ns = started.elapsed().as_nanos() as f64 / (probes / BATCH as u64 * BATCH as u64) as f64;
    black_box(&words[0]);
    ns
}

/// A structure under test: insert keys 0..n, then count the absent keys
/// it reports present.
trait Subject {
    fn name(&self) -> String;
    fn clear(&mut self);
    fn insert(&mut self, n: u64);
    fn lookup(&mut self, n: u64) -> u64;
}

/// One of ours through the experiments' trait: hashed a chunk at a time,
/// then one batched call per chunk (the engine's own path).
struct Ours<F: ExperimentFilter> {
    name: &'static str,
    filter: F,
    hashes: Vec<KeyHash>,
}

impl<F: ExperimentFilter> Ours<F> {
    fn new(name: &'static str, m: u64, k: u32) -> Self {
        Ours {
            name,
            filter: F::build(m, k, DEFAULT_MAX_MEMORY).expect("fits"),
            hashes: Vec::with_capacity(CHUNK as usize),
        }
    }

    fn chunks(start: u64, n: u64, mut each: impl FnMut(std::ops::Range<u64>)) {
        let mut at = start;
        while at < start + n {
            let end = (at + CHUNK).min(start + n);
            each(at..end);
            at = end;
        }
    }
}

impl<F: ExperimentFilter> Subject for Ours<F> {
    fn name(&self) -> String {
        self.name.to_owned()
    }
    fn clear(&mut self) {
        self.filter.clear();
    }
    fn insert(&mut self, n: u64) {
        let (filter, hashes) = (&mut self.filter, &mut self.hashes);
        Self::chunks(0, n, |keys| {
            hashes.clear();
            hashes.extend(keys.map(KeyHash::of_u64));
            filter.insert_batch(hashes);
        });
    }
    fn lookup(&mut self, n: u64) -> u64 {
        let (filter, hashes) = (&self.filter, &mut self.hashes);
        let mut found = 0;
        Self::chunks(NEGATIVE_BASE, n, |keys| {
            hashes.clear();
            hashes.extend(keys.map(KeyHash::of_u64));
            found += filter.count_contained(hashes);
        });
        found
    }
}

/// A fastbloom filter under test: it inserts and looks up one key at a
/// time (it has no batched path).
macro_rules! fastbloom_subject {
    ($(#[$doc:meta])* $name:ident($filter:ty), $label:literal) => {
        $(#[$doc])*
        struct $name($filter);

        impl Subject for $name {
            fn name(&self) -> String {
                $label.to_owned()
            }
            fn clear(&mut self) {
                self.0.clear();
            }
            fn insert(&mut self, n: u64) {
                for key in 0..n {
                    self.0.insert(&key);
                }
            }
            fn lookup(&mut self, n: u64) -> u64 {
                (NEGATIVE_BASE..NEGATIVE_BASE + n)
                    .map(|key| u64::from(self.0.contains(&key)))
                    .sum()
            }
        }
    };
}

fastbloom_subject!(
    /// fastbloom 0.17: a standard Bloom filter (k probes over the whole array).
    FastStandard(fastbloom::BloomFilter<Xxh3Build>),
    "fastbloom 0.17 (standard)"
);
fastbloom_subject!(
    /// fastbloom 0.5: a blocked Bloom filter, 512-bit blocks.
    FastBlocked(fastbloom_blocked::BloomFilter<512, Xxh3Build>),
    "fastbloom 0.5 (blocked, 512)"
);

/// The `cuckoofilter` crate: 8-bit fingerprints, buckets of 4, a power of
/// two of buckets.
struct CuckooCrate {
    capacity: usize,
    filter: cuckoofilter::CuckooFilter<Xxh3>,
}

impl Subject for CuckooCrate {
    fn name(&self) -> String {
        "cuckoofilter 0.5".to_owned()
    }
    fn clear(&mut self) {
        self.filter = cuckoofilter::CuckooFilter::with_capacity(self.capacity);
    }
    fn insert(&mut self, n: u64) {
        for key in 0..n {
            let _ = self.filter.add(&key);
        }
    }
    fn lookup(&mut self, n: u64) -> u64 {
        (NEGATIVE_BASE..NEGATIVE_BASE + n)
            .map(|key| u64::from(self.filter.contains(&key)))
            .sum()
    }
}

/// Median and range of some samples.
fn spread(mut samples: Vec<f64>) -> (f64, f64, f64) {
    samples.sort_by(f64::total_cmp);
    (
        samples[samples.len() / 2],
        samples[0],
        samples[samples.len() - 1],
    )
}

struct Cost {
    name: String,
    insert: (f64, f64, f64),
    lookup: (f64, f64, f64),
    fp: f64,
}

/// Time every subject's inserts and lookups of n keys, `REPS` times,
/// interleaved. Nanoseconds per key.
fn time_subjects(subjects: &mut [Box<dyn Subject>], n: u64) -> Vec<Cost> {
    let mut inserts = vec![Vec::new(); subjects.len()];
    let mut lookups = vec![Vec::new(); subjects.len()];
    let mut positives = vec![0; subjects.len()];
    // One untimed round first: pages faulted in, caches and predictors warm.
    for round in 0..=REPS {
        for (i, subject) in subjects.iter_mut().enumerate() {
            subject.clear();
            let started = Instant::now();
            subject.insert(n);
            let insert = started.elapsed().as_nanos() as f64 / n as f64;
            let started = Instant::now();
            let found = black_box(subject.lookup(n));
            let lookup = started.elapsed().as_nanos() as f64 / n as f64;
            if round > 0 {
                inserts[i].push(insert);
                lookups[i].push(lookup);
                positives[i] = found;
            }
        }
    }
    subjects
        .iter()
        .enumerate()
        .map(|(i, subject)| Cost {
            name: subject.name(),
            insert: spread(inserts[i].clone()),
            lookup: spread(lookups[i].clone()),
            fp: positives[i] as f64 / n as f64,
        })
        .collect()
}

fn load_average() -> String {
    std::fs::read_to_string("/proc/loadavg")
        .map(|text| {
            text.split_whitespace()
                .take(3)
                .collect::<Vec<_>>()
                .join(" ")
        })
        .unwrap_or_else(|_| "unknown".to_owned())
}

fn cpu_name() -> String {
    std::fs::read_to_string("/proc/cpuinfo")
        .ok()
        .and_then(|info| {
            info.lines()
                .find(|line| line.starts_with("model name"))
                .and_then(|line| line.split_once(':'))
                .map(|(_, name)| name.trim().to_owned())
        })
        .unwrap_or_else(|| "unknown CPU".to_owned())
}

/// The data caches of cpu0, as Linux reports them ("L1d 48K, L2 2048K, …").
fn caches() -> String {
    let mut parts = Vec::new();
    for index in 0..8 {
        let dir = format!("/sys/devices/system/cpu/cpu0/cache/index{index}");
        let read = |file: &str| std::fs::read_to_string(format!("{dir}/{file}")).ok();
        let (Some(level), Some(kind), Some(size)) = (read("level"), read("type"), read("size"))
        else {
            continue;
        };
        if kind.trim() != "Instruction" {
            let d = if kind.trim() == "Data" { "d" } else { "" };
            parts.push(format!("L{}{d} {}", level.trim(), size.trim()));
        }
    }
    parts.join(", ")
}

/// Table rows of some costs, each with its ratios to the peer's (the
/// second subject).
fn against_peer(label: &str, costs: &[Cost]) -> Vec<String> {
    let peer = &costs[1];
    costs
        .iter()
        .map(|cost| {
            format!(
                "| {label} | {} | {} | {} | {:.4} | {:.2}× | {:.2}× |",
                cost.name,
                range(cost.insert),
                range(cost.lookup),
                cost.fp,
                cost.insert.0 / peer.insert.0,
                cost.lookup.0 / peer.lookup.0
            )
        })
        .collect()
}

fn range(cost: (f64, f64, f64)) -> String {
    format!("{:.1} ({:.1}–{:.1})", cost.0, cost.1, cost.2)
}

fn main() {
    let n: u64 = std::env::var("BENCH_N")
        .ok()
        .and_then(|text| text.replace(['_', ','], "").parse().ok())
        .unwrap_or(10_000_000);
    let sections: Option<Vec<u32>> = std::env::var("BENCH_SECTIONS").ok().map(|text| {
        text.split(',')
            .filter_map(|s| s.trim().parse().ok())
            .collect()
    });
    let runs = |section: u32| sections.as_ref().is_none_or(|s| s.contains(&section));
    let report = std::cell::RefCell::new(String::new());
    let say = |line: String| {
        println!("{line}");
        let _ = writeln!(report.borrow_mut(), "{line}");
    };
    say(format!("# Limits: {}", cpu_name()));
    say(format!(
        "\nCaches (cpu0): {}. Load average at the start: {}. Median of {REPS} runs after a warm-up, one thread; ranges in brackets.",
        caches(),
        load_average()
    ));

    if runs(1) {
        // 1. The random-probe limit against the table's inserts, per probe.
        say(format!(
            "\n## 1. Random-probe limit against the sizing table's inserts (n = {n})\n"
        ));
        say("| array | limit ns/probe | standard insert ns/probe | ratio to limit | fastbloom 0.17 ns/probe | ratio to fastbloom |".to_owned());
        say("|---|---|---|---|---|---|".to_owned());
        for mb in [6u64, 12, 24] {
            let mut words = vec![0u64; (mb << 20) as usize / 8];
            let limits: Vec<f64> = (0..=REPS)
                .map(|rep| probe_limit(&mut words, 1 << 24, rep as u64 + 1))
                .skip(1)
                .collect();
            let limit = spread(limits);
            say(format!("| {mb} MB | {} | | | | |", range(limit)));
        }
        let rows = theory_table(n, DEFAULT_MAX_MEMORY).expect("the table's sizes");
        for row in &rows {
            let (m, k) = (row.m_bits, row.k);
            let mut words = vec![0u64; m.div_ceil(64) as usize];
            let mut subjects: Vec<Box<dyn Subject>> = vec![
                Box::new(Ours::<BloomFilter>::new("standard", m, k)),
                Box::new(FastStandard(
                    fastbloom::BloomFilter::with_num_bits(m as usize)
                        .hasher(Xxh3Build)
                        .hashes(k),
                )),
            ];
            let mut limits = Vec::new();
            for rep in 0..=REPS {
                let ns = probe_limit(&mut words, n * u64::from(k), rep as u64 + 7);
                if rep > 0 {
                    limits.push(ns);
                }
            }
            let limit = spread(limits);
            let costs = time_subjects(&mut subjects, n);
            let per_probe = |cost: (f64, f64, f64)| {
                let k = f64::from(k);
                (cost.0 / k, cost.1 / k, cost.2 / k)
            };
            let ours = per_probe(costs[0].insert);
            let fast = per_probe(costs[1].insert);
            say(format!(
                "| {:.1} MB (p = {}, k = {k}) | {} | {} | {:.2}× | {} | {:.2}× |",
                m as f64 / 8.0 / 1_048_576.0,
                row.fp_target,
                range(limit),
                range(ours),
                ours.0 / limit.0,
                range(fast),
                ours.0 / fast.0
            ));
        }
    }
    if runs(2) {
        // 2. Blocked against fastbloom's blocked filter, in and out of cache.
        say(
            "\n## 2. Blocked filter against fastbloom 0.5 (512-bit blocks), 1 %, k = 7\n"
                .to_owned(),
        );
        say("| n | filter | insert ns/key | lookup ns/key (absent) | fp | insert ratio | lookup ratio |".to_owned());
        say("|---|---|---|---|---|---|---|".to_owned());
        for keys in [100_000u64, n] {
            let k = 7;
            let m = (keys as f64 * 9.585).ceil() as u64;
            let mut subjects: Vec<Box<dyn Subject>> = vec![
                Box::new(Ours::<BlockedBloomFilter>::new("bloomlab blocked", m, k)),
                Box::new(FastBlocked(
                    fastbloom_blocked::BloomFilter::with_num_bits(m as usize)
                        .hasher(Xxh3Build)
                        .hashes(k),
                )),
                Box::new(Ours::<BloomFilter>::new("bloomlab standard", m, k)),
                Box::new(FastStandard(
                    fastbloom::BloomFilter::with_num_bits(m as usize)
                        .hasher(Xxh3Build)
                        .hashes(k),
                )),
            ];
            let label = format!("{keys} ({:.2} MB)", m as f64 / 8.0 / 1_048_576.0);
            for line in against_peer(&label, &time_subjects(&mut subjects, keys)) {
                say(line);
            }
        }
    }
    if runs(3) {
        // 3. Cuckoo against the cuckoofilter crate.
        say(
            "\n## 3. Cuckoo filter against cuckoofilter 0.5 (8-bit fingerprints, buckets of 4)\n"
                .to_owned(),
        );
        say("| n | filter | insert ns/key | lookup ns/key (absent) | fp | insert ratio | lookup ratio |".to_owned());
        say("|---|---|---|---|---|---|---|".to_owned());
        for capacity in [1usize << 20, (n as usize / 4).next_power_of_two()] {
            // Both about 95 % full: the crate's slots are a power of two,
            // ours hold n / 0.95.
            let keys = (capacity as f64 * 0.95) as u64;
            let mut subjects: Vec<Box<dyn Subject>> = vec![
                Box::new(Ours::<CuckooFilter>::new(
                    "bloomlab cuckoo",
                    cuckoo_slots(keys),
                    8,
                )),
                Box::new(CuckooCrate {
                    capacity,
                    filter: cuckoofilter::CuckooFilter::with_capacity(capacity),
                }),
            ];
            for line in against_peer(&keys.to_string(), &time_subjects(&mut subjects, keys)) {
                say(line);
            }
        }
    }
    if runs(4) {
        // 4. Counting inserts against standard inserts.
        say(
            "\n## 4. Counting filter against the standard filter, same m and k (1 %, k = 7)\n"
                .to_owned(),
        );
        say("| n | filter | insert ns/key | lookup ns/key (absent) | fp | insert ratio | lookup ratio |".to_owned());
        say("|---|---|---|---|---|---|---|".to_owned());
        let mut limits = Vec::new();
        for keys in [1_000_000u64, n] {
            let (m, k) = ((keys as f64 * 9.585).ceil() as u64, 7);
            let mut subjects: Vec<Box<dyn Subject>> = vec![
                Box::new(Ours::<CountingBloomFilter>::new("bloomlab counting", m, k)),
                Box::new(Ours::<BloomFilter>::new("bloomlab standard", m, k)),
            ];
            let costs = time_subjects(&mut subjects, keys);
            for line in against_peer(&keys.to_string(), &costs) {
                say(line);
            }
            // Each insert per probe against the limit on an array of its
            // own size: 4-bit counters take four times the standard's
            // bits, so they miss the cache sooner.
            for (cost, bits_per_cell) in costs.iter().zip([4, 1]) {
                let mut words = vec![0u64; (m * bits_per_cell).div_ceil(64) as usize];
                let limit = spread(
                    (0..=REPS)
                        .map(|rep| probe_limit(&mut words, keys * u64::from(k), rep as u64 + 11))
                        .skip(1)
                        .collect(),
                );
                let per_probe = cost.insert.0 / f64::from(k);
                limits.push(format!(
                    "| {keys} | {} | {:.1} MB | {} | {per_probe:.1} | {:.2}× |",
                    cost.name,
                    (words.len() * 8) as f64 / 1_048_576.0,
                    range(limit),
                    per_probe / limit.0
                ));
            }
        }
        say(
            "\nInserts per probe against the random-probe limit on an array of the same size:\n"
                .to_owned(),
        );
        say(
            "| n | filter | array | limit ns/probe | insert ns/probe | ratio to limit |".to_owned(),
        );
        say("|---|---|---|---|---|---|".to_owned());
        for line in limits {
            say(line);
        }
    }
    say(format!("\nLoad average at the end: {}.", load_average()));
    let _ = std::fs::create_dir_all("target");
    std::fs::write("target/bench-limits.md", report.into_inner()).expect("writing the report");
}
