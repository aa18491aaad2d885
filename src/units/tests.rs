use super::*;

#[test]
fn tiny_rates_read_as_one_in_n_never_a_power_inside_a_percentage() {
    assert_eq!(percent(Lang::En, 1.06e-8), "1\u{a0}in\u{a0}94,300,000");
    assert_eq!(
        percent(Lang::Es, 1.06e-8),
        "1\u{a0}de\u{a0}cada\u{a0}94\u{a0}300\u{a0}000"
    );
    assert_eq!(percent(Lang::En, 4e-16), "1\u{a0}in\u{a0}2.50·10¹⁵");
    assert_eq!(
        percent(Lang::Es, 4e-16),
        "1\u{a0}de\u{a0}cada\u{a0}2,50·10¹⁵"
    );
    // The smallest target Sizing offers, and rates just under it, stay
    // percentages, as the target is written.
    assert_eq!(percent(Lang::En, 0.999e-6), "0.0000999\u{a0}%");
    assert_eq!(percent(Lang::Es, 0.00958), "0,958\u{a0}%");
    assert_eq!(percent(Lang::En, 0.0), "0\u{a0}%");
    for rate in [1e-3, 1e-5, 1e-7, 3e-9, 1e-12, 1e-20] {
        for lang in [Lang::En, Lang::Es] {
            let text = percent(lang, rate);
            assert!(!(text.contains("·10") && text.contains('%')), "{text}");
        }
    }
}

#[test]
fn an_interval_is_written_with_the_digits_that_tell_its_ends_apart() {
    let (low, high) = percent_interval(Lang::En, 0.999_63, 1.0);
    assert_eq!(
        (low.as_str(), high.as_str()),
        ("99.96\u{a0}%", "100\u{a0}%")
    );
    let (low, high) = percent_interval(Lang::Es, 0.0101, 0.0112);
    assert_eq!(
        (low.as_str(), high.as_str()),
        ("1,01\u{a0}%", "1,12\u{a0}%")
    );
    let (low, high) = percent_interval(Lang::En, 0.0, 0.0);
    assert_eq!(low, high);
}

#[test]
fn significant_digits_survive_rounding_up() {
    assert_eq!(format_sig(0.009_999_99, 3), "0.0100");
    assert_eq!(format_sig(0.010_000_1, 3), "0.0100");
    assert_eq!(format_sig(9.996, 3), "10.0");
    assert_eq!(format_sig(0.123_456, 3), "0.123");
}

#[test]
fn short_percentages_never_round_to_a_different_number() {
    assert_eq!(format_percent_short(0.01), "1 %");
    assert_eq!(format_percent_short(0.1), "10 %");
    assert_eq!(format_percent_short(0.0001), "0.01 %");
    assert_eq!(format_percent_short(1e-300), "1e-298 %");
    assert_eq!(format_percent_short(0.999_999_999_999), "99.9999999999 %");
    assert_eq!(format_percent_short(0.95), "95 %");
}

#[test]
fn shown_values_are_what_number_prints() {
    assert_eq!(as_shown(0.056_783_9), 0.05678);
    assert_eq!(as_shown(2_987_654_321_012_345_678.0), 2.988e18);
    assert_eq!(as_shown(12_345.6), 12_346.0);
    assert_eq!(as_shown(10_000_000.0), 10_000_000.0);
    assert_eq!(as_shown(-3.25), -3.25);
    assert_eq!(as_shown(1.5e-9), 1.5e-9);
}

#[test]
fn long_numbers_are_written_short() {
    assert_eq!(format_real(1e-300), "1e-300");
    assert_eq!(format_real(0.05), "0.05");
    assert_eq!(format_real(1e300), "1e300");
    assert_eq!(format_real(0.9999), "0.9999");
    assert_eq!(format_real_short(1.2345678e306), "1.235e306");
    assert_eq!(format_real_short(1.25e306), "1.25e306");
    assert_eq!(shorten_number("18446744073709551615"), "1.845e19");
    assert_eq!(shorten_number("999999999999999"), "999,999,999,999,999");
    assert_eq!(shorten_number("-3"), "-3");
    assert_eq!(
        parse_count("1e-300").map_err(|err| err.to_string()),
        Err("expected a whole number (got \"1e-300\")".to_owned())
    );
}

