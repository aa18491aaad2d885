//! Readers 42's last items and readers 43: Spanish at 80×24, English at
//! 120×40, and both at 80×22.

use bloomlab::lang::Lang;
use crossterm::event::KeyCode;

use super::{key, keys, screen};

/// `word` typed after the playground's key `op` (a, c or r), and Enter.
fn typed(app: &mut bloomlab::tui::App, op: &str, word: &str) {
    keys(app, op);
    keys(app, word);
    key(app, KeyCode::Enter);
}

/// Asserts the screen at `size` holds `said`, in Spanish or English.
fn shows(app: &mut bloomlab::tui::App, lang: Lang, size: (u16, u16), said: [&str; 2]) {
    let shown = super::joined(&screen(app, size.0, size.1));
    let said = if lang == Lang::Es { said[0] } else { said[1] };
    assert!(shown.contains(said), "{lang:?}: «{said}» in\n{shown}");
}

/// The row of the first line holding `text`, if any.
fn row_of(shown: &str, text: &str) -> Option<usize> {
    shown
        .lines()
        .position(|line| line.replace('\u{a0}', " ").contains(text))
}

/// Reader 42 (es 1.1): on Sizing, the note «n ya vale 50 000 000 000…»
/// took a row from the chart, which fell from seven plot rows to four
/// with blank rows above it. The note covers the key's row instead, and
/// the chart stays where it was, whole.
#[test]
fn a_status_note_leaves_the_sizing_chart_whole() {
    for (lang, (width, height)) in [
        (Lang::Es, (80, 24)),
        (Lang::Es, (80, 22)),
        (Lang::En, (120, 40)),
        (Lang::En, (80, 22)),
    ] {
        let mut app = super::app(lang);
        screen(&mut app, width, height);
        keys(&mut app, "3");
        let (limit, floor) = match lang {
            Lang::Es => ("n ya vale", "0,0001 %"),
            Lang::En => ("n is already", "0.0001 %"),
        };
        // → until the note says n is at its largest: the screen before it
        // is the same design without the note.
        let mut before = screen(&mut app, width, height);
        let mut after = before.clone();
        for _ in 0..30 {
            key(&mut app, KeyCode::Right);
            after = screen(&mut app, width, height);
            if super::joined(&after).contains(limit) {
                break;
            }
            before = after.clone();
        }
        assert!(super::joined(&after).contains(limit), "{lang:?}:\n{after}");
        assert!(
            !super::joined(&before).contains(limit),
            "{lang:?}:\n{before}"
        );
        let labels = |shown: &str| {
            let top = row_of(shown, "100 %").expect("the chart's top label");
            let bottom = row_of(shown, floor).expect("the chart's bottom label");
            (top, bottom)
        };
        assert_eq!(
            labels(&before),
            labels(&after),
            "{lang:?} {width}×{height}: before\n{before}\nafter\n{after}"
        );
    }
}

/// Reader 41 (es 1.1, 1.2): pinning m on Sizing split the header onto
/// two lines, «m para p = 1 %» under n, and moved every row under it
/// down a line. The header stays on one line, the design's rows stay,
/// and the n m was sized at goes to a note once n moves.
#[test]
fn pinning_m_moves_no_sizing_row() {
    for (lang, (width, height)) in [
        (Lang::Es, (80, 24)),
        (Lang::Es, (80, 22)),
        (Lang::En, (120, 40)),
        (Lang::En, (80, 22)),
    ] {
        let mut app = super::app(lang);
        screen(&mut app, width, height);
        keys(&mut app, "3");
        let (fill, sized_at) = match lang {
            Lang::Es => ("llenado", "con n = 10 000 000"),
            Lang::En => ("fill", "at n = 10,000,000"),
        };
        let free = screen(&mut app, width, height);
        keys(&mut app, "m");
        let pinned = screen(&mut app, width, height);
        key(&mut app, KeyCode::Right);
        let moved = screen(&mut app, width, height);
        for shown in [&pinned, &moved] {
            assert_eq!(
                row_of(&free, fill),
                row_of(shown, fill),
                "{lang:?} {width}×{height}:\n{free}\n{shown}"
            );
        }
        assert!(
            super::joined(&moved).contains(sized_at),
            "{lang:?}:\n{moved}"
        );
    }
}

