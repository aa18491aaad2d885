use super::*;
use crate::records::AnsweredQuestion;

fn attempt(answers: &[(&str, bool)]) -> QuizAttempt {
    QuizAttempt {
        id: String::new(),
        quiz_id: "q".into(),
        lang: "en".into(),
        finished_at: 0,
        seconds_taken: 1.0,
        score: 0,
        max_score: 0,
        questions: answers
            .iter()
            .map(|(id, correct)| AnsweredQuestion {
                id: (*id).into(),
                answer: String::new(),
                correct: *correct,
                points: 0,
                max_points: 1,
                ..Default::default()
            })
            .collect(),
        ..Default::default()
    }
}

#[test]
fn a_question_answered_right_since_is_no_longer_missed() {
    let first = attempt(&[("a", false), ("b", false), ("c", true)]);
    let review = attempt(&[("a", true), ("b", false)]);
    let later = attempt(&[("a", false), ("b", false), ("c", false)]);
    assert_eq!(most_missed(&[&first, &review]), vec![("b".to_owned(), 2)]);
    // Missed again later: back on the list, with every miss counted.
    assert_eq!(
        most_missed(&[&first, &review, &later]),
        vec![
            ("b".to_owned(), 3),
            ("a".to_owned(), 2),
            ("c".to_owned(), 1)
        ]
    );
}

/// A TZif file of one zone type at offset 0 called UTC, as the system's
/// /usr/share/zoneinfo/Etc/UTC holds it.
fn utc_tzif() -> Vec<u8> {
    let mut block = b"TZif2".to_vec();
    block.extend([0; 15]);
    // Counts: UT/local, standard/wall, leap seconds, transitions, types,
    // abbreviation bytes.
    for count in [0u32, 0, 0, 0, 1, 4] {
        block.extend(count.to_be_bytes());
    }
    block.extend([0, 0, 0, 0, 0, 0]);
    block.extend(b"UTC\0");
    let mut file = block.clone();
    file.extend(block);
    file.extend(b"\nUTC0\n");
    file
}

#[test]
fn the_zone_is_named_only_where_the_systems_is_unknown() {
    use jiff::tz::{Offset, TimeZone};
    // Times are local: a known zone, even UTC's, needs no name (reader
    // 27, es 4.1: «horas en UTC» read as not the student's own time).
    let etc = TimeZone::tzif("Etc/UTC", &utc_tzif()).unwrap();
    assert_eq!(zone_label(&etc), None);
    assert_eq!(zone_label(&TimeZone::UTC), None);
    let madrid = TimeZone::tzif("Europe/Madrid", &utc_tzif()).unwrap();
    assert_eq!(zone_label(&madrid), None);
    let offset = TimeZone::fixed(Offset::constant(-3));
    assert_eq!(zone_label(&offset), None);
    // An unknown system zone falls back to UTC, and says so.
    assert_eq!(zone_label(&TimeZone::unknown()).as_deref(), Some("UTC"));
}

#[test]
fn a_retry_of_every_question_is_not_a_whole_attempt() {
    let whole = attempt(&[("a", false), ("b", false)]);
    let mut retry = whole.clone();
    retry.kind = crate::records::AttemptKind::Retry;
    let short = attempt(&[("a", true)]);
    let full = full_length(&[&whole, &retry, &short]);
    assert_eq!(full, 2);
    assert!(whole.is_whole_of(full));
    assert!(!retry.is_whole_of(full), "told by its kind");
    assert!(
        !short.is_whole_of(full),
        "told by its length (older records)"
    );
}
