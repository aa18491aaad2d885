//! Readers 51's items: Spanish at 80×24 and 80×22, English at 120×40
//! and 80×22.

use bloomlab::lang::Lang;

use crossterm::event::KeyCode;

use super::{key, keys, screen};

/// Readers 51 (es 4.1): the Alternatives question read «una tasa
/// objetivo del 1/256»: the article fits a percentage, not a fraction.
/// It names the rate as p, which takes neither.
#[test]
fn the_alternatives_question_names_a_fraction_with_de() {
    let mut app = super::app(Lang::Es);
    keys(&mut app, "44");
    let mut said = Vec::new();
    for _ in 0..12 {
        keys(&mut app, ">");
        let shown = super::joined(&screen(&mut app, 80, 24));
        if let Some(at) = shown.find("tasa objetivo p") {
            said.push(shown[at..].chars().take(30).collect::<String>());
        }
    }
    for wanted in [
        "tasa objetivo p = 1/256,",
        "tasa objetivo p = 1/65536,",
        "tasa objetivo p = 1 %,",
    ] {
        assert!(
            said.iter().any(|s| s.starts_with(wanted)),
            "{wanted}: {said:#?}"
        );
    }
    assert!(!said.iter().any(|s| s.contains(" del ")), "{said:#?}");
}

/// Readers 51 (es 4.2): Sizing wrote the best k as «m/n·ln 2», which reads
/// as m/(n·ln 2), where the lessons write «(m/n)·ln 2». Sizing writes it
/// the lessons' way, whole, even with k held at 1 at 80 columns.
#[test]
fn sizing_writes_the_best_k_as_the_lessons_do() {
    for (lang, (width, height)) in [
        (Lang::Es, (80, 24)),
        (Lang::Es, (80, 22)),
        (Lang::En, (120, 40)),
        (Lang::En, (80, 22)),
    ] {
        for steps in ["3", "3k+", "3k-------4"] {
            let mut app = super::app(lang);
            keys(&mut app, steps);
            let shown = super::joined(&screen(&mut app, width, height));
            assert!(
                shown.contains("(m/n)·ln 2 = "),
                "{lang:?} {steps}:\n{shown}"
            );
            assert!(!shown.contains("m/n·ln 2"), "{lang:?} {steps}:\n{shown}");
        }
    }
}

/// Readers 51 (es 6.1): a retry asked a calculated question with new
/// numbers, and the note saying so went away once answered, so a student
/// who read it beside the feedback saw the old number marked wrong with
/// no word why. The note stays with the feedback, in a retry as in a
/// review.
#[test]
fn a_retry_keeps_saying_its_numbers_are_new_once_answered() {
    use bloomlab::content::QuestionType;
    for (lang, (width, height)) in [(Lang::Es, (80, 24)), (Lang::En, (120, 40))] {
        let mut app = super::app(lang);
        keys(&mut app, "5");
        key(&mut app, KeyCode::Down);
        key(&mut app, KeyCode::Enter);
        super::answer_every_question(&mut app);
        keys(&mut app, "r");
        let note = match lang {
            Lang::En => "drawn again",
            Lang::Es => "se sortean de nuevo",
        };
        let mut calculated = 0;
        for _ in 0..super::quiz(&app).questions.len() {
            let redrawn = super::quiz(&app).question().question_type() == QuestionType::Calculated;
            let asked = super::joined(&screen(&mut app, width, height));
            super::answer_first(&mut app);
            let answered = super::joined(&screen(&mut app, width, height));
            for shown in [&asked, &answered] {
                assert_eq!(shown.contains(note), redrawn, "{lang:?}:\n{shown}");
            }
            calculated += usize::from(redrawn);
            key(&mut app, KeyCode::Enter);
        }
        assert_eq!(calculated, 1, "{lang:?}");
    }
}

