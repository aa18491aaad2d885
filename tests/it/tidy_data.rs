//! docs/data.md's promise: CSV and JSON have the same columns (a CSV
//! header is a JSON row's keys), CSV numbers are plain decimals, and a
//! column that does not apply to a row is empty.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "a test: a failed unwrap is a failed test (clippy.toml's allow-unwrap-in-tests misses the helpers of integration tests)"
)]

use crate::cli_support;

use cli_support::bloomlab;

fn run(args: &[&str], format: &str) -> String {
    let output = bloomlab()
        .args(args)
        .args(["--format", format])
        .output()
        .unwrap();
    assert!(
        output.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout).unwrap()
}

#[test]
fn csv_columns_are_json_keys_and_plain_decimals() {
    let runs: [(&[&str], &str); 4] = [
        (
            &[
                "compare",
                "--n",
                "1000",
                "--precision",
                "0.3",
                "--p",
                "1%,1/256",
            ],
            "rows",
        ),
        (
            &["experiment", "--suite", "small", "--precision", "0.2"],
            "rows",
        ),
        (&["table", "--theory", "--n", "1000"], "rows"),
        (&["size", "--n", "1000", "--p", "0.0001"], ""),
    ];
    for (args, rows_key) in runs {
        let json: serde_json::Value = serde_json::from_str(&run(args, "json")).unwrap();
        let row = if rows_key.is_empty() {
            json.clone()
        } else {
            json[rows_key][0].clone()
        };
        // A `[low, high]` pair is two CSV columns, `…_low` and `…_high`.
        let mut keys: Vec<String> = row
            .as_object()
            .unwrap()
            .keys()
            .flat_map(|key| match key.ends_with("_range") {
                true => vec![format!("{key}_low"), format!("{key}_high")],
                false => vec![key.clone()],
            })
            .collect();
        keys.sort();
        let csv = run(args, "csv");
        let mut header: Vec<String> = csv
            .lines()
            .next()
            .unwrap()
            .split(',')
            .map(String::from)
            .collect();
        header.sort();
        assert_eq!(header, keys, "{args:?}");
        assert!(!csv.contains("e-"), "{args:?}: {csv}");
    }
}

#[test]
fn compare_names_each_structures_shape_for_what_it_is() {
    let args = [
        "compare",
        "--n",
        "1000",
        "--precision",
        "0.3",
        "--p",
        "1/256",
    ];
    let json: serde_json::Value = serde_json::from_str(&run(&args, "json")).unwrap();
    let rows = json["rows"].as_array().unwrap();
    let cuckoo = rows.iter().find(|r| r["structure"] == "cuckoo").unwrap();
    assert_eq!(cuckoo["fingerprint_bits"], 11);
    assert!(cuckoo["slots"].as_u64().unwrap() >= 1000);
    assert!(cuckoo["m_bits"].is_null() && cuckoo["k"].is_null() && cuckoo["fill"].is_null());
    assert!(cuckoo["occupancy"].as_f64().unwrap() > 0.5);
    let xor = rows.iter().find(|r| r["structure"] == "xor8").unwrap();
    assert_eq!(xor["fingerprint_bits"], 8);
    let set = rows.iter().find(|r| r["structure"] == "hash-set").unwrap();
    assert!(set["m_bits"].is_null() && set["k"].is_null() && set["cells"].is_null());
}
