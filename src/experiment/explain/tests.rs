use super::*;
use crate::experiment::ExperimentSpec;

fn outcome() -> Outcome {
    let spec = ExperimentSpec::new(95_850_584, 7, 10_000_000);
    Outcome {
        fp_measured: 2462.0 / 258_048.0,
        queries: 258_048,
        false_positives: 2462,
        filters: 1,
        ci_low: 0.00917,
        ci_high: 0.00992,
        fp_exact: 0.010039,
        fp_predicted: 0.010039,
        p_value: 0.046,
        p_value_bloom: 0.046,
        verdict: Verdict::Differs,
        fill_ratio: 0.5,
        design_effect: 1.0,
        reached_precision: true,
        cancelled: false,
        seconds: 0.1,
        spec,
    }
}

/// Two rows with one adjusted value (Holm carried the first's to the
/// second) read it the same way: 2 × 0.36 = 0.72 on both, never 0.72
/// beside 0.71 (reader 4, English).
#[test]
fn one_adjusted_value_reads_one_way() {
    let first = adjusted_text(Lang::En, 0.3575, 0.715);
    let carried = adjusted_text(Lang::En, 0.3575, 0.715);
    assert_eq!(first, "0.72");
    assert_eq!(carried, first);
    // A value Holm did not scale from a shown p-value: its own digits,
    // and the cap at 1 as lesson 2 writes it (reader 19, es 5.13).
    assert_eq!(adjusted_text(Lang::En, 0.55, 0.8), "0.80");
    assert_eq!(adjusted_text(Lang::En, 0.55, 1.0), "1");
}

#[test]
fn the_issue_example_in_words() {
    let text = explain(
        &outcome(),
        Verdict::AgreesWithTheory,
        Decision::Family {
            rows: 4,
            of: 4,
            adjusted: 0.18,
            source: 0.046,
        },
        Lang::En,
    )
    .join(" ");
    assert!(text.contains("bloomlab asked about 258,048 keys that were never added; 2,462 came back positive: 0.954\u{a0}%."), "{text}");
    assert!(
        text.contains("runs from 0.917\u{a0}% to 0.992\u{a0}%"),
        "{text}"
    );
    assert!(text.contains("exact formula says 1.004\u{a0}%"), "{text}");
    assert!(text.contains("p-value 0.046"), "{text}");
    assert!(text.contains("about 1 run in 22"), "{text}");
    assert!(text.contains("consistent with theory"), "{text}");
    assert!(text.contains("the 4 rows are judged together"), "{text}");
    // The number never ends the sentence, where a capped «1» read «1.»
    // (reader 28, en 5.4).
    assert!(text.contains("adjusted p-value is 0.18."), "{text}");
}

#[test]
fn fresh_filters_are_named_after_the_words() {
    let mut fresh = outcome();
    fresh.filters = 1000;
    let text = explain(&fresh, Verdict::AgreesWithTheory, Decision::Alone, Lang::En).join(" ");
    assert!(
        text.contains("bloomlab asked about 258,048 keys that were never added, spread over 1,000 fresh filters, each with its own keys and hash functions, all drawn from the run's seed; 2,462 came back positive"),
        "{text}"
    );
}

/// Where the exact rate takes a digit more to stand apart from the
/// interval's end, Bloom's beside it takes it too: «5.457 %» beside
/// «5.46 %» read as two values (reader 13, en 5.4, the k sweep's k =
/// 20).
#[test]
fn blooms_rate_has_the_exact_rates_digits() {
    let mut close = outcome();
    close.ci_low = 0.0492;
    close.ci_high = 0.05463;
    close.fp_exact = 0.054_57;
    close.fp_predicted = 0.054_59;
    let text = explain(&close, Verdict::AgreesWithTheory, Decision::Alone, Lang::En).join(" ");
    assert!(text.contains("The exact formula says 5.457"), "{text}");
    assert!(text.contains("5.459\u{a0}%"), "{text}");
}

