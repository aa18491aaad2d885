//! `bloomlab size`: the sizing calculator.

use std::io::Write;

use bloomlab::figure;
use bloomlab::lang::Lang;
use bloomlab::sizing::{self, Sizing, SizingRequest};
use bloomlab::theory::BLOOM_OVERHEAD_FACTOR;
use bloomlab::units::{format_bytes, format_count, format_percent, format_percent_short};

use super::report::write_csv_rows;
use super::{CliError, Format, MemoryCap, write_json};

#[derive(clap::Args, Debug)]
#[command(allow_negative_numbers = true)]
pub(super) struct SizeArgs {
    /// Number of elements to insert (10000000, 1e7, 10_000_000)
    #[arg(long, value_parser = super::parse_n)]
    n: Option<u64>,
    /// Target false-positive rate, strictly between 0 and 1 (0.01 or 1%)
    #[arg(long, value_parser = super::parse_p)]
    p: Option<f64>,
    /// Filter size: bits, or with a unit (64KiB, 12MB, 100Mb)
    #[arg(long, value_parser = super::parse_m)]
    m: Option<u64>,
    /// Number of hash functions (1 to 64); optimal when left out
    #[arg(long, value_parser = super::parse_k)]
    k: Option<u32>,
    #[command(flatten)]
    cap: MemoryCap,
    /// Output format
    #[arg(long, value_enum, default_value_t = Format::Text)]
    format: Format,
    /// Also draw the classic chart (rate against bits per element: optimal k, k = 4, the lower bound, this filter marked), written to FILE: SVG or PNG, by its extension
    #[arg(long, value_name = "FILE", value_parser = super::plot::parse_plot)]
    plot: Option<std::path::PathBuf>,
}

pub(super) fn run(args: &SizeArgs, lang: Lang, out: &mut dyn Write) -> Result<(), CliError> {
    let sizing = sizing::solve(&SizingRequest {
        n: args.n,
        p: args.p,
        m: args.m,
        k: args.k,
        max_memory: args.cap.max_memory,
    })?;
    match args.format {
        Format::Json => write_json(out, &SizeRow::from(&sizing))?,
        Format::Csv => write_csv_rows(out, &SIZE_COLUMNS, &[SizeRow::from(&sizing)])?,
        Format::Text => write_text(out, &sizing)?,
    }
    super::plot::save(args.plot.as_deref(), || {
        figure::build::sizing(lang, Some(&sizing))
    })
}

fn write_text(out: &mut dyn Write, s: &Sizing) -> Result<(), CliError> {
    match s.fp_target {
        Some(p) => writeln!(
            out,
            "Bloom filter for {} at {} false positives\n",
            counted(s.n, "element", "elements"),
            format_percent_short(p)
        )?,
        None => writeln!(
            out,
            "Bloom filter of {} holding {}\n",
            counted(s.m_bits, "bit", "bits"),
            counted(s.n, "element", "elements")
        )?,
    }
    writeln!(
        out,
        "  m (bits)            {}",
        counted(s.m_bits, "bit", "bits")
    )?;
    let memory = counted(s.bytes, "byte", "bytes");
    let readable = format_bytes(s.bytes);
    if readable == memory {
        writeln!(out, "  memory              {memory}")?;
    } else {
        writeln!(out, "  memory              {memory} ({readable})")?;
    }
    writeln!(
        out,
        "  k (hash functions)  {}   (the real-valued optimum (m/n)·ln 2 is {:.2})",
        s.k, s.k_optimal
    )?;
    if s.lower_bound_bits_per_element.is_finite() {
        writeln!(
            out,
            "  bits per element    {:.2}   (the lower bound log2(1/p) is {:.2}: this filter uses {:.2}× it, a Bloom filter with the best k {:.2}×)",
            s.bits_per_element,
            s.lower_bound_bits_per_element,
            s.bits_per_element / s.lower_bound_bits_per_element,
            BLOOM_OVERHEAD_FACTOR
        )?;
    } else {
        // p underflows to 0 for absurdly roomy filters: no bound to show.
        writeln!(out, "  bits per element    {:.2}", s.bits_per_element)?;
    }
    writeln!(
        out,
        "  false positives     {} by Bloom's formula (1 − e^(−kn/m))^k",
        format_percent(s.fp_predicted)
    )?;
    writeln!(
        out,
        "                      {} exact, for k independent probes (Bose et al. 2008)",
        format_percent(s.fp_exact)
    )?;
    writeln!(
        out,
        "  expected fill       {:.1} % of the bits set after {}",
        s.expected_fill * 100.0,
        counted(s.n, "insertion", "insertions")
    )?;
    Ok(())
}

/// "1 element", "10,000 elements".
fn counted(value: u64, one: &str, many: &str) -> String {
    format!(
        "{} {}",
        format_count(value),
        if value == 1 { one } else { many }
    )
}

/// `size`'s one row: the same columns in JSON and CSV (docs/data.md).
#[derive(serde::Serialize)]
struct SizeRow {
    n: u64,
    fp_target: Option<f64>,
    m_bits: u64,
    memory_bytes: u64,
    k: u32,
    k_optimal: f64,
    bits_per_element: f64,
    fp_predicted: f64,
    fp_exact: f64,
    expected_fill: f64,
    lower_bound_bits_per_element: f64,
}

const SIZE_COLUMNS: [&str; 11] = [
    "n",
    "fp_target",
    "m_bits",
    "memory_bytes",
    "k",
    "k_optimal",
    "bits_per_element",
    "fp_predicted",
    "fp_exact",
    "expected_fill",
    "lower_bound_bits_per_element",
];

impl From<&Sizing> for SizeRow {
    fn from(s: &Sizing) -> SizeRow {
        SizeRow {
            n: s.n,
            fp_target: s.fp_target,
            m_bits: s.m_bits,
            memory_bytes: s.bytes,
            k: s.k,
            k_optimal: s.k_optimal,
            bits_per_element: s.bits_per_element,
            fp_predicted: s.fp_predicted,
            fp_exact: s.fp_exact,
            expected_fill: s.expected_fill,
            // Infinite (p underflowed to 0) is no number for JSON: null.
            lower_bound_bits_per_element: s.lower_bound_bits_per_element,
        }
    }
}
