//! Lessons and quizzes: the formats, loading (shipped content compiled in,
//! an instructor's folder on top), and the checks behind `bloomlab check`.

pub mod expression;
pub mod formulas;
pub mod glossary;
pub mod inline;
pub mod lesson;
pub mod limits;
pub mod quiz;
pub mod scene;
pub mod spanish;
mod teaching;

pub mod translation;
mod validation;
pub mod yaml;

use std::collections::{BTreeMap, HashMap, HashSet};
use std::path::{Path, PathBuf};

use serde::Deserialize;
use serde::de::IgnoredAny;

pub use glossary::Glossary;
pub use lesson::{Lesson, StepScene};
pub use quiz::{Answer, Grade, Question, QuestionKind, QuestionType, Quiz};
pub use teaching::{experiment_line, hashing_name, shipped_glossary_problems};
pub use validation::Issue;
pub use yaml::{ContentError, Source};

use crate::lang::Lang;

mod embedded {
    include!(concat!(env!("OUT_DIR"), "/embedded.rs"));
}

/// The shipped files, as compiled in: (path, text).
pub fn shipped_files() -> &'static [(&'static str, &'static str)] {
    embedded::FILES
}

/// A parsed and validated content file.
#[derive(Clone, Debug, PartialEq)]
pub enum Document {
    Lesson(LoadedLesson),
    Quiz(LoadedQuiz),
}

#[derive(Clone, Debug, PartialEq)]
pub struct LoadedLesson {
    /// Where it came from: a path, or `(built in) lessons/…`.
    pub origin: String,
    pub lesson: Lesson,
    /// Each step's scene worked out (None for steps without one).
    pub scenes: Vec<Option<StepScene>>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct LoadedQuiz {
    pub origin: String,
    pub quiz: Quiz,
}

impl Document {
    pub fn id(&self) -> &str {
        match self {
            Document::Lesson(l) => &l.lesson.id,
            Document::Quiz(q) => &q.quiz.id,
        }
    }

    pub fn lang(&self) -> Lang {
        match self {
            Document::Lesson(l) => l.lesson.lang,
            Document::Quiz(q) => q.quiz.lang,
        }
    }

    pub fn kind(&self) -> &'static str {
        match self {
            Document::Lesson(_) => "lesson",
            Document::Quiz(_) => "quiz",
        }
    }
}

/// Just enough of a file to tell a lesson from a quiz.
#[derive(Deserialize)]
struct Probe {
    #[serde(default)]
    steps: Option<IgnoredAny>,
    #[serde(default)]
    questions: Option<IgnoredAny>,
}

const SHAPE_HINT: &str = "a lesson is a mapping with `id`, `lang`, `title` and `steps`; a quiz has `id`, `lang`, `title` and `questions`";

