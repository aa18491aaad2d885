//! Exercises: build a filter in any language, and let bloomlab grade it.
//!
//! A student's program speaks a line protocol on its standard input and
//! output ([`protocol`], described in docs/exercises.md); [`grade`] drives
//! it through each exercise's configurations and judges what it answers
//! with the experiments' statistics (the exact rate, Clopper–Pearson
//! intervals, binomial tests, Holm's method over the configurations);
//! [`report`] words the verdict in either language, pointing at the lesson
//! step that explains each check. [`starter`] holds the files `bloomlab
//! exercise new` writes, and [`reference`](mod@reference) the protocol served by the
//! project's own filters, the peer a student's time is compared with.

pub mod grade;
pub mod protocol;
pub mod record;
pub mod reference;
pub mod report;
pub mod starter;
pub mod status;

use crate::lang::Lang;

/// What a student builds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Structure {
    /// A Bloom filter: m bits, k probes per key.
    Bloom,
    /// A counting filter: m 4-bit counters, with `remove`.
    Counting,
    /// A blocked Bloom filter: every probe of a key in one 512-bit block.
    Blocked,
}

impl Structure {
    /// Bits of memory per cell of m: a bit, or a 4-bit counter.
    pub fn bits_per_cell(self) -> u64 {
        match self {
            Structure::Bloom | Structure::Blocked => 1,
            Structure::Counting => 4,
        }
    }

    /// The rate theory gives for this structure with independent uniform
    /// probes, and how much one filter's rate strays from it (its standard
    /// deviation from filter to filter).
    pub fn expected_rate(self, m: u64, k: u32, n: u64) -> (f64, f64) {
        use crate::filter::BLOCK_BITS;
        match self {
            Structure::Bloom | Structure::Counting => (
                crate::theory::fp_exact(m, k, n),
                crate::experiment::family::filter_rate_spread(m, k, n),
            ),
            Structure::Blocked => (
                crate::theory::fp_blocked_exact(BLOCK_BITS, m, k, n),
                crate::theory::fp_blocked_spread(BLOCK_BITS, m, k, n),
            ),
        }
    }

    /// The rate of a lookup that answers 1 when any one of a key's k
    /// cells is set (a bit at 1, a counter above 0) instead of all k: what
    /// a grading measures when the student's lookup tests the wrong thing
    /// (reader 44, es 6.1).
    pub fn any_bit_rate(self, m: u64, k: u32, n: u64) -> f64 {
        match self {
            Structure::Bloom | Structure::Counting => {
                crate::theory::fp_any_bit(m as f64, f64::from(k), n as f64)
            }
            Structure::Blocked => {
                crate::theory::fp_blocked_any_bit(crate::filter::BLOCK_BITS, m, k, n)
            }
        }
    }

    /// The rate of a lookup that reads only one of a key's k cells (its
    /// first probe, say) instead of all k: the chance that one cell is
    /// set, the filter's expected fill, where a lookup of all k gives
    /// about fill^k. In a blocked filter a key sets a given bit with
    /// chance (1/blocks)·(1 − (1 − 1/B)^k), each key alike.
    pub fn one_bit_rate(self, m: u64, k: u32, n: u64) -> f64 {
        let k = f64::from(k);
        match self {
            Structure::Bloom | Structure::Counting => {
                crate::theory::expected_fill(m as f64, k, n as f64)
            }
            Structure::Blocked => {
                use crate::filter::BLOCK_BITS;
                let blocks = m.div_ceil(BLOCK_BITS).max(1) as f64;
                let in_block = crate::theory::expected_fill(BLOCK_BITS as f64, k, 1.0);
                -(n as f64 * (-in_block / blocks).ln_1p()).exp_m1()
            }
        }
    }
}

/// One filter an exercise builds: its shape, the keys added and the keys
/// never added that are asked about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Config {
    pub m: u64,
    pub k: u32,
    pub n: u64,
    pub queries: u64,
    /// Keys removed again (counting filters only).
    pub removed: u64,
}

/// A lesson step: the lesson's id and the step's number, from 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StepRef {
    pub lesson: &'static str,
    pub step: usize,
}

/// An exercise of the catalogue.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Exercise {
    pub id: &'static str,
    pub structure: Structure,
    /// The filters it builds, judged together.
    pub configs: &'static [Config],
    /// The counters' test at 15 (counting filters).
    pub saturation: bool,
    /// The starter is a complete filter with planted bugs to find.
    pub given: bool,
    /// The lesson step the exercise builds on.
    pub lesson: StepRef,
    /// Later steps that teach terms its summary uses, when `lesson` does
    /// not (a test reads them off the glossary).
    pub also: &'static [StepRef],
}

impl Exercise {
    /// The checks a grading that runs to the end makes: memory, members
    /// and rate for each filter, the two after removal where keys are
    /// removed, and the counters' test at 15.
    pub fn check_count(&self) -> usize {
        let per_config = |config: &Config| if config.removed == 0 { 3 } else { 5 };
        self.configs.iter().map(per_config).sum::<usize>() + usize::from(self.saturation)
    }

