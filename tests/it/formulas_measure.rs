//! The named formulas a lesson's {{ }} values call are the numbers the
//! tool computes: each equals the library function `compare`, `table` or
//! the engine use, or compare's measured figure for the same input.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "a test: a failed unwrap is a failed test (clippy.toml's allow-unwrap-in-tests misses the helpers of integration tests)"
)]

use std::collections::BTreeMap;
use std::sync::atomic::AtomicBool;

use bloomlab::content::formulas;
use bloomlab::experiment::compare::{self, CompareEvent, CompareSpec};
use bloomlab::experiment::{ExperimentSpec, MemoryBudget, RunOptions, crossover};
use bloomlab::filter::FilterKind;

fn eval(name: &str, values: &[(&str, f64)]) -> f64 {
    let formula = formulas::find(name).unwrap_or_else(|| panic!("no formula {name}"));
    let values: BTreeMap<String, f64> = values
        .iter()
        .map(|(name, value)| ((*name).to_owned(), *value))
        .collect();
    formula.eval(&values)
}

/// compare's rows at n = 10^5 for the fingerprint filters' 1/256 and the
/// Bloom filters' 0.1 % (every row's bits per element and ×bound).
fn compare_rows() -> Vec<compare::CompareRow> {
    let spec = CompareSpec {
        n: 100_000,
        targets: vec![1.0 / 256.0, 0.001],
        base: ExperimentSpec {
            seed: 3,
            precision: 0.3,
            ..ExperimentSpec::new(1, 1, 1)
        },
    };
    let options = RunOptions {
        threads: 2,
        budget: MemoryBudget::new(),
        ..RunOptions::default()
    };
    compare::compare_blocking(
        &spec,
        &options,
        &|_: CompareEvent| true,
        &AtomicBool::new(false),
    )
    .unwrap()
}

/// fuse_bits_per_key(100000, 8) is compare's measured binary fuse8 (9.50),
/// xor_bits_per_key its xor8 (9.84), hash_set_bits_per_key its hash set
/// (94.37), cuckoo_bits_per_key its cuckoo rows,
/// and bound_ratio of a row's bits at its own rate is the row's ×bound.
#[test]
fn the_size_formulas_are_compares_measurements() {
    let rows = compare_rows();
    let row = |kind, target: f64| {
        rows.iter()
            .find(|r| r.design.kind == kind && r.design.fp_target == Some(target))
            .unwrap()
    };
    let fuse = row(FilterKind::BinaryFuse8, 1.0 / 256.0).bits_per_element;
    assert_eq!(eval("fuse_bits_per_key", &[("n", 1e5), ("f", 8.0)]), fuse);
    assert_eq!(format!("{fuse:.2}"), "9.50");
    let xor = row(FilterKind::Xor8, 1.0 / 256.0).bits_per_element;
    assert_eq!(eval("xor_bits_per_key", &[("n", 1e5), ("f", 8.0)]), xor);
    assert_eq!(format!("{xor:.2}"), "9.84");
    let hash_set = rows
        .iter()
        .find(|r| r.design.kind == FilterKind::HashSet)
        .unwrap()
        .bits_per_element;
    assert_eq!(eval("hash_set_bits_per_key", &[("n", 1e5)]), hash_set);
    assert_eq!(format!("{hash_set:.2}"), "94.37");
    for target in [1.0 / 256.0, 0.001] {
        let cuckoo = row(FilterKind::Cuckoo, target);
        assert_eq!(
            eval("cuckoo_bits_per_key", &[("n", 1e5), ("p", target)]),
            cuckoo.bits_per_element
        );
        assert_eq!(
            eval("cuckoo_fingerprint_bits", &[("p", target)]),
            f64::from(cuckoo.design.k)
        );
    }
    for row in rows.iter().filter(|r| r.design.fp_target.is_some()) {
        assert_eq!(
            eval(
                "bound_ratio",
                &[("bits", row.bits_per_element), ("p", row.outcome.fp_exact)]
            ),
            row.bound_ratio.unwrap(),
            "{:?}",
            row.design
        );
    }
    // A lesson's ×bound of a standard or blocked filter, from its shape, is
    // the row's as the screens write it: the built filter's bits over its
    // own exact rate's bound, each to two decimals.
    for (kind, name) in [
        (FilterKind::Standard, "standard_bound_ratio"),
        (FilterKind::Blocked, "blocked_bound_ratio"),
    ] {
        let r = row(kind, 0.001);
        let shape = [
            ("m", r.design.m as f64),
            ("k", f64::from(r.design.k)),
            ("n", 1e5),
        ];
        assert_eq!(
            eval(name, &shape),
            compare::shown_bound_ratio(r.bits_per_element, r.bound_ratio).unwrap(),
            "{kind:?}"
        );
        if kind == FilterKind::Blocked {
            assert_eq!(eval("blocked_fp_exact", &shape), r.outcome.fp_exact);
        }
    }
    // The standard Bloom filter at 0.1 %: its ×bound is 1.44 and a bit.
    let bloom = row(FilterKind::Standard, 0.001).bound_ratio.unwrap();
    assert!((1.44..1.46).contains(&bloom), "{bloom}");
}

