// Zones from TZif bytes (RFC 8536 §3): parse, then index for queries. Version 1 files use the
// 32-bit block; version 2+ files the 64-bit block and the POSIX TZ footer (RFC 8536 §3.3).

extension Zone {
  /// A zone from the bytes of a TZif file; `identifier` names it (and its errors).
  ///
  /// ```swift
  /// let bytes: [UInt8] = …   // contents of /usr/share/zoneinfo/Asia/Kathmandu
  /// let zone = try Zone(identifier: "Asia/Kathmandu", tzif: bytes)
  /// zone.offset(at: Instant(secondsSinceEpoch: 1_767_225_600))   // +0545
  /// try Zone(identifier: "x", tzif: [0x54, 0x5A])   // throws .invalidTZif("x", byteOffset: 0, expected: "a 44-byte TZif header …")
  /// ```
  /// For instants after the last transition the footer's rule applies (New York in 2100:
  /// gap on 2100-03-14 02:00 → 03:00, fold on 2100-11-07 02:00 → 01:00).
  public init(identifier: String, tzif bytes: [UInt8]) throws(ZoneError) {
    let data: TZifData
    do {
      data = try TZifParser.parse(bytes)
    } catch {
      throw .invalidTZif(identifier, byteOffset: error.offset, expected: error.expected)
    }
    let rules: ZoneRules
    if data.footer.isEmpty {
      rules = ZoneRules(types: data.types, initialType: 0, times: data.times, typeIndices: data.typeIndices, ongoing: nil)
    } else {
      var parser = POSIXTZParser(bytes: Array(data.footer), identifier: identifier)
      switch try parser.parseParts() {
      case .standardOnly(let rule):
        rules = ZoneRules(types: data.types, initialType: 0, times: data.times, typeIndices: data.typeIndices, rule: rule)
      case .withDaylight(let parts):
        rules = ZoneRules(types: data.types, initialType: 0, times: data.times, typeIndices: data.typeIndices,
                          rule: parts.rule, daylight: parts.daylight)
      }
    }
    self.init(identifier: identifier, rules: rules)
  }
}
