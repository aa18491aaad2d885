//! `bloomlab compare --crossover`: where a cuckoo filter takes fewer bits
//! than a Bloom filter, as text, CSV or JSON.

use std::io::Write;

use bloomlab::experiment::crossover::{self, AchievedCrossover, Window};

use super::super::{CliError, Format, write_json};
use super::{CompareArgs, percent_3};
use bloomlab::experiment::compare;
use bloomlab::units::{csv_float, format_count};

pub(super) fn print_crossover(out: &mut dyn Write, args: &CompareArgs) -> Result<(), CliError> {
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
        Format::Text => write_text(out, n, &windows, &achieved),
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
    windows: &[Window],
    achieved: &AchievedCrossover,
) -> Result<(), CliError> {
    writeln!(
        out,
        "Where a cuckoo filter takes fewer bits per key than a standard Bloom filter, n = {} keys,\n\
         both as compare sizes them: Bloom m = ⌈−n·ln p / (ln 2)²⌉ bits in whole words (k the nearest\n\
         whole number to (m/n)·ln 2); cuckoo f = ⌈log2(8/p)⌉ bits a fingerprint in ⌈n / {}⌉ slots.\n\
         Found exactly from the steps of f, not from a sweep of rates.\n",
        format_count(n),
        compare::CUCKOO_LOAD
    )?;
    writeln!(out, "At equal target rate (both sized for the same p):")?;
    for w in windows {
        let top = format!(
            "(f = {}, {:.2} bits per key; Bloom takes more below {})",
            w.fingerprint_bits,
            w.cuckoo_bits_per_key,
            percent_3(w.high)
        );
        if w.low > 0.0 {
            writeln!(
                out,
                "  cuckoo smaller from {} up to {} {top}",
                percent_3(w.low),
                percent_3(w.high)
            )?;
        } else {
            writeln!(
                out,
                "  cuckoo smaller at every target below {} {top}",
                percent_3(w.high)
            )?;
        }
    }
    match windows.first() {
        Some(first) => writeln!(
            out,
            "  Bloom smaller (or equal) at every other target: at all targets from {} up, and between the ranges.",
            percent_3(first.high)
        )?,
        None => writeln!(out, "  Bloom smaller (or equal) at every target.")?,
    }
    writeln!(
        out,
        "\nAt equal achieved rate (each at the rate it really has; a cuckoo filter's is 2b·load/2^f,\n\
         0.5 to 1 times its target):"
    )?;
    writeln!(
        out,
        "  cuckoo smaller at real rates below {}: from f = {} bits (real rate {}, the cuckoo filter\n  \
         compare builds for any target below {}).",
        percent_3(achieved.cuckoo_smaller_below),
        achieved.fingerprint_bits,
        percent_3(achieved.fingerprint_rate),
        percent_3(achieved.targets_below)
    )?;
    Ok(())
}
