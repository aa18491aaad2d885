//! The student's saved results: quiz attempts and lesson progress, in one
//! versioned JSON file (`records.json`) in the data folder.
//!
//! What is guaranteed, and how:
//!
//! - **A crash never leaves half a file.** Each save writes a temporary
//!   file in the same folder (a name of its own: pid, counter and a random
//!   part), syncs it, renames it over `records.json` and syncs the folder.
//!   Readers (`Store::read`, `bloomlab results`) need no lock: they see the
//!   old file or the new one.
//! - **Sessions saving at once lose nothing.** Writers take an exclusive
//!   advisory lock on `.records.lock` in the folder, held only while they
//!   re-read the file, merge it with their own records and replace it.
//!   Every attempt carries a unique id, and the merge is by id, so two
//!   attempts that look the same (same quiz, same answers, same second)
//!   are both kept. A lesson's progress is replaced only by the session
//!   that changed it, and not by an older entry (a copy of another
//!   session's progress, picked up by a merge, never overwrites it). Stray
//!   temporaries are removed only under the lock, and only this process's
//!   own or those over an hour old, so nobody removes a file another
//!   writer is about to rename. Waiting for the lock is bounded
//!   ([`LOCK_WAIT`]): a stuck holder gives a notice, never a hang.
//! - **A file we cannot use is never overwritten.** A damaged file, found
//!   at start-up or at any later save, is moved aside as
//!   `records.corrupt-<time>.json` (never deleted) and reported once; a
//!   file from a newer bloomlab is left untouched and the session goes on
//!   in memory only, with a notice; a file that cannot be read at all (a
//!   named pipe, a device, over [`MAX_FILE_BYTES`]) is refused at once and
//!   the session goes on in memory only. A folder that cannot be written
//!   is reported, and results stay in memory for the session; a save that
//!   failed is tried again by the next save or flush (quitting flushes).
//!   What a session still could not save when it ends is written to a
//!   file of its own elsewhere ([`rescue::rescue`]) and said in one line.
//! - **What is written can be read back.** Files are compact JSON, and a
//!   save that would pass [`MAX_FILE_BYTES`] first moves the oldest
//!   attempts to dated archive files beside it, written as safely as the
//!   file itself (`archive`); `Store` and `bloomlab results` read the
//!   archives too.
//! - **The lock is a plain file.** `.records.lock` is opened without
//!   following a symbolic link, and anything but a regular file there
//!   (a link, a folder, a named pipe) is refused with a message naming it.
//! - **Old files are read.** Version 1 files (no attempt ids) are migrated
//!   on load: each old attempt gets an id derived from its content and its
//!   occurrence among identical attempts, so two sessions migrating the
//!   same file agree. Version 1 and 2 files lack what version 3 added
//!   for teachers (choice ids, drawn numbers, hints, times, retries, the
//!   student's name, the quiz's content hash): those fields read as absent
//!   and the file is written back as version 3. A leading byte-order mark
//!   is accepted.
//!
//! `tests/it/records.rs` checks each case; `tests/it/records_stress.rs` runs
//! eight processes saving into one folder while a reader parses the file
//! in a loop.

