//! Reader 17's items left at stop 44 (es at 80×24, en at 120×40), fixed
//! in stop 45.

use bloomlab::lang::Lang;
use bloomlab::tui::{App, Msg, Tab};
use crossterm::event::KeyCode;

use super::{SEEN, joined, key, keys, screen};

/// es 2.6, en 2.3: the Alternatives question was answered with b and k,
/// and k is the number of hashes on every other screen. ← and → answer it
/// now, as the sentence places the two answers; k answers nothing.
#[test]
fn the_alternatives_question_is_answered_with_the_arrows() {
    for (lang, (width, height)) in SEEN {
        let mut app = super::app(lang);
        keys(&mut app, "44");
        let before = joined(&screen(&mut app, width, height));
        assert!(before.contains("← Bloom · → cuckoo"), "{lang:?}: {before}");
        let status = super::status_of(&screen(&mut app, width, height));
        assert!(
            status.contains("← Bloom") && status.contains("→ cuckoo"),
            "{status}"
        );
        assert!(!status.contains(" k "), "{status}");
        keys(&mut app, "k");
        assert_eq!(app.experiments_view().alternatives.guess_at, None);
        key(&mut app, KeyCode::Right);
        let guessed = joined(&screen(&mut app, width, height));
        let cuckoo = match lang {
            Lang::Es => "Tu predicción: el filtro cuckoo",
            _ => "Your prediction: cuckoo",
        };
        assert!(guessed.contains(cuckoo), "{guessed}");
        key(&mut app, KeyCode::Left);
        let changed = joined(&screen(&mut app, width, height));
        let bloom = match lang {
            Lang::Es => "Tu predicción: el filtro de Bloom",
            _ => "Your prediction: Bloom",
        };
        assert!(changed.contains(bloom), "{changed}");
    }
}

/// es 2.7, 1.3, en 2.4: on the Alternatives tab e only pointed at the
/// words above the table, which were cut with «…», and a row's verdict
/// had no p-value. e now shows the row's words whole, with how its rate
/// was measured and judged; e again hides them.
#[test]
fn e_explains_an_alternatives_row() {
    for (lang, (width, height)) in SEEN {
        let mut app = super::app(lang);
        keys(&mut app, "44");
        super::fake_alternatives(&mut app, 23, true);
        let p_value = match lang {
            Lang::Es => "Valor p",
            _ => "p-value",
        };
        let before = screen(&mut app, width, height);
        assert!(!joined(&before).contains(p_value), "{before}");
        let explain = bloomlab::t!(lang, "exp-key-explain");
        assert!(
            super::status_of(&before).contains(&format!("e {explain}")),
            "{before}"
        );
        keys(&mut app, "e");
        let explained = screen(&mut app, width, height);
        let text = joined(&explained);
        assert!(text.contains(p_value), "{lang:?}: {explained}");
        // The rows are judged together: the words give the adjusted value.
        // Its adjusted value whole, at 80×24 too (reader 18, es 1.1).
        let together = match lang {
            Lang::Es => "el valor p ajustado de esta fila es",
            _ => "this row's adjusted p-value is",
        };
        assert!(text.contains(together), "{lang:?}: {explained}");
        // The selected row stays in view under the words.
        assert!(explained.contains('▶'), "{explained}");
        let hide = bloomlab::t!(lang, "exp-key-hide-explanation");
        assert!(
            super::status_of(&explained).contains(&format!("e {hide}")),
            "{explained}"
        );
        keys(&mut app, "e");
        let hidden = screen(&mut app, width, height);
        assert!(!joined(&hidden).contains(p_value), "{hidden}");
    }
}

