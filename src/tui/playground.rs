//! The playground: pick m and k, add and check your own words, watch the
//! fill ratio and the false-positive rate three ways.

use crossterm::event::{KeyCode, KeyEvent};
use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;

use super::lesson::result_lines;
use super::protocol::{Action, Click, Context, KeyHelp, Screen};
use super::text::tr;
use super::widgets::bit_rows;
use crate::content::scene::{self, OpResult, SceneArray};
use crate::lang::Lang;
use crate::theory;
use crate::untrusted::is_unsafe_char;

pub const MIN_M: u64 = 8;
pub const MAX_M: u64 = 4096;
pub const MAX_K: u32 = 16;
const M_STEPS: [u64; 11] = [8, 12, 16, 32, 64, 128, 256, 512, 1024, 2048, 4096];

/// The most words the playground holds. A thousand words overload even the
/// largest filter (m = 4096 at the default k = 3 is 52 % full), so nothing
/// the playground teaches needs more; beyond it every rate only creeps
/// towards 100 %, while each word costs memory and time on every redraw
/// and every change of m or k (a pasted book would freeze the screen).
pub const MAX_WORDS: usize = 1000;
/// The longest word, in characters.
pub const MAX_WORD_CHARS: usize = 40;
/// Lines the word list may take; further words are counted, not listed, so
/// the bits stay on screen.
const WORD_LINES: usize = 3;
/// Lines the last result may take: a false positive in a small, crowded
/// filter names every word that set its bits.
const RESULT_LINES: usize = 4;

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
    /// Words not added since the playground filled up (told in the notice).
    pub refused: usize,
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
            refused: 0,
        }
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

    /// Add a word, unless the playground already holds [`MAX_WORDS`]; then
    /// it is counted in `refused`. Says whether it was added.
    pub fn add(&mut self, word: &str) -> bool {
        if self.array.words.len() >= MAX_WORDS {
            self.refused += 1;
            return false;
        }
        self.refused = 0;
        let at = self.array.hashed_positions(word);
        self.last = Some(scene::add(&mut self.array, word, at));
        true
    }

    /// Take pasted text: one word per line (a line break ends a word, as
    /// Enter does). Not typing, every line is added. Typing, the first line
    /// continues the word being typed; after it, further lines are added
    /// (to add) or left out (to check or remove, which take one word). At
    /// most [`MAX_WORDS`] are held and each word is cut at
    /// [`MAX_WORD_CHARS`]: the notice says what was left out.
    pub fn paste(&mut self, text: &str, lang: Lang) {
        let mut lines = pasted_lines(text).peekable();
        let mut report = PasteReport::default();
        let mut first = None;
        if let Some((mode, typed)) = self.input.take() {
            let line = lines.next().unwrap_or_default();
            let (word, cut) = cut_word(&format!("{typed}{line}"));
            report.cut += usize::from(cut);
            if lines.peek().is_none() || mode != Input::Add {
                // One word: it waits in the field for Enter, as if typed.
                report.ignored = lines.count();
                self.input = Some((mode, word));
                self.notice = report.notice(lang);
                return;
            }
            first = Some(word);
        }
        self.notice = None;
        for line in first.into_iter().chain(lines) {
            let (word, cut) = cut_word(&line);
            report.cut += usize::from(cut);
            if self.add(&word) {
                report.added += 1;
            } else {
                report.refused += 1;
            }
        }
        // The paste's notice counts its own; typing starts a new count.
        self.refused = 0;
        self.notice = report.notice(lang);
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
}

// The help names the word limit in words.
const _: () = assert!(MAX_WORDS == 1000, "the playground's help says 1,000 words");

