//! Bit-array scenes of a lesson: the state after each step's operations,
//! and what each operation showed (which bits, whose bits, what answer).
//! The TUI draws these; validation runs them to catch impossible stories.
//!
//! A counting scene's cells follow the counting filter's rules through
//! [`Counters`] (the same code as [`crate::filter::CountingBloomFilter`]),
//! and a word's positions come from [`crate::filter::independent_probes`].

use crate::filter::{Counters, RemoveError, independent_probes};
use crate::i18n::Message;
use crate::msg;

/// The array of a scene: bits (or 4-bit counters) and, for each cell, the
/// words whose insertion touched it, in order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SceneArray {
    pub m: u64,
    pub k: u32,
    pub counting: bool,
    pub cells: Vec<u8>,
    pub(crate) setters: Vec<Vec<String>>,
    /// Words added and not removed, in order, once per insertion (a word
    /// added twice to a counting filter needs two removals).
    pub words: Vec<String>,
    /// Words removed and not added since: a later «yes» for one is still
    /// a false positive, but «never added» would deny the removal the
    /// student just saw (reader 42, es 6.1).
    pub(crate) removed: Vec<String>,
}

impl SceneArray {
    /// Nothing set: no word, and no counter a removed word left stuck
    /// at its maximum. The playground offers e, and asks before it
    /// empties, unless the filter is blank (reader 14, en 2.4).
    pub(crate) fn is_blank(&self) -> bool {
        self.cells.iter().all(|&cell| cell == 0)
    }

    pub fn new(m: u64, k: u32, counting: bool) -> Self {
        Self {
            m,
            k,
            counting,
            cells: vec![0; m as usize],
            setters: vec![Vec::new(); m as usize],
            words: Vec::new(),
            removed: Vec::new(),
        }
    }

    /// The k positions of a word: k independently seeded hashes of its
    /// UTF-8 bytes, so every position is uniform and independent of the
    /// others, as the formulas on screen assume.
    pub fn hashed_positions(&self, word: &str) -> Vec<u64> {
        let mut positions = Vec::with_capacity(self.k as usize);
        independent_probes(word.as_bytes(), 0, self.m, self.k, &mut positions);
        positions
    }

    /// The array as a lesson draws it: the cells, `m`, `k` and
    /// `counting`, without `setters` and `words` (a copy per step of a long
    /// lesson stays as small as its cells).
    pub(crate) fn drawing(&self) -> SceneArray {
        SceneArray {
            m: self.m,
            k: self.k,
            counting: self.counting,
            cells: self.cells.clone(),
            setters: Vec::new(),
            words: Vec::new(),
            removed: Vec::new(),
        }
    }

    pub fn ones(&self) -> u64 {
        self.cells.iter().filter(|c| **c > 0).count() as u64
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ActionKind {
    Add,
    Query,
    Remove,
    Clear,
}

/// The answer to a query, and whether it was right.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum QueryAnswer {
    /// Some probed bit is 0. `was_added` true makes it a false negative
    /// (only possible after bits were cleared by hand).
    Absent {
        zero_positions: Vec<u64>,
        was_added: bool,
    },
    /// Every probed bit is 1. `was_added` false makes it a false positive;
    /// `was_removed` says the word was added once and removed since;
    /// `setters` says which earlier words set each probed bit.
    Present {
        was_added: bool,
        was_removed: bool,
        setters: Vec<(u64, Vec<String>)>,
    },
}

impl QueryAnswer {
    pub fn is_false_positive(&self) -> bool {
        matches!(
            self,
            QueryAnswer::Present {
                was_added: false,
                ..
            }
        )
    }

    pub fn is_false_negative(&self) -> bool {
        matches!(
            self,
            QueryAnswer::Absent {
                was_added: true,
                ..
            }
        )
    }
}

/// What one operation did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OpResult {
    pub kind: ActionKind,
    pub word: Option<String>,
    pub positions: Vec<u64>,
    pub answer: Option<QueryAnswer>,
    pub note: Option<String>,
    /// An addition of a word added before: its cells were set already,
    /// or its counters go up again. A removal of a word added more than
    /// once: copies of it are still in.
    pub again: bool,
    /// An addition to a plain filter whose bits were all 1 already: it
    /// changed nothing, though the word is new («mango» after the fruits:
    /// reader 18, en 4.10).
    pub all_set: bool,
}

/// Why an operation could not be applied.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum SceneProblem {
    PositionOutOfRange {
        position: u64,
        m: u64,
    },
    WrongCount {
        got: usize,
        k: u32,
    },
    RemoveNeedsCounting,
    /// `position` is below `needed`, the times the word probes it (a
    /// counter two probes share must be at least 2).
    RemoveAbsent {
        word: String,
        position: u64,
        needed: usize,
    },
}

