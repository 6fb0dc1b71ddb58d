// The UTF-8 bytes of a DATE / DATE-TIME value's text (RFC 5545 §3.3.4, §3.3.5) read by
// position in place, without copying them into an array first.

/// A string's UTF-8 bytes by integer position.
///
/// ```swift
/// let b = UTF8Bytes("20260131")
/// b.count          // 8
/// b.digits(4, 2)   // 1 (the month)
/// ```
struct UTF8Bytes {
  /// The bytes.
  let utf8: String.UTF8View
  /// The number of bytes.
  let count: Int

  /// The bytes of `text`.
  init(_ text: String) {
    utf8 = text.utf8
    count = utf8.count
  }

  /// The byte at `position` (0 ..< count).
  subscript(position: Int) -> UInt8 {
    utf8[utf8.index(utf8.startIndex, offsetBy: position)]
  }

  /// The number written by `length` ASCII digits from `from`, or nil if any is not a digit or
  /// they run past the end.
  func digits(_ from: Int, _ length: Int) -> Int? {
    guard from >= 0, from + length <= count else { return nil }
    var n = 0
    var i = utf8.index(utf8.startIndex, offsetBy: from)
    for _ in 0..<length {
      let c = utf8[i]
      guard c >= 48, c <= 57 else { return nil }
      n = n * 10 + Int(c - 48)
      i = utf8.index(after: i)
    }
    return n
  }
}
