//! What the English reader at 120×40 found (issue 23's second round),
//! each checked in both languages at the size it was seen.

use super::*;

/// Both languages, as the reader and the catalogues name them.
const LANGS: [Lang; 2] = [Lang::En, Lang::Es];

/// The table at n = 10,000 (`QUERY_CAP` queries a row) repeated over
/// seeds until one run has been counted, then stopped (x), its runs all
/// ended.
pub(super) fn table_repeated_once(lang: Lang) -> (App, Receiver<Msg>) {
    let (mut app, inbox) = app_capped(lang);
    keys(&mut app, "4---");
    assert_eq!(app.experiments_view().n, 10_000);
    keys(&mut app, "r");
    let deadline = Instant::now() + Duration::from_secs(120);
    while app.experiments_view().repeat.unwrap().done < 1 {
        assert!(Instant::now() < deadline, "no run of the repeat ended");
        if let Ok(msg) = inbox.recv_timeout(Duration::from_millis(100)) {
            app.update(msg);
        }
    }
    keys(&mut app, "x");
    deliver_until_stopped(&mut app, &inbox, Duration::from_secs(60));
    (app, inbox)
}

/// #6 and #9: a repeat's summary says what chance alone expects (the
/// rows × the level), and goes when + or − clears the table it counted,
/// as the table's own results do.
#[test]
fn the_repeat_summary_names_its_expected_count_and_goes_with_its_table() {
    for lang in LANGS {
        let (mut app, _inbox) = table_repeated_once(lang);
        // The rows' count is named against chance's 5 %, and not put to
        // a binomial test: a run's rows share their keys (reader 9, es
        // 5.1); the runs, one per seed, are judged instead.
        let trials = app.experiments_view().repeat.unwrap().done * 4;
        let (head, chance) = match lang {
            Lang::En => (
                "Repeat over 20 seeds",
                format!("0 of the {trials} rows measured (chance: about 5 % of rows)"),
            ),
            _ => (
                "Repetir con 20 semillas",
                format!(
                    "0 de las {trials} filas medidas (el azar: alrededor del 5 % de las filas)"
                ),
            ),
        };
        let shared = bloomlab::t!(lang, "exp-repeat-stopped-unjudged", done = 1, seeds = 20);
        let shown = joined(&screen(&mut app, 120, 40));
        assert!(shown.contains(head), "{lang:?}: {shown}");
        assert!(shown.contains(&chance), "{lang:?}: {shown}");
        assert!(shown.contains(&shared), "{lang:?}: {shown}");
        // + changes n and clears the table; - at the smallest n changes
        // nothing, and keeps it (reader 10, en 2.9).
        for (key, cleared) in [("+", true), ("-", false)] {
            let (mut app, _inbox) = table_repeated_once(lang);
            keys(&mut app, key);
            assert_eq!(
                app.experiments_view().repeat.is_none(),
                cleared,
                "{lang:?} {key}"
            );
            let shown = joined(&screen(&mut app, 120, 40));
            assert_eq!(!shown.contains(head), cleared, "{lang:?} {key}: {shown}");
        }
    }
}

/// The small filter with its first `finished` rows measured at their
/// exact rate and the others still to come (no thread behind it).
fn small_filter_part_done(lang: Lang, finished: usize) -> App {
    use bloomlab::experiment::{Outcome, Tally};
    let mut app = app(lang);
    keys(&mut app, "4");
    let StartedRun { generation, specs } = app.start_run_without_engine(Tab::Small).unwrap();
    assert_eq!(specs.len(), 12);
    for (row, spec) in specs.iter().enumerate().take(finished) {
        let queries = 100_000;
        let tally = Tally {
            queries,
            false_positives: (queries as f64 * spec.fp_exact()).round() as u64,
            filters: 100,
            sum_fill: 50.0,
            ..Default::default()
        };
        let outcome = Outcome::from_tally(spec, &tally, false, 0.5);
        app.update(finished_row(generation, row, outcome));
    }
    app
}

