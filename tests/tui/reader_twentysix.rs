//! Reader 26's items (es at 80×24, en at 120×40), fixed in stop 52.

use super::{key, keys, screen};
use bloomlab::lang::Lang;
use crossterm::event::KeyCode;

/// Reader 26 (es 3.3, en 3.2): a prediction already graded came back
/// after n cleared its comparison («Your prediction: Bloom … s measures
/// it») and was graded again on the next run. n now drops it with the
/// comparison; a prediction not yet measured stays.
#[test]
fn n_drops_a_graded_prediction_with_its_comparison() {
    for (lang, (width, height)) in super::SEEN {
        let mut app = super::alternatives_tab::at_target(lang, 0.002);
        screen(&mut app, width, height);
        key(&mut app, KeyCode::Left);
        keys(&mut app, "+");
        assert!(
            app.experiments_view().alternatives.guess_at.is_some(),
            "{lang:?}: a guess not yet measured stays"
        );
        keys(&mut app, "-");
        let generation = super::alternatives_tab::built(&mut app);
        super::alternatives_tab::all_done(&mut app, generation, false);
        let graded = screen(&mut app, width, height);
        assert!(
            app.experiments_view().alternatives.guess_at.is_some(),
            "{lang:?}: {graded}"
        );
        // The first + asks; the second clears.
        keys(&mut app, "++");
        let cleared = screen(&mut app, width, height);
        assert!(
            app.experiments_view().alternatives.guess_at.is_none(),
            "{lang:?}: {cleared}"
        );
        let ask = bloomlab::t!(lang, "exp-alt-predict-first", at = "");
        assert!(
            cleared.contains(&super::first_words(&ask, 2)),
            "{lang:?}: {cleared}"
        );
    }
}

/// Reader 26 (es 2.3): after a repeat and d, the note said seed 21 is
/// new and s measures with it, while the status line still offered
/// «s repetir». With a seed the shown run did not use, s names it
/// (reader 27, en 2.1: «s start» beside a full table read as wrong too).
#[test]
fn s_starts_on_a_seed_the_shown_run_did_not_use() {
    for (lang, (width, height)) in super::SEEN {
        let (mut app, _inbox) = super::reader_twelve_rest::repeated_to_the_end(lang);
        let again = format!("s {}", bloomlab::t!(lang, "exp-key-again"));
        let start = format!(
            "s {}",
            bloomlab::t!(lang, "exp-key-measure-seed", seed = "21")
        );
        keys(&mut app, "d");
        let shown = screen(&mut app, width, height);
        let status = super::status_of(&shown);
        assert!(status.contains(&start), "{lang:?}: {status}");
        assert!(!status.contains(&again), "{lang:?}: {status}");
    }
}

/// Reader 26 (es 1.11): after a review, My results' missed column moved
/// six columns right, and the review's legend left «otra vez» alone on
/// its last line. The columns stand still, and the legend's lines are
/// even.
#[test]
fn a_review_moves_no_column_and_orphans_no_word() {
    use bloomlab::records::{AttemptKind, Store};
    for (lang, (width, height)) in super::SEEN {
        let heading = bloomlab::t!(lang, "history-still-missed", count = 2, repeats = "yes");
        // Its parenthesis may take a line of its own (reader 42, es 1.2).
        let heading = heading.split(" (").next().unwrap().to_owned();
        let column = |store: Store| {
            let mut app = super::app_on(lang, store);
            screen(&mut app, width, height);
            keys(&mut app, "6");
            let shown = screen(&mut app, width, height);
            let line = shown
                .lines()
                .find(|line| line.contains(&heading))
                .unwrap_or_else(|| panic!("{lang:?}: {shown}"))
                .to_owned();
            let at = line.find(&heading).unwrap();
            (line[..at].chars().count(), shown)
        };
        let mut store = Store::in_memory();
        super::fixed_attempts(&mut store, lang);
        let (before, _) = column(store);
        let mut store = Store::in_memory();
        super::fixed_attempts(&mut store, lang);
        let mut review = store.records.attempts[0].clone();
        review.id = "review".into();
        review.kind = AttemptKind::Review;
        review.questions.truncate(5);
        review.finished_at += 10 * 86_400;
        store.records.attempts.push(review);
        let (after, shown) = column(store);
        assert_eq!(before, after, "{lang:?}: {shown}");
        let legend = bloomlab::t!(lang, "history-legend-review");
        let last_word = legend.split_whitespace().last().unwrap();
        let alone = shown
            .lines()
            .any(|line| line.split_whitespace().collect::<Vec<_>>() == [last_word]);
        assert!(!alone, "{lang:?}: {shown}");
    }
}

