//! Readers 47's items left at stop 68, and readers 48's: Spanish at
//! 80×24 and 80×22, English at 120×40 and 80×22.

use bloomlab::lang::Lang;

use super::{keys, screen};

const LANGS: [Lang; 2] = [Lang::Es, Lang::En];

/// Readers 47 (es 1.1): after `x` on an overloaded filter at 80×22, the
/// rebuild note and the overload warning left the chart without its key.
/// The warning takes its two-row words there, and the key stays.
#[test]
fn the_chart_keeps_its_key_under_a_rebuild_note_and_a_warning() {
    for lang in LANGS {
        let mut app = super::app(lang);
        keys(&mut app, "2wgx");
        let shown = screen(&mut app, 80, 22);
        let (rebuilt, overloaded) = match lang {
            Lang::Es => ("Reconstruido", "sobrecargado"),
            Lang::En => ("Rebuilt", "overloaded"),
        };
        for said in ["⠒⠒", "•• ", "│█", rebuilt, overloaded] {
            assert!(shown.contains(said), "{lang:?}: no {said}:\n{shown}");
        }
    }
}

/// The keys' names in the order the help box lists them: the first word
/// of each row inside the box.
fn help_keys(shown: &str) -> Vec<String> {
    shown
        .lines()
        .filter_map(|line| line.split('│').nth(1))
        .map(|inside| inside.trim_start().to_owned())
        .collect()
}

/// The row of the help box that begins with `key`, counted from the top.
fn help_row(shown: &str, key: &str) -> Option<usize> {
    help_keys(shown)
        .iter()
        .position(|row| row.starts_with(&format!("{key}  ")))
}

/// Readers 48 (es 2.1, en 2.2; es 2.2, en 2.1): the help listed Sizing's
/// «f» before «1-4» under a status line with «1-4 … f», and the
/// playground's «f» last once words were in. It keeps the line's order.
#[test]
fn the_help_lists_the_keys_in_the_status_lines_order() {
    for (lang, (width, height)) in super::SEEN {
        let mut app = super::app(lang);
        keys(&mut app, "3?");
        let shown = screen(&mut app, width, height);
        let (rows, figure) = (help_row(&shown, "1-4"), help_row(&shown, "f"));
        assert!(rows.is_some() && figure.is_some(), "{lang:?}:\n{shown}");
        assert!(rows < figure, "{lang:?}:\n{shown}");
        let mut app = super::app(lang);
        keys(&mut app, "2f?");
        let shown = screen(&mut app, width, height);
        let order: Vec<Option<usize>> = ["a", "c", "f", "t"]
            .iter()
            .map(|key| help_row(&shown, key))
            .collect();
        assert!(order.iter().all(Option::is_some), "{lang:?}:\n{shown}");
        assert!(order.is_sorted(), "{lang:?}: {order:?}\n{shown}");
    }
}

/// Readers 48 (es 2.5, en 2.6): ↓ opened a second help page that only
/// repeated the words page 1 already showed. It opens only on words page
/// 1 left out.
#[test]
fn the_helps_second_page_opens_only_on_words_left_out() {
    for (lang, (width, height)) in super::SEEN {
        let mut app = super::app(lang);
        keys(&mut app, "3?");
        let first = screen(&mut app, width, height);
        super::key(&mut app, crossterm::event::KeyCode::Down);
        assert_eq!(screen(&mut app, width, height), first, "{lang:?}");
    }
}

/// Readers 48 (en 2.7): where ↑↓ pick an answer, the help said PgUp and
/// PgDn move a step's text «a line or a screen at a time». A screen at a
/// time, it says now.
#[test]
fn the_scroll_keys_say_a_screen_at_a_time_where_arrows_choose() {
    for (lang, (width, height)) in super::SEEN {
        let mut app = super::app(lang);
        super::open_lesson_at(&mut app, 0);
        // Step 4 asks with choices first: ↑↓ pick one there.
        for _ in 0..3 {
            super::key(&mut app, crossterm::event::KeyCode::Right);
        }
        assert!(super::lesson(&app).blocked(), "{lang:?}");
        keys(&mut app, "?");
        let shown = super::joined(&screen(&mut app, width, height)).replace("  ", " ");
        let (said, old) = match lang {
            Lang::Es => ("una pantalla", "una línea o"),
            Lang::En => ("a screen at", "a line or a"),
        };
        assert!(shown.contains(said), "{lang:?}: {shown}");
        assert!(!shown.contains(old), "{lang:?}: {shown}");
    }
}

