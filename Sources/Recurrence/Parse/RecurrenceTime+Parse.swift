// Reading DTSTART-like values: iCalendar DATE / DATE-TIME text (RFC 5545 §3.3.4, §3.3.5), a
// single `DTSTART;TZID=…:…` content line (§3.8.2.4 with §3.2.19 TZID and §3.2.20 VALUE), and the
// ISO 8601 extended forms the CLI accepts for --after, --before, --now and --at (README).

import Zones

extension RecurrenceTime {
  /// Reads an iCalendar value: `20260131` (DATE), `20260131T090000` (floating),
  /// `20260131T090000Z` (UTC); with `zone`, a DATE-TIME without `Z` is zoned.
  ///
  /// ```swift
  /// try RecurrenceTime(iCalendar: "20260131T090000", zone: ny)   // .zoned(2026-01-31T09:00:00, ny)
  /// try RecurrenceTime(iCalendar: "20260230")                    // throws: no February 30
  /// ```
  public init(iCalendar text: String, zone: Zone? = nil) throws(RecurrenceError) {
    // Contiguous UTF-8 (every String read from a file) is read in place; others are copied.
    var text = text
    let read: Result<RecurrenceTime, RecurrenceError> = text.withUTF8 { bytes in
      do throws(RecurrenceError) {
        return .success(try RecurrenceTime(iCalendarBytes: bytes, zone: zone))
      } catch {
        return .failure(error)
      }
    }
    self = try read.get()
  }

  /// Reads an iCalendar value from its UTF-8 bytes, as `init(iCalendar:zone:)` reads its text
  /// (that initializer calls this one): a scanned file's value is read where it lies, with no
  /// String made unless it is malformed (for the error's message).
  ///
  /// ```swift
  /// // the bytes "20260131T090000Z" of DTSTART:20260131T090000Z in a file
  /// try RecurrenceTime(iCalendarBytes: value, zone: nil)   // .utc(2026-01-31T09:00:00)
  /// ```
  public init(iCalendarBytes b: UnsafeBufferPointer<UInt8>, zone: Zone? = nil) throws(RecurrenceError) {
    func digits(_ from: Int, _ count: Int) -> Int? {
      guard from >= 0, from + count <= b.count else { return nil }
      var n = 0
      for i in from..<(from + count) {
        let c = b[i]
        guard c >= 48, c <= 57 else { return nil }
        n = n * 10 + Int(c - 48)
      }
      return n
    }
    // Made only when thrown: building the message for every value costs an allocation.
    var bad: RecurrenceError {
      let text = String(decoding: b, as: UTF8.self)
      return RecurrenceError(.parse, part: "VALUE", text: text,
                             message: "\"\(text)\" is not an iCalendar date or date-time; expected YYYYMMDD, YYYYMMDDTHHMMSS or YYYYMMDDTHHMMSSZ")
    }
    guard b.count == 8 || b.count == 15 || b.count == 16,
          let y = digits(0, 4), let mo = digits(4, 2), let d = digits(6, 2) else { throw bad }
    guard let date = CivilDate(year: y, month: mo, day: d) else {
      let text = String(decoding: b, as: UTF8.self)
      throw RecurrenceError(.parse, part: "VALUE", text: text,
                            message: "\"\(text)\" names no calendar day (month 1...12, day 1...days in that month)")
    }
    if b.count == 8 {
      self = .date(date)
      return
    }
    guard b[8] == UInt8(ascii: "T") || b[8] == UInt8(ascii: "t"),
          let h = digits(9, 2), let mi = digits(11, 2), let s = digits(13, 2) else { throw bad }
    guard let time = CivilTime(hour: h, minute: mi, second: s) else {
      let text = String(decoding: b, as: UTF8.self)
      throw RecurrenceError(.parse, part: "VALUE", text: text,
                            message: "\"\(text)\" names no time of day (hour 0...23, minute 0...59, second 0...60)")
    }
    let civil = CivilDateTime(date: date, time: time)
    if b.count == 16 {
      guard b[15] == UInt8(ascii: "Z") || b[15] == UInt8(ascii: "z") else { throw bad }
      self = .utc(civil)
    } else if let zone {
      self = .zoned(civil, zone)
    } else {
      self = .floating(civil)
    }
  }

