//! A blocked Bloom filter that bloomlab grades. Build and grade:
//!
//!     rustc -O filter.rs -o filter
//!     bloomlab grade blocked -- ./filter
//!
//! `main` at the bottom already speaks to bloomlab; write the methods of
//! `Filter`. The lesson "When a Bloom filter is not enough", step 3
//! (`bloomlab lesson bloom-alternatives`), explains blocks.

use std::hash::{DefaultHasher, Hasher};
use std::io::{self, BufRead, BufWriter, Write};

/// One cache line: 64 bytes, 512 bits.
const BLOCK_BITS: u64 = 512;

/// m bits in blocks of 512, k probes per key, all in one block. bloomlab
/// always gives an m that is a whole number of blocks.
struct Filter {
    m: u64,
    k: u64,
    words: Vec<u64>,
}

impl Filter {
    fn new(m: u64, k: u64) -> Filter {
        Filter { m, k, words: vec![0; m.div_ceil(64) as usize] }
    }

    /// The k positions of `key`, all in one block.
    ///
    /// Hint: one hash h1 picks the block (h1 % (m / 512)); a second hash
    /// h2 gives the offsets inside it, (h2 + i * step) % 512, with step
    /// odd (512 is a power of two: an even step repeats too soon). The
    /// position is block * 512 + offset.
    fn positions(&self, key: &[u8]) -> Vec<u64> {
        let _ = (key, self.m, self.k, BLOCK_BITS, DefaultHasher::new().finish());
        todo!("write positions(): one block, k offsets in it")
    }

    /// Set the key's k bits.
    fn add(&mut self, key: &[u8]) {
        let _ = self.positions(key);
        todo!("write add()")
    }

    /// True when all k bits are set.
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
