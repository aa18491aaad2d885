//! The interface's own words: one Fluent catalogue per language
//! (`locales/en.ftl`, `locales/es.ftl`), built into the binary.
//!
//! Code names a message by its key and passes its arguments; the catalogue
//! words it, with the language's plural rules where a count appears. So a
//! sentence is written once per language, in one file a translator can read
//! whole, and `tests/it/catalogues.rs` keeps the catalogues in step: the same
//! keys, the same placeholders, and every key the code uses defined.
//!
//! Numbers with a decimal part are formatted by the caller (the decimal
//! mark is the language's, see [`crate::units`]) and passed as text; whole
//! numbers may be passed as numbers, which is what plural selection needs.
//!
//! Adding a language: write `locales/CODE.ftl` (and the content files), add
//! the variant to [`Lang`] and one line to [`CATALOGUES`].

use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use unic_langid::LanguageIdentifier;

use crate::error::Param;
use crate::lang::Lang;

/// Each language's catalogue: (language, Unicode locale id, Fluent source).
pub const CATALOGUES: &[(Lang, &str, &str)] = &[
    (
        Lang::En,
        "en",
        concat!(
            include_str!("../locales/en.ftl"),
            "\n",
            include_str!("../locales/starters-en.ftl")
        ),
    ),
    (
        Lang::Es,
        "es",
        concat!(
            include_str!("../locales/es.ftl"),
            "\n",
            include_str!("../locales/starters-es.ftl")
        ),
    ),
];

/// The language whose catalogue answers for a key another one lacks.
const FALLBACK: Lang = Lang::En;

type Bundle = FluentBundle<FluentResource>;

fn bundles() -> &'static Vec<(Lang, Bundle)> {
    static BUNDLES: OnceLock<Vec<(Lang, Bundle)>> = OnceLock::new();
    BUNDLES.get_or_init(|| {
        CATALOGUES
            .iter()
            .map(|&(lang, locale, source)| (lang, bundle(locale, source)))
            .collect()
    })
}

fn bundle(locale: &str, source: &str) -> Bundle {
    let id: LanguageIdentifier = locale.parse().unwrap_or_default();
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    // Placeables are not wrapped in Unicode isolation marks: the terminal
    // would show them as stray characters.
    bundle.set_use_isolating(false);
    // A catalogue with a syntax error still gives every entry that parsed;
    // tests/it/catalogues.rs keeps the shipped ones free of errors.
    let resource =
        FluentResource::try_new(source.to_owned()).unwrap_or_else(|(partial, _)| partial);
    // Duplicate keys are reported by the same test; the first one wins.
    let _ = bundle.add_resource(resource);
    bundle
}

fn bundle_for(lang: Lang) -> Option<&'static Bundle> {
    bundles()
        .iter()
        .find(|(candidate, _)| *candidate == lang)
        .map(|(_, bundle)| bundle)
}

/// The arguments of one message, by name.
#[derive(Default)]
pub struct Args<'a>(FluentArgs<'a>);

impl<'a> Args<'a> {
    pub fn new() -> Args<'a> {
        Args(FluentArgs::new())
    }

    /// Adds an argument: text, or a whole number (for plural selection).
    pub fn set(&mut self, name: &'a str, value: impl Into<FluentValue<'a>>) -> &mut Args<'a> {
        self.0.set(name, value);
        self
    }
}

/// The message `key` in `lang`, without arguments.
pub fn text(lang: Lang, key: &str) -> String {
    format(lang, key, None)
}

/// The message `key` in `lang`, with its arguments.
pub fn text_with(lang: Lang, key: &str, args: &Args<'_>) -> String {
    format(lang, key, Some(&args.0))
}

