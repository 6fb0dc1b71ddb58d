// The value types each RFC 5545 property takes (§3.7 calendar properties, §3.8 component
// properties): the default type, the types VALUE= may select, whether the value is a comma
// list, and extra range rules (§3.8.1.8 PERCENT-COMPLETE 0..100, §3.8.1.9 PRIORITY 0..9, ...).

/// Value-type rules for the properties RFC 5545 defines.
enum PropertyRules {
  /// The fourteen RFC 5545 value types as a trivial enum for the byte-level checks.
  enum Kind: UInt8, CaseIterable, Sendable {
    case binary, boolean, calAddress, date, dateTime, duration, float, integer, period, recur, text, time, uri, utcOffset

    /// The public value type.
    var type: ValueType {
      switch self {
      case .binary: .binary
      case .boolean: .boolean
      case .calAddress: .calAddress
      case .date: .date
      case .dateTime: .dateTime
      case .duration: .duration
      case .float: .float
      case .integer: .integer
      case .period: .period
      case .recur: .recur
      case .text: .text
      case .time: .time
      case .uri: .uri
      case .utcOffset: .utcOffset
      }
    }

    /// The bit of this kind in a `Rule.allowed` mask.
    var bit: UInt16 { 1 << UInt16(rawValue) }

    /// The kind named by VALUE= bytes (any case), nil for other names.
    static func named(_ p: UnsafeBufferPointer<UInt8>) -> Kind? {
      for k in allCases {
        var n = k.type.name
        if n.withUTF8({ q in
          guard q.count == p.count else { return false }
          for i in 0..<q.count {
            var c = p[i]
            if c >= 0x61 && c <= 0x7A { c &-= 0x20 }
            if c != q[i] { return false }
          }
          return true
        }) { return k }
      }
      return nil
    }
  }

  /// Extra checks beyond the value type.
  enum Check: Sendable {
    case none
    case range(Int, Int)
    case utc           // DTSTAMP, CREATED, LAST-MODIFIED, COMPLETED: DATE-TIME in UTC
    case geo
    case rrule
    case startDate     // DTSTART: remembered for the RRULE UNTIL comparison
    case version
    case prodid
    case trigger       // TRIGGER;VALUE=DATE-TIME must be UTC (§3.8.6.3)
    case requestStatus // structured TEXT: ';' separates its parts
  }

  /// The rule for one property (a trivial value: no reference counting on the hot path).
  struct Rule: Sendable {
    let name: StaticString
    let defaultKind: Kind
    let allowed: UInt16
    let isList: Bool
    let check: Check
    /// This property's bit in a component's seen set and in the masks of `ComponentRules`:
    /// 1 << its position in `all` (there are fewer than 64 rules).
    var bit: UInt64 = 0

    var isText: Bool { defaultKind == .text }
    var defaultType: ValueType { defaultKind.type }

    func allows(_ k: Kind) -> Bool { allowed & k.bit != 0 }

    /// The allowed kinds, default first.
    var allowedKinds: [Kind] { [defaultKind] + Kind.allCases.filter { $0 != defaultKind && allows($0) } }
  }

  static let all: [Rule] = {
    func r(_ n: StaticString, _ t: Kind, _ also: [Kind] = [], list: Bool = false, _ c: Check = .none) -> Rule {
      Rule(name: n, defaultKind: t, allowed: also.reduce(t.bit) { $0 | $1.bit }, isList: list, check: c)
    }
    return [
      // §3.7 calendar properties
      r("CALSCALE", .text), r("METHOD", .text), r("PRODID", .text, [], .prodid), r("VERSION", .text, [], .version),
      // §3.8.1 descriptive
      r("ATTACH", .uri, [.binary]), r("CATEGORIES", .text, list: true), r("CLASS", .text),
      r("COMMENT", .text), r("DESCRIPTION", .text), r("GEO", .float, [], .geo), r("LOCATION", .text),
      r("PERCENT-COMPLETE", .integer, [], .range(0, 100)), r("PRIORITY", .integer, [], .range(0, 9)),
      r("RESOURCES", .text, list: true), r("STATUS", .text), r("SUMMARY", .text),
      // §3.8.2 date and time
      r("COMPLETED", .dateTime, [], .utc), r("DTEND", .dateTime, [.date]), r("DUE", .dateTime, [.date]),
      r("DTSTART", .dateTime, [.date], .startDate), r("DURATION", .duration),
      r("FREEBUSY", .period, list: true), r("TRANSP", .text),
      // §3.8.3 time zone
      r("TZID", .text), r("TZNAME", .text), r("TZOFFSETFROM", .utcOffset), r("TZOFFSETTO", .utcOffset),
      r("TZURL", .uri),
      // §3.8.4 relationship
      r("ATTENDEE", .calAddress), r("CONTACT", .text), r("ORGANIZER", .calAddress),
      r("RECURRENCE-ID", .dateTime, [.date]), r("RELATED-TO", .text, [.uri]), r("URL", .uri), r("UID", .text),
      // §3.8.5 recurrence
      r("EXDATE", .dateTime, [.date], list: true), r("RDATE", .dateTime, [.date, .period], list: true),
      r("RRULE", .recur, [], .rrule),
      // §3.8.6 alarm
      r("ACTION", .text), r("REPEAT", .integer, [], .range(0, Int(Int32.max))), r("TRIGGER", .duration, [.dateTime], .trigger),
      // §3.8.7 change management
      r("CREATED", .dateTime, [], .utc), r("DTSTAMP", .dateTime, [], .utc), r("LAST-MODIFIED", .dateTime, [], .utc),
      r("SEQUENCE", .integer, [], .range(0, Int(Int32.max))),
      // §3.8.8.3 request status (structured text)
      r("REQUEST-STATUS", .text, [], .requestStatus),
    ].enumerated().map { i, rule in
      var rule = rule
      rule.bit = 1 &<< UInt64(truncatingIfNeeded: i)
      return rule
    }
  }()

