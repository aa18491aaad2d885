//! The memory budget: how many bytes of filters the process holds at once.
//!
//! `--max-memory` is a bound on the whole process, not on one filter: every
//! filter the engine builds first takes a [`Reservation`] of its bytes from
//! a [`MemoryBudget`], and gives it back when the filter is dropped. A
//! reservation is granted only while everything reserved, plus it, stays
//! within the cap the run was given, so the scheduler runs fewer filters at
//! a time instead of going over, across worker threads and across runs (a
//! run started right after a cancelled one waits for the cancelled one's
//! filters to be freed instead of adding to them).
//!
//! A filter's reservation is the most it holds at once
//! ([`crate::filter::FilterKind::bytes`]): for a static filter, its key
//! buffer and all xorf allocates while building it. Keys are hashed a batch
//! of 4,096 at a time, so what a worker holds beyond its filter (about
//! 100 KiB: a batch, a cuckoo walk's moves) does not grow with n.
//!
//! The engine uses [`MemoryBudget::global`] unless a run is given another:
//! the experiments screen keeps one for every run it starts, and tests
//! make their own, so that they do not wait for each other.

use std::sync::{Arc, Mutex, MutexGuard, OnceLock, PoisonError};

use crate::error::{Param, ParamError};
use crate::filter::FilterKind;
use crate::i18n::{Message, Num};
use crate::msg;

/// Bytes reserved at once, shared by every run that uses it.
#[derive(Debug, Default)]
pub struct MemoryBudget {
    usage: Mutex<Usage>,
}

/// What a budget holds now, and the most it ever held.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Usage {
    /// Bytes reserved now.
    pub in_use: u64,
    /// Reservations held now.
    pub held: u64,
    /// The most bytes reserved at once since the budget was made.
    pub peak: u64,
    /// Reservations granted since the budget was made.
    pub granted: u64,
}

impl MemoryBudget {
    /// A budget of its own, with nothing reserved.
    pub fn new() -> Arc<Self> {
        Arc::new(Self::default())
    }

    /// The process's budget: what runs use unless given another.
    pub(crate) fn global() -> Arc<Self> {
        static GLOBAL: OnceLock<Arc<MemoryBudget>> = OnceLock::new();
        Arc::clone(GLOBAL.get_or_init(MemoryBudget::new))
    }

    fn lock(&self) -> MutexGuard<'_, Usage> {
        self.usage.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Reserve `bytes` if everything reserved, plus them, stays within
    /// `cap`; None otherwise (try again once something is freed).
    pub(crate) fn try_reserve(self: &Arc<Self>, bytes: u64, cap: u64) -> Option<Reservation> {
        let mut usage = self.lock();
        let total = usage.in_use.checked_add(bytes)?;
        if total > cap {
            return None;
        }
        usage.in_use = total;
        usage.held += 1;
        usage.granted += 1;
        usage.peak = usage.peak.max(total);
        Some(Reservation {
            budget: Arc::clone(self),
            bytes,
        })
    }

    /// A snapshot of what is reserved.
    pub fn usage(&self) -> Usage {
        *self.lock()
    }
}

/// Bytes held from a budget until this is dropped. Keep it beside the
/// memory it stands for, declared after it, so the memory is freed first.
#[derive(Debug)]
pub(crate) struct Reservation {
    budget: Arc<MemoryBudget>,
    bytes: u64,
}

impl Drop for Reservation {
    fn drop(&mut self) {
        let mut usage = self.budget.lock();
        usage.in_use -= self.bytes;
        usage.held -= 1;
    }
}

/// Bytes of the bit array of a standard filter of m bits (whole 64-bit
/// words). For any kind, [`super::ExperimentSpec::filter_bytes`].
pub fn filter_bytes(m: u64) -> u64 {
    // k does not change a standard filter's memory.
    FilterKind::Standard.bytes(m, 1)
}

/// The most filter memory a run of standard filters of these sizes (m) on
/// `threads` workers would hold with no other cap: its `threads` largest
/// filters at once.
pub fn largest_at_once(sizes_m: impl IntoIterator<Item = u64>, threads: usize) -> u64 {
    most_at_once(sizes_m.into_iter().map(filter_bytes), threads)
}

