//! Readers 31 (what was left of their lists) and 32: Spanish at 80×24,
//! English at 120×40.

use super::{joined, keys, screen};

/// Reader 31 (en 3.2): a new n kept the seed a repeat had reached («not
/// started · seed 28»), where the student expects a new table to start
/// where `bloomlab table --n` does. A new n goes back to seed 1.
#[test]
fn a_new_n_starts_its_table_at_seed_one() {
    for (lang, _) in super::SEEN {
        let mut app = super::app(lang);
        keys(&mut app, "4dd");
        assert_eq!(app.experiments_view().seed, 3, "{lang:?}");
        keys(&mut app, "-");
        assert_eq!(app.experiments_view().seed, 1, "{lang:?}");
        // The other tabs keep theirs.
        keys(&mut app, "2d");
        keys(&mut app, "1+");
        keys(&mut app, "2");
        assert_eq!(app.experiments_view().seed, 2, "{lang:?}");
    }
}

/// Reader 31 (es 2.1): while «- again: … Any other key: it stays» waited,
/// the status line lost every key but «? help». The question takes a row
/// of its own and the keys stay in place, as under the playground's «e
/// again».
#[test]
fn a_discard_question_leaves_the_keys_in_place() {
    for (lang, (width, height)) in super::SEEN {
        let mut app = super::app(lang);
        keys(&mut app, "4");
        super::finish_run(&mut app, bloomlab::tui::Tab::Table, 1_000_000, |_| 1.0);
        let before = screen(&mut app, width, height);
        keys(&mut app, "-");
        let asked = screen(&mut app, width, height);
        let back = bloomlab::t!(lang, "exp-key-back");
        let tab = bloomlab::t!(lang, "exp-key-suite");
        for words in [&back, &tab] {
            assert!(
                joined(&before).contains(words.as_str()),
                "{lang:?}: {before}"
            );
            assert!(joined(&asked).contains(words.as_str()), "{lang:?}: {asked}");
        }
        let ask = bloomlab::t!(
            lang,
            "exp-table-discard-ask",
            key = "-",
            n = bloomlab::units::count(lang, app.experiments_view().n / 10)
        );
        let row = asked
            .lines()
            .find(|line| line.contains(&super::first_words(&ask, 4).replace('\u{a0}', " ")))
            .unwrap_or_else(|| panic!("{lang:?}: {asked}"));
        assert!(!row.contains(back.as_str()), "{lang:?}: {asked}");
    }
}

/// Reader 31 (en 5.2): at 0.2 %, Sizing said 12.93 bits per element and
/// the Alternatives tab 12.94 for the same filter, with no reason given.
/// The tab's Bloom filter is held in whole 64-bit words; its sentence says
/// so, with Sizing's m/n beside it.
#[test]
fn the_alternatives_bloom_row_says_its_words_round_up() {
    for (lang, (width, height)) in super::SEEN {
        let mut app = super::app(lang);
        keys(&mut app, "44");
        super::fake_alternatives_at(&mut app, vec![0.002], 5, true);
        let shown = joined(&screen(&mut app, width, height));
        let (tab, sizing) = match lang {
            bloomlab::lang::Lang::Es => ("12,94", "la m/n de Dimensionar es 12,93"),
            bloomlab::lang::Lang::En => ("12.94", "Sizing's m/n is 12.93"),
        };
        assert!(shown.contains(tab), "{lang:?}: {shown}");
        assert!(shown.contains(sizing), "{lang:?}: {shown}");
        // Sizing itself says 12.93 for these n and p.
        let sizing_screen = bloomlab::sizing::solve(&bloomlab::sizing::SizingRequest {
            n: Some(100_000),
            p: Some(0.002),
            ..Default::default()
        })
        .unwrap();
        assert_eq!(format!("{:.2}", sizing_screen.bits_per_element), "12.93");
    }
}

