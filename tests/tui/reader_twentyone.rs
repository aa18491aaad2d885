//! Reader 21's items (es at 80×24, en at 120×40), fixed in stop 48.

use std::collections::BTreeSet;

use crossterm::event::KeyCode;

use super::{SEEN, key, screen};

/// Reader 21 (es 1.1): at m = 512 with words in, a page showed six
/// bands of bits and PgDn moved seven, so bits 108 to 125 never showed.
/// Paging down from the top now shows every position, at both widths
/// and heights where a band is left out at the bottom, with and without
/// words; PgUp comes back to the top.
#[test]
fn paging_the_bits_shows_every_position() {
    for (lang, (width, _)) in SEEN {
        for (first, height) in [("e", 23), ("e", 24), ("f", 24), ("f", 25), ("f", 40)] {
            let mut app = super::playground_with_m(lang, first, 512);
            let m = app.playground_view().filter.m;
            let mut seen = BTreeSet::new();
            let top = screen(&mut app, width, height);
            for _ in 0..40 {
                let shown = screen(&mut app, width, height);
                for line in shown.lines() {
                    let words: Vec<&str> = line.trim_matches('"').split_whitespace().collect();
                    let numbers: Vec<u64> = words.iter().filter_map(|w| w.parse().ok()).collect();
                    if words.len() > 3 && numbers.len() == words.len() {
                        seen.extend(numbers);
                    }
                }
                key(&mut app, KeyCode::PageDown);
            }
            let missing: Vec<u64> = (0..m).filter(|p| !seen.contains(p)).collect();
            assert!(
                missing.is_empty(),
                "{lang:?} {first} {height}: never shown {missing:?}"
            );
            for _ in 0..40 {
                key(&mut app, KeyCode::PageUp);
            }
            assert_eq!(
                screen(&mut app, width, height),
                top,
                "{lang:?} {first} {height}"
            );
        }
    }
}

/// Reader 21 (es 1.2): once every quiz had a score, each entry took a
/// line more and the fourth quiz's description fell off the bottom at
/// 80×24, with no sign, even while chosen. Every quiz's title shows, and
/// the chosen one's description, wherever the cursor is.
#[test]
fn the_quiz_list_keeps_every_quiz_once_all_are_scored() {
    use bloomlab::records::{QuizAttempt, Store, content_hash};
    for (lang, (width, height)) in SEEN {
        let (catalog, _) = bloomlab::content::Catalog::builtin();
        let mut store = Store::in_memory();
        for (n, loaded) in catalog.quizzes_in(lang).into_iter().enumerate() {
            store.records.attempts.push(QuizAttempt {
                id: format!("attempt-{n}"),
                quiz_id: loaded.quiz.id.clone(),
                lang: lang.code().to_owned(),
                finished_at: 1_796_025_600 + n as u64 * 86_400,
                seconds_taken: 300.0,
                score: 1,
                max_score: 2,
                content_hash: content_hash(&loaded.quiz),
                ..Default::default()
            });
        }
        let quizzes: Vec<(String, String)> = catalog
            .quizzes_in(lang)
            .iter()
            .map(|q| {
                (
                    q.quiz.title.clone(),
                    q.quiz.description.clone().unwrap_or_default(),
                )
            })
            .collect();
        let mut app = super::app_on(lang, store);
        super::keys(&mut app, "5");
        for chosen in 0..quizzes.len() {
            let shown = super::joined(&screen(&mut app, width, height));
            for (title, _) in &quizzes {
                let head: String = title.chars().take(20).collect();
                assert!(shown.contains(&head), "{lang:?} {chosen}: {title}: {shown}");
            }
            let description = &quizzes[chosen].1;
            let head: String = description
                .split_whitespace()
                .take(4)
                .collect::<Vec<_>>()
                .join(" ");
            assert!(shown.contains(&head), "{lang:?} {chosen}: {head}: {shown}");
            key(&mut app, KeyCode::Down);
        }
    }
}
