//! Drawing the lesson screen: the list of lessons; the offer to continue;
//! a step with its section, text, scene, table and predict prompt, whose
//! feedback and reveal show once it is answered.

use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;

use super::LessonScreen;
use super::live::LessonRun;
use super::scene_lines::{scene_lines, table_lines};
use super::state::OpenLesson;
use crate::content::lesson::experiment::Shows;
use crate::content::lesson::{Predict, StepExperiment};
use crate::experiment::explain::{Decision, explain};
use crate::experiment::{Outcome, family_verdicts};
use crate::lang::Lang;
use crate::tui::protocol::{Click, Context};
use crate::tui::text::{tr, wrap};
use crate::tui::widgets::{choice_hits, choice_list, fitted, paragraph, scrolled};
use crate::units::percent;

/// Where each choice was drawn, for clicks: (first line, end line, choice).
type ChoiceRows = Vec<(usize, usize, usize)>;

impl LessonScreen {
    pub fn render(
        &self,
        frame: &mut Frame,
        area: Rect,
        ctx: &Context,
        hits: &mut Vec<(Rect, Click)>,
    ) {
        let Some(open) = &self.open else {
            self.render_list(frame, area, ctx);
            return;
        };
        let theme = &ctx.theme;
        let step = open.current();
        let [header, body] =
            Layout::vertical([Constraint::Length(2), Constraint::Min(0)]).areas(area);
        render_header(frame, header, open, ctx);
        let width = body.width.saturating_sub(1).max(1);
        if let Some(saved) = open.resume {
            let offer = resume_offer(open, saved, ctx.lang);
            frame.render_widget(Paragraph::new(paragraph(&offer, width, theme.warn)), body);
            return;
        }
        let mut lines: Vec<Line> = Vec::new();
        lines.extend(paragraph(&step.text, width, theme.text));
        let answered = open.answers[open.step];
        let reveal = open.revealed();
        // Where what changes at this step begins: the scene an answer
        // reveals, else the question (so the student sees whether the
        // prediction was right); the measurement once it runs, on a step
        // with nothing to predict.
        let mut anchor = None;
        if let Some(scene) = &open.loaded.scenes[open.step] {
            lines.push(Line::raw(""));
            anchor = Some(lines.len());
            lines.extend(scene_lines(scene, reveal, width, ctx));
        }
        if let Some(table) = &step.table {
            lines.push(Line::raw(""));
            lines.extend(table_lines(&table.header, &table.rows, width, ctx));
        }
        let mut choice_rows = Vec::new();
        if let Some(predict) = &step.predict {
            lines.push(Line::raw(""));
            if open.loaded.scenes[open.step].is_none() {
                anchor = Some(lines.len());
            }
            choice_rows = predict_lines(open, predict, width, ctx, &mut lines);
            if answered
                .is_some_and(|picked| picked < predict.choices.len() || predict.numeric().is_some())
                && let Some(reveal_text) = &step.reveal
            {
                lines.push(Line::raw(""));
                lines.extend(paragraph(reveal_text, width, theme.text));
            }
        }
        if let Some(experiment) = &step.experiment {
            lines.push(Line::raw(""));
            let live = self.live.as_ref().filter(|live| live.step == open.step);
            if live.is_some() && step.predict.is_none() {
                anchor = Some(lines.len());
            }
            lines.extend(experiment_lines(open, experiment, live, width, ctx));
        }
        // The ending counts the predictions: not before the last is made.
        if open.at_end() && open.revealed() {
            lines.push(Line::raw(""));
            lines.extend(ending_lines(open, width, ctx));
        }
        if let Some(notice) = open.notice {
            lines.push(Line::raw(""));
            lines.push(Line::from(Span::styled(notice, theme.warn)));
        }
        if open.follow.get()
            && let Some(anchor) = anchor
        {
            // Show the end of what appeared, but never scroll its start
            // out of view.
            let end_in_view = lines.len().saturating_sub(usize::from(body.height));
            let wanted = end_in_view.min(anchor) as u16;
            if wanted > open.scroll.get() {
                open.scroll.set(wanted);
            }
        }
        let (scroll, view, limit) = scrolled(frame, body, lines, open.scroll.get(), true, ctx);
        open.scroll_limit.set(limit);
        choice_hits(hits, view, scroll, &choice_rows);
    }

