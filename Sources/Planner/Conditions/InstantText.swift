// Reading the instants of an activity log: ISO 8601 with `Z` or a numeric offset
// (`2026-11-22T07:10:00Z`, `2026-11-22T08:10:00+01:00`) or RFC 5545 §3.3.5 UTC form
// (`20261122T071000Z`). A time without an offset is refused: it names no instant.

import Zones

/// Parses the instant forms an activity log may use.
enum InstantText {
  /// The instant `text` names, or `nil` when it is not one of the accepted forms.
  ///
  /// `"2026-11-22T07:10:00Z"`, `"2026-11-22T02:10:00-05:00"` and `"20261122T071000Z"` all
  /// name 2026-11-22T07:10:00Z; `"2026-11-22T07:10:00"` (no offset) is `nil`.
  static func parse(_ text: String) -> Instant? {
    let bytes = Array(text.utf8)
    var i = 0
    func digits(_ n: Int) -> Int? {
      guard i + n <= bytes.count else { return nil }
      var value = 0
      for k in 0..<n {
        let b = bytes[i + k]
        guard b >= 0x30, b <= 0x39 else { return nil }
        value = value * 10 + Int(b - 0x30)
      }
      i += n
      return value
    }
    func take(_ byte: UInt8) -> Bool {
      guard i < bytes.count, bytes[i] == byte else { return false }
      i += 1
      return true
    }
    let extended = bytes.count > 4 && bytes[4] == UInt8(ascii: "-")
    guard let year = digits(4) else { return nil }
    if extended { guard take(UInt8(ascii: "-")) else { return nil } }
    guard let month = digits(2) else { return nil }
    if extended { guard take(UInt8(ascii: "-")) else { return nil } }
    guard let day = digits(2), take(UInt8(ascii: "T")) || take(UInt8(ascii: "t")),
          let hour = digits(2) else { return nil }
    if extended { guard take(UInt8(ascii: ":")) else { return nil } }
    guard let minute = digits(2) else { return nil }
    if extended { guard take(UInt8(ascii: ":")) else { return nil } }
    guard let second = digits(2) else { return nil }
    // Fractions of a second are read and dropped (the planner works to the second).
    if extended, take(UInt8(ascii: ".")) {
      var fractionDigits = 0
      while i < bytes.count, bytes[i] >= 0x30, bytes[i] <= 0x39, fractionDigits < 9 {
        i += 1
        fractionDigits += 1
      }
      guard fractionDigits > 0 else { return nil }
    }
    guard let civil = CivilDateTime(year: year, month: month, day: day, hour: hour,
                                    minute: minute, second: min(second, 59)),
          second <= 60 else { return nil }
    var offsetSeconds = 0
    if take(UInt8(ascii: "Z")) || take(UInt8(ascii: "z")) {
      offsetSeconds = 0
    } else if extended, i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") {
      let negative = bytes[i] == UInt8(ascii: "-")
      i += 1
      guard let oh = digits(2), take(UInt8(ascii: ":")), let om = digits(2), oh < 24, om < 60 else {
        return nil
      }
      offsetSeconds = (oh * 3600 + om * 60) * (negative ? -1 : 1)
    } else {
      return nil
    }
    guard i == bytes.count else { return nil }
    return Instant(secondsSinceEpoch: civil.secondsSinceEpoch - Int64(offsetSeconds))
  }
}
