//! `results --summary` as text, in `--lang`'s words and numbers, fitted
//! to the terminal's width: prose wraps at words, the questions' table
//! takes short headers with a legend where the long ones do not fit, and
//! a label is cut only at a word (reader 83, en 1.10).

use std::io::Write;

use bloomlab::exercise::record::check_words;
use bloomlab::lang::Lang;
use bloomlab::records::summary::{self, ClassSummary, Counted, Gain, QuestionSummary, QuizSummary};
use bloomlab::t;
use bloomlab::units::decimal_mark;

use super::super::results::cut;
use super::super::wrap::fitted_here;

mod cohort;
use cohort::{write_gain, write_histogram, write_students};

/// The summary as text: each quiz, then the gain when asked for (or a
/// line saying no student has an attempt).
pub(super) fn write_text(
    summary: &ClassSummary,
    lang: Lang,
    students: usize,
    out: &mut dyn Write,
) -> std::io::Result<()> {
    if summary.quizzes.is_empty() {
        writeln!(
            out,
            "{}",
            t!(lang, "stats-no-attempts", students = students)
        )?;
    }
    for quiz in &summary.quizzes {
        write_quiz_summary(quiz, lang, out)?;
    }
    if let Some(gain) = &summary.gain {
        write_gain(gain, lang, out)?;
    }
    Ok(())
}

/// A number with `decimals` decimals in the language's decimal mark, or a
/// dash when there is none.
fn fixed(lang: Lang, value: Option<f64>, decimals: usize) -> String {
    value.map_or_else(
        || "—".to_owned(),
        |v| decimal_mark(lang, format!("{v:.decimals$}")),
    )
}

/// A percentage, "62 %" or "62,5 %" with `decimals`.
fn percent(lang: Lang, value: Option<f64>, decimals: usize) -> String {
    value.map_or_else(
        || "—".to_owned(),
        |v| format!("{}\u{a0}%", fixed(lang, Some(v), decimals)),
    )
}

/// Catalogue keys in `lang`'s words: a table's headers.
fn words(lang: Lang, keys: &[&str]) -> Vec<String> {
    keys.iter()
        .map(|key| bloomlab::i18n::text(lang, key))
        .collect()
}

/// A line of prose under a heading: two spaces in, fitted to the width.
fn indented(out: &mut dyn Write, text: &str) -> std::io::Result<()> {
    writeln!(out, "{}", fitted_here(&format!("  {text}")))
}

/// A table: headers, then rows, each column as wide as its widest entry;
/// the first column is aligned left, the others right.
fn write_table(
    out: &mut dyn Write,
    indent: &str,
    headers: &[String],
    rows: &[Vec<String>],
    after: &[Vec<String>],
) -> std::io::Result<()> {
    let widths: Vec<usize> = (0..headers.len())
        .map(|at| {
            rows.iter()
                .map(|row| row[at].chars().count())
                .chain(std::iter::once(headers[at].chars().count()))
                .max()
                .unwrap_or(0)
        })
        .collect();
    let cells = |row: &[String]| -> String {
        let cells: Vec<String> = row
            .iter()
            .zip(&widths)
            .enumerate()
            .map(|(at, (cell, width))| {
                let pad = " ".repeat(width.saturating_sub(cell.chars().count()));
                if at == 0 {
                    format!("{cell}{pad}")
                } else {
                    format!("{pad}{cell}")
                }
            })
            .collect();
        format!("{indent}{}", cells.join("  "))
            .trim_end()
            .to_owned()
    };
    writeln!(out, "{}", cells(headers))?;
    for (at, row) in rows.iter().enumerate() {
        writeln!(out, "{}", cells(row))?;
        for extra in after.get(at).into_iter().flatten() {
            let note = format!("{indent}{:w$}    {extra}", "", w = widths[0]);
            writeln!(out, "{}", fitted_here(&note))?;
        }
    }
    Ok(())
}

/// How wide [`write_table`] lays out `headers` and `rows` after `indent`.
fn table_width(indent: &str, headers: &[String], rows: &[Vec<String>]) -> usize {
    let widest = |at: usize| {
        rows.iter()
            .map(|row| row[at].chars().count())
            .chain(std::iter::once(headers[at].chars().count()))
            .max()
            .unwrap_or(0)
    };
    let columns: usize = (0..headers.len()).map(widest).sum();
    indent.len() + columns + 2 * headers.len().saturating_sub(1)
}

