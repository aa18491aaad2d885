use super::*;

#[test]
fn rates_are_percentages_as_the_course_writes_them() {
    assert_eq!(rate(Lang::Es, 0.00819), "0,819\u{a0}%");
    assert_eq!(rate(Lang::En, 0.0986), "9.86\u{a0}%");
    assert_eq!(rate(Lang::Es, 0.000_100_1), "0,0100\u{a0}%");
    assert_eq!(rate(Lang::En, 9.9e-6), "0.000990\u{a0}%");
    assert_eq!(rate(Lang::En, 0.0), "0\u{a0}%");
}

#[test]
fn short_counts_take_each_languages_prefixes() {
    // K, not k, which is the number of probes on the same row (reader
    // 20, es 4.3: «10 % k=3 … 28,7k»).
    assert_eq!(short_count(28_700, Lang::Es), "28,7K");
    assert_eq!(short_count(28_700, Lang::En), "28.7K");
    assert_eq!(short_count(1_060_000, Lang::Es), "1,06M");
    assert_eq!(short_count(9_999, Lang::Es), "9999");
}

#[test]
fn the_false_positives_are_spelled_out_where_the_table_has_room() {
    for lang in Lang::ALL {
        let narrow = Columns::new(Tab::Table, 78, lang).header(Tab::Table, lang);
        // Spanish says «falsos»: «FP» reads as Formación Profesional.
        let short = format!(" {} ", crate::t!(lang, "exp-table-fp"));
        assert!(narrow.contains(&short), "{narrow}");
        assert!(narrow.chars().count() <= 78, "{narrow}");
        let wide = Columns::new(Tab::Table, 118, lang).header(Tab::Table, lang);
        assert!(!wide.contains("FP"), "{wide}");
    }
    let wide = Columns::new(Tab::Table, 118, Lang::Es).header(Tab::Table, Lang::Es);
    assert!(wide.contains("falsos positivos"), "{wide}");
}

#[test]
fn the_fill_is_written_as_each_language_writes_a_percentage() {
    // A space before % in both languages, as the course writes it.
    // Three digits (k = 1 at m/n = 10 fills 9.52 %, as lesson 2 says),
    // but a full filter is 100 %.
    assert_eq!(fill_text(Lang::En, 0.5), "50.0\u{a0}%");
    assert_eq!(fill_text(Lang::Es, 0.5), "50,0\u{a0}%");
    assert_eq!(fill_text(Lang::Es, 0.0952), "9,52\u{a0}%");
    assert_eq!(fill_text(Lang::En, 0.09996), "10.0\u{a0}%");
    assert_eq!(fill_text(Lang::Es, 1.0), " 100\u{a0}%");
}

#[test]
fn the_k_sweep_label_column_holds_its_widest_label_in_either_language() {
    for lang in Lang::ALL {
        let columns = Columns::new(Tab::KSweep, 80, lang);
        let widest = format!("k=20 {} ★", fill_text(lang, 1.0));
        assert_eq!(columns.label_width, widest.chars().count().max(11));
        let header = columns.header(Tab::KSweep, lang);
        // The gauge's zone starts one column after the label's.
        let label: String = header.chars().skip(2).take(columns.label_width).collect();
        assert!(label.starts_with("k "), "{header}");
    }
    assert_eq!(Columns::new(Tab::KSweep, 80, Lang::En).label_width, 13);
    assert_eq!(Columns::new(Tab::KSweep, 80, Lang::Es).label_width, 13);
}