    fn render_list(&self, frame: &mut Frame, area: Rect, ctx: &Context) {
        let entries: Vec<(String, Option<String>)> = ctx
            .catalog
            .lessons_in(ctx.lang)
            .iter()
            .map(|l| (l.lesson.title.clone(), l.lesson.summary.clone()))
            .collect();
        let title = tr(ctx.lang, "Lessons", "Lecciones");
        let lines = choice_list(title, &entries, self.selected, area.width, &ctx.theme);
        frame.render_widget(Paragraph::new(lines), area);
    }
}

/// The lesson's title and current section, the step number, and the
/// step's title.
fn render_header(frame: &mut Frame, header: Rect, open: &OpenLesson, ctx: &Context) {
    let theme = &ctx.theme;
    let steps = open.loaded.lesson.steps.len();
    // A section lasts until the next step that opens one.
    let section = open.loaded.lesson.steps[..=open.step]
        .iter()
        .rev()
        .find_map(|s| s.section.clone())
        .unwrap_or_default();
    let progress = match ctx.lang {
        Lang::En => format!("step {} of {steps}", open.step + 1),
        Lang::Es => format!("paso {} de {steps}", open.step + 1),
    };
    // Three spaces keep the title apart from the step, which is never cut.
    let title_width = (header.width as usize).saturating_sub(progress.chars().count() + 3);
    // The section says where the student is: when the line is short, the
    // lesson's title gives way first.
    let section_part = format!(" · {section}");
    let lesson_width = title_width.saturating_sub(section_part.chars().count());
    let title = if lesson_width >= 12 {
        format!(
            "{}{section_part}",
            fitted(&open.loaded.lesson.title, lesson_width)
        )
    } else {
        fitted(
            &format!("{}{section_part}", open.loaded.lesson.title),
            title_width,
        )
    };
    frame.render_widget(
        Paragraph::new(vec![
            Line::from(vec![
                Span::styled(format!("{title:<title_width$}"), theme.dim),
                Span::styled(format!("   {progress}"), theme.accent),
            ]),
            Line::from(Span::styled(
                fitted(&open.current().title, header.width as usize),
                theme.title,
            )),
        ]),
        header,
    );
}

fn resume_offer(open: &OpenLesson, saved: usize, lang: Lang) -> String {
    let steps = open.loaded.lesson.steps.len();
    if open.finished(saved) {
        return tr(
            lang,
            "Welcome back. You reached the end of this lesson last time. Press Enter to start it again, or c to see its last step.",
            "Hola de nuevo. La última vez llegaste al final de esta lección. Pulsa Enter para empezarla otra vez, o c para ver el último paso.",
        )
        .to_owned();
    }
    match lang {
        Lang::En => format!(
            "Welcome back. You got as far as step {} of {steps}. Press Enter to continue there, or r to start over.",
            saved + 1
        ),
        Lang::Es => format!(
            "Hola de nuevo. Llegaste hasta el paso {} de {steps}. Pulsa Enter para seguir ahí, o r para empezar de nuevo.",
            saved + 1
        ),
    }
}

/// The predict prompt: its question, its choices (the cursor while it
/// waits; ✓ and ✗ once answered), then the feedback and explanation.
/// Returns where each choice was drawn.
fn predict_lines(
    open: &OpenLesson,
    predict: &Predict,
    width: u16,
    ctx: &Context,
    lines: &mut Vec<Line<'_>>,
) -> ChoiceRows {
    let theme = &ctx.theme;
    let answered = open.answers[open.step];
    let label = tr(
        ctx.lang,
        "Predict before you see: ",
        "Predice antes de ver: ",
    );
    let question = match ctx.lang {
        Lang::En => predict.question.clone(),
        // After a colon Spanish goes on in lower case.
        Lang::Es => after_colon(&predict.question),
    };
    lines.extend(paragraph(&format!("{label}{question}"), width, theme.warn));
    let mut choice_rows = Vec::new();
    if let Some((answer, tolerance)) = predict.numeric() {
        numeric_lines(open, answer, tolerance, predict, width, ctx, lines);
        return choice_rows;
    }
    // In this student's order: row `row` shows choice `index` of the file.
    for row in 0..predict.choices.len() {
        let Some(index) = open.choice_at(row) else {
            continue;
        };
        let choice = &predict.choices[index];
        let picked = answered == Some(index);
        let symbol = match answered {
            None if row == open.cursor => "▶",
            None => " ",
            Some(_) if choice.correct => "✓",
            Some(_) if picked => "✗",
            Some(_) => " ",
        };
        let style = match answered {
            None if row == open.cursor => theme.selected,
            None => theme.text,
            Some(_) if choice.correct => theme.good,
            Some(_) if picked => theme.bad,
            Some(_) => theme.dim,
        };
        let first = lines.len();
        for (line, text) in wrap(&choice.text, (width as usize).saturating_sub(6))
            .into_iter()
            .enumerate()
        {
            let prefix = if line == 0 {
                format!("{symbol} {}) ", row + 1)
            } else {
                "     ".to_owned()
            };
            lines.push(Line::from(Span::styled(format!("{prefix}{text}"), style)));
        }
        choice_rows.push((first, lines.len(), row));
    }
    if let Some(picked) = answered.filter(|picked| *picked < predict.choices.len()) {
        let choice = &predict.choices[picked];
        let (verdict, style) = if choice.correct {
            ("✓ ", theme.good)
        } else {
            ("✗ ", theme.bad)
        };
        lines.extend(paragraph(
            &format!("{verdict}{}", choice.feedback),
            width,
            style,
        ));
        if let Some(explanation) = &predict.explanation {
            lines.extend(paragraph(explanation, width, theme.text));
        }
    }
    choice_rows
}

