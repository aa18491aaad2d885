use super::*;

#[test]
fn dates() {
    let utc = TimeZone::UTC;
    assert_eq!(format_time(0, &utc, Lang::En), "1970-01-01 00:00");
    assert_eq!(
        format_time(1_796_025_600, &utc, Lang::En),
        "2026-11-30 08:00"
    );
    assert_eq!(format_time(951_782_400, &utc, Lang::En), "2000-02-29 00:00");
    assert_eq!(format_time(951_782_400, &utc, Lang::Es), "29/02/2000 00:00");
    assert_eq!(format_time(u64::MAX, &utc, Lang::En), "?");
    // A POSIX rule, so the test needs no time-zone database.
    let madrid = TimeZone::posix("CET-1CEST,M3.5.0,M10.5.0/3").unwrap();
    assert_eq!(
        format_time(1_796_025_600, &madrid, Lang::En),
        "2026-11-30 09:00"
    );
    assert_eq!(
        format_time(1_782_900_000, &madrid, Lang::En),
        "2026-07-01 12:00"
    );
    assert_eq!(format_time_utc(1_796_025_600), "2026-11-30T08:00:00Z");
    assert_eq!(zone_label(&madrid), None);
    assert_eq!(zone_label(&utc), None);
    let offset = TimeZone::fixed(jiff::tz::offset(2));
    assert_eq!(zone_name(&offset, Lang::Es), "hora local");
    assert_eq!(zone_name(&offset, Lang::En), "local time");
    // An unknown system zone falls back to UTC, and says so.
    let unknown = TimeZone::unknown();
    assert_eq!(zone_label(&unknown).as_deref(), Some("UTC"));
    assert!(zone_name(&unknown, Lang::Es).starts_with("UTC: no se conoce"));
}
