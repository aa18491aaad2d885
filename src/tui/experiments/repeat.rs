//! `r`: the current tab's work over N seeds, one run after another, and a
//! tally of how often the verdict said "differs", each row on its own
//! (raw) and the rows judged together (family-wise), beside what chance
//! predicts for a correct filter. The student sees the false alarms
//! happen at the rate the test promises.

use std::sync::mpsc::Sender;

use super::{ExperimentsScreen, LiveRun, Tab};
use crate::experiment::{RepeatSummary, RepeatTally};
use crate::lang::Lang;
use crate::t;
use crate::tui::protocol::{Context, Msg};

/// How many seeds `r` runs.
pub const REPEAT_SEEDS: usize = 20;

/// A repeat over seeds and what it has counted so far: the library's
/// [`RepeatTally`] (its fields read through this), as `--repeat` counts.
#[derive(Clone)]
pub(crate) struct Repeat {
    pub(crate) tab: Tab,
    pub(crate) seeds: usize,
    /// Runs finished (not cancelled).
    pub(crate) done: usize,
    pub(crate) tally: RepeatTally,
    /// The test's level (1 − confidence).
    pub(crate) alpha: f64,
    /// Still going (x stops it; its tally stays shown).
    pub(crate) active: bool,
    /// The seed before the repeat, the current one again once it ends:
    /// the repeat's last seed did not stay behind for the next run and
    /// the other tabs (reader 10, en 3.2).
    pub(crate) start_seed: u64,
    /// `c` set the tally aside for the chart, where the two do not fit
    /// together (reader 10, es 1.7: at 80×24 a repeat's chart never
    /// showed).
    pub(crate) tally_aside: bool,
    /// d has said once that the seed after the repeat is new already.
    pub(crate) told_seed_new: bool,
    /// Where the next run sends its events.
    sender: Sender<Msg>,
}

impl std::ops::Deref for Repeat {
    type Target = RepeatTally;
    fn deref(&self) -> &RepeatTally {
        &self.tally
    }
}

impl Repeat {
    /// The seed a stopped repeat leaves to measure next: the one it was
    /// measuring, which it did not count. Back to its first seed, «next
    /// seed: 1» after seed 7 read as a rule of its own, unlike a finished
    /// repeat's (reader 27, es 3.1, en 3.1).
    pub(super) fn stopped_seed(&self) -> u64 {
        self.start_seed.wrapping_add(self.done as u64)
    }

    /// Count one finished run.
    fn add(&mut self, live: &LiveRun) {
        let outcomes: Vec<_> = live.rows.iter().map(|row| row.outcome.clone()).collect();
        self.tally.add_run(&outcomes);
        self.done += 1;
    }
}

/// The histogram as one line of bars, each bin a block from ▁ to █ scaled
/// to the tallest (a space for an empty bin).
fn bars(counts: &[usize]) -> String {
    const BLOCKS: [char; 8] = ['▁', '▂', '▃', '▄', '▅', '▆', '▇', '█'];
    let top = counts.iter().copied().max().unwrap_or(0).max(1);
    counts
        .iter()
        .map(|&count| {
            if count == 0 {
                ' '
            } else {
                BLOCKS[((count * 8).div_ceil(top) - 1).min(7)]
            }
        })
        .flat_map(|c| [c, c])
        .collect()
}

impl ExperimentsScreen {
    /// Start a repeat of the current tab over [`REPEAT_SEEDS`] seeds.
    pub(super) fn start_repeat(&mut self, ctx: &Context) {
        let rows = self.specs(self.tab).map_or(0, |s| s.len());
        let alpha = self
            .specs(self.tab)
            .ok()
            .and_then(|s| s.first().map(|s| 1.0 - s.confidence))
            .unwrap_or(0.05);
        // The tally takes the explanation's place: e brings it back.
        self.explain_flipped = false;
        self.explain_scroll = 0;
        // Another tab's repeat keeps its tally for that tab; this tab's
        // last one gives way to the new one.
        if self.repeat.as_ref().is_some_and(|r| r.tab != self.tab) {
            self.set_repeat_aside();
        }
        self.kept_repeats[self.tab.index()] = None;
        self.repeat = Some(Repeat {
            tab: self.tab,
            seeds: REPEAT_SEEDS,
            done: 0,
            tally: RepeatTally::new(rows),
            alpha,
            active: true,
            start_seed: self.seed(),
            tally_aside: false,
            told_seed_new: false,
            sender: ctx.sender.clone(),
        });
        self.start_with(&ctx.sender);
    }

