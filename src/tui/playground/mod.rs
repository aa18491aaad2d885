//! The playground: pick m and k, add and check your own words (or a
//! hundred random ones at once), watch the fill ratio and the
//! false-positive rate three ways, measure it with never-added words, and
//! chart it against n. This file holds its state, its limits and its
//! keys; `paste` takes pasted words, `draw` draws it, `rate_chart` charts
//! the rate.

mod draw;
mod fruits;
mod key_help;
mod overload;
mod paste;
mod rate_chart;
mod removal;
mod scroll;

use crossterm::event::{KeyCode, KeyEvent};
use ratatui::Frame;
use ratatui::layout::Rect;

use super::protocol::{Action, Click, Context, KeyHelp, Screen};
use super::text::count;
use crate::content::scene::{self, OpResult, SceneArray};
use crate::filter::counting::COUNTER_MAX;
use crate::lang::Lang;
use crate::playground::{MEASURE_QUERIES, Measurement, RandomWords, RateHistory, measure};
use crate::t;
use crate::untrusted::is_unsafe_char;
use fruits::rebuilt;
use paste::{cut_notice, full_notice};

/// The sizes m the keys step through: from a filter small enough to see
/// every bit to one whose bits fill a large terminal.
pub(crate) const MIN_M: u64 = 8;
pub(crate) const MAX_M: u64 = 4096;
const M_STEPS: [u64; 11] = [MIN_M, 12, 16, 32, 64, 128, 256, 512, 1024, 2048, MAX_M];
/// The hash functions k: more than 16 only fills a small filter faster.
pub(crate) const MIN_K: u32 = 1;
pub(crate) const MAX_PLAYGROUND_K: u32 = 16;
/// The shape the playground opens with.
const START_M: u64 = 32;
const START_K: u32 = 3;

/// The most words the playground holds. Five thousand words overload even
/// the largest filter at k = 1 (m = 4096 is 70 % full), so nothing the
/// playground teaches needs more; beyond it every rate only creeps
/// towards 100 %, while each word costs memory and time on every redraw
/// and every change of m or k (a pasted book would freeze the screen).
pub(crate) const MAX_WORDS: usize = 5000;
/// The random words the two bulk keys add, and how many go in between two
/// points of the rate chart.
const SOME_RANDOM_WORDS: (usize, usize) = (100, 10);
const MANY_RANDOM_WORDS: (usize, usize) = (1000, 50);
/// Pasted words between two chances of a chart point.
const PASTE_CHART_EVERY: usize = 25;
/// The seed of the session's random words: the same words every session,
/// so what a student sees can be reproduced.
const RANDOM_WORDS_SEED: u64 = 0x5eed_b100;
/// The longest word, in characters.
pub(crate) const MAX_WORD_CHARS: usize = 40;

/// How far the bits are scrolled.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Scroll {
    /// This many lines.
    Lines(u16),
    /// As many as the last word's bits need to show, or this many if they
    /// show already: worked out where the grid's size is known (drawing,
    /// the page keys), so a storm of words costs no layout per word.
    ToLast(u16),
}

/// What the word being typed is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Input {
    Add,
    Check,
    Remove,
}

pub(crate) struct Playground {
    pub(crate) array: SceneArray,
    /// How far the bit grid is scrolled (large m).
    pub(crate) scroll: Scroll,
    pub(crate) input: Option<(Input, String)>,
    pub(crate) last: Option<OpResult>,
    /// The last word removed was not in the set (reader 37, en 3.1).
    pub(super) removed_not_in_set: bool,
    pub(crate) notice: Option<String>,
    /// e was pressed once with words in the filter: a second e empties
    /// it, any other key keeps them (reader 10, es 2.1, en 2.6: a stray e
    /// wiped the filter).
    asked_to_empty: bool,
    /// Words not added since the playground filled up (told in the notice).
    pub(crate) refused: usize,
    /// Where the bulk keys' words come from.
    random_words: RandomWords,
    /// The last measurement with never-added words (key t), until the
    /// filter changes.
    pub(crate) measured: Option<Measurement>,
    /// Measurements taken so far, for seeds that differ press to press.
    measurements: u64,
    /// The measured rate against n since the shape was last set.
    pub(crate) history: RateHistory,
    /// The rate chart in place of the bits (key g).
    pub(crate) show_chart: bool,
    /// g was pressed since the last result: the chart's line for it no
    /// longer offers g (reader 28, en 3.1).
    chart_key_used: bool,
    /// Words removed since the filter was last emptied: removed twice, a
    /// word was said «never added» (reader 29, en 3.1).
    removed: Vec<String>,
    /// The positions the view was last brought to ([`Scroll::ToLast`]):
    /// kept when a key forgets the last word, so the view stays where it
    /// was (reader 35, es 1.7: `r` sent it back to counter 0).
    pub(crate) view_anchor: Vec<u64>,
}

