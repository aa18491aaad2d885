//! The Exercises screen and My results on runs that `bloomlab grade`
//! really saved: a pass and a failure, read back from the data folder as
//! the app reads it when a screen is opened.

use std::path::Path;
use std::process::Command;

use bloomlab::content::Catalog;
use bloomlab::exercise::status::{Status, views};
use bloomlab::lang::Lang;
use bloomlab::records::{AttemptKind, Store};
use bloomlab::tui::{AppOptions, build_app_with};

use crossterm::event::KeyCode;

use super::{flat, key, keys};

/// `bloomlab grade ID --data-dir DIR --seed 3 -- PROGRAM…`, and whether
/// it passed (exit status 0).
pub(super) fn grade(data: &Path, id: &str, program: &[&str]) -> bool {
    let output = Command::new(env!("CARGO_BIN_EXE_bloomlab"))
        .args(["--lang", "en", "grade", id, "--data-dir"])
        .arg(data)
        .args(["--seed", "3", "--"])
        .args(program)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("Saved in"), "{stderr}");
    output.status.success()
}

/// A folder with two graded runs: `counting` passed (bloomlab's own
/// filter), `bloom` failed (a program that ends at once).
fn graded_folder() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    let me = env!("CARGO_BIN_EXE_bloomlab");
    assert!(grade(
        dir.path(),
        "counting",
        &[me, "exercise", "reference", "counting"]
    ));
    assert!(!grade(dir.path(), "bloom", &["sh", "-c", "exit 3"]));
    dir
}

/// The app on that folder, as `bloomlab --data-dir DIR` starts it.
pub(super) fn app_on(dir: &Path, lang: Lang) -> bloomlab::tui::App {
    let (catalog, errors) = Catalog::builtin();
    assert!(errors.is_empty());
    build_app_with(
        lang,
        catalog,
        Vec::new(),
        Store::open_in(dir, lang),
        bloomlab::tui::Start::Home,
        std::sync::mpsc::channel().0,
        AppOptions {
            theme: Some(bloomlab::tui::Theme::monochrome()),
            time_zone: Some(jiff::tz::TimeZone::UTC),
            ..AppOptions::default()
        },
    )
}

#[test]
fn saved_exercise_runs_show_as_passed_and_failed() {
    let dir = graded_folder();
    let records = Store::read(dir.path()).unwrap();
    let attempts: Vec<_> = records.attempts.iter().collect();
    assert!(attempts.iter().all(|a| a.kind == AttemptKind::Exercise));
    let (catalog, _) = Catalog::builtin();
    let shown = views(&attempts, &catalog, Lang::En, &jiff::tz::TimeZone::UTC);
    let status = |id: &str| shown.iter().find(|e| e.id == id).unwrap().status;
    let counting = attempts.iter().find(|a| a.quiz_id == "counting").unwrap();
    assert_eq!(
        status("counting"),
        Status::Passed {
            finished_at: counting.finished_at,
            score: counting.score,
            max_score: counting.max_score,
            since: None,
        }
    );
    assert!(matches!(status("bloom"), Status::Failed { score: 0, .. }));
    assert_eq!(status("blocked"), Status::NeverTried);
    assert_eq!(status("fix-the-filter"), Status::NeverTried);

    // The screen reads the folder when opened, and says it in words.
    for (lang, passed, failed, never) in [
        (Lang::En, "passed on", "not passed on", "never tried"),
        (Lang::Es, "superado el", "no superado el", "sin intentar"),
    ] {
        let mut app = app_on(dir.path(), lang);
        keys(&mut app, "7");
        let text = flat(&mut app);
        for words in [passed, failed, never] {
            assert!(text.contains(words), "{lang:?} {words}: {text}");
        }
        // The date in a sentence, in the language's own order.
        let iso = bloomlab::records::format_time(
            counting.finished_at,
            &jiff::tz::TimeZone::UTC,
            Lang::En,
        );
        let (date, time) = iso.split_once(' ').unwrap();
        let when = match lang {
            Lang::En => format!("{date} at {time}"),
            Lang::Es => {
                let [year, month, day]: [&str; 3] =
                    date.split('-').collect::<Vec<_>>().try_into().unwrap();
                let at = if time.starts_with("01:") {
                    "a la"
                } else {
                    "a las"
                };
                format!("{day}/{month}/{year} {at} {time}")
            }
        };
        // «12 of 12 checks», not a bare 12/12 (reader 10, en 4.8).
        let of = match lang {
            Lang::En => "of",
            Lang::Es => "de",
        };
        assert!(
            text.contains(&format!(
                "{when}: {} {of} {}",
                counting.score, counting.max_score
            )),
            "{text}"
        );
    }
}

