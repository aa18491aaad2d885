//! `bloomlab grade EXERCISE -- COMMAND ARGS…`: start the student's program,
//! speak the exercise protocol with it, and print the verdict in words.
//! Exit code 0 when every check passes, 1 when one fails or the program
//! misbehaves (crashes, stays silent, prints what the protocol does not
//! expect), 2 for usage errors.

use std::io::Write;
use std::process::ExitCode;
use std::time::Duration;

use bloomlab::exercise::grade::{self, Program};
use bloomlab::exercise::protocol::Limits;
use bloomlab::exercise::{self, report};
use bloomlab::i18n::{Message, Num};
use bloomlab::lang::Lang;
use bloomlab::{msg, t};

use super::wrap::{error_line, fitted_here, fitted_under};

#[derive(clap::Args, Debug)]
pub(super) struct GradeArgs {
    exercise: String,
    #[arg(last = true, required = true, value_name = "COMMAND")]
    command: Vec<String>,
    #[arg(long, value_parser = super::experiment::parse_seed)]
    seed: Option<u64>,
    #[arg(long, default_value_t = 10, value_parser = parse_timeout)]
    timeout: u64,
    #[arg(long)]
    no_reference: bool,
}

/// The longest `--timeout` accepted, in seconds.
const MAX_TIMEOUT: u64 = 600;

fn parse_timeout(text: &str) -> Result<u64, Message> {
    match text.trim().parse::<u64>() {
        Ok(seconds) if (1..=MAX_TIMEOUT).contains(&seconds) => Ok(seconds),
        _ => Err(msg!(
            "cli-timeout-bad",
            max = Num::Whole(MAX_TIMEOUT),
            got = bloomlab::units::quoted(text)
        )),
    }
}

/// What `grade` found, for the caller to save.
pub(super) struct Graded {
    pub grade: grade::Grade,
    pub program: String,
}

pub(super) fn run(args: &GradeArgs, lang: Lang, out: &mut dyn Write) -> Result<Graded, ExitCode> {
    let Some(exercise) = exercise::find(&args.exercise) else {
        eprintln!(
            "{}",
            error_line(&t!(
                lang,
                "ex-unknown",
                id = bloomlab::untrusted::printable_line(&args.exercise).into_owned(),
                ids = exercise::ids()
            ))
        );
        return Err(ExitCode::from(super::BAD_INPUT));
    };
    let Some((command, rest)) = args.command.split_first() else {
        return Err(ExitCode::from(super::BAD_INPUT));
    };
    let program = Program {
        command: command.clone(),
        args: rest.to_vec(),
    };
    let reference = (!args.no_reference)
        .then(std::env::current_exe)
        .and_then(Result::ok)
        .map(|exe| Program {
            command: exe.display().to_string(),
            args: vec!["exercise".into(), "reference".into(), exercise.id.into()],
        });
    let limits = Limits {
        silence: Duration::from_secs(args.timeout),
        ..Limits::default()
    };
    let seed = args.seed.unwrap_or_else(rand::random);
    let graded = grade::grade(exercise, &program, reference.as_ref(), seed, limits);
    let display = program.display();
    // Every line fitted to the width (reader 44: a heading of 154
    // characters), a check's later lines under its text, after its mark.
    let leads = [t!(lang, "ex-pass"), t!(lang, "ex-fail"), "    →".to_owned()]
        .map(|mark| format!("  {mark} "));
    for line in report::lines(&graded, &display, lang) {
        let fitted = match leads.iter().find(|lead| line.starts_with(lead.as_str())) {
            Some(lead) => fitted_under(lead, &line[lead.len()..]),
            None => fitted_here(&line),
        };
        if writeln!(out, "{fitted}").is_err() {
            break;
        }
    }
    Ok(Graded {
        grade: graded,
        program: display,
    })
}

/// Save the graded run in the student's records (unless `--no-save`), and
/// say where, or why it could not be.
pub(super) fn save(graded: &Graded, session: &super::interactive::Session, lang: Lang) {
    if session.no_save {
        return;
    }
    let Some(dir) = bloomlab::records::data_dir(session.data_dir.as_deref()) else {
        eprintln!("{}", fitted_here(&t!(lang, "ex-not-saved-no-folder")));
        return;
    };
    let finished_at = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let attempt =
        bloomlab::exercise::record::attempt(&graded.grade, &graded.program, lang, finished_at);
    if std::fs::create_dir_all(&dir).is_err() {
        eprintln!("{}", fitted_here(&t!(lang, "ex-not-saved-no-folder")));
        return;
    }
    let mut store = bloomlab::records::Store::open_in(&dir, lang);
    store.set_student(session.student.clone());
    store.record_attempt(attempt);
    match store.not_saved() {
        Some(not_saved) => eprintln!(
            "{}",
            fitted_here(&t!(
                lang,
                "ex-not-saved",
                file = bloomlab::untrusted::printable_line(&not_saved.file.display().to_string())
                    .into_owned(),
                problem = bloomlab::untrusted::printable_line(&not_saved.problem).into_owned()
            ))
        ),
        None => eprintln!(
            "{}",
            fitted_here(&t!(
                lang,
                "ex-saved",
                file = bloomlab::untrusted::printable_line(
                    &dir.join(bloomlab::records::FILE_NAME).display().to_string()
                )
                .into_owned()
            ))
        ),
    }
}
