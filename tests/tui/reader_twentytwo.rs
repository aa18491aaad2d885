//! Reader 22's items (es at 80×24, en at 120×40), fixed in stop 49.

use super::{SEEN, keys, screen};

/// Reader 22 (es 3.1): lesson 1's «remove uva for real» step said
/// «counters 2, 7 go down by 1», but its only marks, ▲, stood under 7 and
/// 10, the lookup of «kiwi» that follows. The removal's counters are
/// marked −, the sign its own line starts with, and 7, lowered then
/// read, −▲ (▼ pointed at the next row: reader 23, en 1.2).
#[test]
fn a_removal_marks_the_counters_it_lowered() {
    for (lang, (width, height)) in SEEN {
        let mut app = super::app(lang);
        // The step after «Counters instead of bits», the first counting
        // scene.
        let counting = super::reader_nine::to_lesson_step(&mut app, 0, |s| {
            s.scene.is_some() && (s.title.contains("ontador") || s.title.contains("ounter"))
        });
        super::reader_nine::to_step(&mut app, counting + 1);
        super::lesson_and_quiz::answer_if_asked(&mut app);
        let shown = screen(&mut app, width, height);
        let lines: Vec<&str> = shown.lines().map(|l| l.trim_matches('"')).collect();
        let index_row = lines
            .iter()
            .position(|l| l.trim_start().starts_with("0  1  2  3"))
            .unwrap_or_else(|| panic!("{lang:?}: {shown}"));
        let under = |row: usize, position: usize| -> String {
            let end = lines[index_row].find(&format!(" {position:>2}")).unwrap() + 3;
            lines[row]
                .chars()
                .take(end)
                .skip(end - 3)
                .collect::<String>()
        };
        assert_eq!(under(index_row + 1, 2).trim(), "−", "{lang:?}: {shown}");
        // Lowered and probed: ▲ and, on the row under it, − (reader 27,
        // es 1.8: «−▲» put the − under the gap before the counter).
        assert_eq!(under(index_row + 1, 7).trim(), "▲", "{lang:?}: {shown}");
        assert_eq!(under(index_row + 2, 7).trim(), "−", "{lang:?}: {shown}");
        assert_eq!(under(index_row + 1, 10).trim(), "▲", "{lang:?}: {shown}");
        assert!(
            lines.iter().any(|l| l.trim_start().starts_with("− ")),
            "{lang:?}: the removal's line starts with its mark: {shown}"
        );
    }
}

/// Reader 22 (es 5.1, en 3.3): the 1 % row's exact cell read «1,00 %»
/// after one run and «1,004 %» after twenty seeds, the same rate. Its
/// cell reads the same however many queries the run asked, on every tab
/// and beside the row's words (e), which give the rate with the cell's
/// digits (en 5.2: «2.604 %» in the cell, «2.60 %» in the words).
#[test]
fn a_formula_rate_reads_the_same_whatever_was_measured() {
    use bloomlab::tui::Tab;
    for (lang, (width, height)) in SEEN {
        for (tab, digit) in [(Tab::Table, "1"), (Tab::KSweep, "2"), (Tab::Small, "3")] {
            let mut cells = Vec::new();
            for queries in [258_048, 1_000_000, 100_000_000] {
                let mut app = super::app(lang);
                keys(&mut app, &format!("4{digit}"));
                super::finish_run(&mut app, tab, queries, |_| 1.0);
                let shown = screen(&mut app, width, height);
                let rows: Vec<String> = shown
                    .lines()
                    .filter(|line| line.contains('±'))
                    .map(|line| {
                        // The formulas' cells: the row after its ±.
                        let after = &line[line.find('±').unwrap()..];
                        after
                            .split_whitespace()
                            .skip(1)
                            .filter(|word| {
                                word.chars()
                                    .all(|c| c.is_ascii_digit() || c == ',' || c == '.')
                            })
                            .collect::<Vec<_>>()
                            .join(" ")
                    })
                    .filter(|numbers| !numbers.is_empty())
                    .collect();
                assert!(rows.len() >= 4, "{lang:?} {tab:?}: {shown}");
                keys(&mut app, "e");
                let words = super::joined(&screen(&mut app, width, height));
                let selected = &rows[0];
                let exact = selected.split(' ').next_back().unwrap();
                assert!(
                    words.replace('\u{a0}', " ").contains(&format!("{exact} %")),
                    "{lang:?} {tab:?}: «{exact}» not in {words}"
                );
                cells.push(rows);
            }
            assert!(
                cells.windows(2).all(|pair| pair[0] == pair[1]),
                "{lang:?} {tab:?}: {cells:?}"
            );
        }
    }
}

