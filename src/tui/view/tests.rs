use super::status_line::shortened_note;

/// Reader 39 (es 1.9): a word of two lines gave way, and a word of one
/// line after it went too though a row was left for it.
#[test]
fn a_short_help_puts_back_the_words_that_fit() {
    use super::help::{GroupKind, HelpGroup, fit_help};
    use ratatui::text::Line;
    let lines = |count: usize, text: &str| vec![Line::raw(text.to_owned()); count];
    let term = |name: &str, count: usize| {
        HelpGroup::new(lines(count, name), GroupKind::Term(name.to_owned()))
    };
    let groups = vec![
        HelpGroup::new(lines(1, "On the screen:"), GroupKind::Heading),
        term("one", 1),
        term("two", 2),
        term("three", 1),
        HelpGroup::new(lines(1, "Esc"), GroupKind::Kept),
        HelpGroup::new(lines(1, "Ctrl+C"), GroupKind::Kept),
        HelpGroup::new(lines(1, "?"), GroupKind::Kept),
    ];
    let note = |gone: &[String]| lines(1, &format!("left out: {}", gone.join(", ")));
    // Seven rows: without «two», «three» fits beside the note.
    let shown: Vec<String> = fit_help(groups, 7, (note, note))
        .0
        .iter()
        .map(|line| line.to_string())
        .collect();
    assert_eq!(
        shown,
        [
            "On the screen:",
            "one",
            "three",
            "left out: two",
            "Esc",
            "Ctrl+C",
            "?"
        ]
    );
}

/// Reader 34 (en 1.5): from 100 columns on, a note beside two rows of
/// keys shares the first (the line keeps its two rows, reader 25), and
/// ran into the keys as one sentence («… s measures with it.  s
/// measure seed 21»). A bar ends it.
#[test]
fn a_note_beside_keys_ends_with_a_bar() {
    use crate::tui::protocol::KeyHelp;
    let lang = crate::lang::Lang::En;
    let keys: Vec<KeyHelp> = (0..10)
        .map(|i| KeyHelp::new(format!("k{i}"), "does something"))
        .collect();
    let note = "Seed 21 is new already: the repeat did not use it.";
    let rows = super::status_rows(&keys, Some(note), 120, lang);
    assert_eq!(rows, 2);
    let theme = crate::tui::theme::Theme::monochrome();
    let (lines, _) = super::status_line(&keys, Some(note), (120, rows), lang, &theme);
    let first: String = lines[0].spans.iter().map(|s| s.content.as_ref()).collect();
    assert!(first.starts_with(&format!(" {note} │ k")), "{first}");
    assert!(first.chars().count() <= 120, "{first}");
}

/// A saved figure's note too long for the status line keeps what it
/// says and the file's name (reader-es, third round: it began
/// «…a guardada: /tmp/…»).
#[test]
fn a_long_note_keeps_its_words_and_the_files_name() {
    let note = "Figura guardada: /tmp/reader3-es/bloomlab-sizing-20261202-135501.svg";
    let shown = shortened_note(note, 50);
    assert!(shown.chars().count() <= 50);
    assert!(shown.starts_with("Figura guardada: …"), "{shown}");
    assert!(shown.ends_with("-135501.svg"), "{shown}");
    assert_eq!(shortened_note(note, 200), note);
    assert!(shortened_note(note, 20).starts_with('…'));
    assert!(shortened_note(note, 20).chars().count() <= 20);
}

/// Reader 6, es 20: the path is cut where a folder starts, never
/// inside a folder's name («…eaders6/es/…»).
#[test]
fn a_path_is_cut_at_a_folder() {
    let note = "figura guardada: /tmp/readers6/es/bloomlab-sizing-20261203-030840.svg";
    for room in 30..note.chars().count() {
        let shown = shortened_note(note, room);
        let after = shown.split_once('…').map_or("", |(_, after)| after);
        assert!(
            after.is_empty() || after.starts_with('/') || !after.contains('/'),
            "{room}: {shown}"
        );
    }
    assert_eq!(
        shortened_note(note, 60),
        "figura guardada: …/es/bloomlab-sizing-20261203-030840.svg"
    );
}

/// Reader 26 (es 1.6): a sentence too long for its row was cut at the
/// screen's edge mid-number («(del 20 % al 0,0001»). It ends at a
/// word, with «…», within its room.
#[test]
fn a_long_sentence_ends_at_a_word() {
    let note = "p ya vale 0,0001\u{a0}%, la más estricta que ofrece Dimensionar (del 20\u{a0}% al 0,0001\u{a0}%).";
    for room in 10..note.chars().count() {
        let shown = shortened_note(note, room);
        assert!(shown.chars().count() <= room, "{room}: {shown}");
        assert!(shown.ends_with(" …"), "{room}: {shown}");
        let kept = shown.trim_end_matches(" …");
        assert!(note.starts_with(kept), "{room}: {shown}");
        // Cut between words (a comma before the cut gives way).
        assert!(
            note[kept.len()..].starts_with([' ', ',']),
            "{room}: {shown}"
        );
    }
}

/// Readers 49 (es 2.1): the rows were counted with Esc where the list
/// has it, in the middle, and drawn with Esc last, where it goes: the
/// rows broke elsewhere, and «Tab 1-4» gave way to «…» on rows counted
/// to hold every key. Wherever the rows are counted for the keys alone
/// (fewer than the three a line takes at most), every key is drawn.
#[test]
fn rows_counted_for_every_key_draw_every_key() {
    use crate::tui::protocol::KeyHelp;
    let lang = crate::lang::Lang::Es;
    // The Alternatives tab's keys after a run, in the list's order.
    let keys = vec![
        KeyHelp::new("s", "repetir, misma semilla"),
        KeyHelp::new("c", "ver gráfico"),
        KeyHelp::new("v", "ver costes"),
        KeyHelp::new("e", "explicar"),
        KeyHelp::new("Esc", "volver").last_on_line(),
        KeyHelp::new("+", "10⁶"),
        KeyHelp::new("< >", "tasa"),
        KeyHelp::new("d", "otra semilla"),
        KeyHelp::new("f", "guardar"),
        KeyHelp::new("↑↓", "fila"),
        KeyHelp::new("Tab 1-4", "pestaña"),
        KeyHelp::new("?", "ayuda"),
    ];
    let theme = crate::tui::theme::Theme::monochrome();
    for width in 40..100 {
        let rows = super::status_rows(&keys, None, width, lang);
        if rows >= 3 {
            continue;
        }
        let (lines, on_line) = super::status_line(&keys, None, (width, rows), lang, &theme);
        assert_eq!(on_line.len(), keys.len(), "{width} columns: {on_line:?}");
        assert!(lines.len() <= usize::from(rows), "{width} columns");
    }
}
