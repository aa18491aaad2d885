//! `r`: the current tab's work over N seeds, one run after another, and a
//! tally of how often the verdict said "differs", each row on its own
//! (raw) and the rows judged together (family-wise), beside what chance
//! predicts for a correct filter. The student sees the false alarms
//! happen at the rate the test promises.

use std::sync::mpsc::Sender;

use super::{ExperimentsScreen, LiveRun, Tab};
use crate::experiment::RepeatTally;
use crate::lang::Lang;
use crate::tui::protocol::{Context, Msg};
use crate::tui::text::tr;

/// How many seeds `r` runs.
pub const REPEAT_SEEDS: usize = 20;

/// Bins of the p-values' histogram, a tenth of 0 to 1 each.
const HISTOGRAM_BINS: usize = 10;

/// A repeat over seeds and what it has counted so far: the library's
/// [`RepeatTally`] (its fields read through this), as `--repeat` counts.
pub struct Repeat {
    pub tab: Tab,
    pub seeds: usize,
    /// Runs finished (not cancelled).
    pub done: usize,
    pub tally: RepeatTally,
    /// The test's level (1 − confidence).
    pub alpha: f64,
    /// Still going (x stops it; its tally stays shown).
    pub active: bool,
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
        self.repeat = Some(Repeat {
            tab: self.tab,
            seeds: REPEAT_SEEDS,
            done: 0,
            tally: RepeatTally::new(rows),
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
        if repeat.done > 0 {
            lines.extend(chance_lines(repeat, lang));
        }
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

/// After some runs: the raw count against chance in one sentence (a
/// binomial test against the level), and the p-values' histogram with how
/// to read it.
fn chance_lines(repeat: &Repeat, lang: Lang) -> Vec<String> {
    let chance = repeat.chance(repeat.alpha);
    let share = |p: f64| crate::units::decimal_mark(lang, crate::experiment::rough_percent(p));
    let level = share(repeat.alpha);
    let tail = share(chance.p_value.min(1.0));
    let expected = crate::units::decimal_mark(lang, format!("{:.1}", chance.expected));
    let (count, trials) = (chance.count, chance.trials);
    let verdict = match (lang, chance.within, count as f64 > chance.expected) {
        (Lang::En, true, _) => format!(
            "Within chance: {count} ✗ in {trials} rows is a count correct filters give (one this far from {expected} or farther in {tail} of repeats; binomial test against {level})."
        ),
        (Lang::Es, true, _) => format!(
            "Dentro de lo que da el azar: {count} ✗ en {trials} filas es un recuento que dan filtros correctos (uno así de lejos de {expected}, o más, en el {tail} de las repeticiones; prueba binomial contra el {level})."
        ),
        (Lang::En, false, true) => format!(
            "More than chance: correct filters give {count} ✗ in {trials} rows (this far above {expected}) in only {tail} of repeats (binomial test against {level}); some row likely differs from theory."
        ),
        (Lang::Es, false, true) => format!(
            "Más de lo que da el azar: filtros correctos dan {count} ✗ en {trials} filas (así de por encima de {expected}) solo en el {tail} de las repeticiones (prueba binomial contra el {level}); alguna fila probablemente difiere de la teoría."
        ),
        (Lang::En, false, false) => format!(
            "Fewer than chance: correct filters give as few as {count} ✗ in {trials} rows (expected {expected}) in only {tail} of repeats (binomial test against {level})."
        ),
        (Lang::Es, false, false) => format!(
            "Menos de lo que da el azar: filtros correctos dan tan pocos como {count} ✗ en {trials} filas (se esperan {expected}) solo en el {tail} de las repeticiones (prueba binomial contra el {level})."
        ),
    };
    let histogram = bars(&repeat.p_value_histogram(HISTOGRAM_BINS));
    let how = match lang {
        Lang::En => format!(
            "p-values, 0 ▕{histogram}▏ 1: with correct filters they spread evenly, so the bars are about level; a pile at the left, near 0, means real differences."
        ),
        Lang::Es => format!(
            "Valores p, 0 ▕{histogram}▏ 1: con filtros correctos se reparten por igual, así que las barras quedan parejas; un montón a la izquierda, cerca de 0, indica diferencias reales."
        ),
    };
    vec![verdict, how]
}

#[cfg(test)]
mod tests {
    use super::bars;

    #[test]
    fn the_histogram_is_a_line_of_bars_scaled_to_the_tallest() {
        assert_eq!(bars(&[0, 1, 2, 8]), "  ▁▁▂▂██");
        assert_eq!(bars(&[3, 3]), "████");
        assert_eq!(bars(&[]), "");
    }
}
