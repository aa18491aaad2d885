//! Reader 44 (English and Spanish) on the command line and the
//! exercises: what `grade`, `results --summary`, `check` and `exercise
//! list` say.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "a test: a failed unwrap is a failed test"
)]

use bloomlab::exercise::grade::{Finding, Grade, RateCheck};
use bloomlab::lang::Lang;

/// A grading of the Bloom exercise whose k = 1 filter is right and whose
/// k = 4 filter (m = 9973, n = 1000: a third of the bits set) answered 1
/// for `positives` of 30,000 keys never added.
fn graded_k4(positives: u64) -> Grade {
    let exercise = bloomlab::exercise::find("bloom").unwrap();
    let rate =
        |config: bloomlab::exercise::Config, positives: u64, expected: f64, p: f64| Finding::Rate {
            config,
            rate: RateCheck {
                positives,
                asked: config.queries,
                expected,
                low: 0.0,
                high: 1.0,
                p_value: p,
                p_adjusted: p,
            },
        };
    Grade {
        exercise,
        seed: 1,
        findings: vec![
            rate(exercise.configs[0], 352, 0.0706, 0.8),
            rate(exercise.configs[1], positives, 0.011_92, 1e-12),
        ],
        failure: None,
        time: std::time::Duration::from_secs(1),
        reference_time: None,
    }
}

/// es 6.1: a `has()` that answered 1 when any of the k bits was set
/// measured 80,0 % (24 009 of 30 000), 1 − (1 − 0,33)⁴, and was told its
/// probes were not independent, with lesson 2's step on double hashing.
/// It is told what that rate is and sent to lesson 1's step on a lookup;
/// a rate a little too high (probes next to each other) is still told
/// its probes depend on each other. So is a `has()` that reads only the
/// first bit: 33,8 % (10 138 of 30 000), the fill of 33,04 %.
#[test]
fn a_lookup_that_takes_any_bit_is_named_in_both_languages() {
    for (lang, [any, one], step, probes) in [
        (
            Lang::En,
            [
                "as soon as one of a key's 4 bits is 1",
                "reads only one of a key's 4 bits: the share of bits at 1",
            ],
            "step 4, “Look up ‘mango’”",
            "not independent",
        ),
        (
            Lang::Es,
            [
                "en cuanto uno de los 4 bits de la clave está en 1",
                "solo lee uno de los 4 bits de la clave: la proporción de bits en 1",
            ],
            "paso 4, «Consultar “mango”»",
            "no son independientes",
        ),
    ] {
        for (positives, said, not_said) in [(24_009, any, one), (10_138, one, any)] {
            let text = bloomlab::exercise::report::lines(&graded_k4(positives), "p", lang);
            let text = text
                .join(" ")
                .split_whitespace()
                .collect::<Vec<_>>()
                .join(" ");
            assert!(text.contains(said), "{text}");
            assert!(!text.contains(not_said), "{text}");
            assert!(text.contains(step), "{text}");
            assert!(!text.contains(probes), "{text}");
            assert!(
                !text.contains("Menos cálculos") && !text.contains("Fewer hash"),
                "{text}"
            );
        }
        let text = bloomlab::exercise::report::lines(&graded_k4(750), "p", lang).join("\n");
        assert!(text.contains(probes), "{text}");
        assert!(!text.contains(any) && !text.contains(one), "{text}");
    }
}

/// en 5.3: `results --summary` gave an exercise «attempts 2, first 100 %»
/// where the first grading had stopped at 0 of 9 checks: «first» meant
/// the first whole attempt, unsaid. The columns say «first whole» and
/// «best whole», a note under them says how many attempts they leave out
/// and why, and the JSON gives the same count.
#[test]
fn the_summary_says_its_first_score_is_the_first_whole_attempt() {
    use crate::cli_support::{grade_by_reference, run_at};
    let data = tempfile::tempdir().unwrap();
    let stopped = run_at(
        "en",
        100,
        data.path(),
        &[
            "grade",
            "bloom",
            "--seed",
            "5",
            "--no-reference",
            "--",
            "true",
        ],
    );
    assert_eq!(stopped.code, Some(1), "{}", stopped.stdout);
    let graded = run_at("en", 100, data.path(), &grade_by_reference("bloom", "5"));
    assert_eq!(graded.code, Some(0), "{}", graded.stderr);
    for (lang, header, note) in [
        (
            "en",
            "first whole",
            "count only the gradings that ran to their end, as the figures above do: 1 of 2 stopped before it",
        ),
        (
            "es",
            "primero completo",
            "solo cuentan las correcciones que llegaron al final, como las cifras de arriba: 1 de 2 se detuvo antes",
        ),
    ] {
        let text = run_at(lang, 200, data.path(), &["results", "--summary"]).stdout;
        let heading = text
            .lines()
            .find(|line| line.contains(header) && !line.contains(':'))
            .unwrap_or_else(|| panic!("{text}"));
        assert!(
            heading.ends_with(if lang == "en" {
                "best whole"
            } else {
                "mejor completo"
            }),
            "{heading}"
        );
        let flat = text.split_whitespace().collect::<Vec<_>>().join(" ");
        assert!(flat.contains(note), "{text}");
    }
    let json = run_at(
        "en",
        100,
        data.path(),
        &["results", "--summary", "--format", "json"],
    )
    .stdout;
    let json: serde_json::Value = serde_json::from_str(&json).unwrap();
    let student = &json["quizzes"][0]["students"][0];
    assert_eq!(student["attempts"], 2, "{json}");
    assert_eq!(student["whole_attempts"], 1, "{json}");
    assert_eq!(student["first_percent"], 100.0, "{json}");
}

