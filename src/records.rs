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
//! - **Old files are read.** Version 1 files (no attempt ids) are migrated
//!   on load: each old attempt gets an id derived from its content and its
//!   occurrence among identical attempts, so two sessions migrating the
//!   same file agree. A leading byte-order mark is accepted.
//!
//! `tests/records.rs` checks each case; `tests/records_stress.rs` runs
//! eight processes saving into one folder while a reader parses the file
//! in a loop.

use std::collections::{HashMap, HashSet};
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
/// Version 2 gave every attempt an id; version 1 files are migrated.
pub const FORMAT_VERSION: u32 = 2;
pub const FILE_NAME: &str = "records.json";
/// The lock file writers hold while they read, merge and replace.
pub const LOCK_FILE_NAME: &str = ".records.lock";
/// The largest records file read. A thousand attempts of the 21-question
/// course quiz take 4.7 MB (`cargo bench --bench records`), so this is
/// room for some 14,000; a larger file is refused with a message, not
/// loaded.
pub const MAX_FILE_BYTES: u64 = 64 * 1024 * 1024;
/// How long a save waits for another session's save before giving up
/// (results stay in memory and the next save tries again).
pub const LOCK_WAIT: Duration = Duration::from_secs(10);
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
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
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
    /// Changes not yet written (lesson progress waits for `flush`, and a
    /// failed save is tried again by the next `flush`).
    dirty: bool,
    /// Lessons (id, language) this session changed since its last save:
    /// only these may replace another session's progress. The others are
    /// copies picked up by an earlier merge, and stale once another session
    /// moves on (even within the same second).
    noted: HashSet<(String, String)>,
    /// Language of the notices.
    lang: Lang,
    /// How long a save waits for another session's lock.
    lock_wait: Duration,
}

/// What a read of `records.json` found.
enum Disk {
    Missing,
    Found(Records),
    Newer(u32),
    Damaged(String),
    /// Not a regular file, too large, no permission…
    Unreadable(io::Error),
}

