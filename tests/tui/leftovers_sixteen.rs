//! Reader 16's items that stop 43 left, fixed in stop 44: keys on two
//! rows where one does not hold them, verdicts that wait for their
//! family, and the other screens' leftovers.

use std::time::{Duration, Instant};

use bloomlab::lang::Lang;

use super::{SEEN, joined, keys, screen};

/// Lesson 2's step 18: double and independent hashing on a 192-bit
/// filter, two rows judged together.
pub(super) fn to_the_192_bit_step(app: &mut bloomlab::tui::App) {
    super::reader_nine::to_lesson_step(app, 1, |s| {
        s.experiment.is_some()
            && s.predict
                .as_ref()
                .is_some_and(|p| p.question.contains("192"))
    });
}

/// en 3.1: lesson 2's step 18 measures two rows judged together. The
/// first row to finish showed a verdict judged alone, replaced seconds
/// later by the Holm-adjusted one. Now a row done before the other says
/// its verdict waits, and no screen shows a verdict judged alone.
#[test]
fn a_rows_verdict_waits_for_the_rows_judged_with_it() {
    for (lang, (width, height)) in SEEN {
        let (mut app, inbox) = super::app_with_inbox(lang);
        to_the_192_bit_step(&mut app);
        keys(&mut app, "1");
        // Two rows: one other row to wait for, in the singular (reader
        // 27, en 4.1: «once the other rows are in»).
        let waiting = bloomlab::t!(lang, "lesson-verdict-waiting", count = 1);
        let alone = bloomlab::t!(lang, "exp-core-decision-alone", level = 5, one_in = 20)
            .replace('\u{a0}', " ");
        let (mut saw_waiting, mut screens) = (false, 0);
        let deadline = Instant::now() + Duration::from_secs(60);
        loop {
            let shown = joined(&screen(&mut app, width, height.max(100)));
            screens += 1;
            assert!(!shown.contains(&alone), "{lang:?}: judged alone: {shown}");
            saw_waiting |= shown.contains(&waiting);
            let Ok(msg) = inbox.recv_timeout(Duration::from_millis(1500)) else {
                break;
            };
            app.update(msg);
            assert!(Instant::now() < deadline, "{lang:?}: the run did not end");
        }
        let shown = joined(&screen(&mut app, width, height.max(100)));
        assert!(!shown.contains(&waiting), "{lang:?}: {shown}");
        let together = bloomlab::t!(lang, "lesson-p-value-adjusted", p = "", rows = 2);
        let together = together.split(':').next().unwrap().to_owned();
        assert!(shown.contains(&together), "{lang:?}: {shown}");
        assert!(saw_waiting, "{lang:?}: {screens} screens, none waiting");
    }
}

/// en 1.2, es 2.1: at 80×24 the status line cut keys behind «…»: the
/// playground's x, g and e, Experiments' f and Tab, Esc while a number
/// is typed. Where one row does not hold them, the keys take two.
#[test]
fn keys_that_do_not_fit_one_row_take_two() {
    for (lang, (width, height)) in SEEN {
        // The playground, with words in it (so that e empties it).
        let mut app = super::app(lang);
        keys(&mut app, "2f");
        let status = super::status_of(&screen(&mut app, width, height));
        let counting = bloomlab::t!(lang, "play-key-filter", to = "counting");
        for wanted in [
            format!(" x {counting} "),
            format!(" e {} ", bloomlab::t!(lang, "play-key-empty")),
        ] {
            assert!(status.contains(&wanted), "{lang:?}: {wanted} in {status}");
        }
        assert!(!status.contains('…'), "{lang:?}: {status}");
        // Experiments after a run: f and Tab.
        let (mut app, inbox) = super::app_with_inbox(lang);
        keys(&mut app, "43s");
        super::deliver_until_stopped(&mut app, &inbox, Duration::from_secs(120));
        let status = super::status_of(&screen(&mut app, width, height));
        assert!(
            status.contains(" f ") && status.contains(" Tab 1-4 "),
            "{lang:?}: {status}"
        );
        // A number typed in a lesson: Esc is there, and so is ⌫.
        let mut app = super::app(lang);
        super::reader_nine::to_lesson_step(&mut app, 1, |s| {
            s.predict.as_ref().is_some_and(|p| p.choices.is_empty())
        });
        keys(&mut app, "5");
        let status = super::status_of(&screen(&mut app, width, height));
        assert!(
            status.contains(" Esc ") && status.contains(" ⌫ "),
            "{lang:?}: {status}"
        );
        assert!(!status.contains('…'), "{lang:?}: {status}");
    }
}