/// Reader 31 (en 1.1): the k sweep's chart ran down to 0.1 %, and its
/// lower rows held only the dotted (m/n)·ln 2 guide: every rate lies
/// between 0.8 % and 10 %. The range now ends a little under the lowest
/// rate, so at most one plot row is without a curve or a mark, and 1 %
/// keeps its label.
#[test]
fn the_k_sweep_chart_spends_its_rows_on_the_rates() {
    for (lang, (width, height)) in super::SEEN {
        let mut app = super::app(lang);
        keys(&mut app, "42");
        super::finish_run(&mut app, bloomlab::tui::Tab::KSweep, 100_000, |_| 1.0);
        let shown = screen(&mut app, width, height);
        let lines: Vec<&str> = shown.lines().collect();
        let title = lines
            .iter()
            .position(|line| line.contains("(m/n)·ln 2 ─"))
            .unwrap_or_else(|| panic!("{lang:?}: {shown}"));
        let axis = lines
            .iter()
            .position(|line| line.contains('└'))
            .unwrap_or_else(|| panic!("{lang:?}: {shown}"));
        let plot = &lines[title + 1..axis];
        let drawn = |line: &&str| {
            line.chars()
                .any(|c| c == '█' || ('\u{2801}'..='\u{28ff}').contains(&c))
        };
        let empty = plot.iter().filter(|line| !drawn(line)).count();
        assert!(plot.len() >= 5, "{lang:?}: {shown}");
        assert!(empty <= 1, "{lang:?}: {empty} empty rows\n{shown}");
        assert!(
            plot.iter().any(|line| {
                let label = line.split('│').next().unwrap_or_default();
                label
                    .trim_matches([' ', '"', '\u{a0}'])
                    .replace('\u{a0}', " ")
                    == "1 %"
            }),
            "{lang:?}: {shown}"
        );
    }
}

/// Reader 31 (en 1.4): with k pinned at 10, Sizing's last note ended on
/// the row above the chart's title and read as running into it. Where
/// the chart has rows to spare (120×40), a blank row parts them, for
/// every pinned k and each p the keys reach.
#[test]
fn sizing_notes_keep_a_blank_row_above_the_chart() {
    for lang in [bloomlab::lang::Lang::En, bloomlab::lang::Lang::Es] {
        for p_keys in ["", "2", "22", "8", "88"] {
            let mut app = super::app(lang);
            keys(&mut app, &format!("3{p_keys}k"));
            for _ in 0..16 {
                let shown = screen(&mut app, 120, 40);
                let lines: Vec<&str> = shown.lines().collect();
                let title = lines
                    .iter()
                    .position(|line| line.contains(" ───"))
                    .unwrap_or_else(|| panic!("{lang:?}: {shown}"));
                assert!(
                    lines[title - 1].trim_matches([' ', '"']).is_empty(),
                    "{lang:?} {p_keys:?}:\n{shown}"
                );
                keys(&mut app, "+");
            }
        }
    }
}

/// The plot rows of the playground's chart on `shown`: those between its
/// title and its axis.
fn playground_plot_rows(shown: &str) -> usize {
    let lines: Vec<&str> = shown.lines().collect();
    let title = lines.iter().position(|line| line.contains(" ───"));
    let axis = lines.iter().position(|line| line.contains('└'));
    match (title, axis) {
        (Some(title), Some(axis)) if axis > title => axis - title - 1,
        _ => 0,
    }
}

/// Reader 31 (es 1.2): at m = 32, k = 3 and n = 5000, the chart was
/// squeezed to three rows, the whole curve on the top one, over three
/// blank rows kept for messages. The room kept gives way to the chart's
/// least plot; (es 3.1) after t at m = 4096, k = 16, the measurement's
/// explanation took the chart's place: under the chart it is cut to its
/// first sentence, and g shows it whole under the bits.
#[test]
fn the_playground_chart_keeps_its_plot_under_long_text() {
    for (lang, (width, height)) in super::SEEN {
        let mut app = super::app(lang);
        keys(&mut app, "2WWWWWg");
        assert_eq!(app.playground_view().filter.m, 32);
        let shown = screen(&mut app, width, height);
        assert!(playground_plot_rows(&shown) >= 5, "{lang:?}:\n{shown}");
        keys(&mut app, "t");
        let shown = screen(&mut app, width, height);
        assert!(playground_plot_rows(&shown) >= 5, "{lang:?}:\n{shown}");

        let mut app = super::playground_with_m(lang, "", 4096);
        for _ in 0..13 {
            super::key(&mut app, crossterm::event::KeyCode::Up);
        }
        assert_eq!(app.playground_view().filter.k, 16, "{lang:?}");
        keys(&mut app, "tg");
        let shown = screen(&mut app, width, height);
        assert!(playground_plot_rows(&shown) >= 5, "{lang:?}:\n{shown}");
        let why = bloomlab::t!(lang, "play-chart-too-small", cells = "bits");
        assert!(!joined(&shown).contains(&why[..12]), "{lang:?}:\n{shown}");
        keys(&mut app, "g");
        let bits = joined(&screen(&mut app, width, height));
        let whole = match lang {
            bloomlab::lang::Lang::Es => "La tasa exacta es la media",
            bloomlab::lang::Lang::En => "The exact rate averages",
        };
        assert!(bits.contains(whole), "{lang:?}:\n{bits}");
    }
}

