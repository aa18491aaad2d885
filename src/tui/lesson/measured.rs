//! What a step's experiment says, in order: its shape, then its progress
//! while it runs, then what the step shows of the result (`shows:`): the
//! measured rate beside Bloom's and the exact one, its interval, the
//! p-value and the verdict in plain words. With `hashing: both` the two
//! measurements come one under the other, judged together (family-wise).
//! Nothing of it shows while the step's prediction waits: its shape (m, k,
//! n) can answer the question.
//!
//! A view model: each paragraph is text with its tone, and `view` lays
//! them out. The numbers come from the outcome and the core's sentences.

use super::live::LessonRun;
use super::state::OpenLesson;
use crate::content::lesson::StepExperiment;
use crate::content::lesson::experiment::Shows;
use crate::experiment::explain::{Decision, decision_text, explain_judgement, family_rule};
use crate::experiment::{FamilyVerdicts, Outcome, Verdict, family_verdicts};
use crate::lang::Lang;
use crate::t;
use crate::tui::theme::Tone;
use crate::tui::widgets::Said;
use crate::units::percent;

/// The experiment of the step shown, as paragraphs.
pub(super) fn experiment_said(
    open: &OpenLesson,
    experiment: &StepExperiment,
    live: Option<&LessonRun>,
    lang: Lang,
) -> Vec<Said> {
    let mut said = Vec::new();
    let Ok(specs) = experiment.checked_specs() else {
        return said;
    };
    if !open.revealed() {
        said.push(Said::new(t!(lang, "lesson-experiment-waits"), Tone::Dim));
        return said;
    }
    let compared = experiment.structures.is_some();
    // Each row's name: its structure, or its hashing.
    let names: Vec<String> = specs
        .iter()
        .map(|spec| {
            if compared {
                spec.kind.title(lang).to_owned()
            } else {
                crate::content::hashing_name(spec.hashing, lang)
            }
        })
        .collect();
    let shape = crate::content::experiment_line(experiment, lang).unwrap_or_default();
    said.push(Said::new(shape, Tone::Title));
    let Some(live) = live else {
        said.push(Said::new(t!(lang, "lesson-experiment-run"), Tone::Dim));
        return said;
    };
    if let Some(why) = &live.failed {
        said.push(Said::new(
            t!(lang, "lesson-experiment-failed", why = why.as_str()),
            Tone::Bad,
        ));
        return said;
    }
    let several = specs.len() > 1;
    let finished: Vec<Outcome> = live.outcomes.iter().flatten().cloned().collect();
    // Judged together once all are in, so the claimed error rate holds
    // for the pair.
    let family = (several && finished.len() == specs.len()).then(|| family_verdicts(&finished));
    for (row, name) in names.iter().enumerate() {
        if several {
            said.push(Said::gap());
            said.push(Said::new(
                format!("{}:", crate::tui::text::capitalized(name)),
                Tone::Title,
            ));
        }
        let waiting = several && family.is_none();
        said.extend(row_said(
            experiment,
            live,
            row,
            family.as_ref(),
            waiting,
            lang,
        ));
    }
    if let (Some(family), Some(first)) = (&family, finished.first())
        && experiment.structures.is_none()
        && experiment.shows().everything()
    {
        said.push(Said::gap());
        said.push(Said::new(
            family_rule(first, family.len(), lang),
            Tone::Text,
        ));
    }
    if live.done && !finished.is_empty() {
        said.push(Said::new(rerun_text(live, lang), Tone::Dim));
    }
    said
}

