//! Readers 41's last items and readers 42: Spanish at 80×24, English at
//! 120×40, and both at 80×22.

use bloomlab::lang::Lang;
use crossterm::event::KeyCode;

use super::{key, keys, screen};

/// Reader 41 (es 2.3): ← in a lesson's number box, with a number typed,
/// left the step at once, where a student expects it to move the cursor.
/// The first ← asks; the second goes back, and the number is kept.
#[test]
fn left_in_a_number_box_asks_before_leaving_the_step() {
    for (lang, (width, height)) in [(Lang::Es, (80, 24)), (Lang::En, (120, 40))] {
        let mut app = super::reader_forty::at_lesson_three_number_box(lang, width, height);
        keys(&mut app, "12");
        let (box_line, step_two, step_one, asked) = match lang {
            Lang::Es => (
                "Tu respuesta: 12",
                "paso 2 de",
                "paso 1 de",
                "pulsa ← otra vez",
            ),
            Lang::En => ("Your answer: 12", "step 2 of", "step 1 of", "press ← again"),
        };
        key(&mut app, KeyCode::Left);
        let shown = super::joined(&screen(&mut app, width, height));
        assert!(shown.contains(box_line), "{lang:?}:\n{shown}");
        assert!(shown.contains(step_two), "{lang:?}:\n{shown}");
        assert!(shown.contains(asked), "{lang:?}:\n{shown}");
        key(&mut app, KeyCode::Left);
        let shown = super::joined(&screen(&mut app, width, height));
        assert!(shown.contains(step_one), "{lang:?}:\n{shown}");
        key(&mut app, KeyCode::Right);
        screen(&mut app, width, height);
        key(&mut app, KeyCode::End);
        let shown = super::joined(&screen(&mut app, width, height));
        assert!(
            shown.contains(box_line),
            "{lang:?}: the number is kept\n{shown}"
        );
    }
}

/// Reader 41 (es 2.4): the Alternatives help was the only one that sent
/// the student to the status line («más teclas en la línea de estado,
/// debajo: s, ↑↓»): at 80×24 those keys had no room. They share the lines
/// of the keys they go with, and every key is in the help.
#[test]
fn the_alternatives_help_lists_every_key_at_80_by_24() {
    for (lang, (width, height)) in [(Lang::Es, (80, 24)), (Lang::En, (120, 40))] {
        let mut app = super::app(lang);
        screen(&mut app, width, height);
        keys(&mut app, "44?");
        let shown = screen(&mut app, width, height);
        let (rest, start, rows) = match lang {
            Lang::Es => ("más teclas", "explicar la fila", "elegir la fila"),
            Lang::En => ("more keys", "explain the row", "choose a row"),
        };
        assert!(!shown.contains(rest), "{lang:?}:\n{shown}");
        assert!(shown.contains(start), "{lang:?}:\n{shown}");
        assert!(shown.contains(rows), "{lang:?}:\n{shown}");
    }
}

/// Reader 42 (es 6.1, 4.9): a word removed from a counting filter whose
/// counters stay stuck at 15 still answers «probably present», as the
/// removal said; the lookup then said the word «was never added», though
/// the student had just removed it. It says the word has been removed,
/// and the counters stuck for the same reason are named in one clause.
#[test]
fn a_removed_word_is_not_said_never_added() {
    for (lang, (width, height)) in [(Lang::Es, (80, 24)), (Lang::En, (120, 40))] {
        let mut app = super::reader_thirtytwo::uva_removed_at_m_8_k_16(lang);
        keys(&mut app, "cuva");
        key(&mut app, KeyCode::Enter);
        let shown = super::joined(&screen(&mut app, width, height));
        let (removed, never, grouped) = match lang {
            Lang::Es => (
                "«uva» se ha quitado del filtro",
                "«uva» nunca se añadió",
                "los contadores 1 y 3 subieron por",
            ),
            Lang::En => (
                "“uva” has been removed",
                "“uva” was never added",
                "counters 1 and 3 were raised by",
            ),
        };
        assert!(shown.contains(removed), "{lang:?}:\n{shown}");
        assert!(!shown.contains(never), "{lang:?}:\n{shown}");
        assert!(shown.contains(grouped), "{lang:?}:\n{shown}");
        // Cut where a clause ends, never inside a word («est …»).
        assert!(!shown.contains("est …"), "{lang:?}:\n{shown}");
    }
}

