// `recur bench gen-todos`: a deterministic RFC 5545 file of N VTODOs for the parse and plan
// benchmarks: a third one-time, the rest recurring (DAILY, WEEKLY;BYDAY, MONTHLY clamped with
// BYMONTHDAY=28,29,30,31;BYSETPOS=-1, YEARLY, HOURLY;INTERVAL=3), DTSTART/DUE in America/New_York.

import ArgumentParser
import Zones

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a generated .ics file of `count` VTODOs; the same count and seed give the same bytes.
struct GenerateTodos: ParsableCommand, GeneratorHelp {
  static let configuration = CommandConfiguration(
    commandName: "gen-todos",
    abstract: "Generate a deterministic .ics file of N VTODOs (a third one-time, the rest recurring)."
  )

  /// --count, --seed and -o, shared with the other generator.
  @OptionGroup var options: GeneratorOptions<Self>

  /// --count's words (`GeneratorOptions`).
  static let countHelp = "Number of VTODOs."

  func run() throws {
    try options.write(command: "bench gen-todos")
  }

  /// A splitmix64 generator: small, fast and the same on every platform.
  struct SplitMix {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
    mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
  }

  static func pad(_ v: Int, _ w: Int) -> String {
    let s = String(v)
    return String(repeating: "0", count: max(0, w - s.count)) + s
  }

  static func hex(_ v: UInt64, _ w: Int) -> String {
    let s = String(v, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, w - s.count)) + s
  }

  static let titles = [
    "Take vitamins", "Pay rent", "Drink water", "Gym", "Water the plants", "Call mom",
    "Review budget", "Stand-up meeting", "Renew passport", "Backup laptop", "Walk the dog",
    "Submit timesheet", "Clean the kitchen", "Read 20 pages", "Change toothbrush",
  ]
  static let notes = [
    "Keep it short, then move on; no excuses.",
    "Bring the blue folder, the receipts and a pen.",
    "Check the list in the shared note first, then tick items off.",
    "If it rains, do it indoors; otherwise take the long route.",
  ]
  /// RFC 5545 weekday names, Monday first (`MO` … `SU`), as Zones' `Weekday` spells them.
  static let days = Weekday.allCases.map(\.icalName)

  /// A WEEKLY rule on two weekdays 2 to 5 days apart, every week or every other week, e.g.
  /// `FREQ=WEEKLY;INTERVAL=2;BYDAY=TU,FR` (three draws from `rng`, in that order).
  static func weeklyRule(_ rng: inout SplitMix) -> String {
    let a = rng.below(7)
    let b = (a + 2 + rng.below(4)) % 7
    return "FREQ=WEEKLY;INTERVAL=\(1 + rng.below(2));BYDAY=\(days[min(a, b)]),\(days[max(a, b)])"
  }

  static func generate(count: Int, seed: UInt64, into out: OutputStream) {
    var rng = SplitMix(state: seed)
    let crlf = "\r\n"
    out.write(
      "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Recur//bench gen-todos//EN\r\nCALSCALE:GREGORIAN\r\n"
        + "BEGIN:VTIMEZONE\r\nTZID:America/New_York\r\n"
        + "BEGIN:DAYLIGHT\r\nTZOFFSETFROM:-0500\r\nTZOFFSETTO:-0400\r\nTZNAME:EDT\r\n"
        + "DTSTART:19700308T020000\r\nRRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU\r\nEND:DAYLIGHT\r\n"
        + "BEGIN:STANDARD\r\nTZOFFSETFROM:-0400\r\nTZOFFSETTO:-0500\r\nTZNAME:EST\r\n"
        + "DTSTART:19701101T020000\r\nRRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU\r\nEND:STANDARD\r\n"
        + "END:VTIMEZONE\r\n")
    let monthDays = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
    for i in 0..<count {
      let uid = "A" + hex(UInt64(i >> 32), 7) + "-0000-4000-8000-" + hex(UInt64(i & 0xFFFF_FFFF), 12)
      var month = 1 + rng.below(12)
      var day = 1 + rng.below(monthDays[month - 1])
      let hour = 6 + rng.below(16)
      let minute = 5 * rng.below(12)
      var rule: String? = nil
      if i % 3 != 0 {
        switch rng.below(5) {
        case 0: rule = "FREQ=DAILY"
        case 1: rule = weeklyRule(&rng)
        case 2:
          let long = [1, 3, 5, 7, 8, 10, 12]
          month = long[rng.below(long.count)]
          day = 31
          rule = "FREQ=MONTHLY;BYMONTHDAY=28,29,30,31;BYSETPOS=-1"
        case 3: rule = "FREQ=YEARLY"
        default: rule = "FREQ=HOURLY;INTERVAL=3"
        }
        if rng.below(10) == 0 { rule = (rule ?? "") + ";COUNT=\(2 + rng.below(50))" }
      }
      let title = titles[rng.below(titles.count)]
      let local = "2026" + pad(month, 2) + pad(day, 2) + "T" + pad(hour, 2) + pad(minute, 2) + "00"
      var s = "BEGIN:VTODO" + crlf
      s += "UID:" + uid + crlf
      s += "DTSTAMP:20260101T000000Z" + crlf
      s += "CREATED:20251201T120000Z" + crlf
      s += "SUMMARY:" + title + " #" + String(i + 1) + crlf
      s += "DESCRIPTION:" + escape(notes[rng.below(notes.count)]) + crlf
      s += "DTSTART;TZID=America/New_York:" + local + crlf
      s += "DUE;TZID=America/New_York:" + local + crlf
      if let rule { s += "RRULE:" + rule + crlf }
      s += "PRIORITY:" + String(rng.below(10)) + crlf
      s += "STATUS:NEEDS-ACTION" + crlf
      s += "CATEGORIES:" + (i % 2 == 0 ? "home" : "work,health") + crlf
      s += "END:VTODO" + crlf
      out.write(s)
    }
    out.write("END:VCALENDAR\r\n")
  }

  /// TEXT escaping (RFC 5545 §3.3.11) for the fixed notes.
  static func escape(_ s: String) -> String {
    var r = ""
    for c in s {
      switch c {
      case "\\", ";", ",": r.append("\\"); r.append(c)
      default: r.append(c)
      }
    }
    return r
  }
}
