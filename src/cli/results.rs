//! `bloomlab results`: every recorded quiz attempt, for an instructor to
//! collect: one student's data folder (`--data-dir`), or a class's
//! (`bloomlab results class/*/`), and with `--summary` the item analysis
//! of each quiz over the class (see `bloomlab::records::summary`).

use std::io::Write;
use std::path::{Path, PathBuf};

use bloomlab::lang::Lang;
use bloomlab::records::{self, Records, Store, format_time, zone_name};
use bloomlab::untrusted::printable_line;
use serde::Serialize;

use super::{CliError, Format, write_json};

#[derive(clap::Args, Debug)]
pub struct ResultsArgs {
    /// Students' data folders or records files (default: the one data folder, see --data-dir)
    #[arg(value_name = "PATH")]
    paths: Vec<PathBuf>,
    /// Output format: csv has one row per answered question
    #[arg(long, value_enum, default_value_t = Format::Text)]
    format: Format,
    /// Per question (facility, discrimination, common wrong answers, who still misses it), per student, and a histogram
    #[arg(long)]
    summary: bool,
    #[command(flatten)]
    stats: super::summary::SummaryArgs,
}

/// One student's records and where they came from.
#[derive(Serialize)]
pub(super) struct StudentRecords {
    pub(super) student: String,
    pub(super) path: String,
    pub(super) records: Records,
}

pub fn run(
    args: &ResultsArgs,
    data_dir: Option<&Path>,
    (lang, content): (Lang, Option<&Path>),
    out: &mut dyn Write,
) -> Result<(), CliError> {
    super::summary::check_args(&args.stats, args.summary, args.format)?;
    if args.paths.is_empty() {
        let dir = records::data_dir(data_dir).ok_or_else(|| {
            CliError::Failed("no data folder could be found: give one with --data-dir".into())
        })?;
        // A folder given by name and not there is a typo, not a student
        // with no attempts; the platform's own folder appears with the
        // first save.
        let named = data_dir.is_some()
            || std::env::var_os("BLOOMLAB_DATA_DIR").is_some_and(|d| !d.is_empty());
        if named && !dir.exists() {
            return Err(CliError::BadInput(format!(
                "--data-dir: {} does not exist (give a student's data folder)",
                line(&dir.display().to_string())
            )));
        }
        let records = Store::read(&dir).map_err(CliError::Failed)?;
        if !args.summary {
            return print_one(args.format, &dir, &records, out);
        }
        let student = student_name(&records, &dir, &dir);
        let class = [StudentRecords {
            student,
            path: dir.display().to_string(),
            records,
        }];
        return super::summary::print_summary(args.format, &args.stats, lang, content, &class, out);
    }
    if data_dir.is_some() {
        return Err(CliError::BadInput(
            "--data-dir: give either one --data-dir or students' folders as PATHs, not both".into(),
        ));
    }
    // One bad file never takes the class's report with it: the others are
    // reported, then the error names each path left out (exit code 2).
    let mut class = Vec::new();
    let mut left_out = Vec::new();
    for path in &args.paths {
        match load(path) {
            Ok(student) => class.push(student),
            Err(CliError::BadInput(problem)) => left_out.push(problem),
            Err(err) => return Err(err),
        }
    }
    if class.is_empty() {
        return Err(CliError::BadInput(left_out.join("; ")));
    }
    if args.summary {
        super::summary::print_summary(args.format, &args.stats, lang, content, &class, out)?;
    } else {
        print_class(args.format, &class, out)?;
    }
    if left_out.is_empty() {
        return Ok(());
    }
    Err(CliError::BadInput(format!(
        "{} of {} paths left out of the report: {}",
        left_out.len(),
        args.paths.len(),
        left_out.join("; ")
    )))
}

/// A student's records from a data folder or a records file: a path that
/// is not there, or a folder without a records file, is bad input.
fn load(path: &Path) -> Result<StudentRecords, CliError> {
    let shown = || printable_line(&path.display().to_string()).into_owned();
    let metadata = std::fs::metadata(path).map_err(|err| {
        CliError::BadInput(match err.kind() {
            std::io::ErrorKind::NotFound => format!(
                "{} does not exist (give students' data folders or records files)",
                shown()
            ),
            _ => format!("{} cannot be read: {err}", shown()),
        })
    })?;
    let (file, folder) = if metadata.is_dir() {
        let file = path.join(records::FILE_NAME);
        if !file.exists() {
            return Err(CliError::BadInput(format!(
                "{} holds no {} (is it a student's data folder?)",
                shown(),
                records::FILE_NAME
            )));
        }
        (file, path.to_path_buf())
    } else {
        (
            path.to_path_buf(),
            path.parent().unwrap_or(Path::new(".")).to_path_buf(),
        )
    };
    let records = Store::read_file(&file).map_err(CliError::BadInput)?;
    // A records file of another name (ana.json) names the student itself.
    let label_from = if file.file_name() == Some(records::FILE_NAME.as_ref()) {
        folder
    } else {
        file.with_extension("")
    };
    Ok(StudentRecords {
        student: student_name(&records, &label_from, path),
        path: path.display().to_string(),
        records,
    })
}

