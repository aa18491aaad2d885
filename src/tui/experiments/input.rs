//! The experiments screen's keys: what each does, and the lists the
//! status line and the help overlay show.

use crossterm::event::{KeyCode, KeyEvent};

use super::{
    ALTERNATIVES_LARGE_N, ALTERNATIVES_N, DEFAULT_SEED, ExperimentsScreen, MAX_TABLE_N, MIN_N, Tab,
};
use crate::lang::Lang;
use crate::tui::protocol::{Action, Context, KeyHelp};
use crate::tui::text::tr;

impl ExperimentsScreen {
    pub(super) fn handle_key(&mut self, key: KeyEvent, ctx: &Context) -> Action {
        // The question Esc asks during a run lasts one key.
        let asked_to_leave = std::mem::take(&mut self.asked_to_leave);
        if self.prompt_key(key, ctx) || self.alternatives_key(key) {
            return Action::None;
        }
        match key.code {
            KeyCode::Tab | KeyCode::Char('t') => {
                let next = (self.tab.index() + 1) % Tab::ALL.len();
                self.tab = Tab::ALL[next];
                self.selected = 0;
            }
            KeyCode::Char(c @ '1'..='4') => {
                self.tab = Tab::ALL[c as usize - '1' as usize];
                self.selected = 0;
            }
            KeyCode::Char('s') | KeyCode::Enter if self.tab == Tab::Alternatives => {
                self.start_alternatives(&ctx.sender);
            }
            // n: 10^5 or 10^6 keys per structure (before a run, or after).
            KeyCode::Char('n') if self.tab == Tab::Alternatives && !self.running() => {
                let alternatives = &mut self.alternatives;
                alternatives.n = if alternatives.n == ALTERNATIVES_N {
                    ALTERNATIVES_LARGE_N
                } else {
                    ALTERNATIVES_N
                };
                alternatives.run = None;
                alternatives.error = None;
            }
            KeyCode::Char('c') if self.tab == Tab::Alternatives => {
                self.alternatives.chart_shown = !self.alternatives.chart_shown;
            }
            KeyCode::Char('v') if self.tab == Tab::Alternatives => {
                self.alternatives.costs_shown = !self.alternatives.costs_shown;
            }
            // The comparison is one run: no repeat over seeds.
            KeyCode::Char('r') if self.tab == Tab::Alternatives => {}
            // Enter opens the question on a tab that asks one; s starts
            // at once, with or without a prediction.
            KeyCode::Enter if self.open_question() => {}
            KeyCode::Char('s') | KeyCode::Enter => {
                self.repeat = None;
                self.start(ctx);
            }
            KeyCode::Char('r') => self.start_repeat(ctx),
            KeyCode::Char('x') => {
                if let Some(repeat) = self.repeat.as_mut() {
                    repeat.active = false;
                }
                self.cancel();
            }
            // e flips where a finished row's explanation goes: before one
            // has finished there is nothing to explain.
            KeyCode::Char('e') if !self.finished() => {}
            KeyCode::Char('e') => {
                self.explain_flipped = !self.explain_flipped;
                self.explain_scroll = 0;
            }
            KeyCode::PageDown => self.explain_scroll = (self.explain_scroll + 4).min(100),
            KeyCode::PageUp => self.explain_scroll = self.explain_scroll.saturating_sub(4),
            KeyCode::Char('d') => self.next_seed(),
            // Back to the command line's seed, to see its table on screen.
            KeyCode::Char('D') => self.seed = DEFAULT_SEED,
            KeyCode::Char('+') | KeyCode::Char('=')
                if self.tab == Tab::Table && !self.running() =>
            {
                self.n = (self.n * 10).min(MAX_TABLE_N);
                self.forget_table();
            }
            KeyCode::Char('-') if self.tab == Tab::Table && !self.running() => {
                self.n = (self.n / 10).max(MIN_N);
                self.forget_table();
            }
            KeyCode::Up => {
                self.selected = self.selected.saturating_sub(1);
                self.explain_scroll = 0;
            }
            KeyCode::Down => {
                self.explain_scroll = 0;
                let rows = self.row_count();
                self.selected = (self.selected + 1).min(rows.saturating_sub(1));
            }
            // Runs take both cores: leaving stops them, so Esc asks first
            // (Tab and the other keys keep the run going).
            KeyCode::Esc | KeyCode::Char('q') if self.running() && !asked_to_leave => {
                self.asked_to_leave = true;
            }
            KeyCode::Esc | KeyCode::Char('q') => {
                // Leaving stops a run, and the next screen says so.
                if self.running() {
                    self.notice = Some(
                        tr(
                            ctx.lang,
                            "The experiment was cancelled when you left; press 4 and s to run it again.",
                            "El experimento se canceló al salir; pulsa 4 y s para repetirlo.",
                        )
                        .to_owned(),
                    );
                }
                self.cancel();
                return Action::Back;
            }
            _ => {}
        }
        Action::None
    }