fn most_at_once(bytes: impl IntoIterator<Item = u64>, threads: usize) -> u64 {
    let mut bytes: Vec<u64> = bytes.into_iter().collect();
    bytes.sort_unstable_by(|a, b| b.cmp(a));
    bytes
        .iter()
        .take(threads.max(1))
        .fold(0u64, |sum, b| sum.saturating_add(*b))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reservations_stay_within_the_cap_and_come_back() {
        let budget = MemoryBudget::new();
        let a = budget.try_reserve(600, 1000).expect("fits");
        assert!(budget.try_reserve(500, 1000).is_none(), "600 + 500 > 1000");
        let b = budget
            .try_reserve(400, 1000)
            .expect("600 + 400 fits exactly");
        assert_eq!(budget.usage().in_use, 1000);
        assert_eq!(budget.usage().held, 2);
        drop(a);
        assert_eq!(budget.usage().in_use, 400);
        let c = budget.try_reserve(500, 1000).expect("fits once a is freed");
        drop((b, c));
        let usage = budget.usage();
        assert_eq!((usage.in_use, usage.held), (0, 0));
        assert_eq!(usage.peak, 1000);
        assert_eq!(usage.granted, 3);
        assert!(budget.try_reserve(u64::MAX, u64::MAX).is_some());
        assert!(budget.try_reserve(1001, 1000).is_none());
    }

    #[test]
    fn the_largest_filters_at_once() {
        assert_eq!(filter_bytes(1), 8);
        assert_eq!(filter_bytes(64), 8);
        assert_eq!(filter_bytes(65), 16);
        assert_eq!(largest_at_once([640, 64, 6400], 2), 800 + 80);
        assert_eq!(largest_at_once([640], 8), 80);
        assert_eq!(largest_at_once([640, 64], 0), 80);
    }
}

/// The queries a rate `p` needs before its interval's half-width is within
/// `precision` of it at `confidence`: about (z/precision)²·(1 − p)/p (the
/// normal approximation to the binomial).
pub(crate) fn queries_needed(p: f64, precision: f64, confidence: f64) -> f64 {
    let z = super::stats::z_score(confidence);
    (z / precision).powi(2) * (1.0 - p) / p
}

/// The smallest rate `max_queries` queries can measure to `precision` at
/// `confidence`: where [`queries_needed`] equals the cap.
pub(crate) fn smallest_measurable_rate(precision: f64, confidence: f64, max_queries: u64) -> f64 {
    let a = (super::stats::z_score(confidence) / precision).powi(2);
    a / (max_queries as f64 + a)
}

/// Refuse, before anything is built, a target rate the query cap cannot
/// measure to the asked precision: such a run would build its filters,
/// query up to the cap and find next to no false positives. The message
/// names the smallest rate the cap can measure.
pub fn check_measurable(
    p: f64,
    precision: f64,
    confidence: f64,
    max_queries: u64,
) -> Result<(), ParamError> {
    let needed = queries_needed(p, precision, confidence);
    if needed <= max_queries as f64 {
        return Ok(());
    }
    let smallest = smallest_measurable_rate(precision, confidence, max_queries);
    // A share as a target is written: 5, 95 (per cent).
    let percent = |fraction: f64| {
        let text = crate::units::format_percent_short(fraction);
        Num::Written(text.trim_end_matches('%').trim_end().to_owned())
    };
    Err(ParamError::invalid(
        Param::P,
        msg!(
            "budget-cannot-measure",
            rate = rate_words(p, None),
            needed = large(needed),
            precision = percent(precision),
            confidence = percent(confidence),
            cap = Num::Whole(max_queries),
            max_queries = Param::MaxQueries,
            smallest = rate_words(smallest, Some(4)),
            p = Param::P,
            precision_flag = Param::Precision
        ),
    ))
}