  /// The bit of a property defined above (0 for a name not in the table).
  static func bit(named name: StaticString) -> UInt64 {
    rule(UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))?.bit ?? 0
  }

  /// A name packed into two words (uppercase ASCII, at most 16 octets) for fast lookup.
  struct Key: Hashable {
    var a: UInt64
    var b: UInt64

    /// A cheap multiplicative hash into `slots` buckets (a power of two).
    @inline(__always)
    func bucket(_ mask: Int) -> Int {
      Int(truncatingIfNeeded: ((a &* 0x9E37_79B9_7F4A_7C15) ^ (b &* 0xC2B2_AE3D_27D4_EB4F)) >> 40) & mask
    }
  }

  /// Open-addressing table: 256 buckets holding (key, rule index + 1), 0 for empty.
  struct Table {
    var keys: [Key]
    var slots: [Int]
    static var mask: Int { 255 }

    /// The position in `all` of a property name given as bytes (any case), nil for others;
    /// `readable` as for `key`. The validator keeps a copy of `table` and calls this on it,
    /// so the per-line lookup reads no global.
    @inline(__always)
    func index(_ name: UnsafeBufferPointer<UInt8>, readable: Int = 0) -> Int? {
      index(key: PropertyRules.key(name, readable: readable))
    }

    /// The position in `all` of the name whose key is `key` (nil for others and for nil).
    @inline(__always)
    func index(key: Key?) -> Int? {
      guard let k = key else { return nil }
      var h = k.bucket(Self.mask)
      return keys.withUnsafeBufferPointer { keys in
        slots.withUnsafeBufferPointer { slots in
          while true {
            let s = slots[h]
            if s == 0 { return nil }
            if keys[h] == k { return s - 1 }
            h = (h + 1) & Self.mask
          }
        }
      }
    }
  }

  static let table: Table = {
    var t = Table(keys: Array(repeating: Key(a: 0, b: 0), count: 256), slots: Array(repeating: 0, count: 256))
    for (i, rule) in all.enumerated() {
      let name = rule.name
      let k = key(UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount)) ?? Key(a: 0, b: 0)
      var h = k.bucket(Table.mask)
      while t.slots[h] != 0 { h = (h + 1) & Table.mask }
      t.keys[h] = k
      t.slots[h] = i + 1
    }
    return t
  }()

  /// The uppercased key of `name`, or nil if it is longer than 16 octets.
  ///
  /// Byte i of the name is byte i of `a` (i < 8) or byte i - 8 of `b`, little-endian, the rest
  /// zero: `DTSTART` is a = 0x00_54_52_41_54_53_54_44, b = 0. The name is read a word at a
  /// time: from its start when `readable` bytes (at least 8) may be read there, the bytes past
  /// the name masked off; a name of 8 octets or more as two overlapping words inside it.
  @inline(__always)
  static func key(_ name: UnsafeBufferPointer<UInt8>, readable: Int = 0) -> Key? {
    let n = name.count
    guard n <= 16, let base = name.baseAddress else { return n == 0 ? Key(a: 0, b: 0) : nil }
    if n < 8 {
      guard readable >= 8 else { return shortKey(name) }
      let word = UnsafeRawPointer(base).loadUnaligned(as: UInt64.self) & ((1 << (8 * UInt64(n))) - 1)
      return Key(a: uppercased(word), b: 0)
    }
    let a = UnsafeRawPointer(base).loadUnaligned(as: UInt64.self)
    let b = n == 8 ? 0 : UnsafeRawPointer(base + n - 8).loadUnaligned(as: UInt64.self) >> (8 * UInt64(16 - n))
    return Key(a: uppercased(a), b: uppercased(b))
  }

  /// The key of a name of fewer than 8 octets, read byte by byte (kept out of line: `key` is
  /// inlined into the per-line lookup, and this case is rare there).
  @inline(never)
  static func shortKey(_ name: UnsafeBufferPointer<UInt8>) -> Key {
    let n = name.count
    if n >= 4, n < 8, let base = name.baseAddress {
      // Bytes 0-3 and bytes n-4...n-1 as two words that overlap on equal bytes.
      let first = UInt64(UnsafeRawPointer(base).loadUnaligned(as: UInt32.self))
      let last = UInt64(UnsafeRawPointer(base + n - 4).loadUnaligned(as: UInt32.self))
      return Key(a: uppercased(first | last << (8 * UInt64(n - 4))), b: 0)
    }
    var a: UInt64 = 0
    for i in 0..<name.count {
      var c = name[i]
      if c >= 0x61 && c <= 0x7A { c &-= 0x20 }
      a |= UInt64(c) << (8 * UInt64(i))
    }
    return Key(a: a, b: 0)
  }

  /// The eight bytes of `x` with each of a-z (0x61...0x7A) made A-Z; other bytes unchanged.
  @inline(__always)
  static func uppercased(_ x: UInt64) -> UInt64 {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs = ones &* 0x80
    let low7 = x & ~highs                                  // each byte < 0x80: no carries below
    let fromA = (low7 &+ ones &* (0x80 - 0x61)) & highs    // bytes >= 0x61
    let pastZ = (low7 &+ ones &* (0x80 - 0x7B)) & highs    // bytes >= 0x7B
    let lower = fromA & ~pastZ & ~x                        // ASCII 0x61...0x7A only
    return x &- (lower >> 2)                               // 0x80 >> 2 == 0x20 per byte
  }

  /// The position in `all` of a property name given as bytes (any case), nil for others;
  /// `readable` as for `key`.
  static func index(_ name: UnsafeBufferPointer<UInt8>, readable: Int = 0) -> Int? {
    table.index(name, readable: readable)
  }

  /// The rule for a property name given as bytes (any case).
  @inline(__always)
  static func rule(_ name: UnsafeBufferPointer<UInt8>) -> Rule? {
    index(name).map { all[$0] }
  }

  /// The names of `all` as Strings, made once: the tree builder copies one (inline for 15
  /// octets or fewer, else a retain) instead of making a String for each property it reads.
  static let names: [String] = all.map {
    String(decoding: UnsafeBufferPointer(start: $0.name.utf8Start, count: $0.name.utf8CodeUnitCount), as: UTF8.self)
  }


  /// The default value type of a property name (any case), nil for X- and unknown properties.
  static func defaultType(_ name: String) -> ValueType? {
    var n = name
    return n.withUTF8 { rule($0)?.defaultType }
  }
}