    /// Whether the tab shown has a finished row (something to explain).
    pub(super) fn finished(&self) -> bool {
        self.shown(self.tab)
            .is_some_and(|l| l.rows.iter().any(|r| r.outcome.is_some()))
    }

    /// The next seed (d, and each run of a repeat).
    pub(super) fn next_seed(&mut self) {
        self.seed = self
            .seed
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407)
            >> 16;
    }

    pub(super) fn status_keys(&self, lang: Lang) -> Vec<KeyHelp> {
        if self.prediction().answering {
            return vec![
                KeyHelp::new("Enter", tr(lang, "answer", "responder")),
                KeyHelp::new("s", tr(lang, "skip and start", "saltar y empezar")),
                KeyHelp::new("Esc", tr(lang, "back", "volver")),
            ];
        }
        let mut keys = vec![KeyHelp::new("Tab 1-4", tr(lang, "suite", "prueba"))];
        match self.running_tab() {
            Some(tab) if tab == self.tab => {
                keys.push(KeyHelp::new("x", tr(lang, "cancel", "cancelar")));
                keys.push(KeyHelp::new("s", tr(lang, "restart", "reiniciar")));
            }
            // One run at a time: say that starting here stops the other.
            Some(other) => {
                let (cancel, start) = stop_other_run(other, lang);
                keys.push(KeyHelp::new("x", cancel));
                keys.push(KeyHelp::new("s", start));
            }
            None => keys.push(KeyHelp::new("s", tr(lang, "start", "empezar"))),
        }
        if self.tab == Tab::Alternatives {
            if !self.running() {
                // Short, so that Esc keeps its place at 80 columns.
                let other = if self.alternatives.n == ALTERNATIVES_N {
                    "10^6"
                } else {
                    "10^5"
                };
                keys.push(KeyHelp::new("n", other));
                keys.push(KeyHelp::new("p", tr(lang, "rate", "tasa")));
            }
            // v (the costs' columns) and ↑↓ are in the ? help: at 80
            // columns Esc needs the room.
            keys.push(KeyHelp::new("c", tr(lang, "chart", "gráfico")));
            keys.push(KeyHelp::new("Esc", tr(lang, "back", "volver")));
            return keys;
        }

        // Once a row has finished there is something to explain.
        let finished = self.finished();
        // On the status line e takes the place of +- (still in ? help),
        // and so does the question while it waits.
        if finished {
            keys.push(KeyHelp::new("e", tr(lang, "explain", "explicar")));
        } else if self.asks() {
            keys.push(KeyHelp::new("Enter", tr(lang, "predict", "predecir")));
        } else if self.tab == Tab::Table && !self.running() {
            keys.push(KeyHelp::new("+-", "n"));
        }
        // r repeats the run over seeds; once a run has flagged a row the
        // table's own status line offers it.
        if !finished && !self.running() {
            keys.push(KeyHelp::new("r", tr(lang, "×20 seeds", "×20 semillas")));
        }
        // While the question waits, Enter takes d's place (d is in ? help).
        if !self.asks() {
            keys.push(KeyHelp::new("d", tr(lang, "new seed", "semilla")));
        }
        // Away from the command line's seed, the way back to it.
        if self.seed != DEFAULT_SEED {
            keys.push(KeyHelp::new("D", tr(lang, "seed 1", "semilla 1")));
        }
        keys.push(KeyHelp::new("↑↓", tr(lang, "row", "fila")));
        keys.push(KeyHelp::new("Esc", tr(lang, "back", "volver")));
        keys
    }
}

