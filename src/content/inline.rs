//! Inline computed values: `{{ EXPR }}` or `{{ EXPR | FORMAT }}` in any
//! text a student reads, computed once when the file loads, so a number
//! the course states comes from the same code as `size`, `table` and
//! `compare`. EXPR is a calculated question's expression language
//! ([`Expression`]) with no parameters; FORMAT says how to write the
//! value, in the file's language (a decimal comma in Spanish):
//!
//! | format | meaning | en | es |
//! |---|---|---|---|
//! | `2` | fixed decimals | 9.59 | 9,59 |
//! | `%1` | times 100, decimals, " %" | 0.82 % | 0,82 % |
//! | `s3` | significant digits | 0.618 | 0,618 |
//! | `int` | whole, grouped | 10,000 | 10 000 |
//! | `x3` | scientific, significant digits | 1.37·10⁻¹⁵ | 1,37·10⁻¹⁵ |
//! | none | 3 significant digits | 9.59 | 9,59 |
//!
//! `\{{` writes a literal `{{`. A numeric predict's or quiz question's
//! `answer` may be such an expression too (without the braces).
//!
//! A number written before ` %` with a plain space (`1 %`, `{{ x | 2 }} %`)
//! gets the no-break space the formats and the screens put there
//! ([`percent_spaces`]), so that an author need not type an invisible
//! character and a line never ends on a bare number with its `%` on the
//! next.

use std::collections::BTreeMap;

use super::expression::{self, Expression, ExpressionError, MAX_EXPRESSION_CHARS};
use super::lesson::{Choice, Lesson, NumberOrExpression};
use super::quiz::{QuestionType, RawQuiz};
use super::validation::{Issue, issue, issue_at_occurrence};
use super::yaml::NodePath;
use crate::i18n::Message;
use crate::lang::Lang;
use crate::msg;

/// What opens and closes an inline value.
const OPEN: &str = "{{";
const CLOSE: &str = "}}";

/// How a value is written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Format {
    /// Fixed decimals: `2`.
    Fixed(usize),
    /// Times 100, fixed decimals, then " %": `%1`.
    Percent(usize),
    /// Significant digits: `s3` (and the default, 3).
    Significant(usize),
    /// Rounded to a whole number, digits grouped: `int`.
    Whole,
    /// Scientific, significant digits: `x3`.
    Scientific(usize),
    /// A formula's rate as every screen writes it (four significant
    /// digits, then " %"): `rate`. Lessons use it so that «1,004 %» on
    /// Sizing is not «1,00 %» in the text (reader 23, es 5.1).
    Rate,
}

impl Format {
    /// The format written after `|` (trimmed), or None when it is none of them.
    pub(crate) fn parse(text: &str) -> Option<Format> {
        let digit = |rest: &str, min: usize| -> Option<usize> {
            let mut chars = rest.chars();
            let d = chars.next()?.to_digit(10)? as usize;
            (chars.next().is_none() && d >= min).then_some(d)
        };
        if text == "int" {
            Some(Format::Whole)
        } else if text == "rate" {
            Some(Format::Rate)
        } else if let Some(rest) = text.strip_prefix('%') {
            digit(rest, 0).map(Format::Percent)
        } else if let Some(rest) = text.strip_prefix('s') {
            digit(rest, 1).map(Format::Significant)
        } else if let Some(rest) = text.strip_prefix('x') {
            digit(rest, 1).map(Format::Scientific)
        } else {
            digit(text, 0).map(Format::Fixed)
        }
    }

    /// `value` written in this format, in `lang`.
    pub(crate) fn write(self, lang: Lang, value: f64) -> String {
        match self {
            Format::Fixed(decimals) => fixed(lang, value, decimals),
            Format::Percent(decimals) => format!("{}\u{a0}%", fixed(lang, value * 100.0, decimals)),
            Format::Significant(digits) => significant(lang, value, digits),
            Format::Whole => fixed(lang, value.round(), 0),
            Format::Scientific(digits) => scientific(lang, value, digits),
            Format::Rate => crate::units::formula_rate(lang, value),
        }
    }
}

/// Past this a number is written in scientific notation whatever its
/// format: its digits would not fit a screen, nor group as whole numbers.
const LARGEST_PLAIN: f64 = 1e15;
/// Below this (and above 0) the default and `sN` formats switch to
/// scientific notation: 0.0000123 is hard to read.
const SMALLEST_PLAIN: f64 = 1e-4;