#[test]
fn odds_in_words() {
    assert_eq!(odds(Lang::En, 0.05), "about 1 run in 20");
    assert_eq!(odds(Lang::En, 0.7), "about 70 runs in 100");
    // One form from 1 in 10 up, the other below (reader 17, en 5.8).
    assert_eq!(odds(Lang::En, 0.23), "about 23 runs in 100");
    assert_eq!(odds(Lang::En, 0.49), "about 49 runs in 100");
    assert_eq!(odds(Lang::En, 0.011), "about 1 run in 91");
    assert_eq!(odds(Lang::En, 1.0), "almost every run");
    assert_eq!(odds(Lang::Es, 1.0), "casi todas las ejecuciones");
}

#[test]
fn spanish_writes_the_decimal_comma() {
    let text = explain(&outcome(), Verdict::Differs, Decision::Alone, Lang::Es).join(" ");
    assert!(text.contains("258\u{a0}048 claves"), "{text}");
    assert!(text.contains("0,954\u{a0}%"), "{text}");
    assert!(text.contains("Valor p 0,046"), "{text}");
    assert!(text.contains("difiere de la teoría"), "{text}");
    assert!(text.contains("1 de cada 20 filtros correctos"), "{text}");
    // No decimal point between digits anywhere.
    let bytes = text.as_bytes();
    assert!(
        !bytes
            .windows(3)
            .any(|w| w[0].is_ascii_digit() && w[1] == b'.' && w[2].is_ascii_digit()),
        "{text}"
    );
}

/// Reader 8, en 5.1: a row that agrees only once judged with the
/// others says that alone its count would be rare, never «not
/// unusual enough» beside a p-value under 5 %.
#[test]
fn a_row_kept_by_holm_says_it_would_differ_alone() {
    let mut kept = outcome();
    kept.p_value = 0.022;
    kept.ci_high = 0.0098;
    kept.verdict = Verdict::AgreesWithTheory;
    for lang in [Lang::En, Lang::Es] {
        let said =
            explain_judgement(&kept, Verdict::AgreesWithTheory, Decision::Alone, lang).join(" ");
        let not_unusual = t!(
            lang,
            "exp-core-verdict-agrees",
            level = "5",
            theory = "exact"
        );
        assert!(!said.contains(&not_unusual), "{said}");
        let alpha = crate::units::local_number(lang, 0.05);
        let together = t!(
            lang,
            "exp-core-verdict-agrees-together",
            alpha = alpha.as_str(),
            interval = "missed"
        );
        assert!(said.contains(&together), "{said}");
    }
    let mut plain = outcome();
    plain.p_value = 0.4;
    let said =
        explain_judgement(&plain, Verdict::AgreesWithTheory, Decision::Alone, Lang::En).join(" ");
    assert!(said.contains("not unusual enough"), "{said}");
}

/// Reader 8, es 5.2 and en 5.2: a row whose ± is wider than the
/// precision asked says why: one filter's spread, or the query cap.
#[test]
fn a_wider_plus_minus_says_why() {
    let mut wide = outcome();
    wide.spec.precision = 0.05;
    wide.fp_measured = 0.01;
    wide.ci_low = 0.0094;
    wide.ci_high = 0.0106;
    let said = explain_measurement(&wide, Lang::En).join(" ");
    assert!(
        said.contains("±5 %, the precision asked; the ± shown, ±6.0 %"),
        "{said}"
    );
    // From 10 % on the cell writes a whole number, and so do the words
    // (reader 22, en 5.1: «±10 %» in the cell, «±10.5 %» below).
    wide.ci_low = 0.00895;
    wide.ci_high = 0.01105;
    let said = explain_measurement(&wide, Lang::En).join(" ");
    let cell = crate::units::relative_half(Lang::En, wide.relative_half_width() * 100.0);
    assert!(!cell.contains('.'), "{cell}");
    assert!(
        said.replace('\u{a0}', " ")
            .contains(&format!("the ± shown, ±{cell} %,")),
        "{said}"
    );
    wide.reached_precision = false;
    let said = explain_measurement(&wide, Lang::Es).join(" ");
    assert!(said.contains("tope de consultas"), "{said}");
    let mut within = wide.clone();
    within.ci_low = 0.0095;
    within.ci_high = 0.0105;
    let said = explain_measurement(&within, Lang::En).join(" ");
    assert!(!said.contains("precision asked"), "{said}");
}

