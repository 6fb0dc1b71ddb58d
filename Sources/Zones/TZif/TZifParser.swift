// The TZif reader (RFC 8536 §3: header, data block, footer; versions 1 to 4). The parse phase
// only: it validates every count, index and offset against the bytes actually present before
// allocating, so hostile input yields a TZifParseError, never a trap or an outsized allocation.

/// Reads TZif bytes into `TZifData`, using the 64-bit (version 2+) block when there is one.
///
/// Layout (RFC 8536 §3.1, §3.2): a 44-byte header (`TZif`, version, 15 unused bytes, then
/// isutcnt, isstdcnt, leapcnt, timecnt, typecnt, charcnt as 32-bit big-endian counts), the
/// data block, and for version 2+ a second header and block with 64-bit times, then the
/// footer `\n<POSIX TZ string>\n`.
enum TZifParser {
  /// The six counts of one header (RFC 8536 §3.1).
  struct Header {
    let version: Int
    let isutcnt: Int, isstdcnt: Int, leapcnt: Int, timecnt: Int, typecnt: Int, charcnt: Int

    /// Bytes in the data block this header describes, with `timeSize`-byte times.
    func blockLength(timeSize: Int) -> Int {
      timecnt * (timeSize + 1) + typecnt * 6 + charcnt + leapcnt * (timeSize + 4) + isstdcnt + isutcnt
    }
  }

  /// Parses a whole TZif file.
  static func parse(_ bytes: [UInt8]) throws(TZifParseError) -> TZifData {
    var reader = ByteReader(bytes)
    let first = try header(&reader)
    if first.version == 1 {
      return try block(&reader, first, timeSize: 4)
    }
    let skipAt = reader.offset
    guard reader.remaining >= first.blockLength(timeSize: 4) else {
      throw reader.failure("the version 1 data block of \(first.blockLength(timeSize: 4)) bytes the first header describes (\(reader.remaining) remain)", at: skipAt)
    }
    try reader.skip(first.blockLength(timeSize: 4), "the version 1 data block")
    let secondAt = reader.offset
    let second = try header(&reader)
    guard second.version >= 2 else {
      throw reader.failure("a second header of version 2 or later, after the version 1 data block", at: secondAt + 4)
    }
    return try block(&reader, second, timeSize: 8)
  }

  /// Reads and checks one header.
  static func header(_ r: inout ByteReader) throws(TZifParseError) -> Header {
    let start = r.offset
    try r.need(44, "a 44-byte TZif header")
    let magic = try r.u32("the magic \"TZif\"")
    guard magic == 0x545A_6966 else { throw r.failure("the magic \"TZif\" (54 5A 69 66)", at: start) }
    let versionByte = try r.u8("a version byte")
    let version: Int
    switch versionByte {
    case 0: version = 1
    case UInt8(ascii: "2"): version = 2
    case UInt8(ascii: "3"): version = 3
    case UInt8(ascii: "4"): version = 4
    default: throw r.failure("a version byte 0x00, '2', '3' or '4' (RFC 8536 §3.1)", at: start + 4)
    }
    try r.skip(15, "15 unused header bytes")
    let isutcnt = Int(try r.u32("isutcnt"))
    let isstdcnt = Int(try r.u32("isstdcnt"))
    let leapcnt = Int(try r.u32("leapcnt"))
    let timecnt = Int(try r.u32("timecnt"))
    let typecnt = Int(try r.u32("typecnt"))
    let charcnt = Int(try r.u32("charcnt"))
    guard isutcnt == 0 || isutcnt == typecnt else {
      throw r.failure("isutcnt 0 or equal to typecnt (\(typecnt)), found \(isutcnt)", at: start + 20)
    }
    guard isstdcnt == 0 || isstdcnt == typecnt else {
      throw r.failure("isstdcnt 0 or equal to typecnt (\(typecnt)), found \(isstdcnt)", at: start + 24)
    }
    guard typecnt > 0 else { throw r.failure("typecnt at least 1 (RFC 8536 §3.1)", at: start + 36) }
    guard charcnt > 0 else { throw r.failure("charcnt at least 1 (RFC 8536 §3.1)", at: start + 40) }
    return Header(version: version, isutcnt: isutcnt, isstdcnt: isstdcnt, leapcnt: leapcnt,
                  timecnt: timecnt, typecnt: typecnt, charcnt: charcnt)
  }