fn format(lang: Lang, key: &str, args: Option<&FluentArgs<'_>>) -> String {
    for candidate in [lang, FALLBACK] {
        let Some(bundle) = bundle_for(candidate) else {
            continue;
        };
        let Some(pattern) = bundle.get_message(key).and_then(|message| message.value()) else {
            continue;
        };
        let mut errors = Vec::new();
        let text = bundle.format_pattern(pattern, args, &mut errors);
        // A missing argument is a bug in the caller; tests run with debug
        // assertions and catch it, a release build shows the placeholder.
        debug_assert!(
            errors.is_empty(),
            "message `{key}` in {}: {errors:?}",
            candidate.code()
        );
        return text.into_owned();
    }
    // Unknown everywhere: the key itself, which a test prevents.
    key.to_owned()
}

/// `t!(lang, "key")` or `t!(lang, "key", name = value, …)`: the message
/// `key` in `lang` from the catalogue. Argument names are Fluent variable
/// names (`$name` in the catalogue).
#[macro_export]
macro_rules! t {
    ($lang:expr, $key:literal $(,)?) => {
        $crate::i18n::text($lang, $key)
    };
    ($lang:expr, $key:literal, $($name:ident = $value:expr),+ $(,)?) => {{
        let mut args = $crate::i18n::Args::new();
        $( args.set(stringify!($name), $value); )+
        $crate::i18n::text_with($lang, $key, &args)
    }};
}

/// A message named by its catalogue key, with its arguments, worded in a
/// language only when it is shown: [`Message::in_lang`] in any language,
/// `Display` in English. An argument is text, a whole number (which plural
/// selection reads), a number to write in the language's style, a
/// parameter (which the face showing the message names: see
/// [`Message::in_lang_with`]), or another message, worded in the same
/// language as the one that holds it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Message {
    key: &'static str,
    args: Vec<(&'static str, Arg)>,
}

/// One argument of a [`Message`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Arg {
    /// Text shown as it is: a name, a file, a number already formatted.
    Text(String),
    /// A whole number, for plural selection.
    Count(u64),
    /// A phrase or sentence of its own, in the same language.
    Message(Message),
    /// A number, written in the language's style when the message is.
    Num(Num),
    /// A parameter, named by the face that shows the message: the command
    /// line as its flag (`--max-memory`), the screens by their own words.
    Param(Param),
}

/// A number in a [`Message`], written in the style of the language the
/// message is worded in (see [`crate::units`]): thousands grouped with
/// commas in English and with no-break spaces in Spanish, a decimal point
/// in English and a comma in Spanish, powers of ten in Spanish (1·10⁻³⁰⁰)
/// where English writes 1e-300.
#[derive(Clone, Debug)]
pub enum Num {
    /// A whole number: 10,000,000 / 10 000 000.
    Whole(u64),
    /// A real number, the shortest text that reads back the same: 0.05 /
    /// 0,05.
    Real(f64),
    /// A real number past any machine's sizes, to four significant digits:
    /// 1.25e306 / 1,25·10³⁰⁶.
    Short(f64),
    /// An amount of memory: 11.98 MB / 11,98 MB, 4 GiB.
    Bytes(u64),
    /// A number the code already wrote in English (10,000 or 1.845e19, as
    /// a value it was given is kept): rewritten in the language's style.
    Written(String),
}

impl PartialEq for Num {
    fn eq(&self, other: &Self) -> bool {
        match (self, other) {
            (Num::Whole(a), Num::Whole(b)) | (Num::Bytes(a), Num::Bytes(b)) => a == b,
            (Num::Real(a), Num::Real(b)) | (Num::Short(a), Num::Short(b)) => {
                a.to_bits() == b.to_bits()
            }
            (Num::Written(a), Num::Written(b)) => a == b,
            _ => false,
        }
    }
}

impl Eq for Num {}

impl From<Num> for Arg {
    fn from(number: Num) -> Self {
        Arg::Num(number)
    }
}

impl From<Param> for Arg {
    fn from(param: Param) -> Self {
        Arg::Param(param)
    }
}

impl From<&str> for Arg {
    fn from(text: &str) -> Self {
        Arg::Text(text.to_owned())
    }
}

impl From<String> for Arg {
    fn from(text: String) -> Self {
        Arg::Text(text)
    }
}

