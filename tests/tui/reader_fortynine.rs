//! Readers 49's items: Spanish at 80×24 and 80×22, English at 120×40
//! and 80×22.

use bloomlab::lang::Lang;
use bloomlab::records::{AnsweredQuestion, Store};

use super::{keys, screen};

const LANGS: [Lang; 2] = [Lang::Es, Lang::En];

/// Readers 49 (es 2.1): after a comparison at 80×24 the status line
/// ended «Esc volver … ? ayuda», «Tab 1-4» behind «…»: its rows were
/// counted with Esc in the list's place, not where it is drawn. Every
/// key is on the line, in the rows the comparison had while it ran.
#[test]
fn the_alternatives_line_keeps_its_tabs_after_a_run() {
    for lang in LANGS {
        let mut app = super::app(lang);
        keys(&mut app, "44");
        let targets = bloomlab::experiment::compare::DEFAULT_TARGETS.to_vec();
        super::start_fake_alternatives(&mut app, 100_000, targets);
        let _ = screen(&mut app, 80, 24);
        let running_rows = app.status_rows();
        let mut app = super::app(lang);
        keys(&mut app, "44");
        super::fake_alternatives(&mut app, 23, true);
        for view in ["", "c", "v"] {
            keys(&mut app, view);
            let shown = screen(&mut app, 80, 24);
            let status = super::status_of(&shown);
            assert!(status.contains("Tab 1-4"), "{lang:?} {view}: {status}");
            assert!(!status.contains('…'), "{lang:?} {view}: {status}");
            assert_eq!(app.status_rows(), running_rows, "{lang:?} {view}");
        }
    }
}

/// An exercise graded twice: nine checks each, the later one failing
/// five of them, listed in the grading's order (m = 16 384, then 8 192,
/// then 262 144).
fn graded_with_five_failing(lang: Lang) -> Store {
    let mut store = Store::in_memory();
    let checks = |failing: usize| -> Vec<AnsweredQuestion> {
        [16_384u64, 8_192, 262_144]
            .into_iter()
            .flat_map(|m| {
                [1, 3, 4]
                    .into_iter()
                    .map(move |k| format!("false-positive rate m={m} k={k} n=800"))
            })
            .enumerate()
            .map(|(i, id)| super::graded_check(&id, i >= failing))
            .collect()
    };
    for (n, failing) in [(0u64, 9), (1, 5)] {
        let grading = super::grading(lang, "fix-the-filter", n, checks(failing));
        store.records.attempts.push(grading);
    }
    store
}

/// Readers 49 (es 2.2, en 2.1): an exercise's page at 80×22 ended «… and
/// 4 more (r reviews them all)», and r does nothing there: no exercise
/// is reviewed. The line says where every check is listed instead.
#[test]
fn an_exercises_left_out_checks_are_not_offered_to_r() {
    for lang in LANGS {
        let mut app = super::app_on(lang, graded_with_five_failing(lang));
        keys(&mut app, "6");
        let shown = screen(&mut app, 80, 22);
        let text = super::joined(&shown);
        let more = match lang {
            Lang::Es => "más (bloomlab grade las muestra todas)",
            Lang::En => "more (bloomlab grade lists them all)",
        };
        assert!(text.contains(more), "{lang:?}:\n{shown}");
        assert!(!text.contains("(r "), "{lang:?}:\n{shown}");
        keys(&mut app, "r");
        assert_eq!(screen(&mut app, 80, 22), shown, "{lang:?}: r acts");
    }
}

/// Readers 49 (en 4.4): an exercise's failing checks were listed as
/// text sorts them, m = 262,144 before m = 8,192. Failed as often, they
/// keep the grading's order.
#[test]
fn failing_checks_keep_the_gradings_order() {
    for lang in LANGS {
        let mut app = super::app_on(lang, graded_with_five_failing(lang));
        keys(&mut app, "6");
        let text = super::joined(&screen(&mut app, 120, 40));
        let at = |m: u64| {
            let m = bloomlab::units::count(lang, m).replace('\u{a0}', " ");
            text.find(&format!("m = {m}, k = 1"))
                .unwrap_or_else(|| panic!("{lang:?}: no m = {m}:\n{text}"))
        };
        assert!(at(16_384) < at(8_192), "{lang:?}:\n{text}");
    }
}

