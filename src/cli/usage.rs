//! Usage errors: the language they are worded in (known before clap
//! parses `--lang`), and clap's errors rendered from the catalogues.

use std::process::ExitCode;

use bloomlab::i18n::Message;
use bloomlab::lang::Lang;
use bloomlab::t;
use bloomlab::untrusted::printable_text;

use super::BAD_INPUT;

/// The language of the errors found while the command line is parsed,
/// before clap knows `--lang`: the command line's own `--lang X` or
/// `--lang=X` (the last valid one; anything after `--` is another
/// program's), else the language the command would run in: `check` in
/// English unless asked, every other command in the environment's.
pub(super) fn usage_lang(args: &[std::ffi::OsString]) -> Lang {
    /// The global options that take a value, which is not the command.
    const TAKE_VALUES: [&str; 3] = ["--content", "--data-dir", "--student"];
    let mut given = None;
    let mut command = None;
    let mut words = args.iter().skip(1).map(|arg| arg.to_str());
    while let Some(word) = words.next() {
        let Some(word) = word else { continue };
        if word == "--" {
            break;
        }
        if word == "--lang" {
            if let Some(Some(value)) = words.next() {
                given = Lang::parse(value).or(given);
            }
        } else if let Some(value) = word.strip_prefix("--lang=") {
            given = Lang::parse(value).or(given);
        } else if TAKE_VALUES.contains(&word) {
            words.next();
        } else if command.is_none() && !word.starts_with('-') {
            command = Some(word);
        }
    }
    given.unwrap_or_else(|| {
        if command == Some("check") {
            Lang::En
        } else {
            Lang::from_env()
        }
    })
}

/// Print clap's usage error (or its help and version, which are ours) and
/// give its exit code. The usual errors are worded here, in `lang`, from
/// what clap found ([`usage_text`]); any other is clap's own English.
/// Errors quote the command line, which a script may have built from
/// outside text, so they are printed without clap's colours and with every
/// unsafe character escaped.
pub(super) fn usage_error(err: &clap::Error, lang: Lang) -> ExitCode {
    use clap::error::ErrorKind;
    if matches!(
        err.kind(),
        ErrorKind::DisplayHelp
            | ErrorKind::DisplayVersion
            | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand
    ) {
        // Help and version come from our own strings: print them as clap
        // would (on stdout, or stderr for a missing subcommand).
        let _ = err.print();
        return ExitCode::from(u8::try_from(err.exit_code()).unwrap_or(BAD_INPUT));
    }
    let text = usage_text(err, lang).unwrap_or_else(|| err.render().to_string());
    eprint!("{}", printable_text(&text));
    ExitCode::from(u8::try_from(err.exit_code()).unwrap_or(BAD_INPUT))
}

/// A usage error as clap lays it out (the error, tips, the usage line, a
/// pointer to `--help`), in `lang`'s words: a bad value as the CLI's other
/// errors say it (`error: --p: must be …`), the rest as clap says it in
/// English. None for the kinds clap's context does not describe.
fn usage_text(err: &clap::Error, lang: Lang) -> Option<String> {
    use clap::error::{ContextKind, ContextValue};
    let mut text = super::wrap::error_line(&first_line(err, lang)?);
    push_tips(err, lang, &mut text);
    if let Some(ContextValue::StyledStr(usage)) = err.get(ContextKind::Usage) {
        let usage = usage.to_string();
        let usage = usage.strip_prefix("Usage: ").unwrap_or(&usage);
        text.push_str("\n\n");
        text.push_str(&t!(lang, "cli-usage-usage", usage = usage));
    }
    text.push_str("\n\n");
    text.push_str(&t!(lang, "cli-usage-hint", help = "--help"));
    text.push('\n');
    Some(text)
}

/// One piece of text of a clap error's context.
fn context_text(err: &clap::Error, kind: clap::error::ContextKind) -> Option<&str> {
    match err.get(kind) {
        Some(clap::error::ContextValue::String(text)) => Some(text.as_str()),
        _ => None,
    }
}

/// The pieces of text of a clap error's context (one or several).
fn context_texts(err: &clap::Error, kind: clap::error::ContextKind) -> Option<Vec<&str>> {
    use clap::error::ContextValue;
    match err.get(kind) {
        Some(ContextValue::String(text)) => Some(vec![text.as_str()]),
        Some(ContextValue::Strings(texts)) => Some(texts.iter().map(String::as_str).collect()),
        _ => None,
    }
}

/// Items on lines of their own, indented under the sentence before.
fn indented_list(items: &[&str]) -> String {
    items.iter().map(|item| format!("\n  {item}")).collect()
}

/// What went wrong, in one sentence, for the kinds of error clap's
/// context describes.
fn first_line(err: &clap::Error, lang: Lang) -> Option<String> {
    use clap::error::{ContextKind, ErrorKind};
    let string = |kind| context_text(err, kind);
    Some(match err.kind() {
        ErrorKind::ValueValidation => bad_value(err, lang)?,
        ErrorKind::InvalidValue => {
            let arg = flag_of(string(ContextKind::InvalidArg)?);
            let value = string(ContextKind::InvalidValue)?;
            let valid = context_texts(err, ContextKind::ValidValue).unwrap_or_default();
            if value.is_empty() {
                t!(lang, "cli-usage-no-value", arg = arg)
            } else if valid.is_empty() {
                t!(lang, "cli-usage-bad-value", arg = arg, value = value)
            } else {
                t!(
                    lang,
                    "cli-usage-one-of",
                    arg = arg,
                    values = valid.join(", "),
                    value = value
                )
            }
        }
        ErrorKind::UnknownArgument => t!(
            lang,
            "cli-usage-unknown-argument",
            arg = string(ContextKind::InvalidArg)?
        ),
        ErrorKind::InvalidSubcommand => t!(
            lang,
            "cli-usage-unknown-command",
            command = string(ContextKind::InvalidSubcommand)?
        ),
        ErrorKind::MissingRequiredArgument => t!(
            lang,
            "cli-usage-missing",
            list = indented_list(&context_texts(err, ContextKind::InvalidArg)?)
        ),
        ErrorKind::ArgumentConflict => conflict(err, lang)?,
        _ => return None,
    })
}

