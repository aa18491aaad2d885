//! `bloomlab results`: every recorded quiz attempt, for an instructor to
//! collect.

use std::io::Write;
use std::path::Path;

use bloomlab::lang::Lang;
use bloomlab::records::{self, Store, format_time, zone_name};

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
        Format::Csv => out.write_all(records::to_csv(&records).as_bytes())?,
        Format::Json => write_json(out, &records)?,
        Format::Text => {
            let zone = jiff::tz::TimeZone::system();
            writeln!(
                out,
                "Results in {} (times in {})",
                dir.display(),
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