fn read_disk(path: &Path) -> Disk {
    match untrusted::read_regular_file(path, MAX_FILE_BYTES) {
        Err(err) if err.kind() == io::ErrorKind::NotFound => Disk::Missing,
        Err(err) => Disk::Unreadable(err),
        Ok(bytes) => match parse(&bytes) {
            Ok(records) => Disk::Found(records),
            Err(ParseProblem::Newer(version)) => Disk::Newer(version),
            Err(ParseProblem::Damaged(problem)) => Disk::Damaged(problem),
        },
    }
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
            noted: HashSet::new(),
            lang: Lang::En,
            lock_wait: LOCK_WAIT,
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
        let mut found = read_disk(&path);
        // A damaged file is set aside under the lock, after reading it
        // again: another session may have replaced it meanwhile.
        let mut _lock = None;
        if let Disk::Damaged(problem) = &found {
            match lock_folder(dir, store.lock_wait) {
                Ok(lock) => {
                    _lock = Some(lock);
                    found = read_disk(&path);
                }
                Err(err) => {
                    let problem = problem.clone();
                    store.cannot_set_aside(&problem, &err);
                    return store;
                }
            }
        }
        if let Some(records) = store.take_in(found, &path) {
            store.records = records;
        }
        store
    }

    /// Read the records without changing anything on disk (for export).
    /// Needs no lock: the file is only ever replaced whole.
    pub fn read(dir: &Path) -> Result<Records, String> {
        let path = dir.join(FILE_NAME);
        let problem = match read_disk(&path) {
            Disk::Missing => {
                return Ok(Records {
                    version: FORMAT_VERSION,
                    ..Records::default()
                });
            }
            Disk::Found(records) => return Ok(records),
            Disk::Newer(version) => ParseProblem::Newer(version).to_string(),
            Disk::Damaged(problem) => problem,
            Disk::Unreadable(err) => err.to_string(),
        };
        Err(format!("{} cannot be read: {problem}", path.display()))
    }

    pub fn dir(&self) -> Option<&Path> {
        self.dir.as_deref()
    }

    /// How long a save waits for another session's save to finish before
    /// giving up with a notice (default [`LOCK_WAIT`]).
    pub fn set_lock_wait(&mut self, wait: Duration) {
        self.lock_wait = wait;
    }

    /// Keep a finished attempt (given an id if it has none) and save now.
    pub fn record_attempt(&mut self, mut attempt: QuizAttempt) {
        if attempt.id.is_empty() {
            attempt.id = new_attempt_id();
        }
        self.records.attempts.push(attempt);
        self.dirty = true;
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
        self.noted
            .insert((progress.lesson_id.clone(), progress.lang.clone()));
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

    /// Write pending changes, if any (including a save that failed).
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

    /// Write the records now, merged with what other sessions saved; on
    /// failure, say so once, keep going, and try again at the next save
    /// or flush.
    pub fn save(&mut self) {
        let Some(dir) = self.dir.clone() else { return };
        // Attempts added to `records` directly get their ids here.
        for attempt in &mut self.records.attempts {
            if attempt.id.is_empty() {
                attempt.id = new_attempt_id();
            }
        }
        match self.save_in(&dir) {
            Ok(()) => {
                self.dirty = false;
                self.noted.clear();
                // Still false when the session went memory-only meanwhile.
                if self.dir.is_some() {
                    self.unsaved = false;
                }
            }
            Err(err) => {
                if !self.unsaved {
                    self.notices.push(match self.lang {
                        Lang::En => format!("Could not save your results in {} ({err}): results are kept for this session only.", dir.display()),
                        Lang::Es => format!("No se pudieron guardar tus resultados en {} ({err}): los resultados se conservan solo en esta sesión.", dir.display()),
                    });
                }
                self.unsaved = true;
                self.dirty = true;
            }
        }
    }

    /// Under the folder's lock: read the file again, merge, replace it.
    /// A file that turned out newer or unreadable switches the session to
    /// memory only (and is not written); a damaged one is set aside first.
    fn save_in(&mut self, dir: &Path) -> io::Result<()> {
        fs::create_dir_all(dir)?;
        let _lock = lock_folder(dir, self.lock_wait)?;
        let path = dir.join(FILE_NAME);
        let theirs = self.take_in(read_disk(&path), &path);
        if self.dir.is_none() {
            return Ok(());
        }
        self.records = merged(theirs, &self.records, &self.noted);
        write_locked(dir, &self.records)
    }

    /// Use what a read found. Records are returned; a newer or unreadable
    /// file switches the session to memory only; a damaged file is moved
    /// aside (the caller holds the lock). Each case is reported.
    fn take_in(&mut self, found: Disk, path: &Path) -> Option<Records> {
        let lang = self.lang;
        match found {
            Disk::Missing => None,
            Disk::Found(records) => Some(records),
            Disk::Unreadable(err) => {
                self.notices.push(match lang {
                    Lang::En => format!("Your saved results in {} cannot be read ({err}): results are kept for this session only.", path.display()),
                    Lang::Es => format!("No se pueden leer tus resultados guardados en {} ({err}): los resultados se conservan solo en esta sesión.", path.display()),
                });
                self.memory_only();
                None
            }
            Disk::Newer(version) => {
                // Never replace a newer bloomlab's file.
                self.notices.push(match lang {
                    Lang::En => format!("Your saved results were written by a newer bloomlab (format {version}); this one leaves them untouched and keeps this session's results in memory only."),
                    Lang::Es => format!("Tus resultados los guardó un bloomlab más nuevo (formato {version}); este no los toca y conserva los de esta sesión solo en memoria."),
                });
                self.memory_only();
                None
            }
            Disk::Damaged(problem) => {
                match set_aside(path) {
                    Ok(moved) => self.notices.push(match lang {
                        Lang::En => format!("Your saved results could not be read ({problem}). They were moved to {} and a new record was started.", moved.display()),
                        Lang::Es => format!("No se pudieron leer tus resultados guardados ({problem}). Se movieron a {} y se empezó un registro nuevo.", moved.display()),
                    }),
                    Err(err) => self.cannot_set_aside(&problem, &err),
                }
                None
            }
        }
    }

    fn cannot_set_aside(&mut self, problem: &str, err: &io::Error) {
        self.notices.push(match self.lang {
            Lang::En => format!("Your saved results could not be read ({problem}) nor moved aside ({err}): results are kept for this session only."),
            Lang::Es => format!("No se pudieron leer tus resultados ({problem}) ni apartarlos ({err}): los resultados se conservan solo en esta sesión."),
        });
        self.memory_only();
    }

    fn memory_only(&mut self) {
        self.dir = None;
        self.unsaved = true;
    }
}

