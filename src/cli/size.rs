//! `bloomlab size`: the sizing calculator.

use std::io::Write;

use bloomlab::figure;
use bloomlab::i18n::{Message, Num};
use bloomlab::lang::Lang;
use bloomlab::sizing::{self, Sizing, SizingRequest};
use bloomlab::theory::{BLOOM_OVERHEAD_FACTOR, OVERLOAD_FILL};
use bloomlab::units::{decimal_mark, format_bytes, sizing_rate, target_is_chance, target_rate};
use bloomlab::{msg, t};

use super::report::write_csv_rows;
use super::wrap::fitted_here;
use super::{CliError, Format, MemoryCap, write_json};

#[derive(clap::Args, Debug)]
#[command(allow_negative_numbers = true)]
pub(super) struct SizeArgs {
    #[arg(long, value_parser = super::parse_n)]
    n: Option<u64>,
    #[arg(long, value_parser = super::parse_p)]
    p: Option<f64>,
    #[arg(long, value_parser = super::parse_m)]
    m: Option<u64>,
    #[arg(long, value_parser = super::parse_k)]
    k: Option<u32>,
    #[command(flatten)]
    cap: MemoryCap,
    #[arg(long, value_enum, default_value_t = Format::Text)]
    format: Format,
    #[arg(long, value_name = "FILE", value_parser = super::plot::parse_plot)]
    plot: Option<std::path::PathBuf>,
}

pub(super) fn run(args: &SizeArgs, lang: Lang, out: &mut dyn Write) -> Result<(), CliError> {
    // Fewer than two given: no one flag is to blame (reader 83, en 4.5).
    let given = [args.n.is_some(), args.p.is_some(), args.m.is_some()];
    if given.iter().filter(|given| **given).count() < 2 {
        return Err(CliError::BadInput(t!(lang, "cli-size-two-of")));
    }
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
        Format::Text => write_text(out, &sizing, args.k.is_some(), lang)?,
    }
    super::plot::save_in(lang, args.plot.as_deref(), || {
        figure::build::sizing(lang, Some(&sizing))
    })
}

/// `size`'s text; `k_pinned` when --k chose k.
fn write_text(out: &mut dyn Write, s: &Sizing, k_pinned: bool, lang: Lang) -> Result<(), CliError> {
    let elements = counted(lang, msg!("rep-elements"), s.n);
    let bits = counted(lang, msg!("rep-bits"), s.m_bits);
    let title = match s.fp_target {
        // A rate too small for a percentage is a chance, in a sentence of
        // its own (reader 42, es 5.1: «con un 1e-7 % de falsos positivos»).
        Some(p) if target_is_chance(p) => msg!(
            "rep-size-for-chance",
            elements = &elements,
            chance = target_rate(lang, p)
        ),
        Some(p) => msg!(
            "rep-size-for-target",
            elements = &elements,
            target = target_rate(lang, p)
        ),
        None => msg!("rep-size-for-bits", bits = &bits, elements = &elements),
    };
    writeln!(out, "{}\n", fitted_here(&title.in_lang(lang)))?;
    let bytes = counted(lang, msg!("rep-bytes"), s.bytes);
    let readable = decimal_mark(lang, format_bytes(s.bytes));
    let memory = if readable == bytes {
        bytes
    } else {
        t!(lang, "rep-size-memory", bytes = bytes, readable = readable)
    };
    // Thousands grouped as every other number: «6654212.93» for a roomy
    // filter's best k (reader 28, en 5.5).
    let two = |value: f64| two_decimals(lang, value);
    // No ratio to a bound that two decimals show as 0.00 (a filter full
    // to p ≈ 100 %): «6 980 800,70 times a bound of 0,00» read as
    // nonsense (reader 34, es 5.5).
    let per_element =
        if s.lower_bound_bits_per_element.is_finite() && s.lower_bound_bits_per_element >= 0.005 {
            let (bits, bound) = (s.bits_per_element, s.lower_bound_bits_per_element);
            let (bits, ratio, bound) = (two(bits), two(bits / bound), two(bound));
            // The best k's ratio only beside another k's (reader 83, en 4.8).
            let best_k = s.k_optimal.round().clamp(1.0, 64.0) as u32;
            if k_pinned && s.k != best_k {
                let best = two(BLOOM_OVERHEAD_FACTOR);
                t!(
                    lang,
                    "rep-size-bits-other-k",
                    bits = bits,
                    bound = bound,
                    ratio = ratio,
                    best = best
                )
            } else {
                t!(
                    lang,
                    "rep-size-bits",
                    bits = bits,
                    bound = bound,
                    ratio = ratio
                )
            }
        } else {
            // p underflows to 0 for absurdly roomy filters: no bound to show.
            two(s.bits_per_element)
        };
    // As the Sizing screen writes them (4 significant digits, a rate too
    // small for a double as a bound).
    let rate = |p: f64| sizing_rate(lang, p);
    let lines = [
        (t!(lang, "sizing-row-m"), bits),
        (t!(lang, "sizing-column-memory"), memory),
        (t!(lang, "rep-size-k-label"), k_shown(s, k_pinned, lang)),
        (t!(lang, "rep-size-bits-label"), per_element),
        (
            t!(lang, "rep-size-fp-label"),
            t!(lang, "rep-size-bloom", rate = rate(s.fp_predicted)),
        ),
        (
            String::new(),
            t!(lang, "rep-size-exact", rate = rate(s.fp_exact)),
        ),
        (
            t!(lang, "rep-size-fill-label"),
            t!(
                lang,
                "rep-size-fill",
                // The screen's figure, with the plain space this line has
                // always had before its %.
                fill = bloomlab::units::fill_percent(lang, s.expected_fill).replace('\u{a0}', " "),
                insertions = counted(lang, msg!("rep-insertions"), s.n)
            ),
        ),
    ];
    // The values in one column, two spaces after the longest label.
    let width = lines
        .iter()
        .map(|(label, _)| label.chars().count())
        .max()
        .unwrap_or(0)
        + 2;
    for (label, value) in lines {
        writeln!(out, "{}", fitted_here(&format!("  {label:<width$}{value}")))?;
    }
    if let Some(warning) = overload_warning(s, k_pinned, lang) {
        writeln!(out, "\n{}", fitted_here(&warning))?;
    }
    Ok(())
}