/// en 4.12, 6.4; es 4.14, 6.12: the Small filter tab's rows said
/// «indep.» and «double» with no word on either, nor on why the two agree
/// at k = 2, nor on «≠ Bloom». A legend says so above the hint.
#[test]
fn the_small_filter_tab_says_what_its_rows_are() {
    for (lang, (width, height)) in SEEN {
        let mut app = super::app(lang);
        keys(&mut app, "43");
        let shown = joined(&screen(&mut app, width, height));
        let legend = bloomlab::t!(lang, "exp-small-legend").replace('\u{a0}', " ");
        assert!(shown.contains(&legend), "{lang:?}: {shown}");
        // «≠ Bloom» waits for a run (reader 20, es 6.1).
        let bloom = bloomlab::t!(lang, "exp-small-legend-bloom");
        assert!(
            legend.contains("k = 2") && bloom.contains("≠ Bloom"),
            "{legend}"
        );
    }
}

/// es 3.4: with m pinned, the header dropped its p, while the overload
/// warning below named the p the m was sized for. Once n moves, that p
/// is not the p now (readers 49, en 3.1): the header says m is held, and
/// the note under the design names the p and the n it was sized for.
#[test]
fn a_pinned_m_keeps_its_p_in_the_header() {
    use crossterm::event::KeyCode;
    for (lang, (width, height)) in SEEN {
        let mut app = super::app(lang);
        keys(&mut app, "3");
        super::key(&mut app, KeyCode::Down);
        keys(&mut app, "m");
        super::key(&mut app, KeyCode::Right);
        let shown = screen(&mut app, width, height);
        // Sized at another n, the pinned m's p takes the line under n
        // (reader 21, en 5.7: that n is written in full).
        let header = shown
            .lines()
            .skip(1)
            .take(2)
            .collect::<Vec<_>>()
            .join(" ")
            .replace('\u{a0}', " ");
        let (held, sized) = match lang {
            Lang::En => ("m held", "sized for p = 0.5 %"),
            _ => ("m fija", "se calculó para p = 0,5 %"),
        };
        assert!(header.contains(held), "{lang:?}: {shown}");
        assert!(super::joined(&shown).contains(sized), "{lang:?}: {shown}");
    }
}

/// en 2.5: a long step's status line says «↑↓ scroll», and the help
/// listed only PgUp PgDn; it lists both, once.
#[test]
fn the_lesson_help_lists_the_arrows_that_scroll() {
    for (lang, (width, height)) in SEEN {
        let mut app = super::app(lang);
        super::open_lesson_at(&mut app, 0);
        keys(&mut app, "?");
        let help = screen(&mut app, width, height);
        let names = match lang {
            Lang::En => "↑↓ PgUp PgDn",
            _ => "↑↓ RePág AvPág",
        };
        let scroll = bloomlab::t!(lang, "app-scroll-a-long-step");
        assert!(
            help.lines().any(
                |line| line.contains(names) && line.contains(scroll.split(' ').next().unwrap())
            ),
            "{lang:?}: {help}"
        );
    }
}

/// es 1.5: My results' chart has eight rows for 0 to 100 % and no value
/// on its marks, so 57 % and 67 % looked alike. Its title lists each
/// whole attempt's score.
#[test]
fn my_results_names_each_attempts_score() {
    use crossterm::event::KeyCode;
    for (lang, (width, height)) in SEEN {
        let mut app = super::app(lang);
        for _ in 0..2 {
            keys(&mut app, "5");
            super::key(&mut app, KeyCode::Enter);
            super::answer_every_question(&mut app);
            super::key(&mut app, KeyCode::Esc);
            super::key(&mut app, KeyCode::Esc);
        }
        let scores: Vec<String> = app
            .store()
            .records
            .attempts
            .iter()
            .map(|attempt| format!("{:.0} %", attempt.percent()))
            .collect();
        assert_eq!(scores.len(), 2);
        keys(&mut app, "6");
        let shown = joined(&screen(&mut app, width, height));
        let and = if lang == Lang::Es { " y " } else { " and " };
        let title = bloomlab::t!(
            lang,
            "history-chart-title-scores",
            scores = format!("{}{and}{}", scores[0], scores[1])
        )
        .replace('\u{a0}', " ");
        assert!(shown.contains(&title), "{lang:?}: {title} in {shown}");
    }
}
