//! Figures a lesson quotes come from a command it names, and the command
//! prints them: lesson 2's share of k sweeps with some row flagged on its
//! own is `--repeat`'s «Raw, by run» line. The interval's 1 run in 20 is
//! said as the interval step taught it; refusals write a rate as the
//! course does; `results --summary` quotes each answer; the removal
//! column is headed as the glossary names the operation.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "a test: a failed unwrap is a failed test"
)]

use bloomlab::content::Catalog;
use bloomlab::lang::Lang;

use crate::cli_support::{Ran, run_at};

/// `bloomlab --lang LANG ARGS` at 100 columns, with no results kept.
fn run(lang: &str, args: &[&str]) -> Ran {
    let dir = tempfile::tempdir().unwrap();
    run_at(lang, 100, dir.path(), args)
}

/// `text` with every run of white space one space.
fn flat(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// A k sweep repeated over seeds counts the runs with some row flagged on
/// its own, in the text (both languages) and the JSON, as many as the
/// runs' own rows say; lesson 2's step «One in twenty» names the command
/// that prints the figure it quotes, not a recount no command makes.
#[test]
fn repeat_counts_the_runs_with_some_row_flagged_on_its_own() {
    let sweep = [
        "experiment",
        "--suite",
        "k-sweep",
        "--n",
        "2000",
        "--repeat",
        "8",
        "--no-save",
    ];
    let json = run("en", &[&sweep[..], &["--format", "json"]].concat());
    assert_eq!(json.code, Some(0), "{}", json.stderr);
    let json: serde_json::Value = serde_json::from_str(&json.stdout).unwrap();
    let flagged = json["runs"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|run| {
            run["rows"].as_array().unwrap().iter().any(|row| {
                row["p_value"].as_f64().unwrap() < 0.05
                    && row["false_positives"].as_u64().unwrap() > 0
            })
        })
        .count();
    assert_eq!(
        json["whole"]["runs_differing_raw"].as_u64(),
        Some(flagged as u64)
    );
    // 1 − 0.95²⁰ for the sweep's 20 rows.
    let chance = json["whole"]["chance_run_raw"].as_f64().unwrap();
    assert!(
        (chance - (1.0 - 0.95f64.powi(20))).abs() < 1e-12,
        "{chance}"
    );
    for (lang, said) in [
        (
            "en",
            format!("Raw, by run: {flagged} of 8 runs have some row that differs on its own ("),
        ),
        (
            "es",
            format!("Por separado, por ejecución: {flagged} de 8 ejecuciones"),
        ),
    ] {
        let text = run(lang, &sweep);
        assert_eq!(text.code, Some(0), "{}", text.stderr);
        let text = flat(&text.stdout);
        assert!(text.contains(&said), "{lang}: no «{said}»:\n{text}");
        let chance = if lang == "en" {
            "chance would predict about 64 % of runs"
        } else {
            "el azar predeciría alrededor del 64 % de las ejecuciones"
        };
        assert!(text.contains(chance), "{lang}: no «{chance}»:\n{text}");
    }
    let (catalog, errors) = Catalog::builtin();
    assert!(errors.is_empty(), "{errors:#?}");
    for lang in Lang::ALL {
        let [title, figure] = match lang {
            Lang::En => ["One in twenty", "in 101 of those 200 sweeps"],
            Lang::Es => ["Uno de cada veinte", "en 101 de esos 200 barridos"],
        };
        let lesson = &catalog.lesson("bloom-formula", lang).unwrap().lesson;
        let step = lesson.steps.iter().find(|s| s.title == title).unwrap();
        let reveal = flat(step.reveal.as_deref().unwrap());
        let command = "bloomlab experiment --suite k-sweep --repeat 200";
        assert!(reveal.contains(command), "{lang:?}: {reveal}");
        assert!(reveal.contains(figure), "{lang:?}: no «{figure}»: {reveal}");
    }
}

/// Lesson 2's p-value step says why an exact rate outside the interval
/// proves nothing as the interval step taught it: the method catches the
/// true average rate at least 95 times in 100 uses (step 11), so an
/// interval built this way leaves the true rate out about 1 run in 20;
/// not «a 95 % interval misses the true rate», words the course never
/// defined.
#[test]
fn the_p_value_step_says_the_one_run_in_twenty_as_the_interval_step_taught_it() {
    let (catalog, _) = Catalog::builtin();
    for lang in Lang::ALL {
        // The interval step's title, the p-value step's, the words the
        // feedback says and those it no longer does.
        let [interval, p_value, step_ref, built, gone] = match lang {
            Lang::En => [
                "A confidence interval",
                "The p-value",
                "(step 11)",
                "an interval built this way leaves",
                "misses the true rate",
            ],
            Lang::Es => [
                "Un intervalo de confianza",
                "El valor\u{a0}p",
                "(paso 11)",
                "un intervalo construido así",
                "Un intervalo del 95\u{a0}% deja fuera",
            ],
        };
        let lesson = &catalog.lesson("bloom-formula", lang).unwrap().lesson;
        assert_eq!(lesson.steps[10].title, interval, "{lang:?}: step 11 moved");
        let p_value = lesson
            .steps
            .iter()
            .find(|s| s.title == p_value)
            .unwrap_or_else(|| panic!("{lang:?}: no step {p_value}: {:?}", titles(lesson)));
        let choices = &p_value.predict.as_ref().unwrap().choices;
        let feedback: Vec<&str> = choices.iter().map(|c| c.feedback.as_str()).collect();
        let outside = feedback.iter().filter(|f| f.contains(built)).count();
        assert_eq!(outside, 2, "{lang:?}: {feedback:#?}");
        assert!(
            feedback.iter().any(|f| f.contains(step_ref)),
            "{lang:?}: {feedback:#?}"
        );
        assert!(
            feedback.iter().all(|f| !f.contains(gone)),
            "{lang:?}: {feedback:#?}"
        );
    }
}

/// A lesson's step titles, for a failure's message.
fn titles(lesson: &bloomlab::content::lesson::Lesson) -> Vec<&str> {
    lesson.steps.iter().map(|s| s.title.as_str()).collect()
}

/// The column saying whether a structure can take a key out is headed as
/// the glossary names the operation: «remove» (was «deletes»), «quita»
/// (quitar), no wider than before.
#[test]
fn the_removal_column_is_headed_as_the_glossary_names_it() {
    for (lang, heading) in [("en", "remove"), ("es", "quita")] {
        let args = ["compare", "--n", "1000", "--p", "1%", "--wide", "--no-save"];
        let ran = run(lang, &args);
        assert_eq!(ran.code, Some(0), "{lang}: {}", ran.stderr);
        let head = ran.stdout.lines().find(|l| l.contains("(ns)")).unwrap();
        assert!(
            head.split("  ").any(|c| c.trim() == heading),
            "{lang}: {head}"
        );
        assert!(!head.contains("deletes"), "{lang}: {head}");
    }
}

/// docs/cli.md shows `bloomlab table` as the command prints it now (its
/// output had predated the percentages and the family-wise verdicts):
/// every line but the time it took, at the 100 columns a pipe gets.
#[test]
fn the_measured_table_in_the_docs_is_what_the_command_prints() {
    let shown = include_str!("../../docs/cli.md")
        .split("```text\n$ bloomlab table\n")
        .nth(1)
        .and_then(|rest| rest.split("```").next())
        .unwrap();
    let ran = run("en", &["table", "--no-save"]);
    assert_eq!(ran.code, Some(0), "{}", ran.stderr);
    let untimed = |text: &str| -> Vec<String> {
        let lines = text.lines().filter(|l| !l.starts_with("Measured in "));
        lines.map(str::to_owned).collect()
    };
    assert_eq!(untimed(shown), untimed(&ran.stdout));
}