impl Default for Playground {
    fn default() -> Playground {
        let mut playground = Playground {
            array: SceneArray::new(START_M, START_K, false),
            scroll: Scroll::Lines(0),
            input: None,
            last: None,
            removed_not_in_set: false,
            notice: None,
            asked_to_empty: false,
            refused: 0,
            random_words: RandomWords::seeded(RANDOM_WORDS_SEED),
            measured: None,
            measurements: 0,
            history: RateHistory::default(),
            show_chart: false,
            chart_key_used: false,
            removed: Vec::new(),
            view_anchor: Vec::new(),
        };
        playground.history.record(&playground.array);
        playground
    }
}

/// The most points a reshaped filter's chart is measured at again.
const RESHAPE_POINTS: usize = 100;

impl Playground {
    /// Start over with a new shape (the words are kept and re-added, and
    /// the rate chart is drawn again for the new shape, with a point for
    /// each word up to [`RESHAPE_POINTS`] of them: a point every tenth of
    /// the words left the rise from n = 1 to 25 bare after x and x again,
    /// reader 46, es 1.1).
    fn reshape(&mut self, m: u64, k: u32, counting: bool) {
        self.scroll = Scroll::Lines(0);
        let words = std::mem::take(&mut self.array.words);
        self.array = SceneArray::new(m, k, counting);
        self.history.clear();
        self.history.record(&self.array);
        let step = words.len().div_ceil(RESHAPE_POINTS).max(1);
        for chunk in words.chunks(step) {
            for word in chunk {
                let at = self.array.hashed_positions(word);
                scene::add(&mut self.array, word, at);
            }
            self.history.record(&self.array);
        }
        self.changed();
    }

    /// The filter changed: the last result and measurement no longer
    /// describe it.
    fn changed(&mut self) {
        self.last = None;
        self.measured = None;
    }

    /// Add a word, unless the playground already holds [`MAX_WORDS`]; then
    /// it is counted in `refused`. Says whether it was added.
    pub(crate) fn add(&mut self, word: &str) -> bool {
        if !self.add_quietly(word) {
            return false;
        }
        self.history.record_if_moved(&self.array);
        self.measured = None;
        true
    }

    /// Add a word of a paste: charted every [`PASTE_CHART_EVERY`] words
    /// (a book pasted at once would otherwise measure after every word).
    pub(super) fn add_pasted(&mut self, word: &str) -> bool {
        if !self.add_quietly(word) {
            return false;
        }
        self.measured = None;
        if self.array.words.len().is_multiple_of(PASTE_CHART_EVERY) {
            self.history.record_if_moved(&self.array);
        }
        true
    }

    /// Add a word without charting it (the caller charts once after many).
    fn add_quietly(&mut self, word: &str) -> bool {
        if self.array.words.len() >= MAX_WORDS {
            self.refused += 1;
            return false;
        }
        self.refused = 0;
        let at = self.array.hashed_positions(word);
        let added = scene::add(&mut self.array, word, at);
        self.set_last(added);
        true
    }

