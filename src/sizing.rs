//! The sizing calculator: from any consistent subset of n, p, m (and
//! optionally k), solve for the rest.

use serde::Serialize;

use crate::error::{Param, ParamError, Problem};
use crate::filter::{DEFAULT_MAX_MEMORY, MAX_HASH_FUNCTIONS, check_memory};
pub use crate::filter::{check_k, check_m};
use crate::i18n::Num;
use crate::msg;
use crate::theory;

/// What the user gave. At least two of n, p, m are needed.
#[derive(Clone, Debug, PartialEq)]
pub struct SizingRequest {
    pub n: Option<u64>,
    pub p: Option<f64>,
    pub m: Option<u64>,
    pub k: Option<u32>,
    /// Refuse designs whose bit array is larger than this many bytes.
    pub max_memory: u64,
}

impl Default for SizingRequest {
    fn default() -> Self {
        Self {
            n: None,
            p: None,
            m: None,
            k: None,
            max_memory: DEFAULT_MAX_MEMORY,
        }
    }
}

/// A complete design and what the theory says about it.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Sizing {
    pub n: u64,
    pub m_bits: u64,
    pub k: u32,
    /// The real-valued optimum (m/n) ln 2 for this m and n.
    pub k_optimal: f64,
    /// m / 8, rounded up: the memory of the bit array.
    pub bytes: u64,
    pub bits_per_element: f64,
    /// The rate asked for, when one was given.
    pub fp_target: Option<f64>,
    /// Bloom's approximation at this integer k.
    pub fp_predicted: f64,
    /// The exact rate at this integer k.
    pub fp_exact: f64,
    /// Expected fraction of bits set after n insertions.
    pub expected_fill: f64,
    /// log2(1/p) bits per element: what no structure can beat at this rate.
    pub lower_bound_bits_per_element: f64,
}

/// Largest number of elements (n) accepted: beyond this nothing fits
/// under any sane memory cap.
pub(crate) const MAX_ELEMENTS: u64 = 1 << 48;

/// Check n on its own.
pub fn check_n(n: u64) -> Result<u64, ParamError> {
    if n == 0 || n > MAX_ELEMENTS {
        return Err(ParamError::out_of_range(Param::N, n, 1, MAX_ELEMENTS));
    }
    Ok(n)
}

/// Check a probability on its own: strictly between 0 and 1, not NaN.
pub fn check_p(p: f64) -> Result<f64, ParamError> {
    if p.is_nan() || p <= 0.0 || p >= 1.0 {
        return Err(ParamError::new(
            Param::P,
            Problem::NotAProbability(crate::units::format_real(p)),
        ));
    }
    Ok(p)
}

/// Solve for the missing quantities.
pub fn solve(request: &SizingRequest) -> Result<Sizing, ParamError> {
    let n = request.n.map(check_n).transpose()?;
    let p = request.p.map(check_p).transpose()?;
    let m = request.m.map(check_m).transpose()?;
    let k = request.k.map(check_k).transpose()?;
    let cap = request.max_memory;
    let fixed_k = k.map(f64::from);

    let (n, m) = match (n, p, m) {
        (Some(n), Some(p), None) => (n, bits_within_cap(bits_needed(n, p, fixed_k), cap)?),
        (Some(n), _, Some(m)) => (n, m),
        (None, Some(p), Some(m)) => (capacity(m, p, fixed_k)?, m),
        (n, p, m) => return Err(missing(n, p, m)),
    };
    bits_within_cap(m as f64, cap)?;
    let k = k.unwrap_or_else(|| {
        theory::optimal_k_integer(m as f64, n as f64, crate::filter::MAX_HASH_FUNCTIONS)
    });
    let fp_predicted = theory::fp_bloom(m as f64, f64::from(k), n as f64);

    if let (Some(p), Some(m_given), Some(n_given)) = (p, request.m, request.n) {
        enough_bits(n_given, p, m_given, fixed_k)?;
    }

    let target = p.unwrap_or(fp_predicted);
    Ok(Sizing {
        n,
        m_bits: m,
        k,
        k_optimal: theory::optimal_k(m as f64, n as f64),
        bytes: m.div_ceil(8),
        bits_per_element: m as f64 / n as f64,
        fp_target: p,
        fp_predicted,
        fp_exact: theory::fp_exact(m, k, n),
        expected_fill: theory::expected_fill(m as f64, f64::from(k), n as f64),
        lower_bound_bits_per_element: theory::lower_bound_bits_per_element(target),
    })
}

/// The whole bits the formula asks for `n` elements at rate `p`, with the
/// k given (else the optimal one, when it is within range).
fn bits_needed(n: u64, p: f64, fixed_k: Option<f64>) -> f64 {
    match fixed_k.or_else(|| clamped_k(p)) {
        Some(k) => theory::bits_for_fixed_k(n as f64, p, k),
        None => theory::bits_for(n as f64, p),
    }
    .ceil()
}