/// Reader 42 (en 1.1): at 80×22 the playground's chart had a row per
/// decade, five rows, over four blank ones kept for messages. It takes
/// two of them, and labels every other decade to use them all.
#[test]
fn the_playground_chart_takes_rows_left_blank_at_80_by_22() {
    for lang in [Lang::Es, Lang::En] {
        let mut app = super::app(lang);
        screen(&mut app, 80, 22);
        keys(&mut app, "2fg");
        let shown = screen(&mut app, 80, 22);
        let floor = match lang {
            Lang::Es => "≤0,01 %",
            Lang::En => "≤0.01 %",
        };
        let top = row_of(&shown, "100 %").expect("the chart's top label");
        let bottom = row_of(&shown, floor).expect("the chart's bottom label");
        assert!(bottom - top + 1 >= 7, "{lang:?}:\n{shown}");
    }
}

/// Reader 42 (en 1.2): under a long note on a stuck counter, at 80×22,
/// the playground said its chart did not fit, over eight blank rows.
/// The plot is drawn there, without its key.
#[test]
fn a_long_note_leaves_the_playground_chart_without_its_key() {
    for lang in [Lang::Es, Lang::En] {
        let mut app = super::app(lang);
        screen(&mut app, 80, 22);
        keys(&mut app, "2x");
        for _ in 0..6 {
            key(&mut app, KeyCode::Left);
        }
        keys(&mut app, "Wr");
        keys(&mut app, "kiwi");
        key(&mut app, KeyCode::Enter);
        keys(&mut app, "g");
        let shown = screen(&mut app, 80, 22);
        let too_small = bloomlab::t!(lang, "play-chart-too-small", cells = "counters");
        let words = super::first_words(&too_small, 3);
        assert!(
            !super::joined(&shown).contains(&words),
            "{lang:?}:\n{shown}"
        );
        assert!(row_of(&shown, "100 %").is_some(), "{lang:?}:\n{shown}");
    }
}

/// Reader 43 (en 3.1): under the chart, a lookup that found a false
/// negative read «? “kiwi”: not in the filter», the error as a fact. It
/// says the word was added.
#[test]
fn the_chart_line_names_a_false_negative() {
    for lang in [Lang::Es, Lang::En] {
        let mut app = super::app(lang);
        screen(&mut app, 120, 40);
        keys(&mut app, "2x");
        key(&mut app, KeyCode::Left);
        key(&mut app, KeyCode::Left);
        keys(&mut app, "f");
        // «q3», never added, looks present: removing it empties a counter
        // of «kiwi».
        for word in ["q1", "q2", "q3", "q4", "q5"] {
            typed(&mut app, "r", word);
        }
        typed(&mut app, "c", "kiwi");
        keys(&mut app, "g");
        shows(
            &mut app,
            lang,
            (120, 40),
            [
                "«kiwi»: «seguro que no está», pero sí se ha añadido: un falso negativo",
                "“kiwi”: “definitely absent”, but it was added: a false negative",
            ],
        );
    }
}

/// Reader 43 (en 6.1): removing one of several copies of a word warned
/// that it «will still look present», which is right while copies are
/// in. The line says they are, and what happens once all are removed.
#[test]
fn removing_one_copy_says_the_others_are_in() {
    for lang in [Lang::Es, Lang::En] {
        let mut app = super::app(lang);
        screen(&mut app, 120, 40);
        keys(&mut app, "2x");
        for _ in 0..16 {
            typed(&mut app, "a", "uva");
        }
        typed(&mut app, "r", "uva");
        shows(
            &mut app,
            lang,
            (120, 40),
            [
                "aunque quites todas sus copias",
                "once every copy is removed",
            ],
        );
        keys(&mut app, "g");
        shows(
            &mut app,
            lang,
            (120, 40),
            [
                "«uva» quitada una vez: sigue en el filtro",
                "one “uva” removed: it is still in the filter",
            ],
        );
    }
}

/// Reader 43 (es 6.3): a word added twice, then `x`: «Rebuilt from the 2
/// words you added» under «n = 1 distinct word». The count says it holds
/// repeats.
#[test]
fn a_rebuild_counts_repeats_as_repeats() {
    for lang in [Lang::Es, Lang::En] {
        let mut app = super::app(lang);
        screen(&mut app, 80, 24);
        keys(&mut app, "2");
        for _ in 0..2 {
            typed(&mut app, "a", "uva");
        }
        keys(&mut app, "x");
        shows(
            &mut app,
            lang,
            (80, 24),
            [
                "las 2 palabras que has añadido, con las repetidas",
                "the 2 words you added, repeats included (",
            ],
        );
    }
}