use std::collections::{BTreeMap, HashMap, HashSet};
use std::fs::{self, File, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use jiff::Timestamp;
use jiff::tz::TimeZone;
use serde::{Deserialize, Serialize};

use crate::lang::Lang;

use crate::untrusted;

/// The version this build writes; files from a newer one are left alone.
/// Version 2 gave every attempt an id; version 3 added what a teacher
/// analyses (choice ids, drawn numbers, hints, times, retries, the student,
/// the quiz's content hash). Version 1 and 2 files are migrated on load:
/// the new fields read as unknown (absent). Version 4 added unfinished
/// attempts (`kind: "unfinished"`) and `resumes`, which a version 3 reader
/// would take for a damaged file: it leaves a version 4 file alone instead.
pub const FORMAT_VERSION: u32 = 4;
pub const FILE_NAME: &str = "records.json";
/// The lock file writers hold while they read, merge and replace.
pub const LOCK_FILE_NAME: &str = ".records.lock";
/// The largest records file read. A thousand attempts of the 21-question
/// course quiz took 4.7 MB pretty-printed (`cargo bench --bench records`)
/// and 7.0 MB with every format 3 field filled in (choice ids, seconds, a
/// student's name, the content hash, four calculated questions' numbers),
/// so this is room for some 9,000; written compact, as saves are now, the
/// benchmark's thousand take 2.97 MB. A larger file is refused with a
/// message, not loaded, and a save never writes one (see `archive`).
pub const MAX_FILE_BYTES: u64 = 64 * 1024 * 1024;
/// How long a save waits for another session's save before giving up
/// (results stay in memory and the next save tries again).
pub(crate) const LOCK_WAIT: Duration = Duration::from_secs(10);
const TEMP_PREFIX: &str = ".records.json.tmp-";
/// A temporary file of another process is removed only when it is older
/// than this: it was then left by a crash, not being written.
const STALE_TEMPORARY: Duration = Duration::from_secs(3600);

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Records {
    pub version: u32,
    #[serde(default)]
    pub attempts: Vec<QuizAttempt>,
    #[serde(default)]
    pub lessons: Vec<LessonProgress>,
}

/// One finished quiz attempt.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct QuizAttempt {
    /// Unique for every attempt ([`new_attempt_id`]): merging two sessions
    /// keeps both of two attempts that are otherwise identical. Empty
    /// until recorded (the store fills it in); missing in version 1 files.
    #[serde(default)]
    pub id: String,
    pub quiz_id: String,
    pub lang: String,
    /// When it finished, in seconds since 1970 (UTC).
    pub finished_at: u64,
    pub seconds_taken: f64,
    pub score: u32,
    pub max_score: u32,
    pub questions: Vec<AnsweredQuestion>,
    /// The name the student gave (`--student`, `BLOOMLAB_STUDENT`); absent
    /// when none was given, and in files older than version 3.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub student: Option<String>,
    /// The quiz's [`content_hash::content_hash`]: attempts with the same hash were made on
    /// the same questions, choices and answers, in either language. Empty
    /// in files older than version 3.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub content_hash: String,
    /// A whole attempt, a retry of the missed questions or a review from
    /// My results. Absent means whole (and files older than version 3
    /// cannot tell a retry from a whole attempt).
    #[serde(default, skip_serializing_if = "AttemptKind::is_whole")]
    pub kind: AttemptKind,
    /// The id of the unfinished attempt this one took up again: its
    /// answers are this attempt's first ones (see [`AttemptKind::Unfinished`]).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub resumes: Option<String>,
}

/// How an attempt was started.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum AttemptKind {
    /// The whole quiz.
    #[default]
    Whole,
    /// The questions missed in the attempt just finished.
    Retry,
    /// Missed questions picked from My results.
    Review,
    /// Left half-way (the quiz was left, the window closed, the app
    /// stopped): the questions answered so far. Never scored as a whole
    /// attempt; the quiz screen offers to take it up again.
    Unfinished,
    /// A graded exercise (`bloomlab grade`): each check is a question.
    Exercise,
}

impl AttemptKind {
    pub(crate) fn is_whole(&self) -> bool {
        *self == AttemptKind::Whole
    }

    pub fn name(self) -> &'static str {
        match self {
            AttemptKind::Whole => "whole",
            AttemptKind::Retry => "retry",
            AttemptKind::Review => "review",
            AttemptKind::Unfinished => "unfinished",
            AttemptKind::Exercise => "exercise",
        }
    }
}

/// Unfinished attempts not yet taken up again (no attempt `resumes`
/// them), oldest first.
pub fn open_unfinished<'a>(
    attempts: impl IntoIterator<Item = &'a QuizAttempt>,
) -> Vec<&'a QuizAttempt> {
    standing_attempts(attempts)
        .into_iter()
        .filter(|a| a.kind == AttemptKind::Unfinished)
        .collect()
}

/// The attempts that stand, in their order: an unfinished attempt that a
/// later one took up again is left out, since that one carries its
/// answers (counting both would count each of them twice).
pub fn standing_attempts<'a>(
    attempts: impl IntoIterator<Item = &'a QuizAttempt>,
) -> Vec<&'a QuizAttempt> {
    let attempts: Vec<&QuizAttempt> = attempts.into_iter().collect();
    let resumed: HashSet<&str> = attempts
        .iter()
        .filter_map(|a| a.resumes.as_deref())
        .collect();
    attempts
        .into_iter()
        .filter(|a| !(a.kind == AttemptKind::Unfinished && resumed.contains(a.id.as_str())))
        .collect()
}