/// `value` with `decimals` decimals, the whole part grouped as the
/// language groups digits.
fn fixed(lang: Lang, value: f64, decimals: usize) -> String {
    if value.abs() >= LARGEST_PLAIN {
        return scientific(lang, value, 3);
    }
    let text = format!("{:.decimals$}", value.abs());
    let (whole, fraction) = text.split_once('.').unwrap_or((&text, ""));
    let digits: u64 = whole.parse().unwrap_or(0);
    let zero = digits == 0 && fraction.chars().all(|c| c == '0');
    let sign = if value < 0.0 && !zero { "-" } else { "" };
    let whole = crate::units::count(lang, digits);
    if fraction.is_empty() {
        format!("{sign}{whole}")
    } else {
        format!("{sign}{whole}{}{fraction}", lang.decimal_mark())
    }
}

/// `value` to `digits` significant digits, plainly between
/// [`SMALLEST_PLAIN`] and [`LARGEST_PLAIN`], scientific outside.
fn significant(lang: Lang, value: f64, digits: usize) -> String {
    let digits = digits.max(1);
    if value == 0.0 {
        return fixed(lang, 0.0, digits - 1);
    }
    let size = value.abs();
    if !(SMALLEST_PLAIN..LARGEST_PLAIN).contains(&size) {
        return scientific(lang, value, digits);
    }
    let magnitude = size.log10().floor() as i32;
    let decimals = digits as i32 - 1 - magnitude;
    if decimals <= 0 {
        // 123456 to 3 digits: 123,000.
        let unit = 10f64.powi(-decimals);
        return fixed(lang, (value / unit).round() * unit, 0);
    }
    let decimals = decimals as usize;
    // Rounding may carry into the next power of ten (0.09996 → 0.1000):
    // one decimal fewer keeps the number of digits.
    let rounded: f64 = format!("{size:.decimals$}").parse().unwrap_or(size);
    if rounded >= 10f64.powi(magnitude + 1) {
        fixed(lang, value, decimals - 1)
    } else {
        fixed(lang, value, decimals)
    }
}

/// `value` as `m·10ⁿ` with `digits` significant digits in the mantissa.
fn scientific(lang: Lang, value: f64, digits: usize) -> String {
    crate::units::power_of_ten(value, digits).replace('.', &lang.decimal_mark().to_string())
}

/// The value of an expression with no parameters, or what is wrong with
/// it, worded with `what` (`the inline value `{{ … }}``).
pub(crate) fn evaluate(text: &str, what: &Message) -> Result<f64, Message> {
    if text.trim().is_empty() {
        return Err(msg!("check-value-empty", what = what));
    }
    let expression = Expression::parse(text, |_| false).map_err(|err| match err {
        ExpressionError::Syntax(why) => msg!(
            "check-value-unreadable",
            what = what,
            why = why.trim_end_matches('.')
        ),
        ExpressionError::SyntaxAt {
            column, near, why, ..
        } => msg!(
            "check-value-unreadable-at",
            what = what,
            column = column.to_string(),
            near = near,
            why = why
        ),
        ExpressionError::TooLong(chars) => msg!(
            "check-value-too-long",
            what = what,
            count = chars.to_string(),
            limit = MAX_EXPRESSION_CHARS.to_string()
        ),
        ExpressionError::UnknownName(name) => {
            msg!("check-value-unknown-name", what = what, name = name)
        }
        ExpressionError::UnknownFunction(name) => msg!(
            "check-value-unknown-function",
            what = what,
            name = name,
            functions = expression::function_names()
        ),
        ExpressionError::Arity {
            function,
            takes,
            got,
        } => msg!(
            "check-value-arity",
            what = what,
            function = function,
            takes = takes,
            got = got.to_string()
        ),
        ExpressionError::NotArithmetic(piece) => {
            msg!("check-value-not-arithmetic", what = what, piece = piece)
        }
    })?;
    let value = expression.eval(&BTreeMap::new());
    if value.is_finite() {
        Ok(value)
    } else {
        Err(msg!("check-value-not-finite", what = what))
    }
}

/// A problem with one inline value: which `{{` of the text (0-based,
/// counting every `{{`, escaped ones too) and what is wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Problem {
    pub(crate) occurrence: usize,
    pub(crate) message: Message,
}

/// At most this many characters of an inline value are quoted in a message.
const SHOWN_CHARS: usize = 60;

/// The space a percentage takes between its number and `%`: one that
/// does not break, as [`Format::Percent`] and the screens write it.
const PERCENT_SPACE: char = '\u{a0}';

