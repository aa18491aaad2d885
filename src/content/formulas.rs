//! Named formulas that calculated quiz questions may use. Each is a
//! function of the theory module, so a quiz answer and `bloomlab size`
//! agree by construction.

use std::collections::BTreeMap;

use crate::theory;

/// Looks up a parameter's drawn value by name.
type Lookup<'a> = &'a dyn Fn(&str) -> f64;

/// One formula: its name, the parameters it reads, and how to compute it.
pub struct Formula {
    pub name: &'static str,
    pub params: &'static [&'static str],
    pub describe: &'static str,
    /// How many combinations of its parameters' values `check` evaluates
    /// for one question: many for a closed form, few (both ends and the
    /// middle of each range) for the exact rate, which costs up to tens of
    /// microseconds a call and is a number from 0 to 1 by construction.
    pub check_points: usize,
    compute: fn(Lookup) -> f64,
}

/// Combinations tried for a closed-form formula.
pub(crate) const MANY: usize = 512;
/// Combinations tried for one that calls the exact rate.
pub(crate) const COSTLY_CHECK_POINTS: usize = 27;

impl Formula {
    /// Evaluate with the drawn values (every name in `params` must be there).
    pub fn eval(&self, values: &BTreeMap<String, f64>) -> f64 {
        let get = |name: &str| values.get(name).copied().unwrap_or(f64::NAN);
        (self.compute)(&get)
    }
}

pub const FORMULAS: &[Formula] = &[
    Formula {
        name: "bits_for",
        params: &["n", "p"],
        describe: "bits m = −n·ln p / (ln 2)²",
        check_points: MANY,
        compute: |v| theory::bits_for(v("n"), v("p")),
    },
    Formula {
        name: "bits_per_element",
        params: &["p"],
        describe: "−ln p / (ln 2)²",
        check_points: MANY,
        compute: |v| theory::bits_per_element(v("p")),
    },
    Formula {
        name: "megabytes_for",
        params: &["n", "p"],
        describe: "m / 8 / 10^6",
        check_points: MANY,
        compute: |v| theory::bits_for(v("n"), v("p")) / 8.0 / 1e6,
    },
    Formula {
        name: "optimal_k",
        params: &["m", "n"],
        describe: "(m/n)·ln 2",
        check_points: MANY,
        compute: |v| theory::optimal_k(v("m"), v("n")),
    },
    Formula {
        name: "fp_bloom",
        params: &["m", "k", "n"],
        describe: "(1 − e^(−kn/m))^k",
        check_points: MANY,
        compute: |v| theory::fp_bloom(v("m"), v("k"), v("n")),
    },
    Formula {
        name: "fp_exact",
        params: &["m", "k", "n"],
        describe: "the exact false-positive rate",
        check_points: COSTLY_CHECK_POINTS,
        compute: |v| theory::fp_exact(v("m") as u64, v("k") as u32, v("n") as u64),
    },
    Formula {
        name: "fp_from_fill",
        params: &["x", "m", "k"],
        describe: "(x/m)^k",
        // More bits set than the array has is no filter: not a number, so
        // `check` reports the ranges.
        check_points: MANY,
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
        check_points: MANY,
        compute: |v| theory::expected_fill(v("m"), v("k"), v("n")),
    },
    Formula {
        name: "capacity",
        params: &["m", "p"],
        describe: "elements that fit: −m·(ln 2)² / ln p",
        check_points: MANY,
        compute: |v| theory::capacity(v("m"), v("p")),
    },
    Formula {
        name: "lower_bound_bits",
        params: &["p"],
        describe: "log2(1/p)",
        check_points: MANY,
        compute: |v| theory::lower_bound_bits_per_element(v("p")),
    },
    Formula {
        name: "counter_overflow",
        params: &["m", "k", "n"],
        describe: "m·(e·nk/(16m))^16",
        check_points: MANY,
        compute: |v| theory::counter_overflow_bound(v("m"), v("k"), v("n")),
    },
];

pub fn find(name: &str) -> Option<&'static Formula> {
    FORMULAS.iter().find(|formula| formula.name == name)
}

pub fn names() -> String {
    FORMULAS
        .iter()
        .map(|f| f.name)
        .collect::<Vec<_>>()
        .join(", ")
}

/// Whether a value is allowed for a parameter: p strictly between 0 and 1,
/// k a whole number from 1 to 64, everything else positive.
pub fn check_value(param: &str, value: f64) -> Result<(), String> {
    if !value.is_finite() {
        return Err(format!("parameter `{param}` must be a finite number"));
    }
    if param == "p" {
        if value <= 0.0 || value >= 1.0 {
            return Err("parameter `p` must stay strictly between 0 and 1".into());
        }
    } else if param == "k" && !(1.0..=f64::from(crate::filter::MAX_HASH_FUNCTIONS)).contains(&value)
    {
        return Err(format!(
            "parameter `k` must stay from 1 to {}",
            crate::filter::MAX_HASH_FUNCTIONS
        ));
    } else if param == "k" && value.fract() != 0.0 {
        // `fp_exact` would count 2.5 probes as 2.
        return Err(
            "parameter `k` must be a whole number: a query makes a whole number of probes".into(),
        );
    } else if value <= 0.0 {
        return Err(format!("parameter `{param}` must stay above 0"));
    }
    Ok(())
}
