//! The worst shapes of a content file: many steps, questions, choices or
//! parameters, long strings, long lines, deep but legal nesting, many
//! errors. Each is generated at about a given size, so `benches/check.rs`
//! times them at the 1 MiB cap and `tests/it/content_limits.rs` checks the
//! same shapes, smaller, for the right verdict.

#![allow(dead_code, reason = "the benchmark and the test use different shapes")]

use std::fmt::Write as _;

/// One generated file.
pub(crate) struct Shape {
    pub name: &'static str,
    /// The file name to write it under (`.yaml`, no language in the name).
    pub file: String,
    pub text: String,
    /// How many times its repeated item appears (steps, questions,
    /// choices, parameters, characters, …).
    pub items: usize,
}

/// How big to make a shape: about so many bytes, or exactly so many of
/// its repeated item.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Size {
    Bytes(usize),
    Items(usize),
}

impl Size {
    /// Whether `count` items, making `bytes` in all, are still within.
    fn allows(self, count: usize, bytes: usize) -> bool {
        match self {
            Size::Bytes(target) => count == 0 || bytes <= target,
            Size::Items(items) => count < items,
        }
    }

    fn less(self, bytes: usize) -> Size {
        match self {
            Size::Bytes(target) => Size::Bytes(target.saturating_sub(bytes)),
            items => items,
        }
    }
}

/// Repeat `item(i)` after `head` until the text reaches `size` (leaving
/// room for `tail`).
fn fill(
    head: &str,
    tail: &str,
    size: Size,
    mut item: impl FnMut(usize) -> String,
) -> (String, usize) {
    let mut text = head.to_owned();
    let mut count = 0;
    loop {
        let next = item(count);
        if !size.allows(count, text.len() + next.len() + tail.len()) {
            break;
        }
        text.push_str(&next);
        count += 1;
    }
    text.push_str(tail);
    (text, count)
}

const QUIZ_HEAD: &str = "id: big\nlang: en\ntitle: Big\nquestions:\n";
const LESSON_HEAD: &str = "id: big\nlang: en\ntitle: Big\nsteps:\n";

/// Every shape, each about `target` bytes.
pub(crate) fn all(target: usize) -> Vec<Shape> {
    let target = Size::Bytes(target);
    vec![
        many_steps(target),
        many_scene_words(target),
        crowded_scenes(target),
        many_questions(target),
        many_calculated(target),
        many_sparse_exact(target),
        many_slow_exact(target),
        many_exact_calls(target),
        many_choices(target),
        many_parameters(target),
        many_hidden_parameters(target),
        long_block_text(target),
        long_plain_line(target),
        long_quoted_text(target),
        long_flow_line(target),
        deep_nesting(target),
        many_errors(target),
        big_table(target),
    ]
}

fn shape(name: &'static str, (text, items): (String, usize)) -> Shape {
    Shape {
        name,
        file: format!("{name}.yaml"),
        text,
        items,
    }
}

/// A lesson of many steps, each adding a word to one running array.
pub(crate) fn many_steps(size: Size) -> Shape {
    let head = format!(
        "{LESSON_HEAD}  - title: Start\n    text: An array.\n    scene:\n      m: 64\n      k: 3\n"
    );
    shape(
        "many-steps",
        fill(&head, "", size, |i| {
            let op = if i % 2 == 0 { "add" } else { "query" };
            format!(
                "  - title: Step {i}\n    text: Word {i}.\n    scene:\n      ops:\n        - {op}: w{i}\n"
            )
        }),
    )
}

/// One scene of a single-bit array with many distinct words added and
/// looked up: every word lands on the same cell.
pub(crate) fn many_scene_words(size: Size) -> Shape {
    let head = format!(
        "{LESSON_HEAD}  - title: Crowd\n    text: Everyone in one bit.\n    scene:\n      m: 1\n      k: 1\n      ops:\n"
    );
    shape(
        "many-scene-words",
        fill(&head, "", size, |i| {
            if i % 4 == 3 {
                format!("        - query: w{}\n", i - 1)
            } else {
                format!("        - add: w{i}\n")
            }
        }),
    )
}

