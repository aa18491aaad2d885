//! Where a lesson step's view opens: on what appeared, with the answer's
//! verdict whole, at a clean cut; and the padding that lets it.

use crate::tui::widgets::scroll_limit;
use ratatui::text::Line;
use std::ops::RangeInclusive;

/// The scroll that shows what appeared at line `anchor` in `height` rows,
/// with the verdict (up to line `verdict_end`: an answer's ✓ or ✗ and its
/// feedback, or a new measurement) whole and no row left blank under the
/// step's end. Of those, the lowest that opens on a paragraph's
/// start (a whole thought, [`paragraph_starts`]), though the end of the
/// explanation is then left to scroll to; else the step's end at the
/// bottom, with as much above it as fits (moved to a clean cut); else,
/// when what appeared is taller than the view, the view opens on it, low
/// enough for the verdict.
pub(super) fn follow_scroll(
    lines: &[Line],
    anchor: usize,
    verdict_end: Option<usize>,
    height: u16,
) -> usize {
    // One row is kept for the line that says there is more.
    let rows = usize::from(height.saturating_sub(1).max(1));
    let to_the_end = lines.len().saturating_sub(rows);
    let verdict_shown = verdict_end.map_or(0, |end| end.saturating_sub(rows));
    let fits = |scroll: usize| scroll <= anchor && scroll >= verdict_shown;
    paragraph_starts(lines)
        .into_iter()
        .filter(|&start| start <= to_the_end && fits(start) && start + rows > anchor)
        .min()
        .unwrap_or_else(|| {
            let scroll = to_the_end.min(anchor).max(verdict_shown);
            // Never below the step's end at the bottom: blank rows under
            // it, with its start hidden, read as a step cut short.
            let lowest = anchor.min(to_the_end).max(verdict_shown);
            let cut = past_a_tail(lines, clean_cut(lines, scroll, verdict_shown..=lowest));
            past_a_legend(lines, cut, anchor)
        })
}

/// `scroll`, or the next line that opens a paragraph, when the view would
/// open on a scene's legend («  bit 10 was set by “kiwi”») with its bits
/// above it out of view (reader 26: two status rows made that the only
/// start that kept the measurement whole). A few blank rows under the
/// step's end read better than a legend without its array, as for a
/// paragraph's last line ([`past_a_tail`]).
fn past_a_legend(lines: &[Line], scroll: usize, anchor: usize) -> usize {
    let legend = |at: usize| {
        lines
            .get(at)
            .and_then(|line| line.spans.first())
            .is_some_and(|span| span.content.starts_with("  "))
    };
    if scroll == 0 || !legend(scroll) {
        return scroll;
    }
    // What appeared stays in view.
    (scroll + 1..=(scroll + NEAR_CUT).min(anchor))
        .find(|&at| !legend(at) && lines.get(at - 1).is_some_and(|line| line.width() == 0))
        .unwrap_or(scroll)
}

/// `scroll`, or the blank row after it when the view would open on the
/// last line of a paragraph, alone under the title («misses.», reader
/// 18, en 1.4): one blank row under the step's end reads better than a
/// stray word.
fn past_a_tail(lines: &[Line], scroll: usize) -> usize {
    let blank = |at: usize| lines.get(at).is_some_and(|line| line.width() == 0);
    let tail = scroll > 0 && !blank(scroll - 1) && !blank(scroll) && blank(scroll + 1);
    if tail { scroll + 1 } else { scroll }
}

/// `scroll`, or a line at most [`NEAR_CUT`] rows from it that follows a
/// blank one, so that the view does not open mid-sentence or through the
/// bit array (reader 12, en 1.4: the index row and its ✓, the bits above
/// it gone): below first (a few blank rows under the end), else above (a
/// few last lines left to scroll to), always inside `allowed` (the
/// verdict whole, what appeared in sight).
fn clean_cut(lines: &[Line], scroll: usize, allowed: RangeInclusive<usize>) -> usize {
    let clean = |at: usize| {
        allowed.contains(&at)
            && (at == 0 || lines.get(at - 1).is_some_and(|line| line.width() == 0))
    };
    if clean(scroll) {
        return scroll;
    }
    let below = (scroll + 1..=scroll + NEAR_CUT).find(|&at| clean(at));
    let above = (scroll.saturating_sub(NEAR_CUT)..scroll)
        .rev()
        .find(|&at| clean(at));
    below.or(above).unwrap_or(scroll)
}

