//! The Experiments help: the keys the status line leaves out, and what
//! each tab's columns and symbols mean.

use super::Tab;
use crate::lang::Lang;
use crate::t;
use crate::tui::protocol::KeyHelp;

/// The keys the status line leaves out, and the columns' words, for the
/// tab shown; x only while a run goes, when it cancels one (readers 50,
/// es 2.2: listed after a run, it did nothing).
pub(super) fn help_keys(
    lang: Lang,
    tab: Tab,
    (running, asking): (bool, bool),
    s_words: String,
) -> Vec<KeyHelp> {
    let cancel = running.then(|| cancel_help(lang));
    if tab == Tab::Alternatives {
        let start = KeyHelp::new("s", s_words).in_group(RUN_KEYS);
        return alternatives_help(lang, (start, cancel), asking);
    }
    // The p-value is spelled out where it is shown (e), so it needs no
    // line here; at 80×24 every line counts. +- changes n on the table
    // only: another tab's help does not list it.
    let mut keys = vec![
        tabs_help(lang),
        KeyHelp::new("d D", t!(lang, "exp-key-a-new-seed-back-to")),
    ];
    if tab == Tab::Table {
        keys.push(KeyHelp::new("+-", t!(lang, "exp-key-n-10-10-table-when")));
    }
    // c and f show on the status line only while they work: the help
    // lists them always (reader 27, es 2.3), on one row where the line
    // shows neither, else each where the line has it: «x c f» as one put
    // f before D and +- under a line that shows them first (readers 49,
    // es 2.5, en 2.2).
    keys.push(KeyHelp::new("r", t!(lang, "exp-key-20-seeds-count-1-2")));
    keys.extend(cancel);
    keys.extend([
        KeyHelp::new("c", t!(lang, "exp-key-help-tally")).in_group(RUN_KEYS),
        figure_help(lang, RUN_KEYS),
        KeyHelp::new("e", t!(lang, "exp-key-the-row-in-words-pgup")),
    ]);
    // The words, the tab's own columns and the verdicts first: where the
    // help is short, the last give way, and at 80×22 the ones the table
    // shows went (reader 39, es 1.9).
    match tab {
        Tab::Small => keys.extend([
            KeyHelp::term(
                t!(lang, "exp-key-indep-double"),
                t!(lang, "exp-key-k-independent-hashes-h1-i"),
            ),
            KeyHelp::term("≠ Bloom", t!(lang, "exp-key-bloom-s-formula-rejected")),
        ]),
        Tab::KSweep => keys.push(KeyHelp::term(
            t!(lang, "exp-key-fill"),
            t!(lang, "exp-key-k-sweep-bits-set-lowest"),
        )),
        Tab::Table | Tab::Alternatives => {}
    }
    let fp = KeyHelp::term(
        t!(lang, "exp-key-queries-fp"),
        t!(lang, "exp-key-keys-never-added-false-positives"),
    );
    // The table heads a column «FP» below 100 columns, and its help must
    // keep that word at 80×22 (reader 40, en 2.4); the other tabs'
    // narrow tables have no such column.
    let (fp_early, fp_late) = if tab == Tab::Table {
        (Some(fp), None)
    } else {
        (None, Some(fp))
    };
    keys.push(KeyHelp::term(
        "✓ ✗ ? ⏹",
        t!(lang, "exp-key-consistent-differs-holm-too-few"),
    ));
    keys.extend(fp_early);
    keys.extend([
        half_width_help(lang),
        // The table has no Bloom column at any width: its help explained
        // one that was not there (reader 39, es 6.8).
        if tab == Tab::Table {
            KeyHelp::term(t!(lang, "exp-alt-exact"), t!(lang, "exp-key-exact-only"))
        } else {
            crate::tui::text::exact_and_bloom_help(lang)
        },
    ]);
    keys.extend(fp_late);
    keys.push(crate::tui::text::statistics_help(lang));
    keys
}

/// Tab, t and 1-4, in one line of the help.
fn tabs_help(lang: Lang) -> KeyHelp {
    KeyHelp::new("Tab t 1-4", t!(lang, "exp-key-next-suite-1-4-a"))
}

