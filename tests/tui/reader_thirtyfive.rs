//! Readers 35: Spanish at 80×24, English at 120×40.

use super::{app, keys, screen};

/// Reader 35 (en 1.3): at 80 columns the table's progress bars sat under
/// a blank, «progress» left out for want of room before «queries»; it is
/// «done» there. Reader 36 (en 1.1): a heading reaching left over the
/// row labels read as theirs. The gauge's heading, where there is one,
/// starts over the gauge; English has one at both sizes.
#[test]
fn the_progress_bars_have_a_heading_at_80_columns() {
    for lang in [bloomlab::lang::Lang::Es, bloomlab::lang::Lang::En] {
        for (width, height) in [(80, 24), (120, 40)] {
            let mut app = app(lang);
            keys(&mut app, "4");
            let shown = screen(&mut app, width, height);
            let queries = bloomlab::t!(lang, "exp-table-queries");
            let heading = shown
                .lines()
                .find(|line| line.contains(&queries))
                .unwrap_or_else(|| panic!("{lang:?} {width}: {shown}"));
            let gauge = shown
                .lines()
                .find(|line| line.contains('░'))
                .and_then(|line| line.chars().position(|c| c == '░'))
                .expect("a gauge");
            let words = [
                bloomlab::t!(lang, "exp-table-progress"),
                bloomlab::t!(lang, "exp-table-progress-short"),
            ];
            let word = words.iter().find_map(|word| {
                heading
                    .find(&format!(" {word}  "))
                    .map(|at| heading[..=at].chars().count())
            });
            if let Some(at) = word {
                assert!(at >= gauge, "{lang:?} {width}: {heading}");
            }
            if lang == bloomlab::lang::Lang::En {
                assert!(word.is_some(), "{lang:?} {width}: {heading}");
            }
        }
    }
}

/// Reader 35 (es 1.7): in the counting playground, a removal brings its
/// counters into view (342 to 359 at m = 512 in the report); `r` for the
/// next one sent the view back to counter 0 though nothing had scrolled
/// it. The view stays where the removal left it.
#[test]
fn the_next_removal_leaves_the_counters_where_they_were() {
    use crossterm::event::KeyCode;
    // The first line of positions: numbers only.
    let positions = |shown: &str| -> Option<String> {
        shown
            .lines()
            .map(|line| line.trim_matches('"').trim().to_owned())
            .find(|line| {
                let numbers: Vec<&str> = line.split_whitespace().collect();
                numbers.len() > 5 && numbers.iter().all(|n| n.parse::<u32>().is_ok())
            })
    };
    for (lang, (width, height)) in super::SEEN {
        let mut app = app(lang);
        keys(&mut app, "2fw");
        // m = 1,024 or more: more counters than either screen shows.
        for _ in 0..5 {
            super::key(&mut app, KeyCode::Right);
        }
        keys(&mut app, "x");
        // The first fruit whose removal scrolls the counters.
        let mut first = None;
        for fruit in ["uva", "kiwi", "pera", "mango", "limón"] {
            keys(&mut app, &format!("r{fruit}"));
            super::key(&mut app, KeyCode::Enter);
            let removed = screen(&mut app, width, height);
            let shown = positions(&removed).unwrap_or_else(|| panic!("{lang:?}: {removed}"));
            if !shown.starts_with("0 ") {
                first = Some(shown);
                break;
            }
        }
        let first = first.unwrap_or_else(|| panic!("{lang:?}: no removal scrolled"));
        keys(&mut app, "r");
        let asked = screen(&mut app, width, height);
        assert_eq!(
            positions(&asked).as_deref(),
            Some(first.as_str()),
            "{lang:?}:\n{asked}"
        );
    }
}

