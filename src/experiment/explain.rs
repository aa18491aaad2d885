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
    // (reader 19, es 5.13); and a value just under it that rounds to
    // it, which read «1.0» on one tab and «1» on the next (reader 25,
    // en 5.5).
    if round_sig(p, 2) >= 1.0 {
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
    if let Some(times) = holm_multiple(p, adjusted) {
        // The product in full (4 × 0.00037 = 0.00148): rounded again to
        // two digits it would not read as that product.
        let product = times * round_sig(p, 2);
        // A product that reaches 1 is Holm's cap, «1» as p_text writes
        // it: «1,0» on one tab beside «1» on the next (reader 34, es 5.4).
        if product >= 1.0 {
            return "1".to_owned();
        }
        let digits = (2..=4)
            .find(|d| (round_sig(product, *d) - product).abs() <= product * 1e-9)
            .unwrap_or(4);
        return crate::units::decimal_mark(
            lang,
            crate::units::format_sig(product, digits as usize),
        );
    }
    p_text(lang, adjusted)
}

/// The whole number Holm multiplied `p` by to give `adjusted`, where it
/// is one (at least 2) and both are worth writing as a product: a
/// p-value of 1 in 10,000 or more, an adjusted one under Holm's cap.
fn holm_multiple(p: f64, adjusted: f64) -> Option<f64> {
    let times = adjusted / p;
    (p >= 1e-4 && adjusted < 1.0 && times >= 1.5 && (times - times.round()).abs() < 1e-6 * times)
        .then(|| times.round())
}

/// [`adjusted_text`] in a sentence: where it is a product with more
/// digits than a p-value has, the product itself, «4 × 0.068 = 0.272»:
/// alone, 0.272 read as a precision no other p-value had (readers 48, en
/// 4.1).
pub(crate) fn adjusted_said(lang: Lang, p: f64, adjusted: f64) -> String {
    let text = adjusted_text(lang, p, adjusted);
    let digits = text.trim_start_matches(['0', '.', ',']).chars().count();
    match holm_multiple(p, adjusted) {
        Some(times) if text != "1" && digits > 2 => {
            format!("{times} × {} = {text}", p_text(lang, p))
        }
        _ => text,
    }
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
    sentences.extend(explain_judgement(outcome, verdict, decision, lang));
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
    sentences.extend(explain_judgement(outcome, verdict, decision, lang));
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
            capped = capped(adjusted),
            adjusted = adjusted_said(lang, source, adjusted)
        ),
        Decision::Alone => decision_text(outcome, decision, lang),
    });
    sentences
}

/// The hash set's row explained: why its theory is 0, what its queries
/// showed, where the table's «≤» bound comes from, and what its ✓
/// says. It has no interval of filters' rates to judge (reader 29, es 2.2: `e` on its row
/// said nothing).
pub(crate) fn explain_exact(outcome: &Outcome, lang: Lang) -> Vec<String> {
    let confidence = crate::units::decimal_mark(lang, level_text(outcome.spec.confidence * 100.0));
    vec![
        t!(lang, "exp-alt-exact-why"),
        asked_sentence(outcome, lang),
        t!(
            lang,
            "exp-alt-exact-bound",
            queries = count(lang, outcome.queries),
            confidence = confidence,
            high = crate::units::upper_bound_rate(lang, outcome.ci_high)
        ),
        t!(lang, "exp-alt-exact-agrees"),
    ]
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
    let mut sentences = vec![
        asked_sentence(outcome, lang),
        interval_sentence(outcome, &confidence, (&low, &high), lang),
    ];
    sentences.extend(precision_sentence(outcome, lang));
    sentences
}

/// The queries asked, of how many fresh filters, and the false
/// positives they gave: «bloomlab asked about 258,048 keys …: 1.00 %».
fn asked_sentence(outcome: &Outcome, lang: Lang) -> String {
    let filters = if outcome.filters > 1 {
        t!(
            lang,
            "exp-core-fresh-filters",
            filters = count(lang, outcome.filters)
        )
    } else {
        String::new()
    };
    t!(
        lang,
        "exp-core-asked",
        queries = count(lang, outcome.queries),
        filters = filters,
        positives = count(lang, outcome.false_positives),
        measured = percent(lang, outcome.fp_measured)
    )
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
pub(crate) fn explain_judgement(
    outcome: &Outcome,
    verdict: Verdict,
    decision: Decision,
    lang: Lang,
) -> Vec<String> {
    vec![
        t!(
            lang,
            "exp-core-p-value",
            theory = theory_of(outcome),
            p = p_text(lang, outcome.p_value),
            odds = odds(lang, outcome.p_value)
        ),
        verdict_sentence(outcome, (verdict, decision), &level_of(outcome, lang), lang),
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

/// Whether Holm's adjustment reached 1, where it stops: only then is the
/// cap worth a word; beside 0.69 it answered a question nobody had
/// (reader 42, en 4.17).
fn capped(adjusted: f64) -> &'static str {
    if adjusted >= 1.0 { "yes" } else { "no" }
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
/// (reader 8, en 5.1). A row that differs names the p-value that
/// decided it, its own or the adjusted one (reader 26, en 4.4).
fn verdict_sentence(
    outcome: &Outcome,
    (verdict, decision): (Verdict, Decision),
    level: &str,
    lang: Lang,
) -> String {
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
        Verdict::Differs => {
            // Which p-value, not its value: the sentences beside it give
            // that (reader 27, es 4.6).
            let judged_by = match decision {
                Decision::Family { .. } => "adjusted",
                Decision::Alone => "own",
            };
            t!(
                lang,
                "exp-core-verdict-differs",
                alpha = alpha.as_str(),
                theory = theory_of(outcome),
                judged_by = judged_by
            )
        }
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
            capped = capped(adjusted),
            adjusted = adjusted_said(lang, source, adjusted)
        ),
    }
}

#[cfg(test)]
mod tests;
