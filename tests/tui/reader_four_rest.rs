//! The fourth readers' last findings, fixed after their round: each seen
//! on screen at the reader's size (Spanish 80×24, English 120×40) and
//! tested in both languages.

use super::*;

/// es 18: after an answer the view follows what appeared; the first PgDn
/// from there never moves it back up, and PgUp never down, on any step
/// of any lesson.
#[test]
fn paging_after_an_answer_never_moves_the_wrong_way() {
    for (lang, (width, height)) in SEEN {
        let lessons = app(lang).catalog().lessons_in(lang).len();
        for index in 0..lessons {
            walk_lesson(lang, index, (width, height), |app| {
                screen(app, width, height);
                let followed = app.lesson_view().scroll;
                key(app, KeyCode::PageDown);
                screen(app, width, height);
                let paged = app.lesson_view().scroll;
                let step = lesson(app).step;
                assert!(
                    paged >= followed,
                    "{lang:?} lesson {index} step {step}: PgDn went from {followed} to {paged}"
                );
                key(app, KeyCode::PageUp);
                screen(app, width, height);
                let back = app.lesson_view().scroll;
                assert!(back <= paged, "{lang:?} lesson {index} step {step}");
            });
        }
    }
}

/// Open lesson `index` and go through it to its last step, answering each
/// prediction (`answer_lesson`) and calling `answered` right after, with
/// the step's screen drawn at `width`×`height`.
fn walk_lesson(
    lang: Lang,
    index: usize,
    (width, height): (u16, u16),
    mut answered: impl FnMut(&mut App),
) -> App {
    let mut app = app(lang);
    open_lesson_at(&mut app, index);
    loop {
        screen(&mut app, width, height);
        if lesson(&app).blocked() {
            answer_lesson(&mut app);
            answered(&mut app);
        }
        if lesson(&app).at_end() {
            return app;
        }
        key(&mut app, KeyCode::Right);
    }
}

/// Answer the lesson's question: its first choice, or a number.
fn answer_lesson(app: &mut App) {
    if lesson(app).numeric().is_some() {
        keys(app, "1");
        key(app, KeyCode::Enter);
    } else {
        keys(app, "1");
    }
}

/// es/en 2: the Alternatives table writes bits per key with two decimals,
/// as `bloomlab compare` and Sizing do (17.90, not 17.9), so a figure
/// reads the same on every screen.
#[test]
fn the_alternatives_bits_have_two_decimals_as_compare_writes_them() {
    for (lang, (width, height)) in SEEN {
        let mut app = app(lang);
        keys(&mut app, "44");
        fake_alternatives(&mut app, 16, true);
        let shown = screen(&mut app, width, height);
        let view = app.experiments_view();
        let results = &view.alternatives.run.as_ref().unwrap().results;
        let mut seen = 0;
        for result in results.iter().flatten() {
            let bits = format!("{:.2}", result.bits_per_element);
            let bits = match lang {
                Lang::Es => bits.replace('.', ","),
                _ => bits,
            };
            // The rows past the panel's end are not drawn.
            if shown
                .lines()
                .any(|line| line.split_whitespace().any(|word| word == bits))
            {
                seen += 1;
            }
        }
        // Every row drawn: at 80×24, 12 of them (the rows' sentences
        // are given the tallest's room, reader 7's en 2, and the keys two
        // rows, reader 16's es 2.1), 17,90 among them.
        assert!(
            seen >= 12,
            "{lang:?}: {seen} rows as compare writes them\n{shown}"
        );
    }
}

