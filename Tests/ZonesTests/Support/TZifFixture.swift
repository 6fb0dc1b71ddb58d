// Builds TZif bytes by hand (RFC 8536 §3.1 header, §3.2 data block, §3.3 footer) so tests can
// craft valid files and hostile ones byte by byte.

/// The parts of a TZif file; `bytes` lays them out. Version 2+ files get a minimal version 1
/// block (one type, one designation byte: 7 bytes), so the second header starts at byte 51
/// and the 64-bit data block at byte 95.
struct TZifFixture {
  var version: UInt8 = UInt8(ascii: "2")
  var times: [Int64] = []
  var indices: [UInt8] = []
  var types: [(utoff: Int32, isdst: UInt8, desigidx: UInt8)] = [(0, 0, 0)]
  var chars: [UInt8] = Array("UTC\0".utf8)
  var leaps: [(occurrence: Int64, correction: Int32)] = []
  var isstd: [UInt8] = []
  var isut: [UInt8] = []
  /// The raw bytes after the data block (version 2+): newline, TZ string, newline.
  var footer: [UInt8] = Array("\nUTC0\n".utf8)
  /// Replaces the counts of the data header (isut, isstd, leap, time, type, char).
  var counts: [UInt32]?
  /// Replaces the counts of the version 1 header of a version 2+ file.
  var v1Counts: [UInt32]?
  /// The version byte of the second header (default: same as `version`).
  var secondVersion: UInt8?

  static func be<T: FixedWidthInteger>(_ value: T) -> [UInt8] {
    withUnsafeBytes(of: value.bigEndian) { Array($0) }
  }

  func header(_ version: UInt8, _ counts: [UInt32]) -> [UInt8] {
    Array("TZif".utf8) + [version] + [UInt8](repeating: 0, count: 15) + counts.flatMap { Self.be($0) }
  }

  var dataCounts: [UInt32] {
    counts ?? [UInt32(isut.count), UInt32(isstd.count), UInt32(leaps.count), UInt32(times.count),
               UInt32(types.count), UInt32(chars.count)]
  }

  func block(timeSize: Int) -> [UInt8] {
    var out: [UInt8] = []
    for t in times { out += timeSize == 4 ? Self.be(Int32(truncatingIfNeeded: t)) : Self.be(t) }
    out += indices
    for t in types { out += Self.be(t.utoff) + [t.isdst, t.desigidx] }
    out += chars
    for l in leaps { out += (timeSize == 4 ? Self.be(Int32(truncatingIfNeeded: l.occurrence)) : Self.be(l.occurrence)) + Self.be(l.correction) }
    return out + isstd + isut
  }

  var bytes: [UInt8] {
    if version == 0 { return header(0, dataCounts) + block(timeSize: 4) }
    let v1 = header(version, v1Counts ?? [0, 0, 0, 0, 1, 1]) + [0, 0, 0, 0, 0, 0, 0]
    return v1 + header(secondVersion ?? version, dataCounts) + block(timeSize: 8) + footer
  }
}
