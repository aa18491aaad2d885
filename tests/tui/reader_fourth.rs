//! The third readers' findings on the experiments, Sizing and Exercises
//! screens: sizes that add up, claims the timings do not back, status
//! lines that name every working key, keys offered only where they work,
//! a screen that follows `bloomlab grade`, a scrolled panel that says
//! there is more above, the glossary's words. Each in both languages, at
//! the size the reader used: Spanish at 80×24, English at 120×40 (and
//! English at 80×24 where that reader looked there).

use super::screen_behaviour::status;
use super::*;

/// Whether the status line ends saying that `?` lists more keys.
fn ends_with_more(line: &str, lang: Lang) -> bool {
    let line = line.trim_matches(|c: char| c == '"' || c == ' ');
    // One name since reader 8: the help lists what the line leaves out.
    let more = bloomlab::t!(lang, "app-help");
    line.ends_with(&format!("? {more}"))
}

/// A number as the screen writes it, read back.
fn number(text: &str, lang: Lang) -> f64 {
    let text = match lang {
        Lang::En => text.replace(',', ""),
        _ => text.replace(['\u{a0}', ' '], "").replace(',', "."),
    };
    text.trim().parse().unwrap()
}

/// en 7: the table tab's filters are written as Sizing writes them (two
/// decimals), and the two held at once add up to the memory it gives.
#[test]
fn the_table_sizes_read_as_sizing_writes_them_and_add_up() {
    let mut app = app(Lang::En);
    keys(&mut app, "4");
    let shown = joined(&screen(&mut app, 120, 40));
    let start = shown.find("filters ").expect("the sizes") + "filters ".len();
    let sizes: Vec<f64> = shown[start..]
        .split(" MB")
        .next()
        .unwrap()
        .split(" + ")
        .map(|size| number(size, Lang::En))
        .collect();
    assert_eq!(sizes.len(), 4, "{shown}");
    let start = shown.find("(one per core): up to ").unwrap() + "(one per core): up to ".len();
    let peak = number(shown[start..].split(" MB").next().unwrap(), Lang::En);
    assert!((sizes[2] + sizes[3] - peak).abs() < 0.015, "{shown}");
    // Sizing writes each of these filters the same way.
    let mut sizing = app_on(Lang::En, Store::in_memory());
    keys(&mut sizing, "3");
    while sizing.sizing_view().n < app.experiments_view().n {
        key(&mut sizing, KeyCode::Right);
    }
    assert_eq!(sizing.sizing_view().n, app.experiments_view().n);
    let sized = joined(&screen(&mut sizing, 120, 40));
    for size in &sizes {
        assert!(shown.contains(&format!("{size:.2} ")), "{size}: {shown}");
        let written = format!("{size:.2} MB");
        assert!(sized.contains(&written), "{written}: {sized}");
    }
    // In Spanish, at 80×24, whichever line fits has the two decimals.
    let mut app = app_on(Lang::Es, Store::in_memory());
    keys(&mut app, "4");
    let shown = joined(&screen(&mut app, 80, 24));
    assert!(
        shown.contains("(uno por núcleo): hasta 41,93 MB"),
        "{shown}"
    );
}

/// en 8: the blocked filter is not called faster; it says what it does.
#[test]
fn the_blocked_filter_is_not_called_faster() {
    for (lang, (width, height)) in SEEN {
        let mut app = app(lang);
        keys(&mut app, "44");
        fake_alternatives(&mut app, 16, true);
        let what = bloomlab::t!(lang, "exp-alt-one-cache-line-per-key");
        let mut seen = false;
        for _ in 0..16 {
            let shown = joined(&screen(&mut app, width, height));
            assert!(!shown.contains("faster") && !shown.contains("más rápido"));
            seen |= shown.contains(&what);
            key(&mut app, KeyCode::Down);
        }
        assert!(seen, "{lang:?}: the blocked row's words");
        assert!(
            !what.contains("faster") && !what.contains("rápido"),
            "{what}"
        );
    }
}

