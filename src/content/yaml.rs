//! The one place that reads YAML: size cap, text decoding, serde_yaml for
//! the typed parse, and an event pass (yaml-rust2) that finds where each
//! node is and rejects duplicate keys. Keeping it here means moving to a
//! maintained serde_yaml fork is a one-line change.

use std::collections::HashMap;
use std::fmt;
use std::path::Path;

use serde::de::DeserializeOwned;
use thiserror::Error;
use yaml_rust2::parser::{Event, Parser};
use yaml_rust2::scanner::TScalarStyle;

/// Files larger than this are refused before parsing: YAML parsing time
/// grows badly with pathological nesting, and no lesson is this long.
pub const MAX_FILE_BYTES: u64 = 1 << 20;

/// A problem in a content file, at a 1-based line and column (line 0: a
/// problem with the whole file or folder, such as a path that does not exist).
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub struct ContentError {
    pub file: String,
    pub line: usize,
    pub column: usize,
    pub message: String,
}

impl fmt::Display for ContentError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.line == 0 {
            write!(f, "{}: {}", self.file, self.message)
        } else {
            write!(
                f,
                "{}:{}:{}: {}",
                self.file, self.line, self.column, self.message
            )
        }
    }
}

impl ContentError {
    /// A problem with a whole file or folder, with no place inside it.
    pub fn whole(file: &str, message: impl Into<String>) -> Self {
        Self::at(file, 0, 0, message)
    }

    pub fn at(file: &str, line: usize, column: usize, message: impl Into<String>) -> Self {
        Self {
            file: file.to_owned(),
            line,
            column,
            message: message.into(),
        }
    }
}

/// A file's text and the name errors use for it.
#[derive(Clone, Debug)]
pub struct Source {
    pub name: String,
    pub text: String,
}

impl Source {
    /// Read a file, refusing anything but a regular file (a named pipe, a
    /// device or a socket would block or never end) and oversized, binary
    /// or non-UTF-8 files.
    pub fn read(path: &Path) -> Result<Source, ContentError> {
        let name = path.display().to_string();
        let bytes = crate::untrusted::read_regular_file(path, MAX_FILE_BYTES).map_err(|err| {
            let message = match err.kind() {
                // Not a regular file: the message says what it is.
                std::io::ErrorKind::InvalidInput => err.to_string(),
                // Over the cap, however large the file claims to be.
                std::io::ErrorKind::InvalidData => {
                    format!("the file is {err} (1 MiB): split it into several lessons or quizzes")
                }
                _ => format!("cannot read the file: {err}"),
            };
            ContentError::at(&name, 1, 1, message)
        })?;
        Source::from_bytes(&name, bytes)
    }

    /// Decode bytes as a content file: UTF-8, no NUL bytes, a leading
    /// byte-order mark dropped.
    pub fn from_bytes(name: &str, bytes: Vec<u8>) -> Result<Source, ContentError> {
        if bytes.len() as u64 > MAX_FILE_BYTES {
            return Err(ContentError::at(name, 1, 1, too_large(bytes.len() as u64)));
        }
        let text = match String::from_utf8(bytes) {
            Ok(text) => text,
            Err(err) => {
                let valid = &err.as_bytes()[..err.utf8_error().valid_up_to()];
                let (line, column) = line_column(&String::from_utf8_lossy(valid));
                return Err(ContentError::at(
                    name,
                    line,
                    column,
                    "this is not UTF-8 text (a binary file, or another encoding): save it as UTF-8",
                ));
            }
        };
        if let Some(offset) = text.find('\0') {
            let (line, column) = line_column(&text[..offset]);
            return Err(ContentError::at(
                name,
                line,
                column,
                "this is a binary file, not YAML text",
            ));
        }
        let text = text
            .strip_prefix('\u{feff}')
            .map(str::to_owned)
            .unwrap_or(text);
        if let Some((line, column, message)) = nesting_problem(&text) {
            return Err(ContentError::at(name, line, column, message));
        }
        Ok(Source {
            name: name.to_owned(),
            text,
        })
    }

