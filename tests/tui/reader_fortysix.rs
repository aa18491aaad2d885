//! Readers 44's and 45's items left at stop 67, and readers 46's:
//! Spanish at 80×24 and 80×22, English at 120×40 and 80×22.

use bloomlab::lang::Lang;
use crossterm::event::KeyCode;

use super::{joined, key, keys, screen};

const LANGS: [Lang; 2] = [Lang::Es, Lang::En];

/// Readers 44 (en 4.8): the quiz summary quoted a ticked set's options
/// and left a single choice bare. Every option is quoted now, a single
/// one too, unless it holds quotes of its own (reader 5, en 19).
#[test]
fn the_summary_quotes_a_single_answer_as_it_quotes_a_set() {
    for (lang, (width, _)) in super::SEEN {
        let mut app = super::take_the_quiz(lang);
        let text = joined(&screen(&mut app, width, 400)).replace('\u{a0}', " ");
        let (given, open) = match lang {
            Lang::Es => ("Tu respuesta: ", '«'),
            Lang::En => ("Your answer: ", '“'),
        };
        let guarantee = match lang {
            Lang::Es => "«Ningún falso positivo",
            Lang::En => "“No false positives",
        };
        let answers: Vec<&str> = text
            .split(given)
            .skip(1)
            .map(|rest| rest.trim_start())
            .collect();
        assert!(
            answers.iter().any(|answer| answer.starts_with(guarantee)),
            "{lang:?}: {text}"
        );
        // No option stands bare: each answer in words opens a quote, or
        // is a number, true or false, or an order.
        for answer in &answers {
            let first = answer.chars().next().unwrap();
            assert!(
                first == open
                    || !first.is_alphabetic()
                    || ["Verdadero", "Falso", "True", "False"]
                        .iter()
                        .any(|word| answer.starts_with(word)),
                "{lang:?}: {answer:.60}"
            );
        }
    }
}

/// Readers 44 (en 5.2): the playground wrote one filter's fill as
/// «31.3 %» over «(5/16)^1 = 31.25 %». The fill takes the rate's digits.
#[test]
fn the_fill_is_written_with_the_rates_digits() {
    for (lang, (width, height)) in super::SEEN {
        let mut app = super::playground_with_m(lang, "e", 16);
        while app.playground_view().filter.m > 16 {
            key(&mut app, KeyCode::Left);
        }
        while app.playground_view().filter.k > 1 {
            key(&mut app, KeyCode::Down);
        }
        keys(&mut app, "f");
        let shown = joined(&screen(&mut app, width, height)).replace('\u{a0}', " ");
        let view = app.playground_view();
        let ones = view.filter.cells.iter().filter(|&&cell| cell > 0).count();
        let share = bloomlab::units::formula_rate(lang, ones as f64 / 16.0).replace('\u{a0}', " ");
        let fill = format!("{ones}/16 = {share}");
        let this = format!("({ones}/16)^1 = {share}");
        assert!(shown.contains(&fill), "{lang:?}: {fill} in {shown}");
        assert!(shown.contains(&this), "{lang:?}: {this} in {shown}");
    }
}

/// Readers 44 (es 1.6): a numeric question's note on typing numbers
/// broke early at 80×22, «…una potencia de diez se» / «escribe 1e6 para
/// un millón.», 14 columns short. It takes one row now.
#[test]
fn the_note_on_typing_numbers_takes_one_row() {
    for lang in LANGS {
        let mut app = super::leftovers_nineteen::quiz_at_question(lang, "bits-1pct");
        let shown = screen(&mut app, 80, 22).replace('\u{a0}', " ");
        let note = bloomlab::t!(lang, "quiz-number-how-no-share").replace('\u{a0}', " ");
        assert!(
            shown.lines().any(|row| row.contains(&note)),
            "{lang:?}: {note} in\n{shown}"
        );
    }
}

/// Readers 45 (en 4.1): the help's «≤: no positives» did not say what the
/// figure after ≤ is. It says it is a bound, on one row at 80×22, with the
/// chart's letters still on the page.
#[test]
fn the_help_says_what_a_bound_is() {
    for lang in LANGS {
        for tab in ["1", "4"] {
            let mut app = super::app(lang);
            keys(&mut app, "4");
            keys(&mut app, tab);
            keys(&mut app, "?");
            // A help too long for 80×22 shows the rest on its ↓ page.
            let mut shown = screen(&mut app, 80, 22).replace('\u{a0}', " ");
            key(&mut app, KeyCode::Down);
            shown.push_str(&screen(&mut app, 80, 22).replace('\u{a0}', " "));
            let legend = bloomlab::t!(lang, "exp-key-interval-half-width-measured-rate")
                .replace('\u{a0}', " ");
            let bound = match lang {
                Lang::Es => "hasta x %",
                Lang::En => "at most x %",
            };
            assert!(legend.contains(bound), "{legend}");
            assert!(
                shown.lines().any(|row| row.contains(&legend)),
                "{lang:?} tab {tab}: {legend} in\n{shown}"
            );
        }
    }
}