/// The row of the playground's cell numbers («0  1  2 …») on `shown`.
fn cell_numbers_row(shown: &str) -> Option<usize> {
    shown.lines().position(|line| {
        let words: Vec<&str> = line.trim_matches([' ', '"']).split_whitespace().collect();
        words.len() > 3 && words[..4] == ["0", "1", "2", "3"]
    })
}

/// Reader 32 (es 1.5, 5.2): the playground's rates went onto one line or
/// two as their digits grew («… · este filtro (12/32)^3 5,27 %» on one
/// row, «este filtro (3/32)^3 0,0824 %» on its own), and the bits under
/// them moved; they had three digits where every other screen writes a
/// formula's rate with four. This filter's rate has a line of its own,
/// every rate four digits, and the bits stay put.
#[test]
fn the_playground_rates_keep_their_rows_and_four_digits() {
    for (lang, (width, height)) in super::SEEN {
        let mut app = super::app(lang);
        keys(&mut app, "2auva");
        super::key(&mut app, crossterm::event::KeyCode::Enter);
        let one = screen(&mut app, width, height);
        keys(&mut app, "f");
        let fruits = screen(&mut app, width, height);
        assert_eq!(
            cell_numbers_row(&one),
            cell_numbers_row(&fruits),
            "{lang:?}:\n{one}\n{fruits}"
        );
        assert!(cell_numbers_row(&one).is_some(), "{lang:?}:\n{one}");
        let exact = match lang {
            bloomlab::lang::Lang::Es => "exacta 5,615",
            bloomlab::lang::Lang::En => "exact 5.615",
        };
        assert!(joined(&fruits).contains(exact), "{lang:?}:\n{fruits}");
    }
}

/// A counting filter of m = 8 counters and k = 16, the fruits added and
/// «uva» removed: counters hit more than once, and one stuck at 15.
pub(super) fn uva_removed_at_m_8_k_16(lang: bloomlab::lang::Lang) -> bloomlab::tui::App {
    let mut app = super::app(lang);
    keys(&mut app, "2x");
    for _ in 0..15 {
        super::key(&mut app, crossterm::event::KeyCode::Up);
    }
    keys(&mut app, "mmmmmmmmmfruva");
    super::key(&mut app, crossterm::event::KeyCode::Enter);
    app
}

/// Reader 32 (es 1.2, 4.3, 2.1): removing «uva» at m = 8, k = 16 from a
/// counting filter listed each counter hit more than once («dos veces en
/// el contador 0, 3 veces en el contador 1, …») and the line was cut
/// before the stuck counter's reason. One clause says it; the message
/// ends whole. And «press g for the bits» under the counting filter named
/// the wrong cells.
#[test]
fn a_removal_from_a_crowded_counter_filter_is_said_whole() {
    for (lang, (width, height)) in super::SEEN {
        let mut app = uva_removed_at_m_8_k_16(lang);
        assert_eq!(app.playground_view().filter.m, 8, "{lang:?}");
        let shown = joined(&screen(&mut app, width, height));
        let each = bloomlab::t!(lang, "lesson-remove-lands-each", word = "uva");
        assert!(shown.contains(&each), "{lang:?}:\n{shown}");
        let end = match lang {
            bloomlab::lang::Lang::Es => "ya no puede bajar nunca",
            bloomlab::lang::Lang::En => "can never go down again",
        };
        assert!(shown.contains(end), "{lang:?}:\n{shown}");
        let counters = bloomlab::t!(lang, "play-chart-too-small", cells = "counters");
        let bits = bloomlab::t!(lang, "play-chart-too-small", cells = "bits");
        assert_ne!(counters, bits);
    }
}