/// A rate as the course writes one, in whichever language the message
/// is worded: a percentage down to 0.00001 % («0.0001 %», «0,0001 %»)
/// and a chance below it («1 in 1,000,000,000»), never a bare fraction
/// nor a power of ten inside a percentage (`units::target_rate`). A rate
/// the student gave keeps its digits (`None`); one worked out gets
/// `digits` significant digits.
fn rate_words(rate: f64, digits: Option<usize>) -> Message {
    if crate::units::target_is_chance(rate) {
        let reciprocal = 1.0 / rate;
        return msg!("units-one-in", n = large(reciprocal));
    }
    let text = match digits {
        None => crate::units::format_percent_short(rate),
        Some(digits) => format!("{} %", crate::units::format_sig(rate * 100.0, digits)),
    };
    let number = text.trim_end_matches('%').trim_end();
    msg!("budget-percent", percent = Num::Written(number.to_owned()))
}

/// A large count to four significant digits, as `units` writes the N of
/// «1 in N»: in full below a trillion («1,537,000,000»), as a power of
/// ten from there («1.537·10¹²», with the language's decimal mark), never
/// «1.537e12».
fn large(value: f64) -> Message {
    let power = crate::units::power_of_ten(value, 4);
    let (mantissa, exponent) = power.split_once('·').unwrap_or((&power, ""));
    if value < 1e12 {
        let magnitude = value.log10().floor() as i32;
        let unit = 10f64.powi((magnitude - 3).max(0));
        let whole = ((value / unit).round() * unit) as u64;
        return msg!("budget-number", number = Num::Whole(whole));
    }
    msg!(
        "budget-power",
        mantissa = Num::Written(mantissa.to_owned()),
        power = exponent
    )
}

#[cfg(test)]
mod measurable_tests {
    use super::*;

    #[test]
    fn a_rate_below_what_the_cap_can_measure_is_refused() {
        // ±5 % at 95 %: (1.96/0.05)² ≈ 1537 queries per expected false
        // positive; 2·10^8 queries reach about 7.7e-6.
        let smallest = smallest_measurable_rate(0.05, 0.95, 200_000_000);
        assert!((smallest - 7.68e-6).abs() < 0.01e-6, "{smallest}");
        assert!(check_measurable(0.01, 0.05, 0.95, 200_000_000).is_ok());
        assert!(check_measurable(1.0 / 65536.0, 0.05, 0.95, 200_000_000).is_ok());
        let err = check_measurable(1e-300, 0.05, 0.95, 200_000_000).unwrap_err();
        assert!(
            err.to_string().contains(
                "--p must be from 0.0007683\u{a0}%, the smallest rate it can measure, up to"
            ),
            "{err}"
        );
        // The rate asked for, as the course writes a rate: a chance
        // below 0.00001 %, a percentage above; never a bare fraction nor
        // «1.000e-9» (es: «1e-7 %»).
        for (p, rate, needed) in [
            (
                1e-9,
                "a rate of 1\u{a0}in\u{a0}1,000,000,000 ",
                "1.537·10¹² queries",
            ),
            (1e-6, "a rate of 0.0001\u{a0}% ", "1,537,000,000 queries"),
            (2e-6, "a rate of 0.0002\u{a0}% ", "768,300,000 queries"),
        ] {
            let err = check_measurable(p, 0.05, 0.95, 200_000_000).unwrap_err();
            let english = err.to_string();
            assert!(english.contains(rate), "{english}");
            assert!(english.contains(needed), "{english}");
            assert!(
                english.contains("±5\u{a0}% at 95\u{a0}% confidence"),
                "{english}"
            );
        }
        let err = check_measurable(1e-9, 0.05, 0.95, 200_000_000).unwrap_err();
        let spanish = err.message().in_lang(crate::lang::Lang::Es);
        for words in [
            "una tasa de 1\u{a0}de\u{a0}cada\u{a0}1\u{a0}000\u{a0}000\u{a0}000 necesita unas 1,537·10¹² consultas",
            "con un ±5\u{a0}% al 95\u{a0}% de confianza",
            "--p debe estar entre 0,0007683\u{a0}%, la menor tasa que puede medir, y el 100\u{a0}%",
        ] {
            assert!(spanish.contains(words), "«{words}» missing: {spanish}");
        }
    }
}
