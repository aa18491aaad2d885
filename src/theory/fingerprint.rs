//! Fingerprint filters: the xor and binary fuse filters' 2^−f, and the
//! cuckoo filter's rate from its load or from its buckets' occupancy, for
//! buckets of b slots.

/// The rate of a filter that compares one f-bit fingerprint per query,
/// uniform over all 2^f values: 2^−f. The xor filter (Graf & Lemire 2020,
/// §3) and the binary fuse filter (Graf & Lemire 2022, §3) store, for each
/// key, a fingerprint as the xor of three slots, and a query matches when
/// the xor of its three slots equals its own fingerprint.
pub(crate) fn fp_fingerprint(bits: u32) -> f64 {
    0.5f64.powi(bits as i32)
}

/// A cuckoo filter's rate at load α with f-bit fingerprints (1 to 2^f − 1,
/// 0 marking an empty slot): a query compares its fingerprint with the
/// 2b·α fingerprints its two buckets hold on average, each matching with
/// chance 1/(2^f − 1): 1 − (1 − 1/(2^f − 1))^(2bα). Planning only: the
/// verdict uses the filter's own occupancy ([`fp_cuckoo_from_occupancy`]).
pub(crate) fn fp_cuckoo_at_load(load: f64, bits: u32, bucket_slots: u64) -> f64 {
    let match_one = 1.0 / ((2.0f64).powi(bits as i32) - 1.0);
    -((2.0 * bucket_slots as f64 * load) * (-match_one).ln_1p()).exp_m1()
}

/// Fan, Andersen, Kaminsky & Mitzenmacher (2014, §4): a query compares
/// with at most 2b fingerprints, so ε ≤ 2b/2^f; at load α, about 2bα/2^f.
pub(crate) fn fp_cuckoo_fan(load: f64, bits: u32, bucket_slots: u64) -> f64 {
    (2.0 * bucket_slots as f64 * load / (2.0f64).powi(bits as i32)).min(1.0)
}

/// The rate of one cuckoo filter from its buckets' occupancy: `buckets[c]`
/// buckets hold c fingerprints. A query's two buckets are taken as two
/// independent uniform buckets (they coincide about once in B queries,
/// which is left out), and each fingerprint there matches the query's with
/// chance ε = 1/(2^f − 1), so the rate is 1 − (Σ_c P(c)·(1 − ε)^c)².
pub(crate) fn fp_cuckoo_from_occupancy(buckets: &[u64], bits: u32) -> f64 {
    let total: u64 = buckets.iter().sum();
    if total == 0 {
        return 0.0;
    }
    let miss_one = 1.0 - 1.0 / ((2.0f64).powi(bits as i32) - 1.0);
    let miss_bucket: f64 = buckets
        .iter()
        .enumerate()
        .map(|(c, &count)| count as f64 / total as f64 * miss_one.powi(c as i32))
        .sum();
    1.0 - miss_bucket * miss_bucket
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::theory::close;

    #[test]
    fn cuckoo_rates_from_load_and_occupancy() {
        // Every bucket full: 8 compares at 1/255 each.
        let full = fp_cuckoo_from_occupancy(&[0, 0, 0, 0, 10], 8);
        assert!(close(full, 1.0 - (254.0f64 / 255.0).powi(8), 1e-12));
        assert!(close(fp_cuckoo_at_load(1.0, 8, 4), full, 1e-12));
        assert_eq!(fp_cuckoo_from_occupancy(&[5, 0, 0, 0, 0], 8), 0.0);
        assert!(close(fp_cuckoo_fan(1.0, 12, 4), 8.0 / 4096.0, 1e-12));
        // Fan et al.'s approximation is close to the exact form when small.
        assert!(close(
            fp_cuckoo_at_load(0.95, 16, 4),
            fp_cuckoo_fan(0.95, 16, 4),
            1e-3
        ));
        assert_eq!(fp_fingerprint(16), 1.0 / 65536.0);
    }
}