/// A step's experiment: its shape, then its progress while it runs, then
/// what the step shows of the result (`shows:`): the measured rate beside
/// Bloom's and the exact one, its interval, the p-value and the verdict in
/// plain words. With `hashing: both` the two measurements come one under
/// the other, judged together (family-wise). Nothing of it shows while the
/// step's prediction waits: its shape (m, k, n) can answer the question.
fn experiment_lines<'a>(
    open: &OpenLesson,
    experiment: &StepExperiment,
    live: Option<&LessonRun>,
    width: u16,
    ctx: &Context,
) -> Vec<Line<'a>> {
    let theme = &ctx.theme;
    let lang = ctx.lang;
    let mut lines = Vec::new();
    let Ok(specs) = experiment.specs() else {
        return lines;
    };
    if !open.revealed() {
        lines.extend(paragraph(
            tr(
                lang,
                "This step measures a filter once you have made your prediction.",
                "Este paso mide un filtro cuando hayas hecho tu predicción.",
            ),
            width,
            theme.dim,
        ));
        return lines;
    }
    let compared = experiment.structures.is_some();
    let shows = experiment.shows();
    // Each row's name: its structure, or its hashing.
    let names: Vec<&str> = specs
        .iter()
        .map(|spec| {
            if compared {
                spec.kind.title(lang)
            } else {
                crate::content::hashing_name(spec.hashing, lang)
            }
        })
        .collect();
    let shape = crate::content::experiment_line(experiment, lang).unwrap_or_default();
    lines.extend(paragraph(&shape, width, theme.title));
    let Some(live) = live else {
        lines.extend(paragraph(
            tr(lang, "Press x to run it.", "Pulsa x para ejecutarlo."),
            width,
            theme.dim,
        ));
        return lines;
    };
    if let Some(why) = &live.failed {
        let text = match lang {
            Lang::En => format!("The measurement could not be made: {why}"),
            Lang::Es => format!("No se pudo medir: {why}"),
        };
        lines.extend(paragraph(&text, width, theme.bad));
        return lines;
    }
    let several = specs.len() > 1;
    let finished: Vec<Outcome> = live.outcomes.iter().flatten().cloned().collect();
    // Judged together once all are in, so the claimed error rate holds
    // for the pair.
    let family = (several && finished.len() == specs.len()).then(|| family_verdicts(&finished));
    for (row, name) in names.iter().enumerate() {
        if several {
            lines.push(Line::raw(""));
            lines.extend(paragraph(
                &format!("{}:", capitalized(name)),
                width,
                theme.title,
            ));
        }
        let outcome = live.outcomes.get(row).and_then(Option::as_ref);
        let progress = live.progress.get(row).and_then(Option::as_ref);
        match (outcome, progress) {
            (Some(outcome), _) => {
                let (verdict, decision) = match &family {
                    Some(family) => (
                        family[row].verdicts.exact,
                        Decision::Family {
                            rows: specs.len(),
                            adjusted: family[row].p_adjusted,
                        },
                    ),
                    None => (outcome.verdict, Decision::Alone),
                };
                if compared {
                    let target = experiment.p.unwrap_or_default();
                    lines.extend(structure_lines(
                        outcome, target, verdict, decision, width, ctx,
                    ));
                } else {
                    let judged = Judged { verdict, decision };
                    lines.extend(outcome_lines(outcome, judged, shows, width, ctx));
                }
            }
            (None, Some(progress)) => {
                let text = match lang {
                    Lang::En => format!(
                        "Measuring… {:.0} % · {} queries · {} so far",
                        progress.fraction() * 100.0,
                        crate::units::count(lang, progress.queries),
                        percent(lang, progress.estimate)
                    ),
                    Lang::Es => format!(
                        "Midiendo… {:.0} % · {} consultas · {} por ahora",
                        progress.fraction() * 100.0,
                        crate::units::count(lang, progress.queries),
                        percent(lang, progress.estimate)
                    ),
                };
                lines.extend(paragraph(&text, width, theme.warn));
            }
            (None, None) if live.done => {}
            (None, None) => lines.extend(paragraph(
                tr(lang, "Measuring… starting", "Midiendo… empezando"),
                width,
                theme.warn,
            )),
        }
    }
    if live.done && !finished.is_empty() {
        lines.extend(paragraph(&rerun_text(live, lang), width, theme.dim));
    }
    lines
}

