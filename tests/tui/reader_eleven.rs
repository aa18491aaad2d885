//! Reader 11's items taken up in stop 40: each checked on the screen
//! where it was seen, in both languages, at 80×24 (Spanish reader) and
//! 120×40 (English reader).

use std::time::Duration;

use bloomlab::lang::Lang;

use super::{SEEN, app, app_with_inbox, deliver_until_stopped, keys, screen};

/// The help box's lines, inside its border (from its corner ┌ on).
fn help_lines(shown: &str) -> Vec<String> {
    let lines: Vec<Vec<char>> = shown.lines().map(|line| line.chars().collect()).collect();
    let Some((top, left)) = lines
        .iter()
        .enumerate()
        .find_map(|(row, line)| Some((row, line.iter().position(|&c| c == '┌')?)))
    else {
        return Vec::new();
    };
    lines[top + 1..]
        .iter()
        .take_while(|line| line.get(left) == Some(&'│'))
        .map(|line| {
            let inside: String = line[left + 1..].iter().collect();
            inside
                .rsplit_once('│')
                .map_or(inside.clone(), |(inside, _)| inside.to_owned())
        })
        .collect()
}

/// en 2.1: a status line that leaves keys out marks the place with «…»
/// before «? help», and a line that holds them all has no «…».
#[test]
fn a_status_line_that_drops_keys_says_so() {
    for (lang, (width, height)) in SEEN {
        let (mut app, inbox) = app_with_inbox(lang);
        // The table after a run lists more keys than 80 columns hold.
        keys(&mut app, "4");
        keys(&mut app, "3s");
        deliver_until_stopped(&mut app, &inbox, Duration::from_secs(120));
        let shown = screen(&mut app, width, height);
        let status = super::status_of(&shown);
        let status = status.trim_matches('"');
        let help = bloomlab::t!(lang, "app-help");
        let all_keys = ["s ", "e ", "r ", "d ", "Esc ", "f ", "↑↓ ", "Tab 1-4 "];
        let missing = all_keys.iter().any(|key| {
            !status.contains(&format!("  {key}")) && !status.trim_start().starts_with(key)
        });
        assert_eq!(
            missing,
            status.contains(&format!("… ? {help}")),
            "{lang:?} {width}: {status}"
        );
        // Home's few keys fit: no «…».
        let mut home = super::app(lang);
        let shown = screen(&mut home, width, height);
        assert!(!super::status_of(&shown).contains('…'), "{shown}");
    }
}

/// es 2.9, en 2.3: the help lists the screen's words (columns, symbols)
/// under a heading of their own, after the keys; a word is not listed as
/// a key above it.
#[test]
fn the_help_sets_the_screens_words_apart_from_its_keys() {
    for (lang, (width, height)) in SEEN {
        for (screen_keys, word) in [
            ("4", bloomlab::t!(lang, "exp-alt-exact")),
            ("44", "B L C K X F".to_owned()),
            ("3", bloomlab::t!(lang, "exp-key-exact-bloom")),
            ("2", bloomlab::t!(lang, "exp-key-exact-bloom")),
        ] {
            let mut app = app(lang);
            keys(&mut app, screen_keys);
            keys(&mut app, "?");
            let mut lines = help_lines(&screen(&mut app, width, height));
            // A word page 1 has no room for is on page 2, under the same
            // heading.
            if !lines
                .iter()
                .any(|line| line.trim_start().starts_with(&word))
            {
                super::key(&mut app, crossterm::event::KeyCode::Down);
                lines = help_lines(&screen(&mut app, width, height));
            }
            let heading = bloomlab::t!(lang, "app-help-on-screen");
            let heading_at = lines
                .iter()
                .position(|line| line.trim() == heading)
                .unwrap_or_else(|| panic!("{lang:?} {screen_keys}: no heading\n{lines:#?}"));
            let word_at = lines
                .iter()
                .position(|line| line.trim_start().starts_with(&word))
                .unwrap_or_else(|| panic!("{lang:?} {screen_keys}: no {word}\n{lines:#?}"));
            assert!(word_at > heading_at, "{lang:?} {screen_keys}:\n{lines:#?}");
            // No key is listed under the heading: Esc, Ctrl+C and ? come
            // after a blank line or straight after the words.
            let s_at = lines
                .iter()
                .position(|line| line.trim_start().starts_with("s  "));
            if let Some(s_at) = s_at {
                assert!(s_at < heading_at, "{lang:?} {screen_keys}:\n{lines:#?}");
            }
        }
    }
}

