//! The one place that reads YAML: size cap, text decoding and a nesting
//! scan before parsing ([`Source`]), serde_yaml for the typed parse with
//! its messages in plain words (`messages`), and an event pass
//! (yaml-rust2) that finds where each node is and rejects duplicate keys
//! (`locations`) and prose cut short by a ` #` comment (`comments`).
//! Keeping it here means moving to a maintained serde_yaml fork is a
//! one-line change.

mod above;
mod comments;
mod locations;
mod messages;

use std::fmt;
use std::path::Path;

use serde::de::DeserializeOwned;
use thiserror::Error;

use crate::i18n::Message;
use crate::lang::Lang;
use crate::msg;

pub(crate) use locations::{Locations, NodePath};

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
    /// What is wrong, worded in the language that shows it.
    pub message: Message,
}

impl fmt::Display for ContentError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.in_lang(Lang::En))
    }
}

impl ContentError {
    /// A problem with a whole file or folder, with no place inside it.
    pub(crate) fn whole(file: &str, message: Message) -> Self {
        Self::at(file, 0, 0, message)
    }

    pub(crate) fn at(file: &str, line: usize, column: usize, message: Message) -> Self {
        Self {
            file: file.to_owned(),
            line,
            column,
            message,
        }
    }

    /// `file:line:column: message` (`file: message` for a whole file),
    /// the message worded in `lang`.
    pub fn in_lang(&self, lang: Lang) -> String {
        let message = self.message.in_lang(lang);
        if self.line == 0 {
            format!("{}: {message}", self.file)
        } else {
            format!("{}:{}:{}: {message}", self.file, self.line, self.column)
        }
    }
}

/// A file's text and the name errors use for it.
#[derive(Clone, Debug)]
pub struct Source {
    pub(crate) name: String,
    pub(crate) text: String,
}

