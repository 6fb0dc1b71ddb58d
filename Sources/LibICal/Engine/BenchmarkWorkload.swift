// The workloads Recur measures itself on (Benchmarks/), defined once for `recur bench` and
// the in-process benchmarks of `Benchmarks/`: the six expansion rules from one
// DTSTART in New York. Here, beside libical's measurement helpers, because every benchmark
// that uses them compares with libical.

import Zones

/// The expansion workload of Benchmarks/.
///
/// ```swift
/// for rule in BenchmarkWorkload.expansionRules {
///   try LibICalRecurrence.measureUTC(rule: rule, start: .zoned(BenchmarkWorkload.start, zoneID: BenchmarkWorkload.zoneID),
///                          count: 1000)
/// }
/// ```
public enum BenchmarkWorkload {
  /// DAILY, WEEKLY;BYDAY=MO,WE,FR, MONTHLY clamped 31st, YEARLY Feb 29 clamped,
  /// HOURLY;INTERVAL=3, MONTHLY;BYDAY=-1FR, in the order of Benchmarks/.
  public static let expansionRules = [
    "FREQ=DAILY", "FREQ=WEEKLY;BYDAY=MO,WE,FR", "FREQ=MONTHLY;BYMONTHDAY=28,29,30,31;BYSETPOS=-1",
    "FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=28,29;BYSETPOS=-1", "FREQ=HOURLY;INTERVAL=3", "FREQ=MONTHLY;BYDAY=-1FR",
  ]
  /// The zone of DTSTART.
  public static let zoneID = "America/New_York"
  /// DTSTART as a content line.
  public static let dtstart = "DTSTART;TZID=America/New_York:20260131T093000"
  /// DTSTART's wall clock: 2026-01-31T09:30:00.
  public static let start = CivilDateTime(date: CivilDate(uncheckedYear: 2026, month: 1, day: 31),
                                          time: CivilTime(uncheckedHour: 9, minute: 30, second: 0))
}
