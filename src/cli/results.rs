//! `bloomlab results`: every recorded quiz attempt, for an instructor to
//! collect: one student's data folder (`--data-dir`), or a class's
//! (`bloomlab results class/*/`, the files `bloomlab submit` wrote, or a
//! zip of them as Moodle's "download all submissions" gives it), and with
//! `--summary` the item analysis of each quiz over the class (see
//! `bloomlab::records::summary`).

use std::collections::HashMap;
use std::io::Write;
use std::path::{Path, PathBuf};

use bloomlab::content::Catalog;
use bloomlab::lang::Lang;
use bloomlab::records::{self, Records, Store, format_time, zone_name};
use bloomlab::untrusted::printable_line;
use jiff::tz::TimeZone;
use serde::Serialize;

use super::wrap::fitted_here;
use super::{CliError, Format, write_json};

mod class_checks;
mod load;
use class_checks::{copies, copy_line, write_versions};
use load::{Class, given_name, read_class};

#[derive(clap::Args, Debug)]
pub(super) struct ResultsArgs {
    #[arg(value_name = "PATH")]
    paths: Vec<PathBuf>,
    #[arg(long, value_enum, default_value_t = Format::Text)]
    format: Format,
    #[arg(long)]
    summary: bool,
    #[command(flatten)]
    stats: super::summary::SummaryArgs,
}

/// What `results` needs from the command line besides its own flags.
pub(super) struct ResultsFrom<'a> {
    pub lang: Lang,
    pub data_dir: Option<&'a Path>,
    /// An instructor's own quizzes, for their titles.
    pub content: Option<&'a Path>,
}

/// One student's records and where they came from.
#[derive(Serialize)]
pub(super) struct StudentRecords {
    pub(super) student: String,
    pub(super) path: String,
    pub(super) records: Records,
}

pub(super) fn run(
    args: &ResultsArgs,
    from: &ResultsFrom,
    out: &mut dyn Write,
) -> Result<(), CliError> {
    let (lang, content) = (from.lang, from.content);
    super::summary::check_args(&args.stats, args.summary, args.format, lang)?;
    if args.paths.is_empty() {
        return run_own(args, from, out);
    }
    if from.data_dir.is_some() {
        return Err(CliError::BadInput(bloomlab::t!(
            lang,
            "cli-results-paths-and-data-dir"
        )));
    }
    let Class {
        students: class,
        left_out: problems,
    } = read_class(&args.paths, lang)?;
    if args.summary {
        super::summary::print_summary(args.format, &args.stats, lang, content, &class, out)?;
    } else {
        let titles = Titles::new(from.content, lang);
        print_class(args.format, &class, lang, &titles, out)?;
    }
    if problems.is_empty() {
        return Ok(());
    }
    Err(CliError::BadInput(bloomlab::t!(
        lang,
        "class-results-left-out",
        count = problems.len(),
        total = args.paths.len().max(problems.len()),
        problems = problems.join("; ")
    )))
}

/// No paths given: the one data folder, `--data-dir`'s or the platform's.
fn run_own(args: &ResultsArgs, from: &ResultsFrom, out: &mut dyn Write) -> Result<(), CliError> {
    let (lang, data_dir, content) = (from.lang, from.data_dir, from.content);
    let dir = records::data_dir(data_dir)
        .ok_or_else(|| CliError::Failed(bloomlab::t!(lang, "cli-results-no-data-dir")))?;
    // A folder given by name and not there is a typo, not a student
    // with no attempts; the platform's own folder appears with the
    // first save.
    let named =
        data_dir.is_some() || std::env::var_os("BLOOMLAB_DATA_DIR").is_some_and(|d| !d.is_empty());
    if named && !dir.exists() {
        return Err(CliError::BadInput(bloomlab::t!(
            lang,
            "cli-results-data-dir-missing",
            dir = line(&dir.display().to_string())
        )));
    }
    let records = Store::read(&dir).map_err(|problem| CliError::Failed(problem.in_lang(lang)))?;
    if !args.summary {
        let titles = Titles::new(from.content, lang);
        return print_one(args.format, &dir, &records, lang, &titles, out);
    }
    // One data folder is one student's, but its folder's name («data») is
    // not theirs: the name the attempts were made under, else none.
    let student = given_name(&records).unwrap_or_else(|| bloomlab::t!(lang, "cli-results-no-name"));
    let class = [StudentRecords {
        student,
        path: dir.display().to_string(),
        records,
    }];
    super::summary::print_summary(args.format, &args.stats, lang, content, &class, out)
}

/// Quiz titles, from the built-in quizzes and the instructor's own, in the
/// report's language (else the other).
struct Titles {
    catalog: Catalog,
    lang: Lang,
}