/// The name the student gave in their latest attempt, else the folder's
/// (or file's) name, else the path as given.
fn student_name(records: &Records, label_from: &Path, path: &Path) -> String {
    records
        .attempts
        .iter()
        .rev()
        .find_map(|a| a.student.clone())
        .or_else(|| {
            let absolute = std::path::absolute(label_from).ok()?;
            let name = absolute
                .components()
                .rfind(|c| matches!(c, std::path::Component::Normal(_)))?;
            Some(name.as_os_str().to_string_lossy().into_owned())
        })
        .unwrap_or_else(|| path.display().to_string())
}

/// One data folder, as `bloomlab results` always printed it.
fn print_one(
    format: Format,
    dir: &Path,
    records: &Records,
    out: &mut dyn Write,
) -> Result<(), CliError> {
    match format {
        // A records file is the student's to edit: its strings are made
        // printable before they become CSV or text. JSON keeps them exact
        // (escaped the JSON way, see `write_json`).
        Format::Csv => out.write_all(records::to_csv(&printable(records)).as_bytes())?,
        Format::Json => write_json(out, records)?,
        Format::Text => {
            let records = printable(records);
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
                writeln!(out, "{}", attempt_line(attempt, &zone))?;
            }
        }
    }
    Ok(())
}

fn attempt_line(attempt: &records::QuizAttempt, zone: &jiff::tz::TimeZone) -> String {
    let kind = match attempt.kind {
        records::AttemptKind::Whole => String::new(),
        kind => format!("  ({})", kind.name()),
    };
    format!(
        "{}  {} [{}]  {}/{} ({:.0} %)  {} questions in {:.0} s{kind}",
        format_time(attempt.finished_at, zone),
        cut(&attempt.quiz_id),
        attempt.lang,
        attempt.score,
        attempt.max_score,
        attempt.percent(),
        attempt.questions.len(),
        attempt.seconds_taken
    )
}

/// Many students, each row labelled with the student.
fn print_class(
    format: Format,
    class: &[StudentRecords],
    out: &mut dyn Write,
) -> Result<(), CliError> {
    match format {
        Format::Json => write_json(out, &class)?,
        Format::Csv => {
            let safe: Vec<(String, Records)> = class
                .iter()
                .map(|s| (line(&s.student), printable(&s.records)))
                .collect();
            let labelled: Vec<(String, &Records)> =
                safe.iter().map(|(name, r)| (name.clone(), r)).collect();
            out.write_all(records::to_class_csv(&labelled).as_bytes())?;
        }
        Format::Text => {
            let zone = jiff::tz::TimeZone::system();
            writeln!(
                out,
                "Results of {} (times in {})",
                students(class.len()),
                zone_name(&zone, Lang::En)
            )?;
            let names: Vec<String> = class.iter().map(|s| cut(&line(&s.student))).collect();
            let width = column_width("", names.iter());
            for (student, name) in class.iter().zip(&names) {
                if student.records.attempts.is_empty() {
                    writeln!(out, "{name:<width$}  no attempts")?;
                }
                for attempt in &printable(&student.records).attempts {
                    writeln!(out, "{name:<width$}  {}", attempt_line(attempt, &zone))?;
                }
            }
        }
    }
    Ok(())
}

/// "1 student", "4 students".
pub(super) fn students(count: usize) -> String {
    match count {
        1 => "1 student".to_owned(),
        n => format!("{n} students"),
    }
}

/// The width of a text column: its widest entry, or its header.
pub(super) fn column_width<'a>(header: &str, entries: impl Iterator<Item = &'a String>) -> usize {
    entries
        .map(|text| text.chars().count())
        .max()
        .unwrap_or(0)
        .max(header.len())
}

pub(super) fn line(text: &str) -> String {
    printable_line(text).into_owned()
}

/// The most characters a name or an id takes in text output: a longer one
/// is cut with "…" (JSON and CSV keep it whole). Columns stay readable,
/// and far under the 65,535 that a padded column may be.
const MAX_NAME_CHARS: usize = 40;

/// A name or id for text output, cut to [`MAX_NAME_CHARS`].
pub(super) fn cut(text: &str) -> String {
    match text.char_indices().nth(MAX_NAME_CHARS) {
        None => text.to_owned(),
        Some(_) => {
            let kept: String = text.chars().take(MAX_NAME_CHARS - 1).collect();
            format!("{kept}…")
        }
    }
}

/// The records with every string from the file made printable on one line:
/// escape sequences, controls and bidi overrides become visible escapes,
/// and a line break in an answer stays inside its CSV row.
fn printable(records: &Records) -> Records {
    let mut safe = records.clone();
    for attempt in &mut safe.attempts {
        attempt.quiz_id = line(&attempt.quiz_id);
        attempt.lang = line(&attempt.lang);
        attempt.content_hash = line(&attempt.content_hash);
        attempt.student = attempt.student.as_deref().map(line);
        for question in &mut attempt.questions {
            question.id = line(&question.id);
            question.answer = line(&question.answer);
            question.parameters = question
                .parameters
                .iter()
                .map(|(name, value)| (line(name), *value))
                .collect();
        }
    }
    for lesson in &mut safe.lessons {
        lesson.lesson_id = line(&lesson.lesson_id);
        lesson.lang = line(&lesson.lang);
    }
    safe
}