/// en 12: a prediction typed on the Experiments screen is read as the
/// lessons and quizzes read a number: a comma is a decimal mark in
/// Spanish, and in English it gets the same advice as in a lesson.
#[test]
fn experiments_read_a_typed_share_as_lessons_do() {
    for (lang, (width, height)) in SEEN {
        let mut app = app(lang);
        keys(&mut app, "4");
        key(&mut app, KeyCode::Down);
        key(&mut app, KeyCode::Enter);
        // With its %: a number under 1 without one is asked about
        // (reader 29, es 5.5).
        keys(&mut app, "0,8%");
        key(&mut app, KeyCode::Enter);
        let shown = joined(&screen(&mut app, width, height));
        let advice = bloomlab::t!(lang, "quiz-number-comma-groups");
        match lang {
            Lang::En => {
                assert!(shown.contains(&advice), "{shown}");
                assert!(app.experiments_view().prediction.grade.is_none());
            }
            _ => {
                assert!(!shown.contains(&advice), "{shown}");
                let grade = app.experiments_view().prediction.grade.unwrap().to_owned();
                assert!(grade.contains("0,8"), "{grade}");
            }
        }
    }
}

/// en 13: while the small filter's question is open, the status line
/// lists ←→ (as the question does; its two answers sit side by side,
/// reader 6, en 10), which pick the answer, and the help lists only the keys
/// that work then (not Tab or d, which the question takes as nothing).
#[test]
fn an_open_question_lists_its_own_keys_only() {
    for (lang, (width, height)) in SEEN {
        let mut app = app(lang);
        keys(&mut app, "43");
        key(&mut app, KeyCode::Enter);
        assert!(app.experiments_view().prediction.answering);
        let shown = screen(&mut app, width, height);
        let status = super::status_of(&shown);
        let pick = bloomlab::t!(lang, "exp-key-pick-yes-or-no");
        assert!(status.contains(&format!("←→ {pick}")), "{status}");
        assert!(
            shown.contains("←→ and Enter") || shown.contains("←→ y Enter"),
            "{shown}"
        );
        keys(&mut app, "?");
        let help = screen(&mut app, width, height);
        assert!(help.contains(&pick), "{help}");
        for absent in ["Tab t 1-4", "d D", "+-"] {
            assert!(!help.contains(absent), "{absent}:\n{help}");
        }
    }
}

/// es 6 and reader 4's figures: a number typed with a point reads back
/// with the Spanish decimal comma, and a computed right answer is written
/// as Sizing writes the same figure (two decimals: 34,15 MB).
#[test]
fn typed_and_right_numbers_read_as_the_screens_write_them() {
    for (lang, (width, height)) in SEEN {
        let mut app = app(lang);
        keys(&mut app, "5");
        key(&mut app, KeyCode::Enter);
        // To the first question answered with a number.
        while !matches!(
            quiz(&app).question().question_type(),
            bloomlab::content::QuestionType::Numeric
        ) {
            answer_first(&mut app);
            key(&mut app, KeyCode::Enter);
        }
        keys(&mut app, "9.5");
        key(&mut app, KeyCode::Enter);
        let shown = joined(&screen(&mut app, width, height));
        let (typed, wrong) = match lang {
            Lang::Es => ("9,5", "9.5"),
            _ => ("9.5", "9,5"),
        };
        assert!(shown.contains(typed), "{shown}");
        assert!(!shown.contains(wrong), "{shown}");
    }
}

/// The help as drawn after `?`, read as one line.
fn help_of(app: &mut App, width: u16, height: u16) -> String {
    keys(app, "?");
    let help = joined(&screen(app, width, height));
    key(app, KeyCode::Esc);
    help
}

