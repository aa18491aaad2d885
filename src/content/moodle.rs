//! A quiz as Moodle XML, the format Moodle's question bank imports
//! (Question bank → Import → Moodle XML format).
//!
//! | bloomlab | Moodle |
//! |---|---|
//! | `single` | `multichoice`, `<single>true</single>`, each choice's feedback |
//! | `multiple` | `multichoice`, `<single>false</single>`: each right choice 100/r %; a wrong one −100/w % with the quiz's `partial_credit` (the same rule), else −100 % (Moodle still gives credit for some of the right choices, where bloomlab gives all or nothing: listed on stderr) |
//! | `true_false` | `truefalse`, with the feedback for each answer |
//! | `numeric` | `numerical`, the tolerance as an absolute margin; each foreseen slip an answer worth 0 with its feedback |
//! | `calculated` | `calculated`: the formula with `{name}` wildcards in Moodle's syntax, relative or nominal tolerance, one dataset definition per parameter with [`DATASET_ITEMS`] drawn items |
//! | `ordering` | `ordering` (Moodle's Ordering question type), graded by absolute position as bloomlab grades it |
//!
//! The named formulas with a closed form are written out in Moodle's
//! syntax. One without (such as the exact false-positive rate,
//! `fp_exact`) cannot be computed by Moodle: a calculated question that
//! uses it it is exported as [`FIXED_VARIANTS`] `numerical` questions,
//! each with drawn numbers and their answer, in a category of their own so
//! that a Moodle quiz can ask a random one; the note says so.
//!
//! Every text is escaped for XML (and characters XML cannot hold replaced),
//! and sent as `plain_text`: Moodle shows it as written.

use std::collections::BTreeMap;
use std::fmt::Write as _;

use rand::SeedableRng;

use super::lesson::Choice;
use super::quiz::{FormulaRef, ParamRange, SlipValue, Tolerance};
use super::{Question, QuestionKind, Quiz};
use crate::lang::Lang;
use crate::units::format_real;

/// Items drawn for each calculated question's datasets.
pub const DATASET_ITEMS: usize = 10;

/// Numerical questions a formula Moodle cannot compute becomes.
pub const FIXED_VARIANTS: usize = 5;

/// The seed of the drawn numbers: the same quiz exports the same file.
const SEED: u64 = 0x6d6f_6f64_6c65;

/// The XML, and what did not carry over exactly, worded in the quiz's
/// language: (question id, what happened).
#[derive(Clone, Debug, PartialEq)]
pub struct Export {
    pub xml: String,
    pub notes: Vec<(String, String)>,
}

/// The quiz as Moodle XML, in its own language.
pub fn to_moodle_xml(quiz: &Quiz) -> Export {
    let mut xml = String::from("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<quiz>\n");
    let category = format!("$course$/top/{}", category_name(&quiz.title));
    write_category(&mut xml, &category);
    let mut notes = Vec::new();
    let mut rng = rand::rngs::StdRng::seed_from_u64(SEED);
    for question in &quiz.questions {
        if let Some(note) = write_question(&mut xml, quiz, question, &category, &mut rng) {
            notes.push((question.id.clone(), note));
        }
    }
    xml.push_str("</quiz>\n");
    Export { xml, notes }
}

/// One question as the Moodle type closest to its kind, and a note in the
/// quiz's language when it did not carry over exactly.
fn write_question(
    xml: &mut String,
    quiz: &Quiz,
    question: &Question,
    category: &str,
    rng: &mut rand::rngs::StdRng,
) -> Option<String> {
    let lang = quiz.lang;
    match &question.kind {
        QuestionKind::Single { choices } | QuestionKind::Multiple { choices } => {
            write_choices(xml, question, choices, quiz.shuffle, lang)
        }
        QuestionKind::TrueFalse {
            answer,
            if_true,
            if_false,
        } => {
            open(xml, "truefalse", question, &question.prompt);
            let (right, wrong) = if *answer { (100.0, 0.0) } else { (0.0, 100.0) };
            write_answer(xml, right, "true", &[], if_true);
            write_answer(xml, wrong, "false", &[], if_false);
            close(xml);
            None
        }
        QuestionKind::Numeric {
            answer,
            tolerance,
            unit,
        } => {
            let prompt = with_unit(&question.prompt, unit.as_deref());
            write_numerical(
                xml,
                question,
                &prompt,
                *answer,
                *tolerance,
                &BTreeMap::new(),
            );
            None
        }
        QuestionKind::Calculated {
            parameters,
            formula,
            tolerance,
            unit,
        } => {
            let unit = unit.as_deref();
            match moodle_formula(question, formula) {
                Some(text) => {
                    write_calculated(xml, question, unit, &text, parameters, *tolerance, rng);
                    None
                }
                None => {
                    write_fixed_variants(xml, question, category, unit, *tolerance, rng, lang);
                    Some(crate::t!(
                        lang,
                        "stats-export-fixed-variants",
                        formula = formula.name().to_owned(),
                        variants = FIXED_VARIANTS
                    ))
                }
            }
        }
        QuestionKind::Ordering(ordering) => {
            write_ordering(xml, question, &ordering.items);
            Some(crate::t!(lang, "stats-export-ordering"))
        }
    }
}

