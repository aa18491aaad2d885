//! Where the playground's bits are scrolled: the student's own scroll, or
//! one that brings the last word's cells into view.

use ratatui::layout::Rect;

use super::{Playground, Scroll};

impl Playground {
    /// Scroll the bits so the last word's are in view (a large m has more
    /// bits than the screen): the band of its first bit on top, unless all
    /// its bands already show.
    pub(super) fn scroll_to_last(&mut self) {
        let from = match self.scroll {
            Scroll::Lines(lines) | Scroll::ToLast(lines) => lines,
        };
        if let Some(last) = &self.last {
            self.view_anchor.clone_from(&last.positions);
        }
        self.scroll = Scroll::ToLast(from);
    }

    /// The lines the bits are scrolled in `grid`, as drawn.
    pub(super) fn scroll_in(&self, grid: Rect) -> u16 {
        match self.scroll {
            Scroll::Lines(lines) => lines,
            Scroll::ToLast(from) => self.last_in_view(from, grid.width, grid.height),
        }
    }

    /// Scrolled `from` lines, or less or more so that the last word's bits
    /// show in a grid `width` × `height`.
    fn last_in_view(&self, from: u16, width: u16, height: u16) -> u16 {
        let positions = &self.view_anchor;
        let (Some(&first), Some(&end)) = (positions.iter().min(), positions.iter().max()) else {
            return from;
        };
        // Bands of bits as `widgets::bit_rows` lays them out: a line of
        // values, one of positions, and one of marks where a bit is marked.
        let cell_width = crate::tui::widgets::bit_cell_width(self.array.m as usize);
        let per_row = (usize::from(width).saturating_sub(3) / cell_width).max(1) as u64;
        let marked = |band: u64| positions.iter().any(|p| p / per_row == band);
        let line_of = |band: u64| {
            let marked_before = (0..band).filter(|b| marked(*b)).count() as u64;
            (2 * band + marked_before).min(u64::from(u16::MAX)) as u16
        };
        let top = line_of(first / per_row);
        let bottom = line_of(end / per_row) + 3;
        // The "more below" line takes a row from the grid (the last
        // result is drawn under it, outside).
        let shown = height.saturating_sub(1);
        if top >= from && bottom <= from + shown {
            return from;
        }
        // Where its bands do not all fit, the top that shows most of its
        // positions (the first such): a removal's four counters far apart
        // showed only the first's band (reader 12, es 3.2).
        // Counted by positions: the band with most of them weighs most.
        let mut lines: Vec<u16> = positions.iter().map(|p| line_of(p / per_row)).collect();
        lines.sort_unstable();
        let in_view = |top: u16| {
            lines
                .iter()
                .filter(|&&line| line >= top && line + 3 <= top.saturating_add(shown))
                .count()
        };
        lines
            .iter()
            .copied()
            .max_by(|&a, &b| in_view(a).cmp(&in_view(b)).then(b.cmp(&a)))
            .unwrap_or(top)
    }

    /// Where PgDn (`down`) or PgUp takes the bits in `grid`: a page is
    /// the bands that show whole, so the next page starts at the first
    /// band the view's bottom cut or left out. A fixed 14 lines skipped
    /// the band the bottom had left blank (reader 21, es 1.1: bits 108
    /// to 125 never showed at m = 512).
    pub(super) fn page(&self, ctx: &crate::tui::protocol::Context, down: bool) -> u16 {
        use crate::tui::widgets::{scroll_limit, whole_bands};
        let grid = self.layout(ctx.area, ctx).grid;
        let bands = self.bands(grid, ctx);
        let lengths: Vec<usize> = bands.iter().map(Vec::len).collect();
        // Where the bits are now, as drawn, from the same bands.
        let (lines, now) = whole_bands(bands, self.scroll_in(grid), grid.height);
        let limit = scroll_limit(lines.len(), grid.height);
        let to = band_page(&lengths, usize::from(now), grid.height, down);
        u16::try_from(to).unwrap_or(u16::MAX).min(limit)
    }
}

/// The first line of the page after (`down`) or before the one that
/// starts at line `top`, for bands `lengths` lines long in a view
/// `height` rows tall whose last row says what lies beyond.
fn band_page(lengths: &[usize], top: usize, height: u16, down: bool) -> usize {
    let view = usize::from(height).saturating_sub(1).max(1);
    let bands: Vec<(usize, usize)> = lengths
        .iter()
        .scan(0, |at, &length| {
            let start = *at;
            *at += length;
            Some((start, length))
        })
        .collect();
    if down {
        bands
            .iter()
            .find(|(start, length)| *start > top && start + length > top + view)
            .map_or(top, |(start, _)| *start)
    } else {
        bands
            .iter()
            .find(|(start, _)| *start >= top.saturating_sub(view))
            .map_or(0, |(start, _)| (*start).min(top))
    }
}

#[cfg(test)]
mod tests {
    use super::band_page;

    /// Bands of 2 lines (3 where marked) in a view of 14 rows (13 less
    /// the hint): six bands show whole, and the next page starts at the
    /// seventh, never past it; PgUp comes back to the same start.
    #[test]
    fn a_page_starts_at_the_first_band_not_shown_whole() {
        let lengths = vec![2; 20];
        assert_eq!(band_page(&lengths, 0, 14, true), 12);
        assert_eq!(band_page(&lengths, 12, 14, true), 24);
        assert_eq!(band_page(&lengths, 24, 14, false), 12);
        assert_eq!(band_page(&lengths, 12, 14, false), 0);
        let marked = vec![2, 3, 2, 2, 3, 2, 2, 2];
        // Lines 0..13 hold bands 0 to 4 (ending at 12) whole; band 5
        // runs 12..14, cut by the bottom.
        assert_eq!(band_page(&marked, 0, 14, true), 12);
    }
}
