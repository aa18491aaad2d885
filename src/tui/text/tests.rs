use super::*;
use crate::units::number;

#[test]
fn wrapping_keeps_paragraphs_and_words() {
    let lines = wrap("one two three four\n\nfive", 9);
    assert_eq!(lines, vec!["one two", "three", "four", "", "five"]);
    assert_eq!(
        wrap("a b\nc d\n- e\n- f", 20),
        vec!["a b c d", "- e", "- f"]
    );
    assert_eq!(wrap("abcdefghij", 4), vec!["abcd", "efgh", "ij"]);
    assert_eq!(count(Lang::Es, 10_000_000), "10\u{a0}000\u{a0}000");
    assert_eq!(number(Lang::En, 1.5), "1.5");
    assert_eq!(number(Lang::En, 9.6), "9.6");
    assert_eq!(number(Lang::En, 445_705.0), "445,705");
    assert_eq!(number(Lang::Es, 0.0500), "0.05");
    assert_eq!(number(Lang::En, 1.2e-5), "0.000012");
    assert_eq!(number(Lang::En, 1e-4), "0.0001");
    assert_eq!(number(Lang::En, 3.5e-9), "3.500e-9");
    // A piece that stays whole is longer than this line: it breaks at
    // its spaces, as plain words would.
    assert_eq!(
        shown("p = (1 − e^(−ln 2)) now", 16),
        ["p = (1 − e^(−ln", "2)) now"]
    );
    // A number stays with its name; a list item's lines hang under
    // its text.
    let number = "n = 20\u{a0}000\u{a0}000";
    let lines = wrap(&format!("los elementos son {number} claves"), 24);
    assert_eq!(lines[0], "los elementos son");
    assert!(lines[1].starts_with("n = 20"), "{lines:?}");
    assert_eq!(
        wrap("- one two three four five\n12. six seven eight nine", 12),
        vec![
            "- one two",
            "  three four",
            "  five",
            "12. six",
            "    seven",
            "    eight",
            "    nine"
        ]
    );
}

/// `text` wrapped to `width`, as a reader sees it.
fn shown(text: &str, width: usize) -> Vec<String> {
    wrap(text, width)
        .iter()
        .map(|line| line.replace('\u{a0}', " "))
        .collect()
}

// Each case below broke where the two student readers saw it (issue of
// 2 December): the old wrapper gives the line in the comment.

#[test]
fn a_number_stays_with_the_words_on_both_sides() {
    // Was "on an Intel Xeon with 2" / "MB of cache".
    assert_eq!(
        shown("on an Intel Xeon with 2 MB of cache", 24),
        ["on an Intel Xeon", "with 2 MB of cache"]
    );
    // Was "… for each factor of" / "10.".
    assert_eq!(
        shown("a cost of 4.8 bits for each factor of 10.", 38),
        ["a cost of 4.8 bits for each factor", "of 10."]
    );
    // Was "… la fila del 10" / "%?".
    assert_eq!(
        shown("encontrará la fila del 10 %?", 26),
        ["encontrará la fila", "del 10 %?"]
    );
    // Was "… en 258 048" / "consultas".
    // A line that would end short keeps the word before a number
    // (the number stays with its name).
    assert_eq!(
        shown("de 0,755 % a 0,835 %), en 258\u{a0}048 consultas", 34),
        ["de 0,755 % a 0,835 %),", "en 258 048 consultas"]
    );
    // After a comma the line may break: a list of numbers is not one
    // piece.
    assert_eq!(shown("bits 2, 10, 11", 8), ["bits 2,", "10, 11"]);
}

