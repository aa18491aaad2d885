//! Readers 50's items: Spanish at 80×24 and 80×22, English at 120×40
//! and 80×22.

use bloomlab::lang::Lang;
use crossterm::event::KeyCode;

use super::reader_fortyeight::{help_rows_keys, status_keys};
use super::reader_fortynine::{plot_rows, row_of, strict_order};
use super::{key, keys, screen};

const LANGS: [Lang; 2] = [Lang::Es, Lang::En];

/// Readers 50 (es 1.1): with k held, from k = 2 to k = 1 (the choice off
/// the chart) the chart moved up a row, its key took a second row, and
/// the note above lost its words. The chart stays where it was; the
/// notes say the choice is off it.
#[test]
fn an_off_scale_choice_leaves_the_chart_where_it_was() {
    for (lang, (width, height)) in [
        (Lang::Es, (80, 24)),
        (Lang::Es, (80, 22)),
        (Lang::En, (120, 40)),
    ] {
        let mut app = super::app(lang);
        keys(&mut app, "3k-----");
        let on = screen(&mut app, width, height);
        keys(&mut app, "-");
        let off = screen(&mut app, width, height);
        let off_said = match lang {
            Lang::Es => "queda fuera del gráfico",
            Lang::En => "is off the chart",
        };
        assert!(super::joined(&off).contains(off_said), "{lang:?}:\n{off}");
        for mark in ["└", "100 %"] {
            assert_eq!(
                row_of(&off, mark),
                row_of(&on, mark),
                "{lang:?} {width}×{height} {mark}:\n{on}\n{off}"
            );
        }
        assert_eq!(plot_rows(&off), plot_rows(&on), "{lang:?}:\n{on}\n{off}");
    }
}

/// Readers 50 (en 1.2): at 120×40, with k held, k = 8's note took the
/// blank line over the chart, which moved down two rows and lost three.
/// The chart keeps its rows as k steps past the best k.
#[test]
fn a_held_k_past_the_best_leaves_the_chart_in_place() {
    for lang in LANGS {
        let mut app = super::app(lang);
        keys(&mut app, "3k");
        let at_seven = screen(&mut app, 120, 40);
        for step in ["+", "++"] {
            keys(&mut app, step);
            let shown = screen(&mut app, 120, 40);
            for mark in ["└", "100 %"] {
                assert_eq!(
                    row_of(&shown, mark),
                    row_of(&at_seven, mark),
                    "{lang:?} {mark}:\n{at_seven}\n{shown}"
                );
            }
        }
    }
}

/// Readers 50 (es 1.2): at 80×24 the exercises' introduction took its
/// long form or its short one as ↑↓ chose an exercise, and the list
/// jumped three rows. It keeps one form.
#[test]
fn the_exercise_list_stays_as_one_is_chosen() {
    for (lang, (width, height)) in [
        (Lang::Es, (80, 24)),
        (Lang::Es, (80, 22)),
        (Lang::En, (120, 40)),
    ] {
        // Graded exercises: their lines say when, and the zone.
        let mut store = bloomlab::records::Store::in_memory();
        super::fixed_exercise_runs(&mut store, lang);
        let mut app = super::app_on(lang, store);
        keys(&mut app, "7");
        let first_title = bloomlab::t!(lang, "exscreen-title-bloom");
        let mut rows = Vec::new();
        for _ in 0..4 {
            let shown = screen(&mut app, width, height);
            rows.push(row_of(&shown, &format!(" {first_title} ")));
            key(&mut app, KeyCode::Down);
        }
        assert!(
            rows.iter().all(|row| row == &rows[0] && row.is_some()),
            "{lang:?} {width}×{height}: {rows:?}"
        );
    }
}

/// Readers 50 (es 2.1, en 2.2): before a comparison the Alternatives help
/// listed «↑↓ ← →» second, where the line has ← and → second and ↑↓ after
/// d. Each stands where the line has it.
#[test]
fn the_alternatives_help_lists_the_arrows_where_the_line_has_them() {
    for (lang, size) in super::SEEN.into_iter().chain([(Lang::En, (80, 22))]) {
        let mut app = super::app(lang);
        keys(&mut app, "44");
        let line = status_keys(&screen(&mut app, size.0, size.1));
        keys(&mut app, "?");
        let help = help_rows_keys(&screen(&mut app, size.0, size.1));
        if let Err(why) = strict_order(&line, &help) {
            panic!("{lang:?} {size:?}: {why}");
        }
    }
}