/// One row of the experiment (a structure, or a hashing): its result as
/// far as the step shows it, its progress, or that it is starting.
fn row_said(
    experiment: &StepExperiment,
    live: &LessonRun,
    row: usize,
    family: Option<&Vec<FamilyVerdicts>>,
    waiting: bool,
    lang: Lang,
) -> Vec<Said> {
    let outcome = live.outcomes.get(row).and_then(Option::as_ref);
    let progress = live.progress.get(row).and_then(Option::as_ref);
    match (outcome, progress) {
        // A row done before the others: its numbers, and no verdict yet.
        // Judged alone now and together later, its verdict would change
        // under the student's eyes (reader 16, en 3.1).
        (Some(outcome), _) if waiting => {
            let mut said = vec![measured(outcome, experiment.shows(), lang)];
            said.push(if experiment.structures.is_some() {
                Said::new(
                    crate::experiment::compare::size_sentence(outcome, lang),
                    Tone::Text,
                )
            } else {
                formulas_said(outcome, lang)
            });
            // «the other row» where one is left (reader 27, en 4.1).
            let pending = live.outcomes.iter().filter(|o| o.is_none()).count();
            said.push(Said::new(
                t!(lang, "lesson-verdict-waiting", count = pending.max(1)),
                Tone::Dim,
            ));
            said
        }
        (Some(outcome), _) => {
            let judged = match family {
                Some(family) => Judged {
                    verdict: family[row].verdicts.exact,
                    decision: Decision::Family {
                        rows: family.len(),
                        of: family.len(),
                        adjusted: family[row].p_adjusted,
                        source: family[row].p_adjusted_source,
                    },
                },
                None => Judged {
                    verdict: outcome.verdict,
                    decision: Decision::Alone,
                },
            };
            if experiment.structures.is_some() {
                structure_said(outcome, &judged, lang)
            } else {
                outcome_said(outcome, &judged, experiment.shows(), lang)
            }
        }
        (None, Some(progress)) => vec![Said::new(
            t!(
                lang,
                "lesson-measuring",
                // Under way is never «100 %»: the estimate of the queries
                // still to come can fall short (reader 20, en 3.2).
                done = format!("{:.0}", (progress.fraction() * 100.0).min(99.0)),
                queries = crate::units::count(lang, progress.queries),
                estimate = percent(lang, progress.estimate),
            ),
            Tone::Warn,
        )],
        (None, None) if live.done => Vec::new(),
        (None, None) => vec![Said::new(t!(lang, "lesson-measuring-start"), Tone::Warn)],
    }
}

/// Under a finished run: x measures again with a new seed; after such a
/// run, the seed it used, so that new numbers read as new keys and new
/// hash functions, not as a fault.
fn rerun_text(live: &LessonRun, lang: Lang) -> String {
    match live.reruns {
        // The first run names its seed too, so that «seed 2» after x is
        // not the first word of seeds (reader 21, en 3.5).
        0 => t!(
            lang,
            "lesson-rerun-first",
            seed = crate::tui::text::count(lang, live.seed)
        ),
        _ => t!(
            lang,
            "lesson-rerun-seed",
            // No count of the earlier runs: «the 2 earlier runs» took a
            // line more than «the earlier run», and the lesson jumped up
            // a line at the second d (reader 28, es 1.3).
            seed = crate::tui::text::count(lang, live.seed)
        ),
    }
}

/// A finished row's verdict and how it was reached.
struct Judged {
    verdict: Verdict,
    decision: Decision,
}

impl Judged {
    /// The p-value the verdict was reached with: adjusted when the rows
    /// are judged together.
    fn p_value(&self, outcome: &Outcome) -> f64 {
        match self.decision {
            Decision::Family { adjusted, .. } => adjusted,
            Decision::Alone => outcome.p_value,
        }
    }
}

fn verdict_tone(verdict: Verdict) -> Tone {
    match verdict {
        Verdict::AgreesWithTheory => Tone::Good,
        Verdict::Differs => Tone::Bad,
        Verdict::Inconclusive => Tone::Dim,
    }
}

/// One finished measurement, as much of it as the step shows: in full,
/// the rate and its interval, the formulas' rates and the explanation in
/// words; with `shows:`, only the parts taught by then.
fn outcome_said(outcome: &Outcome, judged: &Judged, shows: Shows, lang: Lang) -> Vec<Said> {
    let mut said = vec![measured(outcome, shows, lang), formulas_said(outcome, lang)];
    if shows.everything() {
        // The lines above give the rate, its interval and the formulas;
        // the sentences say only how it was judged. Holm's rule, when the
        // rows are judged together, is said once under them all.
        let sentences = explain_judgement(outcome, judged.verdict, judged.decision, lang);
        said.extend(sentences.into_iter().map(|s| Said::new(s, Tone::Text)));
        let decision = match judged.decision {
            Decision::Alone => decision_text(outcome, judged.decision, lang),
            Decision::Family {
                rows,
                adjusted,
                source,
                ..
            } => t!(
                lang,
                "lesson-p-value-adjusted",
                p = crate::experiment::explain::adjusted_text(lang, source, adjusted),
                rows = rows.to_string()
            ),
        };
        said.push(Said::new(decision, Tone::Text));
        return said;
    }
    if shows.p_value {
        said.push(Said::new(p_value_text(outcome, judged, lang), Tone::Text));
    }
    if shows.verdict {
        said.push(Said::new(
            verdict_text(outcome, judged, lang),
            verdict_tone(judged.verdict),
        ));
    }
    said
}

