//! The words of a tab's question: before it is opened, and while it is
//! answered.

use super::predict::{Prediction, Question, row_name};
use crate::experiment::suites;
use crate::lang::Lang;
use crate::t;
use crate::units::local_number;

/// The question before it is opened, with how to answer or skip it.
pub(super) fn intro_text(question: Question, keys: u64, lang: Lang) -> String {
    let (low, high) = (suites::K_SWEEP_KS.start(), suites::K_SWEEP_KS.end());
    let bits = local_number(lang, suites::K_SWEEP_BITS_PER_ELEMENT);
    let (m, k) = (suites::SMALL_M, suites::SMALL_K);
    let precision = local_number(lang, suites::SMALL_SUITE_PRECISION * 100.0);
    match question {
        Question::Fill { row } => t!(
            lang,
            "exp-predict-fill-intro",
            row = row_name(lang, row),
            n = crate::units::count(lang, keys)
        ),
        Question::BestK => t!(
            lang,
            "exp-predict-k-intro",
            bits = bits,
            low = low.to_string(),
            high = high.to_string()
        ),
        Question::BloomRight => t!(
            lang,
            "exp-predict-bloom-intro",
            m = m.to_string(),
            k = k.to_string(),
            precision = precision
        ),
    }
}

/// The open question, what has been typed or picked, and the keys.
pub(super) fn answering_text(
    question: Question,
    prediction: &Prediction,
    keys: u64,
    lang: Lang,
) -> String {
    let typed = &prediction.typed;
    let (low, high) = (suites::K_SWEEP_KS.start(), suites::K_SWEEP_KS.end());
    let bits = local_number(lang, suites::K_SWEEP_BITS_PER_ELEMENT);
    match question {
        Question::Fill { row } => format!(
            "{}\n\n{}",
            t!(
                lang,
                "exp-predict-fill-ask",
                row = row_name(lang, row),
                n = crate::units::count(lang, keys)
            ),
            // The line ends in « %»: a typed % takes its place, the cursor
            // after it, not twice («50%_ %», reader 10, es 1.9; reader 32,
            // en 2.2: typing it changed nothing on screen).
            if typed.trim_end().ends_with('%') {
                t!(
                    lang,
                    "exp-predict-fill-typed-percent",
                    typed = typed.trim_end_matches('%').trim_end()
                )
            } else {
                t!(lang, "exp-predict-fill-typed", typed = typed.trim_end())
            }
        ),
        Question::BestK => format!(
            "{}\n\n{}",
            t!(
                lang,
                "exp-predict-k-ask",
                low = low.to_string(),
                high = high.to_string(),
                bits = bits
            ),
            t!(lang, "exp-predict-k-typed", typed = typed.as_str())
        ),
        // One line (the prompt is wrapped as a paragraph): ▶ marks the
        // highlighted answer.
        Question::BloomRight => {
            let mark = |row: usize| if prediction.choice == row { "▶ " } else { "" };
            format!(
                "{}\n\n{}",
                t!(lang, "exp-predict-bloom-ask"),
                t!(
                    lang,
                    "exp-predict-bloom-choices",
                    yes = mark(0),
                    no = mark(1)
                )
            )
        }
    }
}
