//! The Alternatives tab's state: events, keys and costs.

use super::*;
use std::sync::mpsc::channel;

/// Costs timed on fewer keys than the rates used say why (reader 5,
/// es 16: «n = 262 144» beside a header of 1 000 000, unexplained);
/// timed on all of them, they say nothing more. A static filter's add
/// time is its build's, and says so (reader 6, en 12).
#[test]
fn costs_timed_on_fewer_keys_say_why() {
    use crate::experiment::compare::Timing;
    let profile = Profile {
        bytes: 1,
        transient_bytes: 0,
        failures: 0,
        load: 0.5,
        insert_ns: 12.0,
        lookup_ns: 10.0,
        timing: Timing {
            keys: 262_144,
            repeats: 5,
            insert_ns_range: [12.0, 12.5],
            lookup_ns_range: [10.0, 10.2],
        },
    };
    let words = timing_words(
        &profile,
        crate::filter::FilterKind::Standard,
        1_000_000,
        crate::lang::Lang::Es,
    );
    assert!(
        words.contains("con n = 262\u{a0}144 claves (las tasas se miden con 1\u{a0}000\u{a0}000: cronometrar tantas tardaría demasiado), mediana"),
        "{words}"
    );
    let words = timing_words(
        &profile,
        crate::filter::FilterKind::Standard,
        262_144,
        crate::lang::Lang::En,
    );
    assert!(words.contains("add 12.0 ns"), "{words}");
    let built = timing_words(
        &profile,
        crate::filter::FilterKind::Xor8,
        262_144,
        crate::lang::Lang::En,
    );
    assert!(built.contains("building, per key, 12.0 ns"), "{built}");
    assert!(words.contains("262,144 keys, median"), "{words}");
}

/// A reporter dropped before the comparison's last event says it was
/// lost; one that passed the last event on says nothing more.
#[test]
fn a_reporter_dropped_early_reports_the_comparison_lost() {
    let (sender, inbox) = channel();
    let reporter = |generation| CompareReporter {
        sender: sender.clone(),
        generation,
        finished: AtomicBool::new(false),
    };
    drop(reporter(3));
    let finished = reporter(4);
    assert!(finished.send(CompareEvent::AllDone {
        rows: Vec::new(),
        seconds: 0.0,
        cancelled: false,
    }));
    drop(finished);
    let received: Vec<Msg> = inbox.try_iter().collect();
    assert!(
        matches!(
            received[..],
            [
                Msg::CompareLost { generation: 3 },
                Msg::Compare {
                    generation: 4,
                    event: CompareEvent::AllDone { .. }
                }
            ]
        ),
        "{received:?}"
    );
}

/// The end of a run puts each row's family-wise result in its own
/// place, found by its design, and events of another run are ignored.
#[test]
fn the_last_event_puts_each_row_in_its_place() {
    let mut screen = ExperimentsScreen::default();
    let rows = designs(1_000, &DEFAULT_TARGETS).unwrap();
    screen.alternatives.run = Some(AltRun {
        generation: 2,
        n: 1_000,
        seed: 1,
        rows: vec![AltRow::default(); rows.len()],
        designs: rows.clone(),
        comparison: None,
        done: false,
        cancelled: false,
        seconds: 0.0,
        lost: false,
    });
    let spec = ExperimentSpec {
        kind: rows[5].kind,
        m: rows[5].m,
        k: rows[5].k,
        n: 1_000,
        ..ExperimentSpec::new(1, 1, 1)
    };
    let tally = crate::experiment::Tally {
        queries: 100_000,
        false_positives: 100,
        filters: 1,
        ..Default::default()
    };
    let outcome = crate::experiment::Outcome::from_tally(&spec, &tally, false, 0.5);
    let result = CompareRow {
        design: rows[5].clone(),
        n: 1_000,
        profile: Profile::sample(1_800),
        bits_per_element: 14.4,
        bound_ratio: Some(1.44),
        deletes: false,
        p_adjusted: 1.0,
        p_adjusted_source: 1.0,
        verdict: crate::experiment::Verdict::AgreesWithTheory,
        outcome,
    };
    let all_done = |rows: Vec<CompareRow>| CompareEvent::AllDone {
        rows,
        seconds: 1.0,
        cancelled: false,
    };
    screen.on_compare_event(1, all_done(vec![result.clone()]), crate::lang::Lang::En);
    assert!(screen.alternatives.running(), "another run's end");
    assert!(
        screen.alternatives.run.as_ref().unwrap().rows[5]
            .result
            .is_none()
    );
    screen.on_compare_event(2, all_done(vec![result.clone()]), crate::lang::Lang::En);
    let run = screen.alternatives.run.as_ref().unwrap();
    assert!(run.done);
    assert_eq!(run.rows[5].result.as_ref(), Some(&result));
    assert!(
        run.rows
            .iter()
            .enumerate()
            .all(|(i, r)| i == 5 || r.result.is_none())
    );
}

/// Reader 26 (en 5.6): the words said «add 112.8 ns» beside the table's
/// «113»: from 100 ns up both write whole ns, below it both tenths.
#[test]
fn the_words_write_ns_as_the_table_does() {
    use crate::experiment::compare::Timing;
    let profile = Profile {
        bytes: 1,
        transient_bytes: 0,
        failures: 0,
        load: 0.5,
        insert_ns: 112.8,
        lookup_ns: 7.46,
        timing: Timing {
            keys: 1_000,
            repeats: 5,
            insert_ns_range: [110.2, 116.7],
            lookup_ns_range: [7.4, 7.5],
        },
    };
    let words = timing_words(
        &profile,
        crate::filter::FilterKind::Standard,
        1_000,
        crate::lang::Lang::En,
    );
    assert!(words.contains("113"), "{words}");
    assert!(
        !words.contains("112.8") && !words.contains("116.7"),
        "{words}"
    );
    assert!(words.contains("7.5"), "{words}");
    assert_eq!(ns_figure(crate::lang::Lang::En, 112.8), "113");
}

/// Reader 44 (es 3.1): with the costs' columns shown (v), a description
/// too long for its costs still ended «v shows its costs», and v then hid
/// them. While the table shows the costs, the description stops without
/// sending the student to v.
#[test]
fn a_description_offers_v_only_while_the_table_hides_the_costs() {
    use crate::lang::Lang;
    let long = "Counting filter: adds, looks up and removes. ".repeat(6);
    for lang in [Lang::En, Lang::Es] {
        let offer = crate::t!(lang, "exp-alt-costs-on-v");
        let hidden =
            super::words::costs_or_v(long.clone(), "Counting filter.", (1, 40), false, lang);
        assert!(
            hidden.ends_with(offer.trim_start_matches(';').trim()),
            "{hidden}"
        );
        let shown = super::words::costs_or_v(long.clone(), "Counting filter.", (1, 40), true, lang);
        assert_eq!(shown, "Counting filter.");
        let fits = super::words::costs_or_v("Short.".to_owned(), "S.", (1, 40), true, lang);
        assert_eq!(fits, "Short.");
    }
}
