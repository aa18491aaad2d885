//! The sixth readers' findings (Spanish 80×24, English 120×40), fixed
//! after their round and tested in both languages.

use super::*;

/// Two gradings of the bloom exercise: one that crashed (a single check,
/// «stopped early»), then one that passed all nine checks.
fn crash_then_pass(lang: Lang) -> Store {
    let mut store = Store::in_memory();
    let check = super::graded_check;
    let grading = |n, checks| super::grading(lang, "bloom", n, checks);
    store.records.attempts.push(grading(
        0,
        vec![check(bloomlab::exercise::record::STOPPED_EARLY, false)],
    ));
    store.records.attempts.push(grading(
        1,
        (0..9)
            .map(|i| check(&format!("false-positive rate m=262144 k={i} n=20000"), true))
            .collect(),
    ));
    store
}

/// es 1–3, en 1–3: on an exercise's page in My results, a crash the next
/// grading fixed was still «still failing», `r` offered to review quiz
/// questions (and said the quiz was gone), and the chart drew nothing.
#[test]
fn an_exercise_page_shows_its_latest_grading() {
    for (lang, (width, height)) in SEEN {
        let mut app = app_on(lang, crash_then_pass(lang));
        keys(&mut app, "6");
        let shown = screen(&mut app, width, height);
        let text = joined(&shown);
        assert!(
            text.contains(&bloomlab::t!(lang, "history-still-failing")),
            "{text}"
        );
        // Checks fail; none is «missed» (reader 12, en 4.5).
        assert!(
            text.contains(&bloomlab::t!(lang, "history-none-failing")),
            "{text}"
        );
        let checks = bloomlab::t!(lang, "history-checks-word", max = 9);
        assert!(text.contains(&format!("9/9 {checks}")), "{text}");
        let stopped = bloomlab::exercise::record::check_words(
            bloomlab::exercise::record::STOPPED_EARLY,
            lang,
        )
        .unwrap();
        assert!(!text.contains(&stopped[..20]), "{text}");
        // No review of quiz questions on an exercise's page.
        let review = bloomlab::t!(lang, "history-key-review");
        assert!(!super::status_of(&shown).contains(&review), "{shown}");
        keys(&mut app, "r");
        let after = screen(&mut app, width, height);
        assert_eq!(after, shown, "r changes nothing here");
        // Both gradings are on the chart: its plot is not empty.
        let plot: String = shown
            .lines()
            .skip_while(|line| !line.contains("100 % │"))
            .take_while(|line| !line.contains('└'))
            .collect();
        assert!(
            plot.chars()
                .any(|c| c == '█' || ('\u{2801}'..='\u{28ff}').contains(&c)),
            "{shown}"
        );
    }
}

/// es 4: at 80×24 the k sweep and the small filter never showed their
/// chart (the table took the room it needs); now the table scrolls and
/// the chart is drawn.
#[test]
fn the_sweep_and_the_small_filter_draw_their_chart_at_80_by_24() {
    for lang in [Lang::Es, Lang::En] {
        for tab in [Tab::KSweep, Tab::Small] {
            let mut app = app(lang);
            keys(&mut app, "4");
            finish_run(&mut app, tab, 400_000, |_| 1.0);
            let shown = screen(&mut app, 80, 24);
            let missing = bloomlab::t!(lang, "exp-table-chart-does-not-fit", missing = 1);
            assert!(!shown.contains(&missing[..12]), "{lang:?} {tab:?}: {shown}");
            assert!(shown.contains('└'), "{lang:?} {tab:?}: {shown}");
        }
    }
}

