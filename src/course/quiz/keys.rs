//! What the student's keys do to the question asked: the hint, the
//! cursor, picking, ticking, ordering and typing a number.

use super::{MAX_TYPED_CHARS, QuizSession};
use crate::content::{Answer, QuestionKind};
use crate::lang::Lang;

impl QuizSession {
    /// `h`: the hint, or a notice that this question has none (the key
    /// did nothing, silently: reader 19, en 2.7).
    pub(crate) fn show_hint(&mut self, lang: Lang) {
        if self.question().hint.is_some() {
            self.hint = true;
            // A note about a letter typed before goes: it stood over the
            // hint, though h was never typed into the box (reader 42,
            // es 3.2).
            self.notice = None;
        } else {
            self.notice = Some(crate::t!(lang, "quiz-no-hint"));
        }
    }

    /// The cursor one row up; a held item goes up with it.
    pub(crate) fn cursor_up(&mut self) {
        if self.cursor == 0 {
            return;
        }
        if self.holding {
            self.order.swap(self.cursor, self.cursor - 1);
        }
        self.cursor -= 1;
    }

    /// The cursor one row down; a held item goes down with it.
    pub(crate) fn cursor_down(&mut self) {
        if self.cursor + 1 >= self.option_count() {
            return;
        }
        if self.holding {
            self.order.swap(self.cursor, self.cursor + 1);
        }
        self.cursor += 1;
    }

    /// Answer with the option at `row` alone.
    pub(crate) fn choose(&mut self, row: usize) {
        let Some(answer) = self
            .choice_at(row)
            .and_then(|option| self.question().option_answer(option))
        else {
            return;
        };
        self.cursor = row;
        self.submit(answer);
    }

    /// Tick or untick the option at `row` (several answers).
    pub(crate) fn toggle(&mut self, row: usize) {
        if row < self.option_count() && !self.picked.remove(&row) {
            self.picked.insert(row);
        }
        // "Tick one first" no longer applies.
        self.notice = None;
        self.cursor = row.min(self.option_count().saturating_sub(1));
    }

    /// Answer with the ticked options, or say to tick one first.
    pub(crate) fn submit_ticked(&mut self, lang: Lang) {
        if self.picked.is_empty() {
            self.notice = Some(crate::t!(lang, "quiz-tick-one-first"));
            return;
        }
        // In the file's order, whatever order they were shown in.
        let mut picked: Vec<usize> = self
            .picked
            .iter()
            .filter_map(|row| self.choice_at(*row))
            .collect();
        picked.sort_unstable();
        self.submit(Answer::Choices(picked));
    }

    /// Pick up the item at `row` (ordering), or put down the one held:
    /// at `row`, if it was carried there by a click.
    pub fn hold(&mut self, row: usize) {
        if row >= self.option_count() {
            return;
        }
        if self.holding {
            let item = self.order.remove(self.cursor);
            self.order.insert(row, item);
        }
        self.holding = !self.holding;
        self.cursor = row;
    }

    /// Move the item at the cursor one row up or down (ordering), the
    /// cursor with it.
    pub(crate) fn move_item(&mut self, up: bool) {
        let holding = std::mem::replace(&mut self.holding, true);
        if up {
            self.cursor_up();
        } else {
            self.cursor_down();
        }
        self.holding = holding;
    }

    /// Answer an ordering question with the items as they stand.
    pub fn submit_order(&mut self) {
        if matches!(self.question().kind, QuestionKind::Ordering(_)) {
            self.submit(Answer::Order(self.order.clone()));
        }
    }

    /// Type one character of a number; anything a number is not written
    /// with is ignored. An edit takes away the complaint about the number
    /// as it was (a comma since erased).
    pub(crate) fn type_char(&mut self, c: char, lang: Lang) {
        // A «%» beside a unit is said to be refused as it is typed, as the
        // keys offer none: it stood in the box unsaid until Enter (reader
        // 36, en 2.1, es 3.2). It stays in the box, and Enter refuses it
        // as a lesson does: dropped, «9.6%» was graded as 9.6 bits per
        // element where a lesson refused it (reader 44, en 5.1).
        if c == '%' && !self.question().offers_percent() {
            if self.input.chars().count() < MAX_TYPED_CHARS {
                self.input.push(c);
            }
            self.notice = Some(self.percent_refused(lang));
            return;
        }
        let number_char = c.is_ascii_digit()
            || matches!(c, '.' | ',' | '-' | '+' | 'e' | 'E' | '%' | '_')
            // Spanish groups thousands with spaces: 292 343.
            || (c == ' ' && !self.input.is_empty());
        if number_char && self.input.chars().count() < MAX_TYPED_CHARS {
            self.input.push(c);
            // The complaint about a number as it was goes; the one about a
            // character left out stays until ⌫ or Enter, or it would be
            // gone before it is read.
            if !self.left_out.any() {
                self.notice = None;
            }
        } else if !number_char && !c.is_whitespace() {
            // Said, not dropped in silence: «1/9» read as 19 (reader 9,
            // en 2.2).
            let percent = self.question().offers_percent();
            self.notice = Some(self.left_out.add(c, &self.input, percent, lang));
        }
    }

    pub(crate) fn erase_char(&mut self) {
        if self.input.pop().is_some() {
            self.notice = None;
            self.left_out.erased(&self.input);
        }
    }

    pub(crate) fn clear_input(&mut self) {
        self.input.clear();
    }

    /// Why a «%» is refused here, by what the student sees: the unit
    /// beside the box, or else the rule. «An amount, not … a factor» was
    /// said of a factor of 1.44 (reader 38, es 4.1).
    fn percent_refused(&self, lang: Lang) -> String {
        match self.question().unit() {
            Some(unit) => crate::t!(lang, "quiz-number-percent-in-unit", unit = unit),
            None => crate::t!(lang, "quiz-number-percent-not-a-share"),
        }
    }

    /// Answer with the number typed, or say why it is not one.
    pub(crate) fn submit_typed(&mut self, lang: Lang) {
        // A sign left out makes another number of what was typed: «1/36»
        // was graded as 136 (reader 30, en 2.1).
        let expected = self.question().expected_number(&self.values);
        let parsed = if self.input.trim_end().ends_with('%')
            && !self.question().takes_percent(&self.values)
        {
            Err(self.percent_refused(lang))
        } else {
            self.percent_asked.answer(&self.input, expected, lang)
        };
        if let Some(notice) = self.left_out.on_enter(&self.input, parsed.is_err(), lang) {
            self.notice = Some(notice);
            return;
        }
        match parsed {
            Ok(value) => self.submit(Answer::Number(value)),
            Err(problem) => self.notice = Some(problem),
        }
    }
}
