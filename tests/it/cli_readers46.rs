//! Readers 46 on the command line: the exercise starters' double hashing,
//! `--help`'s words, `experiment`'s fill, `results --summary`'s missed
//! questions, `grade`'s counters and bits, `table` and `compare`'s
//! rounding up, `check`'s YAML messages and `submit --out`.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "a test: a failed unwrap is a failed test"
)]

use std::path::Path;

use crate::cli_support::{Ran, grade_by_reference, run_at};

const LANGS: [&str; 2] = ["en", "es"];

/// `bloomlab --lang LANG ARGS` at 80 columns, results kept in `data`.
fn run(lang: &str, data: &Path, args: &[&str]) -> Ran {
    run_at(lang, 80, data, args)
}

/// `bloomlab --lang LANG exercise new EXERCISE FOLDER --starter STARTER`
/// (results kept beside `folder`), and the text of the `file` it wrote.
pub(super) fn new_starter(
    lang: &str,
    folder: &Path,
    exercise: &str,
    starter: &str,
    file: &str,
) -> String {
    let data = folder.parent().unwrap();
    let folder_name = folder.to_str().unwrap();
    let args = [
        "exercise",
        "new",
        exercise,
        folder_name,
        "--starter",
        starter,
    ];
    let ran = run(lang, data, &args);
    assert_eq!(ran.code, Some(0), "{}", ran.stderr);
    std::fs::read_to_string(folder.join(file)).unwrap()
}

/// Item 1: the counting starter said «double hashing, (h1 + i * h2) % m.
/// The lesson …, step 18, explains it», but step 18 teaches the enhanced
/// form. Every starter that cites step 18 now gives the enhanced form, and
/// says the plain one (which `grade` accepts) drops its cubic term.
#[test]
fn starters_that_cite_step_18_give_its_enhanced_form() {
    let dir = tempfile::tempdir().unwrap();
    for lang in LANGS {
        for exercise in ["bloom", "counting"] {
            for (starter, file, enhanced) in [
                ("python", "filter.py", "(h1 + i*h2 + (i**3 - i)//6) % m"),
                ("rust", "filter.rs", "(h1 + i·h2 + (i³ − i)/6) mod m"),
            ] {
                let folder = dir.path().join(format!("{lang}-{exercise}-{starter}"));
                let text = new_starter(lang, &folder, exercise, starter, file);
                let (step, plain) = if lang == "en" {
                    ("step 18", "The plain")
                } else {
                    ("paso 18", "La forma simple")
                };
                assert!(
                    text.to_lowercase().contains(step),
                    "{lang} {exercise} {starter}:\n{text}"
                );
                assert!(
                    text.contains(enhanced),
                    "{lang} {exercise} {starter} should give step 18's form:\n{text}"
                );
                assert!(
                    text.contains(plain),
                    "{lang} {exercise} {starter} should say how the plain form relates:\n{text}"
                );
            }
        }
    }
}

/// Item 2: `experiment --help` said `--hashing double` means «two hashes
/// make all k positions», the reading lesson 2 step 18 corrects: h1 and h2
/// are two numbers from one hash computation per key.
#[test]
fn hashing_help_says_one_computation_gives_h1_and_h2() {
    let dir = tempfile::tempdir().unwrap();
    for (lang, one, wrong) in [
        ("en", "one hash computation per key", "two hashes"),
        ("es", "un solo cálculo de hash por clave", "dos hashes"),
    ] {
        let help = run(lang, dir.path(), &["experiment", "--help"]).stdout;
        let flat = help.split_whitespace().collect::<Vec<_>>().join(" ");
        assert!(flat.contains(one), "{lang}: {flat}");
        assert!(flat.contains("h1") && flat.contains("h2"), "{lang}: {flat}");
        assert!(!flat.contains(wrong), "{lang}: {flat}");
    }
}

