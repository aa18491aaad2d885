//! One save, apart from the session that asked for it: a [`SaveJob`]
//! holds a copy of what to write and runs anywhere (the terminal app runs
//! it on a thread of its own, so the screen never waits for another
//! session's lock); its [`SaveOutcome`] goes back to the [`Store`], which
//! takes in what the job found on disk.

use std::collections::BTreeSet;
use std::sync::Arc;

use super::archive::{self, archive_names};
use super::disk::{lock_folder, set_aside, write_locked};
use super::*;
use crate::i18n::Message;

/// What a read of a records file found.
pub(super) enum Disk {
    Missing,
    Found(Records),
    Newer(u32),
    Damaged(Message),
    /// Not a regular file, too large, no permission…
    Unreadable(io::Error),
}

pub(super) fn read_disk(path: &Path) -> Disk {
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

/// What a read or a save has to tell the student, and whether the
/// session must go on in memory only (and why).
#[derive(Debug)]
pub(super) struct Report {
    pub(crate) lang: Lang,
    pub(crate) notices: Vec<String>,
    pub(crate) memory_only: Option<Message>,
}

impl Report {
    pub(crate) fn new(lang: Lang) -> Report {
        Report {
            lang,
            notices: Vec::new(),
            memory_only: None,
        }
    }

    /// Use what a read found. Records are returned; a newer or unreadable
    /// file switches the session to memory only; a damaged file is moved
    /// aside (the caller holds the lock). Each case is reported.
    pub(crate) fn take_in(&mut self, found: Disk, path: &Path) -> Option<Records> {
        let lang = self.lang;
        match found {
            Disk::Missing => None,
            Disk::Found(records) => Some(records),
            Disk::Unreadable(err) => {
                self.notices.push(crate::t!(
                    lang,
                    "words-records-unreadable",
                    path = path.display().to_string(),
                    problem = err.to_string()
                ));
                self.memory_only = Some(crate::msg!(
                    "records-memory-unreadable",
                    error = err.to_string()
                ));
                None
            }
            Disk::Newer(version) => {
                // Never replace a newer bloomlab's file.
                self.notices.push(crate::t!(
                    lang,
                    "words-records-newer",
                    version = version.to_string()
                ));
                self.memory_only = Some(crate::msg!(
                    "records-memory-newer",
                    version = version.to_string()
                ));
                None
            }
            Disk::Damaged(problem) => {
                match set_aside(path) {
                    Ok(moved) => self.notices.push(crate::t!(
                        lang,
                        "words-records-damaged-moved",
                        problem = problem.in_lang(lang),
                        moved = moved.display().to_string()
                    )),
                    Err(err) => self.cannot_set_aside(&problem, &err),
                }
                None
            }
        }
    }

    pub(super) fn cannot_set_aside(&mut self, problem: &Message, err: &io::Error) {
        self.notices.push(crate::t!(
            self.lang,
            "words-records-cannot-set-aside",
            problem = problem.in_lang(self.lang),
            error = err.to_string()
        ));
        self.memory_only = Some(crate::msg!(
            "records-memory-damaged",
            problem = problem,
            error = err.to_string()
        ));
    }

    /// An archive that cannot be read is left as it is, and said.
    pub(super) fn unreadable_archive(&mut self, path: &Path, problem: &Message) {
        self.notices.push(crate::t!(
            self.lang,
            "words-records-archive-unreadable",
            path = path.display().to_string(),
            problem = problem.in_lang(self.lang)
        ));
    }
}

/// Why a read found no records, to word in any language.
pub(super) fn problem(found: Disk) -> Result<Option<Records>, Message> {
    match found {
        Disk::Missing => Ok(None),
        Disk::Found(records) => Ok(Some(records)),
        Disk::Newer(version) => Err(ParseProblem::Newer(version).message()),
        Disk::Damaged(problem) => Err(problem),
        Disk::Unreadable(err) => Err(io_problem(&err)),
    }
}

/// A problem only the system words (an [`io::Error`], as it gives it).
pub(super) fn io_problem(err: &io::Error) -> Message {
    crate::msg!("records-io-problem", error = err.to_string())
}

/// A save to run: a copy of the session's records and of what it knows
/// about the folder. Runs on any thread ([`SaveJob::run`]).
pub(crate) struct SaveJob {
    pub(super) dir: PathBuf,
    pub(super) records: Records,
    /// Lessons the session changed since its last save.
    pub(super) noted: HashSet<(String, String)>,
    /// Attempts already in archives: never written back to the file.
    pub(super) archived_ids: Arc<HashSet<String>>,
    pub(super) archives: BTreeSet<String>,
    pub(super) lock_wait: Duration,
    pub(super) lang: Lang,
    /// The session's change count when the job was made.
    pub(super) generation: u64,
}

/// What a save did, for [`Store::finish_save`].
#[derive(Debug)]
pub struct SaveOutcome {
    pub(super) generation: u64,
    /// The records now on disk; None when nothing was written.
    pub(super) written: Option<Records>,
    pub(super) error: Option<io::Error>,
    pub(super) report: Report,
    /// Attempts found in archives the session did not know, or moved to
    /// archives now, and those archives' names.
    pub(super) archived: Vec<QuizAttempt>,
    pub(super) archive_names: Vec<String>,
}

impl SaveOutcome {
    /// Whether the save failed (nothing was written, and the next save
    /// tries again).
    pub(crate) fn failed_to_write(&self) -> bool {
        self.error.is_some()
    }

    /// A save that could not run at all (its thread died): nothing
    /// written, tried again by the next save.
    pub(crate) fn failed(generation: u64, lang: Lang, why: &str) -> SaveOutcome {
        SaveOutcome {
            generation,
            written: None,
            error: Some(io::Error::other(why.to_owned())),
            report: Report::new(lang),
            archived: Vec::new(),
            archive_names: Vec::new(),
        }
    }
}

impl SaveJob {
    /// The session's change count this job saves up to.
    pub(crate) fn generation(&self) -> u64 {
        self.generation
    }

    /// The folder's lock is taken (`waiting` is called once if another
    /// session holds it), the file read again and merged with ours,
    /// attempts past the size cap archived, and the file replaced.
    pub(crate) fn run(self, waiting: &mut dyn FnMut()) -> SaveOutcome {
        let mut outcome = SaveOutcome {
            generation: self.generation,
            written: None,
            error: None,
            report: Report::new(self.lang),
            archived: Vec::new(),
            archive_names: Vec::new(),
        };
        match self.save(waiting, &mut outcome) {
            Ok(written) => outcome.written = written,
            Err(err) => outcome.error = Some(err),
        }
        outcome
    }

    fn save(
        &self,
        waiting: &mut dyn FnMut(),
        outcome: &mut SaveOutcome,
    ) -> io::Result<Option<Records>> {
        let dir = &self.dir;
        fs::create_dir_all(dir)?;
        let _lock = lock_folder(dir, self.lock_wait, waiting)?;
        // Archives another session made since we last looked: what they
        // hold is no longer written to the records file.
        let mut gone: HashSet<String> = HashSet::new();
        for name in archive_names(dir) {
            if self.archives.contains(&name) {
                continue;
            }
            let path = dir.join(&name);
            match problem(read_disk(&path)) {
                Ok(found) => {
                    for attempt in found.into_iter().flat_map(|r| r.attempts) {
                        gone.insert(attempt.id.clone());
                        outcome.archived.push(attempt);
                    }
                }
                Err(problem) => outcome.report.unreadable_archive(&path, &problem),
            }
            outcome.archive_names.push(name);
        }
        let path = dir.join(FILE_NAME);
        let theirs = outcome.report.take_in(read_disk(&path), &path);
        if outcome.report.memory_only.is_some() {
            return Ok(None);
        }
        let mut records = merged(theirs, &self.records, &self.noted);
        records
            .attempts
            .retain(|a| !self.archived_ids.contains(&a.id) && !gone.contains(&a.id));
        let (bytes, moved) = archive::fit(dir, &mut records)?;
        if !moved.names.is_empty() {
            outcome
                .report
                .notices
                .push(archived_notice(self.lang, dir, &moved));
            outcome.archived.extend(moved.attempts);
            outcome.archive_names.extend(moved.names);
        }
        write_locked(dir, &bytes)?;
        Ok(Some(records))
    }
}

/// One line: how many attempts went where, and that they are still read.
fn archived_notice(lang: Lang, dir: &Path, moved: &archive::Moved) -> String {
    let count = moved.attempts.len() as u64;
    crate::t!(
        lang,
        "words-records-archived",
        count = count,
        shown = crate::units::count(lang, count),
        cap = (MAX_FILE_BYTES >> 20).to_string(),
        names = moved.names.join(", "),
        dir = dir.display().to_string()
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_archive_notice_is_one_line_in_either_language() {
        let moved = archive::Moved {
            names: vec!["records.archive-2026-12-01.json".into()],
            attempts: vec![QuizAttempt::default(); 12_345],
        };
        let dir = Path::new("/data");
        assert_eq!(
            archived_notice(Lang::Es, dir, &moved),
            "Tu archivo de resultados se acercaba a su límite de 64 MiB: tus 12\u{a0}345 intentos más antiguos se movieron a records.archive-2026-12-01.json en /data. Mis resultados y `bloomlab results` los siguen leyendo."
        );
        assert!(
            archived_notice(Lang::En, dir, &moved)
                .contains("your 12,345 oldest attempts were moved")
        );
    }
}
