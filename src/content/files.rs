//! Reading content from disk: one file, or every `.yaml`/`.yml` file
//! under a folder, each parsed and checked on its own.

use std::path::{Path, PathBuf};

use super::glossary::{self, Glossary};
use super::yaml::{self, ContentError, Source};
use super::{Document, parse_document};
use crate::lang::Lang;
use crate::msg;

/// Read, parse and validate one file.
pub fn load_file(path: &Path) -> Result<Document, Vec<ContentError>> {
    let source = Source::read(path).map_err(|err| vec![err])?;
    let document = parse_document(&source)?;
    check_name_matches_lang(path, &source, document.lang())?;
    Ok(document)
}

/// What a content file holds once read and checked on its own.
pub(super) enum Loaded {
    Document(Document),
    Glossary(Glossary),
}

/// Read, parse and check one file, a lesson, a quiz or a glossary.
pub(super) fn load_any(path: &Path) -> Result<Loaded, Vec<ContentError>> {
    let source = Source::read(path).map_err(|err| vec![err])?;
    if glossary::is_glossary(&source) {
        let glossary = glossary::parse_glossary(&source)?;
        check_name_matches_lang(path, &source, glossary.lang)?;
        return Ok(Loaded::Glossary(glossary));
    }
    let document = parse_document(&source)?;
    check_name_matches_lang(path, &source, document.lang())?;
    Ok(Loaded::Document(document))
}

/// Why a path could not be opened, in the reader's language where the
/// cause is a common one: the system's own words are English («No such
/// file or directory (os error 2)» in a Spanish report: reader 31, es
/// 4.2).
fn cannot_open(err: &std::io::Error) -> crate::i18n::Message {
    match err.kind() {
        std::io::ErrorKind::NotFound => msg!("check-not-found"),
        std::io::ErrorKind::PermissionDenied => msg!("check-no-permission"),
        _ => msg!("check-cannot-open", reason = err.to_string()),
    }
}

/// Every .yaml/.yml file under `path` (or `path` itself), sorted, and the
/// folders that could not be read (each one a problem; the rest of the
/// tree is still searched). A named pipe, device or socket with a YAML name
/// is listed: reading it gives its own clear error, without blocking.
pub fn content_files(path: &Path) -> (Vec<PathBuf>, Vec<ContentError>) {
    let name = path.display().to_string();
    let metadata = match std::fs::metadata(path) {
        Ok(metadata) => metadata,
        Err(err) => {
            return (
                Vec::new(),
                vec![ContentError::whole(&name, cannot_open(&err))],
            );
        }
    };
    if !metadata.is_dir() {
        return (vec![path.to_path_buf()], Vec::new());
    }
    let mut files = Vec::new();
    let mut problems = Vec::new();
    let mut pending = vec![path.to_path_buf()];
    while let Some(dir) = pending.pop() {
        let unreadable = |err: std::io::Error| {
            ContentError::whole(
                &dir.display().to_string(),
                msg!("check-cannot-read-folder", reason = err.to_string()),
            )
        };
        let entries = match std::fs::read_dir(&dir) {
            Ok(entries) => entries,
            Err(err) => {
                problems.push(unreadable(err));
                continue;
            }
        };
        for entry in entries {
            let entry = match entry {
                Ok(entry) => entry,
                Err(err) => {
                    problems.push(unreadable(err));
                    break;
                }
            };
            let child = entry.path();
            // Not followed: a link to a folder could loop back on itself.
            let is_dir = entry.file_type().is_ok_and(|t| t.is_dir());
            if is_dir {
                pending.push(child);
            } else if child
                .extension()
                .and_then(|e| e.to_str())
                .is_some_and(|e| e.eq_ignore_ascii_case("yaml") || e.eq_ignore_ascii_case("yml"))
            {
                files.push(child);
            }
        }
    }
    files.sort();
    problems.sort_by(|a, b| a.file.cmp(&b.file));
    (files, problems)
}

/// A file named `NAME.es.yaml` must say `lang: es` (and `.en` `en`): the
/// name is what an instructor sees, and a mismatch hides a translation.
fn check_name_matches_lang(
    path: &Path,
    source: &Source,
    lang: Lang,
) -> Result<(), Vec<ContentError>> {
    let stem = path
        .file_stem()
        .and_then(|s| s.to_str())
        .unwrap_or_default();
    let named = stem
        .rsplit_once('.')
        .and_then(|(_, code)| Lang::parse(code));
    match named {
        Some(named) if named != lang => {
            let message = msg!(
                "check-file-name-lang",
                named = named.code(),
                lang = lang.code()
            );
            // The file parsed, so it can be located; the file's own text,
            // not a second read from disk.
            let error = match source.locate() {
                Ok(locations) => locations.error(&yaml::NodePath::default().key("lang"), message),
                Err(_) => ContentError::whole(&source.name, message),
            };
            Err(vec![error])
        }
        _ => Ok(()),
    }
}
