//! Reader 28's playground items (es at 80×24, en at 120×40): the bits
//! stay put, the footer names q, a used key's hint goes, the chart's dots
//! say what they are and take t's measurement, and a certain count is
//! not said to be chance.

use super::{app, key, keys, screen};
use bloomlab::lang::Lang;
use crossterm::event::KeyCode;

/// The row of the first line of bits: the one that starts with its
/// cells' values, «0» or «1», after the indent.
fn bits_row(shown: &str) -> usize {
    shown
        .lines()
        .position(|line| {
            let cells = line.trim_matches('"').trim();
            cells.starts_with("0  ") || cells.starts_with("1  ")
        })
        .unwrap_or_else(|| panic!("no bits on\n{shown}"))
}

/// Type `word` in the field `opener` opens, and press Enter.
fn typed(app: &mut bloomlab::tui::App, opener: &str, word: &str) {
    keys(app, opener);
    keys(app, word);
    key(app, KeyCode::Enter);
}

/// Reader 28 (en 1.6): after w, t took room from the word list (three
/// lines to one) and the bits jumped; a word typed moved them too. The
/// word list keeps its lines and the measurement goes under the bits.
#[test]
fn the_bits_stay_put_as_keys_are_pressed() {
    for (lang, (width, height)) in super::SEEN {
        let mut app = app(lang);
        keys(&mut app, "2w");
        let row = bits_row(&screen(&mut app, width, height));
        keys(&mut app, "t");
        let measured = screen(&mut app, width, height);
        assert_eq!(bits_row(&measured), row, "{lang:?} after t:\n{measured}");
        typed(&mut app, "a", "kiwi");
        let added = screen(&mut app, width, height);
        assert_eq!(bits_row(&added), row, "{lang:?} after a:\n{added}");
        keys(&mut app, "w");
        let more = screen(&mut app, width, height);
        assert_eq!(bits_row(&more), row, "{lang:?} after w:\n{more}");
    }
}

/// Reader 28 (en 2.5): q goes back, as the help says. The footer says
/// «Esc back» as every other screen's does (reader 46, es 2.6, en 2.4:
/// «Esc q back» here alone), and the help names q beside Esc.
#[test]
fn the_footer_says_back_as_everywhere_and_the_help_names_q() {
    for (lang, (width, height)) in super::SEEN {
        let mut app = app(lang);
        keys(&mut app, "2");
        let shown = screen(&mut app, width, height);
        let back = bloomlab::t!(lang, "ui-key-back");
        let status = super::status_of(&shown);
        assert!(
            status.contains(&format!("Esc {back}")),
            "{lang:?}: {status}"
        );
        assert!(!status.contains("Esc q"), "{lang:?}: {status}");
        keys(&mut app, "?");
        let help = screen(&mut app, width, height.max(40));
        let go_back = bloomlab::t!(lang, "app-go-back");
        assert!(
            super::joined(&help).contains(&format!("Esc q  {go_back}")),
            "{lang:?}:\n{help}"
        );
    }
}

/// Reader 28 (en 3.1): after c and g, the chart's line still offered g;
/// once g is pressed its hint is gone, and a new result offers it again.
#[test]
fn the_chart_stops_offering_g_once_pressed() {
    for (lang, (width, height)) in super::SEEN {
        let mut app = app(lang);
        keys(&mut app, "2xf");
        typed(&mut app, "c", "limón");
        keys(&mut app, "g");
        let offer = bloomlab::t!(lang, "play-key-show", what = "counters");
        let hint = |shown: &str| {
            let joined = super::joined(shown);
            let g_shows = match lang {
                Lang::Es => format!("g muestra sus {offer}"),
                _ => format!("g shows its {offer}"),
            };
            joined.contains(&g_shows)
        };
        let chart = screen(&mut app, width, height);
        assert!(super::joined(&chart).contains("limón"), "{chart}");
        assert!(!hint(&chart), "{lang:?}: g was just pressed:\n{chart}");
        typed(&mut app, "c", "pera");
        let again = screen(&mut app, width, height);
        assert!(hint(&again), "{lang:?}: a new result offers g:\n{again}");
    }
}

/// Reader 28 (en 6.1): the chart's dots are measurements, 10,000 queries
/// each, and the legend and the help say so; t's measurement is the dot
/// at its n, not another one beside the screen's.
#[test]
fn the_chart_plots_the_measurement_t_took() {
    for (lang, (width, height)) in super::SEEN {
        let mut app = app(lang);
        keys(&mut app, "2f");
        let before = *app.playground_view().chart.points().last().unwrap();
        keys(&mut app, "t");
        let after = *app.playground_view().chart.points().last().unwrap();
        assert_eq!(after.0, before.0, "{lang:?}: the same n");
        let rate = bloomlab::units::rate_with_digits(lang, after.1, 3);
        let shown = super::joined(&screen(&mut app, width, height));
        assert!(
            shown.contains(&rate.replace('\u{a0}', " ")),
            "{lang:?}: the dot at n = {} is {rate}, t said otherwise:\n{shown}",
            after.0
        );
        keys(&mut app, "g");
        let legend = bloomlab::t!(lang, "play-chart-measured").replace('\u{a0}', " ");
        let chart = super::joined(&screen(&mut app, width, height));
        assert!(chart.contains(&legend), "{chart}");
        assert!(legend.contains("10 000") || legend.contains("10,000"));
        keys(&mut app, "?");
        let help = super::joined(&screen(&mut app, width, height));
        let legend_words = match lang {
            Lang::Es => "medida con 10 000 consultas",
            _ => "measured, 10,000 queries each",
        };
        assert!(
            legend.contains(legend_words) && help.contains(legend_words),
            "{lang:?}: the help says the dots' queries as the legend does:\n{help}"
        );
    }
}

/// Reader 28 (en 6.4): with every bit set, the own rate is exactly 100 %
/// and every query must hit: not «as it should 19 times in 20».
#[test]
fn a_full_filter_counts_for_certain() {
    for (lang, (width, height)) in super::SEEN {
        let mut app = app(lang);
        keys(&mut app, "2wt");
        let shown = super::joined(&screen(&mut app, width, height));
        let certain = bloomlab::t!(lang, "play-measured-certain", all = "yes", cells = "bits");
        let chance = bloomlab::t!(lang, "play-measured-inside");
        assert!(
            shown.contains(&super::first_words(&certain, 6)),
            "{lang:?}:\n{shown}"
        );
        assert!(!shown.contains(&super::first_words(&chance, 6)), "{shown}");
        // Nor a 95 % interval beside the certain count (reader 33, en).
        assert!(!shown.contains("95 %"), "{lang:?}:\n{shown}");
    }
}