/// The rows of the Sizing chart's plot: from its 100 % label to its axis.
pub(super) fn plot_rows(shown: &str) -> usize {
    shown
        .lines()
        .skip_while(|line| !(line.contains("100 %") && line.contains('│')))
        .take_while(|line| !line.contains('└'))
        .count()
}

/// Readers 49 (es 1.1): with k held at 1, the choice off the chart,
/// the key's second row took the plot from seven rows to four over two
/// blank rows. The plot keeps its rows; the notes give that row.
#[test]
fn an_off_scale_choice_keeps_the_plots_rows() {
    for (lang, size) in [
        (Lang::Es, (80, 24)),
        (Lang::Es, (80, 22)),
        (Lang::En, (120, 40)),
        (Lang::En, (80, 22)),
    ] {
        let mut app = super::app(lang);
        keys(&mut app, "3k------");
        let off = screen(&mut app, size.0, size.1);
        let off_said = match lang {
            Lang::Es => "fuera del gráfico",
            Lang::En => "off the chart",
        };
        assert!(off.contains(off_said), "{lang:?} {size:?}:\n{off}");
        keys(&mut app, "+");
        let on = screen(&mut app, size.0, size.1);
        assert!(!on.contains(off_said), "{lang:?} {size:?}:\n{on}");
        assert_eq!(
            plot_rows(&off),
            plot_rows(&on),
            "{lang:?} {size:?}:\n{off}\n{on}"
        );
    }
}

/// Readers 49 (es 1.2): the first `>` after a comparison only asks to
/// confirm, and its note on the status line took a row from the chart,
/// which was drawn anew a row shorter. The tab stays as it was above the
/// status line.
#[test]
fn the_confirmation_note_leaves_the_chart_in_place() {
    for lang in LANGS {
        let mut app = super::app(lang);
        keys(&mut app, "44");
        super::fake_alternatives(&mut app, 23, true);
        for view in ["", "c"] {
            keys(&mut app, view);
            let before = screen(&mut app, 80, 24);
            keys(&mut app, ">");
            let asking = screen(&mut app, 80, 24);
            let status = super::status_of(&asking);
            let asked = match lang {
                Lang::Es => "borras la comparación",
                Lang::En => "clearing this comparison",
            };
            assert!(status.contains(asked), "{lang:?} {view}: {status}");
            let above = 24 - usize::from(app.status_rows());
            let rows = |shown: &str| -> Vec<String> {
                shown.lines().take(above).map(str::to_owned).collect()
            };
            assert_eq!(
                rows(&asking),
                rows(&before),
                "{lang:?} {view}:\n{before}\n{asking}"
            );
            // Any other key keeps the comparison, as it was, its note
            // («it stays») where the question was.
            keys(&mut app, "z");
            let kept = screen(&mut app, 80, 24);
            assert_eq!(rows(&kept), rows(&before), "{lang:?} {view}:\n{kept}");
        }
    }
}

/// The column where the quiz page's list of questions still missed
/// starts.
fn missed_column(shown: &str, lang: Lang) -> usize {
    let heading = match lang {
        Lang::Es => "Pendientes",
        Lang::En => "Not yet right",
    };
    shown
        .lines()
        .find_map(|line| line.find(heading).map(|at| line[..at].chars().count()))
        .unwrap_or_else(|| panic!("{lang:?}: no {heading}:\n{shown}"))
}