#[test]
fn counts() {
    assert_eq!(parse_count("10000000"), Ok(10_000_000));
    assert_eq!(parse_count("10_000_000"), Ok(10_000_000));
    assert_eq!(parse_count("1e7"), Ok(10_000_000));
    assert!(parse_count("1.5").is_err());
    assert!(parse_count("-3").is_err());
    assert!(parse_count("abc").is_err());
    assert!(parse_count("").is_err());
    assert!(parse_count("1e30").is_err());
    // «1.000», a thousand as Spain writes it, is asked about, never read
    // as 1 (reader 36, es 5.1); «1.0e3» and «2.5e3» are still numbers.
    let asked = parse_count("1.000").unwrap_err().to_string();
    assert!(asked.contains("1000") && asked.contains("1_000"), "{asked}");
    assert!(parse_count("10.000").is_err());
    assert_eq!(parse_count("2.5e3"), Ok(2500));
}

#[test]
fn probabilities() {
    assert_eq!(parse_probability("0.01"), Ok(0.01));
    assert_eq!(parse_probability("1%"), Ok(0.01));
    assert_eq!(parse_probability("1e-4"), Ok(1e-4));
    assert!(parse_probability("NaN").unwrap().is_nan());
    assert!(parse_probability("one").is_err());
}

#[test]
fn sizes() {
    assert_eq!(parse_size_bits("95850584", BareUnit::Bits), Ok(95_850_584));
    assert_eq!(parse_size_bits("64KiB", BareUnit::Bits), Ok(64 * 1024 * 8));
    assert_eq!(parse_size_bits("12MB", BareUnit::Bits), Ok(96_000_000));
    assert_eq!(parse_size_bits("12 MB", BareUnit::Bits), Ok(96_000_000));
    assert_eq!(parse_size_bits("100Mb", BareUnit::Bits), Ok(100_000_000));
    assert_eq!(parse_size_bits("1e6bits", BareUnit::Bits), Ok(1_000_000));
    assert_eq!(parse_size_bits("2", BareUnit::Bytes), Ok(16));
    assert_eq!(parse_bytes("4GiB"), Ok(4 << 30));
    assert_eq!(parse_bytes("3"), Ok(3));
    assert!(parse_size_bits("12XB", BareUnit::Bits).is_err());
    assert!(parse_size_bits("0.5b", BareUnit::Bits).is_err());
    assert!(parse_size_bits("MB", BareUnit::Bits).is_err());
    assert!(parse_size_bits("-5", BareUnit::Bits).is_err());
}

#[test]
fn formatting() {
    assert_eq!(format_bytes(11_981_323), "11.98 MB");
    assert_eq!(format_bytes(4 << 30), "4 GiB");
    assert_eq!(format_bytes(512), "512 bytes");
    assert_eq!(format_count(10_000_000), "10,000,000");
    assert_eq!(format_count(999), "999");
    assert_eq!(format_percent(0.1), "10.000 %");
    assert_eq!(format_percent(1e-203), "1.0000e-201 %");
    assert_eq!(format_percent(0.0100392), "1.0039 %");
    assert_eq!(format_sig(0.100713, 6), "0.100713");
    assert_eq!(format_sig(0.00100003, 6), "0.00100003");
    assert_eq!(format_sig(1.00135e-7, 6), "1.00135e-7");
    assert_eq!(format_percent_short(0.1), "10 %");
    assert_eq!(format_percent_short(0.0001), "0.01 %");
}

#[test]
fn numbers_in_the_languages_decimal_mark() {
    assert_eq!(local_number(Lang::Es, 0.583_21), "0,5832");
    assert_eq!(local_number(Lang::En, 0.583_21), "0.5832");
    assert_eq!(local_number(Lang::Es, 10_000.0), "10\u{a0}000");
    assert_eq!(local_number(Lang::Es, 1.37e-15), "1,37·10⁻¹⁵");
    assert_eq!(local_number(Lang::En, 1.37e-15), "1.370e-15");
    assert_eq!(decimal(Lang::Es, 19.2), "19,2");
    assert_eq!(decimal(Lang::En, 0.3), "0.3");
    assert_eq!(plus_minus_percent(Lang::Es, 0.02), "±2\u{a0}%");
    assert_eq!(plus_minus(Lang::Es, 0.25), "±0,25");
}

