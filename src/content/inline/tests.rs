use super::*;

fn en(text: &str) -> String {
    expand(text, Lang::En).unwrap()
}

fn es(text: &str) -> String {
    expand(text, Lang::Es).unwrap()
}

#[test]
fn formats_in_both_languages() {
    assert_eq!(en("{{ bits_per_element(0.01) | 2 }}"), "9.59");
    assert_eq!(es("{{ bits_per_element(0.01) | 2 }}"), "9,59");
    assert_eq!(en("{{ fp_bloom(1000000, 7, 100000) | %2 }}"), "0.82\u{a0}%");
    assert_eq!(es("{{ fp_bloom(1000000, 7, 100000) | %2 }}"), "0,82\u{a0}%");
    assert_eq!(en("{{ exp(-ln(2)^2) | s3 }}"), "0.619");
    assert_eq!(es("{{ exp(-ln(2)^2) | s4 }}"), "0,6185");
    assert_eq!(en("{{ 1e4 | int }}"), "10,000");
    assert_eq!(es("{{ 1e4 | int }}"), "10\u{a0}000");
    assert_eq!(es("{{ 4096 | int }}"), "4096");
    assert_eq!(en("{{ 1.37e-15 | x3 }}"), "1.37·10⁻¹⁵");
    assert_eq!(es("{{ 1.37e-15 | x3 }}"), "1,37·10⁻¹⁵");
    assert_eq!(en("{{ 2.5e20 | x2 }}"), "2.5·10²⁰");
    // No format: 3 significant digits.
    assert_eq!(en("{{ bits_per_element(0.01) }}"), "9.59");
    assert_eq!(es("{{ 0.09996 }}"), "0,100");
    assert_eq!(en("{{ 123456 }}"), "123,000");
    assert_eq!(en("{{ 0.00001234 }}"), "1.23·10⁻⁵");
    assert_eq!(en("{{ 0 }}"), "0.00");
    assert_eq!(en("{{ -0.001 | 1 }}"), "0.0");
    assert_eq!(en("{{ -2.25 | 1 }}"), "-2.2");
    assert_eq!(en("{{ 12345.678 | 1 }}"), "12,345.7");
    assert_eq!(es("{{ 12345.678 | 1 }}"), "12\u{a0}345,7");
    assert_eq!(en("{{ 6.5 | int }}"), "7");
    // `rate`: as the screens write a formula's rate.
    assert_eq!(
        es("{{ fp_exact(95850584, 7, 10000000) | rate }}"),
        "1,004\u{a0}%"
    );
    assert_eq!(
        en("{{ fp_bloom(1000000, 7, 100000) | rate }}"),
        "0.8194\u{a0}%"
    );
}

/// A number typed before ` %` with a plain space gets the no-break
/// space the formats write: «p = 1 %» in lesson 1 could end a line
/// on «1» where «{{ 0.01 | %0 }}» could not.
#[test]
fn a_typed_percentage_keeps_its_number() {
    let nbsp = |text: &str| text.replace('~', "\u{a0}");
    assert_eq!(en("At p = 1 % and ±5 %."), nbsp("At p = 1~% and ±5~%."));
    assert_eq!(es("del 0,1 % al 10⁻⁴ %"), nbsp("del 0,1~% al 10⁻⁴~%"));
    // After a computed value, and beside one that has its own.
    assert_eq!(
        en("{{ 0.5 | 1 }} % or {{ 0.005 | %1 }}"),
        nbsp("0.5~% or 0.5~%")
    );
    // Not a space after a word, nor two spaces, nor an expression's %.
    assert_eq!(en("a % b, 5  %"), "a % b, 5  %");
    assert_eq!(en("{{ 7 % 3 | int }} %"), nbsp("1~%"));
    assert_eq!(en("no space: 5%"), "no space: 5%");
}

#[test]
fn text_around_values_and_literal_braces() {
    assert_eq!(
        en("About {{ 1 - 0.95^20 | %0 }} of sweeps, \\{{ kept }} and {{2^10|int}}."),
        "About 64\u{a0}% of sweeps, {{ kept }} and 1,024."
    );
    assert_eq!(en("no values here {m}"), "no values here {m}");
    assert_eq!(en("a || b"), "a || b");
}

#[test]
fn problems_name_the_value_and_which_one() {
    let problems = |text: &str| expand(text, Lang::En).unwrap_err();
    let found = problems("{{ 1 }} and {{ nope(1) }} then {{ m * 2 }}");
    assert_eq!(found.len(), 2);
    assert_eq!(found[0].occurrence, 1);
    assert!(
        found[0]
            .message
            .to_string()
            .contains("calls `nope`, which is not a function")
    );
    assert_eq!(found[1].occurrence, 2);
    assert!(
        found[1]
            .message
            .to_string()
            .contains("uses `m`, which is not a number")
    );
    assert!(found[1].message.to_string().contains("no parameters"));
    let bad_format = problems("{{ 2 | y3 }}")[0].message.to_string();
    assert!(bad_format.contains("the format `y3`"), "{bad_format}");
    assert!(
        problems("{{ 2 | s0 }}")[0]
            .message
            .to_string()
            .contains("format `s0`")
    );
    assert!(
        problems("{{ 1 / 0 }}")[0]
            .message
            .to_string()
            .contains("not a finite number")
    );
    assert!(
        problems("{{ fp_exact(10, 0, 1) }}")[0]
            .message
            .to_string()
            .contains("not a finite number")
    );
    assert!(
        problems("{{ (1 }}")[0]
            .message
            .to_string()
            .contains("cannot be read")
    );
    assert!(
        problems("{{  | 2 }}")[0]
            .message
            .to_string()
            .contains("is empty")
    );
    assert!(
        problems("{{ ln(1, 2) }}")[0]
            .message
            .to_string()
            .contains("takes 1 number (got 2)")
    );
    let unclosed = problems("\\{{ x }} {{ 1 + ");
    assert_eq!(unclosed[0].occurrence, 1);
    assert!(unclosed[0].message.to_string().contains("no `}}` closes"));
}

#[test]
fn answers_are_expressions_without_parameters() {
    let what = msg!("check-what-answer-expression", shown = "n / 2");
    assert_eq!(evaluate("2 ^ 10", &what), Ok(1024.0));
    let err = evaluate("n / 2", &what).unwrap_err();
    assert!(err.to_string().starts_with("the `answer` `n / 2` uses `n`"));
    assert!(
        err.in_lang(Lang::Es)
            .starts_with("el `answer` `n / 2` usa `n`")
    );
}
