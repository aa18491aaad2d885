//! `bloomlab exercise list` and `bloomlab exercise new ID DIR`: the
//! exercises, and a starter that speaks the protocol (docs/exercises.md).

use std::ffi::OsString;
use std::io::Write;
use std::path::PathBuf;

use bloomlab::content::Catalog;
use bloomlab::exercise::{self, EXERCISES, StarterLang};
use bloomlab::lang::Lang;
use bloomlab::t;
use bloomlab::untrusted::printable_line;

use super::CliError;

#[derive(clap::Args, Debug)]
pub(super) struct ExerciseArgs {
    #[command(subcommand)]
    action: Action,
}

#[derive(clap::Subcommand, Debug)]
enum Action {
    List,
    New {
        id: String,
        dir: PathBuf,
        #[arg(long = "starter", alias = "starter-lang", value_enum, default_value_t = LangArg::Python)]
        starter: LangArg,
    },
    // Serve the protocol with bloomlab's own filter (the reference `grade` times)
    #[command(hide = true)]
    Reference {
        id: String,
    },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
enum LangArg {
    Python,
    Rust,
}

impl From<LangArg> for StarterLang {
    fn from(lang: LangArg) -> Self {
        match lang {
            LangArg::Python => StarterLang::Python,
            LangArg::Rust => StarterLang::Rust,
        }
    }
}

/// `--lang` names the interface's language (es, en). The starter's is
/// `--starter` (reader 22, en 2.1: one flag for both read as a
/// contradiction), but `exercise new … --lang python`, as earlier docs
/// wrote it, still works: it is passed on as `--starter`.
pub(super) fn starter_lang_args(args: Vec<OsString>) -> Vec<OsString> {
    let is_new = args
        .windows(2)
        .any(|pair| pair[0] == "exercise" && pair[1] == "new");
    if !is_new {
        return args;
    }
    let starter =
        |value: &std::ffi::OsStr| value.to_str().is_some_and(|v| v == "python" || v == "rust");
    let mut out = Vec::with_capacity(args.len());
    let mut iter = args.into_iter().peekable();
    while let Some(arg) = iter.next() {
        if arg == "--lang" && iter.peek().is_some_and(|next| starter(next)) {
            out.push(OsString::from("--starter"));
        } else if let Some(value) = arg.to_str().and_then(|a| a.strip_prefix("--lang="))
            && starter(std::ffi::OsStr::new(value))
        {
            out.push(OsString::from(format!("--starter={value}")));
        } else {
            out.push(arg);
        }
    }
    out
}

pub(super) fn run(args: &ExerciseArgs, lang: Lang, out: &mut dyn Write) -> Result<(), CliError> {
    match &args.action {
        Action::List => list(lang, out),
        Action::New { id, dir, starter } => new(id, dir, (*starter).into(), lang, out),
        Action::Reference { id } => {
            let exercise = find(id, lang)?;
            let stdin = std::io::stdin().lock();
            bloomlab::exercise::reference::serve(exercise.structure, stdin, std::io::stdout())
                .map_err(|err| CliError::Failed(err.to_string()))
        }
    }
}

fn find(id: &str, lang: Lang) -> Result<&'static exercise::Exercise, CliError> {
    exercise::find(id).ok_or_else(|| {
        CliError::BadInput(t!(
            lang,
            "ex-unknown",
            id = printable_line(id).into_owned(),
            ids = exercise::ids()
        ))
    })
}

/// The exercises, each summary wrapped under itself, fitted to the
/// terminal as every other command's text is (reader 35, es 1.4: lines
/// of 160 characters at 80 columns).
fn list(lang: Lang, out: &mut dyn Write) -> Result<(), CliError> {
    use super::wrap::fitted_here;
    for exercise in &EXERCISES {
        let line = format!("{:<16} {}", exercise.id, exercise.summary(lang));
        writeln!(out, "{}", fitted_here(&line))?;
    }
    writeln!(out)?;
    writeln!(out, "{}", fitted_here(&t!(lang, "ex-list-how")))?;
    Ok(())
}

fn new(
    id: &str,
    dir: &std::path::Path,
    starter: StarterLang,
    lang: Lang,
    out: &mut dyn Write,
) -> Result<(), CliError> {
    let exercise = find(id, lang)?;
    // The built-in course names the lessons, as the grade report does.
    let (catalog, _) = Catalog::builtin();
    let text = exercise::starter::text(exercise.id, starter, lang, &catalog)
        .ok_or_else(|| CliError::BadInput(t!(lang, "cli-exercise-no-starter", id = id)))?;
    let shown = printable_line(&dir.display().to_string()).into_owned();
    std::fs::create_dir_all(dir).map_err(|err| {
        CliError::Failed(t!(
            lang,
            "ex-new-cannot",
            path = shown.as_str(),
            error = err.to_string()
        ))
    })?;
    let path = dir.join(starter.file_name());
    let file = std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(&path);
    let mut file = file.map_err(|err| {
        let path = printable_line(&path.display().to_string()).into_owned();
        if err.kind() == std::io::ErrorKind::AlreadyExists {
            CliError::BadInput(t!(lang, "ex-new-exists", path = path))
        } else {
            CliError::Failed(t!(
                lang,
                "ex-new-cannot",
                path = path,
                error = err.to_string()
            ))
        }
    })?;
    file.write_all(text.as_bytes())
        .map_err(|err| CliError::Failed(err.to_string()))?;
    let commands = starter.commands(exercise.id, &shown);
    let builds = if commands.len() > 1 { "yes" } else { "no" };
    writeln!(
        out,
        "{}",
        t!(
            lang,
            "ex-new-written",
            path = printable_line(&path.display().to_string()).into_owned(),
            builds = builds
        )
    )?;
    for command in &commands {
        writeln!(out, "  {command}")?;
    }
    // The protocol beside the starter: docs/exercises.md is in the
    // source repository, which an installed bloomlab does not bring
    // (reader 43, es 6.2). A README.md already there is left alone.
    let readme = dir.join("README.md");
    let written = std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(&readme)
        .and_then(|mut file| file.write_all(readme_text(exercise, &commands, lang).as_bytes()));
    if written.is_ok() {
        let path = printable_line(&readme.display().to_string()).into_owned();
        writeln!(out, "{}", t!(lang, "ex-readme-written", path = path))?;
    }
    Ok(())
}

/// The README.md `exercise new` writes beside a starter: the protocol,
/// its limits as `grade` applies them, and the commands that grade it.
fn readme_text(exercise: &exercise::Exercise, commands: &[String], lang: Lang) -> String {
    let limits = exercise::protocol::Limits::default();
    t!(
        lang,
        "ex-readme",
        exercise = exercise.title(lang),
        batch = exercise::grade::BATCH,
        bytes = limits.max_line_bytes,
        silence = limits.silence.as_secs(),
        minutes = limits.total.as_secs() / 60,
        count = commands.len(),
        command = commands
            .iter()
            .map(|command| format!("    {command}"))
            .collect::<Vec<_>>()
            .join("\n")
    ) + "\n"
}