/// Reader 7, en 2: moving the selection within what is shown leaves the
/// rows in place; every row is shown on some page, once ▲ and ▼ take
/// their lines.
#[test]
fn a_table_turns_by_pages() {
    use super::window;
    for height in 4..16u16 {
        for rows in 1..30 {
            let mut seen = vec![false; rows];
            for selected in 0..rows {
                let (first, visible, below) = window(rows, height, selected);
                assert!(
                    (first..first + visible).contains(&selected),
                    "{rows} {height} {selected}"
                );
                assert_eq!(first + visible + below, rows);
                let lines = 1 + visible + usize::from(first > 0) + usize::from(below > 0);
                assert!(
                    lines <= usize::from(height),
                    "{rows} {height} {selected}: {lines}"
                );
                seen[first..first + visible].fill(true);
                // Within a page the window stays.
                if selected + 1 < first + visible {
                    assert_eq!(window(rows, height, selected + 1).0, first);
                }
            }
            assert!(seen.iter().all(|&s| s));
            // The last page fills its room under its ▲ line (reader 10,
            // es 1.6: four rows and six empty lines).
            let room = usize::from(height) - 1;
            if rows > room && room >= 3 {
                let (first, visible, _) = window(rows, height, rows - 1);
                assert!(first > 0);
                assert_eq!(visible, room - 1, "{rows} {height}");
            }
        }
    }
}

/// Reader 18 (es 1.6): with no false positive, the bound takes the
/// rate's place within its width, rounded up, never under the bound.
#[test]
fn a_bound_fits_the_rates_place_and_never_rounds_down() {
    for lang in Lang::ALL {
        let cell = measured_text(lang, (0.0, 0.0, 0.000_036_9), rate_width(false));
        assert_eq!(cell.chars().count(), rate_width(false), "{cell}");
        assert!(cell.ends_with("0037\u{a0}%"), "{cell}");
    }
    assert_eq!(
        crate::units::upper_bound_rate(Lang::En, 0.000_037),
        "0.0037\u{a0}%"
    );
    assert_eq!(
        crate::units::upper_bound_rate(Lang::En, 0.012_01),
        "1.3\u{a0}%"
    );
}

/// Reader 20 (es 1.1): at 80 columns the Small filter's starred verdict
/// lost its last letter («✓ compatible* ✗ Bloo»). Every column and the
/// longest verdict end by column 79, inside the screen's margin.
#[test]
fn the_small_filters_longest_row_fits_80_columns() {
    use super::columns::Columns;
    use crate::tui::experiments::Tab;
    for lang in [Lang::Es, Lang::En] {
        let columns = Columns::new(Tab::Small, 80, lang);
        let verdict = format!(
            "{}* ≠ Bloom",
            super::words::verdict_mark(crate::experiment::Verdict::AgreesWithTheory, lang)
        );
        let width = 2
            + columns.label_width
            + 1
            + columns.gauge_width
            + 1
            + columns.queries_width
            + 1
            + columns.measured_width
            + 1
            + columns.bloom_width
            + 1
            + columns.exact_width
            + 1
            + verdict.chars().count();
        assert!(width <= 79, "{lang:?}: {width} columns for «{verdict}»");
    }
}

/// Reader 21 (es 1.4): squeezed to a few lines, a table showed one row
/// with «▼ 13 more» and nothing for the nine rows above it. At every
/// height from 3, the lines fit and rows above the view are said.
#[test]
fn a_short_table_says_the_rows_above_it() {
    let theme = crate::tui::theme::Theme::monochrome();
    for height in 3..8u16 {
        for selected in 0..23 {
            let table = Table {
                header: "structure".to_owned(),
                rows: 23,
                selected,
                width: 80,
                height,
            };
            let lines = table.lines(Lang::En, &theme, |i| (format!("row {i}"), None));
            let text: Vec<String> = lines.iter().map(ToString::to_string).collect();
            assert!(
                lines.len() <= usize::from(height),
                "{height} {selected}: {text:?}"
            );
            let first_shown = text
                .iter()
                .find_map(|l| l.trim_start_matches(['▶', ' ']).strip_prefix("row "))
                .and_then(|n| n.trim().parse::<usize>().ok())
                .unwrap();
            if first_shown > 0 {
                assert!(
                    text.iter().any(|l| l.contains('▲')),
                    "{height} {selected}: {text:?}"
                );
            }
        }
    }
}