/// How many elements `m` bits hold at rate `p` (at most
/// [`MAX_ELEMENTS`]); an error when not even one.
fn capacity(m: u64, p: f64, fixed_k: Option<f64>) -> Result<u64, ParamError> {
    let capacity = match fixed_k.or_else(|| clamped_k(p)) {
        Some(k) => theory::capacity_fixed_k(m as f64, p, k),
        None => theory::capacity(m as f64, p),
    };
    let n = capacity.floor();
    if n < 1.0 {
        return Err(ParamError::invalid(
            Param::M,
            msg!(
                "sizing-cannot-hold-one",
                bits = Num::Whole(m),
                p = Param::P,
                rate = Num::Real(p)
            ),
        ));
    }
    Ok(n.min(MAX_ELEMENTS as f64) as u64)
}

/// Fewer than two of n, p and m given: the error names the first missing.
fn missing(n: Option<u64>, p: Option<f64>, m: Option<u64>) -> ParamError {
    let missing = [
        (n.is_none(), Param::N),
        (p.is_none(), Param::P),
        (m.is_none(), Param::M),
    ]
    .into_iter()
    .find_map(|(absent, param)| absent.then_some(param))
    .unwrap_or(Param::N);
    ParamError::invalid(
        missing,
        msg!("sizing-missing", n = Param::N, p = Param::P, m = Param::M),
    )
}

/// All three given: m must be at least what the formula asks for n and p
/// (the same rule that sized it, so its own answer is accepted).
fn enough_bits(n: u64, p: f64, m: u64, fixed_k: Option<f64>) -> Result<(), ParamError> {
    let needed = bits_needed(n, p, fixed_k);
    if (m as f64) < needed {
        return Err(ParamError::invalid(
            Param::M,
            msg!(
                "sizing-too-few-bits",
                bits = Num::Whole(m),
                n = Param::N,
                elements = Num::Whole(n),
                p = Param::P,
                rate = Num::Real(p),
                needed = Num::Whole(needed as u64),
                m = Param::M
            ),
        ));
    }
    Ok(())
}

/// When the optimal k for a rate, log2(1/p), rounds outside 1..=64, the k
/// the filter will really use (1 or 64): m must then be sized for that k,
/// or the filter misses its target (p = 0.9 would give 98.9 %).
fn clamped_k(p: f64) -> Option<f64> {
    let k = (-p.log2()).round();
    let max = f64::from(MAX_HASH_FUNCTIONS);
    if k < 1.0 {
        Some(1.0)
    } else if k > max {
        Some(max)
    } else {
        None
    }
}

/// A design of `bits` (a whole number, or NaN when the formula failed)
/// within the memory cap, as the m to build: its bytes, ⌈bits / 8⌉, go
/// through the memory rule as a real number, so that past u64 it reads as
/// too large for any memory rather than as a saturated 18446744.07 TB.
fn bits_within_cap(bits: f64, cap: u64) -> Result<u64, ParamError> {
    check_memory((bits / 8.0).ceil(), cap)?;
    Ok(bits.max(1.0) as u64)
}

/// One row of the course's sizing table.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct TableRow {
    pub fp_target: f64,
    pub bits_per_element: f64,
    pub k: u32,
    pub m_bits: u64,
    pub bytes: u64,
    pub fp_predicted: f64,
    pub fp_exact: f64,
}

/// The false-positive targets of the course's table.
pub const TABLE_TARGETS: [f64; 4] = [0.1, 0.01, 0.001, 0.0001];

/// The table has no m of its own: a row too large for the memory cap is
/// the consequence of n, so the error names n.
fn too_large_for_n(err: ParamError, n: u64) -> ParamError {
    match err.problem {
        Problem::TooLarge { bytes, cap } => ParamError::invalid(
            Param::N,
            msg!(
                "sizing-table-too-large",
                elements = Num::Whole(n),
                size = crate::error::size_of(bytes),
                cap = Num::Bytes(cap),
                n = Param::N,
                memory = Param::MaxMemory
            ),
        ),
        _ => err,
    }
}

