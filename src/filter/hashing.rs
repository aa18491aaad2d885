//! From a key to its k bit positions.
//!
//! One 128-bit xxh3 hash per key is split into two 64-bit halves `h1`, `h2`,
//! and the k probes follow *enhanced double hashing* (Dillinger & Manolios
//! 2004): `x_i = h1 + i·h2 + (i³ − i)/6 (mod 2^64)`. Kirsch & Mitzenmacher
//! (2006) show two hashes give the same asymptotic false-positive rate as k
//! independent ones; the cubic term keeps the probes apart when `h2` is
//! small. Each 64-bit `x_i` is mapped to `0..m` by the multiply-shift
//! reduction `(x · m) >> 64`, which uses the high bits and avoids a division.

use std::hash::{Hash, Hasher};

use xxhash_rust::xxh3::{Xxh3, xxh3_128};

/// The 128-bit hash of one key, split into the two halves the probes use.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct KeyHash {
    pub h1: u64,
    pub h2: u64,
}

impl KeyHash {
    /// Hash raw bytes (a word typed by the student, a serialized key).
    #[inline]
    pub fn of_bytes(bytes: &[u8]) -> Self {
        Self::from_u128(xxh3_128(bytes))
    }

    /// Hash any `Hash` value through xxh3's streaming state.
    ///
    /// Note that `str`'s `Hash` adds a terminator byte, so
    /// `of(&"uva") != of_bytes(b"uva")`: pick one form per filter.
    pub fn of<K: Hash + ?Sized>(key: &K) -> Self {
        let mut state = Xxh3Hasher(Xxh3::new());
        key.hash(&mut state);
        Self::from_u128(state.0.digest128())
    }

    /// Hash a 64-bit integer key: the experiments stream these.
    #[inline]
    pub fn of_u64(key: u64) -> Self {
        Self::of_bytes(&key.to_le_bytes())
    }

    #[inline]
    pub fn from_u128(hash: u128) -> Self {
        Self {
            h1: hash as u64,
            h2: (hash >> 64) as u64,
        }
    }

    /// The k probe positions in `0..m`, in probe order (may repeat for tiny m).
    #[inline]
    pub fn probes(self, m: u64, k: u32) -> Probes {
        Probes {
            x: self.h1,
            y: self.h2,
            i: 0,
            k,
            m,
        }
    }
}

/// Iterator over the k positions of one key.
#[derive(Clone, Debug)]
pub struct Probes {
    x: u64,
    y: u64,
    i: u32,
    k: u32,
    m: u64,
}

impl Iterator for Probes {
    type Item = u64;

    #[inline]
    fn next(&mut self) -> Option<u64> {
        if self.i == self.k {
            return None;
        }
        let position = reduce(self.x, self.m);
        // Incremental form of x_i = h1 + i·h2 + (i³ − i)/6.
        self.i += 1;
        self.x = self.x.wrapping_add(self.y);
        self.y = self.y.wrapping_add(u64::from(self.i));
        Some(position)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let left = (self.k - self.i) as usize;
        (left, Some(left))
    }
}

impl ExactSizeIterator for Probes {}

/// Multiply-shift range reduction: a uniform 64-bit `x` to a uniform `0..m`.
#[inline]
pub fn reduce(x: u64, m: u64) -> u64 {
    ((u128::from(x) * u128::from(m)) >> 64) as u64
}

/// Adapter so any `Hash` value can feed xxh3's streaming state.
struct Xxh3Hasher(Xxh3);

impl Hasher for Xxh3Hasher {
    fn finish(&self) -> u64 {
        self.0.digest()
    }

    fn write(&mut self, bytes: &[u8]) {
        self.0.update(bytes);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn probes_follow_enhanced_double_hashing() {
        let h = KeyHash { h1: 5, h2: 1 << 40 };
        let m = u64::MAX; // reduce(x, u64::MAX) is close to x: easy to read
        let got: Vec<u64> = h.probes(m, 5).collect();
        for (i, position) in got.iter().enumerate() {
            let i = i as u64;
            let x = 5u64
                .wrapping_add(i.wrapping_mul(1 << 40))
                .wrapping_add((i * i * i - i) / 6);
            assert_eq!(*position, reduce(x, m), "probe {i}");
        }
    }

    #[test]
    fn reduce_stays_in_range_and_covers_it() {
        for m in [1u64, 2, 12, 1000, u64::from(u32::MAX) + 7] {
            assert_eq!(reduce(0, m), 0);
            assert_eq!(reduce(u64::MAX, m), m - 1);
            assert!(reduce(u64::MAX / 2, m) < m);
        }
    }

    #[test]
    fn hash_forms_are_stable_per_form() {
        assert_eq!(KeyHash::of_bytes(b"uva"), KeyHash::of_bytes(b"uva"));
        assert_eq!(KeyHash::of("uva"), KeyHash::of(&String::from("uva")));
        assert_ne!(KeyHash::of_bytes(b"uva"), KeyHash::of_bytes(b"kiwi"));
        assert_eq!(KeyHash::of_u64(7), KeyHash::of_bytes(&7u64.to_le_bytes()));
    }
}
