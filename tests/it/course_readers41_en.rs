//! Readers 41 (an English student): the charts' titles name the rate one
//! way; the plain filter has one name; a prediction's question does not
//! follow a colon with a capital; the minus key is the key's own sign; lesson 3
//! defines the standard filter where it first says it; lesson 2 step 9
//! leaves «at 95 %» to step 11, which explains it.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "a test: a failed unwrap is a failed test (clippy.toml's allow-unwrap-in-tests misses the helpers of integration tests)"
)]

use std::path::Path;

use bloomlab::content::Catalog;
use bloomlab::content::lesson::Lesson;
use bloomlab::lang::Lang;
use bloomlab::t;

/// `text` with every run of blanks (a YAML line break, a no-break space)
/// as one space.
fn one_line(text: &str) -> String {
    text.replace('\u{a0}', " ")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

fn lesson(id: &str, lang: Lang) -> Lesson {
    let (catalog, _) = Catalog::builtin();
    catalog.lesson(id, lang).unwrap().lesson.clone()
}

/// The text of a file of the repository.
fn read(path: &str) -> String {
    std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join(path)).unwrap()
}

/// Reader 41, en 4.3: «false positives (log scale) against n», «false-positive
/// rate (log scale) vs bits per element», «rate (log) against k». The
/// titles say «(log scale) against», and the rate by its whole name where
/// the chart's top rule has room: at the playground's widest m and k,
/// the title with its spaces fits an 80-column rule.
#[test]
fn the_charts_name_the_rate_one_way() {
    let playground = t!(Lang::En, "play-chart-title", m = "4,096", k = "16");
    assert!(
        playground.starts_with("false-positive rate (log scale) against n"),
        "{playground}"
    );
    let sizing = t!(Lang::En, "sizing-chart-title");
    assert_eq!(
        sizing,
        "false-positive rate (log scale) against bits per element"
    );
    let sweep = t!(Lang::En, "exp-chart-rate-log-against-k-exact");
    assert!(sweep.contains(" rate (log scale) against k: "), "{sweep}");
    let spanish = t!(Lang::Es, "play-chart-title", m = "4096", k = "16");
    assert!(
        spanish.starts_with("tasa de falsos positivos (escala logarítmica) según n"),
        "{spanish}"
    );
    for title in [&playground, &sizing, &sweep, &spanish] {
        assert!(
            !title.contains("(log)") && !title.contains(" vs "),
            "{title}"
        );
        let shown = format!(" {} ", title.trim());
        assert!(shown.chars().count() <= 78, "{shown}");
    }
}

/// Where «bit filter» stands for the plain filter: not after a hyphen, as
/// in «12-bit filter», which is a size.
fn says_bit_filter(text: &str) -> bool {
    let text = one_line(text).to_lowercase();
    text.match_indices("bit filter")
        .any(|(at, _)| at == 0 || !text[..at].ends_with('-'))
}

/// Reader 41, en 4.5: lesson 1 and the quizzes said «plain bit filter» and
/// «bit filter», the glossary «plain filter». The English course and
/// screens say «plain filter».
#[test]
fn the_english_course_says_plain_filter() {
    let files = [
        "lessons/bloom.en.yaml",
        "lessons/formula.en.yaml",
        "lessons/structures.en.yaml",
        "lessons/glossary.en.yaml",
        "quizzes/bloom.en.yaml",
        "quizzes/formula.en.yaml",
        "quizzes/structures.en.yaml",
        "quizzes/diagnostic.en.yaml",
        "locales/en.ftl",
    ];
    for file in files {
        let text = read(file);
        for (number, line) in text.lines().enumerate() {
            assert!(!says_bit_filter(line), "{file}:{}: {line}", number + 1);
        }
        assert!(!says_bit_filter(&text), "{file}: split over two lines");
    }
    let basics = read("lessons/bloom.en.yaml");
    assert!(one_line(&basics).contains("nothing removed from a plain filter"));
    assert_eq!(
        t!(Lang::En, "play-key-filter", to = "plain"),
        "plain filter"
    );
}