    pub fn is_blank(&self) -> bool {
        self.text
            .lines()
            .all(|line| line.trim().is_empty() || line.trim_start().starts_with('#'))
    }

    /// Deserialize into `T`, turning serde_yaml's errors into plain words.
    pub fn parse<T: DeserializeOwned>(&self) -> Result<T, ContentError> {
        serde_yaml::from_str(&self.text).map_err(|err| {
            let (line, column) = err.location().map_or((1, 1), |l| (l.line(), l.column()));
            ContentError::at(&self.name, line, column, explain(&err))
        })
    }

    /// Where every node is, by path; duplicate keys are errors.
    pub fn locate(&self) -> Result<Locations, ContentError> {
        Locations::build(self)
    }
}

/// Deepest nesting accepted before parsing. The YAML parser's time grows
/// quadratically with depth, so a small file of nested brackets could hang
/// it; real lessons nest five or six levels.
const MAX_FLOW_DEPTH: usize = 64;
const MAX_INDENT: usize = 256;

/// A cheap scan for pathological nesting: bracket depth outside quotes and
/// comments, and indentation.
fn nesting_problem(text: &str) -> Option<(usize, usize, String)> {
    for (index, line) in text.lines().enumerate() {
        let indent = line.len() - line.trim_start_matches(' ').len();
        if indent > MAX_INDENT {
            return Some((
                index + 1,
                1,
                format!(
                    "indented {indent} spaces: nested too deeply for a lesson or quiz (at most {MAX_INDENT})"
                ),
            ));
        }
    }
    let (mut depth, mut line, mut column) = (0usize, 1, 0);
    let (mut single, mut double, mut comment, mut escaped) = (false, false, false, false);
    let mut previous = '\n';
    for c in text.chars() {
        column += 1;
        if c == '\n' {
            line += 1;
            column = 0;
            comment = false;
            previous = c;
            continue;
        }
        if comment {
            continue;
        }
        if double {
            if escaped {
                escaped = false;
            } else if c == '\\' {
                escaped = true;
            } else if c == '"' {
                double = false;
            }
        } else if single {
            if c == '\'' {
                single = false;
            }
        } else {
            match c {
                '#' if previous.is_whitespace() => comment = true,
                '"' => double = true,
                '\'' if !previous.is_alphanumeric() => single = true,
                '[' | '{' => {
                    depth += 1;
                    if depth > MAX_FLOW_DEPTH {
                        return Some((
                            line,
                            column,
                            format!(
                                "brackets nested more than {MAX_FLOW_DEPTH} deep: no lesson or quiz needs that"
                            ),
                        ));
                    }
                }
                ']' | '}' => depth = depth.saturating_sub(1),
                _ => {}
            }
        }
        previous = c;
    }
    None
}

fn too_large(size: u64) -> String {
    format!(
        "the file is {} bytes; content files are limited to {} bytes (1 MiB): split it into several lessons or quizzes",
        size, MAX_FILE_BYTES
    )
}

fn line_column(prefix: &str) -> (usize, usize) {
    let line = prefix.matches('\n').count() + 1;
    let column = prefix
        .rsplit('\n')
        .next()
        .map_or(0, |rest| rest.chars().count())
        + 1;
    (line, column)
}

/// serde_yaml's message without its trailing position, and its two
/// resource limits said plainly.
fn explain(err: &serde_yaml::Error) -> String {
    let text = plain_words(&humanize_path(&strip_positions(&err.to_string())));
    if text.contains("recursion limit exceeded") {
        return "nested too deeply (more than 128 levels): no lesson or quiz needs that".into();
    }
    if text.contains("repetition limit exceeded") {
        return "anchors and aliases (&, *) expand to too much data: write the content out instead"
            .into();
    }
    if text.contains("EOF while parsing") {
        return format!("{text}: the file ends in the middle of a value (is it cut short?)");
    }
    if text.contains("mapping values are not allowed") {
        return format!("{text} (a text that contains \": \" must be in quotes: \"like: this\")");
    }
    if text.contains("found character that cannot start any token") {
        return format!(
            "{text} (indent with spaces: YAML does not allow tabs; text starting with @ or ` needs quotes)"
        );
    }
    if text.contains("did not find expected key") || text.contains("did not find expected '-'") {
        return format!("{text} (check the indentation of this line against the lines above)");
    }
    text
}