/// Readers 51 (en 4.4): the Small filter wrote «✓ exact ✗ Bloom» on every
/// row beside a tally of runs «with at least one ✗», which counts rows
/// against the exact rate: twelve ✗ on screen and «1 of 20» could not be
/// matched. Bloom's rejection is written ≠, so every ✗ is a verdict
/// against the exact rate; the help and the legend say ≠ too.
#[test]
fn the_small_filter_keeps_its_crosses_for_the_exact_rate() {
    for (lang, (width, height)) in [(Lang::Es, (80, 24)), (Lang::En, (120, 40))] {
        let (mut app, inbox) = super::app_with_inbox(lang);
        keys(&mut app, "43s");
        super::deliver_until_stopped(&mut app, &inbox, std::time::Duration::from_secs(60));
        let shown = screen(&mut app, width, height);
        assert!(shown.contains("≠ Bloom"), "{lang:?}:\n{shown}");
        assert!(!shown.contains("✗ Bloom"), "{lang:?}:\n{shown}");
        // A row's ✗ is its verdict against the exact rate, and nothing else.
        let differs = match lang {
            Lang::Es => "✗ difiere",
            Lang::En => "✗ differs",
        };
        let rows: Vec<&str> = shown
            .lines()
            .filter(|row| row.contains("indep.") || row.contains("dobl"))
            .collect();
        assert!(rows.len() > 3, "{lang:?}:\n{shown}");
        for row in rows.iter().filter(|row| row.contains('✗')) {
            assert_eq!(row.matches('✗').count(), 1, "{lang:?}: {row}");
            assert!(row.contains(differs), "{lang:?}: {row}");
        }
        keys(&mut app, "?");
        let help = screen(&mut app, 120, 40);
        assert!(
            help.contains("≠ Bloom") && !help.contains("✗ Bloom"),
            "{help}"
        );
    }
}

/// Readers 51 (en 4.3): an exercise's page in My results said «1 attempt»
/// in its header and «One grading so far» in its note. An exercise's
/// gradings are gradings throughout, as the CLI calls them.
#[test]
fn an_exercise_page_counts_gradings() {
    for (lang, (width, height)) in [(Lang::Es, (80, 24)), (Lang::En, (120, 40))] {
        let mut store = bloomlab::records::Store::in_memory();
        super::fixed_exercise_runs(&mut store, lang);
        let mut app = super::app_on(lang, store);
        keys(&mut app, "6");
        let (grading, attempt) = match lang {
            Lang::Es => ("1 corrección", "intento"),
            Lang::En => ("1 grading", "attempt"),
        };
        let mut pages = 0;
        for _ in 0..3 {
            let shown = screen(&mut app, width, height);
            if shown.contains(grading) {
                pages += 1;
                assert!(!shown.contains(attempt), "{lang:?}:\n{shown}");
            }
            key(&mut app, KeyCode::Right);
        }
        assert!(pages >= 2, "{lang:?}: {pages} exercise pages");
    }
}

/// Readers 51 (en 4.2): a chosen option was echoed three ways: «you chose
/// 2», «you chose “True”» under the question, and «True» unquoted in the
/// summary beside quoted option texts. The verdict names a row as an
/// option, and the summary quotes true and false as it quotes any option.
#[test]
fn a_chosen_answer_reads_the_same_under_the_question_and_in_the_summary() {
    let mut app = super::app(Lang::En);
    keys(&mut app, "5");
    key(&mut app, KeyCode::Down);
    key(&mut app, KeyCode::Enter);
    keys(&mut app, "1");
    let shown = super::joined(&screen(&mut app, 120, 40));
    assert!(shown.contains("you chose option 1"), "{shown}");
    key(&mut app, KeyCode::Enter);
    keys(&mut app, "1");
    let shown = super::joined(&screen(&mut app, 120, 40));
    assert!(shown.contains("you chose “True”"), "{shown}");
    key(&mut app, KeyCode::Enter);
    for _ in 2..super::quiz(&app).questions.len() {
        super::answer_first(&mut app);
        key(&mut app, KeyCode::Enter);
    }
    let summary = super::joined(&screen(&mut app, 120, 80));
    assert!(
        summary.contains("Your answer: “True”") || summary.contains("Your answer:  “True”"),
        "{summary}"
    );
    assert!(
        !summary.contains("answer: True") && !summary.contains("answer:  True"),
        "{summary}"
    );
}

