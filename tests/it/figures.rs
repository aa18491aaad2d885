//! `--plot`: the figures a report is written from. The SVG of one real
//! run is read back for its structure (a marker and an error bar per
//! measured row, the axes' words and ticks, the legend), in both
//! languages; a PNG is a PNG; a file name that is neither is refused
//! before anything runs.
//!
//! `docs/figure-k-sweep.svg` is drawn by this test from a fixed seed, and
//! the test fails when the file differs from what bloomlab draws now; after
//! a deliberate change to the figures,
//!
//! ```sh
//! BLOOMLAB_UPDATE_FIGURE=1 cargo test --test it figures::
//! ```
//!
//! rewrites it (review the diff, and look at the picture).

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "a test: a failed unwrap is a failed test (clippy.toml's allow-unwrap-in-tests misses the helpers of integration tests)"
)]

use crate::cli_support;

use cli_support::{bloomlab, rejects};

const PICTURE: &str = "docs/figure-k-sweep.svg";
const UPDATE: &str = "BLOOMLAB_UPDATE_FIGURE";
/// The measured points' colour (Okabe–Ito vermillion).
const MEASURED: &str = "#D55E00";

/// The k sweep at n = 10,000, drawn to an SVG in `lang`; the SVG's text.
fn k_sweep_svg(lang: &str) -> String {
    let folder = tempfile::tempdir().unwrap();
    let path = folder.path().join("sweep.svg");
    let output = bloomlab()
        .args([
            "--lang",
            lang,
            "experiment",
            "--suite",
            "k-sweep",
            "--n",
            "10000",
        ])
        .arg("--plot")
        .arg(&path)
        .output()
        .unwrap();
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    // Where it went, said in the figure's language.
    let said = if lang == "es" {
        "figura escrita en"
    } else {
        "figure written to"
    };
    assert!(String::from_utf8_lossy(&output.stderr).contains(said));
    std::fs::read_to_string(&path).unwrap()
}

/// The text of every <text> element.
fn texts(svg: &str) -> Vec<String> {
    svg.split("<text")
        .skip(1)
        .filter_map(|rest| {
            let body = rest.split_once('>')?.1;
            let text = body.split_once("</text>")?.0.trim();
            Some(
                text.replace("&apos;", "'")
                    .replace("&quot;", "\"")
                    .replace("&lt;", "<")
                    .replace("&gt;", ">")
                    .replace("&amp;", "&"),
            )
        })
        .collect()
}

#[test]
fn the_k_sweep_figure_has_its_points_axes_and_legend() {
    let svg = k_sweep_svg("en");
    assert!(svg.starts_with("<svg"), "{}", &svg[..80]);
    let words = texts(&svg);
    for expected in [
        "False-positive rate against k: m = 100,000 bits, n = 10,000 keys (m/n = 10)",
        "hash functions (k)",
        "false-positive rate (log scale)",
        "Bloom's formula",
        "exact rate of each row",
        "measured, 95\u{a0}% interval",
        // The rate axis in percent, as the screens write rates.
        "0.1\u{a0}%",
        "10\u{a0}%",
        "20",
    ] {
        assert!(
            words.iter().any(|w| w == expected),
            "{expected:?} not in {words:?}"
        );
    }
    // One filled marker per measured row (k = 1 to 20) and one in the
    // legend; each row's error bar is drawn around the same centre.
    let markers = svg
        .lines()
        .filter(|l| l.starts_with("<circle") && l.contains(&format!("fill=\"{MEASURED}\"")))
        .count();
    assert_eq!(markers, 21, "{svg}");
    let bars = svg
        .lines()
        .filter(|l| l.starts_with("<line") && l.contains(&format!("stroke=\"{MEASURED}\"")))
        .count();
    // A vertical line and two caps per interval.
    assert_eq!(bars, 60, "{svg}");
    // The prediction is a curve, the exact rates crosses (two lines each).
    assert!(
        svg.contains("<polyline fill=\"none\" opacity=\"1\" stroke=\"#000000\" stroke-width=\"2\"")
    );
}

#[test]
fn a_spanish_figure_has_spanish_words_and_decimal_commas() {
    let words = texts(&k_sweep_svg("es"));
    for expected in [
        "funciones de hash (k)",
        "tasa de falsos positivos (escala logarítmica)",
        "fórmula de Bloom",
        "medida, intervalo del 95\u{a0}%",
        "0,1\u{a0}%",
    ] {
        assert!(
            words.iter().any(|w| w == expected),
            "{expected:?} not in {words:?}"
        );
    }
    assert!(!words.iter().any(|w| w.starts_with("0.1")), "{words:?}");
}

