// One unfolded content line (RFC 5545 §3.1): `name *(";" param) ":" value`, as byte ranges into
// the input (or into a scratch buffer when the line was folded). Valid only during one callback.

/// A parameter value's byte range inside a content line (RFC 5545 §3.1 param-value).
struct ParamSlot {
  var nameStart: Int
  var nameEnd: Int
  var valueStart: Int
  var valueEnd: Int
  var isQuoted: Bool
  /// Whether this slot starts a new parameter (false for the 2nd, 3rd... value of a list).
  var isFirst: Bool
}

/// An unfolded content line seen by the validator and the tree builder.
struct ContentLine {
  /// The logical line, without its line ending and fold sequences.
  var bytes: UnsafeBufferPointer<UInt8>
  /// End of the name (exclusive).
  var nameEnd: Int
  /// Start of the value (just after the colon).
  var valueStart: Int
  /// The parameters' slots in order.
  var params: UnsafeBufferPointer<ParamSlot>
  /// Whether the name had lowercase letters.
  var nameHasLowercase: Bool
  /// Whether the line held bytes outside ASCII (it is valid UTF-8 unless `invalidUTF8`).
  var invalidUTF8: Bool
  /// The name as a `PropertyRules.Key` (uppercased), nil when longer than 16 octets.
  var key: PropertyRules.Key?
  /// The first physical line.
  var firstLine: Int
  /// Logical offsets where each physical line after the first begins (for columns).
  var segmentStarts: UnsafeBufferPointer<Int>
  /// Offset in the whole input of the line's first byte.
  var startOffset = 0
  /// Offset in the whole input just past the line ending of its last physical line.
  var endOffset = 0

  @inline(__always) var name: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(rebasing: bytes[0..<nameEnd]) }
  @inline(__always) var value: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(rebasing: bytes[valueStart...]) }

  @inline(__always) func slice(_ a: Int, _ b: Int) -> UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(rebasing: bytes[a..<b])
  }

  /// The physical line and column of logical offset `offset`.
  @inline(__always)
  func location(_ offset: Int) -> SourceLocation {
    // An unfolded line (most lines), or an offset on the first physical line.
    if segmentStarts.isEmpty || offset < segmentStarts[0] { return SourceLocation(line: firstLine, column: offset + 1) }
    return foldedLocation(offset)
  }

  /// `location(offset)` on a folded line.
  private func foldedLocation(_ offset: Int) -> SourceLocation {
    var k = 0
    while k < segmentStarts.count && segmentStarts[k] <= offset { k += 1 }
    if k == 0 { return SourceLocation(line: firstLine, column: offset + 1) }
    return SourceLocation(line: firstLine + k, column: offset - segmentStarts[k - 1] + 2)
  }

  /// The first slot of the parameter named `upper` (an uppercase literal), if any.
  func param(_ upper: StaticString) -> ParamSlot? {
    let n = upper.utf8CodeUnitCount
    for s in params where s.isFirst && s.nameEnd - s.nameStart == n {
      if ValueSyntax.equalsUppercase(slice(s.nameStart, s.nameEnd), upper) { return s }
    }
    return nil
  }
}