impl From<&String> for Arg {
    fn from(text: &String) -> Self {
        Arg::Text(text.clone())
    }
}

impl From<u64> for Arg {
    fn from(count: u64) -> Self {
        Arg::Count(count)
    }
}

impl From<usize> for Arg {
    fn from(count: usize) -> Self {
        Arg::Count(count as u64)
    }
}

impl From<u32> for Arg {
    fn from(count: u32) -> Self {
        Arg::Count(u64::from(count))
    }
}

impl From<Message> for Arg {
    fn from(message: Message) -> Self {
        Arg::Message(message)
    }
}

impl From<&Message> for Arg {
    fn from(message: &Message) -> Self {
        Arg::Message(message.clone())
    }
}

impl Message {
    /// The message `key`, without arguments yet.
    pub fn new(key: &'static str) -> Message {
        Message {
            key,
            args: Vec::new(),
        }
    }

    /// Adds the argument `$name`.
    pub fn arg(mut self, name: &'static str, value: impl Into<Arg>) -> Message {
        self.args.push((name, value.into()));
        self
    }

    /// The message with its argument `$name`, where it has one, set to
    /// `value`: the command line echoes what was typed (`200%`), not the
    /// number it was read as (2).
    pub fn replacing(mut self, name: &'static str, value: impl Into<Arg>) -> Message {
        let value = value.into();
        for (key, arg) in &mut self.args {
            if *key == name {
                *arg = value.clone();
            }
        }
        self
    }

    /// The messages this one holds as arguments, at any depth, itself
    /// first: every key it is worded with.
    pub fn keys(&self) -> Vec<&'static str> {
        let mut keys = vec![self.key];
        for (_, value) in &self.args {
            if let Arg::Message(inner) = value {
                keys.extend(inner.keys());
            }
        }
        keys
    }

    /// The message worded in `lang`, with any parameter named as the
    /// command line's flag.
    pub fn in_lang(&self, lang: Lang) -> String {
        self.in_lang_with(lang, &|param| param.flag().to_owned())
    }

    /// The message worded in `lang`, with every parameter it holds, at any
    /// depth, named by `name`: how a face other than the command line
    /// shows it.
    pub fn in_lang_with(&self, lang: Lang, name: &dyn Fn(Param) -> String) -> String {
        let mut args = FluentArgs::new();
        for (key, value) in &self.args {
            match value {
                Arg::Text(text) => args.set(*key, text.as_str()),
                Arg::Count(count) => args.set(*key, *count),
                Arg::Message(inner) => args.set(*key, inner.in_lang_with(lang, name)),
                Arg::Num(number) => args.set(*key, crate::units::num(lang, number)),
                Arg::Param(param) => args.set(*key, name(*param)),
            }
        }
        format(lang, self.key, Some(&args))
    }
}

impl std::fmt::Display for Message {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.in_lang(Lang::En))
    }
}

/// A message is an error's words: the command line's value parsers return
/// one, and say it in the language asked for when they report it.
impl std::error::Error for Message {}

/// `msg!("key")` or `msg!("key", name = value, …)`: a [`Message`] to word
/// later, in whichever language shows it. Values are text, whole numbers
/// or other messages.
#[macro_export]
macro_rules! msg {
    ($key:literal $(,)?) => {
        $crate::i18n::Message::new($key)
    };
    ($key:literal, $($name:ident = $value:expr),+ $(,)?) => {
        $crate::i18n::Message::new($key)$(.arg(stringify!($name), $value))+
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_message_is_worded_in_each_language_with_its_plural_rules() {
        assert_eq!(t!(Lang::En, "rows", count = 1), "1 row");
        assert_eq!(t!(Lang::En, "rows", count = 3), "3 rows");
        assert_eq!(t!(Lang::Es, "rows", count = 1), "1 fila");
        assert_eq!(t!(Lang::Es, "rows", count = 3), "3 filas");
    }

    #[test]
    fn an_unknown_key_falls_back_to_the_key_itself() {
        assert_eq!(text(Lang::Es, "no-such-key"), "no-such-key");
    }
}
