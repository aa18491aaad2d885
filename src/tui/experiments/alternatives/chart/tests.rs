use super::*;

fn point(letter: char, x: f64, y: f64) -> ChartPoint {
    ChartPoint {
        x,
        y,
        letter,
        selected: false,
    }
}

/// Four structures at one rate and nearly one size (1/256): each
/// letter in a cell of its own, none touching another on its row, and
/// none more than a row or two columns from its point (reader 7, es 1:
/// stacked down a column, binary fuse's 9,50 bits sat on the 0 line).
#[test]
fn letters_at_one_place_stay_apart_and_near() {
    let rate = (1.0f64 / 256.0).log10();
    let points = [
        point('S', rate, 9.59),
        point('B', rate, 10.0),
        point('X', rate, 9.84),
        point('F', rate, 9.5),
    ];
    let [x_min, x_max] = X_BOUNDS;
    let cell = |x: f64, y: f64| {
        (
            ((x - x_min) * 59.0 / (x_max - x_min)) as i32,
            ((Y_MAX - y) * 11.0 / Y_MAX) as i32,
        )
    };
    let placed = place_letters(&points, 60, 12);
    let cells: Vec<(i32, i32)> = placed.iter().map(|p| cell(p.x, p.y)).collect();
    for (i, Placed { point, .. }) in placed.iter().enumerate() {
        let own = cell(point.x, point.y);
        let (column, row) = cells[i];
        assert!(
            (row - own.1).abs() <= 1 && (column - own.0).abs() <= 2,
            "{}: {cells:?}",
            point.letter
        );
        for (j, other) in cells.iter().enumerate() {
            if i != j && other.1 == row {
                assert!((other.0 - column).abs() > 1, "{cells:?}");
            }
        }
    }
}

/// Reader 39 (en 1.4): at 1/65,536 cuckoo (20.00 bits), xor16
/// (19.68) and binary fuse (19.01) crowd one place; pushed apart, X
/// went a row under F. No letter sits above one with more bits near
/// it.
#[test]
fn letters_pushed_apart_keep_their_order() {
    let cell = (X_BOUNDS[1] - X_BOUNDS[0]) / 59.0;
    let rate = (1.0f64 / 65_536.0).log10();
    let points = [
        point('K', rate + 0.2 * cell, 20.0),
        point('X', rate, 19.68),
        point('F', rate + 2.2 * cell, 19.01),
        point('B', rate + 1.1 * cell, 23.0),
    ];
    for height in [6, 7, 8, 12] {
        let placed = place_letters(&points, 60, height);
        for a in &placed {
            for b in &placed {
                if a.point.y > b.point.y && (a.column - b.column).abs() <= 3 {
                    assert!(
                        a.y >= b.y,
                        "{height}: {} under {}",
                        a.point.letter,
                        b.point.letter
                    );
                }
            }
        }
    }
}

/// Letters in neighbouring columns on one row would read as a word
/// («SB»): the second moves down a row.
#[test]
fn neighbours_do_not_touch() {
    let cell = (X_BOUNDS[1] - X_BOUNDS[0]) / 59.0;
    let points = [point('S', -2.0, 9.6), point('B', -2.0 + cell, 9.6)];
    let placed = place_letters(&points, 60, 12);
    assert_ne!(placed[0].y, placed[1].y);
}

/// A point over the top takes its arrow's cell too: a letter beside it
/// moves rather than cover the arrow.
#[test]
fn an_arrow_keeps_its_cell() {
    let points = [point('C', -2.0, 40.0), point('S', -2.0 + 0.05, 40.0)];
    let placed = place_letters(&points, 60, 12);
    assert_ne!(placed[0].y, placed[1].y);
}

/// Letters on a curve stand apart from it: no curve dot in the cell
/// right beside a letter (reader 23, es 1.5: «⠉⠉⠑K⠒F⠢⠤»).
#[test]
fn letters_on_a_curve_stand_apart() {
    use ratatui::{Terminal, backend::TestBackend};
    let theme = Theme::monochrome();
    // On Bloom's line: bits = 1.44·log₂(1/p).
    let on_line = |letter: char, x: f64| {
        point(
            letter,
            x,
            -x * std::f64::consts::LOG2_10 / std::f64::consts::LN_2,
        )
    };
    let points = vec![on_line('K', -4.5), on_line('F', -4.4), on_line('B', -2.0)];
    let mut terminal = Terminal::new(TestBackend::new(76, 8)).unwrap();
    terminal
        .draw(|frame| draw_canvas(frame, frame.area(), points, &theme))
        .unwrap();
    let buffer = terminal.backend().buffer();
    let braille = |s: &str| s != " " && s.chars().all(|c| ('\u{2800}'..='\u{28ff}').contains(&c));
    let mut letters = 0;
    for y in 0..8u16 {
        let row: Vec<String> = (0..76u16)
            .map(|x| buffer[(x, y)].symbol().to_owned())
            .collect();
        for (x, symbol) in row.iter().enumerate() {
            if symbol == " " || braille(symbol) {
                continue;
            }
            letters += 1;
            for beside in [x.wrapping_sub(1), x + 1] {
                if let Some(next) = row.get(beside) {
                    assert!(!braille(next), "{symbol} touches {next}: {}", row.concat());
                }
            }
        }
    }
    assert_eq!(letters, 3);
}

/// The guide runs through the selected letter's own column, on the
/// right half of a wide chart too, where a braille dot at the
/// letter's x lands a cell further right (reader 12, es 1.3: «S⣇B»).
#[test]
fn the_guide_runs_through_the_selected_letter() {
    use ratatui::{Terminal, backend::TestBackend};
    let theme = Theme::monochrome();
    for x in [-4.6, -3.0, -2.7, -1.3] {
        let mut selected = point('S', x, 12.0);
        selected.selected = true;
        let points = vec![selected, point('B', x + 0.06, 12.5)];
        let mut terminal = Terminal::new(TestBackend::new(76, 10)).unwrap();
        terminal
            .draw(|frame| draw_canvas(frame, frame.area(), points, &theme))
            .unwrap();
        let buffer = terminal.backend().buffer();
        let at = |column: u16, row: u16| buffer[(column, row)].symbol().to_owned();
        let (column, row) = (0..76)
            .flat_map(|c| (0..10).map(move |r| (c, r)))
            .find(|&(c, r)| at(c, r) == "S")
            .expect("S is drawn");
        let other = if row == 0 { 1 } else { 0 };
        let above = at(column, other);
        assert!(
            above
                .chars()
                .all(|c| ('\u{2800}'..='\u{28ff}').contains(&c))
                && above != " ",
            "x {x}: no guide over S at column {column}: {above:?}"
        );
    }
}
