//! What the screens show and offer at the sizes the student readers used
//! (English at 120×40, Spanish at 80×24): the name said once, powers of
//! ten as the course writes them, a space before %, the keys that work on
//! the status line under names that say what they do now, and messages
//! that belong to what is on screen.

use super::*;

/// The last line: the status line.
pub(super) fn status(app: &mut App, width: u16, height: u16) -> String {
    status_of(&screen(app, width, height))
}

/// Home names the app once (the title bar), and its first entry says it
/// opens the lessons (reader-en 27, reader-es I43).
#[test]
fn home_names_the_app_once_and_offers_the_lessons() {
    for (lang, width, height, lessons) in [
        (Lang::En, 120, 40, "1 Lessons"),
        (Lang::Es, 80, 24, "1 Lecciones"),
    ] {
        let mut app = app(lang);
        let shown = screen(&mut app, width, height);
        let lines: Vec<&str> = shown.lines().map(|l| l.trim_matches(['"', ' '])).collect();
        assert!(lines[0].starts_with("bloomlab"), "{shown}");
        // No line of its own repeats the name under the title bar.
        assert!(!lines[1..].contains(&"bloomlab"), "{shown}");
        assert!(shown.contains(lessons), "{shown}");
    }
}

/// The sizing chart's rate axis never in 1e-6 (reader-en 2, reader-es
/// F30), in % as the rates beside it (reader 10, en 1.6), and written out
/// as they are: «10⁻⁶ %» put a power of ten before a percent sign (reader
/// 23, es 5.6, en 5.3).
#[test]
fn the_sizing_axis_writes_its_rates_out() {
    for (lang, width, height) in [(Lang::En, 120, 40), (Lang::Es, 80, 24)] {
        let mut app = app(lang);
        keys(&mut app, "3");
        let shown = screen(&mut app, width, height);
        // Reader 28 (en 5.6): the floor is 0.0001 %, a rate the course
        // writes as a percentage, not 0.000001 % («1 in N» territory).
        let floor = if lang == Lang::Es {
            "0,0001\u{a0}% │"
        } else {
            "0.0001\u{a0}% │"
        };
        assert!(shown.contains(floor), "{shown}");
        assert!(!shown.contains("10⁻⁶") && !shown.contains("1e-"), "{shown}");
    }
}

/// Sizing with k pinned: `+-` says what it does (reader-en 32).
#[test]
fn the_sizing_k_keys_say_what_they_do() {
    for (lang, width, height, label) in [
        (Lang::En, 120, 40, "+- k ±1"),
        (Lang::Es, 80, 24, "+- k ±1"),
    ] {
        let mut app = app(lang);
        keys(&mut app, "3k");
        let line = status(&mut app, width, height);
        assert!(line.contains(label), "{line}");
    }
}

/// A percentage in the experiments' rows has its space, as the course
/// writes «10 %»: the interval («±3.5 %») and the k sweep's fill
/// (reader-en 4).
#[test]
fn the_experiments_rows_space_their_percentages() {
    let mut app = app(Lang::En);
    keys(&mut app, "4");
    fake_table_results(&mut app);
    let shown = screen(&mut app, 120, 40);
    let chars: Vec<char> = shown.chars().collect();
    let glued = chars
        .windows(2)
        .any(|pair| pair[0].is_ascii_digit() && pair[1] == '%');
    assert!(!glued, "{shown}");
    assert!(shown.contains('±'), "{shown}");
}

/// After a run, the keys that still work stay on the status line (r, ↑↓,
/// Esc), and `e` says what it does now: show the explanation, or hide it
/// (reader-en 29, 30; reader-es C19, C20).
#[test]
fn after_a_run_the_status_line_keeps_its_keys_and_e_says_what_it_does() {
    for (lang, width, height, repeat, back, explain, hide) in [
        (
            Lang::En,
            120,
            40,
            "r ×20 seeds",
            "Esc back",
            "e explain",
            "e hide text",
        ),
        (
            Lang::Es,
            80,
            24,
            "r 20 semillas",
            "Esc volver",
            "e explicar",
            "e ocultar",
        ),
    ] {
        let mut app = app(lang);
        keys(&mut app, "4");
        fake_table_results(&mut app);
        let shown = screen(&mut app, width, height);
        let line = super::status_of(&shown);
        assert!(line.contains(repeat) && line.contains(back), "{line}");
        if width >= 120 {
            assert!(line.contains("↑↓ row"), "{line}");
        }
        // The explanation's first words, on screen or not.
        let words = app.experiments_view().run.unwrap().outcomes[3].is_some();
        assert!(words);
        let before = line.contains(hide);
        assert!(before || line.contains(explain), "{line}");
        keys(&mut app, "e");
        let after = status(&mut app, width, height);
        if before {
            assert!(after.contains(explain), "{after}");
        } else {
            assert!(after.contains(hide), "{after}");
        }
    }
}

/// The Alternatives tab before a run shows every row it has room for
/// (reader-en 20); after a run, `c` and `v` are offered only where they
/// change something (reader-en 33).
#[test]
fn the_alternatives_tab_uses_its_room_and_offers_c_and_v_where_they_act() {
    let mut app = app(Lang::En);
    keys(&mut app, "44");
    let shown = screen(&mut app, 120, 40);
    assert!(!shown.contains("more (↓)"), "{shown}");
    fake_alternatives(&mut app, 23, true);
    let line = status(&mut app, 120, 60);
    assert!(!line.contains(" c ") && !line.contains(" v "), "{line}");
    // At 120×40 the chart fits under part of the table: c gives the rest.
    let line = status(&mut app, 120, 40);
    assert!(line.contains(" c whole table"), "{line}");
    // At 80×24 the table shows the rates or the costs: v says which next.
    let mut narrow = app_with_inbox(Lang::Es).0;
    keys(&mut narrow, "44");
    fake_alternatives(&mut narrow, 23, true);
    let line = status(&mut narrow, 100, 24);
    assert!(line.contains("v ver costes"), "{line}");
    keys(&mut narrow, "v");
    let line = status(&mut narrow, 100, 24);
    assert!(line.contains("v ver tasas"), "{line}");
}

