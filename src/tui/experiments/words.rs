//! The screen's verdicts and explanations in the library's words: each
//! finished row is judged with the other finished rows of its run
//! (`experiment::family_verdicts`, Holm), as the CLI judges them, and the
//! selected row is explained in sentences (`experiment::explain`).

use crate::experiment::explain::{Decision, explain};
use crate::experiment::{FamilyVerdicts, Outcome, Verdict, family_verdicts};
use crate::lang::Lang;
use crate::tui::text::tr;

use super::LiveRun;

/// The outcomes a run's family is made of: its finished rows that measured
/// something.
fn finished(live: &LiveRun) -> Vec<(usize, &Outcome)> {
    live.rows
        .iter()
        .enumerate()
        .filter_map(|(index, row)| row.outcome.as_ref().map(|o| (index, o)))
        .filter(|(_, o)| o.queries > 0)
        .collect()
}

/// Each row's family-wise verdicts (None for a row not finished), and the
/// size of the family.
pub fn family(live: &LiveRun) -> (Vec<Option<FamilyVerdicts>>, usize) {
    let rows = finished(live);
    let outcomes: Vec<Outcome> = rows.iter().map(|(_, o)| (*o).clone()).collect();
    let verdicts = family_verdicts(&outcomes);
    let mut out = vec![None; live.rows.len()];
    for ((index, _), verdict) in rows.iter().zip(verdicts) {
        out[*index] = Some(verdict);
    }
    (out, outcomes.len())
}

/// A verdict as the table shows it.
pub fn verdict_mark(verdict: Verdict, lang: Lang) -> &'static str {
    match verdict {
        Verdict::AgreesWithTheory => tr(lang, "✓ consistent", "✓ compatible"),
        Verdict::Differs => tr(lang, "✗ differs", "✗ difiere"),
        Verdict::Inconclusive => tr(lang, "? too few", "? muy pocos"),
    }
}

/// The selected row in sentences, or None when it has not finished. A
/// row that says "differs" (alone or judged with the others) ends with how
/// often a correct filter does that, and the offer of r.
pub fn explanation(live: &LiveRun, row: usize, lang: Lang) -> Option<Vec<String>> {
    let (family, rows) = family(live);
    let verdicts = family.get(row).copied().flatten()?;
    let outcome = live.rows.get(row)?.outcome.as_ref()?;
    let decision = if rows > 1 {
        Decision::Family {
            rows,
            adjusted: verdicts.p_adjusted,
        }
    } else {
        Decision::Alone
    };
    let mut sentences = explain(outcome, verdicts.verdicts.exact, decision, lang);
    let flagged = Flagged {
        alone: outcome.verdict == Verdict::Differs,
        together: verdicts.verdicts.exact == Verdict::Differs,
    };
    if let Some(chance) = chance_of_differs(flagged, 1.0 - outcome.spec.confidence, rows, lang) {
        sentences.push(chance);
    }
    Some(sentences)
}

/// Whether a row said "differs" on its own, and with the rows judged
/// together (Holm).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Flagged {
    pub alone: bool,
    pub together: bool,
}

/// "1 in 20" for a test at level `alpha` (0.05).
fn one_in(alpha: f64, lang: Lang) -> String {
    crate::units::local_number(lang, (1.0 / alpha).round())
}