/// Item 4: `size --help` said «Number of elements to insert» and
/// `experiment --help` «Keys inserted», where every screen says «add»
/// («añadir»), as the glossary asks. No command's help says otherwise.
#[test]
fn no_help_says_insert() {
    let dir = tempfile::tempdir().unwrap();
    let commands: [&[&str]; 17] = [
        &[],
        &["lesson"],
        &["quiz"],
        &["size"],
        &["table"],
        &["experiment"],
        &["compare"],
        &["check"],
        &["results"],
        &["submit"],
        &["export"],
        &["grade"],
        &["exercise"],
        &["exercise", "list"],
        &["exercise", "new"],
        &["exercise", "reference"],
        &["help"],
    ];
    for lang in LANGS {
        for command in commands {
            let mut args = command.to_vec();
            args.push("--help");
            let help = run(lang, dir.path(), &args).stdout.to_lowercase();
            for retired in ["insert", "agreg"] {
                assert!(!help.contains(retired), "{lang} {command:?}: {help}");
            }
        }
    }
    let added = run("en", dir.path(), &["size", "--help"]).stdout;
    assert!(added.contains("Number of elements to add"), "{added}");
}

/// Item 3: `experiment --suite k-sweep --wide` wrote its fill as «9.5%»,
/// where every other percentage on the line has a space before the %, and
/// the Experiments screen's fill column three figures («9.51 %»). The
/// small suite and a single configuration write it the same way.
#[test]
fn experiment_fill_has_three_figures_and_a_space() {
    let dir = tempfile::tempdir().unwrap();
    let runs: [(&[&str], &str, &str); 3] = [
        (&["--suite", "k-sweep"], "9.51\u{a0}%", "9,51\u{a0}%"),
        (&["--suite", "small"], "15.9\u{a0}%", "15,9\u{a0}%"),
        (
            &["--n", "1000", "--p", "0.01"],
            "51.8\u{a0}%",
            "51,8\u{a0}%",
        ),
    ];
    for (suite, en, es) in runs {
        for (lang, fill) in [("en", en), ("es", es)] {
            let mut args = vec!["experiment", "--wide", "--precision", "0.3"];
            args.extend(["--threads", "2"]);
            args.extend(suite);
            let ran = run(lang, dir.path(), &args);
            assert_eq!(ran.code, Some(0), "{}", ran.stderr);
            assert!(
                ran.stdout.contains(fill),
                "{lang} {suite:?}:\n{}",
                ran.stdout
            );
            let glued = ran.stdout.char_indices().any(|(at, c)| {
                c == '%' && ran.stdout[..at].ends_with(|d: char| d.is_ascii_digit())
            });
            assert!(
                !glued,
                "{lang} {suite:?}: a % without its space:\n{}",
                ran.stdout
            );
        }
    }
}

/// Item 6: grading the counting exercise said «a removed key should answer
/// 1 only when the keys left set all its cells», where the lessons and the
/// glossary say counters. No grading message, and no counting starter,
/// says cell (celda) now.
#[test]
fn grading_and_starters_say_counters_not_cells() {
    let dir = tempfile::tempdir().unwrap();
    for (lang, above, cell) in [
        ("en", "keep all its counters above 0", "cell"),
        (
            "es",
            "mantienen todos sus contadores mayores que 0",
            "celda",
        ),
    ] {
        let mut args = vec!["--no-save"];
        args.extend(grade_by_reference("counting", "5"));
        let graded = run(lang, dir.path(), &args);
        assert_eq!(graded.code, Some(0), "{}", graded.stderr);
        let flat = graded
            .stdout
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ");
        assert!(flat.contains(above), "{lang}: {flat}");
        assert!(!flat.contains(cell), "{lang}: {flat}");
        for starter in ["python", "rust"] {
            let folder = dir.path().join(format!("{lang}-{starter}"));
            let folder = folder.to_str().unwrap();
            let args = ["exercise", "new", "counting", folder, "--starter", starter];
            assert_eq!(run(lang, dir.path(), &args).code, Some(0));
            for file in std::fs::read_dir(folder).unwrap() {
                let text = std::fs::read_to_string(file.unwrap().path()).unwrap();
                assert!(!text.contains(cell), "{lang} {starter}:\n{text}");
            }
        }
    }
    // The messages a failing program gets, which a correct one never sees.
    for (_, code, source) in bloomlab::i18n::CATALOGUES {
        for line in source.lines().filter(|line| line.starts_with("ex-")) {
            // `$cells` names a placeable, not a word a student reads.
            let lower = line.to_lowercase().replace("$cells", "");
            assert!(
                !lower.contains("cells") && !lower.contains("celdas"),
                "{code}: {line}"
            );
        }
    }
}