/// es 2.8: the small filter's help at 80×24 keeps Esc and Ctrl+C; the
/// keys the status line shows under the box give way first.
#[test]
fn the_small_filters_help_keeps_the_general_keys() {
    for (lang, (width, height)) in SEEN {
        for tab in ["1", "2", "3", "4"] {
            let mut app = app(lang);
            keys(&mut app, "4");
            keys(&mut app, tab);
            keys(&mut app, "?");
            let shown = screen(&mut app, width, height);
            for key in ["Esc q", "Ctrl+C"] {
                assert!(
                    help_lines(&shown)
                        .iter()
                        .any(|line| line.trim_start().starts_with(key)),
                    "{lang:?} tab {tab} {key}:\n{shown}"
                );
            }
        }
    }
}

/// en 2.8: on the Alternatives tab, Tab comes last of the tab's keys, as
/// on the others; Esc and ? after it, as on every screen (readers 48, en
/// 2.4).
#[test]
fn tab_comes_last_on_every_tab() {
    let lang = Lang::En;
    let mut app = app(lang);
    keys(&mut app, "44");
    let shown = screen(&mut app, 200, 40);
    let status = super::status_of(&shown);
    let tab_at = status.find("Tab 1-4").unwrap();
    let help_at = status.find("? help").unwrap();
    let esc_at = status.find("Esc").unwrap();
    assert!(tab_at < esc_at && esc_at < help_at, "{status}");
}

/// es 5.4: the Bloom row at 10 % is 1.45 × its bound, where lesson 1 says
/// 1.44 for any p; its words say why (k made whole: 3, not 3.32). At 1 %,
/// where the row is 1.44, they add nothing.
#[test]
fn a_bloom_row_off_log2_e_says_why() {
    for (lang, (width, height)) in SEEN {
        let mut app = app(lang);
        keys(&mut app, "4");
        super::fake_alternatives_at(&mut app, vec![0.1, 0.01], 8, true);
        let shown = super::joined(&screen(&mut app, width, height));
        let (why, ratio) = match lang {
            Lang::En => ("(not 1.44: k must be whole, 3 here, not 3.32)", "1.45 ×"),
            Lang::Es => (
                "(no 1,44: k tiene que ser entero, aquí 3 y no 3,32)",
                "1,45 ×",
            ),
        };
        assert!(shown.contains(ratio), "{lang:?}: {shown}");
        assert!(shown.contains(why), "{lang:?}: {shown}");
        // The 1 % row: 1.44, and no such words.
        let title = bloomlab::t!(lang, "kind-standard-title");
        // Begun with a capital, as a sentence (reader 39, en 4.2).
        let mut letters = title.chars();
        let first = letters.next().map(|c| c.to_uppercase().to_string());
        let at_one = format!("{}{}: ", first.unwrap_or_default(), letters.as_str());
        let mut seen = false;
        for _ in 0..20 {
            super::key(&mut app, crossterm::event::KeyCode::Down);
            let shown = super::joined(&screen(&mut app, width, height));
            if shown.contains(&at_one) && shown.contains("1 %, 1") {
                assert!(
                    shown.contains("1.44 ×") || shown.contains("1,44 ×"),
                    "{shown}"
                );
                assert!(!shown.contains("k must be whole"), "{shown}");
                assert!(!shown.contains("tiene que ser entero"), "{shown}");
                seen = true;
            }
        }
        assert!(seen, "{lang:?}: no Bloom row at 1 %");
    }
}

