// The parts of an RRULE value (RFC 5545 §3.3.10, RFC 7529 §4.1 RSCALE/SKIP), read for the
// preset mapping and the plain-language descriptions. The full grammar, validation and
// expansion belong to the Recurrence module; this reader only splits and types the parts.

import Zones

/// A malformed RRULE part.
struct RuleTextError: Error, Hashable, Sendable {
  let message: String
}

/// The parts of one RRULE value, in the order written.
///
/// `try RuleText("FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE;WKST=MO")` has `frequency == "WEEKLY"`,
/// `interval == 2`, `byDay == [(nil, .monday), (nil, .wednesday)]`.
struct RuleText: Hashable, Sendable {
  /// Each part's upper-cased name and its value as written.
  private(set) var parts: [(name: String, value: String)]

  static func == (a: RuleText, b: RuleText) -> Bool {
    a.parts.map { $0.name + "=" + $0.value } == b.parts.map { $0.name + "=" + $0.value }
  }
  func hash(into h: inout Hasher) { for p in parts { h.combine(p.name); h.combine(p.value) } }

  /// Drops a leading `RRULE:` (any case).
  static func strippingPrefix(_ text: String) -> String {
    let t = text.trimmingSpaces
    if t.uppercased().hasPrefix("RRULE:") { return String(t.dropFirst(6)) }
    return t
  }

  /// Splits `text` into parts; every part must be `NAME=VALUE` and no name may repeat.
  init(_ text: String) throws(RuleTextError) {
    parts = []
    var seen: Set<String> = []
    for raw in text.split(separator: ";", omittingEmptySubsequences: true) {
      guard let eq = raw.firstIndex(of: "=") else {
        throw RuleTextError(message: "part \"\(raw)\" has no '=' (valid: NAME=VALUE, e.g. FREQ=DAILY)")
      }
      let name = raw[..<eq].uppercased()
      let value = String(raw[raw.index(after: eq)...])
      guard !name.isEmpty, !value.isEmpty else {
        throw RuleTextError(message: "part \"\(raw)\" is empty on one side of '='")
      }
      guard seen.insert(name).inserted else { throw RuleTextError(message: "\(name) appears twice") }
      parts.append((name, value))
    }
    guard !parts.isEmpty else { throw RuleTextError(message: "empty rule (valid: e.g. FREQ=DAILY)") }
    if let f = frequency, !Self.frequencies.contains(f) {
      throw RuleTextError(message: "FREQ=\(f) is not a frequency (valid: SECONDLY, MINUTELY, HOURLY, DAILY, WEEKLY, MONTHLY, YEARLY)")
    }
    if self["COUNT"] != nil, self["UNTIL"] != nil {
      throw RuleTextError(message: "COUNT and UNTIL together (RFC 5545 §3.3.10 allows one or the other)")
    }
    // RFC 7529 §4.2: under a non-Gregorian RSCALE, BYMONTH counts 1...13 and takes leap months (`5L`).
    let scaled = self["RSCALE"].map { $0.uppercased() != "GREGORIAN" } ?? false
    if scaled, let v = self["BYMONTH"] {
      for item in v.split(separator: ",", omittingEmptySubsequences: false) {
        let digits = item.hasSuffix("L") || item.hasSuffix("l") ? item.dropLast() : item
        guard let n = Int(digits), (1...13).contains(n), digits.first != "+", digits.first != "-" else {
          throw RuleTextError(message: "BYMONTH=\(v): \"\(item)\" is out of range (valid: 1...13, with L for a leap month, e.g. 5L)")
        }
      }
    }
    for (name, range) in Self.intRanges where !(scaled && name == "BYMONTH") {
      guard let v = self[name] else { continue }
      for item in v.split(separator: ",", omittingEmptySubsequences: false) {
        guard let n = Int(item), range.contains(n) || (range.lowerBound < 0 && range.contains(-n)),
              n != 0 || name == "BYSECOND" || name == "BYMINUTE" || name == "BYHOUR" else {
          throw RuleTextError(message: "\(name)=\(v): \"\(item)\" is out of range (valid: \(Self.rangeText(name)))")
        }
      }
    }
    if let v = self["BYDAY"] {
      for item in v.split(separator: ",", omittingEmptySubsequences: false) where Self.dayItem(item) == nil {
        throw RuleTextError(message: "BYDAY=\(v): \"\(item)\" is not a weekday (valid: MO…SU, with an optional ordinal such as -1FR)")
      }
    }
    if let v = self["INTERVAL"], (Int(v) ?? 0) < 1 {
      throw RuleTextError(message: "INTERVAL=\(v) is out of range (valid: 1 or more)")
    }
    if let v = self["COUNT"], (Int(v) ?? 0) < 1 {
      throw RuleTextError(message: "COUNT=\(v) is out of range (valid: 1 or more)")
    }
    if let v = self["WKST"], Weekday(icalName: v) == nil || v.count != 2 {
      throw RuleTextError(message: "WKST=\(v) is not a weekday (valid: MO, TU, WE, TH, FR, SA, SU)")
    }
  }

