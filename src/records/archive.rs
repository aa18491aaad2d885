//! Keeping the records file readable: when a save would pass the read cap
//! ([`MAX_FILE_BYTES`]), the oldest attempts move to dated archive files
//! beside it (`records.archive-2026-12-01.json`), written whole like the
//! records file (a temporary of its own, synced, renamed, the folder
//! synced) before the records file is replaced. Archives are records
//! files (the same format, attempts only) and are never rewritten: each
//! is a new name. A crash between the two renames leaves an attempt in
//! both files; readers join them by attempt id, so it counts once.

use super::disk::{serialise, stage_as};
use super::*;

/// Archive files are named `records.archive-<date>[-<n>].json`.
pub const ARCHIVE_PREFIX: &str = "records.archive-";
const ARCHIVE_SUFFIX: &str = ".json";

/// After archiving, the records file holds at most this much (half the
/// cap): room for thousands of attempts before the next archive. An
/// archive, never written again, holds up to the cap.
pub const KEEP_BYTES: u64 = MAX_FILE_BYTES / 2;

/// Whether a file name is one of our archives.
pub fn is_archive_name(name: &str) -> bool {
    name.len() > ARCHIVE_PREFIX.len() + ARCHIVE_SUFFIX.len()
        && name.starts_with(ARCHIVE_PREFIX)
        && name.ends_with(ARCHIVE_SUFFIX)
}

/// The archive files in `dir`, oldest name first.
pub(super) fn archive_names(dir: &Path) -> Vec<String> {
    let Ok(entries) = fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut names: Vec<String> = entries
        .flatten()
        .filter_map(|entry| entry.file_name().into_string().ok())
        .filter(|name| is_archive_name(name))
        .collect();
    names.sort();
    names
}

/// What a save moved to archives.
#[derive(Debug, Default)]
pub(super) struct Moved {
    pub(crate) names: Vec<String>,
    pub(crate) attempts: Vec<QuizAttempt>,
}

/// The bytes to write as the records file. When `records` would pass the
/// cap, its oldest attempts are first written to new archive files in
/// `dir` (the caller holds the folder's lock) and taken out of `records`.
/// Attempts must be oldest first, as [`merged`] leaves them.
pub(super) fn fit(dir: &Path, records: &mut Records) -> io::Result<(Vec<u8>, Moved)> {
    let bytes = serialise(records)?;
    if bytes.len() as u64 <= MAX_FILE_BYTES {
        return Ok((bytes, Moved::default()));
    }
    drop(bytes);
    // Each attempt's share of the file: its JSON and a comma.
    let sizes = records
        .attempts
        .iter()
        .map(|attempt| Ok(serde_json::to_vec(attempt).map_err(io::Error::other)?.len() as u64 + 1))
        .collect::<io::Result<Vec<u64>>>()?;
    let envelope = |lessons: &[LessonProgress]| -> io::Result<u64> {
        let empty = Records {
            version: FORMAT_VERSION,
            attempts: Vec::new(),
            lessons: lessons.to_vec(),
        };
        Ok(serialise(&empty)?.len() as u64)
    };
    let mut kept = envelope(&records.lessons)?;
    if kept > KEEP_BYTES {
        return Err(io::Error::new(
            io::ErrorKind::InvalidData,
            format!(
                "the lesson progress alone takes {kept} bytes, over the {KEEP_BYTES} a records file keeps"
            ),
        ));
    }
    // Keep the newest attempts that fit in half the cap.
    let mut split = records.attempts.len();
    while split > 0 && kept + sizes[split - 1] <= KEEP_BYTES {
        split -= 1;
        kept += sizes[split];
    }
    // The rest, oldest first, in archives of at most the cap each.
    let bare = envelope(&[])?;
    let mut chunks: Vec<std::ops::Range<usize>> = Vec::new();
    let mut start = 0;
    let mut size = bare;
    for (index, attempt_size) in sizes[..split].iter().enumerate() {
        if bare + attempt_size > MAX_FILE_BYTES {
            return Err(io::Error::new(
                io::ErrorKind::InvalidData,
                format!(
                    "one attempt takes {attempt_size} bytes, more than a records file may hold ({MAX_FILE_BYTES})"
                ),
            ));
        }
        if index > start && size + attempt_size > MAX_FILE_BYTES {
            chunks.push(start..index);
            start = index;
            size = bare;
        }
        size += attempt_size;
    }
    if start < split {
        chunks.push(start..split);
    }
    let date = format_time_utc(now()).chars().take(10).collect::<String>();
    let mut names = archive_names(dir);
    let mut moved = Moved::default();
    for chunk in chunks {
        let archive = Records {
            version: FORMAT_VERSION,
            attempts: records.attempts[chunk].to_vec(),
            lessons: Vec::new(),
        };
        let name = free_name(&date, &names);
        stage_as(dir, &name, &serialise(&archive)?)?.commit()?;
        names.push(name.clone());
        moved.names.push(name);
        moved.attempts.extend(archive.attempts);
    }
    records.attempts.drain(..split);
    Ok((serialise(records)?, moved))
}

/// `records.archive-<date>.json`, or with `-2`, `-3`… when taken.
fn free_name(date: &str, taken: &[String]) -> String {
    let mut name = format!("{ARCHIVE_PREFIX}{date}{ARCHIVE_SUFFIX}");
    let mut n = 2;
    while taken.contains(&name) {
        name = format!("{ARCHIVE_PREFIX}{date}-{n}{ARCHIVE_SUFFIX}");
        n += 1;
    }
    name
}

/// `records` with the attempts of `others` it lacks (matched by id),
/// oldest first: a records file joined with its archives.
pub(super) fn join(mut records: Records, others: Vec<Records>) -> Records {
    let mut known: HashSet<String> = records.attempts.iter().map(|a| a.id.clone()).collect();
    for other in others {
        for attempt in other.attempts {
            if known.insert(attempt.id.clone()) {
                records.attempts.push(attempt);
            }
        }
    }
    // Stable: attempts of the same second keep their order.
    records.attempts.sort_by_key(|attempt| attempt.finished_at);
    records
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn archive_names_are_dated_and_never_reused() {
        assert_eq!(
            free_name("2026-12-01", &[]),
            "records.archive-2026-12-01.json"
        );
        let taken = [
            "records.archive-2026-12-01.json".to_owned(),
            "records.archive-2026-12-01-2.json".to_owned(),
        ];
        assert_eq!(
            free_name("2026-12-01", &taken),
            "records.archive-2026-12-01-3.json"
        );
        assert!(is_archive_name("records.archive-2026-12-01-3.json"));
        assert!(!is_archive_name("records.archive-.json"));
        assert!(!is_archive_name("records.json"));
        assert!(!is_archive_name("records.corrupt-17.json"));
    }
}
