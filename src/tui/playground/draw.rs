//! Drawing the playground: m, k and the kind of filter, the fill and the
//! three false-positive rates, the words added, the bits (scrolled for a
//! large m), and under them the field being typed, the last result and any
//! notice.

use std::collections::HashMap;

use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;

use super::{Input, Playground};
use crate::filter::counting::COUNTER_MAX;
use crate::lang::Lang;
use crate::theory;
use crate::tui::lesson::result_lines_after;
use crate::tui::protocol::Context;
use crate::tui::text::{count, tr};
use crate::tui::widgets::{bit_rows, marks_for, paragraph, scrolled};
use crate::units::percent;

/// Lines the word list may take; further words are counted, not listed, so
/// the bits stay on screen.
const WORD_LINES: usize = 3;
/// Lines the last result may take: a false positive in a small, crowded
/// filter names every word that set its bits.
pub(super) const RESULT_LINES: usize = 4;

impl Playground {
    pub(super) fn draw(&self, frame: &mut Frame, area: Rect, ctx: &Context) {
        let lang = ctx.lang;
        let theme = &ctx.theme;
        let array = &self.array;
        // The formulas count distinct elements: adding a word again sets
        // no new bit (and, in a counting filter, no new counter above 0).
        // Each word once, in the order first added, with how many times.
        let mut counted: Vec<(&str, usize)> = Vec::new();
        let mut index: HashMap<&str, usize> = HashMap::new();
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
            tr(lang, "Bloom filter", "filtro de bits")
        };
        let mut info = vec![Line::from(vec![
            Span::styled(format!("m = {}  k = {}  ", array.m, array.k), theme.title),
            Span::styled(kind, theme.accent),
        ])];
        let what = match (lang, array.counting) {
            (Lang::En, false) => "of the bits set",
            (Lang::En, true) => "of the counters above 0",
            (Lang::Es, false) => "de bits encendidos",
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
            (Lang::En, n) => format!("n = {} words", count(lang, n)),
            (Lang::Es, n) => format!("n = {} palabras", count(lang, n)),
        };
        let saturated = array.cells.iter().filter(|c| **c >= COUNTER_MAX).count();
        let fill_text = match lang {
            Lang::En => format!(
                "fill {ones}/{} = {} {what}, {words}",
                array.m,
                percent(lang, fill)
            ),
            Lang::Es => format!(
                "llenado {ones}/{} = {} {what}, {words}",
                array.m,
                percent(lang, fill)
            ),
        };
        let fill_text = if saturated > 0 {
            match lang {
                Lang::En => format!(
                    "{fill_text}; {saturated} counters stuck at {COUNTER_MAX} (they never go down again)"
                ),
                Lang::Es => {
                    format!(
                        "{fill_text}; {saturated} contadores trabados en {COUNTER_MAX} (ya no bajan nunca)"
                    )
                }
            }
        } else {
            fill_text
        };
        let overloaded = fill > theory::OVERLOAD_FILL;
        info.extend(paragraph(
            &fill_text,
            area.width.saturating_sub(1).max(1),
            if overloaded { theme.warn } else { theme.text },
        ));
        if overloaded {
            info.extend(paragraph(
                &overload_warning(lang, array.counting, fill, array.k),
                area.width.saturating_sub(1).max(1),
                theme.warn,
            ));
        }
        let (m, k) = (array.m as f64, f64::from(array.k));
        let rates = match lang {
            Lang::En => format!(
                "false positives: Bloom {} · exact {} · this filter (X/m)^k {}",
                percent(lang, theory::fp_bloom(m, k, n as f64)),
                percent(lang, theory::fp_exact(array.m, array.k, n)),
                percent(lang, theory::fp_from_fill(ones, array.m, array.k)),
            ),
            Lang::Es => format!(
                "falsos positivos: Bloom {} · exacta {} · este filtro (X/m)^k {}",
                percent(lang, theory::fp_bloom(m, k, n as f64)),
                percent(lang, theory::fp_exact(array.m, array.k, n)),
                percent(lang, theory::fp_from_fill(ones, array.m, array.k)),
            ),
        };
        info.extend(paragraph(
            &rates,
            area.width.saturating_sub(1).max(1),
            theme.text,
        ));
        if let Some(measured) = &self.measured {
            for line in measured_lines(measured, lang) {
                info.extend(paragraph(
                    &line,
                    area.width.saturating_sub(1).max(1),
                    theme.accent,
                ));
            }
        }
        if array.words.is_empty() {
            info.extend(paragraph(
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
                    // The chart and a measurement need the room more.
                    if self.show_chart || self.measured.is_some() {
                        1
                    } else {
                        WORD_LINES
                    },
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
            let mut lines = result_lines_after(last, array, width, ctx);
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
            bottom.extend(paragraph(
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
        if self.show_chart {
            self.render_rate_chart(frame, grid, ctx);
        } else {
            self.grid_size.set((grid.width, grid.height));
            let marks = marks_for(self.last.as_ref());
            let rows = bit_rows(&array.cells, &marks, grid.width, theme);
            let (_, _, limit) = scrolled(frame, grid, rows, self.scroll, false, ctx);
            self.scroll_limit.set(limit);
        }
        frame.render_widget(Paragraph::new(bottom), foot);
    }
}

/// "words: «a» «b» ×2 …" in at most `most_lines` lines of `width`; words
/// that do not fit are counted at the end ("… and 12 more"). Each word
/// is placed whole, in one pass over the words.
fn word_list(
    counted: &[(&str, usize)],
    lang: Lang,
    width: usize,
    most_lines: usize,
) -> Vec<String> {
    let width_of = |text: &str| text.chars().count();
    let more = |hidden: usize| match lang {
        Lang::En => format!("… and {} more", count(lang, hidden as u64)),
        Lang::Es => format!("… y {} más", count(lang, hidden as u64)),
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
        if let Some(line) = lines.last_mut().filter(|_| used + 1 + item_width <= width) {
            used += 1 + item_width;
            line.push(item);
        } else if lines.len() < most_lines {
            used = item_width;
            lines.push(vec![item]);
        } else {
            break;
        }
        placed += 1;
    }
    let mut hidden = counted.len() - placed;
    if hidden > 0
        && let Some(last) = lines.last_mut()
    {
        // Make room for the count on the last line, moving words into it.
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

/// Why a filter past [`theory::OVERLOAD_FILL`] is overloaded, with its
/// numbers: the line, and how much worse its rate is than a half-full
/// filter's with the same k.
fn overload_warning(lang: Lang, counting: bool, fill: f64, k: u32) -> String {
    let line = format!("{:.0}\u{a0}%", theory::OVERLOAD_FILL * 100.0);
    let times = crate::units::decimal_mark(
        lang,
        crate::units::format_sig((fill / 0.5).powi(k as i32), 2),
    );
    let cells = match (lang, counting) {
        (Lang::En, false) => "bits set",
        (Lang::En, true) => "counters above 0",
        (Lang::Es, false) => "bits encendidos",
        (Lang::Es, true) => "contadores mayores que 0",
    };
    match lang {
        Lang::En => format!(
            "⚠ overloaded (over {line} {cells}): more words than this m and k suit; a well-sized filter has about half its {cells}. Its rate is {times}× such a filter's."
        ),
        Lang::Es => format!(
            "⚠ sobrecargado (más del {line} de {cells}): más palabras de las que convienen a este m y este k; uno bien dimensionado tiene la mitad de sus {cells}. Su tasa es {times} veces la de un filtro así."
        ),
    }
}

/// A measurement with never-added words: what came back, then what the
/// interval says about this filter (the three rates are on the line above).
fn measured_lines(measured: &crate::playground::Measurement, lang: Lang) -> Vec<String> {
    let asked = count(lang, measured.queries);
    let hits = count(lang, measured.false_positives);
    let (rate, low, high) = (
        percent(lang, measured.rate),
        percent(lang, measured.interval.low),
        percent(lang, measured.interval.high),
    );
    let first = match lang {
        Lang::En => format!(
            "Measured: {hits} of {asked} never-added words came back positive: {rate} (95 % interval {low} to {high})."
        ),
        Lang::Es => format!(
            "Medido: {hits} de {asked} palabras nunca agregadas dieron positivo: {rate} (intervalo del 95 %: de {low} a {high})."
        ),
    };
    let second = match (lang, measured.consistent()) {
        (Lang::En, true) => {
            "This filter's own rate, (X/m)^k, lies in the interval, as it should 19 times in 20. Bloom's and the exact rate average all filters of this m, k and n."
        }
        (Lang::En, false) => {
            "This filter's own rate, (X/m)^k, falls outside the interval: chance does that 1 time in 20 (t measures again). Bloom's and the exact rate average all filters of this m, k and n."
        }
        (Lang::Es, true) => {
            "La tasa de este filtro, (X/m)^k, cae dentro del intervalo, como debe pasar 19 veces de 20. La de Bloom y la exacta promedian todos los filtros con este m, k y n."
        }
        (Lang::Es, false) => {
            "La tasa de este filtro, (X/m)^k, cae fuera del intervalo: el azar lo hace 1 vez de cada 20 (t vuelve a medir). La de Bloom y la exacta promedian todos los filtros con este m, k y n."
        }
    };
    vec![first, second.to_owned()]
}
