//! Reading a class's records: students' data folders, records files,
//! submissions and zips of them, each student named and told apart.

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use bloomlab::lang::Lang;
use bloomlab::records::{self, Records, Store};

use super::super::CliError;
use super::{StudentRecords, line};

/// A class as read: its students, and why each damaged file was left out.
pub(super) struct Class {
    pub(super) students: Vec<StudentRecords>,
    pub(super) left_out: Vec<String>,
}

/// The students in `paths`, told apart where two share a name, and the
/// files left out as damaged (named in the error that ends the report).
/// A path that is not there, or paths with no student at all, are an
/// error before anything is printed; a folder or file without attempts
/// is skipped with a line on stderr.
pub(super) fn read_class(paths: &[PathBuf], lang: Lang) -> Result<Class, CliError> {
    // A path that is not there is a typo: said before anything is printed.
    let missing: Vec<String> = paths
        .iter()
        .filter(|path| std::fs::symlink_metadata(path).is_err())
        .map(|path| line(&path.display().to_string()))
        .collect();
    if !missing.is_empty() {
        return Err(CliError::BadInput(bloomlab::t!(
            lang,
            "class-results-missing",
            count = missing.len(),
            paths = missing.join(", ")
        )));
    }
    // One bad file never takes the class's report with it: a folder or
    // file without attempts is skipped with a line on stderr, and a
    // damaged one is left out and named in the error that ends the report
    // (exit status 2).
    let mut class = Vec::new();
    let mut damaged = Vec::new();
    let mut empty = Vec::new();
    for path in paths {
        let loaded = load(path, lang);
        damaged.extend(loaded.damaged);
        empty.extend(loaded.empty);
        class.extend(loaded.students);
    }
    let skipped = |source: &String| bloomlab::t!(lang, "class-results-empty", path = line(source));
    if class.is_empty() {
        let problems: Vec<String> =
            damaged
                .iter()
                .map(|(_, problem)| problem.clone())
                .chain(empty.iter().map(|source| {
                    bloomlab::t!(lang, "class-results-holds-none", path = line(source))
                }))
                .collect();
        return Err(CliError::BadInput(bloomlab::t!(
            lang,
            "class-results-no-student",
            count = paths.len(),
            problems = problems.join("; ")
        )));
    }
    for source in &empty {
        eprintln!("{}", skipped(source));
    }
    tell_apart(&mut class);
    Ok(Class {
        students: class,
        left_out: damaged.into_iter().map(|(_, problem)| problem).collect(),
    })
}

/// What one path held: students, and what was skipped.
#[derive(Default)]
struct Loaded {
    students: Vec<StudentRecords>,
    /// Folders and files with no attempts.
    empty: Vec<String>,
    /// Files (or a zip's entries) that could not be read, and why.
    damaged: Vec<(String, String)>,
}

/// A data folder, a records file, a submission, a zip of them, or a
/// folder of submissions (an unzipped student folder).
fn load(path: &Path, lang: Lang) -> Loaded {
    let mut loaded = Loaded::default();
    let shown = path.display().to_string();
    let metadata = match std::fs::metadata(path) {
        Ok(metadata) => metadata,
        Err(err) => {
            let problem = bloomlab::t!(
                lang,
                "report-results-cannot-read",
                path = line(&shown),
                problem = err.to_string()
            );
            loaded.damaged.push((shown, problem));
            return loaded;
        }
    };
    if metadata.is_dir() {
        let file = path.join(records::FILE_NAME);
        if file.exists() {
            match Store::read_file(&file) {
                Ok(records) => add(&mut loaded, shown, path, None, records),
                Err(problem) => loaded.damaged.push((shown, problem.in_lang(lang))),
            }
            return loaded;
        }
        // No records file: the submissions in it, if any.
        let mut files: Vec<PathBuf> = std::fs::read_dir(path)
            .into_iter()
            .flatten()
            .flatten()
            .map(|entry| entry.path())
            .filter(|p| {
                p.extension()
                    .is_some_and(|e| e.eq_ignore_ascii_case("json"))
                    && !p
                        .file_name()
                        .is_some_and(|n| records::is_archive_name(&n.to_string_lossy()))
            })
            .collect();
        files.sort();
        if files.is_empty() {
            loaded.empty.push(shown);
        }
        for file in files {
            read_into(&mut loaded, &file, lang);
        }
        return loaded;
    }
    read_into(&mut loaded, path, lang);
    loaded
}

