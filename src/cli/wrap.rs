//! Prose fitted to the terminal's width (see [`super::width`]): every
//! line of text output that is not a table row goes through [`fitted`],
//! so that no line is longer than the width and none is cut mid-word by
//! the terminal. Lines break only at plain spaces, never inside a word,
//! a number or beside the sign or unit that belongs to it; the lines
//! after the first start under the text they continue (a hanging indent).

/// `text` with each of its lines fitted to `width` characters: a line
/// that fits stays as it is, a longer one is broken at spaces, its later
/// lines indented as [`hang`] says.
pub(super) fn fitted(text: &str, width: usize) -> String {
    text.split('\n')
        .flat_map(|line| wrap_line(line, width))
        .collect::<Vec<_>>()
        .join("\n")
}

/// [`fitted`] at the width text output is fitted to.
pub(super) fn fitted_here(text: &str) -> String {
    fitted(text, super::width::available())
}

/// `text` after `lead` (a label such as «error: », a mark such as
/// «  [fail] »), fitted to the width text output is fitted to: its first
/// line's later lines start under the text after `lead`; any lines after
/// the first are fitted as [`fitted`] fits them.
pub(super) fn fitted_under(lead: &str, text: &str) -> String {
    under(lead, text, super::width::available())
}

/// [`fitted_under`] at `width`.
fn under(lead: &str, text: &str, width: usize) -> String {
    let taken = lead.chars().count();
    let (first, rest) = text.split_once('\n').unwrap_or((text, ""));
    let mut out = format!("{lead}{}", fitted_after(first, taken, width, taken));
    if text.contains('\n') {
        out.push('\n');
        out.push_str(&fitted(rest, width));
    }
    out
}

/// An error for stderr: «error: » and `message`, fitted to the width
/// of the terminal or `COLUMNS`, its later lines under the message
/// rather than under «error:» (reader 44: errors of 120 to 230
/// characters on one line). Where neither gives a width (stderr read
/// by a script or kept in a log), the error stays on one line, as the
/// exit codes' contract says (docs/cli.md). A message that already
/// starts with «error: » (some catalogue messages do) gets no second
/// one.
pub(super) fn error_line(message: &str) -> String {
    const LEAD: &str = "error: ";
    let message = message.strip_prefix(LEAD).unwrap_or(message);
    match super::width::known() {
        Some(width) => under(LEAD, message, width),
        None => format!("{LEAD}{message}"),
    }
}

/// A line for stderr that may be an error (a catalogue message that
/// starts with «error: »), fitted as [`error_line`] fits one, or else as
/// [`fitted_here`] fits prose.
pub(super) fn fitted_notice(text: &str) -> String {
    if text.starts_with("error: ") {
        error_line(text)
    } else {
        fitted_here(text)
    }
}

/// Where a wrapped line's later lines start: under its text, after its
/// indent and a list mark («⚠ », «- », «• »), or, where the line is a
/// label with its value after a run of spaces («  2      entrada no
/// válida…», «  memoria   11 981 323 bytes…»), under the value.
fn hang(line: &str, width: usize) -> usize {
    let chars: Vec<char> = line.chars().collect();
    let indent = chars.iter().take_while(|c| **c == ' ').count();
    let marked = ["⚠ ", "- ", "• ", "· "]
        .iter()
        .any(|mark| line[line.len() - line.trim_start().len()..].starts_with(mark));
    let text_start = if marked { indent + 2 } else { indent };
    // A label column: the first run of two spaces or more after the text
    // starts, ending in the left half of the line.
    let mut at = text_start;
    while at + 1 < chars.len() {
        if chars[at] == ' ' && chars[at + 1] == ' ' {
            let end = at + chars[at..].iter().take_while(|c| **c == ' ').count();
            if end < chars.len() && end <= width / 2 {
                return end;
            }
            break;
        }
        at += 1;
    }
    text_start
}