impl Titles {
    fn new(content: Option<&Path>, lang: Lang) -> Titles {
        let (catalog, _) = Catalog::with_extra(content);
        Titles { catalog, lang }
    }

    /// "Bloom filter basics (id: bloom-basics)", the id labelled as what
    /// `bloomlab quiz` takes; an exercise's the same way, with the title
    /// the Exercises screen gives it ("Bloom filter (id: bloom)", reader
    /// 39, es 5.3); the id alone when neither is known. The title is
    /// whole; an id from a file is cut.
    fn name(&self, quiz_id: &str) -> String {
        let title = match self.catalog.quiz(quiz_id, self.lang) {
            Some(loaded) => line(&loaded.quiz.title),
            None => match bloomlab::exercise::find(quiz_id) {
                Some(exercise) => exercise.title(self.lang),
                None => return cut(quiz_id),
            },
        };
        bloomlab::t!(
            self.lang,
            "cli-quiz-title-and-id",
            // Whole: the line is wrapped at words anyway (reader 83).
            title = title,
            id = cut(quiz_id)
        )
    }

    /// The quiz's content hash as this bloomlab has it.
    fn hash(&self, quiz_id: &str) -> Option<String> {
        self.catalog
            .quiz(quiz_id, self.lang)
            .map(|loaded| records::content_hash(&loaded.quiz))
    }
}

/// One data folder, as `bloomlab results` always printed it.
fn print_one(
    format: Format,
    dir: &Path,
    records: &Records,
    lang: Lang,
    titles: &Titles,
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
                "{}",
                bloomlab::t!(
                    lang,
                    "class-results-one-heading",
                    dir = line(&dir.display().to_string()),
                    zone = times_in(&zone, lang)
                )
            )?;
            if records.attempts.is_empty() {
                writeln!(out, "{}", bloomlab::t!(lang, "class-results-none-yet"))?;
            }
            let full = full_lengths(&records);
            // A taken-up-again attempt carries the unfinished one's answers.
            let lines: Vec<(String, (String, String))> =
                records::standing_attempts(&records.attempts)
                    .into_iter()
                    .map(|attempt| {
                        let line = attempt_line(attempt, &zone, lang, titles, &full);
                        (String::new(), line)
                    })
                    .collect();
            write_attempts(out, &lines, super::width::available())?;
        }
    }
    Ok(())
}

/// The length of a whole attempt at each quiz in these records.
fn full_lengths(records: &Records) -> HashMap<String, usize> {
    let mut full: HashMap<String, usize> = HashMap::new();
    for attempt in &records.attempts {
        if attempt.kind != records::AttemptKind::Unfinished {
            let length = full.entry(attempt.quiz_id.clone()).or_default();
            *length = (*length).max(attempt.questions.len());
        }
    }
    full
}

/// An attempt's two fields: when and which quiz, then the score, the
/// questions and the time.
fn attempt_line(
    attempt: &records::QuizAttempt,
    zone: &jiff::tz::TimeZone,
    lang: Lang,
    titles: &Titles,
    full: &HashMap<String, usize>,
) -> (String, String) {
    let length = full.get(&attempt.quiz_id).copied().unwrap_or(0);
    let kind = records::kind_mark(attempt, length, lang)
        .map(|mark| format!("  ({mark})"))
        .unwrap_or_default();
    let when = format_time(attempt.finished_at, zone, lang);
    let quiz = bloomlab::t!(
        lang,
        "class-results-attempt-quiz",
        when = when.as_str(),
        quiz = titles.name(&attempt.quiz_id),
        lang = attempt.lang.as_str()
    );
    // An exercise's «questions» are its checks, one point each, plus its
    // time and, for a run stopped early, the checks it missed: its score
    // counts the checks, and the number of records counted nothing a
    // student can see («9/9 … 10 preguntas», reader 39, es 5.3).
    // Its time as `grade` wrote it, to the millisecond (reader 43, es
    // 5.4); a quiz's, to the second.
    let (key, seconds) = if attempt.kind == records::AttemptKind::Exercise {
        (
            "class-results-attempt-checks",
            bloomlab::exercise::report::time_in_seconds(lang, attempt.seconds_taken),
        )
    } else {
        (
            "class-results-attempt-score",
            format!("{:.0}", attempt.seconds_taken),
        )
    };
    let score = bloomlab::i18n::Message::new(key)
        .arg("got", attempt.score)
        .arg("max", attempt.max_score)
        .arg("percent", format!("{:.0}", attempt.percent()))
        .arg("count", attempt.questions.len())
        .arg("seconds", seconds)
        .arg("kind", kind)
        .in_lang(lang);
    (quiz, score)
}