/// The rates the two formulas give for the measured filter.
fn formulas_said(outcome: &Outcome, lang: Lang) -> Said {
    Said::new(
        t!(
            lang,
            "lesson-formulas",
            bloom = crate::units::formula_rate(lang, outcome.fp_predicted),
            exact = crate::units::formula_rate(lang, outcome.fp_exact),
        ),
        Tone::Text,
    )
}

/// The p-value alone (no verdict yet): the number, and what it measures.
fn p_value_text(outcome: &Outcome, judged: &Judged, lang: Lang) -> String {
    let p = crate::experiment::explain::p_text(lang, judged.p_value(outcome));
    match judged.decision {
        Decision::Alone => t!(lang, "lesson-p-value", p = p),
        Decision::Family { rows, .. } => t!(lang, "lesson-p-value-adjusted", p = p, rows = rows),
    }
}

/// The verdict in one sentence, with how often a correct filter gets ✗.
fn verdict_text(outcome: &Outcome, judged: &Judged, lang: Lang) -> String {
    let level = crate::units::local_number(lang, ((1.0 - outcome.spec.confidence) * 100.0).round());
    let one_in = crate::units::local_number(lang, (1.0 / (1.0 - outcome.spec.confidence)).round());
    let verdict = match judged.verdict {
        Verdict::AgreesWithTheory => t!(lang, "lesson-verdict-agrees"),
        Verdict::Differs => t!(lang, "lesson-verdict-differs"),
        Verdict::Inconclusive => return t!(lang, "lesson-verdict-inconclusive"),
    };
    let chance = match judged.decision {
        Decision::Alone => t!(lang, "lesson-chance-alone", level = level, one_in = one_in),
        Decision::Family { rows, .. } => {
            t!(lang, "lesson-chance-together", rows = rows, one_in = one_in)
        }
    };
    format!("{verdict} {chance}")
}

/// The measured rate and the queries it took, with its interval when the
/// step shows it (and the interval alone if only it is shown).
fn measured(outcome: &Outcome, shows: Shows, lang: Lang) -> Said {
    let (rate, queries) = (
        percent(lang, outcome.fp_measured),
        crate::units::count(lang, outcome.queries),
    );
    let (low, high) = crate::units::percent_interval(lang, outcome.ci_low, outcome.ci_high);
    let text = match (shows.rate, shows.interval) {
        (true, true) => t!(
            lang,
            "lesson-measured-all",
            rate = rate,
            low = low,
            high = high,
            queries = queries,
        ),
        (false, true) => t!(
            lang,
            "lesson-measured-interval",
            low = low,
            high = high,
            queries = queries,
        ),
        (_, false) => t!(lang, "lesson-measured-rate", rate = rate, queries = queries),
    };
    // The fill is measured too: it belongs with the measurement, not
    // with the formulas' predictions on the line under it. Only where the
    // course defines it, the share of bits (or counters) set: a table of
    // fingerprints has slots, not bits (reader 9, en 6.4).
    let fill = if outcome.spec.kind.probes_bits() {
        t!(
            lang,
            "lesson-measured-fill",
            fill = percent(lang, outcome.fill_ratio)
        )
    } else {
        String::new()
    };
    Said::new(text + &fill, Tone::Accent)
}

/// One structure of a comparison, finished: the measured rate, then its
/// own predicted rate, bits per element and ×bound in the words and
/// figures of `bloomlab compare` ([`crate::experiment::compare::size_sentence`]),
/// and the verdict against its own theory.
fn structure_said(outcome: &Outcome, judged: &Judged, lang: Lang) -> Vec<Said> {
    // Two significant digits, as every p-value in the course (0.41 beside
    // 0.92, not 0.412).
    let p = crate::experiment::explain::p_text(lang, judged.p_value(outcome));
    // The adjusted p-value depends on the rows judged with it: the same
    // measurement reads 0,97 beside one structure and 0,92 beside
    // another, so it says over how many (reader 8, en 5.5).
    let rows = match judged.decision {
        Decision::Family { rows, .. } => rows,
        Decision::Alone => 1,
    };
    let verdict = match judged.verdict {
        Verdict::AgreesWithTheory => t!(lang, "lesson-structure-agrees", p = p, rows = rows),
        Verdict::Differs => t!(lang, "lesson-structure-differs", p = p, rows = rows),
        Verdict::Inconclusive => t!(lang, "lesson-structure-inconclusive"),
    };
    vec![
        measured(outcome, Shows::ALL, lang),
        Said::new(
            crate::experiment::compare::size_sentence(outcome, lang),
            Tone::Text,
        ),
        Said::new(verdict, verdict_tone(judged.verdict)),
    ]
}
