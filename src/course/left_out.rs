//! What a typed number left out: characters no number is written with
//! («/», letters). Each is said as it is typed, and Enter says what the
//! number became before it answers, so «1/36» is not graded as 136.

use crate::lang::Lang;
use crate::t;

/// The characters left out of the number being typed, and where a «/»
/// stood: a fraction typed is never answered as the digits around it.
#[derive(Debug, Default, Clone, PartialEq)]
pub(crate) struct LeftOut {
    signs: String,
    /// The number of characters typed before the first «/».
    fraction_at: Option<usize>,
    /// A sign was left out with part of the number typed: only then can
    /// the number as it stands differ from what was meant. Letters typed
    /// into an empty box, then a number, had Enter ask about them (reader
    /// 38, es 3.1).
    inside: bool,
    /// The box takes a «%»: the notes offer a percentage only then (a
    /// box in hash functions was told to write one, and refused it:
    /// reader 40, es 6.2).
    percent: bool,
}

impl LeftOut {
    /// Whether something was left out since the last ⌫ or Enter.
    pub(crate) fn any(&self) -> bool {
        !self.signs.is_empty()
    }

    /// `c` is no part of a number typed after `typed`: the notice that
    /// says so, naming every character left out since the last edit
    /// («bits», not its last letter alone: reader 31, en 2.1).
    pub(crate) fn add(&mut self, c: char, typed: &str, percent: bool, lang: Lang) -> String {
        self.signs.push(c);
        self.percent = percent;
        self.inside |= !typed.trim().is_empty();
        if c == '/' && self.fraction_at.is_none() {
            self.fraction_at = Some(typed.chars().count());
        }
        if self.signs.chars().all(char::is_alphabetic) {
            t!(lang, "quiz-letters-not-in-number", c = self.signs.clone())
        } else {
            t!(
                lang,
                "quiz-char-not-in-number",
                c = self.signs.clone(),
                percent = yes_no(self.percent)
            )
        }
    }

    /// After a ⌫ that left `typed`: the complaint goes, unless a «/» is
    /// still inside what stands.
    pub(crate) fn erased(&mut self, typed: &str) {
        if self
            .fraction_at
            .is_some_and(|at| typed.chars().count() <= at)
        {
            self.fraction_at = None;
        }
        if self.fraction_at.is_none() {
            self.signs.clear();
            self.inside = false;
        }
    }

    /// On Enter with `typed` in the box: the notice to show instead of
    /// answering, if any. A sign left out is said once, and a second
    /// Enter answers with the number as it stands; a «/» is said every
    /// time until erased: «25/144» answered as 25144 is no answer at all
    /// (reader 31, en 2.2). Where the number as it stands is `refused`
    /// anyway (40 for a share), its own problem is said instead: «Enter
    /// again to answer 40» promised what the second Enter refused
    /// (reader 35, en 3.1).
    pub(crate) fn on_enter(&mut self, typed: &str, refused: bool, lang: Lang) -> Option<String> {
        let typed = typed.trim();
        if typed.is_empty() {
            *self = Self::default();
            return None;
        }
        if self.fraction_at.is_some() {
            // The «/» itself never reached the box: «erase back to the
            // “/”» pointed at nothing there (reader 39, en 3.2).
            return Some(t!(
                lang,
                "quiz-number-fraction",
                kept = typed,
                percent = yes_no(self.percent)
            ));
        }
        let left = std::mem::take(&mut self.signs);
        let inside = std::mem::take(&mut self.inside);
        if left.is_empty() || refused || !inside {
            return None;
        }
        // What was left out, named: «that sign» after letters pointed at
        // a note already gone, and at no sign (reader 35, es 3.2, en 3.1).
        Some(t!(
            lang,
            "quiz-number-left-out-enter",
            kept = typed,
            left = left
        ))
    }
}

/// A flag as the messages select on it.
fn yes_no(flag: bool) -> &'static str {
    if flag { "yes" } else { "no" }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Reader 38 (es 3.1): «abc» typed into the empty box, then 9,5: the
    /// letters stood before no digit, and Enter answers 9,5.
    #[test]
    fn letters_before_the_number_are_not_asked_about() {
        let mut left = LeftOut::default();
        for c in "abc".chars() {
            left.add(c, "", true, Lang::Es);
        }
        assert_eq!(left.on_enter("9,5", false, Lang::Es), None);
        left.add('x', "9", true, Lang::Es);
        assert!(left.on_enter("9,5", false, Lang::Es).is_some());
    }

    /// Reader 39 (en 3.2): the «/» notice said to erase back to a «/»
    /// that never reached the box. It names what the box holds.
    #[test]
    fn the_fraction_notice_names_what_the_box_holds() {
        for lang in [Lang::En, Lang::Es] {
            let mut left = LeftOut::default();
            left.add('/', "1", true, lang);
            let said = left.on_enter("136", false, lang).unwrap();
            assert!(said.contains("136"), "{said}");
            assert!(
                !said.contains("“/” (⌫)") && !said.contains("«/» (⌫)"),
                "{said}"
            );
        }
    }

    /// Reader 40 (es 6.2): in a box with a unit, which refuses «%», the
    /// notes told the student to write a percentage.
    #[test]
    fn a_box_without_percent_is_not_told_to_write_one() {
        for lang in [Lang::En, Lang::Es] {
            let mut left = LeftOut::default();
            let typed = left.add('/', "8", false, lang);
            assert!(!typed.contains('%'), "{typed}");
            let entered = left.on_enter("878", false, lang).unwrap();
            assert!(!entered.contains('%'), "{entered}");
            let mut left = LeftOut::default();
            assert!(left.add('/', "8", true, lang).contains('%'));
        }
    }

    #[test]
    fn letters_are_named_together_and_a_fraction_waits_for_its_erasure() {
        let mut left = LeftOut::default();
        left.add('b', "6.64", true, Lang::En);
        let said = left.add('s', "6.64", true, Lang::En);
        assert!(said.contains("“bs”"), "{said}");
        assert!(said.starts_with("Letters"), "{said}");
        // Said once on Enter, naming what went, then the number as it
        // stands answers.
        let said = left.on_enter("6.64", false, Lang::En).unwrap();
        assert!(said.contains("“bs”") && !said.contains("sign"), "{said}");
        assert_eq!(left.on_enter("6.64", false, Lang::En), None);

        let mut left = LeftOut::default();
        left.add('/', "25", true, Lang::En);
        assert!(left.on_enter("25144", false, Lang::En).is_some());
        assert!(left.on_enter("25144", false, Lang::En).is_some());
        left.erased("2514");
        assert!(left.on_enter("2514", false, Lang::En).is_some());
        left.erased("25");
        assert!(!left.any());
        assert_eq!(left.on_enter("25", false, Lang::En), None);

        // A number refused as it stands: its own problem is said, and
        // the letter is forgotten; a «/» still comes first.
        let mut left = LeftOut::default();
        left.add('x', "4", true, Lang::En);
        assert_eq!(left.on_enter("40", true, Lang::En), None);
        assert!(!left.any());
        left.add('/', "1", true, Lang::En);
        assert!(left.on_enter("136", true, Lang::En).is_some());
    }
}