/// Reader 35 (es 2.1): the playground's «w +100» did not say a hundred
/// of what. The key says words.
#[test]
fn the_random_words_key_says_words() {
    for (lang, (width, height)) in super::SEEN {
        let mut app = app(lang);
        keys(&mut app, "2");
        let status = super::status_of(&screen(&mut app, width, height));
        let said = format!("w {}", bloomlab::t!(lang, "play-key-random"));
        assert!(status.contains(&said), "{lang:?}: {status}");
        assert!(said.ends_with(if lang == bloomlab::lang::Lang::Es {
            "palabras"
        } else {
            "words"
        }));
    }
}

/// Reader 35 (es 1.2): on the k sweep and the small filter at 80
/// columns, opening the prediction showed one more table row («▼ 11
/// filas más» after «▼ 12»), and answering took it away: the question's
/// keys fit one status row. The table keeps its rows.
#[test]
fn the_table_keeps_its_rows_while_a_prediction_is_asked() {
    use crossterm::event::KeyCode;
    for lang in [bloomlab::lang::Lang::Es, bloomlab::lang::Lang::En] {
        for tab in ["2", "3"] {
            let mut app = app(lang);
            keys(&mut app, &format!("4{tab}"));
            let more = |shown: &str| -> String {
                shown
                    .lines()
                    .find(|line| line.contains('▼'))
                    .unwrap_or_else(|| panic!("{lang:?} {tab}: {shown}"))
                    .to_owned()
            };
            let before = more(&screen(&mut app, 80, 24));
            super::key(&mut app, KeyCode::Enter);
            let asking = screen(&mut app, 80, 24);
            assert_eq!(more(&asking), before, "{lang:?} {tab}:\n{asking}");
        }
    }
}

/// Reader 35 (es 6.1): a typed number's note offered a «%» only where
/// the answer was under 1, so it told the answer's size before it was
/// worked out. The note follows what the student sees, a unit or none:
/// the factor 0.6185 and the factor 1.44 get the same note, the megabytes
/// one without a %.
#[test]
fn the_typed_numbers_note_does_not_tell_the_answers_size() {
    for (lang, (width, height)) in super::SEEN {
        let note = |id: &str| -> String {
            let mut app = super::leftovers_nineteen::quiz_at_question(lang, id);
            let shown = super::joined(&screen(&mut app, width, height));
            let status = super::status_of(&screen(&mut app, width, height));
            let how = bloomlab::t!(lang, "quiz-number-how").replace('\u{a0}', " ");
            let bare = bloomlab::t!(lang, "quiz-number-how-no-share").replace('\u{a0}', " ");
            let said = if shown.contains(&how[..40]) {
                "%"
            } else if shown.contains(&bare[..40]) {
                "no %"
            } else {
                panic!("{lang:?} {id}: {shown}")
            };
            format!("{said} {}", status.contains(" % "))
        };
        let under_one = note("per-bit-factor");
        assert_eq!(under_one, "% true", "{lang:?}");
        assert_eq!(note("factor-144"), under_one, "{lang:?}");
        assert_eq!(note("size-in-mb"), "no % false", "{lang:?}");
    }
}

/// Reader 35 (en 2.1): a lesson's typed number listed «%» among its
/// keys only where the answer was a share, which told its size too. It
/// is listed at every typed number (lesson 2 step 7: 24).
#[test]
fn a_lessons_typed_number_lists_the_percent_sign() {
    for (lang, (width, height)) in super::SEEN {
        let mut app = app(lang);
        super::lesson_and_quiz::to_formula_step(&mut app, 6);
        assert!(super::lesson(&app).numeric().is_some(), "{lang:?}");
        let status = super::status_of(&screen(&mut app, width, height));
        assert!(status.contains("0-9 . , e - % "), "{lang:?}: {status}");
    }
}

