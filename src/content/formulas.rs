//! Named formulas that calculated quiz questions may use. Each is a
//! function of the theory module, so a quiz answer and `bloomlab size`
//! agree by construction.

use std::collections::BTreeMap;

use crate::experiment::{compare, crossover, stats};
use crate::filter;
use crate::i18n::Message;
use crate::msg;
use crate::theory;

/// Looks up a parameter's drawn value by name.
type Lookup<'a> = &'a dyn Fn(&str) -> f64;

/// One formula: its name, the parameters it reads, and how to compute it.
pub struct Formula {
    pub name: &'static str,
    pub params: &'static [&'static str],
    pub describe: &'static str,
    compute: fn(Lookup) -> f64,
}

impl Formula {
    /// Evaluate with the drawn values (every name in `params` must be there).
    pub fn eval(&self, values: &BTreeMap<String, f64>) -> f64 {
        let get = |name: &str| values.get(name).copied().unwrap_or(f64::NAN);
        (self.compute)(&get)
    }
}

pub(crate) const FORMULAS: &[Formula] = &[
    Formula {
        name: "bits_for",
        params: &["n", "p"],
        describe: "bits m = −n·ln p / (ln 2)²",
        compute: |v| theory::bits_for(v("n"), v("p")),
    },
    Formula {
        name: "bits_per_element",
        params: &["p"],
        describe: "−ln p / (ln 2)²",
        compute: |v| theory::bits_per_element(v("p")),
    },
    Formula {
        name: "megabytes_for",
        params: &["n", "p"],
        describe: "m / 8 / 10^6",
        compute: |v| theory::bits_for(v("n"), v("p")) / 8.0 / 1e6,
    },
    Formula {
        name: "optimal_k",
        params: &["m", "n"],
        describe: "(m/n)·ln 2",
        compute: |v| theory::optimal_k(v("m"), v("n")),
    },
    Formula {
        name: "fp_bloom",
        params: &["m", "k", "n"],
        describe: "(1 − e^(−kn/m))^k",
        compute: |v| theory::fp_bloom(v("m"), v("k"), v("n")),
    },
    Formula {
        name: "fp_exact",
        params: &["m", "k", "n"],
        describe: "the exact false-positive rate",
        compute: |v| theory::fp_exact(v("m") as u64, v("k") as u32, v("n") as u64),
    },
    Formula {
        name: "fp_from_fill",
        params: &["x", "m", "k"],
        describe: "(x/m)^k",
        // More bits set than the array has is no filter: not a number, so
        // `check` reports the ranges.
        compute: |v| {
            if v("x") > v("m") || v("x") < 0.0 {
                f64::NAN
            } else {
                (v("x") / v("m")).powf(v("k"))
            }
        },
    },
    Formula {
        name: "expected_fill",
        params: &["m", "k", "n"],
        describe: "1 − (1 − 1/m)^(kn)",
        compute: |v| theory::expected_fill(v("m"), v("k"), v("n")),
    },
    Formula {
        name: "capacity",
        params: &["m", "p"],
        describe: "elements that fit: −m·(ln 2)² / ln p",
        compute: |v| theory::capacity(v("m"), v("p")),
    },
    Formula {
        name: "lower_bound_bits",
        params: &["p"],
        describe: "log2(1/p)",
        compute: |v| theory::lower_bound_bits_per_element(v("p")),
    },
    Formula {
        name: "counter_overflow",
        params: &["m", "k", "n"],
        describe: "m·(e·nk/(16m))^16",
        compute: |v| {
            theory::counter_overflow_bound(v("m"), v("k"), v("n"), filter::COUNTER_OVERFLOW)
        },
    },
    Formula {
        name: "xor_bits_per_key",
        params: &["n", "f"],
        describe: "an xor filter's bits per key at n keys, f-bit fingerprints",
        compute: |v| whole(v("n")).map_or(f64::NAN, |n| filter::xor_bits_per_key(n, v("f"))),
    },
    Formula {
        name: "fuse_bits_per_key",
        params: &["n", "f"],
        describe: "a binary fuse filter's bits per key at n keys, f-bit fingerprints",
        compute: |v| whole(v("n")).map_or(f64::NAN, |n| filter::fuse_bits_per_key(n, v("f"))),
    },
    Formula {
        name: "fuse_size_factor",
        params: &["n"],
        describe: "a binary fuse filter's slots per key at n keys, before whole segments: max(1.125, 0.875 + 0.25·ln 10⁶ / ln n)",
        compute: |v| whole(v("n")).map_or(f64::NAN, filter::fuse_size_factor),
    },
    Formula {
        name: "hash_set_bits_per_key",
        params: &["n"],
        describe: "a hash set's bits per key at n 64-bit keys (its table doubles as it grows)",
        compute: |v| whole(v("n")).map_or(f64::NAN, filter::hash_set_bits_per_key),
    },
    Formula {
        name: "cuckoo_fingerprint_bits",
        params: &["p"],
        describe: "f = ⌈log2(8/p)⌉, the cuckoo filter's fingerprint bits for target p",
        compute: |v| f64::from(crossover::cuckoo_fingerprint_bits(v("p"))),
    },
    Formula {
        name: "cuckoo_bits_per_key",
        params: &["n", "p"],
        describe: "a cuckoo filter's bits per key for n keys at target p (95 % load)",
        compute: |v| whole(v("n")).map_or(f64::NAN, |n| crossover::cuckoo_bits_per_key(n, v("p"))),
    },
    Formula {
        name: "blocked_fp",
        params: &["m", "k", "n"],
        describe: "a blocked Bloom filter's rate (512-bit blocks, Poisson loads)",
        compute: |v| match (whole(v("m")), whole(v("n"))) {
            (Some(m), Some(n)) => filter::FilterKind::Blocked.fp_predicted(m, v("k") as u32, n),
            _ => f64::NAN,
        },
    },
    Formula {
        name: "blocked_fp_exact",
        params: &["m", "k", "n"],
        describe: "a blocked Bloom filter's exact rate (512-bit blocks), what its experiments test against",
        compute: |v| match (whole(v("m")), whole(v("n"))) {
            (Some(m), Some(n)) => filter::FilterKind::Blocked.fp_exact(m, v("k") as u32, n),
            _ => f64::NAN,
        },
    },
    Formula {
        name: "standard_bound_ratio",
        params: &["m", "k", "n"],
        describe: "×bound of a standard Bloom filter as built: its bits per element ÷ log2(1/its exact rate)",
        compute: |v| built_bound_ratio(filter::FilterKind::Standard, v),
    },
    Formula {
        name: "blocked_bound_ratio",
        params: &["m", "k", "n"],
        describe: "×bound of a blocked Bloom filter as built: its bits per element ÷ log2(1/its exact rate)",
        compute: |v| built_bound_ratio(filter::FilterKind::Blocked, v),
    },
    Formula {
        name: "counting_bound_ratio",
        params: &["m", "k", "n"],
        describe: "×bound of a counting Bloom filter as built (4-bit counters): its bits per element ÷ log2(1/its exact rate)",
        compute: |v| built_bound_ratio(filter::FilterKind::Counting, v),
    },
    Formula {
        name: "counter_overflow_poisson",
        params: &["m", "k", "n"],
        describe: "m·P(Poisson(kn/m) ≥ 16): counters expected to reach 16",
        compute: |v| {
            let mean = v("k") * v("n") / v("m");
            v("m") * stats::poisson_tail(mean, crate::filter::COUNTER_MAX as u32 + 1)
        },
    },
    Formula {
        name: "queries_for",
        params: &["p", "precision"],
        describe: "queries for a 95 % interval of ±precision: 1.96²(1 − p)/(precision²·p)",
        compute: |v| {
            stats::queries_for(
                v("p"),
                v("precision"),
                crate::experiment::DEFAULT_CONFIDENCE,
            )
        },
    },
    Formula {
        name: "bound_ratio",
        params: &["bits", "p"],
        describe: "×bound: bits per key ÷ log2(1/p)",
        compute: |v| compare::bound_ratio(v("bits"), v("p")).unwrap_or(f64::NAN),
    },
    Formula {
        name: "cuckoo_smaller_high",
        params: &["i"],
        describe: "the top of the i-th range of target rates (1 = highest) where cuckoo is smaller than Bloom",
        compute: |v| window(v("i")).map_or(f64::NAN, |w| w.high),
    },
    Formula {
        name: "cuckoo_smaller_low",
        params: &["i"],
        describe: "the bottom of the i-th range of target rates where cuckoo is smaller (0 for the last)",
        compute: |v| window(v("i")).map_or(f64::NAN, |w| w.low),
    },
    Formula {
        name: "interval_low",
        params: &["hits", "trials"],
        describe: "the low end of the 95 % Clopper–Pearson interval of hits/trials, as experiments compute it",
        compute: |v| hits_interval(v).low,
    },
    Formula {
        name: "interval_high",
        params: &["hits", "trials"],
        describe: "the high end of the 95 % Clopper–Pearson interval of hits/trials",
        compute: |v| hits_interval(v).high,
    },
    Formula {
        name: "binomial_p_value",
        params: &["hits", "trials", "p"],
        describe: "the two-sided binomial test's p-value of hits in trials against the rate p",
        compute: |v| stats::binomial_test(v("hits"), v("trials"), v("p")),
    },
    Formula {
        name: "one_run_in",
        params: &["p"],
        describe: "N of «1 run in N» for a p-value up to 1/2, as the Experiments screen words it (from the p-value to two significant digits)",
        compute: |v| {
            let p = v("p");
            if p > 0.0 && p <= 0.5 {
                crate::experiment::explain::one_run_in(p)
            } else {
                f64::NAN
            }
        },
    },
    Formula {
        name: "crossover_achieved",
        params: &[],
        describe: "the rate below which cuckoo is smaller at equal achieved rate",
        compute: |_| crossover::default_achieved().cuckoo_smaller_below,
    },
];

