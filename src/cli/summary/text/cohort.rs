//! The summary's parts about the students as a group: one row per
//! student, the histogram of their scores, and the gain from a
//! before-and-after pair.

use super::*;

/// The table of students: attempts, first and best scores.
pub(super) fn write_students(
    quiz: &QuizSummary,
    lang: Lang,
    out: &mut dyn Write,
) -> std::io::Result<()> {
    let headers = words(
        lang,
        &[
            "stats-col-student",
            "stats-col-attempts",
            "stats-col-first",
            "stats-col-best",
        ],
    );
    let rows: Vec<Vec<String>> = quiz
        .students
        .iter()
        .map(|student| {
            vec![
                cut(&student.student),
                student.attempts.to_string(),
                percent(lang, student.first_percent, 0),
                percent(lang, student.best_percent, 0),
            ]
        })
        .collect();
    write_table(out, "  ", &headers, &rows, &[])?;
    // The attempts left out of «first whole» and «best whole», said: a
    // first grading that stopped at 0 of 9 checks stood beside «first
    // 100 %» (reader 44, en 5.3).
    let all: usize = quiz.students.iter().map(|s| s.attempts).sum();
    let whole: usize = quiz.students.iter().map(|s| s.whole_attempts).sum();
    if whole < all {
        let kind = if exercise_of(quiz).is_some() {
            "exercise"
        } else {
            "quiz"
        };
        let note = t!(
            lang,
            "stats-students-not-whole",
            kind = kind,
            left = all - whole,
            attempts = all
        );
        indented(out, &note)?;
    }
    Ok(())
}

/// The histogram of first-attempt scores, a bar of blocks a student.
pub(super) fn write_histogram(
    quiz: &QuizSummary,
    lang: Lang,
    out: &mut dyn Write,
) -> std::io::Result<()> {
    writeln!(out, "  {}", t!(lang, "stats-histogram-heading"))?;
    for bar in &quiz.histogram {
        // Bars hold whole percentages up to the next bar's start; the
        // last one holds 100 % too.
        let to = if bar.to_percent == 100 {
            100
        } else {
            bar.to_percent - 1
        };
        let label = format!("{}–{to}\u{a0}%", bar.from_percent);
        let row = format!(
            "  {label:>9} {:>2} {}",
            bar.students,
            "█".repeat(bar.students)
        );
        writeln!(out, "{}", row.trim_end())?;
    }
    Ok(())
}

pub(super) fn write_gain(gain: &Gain, lang: Lang, out: &mut dyn Write) -> std::io::Result<()> {
    let heading = if gain.pre_quiz == gain.post_quiz {
        t!(lang, "stats-gain-one-quiz", quiz = cut(&gain.pre_quiz))
    } else {
        t!(
            lang,
            "stats-gain-two-quizzes",
            pre = cut(&gain.pre_quiz),
            post = cut(&gain.post_quiz)
        )
    };
    writeln!(out, "{heading}")?;
    let headers = words(
        lang,
        &[
            "stats-col-student",
            "stats-col-pre",
            "stats-col-post",
            "stats-col-gain",
        ],
    );
    let mut rows = Vec::new();
    let mut after = Vec::new();
    for student in &gain.students {
        rows.push(vec![
            cut(&student.student),
            percent(lang, student.pre, 0),
            percent(lang, student.post, 0),
            fixed(lang, student.g, 2),
        ]);
        let why = match (student.pre, student.post) {
            (Some(pre), Some(_)) if pre >= 100.0 => Some(t!(lang, "stats-gain-undefined")),
            (Some(_), None) => Some(t!(lang, "stats-gain-no-post")),
            (None, _) => Some(t!(lang, "stats-gain-no-pre")),
            (Some(_), Some(_)) => None,
        };
        after.push(why.into_iter().collect());
    }
    write_table(out, "  ", &headers, &rows, &after)?;
    writeln!(
        out,
        "  {}",
        t!(
            lang,
            "stats-gain-class",
            class_g = fixed(lang, gain.class_g, 2),
            mean_g = fixed(lang, gain.mean_g, 2),
            n = gain.n,
            pre = percent(lang, gain.mean_pre, 1),
            post = percent(lang, gain.mean_post, 1)
        )
    )?;
    writeln!(out)
}
