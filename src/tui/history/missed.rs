//! The questions still missed (an exercise's checks still failing): which
//! they are, and how My results lists them.

use std::collections::BTreeMap;

use ratatui::layout::Rect;
use ratatui::text::{Line, Span};

use super::QuizView;
use crate::lang::Lang;
use crate::records::QuizAttempt;
use crate::t;
use crate::tui::protocol::Context;
use crate::tui::widgets::fitted;

/// The questions still missed: those whose latest answer, over attempts in
/// the order they were made, was wrong. Each with how often it was missed
/// in all, most often first (ties by id). A question answered right since
/// drops off, however often it was missed before.
pub(crate) fn most_missed(attempts: &[&QuizAttempt]) -> Vec<(String, usize)> {
    // id → (times missed, latest answer right)
    let mut history: BTreeMap<&str, (usize, bool)> = BTreeMap::new();
    for attempt in attempts {
        for question in &attempt.questions {
            let entry = history.entry(question.id.as_str()).or_default();
            entry.0 += usize::from(!question.correct);
            entry.1 = question.correct;
        }
    }
    // An exercise's grading checks everything each run, and its checks'
    // names depend on how far the run got: a check the latest run did not
    // record was passed by it (a crash fixed by a passing run is not
    // «still failing»).
    let latest_run: Option<Vec<&str>> = attempts
        .last()
        .filter(|latest| latest.kind == crate::records::AttemptKind::Exercise)
        .map(|latest| latest.questions.iter().map(|q| q.id.as_str()).collect());
    let mut missed: Vec<(String, usize)> = history
        .into_iter()
        .filter(|(id, (_, latest_right))| {
            !latest_right
                && latest_run
                    .as_ref()
                    .is_none_or(|checked| checked.contains(id))
        })
        .map(|(id, (n, _))| (id.to_owned(), n))
        .collect();
    // Ties in the latest grading's order: sorted as text, «m = 262,144»
    // came before «m = 8,192» (readers 49, en 4.4). A quiz's by id.
    let place = |id: &str| {
        latest_run
            .as_ref()
            .and_then(|checked| checked.iter().position(|&checked| checked == id))
    };
    missed.sort_by(|a, b| {
        b.1.cmp(&a.1)
            .then_with(|| place(&a.0).cmp(&place(&b.0)))
            .then_with(|| a.0.cmp(&b.0))
    });
    missed
}

/// The questions most missed, with their prompts (a calculated prompt's
/// numbers those of its latest answer).
pub(super) fn missed_prompts(
    attempts: &[&crate::records::QuizAttempt],
    quiz: Option<&crate::content::LoadedQuiz>,
    lang: Lang,
) -> Vec<(usize, String)> {
    most_missed(attempts)
        .into_iter()
        .map(|(id, count)| {
            let prompt = quiz
                .and_then(|q| q.quiz.questions.iter().find(|question| question.id == id))
                .map_or_else(
                    || crate::exercise::record::check_words(&id, lang).unwrap_or(id.clone()),
                    |question| {
                        // A calculated prompt's numbers change every
                        // attempt: those the student last missed it with,
                        // «…» where none was recorded ("m = … bits"; a «?»
                        // would read as part of the question). Only «…»
                        // read as numbers left out (reader 13, es 1.7).
                        let drawn = attempts
                            .iter()
                            .rev()
                            .flat_map(|attempt| &attempt.questions)
                            .find(|answered| answered.id == id && !answered.parameters.is_empty())
                            .map(|answered| answered.parameters.clone())
                            .unwrap_or_default();
                        let mut prompt = question.prompt_with(&drawn, lang).replace('\n', " ");
                        for name in crate::content::quiz::placeholders(&question.prompt) {
                            prompt =
                                crate::content::quiz::replace_placeholder(&prompt, &name, "…", "…");
                        }
                        question_only(&prompt).to_owned()
                    },
                );
            (count, prompt)
        })
        .collect()
}

