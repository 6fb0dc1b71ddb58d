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
    for byte in text.utf8 where byte >= 0x80 || byte == 13 { return false }
    return true
  }

  /// The first Character equal to the ASCII `delimiter` in `text`: a byte search when `simple`,
  /// else a Character search (a `;` followed by a combining mark is no delimiter there).
  static func firstIndex(of delimiter: Unicode.Scalar, in text: Substring, simple: Bool) -> Substring.Index? {
    simple ? text.utf8.firstIndex(of: UInt8(ascii: delimiter)) : text.firstIndex(of: Character(delimiter))
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
}