/// Reader 26 (en 2.2): on the table, + and − threw a finished run away
/// at once, where p and n on the Alternatives tab ask first. They ask
/// too: any other key keeps the results, the same key again clears them.
#[test]
fn plus_and_minus_ask_before_clearing_the_table() {
    for (lang, (width, height)) in super::SEEN {
        let mut app = super::app(lang);
        keys(&mut app, "4");
        super::finish_run(&mut app, bloomlab::tui::Tab::Table, 1_000_000, |_| 1.0);
        screen(&mut app, width, height);
        let n = app.experiments_view().n;
        keys(&mut app, "-");
        let shown = screen(&mut app, width, height);
        // It names the n it goes to (reader 28, en 2.4).
        let ask = bloomlab::t!(
            lang,
            "exp-table-discard-ask",
            key = "-",
            n = bloomlab::units::count(lang, n / 10)
        );
        assert!(
            super::joined(&shown).contains(&super::first_words(&ask, 7).replace('\u{a0}', " ")),
            "{lang:?}: {shown}"
        );
        assert_eq!(app.experiments_view().n, n, "{lang:?}");
        keys(&mut app, "x");
        assert_eq!(app.experiments_view().n, n, "{lang:?}");
        assert!(app.experiments_view().run.is_some(), "{lang:?}");
        keys(&mut app, "--");
        assert_eq!(app.experiments_view().n, n / 10, "{lang:?}");
    }
}

/// Reader 26 (es 1.6): at p's strictest step the note was cut at the
/// screen's edge mid-number, «(del 20 % al 0,0001». It fits its row
/// whole, and a note too long for its row ends at a word, with «…».
#[test]
fn a_limit_note_is_never_cut_mid_number() {
    for (lang, (width, height)) in super::SEEN {
        let mut app = super::app(lang);
        keys(&mut app, "3");
        for _ in 0..30 {
            key(&mut app, KeyCode::Down);
        }
        let shown = screen(&mut app, width, height);
        let status = super::status_of(&shown).replace('\u{a0}', " ");
        let strictest = match lang {
            bloomlab::lang::Lang::Es => "0,0001 %.",
            _ => "0.0001 %.",
        };
        assert!(status.contains(strictest), "{lang:?}: {status}");
    }
}

/// Reader 26 (en 5.7, 5.10): with counters, m = 8 and N, the header read
/// «n = 1108 distinct words» beside «n = 1,108» below it, and the rates
/// «Bloom 100 % · exact 100 %», which lesson 1 says a filter never
/// reaches. The count is grouped, and the formulas' rates stay short of
/// certain.
#[test]
fn an_overfull_playground_groups_n_and_never_reads_a_certain_rate() {
    for (lang, (width, height)) in super::SEEN {
        let mut app = super::app(lang);
        keys(&mut app, "2x");
        keys(&mut app, "mmmm");
        // The fruits twice: some words added twice, so n counts the
        // distinct ones.
        keys(&mut app, "Wwff");
        let shown = screen(&mut app, width, 60.max(height));
        let text = super::joined(&shown);
        let (grouped, certain) = match lang {
            // Spanish groups from five digits on.
            Lang::Es => ("n = 1105 palabras distintas", "Bloom 100 %"),
            _ => ("n = 1,105 distinct words", "Bloom 100 %"),
        };
        assert!(text.contains(grouped), "{lang:?}: {shown}");
        assert!(!text.contains(certain), "{lang:?}: {shown}");
        assert!(text.contains("99"), "{lang:?}: {shown}");
    }
}

/// Reader 26 (es 1.8, en 1.5): the longest label of a chart's y axis
/// touched the axis line («≤0.01 %│», «0.000001 %│»). Every label keeps
/// a space before it.
#[test]
fn no_axis_label_touches_its_line() {
    for (lang, (width, height)) in super::SEEN {
        for opened in ["2fg", "3"] {
            let mut app = super::app(lang);
            screen(&mut app, width, height);
            keys(&mut app, opened);
            let shown = screen(&mut app, width, height);
            assert!(shown.contains('│'), "{lang:?} {opened}: {shown}");
            assert!(!shown.contains("%│"), "{lang:?} {opened}: {shown}");
        }
    }
}

/// Reader 26 (es 2.1): at 80×24 the playground's help left e and f (and
/// x with counters) to «more keys on the status line below»: every key
/// the status line shows has its line in the help, in both modes.
#[test]
fn the_playgrounds_help_lists_every_key_at_80_by_24() {
    for lang in Lang::ALL {
        for mode in ["", "x"] {
            let mut app = super::app(lang);
            screen(&mut app, 80, 24);
            keys(&mut app, "2f");
            keys(&mut app, mode);
            keys(&mut app, "?");
            let shown = screen(&mut app, 80, 24);
            for key in ["a", "c", "x", "e", "f", "t", "g"] {
                let line = format!("│              {key}  ");
                assert!(shown.contains(&line), "{lang:?} {mode} {key}: {shown}");
            }
        }
    }
}

