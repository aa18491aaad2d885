//! Errors for parameters a user gives: each carries the [`Param`] it is
//! about and the [`Problem`] with it, and says what is allowed.
//!
//! Every problem is worded by one catalogue message (`locales/*.ftl`,
//! the `param-` keys and a few of the callers' own) with its numbers and
//! the parameters it mentions as arguments, so that each language orders
//! the sentence its own way. The core never writes a face's name for a
//! parameter into its text: a message that mentions a parameter holds it
//! as a [`Param`], and each face names the parameters its own way with
//! [`ParamError::message_in`]. `Display` is the English the command line
//! prints, with the parameters named as its flags (`--max-memory`).

use std::fmt;

use crate::i18n::{Arg, Message, Num};
use crate::lang::Lang;
use crate::msg;

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

/// A value to suggest for a real parameter, worded by the catalogue (the
/// words around the numbers differ between languages).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Example {
    /// 0.05 or 5% (±5 %).
    Precision,
    /// 0.95 or 99%.
    Confidence,
}

impl Example {
    /// The suggestion, as a phrase of its own.
    pub fn message(self) -> Message {
        match self {
            Example::Precision => msg!("param-example-precision"),
            Example::Confidence => msg!("param-example-confidence"),
        }
    }
}

impl From<Example> for Arg {
    fn from(example: Example) -> Self {
        Arg::Message(example.message())
    }
}

/// A bad value, or a bad combination of values: the parameter it is
/// about, and what is wrong with it.
#[derive(Clone, Debug, PartialEq)]
pub struct ParamError {
    pub param: Param,
    pub problem: Problem,
}

/// What is wrong with a parameter. `Display` is English, naming any
/// parameter it mentions as a CLI flag; [`Problem::message_in`] words it in
/// a language, with the parameters named by the face.
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
        example: Example,
    },
    /// `bytes` is a real number: a design can need more bytes than a u64
    /// counts (n / p bits at k = 1 and p = 1e-300), and it must not read
    /// as a saturated 18446744.07 TB.
    TooLarge { bytes: f64, cap: u64 },
    /// A thread the work needs could not be started (the reason is the
    /// system's). Not the user's input: the CLI gives it its own exit code.
    ThreadFailed(String),
    /// Anything else: a message from the catalogues, which may name
    /// parameters (as [`Arg::Param`]).
    Invalid(Message),
}

impl Problem {
    /// The problem as a message to word in any language (the parameter the
    /// error is about is not part of it).
    pub fn message(&self) -> Message {
        match self {
            Problem::NotAProbability(got) => {
                msg!("param-not-a-probability", got = Num::Written(got.clone()))
            }
            Problem::OutOfRange { got, min, max } => msg!(
                "param-whole-out-of-range",
                min = Num::Whole(*min),
                max = Num::Whole(*max),
                got = Num::Written(got.clone())
            ),
            Problem::RealOutOfRange {
                got,
                min,
                max,
                example,
            } => msg!(
                "param-real-out-of-range",
                min = Num::Real(*min),
                max = Num::Real(*max),
                example = *example,
                got = Num::Real(*got)
            ),
            Problem::TooLarge { bytes, cap } => too_large(*bytes, *cap),
            Problem::ThreadFailed(reason) => msg!("param-thread-failed", reason = reason),
            Problem::Invalid(message) => message.clone(),
        }
    }

    /// The problem in `lang`, with every parameter it mentions named by
    /// `name`.
    pub fn message_in(&self, lang: Lang, name: &dyn Fn(Param) -> String) -> String {
        self.message().in_lang_with(lang, name)
    }
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message().in_lang(Lang::En))
    }
}

impl std::error::Error for Problem {}

impl From<Message> for Problem {
    fn from(message: Message) -> Self {
        Problem::Invalid(message)
    }
}

fn too_large(bytes: f64, cap: u64) -> Message {
    let cap = Num::Bytes(cap);
    if bytes.is_finite() && bytes < u64::MAX as f64 {
        msg!(
            "param-too-large",
            size = Num::Bytes(bytes.ceil() as u64),
            cap = cap,
            memory = Param::MaxMemory
        )
    } else if bytes.is_finite() {
        msg!(
            "param-too-large-bytes",
            bytes = Num::Short(bytes),
            cap = cap
        )
    } else {
        msg!("param-too-large-any", cap = cap)
    }
}

/// The size of a structure of `bytes` (a real number, so that it never
/// saturates): 11.98 MB, or 1.25e306 bytes past what a u64 counts.
pub(crate) fn size_of(bytes: f64) -> Message {
    if bytes < u64::MAX as f64 {
        msg!("param-size", size = Num::Bytes(bytes.ceil() as u64))
    } else {
        msg!("param-size-bytes", bytes = Num::Short(bytes))
    }
}

impl fmt::Display for ParamError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message().in_lang(Lang::En))
    }
}

impl std::error::Error for ParamError {}

impl ParamError {
    pub(crate) fn new(param: Param, problem: Problem) -> Self {
        Self { param, problem }
    }

    /// The whole error, `name: problem`, as a message to word in any
    /// language.
    pub fn message(&self) -> Message {
        msg!(
            "param-error",
            param = self.param,
            problem = self.problem.message()
        )
    }

    /// The whole error in `lang`, with the parameter and every one the
    /// problem mentions named by `name`: how a face shows it (the command
    /// line names them as flags, [`Param::flag`]; `Display` is
    /// `message_in(Lang::En, Param::flag)`).
    pub fn message_in(&self, lang: Lang, name: impl Fn(Param) -> String) -> String {
        self.message().in_lang_with(lang, &name)
    }

