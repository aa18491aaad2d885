//! Embed the shipped lessons and quizzes: every .yaml/.yml file under
//! lessons/ and quizzes/ becomes a (path, text) pair in the binary, so an
//! installed bloomlab works from any folder and no file can be forgotten.
//! The glossaries (`lessons/glossary.LANG.yaml`) are embedded the same
//! way; the loader tells them by their `terms` (`content::glossary`), so
//! they are read by `check`, never listed as lessons.

#![allow(
    clippy::expect_used,
    clippy::print_stdout,
    reason = "a build script talks to cargo on stdout and fails by panicking"
)]

use std::fs;
use std::path::Path;

fn main() {
    let root = std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    let mut files = Vec::new();
    for folder in ["lessons", "quizzes"] {
        println!("cargo:rerun-if-changed={folder}");
        collect(&Path::new(&root).join(folder), folder, &mut files);
    }
    files.sort();
    let mut code = String::from(
        "/// Shipped content: (path relative to the crate, text).\npub(crate) const FILES: &[(&str, &str)] = &[\n",
    );
    for relative in &files {
        println!("cargo:rerun-if-changed={relative}");
        code.push_str(&format!(
            "    ({relative:?}, include_str!(concat!(env!(\"CARGO_MANIFEST_DIR\"), \"/{relative}\"))),\n"
        ));
    }
    code.push_str("];\n");
    let out = std::env::var("OUT_DIR").expect("cargo sets OUT_DIR");
    fs::write(Path::new(&out).join("embedded.rs"), code).expect("write embedded.rs");
}

fn collect(dir: &Path, relative: &str, files: &mut Vec<String>) {
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        let path = entry.path();
        let child = format!("{relative}/{name}");
        if path.is_dir() {
            collect(&path, &child, files);
        } else if name.ends_with(".yaml") || name.ends_with(".yml") {
            files.push(child);
        }
    }
}
