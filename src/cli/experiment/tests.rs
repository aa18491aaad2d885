use super::*;

/// Reader 37 (es 2): at 80 columns a row's progress line ran past the
/// width, broken mid-word, and wrote its rate as a proportion. Every
/// line fits, breaks at a space, and the rate is a percentage.
#[test]
fn progress_lines_fit_the_width_and_say_a_percentage() {
    let label = "m=47\u{a0}925\u{a0}292 k=3 n=10\u{a0}000\u{a0}000".to_owned();
    let words = t!(
        Lang::Es,
        "rep-progress-done",
        verdict = "agrees",
        rate = rate_with_digits(Lang::Es, 0.009_541, 3),
        count = 28_672,
        queries = shown(Lang::Es, Num::Whole(28_672))
    );
    assert!(words.contains("0,954\u{a0}%"), "{words}");
    for width in [60, 80, 120] {
        let layout = ProgressLayout::new(std::slice::from_ref(&label), width);
        let message = layout.message(&words);
        let bar = "=".repeat(layout.bar);
        let line = format!("{label:>w$} [{bar}] {message}", w = layout.label);
        for shown in line.lines() {
            assert!(shown.chars().count() <= width, "{width}:\n{line}");
        }
        // Broken at plain spaces only: the words come back whole.
        let rejoined: Vec<&str> = message
            .split([' ', '\n'])
            .filter(|w| !w.is_empty())
            .collect();
        assert_eq!(rejoined.join(" "), words, "{width}:\n{line}");
    }
    assert_eq!(ProgressLayout::new(&[label], 120).bar, BAR_WIDTHS.0);
}

/// Reader 44 (es 5.2): the small suite's twelve progress lines bore
/// six labels twice («m=12 k=2 n=4» with 25,7 % and with 25,8 %). Each
/// label says its hashing, in the table's words, and no two are alike.
#[test]
fn the_small_suite_s_progress_labels_say_their_hashing() {
    let specs = suites::small(&ExperimentSpec::new(12, 2, 1));
    assert_eq!(specs.len(), 12);
    for (lang, independent, double) in [
        (Lang::Es, "m=12 k=2 n=4 independiente", "m=12 k=2 n=4 doble"),
        (Lang::En, "m=12 k=2 n=4 independent", "m=12 k=2 n=4 double"),
    ] {
        let labels: Vec<String> = specs.iter().map(|spec| short_label(spec, lang)).collect();
        let distinct: std::collections::HashSet<&String> = labels.iter().collect();
        assert_eq!(distinct.len(), labels.len(), "{labels:?}");
        assert!(labels.iter().any(|l| l == independent), "{labels:?}");
        assert!(labels.iter().any(|l| l == double), "{labels:?}");
    }
}

/// The suites' help is written out in the catalogues; in each language
/// it must say what the library's constants are.
#[test]
fn the_suites_help_says_the_suites_constants() {
    for lang in [Lang::En, Lang::Es] {
        let sweep = bloomlab::i18n::text(lang, "help-experiment-suite-k-sweep");
        let expected = format!(
            "m/n = {}, k = {}..{}",
            suites::K_SWEEP_BITS_PER_ELEMENT,
            suites::K_SWEEP_KS.start(),
            suites::K_SWEEP_KS.end()
        );
        assert!(sweep.starts_with(&expected), "{sweep}");
        let small = bloomlab::i18n::text(lang, "help-experiment-suite-small");
        let expected = format!(
            "k = {}, n = {}..{}",
            suites::SMALL_K,
            suites::SMALL_NS.start(),
            suites::SMALL_NS.end()
        );
        assert!(small.contains(&format!("{}", suites::SMALL_M)), "{small}");
        assert!(small.contains(&expected), "{small}");
    }
}