/// Reader 32 (es 1.4): on the Alternatives table, the row whose rate
/// filled its column («0,00979 %») had its ± a column right of every
/// other row's. Every measured row's ± stands in one column.
#[test]
fn the_alternatives_plus_minus_signs_line_up() {
    for (lang, (width, height)) in super::SEEN {
        let mut app = super::app(lang);
        keys(&mut app, "44");
        super::fake_alternatives_at(&mut app, vec![0.01, 0.001, 0.0001], 12, true);
        let shown = screen(&mut app, width, height);
        let columns: std::collections::BTreeSet<usize> = shown
            .lines()
            .filter(|line| !line.contains("±rel"))
            .filter_map(|line| line.chars().position(|c| c == '±'))
            .collect();
        assert_eq!(columns.len(), 1, "{lang:?}:\n{shown}");
        assert!(
            shown.contains("0,00") || shown.contains("0.00"),
            "{lang:?}:\n{shown}"
        );
    }
}

/// Reader 32's wording: «una clave que nunca recibió» and a capital after
/// the row's name (es 4.2); «otras … que antes» (es 4.4); «This answer is
/// between 0 and 1» for 8.035 (en 4.1); «That key only kept them» (en
/// 4.2); a running chart's title that did not say what its axis is (en
/// 1.2); the quiz's n, which worked unlisted (es 2.2); t/f listed as if
/// they only chose (en 2.1).
#[test]
fn reader_thirty_twos_wording() {
    use bloomlab::lang::Lang;
    let exact = bloomlab::t!(Lang::Es, "exp-alt-exact-why");
    assert!(exact.starts_with("un conjunto hash") && !exact.contains("nunca recibió"));
    assert!(bloomlab::t!(Lang::En, "exp-alt-exact-why").starts_with("a hash set"));
    let seed = bloomlab::t!(Lang::Es, "lesson-rerun-seed", seed = 2);
    assert!(!seed.contains("que antes"), "{seed}");
    let share = bloomlab::t!(Lang::En, "quiz-number-share-over-one", typed = "8.035");
    assert!(!share.contains("is between 0 and 1"), "{share}");
    let kept = bloomlab::t!(Lang::En, "play-empty-kept");
    assert!(!kept.contains("only kept them"), "{kept}");
    for lang in [Lang::Es, Lang::En] {
        let title = bloomlab::t!(lang, "exp-chart-convergence-instead", row = "");
        assert!(title.contains('÷'), "{title}");
    }
    for (lang, (width, height)) in super::SEEN {
        let mut app = super::app(lang);
        keys(&mut app, "5");
        super::key(&mut app, crossterm::event::KeyCode::Enter);
        super::answer_first(&mut app);
        let status = super::status_of(&screen(&mut app, width, height));
        assert!(status.contains("→ n Enter"), "{lang:?}: {status}");
    }
}

/// Reader 32 (en 4.3): «n = 4,004 words; 2442 counters stuck at 15»: the
/// stuck counters' count is grouped as the numbers beside it.
#[test]
fn the_stuck_counters_are_counted_with_grouped_digits() {
    let mut app = super::playground_with_m(bloomlab::lang::Lang::En, "x", 4096);
    for _ in 0..15 {
        super::key(&mut app, crossterm::event::KeyCode::Up);
    }
    keys(&mut app, "WWWW");
    let shown = joined(&screen(&mut app, 120, 40));
    let stuck = shown
        .split("counters stuck")
        .next()
        .and_then(|before| before.rsplit(' ').nth(1))
        .unwrap_or_default()
        .to_owned();
    assert!(stuck.contains(','), "{stuck}: {shown}");
}

/// Reader 32 (en 5.2): after a removal, the grid put «−» («goes down»)
/// under counters the line above said stay stuck at 15. A stuck counter
/// has no mark.
#[test]
fn a_stuck_counter_gets_no_removal_mark() {
    for (lang, (width, height)) in super::SEEN {
        let mut app = uva_removed_at_m_8_k_16(lang);
        let shown = screen(&mut app, width, height);
        let lines: Vec<&str> = shown.lines().collect();
        let numbers = cell_numbers_row(&shown).unwrap_or_else(|| panic!("{lang:?}:\n{shown}"));
        // The values above the numbers, the marks below them; counter 4
        // is the stuck one.
        let values: Vec<&str> = lines[numbers - 1]
            .trim_matches([' ', '"'])
            .split_whitespace()
            .collect();
        assert_eq!(values[4], "15", "{lang:?}:\n{shown}");
        let column = lines[numbers]
            .find(" 4 ")
            .map(|at| at + 1)
            .unwrap_or_default();
        let mark = lines[numbers + 1]
            .chars()
            .nth(lines[numbers][..column].chars().count());
        assert_ne!(mark, Some('−'), "{lang:?}:\n{shown}");
        assert!(lines[numbers + 1].contains('−'), "{lang:?}:\n{shown}");
    }
}

