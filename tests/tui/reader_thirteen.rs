//! Reader 13's items taken up in stop 41: each checked on the screen
//! where it was seen, in both languages, at 80×24 (Spanish reader) and
//! 120×40 (English reader).

use super::{SEEN, joined, keys, screen};

/// en 5.3: Sizing wrote the 1 % design's rates as 1.004 %, and pinning m,
/// the same filter, turned them into «1.00 %».
#[test]
fn pinning_m_keeps_the_rates_digits() {
    for (lang, (width, height)) in SEEN {
        let mut app = super::app(lang);
        keys(&mut app, "32");
        let digits = if lang == bloomlab::lang::Lang::Es {
            "1,004"
        } else {
            "1.004"
        };
        let free = joined(&screen(&mut app, width, height));
        assert!(free.matches(digits).count() >= 2, "{lang:?}: {free}");
        keys(&mut app, "m");
        let pinned = joined(&screen(&mut app, width, height));
        assert!(pinned.matches(digits).count() >= 2, "{lang:?}: {pinned}");
    }
}

/// en 2.3: a quiz's summary offered «↑↓ scroll» with the whole summary on
/// screen; ↑↓ is offered where there is more to see, and only there.
#[test]
fn the_summary_offers_scrolling_only_when_it_scrolls() {
    for (lang, (width, height)) in SEEN {
        for size in [(width, height), (120, 60)] {
            let mut app = super::take_the_quiz(lang);
            let shown = screen(&mut app, size.0, size.1);
            let lines: Vec<&str> = shown.lines().collect();
            let (status, body) = lines.split_last().unwrap();
            let offered = status.contains("↑↓");
            let more = body.iter().any(|line| line.contains('↓'));
            assert_eq!(offered, more, "{lang:?} {size:?}: {shown}");
        }
    }
}

/// en 1.3: after x on lesson 2's step 4, the bit array cut by the top
/// edge left two blank rows, as if it had gone; the first says it is
/// just above.
#[test]
fn a_hidden_array_says_where_it_is() {
    use crossterm::event::KeyCode;
    // At 80×24, where the step scrolls: at 120×40 it fits whole, and
    // the view opens on its start (reader 19, en 3.2).
    let mut cut_somewhere = false;
    for lang in [bloomlab::lang::Lang::Es, bloomlab::lang::Lang::En] {
        let (width, height) = (80, 24);
        let mut app = super::app(lang);
        super::reader_twelve_rest::answered_pera_step(&mut app);
        let pointer = bloomlab::t!(lang, "lesson-array-above", kind = "bit");
        let mut seen = false;
        for _ in 0..8 {
            super::key(&mut app, KeyCode::Down);
            let shown = screen(&mut app, width, height);
            let first = super::reader_twelve_rest::first_body_line(&shown);
            assert!(
                !super::reader_twelve_rest::marks_only(&first),
                "{lang:?}: {shown}"
            );
            seen |= first == pointer;
        }
        cut_somewhere |= seen;
    }
    // In one language at least the view scrolls past the array's top
    // row (in the other the step may end first).
    assert!(cut_somewhere, "no view opened on the cut array");
}

/// en 2.1: with a repeat's tally on screen, e put the explanation in its
/// place while c still offered «hide tally»; c now offers the tally back
/// and brings it.
#[test]
fn c_over_an_explanation_brings_the_tally_back() {
    for (lang, (width, height)) in SEEN {
        let (mut app, _inbox) = super::reader_twelve_rest::repeated_to_the_end(lang);
        let tally_head = "Holm)";
        let show = format!("c {}", bloomlab::t!(lang, "exp-key-show-tally"));
        assert!(screen(&mut app, width, height).contains(tally_head));
        keys(&mut app, "e");
        let explained = screen(&mut app, width, height);
        assert!(!explained.contains(tally_head), "{lang:?}: {explained}");
        assert!(
            super::status_of(&explained).contains(&show),
            "{lang:?}: {explained}"
        );
        keys(&mut app, "c");
        let back = screen(&mut app, width, height);
        assert!(back.contains(tally_head), "{lang:?}: {back}");
    }
}

/// es 1.4: the k sweep's guide at (m/n)·ln 2 was drawn over the measured
/// points and hid the one at k = 7, the minimum; every k's point shows.
#[test]
fn the_k_sweeps_guide_hides_no_point() {
    for (lang, (width, height)) in SEEN {
        let mut app = super::app(lang);
        keys(&mut app, "42");
        super::finish_run(&mut app, bloomlab::tui::Tab::KSweep, 1_000_000, |_| 1.0);
        // At widths where the guide and k = 7 share a column too.
        for width in width.min(80)..=width.max(100) {
            let shown = screen(&mut app, width, height);
            // The plot's rows, with the axis: not the title's key.
            let plot: Vec<&str> = shown.lines().filter(|line| line.contains('│')).collect();
            let points: usize = plot.iter().map(|line| line.matches('█').count()).sum();
            assert_eq!(points, 20, "{lang:?} {width}: {shown}");
        }
    }
}