/// Reader 26 (es 2.5): a typed answer takes spaces between thousands
/// («388 000», as its own complaint advises), and the status line named
/// every other character but not the space bar.
#[test]
fn a_typed_answer_names_the_space_bar() {
    for (lang, (width, height)) in super::SEEN {
        let mut app = super::app(lang);
        screen(&mut app, width, height);
        super::reader_nine::to_lesson_step(&mut app, 2, |s| {
            s.predict.as_ref().is_some_and(|p| p.numeric().is_some())
        });
        let shown = screen(&mut app, width, height);
        let space = bloomlab::i18n::text(lang, "ui-keycap-space");
        assert!(
            super::status_of(&shown).contains(&format!(" {space} ")),
            "{lang:?}: {shown}"
        );
    }
}

/// Reader 26 (es 5.5): with k free, Sizing promised that pinning k finds
/// «the m that just reaches» p; pinned, the exact p still passed it
/// (0,5002 % for 0,5 %), as m is found by Bloom's formula. The promise
/// names the formula it keeps.
#[test]
fn sizing_promises_only_what_pinning_k_does() {
    for (lang, formula) in [
        (Lang::En, "Bloom's formula"),
        (Lang::Es, "fórmula de Bloom"),
    ] {
        let said = bloomlab::t!(
            lang,
            "sizing-k-rounded-above",
            k = "7",
            ideal = "6.64",
            got = "1.004 %",
            asked = "1 %",
            hint = "yes"
        );
        let promise = said.rsplit(';').next().unwrap();
        assert!(promise.contains(formula), "{lang:?}: {said}");
    }
}

/// Reader 27 (es 1.9, en 1.3): a note shared the keys' row and pushed
/// them about, as if it were one more key. Where the keys fit one row,
/// the note takes the row above them, alone.
#[test]
fn a_note_has_its_own_row_above_the_keys() {
    for (lang, (width, height)) in super::SEEN {
        let mut app = super::app(lang);
        keys(&mut app, "3");
        for _ in 0..30 {
            key(&mut app, KeyCode::Left);
        }
        let shown = screen(&mut app, width, height);
        let rows: Vec<&str> = shown.lines().collect();
        let (note_row, keys_row) = (rows[rows.len() - 2], rows[rows.len() - 1]);
        let note = bloomlab::t!(lang, "sizing-at-limit-n", n = "10", min = "10", max = "x");
        assert!(
            note_row.contains(&super::first_words(&note, 3)),
            "{lang:?}: {shown}"
        );
        let help = format!("? {}", bloomlab::i18n::text(lang, "app-help"));
        assert!(!note_row.contains(&help), "{lang:?}: {note_row}");
        assert!(keys_row.contains("←→ n"), "{lang:?}: {keys_row}");
    }
}

/// Reader 27 (en 4.2): a repeat's tally said «the other rows, 0» with one
/// row left. One row left reads in the singular.
#[test]
fn a_tally_names_one_other_row_in_the_singular() {
    for (lang, one, many) in [
        (Lang::En, "; the other row, 0", "; the other rows, 0"),
        (Lang::Es, "; la otra fila, 0", "; las demás filas, 0"),
    ] {
        let said = |others: &str| {
            bloomlab::t!(
                lang,
                "exp-repeat-per-row",
                rows = "10 % k=3: 1 / 0",
                others = others
            )
        };
        assert!(said("one").ends_with(one), "{lang:?}");
        assert!(said("yes").ends_with(many), "{lang:?}");
    }
}

/// Reader 27 (en 4.7, 4.3): the Exercises screen read «Fix the filter»
/// twice, as the name and again at the start of its summary; quiz 2's
/// feedback said «and so many more queries», read as «that many». The
/// summary starts with what to do, and the sentence says «therefore».
#[test]
fn reader_twentysevens_words() {
    for (lang, name) in [
        (Lang::En, "Fix the filter"),
        (Lang::Es, "Arregla el filtro"),
    ] {
        let summary = bloomlab::i18n::text(lang, "ex-summary-fix");
        assert!(!summary.starts_with(name), "{lang:?}: {summary}");
    }
    let (catalog, _) = bloomlab::content::Catalog::builtin();
    let text = format!("{:?}", catalog.quizzes_in(Lang::En));
    assert!(!text.contains("and so many more"), "quiz 2");
    assert!(text.contains("and therefore far"), "quiz 2");
}
