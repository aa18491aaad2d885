//! A structure's memory as every face counts it: bits per element and
//! "×bound".

use serde::Serialize;

use crate::experiment::Outcome;
use crate::filter::FilterKind;
use crate::lang::Lang;
use crate::t;
use crate::theory;

/// A structure's memory as the course and every face count it: bits per
/// element from the filter's own bytes (never a static filter's build
/// buffer), and "×bound", those bits over the lower bound for the rate the
/// structure is predicted to have as built ([`bound_ratio`]). The lesson's
/// live result, the Alternatives tab and `bloomlab compare` all show this.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct StructureSize {
    pub bits_per_element: f64,
    /// None for a structure that never errs (the hash set).
    pub(crate) bound_ratio: Option<f64>,
}

impl StructureSize {
    /// From the bytes a structure holds with its n keys in, and the rate
    /// its own theory predicts for it as built.
    pub(crate) fn measured(bytes: u64, n: u64, own_rate: f64) -> Self {
        let bits_per_element = bytes as f64 * 8.0 / n.max(1) as f64;
        Self {
            bits_per_element,
            bound_ratio: bound_ratio(bits_per_element, own_rate),
        }
    }

    /// For a structure of this kind and shape holding n keys, without
    /// building it ([`FilterKind::built_bytes`]: what a built one holds).
    pub(crate) fn of_shape(kind: FilterKind, m: u64, k: u32, n: u64, own_rate: f64) -> Self {
        Self::measured(kind.built_bytes(m, k, n), n, own_rate)
    }
}

impl StructureSize {
    /// For the structure an experiment measured: its kind and shape at its
    /// n, against the rate its own theory gave ([`Outcome::fp_exact`]).
    pub fn of_outcome(outcome: &Outcome) -> Self {
        let spec = &outcome.spec;
        Self::of_shape(spec.kind, spec.m, spec.k, spec.n, outcome.fp_exact)
    }
}

/// The ×bound as the screens write it: the bits per element over the
/// bound for the structure's own rate, unrounded, so that two decimals
/// give the nearest figure (the counting filter at 1 %: 38,340 ÷ 6,6382 =
/// 5,7757, «5,78», four times the standard filter's 1,4439; reader 42, en
/// 5.2). The screens once divided the two figures as written, 38,34 ÷
/// 6,64 = 5,774, and wrote «5,77»; where the bound is written beside it,
/// [`size_sentence`] writes it with the digits that make that division
/// come out instead (reader 6, es 13). None for a structure that never
/// errs.
pub fn shown_bound_ratio(bits_per_element: f64, ratio: Option<f64>) -> Option<f64> {
    ratio.filter(|ratio| ratio.is_finite() && *ratio > 0.0 && bits_per_element > 0.0)
}

/// The lower bound as a sentence writes it beside `bits` and `ratio`
/// (both to two decimals): three decimals, or four where it takes that
/// for the written bits over the written bound to give the written
/// ratio: 38,34 ÷ 6,638 = 5,78, where 6,64 gave 5,77. Three for every
/// structure, so that two rows at one p write one bound: «6,64» over
/// «6,638» read as two numbers (reader 43, es 5.1, en 5.1).
fn bound_decimals(bits: f64, ratio: f64, bound: f64) -> usize {
    let two = |value: f64| format!("{value:.2}");
    let bits: f64 = two(bits).parse().unwrap_or(bits);
    (3..=4)
        .find(|&decimals| {
            let written: f64 = format!("{bound:.decimals$}").parse().unwrap_or(bound);
            written > 0.0 && two(bits / written) == two(ratio)
        })
        .unwrap_or(3)
}

/// A measured structure's memory in one sentence, as a lesson step shows it
/// under its measured rate: its own predicted rate, its bits per element
/// and its ×bound ([`StructureSize::of_outcome`], the figures `compare`
/// prints), to two decimals.
pub fn size_sentence(outcome: &Outcome, lang: Lang) -> String {
    let size = StructureSize::of_outcome(outcome);
    let two_places = |value: f64| crate::units::decimal_mark(lang, format!("{value:.2}"));
    let bits = two_places(size.bits_per_element);
    match shown_bound_ratio(size.bits_per_element, size.bound_ratio) {
        Some(ratio) => {
            let bound = theory::lower_bound_bits_per_element(outcome.fp_exact);
            let decimals = bound_decimals(size.bits_per_element, ratio, bound);
            t!(
                lang,
                "exp-core-size-own-theory",
                own = crate::units::formula_rate(lang, outcome.fp_exact),
                bits = bits,
                ratio = two_places(ratio),
                name = bound_ratio_name(lang),
                bound = crate::units::decimal_mark(lang, format!("{bound:.decimals$}"))
            )
        }
        None => t!(lang, "exp-core-size-exact", bits = bits),
    }
}

/// "×bound", the one definition: bits per key ÷ log2(1/p), with p the
/// false-positive rate the structure is predicted to achieve as built (its
/// own theory: the exact rate of a standard Bloom filter, the Poisson rate
/// of a blocked one, 2b/2^f at its load for a cuckoo filter, 2^−f for xor
/// and binary fuse). 1 is the information-theoretic floor; an optimal
/// Bloom filter sits at log2(e) ≈ 1.44. None when p is not in (0, 1).
pub(crate) fn bound_ratio(bits_per_element: f64, p: f64) -> Option<f64> {
    (p > 0.0 && p < 1.0).then(|| bits_per_element / theory::lower_bound_bits_per_element(p))
}

/// What "×bound" is called on screen, in the language: the lesson and the
/// Alternatives tab say it in these words.
pub(crate) fn bound_ratio_name(lang: Lang) -> String {
    t!(lang, "exp-core-bound-ratio-name")
}
