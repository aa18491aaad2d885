//! A lesson or quiz in two languages tells one story: each file's twin in
//! the other language (same kind and id, or `NAME.es.yaml` beside
//! `NAME.en.yaml`) is compared with it fact by fact
//! ([`translation::compare`]), and a difference is an error at the field
//! in both files, each pointing at the other.

use std::collections::{HashMap, HashSet};
use std::path::{Path, PathBuf};

use super::check::{CheckReport, ShippedIndex, add_error, error_at};
use super::translation::{self, Mismatch};
use super::yaml::NodePath;
use super::{ContentError, Document, lang_name};
use crate::i18n::Message;
use crate::lang::Lang;
use crate::msg;

/// The file `NAME.<other language>.<same extension>` beside `path`
/// (`NAME.<lang>.yaml`), or an empty path when `path` is not so named.
fn twin_name(path: &Path, lang: Lang) -> PathBuf {
    let stem = path
        .file_stem()
        .and_then(|s| s.to_str())
        .unwrap_or_default();
    let extension = path
        .extension()
        .and_then(|e| e.to_str())
        .unwrap_or_default();
    match stem.rsplit_once('.') {
        Some((base, code)) if code == lang.code() => {
            path.with_file_name(format!("{base}.{}.{extension}", lang.other().code()))
        }
        _ => PathBuf::new(),
    }
}

/// Whether the file `NAME.<other language>.yaml` (or `.yml`) of `path`
/// was among the checked files (`checked`: their names).
fn twin_file_checked(checked: &HashSet<&str>, path: &Path, lang: Lang) -> bool {
    let Some(stem) = path.file_stem().and_then(|s| s.to_str()) else {
        return false;
    };
    let Some((base, _)) = stem.rsplit_once('.') else {
        return false;
    };
    let other = lang.other().code();
    ["yaml", "yml"].iter().any(|extension| {
        let twin = path.with_file_name(format!("{base}.{other}.{extension}"));
        checked.contains(twin.display().to_string().as_str())
    })
}

/// A checked document: its index in the report, its file, and itself.
type Checked = (usize, PathBuf, Document);

/// Report each lesson or quiz whose other language is missing (a warning)
/// or tells a different story (an error, on the second file checked).
pub(super) fn compare_languages(
    report: &mut CheckReport,
    documents: &[Checked],
    shipped: &ShippedIndex,
) {
    // Looked up by kind, id and language, and by file name: one pass each,
    // however many files a folder holds.
    let by_key: HashMap<(&'static str, &str, Lang), usize> = documents
        .iter()
        .enumerate()
        .map(|(position, (_, _, d))| ((d.kind(), d.id(), d.lang()), position))
        .collect();
    let names: Vec<String> = report.files.iter().map(|(name, _)| name.clone()).collect();
    let checked: HashSet<&str> = names.iter().map(String::as_str).collect();
    let by_file: HashMap<PathBuf, usize> = documents
        .iter()
        .enumerate()
        .map(|(position, (_, path, _))| (path.clone(), position))
        .collect();
    for (position, this) in documents.iter().enumerate() {
        let (_, path, document) = this;
        let twin = by_key.get(&(document.kind(), document.id(), document.lang().other()));
        if let Some(&twin_position) = twin {
            if twin_position < position
                && let Some(mismatch) = translation::compare(document, &documents[twin_position].2)
            {
                report_mismatch(report, this, &documents[twin_position], &mismatch);
            }
        } else if let Some(&twin_position) = by_file.get(&twin_name(path, document.lang())) {
            // NAME.es.yaml and NAME.en.yaml are one lesson or quiz in two
            // languages: each language would otherwise list both.
            if twin_position < position {
                report_other_id(report, this, &documents[twin_position]);
            }
        } else if !twin_file_checked(&checked, path, document.lang())
            && !shipped.contains_key(&(
                document.kind(),
                document.id().to_owned(),
                document.lang().other(),
            ))
        {
            // A twin that was checked and failed has its own errors, and
            // replacing shipped content in one language is an error of its
            // own (`compare_with_shipped`): neither is missing.
            report.warnings.push(ContentError::whole(
                &path.display().to_string(),
                msg!(
                    "check-no-twin",
                    kind = document.kind(),
                    id = document.id(),
                    other = lang_name(document.lang().other()),
                    lang = lang_name(document.lang())
                ),
            ));
        }
    }
}

/// `NAME.es.yaml` and `NAME.en.yaml` with different ids: an error at the
/// second one's id.
fn report_other_id(report: &mut CheckReport, this: &Checked, twin: &Checked) {
    let (index, path, document) = this;
    let (_, twin_path, twin) = twin;
    let message = msg!(
        "check-twin-other-id",
        kind = document.kind(),
        id = document.id(),
        lang = lang_name(twin.lang()),
        path = twin_path.display().to_string(),
        twin_kind = twin.kind(),
        twin_id = twin.id()
    );
    let error = error_at(path, &NodePath::default().key("id"), message);
    add_error(report, *index, error);
}

/// A difference between two versions: an error in each file, at the
/// field, naming the place in the other.
fn report_mismatch(report: &mut CheckReport, this: &Checked, twin: &Checked, mismatch: &Mismatch) {
    let (index, path, document) = this;
    let (twin_index, twin_path, twin) = twin;
    let (here_node, there_node) = mismatch_nodes(mismatch, document);
    let unworded = || msg!("check-as-is", text = "");
    let mut here_error = error_at(path, &here_node, unworded());
    let mut there_error = error_at(twin_path, &there_node, unworded());
    let place = |error: &ContentError| format!("{}:{}:{}", error.file, error.line, error.column);
    let (here_place, there_place) = (place(&here_error), place(&there_error));
    here_error.message = mismatch_message(mismatch, false, document, twin.lang(), &there_place);
    there_error.message = mismatch_message(mismatch, true, document, document.lang(), &here_place);
    add_error(report, *index, here_error);
    add_error(report, *twin_index, there_error);
}

/// The list of a document's items: `steps` or `questions`.
fn items(document: &Document) -> &'static str {
    match document {
        Document::Lesson(_) => "steps",
        Document::Quiz(_) => "questions",
    }
}

