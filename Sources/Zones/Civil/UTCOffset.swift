// A UTC offset to the second (RFC 5545 §3.3.14 UTC-OFFSET), e.g. LMT's -04:56:02.

/// An offset from UTC in seconds, east positive: New York in winter is -18000 (-05:00).
///
/// ```swift
/// UTCOffset(seconds: 45900).description   // "+1245" (Chatham standard time)
/// UTCOffset(seconds: -17762).description  // "-045602" (New York LMT)
/// ```
public struct UTCOffset: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// Seconds east of UTC, -86399...86399.
  public let seconds: Int32

  /// UTC itself.
  public static let zero = UTCOffset(seconds: 0)

  /// An offset of `seconds` seconds east of UTC.
  @inlinable
  public init(seconds: Int32) { self.seconds = seconds }

  /// RFC 5545 form: `+HHMM`, or `+HHMMSS` when seconds are not zero.
  public var description: String {
    let sign = seconds < 0 ? "-" : "+"
    let a = Int(abs(seconds))
    let hm = CivilDate.pad(a / 3600, 2) + CivilDate.pad(a / 60 % 60, 2)
    return sign + hm + (a % 60 == 0 ? "" : CivilDate.pad(a % 60, 2))
  }

  /// Orders west to east: -0500 < +0100.
  @inlinable
  public static func < (lhs: UTCOffset, rhs: UTCOffset) -> Bool { lhs.seconds < rhs.seconds }
}