/// The commands shown are the ones that work: `exercise new` writes the
/// file the grade command runs.
#[test]
fn the_commands_shown_scaffold_the_file_graded() {
    let (catalog, _) = Catalog::builtin();
    let dir = tempfile::tempdir().unwrap();
    for exercise in views(&[], &catalog, Lang::En, &jiff::tz::TimeZone::UTC) {
        // Python, then Rust, both shown (reader 17: «the same command
        // with --lang rust» left the Rust build and grade to guess).
        let langs: Vec<&str> = exercise.starters.iter().map(|s| s.lang.name()).collect();
        assert_eq!(langs, ["python", "rust"]);
        for starter in &exercise.starters {
            let scaffold: Vec<&str> = starter.scaffold.split(' ').collect();
            assert_eq!(scaffold[..3], ["bloomlab", "exercise", "new"]);
            let run = Command::new(env!("CARGO_BIN_EXE_bloomlab"))
                .args(&scaffold[1..])
                .current_dir(dir.path())
                .output()
                .unwrap();
            assert!(run.status.success(), "{}", starter.scaffold);
            assert!(dir.path().join(&starter.file).is_file(), "{}", starter.file);
            // What `exercise new` itself says to run next.
            let said = String::from_utf8_lossy(&run.stdout);
            for command in &starter.grade {
                assert!(said.contains(command.as_str()), "{command}: {said}");
            }
        }
        assert_eq!(
            exercise.starters[0].grade,
            [format!(
                "bloomlab grade {} -- python3 {}",
                exercise.id, exercise.starters[0].file
            )]
        );
        assert!(exercise.step.is_some(), "{}", exercise.id);
    }
}

/// A graded run is in My results, under its exercise (named as the
/// Exercises screen names it), marked as one; the exercises come in the
/// Exercises screen's order, whatever order they were graded in.
#[test]
fn an_exercise_run_shows_in_my_results() {
    let dir = graded_folder();
    for (lang, word, bloom, counting, stopped, heading) in [
        (
            Lang::En,
            "Exercise",
            "Bloom filter",
            "Counting filter",
            "the program stopped before the grading ended",
            "Checks to pass",
        ),
        (
            Lang::Es,
            "Ejercicio",
            "Filtro de Bloom",
            "Filtro con contadores",
            "el programa se ha detenido antes de acabar la corrección",
            "Por superar",
        ),
    ] {
        let mut app = app_on(dir.path(), lang);
        keys(&mut app, "6");
        let mark = word.to_lowercase();
        // Graded counting first, then bloom; listed bloom first.
        let text = flat(&mut app);
        assert!(
            text.contains(&format!("{word} {}", lang.quote(bloom))),
            "{text}"
        );
        // The page holds only the exercise's runs: no «exercise» after
        // each (reader 18, en 4.8).
        assert!(
            text.contains(" 0/9 ")
                && text.contains("0 %")
                && !text.contains(&format!("0 % {mark}")),
            "{text}"
        );
        // The check it missed, in words: not "ran to the end", under a
        // heading for checks, not the quizzes' questions (reader 5, en 21).
        assert!(text.contains(stopped), "{text}");
        assert!(text.contains(heading), "{text}");
        assert!(
            !text.contains(&bloomlab::t!(
                lang,
                "history-still-missed",
                count = 3,
                repeats = "yes"
            )),
            "{text}"
        );
        key(&mut app, KeyCode::Right);
        let text = flat(&mut app);
        assert!(
            text.contains(&format!("{word} {}", lang.quote(counting))),
            "{text}"
        );
        assert!(!text.contains(&format!("% {mark}")), "{text}");
    }
}

/// Reader 39 (es 2.1): on an exercise's page of My results the help
/// offered «r Enter» to review missed questions, which an exercise has
/// not; ←→ only where there is another page.
#[test]
fn my_results_help_offers_only_what_answers() {
    let dir = graded_folder();
    for lang in [Lang::En, Lang::Es] {
        let mut app = app_on(dir.path(), lang);
        keys(&mut app, "6?");
        let review = bloomlab::t!(lang, "history-help-review");
        let pages = bloomlab::t!(lang, "history-help-quiz");
        let text = flat(&mut app);
        assert!(!text.contains(&review), "{lang:?}: {text}");
        assert!(text.contains(&pages), "{lang:?}: {text}");
    }
}
