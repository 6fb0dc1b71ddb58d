// A typed value of any RFC 5545 §3.3 type, as produced by `Property.typedValues()`.

/// One decoded value of a property.
///
/// ```swift
/// Property(name: "GEO", rawValue: "37.386013;-122.082932").typedValues()
///   // nil: GEO is two FLOATs separated by ';', read it with `Property.geo`
/// Property(name: "PERCENT-COMPLETE", rawValue: "39").typedValues() == [.integer(39)]
/// ```
public enum Value: Hashable, Sendable {
  /// BINARY, decoded.
  case binary([UInt8])
  /// BOOLEAN.
  case boolean(Bool)
  /// CAL-ADDRESS (a URI, as written).
  case calAddress(String)
  /// DATE.
  case date(DateValue)
  /// DATE-TIME.
  case dateTime(DateTimeValue)
  /// DURATION.
  case duration(DurationValue)
  /// FLOAT.
  case float(Double)
  /// INTEGER.
  case integer(Int)
  /// PERIOD.
  case period(PeriodValue)
  /// RECUR, as text.
  case recur(RecurValue)
  /// TEXT, unescaped.
  case text(String)
  /// TIME.
  case time(TimeValue)
  /// URI, as written.
  case uri(String)
  /// UTC-OFFSET.
  case utcOffset(UTCOffsetValue)
  /// A value of an unknown type, as written.
  case unknown(String)
}
