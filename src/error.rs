//! Errors for parameters a user gives: each carries the [`Param`] it is
//! about and the [`Problem`] with it, and says what is allowed.
//!
//! The core never writes a face's name for a parameter into its text: a
//! message that mentions another parameter holds it as a [`Param`] (see
//! [`Wording`]), and each face words the parameters its own way with
//! [`ParamError::message_with`]. `Display` words them as the CLI's flags
//! (`--max-memory`), which is what the command line prints.

use std::fmt;

/// A user-facing parameter.
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

impl Param {
    /// The CLI flag of the same name: the one place a flag is spelled in
    /// the core.
    pub fn flag(self) -> &'static str {
        match self {
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
        }
    }
}

impl fmt::Display for Param {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.flag())
    }
}

/// A message that may name parameters: text and [`Param`]s in order, so
/// that each face words the parameters its own way.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Wording(Vec<Piece>);

#[derive(Clone, Debug, PartialEq, Eq)]
enum Piece {
    Text(String),
    Param(Param),
}

impl Wording {
    /// A message that starts with `text`.
    pub(crate) fn text(text: impl Into<String>) -> Self {
        Self(vec![Piece::Text(text.into())])
    }

    /// Add text.
    pub(crate) fn and(mut self, text: impl Into<String>) -> Self {
        self.0.push(Piece::Text(text.into()));
        self
    }

    /// Add a parameter, to be worded by the face that shows the message.
    pub(crate) fn param(mut self, param: Param) -> Self {
        self.0.push(Piece::Param(param));
        self
    }

    /// Add another message after this one.
    pub(crate) fn append(mut self, other: Wording) -> Self {
        self.0.extend(other.0);
        self
    }

    /// The message, with each parameter worded by `name`.
    pub(crate) fn render(&self, name: &dyn Fn(Param) -> String) -> String {
        self.0
            .iter()
            .map(|piece| match piece {
                Piece::Text(text) => text.clone(),
                Piece::Param(param) => name(*param),
            })
            .collect()
    }
}

impl From<String> for Wording {
    fn from(text: String) -> Self {
        Self::text(text)
    }
}

impl From<&str> for Wording {
    fn from(text: &str) -> Self {
        Self::text(text)
    }
}

impl fmt::Display for Wording {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.render(&|param| param.flag().to_owned()))
    }
}

/// A bad value, or a bad combination of values: the parameter it is
/// about, and what is wrong with it.
#[derive(Clone, Debug, PartialEq)]
pub struct ParamError {
    pub param: Param,
    pub problem: Problem,
}

/// What is wrong with a parameter. `Display` words any parameter it names
/// as a CLI flag; [`Problem::message_with`] lets a face word them.
#[derive(Clone, Debug, PartialEq)]
pub enum Problem {
    /// Not strictly between 0 and 1 (the value as shown).
    NotAProbability(String),
    /// A whole number outside `min..=max` (the value as shown).
    OutOfRange { got: String, min: u64, max: u64 },
    /// A real number outside its range; `example` is a value to try.
    RealOutOfRange {
        got: f64,
        min: f64,
        max: f64,
        example: &'static str,
    },
    /// `bytes` is a real number: a design can need more bytes than a u64
    /// counts (n / p bits at k = 1 and p = 1e-300), and it must not read
    /// as a saturated 18446744.07 TB.
    TooLarge { bytes: f64, cap: u64 },
    /// A thread the work needs could not be started (the reason is the
    /// system's). Not the user's input: the CLI gives it its own exit code.
    ThreadFailed(String),
    /// Anything else, said in words (which may name parameters).
    Invalid(Wording),
}

impl Problem {
    /// The problem in words, with every parameter it mentions worded by
    /// `name` (the parameter the error is about is not part of it).
    pub(crate) fn message_with(&self, name: &dyn Fn(Param) -> String) -> String {
        use crate::units::{format_count, format_real};
        match self {
            Problem::NotAProbability(got) => format!(
                "must be a probability strictly between 0 and 1, such as 0.01 or 1% (got {got})"
            ),
            Problem::OutOfRange { got, min, max } => format!(
                "must be a whole number from {} to {} (got {got})",
                format_count(*min),
                format_count(*max)
            ),
            Problem::RealOutOfRange {
                got,
                min,
                max,
                example,
            } => format!(
                "must be a number from {} to {}, such as {example} (got {})",
                format_real(*min),
                format_real(*max),
                format_real(*got)
            ),
            Problem::TooLarge { bytes, cap } => too_large(*bytes, *cap).render(name),
            Problem::ThreadFailed(reason) => format!("could not start a thread: {reason}"),
            Problem::Invalid(wording) => wording.render(name),
        }
    }
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message_with(&|param| param.flag().to_owned()))
    }
}

