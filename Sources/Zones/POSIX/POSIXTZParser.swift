// Parser for POSIX TZ strings, the TZif footer: `std offset [dst [offset] [,start[/time],end[/time]]]`
// (POSIX.1-2017 §8.3 "TZ"; RFC 8536 §3.3 footer and §3.3.1 version 3 extension of rule times).
// Bounded: one pass over the bytes, every number at most a few digits.

/// A one-pass reader of a POSIX TZ string; errors carry the 1-based character position.
struct POSIXTZParser {
  let bytes: [UInt8]
  let identifier: String
  var index = 0

  init(_ text: String, identifier: String) {
    self.init(bytes: Array(text.utf8), identifier: identifier)
  }

  /// A parser over the string's UTF-8 bytes (a TZif footer is read as bytes, no `String` made).
  init(bytes: [UInt8], identifier: String) {
    self.bytes = bytes
    self.identifier = identifier
  }

  /// The whole string, for error messages.
  var text: String { String(decoding: bytes, as: UTF8.self) }

  /// What a TZ string says: standard time only, or a rule with daylight time, the daylight part
  /// also given unwrapped (a zone load never matches on the rule's optional `daylight`; see
  /// `ZoneRules.init(types:initialType:times:typeIndices:rule:daylight:)`).
  enum Parsed {
    /// A rule without daylight saving time.
    case standardOnly(OngoingZoneRule)
    /// A rule with daylight saving time.
    case withDaylight(RuleWithDaylight)
  }

  /// A rule and its daylight part.
  struct RuleWithDaylight {
    /// The rule.
    let rule: OngoingZoneRule
    /// `rule.daylight`, unwrapped.
    let daylight: OngoingZoneRule.DaylightSaving
  }

  /// The whole string as an ongoing rule.
  mutating func parse() throws(ZoneError) -> OngoingZoneRule {
    switch try parseParts() {
    case .standardOnly(let rule): return rule
    case .withDaylight(let parts): return parts.rule
    }
  }

  /// The whole string as an ongoing rule, its daylight part unwrapped.
  mutating func parseParts() throws(ZoneError) -> Parsed {
    let stdName = try name()
    // POSIX offsets are west-positive: "EST5" is UTC-5.
    let stdOffset = -(try duration(maxHours: 24, what: "the standard offset, [+|-]hh[:mm[:ss]] with hh 0...24"))
    let standard = LocalTimeType(offset: UTCOffset(seconds: stdOffset), abbreviation: stdName, isDST: false)
    if atEnd { return .standardOnly(OngoingZoneRule(standard: standard, daylight: nil)) }
    let dstName = try name()
    var dstOffset = stdOffset + 3600
    if !atEnd, peek != UInt8(ascii: ",") {
      dstOffset = -(try duration(maxHours: 24, what: "the daylight offset, [+|-]hh[:mm[:ss]] with hh 0...24"))
    }
    let type = LocalTimeType(offset: UTCOffset(seconds: dstOffset), abbreviation: dstName, isDST: true)
    let start: TransitionRule
    let end: TransitionRule
    if atEnd {
      // tzcode's default rule when none is given (TZDEFRULESTRING): US rules since 2007.
      start = TransitionRule(day: .monthWeekday(month: 3, week: 2, weekday: .sunday))
      end = TransitionRule(day: .monthWeekday(month: 11, week: 1, weekday: .sunday))
    } else {
      try expect(",", "',' before the DST start rule")
      start = try rule()
      try expect(",", "',' before the DST end rule")
      end = try rule()
    }
    guard atEnd else { throw failure("the end of the TZ string") }
    let daylight = OngoingZoneRule.DaylightSaving(type: type, start: start, end: end)
    return .withDaylight(RuleWithDaylight(rule: OngoingZoneRule(standard: standard, daylight: daylight), daylight: daylight))
  }

  var atEnd: Bool { index >= bytes.count }
  var peek: UInt8 { index < bytes.count ? bytes[index] : 0 }

  /// An error at the 1-based character `at + 1` (default: the current character).
  func failure(_ expected: String, at position: Int? = nil) -> ZoneError {
    .invalidFooter(identifier, footer: text, position: (position ?? index) + 1, expected: expected)
  }

  mutating func expect(_ c: Unicode.Scalar, _ expected: String) throws(ZoneError) {
    guard peek == UInt8(ascii: c) else { throw failure(expected) }
    index += 1
  }

