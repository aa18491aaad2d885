//! bloomlab: learn Bloom filters by experiment.
//!
//! The library holds everything that is not the terminal: the filters and
//! their shape rules ([`filter`]), the theory (every formula the lessons
//! teach, [`theory`]), the sizing solver ([`sizing`]), the experiments and
//! their verdicts ([`experiment`]), the course's lessons and quizzes
//! ([`content`]), saved results ([`records`]), the unit parser ([`units`])
//! and the errors a parameter can have ([`error`]). The CLI and the TUI are
//! thin faces over it, so a number on screen and a number printed by
//! `bloomlab table` come from the same function, and a rule (a range, a
//! verdict) is decided in one place and only worded by each face.
//!
//! The public API is what the binary, the benches and the integration
//! tests name; everything else is `pub(crate)`, and `unreachable_pub`
//! keeps it so. ARCHITECTURE.md ("Public API") lists what is public and
//! why, and the rule for tests.

// Without the terminal app, the parts of the core only the app drives
// (the lesson session, the playground's measurements, some records
// notices) have no caller in the crate; they are still the core's.
#![cfg_attr(
    not(feature = "tui"),
    allow(
        dead_code,
        unused_imports,
        unreachable_pub,
        reason = "the app is their caller"
    )
)]

pub mod content;
pub mod course;
pub mod error;
pub mod exercise;
pub mod experiment;
pub mod figure;
pub mod filter;
pub mod i18n;
pub mod lang;
pub mod playground;
pub mod records;
pub mod sizing;
pub mod theory;
#[cfg(feature = "tui")]
pub mod tui;
pub mod units;
pub mod untrusted;

pub use error::{Param, ParamError, Problem};
pub use filter::{BloomFilter, CountingBloomFilter, KeyHash};