  /// Reads ISO 8601 extended text: `2026-11-22T12:00:00Z`, `2026-11-22T12:00:00`,
  /// `2026-11-22T12:00`, `2026-11-22`, or with an offset `2026-11-22T12:00:00+01:00` (read as
  /// the UTC instant 11:00Z); with `zone`, a local date-time is zoned.
  ///
  /// ```swift
  /// try RecurrenceTime(iso8601: "2026-11-22T12:00:00Z")   // .utc(2026-11-22T12:00:00)
  /// try RecurrenceTime(iso8601: "2026-11-22")             // .date(2026-11-22)
  /// ```
  public init(iso8601 text: String, zone: Zone? = nil) throws(RecurrenceError) {
    let b = UTF8Bytes(text)
    var bad: RecurrenceError {
      RecurrenceError(.parse, part: "VALUE", text: text,
                      message: "\"\(text)\" is not an ISO 8601 date or date-time; expected YYYY-MM-DD, YYYY-MM-DDTHH:MM[:SS][Z|±HH:MM]")
    }
    func digits(_ from: Int, _ count: Int) -> Int? { b.digits(from, count) }
    func at(_ i: Int, _ c: Character) -> Bool { i < b.count && b[i] == c.asciiValue }
    guard b.count >= 10, let y = digits(0, 4), at(4, "-"), let mo = digits(5, 2), at(7, "-"),
          let d = digits(8, 2) else { throw bad }
    guard let date = CivilDate(year: y, month: mo, day: d) else {
      throw RecurrenceError(.parse, part: "VALUE", text: text,
                            message: "\"\(text)\" names no calendar day (month 1...12, day 1...days in that month)")
    }
    if b.count == 10 {
      self = .date(date)
      return
    }
    guard at(10, "T") || at(10, "t") || at(10, " "), let h = digits(11, 2), at(13, ":"),
          let mi = digits(14, 2) else { throw bad }
    var i = 16
    var s = 0
    if at(16, ":") {
      guard let sec = digits(17, 2) else { throw bad }
      s = sec
      i = 19
      if at(i, ".") {  // fractional seconds are read and dropped
        i += 1
        while i < b.count, b[i] >= 48, b[i] <= 57 { i += 1 }
      }
    }
    guard let time = CivilTime(hour: h, minute: mi, second: s) else {
      throw RecurrenceError(.parse, part: "VALUE", text: text,
                            message: "\"\(text)\" names no time of day (hour 0...23, minute 0...59, second 0...60)")
    }
    let civil = CivilDateTime(date: date, time: time)
    if i == b.count {
      self = zone.map { .zoned(civil, $0) } ?? .floating(civil)
    } else if i + 1 == b.count, at(i, "Z") || at(i, "z") {
      self = .utc(civil)
    } else if at(i, "+") || at(i, "-"), let oh = digits(i + 1, 2) {
      var om = 0
      var end = i + 3
      if at(end, ":") { end += 1 }
      if end < b.count {
        guard let m = digits(end, 2) else { throw bad }
        om = m
        end += 2
      }
      guard end == b.count, oh <= 23, om <= 59 else { throw bad }
      let offset = (oh * 3600 + om * 60) * (at(i, "-") ? -1 : 1)
      self = .utc(civil.adding(seconds: Int64(-offset)))
    } else {
      throw bad
    }
  }

  /// Reads an iCalendar value or, failing that, ISO 8601 text (the CLI's `--after`, `--before`,
  /// `--now`, `--at` options: `20261122T120000Z` or `2026-11-22T12:00:00Z`).
  public init(cliTime text: String, zone: Zone? = nil) throws(RecurrenceError) {
    if text.utf8.contains(UInt8(ascii: "-")) || text.utf8.contains(UInt8(ascii: ":")) {
      self = try RecurrenceTime(iso8601: text, zone: zone)
    } else {
      self = try RecurrenceTime(iCalendar: text, zone: zone)
    }
  }

  /// Reads one unfolded content line, looking a TZID up with `lookup` (`nil`: unknown zone).
  ///
  /// ```swift
  /// try RecurrenceTime(contentLine: "DTSTART;TZID=Europe/Paris:20260131T090000",
  ///                   zone: { try? Zone.named($0) })
  /// ```
  public init(contentLine line: String, zone lookup: (String) -> Zone?) throws(RecurrenceError) {
    try self.init(contentLine: line, zone: { (id: String) throws(ZoneError) -> Zone in
      guard let zone = lookup(id) else {
        throw ZoneError.unknownIdentifier(id, searched: [])
      }
      return zone
    })
  }

