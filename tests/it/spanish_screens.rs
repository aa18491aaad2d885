//! Every Spanish screen the snapshot tests draw reads as Spanish: decimals
//! with a comma (9,6 · 0,1 %), and none of the terms the glossary retires.
//! The snapshots are the screens at 80×24 (and a few other sizes) in the
//! states the TUI tests put them in.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "a test: a failed unwrap is a failed test (clippy.toml's allow-unwrap-in-tests misses the helpers of integration tests)"
)]

use std::path::Path;

use crate::text_support;
use text_support::{decimal_points, has_term, retired_terms};

/// The Spanish snapshots: every `*-es*.snap` under the tests' snapshot
/// folders, as (file name, screen text).
fn spanish_screens() -> Vec<(String, String)> {
    snapshots(|name| name.contains("-es.") || name.contains("-es-"))
}

/// The snapshots whose file name passes `wanted`, as (file name, screen
/// text).
fn snapshots(wanted: impl Fn(&str) -> bool) -> Vec<(String, String)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests");
    let mut screens = Vec::new();
    for folder in ["snapshots", "tui/snapshots"] {
        let Ok(entries) = std::fs::read_dir(root.join(folder)) else {
            continue;
        };
        for entry in entries.flatten() {
            let name = entry.file_name().to_string_lossy().into_owned();
            if name.ends_with(".snap") && wanted(&name) {
                let text = std::fs::read_to_string(entry.path()).unwrap();
                // The screen follows insta's header.
                let body = text.splitn(3, "---").nth(2).unwrap_or(&text).to_owned();
                screens.push((name, body));
            }
        }
    }
    screens.sort();
    screens
}

#[test]
fn spanish_screens_write_the_decimal_comma() {
    let screens = spanish_screens();
    assert!(screens.len() >= 20, "{} Spanish screens", screens.len());
    let problems: Vec<String> = screens
        .iter()
        .flat_map(|(name, text)| {
            decimal_points(text)
                .into_iter()
                .map(move |place| format!("{name}: «{place}»"))
        })
        .collect();
    assert!(
        problems.is_empty(),
        "Spanish screens must write decimals with a comma:\n{}",
        problems.join("\n")
    );
}

#[test]
fn spanish_screens_use_none_of_the_retired_terms() {
    let terms = retired_terms();
    let mut problems = Vec::new();
    for (name, text) in spanish_screens() {
        for term in terms.iter().filter(|term| has_term(&text, term)) {
            problems.push(format!("{name}: «{term}»"));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// The experiments screen writes no number in e-notation ("9,99e-4",
/// "1e3"), in either language: a decimal, or a power of ten (10³). (The
/// Alternatives tab's rates are drawn by its own module.)
#[test]
fn experiments_screens_write_no_e_notation() {
    let screens = snapshots(|name| {
        (name.contains("experiments") || name.contains("predict-"))
            && !name.contains("alternatives")
    });
    assert!(screens.len() >= 10, "{} experiments screens", screens.len());
    let mut problems = Vec::new();
    for (name, text) in screens {
        let chars: Vec<char> = text.chars().collect();
        for w in chars.windows(3) {
            if w[0].is_ascii_digit() && w[1] == 'e' && (w[2] == '-' || w[2].is_ascii_digit()) {
                problems.push(format!("{name}: «{}»", w.iter().collect::<String>()));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