/// A title for a heading of its own: whole up to [`HEADING_CHARS`], as
/// a record's title is the student's file's and may be any length.
fn cut_heading(text: &str) -> String {
    match text.char_indices().nth(HEADING_CHARS) {
        None => text.to_owned(),
        Some(_) => format!(
            "{}…",
            text.chars().take(HEADING_CHARS - 1).collect::<String>()
        ),
    }
}

/// The most characters of a title in a quiz's heading.
const HEADING_CHARS: usize = 160;

/// A label of at most [`cut`]'s length, cut only between words and never
/// after a number whose unit it would part from («some 5…» of «some 50 %
/// of the bits»: reader 83, en 1.10); a single word longer than that is
/// cut as [`cut`] cuts it.
fn cut_at_word(text: &str) -> String {
    let whole = cut(text);
    if whole == text {
        return whole;
    }
    let room = whole.chars().count() - 1;
    let mut kept: Vec<&str> = Vec::new();
    let mut length = 0;
    for word in text.split(' ') {
        let more = word.chars().count() + usize::from(!kept.is_empty());
        if length + more > room {
            break;
        }
        length += more;
        kept.push(word);
    }
    // A number is not left without the word after it.
    while kept
        .last()
        .is_some_and(|word| word.starts_with(|c: char| c.is_ascii_digit()))
    {
        kept.pop();
    }
    if kept.is_empty() {
        return whole;
    }
    format!("{}…", kept.join(" "))
}

/// One quiz's item analysis: its heading and figures, the questions, the
/// students and the histogram of first-attempt scores.
fn write_quiz_summary(quiz: &QuizSummary, lang: Lang, out: &mut dyn Write) -> std::io::Result<()> {
    write_quiz_figures(quiz, lang, out)?;
    writeln!(out)?;
    write_questions(quiz, lang, out)?;
    writeln!(out)?;
    write_students(quiz, lang, out)?;
    writeln!(out)?;
    write_histogram(quiz, lang, out)?;
    writeln!(out)
}

/// The quiz's heading, which attempts count, and the figures of the
/// whole quiz (scores, consistency, the small-class warning).
fn write_quiz_figures(quiz: &QuizSummary, lang: Lang, out: &mut dyn Write) -> std::io::Result<()> {
    let id = cut(&quiz.quiz_id);
    // A title such as «Filtros de Bloom, autoevaluación» already says
    // what it is: «Autoevaluación» before it read twice (reader 30, es
    // 4.2). Only a bare id takes the word.
    let name = match (&quiz.title, exercise_of(quiz)) {
        // A heading has its line, wrapped: the title whole up to a
        // paragraph's length, not cut as a table's name column is («When
        // a Bloom filter is not enough, self…», reader 34, en 1.8).
        (Some(title), _) => format!("{} ({id})", lang.quote(&cut_heading(title))),
        // An exercise is not a quiz: named as the Exercises screen names
        // it, with its id as quizzes show theirs (reader 40, es 4.4).
        (None, Some(exercise)) => t!(
            lang,
            "stats-exercise-name",
            title = lang.quote(&exercise.title(lang)),
            id = id
        ),
        (None, None) => t!(lang, "stats-quiz-untitled", id = id),
    };
    let heading = t!(
        lang,
        "stats-quiz-heading",
        quiz = name,
        students = quiz.students.len(),
        languages = quiz.languages.join(", ")
    );
    writeln!(out, "{}", fitted_here(&heading))?;
    if quiz.content_hashes.len() > 1 {
        let versions = t!(
            lang,
            "stats-versions-differ",
            versions = quiz.content_hashes.len()
        );
        indented(out, &versions)?;
    }
    let which = match quiz.attempts_counted {
        Counted::First => t!(lang, "stats-counted-first", attempts = quiz.counted),
        Counted::Last => t!(lang, "stats-counted-last", attempts = quiz.counted),
        Counted::Best => t!(lang, "stats-counted-best", attempts = quiz.counted),
        Counted::All => t!(lang, "stats-counted-all", attempts = quiz.counted),
    };
    indented(out, &which)?;
    indented(
        out,
        &t!(
            lang,
            "stats-quiz-scores",
            mean = percent(lang, quiz.mean_percent, 1),
            median = percent(lang, quiz.median_percent, 1),
            sd = percent(lang, quiz.sd_percent, 1)
        ),
    )?;
    indented(
        out,
        &t!(
            lang,
            "stats-quiz-consistency",
            alpha = fixed(lang, quiz.cronbach_alpha, 2),
            ratio = percent(lang, quiz.error_ratio_percent, 1),
            error = percent(lang, quiz.standard_error_percent, 1)
        ),
    )?;
    if quiz.small_class {
        let caution = t!(
            lang,
            "stats-small-class",
            students = quiz.counted_students,
            least = summary::SMALL_CLASS
        );
        indented(out, &caution)?;
    }
    Ok(())
}