/// The busiest lesson the limits allow, repeated until the target: a
/// 16-bit array with k = 16 filled with 50 long words, then scenes of 50
/// lookups each, every one a false positive whose bits were set by all 50.
pub(crate) fn crowded_scenes(size: Size) -> Shape {
    let word = |i: usize| format!("{i:0>40}");
    let mut head = format!(
        "{LESSON_HEAD}  - title: Fill\n    text: Fifty words.\n    scene:\n      m: 16\n      k: 16\n      ops:\n"
    );
    for i in 0..50 {
        let _ = writeln!(head, "        - add: \"{}\"", word(i));
    }
    shape(
        "crowded-scenes",
        fill(&head, "", size, |i| {
            let mut step =
                format!("  - title: Look {i}\n    text: Fifty lookups.\n    scene:\n      ops:\n");
            for j in 0..50 {
                let _ = writeln!(step, "        - query: \"{}\"", word(1000 + 50 * i + j));
            }
            step
        }),
    )
}

/// A quiz of many small single-choice questions.
pub(crate) fn many_questions(size: Size) -> Shape {
    shape(
        "many-questions",
        fill(QUIZ_HEAD, "", size, |i| {
            format!(
                "  - id: q{i}\n    type: single\n    prompt: Question {i}?\n    explanation: Because.\n    choices:\n      - text: Yes\n        correct: true\n        feedback: Right.\n      - text: No\n        feedback: Wrong.\n"
            )
        }),
    )
}

/// A quiz of many calculated questions on the costliest formula.
pub(crate) fn many_calculated(size: Size) -> Shape {
    shape(
        "many-calculated",
        fill(QUIZ_HEAD, "", size, |i| {
            format!(
                "  - id: c{i}\n    type: calculated\n    prompt: Exact rate for m = {{m}}, k = {{k}}, n = {{n}}?\n    parameters:\n      m: {{min: 1000, max: 100000}}\n      k: {{min: 1, max: 16}}\n      n: {{min: 100, max: 10000, step: 100}}\n    formula: fp_exact\n    tolerance: {{relative: 0.05}}\n    explanation: The exact rate.\n"
            )
        }),
    )
}

/// Calculated questions where the exact rate takes its slow path (a
/// sparse filter: few throws on many bits).
pub(crate) fn many_sparse_exact(size: Size) -> Shape {
    shape(
        "many-sparse-exact",
        fill(QUIZ_HEAD, "", size, |i| {
            format!(
                "  - id: s{i}\n    type: calculated\n    prompt: Exact rate for m = {{m}}, k = {{k}}, n = {{n}}?\n    parameters:\n      m: {{min: 1000000, max: {}}}\n      k: {{min: 8, max: 16}}\n      n: {{min: 1, max: 40}}\n    formula: fp_exact\n    tolerance: {{relative: 0.05}}\n    explanation: The exact rate.\n",
                2_000_000 + i
            )
        }),
    )
}

/// Calculated questions on the exact rate where it is slowest (64
/// probes, about two probes per bit), each with its own ranges so no
/// answer is remembered from another.
pub(crate) fn many_slow_exact(size: Size) -> Shape {
    shape(
        "many-slow-exact",
        fill(QUIZ_HEAD, "", size, |i| {
            format!(
                "  - id: e{i}\n    type: calculated\n    prompt: Exact rate for m = {{m}}, k = {{k}}, n = {{n}}?\n    parameters:\n      m: {{min: {}, max: 2000000}}\n      k: {{min: 48, max: 64}}\n      n: {{min: 20000, max: 60000}}\n    formula: fp_exact\n    tolerance: {{relative: 0.05}}\n    explanation: The exact rate.\n",
                1_000_000 + i
            )
        }),
    )
}