/// A row described in words is shown whole, and a busy machine is said
/// once: on the status line when it is there, else in the row's words
/// (reader-en 19, reader-es B12).
#[test]
fn a_rows_words_are_whole_and_a_busy_machine_is_said_once() {
    for (lang, width, height, busy) in [
        (Lang::En, 120, 40, "timings spread widely (busy machine)"),
        (
            Lang::Es,
            80,
            24,
            "los tiempos varían mucho (máquina ocupada)",
        ),
    ] {
        let mut app = app(lang);
        keys(&mut app, "44");
        super::alternatives_tab::built_on_a_busy_machine(&mut app);
        // The blocked filter's row says the most.
        for _ in 0..6 {
            key(&mut app, KeyCode::Down);
            let shown = joined(&screen(&mut app, width, height));
            assert_eq!(shown.matches(busy).count(), 1, "{shown}");
        }
    }
}

/// The playground's shape keys say what they do, and a field's Enter
/// names what it will do (reader-en 32, reader-es C20).
#[test]
fn the_playground_keys_say_what_they_do() {
    for (lang, width, height, m, remove) in [
        (Lang::En, 120, 40, "←→ m", "Enter remove"),
        (Lang::Es, 80, 24, "←→ m", "Enter quitar"),
    ] {
        let mut app = app(lang);
        keys(&mut app, "2");
        let line = status(&mut app, width, height);
        assert!(line.contains(m), "{line}");
        keys(&mut app, "xr");
        let line = status(&mut app, width, height);
        assert!(line.contains(remove), "{line}");
    }
}

/// A refused removal where two probes share a counter says that counter
/// needs 2, and no marks of an earlier word stay on the counters; a
/// measurement takes the place of the last word's line (reader-en 36-38).
#[test]
fn playground_messages_belong_to_what_is_on_screen() {
    for (lang, width, height, needs) in [
        (
            Lang::En,
            120,
            40,
            "2 of its probes land on counter 9, which is at 1: too low to take 2 away",
        ),
        (
            Lang::Es,
            80,
            24,
            "su contador 9 está vacío, y cada palabra añadida sube todos sus contadores",
        ),
    ] {
        let mut app = app(lang);
        keys(&mut app, "2");
        super::add_old_fruits(&mut app, lang);
        keys(&mut app, "x");
        keys(&mut app, "rkiwi");
        key(&mut app, KeyCode::Enter);
        assert!(
            screen(&mut app, width, height)
                .lines()
                .any(|l| l.contains('−') && !l.contains('→'))
        );
        keys(&mut app, "rmango");
        key(&mut app, KeyCode::Enter);
        let shown = screen(&mut app, width, height);
        assert!(joined(&shown).contains(needs), "{shown}");
        assert!(
            !shown.lines().any(|l| l.contains('−') && !l.contains('→')),
            "{shown}"
        );
        // t: the measurement, not the earlier word's line.
        keys(&mut app, "ckiwi");
        key(&mut app, KeyCode::Enter);
        assert!(app.playground_view().last.is_some());
        keys(&mut app, "t");
        assert!(app.playground_view().last.is_none());
        let shown = screen(&mut app, width, height);
        assert!(!shown.contains("«kiwi» →"), "{shown}");
    }
}

/// The repeat's tally, once every seed has run, says so once, and lists
/// each row's ✗ in words (reader-en 25, 34).
#[test]
fn the_experiments_help_says_what_r_does() {
    for (lang, said) in [
        (Lang::En, "20 seeds: how often each row gets ✗"),
        (Lang::Es, "20 semillas: cuántos ✗ saca cada fila"),
    ] {
        let mut app = app(lang);
        keys(&mut app, "4?");
        let shown = screen(&mut app, 80, 24);
        assert!(shown.contains(said), "{shown}");
        assert!(!shown.contains("1: 2/1"), "{shown}");
    }
}

/// Column headings are whole words or the course's notation, never a word
/// cut short (reader-es B15): the sizing table's bits per element is m/n,
/// the costs' refused keys «rechazos».
#[test]
fn column_headings_are_not_cut_words() {
    let mut app = app(Lang::Es);
    keys(&mut app, "3");
    let shown = screen(&mut app, 80, 24);
    let heading = shown.lines().find(|l| l.contains("memoria")).unwrap();
    assert!(
        !heading.contains("bits/el") && heading.contains("m/n"),
        "{shown}"
    );
    keys(&mut app, "q44");
    fake_alternatives(&mut app, 23, true);
    keys(&mut app, "v");
    let shown = screen(&mut app, 80, 24);
    assert!(
        shown.contains("rechazos") && !shown.contains("rechaz."),
        "{shown}"
    );
}

/// The chosen exercise's summary is shown whole, not cut with «…»
/// (reader-es B14).
#[test]
fn the_chosen_exercise_is_described_whole() {
    for (lang, width, height, end) in [
        (Lang::Es, 80, 24, "(se admite el doble hash)."),
        (Lang::En, 120, 40, "(double hashing allowed)."),
    ] {
        let mut app = app(lang);
        keys(&mut app, "7");
        let shown = joined(&screen(&mut app, width, height));
        assert!(shown.contains(end), "{shown}");
    }
}