impl Screen for Playground {
    fn on_key(&mut self, key: KeyEvent, ctx: &Context) -> Action {
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
                        Input::Add => {
                            if !self.add(&word) {
                                self.notice = Some(full_notice(lang, self.refused));
                            }
                        }
                        Input::Check => self.check(&word),
                        Input::Remove => self.remove(&word, lang),
                    }
                }
                KeyCode::Char(c) if !is_unsafe_char(c) => {
                    if text.chars().count() < MAX_WORD_CHARS {
                        text.push(c);
                    } else {
                        self.notice = Some(cut_notice(lang, 1));
                    }
                }
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
                self.refused = 0;
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

    fn on_paste(&mut self, text: &str, ctx: &Context) -> Action {
        self.paste(text, ctx.lang);
        Action::None
    }

    fn typing(&self) -> bool {
        self.input.is_some()
    }

    fn keys(&self, lang: Lang) -> Vec<KeyHelp> {
        match self.input {
            Some(_) => vec![
                KeyHelp::new("Enter", tr(lang, "done", "listo")),
                KeyHelp::new("Esc", tr(lang, "cancel", "cancelar")),
            ],
            None => {
                let mut keys = vec![
                    KeyHelp::new("a", tr(lang, "add", "agregar")),
                    KeyHelp::new("c", tr(lang, "check", "consultar")),
                ];
                if self.array.counting {
                    keys.push(KeyHelp::new("r", tr(lang, "remove", "quitar")));
                }
                keys.extend([
                    KeyHelp::new("f", tr(lang, "fruits", "frutas")),
                    KeyHelp::new("←→", "m"),
                    KeyHelp::new("↑↓", "k"),
                    KeyHelp::new("x", tr(lang, "counting", "contadores")),
                    KeyHelp::new("e", tr(lang, "empty", "vaciar")),
                    KeyHelp::new("Esc", tr(lang, "back", "volver")),
                ]);
                keys
            }
        }
    }

    fn more_keys(&self, lang: Lang) -> Vec<KeyHelp> {
        vec![
            KeyHelp::new(
                "← → m M",
                tr(
                    lang,
                    "smaller / larger m (8 to 4096)",
                    "m menor / mayor (8 a 4096)",
                ),
            ),
            KeyHelp::new(
                "↓ ↑ k K",
                tr(
                    lang,
                    "fewer / more hashes (1 to 16)",
                    "menos / más hashes (1 a 16)",
                ),
            ),
            KeyHelp::new(
                "PgUp PgDn",
                tr(lang, "scroll the bits", "desplazar los bits"),
            ),
            KeyHelp::new(
                tr(lang, "paste", "pegar"),
                tr(
                    lang,
                    "add one word per line (1,000 at most)",
                    "agregar una palabra por línea (1000 como máximo)",
                ),
            ),
        ]
    }

    fn render(&self, frame: &mut Frame, area: Rect, ctx: &Context, _hits: &mut Vec<(Rect, Click)>) {
        let lang = ctx.lang;
        let theme = &ctx.theme;
        let array = &self.array;
        // The formulas count distinct elements: adding a word again sets
        // no new bit (and, in a counting filter, no new counter above 0).
        // Each word once, in the order first added, with how many times.
        let mut counted: Vec<(&str, usize)> = Vec::new();
        let mut index: std::collections::HashMap<&str, usize> = std::collections::HashMap::new();
        for word in &array.words {
            match index.get(word.as_str()) {
                Some(&at) => counted[at].1 += 1,
                None => {
                    index.insert(word, counted.len());
                    counted.push((word, 1));
                }
            }
        }
        let n = counted.len() as u64;
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
        if array.words.is_empty() {
            info.extend(super::widgets::paragraph(
                tr(
                    lang,
                    "no words yet: press a to add one, f for fruits. Positions here come from real hashes, so «uva» will not land where the lesson put it: the lesson picked its positions for the story.",
                    "todavía no hay palabras: a para agregar, f para frutas. Aquí las posiciones salen de hashes reales, así que «uva» no caerá donde la puso la lección: la lección eligió sus posiciones para el ejemplo.",
                ),
                area.width.saturating_sub(1).max(1),
                theme.dim,
            ));
        } else {
            info.extend(
                word_list(
                    &counted,
                    lang,
                    usize::from(area.width.saturating_sub(1).max(1)),
                )
                .into_iter()
                .map(|line| Line::from(Span::styled(line, theme.dim))),
            );
        }

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
            let width = area.width.saturating_sub(1).max(1);
            let mut lines = result_lines(last, array.counting, width, ctx);
            if lines.len() > RESULT_LINES {
                // The rest is cut, and the last line kept says so.
                lines.truncate(RESULT_LINES);
                if let Some(line) = lines.last_mut() {
                    let style = line
                        .spans
                        .first()
                        .map(|span| span.style)
                        .unwrap_or_default();
                    let text: String = line
                        .spans
                        .iter()
                        .map(|span| span.content.as_ref())
                        .collect();
                    let kept: String = text
                        .chars()
                        .take(usize::from(width).saturating_sub(2))
                        .collect();
                    *line = Line::from(Span::styled(format!("{} …", kept.trim_end()), style));
                }
            }
            bottom.extend(lines);
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

/// The lines of pasted text, each a candidate word: tabs read as spaces,
/// other unsafe characters (escape sequences, bidi overrides) dropped,
/// spaces trimmed, blank lines skipped. Terminals send a pasted line break
/// as \r, \n or both.
fn pasted_lines(text: &str) -> impl Iterator<Item = String> + '_ {
    text.split(['\r', '\n']).filter_map(|line| {
        let clean: String = line
            .chars()
            .map(|c| if c == '\t' { ' ' } else { c })
            .filter(|c| !is_unsafe_char(*c))
            .collect();
        let word = clean.trim();
        (!word.is_empty()).then(|| word.to_owned())
    })
}

/// A word cut to [`MAX_WORD_CHARS`], and whether it had to be.
fn cut_word(word: &str) -> (String, bool) {
    match word.char_indices().nth(MAX_WORD_CHARS) {
        Some((at, _)) => (word[..at].trim_end().to_owned(), true),
        None => (word.to_owned(), false),
    }
}

