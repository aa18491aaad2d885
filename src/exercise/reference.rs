//! The protocol served by the project's own filters: the reference
//! implementation a student's time is compared with (`bloomlab grade`
//! runs it through the same pipes, on the same workload, on the same
//! machine). It is also a working example of the protocol's rules.

use std::io::{self, BufRead, Write};

use super::Structure;
use crate::filter::{BlockedBloomFilter, BloomFilter, CountingBloomFilter, KeyHash};

enum Filter {
    Bloom(BloomFilter),
    Counting(CountingBloomFilter),
    Blocked(BlockedBloomFilter),
}

impl Filter {
    fn new(structure: Structure, m: u64, k: u32) -> Option<Filter> {
        Some(match structure {
            Structure::Bloom => Filter::Bloom(BloomFilter::new(m, k).ok()?),
            Structure::Counting => Filter::Counting(CountingBloomFilter::new(m, k).ok()?),
            Structure::Blocked => Filter::Blocked(
                BlockedBloomFilter::with_memory_cap(m, k, crate::filter::DEFAULT_MAX_MEMORY)
                    .ok()?,
            ),
        })
    }

    fn add(&mut self, key: &[u8]) {
        match self {
            Filter::Bloom(filter) => filter.insert_bytes(key),
            Filter::Counting(filter) => filter.insert_bytes(key),
            Filter::Blocked(filter) => filter.insert_hash(KeyHash::of_bytes(key)),
        }
    }

    fn has(&self, key: &[u8]) -> bool {
        match self {
            Filter::Bloom(filter) => filter.contains_bytes(key),
            Filter::Counting(filter) => filter.contains_bytes(key),
            Filter::Blocked(filter) => filter.contains_hash(KeyHash::of_bytes(key)),
        }
    }

    fn remove(&mut self, key: &[u8]) {
        if let Filter::Counting(filter) = self {
            // A key that cannot be present is left alone, as the filter's
            // rules say.
            let _ = filter.remove_bytes(key);
        }
    }

    fn bits(&self) -> u64 {
        match self {
            Filter::Bloom(filter) => filter.memory_bytes() * 8,
            Filter::Counting(filter) => filter.memory_bytes() * 8,
            Filter::Blocked(filter) => filter.memory_bytes() * 8,
        }
    }
}

/// Decode lowercase (or uppercase) hex; None when it is not hex.
pub fn unhex(text: &str) -> Option<Vec<u8>> {
    if !text.len().is_multiple_of(2) {
        return None;
    }
    (0..text.len())
        .step_by(2)
        .map(|at| u8::from_str_radix(text.get(at..at + 2)?, 16).ok())
        .collect()
}

/// Serve the protocol for `structure` until `end` or the end of input.
/// A line it does not understand ends it with an error.
pub fn serve(structure: Structure, input: impl BufRead, output: impl Write) -> io::Result<()> {
    let mut out = io::BufWriter::new(output);
    let mut filter: Option<Filter> = None;
    let bad = |line: &str| io::Error::new(io::ErrorKind::InvalidData, format!("bad line {line:?}"));
    for line in input.lines() {
        let line = line?;
        let mut words = line.split(' ');
        let verb = words.next().unwrap_or("");
        let argument = words.next().unwrap_or("");
        match verb {
            "new" => {
                let m = argument.parse().map_err(|_| bad(&line))?;
                let k = words
                    .next()
                    .and_then(|k| k.parse().ok())
                    .ok_or_else(|| bad(&line))?;
                filter = Some(Filter::new(structure, m, k).ok_or_else(|| bad(&line))?);
                writeln!(out, "ok")?;
            }
            "add" | "has" | "remove" => {
                let key = unhex(argument).ok_or_else(|| bad(&line))?;
                let filter = filter.as_mut().ok_or_else(|| bad(&line))?;
                match verb {
                    "add" => filter.add(&key),
                    "remove" => filter.remove(&key),
                    _ => writeln!(out, "{}", u8::from(filter.has(&key)))?,
                }
            }
            "bits" => {
                let bits = filter.as_ref().map_or(0, Filter::bits);
                writeln!(out, "{bits}")?;
            }
            "sync" => {
                writeln!(out, "done")?;
                out.flush()?;
            }
            "end" => break,
            _ => return Err(bad(&line)),
        }
    }
    out.flush()
}