/// A count given as a real number: a whole number from 1 up, or None.
fn whole(value: f64) -> Option<u64> {
    (value >= 1.0 && value.fract() == 0.0 && value < 2f64.powi(53)).then_some(value as u64)
}

/// "×bound" of a filter of this kind and shape as the Alternatives tab, a
/// lesson's live result and `compare` show it: the bits per element of
/// the built filter over the lower bound for its exact rate, unrounded
/// ([`compare::shown_bound_ratio`]).
fn built_bound_ratio(kind: filter::FilterKind, v: Lookup) -> f64 {
    match (whole(v("m")), whole(v("n")), whole(v("k"))) {
        (Some(m), Some(n), Some(k)) if k <= u64::from(filter::MAX_HASH_FUNCTIONS) => {
            let k = k as u32;
            let size = compare::StructureSize::of_shape(kind, m, k, n, kind.fp_exact(m, k, n));
            compare::shown_bound_ratio(size.bits_per_element, size.bound_ratio).unwrap_or(f64::NAN)
        }
        _ => f64::NAN,
    }
}

/// The i-th window (from 1, highest rates first) where a cuckoo filter is
/// smaller than a Bloom filter at equal target, at compare's default n.
fn window(i: f64) -> Option<&'static crossover::Window> {
    let index = whole(i)?;
    crossover::default_windows().get(usize::try_from(index).ok()? - 1)
}