/// `text` with a plain space between a number and `%` (`1 %`, `0,1 %`,
/// `10⁻⁴ %`) made the no-break space every computed percentage has.
/// Checked after the values are computed, so that `{{ x | 2 }} %` is
/// caught, and the `%` of an expression (`{{ 7 % 3 }}`) is never read.
pub(crate) fn percent_spaces(text: &str) -> String {
    if !text.contains(" %") {
        return text.to_owned();
    }
    let mut out = String::with_capacity(text.len() + 1);
    let mut before = None;
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        let number_before = before.is_some_and(char::is_numeric);
        if c == ' ' && number_before && chars.peek() == Some(&'%') {
            out.push(PERCENT_SPACE);
        } else {
            out.push(c);
        }
        before = Some(c);
    }
    out
}

/// `text` with each inline value computed and written in `lang`, and
/// `\{{` as `{{`, a number's space before `%` not breaking
/// ([`percent_spaces`]); or every problem found.
pub(crate) fn expand(text: &str, lang: Lang) -> Result<String, Vec<Problem>> {
    if !text.contains(OPEN) {
        return Ok(percent_spaces(text));
    }
    let mut out = String::with_capacity(text.len());
    let mut problems = Vec::new();
    let mut rest = text;
    let mut occurrence = 0;
    while let Some(open) = rest.find(OPEN) {
        let (before, after) = (&rest[..open], &rest[open + OPEN.len()..]);
        if let Some(kept) = before.strip_suffix('\\') {
            out.push_str(kept);
            out.push_str(OPEN);
            rest = after;
            occurrence += 1;
            continue;
        }
        out.push_str(before);
        let Some(close) = after.find(CLOSE) else {
            problems.push(Problem {
                occurrence,
                message: msg!("check-value-unclosed"),
            });
            rest = "";
            break;
        };
        let inside = &after[..close];
        let shown: String = format!("{OPEN}{inside}{CLOSE}")
            .chars()
            .take(SHOWN_CHARS)
            .collect();
        match value_text(
            inside,
            &msg!("check-what-computed-value", shown = shown),
            lang,
        ) {
            Ok(written) => out.push_str(&written),
            Err(message) => problems.push(Problem {
                occurrence,
                message,
            }),
        }
        // A `{{` inside a value (an unclosed one before it) counts too.
        occurrence += 1 + inside.matches(OPEN).count();
        rest = &after[close + CLOSE.len()..];
    }
    out.push_str(rest);
    if problems.is_empty() {
        Ok(percent_spaces(&out))
    } else {
        Err(problems)
    }
}

/// One value's text between the braces, computed and written.
fn value_text(inside: &str, what: &Message, lang: Lang) -> Result<String, Message> {
    // `a | 2`: the last `|` that is not part of `||` starts the format.
    let (expression, format) = match inside.rsplit_once('|') {
        Some((expression, format)) if !expression.ends_with('|') => {
            let format = format.trim();
            let parsed = Format::parse(format).ok_or_else(|| {
                msg!(
                    "check-value-bad-format",
                    what = what,
                    format = format,
                    formats = msg!("check-formats-help")
                )
            })?;
            (expression, parsed)
        }
        _ => (inside, Format::Significant(3)),
    };
    let value = evaluate(expression, what)?;
    Ok(format.write(lang, value))
}

/// Expand `text` at `path` in place, or add its problems to `issues`.
fn expand_field(issues: &mut Vec<Issue>, path: NodePath, text: &mut String, lang: Lang) {
    match expand(text, lang) {
        Ok(expanded) => *text = expanded,
        Err(problems) => issues.extend(problems.into_iter().map(|problem| {
            issue_at_occurrence(path.clone(), OPEN, problem.occurrence, problem.message)
        })),
    }
}

fn expand_optional(issues: &mut Vec<Issue>, path: NodePath, text: &mut Option<String>, lang: Lang) {
    if let Some(text) = text {
        expand_field(issues, path, text, lang);
    }
}

fn expand_choices(issues: &mut Vec<Issue>, path: &NodePath, choices: &mut [Choice], lang: Lang) {
    for (i, choice) in choices.iter_mut().enumerate() {
        let at = path.key("choices").index(i);
        expand_field(issues, at.key("text"), &mut choice.text, lang);
        expand_field(issues, at.key("feedback"), &mut choice.feedback, lang);
    }
}

/// An `answer` written as an expression, computed: the number, or an
/// issue at `path`.
fn answer_value(issues: &mut Vec<Issue>, path: NodePath, text: &str) -> Option<f64> {
    let shown: String = text.trim().chars().take(SHOWN_CHARS).collect();
    evaluate(text, &msg!("check-what-answer-expression", shown = shown))
        .map_err(|message| issues.push(issue(path, message)))
        .ok()
}

