//! {{starter-fix-title}}.
//!
//! {{starter-rs-build}}
//!
//!     rustc -O filter.rs -o filter
//!     bloomlab grade fix-the-filter -- ./filter
//!
//! {{starter-fix-intro}}

use std::hash::{DefaultHasher, Hasher};
use std::io::{self, BufRead, BufWriter, Write};

/// {{starter-fix-group}}
const GROUP: usize = 64;

struct Filter {
    m: u64,
    k: u64,
    words: Vec<u64>,
    waiting: Vec<Vec<u8>>,
}

impl Filter {
    fn new(m: u64, k: u64) -> Filter {
        Filter { m, k, words: vec![0; m.div_ceil(64) as usize], waiting: Vec::new() }
    }

    /// {{starter-fix-hash}}
    fn hash(key: &[u8]) -> u16 {
        let mut hasher = DefaultHasher::new();
        hasher.write(key);
        hasher.finish() as u16
    }

    fn positions(&self, key: &[u8]) -> Vec<u64> {
        let start = u64::from(Self::hash(key)) % self.m;
        (0..self.k).map(|i| (start + i) % self.m).collect()
    }

    fn write(&mut self, key: &[u8]) {
        for p in self.positions(key) {
            self.words[(p / 64) as usize] |= 1 << (p % 64);
        }
    }

    fn add(&mut self, key: &[u8]) {
        self.waiting.push(key.to_vec());
        if self.waiting.len() == GROUP {
            for key in std::mem::take(&mut self.waiting) {
                self.write(&key);
            }
        }
    }

    fn has(&self, key: &[u8]) -> bool {
        self.positions(key)
            .iter()
            .all(|&p| self.words[(p / 64) as usize] >> (p % 64) & 1 == 1)
    }

    fn bits(&self) -> u64 {
        self.words.len() as u64 * 64
    }
}

// {{starter-protocol}}
fn unhex(text: &str) -> Vec<u8> {
    (0..text.len() / 2)
        .map(|i| u8::from_str_radix(&text[2 * i..2 * i + 2], 16).expect("{{starter-rs-key-hex}}"))
        .collect()
}

fn main() {
    let mut out = BufWriter::new(io::stdout().lock());
    let mut filter: Option<Filter> = None;
    for line in io::stdin().lock().lines() {
        let line = line.expect("{{starter-rs-protocol-line}}");
        let words: Vec<&str> = line.split_whitespace().collect();
        match words.as_slice() {
            ["new", m, k] => {
                filter = Some(Filter::new(m.parse().expect("m"), k.parse().expect("k")));
                writeln!(out, "ok").unwrap();
            }
            ["add", key] => filter.as_mut().expect("{{starter-rs-new-first}}").add(&unhex(key)),
            ["has", key] => {
                let present = filter.as_ref().expect("{{starter-rs-new-first}}").has(&unhex(key));
                writeln!(out, "{}", if present { 1 } else { 0 }).unwrap();
            }
            ["bits"] => writeln!(out, "{}", filter.as_ref().map_or(0, Filter::bits)).unwrap(),
            ["sync"] => {
                writeln!(out, "done").unwrap();
                out.flush().unwrap();
            }
            ["end"] => break,
            _ => eprintln!("{{starter-rs-unknown-command}}: {line}"),
        }
    }
}
