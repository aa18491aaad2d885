//! What a comparison measures: its rows (a structure at a target rate,
//! [`Design`]), decided for each kind by one exhaustive `match`, and their
//! experiments, checked before anything runs ([`CompareSpec`]).

use serde::Serialize;

use super::{CUCKOO_LOAD, N_RANGE};
use crate::error::{Param, ParamError, Problem};
use crate::experiment::{ExperimentSpec, FilterMode, MIN_QUERIES};
use crate::filter::{CuckooFilter, FilterKind};
use crate::i18n::Num;
use crate::msg;
use crate::sizing;
use crate::theory;

/// Check n against [`N_RANGE`].
pub fn check_compare_n(n: u64) -> Result<u64, ParamError> {
    if !(N_RANGE.0..=N_RANGE.1).contains(&n) {
        return Err(ParamError::out_of_range(Param::N, n, N_RANGE.0, N_RANGE.1));
    }
    Ok(n)
}

/// One structure at one target: what a row of the comparison measures.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Design {
    pub kind: FilterKind,
    /// The rate it was sized for (None for the exact hash set).
    pub fp_target: Option<f64>,
    /// Its shape in the engine's terms ([`FilterKind`] says what m and k
    /// mean for each kind).
    pub m: u64,
    pub k: u32,
}

/// Whether a target is one of the fingerprint filters' own rates, 2^−8 or
/// 2^−16: the fingerprint bits if so.
pub fn fingerprint_bits_of(target: f64) -> Option<u32> {
    [8, 16]
        .into_iter()
        .find(|&bits| target == theory::fp_fingerprint(bits))
}

/// The rows for n keys and these targets: for each target, every kind
/// `shape_at` puts there, in [`FilterKind::ALL`]'s order, then once each
/// the structures that never err (`exact_shape`: the hash set). Every
/// target gets the standard and blocked Bloom filters (both of the
/// standard filter's m and k: equal bits) and a cuckoo filter, so each
/// structure can be read against Bloom at the same rate; a target of 2^−8
/// or 2^−16 also gets the xor and binary fuse filters of that width, and
/// any other target the counting filter.
pub fn designs(n: u64, targets: &[f64]) -> Result<Vec<Design>, ParamError> {
    check_compare_n(n)?;
    let mut rows = Vec::new();
    for &p in targets {
        sizing::check_p(p)?;
        let target = Target::new(n, p)?;
        rows.extend(FilterKind::ALL.into_iter().filter_map(|kind| {
            let (m, k) = shape_at(kind, n, &target)?;
            Some(Design {
                kind,
                fp_target: Some(p),
                m,
                k,
            })
        }));
    }
    rows.extend(FilterKind::ALL.into_iter().filter_map(|kind| {
        let (m, k) = exact_shape(kind, n)?;
        Some(Design {
            kind,
            fp_target: None,
            m,
            k,
        })
    }));
    Ok(rows)
}

/// A target rate as the rows see it: whether it is a fingerprint filter's
/// own rate, and the standard filter's sizing for it.
struct Target {
    p: f64,
    fingerprint_bits: Option<u32>,
    /// The standard filter's m and k for it.
    bloom: (u64, u32),
}

impl Target {
    fn new(n: u64, p: f64) -> Result<Self, ParamError> {
        let fingerprint_bits = fingerprint_bits_of(p);
        // Memory is checked per structure, with the others
        // ([`CompareSpec::experiments`]).
        let sizing = sizing::solve(&sizing::SizingRequest {
            n: Some(n),
            p: Some(p),
            max_memory: u64::MAX,
            ..sizing::SizingRequest::default()
        })?;
        let bloom = (sizing.m_bits, sizing.k);
        Ok(Self {
            p,
            fingerprint_bits,
            bloom,
        })
    }
}

/// A kind's shape (m, k) in its row at a target, or None when `compare`
/// does not measure it there. With [`exact_shape`], the one place a kind's
/// rows are decided: a new kind must say here whether `compare` measures
/// it.
fn shape_at(kind: FilterKind, n: u64, target: &Target) -> Option<(u64, u32)> {
    let fingerprint = |bits: u32| (target.fingerprint_bits == Some(bits)).then_some((n, bits));
    match kind {
        FilterKind::Standard | FilterKind::Blocked => Some(target.bloom),
        FilterKind::Counting => target.fingerprint_bits.is_none().then_some(target.bloom),
        FilterKind::Cuckoo => Some((cuckoo_slots(n), CuckooFilter::bits_for_rate(target.p))),
        FilterKind::Xor8 | FilterKind::BinaryFuse8 => fingerprint(8),
        FilterKind::Xor16 | FilterKind::BinaryFuse16 => fingerprint(16),
        FilterKind::HashSet => None,
    }
}

/// A kind's shape in its one row at no target, for a structure that never
/// errs; None for the others.
fn exact_shape(kind: FilterKind, n: u64) -> Option<(u64, u32)> {
    match kind {
        FilterKind::HashSet => Some((n, 1)),
        FilterKind::Standard
        | FilterKind::Blocked
        | FilterKind::Counting
        | FilterKind::Cuckoo
        | FilterKind::Xor8
        | FilterKind::Xor16
        | FilterKind::BinaryFuse8
        | FilterKind::BinaryFuse16 => None,
    }
}

/// A comparison has no m of its own: a structure too large for the memory
/// cap is the consequence of n, so the error names n.
fn too_large_for_n(err: ParamError, design: &Design, n: u64) -> ParamError {
    let Problem::TooLarge { bytes, cap } = err.problem else {
        return err;
    };
    ParamError::invalid(
        Param::N,
        msg!(
            "compare-too-large",
            elements = Num::Whole(n),
            structure = msg!("param-structure", kind = design.kind.name()),
            size = crate::error::size_of(bytes),
            cap = Num::Bytes(cap),
            n = Param::N,
            memory = Param::MaxMemory
        ),
    )
}

/// Slots of a cuckoo filter for n keys at [`CUCKOO_LOAD`].
pub fn cuckoo_slots(n: u64) -> u64 {
    (n as f64 / CUCKOO_LOAD).ceil() as u64
}

/// What a comparison measures, and how.
#[derive(Clone, Debug, PartialEq)]
pub struct CompareSpec {
    pub n: u64,
    pub targets: Vec<f64>,
    /// Seed, precision, confidence, query cap and interval of every row
    /// (its shape fields are not used).
    pub base: ExperimentSpec,
}

impl CompareSpec {
    /// The designs and their experiments, checked before anything runs.
    pub fn experiments(
        &self,
        max_memory: u64,
    ) -> Result<Vec<(Design, ExperimentSpec)>, ParamError> {
        let designs = designs(self.n, &self.targets)?;
        let mut rows = Vec::with_capacity(designs.len());
        for design in designs {
            let spec = ExperimentSpec {
                kind: design.kind,
                m: design.m,
                k: design.k,
                n: self.n,
                filters: FilterMode::Single,
                // The hash set never errs: a query count as large as n,
                // not the cap, bounds its rate.
                max_queries: if design.kind == FilterKind::HashSet {
                    self.n.max(MIN_QUERIES).min(self.base.max_queries)
                } else {
                    self.base.max_queries
                },
                ..self.base.clone()
            };
            spec.validate(max_memory)
                .map_err(|err| too_large_for_n(err, &design, self.n))?;
            rows.push((design, spec));
        }
        Ok(rows)
    }
}