  /// Reads one unfolded content line such as `DTSTART;TZID=Europe/Paris:20260131T090000` or
  /// `DTSTART;VALUE=DATE:20260131` (any property name; TZID and VALUE parameters understood,
  /// others ignored). A TZID is looked up with `lookup` (default: `Zone.named`).
  ///
  /// ```swift
  /// try RecurrenceTime(contentLine: "DTSTART;TZID=America/New_York:20260308T023000")
  /// // .zoned(2026-03-08T02:30:00, America/New_York): a gap time, instant 07:30Z (03:30 EDT)
  /// ```
  public init(contentLine line: String,
              zone lookup: (String) throws(ZoneError) -> Zone = { (id: String) throws(ZoneError) -> Zone in try Zone.named(id) })
    throws(RecurrenceError) {
    let trimmed = line.trimmingASCIIWhitespace()
    // Delimiters are found in the bytes when every byte is a Character (RuleText.isSimple),
    // else Character by Character; parameters are read in place, without an array of them.
    let simple = RuleText.isSimple(trimmed)
    // The value starts after the first ':' outside a quoted parameter value.
    guard let colon = RuleText.valueColon(in: trimmed, simple: simple) else {
      self = try RecurrenceTime(iCalendar: String(trimmed))
      return
    }
    let head = trimmed[..<colon]
    let value = String(trimmed[trimmed.utf8.index(after: colon)...])
    let nameEnd = RuleText.firstIndex(of: ";", in: head, simple: simple) ?? head.endIndex
    let name = String(head[..<nameEnd]).uppercased()
    var tzid: String?
    var valueType: String?
    var rest = head[nameEnd...]
    while !rest.isEmpty {
      // `rest` starts with the ';' before the next parameter.
      rest = rest[rest.utf8.index(after: rest.startIndex)...]
      let end = RuleText.firstIndex(of: ";", in: rest, simple: simple) ?? rest.endIndex
      let parameter = rest[..<end]
      rest = rest[end...]
      guard let eq = RuleText.firstIndex(of: "=", in: parameter, simple: simple) else {
        throw RecurrenceError(.parse, part: name, text: line,
                              message: "parameter \"\(parameter)\" has no value; expected NAME=VALUE")
      }
      let key = parameter[..<eq].uppercased()
      let v = RuleText.unquoted(parameter[parameter.utf8.index(after: eq)...], simple: simple)
      if key == "TZID" { tzid = v } else if key == "VALUE" { valueType = v.uppercased() }
    }
    var zone: Zone?
    if let tzid {
      do { zone = try lookup(tzid) } catch {
        throw RecurrenceError(.validate, part: "TZID", text: tzid, message: error.description)
      }
    }
    let parsed: RecurrenceTime
    do { parsed = try RecurrenceTime(iCalendar: value, zone: zone) } catch {
      throw RecurrenceError(.parse, part: name, text: value, message: error.message)
    }
    // VALUE must agree with the value's form. Checked without a (String?, RecurrenceTime) tuple
    // switch, whose metadata would be instantiated by mangled name at start.
    if let valueType {
      let isDate: Bool
      if case .date = parsed { isDate = true } else { isDate = false }
      switch valueType {
      case "DATE":
        if !isDate {
          throw RecurrenceError(.validate, part: name, text: value,
                                message: "\"\(value)\" is a date-time but VALUE=DATE; expected YYYYMMDD")
        }
      case "DATE-TIME":
        if isDate {
          throw RecurrenceError(.validate, part: name, text: value,
                                message: "\"\(value)\" is a date but VALUE=DATE-TIME; expected YYYYMMDDTHHMMSS")
        }
      default:
        throw RecurrenceError(.validate, part: name, text: valueType,
                              message: "VALUE=\(valueType) is not allowed here; expected DATE or DATE-TIME")
      }
    }
    if case .date = parsed, tzid != nil {
      // RFC 5545 §3.2.19: TZID applies to DATE-TIME values; a date keeps no zone.
    }
    if case .utc = parsed, tzid != nil {
      throw RecurrenceError(.validate, part: name, text: line,
                            message: "a UTC value (ending in Z) cannot have a TZID parameter (RFC 5545 §3.2.19)")
    }
    self = parsed
  }
}
