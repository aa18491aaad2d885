//! A measured row in plain words, for a student: what was asked, what came
//! back, what the interval and the p-value say, and why a correct filter is
//! sometimes flagged. Both faces (the experiments screen and the lessons)
//! show these sentences, so they are built once, here, from the
//! catalogues' `exp-core-…` messages. Numbers use the language's
//! separators.

use super::{Outcome, Verdict};
use crate::lang::Lang;
use crate::t;
use crate::units::{count, number, percent};

/// A level as people write it: 95, 5, 99.9 (no trailing zeros).
fn level_text(percent: f64) -> String {
    let text = crate::units::format_sig(percent, 3);
    if text.contains('.') {
        text.trim_end_matches('0').trim_end_matches('.').to_owned()
    } else {
        text
    }
}

/// A p-value for reading: two significant digits, "below 0.0001" under it.
pub(crate) fn p_text(lang: Lang, p: f64) -> String {
    if p < 1e-4 {
        return t!(lang, "exp-core-p-below");
    }
    // Holm's cap, as lesson 2 writes it: «1», not «1,0» beside «0,41»
    // (reader 19, es 5.13).
    if p >= 1.0 {
        return "1".to_owned();
    }
    crate::units::decimal_mark(lang, crate::units::format_sig(p, 2))
}

/// `value` rounded to `digits` significant digits, as a number.
fn round_sig(value: f64, digits: i32) -> f64 {
    if value == 0.0 || !value.is_finite() {
        return value;
    }
    let scale = 10f64.powi(digits - 1 - value.abs().log10().floor() as i32);
    (value * scale).round() / scale
}

/// The adjusted p-value as read beside the raw p-value `p` that set it
/// (the row's own, or the one Holm's running maximum carried to it):
/// where Holm multiplied that p-value by a whole number of rows, that
/// number times the p-value as shown (2 × 0.00037 = 0.00074, not 0.00073
/// from the unrounded 0.000366), with the digits that product has, so the
/// two read consistently and every row with this adjusted value reads the
/// same; otherwise, and past 1, the adjusted p-value itself with
/// [`p_text`]'s digits.
pub(crate) fn adjusted_text(lang: Lang, p: f64, adjusted: f64) -> String {
    if p >= 1e-4 && adjusted < 1.0 {
        let times = adjusted / p;
        if times >= 1.5 && (times - times.round()).abs() < 1e-6 * times {
            // The product in full (4 × 0.00037 = 0.00148): rounded again
            // to two digits it would not read as that product.
            let product = times.round() * round_sig(p, 2);
            let digits = (2..=4)
                .find(|d| (round_sig(product, *d) - product).abs() <= product * 1e-9)
                .unwrap_or(4);
            return crate::units::decimal_mark(
                lang,
                crate::units::format_sig(product, digits as usize),
            );
        }
    }
    p_text(lang, adjusted)
}

/// N of "1 run in N" for a p-value up to 1/2, as [`odds`] words it: one
/// over the p-value as shown (two significant digits), itself to two
/// significant digits. Lessons compute it with this too (`one_run_in`),
/// so they say what the Experiments screen says.
pub(crate) fn one_run_in(p: f64) -> f64 {
    round_sig(1.0 / round_sig(p, 2), 2).round().max(2.0)
}

/// "1 run in 91" for a probability under 1 in 10, N to the two
/// significant digits the p-value is shown with (p 0.00037: 1 in 2,700,
/// not 2,728); from 1 in 10 up, "23 runs in 100", the p-value's own
/// digits. The split was at 1 in 2, and 0.23 read «1 run in 4» beside
/// 0.54's «54 runs in 100» (reader 17, en 5.8).
fn odds(lang: Lang, p: f64) -> String {
    if p < 0.1 && p > 0.0 {
        let n = one_run_in(p);
        t!(lang, "exp-core-odds-one-in", n = number(lang, n))
    } else if p >= 0.995 {
        t!(lang, "exp-core-odds-almost-every")
    } else {
        let hundred = (p * 100.0).round();
        t!(lang, "exp-core-odds-in-hundred", n = number(lang, hundred))
    }
}