/// How far [`clean_cut`] moves the view from where it would open.
const NEAR_CUT: usize = 3;

/// Blank lines after the step, so that `scroll` is one the view can take:
/// the step's end then sits above empty rows.
pub(super) fn pad_for_scroll(lines: &mut Vec<Line>, scroll: usize, height: u16) {
    while usize::from(scroll_limit(lines.len(), height)) < scroll
        && lines.len() < usize::from(u16::MAX)
    {
        lines.push(Line::raw(""));
    }
}

/// The lines that begin a paragraph: the first, and each after a blank
/// line, unless it is an item of a list or follows a lead-in ending in
/// ":" (the list belongs with its lead-in). A view that opens on one of
/// them opens on a whole thought.
pub(super) fn paragraph_starts(lines: &[Line]) -> Vec<usize> {
    let text = |line: &Line| line.to_string();
    let item = |line: &Line| {
        let text = text(line);
        let text = text.trim_start();
        ["- ", "• ", "* "]
            .iter()
            .any(|bullet| text.starts_with(bullet))
    };
    let lead_in = |i: usize| {
        lines[..i]
            .iter()
            .rev()
            .find(|line| line.width() > 0)
            .is_some_and(|line| text(line).trim_end().ends_with(':'))
    };
    (0..lines.len())
        .filter(|&i| {
            i == 0
                || (lines[i - 1].width() == 0
                    && lines[i].width() > 0
                    && !item(&lines[i])
                    && !lead_in(i))
        })
        .collect()
}

/// Where the line «the measurement follows, below» goes in an answer's
/// explanation longer than the view, near `end`: after a line that ends
/// a sentence, never inside one (reader 37, es 1.1: «…su cociente con la
/// / La medición… / cota inferior…»). The last such line before `end`
/// below the answer's verdict, else the first after it that leaves the
/// note in view (above row `view_end`), else after the explanation
/// (`explained`), which «more below» then continues.
pub(super) fn sentence_cut(
    lines: &[Line],
    (end, explained): (usize, usize),
    answer: Option<usize>,
    view_end: usize,
) -> usize {
    let ends_sentence = |at: usize| {
        lines
            .get(at)
            .is_some_and(|line| line.to_string().trim_end().ends_with('.'))
    };
    if end == 0 || ends_sentence(end - 1) {
        return end;
    }
    // Below the verdict's line (✓ or ✗), never between it and its words
    // (reader 23, en 3.3).
    let from = answer.unwrap_or(0);
    let verdict = |line: &Line| line.to_string().trim_start().starts_with(['✓', '✗']);
    let after_answer = (from..end)
        .find(|&at| lines.get(at).is_some_and(verdict))
        .map_or(from + 1, |at| at + 1);
    (after_answer..end)
        .rev()
        .find(|&at| ends_sentence(at))
        .or_else(|| (end..view_end.saturating_sub(1)).find(|&at| ends_sentence(at)))
        .map_or(explained, |at| at + 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Reader 18 (en 1.4): a step whose end (a measurement) must show
    /// whole opened on «misses.», the last line of a paragraph, alone
    /// under the title. The view opens on the blank row after it.
    #[test]
    fn the_view_never_opens_on_a_paragraphs_last_line_alone() {
        let mut text: Vec<&str> = Vec::new();
        text.extend([
            "Why the standard filter keeps up: bloomlab fetches",
            "the lines of 16 keys at once.",
            "That hides most of its",
            "misses.",
        ]);
        text.push("");
        text.extend([
            "Predict before you see: which one?",
            "1) standard",
            "2) blocked",
        ]);
        text.push("");
        text.extend([
            "Measured: 0.0101 %",
            "Measured: 0.0279 %",
            "Press x to run it again.",
        ]);
        let lines: Vec<Line> = text.iter().map(|t| Line::raw(*t)).collect();
        // Nine rows and one for «more»: the end (line 11) must show, so
        // the view can open no higher than line 3, «misses.».
        let end = lines.len() - 1;
        let scroll = follow_scroll(&lines, 5, Some(end), 10);
        assert_eq!(scroll, 4, "opens on the blank row after «misses.»");
        assert!(scroll + 9 > end);
    }
}
