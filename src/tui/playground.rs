//! The playground: pick m and k, add and check your own words, watch the
//! fill ratio and the false-positive rate three ways.

use crossterm::event::{KeyCode, KeyEvent};
use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;

use super::app::{Action, Context};
use super::lesson::result_lines;
use super::text::tr;
use super::widgets::bit_rows;
use crate::content::scene::{self, OpResult, SceneArray};
use crate::lang::Lang;
use crate::theory;

pub const MIN_M: u64 = 8;
pub const MAX_M: u64 = 4096;
pub const MAX_K: u32 = 16;
const M_STEPS: [u64; 11] = [8, 12, 16, 32, 64, 128, 256, 512, 1024, 2048, 4096];

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Input {
    Add,
    Check,
    Remove,
}

pub struct Playground {
    pub array: SceneArray,
    /// Lines the bit grid is scrolled (large m), and the most that helps.
    pub scroll: u16,
    pub scroll_limit: std::cell::Cell<u16>,
    pub input: Option<(Input, String)>,
    pub last: Option<OpResult>,
    pub notice: Option<String>,
}

impl Playground {
    pub fn new(_lang: Lang) -> Playground {
        Playground {
            array: SceneArray::new(32, 3, false),
            scroll: 0,
            scroll_limit: std::cell::Cell::new(u16::MAX),
            input: None,
            last: None,
            notice: None,
        }
    }

    pub fn typing(&self) -> bool {
        self.input.is_some()
    }

    /// Start over with a new shape (the words are kept and re-added).
    fn reshape(&mut self, m: u64, k: u32, counting: bool) {
        self.scroll = 0;
        let words = self.array.words.clone();
        self.array = SceneArray::new(m, k, counting);
        for word in words {
            let at = self.array.hashed_positions(&word);
            scene::add(&mut self.array, &word, at);
        }
        self.last = None;
    }

    pub fn add(&mut self, word: &str) {
        let at = self.array.hashed_positions(word);
        self.last = Some(scene::add(&mut self.array, word, at));
    }

    pub fn check(&mut self, word: &str) {
        let at = self.array.hashed_positions(word);
        self.last = Some(scene::query(&self.array, word, at));
    }

    pub fn remove(&mut self, word: &str, lang: Lang) {
        let at = self.array.hashed_positions(word);
        let was_added = self.array.words.iter().any(|w| w == word);
        match scene::remove(&mut self.array, word, at) {
            Ok(result) => {
                self.last = Some(result);
                if !was_added {
                    // Its counters were all above 0 thanks to other words: the
                    // filter cannot tell, and now those words may be lost.
                    self.notice = Some(match lang {
                        Lang::En => format!(
                            "⚠ «{word}» was never added: the filter could not tell (a false positive), so removing it took counts from other words; check them again."
                        ),
                        Lang::Es => format!(
                            "⚠ «{word}» nunca se agregó: el filtro no podía saberlo (un falso positivo), así que quitarla restó cuentas de otras palabras; vuelve a consultarlas."
                        ),
                    });
                }
            }
            Err(problem) => {
                self.notice = Some(match problem {
                    scene::SceneProblem::RemoveAbsent { position, .. } => {
                        let value = self.array.cells[position as usize];
                        match lang {
                            Lang::En => format!(
                                "«{word}» is not in the filter (counter {position} is {value}, too low for it): nothing removed."
                            ),
                            Lang::Es => format!(
                                "«{word}» no está en el filtro (el contador {position} vale {value}, no alcanza): no se quitó nada."
                            ),
                        }
                    }
                    other => other.message(),
                })
            }
        }
    }

    pub fn load_fruits(&mut self, lang: Lang) {
        let fruits: &[&str] = match lang {
            Lang::En => &["apple", "banana", "cherry", "grape", "kiwi"],
            Lang::Es => &["manzana", "banana", "cereza", "uva", "kiwi"],
        };
        for fruit in fruits {
            self.add(fruit);
        }
    }