/// What an attempt was, when not a whole one: a retry of the questions
/// just missed, a review picked in My results, or unfinished. My results
/// and `bloomlab results` say it in the same words. Older records cannot
/// tell a retry from a whole attempt: a short one marked whole reads as a
/// retry.
pub fn kind_mark(attempt: &QuizAttempt, full: usize, lang: Lang) -> Option<String> {
    match shown_kind(attempt, full) {
        AttemptKind::Whole => None,
        AttemptKind::Retry => Some(crate::t!(lang, "class-mark-retry")),
        AttemptKind::Review => Some(crate::t!(lang, "class-mark-review")),
        AttemptKind::Unfinished => Some(crate::t!(lang, "class-mark-unfinished")),
        AttemptKind::Exercise => Some(crate::t!(lang, "class-mark-exercise")),
    }
}

/// What an attempt is shown and counted as, `full` being its quiz's
/// [`full_length`]: its own kind, but a short attempt that older records
/// marked whole is a retry, as [`kind_mark`] says.
pub fn shown_kind(attempt: &QuizAttempt, full: usize) -> AttemptKind {
    match attempt.kind {
        AttemptKind::Whole if !attempt.is_whole_of(full) => AttemptKind::Retry,
        kind => kind,
    }
}

/// The questions of a whole attempt at a quiz: the most any of these
/// attempts has (unfinished ones aside).
pub fn full_length<'a>(attempts: impl IntoIterator<Item = &'a QuizAttempt>) -> usize {
    attempts
        .into_iter()
        .filter(|attempt| attempt.kind != AttemptKind::Unfinished)
        .map(|attempt| attempt.questions.len())
        .max()
        .unwrap_or(0)
}

impl QuizAttempt {
    /// A whole attempt, not a retry or review. Records since format 3 say
    /// so; in older ones a retry of every question was marked whole too,
    /// so the attempt must also have the quiz's full length (the most
    /// questions any attempt at it has: [`full_length`]).
    /// An exercise's grading runs every check, so it is whole too (reader
    /// 40, es 5.3: `results --summary` counted «0 intentos» of an exercise
    /// graded 11/11).
    pub(crate) fn is_whole_of(&self, full_length: usize) -> bool {
        let whole = self.kind.is_whole() || self.kind == AttemptKind::Exercise;
        whole && self.questions.len() == full_length
    }

    /// The score as a percentage of the maximum, from 0 to 100. A forged or
    /// damaged record with a score over its maximum reads as 100 %, and an
    /// attempt worth nothing as 0 %.
    pub fn percent(&self) -> f64 {
        if self.max_score == 0 {
            return 0.0;
        }
        (f64::from(self.score) * 100.0 / f64::from(self.max_score)).min(100.0)
    }
}

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AnsweredQuestion {
    pub id: String,
    /// The answer as the student gave it: the chosen options' texts (in
    /// the file's order, joined by ` | `), true or false, or the number
    /// typed.
    pub answer: String,
    pub correct: bool,
    pub points: u32,
    pub max_points: u32,
    /// The chosen options by their place in the quiz file, from 0: the
    /// same in every language. For a choice question, in the file's order
    /// whatever order they were shown in (true is 0 and false 1); for an
    /// ordering question, the items in the order the student put them,
    /// which is the answer. Absent for numbers and in files older than
    /// version 3.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub choice_ids: Option<Vec<usize>>,
    /// The numbers drawn for a calculated question.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub parameters: BTreeMap<String, f64>,
    /// The right number, for numeric and calculated questions (None when
    /// it was not a finite number).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub expected: Option<f64>,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub hint_shown: bool,
    /// Seconds from the question being shown to its answer.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seconds: Option<f64>,
}

/// How far a student got in a lesson, and what they predicted.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LessonProgress {
    pub lesson_id: String,
    pub lang: String,
    /// The furthest step reached (0-based) and the lesson's length.
    pub step: usize,
    pub steps: usize,
    pub predictions: Vec<Prediction>,
    pub updated_at: u64,
    /// The seed that ordered this student's predict choices (each
    /// prediction's `choice` is its place in the lesson file, whatever
    /// order it was shown in); absent in older files.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub order_seed: Option<u64>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Prediction {
    pub step: usize,
    pub choice: usize,
    pub correct: bool,
}

/// Where results live: `--data-dir`, else `BLOOMLAB_DATA_DIR`, else the
/// platform's data folder (`~/.local/share/bloomlab` on Linux).
pub fn data_dir(flag: Option<&Path>) -> Option<PathBuf> {
    if let Some(dir) = flag {
        return Some(dir.to_path_buf());
    }
    if let Some(dir) = std::env::var_os("BLOOMLAB_DATA_DIR").filter(|d| !d.is_empty()) {
        return Some(PathBuf::from(dir));
    }
    directories::ProjectDirs::from("", "", "bloomlab").map(|dirs| dirs.data_dir().to_path_buf())
}

