//! Command-line interface: parse, call the library, print text, CSV or JSON.
//!
//! Bad input exits with code 2 and one line naming the flag and what it
//! accepts; clap's own usage errors use the same code.

mod check;
mod experiment;
mod interactive;
mod results;
mod size;
mod table;

use std::io::Write;
use std::process::ExitCode;

use bloomlab::error::ParamError;
use bloomlab::filter::DEFAULT_MAX_MEMORY;
use bloomlab::lang::Lang;
use bloomlab::{sizing, units};
use clap::{Parser, Subcommand, ValueEnum};

#[derive(Parser, Debug)]
#[command(
    name = "bloomlab",
    version,
    about = "Learn Bloom filters by experiment: sizing, theory and measured false-positive rates",
    after_help = "Run without a command to open the interactive lessons, playground, sizing chart,\nexperiments and quizzes.\n\nExamples:\n  bloomlab --lang es\n  bloomlab lesson my-lesson.yaml\n  bloomlab size --n 10000000 --p 1%\n  bloomlab size --m 64KiB --p 0.01\n  bloomlab table --theory --format csv\n  bloomlab table --n 10000000\n  bloomlab experiment --suite small"
)]
pub struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
    /// Language of the screens, lessons and quizzes: es or en (default: from LANG, else en)
    #[arg(long, global = true, value_parser = parse_lang)]
    lang: Option<Lang>,
    /// A folder of your own lessons and quizzes, loaded in addition to the built-in ones
    #[arg(long, global = true, value_name = "DIR")]
    content: Option<std::path::PathBuf>,
    /// Where results are kept (default: $BLOOMLAB_DATA_DIR, else ~/.local/share/bloomlab)
    #[arg(long, global = true, value_name = "DIR")]
    data_dir: Option<std::path::PathBuf>,
    /// Keep this session's results in memory only
    #[arg(long, global = true)]
    no_save: bool,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Open the guided lesson (an id of a lesson, or a YAML file to preview)
    Lesson(interactive::OpenArgs),
    /// Open a quiz (an id, or a YAML file to preview)
    Quiz(interactive::OpenArgs),
    /// Size a filter: give two of --n, --p, --m (and optionally --k); the rest is solved.
    Size(size::SizeArgs),
    /// The course's sizing table (10 %, 1 %, 0.1 %, 0.01 %), measured on real filters or --theory only.
    Table(table::TableArgs),
    /// Measure one filter configuration, or a suite (--suite k-sweep|small).
    Experiment(experiment::ExperimentArgs),
    /// Check lesson and quiz files (file:line:column: message for each problem).
    Check(check::CheckArgs),
    /// Print every recorded quiz attempt (--format csv: one row per answered question).
    Results(results::ResultsArgs),
}

/// Output formats shared by the commands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Format {
    Text,
    Csv,
    Json,
}

/// Exit code for bad input (the same as clap's usage errors).
const BAD_INPUT: u8 = 2;

pub fn run() -> ExitCode {
    let cli = Cli::parse();
    let lang = cli.lang.unwrap_or_else(Lang::from_env);
    let content = cli.content.as_deref();
    if let Some(dir) = content
        && !dir.exists()
    {
        eprintln!(
            "error: --content: {} does not exist (give a folder of .yaml files)",
            dir.display()
        );
        return ExitCode::from(BAD_INPUT);
    }
    let session = interactive::Session {
        lang,
        content: content.map(std::path::Path::to_path_buf),
        data_dir: cli.data_dir.clone(),
        no_save: cli.no_save,
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
        Some(Command::Results(args)) => results::run(&args, cli.data_dir.as_deref(), &mut out),
        Some(Command::Size(args)) => size::run(&args, &mut out),
        Some(Command::Table(args)) => table::run(&args, &mut out),
        Some(Command::Experiment(args)) => experiment::run(&args, &mut out),
        Some(Command::Check(args)) => {
            return check::run(&args, &mut out).unwrap_or_else(|err| {
                eprintln!("error: could not write the output: {err}");
                ExitCode::FAILURE
            });
        }
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(CliError::Param(err)) => {
            eprintln!("error: {err}");
            ExitCode::from(BAD_INPUT)
        }
        Err(CliError::Output(err)) if err.kind() == std::io::ErrorKind::BrokenPipe => {
            ExitCode::SUCCESS
        }
        Err(CliError::Output(err)) => {
            eprintln!("error: could not write the output: {err}");
            ExitCode::FAILURE
        }
        Err(CliError::Failed(message)) => {
            eprintln!("error: {message}");
            ExitCode::FAILURE
        }
    }
}

#[derive(Debug)]
pub enum CliError {
    Param(ParamError),
    Output(std::io::Error),
    /// An experiment failed while running (a bug: reported, not hidden).
    Failed(String),
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

pub fn write_json(out: &mut dyn Write, value: &impl serde::Serialize) -> Result<(), CliError> {
    serde_json::to_writer_pretty(&mut *out, value)?;
    writeln!(out)?;
    Ok(())
}

// Value parsers: each checks one flag with the library's own rule, so clap
// reports "invalid value 'X' for '--flag': <what is allowed>".

pub fn parse_lang(text: &str) -> Result<Lang, String> {
    Lang::parse(text).ok_or_else(|| format!("must be es or en (got {text:?})"))
}

pub fn parse_n(text: &str) -> Result<u64, String> {
    let n = units::parse_count(text)?;
    sizing::check_n(n).map_err(|err| err.problem.to_string())
}

pub fn parse_p(text: &str) -> Result<f64, String> {
    let p = units::parse_probability(text)?;
    sizing::check_p(p).map_err(|err| err.problem.to_string())
}

pub fn parse_m(text: &str) -> Result<u64, String> {
    let m = units::parse_size_bits(text, units::BareUnit::Bits)?;
    sizing::check_m(m).map_err(|err| err.problem.to_string())
}

pub fn parse_k(text: &str) -> Result<u32, String> {
    let k: u32 = text.trim().parse().map_err(|_| {
        format!(
            "must be a whole number from 1 to {} (got {text:?})",
            bloomlab::filter::MAX_K
        )
    })?;
    sizing::check_k(k).map_err(|err| err.problem.to_string())
}

pub fn parse_memory(text: &str) -> Result<u64, String> {
    match units::parse_bytes(text)? {
        0 => Err("must be a size of at least 1 byte, such as 512MiB or 8GiB".into()),
        bytes => Ok(bytes),
    }
}

/// The memory cap flag, shared by every command that sizes a filter.
#[derive(clap::Args, Debug, Clone)]
pub struct MemoryCap {
    /// Refuse filters larger than this (bytes, or with a unit: 512MiB, 8GiB)
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
