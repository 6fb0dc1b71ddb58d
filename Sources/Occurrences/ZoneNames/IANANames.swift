// IANA zone names in any case (RFC 5545 §3.2.19 leaves TZID text to the producer; files write
// `america/new_york` or `EUROPE/PARIS`): tzdata's own spelling, read once from its `tzdata.zi`.

import Zones

/// Maps a zone name in any case to tzdata's spelling.
enum IANANames {
  /// tzdata's spelling of `name`: `name` itself when tzdata has it, else the zone or link in
  /// `tzdata.zi` whose name matches ignoring ASCII case, else nil.
  ///
  /// `canonical("America/New_York") == "America/New_York"`,
  /// `canonical("america/new_york") == "America/New_York"`, `canonical("Mars/Base") == nil`.
  static func canonical(_ name: String) -> String? {
    if ZoneNameResolver.isIANA(name) { return name }
    guard !name.isEmpty, name.utf8.count <= 128 else { return nil }
    guard let spelled = byLowercase[name.lowercased()], ZoneNameResolver.isIANA(spelled) else { return nil }
    return spelled
  }

  /// Every zone and link name of `tzdata.zi` (`Z NAME …`, `L TARGET NAME`), by lowercase name;
  /// empty when the file is absent (then only exact spellings resolve).
  static let byLowercase: [String: String] = {
    var map: [String: String] = [:]
    guard let bytes = ZoneNameFile.read("tzdata.zi") else { return map }
    for line in bytes.split(separator: UInt8(ascii: "\n")) {
      let fields = line.split(separator: UInt8(ascii: " "))
      guard fields.count >= 2, let kind = fields.first?.first else { continue }
      let name: ArraySlice<UInt8>
      if kind == UInt8(ascii: "Z") {
        name = fields[1]
      } else if kind == UInt8(ascii: "L"), fields.count >= 3 {
        name = fields[2]
      } else {
        continue
      }
      let s = String(decoding: name, as: UTF8.self)
      map[s.lowercased()] = s
    }
    return map
  }()
}