pub fn now() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs())
}

/// A date for people, in their time zone and as their language writes it
/// in a sentence too ([`format_time_in_words`]): 2026-11-30 09:15,
/// 30/11/2026 09:15.
pub fn format_time(seconds: u64, zone: &TimeZone, lang: Lang) -> String {
    match timestamp(seconds) {
        Some(at) => at
            .to_zoned(zone.clone())
            .strftime(&crate::t!(lang, "words-date-time-short"))
            .to_string(),
        None => "?".to_owned(),
    }
}

/// [`format_time_in_words`], and the zone it is in where that is not the
/// student's own: «el 04/12/2026 a las 21:55 (UTC: no se conoce la zona
/// horaria del sistema)». A local time needs no name (reader 83, es 4.1).
pub(crate) fn format_time_in_words_zoned(seconds: u64, zone: &TimeZone, lang: Lang) -> String {
    let words = format_time_in_words(seconds, zone, lang);
    if zone.is_unknown() {
        format!("{words} ({})", zone_name(zone, lang))
    } else {
        words
    }
}

/// A date and time for a sentence, in the language's own way: «el
/// 30/11/2026 a las 09:15», «on 2026-11-30 at 09:15». Tables keep
/// [`format_time`].
pub(crate) fn format_time_in_words(seconds: u64, zone: &TimeZone, lang: Lang) -> String {
    let Some(at) = timestamp(seconds) else {
        return "?".to_owned();
    };
    let at = at.to_zoned(zone.clone());
    crate::t!(
        lang,
        "words-date-time",
        day = at.strftime("%d").to_string(),
        month = at.strftime("%m").to_string(),
        year = at.strftime("%Y").to_string(),
        hour = u64::try_from(at.hour()).unwrap_or(0),
        time = at.strftime("%H:%M").to_string()
    )
}

/// A date for data files: RFC 3339 in UTC, 2026-11-30T08:15:00Z.
pub fn format_time_utc(seconds: u64) -> String {
    timestamp(seconds).map_or_else(|| "?".to_owned(), |at| at.to_string())
}

/// The zone times are in, for a sentence: "local time", or, where the
/// system's zone is unknown and times fall back to UTC, "UTC: the
/// system's time zone is unknown".
pub fn zone_name(zone: &TimeZone, lang: Lang) -> String {
    if zone.is_unknown() {
        crate::t!(lang, "time-zone-unknown")
    } else {
        crate::t!(lang, "class-local-time")
    }
}

/// The zone to name beside times: none for the system's own, whose times
/// are local (reader 83, es 4.1); UTC where it is unknown (`Etc/Unknown`).
pub fn zone_label(zone: &TimeZone) -> Option<String> {
    zone.is_unknown().then(|| "UTC".to_owned())
}

/// Seconds since 1970 as a timestamp; None past the year 9999.
fn timestamp(seconds: u64) -> Option<Timestamp> {
    Timestamp::from_second(i64::try_from(seconds).ok()?).ok()
}

/// A new attempt id, unique across processes and time: the time in
/// nanoseconds, the process id, a counter and 64 random bits, in hex.
pub fn new_attempt_id() -> String {
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    let nanos = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos());
    format!(
        "{nanos:x}-{:x}-{:x}-{:016x}",
        std::process::id(),
        COUNTER.fetch_add(1, Ordering::Relaxed),
        rand::random::<u64>()
    )
}

mod archive;
mod content_hash;
mod csv;
mod disk;
mod rescue;
mod save;
mod store;
mod submission;
pub mod summary;

pub use archive::{ARCHIVE_PREFIX, KEEP_BYTES, is_archive_name};
pub use content_hash::content_hash;
pub use csv::{to_class_csv, to_csv};
pub use disk::{Staged, save_records, stage, write_whole};
pub(crate) use rescue::rescue;
pub use rescue::rescue_in;
pub(crate) use save::{SaveJob, SaveOutcome};
pub use store::{NotSaved, Store};
pub use submission::{
    ContentEntry, HandedIn, HandedInFile, MAX_ZIP_BYTES, MAX_ZIP_ENTRIES, MAX_ZIP_INFLATED,
    SUBMISSION_FORMAT, SUBMISSION_VERSION, Submission, parse_handed_in, read_handed_in,
    submission_name, write_submission,
};

