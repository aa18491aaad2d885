//! Reader 29's items (es at 80×24, en at 120×40), fixed in stop 55.

use bloomlab::content::{Catalog, QuestionType};
use bloomlab::lang::Lang;
use bloomlab::records::{AnsweredQuestion, QuizAttempt, Store};
use bloomlab::tui::App;
use crossterm::event::KeyCode;

use super::{answer_first, app_on, joined, key, keys, quiz, screen};

/// Reader 29 (es 3.2): My results listed a missed question with m =
/// 14 000, and its review asked it with m = 8000, unsaid. A calculated
/// question in a review says its numbers are drawn again; the others say
/// nothing of the kind.
#[test]
fn a_review_says_which_questions_have_new_numbers() {
    for (lang, (width, height)) in super::SEEN {
        let (catalog, _) = Catalog::builtin();
        let loaded = catalog
            .quizzes_in(lang)
            .into_iter()
            .find(|loaded| loaded.quiz.id == "bloom-formula-quiz")
            .expect("the formula quiz");
        let questions: Vec<AnsweredQuestion> = loaded
            .quiz
            .questions
            .iter()
            .map(|question| AnsweredQuestion {
                id: question.id.clone(),
                answer: "1".into(),
                max_points: question.points,
                ..Default::default()
            })
            .collect();
        let mut store = Store::in_memory();
        store.records.attempts.push(QuizAttempt {
            id: "missed-all".into(),
            quiz_id: loaded.quiz.id.clone(),
            lang: lang.code().to_owned(),
            finished_at: 1_796_025_600,
            seconds_taken: 300.0,
            max_score: questions.len() as u32,
            questions,
            ..Default::default()
        });
        let mut app = app_on(lang, store);
        keys(&mut app, "6r");
        let note = match lang {
            Lang::En => "drawn again",
            Lang::Es => "se sortean de nuevo",
        };
        let (mut calculated, mut others) = (0, 0);
        for _ in 0..loaded.quiz.questions.len() {
            let redrawn = quiz(&app).question().question_type() == QuestionType::Calculated;
            let shown = joined(&screen(&mut app, width, height));
            assert_eq!(shown.contains(note), redrawn, "{lang:?}: {shown}");
            if redrawn {
                calculated += 1;
            } else {
                others += 1;
            }
            answer_first(&mut app);
            key(&mut app, KeyCode::Enter);
        }
        assert!(calculated >= 3 && others >= 3, "{calculated} {others}");
    }
}

/// Reader 29 (es 3.3): with m pinned and n doubled, the design (k = 3,
/// 4.79 bits per element, 11.98 MB) was the table's 10 % row, unmarked.
/// The row whose memory and k are the pinned design's is marked; none is
/// where the design is no row.
#[test]
fn a_pinned_m_marks_the_row_it_equals() {
    for (lang, (width, height)) in super::SEEN {
        let mut app = super::app(lang);
        keys(&mut app, "3m");
        // The rate of each marked row: «▶  10 %   4,79 …» gives «10».
        let marked = |app: &mut App| -> Vec<String> {
            screen(app, width, height)
                .lines()
                .filter_map(|row| {
                    let at = row.find('▶')?;
                    row[at..].split_whitespace().nth(1).map(str::to_owned)
                })
                .collect()
        };
        assert_eq!(marked(&mut app), ["1"], "{lang:?} at the pin");
        key(&mut app, KeyCode::Right);
        assert_eq!(marked(&mut app), ["10"], "{lang:?} at 20 000 000");
        key(&mut app, KeyCode::Right);
        assert_eq!(
            marked(&mut app),
            Vec::<String>::new(),
            "{lang:?} at 50 000 000"
        );
    }
}

/// Reader 29 (es 2.2): `e` on the hash set's row turned the footer's
/// «e explain» into «e hide» and said nothing. It says why the theory is
/// 0, where the table's «≤» bound comes from, and what its ✓ says.
#[test]
fn the_hash_set_row_explains_its_bound() {
    for (lang, (width, height)) in super::SEEN {
        let mut app = super::app(lang);
        keys(&mut app, "44");
        super::fake_alternatives_timed(&mut app, vec![0.01], 9, true, Default::default());
        let exact = bloomlab::t!(lang, "exp-alt-exact-no-false-positives-and");
        for _ in 0..12 {
            if joined(&screen(&mut app, width, height)).contains(&exact) {
                break;
            }
            key(&mut app, KeyCode::Down);
        }
        keys(&mut app, "e");
        let shown = joined(&screen(&mut app, width, height));
        let agrees = bloomlab::t!(lang, "exp-alt-exact-agrees");
        assert!(shown.contains(&agrees), "{lang:?}: {shown}");
        let bounds: Vec<&str> = shown
            .split('≤')
            .skip(1)
            .filter_map(|after| after.split(['»', '”', ' ']).next())
            .filter(|bound| bound.starts_with(|c: char| c.is_ascii_digit()))
            .collect();
        assert!(
            bounds
                .iter()
                .any(|b| bounds.iter().filter(|other| *other == b).count() >= 2),
            "the words give the table's bound: {bounds:?} {shown}"
        );
    }
}