#[test]
fn a_png_is_a_png_and_other_names_are_refused() {
    let folder = tempfile::tempdir().unwrap();
    let path = folder.path().join("chart.PNG");
    bloomlab()
        .args(["size", "--n", "1e6", "--p", "1%", "--plot"])
        .arg(&path)
        .assert()
        .success();
    let bytes = std::fs::read(&path).unwrap();
    assert_eq!(&bytes[..8], b"\x89PNG\r\n\x1a\n");
    for name in ["chart.pdf", "chart", "chart.svg.txt"] {
        rejects(
            &["size", "--n", "1000", "--p", "1%", "--plot", name],
            "--plot",
            ".svg or .png",
        );
    }
    rejects(
        &["table", "--theory", "--plot", "/no/such/folder/chart.svg"],
        "--plot",
        "does not exist",
    );
}

#[test]
fn every_command_draws_its_figure() {
    let folder = tempfile::tempdir().unwrap();
    let runs: [&[&str]; 5] = [
        &["table", "--theory"],
        &["table", "--n", "1000", "--precision", "0.2"],
        &[
            "table",
            "--n",
            "1000",
            "--precision",
            "0.2",
            "--repeat",
            "2",
        ],
        &[
            "compare",
            "--n",
            "1000",
            "--precision",
            "0.3",
            "--p",
            "1%,1/256",
        ],
        &["compare", "--crossover"],
    ];
    for (i, args) in runs.iter().enumerate() {
        let path = folder.path().join(format!("figure-{i}.svg"));
        bloomlab()
            .args(*args)
            .arg("--plot")
            .arg(&path)
            .assert()
            .success();
        let svg = std::fs::read_to_string(&path).unwrap();
        assert!(svg.contains("<polyline"), "{args:?}");
        assert!(texts(&svg).iter().any(|t| t.contains("rate")), "{args:?}");
    }
}

/// The picture in docs/ is what bloomlab draws now.
#[test]
fn the_docs_figure_is_current() {
    let svg = k_sweep_svg("en");
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(PICTURE);
    if std::env::var_os(UPDATE).is_some() {
        std::fs::write(&path, &svg).unwrap();
        return;
    }
    let shipped = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        shipped == svg,
        "{PICTURE} is out of date: run `{UPDATE}=1 cargo test --test it figures::` and review it"
    );
}

/// Reader 11: the saved Sizing figure reads as the screen does, its rate
/// axis in percent and its bits from 0 to 30.
#[test]
fn the_sizing_figure_matches_the_screen() {
    use bloomlab::lang::Lang;
    use bloomlab::sizing::{SizingRequest, solve};
    for (lang, hundred, one) in [
        (Lang::En, "100\u{a0}%", "1\u{a0}%"),
        (Lang::Es, "100\u{a0}%", "1\u{a0}%"),
    ] {
        let sizing = solve(&SizingRequest {
            n: Some(10_000_000),
            p: Some(0.01),
            ..Default::default()
        })
        .unwrap();
        let figure = bloomlab::figure::build::sizing(lang, Some(&sizing));
        let svg = bloomlab::figure::render_svg(&figure).unwrap();
        let words = texts(&svg);
        for expected in [hundred, one, "30"] {
            assert!(
                words.iter().any(|w| w == expected),
                "{expected:?} not in {words:?}"
            );
        }
        // No fraction label (10⁻² for 1 %) is left on the rate axis.
        assert!(!words.iter().any(|w| w == "10⁻²"), "{words:?}");
    }
}

/// Reader 83, es 5.2: the saved Sizing figure writes Bloom's p as the
/// screen does (1,004 %, not 1,00 %) and its rate axis in plain decimals
/// (0,00001 %, not 10⁻⁵ %).
#[test]
fn the_sizing_figure_writes_rates_as_the_screen_does() {
    use bloomlab::lang::Lang;
    use bloomlab::sizing::{SizingRequest, solve};
    let sizing = solve(&SizingRequest {
        n: Some(100_000_000),
        p: Some(0.01),
        ..Default::default()
    })
    .unwrap();
    let figure = bloomlab::figure::build::sizing(Lang::Es, Some(&sizing));
    assert!(
        figure.caption.contains("1,004\u{a0}%"),
        "{}",
        figure.caption
    );
    let svg = bloomlab::figure::render_svg(&figure).unwrap();
    let words = texts(&svg);
    assert!(!words.iter().any(|w| w.contains("10⁻")), "{words:?}");
    assert!(
        words
            .iter()
            .any(|w| w.starts_with("0,0000") && w.ends_with('%')),
        "{words:?}"
    );
}