/// es 2.1: a lesson step that measures tells the student to press x, but
/// at 80 columns x fell behind the «…»; its shorter name keeps it there.
#[test]
fn a_measuring_step_shows_x_at_80_columns() {
    for (lang, (width, height)) in SEEN {
        let mut app = super::app(lang);
        super::reader_twelve_rest::answered_step_four(&mut app);
        for width in [80, width] {
            let shown = screen(&mut app, width, height);
            let status = super::status_of(&shown);
            let x = format!("d {}", bloomlab::t!(lang, "lesson-key-run-again"));
            assert!(status.contains(&x), "{lang:?} {width}: {status}");
        }
    }
}

/// es 2.2: on the Alternatives tab r did nothing and said nothing; it
/// says where it works. (e explains the row there since reader 17.)
#[test]
fn r_on_alternatives_says_where_it_works() {
    for (lang, (width, height)) in SEEN {
        let notes = [("r", bloomlab::t!(lang, "exp-alt-no-repeat"))];
        for (typed, note) in notes {
            let mut app = super::app(lang);
            keys(&mut app, "44");
            keys(&mut app, typed);
            let shown = joined(&screen(&mut app, width, height));
            let start: String = note.chars().take(12).collect();
            assert!(shown.contains(&start), "{lang:?} {typed}: {shown}");
        }
    }
}

/// Reader 12, en 3.2: on lesson 2's step 18 the answer keeps the view and
/// the measurement's end is left below, behind a hint that did not say
/// what was there; a line under the answer says the measurement is below.
/// Reader 15, en 3.6: where the view shows the measurement begin (120×40),
/// the line is not there; at 80×24 it is, in both languages.
#[test]
fn the_answer_says_its_measurement_is_below() {
    for lang in [bloomlab::lang::Lang::Es, bloomlab::lang::Lang::En] {
        for (width, height) in [(80, 24), (120, 40)] {
            measurement_below_where_out_of_view(lang, width, height);
        }
    }
}

fn measurement_below_where_out_of_view(lang: bloomlab::lang::Lang, width: u16, height: u16) {
    {
        let (mut app, inbox) = super::app_with_inbox(lang);
        super::leftovers_sixteen::to_the_192_bit_step(&mut app);
        keys(&mut app, "1");
        super::reader_twelve_rest::drain(&mut app, &inbox);
        let shown = joined(&screen(&mut app, width, height));
        let below = bloomlab::t!(lang, "lesson-measurement-below");
        let begins = bloomlab::t!(
            lang,
            "words-experiment-hashings",
            m = 192,
            k = 13,
            n = 10,
            names = ""
        );
        let begins = begins.split(", n").next().unwrap_or_default();
        // The line, exactly when the measurement's first line is not in
        // the view.
        assert_ne!(
            shown.contains(&below),
            shown.contains(begins),
            "{lang:?} {width}×{height}: {shown}"
        );
        // At 80 columns the measurement is always out of view.
        assert!(
            width != 80 || shown.contains(&below),
            "{lang:?} {width}×{height}: {shown}"
        );
    }
}

/// es 1.8: an answered option with a note after it («← también correcta,
/// pero sin marcar») was wrapped narrower by the whole note, every line
/// short, in three lines: «✓ 2) No preguntar a un servidor de / caché que
/// seguro no tiene una / página». The widest wrap that leaves the note
/// room takes two.
#[test]
fn an_options_note_does_not_narrow_its_lines() {
    use bloomlab::content::QuestionType;
    use crossterm::event::KeyCode;
    for (lang, (width, height)) in SEEN {
        let option = match lang {
            bloomlab::lang::Lang::Es => "Cachés compartidas: se pide",
            _ => "Shared caches: another cache",
        };
        let mut checked = 0;
        for quiz in 0..4 {
            let mut app = super::app(lang);
            keys(&mut app, "5");
            for _ in 0..quiz {
                super::key(&mut app, KeyCode::Down);
            }
            super::key(&mut app, KeyCode::Enter);
            for _ in 0..super::quiz(&app).questions.len() {
                let multiple =
                    super::quiz(&app).question().question_type() == QuestionType::Multiple;
                super::answer_first(&mut app);
                let shown = screen(&mut app, width, height);
                if multiple && let Some(at) = shown.lines().position(|l| l.contains(option)) {
                    let block = shown
                        .lines()
                        .skip(at + 1)
                        .take_while(|l| l.trim_matches('"').starts_with("      "))
                        .count()
                        + 1;
                    checked += 1;
                    assert!(block <= 2, "{lang:?}: {block} lines in {shown}");
                }
                super::key(&mut app, KeyCode::Enter);
            }
        }
        assert!(checked > 0, "{lang:?}: the option was not seen");
    }
}
