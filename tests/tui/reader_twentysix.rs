//! Reader 26's items (es at 80×24, en at 120×40), fixed in stop 52.

use super::{key, keys, screen};
use crossterm::event::KeyCode;

/// Reader 26 (es 3.3, en 3.2): a prediction already graded came back
/// after n cleared its comparison («Your prediction: Bloom … s measures
/// it») and was graded again on the next run. n now drops it with the
/// comparison; a prediction not yet measured stays.
#[test]
fn n_drops_a_graded_prediction_with_its_comparison() {
    for (lang, (width, height)) in super::SEEN {
        let mut app = super::alternatives_tab::at_target(lang, 0.002);
        screen(&mut app, width, height);
        key(&mut app, KeyCode::Left);
        keys(&mut app, "n");
        assert!(
            app.experiments_view().alternatives.guess_at.is_some(),
            "{lang:?}: a guess not yet measured stays"
        );
        keys(&mut app, "n");
        let generation = super::alternatives_tab::built(&mut app);
        super::alternatives_tab::all_done(&mut app, generation, false);
        let graded = screen(&mut app, width, height);
        assert!(
            app.experiments_view().alternatives.guess_at.is_some(),
            "{lang:?}: {graded}"
        );
        // The first n asks; the second clears.
        keys(&mut app, "nn");
        let cleared = screen(&mut app, width, height);
        assert!(
            app.experiments_view().alternatives.guess_at.is_none(),
            "{lang:?}: {cleared}"
        );
        let ask = bloomlab::t!(lang, "exp-alt-predict-first", at = "");
        assert!(
            cleared.contains(&super::first_words(&ask, 2)),
            "{lang:?}: {cleared}"
        );
    }
}

/// Reader 26 (es 2.3): after a repeat and d, the note said seed 21 is
/// new and s measures with it, while the status line still offered
/// «s repetir». With a seed the shown run did not use, s starts.
#[test]
fn s_starts_on_a_seed_the_shown_run_did_not_use() {
    for (lang, (width, height)) in super::SEEN {
        let (mut app, _inbox) = super::reader_twelve_rest::repeated_to_the_end(lang);
        let again = format!("s {}", bloomlab::t!(lang, "exp-key-again"));
        let start = format!("s {}", bloomlab::t!(lang, "exp-key-start"));
        keys(&mut app, "d");
        let shown = screen(&mut app, width, height);
        let status = super::status_of(&shown);
        assert!(status.contains(&start), "{lang:?}: {status}");
        assert!(!status.contains(&again), "{lang:?}: {status}");
    }
}

/// Reader 26 (es 1.11): after a review, My results' missed column moved
/// six columns right, and the review's legend left «otra vez» alone on
/// its last line. The columns stand still, and the legend's lines are
/// even.
#[test]
fn a_review_moves_no_column_and_orphans_no_word() {
    use bloomlab::records::{AttemptKind, Store};
    for (lang, (width, height)) in super::SEEN {
        let heading = bloomlab::t!(lang, "history-still-missed");
        let column = |store: Store| {
            let mut app = super::app_on(lang, store);
            screen(&mut app, width, height);
            keys(&mut app, "6");
            let shown = screen(&mut app, width, height);
            let line = shown
                .lines()
                .find(|line| line.contains(&heading))
                .unwrap_or_else(|| panic!("{lang:?}: {shown}"))
                .to_owned();
            let at = line.find(&heading).unwrap();
            (line[..at].chars().count(), shown)
        };
        let mut store = Store::in_memory();
        super::fixed_attempts(&mut store, lang);
        let (before, _) = column(store);
        let mut store = Store::in_memory();
        super::fixed_attempts(&mut store, lang);
        let mut review = store.records.attempts[0].clone();
        review.id = "review".into();
        review.kind = AttemptKind::Review;
        review.questions.truncate(5);
        review.finished_at += 10 * 86_400;
        store.records.attempts.push(review);
        let (after, shown) = column(store);
        assert_eq!(before, after, "{lang:?}: {shown}");
        let legend = bloomlab::t!(lang, "history-legend-review");
        let last_word = legend.split_whitespace().last().unwrap();
        let alone = shown
            .lines()
            .any(|line| line.split_whitespace().collect::<Vec<_>>() == [last_word]);
        assert!(!alone, "{lang:?}: {shown}");
    }
}