/// es 16, es 17 and en 15: keys that work are listed, and keys listed
/// work. Home's j and k are in its help; the offer to continue a lesson
/// lists only its own keys (no a-i, PgUp or Home); a true-or-false
/// question lists ↑↓ and Enter, which answer it too.
#[test]
fn listed_keys_are_the_keys_that_work() {
    for (lang, (width, height)) in SEEN {
        let mut app = app(lang);
        let help = help_of(&mut app, width, height);
        assert!(
            help.contains(&format!("j k  {}", bloomlab::t!(lang, "ui-key-j-k"))),
            "{help}"
        );

        let mut app = super::app(lang);
        to_false_positive(&mut app);
        key(&mut app, KeyCode::Esc);
        key(&mut app, KeyCode::Enter);
        assert!(app.lesson_view().resume_offer.is_some());
        let help = help_of(&mut app, width, height);
        let scroll = bloomlab::t!(lang, "app-scroll-a-long-step");
        let first = bloomlab::t!(lang, "app-back-to-the-first-step");
        let letters = bloomlab::t!(lang, "app-answer-like-digits", digits = "1-3");
        for absent in [scroll, first, letters] {
            assert!(!help.contains(&absent), "{absent}: {help}");
        }
        assert!(
            help.contains(&bloomlab::t!(lang, "lesson-key-continue")),
            "{help}"
        );

        let mut app = super::app(lang);
        keys(&mut app, "5");
        key(&mut app, KeyCode::Enter);
        while !matches!(
            quiz(&app).question().question_type(),
            bloomlab::content::QuestionType::TrueFalse
        ) {
            answer_first(&mut app);
            key(&mut app, KeyCode::Enter);
        }
        let shown = screen(&mut app, width, height);
        let status = super::status_of(&shown);
        // t/f answer at once; ↑↓ and Enter answer in two steps (reader
        // 32, en 2.1).
        assert!(status.contains("1/2 "), "{status}");
        // ↑↓ choose, Enter answers (reader 39, es 2.4).
        assert!(
            status.contains(" ↑↓ ") && status.contains(" Enter "),
            "{status}"
        );
        // The help's key column holds each key with a space before the
        // border (reader 12, en 1.6).
        keys(&mut app, "?");
        let help = screen(&mut app, width, height);
        assert!(!help.contains("│t/f") && !help.contains("│v/f"), "{help}");
        keys(&mut app, "?");
        // ↓ and Enter answer «false».
        let answered = quiz(&app).answered_count();
        key(&mut app, KeyCode::Down);
        key(&mut app, KeyCode::Enter);
        assert_eq!(quiz(&app).answered_count(), answered + 1);
    }
}

/// en 19: the playground groups m's thousands as every other count on
/// screen (4,096 in English; four digits stay together in Spanish), in
/// its first line; its fill line is a fraction, a formula, whose numbers
/// take no separator (reader 43, en 4.3; the glossary).
#[test]
fn the_playground_groups_m_as_every_count() {
    for (lang, (width, height)) in SEEN {
        let written = match lang {
            Lang::Es => "4096",
            _ => "4,096",
        };
        // 4096 is the playground's largest m.
        let mut app = playground_with_m(lang, "", 4096);
        let shown = screen(&mut app, width, height);
        assert!(shown.contains(&format!("m = {written}")), "{shown}");
        assert!(shown.contains("0/4096"), "{shown}");
    }
}

/// en 24: the title over the list of lessons says «Lessons», as Home's
/// entry does; an open lesson says «Lesson».
#[test]
fn the_list_of_lessons_is_titled_in_the_plural() {
    for (lang, (width, height)) in SEEN {
        let mut app = app(lang);
        keys(&mut app, "1");
        let list = screen(&mut app, width, height);
        let title = list.lines().next().unwrap().to_owned();
        let plural = bloomlab::t!(lang, "home-lessons");
        assert!(title.contains(&format!("› {plural} ")), "{title}");
        key(&mut app, KeyCode::Enter);
        let open = screen(&mut app, width, height);
        let title = open.lines().next().unwrap().to_owned();
        let one = bloomlab::t!(lang, "app-lesson");
        assert!(title.contains(&format!("› {one} ")), "{title}");
    }
}