extension ValueType {
  /// The RFC 5545 default value type of property `name` (§3.7–§3.8), e.g. DTSTART -> DATE-TIME;
  /// nil for X- and unknown properties.
  public static func defaultType(forProperty name: String) -> ValueType? { PropertyRules.defaultType(name) }

  /// The valid form of this type, as diagnostics quote it, e.g. `YYYYMMDDTHHMMSS[Z]`.
  public var validForm: String {
    switch self {
    case .binary: "base64 text (RFC 4648) with ENCODING=BASE64"
    case .boolean: "TRUE or FALSE"
    case .calAddress: "a URI such as mailto:jane@example.com"
    case .date: "YYYYMMDD"
    case .dateTime: "YYYYMMDDTHHMMSS or YYYYMMDDTHHMMSSZ"
    case .duration: "[+|-]PnW or [+|-]P[nD][T[nH][nM][nS]]"
    case .float: "[+|-]digits[.digits]"
    case .integer: "[+|-]digits"
    case .period: "DATE-TIME/DATE-TIME or DATE-TIME/DURATION"
    case .recur: "FREQ=...;NAME=VALUE..."
    case .text: "text with \\\\ \\; \\, \\n escapes"
    case .time: "HHMMSS or HHMMSSZ"
    case .uri: "a URI such as https://example.com/x"
    case .utcOffset: "+HHMM[SS] or -HHMM[SS]"
    case .other(let n): "a value of type \(n)"
    }
  }
}