/// Under a finished run: x measures again with a new seed; after such a
/// run, the seed it used, so that new numbers read as new keys and new
/// hash functions, not as a fault.
fn rerun_text(live: &LessonRun, lang: Lang) -> String {
    match (live.reruns, lang) {
        (0, Lang::En) => {
            "Press x to run it again with a new seed (other keys, other hash functions).".to_owned()
        }
        (0, Lang::Es) => {
            "Pulsa x para repetirlo con una semilla nueva (otras claves, otras funciones de hash)."
                .to_owned()
        }
        (_, Lang::En) => format!(
            "Measured with seed {}: other keys and hash functions than the first run, so other numbers. Press x for another seed.",
            live.seed
        ),
        (_, Lang::Es) => format!(
            "Medido con la semilla {}: otras claves y funciones de hash que en la primera medición, y por eso otros números. Pulsa x para otra semilla.",
            live.seed
        ),
    }
}

/// A finished row's verdict and how it was reached.
struct Judged {
    verdict: crate::experiment::Verdict,
    decision: Decision,
}

/// One finished measurement, as much of it as the step shows: in full,
/// the rate and its interval, the formulas' rates and the explanation in
/// words; with `shows:`, only the parts taught by then.
fn outcome_lines<'a>(
    outcome: &Outcome,
    judged: Judged,
    shows: Shows,
    width: u16,
    ctx: &Context,
) -> Vec<Line<'a>> {
    let (theme, lang) = (&ctx.theme, ctx.lang);
    let mut lines = measured_lines_showing(outcome, shows, width, ctx);
    let formulas = match lang {
        Lang::En => format!(
            "Bloom's formula: {} · exact: {} · fill: {}",
            percent(lang, outcome.fp_predicted),
            percent(lang, outcome.fp_exact),
            percent(lang, outcome.fill_ratio)
        ),
        Lang::Es => format!(
            "Fórmula de Bloom: {} · exacta: {} · llenado: {}",
            percent(lang, outcome.fp_predicted),
            percent(lang, outcome.fp_exact),
            percent(lang, outcome.fill_ratio)
        ),
    };
    lines.extend(paragraph(&formulas, width, theme.text));
    if shows.everything() {
        for sentence in explain(outcome, judged.verdict, judged.decision, lang) {
            lines.extend(paragraph(&sentence, width, theme.text));
        }
        return lines;
    }
    if shows.p_value {
        lines.extend(paragraph(
            &p_value_text(outcome, judged.decision, lang),
            width,
            theme.text,
        ));
    }
    if shows.verdict {
        let style = match judged.verdict {
            crate::experiment::Verdict::AgreesWithTheory => theme.good,
            crate::experiment::Verdict::Differs => theme.bad,
            crate::experiment::Verdict::Inconclusive => theme.dim,
        };
        lines.extend(paragraph(
            &verdict_text(outcome, &judged, lang),
            width,
            style,
        ));
    }
    lines
}

