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
        Verdict::Inconclusive => tr(lang, "? too few", "? pocos FP"),
    }
}

/// The selected row in sentences, or None when it has not finished.
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
    Some(explain(outcome, verdicts.verdicts.exact, decision, lang))
}