/// A figure with two decimals, or, where two decimals would show 0.00,
/// with two significant digits: 0.001 bits per element and a best k of
/// 0.00069 for 1,000 bits holding a million elements (reader 40, en 5.2).
fn two_decimals(lang: Lang, value: f64) -> String {
    if value != 0.0 && value.is_finite() && value.abs() < 0.005 {
        let sig = bloomlab::units::format_sig(value, 2);
        let sig = if sig.contains('.') && !sig.contains('e') {
            sig.trim_end_matches('0').to_owned()
        } else {
            sig
        };
        written(lang, sig)
    } else {
        bloomlab::units::grouped_fixed(lang, value, 2)
    }
}

/// The Sizing screen's warning for a filter past the core's overload line
/// ([`OVERLOAD_FILL`] of the bits set): with m given and k the best for
/// it, that m is too small for n; with k given, the filter is overloaded
/// (reader 40, en 5.2).
fn overload_warning(s: &Sizing, k_pinned: bool, lang: Lang) -> Option<String> {
    if s.expected_fill <= OVERLOAD_FILL {
        return None;
    }
    let line = format!("{:.0}\u{a0}%", OVERLOAD_FILL * 100.0);
    Some(if k_pinned || s.fp_target.is_some() {
        t!(lang, "sizing-overloaded", line = line)
    } else {
        t!(
            lang,
            "cli-size-m-too-small",
            n = shown(lang, Num::Whole(s.n)),
            k = s.k,
            line = line,
            got = sizing_rate(lang, s.fp_exact)
        )
    })
}

/// k and the best k beside it, saying when bloomlab's cap chose k.
fn k_shown(s: &Sizing, k_pinned: bool, lang: Lang) -> String {
    let most = bloomlab::filter::MAX_HASH_FUNCTIONS;
    let optimum = two_decimals(lang, s.k_optimal);
    if !k_pinned && s.k == most && s.k_optimal > f64::from(most) {
        t!(
            lang,
            "cli-size-k-capped",
            k = s.k,
            optimum = optimum,
            most = most
        )
    } else {
        t!(lang, "rep-size-k", k = s.k, optimum = optimum)
    }
}

/// A number in `lang`'s style (see [`Num`]): 10,000,000 or 10 000 000,
/// 0.0100392 or 0,0100392.
pub(super) fn shown(lang: Lang, number: Num) -> String {
    msg!("rep-number", value = number).in_lang(lang)
}

/// A number the code wrote in English (`{:.2}`, [`format_sig`]) in
/// `lang`'s style.
pub(super) fn written(lang: Lang, text: String) -> String {
    shown(lang, Num::Written(text))
}

/// A count with its unit, in `lang`: "1 element", "10,000 elements",
/// "10 000 elementos". `unit` is the catalogue's message for it.
pub(super) fn counted(lang: Lang, unit: Message, value: u64) -> String {
    unit.arg("count", value)
        .arg("shown", Num::Whole(value))
        .in_lang(lang)
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
