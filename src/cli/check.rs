//! `bloomlab check`: validate lesson and quiz files for instructors.

use std::io::{IsTerminal, Write};
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
/// escape sequence reaches the terminal. On a terminal a line longer than
/// its width is wrapped at words ([`fitted_problem`]); piped, each problem
/// stays on one line for tools to read.
pub(super) fn run(args: &CheckArgs, lang: Lang, out: &mut dyn Write) -> std::io::Result<ExitCode> {
    let report = check_paths(&args.paths);
    let width = std::io::stdout()
        .is_terminal()
        .then(super::width::available);
    let line = |error: &ContentError| fitted_problem(&printable_line(&error.in_lang(lang)), width);
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
        let warning = t!(
            lang,
            "check-warning",
            problem = printable_line(&each.in_lang(lang)).into_owned()
        );
        writeln!(out, "{}", fitted_problem(&warning, width))?;
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
    writeln!(out, "\n{}", fitted_problem(&summary, width))?;
    let warned = args.strict && !report.warnings.is_empty();
    // «1 valid, 0 with problems (0 problems, 1 warning)» and exit code 1:
    // the summary said nothing failed (reader 44, en 4.6).
    if warned {
        let strict = t!(
            lang,
            "check-strict-failed",
            warnings = report.warnings.len()
        );
        writeln!(out, "{}", fitted_problem(&strict, width))?;
    }
    Ok(if report.is_valid() && !warned {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}

/// Where the later lines of a wrapped problem start: under its message,
/// past the margin where each `file:line:column:` starts.
const CONTINUED: usize = 4;

/// A line of `check`'s output as printed: as it is where `width` is None
/// (not a terminal) or it fits, else broken at words with its later lines
/// indented, the `file:line:column:` prefix still first (at 80 columns the
/// terminal broke «`title`» mid-word: reader 37, es 4).
fn fitted_problem(line: &str, width: Option<usize>) -> String {
    match width {
        Some(width) if line.chars().count() > width => {
            super::wrap::fitted_after(line, 0, width, CONTINUED)
        }
        _ => line.to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Reader 37 (es 4): on a terminal a long problem breaks at words,
    /// indented under its prefix; piped, it stays one line.
    #[test]
    fn a_long_problem_wraps_at_words_on_a_terminal_only() {
        let problem = "bad.yaml:5:5: paso 1: campo desconocido `body`; se esperaba uno de \
                       `section`, `title`, `text`, `formula`, `figure`, `predict`";
        assert_eq!(fitted_problem(problem, None), problem);
        let wrapped = fitted_problem(problem, Some(80));
        let lines: Vec<&str> = wrapped.lines().collect();
        assert!(lines.len() > 1, "{wrapped}");
        assert!(lines[0].starts_with("bad.yaml:5:5: paso 1:"), "{wrapped}");
        for later in &lines[1..] {
            assert!(
                later.starts_with("    ") && !later.starts_with("     "),
                "{wrapped}"
            );
        }
        assert!(lines.iter().all(|l| l.chars().count() <= 80), "{wrapped}");
        let words: Vec<&str> = wrapped.split_whitespace().collect();
        assert_eq!(words.join(" "), problem, "{wrapped}");
    }
}
