//! A session's records and where they are kept: loading, noting changes,
//! and saving them under the folder's lock (see the module above for what
//! is guaranteed). A save is a [`SaveJob`] that can run on another thread;
//! `save` runs it here and now.

use std::collections::BTreeSet;
use std::sync::Arc;

use super::archive::{self, archive_names};
use super::disk::lock_folder;
use super::save::{Disk, Report, SaveJob, SaveOutcome, io_problem, problem, read_disk};
use super::*;
use crate::i18n::Message;

/// The records of a session and where they are kept.
#[derive(Debug)]
pub struct Store {
    /// Where saves go; None: kept in memory only (`--no-save`, or a file
    /// that must not be replaced).
    dir: Option<PathBuf>,
    /// The folder the session was opened on (None for `--no-save`): where
    /// results were meant to go, even once the session is memory only.
    home: Option<PathBuf>,
    /// The records file's records and this session's.
    pub records: Records,
    /// Attempts moved to archive files, oldest first: shown, and never
    /// written back to the records file.
    archived: Vec<QuizAttempt>,
    archived_ids: Arc<HashSet<String>>,
    /// The archive files read so far.
    archives: BTreeSet<String>,
    /// Things to tell the student once (a file set aside, a folder that
    /// cannot be written).
    pub notices: Vec<String>,
    /// The last save failed: results are only in memory.
    pub unsaved: bool,
    /// Why results are not saved, for the line printed at quit.
    problem: Option<Message>,
    /// Changes made (each attempt or lesson noted counts one) and how many
    /// of them are on disk: lesson progress waits for `flush`, and a
    /// failed save is tried again by the next one.
    changes: u64,
    saved: u64,
    /// Lessons (id, language) this session changed since its last save,
    /// with the change that did: only these may replace another session's
    /// progress. The others are copies picked up by an earlier merge, and
    /// stale once another session moves on (even within the same second).
    noted: HashMap<(String, String), u64>,
    /// Attempts of this session not yet saved, with their change.
    recorded: Vec<(u64, String)>,
    /// Language of the notices.
    lang: Lang,
    /// How long a save waits for another session's lock.
    lock_wait: Duration,
    /// The name the student gave, kept with each attempt.
    student: Option<String>,
}

/// What a session could not save, for the line printed when it ends.
#[derive(Clone, Debug, PartialEq)]
pub struct NotSaved {
    /// The records file it was meant for.
    pub file: PathBuf,
    pub problem: String,
    pub attempts: usize,
    pub lessons: usize,
}

impl Store {
    /// Records kept in memory only.
    pub fn in_memory() -> Store {
        Store {
            dir: None,
            home: None,
            records: Records {
                version: FORMAT_VERSION,
                ..Records::default()
            },
            archived: Vec::new(),
            archived_ids: Arc::default(),
            archives: BTreeSet::new(),
            notices: Vec::new(),
            unsaved: false,
            problem: None,
            changes: 0,
            saved: 0,
            noted: HashMap::new(),
            recorded: Vec::new(),
            lang: Lang::En,
            lock_wait: LOCK_WAIT,
            student: None,
        }
    }

    /// Load the records in `dir`, with messages in English.
    pub fn open(dir: &Path) -> Store {
        Store::open_in(dir, Lang::En)
    }

    /// Load the records in `dir`, and its archives. Never fails: a damaged
    /// file is moved aside, a file from a newer bloomlab is left alone
    /// (and not written), a missing one starts empty; each is reported
    /// once, in `lang`.
    pub fn open_in(dir: &Path, lang: Lang) -> Store {
        let mut store = Store::in_memory();
        store.lang = lang;
        store.dir = Some(dir.to_path_buf());
        store.home = Some(dir.to_path_buf());
        let path = dir.join(FILE_NAME);
        let mut found = read_disk(&path);
        let mut report = Report::new(lang);
        // A damaged file is set aside under the lock, after reading it
        // again: another session may have replaced it meanwhile.
        let mut _lock = None;
        if let Disk::Damaged(problem) = &found {
            match lock_folder(dir, store.lock_wait, &mut || {}) {
                Ok(lock) => {
                    _lock = Some(lock);
                    found = read_disk(&path);
                }
                Err(err) => {
                    let problem = problem.clone();
                    report.cannot_set_aside(&problem, &err);
                    store.take_report(report);
                    return store;
                }
            }
        }
        if let Some(records) = report.take_in(found, &path) {
            store.records = records;
        }
        let mut archived = Vec::new();
        for name in archive_names(dir) {
            let path = dir.join(&name);
            match problem(read_disk(&path)) {
                Ok(found) => archived.extend(found.into_iter().flat_map(|r| r.attempts)),
                Err(problem) => report.unreadable_archive(&path, &problem),
            }
            store.archives.insert(name);
        }
        store.take_report(report);
        store.take_archived(archived);
        store
    }