  /// Reads one data block (and, for 64-bit blocks, the footer) described by `h`.
  static func block(_ r: inout ByteReader, _ h: Header, timeSize: Int) throws(TZifParseError) -> TZifData {
    let length = h.blockLength(timeSize: timeSize)
    guard r.remaining >= length else {
      throw r.failure("a data block of \(length) bytes as the header's counts describe (\(r.remaining) remain)")
    }
    // Everything below is now known to fit in the input, so allocations are proportional to it.
    // The block's length is checked, so the two per-transition arrays are read straight from
    // the bytes (one zone read at every `recur expand` start; docs/ARCHITECTURE.md "Start-up");
    // the first out-of-order time or out-of-range index is reported at its offset.
    let timesAt = r.offset
    let indicesAt = timesAt + h.timecnt * timeSize
    var firstUnordered = -1
    var firstBadIndex = -1
    let times: [Int64] = r.bytes.withUnsafeBytes { b in
      [Int64](unsafeUninitializedCapacity: h.timecnt) { out, count in
        var p = timesAt
        for k in 0..<h.timecnt {
          // One big-endian load per time (the bytes are checked to be there).
          let t = timeSize == 8 ? Int64(bigEndian: b.loadUnaligned(fromByteOffset: p, as: Int64.self))
                                : Int64(Int32(bigEndian: b.loadUnaligned(fromByteOffset: p, as: Int32.self)))
          out.initializeElement(at: k, to: t)
          if k > 0, firstUnordered < 0, t <= out[k - 1] { firstUnordered = k }
          p += timeSize
        }
        count = h.timecnt
      }
    }
    let indices: [Int] = r.bytes.withUnsafeBufferPointer { b in
      [Int](unsafeUninitializedCapacity: h.timecnt) { out, count in
        for k in 0..<h.timecnt {
          let i = Int(b[indicesAt + k])
          if firstBadIndex < 0, i >= h.typecnt { firstBadIndex = k }
          out.initializeElement(at: k, to: i)
        }
        count = h.timecnt
      }
    }
    if firstUnordered >= 0 {
      throw r.failure("a transition time later than the previous one (RFC 8536 §3.2)", at: timesAt + firstUnordered * timeSize)
    }
    if firstBadIndex >= 0 {
      throw r.failure("a transition type index below typecnt (\(h.typecnt)), found \(indices[firstBadIndex])",
                      at: indicesAt + firstBadIndex)
    }
    try r.skip(h.timecnt * (timeSize + 1), "transition times and type indices")
    // The records are all checked first (so the first bad one is reported, as before any
    // designation), then read again from the checked bytes into the types: no per-field arrays
    // and no copy of the designations (each new array element type cost its storage class's
    // metadata at every process's first zone read; docs/ARCHITECTURE.md "Start-up").
    let recordsAt = r.offset
    for _ in 0..<h.typecnt {
      let at = r.offset
      let utoff = try r.i32("a local time type's utoff")
      guard (-89_999...93_599).contains(utoff) else {
        throw r.failure("utoff in -89999...93599 seconds (RFC 8536 §3.2), found \(utoff)", at: at)
      }
      let isdst = try r.u8("a local time type's isdst")
      guard isdst <= 1 else { throw r.failure("isdst 0 or 1, found \(isdst)", at: at + 4) }
      let desigidx = Int(try r.u8("a local time type's desigidx"))
      guard desigidx < h.charcnt else {
        throw r.failure("desigidx below charcnt (\(h.charcnt)), found \(desigidx)", at: at + 5)
      }
    }
    let charsAt = r.offset
    let charsEnd = charsAt + h.charcnt
    try r.skip(h.charcnt, "time zone designations")
    var types: [LocalTimeType] = []
    types.reserveCapacity(h.typecnt)
    for k in 0..<h.typecnt {
      let at = recordsAt + 6 * k
      let b = r.bytes
      let utoff = Int32(bitPattern: UInt32(b[at]) << 24 | UInt32(b[at + 1]) << 16 | UInt32(b[at + 2]) << 8 | UInt32(b[at + 3]))
      let desigidx = Int(b[at + 5])
      let start = charsAt + desigidx
      guard let end = b[start..<charsEnd].firstIndex(of: 0) else {
        throw r.failure("a NUL-terminated designation starting at designation index \(desigidx)", at: start)
      }
      let name = String(decoding: b[start..<end], as: UTF8.self)
      types.append(LocalTimeType(offset: UTCOffset(seconds: utoff), abbreviation: name, isDST: b[at + 4] == 1))
    }
    var leaps: [(occurrence: Int64, correction: Int32)] = []
    leaps.reserveCapacity(h.leapcnt)
    for _ in 0..<h.leapcnt {
      let at = r.offset
      let occurrence = try r.time(size: timeSize, "a leap-second occurrence")
      let correction = try r.i32("a leap-second correction")
      if let last = leaps.last, occurrence <= last.occurrence {
        throw r.failure("a leap-second occurrence later than the previous one (RFC 8536 §3.2)", at: at)
      }
      leaps.append((occurrence, correction))
    }
    for name in ["a standard/wall indicator 0 or 1", "a UT/local indicator 0 or 1"] {
      let count = name.hasPrefix("a standard") ? h.isstdcnt : h.isutcnt
      for _ in 0..<count {
        let at = r.offset
        let v = try r.u8(name)
        guard v <= 1 else { throw r.failure("\(name), found \(v)", at: at) }
      }
    }
    var footer: ArraySlice<UInt8> = []
    if timeSize == 8 {
      let at = r.offset
      guard try r.u8("a newline starting the TZ string footer (RFC 8536 §3.3)") == 0x0A else {
        throw r.failure("a newline starting the TZ string footer (RFC 8536 §3.3)", at: at)
      }
      let textAt = r.offset
      var end = textAt
      while end < r.bytes.count, r.bytes[end] != 0x0A {
        guard (0x20...0x7E).contains(r.bytes[end]) else {
          throw r.failure("a printable ASCII character in the TZ string footer", at: end)
        }
        end += 1
      }
      guard end < r.bytes.count else { throw r.failure("a newline ending the TZ string footer (RFC 8536 §3.3)", at: end) }
      footer = r.bytes[textAt..<end]
    }
    // Files with leap seconds ("right/" zones) count them in their times; remove them so
    // every instant is POSIX time, as `Instant` is.
    var posixTimes = times
    if !leaps.isEmpty {
      var l = -1
      for k in posixTimes.indices {
        while l + 1 < leaps.count, leaps[l + 1].occurrence <= times[k] { l += 1 }
        if l >= 0 { posixTimes[k] = times[k] - Int64(leaps[l].correction) }
      }
    }
    return TZifData(version: h.version, times: posixTimes, typeIndices: indices, types: types,
                    leapSeconds: leaps, footer: footer)
  }
}