/// Reader 43 (en 4.3): the playground wrote its formulas with grouped
/// numbers, «this filter (3,613/4,096)^3», which read as a list. Digits
/// alone, as in every formula.
#[test]
fn the_playground_formulas_take_no_thousands_separator() {
    for lang in [Lang::Es, Lang::En] {
        let mut app = super::app(lang);
        screen(&mut app, 120, 40);
        keys(&mut app, "2MMMMMMMMMMf");
        let shown = super::joined(&screen(&mut app, 120, 40));
        assert!(shown.contains("/4096"), "{lang:?}:\n{shown}");
        assert!(
            !shown.contains("/4,096") && !shown.contains("/4 096"),
            "{lang:?}:\n{shown}"
        );
    }
}

/// Reader 43 (en 2.1): PgDn on a quiz's summary moved ten rows of a view
/// of 35. It moves a page, the rows shown less two, as in a lesson.
#[test]
fn page_down_on_a_quiz_summary_moves_a_page() {
    for (lang, (width, height)) in [(Lang::En, (120, 40)), (Lang::Es, (80, 24))] {
        let mut app = super::take_the_quiz(lang);
        let top = screen(&mut app, width, height);
        let rows: Vec<&str> = top.lines().collect();
        // The last line of text of the first page, over «▼ more below».
        let more = rows.iter().position(|line| line.contains('▼'));
        let near_foot = (2..more.expect("more below"))
            .rev()
            .map(|at| rows[at])
            .find(|line| line.trim_matches(['"', ' ']).chars().count() > 20)
            .expect("a line of text");
        key(&mut app, KeyCode::PageDown);
        let next = screen(&mut app, width, height);
        let at = next.lines().position(|line| line == near_foot);
        assert!(
            at.is_some_and(|at| at < usize::from(height) / 3),
            "{lang:?}: «{near_foot}» at {at:?}\n{top}\n{next}"
        );
    }
}

/// Reader 43 (es 1.2): a right option left unticked got its note under
/// the options, «3) también correcta, pero sin marcar», where it read as
/// one more option. A short form keeps it on the option's row where it
/// fits; under the options, it is named as a note.
#[test]
fn an_unticked_right_option_keeps_its_note_on_its_row() {
    for (width, height) in [(80, 24), (120, 40)] {
        let mut app = super::leftovers_nineteen::quiz_at_question(Lang::Es, "when-not");
        screen(&mut app, width, height);
        keys(&mut app, " ");
        key(&mut app, KeyCode::Enter);
        let shown = screen(&mut app, width, height);
        let bare = |line: &str| {
            let text = line.trim_start_matches('"').trim_start();
            text.len() > 2
                && text.as_bytes()[0].is_ascii_digit()
                && text[1..].starts_with(") correcta")
        };
        assert!(!shown.lines().any(bare), "{shown}");
        let noted = shown.matches("correcta, pero sin marcar").count()
            + shown.matches("correcta, sin marcar").count();
        assert_eq!(noted, 2, "{shown}");
    }
}

/// Reader 42 (en 1.6), reader 43 (es 1.6): on the quiz list, the first
/// quiz kept «· last whole attempt» beside its title and the others took
/// «Last whole attempt» on a line of their own; and the descriptions
/// moved from under each entry to under the list with the first score.
/// Every entry has one layout, and the chosen quiz's description is
/// always under the list.
#[test]
fn the_quiz_list_keeps_one_layout() {
    for (lang, (width, height)) in [(Lang::En, (80, 22)), (Lang::Es, (80, 24))] {
        let mut app = super::app(lang);
        screen(&mut app, width, height);
        keys(&mut app, "5");
        let before = screen(&mut app, width, height);
        for index in 0..2 {
            key(&mut app, KeyCode::Esc);
            key(&mut app, KeyCode::Esc);
            super::open_quiz_at(&mut app, index);
            super::answer_every_question(&mut app);
            key(&mut app, KeyCode::Enter);
        }
        key(&mut app, KeyCode::Esc);
        key(&mut app, KeyCode::Esc);
        keys(&mut app, "5");
        let after = screen(&mut app, width, height).replace('\u{a0}', " ");
        let (beside, alone) = match lang {
            Lang::Es => ("· último intento completo", "Último intento completo"),
            Lang::En => ("· last whole attempt", "Last whole attempt"),
        };
        assert!(
            !(after.contains(beside) && after.contains(alone)),
            "{lang:?}:\n{after}"
        );
        assert!(
            after.contains(beside) || after.contains(alone),
            "{lang:?}:\n{after}"
        );
        // The first quiz's description under the list on both screens:
        // the second entry follows the first with no description between.
        let (first, second) = match lang {
            Lang::Es => (
                "Filtros de Bloom, autoevaluación",
                "Filtros de Bloom, antes y después",
            ),
            Lang::En => (
                "Bloom filters, self-check",
                "Bloom filters, before and after",
            ),
        };
        for shown in [&before, &after] {
            let (Some(one), Some(two)) = (row_of(shown, first), row_of(shown, second)) else {
                panic!("{lang:?}:\n{shown}");
            };
            assert!(two - one <= 3, "{lang:?}:\n{shown}");
        }
    }
}

