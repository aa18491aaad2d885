//! Reader 12's items left after stop 40, taken up in stop 41: each
//! checked on the screen where it was seen, in both languages, at 80×24
//! (Spanish reader) and 120×40 (English reader), or over the sizes where
//! it shows.

use std::time::{Duration, Instant};

use super::{SEEN, app_capped, joined, keys, screen};

/// The table at n = 10,000 repeated over its 20 seeds to the end.
pub(super) fn repeated_to_the_end(
    lang: bloomlab::lang::Lang,
) -> (
    bloomlab::tui::App,
    std::sync::mpsc::Receiver<bloomlab::tui::Msg>,
) {
    let (mut app, inbox) = app_capped(lang);
    keys(&mut app, "4---r");
    let deadline = Instant::now() + Duration::from_secs(300);
    while app.experiments_view().repeat.is_some_and(|r| r.done < 20) {
        assert!(Instant::now() < deadline, "the repeat did not end");
        if let Ok(msg) = inbox.recv_timeout(Duration::from_millis(100)) {
            app.update(msg);
        }
    }
    super::deliver_until_stopped(&mut app, &inbox, Duration::from_secs(60));
    (app, inbox)
}

/// es 1.6: beside a repeat's tally, a room too short for the chart sent
/// the student to enlarge the terminal («le faltan 3 líneas más de
/// terminal») when c makes the room; it now says c shows the chart.
#[test]
fn a_chart_short_of_room_beside_the_tally_points_to_c() {
    for (lang, (width, _)) in SEEN {
        let (mut app, _inbox) = repeated_to_the_end(lang);
        let resize = bloomlab::t!(lang, "exp-table-chart-does-not-fit", missing = 3);
        // «…3 more lines of terminal.»: the part that sends to resize.
        let resize_head = resize.rsplit(' ').next().unwrap().to_owned();
        let hint = bloomlab::t!(lang, "exp-chart-beside-tally", running = "no");
        let mut hinted = 0;
        for height in 22..=44 {
            let shown = joined(&screen(&mut app, width, height));
            assert!(!shown.contains(&resize_head), "{lang:?} {height}: {shown}");
            if shown.contains(&hint) {
                hinted += 1;
                // And c does show it.
                keys(&mut app, "c");
                let charted = screen(&mut app, width, height);
                assert!(charted.contains('└'), "{lang:?} {height}: {charted}");
                keys(&mut app, "c");
            }
        }
        assert!(hinted > 0, "{lang:?}: no height left a short room");
    }
}

/// en 1.3: squeezed beside a tally, the small filter's chart drew the
/// exact line a row above its «1» label while the measured points, each
/// exactly at 1, sat on it: measured read as lower than exact. At every
/// height the label's row carries the line and the points.
#[test]
fn the_small_filters_line_and_points_share_the_row_of_1() {
    for (lang, (width, _)) in SEEN {
        let mut app = super::app(lang);
        keys(&mut app, "43");
        super::finish_run(&mut app, bloomlab::tui::Tab::Small, 1_000_000, |_| 1.0);
        for height in 22..=44 {
            let shown = screen(&mut app, width, height);
            let Some(one) = shown.lines().find(|line| line.starts_with("\" 1   │")) else {
                continue;
            };
            let braille = one.chars().any(|c| ('\u{2801}'..='\u{28ff}').contains(&c));
            assert!(
                one.contains('█') && braille,
                "{lang:?} {width}×{height}: {shown}"
            );
        }
    }
}

