//! {{starter-blocked-title}}.
//!
//! {{starter-rs-build}}
//!
//!     rustc -O filter.rs -o filter
//!     bloomlab grade blocked -- ./filter
//!
//! {{starter-blocked-intro}}

use std::hash::{DefaultHasher, Hasher};
use std::io::{self, BufRead, BufWriter, Write};

/// {{starter-blocked-cache-line}}
const BLOCK_BITS: u64 = 512;

/// {{starter-blocked-filter}}
struct Filter {
    m: u64,
    k: u64,
    words: Vec<u64>,
}

impl Filter {
    fn new(m: u64, k: u64) -> Filter {
        Filter { m, k, words: vec![0; m.div_ceil(64) as usize] }
    }

    /// {{starter-blocked-rs-positions}}
    fn positions(&self, key: &[u8]) -> Vec<u64> {
        let _ = (key, self.m, self.k, BLOCK_BITS, DefaultHasher::new().finish());
        todo!("{{starter-blocked-todo-positions}}")
    }

    /// {{starter-blocked-add}}
    fn add(&mut self, key: &[u8]) {
        let _ = self.positions(key);
        todo!("{{starter-todo-add}}")
    }

    /// {{starter-blocked-has}}
    fn has(&self, key: &[u8]) -> bool {
        let _ = self.positions(key);
        todo!("{{starter-todo-has}}")
    }

    /// {{starter-bits}}
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
