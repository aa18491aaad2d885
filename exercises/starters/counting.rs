//! {{starter-counting-title}}.
//!
//! {{starter-rs-build}}
//!
//!     rustc -O filter.rs -o filter
//!     bloomlab grade counting -- ./filter
//!
//! {{starter-counting-intro}}

use std::hash::{DefaultHasher, Hasher};
use std::io::{self, BufRead, BufWriter, Write};

/// {{starter-counting-max}}
const COUNTER_MAX: u8 = 15;

/// {{starter-counting-rs-filter}}
struct Filter {
    m: u64,
    k: u64,
    counters: Vec<u8>,
}

impl Filter {
    fn new(m: u64, k: u64) -> Filter {
        Filter { m, k, counters: vec![0; m.div_ceil(2) as usize] }
    }

    /// {{starter-counting-rs-counter}}
    fn counter(&self, i: u64) -> u8 {
        let _ = (i, &self.counters);
        todo!("{{starter-counting-todo-counter}}")
    }

    /// {{starter-counting-set-counter}}
    fn set_counter(&mut self, i: u64, value: u8) {
        let _ = (i, value);
        todo!("{{starter-counting-todo-set-counter}}")
    }

    /// {{starter-counting-rs-positions}}
    fn positions(&self, key: &[u8]) -> Vec<u64> {
        let _ = (key, self.m, self.k, DefaultHasher::new().finish());
        todo!("{{starter-todo-positions}}")
    }

    /// {{starter-counting-add}}
    fn add(&mut self, key: &[u8]) {
        let _ = (self.positions(key), COUNTER_MAX);
        todo!("{{starter-todo-add}}")
    }

    /// {{starter-counting-remove}}
    fn remove(&mut self, key: &[u8]) {
        let _ = self.positions(key);
        todo!("{{starter-todo-remove}}")
    }

    /// {{starter-counting-has}}
    fn has(&self, key: &[u8]) -> bool {
        let _ = self.positions(key);
        todo!("{{starter-todo-has}}")
    }

    /// {{starter-counting-bits}}
    fn bits(&self) -> u64 {
        self.counters.len() as u64 * 8
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
            ["remove", key] => filter.as_mut().expect("{{starter-rs-new-first}}").remove(&unhex(key)),
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
