/// Reader 5, es 4: a title too long for its header gives way at a
/// comma, whole, before it is cut with an ellipsis.
#[test]
fn a_long_title_gives_way_at_a_comma() {
    let title = "Cuando un filtro de Bloom no basta, autoevaluación";
    assert_eq!(title_fit(title, 60), title);
    assert_eq!(title_fit(title, 45), "Cuando un filtro de Bloom no basta…");
    assert_eq!(title_fit(title, 35), "Cuando un filtro de Bloom no basta…");
    // Cut between words, never after «de» or «no».
    assert_eq!(title_fit(title, 20), "Cuando un filtro …");
    assert_eq!(title_fit(title, 31), "Cuando un filtro de Bloom …");
    assert_eq!(
        title_fit("Filtros de Bloom", 10),
        fitted("Filtros de Bloom", 10)
    );
}

use super::*;

#[test]
fn a_line_that_does_not_fit_says_less_and_never_breaks_a_word() {
    assert_eq!(fitted("short", 10), "short");
    assert_eq!(
        fitted("Cuando un filtro de Bloom no basta, autoevaluación", 44),
        "Cuando un filtro de Bloom no basta …"
    );
    assert_eq!(fitted("abcdefghij", 5), "abcd…");
    let line = "terminado en 1,20 s · semilla 1 · p < 0,05 en 1 fila por separado · r";
    assert_eq!(status_fit(line, 80), line);
    assert_eq!(status_fit(line, 60), "terminado en 1,20 s · semilla 1");
    assert_eq!(status_fit(line, 18), "terminado en …");
    for width in 0..line.chars().count() {
        let fit = status_fit(line, width);
        assert!(fit.chars().count() <= width.max(1), "{width}: {fit}");
        for word in fit.split([' ', '…']).filter(|w| !w.is_empty()) {
            // Only a line narrower than its first word is cut inside it.
            assert!(
                line.split(' ').any(|w| w == word) || width < 11,
                "{width}: {fit}"
            );
        }
    }
}

/// Reader 21 (en 1.6): lesson 3's step 4 said «↓ more below» where ↓
/// showed one blank line, the padding a lesson keeps so its scroll can
/// stay put. Blank lines at the end are not «more».
#[test]
fn blank_lines_at_the_end_are_not_more_below() {
    use ratatui::{Terminal, backend::TestBackend};
    let ctx = crate::tui::protocol::Context::for_test(crate::lang::Lang::En);
    let mut lines: Vec<Line> = (0..10).map(|i| Line::from(format!("line {i}"))).collect();
    lines.extend((0..5).map(|_| Line::raw("")));
    let mut terminal = Terminal::new(TestBackend::new(40, 12)).unwrap();
    for (scroll, hinted) in [(0u16, false), (3, true)] {
        let frame = terminal
            .draw(|frame| {
                let _ = scrolled(frame, frame.area(), lines.clone(), scroll, true, &ctx);
            })
            .unwrap();
        let shown: String = frame.buffer.content().iter().map(|c| c.symbol()).collect();
        assert!(!shown.contains('↓'), "{scroll}: {shown}");
        assert_eq!(shown.contains('↑'), hinted, "{scroll}: {shown}");
    }
}

/// The row a chart of `rows` plot rows draws `marker` at `y` on, from
/// ratatui's own rendering.
fn drawn_row(marker: ratatui::symbols::Marker, y: f64, rows: u16) -> Option<u16> {
    use ratatui::widgets::{Axis, Chart, Dataset, GraphType, Widget};
    let data = [(0.5, y)];
    let chart = Chart::new(vec![
        Dataset::default()
            .marker(marker)
            .graph_type(GraphType::Scatter)
            .data(&data),
    ])
    .x_axis(Axis::default().bounds([0.0, 1.0]))
    .y_axis(Axis::default().bounds([-2.5, -1.0]));
    let area = ratatui::layout::Rect::new(0, 0, 9, rows);
    let mut buffer = ratatui::buffer::Buffer::empty(area);
    chart.render(area, &mut buffer);
    (0..rows).find(|&row| (0..9).any(|x| buffer[(x, row)].symbol() != " "))
}

/// Reader 31 (en 1.1, es 1.4): a measured █ sat a row under the braille
/// line through the same value, the two grids rounding apart. A block
/// mark at `on_braille_row(y)` is drawn on the braille point's row, for
/// every value and plot height.
#[test]
fn a_block_mark_moved_to_the_braille_row_shares_it() {
    use ratatui::symbols::Marker;
    let mut apart = 0;
    for rows in 3..=12u16 {
        for step in 0..=300 {
            let y = -2.5 + 1.5 * f64::from(step) / 300.0;
            let braille = drawn_row(Marker::Braille, y, rows);
            apart += usize::from(drawn_row(Marker::Block, y, rows) != braille);
            let moved = on_braille_row(y, [-2.5, -1.0], rows);
            assert_eq!(
                drawn_row(Marker::Block, moved, rows),
                braille,
                "y {y}, {rows} rows"
            );
        }
    }
    // Unmoved, they do part: the test would notice a ratatui that stopped.
    assert!(apart > 0);
}

/// Reader 34 (es 1.2): in a view one row high above its «more below»
/// line, the first band of counters showed its values without their
/// positions. A band the view cannot hold whole is left blank, the first
/// one too.
#[test]
fn a_view_shorter_than_a_band_shows_no_half_band() {
    let band = |n: usize| {
        vec![
            Line::raw(format!("values {n}")),
            Line::raw(format!("positions {n}")),
        ]
    };
    let (lines, top) = whole_bands(vec![band(0), band(1)], 0, 2);
    assert_eq!(top, 0);
    assert_eq!(lines[0].width(), 0, "{lines:?}");
    // Where a band fits, it shows.
    let (lines, _) = whole_bands(vec![band(0), band(1)], 0, 3);
    assert_eq!(lines[0], Line::raw("values 0"));
    assert_eq!(lines[1], Line::raw("positions 0"));
}