/// Compute every inline value of a lesson's texts, and a numeric
/// predict's `answer` written as an expression; the problems found.
pub(crate) fn expand_lesson(lesson: &mut Lesson) -> Vec<Issue> {
    let lang = lesson.lang;
    let root = NodePath::default();
    let mut issues = Vec::new();
    let issues_ref = &mut issues;
    expand_field(issues_ref, root.key("title"), &mut lesson.title, lang);
    expand_optional(issues_ref, root.key("summary"), &mut lesson.summary, lang);
    for (i, step) in lesson.steps.iter_mut().enumerate() {
        let path = root.key("steps").index(i);
        expand_optional(issues_ref, path.key("section"), &mut step.section, lang);
        expand_field(issues_ref, path.key("title"), &mut step.title, lang);
        expand_field(issues_ref, path.key("text"), &mut step.text, lang);
        expand_optional(issues_ref, path.key("reveal"), &mut step.reveal, lang);
        if let Some(table) = &mut step.table {
            let at = path.key("table");
            for (j, cell) in table.header.iter_mut().enumerate() {
                expand_field(issues_ref, at.key("header").index(j), cell, lang);
            }
            for (r, row) in table.rows.iter_mut().enumerate() {
                for (c, cell) in row.iter_mut().enumerate() {
                    expand_field(issues_ref, at.key("rows").index(r).index(c), cell, lang);
                }
            }
        }
        if let Some(predict) = &mut step.predict {
            let at = path.key("predict");
            expand_field(issues_ref, at.key("question"), &mut predict.question, lang);
            expand_optional(
                issues_ref,
                at.key("explanation"),
                &mut predict.explanation,
                lang,
            );
            expand_choices(issues_ref, &at, &mut predict.choices, lang);
            // One that cannot be computed stays as written: its problem is
            // reported here, and the lesson is refused.
            if let Some(NumberOrExpression::Expression(text)) = &predict.answer
                && let Some(value) = answer_value(issues_ref, at.key("answer"), text)
            {
                predict.answer = Some(NumberOrExpression::Number(value));
            }
        }
        if let Some(scene) = &mut step.scene {
            let at = path.key("scene");
            for (o, op) in scene.ops.iter_mut().enumerate() {
                expand_optional(
                    issues_ref,
                    at.key("ops").index(o).key("note"),
                    &mut op.note,
                    lang,
                );
            }
            if let Some(highlight) = &mut scene.highlight {
                expand_field(
                    issues_ref,
                    at.key("highlight").key("why"),
                    &mut highlight.why,
                    lang,
                );
            }
        }
    }
    issues
}

/// Compute every inline value of a quiz's texts, and a numeric question's
/// `answer` written as an expression; the problems found.
pub(crate) fn expand_quiz(quiz: &mut RawQuiz) -> Vec<Issue> {
    let lang = quiz.lang;
    let root = NodePath::default();
    let mut issues = Vec::new();
    let issues_ref = &mut issues;
    expand_field(issues_ref, root.key("title"), &mut quiz.title, lang);
    expand_optional(
        issues_ref,
        root.key("description"),
        &mut quiz.description,
        lang,
    );
    for (i, question) in quiz.questions.iter_mut().enumerate() {
        let path = root.key("questions").index(i);
        expand_field(issues_ref, path.key("prompt"), &mut question.prompt, lang);
        expand_field(
            issues_ref,
            path.key("explanation"),
            &mut question.explanation,
            lang,
        );
        for (field, text) in [
            ("hint", &mut question.hint),
            ("if_true", &mut question.if_true),
            ("if_false", &mut question.if_false),
            ("unit", &mut question.unit),
        ] {
            expand_optional(issues_ref, path.key(field), text, lang);
        }
        if let Some(choices) = &mut question.choices {
            expand_choices(issues_ref, &path, choices, lang);
        }
        // An ordering question's items compute no values, but a student
        // reads their percentages as any other.
        for item in question.items.iter_mut().flatten() {
            *item = percent_spaces(item);
        }
        if let Some(slips) = &mut question.feedback_for {
            for (s, slip) in slips.iter_mut().enumerate() {
                let at = path.key("feedback_for").index(s).key("feedback");
                expand_field(issues_ref, at, &mut slip.feedback, lang);
            }
        }
        if question.kind == QuestionType::Numeric
            && let Some(serde_yaml::Value::String(text)) = &question.answer
            && let Some(value) = answer_value(issues_ref, path.key("answer"), text)
        {
            question.answer = Some(serde_yaml::Value::Number(value.into()));
        }
    }
    issues
}

#[cfg(test)]
mod tests;