/// The attempts, each after its prefix (a student's name in its column,
/// or nothing): on one line if every one fits in `width`, else each on
/// two, the quiz, then the score under the quiz's title. A line breaks
/// between fields, never inside «21 questions in 87 s», and the same way
/// on every attempt (reader 40, en 1.7). A row with no score (a student
/// with no attempts) is its one line.
fn write_attempts(
    out: &mut dyn Write,
    lines: &[(String, (String, String))],
    width: usize,
) -> Result<(), CliError> {
    let one_line = |prefix: &str, quiz: &str, score: &str| {
        if score.is_empty() {
            format!("{prefix}{quiz}")
        } else {
            format!("{prefix}{quiz}  {score}")
        }
    };
    let fits = lines
        .iter()
        .all(|(prefix, (quiz, score))| one_line(prefix, quiz, score).chars().count() <= width);
    for (prefix, (quiz, score)) in lines {
        if fits || score.is_empty() {
            writeln!(out, "{}", fitted_here(&one_line(prefix, quiz, score)))?;
        } else {
            // Under the title: past the time and the two spaces after it.
            let when = quiz.split("  ").next().unwrap_or_default();
            let hang = prefix.chars().count() + when.chars().count() + 2;
            writeln!(out, "{}", fitted_here(&format!("{prefix}{quiz}")))?;
            let score = format!("{}{score}", " ".repeat(hang));
            writeln!(out, "{}", fitted_here(&score))?;
        }
    }
    Ok(())
}

/// Many students, each row labelled with the student who made it.
fn print_class(
    format: Format,
    class: &[StudentRecords],
    lang: Lang,
    titles: &Titles,
    out: &mut dyn Write,
) -> Result<(), CliError> {
    let copies = copies(class);
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
        Format::Text => return write_class_text(class, &copies, lang, titles, out),
    }
    // CSV and JSON are data: the copies are said on stderr.
    let zone = jiff::tz::TimeZone::system();
    for copy in &copies {
        // The heading ends with its own colon.
        eprintln!(
            "{} {}",
            bloomlab::t!(lang, "class-results-copies"),
            copy_line(copy, class, lang, titles, &zone)
        );
    }
    Ok(())
}

/// The class as text: a heading, one line per attempt under its
/// student's name, the quizzes that changed between attempts, and the
/// attempts found in more than one student's results.
fn write_class_text(
    class: &[StudentRecords],
    copies: &[class_checks::Copy],
    lang: Lang,
    titles: &Titles,
    out: &mut dyn Write,
) -> Result<(), CliError> {
    let zone = jiff::tz::TimeZone::system();
    writeln!(
        out,
        "{}",
        bloomlab::t!(
            lang,
            "class-results-heading",
            count = class.len(),
            zone = times_in(&zone, lang)
        )
    )?;
    let rows = class_rows(class, lang, titles, &zone);
    let width = column_width("", rows.iter().map(|(name, _)| name));
    let rows: Vec<(String, (String, String))> = rows
        .into_iter()
        .map(|(name, row)| (format!("{name:<width$}  "), row))
        .collect();
    write_attempts(out, &rows, super::width::available())?;
    write_versions(class, lang, titles, &zone, out)?;
    if !copies.is_empty() {
        writeln!(out)?;
        writeln!(out, "{}", bloomlab::t!(lang, "class-results-copies"))?;
        for copy in copies {
            let copy = copy_line(copy, class, lang, titles, &zone);
            writeln!(out, "{}", fitted_here(&format!("  {copy}")))?;
        }
    }
    Ok(())
}

/// The text report's rows, (name, attempt's fields): each attempt is labelled
/// with the name it was made under, else its student's, and a student
/// with no attempts gets one row saying so.
fn class_rows(
    class: &[StudentRecords],
    lang: Lang,
    titles: &Titles,
    zone: &jiff::tz::TimeZone,
) -> Vec<(String, (String, String))> {
    class
        .iter()
        .flat_map(|student| {
            let records = printable(&student.records);
            let full = full_lengths(&records);
            let label = line(&student.student);
            let none = records.attempts.is_empty().then(|| {
                let none = bloomlab::t!(lang, "class-results-no-attempts");
                (cut(&label), (none, String::new()))
            });
            records::standing_attempts(&records.attempts)
                .into_iter()
                .map(|attempt| {
                    let name = match &attempt.student {
                        Some(name) if !label.starts_with(name.as_str()) => name.clone(),
                        _ => label.clone(),
                    };
                    (cut(&name), attempt_line(attempt, zone, lang, titles, &full))
                })
                .chain(none)
                .collect::<Vec<_>>()
        })
        .collect()
}

/// What a heading says of its times' zone: nothing for local times, and
/// that they are in UTC where the system's zone is unknown.
fn times_in(zone: &TimeZone, lang: Lang) -> String {
    if zone.is_unknown() {
        bloomlab::t!(lang, "class-results-times-in", zone = zone_name(zone, lang))
    } else {
        String::new()
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
