//! `bloomlab check`: validate lesson and quiz files for instructors.

use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

use bloomlab::content::{ContentError, check_paths};
use bloomlab::lang::Lang;
use bloomlab::t;
use bloomlab::untrusted::printable_line;

#[derive(clap::Args, Debug)]
pub(super) struct CheckArgs {
    #[arg(required = true, value_name = "PATH")]
    paths: Vec<PathBuf>,
    #[arg(long)]
    strict: bool,
}

/// Print every problem as `file:line:column: message`, then the warnings
/// (`warning: file:line:column: message`), then a summary, in `lang`
/// (English unless `--lang` says otherwise).
/// Exit 0 when all files are valid (warnings or not), 1 otherwise; with
/// `--strict`, 1 when there are warnings too.
///
/// File names, ids, field and formula names come from outside: each line
/// goes out through `printable_line`, so one problem stays one line and no
/// escape sequence reaches the terminal.
pub(super) fn run(args: &CheckArgs, lang: Lang, out: &mut dyn Write) -> std::io::Result<ExitCode> {
    let report = check_paths(&args.paths);
    let line = |error: &ContentError| printable_line(&error.in_lang(lang)).into_owned();
    for error in &report.paths {
        writeln!(out, "{}", line(error))?;
    }
    let mut valid = 0;
    for (name, result) in &report.files {
        match result {
            Ok(kind) => {
                valid += 1;
                let name = printable_line(name);
                writeln!(
                    out,
                    "{}",
                    t!(lang, "check-file-ok", file = name, kind = *kind)
                )?;
            }
            Err(errors) => {
                for error in errors {
                    writeln!(out, "{}", line(error))?;
                }
            }
        }
    }
    for each in &report.warnings {
        writeln!(out, "{}", t!(lang, "check-warning", problem = line(each)))?;
    }
    let total = report.files.len();
    // No file read at all: «0 files checked: 0 valid, 0 with problems (1
    // problem)» contradicted itself (reader 31, es 5.4).
    let summary = if total == 0 {
        t!(
            lang,
            "check-summary-none",
            problems = report.errors().count()
        )
    } else {
        t!(
            lang,
            "check-summary",
            total = total,
            valid = valid,
            invalid = total - valid,
            problems = report.errors().count(),
            warnings = report.warnings.len()
        )
    };
    writeln!(out, "\n{summary}")?;
    let warned = args.strict && !report.warnings.is_empty();
    Ok(if report.is_valid() && !warned {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}