/// The explanation shown for the selected row (e shows it if it is not).
fn explained(app: &mut App, marker: &str) -> String {
    let mut shown = joined(&screen(app, 120, 40));
    let lang = app.lang();
    let hide = format!("e {}", bloomlab::t!(lang, "exp-key-hide-explanation"));
    if !shown.contains(marker) && !shown.contains(&hide) {
        keys(app, "e");
        shown = joined(&screen(app, 120, 40));
    }
    // A long explanation scrolls in its room: PgDn to the marker.
    for _ in 0..10 {
        if shown.contains(marker) {
            break;
        }
        key(app, KeyCode::PageDown);
        shown = joined(&screen(app, 120, 40));
    }
    shown
}

/// #7: while some rows are still measuring, the explanation counts the
/// rows judged together against the rows the table shows.
#[test]
fn the_small_filter_counts_the_rows_its_table_shows() {
    for lang in LANGS {
        let mut app = small_filter_part_done(lang, 7);
        let (marker, partial) = match lang {
            Lang::En => (
                "Holm's method",
                "the 7 rows that have finished (of the 12 in the table) are judged together",
            ),
            _ => (
                "método de Holm",
                "las 7 filas que han terminado (de las 12 de la tabla) se juzgan juntas",
            ),
        };
        let shown = explained(&mut app, marker);
        assert!(shown.contains(partial), "{lang:?}: {shown}");
    }
}

/// #23: the small filter's chart said its rates as fractions (0.25) beside
/// a table in %. It now plots each rate divided by the exact one (reader
/// 10, es 1.11), and says so in its title; the middle label is that 1 (1.00, as every ratio axis).
#[test]
fn the_small_filter_chart_says_what_its_axis_is() {
    for lang in LANGS {
        let mut app = small_filter_part_done(lang, 7);
        let shown = screen(&mut app, 120, 40).replace('\u{a0}', " ");
        let title = bloomlab::t!(lang, "exp-chart-rate-against-n-m-12");
        assert!(shown.contains(title.trim()), "{lang:?}: {shown}");
        assert!(title.contains('÷'), "{title}");
        let one = if lang == Lang::Es {
            " 1,00 │"
        } else {
            " 1.00 │"
        };
        assert!(shown.contains(one), "{lang:?}: {shown}");
    }
}

/// The number written after `label` in `text` (digits, separators and
/// decimal mark), as a float.
fn number_after(text: &str, label: &str, lang: Lang) -> (String, f64) {
    let start = text
        .find(label)
        .unwrap_or_else(|| panic!("«{label}» in {text}"))
        + label.len();
    let raw: String = text[start..]
        .chars()
        .take_while(|c| c.is_ascii_digit() || matches!(c, '.' | ',' | ' ' | '\u{202f}'))
        .collect();
    let raw = raw.trim_end_matches(['.', ',', ' ']).to_owned();
    let plain: String = match lang {
        Lang::En => raw.replace([',', ' '], ""),
        _ => raw.replace([' ', '\u{202f}', '.'], "").replace(',', "."),
    };
    (raw, plain.parse().unwrap_or_else(|_| panic!("«{plain}»")))
}

/// Significant digits of a whole number written without separators.
fn significant(whole: f64) -> usize {
    format!("{whole:.0}").trim_end_matches('0').len()
}

