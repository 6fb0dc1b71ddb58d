// `recur bench gen-calendar`: a deterministic RFC 5545 calendar of N VEVENTs and VTODOs for the
// occurrences benchmark (`recur bench occurrences`): half events, half todos; a third one-time,
// the rest recurring (DAILY, WEEKLY;BYDAY, MONTHLY, YEARLY, a few HOURLY; some with COUNT or
// UNTIL); EXDATEs, RECURRENCE-ID overrides (moved, retitled, cancelled), all-day events, VALARMs;
// times in four VTIMEZONEs of the file (one under its Outlook name), UTC and floating. 100,000
// components make about 41 MB.

import ArgumentParser
import Zones

/// Writes a generated calendar of `count` events and todos; the same count and seed give the same bytes.
struct GenerateCalendar: ParsableCommand, GeneratorHelp {
  static let configuration = CommandConfiguration(
    commandName: "gen-calendar",
    abstract: "Generate a deterministic .ics calendar of N events and todos (rules, overrides, EXDATEs, zones).",
    usage: """
      recur bench gen-calendar [--count <count>] [--seed <seed>]
                               --output <output>
      """
  )

  /// --count, --seed and -o, shared with the other generator.
  @OptionGroup var options: GeneratorOptions<Self>

  /// --count's words (`GeneratorOptions`).
  static let countHelp = "Number of VEVENTs and VTODOs (overrides come on top)."

  func run() throws {
    try options.write(command: "bench gen-calendar")
  }

  /// The zones a component's times are written in: TZIDs with a VTIMEZONE in the file, then
  /// UTC (`…Z`) and floating (no TZID).
  static let zoneNames = ["America/New_York", "Europe/Berlin", "W. Europe Standard Time", "Asia/Tokyo"]

  /// The file's VTIMEZONE definitions for `zoneNames` (US and EU rules of 2007 on; Tokyo fixed).
  static let timezones: String = {
    func us(_ id: String) -> String {
      "BEGIN:VTIMEZONE\r\nTZID:\(id)\r\n"
        + "BEGIN:DAYLIGHT\r\nTZOFFSETFROM:-0500\r\nTZOFFSETTO:-0400\r\nTZNAME:EDT\r\n"
        + "DTSTART:20070311T020000\r\nRRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU\r\nEND:DAYLIGHT\r\n"
        + "BEGIN:STANDARD\r\nTZOFFSETFROM:-0400\r\nTZOFFSETTO:-0500\r\nTZNAME:EST\r\n"
        + "DTSTART:20071104T020000\r\nRRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU\r\nEND:STANDARD\r\n"
        + "END:VTIMEZONE\r\n"
    }
    func eu(_ id: String) -> String {
      "BEGIN:VTIMEZONE\r\nTZID:\(id)\r\n"
        + "BEGIN:DAYLIGHT\r\nTZOFFSETFROM:+0100\r\nTZOFFSETTO:+0200\r\nTZNAME:CEST\r\n"
        + "DTSTART:19810329T020000\r\nRRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU\r\nEND:DAYLIGHT\r\n"
        + "BEGIN:STANDARD\r\nTZOFFSETFROM:+0200\r\nTZOFFSETTO:+0100\r\nTZNAME:CET\r\n"
        + "DTSTART:19961027T030000\r\nRRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU\r\nEND:STANDARD\r\n"
        + "END:VTIMEZONE\r\n"
    }
    let tokyo = "BEGIN:VTIMEZONE\r\nTZID:Asia/Tokyo\r\nBEGIN:STANDARD\r\nTZOFFSETFROM:+0900\r\n"
      + "TZOFFSETTO:+0900\r\nTZNAME:JST\r\nDTSTART:19700101T000000\r\nEND:STANDARD\r\nEND:VTIMEZONE\r\n"
    return us(zoneNames[0]) + eu(zoneNames[1]) + eu(zoneNames[2]) + tokyo
  }()

