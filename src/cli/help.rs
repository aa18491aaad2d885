//! The help's words (`--help`, `-h`, `help COMMAND`) in the language of
//! the command line, from the catalogues (issue 22).
//!
//! The clap derive structs say what the command line accepts; every word
//! of its help is a catalogue message, named from the command's path and
//! the argument's id:
//!
//! - `help-bloomlab`, `help-size`, `help-exercise-new`: a command's about;
//! - `help-after-bloomlab`, `help-after-compare`: what follows the flags;
//! - `help-size-n`: an argument of one command, else `help-arg-seed` for
//!   an argument several commands share (the measuring flags);
//! - `help-experiment-suite-k-sweep`: one possible value, described;
//! - `help-heading-*`, `help-flag-*`, `help-spec-*`, `help-command-help`:
//!   clap's own words (the headings, `--help`, `--version`, the `help`
//!   command, `[default: …]`).
//!
//! The tree is worded before clap builds it, so the global flags carry
//! their words into every command; clap's own `--help`, `--version` and
//! `help` exist only once it is built, and are worded after. A message
//! missing from the catalogues leaves clap's text (a test keeps every key
//! there). Value names are worded too (`help-value-file`: `<FILE>`,
//! `<ARCHIVO>`), and the catalogues' messages quote them as each
//! language's help shows them; a name with no key (`<P>`, `<N>`) is
//! the same in every language.

use bloomlab::i18n;
use bloomlab::lang::Lang;
use clap::builder::StyledStr;
use clap::builder::styling::Styles;
use clap::{Arg, Command, CommandFactory};

use super::Cli;

/// The command line, every word of its help in `lang`, built.
pub(super) fn command(lang: Lang) -> Command {
    // The width the rest of the text output is fitted to (clap applies
    // it to every subcommand).
    let mut cmd = worded(Cli::command(), &[], lang).term_width(super::width::available());
    cmd.build();
    let cmd = own_global_words(cmd, &[], lang);
    framed(cmd, lang)
}

/// The global flags' words in each subcommand, which clap copies from
/// the root when it builds the tree, replaced by the subcommand's own
/// where a catalogue has them (`help-grade-student`), else by the words
/// every subcommand shares (`help-arg-student`): «saved with each quiz
/// attempt» was said of `--student` in `grade` and `export` alike
/// (reader 45, en 4.3).
fn own_global_words(mut cmd: Command, path: &[&str], lang: Lang) -> Command {
    if !path.is_empty() {
        let words: Vec<(String, String)> = cmd
            .get_arguments()
            .filter(|arg| arg.is_global_set())
            .filter_map(|arg| {
                let id = arg.get_id().as_str();
                first_word(lang, &arg_keys(path, id)).map(|help| (id.to_owned(), help))
            })
            .collect();
        for (id, help) in words {
            cmd = cmd.mut_arg(&id, |arg| arg.help(help).long_help(None));
        }
    }
    each_subcommand(cmd, path, |sub, sub_path| {
        own_global_words(sub, sub_path, lang)
    })
}

/// `cmd` with each of its subcommands (but clap's `help`) passed through
/// `word`, given the subcommand's path.
fn each_subcommand(
    mut cmd: Command,
    path: &[&str],
    word: impl Fn(Command, &[&str]) -> Command,
) -> Command {
    let names: Vec<String> = cmd
        .get_subcommands()
        .map(|sub| sub.get_name().to_owned())
        .filter(|name| name != "help")
        .collect();
    for name in names {
        let mut sub_path = path.to_vec();
        sub_path.push(&name);
        cmd = cmd.mut_subcommand(&name, |sub| word(sub, &sub_path));
    }
    cmd
}