/// #15: beside a p-value of two digits, «1 in N» has two digits too
/// (1 in 2,700 beside 0.00037, not 2,728), and the adjusted p-value is
/// the rows' multiple of the p-value shown (4 × 0.00037 = 0.00148).
#[test]
fn odds_and_adjusted_p_values_read_as_the_p_value_shown() {
    for lang in LANGS {
        let mut app = app(lang);
        keys(&mut app, "4");
        // The last row 3.56 standard deviations off: p ≈ 0.0004.
        super::experiments::finished_table(&mut app, [0.0, 0.0, 0.0, 3.56]);
        for _ in 0..3 {
            key(&mut app, KeyCode::Down);
        }
        let (p_label, odds_label, adjusted_label) = match lang {
            Lang::En => ("p-value ", "about 1 run in ", "adjusted p-value is "),
            _ => (
                "Valor p ",
                "alrededor de 1 de cada ",
                "valor p ajustado de esta fila es ",
            ),
        };
        // The whole explanation, page by page: its room is the chart's
        // readable height's remainder (reader 29, en 1.3).
        let mut shown = explained(&mut app, p_label);
        for _ in 0..6 {
            key(&mut app, KeyCode::PageDown);
            shown.push_str(&joined(&screen(&mut app, 120, 40)));
        }
        let (_, p) = number_after(&shown, p_label, lang);
        let (odds_text, odds) = number_after(&shown, odds_label, lang);
        // Said as its product where it has three digits or more:
        // «4 × 0.00049 = 0.00196» (readers 48, en 4.1).
        let at = shown.find(adjusted_label).expect("the adjusted p-value");
        let said = &shown[at..];
        let product = said.char_indices().take(60).any(|(_, c)| c == '×');
        let (adjusted_text, adjusted) = if product {
            number_after(said, "= ", lang)
        } else {
            number_after(said, adjusted_label, lang)
        };
        assert!(product, "{lang:?}: {said:.80}");
        assert!(p < 0.001, "{lang:?}: p {p} in {shown}");
        assert!(significant(odds) <= 2, "{lang:?}: 1 in {odds_text}");
        assert!(
            ((1.0 / p) / odds - 1.0).abs() < 0.05,
            "{lang:?}: 1 in {odds_text} beside p {p}"
        );
        let times = adjusted / p;
        assert!(
            (times - times.round()).abs() < 1e-9 && (2.0..=4.0).contains(&times.round()),
            "{lang:?}: adjusted {adjusted_text} beside p {p}"
        );
    }
}

/// #15: the memory held at once has the decimals of the sizes beside
/// it: two, as Sizing writes them (41.93 MB beside 17.97 + 23.96 MB;
/// reader 3, en 7), in MB and in kB, or three where two would not add
/// up (reader 21, en 5.3); never three, but the unit below, where two
/// would not (reader 41, es 5.1): bytes at n = 10⁴.
#[test]
fn the_table_line_sizes_memory_with_the_sizes_decimals() {
    for lang in LANGS {
        let mut app = app(lang);
        keys(&mut app, "4");
        for (minus, unit) in [("", " MB"), ("---", " bytes")] {
            keys(&mut app, minus);
            let shown = joined(&screen(&mut app, 120, 40));
            let label = match lang {
                Lang::En => "(one per core): ",
                _ => "(uno por núcleo): ",
            };
            let start = shown.find(label).expect("the memory line") + label.len();
            let peak: String = shown[start..].chars().take_while(|c| *c != '·').collect();
            let number = peak.split(unit).next().unwrap();
            let mark = if lang == Lang::En { '.' } else { ',' };
            let decimals = number.split(mark).nth(1).map_or(0, str::len);
            assert!(peak.contains(unit), "{lang:?}: «{peak}» in {shown}");
            let sizes_start = shown
                .find(if lang == Lang::En {
                    "filters "
                } else {
                    "filtros "
                })
                .unwrap()
                + 8;
            let first: String = shown[sizes_start..]
                .chars()
                .take_while(|c| *c != ' ')
                .collect();
            let size_decimals = first.split(mark).nth(1).map_or(0, str::len);
            assert!(decimals <= 2, "{lang:?}: «{peak}» in {shown}");
            assert_eq!(decimals, size_decimals, "{lang:?}: «{peak}» in {shown}");
        }
    }
}

/// One attempt at the first quiz finished at `at`, every answer right.
fn attempt(lang: Lang, id: &str, at: u64) -> bloomlab::records::QuizAttempt {
    let mut store = Store::in_memory();
    fixed_attempts(&mut store, lang);
    let mut attempt = store.records.attempts.remove(0);
    attempt.id = id.to_owned();
    attempt.finished_at = at;
    attempt
}

