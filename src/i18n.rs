//! The interface's own words: one Fluent catalogue per language
//! (`locales/en.ftl`, `locales/es.ftl`), built into the binary.
//!
//! Code names a message by its key and passes its arguments; the catalogue
//! words it, with the language's plural rules where a count appears. So a
//! sentence is written once per language, in one file a translator can read
//! whole, and `tests/catalogues.rs` keeps the catalogues in step: the same
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

use crate::lang::Lang;

/// Each language's catalogue: (language, Unicode locale id, Fluent source).
pub const CATALOGUES: &[(Lang, &str, &str)] = &[
    (Lang::En, "en", include_str!("../locales/en.ftl")),
    (Lang::Es, "es", include_str!("../locales/es.ftl")),
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
    // tests/catalogues.rs keeps the shipped ones free of errors.
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