/// The heading, wrapped rather than lose its closing words where the
/// attempts' column leaves the panel narrow; before its parenthesis,
/// which otherwise broke inside («…fallada 2» / «veces)», read beside the
/// attempts' column as «repetición veces)»: reader 42, es 1.2).
fn heading_lines(heading: &str, width: u16) -> Vec<String> {
    let width = usize::from(width).max(1);
    let parts: Vec<&str> = match heading.split_once(" (") {
        Some((name, _)) if heading.chars().count() > width => {
            vec![name, &heading[name.len() + 1..]]
        }
        _ => vec![heading],
    };
    parts
        .into_iter()
        .flat_map(|part| crate::tui::text::wrap(part, width))
        .collect()
}

/// The questions still missed, laid out in `area`: each wrapped to the
/// panel's width, its later lines under its text; as many whole questions
/// as the panel holds, and then a line saying how many more there are.
pub(super) fn missed_lines<'a>(quiz: &QuizView, area: Rect, ctx: &Context) -> Vec<Line<'a>> {
    let (lang, theme) = (ctx.lang, &ctx.theme);
    let mut lines: Vec<Line<'a>> = heading_lines(&quiz.missed_heading, area.width)
        .into_iter()
        .map(|text| Line::from(Span::styled(text, theme.accent)))
        .collect();
    let heading_rows = lines.len();
    if quiz.missed.is_empty() {
        lines.push(Line::from(Span::styled(
            quiz.missed_none.clone(),
            theme.good,
        )));
    }
    let width = (area.width as usize).saturating_sub(4).max(1);
    let rows = (area.height as usize).saturating_sub(heading_rows);
    // "… and 7 more (r reviews them all)", wrapped under its own indent
    // when the panel is narrow (a long "unfinished" mark widens the left).
    // An exercise's page offered r, which reviews no exercise (readers 49,
    // es 2.2, en 2.1): there the grading is what lists every check.
    let more_lines = |count: usize| -> Vec<String> {
        let text = if quiz.reviewable {
            t!(lang, "history-more-missed", count = count)
        } else {
            t!(lang, "history-more-failing", count = count)
        };
        crate::tui::text::wrap(&text, (area.width as usize).saturating_sub(3).max(1))
    };
    let mut used = 0;
    let mut listed = 0;
    for (count, prompt) in &quiz.missed {
        let mut wrapped = crate::tui::text::wrap(prompt, width);
        // Those left unlisted if this one is: the ones skipped count too.
        let after = quiz.missed.len() - listed - 1;
        let reserve = if after > 0 {
            more_lines(after).len()
        } else {
            0
        };
        let room = rows.saturating_sub(used + reserve);
        if wrapped.len() > room {
            // A later question that does not fit whole takes the rows left
            // as the first does, where there are two: at 80×22 «… and 15
            // more» stood over three blank rows (reader 43, en 1.3).
            if room == 0 {
                break;
            }
            // A later one too long for the rows left gives way to a
            // shorter one further down, which «… and N more» then leaves
            // out of its count.
            if listed > 0 && room < 2 {
                continue;
            }
            // A question that does not fit whole: its question, the
            // last sentence, after «…», where the first lines cut it off
            // before the question was asked (reader 14, es 1.6).
            let asked = asked_part(prompt);
            if asked.len() < prompt.trim().len() {
                let question = crate::tui::text::wrap(asked, width);
                // The prompt's start as far as the room allows, then its
                // question: the question alone («… Which structure is
                // made for that?») did not say which one was missed
                // (reader 29, es 1.8).
                // Where the rows left cut its start mid-sentence, the
                // prompt's start alone, cut where a clause ends: «Necesitas
                // quitar … ¿Qué estructura permite ambas cosas?» and «…
                // Order these structures…» lost what tells the question
                // apart (readers 48, es 1.2, en 1.1).
                let start_rows = room.saturating_sub(question.len());
                let start = cut_at_clause(wrapped.clone(), start_rows, width);
                wrapped = if start_rows > 0 && ends_clause_cut_or_whole(&start) {
                    start.into_iter().chain(question).collect()
                } else {
                    cut_at_clause(wrapped, room, width)
                };
            }
            if wrapped.len() > room {
                // A later question is listed only with its question whole,
                // and its start cut where a clause ends: else «… and N
                // more» counts it.
                if listed > 0 {
                    continue;
                }
                wrapped = cut_lines(wrapped, room, width);
            }
            if listed > 0 && !ends_clause_cut_or_whole(&wrapped) {
                continue;
            }
        }
        used += wrapped.len();
        listed += 1;
        for (line_index, text) in wrapped.into_iter().enumerate() {
            let mark = if line_index == 0 {
                Span::styled(format!("{count:>2}× "), theme.bad)
            } else {
                Span::raw("    ")
            };
            lines.push(Line::from(vec![mark, Span::raw(text)]));
        }
    }
    if quiz.missed.len() > listed {
        let more = quiz.missed.len() - listed;
        lines.extend(
            more_lines(more)
                .into_iter()
                .map(|text| Line::from(Span::styled(format!("   {text}"), theme.dim))),
        );
    }
    lines
}

