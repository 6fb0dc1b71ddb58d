// Searching a RECUR value's text (RFC 5545 §3.3.10: `;` between parts, `=` after a name, `,`
// between list items) in its bytes when that gives the same answer as Swift's Characters.

/// Delimiter searches over a rule's text that agree with `Character` semantics.
///
/// ```swift
/// RuleText.isSimple("FREQ=DAILY")                            // true: ASCII, no CR
/// RuleText.firstIndex(of: ";", in: "FREQ=DAILY;COUNT=3", simple: true)   // the index of ";"
/// ```
enum RuleText {
  /// Whether every byte of `text` is a Character of its own: ASCII without CR (CR LF is one
  /// Character; a non-ASCII scalar may extend the Character before it, e.g. U+0301).
  static func isSimple(_ text: Substring) -> Bool {
    // A native string's bytes are contiguous: read them as a buffer, without view indices.
    if let simple = text.utf8.withContiguousStorageIfAvailable({ bytes in
      for byte in bytes where byte >= 0x80 || byte == 13 { return false }
      return true
    }) {
      return simple
    }
    for byte in text.utf8 where byte >= 0x80 || byte == 13 { return false }
    return true
  }

  /// The first Character equal to the ASCII `delimiter` in `text`: a byte search when `simple`,
  /// else a Character search (a `;` followed by a combining mark is no delimiter there).
  static func firstIndex(of delimiter: Unicode.Scalar, in text: Substring, simple: Bool) -> Substring.Index? {
    guard simple else { return text.firstIndex(of: Character(delimiter)) }
    let byte = UInt8(ascii: delimiter)
    let utf8 = text.utf8
    if let found = utf8.withContiguousStorageIfAvailable({ bytes -> Int in
      var k = 0
      while k < bytes.count, bytes[k] != byte { k += 1 }
      return k
    }) {
      return found == utf8.count ? nil : utf8.index(utf8.startIndex, offsetBy: found)
    }
    return utf8.firstIndex(of: byte)
  }

  /// Whether `text` starts with `RRULE:` in any case, as six Characters.
  static func hasRRulePrefix(_ text: Substring, simple: Bool) -> Bool {
    guard simple else { return text.count >= 6 && text.prefix(6).uppercased() == "RRULE:" }
    let bytes = text.utf8
    guard bytes.count >= 6 else { return false }
    var i = bytes.startIndex
    for expected in "RRULE:".utf8 {
      var byte = bytes[i]
      if byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") { byte -= 32 }
      guard byte == expected else { return false }
      i = bytes.index(after: i)
    }
    return true
  }

  /// Whether the last Character of `item` is `L` or `l` (a BYMONTH leap month, RFC 7529).
  static func endsWithL(_ item: Substring, simple: Bool) -> Bool {
    if simple { return item.utf8.last == UInt8(ascii: "L") || item.utf8.last == UInt8(ascii: "l") }
    return item.last == "L" || item.last == "l"
  }

  /// The first `:` outside a `"`-quoted stretch of a content line (RFC 5545 §3.1: the value
  /// follows the parameters), or nil.
  static func valueColon(in line: Substring, simple: Bool) -> Substring.Index? {
    var inQuotes = false
    if simple {
      let bytes = line.utf8
      var i = bytes.startIndex
      while i < bytes.endIndex {
        let byte = bytes[i]
        if byte == UInt8(ascii: "\"") { inQuotes.toggle() } else if byte == UInt8(ascii: ":") && !inQuotes { return i }
        i = bytes.index(after: i)
      }
      return nil
    }
    for i in line.indices {
      let c = line[i]
      if c == "\"" { inQuotes.toggle() } else if c == ":" && !inQuotes { return i }
    }
    return nil
  }

  /// A parameter value without one pair of enclosing `"` (RFC 5545 §3.2 `quoted-string`).
  static func unquoted(_ value: Substring, simple: Bool) -> String {
    if simple {
      let bytes = value.utf8
      guard bytes.count >= 2, bytes.first == UInt8(ascii: "\""), bytes.last == UInt8(ascii: "\"") else {
        return String(value)
      }
      return String(value[bytes.index(after: bytes.startIndex)..<bytes.index(before: bytes.endIndex)])
    }
    let v = String(value)
    if v.count >= 2, v.hasPrefix("\""), v.hasSuffix("\"") { return String(v.dropFirst().dropLast()) }
    return v
  }
}
