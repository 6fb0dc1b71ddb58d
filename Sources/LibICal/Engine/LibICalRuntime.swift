// libical's process-wide state, owned in one place: the lock that serialises every call, the
// one-time setup (errors never fatal), the zone cache, and the RECUR parse and iteration loop
// (RFC 5545 §3.3.10) shared by LibICalRecurrence.expand and LibICalRecurrence.measureUTC.

import CLibICal
import CLibICalICU
import Zones

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The serialised gateway to libical (internal: no C type leaves the module).
final class LibICalRuntime: @unchecked Sendable {
  /// The one runtime; `init` switches off libical's abort-on-error.
  static let shared = LibICalRuntime()

  private let lock = PThreadMutex()
  /// TZID → icaltimezone*, filled under `lock`; the zones live as long as the process.
  private var zones: [String: OpaquePointer] = [:]
  /// The lunisolar RSCALE (CHINESE or DANGI) libical's ICU last reckoned, under `lock`.
  private var lunisolarScale: String?

  private init() {
    // Bad input must never abort: libical then only sets icalerrno.
    icalerror_set_errors_are_fatal(0)
  }

  /// Runs `body` holding the libical lock.
  func withLock<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
    lock.lock()
    defer { lock.unlock() }
    return try body()
  }

  // MARK: - Errors

  /// `icalerrno` as text, e.g. "MALFORMEDDATA: An input string was not correctly formed …".
  static func errorText() -> String {
    guard let text = icalerror_strerror(recur_ical_errno()) else { return "unknown libical error" }
    return String(cString: text)
  }

  // MARK: - Zones

  /// The value of `name` in the process environment, nil when unset.
  static func environment(_ name: String) -> String? {
    guard let value = getenv(name) else { return nil }
    return String(cString: value)
  }

  /// The directory TZif files are read from: `TZDIR` when set (as Zones does), else libical's.
  static func effectiveZoneDirectory() -> String? {
    if let tzdir = environment("TZDIR"), !tzdir.isEmpty { return tzdir }
    guard let dir = icaltzutil_get_zone_directory() else { return nil }
    return String(cString: dir)
  }

  /// libical's zone for `id` (call with the lock held). "UTC" is libical's own UTC zone; any
  /// other name is read from its TZif file by `icaltzutil_fetch_timezone`, the same file the
  /// native engine reads.
  static func zone(_ id: String) throws(LibICalError) -> OpaquePointer {
    let runtime = shared
    if let cached = runtime.zones[id] { return cached }
    if id == "UTC" || id == "Etc/UTC" {
      guard let utc = icaltimezone_get_utc_timezone() else { throw .unknownZone(id) }
      runtime.zones[id] = utc
      return utc
    }
    guard isPlausibleZoneName(id), let location = fetchLocation(for: id) else {
      throw .unknownZone(id)
    }
    icalerror_clear_errno()
    guard let component = location.withCString({ icaltzutil_fetch_timezone($0) }) else {
      throw .unknownZone(id)
    }
    guard let zone = icaltimezone_new() else {
      icalcomponent_free(component)
      throw .unknownZone(id)
    }
    guard icaltimezone_set_component(zone, component) == 1 else {
      icaltimezone_free(zone, 1)
      icalcomponent_free(component)
      throw .unknownZone(id)
    }
    runtime.zones[id] = zone
    return zone
  }

  /// A relative IANA name: letters, digits, `_+-/`, no `..` and no leading `/`.
  static func isPlausibleZoneName(_ id: String) -> Bool {
    guard !id.isEmpty, id.utf8.count < 256, !id.hasPrefix("/"), !id.contains("..") else { return false }
    return id.utf8.allSatisfy { b in
      (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || (b >= 0x30 && b <= 0x39)
        || b == 0x5F || b == 0x2B || b == 0x2D || b == 0x2F
    }
  }

  /// The `location` argument for `icaltzutil_fetch_timezone`, which always prefixes libical's
  /// own zoneinfo directory: the name itself, or (when `TZDIR` points elsewhere) a path that
  /// climbs out of libical's directory and into `TZDIR`.
  static func fetchLocation(for id: String) -> String? {
    guard let libicalDirC = icaltzutil_get_zone_directory() else { return nil }
    let libicalDir = String(cString: libicalDirC)
    guard let tzdir = environment("TZDIR"), !tzdir.isEmpty,
          tzdir != libicalDir else { return id }
    guard tzdir.hasPrefix("/") else { return nil }
    let depth = libicalDir.split(separator: "/").count
    return String(repeating: "../", count: depth) + tzdir.dropFirst() + "/" + id
  }

  // MARK: - Rules and times

  /// Parses a RECUR value (call with the lock held); the caller frees its RSCALE string.
  static func parse(rule: String) throws(LibICalError) -> icalrecurrencetype {
    var text = Substring(rule)
    if text.uppercased().hasPrefix("RRULE:") { text = text.dropFirst(6) }
    icalerror_clear_errno()
    var parsed = String(text).withCString { icalrecurrencetype_from_string($0) }
    if recur_icalrecur_has_freq(&parsed) == 0 || recur_ical_errno() != ICAL_NO_ERROR {
      let reason = errorText()
      recur_icalrecur_free_rscale(&parsed)
      throw .badRule(rule: rule, reason: reason)
    }
    return parsed
  }

  /// The message of `LibICalError.knownDefect` for YEARLY BYWEEKNO rules without BYDAY.
  static let weekNoWithoutDayDefect =
    "libical 3.0.16 crashes or misplaces weeks on FREQ=YEARLY with BYWEEKNO and no BYDAY "
    + "(icalrecur.c expand_year_days sets bit DTSTART's day-of-year + 7*(week-1) of a 374-bit mask "
    + "without a bounds check)"

  /// Zones whose DST shift is 30 minutes (tzdata: Lord Howe Island).
  static let halfHourDSTZones: Set<String> = ["Australia/Lord_Howe", "Australia/LHI"]

  /// The message of `LibICalError.knownDefect` for HOURLY rules with day limits in Lord Howe.
  static let hourlyHalfHourFoldDefect =
    "libical 3.0.16 loops forever on FREQ=HOURLY with BYMONTH/BYMONTHDAY/BYYEARDAY/BYDAY/BYWEEKNO "
    + "across a 30-minute DST fold (Australia/Lord_Howe, e.g. 2016-04-03)"

  /// The message of `LibICalError.knownDefect` for MINUTELY rules with BYMINUTE across a fold in
  /// Lord Howe.
  static let minutelyHalfHourFoldDefect =
    "libical 3.0.16 loops forever on FREQ=MINUTELY with BYMINUTE across a 30-minute DST fold "
    + "(Australia/Lord_Howe, e.g. FREQ=MINUTELY;BYHOUR=4;BYMINUTE=0 from 2023-04-01 01:00 across 2023-04-02)"

  /// Throws for rules libical 3.0.16 is known to crash on (memory safety) or never to return
  /// from (one `icalrecur_iterator_next` call that no COUNT, UNTIL or `before` can stop).
  ///
  /// `FREQ=YEARLY;BYWEEKNO=50;COUNT=20` from 2009-02-27: libical computes day 58 + 7·49 = 401 of
  /// a mask of 374 bits and crashes in `icalrecur_iterator_next` (found by the random run).
  /// In Australia/Lord_Howe (30-minute DST), HOURLY with a day limit loops at a fold whatever
  /// the window, and MINUTELY with BYMINUTE loops when the span from DTSTART to the rule's end
  /// (UNTIL, `before`; none: unbounded) holds a fold (`FREQ=MINUTELY;BYHOUR=4;BYMINUTE=0` from
  /// 2023-04-01 01:00 hangs after 04:00 that day; from 2023-06-01 it returns at once) — unless
  /// the rule's COUNT is used up before that fold (`countEndsBeforeFold`: ...;COUNT=1 from
  /// 2023-04-01 01:00 is run, ...;COUNT=3 is refused).
  static func refuseKnownDefects(
    _ rule: icalrecurrencetype, rule text: String, start: LibICalStart, before: CivilDateTime?
  ) throws(LibICalError) {
    let none = Int16(truncatingIfNeeded: ICAL_RECURRENCE_ARRAY_MAX.rawValue)
    if rule.freq == ICAL_YEARLY_RECURRENCE, rule.by_week_no.0 != none, rule.by_day.0 == none {
      throw .knownDefect(rule: text, reason: weekNoWithoutDayDefect)
    }
    guard case .zoned(let wall, let id) = start, halfHourDSTZones.contains(id) else { return }
    if rule.freq == ICAL_HOURLY_RECURRENCE,
       rule.by_month.0 != none || rule.by_month_day.0 != none || rule.by_year_day.0 != none
        || rule.by_day.0 != none || rule.by_week_no.0 != none {
      throw .knownDefect(rule: text, reason: hourlyHalfHourFoldDefect)
    }
    if rule.freq == ICAL_MINUTELY_RECURRENCE, rule.by_minute.0 != none,
       reachesFold(from: wall, zoneID: id, until: rule.until, before: before),
       !countEndsBeforeFold(rule, from: wall, zoneID: id) {
      throw .knownDefect(rule: text, reason: minutelyHalfHourFoldDefect)
    }
  }

  /// How far before a fold's instant a probe run of libical stops (`countEndsBeforeFold`): an
  /// hour, so no wall clock it steps through is in or next to the repeated half hour.
  static let foldProbeMargin: Int64 = 3600

  /// Whether libical 3.0.16 gives all of a COUNT rule's instances before the first DST fold of
  /// zone `id` at or after the wall clock `from` — then it stops at COUNT and never steps into
  /// the fold where it loops. Decided by libical itself, bounded: a run with UNTIL one hour
  /// (`foldProbeMargin`) before the fold's instant (libical checks UNTIL after every step, so
  /// the probe cannot reach the fold) that must yield COUNT instances. False without COUNT,
  /// without a fold (a span reachesFold called unbounded but the zone has no later fold: still
  /// refused, as before), when the zone cannot be read, or when the probe yields fewer.
  ///
  /// `FREQ=MINUTELY;BYHOUR=4;BYMINUTE=0;COUNT=1` from 2023-04-01 01:00 Lord Howe (fold at
  /// 2023-04-01T15:00Z): the probe to 14:00Z yields 04:00 (17:00Z on March 31) → true;
  /// `COUNT=3` yields that one only → false.
  static func countEndsBeforeFold(_ rule: icalrecurrencetype, from wall: CivilDateTime, zoneID id: String) -> Bool {
    guard rule.count > 0, let zone = try? Zone.named(id), let icalZone = try? Self.zone(id) else { return false }
    let begin = zone.instant(for: wall)
    // The next fold: searched up to libical's last year (Lord Howe has about two changes a year).
    let last = Instant(utc: CivilDateTime(year: LibICalRecurrence.maxYear, month: 12, day: 31, hour: 23, minute: 59, second: 59)
                              ?? wall)
    guard begin < last,
          let fold = zone.transitions(in: begin ..< last, limit: 4_000).first(where: { $0.offsetAfter < $0.offsetBefore })
    else { return false }
    let stop = Instant(secondsSinceEpoch: fold.instant.secondsSinceEpoch - foldProbeMargin)
    guard begin < stop else { return false }
    var probe = rule
    let stopCivil = CivilDateTime(secondsSinceEpoch: stop.secondsSinceEpoch)
    let limit = icalTime(stopCivil, isDate: false, zone: icaltimezone_get_utc_timezone())
    if icaltime_is_null_time(probe.until) != 0 || icaltime_compare(limit, probe.until) < 0 { probe.until = limit }
    // libical stops at COUNT or UNTIL, whichever comes first; with both set it honours both.
    icalerror_clear_errno()
    guard let iterator = icalrecur_iterator_new(probe, icalTime(wall, isDate: false, zone: icalZone)) else { return false }
    defer { icalrecur_iterator_free(iterator) }
    var found: Int32 = 0
    while found < rule.count {
      let next = icalrecur_iterator_next(iterator)
      if icaltime_is_null_time(next) != 0 { break }
      found += 1
    }
    return found == rule.count
  }

  /// Whether a DST fold (an offset decrease) of zone `id` lies between the wall clock `from`
  /// and the earlier of `until` (libical's UNTIL: UTC, or a wall clock in the zone) and `before`
  /// (UTC); true when neither bounds the rule or the zone cannot be read.
  static func reachesFold(from: CivilDateTime, zoneID id: String, until: icaltimetype, before: CivilDateTime?) -> Bool {
    guard let zone = try? Zone.named(id) else { return true }
    var ends: [Instant] = []
    if let before { ends.append(Instant(utc: before)) }
    if icaltime_is_null_time(until) == 0, let u = civil(until) {
      ends.append(icaltime_is_utc(until) != 0 ? Instant(utc: u) : zone.instant(for: u))
    }
    guard let end = ends.min() else { return true }
    let begin = zone.instant(for: from)
    guard begin < end else { return false }
    return zone.transitions(in: begin ..< end, limit: 100_000).contains { $0.offsetAfter < $0.offsetBefore }
  }

  /// The icaltimetype for `civil` (a date when `isDate`) in `zone` (nil: floating).
  static func icalTime(_ civil: CivilDateTime, isDate: Bool, zone: OpaquePointer?) -> icaltimetype {
    var t = icaltime_null_time()
    t.year = Int32(civil.date.year)
    t.month = Int32(civil.date.month)
    t.day = Int32(civil.date.day)
    if !isDate {
      t.hour = Int32(civil.time.hour)
      t.minute = Int32(civil.time.minute)
      t.second = Int32(civil.time.second)
    }
    t.is_date = isDate ? 1 : 0
    t.zone = zone
    return t
  }

  /// The civil reading of an icaltimetype libical returned; nil if its fields are out of range.
  static func civil(_ t: icaltimetype) -> CivilDateTime? {
    CivilDateTime(year: Int(t.year), month: Int(t.month), day: Int(t.day),
                  hour: t.is_date != 0 ? 0 : Int(t.hour), minute: t.is_date != 0 ? 0 : Int(t.minute),
                  second: t.is_date != 0 ? 0 : Int(t.second))
  }

  /// Iterates `rule` from `start` (lock held), handing each occurrence and its UTC seconds to
  /// `body` until `body` returns false or libical stops (COUNT, UNTIL, `before`, `maxYear`).
  static func iterate(
    rule: String, start: LibICalStart, startAt: CivilDateTime?, before: CivilDateTime?,
    _ body: (icaltimetype, Int64) -> Bool
  ) throws(LibICalError) {
    var parsed = try parse(rule: rule)
    defer { recur_icalrecur_free_rscale(&parsed) }
    try refuseKnownDefects(parsed, rule: rule, start: start, before: before)

    let civilStart = start.civil
    guard (0...LibICalRecurrence.maxYear).contains(civilStart.date.year) else {
      throw .badStart("\(civilStart)", reason: "libical iterates years 0...\(LibICalRecurrence.maxYear)")
    }
    var zone: OpaquePointer?
    var isDate = false
    switch start {
    case .date: isDate = true
    case .floating: zone = nil
    case .utc: zone = icaltimezone_get_utc_timezone()
    case .zoned(_, let id): zone = try Self.zone(id)
    }
    let dtstart = icalTime(civilStart, isDate: isDate, zone: zone)

    if let before {
      // A window end, injected as UNTIL when it is earlier than the rule's own (or there is none):
      // libical checks UNTIL after every step, so even a rule that never matches stops there.
      let beforeZone: OpaquePointer? = (zone == nil) ? nil : icaltimezone_get_utc_timezone()
      let limit = icalTime(before, isDate: isDate, zone: beforeZone)
      if icaltime_is_null_time(parsed.until) != 0 || icaltime_compare(limit, parsed.until) < 0 {
        parsed.until = limit
      }
    }

    isolateLunisolarCache(parsed)
    icalerror_clear_errno()
    guard let iterator = icalrecur_iterator_new(parsed, dtstart) else {
      throw .badRule(rule: rule, reason: "icalrecur_iterator_new: " + errorText())
    }
    defer { icalrecur_iterator_free(iterator) }
    if let startAt {
      guard icalrecur_iterator_set_start(iterator, icalTime(startAt, isDate: isDate, zone: zone)) == 1 else {
        throw .badRule(rule: rule, reason: "START-AT with COUNT: " + errorText())
      }
    }
    while true {
      let next = icalrecur_iterator_next(iterator)
      if icaltime_is_null_time(next) != 0 { break }
      let utc: Int64
      if let zone {
        utc = Int64(icaltime_as_timet_with_zone(next, zone))
      } else {
        utc = (civil(next) ?? civilStart).secondsSinceEpoch
      }
      if !body(next, utc) { break }
    }
  }

  /// Empties ICU's caches (lock held, no iterator alive) before a CHINESE rule that follows a
  /// DANGI one in this process, or the other way round, so every rule is expanded as in a fresh
  /// process. ICU before 75 (Debian's libical 3.0.16 uses ICU 72) keeps one process-wide cache
  /// of new years and winter solstices for both calendars, keyed by the Gregorian year, though
  /// Chinese reckons them in UTC+8 and Dangi in UTC+9 (separated in 2024 by unicode-org/icu pull
  /// 2932, ICU-9972/ICU-22258): `RSCALE=DANGI;FREQ=MONTHLY;BYMONTH=2,6,6L;COUNT=3` from
  /// 2029-10-06 gives 2030-04-01, 2030-07-29, 2031-03-22 alone, but 2030-04-02, 2031-03-22,
  /// 2031-08-16 after a CHINESE rule reached 2030. Foundation's ICU (the native side's) is
  /// another copy, version 76.
  static func isolateLunisolarCache(_ rule: icalrecurrencetype) {
    guard let c = rule.rscale else { return }
    let scale = String(cString: c).uppercased()
    guard scale == "CHINESE" || scale == "DANGI" else { return }
    let runtime = shared
    if let last = runtime.lunisolarScale, last != scale { recur_icu_cleanup() }
    runtime.lunisolarScale = scale
  }

  /// Converts one libical occurrence to the form of `start`.
  static func occurrence(_ t: icaltimetype, utc: Int64, of start: LibICalStart) -> LibICalOccurrence {
    let wall = civil(t) ?? start.civil
    switch start {
    case .date: return .date(wall.date)
    case .floating: return .floating(wall)
    case .utc: return .utc(Instant(secondsSinceEpoch: utc))
    case .zoned: return .zoned(wall: wall, instant: Instant(secondsSinceEpoch: utc))
    }
  }
}
