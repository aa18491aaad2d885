//! Pasted text in the playground: one word per line, cleaned of control
//! characters, cut at the longest word and stopped at the most words, with
//! a notice saying what was left out. The notices for typed words that
//! were refused or cut are here too.

use super::{Input, MAX_WORD_CHARS, MAX_WORDS, Playground};
use crate::lang::Lang;
use crate::t;
use crate::untrusted::is_unsafe_char;

impl Playground {
    /// Take pasted text: one word per line (a line break ends a word, as
    /// Enter does). Not typing, every line is added. Typing, the first line
    /// continues the word being typed; after it, further lines are added
    /// (to add) or left out (to check or remove, which take one word). At
    /// most [`MAX_WORDS`] are held and each word is cut at
    /// [`MAX_WORD_CHARS`]: the notice says what was left out.
    pub(crate) fn paste(&mut self, text: &str, lang: Lang) {
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
        let shown = |n: usize| crate::tui::text::count(lang, n as u64);
        let mut parts = Vec::new();
        if self.added > 0 || self.refused > 0 {
            parts.push(t!(
                lang,
                "play-pasted",
                count = self.added,
                shown = shown(self.added)
            ));
        }
        if self.refused > 0 {
            parts.push(full_notice(lang, self.refused));
        }
        if self.ignored > 0 {
            parts.push(t!(
                lang,
                "play-lines-left-out",
                count = self.ignored,
                shown = shown(self.ignored)
            ));
        }
        if self.cut > 0 {
            parts.push(cut_notice(lang, self.cut));
        }
        (!parts.is_empty()).then(|| as_sentence(&parts.join("; ")))
    }
}

/// Notices joined with «; » read as one sentence: a capital and a full
/// stop, whichever part comes first («a word is at most 40 characters»
/// began a line in lower case: reader 23, en 4.4).
pub(super) fn as_sentence(text: &str) -> String {
    let mut chars = text.chars();
    let first: String = chars
        .next()
        .map(|c| c.to_uppercase().collect())
        .unwrap_or_default();
    let rest = chars.as_str().trim_end_matches('.');
    format!("{first}{rest}.")
}

/// Words refused because the playground holds [`MAX_WORDS`] already.
pub(super) fn full_notice(lang: Lang, refused: usize) -> String {
    let max = crate::tui::text::count(lang, MAX_WORDS as u64);
    let refused_text = crate::tui::text::count(lang, refused as u64);
    t!(
        lang,
        "play-full",
        count = refused,
        shown = refused_text,
        max = max
    )
}

/// Words cut at [`MAX_WORD_CHARS`].
pub(super) fn cut_notice(lang: Lang, cut: usize) -> String {
    t!(
        lang,
        "play-cut",
        count = cut,
        max = MAX_WORD_CHARS.to_string()
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A notice on its own starts with a capital and ends with one full
    /// stop (reader 23, en 4.4: «a word is at most 40 characters»).
    #[test]
    fn a_notice_alone_reads_as_a_sentence() {
        for lang in Lang::ALL {
            let said = as_sentence(&cut_notice(lang, 1));
            assert!(said.starts_with(char::is_uppercase), "{said}");
            assert!(said.ends_with('.') && !said.ends_with(".."), "{said}");
        }
        assert_eq!(as_sentence("ya estaba."), "Ya estaba.");
    }
}