/// en 9: on the table tab, before a prediction and after a run, every
/// key that works is on the status line, or the line says `?` has more.
#[test]
fn the_table_status_line_names_every_working_key() {
    for (lang, (width, height)) in SEEN {
        // Before the prediction, away from seed 1: d, D and +- work.
        let mut app = app(lang);
        keys(&mut app, "4d");
        let before = status(&mut app, width, height);
        let all = ["d ", "D ", "+- "].iter().all(|k| before.contains(k));
        assert!(all || ends_with_more(&before, lang), "{lang:?}: {before}");
        if lang == Lang::En {
            assert!(all, "120 columns hold them all: {before}");
        }
        // After a run: +- changes n again.
        let mut app = app_on(lang, Store::in_memory());
        keys(&mut app, "4");
        fake_table_results(&mut app);
        let after = status(&mut app, width, height);
        assert!(
            after.contains("+- ") || ends_with_more(&after, lang),
            "{lang:?}: {after}"
        );
        if lang == Lang::En {
            assert!(after.contains("+- "), "{after}");
        }
        // The first − asks, as it clears the results (reader 26, en 2.2).
        let n = app.experiments_view().n;
        keys(&mut app, "--");
        assert_eq!(app.experiments_view().n, n / 10);
    }
}

/// en 10: at 80×24 the Alternatives tab shows the chart or the table; v
/// while the chart is shown brings back the table with the other
/// columns, and c then offers the chart again.
#[test]
fn v_on_a_short_screen_shows_the_table_it_changes() {
    for lang in [Lang::En, Lang::Es] {
        let mut app = app(lang);
        keys(&mut app, "44");
        fake_alternatives(&mut app, 16, true);
        keys(&mut app, "c");
        let chart = screen(&mut app, 80, 24);
        let costs = bloomlab::t!(lang, "exp-alt-ns-insert");
        assert!(!chart.contains(&costs), "{chart}");
        keys(&mut app, "v");
        let table = screen(&mut app, 80, 24);
        assert_ne!(chart, table, "{lang:?}: v changed nothing on screen");
        assert!(table.contains(&costs), "{table}");
        let line = super::status_of(&table);
        let chart_key = format!("c {}", bloomlab::t!(lang, "exp-key-show-chart"));
        assert!(
            line.contains(&chart_key) || ends_with_more(&line, lang),
            "{line}"
        );
        // c goes back to the chart, which v left as it was.
        keys(&mut app, "c");
        let back = screen(&mut app, 80, 24);
        assert!(!back.contains(&costs), "{back}");
        let drawn = |shown: &str| shown.lines().take(22).collect::<Vec<_>>().join("\n");
        assert_eq!(drawn(&back), drawn(&chart), "{lang:?}");
    }
}

/// es 6, en 11: with m pinned Sizing offers no k (it only refuses then)
/// and its help no +-; with k pinned both say what they do.
#[test]
fn sizing_offers_k_and_plus_minus_only_where_they_work() {
    for (lang, (width, height)) in SEEN {
        let mut app = app(lang);
        keys(&mut app, "3m");
        let line = status(&mut app, width, height);
        let pin_k = bloomlab::t!(lang, "sizing-key-pin-k");
        assert!(!line.contains(&format!("k {pin_k}")), "{line}");
        assert!(!line.contains("+-"), "{line}");
        keys(&mut app, "?");
        let help = screen(&mut app, width, height);
        assert!(!help.contains("+-"), "{help}");
        assert!(
            !help.contains(&bloomlab::t!(lang, "sizing-help-p")),
            "{help}"
        );
        keys(&mut app, "?");
        // Free m, pin k: now + and - move k.
        keys(&mut app, "mk");
        let line = status(&mut app, width, height);
        assert!(line.contains("+- k ±1"), "{line}");
        keys(&mut app, "?");
        let help = screen(&mut app, width, height);
        assert!(
            help.contains(&bloomlab::t!(lang, "sizing-key-fewer-more-k")),
            "{help}"
        );
        // Unpinned, + does nothing, and neither line offers it.
        let mut app = app_on(lang, Store::in_memory());
        keys(&mut app, "3");
        let k = app.sizing_view().sizing.unwrap().k;
        keys(&mut app, "+");
        assert_eq!(app.sizing_view().sizing.unwrap().k, k);
        assert!(!status(&mut app, width, height).contains("+-"));
        keys(&mut app, "?");
        assert!(!screen(&mut app, width, height).contains("+-"));
    }
}

