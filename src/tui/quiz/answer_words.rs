//! A question's answers in words, for the feedback and the summary: what
//! the student gave and what was right.

use std::collections::BTreeMap;

use super::session::Attempt;
use crate::content::{Answer, Question, QuestionKind};
use crate::lang::Lang;
use crate::t;

/// A number answer as the student typed it, its decimal point in the
/// language's mark (9.59 typed on a Spanish screen reads back 9,59); the
/// value in that mark if nothing typed was kept.
pub(super) fn typed_back(attempt: &Attempt, lang: Lang) -> String {
    match &attempt.answer {
        Answer::Number(value) if attempt.typed.is_empty() => {
            crate::units::local_number(lang, *value)
        }
        Answer::Number(_) => crate::course::typed_in_language(&attempt.typed, lang),
        Answer::Choices(_) | Answer::Bool(_) | Answer::Order(_) => attempt.typed.clone(),
    }
}

/// The course's units in the catalogue, each by count: a quiz's `unit`
/// that is one of them (its plural) agrees with the number before it.
const COURSE_UNITS: [fn(Lang, u64) -> String; 3] = [
    |lang, count| t!(lang, "quiz-unit-bits", count = count),
    |lang, count| t!(lang, "quiz-unit-bits-per-element", count = count),
    |lang, count| t!(lang, "quiz-unit-hash-functions", count = count),
];

/// A number answer's unit as it reads after `number` (as written): «1
/// función de hash», «6,93 funciones de hash». A unit the course does not
/// know stays as its author wrote it.
pub(super) fn unit_after(unit: &str, number: &str, lang: Lang) -> String {
    let count = if number.trim() == "1" { 1 } else { 2 };
    COURSE_UNITS
        .iter()
        .find(|words| words(lang, 2) == unit)
        .map_or_else(|| unit.to_owned(), |words| words(lang, count))
}

/// The right number with its unit and how far off it may be: "9,59 bits
/// (±2 %)". None for a question answered with options.
pub(super) fn right_number(
    question: &Question,
    values: &BTreeMap<String, f64>,
    lang: Lang,
) -> Option<String> {
    let expected = question.expected_number(values)?;
    let margin = match &question.kind {
        QuestionKind::Numeric { tolerance, .. } | QuestionKind::Calculated { tolerance, .. } => {
            tolerance.margin(expected)
        }
        _ => 0.0,
    };
    let mut text = crate::units::answer_figure(lang, expected, margin);
    if let Some(unit) = question.unit() {
        let unit = unit_after(unit, &text, lang);
        text.push(' ');
        text.push_str(&unit);
    }
    if let QuestionKind::Numeric { tolerance, .. } | QuestionKind::Calculated { tolerance, .. } =
        &question.kind
    {
        let tolerance = *tolerance;
        text.push_str(&format!(" ({})", tolerance.shown(lang)));
    }
    Some(text)
}

/// Where rounding decides: a wrong answer within the margin of the right
/// one as shown («5.55 (±0.05)» for 5.545, and 5.6 marked wrong) is told
/// the unrounded value and how far it is (reader 30, en 5.2). None
/// otherwise.
pub(super) fn rounding_decided(
    question: &Question,
    attempt: &Attempt,
    lang: Lang,
) -> Option<String> {
    let exact = unrounded(question, attempt, lang)?;
    let Answer::Number(given) = attempt.answer else {
        return None;
    };
    let expected = question.expected_number(&attempt.values)?;
    let margin = margin_of(question, expected)?;
    let off = crate::units::answer_figure(lang, (given - expected).abs(), margin / 100.0);
    Some(t!(lang, "quiz-rounding-decided", exact = exact, off = off))
}

/// The margin a typed answer is marked within, around `expected`.
fn margin_of(question: &Question, expected: f64) -> Option<f64> {
    match &question.kind {
        QuestionKind::Numeric { tolerance, .. } | QuestionKind::Calculated { tolerance, .. } => {
            Some(tolerance.margin(expected))
        }
        _ => None,
    }
}