#[test]
fn a_ratio_stays_whole() {
    // Was "… in about 1 run in" / "92.".
    assert_eq!(
        shown("turns up by chance in about 1 run in 92.", 36),
        ["turns up by chance in about", "1 run in 92."]
    );
    // Was "… como debe pasar 19" / "veces de 20.", then "… como debe" /
    // "pasar 19 veces de 20." (a line a third short).
    assert_eq!(
        shown("cae dentro, como debe pasar 19 veces de 20.", 30),
        ["cae dentro, como debe pasar", "19 veces de 20."]
    );
    // Was "… que mide, en al" / "menos 95 de cada 100 usos".
    assert_eq!(
        shown(
            "que incluye la tasa que mide, en al menos 95 de cada 100 usos",
            44
        ),
        [
            "que incluye la tasa que mide, en al menos",
            "95 de cada 100 usos"
        ]
    );
    // A function's name starts a formula, not the middle of a ratio: was
    // "… dividir p entre" / "10 suma ln 10 / (ln 2)² ≈ 4,8 bits por".
    assert_eq!(
        shown(
            "así que dividir p entre 10 suma ln 10 / (ln 2)² ≈ 4,8 bits por elemento.",
            48
        ),
        [
            "así que dividir p entre 10 suma",
            "ln 10 / (ln 2)² ≈ 4,8 bits por elemento."
        ]
    );
    // A range in brackets after a number is no ratio, and a warning's
    // mark keeps its first word: was "… (rango): añadir" / "84,8 ns
    // (16,4–182,9), …" and "… · ⚠" / "los tiempos".
    assert_eq!(
        shown(
            "pasadas (rango): añadir 84,8 ns (16,4–182,9), consulta 117,7 ns (79,4–157,0) · ⚠ los tiempos varían",
            44
        ),
        [
            "pasadas (rango): añadir 84,8 ns",
            "(16,4–182,9), consulta 117,7 ns (79,4–157,0)",
            "· ⚠ los tiempos varían"
        ]
    );
}

#[test]
fn a_formula_stays_whole() {
    // Was "four probes set 12 ×" / "(1 − (11/12)^4) ≈ 3.5 bits".
    // The word before it stays on a line that would otherwise end
    // short (the Spanish reader of issue 23).
    assert_eq!(
        shown("four probes set 12 × (1 − (11/12)^4) ≈ 3.5 bits", 40),
        ["four probes", "set 12 × (1 − (11/12)^4) ≈ 3.5 bits"]
    );
    // Was "… by +9.6 % ±" / "0.7 % (measured".
    assert_eq!(
        shown("above the exact rate by +9.6 % ± 0.7 % (measured", 36),
        ["above the exact rate", "by +9.6 % ± 0.7 % (measured"]
    );
    // Was "… about 1.6·10⁻¹⁶ ×" / "m.".
    assert_eq!(
        shown("directly, it is about 1.6·10⁻¹⁶ × m.", 32),
        ["directly, it is about", "1.6·10⁻¹⁶ × m."]
    );
    // Was "… (log2(1/0.0100 %) = 13.29" / "bits)".
    assert_eq!(
        shown("Result: 14.07 bits (log2(1/0.0100 %) = 13.29 bits)", 44),
        ["Result: 14.07 bits", "(log2(1/0.0100 %) = 13.29 bits)"]
    );
    // A short parenthesis stays whole; a long one fills the line
    // (below).
    // Was "… s measures it (b" / "or k changes it)." once the
    // parenthesis was no longer glued into chunks.
    assert_eq!(
        shown(
            "Your prediction: cuckoo. s measures it (b or k changes it).",
            40
        ),
        [
            "Your prediction: cuckoo. s measures it",
            "(b or k changes it)."
        ]
    );
    assert_eq!(
        shown("so the fill is p = (1 − e^(−ln 2)) now", 24),
        ["so the fill is", "p = (1 − e^(−ln 2)) now"]
    );
}

// The Spanish reader of issue 23, at 80×24 (a lesson's text is 77
// columns wide there).

#[test]
fn a_line_does_not_end_short_for_a_word_before_a_formula() {
    // Was "… cuatro sondeos" (40 columns) / "encienden 12 × …".
    assert_eq!(
        shown(
            "en 12 bits. En promedio, cuatro sondeos encienden 12 × (1 − (11/12)^4) ≈ 3,5 bits. Este",
            77
        ),
        [
            "en 12 bits. En promedio, cuatro sondeos encienden",
            "12 × (1 − (11/12)^4) ≈ 3,5 bits. Este"
        ]
    );
    // Was "… un filtro así," (41) / "de 1 000 000 bits y 100 000 …":
    // two quantities joined by «y» are no ratio.
    let lines = shown(
        "Abajo, bloomlab construye un filtro así, de 1\u{a0}000\u{a0}000 bits y 100\u{a0}000 elementos, y lo mide",
        77,
    );
    assert!(lines[0].contains("de 1 000 000 bits"), "{lines:?}");
}