/// en 4.4: `grade` said «(6.7 × as long)», which is no English, with a
/// spaced «×» no screen writes. It says «6.7 times as long»; the Spanish
/// «6,7 veces ese tiempo» stays.
#[test]
fn grade_says_how_many_times_as_long_in_words() {
    for (lang, said) in [
        (Lang::En, "(6.7 times as long)."),
        (Lang::Es, "(el tuyo ha tardado 6,7 veces ese tiempo)."),
    ] {
        let grade = crate::cli_readers39::graded(0.07, 0.767, 0.114);
        let lines = bloomlab::exercise::report::lines(&grade, "p", lang);
        let time = lines
            .iter()
            .find(|line| line.contains(" s;"))
            .unwrap_or_else(|| panic!("{lines:#?}"));
        assert!(time.ends_with(said), "{time}");
        assert!(!time.contains('×'), "{time}");
    }
}

/// en 4.5: `results --summary` listed a foreseen wrong number as
/// «“foreseen slip 1.2” ×0», which a teacher could not read (a wrong
/// answer of 1.2? the 1.2th slip?). It reads as a mistake the quiz
/// foresees and the answer that makes it.
#[test]
fn a_foreseen_wrong_number_says_it_is_an_answer() {
    for (lang, wrong, said) in [
        (Lang::En, "1.2", "foreseen mistake: the answer 1.2"),
        (Lang::Es, "1,2", "error previsto: la respuesta 1,2"),
    ] {
        assert_eq!(
            bloomlab::t!(lang, "stats-response-slip", wrong = wrong),
            said
        );
        let formula = bloomlab::t!(lang, "stats-response-slip-feedback", feedback = "x");
        assert_eq!(formula, format!("{}: x", said.split(':').next().unwrap()));
    }
}

/// en 4.6: `check --strict` on a valid lesson with one warning exited 1
/// under «1 valid, 0 with problems (0 problems, 1 warning)», which said
/// nothing failed. With --strict it says the warning counts as a
/// failure; without, nothing is said and the exit is 0.
#[test]
fn check_strict_says_its_warnings_fail_it() {
    let dir = tempfile::tempdir().unwrap();
    // A lesson of one's own, in English only: one warning, no Spanish twin.
    let lesson = "id: mine\nlang: en\ntitle: Mine\nsummary: A lesson of my own.\nsteps:\n  - title: One\n    text: Read this.\n";
    std::fs::write(dir.path().join("mine.en.yaml"), lesson).unwrap();
    let path = dir.path().to_str().unwrap();
    for (lang, said) in [
        (
            "en",
            "With --strict, the warning counts as a failure, so the check fails (exit code 1).",
        ),
        (
            "es",
            "Con --strict, el aviso cuenta como fallo, así que la revisión falla (código de salida 1).",
        ),
    ] {
        let strict =
            crate::cli_support::run_at(lang, 200, dir.path(), &["check", "--strict", path]);
        assert_eq!(strict.code, Some(1), "{}", strict.stdout);
        assert!(
            strict.stdout.contains(", 1 warning).") || strict.stdout.contains(", 1 aviso)."),
            "{}",
            strict.stdout
        );
        assert!(
            strict.stdout.trim_end().ends_with(said),
            "{}",
            strict.stdout
        );
        let lenient = crate::cli_support::run_at(lang, 200, dir.path(), &["check", path]);
        assert_eq!(lenient.code, Some(0), "{}", lenient.stdout);
        assert!(!lenient.stdout.contains("--strict"), "{}", lenient.stdout);
    }
}

/// es 4.9: `exercise list` said a counting filter's counter «se detiene
/// en 15», as if counting paused; the glossary's word is «atascado (en
/// 15)», as the playground says it. English says «stuck» likewise.
#[test]
fn the_counting_exercise_says_a_counter_is_stuck_at_15() {
    let counting = bloomlab::exercise::find("counting").unwrap();
    let es = counting.summary(Lang::Es);
    assert!(
        es.contains("un contador que llega a 15 se queda atascado en 15."),
        "{es}"
    );
    assert!(!es.contains("se detiene"), "{es}");
    let en = counting.summary(Lang::En);
    assert!(
        en.contains("a counter that reaches 15 is stuck at 15."),
        "{en}"
    );
    assert!(!en.contains("stops at"), "{en}");
}

/// es 4.7: the Exercises screen's «Zona horaria: hora local.» read as a
/// bare label amid the instructions. It is a sentence about the times
/// listed, whichever zone they are in; English says the same.
#[test]
fn the_exercises_screen_says_which_clock_its_times_follow() {
    for (lang, local, unknown) in [
        (
            Lang::Es,
            "Las horas de la lista están en hora local.",
            "Las horas de la lista están en UTC: no se conoce la zona horaria del sistema.",
        ),
        (
            Lang::En,
            "The times in the list are in local time.",
            "The times in the list are in UTC: the system's time zone is unknown.",
        ),
    ] {
        let zone = bloomlab::t!(lang, "class-local-time");
        assert_eq!(bloomlab::t!(lang, "exscreen-times-in", zone = zone), local);
        let zone = bloomlab::t!(lang, "time-zone-unknown");
        assert_eq!(
            bloomlab::t!(lang, "exscreen-times-in", zone = zone),
            unknown
        );
    }
}