impl Source {
    /// Read a file, refusing anything but a regular file (a named pipe, a
    /// device or a socket would block or never end) and oversized, binary
    /// or non-UTF-8 files.
    pub(crate) fn read(path: &Path) -> Result<Source, ContentError> {
        let name = path.display().to_string();
        let bytes = crate::untrusted::read_regular_file(path, MAX_FILE_BYTES).map_err(|err| {
            let message = match err.kind() {
                // Not a regular file: the message says what it is.
                std::io::ErrorKind::InvalidInput => msg!("check-as-is", text = err.to_string()),
                // Over the cap, however large the file claims to be.
                std::io::ErrorKind::InvalidData => {
                    let size = std::fs::metadata(path).map_or(0, |m| m.len());
                    msg!(
                        "check-file-over-cap",
                        size = size.max(MAX_FILE_BYTES + 1).to_string(),
                        limit = MAX_FILE_BYTES.to_string()
                    )
                }
                _ => msg!("check-cannot-read-file", reason = err.to_string()),
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
                return Err(ContentError::at(name, line, column, msg!("check-not-utf8")));
            }
        };
        if let Some(offset) = text.find('\0') {
            let (line, column) = line_column(&text[..offset]);
            return Err(ContentError::at(
                name,
                line,
                column,
                msg!("check-binary-file"),
            ));
        }
        let text = text
            .strip_prefix('\u{feff}')
            .map(str::to_owned)
            .unwrap_or(text);
        if let Some((line, column, message)) = nesting_problem(&text) {
            return Err(ContentError::at(name, line, column, message));
        }
        if let Some((line, column)) = expansion_problem(&text) {
            return Err(ContentError::at(name, line, column, alias_bomb()));
        }
        Ok(Source {
            name: name.to_owned(),
            text,
        })
    }

    pub(crate) fn is_blank(&self) -> bool {
        self.text
            .lines()
            .all(|line| line.trim().is_empty() || line.trim_start().starts_with('#'))
    }

    /// Deserialize into `T`, turning serde_yaml's errors into plain words.
    pub(crate) fn parse<T: DeserializeOwned>(&self) -> Result<T, ContentError> {
        serde_yaml::from_str(&self.text).map_err(|err| {
            let (line, column) = err.location().map_or((1, 1), |l| (l.line(), l.column()));
            // A `[`, `{` or quote left open is pointed at where it opened.
            if let Some((line, column, message)) =
                messages::left_open(&err, &self.text, (line, column))
            {
                return ContentError::at(&self.name, line, column, message);
            }
            // A quote not closed on its line, or a key indented as no
            // other, above where the parser tripped (reader 43, en 4.4, 4.5).
            let words = messages::strip_positions(&err.to_string());
            let problem = messages::parser_message(&words);
            if let Some((line, column, message)) =
                above::cause_above(&self.text, (line, column), &words, problem)
            {
                return ContentError::at(&self.name, line, column, message);
            }
            let text_of_line = self
                .text
                .lines()
                .nth(line.saturating_sub(1))
                .unwrap_or_default();
            ContentError::at(
                &self.name,
                line,
                column,
                messages::explain(&err, text_of_line),
            )
        })
    }

    /// Where every node is, by path; duplicate keys are errors.
    pub(crate) fn locate(&self) -> Result<Locations, ContentError> {
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
fn nesting_problem(text: &str) -> Option<(usize, usize, Message)> {
    for (index, line) in text.lines().enumerate() {
        let indent = line.len() - line.trim_start_matches(' ').len();
        if indent > MAX_INDENT {
            return Some((
                index + 1,
                1,
                msg!(
                    "check-indented-too-deeply",
                    spaces = indent,
                    limit = MAX_INDENT
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
                            msg!("check-brackets-too-deep", limit = MAX_FLOW_DEPTH),
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

/// What a file may hold once every alias is replaced by what its anchor
/// names: the largest file written out, with room for the bookkeeping of
/// many small nodes. An alias bomb (one long title repeated 200,000
/// times) is refused before anything is expanded, so reading stays far
/// below 100 MB.
pub(crate) const MAX_EXPANDED_BYTES: u64 = 8 << 20;
/// What each node counts besides its text: the parsers keep a record of
/// every node, so a million aliases of an empty node are not free.
const NODE_BYTES: u64 = 8;

/// The message for a file over [`MAX_EXPANDED_BYTES`] once expanded (the
/// parser's own limit gives it too).
pub(crate) fn alias_bomb() -> Message {
    msg!("check-alias-bomb")
}

/// Where the expanded size of `text` passes [`MAX_EXPANDED_BYTES`]: the
/// alias that does it. One pass over the parser's events, counting each
/// anchor's node (text and nodes, its own aliases expanded) once and
/// adding that size at each alias; nothing is expanded. A file the
/// parser cannot read is left to the parse, which says why.
fn expansion_problem(text: &str) -> Option<(usize, usize)> {
    use std::collections::HashMap;
    use yaml_rust2::parser::{Event, Parser};

    // Only an alias of an anchor expands (`*name` of `&name`); an alias
    // of no anchor is the parse's error. Most files have a `*` in prose
    // and no `&`, and skip this pass.
    if !text.contains('*') || !text.contains('&') {
        return None;
    }
    let mut parser = Parser::new_from_str(text);
    // Each anchor's expanded size, and the open collections' (with
    // their anchors).
    let mut anchors: HashMap<usize, u64> = HashMap::new();
    let mut open: Vec<(usize, u64)> = Vec::new();
    let mut expanded: u64 = 0;
    loop {
        let (event, mark) = parser.next_token().ok()?;
        let (size, anchor) = match event {
            Event::StreamEnd => return None,
            Event::Scalar(value, _, anchor, _) => (value.len() as u64 + NODE_BYTES, anchor),
            Event::Alias(id) => (anchors.get(&id).copied().unwrap_or(NODE_BYTES), 0),
            Event::SequenceStart(anchor, _) | Event::MappingStart(anchor, _) => {
                expanded += NODE_BYTES;
                open.push((anchor, NODE_BYTES));
                continue;
            }
            Event::SequenceEnd | Event::MappingEnd => {
                let (anchor, size) = open.pop()?;
                if anchor > 0 {
                    anchors.insert(anchor, size);
                }
                if let Some((_, parent)) = open.last_mut() {
                    *parent = parent.saturating_add(size);
                }
                continue;
            }
            _ => continue,
        };
        if anchor > 0 {
            anchors.insert(anchor, size);
        }
        if let Some((_, parent)) = open.last_mut() {
            *parent = parent.saturating_add(size);
        }
        expanded = expanded.saturating_add(size);
        if expanded > MAX_EXPANDED_BYTES {
            return Some((mark.line(), mark.col() + 1));
        }
    }
}

fn too_large(size: u64) -> Message {
    msg!(
        "check-file-too-large",
        size = size.to_string(),
        limit = MAX_FILE_BYTES.to_string()
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bom_is_dropped_and_binary_is_refused() {
        let with_bom = Source::from_bytes("b.yaml", b"\xEF\xBB\xBFid: x\n".to_vec()).unwrap();
        assert_eq!(with_bom.text, "id: x\n");
        let err = Source::from_bytes("g.yaml", vec![b'a', b'\n', 0xFF, 0xFE, 0x00]).unwrap_err();
        assert_eq!((err.line, err.column), (2, 1));
        assert!(err.message.to_string().contains("not UTF-8"));
        let err = Source::from_bytes("n.yaml", b"id: x\0".to_vec()).unwrap_err();
        assert!(err.message.to_string().contains("binary"));
    }

    /// One long anchored title and 205,000 aliases of it (the attack's
    /// 897 KB lesson) is refused at the alias that passes the limit,
    /// before anything is expanded; the same aliases of a short title
    /// are fine.
    #[test]
    fn an_alias_bomb_of_one_big_scalar_is_refused_before_expanding() {
        let title = "t".repeat(3990);
        let mut text = format!("id: x\nlang: en\ntitle: &t {title}\nsteps:\n");
        text.push_str("  - title: one\n    text: [");
        text.push_str(&vec!["*t"; 205_000].join(","));
        text.push_str("]\n");
        assert!(text.len() < MAX_FILE_BYTES as usize);
        let err = Source::from_bytes("b.yaml", text.into_bytes()).unwrap_err();
        assert_eq!(err.message, alias_bomb());
        // The limit is passed about 2,100 aliases in: 8 MiB / 3,998 bytes.
        assert_eq!(err.line, 6);
        let short = format!(
            "id: x\nlang: en\ntitle: &t T\nsteps:\n  - title: one\n    text: [{}]\n",
            vec!["*t"; 1000].join(",")
        );
        assert!(Source::from_bytes("s.yaml", short.into_bytes()).is_ok());
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
}