/// Reader 35 (en 3.1): «4x0» for a share, then Enter, said «without “x”
/// this is 40: Enter again to answer 40», and the second Enter answered
/// 40 where «40» typed alone is asked about (a share runs from 0 to 1).
/// The number's own question is asked at once, and the second Enter
/// answers 40 as it does for «40» typed alone (reader 38, es 6.3).
#[test]
fn a_dropped_letter_does_not_skip_the_share_check() {
    use crossterm::event::KeyCode;
    for (lang, (width, height)) in super::SEEN {
        let mut app = super::leftovers_nineteen::quiz_at_question(lang, "expected-fill");
        let answered = super::quiz(&app).answered_count();
        keys(&mut app, "4x0");
        super::key(&mut app, KeyCode::Enter);
        let shown = super::joined(&screen(&mut app, width, height));
        let share = bloomlab::t!(lang, "quiz-number-share-over-one", typed = "40");
        let share = share.replace('\u{a0}', " ");
        assert!(shown.contains(&share[..30]), "{lang:?}: {shown}");
        assert_eq!(super::quiz(&app).answered_count(), answered, "{lang:?}");
        super::key(&mut app, KeyCode::Enter);
        assert_eq!(super::quiz(&app).answered_count(), answered + 1, "{lang:?}");
    }
}

/// Reader 35 (es 1.5): on Sizing at 80×22 the note on k's rounding took
/// three lines where two were free, so it went whole and left the two
/// rows blank. Its shorter form, without the pin's hint, fills them.
#[test]
fn the_k_note_shortens_before_it_goes() {
    for lang in [bloomlab::lang::Lang::Es, bloomlab::lang::Lang::En] {
        let mut app = app(lang);
        keys(&mut app, "3");
        let shown = screen(&mut app, 80, 22);
        let short = bloomlab::t!(
            lang,
            "sizing-k-rounded-above",
            k = 7,
            ideal = "6",
            got = "1",
            asked = "1",
            hint = "no"
        );
        let opening: String = short.chars().take(20).collect();
        assert!(
            super::joined(&shown).contains(&opening),
            "{lang:?}:\n{shown}"
        );
        // No blank row between the design and the chart's title.
        let lines: Vec<&str> = shown.lines().map(|l| l.trim_matches('"').trim()).collect();
        let title = lines
            .iter()
            .position(|l| l.ends_with('─'))
            .expect("the chart's title");
        let fill = lines
            .iter()
            .position(|l| l.contains('%') && l.contains("51"))
            .unwrap();
        assert!(
            lines[fill + 1..title].iter().all(|l| !l.is_empty()),
            "{lang:?}:\n{shown}"
        );
        // At 80×24 the whole note, with the pin's hint.
        let whole = super::joined(&screen(&mut app, 80, 24));
        assert!(
            whole.contains("press k to hold") || whole.contains("pulsa k para fijar"),
            "{lang:?}: {whole}"
        );
    }
}

/// Reader 35 (es 1.6): on the table's convergence chart the interval's
/// dots were drawn over the exact line, cutting it into pieces, and the
/// axis went from «1,02» to «1,1» as the run ended, moving the chart a
/// column. The line is whole wherever the estimate does not cross it, and
/// every label has two decimals.
#[test]
fn the_exact_line_stays_whole_and_the_axis_keeps_its_width() {
    for (lang, (width, height)) in super::SEEN {
        let (mut app, inbox) = super::app_capped(lang);
        keys(&mut app, "4---s");
        super::deliver_until_stopped(&mut app, &inbox, std::time::Duration::from_secs(120));
        let shown = screen(&mut app, width, height);
        let axis: Vec<&str> = shown
            .lines()
            .filter_map(|line| {
                line.trim_matches('"')
                    .split_once('│')
                    .map(|(label, _)| label)
            })
            .filter(|label| !label.trim().is_empty())
            .collect();
        assert!(axis.len() >= 3, "{lang:?}:\n{shown}");
        for label in &axis {
            let number = label.trim();
            let decimals = number.rsplit([',', '.']).next().unwrap_or("");
            assert_eq!(decimals.len(), 2, "{lang:?}: «{number}»\n{shown}");
        }
        let one = shown
            .lines()
            .find(|line| line.contains("1,00 │") || line.contains("1.00 │"))
            .unwrap_or_else(|| panic!("{lang:?}:\n{shown}"));
        assert!(!one.contains('•'), "{lang:?}: {one}");
    }
}

