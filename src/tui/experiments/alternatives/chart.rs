//! The Alternatives tab's chart: bits per element against the measured
//! rate, with the lower bound and the standard Bloom filter's line. The
//! measured rows become points (`ChartPoint`, what to place where); the
//! functions below lay them out.

use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::Style;
use ratatui::symbols::Marker;
use ratatui::text::{Line, Span};
use ratatui::widgets::canvas::{Canvas, Line as Segment, Points};
use ratatui::widgets::{Block, Borders, Paragraph};

use super::words::kind_letter;
use super::{AltRun, ExperimentsScreen};
use crate::lang::Lang;
use crate::t;
use crate::tui::protocol::Context;
use crate::tui::theme::Theme;
use crate::units::{decimal_mark, format_percent_short};

/// The plotted rates, as powers of ten: 0.001 % to 10 %.
const X_BOUNDS: [f64; 2] = [-5.0, -1.0];
/// Up to 32 bits: the bound, Bloom's line and the compact structures fill
/// the plot; the counting filter's points (4× a Bloom filter's bits) sit
/// on the top edge with an arrow.
const Y_MAX: f64 = 32.0;
/// Columns of the y labels.
const LABEL_WIDTH: u16 = 4;

/// One measured row on the chart.
struct ChartPoint {
    /// log10 of the measured rate.
    x: f64,
    /// Bits per element.
    y: f64,
    letter: char,
    selected: bool,
}

/// The measured rows to place: those with a rate above 0 and a letter
/// (the hash set, exact, has none).
fn chart_points(run: &AltRun, selected: usize) -> Vec<ChartPoint> {
    run.rows
        .iter()
        .zip(&run.designs)
        .enumerate()
        .filter_map(|(index, (state, design))| {
            let result = state.result.as_ref()?;
            let letter = kind_letter(design.kind)?;
            let rate = result.outcome.fp_measured;
            (rate > 0.0).then(|| ChartPoint {
                x: rate.log10(),
                y: result.bits_per_element,
                letter,
                selected: index == selected,
            })
        })
        .collect()
}

impl ExperimentsScreen {
    /// Bits per element (y) against the rate (x, log scale): the bound
    /// and the standard Bloom filter as lines, each measured row as its
    /// structure's letter (the selected one highlighted).
    pub(super) fn render_bits_chart(&self, frame: &mut Frame, area: Rect, ctx: &Context) {
        let lang = ctx.lang;
        let theme = &ctx.theme;
        if area.height < 6 || area.width < 24 {
            return;
        }
        let Some(run) = self.alternatives.run.as_ref() else {
            return;
        };
        let points = chart_points(run, self.selected);
        let off_chart = self.selected_off_chart(run, &points, lang);
        let key_lines = key_lines(off_chart, area.width, lang, theme);
        // The letters' key wraps where the width is short of it.
        let letter_lines = crate::tui::widgets::paragraph(
            &t!(lang, "exp-alt-s-bloom-b-blocked-c"),
            area.width.saturating_sub(1).max(1),
            theme.dim,
        );
        let [plot, x_labels, key, letters] = Layout::vertical([
            Constraint::Min(0),
            Constraint::Length(1),
            Constraint::Length(key_lines.len() as u16),
            Constraint::Length(letter_lines.len() as u16),
        ])
        .areas(area);
        let block = Block::default()
            .borders(Borders::TOP)
            .border_style(theme.border)
            .title(t!(lang, "exp-alt-bits-per-element-against-the"));
        let inner = block.inner(plot);
        frame.render_widget(block, plot);
        let [y_labels, canvas_area] =
            Layout::horizontal([Constraint::Length(LABEL_WIDTH), Constraint::Min(0)]).areas(inner);
        if canvas_area.height < 2 || canvas_area.width < 8 {
            return;
        }
        frame.render_widget(
            Paragraph::new(y_label_lines(y_labels.height, theme)),
            y_labels,
        );
        draw_canvas(frame, canvas_area, points, theme);
        let row = x_label_row(canvas_area.width as usize, lang);
        frame.render_widget(
            Paragraph::new(Line::from(Span::styled(row, theme.dim))),
            x_labels,
        );
        frame.render_widget(Paragraph::new(key_lines), key);
        frame.render_widget(Paragraph::new(letter_lines), letters);
    }
}