/// The right answer unrounded, where a wrong answer lies within the
/// margin of it as shown; None otherwise.
fn unrounded(question: &Question, attempt: &Attempt, lang: Lang) -> Option<String> {
    let Answer::Number(given) = attempt.answer else {
        return None;
    };
    let expected = question.expected_number(&attempt.values)?;
    let margin = margin_of(question, expected)?;
    let (shown_value, _) = crate::units::answer_rounded(expected, margin);
    if attempt.grade.correct || (given - shown_value).abs() > margin * (1.0 + 1e-9) {
        return None;
    }
    Some(crate::units::answer_figure(lang, expected, margin / 100.0))
}

/// A proportion answered in % is also given back in %: «0,590» alone,
/// after «59 %», read as another answer (reader 17, es 5.1, en 5.5).
/// So is one whose answer was typed as a percentage without its sign
/// (0,146 for 0,00146): the % form shows the slip (reader 26, es 6.4).
/// Empty unless the student typed a % for a proportion without a unit,
/// or slipped so.
pub(super) fn in_percent_as_typed(question: &Question, attempt: &Attempt, lang: Lang) -> String {
    let typed_percent = attempt.typed.trim_end().ends_with('%');
    match question.expected_number(&attempt.values) {
        Some(expected) if question.unit().is_none() && expected.abs() <= 1.0 => {
            // To the digits the fraction before it has, from the same
            // margin: «75,3438 %» after «0,753» read as more than known
            // (reader 18, en 5.1, es 5.1).
            let margin = match &question.kind {
                QuestionKind::Numeric { tolerance, .. }
                | QuestionKind::Calculated { tolerance, .. } => tolerance.margin(expected),
                _ => 0.0,
            };
            if !typed_percent && !percent_slip(question, attempt) {
                return String::new();
            }
            // The fraction's own digits, the point moved two places:
            // «0,642» is «64,2 %», not «64,15 %» (reader 19, en 5.2).
            let fraction = crate::units::answer_figure(lang, expected, margin);
            let decimals = fraction
                .split_once([',', '.'])
                .map_or(0, |(_, after)| after.len());
            let shown: f64 = fraction.replace(',', ".").parse().unwrap_or(expected);
            let figure =
                crate::units::grouped_fixed(lang, shown * 100.0, decimals.saturating_sub(2));
            t!(
                lang,
                "quiz-the-answer-in-percent",
                percent = format!("{figure}\u{a0}%")
            )
        }
        _ => String::new(),
    }
}

/// Whether a number answer is a percentage typed without its % sign:
/// wrong as typed, right within the question's margin if read in %
/// (0.1 typed for 0.001003).
fn percent_slip(question: &Question, attempt: &Attempt) -> bool {
    if attempt.typed.trim_end().ends_with('%') || question.unit().is_some() {
        return false;
    }
    let (Answer::Number(typed), Some(expected)) =
        (&attempt.answer, question.expected_number(&attempt.values))
    else {
        return false;
    };
    let Some(margin) = margin_of(question, expected) else {
        return false;
    };
    expected.abs() <= 1.0 && (typed - expected * 100.0).abs() <= margin * 100.0
}

/// The slip said, where a percentage was typed without its sign: «0.1 is
/// read as 10 %; for 0.1 % type the % sign» (reader 45, en 6.3, es 6.1:
/// the student who forgot the sign was told only «Incorrect»). The
/// grading stays as it was. None otherwise.
pub(super) fn percent_sign_missing(
    question: &Question,
    attempt: &Attempt,
    lang: Lang,
) -> Option<String> {
    if attempt.grade.correct || !percent_slip(question, attempt) {
        return None;
    }
    let Answer::Number(value) = attempt.answer else {
        return None;
    };
    let typed = typed_back(attempt, lang);
    let read = crate::units::local_number(lang, value * 100.0);
    Some(t!(
        lang,
        "quiz-percent-sign-missing",
        typed = typed,
        read = read
    ))
}

/// What the student answered, in words: the options picked (by text),
/// true or false, the number as typed, or the items in the order given.
pub(super) fn given_answer(question: &Question, attempt: &Attempt, lang: Lang) -> String {
    match &attempt.answer {
        Answer::Choices(picked) => {
            option_texts(question, &as_shown(picked, &attempt.shown_order), lang)
        }
        Answer::Order(order) => item_texts(question, order, lang),
        // Quoted, as the verdict under the question quotes it and as
        // every option's text is (reader 51, en 4.2).
        Answer::Bool(value) => lang.quote(&true_or_false(*value, lang)),
        Answer::Number(_) => {
            let typed = typed_back(attempt, lang);
            match question.unit() {
                Some(unit) => format!("{typed} {}", unit_after(unit, &typed, lang)),
                None => typed,
            }
        }
    }
}