    /// The whole error in English, with the parameters named by `name`.
    pub fn message_with(&self, name: impl Fn(Param) -> String) -> String {
        self.message_in(Lang::En, name)
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
        example: Example,
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

    /// Anything else: a message from the catalogues, which may name other
    /// parameters (as arguments that are [`Param`]s).
    pub fn invalid(param: Param, message: impl Into<Problem>) -> Self {
        Self::new(param, message.into())
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
        let err =
            ParamError::real_out_of_range(Param::Precision, 1e-300, 0.001, 0.5, Example::Precision);
        assert_eq!(
            err.to_string(),
            "--precision: must be a number from 0.001 to 0.5, such as 0.05 or 5% (±5 %) (got \"1e-300\")"
        );
        let err = ParamError::out_of_range(Param::MaxQueries, u64::MAX, 100, 10_000_000_000);
        assert_eq!(
            err.to_string(),
            "--max-queries: must be a whole number from 100 to 10,000,000,000 (got \"1.845e19\")"
        );
        let err = ParamError::out_of_range(Param::K, 65, 1, 64);
        assert!(err.to_string().ends_with("(got \"65\")"), "{err}");
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
            Param::M,
            msg!("experiment-m-or-p", m = Param::M, p = Param::P),
        );
        assert_eq!(
            err.message_with(word),
            "<M>: give either <M> or <P>, not both"
        );
        assert_eq!(err.to_string(), "--m: give either --m or --p, not both");
        let err = ParamError::thread_failed(Param::Threads, "Resource temporarily unavailable");
        assert!(err.is_thread_failure());
        assert_eq!(
            err.to_string(),
            "--threads: could not start a thread: Resource temporarily unavailable"
        );
        assert!(!ParamError::invalid(Param::N, msg!("alloc-filter")).is_thread_failure());
    }

    /// Spanish words the same problems in its own order and style: a
    /// decimal comma, thousands apart, powers of ten; the parameters named
    /// by the face all the same.
    #[test]
    fn each_problem_is_worded_in_spanish() {
        let flag = |param: Param| param.flag().to_owned();
        let es = |err: &ParamError| err.message_in(Lang::Es, flag);
        let err = ParamError::too_large(Param::M, 11_981_323.0, 1 << 20);
        assert_eq!(
            es(&err),
            "--m: un filtro de 11,98 MB supera el límite de memoria de 1 MiB (súbelo con --max-memory)"
        );
        let err = ParamError::too_large(Param::M, 1.25e306, 4 << 30);
        assert_eq!(
            es(&err),
            "--m: un filtro de 1,25·10³⁰⁶ bytes no cabe en ninguna memoria (el límite es 4 GiB)"
        );
        let err = ParamError::out_of_range(Param::MaxQueries, u64::MAX, 100, 10_000_000_000);
        assert_eq!(
            es(&err),
            "--max-queries: debe ser un número entero de 100 a 10\u{a0}000\u{a0}000\u{a0}000 (has escrito «1,845·10¹⁹»)"
        );
        let err =
            ParamError::real_out_of_range(Param::Precision, 1e-300, 0.001, 0.5, Example::Precision);
        assert_eq!(
            es(&err),
            "--precision: debe ser un número de 0,001 a 0,5, como `0.05` o `5%` (±5 %) (has escrito «1·10⁻³⁰⁰»)"
        );
        let err = crate::sizing::check_p(2.5).unwrap_err();
        assert_eq!(
            es(&err),
            "--p: debe ser una probabilidad estrictamente entre 0 y 1, como `0,01`, `0.01` o `1 %` (has escrito «2,5»)"
        );
        let err = ParamError::thread_failed(Param::Threads, "boom");
        assert_eq!(es(&err), "--threads: no se pudo iniciar un hilo: boom");
        // English stays the text the command line has always printed.
        assert_eq!(err.message_in(Lang::En, flag), err.to_string());
    }

    /// The screens' face: a problem in Spanish has no English in it, and
    /// names parameters by the screens' words, not by flags.
    #[cfg(feature = "tui")]
    #[test]
    fn the_screens_show_problems_in_spanish() {
        let shown = |err: &ParamError| crate::tui::text::param_error(err, Lang::Es);
        let too_large = ParamError::too_large(Param::M, 11_981_323.0, 1 << 20);
        assert_eq!(
            shown(&too_large),
            "m: un filtro de 11,98 MB supera el límite de memoria de 1 MiB (súbelo con «límite de memoria»)"
        );
        let table = crate::sizing::theory_table(1_000_000_000_000, 4 << 30).unwrap_err();
        let full = crate::experiment::ExperimentSpec::new(12, 2, 100_000)
            .validate(1 << 20)
            .unwrap_err();
        let hashing = crate::experiment::ExperimentSpec {
            kind: crate::filter::FilterKind::Cuckoo,
            hashing: crate::experiment::Hashing::Independent,
            ..crate::experiment::ExperimentSpec::new(1 << 16, 2, 100)
        }
        .validate(1 << 20)
        .unwrap_err();
        let missing = crate::sizing::solve(&crate::sizing::SizingRequest {
            n: Some(1000),
            ..Default::default()
        })
        .unwrap_err();
        let english = [
            "filter of",
            "memory",
            "cap",
            "raise",
            "lower",
            "larger",
            "the ",
            "must",
            "got",
            "give",
            "missing",
            "every",
            "query",
            "keys",
            "hashing",
            "--",
        ];
        for err in [too_large, table, full, hashing, missing] {
            let text = shown(&err);
            for word in english {
                assert!(!text.contains(word), "English {word:?} in {text}");
            }
        }
    }
}