/// The p-value alone (no verdict yet): the number, and what it measures.
fn p_value_text(outcome: &Outcome, decision: Decision, lang: Lang) -> String {
    let p = match decision {
        Decision::Family { adjusted, .. } => adjusted,
        Decision::Alone => outcome.p_value,
    };
    let p = crate::experiment::explain::p_text(lang, p);
    match (decision, lang) {
        (Decision::Alone, Lang::En) => format!(
            "p-value: {p} (how often chance alone gives a count at least this far from the exact formula)."
        ),
        (Decision::Alone, Lang::Es) => format!(
            "Valor p: {p} (con qué frecuencia el azar solo da un recuento al menos así de alejado de la fórmula exacta)."
        ),
        (Decision::Family { rows, .. }, Lang::En) => {
            format!("Adjusted p-value: {p} (the {rows} rows judged together).")
        }
        (Decision::Family { rows, .. }, Lang::Es) => {
            format!("Valor p ajustado: {p} (las {rows} filas juzgadas juntas).")
        }
    }
}

/// The verdict in one sentence, with how often a correct filter gets ✗.
fn verdict_text(outcome: &Outcome, judged: &Judged, lang: Lang) -> String {
    use crate::experiment::Verdict;
    let level = crate::units::local_number(lang, ((1.0 - outcome.spec.confidence) * 100.0).round());
    let one_in = crate::units::local_number(lang, (1.0 / (1.0 - outcome.spec.confidence)).round());
    let verdict = match (judged.verdict, lang) {
        (Verdict::AgreesWithTheory, Lang::En) => "✓ Consistent with the exact formula.",
        (Verdict::AgreesWithTheory, Lang::Es) => "✓ Compatible con la fórmula exacta.",
        (Verdict::Differs, Lang::En) => "✗ Differs from the exact formula.",
        (Verdict::Differs, Lang::Es) => "✗ Difiere de la fórmula exacta.",
        (Verdict::Inconclusive, Lang::En) => "? Too few false positives to judge.",
        (Verdict::Inconclusive, Lang::Es) => "? Muy pocos falsos positivos para juzgar.",
    };
    if judged.verdict == Verdict::Inconclusive {
        return verdict.to_owned();
    }
    let chance = match (judged.decision, lang) {
        (Decision::Alone, Lang::En) => {
            format!("Tested at {level}\u{a0}%: a correct filter gets ✗ about 1 time in {one_in}.")
        }
        (Decision::Alone, Lang::Es) => format!(
            "Probado al {level}\u{a0}%: un filtro correcto sale con ✗ alrededor de 1 vez de cada {one_in}."
        ),
        (Decision::Family { rows, .. }, Lang::En) => format!(
            "The {rows} rows are judged together: a correct run gets some ✗ at most 1 time in {one_in}."
        ),
        (Decision::Family { rows, .. }, Lang::Es) => format!(
            "Las {rows} filas se juzgan juntas: una ejecución correcta sale con algún ✗ como mucho 1 vez de cada {one_in}."
        ),
    };
    format!("{verdict} {chance}")
}

/// The measured rate, its interval and the queries it took.
fn measured_lines<'a>(outcome: &Outcome, width: u16, ctx: &Context) -> Vec<Line<'a>> {
    measured_lines_showing(outcome, Shows::ALL, width, ctx)
}

/// The measured rate and the queries it took, with its interval when the
/// step shows it (and the interval alone if only it is shown).
fn measured_lines_showing<'a>(
    outcome: &Outcome,
    shows: Shows,
    width: u16,
    ctx: &Context,
) -> Vec<Line<'a>> {
    let (theme, lang) = (&ctx.theme, ctx.lang);
    let (rate, low, high, queries) = (
        percent(lang, outcome.fp_measured),
        percent(lang, outcome.ci_low),
        percent(lang, outcome.ci_high),
        crate::units::count(lang, outcome.queries),
    );
    let measured = match (shows.rate, shows.interval, lang) {
        (true, true, Lang::En) => {
            format!("Measured: {rate} (95 % interval {low} to {high}), over {queries} queries")
        }
        (true, true, Lang::Es) => format!(
            "Medido: {rate} (intervalo del 95 %: de {low} a {high}), en {queries} consultas"
        ),
        (false, true, Lang::En) => {
            format!("Measured: 95 % interval {low} to {high}, over {queries} queries")
        }
        (false, true, Lang::Es) => {
            format!("Medido: intervalo del 95 % de {low} a {high}, en {queries} consultas")
        }
        (_, false, Lang::En) => format!("Measured: {rate}, over {queries} queries"),
        (_, false, Lang::Es) => format!("Medido: {rate}, en {queries} consultas"),
    };
    paragraph(&measured, width, theme.accent)
}