/// `text` to follow `taken` columns already used on its line (a label,
/// a progress bar), broken as [`fitted`] breaks it, its later lines
/// starting `hang` columns in.
pub(super) fn fitted_after(text: &str, taken: usize, width: usize, hang: usize) -> String {
    let line = format!("{}{text}", " ".repeat(taken));
    let mut lines = wrap_hung(&line, width, hang);
    if let Some(first) = lines.first_mut() {
        *first = first.split_off(taken.min(first.len()));
    }
    lines.join("\n")
}

/// One line of output broken into lines of at most `width` characters.
fn wrap_line(line: &str, width: usize) -> Vec<String> {
    if line.chars().count() <= width {
        return vec![line.to_owned()];
    }
    wrap_hung(line, width, hang(line, width))
}

/// [`wrap_line`] with its later lines starting `hang` columns in.
fn wrap_hung(line: &str, width: usize, hang: usize) -> Vec<String> {
    if line.chars().count() <= width {
        return vec![line.to_owned()];
    }
    let indent = line.chars().take_while(|c| *c == ' ').count();
    let units = units(line.trim_start());
    let mut lines: Vec<String> = Vec::new();
    let mut current = " ".repeat(indent);
    let mut empty = true;
    for unit in units {
        let (gap, words) = (unit.gap, unit.words);
        let joined = words.join(" ");
        let needed = if empty { 0 } else { gap } + joined.chars().count();
        if empty || current.chars().count() + needed <= width {
            if !empty {
                current.push_str(&" ".repeat(gap));
            }
            current.push_str(&joined);
            empty = false;
            continue;
        }
        lines.push(std::mem::replace(&mut current, " ".repeat(hang)));
        current.push_str(&joined);
    }
    lines.push(current);
    // A unit wider than a whole line is laid out word by word, and a word
    // wider than that is cut: the width is never exceeded.
    lines
        .into_iter()
        .flat_map(|line| split_overlong(&line, width, hang))
        .collect()
}

/// Words that stay on one line, and the spaces before them.
struct Unit<'a> {
    gap: usize,
    words: Vec<&'a str>,
}

/// The words of `text` grouped where no line may break: a number with
/// the word after it («12 000 000 claves», «0,195 %», «1,44 veces»), a
/// lone sign with the words on both sides («f = 12», «a × b»), a
/// command in backquotes («`--seed 3`», to be copied whole), and an
/// example in straight double quotes («"así: esto"», `check`'s advice on
/// quoting, which read as two texts split over two lines: reader 43,
/// es 1.7).
fn units(text: &str) -> Vec<Unit<'_>> {
    let mut units: Vec<Unit<'_>> = Vec::new();
    let mut gap = 0;
    let mut glue_next = false;
    let mut in_code = false;
    let mut in_quotes = false;
    for word in text.split(' ') {
        if word.is_empty() {
            gap += 1;
            continue;
        }
        let spaces = gap + 1;
        gap = 0;
        let glued = glue_next || in_code || in_quotes || sign(word);
        in_code ^= word.matches('`').count() % 2 == 1;
        in_quotes ^= word.matches('"').count() % 2 == 1;
        match units.last_mut() {
            Some(last) if glued && spaces == 1 => last.words.push(word),
            _ => units.push(Unit {
                gap: if units.is_empty() { 0 } else { spaces },
                words: vec![word],
            }),
        }
        glue_next = sign(word) || number(word);
    }
    units
}

/// A sign standing alone, bound to the words on both sides of it.
fn sign(word: &str) -> bool {
    const SIGNS: [&str; 14] = [
        "=", "≈", "≤", "≥", "<", ">", "×", "±", "−", "+", "÷", "/", "·", "→",
    ];
    SIGNS.contains(&word)
}

