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
    /// Memory cap: the bytes of filters held at once.
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
    /// A real number outside its range; `example` is a value to try.
    #[error(
        "must be a number from {} to {}, such as {example} (got {})",
        crate::units::format_real(*.min),
        crate::units::format_real(*.max),
        crate::units::format_real(*.got)
    )]
    RealOutOfRange {
        got: f64,
        min: f64,
        max: f64,
        example: &'static str,
    },
    /// `bytes` is a real number: a design can need more bytes than a u64
    /// counts (n / p bits at k = 1 and p = 1e-300), and it must not read
    /// as a saturated 18446744.07 TB.
    #[error("{}", too_large(*.bytes, *.cap))]
    TooLarge { bytes: f64, cap: u64 },
    #[error("{0}")]
    Invalid(String),
}

fn too_large(bytes: f64, cap: u64) -> String {
    let cap = crate::units::format_bytes(cap);
    if bytes.is_finite() && bytes < u64::MAX as f64 {
        format!(
            "a filter of {} is larger than the memory cap of {cap} (raise it with --max-memory)",
            crate::units::format_bytes(bytes.ceil() as u64)
        )
    } else if bytes.is_finite() {
        format!(
            "a filter of {} bytes is too large for any memory (the cap is {cap})",
            crate::units::format_real_short(bytes)
        )
    } else {
        format!("the filter would be too large for any memory (the cap is {cap})")
    }
}

impl ParamError {
    pub fn new(param: Param, problem: Problem) -> Self {
        Self { param, problem }
    }

    /// A whole number outside `min..=max`. A `got` of dozens of digits is
    /// shown in scientific notation.
    pub fn out_of_range(param: Param, got: impl fmt::Display, min: u64, max: u64) -> Self {
        Self::new(
            param,
            Problem::OutOfRange {
                got: crate::units::shorten_number(&got.to_string()),
                min,
                max,
            },
        )
    }

    /// A real number outside `min..=max` (NaN included).
    pub fn real_out_of_range(
        param: Param,
        got: f64,
        min: f64,
        max: f64,
        example: &'static str,
    ) -> Self {
        Self::new(
            param,
            Problem::RealOutOfRange {
                got,
                min,
                max,
                example,
            },
        )
    }

    /// A filter of `bytes` (a real number, so that it never saturates)
    /// over the memory cap, named as `param`.
    pub fn too_large(param: Param, bytes: f64, cap: u64) -> Self {
        Self::new(param, Problem::TooLarge { bytes, cap })
    }

    pub fn invalid(param: Param, message: impl Into<String>) -> Self {
        Self::new(param, Problem::Invalid(message.into()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn huge_and_tiny_numbers_stay_short() {
        let err = ParamError::too_large(Param::M, 1.25e306, 4 << 30);
        assert_eq!(
            err.to_string(),
            "--m: a filter of 1.25e306 bytes is too large for any memory (the cap is 4 GiB)"
        );
        let err = ParamError::too_large(Param::M, 11_981_323.0, 1 << 20);
        assert_eq!(
            err.to_string(),
            "--m: a filter of 11.98 MB is larger than the memory cap of 1 MiB (raise it with --max-memory)"
        );
        let err = ParamError::real_out_of_range(Param::Precision, 1e-300, 0.001, 0.5, "0.05");
        assert_eq!(
            err.to_string(),
            "--precision: must be a number from 0.001 to 0.5, such as 0.05 (got 1e-300)"
        );
        let err = ParamError::out_of_range(Param::MaxQueries, u64::MAX, 100, 10_000_000_000);
        assert_eq!(
            err.to_string(),
            "--max-queries: must be a whole number from 100 to 10,000,000,000 (got 1.845e19)"
        );
        let err = ParamError::out_of_range(Param::K, 65, 1, 64);
        assert!(err.to_string().ends_with("(got 65)"), "{err}");
    }
}