/// The sizing table for n elements: m = ⌈n · (−ln p)/(ln 2)²⌉, k rounded.
pub fn theory_table(n: u64, max_memory: u64) -> Result<Vec<TableRow>, ParamError> {
    TABLE_TARGETS
        .iter()
        .map(|&p| {
            let sizing = solve(&SizingRequest {
                n: Some(n),
                p: Some(p),
                max_memory,
                ..SizingRequest::default()
            })
            .map_err(|err| too_large_for_n(err, n))?;
            Ok(TableRow {
                fp_target: p,
                bits_per_element: sizing.bits_per_element,
                k: sizing.k,
                m_bits: sizing.m_bits,
                bytes: sizing.bytes,
                fp_predicted: sizing.fp_predicted,
                fp_exact: sizing.fp_exact,
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn request(n: Option<u64>, p: Option<f64>, m: Option<u64>, k: Option<u32>) -> SizingRequest {
        SizingRequest {
            n,
            p,
            m,
            k,
            ..SizingRequest::default()
        }
    }

    #[test]
    fn a_table_too_large_for_memory_names_n() {
        let err = theory_table(100_000_000_000, DEFAULT_MAX_MEMORY).unwrap_err();
        assert_eq!(err.param, Param::N);
        assert!(
            err.to_string().contains("lower --n or raise --max-memory"),
            "{err}"
        );
    }

    #[test]
    fn table_reproduces_the_course() {
        let rows = theory_table(10_000_000, DEFAULT_MAX_MEMORY).unwrap();
        let expected = [
            (4.8, 3, 6.0),
            (9.6, 7, 12.0),
            (14.4, 10, 18.0),
            (19.2, 13, 24.0),
        ];
        for (row, (bits, k, megabytes)) in rows.iter().zip(expected) {
            assert!((row.bits_per_element - bits).abs() < 0.05, "{row:?}");
            assert_eq!(row.k, k);
            assert!((row.bytes as f64 / 1e6 - megabytes).abs() < 0.05, "{row:?}");
            assert!(
                (row.fp_predicted / row.fp_target - 1.0).abs() < 0.01,
                "{row:?}"
            );
        }
        assert_eq!(rows[1].m_bits, 95_850_584);
    }

    #[test]
    fn each_pair_solves_for_the_third() {
        let from_np = solve(&request(Some(1_000_000), Some(0.01), None, None)).unwrap();
        assert_eq!(from_np.k, 7);
        let from_nm = solve(&request(Some(1_000_000), None, Some(from_np.m_bits), None)).unwrap();
        assert_eq!(from_nm.k, 7);
        assert!((from_nm.fp_predicted - from_np.fp_predicted).abs() < 1e-15);
        let from_pm = solve(&request(None, Some(0.01), Some(from_np.m_bits), None)).unwrap();
        assert!(from_pm.n.abs_diff(1_000_000) <= 1, "{}", from_pm.n);
        let all_three = solve(&request(
            Some(1_000_000),
            Some(0.01),
            Some(from_np.m_bits),
            None,
        ));
        assert!(all_three.is_ok());
    }

    /// At p = 0.9 the optimal k rounds to 0 and the filter uses 1; at
    /// p = 1e-300 it would be 997 and the filter uses 64. Either way m is
    /// sized for the k used, so the target is met.
    #[test]
    fn a_clamped_k_still_meets_the_target() {
        for p in [0.9, 0.95, 1e-30, 1e-300] {
            let sized = solve(&request(Some(1000), Some(p), None, None)).unwrap();
            // The sizing formulas are Bloom's, so his rate meets the target.
            assert!(
                sized.fp_predicted <= p * (1.0 + 1e-9) && sized.fp_predicted >= p * 0.98,
                "p {p}: k {} m {} gives {}",
                sized.k,
                sized.m_bits,
                sized.fp_predicted
            );
            let back = solve(&request(None, Some(p), Some(sized.m_bits), None)).unwrap();
            // m was rounded up, so it may hold a key or two more.
            assert!((1000..=1003).contains(&back.n), "p {p}: {}", back.n);
            // All three given: m is checked against the k really used.
            let short = sized.m_bits - 1;
            assert!(
                solve(&request(Some(1000), Some(p), Some(short), None)).is_err(),
                "p {p}"
            );
            assert!(solve(&request(Some(1000), Some(p), Some(sized.m_bits), None)).is_ok());
        }
    }

    #[test]
    fn fixed_k_changes_m_to_keep_the_target() {
        let sizing = solve(&request(Some(1000), Some(0.01), None, Some(2))).unwrap();
        assert_eq!(sizing.k, 2);
        assert!(sizing.fp_predicted <= 0.01 && sizing.fp_predicted > 0.0099);
        assert!(
            sizing.m_bits > 9586 * 12 / 10,
            "k=2 needs more bits than k=7"
        );
    }

    #[test]
    fn bad_requests_name_the_parameter() {
        let param = |r: SizingRequest| solve(&r).unwrap_err().param;
        assert_eq!(param(request(Some(0), Some(0.01), None, None)), Param::N);
        assert_eq!(param(request(Some(10), Some(1.0), None, None)), Param::P);
        assert_eq!(
            param(request(Some(10), Some(f64::NAN), None, None)),
            Param::P
        );
        assert_eq!(param(request(Some(10), Some(0.0), None, None)), Param::P);
        assert_eq!(param(request(Some(10), None, Some(0), None)), Param::M);
        assert_eq!(param(request(Some(10), Some(0.1), None, Some(0))), Param::K);
        assert_eq!(param(request(Some(10), None, None, None)), Param::P);
        assert_eq!(
            param(request(Some(1000), Some(0.01), Some(1000), None)),
            Param::M
        );
        assert_eq!(param(request(None, Some(1e-9), Some(10), None)), Param::M);
        let huge = solve(&request(Some(1 << 40), Some(1e-6), None, None)).unwrap_err();
        assert!(matches!(huge.problem, Problem::TooLarge { .. }), "{huge}");
    }
}