impl ExperimentsScreen {
    /// Why the selected row has no point, when it has none: a rate of 0
    /// has no place on a log scale (the hash set, exact), and a row not
    /// measured yet has no rate.
    fn selected_off_chart(
        &self,
        run: &AltRun,
        points: &[ChartPoint],
        lang: Lang,
    ) -> Option<String> {
        if points.iter().any(|point| point.selected) {
            return None;
        }
        let design = run.designs.get(self.selected)?;
        // With its target: «Bloom: not measured yet» stood beside another
        // target's Bloom, drawn (reader 21, en 3.2).
        let target = design
            .fp_target
            .map(|target| super::words::target_label(Some(target), lang))
            .unwrap_or_default();
        let name = format!("{} {target}", design.kind.short_label(lang));
        let name = name.trim_end();
        let measured = run
            .rows
            .get(self.selected)
            .and_then(|row| row.result.as_ref())
            .is_some();
        Some(if measured {
            t!(lang, "exp-alt-chart-off-zero", name = name)
        } else if run.cancelled {
            // «not measured yet» beside a part-way row's point read as a
            // run still going (reader 23, en 3.5).
            t!(lang, "exp-alt-chart-off-cancelled", name = name)
        } else {
            t!(lang, "exp-alt-chart-off-unmeasured", name = name)
        })
    }
}

/// The y labels: the top, the middle and zero, on their rows.
fn y_label_lines(height: u16, theme: &Theme) -> Vec<Line<'static>> {
    let mut lines = vec![Line::default(); height as usize];
    let last = lines.len().saturating_sub(1);
    for (row, value) in [(0, Y_MAX), (last / 2, Y_MAX / 2.0), (last, 0.0)] {
        lines[row] = Line::from(Span::styled(format!("{value:>3.0}"), theme.dim));
    }
    lines
}

/// The bound dotted, Bloom's line solid (told apart without colour), and
/// the points' letters over them.
fn draw_canvas(frame: &mut Frame, area: Rect, points: Vec<ChartPoint>, theme: &Theme) {
    let [x_min, x_max] = X_BOUNDS;
    let bound = |x: f64| -x * std::f64::consts::LOG2_10;
    let bloom = |x: f64| bound(x) / std::f64::consts::LN_2;
    // One dot per cell column, evenly spaced, reads as a dotted line;
    // 41 dots across 70 columns fell one or two cells apart and read as
    // noise (reader 17, en 1.7).
    let columns = f64::from(area.width.max(1));
    let dotted: Vec<(f64, f64)> = (0..area.width.max(1))
        .map(|i| {
            let x = x_min + (x_max - x_min) * (f64::from(i) + 0.25) / columns;
            (x, bound(x))
        })
        .collect();
    let placed = place_letters(&points, area.width, area.height);
    // The selected point is found by a line up through it (with its
    // letter's reversed style): a mark beside the letter would cover a
    // neighbour's, and a line across would read as another curve. The
    // line's x is the left dot column of the letter's cell: braille dots
    // round to their x, labels truncate, so the letter's own x drifts a
    // cell right on the right half (reader 12, es 1.3: «S⣇B»).
    let dots = f64::from(area.width.max(1)) * 2.0 - 1.0;
    // A point for every braille dot row (four a cell): 61 points left
    // dots out on a tall chart, and the line read ⡃ ⠇ ⡆ ⡅ (reader 36, en
    // 1.5).
    let steps = f64::from(area.height.max(1)) * 4.0;
    let guide: Vec<(f64, f64)> = placed
        .iter()
        .filter(|placed| placed.point.selected)
        .flat_map(|placed| {
            let x = x_min + f64::from(placed.column) * 2.0 * (x_max - x_min) / dots;
            (0..=steps as u32).map(move |i| (x, Y_MAX * f64::from(i) / steps))
        })
        .collect();
    let canvas = Canvas::default()
        .marker(Marker::Braille)
        .x_bounds(X_BOUNDS)
        .y_bounds([0.0, Y_MAX])
        .paint(|painter| {
            painter.draw(&Points {
                coords: &dotted,
                color: theme.good.fg.unwrap_or_default(),
            });
            painter.draw(&Points {
                coords: &guide,
                color: theme.accent.fg.unwrap_or_default(),
            });
            painter.draw(&Segment {
                x1: x_min,
                y1: bloom(x_min),
                x2: x_max,
                y2: bloom(x_max),
                color: theme.warn.fg.unwrap_or_default(),
            });
            painter.layer();
            for &Placed { point, x, y, .. } in &placed {
                let style: Style = if point.selected {
                    theme.selected
                } else {
                    theme.text
                };
                let mark = if point.y > Y_MAX {
                    format!("{}↑", point.letter)
                } else {
                    point.letter.to_string()
                };
                painter.print(x, y, Span::styled(mark, style));
            }
        });
    frame.render_widget(canvas, area);
    clear_beside_letters(frame.buffer_mut(), area);
}