/// Fields whose value is prose: a ` #` in them starts a YAML comment, which
/// silently drops the rest of the sentence.
const PROSE_FIELDS: [&str; 18] = [
    "title",
    "summary",
    "description",
    "section",
    "text",
    "reveal",
    "question",
    "prompt",
    "hint",
    "explanation",
    "feedback",
    "if_true",
    "if_false",
    "note",
    "why",
    "unit",
    "header",
    "rows",
];

/// An unquoted prose value followed on its line by ` #…`: the reader meant
/// `#1 rule` as text, YAML took it as a comment. `field` is the nearest key
/// (`text`, or `header` for a table's cells).
fn cut_by_comment(
    lines: &mut LineIndex,
    field: &str,
    value: &str,
    (line, column): (usize, usize),
) -> Option<String> {
    if !PROSE_FIELDS.contains(&field) || value.contains('\n') {
        return None;
    }
    let rest = lines.from(line, column)?.strip_prefix(value)?;
    let comment = rest.trim_start();
    (comment.starts_with('#') && rest.len() > comment.len()).then(|| {
        format!(
            "YAML reads `{}` as a comment, so `{field}` ends at «{value}»: put the whole text in quotes",
            comment.trim_end()
        )
    })
}

/// The text of a file by line and column, found without rescanning the
/// file: where each line starts, and the last place looked at (the parser
/// reports nodes in order, so the next one is usually further on the same
/// line).
struct LineIndex<'a> {
    text: &'a str,
    starts: Vec<usize>,
    /// (line, column, byte offset) of the last lookup.
    cursor: (usize, usize, usize),
}

impl<'a> LineIndex<'a> {
    fn new(text: &'a str) -> Self {
        let mut starts = vec![0];
        starts.extend(text.match_indices('\n').map(|(at, _)| at + 1));
        Self {
            text,
            starts,
            cursor: (0, 0, 0),
        }
    }

    /// The rest of 1-based `line` from 1-based (character) `column`,
    /// without its line break.
    fn from(&mut self, line: usize, column: usize) -> Option<&'a str> {
        let start = *self.starts.get(line.checked_sub(1)?)?;
        let end = self
            .starts
            .get(line)
            .map_or(self.text.len(), |next| next - 1);
        let raw = self.text.get(start..end)?;
        let raw = raw.strip_suffix('\r').unwrap_or(raw);
        let column = column.checked_sub(1)?;
        let (mut at_column, mut at_byte) = match self.cursor {
            (l, c, b) if l == line && c <= column => (c, b - start),
            _ => (0, 0),
        };
        let mut chars = raw.get(at_byte..)?.chars();
        while at_column < column {
            at_byte += chars.next()?.len_utf8();
            at_column += 1;
        }
        self.cursor = (line, column, start + at_byte);
        raw.get(at_byte..)
    }
}

/// serde_yaml starts a message with a 0-based path (`steps[0].text: …`);
/// write it as people count: `step 1 › text: …`.
fn humanize_path(text: &str) -> String {
    let Some((path, rest)) = text.split_once(": ") else {
        return text.to_owned();
    };
    let is_path = !path.is_empty()
        && path
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '-' | '.' | '[' | ']'));
    if !is_path || !path.contains(['[', '.']) {
        return text.to_owned();
    }
    let mut parts = Vec::new();
    for segment in path.split('.') {
        let mut pieces = segment.split('[');
        let name = pieces.next().unwrap_or_default();
        let indexes: Vec<usize> = pieces
            .filter_map(|p| p.strip_suffix(']')?.parse().ok())
            .collect();
        match indexes.as_slice() {
            [] => parts.push(name.to_owned()),
            [index, more @ ..] => {
                let one = name.strip_suffix('s').unwrap_or(name);
                parts.push(format!("{one} {}", index + 1));
                parts.extend(more.iter().map(|i| format!("item {}", i + 1)));
            }
        }
    }
    format!("{}: {rest}", parts.join(" › "))
}