/// What the interval says. It is about the average rate of filters like
/// this one, which the formulas predict and the verdict tests: with fresh
/// filters, measured over many; with one filter, widened by how much one
/// filter's rate strays from the average ([`super::Tally::interval`]).
fn interval_sentence(
    outcome: &Outcome,
    confidence: &str,
    (low, high): (&str, &str),
    lang: Lang,
) -> String {
    if outcome.filters <= 1 {
        t!(
            lang,
            "exp-core-interval-single",
            confidence = confidence,
            low = low,
            high = high
        )
    } else {
        t!(
            lang,
            "exp-core-interval-fresh",
            confidence = confidence,
            low = low,
            high = high
        )
    }
}

/// How a row's verdict was reached: on its own, or as one of a family of
/// rows tested together (Holm), with the adjusted p-value.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) enum Decision {
    Alone,
    /// `rows` finished rows judged together, of the `of` rows the run
    /// shows (more while some are still measuring).
    Family {
        rows: usize,
        of: usize,
        adjusted: f64,
        /// The raw p-value that set `adjusted` (see
        /// [`super::family::holm_with_sources`]).
        source: f64,
    },
}

/// The explanation of one measured row, as paragraphs.
pub(crate) fn explain(
    outcome: &Outcome,
    verdict: Verdict,
    decision: Decision,
    lang: Lang,
) -> Vec<String> {
    if outcome.queries == 0 {
        return vec![t!(lang, "exp-core-nothing-yet")];
    }
    let mut sentences = explain_measurement(outcome, lang);
    sentences.extend(explain_judgement(outcome, verdict, lang));
    sentences.push(decision_text(outcome, decision, lang));
    sentences
}

/// A row cancelled before it reached its precision: what it measured
/// until then, and that it has no verdict. «Too few false positives»
/// was said of a row with 792 (reader 14, en 3.4).
pub(crate) fn explain_cancelled(outcome: &Outcome, lang: Lang) -> Vec<String> {
    let mut sentences = explain_measurement(outcome, lang);
    sentences.push(t!(lang, "exp-core-verdict-cancelled"));
    sentences
}

/// One structure of the Alternatives tab, in words: what was measured
/// and how it was judged (the row's own theory, not Bloom's formulas,
/// gives its rate: the row says it). A cancelled row has no verdict.
pub(crate) fn explain_structure(
    outcome: &Outcome,
    verdict: Verdict,
    decision: Decision,
    lang: Lang,
) -> Vec<String> {
    let mut sentences = counted(outcome, lang);
    if outcome.cancelled {
        sentences.push(t!(lang, "exp-core-verdict-cancelled"));
        return sentences;
    }
    sentences.extend(explain_judgement(outcome, verdict, lang));
    // Holm's rule in a few words: the whole sentence, which the other
    // tabs give, ran past an 80×24 screen before the adjusted value
    // (reader 18, es 1.1).
    sentences.push(match decision {
        Decision::Family {
            rows,
            adjusted,
            source,
            ..
        } => t!(
            lang,
            "exp-core-decision-family-short",
            rows = rows.to_string(),
            adjusted = adjusted_text(lang, source, adjusted)
        ),
        Decision::Alone => decision_text(outcome, decision, lang),
    });
    sentences
}

