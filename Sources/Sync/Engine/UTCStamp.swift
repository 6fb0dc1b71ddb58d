// UTC date-times in iCalendar form (RFC 5545 §3.3.5 form #2, `19980119T070000Z`) for
// LAST-MODIFIED and DTSTAMP, converted with Zones' proleptic Gregorian day count (`CivilDate`).

import Foundation
import Zones

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
    let date = CivilDate(daysSinceEpoch: Int(days))
    func two(_ v: Int64) -> String { v < 10 ? "0\(v)" : "\(v)" }
    let year = String(date.year)
    return String(repeating: "0", count: max(0, 4 - year.count)) + year + two(Int64(date.month)) + two(Int64(date.day))
      + "T" + two(rest / 3600) + two(rest % 3600 / 60) + two(rest % 60) + "Z"
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
    // Day 31 of a shorter month runs on into the next, as the day count always has.
    let days = Int64(CivilDate(uncheckedYear: Int(y), month: Int(mo), day: Int(d)).daysSinceEpoch)
    return Date(timeIntervalSince1970: TimeInterval(days * 86_400 + h * 3600 + mi * 60 + s))
  }
}
