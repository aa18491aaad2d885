//! Runs of words a line keeps together: short parentheses and quoted
//! names, names of several words, ratios («95 de cada 100»).

use super::{Glue, LABELS, NAMES, SHORT_PARENTHESIS, bare, ends_number, ratio_word, starts_number};

/// The characters `words` take on a line, with a space between each.
fn span_length(words: &[&str]) -> usize {
    words.iter().map(|w| w.chars().count() + 1).sum::<usize>() - 1
}

/// Short parentheses: from the word that opens one to the word that
/// closes it.
pub(super) fn hold_short_parentheses(words: &[&str], may_break: &mut [Glue]) {
    let mut depth = 0i32;
    let mut opened = 0;
    for (i, word) in words.iter().enumerate() {
        // Nor is a short word left alone after its opening bracket: «(la»
        // / «lección 2 muestra por qué» (reader 44, es 1.1), «(n» / «solo
        // cambia» (reader 45, es 1.3).
        if word.starts_with('(')
            && !word.contains(')')
            && word.chars().count() <= 4
            && i < may_break.len()
        {
            may_break[i] = Glue::Hard;
        }
        let before = depth;
        depth =
            (depth + word.matches('(').count() as i32 - word.matches(')').count() as i32).max(0);
        if before == 0 && depth > 0 {
            opened = i;
        }
        if before > 0 && depth == 0 && span_length(&words[opened..=i]) <= SHORT_PARENTHESIS {
            may_break[opened..i].fill(Glue::Hard);
        }
    }
}

/// A short quoted name, from its opening quote to its closing one: a
/// column «“add (ns)”» broke into «“add» / «(ns)”» (reader 43, en 1.1),
/// an answer «Un filtro binary fuse» after «Un (es 1.3).
pub(super) fn hold_short_quotes(words: &[&str], may_break: &mut [Glue]) {
    let opens = |w: &str| w.starts_with(['“', '«']);
    let closes = |w: &str| {
        w.trim_end_matches(|c: char| c.is_ascii_punctuation())
            .ends_with(['”', '»'])
    };
    let mut opened = None;
    for (i, word) in words.iter().enumerate() {
        // Nor is a short word left alone after its opening quote: «Un /
        // filtro con contadores» (reader 43, es 1.3).
        if opens(word) && !closes(word) && word.chars().count() <= 4 && i < may_break.len() {
            may_break[i] = Glue::Hard;
        }
        if opens(word) && !closes(word) {
            opened = Some(i);
        } else if let Some(start) = opened
            && closes(word)
        {
            opened = None;
            if span_length(&words[start..=i]) <= SHORT_QUOTE {
                may_break[start..i].fill(Glue::Hard);
            }
        }
    }
}

/// The longest quoted name held on one line: an answer in an order,
/// «Un filtro binary fuse», broke after «Un (reader 43, es 1.3).
const SHORT_QUOTE: usize = 24;

/// Names of several words (`NAMES`).
pub(super) fn hold_names(words: &[&str], may_break: &mut [Glue]) {
    let bare_words: Vec<String> = words.iter().map(|word| bare(word)).collect();
    for name in NAMES {
        for (i, window) in bare_words.windows(name.len()).enumerate() {
            if window
                .iter()
                .zip(name.iter())
                .all(|(word, part)| word == part)
            {
                may_break[i..i + name.len() - 1].fill(Glue::Hard);
            }
        }
    }
}

/// Words that make a labelled number start a ratio: «paso 4 de 21».
const INDEX_RATIO_WORDS: [&str; 5] = ["de", "of", "in", "a", "to"];

/// Ratios: a number, one to three short words, a number.
pub(super) fn hold_ratios(words: &[&str], may_break: &mut [Glue]) {
    for (i, word) in words.iter().enumerate() {
        if !ends_number(word) {
            continue;
        }
        // «95 de cada 100», «1 in 20»: two words at most; «2 is back
        // to 0» or «599 más que los 1 102 …» are no ratios, and holding
        // them left a short word alone on a line (reader 7, es 5).
        for between in 1..=2 {
            let Some(end) = words.get(i + between + 1) else {
                break;
            };
            // A number that labels a thing («contador 7») is the first of
            // a ratio only through a preposition («paso 4 de 21»), not
            // through a verb («contador 7 valía 2», reader 31, es 1.1).
            let index = i > 0 && LABELS.contains(&bare(words[i - 1]).as_str());
            let joins = |w: &&str| {
                ratio_word(w) && (!index || INDEX_RATIO_WORDS.contains(&bare(w).as_str()))
            };
            if !words[i + 1..=i + between].iter().all(joins) {
                break;
            }
            // "84,8 ns (16,4–182,9)": a range in brackets is no ratio.
            if starts_number(end) && !end.starts_with('(') {
                may_break[i..i + between + 1].fill(Glue::Hard);
                break;
            }
        }
    }
}