/// Readers 51 (en 3.1): at 120×40, v said «the rates and the costs both
/// fit at this size»; after a resize to 80×22, where the costs no longer
/// fit, the note stayed word for word above «v show costs». A note about
/// the size goes with the size.
#[test]
fn a_note_about_the_size_goes_with_a_resize() {
    for (lang, fit) in [
        (Lang::En, "v: the rates and the costs both fit"),
        (Lang::Es, "v: "),
    ] {
        let mut app = super::app(lang);
        keys(&mut app, "44");
        screen(&mut app, 120, 40);
        super::fake_alternatives(&mut app, usize::MAX, false);
        screen(&mut app, 120, 40);
        keys(&mut app, "v");
        let wide = super::joined(&screen(&mut app, 120, 40));
        assert!(wide.contains(fit), "{lang:?}:\n{wide}");
        let said = wide[wide.find(fit).unwrap()..]
            .chars()
            .take(40)
            .collect::<String>();
        let narrow = super::joined(&screen(&mut app, 80, 22));
        assert!(!narrow.contains(&said), "{lang:?}:\n{narrow}");
        // Back at the size it spoke of, it does not come back unasked.
        let again = super::joined(&screen(&mut app, 120, 40));
        assert!(!again.contains(&said), "{lang:?}:\n{again}");
    }
}

/// Readers 51 (en 1.1): My results kept sixteen rows for the lists while
/// a question was missed, and only what they needed once a review had
/// left none: the scores' chart jumped up four rows and grew, though the
/// lists had grown. The lists take what the longer column needs either
/// way: the chart does not move up as a list grows.
#[test]
fn a_review_that_leaves_nothing_missed_does_not_lift_the_chart() {
    use bloomlab::records::{AttemptKind, QuizAttempt, Store};
    for (lang, (width, height)) in [(Lang::En, (120, 40)), (Lang::Es, (80, 24))] {
        let attempt =
            |n: u64, kind: AttemptKind, missed: bool| diagnostic_attempt(lang, n, kind, missed);
        let chart_top = |attempts: Vec<QuizAttempt>| {
            let mut store = Store::in_memory();
            store.records.attempts = attempts;
            let mut app = super::app_on(lang, store);
            keys(&mut app, "6");
            let shown = screen(&mut app, width, height);
            let row = shown
                .lines()
                .position(|row| row.contains('─'))
                .unwrap_or_else(|| panic!("{lang:?}: no chart\n{shown}"));
            (row, shown)
        };
        let mut attempts = vec![
            attempt(0, AttemptKind::Whole, true),
            attempt(1, AttemptKind::Whole, true),
        ];
        let (missed_top, missed) = chart_top(attempts.clone());
        attempts.push(attempt(2, AttemptKind::Review, false));
        let (reviewed_top, reviewed) = chart_top(attempts);
        assert!(
            reviewed_top >= missed_top,
            "{lang:?}: the chart rose from row {missed_top} to {reviewed_top}\n{missed}\n{reviewed}"
        );
        assert!(
            reviewed_top - missed_top <= 3,
            "{lang:?}: {missed_top} → {reviewed_top}\n{missed}\n{reviewed}"
        );
    }
}

/// Readers 52 (es 3.1, en 3.2): at the end of a finished lesson, the note
/// «Nothing was reset: that key only said “no”» stood through later keys
/// that did nothing, when «that key» was no longer the last one. It lasts
/// until the next key.
#[test]
fn the_kept_predictions_note_lasts_one_key() {
    for lang in [Lang::Es, Lang::En] {
        let finished = super::leftovers_nineteen::finished_first_lesson(lang);
        let mut app = super::app_on(lang, finished);
        super::open_first_lesson(&mut app);
        key(&mut app, KeyCode::Enter);
        keys(&mut app, "n");
        let said = bloomlab::t!(lang, "lesson-start-over-kept", answered = 2);
        let kept = super::joined(&screen(&mut app, 80, 22));
        assert!(kept.contains(&said), "{lang:?}: {kept}");
        for pressed in ["n", "2"] {
            keys(&mut app, pressed);
            let later = super::joined(&screen(&mut app, 80, 22));
            assert!(!later.contains(&said), "{lang:?} {pressed}: {later}");
        }
    }
}

