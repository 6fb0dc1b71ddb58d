// Helpers for writing expected values in full: wall-clock times, UTC instants and offsets.

import Zones

/// A wall-clock time (must be a valid date and time).
func wall(_ y: Int, _ mo: Int, _ d: Int, _ h: Int = 0, _ mi: Int = 0, _ s: Int = 0) -> CivilDateTime {
  guard let value = CivilDateTime(year: y, month: mo, day: d, hour: h, minute: mi, second: s) else {
    preconditionFailure("invalid test date \(y)-\(mo)-\(d) \(h):\(mi):\(s)")
  }
  return value
}

/// The instant whose UTC reading is the given date and time.
func utc(_ y: Int, _ mo: Int, _ d: Int, _ h: Int = 0, _ mi: Int = 0, _ s: Int = 0) -> Instant {
  Instant(utc: wall(y, mo, d, h, mi, s))
}

/// An offset written as its sign and parts: `off(-4, 56, 2)` is -04:56:02, `off(12, 45)` +12:45.
func off(_ h: Int, _ m: Int = 0, _ s: Int = 0) -> UTCOffset {
  let sign = h < 0 ? -1 : 1
  return UTCOffset(seconds: Int32(sign * (abs(h) * 3600 + m * 60 + s)))
}