/// A letter printed on a curve read as part of it («⠉⠉⠑K⠒F⠢⠤»: reader
/// 23, es 1.5, en 1.5): the curves' dots in the cells right beside a
/// letter give way, so each letter stands apart («⠉⠉ K F ⠤»).
fn clear_beside_letters(buffer: &mut ratatui::buffer::Buffer, area: Rect) {
    let braille = |symbol: &str| {
        symbol
            .chars()
            .all(|c| ('\u{2800}'..='\u{28ff}').contains(&c))
    };
    let letters: Vec<(u16, u16)> = (area.top()..area.bottom())
        .flat_map(|y| (area.left()..area.right()).map(move |x| (x, y)))
        .filter(|&(x, y)| {
            let symbol = buffer[(x, y)].symbol();
            symbol != " " && !braille(symbol)
        })
        .collect();
    for (x, y) in letters {
        for beside in [x.checked_sub(1), x.checked_add(1)].into_iter().flatten() {
            if !(area.left()..area.right()).contains(&beside) {
                continue;
            }
            let symbol = buffer[(beside, y)].symbol();
            // The guide's column (⡇, with a curve across it or not) stays whole.
            let guide = symbol
                .chars()
                .all(|c| (u32::from(c).wrapping_sub(0x2800) & 0x47) == 0x47);
            if braille(symbol) && !guide {
                buffer[(beside, y)].set_symbol(" ");
            }
        }
    }
}

/// A letter's place: canvas coordinates for the print, and its cell's
/// column for the guide through it.
struct Placed<'a> {
    point: &'a ChartPoint,
    x: f64,
    y: f64,
    column: i32,
}

/// Where each point's letter goes on a canvas of `width` × `height` cells,
/// as canvas coordinates: in its own cell, or when another letter took
/// that cell or one beside it, one row below or above, else two columns
/// aside (Bloom, blocked, xor and binary fuse filters at 1/256 measure
/// nearly one rate and one size; side by side their letters read as a
/// word, «XSFB»), never further. Higher points are placed first, so a
/// column reads from the most bits down. A point over the top carries an
/// arrow, two cells.
fn place_letters(points: &[ChartPoint], width: u16, height: u16) -> Vec<Placed<'_>> {
    let [x_min, x_max] = X_BOUNDS;
    let (columns, rows) = (f64::from(width.max(2) - 1), f64::from(height.max(2) - 1));
    // The cell ratatui prints a label at, and a coordinate inside a cell.
    let cell_of = |x: f64, y: f64| {
        let x = x.clamp(x_min, x_max);
        let y = y.clamp(0.0, Y_MAX);
        (
            ((x - x_min) * columns / (x_max - x_min)) as i32,
            ((Y_MAX - y) * rows / Y_MAX) as i32,
        )
    };
    let x_of = |column: i32| {
        (x_min + (f64::from(column) + 0.5) * (x_max - x_min) / columns).clamp(x_min, x_max)
    };
    let y_of = |row: i32| (Y_MAX - (f64::from(row) + 0.5) * Y_MAX / rows).clamp(0.0, Y_MAX);
    let mut order: Vec<&ChartPoint> = points.iter().collect();
    order.sort_by(|a, b| b.y.total_cmp(&a.y));
    let mut taken: Vec<(i32, i32)> = Vec::new();
    // Each letter placed so far: its cell and its point's bits.
    let mut higher: Vec<(i32, i32, f64)> = Vec::new();
    let mut placed = Vec::new();
    // A letter moves at most one row or two columns from its point (a
    // row is about 3 bits): further, it would misstate its bits.
    const NEAR: [(i32, i32); 9] = [
        (0, 0),
        (1, 0),
        (-1, 0),
        (0, 2),
        (0, -2),
        (1, 2),
        (1, -2),
        (-1, 2),
        (-1, -2),
    ];
    let inside = |(column, row): (i32, i32)| {
        (0..i32::from(width)).contains(&column) && (0..i32::from(height)).contains(&row)
    };
    for point in order {
        let (column, row) = cell_of(point.x, point.y);
        let cells = if point.y > Y_MAX { 2 } else { 1 };
        // Apart: no letter in its cells or right beside them. Else at
        // least not on another letter.
        let clear = |(c, r): (i32, i32), margin: i32| {
            (-margin..cells + margin).all(|dx| !taken.contains(&(c + dx, r)))
        };
        // Never above a letter placed before it (more bits) a few
        // columns away: pushed apart, xor16's X went under fuse16's F,
        // and read as fewer bits than the table gives (reader 39, en 1.4,
        // es 1.2).
        let in_order = |(c, r): (i32, i32)| {
            higher.iter().all(|&(hc, hr, hy): &(i32, i32, f64)| {
                hy <= point.y || (hc - c).abs() > 3 || r >= hr
            })
        };
        let near = NEAR
            .iter()
            .map(|&(dr, dc)| (column + dc, row + dr))
            .filter(|&cell| inside(cell));
        let cell = near
            .clone()
            .find(|&cell| clear(cell, 1) && in_order(cell))
            .or_else(|| near.clone().find(|&cell| clear(cell, 0) && in_order(cell)))
            .or_else(|| near.clone().find(|&cell| clear(cell, 1)))
            .or_else(|| near.clone().find(|&cell| clear(cell, 0)))
            .unwrap_or((column, row));
        higher.push((cell.0, cell.1, point.y));
        taken.extend((0..cells).map(|dx| (cell.0 + dx, cell.1)));
        placed.push(Placed {
            point,
            x: x_of(cell.0),
            y: y_of(cell.1),
            column: cell.0,
        });
    }
    placed
}