/// A file: a records file, a submission or a zip.
fn read_into(loaded: &mut Loaded, file: &Path, lang: Lang) {
    match records::read_handed_in(file) {
        Ok(found) => {
            loaded.empty.extend(found.empty);
            loaded
                .damaged
                .extend(found.skipped.into_iter().map(|(source, problem)| {
                    let said = format!("{source}: {}", problem.in_lang(lang));
                    (source, said)
                }));
            for handed in found.students {
                let label_from = label_path(file, &handed.source);
                add(
                    loaded,
                    handed.source,
                    &label_from,
                    handed.student,
                    handed.records,
                );
            }
        }
        Err(problem) => loaded
            .damaged
            .push((file.display().to_string(), problem.in_lang(lang))),
    }
}

/// What names a student with no name of their own: the folder of a
/// `records.json`, the file's name otherwise (`ana.json`); in a zip, the
/// entry's folder as Moodle names it ("Ana García_1234_assignsubmission_file_").
fn label_path(file: &Path, source: &str) -> PathBuf {
    let entry = source
        .strip_prefix(&file.display().to_string())
        .and_then(|rest| rest.strip_prefix(": "))
        .map(Path::new);
    match entry {
        Some(entry) => match entry.parent().and_then(Path::file_name) {
            // Moodle: "Name_id_assignsubmission_file_".
            Some(folder) => {
                let folder = folder.to_string_lossy();
                PathBuf::from(folder.split('_').next().unwrap_or(&folder))
            }
            None => entry.with_extension(""),
        },
        None if file.file_name() == Some(records::FILE_NAME.as_ref()) => file
            .parent()
            .map_or_else(|| file.to_path_buf(), Path::to_path_buf),
        None => file.with_extension(""),
    }
}

/// One student read: skipped, with a line, when it has no attempts.
fn add(
    loaded: &mut Loaded,
    source: String,
    label_from: &Path,
    named: Option<String>,
    records: Records,
) {
    // Nothing at all: skipped. Lesson progress alone is kept (a rescued
    // session's file may hold only that).
    if records.attempts.is_empty() && records.lessons.is_empty() {
        loaded.empty.push(source);
        return;
    }
    let student = student_name(&records, named, label_from, Path::new(&source));
    loaded.students.push(StudentRecords {
        student,
        path: source,
        records,
    });
}

/// Students of the same name are told apart by where they came from.
fn tell_apart(class: &mut [StudentRecords]) {
    let mut count: HashMap<String, usize> = HashMap::new();
    for student in class.iter() {
        *count.entry(student.student.clone()).or_default() += 1;
    }
    for student in class.iter_mut() {
        if count[&student.student] > 1 {
            student.student = format!("{} ({})", student.student, student.path);
        }
    }
}

/// The name in a submission; else the name given in more than half of the
/// attempts (a name given once with `--student` labels that attempt only);
/// else the folder's (or file's) name, else the path as given.
pub(super) fn student_name(
    records: &Records,
    named: Option<String>,
    label_from: &Path,
    path: &Path,
) -> String {
    if let Some(name) = named {
        return name;
    }
    given_name(records)
        .or_else(|| {
            let absolute = std::path::absolute(label_from).ok()?;
            let name = absolute
                .components()
                .rfind(|c| matches!(c, std::path::Component::Normal(_)))?;
            Some(name.as_os_str().to_string_lossy().into_owned())
        })
        .unwrap_or_else(|| path.display().to_string())
}

/// The name given in more than half of the records' attempts, if one was.
pub(super) fn given_name(records: &Records) -> Option<String> {
    let mut given: HashMap<&str, usize> = HashMap::new();
    for name in records.attempts.iter().filter_map(|a| a.student.as_deref()) {
        *given.entry(name).or_default() += 1;
    }
    given
        .into_iter()
        .filter(|(_, count)| 2 * count > records.attempts.len())
        .map(|(name, _)| name.to_owned())
        .next()
}