#[test]
fn a_formula_with_a_slash_or_a_bracketed_sign_stays_whole() {
    // Was "… suma ln 10 /" / "(ln 2)² ≈ 4,8".
    for width in 44..=80 {
        let lines = shown(
            "así que dividir p entre 10 suma ln 10 / (ln 2)² ≈ 4,8 bits por elemento.",
            width,
        );
        assert!(
            lines.iter().any(|l| l.contains("ln 10 / (ln 2)² ≈ 4,8")),
            "{width}: {lines:?}"
        );
    }
    // Was "… (≈" / "significa «más o menos»)".
    for width in 30..=80 {
        let lines = shown(
            "es una aproximación (≈ significa «más o menos»), muy buena",
            width,
        );
        assert!(
            lines.iter().all(|l| !l.ends_with("(≈")),
            "{width}: {lines:?}"
        );
    }
}

#[test]
fn a_lone_variable_is_not_left_alone_on_a_line() {
    // Was "… con el mismo" / "m.".
    for width in 12..=60 {
        let lines = shown("lo que cuesta en bits, con el mismo m.", width);
        assert!(lines.iter().all(|l| l != "m."), "{width}: {lines:?}");
    }
    // A one-letter word of the language may still start a line.
    assert_eq!(shown("uno dos y tres", 7), ["uno dos", "y tres"]);
}

#[test]
fn a_code_span_stays_whole_unless_longer_than_the_line() {
    let text = "then `bloomlab grade blocked -- python3 my-blocked/filter.py`) grades it";
    // Was "then `bloomlab grade blocked -- python3" / "my-blocked/filter.py`) …".
    assert_eq!(
        shown(text, 60),
        [
            "then",
            "`bloomlab grade blocked -- python3 my-blocked/filter.py`)",
            "grades it"
        ]
    );
    // Too long for the line: it breaks at its spaces, never mid-word.
    assert_eq!(
        shown(text, 30),
        [
            "then `bloomlab grade blocked",
            "-- python3",
            "my-blocked/filter.py`) grades",
            "it"
        ]
    );
}

#[test]
fn a_long_parenthesis_uses_the_whole_width() {
    // Was cut at column 90 of 118: the old wrapper glued a
    // parenthesis into pieces of about 25 characters.
    let prompt = "A filter has m bits. What is the chance that a single probe (one of the k positions looked at when an element is added) leaves a given bit at 0?";
    let lines = shown(prompt, 118);
    assert_eq!(
        lines[0],
        "A filter has m bits. What is the chance that a single probe (one of the k positions looked at when an element is"
    );
}

#[test]
fn a_name_of_two_words_stays_whole() {
    // Was "… xor y binary" / "fuse, y un …" in the third lesson's
    // summary.
    assert_eq!(
        shown(
            "Filtros con contadores, por bloques, cuckoo, xor y binary fuse, y un",
            57
        ),
        [
            "Filtros con contadores, por bloques, cuckoo, xor y",
            "binary fuse, y un"
        ]
    );
    // Whatever marks it.
    assert_eq!(
        shown("A set that never changes: **binary fuse** or **xor**.", 36),
        ["A set that never changes:", "**binary fuse** or **xor**."]
    );
}

#[test]
fn an_answered_question_hangs_under_its_mark() {
    // Was "✗ Apagar los bits de una palabra" / "la quita …".
    assert_eq!(
        shown("✗ Apagar los bits de una palabra la quita", 34),
        ["✗ Apagar los bits de una palabra", "  la quita"]
    );
}

#[test]
fn core_errors_name_fields_not_flags() {
    let err = crate::ParamError::out_of_range(crate::Param::MaxQueries, 0, 100, 1000);
    assert!(err.to_string().starts_with("--max-queries"));
    let shown = super::param_error(&err, Lang::Es);
    assert!(shown.starts_with("máximo de consultas:"), "{shown}");
    assert!(!shown.contains("--"), "{shown}");
}