/// The question's formula in Moodle's syntax, when Moodle can compute it
/// and every slip given as a formula.
fn moodle_formula(question: &Question, formula: &FormulaRef) -> Option<String> {
    let slips_fit = question.feedback_for.iter().all(|slip| match &slip.wrong {
        SlipValue::Number(_) => true,
        SlipValue::Formula(formula) => formula.to_moodle().is_some(),
    });
    formula.to_moodle().filter(|_| slips_fit)
}

/// A single or multiple choice question as `multichoice`; a multiple one
/// graded all or nothing gets a note, as Moodle gives credit for some of
/// the right choices.
fn write_choices(
    xml: &mut String,
    question: &Question,
    choices: &[Choice],
    quiz_shuffle: bool,
    lang: Lang,
) -> Option<String> {
    let single = matches!(question.kind, QuestionKind::Single { .. });
    let right = choices.iter().filter(|c| c.correct).count().max(1);
    let wrong_choices = (choices.len() - right).max(1);
    // Partial credit is Moodle's rule: −1/w for each wrong
    // choice. All or nothing comes closest with −100 %.
    let wrong = (!single).then(|| {
        if question.partial_credit {
            -100.0 / wrong_choices as f64
        } else {
            -100.0
        }
    });
    let note =
        (!single && !question.partial_credit).then(|| crate::t!(lang, "stats-export-multiple"));
    open(xml, "multichoice", question, &question.prompt);
    let shuffle = question.shuffle.unwrap_or(quiz_shuffle);
    let _ = writeln!(
        xml,
        "    <single>{single}</single>\n    <shuffleanswers>{shuffle}</shuffleanswers>\n    <answernumbering>abc</answernumbering>"
    );
    for choice in choices {
        let fraction = if choice.correct {
            100.0 / right as f64
        } else {
            wrong.unwrap_or(0.0)
        };
        write_answer(xml, fraction, &choice.text, &[], &choice.feedback);
    }
    close(xml);
    note
}

/// A calculated question whose formula Moodle cannot compute: that many
/// `numerical` questions with drawn numbers, in a category of their own,
/// then back to the quiz's category.
fn write_fixed_variants(
    xml: &mut String,
    question: &Question,
    category: &str,
    unit: Option<&str>,
    tolerance: Tolerance,
    rng: &mut rand::rngs::StdRng,
    lang: Lang,
) {
    let variants = format!("{category}/{}", category_name(&question.id));
    write_category(xml, &variants);
    for variant in 0..FIXED_VARIANTS {
        let values = question.draw(rng);
        let Some(expected) = question.expected_number(&values) else {
            continue;
        };
        let prompt = with_unit(&question.prompt_with(&values, lang), unit);
        let mut named = question.clone();
        named.id = format!("{} ({})", question.id, variant + 1);
        named.explanation = question.explanation_with(&values, lang);
        write_numerical(xml, &named, &prompt, expected, tolerance, &values);
    }
    write_category(xml, category);
}

/// An ordering question as Moodle's `ordering`, graded by absolute
/// position as bloomlab grades it.
fn write_ordering(xml: &mut String, question: &Question, items: &[String]) {
    open(xml, "ordering", question, &question.prompt);
    xml.push_str(
        "    <layouttype>VERTICAL</layouttype>\n    <selecttype>ALL</selecttype>\n    <selectcount>0</selectcount>\n    <gradingtype>ABSOLUTE_POSITION</gradingtype>\n    <showgrading>SHOW</showgrading>\n    <numberingstyle>none</numberingstyle>\n",
    );
    for (place, item) in items.iter().enumerate() {
        // The fraction is the item's place in the right order.
        let _ = writeln!(
            xml,
            "    <answer fraction=\"{}\" format=\"plain_text\">\n      <text>{}</text>\n    </answer>",
            place + 1,
            escape(item)
        );
    }
    close(xml);
}

/// A name for a category: Moodle splits categories at `/`.
fn category_name(text: &str) -> String {
    text.replace('/', "-")
}

