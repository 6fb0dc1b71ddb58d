// `recur bench expand` (issue 3 "Show"): RFC 5545 §3.3.10 expansion speed of `recur expand --utc`
// end to end (a child process of this binary, stdout to /dev/null, best of N runs) against
// libical 3.0.16's icalrecur_iterator_next plus conversion to UTC in-process (LibICal.measureUTC),
// and against Foundation's Calendar.RecurrenceRule (in-process, capped, scaled per occurrence).

import ArgumentParser
import Foundation
import LibICal
import Zones

#if canImport(Glibc)
import Glibc
#endif

/// Times native expansion, libical and Foundation on the six rules and prints the ratios.
struct BenchExpand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "expand",
    abstract: "Compare `recur expand --utc` with libical's iterator (and Foundation's RecurrenceRule).",
    discussion: """
      From DTSTART;TZID=America/New_York:20260131T093000, each rule is expanded to --count
      occurrences, or to as many as libical 3.0.16 yields before its year limit (2582) when that
      is fewer; the native side runs `recur expand --utc --limit N` as a child process with stdout
      to /dev/null (process start included), libical runs in this process. Foundation's
      Calendar.RecurrenceRule is capped at --foundation-cap occurrences and scaled per occurrence.
      """
  )

  @Option(help: "Occurrences per rule (fewer where libical stops at its year limit).")
  var count: Int = 200_000

  @Option(help: "Runs per side; the fastest is reported.")
  var runs: Int = 3

  @Option(help: "Most occurrences Foundation expands per rule (its time is scaled per occurrence).")
  var foundationCap: Int = 2_000

  @Flag(help: "Skip Foundation's Calendar.RecurrenceRule.")
  var noFoundation = false

  /// The rules, in its order.
  static let rules = [
    "FREQ=DAILY", "FREQ=WEEKLY;BYDAY=MO,WE,FR", "FREQ=MONTHLY;BYMONTHDAY=28,29,30,31;BYSETPOS=-1",
    "FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=28,29;BYSETPOS=-1", "FREQ=HOURLY;INTERVAL=3", "FREQ=MONTHLY;BYDAY=-1FR",
  ]
  static let zoneID = "America/New_York"
  static let dtstart = "DTSTART;TZID=America/New_York:20260131T093000"

  func run() throws {
    guard count > 0, runs > 0, foundationCap > 0 else { throw ValidationError("--count, --runs and --foundation-cap must be positive") }
    let exe = BenchParse.selfPath()
    let startCivil = CivilDateTime(date: CivilDate(uncheckedYear: 2026, month: 1, day: 31),
                                   time: CivilTime(uncheckedHour: 9, minute: 30, second: 0))
    let out = OutputStream()
    out.writeLine("recur bench expand: \(Self.dtstart), best of \(runs) runs; native = `recur expand --utc` child process")
    out.writeLine("rule".padded(52) + "count".padded(9) + "native s".padded(11) + "libical s".padded(11)
                  + "x libical".padded(11) + "Foundation s".padded(14) + "x Foundation")
    var logLibical = 0.0
    var logFoundation = 0.0
    var foundationRules = 0
    for rule in Self.rules {
      // libical first: it fixes the count (its year limit cuts the monthly and yearly rules).
      var libSeconds = Double.infinity
      var produced = 0
      for _ in 0..<runs {
        let t0 = DispatchTime.now().uptimeNanoseconds
        let r = try LibICal.measureUTC(rule: rule, start: .zoned(startCivil, zoneID: Self.zoneID), count: count)
        let t1 = DispatchTime.now().uptimeNanoseconds
        produced = r.produced
        libSeconds = min(libSeconds, Double(t1 - t0) / 1e9)
      }
      var nativeSeconds = Double.infinity
      for _ in 0..<runs {
        let s = try BenchParse.spawn([exe, "expand", "--utc", "--limit", String(produced), "--dtstart", Self.dtstart, rule])
        guard s.status == 0 else {
          OutputStream(fd: 2).writeLine("recur bench expand: `recur expand` exited \(s.status) for \(rule)")
          throw ExitStatus.internalError
        }
        nativeSeconds = min(nativeSeconds, s.seconds)
      }
      let ratio = libSeconds / nativeSeconds
      logLibical += Foundation.log(ratio)
      var foundationText = "n/a".padded(14) + "n/a"
      if !noFoundation, let perOccurrence = Self.foundationSecondsPerOccurrence(rule: rule, cap: min(foundationCap, produced)) {
        let scaled = perOccurrence * Double(produced)
        let fRatio = scaled / nativeSeconds
        logFoundation += Foundation.log(fRatio)
        foundationRules += 1
        foundationText = BenchParse.fmt(scaled, 2).padded(14) + BenchParse.fmt(fRatio, 0) + "x"
      }
      out.writeLine(rule.padded(52) + String(produced).padded(9) + BenchParse.fmt(nativeSeconds, 3).padded(11)
                    + BenchParse.fmt(libSeconds, 3).padded(11) + (BenchParse.fmt(ratio, 1) + "x").padded(11) + foundationText)
      out.flush()
    }
    out.writeLine("geometric-mean speed-up vs libical (iterator + UTC conversion): "
                  + BenchParse.fmt(Foundation.exp(logLibical / Double(Self.rules.count)), 1) + "x (target >= 50x)")
    if foundationRules > 0 {
      out.writeLine("geometric-mean speed-up vs Foundation Calendar.RecurrenceRule (\(foundationRules) rules, first "
                    + "\(foundationCap) occurrences timed, scaled per occurrence): "
                    + BenchParse.fmt(Foundation.exp(logFoundation / Double(foundationRules)), 0) + "x")
    }
    out.flush()
  }

  /// Seconds per occurrence of Foundation's `Calendar.RecurrenceRule` for `rule`, over its
  /// first `cap` occurrences (each converted to a Date, i.e. an instant); nil if it cannot say the rule.
  static func foundationSecondsPerOccurrence(rule: String, cap: Int) -> Double? {
    guard let tz = TimeZone(identifier: zoneID) else { return nil }
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = tz
    guard let start = calendar.date(from: DateComponents(year: 2026, month: 1, day: 31, hour: 9, minute: 30)) else { return nil }
    let end = Calendar.RecurrenceRule.End.afterOccurrences(cap)
    let r: Calendar.RecurrenceRule
    switch rule {
    case "FREQ=DAILY":
      r = .init(calendar: calendar, frequency: .daily, end: end)
    case "FREQ=WEEKLY;BYDAY=MO,WE,FR":
      r = .init(calendar: calendar, frequency: .weekly, end: end, weekdays: [.every(.monday), .every(.wednesday), .every(.friday)])
    case "FREQ=MONTHLY;BYMONTHDAY=28,29,30,31;BYSETPOS=-1":
      r = .init(calendar: calendar, frequency: .monthly, end: end, daysOfTheMonth: [28, 29, 30, 31], setPositions: [-1])
    case "FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=28,29;BYSETPOS=-1":
      r = .init(calendar: calendar, frequency: .yearly, end: end, months: [2], daysOfTheMonth: [28, 29], setPositions: [-1])
    case "FREQ=HOURLY;INTERVAL=3":
      r = .init(calendar: calendar, frequency: .hourly, interval: 3, end: end)
    case "FREQ=MONTHLY;BYDAY=-1FR":
      r = .init(calendar: calendar, frequency: .monthly, end: end, weekdays: [.nth(-1, .friday)])
    default:
      return nil
    }
    let t0 = DispatchTime.now().uptimeNanoseconds
    var n = 0
    var sum = 0.0
    for date in r.recurrences(of: start) {
      sum += date.timeIntervalSince1970
      n += 1
      if n >= cap { break }
    }
    let t1 = DispatchTime.now().uptimeNanoseconds
    guard n > 0, sum != 0 else { return nil }
    return Double(t1 - t0) / 1e9 / Double(n)
  }
}

extension String {
  fileprivate func padded(_ width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }
}