/// A default as the help's language writes a decimal: «0,05» in Spanish;
/// a whole number grouped as the ranges beside it are, «1 000 000», not
/// «1000000» after «de 1000 a 10 000 000» (reader 34, es 5.6). Anything
/// else (a list, a size, a word) is as the command line takes it.
fn decimal_in(lang: Lang, default: &str) -> String {
    if let Ok(whole) = default.parse::<u64>() {
        return bloomlab::units::count(lang, whole);
    }
    let plain =
        default.parse::<f64>().is_ok() && default.chars().all(|c| c.is_ascii_digit() || c == '.');
    if plain {
        default.replace('.', &lang.decimal_mark().to_string())
    } else {
        default.to_owned()
    }
}

/// The catalogue key of a command's about: `help-bloomlab` for the root,
/// else `help-` and the path (`help-exercise-new`).
pub(super) fn command_key(path: &[&str]) -> String {
    if path.is_empty() {
        "help-bloomlab".to_owned()
    } else {
        format!("help-{}", path.join("-"))
    }
}

/// The keys an argument's help may have, the command's own first.
pub(super) fn arg_keys(path: &[&str], id: &str) -> [String; 2] {
    let id = id.replace('_', "-");
    [
        format!("{}-{id}", command_key(path)),
        format!("help-arg-{id}"),
    ]
}

/// The message `key` in `lang`, if a catalogue has it.
fn word(lang: Lang, key: &str) -> Option<String> {
    let text = i18n::text(lang, key);
    (text != key).then_some(text)
}

/// The first of `keys` a catalogue has, in `lang`.
fn first_word(lang: Lang, keys: &[String]) -> Option<String> {
    keys.iter().find_map(|key| word(lang, key))
}

/// `cmd` (at `path` below the root) and its subcommands, their about,
/// after-help and arguments worded in `lang`. Every argument is mutated,
/// in order, so that their order stays the same (each goes to the end).
fn worded(mut cmd: Command, path: &[&str], lang: Lang) -> Command {
    let key = command_key(path);
    if let Some(about) = word(lang, &key) {
        cmd = cmd.about(about).long_about(None);
    }
    let after = format!("help-after-{}", path.last().copied().unwrap_or("bloomlab"));
    if let Some(after) = word(lang, &after) {
        // Fitted here, with hanging indents, rather than left to clap,
        // which starts a wrapped line at the margin.
        cmd = cmd.after_help(super::wrap::fitted_here(&after));
    }
    if cmd.has_subcommands()
        && let Some(name) = word(lang, "help-value-command")
    {
        cmd = cmd.subcommand_value_name(name);
    }
    let styles = cmd.get_styles().clone();
    let words: Vec<(String, ArgWords)> = cmd
        .get_arguments()
        .map(|arg| {
            let id = arg.get_id().as_str();
            (id.to_owned(), arg_words(arg, path, lang, &styles))
        })
        .collect();
    for (id, words) in words {
        cmd = cmd.mut_arg(&id, |arg| words.apply(arg));
    }
    each_subcommand(cmd, path, |sub, sub_path| worded(sub, sub_path, lang))
}

/// One argument's words: its help, and what clap would add after it
/// (`[default: …]`, `[possible values: …]`, the described values), which
/// are written here in the language and clap's own left out.
struct ArgWords {
    help: Option<String>,
    /// The value names in `lang` (`<ARCHIVO>` for `<FILE>`), when a
    /// catalogue words them.
    value_names: Option<Vec<String>>,
    /// `[default: 1]`, `[possible values: a, b]`, styled as clap does.
    specs: Vec<String>,
    /// The described values, on lines (`Possible values:\n- name: help`).
    values_list: Option<String>,
    /// The specs other than the possible values (shown with the list).
    specs_besides_values: Vec<String>,
}

