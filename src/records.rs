//! The student's saved results: quiz attempts and lesson progress, in one
//! versioned JSON file that is only ever replaced atomically.
//!
//! A crash at any moment leaves the previous file or the new one, never a
//! mix: each save writes a temporary file in the same folder, syncs it,
//! renames it over the old one and syncs the folder. A file that cannot be
//! read is moved aside (never deleted) and reported once; a folder that
//! cannot be written is reported, and results stay in memory for the
//! session.

use std::fs::{self, File, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{SystemTime, UNIX_EPOCH};

use jiff::Timestamp;
use jiff::tz::TimeZone;
use serde::{Deserialize, Serialize};

use crate::lang::Lang;

/// The version this build writes; files from a newer one are set aside.
pub const FORMAT_VERSION: u32 = 1;
pub const FILE_NAME: &str = "records.json";
const TEMP_PREFIX: &str = ".records.json.tmp-";

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
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct QuizAttempt {
    pub quiz_id: String,
    pub lang: String,
    /// When it finished, in seconds since 1970 (UTC).
    pub finished_at: u64,
    pub seconds_taken: f64,
    pub score: u32,
    pub max_score: u32,
    pub questions: Vec<AnsweredQuestion>,
}

impl QuizAttempt {
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

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AnsweredQuestion {
    pub id: String,
    /// The answer as the student gave it: the chosen options' texts, true
    /// or false, or the number typed.
    pub answer: String,
    pub correct: bool,
    pub points: u32,
    pub max_points: u32,
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

/// A date for people, in their time zone: 2026-11-30 09:15.
pub fn format_time(seconds: u64, zone: &TimeZone) -> String {
    match timestamp(seconds) {
        Some(at) => at
            .to_zoned(zone.clone())
            .strftime("%Y-%m-%d %H:%M")
            .to_string(),
        None => "?".to_owned(),
    }
}

/// A date for data files: RFC 3339 in UTC, 2026-11-30T08:15:00Z.
pub fn format_time_utc(seconds: u64) -> String {
    timestamp(seconds).map_or_else(|| "?".to_owned(), |at| at.to_string())
}

/// The name people know their zone by (Europe/Madrid), or "local time".
pub fn zone_name(zone: &TimeZone, lang: Lang) -> String {
    match zone.iana_name() {
        Some(name) => name.to_owned(),
        None => match lang {
            Lang::En => "local time".to_owned(),
            Lang::Es => "hora local".to_owned(),
        },
    }
}

/// Seconds since 1970 as a timestamp; None past the year 9999.
fn timestamp(seconds: u64) -> Option<Timestamp> {
    Timestamp::from_second(i64::try_from(seconds).ok()?).ok()
}

/// The records of a session and where they are kept.
#[derive(Debug)]
pub struct Store {
    /// None: `--no-save`, kept in memory only.
    dir: Option<PathBuf>,
    pub records: Records,
    /// Things to tell the student once (a file set aside, a folder that
    /// cannot be written).
    pub notices: Vec<String>,
    /// The last save failed: results are only in memory.
    pub unsaved: bool,
    /// Changes not yet written (lesson progress waits for `flush`).
    dirty: bool,
    /// Language of the notices.
    lang: Lang,
}

impl Store {
    /// Records kept in memory only.
    pub fn in_memory() -> Store {
        Store {
            dir: None,
            records: Records {
                version: FORMAT_VERSION,
                ..Records::default()
            },
            notices: Vec::new(),
            unsaved: false,
            dirty: false,
            lang: Lang::En,
        }
    }

    /// Load the records in `dir`, with messages in English.
    pub fn open(dir: &Path) -> Store {
        Store::open_in(dir, Lang::En)
    }

    /// Load the records in `dir`. Never fails: a damaged file is moved
    /// aside, a file from a newer bloomlab is left alone (and not written),
    /// a missing one starts empty; each is reported once, in `lang`.
    pub fn open_in(dir: &Path, lang: Lang) -> Store {
        let mut store = Store::in_memory();
        store.lang = lang;
        store.dir = Some(dir.to_path_buf());
        let path = dir.join(FILE_NAME);
        let bytes = match fs::read(&path) {
            Ok(bytes) => bytes,
            Err(err) if err.kind() == io::ErrorKind::NotFound => return store,
            Err(err) => {
                store.notices.push(match lang {
                    Lang::En => format!("Your saved results in {} cannot be read ({err}): results are kept for this session only.", path.display()),
                    Lang::Es => format!("No se pueden leer tus resultados guardados en {} ({err}): los resultados se conservan solo en esta sesión.", path.display()),
                });
                store.unsaved = true;
                store.dir = None;
                return store;
            }
        };
        match parse(&bytes) {
            Ok(records) => store.records = records,
            Err(ParseProblem::Newer(version)) => {
                // Never replace a newer bloomlab's file: keep this session in memory.
                store.notices.push(match lang {
                    Lang::En => format!("Your saved results were written by a newer bloomlab (format {version}); this one leaves them untouched and keeps this session's results in memory only."),
                    Lang::Es => format!("Tus resultados los guardó un bloomlab más nuevo (formato {version}); este no los toca y conserva los de esta sesión solo en memoria."),
                });
                store.dir = None;
                store.unsaved = true;
            }
            Err(ParseProblem::Damaged(problem)) => {
                let aside = set_aside(&path);
                let failed = aside.is_err();
                store.notices.push(match (aside, lang) {
                    (Ok(moved), Lang::En) => format!("Your saved results could not be read ({problem}). They were moved to {} and a new record was started.", moved.display()),
                    (Ok(moved), Lang::Es) => format!("No se pudieron leer tus resultados guardados ({problem}). Se movieron a {} y se empezó un registro nuevo.", moved.display()),
                    (Err(err), Lang::En) => format!("Your saved results could not be read ({problem}) nor moved aside ({err}): results are kept for this session only."),
                    (Err(err), Lang::Es) => format!("No se pudieron leer tus resultados ({problem}) ni apartarlos ({err}): los resultados se conservan solo en esta sesión."),
                });
                if failed {
                    store.dir = None;
                    store.unsaved = true;
                }
            }
        }
        store
    }

    /// Read the records without changing anything on disk (for export).
    pub fn read(dir: &Path) -> Result<Records, String> {
        let path = dir.join(FILE_NAME);
        match fs::read(&path) {
            Ok(bytes) => parse(&bytes)
                .map_err(|problem| format!("{} cannot be read: {problem}", path.display())),
            Err(err) if err.kind() == io::ErrorKind::NotFound => Ok(Records {
                version: FORMAT_VERSION,
                ..Records::default()
            }),
            Err(err) => Err(format!("{} cannot be read: {err}", path.display())),
        }
    }

    pub fn dir(&self) -> Option<&Path> {
        self.dir.as_deref()
    }

    pub fn record_attempt(&mut self, attempt: QuizAttempt) {
        self.records.attempts.push(attempt);
        self.save();
    }

    /// Remember how far the student got in a lesson, and save now.
    pub fn record_lesson(&mut self, progress: LessonProgress) {
        self.note_lesson(progress);
        self.save();
    }

    /// Remember lesson progress in memory; it is written by the next
    /// `flush` or save. Stepping through a lesson then costs no disk write
    /// per key.
    pub fn note_lesson(&mut self, progress: LessonProgress) {
        let lessons = &mut self.records.lessons;
        match lessons
            .iter_mut()
            .find(|l| l.lesson_id == progress.lesson_id && l.lang == progress.lang)
        {
            Some(existing) => *existing = progress,
            None => lessons.push(progress),
        }
        self.dirty = true;
    }

    /// Write pending changes, if any.
    pub fn flush(&mut self) {
        if self.dirty {
            self.save();
        }
    }

    pub fn lesson(&self, lesson_id: &str, lang: &str) -> Option<&LessonProgress> {
        self.records
            .lessons
            .iter()
            .find(|l| l.lesson_id == lesson_id && l.lang == lang)
    }

    /// Write the records now; on failure, say so once and keep going.
    pub fn save(&mut self) {
        let Some(dir) = self.dir.clone() else { return };
        self.dirty = false;
        // Another bloomlab may have saved since we loaded: keep its results too.
        self.records = merged_with_disk(&dir, &self.records);
        match save_records(&dir, &self.records) {
            Ok(()) => self.unsaved = false,
            Err(err) => {
                if !self.unsaved {
                    self.notices.push(match self.lang {
                        Lang::En => format!("Could not save your results in {} ({err}): results are kept for this session only.", dir.display()),
                        Lang::Es => format!("No se pudieron guardar tus resultados en {} ({err}): los resultados se conservan solo en esta sesión.", dir.display()),
                    });
                }
                self.unsaved = true;
            }
        }
    }
}

/// Read a records file: JSON of this format's version.
pub fn parse(bytes: &[u8]) -> Result<Records, ParseProblem> {
    #[derive(Deserialize)]
    struct Versioned {
        version: Option<u32>,
    }
    let damaged = |text: String| ParseProblem::Damaged(text);
    let versioned: Versioned =
        serde_json::from_slice(bytes).map_err(|err| damaged(format!("not valid JSON: {err}")))?;
    match versioned.version {
        None => return Err(damaged("it has no format version".into())),
        Some(version) if version > FORMAT_VERSION => return Err(ParseProblem::Newer(version)),
        Some(_) => {}
    }
    serde_json::from_slice(bytes)
        .map_err(|err| damaged(format!("it does not have the expected fields: {err}")))
}

/// Why a records file could not be used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseProblem {
    /// Not JSON, or not this format.
    Damaged(String),
    /// Written by a newer bloomlab, in this format version.
    Newer(u32),
}

impl std::fmt::Display for ParseProblem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ParseProblem::Damaged(text) => f.write_str(text),
            ParseProblem::Newer(version) => write!(
                f,
                "it was written by a newer bloomlab (format {version}; this one reads {FORMAT_VERSION})"
            ),
        }
    }
}