/// The crossover formulas are `compare --crossover`'s ranges (at its
/// default n) and its equal-achieved-rate crossover.
#[test]
fn the_crossover_formulas_are_compares_ranges() {
    let windows = crossover::cuckoo_smaller(compare::DEFAULT_N);
    for (i, window) in windows.iter().enumerate() {
        let i = (i + 1) as f64;
        assert_eq!(eval("cuckoo_smaller_high", &[("i", i)]), window.high);
        assert_eq!(eval("cuckoo_smaller_low", &[("i", i)]), window.low);
    }
    assert_eq!(
        eval("cuckoo_smaller_low", &[("i", windows.len() as f64)]),
        0.0
    );
    assert!(eval("cuckoo_smaller_high", &[("i", windows.len() as f64 + 1.0)]).is_nan());
    assert!(eval("cuckoo_smaller_high", &[("i", 1.5)]).is_nan());
    let achieved = eval("crossover_achieved", &[]);
    assert_eq!(
        achieved,
        crossover::crossover_achieved(compare::DEFAULT_N).cuckoo_smaller_below
    );
    assert!((achieved - 0.0042).abs() < 1e-4);
}

/// The rate and count formulas are the library's: the blocked filter's
/// Poisson rate (what the table predicts for it), the Poisson overflow
/// estimate, and the engine's queries for a precision.
#[test]
fn the_rate_formulas_are_the_librarys() {
    let (m, k, n) = (958_506u64, 7u32, 100_000u64);
    assert_eq!(
        eval(
            "blocked_fp",
            &[("m", m as f64), ("k", f64::from(k)), ("n", n as f64)]
        ),
        FilterKind::Blocked.fp_predicted(m, k, n)
    );
    let overflow = eval(
        "counter_overflow_poisson",
        &[("m", m as f64), ("k", 7.0), ("n", n as f64)],
    );
    // 1.6·10⁻¹⁶ per counter at the 1 % row's k = 7, against the bound's
    // 3.15·10⁻¹⁵.
    assert!(
        (overflow / m as f64 / 1.6e-16 - 1.0).abs() < 0.03,
        "{overflow}"
    );
    let bound = eval(
        "counter_overflow",
        &[("m", m as f64), ("k", 7.0), ("n", n as f64)],
    );
    assert!(bound > 10.0 * overflow);
    let spec = ExperimentSpec::new(m, k, n);
    assert_eq!(
        eval(
            "queries_for",
            &[("p", spec.fp_exact()), ("precision", 0.05)]
        )
        .ceil(),
        bloomlab::content::lesson::experiment::expected_queries(&spec)
    );
}

/// The interval and p-value a lesson quotes for an example count are the
/// ones an experiment computes for that count.
#[test]
fn an_examples_interval_and_p_value_are_the_experiments() {
    use bloomlab::experiment::{DEFAULT_CONFIDENCE, stats};
    let interval = stats::clopper_pearson(44.0, 500.0, DEFAULT_CONFIDENCE);
    let low = eval("interval_low", &[("hits", 44.0), ("trials", 500.0)]);
    let high = eval("interval_high", &[("hits", 44.0), ("trials", 500.0)]);
    assert_eq!((low, high), (interval.low, interval.high));
    // 6.47 % to 11.63 %, the figures lesson 2 prints.
    assert!(
        (low - 0.0647).abs() < 0.0001 && (high - 0.1163).abs() < 0.0001,
        "{low} {high}"
    );
    let p_value = eval(
        "binomial_p_value",
        &[("hits", 44.0), ("trials", 500.0), ("p", 0.0888)],
    );
    assert_eq!(p_value, stats::binomial_test(44.0, 500.0, 0.0888));
    assert!(p_value > 0.05 && p_value <= 1.0);
}
