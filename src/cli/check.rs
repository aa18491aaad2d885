//! `bloomlab check`: validate lesson and quiz files for instructors.

use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

use bloomlab::content::check_paths;
use bloomlab::untrusted::printable_line;

#[derive(clap::Args, Debug)]
pub struct CheckArgs {
    /// Files or folders (searched for .yaml and .yml files)
    #[arg(required = true, value_name = "PATH")]
    paths: Vec<PathBuf>,
}

/// Print every problem as `file:line:column: message`, then a summary.
/// Exit 0 when all files are valid, 1 otherwise.
///
/// File names, ids, field and formula names come from outside: each line
/// goes out through `printable_line`, so one problem stays one line and no
/// escape sequence reaches the terminal.
pub fn run(args: &CheckArgs, out: &mut dyn Write) -> std::io::Result<ExitCode> {
    let report = check_paths(&args.paths);
    for error in &report.paths {
        writeln!(out, "{}", printable_line(&error.to_string()))?;
    }
    let mut valid = 0;
    for (name, result) in &report.files {
        match result {
            Ok(kind) => {
                valid += 1;
                writeln!(out, "{}: ok ({kind})", printable_line(name))?;
            }
            Err(errors) => {
                for error in errors {
                    writeln!(out, "{}", printable_line(&error.to_string()))?;
                }
            }
        }
    }
    for warning in &report.warnings {
        writeln!(out, "warning: {}", printable_line(&warning.to_string()))?;
    }
    let total = report.files.len();
    let problems = report.errors().count();
    writeln!(
        out,
        "\n{total} file{} checked: {valid} valid, {} with problems ({problems} problem{}{}).",
        plural(total),
        total - valid,
        plural(problems),
        match report.warnings.len() {
            0 => String::new(),
            n => format!(", {n} warning{}", plural(n)),
        }
    )?;
    Ok(if report.is_valid() {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}

fn plural(count: usize) -> &'static str {
    if count == 1 { "" } else { "s" }
}