  static let frequencies = ["SECONDLY", "MINUTELY", "HOURLY", "DAILY", "WEEKLY", "MONTHLY", "YEARLY"]
  static let intRanges: [(String, ClosedRange<Int>)] = [
    ("BYSECOND", 0...60), ("BYMINUTE", 0...59), ("BYHOUR", 0...23), ("BYMONTHDAY", -31...31),
    ("BYYEARDAY", -366...366), ("BYWEEKNO", -53...53), ("BYMONTH", 1...12), ("BYSETPOS", -366...366),
  ]
  static func rangeText(_ name: String) -> String {
    switch name {
    case "BYSECOND": "0...60"
    case "BYMINUTE": "0...59"
    case "BYHOUR": "0...23"
    case "BYMONTHDAY": "1...31 or -31...-1"
    case "BYYEARDAY": "1...366 or -366...-1"
    case "BYWEEKNO": "1...53 or -53...-1"
    case "BYMONTH": "1...12"
    default: "1...366 or -366...-1"
    }
  }

  /// The value of part `name` (upper case), if present.
  subscript(name: String) -> String? { parts.first { $0.name == name }?.value }

  /// FREQ, upper-cased.
  var frequency: String? { self["FREQ"]?.uppercased() }
  /// INTERVAL, 1 when absent.
  var interval: Int { self["INTERVAL"].flatMap { Int($0) } ?? 1 }
  /// COUNT, if present.
  var count: Int? { self["COUNT"].flatMap { Int($0) } }
  /// A comma list of integers.
  func integers(_ name: String) -> [Int]? {
    self[name].map { $0.split(separator: ",").compactMap { Int($0) } }
  }
  /// BYDAY as (ordinal, weekday) pairs.
  var byDay: [(ordinal: Int?, day: Weekday)]? {
    self["BYDAY"].map { $0.split(separator: ",").compactMap { Self.dayItem($0) } }
  }

  static func dayItem(_ item: Substring) -> (ordinal: Int?, day: Weekday)? {
    guard item.count >= 2 else { return nil }
    let name = item.suffix(2)
    guard let day = Weekday(icalName: name) else { return nil }
    let prefix = item.dropLast(2)
    if prefix.isEmpty { return (nil, day) }
    guard let n = Int(prefix), n != 0, (-53...53).contains(n) else { return nil }
    return (n, day)
  }

  /// Replaces (or appends) part `name`; removes it when `value` is nil.
  mutating func set(_ name: String, _ value: String?) {
    if let i = parts.firstIndex(where: { $0.name == name }) {
      if let value { parts[i].value = value } else { parts.remove(at: i) }
    } else if let value {
      parts.append((name, value))
    }
  }

  /// The parts joined again: `FREQ=DAILY;COUNT=3`.
  var text: String { parts.map { "\($0.name)=\($0.value)" }.joined(separator: ";") }
}

extension String {
  /// The string without leading and trailing spaces, tabs and line breaks.
  var trimmingSpaces: String {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" || $0 == "\n" }
    guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else { return "" }
    return String(self[first...last])
  }
}
