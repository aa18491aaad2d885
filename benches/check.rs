//! How long `bloomlab check` takes on the worst shapes of a content file
//! at the 1 MiB cap: many steps, questions, choices, parameters, long
//! strings and lines, deep but legal nesting, many errors, and a folder of
//! many small files. `cargo bench --bench check`.
//!
//! `cargo bench --bench check -- --write DIR` only writes the files to
//! DIR (to time another build's `bloomlab check` on them).

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::print_stdout,
    reason = "a benchmark prints its report, and stops at the first failure"
)]

#[path = "../tests/shapes/mod.rs"]
mod shapes;

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use bloomlab::content::{check_paths, yaml::MAX_FILE_BYTES};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let write_only = args
        .iter()
        .position(|a| a == "--write")
        .and_then(|at| args.get(at + 1))
        .map(PathBuf::from);
    let runs: usize = args
        .iter()
        .position(|a| a == "--runs")
        .and_then(|at| args.get(at + 1))
        .and_then(|n| n.parse().ok())
        .unwrap_or(3);
    let dir = match &write_only {
        Some(dir) => dir.clone(),
        None => std::env::temp_dir().join(format!("bloomlab-check-bench-{}", std::process::id())),
    };
    std::fs::create_dir_all(&dir).expect("create the folder for the shapes");
    // Just under the cap: the size a hostile or careless file can reach.
    let target = MAX_FILE_BYTES as usize - 64;
    let mut paths = Vec::new();
    for shape in shapes::all(target) {
        assert!(shape.text.len() as u64 <= MAX_FILE_BYTES, "{}", shape.name);
        let path = dir.join(&shape.file);
        std::fs::write(&path, &shape.text).expect("write a shape");
        paths.push((shape.name.to_owned(), shape.items, path));
    }
    let folder = dir.join("many-files");
    let files = write_folder(&folder, 1000);
    paths.push((format!("folder of {files} files"), files, folder));
    if write_only.is_some() {
        println!("wrote {} shapes to {}", paths.len(), dir.display());
        return;
    }
    println!(
        "check (in process, release) of each shape, {runs} runs; CPU: {}",
        cpu_model()
    );
    println!(
        "{:<28} {:>9} {:>8} {:>10} {:>10}  verdict",
        "shape", "bytes", "items", "median", "worst"
    );
    for (name, items, path) in &paths {
        let bytes = size_of(path);
        let mut times: Vec<Duration> = Vec::new();
        let mut verdict = String::new();
        for _ in 0..runs {
            let started = Instant::now();
            let report = check_paths(std::slice::from_ref(path));
            times.push(started.elapsed());
            let problems: Vec<String> = report.errors().map(ToString::to_string).collect();
            verdict = match problems.first() {
                None => format!("valid ({} files)", report.files.len()),
                Some(first) => {
                    let first = first.rsplit(".yaml:").next().unwrap_or(first);
                    let first: String = first.chars().take(90).collect();
                    format!("{} problems; first: {first}", problems.len())
                }
            };
        }
        times.sort();
        println!(
            "{name:<28} {bytes:>9} {items:>8} {:>10} {:>10}  {verdict}",
            format!("{:.1?}", times[times.len() / 2]),
            format!("{:.1?}", times[times.len() - 1]),
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// `pairs` lessons, each in both languages, each a small valid file.
fn write_folder(folder: &Path, pairs: usize) -> usize {
    std::fs::create_dir_all(folder).expect("create the folder");
    for i in 0..pairs {
        for lang in ["en", "es"] {
            let text = format!(
                "id: l{i}\nlang: {lang}\ntitle: Lesson {i}\nsteps:\n  - title: One\n    text: One step.\n    scene:\n      m: 12\n      k: 2\n      ops:\n        - add: uva\n          positions: [2, 7]\n"
            );
            std::fs::write(folder.join(format!("l{i}.{lang}.yaml")), text).expect("write");
        }
    }
    pairs * 2
}

fn size_of(path: &Path) -> u64 {
    if path.is_dir() {
        std::fs::read_dir(path)
            .map(|entries| {
                entries
                    .flatten()
                    .filter_map(|e| e.metadata().ok())
                    .map(|m| m.len())
                    .sum()
            })
            .unwrap_or(0)
    } else {
        std::fs::metadata(path).map_or(0, |m| m.len())
    }
}

fn cpu_model() -> String {
    std::fs::read_to_string("/proc/cpuinfo")
        .ok()
        .and_then(|info| {
            info.lines()
                .find(|l| l.starts_with("model name"))
                .and_then(|l| l.split(':').nth(1))
                .map(|m| m.trim().to_owned())
        })
        .unwrap_or_else(|| "unknown".into())
}
