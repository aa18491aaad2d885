//! My results' list of the latest attempts: one line each, and the
//! legend of the kinds shown.

use super::*;

/// The latest attempts, newest first, one line each: when, the points
/// (not questions: a 9-question quiz can be worth 12 points), the share,
/// and what kind of attempt it was; then what each kind shown means.
pub(super) fn recent_lines(
    attempts: &[&crate::records::QuizAttempt],
    ctx: &Context,
) -> (Vec<String>, Vec<String>) {
    use crate::records::AttemptKind;
    let lang = ctx.lang;
    let full = full_length(attempts);
    let shown: Vec<&&QuizAttempt> = attempts.iter().rev().take(7).collect();
    // The fractions right-aligned and the word after them padded, so
    // that «1/1 point» and «7/8 points» line up.
    let fraction = |a: &QuizAttempt| format!("{}/{}", a.score, a.max_score);
    let fraction_width = shown.iter().map(|a| fraction(a).len()).max().unwrap_or(0);
    // An exercise's score counts checks, as the Exercises screen says
    // «9 of 9 checks» (reader 12, en 4.5: «9/9 points»).
    let word = |kind: AttemptKind, max: u32| {
        if kind == AttemptKind::Exercise {
            t!(lang, "history-checks-word", max = max)
        } else {
            t!(lang, "history-points-word", max = max)
        }
    };
    // Wide enough for the singular and the plural, so that the columns
    // after it stand still from one page to the next.
    let word_width = shown
        .iter()
        .flat_map(|attempt| [1, 2].map(|max| word(attempt.kind, max).chars().count()))
        .max()
        .unwrap_or(0);
    let rows = shown
        .iter()
        .map(|attempt| {
            // An unfinished attempt has no percentage: 1/1 of one question
            // answered is not «100 %» of the quiz (reader 8, es 5.6).
            let percent = if attempt.kind == AttemptKind::Unfinished {
                "    —".to_owned()
            } else {
                format!("{:>3.0} %", attempt.percent())
            };
            format!(
                "{}  {:>fraction_width$} {:<word_width$} {percent}{}",
                format_time(attempt.finished_at, &ctx.time_zone, ctx.lang),
                fraction(attempt),
                word(attempt.kind, attempt.max_score),
                // An exercise's page holds only its runs: «exercise» after
                // each read as a stray word (reader 18, en 4.8).
                kind_mark(attempt, full, lang)
                    .filter(|_| attempt.kind != AttemptKind::Exercise)
                    .map(|mark| format!(" {mark}"))
                    .unwrap_or_default()
            )
        })
        .collect::<Vec<String>>();
    // Room for a review's mark, shown or not: a review starts here (r),
    // and the columns moved when its row first came back (reader 26, es
    // 1.11). The rarer marks widen the column where they are.
    // An exercise's page has no reviews, and no marks at all.
    let exercises = shown.iter().all(|a| a.kind == AttemptKind::Exercise);
    let mark_width = if exercises {
        0
    } else {
        crate::i18n::text(lang, "class-mark-review").chars().count() + 1
    };
    let unmarked = rows
        .iter()
        .zip(&shown)
        .map(|(row, attempt)| {
            let mark = kind_mark(attempt, full, lang)
                .filter(|_| attempt.kind != AttemptKind::Exercise)
                .map_or(0, |mark| mark.chars().count() + 1);
            row.chars().count() - mark
        })
        .max()
        .unwrap_or(0);
    let rows = rows
        .into_iter()
        .map(|row| format!("{row:<width$}", width = unmarked + mark_width))
        .collect();
    let retried = shown.iter().any(|a| {
        a.kind == AttemptKind::Retry || (a.kind == AttemptKind::Whole && !a.is_whole_of(full))
    });
    let reviewed = shown.iter().any(|a| a.kind == AttemptKind::Review);
    let legend = [
        retried.then(|| t!(lang, "history-legend-retry")),
        reviewed.then(|| t!(lang, "history-legend-review")),
    ]
    .into_iter()
    .flatten()
    .collect();
    (rows, legend)
}

/// The number of questions of the longest attempt: the whole quiz.
pub(super) fn full_length(attempts: &[&QuizAttempt]) -> usize {
    crate::records::full_length(attempts.iter().copied())
}
