//! Command-line interface: parse, call the library, print text, CSV or JSON.
//!
//! Bad input exits with code 2 and one line naming the flag and what it
//! accepts (fitted to the width where one is known: `wrap::error_line`);
//! clap's own usage errors use the same code. A run the machine
//! could not carry out (a thread that could not be started, a worker that
//! failed) exits with code 3. `--help` lists every exit code.
//!
//! Text from outside (file names, the YAML of lessons and quizzes, records
//! files, the command line itself) is made printable at the boundary, on
//! stdout and stderr alike: escape sequences, bells, C1 controls and bidi
//! overrides are shown as visible escapes (`\u{1b}`), never sent to the
//! terminal. JSON output stays exact data: those characters are written as
//! JSON's own `\u001b` escapes, which any JSON reader turns back into the
//! same strings (see [`write_json`]).

mod check;
mod compare;
mod exercise;
mod experiment;
mod export;
mod grade;
mod help;
mod interactive;
mod plot;
mod repeat;
mod report;
mod results;
mod size;
mod submit;
mod summary;
mod table;
mod usage;
mod width;
mod wrap;

use std::io::Write;
use std::process::ExitCode;

use bloomlab::error::ParamError;
use bloomlab::filter::DEFAULT_MAX_MEMORY;
use bloomlab::i18n::{Message, Num};
use bloomlab::lang::Lang;
use bloomlab::msg;
use bloomlab::untrusted::{is_unsafe_char, printable_line};
use bloomlab::{sizing, units};
use clap::{FromArgMatches, Parser, Subcommand, ValueEnum};
use usage::{usage_error, usage_lang};

// Every word of the help (about, flags, after-help) is a catalogue message:
// see `help`, which words this tree at startup.
#[derive(Parser, Debug)]
#[command(name = "bloomlab", version)]
pub(crate) struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
    #[arg(long, global = true, value_parser = parse_lang)]
    lang: Option<Lang>,
    #[arg(long, global = true, value_name = "DIR")]
    content: Option<std::path::PathBuf>,
    #[arg(long, global = true, value_name = "DIR")]
    data_dir: Option<std::path::PathBuf>,
    #[arg(long, global = true)]
    no_save: bool,
    #[arg(long, global = true, value_name = "NAME", value_parser = parse_student)]
    student: Option<String>,
}

#[derive(Subcommand, Debug)]
enum Command {
    Lesson(interactive::OpenArgs),
    Quiz(interactive::OpenArgs),
    Size(size::SizeArgs),
    Table(table::TableArgs),
    Experiment(experiment::ExperimentArgs),
    Compare(compare::CompareArgs),
    Check(check::CheckArgs),
    Results(results::ResultsArgs),
    Submit(submit::SubmitArgs),
    Export(export::ExportArgs),
    Grade(grade::GradeArgs),
    Exercise(exercise::ExerciseArgs),
}

/// Output formats shared by the commands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub(crate) enum Format {
    Text,
    Csv,
    Json,
}

/// Exit code for bad input (the same as clap's usage errors).
const BAD_INPUT: u8 = 2;
/// Exit code for a run the machine could not carry out: a thread could not
/// be started, or an experiment's worker failed (it panicked, or the system
/// refused the memory of its filter). Not the user's input. `--help` lists
/// the exit codes (`help-after-bloomlab`).
const RUN_FAILED: u8 = 3;

