//! My results' chart: the scores of a quiz's whole attempts, or of an
//! exercise's gradings, oldest first.

use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::symbols::Marker;
use ratatui::widgets::{GraphType, Paragraph};

use super::super::protocol::Context;
use super::super::widgets::{axis, chart, paragraph, series, y_axis};
use super::full_length;
use crate::records::QuizAttempt;
use crate::t;

/// The chart's points: whole-quiz attempts only, as a short review would
/// spike the line (an exercise's every grading is whole; a crash records
/// fewer checks), numbered from 1, with their percentage.
pub(super) fn score_points(attempts: &[&QuizAttempt]) -> Vec<(f64, f64)> {
    let full = full_length(attempts);
    attempts
        .iter()
        .filter(|a| a.is_whole_of(full) || a.kind == crate::records::AttemptKind::Exercise)
        .enumerate()
        .map(|(i, a)| ((i + 1) as f64, a.percent()))
        .collect()
}

/// What is said in place of the chart, with fewer than two whole
/// attempts: none yet (reader 8, es 5.6), or the one score in words,
/// where a lone block floated over a one-point axis and read as neither
/// a bar nor a point (reader 18, es 1.10; reader 19, en R-a).
pub(super) fn said_instead(
    attempts: &[&QuizAttempt],
    points: &[(f64, f64)],
    lang: crate::lang::Lang,
) -> Option<String> {
    match points {
        [] => Some(t!(lang, "history-chart-none-whole")),
        // An exercise's checks are not points (reader 40, es 4.8).
        [(_, score)] => Some(t!(
            lang,
            "history-chart-one-whole",
            score = format!("{score:.0}\u{a0}%"),
            kind = if attempts
                .iter()
                .all(|attempt| attempt.kind == crate::records::AttemptKind::Exercise)
            {
                "exercise"
            } else {
                "quiz"
            }
        )),
        _ => None,
    }
}

/// The chart of `points` ([`score_points`] of `attempts`), or the line
/// that says why there is none.
pub(super) fn render_scores(
    frame: &mut Frame,
    area: Rect,
    (attempts, points): (&[&QuizAttempt], &[(f64, f64)]),
    ctx: &Context,
) {
    let lang = ctx.lang;
    let theme = &ctx.theme;
    let said = said_instead(attempts, points, lang);
    if let Some(said) = said {
        frame.render_widget(
            Paragraph::new(paragraph(&said, area.width, theme.dim)),
            area,
        );
        return;
    }
    if area.height < 5 || area.width < 20 {
        return;
    }
    let last = points.len() as f64;
    // An odd number of plot rows, so that «50 %» names the row 50 % is
    // drawn on; and a block on each score only where a row is a quarter
    // of the scale at most: on three rows 33 % stood as a block on the
    // «50 %» row (reader 43, es 5.5). The line, in braille, is finer.
    let area = super::super::widgets::odd_plot_rows(area);
    let blocks = area.height.saturating_sub(3) >= 5;
    // Unnamed: the chart draws no legend, and «score %» named checks on
    // an exercise's page.
    let mut datasets = vec![series(
        None,
        Marker::Braille,
        GraphType::Line,
        theme.accent,
        points,
    )];
    if blocks {
        datasets.push(series(
            None,
            Marker::Block,
            GraphType::Scatter,
            theme.warn,
            points,
        ));
    }
    // Each attempt's score in the title, oldest first: eight rows cannot
    // tell 57 % from 67 % (reader 16, es 1.5); the last six where more.
    let shown = &points[points.len().saturating_sub(6)..];
    let scores: Vec<String> = shown
        .iter()
        .map(|&(_, score)| format!("{score:.0}\u{a0}%"))
        .collect();
    let scores = match points.len() > shown.len() {
        true => format!("…, {}", super::super::widgets::in_words(lang, &scores)),
        false => super::super::widgets::in_words(lang, &scores),
    };
    // An exercise's page charts its gradings, which have checks, not
    // questions.
    let graded = attempts
        .iter()
        .all(|a| a.kind == crate::records::AttemptKind::Exercise);
    let title = if graded {
        t!(lang, "history-chart-title-runs", scores = scores)
    } else {
        t!(lang, "history-chart-title-scores", scores = scores)
    };
    let chart = chart(
        datasets,
        format!(" {title} "),
        axis(
            [1.0, last],
            vec!["1".to_owned(), format!("{last:.0}")],
            theme,
        ),
        y_axis(
            [0.0, 100.0],
            ["0 %", "50 %", "100 %"].map(str::to_owned).to_vec(),
            theme,
        ),
        None,
        theme,
    );
    frame.render_widget(chart, area);
}