/// Readers 47 (es 1.3), readers 48 (es 1.4): with m held, k and ↓ said
/// why they rest on the status line, over the chart's key. At the n m
/// was sized for, it goes to the empty rows above the chart, and the key
/// stays.
#[test]
fn a_key_that_rests_with_m_held_leaves_the_charts_key() {
    for lang in LANGS {
        for (width, height) in [(80, 22), (80, 24)] {
            for pressed in ["k", "3"] {
                let mut app = super::app(lang);
                keys(&mut app, "3m");
                keys(&mut app, pressed);
                let shown = screen(&mut app, width, height);
                let key = match lang {
                    Lang::Es => "█ tu elección",
                    Lang::En => "█ your choice",
                };
                assert!(shown.contains(key), "{lang:?} {pressed}:\n{shown}");
                let said = match pressed {
                    "k" => bloomlab::t!(lang, "sizing-k-needs-m-free"),
                    _ => bloomlab::t!(lang, "sizing-p-needs-m-free"),
                };
                let text = super::joined(&shown);
                assert!(text.contains(&said[..20]), "{lang:?} {pressed}:\n{shown}");
            }
        }
    }
}

/// Readers 47 (en 6.3): with k held above the best k and the fill under
/// the overload line, nothing said why the held k costs bits. The fill
/// says it, as it does for a k too few.
#[test]
fn a_held_k_above_the_best_says_its_fill() {
    // Where the notes have room: at 80×24 the held k's own note, with its
    // two best k, comes first.
    for (lang, (width, height)) in LANGS.map(|lang| (lang, (120, 40))) {
        let mut app = super::app(lang);
        keys(&mut app, "3k+");
        let shown = super::joined(&screen(&mut app, width, height));
        let fill = match lang {
            Lang::Es => "56,2 %",
            Lang::En => "56.2 %",
        };
        let said = bloomlab::t!(lang, "sizing-k-above-best-short", k = "8", fill = fill);
        let said = said.replace('\u{a0}', " ");
        assert!(
            shown
                .replace('\u{a0}', " ")
                .contains(said.trim_end_matches('.')),
            "{lang:?}: {shown}"
        );
    }
}

/// Readers 48 (es 1.1): the question `+` asks after a comparison ran past
/// 80 columns and lost «Otra tecla: se queda».
#[test]
fn the_question_plus_asks_is_seen_whole() {
    for lang in LANGS {
        let mut app = super::app(lang);
        keys(&mut app, "44");
        super::fake_alternatives(&mut app, 23, true);
        keys(&mut app, "+");
        let status = super::status_of(&screen(&mut app, 80, 24));
        let kept = match lang {
            Lang::Es => "se queda.",
            Lang::En => "keeps it.",
        };
        assert!(status.contains(kept), "{lang:?}: {status}");
    }
}

/// Readers 48 (es 1.2, en 1.1): a missed question too long for the rows
/// left lost its middle («Necesitas quitar … ¿Qué estructura permite
/// ambas cosas?») or its start («3× … Order these structures…»), what
/// tells it apart. Cut, it keeps its start, and «…» only ends it.
#[test]
fn a_missed_question_cut_keeps_its_start() {
    for lang in LANGS {
        for (width, height) in [(80, 22), (80, 24)] {
            let (mut app, _dir) = super::reader_forty::with_reader_41s_records(lang);
            keys(&mut app, "6");
            for _ in 0..3 {
                let shown = screen(&mut app, width, height);
                for line in shown.lines() {
                    let after_mark = line.split("× ").nth(1).unwrap_or("");
                    assert!(!after_mark.starts_with('…'), "{lang:?}:\n{shown}");
                }
                // A «…» inside a question follows the end of a clause.
                let text = super::joined(&shown);
                for (at, _) in text.match_indices(" … ") {
                    let before = text[..at].chars().last().unwrap_or(' ');
                    let after = &text[at + " … ".len()..];
                    let more = after.starts_with(['y', 'a']);
                    assert!(
                        more || ".;:?)".contains(before),
                        "{lang:?}: «{}»\n{shown}",
                        &text[at.saturating_sub(30)..at]
                    );
                }
                super::key(&mut app, crossterm::event::KeyCode::Right);
            }
        }
    }
}

/// The first word of each key on the status line of `shown`, in order.
pub(super) fn status_keys(shown: &str) -> Vec<String> {
    super::status_of(shown)
        .trim_matches('"')
        .split("  ")
        .filter_map(|entry| entry.split_whitespace().next())
        .map(str::to_owned)
        .collect()
}

