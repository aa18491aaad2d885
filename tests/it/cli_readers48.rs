//! Readers 48 on the command line: `results --summary`'s wrong answers,
//! `check`'s advice on an unclosed bracket or quote, and the Rust
//! starter's one hash computation per key.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "a test: a failed unwrap is a failed test"
)]

use std::path::Path;

use crate::cli_readers46::{new_starter, write_tiny_quizzes};
use crate::cli_support::{Ran, run_at};

/// `bloomlab --lang LANG ARGS` at 80 columns, results kept in `data`.
pub(crate) fn run(lang: &str, data: &Path, args: &[&str]) -> Ran {
    run_at(lang, 80, data, args)
}

/// `text` with every run of white space one space, so that a phrase
/// wrapped over two lines is found.
pub(crate) fn flat(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// One attempt at `can-delete` (the choices' places are the file's: 0
/// «Plain Bloom filter», 1 «Counting filter», …).
fn attempt(id: &str, kind: &str, at: u64, answer: &str, ids: &[usize]) -> serde_json::Value {
    let right = ids == [1, 2, 3];
    serde_json::json!({
        "id": id,
        "quiz_id": "bloom-self-check",
        "lang": "en",
        "kind": kind,
        "finished_at": at,
        "seconds_taken": 3.0,
        "score": u32::from(right),
        "max_score": 1,
        "questions": [{
            "id": "can-delete",
            "answer": answer,
            "correct": right,
            "points": u32::from(right),
            "max_points": 1,
            "choice_ids": ids,
        }],
    })
}

/// Item 1: a question missed in the whole attempt and then got right in
/// a review from My results was reported «wrong in every attempt: [1,2]
/// Plain Bloom filter | Counting filter ×1». It is wrong 1 of 2 times;
/// «wrong in every attempt» is said only when no answer was right; and
/// the choices are named by their text, not by their places in the file
/// (which the shuffled options a student saw do not follow).
#[test]
fn summary_says_wrong_in_every_attempt_only_when_it_was() {
    let dir = tempfile::tempdir().unwrap();
    let wrong = "Plain Bloom filter | Counting filter";
    let right = "Counting filter | Cuckoo filter | Hash set";
    let reviewed = dir.path().join("reviewed.json");
    let records = serde_json::json!({"version": 4, "attempts": [
        attempt("a1", "whole", 1_796_609_296, wrong, &[0, 1]),
        attempt("a2", "review", 1_796_609_396, right, &[1, 2, 3]),
    ]});
    std::fs::write(&reviewed, records.to_string()).unwrap();
    let missed = dir.path().join("missed.json");
    let records = serde_json::json!({"version": 4, "attempts": [
        attempt("b1", "whole", 1_796_609_296, wrong, &[0, 1]),
        attempt("b2", "review", 1_796_609_396, wrong, &[0, 1]),
    ]});
    std::fs::write(&missed, records.to_string()).unwrap();
    for (lang, some, always, never) in [
        (
            "en",
            "wrong 1 of 2 times (retries and reviews included); commonest wrong answers: “Plain Bloom filter” + “Counting filter” ×1",
            "wrong in every attempt (2 answers, retries and reviews included): “Plain Bloom filter” + “Counting filter” ×2",
            "wrong in every attempt",
        ),
        (
            "es",
            "fallada 1 de 2 veces (con repeticiones y repasos); respuestas incorrectas más frecuentes: «Plain Bloom filter» + «Counting filter» ×1",
            "fallada en todos los intentos (2 respuestas, con repeticiones y repasos): «Plain Bloom filter» + «Counting filter» ×2",
            "en todos los intentos",
        ),
    ] {
        for (file, said, unsaid) in [(&reviewed, some, Some(never)), (&missed, always, None)] {
            let ran = run(
                lang,
                dir.path(),
                &["results", "--summary", file.to_str().unwrap()],
            );
            assert_eq!(ran.code, Some(0), "{lang}: {}", ran.stderr);
            let text = flat(&ran.stdout);
            assert!(text.contains(said), "{lang}: no «{said}»:\n{}", ran.stdout);
            if let Some(unsaid) = unsaid {
                assert!(!text.contains(unsaid), "{lang}:\n{}", ran.stdout);
            }
            assert!(!text.contains("[1,2]"), "{lang}:\n{}", ran.stdout);
            let widest = ran.stdout.lines().map(|l| l.chars().count()).max();
            assert!(widest <= Some(80), "{lang}:\n{}", ran.stdout);
        }
    }
}

/// Item 2: `options: [1, 2` with nothing closing it gave, in Spanish too,
/// only the parser's English («did not find expected ',' or ']', while
/// parsing a flow sequence») at the next key's colon. Now the advice
/// comes first, in the reader's language, at the `[` (or `{`, or quote)
/// that opened, and says where the parser noticed.
#[test]
fn check_points_at_what_was_left_open() {
    let dir = tempfile::tempdir().unwrap();
    let files = [
        ("list.en.yaml", "    options: [1, 2\n    explanation: E\n"),
        ("last.en.yaml", "    prompt: P\n    options: [1, 2\n"),
        (
            "mapping.en.yaml",
            "    choices: {text: x\n    explanation: E\n",
        ),
        ("quote.en.yaml", "    prompt: \"P is\n    explanation: E\n"),
    ];
    write_tiny_quizzes(dir.path(), &files);
    let said = [
        (
            "en",
            "list.en.yaml:7:14: this `[` starts a list that is not closed: end the list with `]`, or put the whole text in quotes if it is not a list (the YAML parser noticed at line 8 column 16: did not find expected ',' or ']', while parsing a flow sequence)",
        ),
        (
            "en",
            "last.en.yaml:8:14: this `[` starts a list that is not closed: end the list with `]`",
        ),
        (
            "en",
            "mapping.en.yaml:7:14: this `{` starts a mapping that is not closed: end the mapping with `}`",
        ),
        (
            "en",
            "quote.en.yaml:7:13: the text in quotes that starts here has no closing `\"`: add it where the text ends (the YAML parser noticed at the end of the file, line 9 column 1:",
        ),
        (
            "es",
            "list.en.yaml:7:14: este `[` abre una lista que no se cierra: termina la lista con `]`, o pon todo el texto entre comillas si no es una lista (el analizador de YAML lo detectó en la línea 8 columna 16: no se encontró la ',' o el ']' esperado al leer una lista entre corchetes)",
        ),
        (
            "es",
            "last.en.yaml:8:14: este `[` abre una lista que no se cierra",
        ),
        (
            "es",
            "mapping.en.yaml:7:14: esta `{` abre un mapa que no se cierra: termina el mapa con `}`, o pon todo el texto entre comillas si no es un mapa (el analizador de YAML lo detectó en la línea 8 columna 16: no se encontró la ',' o la '}' esperada al leer un mapa entre llaves)",
        ),
        (
            "es",
            "quote.en.yaml:7:13: el texto entre comillas que empieza aquí no tiene `\"` de cierre: añádela donde acaba el texto (el analizador de YAML lo detectó al final del archivo, en la línea 9 columna 1: se encontró el final del archivo al leer un texto entre comillas)",
        ),
    ];
    let folder = dir.path().to_str().unwrap();
    for (lang, first) in said {
        let ran = run(lang, dir.path(), &["check", folder]);
        assert_eq!(ran.code, Some(1), "{lang}: {}", ran.stderr);
        assert!(
            flat(&ran.stdout).contains(first),
            "{lang}: should say {first:?}:\n{}",
            ran.stdout
        );
        if lang == "es" {
            assert!(!ran.stdout.contains("did not find"), "{}", ran.stdout);
            assert!(!ran.stdout.contains("end of stream"), "{}", ran.stdout);
        }
    }
}

/// `text` with the body of `fn name(` (up to its closing `    }`) made
/// `body`.
fn fill(text: &str, name: &str, body: &str) -> String {
    let signature = format!("    fn {name}(");
    let start = text.find(&signature).unwrap();
    let open = start + text[start..].find("{\n").unwrap() + 2;
    let close = open + text[open..].find("\n    }\n").unwrap();
    format!("{}{body}{}", &text[..open], &text[close..])
}

/// The Rust starter of `exercise`, its methods written as the hints say:
/// one `DefaultHasher` run per key, its 64-bit result cut in two halves.
fn solved(exercise: &str, text: &str) -> String {
    let hash = "        let mut hasher = DefaultHasher::new();
        hasher.write(key);
        let h = hasher.finish();
        let (h1, h2) = (h & 0xffff_ffff, h >> 32);\n";
    let bits = [
        (
            "add",
            "        for p in self.positions(key) {
            self.words[(p / 64) as usize] |= 1 << (p % 64);
        }",
        ),
        (
            "has",
            "        self.positions(key).iter().all(|p| self.words[(p / 64) as usize] >> (p % 64) & 1 == 1)",
        ),
    ];
    let enhanced =
        "        (0..self.k).map(|i| (h1 + i * h2 + (i * i * i - i) / 6) % self.m).collect()";
    let methods: Vec<(&str, String)> = match exercise {
        "bloom" => std::iter::once(("positions", format!("{hash}{enhanced}")))
            .chain(bits.iter().map(|(n, b)| (*n, (*b).to_owned())))
            .collect(),
        "blocked" => std::iter::once((
            "positions",
            format!(
                "{hash}        let block = h1 % (self.m / BLOCK_BITS) * BLOCK_BITS;
        let step = (h2 >> 9) | 1;
        (0..self.k).map(|i| block + (h2 + i * step) % BLOCK_BITS).collect()"
            ),
        ))
        .chain(bits.iter().map(|(n, b)| (*n, (*b).to_owned())))
        .collect(),
        _ => [
            ("positions", format!("{hash}{enhanced}")),
            (
                "counter",
                "        self.counters[(i / 2) as usize] >> (i % 2 * 4) & 15".to_owned(),
            ),
            (
                "set_counter",
                "        let cell = &mut self.counters[(i / 2) as usize];
        let shift = i % 2 * 4;
        *cell = *cell & !(15 << shift) | value << shift;"
                    .to_owned(),
            ),
            (
                "add",
                "        for p in self.positions(key) {
            let c = self.counter(p);
            if c < COUNTER_MAX {
                self.set_counter(p, c + 1);
            }
        }"
                .to_owned(),
            ),
            (
                "remove",
                "        for p in self.positions(key) {
            let c = self.counter(p);
            if c > 0 && c < COUNTER_MAX {
                self.set_counter(p, c - 1);
            }
        }"
                .to_owned(),
            ),
            (
                "has",
                "        self.positions(key).iter().all(|&p| self.counter(p) > 0)".to_owned(),
            ),
        ]
        .into(),
    };
    methods.iter().fold(text.to_owned(), |text, (name, body)| {
        fill(&text, name, body)
    })
}