/// What was measured, in words: the queries and false positives, the
/// interval and what it means, the two formulas' rates.
fn explain_measurement(outcome: &Outcome, lang: Lang) -> Vec<String> {
    let mut sentences = counted(outcome, lang);
    // The exact rate with the interval's digits and more where it would
    // read as one of its ends.
    let [_, _, exact] =
        crate::units::percents_apart(lang, [outcome.ci_low, outcome.ci_high, outcome.fp_exact]);
    // Bloom's rate with as many digits as the exact one beside it: «5.457
    // %» beside «5.46 %» read as two values (reader 13, en 5.4).
    let digits = exact
        .chars()
        .filter(char::is_ascii_digit)
        .skip_while(|&c| c == '0')
        .count();
    // As the table's cell writes them, or with more digits where the
    // interval needs them (reader 22, en 5.2: «2.604 %» in the cell, «2.60
    // %» in the words below).
    let digits = digits.max(crate::units::FORMULA_DIGITS);
    sentences.push(t!(
        lang,
        "exp-core-formulas",
        exact = crate::units::rate_with_digits(lang, outcome.fp_exact, digits),
        bloom = crate::units::rate_with_digits(lang, outcome.fp_predicted, digits)
    ));
    // The fill the Table's prediction asks for, measured beside the
    // formula's: only a filter of plain bits has it.
    if outcome.spec.kind == crate::filter::FilterKind::Standard && outcome.fill_ratio > 0.0 {
        let spec = &outcome.spec;
        let expected =
            crate::theory::expected_fill(spec.m as f64, f64::from(spec.k), spec.n as f64);
        sentences.push(t!(
            lang,
            "exp-core-fill",
            // One filter has no average (reader 14, en 4.19).
            filters = outcome.filters,
            measured = percent(lang, outcome.fill_ratio),
            expected = percent(lang, expected)
        ));
    }
    sentences
}

/// The queries, the false positives and the interval, in words, with why
/// the ± is wider than asked where it is.
fn counted(outcome: &Outcome, lang: Lang) -> Vec<String> {
    let confidence = crate::units::decimal_mark(lang, level_text(outcome.spec.confidence * 100.0));
    // The interval's ends with the digits that keep them apart from the
    // exact rate the next sentences give.
    let [low, high, _] =
        crate::units::percents_apart(lang, [outcome.ci_low, outcome.ci_high, outcome.fp_exact]);
    let filters = if outcome.filters > 1 {
        t!(
            lang,
            "exp-core-fresh-filters",
            filters = count(lang, outcome.filters)
        )
    } else {
        String::new()
    };
    let mut sentences = vec![
        t!(
            lang,
            "exp-core-asked",
            queries = count(lang, outcome.queries),
            filters = filters,
            positives = count(lang, outcome.false_positives),
            measured = percent(lang, outcome.fp_measured)
        ),
        interval_sentence(outcome, &confidence, (&low, &high), lang),
    ];
    sentences.extend(precision_sentence(outcome, lang));
    sentences
}

/// Why the ± shown is wider than the precision asked, when it is (the
/// lesson promises ±5 %, reader 8's es 5.2 and en 5.2): a query cap met
/// first, or one filter's own spread, which no query removes.
fn precision_sentence(outcome: &Outcome, lang: Lang) -> Option<String> {
    let asked = outcome.spec.precision * 100.0;
    let shown = outcome.relative_half_width() * 100.0;
    // As the table writes the ±.
    let number = |value: f64| crate::units::relative_half(lang, value);
    if outcome.cancelled || !shown.is_finite() || shown <= asked || number(shown) == number(asked) {
        return None;
    }
    Some(if outcome.reached_precision {
        t!(
            lang,
            "exp-core-precision-spread",
            asked = crate::units::local_number(lang, asked),
            shown = number(shown)
        )
    } else {
        t!(
            lang,
            "exp-core-precision-capped",
            asked = crate::units::local_number(lang, asked)
        )
    })
}

/// How the measurement was judged, in words: its p-value and the verdict.
/// A lesson shows the measurement in lines of its own and, in sentences,
/// only this and how the decision was reached.
pub(crate) fn explain_judgement(outcome: &Outcome, verdict: Verdict, lang: Lang) -> Vec<String> {
    vec![
        t!(
            lang,
            "exp-core-p-value",
            theory = theory_of(outcome),
            p = p_text(lang, outcome.p_value),
            odds = odds(lang, outcome.p_value)
        ),
        verdict_sentence(outcome, verdict, &level_of(outcome, lang), lang),
    ]
}

/// How the decision was reached: one row alone, or with the others by
/// Holm's method (and this row's adjusted p-value).
pub(crate) fn decision_text(outcome: &Outcome, decision: Decision, lang: Lang) -> String {
    decision_sentence(outcome, decision, &level_of(outcome, lang), lang)
}