/// en 4.x: a quiz that wrote p as a fraction, where the screens write
/// 10 %, glossed it; since reader 17 (es 5.2: «p = 0,1» beside the
/// lessons' «0,1 %») every quiz writes a drawn rate as a percentage,
/// `{p%}`, and its hint says the formula takes it as a fraction.
#[test]
fn a_drawn_rate_in_a_quiz_is_written_as_a_percentage() {
    let mut seen = 0;
    for entry in std::fs::read_dir("quizzes").unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_none_or(|ext| ext != "yaml") {
            continue;
        }
        let text = std::fs::read_to_string(&path).unwrap();
        assert!(!text.contains("p = {p}"), "{}", path.display());
        seen += text.matches("p = {p%}").count();
    }
    assert!(seen >= 6, "{seen}");
    // As a student sees it: 1 %, 0,1 %, never 0,01 for a rate.
    for lang in [Lang::En, Lang::Es] {
        let mut app = super::app(lang);
        keys(&mut app, "5");
        super::key(&mut app, crossterm::event::KeyCode::Enter);
        let mut found = false;
        for _ in 0..super::quiz(&app).questions.len() {
            let text = super::joined(&super::screen(&mut app, 120, 40)).replace('\u{a0}', " ");
            if let Some(at) = text.find("p = ") {
                let rate: String = text[at + 4..].chars().take(8).collect();
                if rate.starts_with(|c: char| c.is_ascii_digit()) {
                    assert!(rate.contains(" %"), "{lang:?}: {rate}");
                    found = true;
                }
            }
            super::answer_first(&mut app);
            super::key(&mut app, crossterm::event::KeyCode::Enter);
        }
        assert!(found, "{lang:?}: no rate in the first quiz");
    }
}

/// es 1.3 and 1.4: headers name the lesson and the quiz, up to the
/// title's comma where the whole title does not fit: lesson 2 as «De
/// dónde sale la fórmula…», not «Lección 2»; the fourth quiz as «Cuando
/// un filtro de Bloom no basta…» on every question, not «Cuando un
/// filtro de Bloom …».
#[test]
fn headers_name_the_lesson_and_the_quiz() {
    use crossterm::event::KeyCode;
    for (lang, (width, height)) in SEEN {
        let (lesson, quiz) = match lang {
            Lang::Es => (
                "De dónde sale la fórmula",
                "Cuando un filtro de Bloom no basta",
            ),
            Lang::En => (
                "Where the formula comes from",
                "When a Bloom filter is not enough",
            ),
        };
        let mut app = app(lang);
        keys(&mut app, "1");
        super::key(&mut app, KeyCode::Down);
        super::key(&mut app, KeyCode::Enter);
        let shown = screen(&mut app, width, height);
        let header = shown.lines().nth(1).unwrap();
        assert!(header.contains(lesson), "{lang:?}: {header}");

        let mut app = super::app(lang);
        keys(&mut app, "5");
        let index = app
            .catalog()
            .quizzes_in(lang)
            .iter()
            .position(|loaded| loaded.quiz.title.starts_with(quiz))
            .unwrap();
        for _ in 0..index {
            super::key(&mut app, KeyCode::Down);
        }
        super::key(&mut app, KeyCode::Enter);
        // Its nine questions, then the summary.
        for _ in 0..12 {
            let shown = screen(&mut app, width, height);
            let header = shown.lines().nth(1).unwrap();
            assert!(header.contains(quiz), "{lang:?}: {header}");
            let session = super::quiz(&app);
            if session.answered_count() == session.total_questions() {
                break;
            }
            super::answer_first(&mut app);
            super::key(&mut app, KeyCode::Enter);
            super::key(&mut app, KeyCode::Enter);
        }
    }
}

/// A word added a second time says so: its line looked the same as the
/// first addition's, as if nothing had happened.
#[test]
fn a_word_added_twice_says_so() {
    use crossterm::event::KeyCode;
    for (lang, (width, height)) in SEEN {
        let mut app = app(lang);
        keys(&mut app, "2");
        for _ in 0..2 {
            keys(&mut app, "auva");
            super::key(&mut app, KeyCode::Enter);
        }
        let shown = super::joined(&screen(&mut app, width, height));
        let said = match lang {
            Lang::En => "(added before: no bit changes)",
            Lang::Es => "(ya estaba: ningún bit cambia)",
        };
        assert!(shown.contains(said), "{lang:?}: {shown}");
        // The first addition of another word says nothing of the kind.
        keys(&mut app, "akiwi");
        super::key(&mut app, KeyCode::Enter);
        let shown = super::joined(&screen(&mut app, width, height));
        assert!(!shown.contains(said), "{lang:?}: {shown}");
    }
}