impl ArgWords {
    /// The words on `arg`, as one help laid out as every command's is:
    /// the specs after the help, and described values on lines under it.
    /// No argument has a long help: one would turn its command's whole
    /// `--help` into clap's other layout (each help under its flag, blank
    /// lines between), which `experiment` alone had (reader 37, en 6).
    fn apply(self, mut arg: Arg) -> Arg {
        if let Some(names) = self.value_names {
            arg = arg.value_names(names);
        }
        let takes_values = arg.get_action().takes_values();
        let Some(help) = self.help else { return arg };
        if !takes_values || (self.specs.is_empty() && self.values_list.is_none()) {
            return arg.help(help).long_help(None);
        }
        let (specs, list) = match self.values_list {
            Some(list) => (self.specs_besides_values, Some(list)),
            None => (self.specs, None),
        };
        let mut short = help;
        if !specs.is_empty() {
            short.push(' ');
            short.push_str(&specs.join(" "));
        }
        if let Some(list) = list {
            short.push('\n');
            short.push_str(&list);
        }
        arg.hide_default_value(true)
            .hide_possible_values(true)
            .help(short)
            .long_help(None)
    }
}

/// The catalogue key of a value name: `help-value-file` for `FILE`,
/// `help-value-quiz-post` for `QUIZ[:POST]`.
pub(super) fn value_key(name: &str) -> String {
    let words: Vec<String> = name
        .split(|c: char| !c.is_alphanumeric())
        .filter(|word| !word.is_empty())
        .map(str::to_lowercase)
        .collect();
    format!("help-value-{}", words.join("-"))
}

/// An argument's value names in `lang`: those it names (`FILE`), or
/// clap's own (the id in capitals), each from the catalogue where it has
/// a key. None when nothing changes.
fn value_names(arg: &Arg, lang: Lang) -> Option<Vec<String>> {
    let names: Vec<String> = match arg.get_value_names() {
        Some(names) => names.iter().map(ToString::to_string).collect(),
        None if arg.get_action().takes_values() => vec![arg.get_id().as_str().to_uppercase()],
        None => return None,
    };
    let worded: Vec<String> = names
        .iter()
        .map(|name| word(lang, &value_key(name)).unwrap_or_else(|| name.clone()))
        .collect();
    (worded != names).then_some(worded)
}

fn arg_words(arg: &Arg, path: &[&str], lang: Lang, styles: &Styles) -> ArgWords {
    let id = arg.get_id().as_str();
    let help = first_word(lang, &arg_keys(path, id));
    let value_names = value_names(arg, lang);
    let (ctx, value) = (styles.get_context(), styles.get_context_value());
    let literal = styles.get_literal();
    let mut specs = Vec::new();
    let defaults = arg.get_default_values();
    if arg.get_action().takes_values() && !arg.is_hide_default_value_set() && !defaults.is_empty() {
        let defaults: Vec<String> = defaults
            .iter()
            .map(|d| decimal_in(lang, &d.to_string_lossy()))
            .collect();
        specs.push(format!(
            "{ctx}[{}: {ctx:#}{value}{}{value:#}{ctx}]{ctx:#}",
            i18n::text(lang, "help-spec-default"),
            defaults.join(" ")
        ));
    }
    let specs_besides_values = specs.clone();
    let values: Vec<_> = arg
        .get_possible_values()
        .into_iter()
        .filter(|value| !value.is_hide_set())
        .collect();
    let mut values_list = None;
    if !values.is_empty() && !arg.is_hide_possible_values_set() {
        let names: Vec<_> = values
            .iter()
            .map(|pv| {
                // Quoted when it holds a space, as clap writes it.
                let name = pv.get_name();
                if name.contains(char::is_whitespace) {
                    format!("{value}{name:?}{value:#}")
                } else {
                    format!("{value}{name}{value:#}")
                }
            })
            .collect();
        specs.push(format!(
            "{ctx}[{}: {ctx:#}{}{ctx}]{ctx:#}",
            i18n::text(lang, "help-spec-possible"),
            names.join(&format!("{ctx}, {ctx:#}"))
        ));
        let command = command_key(path);
        let id = id.replace('_', "-");
        let described: Option<Vec<_>> = values
            .iter()
            .map(|value| {
                let name = value.get_name();
                word(lang, &format!("{command}-{id}-{name}")).map(|help| (name, help))
            })
            .collect();
        if let Some(described) = described {
            let widest = described
                .iter()
                .map(|(name, _)| name.chars().count())
                .max()
                .unwrap_or(0);
            let mut list = format!("{}:", i18n::text(lang, "help-spec-possible-list"));
            for (name, help) in described {
                let padding = widest - name.chars().count();
                list.push_str(&format!(
                    "\n- {literal}{name}{literal:#}: {:padding$}{help}",
                    ""
                ));
            }
            values_list = Some(list);
        }
    }
    ArgWords {
        help,
        value_names,
        specs,
        values_list,
        specs_besides_values,
    }
}