/// Options in the order they were shown («2) A shared cache» before «4)
/// A database»), not the file's (reader 22, en 6.9); as given where the
/// order shown is not known.
fn as_shown(options: &[usize], shown_order: &[usize]) -> Vec<usize> {
    let mut options = options.to_vec();
    options.sort_by_key(|option| {
        shown_order
            .iter()
            .position(|shown| shown == option)
            .unwrap_or(usize::MAX)
    });
    options
}

/// The right answer, in words.
pub(super) fn right_answer(question: &Question, attempt: &Attempt, lang: Lang) -> String {
    let values = &attempt.values;
    match &question.kind {
        QuestionKind::Single { choices } | QuestionKind::Multiple { choices } => {
            let right: Vec<usize> = (0..choices.len())
                .filter(|i| question.is_right_option(*i))
                .collect();
            option_texts(question, &as_shown(&right, &attempt.shown_order), lang)
        }
        QuestionKind::TrueFalse { answer, .. } => lang.quote(&true_or_false(*answer, lang)),
        QuestionKind::Numeric { .. } | QuestionKind::Calculated { .. } => {
            let right = right_number(question, values, lang).unwrap_or_default();
            // Where rounding decided the mark, the unrounded value too, as
            // the feedback says it (reader 30, en 5.2).
            match unrounded(question, attempt, lang) {
                Some(exact) => t!(lang, "quiz-right-unrounded", right = right, exact = exact),
                None => right,
            }
        }
        QuestionKind::Ordering(ordering) => {
            let right: Vec<usize> = (0..ordering.items.len()).collect();
            item_texts(question, &right, lang)
        }
    }
}

/// An ordering question's items by their text, in «», in the order
/// given.
pub(super) fn item_texts(question: &Question, order: &[usize], lang: Lang) -> String {
    let QuestionKind::Ordering(ordering) = &question.kind else {
        return String::new();
    };
    order
        .iter()
        .filter_map(|i| ordering.items.get(*i))
        .map(|item| lang.quote(item))
        .collect::<Vec<_>>()
        .join(" → ")
}

/// The longest option, in characters with its «», kept on one line.
const SHORT_OPTION: usize = 24;

/// Options by their text, each in «» unless it holds quotes of its own
/// (then as the question wrote it: «Clearing “uva” left its bits at 1»
/// turned into ‘uva’, reader 19, en), joined: single and several answers
/// alike, on both sides of the summary (readers 44, en 4.8: a ticked set
/// was quoted and a single choice left bare).
pub(super) fn option_texts(question: &Question, options: &[usize], lang: Lang) -> String {
    let choices = question.choices();
    options
        .iter()
        .filter_map(|i| choices.get(*i))
        .map(|choice| {
            // Every option in the language's quotes, its own quotes
            // nested inside as the glossary has them: left bare, an
            // option holding «está» stood unquoted beside quoted ones
            // (readers 49, es 4.1, en 4.1).
            let text = lang.quote(&choice.text);
            // A short option's name is not split across lines
            // (reader 7, es 12: «Conjunto / hash»).
            if text.chars().count() <= SHORT_OPTION {
                crate::tui::text::unbroken(&text)
            } else {
                text
            }
        })
        .collect::<Vec<_>>()
        .join(" + ")
}

pub(super) fn true_or_false(value: bool, lang: Lang) -> String {
    if value {
        t!(lang, "quiz-true")
    } else {
        t!(lang, "quiz-false")
    }
}