pub(crate) fn run() -> ExitCode {
    let args = exercise::starter_lang_args(std::env::args_os().collect());
    // The language of clap's errors, which come before `cli.lang` exists.
    let usage_lang = usage_lang(&args);
    // The help's words in the same language (clap's help is an error too).
    let parsed = help::command(usage_lang)
        .try_get_matches_from(args)
        .and_then(|mut matches| Cli::from_arg_matches_mut(&mut matches));
    let cli = match parsed {
        Ok(cli) => cli,
        Err(err) => return usage_error(&err.format(&mut help::command(usage_lang)), usage_lang),
    };
    let lang = cli.lang.unwrap_or_else(Lang::from_env);
    let content = cli.content.as_deref();
    let session = match session(&cli, lang) {
        Ok(session) => session,
        Err(code) => return code,
    };
    let mut out = std::io::stdout().lock();
    let result = match cli.command {
        None => return interactive::run(interactive::What::Home, None, &session),
        Some(Command::Lesson(args)) => {
            return interactive::run(interactive::What::Lesson, args.target(), &session);
        }
        Some(Command::Quiz(args)) => {
            return interactive::run(interactive::What::Quiz, args.target(), &session);
        }
        Some(Command::Results(args)) => results::run(
            &args,
            &results::ResultsFrom {
                lang,
                data_dir: cli.data_dir.as_deref(),
                content,
            },
            &mut out,
        ),
        Some(Command::Submit(args)) => submit::run(
            &args,
            &submit::SubmitFrom {
                lang,
                data_dir: cli.data_dir.as_deref(),
                content,
                student: session.student.clone(),
            },
            &mut out,
        ),
        Some(Command::Export(args)) => export::run(&args, lang, content, &mut out),
        Some(Command::Size(args)) => size::run(&args, lang, &mut out),
        Some(Command::Table(args)) => table::run(&args, lang, &mut out),
        Some(Command::Experiment(args)) => experiment::run(&args, lang, &mut out),
        Some(Command::Compare(args)) => compare::run(&args, lang, &mut out),
        Some(Command::Grade(args)) => return run_grade(&args, &session, lang, &mut out),
        Some(Command::Exercise(args)) => exercise::run(&args, lang, &mut out),
        Some(Command::Check(args)) => {
            // English unless asked: the environment's language is the screens'.
            return run_check(&args, cli.lang.unwrap_or(Lang::En), &mut out);
        }
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) => {
            let code = exit_code(&err);
            if code != 0 {
                eprintln!("{}", wrap::error_line(&err.message(lang)));
            }
            ExitCode::from(code)
        }
    }
}

/// What every command runs with: the language, the content folder (which
/// must exist), where results are kept and whose they are. Only the app
/// saves attempts, so a bad BLOOMLAB_STUDENT does not stop `bloomlab size`.
fn session(cli: &Cli, lang: Lang) -> Result<interactive::Session, ExitCode> {
    let content = cli.content.as_deref();
    if let Some(dir) = content
        && !dir.exists()
    {
        eprintln!(
            "{}",
            wrap::error_line(&bloomlab::t!(
                lang,
                "cli-content-missing",
                dir = printable_line(&dir.display().to_string()).into_owned()
            ))
        );
        return Err(ExitCode::from(BAD_INPUT));
    }
    let interactive = matches!(
        cli.command,
        None | Some(Command::Lesson(_) | Command::Quiz(_) | Command::Submit(_) | Command::Grade(_))
    );
    let given = cli.student.clone().map(Ok);
    let student = match given.or_else(|| interactive.then(|| student_from_env(lang)).flatten()) {
        None => None,
        Some(Ok(name)) => Some(name),
        Some(Err(message)) => {
            eprintln!("{}", wrap::error_line(&printable_line(&message)));
            return Err(ExitCode::from(BAD_INPUT));
        }
    };
    Ok(interactive::Session {
        lang,
        content: content.map(std::path::Path::to_path_buf),
        data_dir: cli.data_dir.clone(),
        no_save: cli.no_save,
        student,
    })
}

/// `grade`: the grade saved with the student's results; the exit code
/// says whether it passed.
fn run_grade(
    args: &grade::GradeArgs,
    session: &interactive::Session,
    lang: Lang,
    out: &mut dyn Write,
) -> ExitCode {
    match grade::run(args, lang, out) {
        Ok(graded) => {
            grade::save(&graded, session, lang);
            if graded.grade.passed() {
                ExitCode::SUCCESS
            } else {
                ExitCode::FAILURE
            }
        }
        Err(code) => code,
    }
}

