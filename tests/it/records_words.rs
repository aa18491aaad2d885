//! Why a records file cannot be read is said in the user's language
//! (issue 22): `results` and `submit` on a damaged records file, a file
//! of the wrong format and a file that is not a zip, in Spanish and, as
//! before, in English.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "a test: a failed unwrap is a failed test (clippy.toml's allow-unwrap-in-tests misses the helpers of integration tests)"
)]

use crate::cli_support;

use std::path::Path;

use cli_support::bloomlab;

/// Run `bloomlab --lang LANG ARGS…` in `dir`; stderr.
fn stderr(lang: &str, args: &[&str], dir: &Path) -> String {
    let output = bloomlab()
        .args(["--lang", lang])
        .args(args)
        .current_dir(dir)
        .env_remove("BLOOMLAB_DATA_DIR")
        .env_remove("BLOOMLAB_STUDENT")
        .output()
        .unwrap();
    assert!(!output.status.success(), "{output:?}");
    String::from_utf8(output.stderr).unwrap()
}

/// A folder `broken` holding a records file that is not JSON.
fn broken_folder() -> tempfile::TempDir {
    let root = tempfile::tempdir().unwrap();
    std::fs::create_dir(root.path().join("broken")).unwrap();
    std::fs::write(root.path().join("broken/records.json"), "{nope").unwrap();
    root
}

#[test]
fn a_damaged_records_file_is_said_in_spanish() {
    let root = broken_folder();
    let said = stderr("es", &["results", "broken"], root.path());
    assert!(
        said.contains("no se puede leer broken/records.json: no es JSON válido: "),
        "{said}"
    );
    assert!(!said.contains("cannot be read"), "{said}");
    let said = stderr("es", &["results", "--data-dir", "broken"], root.path());
    assert!(
        said.starts_with("error: no se puede leer broken/records.json: no es JSON válido: "),
        "{said}"
    );
    let said = stderr(
        "es",
        &["submit", "--data-dir", "broken", "--student", "Ana"],
        root.path(),
    );
    assert!(
        said.starts_with("error: no se puede leer broken/records.json: no es JSON válido: "),
        "{said}"
    );
}

#[test]
fn a_damaged_records_file_is_said_in_english_as_before() {
    let root = broken_folder();
    let said = stderr("en", &["results", "--data-dir", "broken"], root.path());
    assert_eq!(
        said,
        "error: broken/records.json cannot be read: not valid JSON: key must be a string at line 1 column 2\n"
    );
}

#[test]
fn a_file_of_another_format_and_a_bad_zip_are_said_in_spanish() {
    let root = tempfile::tempdir().unwrap();
    std::fs::write(root.path().join("other.json"), r#"{"format":"other"}"#).unwrap();
    std::fs::write(root.path().join("bad.zip"), b"PK\x03\x04garbage").unwrap();
    let said = stderr("es", &["results", "other.json"], root.path());
    assert!(
        said.contains(
            "no se puede leer other.json: no es un archivo de bloomlab (formato \"other\")"
        ),
        "{said}"
    );
    let said = stderr("es", &["results", "bad.zip"], root.path());
    assert!(
        said.contains("no se puede leer bad.zip como zip: "),
        "{said}"
    );
    let said = stderr("en", &["results", "bad.zip"], root.path());
    assert!(said.contains("bad.zip cannot be read as a zip: "), "{said}");
}