/// Our records joined with whatever is on disk now: attempts are only ever
/// added, so the union loses nothing; for lesson progress the newer entry
/// wins. A file we cannot read adds nothing.
fn merged_with_disk(dir: &Path, ours: &Records) -> Records {
    let Some(mut merged) = fs::read(dir.join(FILE_NAME))
        .ok()
        .and_then(|bytes| parse(&bytes).ok())
    else {
        return ours.clone();
    };
    for attempt in &ours.attempts {
        if !merged.attempts.contains(attempt) {
            merged.attempts.push(attempt.clone());
        }
    }
    merged.attempts.sort_by_key(|attempt| attempt.finished_at);
    for progress in &ours.lessons {
        match merged
            .lessons
            .iter_mut()
            .find(|l| l.lesson_id == progress.lesson_id && l.lang == progress.lang)
        {
            Some(theirs) if theirs.updated_at <= progress.updated_at => *theirs = progress.clone(),
            Some(_) => {}
            None => merged.lessons.push(progress.clone()),
        }
    }
    merged.version = FORMAT_VERSION;
    merged
}

/// Move an unreadable file aside: `records.corrupt-<seconds>.json`.
fn set_aside(path: &Path) -> io::Result<PathBuf> {
    let dir = path.parent().unwrap_or(Path::new("."));
    let mut target = dir.join(format!("records.corrupt-{}.json", now()));
    let mut n = 1;
    while target.exists() {
        target = dir.join(format!("records.corrupt-{}-{n}.json", now()));
        n += 1;
    }
    fs::rename(path, &target)?;
    Ok(target)
}