/// es 3.1: after a cancel, the rows that measured sat 13 rows below a
/// screenful of «⏹ cancelled» ones. The selection went to the first row
/// that measured; readers 19 and 20 (es 3.1, 3.3, en 3.4, 3.7) lost
/// their place that way. It stays; the header counts what measured.
#[test]
fn a_cancel_keeps_the_selection_and_counts_what_measured() {
    use bloomlab::experiment::compare::{CompareEvent, CompareRow};
    use bloomlab::experiment::{Outcome, Tally};
    for (lang, (width, height)) in SEEN {
        let mut app = super::alternatives_tab::at_target(lang, 0.01);
        let generation = super::alternatives_tab::built(&mut app);
        let view = app.experiments_view().alternatives;
        let rows = bloomlab::experiment::compare::CompareSpec {
            n: view.n,
            targets: view.targets.clone(),
            base: bloomlab::experiment::ExperimentSpec::new(1, 1, 1),
        }
        .experiments(u64::MAX)
        .unwrap();
        // The last but one row measured part-way; the rest were cancelled
        // before their first query.
        let measured_row = rows.len() - 2;
        let (design, spec) = rows[measured_row].clone();
        let tally = Tally {
            queries: 400_000,
            false_positives: (400_000.0 * spec.fp_exact()).round() as u64,
            filters: 1,
            sum_fill: 0.5,
            ..Default::default()
        };
        let mut outcome = Outcome::from_tally(&spec, &tally, false, 0.5);
        outcome.cancelled = true;
        let profile = bloomlab::experiment::compare::Profile {
            bytes: design.kind.built_bytes(design.m, design.k, 100_000),
            transient_bytes: 0,
            failures: 0,
            load: 0.9,
            insert_ns: 50.0,
            lookup_ns: 25.0,
            timing: Default::default(),
        };
        let results = vec![CompareRow {
            deletes: design.kind.deletes(),
            design,
            n: 100_000,
            bits_per_element: 9.6,
            bound_ratio: Some(1.44),
            p_adjusted: outcome.p_value,
            p_adjusted_source: outcome.p_value,
            verdict: outcome.verdict,
            profile,
            outcome,
        }];
        assert_eq!(app.experiments_view().selected, 0);
        app.update(Msg::Compare {
            generation,
            event: CompareEvent::AllDone {
                rows: results,
                seconds: 3.0,
                cancelled: true,
            },
        });
        assert_eq!(app.experiments_view().selected, 0, "{lang:?}");
        let shown = joined(&screen(&mut app, width, height));
        // The one row measured stopped part-way: no verdict, and the
        // header says so.
        let counted = bloomlab::t!(
            lang,
            "exp-alt-cancelled-measured-part",
            part = 1,
            total = 5,
            judged = 0
        );
        assert!(shown.contains(&counted), "{lang:?}: {shown}");
        // Reader 23 (es 1.3): the header ran past 80 columns and lost
        // the seed; (es 3.4) every row read «cancelled», the part-way
        // one too.
        let seed = bloomlab::t!(lang, "exp-seed", seed = 1);
        assert!(
            shown
                .lines()
                .any(|line| line.contains(&format!("{counted}{seed}"))),
            "{lang:?}: {shown}"
        );
        let part_way = bloomlab::t!(lang, "exp-alt-stopped-part-way");
        assert_eq!(shown.matches(&part_way).count(), 1, "{lang:?}: {shown}");
        let _ = measured_row;
    }
}

/// en 1.4, es 5.7: the k sweep's log axis was labelled 16 %, 2.2 % and
/// 0.32 %, values a reader cannot place; it is labelled by decades.
#[test]
fn the_k_sweep_axis_is_labelled_by_decades() {
    for (lang, (width, height)) in SEEN {
        let mut app = super::app(lang);
        keys(&mut app, "42");
        assert_eq!(app.experiments_view().tab, Tab::KSweep);
        super::finish_run(&mut app, Tab::KSweep, 1_000_000, |_| 1.0);
        let shown = screen(&mut app, width, height).replace('\u{a0}', " ");
        // 1 % and 10 %: the range ends a little under the lowest rate,
        // not at 0.1 % (reader 31, en 1.1).
        for label in ["1 %", "10 %"] {
            assert!(
                shown.lines().any(
                    |line| line.trim_matches('"').trim_start().starts_with(label)
                        && line.contains('│')
                ),
                "{label}: {shown}"
            );
        }
        for odd in ["16 %", "2.2 %", "2,2 %", "0.32 %", "0,32 %"] {
            assert!(!shown.contains(&format!("{odd}│")), "{odd}: {shown}");
        }
    }
}

