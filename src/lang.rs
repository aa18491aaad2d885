//! The two languages bloomlab speaks.

use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    Es,
    En,
}

impl Lang {
    pub const ALL: [Lang; 2] = [Lang::Es, Lang::En];

    pub fn code(self) -> &'static str {
        match self {
            Lang::Es => "es",
            Lang::En => "en",
        }
    }

    /// The language's name in English, for messages to instructors.
    pub fn english_name(self) -> &'static str {
        match self {
            Lang::Es => "Spanish",
            Lang::En => "English",
        }
    }

    /// The mark between a number's whole part and its fraction: 0.5 in
    /// English, 0,5 in Spanish.
    pub fn decimal_mark(self) -> char {
        match self {
            Lang::Es => ',',
            Lang::En => '.',
        }
    }

    /// What may stand between groups of three digits in a number as
    /// people write it: 10,000 in English; 10 000 in Spanish, with a plain,
    /// no-break or narrow no-break space.
    pub fn digit_group_separators(self) -> &'static [char] {
        match self {
            Lang::Es => &['\u{a0}', '\u{202f}', ' '],
            Lang::En => &[','],
        }
    }

    /// Whether a sentence that goes on after a colon starts in lower case
    /// ("Predice: ¿cuántos…"), as Spanish writes it; English keeps the
    /// capital of a question quoted after a colon.
    pub fn lower_case_after_colon(self) -> bool {
        match self {
            Lang::Es => true,
            Lang::En => false,
        }
    }

    /// A word or text in the language's quotes: «uva» in Spanish, “uva”
    /// in English. Quotes inside it become the inner pair, so they never
    /// nest alike: «responde “no está”», “answers ‘absent’”.
    pub fn quote(self, text: &str) -> String {
        match self {
            Lang::Es => format!("«{}»", text.replace('«', "“").replace('»', "”")),
            Lang::En => format!(
                "“{}”",
                text.replace(['«', '“'], "‘").replace(['»', '”'], "’")
            ),
        }
    }

    /// The other of the two languages.
    pub(crate) fn other(self) -> Lang {
        match self {
            Lang::Es => Lang::En,
            Lang::En => Lang::Es,
        }
    }

    pub fn parse(code: &str) -> Option<Lang> {
        match code.trim().to_ascii_lowercase().as_str() {
            "es" => Some(Lang::Es),
            "en" => Some(Lang::En),
            _ => None,
        }
    }

    /// From the locale (LC_ALL, then LC_MESSAGES, then LANG, as POSIX
    /// orders them): Spanish for `es*`, English otherwise.
    pub fn from_env() -> Lang {
        Self::from_locale_vars(|name| std::env::var(name).ok())
    }

    pub(crate) fn from_locale_vars(get: impl Fn(&str) -> Option<String>) -> Lang {
        let locale = ["LC_ALL", "LC_MESSAGES", "LANG"]
            .into_iter()
            .filter_map(get)
            .find(|value| !value.is_empty());
        match locale {
            Some(value) if value.to_ascii_lowercase().starts_with("es") => Lang::Es,
            _ => Lang::En,
        }
    }
}

/// A sentence as it goes on after a colon: its first letter (after an
/// opening ¿ or ¡) in lower case, unless the word is an acronym or a
/// quoted word («LSM», «Bloom»).
pub(crate) fn after_colon(text: &str) -> String {
    let opening: String = text
        .chars()
        .take_while(|c| matches!(c, '¿' | '¡'))
        .collect();
    let rest = &text[opening.len()..];
    let mut chars = rest.chars();
    match (chars.next(), chars.next()) {
        (Some(first), Some(second)) if first.is_uppercase() && second.is_lowercase() => {
            format!(
                "{opening}{}{}",
                first.to_lowercase(),
                &rest[first.len_utf8()..]
            )
        }
        _ => text.to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn locale_picks_the_language() {
        let env = |pairs: &'static [(&'static str, &'static str)]| {
            move |name: &str| {
                pairs
                    .iter()
                    .find(|(k, _)| *k == name)
                    .map(|(_, v)| (*v).to_owned())
            }
        };
        assert_eq!(
            Lang::from_locale_vars(env(&[("LANG", "es_AR.UTF-8")])),
            Lang::Es
        );
        assert_eq!(
            Lang::from_locale_vars(env(&[("LANG", "es_AR.UTF-8"), ("LC_ALL", "en_US.UTF-8")])),
            Lang::En
        );
        assert_eq!(
            Lang::from_locale_vars(env(&[("LC_ALL", ""), ("LANG", "es")])),
            Lang::Es
        );
        assert_eq!(
            Lang::from_locale_vars(env(&[("LANG", "C.UTF-8")])),
            Lang::En
        );
        assert_eq!(Lang::from_locale_vars(env(&[])), Lang::En);
        assert_eq!(Lang::parse("ES"), Some(Lang::Es));
        assert_eq!(Lang::parse("fr"), None);
    }

    #[test]
    fn spanish_goes_on_in_lower_case_after_a_colon() {
        assert_eq!(after_colon("¿Qué responde?"), "¿qué responde?");
        assert_eq!(
            after_colon("Un filtro de 1 000 bits"),
            "un filtro de 1 000 bits"
        );
        assert_eq!(after_colon("LSM primero"), "LSM primero");
        assert_eq!(after_colon("«uva» cae"), "«uva» cae");
        assert_eq!(after_colon(""), "");
    }
}