/// es 1.7: the k sweep's measured cell, Bloom's rate and the exact rate
/// ran together with one blank each («0,941 % ±4,0 % 0,943 % 0,943 %»);
/// two blanks part them, and the small filter's «≠ Bloom» still ends
/// inside 80 columns.
#[test]
fn the_k_sweeps_rates_stand_apart() {
    for (lang, (width, height)) in SEEN {
        for (tab, digit) in [
            (bloomlab::tui::Tab::KSweep, "2"),
            (bloomlab::tui::Tab::Small, "3"),
        ] {
            let mut app = super::app(lang);
            keys(&mut app, &format!("4{digit}"));
            super::finish_run(&mut app, tab, 1_000_000, |_| 1.0);
            let shown = screen(&mut app, width, height);
            let rows: Vec<&str> = shown
                .lines()
                .filter(|line| line.contains('±') && line.contains(" ✓"))
                .collect();
            assert!(rows.len() >= 5, "{shown}");
            for row in rows {
                let after = &row[row.find('±').unwrap()..];
                assert!(after.matches("%  ").count() >= 2, "{lang:?}: {row}");
                assert!(!row.contains(" ✗ Bloo\""), "{lang:?}: {row}");
            }
        }
    }
}

/// es 1.2: with k pinned at 1 %, Sizing's █ dropped a row onto the lower
/// bound's dots, as if the design reached the bound: a cell mark and a
/// braille curve round to rows differently. At every height the mark
/// sits on its curve, a braille cell beside it.
#[test]
fn the_sizing_mark_sits_on_its_curve() {
    let braille = |c: char| ('\u{2801}'..='\u{28ff}').contains(&c);
    for (lang, (width, _)) in SEEN {
        for pin in ["", "k"] {
            let mut app = super::app(lang);
            keys(&mut app, &format!("32{pin}"));
            for height in 22..=44 {
                let shown = screen(&mut app, width, height);
                let row: Vec<char> = shown
                    .lines()
                    .skip_while(|line| !line.contains('│'))
                    .take_while(|line| !line.contains('└'))
                    .find(|line| line.contains('█'))
                    .unwrap_or_else(|| panic!("{lang:?} {height}: {shown}"))
                    .chars()
                    .collect();
                let at = row.iter().position(|&c| c == '█').unwrap();
                assert!(
                    braille(row[at - 1]) || braille(row[at + 1]),
                    "{lang:?} {pin} {width}×{height}: {}",
                    row.iter().collect::<String>()
                );
            }
        }
    }
}

/// es 2.7, en 2.2: a lesson's question takes letters (b for the second
/// choice), a quiz's did not. Now b answers as 2 does, a ticks as 1
/// does on a question with several answers, a letter past the options
/// does nothing, and the help lists the letters.
#[test]
fn a_quiz_takes_letters_as_a_lesson_does() {
    use bloomlab::content::QuestionType;
    use bloomlab::course::Phase;
    for (lang, (width, height)) in SEEN {
        let mut seen = Vec::new();
        let opened = || {
            let mut app = super::app(lang);
            keys(&mut app, "5");
            super::key(&mut app, crossterm::event::KeyCode::Enter);
            app
        };
        let total = super::quiz(&opened()).questions.len();
        for index in 0..total {
            let kind = {
                let mut app = opened();
                for _ in 0..index {
                    super::answer_first(&mut app);
                    super::key(&mut app, crossterm::event::KeyCode::Enter);
                }
                super::quiz(&app).question().question_type()
            };
            let (letter, digit) = match kind {
                QuestionType::Single if !seen.contains(&kind) => ("b", "2"),
                QuestionType::Multiple if !seen.contains(&kind) => ("a", "1"),
                _ => continue,
            };
            seen.push(kind);
            let mut by = [letter, digit].map(|typed| {
                let mut app = opened();
                for _ in 0..index {
                    super::answer_first(&mut app);
                    super::key(&mut app, crossterm::event::KeyCode::Enter);
                }
                keys(&mut app, "z");
                assert_eq!(super::quiz(&app).phase, Phase::Asking, "{lang:?}");
                if typed == letter {
                    keys(&mut app, "?");
                    let help = screen(&mut app, width, height);
                    assert!(help.contains("a-"), "{lang:?} {kind:?}: {help}");
                    super::key(&mut app, crossterm::event::KeyCode::Esc);
                }
                keys(&mut app, typed);
                app
            });
            let [with_letter, with_digit] = &mut by;
            assert_eq!(
                screen(with_letter, width, height),
                screen(with_digit, width, height),
                "{lang:?} {kind:?}"
            );
            if kind == QuestionType::Single {
                assert_eq!(super::quiz(with_letter).phase, Phase::Answered);
            }
        }
        assert_eq!(seen.len(), 2, "{lang:?}: {seen:?}");
    }
}

