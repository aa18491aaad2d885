//! A measured row in plain words, for a student: what was asked, what came
//! back, what the interval and the p-value say, and why a correct filter is
//! sometimes flagged. Both faces (the experiments screen and the lessons)
//! show these sentences, so they are written once, here, in both
//! languages. Numbers use the language's separators.

use super::{Outcome, Verdict};
use crate::lang::Lang;
use crate::units::{count, number, percent};

/// Spanish writes the decimal comma.
fn localize(lang: Lang, text: &str) -> String {
    match lang {
        Lang::En => text.to_owned(),
        Lang::Es => text.replace('.', ","),
    }
}

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
pub fn p_text(lang: Lang, p: f64) -> String {
    if p < 1e-4 {
        return match lang {
            Lang::En => "below 0.0001".to_owned(),
            Lang::Es => "menor que 0,0001".to_owned(),
        };
    }
    localize(lang, &crate::units::format_sig(p, 2))
}

/// "1 run in 20" for a probability: the nearest whole "1 in N" above 1 in
/// 2, else "N in 100".
fn odds(lang: Lang, p: f64) -> String {
    if p <= 0.5 && p > 0.0 {
        let n = (1.0 / p).round().max(2.0);
        match lang {
            Lang::En => format!("about 1 run in {}", number(lang, n)),
            Lang::Es => format!("alrededor de 1 de cada {} ejecuciones", number(lang, n)),
        }
    } else if p >= 0.995 {
        match lang {
            Lang::En => "almost every run".to_owned(),
            Lang::Es => "casi todas las ejecuciones".to_owned(),
        }
    } else {
        let hundred = (p * 100.0).round();
        match lang {
            Lang::En => format!("about {} runs in 100", number(lang, hundred)),
            Lang::Es => format!(
                "alrededor de {} de cada 100 ejecuciones",
                number(lang, hundred)
            ),
        }
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
    let one_filter = outcome.filters <= 1;
    match (lang, one_filter) {
        (Lang::En, false) => format!(
            "With {confidence}\u{a0}% confidence, the average rate of filters like this lies between {low} and {high} (the interval)."
        ),
        (Lang::Es, false) => format!(
            "Con un {confidence}\u{a0}% de confianza, la tasa promedio de los filtros como este está entre {low} y {high} (el intervalo)."
        ),
        (Lang::En, true) => format!(
            "With {confidence}\u{a0}% confidence, the average rate of filters like this lies between {low} and {high} (the interval, widened for how far one filter's rate strays from the average)."
        ),
        (Lang::Es, true) => format!(
            "Con un {confidence}\u{a0}% de confianza, la tasa promedio de los filtros como este está entre {low} y {high} (el intervalo, ampliado por lo que la tasa de un filtro se aparta del promedio)."
        ),
    }
}

/// How a row's verdict was reached: on its own, or as one of a family of
/// rows tested together (Holm), with the adjusted p-value.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Decision {
    Alone,
    Family { rows: usize, adjusted: f64 },
}