    /// A run of the repeat ended: count it and start the next seed.
    pub(super) fn repeat_run_ended(&mut self) {
        let Some(live) = self.live.as_ref() else {
            return;
        };
        let Some(repeat) = self
            .repeat
            .as_mut()
            .filter(|r| r.active && r.tab == live.tab)
        else {
            return;
        };
        let tab = repeat.tab;
        if live.cancelled || live.lost {
            repeat.active = false;
            self.seeds[tab.index()] = repeat.stopped_seed();
            return;
        }
        repeat.add(live);
        if repeat.done >= repeat.seeds {
            // The next run takes a seed the repeat did not measure: after
            // seeds 1 to 20, «next seed: 1» read as the first run again
            // (reader 19, es 3.2; reader 20, es 3.5, en 3.3). D goes back
            // to seed 1, the command line's.
            repeat.active = false;
            self.seeds[tab.index()] = repeat.start_seed.wrapping_add(repeat.done as u64);
            return;
        }
        // The repeat's own tab, whichever the student looks at now: its
        // runs went on on the tab shown (reader 25, found beside en 3.2).
        let sender = repeat.sender.clone();
        self.next_seed(tab);
        self.start_on(tab, &sender);
    }

    /// The repeat of the tab shown, if there is one.
    pub(super) fn repeat_here(&self) -> Option<&Repeat> {
        self.repeat_of(self.tab)
    }

    /// The first seed of the repeat running on the tab shown, if one is.
    pub(super) fn active_repeat_start(&self) -> Option<u64> {
        self.repeat_here()
            .filter(|repeat| repeat.active)
            .map(|repeat| repeat.start_seed)
    }

    /// The repeat of the tab shown, with its tally on screen (not set
    /// aside for the chart).
    pub(super) fn tally_here(&self) -> Option<&Repeat> {
        self.repeat_here().filter(|r| !r.tally_aside)
    }

    /// The tally, as lines for the chart's place; none while `c` has set
    /// it aside.
    pub(super) fn repeat_lines(&self, lang: Lang) -> Vec<String> {
        self.tally_here()
            .map(|repeat| self.tally_lines(repeat, lang))
            .unwrap_or_default()
    }

    /// The rows the tally takes at `width` from `r` to its end: the most
    /// of now and once every seed is in with every row flagged (sized as
    /// lines came, it took the chart's rows: reader 35, en 1.2).
    pub(super) fn tally_rows(&self, width: u16, lang: Lang) -> u16 {
        let Some(repeat) = self.tally_here() else {
            return 0;
        };
        let mut end = repeat.clone();
        end.active = false;
        end.done = end.seeds;
        end.tally
            .raw
            .iter_mut()
            .for_each(|count| *count = (*count).max(1));
        end.tally
            .family
            .iter_mut()
            .for_each(|count| *count = (*count).max(1));
        let rows = |lines: Vec<String>| -> usize {
            lines
                .iter()
                .map(|line| crate::tui::widgets::paragraph(line, width, Default::default()).len())
                .sum()
        };
        let now = rows(self.tally_lines(repeat, lang));
        let at_end = rows(self.tally_lines(&end, lang));
        u16::try_from(now.max(at_end)).unwrap_or(u16::MAX)
    }

    /// A repeat's tally, as lines.
    fn tally_lines(&self, repeat: &Repeat, lang: Lang) -> Vec<String> {
        let summary = repeat.summary(repeat.alpha);
        let level = format!("{:.0}", (repeat.alpha * 100.0).round());
        let done = repeat.done;
        // Judged only with every seed in: a repeat stopped early by x
        // is not (reader 10, en 3.1: «Within chance» after 3 of 20).
        let finished = !repeat.active && done >= repeat.seeds;
        // No seed in yet: no «0 of the 0 rows» (reader 24, en 4.8).
        // While the first seed runs, what the block kept for the counts
        // will hold: ten blank rows over «no room for the chart» read as
        // a screen gone wrong (reader 41, es 1.3).
        if done == 0 {
            let mut lines = vec![repeat_head(repeat, self.seeds[repeat.tab.index()], lang)];
            if repeat.active {
                lines.push(t!(lang, "exp-repeat-first-seed"));
            }
            return lines;
        }
        let mut lines = vec![
            repeat_head(repeat, self.seeds[repeat.tab.index()], lang),
            t!(
                lang,
                "exp-repeat-rows-raw",
                count = summary.rows_differing_raw,
                rows = summary.rows_tested,
                level = level.as_str()
            ),
            t!(
                lang,
                "exp-repeat-runs-raw",
                count = summary.runs_differing_raw,
                done = done,
                chance = format!("{:.0}", summary.chance_run_raw * 100.0)
            ),
            t!(
                lang,
                "exp-repeat-runs-family",
                count = summary.runs_differing_family,
                done = done,
                level = level.as_str()
            ) + &if finished {
                family_judged(&summary, repeat.alpha, lang)
            } else {
                String::new()
            },
        ];
        if repeat.done > 0 {
            let mut chance = chance_lines(&summary, repeat.alpha, lang);
            // The counts are judged once the seeds are in: midway, a
            // sweep's rows (measured with the same keys) read «probably
            // differs» and then «within chance» (reader 9, es 3.1).
            if repeat.active {
                chance[0] = t!(lang, "exp-repeat-judged-at-end", seeds = repeat.seeds);
            } else if !finished {
                chance[0] = t!(
                    lang,
                    "exp-repeat-stopped-unjudged",
                    done = done,
                    seeds = repeat.seeds
                );
            }
            lines.extend(chance);
        }
        // Each row by the label the table gives it («n=3 indep.»).
        let names: Vec<String> = self
            .specs(repeat.tab)
            .unwrap_or_default()
            .iter()
            .enumerate()
            .map(|(index, spec)| super::rows::row_name(repeat.tab, index, spec, lang))
            .collect();
        // Nothing to conclude about the rows before a seed has run.
        if repeat.done > 0 {
            lines.push(per_row_line(repeat, &names, lang));
        }
        lines
    }
}