/// One structure of a comparison, finished: the measured rate, then its
/// own predicted rate, bits per element and ×bound in the words and
/// figures of `bloomlab compare` ([`crate::experiment::compare::size_sentence`]),
/// and the verdict against its own theory.
fn structure_lines<'a>(
    outcome: &Outcome,
    target: f64,
    verdict: crate::experiment::Verdict,
    decision: Decision,
    width: u16,
    ctx: &Context,
) -> Vec<Line<'a>> {
    use crate::experiment::Verdict;
    let (theme, lang) = (&ctx.theme, ctx.lang);
    let mut lines = measured_lines(outcome, width, ctx);
    // Sized for the step's target; ×bound is against the structure's own
    // rate as built, which `size_sentence` names.
    let _ = target;
    let cost = crate::experiment::compare::size_sentence(outcome, lang);
    lines.extend(paragraph(&cost, width, theme.text));
    let adjusted = match decision {
        Decision::Family { adjusted, .. } => adjusted,
        Decision::Alone => outcome.p_value,
    };
    let p_value = crate::units::local_number(lang, (adjusted * 1000.0).round() / 1000.0);
    let (text, style) = match (verdict, lang) {
        (Verdict::AgreesWithTheory, Lang::En) => (
            format!("✓ consistent with its own theory (adjusted p-value {p_value})"),
            theme.good,
        ),
        (Verdict::AgreesWithTheory, Lang::Es) => (
            format!("✓ compatible con su propia teoría (valor p ajustado {p_value})"),
            theme.good,
        ),
        (Verdict::Differs, Lang::En) => (
            format!("✗ differs from its own theory (adjusted p-value {p_value})"),
            theme.bad,
        ),
        (Verdict::Differs, Lang::Es) => (
            format!("✗ difiere de su propia teoría (valor p ajustado {p_value})"),
            theme.bad,
        ),
        (_, Lang::En) => ("? too few false positives to judge".to_owned(), theme.dim),
        (_, Lang::Es) => (
            "? muy pocos falsos positivos para juzgar".to_owned(),
            theme.dim,
        ),
    };
    lines.extend(paragraph(&text, width, style));
    lines
}

/// A sentence as it goes on after a colon: its first letter (after an
/// opening ¿ or ¡) in lower case, unless the word is an acronym or a
/// quoted word («LSM», «Bloom»).
fn after_colon(text: &str) -> String {
    let opening: String = text
        .chars()
        .take_while(|c| matches!(c, '¿' | '¡'))
        .collect();
    let rest = &text[opening.len()..];
    let mut chars = rest.chars();
    match (chars.next(), chars.next()) {
        (Some(first), Some(second)) if first.is_uppercase() && second.is_lowercase() => {
            format!(
                "{opening}{}{}",
                first.to_lowercase(),
                &rest[first.len_utf8()..]
            )
        }
        _ => text.to_owned(),
    }
}