  static let titles = [
    "Team sync", "Dentist", "Pay rent", "Yoga", "Water the plants", "Call mom", "Review budget",
    "Stand-up meeting", "Renew passport", "Backup laptop", "Walk the dog", "Submit timesheet",
    "Piano lesson", "Read 20 pages", "Board meeting", "Lunch with Sam",
  ]
  static let places = [
    "Room 4.12\\, Main Building", "Home", "Dr. Weber\\, Hauptstraße 5", "https://meet.example.com/abc-defg-hij",
    "Café Central", "Office",
  ]
  static let notes = [
    "Agenda: status\\, blockers\\, next steps.",
    "Remember the receipts and the blue folder\\; if it rains take the bus instead of the bike.",
    "Dial-in details are in the invitation.",
    "Check the shared list first\\, then tick items off as they are done.",
  ]

  /// A civil date `days` after (year, month, day), as YYYYMMDD (the generator's dates are valid).
  static func dateText(_ year: Int, _ month: Int, _ day: Int, plus days: Int) -> String {
    let date = CivilDate(uncheckedYear: year, month: month, day: day).adding(days: days)
    return GenerateTodos.pad(date.year, 4) + GenerateTodos.pad(date.month, 2) + GenerateTodos.pad(date.day, 2)
  }

  /// `line` with CRLF, folded after every 75 octets (RFC 5545 §3.1; the texts here are ASCII).
  static func fold(_ line: String) -> String {
    let bytes = Array(line.utf8)
    var out: [UInt8] = []
    var i = 0
    while i < bytes.count {
      let n = min(i == 0 ? 75 : 74, bytes.count - i)
      if i > 0 { out += [0x0D, 0x0A, 0x20] }
      out += bytes[i..<(i + n)]
      i += n
    }
    return String(decoding: out, as: UTF8.self) + "\r\n"
  }