/// Reader 41, en 4.8: «Predict before you see: What does the filter
/// answer…», a capital after the colon where every other prompt goes on in
/// lower case. English shows the question as its file writes it, so the
/// prefix is a sentence of its own; Spanish keeps the colon, after which
/// bloomlab lower-cases the question.
#[test]
fn a_prediction_does_not_follow_a_colon_with_a_capital() {
    let question = "What does the filter answer for “mango”?";
    let english = t!(Lang::En, "lesson-predict", question = question);
    assert_eq!(
        english,
        "Predict before you see. What does the filter answer for “mango”?"
    );
    let spanish = t!(Lang::Es, "lesson-predict", question = "¿qué responde?");
    assert_eq!(spanish, "Predice antes de ver: ¿qué responde?");
    let glossary = one_line(&read("docs/glossary.md"));
    assert!(
        glossary.contains("“Predict before you see. What does the filter answer…?”"),
        "the glossary does not record the rule"
    );
}

/// Reader 41, en 4.9: «(+ for 10⁶ keys, − for 10⁵; …)» named the key with
/// U+2212, the minus sign of formulas, where the key prints a hyphen.
#[test]
fn the_minus_key_is_the_hyphen() {
    for (lang, hint, held) in [
        (Lang::En, "-\u{a0}for\u{a0}10⁵", "+ and -\u{a0}change k"),
        (Lang::Es, "-\u{a0}para\u{a0}10⁵", "+ y -\u{a0}cambian k"),
    ] {
        let alternatives = t!(lang, "exp-alt-hint", n = "1,000,000", more = "no");
        assert!(alternatives.contains(hint), "{lang:?}: {alternatives}");
        assert!(!alternatives.contains('−'), "{lang:?}: {alternatives}");
        let sizing = t!(lang, "sizing-k-keys-need-pin", m_held = "no");
        assert!(sizing.starts_with(held), "{lang:?}: {sizing}");
        assert!(!sizing.contains('−'), "{lang:?}: {sizing}");
    }
}

/// Reader 41, en 6.2: lesson 3 step 2 said «the standard filter» two
/// sentences before it said what it is. The step defines it first, in
/// both languages, and no step before it says it.
#[test]
fn lesson_three_defines_the_standard_filter_where_it_first_says_it() {
    for (lang, defined, word) in [
        (
            Lang::En,
            "This lesson calls the plain filter of lessons 1 and 2, one bit per position, the *standard* filter",
            "standard",
        ),
        (
            Lang::Es,
            "Esta lección llama filtro *estándar* al filtro de bits de las lecciones 1 y 2",
            "estándar",
        ),
    ] {
        let steps = lesson("bloom-alternatives", lang).steps;
        let first = &steps[0];
        let before = format!(
            "{} {:?} {}",
            first.text,
            first.predict,
            first.reveal.clone().unwrap_or_default()
        );
        assert!(!before.contains(word), "{lang:?}: step 1: {before}");
        let text = one_line(&steps[1].text);
        assert!(text.starts_with(defined), "{lang:?}: {text}");
        let at = text.find(word).unwrap();
        assert_eq!(&text[at - 1..at], "*", "{lang:?}: {text}");
    }
}

/// Reader 41, en 6.3: lesson 2 step 9 said the margin of error was «at
/// 95 %», two steps before step 11 says what 95 % means. Step 9 leaves it
/// out and says what step 11 explains.
#[test]
fn step_nine_leaves_the_ninety_five_to_step_eleven() {
    for (lang, gone, said) in [
        (
            Lang::En,
            "at 95 %",
            "step 11 explains how the margin is worked out",
        ),
        (
            Lang::Es,
            "al 95 %",
            "el paso 11 explica cómo se calcula el margen",
        ),
    ] {
        let steps = lesson("bloom-formula", lang).steps;
        let reveal = one_line(&steps[8].reveal.clone().unwrap());
        assert!(!reveal.contains(gone), "{lang:?}: {reveal}");
        assert!(reveal.contains(said), "{lang:?}: {reveal}");
    }
}