/// #19: My results left open picks up what another window saves, on the
/// next frame, with no key pressed.
#[test]
fn my_results_left_open_follows_another_window() {
    for lang in LANGS {
        let folder = tempfile::tempdir().unwrap();
        let mut first = app_built(
            lang,
            Store::open_in(folder.path(), lang),
            Start::Home,
            options(),
        )
        .0;
        let mut second = Store::open_in(folder.path(), lang);
        keys(&mut first, "6");
        let attempts = |count: usize| super::attempts_heading(lang, count);
        let none = bloomlab::t!(lang, "history-none-yet");
        assert!(joined(&screen(&mut first, 120, 40)).contains(&joined(&none)));
        second.record_attempt(attempt(lang, "a", 1_796_025_600));
        let shown = screen(&mut first, 120, 40);
        assert!(shown.contains(&attempts(1)), "{lang:?}:\n{shown}");
        second.record_attempt(attempt(lang, "b", 1_796_112_000));
        let shown = screen(&mut first, 120, 40);
        assert!(shown.contains(&attempts(2)), "{lang:?}:\n{shown}");
    }
}

/// #22: with m pinned, k keeps m pinned (its n and m still decide p and
/// k) and says how to pin k instead.
#[test]
fn sizing_k_with_m_pinned_keeps_m_and_says_so() {
    for lang in LANGS {
        let mut app = app(lang);
        keys(&mut app, "3");
        key(&mut app, KeyCode::Down);
        keys(&mut app, "m");
        let pinned = app.sizing_view().sizing.unwrap();
        keys(&mut app, "k");
        let after = app.sizing_view().sizing.unwrap();
        assert_eq!(
            (after.m_bits, after.k, after.fp_target),
            (pinned.m_bits, pinned.k, None),
            "{lang:?}"
        );
        let said = match lang {
            Lang::En => "k follows from the held m and n",
            _ => "k sale de la m fija y de n",
        };
        assert!(
            joined(&screen(&mut app, 120, 40)).contains(said),
            "{lang:?}"
        );
        // m is still pinned: more elements, same bits.
        key(&mut app, KeyCode::Right);
        assert_eq!(app.sizing_view().sizing.unwrap().m_bits, pinned.m_bits);
        assert!(!joined(&screen(&mut app, 120, 40)).contains(said));
    }
}

/// #24: My results counts points, not questions: «19/20 points», with
/// the plural the number asks for.
#[test]
fn my_results_says_points() {
    for (lang, word) in [(Lang::En, "points"), (Lang::Es, "puntos")] {
        let mut store = Store::in_memory();
        fixed_attempts(&mut store, lang);
        let max = store.records.attempts[0].max_score;
        let mut app = app_on(lang, store);
        keys(&mut app, "6");
        let shown = screen(&mut app, 120, 40);
        for score in [9, 14, 19] {
            let said = format!("{score}/{max} {word}");
            assert!(shown.contains(&said), "{lang:?}: {said} in\n{shown}");
        }
    }
}

/// #17: one spacing for × in a sentence: «1.49 × the lower bound …,
/// 1.00 × Bloom's bits», not «1.00×» beside «1.49 ×».
#[test]
fn times_is_spaced_alike_in_a_sentence() {
    for (lang, bloom) in [
        (Lang::En, " × Bloom's bits"),
        (Lang::Es, " × los bits de Bloom"),
    ] {
        let mut app = app(lang);
        keys(&mut app, "4");
        fake_alternatives(&mut app, 7, false);
        key(&mut app, KeyCode::Down);
        let shown = joined(&screen(&mut app, 120, 40));
        assert!(shown.contains(bloom), "{lang:?}: {shown}");
        for digit in '0'..='9' {
            let unspaced = format!("{digit}{}", bloom.trim_start());
            assert!(!shown.contains(&unspaced), "{lang:?}: {shown}");
        }
    }
}