    /// Add `count` random words, charting the rate every `chart_every`;
    /// the notice says how many went in and the n they reached.
    pub(crate) fn add_random(&mut self, (wanted, chart_every): (usize, usize), lang: Lang) {
        let room = MAX_WORDS - self.array.words.len();
        let adding = wanted.min(room);
        for added in 1..=adding {
            let word = self.random_words.next_word();
            self.add_quietly(&word);
            if added % chart_every == 0 || added == adding {
                self.history.record(&self.array);
            }
        }
        self.changed();
        let n = crate::playground::distinct_words(&self.array);
        let words = count(lang, adding as u64);
        let total = count(lang, n);
        let full = if adding < wanted { "yes" } else { "no" };
        self.notice = Some(t!(
            lang,
            "play-random-added",
            count = adding,
            shown = words,
            total = total,
            full = full,
            added = count(lang, self.array.words.len() as u64)
        ));
    }

    /// Ask the filter about never-added words and keep the result.
    pub(crate) fn measure(&mut self) {
        // The measurement is what the screen shows now: an earlier word's
        // line no longer belongs under it.
        self.last = None;
        self.measurements += 1;
        let seed = crate::playground::state_seed(&self.array) ^ self.measurements.rotate_left(7);
        let measured = measure(&self.array, MEASURE_QUERIES, seed);
        self.history.take(&measured);
        self.measured = Some(measured);
    }

    pub(crate) fn check(&mut self, word: &str) {
        let at = self.array.hashed_positions(word);
        let answer = scene::query(&self.array, word, at);
        self.set_last(answer);
    }

    /// A new result, whose line under the chart offers g again.
    fn set_last(&mut self, result: OpResult) {
        self.last = Some(result);
        self.removed_not_in_set = false;
        self.chart_key_used = false;
    }

    pub(crate) fn remove(&mut self, word: &str, lang: Lang) {
        let at = self.array.hashed_positions(word);
        let was_added = self.array.words.iter().any(|w| w == word);
        // Stuck counters never go down: a removal that finds only those
        // takes nothing from anyone.
        let lowers_a_counter = at
            .iter()
            .any(|p| self.array.cells[*p as usize] < COUNTER_MAX);
        match scene::remove(&mut self.array, word, at.clone()) {
            Ok(result) => {
                self.set_last(result);
                self.measured = None;
                self.history.record(&self.array);
                if !was_added && !lowers_a_counter {
                    self.notice = Some(t!(
                        lang,
                        "play-remove-all-stuck",
                        word = word,
                        max = COUNTER_MAX.to_string()
                    ));
                } else if !was_added && self.removed.iter().any(|w| w == word) {
                    self.removed_not_in_set = true;
                    self.notice = Some(t!(lang, "play-remove-removed-before", word = word));
                } else if !was_added {
                    self.removed_not_in_set = true;
                    // Its counters were all above 0 thanks to other words: the
                    // filter cannot tell, and now those words may be lost.
                    self.notice = Some(t!(lang, "play-remove-never-added", word = word));
                }
                if was_added && !self.removed.iter().any(|w| w == word) {
                    self.removed.push(word.to_owned());
                }
            }
            Err(problem) => {
                // The result of an earlier word no longer belongs on screen
                // above this one's message.
                self.last = None;
                self.notice = Some(match problem {
                    scene::SceneProblem::RemoveAbsent {
                        position, needed, ..
                    } => self.absent_notice(word, &at, position, needed, lang),
                    other => other.words().in_lang(lang),
                })
            }
        }
    }

    /// A key while a word is typed: edit it, or Enter to add, check or
    /// remove it.
    fn on_input_key(&mut self, key: KeyEvent, lang: Lang) {
        let Some((mode, text)) = self.input.as_mut() else {
            return;
        };
        match key.code {
            KeyCode::Esc => self.input = None,
            KeyCode::Backspace => {
                text.pop();
            }
            KeyCode::Enter => {
                let word = text.trim().to_owned();
                let mode = *mode;
                self.input = None;
                // An empty Enter says it did nothing: the old result above
                // read as the word added again (reader 10, es 3.1).
                if word.is_empty() {
                    self.notice = Some(match mode {
                        Input::Add => t!(lang, "play-empty-add"),
                        Input::Check => t!(lang, "play-empty-check"),
                        Input::Remove => t!(lang, "play-empty-remove"),
                    });
                    return;
                }
                match mode {
                    Input::Add => {
                        if !self.add(&word) {
                            self.notice =
                                Some(paste::as_sentence(&full_notice(lang, self.refused)));
                        }
                    }
                    Input::Check => self.check(&word),
                    Input::Remove => self.remove(&word, lang),
                }
                self.scroll_to_last();
            }
            KeyCode::Char(c) if !is_unsafe_char(c) => {
                if text.chars().count() < MAX_WORD_CHARS {
                    text.push(c);
                } else {
                    self.notice = Some(paste::as_sentence(&cut_notice(lang, 1)));
                }
            }
            _ => {}
        }
    }