/// Reader 42 (en 3.2): with the chart shown (g), a removal whose word
/// still answers «probably present» (its counters stuck at 15, or
/// shared) was summed up as «− “kiwi” removed.», the opposite of the
/// long text under the bits. The short line says it still looks present.
#[test]
fn the_chart_line_says_a_removed_word_still_looks_present() {
    for (lang, (width, height)) in [
        (Lang::Es, (80, 24)),
        (Lang::En, (120, 40)),
        (Lang::En, (80, 22)),
    ] {
        let mut app = super::reader_thirtytwo::uva_removed_at_m_8_k_16(lang);
        keys(&mut app, "g");
        let shown = super::joined(&screen(&mut app, width, height));
        // In short words where the long ones would cost the chart its
        // key (readers 49, es 1.4).
        let still = match lang {
            Lang::Es => [
                "«uva» quitada, pero sus contadores siguen mayores que 0",
                "«uva» quitada, pero aún da «probablemente está»",
            ],
            Lang::En => [
                "“uva” removed, but its counters are all still above 0",
                "“uva” removed, but it still looks “probably present”",
            ],
        };
        assert!(
            still.iter().any(|said| shown.contains(said)),
            "{lang:?} {width}×{height}:\n{shown}"
        );
    }
}

/// Reader 42 (es 3.1, en 3.1): once every seed of a repeat was in, the
/// line in the chart's place still said the tally kept its rows «until
/// every seed is in». It says so only while seeds run.
#[test]
fn the_tally_line_drops_until_every_seed_once_all_are_in() {
    for (lang, (width, height)) in [(Lang::Es, (80, 24)), (Lang::En, (80, 22))] {
        let (mut app, _inbox) = super::reader_twelve_rest::repeated_to_the_end(lang);
        let shown = super::joined(&screen(&mut app, width, height));
        let (until, done) = match lang {
            Lang::Es => (
                "hasta que terminen",
                "El recuento ocupa estas filas y no deja sitio",
            ),
            Lang::En => (
                "until every seed is in",
                "The tally takes these rows, which leaves",
            ),
        };
        assert!(!shown.contains(until), "{lang:?}:\n{shown}");
        assert!(shown.contains(done), "{lang:?}:\n{shown}");
    }
}

/// Reader 42 (en 6.5): at n = 10 and p = 10 %, Sizing put the exact p,
/// 10,47 %, down to k being whole; k = 3 only takes Bloom's p to 10,04 %,
/// and the small n does the rest. The note names the small n there.
#[test]
fn sizing_blames_the_small_n_when_it_is_the_larger_part() {
    for (lang, (width, height)) in [(Lang::Es, (80, 24)), (Lang::En, (120, 40))] {
        let mut app = super::app(lang);
        keys(&mut app, "3");
        for _ in 0..40 {
            key(&mut app, KeyCode::Left);
        }
        keys(&mut app, "1");
        let shown = super::joined(&screen(&mut app, width, height));
        let (small_n, rounded) = match lang {
            Lang::Es => (
                "Con n = 10, la fórmula de Bloom se queda corta",
                "k tiene que ser entero",
            ),
            Lang::En => (
                "With n = 10, Bloom's formula falls short",
                "k must be whole",
            ),
        };
        assert!(shown.contains(small_n), "{lang:?}:\n{shown}");
        assert!(!shown.contains(rounded), "{lang:?}:\n{shown}");
    }
}

/// Reader 42 (es 3.2): in a quiz's number box, a letter typed («n») left
/// a note that stayed under the hint h then showed, as if h had been
/// typed too. The hint takes the note's place.
#[test]
fn a_hint_clears_the_note_about_a_letter_typed() {
    for (lang, (width, height)) in [(Lang::Es, (80, 22)), (Lang::En, (120, 40))] {
        let mut app = super::leftovers_nineteen::quiz_at_question(lang, "bits-for-one-percent");
        keys(&mut app, "n");
        let letters = bloomlab::t!(lang, "quiz-letters-not-in-number", c = "n");
        let head: String = letters.chars().take(30).collect();
        assert!(
            super::joined(&screen(&mut app, width, height)).contains(&head),
            "{lang:?}"
        );
        keys(&mut app, "h");
        let shown = super::joined(&screen(&mut app, width, height));
        assert!(!shown.contains(&head), "{lang:?}:\n{shown}");
        assert!(shown.contains("m/n = −ln p"), "{lang:?}:\n{shown}");
    }
}

