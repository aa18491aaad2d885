use super::*;

/// The help names the limits the keys stop at, in both languages.
#[test]
fn the_help_names_the_limits() {
    let playground = Playground::default();
    let help = |lang| -> Vec<String> {
        playground
            .more_keys(lang)
            .iter()
            .map(|help| help.what.to_string())
            .collect()
    };
    assert_eq!(
        help(Lang::En),
        [
            "+100 / +1,000 random words",
            "measure: ask about 10,000 words never added",
            "chart: rate measured, 10,000 queries each (g: back)",
            "m, the bits: fewer / more (8 to 4,096)",
            "k, the hashes: fewer / more (1 to 16)",
            "scroll the bits",
            "Bloom: (1 − e^(−kn/m))^k, approximate; exact: the average of (X/m)^k; this filter: its own (X/m)^k (lesson 2)",
            "paste words, one per line (5,000 at most; Cmd+V on a Mac)",
        ]
    );
    assert_eq!(
        help(Lang::Es),
        [
            "+100 / +1000 palabras al azar",
            "medir: consultar 10\u{a0}000 palabras nunca añadidas",
            "gráfico: tasa medida con 10\u{a0}000 consultas (g: volver)",
            "m, los bits: menos / más (8 a 4096)",
            "k, los hashes: menos / más (1 a 16)",
            "desplazar los bits",
            "Bloom: (1 − e^(−kn/m))^k, aproximada; exacta: la media de (X/m)^k; este filtro: su propia (X/m)^k (lección 2)",
            "pegar palabras, una por línea (hasta 5000; Cmd+V en Mac)",
        ]
    );
}

/// The keys stop at the limits the help names.
#[test]
fn m_and_k_stop_at_their_limits() {
    let ctx = Context::for_test(Lang::En);
    let press = |playground: &mut Playground, code, times| {
        for _ in 0..times {
            playground.on_key(KeyEvent::from(code), &ctx);
        }
    };
    let mut playground = Playground::default();
    press(&mut playground, KeyCode::Right, 20);
    press(&mut playground, KeyCode::Up, 40);
    assert_eq!(
        (playground.array.m, playground.array.k),
        (MAX_M, MAX_PLAYGROUND_K)
    );
    press(&mut playground, KeyCode::Left, 20);
    press(&mut playground, KeyCode::Down, 40);
    assert_eq!((playground.array.m, playground.array.k), (MIN_M, MIN_K));
}

/// Reader 46 (es 1.1): after x and x again, the chart kept a point every
/// tenth of the words: the rise from n = 1 to 25 lost its measured points.
/// A reshaped filter is measured again at each word, up to 100 points.
#[test]
fn a_reshaped_filter_is_charted_at_each_word() {
    let mut playground = Playground::default();
    for i in 0..40 {
        playground.add(&format!("w{i}"));
    }
    let before = playground.history.points().len();
    let (m, k) = (playground.array.m, playground.array.k);
    playground.reshape(m, k, true);
    playground.reshape(m, k, false);
    let after = playground.history.points().len();
    assert!(
        after >= before.min(40),
        "{before} points before, {after} after"
    );
    assert!(after >= 40, "{after}");
}