/// The repeat's first line: how many seeds have run, and whether it goes
/// on; once every seed has run, the count says it all.
/// `next_seed`: the seed the tab's next run measures; d or D after x
/// made «the next run measures seed 32 again» untrue (reader 39, en 3.1).
fn repeat_head(repeat: &Repeat, next_seed: u64, lang: Lang) -> String {
    let (seeds, done) = (repeat.seeds, repeat.done);
    if !repeat.active && done >= seeds {
        return t!(lang, "exp-repeat-head-done", seeds = seeds);
    }
    // The rows of the seed it stopped in stay on the table, uncounted:
    // said, as the table's * and the tally disagreed (reader 27, en 3.1).
    let state = if repeat.active {
        t!(lang, "exp-repeat-running")
    } else {
        let seed = repeat.stopped_seed();
        let again = if next_seed == seed { "yes" } else { "no" };
        t!(lang, "exp-repeat-stopped-at", seed = seed, again = again)
    };
    t!(
        lang,
        "exp-repeat-head",
        seeds = seeds,
        done = done,
        state = state
    )
}

/// Only the rows that got a ✗, each with its two counts, in one line.
fn per_row_line(repeat: &Repeat, names: &[String], lang: Lang) -> String {
    // A single row never flagged is named with its «0 / 0»: «the other
    // row, 0» left which to work out, with one count (reader 36, en 4.3).
    let unflagged = (repeat.raw.iter().zip(&repeat.family))
        .filter(|(raw, family)| **raw + **family == 0)
        .count();
    let per_row: Vec<String> = repeat
        .raw
        .iter()
        .zip(&repeat.family)
        .enumerate()
        .filter(|(_, (raw, family))| **raw + **family > 0 || unflagged == 1)
        .map(|(i, (raw, family))| {
            // A row's name and its two counts stay on one line
            // («10 % k=3: 2 / 1»).
            crate::tui::text::unbroken(&t!(
                lang,
                "exp-repeat-row",
                row = names
                    .get(i)
                    .filter(|name| !name.is_empty())
                    .cloned()
                    .unwrap_or_else(|| (i + 1).to_string()),
                alone = *raw,
                together = *family
            ))
        })
        .collect();
    if per_row.is_empty() {
        return t!(lang, "exp-repeat-per-row-none");
    }
    // «the other row» where one is left (reader 27, en 4.2).
    let others = match repeat.raw.len().saturating_sub(per_row.len()) {
        0 => "no",
        1 => "one",
        _ => "yes",
    };
    t!(
        lang,
        "exp-repeat-per-row",
        rows = per_row.join(" · "),
        others = others
    )
}

/// After some runs: the raw count against chance in one sentence (a
/// binomial test against the level), and the p-values' histogram with how
/// to read it.
/// Runs flagged family-wise above the level's share judged in words: as
/// many or more come by chance that often (within), or so rarely that
/// some row likely differs (above). Nothing at or below the share.
fn family_judged(summary: &RepeatSummary, alpha: f64, lang: Lang) -> String {
    // Said at every count: the runs, one per seed, are what the repeat
    // judges where a run's rows share their keys.
    let tail = summary.family_tail.min(1.0);
    // None flagged: «as many or more in 100 % of repeats» said nothing a
    // student could use (reader 11, en 4.3).
    if summary.runs_differing_family == 0 {
        return t!(lang, "exp-repeat-runs-family-none");
    }
    let side = if tail >= alpha { "within" } else { "above" };
    t!(
        lang,
        "exp-repeat-runs-family-judged",
        side = side,
        tail = crate::units::decimal_mark(lang, crate::experiment::rough_percent(tail))
    )
}

fn chance_lines(summary: &RepeatSummary, alpha: f64, lang: Lang) -> Vec<String> {
    let chance = &summary.chance;
    let share = |p: f64| crate::units::decimal_mark(lang, crate::experiment::rough_percent(p));
    let level = share(alpha);
    let tail = share(chance.p_value.min(1.0));
    let expected = crate::units::decimal_mark(lang, format!("{:.1}", chance.expected));
    let (count, trials) = (chance.count, chance.trials);
    let how = t!(
        lang,
        "exp-repeat-histogram",
        bars = bars(&summary.histogram)
    );
    if chance.rows_share_keys {
        return vec![t!(lang, "exp-repeat-chance-shared"), how];
    }
    let side = if chance.within {
        "within"
    } else if count as f64 > chance.expected {
        "above"
    } else {
        "below"
    };
    let verdict = t!(
        lang,
        "exp-repeat-chance",
        side = side,
        count = count,
        trials = trials,
        expected = expected.as_str(),
        tail = tail.as_str(),
        level = level.as_str()
    );
    vec![verdict, how]
}

#[cfg(test)]
mod tests;