#[test]
fn an_xor_of_three_stays_whole() {
    // Was "… the xor of its three slots, a ⊕ b ⊕" / "c, equals …"
    // (reader-en, third round).
    let lines = shown("the xor of its three slots, a ⊕ b ⊕ c, equals the key", 38);
    assert!(
        lines.iter().any(|line| line.contains("a ⊕ b ⊕ c")),
        "{lines:?}"
    );
}

#[test]
fn a_command_stays_whole() {
    // Was "… La orden bloomlab compare" / "--crossover encuentra …".
    let lines = shown(
        "filtro de Bloom es más pequeño. La orden bloomlab compare --crossover encuentra estos tramos",
        50,
    );
    assert!(
        lines
            .iter()
            .any(|line| line.contains("bloomlab compare --crossover")),
        "{lines:?}"
    );
    // A flag stays with what it qualifies; a lone "--" does not bind.
    let lines = shown("bloomlab grade bloom -- python3 bloom/filter.py", 22);
    assert!(
        lines.iter().all(|line| line.chars().count() <= 22),
        "{lines:?}"
    );
}

#[test]
fn a_short_word_or_a_name_keeps_its_number() {
    // Reader 4: "… El bit" / "10 está en 1", "… cada factor de" / "10
    // suma", "Los" / "700 sondeos", "its cell" / "2 is back to 0.".
    for (text, width, whole) in [
        (
            "apuntan a los bits 4 y 10. El bit 10 está en 1 gracias a «kiwi».",
            44,
            "bit 10",
        ),
        (
            "multiplicar p por cada factor de 10 suma 4,8 bits",
            32,
            "de 10",
        ),
        (
            "Con m = 12 y k = 2. Los 700 sondeos encienden",
            40,
            "Los 700",
        ),
        ("and «uva» is gone: its cell 2 is back to 0.", 28, "cell 2"),
    ] {
        let lines = shown(text, width);
        assert!(
            lines.iter().any(|line| line.contains(whole)),
            "{whole}: {lines:?}"
        );
    }
}

/// Reader 18 (es 1.12): a sum longer than the line broke right after a
/// «×». It breaks before a sign of the sum, and no line ends on an
/// operator.
#[test]
fn a_long_formula_breaks_before_its_sums_signs() {
    let text = "Suma las cuatro (57,29 % es 0,5729): 0,0006 × 0,0069 + 0,0446 × 0,0278 \
                + 0,3819 × 0,0625 + 0,5729 × 0,1111 ≈ 0,0888, el 8,88 %.";
    for width in [40, 48, 56, 64, 72, 76] {
        let lines = wrap(text, width);
        for line in &lines {
            assert!(line.chars().count() <= width, "{lines:#?}");
            let last = line.trim_end().rsplit(' ').next().unwrap_or("");
            assert!(!["×", "+", "≈"].contains(&last), "{width}: {lines:#?}");
        }
        assert_eq!(
            lines.join(" ").split_whitespace().count(),
            text.split_whitespace().count()
        );
    }
}

/// Reader 19 (es 1.3): «k = (m/n) · ln 2» broke after the «·», which
/// multiplies there; a «·» between list items may still end a line.
#[test]
fn a_multiplying_dot_holds_its_factors() {
    let text = "Calcula el mejor número de funciones de hash, k = (m/n) · ln 2.";
    for width in 40..=64 {
        for line in wrap(text, width) {
            assert!(!line.trim_end().ends_with('·'), "{width}: {line}");
        }
    }
    let list = "Bloom 0,04 % · exacta 0,04 % · este filtro (3/32)^2 0,9 %";
    assert!(wrap(list, 30)[0].ends_with('·'), "{:?}", wrap(list, 30));
}