/// serde's names for Rust types, in words an instructor uses.
fn plain_words(text: &str) -> String {
    const WORDS: [(&str, &str); 9] = [
        (" as u128", ""),
        (" as i128", ""),
        // The field's own range is checked, and said, after parsing.
        ("expected u64", "expected a whole number"),
        ("expected u32", "expected a whole number"),
        ("expected u16", "expected a whole number"),
        ("expected u8", "expected a whole number"),
        ("expected f64", "expected a number"),
        ("expected a boolean", "expected true or false"),
        ("unknown variant", "unknown value"),
    ];
    WORDS
        .iter()
        .fold(text.to_owned(), |text, (from, to)| text.replace(from, to))
}

/// serde_yaml repeats the position inside its message ("at line 3 column
/// 5"); the error already carries it, so drop every copy.
fn strip_positions(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find(" at line ") {
        out.push_str(&rest[..at]);
        let tail = &rest[at + " at line ".len()..];
        let digits = tail.chars().take_while(char::is_ascii_digit).count();
        let after_line = &tail[digits..];
        match after_line.strip_prefix(" column ") {
            Some(column) if digits > 0 => {
                let column_digits = column.chars().take_while(char::is_ascii_digit).count();
                rest = &column[column_digits..];
            }
            _ => {
                out.push_str(" at line ");
                rest = tail;
            }
        }
    }
    out.push_str(rest);
    out
}

/// One step of a path into a document.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Segment {
    Key(String),
    Index(usize),
}

/// A path such as `steps[2].scene.ops[0].positions[1]`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct NodePath(pub Vec<Segment>);

impl NodePath {
    pub fn key(&self, key: &str) -> NodePath {
        let mut next = self.clone();
        next.0.push(Segment::Key(key.to_owned()));
        next
    }

    pub fn index(&self, index: usize) -> NodePath {
        let mut next = self.clone();
        next.0.push(Segment::Index(index));
        next
    }
}

impl fmt::Display for NodePath {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, segment) in self.0.iter().enumerate() {
            match segment {
                Segment::Key(key) if i == 0 => write!(f, "{key}")?,
                Segment::Key(key) => write!(f, ".{key}")?,
                Segment::Index(index) => write!(f, "[{index}]")?,
            }
        }
        Ok(())
    }
}

