//! Line breaks the two student readers of 2 December tripped over, on the
//! screens and at the sizes where they saw them (English at 120×40,
//! Spanish at 80×24): a number cut from its name or unit, a formula split
//! at an operator, a command in backticks split so it cannot be copied,
//! lines broken far short of the width. The rule itself is `text::wrap`'s
//! and unit-tested there.

use super::*;

/// Where each language was read.
fn size(lang: Lang) -> (u16, u16) {
    match lang {
        Lang::En => (120, 40),
        Lang::Es => (80, 24),
    }
}

/// The rows of a drawn screen, without TestBackend's quotes and trailing
/// spaces, no-break spaces shown as spaces.
fn rows(shown: &str) -> Vec<String> {
    shown
        .lines()
        .map(|line| {
            let line = line.strip_prefix('"').unwrap_or(line);
            let line = line.strip_suffix('"').unwrap_or(line);
            line.trim_end().replace('\u{a0}', " ")
        })
        .collect()
}

/// Breaks against the rule that a reader would see: a row that ends in an
/// operator sign standing alone, a row whose next one starts with a
/// percent sign or a closing bracket, a row holding half a `code span`.
fn bad_breaks(shown: &str) -> Vec<String> {
    let rows = rows(shown);
    let mut bad = Vec::new();
    for pair in rows.windows(2) {
        let (row, next) = (pair[0].as_str(), pair[1].trim_start());
        // A row of the array's marks (▲ − ✂) is no text to break.
        let marks = row.trim().chars().all(|c| " ▲−✂".contains(c));
        if row.trim().is_empty() || next.is_empty() || marks {
            continue;
        }
        let sign = ["×", "±", "−", "=", "≈", "/", "(≈"]
            .iter()
            .any(|sign| row.ends_with(&format!(" {sign}")));
        // A variable alone at the start of a row, cut from its clause.
        let lone = ["m.", "n.", "k.", "p."].contains(&next);
        if sign || lone || next.starts_with(['%', ')']) {
            bad.push(format!("{row}\n{next}"));
        }
    }
    for row in &rows {
        if row.matches('`').count() % 2 == 1 {
            bad.push(row.clone());
        }
    }
    bad
}

/// Every row of every step of every lesson, scrolled from top to bottom,
/// each prediction answered with its first choice (or the number 1);
/// fails on a bad break.
fn every_lesson_row(lang: Lang) -> Vec<String> {
    let (width, height) = size(lang);
    let lessons = app(lang).catalog().lessons_in(lang).len();
    let mut seen = Vec::new();
    for lesson in 0..lessons {
        let mut app = app(lang);
        open_lesson_at(&mut app, lesson);
        let steps = app.catalog().lessons_in(lang)[lesson].lesson.steps.len();
        for step in 0..steps {
            assert_eq!(super::lesson(&app).step, step);
            if super::lesson(&app).blocked() {
                keys(&mut app, "1");
                key(&mut app, KeyCode::Enter);
            }
            for _ in 0..80 {
                key(&mut app, KeyCode::Up);
            }
            // A page at a time: a row breaks where it breaks wherever the
            // step is scrolled to, and a line at a time drew each step
            // twenty times over (23 s of the suite's run).
            let mut last = String::new();
            for _ in 0..80 {
                let shown = screen(&mut app, width, height);
                if shown == last {
                    break;
                }
                let bad = bad_breaks(&shown);
                assert!(
                    bad.is_empty(),
                    "{lang:?} lesson {} step {}:\n{}\n\n{shown}",
                    lesson + 1,
                    step + 1,
                    bad.join("\n\n")
                );
                seen.extend(rows(&shown));
                last = shown;
                key(&mut app, KeyCode::PageDown);
            }
            key(&mut app, KeyCode::Right);
        }
    }
    seen
}

/// Fails unless some row holds `phrase` whole.
fn on_one_row(seen: &[String], phrase: &str) {
    let first = phrase.split(' ').next().unwrap_or(phrase);
    let near: Vec<&String> = seen.iter().filter(|row| row.contains(first)).collect();
    assert!(
        seen.iter().any(|row| row.contains(phrase)),
        "no row holds «{phrase}» whole; rows with «{first}»:\n{near:#?}"
    );
}

#[test]
fn lessons_keep_numbers_formulas_and_commands_whole_in_english() {
    let seen = every_lesson_row(Lang::En);
    // reader-en B 6, 7, 11, 12, 13, 16.
    for phrase in [
        // reader 5, en 13: the phrase whole («factor of 10» until reader
        // 25, en 4.3, asked for plain words).
        "by 10.",
        "rate by 10,",
        // The formula whole; the word before it may end the row above.
        "12 × (1 − (11/12)^4) ≈ 3.5",
        "512 KiB",
        // The fuse factor's formula whole (reader 16 en 6.8 reworded
        // the sentence around it).
        "0.875 + 0.25 × ln(10⁶) / ln(n)",
        "about 16 times",
        "bloomlab grade blocked -- python3 blocked/filter.py",
        "bloomlab grade bloom -- python3 bloom/filter.py",
    ] {
        on_one_row(&seen, phrase);
    }
}