/// Readers 49 (es 1.5): the quiz page's right-hand column started at
/// column 48, then 50 once a second quiz had results, then 52 once an
/// exercise was graded. It starts where any row leaves it room.
#[test]
fn my_results_right_column_stays_as_results_come() {
    for (lang, (width, height)) in super::SEEN {
        let mut one = Store::in_memory();
        super::fixed_attempts(&mut one, lang);
        let mut app = super::app_on(lang, one);
        keys(&mut app, "6");
        let alone = missed_column(&screen(&mut app, width, height), lang);
        let mut more = Store::in_memory();
        super::fixed_attempts(&mut more, lang);
        more.records
            .attempts
            .extend(graded_with_five_failing(lang).records.attempts);
        let mut app = super::app_on(lang, more);
        keys(&mut app, "6");
        let shown = screen(&mut app, width, height);
        assert_eq!(missed_column(&shown, lang), alone, "{lang:?}:\n{shown}");
    }
}

/// Whether every key of the help's rows that the status line shows comes
/// in the line's order, each row's keys counted one by one: a row «x c
/// f» stood for «c» alone, and its «f» before «D» and «+-» passed.
pub(super) fn strict_order(line: &[String], help_rows: &[Vec<String>]) -> Result<(), String> {
    let mut in_help: Vec<&String> = Vec::new();
    for key in help_rows.iter().flatten() {
        if line.contains(key) && key != "?" && !in_help.contains(&key) {
            in_help.push(key);
        }
    }
    let in_line: Vec<&String> = line.iter().filter(|key| in_help.contains(key)).collect();
    if in_line == in_help {
        Ok(())
    } else {
        Err(format!("line {in_line:?}, help {in_help:?}"))
    }
}

/// Readers 49 (es 2.4, 2.5, en 2.2): the help's entries for several keys
/// («x c f», «s x e», «c v f») broke the status line's order after a
/// run, and My results listed ←→ before r. Each key of the help comes in
/// the line's order.
#[test]
fn every_key_of_the_help_keeps_the_lines_order() {
    use super::reader_fortyeight::{help_rows_keys, status_keys};
    use crossterm::event::KeyCode;
    let check = |app: &mut bloomlab::tui::App, lang: Lang, (width, height), name: &str| {
        let line = status_keys(&screen(app, width, height));
        keys(app, "?");
        let help = help_rows_keys(&screen(app, width, height));
        super::key(app, KeyCode::Esc);
        if let Err(why) = strict_order(&line, &help) {
            panic!("{lang:?} {name} {width}×{height}: {why}");
        }
    };
    for (lang, size) in super::SEEN.into_iter().chain([(Lang::En, (80, 22))]) {
        for tab in [bloomlab::tui::Tab::Table, bloomlab::tui::Tab::Small] {
            let mut app = super::app(lang);
            keys(
                &mut app,
                if tab == bloomlab::tui::Tab::Table {
                    "41"
                } else {
                    "43"
                },
            );
            super::finish_run(&mut app, tab, 1_000_000, |_| 1.0);
            check(&mut app, lang, size, "a measuring tab after a run");
            keys(&mut app, "d");
            check(&mut app, lang, size, "a measuring tab at seed 2");
        }
        let mut app = super::app(lang);
        keys(&mut app, "44");
        super::fake_alternatives(&mut app, 23, true);
        check(&mut app, lang, size, "alternatives after a run");
        keys(&mut app, "c");
        check(&mut app, lang, size, "alternatives' chart");
        let mut store = Store::in_memory();
        super::fixed_attempts(&mut store, lang);
        store
            .records
            .attempts
            .extend(graded_with_five_failing(lang).records.attempts);
        let mut app = super::app_on(lang, store);
        keys(&mut app, "6");
        check(&mut app, lang, size, "my results, two pages");
    }
}