/// Deliver the app's messages until none comes for 1.5 s (a lesson's run
/// over), within 30 s.
pub(super) fn drain(
    app: &mut bloomlab::tui::App,
    inbox: &std::sync::mpsc::Receiver<bloomlab::tui::Msg>,
) {
    let deadline = Instant::now() + Duration::from_secs(30);
    while Instant::now() < deadline {
        match inbox.recv_timeout(Duration::from_millis(1500)) {
            Ok(msg) => app.update(msg),
            Err(_) => break,
        }
    }
}

/// Lesson 2's step 4, «Every probe on a set bit» (a scene, a question
/// on the 12-bit filter and a measurement), answered with its first
/// choice.
pub(super) fn answered_step_four(app: &mut bloomlab::tui::App) {
    // The first step with a scene, a question and a measurement.
    super::reader_nine::to_lesson_step(app, 1, |s| {
        s.experiment.is_some() && s.scene.is_some() && s.predict.is_some()
    });
    keys(app, "1");
    // Choices below the fold come into view on the first key; the
    // second answers.
    if super::lesson(app).blocked() {
        keys(app, "1");
    }
}

/// en 1.4: after x on lesson 2's step 4, the view opened on the bit
/// array's index row, its bits scrolled away (and in Spanish on the tail
/// of a sentence, «positivos.»): it opens on the whole array or a
/// sentence's start.
#[test]
fn a_run_again_opens_on_a_whole_thought() {
    for (lang, (width, height)) in SEEN {
        let (mut app, inbox) = super::app_with_inbox(lang);
        answered_step_four(&mut app);
        drain(&mut app, &inbox);
        keys(&mut app, "x");
        drain(&mut app, &inbox);
        let shown = screen(&mut app, width, height);
        let first = first_body_line(&shown);
        assert!(!marks_only(&first), "{lang:?}: {shown}");
        // The bits' row, the array whole under its title, or a sentence's
        // start; not the index row alone.
        assert!(!first.starts_with("0  1  2  3"), "{lang:?}: {shown}");
        let bits = first.chars().all(|c| c == ' ' || c == '0' || c == '1');
        let sentence = first
            .chars()
            .find(|c| c.is_alphabetic())
            .is_some_and(char::is_uppercase);
        // Or an operation's line, «? “pera” → …», or the line saying the
        // array is just above (reader 13, en 1.3).
        let operation = first.starts_with("? ");
        let pointer = first == bloomlab::t!(lang, "lesson-array-above", kind = "bit");
        assert!(
            bits || sentence || operation || pointer,
            "{lang:?}: {shown}"
        );
    }
}

/// The first line drawn under a lesson's header (two lines) and its
/// pinned title, trimmed.
pub(super) fn first_body_line(shown: &str) -> String {
    // Not the line that says the last step's measurement stopped, which
    // goes when an answer comes.
    use bloomlab::lang::Lang;
    let stopped = [Lang::En, Lang::Es].map(|lang| {
        let said = bloomlab::t!(lang, "words-lesson-run-stopped", step = 0);
        said.split('0').next().unwrap_or_default().to_owned()
    });
    shown
        .lines()
        .skip(3)
        .map(|line| line.trim_matches('"').trim())
        .find(|line| !line.is_empty() && !stopped.iter().any(|s| line.starts_with(s.as_str())))
        .unwrap_or_default()
        .to_owned()
}

/// A row of ✓ ✗ ▲ marks alone, its bits not on screen.
pub(super) fn marks_only(line: &str) -> bool {
    line.chars()
        .all(|c| matches!(c, ' ' | '✓' | '✗' | '▲' | '−' | '✂'))
}