/// Reader 20 (es 1.8): a repeat's tally, items joined by «·», broke
/// inside its parenthesis, «(sola / con las demás,» / «✗): 10 % k=3…»:
/// the «·» between two items, each held whole by no-break spaces, was
/// read as a product and glued the whole list into one piece.
#[test]
fn a_dot_between_whole_items_may_end_a_line() {
    let nbsp = |s: &str| s.replace(' ', "\u{a0}");
    let text = format!(
        "Veces que se señaló cada fila (sola / con las demás, ✗): {} · {} · {}; las demás filas, 0",
        nbsp("10 % k=3: 1 / 0"),
        nbsp("1 % k=7: 1 / 1"),
        nbsp("0,1 % k=10: 1 / 0")
    );
    let lines = wrap(&text, 78);
    assert!(lines[0].contains("✗):"), "{lines:#?}");
    assert!(lines[0].trim_end().ends_with('·'), "{lines:#?}");
}

/// Reader 31 (es 1.1): «… tendría que estar en 0. El» / «contador 7 valía
/// 2, …» ended its first line 16 columns short: «7 valía» was held as if
/// «valía» were a unit of 7. A number that labels a thing keeps its name,
/// and the line may break after it.
#[test]
fn a_labelling_number_keeps_its_name_not_the_next_word() {
    let text = "✗ Para eso, uno de sus contadores tendría que estar en 0. El contador 7 valía 2, así que quitar la palabra lo deja en 1.";
    let lines = wrap(text, 76);
    assert!(lines[0].ends_with("contador 7"), "{lines:?}");
    let mango = "? «mango» → bits 9, 21 (dos de sus posiciones coinciden): el bit 9 está en 0 → seguro que no está";
    let lines = wrap(mango, 66);
    assert!(lines[0].ends_with("el bit 9"), "{lines:?}");
    // A quantity still keeps its unit.
    for line in wrap("hacen falta 9,6 bits por elemento con k = 7", 14) {
        assert!(!line.ends_with("9,6"), "{line}");
    }
}

/// Reader 32 (es 1.1): «… lo mismo que −ln» / «p / (ln 2)² de la lección
/// 1.»: a function's name parted from a letter argument.
#[test]
fn a_function_keeps_a_letter_argument() {
    let text = "≈ 23,96 bits por elemento, lo mismo que −ln p / (ln 2)² de la lección 1.";
    for width in 20..=74 {
        for line in wrap(text, width) {
            assert!(!line.ends_with("ln"), "{width}: {line}");
        }
    }
}

/// Reader 32 (en 1.3): «… will be set (↑↓» / «picks another row)? …»: a
/// key's arrows ended a line apart from what they do.
#[test]
fn arrows_keep_what_they_do() {
    let text = "Predict first: once its 100,000 keys are in, what share of the bits of the filter in the 10 % row will be set (↑↓ picks another row)? Press Enter to answer.";
    for width in 20..=118 {
        for line in wrap(text, width) {
            assert!(!line.ends_with("(↑↓"), "{width}: {line}");
        }
    }
}

/// Reader 33 (en, at 80×22): an operator does not bind back across a
/// clause's end, nor into the bracket it opens, so «measures it (+ for
/// 10⁶ keys, − for 10⁵; > and < step the target rate)» breaks where the
/// line ends, not 20 columns early.
#[test]
fn keys_in_a_parenthesis_do_not_glue_the_sentence() {
    let text = "s builds each structure from n = 100,000 keys and measures it (+ for 10⁶ keys, − for 10⁵; > and < step the target rate).";
    let lines = wrap(text, 78);
    assert!(lines[0].ends_with("(+ for 10⁶ keys,"), "{lines:?}");
    // An operator still holds its numbers: "n = 100,000".
    assert!(!lines.iter().any(|l| l.ends_with("n =")), "{lines:?}");
    assert_eq!(
        shown("(≈ significa aproximadamente)", 14)[0],
        "(≈ significa"
    );
}

/// Reader 43 (en 1.2): a flag keeps its value on its line, so that a
/// command is copied whole; (en 1.1) a short quoted name stays whole.
#[test]
fn a_flag_keeps_its_value_and_a_quoted_name_stays_whole() {
    let text = "and on its own would have been flagged: the command bloomlab experiment \
                --m 1000000 --k 20 --n 100000 --seed 1561 measures that row alone";
    for width in 60..=120 {
        for line in wrap(text, width) {
            assert!(!line.trim_end().ends_with("--seed"), "{width}: {line}");
            assert!(!line.trim_end().ends_with("--k"), "{width}: {line}");
        }
    }
    let text = "nothing can be added or removed afterwards (on the Alternatives tab, their \
                “add (ns)” column is the time to build, per key";
    for width in 30..=120 {
        for line in wrap(text, width) {
            assert!(!line.trim_end().ends_with("“add"), "{width}: {line}");
        }
    }
}

