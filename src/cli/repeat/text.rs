//! The repeat's text report: a table of each row's counts, then the
//! whole against chance and the spread of the raw p-values.

use super::*;

/// The text: a table of each row's counts, then the whole against
/// chance and the spread of the raw p-values.
pub(super) fn write_text(
    out: &mut dyn Write,
    repeated: &Repeated,
    lang: Lang,
    wide: bool,
) -> Result<(), CliError> {
    let Repeated {
        title,
        seed_first,
        seed_last,
        seconds,
        ref whole,
        ..
    } = *repeated;
    let (runs, level, rows_tested) = (whole.runs, whole.level, whole.rows_tested);
    writeln!(out, "{}", fitted_here(title))?;
    let runs_line = t!(
        lang,
        "rep-repeat-runs",
        runs = runs,
        first = seed_first.to_string(),
        last = seed_last.to_string()
    );
    writeln!(out, "{}\n", fitted_here(&runs_line))?;
    write_tallies(out, repeated, runs, lang, wide)?;
    let level_text = decimal_mark(lang, format_percent_short(level));
    let raw_line = msg!(
        "rep-repeat-raw",
        count = whole.rows_differing_raw,
        rows = Num::Whole(rows_tested),
        share = share(lang, whole.rows_differing_raw, rows_tested),
        level = level_text.as_str(),
        expected = expected(lang, whole.expected_raw)
    );
    writeln!(out, "\n{}", fitted_here(&raw_line.in_lang(lang)))?;
    let runs_raw_line = t!(
        lang,
        "rep-repeat-runs-raw",
        count = whole.runs_differing_raw,
        runs = runs,
        share = share(lang, u64::from(whole.runs_differing_raw), u64::from(runs)),
        chance = decimal_mark(lang, rough_percent(whole.chance_run_raw))
    );
    writeln!(out, "{}", fitted_here(&runs_raw_line))?;
    let family_line = t!(
        lang,
        "rep-repeat-family",
        count = whole.runs_differing_family,
        runs = runs,
        share = share(
            lang,
            u64::from(whole.runs_differing_family),
            u64::from(runs)
        ),
        level = level_text.as_str(),
        at_most = expected(lang, whole.at_most_family)
    );
    writeln!(out, "{}", fitted_here(&family_line))?;
    writeln!(
        out,
        "{}",
        fitted_here(&chance_sentence(&whole.raw_against_chance, level, lang))
    )?;
    let bins: Vec<String> = whole
        .p_value_histogram
        .iter()
        .map(ToString::to_string)
        .collect();
    writeln!(
        out,
        "{}",
        fitted_here(&t!(lang, "rep-repeat-histogram", bins = bins.join(" ")))
    )?;
    let measured = t!(
        lang,
        "rep-repeat-measured",
        seconds = written(lang, format!("{seconds:.2}"))
    );
    writeln!(out, "\n{}", fitted_here(&measured))?;
    Ok(())
}

/// One column of the per-row tally: its id for `width::fit`, its
/// heading, whether it names the row, left-aligned or not, and a row's cell.
struct TallyColumn {
    id: &'static str,
    heading: String,
    names_row: bool,
    left: bool,
    cells: Vec<String>,
}