/// Reader 35 (en 1.2): during `r` the chart under the tally shrank as the
/// tally's lines came in, from 23 rows to 14 and then 2, with no key
/// pressed. The tally keeps from the start the rows it takes at its end:
/// the chart (or the line saying `c` brings it) starts on one row
/// throughout.
#[test]
fn the_chart_keeps_its_place_while_the_tally_grows() {
    use std::sync::mpsc::RecvTimeoutError;
    use std::time::{Duration, Instant};
    for (lang, (width, height)) in super::SEEN {
        let (mut app, inbox) = super::app_capped(lang);
        keys(&mut app, "4---r");
        let beside = bloomlab::t!(lang, "exp-chart-beside-tally", running = "yes");
        let opening: String = beside.chars().take(16).collect();
        let place = |shown: &str| -> Option<usize> {
            shown.lines().skip(4).position(|line| {
                let text = line.trim_matches('"').trim_end();
                text.ends_with('─') && !text.trim_start().starts_with('─')
                    || text.contains(&opening)
            })
        };
        let mut places = std::collections::BTreeSet::new();
        let deadline = Instant::now() + Duration::from_secs(240);
        let mut messages = 0;
        while app.experiments_view().running {
            assert!(
                Instant::now() < deadline,
                "{lang:?}: the repeat did not end"
            );
            match inbox.recv_timeout(Duration::from_millis(100)) {
                Ok(msg) => app.update(msg),
                Err(RecvTimeoutError::Timeout) => continue,
                Err(RecvTimeoutError::Disconnected) => panic!("the channel closed"),
            }
            messages += 1;
            if messages % 7 == 0 {
                let shown = screen(&mut app, width, height);
                places.insert(place(&shown));
            }
        }
        let shown = screen(&mut app, width, height);
        places.insert(place(&shown));
        assert_eq!(places.len(), 1, "{lang:?}: {places:?}\n{shown}");
        assert!(places.iter().all(Option::is_some), "{lang:?}:\n{shown}");
    }
}

/// Reader 34 (en 2.3): while «e again: empty» waited, the status line
/// still listed every key, though each only kept the words. It lists the
/// question's answers, and the screen above it does not move.
#[test]
fn the_empty_question_lists_only_its_answers() {
    for (lang, (width, height)) in super::SEEN {
        let mut app = app(lang);
        keys(&mut app, "2f");
        let before = screen(&mut app, width, height);
        keys(&mut app, "e");
        let asking = screen(&mut app, width, height);
        let status = super::status_of(&asking);
        let empty_it = format!("e {}", bloomlab::t!(lang, "play-key-empty-confirm"));
        let keep = format!("Esc {}", bloomlab::t!(lang, "play-key-keep-words"));
        assert!(
            status.contains(&empty_it) && status.contains(&keep),
            "{lang:?}: {status}"
        );
        let add = format!("a {}", bloomlab::t!(lang, "play-key-add"));
        assert!(!status.contains(&add), "{lang:?}: {status}");
        // The filter's lines stay on their rows.
        let top = |shown: &str| shown.lines().take(8).map(str::to_owned).collect::<Vec<_>>();
        assert_eq!(top(&asking), top(&before), "{lang:?}");
    }
}

/// Reader 34 (es 1.7): at m = 32 with 105 words the playground's chart
/// ran to n = 100, its rise squeezed into five columns of seventy and
/// the rest flat at 100 %. The axis stops at four times the half-full
/// point (n ≈ 7,3 there): 50.
#[test]
fn the_playground_chart_keeps_to_where_the_rate_rises() {
    for (lang, (width, height)) in super::SEEN {
        let mut app = app(lang);
        keys(&mut app, "2fxwg");
        let shown = screen(&mut app, width, height);
        let axis = shown
            .lines()
            .find(|line| line.trim_matches('"').trim_start().starts_with("0 "))
            .unwrap_or_else(|| panic!("{lang:?}:\n{shown}"));
        let end = axis
            .trim_matches('"')
            .split_whitespace()
            .last()
            .unwrap_or("");
        assert_eq!(end, "50", "{lang:?}:\n{shown}");
    }
}

