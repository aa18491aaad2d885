//! The third readers' last findings, fixed after their round: each seen on
//! screen at the reader's size (Spanish 80×24, English 120×40), tested in
//! both languages.

use super::*;

/// es 3: with an unfinished attempt, whose mark widens the left column, My
/// results still ends the missed list with its whole «… y N más (r las
/// repasa todas)», wrapped rather than cut.
#[test]
fn the_missed_list_ends_whole_beside_an_unfinished_attempt() {
    use bloomlab::records::AttemptKind;
    for (lang, (width, height)) in SEEN {
        let mut store = Store::in_memory();
        fixed_attempts(&mut store, lang);
        let mut unfinished = store.records.attempts[0].clone();
        unfinished.id = "attempt-unfinished".into();
        unfinished.kind = AttemptKind::Unfinished;
        unfinished.finished_at += 3 * 86_400;
        // Twelve answers, all wrong: more missed questions than the panel
        // holds at either size.
        unfinished.questions.truncate(12);
        for answered in &mut unfinished.questions {
            answered.correct = false;
            answered.points = 0;
        }
        unfinished.score = 0;
        store.records.attempts.push(unfinished);
        let mut app = app_on(lang, store);
        keys(&mut app, "6");
        let shown = screen(&mut app, width, height);
        // The line's last words, wherever the panel wrapped it.
        let (start, end) = match lang {
            Lang::Es => ("(r las", "todas)"),
            _ => ("(r reviews", "all)"),
        };
        assert!(shown.contains(start), "{lang:?}:\n{shown}");
        assert!(shown.contains(end), "{lang:?}:\n{shown}");
    }
}

/// Whether a screen line is a row of bit values: only 0s and 1s, many of
/// them.
fn values_row(line: &str) -> bool {
    let tokens: Vec<&str> = line
        .trim_matches(|c: char| c == '"' || c == ' ')
        .split_whitespace()
        .collect();
    tokens.len() >= 5 && tokens.iter().all(|t| *t == "0" || *t == "1")
}

/// Whether a screen line is a row of positions: numbers, counting up by one.
fn positions_row(line: &str) -> bool {
    let numbers: Vec<u64> = line
        .trim_matches(|c: char| c == '"' || c == ' ')
        .split_whitespace()
        .map_while(|t| t.parse().ok())
        .collect();
    numbers.len() >= 5 && numbers.windows(2).all(|w| w[1] == w[0] + 1)
}

/// en 14: at m = 4096 the bits take more rows than the screen, and the
/// last row of values shown keeps its row of positions under it, at the
/// top of the grid and after every PgDn to the end.
#[test]
fn a_row_of_bits_never_shows_without_its_positions() {
    for (lang, (width, height)) in SEEN {
        let mut app = playground_with_m(lang, "", 4096);
        keys(&mut app, "w");
        for page in 0..40 {
            let shown = screen(&mut app, width, height);
            let lines: Vec<&str> = shown.lines().collect();
            let mut rows = 0;
            for (index, line) in lines.iter().enumerate() {
                if values_row(line) {
                    rows += 1;
                    let next = lines.get(index + 1).copied().unwrap_or("");
                    assert!(
                        positions_row(next),
                        "{lang:?}, page {page}: values without positions:\n{shown}"
                    );
                }
            }
            assert!(rows > 0, "{lang:?}, page {page}:\n{shown}");
            key(&mut app, KeyCode::PageDown);
        }
    }
}