/// The per-row tally as a table: what the row is (its target, or m, k,
/// n and hashing, each in its column with thousands grouped), how often
/// it differed on its own and family-wise, and what chance alone gives.
/// It fits the width as the measured table does (`width::fit`): the
/// columns that are the same on every row go first, those that tell the
/// rows apart last (reader 40, es 1.6: a label «m=1000000 k=10 …» pushed
/// the counts of k ≥ 10 one column right, and the table ran past 80).
fn write_tallies(
    out: &mut dyn Write,
    repeated: &Repeated,
    runs: u32,
    lang: Lang,
    wide: bool,
) -> Result<(), CliError> {
    let tallies = &repeated.tallies;
    let column = |id, heading: String, names_row, left, cells: Vec<String>| TallyColumn {
        id,
        heading,
        names_row,
        left,
        cells,
    };
    let mut columns = Vec::new();
    if repeated.targets.iter().any(Option::is_some) {
        let cells = repeated
            .targets
            .iter()
            .take(tallies.len())
            .map(|target| {
                target
                    .map(|p| local_percent(lang, format_percent_short(p)))
                    .unwrap_or_default()
            })
            .collect();
        columns.push(column(
            "target",
            t!(lang, "exp-alt-target"),
            true,
            false,
            cells,
        ));
    }
    type Cell = fn(&RowTally, Lang, u32) -> String;
    // (id for `width::fit`, heading, names the row, left-aligned, a row's cell)
    let shaped: [(&str, &str, bool, bool, Cell); 7] = [
        ("m (bits)", "report-col-m", true, false, |t, lang, _| {
            shown(lang, Num::Whole(t.m_bits))
        }),
        ("k", "report-col-k", true, false, |t, _, _| t.k.to_string()),
        ("n", "report-col-n", true, false, |t, lang, _| {
            shown(lang, Num::Whole(t.n))
        }),
        ("hashing", "report-col-hashing", true, true, |t, lang, _| {
            t!(lang, "report-hashing", hashing = t.hashing)
        }),
        (
            "raw",
            "rep-repeat-head-raw",
            false,
            false,
            |t, lang, runs| counted(lang, t.differs_raw, runs),
        ),
        (
            "family-wise",
            "rep-repeat-head-family",
            false,
            false,
            |t, lang, runs| counted(lang, t.differs_family, runs),
        ),
        (
            "chance",
            "rep-repeat-head-chance",
            false,
            false,
            |t, lang, _| expected(lang, t.expected_raw),
        ),
    ];
    columns.extend(shaped.map(|(id, heading, names_row, left, cell)| {
        let cells = tallies.iter().map(|t| cell(t, lang, runs)).collect();
        column(
            id,
            bloomlab::i18n::text(lang, heading),
            names_row,
            left,
            cells,
        )
    }));
    let sized: Vec<(&TallyColumn, usize)> = columns
        .iter()
        .map(|c| {
            let widest = c.cells.iter().map(|cell| cell.chars().count());
            (
                c,
                widest.chain([c.heading.chars().count()]).max().unwrap_or(0),
            )
        })
        .collect();
    let all: Vec<&(&TallyColumn, usize)> = sized.iter().collect();
    let role = |c: &TallyColumn| match c.names_row {
        false => Role::Other,
        true if c.cells.iter().any(|cell| *cell != c.cells[0]) => Role::Varies,
        true => Role::Same,
    };
    let kept = width::fit(&all, wide, 0, |(c, w)| (c.id, *w), |(c, _)| role(c));
    let cell = |c: &TallyColumn, w: usize, text: &str| {
        let w = w as isize;
        width::cell(text, if c.left { -w } else { w })
    };
    let line = |cells: Vec<String>| cells.join("  ").trim_end().to_owned();
    writeln!(
        out,
        "{}",
        line(kept.iter().map(|(c, w)| cell(c, *w, &c.heading)).collect())
    )?;
    for row in 0..tallies.len() {
        writeln!(
            out,
            "{}",
            line(
                kept.iter()
                    .map(|(c, w)| cell(c, *w, &c.cells[row]))
                    .collect()
            )
        )?;
    }
    let left_out: Vec<String> = sized
        .iter()
        .filter(|(c, _)| !kept.iter().any(|(k, _)| k.id == c.id))
        .map(|(c, _)| c.heading.clone())
        .collect();
    if let Some(note) = width::left_out_note(lang, &left_out) {
        writeln!(out, "{}", fitted_here(&note))?;
    }
    Ok(())
}

/// A count of runs and its share of them: «1 (33 %)».
fn counted(lang: Lang, count: u32, runs: u32) -> String {
    format!(
        "{count} ({})",
        share(lang, u64::from(count), u64::from(runs))
    )
}

/// A share of runs or rows as a percentage (`share_percent`: «33 %»,
/// «2,5 %» for 1 of 40, where a whole percent read «2 %»), never the raw
/// quotient («33,33333333333333 %»).
fn share(lang: Lang, count: u64, of: u64) -> String {
    local_percent(lang, share_percent(count, of))
}

/// A count chance predicts (level × runs), to two significant digits,
/// the one rounding every line of the report gives it: 3 × 0,05 reads
/// 0,15 in the column and the Holm line alike (reader 40, es 5.2: «0,1»
/// and «≤ 0,2» for the same quantity).
/// A whole count stays whole: «alrededor de 8,0» read as a measured
/// value beside the lesson's «el azar predice 8» (readers 48, es 4.2).
fn expected(lang: Lang, value: f64) -> String {
    if value >= 1.0 && (value - value.round()).abs() < 1e-9 {
        bloomlab::units::count(lang, value.round() as u64)
    } else {
        significant(lang, value, 2)
    }
}

/// In words, whether the raw count of "differs" is within chance.
fn chance_sentence(chance: &Chance, level: f64, lang: Lang) -> String {
    if chance.rows_share_keys {
        return t!(lang, "rep-repeat-chance-shared");
    }
    let side = if chance.within {
        "within"
    } else if (chance.count as f64) > chance.expected {
        "above"
    } else {
        "below"
    };
    t!(
        lang,
        "rep-repeat-chance",
        side = side,
        expected = expected(lang, chance.expected),
        tail = decimal_mark(lang, rough_percent(chance.p_value.min(1.0))),
        level = decimal_mark(lang, rough_percent(level))
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Readers 48 (es 4.2): «alrededor de 8,0» and «(≤ 2,0)» read as
    /// measured values; a whole count chance predicts stays whole.
    #[test]
    fn a_whole_count_chance_predicts_stays_whole() {
        assert_eq!(expected(Lang::Es, 8.0), "8");
        assert_eq!(expected(Lang::En, 2.0), "2");
        assert_eq!(expected(Lang::En, 200.0), "200");
        assert_eq!(expected(Lang::Es, 0.15), "0,15");
        assert_eq!(expected(Lang::En, 2.5), "2.5");
    }
}
