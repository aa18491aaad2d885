//! A Bloom filter that bloomlab grades. Build and grade:
//!
//!     rustc -O filter.rs -o filter
//!     bloomlab grade bloom -- ./filter
//!
//! `main` at the bottom already speaks to bloomlab; write the methods of
//! `Filter`. The lesson "Bloom filters, step by step" explains every piece
//! (`bloomlab lesson bloom-basics`).

use std::hash::{DefaultHasher, Hasher};
use std::io::{self, BufRead, BufWriter, Write};

/// m bits and k hash functions (lesson bloom-basics, step 1).
struct Filter {
    m: u64,
    k: u64,
    /// m bits packed into 64-bit words.
    words: Vec<u64>,
}

impl Filter {
    fn new(m: u64, k: u64) -> Filter {
        Filter { m, k, words: vec![0; m.div_ceil(64) as usize] }
    }

    /// The k positions of `key`, each in 0..m.
    ///
    /// Hint: two 64-bit hashes h1, h2 of the key (a `DefaultHasher` fed a
    /// different first byte for each); the i-th position can be
    /// h1.wrapping_add(i.wrapping_mul(h2)) % m. This is plain double
    /// hashing; the lesson "Where the formula comes from", step 17, explains
    /// it and the enhanced form bloomlab uses, h1 + i·h2 + (i³ − i)/6.
    fn positions(&self, key: &[u8]) -> Vec<u64> {
        let _ = (key, self.m, self.k, DefaultHasher::new().finish());
        todo!("write positions(): the k positions of the key")
    }

    /// Set the key's k bits to 1 (lesson bloom-basics, steps 2 and 3).
    fn add(&mut self, key: &[u8]) {
        let _ = self.positions(key);
        todo!("write add()")
    }

    /// True when all k bits are 1: "probably present" (steps 4 and 5).
    fn has(&self, key: &[u8]) -> bool {
        let _ = self.positions(key);
        todo!("write has()")
    }

    /// The bits of memory the filter uses.
    fn bits(&self) -> u64 {
        self.words.len() as u64 * 64
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