fn write_category(xml: &mut String, path: &str) {
    let _ = writeln!(
        xml,
        "  <question type=\"category\">\n    <category>\n      <text>{}</text>\n    </category>\n  </question>",
        escape(path)
    );
}

/// The prompt with its unit, which Moodle's numerical answer does not
/// show unless units are set up.
fn with_unit(prompt: &str, unit: Option<&str>) -> String {
    match unit {
        Some(unit) => format!("{} [{unit}]", prompt.trim_end()),
        None => prompt.to_owned(),
    }
}

/// A question's opening: its type, name, text, general feedback (the
/// explanation, and the hint), grade.
fn open(xml: &mut String, kind: &str, question: &Question, prompt: &str) {
    // An explanation may name the drawn values as the prompt does.
    let mut explanation = percent_placeholders(question.explanation.trim_end());
    if let Some(hint) = &question.hint {
        explanation = format!("{explanation}\n\n({})", hint.trim_end());
    }
    let _ = writeln!(
        xml,
        "  <question type=\"{kind}\">\n    <name>\n      <text>{}</text>\n    </name>\n    <questiontext format=\"plain_text\">\n      <text>{}</text>\n    </questiontext>\n    <generalfeedback format=\"plain_text\">\n      <text>{}</text>\n    </generalfeedback>\n    <defaultgrade>{}</defaultgrade>\n    <penalty>0.3333333</penalty>\n    <hidden>0</hidden>\n    <idnumber>{}</idnumber>",
        escape(&question.id),
        escape(prompt.trim_end()),
        escape(&explanation),
        question.points,
        escape(&question.id),
    );
}

fn close(xml: &mut String) {
    xml.push_str("  </question>\n");
}

/// One answer: its fraction (a percentage), its text, the elements a
/// number's answer has, its feedback.
fn write_answer(
    xml: &mut String,
    fraction: f64,
    text: &str,
    extra: &[(&str, String)],
    feedback: &str,
) {
    let _ = writeln!(
        xml,
        "    <answer fraction=\"{}\" format=\"plain_text\">\n      <text>{}</text>",
        fraction_text(fraction),
        escape(text)
    );
    for (name, value) in extra {
        let _ = writeln!(xml, "      <{name}>{}</{name}>", escape(value));
    }
    let _ = writeln!(
        xml,
        "      <feedback format=\"plain_text\">\n        <text>{}</text>\n      </feedback>\n    </answer>",
        escape(feedback.trim_end())
    );
}

/// 100, 50, 33.3333333, −100: as Moodle writes fractions.
fn fraction_text(fraction: f64) -> String {
    let text = format!("{fraction:.7}");
    text.trim_end_matches('0').trim_end_matches('.').to_owned()
}

/// The margin either side of `expected`, as Moodle's numerical question
/// takes it: absolute.
fn absolute(tolerance: Tolerance, expected: f64) -> f64 {
    match tolerance {
        Tolerance::Absolute(margin) => margin,
        Tolerance::Relative(fraction) => fraction * expected.abs(),
    }
}

fn write_numerical(
    xml: &mut String,
    question: &Question,
    prompt: &str,
    expected: f64,
    tolerance: Tolerance,
    values: &BTreeMap<String, f64>,
) {
    open(xml, "numerical", question, prompt);
    let margin = |value: f64| vec![("tolerance", format_real(absolute(tolerance, value)))];
    write_answer(xml, 100.0, &format_real(expected), &margin(expected), "");
    for slip in &question.feedback_for {
        let wrong = slip.value(values);
        if wrong.is_finite() {
            write_answer(
                xml,
                0.0,
                &format_real(wrong),
                &margin(expected),
                &slip.feedback,
            );
        }
    }
    xml.push_str("    <unitgradingtype>0</unitgradingtype>\n    <unitpenalty>0.1000000</unitpenalty>\n    <showunits>3</showunits>\n    <unitsleft>0</unitsleft>\n");
    close(xml);
}

/// `{p%}` in Moodle's own terms: its calculated questions show `{p}` as
/// drawn and compute `{=…}` in the text, so the rate reads «1 %» there too.
fn percent_placeholders(text: &str) -> String {
    let mut text = text.to_owned();
    for name in crate::content::quiz::placeholders(&text) {
        let plain = format!("{{{name}}}");
        let percent = format!("{{={plain}*100}}\u{a0}%");
        text = crate::content::quiz::replace_placeholder(&text, &name, &plain, &percent);
    }
    text
}

