// A bounds-checked big-endian reader over TZif bytes (RFC 8536 §2 "network octet order").
// Every read checks the remaining length first, so truncated input is an error, never a trap.

/// A cursor over bytes; reads fail with the current offset instead of trapping.
struct ByteReader {
  let bytes: [UInt8]
  private(set) var offset: Int = 0

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  var remaining: Int { bytes.count - offset }

  func failure(_ expected: String, at position: Int? = nil) -> TZifParseError {
    TZifParseError(offset: position ?? offset, expected: expected)
  }

  /// Checks that `count` bytes remain.
  func need(_ count: Int, _ expected: String) throws(TZifParseError) {
    guard count >= 0, remaining >= count else {
      throw failure("\(expected) (needs \(count) byte\(count == 1 ? "" : "s"), \(max(0, remaining)) remain)")
    }
  }

  mutating func skip(_ count: Int, _ expected: String) throws(TZifParseError) {
    try need(count, expected)
    offset += count
  }

  mutating func u8(_ expected: String) throws(TZifParseError) -> UInt8 {
    try need(1, expected)
    defer { offset += 1 }
    return bytes[offset]
  }

  mutating func u32(_ expected: String) throws(TZifParseError) -> UInt32 {
    try need(4, expected)
    var v: UInt32 = 0
    for k in 0..<4 { v = v << 8 | UInt32(bytes[offset + k]) }
    offset += 4
    return v
  }

  mutating func i32(_ expected: String) throws(TZifParseError) -> Int32 {
    Int32(bitPattern: try u32(expected))
  }

  mutating func i64(_ expected: String) throws(TZifParseError) -> Int64 {
    try need(8, expected)
    var v: UInt64 = 0
    for k in 0..<8 { v = v << 8 | UInt64(bytes[offset + k]) }
    offset += 8
    return Int64(bitPattern: v)
  }

  /// A transition time: 4 bytes in the version 1 block, 8 in the version 2+ block.
  mutating func time(size: Int, _ expected: String) throws(TZifParseError) -> Int64 {
    size == 4 ? Int64(try i32(expected)) : try i64(expected)
  }
}
