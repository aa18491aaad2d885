//! The interface catalogues (locales/*.ftl) stay in step: each parses
//! cleanly, defines each key once, both define the same keys with the same
//! placeholders, and every key the code names with `t!` exists.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "a test: a failed unwrap is a failed test (clippy.toml's allow-unwrap-in-tests misses the helpers of integration tests)"
)]

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use bloomlab::i18n::CATALOGUES;
use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};

/// Each message's placeholders (`$name`), by key.
fn placeholders_by_key(code: &str, source: &str) -> BTreeMap<String, BTreeSet<String>> {
    let resource = match fluent_syntax::parser::parse(source) {
        Ok(resource) => resource,
        Err((_, errors)) => panic!("locales/{code}.ftl does not parse: {errors:?}"),
    };
    let mut keys = BTreeMap::new();
    for entry in resource.body {
        match entry {
            Entry::Message(message) => {
                let mut names = BTreeSet::new();
                if let Some(value) = &message.value {
                    pattern_variables(value, &mut names);
                }
                for attribute in &message.attributes {
                    pattern_variables(&attribute.value, &mut names);
                }
                let key = message.id.name.to_owned();
                assert!(
                    keys.insert(key.clone(), names).is_none(),
                    "locales/{code}.ftl defines `{key}` twice"
                );
            }
            Entry::Junk { content } => panic!("locales/{code}.ftl has junk: {content}"),
            _ => {}
        }
    }
    keys
}

fn pattern_variables(pattern: &Pattern<&str>, names: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            expression_variables(expression, names);
        }
    }
}

fn expression_variables(expression: &Expression<&str>, names: &mut BTreeSet<String>) {
    match expression {
        Expression::Select { selector, variants } => {
            inline_variables(selector, names);
            for variant in variants {
                pattern_variables(&variant.value, names);
            }
        }
        Expression::Inline(inline) => inline_variables(inline, names),
    }
}

fn inline_variables(inline: &InlineExpression<&str>, names: &mut BTreeSet<String>) {
    match inline {
        InlineExpression::VariableReference { id } => {
            names.insert(id.name.to_owned());
        }
        InlineExpression::FunctionReference { arguments, .. } => {
            for argument in &arguments.positional {
                inline_variables(argument, names);
            }
            for argument in &arguments.named {
                inline_variables(&argument.value, names);
            }
        }
        InlineExpression::Placeable { expression } => expression_variables(expression, names),
        _ => {}
    }
}

#[test]
fn every_catalogue_has_the_same_keys_and_placeholders() {
    let (_, reference_code, reference_source) = CATALOGUES[0];
    let reference = placeholders_by_key(reference_code, reference_source);
    for &(_, code, source) in &CATALOGUES[1..] {
        let other = placeholders_by_key(code, source);
        let only_reference: Vec<_> = reference
            .keys()
            .filter(|k| !other.contains_key(*k))
            .collect();
        let only_other: Vec<_> = other
            .keys()
            .filter(|k| !reference.contains_key(*k))
            .collect();
        assert!(
            only_reference.is_empty() && only_other.is_empty(),
            "keys only in {reference_code}.ftl: {only_reference:?}; only in {code}.ftl: {only_other:?}"
        );
        for (key, names) in &reference {
            assert_eq!(
                names, &other[key],
                "`{key}` takes different placeholders in {reference_code}.ftl and {code}.ftl"
            );
        }
    }
}

/// The string literal right after each `t!(LANG,` and `msg!(` in a Rust
/// source.
fn keys_named_in(source: &str) -> Vec<String> {
    let mut keys = Vec::new();
    keys_after(source, "t!(", &mut keys);
    keys_after(source, "msg!(", &mut keys);
    keys
}

/// The first string literal after each call of the macro `call` (`t!(`).
fn keys_after(source: &str, call: &str, keys: &mut Vec<String>) {
    for (start, _) in source.match_indices(call) {
        // `t!` itself, not the end of another macro's name (`format!`, `assert!`).
        let before = source[..start].chars().next_back();
        if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
            continue;
        }
        // Comments show the macro's shape with placeholder keys.
        let line_start = source[..start].rfind('\n').map_or(0, |i| i + 1);
        if source[line_start..start].trim_start().starts_with("//") {
            continue;
        }
        let rest = &source[start + call.len()..];
        let Some(open) = rest.find('"') else { continue };
        let Some(close) = rest[open + 1..].find('"') else {
            continue;
        };
        keys.push(rest[open + 1..open + 1 + close].to_owned());
    }
}

fn rust_files(dir: &Path, files: &mut Vec<std::path::PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("read src") {
        let path = entry.expect("entry").path();
        if path.is_dir() {
            rust_files(&path, files);
        } else if path.extension().is_some_and(|e| e == "rs") {
            files.push(path);
        }
    }
}

#[test]
fn every_key_the_code_names_is_in_the_catalogues() {
    let (_, code, source) = CATALOGUES[0];
    let defined = placeholders_by_key(code, source);
    let mut files = Vec::new();
    rust_files(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("src").as_path(),
        &mut files,
    );
    let mut missing = Vec::new();
    let mut named = 0;
    for file in files {
        let text = std::fs::read_to_string(&file).expect("read");
        for key in keys_named_in(&text) {
            named += 1;
            if !defined.contains_key(&key) {
                missing.push(format!("{}: {key}", file.display()));
            }
        }
    }
    assert!(named > 0, "the scan found no t! call at all");
    assert!(
        missing.is_empty(),
        "keys not in the catalogues: {missing:#?}"
    );
}
