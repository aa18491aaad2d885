//! Pasted text in the playground: one word per line, cleaned of control
//! characters, cut at the longest word and stopped at the most words, with
//! a notice saying what was left out. The notices for typed words that
//! were refused or cut are here too.

use super::{Input, MAX_WORD_CHARS, MAX_WORDS, Playground};
use crate::lang::Lang;
use crate::untrusted::is_unsafe_char;

impl Playground {
    /// Take pasted text: one word per line (a line break ends a word, as
    /// Enter does). Not typing, every line is added. Typing, the first line
    /// continues the word being typed; after it, further lines are added
    /// (to add) or left out (to check or remove, which take one word). At
    /// most [`MAX_WORDS`] are held and each word is cut at
    /// [`MAX_WORD_CHARS`]: the notice says what was left out.
    pub fn paste(&mut self, text: &str, lang: Lang) {
        let mut lines = pasted_lines(text).peekable();
        let mut report = PasteReport::default();
        let mut first = None;
        if let Some((mode, typed)) = self.input.take() {
            let line = lines.next().unwrap_or_default();
            let (word, cut) = cut_word(&format!("{typed}{line}"));
            report.cut += usize::from(cut);
            if lines.peek().is_none() || mode != Input::Add {
                // One word: it waits in the field for Enter, as if typed.
                report.ignored = lines.count();
                self.input = Some((mode, word));
                self.notice = report.notice(lang);
                return;
            }
            first = Some(word);
        }
        self.notice = None;
        for line in first.into_iter().chain(lines) {
            let (word, cut) = cut_word(&line);
            report.cut += usize::from(cut);
            if self.add_pasted(&word) {
                report.added += 1;
            } else {
                report.refused += 1;
            }
        }
        // The paste's last words, charted.
        self.history.record_if_moved(&self.array);
        // The paste's notice counts its own; typing starts a new count.
        self.refused = 0;
        self.notice = report.notice(lang);
    }
}

/// The lines of pasted text, each a candidate word: tabs read as spaces,
/// other unsafe characters (escape sequences, bidi overrides) dropped,
/// spaces trimmed, blank lines skipped. Terminals send a pasted line break
/// as \r, \n or both.
fn pasted_lines(text: &str) -> impl Iterator<Item = String> + '_ {
    text.split(['\r', '\n']).filter_map(|line| {
        let clean: String = line
            .chars()
            .map(|c| if c == '\t' { ' ' } else { c })
            .filter(|c| !is_unsafe_char(*c))
            .collect();
        let word = clean.trim();
        (!word.is_empty()).then(|| word.to_owned())
    })
}

/// A word cut to [`MAX_WORD_CHARS`], and whether it had to be.
fn cut_word(word: &str) -> (String, bool) {
    match word.char_indices().nth(MAX_WORD_CHARS) {
        Some((at, _)) => (word[..at].trim_end().to_owned(), true),
        None => (word.to_owned(), false),
    }
}

/// What a paste did, for the notice.
#[derive(Debug, Default, PartialEq, Eq)]
struct PasteReport {
    added: usize,
    /// Not added: the playground was full.
    refused: usize,
    /// Cut at [`MAX_WORD_CHARS`].
    cut: usize,
    /// Lines after the first, given to check or remove (one word).
    ignored: usize,
}

impl PasteReport {
    fn notice(&self, lang: Lang) -> Option<String> {
        let count = |n: usize| crate::tui::text::count(lang, n as u64);
        let mut parts = Vec::new();
        if self.added > 0 || self.refused > 0 {
            parts.push(match (lang, self.added) {
                (Lang::En, 1) => "Pasted: 1 word added".to_owned(),
                (Lang::Es, 1) => "Pegado: 1 palabra agregada".to_owned(),
                (Lang::En, n) => format!("Pasted: {} words added", count(n)),
                (Lang::Es, n) => format!("Pegado: {} palabras agregadas", count(n)),
            });
        }
        if self.refused > 0 {
            parts.push(full_notice(lang, self.refused));
        }
        if self.ignored > 0 {
            parts.push(match (lang, self.ignored) {
                (Lang::En, 1) => "1 more line left out: this takes one word".to_owned(),
                (Lang::Es, 1) => "1 línea más se descartó: aquí va una sola palabra".to_owned(),
                (Lang::En, n) => format!("{} more lines left out: this takes one word", count(n)),
                (Lang::Es, n) => format!(
                    "{} líneas más se descartaron: aquí va una sola palabra",
                    count(n)
                ),
            });
        }
        if self.cut > 0 {
            parts.push(cut_notice(lang, self.cut));
        }
        (!parts.is_empty()).then(|| format!("{}.", parts.join("; ")))
    }
}

/// Words refused because the playground holds [`MAX_WORDS`] already.
pub(super) fn full_notice(lang: Lang, refused: usize) -> String {
    let max = crate::tui::text::count(lang, MAX_WORDS as u64);
    let refused_text = crate::tui::text::count(lang, refused as u64);
    match (lang, refused) {
        (Lang::En, 1) => {
            format!("1 word not added: the playground holds at most {max} words (e empties it)")
        }
        (Lang::Es, 1) => format!(
            "1 palabra no se agregó: el laboratorio admite hasta {max} palabras (e lo vacía)"
        ),
        (Lang::En, _) => format!(
            "{refused_text} words not added: the playground holds at most {max} words (e empties it)"
        ),
        (Lang::Es, _) => format!(
            "{refused_text} palabras no se agregaron: el laboratorio admite hasta {max} palabras (e lo vacía)"
        ),
    }
}

/// Words cut at [`MAX_WORD_CHARS`].
pub(super) fn cut_notice(lang: Lang, cut: usize) -> String {
    match (lang, cut) {
        (Lang::En, 1) => {
            format!("a word is at most {MAX_WORD_CHARS} characters: the rest was left out")
        }
        (Lang::Es, 1) => format!(
            "una palabra tiene como máximo {MAX_WORD_CHARS} caracteres: el resto se descartó"
        ),
        (Lang::En, n) => {
            format!("{n} words cut to {MAX_WORD_CHARS} characters, the most a word may have")
        }
        (Lang::Es, n) => format!(
            "{n} palabras recortadas a {MAX_WORD_CHARS} caracteres, el máximo de una palabra"
        ),
    }
}