/// Reader 22 (es 5.3, en 5.3): Sizing wrote the exact p «1.004 %» with k
/// free, «1.00 %» with k pinned and «0.0100 %» with m pinned, and the
/// 0.5 % row «0.502 %»: one rate, its digits by state. Every state writes
/// the formulas' rates with four.
#[test]
fn sizing_writes_its_rates_with_four_digits_in_every_state() {
    use crossterm::event::KeyCode;
    for (lang, (width, height)) in SEEN {
        let labels = [
            bloomlab::t!(lang, "sizing-row-bloom"),
            bloomlab::t!(lang, "sizing-row-exact"),
        ];
        for (moves, pin) in [(0, ""), (0, "k"), (0, "m"), (1, ""), (3, ""), (3, "m")] {
            let mut app = super::app(lang);
            keys(&mut app, "3");
            for _ in 0..moves {
                super::key(&mut app, KeyCode::Down);
            }
            keys(&mut app, pin);
            let shown = screen(&mut app, width, height);
            for label in &labels {
                let line = shown
                    .lines()
                    .find(|line| {
                        line.trim_start_matches(['"', ' ', '▸'])
                            .starts_with(label.as_str())
                    })
                    .unwrap_or_else(|| panic!("{lang:?}: {shown}"));
                let value = line.split(label.as_str()).nth(1).unwrap().trim_start();
                let number = value.split('\u{a0}').next().unwrap();
                let digits: String = number
                    .chars()
                    .filter(char::is_ascii_digit)
                    .skip_while(|&c| c == '0')
                    .collect();
                assert_eq!(
                    digits.len(),
                    4,
                    "{lang:?} {moves} {pin}: «{number}» in {line}"
                );
            }
        }
    }
}

/// Reader 22 (es 1.7): in the compact k sweep one blank stood between
/// the queries and the measured rate, «258K 0,968 %», read as one
/// number. Every compact row keeps two between its count and its rate.
#[test]
fn a_compact_rows_count_and_rate_stand_apart() {
    use bloomlab::tui::Tab;
    for lang in bloomlab::lang::Lang::ALL {
        for (tab, digit) in [(Tab::KSweep, "2"), (Tab::Small, "3")] {
            let mut app = super::app(lang);
            keys(&mut app, &format!("4{digit}"));
            super::finish_run(&mut app, tab, 258_048, |_| 1.0);
            let shown = screen(&mut app, 80, 24);
            let rows: Vec<&str> = shown
                .lines()
                .filter(|l| l.contains('±') && (l.contains("k=") || l.contains("n=")))
                .collect();
            assert!(rows.len() >= 5, "{shown}");
            for row in rows {
                let before = &row[..row.find('±').unwrap()];
                let words: Vec<&str> = before.split(' ').collect();
                // «258K», «», «0,968», «%», «»: the count, a blank, the rate.
                let count = words
                    .iter()
                    .rposition(|w| w.ends_with('K') || w.ends_with('M'))
                    .unwrap_or_else(|| panic!("{row}"));
                assert_eq!(words[count + 1], "", "{lang:?}: {row}");
            }
        }
    }
}