/// Reader 42 (es 6.2): on lesson 1's counting step, scrolled so that the
/// array is just off the top, the pointer said «the bit array is just
/// above» over a row of counters. It names the counters there.
#[test]
fn the_pointer_above_names_the_counters_on_a_counting_step() {
    for (lang, (width, height)) in [(Lang::Es, (80, 24)), (Lang::En, (80, 22))] {
        let mut app = super::app(lang);
        screen(&mut app, width, height);
        super::open_lesson_at(&mut app, 0);
        for _ in 0..7 {
            screen(&mut app, width, height);
            super::lesson_and_quiz::answer_if_asked(&mut app);
            key(&mut app, KeyCode::Right);
        }
        screen(&mut app, width, height);
        super::lesson_and_quiz::answer_if_asked(&mut app);
        screen(&mut app, width, height);
        key(&mut app, KeyCode::End);
        let counters = bloomlab::t!(lang, "lesson-array-above", kind = "counter");
        let bits = bloomlab::t!(lang, "lesson-array-above", kind = "bit");
        let mut seen = false;
        for _ in 0..12 {
            let shown = super::joined(&screen(&mut app, width, height));
            assert!(!shown.contains(&bits), "{lang:?}:\n{shown}");
            seen |= shown.contains(&counters);
            key(&mut app, KeyCode::Up);
        }
        assert!(seen, "{lang:?}: the pointer never showed");
    }
}

/// Reader 42 (es 2.1): before a run, Alternatives offered «- for 10⁵»
/// with n already at 10⁵, where - only says so. The hint offers the key
/// that changes n from where it is.
#[test]
fn the_alternatives_hint_offers_the_key_that_changes_n() {
    for (lang, (width, height)) in [(Lang::Es, (80, 24)), (Lang::En, (120, 40))] {
        let mut app = super::app(lang);
        keys(&mut app, "44");
        let (up, down) = match lang {
            Lang::Es => ("+ para 10⁶ claves", "- para 10⁵ claves"),
            Lang::En => ("+ for 10⁶ keys", "- for 10⁵ keys"),
        };
        let shown = super::joined(&screen(&mut app, width, height));
        assert!(
            shown.contains(up) && !shown.contains(down),
            "{lang:?}:\n{shown}"
        );
        keys(&mut app, "+");
        let shown = super::joined(&screen(&mut app, width, height));
        assert!(
            shown.contains(down) && !shown.contains(up),
            "{lang:?}:\n{shown}"
        );
    }
}

/// Reader 42 (es 1.3): help boxes whose text touched their border: the
/// number box's key («0-9 . , e - % Espacio») against the left one, and
/// the k sweep's note on what was left out at 80×22 against the right.
/// Every line inside a help box has a blank beside each border.
#[test]
fn help_boxes_keep_a_blank_beside_their_borders() {
    let inside_touches = |shown: &str| {
        shown.lines().any(|line| {
            let line = line.trim_matches('"');
            let Some((_, inner)) = line.split_once('│') else {
                return false;
            };
            let Some((inner, _)) = inner.rsplit_once('│') else {
                return false;
            };
            !inner.trim().is_empty() && (!inner.starts_with(' ') || !inner.ends_with(' '))
        })
    };
    for lang in [Lang::Es, Lang::En] {
        // A lesson's number box (lesson 3, step 2).
        let mut app = super::reader_forty::at_lesson_three_number_box(lang, 80, 24);
        keys(&mut app, "?");
        let shown = screen(&mut app, 80, 24);
        assert!(!inside_touches(&shown), "{lang:?}:\n{shown}");
        // A quiz's number box.
        let mut app = super::leftovers_nineteen::quiz_at_question(lang, "bits-for-one-percent");
        keys(&mut app, "?");
        let shown = screen(&mut app, 80, 24);
        assert!(!inside_touches(&shown), "{lang:?}:\n{shown}");
        // The k sweep's help at 80×22.
        let mut app = super::app(lang);
        keys(&mut app, "42?");
        let shown = screen(&mut app, 80, 22);
        assert!(!inside_touches(&shown), "{lang:?}:\n{shown}");
    }
}