/// A value our parser refused, with its reason in `lang` (our own
/// [`Message`]) or as the parser gave it.
fn bad_value(err: &clap::Error, lang: Lang) -> Option<String> {
    use clap::error::ContextKind;
    use std::error::Error as _;
    let arg = flag_of(context_text(err, ContextKind::InvalidArg)?);
    let value = context_text(err, ContextKind::InvalidValue)?;
    let source = err.source();
    Some(
        match source.and_then(|source| source.downcast_ref::<Message>()) {
            Some(message) => t!(
                lang,
                "cli-usage-value",
                arg = arg,
                problem = message
                    .clone()
                    .replacing("got", bloomlab::units::quoted(value))
                    .in_lang(lang)
            ),
            None => t!(
                lang,
                "cli-usage-value-other",
                arg = arg,
                value = value,
                problem = source.map(ToString::to_string).unwrap_or_default()
            ),
        },
    )
}

/// An argument given twice, or with another it excludes.
fn conflict(err: &clap::Error, lang: Lang) -> Option<String> {
    use clap::error::{ContextKind, ContextValue};
    let arg = context_text(err, ContextKind::InvalidArg)?;
    Some(match err.get(ContextKind::PriorArg) {
        Some(ContextValue::String(prior)) if prior == arg => {
            t!(lang, "cli-usage-twice", arg = arg)
        }
        Some(ContextValue::String(prior)) => {
            t!(
                lang,
                "cli-usage-conflict",
                arg = arg,
                other = prior.as_str()
            )
        }
        Some(ContextValue::Strings(priors)) => {
            let priors: Vec<&str> = priors.iter().map(String::as_str).collect();
            t!(
                lang,
                "cli-usage-conflict-many",
                arg = arg,
                list = indented_list(&priors)
            )
        }
        _ => t!(lang, "cli-usage-conflict-any", arg = arg),
    })
}

/// Tips, as clap gives them: similar names first, then its advice.
fn push_tips(err: &clap::Error, lang: Lang, text: &mut String) {
    use clap::error::{ContextKind, ContextValue};
    let mut tipped = false;
    for kind in [
        ContextKind::SuggestedSubcommand,
        ContextKind::SuggestedArg,
        ContextKind::SuggestedValue,
    ] {
        let Some(names) = context_texts(err, kind).filter(|names| !names.is_empty()) else {
            continue;
        };
        text.push_str(if tipped { "\n  " } else { "\n\n  " });
        tipped = true;
        let count = names.len();
        let names = names
            .iter()
            .map(|name| t!(lang, "cli-usage-literal", text = *name))
            .collect::<Vec<_>>()
            .join(", ");
        text.push_str(&match kind {
            ContextKind::SuggestedSubcommand => {
                t!(
                    lang,
                    "cli-usage-similar-command",
                    count = count,
                    names = names
                )
            }
            ContextKind::SuggestedArg => {
                t!(
                    lang,
                    "cli-usage-similar-argument",
                    count = count,
                    names = names
                )
            }
            _ => t!(
                lang,
                "cli-usage-similar-value",
                count = count,
                names = names
            ),
        });
    }
    if let Some(ContextValue::StyledStrs(advice)) = err.get(ContextKind::Suggested)
        && !advice.is_empty()
    {
        if !tipped {
            text.push('\n');
        }
        for tip in advice {
            text.push_str("\n  ");
            text.push_str(&clap_tip(&tip.to_string(), lang));
        }
    }
}

/// The flag of a clap argument as its errors name it: `--p` for
/// `--p <P>`; a positional argument (`<TARGET>`) as it is.
fn flag_of(arg: &str) -> &str {
    if arg.starts_with('-') {
        arg.split(' ').next().unwrap_or(arg)
    } else {
        arg
    }
}

/// One of clap's own tips (its English, `'size --n' exists`), in `lang`'s
/// words where it is one of the tips clap 4 gives; any other as it is.
fn clap_tip(tip: &str, lang: Lang) -> String {
    let between = |text: &str, start: &str, end: &str| {
        text.strip_prefix(start)?
            .strip_suffix(end)
            .map(str::to_owned)
    };
    if let Some(command) = between(
        tip,
        "subcommand '",
        "' exists; to use it, remove the '--' before it",
    ) {
        return t!(lang, "cli-usage-tip-remove-dashes", command = command);
    }
    if let Some(rest) = between(tip, "to pass '", "'")
        && let Some((value, command)) = rest.split_once("' as a value, use '")
    {
        return t!(
            lang,
            "cli-usage-tip-as-value",
            value = value.to_owned(),
            command = command.to_owned()
        );
    }
    if let Some(command) = between(tip, "'", "' exists") {
        return t!(lang, "cli-usage-tip-exists", command = command);
    }
    t!(lang, "cli-usage-tip", text = tip.to_owned())
}