/// Read a records file: JSON of this format's version or an older one
/// (migrated), with or without a byte-order mark.
pub fn parse(bytes: &[u8]) -> Result<Records, ParseProblem> {
    #[derive(Deserialize)]
    struct Versioned {
        version: Option<u32>,
    }
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    let versioned: Versioned = serde_json::from_slice(bytes).map_err(|err| {
        ParseProblem::Damaged(crate::msg!(
            "records-problem-not-json",
            error = err.to_string()
        ))
    })?;
    match versioned.version {
        None => {
            return Err(ParseProblem::Damaged(crate::msg!(
                "records-problem-no-version"
            )));
        }
        Some(version) if version > FORMAT_VERSION => return Err(ParseProblem::Newer(version)),
        Some(_) => {}
    }
    let mut records: Records =
        serde_json::from_slice(bytes).map_err(|err| ParseProblem::unexpected_fields(&err))?;
    name_old_attempts(&mut records.attempts);
    records.version = FORMAT_VERSION;
    Ok(records)
}

/// Give attempts without an id (those of version 1 files) one derived
/// from their content, and for identical attempts from which occurrence
/// it is: every session migrating the same file agrees, and the ids do
/// not depend on where the attempts sit in the file.
fn name_old_attempts(attempts: &mut [QuizAttempt]) {
    let mut seen: HashMap<u128, u32> = HashMap::new();
    for attempt in attempts.iter_mut().filter(|a| a.id.is_empty()) {
        // Serialising these plain structs cannot fail.
        let content = serde_json::to_vec(&*attempt).unwrap_or_default();
        let hash = xxhash_rust::xxh3::xxh3_128(&content);
        let occurrence = seen.entry(hash).or_insert(0);
        attempt.id = format!("v1-{hash:032x}-{occurrence}");
        *occurrence += 1;
    }
}

/// Why a records file could not be used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseProblem {
    /// Not JSON, or not this format: why, to word in any language.
    Damaged(crate::i18n::Message),
    /// Written by a newer bloomlab, in this format version.
    Newer(u32),
}

impl ParseProblem {
    /// The problem in words, to say in the reader's language.
    pub fn message(&self) -> crate::i18n::Message {
        match self {
            ParseProblem::Damaged(message) => message.clone(),
            ParseProblem::Newer(version) => crate::msg!(
                "records-problem-newer",
                version = version.to_string(),
                reads = FORMAT_VERSION.to_string()
            ),
        }
    }

    /// JSON of the wrong shape (serde_json's words kept as it gives them).
    pub(crate) fn unexpected_fields(err: &serde_json::Error) -> ParseProblem {
        ParseProblem::Damaged(crate::msg!(
            "records-problem-fields",
            error = err.to_string()
        ))
    }
}

/// In English; [`ParseProblem::message`] words it in any language.
impl std::fmt::Display for ParseProblem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        std::fmt::Display::fmt(&self.message(), f)
    }
}

/// Our records joined with those on disk: attempts are only ever added,
/// matched by id, so the union loses nothing and keeps two attempts that
/// merely look alike. For lesson progress, a lesson this session changed
/// (`noted`) replaces the one on disk unless that one is newer; any other
/// lesson on disk is kept as it is, and ours is added only if missing.
fn merged(theirs: Option<Records>, ours: &Records, noted: &HashSet<(String, String)>) -> Records {
    let Some(mut merged) = theirs else {
        let mut records = ours.clone();
        records.version = FORMAT_VERSION;
        return records;
    };
    let known: HashSet<String> = merged.attempts.iter().map(|a| a.id.clone()).collect();
    merged.attempts.extend(
        ours.attempts
            .iter()
            .filter(|attempt| !known.contains(&attempt.id))
            .cloned(),
    );
    // Stable: attempts of the same second keep their order.
    merged.attempts.sort_by_key(|attempt| attempt.finished_at);
    for progress in &ours.lessons {
        match merged
            .lessons
            .iter_mut()
            .find(|l| l.lesson_id == progress.lesson_id && l.lang == progress.lang)
        {
            Some(theirs)
                if theirs.updated_at <= progress.updated_at
                    && noted.contains(&(progress.lesson_id.clone(), progress.lang.clone())) =>
            {
                *theirs = progress.clone()
            }
            Some(_) => {}
            None => merged.lessons.push(progress.clone()),
        }
    }
    merged.version = FORMAT_VERSION;
    merged
}

#[cfg(test)]
mod tests;