/// es 24: the playground's rates line never leaves its label alone on a
/// line («falsos positivos:» and the rates under it): at 80 columns with
/// m = 4096 and 105 words it breaks after a « · » instead.
#[test]
fn the_rates_label_keeps_its_first_rate() {
    for (lang, (width, height)) in [SEEN[0], SEEN[1], (Lang::En, (80, 24))] {
        let mut app = playground_with_m(lang, "f", 4096);
        keys(&mut app, "w");
        let shown = screen(&mut app, width, height);
        let label = match lang {
            Lang::Es => "falsos positivos:",
            _ => "false positives:",
        };
        let line = shown
            .lines()
            .find(|line| line.contains(label))
            .unwrap_or_else(|| panic!("{shown}"));
        let after = line.split(label).nth(1).unwrap();
        assert!(after.contains("Bloom"), "{shown}");
    }
}

/// es 25: without colour (the tests' theme is NO_COLOR's), the
/// Alternatives chart still shows which structure is selected: a dotted
/// line up through its point (reader 5 saw a ◂ beside the letter cover
/// a neighbour's), which the key under the chart explains, and which
/// follows ↑↓.
#[test]
fn the_selected_structure_is_marked_without_colour() {
    for (lang, (width, height)) in SEEN {
        let mut app = app(lang);
        keys(&mut app, "44");
        fake_alternatives(&mut app, 16, true);
        keys(&mut app, "c");
        // The plot's columns holding the guide's dots.
        let guide = |app: &mut App| {
            let shown = screen(app, width, height);
            let mut columns: Vec<usize> = shown
                .lines()
                .flat_map(|line| {
                    line.chars()
                        .enumerate()
                        .filter(|(_, c)| *c == '⡇' || *c == '⢸')
                        .map(|(column, _)| column)
                        .collect::<Vec<_>>()
                })
                .collect();
            columns.sort_unstable();
            columns.dedup();
            (columns, shown)
        };
        let (first, shown) = guide(&mut app);
        let explained = bloomlab::t!(lang, "exp-alt-chart-selected");
        assert!(shown.contains(&format!("⡇ {explained}")), "{shown}");
        key(&mut app, KeyCode::Down);
        let (moved, shown) = guide(&mut app);
        // Blocked at 1 % measures more than Bloom: its guide is further right.
        assert!(
            moved.iter().max() > first.iter().max(),
            "{first:?} {moved:?}: {shown}"
        );
    }
}

/// es 10: lesson 1's step 13 gives the rate at 10 bits per element as
/// Sizing gives it for those 10 bits, not rounded to 0,8 %; since reader
/// 24 (es 5.1) with the four digits lesson 2 and every screen write.
#[test]
fn the_rate_at_ten_bits_reads_as_sizing_gives_it() {
    for (lang, (width, height)) in SEEN {
        let mut app = app(lang);
        open_first_lesson(&mut app);
        while lesson(&app).step < 12 {
            if lesson(&app).blocked() {
                answer_lesson(&mut app);
            }
            key(&mut app, KeyCode::Right);
        }
        let shown = joined(&screen(&mut app, width, height));
        let rate = match lang {
            Lang::Es => "0,8194 %",
            _ => "0.8194 %",
        };
        assert!(shown.contains(rate), "{shown}");
    }
}

/// en 23: in a lesson's experiment the measured fill stands with the
/// measurement, not on the line of the formulas' predictions (lesson 2,
/// step 16, run for real).
#[test]
fn the_measured_fill_is_on_the_measured_line() {
    for (lang, (width, height)) in SEEN {
        let (mut app, inbox) = app_with_inbox(lang);
        open_lesson_at(&mut app, 1);
        while lesson(&app).step < 16 {
            if lesson(&app).blocked() {
                answer_lesson(&mut app);
            }
            key(&mut app, KeyCode::Right);
        }
        answer_lesson(&mut app);
        let deadline = Instant::now() + Duration::from_secs(120);
        while app.lesson_view().run.is_none_or(|run| run.running) {
            assert!(Instant::now() < deadline, "the run did not finish");
            if let Ok(msg) = inbox.recv_timeout(Duration::from_millis(100)) {
                app.update(msg);
            }
        }
        // Down to the step's end, where the result is.
        screen(&mut app, width, height);
        for _ in 0..10 {
            key(&mut app, KeyCode::PageDown);
        }
        let shown = joined(&screen(&mut app, width, height));
        let (measured, formulas, fill) = match lang {
            Lang::Es => ("Medido: ", "Fórmula de Bloom: ", "llenado: "),
            _ => ("Measured: ", "Bloom's formula: ", "fill: "),
        };
        let after = |from: &str, to: &str| -> String {
            let start = shown
                .find(from)
                .unwrap_or_else(|| panic!("{from}: {shown}"));
            let rest = &shown[start..];
            rest[..rest.find(to).unwrap_or(rest.len())].to_owned()
        };
        assert!(after(measured, formulas).contains(fill), "{shown}");
        assert!(!after(formulas, "\u{a0}%").contains(fill), "{shown}");
        let line = after(formulas, "p-");
        assert!(!line.contains(fill), "{line}");
    }
}