/// Reader 29 (es 1.10): at 80 columns the Table's «n ya es el mayor …
/// 100 000 000» ran on into «s empezar Enter predecir» on the keys' first
/// row. Keys that take two rows leave the note a row of its own above
/// them.
#[test]
fn a_note_over_two_rows_of_keys_has_its_own_row() {
    for lang in Lang::ALL {
        let mut app = super::app(lang);
        keys(&mut app, "4");
        for _ in 0..8 {
            keys(&mut app, "+");
        }
        let shown = screen(&mut app, 80, 24);
        let rows: Vec<&str> = shown.lines().map(|row| row.trim_matches('"')).collect();
        let note = bloomlab::t!(lang, "exp-n-at-most", n = "");
        let at = rows
            .iter()
            .position(|row| row.contains(note.trim_end()))
            .unwrap_or_else(|| panic!("{lang:?}: no note\n{shown}"));
        assert_eq!(
            rows.len() - at,
            3,
            "{lang:?}: the note, then two rows of keys\n{shown}"
        );
        assert!(
            !rows[at].contains("Esc") && !rows[at].contains(" ? "),
            "{lang:?}: {}",
            rows[at]
        );
        assert!(rows[rows.len() - 1].contains('?'), "{lang:?}: {shown}");
    }
}

/// The rows of the screen's chart: its y axis («│») down to its corner.
fn chart_rows(shown: &str) -> usize {
    shown
        .lines()
        .skip_while(|row| !row.contains('│'))
        .take_while(|row| !row.contains('└'))
        .count()
}

/// Reader 29 (en 1.3): with the explanation open at 120×40, the chart
/// under it had five rows on the 10 % row (its words are long) and
/// thirteen on the 1 % row. The words take a fixed room and scroll; the
/// chart keeps one height from row to row.
#[test]
fn the_chart_under_an_explanation_keeps_its_height_from_row_to_row() {
    for lang in Lang::ALL {
        let mut app = super::app(lang);
        keys(&mut app, "4");
        super::finish_run(&mut app, bloomlab::tui::Tab::Table, 1_000_000, |_| 1.0);
        let hide = bloomlab::t!(lang, "exp-key-hide-explanation");
        if !screen(&mut app, 120, 40).contains(&hide) {
            keys(&mut app, "e");
        }
        let mut heights = Vec::new();
        for _ in 0..4 {
            let shown = screen(&mut app, 120, 40);
            assert!(
                shown.contains(&bloomlab::t!(lang, "exp-key-hide-explanation")),
                "{shown}"
            );
            heights.push(chart_rows(&shown));
            key(&mut app, KeyCode::Down);
        }
        assert!(
            heights.iter().all(|&h| h == heights[0] && h >= 8),
            "{lang:?}: {heights:?}"
        );
    }
}

/// Reader 29 (es 1.5): the playground's chart fell from nine rows to five
/// under a warning and to three under «e again». A message of two lines
/// leaves it its height.
#[test]
fn the_playground_chart_keeps_its_height_under_a_message() {
    for (lang, (width, height)) in super::SEEN {
        let mut app = super::app(lang);
        keys(&mut app, "2fg");
        let before = chart_rows(&screen(&mut app, width, height));
        keys(&mut app, "e");
        let asked = screen(&mut app, width, height);
        let ask = bloomlab::t!(lang, "play-empty-ask");
        assert!(joined(&asked).contains(&ask[..20]), "{asked}");
        assert_eq!(chart_rows(&asked), before, "{lang:?}: {asked}");
        assert!(before >= 5, "{lang:?}: {before}");
    }
}

