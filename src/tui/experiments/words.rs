//! The screen's verdicts and explanations in the library's words: each
//! finished row is judged with the other finished rows of its run
//! (`experiment::family_verdicts`, Holm), as the CLI judges them, and the
//! selected row is explained in sentences (`experiment::explain`).

use crate::experiment::explain::{Decision, explain};
use crate::experiment::{FamilyVerdicts, Outcome, Verdict, family_verdicts};
use crate::lang::Lang;
use crate::t;

use super::LiveRun;

/// The outcomes a run's family is made of: its finished rows that measured
/// something. A cancelled row is not one: the table says «cancelled» of
/// it, and counted in, it made «the 3 rows finished» of two (reader 14,
/// en 3.4).
fn finished(live: &LiveRun) -> Vec<(usize, &Outcome)> {
    live.rows
        .iter()
        .enumerate()
        .filter_map(|(index, row)| row.outcome.as_ref().map(|o| (index, o)))
        .filter(|(_, o)| o.queries > 0 && !o.cancelled)
        .collect()
}

/// Each row's family-wise verdicts (None for a row not finished), and the
/// size of the family.
pub(crate) fn family(live: &LiveRun) -> (Vec<Option<FamilyVerdicts>>, usize) {
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
pub(crate) fn verdict_mark(verdict: Verdict, lang: Lang) -> String {
    match verdict {
        Verdict::AgreesWithTheory => t!(lang, "exp-words-consistent"),
        Verdict::Differs => t!(lang, "exp-words-differs"),
        Verdict::Inconclusive => t!(lang, "exp-words-too-few"),
    }
}

/// The selected row in sentences, or None when it has not finished. A
/// row that says "differs" (alone or judged with the others) ends with how
/// often a correct filter does that, and the offer of r.
pub(crate) fn explanation(live: &LiveRun, row: usize, lang: Lang) -> Option<Vec<String>> {
    // A cancelled row tells what it measured until then, and no verdict.
    if let Some(outcome) = live.rows.get(row)?.outcome.as_ref()
        && outcome.cancelled
        && outcome.queries > 0
    {
        return Some(crate::experiment::explain::explain_cancelled(outcome, lang));
    }
    let (family, rows) = family(live);
    let verdicts = family.get(row).copied().flatten()?;
    let outcome = live.rows.get(row)?.outcome.as_ref()?;
    let decision = if rows > 1 {
        Decision::Family {
            rows,
            // The table shows every row of the run, finished or not.
            of: live.rows.len(),
            adjusted: verdicts.p_adjusted,
            source: verdicts.p_adjusted_source,
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
    // «✓ consistent ✗ Bloom» decoded where the row is read: the help
    // alone said what the ✗ Bloom is (reader 23, en 4.2).
    if verdicts.verdicts.bloom_rejected {
        // As every p-value is read: «below 0.0001» where Bloom's is tiny.
        let p = |value: f64| crate::experiment::explain::p_text(lang, value);
        sentences.push(t!(
            lang,
            "exp-words-bloom-rejected",
            bloom = crate::units::formula_rate(lang, outcome.fp_predicted),
            p_value = p(outcome.p_value_bloom),
            adjusted = p(verdicts.p_adjusted_bloom)
        ));
    }
    Some(sentences)
}

/// Whether a row said "differs" on its own, and with the rows judged
/// together (Holm).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Flagged {
    pub(crate) alone: bool,
    pub(crate) together: bool,
}

/// "1 in 20" for a test at level `alpha` (0.05).
fn one_in(alpha: f64, lang: Lang) -> String {
    crate::units::local_number(lang, (1.0 / alpha).round())
}

/// For a row that says "differs": how often a correct filter does that at
/// level `alpha` (one row in 20 on its own; one run in 20 with the `rows`
/// judged together), and the offer of r to see it happen. None for a row
/// that does not.
pub(crate) fn chance_of_differs(
    flagged: Flagged,
    alpha: f64,
    rows: usize,
    lang: Lang,
) -> Option<String> {
    let n = one_in(alpha, lang);
    let repeat = super::REPEAT_SEEDS;
    let alpha = crate::units::local_number(lang, alpha);
    if flagged.together && rows > 1 {
        Some(t!(lang, "exp-chance-together", n = n, repeat = repeat))
    } else if flagged.alone {
        Some(t!(
            lang,
            "exp-chance-alone",
            p = alpha,
            n = n,
            rows = rows,
            repeat = repeat
        ))
    } else {
        None
    }
}

/// What the status line adds once a run flagged rows: how many, and how
/// often a correct run does that (r, to see it, is on the key line). Shorter forms for narrow lines.
pub(crate) fn differs_status(raw: usize, together: usize, alpha: f64, lang: Lang) -> Vec<String> {
    let n = one_in(alpha, lang);
    let p = crate::units::local_number(lang, alpha);
    if together > 0 {
        let long = t!(lang, "exp-differs-together-long", n = n.as_str());
        let short = t!(lang, "exp-differs-together-short", n = n.as_str());
        // Rows flagged alone but not together carry a *: said too, where
        // it fits («✓ consistent*» went unexplained under «the table
        // differs»: reader 23, en 4.1).
        // The verdict alone, last: beside both seeds after d, 80 columns
        // had no room for how often chance does it (reader 30, es 3.1).
        let shortest = t!(lang, "exp-differs-together-shortest");
        let starred = raw.saturating_sub(together);
        if starred == 0 {
            return vec![long, short, shortest];
        }
        let star = t!(
            lang,
            "exp-differs-alone-short",
            p = p.as_str(),
            raw = starred
        );
        return vec![
            format!("{long}{star}"),
            format!("{short}{star}"),
            short,
            shortest,
        ];
    }
    if raw == 0 {
        return Vec::new();
    }
    vec![
        t!(
            lang,
            "exp-differs-alone-long",
            p = p.as_str(),
            raw = raw,
            n = n.as_str()
        ),
        t!(
            lang,
            "exp-differs-alone",
            p = p.as_str(),
            raw = raw,
            n = n.as_str()
        ),
        // What * means, first: «2 rows * alone, 1 in 20 by chance» left
        // «✓ consistent*» unexplained (reader 22, es 6.4, en 4.5).
        t!(lang, "exp-differs-alone-short", p = p.as_str(), raw = raw),
    ]
}

/// The seed the shown results were measured with, and the next run's if
/// d changed it since: " · seed 1 (next seed: 2)". A seed is a name, as
/// the command line's `--seed` takes it, not a quantity: its digits are
/// not grouped.
pub(crate) fn seed_words(lang: Lang, shown: u64, next: u64) -> String {
    let mut words = t!(lang, "exp-seed", seed = shown.to_string());
    if shown != next {
        words.push_str(&t!(lang, "exp-seed-next", seed = next.to_string()));
    }
    words
}

/// The fill prediction as typed, in %: read as the lessons and quizzes
/// read a number (a comma is a decimal mark in Spanish only), a % after
/// it changing nothing. A number under 1 without its % is asked about:
/// «0,5» meant a half to a student who came from the quizzes, and was
/// graded as 0,5 % (reader 29, es 5.5).
pub(super) fn fill_guess(typed: &str, lang: Lang) -> Result<f64, String> {
    let trimmed = typed.trim();
    let number = trimmed.trim_end_matches('%').trim_end();
    match crate::course::parse_number(number, lang) {
        Err(reason) if !number.is_empty() => Err(reason),
        Ok(guess) if guess > 0.0 && guess < 1.0 && !trimmed.ends_with('%') => Err(t!(
            lang,
            "exp-predict-fraction-or-percent",
            typed = number.to_owned(),
            percent = crate::units::local_number(lang, guess * 100.0)
        )),
        Ok(guess) if guess > 0.0 && guess <= 100.0 => Ok(guess),
        _ => Err(t!(lang, "exp-predict-type-share")),
    }
}

/// Judged together (Holm), a correct run is flagged at most one time in
/// twenty; each row on its own would be flagged one time in twenty. Which,
/// where a ✗ appears, how often chance does it, and that r shows it
/// happen: the longest form that fits in `room`, else the shortest, which
/// the status line's rule then shortens by whole parts.
pub(super) fn differs_words(live: &LiveRun, room: usize, lang: crate::lang::Lang) -> String {
    let (family, _) = family(live);
    let family_flags = family
        .iter()
        .flatten()
        .filter(|f| f.verdicts.exact == Verdict::Differs)
        .count();
    let raw_flags = live
        .rows
        .iter()
        .filter_map(|r| r.outcome.as_ref())
        // A row cancelled part-way has no verdict, as its words say
        // (reader 26, en 3.1: it was counted «in 1 row alone»).
        .filter(|o| o.verdict == Verdict::Differs && !o.cancelled)
        .count();
    let alpha = live.specs.first().map_or(0.05, |s| 1.0 - s.confidence);
    let forms = differs_status(raw_flags, family_flags, alpha, lang);
    forms
        .iter()
        .find(|form| form.chars().count() <= room)
        .or(forms.last())
        .cloned()
        .unwrap_or_default()
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
        // r is on the status line: the header keeps no «· r» stub.
        for lang in [Lang::En, Lang::Es] {
            for (raw, together) in [(1, 0), (2, 1)] {
                let status = differs_status(raw, together, 0.05, lang);
                assert!(
                    // The shortest says what * means rather than how
                    // often chance does it (reader 22, es 6.4).
                    status
                        .iter()
                        .all(|s| !s.ends_with(" r") && !s.contains("r: rep"))
                        && status[..status.len() - 1].iter().all(|s| s.contains(" 20"))
                        && status.iter().all(|s| s.contains('*') || s.contains('✗')),
                    "{status:?}"
                );
            }
        }
        assert!(differs_status(0, 0, 0.05, Lang::En).is_empty());
        // Three rows alone, one of them together: the two starred are
        // said beside the table's ✗ (reader 23, en 4.1).
        let status = differs_status(3, 1, 0.05, Lang::En);
        assert!(
            status[0].contains("✗") && status[0].contains("* p < 0.05 in 2 rows alone"),
            "{status:?}"
        );
        assert!(
            status[1].contains("* p < 0.05 in 2 rows alone"),
            "{status:?}"
        );
    }
}