/// Readers 50 (es 2.2): after a run, the help listed «x cancelar», which
/// does nothing with no run going. x is listed while a run goes.
#[test]
fn x_is_in_the_help_only_while_a_run_goes() {
    use bloomlab::tui::Tab;
    for (lang, (width, height)) in super::SEEN {
        let mut app = super::app(lang);
        keys(&mut app, "42");
        super::finish_run(&mut app, Tab::KSweep, 1_000_000, |_| 1.0);
        keys(&mut app, "?");
        let after = help_rows_keys(&screen(&mut app, width, height));
        assert!(
            !after.iter().flatten().any(|k| k == "x"),
            "{lang:?}: {after:?}"
        );
        key(&mut app, KeyCode::Esc);
        app.start_run_without_engine(Tab::KSweep).unwrap();
        keys(&mut app, "?");
        let during = help_rows_keys(&screen(&mut app, width, height));
        assert!(
            during.iter().flatten().any(|k| k == "x"),
            "{lang:?}: {during:?}"
        );
    }
}

/// Readers 50 (en 1.1, 2.1): at 80×22 the table tab's help put the words
/// it took back after «? close this help», and its second page listed
/// them again, five under «3 more explanations». The words stand under
/// their heading, and page 2 lists those page 1 left out.
#[test]
fn the_helps_words_stay_under_their_heading_and_page_two_has_the_rest() {
    for lang in LANGS {
        // After a repeat, as the reader had it: three status rows.
        let (mut app, _inbox) = super::reader_twelve_rest::repeated_to_the_end(lang);
        keys(&mut app, "?");
        let first = screen(&mut app, 80, 22);
        let rows: Vec<&str> = first
            .lines()
            .filter_map(|line| line.split('│').nth(1))
            .map(str::trim)
            .collect();
        let heading = bloomlab::t!(lang, "app-help-on-screen");
        let close = bloomlab::t!(lang, "app-close-this-help");
        let at_heading = rows.iter().position(|row| *row == heading);
        let at_close = rows.iter().position(|row| row.ends_with(close.as_str()));
        assert!(at_close == Some(rows.len() - 1), "{lang:?}:\n{first}");
        // «(3 more explanations: ↓ shows them)»: its count.
        let left_out: Option<usize> = rows
            .iter()
            .find(|row| row.starts_with('(') && row.contains('↓'))
            .and_then(|row| {
                row.split(|c: char| !c.is_ascii_digit())
                    .find(|digits| !digits.is_empty())
            })
            .and_then(|digits| digits.parse().ok());
        let Some(left_out) = left_out else {
            assert!(
                at_heading.is_none() || at_heading < at_close,
                "{lang:?}:\n{first}"
            );
            continue;
        };
        key(&mut app, KeyCode::Down);
        let second = screen(&mut app, 80, 22);
        let terms = help_rows_keys(&second).len();
        // The heading, the words, and how to go back and close.
        assert_eq!(terms, 1 + left_out + 2, "{lang:?}:\n{first}\n{second}");
    }
}

/// Readers 51 (en 2.1): after a comparison the Alternatives help said
/// «s start» under a line saying «s again, same seed», and listed «← →
/// predict» after Tab, where ← and → no longer do anything. s is listed
/// in the line's words, ← → only while the question waits.
#[test]
fn the_alternatives_help_says_what_s_does_now_and_drops_the_question() {
    for (lang, (width, height)) in super::SEEN {
        let mut app = super::app(lang);
        keys(&mut app, "44");
        super::fake_alternatives(&mut app, 23, true);
        keys(&mut app, "?");
        let shown = super::joined(&screen(&mut app, width, height));
        let again = bloomlab::t!(lang, "exp-key-again");
        assert!(shown.contains(&format!("s  {again}")), "{lang:?}: {shown}");
        let predict = bloomlab::t!(lang, "exp-key-alt-predict");
        assert!(!shown.contains(&predict), "{lang:?}: {shown}");
    }
}

/// Readers 51 (en 1.2, 4.1, 5.1): My results' help with one page opened
/// on a blank row; «7 of 14 right now»; `--help` gave a failed grade's
/// exit code 1 no meaning.
#[test]
fn a_help_with_no_keys_opens_on_its_first_line_and_words_read_right() {
    let mut store = bloomlab::records::Store::in_memory();
    super::fixed_attempts(&mut store, Lang::En);
    let mut app = super::app_on(Lang::En, store);
    keys(&mut app, "6?");
    let shown = screen(&mut app, 120, 40);
    let first = shown
        .lines()
        .skip_while(|line| !line.contains('┌'))
        .nth(1)
        .unwrap_or_default();
    let inside = first.split('│').nth(1).unwrap_or_default();
    assert!(!inside.trim().is_empty(), "{shown}");
    let resume = bloomlab::t!(
        Lang::En,
        "lesson-resume-step",
        step = 16,
        steps = 21,
        answered = 14,
        right = 7
    );
    assert!(resume.contains("7 of 14 right so far"), "{resume}");
    let help = bloomlab::t!(Lang::En, "help-after-bloomlab");
    assert!(help.contains("`grade`: not passed"), "{help}");
}
