//! Small helpers for interface text: wrapping, percentages, parameter
//! names. The interface's words themselves are in the Fluent catalogues
//! (see [`crate::i18n`]).

use crate::lang::Lang;

pub(crate) use crate::units::count;

/// Split `text` into lines of at most `width` characters, keeping words
/// whole where possible and breaking only where [`breaks`] allows (never
/// beside a number or a lone operator, nor inside a ratio, a `code span`
/// or a short parenthesis). Blank lines separate paragraphs; single line
/// breaks inside a paragraph are reflowed, except before list items
/// (`- `, `• `, `1. `), which keep their own line.
/// Words joined by no-break spaces, so that a wrapped line never parts
/// them (a row's name, «1 % k=7», with its counts).
pub(crate) fn unbroken(text: &str) -> String {
    text.replace(' ', "\u{a0}")
}

/// A tag after a list entry (« · leída hasta el final»), kept whole: the
/// line may break before it, never inside it («· último» / «intento:
/// 8/12 puntos», reader 18, es 1.11).
pub(crate) fn unbroken_tag(tag: &str) -> String {
    let lead = tag.len() - tag.trim_start().len();
    format!("{}{}", &tag[..lead], unbroken(tag.trim_start()))
}

/// The text with its first letter in capitals.
pub(crate) fn capitalized(text: &str) -> String {
    let mut chars = text.chars();
    chars
        .next()
        .map(|first| first.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

pub(crate) fn wrap(text: &str, width: usize) -> Vec<String> {
    let width = width.max(1);
    let mut lines = Vec::new();
    for (index, paragraph) in text.trim().split("\n\n").enumerate() {
        let paragraph = paragraph.trim_matches('\n');
        if index > 0 {
            lines.push(String::new());
        }
        let mut logical: Vec<String> = Vec::new();
        for raw in paragraph.lines() {
            let trimmed = raw.trim();
            // A number that starts a source line starts a list only at the
            // paragraph's head or after another item: elsewhere it is a
            // sentence's number that fell there, computed or not (reader
            // 45, en 1.1: «…where chance predicts / 8. It also counts…»
            // was drawn as item 8).
            let item = if numbered_marker(trimmed).is_some() {
                logical
                    .last()
                    .is_none_or(|last| item_marker(last).is_some())
            } else {
                item_marker(trimmed).is_some()
            };
            match logical.last_mut() {
                Some(last) if !item && !trimmed.is_empty() => {
                    last.push(' ');
                    last.push_str(trimmed);
                }
                _ => logical.push(trimmed.to_owned()),
            }
        }
        for line in logical {
            // A list item's later lines start under its text, not under
            // its marker.
            let indent = item_marker(&line).filter(|&m| m * 2 < width).unwrap_or(0);
            lines.extend(wrap_line(&line, width, indent));
        }
    }
    lines
}

/// Signs that bind the words on both sides of them when they stand alone:
/// "n = 20", "12 × (1 − …)", "+9.6 % ± 0.7 %", "a ⊕ b ⊕ c".
const OPERATORS: [&str; 15] = [
    "=", "≈", "≤", "≥", "<", ">", "≠", "×", "±", "−", "+", "÷", "/", "·", "⊕",
];

/// An operator alone or with brackets: "≈", "(≈" (in "(≈ significa …)")
fn operator(word: &str) -> bool {
    OPERATORS.contains(&word.trim_matches(['(', ')', '[', ']', '«', '»', '“', '”']))
}

/// A lone letter naming a variable that ends a sentence or the text:
/// "m.". A line that starts with it leaves the reader with a stub;
/// a one-letter word of the language ("y", "a", "o") is not one.
fn lone_variable(word: &str, last: bool) -> bool {
    let letters: Vec<char> = word.chars().take_while(|c| c.is_alphabetic()).collect();
    let rest = &word[letters.iter().map(|c| c.len_utf8()).sum::<usize>()..];
    letters.len() == 1
        && letters[0].is_ascii_alphabetic()
        && !"aeiouyAEIOUY".contains(letters[0])
        && (last || rest == ".")
}

/// How strongly two words hold together: a line may break between them
/// (`Free`); only when the line would otherwise end short (`Soft`: a word
/// before a number, "encienden 12 × …"); never, unless the piece is longer
/// than a line (`Hard`).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug)]
enum Glue {
    Free,
    Soft,
    Hard,
}

/// A line that ends before this part of the width (numerator, denominator)
/// when the next piece does not fit lets that piece go at its soft glue.
const SHORT_LINE: (usize, usize) = (9, 10);

/// The fewest characters (with their spaces) the part of a unit after a
/// soft glue needs to start a line on its own.
const STUB: usize = 10;

/// Names of several words that read as one, kept on one line wherever
/// they are written (a lesson, a catalogue, a structure's title): a line
/// that ends in «binary» leaves the reader with a different word.
const NAMES: [&[&str]; 1] = [&["binary", "fuse"]];

/// A word as a name is matched: lower case, without the punctuation or
/// markup around it («**binary», «fuse),»).
fn bare(word: &str) -> String {
    word.trim_matches(|c: char| !c.is_alphanumeric())
        .to_lowercase()
}

/// The longest parenthesis kept on one line, in characters.
const SHORT_PARENTHESIS: usize = 20;

/// Punctuation that ends a clause: a line may break after it even when a
/// number comes before or after ("2, 10", "in 20. Then").
fn ends_clause(word: &str) -> bool {
    word.ends_with(['.', ',', ';', '!', '?'])
}

/// A word that starts with a number, after opening brackets and signs:
/// "12", "(8", "−0,7", "+9.6", "±3.5%".
fn starts_number(word: &str) -> bool {
    word.trim_start_matches([
        '(', '[', '«', '“', '"', '¿', '¡', '±', '+', '−', '-', '≈', '~',
    ])
    .starts_with(|c: char| c.is_ascii_digit())
}

/// A word that ends with a number: "12", "1.6·10⁻¹⁶", "(1",
/// "log2(1/0.0100". Not "20." nor "2," (they end a clause), nor "(2022)".
fn ends_number(word: &str) -> bool {
    word.ends_with(|c: char| c.is_ascii_digit() || "⁰¹²³⁴⁵⁶⁷⁸⁹".contains(c))
}

/// A short word that may sit between the two numbers of a ratio: "run in",
/// "veces de", "de cada", "% to".
fn ratio_word(word: &str) -> bool {
    // "1 000 000 bits y 100 000 elementos" joins two quantities, not the
    // terms of a ratio.
    const AND_OR: [&str; 6] = ["y", "e", "o", "u", "and", "or"];
    word.chars().count() <= 7
        && word.chars().all(|c| c.is_alphabetic() || c == '%')
        && !AND_OR.contains(&word)
        // "10 suma ln 10": a function's name starts a formula, not a ratio.
        && !FUNCTIONS.contains(&word)
}

/// Names of functions, which hold their argument: "ln 10".
const FUNCTIONS: [&str; 5] = ["ln", "log", "log2", "log₂", "exp"];

/// Names of things a number counts or labels, which the number follows
/// on the same line: "bit 10", "cell 2", "paso 4".
const LABELS: [&str; 22] = [
    // «la lección / 2 explica» read as a numbered point (reader 44, es
    // 1.9).
    "lesson",
    "lección",
    "question",
    "pregunta",
    "bit",
    "bits",
    "cell",
    "cells",
    "celda",
    "celdas",
    "row",
    "rows",
    "fila",
    "filas",
    "step",
    "paso",
    "counter",
    "contador",
    "position",
    "posición",
    "seed",
    "semilla",
];

/// The command line's subcommands: «bloomlab table» is a command, held
/// whole; «bloomlab mide 12 bits» is a sentence, and «bloomlab» may end
/// a line there (reader 47, es 1.6: «…por la regla del paso 12,» ended at
/// column 62, «bloomlab» held to «mide»).
const SUBCOMMANDS: [&str; 12] = [
    "lesson",
    "quiz",
    "size",
    "table",
    "experiment",
    "compare",
    "check",
    "results",
    "submit",
    "export",
    "grade",
    "exercise",
];

/// Marks that say what the words after them are (a warning, a verdict):
/// "⚠ los tiempos varían" keeps the mark with its first word, and a " · "
/// before one separates, rather than multiplies.
const MARKS: [&str; 5] = ["⚠", "✗", "✓", "★", "▸"];

/// The words of `text` (split at ASCII spaces; a no-break space holds
/// its neighbours together), and for each word but the last whether the
/// line may break after it.
///
/// The rule: a line never breaks
/// - after a number ("2 MB", "10 %"), unless the number ends a clause
///   with . , ; ! ? ("bits 2, 10") or labels the thing named before it
///   ("el bit 9 | está en 0");
/// - before a number, unless the word before ends a clause, or the line
///   would otherwise end short of `SHORT_LINE` of its width (a soft
///   glue: "… sondeos encienden" / "12 × (1 − (11/12)^4) ≈ 3,5 bits");
/// - between the two numbers of a ratio joined by one to three short words
///   ("1 run in 5", "19 veces de 20", "0.755 % to 0.835 %"), which are not
///   "and" or "or" ("1 000 000 bits y 100 000 elementos" is no ratio);
/// - before or after an operator standing alone or beside a bracket
///   (`OPERATORS`): "12 × (1 − (11/12)^4) ≈ 3.5 bits", "ln 10 / (ln 2)²"
///   and "(≈ significa" stay one piece;
/// - before a lone letter naming a variable at the end of a sentence
///   ("con el mismo m.");
/// - before a word that opens with a closing bracket or a percent sign;
/// - inside a `code span`, which a student must be able to copy whole;
/// - inside a short parenthesis (`SHORT_PARENTHESIS` characters from its
///   opening to its closing bracket): "(b or k changes it)", "e^(−ln 2)";
/// - inside a command: after "bloomlab", and before a flag
///   ("compare --crossover");
/// - inside a name of several words (`NAMES`): "binary fuse".
///
/// A piece longer than the line still breaks at its spaces (and a word
/// longer than the line is cut), so nothing is ever lost.
fn breaks(text: &str) -> (Vec<&str>, Vec<Glue>) {
    let words: Vec<&str> = text.split(' ').filter(|w| !w.is_empty()).collect();
    let mut may_break = neighbours(&words);
    hold_short_parentheses(&words, &mut may_break);
    hold_short_quotes(&words, &mut may_break);
    hold_names(&words, &mut may_break);
    hold_ratios(&words, &mut may_break);
    (words, may_break)
}

/// The glue between each word and the next, from the two words alone
/// (and whether a `code span` is open).
fn neighbours(words: &[&str]) -> Vec<Glue> {
    let mut may_break = vec![Glue::Free; words.len().saturating_sub(1)];
    let mut in_code = false;
    let last = words.len().saturating_sub(2);
    for (i, pair) in words.windows(2).enumerate() {
        let (word, next) = (pair[0], pair[1]);
        in_code ^= word.matches('`').count() % 2 == 1;
        // A number after a thing's name labels it («el bit 9», «contador
        // 7»): what follows is no unit of it, and the line may break
        // there («bit 9» / «está en 0», reader 31, es 1.1).
        let index = i > 0 && LABELS.contains(&bare(words[i - 1]).as_str());
        let number = ends_number(word) && !ends_clause(word) && !index;
        let before_number = starts_number(next) && !ends_clause(word);
        // A function's name holds its argument as firmly as a sign: "ln 10",
        // "−ln p" (reader 32, es 1.1: «lo mismo que −ln» / «p / (ln 2)²»).
        let function = FUNCTIONS.contains(&bare(word).as_str()) && !ends_clause(word);
        // A short word ("de", "los", "the", "a") or a thing's name ("bit",
        // "cell") holds the number after it: "El bit 10", "factor de 10".
        // Not a unit after a number: "84,8 ns (16,4–182,9)" may break.
        let unit = i > 0 && ends_number(words[i - 1]);
        let label = before_number
            && !unit
            && (bare(word).chars().count() <= 3 || LABELS.contains(&bare(word).as_str()));
        // "… 157,0) · ⚠ los tiempos": the line may break before the dot.
        let separator = next == "·" && words.get(i + 2).is_some_and(|w| MARKS.contains(w));
        // A lone "·" separates items as often as it multiplies: the line
        // may break after it ("exacta 0,04 % ·" / "este filtro …").
        let dot = word == "·";
        // A «·» between a bracket or a number and a function or a number
        // multiplies: «k = (m/n) · ln 2» stays one piece (reader 19, es 1.3).
        // Not between items each held whole by no-break spaces: «10 % k=3:
        // 1 / 0 · 1 % k=7: 1 / 1» is a list (reader 20, es 1.8).
        let whole = |w: &str| w.contains('\u{a0}');
        let product = dot
            && i > 0
            && (words[i - 1].ends_with(')') || ends_number(words[i - 1]))
            && (FUNCTIONS.contains(&bare(next).as_str()) || starts_number(next))
            && !(whole(words[i - 1]) && whole(next));
        // Not back across a clause's end or into a bracket it opens: «it (+
        // for 10⁶ keys, − for» was one piece (reader 33, en, at 80×22).
        let binds_back = operator(next) && !next.starts_with('(') && !ends_clause(word);
        let operator = ((operator(word) && !dot) || binds_back || product) && !separator;
        let mark = MARKS.contains(&word);
        // A key's arrows hold what they do (reader 32, en 1.3).
        let arrows = word.trim_start_matches(['(', '[']);
        let key = !arrows.is_empty() && arrows.chars().all(|c| "↑↓←→".contains(c));
        let closing = next.starts_with([')', ']', '%', '»']);
        // A command stays whole: "bloomlab compare --crossover".
        // And a flag its value: «--seed» / «1561 measures» read as a new
        // sentence (reader 43, en 1.2).
        let flag = word.starts_with("--") && word.len() > 2 && !ends_clause(word);
        let command = (bare(word) == "bloomlab" && SUBCOMMANDS.contains(&bare(next).as_str()))
            || (next.starts_with("--") && next.len() > 2)
            || flag;
        if in_code
            || number
            || operator
            || closing
            || function
            || label
            || command
            || mark
            || key
            || lone_variable(next, i == last)
        {
            may_break[i] = Glue::Hard;
        } else if before_number {
            may_break[i] = Glue::Soft;
        }
    }
    may_break
}

/// The words in units that should stay on one line (see [`breaks`]), each
/// unit in the pieces it may split into at its soft glue.
fn units(text: &str) -> Vec<Vec<Vec<&str>>> {
    let (words, may_break) = breaks(text);
    let mut units: Vec<Vec<Vec<&str>>> = Vec::new();
    for (i, word) in words.into_iter().enumerate() {
        let glue = if i > 0 { may_break[i - 1] } else { Glue::Free };
        match (units.last_mut(), glue) {
            (Some(unit), Glue::Hard) if !unit.is_empty() => {
                let at = unit.len() - 1;
                unit[at].push(word);
            }
            (Some(unit), Glue::Soft) => unit.push(vec![word]),
            _ => units.push(vec![vec![word]]),
        }
    }
    units
}

/// The width of a list item's marker with its space ("- ", "• ", "12. ",
/// and the ✗ or ✓ before an answered question), or None for a line that
/// is not an item.
fn item_marker(line: &str) -> Option<usize> {
    // The marks of a list, of a verdict, of a warning, and of what an
    // operation did to a filter (add +, look up ?, remove −).
    if ["- ", "• ", "✗ ", "✓ ", "? ", "+ ", "− ", "⚠ "]
        .iter()
        .any(|m| line.starts_with(m))
    {
        return Some(2);
    }
    numbered_marker(line)
}

/// The width of a numbered item's marker, «1. » or a choice's «4) ».
fn numbered_marker(line: &str) -> Option<usize> {
    [". ", ") "].iter().find_map(|mark| {
        line.split_once(mark)
            .filter(|(n, _)| !n.is_empty() && n.len() <= 3 && n.chars().all(|c| c.is_ascii_digit()))
            .map(|(n, _)| n.len() + 2)
    })
}

/// Lines of at most `width` characters; lines after the first start with
/// `indent` spaces (a list item's hanging indent). A unit (see [`breaks`])
/// that does not fit on what is left of the line starts a new one; a unit
/// longer than a whole line is laid out word by word, and a word longer
/// than a line is cut.
fn wrap_line(text: &str, width: usize, indent: usize) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    let mut line = String::new();
    // Characters on `line` after its indent.
    let mut length = 0;
    let room = |lines: &Vec<String>| {
        if lines.is_empty() {
            width
        } else {
            width - indent
        }
    };
    let new_line = |lines: &mut Vec<String>, line: &mut String, length: &mut usize| {
        lines.push(std::mem::replace(line, " ".repeat(indent)));
        *length = 0;
    };
    let mut queue: std::collections::VecDeque<Vec<Vec<&str>>> = units(text).into();
    while let Some(pieces) = queue.pop_front() {
        let unit: Vec<&str> = pieces.concat();
        let unit_length =
            unit.iter().map(|w| w.chars().count()).sum::<usize>() + unit.len().saturating_sub(1);
        if unit_length > width - indent
            && let Some(parts) = split_before_operators(&unit)
        {
            for part in parts.into_iter().rev() {
                queue.push_front(vec![part]);
            }
            continue;
        }
        let fits = length + 1 + unit_length <= room(&lines);
        if length > 0 && !fits && unit_length <= width - indent {
            // A line that would end short lets the unit go at its soft
            // glue: "… cuatro sondeos encienden" / "12 × (1 − …) ≈ 3,5".
            let short = length * SHORT_LINE.1 < room(&lines) * SHORT_LINE.0;
            // Not for a short number left to start the next line: "… of" /
            // "10." reads worse than "… factor" / "of 10.".
            let stub = pieces[1..]
                .iter()
                .flatten()
                .map(|word| word.chars().count() + 1)
                .sum::<usize>()
                < STUB;
            if short && pieces.len() > 1 && !stub {
                for piece in pieces.into_iter().rev() {
                    queue.push_front(vec![piece]);
                }
                continue;
            }
            new_line(&mut lines, &mut line, &mut length);
        }
        for word in unit {
            let word_length = word.chars().count();
            if length > 0 && length + 1 + word_length > room(&lines) {
                new_line(&mut lines, &mut line, &mut length);
            }
            if length > 0 {
                line.push(' ');
                length += 1;
            }
            let mut rest: Vec<char> = word.chars().collect();
            // A word longer than the line: cut it.
            while rest.len() > room(&lines) - length {
                let piece: String = rest.drain(..room(&lines) - length).collect();
                line.push_str(&piece);
                new_line(&mut lines, &mut line, &mut length);
            }
            length += rest.len();
            line.extend(rest);
        }
    }
    lines.push(line);
    lines
}

/// A formula longer than a line, split before its operators, so that a
/// line never ends on one («0,0006 ×» / «0,0069 + …», reader 18, es
/// 1.12): before a sum's signs (+ − = ≈) where there is one outside
/// brackets, else before a product's. None where there is neither.
fn split_before_operators<'a>(unit: &[&'a str]) -> Option<Vec<Vec<&'a str>>> {
    let sum = |word: &&str| ["+", "−", "=", "≈", "≤", "≥"].contains(word);
    let product = |word: &&str| ["×", "÷", "·", "/"].contains(word);
    // Only outside brackets: «(1 −» / «e^(−ln 2))» parts a bracket.
    let mut depth = vec![0i32; unit.len()];
    for i in 1..unit.len() {
        let word = unit[i - 1];
        let opened = word.matches(['(', '[']).count() as i32;
        depth[i] = depth[i - 1] + opened - word.matches([')', ']']).count() as i32;
    }
    let at = |is: &dyn Fn(&&str) -> bool| -> Vec<usize> {
        (1..unit.len())
            .filter(|&i| depth[i] <= 0 && is(&unit[i]))
            .collect()
    };
    let cuts = Some(at(&sum))
        .filter(|cuts| !cuts.is_empty())
        .unwrap_or_else(|| at(&product));
    if cuts.is_empty() {
        return None;
    }
    let mut parts = Vec::new();
    let mut start = 0;
    for cut in cuts {
        parts.push(unit[start..cut].to_vec());
        start = cut;
    }
    parts.push(unit[start..].to_vec());
    Some(parts)
}