/// Lesson 1's «pera» step, answered with its first choice.
pub(super) fn answered_pera_step(app: &mut bloomlab::tui::App) {
    super::reader_nine::to_lesson_step(app, 0, |s| {
        s.scene.is_some() && s.title.contains("pera") && s.predict.is_some()
    });
    keys(app, "1");
}

/// es 1.8: lesson 1's «pera» step after PgDn left the ✓ marks at the top,
/// the bits they point at scrolled away; a bit array cut by the top edge
/// shows none of its rows.
#[test]
fn paging_leaves_no_marks_without_their_bits() {
    for (lang, (width, height)) in SEEN {
        let mut app = super::app(lang);
        answered_pera_step(&mut app);
        for _ in 0..3 {
            super::key(&mut app, crossterm::event::KeyCode::PageDown);
            let shown = screen(&mut app, width, height);
            let first = first_body_line(&shown);
            let index_row = first.starts_with("0  1  2  3");
            assert!(!marks_only(&first) && !index_row, "{lang:?}: {shown}");
        }
    }
}

/// es 3.2: removing a word from a counting filter of 128 counters listed
/// counters 30, 102, 86 and 96, but the view scrolled to the first one's
/// band: the ▲ of 102 and 96 stayed off screen. The view now shows as
/// many of the counters as fit: three of the four at 80×24 (102, 86 and
/// 96, two bands), all four at 120×40.
#[test]
fn a_removal_shows_the_counters_it_lowered() {
    use crossterm::event::KeyCode;
    for (lang, (width, height)) in SEEN {
        let mut app = super::app(lang);
        keys(&mut app, "2x");
        for _ in 0..2 {
            super::key(&mut app, KeyCode::Right);
        }
        super::key(&mut app, KeyCode::Up);
        keys(&mut app, "auva");
        super::key(&mut app, KeyCode::Enter);
        keys(&mut app, "fwruva");
        super::key(&mut app, KeyCode::Enter);
        // With 105 words, the word list and the overload warning leave the
        // bits a few bands: the reader's screen, counters 18 to 89.
        let shown = screen(&mut app, width, height);
        assert!(shown.contains("30, 86, 96, 102"), "{lang:?}: {shown}");
        // − since reader 22 (es 3.1): a removal's mark says the counter
        // went down, as its line's sign does.
        let marks = shown
            .lines()
            .filter(|line| !line.contains('→'))
            .map(|line| line.matches('−').count())
            .sum::<usize>();
        let most = if height >= 40 { 4 } else { 3 };
        assert_eq!(marks, most, "{lang:?}: {shown}");
    }
}

/// es 2.6: after a finished run the status line offered «s empezar»,
/// where s measures again; it says so.
#[test]
fn s_after_a_run_says_it_measures_again() {
    for (lang, (width, height)) in SEEN {
        let mut app = super::app(lang);
        keys(&mut app, "4");
        let start = format!(" s {} ", bloomlab::t!(lang, "exp-key-start"));
        let again = format!(" s {} ", bloomlab::t!(lang, "exp-key-again"));
        let status = |app: &mut bloomlab::tui::App| super::status_of(&screen(app, width, height));
        assert!(status(&mut app).contains(&start), "{lang:?}");
        super::finish_run(&mut app, bloomlab::tui::Tab::Table, 100_000, |_| 1.0);
        let shown = status(&mut app);
        assert!(
            shown.contains(&again) && !shown.contains(&start),
            "{lang:?}: {shown}"
        );
        // Alternatives too, its run kept apart from the other tabs'.
        let mut app = super::app(lang);
        keys(&mut app, "4");
        super::fake_alternatives(&mut app, 23, true);
        let shown = status(&mut app);
        assert!(
            shown.contains(&again) && !shown.contains(&start),
            "{lang:?}: {shown}"
        );
    }
}
