// Reading a RECUR value (RFC 5545 §3.3.10 grammar; RFC 7529 §4.1 adds RSCALE and SKIP).
// Part names and values are case-insensitive; an `RRULE:` prefix is accepted and dropped.

import Zones

extension RecurrenceRule {
  /// Reads and validates a RECUR value, with or without the `RRULE:` prefix.
  ///
  /// ```swift
  /// try RecurrenceRule(parsing: "rrule:freq=weekly;byday=mo,we,fr")   // FREQ=WEEKLY;BYDAY=MO,WE,FR
  /// try RecurrenceRule(parsing: "FREQ=DAILY;BYDAY=1MO")
  /// // throws BYDAY: "1MO" has an ordinal, which is only allowed when FREQ is MONTHLY or YEARLY
  /// ```
  /// Validation here is the context-free part; call `validate(start:)` to check UNTIL against
  /// a DTSTART as well.
  public init(parsing text: String) throws(RecurrenceError) {
    self = try RecurrenceRule.parseUnvalidated(text)
    try validate()
  }

  /// Reads a RECUR value's syntax only (no range or combination checks): for tools that report
  /// every problem of a rule, such as a linter.
  public static func parseUnvalidated(_ text: String) throws(RecurrenceError) -> RecurrenceRule {
    let trimmed = text.trimmingASCIIWhitespace()
    // Every byte of an ASCII text without CR is one Character, so the delimiters are found in
    // the bytes; any other text is searched Character by Character, as `split` would
    // (docs/ARCHITECTURE.md "Start-up": no array of segments, no Character walk on the hot path).
    let simple = RuleText.isSimple(trimmed)
    var body = trimmed
    if RuleText.hasRRulePrefix(body, simple: simple) { body = body.dropFirst(6) }
    var seen: UInt32 = 0   // one bit per part seen: no list to grow
    var rule = RecurrenceRule(parsedFrequency: .daily)
    var sawFrequency = false
    var rest = body
    while !rest.isEmpty {
      let end = RuleText.firstIndex(of: ";", in: rest, simple: simple) ?? rest.endIndex
      let segment = rest[..<end]
      rest = end == rest.endIndex ? rest[end...] : rest[rest.utf8.index(after: end)...]
      if segment.isEmpty { continue }
      guard let eq = RuleText.firstIndex(of: "=", in: segment, simple: simple) else {
        throw RecurrenceError(.parse, part: String(segment.uppercased()), text: String(segment),
                              message: "\"\(segment)\" has no value; expected NAME=VALUE")
      }
      let name = segment[..<eq].uppercased()
      let value = segment[segment.utf8.index(after: eq)...]
      guard let part = RulePart(rawValue: name) else {
        throw RecurrenceError(.parse, part: name, text: String(segment),
                              message: "unknown rule part \"\(segment)\"; expected one of "
                                + RulePart.allCases.map(\.rawValue).joined(separator: ", "))
      }
      guard seen & part.bit == 0 else {
        throw RecurrenceError(.validate, part: name, text: String(segment),
                              message: "\"\(segment)\" repeats \(name); each rule part may appear once")
      }
      seen |= part.bit
      try rule.read(part, value, simple: simple)
      if part == .freq { sawFrequency = true }
    }
    guard sawFrequency else {
      throw RecurrenceError(.parse, part: "FREQ", text: text,
                            message: "missing; every rule needs FREQ=SECONDLY|MINUTELY|HOURLY|DAILY|WEEKLY|MONTHLY|YEARLY")
    }
    return rule
  }

  /// Calls `body` with each `,`-separated item of `list` in order, empty items included (as
  /// `split(separator: ",", omittingEmptySubsequences: false)` gives them), without an array.
  static func forEachItem(_ list: Substring, simple: Bool, _ body: (Substring) throws(RecurrenceError) -> Void)
    throws(RecurrenceError) {
    var rest = list
    while true {
      let end = RuleText.firstIndex(of: ",", in: rest, simple: simple) ?? rest.endIndex
      try body(rest[..<end])
      if end == rest.endIndex { return }
      rest = rest[rest.utf8.index(after: end)...]
    }
  }