/// Item 3: the Rust starter's hint said «two 64-bit hashes h1, h2 of the
/// key (a `DefaultHasher` fed a different first byte for each)», two runs
/// of the hasher, where lesson 2 step 18 and the Python starter take h1
/// and h2 from one hash computation per key. Every Rust starter now says
/// one hash, cut in two halves; and a filter written as the hint says
/// (one `DefaultHasher` run, its halves as h1 and h2) passes `grade`.
#[test]
fn the_rust_starters_take_h1_and_h2_from_one_hash() {
    let dir = tempfile::tempdir().unwrap();
    for (lang, one, twice) in [
        (
            "en",
            ["one hash gives", "32-bit halves", "once"],
            ["two 64-bit hashes", "second hash", "first byte"],
        ),
        (
            "es",
            ["un solo hash da", "mitades de 32 bits", "una sola vez"],
            ["dos hashes", "segundo hash", "primer byte"],
        ),
    ] {
        for exercise in ["bloom", "counting", "blocked"] {
            let folder = dir.path().join(format!("{lang}-{exercise}"));
            let text = new_starter(lang, &folder, exercise, "rust", "filter.rs");
            let hint: String = text
                .lines()
                .filter_map(|l| l.trim_start().strip_prefix("///"))
                .collect::<Vec<_>>()
                .join(" ");
            let hint = flat(&hint);
            let said = one.iter().filter(|w| hint.contains(*w)).count();
            // The counting starter says less: «as in the bloom exercise».
            let least = if exercise == "counting" { 2 } else { 3 };
            assert!(said >= least, "{lang} {exercise}: {hint}");
            for two in twice {
                assert!(!hint.contains(two), "{lang} {exercise}: «{two}» in {hint}");
            }
            if lang != "en" {
                continue;
            }
            let source = folder.join("solved.rs");
            std::fs::write(&source, solved(exercise, &text)).unwrap();
            let binary = folder.join("filter");
            let built = std::process::Command::new("rustc")
                .arg("-O")
                .arg(&source)
                .arg("-o")
                .arg(&binary)
                .output()
                .unwrap();
            assert!(
                built.status.success(),
                "{exercise}: {}",
                String::from_utf8_lossy(&built.stderr)
            );
            let ran = run(
                lang,
                dir.path(),
                &[
                    "grade",
                    exercise,
                    "--seed",
                    "8",
                    "--no-reference",
                    "--no-save",
                    "--",
                    binary.to_str().unwrap(),
                ],
            );
            assert_eq!(
                ran.code,
                Some(0),
                "{exercise}:\n{}{}",
                ran.stdout,
                ran.stderr
            );
            assert!(
                ran.stdout.contains("Passed: all"),
                "{exercise}:\n{}",
                ran.stdout
            );
        }
    }
}