/// en 13: the Exercises screen left open picks up a grade that
/// `bloomlab grade` saved from another terminal, with no key pressed.
#[test]
fn exercises_left_open_follow_a_grade_from_another_terminal() {
    for (lang, (width, height)) in SEEN {
        let folder = tempfile::tempdir().unwrap();
        let mut app = super::exercises_screen::app_on(folder.path(), lang);
        keys(&mut app, "7");
        let never = bloomlab::t!(lang, "exscreen-never-tried");
        let before = screen(&mut app, width, height);
        assert!(before.contains(&never), "{before}");
        let passed =
            super::exercises_screen::grade(folder.path(), "bloom", &["sh", "-c", "exit 3"]);
        assert!(!passed);
        let failed = bloomlab::t!(lang, "exscreen-failed", date = "", score = 0, max = 1);
        let failed = failed.split(':').next().unwrap().trim_end().to_owned();
        let failed = failed.trim_end_matches(|c: char| !c.is_alphabetic());
        let after = joined(&screen(&mut app, width, height));
        assert!(after.contains(failed), "{lang:?}: «{failed}» in {after}");
    }
}

/// es 21: the explanation scrolled with PgDn says that it goes on above
/// as well as below.
#[test]
fn a_scrolled_explanation_says_there_is_more_above() {
    // (Scrolled into the middle, it says both: `scrolled_text_says_both_ways`.)
    for (lang, (width, height)) in [(Lang::Es, (80, 24)), (Lang::En, (80, 24))] {
        let mut app = app(lang);
        keys(&mut app, "4");
        fake_table_results(&mut app);
        keys(&mut app, "e");
        let top = screen(&mut app, width, height);
        let (up, down) = match lang {
            Lang::En => ("▲ more above", "lines (PgDn)"),
            _ => ("▲ hay más arriba", "más (AvPág)"),
        };
        assert!(top.contains(down) && !top.contains(up), "{top}");
        key(&mut app, KeyCode::PageDown);
        let scrolled = screen(&mut app, width, height);
        assert!(scrolled.contains(up), "{lang:?}: {scrolled}");
    }
}

/// es 15, en 16: the Alternatives help and its chart legend write log₂,
/// as the lessons do, and so does the lesson's size sentence.
#[test]
fn the_screens_write_log_with_a_subscript_two() {
    for (lang, (width, height)) in SEEN {
        let mut app = app(lang);
        keys(&mut app, "44?");
        let help = screen(&mut app, width, height);
        assert!(help.contains("log₂(1/"), "{help}");
        assert!(!help.contains("log2"), "{help}");
        keys(&mut app, "?");
        fake_alternatives(&mut app, 16, true);
        keys(&mut app, "c");
        let mut shown = screen(&mut app, width, height);
        if !shown.contains("1.44·log₂") && !shown.contains("1,44·log₂") {
            keys(&mut app, "c");
            shown = screen(&mut app, width, height);
        }
        assert!(shown.contains("log₂(1/p)"), "{shown}");
        assert!(!shown.contains("log2"), "{shown}");
        let sentence = bloomlab::t!(
            lang,
            "exp-core-size-own-theory",
            own = "1 %",
            bits = "9.59",
            ratio = "1.44",
            name = "×",
            bound = "6.64"
        );
        assert!(sentence.contains("log₂(1/"), "{sentence}");
    }
}

/// en 16: the experiments say «bits per element», the glossary's words,
/// not «bits per key» beside them.
#[test]
fn the_experiments_say_bits_per_element() {
    for (lang, (width, height), element, key_word) in [
        (Lang::Es, (80, 24), "bits por elemento", "bits por clave"),
        (Lang::En, (120, 40), "bits per element", "bits per key"),
    ] {
        let mut app = app(lang);
        keys(&mut app, "44");
        let before = joined(&screen(&mut app, width, height));
        assert!(before.contains(element), "{before}");
        assert!(!before.contains(key_word), "{before}");
        keys(&mut app, "k");
        fake_alternatives(&mut app, 16, true);
        let after = joined(&screen(&mut app, 120, 40));
        assert!(after.contains(element), "{after}");
        assert!(!after.contains(key_word), "{after}");
        // The k sweep's question too.
        keys(&mut app, "2");
        let sweep = joined(&screen(&mut app, width, height));
        assert!(sweep.contains(element), "{sweep}");
        assert!(!sweep.contains(key_word), "{sweep}");
    }
}