/// The whole open lesson step at `width` × `height`, read from its top
/// down a page at a time.
fn whole_step(app: &mut bloomlab::tui::App, width: u16, height: u16) -> String {
    use crossterm::event::KeyCode;
    // PgUp, not Home: Home at the step's top opens step 1.
    for _ in 0..12 {
        super::key(app, KeyCode::PageUp);
    }
    let mut text = joined(&screen(app, width, height));
    for _ in 0..12 {
        super::key(app, KeyCode::PageDown);
        text.push_str(&joined(&screen(app, width, height)));
    }
    text
}

/// Reader 31 (en 3.1) and reader 32 (en 1.1): on lesson 2's step 4, «This
/// step's measurement follows, further down» went after d (a new seed),
/// and the text under it moved up a row. The line is decided by the
/// answer's view alone, so it stays.
#[test]
fn the_measurement_below_line_stays_after_a_new_seed() {
    let (width, height) = (120, 40);
    for lang in [bloomlab::lang::Lang::En, bloomlab::lang::Lang::Es] {
        let (mut app, inbox) = super::app_with_inbox(lang);
        super::reader_twelve_rest::answered_step_four(&mut app);
        super::reader_twelve_rest::drain(&mut app, &inbox);
        let below = bloomlab::t!(lang, "lesson-measurement-below");
        let first = screen(&mut app, width, height);
        let before = whole_step(&mut app, width, height);
        keys(&mut app, "d");
        super::reader_twelve_rest::drain(&mut app, &inbox);
        let after = whole_step(&mut app, width, height);
        assert_eq!(
            before.contains(&below),
            after.contains(&below),
            "{lang:?}:\n{first}"
        );
        assert!(before.contains(&below), "{lang:?}:\n{first}");
    }
}

/// Reader 32 (en 2.2): the fill estimate's field ends in « %» already,
/// so a typed % changed nothing on screen, while the check asked for it.
/// A typed % shows, with the cursor after it.
#[test]
fn a_typed_percent_sign_shows_in_the_fill_estimate() {
    for (lang, (width, height)) in super::SEEN {
        let mut app = super::app(lang);
        keys(&mut app, "4");
        super::key(&mut app, crossterm::event::KeyCode::Enter);
        keys(&mut app, "50");
        let plain = joined(&screen(&mut app, width, height));
        assert!(plain.contains("50▏ %"), "{lang:?}: {plain}");
        keys(&mut app, "%");
        let shown = joined(&screen(&mut app, width, height));
        assert!(shown.contains("50 %▏"), "{lang:?}: {shown}");
    }
}

/// Reader 32 (en, at 80×22): the Exercises screen cut its last line,
/// «It builds on the lesson “Where the formula comes from, and how to read
/// an», with nothing to say more was below. The introduction gives way
/// where the list and the commands need its rows.
#[test]
fn the_exercises_screen_ends_whole_at_its_least_size() {
    for (lang, (width, height)) in [
        (bloomlab::lang::Lang::En, (80, 22)),
        (bloomlab::lang::Lang::Es, (80, 22)),
        (bloomlab::lang::Lang::Es, (80, 24)),
        (bloomlab::lang::Lang::En, (120, 40)),
    ] {
        let mut app = super::app(lang);
        keys(&mut app, "7");
        for _ in 0..3 {
            super::key(&mut app, crossterm::event::KeyCode::Down);
        }
        let shown = joined(&screen(&mut app, width, height));
        let end = match lang {
            bloomlab::lang::Lang::En => "how to read an experiment”",
            bloomlab::lang::Lang::Es => "cómo leer un experimento»",
        };
        assert!(shown.contains(end), "{lang:?} {width}×{height}: {shown}");
    }
}