/// What x and s say while another tab's run goes on: x cancels that run,
/// and s starts this tab's, stopping it.
fn stop_other_run(running: Tab, lang: Lang) -> (&'static str, &'static str) {
    match running {
        Tab::Table => (
            tr(lang, "cancel the table", "cancelar la tabla"),
            tr(
                lang,
                "start here (stops the table)",
                "empezar aquí (detiene la tabla)",
            ),
        ),
        Tab::KSweep => (
            tr(lang, "cancel the k sweep", "cancelar el barrido"),
            tr(
                lang,
                "start here (stops the k sweep)",
                "empezar aquí (detiene el barrido)",
            ),
        ),
        Tab::Small => (
            tr(
                lang,
                "cancel the small filter",
                "cancelar el filtro pequeño",
            ),
            tr(
                lang,
                "start here (stops the small filter)",
                "empezar aquí (detiene el filtro pequeño)",
            ),
        ),
        Tab::Alternatives => (
            tr(lang, "cancel the alternatives", "cancelar las alternativas"),
            tr(
                lang,
                "start here (stops the alternatives)",
                "empezar aquí (detiene las alternativas)",
            ),
        ),
    }
}

/// The keys the status line leaves out, and the columns' words, for the
/// tab shown.
pub(super) fn help_keys(lang: Lang, tab: Tab) -> Vec<KeyHelp> {
    if tab == Tab::Alternatives {
        return alternatives_help(lang);
    }
    // The p-value is spelled out where it is shown (e), so it needs no
    // line here; at 80×24 every line counts.
    vec![
        tabs_help(lang),
        KeyHelp::new(
            "d D",
            tr(
                lang,
                "a new seed / back to seed 1 (the command line's default)",
                "una semilla nueva / volver a la semilla 1 (la de la línea de órdenes)",
            ),
        ),
        KeyHelp::new(
            "+-",
            tr(
                lang,
                "n ×10 / ÷10 (table, when stopped)",
                "n ×10 / ÷10 (tabla, detenida)",
            ),
        ),
        KeyHelp::new(
            "r",
            tr(
                lang,
                "20 seeds, count ✗; 1: 2/1 = row 1, 2 alone, 1 together",
                "20 semillas, contar ✗; 1: 2/1 = fila 1, 2 sola, 1 juntas",
            ),
        ),
        KeyHelp::new(
            "e",
            tr(
                lang,
                "the row in words (PgUp PgDn)",
                "la fila en palabras (RePág AvPág)",
            ),
        ),
        // What the table's abbreviations mean.
        KeyHelp::new(
            tr(lang, "queries FP", "consultas FP"),
            tr(
                lang,
                "keys never added / false positives; K thousand, M million",
                "claves nunca agregadas / falsos positivos; K mil, M millones",
            ),
        ),
        half_width_help(lang),
        KeyHelp::new(
            tr(lang, "exact Bloom", "exacta Bloom"),
            tr(
                lang,
                "(X/m)^k averaged / (1 − e^(−kn/m))^k",
                "(X/m)^k promediado / (1 − e^(−kn/m))^k",
            ),
        ),
        KeyHelp::new(
            tr(lang, "indep. double", "indep. doble"),
            tr(
                lang,
                "k independent hashes / h1 + i·h2",
                "k hashes independientes / h1 + i·h2",
            ),
        ),
        KeyHelp::new(
            "✓ ✗ ?",
            tr(
                lang,
                "consistent / differs (Holm) / too few FP",
                "compatible / difiere (Holm) / muy pocos FP",
            ),
        ),
        KeyHelp::new(
            "✗ Bloom",
            tr(
                lang,
                "Bloom's formula rejected",
                "se rechaza la fórmula de Bloom",
            ),
        ),
        KeyHelp::new(
            tr(lang, "fill ★", "llenado ★"),
            tr(
                lang,
                "k sweep: bits set; ★ lowest measured",
                "barrido: bits en 1; ★ menor medida",
            ),
        ),
    ]
}