/// Reader 5, es 1 and es 17: n on a lesson's last step brings its notice
/// into view (it was written under the screen's last row), and an answer
/// followed into view leaves at most two blank rows under the step's end
/// (lesson 3, step 5 left eight).
#[test]
fn what_a_key_adds_comes_into_view_without_blank_rows() {
    for (lang, (width, height)) in SEEN {
        for index in 0..app(lang).catalog().lessons_in(lang).len() {
            let mut app = walk_lesson(lang, index, (width, height), |app| {
                let shown = screen(app, width, height);
                let rows: Vec<&str> = shown.lines().collect();
                // The body's rows, the hint of more and the status line
                // aside.
                let body = &rows[3..rows.len() - 2];
                let blank = body
                    .iter()
                    .rev()
                    .take_while(|row| row.trim_matches(|c| c == '"' || c == ' ').is_empty())
                    .count();
                let step = lesson(app).step;
                // Blank rows under a step that fits are only the screen's;
                // under a scrolled one they hide its start.
                let scrolled = app.lesson_view().scroll > 0;
                assert!(
                    !scrolled || blank <= 2,
                    "{lang:?} lesson {index} step {step}:\n{shown}"
                );
            });
            // On the last step of the last lesson, n says there is nothing
            // after it, in view; before, it opens the next lesson (reader
            // 31, en 2.3).
            keys(&mut app, "n");
            let shown = joined(&screen(&mut app, width, height));
            let notice = bloomlab::t!(lang, "quiz-lesson-last-step");
            if index == 2 {
                assert!(shown.contains(&notice), "{lang:?} lesson {index}: {shown}");
            } else {
                assert_eq!(lesson(&app).step, 0, "{lang:?} lesson {index}");
            }
        }
    }
}

/// Reader 5 (es 8, 9, 10; en 9, 10): j and k move every list as on Home;
/// the Exercises help says what Tab does, apart from ↑↓; a quiz's status
/// line says that Esc is pressed twice to leave; a lesson's typed answer
/// lists the decimal marks it takes.
#[test]
fn list_and_answer_keys_say_what_they_do() {
    for (lang, (width, height)) in SEEN {
        let mut app = app(lang);
        keys(&mut app, "1j");
        key(&mut app, KeyCode::Enter);
        let second = app.catalog().lessons_in(lang)[1].lesson.id.clone();
        assert_eq!(lesson(&app).loaded.lesson.id, second, "{lang:?}");
        let mut app = super::app(lang);
        keys(&mut app, "5jjk");
        key(&mut app, KeyCode::Enter);
        let second = app.catalog().quizzes_in(lang)[1].quiz.id.clone();
        assert_eq!(quiz(&app).loaded.quiz.id, second, "{lang:?}");
        let status = super::status_of(&screen(&mut app, width, height));
        let leave = bloomlab::t!(lang, "quiz-key-leave");
        assert!(status.contains(&format!("Esc Esc {leave}")), "{status}");

        let mut app = super::app(lang);
        keys(&mut app, "7");
        let help = help_of(&mut app, width, height);
        assert!(
            help.contains(&bloomlab::t!(lang, "exscreen-key-next")),
            "{help}"
        );

        // Lesson 2's first typed answer.
        let mut app = super::app(lang);
        open_lesson_at(&mut app, 1);
        while lesson(&app).numeric().is_none() || !lesson(&app).blocked() {
            if lesson(&app).blocked() {
                answer_lesson(&mut app);
            }
            key(&mut app, KeyCode::Right);
        }
        let status = super::status_of(&screen(&mut app, width, height));
        // Typing and Enter are two keys, Enter saying that it answers
        // (reader 7, es 10).
        let answer = bloomlab::t!(lang, "lesson-key-answer");
        assert!(status.contains("0-9 . ,"), "{status}");
        assert!(status.contains(&format!("Enter {answer}")), "{status}");
    }
}