/// The text with its first letter in capitals.
fn capitalized(text: &str) -> String {
    let mut chars = text.chars();
    chars
        .next()
        .map(|first| first.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

/// The end of the lesson: how many predictions were right, and where to
/// go next (the lesson's quiz, the experiments screen).
fn ending_lines<'a>(open: &OpenLesson, width: u16, ctx: &Context) -> Vec<Line<'a>> {
    let theme = &ctx.theme;
    let lang = ctx.lang;
    let count = open.predictions();
    let mut lines = Vec::new();
    let (right, answered) = (count.right, count.answered);
    let mut score = match (answered + count.unanswered, lang) {
        // A lesson that asks nothing has no score to give.
        (0, Lang::En) => "End of the lesson.".to_owned(),
        (0, Lang::Es) => "Fin de la lección.".to_owned(),
        (_, Lang::En) => format!("End of the lesson. Predictions right: {right} of {answered}."),
        (_, Lang::Es) => {
            format!("Fin de la lección. Predicciones acertadas: {right} de {answered}.")
        }
    };
    // Only what was answered is scored; say what was left out.
    match (count.unanswered, lang) {
        (0, _) => {}
        (1, Lang::En) => score.push_str(" One prediction was not made."),
        (1, Lang::Es) => score.push_str(" Quedó una predicción sin hacer."),
        (left, Lang::En) => score.push_str(&format!(" {left} predictions were not made.")),
        (left, Lang::Es) => score.push_str(&format!(" Quedaron {left} predicciones sin hacer.")),
    }
    lines.extend(paragraph(&score, width, theme.title));
    let quiz = open.loaded.lesson.quiz.as_ref().map(|id| {
        ctx.catalog
            .quiz(id, lang)
            .map_or_else(|| id.clone(), |quiz| quiz.quiz.title.clone())
    });
    if let Some(quiz) = quiz {
        let text = match lang {
            Lang::En => {
                format!("To check what you learned: the quiz «{quiz}» (Quiz, key 5 from Home).")
            }
            Lang::Es => format!(
                "Para comprobar lo que aprendiste: la autoevaluación «{quiz}» (Autoevaluación, tecla 5 en el inicio)."
            ),
        };
        lines.extend(paragraph(&text, width, theme.text));
    }
    lines.extend(paragraph(
        tr(
            lang,
            "To measure filters of your own: the Experiments screen (key 4 from Home).",
            "Para medir tus propios filtros: la pantalla Experimentos (tecla 4 en el inicio).",
        ),
        width,
        theme.text,
    ));
    lines
}

/// A numeric predict: the typed answer while it waits, then whether it was
/// right, the right number and its tolerance, and the explanation.
fn numeric_lines(
    open: &OpenLesson,
    answer: f64,
    tolerance: crate::content::quiz::Tolerance,
    predict: &Predict,
    width: u16,
    ctx: &Context,
    lines: &mut Vec<Line<'_>>,
) {
    let theme = &ctx.theme;
    let lang = ctx.lang;
    let Some(given) = open.given[open.step].filter(|_| open.answers[open.step].is_some()) else {
        if open.answers[open.step].is_none() {
            let prompt = format!(
                "{}{}▏",
                tr(lang, "Your answer: ", "Tu respuesta: "),
                open.typed
            );
            lines.push(Line::from(Span::styled(prompt, theme.selected)));
        } else {
            // Restored from saved progress: the number itself was not kept.
            let right = open.answers[open.step] == Some(0);
            let text = match (right, lang) {
                (true, Lang::En) => "✓ You answered this one right.",
                (true, Lang::Es) => "✓ Acertaste esta.",
                (false, Lang::En) => "✗ Your answer was off.",
                (false, Lang::Es) => "✗ Tu respuesta no acertó.",
            };
            lines.push(Line::from(Span::styled(
                text,
                if right { theme.good } else { theme.bad },
            )));
        }
        if let Some(explanation) = predict
            .explanation
            .as_ref()
            .filter(|_| open.answers[open.step].is_some())
        {
            lines.extend(paragraph(explanation, width, theme.text));
        }
        return;
    };
    let margin = tolerance.shown(lang);
    let right = open.answers[open.step] == Some(0);
    let text = match (right, lang) {
        (true, Lang::En) => format!(
            "✓ {} is right: the answer is {} ({margin}).",
            crate::units::decimal(lang, given),
            crate::units::decimal(lang, answer)
        ),
        (true, Lang::Es) => format!(
            "✓ {} es correcto: la respuesta es {} ({margin}).",
            crate::units::decimal(lang, given),
            crate::units::decimal(lang, answer)
        ),
        (false, Lang::En) => format!(
            "✗ {} is off: the answer is {} ({margin}).",
            crate::units::decimal(lang, given),
            crate::units::decimal(lang, answer)
        ),
        (false, Lang::Es) => format!(
            "✗ {} no es correcto: la respuesta es {} ({margin}).",
            crate::units::decimal(lang, given),
            crate::units::decimal(lang, answer)
        ),
    };
    lines.extend(paragraph(
        &text,
        width,
        if right { theme.good } else { theme.bad },
    ));
    if let Some(explanation) = &predict.explanation {
        lines.extend(paragraph(explanation, width, theme.text));
    }
}

#[cfg(test)]
mod tests {
    use super::after_colon;

    #[test]
    fn spanish_goes_on_in_lower_case_after_a_colon() {
        assert_eq!(after_colon("¿Qué responde?"), "¿qué responde?");
        assert_eq!(
            after_colon("Un filtro de 1 000 bits"),
            "un filtro de 1 000 bits"
        );
        assert_eq!(after_colon("LSM primero"), "LSM primero");
        assert_eq!(after_colon("«uva» cae"), "«uva» cae");
        assert_eq!(after_colon(""), "");
    }
}