#[test]
fn right_answers_are_written_as_the_course_writes_figures() {
    // Two decimals from 1 on, as Sizing writes megabytes and bits.
    assert_eq!(answer_figure(Lang::En, 47.925_3, 0.96), "47.93");
    // A lesson's answer an expression computed (reader 42, en 5.3).
    assert_eq!(answer_figure(Lang::En, 14.377_6, 0.287_6), "14.38");
    assert_eq!(answer_figure(Lang::En, 9.4, 0.141), "9.4");
    assert_eq!(answer_figure(Lang::Es, 11.981_3, 0.24), "11,98");
    assert_eq!(answer_figure(Lang::En, 6.931_47, 0.14), "6.93");
    assert_eq!(answer_figure(Lang::En, 9.585_1, 0.19), "9.59");
    // Whole from 100 on, grouped as every count is.
    assert_eq!(answer_figure(Lang::En, 153_361.2, 3_067.0), "153,361");
    assert_eq!(answer_figure(Lang::Es, 23_962.3, 479.0), "23\u{a0}962");
    // Four significant digits below 1, as formula rates (reader 33, en:
    // «0.0888» beside the explanation's «0.08877»).
    assert_eq!(answer_figure(Lang::Es, 0.088_774, 0.0018), "0,08877");
    // A half rounds away from zero, as by hand: 0.5⁶ = 0.015625 is
    // 0.01563 (reader 12, es 5.2: «0,0312» for 0.03125).
    assert_eq!(answer_figure(Lang::Es, 0.015_625, 0.000_3), "0,01563");
    // An exact answer keeps no padding zeros.
    assert_eq!(answer_figure(Lang::En, 0.5, 0.01), "0.5");
    assert_eq!(answer_figure(Lang::Es, 0.031_25, 0.000_6), "0,03125");
    assert_eq!(answer_figure(Lang::En, 2.0, 0.1), "2");
    // Off by more than a tenth of the margin: a digit more, so that the
    // range shown is the range graded.
    assert_eq!(answer_figure(Lang::En, 0.618_503, 0.005), "0.6185");
    assert_eq!(answer_figure(Lang::En, 0.123_456, 0.000_01), "0.123456");
    assert_eq!(
        answer_figure(Lang::En, std::f64::consts::LOG2_E, 0.01),
        "1.443"
    );
    assert_eq!(answer_figure(Lang::En, 512.4, 0.2), "512.4");
}

#[test]
fn a_tie_rounds_away_from_zero() {
    // 9/16 of the bits: 56.25 % reads 56.3 %, as a reader rounds it.
    assert_eq!(format_sig(56.25, 3), "56.3");
    assert_eq!(format_sig(0.125, 2), "0.13");
    assert_eq!(format_sig(1.005, 3), "1.00");
}

/// A rate short of certain never reads 100 % (reader 6, en 13: Bloom's
/// 99.98 % shown as a flat «100 %»); a certain one does.
#[test]
fn a_rate_below_one_never_reads_a_hundred_percent() {
    assert_eq!(rate_with_digits(Lang::En, 0.9998, 3), "99.98\u{a0}%");
    assert_eq!(
        rate_with_digits(Lang::Es, 0.99999, 3),
        ">\u{a0}99,99\u{a0}%"
    );
    assert_eq!(rate_with_digits(Lang::En, 1.0, 3), "100\u{a0}%");
    assert_eq!(rate_with_digits(Lang::En, 0.5, 3), "50.0\u{a0}%");
}

/// Reader 7, en 6: one line of rates is written one way, and a rate a
/// hair short of certain never rounds up to «100.000 %».
#[test]
fn rates_side_by_side_are_written_alike() {
    let [bloom, exact, filter] = formula_rates_alike(Lang::En, [9.8e-8, 1.02e-7, 1.21e-7]);
    for text in [&bloom, &exact, &filter] {
        assert!(
            text.starts_with("1\u{a0}in\u{a0}"),
            "{bloom} {exact} {filter}"
        );
    }
    let [certain, never] = formula_rates_alike(Lang::Es, [1.0, 0.0]);
    assert_eq!(
        (certain.as_str(), never.as_str()),
        ("100\u{a0}%", "0\u{a0}%")
    );
    let [wide, tiny] = formula_rates_alike(Lang::En, [0.01, 1e-9]);
    assert_eq!(wide, "1.000\u{a0}%");
    assert!(tiny.starts_with("1\u{a0}in\u{a0}"));
    assert_eq!(percent(Lang::En, 0.999_999_9), ">\u{a0}99.99\u{a0}%");
    assert_eq!(percent(Lang::Es, 0.999_96), ">\u{a0}99,99\u{a0}%");
    assert_eq!(percent(Lang::En, 0.9998), "99.98\u{a0}%");
    assert_eq!(percent(Lang::En, 1.0), "100\u{a0}%");
}