    /// Every step it builds on: `lesson`, then `also`.
    pub fn steps(&self) -> Vec<StepRef> {
        std::iter::once(self.lesson)
            .chain(self.also.iter().copied())
            .collect()
    }

    /// The exercise's name on the Exercises screen, in `lang`.
    pub fn title(&self, lang: Lang) -> String {
        match self.id {
            "bloom" => crate::t!(lang, "exscreen-title-bloom"),
            "counting" => crate::t!(lang, "exscreen-title-counting"),
            "blocked" => crate::t!(lang, "exscreen-title-blocked"),
            _ => crate::t!(lang, "exscreen-title-fix"),
        }
    }

    /// The one-line description, in `lang`.
    pub fn summary(&self, lang: Lang) -> String {
        match self.id {
            "bloom" => crate::t!(lang, "ex-summary-bloom"),
            "counting" => crate::t!(lang, "ex-summary-counting"),
            "blocked" => crate::t!(lang, "ex-summary-blocked"),
            _ => crate::t!(lang, "ex-summary-fix"),
        }
    }
}

const fn config(m: u64, k: u32, n: u64, queries: u64) -> Config {
    Config {
        m,
        k,
        n,
        queries,
        removed: 0,
    }
}

/// Every exercise. The sizes are ones where a correct filter that uses
/// double hashing passes (docs/exercises.md gives the runs that checked
/// it): thousands of bits and more, never the m = 192 where double hashing
/// runs about 10 % above the exact rate. Each has a configuration with
/// k = 1, so a rate that is right with one probe and wrong with several
/// points at probes that depend on each other, and one with m above
/// 65,536, where a 16-bit hash cannot reach every bit. The queries give
/// about 300 false positives or more per configuration.
pub const EXERCISES: [Exercise; 4] = [
    Exercise {
        id: "bloom",
        structure: Structure::Bloom,
        configs: &[
            config(4096, 1, 300, 5_000),
            config(9973, 4, 1_000, 30_000),
            config(262_144, 3, 20_000, 40_000),
        ],
        saturation: false,
        given: false,
        lesson: StepRef {
            lesson: "bloom-basics",
            step: 2,
        },
        // Step 2 teaches a probe; double hashing is lesson 2's (reader
        // 39, es 6.7: the summary named it, the step cited did not).
        also: &[report::steps::ONE_HASH],
    },
    Exercise {
        id: "counting",
        structure: Structure::Counting,
        configs: &[
            Config {
                m: 4096,
                k: 3,
                n: 800,
                queries: 5_000,
                removed: 400,
            },
            Config {
                m: 30_000,
                k: 5,
                n: 3_000,
                queries: 30_000,
                removed: 1_500,
            },
        ],
        saturation: true,
        given: false,
        lesson: StepRef {
            lesson: "bloom-basics",
            step: 7,
        },
        also: &[],
    },
    Exercise {
        id: "blocked",
        structure: Structure::Blocked,
        configs: &[
            config(512 * 8, 1, 300, 5_000),
            config(512 * 32, 4, 1_600, 30_000),
            config(512 * 512, 3, 20_000, 40_000),
        ],
        saturation: false,
        given: false,
        lesson: StepRef {
            lesson: "bloom-alternatives",
            step: 3,
        },
        also: &[],
    },
    Exercise {
        id: "fix-the-filter",
        structure: Structure::Bloom,
        configs: &[
            config(16_384, 1, 1_000, 5_000),
            config(8192, 4, 800, 30_000),
            config(262_144, 1, 20_000, 5_000),
        ],
        saturation: false,
        given: true,
        lesson: StepRef {
            lesson: "bloom-formula",
            step: 21,
        },
        also: &[],
    },
];

/// The exercise called `id`.
pub fn find(id: &str) -> Option<&'static Exercise> {
    EXERCISES.iter().find(|exercise| exercise.id == id)
}

/// The ids, for error messages: `bloom, counting, …`.
pub fn ids() -> String {
    EXERCISES
        .iter()
        .map(|exercise| exercise.id)
        .collect::<Vec<_>>()
        .join(", ")
}

/// The languages a starter is written in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StarterLang {
    Python,
    Rust,
}

impl StarterLang {
    pub fn name(self) -> &'static str {
        match self {
            StarterLang::Python => "python",
            StarterLang::Rust => "rust",
        }
    }

    /// The file a starter is written to.
    pub fn file_name(self) -> &'static str {
        match self {
            StarterLang::Python => "filter.py",
            StarterLang::Rust => "filter.rs",
        }
    }

    /// The commands to build (if needed) and grade a starter in `dir`.
    pub fn commands(self, exercise: &str, dir: &str) -> Vec<String> {
        match self {
            StarterLang::Python => vec![format!(
                "bloomlab grade {exercise} -- python3 {dir}/filter.py"
            )],
            StarterLang::Rust => vec![
                format!("rustc -O {dir}/filter.rs -o {dir}/filter"),
                format!("bloomlab grade {exercise} -- {dir}/filter"),
            ],
        }
    }
}