/// The first `rows` of `lines`, ended where a sentence or a clause ends
/// where one does: «the filter checks whether those … When can…» broke a
/// sentence in two (reader 41, en 1.4).
fn cut_at_clause(lines: Vec<String>, rows: usize, width: usize) -> Vec<String> {
    let start = cut_lines(lines, rows, width);
    let text = start.join(" ");
    let text = text.trim_end_matches('…').trim_end();
    match clause_end(text) {
        Some(end) => cut_lines(crate::tui::text::wrap(&text[..end], width), rows, width),
        None => start,
    }
}

/// Whether lines cut from a question end where a clause does, or are
/// not cut at all.
fn ends_clause_cut_or_whole(lines: &[String]) -> bool {
    lines.iter().all(|line| {
        !line.ends_with(" …")
            || line
                .trim_end_matches('…')
                .trim_end()
                .ends_with(['.', ';', ':', '?', ')'])
    })
}

/// The first `rows` of `lines`, ended by « …»; a parenthesis or a quote
/// the cut would leave open is dropped from where it opens: «(que
/// responda «está» …» read as an aside never closed (reader 31, es 1.7).
fn cut_lines(lines: Vec<String>, rows: usize, width: usize) -> Vec<String> {
    let mut kept = lines.into_iter().take(rows).collect::<Vec<_>>().join(" ");
    loop {
        let mut cut = crate::tui::text::wrap(&kept, width);
        cut.truncate(rows.max(1));
        if let Some(last) = cut.last_mut() {
            *last = fitted(&format!("{last} …"), width);
        }
        // Where the « …» made room by cutting further, the text shown is
        // what is checked.
        let shown = cut.join(" ");
        match first_unclosed(&shown) {
            Some(at) if at > 0 => kept = shown[..at].trim_end().to_owned(),
            _ => return cut,
        }
    }
}

/// Where the last sentence or clause of `text` that it ends ends (after
/// its «.», «;», «:» or «?»), if one does past its first words.
fn clause_end(text: &str) -> Option<usize> {
    [". ", "; ", ": ", "? "]
        .iter()
        .filter_map(|mark| text.rfind(mark).map(|at| at + 1))
        .filter(|&end| end > 12)
        .max()
}

/// Where the first parenthesis or quote that `text` leaves open opens.
fn first_unclosed(text: &str) -> Option<usize> {
    let mut open: Vec<usize> = Vec::new();
    for (at, c) in text.char_indices() {
        match c {
            '(' | '«' | '“' => open.push(at),
            ')' | '»' | '”' => {
                open.pop();
            }
            _ => {}
        }
    }
    open.first().copied()
}

/// A prompt without what follows its question: how to write the answer
/// («Vale una respuesta que…») says nothing of which question was missed,
/// and took the lines its start needed (reader 26, es 1.10).
fn question_only(prompt: &str) -> &str {
    match prompt.rfind('?') {
        Some(at) => prompt[..at + 1].trim_end(),
        None => prompt.trim_end(),
    }
}

/// The part of a prompt that asks: the sentence holding its question
/// (from before its last «¿», which a clause may precede: «Según la
/// fórmula de Bloom, ¿qué…?», reader 26, es 1.10), or its last sentence.
/// A prompt of one sentence is returned whole.
fn asked_part(prompt: &str) -> &str {
    let trimmed = prompt.trim_end();
    let body = trimmed.trim_end_matches(['?', '.', '!']);
    let before = &body[..body.rfind('¿').unwrap_or(body.len())];
    // A sentence ends at a stop followed by a space: «0.5» is no end.
    let end = [". ", "? ", "! "]
        .iter()
        .filter_map(|stop| before.rfind(stop))
        .max();
    match end {
        Some(at) => trimmed[at + 1..].trim_start(),
        None => trimmed,
    }
}

