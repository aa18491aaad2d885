use bloomlab::i18n::CATALOGUES;

use super::*;

/// Whether the catalogue `source` defines `key`.
fn defines(source: &str, key: &str) -> bool {
    source.lines().any(|line| {
        line.strip_prefix(key)
            .is_some_and(|rest| rest.starts_with(" ="))
    })
}

/// The keys every visible command and argument of `cmd` (at `path`)
/// needs, with what they word, for the messages of a failure.
fn needed(cmd: &Command, path: &[&str], keys: &mut Vec<(String, String)>) {
    keys.push((command_key(path), format!("the about of {path:?}")));
    for arg in cmd.get_arguments() {
        let id = arg.get_id().as_str();
        // clap's own --help and --version are worded by help-flag-*;
        // the global flags are the root's.
        if arg.is_hide_set() || id == "help" || id == "version" {
            continue;
        }
        if arg.is_global_set() && !path.is_empty() {
            continue;
        }
        let [own, shared] = arg_keys(path, id);
        let key = CATALOGUES
            .iter()
            .find_map(|(_, _, source)| defines(source, &shared).then(|| shared.clone()))
            .unwrap_or(own);
        keys.push((key, format!("--{id} of {path:?}")));
    }
    for sub in cmd.get_subcommands() {
        if sub.is_hide_set() || sub.get_name() == "help" {
            continue;
        }
        let mut sub_path = path.to_vec();
        sub_path.push(sub.get_name());
        needed(sub, &sub_path, keys);
    }
}

/// A new command or flag without words in every catalogue fails here.
#[test]
fn every_command_and_argument_has_words_in_every_catalogue() {
    let mut cmd = Cli::command();
    cmd.build();
    let mut keys = Vec::new();
    needed(&cmd, &[], &mut keys);
    assert!(keys.len() > 60, "the walk found only {} keys", keys.len());
    let fixed = [
        "help-heading-usage",
        "help-heading-commands",
        "help-heading-arguments",
        "help-heading-options",
        "help-flag-help",
        "help-flag-help-short",
        "help-flag-help-long",
        "help-flag-version",
        "help-command-help",
        "help-spec-default",
        "help-spec-possible",
        "help-spec-possible-list",
        "help-after-bloomlab",
        "help-after-compare",
    ];
    keys.extend(
        fixed
            .iter()
            .map(|key| (key.to_string(), "clap's words".into())),
    );
    let mut missing = Vec::new();
    for (_, code, source) in CATALOGUES {
        for (key, what) in &keys {
            if !defines(source, key) {
                missing.push(format!("{code}.ftl: {key} ({what})"));
            }
        }
    }
    assert!(missing.is_empty(), "no words for: {missing:#?}");
}

/// Reader 34 (es 5.6, en 4.8): «de 1000 a 10 000 000 [por defecto:
/// 1000000]» and «10^10»: a default is grouped as the range beside it,
/// a power written as everywhere else, and every default in one form.
#[test]
fn defaults_are_written_as_their_ranges_are() {
    for (lang, grouped) in [(Lang::Es, "1\u{a0}000\u{a0}000"), (Lang::En, "1,000,000")] {
        let mut cmd = command(lang);
        let compare = cmd.find_subcommand_mut("compare").unwrap();
        let help = compare.render_long_help().to_string();
        assert!(help.contains(grouped), "{lang:?}: {help}");
        assert!(!help.contains("1000000"), "{lang:?}: {help}");
        assert!(!help.contains("200000000"), "{lang:?}: {help}");
        assert!(!help.contains("10^"), "{lang:?}: {help}");
        assert!(help.contains("10¹⁰"), "{lang:?}: {help}");
        let table = cmd
            .find_subcommand_mut("table")
            .map(|sub| sub.render_long_help().to_string())
            .unwrap();
        let bare = ["(default 0", "(por defecto 0"];
        assert!(!bare.iter().any(|b| table.contains(b)), "{lang:?}: {table}");
    }
}

