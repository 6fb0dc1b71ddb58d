// UTC-OFFSET values (RFC 5545 §3.3.14): `(+|-)HHMM[SS]`; `-0000` is not allowed.

/// An offset from UTC as written in TZOFFSETFROM/TZOFFSETTO, e.g. `-0500` is -18000 seconds.
///
/// ```swift
/// UTCOffsetValue("-0500")?.seconds == -18000
/// UTCOffsetValue("+013045")?.seconds == 5445
/// UTCOffsetValue("-0000") == nil
/// ```
public struct UTCOffsetValue: Hashable, Sendable, CustomStringConvertible {
  /// Seconds east of UTC.
  public var seconds: Int

  /// An offset of `seconds` east of UTC.
  public init(seconds: Int) { self.seconds = seconds }

  /// Parses `(+|-)HHMM[SS]`; nil if malformed, out of range or `-0000`.
  public init?(_ text: String) {
    var t = text
    guard let v = t.withUTF8({ ValueSyntax.utcOffset($0) }) else { return nil }
    self = v
  }

  /// The iCalendar form `+HHMM`, with `SS` only when non-zero.
  public var description: String {
    let a = abs(seconds)
    var s = (seconds < 0 ? "-" : "+") + ValueSyntax.pad(a / 3600, 2) + ValueSyntax.pad(a / 60 % 60, 2)
    if a % 60 != 0 { s += ValueSyntax.pad(a % 60, 2) }
    return s
  }
}