/// Tab, t and 1-4, in one line of the help.
fn tabs_help(lang: Lang) -> KeyHelp {
    KeyHelp::new(
        "Tab t 1-4",
        tr(
            lang,
            "next suite; 1-4 a suite by its number",
            "siguiente prueba; 1-4, una prueba por su número",
        ),
    )
}

/// The Alternatives tab's keys and columns.
fn alternatives_help(lang: Lang) -> Vec<KeyHelp> {
    vec![
        tabs_help(lang),
        KeyHelp::new(
            "n",
            tr(
                lang,
                "10^5 or 10^6 keys per structure (when stopped)",
                "10^5 o 10^6 claves por estructura (detenida)",
            ),
        ),
        KeyHelp::new(
            "p",
            tr(
                lang,
                "target rate: the five, or 10 % … 1/65536 (P back)",
                "tasa objetivo: las cinco, o 10 % … 1/65536 (P atrás)",
            ),
        ),
        KeyHelp::new(
            "c",
            tr(
                lang,
                "the chart in the table's place (short screens)",
                "el gráfico en lugar de la tabla (pantallas bajas)",
            ),
        ),
        KeyHelp::new(
            "v",
            tr(
                lang,
                "costs' columns: deletes, ns, refused (narrow)",
                "columnas de costes: quita, ns, rechazos (estrecha)",
            ),
        ),
        KeyHelp::new(
            "↑↓",
            tr(
                lang,
                "a row: said in words, its letter lit on the chart",
                "una fila: dicha en palabras, su letra resaltada",
            ),
        ),
        KeyHelp::new(
            "x d b k",
            tr(
                lang,
                "cancel / new seed / predict Bloom / cuckoo",
                "cancelar / semilla nueva / predecir Bloom / cuckoo",
            ),
        ),
        KeyHelp::new(
            "bits",
            tr(
                lang,
                "bits per element, from the bytes allocated",
                "bits por elemento, de los bytes reservados",
            ),
        ),
        KeyHelp::new(
            tr(lang, "×bound", "×cota"),
            tr(
                lang,
                "× the lower bound for its rate: bits ÷ log2(1/own)",
                "× la cota inferior para su tasa: bits ÷ log2(1/propia)",
            ),
        ),
        KeyHelp::new(
            tr(lang, "own", "propia"),
            tr(
                lang,
                "the rate its own theory predicts",
                "la tasa que predice su propia teoría",
            ),
        ),
        half_width_help(lang),
        KeyHelp::new(
            "✓ ✗",
            tr(
                lang,
                "consistent / differs (Holm, all rows)",
                "compatible / difiere (Holm, todas las filas)",
            ),
        ),
        KeyHelp::new(
            "S B C K X F",
            tr(
                lang,
                "chart: Bloom blocked counting cuckoo xor fuse",
                "gráfico: Bloom bloques contadores cuckoo xor fuse",
            ),
        ),
    ]
}

/// What "±x %" after a measured rate means.
fn half_width_help(lang: Lang) -> KeyHelp {
    KeyHelp::new(
        "±x %",
        tr(
            lang,
            "interval half-width ÷ measured rate",
            "media anchura del intervalo ÷ medida",
        ),
    )
}

#[cfg(test)]
mod stop_words {
    use super::*;

    /// «para» reads as "for" before a noun: "empezar aquí (para la tabla)"
    /// read as "start here, for the table". The Spanish says «detiene».
    #[test]
    fn starting_here_says_it_stops_the_other_run() {
        for tab in Tab::ALL {
            let (_, start) = stop_other_run(tab, Lang::Es);
            assert!(start.starts_with("empezar aquí (detiene "), "{start}");
        }
    }
}
