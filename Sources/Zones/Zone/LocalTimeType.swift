// A local time type: an offset, its abbreviation and whether it is DST (RFC 8536 §3.2 "ttinfo";
// RFC 5545 §3.6.5 TZOFFSETTO + TZNAME of a STANDARD or DAYLIGHT observance).

/// What a zone's clocks read during one period: the UTC offset, the abbreviation and DST flag.
///
/// ```swift
/// LocalTimeType(offset: UTCOffset(seconds: -14400), abbreviation: "EDT", isDST: true)
/// LocalTimeType(offset: UTCOffset(seconds: -17762), abbreviation: "LMT", isDST: false) // NY before 1883
/// ```
public struct LocalTimeType: Hashable, Sendable, CustomStringConvertible {
  /// The offset from UTC.
  public let offset: UTCOffset
  /// The abbreviation, such as `EST`, `LMT` or `+0545` (may be empty when the data gives none).
  public let abbreviation: String
  /// Whether this is daylight saving time.
  public let isDST: Bool

  /// A local time type from its parts.
  public init(offset: UTCOffset, abbreviation: String, isDST: Bool) {
    self.offset = offset
    self.abbreviation = abbreviation
    self.isDST = isDST
  }

  /// `EDT -0400 DST`, `EST -0500`.
  public var description: String {
    "\(abbreviation) \(offset)\(isDST ? " DST" : "")"
  }
}