/// Read a records file: JSON of this format's version or an older one
/// (migrated), with or without a byte-order mark.
pub fn parse(bytes: &[u8]) -> Result<Records, ParseProblem> {
    #[derive(Deserialize)]
    struct Versioned {
        version: Option<u32>,
    }
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    let damaged = |text: String| ParseProblem::Damaged(text);
    let versioned: Versioned =
        serde_json::from_slice(bytes).map_err(|err| damaged(format!("not valid JSON: {err}")))?;
    match versioned.version {
        None => return Err(damaged("it has no format version".into())),
        Some(version) if version > FORMAT_VERSION => return Err(ParseProblem::Newer(version)),
        Some(_) => {}
    }
    let mut records: Records = serde_json::from_slice(bytes)
        .map_err(|err| damaged(format!("it does not have the expected fields: {err}")))?;
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

/// The writers' lock on a data folder, released when dropped.
struct FolderLock {
    _file: Option<File>,
}

/// Take the exclusive lock on `dir/.records.lock`, waiting at most `wait`.
/// On a file system without locks, go on unlocked rather than never save.
fn lock_folder(dir: &Path, wait: Duration) -> io::Result<FolderLock> {
    let path = dir.join(LOCK_FILE_NAME);
    let failed =
        |err: io::Error| io::Error::new(err.kind(), format!("lock file {}: {err}", path.display()));
    let mut options = OpenOptions::new();
    options.read(true).write(true).create(true).truncate(false);
    #[cfg(unix)]
    {
        // A named pipe put there must not block the open.
        use std::os::unix::fs::OpenOptionsExt;
        options.custom_flags(libc::O_NONBLOCK);
    }
    let file = options.open(&path).map_err(failed)?;
    if !file.metadata().map_err(failed)?.is_file() {
        return Err(failed(io::Error::new(
            io::ErrorKind::InvalidInput,
            "not a regular file",
        )));
    }
    let started = Instant::now();
    let mut pause = Duration::from_millis(1);
    loop {
        match file.try_lock() {
            Ok(()) => return Ok(FolderLock { _file: Some(file) }),
            Err(fs::TryLockError::Error(err)) if locks_unsupported(&err) => {
                return Ok(FolderLock { _file: None });
            }
            Err(fs::TryLockError::Error(err)) => return Err(failed(err)),
            Err(fs::TryLockError::WouldBlock) => {}
        }
        if started.elapsed() >= wait {
            return Err(io::Error::new(
                io::ErrorKind::TimedOut,
                format!(
                    "another bloomlab has been saving in this folder for over {} s and still holds {}",
                    wait.as_secs_f64(),
                    path.display()
                ),
            ));
        }
        std::thread::sleep(pause);
        pause = (pause * 2).min(Duration::from_millis(10));
    }
}

fn locks_unsupported(err: &io::Error) -> bool {
    #[cfg(unix)]
    if err.raw_os_error() == Some(libc::ENOLCK) {
        return true;
    }
    err.kind() == io::ErrorKind::Unsupported
}

/// Save records into `dir` atomically (creating the folder if needed),
/// as they are: no merge. Takes the folder's lock like every writer.
pub fn save_records(dir: &Path, records: &Records) -> io::Result<()> {
    fs::create_dir_all(dir)?;
    let _lock = lock_folder(dir, LOCK_WAIT)?;
    write_locked(dir, records)
}

/// Replace the records file; the caller holds the folder's lock.
fn write_locked(dir: &Path, records: &Records) -> io::Result<()> {
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
/// The name is this process's own (pid, counter, random part). Until
/// `commit`, the records file is untouched; a crash here leaves only a
/// stray temporary, which loading ignores and a later save removes.
pub fn stage(dir: &Path, bytes: &[u8]) -> io::Result<Staged> {
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    let temp = dir.join(format!(
        "{TEMP_PREFIX}{}-{}-{:08x}",
        std::process::id(),
        COUNTER.fetch_add(1, Ordering::Relaxed),
        rand::random::<u32>()
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

/// Remove temporaries left by crashes; the caller holds the lock, so no
/// other writer is between writing and renaming one. Still, another
/// process's temporary goes only once it is over an hour old (an older
/// bloomlab saves without the lock), and this process's own at once.
fn remove_stray_temporaries(dir: &Path) {
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    let own = std::process::id().to_string();
    for entry in entries.flatten() {
        let name = entry.file_name();
        let Some(rest) = name
            .to_string_lossy()
            .strip_prefix(TEMP_PREFIX)
            .map(str::to_owned)
        else {
            continue;
        };
        let mine = rest.split('-').next() == Some(own.as_str());
        let stale = entry
            .metadata()
            .and_then(|meta| meta.modified())
            .ok()
            .and_then(|modified| modified.elapsed().ok())
            .is_some_and(|age| age > STALE_TEMPORARY);
        if mine || stale {
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
                seconds(attempt.seconds_taken),
                question.id.clone(),
                short_number(&question.answer).unwrap_or_else(|| question.answer.clone()),
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

/// An answer that is a number written long (1e308 as 309 digits, or more
/// digits than a double holds) in its short form: the shortest text that
/// reads back as the same number, in scientific notation below 1e-6 and
/// from 1e15 up. None for text, and for numbers already short.
pub fn short_number(text: &str) -> Option<String> {
    let trimmed = text.trim();
    let value: f64 = trimmed.parse().ok().filter(|v: &f64| v.is_finite())?;
    let magnitude = value.abs();
    let plain = value == 0.0 || (1e-6..1e15).contains(&magnitude);
    if plain && trimmed.len() <= 20 {
        return None;
    }
    Some(if plain {
        format!("{value}")
    } else {
        format!("{value:e}")
    })
}

/// Seconds with one decimal, or in scientific notation when that would be
/// absurdly long (a hand-edited file).
fn seconds(value: f64) -> String {
    if value.abs() < 1e15 {
        format!("{value:.1}")
    } else {
        format!("{value:e}")
    }
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
    fn long_numbers_are_written_short() {
        assert_eq!(short_number("1e308").as_deref(), Some("1e308"));
        let digits = format!("1{}", "0".repeat(308));
        assert_eq!(short_number(&digits).as_deref(), Some("1e308"));
        assert_eq!(short_number("-1.5e-300").as_deref(), Some("-1.5e-300"));
        assert_eq!(short_number("0.0000001").as_deref(), Some("1e-7"));
        assert_eq!(
            short_number("1234567890123456789").as_deref(),
            Some("1.2345678901234568e18")
        );
        assert_eq!(
            short_number("0.1000000000000000055511151231257827").as_deref(),
            Some("0.1")
        );
        // Short numbers stay as the student typed them; text stays text.
        assert_eq!(short_number("9.60"), None);
        assert_eq!(short_number("0"), None);
        assert_eq!(short_number("-3"), None);
        assert_eq!(short_number("inf"), None);
        assert_eq!(short_number("Ningún falso negativo"), None);
        assert_eq!(seconds(120.54), "120.5");
        assert_eq!(seconds(1e300), "1e300");
    }

    #[test]
    fn csv_quotes_what_needs_it() {
        assert_eq!(csv_field("plain"), "plain");
        assert_eq!(csv_field("a, b"), "\"a, b\"");
        assert_eq!(csv_field("say \"hi\""), "\"say \"\"hi\"\"\"");
    }
}