/// Readers 49 (es 2.3): on a quiz page with nothing left to review, the
/// help offered «r Enter» to review, which the status line rightly left
/// out. The help offers it only where the line does.
#[test]
fn my_results_help_offers_r_only_with_questions_to_review() {
    for lang in LANGS {
        let mut store = Store::in_memory();
        super::fixed_attempts(&mut store, lang);
        // A last attempt with every question right.
        let mut right = store.records.attempts[0].clone();
        right.id = "attempt-right".to_owned();
        right.finished_at += 10 * 86_400;
        for question in &mut right.questions {
            question.correct = true;
            question.points = question.max_points;
        }
        right.score = right.max_score;
        store.records.attempts.push(right);
        let mut app = super::app_on(lang, store);
        keys(&mut app, "6");
        let page = super::joined(&screen(&mut app, 80, 24));
        let none = bloomlab::t!(lang, "history-none-missed");
        assert!(page.contains(&none), "{lang:?}: {page}");
        keys(&mut app, "?");
        let shown = super::joined(&screen(&mut app, 80, 24));
        let review = bloomlab::t!(lang, "history-help-review");
        assert!(!shown.contains(&review), "{lang:?}: {shown}");
    }
}

/// Readers 49 (en 3.1, 4.3): with m held and n changed, the header still
/// said «m for p = 1 %» over a p of 0.01 %; at n = 10, the bound read
/// «≥ log₂(1/p) > 1,074». The header says m is held, the note what for,
/// and the bound is in words.
#[test]
fn sizing_with_m_held_at_another_n_says_so() {
    use crossterm::event::KeyCode;
    for (lang, (width, height)) in super::SEEN {
        let mut app = super::app(lang);
        keys(&mut app, "3");
        for _ in 0..3 {
            super::key(&mut app, KeyCode::Right);
        }
        keys(&mut app, "m");
        let sized = screen(&mut app, width, height);
        let header = |shown: &str| shown.lines().nth(1).unwrap_or_default().to_owned();
        assert!(header(&sized).contains("p = 1 %"), "{lang:?}:\n{sized}");
        super::key(&mut app, KeyCode::Left);
        let moved = screen(&mut app, width, height);
        let (held, sized_for) = match lang {
            Lang::Es => ("m fija", "se calculó para p = 1 %"),
            Lang::En => ("m held", "sized for p = 1 %"),
        };
        assert!(!header(&moved).contains("p = 1 %"), "{lang:?}:\n{moved}");
        assert!(header(&moved).contains(held), "{lang:?}:\n{moved}");
        assert!(
            super::joined(&moved).contains(sized_for),
            "{lang:?}:\n{moved}"
        );
        for _ in 0..40 {
            super::key(&mut app, KeyCode::Left);
        }
        // At 80 columns the bound has no room beside the figure.
        let smallest = super::joined(&screen(&mut app, 120, 40));
        let over = match lang {
            Lang::Es => "(≥ log₂(1/p), más de 1074",
            Lang::En => "(≥ log₂(1/p), over 1,074",
        };
        assert!(smallest.contains(over), "{lang:?}:\n{smallest}");
        assert!(!smallest.contains("> 1"), "{lang:?}:\n{smallest}");
    }
}

/// Readers 49 (en 6.1): a new m rebuilt the playground's filter from its
/// words without a word said, where x says it. It says it too.
#[test]
fn a_new_m_says_the_filter_was_rebuilt_from_its_words() {
    use crossterm::event::KeyCode;
    for (lang, (width, height)) in super::SEEN {
        let mut app = super::app(lang);
        keys(&mut app, "2f");
        super::key(&mut app, KeyCode::Right);
        let shown = super::joined(&screen(&mut app, width, height));
        let rebuilt = match lang {
            Lang::Es => "Reconstruido a partir de las 5 palabras",
            Lang::En => "Rebuilt from the 5 words",
        };
        assert!(shown.contains(rebuilt), "{lang:?}:\n{shown}");
        keys(&mut app, "K");
        let shown = super::joined(&screen(&mut app, width, height));
        assert!(shown.contains(rebuilt), "{lang:?}:\n{shown}");
    }
}