/// A number that the next word belongs to: it starts with a digit (after
/// a bracket or a sign) and does not end a clause («12:», «8,»).
fn number(word: &str) -> bool {
    let body = word.trim_start_matches(['(', '[', '«', '−', '-', '+', '~', '≈']);
    body.starts_with(|c: char| c.is_ascii_digit())
        && !word.ends_with([',', ';', ':', '.', ')', ']', '»'])
}

/// A line no longer than `width`: as it is if it fits, else broken word
/// by word, and a word longer than a line cut.
fn split_overlong(line: &str, width: usize, hang: usize) -> Vec<String> {
    if line.chars().count() <= width {
        return vec![line.to_owned()];
    }
    let indent = line.chars().take_while(|c| *c == ' ').count();
    let mut lines = Vec::new();
    let mut current = " ".repeat(indent);
    let mut empty = true;
    for word in line.trim_start().split(' ').filter(|w| !w.is_empty()) {
        let mut word: Vec<char> = word.chars().collect();
        if !empty && current.chars().count() + 1 + word.len() > width {
            lines.push(std::mem::replace(&mut current, " ".repeat(hang)));
            empty = true;
        }
        if !empty {
            current.push(' ');
        }
        while current.chars().count() + word.len() > width {
            let room = width.saturating_sub(current.chars().count()).max(1);
            current.extend(word.drain(..room.min(word.len())));
            lines.push(std::mem::replace(&mut current, " ".repeat(hang)));
        }
        current.extend(word);
        empty = false;
    }
    if !current.trim().is_empty() {
        lines.push(current);
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::fitted;

    fn widest(text: &str) -> usize {
        text.lines().map(|l| l.chars().count()).max().unwrap_or(0)
    }

    #[test]
    fn prose_breaks_at_spaces_under_its_own_text() {
        let text = "  2      entrada no válida (un valor, una combinación de valores, un archivo que no existe)";
        let out = fitted(text, 60);
        assert!(widest(&out) <= 60, "{out}");
        let lines: Vec<&str> = out.lines().collect();
        assert!(lines[1].starts_with("         ") && !lines[1].starts_with("          "));
    }

    #[test]
    fn numbers_stay_with_their_units_and_signs_with_their_sides() {
        let text = "cuckoo gasta menos desde el 0,195 % hasta el 0,231 % (f = 12: 12,63 bits por elemento)";
        for width in 20..text.len() {
            let out = fitted(text, width);
            assert!(widest(&out) <= width, "{width}: {out}");
            for line in out.lines() {
                let line = line.trim_end();
                assert!(
                    !line.ends_with("0,195") && !line.ends_with("12,63"),
                    "{out}"
                );
                assert!(!line.ends_with(" =") && !line.ends_with("(f"), "{out}");
            }
        }
    }

    #[test]
    fn a_command_in_backquotes_stays_on_one_line() {
        let text = "keys from seed 3; `--seed 3` grades again on the same keys";
        for width in 20..text.len() {
            let out = fitted(text, width);
            assert!(
                out.lines()
                    .all(|line| !line.trim_end().ends_with("`--seed")),
                "{out}"
            );
        }
    }

    #[test]
    fn an_example_in_double_quotes_stays_on_one_line() {
        let text = "curso/mini.es.yaml:21:25: un texto que contiene \": \" va entre comillas: \"así: esto\" (el analizador de YAML dijo: …)";
        for width in 30..text.chars().count() {
            let out = fitted(text, width);
            assert!(
                out.lines().all(|line| !line.trim_end().ends_with("\"así:")),
                "{out}"
            );
        }
    }

    #[test]
    fn a_line_that_fits_is_left_alone() {
        assert_eq!(fitted("  a   b  ", 20), "  a   b  ");
        assert_eq!(fitted("", 20), "");
    }

    #[test]
    fn a_word_longer_than_the_line_is_cut_rather_than_overflowing() {
        let out = fitted(&"x".repeat(50), 20);
        assert!(widest(&out) <= 20, "{out}");
    }
}