impl SceneProblem {
    /// The problem in words, for any language.
    pub(crate) fn words(&self) -> Message {
        match self {
            SceneProblem::PositionOutOfRange { position, m } => msg!(
                "check-position-outside",
                position = position.to_string(),
                last = (m - 1).to_string(),
                m = m.to_string()
            ),
            SceneProblem::WrongCount { got, k } => msg!(
                "check-positions-count",
                k = k.to_string(),
                got = got.to_string()
            ),
            SceneProblem::RemoveNeedsCounting => msg!("check-remove-needs-counting"),
            SceneProblem::RemoveAbsent { word, position, .. } => msg!(
                "check-remove-absent",
                word = word,
                position = position.to_string()
            ),
        }
    }
}

/// Positions for a word: the explicit ones (checked) or the real hash.
pub(crate) fn positions_for(
    array: &SceneArray,
    word: &str,
    explicit: Option<&[u64]>,
) -> Result<Vec<u64>, SceneProblem> {
    match explicit {
        None => Ok(array.hashed_positions(word)),
        Some(positions) => {
            if positions.len() != array.k as usize {
                return Err(SceneProblem::WrongCount {
                    got: positions.len(),
                    k: array.k,
                });
            }
            check_in_range(array, positions)?;
            Ok(positions.to_vec())
        }
    }
}

pub(crate) fn check_in_range(array: &SceneArray, positions: &[u64]) -> Result<(), SceneProblem> {
    match positions.iter().find(|p| **p >= array.m) {
        Some(&position) => Err(SceneProblem::PositionOutOfRange {
            position,
            m: array.m,
        }),
        None => Ok(()),
    }
}

pub fn add(array: &mut SceneArray, word: &str, positions: Vec<u64>) -> OpResult {
    let all_set = !array.counting && positions.iter().all(|&p| array.cells[p as usize] != 0);
    if array.counting {
        array.cells.increment_all(positions.iter().copied());
    }
    for &position in &positions {
        if !array.counting {
            array.cells[position as usize] = 1;
        }
        let setters = &mut array.setters[position as usize];
        if !setters.iter().any(|w| w == word) {
            setters.push(word.to_owned());
        }
    }
    let again = array.words.iter().any(|w| w == word);
    array.words.push(word.to_owned());
    array.removed.retain(|w| w != word);
    OpResult {
        again,
        all_set,
        ..result(ActionKind::Add, Some(word), positions, None)
    }
}

pub(crate) fn query(array: &SceneArray, word: &str, positions: Vec<u64>) -> OpResult {
    let was_added = array.words.iter().any(|w| w == word);
    let zero_positions: Vec<u64> = positions
        .iter()
        .copied()
        .filter(|p| array.cells[*p as usize] == 0)
        .collect();
    let answer = if zero_positions.is_empty() {
        QueryAnswer::Present {
            was_added,
            was_removed: !was_added && array.removed.iter().any(|w| w == word),
            setters: positions
                .iter()
                .map(|&p| {
                    let others = array.setters[p as usize]
                        .iter()
                        .filter(|w| *w != word)
                        .cloned()
                        .collect();
                    (p, others)
                })
                .collect(),
        }
    } else {
        QueryAnswer::Absent {
            zero_positions,
            was_added,
        }
    };
    result(ActionKind::Query, Some(word), positions, Some(answer))
}

pub(crate) fn remove(
    array: &mut SceneArray,
    word: &str,
    positions: Vec<u64>,
) -> Result<OpResult, SceneProblem> {
    if !array.counting {
        return Err(SceneProblem::RemoveNeedsCounting);
    }
    if let Err(RemoveError::NotPresent { position, .. }) = array.cells.decrement_all(&positions) {
        return Err(SceneProblem::RemoveAbsent {
            word: word.to_owned(),
            position,
            needed: positions.iter().filter(|p| **p == position).count(),
        });
    }
    if let Some(at) = array.words.iter().rposition(|w| w == word) {
        array.words.remove(at);
    }
    let still_there = array.words.iter().any(|w| w == word);
    if !still_there && !array.removed.iter().any(|w| w == word) {
        array.removed.push(word.to_owned());
    }
    for &position in &positions {
        if array.cells[position as usize] == 0 {
            array.setters[position as usize].clear();
        } else if !still_there {
            array.setters[position as usize].retain(|w| w != word);
        }
    }
    // Copies still in: the word still looks present, rightly (reader 43,
    // en 6.1).
    let mut removed = result(ActionKind::Remove, Some(word), positions, None);
    removed.again = still_there;
    Ok(removed)
}

