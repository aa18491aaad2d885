//! `bloomlab check`: validate lesson and quiz files for instructors.

use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

use bloomlab::content::spanish::message_in;
use bloomlab::content::{ContentError, check_paths};
use bloomlab::lang::Lang;
use bloomlab::untrusted::printable_line;

#[derive(clap::Args, Debug)]
pub struct CheckArgs {
    /// Files or folders (searched for .yaml and .yml files)
    #[arg(required = true, value_name = "PATH")]
    paths: Vec<PathBuf>,
    /// Fail (exit 1) on warnings too: a glossary term used before the step
    /// that teaches it, a predict whose answer is shown above it, a lesson
    /// in one language only…
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
pub fn run(args: &CheckArgs, lang: Lang, out: &mut dyn Write) -> std::io::Result<ExitCode> {
    let report = check_paths(&args.paths);
    let line = |error: &ContentError| {
        let mut error = error.clone();
        error.message = message_in(lang, &error.message);
        printable_line(&error.to_string()).into_owned()
    };
    for error in &report.paths {
        writeln!(out, "{}", line(error))?;
    }
    let mut valid = 0;
    for (name, result) in &report.files {
        match result {
            Ok(kind) => {
                valid += 1;
                let kind = match (lang, *kind) {
                    (Lang::Es, "lesson") => "lección",
                    (Lang::Es, "quiz") => "cuestionario",
                    (Lang::Es, "glossary") => "glosario",
                    (_, kind) => kind,
                };
                let ok = match lang {
                    Lang::En => "ok",
                    Lang::Es => "correcto",
                };
                writeln!(out, "{}: {ok} ({kind})", printable_line(name))?;
            }
            Err(errors) => {
                for error in errors {
                    writeln!(out, "{}", line(error))?;
                }
            }
        }
    }
    let warning = match lang {
        Lang::En => "warning",
        Lang::Es => "aviso",
    };
    for each in &report.warnings {
        writeln!(out, "{warning}: {}", line(each))?;
    }
    let total = report.files.len();
    let problems = report.errors().count();
    writeln!(
        out,
        "\n{}",
        summary(lang, total, valid, problems, report.warnings.len())
    )?;
    let warned = args.strict && !report.warnings.is_empty();
    Ok(if report.is_valid() && !warned {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}

/// `3 files checked: 2 valid, 1 with problems (2 problems, 1 warning).`
fn summary(lang: Lang, total: usize, valid: usize, problems: usize, warnings: usize) -> String {
    let count =
        |n: usize, one: &str, many: &str| format!("{n} {}", if n == 1 { one } else { many });
    let warnings_part = |one: &str, many: &str| match warnings {
        0 => String::new(),
        n => format!(", {}", count(n, one, many)),
    };
    match lang {
        Lang::En => format!(
            "{} checked: {valid} valid, {} with problems ({}{}).",
            count(total, "file", "files"),
            total - valid,
            count(problems, "problem", "problems"),
            warnings_part("warning", "warnings")
        ),
        Lang::Es => format!(
            "{}: {}, {} con problemas ({}{}).",
            count(total, "archivo revisado", "archivos revisados"),
            count(valid, "válido", "válidos"),
            total - valid,
            count(problems, "problema", "problemas"),
            warnings_part("aviso", "avisos")
        ),
    }
}
