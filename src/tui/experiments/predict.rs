//! Predict first: before a tab's first run, s asks the student for the
//! selected row's false-positive rate, in per cent, grades it against the
//! exact rate (within a factor of 1.5 is close) and only then shows the
//! predicted columns. s again (or Esc) skips the question and starts.

use crossterm::event::{KeyCode, KeyEvent};

use super::ExperimentsScreen;
use crate::lang::Lang;
use crate::tui::protocol::Context;

/// The prompt's state on one tab.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Prediction {
    /// The predicted columns are shown (answered or skipped).
    pub revealed: bool,
    /// What the student is typing, while the prompt is open.
    pub typing: Option<String>,
    /// The grade of the last answer, in words.
    pub grade: Option<String>,
}

/// Grade a guess (a rate, not per cent) against the exact rate.
pub fn grade(lang: Lang, guess: f64, exact: f64) -> String {
    let ratio = guess / exact;
    let (times, high) = if ratio >= 1.0 {
        (ratio, true)
    } else {
        (1.0 / ratio, false)
    };
    let times_text = {
        let t = crate::units::format_sig(times, 2);
        match lang {
            Lang::En => t,
            Lang::Es => t.replace('.', ","),
        }
    };
    let exact_text = crate::units::percent(lang, exact);
    let close = times <= 1.5;
    match (lang, close, high) {
        (Lang::En, true, _) => format!(
            "Close: the exact formula says {exact_text}; your guess is within {times_text} times of it."
        ),
        (Lang::Es, true, _) => format!(
            "¡Cerca! La fórmula exacta dice {exact_text}; tu estimación está a {times_text} veces de ella."
        ),
        (Lang::En, false, true) => format!(
            "Not close: the exact formula says {exact_text}; your guess is {times_text} times too high."
        ),
        (Lang::Es, false, true) => format!(
            "Lejos: la fórmula exacta dice {exact_text}; tu estimación es {times_text} veces mayor."
        ),
        (Lang::En, false, false) => format!(
            "Not close: the exact formula says {exact_text}; your guess is {times_text} times too low."
        ),
        (Lang::Es, false, false) => format!(
            "Lejos: la fórmula exacta dice {exact_text}; tu estimación es {times_text} veces menor."
        ),
    }
}

impl ExperimentsScreen {
    /// The prompt of the current tab.
    pub fn prediction(&self) -> &Prediction {
        &self.predictions[self.tab.index()]
    }

    /// s on a tab whose columns are hidden opens the prompt; true when it
    /// did (the run waits).
    pub(super) fn ask_first(&mut self) -> bool {
        let tab = self.tab.index();
        if self.predictions[tab].revealed || self.shown(self.tab).is_some() {
            return false;
        }
        self.predictions[tab].typing = Some(String::new());
        true
    }

    /// A key while the prompt is open; true when the prompt took it.
    pub(super) fn prompt_key(&mut self, key: KeyEvent, ctx: &Context) -> bool {
        let tab = self.tab.index();
        let Some(typing) = self.predictions[tab].typing.as_mut() else {
            return false;
        };
        match key.code {
            KeyCode::Char(c) if c.is_ascii_digit() || c == '.' || c == ',' => {
                typing.push(c);
                typing.truncate(12);
            }
            KeyCode::Backspace => {
                typing.pop();
            }
            KeyCode::Enter => {
                let guess = typing.replace(',', ".").parse::<f64>().ok();
                if let Some(guess) = guess.filter(|g| *g > 0.0 && *g <= 100.0) {
                    let exact = self
                        .specs(self.tab)
                        .ok()
                        .and_then(|s| s.get(self.selected).map(|s| s.fp_exact()))
                        .unwrap_or(0.0);
                    let prediction = &mut self.predictions[tab];
                    prediction.grade = Some(grade(ctx.lang, guess / 100.0, exact));
                    prediction.typing = None;
                    prediction.revealed = true;
                }
            }
            // Skip: show the columns and start.
            KeyCode::Char('s') | KeyCode::Esc => {
                let prediction = &mut self.predictions[tab];
                prediction.typing = None;
                prediction.revealed = true;
                self.repeat = None;
                self.start(ctx);
            }
            _ => {}
        }
        true
    }

    /// The prompt's lines, for the place of the chart.
    pub(super) fn prompt_text(&self, lang: Lang) -> Option<String> {
        let prediction = self.prediction();
        if let Some(typing) = &prediction.typing {
            let row = self.selected + 1;
            return Some(match lang {
                Lang::En => format!(
                    "Predict first: what share of never-added words will row {row} wrongly find, in %? Type a number (e.g. 2.5) and Enter; s skips and starts.\n\nYour estimate: {typing}_ %"
                ),
                Lang::Es => format!(
                    "Predice antes: ¿qué parte de las claves nunca agregadas encontrará por error la fila {row}, en %? Escribe un número (p. ej. 2,5) y Enter; s lo salta y empieza.\n\nTu estimación: {typing}_ %"
                ),
            });
        }
        prediction.grade.as_ref().map(|g| match lang {
            Lang::En => format!("{g} Press s to measure it."),
            Lang::Es => format!("{g} Pulsa s para medirlo."),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn guesses_are_graded_by_a_factor_of_one_and_a_half() {
        let close = grade(Lang::En, 0.012, 0.01);
        assert!(
            close.starts_with("Close") && close.contains("1.2 times"),
            "{close}"
        );
        let high = grade(Lang::En, 0.05, 0.01);
        assert!(high.contains("5.0 times too high"), "{high}");
        let low = grade(Lang::Es, 0.001, 0.0100392);
        assert!(
            low.contains("10 veces menor") && low.contains("1,00"),
            "{low}"
        );
        assert!(grade(Lang::En, 0.0149, 0.01).starts_with("Close"));
        assert!(grade(Lang::En, 0.0151, 0.01).starts_with("Not close"));
    }
}
