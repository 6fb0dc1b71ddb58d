// Typed access to property values (RFC 5545 §3.3 types, §3.8 properties), decoded on request.

extension Property {
  /// The value unescaped as one TEXT (§3.3.11): `Rent\, water` -> `Rent, water`.
  public var text: String { TextValue.unescape(rawValue) }

  /// The value split on unescaped commas, each item unescaped (CATEGORIES, RESOURCES).
  public var texts: [String] { TextValue.split(rawValue).map(TextValue.unescape) }

  /// The raw value split on commas for multi-valued types (EXDATE, RDATE, FREEBUSY), items raw.
  public var rawValues: [String] { TextValue.split(rawValue) }

  /// DTSTART/DUE/... as DATE or DATE-TIME, honouring `VALUE=DATE`; nil if malformed.
  ///
  /// `DTSTART;VALUE=DATE:20260131` -> `.date`, `DUE;TZID=Europe/Paris:20260131T090000` ->
  /// `.dateTime` (floating fields; the zone is `tzid`).
  public var dateOrDateTime: DateOrDateTime? { dateOrDateTimes?.first }

  /// Every comma-separated DATE/DATE-TIME (EXDATE, RDATE); nil if any item is malformed.
  public var dateOrDateTimes: [DateOrDateTime]? {
    let type = valueType
    var out: [DateOrDateTime] = []
    for item in rawValues {
      switch type {
      case .date:
        guard let d = DateValue(item) else { return nil }
        out.append(.date(d))
      case .dateTime:
        guard let t = DateTimeValue(item) else { return nil }
        out.append(.dateTime(t))
      default:
        return nil
      }
    }
    return out.isEmpty ? nil : out
  }

  /// The value as an INTEGER (§3.3.8), e.g. PRIORITY, PERCENT-COMPLETE, SEQUENCE, REPEAT.
  public var integer: Int? { withRawBytes { ValueSyntax.integer($0) } }

  /// The value as a FLOAT (§3.3.7).
  public var float: Double? { withRawBytes { ValueSyntax.float($0) } }

  /// The value as a BOOLEAN (§3.3.2).
  public var boolean: Bool? { withRawBytes { ValueSyntax.boolean($0) } }

  /// The value as a DURATION (§3.3.6), e.g. DURATION or a relative TRIGGER.
  public var duration: DurationValue? { withRawBytes { ValueSyntax.duration($0) } }

  /// The value as a UTC-OFFSET (§3.3.14), e.g. TZOFFSETFROM.
  public var utcOffset: UTCOffsetValue? { withRawBytes { ValueSyntax.utcOffset($0) } }

  /// The value as a RECUR (§3.3.10), kept as text.
  public var recur: RecurValue { RecurValue(text: rawValue) }

  /// Every comma-separated PERIOD (§3.3.9), e.g. FREEBUSY; nil if any is malformed.
  public var periods: [PeriodValue]? {
    var out: [PeriodValue] = []
    for item in rawValues {
      guard let p = PeriodValue(item) else { return nil }
      out.append(p)
    }
    return out
  }

  /// GEO (§3.8.1.6): latitude and longitude, two FLOATs separated by `;`.
  public var geo: (latitude: Double, longitude: Double)? {
    let parts = rawValue.split(separator: ";", omittingEmptySubsequences: false)
    guard parts.count == 2, let a = FloatParse.parse(String(parts[0])), let b = FloatParse.parse(String(parts[1])) else {
      return nil
    }
    return (a, b)
  }

  /// The value decoded by its type (`valueType`); list types give several values; nil if any
  /// item is malformed. GEO and REQUEST-STATUS are structured: read them as text or `geo`.
  public func typedValues() -> [Value]? {
    let type = valueType
    if type == .text {
      // Only list properties (CATEGORIES, RESOURCES) split on commas; SUMMARY keeps one value.
      let isList = withRawName { PropertyRules.rule($0)?.isList ?? false }
      return isList ? texts.map(Value.text) : [.text(text)]
    }
    if type == .recur { return [.recur(recur)] }
    if type == .binary { return BinaryValue.decode(rawValue).map { [.binary($0)] } }
    var out: [Value] = []
    for item in rawValues {
      var s = item
      let v: Value? = s.withUTF8 { p in
        switch type {
        case .boolean: ValueSyntax.boolean(p).map(Value.boolean)
        case .calAddress: .calAddress(item)
        case .date: ValueSyntax.date(p).map(Value.date)
        case .dateTime: ValueSyntax.dateTime(p).map(Value.dateTime)
        case .duration: ValueSyntax.duration(p).map(Value.duration)
        case .float: ValueSyntax.float(p).map(Value.float)
        case .integer: ValueSyntax.integer(p).map(Value.integer)
        case .period: ValueSyntax.period(p).map(Value.period)
        case .time: ValueSyntax.time(p).map(Value.time)
        case .uri: .uri(item)
        case .utcOffset: ValueSyntax.utcOffset(p).map(Value.utcOffset)
        default: .unknown(item)
        }
      }
      guard let v else { return nil }
      out.append(v)
    }
    return out
  }

  /// A DATE or DATE-TIME property: `VALUE=DATE` for dates, `TZID=` when `tzid` is given.
  ///
  /// `Property(name: "DUE", dateOrDateTime: .dateTime(t), tzid: "America/New_York")` writes
  /// `DUE;TZID=America/New_York:20260131T090000`.
  public init(name: String, dateOrDateTime value: DateOrDateTime, tzid: String? = nil) {
    var params: [Parameter] = []
    if let tzid { params.append(Parameter(name: "TZID", value: tzid)) }
    if value.isDate { params.append(Parameter(name: "VALUE", value: "DATE")) }
    self.init(name: name, parameters: params, rawValue: value.description)
  }

  private func withRawName<T>(_ body: (UnsafeBufferPointer<UInt8>) -> T) -> T {
    var s = name
    return s.withUTF8 { body($0) }
  }

  private func withRawBytes<T>(_ body: (UnsafeBufferPointer<UInt8>) -> T?) -> T? {
    var s = rawValue
    return s.withUTF8 { body($0) }
  }
}

/// FLOAT parsing from a String (§3.3.7).
enum FloatParse {
  static func parse(_ s: String) -> Double? {
    var t = s
    return t.withUTF8 { ValueSyntax.float($0) }
  }
}
