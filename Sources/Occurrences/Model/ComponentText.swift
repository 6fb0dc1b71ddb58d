// A TEXT value the model keeps of each component (RFC 5545 §3.3.11: UID, SUMMARY): most are
// written on one line without an escape, so their text is their bytes in the file, kept as a
// range and decoded only when someone asks (an occurrence printed), not once per component.

/// A UID or SUMMARY as read: absent, a range of the scanned file's bytes that is the text as it
/// stands (no fold, no backslash escape, RFC 5545 §3.1, §3.3.11), or the text decoded.
///
/// ```
/// UID:a@example.com            → .inFile(start: 812, count: 13)   (its bytes are the text)
/// SUMMARY:Lunch\, then walk    → .decoded("Lunch, then walk")      (an escape to undo)
/// ```
enum ComponentText: Sendable {
  /// Not written.
  case absent
  /// Bytes `start..<start + count` of the file the component was scanned from.
  case inFile(start: Int32, count: Int32)
  /// The text, unescaped.
  case decoded(String)

  /// The value of `line`: a range of `file` when its raw value lies there unchanged and has no
  /// escape, else its text decoded.
  static func read<L: TimePropertyLine>(_ line: L, file: UnsafeBufferPointer<UInt8>) -> ComponentText {
    let start: Int? = line.withRawValue { raw in
      guard let f = file.baseAddress, let r = raw.baseAddress, r >= f, raw.count <= file.count,
            r - f <= file.count - raw.count, file.count <= Int(Int32.max), !raw.contains(0x5C)
      else { return nil }
      return r - f
    }
    guard let start else { return .decoded(line.textValue) }
    return .inFile(start: Int32(truncatingIfNeeded: start), count: Int32(truncatingIfNeeded: line.withRawValue { $0.count }))
  }

  /// The text (nil when absent); an `inFile` one decoded from `source`'s bytes.
  func text(in source: ComponentSource) -> String? {
    switch self {
    case .absent: return nil
    case .decoded(let s): return s
    case .inFile(let start, let count):
      return source.withFileBytes { String(decoding: UnsafeBufferPointer(rebasing: $0[Int(start)..<Int(start) + Int(count)]), as: UTF8.self) } ?? ""
    }
  }

  /// Calls `body` with the text's UTF-8 bytes (empty when absent), decoding nothing.
  func withBytes<R>(in source: ComponentSource, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
    switch self {
    case .absent:
      return body(UnsafeBufferPointer(start: nil, count: 0))
    case .decoded(var s):
      return s.withUTF8(body)
    case .inFile(let start, let count):
      let found: R? = source.withFileBytes { body(UnsafeBufferPointer(rebasing: $0[Int(start)..<Int(start) + Int(count)])) }
      return found ?? body(UnsafeBufferPointer(start: nil, count: 0))
    }
  }
}