/// Reader 35 (es 4.1–4.3): «de seed a seed + N − 1», «<TRIALS>» and
/// «un predict» were English left in the Spanish help.
#[test]
fn the_spanish_help_leaves_no_english_word() {
    let mut cmd = command(Lang::Es);
    let help = |cmd: &mut Command, name: &str| {
        cmd.find_subcommand_mut(name)
            .map(|sub| sub.render_long_help().to_string())
            .unwrap()
    };
    let table = help(&mut cmd, "table");
    assert!(table.contains("de SEMILLA a SEMILLA + N − 1"), "{table}");
    let experiment = help(&mut cmd, "experiment");
    assert!(experiment.contains("<FILTROS>"), "{experiment}");
    assert!(!experiment.contains("TRIALS"), "{experiment}");
    let check = help(&mut cmd, "check");
    assert!(!check.contains("un predict"), "{check}");
}

/// Reader 37 (en 6, es 6): one layout and one way of writing a
/// default in every command's help, `(m/n)·ln 2` as elsewhere, every
/// placeholder of the Spanish help in Spanish, and `double` said.
#[test]
fn every_help_has_one_layout_and_one_language() {
    let names = |help: &str| -> Vec<String> {
        help.split('<')
            .skip(1)
            .filter_map(|rest| rest.split_once('>'))
            .map(|(name, _)| name.to_owned())
            .collect()
    };
    let mut placeholders = Vec::new();
    for (lang, default, double) in [
        (Lang::En, "default", "enhanced double hashing"),
        (Lang::Es, "por defecto", "doble hash mejorado"),
    ] {
        let cmd = command(lang);
        let mut shown = Vec::new();
        for name in cmd.get_subcommands().map(Command::get_name) {
            // As `bloomlab NAME --help` prints it.
            let help = command(lang)
                .try_get_matches_from(["bloomlab", name, "--help"])
                .map_or_else(|err| err.render().to_string(), |_| String::new());
            for written in [format!("({default}"), format!("; {default}:")] {
                assert!(!help.contains(&written), "{lang:?} {name}: {help}");
            }
            // The layout of `table` and `compare`: each help beside its
            // flag, no blank line between options.
            assert!(!help.contains("\n\n      --"), "{lang:?} {name}: {help}");
            // Its words across the lines they are wrapped on.
            let words = help.split_whitespace().collect::<Vec<_>>().join(" ");
            assert!(!words.contains("(m/n) ln"), "{lang:?} {name}: {help}");
            if ["table", "experiment"].contains(&name) {
                assert!(words.contains(double), "{lang:?} {name}: {help}");
            }
            shown.extend(names(&help));
        }
        placeholders.push(shown);
    }
    let [english, spanish] = [&placeholders[0], &placeholders[1]];
    let untranslated: Vec<&String> = spanish
        .iter()
        .filter(|name| english.contains(name))
        .filter(|name| !["N", "P", "M", "K", "ID"].contains(&name.as_str()))
        .collect();
    assert!(untranslated.is_empty(), "{untranslated:?}");
}

/// The described values (`--suite`) have words in every catalogue.
#[test]
fn described_values_have_words_in_every_catalogue() {
    for (lang, code, _) in CATALOGUES {
        let help = command(*lang)
            .find_subcommand_mut("experiment")
            .map(|sub| sub.render_long_help().to_string())
            .unwrap_or_default();
        for name in ["k-sweep", "small"] {
            assert!(help.contains(&format!("- {name}:")), "{code}: {help}");
        }
    }
}

/// English reads as clap wrote it from the doc comments; Spanish has
/// none of clap's English words.
#[test]
fn clap_words_are_in_the_language() {
    let english = command(Lang::En).render_long_help().to_string();
    for words in ["Usage: bloomlab", "Commands:", "Options:", "Print help"] {
        assert!(english.contains(words), "{words}: {english}");
    }
    let spanish = command(Lang::Es).render_long_help().to_string();
    for words in ["Usage", "Commands:", "Options:", "Print", "[default"] {
        assert!(!spanish.contains(words), "{words}: {spanish}");
    }
    assert!(spanish.contains("Uso: bloomlab"), "{spanish}");
    assert!(!spanish.contains("OPTIONS"), "{spanish}");
    let table = command(Lang::Es)
        .find_subcommand_mut("table")
        .map(|sub| sub.render_long_help().to_string())
        .unwrap_or_default();
    assert!(table.contains("Uso: bloomlab table [OPCIONES]"), "{table}");
}