/// Readers 49 (es 4.2): «faltan 3 columnas y símbolos explicados» left
/// it unclear what the 3 counted, and the second page holds chart
/// letters too. The note counts explanations.
#[test]
fn the_helps_note_counts_explanations() {
    for lang in LANGS {
        let mut app = super::app(lang);
        keys(&mut app, "44?");
        let shown = super::joined(&screen(&mut app, 80, 22));
        let said = match lang {
            Lang::Es => "explicaciones más: ↓ las muestra",
            Lang::En => "more explanations: ↓ shows them",
        };
        assert!(shown.contains(said), "{lang:?}:\n{shown}");
    }
}

/// The «▼ N more rows» line under a table, if any.
fn rows_below(shown: &str) -> Option<String> {
    shown
        .lines()
        .find(|line| line.contains('▼'))
        .map(|line| line.trim_matches(|c| c == '"' || c == ' ').to_owned())
}

/// Readers 49 (es 1.3): at 80×24 the k sweep's and the small filter's
/// tables showed eight rows before a run and six once s started it. They
/// keep their rows.
#[test]
fn a_starting_run_leaves_the_table_its_rows() {
    use bloomlab::tui::Tab;
    for lang in LANGS {
        for (tab, pressed) in [(Tab::KSweep, "42"), (Tab::Small, "43")] {
            let mut app = super::app(lang);
            keys(&mut app, pressed);
            let before = screen(&mut app, 80, 24);
            assert!(rows_below(&before).is_some(), "{lang:?} {tab:?}:\n{before}");
            app.start_run_without_engine(tab).unwrap();
            let running = screen(&mut app, 80, 24);
            assert_eq!(
                rows_below(&running),
                rows_below(&before),
                "{lang:?} {tab:?}:\n{before}\n{running}"
            );
        }
    }
}

/// The row of the first line holding `mark`.
pub(super) fn row_of(shown: &str, mark: &str) -> Option<usize> {
    shown.lines().position(|line| line.contains(mark))
}

/// Readers 49 (en 1.1): at 120×40 the table tab's chart took the whole
/// room while the run measured, and fell from 26 rows to 9 the moment it
/// ended, under the explanation. The explanation's place is kept while
/// the row is measured, and the chart stays where it is.
#[test]
fn the_chart_keeps_its_place_when_a_run_ends() {
    use bloomlab::tui::Tab;
    for lang in LANGS {
        let size = (120, 40);
        let mut app = super::app(lang);
        keys(&mut app, "41");
        let started = app.start_run_without_engine(Tab::Table).unwrap();
        let running = screen(&mut app, size.0, size.1);
        let waiting = match lang {
            Lang::Es => "se explica aquí",
            Lang::En => "is explained here",
        };
        assert!(running.contains(waiting), "{lang:?}:\n{running}");
        super::finish_rows(&mut app, &started, 1_000_000, |_| 1.0);
        app.update(super::all_done(started.generation, 0.7));
        let done = screen(&mut app, size.0, size.1);
        assert!(!done.contains(waiting), "{lang:?}:\n{done}");
        assert_eq!(
            row_of(&done, "÷"),
            row_of(&running, "÷"),
            "{lang:?}:\n{running}\n{done}"
        );
    }
}

/// Readers 49 (es 1.4): at 80×22, a counting filter's chart under a
/// removal's two rows and the overload warning lost its key. The
/// removal says it in one row there, and the key stays.
#[test]
fn the_chart_keeps_its_key_under_a_removal_and_a_warning() {
    use crossterm::event::KeyCode;
    for lang in LANGS {
        let mut app = super::app(lang);
        keys(&mut app, "2fxwruva");
        super::key(&mut app, KeyCode::Enter);
        keys(&mut app, "g");
        let shown = screen(&mut app, 80, 22);
        let (removed, overloaded) = match lang {
            Lang::Es => ("«uva» quitada", "sobrecargado"),
            Lang::En => ("“uva” removed", "overloaded"),
        };
        for said in ["⠒⠒", "•• ", "│█", removed, overloaded] {
            assert!(shown.contains(said), "{lang:?}: no {said}:\n{shown}");
        }
    }
}
