//! `--help`, `-h` and `help` in the language of the command line (issue
//! 22): walking the command tree from the root's own list of commands, every
//! command's help in Spanish has none of clap's English words and none of
//! the English about lines, and English keeps them.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "a test: a failed unwrap is a failed test (clippy.toml's allow-unwrap-in-tests misses the helpers of integration tests)"
)]

use crate::cli_support;

use cli_support::bloomlab;

/// clap's English, which a Spanish help must not show.
const CLAP_ENGLISH: [&str; 11] = [
    "Print help",
    "Print version",
    "Print this message",
    "Usage:",
    "Options:",
    "Commands:",
    "Arguments:",
    "Possible values",
    "[default:",
    "[possible values:",
    "see more with",
];

/// stdout of `bloomlab ARGS` without a locale in the environment, which
/// must succeed.
fn help(args: &[&str]) -> String {
    let output = bloomlab()
        .args(args)
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANG")
        .output()
        .unwrap();
    assert!(output.status.success(), "{args:?}: {output:?}");
    assert!(output.stderr.is_empty(), "{args:?}: {output:?}");
    String::from_utf8(output.stdout).unwrap()
}

/// The commands a help lists under `heading` (`Commands:`), but `help`.
fn commands(help: &str, heading: &str) -> Vec<String> {
    help.lines()
        .skip_while(|line| *line != heading)
        .skip(1)
        .take_while(|line| !line.is_empty())
        .filter(|line| line.starts_with("  ") && !line.starts_with("   "))
        .filter_map(|line| line.split_whitespace().next().map(str::to_owned))
        .filter(|name| name != "help")
        .collect()
}

/// Every command path below the root, as the English help lists them
/// (with the root, the empty path).
fn command_paths() -> Vec<Vec<String>> {
    let mut paths = vec![Vec::new()];
    let mut at = 0;
    while at < paths.len() {
        let path = paths[at].clone();
        let mut args: Vec<&str> = path.iter().map(String::as_str).collect();
        args.push("--help");
        for name in commands(&help(&args), "Commands:") {
            let mut sub = path.clone();
            sub.push(name);
            paths.push(sub);
        }
        at += 1;
    }
    paths
}

/// The English about of a command: the first line of its help.
fn about(help: &str) -> &str {
    help.lines().next().unwrap_or_default()
}

#[test]
fn every_help_in_spanish_has_no_english_left() {
    let paths = command_paths();
    assert!(paths.len() >= 15, "the walk found {paths:?}");
    let abouts: Vec<String> = paths
        .iter()
        .map(|path| {
            let mut args: Vec<&str> = path.iter().map(String::as_str).collect();
            args.push("--help");
            about(&help(&args)).to_owned()
        })
        .collect();
    for path in &paths {
        for flag in ["--help", "-h"] {
            let mut args = vec!["--lang", "es"];
            args.extend(path.iter().map(String::as_str));
            args.push(flag);
            let spanish = help(&args);
            assert!(spanish.contains("Uso: bloomlab"), "{args:?}: {spanish}");
            assert!(spanish.contains("Opciones:"), "{args:?}: {spanish}");
            for english in CLAP_ENGLISH.iter().copied() {
                assert!(
                    !spanish.contains(english),
                    "{args:?}: {english:?} in {spanish}"
                );
            }
            for english in &abouts {
                assert!(
                    !spanish.contains(english.as_str()),
                    "{args:?}: {english:?} in {spanish}"
                );
            }
        }
    }
}

/// The environment's language words the help too, and `help COMMAND` is the
/// command's help.
#[test]
fn the_environments_language_and_the_help_command() {
    let output = bloomlab()
        .args(["size", "--help"])
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", "es_ES.UTF-8")
        .output()
        .unwrap();
    let spanish = String::from_utf8(output.stdout).unwrap();
    assert!(spanish.starts_with("Dimensiona un filtro"), "{spanish}");
    assert!(spanish.contains("[por defecto: 4GiB]"), "{spanish}");
    assert_eq!(
        help(&["--lang", "es", "help", "size"]),
        help(&["--lang", "es", "size", "--help"])
    );
    let root = help(&["--lang", "es", "help"]);
    assert!(root.contains("Comandos:"), "{root}");
    assert!(root.contains("Códigos de salida:"), "{root}");
}