/// What a paste did, for the notice.
#[derive(Debug, Default, PartialEq, Eq)]
struct PasteReport {
    added: usize,
    /// Not added: the playground was full.
    refused: usize,
    /// Cut at [`MAX_WORD_CHARS`].
    cut: usize,
    /// Lines after the first, given to check or remove (one word).
    ignored: usize,
}

impl PasteReport {
    fn notice(&self, lang: Lang) -> Option<String> {
        let count = |n: usize| super::text::count(lang, n as u64);
        let mut parts = Vec::new();
        if self.added > 0 || self.refused > 0 {
            parts.push(match (lang, self.added) {
                (Lang::En, 1) => "Pasted: 1 word added".to_owned(),
                (Lang::Es, 1) => "Pegado: 1 palabra agregada".to_owned(),
                (Lang::En, n) => format!("Pasted: {} words added", count(n)),
                (Lang::Es, n) => format!("Pegado: {} palabras agregadas", count(n)),
            });
        }
        if self.refused > 0 {
            parts.push(full_notice(lang, self.refused));
        }
        if self.ignored > 0 {
            parts.push(match (lang, self.ignored) {
                (Lang::En, 1) => "1 more line left out: this takes one word".to_owned(),
                (Lang::Es, 1) => "1 línea más se descartó: aquí va una sola palabra".to_owned(),
                (Lang::En, n) => format!("{} more lines left out: this takes one word", count(n)),
                (Lang::Es, n) => format!(
                    "{} líneas más se descartaron: aquí va una sola palabra",
                    count(n)
                ),
            });
        }
        if self.cut > 0 {
            parts.push(cut_notice(lang, self.cut));
        }
        (!parts.is_empty()).then(|| format!("{}.", parts.join("; ")))
    }
}

/// Words refused because the playground holds [`MAX_WORDS`] already.
fn full_notice(lang: Lang, refused: usize) -> String {
    let max = super::text::count(lang, MAX_WORDS as u64);
    let refused_text = super::text::count(lang, refused as u64);
    match (lang, refused) {
        (Lang::En, 1) => {
            format!("1 word not added: the playground holds at most {max} words (e empties it)")
        }
        (Lang::Es, 1) => format!(
            "1 palabra no se agregó: el laboratorio admite hasta {max} palabras (e lo vacía)"
        ),
        (Lang::En, _) => format!(
            "{refused_text} words not added: the playground holds at most {max} words (e empties it)"
        ),
        (Lang::Es, _) => format!(
            "{refused_text} palabras no se agregaron: el laboratorio admite hasta {max} palabras (e lo vacía)"
        ),
    }
}

/// Words cut at [`MAX_WORD_CHARS`].
fn cut_notice(lang: Lang, cut: usize) -> String {
    match (lang, cut) {
        (Lang::En, 1) => {
            format!("a word is at most {MAX_WORD_CHARS} characters: the rest was left out")
        }
        (Lang::Es, 1) => format!(
            "una palabra tiene como máximo {MAX_WORD_CHARS} caracteres: el resto se descartó"
        ),
        (Lang::En, n) => {
            format!("{n} words cut to {MAX_WORD_CHARS} characters, the most a word may have")
        }
        (Lang::Es, n) => format!(
            "{n} palabras recortadas a {MAX_WORD_CHARS} caracteres, el máximo de una palabra"
        ),
    }
}

/// "words: «a» «b» ×2 …" in at most [`WORD_LINES`] lines of `width`; words
/// that do not fit are counted at the end ("… and 12 more"). Each word
/// is placed whole, in one pass over the words.
fn word_list(counted: &[(&str, usize)], lang: Lang, width: usize) -> Vec<String> {
    let width_of = |text: &str| text.chars().count();
    let more = |hidden: usize| match lang {
        Lang::En => format!("… and {} more", super::text::count(lang, hidden as u64)),
        Lang::Es => format!("… y {} más", super::text::count(lang, hidden as u64)),
    };
    // Each line as its items, joined by one space.
    let mut lines: Vec<Vec<String>> = vec![vec![tr(lang, "words:", "palabras:").to_owned()]];
    let mut used = width_of(&lines[0][0]);
    let mut placed = 0;
    for (word, times) in counted {
        let item = if *times > 1 {
            format!("«{word}» ×{times}")
        } else {
            format!("«{word}»")
        };
        let item_width = width_of(&item);
        if used + 1 + item_width <= width {
            used += 1 + item_width;
            lines.last_mut().expect("a line").push(item);
        } else if lines.len() < WORD_LINES {
            used = item_width;
            lines.push(vec![item]);
        } else {
            break;
        }
        placed += 1;
    }
    let mut hidden = counted.len() - placed;
    if hidden > 0 {
        // Make room for the count on the last line, moving words into it.
        let last = lines.last_mut().expect("a line");
        while last.len() > 1 {
            let used = last.iter().map(|item| width_of(item) + 1).sum::<usize>();
            if used + width_of(&more(hidden)) <= width {
                break;
            }
            last.pop();
            hidden += 1;
        }
        last.push(more(hidden));
    }
    lines.into_iter().map(|items| items.join(" ")).collect()
}