/// Reader 34 (es 1.8): at lesson 3 step 5, «13,7%» was refused (no %
/// there), then ⌫ and Enter answered: the view went four lines up, and
/// only the verdict's first line showed. The answer's feedback comes
/// into view whole.
#[test]
fn an_answer_after_a_refusal_brings_its_feedback_into_view() {
    use crossterm::event::KeyCode;
    for (lang, (width, height)) in super::SEEN {
        let mut app = app(lang);
        super::open_lesson_at(&mut app, 2);
        for _ in 0..4 {
            super::lesson_and_quiz::answer_if_asked(&mut app);
            super::key(&mut app, KeyCode::Right);
        }
        assert_eq!(super::lesson(&app).step, 4, "{lang:?}");
        assert!(super::lesson(&app).numeric().is_some(), "{lang:?}");
        let typed = if lang == bloomlab::lang::Lang::Es {
            "13,7%"
        } else {
            "13.7%"
        };
        keys(&mut app, typed);
        super::key(&mut app, KeyCode::Enter);
        super::key(&mut app, KeyCode::Backspace);
        super::key(&mut app, KeyCode::Enter);
        let shown = screen(&mut app, width, height);
        // The verdict and the paragraph after it.
        let lines: Vec<&str> = shown.lines().map(|l| l.trim_matches('"').trim()).collect();
        let verdict = lines
            .iter()
            .position(|l| l.starts_with('✓') || l.starts_with('✗'))
            .unwrap_or_else(|| panic!("{lang:?}:\n{shown}"));
        let after = lines[verdict + 1..]
            .iter()
            .take_while(|l| !l.contains('▼') && !l.contains("▲"))
            .filter(|l| !l.is_empty())
            .count();
        assert!(after >= 2, "{lang:?}:\n{shown}");
    }
}

/// Reader 36: what the number boxes say as keys are typed. The table's
/// example for a letter was «46,5», the 10 % row's answer (es 6.1); a «%»
/// in the k sweep's box stood there under «no se escribe» (es 3.3); a «%»
/// beside a unit went in unsaid (en 2.1, es 3.2). Each is fixed.
#[test]
fn number_boxes_say_what_they_leave_out() {
    use crossterm::event::KeyCode;
    for (lang, (width, height)) in super::SEEN {
        let mut app = app(lang);
        keys(&mut app, "4");
        super::key(&mut app, KeyCode::Enter);
        keys(&mut app, "z");
        let shown = super::joined(&screen(&mut app, width, height));
        assert!(
            !shown.contains("46,5") && !shown.contains("46.5"),
            "{lang:?}: {shown}"
        );

        let mut app = self::app(lang);
        keys(&mut app, "42");
        super::key(&mut app, KeyCode::Enter);
        keys(&mut app, "5%");
        let shown = screen(&mut app, width, height);
        assert!(!shown.contains("5%"), "{lang:?}: {shown}");
        assert!(
            shown.contains("«%»") || shown.contains("“%”"),
            "{lang:?}: {shown}"
        );

        // The % stays in the box, said at once, and Enter refuses it, as
        // a lesson does (reader 44, en 5.1: dropped, «9.6%» was graded 9.6).
        let mut app = super::leftovers_nineteen::quiz_at_question(lang, "size-in-mb");
        let answered = super::quiz(&app).answered_count();
        keys(&mut app, "9%");
        let shown = super::joined(&screen(&mut app, width, height));
        assert!(shown.contains("9%"), "{lang:?}: {shown}");
        let unit = super::quiz(&app).question().unit().expect("a unit");
        let refused = bloomlab::t!(lang, "quiz-number-percent-in-unit", unit = unit);
        assert!(shown.contains(&refused[..20]), "{lang:?}: {shown}");
        super::key(&mut app, KeyCode::Enter);
        assert_eq!(super::quiz(&app).answered_count(), answered);
    }
}