  /// `<+0545>` (quoted: letters, digits, '+', '-') or three or more letters.
  mutating func name() throws(ZoneError) -> String {
    let begin = index
    if peek == UInt8(ascii: "<") {
      index += 1
      let inner = index
      while index < bytes.count, Self.isQuotedNameByte(bytes[index]) { index += 1 }
      guard index > inner else { throw failure("a zone abbreviation inside <...>: letters, digits, '+' or '-'") }
      let name = String(decoding: bytes[inner..<index], as: UTF8.self)
      try expect(">", "'>' closing the quoted abbreviation")
      return name
    }
    while index < bytes.count, Self.isLetter(bytes[index]) { index += 1 }
    guard index - begin >= 3 else {
      index = begin
      throw failure("a zone abbreviation of three or more letters, or <...>")
    }
    return String(decoding: bytes[begin..<index], as: UTF8.self)
  }

  /// `[+|-]hh[:mm[:ss]]` in seconds, with hh at most `maxHours`.
  mutating func duration(maxHours: Int, what: String) throws(ZoneError) -> Int32 {
    let start = index
    var sign = 1
    if peek == UInt8(ascii: "+") { index += 1 } else if peek == UInt8(ascii: "-") { sign = -1; index += 1 }
    guard let hours = number(maxDigits: 3), hours <= maxHours else { throw failure(what, at: start) }
    var total = hours * 3600
    if peek == UInt8(ascii: ":") {
      index += 1
      let at = index
      guard let minutes = number(maxDigits: 2), minutes <= 59 else { throw failure("minutes 00...59", at: at) }
      total += minutes * 60
      if peek == UInt8(ascii: ":") {
        index += 1
        let at = index
        guard let seconds = number(maxDigits: 2), seconds <= 59 else { throw failure("seconds 00...59", at: at) }
        total += seconds
      }
    }
    return Int32(sign * total)
  }

  /// `Mm.w.d`, `Jn` or `n`, then an optional `/time`.
  mutating func rule() throws(ZoneError) -> TransitionRule {
    let day: TransitionRule.Day
    if peek == UInt8(ascii: "M") {
      index += 1
      var at = index
      guard let month = number(maxDigits: 2), (1...12).contains(month) else { throw failure("a month 1...12 after 'M'", at: at) }
      try expect(".", "'.' after the month in Mm.w.d")
      at = index
      guard let week = number(maxDigits: 1), (1...5).contains(week) else { throw failure("a week 1...5 in Mm.w.d", at: at) }
      try expect(".", "'.' after the week in Mm.w.d")
      at = index
      guard let d = number(maxDigits: 1), (0...6).contains(d),
            let weekday = Weekday(rawValue: d == 0 ? 7 : d) else { throw failure("a weekday 0...6 (0 is Sunday) in Mm.w.d", at: at) }
      day = .monthWeekday(month: month, week: week, weekday: weekday)
    } else if peek == UInt8(ascii: "J") {
      index += 1
      let at = index
      guard let n = number(maxDigits: 3), (1...365).contains(n) else { throw failure("a Julian day 1...365 after 'J'", at: at) }
      day = .julian(n)
    } else {
      let at = index
      guard let n = number(maxDigits: 3), (0...365).contains(n) else { throw failure("a rule date: Mm.w.d, Jn (1...365) or n (0...365)", at: at) }
      day = .zeroBased(n)
    }
    var time: Int32 = 7200
    if peek == UInt8(ascii: "/") {
      index += 1
      time = try duration(maxHours: 167, what: "a rule time [+|-]hh[:mm[:ss]] with hh 0...167 (RFC 8536 §3.3.1)")
    }
    return TransitionRule(day: day, time: time)
  }

  /// One to `maxDigits` decimal digits, or nil when there is none.
  mutating func number(maxDigits: Int) -> Int? {
    var value = 0
    var count = 0
    while count < maxDigits, index < bytes.count, (48...57).contains(bytes[index]) {
      value = value * 10 + Int(bytes[index] - 48)
      index += 1
      count += 1
    }
    return count == 0 ? nil : value
  }

  static func isLetter(_ b: UInt8) -> Bool { (65...90).contains(b) || (97...122).contains(b) }

  static func isQuotedNameByte(_ b: UInt8) -> Bool {
    isLetter(b) || (48...57).contains(b) || b == UInt8(ascii: "+") || b == UInt8(ascii: "-")
  }
}
