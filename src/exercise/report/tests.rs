use super::*;

/// Readers 48 (es 4.1): «20000 de 20 000 claves añadidas responden
/// 0»: the count missing is grouped as the count asked is.
#[test]
fn a_missing_count_is_grouped_as_the_keys_asked() {
    let missing = Missing {
        count: 20_000,
        asked: 20_000,
        keys: vec!["00ff".to_owned()],
        tail: Some(1_500),
    };
    for lang in [Lang::Es, Lang::En] {
        let text = missing_words(lang, &missing, "ex-members-ok");
        let all = units::count(lang, 20_000);
        assert!(text.starts_with(&format!("{all} ")), "{text}");
        assert!(text.contains(&units::count(lang, 1_500)), "{text}");
        assert!(!text.contains("20000"), "{text}");
    }
}