#[test]
fn lessons_keep_numbers_formulas_and_commands_whole_in_spanish() {
    let seen = every_lesson_row(Lang::Es);
    // reader-es A 6, 8, 9.
    for phrase in [
        "1 − e^(−0,7) ≈ 0,503",
        "0,875 + 0,25 × ln(10⁶) / ln(n)",
        "bloomlab grade bloom -- python3 bloom/filter.py",
        "bloomlab grade fix-the-filter -- python3 fix-the-filter/filter.py",
        "(la próxima sección",
        "divides entre 10",
        "512 KiB",
    ] {
        on_one_row(&seen, phrase);
    }
}

/// The formula self-check's first question: its parenthesis used to be
/// glued into pieces of about 25 characters, so the prompt broke at 91 of
/// 118 columns (reader-en C 17, reader-es A 9).
#[test]
fn a_quiz_question_uses_the_width_there_is() {
    for lang in Lang::ALL {
        let (width, height) = size(lang);
        let mut app = app(lang);
        keys(&mut app, "5");
        key(&mut app, KeyCode::Down);
        key(&mut app, KeyCode::Down);
        key(&mut app, KeyCode::Enter);
        let shown = screen(&mut app, width, height);
        let opening = match lang {
            Lang::En => "What is the chance that a single probe",
            Lang::Es => "¿Con qué probabilidad un solo sondeo",
        };
        let rows = rows(&shown);
        let row = rows
            .iter()
            .find(|row| row.contains(opening))
            .unwrap_or_else(|| panic!("{lang:?}: no «{opening}»:\n{shown}"));
        let next = rows
            .iter()
            .skip_while(|r| *r != row)
            .nth(1)
            .map(|r| r.split_whitespace().next().unwrap_or(""))
            .unwrap_or("");
        // The row was broken although the next word would fit.
        assert!(
            row.chars().count() + 1 + next.chars().count() > usize::from(width) - 2,
            "{lang:?}: broken short:\n{shown}"
        );
        assert!(bad_breaks(&shown).is_empty(), "{shown}");
    }
}

/// Quiz summary: each missed question's later lines hang under its text,
/// not under its ✗ (reader-es A 10).
#[test]
fn missed_questions_hang_under_their_mark() {
    for lang in Lang::ALL {
        let mut app = app(lang);
        keys(&mut app, "5");
        key(&mut app, KeyCode::Enter);
        answer_every_question(&mut app);
        let (width, _) = size(lang);
        let rows = rows(&screen(&mut app, width, 400));
        let mut hung = 0;
        for pair in rows.windows(2) {
            let Some(at) = pair[0].find("✗ ") else {
                continue;
            };
            if pair[0].trim_start().starts_with("✗ ") && !pair[1].trim().is_empty() {
                let column = pair[0][..at].chars().count();
                let indent = pair[1].chars().take_while(|c| *c == ' ').count();
                assert_eq!(indent, column + 2, "{lang:?}:\n{}\n{}", pair[0], pair[1]);
                hung += 1;
            }
        }
        assert!(hung > 0, "{lang:?}: no missed question wrapped");
    }
}

/// The playground's and the Experiments table's own lines: a count with
/// its noun, a rate with its name, a percentage with its number (reader-es
/// A 1, 2, 3, 5).
#[test]
fn playground_and_experiments_keep_numbers_with_their_words() {
    for lang in Lang::ALL {
        let (width, height) = size(lang);
        let words = |es: &'static str, en: &'static str| match lang {
            Lang::Es => es,
            Lang::En => en,
        };
        // Counting mode, a hundred words more: counters stuck.
        let mut counting = app(lang);
        keys(&mut counting, "2fxw");
        let shown = screen(&mut counting, width, height);
        assert!(bad_breaks(&shown).is_empty(), "{shown}");
        let stuck = match lang {
            Lang::Es => ["contador atascado", "contadores atascados"],
            Lang::En => ["counter stuck", "counters stuck"],
        };
        assert!(
            rows(&shown)
                .iter()
                .all(|row| stuck.iter().all(|s| !row.trim_start().starts_with(s))),
            "a count cut from its counters:\n{shown}"
        );
        // m = 512 and more: the three rates, each with its name.
        let mut wide = app(lang);
        keys(&mut wide, "2MMMf");
        let shown = screen(&mut wide, width, height);
        assert!(bad_breaks(&shown).is_empty(), "{shown}");
        on_one_row(&rows(&shown), words("este filtro (", "this filter ("));
        // The table's prediction, asked and graded.
        let mut table = app(lang);
        keys(&mut table, "41");
        key(&mut table, KeyCode::Enter);
        let shown = screen(&mut table, width, height);
        assert!(bad_breaks(&shown).is_empty(), "{shown}");
        on_one_row(&rows(&shown), words("del 10 %", "10 % row"));
        keys(&mut table, "5");
        key(&mut table, KeyCode::Enter);
        let shown = screen(&mut table, width, height);
        assert!(bad_breaks(&shown).is_empty(), "{shown}");
    }
}