/// `check`: its own exit code (1 when a file has problems); a closed
/// pipe ends it quietly.
fn run_check(args: &check::CheckArgs, lang: Lang, out: &mut dyn Write) -> ExitCode {
    check::run(args, lang, out).unwrap_or_else(|err| {
        if err.kind() == std::io::ErrorKind::BrokenPipe {
            return ExitCode::SUCCESS;
        }
        eprintln!(
            "{}",
            wrap::error_line(&bloomlab::t!(
                lang,
                "cli-cannot-write-output",
                problem = err.to_string()
            ))
        );
        ExitCode::FAILURE
    })
}

/// The exit code of an error (0 for a closed pipe: the reader has all it
/// wanted).
fn exit_code(err: &CliError) -> u8 {
    match err {
        CliError::Param(err) if err.is_thread_failure() => RUN_FAILED,
        CliError::Param(_) | CliError::BadInput(_) => BAD_INPUT,
        CliError::Output(err) if err.kind() == std::io::ErrorKind::BrokenPipe => 0,
        CliError::Output(_) | CliError::Failed(_) => 1,
        CliError::RunFailed(_) => RUN_FAILED,
    }
}

#[derive(Debug)]
pub(crate) enum CliError {
    Param(ParamError),
    Output(std::io::Error),
    /// Something other than the input failed (the records file, the data
    /// folder): exit code 1.
    Failed(String),
    /// An experiment failed while running (a worker panicked, or its
    /// filter's memory was refused): reported, not hidden, with exit code 3.
    RunFailed(String),
    /// Bad input that is not a parameter (a path that is not there): exit
    /// code 2.
    BadInput(String),
}

impl CliError {
    /// The error as the line after `error: `, printable on a terminal.
    fn message(&self, lang: Lang) -> String {
        match self {
            CliError::Param(err) => {
                printable_line(&err.message_in(lang, |param| param.flag().to_owned())).into_owned()
            }
            CliError::Output(err) => {
                bloomlab::t!(lang, "cli-cannot-write-output", problem = err.to_string())
            }
            CliError::Failed(message)
            | CliError::RunFailed(message)
            | CliError::BadInput(message) => printable_line(message).into_owned(),
        }
    }
}

impl From<ParamError> for CliError {
    fn from(err: ParamError) -> Self {
        CliError::Param(err)
    }
}

impl From<std::io::Error> for CliError {
    fn from(err: std::io::Error) -> Self {
        CliError::Output(err)
    }
}

impl From<serde_json::Error> for CliError {
    fn from(err: serde_json::Error) -> Self {
        CliError::Output(err.into())
    }
}

/// Pretty JSON that is safe to print on a terminal and still exact data.
///
/// serde_json escapes the C0 controls (U+0000 to U+001F) but writes DEL,
/// the C1 controls (U+0080 to U+009F, where U+009B is an 8-bit CSI) and the
/// bidi overrides as they are. Here every character that
/// [`is_unsafe_char`] names is written as a `\uXXXX` escape instead: the
/// JSON means exactly the same strings, and a terminal sees only ASCII.
pub(crate) fn write_json(
    out: &mut dyn Write,
    value: &impl serde::Serialize,
) -> Result<(), CliError> {
    let mut serializer = serde_json::Serializer::with_formatter(&mut *out, SafeJson::default());
    value.serialize(&mut serializer)?;
    writeln!(out)?;
    Ok(())
}

