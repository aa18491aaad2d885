//! The repeat's tally and its words.

use super::*;
use crate::lang::Lang;
use crate::tui::protocol::Screen;

/// The k sweep's screen with a repeat over 20 seeds that has run
/// `done` of them, rows 2 and 5 flagged.
fn repeated(done: usize) -> (ExperimentsScreen, std::sync::mpsc::Receiver<Msg>) {
    let mut tally = RepeatTally::new(20);
    tally.raw[1] = 3;
    tally.family[1] = 1;
    tally.raw[4] = 1;
    repeated_on(Tab::KSweep, tally, done)
}

/// `tab`'s screen with a repeat over 20 seeds that has run `done` of
/// them and counted `tally`.
fn repeated_on(
    tab: Tab,
    tally: RepeatTally,
    done: usize,
) -> (ExperimentsScreen, std::sync::mpsc::Receiver<Msg>) {
    let (sender, inbox) = std::sync::mpsc::channel();
    let mut screen = ExperimentsScreen {
        tab,
        ..ExperimentsScreen::default()
    };
    screen.repeat = Some(Repeat {
        tab,
        seeds: REPEAT_SEEDS,
        done,
        tally,
        alpha: 0.05,
        active: done < REPEAT_SEEDS,
        start_seed: 1,
        tally_aside: false,
        told_seed_new: false,
        sender,
    });
    (screen, inbox)
}

/// Reader 6 (es 21): after a repeat the run shown is its last seed's,
/// and its time says so («terminado en 1,27 s» read as the repeat's).
#[test]
fn a_repeats_last_run_is_timed_as_the_last_seed() {
    let (mut screen, _inbox) = repeated_on(Tab::Table, RepeatTally::new(4), REPEAT_SEEDS);
    let specs = screen.specs(Tab::Table).unwrap();
    screen.live = Some(crate::tui::experiments::live::LiveRun {
        tab: Tab::Table,
        generation: 1,
        rows: specs.iter().map(|_| Default::default()).collect(),
        specs,
        run: None,
        done: true,
        cancelled: false,
        seconds: 1.27,
        lost: false,
    });
    let ctx = Context::for_test(Lang::Es);
    let line = screen.status_line(screen.live.as_ref(), 200, &ctx);
    assert!(
        line.starts_with("última semilla terminada en 1,27 s"),
        "{line}"
    );
    screen.repeat = None;
    let line = screen.status_line(screen.live.as_ref(), 200, &ctx);
    assert!(line.starts_with("terminado en 1,27 s"), "{line}");
}

/// Reader 5 (es 7, en 3): runs flagged family-wise above the level's
/// share are judged in words: 3 of 20 is still chance (8 % of repeats
/// give as many or more), 6 of 20 is not; 1 of 20 is chance too, said
/// as well, since the runs decide where rows share their keys.
#[test]
fn runs_flagged_together_are_judged_against_chance() {
    let line_with = |runs_family: usize, lang: Lang| {
        let mut tally = RepeatTally::new(4);
        tally.runs = REPEAT_SEEDS;
        tally.rows_tested = 4 * REPEAT_SEEDS;
        tally.runs_family = runs_family;
        tally.runs_raw = runs_family;
        let (screen, _inbox) = repeated_on(Tab::Table, tally, REPEAT_SEEDS);
        let lines = screen.repeat_lines(lang);
        lines
            .into_iter()
            .find(|line| line.contains("Holm"))
            .unwrap()
    };
    let three = line_with(3, Lang::En);
    assert!(
        three.ends_with("in 8 % of repeats, so this is within what chance gives."),
        "{three}"
    );
    let six = line_with(6, Lang::Es);
    assert!(six.contains("alguna fila probablemente difiere"), "{six}");
    let one = line_with(1, Lang::En);
    assert!(
        one.ends_with("in 64 % of repeats, so this is within what chance gives."),
        "{one}"
    );
    // The rows' own count is not put to a binomial test: a run's
    // rows share their keys.
    let mut tally = RepeatTally::new(4);
    tally.runs = REPEAT_SEEDS;
    tally.rows_tested = 4 * REPEAT_SEEDS;
    let (screen, _inbox) = repeated_on(Tab::Table, tally, REPEAT_SEEDS);
    assert!(
        screen
            .repeat_lines(Lang::En)
            .iter()
            .all(|l| !l.contains("binomial test against"))
    );
}