/// Positions of nodes by path, 1-based: the document's nodes as a tree
/// (each node's children by key or index), so no path is copied per node
/// and a file of a million nodes takes memory in proportion.
#[derive(Clone, Debug, Default)]
pub struct Locations {
    file: String,
    /// The position of each node; node 0 is the document's root.
    positions: Vec<(usize, usize)>,
    /// A node's child, by the child's key or index.
    children: HashMap<(u32, Edge), u32>,
    /// Every key seen, numbered.
    keys: HashMap<String, u32>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Edge {
    Key(u32),
    Index(usize),
}

/// A mapping or sequence being read. `node` is None inside a complex key
/// (a mapping or list used as a key), which nothing ever points at.
/// A list's `field` is the nearest key above it (`header`, `rows`…).
enum Frame {
    Map {
        node: Option<u32>,
        /// The key whose value comes next.
        pending_key: Option<u32>,
        /// Keys given so far, with the line of each.
        seen: HashMap<u32, usize>,
    },
    Seq {
        node: Option<u32>,
        field: Option<u32>,
        next: usize,
    },
}

impl Locations {
    fn build(source: &Source) -> Result<Locations, ContentError> {
        let mut parser = Parser::new_from_str(&source.text);
        let mut lines = LineIndex::new(&source.text);
        let mut locations = Locations {
            file: source.name.clone(),
            ..Locations::default()
        };
        let mut key_names: Vec<String> = Vec::new();
        let mut stack: Vec<Frame> = Vec::new();
        loop {
            let (event, mark) = parser.next_token().map_err(|err| {
                ContentError::at(
                    &source.name,
                    err.marker().line(),
                    err.marker().col() + 1,
                    err.info(),
                )
            })?;
            let here = (mark.line(), mark.col() + 1);
            let starts_node = matches!(
                event,
                Event::Scalar(..)
                    | Event::SequenceStart(..)
                    | Event::MappingStart(..)
                    | Event::Alias(..)
            );
            // The node this event starts (None: a key, or inside a complex
            // key) and the nearest key above it.
            let mut node = None;
            let mut field = None;
            if starts_node {
                match stack.last_mut() {
                    None => {
                        locations.positions.push(here);
                        node = Some(0);
                    }
                    Some(Frame::Seq {
                        node: parent,
                        field: parent_field,
                        next,
                    }) => {
                        field = *parent_field;
                        node = parent.map(|p| locations.child(p, Edge::Index(*next), here));
                        *next += 1;
                    }
                    Some(Frame::Map {
                        node: parent,
                        pending_key,
                        seen,
                        ..
                    }) => match pending_key.take() {
                        Some(key) => {
                            field = Some(key);
                            node = parent.map(|p| locations.child(p, Edge::Key(key), here));
                        }
                        None => {
                            // This node is a key.
                            let name = match &event {
                                Event::Scalar(value, ..) => value.as_str(),
                                _ => "<complex key>",
                            };
                            let key = locations.intern(name, &mut key_names);
                            if seen.is_empty()
                                && let Some(parent) = *parent
                            {
                                // A block mapping's start mark is at its first
                                // colon; its first key is where a reader looks.
                                locations.positions[parent as usize] = here;
                            }
                            if let Some(first) = seen.insert(key, here.0) {
                                return Err(ContentError::at(
                                    &source.name,
                                    here.0,
                                    here.1,
                                    format!(
                                        "duplicate key `{name}` (first given on line {first}): remove one"
                                    ),
                                ));
                            }
                            *pending_key = Some(key);
                        }
                    },
                }
            }
            if node.is_some()
                && let Event::Scalar(value, TScalarStyle::Plain, ..) = &event
                && let Some(field) = field
                && let Some(message) =
                    cut_by_comment(&mut lines, &key_names[field as usize], value, here)
            {
                return Err(ContentError::at(&source.name, here.0, here.1, message));
            }
            match event {
                Event::MappingStart(..) => stack.push(Frame::Map {
                    node,
                    pending_key: None,
                    seen: HashMap::new(),
                }),
                Event::SequenceStart(..) => stack.push(Frame::Seq {
                    node,
                    field,
                    next: 0,
                }),
                Event::MappingEnd | Event::SequenceEnd => {
                    stack.pop();
                }
                Event::StreamEnd => break,
                _ => {}
            }
        }
        Ok(locations)
    }

    fn intern(&mut self, name: &str, names: &mut Vec<String>) -> u32 {
        if let Some(&id) = self.keys.get(name) {
            return id;
        }
        let id = names.len() as u32;
        names.push(name.to_owned());
        self.keys.insert(name.to_owned(), id);
        id
    }

    /// The child of `parent` at `edge`, made at `here` if it is new.
    fn child(&mut self, parent: u32, edge: Edge, here: (usize, usize)) -> u32 {
        let next = self.positions.len() as u32;
        let id = *self.children.entry((parent, edge)).or_insert(next);
        if id == next {
            self.positions.push(here);
        }
        id
    }

    /// The position of `path`, or of its nearest ancestor that has one.
    pub fn position(&self, path: &NodePath) -> (usize, usize) {
        let Some(&root) = self.positions.first() else {
            return (1, 1);
        };
        let (mut node, mut position) = (0u32, root);
        for segment in &path.0 {
            let edge = match segment {
                Segment::Key(key) => match self.keys.get(key) {
                    Some(&id) => Edge::Key(id),
                    None => break,
                },
                Segment::Index(index) => Edge::Index(*index),
            };
            match self.children.get(&(node, edge)) {
                Some(&child) => {
                    node = child;
                    position = self.positions[child as usize];
                }
                None => break,
            }
        }
        position
    }