pub(crate) fn clear(array: &mut SceneArray, positions: &[u64]) -> Result<OpResult, SceneProblem> {
    check_in_range(array, positions)?;
    for &position in positions {
        array.cells[position as usize] = 0;
        array.setters[position as usize].clear();
    }
    Ok(result(ActionKind::Clear, None, positions.to_vec(), None))
}

fn result(
    kind: ActionKind,
    word: Option<&str>,
    positions: Vec<u64>,
    answer: Option<QueryAnswer>,
) -> OpResult {
    OpResult {
        kind,
        word: word.map(str::to_owned),
        positions,
        answer,
        note: None,
        again: false,
        all_set: false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_course_story() {
        let mut array = SceneArray::new(12, 2, false);
        add(&mut array, "uva", vec![2, 7]);
        add(&mut array, "kiwi", vec![7, 10]);
        let mango = query(&array, "mango", vec![4, 10]);
        assert_eq!(
            mango.answer,
            Some(QueryAnswer::Absent {
                zero_positions: vec![4],
                was_added: false
            })
        );
        let pera = query(&array, "pera", vec![2, 10]);
        let answer = pera.answer.unwrap();
        assert!(answer.is_false_positive());
        assert_eq!(
            answer,
            QueryAnswer::Present {
                was_added: false,
                was_removed: false,
                setters: vec![(2, vec!["uva".into()]), (10, vec!["kiwi".into()])]
            }
        );
        clear(&mut array, &[2, 7]).unwrap();
        let kiwi = query(&array, "kiwi", vec![7, 10]);
        assert!(kiwi.answer.unwrap().is_false_negative());
    }

    #[test]
    fn counting_scenes_remove_safely() {
        let mut array = SceneArray::new(12, 2, true);
        add(&mut array, "uva", vec![2, 7]);
        add(&mut array, "kiwi", vec![7, 10]);
        assert_eq!(array.cells[7], 2);
        remove(&mut array, "uva", vec![2, 7]).unwrap();
        assert_eq!(array.cells[7], 1);
        assert!(
            !query(&array, "kiwi", vec![7, 10])
                .answer
                .unwrap()
                .is_false_negative()
        );
        assert_eq!(
            remove(&mut array, "uva", vec![2, 7]),
            Err(SceneProblem::RemoveAbsent {
                word: "uva".into(),
                position: 2,
                needed: 1
            })
        );
        // Two probes on one counter need it at 2 or more: at 1 the word
        // cannot be in the filter.
        add(&mut array, "pera", vec![9, 3]);
        assert_eq!(
            remove(&mut array, "mango", vec![9, 9]),
            Err(SceneProblem::RemoveAbsent {
                word: "mango".into(),
                position: 9,
                needed: 2
            })
        );
        let mut plain = SceneArray::new(12, 2, false);
        assert_eq!(
            remove(&mut plain, "uva", vec![2, 7]),
            Err(SceneProblem::RemoveNeedsCounting)
        );
    }

    #[test]
    fn a_word_added_twice_needs_two_removals() {
        let mut array = SceneArray::new(32, 3, true);
        add(&mut array, "uva", vec![1, 7, 25]);
        add(&mut array, "uva", vec![1, 7, 25]);
        remove(&mut array, "uva", vec![1, 7, 25]).unwrap();
        assert_eq!(array.words, vec!["uva"]);
        let check = query(&array, "uva", vec![1, 7, 25]);
        assert_eq!(
            check.answer,
            Some(QueryAnswer::Present {
                was_added: true,
                was_removed: false,
                setters: vec![(1, vec![]), (7, vec![]), (25, vec![])]
            })
        );
        remove(&mut array, "uva", vec![1, 7, 25]).unwrap();
        assert!(array.words.is_empty() && array.cells.iter().all(|c| *c == 0));
    }

    #[test]
    fn explicit_positions_are_checked() {
        let array = SceneArray::new(12, 2, false);
        assert_eq!(
            positions_for(&array, "x", Some(&[3])),
            Err(SceneProblem::WrongCount { got: 1, k: 2 })
        );
        assert_eq!(
            positions_for(&array, "x", Some(&[3, 12])),
            Err(SceneProblem::PositionOutOfRange {
                position: 12,
                m: 12
            })
        );
        let hashed = positions_for(&array, "uva", None).unwrap();
        assert_eq!(hashed.len(), 2);
        assert!(hashed.iter().all(|p| *p < 12));
    }
}