/// Done, the head says so once (not «20 of 20 done (done)»), and each
/// flagged row is named in words (reader-en 25, 34).
#[test]
fn a_finished_repeat_says_so_once_and_names_its_rows() {
    let (screen, _inbox) = repeated(REPEAT_SEEDS);
    let lines = screen.repeat_lines(Lang::En);
    assert_eq!(lines[0], "Repeated over 20 seeds: all done");
    let per_row = lines.last().unwrap();
    assert_eq!(
        per_row,
        "Times each row was flagged (alone / with the others, ✗): k=2:\u{a0}3\u{a0}/\u{a0}1 · k=5:\u{a0}1\u{a0}/\u{a0}0; the other rows, 0"
    );
    let (running, _inbox) = repeated(3);
    let head = &running.repeat_lines(Lang::Es)[0];
    assert_eq!(
        head,
        "Repetir con 20 semillas: 3 de 20 hechas (en marcha; x la cancela)"
    );
}

/// A tally longer than its room says how much is below, and PgDn
/// reads it (reader-es B13, at 80×24).
#[test]
fn a_tally_too_long_for_the_screen_says_there_is_more() {
    use ratatui::{Terminal, backend::TestBackend};
    let (mut screen, _inbox) = repeated(REPEAT_SEEDS);
    let ctx = Context::for_test(Lang::Es);
    let draw = |screen: &ExperimentsScreen| {
        let mut terminal = Terminal::new(TestBackend::new(78, 22)).unwrap();
        terminal
            .draw(|frame| screen.render(frame, frame.area(), &ctx, &mut Vec::new()))
            .unwrap();
        terminal.backend().to_string()
    };
    let shown = draw(&screen);
    assert!(shown.contains("más (AvPág)"), "{shown}");
    assert!(!shown.contains("Veces que se señaló cada fila"), "{shown}");
    screen.explain_scroll = 100;
    let shown = draw(&screen);
    assert!(shown.contains("Veces que se señaló cada fila"), "{shown}");
    assert!(shown.contains("RePág"), "{shown}");
}

/// The ×20 tally of the small-filter tab names its rows as the table
/// labels them («n=3 indep.», «n=1 doble»), not by position («fila 3»;
/// reader 3, es 21).
#[test]
fn the_tally_names_rows_by_their_labels() {
    for lang in [Lang::Es, Lang::En] {
        let specs = ExperimentsScreen::default().specs(Tab::Small).unwrap();
        let mut tally = RepeatTally::new(specs.len());
        tally.raw[2] = 2;
        tally.raw[6] = 3;
        tally.family[6] = 1;
        let (screen, _inbox) = repeated_on(Tab::Small, tally, REPEAT_SEEDS);
        let per_row = screen.repeat_lines(lang).pop().unwrap();
        for index in [2, 6] {
            let name = super::super::rows::row_name(Tab::Small, index, &specs[index], lang);
            assert!(name.starts_with("n="), "{name}");
            assert!(per_row.contains(&format!("{name}:\u{a0}")), "{per_row}");
        }
        assert!(
            !per_row.contains("fila 3") && !per_row.contains("row 3"),
            "{per_row}"
        );
        // A single row never flagged is named, «0 / 0» (reader 36).
        let mut tally = RepeatTally::new(4);
        (tally.raw[0], tally.raw[1], tally.raw[2]) = (1, 1, 1);
        let (screen, _inbox) = repeated_on(Tab::Table, tally, REPEAT_SEEDS);
        let per_row = screen.repeat_lines(lang).pop().unwrap();
        assert!(per_row.ends_with(":\u{a0}0\u{a0}/\u{a0}0"), "{per_row}");
    }
}

#[test]
fn the_histogram_is_a_line_of_bars_scaled_to_the_tallest() {
    assert_eq!(bars(&[0, 1, 2, 8]), "  ▁▁▂▂██");
    assert_eq!(bars(&[3, 3]), "████");
    assert_eq!(bars(&[]), "");
}