/// Reader 12, es 5.5: an exact rate beside an interval's top reads
/// differently from it whenever the two differ, with a digit more.
#[test]
fn an_exact_rate_is_told_apart_from_the_interval() {
    let [low, high, exact] = percents_apart(Lang::Es, [0.049_2, 0.054_589, 0.054_626]);
    assert_ne!(high, exact);
    assert_eq!(high, "5,459\u{a0}%");
    assert_eq!(exact, "5,463\u{a0}%");
    // All three with the digits that told two apart (reader 28, en 5.4).
    assert_eq!(low, "4,920\u{a0}%");
    // Rates apart at three digits keep three.
    let [low, high, exact] = percents_apart(Lang::En, [0.0951, 0.102, 0.101]);
    assert_eq!(
        [low, high, exact],
        ["9.51\u{a0}%", "10.2\u{a0}%", "10.1\u{a0}%"]
    );
}

#[test]
fn both_ends_of_an_interval_keep_the_same_digits() {
    // Reader 28, en 5.4: «1.001 % to 1.08 %» beside an exact 1.004 %.
    let ends = percents_apart(Lang::En, [0.010_01, 0.010_799_9, 0.010_035]);
    assert_eq!(ends, ["1.001\u{a0}%", "1.080\u{a0}%", "1.004\u{a0}%"]);
    let (low, high) = percent_interval(Lang::Es, 0.999_63, 1.0);
    assert_eq!(
        (low.as_str(), high.as_str()),
        ("99,96\u{a0}%", "100\u{a0}%")
    );
}

#[test]
fn a_power_of_ten_chance_keeps_its_zeros() {
    // Reader 28, en 5.3: «1 in 3.4·10³⁸» beside «1 in 3.51·10³⁸».
    assert_eq!(
        rate_with_digits(Lang::En, 1.0 / 3.4e38, 3),
        "1\u{a0}in\u{a0}3.40·10³⁸"
    );
}

#[test]
fn only_a_designed_bloom_rate_of_zero_is_an_underflow() {
    // A hash set's 0 is real; a Bloom filter's 0 is a double's underflow
    // (reader 28, en 5.5).
    assert_eq!(formula_rate(Lang::En, 0.0), "0\u{a0}%");
    assert_eq!(sizing_rate(Lang::En, 0.0), "below 1 in 10³⁰⁸");
    assert_eq!(sizing_rate(Lang::Es, 0.01), formula_rate(Lang::Es, 0.01));
    // Nor a 1: a double's rounding of a rate just short of it (reader 33, en).
    assert_eq!(sizing_rate(Lang::En, 1.0), ">\u{a0}99.99\u{a0}%");
}

/// Reader 34 (en): «1000 is off» for a typed «1,000»; the verdict groups
/// as every count is grouped.
#[test]
fn a_verdicts_numbers_are_grouped() {
    assert_eq!(decimal_grouped(Lang::En, 1000.0), "1,000");
    assert_eq!(decimal_grouped(Lang::En, 12_345.5), "12,345.5");
    assert_eq!(decimal_grouped(Lang::Es, 1000.0), "1000");
    assert_eq!(decimal_grouped(Lang::Es, 12_345.5), "12\u{a0}345,5");
    assert_eq!(decimal_grouped(Lang::En, 0.25), "0.25");
    assert_eq!(decimal_grouped(Lang::En, -1500.0), "-1,500");
}

/// Readers 48 (es 4.2): «0,50 %» stood in one column with «4 %» and
/// «5,5 %». A share drops its trailing zeros, all of them.
#[test]
fn a_share_drops_its_trailing_zeros() {
    assert_eq!(share_percent(1, 200), "0.5 %");
    assert_eq!(share_percent(8, 200), "4 %");
    assert_eq!(share_percent(11, 200), "5.5 %");
    assert_eq!(share_percent(1, 300), "0.33 %");
    assert_eq!(share_percent(20, 200), "10 %");
}