/// English keeps clap's words and the examples and exit codes.
#[test]
fn english_help_keeps_its_words() {
    let root = help(&["--lang", "en", "--help"]);
    for words in [
        "Usage: bloomlab",
        "Commands:",
        "Options:",
        "Print help",
        "Exit codes:",
    ] {
        assert!(root.contains(words), "{words}: {root}");
    }
    let new = help(&["--lang", "en", "exercise", "new", "--help"]);
    assert!(new.contains("Arguments:"), "{new}");
    let flat = new.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        flat.contains("--starter <STARTER> The starter's programming language [default: python] [possible values: python, rust]"),
        "{new}"
    );
}

/// Value names are worded too: `<CARPETA>` and `[COMANDO]` in Spanish,
/// `<DIR>` and `[COMMAND]` in English, and the about that names them
/// says them the same way.
#[test]
fn value_names_read_in_the_help_language() {
    let help = |lang: &str, args: &[&str]| {
        let output = bloomlab()
            .env("COLUMNS", "100")
            .args(["--lang", lang])
            .args(args)
            .output()
            .unwrap();
        String::from_utf8_lossy(&output.stdout).into_owned()
    };
    let es = help("es", &["exercise", "new", "--help"]);
    assert!(
        es.contains("<ID> <CARPETA>") && es.contains("en CARPETA"),
        "{es}"
    );
    assert!(!es.contains("<DIR>"), "{es}");
    let en = help("en", &["exercise", "new", "--help"]);
    assert!(en.contains("<ID> <DIR>"), "{en}");
    assert!(help("es", &["--help"]).contains("[COMANDO]"));
    assert!(help("en", &["--help"]).contains("[COMMAND]"));
    let plot = help("es", &["size", "--help"]);
    assert!(plot.contains("--plot <ARCHIVO>"), "{plot}");
}

/// Reader 22 (en 2.1): the screens said `exercise new … --lang python`
/// while `--lang` names the interface's language (es, en). The starter's
/// flag is `--starter`, which the screens, the lessons and the docs use;
/// the older `--lang python` still writes a starter, and `--starter` with
/// a language bloomlab has no starter in says which it has.
#[test]
fn the_starter_has_its_own_flag() {
    let (catalog, _) = bloomlab::content::Catalog::builtin();
    for lang in bloomlab::lang::Lang::ALL {
        for lesson in catalog.lessons_in(lang) {
            let text = format!("{:?}", lesson.lesson);
            assert!(!text.contains("--lang python"), "{}", lesson.lesson.id);
        }
    }
    let docs = std::fs::read_to_string("docs/exercises.md").unwrap();
    assert!(docs.contains("--starter rust"));
    let dir = tempfile::tempdir().unwrap();
    for (flag, value, file) in [
        ("--starter", "rust", "filter.rs"),
        ("--lang", "python", "filter.py"),
    ] {
        let folder = dir.path().join(value);
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_bloomlab"))
            .args(["--lang", "en", "exercise", "new", "bloom"])
            .arg(&folder)
            .args([flag, value])
            .output()
            .unwrap();
        assert!(out.status.success(), "{out:?}");
        assert!(folder.join(file).exists());
    }
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_bloomlab"))
        .args([
            "--lang",
            "en",
            "exercise",
            "new",
            "bloom",
            "x",
            "--starter",
            "java",
        ])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(
        said.contains("--starter") && said.contains("python, rust"),
        "{said}"
    );
}

/// Reader 36 (en 4.4): clap's own «subcommand(s)» was left in the
/// English help of `help`. No help line writes a plural as «(s)».
#[test]
fn the_help_writes_no_plural_in_brackets() {
    for args in [&["--help"][..], &["exercise", "--help"][..]] {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_bloomlab"))
            .args(["--lang", "en"])
            .args(args)
            .output()
            .unwrap();
        let text = String::from_utf8_lossy(&out.stdout);
        assert!(!text.contains("(s)"), "{args:?}: {text}");
    }
}

/// Reader 36 (en 4.8): the course says «best k» / «mejor k»; every help
/// says so too, never «optimal» / «óptimo».
#[test]
fn every_help_names_the_best_k_as_the_course_does() {
    for path in command_paths() {
        for lang in ["en", "es"] {
            let mut args = vec!["--lang", lang];
            args.extend(path.iter().map(String::as_str));
            args.push("--help");
            let text = help(&args).to_lowercase();
            for other in ["optimal", "óptim"] {
                assert!(!text.contains(other), "{args:?}: «{other}» in {text}");
            }
        }
    }
}
