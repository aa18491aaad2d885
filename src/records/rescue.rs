//! The end of a session that could not save: what it could not save is
//! written as a records file of its own in a folder that can be written
//! (the current folder, else the temporary folder), and one line says
//! which file was not written, what it was missing and where it went.

use super::disk::{serialise, stage_as};
use super::*;

/// Write what `store` could not save to a hand-in file in the current
/// folder (else the temporary folder) and return the line to print (on
/// stderr, with exit status 1); None when everything was saved, or the
/// session was never meant to be (`--no-save`).
pub(crate) fn rescue(store: &Store, lang: Lang) -> Option<String> {
    let mut places: Vec<PathBuf> = Vec::new();
    places.extend(std::env::current_dir().ok());
    places.push(std::env::temp_dir());
    rescue_in(store, lang, &places)
}

/// [`rescue()`], trying the folders `places` in turn.
pub fn rescue_in(store: &Store, lang: Lang, places: &[PathBuf]) -> Option<String> {
    let not_saved = store.not_saved()?;
    let what = contents(lang, not_saved.attempts, not_saved.lessons);
    let file = not_saved.file.display();
    let problem = &not_saved.problem;
    let name = hand_in_name();
    let mut failures = Vec::new();
    let records = store.unsaved_records();
    for place in places {
        let written =
            serialise(&records).and_then(|bytes| stage_as(place, &name, &bytes)?.commit());
        match written {
            Ok(()) => {
                let path = place.join(&name);
                let path = path.display();
                return Some(crate::t!(
                    lang,
                    "words-records-rescued",
                    file = file.to_string(),
                    problem = problem.as_str(),
                    what = what.as_str(),
                    path = path.to_string()
                ));
            }
            Err(err) => failures.push(format!("{}: {err}", place.display())),
        }
    }
    let failures = failures.join("; ");
    Some(crate::t!(
        lang,
        "words-records-lost",
        file = file.to_string(),
        problem = problem.as_str(),
        failures = failures,
        what = what
    ))
}

/// `bloomlab-unsaved-20261201-201531-4242.json`: the time in UTC and the
/// process id, so two sessions never pick the same name.
fn hand_in_name() -> String {
    let digits: String = format_time_utc(now())
        .chars()
        .filter(char::is_ascii_digit)
        .collect();
    let (date, time) = digits.split_at(digits.len().min(8));
    format!("bloomlab-unsaved-{date}-{time}-{}.json", std::process::id())
}

/// "2 quiz attempts and progress in 1 lesson".
fn contents(lang: Lang, attempts: usize, lessons: usize) -> String {
    let attempts =
        (attempts > 0).then(|| crate::t!(lang, "words-records-attempts", count = attempts));
    let lessons = (lessons > 0).then(|| crate::t!(lang, "words-records-lessons", count = lessons));
    match (attempts, lessons) {
        (Some(attempts), Some(lessons)) => crate::t!(
            lang,
            "words-records-attempts-and-lessons",
            attempts = attempts,
            lessons = lessons
        ),
        (Some(one), None) | (None, Some(one)) => one,
        // A failed save of changes made outside the screens.
        (None, None) => crate::t!(lang, "words-records-changes"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn what_was_not_saved_is_said_in_both_languages() {
        assert_eq!(
            contents(Lang::En, 2, 1),
            "2 quiz attempts and progress in 1 lesson"
        );
        assert_eq!(contents(Lang::Es, 1, 0), "1 intento de autoevaluación");
        assert_eq!(contents(Lang::Es, 0, 2), "el progreso en 2 lecciones");
        let name = hand_in_name();
        assert!(
            name.starts_with("bloomlab-unsaved-") && name.ends_with(".json"),
            "{name}"
        );
    }
}