/// `question` without the answers given, for an exercise's check.
fn without_answers(question: &QuestionSummary) -> QuestionSummary {
    QuestionSummary {
        responses: Vec::new(),
        common_wrong: Vec::new(),
        ..question.clone()
    }
}

/// The exercise `quiz` summarises, when it is one: graded runs, with no
/// quiz file to title them.
fn exercise_of(quiz: &QuizSummary) -> Option<&'static bloomlab::exercise::Exercise> {
    quiz.title
        .is_none()
        .then(|| bloomlab::exercise::find(&quiz.quiz_id))
        .flatten()
}

/// The table of questions, each with its responses, common wrong
/// answers and who still misses it below its row.
fn write_questions(quiz: &QuizSummary, lang: Lang, out: &mut dyn Write) -> std::io::Result<()> {
    writeln!(out, "  {}", t!(lang, "stats-questions-heading"))?;
    let mut rows = Vec::new();
    let mut after = Vec::new();
    let exercise = exercise_of(quiz).is_some();
    for question in &quiz.questions {
        // An exercise's checks in the words its grading prints («memoria
        // (m = 4096, …)», never the English id: reader 40, es 5.3).
        let name = exercise
            .then(|| check_words(&question.question_id, lang))
            .flatten()
            .unwrap_or_else(|| question.question_id.clone());
        rows.push(vec![
            cut(&name),
            question.answered.to_string(),
            question.first_attempts.to_string(),
            fixed(lang, question.facility, 2),
            fixed(lang, question.sd, 2),
            fixed(lang, question.random_guess, 2),
            fixed(lang, question.discrimination, 2),
            fixed(lang, question.discriminative_efficiency, 2),
            question.partly_right.to_string(),
        ]);
        // A check's answer is its figures as the record keeps them
        // («needed_bits=16384 …»): the grading's report says them.
        after.push(if exercise {
            question_notes(&without_answers(question), lang)
        } else {
            question_notes(question, lang)
        });
    }
    let mut headers = question_headers(lang, false);
    let room = super::super::width::available();
    if table_width("  ", &headers, &rows) > room {
        // Short headers, said in full above the table (reader 83, en 1.10).
        headers = question_headers(lang, true);
        let legend = t!(lang, "stats-cols-short-legend");
        indented(out, &legend)?;
        let same = fit_questions(&mut headers, &mut rows, room);
        if !same.is_empty() {
            let note = t!(lang, "stats-cols-same", columns = same.join("; "));
            indented(out, &note)?;
        }
    }
    write_table(out, "  ", &headers, &rows, &after)
}

/// The questions' table made to fit `room` columns, as the measured
/// tables fit theirs (reader 44: 88 columns at 80): columns whose cells
/// are the same on every row tell no question apart and are left out,
/// the rightmost first, until it fits; then the questions' names are
/// cut shorter, to no fewer than [`NARROWEST_NAME`] characters. Returns
/// each column left out with its one value («SD —», «part 0»).
fn fit_questions(headers: &mut Vec<String>, rows: &mut [Vec<String>], room: usize) -> Vec<String> {
    let mut same = Vec::new();
    // Never the question, nor facility, the figure the table is for.
    for at in [8, 7, 6, 5, 4, 2, 1] {
        if table_width("  ", headers, rows) <= room {
            break;
        }
        let first = rows.first().map(|row| row[at].clone());
        if let Some(first) = first.filter(|first| rows.iter().all(|row| row[at] == *first)) {
            same.push(format!("{} {first}", headers.remove(at)));
            for row in rows.iter_mut() {
                row.remove(at);
            }
        }
    }
    same.reverse();
    let over = table_width("  ", headers, rows).saturating_sub(room);
    let widest = rows.iter().map(|row| row[0].chars().count()).max();
    if let Some(widest) = widest.filter(|_| over > 0) {
        let most = widest.saturating_sub(over).max(NARROWEST_NAME);
        for row in rows.iter_mut() {
            if row[0].chars().count() > most {
                let kept: String = row[0].chars().take(most - 1).collect();
                row[0] = format!("{}…", kept.trim_end());
            }
        }
    }
    same
}

/// The fewest characters a question's name is cut to for the width.
const NARROWEST_NAME: usize = 16;