/// Where a difference is, here and there.
fn mismatch_nodes(mismatch: &Mismatch, document: &Document) -> (NodePath, NodePath) {
    let root = NodePath::default();
    let list = items(document);
    match mismatch {
        Mismatch::Item {
            index, here, there, ..
        } => {
            let base = root.key(list).index(*index);
            // A field one side does not give is pointed at where it would
            // be: its nearest part that is there.
            let node = |side: &Option<(NodePath, Message)>, other: &Option<(NodePath, Message)>| {
                let relative = side.as_ref().or(other.as_ref()).map(|(path, _)| path);
                let mut full = base.clone();
                full.0
                    .extend(relative.into_iter().flat_map(|p| p.0.iter().cloned()));
                full
            };
            (node(here, there), node(there, here))
        }
        Mismatch::Count { here, there } => {
            let at = |mine: usize, theirs: usize| {
                if mine > theirs {
                    root.key(list).index(theirs)
                } else {
                    root.key(list)
                }
            };
            (at(*here, *there), at(*there, *here))
        }
        Mismatch::Quiz { here, there } => {
            let node = |side: &Option<String>| root.key(if side.is_some() { "quiz" } else { "id" });
            (node(here), node(there))
        }
    }
}

/// A difference in words, from the version here (or, `mirrored`, from
/// the twin's side), the other version being in `other` at `place`.
fn mismatch_message(
    mismatch: &Mismatch,
    mirrored: bool,
    document: &Document,
    other: Lang,
    place: &str,
) -> Message {
    match mismatch {
        Mismatch::Item {
            index,
            field,
            here,
            there,
        } => {
            let (mine, theirs) = ordered(mirrored, here, there);
            let item = match document {
                Document::Lesson(_) => msg!("check-path-step", n = index + 1),
                Document::Quiz(_) => msg!("check-path-question", n = index + 1),
            };
            let value = |side: &Option<(NodePath, Message)>| side.as_ref().map(|(_, v)| v.clone());
            item_mismatch(item, other, field, value(mine), value(theirs), place)
        }
        Mismatch::Count { here, there } => {
            let (mine, theirs) = ordered(mirrored, here, there);
            let message = match document {
                Document::Lesson(_) => msg!("check-count-steps"),
                Document::Quiz(_) => msg!("check-count-questions"),
            };
            message
                .arg("mine", *mine)
                .arg("theirs", *theirs)
                .arg("lang", lang_name(other))
                .arg("place", place)
        }
        Mismatch::Quiz { here, there } => {
            let (mine, theirs) = ordered(mirrored, here, there);
            let name_of = |quiz: &Option<String>| {
                quiz.as_ref()
                    .map_or_else(|| msg!("check-no-quiz"), |id| msg!("check-code", text = id))
            };
            msg!(
                "check-twin-other-quiz",
                here = name_of(mine),
                there = name_of(theirs),
                lang = lang_name(other),
                place = place
            )
        }
    }
}

/// `(here, there)`, or the other way round when `mirrored`.
fn ordered<T>(mirrored: bool, here: T, there: T) -> (T, T) {
    if mirrored {
        (there, here)
    } else {
        (here, there)
    }
}

/// `step 3 does not match the Spanish version: …`, from this side.
fn item_mismatch(
    item: Message,
    other: Lang,
    field: &Message,
    here: Option<Message>,
    there: Option<Message>,
    place: &str,
) -> Message {
    let message = match (here, there) {
        (Some(here), Some(there)) => msg!("check-item-differs", here = here, there = there),
        (Some(_), None) => msg!("check-item-only-here"),
        (None, _) => msg!("check-item-only-there"),
    };
    message
        .arg("item", item)
        .arg("lang", lang_name(other))
        .arg("field", field)
        .arg("place", place)
}