    /// Read the records and their archives without changing anything on
    /// disk (for `bloomlab results`). Needs no lock: files are only ever
    /// replaced whole.
    pub fn read(dir: &Path) -> Result<Records, Message> {
        let path = dir.join(FILE_NAME);
        let records = problem(read_disk(&path))
            .map_err(|problem| cannot_read(&path, problem))?
            .unwrap_or_else(|| Records {
                version: FORMAT_VERSION,
                ..Records::default()
            });
        with_archives(dir, records)
    }

    /// Read one records file (any name), for a teacher collecting them:
    /// a file that is missing, unreadable or damaged is an error naming it.
    /// A `records.json` comes with the archives beside it.
    pub fn read_file(path: &Path) -> Result<Records, Message> {
        let records = match problem(read_disk(path)) {
            Ok(Some(records)) => Ok(records),
            Ok(None) => Err(crate::msg!("records-no-such-file")),
            Err(problem) => Err(problem),
        }
        .map_err(|problem| cannot_read(path, problem))?;
        match path.parent() {
            Some(dir) if path.file_name() == Some(FILE_NAME.as_ref()) => {
                with_archives(dir, records)
            }
            _ => Ok(records),
        }
    }

    pub fn dir(&self) -> Option<&Path> {
        self.dir.as_deref()
    }

    /// Every attempt: those in archives, then those in the records file
    /// and this session's.
    pub fn attempts(&self) -> impl Iterator<Item = &QuizAttempt> {
        self.archived.iter().chain(&self.records.attempts)
    }

    /// How long a save waits for another session's save to finish before
    /// giving up with a notice (default [`LOCK_WAIT`]).
    pub fn set_lock_wait(&mut self, wait: Duration) {
        self.lock_wait = wait;
    }

    /// How long a save waits for another session's save.
    pub(crate) fn lock_wait(&self) -> Duration {
        self.lock_wait
    }

    /// The student's name, saved with every attempt recorded from now on
    /// (`--student`, `BLOOMLAB_STUDENT`).
    pub fn set_student(&mut self, name: Option<String>) {
        self.student = name;
    }

    /// Keep a finished attempt (given an id if it has none, and the
    /// student's name if it has none) and save now.
    pub fn record_attempt(&mut self, attempt: QuizAttempt) {
        self.note_attempt(attempt);
        self.save();
    }

    /// Keep a finished attempt in memory; it is written by the next save
    /// (the terminal app saves at once, on another thread).
    pub(crate) fn note_attempt(&mut self, mut attempt: QuizAttempt) {
        if attempt.id.is_empty() {
            attempt.id = new_attempt_id();
        }
        if attempt.student.is_none() {
            attempt.student.clone_from(&self.student);
        }
        self.changes += 1;
        self.recorded.push((self.changes, attempt.id.clone()));
        self.records.attempts.push(attempt);
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
        self.changes += 1;
        self.noted.insert(
            (progress.lesson_id.clone(), progress.lang.clone()),
            self.changes,
        );
        let lessons = &mut self.records.lessons;
        match lessons
            .iter_mut()
            .find(|l| l.lesson_id == progress.lesson_id && l.lang == progress.lang)
        {
            Some(existing) => *existing = progress,
            None => lessons.push(progress),
        }
    }

    /// Whether there are changes not yet on disk (including a save that
    /// failed).
    pub(crate) fn pending(&self) -> bool {
        self.changes > self.saved
    }