/// Reader 43 (en 1.3): with one whole attempt, My results at 80×22 left
/// three blank rows under «… and 14 more» and three under the note that
/// says the chart starts with the second attempt. The missed questions
/// take those rows, and one blank row parts them from the note.
#[test]
fn my_results_gives_the_chart_rows_to_the_missed_questions() {
    for lang in [Lang::En, Lang::Es] {
        let mut app = super::take_the_quiz(lang);
        key(&mut app, KeyCode::Enter);
        key(&mut app, KeyCode::Esc);
        key(&mut app, KeyCode::Esc);
        keys(&mut app, "6");
        let shown = screen(&mut app, 80, 22);
        let rows: Vec<&str> = shown.lines().collect();
        let blank = |row: &&str| row.trim_matches(['"', ' ']).is_empty();
        let note = match lang {
            Lang::Es => "Por ahora, un intento completo",
            Lang::En => "One whole attempt",
        };
        let at = row_of(&shown, note).expect("the note");
        assert!(
            blank(&rows[at - 1]) && !blank(&rows[at - 2]),
            "{lang:?}:\n{shown}"
        );
        // Under the note, its second line, then the status line.
        assert!(
            !blank(&rows[at + 1]) && !blank(&rows[at + 2]),
            "{lang:?}:\n{shown}"
        );
    }
}

/// Reader 44 (en 2.1): with m held on Sizing, + said «press k first», and
/// k then said «free m first». + says to free m, then press k.
#[test]
fn plus_with_m_held_says_to_free_m_first() {
    for lang in [Lang::En, Lang::Es] {
        let mut app = super::app(lang);
        screen(&mut app, 120, 40);
        keys(&mut app, "3m+");
        shows(
            &mut app,
            lang,
            (120, 40),
            [
                "suelta antes m (pulsa m) y luego pulsa k",
                "free m first (press m), then press k",
            ],
        );
    }
}

/// Reader 44 (es 1.7): at 80×22, My results dropped «… and 3 more» when
/// a missed question gave way to a shorter one further down, so two of
/// five missed questions showed with no sign of the rest. Listed and
/// «more» add up to every missed question, at any size.
#[test]
fn my_results_counts_every_missed_question() {
    let tally = |shown: &str| -> usize {
        let text = shown.replace('\u{a0}', " ");
        let listed = text.matches("× ").count().saturating_sub(1);
        let more = text
            .split(['…'])
            .filter_map(|part| {
                let words: Vec<&str> = part.split_whitespace().collect();
                match words.as_slice() {
                    ["and", n, "more", ..] | ["y", n, "más", ..] => n.parse::<usize>().ok(),
                    _ => None,
                }
            })
            .next()
            .unwrap_or(0);
        listed + more
    };
    for lang in [Lang::Es, Lang::En] {
        let mut app = super::app(lang);
        super::open_quiz_at(&mut app, 1);
        super::answer_every_question(&mut app);
        key(&mut app, KeyCode::Enter);
        key(&mut app, KeyCode::Esc);
        key(&mut app, KeyCode::Esc);
        keys(&mut app, "6");
        let wide = screen(&mut app, 120, 40);
        let narrow = screen(&mut app, 80, 22);
        assert_eq!(tally(&wide), tally(&narrow), "{lang:?}:\n{wide}\n{narrow}");
    }
}