/// The one option picked, as the verdict names it: its row (from 1) for
/// a single answer, its word for true or false («you chose 2» for False
/// read oddly: reader 36, en 4.1).
pub(super) fn chosen(
    run: &super::session::QuizRun,
    attempt: &Attempt,
    lang: Lang,
) -> Option<String> {
    match &attempt.answer {
        Answer::Choices(list)
            if matches!(run.question_of(attempt).kind, QuestionKind::Single { .. }) =>
        {
            let option = list.first()?;
            let row = run.order.iter().position(|shown| shown == option)?;
            Some(t!(lang, "quiz-you-chose", row = row + 1))
        }
        Answer::Bool(value) => {
            let word = true_or_false(*value, lang);
            Some(t!(lang, "quiz-you-chose-word", word = word))
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quotes_inside_an_answer_do_not_nest() {
        assert_eq!(
            Lang::Es.quote("Cuando responde «no está» para una palabra que se añadió"),
            "«Cuando responde “no está” para una palabra que se añadió»"
        );
        assert_eq!(
            Lang::En.quote("When it answers “absent” for a word that was added"),
            "“When it answers ‘absent’ for a word that was added”"
        );
    }

    #[test]
    fn a_course_unit_agrees_with_its_number() {
        assert_eq!(
            unit_after("funciones de hash", "1", Lang::Es),
            "función de hash"
        );
        assert_eq!(
            unit_after("funciones de hash", "6,93", Lang::Es),
            "funciones de hash"
        );
        assert_eq!(
            unit_after("bits por elemento", "1", Lang::Es),
            "bit por elemento"
        );
        assert_eq!(unit_after("hash functions", "1", Lang::En), "hash function");
        assert_eq!(unit_after("bits", "2", Lang::En), "bits");
        // A unit the course does not know is left as written.
        assert_eq!(unit_after("MB", "1", Lang::En), "MB");
    }

    /// Reader 22 (en 6.9): the options were shown «2) A shared cache …»,
    /// «4) A database …», and «Right answer:» listed them the other way
    /// round, in the file's order. Both answers follow the order shown.
    #[test]
    fn answers_list_options_in_the_order_shown() {
        let (catalog, _) = crate::content::Catalog::builtin();
        let quiz = &catalog.quizzes_in(Lang::En)[0].quiz;
        let (index, question) = quiz
            .questions
            .iter()
            .enumerate()
            .find(|(_, q)| {
                q.question_type() == crate::content::QuestionType::Multiple
                    && (0..q.choices().len())
                        .filter(|i| q.is_right_option(*i))
                        .count()
                        >= 2
            })
            .unwrap();
        let right: Vec<usize> = (0..question.choices().len())
            .filter(|i| question.is_right_option(*i))
            .collect();
        let mut shown_order: Vec<usize> = (0..question.choices().len()).collect();
        shown_order.reverse();
        let attempt = Attempt {
            question: index,
            answer: Answer::Choices(right.clone()),
            grade: crate::content::quiz::Grade {
                correct: true,
                points: 1,
            },
            values: BTreeMap::new(),
            hint_shown: false,
            seconds: 1.0,
            typed: String::new(),
            shown_order,
        };
        let first = Lang::En.quote(&question.choices()[right[right.len() - 1]].text);
        // Short options are held on one line by no-break spaces.
        let said = right_answer(question, &attempt, Lang::En).replace('\u{a0}', " ");
        assert!(said.starts_with(&first), "{said} / {first}");
        let given = given_answer(question, &attempt, Lang::En).replace('\u{a0}', " ");
        assert!(given.starts_with(&first), "{given}");
    }

    /// The built-in question `id` in each language, with its place in
    /// its quiz.
    fn built_in_question(id: &str) -> Vec<(Lang, usize, Question)> {
        let (catalog, _) = crate::content::Catalog::builtin();
        Lang::ALL
            .into_iter()
            .map(|lang| {
                let quiz = &catalog
                    .quizzes_in(lang)
                    .into_iter()
                    .find(|q| q.quiz.questions.iter().any(|q| q.id == id))
                    .unwrap()
                    .quiz;
                let index = quiz.questions.iter().position(|q| q.id == id).unwrap();
                (lang, index, quiz.questions[index].clone())
            })
            .collect()
    }

    /// Reader 26 (es 6.4): 0,146 typed for a rate of 0,00146 (the
    /// percentage without its sign) was graded with «la respuesta es
    /// 0,00146» alone, where an answer typed with % got «es decir,
    /// 0,146 %». The slip gets it too; a plain wrong number does not.
    /// Question `index` answered with the number `typed`, drawn with
    /// `values`, graded `correct` (one point) or not.
    fn typed_attempt(
        index: usize,
        values: &BTreeMap<String, f64>,
        typed: f64,
        correct: bool,
    ) -> Attempt {
        Attempt {
            question: index,
            answer: Answer::Number(typed),
            grade: crate::content::quiz::Grade {
                correct,
                points: u32::from(correct),
            },
            values: values.clone(),
            hint_shown: false,
            seconds: 1.0,
            typed: format!("{typed}"),
            shown_order: Vec::new(),
        }
    }

    #[test]
    fn a_percentage_typed_without_its_sign_gets_the_answer_in_percent() {
        for (lang, index, question) in built_in_question("bloom-rate") {
            let question = &question;
            let values: BTreeMap<String, f64> = [("m", 16_000.0), ("k", 7.0), ("n", 1000.0)]
                .map(|(name, value)| (name.to_owned(), value))
                .into();
            let expected = question.expected_number(&values).unwrap();
            let attempt = |typed: f64| typed_attempt(index, &values, typed, false);
            let slip = in_percent_as_typed(question, &attempt(expected * 100.0), lang);
            assert!(slip.contains("\u{a0}%"), "{lang:?}: {slip}");
            let wrong = in_percent_as_typed(question, &attempt(expected * 3.0), lang);
            assert_eq!(wrong, "", "{lang:?}");
        }
    }

    /// Reader 45 (en 6.3, es 6.1): 0,5 typed for a rate of 0,005126
    /// (0,5 % without its sign) got a bare «Incorrecto — la respuesta es
    /// 0,005126 …, es decir, 0,5126 %». The feedback now says how 0,5 was
    /// read and what to type; a plain wrong number, a right answer and an
    /// answer typed with % get nothing.
    #[test]
    fn a_percentage_typed_without_its_sign_is_told_how_it_was_read() {
        for (lang, index, question) in built_in_question("bloom-rate") {
            let question = &question;
            let values: BTreeMap<String, f64> = [("m", 11_000.0), ("k", 7.0), ("n", 1000.0)]
                .map(|(name, value)| (name.to_owned(), value))
                .into();
            let said =
                percent_sign_missing(question, &typed_attempt(index, &values, 0.5, false), lang);
            let want = match lang {
                Lang::En => "0.5 is read as 50\u{a0}%; for 0.5\u{a0}% type the % sign.",
                Lang::Es => "0,5 se lee como 50\u{a0}%; para 0,5\u{a0}% escribe el signo %.",
            };
            assert_eq!(said.as_deref(), Some(want), "{lang:?}");
            for (typed, correct) in [(1.5, false), (0.005126, true)] {
                let attempt = typed_attempt(index, &values, typed, correct);
                assert_eq!(percent_sign_missing(question, &attempt, lang), None);
            }
            let mut with_sign = typed_attempt(index, &values, 0.5, false);
            with_sign.typed = "0.5%".to_owned();
            assert_eq!(percent_sign_missing(question, &with_sign, lang), None);
        }
    }

    /// Reader 30 (en 5.2): the optimal k for m = 12,000 and n = 1,500 is
    /// 5.5452, shown «5.55 (±0.05)», and 5.6 was marked wrong with nothing
    /// to rebuild why. Where the shown figure would accept the answer, the
    /// unrounded value and the distance are said; nowhere else.
    #[test]
    fn rounding_that_decides_is_said() {
        for (lang, index, question) in built_in_question("best-k") {
            let question = &question;
            let values: BTreeMap<String, f64> = [("m", 12_000.0), ("n", 1500.0)]
                .map(|(name, value)| (name.to_owned(), value))
                .into();
            let attempt = |typed: f64, correct: bool| typed_attempt(index, &values, typed, correct);
            let said = rounding_decided(question, &attempt(5.6, false), lang).unwrap();
            let (exact, off) = match lang {
                Lang::En => ("5.5452", "0.0548"),
                Lang::Es => ("5,5452", "0,0548"),
            };
            assert!(
                said.contains(exact) && said.contains(off),
                "{lang:?}: {said}"
            );
            // My results and a review say it too.
            let right = right_answer(question, &attempt(5.6, false), lang);
            assert!(right.contains(exact), "{lang:?}: {right}");
            assert!(!right_answer(question, &attempt(5.7, false), lang).contains(exact));
            assert_eq!(rounding_decided(question, &attempt(5.7, false), lang), None);
            assert_eq!(rounding_decided(question, &attempt(5.55, true), lang), None);
        }
    }
}