impl std::error::Error for Problem {}

fn too_large(bytes: f64, cap: u64) -> Wording {
    let cap = crate::units::format_bytes(cap);
    if bytes.is_finite() && bytes < u64::MAX as f64 {
        Wording::text(format!(
            "a filter of {} is larger than the memory cap of {cap} (raise it with ",
            crate::units::format_bytes(bytes.ceil() as u64)
        ))
        .param(Param::MaxMemory)
        .and(")")
    } else if bytes.is_finite() {
        Wording::text(format!(
            "a filter of {} bytes is too large for any memory (the cap is {cap})",
            crate::units::format_real_short(bytes)
        ))
    } else {
        Wording::text(format!(
            "the filter would be too large for any memory (the cap is {cap})"
        ))
    }
}

impl fmt::Display for ParamError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message_with(|param| param.flag().to_owned()))
    }
}

impl std::error::Error for ParamError {}

impl ParamError {
    pub(crate) fn new(param: Param, problem: Problem) -> Self {
        Self { param, problem }
    }

    /// The whole error, `name: problem`, with the parameter and every one
    /// the problem mentions worded by `name`: how a face other than the
    /// CLI shows it (the CLI's `Display` is `message_with(Param::flag)`).
    pub fn message_with(&self, name: impl Fn(Param) -> String) -> String {
        format!("{}: {}", name(self.param), self.problem.message_with(&name))
    }

    /// Whether this is a thread that could not be started rather than bad
    /// input.
    pub fn is_thread_failure(&self) -> bool {
        matches!(self.problem, Problem::ThreadFailed(_))
    }

    /// A whole number outside `min..=max`. A `got` of dozens of digits is
    /// shown in scientific notation.
    pub(crate) fn out_of_range(param: Param, got: impl fmt::Display, min: u64, max: u64) -> Self {
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
    pub(crate) fn real_out_of_range(
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
    pub(crate) fn too_large(param: Param, bytes: f64, cap: u64) -> Self {
        Self::new(param, Problem::TooLarge { bytes, cap })
    }

    /// A thread could not be started: `param` is what asked for it.
    pub fn thread_failed(param: Param, reason: impl fmt::Display) -> Self {
        Self::new(param, Problem::ThreadFailed(reason.to_string()))
    }

    /// Anything else: a message, which may name other parameters through
    /// [`Wording::param`].
    pub fn invalid(param: Param, message: impl Into<Wording>) -> Self {
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

    /// Another face words every parameter, the one the error is about and
    /// the ones its problem mentions; the CLI's words stay the flags.
    #[test]
    fn a_face_words_the_parameters_its_own_way() {
        let word = |param: Param| format!("<{param:?}>");
        let err = ParamError::too_large(Param::M, 11_981_323.0, 1 << 20);
        assert_eq!(
            err.message_with(word),
            "<M>: a filter of 11.98 MB is larger than the memory cap of 1 MiB (raise it with <MaxMemory>)"
        );
        let err = ParamError::invalid(
            Param::N,
            Wording::text("lower ")
                .param(Param::N)
                .and(" or raise ")
                .param(Param::MaxMemory),
        );
        assert_eq!(
            err.message_with(word),
            "<N>: lower <N> or raise <MaxMemory>"
        );
        assert_eq!(err.to_string(), "--n: lower --n or raise --max-memory");
        let err = ParamError::thread_failed(Param::Threads, "Resource temporarily unavailable");
        assert!(err.is_thread_failure());
        assert_eq!(
            err.to_string(),
            "--threads: could not start a thread: Resource temporarily unavailable"
        );
        assert!(!ParamError::invalid(Param::N, "x").is_thread_failure());
    }
}
