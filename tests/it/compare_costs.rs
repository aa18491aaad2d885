//! `bloomlab compare`'s common targets and trusted costs (issue 25, items
//! 5 and 6): the Bloom filters at every target, several rates on `--p`,
//! and costs from a timed pass reported as medians with their ranges.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "a test: a failed unwrap is a failed test (clippy.toml's allow-unwrap-in-tests misses the helpers of integration tests)"
)]

use crate::cli_support;

use bloomlab::experiment::compare::{self, DEFAULT_TARGETS, TIMED_REPEATS, timed_keys};
use bloomlab::filter::FilterKind;
use cli_support::{bloomlab, rejects};

/// Every target gets the standard and blocked filters, of the standard
/// filter's sizing for it, beside the structures measured there; 1/256
/// and 1/65536 keep their fingerprint filters.
#[test]
fn the_bloom_filters_are_measured_at_every_target() {
    let n = 100_000;
    let rows = compare::designs(n, &DEFAULT_TARGETS).unwrap();
    for p in DEFAULT_TARGETS {
        let at: Vec<_> = rows.iter().filter(|d| d.fp_target == Some(p)).collect();
        let kinds: Vec<FilterKind> = at.iter().map(|d| d.kind).collect();
        let sizing = bloomlab::sizing::solve(&bloomlab::sizing::SizingRequest {
            n: Some(n),
            p: Some(p),
            max_memory: u64::MAX,
            ..Default::default()
        })
        .unwrap();
        for kind in [FilterKind::Standard, FilterKind::Blocked] {
            let design = at.iter().find(|d| d.kind == kind).expect("a Bloom row");
            assert_eq!((design.m, design.k), (sizing.m_bits, sizing.k), "{p}");
        }
        assert!(kinds.contains(&FilterKind::Cuckoo), "{p}: {kinds:?}");
        let fingerprint = compare::fingerprint_bits_of(p).is_some();
        assert_eq!(kinds.contains(&FilterKind::Counting), !fingerprint, "{p}");
        for kind in [FilterKind::Xor8, FilterKind::Xor16] {
            if kinds.contains(&kind) {
                assert!(fingerprint, "{p}: {kinds:?}");
            }
        }
    }
    let at_256 = rows
        .iter()
        .filter(|d| d.fp_target == Some(1.0 / 256.0))
        .map(|d| d.kind)
        .collect::<Vec<_>>();
    assert_eq!(
        at_256,
        [
            FilterKind::Standard,
            FilterKind::Blocked,
            FilterKind::Cuckoo,
            FilterKind::Xor8,
            FilterKind::BinaryFuse8
        ]
    );
}

/// `--p` takes several rates, separated by commas or repeated, and
/// refuses a bad one naming the flag and the range.
#[test]
fn several_rates_and_each_checked() {
    for bad in ["2", "1%,0", "0.01,abc", "1/0", "150%"] {
        rejects(&["compare", "--n", "1000", "--p", bad], "--p", "0 and 1");
    }
    let output = bloomlab()
        .args([
            "compare",
            "--n",
            "2000",
            "--p",
            "10%,1/256",
            "--p",
            "5%",
            "--precision",
            "0.3",
            "--format",
            "json",
        ])
        .output()
        .unwrap();
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let report: serde_json::Value = serde_json::from_slice(&output.stdout).unwrap();
    let rows = report["rows"].as_array().unwrap();
    let targets: Vec<Option<f64>> = rows.iter().map(|r| r["fp_target"].as_f64()).collect();
    for p in [0.1, 1.0 / 256.0, 0.05] {
        assert!(targets.contains(&Some(p)), "{p}: {targets:?}");
        for structure in ["standard", "blocked"] {
            assert!(
                rows.iter()
                    .any(|r| r["fp_target"].as_f64() == Some(p) && r["structure"] == structure),
                "{structure} at {p}"
            );
        }
    }
    // The costs: medians within their ranges, from the timed pass.
    assert_eq!(report["timing"]["keys"], timed_keys(2000));
    assert_eq!(report["timing"]["repeats"], TIMED_REPEATS);
    assert_eq!(report["timing"]["threads"], 1);
    assert!(report["timing"]["wide_spread"].is_boolean());
    for row in rows {
        for cost in ["insert_ns", "lookup_ns"] {
            let median = row[cost].as_f64().unwrap();
            let range = &row[format!("{cost}_range")];
            let (low, high) = (range[0].as_f64().unwrap(), range[1].as_f64().unwrap());
            assert!(
                0.0 < low && low <= median && median <= high,
                "{cost}: {row}"
            );
        }
    }
    for phase in ["profile", "timing", "measure"] {
        assert!(report["phases"][phase].as_f64().unwrap() >= 0.0, "{phase}");
    }
}

/// The text output says how the costs were timed (where their columns are
/// shown: `--wide` keeps them) and where the time went.
#[test]
fn the_text_says_how_costs_were_timed() {
    let output = bloomlab()
        .args([
            "compare",
            "--n",
            "1000",
            "--p",
            "10%",
            "--precision",
            "0.3",
            "--wide",
        ])
        // Words, not layout: the paragraph on one line.
        .env("COLUMNS", "1000")
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&output.stdout);
    assert!(output.status.success(), "{text}");
    assert!(
        text.contains(&format!(
            "the median of {TIMED_REPEATS} timed runs after a warm-up, on one thread"
        )) && text.contains("n = 1,000 keys"),
        "{text}"
    );
    assert!(text.contains("s measuring the rates"), "{text}");
}