/// Parse and validate one file's text.
pub fn parse_document(source: &Source) -> Result<Document, Vec<ContentError>> {
    if source.is_blank() {
        return Err(vec![ContentError::at(
            &source.name,
            1,
            1,
            format!("the file is empty: {SHAPE_HINT}"),
        )]);
    }
    let probe: Probe = source.parse().map_err(|mut err| {
        if err.message.contains("expected struct Probe") {
            err.message = format!("the top level is not a mapping: {SHAPE_HINT}");
        }
        vec![err]
    })?;
    let locations = source.locate().map_err(|err| vec![err])?;
    let to_errors = |issues: Vec<Issue>| -> Vec<ContentError> {
        let mut errors: Vec<ContentError> = issues
            .into_iter()
            .map(|issue| {
                let mut error = locations.error(&issue.path, issue.message);
                if let Some(piece) = &issue.within {
                    point_within(&source.text, &mut error, piece, issue.occurrence);
                }
                error
            })
            .collect();
        errors.sort_by_key(|e| (e.line, e.column));
        errors
    };
    match (probe.steps.is_some(), probe.questions.is_some()) {
        (true, false) => {
            let mut lesson: Lesson = source.parse().map_err(|err| vec![err])?;
            let inline_issues = inline::expand_lesson(&mut lesson);
            let scenes = with_issues(lesson.validate(), inline_issues).map_err(to_errors)?;
            Ok(Document::Lesson(LoadedLesson {
                origin: source.name.clone(),
                lesson,
                scenes,
            }))
        }
        (false, true) => {
            let mut written: quiz::RawQuiz = source.parse().map_err(|err| vec![err])?;
            let inline_issues = inline::expand_quiz(&mut written);
            let quiz = with_issues(written.validate(), inline_issues).map_err(to_errors)?;
            Ok(Document::Quiz(LoadedQuiz {
                origin: source.name.clone(),
                quiz,
            }))
        }
        (true, true) => Err(vec![ContentError::at(
            &source.name,
            1,
            1,
            "this file has both `steps` and `questions`: put the lesson and the quiz in two files",
        )]),
        (false, false) if glossary::is_glossary(source) => Err(vec![ContentError::at(
            &source.name,
            1,
            1,
            "this is a glossary (it has `terms`), not a lesson or quiz to open: `bloomlab check` \
             reads it with the lessons",
        )]),
        (false, false) => Err(vec![ContentError::at(
            &source.name,
            1,
            1,
            format!("neither `steps` nor `questions` found: {SHAPE_HINT}"),
        )]),
    }
}

/// A check's result with `more` issues found before it: all of them, or
/// the result when there are none.
fn with_issues<T>(result: Result<T, Vec<Issue>>, mut more: Vec<Issue>) -> Result<T, Vec<Issue>> {
    match result {
        Ok(value) if more.is_empty() => Ok(value),
        Ok(_) => Err(more),
        Err(mut issues) => {
            more.append(&mut issues);
            Err(more)
        }
    }
}

/// Move `error` from the start of a value to `piece` inside it: its place
/// number `occurrence` (0: the first) in the file's text from there on,
/// looked for over a stretch as long as the longest text allowed (a block
/// text's lines are indented, so a little longer), and not moved when it
/// is not found there.
fn point_within(text: &str, error: &mut ContentError, piece: &str, occurrence: usize) {
    let Some(line_start) = text
        .split_inclusive('\n')
        .take(error.line.saturating_sub(1))
        .map(str::len)
        .reduce(|a, b| a + b)
        .or((error.line == 1).then_some(0))
    else {
        return;
    };
    let Some(start) = text[line_start..]
        .char_indices()
        .nth(error.column.saturating_sub(1))
        .map(|(offset, _)| line_start + offset)
    else {
        return;
    };
    let stretch: String = text[start..]
        .chars()
        .take(2 * limits::MAX_TEXT_CHARS)
        .collect();
    let Some((found, _)) = stretch.match_indices(piece).nth(occurrence) else {
        return;
    };
    let before = &text[..start + found];
    error.line = before.matches('\n').count() + 1;
    error.column = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
}

/// Read, parse and validate one file.
pub fn load_file(path: &Path) -> Result<Document, Vec<ContentError>> {
    let source = Source::read(path).map_err(|err| vec![err])?;
    let document = parse_document(&source)?;
    check_name_matches_lang(path, &source, document.lang())?;
    Ok(document)
}

/// What a content file holds once read and checked on its own.
enum Loaded {
    Document(Document),
    Glossary(Glossary),
}

