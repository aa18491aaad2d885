//! `r`: the current tab's work over N seeds, one run after another, and a
//! tally of how often the verdict said "differs", each row on its own
//! (raw) and the rows judged together (family-wise), beside what chance
//! predicts for a correct filter. The student sees the false alarms
//! happen at the rate the test promises.

use std::sync::mpsc::Sender;

use super::{ExperimentsScreen, LiveRun, Tab, words};
use crate::experiment::Verdict;
use crate::lang::Lang;
use crate::tui::protocol::{Context, Msg};
use crate::tui::text::tr;

/// How many seeds `r` runs.
pub const REPEAT_SEEDS: usize = 20;

/// A repeat over seeds and what it has counted so far.
pub struct Repeat {
    pub tab: Tab,
    pub seeds: usize,
    /// Runs finished (not cancelled).
    pub done: usize,
    /// Per row: runs where it was flagged on its own, and family-wise.
    pub raw: Vec<usize>,
    pub family: Vec<usize>,
    /// Runs with at least one row flagged, raw and family-wise.
    pub runs_raw: usize,
    pub runs_family: usize,
    /// The test's level (1 − confidence).
    pub alpha: f64,
    /// Still going (x stops it; its tally stays shown).
    pub active: bool,
    /// Where the next run sends its events.
    sender: Sender<Msg>,
}

impl Repeat {
    /// Count one finished run.
    fn add(&mut self, live: &LiveRun) {
        let (family, _) = words::family(live);
        let mut any_raw = false;
        let mut any_family = false;
        for (index, row) in live.rows.iter().enumerate() {
            if row
                .outcome
                .as_ref()
                .is_some_and(|o| o.verdict == Verdict::Differs)
            {
                self.raw[index] += 1;
                any_raw = true;
            }
            if family
                .get(index)
                .copied()
                .flatten()
                .is_some_and(|f| f.verdicts.exact == Verdict::Differs)
            {
                self.family[index] += 1;
                any_family = true;
            }
        }
        self.done += 1;
        self.runs_raw += usize::from(any_raw);
        self.runs_family += usize::from(any_family);
    }
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
        self.repeat = Some(Repeat {
            tab: self.tab,
            seeds: REPEAT_SEEDS,
            done: 0,
            raw: vec![0; rows],
            family: vec![0; rows],
            runs_raw: 0,
            runs_family: 0,
            alpha,
            active: true,
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
        if live.cancelled || live.lost {
            repeat.active = false;
            return;
        }
        repeat.add(live);
        if repeat.done >= repeat.seeds {
            repeat.active = false;
            return;
        }
        let sender = repeat.sender.clone();
        self.next_seed();
        self.start_with(&sender);
    }

    /// The tally, as lines for the chart's place.
    pub(super) fn repeat_lines(&self, lang: Lang) -> Vec<String> {
        let Some(repeat) = self.repeat.as_ref().filter(|r| r.tab == self.tab) else {
            return Vec::new();
        };
        let rows = repeat.raw.len();
        let level = (repeat.alpha * 100.0).round();
        let any_raw = (1.0 - (1.0 - repeat.alpha).powi(rows as i32)) * 100.0;
        let state = if repeat.active {
            tr(lang, "running, x stops", "en marcha, x para")
        } else if repeat.done < repeat.seeds {
            tr(lang, "stopped", "detenido")
        } else {
            tr(lang, "done", "terminado")
        };
        let mut lines = vec![match lang {
            Lang::En => format!(
                "Repeat over {} seeds: {} of {} done ({state})",
                repeat.seeds, repeat.done, repeat.seeds
            ),
            Lang::Es => format!(
                "Repetir con {} semillas: {} de {} hechas ({state})",
                repeat.seeds, repeat.done, repeat.seeds
            ),
        }];
        let raw_rows: usize = repeat.raw.iter().sum();
        lines.push(match lang {
            Lang::En => format!(
                "Rows ✗ on their own: {raw_rows} of {} (chance: about {level} % of rows)",
                rows * repeat.done
            ),
            Lang::Es => format!(
                "Filas ✗ por separado: {raw_rows} de {} (el azar: alrededor del {level} % de las filas)",
                rows * repeat.done
            ),
        });
        lines.push(match lang {
            Lang::En => format!(
                "Runs with some ✗, rows on their own: {} of {} (chance: about {any_raw:.0} % of runs)",
                repeat.runs_raw, repeat.done
            ),
            Lang::Es => format!(
                "Ejecuciones con algún ✗, filas por separado: {} de {} (el azar: alrededor del {any_raw:.0} %)",
                repeat.runs_raw, repeat.done
            ),
        });
        lines.push(match lang {
            Lang::En => format!(
                "Runs with some ✗, rows judged together (Holm): {} of {} (chance: at most {level} % of runs)",
                repeat.runs_family, repeat.done
            ),
            Lang::Es => format!(
                "Ejecuciones con algún ✗, filas juntas (Holm): {} de {} (el azar: como mucho el {level} %)",
                repeat.runs_family, repeat.done
            ),
        });
        let per_row: Vec<String> = repeat
            .raw
            .iter()
            .zip(&repeat.family)
            .enumerate()
            .map(|(i, (raw, family))| format!("{}: {raw}/{family}", i + 1))
            .collect();
        lines.push(match lang {
            Lang::En => format!("✗ per row (alone/together): {}", per_row.join("  ")),
            Lang::Es => format!("✗ por fila (sola/juntas): {}", per_row.join("  ")),
        });
        lines
    }
}
