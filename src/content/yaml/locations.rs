//! Where each node of a file is: a pass over yaml-rust2's events builds
//! a tree of positions that a [`NodePath`] (`steps[2].scene.m`) walks,
//! so a problem found in the typed content is reported at its line and
//! column. The same pass refuses duplicate keys and prose cut short by a
//! comment.

use std::collections::HashMap;
use std::fmt;

use yaml_rust2::parser::{Event, Parser};
use yaml_rust2::scanner::TScalarStyle;

use super::comments::{LineIndex, cut_by_comment};
use super::{ContentError, Source};
use crate::i18n::Message;
use crate::msg;

/// One step of a path into a document.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Segment {
    Key(String),
    Index(usize),
}

/// A path such as `steps[2].scene.ops[0].positions[1]`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct NodePath(pub(crate) Vec<Segment>);

impl NodePath {
    pub(crate) fn key(&self, key: &str) -> NodePath {
        let mut next = self.clone();
        next.0.push(Segment::Key(key.to_owned()));
        next
    }

    pub(crate) fn index(&self, index: usize) -> NodePath {
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
pub(crate) struct Locations {
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
    pub(super) fn build(source: &Source) -> Result<Locations, ContentError> {
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
                    super::messages::parser_message(err.info()),
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
            let (node, field) = if starts_node {
                locations.place(&mut stack, &event, here, &mut key_names)?
            } else {
                (None, None)
            };
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

    /// Place the node `event` starts at `here` under the innermost open
    /// collection: its number (None for a key, or inside a complex key)
    /// and the nearest key above it. A key is noted as its mapping's
    /// pending key; a key given twice is an error.
    fn place(
        &mut self,
        stack: &mut [Frame],
        event: &Event,
        here: (usize, usize),
        key_names: &mut Vec<String>,
    ) -> Result<(Option<u32>, Option<u32>), ContentError> {
        match stack.last_mut() {
            None => {
                self.positions.push(here);
                Ok((Some(0), None))
            }
            Some(Frame::Seq {
                node: parent,
                field: parent_field,
                next,
            }) => {
                let node = parent.map(|p| self.child(p, Edge::Index(*next), here));
                *next += 1;
                Ok((node, *parent_field))
            }
            Some(Frame::Map {
                node: parent,
                pending_key,
                seen,
            }) => {
                if let Some(key) = pending_key.take() {
                    let node = parent.map(|p| self.child(p, Edge::Key(key), here));
                    return Ok((node, Some(key)));
                }
                // This node is a key.
                let name = match event {
                    Event::Scalar(value, ..) => value.as_str(),
                    _ => "<complex key>",
                };
                let key = self.intern(name, key_names);
                if seen.is_empty()
                    && let Some(parent) = *parent
                {
                    // A block mapping's start mark is at its first colon;
                    // its first key is where a reader looks.
                    self.positions[parent as usize] = here;
                }
                if let Some(first) = seen.insert(key, here.0) {
                    return Err(ContentError::at(
                        &self.file,
                        here.0,
                        here.1,
                        msg!("check-duplicate-key", key = name, line = first.to_string()),
                    ));
                }
                *pending_key = Some(key);
                Ok((None, None))
            }
        }
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
    pub(crate) fn position(&self, path: &NodePath) -> (usize, usize) {
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
    pub(crate) fn error(&self, path: &NodePath, message: Message) -> ContentError {
        let (line, column) = self.position(path);
        ContentError::at(&self.file, line, column, message)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
            err.message.to_string().contains("duplicate key `title`"),
            "{}",
            err.message
        );
    }

    #[test]
    fn path_display() {
        let path = NodePath::default().key("steps").index(2).key("scene");
        assert_eq!(path.to_string(), "steps[2].scene");
    }
}