/// Readers 52 (en 2.1): with the costs on screen, the status line said
/// «v show rates» and the help «v  the costs», what v would hide. The
/// help names both views v switches between, as it does for c.
#[test]
fn the_help_says_what_v_switches_between() {
    for (lang, both) in [(Lang::En, "rates or costs"), (Lang::Es, "tasas o costes")] {
        let mut app = super::app(lang);
        keys(&mut app, "44");
        super::fake_alternatives(&mut app, usize::MAX, false);
        screen(&mut app, 80, 22);
        for _ in 0..2 {
            keys(&mut app, "v?");
            let help = screen(&mut app, 80, 22);
            let row = help
                .lines()
                .find(|row| row.contains(" v "))
                .unwrap_or_else(|| panic!("{lang:?}: no v\n{help}"));
            assert!(row.contains(both), "{lang:?}: {row}\n{help}");
            keys(&mut app, "?");
        }
    }
}

/// Readers 52 (en 1.3, 3.1): an unfinished attempt taken up again showed
/// the question it was left on with other numbers, unsaid; and the first
/// q said «this attempt will not be saved» though its earlier answers
/// are kept. The question says its numbers are new, and the warning says
/// the answers are kept.
#[test]
fn a_quiz_taken_up_again_says_what_it_keeps_and_what_it_draws_anew() {
    use bloomlab::content::QuestionType;
    for lang in [Lang::En, Lang::Es] {
        let mut app = super::app(lang);
        keys(&mut app, "5");
        key(&mut app, KeyCode::Down);
        key(&mut app, KeyCode::Down);
        key(&mut app, KeyCode::Enter);
        while super::quiz(&app).question().question_type() != QuestionType::Calculated {
            super::answer_first(&mut app);
            key(&mut app, KeyCode::Enter);
        }
        let new_numbers = bloomlab::t!(lang, "quiz-drawn-again-left");
        let left_on = super::joined(&screen(&mut app, 120, 40));
        assert!(!left_on.contains(new_numbers.trim()), "{lang:?}: {left_on}");
        keys(&mut app, "qq");
        key(&mut app, KeyCode::Enter);
        key(&mut app, KeyCode::Enter);
        assert!(
            !super::quiz(&app).carried.is_empty(),
            "{lang:?}: taken up again"
        );
        let taken_up = super::joined(&screen(&mut app, 120, 40));
        assert!(
            taken_up.contains(new_numbers.trim()),
            "{lang:?}: {taken_up}"
        );
        keys(&mut app, "q");
        let warned = super::joined(&screen(&mut app, 120, 40));
        let kept = bloomlab::t!(lang, "class-leave-keeps", key = "q");
        assert!(warned.contains(&kept), "{lang:?}: {warned}");
        // The next question's numbers are drawn as any first time.
        keys(&mut app, "x");
        super::answer_first(&mut app);
        key(&mut app, KeyCode::Enter);
        let next = super::joined(&screen(&mut app, 120, 40));
        assert!(!next.contains(new_numbers.trim()), "{lang:?}: {next}");
    }
}