/// en 15: after the last change a several-answer question read «Your
/// answer: Counting filter» beside «Right answer: «Counting filter» + …».
/// Both sides of a question are quoted alike.
#[test]
fn both_answers_of_a_question_are_quoted_alike() {
    for (lang, (width, _)) in SEEN {
        let mut app = take_the_quiz(lang);
        // The labels are padded to one width: one space between words.
        let text = joined(&screen(&mut app, width, 400))
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ");
        let (yours, right) = match lang {
            Lang::Es => ("Tu respuesta: ", "Respuesta correcta: "),
            Lang::En => ("Your answer: ", "Right answer: "),
        };
        for pair in text.split(yours).skip(1) {
            let Some((given, correct)) = pair.split_once(right) else {
                continue;
            };
            // A several-answer question quotes each option, on both
            // sides, however many the student ticked.
            let several = |text: &str| text.contains("» + «");
            if several(given) || several(correct) {
                assert!(
                    given.starts_with('«') && correct.starts_with('«'),
                    "{lang:?}: {yours}{given}{right}{}",
                    &correct[..correct.len().min(80)]
                );
            }
        }
    }
}

/// en 6: the Experiments help gave plain double hashing, h1 + i·h2, where
/// the lesson (and the code) use the enhanced form.
#[test]
fn the_help_gives_the_double_hashing_the_lesson_teaches() {
    for (lang, (width, height)) in SEEN {
        let mut app = app(lang);
        // The small filter, whose rows are «indep.» and «doble».
        keys(&mut app, "43?");
        let help = screen(&mut app, width, height);
        assert!(help.contains("h1 + i·h2 + (i³ − i)/6"), "{help}");
    }
}

/// en 20, en 21, es 27: lesson 1 defines the kilobyte the Experiments
/// table uses, and its table of sizes writes megabytes as Sizing does
/// (11.98 MB, not ≈ 12 MB).
#[test]
fn lesson_one_writes_sizes_as_the_screens_do() {
    for (lang, kilobyte, size) in [
        (Lang::En, "a kilobyte, kB, is a thousand", "11.98 MB"),
        (Lang::Es, "un kilobyte, kB, son mil", "11,98 MB"),
    ] {
        let text = whole_lesson_text(&mut app(lang), 0);
        assert!(text.contains(kilobyte), "{lang:?}");
        assert!(text.contains(size), "{lang:?}");
        assert!(!text.contains("≈ 12 MB"), "{lang:?}");
    }
}

/// es 18: the k sweep's help listed +-, which changes n on the table
/// only; each tab's help lists it where it works.
#[test]
fn plus_minus_is_in_the_help_of_the_table_only() {
    for (lang, (width, height)) in SEEN {
        for (tab, listed) in [("1", true), ("2", false), ("3", false)] {
            let mut app = app(lang);
            keys(&mut app, "4");
            keys(&mut app, tab);
            keys(&mut app, "?");
            let help = screen(&mut app, width, height);
            assert_eq!(help.contains("+-"), listed, "{lang:?} tab {tab}: {help}");
        }
    }
}

/// My results lists ←→ only where there is another page to turn to (with
/// no results it listed «←→ other results», which did nothing).
#[test]
fn my_results_lists_left_right_only_with_another_page() {
    for (lang, (width, height)) in SEEN {
        let mut app = app(lang);
        keys(&mut app, "6");
        let status = screen(&mut app, width, height);
        assert!(!super::status_of(&status).contains("←→"), "{status}");
        let mut store = Store::in_memory();
        fixed_attempts(&mut store, lang);
        fixed_exercise_runs(&mut store, lang);
        let mut app = app_on(lang, store);
        keys(&mut app, "6");
        let status = screen(&mut app, width, height);
        assert!(super::status_of(&status).contains("←→"), "{status}");
    }
}

/// en 13: the playground's word list wrapped to the left margin; its
/// later lines now start under its first word.
#[test]
fn the_word_list_wraps_under_its_first_word() {
    for (lang, (width, height)) in SEEN {
        let mut app = app(lang);
        keys(&mut app, "2fw");
        let shown = screen(&mut app, width, height);
        let lines: Vec<&str> = shown.lines().collect();
        let label = bloomlab::t!(lang, "play-words-label");
        let first = lines
            .iter()
            .position(|line| line.contains(&label))
            .unwrap_or_else(|| panic!("{shown}"));
        let indent = lines[first].find(&label).unwrap() + label.len() + 1;
        let next = lines[first + 1].trim_start_matches('"');
        assert!(next.starts_with(&" ".repeat(indent - 1)), "{shown}");
        assert!(next.trim_start().starts_with(['«', '“']), "{shown}");
    }
}
