//! A counting filter that bloomlab grades. Build and grade:
//!
//!     rustc -O filter.rs -o filter
//!     bloomlab grade counting -- ./filter
//!
//! `main` at the bottom already speaks to bloomlab; write the methods of
//! `Filter`. The lesson "Bloom filters, step by step" explains counters
//! (`bloomlab lesson bloom-basics`, steps 7 to 9).

use std::hash::{DefaultHasher, Hasher};
use std::io::{self, BufRead, BufWriter, Write};

/// A 4-bit counter holds 0 to 15 (lesson bloom-basics, step 9).
const COUNTER_MAX: u8 = 15;

/// m 4-bit counters, two per byte, and k hash functions.
struct Filter {
    m: u64,
    k: u64,
    cells: Vec<u8>,
}

impl Filter {
    fn new(m: u64, k: u64) -> Filter {
        Filter { m, k, cells: vec![0; m.div_ceil(2) as usize] }
    }

    /// The value of counter i (0 to 15): 4 bits of byte i / 2.
    fn counter(&self, i: u64) -> u8 {
        let _ = (i, &self.cells);
        todo!("write counter()")
    }

    /// Store `value` (0 to 15) in counter i, leaving its neighbour alone.
    fn set_counter(&mut self, i: u64, value: u8) {
        let _ = (i, value);
        todo!("write set_counter()")
    }

    /// The k positions of `key`, each in 0..m: double hashing, as in the
    /// bloom exercise (lesson "Where the formula comes from", step 17).
    fn positions(&self, key: &[u8]) -> Vec<u64> {
        let _ = (key, self.m, self.k, DefaultHasher::new().finish());
        todo!("write positions()")
    }

    /// Add 1 to each of the key's k counters (step 7). A counter at 15
    /// stays at 15: it cannot count further (step 9).
    fn add(&mut self, key: &[u8]) {
        let _ = (self.positions(key), COUNTER_MAX);
        todo!("write add()")
    }

    /// Subtract 1 from each of the key's k counters (step 8). A counter
    /// at 15 may hold more than 15 keys: it no longer knows its count, so
    /// leave it at 15, or other keys would become false negatives.
    fn remove(&mut self, key: &[u8]) {
        let _ = self.positions(key);
        todo!("write remove()")
    }

    /// True when all k counters are above 0.
    fn has(&self, key: &[u8]) -> bool {
        let _ = self.positions(key);
        todo!("write has()")
    }

    /// The bits of memory the filter uses: 4 per counter.
    fn bits(&self) -> u64 {
        self.cells.len() as u64 * 8
    }
}

// The protocol (docs/exercises.md): one command per line on standard
// input, answers on standard output, flushed at `sync`.
fn unhex(text: &str) -> Vec<u8> {
    (0..text.len() / 2)
        .map(|i| u8::from_str_radix(&text[2 * i..2 * i + 2], 16).expect("a key in hex"))
        .collect()
}

fn main() {
    let mut out = BufWriter::new(io::stdout().lock());
    let mut filter: Option<Filter> = None;
    for line in io::stdin().lock().lines() {
        let line = line.expect("a line of the protocol");
        let words: Vec<&str> = line.split_whitespace().collect();
        match words.as_slice() {
            ["new", m, k] => {
                filter = Some(Filter::new(m.parse().expect("m"), k.parse().expect("k")));
                writeln!(out, "ok").unwrap();
            }
            ["add", key] => filter.as_mut().expect("new first").add(&unhex(key)),
            ["remove", key] => filter.as_mut().expect("new first").remove(&unhex(key)),
            ["has", key] => {
                let present = filter.as_ref().expect("new first").has(&unhex(key));
                writeln!(out, "{}", if present { 1 } else { 0 }).unwrap();
            }
            ["bits"] => writeln!(out, "{}", filter.as_ref().map_or(0, Filter::bits)).unwrap(),
            ["sync"] => {
                writeln!(out, "done").unwrap();
                out.flush().unwrap();
            }
            ["end"] => break,
            _ => eprintln!("unknown command: {line}"),
        }
    }
}