    /// An error at `path`.
    pub fn error(&self, path: &NodePath, message: impl Into<String>) -> ContentError {
        let (line, column) = self.position(path);
        ContentError::at(&self.file, line, column, message)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn serde_messages_in_plain_words() {
        assert_eq!(
            plain_words(&humanize_path(
                "steps[0].scene.ops[1].positions[2]: invalid value: integer `-1`, expected u64"
            )),
            "step 1 › scene › op 2 › position 3: invalid value: integer `-1`, expected a whole number"
        );
        assert_eq!(
            plain_words(&humanize_path(
                "questions[1].choices[0].correct: invalid type: string \"yes\", expected a boolean"
            )),
            "question 2 › choice 1 › correct: invalid type: string \"yes\", expected true or false"
        );
        assert_eq!(
            humanize_path("did not find expected key: here"),
            "did not find expected key: here"
        );
        assert_eq!(humanize_path("title: missing"), "title: missing");
    }

    fn source(text: &str) -> Source {
        Source::from_bytes("t.yaml", text.as_bytes().to_vec()).unwrap()
    }

    #[test]
    fn locations_are_one_based_and_follow_paths() {
        let s = source(
            "id: x\nsteps:\n  - title: a\n    scene:\n      ops:\n        - add: uva\n          positions: [2, 7]\n",
        );
        let at = s.locate().unwrap();
        let path = NodePath::default()
            .key("steps")
            .index(0)
            .key("scene")
            .key("ops")
            .index(0)
            .key("positions")
            .index(1);
        assert_eq!(at.position(&path), (7, 26));
        assert_eq!(at.position(&NodePath::default().key("id")), (1, 5));
        assert_eq!(
            at.position(&NodePath::default().key("steps").index(0).key("title")),
            (3, 12)
        );
        // Missing nodes fall back to their parent.
        assert_eq!(
            at.position(&NodePath::default().key("steps").index(0).key("nope")),
            (3, 5)
        );
    }

    #[test]
    fn duplicate_keys_are_reported_where_they_repeat() {
        let err = source("id: a\ntitle: x\ntitle: y\n").locate().unwrap_err();
        assert_eq!((err.line, err.column), (3, 1));
        assert!(
            err.message.contains("duplicate key `title`"),
            "{}",
            err.message
        );
    }

    #[test]
    fn bom_is_dropped_and_binary_is_refused() {
        let with_bom = Source::from_bytes("b.yaml", b"\xEF\xBB\xBFid: x\n".to_vec()).unwrap();
        assert_eq!(with_bom.text, "id: x\n");
        let err = Source::from_bytes("g.yaml", vec![b'a', b'\n', 0xFF, 0xFE, 0x00]).unwrap_err();
        assert_eq!((err.line, err.column), (2, 1));
        assert!(err.message.contains("not UTF-8"));
        let err = Source::from_bytes("n.yaml", b"id: x\0".to_vec()).unwrap_err();
        assert!(err.message.contains("binary"));
    }

    #[test]
    fn deep_nesting_is_refused_before_parsing() {
        let deep = format!("steps: {}{}", "[".repeat(300_000), "]".repeat(300_000));
        let err = Source::from_bytes("d.yaml", deep.into_bytes()).unwrap_err();
        assert_eq!((err.line, err.column), (1, 72));
        let quoted = format!("text: \"{}\"\n", "[".repeat(100));
        assert!(Source::from_bytes("q.yaml", quoted.into_bytes()).is_ok());
        let indented = format!("a:\n{}b: 1\n", " ".repeat(300));
        assert!(Source::from_bytes("i.yaml", indented.into_bytes()).is_err());
    }

    #[test]
    fn positions_are_not_repeated_in_messages() {
        assert_eq!(
            strip_positions(
                "did not find expected key at line 2 column 1, while parsing a block mapping at line 1 column 1"
            ),
            "did not find expected key, while parsing a block mapping"
        );
        assert_eq!(strip_positions("plain text"), "plain text");
    }

    #[test]
    fn path_display() {
        let path = NodePath::default().key("steps").index(2).key("scene");
        assert_eq!(path.to_string(), "steps[2].scene");
    }
}