/// Item 10: `submit --out FOLDER/sub/`, where `sub` does not exist, wrote
/// a file named `sub`; it is now refused as `export --out` refuses it,
/// naming the flag and the missing folder.
#[test]
fn submit_out_to_a_missing_folder_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let mut args = vec!["--student", "Ana"];
    args.extend(grade_by_reference("bloom", "5"));
    assert_eq!(run("en", dir.path(), &args).code, Some(0));
    let sub = dir.path().join("sub");
    let out = format!("{}/", sub.display());
    for (lang, missing) in [("en", "there is no folder"), ("es", "no existe la carpeta")] {
        let ran = run(lang, dir.path(), &["submit", "--out", &out]);
        assert_eq!(ran.code, Some(2), "{lang}: {}", ran.stdout);
        let flat = ran.stderr.split_whitespace().collect::<Vec<_>>().join(" ");
        assert!(flat.contains("--out") && flat.contains(missing), "{flat}");
        assert!(flat.contains(&out), "{flat}");
        assert!(!sub.exists(), "{lang}: a file named sub was written");
    }
}

/// Item 10: `grade`'s memory check said «1 bits reported» («1 bits
/// declarados»).
#[test]
fn one_bit_reported_is_singular() {
    let dir = tempfile::tempdir().unwrap();
    let program = dir.path().join("one_bit.py");
    std::fs::write(
        &program,
        "import sys\n\
         for line in sys.stdin:\n\
         \x20   w = line.split()\n\
         \x20   if not w: continue\n\
         \x20   if w[0] == 'new': print('ok', flush=True)\n\
         \x20   elif w[0] in ('has', 'bits'): print('1', flush=True)\n\
         \x20   elif w[0] == 'sync': print('done', flush=True)\n\
         \x20   elif w[0] == 'end': break\n",
    )
    .unwrap();
    let program = program.to_str().unwrap();
    for (lang, one) in [
        ("en", "Memory: 1 bit reported,"),
        ("es", "Memoria: 1 bit declarado,"),
    ] {
        let args = [
            "--no-save",
            "grade",
            "bloom",
            "--no-reference",
            "--",
            "python3",
            program,
        ];
        let ran = run(lang, dir.path(), &args);
        let flat = ran.stdout.split_whitespace().collect::<Vec<_>>().join(" ");
        assert!(flat.contains(one), "{lang}: {flat}\n{}", ran.stderr);
    }
}

/// The longest line of `text`, in characters.
fn widest(text: &str) -> usize {
    text.lines()
        .map(|line| line.chars().count())
        .max()
        .unwrap_or(0)
}

/// Item 7: `table --theory` printed «m = ⌈n·(−ln p)/(ln 2)²⌉ bits» and
/// `compare --crossover` «⌈log₂(8/p)⌉ … ⌈n / 0.95⌉ slots»; the lessons
/// never write ⌈ ⌉, they say «rounded up». The lines still fit 80 columns.
#[test]
fn rounding_up_is_said_in_words() {
    let dir = tempfile::tempdir().unwrap();
    let runs: [&[&str]; 3] = [
        &["table", "--theory"],
        &["compare", "--crossover"],
        &["table", "--precision", "0.3", "--threads", "2"],
    ];
    for (lang, words) in [("en", "rounded up"), ("es", "redondeado hacia arriba")] {
        for args in runs {
            let ran = run(lang, dir.path(), args);
            assert_eq!(ran.code, Some(0), "{}", ran.stderr);
            let flat = ran.stdout.split_whitespace().collect::<Vec<_>>().join(" ");
            assert!(!flat.contains(['⌈', '⌉']), "{lang} {args:?}: {flat}");
            assert!(flat.contains(words), "{lang} {args:?}: {flat}");
            assert!(
                widest(&ran.stdout) <= 80,
                "{lang} {args:?}:\n{}",
                ran.stdout
            );
        }
    }
}

