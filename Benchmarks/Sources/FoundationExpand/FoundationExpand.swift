// `foundation-expand` (the Foundation column): RFC 5545 §3.3.10 expansion by
// `recur expand --utc` end to end (a child process, stdout to /dev/null, process start
// included, best of N runs) against Foundation's Calendar.RecurrenceRule in this process
// (each occurrence an instant; the first --cap occurrences timed and scaled per occurrence).
// Counts are what libical 3.0.16 yields before its year limit, as in `recur bench expand`.

import Foundation
import LibICal
import Zones

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The command line, the six rules and the table.
@main
struct FoundationExpand {
  /// The rules of `BenchmarkWorkload`, in its order (the workload of `recur bench expand`).
  static let rules = BenchmarkWorkload.expansionRules
  static let zoneID = BenchmarkWorkload.zoneID
  static let dtstart = BenchmarkWorkload.dtstart
  static let usage = """
    usage: foundation-expand [--recur PATH] [--count N] [--runs N] [--cap N]
      --recur PATH  the recur binary to time (default .build/release/recur, from the repository root)
      --count N     occurrences per rule, fewer where libical stops at 2582 (default 200000)
      --runs N      runs of recur per rule; the fastest is reported (default 50, as `recur bench expand`)
      --cap N       most occurrences Foundation expands per rule, scaled per occurrence (default 2000)
    """

  static func main() {
    var recur = ".build/release/recur"
    var count = 200_000
    var runs = 50
    var cap = 2_000
    var words = CommandLine.arguments.dropFirst()
    while let word = words.popFirst() {
      guard let value = words.popFirst() else { fail("\(word) needs a value\n\(usage)", status: 64) }
      switch word {
      case "--recur": recur = value
      case "--count", "--runs", "--cap":
        guard let n = Int(value), n > 0 else { fail("\(word): \"\(value)\" is not a positive number", status: 64) }
        if word == "--count" { count = n } else if word == "--runs" { runs = n } else { cap = n }
      default: fail("unknown option \(word)\n\(usage)", status: 64)
      }
    }
    guard access(recur, X_OK) == 0 else {
      fail("\(recur) is not an executable (build it with scripts/setup.sh, or pass --recur PATH)", status: 66)
    }
    let startCivil = BenchmarkWorkload.start

    print("foundation-expand: \(dtstart), best of \(runs) runs; native = `\(recur) expand --utc` child process")
    print(pad("rule", 52) + pad("count", 9) + pad("native s", 11) + pad("Foundation s", 14) + "x Foundation")
    var logSum = 0.0
    var timed = 0
    for rule in rules {
      let produced: Int
      do {
        produced = try LibICalRecurrence.measureUTC(rule: rule, start: .zoned(startCivil, zoneID: zoneID), count: count).produced
      } catch {
        fail("libical: \(error)", status: 70)
      }
      var nativeSeconds = Double.infinity
      for _ in 0..<runs {
        let (seconds, status) = spawn([recur, "expand", "--utc", "--limit", String(produced), "--dtstart", dtstart, rule])
        guard status == 0 else { fail("`recur expand` exited \(status) for \(rule)", status: 70) }
        nativeSeconds = min(nativeSeconds, seconds)
      }
      var foundationText = pad("n/a", 14) + "n/a"
      if let perOccurrence = foundationSecondsPerOccurrence(rule: rule, cap: min(cap, produced)) {
        let scaled = perOccurrence * Double(produced)
        let ratio = scaled / nativeSeconds
        logSum += log(ratio)
        timed += 1
        foundationText = pad(format(scaled, 2), 14) + format(ratio, 0) + "x"
      }
      print(pad(rule, 52) + pad(String(produced), 9) + pad(format(nativeSeconds, 3), 11) + foundationText)
    }
    if timed > 0 {
      print("geometric-mean speed-up vs Foundation Calendar.RecurrenceRule (\(timed) rules, first \(cap) "
            + "occurrences timed, scaled per occurrence): " + format(exp(logSum / Double(timed)), 0) + "x")
    }
  }

  /// Seconds per occurrence of Foundation's `Calendar.RecurrenceRule` for `rule`, over its
  /// first `cap` occurrences (each read as a Date, an instant); nil if it cannot say the rule.
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
    let t0 = now()
    var n = 0
    var sum = 0.0
    for date in r.recurrences(of: start) {
      sum += date.timeIntervalSince1970
      n += 1
      if n >= cap { break }
    }
    let t1 = now()
    guard n > 0, sum != 0 else { return nil }
    return (t1 - t0) / Double(n)
  }

  /// Runs `argv` with stdout to /dev/null; returns the wall time and the exit status.
  static func spawn(_ argv: [String]) -> (seconds: Double, status: Int32) {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    var cargs: [UnsafeMutablePointer<CChar>?] = argv.map { strdup($0) }
    cargs.append(nil)
    defer { for p in cargs { free(p) } }
    var pid: pid_t = 0
    let t0 = now()
    guard posix_spawn(&pid, argv[0], &actions, nil, cargs, environ) == 0 else {
      fail("cannot start \(argv[0])", status: 70)
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    return (now() - t0, (status >> 8) & 0xFF)
  }

  /// Seconds on the monotonic clock.
  static func now() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_MONOTONIC, &t)
    return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
  }

  /// `v` with `digits` decimals.
  static func format(_ v: Double, _ digits: Int) -> String {
    String(format: "%.\(digits)f", v)
  }

  /// `s` padded with spaces to `width`.
  static func pad(_ s: String, _ width: Int) -> String {
    s.count >= width ? s : s + String(repeating: " ", count: width - s.count)
  }

  /// Writes `message` to stderr and exits with `status`.
  static func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data(("foundation-expand: " + message + "\n").utf8))
    exit(status)
  }
}