/// Reader 25 (en 5.5): an adjusted p-value of 0.997 read «1.0» on the
/// table's words and an exact 1 read «1» on the next tab's: both are «1».
#[test]
fn a_p_value_that_rounds_to_one_reads_one() {
    for p in [0.996, 0.9999, 1.0] {
        assert_eq!(p_text(Lang::En, p), "1", "{p}");
        assert_eq!(adjusted_text(Lang::Es, 0.5, p), "1", "{p}");
    }
    assert_eq!(p_text(Lang::En, 0.94), "0.94");
}

/// A row that differs says which p-value decided it: its own alone, the
/// adjusted one in a family. The sentence hedged («its own, or the
/// adjusted one…») where the screen knew (reader 26, en 4.4, es 3.2);
/// the value itself is said once, by the sentence beside it (reader 27,
/// es 4.6: «0,044» twice in a row).
#[test]
fn a_differing_row_names_the_p_value_that_decided() {
    let mut differs = outcome();
    differs.p_value = 0.011;
    let family = Decision::Family {
        rows: 4,
        of: 4,
        adjusted: 0.044,
        source: 0.011,
    };
    for (lang, adjusted, own) in [
        (
            Lang::En,
            "its adjusted p-value, with the rows judged together, is under 0.05",
            "its p-value is under 0.05",
        ),
        (
            Lang::Es,
            "su valor p ajustado, con las filas juzgadas juntas, queda por debajo de 0,05",
            "su valor p queda por debajo de 0,05",
        ),
    ] {
        let together = explain(&differs, Verdict::Differs, family, lang).join(" ");
        assert!(together.contains(adjusted), "{together}");
        let alone = explain(&differs, Verdict::Differs, Decision::Alone, lang).join(" ");
        assert!(alone.contains(own), "{alone}");
        assert!(
            !alone.contains("ajustad") && !alone.contains("adjusted one"),
            "{alone}"
        );
        for said in [&together, &alone] {
            let values = said.matches("0.044").count() + said.matches("0,044").count();
            assert!(values <= 1, "{lang:?}: {said}");
        }
    }
}

/// Reader 34 (es 5.4): 4 × 0,25 read «1,0» on the table, where the small
/// filter's tab said «1». A product that reaches 1 is the cap, «1».
#[test]
fn a_product_that_reaches_one_reads_one() {
    let p = 0.2497;
    assert_eq!(adjusted_text(Lang::Es, p, 4.0 * p), "1");
    assert_eq!(adjusted_text(Lang::En, 0.24, 0.96), "0.96");
}

/// Readers 48 (en 4.1): «This row's adjusted p-value is 0.272» read as
/// a precision no other p-value had. The sentence gives the product.
#[test]
fn a_three_digit_adjusted_value_is_said_as_its_product() {
    assert_eq!(
        adjusted_said(Lang::En, 0.068, 4.0 * 0.068),
        "4 × 0.068 = 0.272"
    );
    assert_eq!(
        adjusted_said(Lang::Es, 0.068, 4.0 * 0.068),
        "4 × 0,068 = 0,272"
    );
    // Two digits need no product: 4 × 0.011 = 0.044.
    assert_eq!(adjusted_said(Lang::En, 0.011, 4.0 * 0.011), "0.044");
    assert_eq!(adjusted_said(Lang::En, 0.5, 1.0), "1");
}