/// Calculated questions of ten parameters whose written formula calls
/// the exact rate as often as allowed, at its slowest (the attack's
/// 785-byte question, within the limits).
pub(crate) fn many_exact_calls(size: Size) -> Shape {
    shape(
        "many-exact-calls",
        fill(QUIZ_HEAD, "", size, |i| {
            let extra: String = (0..7)
                .map(|j| format!("      a{j}: {{min: 1, max: 2}}\n"))
                .collect();
            format!(
                "  - id: x{i}\n    type: calculated\n    prompt: \"{{m}} {{k}} {{n}} {{a0}} {{a1}} {{a2}} {{a3}} {{a4}} {{a5}} {{a6}}\"\n    parameters:\n      m: {{min: {}, max: 2000000}}\n      k: {{min: 60, max: 64}}\n      n: {{min: 30000, max: 60000}}\n{extra}    formula: \"fp_exact(m, k, n + a0) + fp_exact(m, k, n + a1) + fp_exact(m, k, n + a2) + fp_exact(m, k, n + a3 + a4 + a5 + a6)\"\n    tolerance: {{relative: 0.05}}\n    explanation: The exact rate.\n",
                1_000_000 + i
            )
        }),
    )
}

/// One question with as many choices as fit.
pub(crate) fn many_choices(size: Size) -> Shape {
    let head = format!(
        "{QUIZ_HEAD}  - id: wide\n    type: multiple\n    prompt: Which?\n    explanation: All.\n    choices:\n"
    );
    shape(
        "many-choices",
        fill(&head, "", size, |i| {
            format!("      - text: Option {i}\n        correct: true\n        feedback: Yes.\n")
        }),
    )
}

/// One calculated question with as many parameters as fit, every one
/// shown in the prompt (the attack's 800-parameter file, grown to 1 MiB).
pub(crate) fn many_parameters(size: Size) -> Shape {
    // The prompt names each parameter and its entry takes a line: add
    // both until the file would pass the target.
    let head = "  - id: wide\n    type: calculated\n    prompt: \"\"\n    parameters:\n      n: {min: 1000, max: 2000}\n      p: {min: 0.01, max: 0.1}\n";
    let tail = "    formula: bits_for\n    tolerance: {relative: 0.05}\n    explanation: m = −n·ln p / (ln 2)².\n";
    let mut prompt = String::from("Bits for {n} at {p}, with");
    let mut entries = String::new();
    let mut count = 0;
    loop {
        let shown = format!(" {{a{count}}}");
        let entry = format!("      a{count}: {{min: 1, max: 2}}\n");
        let bytes = QUIZ_HEAD.len() + head.len() + prompt.len() + entries.len() + tail.len();
        if !size.allows(count, bytes + shown.len() + entry.len()) {
            break;
        }
        prompt.push_str(&shown);
        entries.push_str(&entry);
        count += 1;
    }
    let text = format!(
        "{QUIZ_HEAD}  - id: wide\n    type: calculated\n    prompt: \"{prompt}\"\n    parameters:\n      n: {{min: 1000, max: 2000}}\n      p: {{min: 0.01, max: 0.1}}\n{entries}{tail}"
    );
    shape("many-parameters", (text, count + 2))
}

/// Many parameters the prompt does not show: one error each.
pub(crate) fn many_hidden_parameters(size: Size) -> Shape {
    let head = format!(
        "{QUIZ_HEAD}  - id: wide\n    type: calculated\n    prompt: Bits for {{n}} at {{p}}?\n    formula: bits_for\n    tolerance: {{relative: 0.05}}\n    explanation: m = −n·ln p / (ln 2)².\n    parameters:\n      n: {{min: 1000, max: 2000}}\n      p: {{min: 0.01, max: 0.1}}\n"
    );
    shape(
        "many-hidden-parameters",
        fill(&head, "", size, |i| {
            format!("      a{i}: {{min: 1, max: 2}}\n")
        }),
    )
}