/// Save records into `dir` atomically (creating the folder if needed).
pub fn save_records(dir: &Path, records: &Records) -> io::Result<()> {
    fs::create_dir_all(dir)?;
    let bytes = serde_json::to_vec_pretty(records).map_err(io::Error::other)?;
    stage(dir, &bytes)?.commit()?;
    remove_stray_temporaries(dir);
    Ok(())
}

/// A written and synced temporary file, not yet in place.
pub struct Staged {
    temp: PathBuf,
    target: PathBuf,
}

/// Write `bytes` to a new temporary file beside the records and sync it.
/// Until `commit`, the records file is untouched; a crash here leaves only
/// a stray temporary, which loading ignores and the next save removes.
pub fn stage(dir: &Path, bytes: &[u8]) -> io::Result<Staged> {
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    let temp = dir.join(format!(
        "{TEMP_PREFIX}{}-{}",
        std::process::id(),
        COUNTER.fetch_add(1, Ordering::Relaxed)
    ));
    let mut file = OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(&temp)?;
    let written = file.write_all(bytes).and_then(|()| file.sync_all());
    if let Err(err) = written {
        let _ = fs::remove_file(&temp);
        return Err(err);
    }
    Ok(Staged {
        temp,
        target: dir.join(FILE_NAME),
    })
}