    /// Write pending changes, if any (including a save that failed).
    pub fn flush(&mut self) {
        if self.pending() {
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
    pub(crate) fn save(&mut self) {
        if let Some(job) = self.begin_save() {
            let outcome = job.run(&mut || {});
            self.finish_save(outcome);
        }
    }

    /// A save to run, on any thread, with a copy of the records as they
    /// are now; hand its outcome to [`Store::finish_save`]. None when the
    /// session is kept in memory only.
    pub(crate) fn begin_save(&mut self) -> Option<SaveJob> {
        let dir = self.dir.clone()?;
        // Attempts added to `records` directly get their ids here.
        for attempt in &mut self.records.attempts {
            if attempt.id.is_empty() {
                attempt.id = new_attempt_id();
            }
        }
        Some(SaveJob {
            dir,
            records: self.records.clone(),
            noted: self.noted.keys().cloned().collect(),
            archived_ids: Arc::clone(&self.archived_ids),
            archives: self.archives.clone(),
            lock_wait: self.lock_wait,
            lang: self.lang,
            generation: self.changes,
        })
    }

    /// Take in what a save did: what it found on disk joins what this
    /// session noted meanwhile, and what it could not do is said once.
    pub(crate) fn finish_save(&mut self, outcome: SaveOutcome) {
        let SaveOutcome {
            generation,
            written,
            error,
            report,
            archived,
            archive_names,
        } = outcome;
        self.take_report(report);
        self.archives.extend(archive_names);
        self.take_archived(archived);
        if let Some(err) = error {
            let Some(dir) = self.dir.clone() else { return };
            if !self.unsaved {
                self.notices.push(crate::t!(
                    self.lang,
                    "words-records-cannot-save",
                    dir = dir.display().to_string(),
                    problem = err.to_string()
                ));
            }
            self.unsaved = true;
            self.problem = Some(io_problem(&err));
            return;
        }
        let Some(written) = written else { return };
        // Lessons noted after the job was made are still ours to write.
        let later: HashSet<(String, String)> = self
            .noted
            .iter()
            .filter(|(_, change)| **change > generation)
            .map(|(lesson, _)| lesson.clone())
            .collect();
        self.records = merged(Some(written), &self.records, &later);
        let archived_ids = &self.archived_ids;
        self.records
            .attempts
            .retain(|a| !archived_ids.contains(&a.id));
        self.saved = self.saved.max(generation);
        self.noted.retain(|_, change| *change > generation);
        self.recorded.retain(|(change, _)| *change > generation);
        if self.dir.is_some() {
            self.unsaved = false;
            self.problem = None;
        }
    }

    /// What this session could not save, if anything: said when it ends.
    /// None for a session meant to be kept in memory (`--no-save`).
    pub fn not_saved(&self) -> Option<NotSaved> {
        let home = self.home.as_ref()?;
        if !self.pending() {
            return None;
        }
        Some(NotSaved {
            file: home.join(FILE_NAME),
            problem: self.problem.as_ref().map_or_else(
                || crate::t!(self.lang, "records-not-written"),
                |problem| problem.in_lang(self.lang),
            ),
            attempts: self.recorded.len(),
            lessons: self.noted.len(),
        })
    }

    /// What was not saved, as a records file of its own: this session's
    /// unsaved attempts and lesson progress.
    pub(crate) fn unsaved_records(&self) -> Records {
        let ids: HashSet<&str> = self.recorded.iter().map(|(_, id)| id.as_str()).collect();
        Records {
            version: FORMAT_VERSION,
            attempts: self
                .records
                .attempts
                .iter()
                .filter(|a| ids.contains(a.id.as_str()))
                .cloned()
                .collect(),
            lessons: self
                .records
                .lessons
                .iter()
                .filter(|l| {
                    self.noted
                        .contains_key(&(l.lesson_id.clone(), l.lang.clone()))
                })
                .cloned()
                .collect(),
        }
    }

    fn take_report(&mut self, report: Report) {
        self.notices.extend(report.notices);
        if let Some(why) = report.memory_only {
            self.dir = None;
            self.unsaved = true;
            self.problem = Some(why);
        }
    }

    /// Attempts now in archives: kept apart, and out of the records file.
    fn take_archived(&mut self, mut archived: Vec<QuizAttempt>) {
        if archived.is_empty() {
            return;
        }
        let ids = Arc::make_mut(&mut self.archived_ids);
        archived.retain(|a| ids.insert(a.id.clone()));
        self.archived.append(&mut archived);
        // Stable: attempts of the same second keep their order.
        self.archived.sort_by_key(|a| a.finished_at);
        let ids = &self.archived_ids;
        self.records.attempts.retain(|a| !ids.contains(&a.id));
    }
}

/// `records` joined with the archives in `dir`; an archive that cannot
/// be read is an error naming it.
fn with_archives(dir: &Path, records: Records) -> Result<Records, Message> {
    let mut archives = Vec::new();
    for name in archive_names(dir) {
        let path = dir.join(name);
        match problem(read_disk(&path)) {
            Ok(found) => archives.extend(found),
            Err(problem) => return Err(cannot_read(&path, problem)),
        }
    }
    Ok(archive::join(records, archives))
}

/// "`path` cannot be read: `problem`", to word in any language.
pub(super) fn cannot_read(path: &Path, problem: Message) -> Message {
    crate::msg!(
        "report-results-cannot-read",
        path = path.display().to_string(),
        problem = problem
    )
}
