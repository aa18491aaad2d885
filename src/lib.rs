//! bloomlab: learn Bloom filters by experiment.
//!
//! The library holds everything that is not the terminal: the filters, the
//! theory (every formula the lessons teach), the sizing solver and the unit
//! parser. The CLI and the TUI are thin faces over it, so a number on screen
//! and a number printed by `bloomlab table` come from the same function.

pub mod content;
pub mod error;
pub mod experiment;
pub mod filter;
pub mod lang;
pub mod records;
pub mod sizing;
pub mod theory;
#[cfg(feature = "tui")]
pub mod tui;
pub mod units;
pub mod untrusted;

pub use error::{Param, ParamError, Problem};
pub use filter::{BloomFilter, CountingBloomFilter, KeyHash};
