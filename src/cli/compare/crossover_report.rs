//! `bloomlab compare --crossover`: where a cuckoo filter takes fewer bits
//! than a Bloom filter, as text, CSV or JSON.

use std::io::Write;

use bloomlab::experiment::crossover::{self, AchievedCrossover, Window};

use super::super::wrap::fitted_here;
use super::super::{CliError, Format, write_json};
use super::{CompareArgs, percent_3};
use bloomlab::experiment::compare;
use bloomlab::i18n::Num;
use bloomlab::lang::Lang;
use bloomlab::units::csv_float;
use bloomlab::{msg, t};

pub(super) fn print_crossover(
    out: &mut dyn Write,
    args: &CompareArgs,
    lang: Lang,
) -> Result<(), CliError> {
    let n = args.n;
    let windows = crossover::cuckoo_smaller(n);
    let achieved = crossover::crossover_achieved(n);
    match args.measure.format {
        Format::Json => write_json(
            out,
            &Report {
                n,
                crossover: Crossover {
                    compared_at: "equal target rate",
                    cuckoo_smaller: windows.iter().map(|w| [w.low, w.high]).collect(),
                    windows: &windows,
                    equal_achieved_rate: &achieved,
                },
            },
        ),
        Format::Csv => write_csv(out, &windows, &achieved),
        Format::Text => write_text(out, n, (&windows, &achieved), lang),
    }
}

/// The JSON's crossover: the windows at equal target rate and the
/// crossover at equal achieved rate.
#[derive(serde::Serialize)]
struct Crossover<'a> {
    /// The main comparison: both sized for the same target.
    compared_at: &'static str,
    /// [low, high) target rates where cuckoo takes fewer bits per key.
    cuckoo_smaller: Vec<[f64; 2]>,
    windows: &'a [Window],
    equal_achieved_rate: &'a AchievedCrossover,
}

/// The JSON report.
#[derive(serde::Serialize)]
struct Report<'a> {
    n: u64,
    crossover: Crossover<'a>,
}

/// The CSV: a line for each window at equal target rate, and one for the
/// crossover at equal achieved rate.
fn write_csv(
    out: &mut dyn Write,
    windows: &[Window],
    achieved: &AchievedCrossover,
) -> Result<(), CliError> {
    writeln!(
        out,
        "compared_at,low,high,fingerprint_bits,cuckoo_bits_per_element,bloom_bits_per_element"
    )?;
    for w in windows {
        writeln!(
            out,
            "equal-target,{},{},{},{},{}",
            csv_float(w.low),
            csv_float(w.high),
            w.fingerprint_bits,
            csv_float(w.cuckoo_bits_per_key),
            csv_float(w.bloom_bits_per_key)
        )?;
    }
    writeln!(
        out,
        "equal-achieved-rate,0,{},{},{},{}",
        csv_float(achieved.cuckoo_smaller_below),
        achieved.fingerprint_bits,
        csv_float(achieved.cuckoo_bits_per_key),
        csv_float(achieved.bloom_bits_per_key)
    )?;
    Ok(())
}

/// The text: how both are sized, the windows at equal target rate, then
/// the crossover at equal achieved rate.
fn write_text(
    out: &mut dyn Write,
    n: u64,
    (windows, achieved): (&[Window], &AchievedCrossover),
    lang: Lang,
) -> Result<(), CliError> {
    let percent = |p: f64| percent_3(p, lang);
    let heading = msg!(
        "report-crossover-heading",
        n = Num::Whole(n),
        load = Num::Real(compare::CUCKOO_LOAD)
    );
    writeln!(out, "{}\n", fitted_here(&heading.in_lang(lang)))?;
    let equal_target = t!(lang, "report-crossover-equal-target");
    writeln!(out, "{}", fitted_here(&equal_target))?;
    for w in windows {
        let per_key = super::local(lang, format!("{:.2}", w.cuckoo_bits_per_key));
        let line = if w.low > 0.0 {
            let detail = t!(
                lang,
                "report-crossover-window-detail",
                bits = w.fingerprint_bits,
                per_key = per_key
            );
            t!(
                lang,
                "report-crossover-window",
                low = percent(w.low),
                high = percent(w.high),
                detail = detail
            )
        } else {
            // Below a target f grows without end: its least is named.
            let detail = t!(
                lang,
                "report-crossover-window-below-detail",
                bits = w.fingerprint_bits,
                per_key = per_key
            );
            t!(
                lang,
                "report-crossover-window-below",
                high = percent(w.high),
                detail = detail
            )
        };
        writeln!(out, "{}", fitted_here(&format!("  {line}")))?;
    }
    let bloom = match windows.first() {
        Some(first) => t!(
            lang,
            "report-crossover-bloom-elsewhere",
            from = percent(first.high)
        ),
        None => t!(lang, "report-crossover-bloom-everywhere"),
    };
    writeln!(out, "{}", fitted_here(&format!("  {bloom}")))?;
    let equal_achieved = t!(lang, "report-crossover-equal-achieved");
    writeln!(out, "\n{}", fitted_here(&equal_achieved))?;
    let achieved = t!(
        lang,
        "report-crossover-achieved",
        below = percent(achieved.cuckoo_smaller_below),
        bits = achieved.fingerprint_bits,
        rate = percent(achieved.fingerprint_rate),
        targets = percent(achieved.targets_below)
    );
    writeln!(out, "{}", fitted_here(&format!("  {achieved}")))?;
    Ok(())
}