/// One step whose text is a block of many lines.
pub(crate) fn long_block_text(size: Size) -> Shape {
    let head = format!("{LESSON_HEAD}  - title: Long\n    text: |\n");
    shape(
        "long-block-text",
        fill(&head, "", size, |i| {
            format!("      Line {i} of a very long text about Bloom filters and their bits.\n")
        }),
    )
}

/// One step whose title is a single plain line of words.
pub(crate) fn long_plain_line(size: Size) -> Shape {
    let head = format!("{LESSON_HEAD}  - text: Short.\n    title: ");
    let (mut text, items) = fill(&head, "", size.less(1), |i| format!("w{} ", i % 10));
    text.push('\n');
    shape("long-plain-line", (text, items))
}

/// One step whose text is a double-quoted string with escapes.
pub(crate) fn long_quoted_text(size: Size) -> Shape {
    let head = format!("{LESSON_HEAD}  - title: Quoted\n    text: \"");
    let (mut text, items) = fill(&head, "", size.less(2), |i| {
        if i % 8 == 0 {
            "\\\"q\\\" ".to_owned()
        } else {
            "abc ".to_owned()
        }
    });
    text.push_str("\"\n");
    shape("long-quoted-text", (text, items))
}

/// A table header written as one flow list on one line: many short
/// plain scalars, each a prose value checked for a `#` comment.
pub(crate) fn long_flow_line(size: Size) -> Shape {
    let head = format!(
        "{LESSON_HEAD}  - title: Wide\n    text: A wide table.\n    table:\n      rows: []\n      header: ["
    );
    let (mut text, items) = fill(&head, "", size.less(2), |i| {
        if i == 0 {
            "c0".to_owned()
        } else {
            format!(", c{i}")
        }
    });
    text.push_str("]\n");
    shape("long-flow-line", (text, items))
}

/// Numeric questions whose `answer` (any YAML value) nests brackets and
/// block lists as deep as the loader allows: not a number, one error each.
pub(crate) fn deep_nesting(size: Size) -> Shape {
    shape(
        "deep-nesting",
        fill(QUIZ_HEAD, "", size, |i| {
            let mut item = format!(
                "  - id: n{i}\n    type: numeric\n    prompt: How deep?\n    explanation: Deep.\n    tolerance: {{absolute: 1}}\n    answer:\n"
            );
            if i % 2 == 0 {
                let _ = writeln!(item, "      {}1{}", "[".repeat(60), "]".repeat(60));
            } else {
                for level in 0..100 {
                    let _ = writeln!(item, "      {}-", "  ".repeat(level));
                }
                let _ = writeln!(item, "      {}- 1", "  ".repeat(100));
            }
            item
        }),
    )
}

/// Many questions, each with two problems (an empty prompt, no correct
/// choice).
pub(crate) fn many_errors(size: Size) -> Shape {
    shape(
        "many-errors",
        fill(QUIZ_HEAD, "", size, |i| {
            format!(
                "  - id: e{i}\n    type: single\n    prompt: \"\"\n    explanation: Because.\n    choices:\n      - text: Yes\n        feedback: Hm.\n      - text: No\n        feedback: Hm.\n"
            )
        }),
    )
}

/// One step with a table of many rows.
pub(crate) fn big_table(size: Size) -> Shape {
    let head = format!(
        "{LESSON_HEAD}  - title: Table\n    text: A long table.\n    table:\n      header: [p, bits, k]\n      rows:\n"
    );
    shape(
        "big-table",
        fill(&head, "", size, |i| {
            format!("        - [\"{i} %\", \"4.8\", \"3\"]\n")
        }),
    )
}

/// A calculated question whose every draw shows p as 1 (the attack:
/// any answer was marked right).
pub(crate) const P_SHOWN_AS_ONE: &str = "id: p-one
lang: en
title: Capacity
questions:
  - id: cap
    type: calculated
    prompt: How many keys fit in {m} bits at p = {p}?
    parameters:
      m: {min: 1000, max: 2000}
      p: {min: 0.99995, max: 0.99999}
    formula: capacity
    tolerance: {relative: 0.05}
    explanation: n = −m·(ln 2)² / ln p.
";
