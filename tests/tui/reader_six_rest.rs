//! The sixth readers' items fixed after their first session: figures
//! rounded one way, keys, layout and wording.

use super::*;

/// es 14: a lesson writes a figure one way. (4/12)² was 0,111 in lesson 2's
/// step 8 and 0,1111 in step 9's table; the best k was 6,93 in step 6 and
/// «near 6,9» in step 19; the 1,443 of a product stood beside the course's
/// 1,44 without a word.
#[test]
fn lesson_two_writes_each_figure_one_way() {
    for (lang, best_k, factor) in [
        (
            Lang::En,
            "near 6.93",
            "(the 1.44 above with two more digits, so that the product comes out)",
        ),
        (
            Lang::Es,
            "de 6,93",
            "(el 1,44 de arriba con dos cifras más, para que el producto salga)",
        ),
    ] {
        let text = whole_lesson_text(&mut app(lang), 1);
        let mark = if lang == Lang::Es { ',' } else { '.' };
        let ninth = format!("0{mark}111");
        let shown: Vec<&str> = text
            .match_indices(&ninth)
            .map(|(at, _)| &text[at..(at + ninth.len() + 1).min(text.len())])
            .collect();
        assert!(!shown.is_empty(), "{lang:?}");
        assert!(
            shown.iter().all(|figure| figure.ends_with('1')),
            "{lang:?}: {shown:?}"
        );
        assert!(text.contains(best_k), "{lang:?}");
        assert!(text.contains(factor), "{lang:?}");
    }
}

/// es 14: at a small n, Sizing's table gives m/n from m's whole bits
/// (19,18 for the lesson's 19,17) and says so; at the default n it gives
/// the lesson's figures and says nothing.
#[test]
fn sizing_says_why_a_small_n_rounds_m_over_n_up() {
    for (lang, (width, height)) in SEEN {
        let mut app = app(lang);
        keys(&mut app, "3");
        let note = if lang == Lang::Es {
            "m es un número entero de bits"
        } else {
            "m is a whole number of bits"
        };
        assert!(!joined(&screen(&mut app, width, height)).contains(note));
        for _ in 0..14 {
            key(&mut app, KeyCode::Left);
        }
        let shown = screen(&mut app, width, height);
        let text = joined(&shown);
        assert!(text.contains("n = 200"), "{shown}");
        let (rounded, formula) = if lang == Lang::Es {
            ("19,18 para 0,01 %", "la fórmula da 19,17.")
        } else {
            ("19.18 at 0.01 %", "the formula gives 19.17.")
        };
        assert!(text.contains(note), "{shown}");
        assert!(text.contains(rounded), "{shown}");
        assert!(text.contains(formula), "{shown}");
    }
}
