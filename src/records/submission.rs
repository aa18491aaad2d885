//! Handing results in: `bloomlab submit` writes one self-describing file
//! (the student's name, every attempt, unfinished ones included, lesson
//! progress, the app's version and the content hashes of the quizzes it
//! had), and `bloomlab results` reads such files, records files, data
//! folders, and a zip of them as Moodle's "download all submissions" gives
//! it (one folder per student).
//!
//! A zip is read in memory, never extracted: entry names only label the
//! students. What is read is bounded: the zip's size, the number of
//! entries, each entry's size as it is inflated (the header's word is not
//! taken for it), and the total inflated, so a zip bomb ends in a message
//! naming it, not in an exhausted machine.

use std::io::{Cursor, Read};
use std::path::Path;

use serde::{Deserialize, Serialize};

use super::{FILE_NAME, MAX_FILE_BYTES, ParseProblem, Records, parse};
use crate::i18n::Message;
use crate::{msg, untrusted};

/// What the `format` field of a submission says.
pub const SUBMISSION_FORMAT: &str = "bloomlab-submission";
/// The submission format this build writes and reads.
pub const SUBMISSION_VERSION: u32 = 1;
/// The largest zip read: a class's submissions are a few megabytes.
pub const MAX_ZIP_BYTES: u64 = 256 * 1024 * 1024;
/// The most entries a zip may have.
pub const MAX_ZIP_ENTRIES: usize = 10_000;
/// The most bytes all of a zip's entries may inflate to together.
pub const MAX_ZIP_INFLATED: u64 = 1024 * 1024 * 1024;

/// One student's results as handed in.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Submission {
    /// Always [`SUBMISSION_FORMAT`]: what the file is, for whoever opens it.
    pub format: String,
    pub format_version: u32,
    pub student: String,
    /// When it was written: RFC 3339, UTC.
    pub submitted_at: String,
    /// The bloomlab that wrote it.
    pub app_version: String,
    /// The quizzes the student had (built in and from `--content`), with
    /// their content hashes: the teacher can tell which version each
    /// attempt was made on.
    pub content: Vec<ContentEntry>,
    /// The records: attempts (unfinished ones included) and lessons.
    pub records: Records,
}

/// A quiz the student's bloomlab had.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ContentEntry {
    pub quiz_id: String,
    pub lang: String,
    pub title: String,
    pub content_hash: String,
}

/// The file name of a submission: `bloomlab-ana-garcía-2026-12-02.json`,
/// the name in lower case with every run of other characters than
/// letters and digits made one dash, and the date (UTC).
pub fn submission_name(student: &str, seconds: u64) -> String {
    let mut slug = String::new();
    for c in student.chars().flat_map(char::to_lowercase) {
        if c.is_alphanumeric() {
            slug.push(c);
        } else if !slug.is_empty() && !slug.ends_with('-') {
            slug.push('-');
        }
        if slug.chars().count() >= 40 {
            break;
        }
    }
    let slug = slug.trim_end_matches('-');
    let slug = if slug.is_empty() { "student" } else { slug };
    let date = super::format_time_utc(seconds);
    let date = date.get(..10).unwrap_or("unknown-date");
    format!("bloomlab-{slug}-{date}.json")
}

/// Write a submission to `path`, whole or not at all (a temporary file in
/// the same folder, renamed over it).
pub fn write_submission(path: &Path, submission: &Submission) -> std::io::Result<()> {
    let bytes = serde_json::to_vec_pretty(submission).map_err(std::io::Error::other)?;
    super::disk::write_whole(path, &bytes)
}

/// One student's results read from a file or a zip's entry.
#[derive(Clone, Debug, PartialEq)]
pub struct HandedIn {
    /// Where it came from: the file, or `class.zip: Ana_1_assignsubmission_file_/ana.json`.
    pub source: String,
    /// The name in a submission; None in a records file.
    pub student: Option<String>,
    pub records: Records,
}

/// What reading a file found: the students read, and the entries of a zip
/// that could not be read (each named, with why).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct HandedInFile {
    pub students: Vec<HandedIn>,
    pub skipped: Vec<(String, Message)>,
    /// A zip's folders with no file of results in them (a student who
    /// handed nothing in).
    pub empty: Vec<String>,
}

/// Read a records file, a submission or a zip of them. An error names
/// what could not be read; a zip's bad entries are listed in `skipped`.
pub fn read_handed_in(path: &Path) -> Result<HandedInFile, Message> {
    let shown = path.display().to_string();
    let bytes = untrusted::read_regular_file(path, MAX_ZIP_BYTES)
        .map_err(|err| super::store::cannot_read(path, super::save::io_problem(&err)))?;
    if bytes.starts_with(b"PK\x03\x04") || bytes.starts_with(b"PK\x05\x06") {
        return read_zip(&shown, bytes);
    }
    if bytes.len() as u64 > MAX_FILE_BYTES {
        let problem = msg!(
            "records-problem-too-large",
            bytes = MAX_FILE_BYTES.to_string()
        );
        return Err(super::store::cannot_read(path, problem));
    }
    let (records, student) = parse_handed_in(&bytes)
        .map_err(|problem| super::store::cannot_read(path, problem.message()))?;
    // A records.json comes with its archives, as a data folder does.
    let records = match (student.is_none(), path.parent()) {
        (true, Some(_)) if path.file_name() == Some(FILE_NAME.as_ref()) => {
            super::Store::read_file(path)?
        }
        _ => records,
    };
    Ok(HandedInFile {
        students: vec![HandedIn {
            source: shown,
            student,
            records,
        }],
        skipped: Vec::new(),
        empty: Vec::new(),
    })
}