#[cfg(test)]
mod tests {
    use super::{
        asked_part, cut_at_clause, cut_lines, ends_clause_cut_or_whole, heading_lines,
        question_only,
    };

    /// Reader 42 (es 1.2): a heading too wide for its column breaks
    /// before its parenthesis, never inside it.
    #[test]
    fn a_narrow_heading_keeps_its_parenthesis_whole() {
        for heading in [
            "Pendientes (2× = fallada 2 veces)",
            "Not yet right (2× = failed twice)",
        ] {
            let lines = heading_lines(heading, 26);
            assert_eq!(lines.len(), 2, "{lines:?}");
            assert!(
                lines[1].starts_with('(') && lines[1].ends_with(')'),
                "{lines:?}"
            );
            assert_eq!(heading_lines(heading, 40), vec![heading.to_owned()]);
        }
    }

    /// Reader 31 (es 1.7): «… para una tasa de falsos positivos del 1 %
    /// (que / responda «está» …»: the cut left a parenthesis open. It
    /// goes from where it opens.
    #[test]
    fn a_cut_leaves_no_parenthesis_or_quote_open() {
        let prompt = "¿Cuántos bits por elemento (por palabra añadida) necesita un filtro de Bloom para una tasa de falsos positivos del 1 % (que responda «está» a 1 de cada 100 palabras ausentes)?";
        for width in 20..=76 {
            for rows in 1..=3 {
                let lines = crate::tui::text::wrap(prompt, width);
                if lines.len() <= rows {
                    continue;
                }
                let cut = cut_lines(lines, rows, width);
                assert!(cut.len() <= rows, "{width} {rows}: {cut:?}");
                let text = cut.join(" ");
                assert!(text.ends_with(" …"), "{text}");
                for (open, close) in [('(', ')'), ('«', '»')] {
                    let opened = text.matches(open).count();
                    assert_eq!(
                        opened,
                        text.matches(close).count(),
                        "{width} {rows}: {text}"
                    );
                }
            }
        }
    }

    #[test]
    fn a_missed_prompt_keeps_its_question_and_drops_how_to_answer() {
        let prompt = "Según la fórmula de Bloom, ¿qué tasa de falsos positivos tiene un filtro de m = 14 000 bits? Escribe una proporción entre 0 y 1 (0,125) o un porcentaje (12,5 %). Vale una respuesta que se aleje poco.";
        let question = question_only(prompt);
        assert!(question.ends_with("m = 14 000 bits?"), "{question}");
        assert_eq!(asked_part(question), question);
        let two = "A filter holds 0.5 of its bits. What is k? Type a number.";
        assert_eq!(asked_part(question_only(two)), "What is k?");
        assert_eq!(question_only("Order these."), "Order these.");
    }

    /// Reader 41 (en 1.4): a question's start cut short ends where a
    /// sentence or a clause does, not mid-sentence («… the filter checks
    /// whether those …»).
    #[test]
    fn a_cut_start_ends_with_a_clause() {
        let prompt = "A Bloom filter says whether a word is in a set. To add a word, hash functions (formulas that turn the word into positions) pick a few bits of an array and set them; to look a word up, the filter checks whether those bits are set. When can its answer be wrong?";
        let width = 30;
        for rows in 2..8 {
            let cut = cut_at_clause(crate::tui::text::wrap(prompt, width), rows, width);
            assert!(cut.len() <= rows, "{cut:?}");
            assert!(
                cut.last().is_some_and(|line| line.ends_with(" …")),
                "{cut:?}"
            );
            assert!(ends_clause_cut_or_whole(&cut), "{rows}: {cut:?}");
        }
        // The plain cut, for comparison, ends mid-clause.
        let plain = cut_lines(crate::tui::text::wrap(prompt, width), 6, width);
        assert!(!ends_clause_cut_or_whole(&plain), "{plain:?}");
    }
}
