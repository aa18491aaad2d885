//! `bloomlab results`: every recorded quiz attempt, for an instructor to
//! collect.

use std::io::Write;
use std::path::Path;

use bloomlab::lang::Lang;
use bloomlab::records::{self, Records, Store, format_time, zone_name};
use bloomlab::untrusted::printable_line;

use super::{CliError, Format, write_json};

#[derive(clap::Args, Debug)]
pub struct ResultsArgs {
    /// Output format: csv has one row per answered question
    #[arg(long, value_enum, default_value_t = Format::Text)]
    format: Format,
}

pub fn run(
    args: &ResultsArgs,
    data_dir: Option<&Path>,
    out: &mut dyn Write,
) -> Result<(), CliError> {
    let dir = records::data_dir(data_dir).ok_or_else(|| {
        CliError::Failed("no data folder could be found: give one with --data-dir".into())
    })?;
    let records = Store::read(&dir).map_err(CliError::Failed)?;
    match args.format {
        // A records file is the student's to edit: its strings are made
        // printable before they become CSV or text. JSON keeps them exact
        // (escaped the JSON way, see `write_json`).
        Format::Csv => out.write_all(records::to_csv(&printable(&records)).as_bytes())?,
        Format::Json => write_json(out, &records)?,
        Format::Text => {
            let records = printable(&records);
            let zone = jiff::tz::TimeZone::system();
            writeln!(
                out,
                "Results in {} (times in {})",
                printable_line(&dir.display().to_string()),
                zone_name(&zone, Lang::En)
            )?;
            if records.attempts.is_empty() {
                writeln!(out, "No quiz attempts recorded yet.")?;
            }
            for attempt in &records.attempts {
                let percent = attempt.percent();
                writeln!(
                    out,
                    "{}  {} [{}]  {}/{} ({percent:.0} %)  {} questions in {:.0} s",
                    format_time(attempt.finished_at, &zone),
                    attempt.quiz_id,
                    attempt.lang,
                    attempt.score,
                    attempt.max_score,
                    attempt.questions.len(),
                    attempt.seconds_taken
                )?;
            }
        }
    }
    Ok(())
}

/// The records with every string from the file made printable on one line:
/// escape sequences, controls and bidi overrides become visible escapes,
/// and a line break in an answer stays inside its CSV row.
fn printable(records: &Records) -> Records {
    let line = |text: &str| printable_line(text).into_owned();
    let mut safe = records.clone();
    for attempt in &mut safe.attempts {
        attempt.quiz_id = line(&attempt.quiz_id);
        attempt.lang = line(&attempt.lang);
        for question in &mut attempt.questions {
            question.id = line(&question.id);
            question.answer = line(&question.answer);
        }
    }
    for lesson in &mut safe.lessons {
        lesson.lesson_id = line(&lesson.lesson_id);
        lesson.lang = line(&lesson.lang);
    }
    safe
}
