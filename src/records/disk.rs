//! The file system side of saving: the folder's lock, the temporary file
//! written and renamed into place, setting a damaged file aside, and
//! cleaning up temporaries a crash left behind.

use super::*;

/// Move an unreadable file aside: `records.corrupt-<seconds>.json`.
pub(super) fn set_aside(path: &Path) -> io::Result<PathBuf> {
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
pub(super) struct FolderLock {
    _file: Option<File>,
}

/// Take the exclusive lock on `dir/.records.lock`, waiting at most `wait`;
/// `waiting` is called once if another process holds it. The lock file is
/// opened without following a symbolic link (a link there could make us
/// create or lock a file elsewhere) and must be a regular file. On a file
/// system without locks, go on unlocked rather than never save.
pub(super) fn lock_folder(
    dir: &Path,
    wait: Duration,
    waiting: &mut dyn FnMut(),
) -> io::Result<FolderLock> {
    let path = dir.join(LOCK_FILE_NAME);
    let failed =
        // The path alone names it (its name ends in .lock), in no language.
        |err: io::Error| io::Error::new(err.kind(), format!("{}: {err}", path.display()));
    let mut options = OpenOptions::new();
    options.read(true).write(true).create(true).truncate(false);
    #[cfg(unix)]
    {
        // A named pipe put there must not block the open, and a symbolic
        // link is not followed.
        use std::os::unix::fs::OpenOptionsExt;
        options.custom_flags(libc::O_NONBLOCK | libc::O_NOFOLLOW);
    }
    // What is there, if not a regular file, is said in words.
    let refuse = |what: &str| {
        failed(io::Error::new(
            io::ErrorKind::InvalidInput,
            format!("{what}; remove it and save again"),
        ))
    };
    let not_regular = |kind: fs::FileType| {
        if kind.is_symlink() {
            refuse("it is a symbolic link, which bloomlab does not follow")
        } else {
            refuse(&format!(
                "not a regular file ({})",
                untrusted::describe(kind)
            ))
        }
    };
    let file = options
        .open(&path)
        .map_err(|err| match fs::symlink_metadata(&path) {
            Ok(meta) if !meta.is_file() => not_regular(meta.file_type()),
            _ => failed(err),
        })?;
    let kind = file.metadata().map_err(failed)?.file_type();
    if !kind.is_file() {
        return Err(not_regular(kind));
    }
    let started = Instant::now();
    let mut pause = Duration::from_millis(1);
    let mut said = false;
    loop {
        match file.try_lock() {
            Ok(()) => return Ok(FolderLock { _file: Some(file) }),
            Err(fs::TryLockError::Error(err)) if locks_unsupported(&err) => {
                return Ok(FolderLock { _file: None });
            }
            Err(fs::TryLockError::Error(err)) => return Err(failed(err)),
            Err(fs::TryLockError::WouldBlock) => {}
        }
        if !said {
            said = true;
            waiting();
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
    let _lock = lock_folder(dir, LOCK_WAIT, &mut || {})?;
    write_locked(dir, &serialise(records)?)
}

/// Records as they are written: compact JSON (a third of the pretty
/// form's size, so a file near the read cap stays under it).
pub(super) fn serialise(records: &Records) -> io::Result<Vec<u8>> {
    serde_json::to_vec(records).map_err(io::Error::other)
}

/// Replace the records file with `bytes`; the caller holds the folder's
/// lock.
pub(super) fn write_locked(dir: &Path, bytes: &[u8]) -> io::Result<()> {
    stage(dir, bytes)?.commit()?;
    remove_stray_temporaries(dir);
    Ok(())
}

/// Write `bytes` to `path` whole or not at all: a temporary file in the
/// same folder, synced, then renamed over it (a submission, an export).
pub fn write_whole(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let dir = match path.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir,
        _ => Path::new("."),
    };
    let name = path
        .file_name()
        .ok_or_else(|| io::Error::other("the path names no file"))?
        .to_string_lossy()
        .into_owned();
    stage_as(dir, &name, bytes)?.commit()
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
    stage_as(dir, FILE_NAME, bytes)
}

/// Like [`stage`], for the file `name` in `dir` (an archive).
pub(super) fn stage_as(dir: &Path, name: &str, bytes: &[u8]) -> io::Result<Staged> {
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
        target: dir.join(name),
    })
}

impl Staged {
    /// Rename over the records file, then sync the folder so the rename
    /// itself survives a power cut.
    pub(crate) fn commit(self) -> io::Result<()> {
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