/// Reader 42 (es 1.2): on My results, the missed questions' heading broke
/// inside its parenthesis («Pendientes (2× = fallada 2» / «veces)»), and
/// the word wrapped read beside the attempts' column as «repetición
/// veces)». It is shorter in Spanish, and where it does not fit, it breaks
/// before the parenthesis, which stays whole.
#[test]
fn the_missed_heading_keeps_its_parenthesis_whole() {
    for (lang, (width, height)) in [
        (Lang::Es, (80, 24)),
        (Lang::Es, (80, 22)),
        (Lang::En, (80, 22)),
    ] {
        // Two attempts, so that a question missed twice brings the
        // legend (since reader 44, es 6.2, it is shown only then).
        let mut store = bloomlab::records::Store::in_memory();
        super::fixed_attempts(&mut store, lang);
        let mut app = super::app_on(lang, store);
        keys(&mut app, "6");
        let shown = screen(&mut app, width, height);
        let aside = match lang {
            Lang::Es => "(2× = 2 fallos)",
            Lang::En => "(2× = failed twice)",
        };
        assert!(shown.contains(aside), "{lang:?} {width}×{height}:\n{shown}");
    }
}

/// Reader 42 (en 4.12): a number typed as the answer prints it read
/// «✓ 9.4 is right: the answer is 9.4», the number twice. Where the two
/// print the same, the line says it once.
#[test]
fn a_right_number_is_not_said_twice() {
    for (lang, (width, height)) in [(Lang::Es, (80, 24)), (Lang::En, (120, 40))] {
        let mut app = super::app(lang);
        screen(&mut app, width, height);
        super::open_lesson_at(&mut app, 2);
        let mut typed = false;
        for _ in 0..12 {
            screen(&mut app, width, height);
            if let Some((answer, _)) = super::lesson(&app).numeric()
                && super::lesson(&app).blocked()
            {
                keys(&mut app, &format!("{answer}"));
                key(&mut app, KeyCode::Enter);
                typed = true;
                break;
            }
            super::lesson_and_quiz::answer_if_asked(&mut app);
            key(&mut app, KeyCode::Right);
        }
        assert!(typed, "{lang:?}: no number asked");
        key(&mut app, KeyCode::End);
        let shown = super::joined(&screen(&mut app, width, height));
        let (right, twice) = match lang {
            Lang::Es => (" es correcto (", "la respuesta es"),
            Lang::En => (" is right (", "the answer is"),
        };
        assert!(shown.contains(right), "{lang:?}:\n{shown}");
        assert!(!shown.contains(twice), "{lang:?}:\n{shown}");
    }
}

/// Reader 42 (en 2.1): during a prediction the lesson's help listed
/// «a-c answer, like 1-3» after the scrolling keys, apart from the answer
/// keys. It comes before them, as the quiz's help puts it.
#[test]
fn the_lesson_help_lists_letters_before_scrolling() {
    for (lang, (width, height)) in [(Lang::Es, (80, 24)), (Lang::En, (120, 40))] {
        let mut app = super::app(lang);
        screen(&mut app, width, height);
        super::open_lesson_at(&mut app, 0);
        for _ in 0..8 {
            screen(&mut app, width, height);
            if super::lesson(&app).blocked() && super::lesson(&app).numeric().is_none() {
                break;
            }
            key(&mut app, KeyCode::Right);
        }
        assert!(super::lesson(&app).blocked(), "{lang:?}: no prediction");
        keys(&mut app, "?");
        let shown = screen(&mut app, width, height);
        let row = |text: &str| shown.lines().position(|line| line.contains(text));
        let end = match lang {
            Lang::Es => "  Fin  ",
            Lang::En => "  End  ",
        };
        let (letters, scroll) = (row(" a-"), row(end));
        assert!(scroll.is_some(), "{lang:?}:\n{shown}");
        assert!(letters.is_some() && letters < scroll, "{lang:?}:\n{shown}");
    }
}