/// en 1.3: the playground's chart ran linearly from 0 to 100 %, so a
/// sensible filter's 0.1 % sat on the 0 % line. The axis is a log one,
/// by decades down to the 0.01 % its 10 000 queries can tell from none
/// («≤0.01 %»), and the title says so.
#[test]
fn the_playground_chart_has_a_log_axis() {
    for (lang, (width, height)) in SEEN {
        let mut app: App = super::playground_with_m(lang, "f", 128);
        keys(&mut app, "tg");
        let shown = screen(&mut app, width, height).replace('\u{a0}', " ");
        let floor = if lang == Lang::Es {
            "≤0,01 %"
        } else {
            "≤0.01 %"
        };
        assert!(shown.contains(&format!("{floor} │")), "{shown}");
        assert!(shown.contains("100 %"), "{shown}");
        assert!(!shown.contains(" 0 %  │"), "{shown}");
        let log = if lang == Lang::Es {
            "(escala logarítmica)"
        } else {
            "(log scale)"
        };
        assert!(shown.contains(log), "{shown}");
    }
}

/// en 1.2, es 1.7: Sizing drew the design's fixed k with cell-high ▄,
/// which ran flat for 10 to 27 columns where the rate does not; it is a
/// dotted braille line now, with its key.
#[test]
fn sizing_draws_the_fixed_k_curve_without_plateaus() {
    for (lang, (width, height)) in SEEN {
        let mut app = super::app(lang);
        keys(&mut app, "3");
        let shown = screen(&mut app, width, height);
        assert!(!shown.contains('▄'), "{shown}");
        let held = bloomlab::t!(lang, "fig-design-k", k = 7u64);
        assert!(shown.contains(&format!("⠒ ⠒ {held}")), "{shown}");
    }
}

/// en 2.2: the Experiments help explained «FP», a heading that only a
/// screen under 100 columns shows; it says so.
#[test]
fn the_help_says_when_the_count_is_headed_fp() {
    let mut app = super::app(Lang::En);
    keys(&mut app, "4?");
    let help = joined(&screen(&mut app, 120, 40));
    assert!(
        help.contains("FP  false positives, in narrow tables; K thousand"),
        "{help}"
    );
}

/// en 6.13: lesson 1 marked probed bits ✓ and ✗, and its result lines
/// «→ ✓ probably present», beside ✓ and ✗ for right and wrong answers on
/// the same screen. A probed bit is marked ▲ (its value is just above
/// it), and the result is said in words.
#[test]
fn probed_bits_are_not_marked_as_answers() {
    for (lang, (width, height)) in SEEN {
        let mut app = super::app(lang);
        super::to_false_positive(&mut app);
        let shown = screen(&mut app, width, height);
        let present = match lang {
            Lang::Es => "→ probablemente está",
            _ => "→ probably present",
        };
        assert!(joined(&shown).contains(present), "{shown}");
        assert!(!shown.contains("→ ✓") && !shown.contains("→ ✗"), "{shown}");
        let marks = shown
            .lines()
            .find(|line| line.contains('▲'))
            .unwrap_or_else(|| panic!("{shown}"));
        assert!(!marks.contains('✓') && !marks.contains('✗'), "{marks}");
    }
}

/// en 5.7: the Small filter tab gave n = 3's rates as 15.5 % and 17.0 %
/// where lesson 2 quotes 15.48 % and 16.98 %; it gives four digits, as
/// the lesson does.
#[test]
fn the_small_filter_rates_have_the_lessons_digits() {
    for (lang, (width, height)) in SEEN {
        let mut app = super::app(lang);
        keys(&mut app, "43");
        assert_eq!(app.experiments_view().tab, Tab::Small);
        super::finish_run(&mut app, Tab::Small, 1_000_000, |_| 1.0);
        let shown = screen(&mut app, width, height).replace('\u{a0}', " ");
        let row = shown
            .lines()
            .find(|line| line.contains("n=3"))
            .unwrap_or_else(|| panic!("{shown}"));
        let (bloom, exact) = match lang {
            Lang::Es => ("15,48 %", "16,98 %"),
            _ => ("15.48 %", "16.98 %"),
        };
        assert!(row.contains(bloom) && row.contains(exact), "{row}");
    }
}