/// The Alternatives tab's keys and columns.
/// ← and → only while the question waits for them, and s in the status
/// line's words («s again, same seed», not «s start» after a run:
/// readers 51, en 2.1).
fn alternatives_help(
    lang: Lang,
    (start, cancel): (KeyHelp, Option<KeyHelp>),
    asking: bool,
) -> Vec<KeyHelp> {
    let mut keys = vec![
        tabs_help(lang),
        KeyHelp::new("+ -", t!(lang, "exp-key-10-5-or-10-6")),
        KeyHelp::new("< >", t!(lang, "exp-key-target-rate-the-five-or")),
    ];
    // x and e, and c, v and f, each where the status line has it, and
    // together where it shows none of them: always together («s x e»,
    // «c v f»), they broke the line's order (readers 49, en 2.2). e
    // explains a measured row here as on the other tabs (reader 30, es
    // 2.3).
    keys.push(start);
    keys.extend(cancel);
    if asking {
        keys.push(KeyHelp::new("← →", t!(lang, "exp-key-alt-predict")).in_group(ROW_KEYS));
    }
    keys.extend([
        KeyHelp::new("e", t!(lang, "exp-key-alt-explain")).in_group(RUN_KEYS),
        // ↑↓ where the line has it, after d: in one entry with ← and →,
        // it came second (readers 50, es 2.1, en 2.2).
        KeyHelp::new("↑↓", t!(lang, "exp-key-alt-row")).in_group(ROW_KEYS),
        KeyHelp::new("d D", t!(lang, "exp-key-a-new-seed-back-to")),
        KeyHelp::new("c", t!(lang, "exp-key-help-chart")).in_group(VIEW_KEYS),
        KeyHelp::new("v", t!(lang, "exp-key-help-costs")).in_group(VIEW_KEYS),
        figure_help(lang, VIEW_KEYS),
        KeyHelp::term("bits", t!(lang, "exp-key-bits-per-element-from-the")),
        KeyHelp::term(
            t!(lang, "exp-alt-bound"),
            t!(lang, "exp-key-the-lower-bound-for-its"),
        ),
        KeyHelp::term(
            t!(lang, "exp-alt-own"),
            t!(lang, "exp-key-the-rate-its-own-theory"),
        ),
        // Nanoseconds and the median, which lesson 3 does not teach
        // (reader 11, es 6.x: «ns», «median» before any lesson).
        KeyHelp::term("ns", t!(lang, "exp-key-ns")),
        KeyHelp::term(
            t!(lang, "exp-alt-refused"),
            t!(lang, "exp-key-refused-keys"),
        ),
        half_width_help(lang),
        // Where Holm is taught, in the ✓ ✗ line itself: at 80×24 the
        // help has no line to spare for another.
        KeyHelp::term("✓ ✗", t!(lang, "exp-key-consistent-differs-holm-all-rows")),
        KeyHelp::term(
            "B L C K X F",
            t!(lang, "exp-key-chart-bloom-blocked-counting-cuckoo"),
        ),
    ]);
    keys
}

/// x, which cancels a run under way.
fn cancel_help(lang: Lang) -> KeyHelp {
    KeyHelp::new("x", t!(lang, "exp-key-help-cancel")).in_group(RUN_KEYS)
}

/// f, which saves the tab's figure.
fn figure_help(lang: Lang, group: u8) -> KeyHelp {
    KeyHelp::new("f", t!(lang, "exp-key-help-figure")).in_group(group)
}

/// The help's groups of keys (see [`KeyHelp::in_group`]): those that
/// start, cancel and explain a run, and the Alternatives tab's views.
const RUN_KEYS: u8 = 1;
const VIEW_KEYS: u8 = 2;
/// The Alternatives tab's ↑↓ and its question's ← →.
const ROW_KEYS: u8 = 3;

/// What "±x %" after a measured rate means, and "≤x %" in its place
/// while nothing has come back positive (reader 9, en 5.4).
fn half_width_help(lang: Lang) -> KeyHelp {
    KeyHelp::term(
        "±x % ≤x %",
        t!(lang, "exp-key-interval-half-width-measured-rate"),
    )
}
