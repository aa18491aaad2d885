//! The lessons' fruits added at once, and the line that says a filter
//! was rebuilt from its words.

use super::Playground;
use crate::lang::Lang;
use crate::t;

impl Playground {
    pub(crate) fn load_fruits(&mut self, lang: Lang) {
        // The lessons' own fruits, in both languages: English names put
        // «grape» beside «uva» (reader 23, en 4.12). The notice names
        // them all; the last word's line alone hid the other four (es 3.1).
        let fruits = t!(lang, "play-fruits");
        let fruits: Vec<&str> = fruits.split_whitespace().collect();
        let before: Vec<&str> = fruits
            .iter()
            .copied()
            .filter(|fruit| self.array.words.iter().any(|word| word == fruit))
            .collect();
        for fruit in &fruits {
            self.add(fruit);
        }
        self.last = None;
        let quoted = |list: &[&str]| {
            let quoted: Vec<String> = list.iter().map(|word| lang.quote(word)).collect();
            quoted.join(", ")
        };
        let words = quoted(&fruits);
        // All again: named once, not twice (reader 37, en 4.4).
        self.notice = Some(if before.is_empty() {
            t!(lang, "play-fruits-added", words = words)
        } else if before.len() == fruits.len() {
            t!(lang, "play-fruits-added-all-again", words = words)
        } else {
            t!(
                lang,
                "play-fruits-added-before",
                words = words,
                before = quoted(&before)
            )
        });
    }
}

/// The notice after a rebuild from the words added, `from` the kind of
/// filter it left ("counting" or "plain"), the count grouped (1,006). A
/// word added twice is not «2 words» (reader 43, es 6.3): the count says
/// it holds repeats.
pub(super) fn rebuilt(lang: Lang, words: &[String], from: &str) -> String {
    let distinct: std::collections::HashSet<&String> = words.iter().collect();
    t!(
        lang,
        "play-rebuilt",
        count = words.len(),
        shown = crate::units::count(lang, words.len() as u64),
        repeats = if distinct.len() < words.len() {
            "yes"
        } else {
            "no"
        },
        from = from
    )
}