/// The keys each row of the help box of `shown` lists, in order: rows
/// that continue an entry's words (indented to where the words start)
/// are left out. Indented the most, a one-letter key's row was taken for
/// one where no row continued an entry.
pub(super) fn help_rows_keys(shown: &str) -> Vec<Vec<String>> {
    let rows: Vec<&str> = shown
        .lines()
        .filter_map(|line| line.split('│').nth(1))
        .filter(|inside| !inside.trim().is_empty())
        .collect();
    let indent = |row: &str| row.len() - row.trim_start().len();
    // Where the words start: after the key and two spaces, on most rows.
    let words_at = |row: &str| {
        let inside = row.trim_start();
        inside
            .find("  ")
            .map(|at| indent(row) + inside[..at].chars().count() + 2)
    };
    let mut starts: Vec<usize> = rows.iter().filter_map(|row| words_at(row)).collect();
    starts.sort_unstable();
    let text_column = starts
        .chunk_by(|a, b| a == b)
        .max_by_key(|run| run.len())
        .map_or(usize::MAX, |run| run[0]);
    rows.iter()
        .filter(|row| indent(row) < text_column)
        .map(|row| {
            let key = row.trim_start().split("  ").next().unwrap_or("");
            key.split_whitespace().map(str::to_owned).collect()
        })
        .collect()
}

/// Whether the keys both the status line and the help name come in the
/// same order in each (the first time each is named).
fn same_order(line: &[String], help_rows: &[Vec<String>]) -> Result<(), String> {
    // A row naming several keys («↑↓ ← →») stands for the first of them
    // on the line.
    let help: Vec<String> = help_rows
        .iter()
        .filter_map(|row| {
            row.iter()
                .filter_map(|key| line.iter().position(|shown| shown == key))
                .min()
                .map(|at| line[at].clone())
                .or_else(|| row.first().cloned())
        })
        .collect();
    let help = &help[..];
    let firsts = |list: &[String]| {
        let mut seen: Vec<String> = Vec::new();
        for key in list {
            if !seen.contains(key) {
                seen.push(key.clone());
            }
        }
        seen
    };
    let (line, help) = (firsts(line), firsts(help));
    let common = |list: &[String], other: &[String]| -> Vec<String> {
        list.iter()
            .filter(|key| other.contains(key) && key.as_str() != "?")
            .cloned()
            .collect()
    };
    let (in_line, in_help) = (common(&line, &help), common(&help, &line));
    if in_line == in_help {
        Ok(())
    } else {
        Err(format!("line {in_line:?}, help {in_help:?}"))
    }
}

/// Readers 48 (es 2.3, 2.4, en 2.3, 2.5): the help listed the keys of a
/// typed answer, and the quiz summary's, in another order than the
/// status line under it. Every screen's help keeps the line's order.
#[test]
fn every_help_keeps_the_status_lines_order() {
    use crossterm::event::KeyCode;
    let check = |app: &mut bloomlab::tui::App, lang: Lang, (width, height), name: &str| {
        let line = status_keys(&screen(app, width, height));
        keys(app, "?");
        let help = help_rows_keys(&screen(app, width, height));
        super::key(app, KeyCode::Esc);
        if let Err(why) = same_order(&line, &help) {
            panic!("{lang:?} {name}: {why}");
        }
    };
    for (lang, size) in super::SEEN {
        // A lesson step that asks for a number: lesson 2 step 7.
        let mut app = super::app(lang);
        super::open_lesson_at(&mut app, 1);
        while super::lesson(&app).numeric().is_none() {
            super::lesson_and_quiz::answer_if_asked(&mut app);
            super::key(&mut app, KeyCode::Right);
        }
        check(&mut app, lang, size, "lesson number");
        // A quiz question that asks for a number, and a summary.
        let mut app = super::app(lang);
        super::open_quiz_at(&mut app, 0);
        while !matches!(
            super::quiz(&app).question().kind,
            bloomlab::content::QuestionKind::Numeric { .. }
                | bloomlab::content::QuestionKind::Calculated { .. }
        ) {
            super::answer_first(&mut app);
            super::key(&mut app, KeyCode::Enter);
        }
        check(&mut app, lang, size, "quiz number");
        let mut app = super::take_the_quiz(lang);
        check(&mut app, lang, size, "quiz summary");
        for (keys_pressed, name) in [
            ("2", "playground"),
            ("2f", "playground with words"),
            ("3", "sizing"),
            ("3k", "sizing, k held"),
            ("41", "table"),
            ("42", "k sweep"),
            ("44", "alternatives"),
            ("6", "my results"),
        ] {
            let mut app = super::app(lang);
            keys(&mut app, keys_pressed);
            check(&mut app, lang, size, name);
        }
    }
}