    pub fn on_key(&mut self, key: KeyEvent, ctx: &Context) -> Action {
        let lang = ctx.lang;
        if let Some((mode, text)) = self.input.as_mut() {
            match key.code {
                KeyCode::Esc => self.input = None,
                KeyCode::Backspace => {
                    text.pop();
                }
                KeyCode::Enter => {
                    let word = text.trim().to_owned();
                    let mode = *mode;
                    self.input = None;
                    if word.is_empty() {
                        return Action::None;
                    }
                    match mode {
                        Input::Add => self.add(&word),
                        Input::Check => self.check(&word),
                        Input::Remove => self.remove(&word, lang),
                    }
                }
                KeyCode::Char(c) if !c.is_control() && text.chars().count() < 40 => text.push(c),
                _ => {}
            }
            return Action::None;
        }
        self.notice = None;
        let (m, k, counting) = (self.array.m, self.array.k, self.array.counting);
        match key.code {
            KeyCode::Char('a') => self.input = Some((Input::Add, String::new())),
            KeyCode::Char('c') => self.input = Some((Input::Check, String::new())),
            KeyCode::Char('r') if counting => self.input = Some((Input::Remove, String::new())),
            KeyCode::Char('r') => {
                self.notice = Some(
                    tr(
                        lang,
                        "A plain filter cannot remove: press x for a counting filter.",
                        "Un filtro simple no puede quitar: pulsa x para un filtro con contadores.",
                    )
                    .to_owned(),
                );
            }
            KeyCode::Char('f') => self.load_fruits(lang),
            KeyCode::Char('x') => self.reshape(m, k, !counting),
            KeyCode::Char('e') => {
                self.array = SceneArray::new(m, k, counting);
                self.last = None;
            }
            KeyCode::Char('M') | KeyCode::Right => {
                let next = M_STEPS.iter().copied().find(|s| *s > m).unwrap_or(MAX_M);
                self.reshape(next, k, counting);
            }
            KeyCode::Char('m') | KeyCode::Left => {
                let previous = M_STEPS
                    .iter()
                    .copied()
                    .rev()
                    .find(|s| *s < m)
                    .unwrap_or(MIN_M);
                self.reshape(previous, k, counting);
            }
            KeyCode::Char('K') | KeyCode::Up => self.reshape(m, (k + 1).min(MAX_K), counting),
            KeyCode::Char('k') | KeyCode::Down => {
                self.reshape(m, k.saturating_sub(1).max(1), counting)
            }
            KeyCode::PageDown => {
                self.scroll = self.scroll.saturating_add(15).min(self.scroll_limit.get())
            }
            KeyCode::PageUp => self.scroll = self.scroll.saturating_sub(15),
            KeyCode::Esc | KeyCode::Char('q') => return Action::Back,
            _ => {}
        }
        Action::None
    }

    pub fn keys(&self, lang: Lang) -> Vec<(&'static str, &'static str)> {
        match self.input {
            Some(_) => vec![
                ("Enter", tr(lang, "done", "listo")),
                ("Esc", tr(lang, "cancel", "cancelar")),
            ],
            None => {
                let mut keys = vec![
                    ("a", tr(lang, "add", "agregar")),
                    ("c", tr(lang, "check", "consultar")),
                ];
                if self.array.counting {
                    keys.push(("r", tr(lang, "remove", "quitar")));
                }
                keys.extend([
                    ("f", tr(lang, "fruits", "frutas")),
                    ("←→", "m"),
                    ("↑↓", "k"),
                    ("x", tr(lang, "counting", "contadores")),
                    ("e", tr(lang, "empty", "vaciar")),
                    ("Esc", tr(lang, "back", "volver")),
                ]);
                keys
            }
        }
    }