/// Reader 29 (es 1.6): at m = 4096, k = 16 the half-full point sat alone
/// on the «≤0,01 %» row, where the curve is not drawn. Under the floor
/// the point is left out, as the curve is, and the key names the line
/// alone.
#[test]
fn the_half_full_point_is_not_drawn_under_the_floor() {
    for (lang, (width, height)) in super::SEEN {
        let mut app = super::app(lang);
        keys(&mut app, "2fg");
        assert!(
            screen(&mut app, width, height).contains('█'),
            "{lang:?}: the point at the start"
        );
        // m up to 4096, k up to 16.
        for _ in 0..8 {
            key(&mut app, KeyCode::Right);
        }
        for _ in 0..16 {
            key(&mut app, KeyCode::Up);
        }
        let shown = screen(&mut app, width, height);
        assert!(
            shown.contains("k = 16") && shown.contains("4") && shown.contains("096"),
            "{shown}"
        );
        assert!(!shown.contains('█'), "{lang:?}: {shown}");
    }
}

/// Reader 29 (en 2.3): the lessons said «↓ more below (↓ or PgDn)», an
/// explanation «▼ 2 more (PgDn)» and a table «▼ 13 more (↓)»: three
/// styles, and nothing said which key scrolls what. Every hint opens on
/// ▲ or ▼, names its keys in brackets, and a panel says whether its
/// count is of lines (PgDn) or rows (↓).
#[test]
fn scroll_hints_share_one_style_and_say_what_they_count() {
    for lang in Lang::ALL {
        let (lines, rows) = match lang {
            Lang::En => ("lines", "rows"),
            Lang::Es => ("líneas", "filas"),
        };
        let whole = [
            bloomlab::t!(lang, "ui-more-both-arrows"),
            bloomlab::t!(lang, "ui-more-both"),
            bloomlab::t!(lang, "ui-more-below-arrows"),
            bloomlab::t!(lang, "ui-more-below"),
            bloomlab::t!(lang, "ui-more-above-arrows"),
            bloomlab::t!(lang, "ui-more-above"),
            bloomlab::t!(lang, "exp-table-pgup"),
        ];
        let counted = [
            (bloomlab::t!(lang, "exp-table-more-below", below = 3), lines),
            (bloomlab::t!(lang, "exp-table-more-both", below = 3), lines),
            (bloomlab::t!(lang, "exp-table-rows-below", below = 3), rows),
            (bloomlab::t!(lang, "exp-table-rows-above", above = 3), rows),
            (
                bloomlab::t!(lang, "exp-table-rows-both", above = 3, below = 2),
                rows,
            ),
        ];
        for hint in whole.iter().chain(counted.iter().map(|(hint, _)| hint)) {
            let hint = hint.trim_start();
            assert!(hint.starts_with(['▲', '▼']), "{lang:?}: {hint}");
            assert!(hint.contains('(') && hint.contains(')'), "{lang:?}: {hint}");
            assert!(!hint.starts_with(['↑', '↓']), "{lang:?}: {hint}");
        }
        for (hint, noun) in &counted {
            assert!(
                hint.contains(&format!("3 {noun}")) || hint.contains(&format!("3 more {noun}")),
                "{lang:?}: {hint}"
            );
        }
        assert!(
            bloomlab::t!(lang, "exp-table-rows-below", below = 1).contains(if lang == Lang::En {
                "1 more row "
            } else {
                "1 fila "
            })
        );
    }
}

/// Reader 29 (en 1.5, es 1.4): Sizing's chart fell from seven rows to
/// four when a note took a row of the status line («k is already 64»),
/// and again with m pinned at twice its n (the header on two lines, the
/// warning on three). It keeps its rows through all of these.
#[test]
fn the_sizing_chart_keeps_its_rows_as_notes_come() {
    for (lang, (width, height)) in super::SEEN {
        let mut app = super::app(lang);
        keys(&mut app, "3");
        let rows = chart_rows(&screen(&mut app, width, height));
        assert!(rows >= 7, "{lang:?}: {rows}");
        keys(&mut app, "m");
        assert_eq!(
            chart_rows(&screen(&mut app, width, height)),
            rows,
            "{lang:?}: m pinned"
        );
        key(&mut app, KeyCode::Right);
        let outgrown = screen(&mut app, width, height);
        assert!(outgrown.contains('⚠'), "{outgrown}");
        assert_eq!(chart_rows(&outgrown), rows, "{lang:?}: {outgrown}");
        // k is refused while m is pinned: a note on the status line.
        keys(&mut app, "k");
        let noted = screen(&mut app, width, height);
        assert_eq!(chart_rows(&noted), rows, "{lang:?}: {noted}");
        keys(&mut app, "m");
        for _ in 0..70 {
            keys(&mut app, "+");
        }
        assert_eq!(
            chart_rows(&screen(&mut app, width, height)),
            rows,
            "{lang:?}: k at its limit"
        );
    }
}