/// en 19: after a question with several answers, the feedback of the
/// options ticked comes in the order they were shown, 1) before 3).
#[test]
fn ticked_options_are_explained_in_the_order_shown() {
    use bloomlab::content::QuestionType;
    for (lang, (width, height)) in SEEN {
        let mut app = app(lang);
        keys(&mut app, "5");
        key(&mut app, KeyCode::Enter);
        let mut checked = 0;
        for _ in 0..40 {
            if quiz(&app).question().question_type() != QuestionType::Multiple {
                answer_first(&mut app);
                key(&mut app, KeyCode::Enter);
                continue;
            }
            let options = quiz(&app).order.len();
            // Tick every option, so the feedback lists them all.
            for row in 1..=options.min(9) {
                keys(&mut app, &row.to_string());
            }
            key(&mut app, KeyCode::Enter);
            let shown = screen(&mut app, width, height);
            let numbers: Vec<usize> = shown
                .lines()
                .filter_map(|line| {
                    let line = line.trim_matches(|c: char| c == '"' || c == ' ');
                    let (number, _) = line.split_once(") ")?;
                    number.parse().ok()
                })
                .collect();
            assert!(numbers.len() >= 2, "{lang:?}:\n{shown}");
            assert!(
                numbers.windows(2).all(|pair| pair[0] < pair[1]),
                "{lang:?}: {numbers:?}\n{shown}"
            );
            checked += 1;
            key(&mut app, KeyCode::Enter);
        }
        assert!(checked >= 1, "{lang:?}: no question with several answers");
    }
}

/// en 12: the ordering question's ↑↓ (select) is in the help beside
/// Shift ↑↓ (move at once), and a question of several answers says
/// «mark» in the help as the status line does.
#[test]
fn the_quiz_help_lists_what_the_status_line_shows() {
    use bloomlab::content::QuestionType;
    for (lang, (width, height)) in SEEN {
        let mut app = app(lang);
        keys(&mut app, "5");
        key(&mut app, KeyCode::Enter);
        let mut seen = (false, false);
        for _ in 0..60 {
            let kind = quiz(&app).question().question_type();
            if matches!(kind, QuestionType::Ordering | QuestionType::Multiple) {
                keys(&mut app, "?");
                // The overlay's rows only, not the status line under it.
                let shown = screen(&mut app, width, height);
                let help: String = shown
                    .lines()
                    .filter(|row| row.contains('│'))
                    .collect::<Vec<_>>()
                    .join(" ")
                    .split_whitespace()
                    .collect::<Vec<_>>()
                    .join(" ");
                keys(&mut app, "?");
                let (select, mark) = match lang {
                    Lang::Es => ("↑↓ moverse", "marcar una respuesta"),
                    _ => ("↑↓ move", "tick an answer"),
                };
                if kind == QuestionType::Ordering {
                    assert!(help.contains(select), "{lang:?}: {help}");
                    seen.0 = true;
                } else {
                    assert!(help.contains(mark), "{lang:?}: {help}");
                    seen.1 = true;
                }
            }
            if seen == (true, true) {
                break;
            }
            answer_first(&mut app);
            key(&mut app, KeyCode::Enter);
            if quiz(&app).phase == bloomlab::course::Phase::Summary {
                // The next quiz, which has an ordering question.
                key(&mut app, KeyCode::Esc);
                key(&mut app, KeyCode::Down);
                key(&mut app, KeyCode::Enter);
            }
        }
        assert_eq!(seen, (true, true), "{lang:?}");
    }
}

/// es 5 (reader 4): a full filter at m = 8, k = 16 is 65 536 times worse
/// than a half-full one, and the warning groups that number's thousands.
#[test]
fn the_overload_factor_groups_its_thousands() {
    for (lang, (width, height), grouped) in [
        (Lang::Es, (80, 24), "65 536 veces"),
        (Lang::En, (120, 40), "65,536×"),
    ] {
        let mut app = app(lang);
        keys(&mut app, "2");
        while app.playground_view().filter.m > 8 {
            keys(&mut app, "m");
        }
        while app.playground_view().filter.k < 16 {
            keys(&mut app, "K");
        }
        keys(&mut app, "f");
        let shown = joined(&screen(&mut app, width, height));
        assert!(!shown.contains("65536"), "{lang:?}: {shown}");
        assert!(shown.contains(grouped), "{lang:?}: {shown}");
    }
}