  static func generate(count: Int, seed: UInt64, into out: OutputStream) {
    var rng = GenerateTodos.SplitMix(state: seed)
    let crlf = "\r\n"
    out.write("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Recur//bench gen-calendar//EN\r\nCALSCALE:GREGORIAN\r\n"
      + "X-WR-CALNAME:Generated\r\n" + timezones)
    let monthDays = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
    for i in 0..<count {
      let isEvent = i % 2 == 0
      let name = isEvent ? "VEVENT" : "VTODO"
      let uid = GenerateTodos.hex(UInt64(i) &* 0x9E37_79B9, 8) + "-" + GenerateTodos.hex(UInt64(i), 4)
        + "-4000-8000-" + GenerateTodos.hex(UInt64(i) &* 2_654_435_761, 12) + "@gen.example.com"
      let year = 2024 + rng.below(3)
      let month = 1 + rng.below(12)
      let day = 1 + rng.below(monthDays[month - 1])
      let hour = 7 + rng.below(12)
      let minute = 15 * rng.below(4)
      let zoneChoice = rng.below(6)  // 0…3 a TZID, 4 UTC, 5 floating
      let allDay = isEvent && rng.below(10) == 0
      let recurring = i % 3 != 0
      let date = GenerateTodos.pad(year, 4) + GenerateTodos.pad(month, 2) + GenerateTodos.pad(day, 2)
      let time = "T" + GenerateTodos.pad(hour, 2) + GenerateTodos.pad(minute, 2) + "00"
      // `;TZID=…` or `;VALUE=DATE` before the colon, `Z` after the value for UTC.
      let param: String
      let suffix: String
      if allDay {
        param = ";VALUE=DATE"
        suffix = ""
      } else if zoneChoice < 4 {
        param = ";TZID=" + zoneNames[zoneChoice]
        suffix = ""
      } else {
        param = ""
        suffix = zoneChoice == 4 ? "Z" : ""
      }
      func value(_ d: String) -> String { allDay ? d : d + time + suffix }
      var rule: String? = nil
      var dailyStep: Int? = nil
      if recurring {
        switch rng.below(allDay ? 2 : 6) {
        case 0: rule = "FREQ=YEARLY"
        case 1: rule = GenerateTodos.weeklyRule(&rng)
        case 2:
          rule = "FREQ=DAILY"
          dailyStep = 1
        case 3:
          rule = rng.below(2) == 0 ? "FREQ=MONTHLY;BYMONTHDAY=\(day)" : "FREQ=MONTHLY;BYDAY=\(1 + rng.below(4))\(GenerateTodos.days[rng.below(5)])"
        case 4: rule = rng.below(20) == 0 ? "FREQ=HOURLY;INTERVAL=\(6 + rng.below(7))" : "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR"
        default:
          rule = "FREQ=DAILY;INTERVAL=2"
          dailyStep = 2
        }
        switch rng.below(10) {
        case 0: rule = (rule ?? "") + ";COUNT=\(5 + rng.below(200))"
        case 1:
          let until = dateText(year, month, day, plus: 30 + rng.below(700))
          rule = (rule ?? "") + ";UNTIL=" + (allDay ? until : until + (zoneChoice == 5 ? "T235959" : "T235959Z"))
        default: break
        }
      }
      let title = titles[rng.below(titles.count)]
      var s = "BEGIN:" + name + crlf
      s += "UID:" + uid + crlf
      s += "DTSTAMP:20260101T000000Z" + crlf
      s += "SEQUENCE:" + String(rng.below(4)) + crlf
      s += "SUMMARY:" + title + " #" + String(i + 1) + crlf
      s += fold("DESCRIPTION:" + notes[rng.below(notes.count)])
      let length = 1 + rng.below(3)  // hours
      let endTime = "T" + GenerateTodos.pad(hour + length, 2) + GenerateTodos.pad(minute, 2) + "00"
      if isEvent {
        s += "LOCATION:" + places[rng.below(places.count)] + crlf
        s += "DTSTART" + param + ":" + value(date) + crlf
        if allDay {
          s += "DTEND;VALUE=DATE:" + dateText(year, month, day, plus: 1) + crlf
        } else if rng.below(4) == 0 {
          s += "DURATION:PT\(length)H" + crlf
        } else {
          s += "DTEND" + param + ":" + date + endTime + suffix + crlf
        }
      } else {
        switch rng.below(10) {
        case 0: s += "DUE" + param + ":" + value(date) + crlf
        case 1:
          s += "DTSTART" + param + ":" + value(date) + crlf
          s += "DURATION:P\(1 + rng.below(5))D" + crlf
        default:
          s += "DTSTART" + param + ":" + value(date) + crlf
          s += "DUE" + param + ":" + date + endTime + suffix + crlf
        }
        s += "PRIORITY:" + String(rng.below(10)) + crlf
        s += "STATUS:NEEDS-ACTION" + crlf
      }
      if let rule {
        s += "RRULE:" + rule + crlf
        if rng.below(4) == 0 {
          // Daily series lose later days; others their first instance (always one of theirs).
          if let step = dailyStep {
            s += "EXDATE" + param + ":" + value(dateText(year, month, day, plus: step * (1 + rng.below(150)))) + ","
              + value(dateText(year, month, day, plus: step * (151 + rng.below(150)))) + crlf
          } else {
            s += "EXDATE" + param + ":" + value(date) + crlf
          }
        }
      }
      s += "CATEGORIES:" + (i % 2 == 0 ? "Work" : "Home,Family") + crlf
      if isEvent && rng.below(5) == 0 {
        s += "BEGIN:VALARM" + crlf + "ACTION:DISPLAY" + crlf + "DESCRIPTION:Reminder" + crlf
          + "TRIGGER:-PT15M" + crlf + "END:VALARM" + crlf
      }
      s += "END:" + name + crlf
      // Overrides of daily series: one instance moved two hours later, or cancelled.
      if let step = dailyStep, !allDay && rng.below(2) == 0 {
        let k = step * (1 + rng.below(200))
        let instance = dateText(year, month, day, plus: k)
        s += "BEGIN:" + name + crlf
        s += "UID:" + uid + crlf
        s += "DTSTAMP:20260101T000000Z" + crlf
        s += "RECURRENCE-ID" + param + ":" + instance + time + suffix + crlf
        s += "SUMMARY:" + title + " #" + String(i + 1) + " (moved)" + crlf
        let moved = "T" + GenerateTodos.pad(hour + 2, 2) + GenerateTodos.pad(minute, 2) + "00"
        s += "DTSTART" + param + ":" + instance + moved + suffix + crlf
        let movedEnd = "T" + GenerateTodos.pad(hour + 2 + length, 2) + GenerateTodos.pad(minute, 2) + "00"
        s += (isEvent ? "DTEND" : "DUE") + param + ":" + instance + movedEnd + suffix + crlf
        if rng.below(4) == 0 { s += "STATUS:CANCELLED" + crlf }
        s += "END:" + name + crlf
      }
      out.write(s)
    }
    out.write("END:VCALENDAR\r\n")
  }
}
