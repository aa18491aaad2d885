//! What the playground says when a word cannot be removed from the
//! counting filter.

use super::Playground;
use crate::lang::Lang;
use crate::t;

impl Playground {
    /// `word`, probing counters `at`, cannot be removed: counter
    /// `position` is below `needed`, the times the word probes it. Every
    /// empty counter is named: «one of its counters, counter 0» was said
    /// where all three were (reader 38, en 4.1).
    pub(super) fn absent_notice(
        &self,
        word: &str,
        at: &[u64],
        position: u64,
        needed: usize,
        lang: Lang,
    ) -> String {
        let value = self.array.cells[position as usize];
        let mut counters = at.to_vec();
        counters.sort_unstable();
        counters.dedup();
        let distinct = counters.len();
        counters.retain(|p| self.array.cells[*p as usize] == 0);
        let empty = match counters.len() {
            1 => "one",
            n if n == distinct => "all",
            _ => "some",
        };
        let counters: Vec<String> = counters.iter().map(u64::to_string).collect();
        t!(
            lang,
            "play-remove-absent",
            word = word,
            position = position.to_string(),
            value = u64::from(value),
            needed = needed,
            empty = empty,
            counters = crate::tui::widgets::in_words(lang, &counters)
        )
    }
}
