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
                return Some(match lang {
                    Lang::En => format!(
                        "error: your results could not be saved in {file} ({problem}); what this session could not save ({what}) is in {path} instead: `bloomlab results {path}` lists it, and --data-dir picks a folder you can write."
                    ),
                    Lang::Es => format!(
                        "error: no se pudieron guardar tus resultados en {file} ({problem}); lo que no se guardó de esta sesión ({what}) está en {path}: `bloomlab results {path}` lo muestra, y --data-dir elige una carpeta en la que puedas escribir."
                    ),
                });
            }
            Err(err) => failures.push(format!("{}: {err}", place.display())),
        }
    }
    let failures = failures.join("; ");
    Some(match lang {
        Lang::En => format!(
            "error: your results could not be saved in {file} ({problem}), nor elsewhere ({failures}): what this session could not save ({what}) is lost."
        ),
        Lang::Es => format!(
            "error: no se pudieron guardar tus resultados en {file} ({problem}) ni en otro sitio ({failures}): lo que no se guardó de esta sesión ({what}) se perdió."
        ),
    })
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
    let attempts = match (lang, attempts) {
        (_, 0) => None,
        (Lang::En, 1) => Some("1 quiz attempt".to_owned()),
        (Lang::En, n) => Some(format!("{n} quiz attempts")),
        (Lang::Es, 1) => Some("1 intento de autoevaluación".to_owned()),
        (Lang::Es, n) => Some(format!("{n} intentos de autoevaluación")),
    };
    let lessons = match (lang, lessons) {
        (_, 0) => None,
        (Lang::En, 1) => Some("progress in 1 lesson".to_owned()),
        (Lang::En, n) => Some(format!("progress in {n} lessons")),
        (Lang::Es, 1) => Some("el progreso en 1 lección".to_owned()),
        (Lang::Es, n) => Some(format!("el progreso en {n} lecciones")),
    };
    let and = match lang {
        Lang::En => " and ",
        Lang::Es => " y ",
    };
    let parts: Vec<String> = attempts.into_iter().chain(lessons).collect();
    if parts.is_empty() {
        // A failed save of changes made outside the screens.
        return match lang {
            Lang::En => "changes".to_owned(),
            Lang::Es => "cambios".to_owned(),
        };
    }
    parts.join(and)
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