/// Holm's rule for `rows` rows judged together, said once for all of
/// them (each row then gives only its adjusted p-value).
pub(crate) fn family_rule(outcome: &Outcome, rows: usize, lang: Lang) -> String {
    t!(
        lang,
        "exp-core-decision-family-rule",
        level = level_of(outcome, lang),
        one_in = one_in(outcome, lang),
        rows = rows.to_string()
    )
}

/// The test's level in percent, with the language's decimal mark.
fn level_of(outcome: &Outcome, lang: Lang) -> String {
    crate::units::decimal_mark(lang, level_text((1.0 - outcome.spec.confidence) * 100.0))
}

/// What a row is judged against: the exact formula of a Bloom filter's
/// bits or counters, or another structure's own theory (reader 19, es
/// 6.9: a cuckoo row «rejected the exact formula»).
fn theory_of(outcome: &Outcome) -> &'static str {
    use crate::filter::FilterKind;
    match outcome.spec.kind {
        FilterKind::Standard | FilterKind::Counting => "exact",
        _ => "own",
    }
}

/// How many correct rows one false alarm comes in, at the test's level.
fn one_in(outcome: &Outcome, lang: Lang) -> String {
    number(lang, (1.0 / (1.0 - outcome.spec.confidence)).round())
}

/// What the verdict says, at the test's level. A row judged with others
/// can agree while its own p-value (and interval) alone would not: the
/// sentence then says so, rather than «not unusual» beside p < 5 %
/// (reader 8, en 5.1).
fn verdict_sentence(outcome: &Outcome, verdict: Verdict, level: &str, lang: Lang) -> String {
    let alone_would_differ = outcome.p_value < 1.0 - outcome.spec.confidence;
    // A p-value is compared with 0.05, as lesson 2 writes it, not with
    // «5 %» (reader 21, es 4.8, en 5.17).
    let alpha = crate::units::local_number(lang, 1.0 - outcome.spec.confidence);
    match verdict {
        Verdict::AgreesWithTheory if alone_would_differ => {
            let missed = outcome.ci_low > outcome.fp_exact || outcome.ci_high < outcome.fp_exact;
            t!(
                lang,
                "exp-core-verdict-agrees-together",
                alpha = alpha.as_str(),
                interval = if missed { "missed" } else { "kept" }
            )
        }
        Verdict::AgreesWithTheory => t!(
            lang,
            "exp-core-verdict-agrees",
            level = level,
            theory = theory_of(outcome)
        ),
        Verdict::Differs => t!(
            lang,
            "exp-core-verdict-differs",
            alpha = alpha.as_str(),
            theory = theory_of(outcome)
        ),
        Verdict::Inconclusive => t!(lang, "exp-core-verdict-inconclusive"),
    }
}

/// Why a correct filter is sometimes flagged, alone or in a family.
fn decision_sentence(outcome: &Outcome, decision: Decision, level: &str, lang: Lang) -> String {
    let one_in = one_in(outcome, lang);
    match decision {
        Decision::Alone => t!(
            lang,
            "exp-core-decision-alone",
            level = level,
            one_in = one_in
        ),
        Decision::Family {
            rows,
            of,
            adjusted,
            source,
        } => t!(
            lang,
            "exp-core-decision-family",
            level = level,
            one_in = one_in,
            rows = rows.to_string(),
            of = of.to_string(),
            partial = if rows < of { "yes" } else { "no" },
            adjusted = adjusted_text(lang, source, adjusted)
        ),
    }
}

#[cfg(test)]
mod tests {
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
        assert!(text.contains("adjusted p-value is 0.18"), "{text}");
    }

    #[test]
    fn fresh_filters_are_named_after_the_words() {
        let mut fresh = outcome();
        fresh.filters = 1000;
        let text = explain(&fresh, Verdict::AgreesWithTheory, Decision::Alone, Lang::En).join(" ");
        assert!(
            text.contains("bloomlab asked about 258,048 keys that were never added, spread over 1,000 fresh filters, each built with its own seed; 2,462 came back positive"),
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
            let said = explain_judgement(&kept, Verdict::AgreesWithTheory, lang).join(" ");
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
        let said = explain_judgement(&plain, Verdict::AgreesWithTheory, Lang::En).join(" ");
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
}