/// A core error in the screen's words and language: parameters by the
/// names the screens use (n, p, m, k, the memory cap…), not by the command
/// line's flags; the one the error is about first, as a field's label, and
/// any other the message mentions set off as the language does it
/// (`param-mention`: «n» in Spanish).
/// A list written «a · b · c» that does not fit `width`, as lines of whole
/// items with no «·» at a line's end or start: a dot left hanging, or
/// starting a line, read as a line cut short (reader 10, es 1.8; reader
/// 11, es 1.7). Other text is returned whole, for the caller to wrap.
pub(crate) fn items_that_fit(text: &str, width: usize) -> Vec<String> {
    const SEPARATOR: &str = " ·\u{a0}";
    if text.chars().count() <= width || !text.contains(SEPARATOR) {
        return vec![text.to_owned()];
    }
    let mut lines: Vec<String> = Vec::new();
    for item in text.split(SEPARATOR) {
        match lines.last_mut() {
            Some(line)
                if line.chars().count() + SEPARATOR.chars().count() + item.chars().count()
                    <= width =>
            {
                line.push_str(SEPARATOR);
                line.push_str(item);
            }
            _ => lines.push(item.to_owned()),
        }
    }
    lines
}

/// The help's line on the two predicted rates, exact and Bloom's, which
/// the playground, Sizing and Experiments show before lesson 2 derives
/// them: said with where they are taught (reader 10, es 6.1).
pub(crate) fn exact_and_bloom_help(lang: Lang) -> super::protocol::KeyHelp {
    rates_help(lang, crate::t!(lang, "exp-key-x-m-k-averaged-1"))
}