/// Reader 22 (en 3.4): after removing «mango», never added, the
/// playground warned that counts were taken from other words; ← or ↑
/// then rebuilt the filter from its words and the damage went without a
/// word. A new m or k on a counting filter says it was rebuilt.
#[test]
fn a_new_m_or_k_says_the_counting_filter_was_rebuilt() {
    use crossterm::event::KeyCode;
    for (lang, (width, height)) in SEEN {
        for code in [KeyCode::Left, KeyCode::Right, KeyCode::Up, KeyCode::Down] {
            let mut app = super::app(lang);
            keys(&mut app, "2");
            super::add_old_fruits(&mut app, lang);
            keys(&mut app, "x");
            keys(&mut app, "rmango");
            super::key(&mut app, KeyCode::Enter);
            super::key(&mut app, code);
            let said = bloomlab::t!(
                lang,
                "play-rebuilt",
                count = 5,
                shown = "5",
                repeats = "no",
                from = "counting"
            );
            let shown = super::joined(&screen(&mut app, width, height));
            assert!(
                shown.contains(&said),
                "{lang:?} {code:?}: «{said}» not in {shown}"
            );
        }
        // A filter of bits has nothing a rebuild could mend.
        let mut app = super::app(lang);
        keys(&mut app, "2f");
        super::key(&mut app, KeyCode::Up);
        let plain = bloomlab::t!(
            lang,
            "play-rebuilt",
            count = 5,
            shown = "5",
            repeats = "no",
            from = "counting"
        );
        assert!(!super::joined(&screen(&mut app, width, height)).contains(&plain));
    }
}

/// Reader 22 (es 5.6, en 5.5): the quiz list read «(9 questions) · last
/// whole attempt: 4/12 points», its 12 points explained only at the end.
/// A quiz whose questions are worth more than one point each names its
/// points beside its questions.
#[test]
fn the_quiz_list_names_points_beside_questions() {
    for (lang, (width, height)) in SEEN {
        let (catalog, _) = bloomlab::content::Catalog::builtin();
        let mut app = super::app(lang);
        keys(&mut app, "5");
        let shown = super::joined(&screen(&mut app, width, height));
        let mut heavy = 0;
        for loaded in catalog.quizzes_in(lang) {
            let count = loaded.quiz.questions.len();
            let points: u32 = loaded.quiz.questions.iter().map(|q| q.points).sum();
            if points as usize != count {
                heavy += 1;
                let said = bloomlab::t!(
                    lang,
                    "quiz-list-entry-points",
                    title = loaded.quiz.title.as_str(),
                    count = count,
                    points = points
                );
                assert!(shown.contains(&said), "{lang:?}: «{said}» not in {shown}");
            }
        }
        assert!(heavy >= 1, "{lang:?}");
    }
}

/// Reader 22 (es 4.3): with m pinned, Sizing said «Con m fija» and beside
/// it «▸ fijo»: m is feminine in the course's Spanish, k masculine.
#[test]
fn a_pinned_m_is_fija_and_a_pinned_k_fijo() {
    let mut app = super::app(bloomlab::lang::Lang::Es);
    keys(&mut app, "3m");
    let shown = super::joined(&screen(&mut app, 80, 24));
    assert!(shown.contains("▸ fija (pulsa m para soltarla)"), "{shown}");
    let mut app = super::app(bloomlab::lang::Lang::Es);
    keys(&mut app, "3k");
    let shown = super::joined(&screen(&mut app, 80, 24));
    assert!(shown.contains("▸ fijo (pulsa k para soltarlo)"), "{shown}");
}

/// Reader 22 (es 3.5): the menu promises «tus autoevaluaciones,
/// ejercicios y preguntas falladas», and My results said nothing of
/// exercises when none was tried. It says none was, until one is.
#[test]
fn my_results_says_when_no_exercise_was_tried() {
    use bloomlab::records::Store;
    for (lang, (width, height)) in SEEN {
        let none = bloomlab::t!(lang, "history-no-exercises");
        let mut store = Store::in_memory();
        super::fixed_attempts(&mut store, lang);
        let mut app = super::app_on(lang, store);
        keys(&mut app, "6");
        let shown = screen(&mut app, width, height);
        assert!(shown.contains(&none), "{lang:?}: {shown}");
        let mut store = Store::in_memory();
        super::fixed_attempts(&mut store, lang);
        super::fixed_exercise_runs(&mut store, lang);
        let mut app = super::app_on(lang, store);
        keys(&mut app, "6");
        assert!(!screen(&mut app, width, height).contains(&none), "{lang:?}");
        let mut app = super::app(lang);
        keys(&mut app, "6");
        let empty = super::joined(&screen(&mut app, width, height));
        assert!(
            empty.contains(&bloomlab::t!(lang, "history-none-yet")),
            "{empty}"
        );
    }
}