    /// Ask for a word to add, check or remove.
    fn ask_word(&mut self, mode: Input) {
        self.last = None;
        self.input = Some((mode, String::new()));
    }

    /// An empty filter of the same shape, with its history started over.
    fn empty(&mut self) {
        let (m, k, counting) = (self.array.m, self.array.k, self.array.counting);
        self.array = SceneArray::new(m, k, counting);
        self.changed();
        self.history.clear();
        self.history.record(&self.array);
        self.refused = 0;
        self.removed.clear();
    }
    /// M → and m ←: the next or previous m; K ↑ and k ↓: one hash more or
    /// less. The filter is rebuilt from its words.
    fn reshape_key(&mut self, code: KeyCode, lang: Lang) {
        let (m, k, counting) = (self.array.m, self.array.k, self.array.counting);
        let (new_m, new_k) = match code {
            KeyCode::Char('M') | KeyCode::Right => {
                (M_STEPS.iter().copied().find(|s| *s > m).unwrap_or(MAX_M), k)
            }
            KeyCode::Char('m') | KeyCode::Left => (
                M_STEPS
                    .iter()
                    .copied()
                    .rev()
                    .find(|s| *s < m)
                    .unwrap_or(MIN_M),
                k,
            ),
            KeyCode::Char('K') | KeyCode::Up => (m, (k + 1).min(MAX_PLAYGROUND_K)),
            _ => (m, k.saturating_sub(1).max(MIN_K)),
        };
        // At a limit the key says so, with the range: it did nothing,
        // silently (reader 23, en 2.5).
        if (new_m, new_k) == (m, k) {
            self.notice = Some(
                if matches!(code, KeyCode::Char('K' | 'k') | KeyCode::Up | KeyCode::Down) {
                    t!(
                        lang,
                        "play-at-limit-k",
                        k = k,
                        min = MIN_K,
                        max = MAX_PLAYGROUND_K
                    )
                } else {
                    t!(
                        lang,
                        "play-at-limit-m",
                        m = count(lang, m),
                        counting = if counting { "yes" } else { "no" },
                        min = count(lang, MIN_M),
                        max = count(lang, MAX_M)
                    )
                },
            );
            return;
        }
        self.reshape(new_m, new_k, counting);
        // A rebuilt counting filter loses a removal's damage (reader 22).
        // A plain one is rebuilt from the words too, said as x says it:
        // the bits moved without a word (readers 49, en 6.1).
        let reshaped = (self.array.m, self.array.k) != (m, k);
        if reshaped && !self.array.words.is_empty() {
            let from = if counting { "counting" } else { "plain" };
            self.notice = Some(rebuilt(lang, &self.array.words, from));
        }
    }
}