/// Whether `row` has a number with two decimals, one space, then a digit:
/// two cells read as one («1,44 0,00979 %»).
fn cells_run_together(row: &str) -> bool {
    let chars: Vec<char> = row.chars().collect();
    chars.windows(6).any(|w| {
        w[0].is_ascii_digit()
            && matches!(w[1], ',' | '.')
            && w[2].is_ascii_digit()
            && w[3].is_ascii_digit()
            && w[4] == ' '
            && w[5].is_ascii_digit()
    })
}

/// Reader 30 (es 1.3): with the ratio to the bound bare, a rate as wide
/// as its column followed it after one space, «1,44 0,00979 %». Every
/// row of the Alternatives table keeps two spaces between them.
#[test]
fn the_ratio_and_the_rate_stand_apart() {
    assert!(cells_run_together(
        "  Bloom   0,01 %  19,17   1,44 0,00979 % ±5,0 %"
    ));
    for (lang, (width, height)) in super::SEEN {
        let mut app = super::app(lang);
        keys(&mut app, "44");
        let targets = bloomlab::experiment::compare::DEFAULT_TARGETS.to_vec();
        super::fake_alternatives_timed(&mut app, targets, 23, true, Default::default());
        for _ in 0..24 {
            let shown = screen(&mut app, width, height);
            for row in shown.lines().filter(|row| row.contains(['✓', '✗'])) {
                assert!(!cells_run_together(row), "{lang:?}: {row}");
            }
            key(&mut app, KeyCode::Down);
        }
    }
}

/// Reader 30 (en 2.1): «1/36» typed for 0.0278 lost its «/» with a
/// notice, and Enter then graded 136 as wrong. The first Enter says what
/// would be graded; an edit, or a second Enter, answers. (Here with «#»:
/// a «/» now waits until it is erased, reader 31, en 2.2.)
#[test]
fn enter_after_a_sign_left_out_grades_nothing() {
    for (lang, (width, height)) in super::SEEN {
        let mut app = super::course_quiz_at_first_number(lang);
        let before = quiz(&app).answered_count();
        keys(&mut app, "1#36");
        key(&mut app, KeyCode::Enter);
        assert_eq!(quiz(&app).answered_count(), before, "{lang:?}: graded");
        let said = bloomlab::t!(lang, "quiz-number-left-out-enter", kept = "136", left = "#");
        let shown = joined(&screen(&mut app, width, height));
        assert!(
            shown.contains(said.split(':').next().unwrap()) && shown.contains("136"),
            "{lang:?}: {shown}"
        );
        key(&mut app, KeyCode::Backspace);
        keys(&mut app, "6");
        key(&mut app, KeyCode::Enter);
        assert_eq!(
            quiz(&app).answered_count(),
            before + 1,
            "{lang:?}: after an edit"
        );
        // Or a second Enter answers with the number as it stands.
        let mut app = super::course_quiz_at_first_number(lang);
        keys(&mut app, "1#36");
        key(&mut app, KeyCode::Enter);
        key(&mut app, KeyCode::Enter);
        assert_eq!(
            quiz(&app).answered_count(),
            before + 1,
            "{lang:?}: a second Enter"
        );
    }
}

/// Reader 30 (en 3.1, 3.2): after a k sweep's repeat was stopped, ★
/// «lowest measured» marked k = 15, the lowest of the rows left, beside a
/// lower one cancelled; and the status line counted a «* p < 0.05» row
/// that no row showed. A stopped sweep names no lowest k, and the seed it
/// stopped in flags no row.
#[test]
fn a_stopped_sweep_names_no_lowest_and_flags_no_row() {
    for lang in Lang::ALL {
        let (mut app, inbox) = super::app_capped(lang);
        super::reader_twentyeight::stopped_in_second_seed(&mut app, &inbox, "42r");
        let shown = screen(&mut app, 120, 40);
        assert!(!joined(&shown).contains("* p <"), "{lang:?}: {shown}");
        // The rows that finished are the last ones, below the fold.
        for _ in 0..20 {
            let shown = screen(&mut app, 120, 40);
            assert!(!shown.contains('★'), "{lang:?}: {shown}");
            key(&mut app, KeyCode::Down);
        }
    }
}