pub fn find(name: &str) -> Option<&'static Formula> {
    FORMULAS.iter().find(|formula| formula.name == name)
}

pub(crate) fn names() -> String {
    FORMULAS
        .iter()
        .map(|f| f.name)
        .collect::<Vec<_>>()
        .join(", ")
}

/// Whether a value is allowed for a parameter: p strictly between 0 and 1,
/// k a whole number from 1 to 64, everything else positive.
/// Whether a named formula may be called with these arguments: as
/// [`check_value`], except that a real-valued k is allowed where the
/// formula is defined for one (Bloom's rate and the overflow bound at the
/// optimal k = (m/n)·ln 2 before rounding). The formulas that count whole
/// probes, the exact and blocked rates, refuse it rather than truncate it.
pub(crate) fn check_argument(formula: &Formula, param: &str, value: f64) -> Result<(), Message> {
    let counts_probes = matches!(
        formula.name,
        "fp_exact"
            | "blocked_fp"
            | "blocked_fp_exact"
            | "standard_bound_ratio"
            | "blocked_bound_ratio"
            | "counting_bound_ratio"
    );
    let whole_k_range = 1.0..=f64::from(crate::filter::MAX_HASH_FUNCTIONS);
    if param == "k" && !counts_probes && whole_k_range.contains(&value) {
        return Ok(());
    }
    check_value(param, value)
}

pub(crate) fn check_value(param: &str, value: f64) -> Result<(), Message> {
    if !value.is_finite() {
        return Err(msg!("check-parameter-not-finite", param = param));
    }
    if param == "p" {
        if value <= 0.0 || value >= 1.0 {
            return Err(msg!("check-parameter-p-range"));
        }
    } else if param == "k" && !(1.0..=f64::from(crate::filter::MAX_HASH_FUNCTIONS)).contains(&value)
    {
        return Err(msg!(
            "check-parameter-k-range",
            max = crate::filter::MAX_HASH_FUNCTIONS.to_string()
        ));
    } else if param == "k" && value.fract() != 0.0 {
        // `fp_exact` would count 2.5 probes as 2.
        return Err(msg!("check-parameter-k-whole"));
    } else if value <= 0.0 {
        return Err(msg!("check-parameter-positive", param = param));
    }
    Ok(())
}

/// The interval experiments give for `hits` of `trials` (Clopper–Pearson at
/// their default confidence), shared by `interval_low` and `interval_high`.
fn hits_interval(v: Lookup) -> stats::Interval {
    stats::clopper_pearson(
        v("hits"),
        v("trials"),
        crate::experiment::DEFAULT_CONFIDENCE,
    )
}