    pub fn render(&self, frame: &mut Frame, area: Rect, ctx: &Context) {
        let lang = ctx.lang;
        let theme = &ctx.theme;
        let array = &self.array;
        // The formulas count distinct elements: adding a word again sets
        // no new bit (and, in a counting filter, no new counter above 0).
        let mut distinct: Vec<&String> = array.words.iter().collect();
        distinct.sort_unstable();
        distinct.dedup();
        let n = distinct.len() as u64;
        let ones = array.ones();
        let fill = ones as f64 / array.m as f64;
        let kind = if array.counting {
            tr(
                lang,
                "counting filter (4-bit counters)",
                "filtro con contadores (4 bits)",
            )
        } else {
            tr(lang, "Bloom filter", "filtro de Bloom")
        };
        let mut info = vec![Line::from(vec![
            Span::styled(format!("m = {}  k = {}  ", array.m, array.k), theme.title),
            Span::styled(kind, theme.accent),
        ])];
        let what = match (lang, array.counting) {
            (Lang::En, false) => "of the bits set",
            (Lang::En, true) => "of the counters above 0",
            (Lang::Es, false) => "de bits en 1",
            (Lang::Es, true) => "de contadores mayores que 0",
        };
        let added = array.words.len() as u64;
        let words = match (lang, n) {
            (_, n) if n < added => match (lang, n) {
                (Lang::En, 1) => format!("n = 1 distinct word ({added} added)"),
                (Lang::Es, 1) => format!("n = 1 palabra distinta ({added} agregadas)"),
                (Lang::En, n) => format!("n = {n} distinct words ({added} added)"),
                (Lang::Es, n) => format!("n = {n} palabras distintas ({added} agregadas)"),
            },
            (Lang::En, 1) => "1 word".to_owned(),
            (Lang::Es, 1) => "1 palabra".to_owned(),
            (Lang::En, n) => format!("{n} words"),
            (Lang::Es, n) => format!("{n} palabras"),
        };
        let saturated = array.cells.iter().filter(|c| **c >= 15).count();
        let fill_text = match lang {
            Lang::En => format!(
                "fill {ones}/{} = {:.1} % {what}, {words}",
                array.m,
                fill * 100.0
            ),
            Lang::Es => format!(
                "llenado {ones}/{} = {:.1} % {what}, {words}",
                array.m,
                fill * 100.0
            ),
        };
        let fill_text = if saturated > 0 {
            match lang {
                Lang::En => format!("{fill_text}; {saturated} counters stuck at 15"),
                Lang::Es => format!("{fill_text}; {saturated} contadores trabados en 15"),
            }
        } else {
            fill_text
        };
        info.push(Line::from(Span::styled(
            fill_text,
            if fill > 0.5 { theme.warn } else { theme.text },
        )));
        if fill > 0.5 {
            let warning = match (lang, array.counting) {
                (Lang::En, false) => {
                    "⚠ more than half the bits are 1: the filter is overloaded for its size"
                }
                (Lang::En, true) => {
                    "⚠ more than half the counters are above 0: the filter is overloaded for its size"
                }
                (Lang::Es, false) => {
                    "⚠ más de la mitad de los bits en 1: el filtro está sobrecargado"
                }
                (Lang::Es, true) => {
                    "⚠ más de la mitad de los contadores sobre 0: el filtro está sobrecargado"
                }
            };
            info.extend(super::widgets::paragraph(
                warning,
                area.width.saturating_sub(1).max(1),
                theme.warn,
            ));
        }
        let (m, k) = (array.m as f64, f64::from(array.k));
        let rates = match lang {
            Lang::En => format!(
                "false positives: Bloom {} · exact {} · this filter (X/m)^k {}",
                super::text::percent(theory::fp_bloom(m, k, n as f64)),
                super::text::percent(theory::fp_exact(array.m, array.k, n)),
                super::text::percent(theory::fp_from_fill(ones, array.m, array.k)),
            ),
            Lang::Es => format!(
                "falsos positivos: Bloom {} · exacta {} · este filtro (X/m)^k {}",
                super::text::percent(theory::fp_bloom(m, k, n as f64)),
                super::text::percent(theory::fp_exact(array.m, array.k, n)),
                super::text::percent(theory::fp_from_fill(ones, array.m, array.k)),
            ),
        };
        info.extend(super::widgets::paragraph(
            &rates,
            area.width.saturating_sub(1).max(1),
            theme.text,
        ));
        let words = if array.words.is_empty() {
            tr(
                lang,
                "no words yet: press a to add one, f for fruits. Positions here come from real hashes, so «uva» will not land where the lesson put it: the lesson picked its positions for the story.",
                "todavía no hay palabras: a para agregar, f para frutas. Aquí las posiciones salen de hashes reales, así que «uva» no caerá donde la puso la lección: la lección eligió sus posiciones para el ejemplo.",
            )
            .to_owned()
        } else {
            // Each word once, with how many times it was added.
            let mut counted: Vec<(&str, usize)> = Vec::new();
            for word in &array.words {
                match counted.iter_mut().find(|(w, _)| w == word) {
                    Some((_, times)) => *times += 1,
                    None => counted.push((word, 1)),
                }
            }
            let list = counted
                .iter()
                .map(|(w, times)| {
                    if *times > 1 {
                        format!("«{w}» ×{times}")
                    } else {
                        format!("«{w}»")
                    }
                })
                .collect::<Vec<_>>()
                .join(" ");
            format!("{} {list}", tr(lang, "words:", "palabras:"))
        };
        info.extend(super::widgets::paragraph(
            &words,
            area.width.saturating_sub(1).max(1),
            theme.dim,
        ));

        let mut bottom: Vec<Line> = Vec::new();
        if let Some((mode, text)) = &self.input {
            let label = match mode {
                Input::Add => tr(lang, "Add word: ", "Agregar palabra: "),
                Input::Check => tr(lang, "Check word: ", "Consultar palabra: "),
                Input::Remove => tr(lang, "Remove word: ", "Quitar palabra: "),
            };
            bottom.push(Line::from(vec![
                Span::styled(label, theme.key),
                Span::styled(format!("{text}▏"), theme.selected),
            ]));
        }
        if let Some(last) = &self.last {
            bottom.extend(result_lines(
                last,
                array.counting,
                area.width.saturating_sub(1).max(1),
                ctx,
            ));
        }
        if let Some(notice) = &self.notice {
            bottom.extend(super::widgets::paragraph(
                notice,
                area.width.saturating_sub(1).max(1),
                theme.warn,
            ));
        }
        let info_height = info.len() as u16;
        let bottom_height = bottom.len() as u16;
        let [top, grid, foot] = Layout::vertical([
            Constraint::Length(info_height),
            Constraint::Min(0),
            Constraint::Length(bottom_height),
        ])
        .areas(area);
        frame.render_widget(Paragraph::new(info), top);
        let marks = super::widgets::marks_for(self.last.as_ref());
        let rows = bit_rows(&array.cells, &marks, grid.width, theme);
        let (_, _, limit) = super::widgets::scrolled(frame, grid, rows, self.scroll, false, ctx);
        self.scroll_limit.set(limit);
        frame.render_widget(Paragraph::new(bottom), foot);
    }
}
