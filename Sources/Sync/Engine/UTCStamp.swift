// UTC date-times in iCalendar form (RFC 5545 §3.3.5 form #2, `19980119T070000Z`) for
// LAST-MODIFIED and DTSTAMP, converted with the proleptic Gregorian day count.

import Foundation

/// Formatting and reading `YYYYMMDDTHHMMSSZ`.
///
/// Example: `UTCStamp.format(Date(timeIntervalSince1970: 1_700_000_000))` is
/// `"20231114T221320Z"`, and `UTCStamp.parse("20231114T221320Z")` gives that date back.
public enum UTCStamp {
  /// The iCalendar UTC form of `date` (whole seconds, rounded down).
  public static func format(_ date: Date) -> String {
    let seconds = Int64(date.timeIntervalSince1970.rounded(.down))
    let days = seconds >= 0 ? seconds / 86_400 : -((-seconds + 86_399) / 86_400)
    let rest = seconds - days * 86_400
    let (y, m, d) = civil(fromDays: days)
    func two(_ v: Int64) -> String { v < 10 ? "0\(v)" : "\(v)" }
    let year = String(y)
    return String(repeating: "0", count: max(0, 4 - year.count)) + year + two(m) + two(d) + "T"
      + two(rest / 3600) + two(rest % 3600 / 60) + two(rest % 60) + "Z"
  }

  /// The instant of `YYYYMMDDTHHMMSSZ`; nil for any other text (floating or zoned forms,
  /// out-of-range fields).
  public static func parse(_ text: String) -> Date? {
    let b = Array(text.utf8)
    guard b.count == 16, b[8] == UInt8(ascii: "T"), b[15] == UInt8(ascii: "Z") else { return nil }
    func number(_ range: Range<Int>) -> Int64? {
      var v: Int64 = 0
      for i in range {
        guard (48...57).contains(b[i]) else { return nil }
        v = v * 10 + Int64(b[i] - 48)
      }
      return v
    }
    guard let y = number(0..<4), let mo = number(4..<6), let d = number(6..<8),
          let h = number(9..<11), let mi = number(11..<13), let s = number(13..<15),
          (1...12).contains(mo), (1...31).contains(d), h < 24, mi < 60, s <= 60 else { return nil }
    let days = daysFromCivil(y, mo, d)
    return Date(timeIntervalSince1970: TimeInterval(days * 86_400 + h * 3600 + mi * 60 + s))
  }

  /// Days since 1970-01-01 of a proleptic Gregorian date.
  static func daysFromCivil(_ year: Int64, _ month: Int64, _ day: Int64) -> Int64 {
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yoe = y - era * 400
    let doy = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
    return era * 146_097 + doe - 719_468
  }

  /// The proleptic Gregorian date of a day count since 1970-01-01.
  static func civil(fromDays days: Int64) -> (Int64, Int64, Int64) {
    let z = days + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let doe = z - era * 146_097
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
    let mp = (5 * doy + 2) / 153
    let d = doy - (153 * mp + 2) / 5 + 1
    let m = mp < 10 ? mp + 3 : mp - 9
    return (m <= 2 ? yoe + era * 400 + 1 : yoe + era * 400, m, d)
  }
}