/// A submission (its records and the student's name) or a records file.
pub fn parse_handed_in(bytes: &[u8]) -> Result<(Records, Option<String>), ParseProblem> {
    #[derive(Deserialize)]
    struct Format {
        format: Option<String>,
        format_version: Option<u32>,
    }
    let plain = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    let format: Option<Format> = serde_json::from_slice(plain).ok();
    let Some(Format {
        format: Some(format),
        format_version,
    }) = format
    else {
        return parse(bytes).map(|records| (records, None));
    };
    if format != SUBMISSION_FORMAT {
        return Err(ParseProblem::Damaged(msg!(
            "records-problem-not-bloomlab",
            format = format!("{format:?}")
        )));
    }
    match format_version {
        Some(version) if version > SUBMISSION_VERSION => {
            return Err(ParseProblem::Newer(version));
        }
        Some(_) => {}
        None => {
            return Err(ParseProblem::Damaged(msg!(
                "records-problem-no-format-version"
            )));
        }
    }
    let submission: Submission =
        serde_json::from_slice(plain).map_err(|err| ParseProblem::unexpected_fields(&err))?;
    // The records inside go through the same checks and migration as a
    // records file.
    let inner = serde_json::to_vec(&submission.records).map_err(|err| {
        ParseProblem::Damaged(msg!("records-problem-read-back", error = err.to_string()))
    })?;
    let records = parse(&inner)?;
    Ok((records, Some(submission.student)))
}

/// The JSON entries of a zip, each read as a submission or a records file.
fn read_zip(shown: &str, bytes: Vec<u8>) -> Result<HandedInFile, Message> {
    let mut archive = zip::ZipArchive::new(Cursor::new(bytes)).map_err(|err| {
        msg!(
            "records-zip-unreadable",
            path = shown,
            error = err.to_string()
        )
    })?;
    if archive.len() > MAX_ZIP_ENTRIES {
        return Err(msg!(
            "records-zip-too-many-entries",
            path = shown,
            entries = archive.len().to_string(),
            max = MAX_ZIP_ENTRIES.to_string()
        ));
    }
    let mut found = HandedInFile::default();
    let mut inflated: u64 = 0;
    // Top-level folders, and those that held a student's file.
    let mut folders = std::collections::BTreeSet::new();
    let mut handed = std::collections::BTreeSet::new();
    for index in 0..archive.len() {
        let mut entry = match archive.by_index(index) {
            Ok(entry) => entry,
            Err(err) => {
                found.skipped.push((
                    // The entry by its place: its name could not be read.
                    format!("{shown} #{}", index + 1),
                    msg!("records-io-problem", error = err.to_string()),
                ));
                continue;
            }
        };
        let raw_name = entry.name().map(|n| n.into_owned()).unwrap_or_default();
        let source = format!("{shown}: {raw_name}");
        let top = raw_name
            .split_once('/')
            .map(|(folder, _)| folder.to_owned());
        if let Some(top) = &top
            && !top.eq_ignore_ascii_case("__MACOSX")
        {
            folders.insert(top.clone());
        }
        if entry.is_dir() || !is_student_file(&raw_name) {
            continue;
        }
        if entry.enclosed_name().is_none() {
            found
                .skipped
                .push((source, msg!("records-zip-name-outside")));
            continue;
        }
        let bytes = match inflate(&mut entry, &mut inflated, shown)? {
            Inflated::Bytes(bytes) => bytes,
            Inflated::Skipped(problem) => {
                found.skipped.push((source, problem));
                continue;
            }
        };
        handed.extend(top);
        match parse_handed_in(&bytes) {
            Ok((records, student)) => found.students.push(HandedIn {
                source,
                student,
                records,
            }),
            Err(problem) => found.skipped.push((source, problem.message())),
        }
    }
    found.empty = folders
        .difference(&handed)
        .map(|folder| format!("{shown}: {folder}/"))
        .collect();
    Ok(found)
}

/// Whether a zip entry's name is a student's file: JSON, and not the
/// Mac's resource forks.
fn is_student_file(raw_name: &str) -> bool {
    let lower = raw_name.to_lowercase();
    lower.ends_with(".json") && !lower.starts_with("__macosx/") && !lower.contains("/._")
}

/// One zip entry inflated, or why it is left out.
enum Inflated {
    Bytes(Vec<u8>),
    Skipped(Message),
}

/// Inflate one entry within what is left of the zip's budget
/// (`inflated` so far, counted here): an entry over its own limit is
/// skipped, and a zip over [`MAX_ZIP_INFLATED`] in all is not read
/// further (the error).
fn inflate(entry: &mut impl Read, inflated: &mut u64, shown: &str) -> Result<Inflated, Message> {
    let mut bytes = Vec::new();
    let limit = MAX_FILE_BYTES.min(MAX_ZIP_INFLATED - *inflated);
    if let Err(err) = entry.by_ref().take(limit + 1).read_to_end(&mut bytes) {
        return Ok(Inflated::Skipped(msg!(
            "records-zip-cannot-inflate",
            error = err.to_string()
        )));
    }
    *inflated += bytes.len() as u64;
    if bytes.len() as u64 > limit {
        if *inflated > MAX_ZIP_INFLATED {
            return Err(msg!(
                "records-zip-bomb",
                path = shown,
                bytes = MAX_ZIP_INFLATED.to_string()
            ));
        }
        return Ok(Inflated::Skipped(msg!(
            "records-zip-entry-too-large",
            bytes = MAX_FILE_BYTES.to_string()
        )));
    }
    Ok(Inflated::Bytes(bytes))
}