/// Read, parse and check one file, a lesson, a quiz or a glossary.
fn load_any(path: &Path) -> Result<Loaded, Vec<ContentError>> {
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
                vec![ContentError::whole(&name, format!("cannot open: {err}"))],
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
                format!("cannot read the folder: {err}"),
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

/// The outcome of checking some paths: per file, its document kind or its
/// problems. Files that repeat an id and language get an error too, and so
/// do a lesson's or quiz's two languages when their structures differ.
#[derive(Debug, Default)]
pub struct CheckReport {
    pub files: Vec<(String, Result<&'static str, Vec<ContentError>>)>,
    /// Paths that gave no file to check (missing, unreadable, empty folder).
    pub paths: Vec<ContentError>,
    /// Worth knowing, not wrong: a lesson or quiz in one language only.
    pub warnings: Vec<ContentError>,
}

impl CheckReport {
    pub fn errors(&self) -> impl Iterator<Item = &ContentError> {
        self.paths.iter().chain(
            self.files
                .iter()
                .filter_map(|(_, r)| r.as_ref().err())
                .flatten(),
        )
    }

    pub fn is_valid(&self) -> bool {
        self.errors().next().is_none() && !self.files.is_empty()
    }
}

/// Check files and folders as `bloomlab check` does.
pub fn check_paths(paths: &[PathBuf]) -> CheckReport {
    check_documents(paths).0
}

/// The report, and each document that parsed with its index in
/// `report.files` (whose entry may still hold an error found across
/// files, such as a mismatched pair).
fn check_documents(paths: &[PathBuf]) -> (CheckReport, Vec<(usize, PathBuf, Document)>) {
    let mut report = CheckReport::default();
    let mut seen: BTreeMap<(String, &'static str, Lang), String> = BTreeMap::new();
    // Valid documents, with their index in `report.files`.
    let mut documents: Vec<(usize, PathBuf, Document)> = Vec::new();
    let mut visited = HashSet::new();
    let mut glossaries: Vec<(usize, PathBuf, Glossary)> = Vec::new();
    for path in paths {
        let (files, mut problems) = content_files(path);
        if files.is_empty() && problems.is_empty() {
            problems.push(ContentError::whole(
                &path.display().to_string(),
                "no .yaml or .yml files in this folder",
            ));
        }
        report.paths.append(&mut problems);
        for file in files {
            let name = file.display().to_string();
            // The same file reached twice (a folder and a file in it) is
            // checked once.
            let canonical = file.canonicalize().unwrap_or_else(|_| file.clone());
            if !visited.insert(canonical) {
                continue;
            }
            let loaded = match load_any(&file) {
                Ok(Loaded::Glossary(glossary)) => {
                    glossaries.push((report.files.len(), file, glossary));
                    report.files.push((name, Ok("glossary")));
                    continue;
                }
                Ok(Loaded::Document(document)) => Ok(document),
                Err(errors) => Err(errors),
            };
            let result = loaded.and_then(|document| {
                let key = (document.id().to_owned(), document.kind(), document.lang());
                match seen.insert(key, name.clone()) {
                    Some(first) => Err(vec![ContentError::at(
                        &name,
                        1,
                        1,
                        format!(
                            "{} `{}` in language `{}` is also defined in {first}",
                            document.kind(),
                            document.id(),
                            document.lang().code()
                        ),
                    )]),
                    None => Ok(document),
                }
            });
            match result {
                Ok(document) => {
                    documents.push((report.files.len(), file, document.clone()));
                    report.files.push((name, Ok(document.kind())));
                }
                Err(errors) => report.files.push((name, Err(errors))),
            }
        }
    }
    let shipped = shipped_index();
    compare_languages(&mut report, &documents, &shipped);
    compare_with_shipped(&mut report, &documents, &shipped);
    let lessons = teaching::LessonIndex::new(&documents);
    teaching::check_requires(&mut report, &documents, &lessons);
    check_quiz_links(&mut report, &documents, &shipped);
    teaching::check_taught(&mut report, &glossaries, &lessons);
    let merged = teaching::merged_glossaries(&glossaries);
    teaching::term_warnings(&mut report, &documents, &merged, &lessons);
    teaching::answer_warnings(&mut report, &documents);
    (report, documents)
}

/// The problem `message` at `node` of the file at `path`, located in the
/// file's text (the whole file when it cannot be read again).
fn error_at(path: &Path, node: &yaml::NodePath, message: String) -> ContentError {
    located(path, node, None, message)
}

/// `message` at `node` of the file at `path`, or within it at the
/// `occurrence`-th place of a piece of its text (`within`).
fn located(
    path: &Path,
    node: &yaml::NodePath,
    within: Option<(&str, usize)>,
    message: String,
) -> ContentError {
    let Ok(source) = Source::read(path) else {
        return ContentError::whole(&path.display().to_string(), message);
    };
    match source.locate() {
        Ok(locations) => {
            let mut error = locations.error(node, message);
            if let Some((piece, occurrence)) = within {
                point_within(&source.text, &mut error, piece, occurrence);
            }
            error
        }
        Err(_) => ContentError::whole(&path.display().to_string(), message),
    }
}

/// Record `error` against the file at `index` of the report.
fn add_error(report: &mut CheckReport, index: usize, error: ContentError) {
    let entry = &mut report.files[index].1;
    match entry {
        Ok(_) => *entry = Err(vec![error]),
        Err(errors) => errors.push(error),
    }
}

/// The shipped documents by kind, id and language: the file's path and text.
type ShippedIndex = HashMap<(&'static str, String, Lang), (&'static str, &'static str)>;

/// Enough of a shipped file to know what it holds, without checking it
/// again (the shipped files' validity is a test of this crate).
#[derive(Deserialize)]
struct Identity {
    id: String,
    lang: Lang,
    #[serde(default)]
    steps: Option<IgnoredAny>,
}

fn shipped_index() -> ShippedIndex {
    shipped_files()
        .iter()
        .filter_map(|&(path, text)| {
            let identity: Identity = serde_yaml::from_str(text).ok()?;
            let kind = if identity.steps.is_some() {
                "lesson"
            } else {
                "quiz"
            };
            Some(((kind, identity.id, identity.lang), (path, text)))
        })
        .collect()
}

/// A checked file that replaces shipped content (same kind, id and
/// language, other text) is worth a warning; replacing it in one
/// language only is an error, since students of the other language would
/// still get the shipped version, which may tell another story.
fn compare_with_shipped(
    report: &mut CheckReport,
    documents: &[(usize, PathBuf, Document)],
    shipped: &ShippedIndex,
) {
    let checked: HashSet<(&'static str, &str, Lang)> = documents
        .iter()
        .map(|(_, _, d)| (d.kind(), d.id(), d.lang()))
        .collect();
    for (index, path, document) in documents {
        let (kind, id, lang) = (document.kind(), document.id(), document.lang());
        let Some(&(shipped_path, shipped_text)) = shipped.get(&(kind, id.to_owned(), lang)) else {
            continue;
        };
        let is_the_shipped_file = std::fs::read(path).is_ok_and(|bytes| {
            bytes.strip_prefix("\u{feff}".as_bytes()).unwrap_or(&bytes) == shipped_text.as_bytes()
        });
        if is_the_shipped_file {
            continue;
        }
        let other = lang.other();
        let shipped_in_other = shipped.contains_key(&(kind, id.to_owned(), other));
        if shipped_in_other && !checked.contains(&(kind, id, other)) {
            let message = format!(
                "{kind} `{id}` replaces the shipped one ({shipped_path}) in {} only: students \
                 who choose {} would still get the shipped {kind}; give this one its own id, \
                 or replace the {} version too",
                lang.english_name(),
                other.english_name(),
                other.english_name()
            );
            let error = error_at(path, &yaml::NodePath::default().key("id"), message);
            add_error(report, *index, error);
        } else {
            report.warnings.push(ContentError::whole(
                &path.display().to_string(),
                format!(
                    "{kind} `{id}` replaces the shipped one ({shipped_path}) for {} students",
                    lang.english_name()
                ),
            ));
        }
    }
}

/// A lesson's `quiz` names a quiz that exists, shipped or checked, in
/// either language; an error at `quiz` otherwise.
fn check_quiz_links(
    report: &mut CheckReport,
    documents: &[(usize, PathBuf, Document)],
    shipped: &ShippedIndex,
) {
    let quizzes: std::collections::BTreeSet<&str> = shipped
        .keys()
        .filter(|(kind, _, _)| *kind == "quiz")
        .map(|(_, id, _)| id.as_str())
        .chain(documents.iter().filter_map(|(_, _, d)| match d {
            Document::Quiz(q) => Some(q.quiz.id.as_str()),
            Document::Lesson(_) => None,
        }))
        .collect();
    for (index, path, document) in documents {
        let Document::Lesson(loaded) = document else {
            continue;
        };
        let Some(quiz) = &loaded.lesson.quiz else {
            continue;
        };
        if quizzes.contains(quiz.as_str()) {
            continue;
        }
        let known: Vec<&str> = quizzes.iter().copied().collect();
        let message = format!(
            "`quiz` names `{quiz}`, which is not a quiz; the quizzes are: {}",
            known.join(", ")
        );
        let error = error_at(path, &yaml::NodePath::default().key("quiz"), message);
        add_error(report, *index, error);
    }
}

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
            let message = format!(
                "the file name says `{}` but the file says `lang: {}`: rename the file or fix `lang`",
                named.code(),
                lang.code()
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

/// Report each lesson or quiz whose other language is missing (a warning)
/// or tells a different story (an error, on the second file checked).
fn compare_languages(
    report: &mut CheckReport,
    documents: &[(usize, PathBuf, Document)],
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
    let by_file: HashMap<PathBuf, (usize, &PathBuf, &Document)> = documents
        .iter()
        .enumerate()
        .map(|(position, (_, path, d))| (path.clone(), (position, path, d)))
        .collect();
    for (position, (index, path, document)) in documents.iter().enumerate() {
        let name = path.display().to_string();
        let twin = by_key
            .get(&(document.kind(), document.id(), document.lang().other()))
            .map(|&at| (at, &documents[at]));
        let Some((twin_position, (_, twin_path, twin))) = twin else {
            if let Some(&(twin_position, twin_path, twin)) =
                by_file.get(&twin_name(path, document.lang()))
            {
                // NAME.es.yaml and NAME.en.yaml are one lesson or quiz in two
                // languages: each language would otherwise list both.
                if twin_position < position {
                    let message = format!(
                        "this {} has the id `{}`, but its {} version {} is the {} `{}`: the two \
                         languages of a lesson or quiz need the same id",
                        document.kind(),
                        document.id(),
                        twin.lang().english_name(),
                        twin_path.display(),
                        twin.kind(),
                        twin.id()
                    );
                    let error = error_at(path, &yaml::NodePath::default().key("id"), message);
                    add_error(report, *index, error);
                }
                continue;
            }
            // A twin that was checked and failed has its own errors; it is
            // not missing.
            if twin_file_checked(&checked, path, document.lang()) {
                continue;
            }
            // Replacing shipped content in one language is an error of its
            // own (`compare_with_shipped`).
            let shipped_key = (
                document.kind(),
                document.id().to_owned(),
                document.lang().other(),
            );
            if shipped.contains_key(&shipped_key) {
                continue;
            }
            report.warnings.push(ContentError::whole(
                &name,
                format!(
                    "{} `{}` has no {} version among the checked files; students who choose {} \
                     will see this {} one",
                    document.kind(),
                    document.id(),
                    document.lang().other().english_name(),
                    document.lang().other().english_name(),
                    document.lang().english_name()
                ),
            ));
            continue;
        };
        if twin_position > position {
            continue;
        }
        let Some(mismatch) = translation::compare(document, twin) else {
            continue;
        };
        let twin_index = documents[twin_position].0;
        let (list, item) = match document {
            Document::Lesson(_) => ("steps", "step"),
            Document::Quiz(_) => ("questions", "question"),
        };
        let root = yaml::NodePath::default();
        // (node here, node there, message here given the place there,
        // message there given the place here)
        type Message = Box<dyn Fn(Lang, &str) -> String>;
        let (here_node, there_node, here_says, there_says): (_, _, Message, Message) =
            match mismatch {
                translation::Mismatch::Item {
                    index,
                    field,
                    here,
                    there,
                } => {
                    let base = root.key(list).index(index);
                    // A field one side does not give is pointed at where it
                    // would be: its nearest part that is there.
                    let node =
                        |side: &Option<(yaml::NodePath, String)>,
                         other: &Option<(yaml::NodePath, String)>| {
                            let relative = side.as_ref().or(other.as_ref()).map(|(path, _)| path);
                            let mut full = base.clone();
                            full.0
                                .extend(relative.into_iter().flat_map(|p| p.0.iter().cloned()));
                            full
                        };
                    let (a, b) = (node(&here, &there), node(&there, &here));
                    let here_value = here.map(|(_, value)| value);
                    let there_value = there.map(|(_, value)| value);
                    let field_again = field.clone();
                    let (here_again, there_again) = (here_value.clone(), there_value.clone());
                    (
                        a,
                        b,
                        Box::new(move |other: Lang, place: &str| {
                            item_mismatch(
                                item,
                                index + 1,
                                other,
                                &field,
                                here_value.as_deref(),
                                there_value.as_deref(),
                                place,
                            )
                        }),
                        Box::new(move |other: Lang, place: &str| {
                            item_mismatch(
                                item,
                                index + 1,
                                other,
                                &field_again,
                                there_again.as_deref(),
                                here_again.as_deref(),
                                place,
                            )
                        }),
                    )
                }
                translation::Mismatch::Count { here, there } => {
                    let at = |mine: usize, theirs: usize| {
                        if mine > theirs {
                            root.key(list).index(theirs)
                        } else {
                            root.key(list)
                        }
                    };
                    let count = move |mine: usize, theirs: usize| -> Message {
                        Box::new(move |other: Lang, place: &str| {
                            format!(
                                "{mine} {list} here, but {theirs} in the {} version ({place}): \
                                 both languages need the same {list} in the same order",
                                other.english_name()
                            )
                        })
                    };
                    (
                        at(here, there),
                        at(there, here),
                        count(here, there),
                        count(there, here),
                    )
                }
                translation::Mismatch::Quiz { here, there } => {
                    let node = |side: &Option<String>| {
                        root.key(if side.is_some() { "quiz" } else { "id" })
                    };
                    let (a, b) = (node(&here), node(&there));
                    let named = move |mine: Option<String>, theirs: Option<String>| -> Message {
                        Box::new(move |other: Lang, place: &str| {
                            let name_of = |quiz: &Option<String>| {
                                quiz.as_ref()
                                    .map_or_else(|| "no quiz".to_owned(), |id| format!("`{id}`"))
                            };
                            format!(
                                "the lesson's `quiz` is {} here but {} in the {} version \
                                 ({place}): both languages must point to the same quiz",
                                name_of(&mine),
                                name_of(&theirs),
                                other.english_name()
                            )
                        })
                    };
                    (a, b, named(here.clone(), there.clone()), named(there, here))
                }
            };
        let place =
            |error: &ContentError| format!("{}:{}:{}", error.file, error.line, error.column);
        let here_at = error_at(path, &here_node, String::new());
        let there_at = error_at(twin_path, &there_node, String::new());
        let mut here_error = here_at.clone();
        here_error.message = here_says(twin.lang(), &place(&there_at));
        let mut there_error = there_at.clone();
        there_error.message = there_says(document.lang(), &place(&here_at));
        add_error(report, *index, here_error);
        add_error(report, twin_index, there_error);
    }
}

/// `step 3 does not match the Spanish version: …`, from this side.
fn item_mismatch(
    item: &str,
    number: usize,
    other: Lang,
    field: &str,
    here: Option<&str>,
    there: Option<&str>,
    place: &str,
) -> String {
    let start = format!(
        "{item} {number} does not match the {} version",
        other.english_name()
    );
    match (here, there) {
        (Some(here), Some(there)) => {
            format!("{start}: {field} is {here} here, but {there} there ({place})")
        }
        (Some(_), None) => format!("{start}: {field} is given here, but not there ({place})"),
        (None, _) => format!("{start}: {field} is not given here, but is there ({place})"),
    }
}

/// All lessons and quizzes available to a session.
#[derive(Clone, Debug, Default)]
pub struct Catalog {
    pub lessons: Vec<LoadedLesson>,
    pub quizzes: Vec<LoadedQuiz>,
}

impl Catalog {
    /// The shipped content. Its validity is a test of this crate, so a
    /// problem here is reported, not hidden.
    pub fn builtin() -> (Catalog, Vec<ContentError>) {
        let mut catalog = Catalog::default();
        let mut errors = Vec::new();
        for (path, text) in shipped_files() {
            let name = format!("(built in) {path}");
            let source = Source::from_bytes(&name, text.as_bytes().to_vec());
            // The glossaries are read by `check`, not shown.
            if source.as_ref().is_ok_and(glossary::is_glossary) {
                continue;
            }
            // tests/content.rs checks the shipped content in full.
            match source
                .map_err(|e| vec![e])
                .and_then(|s| quiz::trusting(|| parse_document(&s)))
            {
                Ok(document) => catalog.add(document),
                Err(mut problems) => errors.append(&mut problems),
            }
        }
        (catalog, errors)
    }

    /// Shipped content plus an instructor's folder (or file): a document
    /// with the same id and language as a shipped one replaces it. The
    /// folder is checked as `bloomlab check` checks it: a file with a
    /// problem, including one found across files (an es/en pair whose ids
    /// differ, shipped content replaced in one language only), is left
    /// out and its problem returned.
    pub fn with_extra(path: Option<&Path>) -> (Catalog, Vec<ContentError>) {
        let (mut catalog, mut errors) = Catalog::builtin();
        if let Some(path) = path {
            let (report, documents) = check_documents(&[path.to_path_buf()]);
            errors.extend(report.errors().cloned());
            for (index, _, document) in documents {
                if report.files[index].1.is_ok() {
                    catalog.add(document);
                }
            }
        }
        (catalog, errors)
    }

    /// Add a document, replacing one with the same id and language.
    pub fn add(&mut self, document: Document) {
        match document {
            Document::Lesson(new) => {
                self.lessons.retain(|l| {
                    !(l.lesson.id == new.lesson.id && l.lesson.lang == new.lesson.lang)
                });
                self.lessons.push(new);
            }
            Document::Quiz(new) => {
                self.quizzes
                    .retain(|q| !(q.quiz.id == new.quiz.id && q.quiz.lang == new.quiz.lang));
                self.quizzes.push(new);
            }
        }
    }

    /// The lessons to list in `lang`: each id once, in `lang` when it
    /// exists there, else in the other language.
    pub fn lessons_in(&self, lang: Lang) -> Vec<&LoadedLesson> {
        pick_language(&self.lessons, lang, |l| (&l.lesson.id, l.lesson.lang))
    }

    pub fn quizzes_in(&self, lang: Lang) -> Vec<&LoadedQuiz> {
        pick_language(&self.quizzes, lang, |q| (&q.quiz.id, q.quiz.lang))
    }

    pub fn lesson(&self, id: &str, lang: Lang) -> Option<&LoadedLesson> {
        self.lessons_in(lang)
            .into_iter()
            .find(|l| l.lesson.id == id)
    }

    pub fn quiz(&self, id: &str, lang: Lang) -> Option<&LoadedQuiz> {
        self.quizzes_in(lang).into_iter().find(|q| q.quiz.id == id)
    }
}

fn pick_language<'a, T>(
    items: &'a [T],
    lang: Lang,
    key: impl Fn(&'a T) -> (&'a String, Lang),
) -> Vec<&'a T> {
    let mut chosen: Vec<&T> = Vec::new();
    let mut at: HashMap<&String, usize> = HashMap::new();
    for item in items {
        let (id, item_lang) = key(item);
        match at.get(id) {
            Some(&i) if item_lang == lang => chosen[i] = item,
            Some(_) => {}
            None => {
                at.insert(id, chosen.len());
                chosen.push(item);
            }
        }
    }
    chosen
}