/// The help's line on the rates under its one key, «Bloom · exact», in a
/// screen's own words: Sizing's rows are «Bloom's p» and «exact p»
/// (reader 46, en 2.5, es 4.11; a longer key pushed the words to three
/// rows), and the playground adds this filter's own rate.
pub(crate) fn rates_help(lang: Lang, said: String) -> super::protocol::KeyHelp {
    super::protocol::KeyHelp::term(crate::t!(lang, "exp-key-exact-bloom"), said)
}

/// The help's line on the ideas of statistics the Experiments screen uses
/// before lesson 2 teaches them (reader 10, es 6.3, en 6.4).
pub(crate) fn statistics_help(lang: Lang) -> super::protocol::KeyHelp {
    super::protocol::KeyHelp::term(
        crate::t!(lang, "exp-key-statistics"),
        crate::t!(lang, "exp-key-statistics-taught"),
    )
}

pub(crate) fn param_error(err: &crate::ParamError, lang: Lang) -> String {
    use crate::Param;
    let name = |param: Param| match param {
        Param::N => "n".to_owned(),
        Param::P => "p".to_owned(),
        Param::M => "m".to_owned(),
        Param::K => "k".to_owned(),
        Param::MaxMemory => crate::t!(lang, "words-param-memory-cap"),
        Param::Precision => crate::t!(lang, "words-param-precision"),
        Param::Confidence => crate::t!(lang, "words-param-confidence"),
        Param::MaxQueries => crate::t!(lang, "words-param-query-cap"),
        Param::Trials => crate::t!(lang, "words-param-fresh-filters"),
        Param::Threads => crate::t!(lang, "words-param-threads"),
    };
    let mention = |param: Param| crate::t!(lang, "param-mention", name = name(param));
    crate::t!(
        lang,
        "param-error",
        param = name(err.param),
        problem = err.problem.message_in(lang, &mention)
    )
}

mod holds;
use holds::{hold_names, hold_ratios, hold_short_parentheses, hold_short_quotes};

#[cfg(test)]
mod tests;
