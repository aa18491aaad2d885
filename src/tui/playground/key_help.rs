//! The playground's keys: the status line's, which change with its
//! state, and the help's, with the ranges of m and k.

use super::{Input, MAX_M, MAX_PLAYGROUND_K, MAX_WORDS, MIN_K, MIN_M, Playground};
use crate::lang::Lang;
use crate::t;
use crate::tui::protocol::KeyHelp;
use crate::tui::text::count;

impl Playground {
    /// The status line's keys, in the state the playground is in.
    pub(super) fn status_keys(&self, lang: Lang) -> Vec<KeyHelp> {
        if let Some((mode, _)) = &self.input {
            // Enter does what the field was opened for.
            let what = match mode {
                Input::Add => t!(lang, "play-key-add"),
                Input::Check => t!(lang, "play-key-check"),
                Input::Remove => t!(lang, "play-key-remove"),
            };
            return vec![
                KeyHelp::new("Enter", what),
                KeyHelp::new("Esc", t!(lang, "ui-key-cancel")),
            ];
        }
        // «e again: empty»: only its answers. The other keys listed did
        // nothing but keep the words (reader 34, en 2.3).
        if self.asked_to_empty {
            return vec![
                KeyHelp::new("e", t!(lang, "play-key-empty-confirm")),
                KeyHelp::new("Esc", t!(lang, "play-key-keep-words")),
            ];
        }
        // Each key has one place on the line in every state (reader 5,
        // en 17); the order below is need, which decides what drops.
        let mut keys = vec![
            KeyHelp::new("a", t!(lang, "play-key-add")).at(0),
            KeyHelp::new("c", t!(lang, "play-key-check")).at(1),
        ];
        if self.array.counting {
            keys.push(KeyHelp::new("r", t!(lang, "play-key-remove")).at(2));
        }
        // «Esc back», placed last, as every other screen's status line
        // says it (reader 46, es 2.6, en 2.4: «Esc q back» here alone; q
        // is in the help, as everywhere; reader 38, en 2.1: mid-line).
        keys.push(KeyHelp::new("Esc", t!(lang, "ui-key-back")).at(12));
        let (chart, filter) = (
            // A counting filter's cells are counters: g shows those
            // (reader 28, en 2.1: «g bits» beside «g shows its counters»).
            match (self.show_chart, self.array.counting) {
                (true, true) => "counters",
                (true, false) => "bits",
                (false, _) => "chart",
            },
            if self.array.counting {
                "plain"
            } else {
                "counting"
            },
        );
        // What a student needs now, first: at 80 columns the last ones
        // drop (`?` lists them all). On an empty filter, how to fill it;
        // with words in it, measuring, the shape and more words.
        let shape = [
            KeyHelp::new("←→", t!(lang, "play-key-m")).at(7),
            KeyHelp::new("↑↓", t!(lang, "play-key-k")).at(8),
        ];
        // «+100» of what (reader 35, es 2.1): words.
        let more = KeyHelp::new("w", t!(lang, "play-key-random")).at(6);
        let chart = KeyHelp::new("g", t!(lang, "play-key-show", what = chart)).at(10);
        // What x does now: to counters, or back to bits.
        let filter = KeyHelp::new("x", t!(lang, "play-key-filter", to = filter)).at(9);
        let fruits = KeyHelp::new("f", t!(lang, "play-key-fruits")).at(4);
        let measure = KeyHelp::new("t", t!(lang, "play-key-measure")).at(5);
        if self.array.is_blank() {
            keys.extend([fruits, measure, more]);
            keys.extend(shape);
            keys.extend([filter, chart]);
        } else {
            keys.push(measure);
            keys.extend(shape);
            keys.extend([more, filter, chart]);
            keys.push(KeyHelp::new("e", t!(lang, "play-key-empty")).at(11));
            keys.push(fruits);
        }
        keys
    }

    /// The help's keys beyond the status line's, with their ranges.
    pub(super) fn help_keys(&self, lang: Lang) -> Vec<KeyHelp> {
        let (m_low, m_high) = (count(lang, MIN_M), count(lang, MAX_M));
        let (k_low, k_high) = (MIN_K.to_string(), MAX_PLAYGROUND_K.to_string());
        // The help names what the cells are now: bits, or counters.
        let cells = if self.array.counting {
            "counters"
        } else {
            "bits"
        };
        vec![
            KeyHelp::new("w W", t!(lang, "play-help-random")),
            KeyHelp::new("t", t!(lang, "play-help-measure")),
            KeyHelp::new("g", t!(lang, "play-help-chart", cells = cells)),
            KeyHelp::new(
                "← → m M",
                t!(
                    lang,
                    "play-help-m",
                    cells = cells,
                    low = m_low,
                    high = m_high
                ),
            ),
            KeyHelp::new(
                "↓ ↑ k K",
                t!(lang, "play-help-k", low = k_low, high = k_high),
            ),
            KeyHelp::new("PgUp PgDn", t!(lang, "play-help-scroll", cells = cells)),
            // The two formulas' rates and this filter's own, the third
            // rate line, which the help left out (reader 46, en 2.5); in
            // one entry, so that every key keeps its row at 80×24.
            crate::tui::text::rates_help(lang, t!(lang, "play-help-rates")),
            KeyHelp::new(
                t!(lang, "play-help-paste-key"),
                t!(
                    lang,
                    "play-help-paste",
                    most = count(lang, MAX_WORDS as u64)
                ),
            ),
        ]
    }
}
