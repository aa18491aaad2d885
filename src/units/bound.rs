//! The upper end of an interval with no false positive in it, as a
//! measured rate's place shows it («≤0,0037 %»).

use crate::lang::Lang;

/// A rate's upper bound to two significant digits, rounded up, so that
/// the bound shown is never under the one computed (0.0000369 reads
/// «0.0037 %»).
pub fn upper_bound_rate(lang: Lang, bound: f64) -> String {
    if bound <= 0.0 || !bound.is_finite() {
        return super::rate_with_digits(lang, bound, 3);
    }
    let scale = 10f64.powf(bound.log10().floor() - 1.0);
    // A hair under the step, so that a bound already on two digits
    // (0.0037) is not pushed up by the division's rounding.
    let rounded = ((bound / scale) - 1e-9).ceil() * scale;
    super::rate_with_digits(lang, rounded.min(1.0), 2)
}