/// An attempt at the diagnostic quiz (its second question missed with
/// `missed`), `n` hours after a fixed time; a review holds that question
/// only.
fn diagnostic_attempt(
    lang: Lang,
    n: u64,
    kind: bloomlab::records::AttemptKind,
    missed: bool,
) -> bloomlab::records::QuizAttempt {
    use bloomlab::records::{AnsweredQuestion, AttemptKind, QuizAttempt};
    let (catalog, _) = bloomlab::content::Catalog::builtin();
    let quiz = catalog
        .quizzes_in(lang)
        .into_iter()
        .find(|loaded| loaded.quiz.id == "bloom-diagnostic")
        .map(|loaded| loaded.quiz.clone())
        .expect("the before-and-after quiz");
    let questions: Vec<AnsweredQuestion> = quiz
        .questions
        .iter()
        .enumerate()
        .filter(|(i, _)| kind == AttemptKind::Whole || *i == 1)
        .map(|(i, question)| {
            let right = !(missed && i == 1);
            AnsweredQuestion {
                id: question.id.clone(),
                answer: "1".into(),
                correct: right,
                points: if right { question.points } else { 0 },
                max_points: question.points,
                ..Default::default()
            }
        })
        .collect();
    QuizAttempt {
        id: format!("attempt-{n}"),
        quiz_id: quiz.id.clone(),
        lang: lang.code().to_owned(),
        finished_at: 1_796_025_600 + n * 3_600,
        seconds_taken: 120.0,
        score: questions.iter().map(|q| q.points).sum(),
        max_score: questions.iter().map(|q| q.max_points).sum(),
        kind,
        questions,
        ..Default::default()
    }
}

/// Readers 52 (es 1.1): My results said «6 intentos» over five rows, the
/// oldest left out unsaid though the chart plotted it. Rows left out are
/// counted under the list.
#[test]
fn my_results_counts_the_attempts_it_leaves_out() {
    use bloomlab::records::{AttemptKind, Store};
    for (lang, (width, height), older) in [
        (Lang::Es, (80, 24), "más antiguos"),
        (Lang::Es, (80, 22), "más antiguos"),
        (Lang::En, (120, 40), "older"),
    ] {
        for count in [6u64, 9] {
            let mut store = Store::in_memory();
            store.records.attempts = (0..count)
                .map(|n| diagnostic_attempt(lang, n, AttemptKind::Whole, n % 2 == 0))
                .collect();
            let mut app = super::app_on(lang, store);
            keys(&mut app, "6");
            let shown = screen(&mut app, width, height);
            let rows = shown.lines().filter(|row| row.contains(":00  ")).count();
            let said = shown
                .lines()
                .find_map(|row| {
                    let at = row.find("… ")?;
                    let words: Vec<&str> = row[at..].split_whitespace().collect();
                    (row.contains(older)).then(|| words[2].parse::<usize>().ok())?
                })
                .unwrap_or(0);
            assert_eq!(rows + said, count as usize, "{lang:?} {count}:\n{shown}");
            if rows < count as usize {
                assert!(said > 0, "{lang:?} {count}:\n{shown}");
            }
        }
    }
}

/// Readers 52 (en 1.2): at 80×22, with the chart in the table's place,
/// e's words in full left the chart six rows, where it drew nothing:
/// neither table nor chart, under «c show table». Where the chart has no
/// room, the table shows in the rows left, and c is not offered.
#[test]
fn a_row_in_words_leaves_the_table_where_the_chart_has_no_room() {
    for (lang, heading, show_table) in [
        (Lang::En, "structure", "c show table"),
        (Lang::Es, "estructura", "c ver tabla"),
    ] {
        let mut app = super::app(lang);
        keys(&mut app, "44");
        super::fake_alternatives(&mut app, usize::MAX, true);
        screen(&mut app, 80, 22);
        keys(&mut app, "c");
        let chart = screen(&mut app, 80, 22);
        assert!(
            super::status_of(&chart).contains(show_table),
            "{lang:?}:\n{chart}"
        );
        keys(&mut app, "e");
        let words = screen(&mut app, 80, 22);
        assert!(words.contains(heading), "{lang:?}:\n{words}");
        let status = super::status_of(&words);
        assert!(!status.contains(show_table), "{lang:?}:\n{words}");
        // e again: the words go, and the chart is back with its key.
        keys(&mut app, "e");
        let back = screen(&mut app, 80, 22);
        assert!(
            super::status_of(&back).contains(show_table),
            "{lang:?}:\n{back}"
        );
    }
}