/// The questions' table's headers, in full or `short`.
fn question_headers(lang: Lang, short: bool) -> Vec<String> {
    let keys: [&str; 9] = if short {
        [
            "stats-col-question",
            "stats-col-answered-short",
            "stats-col-counted-short",
            "stats-col-facility-short",
            "stats-col-sd",
            "stats-col-guess-short",
            "stats-col-discrimination-short",
            "stats-col-efficiency-short",
            "stats-col-partly-right-short",
        ]
    } else {
        [
            "stats-col-question",
            "stats-col-answered",
            "stats-col-counted",
            "stats-col-facility",
            "stats-col-sd",
            "stats-col-guess",
            "stats-col-discrimination",
            "stats-col-efficiency",
            "stats-col-partly-right",
        ]
    };
    words(lang, &keys)
}

/// An answer as a record keeps it, in `lang`'s words: a true or false
/// answer as «Verdadero» or «Falso», a number with the language's
/// decimal mark («153,36», not «153.36»: reader 40, es 4.5); any other
/// text as it is.
fn answer_words(lang: Lang, answer: &str) -> String {
    let number = !answer.is_empty()
        && answer.parse::<f64>().is_ok()
        && answer
            .chars()
            .all(|c| c.is_ascii_digit() || matches!(c, '.' | '-'));
    match answer {
        "true" => t!(lang, "stats-true"),
        "false" => t!(lang, "stats-false"),
        _ if number => decimal_mark(lang, answer.to_owned()),
        _ => answer.to_owned(),
    }
}

/// A wrong answer as a record keeps it, in the language's quotes, read
/// as what it is: a several-answer question's set of choices as a set
/// («“Xor filter” + “Counting filter”», and one choice alone as «only
/// “Counting filter”», not a bare “Counting filter” one line under the
/// same words marked ✓: reader 45, en 4.5), an ordering's items joined
/// by «→» as in the responses above it (not «>», read as «greater than»:
/// reader 45, en 4.4).
fn wrong_answer_words(kind: Option<&str>, lang: Lang, answer: &str) -> String {
    match kind {
        Some("multiple") if !answer.is_empty() => {
            let choices: Vec<String> = answer.split(" | ").map(|c| lang.quote(c)).collect();
            match choices.as_slice() {
                [one] => t!(lang, "stats-wrong-only", choice = one.as_str()),
                several => several.join(" + "),
            }
        }
        Some("ordering") => lang.quote(&answer.replace(" > ", " → ")),
        _ => lang.quote(&answer_words(lang, answer)),
    }
}

/// The lines under a question's row: the responses given, the common
/// wrong answers and the students who still miss it, where there are any.
/// Each answer stands in the language's quotes («…», “…”), so the «; »
/// between answers is never taken for one inside an answer.
fn question_notes(question: &QuestionSummary, lang: Lang) -> Vec<String> {
    let mut lines = Vec::new();
    if !question.responses.is_empty() {
        let given: Vec<String> = question
            .responses
            .iter()
            .map(|r| {
                let mark = if r.correct { " ✓" } else { "" };
                let answer = answer_words(lang, &r.answer);
                format!("{}{mark} ×{}", lang.quote(&cut_at_word(&answer)), r.count)
            })
            .collect();
        lines.push(t!(lang, "stats-responses", responses = given.join("; ")));
    }
    if !question.common_wrong.is_empty() {
        // Each wrong answer by its text, as the student saw it: the
        // choices' places in the file are no number a student saw, as
        // most quizzes shuffle them (reader 48).
        let wrong: Vec<String> = question
            .common_wrong
            .iter()
            .map(|w| {
                // Each in the language's quotes: an answer may hold «; »,
                // the separator between them.
                let answers: Vec<String> = w
                    .answers
                    .iter()
                    .map(|a| wrong_answer_words(question.kind.as_deref(), lang, a))
                    .collect();
                format!("{} ×{}", answers.join(" / "), w.count)
            })
            .collect();
        let answers = wrong.join("; ");
        let answered = question.answered;
        // «Wrong in every attempt» only when no answer, a retry's or a
        // review's included, was right (reader 48).
        lines.push(if question.answered_right == 0 {
            t!(
                lang,
                "stats-wrong-always",
                answered = answered,
                answers = answers
            )
        } else {
            t!(
                lang,
                "stats-wrong-some",
                wrong = answered.saturating_sub(question.answered_right),
                answered = answered,
                answers = answers
            )
        });
    }
    if !question.still_missing.is_empty() {
        let names: Vec<String> = question.still_missing.iter().map(|n| cut(n)).collect();
        lines.push(t!(lang, "stats-still-missed", students = names.join(", ")));
    }
    lines
}