/// The built `cmd` and its subcommands with clap's own words in `lang`:
/// the headings (a template per command), `--help`, `--version` and the
/// `help` command.
fn framed(mut cmd: Command, lang: Lang) -> Command {
    let template = template(&cmd, lang);
    cmd = cmd.help_template(template);
    // clap writes «[OPTIONS]» in its usage whatever the language: the
    // usage it renders, with that word in the catalogue's.
    let options = i18n::text(lang, "help-usage-options");
    if options != "OPTIONS" {
        let rendered = cmd.clone().render_usage().to_string();
        let usage = rendered.strip_prefix("Usage: ").unwrap_or(&rendered);
        let usage = usage.replace("[OPTIONS]", &format!("[{options}]"));
        cmd = cmd.override_usage(usage);
    }
    let has_long = cmd
        .get_arguments()
        .find(|arg| arg.get_id() == "help")
        .map(|arg| arg.get_long_help().is_some());
    if let Some(has_long) = has_long {
        cmd = cmd.mut_arg("help", |arg| {
            if has_long {
                arg.help(i18n::text(lang, "help-flag-help-short"))
                    .long_help(i18n::text(lang, "help-flag-help-long"))
            } else {
                arg.help(i18n::text(lang, "help-flag-help"))
            }
        });
    }
    if cmd.get_arguments().any(|arg| arg.get_id() == "version") {
        cmd = cmd.mut_arg("version", |arg| {
            arg.help(i18n::text(lang, "help-flag-version"))
        });
    }
    for sub in cmd.get_subcommands_mut() {
        let mut this = std::mem::take(sub);
        if this.get_name() == "help" && this.get_about().is_some_and(is_clap_help_about) {
            this = this.about(i18n::text(lang, "help-command-help"));
        }
        *sub = framed(this, lang);
    }
    cmd
}

/// Whether `about` is clap's own about of its `help` command.
fn is_clap_help_about(about: &StyledStr) -> bool {
    about.to_string() == "Print this message or the help of the given subcommand(s)"
}

/// clap's default template (`{usage-heading} {usage}`, then `{all-args}`)
/// with the headings in `lang`: only the sections `cmd` shows.
fn template(cmd: &Command, lang: Lang) -> String {
    let styles = cmd.get_styles();
    let (header, usage) = (styles.get_header(), styles.get_usage());
    let heading = |key: &str| format!("{header}{}:{header:#}\n", i18n::text(lang, key));
    let mut sections = Vec::new();
    if cmd.get_subcommands().any(|sub| !sub.is_hide_set()) {
        sections.push(heading("help-heading-commands") + "{subcommands}");
    }
    if cmd.get_positionals().any(|arg| !arg.is_hide_set()) {
        sections.push(heading("help-heading-arguments") + "{positionals}");
    }
    if cmd
        .get_arguments()
        .any(|arg| !arg.is_positional() && !arg.is_hide_set())
    {
        sections.push(heading("help-heading-options") + "{options}");
    }
    let usage_line = format!(
        "{usage}{}:{usage:#} {{usage}}",
        i18n::text(lang, "help-heading-usage")
    );
    if sections.is_empty() {
        format!("{{before-help}}{{about-with-newline}}\n{usage_line}{{after-help}}")
    } else {
        format!(
            "{{before-help}}{{about-with-newline}}\n{usage_line}\n\n{}{{after-help}}",
            sections.join("\n\n")
        )
    }
}

#[cfg(test)]
mod tests;
