// Reading a DTSTART given as a content line or a bare value (RFC 5545 §3.8.2.4 DTSTART,
// §3.3.4 DATE, §3.3.5 DATE-TIME), as `recur expand --dtstart` and the corpus files give it.

import Zones

extension LibICalStart {
  /// Reads `DTSTART;TZID=Europe/Paris:20260131T090000`, `DTSTART;VALUE=DATE:20260131`,
  /// `DTSTART:20260131T090000Z` or a bare value (`20260131`, `20260131T090000`,
  /// `20260131T090000Z`); `nil` when the text is none of these or names a nonexistent date.
  ///
  /// ```swift
  /// LibICalStart(parsing: "DTSTART;TZID=Asia/Kathmandu:20260101T023000")
  /// // .zoned(2026-01-01T02:30:00, zoneID: "Asia/Kathmandu")
  /// ```
  public init?(parsing text: String) {
    var params: [Substring] = []
    var value = Substring(text)
    if let colon = text.lastIndex(of: ":") {
      let head = text[..<colon]
      value = text[text.index(after: colon)...]
      let parts = head.split(separator: ";", omittingEmptySubsequences: false)
      guard let name = parts.first, name.uppercased() == "DTSTART" || name.isEmpty else { return nil }
      params = Array(parts.dropFirst())
    }
    var zoneID: String?
    var isDateParam = false
    for p in params {
      let kv = p.split(separator: "=", maxSplits: 1)
      guard kv.count == 2 else { return nil }
      switch kv[0].uppercased() {
      case "TZID": zoneID = String(kv[1])
      case "VALUE": isDateParam = kv[1].uppercased() == "DATE"
      default: continue
      }
    }
    guard let parsed = Self.parseValue(value) else { return nil }
    switch parsed {
    case .date(let d):
      guard zoneID == nil else { return nil }
      self = .date(d)
    case .dateTime(let t, let isUTC):
      guard !isDateParam else { return nil }
      if isUTC {
        guard zoneID == nil else { return nil }
        self = .utc(t)
      } else if let zoneID {
        self = .zoned(t, zoneID: zoneID)
      } else {
        self = .floating(t)
      }
    }
  }

  private enum Parsed { case date(CivilDate), dateTime(CivilDateTime, isUTC: Bool) }

  private static func parseValue(_ text: Substring) -> Parsed? {
    let b = Array(text.utf8)
    func num(_ r: Range<Int>) -> Int? {
      var n = 0
      for i in r {
        guard b[i] >= 48, b[i] <= 57 else { return nil }
        n = n * 10 + Int(b[i] - 48)
      }
      return n
    }
    guard b.count == 8 || b.count == 15 || b.count == 16,
          let y = num(0..<4), let mo = num(4..<6), let d = num(6..<8) else { return nil }
    if b.count == 8 {
      return CivilDate(year: y, month: mo, day: d).map { .date($0) }
    }
    guard b[8] == 84 || b[8] == 116, let h = num(9..<11), let mi = num(11..<13), let s = num(13..<15)
    else { return nil }
    let isUTC = b.count == 16
    if isUTC, b[15] != 90, b[15] != 122 { return nil }
    return CivilDateTime(year: y, month: mo, day: d, hour: h, minute: mi, second: s)
      .map { .dateTime($0, isUTC: isUTC) }
  }

  /// The content line: `DTSTART;TZID=America/New_York:20260131T093000`, `DTSTART;VALUE=DATE:20260131`.
  public var contentLine: String {
    switch self {
    case .date(let d): "DTSTART;VALUE=DATE:" + LibICalText.date(d)
    case .floating(let t): "DTSTART:" + LibICalText.local(t)
    case .utc(let t): "DTSTART:" + LibICalText.local(t) + "Z"
    case .zoned(let t, let id): "DTSTART;TZID=\(id):" + LibICalText.local(t)
    }
  }
}

/// iCalendar value text of Zones types: `20260131`, `20260131T093000`, `20260131T093000Z`.
public enum LibICalText {
  /// `YYYYMMDD`.
  public static func date(_ d: CivilDate) -> String { pad(d.year, 4) + pad(d.month, 2) + pad(d.day, 2) }
  /// `YYYYMMDDTHHMMSS`.
  public static func local(_ t: CivilDateTime) -> String {
    date(t.date) + "T" + pad(t.time.hour, 2) + pad(t.time.minute, 2) + pad(t.time.second, 2)
  }
  /// `YYYYMMDDTHHMMSSZ`.
  public static func utc(_ i: Instant) -> String { local(i.utc) + "Z" }

  static func pad(_ v: Int, _ w: Int) -> String {
    let s = String(v)
    return s.count >= w ? s : String(repeating: "0", count: w - s.count) + s
  }
}

extension LibICalOccurrence {
  /// The value as `recur expand` prints it; `utc: true` (`--utc`) writes zoned ones in UTC.
  public func text(utc: Bool) -> String {
    switch self {
    case .date(let d): LibICalText.date(d)
    case .floating(let t): LibICalText.local(t)
    case .utc(let i): LibICalText.utc(i)
    case .zoned(let wall, let i): utc ? LibICalText.utc(i) : LibICalText.local(wall)
    }
  }
}