/// The explanation of one measured row, as paragraphs.
pub fn explain(outcome: &Outcome, verdict: Verdict, decision: Decision, lang: Lang) -> Vec<String> {
    let mut out = Vec::new();
    let measured = percent(lang, outcome.fp_measured);
    let confidence = localize(lang, &level_text(outcome.spec.confidence * 100.0));
    let (low, high) = (
        percent(lang, outcome.ci_low),
        percent(lang, outcome.ci_high),
    );
    let exact = percent(lang, outcome.fp_exact);
    let bloom = percent(lang, outcome.fp_predicted);
    if outcome.queries == 0 {
        out.push(match lang {
            Lang::En => "Nothing measured yet: press s to start.".to_owned(),
            Lang::Es => "Aún no hay nada medido: pulsa s para empezar.".to_owned(),
        });
        return out;
    }
    let filters = if outcome.filters > 1 {
        match lang {
            Lang::En => format!(
                ", spread over {} fresh filters, each built with its own seed",
                count(lang, outcome.filters)
            ),
            Lang::Es => format!(
                ", repartidas entre {} filtros nuevos, cada uno con su propia semilla",
                count(lang, outcome.filters)
            ),
        }
    } else {
        String::new()
    };
    out.push(match lang {
        Lang::En => format!(
            "We asked {} keys that were never added{filters}; {} came back positive: {measured}.",
            count(lang, outcome.queries),
            count(lang, outcome.false_positives)
        ),
        Lang::Es => format!(
            "Preguntamos por {} claves que nunca se agregaron{filters}; {} dieron positivo: {measured}.",
            count(lang, outcome.queries),
            count(lang, outcome.false_positives)
        ),
    });
    out.push(interval_sentence(outcome, &confidence, (&low, &high), lang));
    out.push(match lang {
        Lang::En => format!(
            "The exact formula says {exact}; Bloom's formula (1 − e^(−kn/m))^k, the usual approximation, says {bloom}."
        ),
        Lang::Es => format!(
            "La fórmula exacta dice {exact}; la fórmula de Bloom (1 − e^(−kn/m))^k, la aproximación habitual, dice {bloom}."
        ),
    });
    let p = outcome.p_value;
    out.push(match lang {
        Lang::En => format!(
            "p-value {}: if the exact formula is right, a count at least this far from it turns up by chance in {}.",
            p_text(lang, p),
            odds(lang, p)
        ),
        Lang::Es => format!(
            "Valor p {}: si la fórmula exacta es correcta, un recuento tan alejado como este, o más, sale por azar en {}.",
            p_text(lang, p),
            odds(lang, p)
        ),
    });
    let level = localize(lang, &level_text((1.0 - outcome.spec.confidence) * 100.0));
    out.push(match (verdict, lang) {
        (Verdict::AgreesWithTheory, Lang::En) => format!(
            "Verdict: consistent with theory. The count is not unusual enough to reject the exact formula at {level}\u{a0}%; that is not proof of agreement, only no evidence against it."
        ),
        (Verdict::AgreesWithTheory, Lang::Es) => format!(
            "Veredicto: compatible con la teoría. El recuento no es tan raro como para rechazar la fórmula exacta al {level}\u{a0}%; eso no prueba que coincidan, solo que no hay pruebas en contra."
        ),
        (Verdict::Differs, Lang::En) => format!(
            "Verdict: differs from theory. A count this far from the exact formula is rarer than {level}\u{a0}% by chance alone."
        ),
        (Verdict::Differs, Lang::Es) => format!(
            "Veredicto: difiere de la teoría. Un recuento tan alejado de la fórmula exacta sale por azar menos del {level}\u{a0}% de las veces."
        ),
        (Verdict::Inconclusive, Lang::En) => {
            "Verdict: inconclusive. Too few false positives to say anything yet.".to_owned()
        }
        (Verdict::Inconclusive, Lang::Es) => {
            "Veredicto: no concluyente. Todavía hay muy pocos falsos positivos para decir algo.".to_owned()
        }
    });
    out.push(match (decision, lang) {
        (Decision::Alone, Lang::En) => format!(
            "Testing at {level}\u{a0}% means that about 1 correct filter in {} is flagged by chance.",
            number(lang, (1.0 / (1.0 - outcome.spec.confidence)).round())
        ),
        (Decision::Alone, Lang::Es) => format!(
            "Probar al {level}\u{a0}% quiere decir que alrededor de 1 de cada {} filtros correctos sale señalado por azar.",
            number(lang, (1.0 / (1.0 - outcome.spec.confidence)).round())
        ),
        (Decision::Family { rows, adjusted }, Lang::En) => format!(
            "At {level}\u{a0}% per row, about 1 correct row in {} would be flagged by chance, so the {rows} rows are judged together (Holm's method): the chance of any false alarm in the whole run stays at {level}\u{a0}%. This row's adjusted p-value is {}.",
            number(lang, (1.0 / (1.0 - outcome.spec.confidence)).round()),
            p_text(lang, adjusted)
        ),
        (Decision::Family { rows, adjusted }, Lang::Es) => format!(
            "Al {level}\u{a0}% por fila, alrededor de 1 de cada {} filas correctas saldría señalada por azar; por eso las {rows} filas se juzgan juntas (método de Holm): la probabilidad de alguna falsa alarma en toda la ejecución se queda en el {level}\u{a0}%. El valor p ajustado de esta fila es {}.",
            number(lang, (1.0 / (1.0 - outcome.spec.confidence)).round()),
            p_text(lang, adjusted)
        ),
    });
    out
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

    #[test]
    fn the_issue_example_in_words() {
        let text = explain(
            &outcome(),
            Verdict::AgreesWithTheory,
            Decision::Family {
                rows: 4,
                adjusted: 0.18,
            },
            Lang::En,
        )
        .join(" ");
        assert!(text.contains("We asked 258,048 keys that were never added; 2,462 came back positive: 0.954\u{a0}%."), "{text}");
        assert!(
            text.contains("between 0.917\u{a0}% and 0.992\u{a0}%"),
            "{text}"
        );
        assert!(text.contains("exact formula says 1.00\u{a0}%"), "{text}");
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
            text.contains("We asked 258,048 keys that were never added, spread over 1,000 fresh filters, each built with its own seed; 2,462 came back positive"),
            "{text}"
        );
    }

    #[test]
    fn odds_in_words() {
        assert_eq!(odds(Lang::En, 0.05), "about 1 run in 20");
        assert_eq!(odds(Lang::En, 0.7), "about 70 runs in 100");
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
}
