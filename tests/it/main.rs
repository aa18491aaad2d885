//! The integration tests, one test binary: each module is what used to be
//! a file of its own under `tests/` (`tests/NAME.rs`, now
//! `tests/it/NAME.rs`). One binary is compiled and linked once instead of
//! 36 times, which was most of a clean `cargo test`'s build (issue 22).
//! Run one module with `cargo test --test it NAME::`.
//!
//! Two test files stay binaries of their own: `tests/tui.rs` (the screens'
//! snapshots, with its modules in `tests/tui/`) and `tests/memory_budget.rs`,
//! whose allocator counts every byte the process holds and so must run
//! alone. `alternatives`' allocator counts per thread, so it can count here
//! for the whole binary (it is the binary's `#[global_allocator]`).

// The helpers the former files shared stay where they were, beside them in
// tests/ (benches/check.rs reads `shapes` too).
#[path = "../cli_support/mod.rs"]
mod cli_support;
#[path = "../shapes/mod.rs"]
mod shapes;
#[path = "../text_support/mod.rs"]
mod text_support;

mod alternatives;
mod authoring;
mod catalogues;
mod cli;
mod cli_errors_lang;
mod cli_help_lang;
mod cli_measure;
mod cli_readers;
mod cli_readers39;
mod cli_readers40;
mod cli_readers40_es;
mod cli_readers44;
mod cli_readers44b;
mod cli_readers45;
mod cli_readers46;
mod cli_readers48;
mod cli_readers52;
mod cli_reports_es;
mod cli_reports_es2;
mod cli_width;
mod cli_words;
mod compare_costs;
mod content;
mod content_experiment;
mod content_limits;
mod course;
mod course_numbers;
mod course_readers40_es;
mod course_readers41;
mod course_readers41_en;
mod course_readers42_es;
mod e2e;
mod exact_formula;
mod experiments;
mod figures;
mod filters;
mod formulas_measure;
mod grade;
mod handin;
mod injection;
mod interval_coverage;
mod moodle_export;
mod ordering;
mod partial_credit;
mod readers43;
mod readme_screen;
mod records;
mod records_stress;
mod records_words;
mod results;
mod screens_round3;
mod spanish_screens;
mod special_files;
mod statistics;
mod summary_figures;
mod teaching;
mod tidy_data;
