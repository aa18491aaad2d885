//! A grading that could not run: how the program ended, and the last
//! lines it wrote to its error output.

use super::*;

/// How the program ended, in the language: the protocol records «exit
/// code 3» or «signal 11» (`describe_status`); anything else as it came.
fn status_words(lang: Lang, status: &Option<String>) -> String {
    let number = |text: &str, prefix: &str| {
        text.strip_prefix(prefix)
            .filter(|rest| !rest.is_empty() && rest.chars().all(|c| c.is_ascii_digit() || c == '-'))
            .map(str::to_owned)
    };
    match status {
        Some(status) => {
            if let Some(code) = number(status, "exit code ") {
                t!(lang, "ex-status-exit-code", code = code)
            } else if let Some(signal) = number(status, "signal ") {
                t!(lang, "ex-status-signal", signal = signal)
            } else {
                printable_line(status).into_owned()
            }
        }
        None => t!(lang, "ex-status-unknown"),
    }
}

fn stderr_lines(lang: Lang, stderr: &str) -> Vec<String> {
    if stderr.trim().is_empty() {
        return vec![t!(lang, "ex-stderr-empty")];
    }
    let all: Vec<&str> = stderr.lines().collect();
    let start = all.len().saturating_sub(STDERR_LINES);
    std::iter::once(t!(lang, "ex-stderr-tail"))
        .chain(
            all[start..]
                .iter()
                .map(|line| format!("    {}", printable_line(line))),
        )
        .collect()
}

/// Why the session stopped, in words.
pub fn failure_lines(failure: &Failure, lang: Lang) -> Vec<String> {
    let expected = |e: &Expected| e.literal();
    match failure {
        Failure::Spawn { program, error } => vec![t!(
            lang,
            "ex-fail-spawn",
            program = printable_line(program).into_owned(),
            error = printable_line(error).into_owned()
        )],
        Failure::Silent {
            seconds,
            expected: e,
        } => vec![t!(
            lang,
            "ex-fail-silent",
            seconds = *seconds,
            expected = expected(e)
        )],
        Failure::TooLong { seconds } => vec![t!(lang, "ex-fail-too-long", seconds = *seconds)],
        Failure::Ended {
            expected: e,
            status,
            stderr,
        } => {
            let mut out = vec![t!(
                lang,
                "ex-fail-ended",
                status = status_words(lang, status),
                expected = expected(e)
            )];
            out.extend(stderr_lines(lang, stderr));
            out
        }
        Failure::Malformed { expected: e, line } => vec![t!(
            lang,
            "ex-fail-malformed",
            expected = expected(e),
            line = escaped_bytes(line)
        )],
        Failure::LineTooLong { limit, start } => vec![t!(
            lang,
            "ex-fail-line-too-long",
            limit = *limit,
            start = escaped_bytes(start)
        )],
        Failure::StoppedReading { status, stderr } => {
            let mut out = vec![t!(
                lang,
                "ex-fail-stopped-reading",
                status = status_words(lang, status)
            )];
            out.extend(stderr_lines(lang, stderr));
            out
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// How a program ended, in the reader's language (reader 6, es 8:
    /// «exit code 1» inside a Spanish sentence).
    #[test]
    fn an_exit_status_is_said_in_the_language() {
        let status = |text: &str| Some(text.to_owned());
        assert_eq!(
            status_words(Lang::Es, &status("exit code 1")),
            "código de salida 1"
        );
        assert_eq!(status_words(Lang::Es, &status("signal 9")), "señal 9");
        assert_eq!(
            status_words(Lang::En, &status("exit code 1")),
            "exit code 1"
        );
        assert_eq!(status_words(Lang::En, &status("odd")), "odd");
    }
}
