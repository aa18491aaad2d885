//! The warning under an overloaded playground filter, in its long words
//! or in two rows' worth where the long ones would cost the chart its key.

use crate::lang::Lang;
use crate::playground::FilterState;
use crate::t;
use crate::theory;
use crate::tui::text::count;

/// Why a filter past [`theory::OVERLOAD_FILL`] is overloaded, with its
/// numbers: the line, and how much worse its rate is than a half-full
/// filter's with the same k.
pub(super) fn overload_warning(
    lang: Lang,
    cell: &str,
    state: &FilterState,
    k: u32,
    short: bool,
) -> String {
    let line = format!("{:.0}\u{a0}%", theory::OVERLOAD_FILL * 100.0);
    let times = state.times_half_full(k);
    // Two significant digits at every size, a large factor whole, its
    // thousands grouped: «27,544×» beside «8.0×» and «20×» read as a
    // precision the others lacked (reader 21, en 5.8). An exact one
    // stays whole: a full filter at k = 16 is 2¹⁶ = 65 536 times worse.
    let exact = (times - times.round()).abs() < 1e-9;
    let times = if times >= 100.0 {
        let step = if exact {
            1.0
        } else {
            10f64.powi(times.log10().floor() as i32 - 1)
        };
        count(lang, ((times / step).round() * step) as u64)
    } else {
        crate::units::decimal_mark(lang, crate::units::format_sig(times, 2))
    };
    let cells = t!(lang, "play-cells-set", kind = cell);
    if short {
        t!(
            lang,
            "play-overload-short",
            line = line,
            cells = cells,
            times = times
        )
    } else {
        t!(
            lang,
            "play-overload",
            line = line,
            cells = cells,
            times = times
        )
    }
}