/// Reader 36 (en 4.1): a true-or-false verdict said «you chose 2». It
/// names the word chosen.
#[test]
fn a_true_or_false_verdict_names_the_word() {
    use bloomlab::content::QuestionType;
    for (lang, (width, height)) in super::SEEN {
        let mut app = app(lang);
        keys(&mut app, "5");
        super::key(&mut app, crossterm::event::KeyCode::Enter);
        for _ in 0..super::quiz(&app).questions.len() {
            if super::quiz(&app).question().question_type() == QuestionType::TrueFalse {
                break;
            }
            super::answer_first(&mut app);
            super::key(&mut app, crossterm::event::KeyCode::Enter);
        }
        assert_eq!(
            super::quiz(&app).question().question_type(),
            QuestionType::TrueFalse
        );
        keys(&mut app, "f");
        let shown = super::joined(&screen(&mut app, width, height));
        let word = bloomlab::t!(lang, "quiz-false");
        let chose = bloomlab::t!(lang, "quiz-you-chose-word", word = word);
        assert!(shown.contains(&chose), "{lang:?}: {shown}");
    }
}

/// Reader 36 (es 1.1): `r`, then `x` before any row measured: the line
/// in the chart's place, under the tally, was cut to one row at 80
/// columns («… no hay nada que dibujar. s vuelve a»). Readers 50 (es
/// 3.1): whole, it said s starts again under a tally that says where r
/// resumes. The tally alone says it.
#[test]
fn a_cancelled_repeat_leaves_the_tally_to_say_where_r_resumes() {
    for (lang, (width, height)) in super::SEEN {
        // n = 10⁷: `x` comes long before the first filter is built, so
        // no row can have measured (at 10⁴ one sometimes had, under load).
        let (mut app, inbox) = super::app_with_inbox(lang);
        keys(&mut app, "4rx");
        super::deliver_until_stopped(&mut app, &inbox, std::time::Duration::from_secs(60));
        let shown = super::joined(&screen(&mut app, width, height));
        let said = bloomlab::t!(lang, "exp-chart-cancelled-empty").replace('\u{a0}', " ");
        assert!(!shown.contains(&said), "{lang:?}: {shown}");
        let resumes = match lang {
            bloomlab::lang::Lang::Es => "vuelve a medir la semilla 1",
            bloomlab::lang::Lang::En => "measures seed 1 again",
        };
        assert!(shown.contains(resumes), "{lang:?}: {shown}");
    }
}

/// Reader 36: the playground's check named the bits twice, «bits 0, 18,
/// 28: bits 0, 18 and 28 are 0» (en 4.2), and «este filtro (12/32)^3
/// 5,273 %» had no sign before its rate (es 4.2). «all 0», and «=».
#[test]
fn the_playground_says_each_thing_once_and_with_its_sign() {
    use crossterm::event::KeyCode;
    for (lang, (width, height)) in super::SEEN {
        let mut app = app(lang);
        keys(&mut app, "2auva");
        super::key(&mut app, KeyCode::Enter);
        keys(&mut app, "cfresa");
        super::key(&mut app, KeyCode::Enter);
        let shown = super::joined(&screen(&mut app, width, height));
        let all = if lang == bloomlab::lang::Lang::Es {
            ": todos en 0 →"
        } else {
            ": all 0 →"
        };
        assert!(shown.contains(all), "{lang:?}: {shown}");
        let this = if lang == bloomlab::lang::Lang::Es {
            "este filtro ("
        } else {
            "this filter ("
        };
        let at = shown
            .find(this)
            .unwrap_or_else(|| panic!("{lang:?}: {shown}"));
        assert!(
            shown[at..]
                .chars()
                .take(30)
                .collect::<String>()
                .contains(" = "),
            "{lang:?}: {shown}"
        );
    }
}