/// Reader 5, es 2 and en 15: with a repeat's tally under the table, the
/// chart is drawn with six rows of plot or more, or replaced by one line
/// saying it does not fit; never squeezed to three rows, at any height
/// from 22 to 40.
#[test]
fn a_chart_is_readable_or_says_it_does_not_fit() {
    for lang in [Lang::Es, Lang::En] {
        let (mut app, _inbox) = super::reader_round::table_repeated_once(lang);
        for height in 22..=40 {
            let shown = screen(&mut app, 80, height);
            let plot_rows = shown
                .lines()
                .filter(|line| line.contains('│') && !line.contains('┌') && !line.contains('└'))
                .count();
            let does_not_fit = bloomlab::t!(lang, "exp-table-chart-does-not-fit", missing = 1);
            let said = shown.contains(&does_not_fit[..12]);
            assert!(
                said || plot_rows == 0 || plot_rows >= 6,
                "{lang:?} at 80×{height}: {plot_rows} rows\n{shown}"
            );
        }
    }
}

/// Reader 5, es 13: once the playground is full, its notice says that
/// the limit is on the words added (5000), of which n are distinct, not
/// that n itself is the most it holds.
#[test]
fn a_full_playground_names_its_limit_on_words_added() {
    for (lang, (width, height)) in SEEN {
        let mut app = app(lang);
        keys(&mut app, "2");
        for _ in 0..7 {
            keys(&mut app, "W");
        }
        let shown = joined(&screen(&mut app, width, height));
        let added = match lang {
            Lang::Es => "de 5000 añadidas",
            _ => "from 5,000 added",
        };
        assert!(shown.contains(added), "{shown}");
    }
}

/// Reader 5, es 19: s keeps the row the student chose selected (it
/// jumped to the last row), so e explains the row chosen.
#[test]
fn a_run_keeps_the_row_the_student_chose() {
    for lang in [Lang::Es, Lang::En] {
        let (mut app, inbox) = app_with_inbox(lang);
        keys(&mut app, "4");
        key(&mut app, KeyCode::Down);
        keys(&mut app, "s");
        assert!(app.experiments_view().running);
        assert_eq!(app.experiments_view().selected, 1, "{lang:?}");
        keys(&mut app, "x");
        deliver_until_stopped(&mut app, &inbox, Duration::from_secs(30));
        assert_eq!(app.experiments_view().selected, 1, "{lang:?}");
    }
}

/// Reader 5, es 12: the Alternatives help says what its «refused» column
/// counts, as it says what its other columns hold.
#[test]
fn the_alternatives_help_explains_the_refused_column() {
    for (lang, (width, height)) in SEEN {
        let mut app = app(lang);
        keys(&mut app, "44");
        let mut help = help_of(&mut app, width, height);
        let said = bloomlab::t!(lang, "exp-key-refused-keys");
        // On the help's second page where the first has no room for it.
        if !help.contains(&said[..20]) {
            keys(&mut app, "?");
            key(&mut app, KeyCode::Down);
            help = super::joined(&screen(&mut app, width, height));
        }
        assert!(help.contains(&said[..20]), "{help}");
    }
}