/// For a row that says "differs": how often a correct filter does that at
/// level `alpha` (one row in 20 on its own; one run in 20 with the `rows`
/// judged together), and the offer of r to see it happen. None for a row
/// that does not.
pub fn chance_of_differs(flagged: Flagged, alpha: f64, rows: usize, lang: Lang) -> Option<String> {
    let n = one_in(alpha, lang);
    let repeat = super::REPEAT_SEEDS;
    Some(match (flagged.together && rows > 1, flagged.alone, lang) {
        (true, _, Lang::En) => format!(
            "Even judged together, a correct run shows a ✗ like this about 1 time in {n}: that can still be chance. Press r to repeat the run over {repeat} seeds and count how often it happens."
        ),
        (true, _, Lang::Es) => format!(
            "Aun juzgando las filas juntas, una ejecución correcta muestra un ✗ así alrededor de 1 vez de cada {n}: todavía puede ser el azar. Pulsa r para repetir la ejecución con {repeat} semillas y contar cuántas veces pasa."
        ),
        (false, true, Lang::En) => format!(
            "On its own, a correct row gets p < {} about 1 time in {n}, so among {rows} rows one often does. Press r to repeat the run over {repeat} seeds and count how often it happens.",
            crate::units::local_number(lang, alpha)
        ),
        (false, true, Lang::Es) => format!(
            "Por separado, una fila correcta da p < {} alrededor de 1 vez de cada {n}, así que entre {rows} filas a menudo alguna lo da. Pulsa r para repetir la ejecución con {repeat} semillas y contar cuántas veces pasa.",
            crate::units::local_number(lang, alpha)
        ),
        (false, false, _) => return None,
    })
}

/// What the status line adds once a run flagged rows: how many, how
/// often a correct run does that, and r. Shorter forms for narrow lines.
pub fn differs_status(raw: usize, together: usize, alpha: f64, lang: Lang) -> Vec<String> {
    let n = one_in(alpha, lang);
    let p = crate::units::local_number(lang, alpha);
    if together > 0 {
        return match lang {
            Lang::En => vec![
                format!(" · ✗ judged together: a correct run does that 1 time in {n} · r: repeat"),
                format!(" · ✗ together: chance 1 run in {n} · r"),
            ],
            Lang::Es => vec![
                format!(
                    " · ✗ juzgando juntas: una ejecución correcta lo da 1 vez de cada {n} · r: repetir"
                ),
                format!(" · ✗ juntas: azar 1 de cada {n} · r"),
            ],
        };
    }
    if raw == 0 {
        return Vec::new();
    }
    match lang {
        Lang::En => {
            let rows = if raw == 1 { "row" } else { "rows" };
            vec![
                format!(
                    " · p < {p} in {raw} {rows} alone, as 1 correct row in {n} does; none together · r: repeat"
                ),
                format!(" · p < {p} in {raw} {rows} alone (chance: 1 row in {n}) · r"),
                format!(" · {raw} {rows} ✗ alone, 1 in {n} by chance · r"),
            ]
        }
        Lang::Es => {
            let rows = if raw == 1 { "fila" } else { "filas" };
            vec![
                format!(
                    " · p < {p} en {raw} {rows} por separado, como 1 fila correcta de cada {n}; ninguna al juzgarlas juntas · r: repetir"
                ),
                format!(" · p < {p} en {raw} {rows} por separado (azar: 1 de cada {n}) · r"),
                format!(" · {raw} {rows} ✗ por separado, azar 1 de {n} · r"),
            ]
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_flagged_row_says_how_often_chance_does_that_and_offers_r() {
        let alone = chance_of_differs(
            Flagged {
                alone: true,
                together: false,
            },
            0.05,
            4,
            Lang::En,
        )
        .unwrap();
        assert!(alone.contains("about 1 time in 20"), "{alone}");
        assert!(alone.contains("Press r"), "{alone}");
        let together = chance_of_differs(
            Flagged {
                alone: true,
                together: true,
            },
            0.05,
            4,
            Lang::Es,
        )
        .unwrap();
        assert!(together.contains("1 vez de cada 20"), "{together}");
        assert!(together.contains("Pulsa r"), "{together}");
        assert_eq!(
            chance_of_differs(
                Flagged {
                    alone: false,
                    together: false
                },
                0.05,
                4,
                Lang::En
            ),
            None
        );
        let status = differs_status(1, 0, 0.05, Lang::En);
        assert!(
            status
                .iter()
                .all(|s| s.contains("in 20") && (s.ends_with(" r") || s.ends_with("repeat"))),
            "{status:?}"
        );
        assert!(differs_status(0, 0, 0.05, Lang::En).is_empty());
    }
}