/// serde_json's pretty formatter, with the unsafe characters of strings
/// written as escapes.
#[derive(Default)]
struct SafeJson(serde_json::ser::PrettyFormatter<'static>);

impl serde_json::ser::Formatter for SafeJson {
    fn write_string_fragment<W: ?Sized + Write>(
        &mut self,
        writer: &mut W,
        fragment: &str,
    ) -> std::io::Result<()> {
        let mut rest = fragment;
        while let Some((at, c)) = rest.char_indices().find(|(_, c)| is_unsafe_char(*c)) {
            writer.write_all(&rest.as_bytes()[..at])?;
            // Every unsafe character is in the Basic Multilingual Plane, so
            // one \uXXXX escape holds it.
            write!(writer, "\\u{:04x}", u32::from(c))?;
            rest = &rest[at + c.len_utf8()..];
        }
        writer.write_all(rest.as_bytes())
    }

    fn begin_array<W: ?Sized + Write>(&mut self, writer: &mut W) -> std::io::Result<()> {
        self.0.begin_array(writer)
    }

    fn end_array<W: ?Sized + Write>(&mut self, writer: &mut W) -> std::io::Result<()> {
        self.0.end_array(writer)
    }

    fn begin_array_value<W: ?Sized + Write>(
        &mut self,
        writer: &mut W,
        first: bool,
    ) -> std::io::Result<()> {
        self.0.begin_array_value(writer, first)
    }

    fn end_array_value<W: ?Sized + Write>(&mut self, writer: &mut W) -> std::io::Result<()> {
        self.0.end_array_value(writer)
    }

    fn begin_object<W: ?Sized + Write>(&mut self, writer: &mut W) -> std::io::Result<()> {
        self.0.begin_object(writer)
    }

    fn end_object<W: ?Sized + Write>(&mut self, writer: &mut W) -> std::io::Result<()> {
        self.0.end_object(writer)
    }

    fn begin_object_key<W: ?Sized + Write>(
        &mut self,
        writer: &mut W,
        first: bool,
    ) -> std::io::Result<()> {
        self.0.begin_object_key(writer, first)
    }

    fn begin_object_value<W: ?Sized + Write>(&mut self, writer: &mut W) -> std::io::Result<()> {
        self.0.begin_object_value(writer)
    }

    fn end_object_value<W: ?Sized + Write>(&mut self, writer: &mut W) -> std::io::Result<()> {
        self.0.end_object_value(writer)
    }
}

// Value parsers: each checks one flag with the library's own rule. An
// error is a message from the catalogues, worded when it is reported, in
// the language of the command line (see [`usage_error`]):
// "error: --flag: <what is allowed>".

pub(crate) fn parse_lang(text: &str) -> Result<Lang, Message> {
    Lang::parse(text).ok_or_else(|| msg!("cli-lang-bad", got = units::quoted(text)))
}

/// Longest student name kept: a name, not a paragraph.
const MAX_STUDENT_CHARS: usize = 80;

pub(crate) fn parse_student(text: &str) -> Result<String, Message> {
    student_name(text).ok_or_else(|| {
        msg!(
            "cli-student-bad",
            most = MAX_STUDENT_CHARS,
            got = printable_line(text).into_owned()
        )
    })
}

/// `text` as a student's name: trimmed, 1 to [`MAX_STUDENT_CHARS`]
/// printable characters (None otherwise).
fn student_name(text: &str) -> Option<String> {
    let name = text.trim();
    let printable = !name.chars().any(|c| c.is_control() || is_unsafe_char(c));
    (!name.is_empty() && name.chars().count() <= MAX_STUDENT_CHARS && printable)
        .then(|| name.to_owned())
}

/// The student's name from `BLOOMLAB_STUDENT`, if set and not empty; a
/// name that is not one is an error in `lang`.
fn student_from_env(lang: Lang) -> Option<Result<String, String>> {
    let value = std::env::var_os("BLOOMLAB_STUDENT").filter(|v| !v.is_empty())?;
    Some(match value.into_string() {
        Ok(text) => student_name(&text).ok_or_else(|| {
            bloomlab::t!(
                lang,
                "cli-student-env-bad",
                most = MAX_STUDENT_CHARS,
                got = printable_line(&text).into_owned()
            )
        }),
        Err(_) => Err(bloomlab::t!(lang, "cli-student-env-not-utf8")),
    })
}

pub(crate) fn parse_n(text: &str) -> Result<u64, Message> {
    let n = units::parse_count(text)?;
    sizing::check_n(n).map_err(|err| err.problem.message())
}

pub(crate) fn parse_p(text: &str) -> Result<f64, Message> {
    let in_range = |reading: &str| {
        units::parse_probability(reading)
            .ok()
            .filter(|p| sizing::check_p(*p).is_ok())
    };
    if let Some(refused) = comma_out_of_range(text, in_range, msg!("cli-rule-probability")) {
        return Err(refused);
    }
    let p = units::parse_probability(text)?;
    sizing::check_p(p).map_err(|err| err.problem.message())
}

/// A comma that could group thousands or mark decimals («1,500»), in a
/// flag whose range refuses one reading or both: the error suggests only a
/// reading the flag takes, or, when neither fits, says what it takes
/// (`rule`) instead of suggesting two values it would refuse (reader 40,
/// en 6.1); when both fit, it suggests both, as typed («1.500e-6» and
/// «1500e-6», exponent kept). `None` when the comma is not ambiguous.
pub(crate) fn comma_out_of_range<T>(
    text: &str,
    in_range: impl Fn(&str) -> Option<T>,
    rule: Message,
) -> Option<Message> {
    let typed = text.trim();
    units::decimal_comma(typed).err()?;
    let point = typed.replacen(',', ".", 1);
    let thousands = typed.replacen(',', "", 1);
    let fits = match (in_range(&point).is_some(), in_range(&thousands).is_some()) {
        (true, true) => {
            return Some(msg!(
                "units-comma-ambiguous",
                got = units::quoted(typed),
                point = units::quoted(&point),
                thousands = units::quoted(&thousands)
            ));
        }
        (true, false) => point.clone(),
        (false, true) => thousands.clone(),
        (false, false) => {
            return Some(msg!(
                "cli-comma-neither",
                got = units::quoted(typed),
                point = units::quoted(&point),
                thousands = units::quoted(&thousands),
                rule = rule
            ));
        }
    };
    Some(msg!(
        "cli-comma-one",
        got = units::quoted(typed),
        point = units::quoted(&point),
        thousands = units::quoted(&thousands),
        fits = units::quoted(&fits)
    ))
}

pub(crate) fn parse_m(text: &str) -> Result<u64, Message> {
    let m = units::parse_size_bits(text, units::BareUnit::Bits)?;
    sizing::check_m(m).map_err(|err| err.problem.message())
}

pub(crate) fn parse_k(text: &str) -> Result<u32, Message> {
    let k: u32 = text.trim().parse().map_err(|_| {
        msg!(
            "cli-k-bad",
            max = Num::Whole(u64::from(bloomlab::filter::MAX_HASH_FUNCTIONS)),
            got = units::quoted(text)
        )
    })?;
    sizing::check_k(k).map_err(|err| err.problem.message())
}

pub(crate) fn parse_memory(text: &str) -> Result<u64, Message> {
    match units::parse_bytes(text)? {
        0 => Err(msg!("cli-memory-zero")),
        bytes => Ok(bytes),
    }
}

/// The memory cap flag, shared by every command that sizes a filter.
#[derive(clap::Args, Debug, Clone)]
pub(crate) struct MemoryCap {
    #[arg(long, value_name = "SIZE", default_value = "4GiB", value_parser = parse_memory)]
    pub max_memory: u64,
}

impl Default for MemoryCap {
    fn default() -> Self {
        Self {
            max_memory: DEFAULT_MAX_MEMORY,
        }
    }
}

#[cfg(test)]
mod tests {
    use bloomlab::error::Param;

    use super::*;

    /// A thread or a worker that failed is not bad input: it has its own
    /// code, 3, and bad input keeps 2.
    #[test]
    fn thread_failures_have_their_own_exit_code() {
        let no_thread =
            ParamError::thread_failed(Param::Threads, "Resource temporarily unavailable");
        assert_eq!(exit_code(&CliError::Param(no_thread)), RUN_FAILED);
        let worker = CliError::RunFailed("experiment 1 (m=12 k=2 n=1) failed: boom".into());
        assert_eq!(exit_code(&worker), RUN_FAILED);
        let bad = ParamError::invalid(Param::N, msg!("alloc-filter"));
        assert_eq!(exit_code(&CliError::Param(bad)), BAD_INPUT);
        assert_eq!(exit_code(&CliError::Failed("no data folder".into())), 1);
        let pipe = std::io::Error::from(std::io::ErrorKind::BrokenPipe);
        assert_eq!(exit_code(&CliError::Output(pipe)), 0);
        assert_ne!(RUN_FAILED, BAD_INPUT);
        assert!(
            help::command(Lang::En)
                .render_long_help()
                .to_string()
                .contains("3      a measurement")
        );
    }
}