impl Staged {
    /// Rename over the records file, then sync the folder so the rename
    /// itself survives a power cut.
    pub fn commit(self) -> io::Result<()> {
        if let Err(err) = fs::rename(&self.temp, &self.target) {
            let _ = fs::remove_file(&self.temp);
            return Err(err);
        }
        if let Some(dir) = self.target.parent() {
            // Folders cannot be opened for syncing on every platform.
            if let Ok(handle) = File::open(dir) {
                let _ = handle.sync_all();
            }
        }
        Ok(())
    }
}

fn remove_stray_temporaries(dir: &Path) {
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        if entry.file_name().to_string_lossy().starts_with(TEMP_PREFIX) {
            let _ = fs::remove_file(entry.path());
        }
    }
}

/// One CSV row per answered question, with a header.
pub fn to_csv(records: &Records) -> String {
    let mut out = String::from(
        "finished_at,quiz_id,lang,attempt_score,attempt_max_score,seconds_taken,question_id,answer,correct,points,max_points\n",
    );
    for attempt in &records.attempts {
        for question in &attempt.questions {
            let fields = [
                format_time_utc(attempt.finished_at),
                attempt.quiz_id.clone(),
                attempt.lang.clone(),
                attempt.score.to_string(),
                attempt.max_score.to_string(),
                format!("{:.1}", attempt.seconds_taken),
                question.id.clone(),
                question.answer.clone(),
                question.correct.to_string(),
                question.points.to_string(),
                question.max_points.to_string(),
            ];
            let row: Vec<String> = fields.iter().map(|f| csv_field(f)).collect();
            out.push_str(&row.join(","));
            out.push('\n');
        }
    }
    out
}

/// Quote a CSV field when it needs it (RFC 4180).
fn csv_field(text: &str) -> String {
    // A typed answer such as =HYPERLINK(…) would run as a formula when the
    // file is opened in a spreadsheet: a leading quote keeps it text.
    // Plain numbers (-3, +5) stay as they are.
    let guarded;
    let text = if text.starts_with(['=', '+', '-', '@', '\t', '\r'])
        && !text.trim().parse::<f64>().is_ok_and(f64::is_finite)
    {
        guarded = format!("'{text}");
        guarded.as_str()
    } else {
        text
    };
    if text.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", text.replace('"', "\"\""))
    } else {
        text.to_owned()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn csv_fields_never_become_formulas() {
        assert_eq!(csv_field("=HYPERLINK(\"x\")"), "\"'=HYPERLINK(\"\"x\"\")\"");
        assert_eq!(csv_field("@SUM(A1)"), "'@SUM(A1)");
        assert_eq!(csv_field("-3"), "-3");
        assert_eq!(csv_field("+1e-4"), "+1e-4");
        assert_eq!(csv_field("-inf"), "'-inf");
        assert_eq!(csv_field("a, b"), "\"a, b\"");
    }

    #[test]
    fn dates() {
        let utc = TimeZone::UTC;
        assert_eq!(format_time(0, &utc), "1970-01-01 00:00");
        assert_eq!(format_time(1_796_025_600, &utc), "2026-11-30 08:00");
        assert_eq!(format_time(951_782_400, &utc), "2000-02-29 00:00");
        assert_eq!(format_time(u64::MAX, &utc), "?");
        // A POSIX rule, so the test needs no time-zone database.
        let madrid = TimeZone::posix("CET-1CEST,M3.5.0,M10.5.0/3").unwrap();
        assert_eq!(format_time(1_796_025_600, &madrid), "2026-11-30 09:00");
        assert_eq!(format_time(1_782_900_000, &madrid), "2026-07-01 12:00");
        assert_eq!(format_time_utc(1_796_025_600), "2026-11-30T08:00:00Z");
        assert_eq!(zone_name(&madrid, Lang::Es), "hora local");
    }

    #[test]
    fn csv_quotes_what_needs_it() {
        assert_eq!(csv_field("plain"), "plain");
        assert_eq!(csv_field("a, b"), "\"a, b\"");
        assert_eq!(csv_field("say \"hi\""), "\"say \"\"hi\"\"\"");
    }
}
