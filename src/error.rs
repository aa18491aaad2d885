//! Errors for parameters a user gives: each names the parameter (as the CLI
//! flag of the same name) and says what is allowed, so the CLI and the TUI
//! can show it as it is.

use std::fmt;

use thiserror::Error;

/// A user-facing parameter. The names match the CLI flags on purpose.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Param {
    /// Number of elements inserted.
    N,
    /// Target false-positive rate.
    P,
    /// Number of bits.
    M,
    /// Number of hash functions.
    K,
    /// Memory cap for one filter.
    MaxMemory,
    /// Relative half-width at which an experiment stops.
    Precision,
    /// Confidence level of an interval.
    Confidence,
    /// Cap on the queries of one experiment.
    MaxQueries,
    /// Number of fresh filters.
    Trials,
    /// Worker threads.
    Threads,
}

impl fmt::Display for Param {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Param::N => "--n",
            Param::P => "--p",
            Param::M => "--m",
            Param::K => "--k",
            Param::MaxMemory => "--max-memory",
            Param::Precision => "--precision",
            Param::Confidence => "--confidence",
            Param::MaxQueries => "--max-queries",
            Param::Trials => "--trials",
            Param::Threads => "--threads",
        })
    }
}

/// A bad value, or a bad combination of values.
#[derive(Clone, Debug, PartialEq, Error)]
#[error("{param}: {problem}")]
pub struct ParamError {
    pub param: Param,
    pub problem: Problem,
}

#[derive(Clone, Debug, PartialEq, Error)]
pub enum Problem {
    #[error("must be a probability strictly between 0 and 1, such as 0.01 or 1% (got {0})")]
    NotAProbability(String),
    #[error(
        "must be a whole number from {} to {} (got {got})",
        crate::units::format_count(*.min),
        crate::units::format_count(*.max)
    )]
    OutOfRange { got: String, min: u64, max: u64 },
    #[error(
        "a filter of {} is larger than the memory cap of {} (raise it with --max-memory)",
        crate::units::format_bytes(*.bytes),
        crate::units::format_bytes(*.cap)
    )]
    TooLarge { bytes: u64, cap: u64 },
    #[error("{0}")]
    Invalid(String),
}

impl ParamError {
    pub fn new(param: Param, problem: Problem) -> Self {
        Self { param, problem }
    }

    pub fn out_of_range(param: Param, got: impl fmt::Display, min: u64, max: u64) -> Self {
        Self::new(
            param,
            Problem::OutOfRange {
                got: got.to_string(),
                min,
                max,
            },
        )
    }

    pub fn invalid(param: Param, message: impl Into<String>) -> Self {
        Self::new(param, Problem::Invalid(message.into()))
    }
}
