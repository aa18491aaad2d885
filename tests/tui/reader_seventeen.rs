//! Reader 17's items (es at 80×24, en at 120×40), fixed in stop 44.

use bloomlab::lang::Lang;
use crossterm::event::KeyCode;

use super::{SEEN, joined, key, keys, screen};

/// Sizing at `n`, from its first screen.
fn sizing_at(lang: Lang, n: u64) -> bloomlab::tui::App {
    let mut app = super::app(lang);
    keys(&mut app, "3");
    for _ in 0..40 {
        if app.sizing_view().n == n {
            return app;
        }
        key(&mut app, KeyCode::Left);
    }
    panic!("Sizing never showed n = {n}");
}

/// en 6.1: at n = 20 and 1 %, Sizing said the exact p was above 1 %
/// because k must be whole, while Bloom's p with that k, 0.997 %, was
/// under it: the small n is why, and the note says so.
#[test]
fn a_small_ns_gap_is_not_blamed_on_rounding_k() {
    for (lang, (width, height)) in SEEN {
        let mut app = sizing_at(lang, 20);
        let text = joined(&screen(&mut app, width, height)).replace('\u{a0}', " ");
        let small = match lang {
            Lang::Es => "Con n = 20, la fórmula de Bloom se queda corta",
            _ => "With n = 20, Bloom's formula falls short",
        };
        assert!(text.contains(small), "{lang:?}: {text}");
        let rounded = bloomlab::t!(
            lang,
            "sizing-k-rounded-above",
            k = 7,
            ideal = "",
            got = "",
            asked = "",
            hint = "yes"
        );
        let rounded = rounded.split(':').next().unwrap();
        assert!(!text.contains(rounded), "{lang:?}: {text}");
    }
}

/// en 6.2, 3.4: with m pinned and n grown, Sizing re-chose k unasked
/// and called the filter «overloaded» beside «bits set 51.6 %», against
/// the half-full check lesson 1 teaches. The warning says the m is too
/// small for this n, and names the k it takes now.
#[test]
fn a_pinned_m_outgrown_says_so_and_names_its_k() {
    for (lang, (width, height)) in SEEN {
        let mut app = super::app(lang);
        keys(&mut app, "3m");
        key(&mut app, KeyCode::Right);
        key(&mut app, KeyCode::Right);
        let k = app.sizing_view().sizing.unwrap().k;
        let text = joined(&screen(&mut app, width, height)).replace('\u{a0}', " ");
        let said = match lang {
            Lang::Es => format!("se queda corta con n = 50 000 000: aun con su mejor k, k = {k},"),
            _ => format!("is too small for n = 50,000,000: even with its best k, k = {k},"),
        };
        assert!(text.contains(&said), "{lang:?}: {text}");
        assert!(
            !text.contains("overloaded") && !text.contains("sobrecargad"),
            "{text}"
        );
    }
}

/// en 3.1, es 3.2: a comparison cancelled part-way kept the rows it had
/// started, measured to ±5 % or so, under «? too few», a verdict on the
/// count; they were only stopped. Such a row reads «⏹ cancelled».
#[test]
fn a_row_stopped_by_a_cancel_is_not_judged() {
    use std::time::{Duration, Instant};
    for (lang, (width, height)) in SEEN {
        let (mut app, inbox) = super::app_with_inbox(lang);
        keys(&mut app, "44s");
        // Cancel once some row has started measuring.
        let deadline = Instant::now() + Duration::from_secs(60);
        let measuring = |shown: &str| {
            shown.lines().any(|line| {
                line.split('±')
                    .skip(1)
                    .any(|rest| rest.starts_with(|c: char| c.is_ascii_digit()))
            })
        };
        while !measuring(&screen(&mut app, width, 60)) {
            assert!(Instant::now() < deadline, "no row measured");
            if let Ok(msg) = inbox.recv_timeout(Duration::from_millis(50)) {
                app.update(msg);
            }
        }
        keys(&mut app, "x");
        while !app.experiments_view().alternatives.run.unwrap().done {
            assert!(Instant::now() < deadline, "the cancel did not end the run");
            if let Ok(msg) = inbox.recv_timeout(Duration::from_millis(50)) {
                app.update(msg);
            }
        }
        let view = app.experiments_view();
        let run = view.alternatives.run.unwrap();
        let stopped = run
            .results
            .iter()
            .flatten()
            .filter(|row| row.outcome.cancelled)
            .count();
        let shown = screen(&mut app, width, 60);
        let cancelled = bloomlab::t!(lang, "exp-alt-cancelled");
        let too_few = bloomlab::t!(lang, "exp-words-too-few");
        let judged_stopped = shown
            .lines()
            .filter(|line| measuring(line) && line.contains(&too_few))
            .count();
        assert_eq!(judged_stopped, 0, "{lang:?} ({stopped} stopped): {shown}");
        assert!(
            stopped > 0,
            "{lang:?}: nothing was stopped part-way: {shown}"
        );
        assert!(shown.contains(&cancelled), "{shown}");
        let _ = height;
    }
}

/// es 5.1, en 5.5: a proportion answered in % («[ 59 % ]») was given
/// back only as a fraction («the answer is 0.590»), which read as
/// another answer. It is given in % as well.
#[test]
fn a_share_answered_in_percent_is_given_back_in_percent() {
    for (lang, (width, height)) in SEEN {
        let text = share_answered_in_percent(lang, (width, height));
        let said = bloomlab::t!(lang, "quiz-the-answer-in-percent", percent = "");
        let at = text
            .find(said.trim_end())
            .unwrap_or_else(|| panic!("{lang:?}: {text}"));
        let after: String = text[at + said.trim_end().len()..]
            .chars()
            .take(12)
            .collect();
        assert!(
            after.trim_start().starts_with(|c: char| c.is_ascii_digit()),
            "{after}"
        );
        assert!(after.contains(" %"), "{lang:?}: {after}");
    }
}

/// The course quiz's first share question («between 0 and 1») answered
/// «50%», as the screen then reads (no-break spaces as spaces).
pub(super) fn share_answered_in_percent(lang: Lang, (width, height): (u16, u16)) -> String {
    let mut app = super::course_quiz_at_first_number(lang);
    let share = match lang {
        Lang::Es => "entre 0 y 1",
        _ => "between 0 and 1",
    };
    while !joined(&screen(&mut app, width, height)).contains(share) {
        super::answer_first(&mut app);
        key(&mut app, KeyCode::Enter);
    }
    keys(&mut app, "50%");
    key(&mut app, KeyCode::Enter);
    joined(&screen(&mut app, width, height)).replace('\u{a0}', " ")
}

/// en 6.8: a row flagged by Holm's method was explained with the rule
/// for one row alone («rarer than 5 % by chance alone»). The verdict
/// names the p-value it is judged by, its own or the adjusted one.
#[test]
fn a_differs_verdict_names_the_p_value_it_is_judged_by() {
    for lang in [Lang::En, Lang::Es] {
        let said = bloomlab::t!(
            lang,
            "exp-core-verdict-differs",
            alpha = "0.05",
            theory = "exact",
            judged_by = "adjusted",
            p = "0.044"
        );
        let (adjusted, alone) = match lang {
            Lang::En => ("adjusted", "by chance alone."),
            _ => ("ajustado", "por azar menos del"),
        };
        assert!(said.contains(adjusted) && !said.contains(alone), "{said}");
    }
}