fn write_calculated(
    xml: &mut String,
    question: &Question,
    unit: Option<&str>,
    formula: &str,
    parameters: &BTreeMap<String, ParamRange>,
    tolerance: Tolerance,
    rng: &mut rand::rngs::StdRng,
) {
    let prompt = with_unit(&percent_placeholders(&question.prompt), unit);
    open(xml, "calculated", question, &prompt);
    xml.push_str("    <synchronize>0</synchronize>\n    <single>0</single>\n    <answernumbering>abc</answernumbering>\n    <shuffleanswers>0</shuffleanswers>\n");
    // Tolerance type 1 is relative, 2 nominal (absolute); the answer is
    // shown to 3 significant figures (format 2).
    let (margin, kind) = match tolerance {
        Tolerance::Relative(fraction) => (fraction, "1"),
        Tolerance::Absolute(margin) => (margin, "2"),
    };
    let calculated = vec![
        ("tolerance", format_real(margin)),
        ("tolerancetype", kind.to_owned()),
        ("correctanswerformat", "2".to_owned()),
        ("correctanswerlength", "3".to_owned()),
    ];
    write_answer(xml, 100.0, formula, &calculated, "");
    for slip in &question.feedback_for {
        let wrong = match &slip.wrong {
            SlipValue::Number(value) => format_real(*value),
            SlipValue::Formula(formula) => match formula.to_moodle() {
                Some(text) => text,
                None => continue,
            },
        };
        write_answer(xml, 0.0, &wrong, &calculated, &slip.feedback);
    }
    xml.push_str("    <unitgradingtype>0</unitgradingtype>\n    <unitpenalty>0.1000000</unitpenalty>\n    <showunits>3</showunits>\n    <unitsleft>0</unitsleft>\n");
    // Drawn as the app draws them, so every item has a finite answer.
    let draws: Vec<BTreeMap<String, f64>> =
        (0..DATASET_ITEMS).map(|_| question.draw(rng)).collect();
    write_datasets(xml, parameters, &draws);
    close(xml);
}

/// One dataset definition for each parameter: its range and decimals,
/// and the drawn items.
fn write_datasets(
    xml: &mut String,
    parameters: &BTreeMap<String, ParamRange>,
    draws: &[BTreeMap<String, f64>],
) {
    xml.push_str("    <dataset_definitions>\n");
    for (name, range) in parameters {
        let (min, max, decimals) = dataset_range(range);
        let _ = writeln!(
            xml,
            "      <dataset_definition>\n        <status><text>private</text></status>\n        <name><text>{}</text></name>\n        <type>calculated</type>\n        <distribution><text>uniform</text></distribution>\n        <minimum><text>{}</text></minimum>\n        <maximum><text>{}</text></maximum>\n        <decimals><text>{decimals}</text></decimals>\n        <itemcount>{}</itemcount>\n        <dataset_items>",
            escape(name),
            format_real(min),
            format_real(max),
            draws.len()
        );
        for (number, draw) in draws.iter().enumerate() {
            let value = draw.get(name).copied().unwrap_or(min);
            let _ = writeln!(
                xml,
                "          <dataset_item>\n            <number>{}</number>\n            <value>{}</value>\n          </dataset_item>",
                number + 1,
                format_real(value)
            );
        }
        let _ = writeln!(
            xml,
            "        </dataset_items>\n        <number_of_items>{}</number_of_items>\n      </dataset_definition>",
            draws.len()
        );
    }
    xml.push_str("    </dataset_definitions>\n");
}

/// A parameter's least and greatest value, and the decimals its drawn
/// values are written with.
fn dataset_range(range: &ParamRange) -> (f64, f64, usize) {
    match range {
        // Whole ends without a step draw whole numbers (step 1);
        // otherwise any number, written to the step's decimals.
        ParamRange::Span { min, max, step } => {
            let whole = min.fract() == 0.0 && max.fract() == 0.0;
            let step = step.unwrap_or(if whole { 1.0 } else { 0.001 });
            (*min, *max, decimals_of(step))
        }
        ParamRange::Values(values) => (
            values.iter().copied().fold(f64::INFINITY, f64::min),
            values.iter().copied().fold(f64::NEG_INFINITY, f64::max),
            values.iter().map(|v| decimals_of(*v)).max().unwrap_or(0),
        ),
    }
}

/// The decimals a number is written with (0.25 → 2), at most 10.
fn decimals_of(value: f64) -> usize {
    let text = format_real(value);
    match text.split_once('.') {
        Some((_, decimals)) if !text.contains('e') => decimals.len().min(10),
        _ => 0,
    }
}

/// Text for XML: the five special characters as entities, and the
/// characters XML 1.0 cannot hold (most controls) as U+FFFD.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            '\t' | '\n' | '\r' => out.push(c),
            c if u32::from(c) < 0x20 || c == '\u{fffe}' || c == '\u{ffff}' => out.push('\u{fffd}'),
            c => out.push(c),
        }
    }
    out
}