/// `results --summary` joined a question's wrong answers with «; », a
/// separator Holm's options hold too («Adjusted p-value 0.02; the row is
/// flagged»): each answer now stands in the language's quotes.
#[test]
fn summary_quotes_each_answer_so_a_semicolon_inside_one_is_not_a_separator() {
    let dir = tempfile::tempdir().unwrap();
    let holm = |id: &str, at: u64, choice: usize, answer: &str| {
        let mut one = attempt(id, "whole", at, answer, &[choice]);
        one["quiz_id"] = "bloom-formula-quiz".into();
        one["questions"][0]["id"] = "holm".into();
        one
    };
    let file = dir.path().join("holm.json");
    let records = serde_json::json!({"version": 4, "attempts": [
        holm("h1", 1_796_609_296, 0, "Adjusted p-value 0.02; the row is flagged"),
        holm("h2", 1_796_609_396, 1, "Adjusted p-value 0.001; every row differs"),
    ]});
    std::fs::write(&file, records.to_string()).unwrap();
    for (lang, said) in [
        ("en", "“Adjusted p-value 0.02; the row is flagged” ×1; “"),
        ("es", "«Adjusted p-value 0.02; the row is flagged» ×1; «"),
    ] {
        let args = ["results", "--summary", file.to_str().unwrap()];
        let text = flat(&run(lang, dir.path(), &args).stdout);
        assert!(text.contains(said), "{lang}: no «{said}»:\n{text}");
    }
}
