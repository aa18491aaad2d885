//! The files `bloomlab exercise new` writes: a program that already speaks
//! the protocol, with the filter's functions left for the student (or, for
//! `fix-the-filter`, a whole filter with bugs to find). They live in
//! `exercises/starters/` and are compiled in. The reference solutions the
//! tests grade are elsewhere (`tests/exercises/`) and never handed out.

use super::StarterLang;

/// The starter of exercise `id` in `lang`; None for an unknown id.
pub fn text(id: &str, lang: StarterLang) -> Option<&'static str> {
    Some(match (id, lang) {
        ("bloom", StarterLang::Python) => include_str!("../../exercises/starters/bloom.py"),
        ("bloom", StarterLang::Rust) => include_str!("../../exercises/starters/bloom.rs"),
        ("counting", StarterLang::Python) => include_str!("../../exercises/starters/counting.py"),
        ("counting", StarterLang::Rust) => include_str!("../../exercises/starters/counting.rs"),
        ("blocked", StarterLang::Python) => include_str!("../../exercises/starters/blocked.py"),
        ("blocked", StarterLang::Rust) => include_str!("../../exercises/starters/blocked.rs"),
        ("fix-the-filter", StarterLang::Python) => {
            include_str!("../../exercises/starters/fix-the-filter.py")
        }
        ("fix-the-filter", StarterLang::Rust) => {
            include_str!("../../exercises/starters/fix-the-filter.rs")
        }
        _ => return None,
    })
}