impl Screen for Playground {
    fn on_key(&mut self, key: KeyEvent, ctx: &Context) -> Action {
        let lang = ctx.lang;
        if self.input.is_some() {
            self.on_input_key(key, lang);
            return Action::None;
        }
        let said = self.notice.take();
        let asked_to_empty = std::mem::take(&mut self.asked_to_empty);
        // After «e again: empty», any other key only keeps the words, as
        // the question says: Esc left the screen and x changed the filter
        // (reader 11, es 2.1, en 2.7).
        if asked_to_empty && key.code != KeyCode::Char('e') {
            // Esc is the way to say no: only that the words stay, not that
            // Esc was used up and must be pressed again (reader 29, en 2.2).
            self.notice = Some(if key.code == KeyCode::Esc {
                t!(lang, "play-empty-kept-esc")
            } else {
                t!(lang, "play-empty-kept")
            });
            return Action::None;
        }
        let (m, k, counting) = (self.array.m, self.array.k, self.array.counting);
        match key.code {
            // The last result goes as a new word is typed: it stayed under
            // the prompt as if it were about the word being typed.
            KeyCode::Char('a') => self.ask_word(Input::Add),
            KeyCode::Char('c') => self.ask_word(Input::Check),
            KeyCode::Char('r') if counting => self.ask_word(Input::Remove),
            KeyCode::Char('r') => {
                self.notice = Some(t!(lang, "play-cannot-remove"));
            }
            KeyCode::Char('f') => self.load_fruits(lang),
            KeyCode::Char('x') => {
                // Rebuilt from the words, not from the counters: said, since
                // a false negative a removal caused is mended silently
                // otherwise (reader 16, en 3.2).
                let words = self.array.words.clone();
                self.reshape(m, k, !counting);
                // Only a counting filter removes: from a plain one, nothing
                // can have been broken (reader 17, en 3.3).
                if !words.is_empty() {
                    let from = if counting { "counting" } else { "plain" };
                    self.notice = Some(rebuilt(lang, &words, from));
                }
            }
            KeyCode::Char('e') if asked_to_empty || self.array.is_blank() => self.empty(),
            KeyCode::Char('e') => {
                self.asked_to_empty = true;
                self.notice = Some(t!(lang, "play-empty-ask"));
            }
            // w for words: n, «next» in the lessons, added a hundred
            // words no key takes back (reader 27, en 2.3, es 2.4).
            KeyCode::Char('w') => self.add_random(SOME_RANDOM_WORDS, lang),
            KeyCode::Char('W') => self.add_random(MANY_RANDOM_WORDS, lang),
            KeyCode::Char('n' | 'N') => self.notice = Some(t!(lang, "play-n-is-w")),
            KeyCode::Char('t') => self.measure(),
            KeyCode::Char('g') => {
                self.show_chart = !self.show_chart;
                self.chart_key_used = true;
            }
            KeyCode::Char('M' | 'm' | 'K' | 'k')
            | KeyCode::Right
            | KeyCode::Left
            | KeyCode::Up
            | KeyCode::Down => self.reshape_key(key.code, lang),
            // Paging leaves the message too, and pages through the bits as
            // drawn under it: laid out without it, a page skipped the rows
            // it had taken (bits 90 to 107 after a new m said «Rebuilt»).
            KeyCode::PageDown | KeyCode::PageUp => {
                self.notice = said;
                let down = key.code == KeyCode::PageDown;
                self.scroll = Scroll::Lines(self.page(ctx, down));
            }
            // The last result is forgotten on leaving: back later, it read
            // as something just done (reader 11, en 3.1, es 3.3).
            KeyCode::Esc | KeyCode::Char('q') => {
                self.last = None;
                return Action::Back;
            }
            // A key that does nothing leaves the message as it was: the
            // ⚠ half of a removal went and its − half stayed (reader 34,
            // en 3.1).
            _ => self.notice = said,
        }
        Action::None
    }

    fn on_paste(&mut self, text: &str, ctx: &Context) -> Action {
        self.paste(text, ctx.lang);
        Action::None
    }

    fn typing(&self) -> bool {
        self.input.is_some()
    }

    fn help_opened(&mut self, ctx: &Context) {
        // The help did open: «press it again to use it» misread it as
        // spent (reader 23, es 2.5).
        if std::mem::take(&mut self.asked_to_empty) {
            self.notice = Some(t!(ctx.lang, "play-empty-kept-help"));
        }
    }

    fn keys(&self, ctx: &Context) -> Vec<KeyHelp> {
        self.status_keys(ctx.lang)
    }

    fn more_keys(&self, lang: Lang) -> Vec<KeyHelp> {
        self.help_keys(lang)
    }

    /// Two rows while «e again» waits, as the keys it replaces took
    /// under 100 columns: its two keys alone gave the screen a row, and
    /// it moved.
    fn status_rows_at_least(&self) -> u16 {
        if self.asked_to_empty { 2 } else { 1 }
    }

    fn render(&self, frame: &mut Frame, area: Rect, ctx: &Context, _hits: &mut Vec<(Rect, Click)>) {
        self.draw(frame, area, ctx);
    }
}

#[cfg(test)]
mod tests;