  private mutating func read(_ part: RulePart, _ value: Substring, simple: Bool) throws(RecurrenceError) {
    switch part {
    case .freq:
      guard let f = Frequency(icalName: value) else {
        throw RecurrenceError(.parse, part: "FREQ", text: String(value),
                              message: "\"\(value)\" is not a frequency; expected SECONDLY, MINUTELY, HOURLY, DAILY, WEEKLY, MONTHLY or YEARLY")
      }
      frequency = f
    case .until:
      do {
        until = try RecurrenceTime(iCalendar: String(value))
      } catch {
        throw RecurrenceError(.parse, part: "UNTIL", text: String(value),
                              message: "\"\(value)\" is not a date or date-time; expected YYYYMMDD, YYYYMMDDTHHMMSS or YYYYMMDDTHHMMSSZ")
      }
    case .count: count = try Self.integer(value, part)
    case .interval: interval = try Self.integer(value, part)
    case .bySecond: bySecond = try Self.integers(value, part, simple: simple)
    case .byMinute: byMinute = try Self.integers(value, part, simple: simple)
    case .byHour: byHour = try Self.integers(value, part, simple: simple)
    case .byMonthDay: byMonthDay = try Self.integers(value, part, simple: simple)
    case .byYearDay: byYearDay = try Self.integers(value, part, simple: simple)
    case .byWeekNo: byWeekNo = try Self.integers(value, part, simple: simple)
    case .bySetPos: bySetPos = try Self.integers(value, part, simple: simple)
    case .byMonth:
      // RFC 7529 §4.2: a month number with an `L` suffix is a leap month (`5L`).
      var plain: [Int] = []
      var leap: [Int] = []
      try Self.forEachItem(value, simple: simple) { (item) throws(RecurrenceError) in
        if RuleText.endsWithL(item, simple: simple), !item.isEmpty {
          let digits = item.dropLast()
          guard let n = try? Self.integer(digits, part), n > 0 else {
            throw RecurrenceError(.parse, part: "BYMONTH", text: String(item),
                                  message: "\"\(item)\" is not a leap month; expected a month number followed by L, e.g. 5L")
          }
          leap.append(n)
        } else {
          plain.append(try Self.integer(item, part))
        }
      }
      byMonth = plain
      byLeapMonth = leap
    case .byDay:
      var list: [WeekdayNumber] = []
      list.reserveCapacity(Self.itemCapacity(value))
      try Self.forEachItem(value, simple: simple) { (item) throws(RecurrenceError) in
        list.append(try Self.weekdayNumber(item, simple: simple))
      }
      byDay = list
    case .wkst:
      guard let w = Weekday(icalName: value) else {
        throw RecurrenceError(.parse, part: "WKST", text: String(value),
                              message: "\"\(value)\" is not a weekday; expected MO, TU, WE, TH, FR, SA or SU")
      }
      weekStart = w
    case .rscale:
      rscale = value.uppercased()
    case .skip:
      guard let s = SkipRule(rawValue: value.uppercased()) else {
        throw RecurrenceError(.parse, part: "SKIP", text: String(value),
                              message: "\"\(value)\" is not a skip rule; expected OMIT, BACKWARD or FORWARD")
      }
      skip = s
    }
  }

  /// An integer with an optional sign and at most 9 digits.
  static func integer(_ text: Substring, _ part: RulePart) throws(RecurrenceError) -> Int {
    var digits = text.utf8[...]
    var negative = false
    if let first = digits.first, first == UInt8(ascii: "+") || first == UInt8(ascii: "-") {
      negative = first == UInt8(ascii: "-")
      digits = digits.dropFirst()
    }
    guard !digits.isEmpty, digits.count <= 9,
          digits.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else {
      throw RecurrenceError(.parse, part: part.rawValue, text: String(text),
                            message: "\"\(text)\" is not an integer; expected digits with an optional sign")
    }
    var n = 0
    for d in digits { n = n * 10 + Int(d - UInt8(ascii: "0")) }
    return negative ? -n : n
  }

  /// A `,`-separated list of integers (`simple`: see `RuleText.isSimple`).
  static func integers(_ text: Substring, _ part: RulePart, simple: Bool) throws(RecurrenceError) -> [Int] {
    var list: [Int] = []
    list.reserveCapacity(itemCapacity(text))
    try forEachItem(text, simple: simple) { (item) throws(RecurrenceError) in list.append(try integer(item, part)) }
    return list
  }

  /// Room for the items of a `,`-separated list: its commas plus one (at least the item count).
  static func itemCapacity(_ list: Substring) -> Int {
    var n = 1
    for byte in list.utf8 where byte == UInt8(ascii: ",") { n += 1 }
    return n
  }

  /// One BYDAY entry: `[+|-][ordinal]` and a two-letter weekday (`simple`: see `RuleText.isSimple`).
  static func weekdayNumber(_ item: Substring, simple: Bool) throws(RecurrenceError) -> WeekdayNumber {
    // The last two Characters: the last two bytes of a simple text.
    let split = simple
      ? (item.utf8.count >= 2 ? item.utf8.index(item.utf8.endIndex, offsetBy: -2) : nil)
      : (item.count >= 2 ? item.index(item.endIndex, offsetBy: -2) : nil)
    guard let split, let weekday = Weekday(icalName: item[split...]) else {
      throw RecurrenceError(.parse, part: "BYDAY", text: String(item),
                            message: "\"\(item)\" is not a weekday; expected [+|-][ordinal]MO|TU|WE|TH|FR|SA|SU, e.g. MO, 1MO, -1FR")
    }
    let prefix = item[..<split]
    if prefix.isEmpty { return WeekdayNumber(ordinal: 0, weekday: weekday) }
    let n: Int
    do { n = try integer(prefix, .byDay) } catch {
      throw RecurrenceError(.parse, part: "BYDAY", text: String(item),
                            message: "\"\(item)\" is not a weekday; expected [+|-][ordinal]MO|TU|WE|TH|FR|SA|SU, e.g. MO, 1MO, -1FR")
    }
    if n == 0 {
      throw RecurrenceError(.validate, part: "BYDAY", text: String(item),
                            message: "\"\(item)\" has ordinal 0; expected ordinals 1...53 or -53...-1, or none")
    }
    return WeekdayNumber(ordinal: n, weekday: weekday)
  }
}

extension String {
  /// The string without leading and trailing spaces, tabs, CR and LF.
  func trimmingASCIIWhitespace() -> Substring {
    // Neither end a space, tab, CR or LF byte: no end Character is one (the usual case, read
    // without a Character walk).
    let bytes = utf8
    if let first = bytes.first, let last = bytes.last, !Self.isASCIISpace(first), !Self.isASCIISpace(last) {
      return self[...]
    }
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" || $0 == "\n" }
    guard let start = firstIndex(where: { !isSpace($0) }),
          let end = lastIndex(where: { !isSpace($0) }) else { return "" }
    return self[start...end]
  }

  /// Whether `byte` is a space, tab, CR or LF.
  private static func isASCIISpace(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "\n")
  }
}