/// Reader 43 (es 1.3): an answer given as an order keeps each quoted
/// option whole.
#[test]
fn a_quoted_option_in_an_order_stays_whole() {
    let text = "«Un filtro cuckoo» → «Un filtro con contadores» → «Un filtro binary fuse» → «Un filtro de Bloom estándar»";
    for width in 40..=80 {
        for line in wrap(text, width) {
            assert!(!line.trim_end().ends_with("«Un"), "{width}: {line}");
        }
    }
}

/// Reader 45 (en 1.1, 1.3): a number that starts a source line inside a
/// sentence («where chance predicts\n8. It also counts…») was drawn as
/// list item 8, its paragraph indented under it. A list starts a
/// paragraph or follows another item.
#[test]
fn a_number_inside_a_sentence_starts_no_list() {
    let sentence = "Its rows gave 6 p-values, where chance predicts\n8. It also counts the rest.";
    assert_eq!(
        wrap(sentence, 200),
        vec!["Its rows gave 6 p-values, where chance predicts 8. It also counts the rest."]
    );
    let list = "Pick a tab:\n\n1. Sizing table: the four filters,\nmeasured.\n2. k sweep.";
    assert_eq!(
        wrap(list, 200),
        vec![
            "Pick a tab:",
            "",
            "1. Sizing table: the four filters, measured.",
            "2. k sweep."
        ]
    );
    let after_item = "- one\n2. two";
    assert_eq!(wrap(after_item, 200), vec!["- one", "2. two"]);
}

/// Readers 44 (es 1.1) and 45 (es 1.3): a short word after an opening
/// bracket ended a row alone, «… pasa de la pedida (la» / «lección 2
/// muestra por qué». It goes with the next word.
#[test]
fn a_short_word_after_a_bracket_goes_with_the_next() {
    let text = "es 1,009 veces la de Bloom, 1,001 %, y pasa de la pedida (la lección 2 muestra por qué, con 12 bits).";
    for width in 40..=90 {
        for line in wrap(text, width) {
            assert!(!line.ends_with("(la"), "{width}: {line}");
        }
    }
    let text = "la cifra que escribe ese comando (n solo cambia cómo se redondean los huecos de la tabla).";
    for width in 30..=80 {
        for line in wrap(text, width) {
            assert!(!line.ends_with("(n"), "{width}: {line}");
        }
    }
}

/// Reader 44 (es 1.9): «la lección / 2 explica la semilla» broke between
/// the lesson and its number, and «2 explica» read as a numbered point.
#[test]
fn a_lesson_keeps_its_number() {
    let text = "da 46,5 %, 1,9 veces lo que has estimado. Pulsa s para medirlo (después, cada fila se explica con palabras: e muestra u oculta el texto; la lección 2 explica la semilla, el intervalo y el valor p), o elige otra fila con ↑↓ y";
    for width in 50..=90 {
        for line in wrap(text, width) {
            assert!(!line.ends_with("lección"), "{width}: {line}");
        }
    }
}

/// Reader 47 (es 1.6): «bloomlab» held to the word after it in prose, so
/// «…por la regla del paso 12,» ended 16 columns short of the line.
/// A command stays whole; a sentence may break after «bloomlab».
#[test]
fn bloomlab_in_a_sentence_may_end_a_line() {
    let text = "Así se hizo la medición del ejemplo: por la regla del paso 12, bloomlab mide 12 bits con n = 2";
    let lines = shown(text, 72);
    assert!(lines[0].ends_with("bloomlab"), "{lines:?}");
    let command = "Para verlo tú mismo, escribe en otro terminal bloomlab table --seed 7";
    let lines = shown(command, 50);
    assert!(
        lines
            .iter()
            .any(|line| line.contains("bloomlab table --seed 7")),
        "{lines:?}"
    );
}
