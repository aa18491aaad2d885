//! Reference solutions of the `bloom`, `counting` and `blocked` exercises
//! in Rust, one program for the three (its first argument names the
//! exercise); kept for the tests, never handed out. Build: rustc -O reference.rs

use std::hash::{DefaultHasher, Hasher};
use std::io::{self, BufRead, BufWriter, Write};

const BLOCK_BITS: u64 = 512;

/// h1 and h2 from one hash of the key, as the course and the starters'
/// hints say: one SipHash (`DefaultHasher`) fed the key once, its 64-bit
/// result cut into two 32-bit halves (low h1, high h2).
fn hashes(key: &[u8]) -> (u64, u64) {
    let mut hasher = DefaultHasher::new();
    hasher.write(key);
    let h = hasher.finish();
    (h & 0xffff_ffff, h >> 32)
}

#[derive(Clone, Copy, PartialEq)]
enum Kind {
    Bloom,
    Counting,
    Blocked,
}

struct Filter {
    kind: Kind,
    m: u64,
    k: u64,
    /// Bits (bloom, blocked) or 4-bit counters, two per byte (counting).
    cells: Vec<u8>,
}

impl Filter {
    fn new(kind: Kind, m: u64, k: u64) -> Filter {
        let bytes = match kind {
            Kind::Counting => m.div_ceil(2),
            _ => m.div_ceil(8),
        };
        Filter { kind, m, k, cells: vec![0; bytes as usize] }
    }

    fn positions(&self, key: &[u8]) -> Vec<u64> {
        let (h1, h2) = hashes(key);
        if self.kind == Kind::Blocked {
            // The blocked starter's hint: the low half picks the block, the
            // high half the offsets, with an odd step.
            let base = (h1 % (self.m / BLOCK_BITS)) * BLOCK_BITS;
            let step = (h2 >> 9) | 1;
            return (0..self.k)
                .map(|i| base + (h2.wrapping_add(i.wrapping_mul(step))) % BLOCK_BITS)
                .collect();
        }
        (0..self.k)
            .map(|i| h1.wrapping_add(i.wrapping_mul(h2)) % self.m)
            .collect()
    }

    fn counter(&self, i: u64) -> u8 {
        self.cells[(i / 2) as usize] >> ((i % 2) * 4) & 15
    }

    fn set_counter(&mut self, i: u64, value: u8) {
        let shift = (i % 2) * 4;
        let cell = &mut self.cells[(i / 2) as usize];
        *cell = (*cell & !(15 << shift)) | (value << shift);
    }

    fn add(&mut self, key: &[u8]) {
        for p in self.positions(key) {
            if self.kind == Kind::Counting {
                let c = self.counter(p);
                if c < 15 {
                    self.set_counter(p, c + 1);
                }
            } else {
                self.cells[(p / 8) as usize] |= 1 << (p % 8);
            }
        }
    }

    fn remove(&mut self, key: &[u8]) {
        let positions = self.positions(key);
        if self.kind != Kind::Counting || positions.iter().any(|&p| self.counter(p) == 0) {
            return;
        }
        for p in positions {
            let c = self.counter(p);
            if c < 15 {
                self.set_counter(p, c - 1);
            }
        }
    }

    fn has(&self, key: &[u8]) -> bool {
        self.positions(key).iter().all(|&p| match self.kind {
            Kind::Counting => self.counter(p) > 0,
            _ => self.cells[(p / 8) as usize] >> (p % 8) & 1 == 1,
        })
    }

    fn bits(&self) -> u64 {
        self.cells.len() as u64 * 8
    }
}

fn unhex(text: &str) -> Vec<u8> {
    (0..text.len() / 2)
        .map(|i| u8::from_str_radix(&text[2 * i..2 * i + 2], 16).unwrap_or(0))
        .collect()
}

fn main() {
    let kind = match std::env::args().nth(1).as_deref() {
        Some("counting") => Kind::Counting,
        Some("blocked") => Kind::Blocked,
        _ => Kind::Bloom,
    };
    let mut out = BufWriter::new(io::stdout().lock());
    let mut filter = Filter::new(kind, 1, 1);
    for line in io::stdin().lock().lines() {
        let Ok(line) = line else { break };
        let mut words = line.split_whitespace();
        let command = words.next().unwrap_or("");
        let argument = words.next().unwrap_or("");
        match command {
            "new" => {
                let m = argument.parse().unwrap_or(1);
                let k = words.next().and_then(|k| k.parse().ok()).unwrap_or(1);
                filter = Filter::new(kind, m, k);
                writeln!(out, "ok").unwrap();
            }
            "add" => filter.add(&unhex(argument)),
            "remove" => filter.remove(&unhex(argument)),
            "has" => writeln!(out, "{}", u8::from(filter.has(&unhex(argument)))).unwrap(),
            "bits" => writeln!(out, "{}", filter.bits()).unwrap(),
            "sync" => {
                writeln!(out, "done").unwrap();
                out.flush().unwrap();
            }
            "end" => break,
            _ => {}
        }
    }
}