/// Reader 22 (es 1.1): at 80 columns the selected row's description ran
/// into its timed costs and stopped at «mediana …». Where the costs do not
/// fit, the description leaves them to v and says so; every row's words
/// end without «…». The theory column writes each structure's own rate
/// with a formula's four digits (es 5.3: «1,00 %» beside the Table's
/// «1,004 %»).
#[test]
fn alternatives_rows_leave_their_costs_to_v_rather_than_cut_them() {
    use crossterm::event::KeyCode;
    for (lang, (width, height)) in SEEN {
        let mut app = super::app(lang);
        keys(&mut app, "44");
        // A prediction, whose words take two lines above the row's.
        super::key(&mut app, KeyCode::Right);
        let timing = super::timed_costs();
        let targets = bloomlab::experiment::compare::DEFAULT_TARGETS.to_vec();
        super::fake_alternatives_timed(&mut app, targets, 23, true, timing);
        let on_v = bloomlab::t!(lang, "exp-alt-costs-on-v");
        let mut left_to_v = 0;
        for _ in 0..23 {
            let shown = screen(&mut app, width, height);
            let words: Vec<&str> = shown
                .lines()
                .skip(4)
                .take_while(|line| !line.contains("×"))
                .collect();
            assert!(
                !words
                    .iter()
                    .any(|line| line.trim_end_matches(['"', ' ']).ends_with('…')),
                "{lang:?}: {shown}"
            );
            left_to_v += usize::from(super::joined(&shown).contains(on_v.trim_start_matches("; ")));
            super::key(&mut app, KeyCode::Down);
        }
        if width == 80 {
            assert!(left_to_v > 0, "{lang:?}");
        }
        let shown = screen(&mut app, width, height);
        let theory: Vec<&str> = shown
            .lines()
            .filter(|line| line.replace('\u{a0}', " ").contains(" % ±"))
            .filter_map(|line| line.split('±').nth(1))
            .filter_map(|after| after.split_whitespace().nth(2))
            .collect();
        assert!(theory.len() >= 5, "{shown}");
        for rate in theory {
            let digits = rate
                .chars()
                .filter(char::is_ascii_digit)
                .skip_while(|&c| c == '0')
                .count();
            assert_eq!(digits, 4, "{lang:?}: «{rate}» in {shown}");
        }
    }
}

/// Reader 23 (es 1.1): at 80×24, e's words for a row ended in «…» after
/// «the adjusted p-value of this row is 1.», its timed costs cut off with
/// no way to read them. Where they do not fit, the words leave them to v
/// and say so; no row's words end in «…».
#[test]
fn e_leaves_the_costs_to_v_rather_than_cut_them() {
    use crossterm::event::KeyCode;
    for (lang, (width, height)) in [
        (bloomlab::lang::Lang::Es, (80, 24)),
        (bloomlab::lang::Lang::En, (80, 24)),
    ] {
        let mut app = super::app(lang);
        keys(&mut app, "44");
        super::key(&mut app, KeyCode::Right);
        let targets = bloomlab::experiment::compare::DEFAULT_TARGETS.to_vec();
        super::fake_alternatives_timed(&mut app, targets, 23, true, super::timed_costs());
        keys(&mut app, "e");
        for _ in 0..23 {
            let shown = screen(&mut app, width, height);
            let cut = shown
                .lines()
                .skip(4)
                .take_while(|line| !line.contains("×"))
                .any(|line| line.trim_end_matches(['"', ' ']).ends_with('…'));
            assert!(!cut, "{lang:?}: {shown}");
            super::key(&mut app, KeyCode::Down);
        }
    }
}
