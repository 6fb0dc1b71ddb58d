// The libical 3 recurrence oracle: RFC 5545 §3.3.10 RECUR values expanded by libical's
// icalrecur_iterator, with zoned occurrences converted to UTC by libical's own time zones
// (§3.3.5, §3.6.5). The only code in Recur that calls libical; no C type leaves this module.

import CLibICal
import Zones

/// libical 3's recurrence iterator behind a safe, serialised Swift API.
///
/// ```swift
/// // RFC 5545 §3.8.5.3 "Daily for 10 occurrences", first three:
/// try LibICalRecurrence.expand(rule: "FREQ=DAILY;COUNT=10",
///                    start: .zoned(CivilDateTime(year: 1997, month: 9, day: 2, hour: 9)!,
///                                  zoneID: "America/New_York"), limit: 3)
/// // [.zoned(wall: 1997-09-02T09:00:00, instant: 1997-09-02T13:00:00Z), … 09-03 …, … 09-04 …]
/// ```
///
/// libical keeps global state (error number, the zone cache, ICU calendars), so every call
/// takes one process-wide lock; calls from many threads are safe but do not run in parallel.
public enum LibICalRecurrence {
  /// The libical version the module was built against ("3.0" for Debian's 3.0.16).
  public static let version: String = ICAL_VERSION

  /// The last year libical 3.0.16's iterator returns on a 64-bit build (`MAX_TIME_T_YEAR`,
  /// 2582; 2037 only where `time_t` is 32 bits). Later occurrences end the iteration silently.
  public static let maxYear = 2582

  /// Expands `rule` (with or without the `RRULE:` prefix) from `start`, at most `limit`
  /// occurrences, optionally only those at or after `startAt` (libical's
  /// `icalrecur_iterator_set_start`, not allowed with COUNT) and only those not after `before`
  /// (read in the start's own form: wall clock for floating and dates, UTC otherwise).
  ///
  /// Throws `LibICalError.badRule` for a rule libical rejects (`FREQ=DAILY;BYWEEKNO=1`),
  /// `.unknownZone` for a TZID with no TZif file, `.badStart` for a start past `maxYear`.
  public static func expand(
    rule: String, start: LibICalStart, limit: Int,
    startAt: CivilDateTime? = nil, before: CivilDateTime? = nil
  ) throws(LibICalError) -> [LibICalOccurrence] {
    var result: [LibICalOccurrence] = []
    result.reserveCapacity(min(max(limit, 0), 4096))
    try LibICalRuntime.shared.withLock { () throws(LibICalError) in
      try LibICalRuntime.iterate(rule: rule, start: start, startAt: startAt, before: before) { t, utc in
        guard result.count < limit else { return false }
        result.append(LibICalRuntime.occurrence(t, utc: utc, of: start))
        return true
      }
    }
    return result
  }

  /// The `LibICalError.knownDefect` that `expand` would throw for `rule` from `start` (up to
  /// `before`) without running the rule itself, or nil: the crash guard and the known endless
  /// loops (see `LibICalRuntime.refuseKnownDefects`; a MINUTELY COUNT rule in Lord Howe is
  /// probed by a run bounded before the fold). A rule libical cannot parse gives nil.
  public static func knownDefect(rule: String, start: LibICalStart, before: CivilDateTime? = nil) -> LibICalError? {
    LibICalRuntime.shared.withLock { () -> LibICalError? in
      guard var parsed = try? LibICalRuntime.parse(rule: rule) else { return nil }
      defer { recur_icalrecur_free_rscale(&parsed) }
      do throws(LibICalError) {
        try LibICalRuntime.refuseKnownDefects(parsed, rule: rule, start: start, before: before)
        return nil
      } catch {
        return error
      }
    }
  }

  /// Whether `error` is libical 3.0.16's endless MINUTELY loop across a 30-minute DST fold.
  public static func isMinutelyFoldHang(_ error: LibICalError) -> Bool {
    if case .knownDefect(_, let reason) = error { return reason == LibICalRuntime.minutelyHalfHourFoldDefect }
    return false
  }

  /// libical's canonical text of `rule` (`icalrecurrencetype_as_string_r`), e.g.
  /// `"freq=daily;count=3"` → `"FREQ=DAILY;COUNT=3"`.
  public static func canonical(rule: String) throws(LibICalError) -> String {
    try LibICalRuntime.shared.withLock { () throws(LibICalError) -> String in
      var parsed = try LibICalRuntime.parse(rule: rule)
      defer { recur_icalrecur_free_rscale(&parsed) }
      guard let cString = icalrecurrencetype_as_string_r(&parsed) else {
        throw .badRule(rule: rule, reason: LibICalRuntime.errorText())
      }
      defer { recur_ical_free_string(cString) }
      return String(cString: cString)
    }
  }

  /// Whether libical (through its zoneinfo directory) knows the zone `id`.
  public static func knowsZone(_ id: String) -> Bool {
    LibICalRuntime.shared.withLock { (try? LibICalRuntime.zone(id)) != nil }
  }

  /// The zoneinfo directory libical reads TZif files from (`icaltzutil_get_zone_directory`,
  /// or `TZDIR` when set, as the native engine does).
  public static var zoneDirectory: String? {
    LibICalRuntime.shared.withLock { LibICalRuntime.effectiveZoneDirectory() }
  }
}