/// The x labels at 0.001 %, 0.1 % and 10 % (left, middle, right), after
/// the y labels' columns, over a plot `span` columns wide.
fn x_label_row(span: usize, lang: Lang) -> String {
    let labels = [1e-5, 1e-3, 1e-1].map(|p| decimal_mark(lang, format_percent_short(p)));
    let label_width = LABEL_WIDTH as usize;
    let mut row: Vec<char> = vec![' '; label_width + span];
    let mut place = |at: usize, text: &str| {
        let length = text.chars().count();
        let start = at.min(row.len().saturating_sub(length));
        for (offset, c) in text.chars().enumerate() {
            if let Some(cell) = row.get_mut(start + offset) {
                *cell = c;
            }
        }
    };
    place(label_width, &labels[0]);
    let middle = label_width + span / 2;
    place(
        middle.saturating_sub(labels[1].chars().count() / 2),
        &labels[1],
    );
    place(label_width + span, &labels[2]);
    row.into_iter().collect()
}

/// What the lines are, and the guide (in its place, why the selected
/// row has no point when it has none): on one line, or two where one
/// would be cut.
fn key_lines(
    off_chart: Option<String>,
    width: u16,
    lang: Lang,
    theme: &Theme,
) -> Vec<Line<'static>> {
    let curves = vec![
        Span::styled("⠂⠂ ", theme.good),
        Span::styled(t!(lang, "exp-alt-lower-bound-log2-1-p"), theme.dim),
        Span::styled("⠒⠒ ", theme.warn),
        Span::styled(
            decimal_mark(lang, "Bloom 1.44·log₂(1/p)".to_owned()),
            theme.dim,
        ),
    ];
    // The guide's mark only where a guide is drawn.
    let guide = match off_chart {
        Some(why) => vec![Span::styled(why, theme.dim)],
        None => vec![
            Span::styled("⡇ ", theme.accent),
            Span::styled(t!(lang, "exp-alt-chart-selected"), theme.dim),
        ],
    };
    let length = |spans: &[Span]| {
        spans
            .iter()
            .map(|span| span.content.chars().count())
            .sum::<usize>()
    };
    if 1 + length(&curves) + 3 + length(&guide) <= width as usize {
        let mut line = curves;
        line.push(Span::raw("   "));
        line.extend(guide);
        vec![Line::from(line)]
    } else {
        vec![Line::from(curves), Line::from(guide)]
    }
}

#[cfg(test)]
mod tests;
