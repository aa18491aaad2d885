//! A calculated question's `{name}` and `{name%}` placeholders, and
//! their values written in.

use std::collections::BTreeMap;

use crate::lang::Lang;

/// A `{name}` inside a formula (beside `/`, `^`, `·`, `×` or a bracket,
/// «m/n = {m}/{n}», «({x}/{m})²») is written without thousands
/// separators, as the glossary writes numbers in formulas: «19 000/2000»
/// and «(600/1,000)» read as two numbers and a list (reader 43, es 5.2,
/// en 4.2).
pub(super) fn fill_in(text: &str, values: &BTreeMap<String, f64>, lang: Lang) -> String {
    let mut text = text.to_owned();
    for (name, value) in values {
        let plain = crate::units::local_number(lang, *value);
        text = in_formulas(&text, name, &ungrouped(lang, &plain));
        text = replace_placeholder(
            &text,
            name,
            &plain,
            &format!("{}\u{a0}%", crate::units::decimal(lang, value * 100.0)),
        );
    }
    text
}

/// `number` without its thousands separators (a comma in English, a
/// no-break space in Spanish).
fn ungrouped(lang: Lang, number: &str) -> String {
    let separator = match lang {
        Lang::En => ',',
        Lang::Es => '\u{a0}',
    };
    number.replace(separator, "")
}

/// `text` with each `{name}` that stands inside a formula replaced by
/// `formula`; the others are left for [`replace_placeholder`].
fn in_formulas(text: &str, name: &str, formula: &str) -> String {
    const BEFORE: [char; 5] = ['/', '(', '^', '·', '×'];
    const AFTER: [char; 7] = ['/', ')', '^', '·', '×', '²', '³'];
    let placeholder = format!("{{{name}}}");
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find(&placeholder) {
        let (head, tail) = rest.split_at(at);
        let tail = &tail[placeholder.len()..];
        let inside = head
            .chars()
            .next_back()
            .is_some_and(|c| BEFORE.contains(&c))
            || tail.chars().next().is_some_and(|c| AFTER.contains(&c));
        out.push_str(head);
        out.push_str(if inside { formula } else { &placeholder });
        rest = tail;
    }
    out.push_str(rest);
    out
}

/// `text` with parameter `name`'s two placeholders replaced: `{name}` by
/// `plain`, and `{name%}`, the value as a percentage, by `percent`. A
/// rate drawn as a fraction reads as the lessons and Sizing write rates,
/// «0,1 %»; «p = 0,1» read as a thousandth beside them (reader 17, es
/// 5.2; reader 16, en 4.13).
pub(crate) fn replace_placeholder(text: &str, name: &str, plain: &str, percent: &str) -> String {
    text.replace(&format!("{{{name}}}"), plain)
        .replace(&format!("{{{name}%}}"), percent)
}

/// `{name}` placeholders in a prompt.
pub(crate) fn placeholders(text: &str) -> Vec<String> {
    let mut found = Vec::new();
    let mut rest = text;
    while let Some(open) = rest.find('{') {
        let after = &rest[open + 1..];
        match after.find('}') {
            Some(close) => {
                // `{p%}` names `p`, written as a percentage.
                let name = after[..close].strip_suffix('%').unwrap_or(&after[..close]);
                if !name.is_empty() && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
                    found.push(name.to_owned());
                }
                rest = &after[close + 1..];
            }
            None => break,
        }
    }
    found
}