/// Item 9: docs/authoring.md named four shipped ids, where the app ships
/// seven (the lesson and quiz commands list them when given an unknown
/// one), and its English examples wrote «» and straight quotes inside a
/// text (`Answer "absent"`), which the glossary rules out for English.
#[test]
fn authoring_lists_every_shipped_id_and_quotes_english_as_english() {
    let doc =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/authoring.md"))
            .unwrap();
    let dir = tempfile::tempdir().unwrap();
    for command in ["lesson", "quiz"] {
        let ran = run("en", dir.path(), &[command, "no-such-id"]);
        let (_, ids) = ran.stderr.split_once("ids are: ").unwrap();
        let ids = ids.split(|c: char| c == ',' || c.is_whitespace());
        for id in ids.filter(|id| !id.is_empty()) {
            assert!(doc.contains(&format!("`{id}`")), "{id} is not listed");
        }
    }
    let flat = doc.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(flat.contains("`bloomlab lesson` and `bloomlab quiz` list the ids"));
    // The English examples: no «», and a `"` only around a whole value.
    for block in doc.split("```yaml\n").skip(1) {
        let block = block.split("```").next().unwrap();
        if !block.contains("\nlang: en\n") && !block.starts_with("lang: en\n") {
            continue;
        }
        assert!(!block.contains(['«', '»']), "{block}");
        for line in block.lines() {
            let Some((_, value)) = line.split_once(": ") else {
                continue;
            };
            let inner = value
                .strip_prefix('"')
                .and_then(|v| v.strip_suffix('"'))
                .unwrap_or(value);
            assert!(!inner.contains('"'), "a straight quote in English: {line}");
        }
    }
}

/// One quiz file in `dir` for each (name, body): a quiz `tiny` whose
/// single-choice question `a` goes on with the body (from line 7).
pub(super) fn write_tiny_quizzes(dir: &Path, files: &[(&str, &str)]) {
    let head = "id: tiny\nlang: en\ntitle: T\nquestions:\n  - id: a\n    type: single\n";
    for (name, body) in files {
        std::fs::write(dir.join(name), format!("{head}{body}")).unwrap();
    }
}

/// Item 8: `check`'s YAML messages opened with the parser's jargon («did
/// not find expected '-' indicator, while parsing a block collection»,
/// «mapping values are not allowed in this context») before the advice.
/// The advice comes first after file:line:column, the parser's words
/// after it.
#[test]
fn check_gives_the_advice_before_the_parser_s_words() {
    let dir = tempfile::tempdir().unwrap();
    let files = [
        ("colon.en.yaml", "    prompt: Answer: this\n"),
        (
            "list.en.yaml",
            "    prompt: P\n    choices:\n      - text: [1, 2] is it\n",
        ),
        (
            "indent.en.yaml",
            "    prompt: P\n    choices:\n      - text: x\n   - text: y\n",
        ),
    ];
    write_tiny_quizzes(dir.path(), &files);
    let said = [
        (
            "en",
            "colon.en.yaml:7:19: a text that contains \": \" must be in quotes",
            "mapping values are not allowed",
        ),
        (
            "en",
            "list.en.yaml:9:22: the text `[1, 2] is it` starts with `[`",
            "did not find expected key",
        ),
        (
            "en",
            "indent.en.yaml:10:4: check the indentation of this line",
            "did not find expected '-'",
        ),
        (
            "es",
            "colon.en.yaml:7:19: un texto que contiene \": \" va entre comillas",
            "aquí no se admiten valores de mapa",
        ),
        (
            "es",
            "list.en.yaml:9:22: el texto `[1, 2] is it` empieza por `[`",
            "no se encontró la clave esperada",
        ),
        (
            "es",
            "indent.en.yaml:10:4: compara la sangría de esta línea",
            "no se encontró el '-' esperado",
        ),
    ];
    for (lang, first, parser) in said {
        let folder = dir.path().to_str().unwrap();
        let ran = run(lang, dir.path(), &["check", folder]);
        let flat = ran.stdout.split_whitespace().collect::<Vec<_>>().join(" ");
        let Some(at) = flat.find(first) else {
            panic!("{lang}: should say {first:?}:\n{}", ran.stdout);
        };
        let message = flat[at..].split(".yaml:").nth(1).unwrap_or_default();
        assert!(message.contains(parser), "{lang} {first}: {message}");
    }
}
