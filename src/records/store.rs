//! A session's records and where they are kept: loading, noting changes,
//! and saving them under the folder's lock (see the module above for what
//! is guaranteed).

use super::disk::{lock_folder, set_aside, write_locked};
use super::*;

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
    /// The name the student gave, kept with each attempt.
    student: Option<String>,
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
            student: None,
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

    /// Read one records file (any name), for a teacher collecting them:
    /// a file that is missing, unreadable or damaged is an error naming it.
    pub fn read_file(path: &Path) -> Result<Records, String> {
        let problem = match read_disk(path) {
            Disk::Found(records) => return Ok(records),
            Disk::Missing => "no such file".to_owned(),
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

    /// The student's name, saved with every attempt recorded from now on
    /// (`--student`, `BLOOMLAB_STUDENT`).
    pub fn set_student(&mut self, name: Option<String>) {
        self.student = name;
    }

    /// Keep a finished attempt (given an id if it has none, and the
    /// student's name if it has none) and save now.
    pub fn record_attempt(&mut self, mut attempt: QuizAttempt) {
        if attempt.id.is_empty() {
            attempt.id = new_attempt_id();
        }
        if attempt.student.is_none() {
            attempt.student.clone_from(&self.student);
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
