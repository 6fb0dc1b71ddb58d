// TEXT values (RFC 5545 §3.3.11): backslash escapes `\\` `\;` `\,` `\n` `\N`, and comma-separated
// lists for multi-valued properties such as CATEGORIES.

/// Escaping, unescaping and list splitting for TEXT values.
///
/// ```swift
/// TextValue.escape("Meeting; room 3, floor 2\nBring a pen")
///   // "Meeting\; room 3\, floor 2\nBring a pen"
/// TextValue.unescape(#"a\,b\\c\Nd"#)          // "a,b\\c\nd"
/// TextValue.split(#"APPOINTMENT,EDUCATION\,HOME"#)  // ["APPOINTMENT", #"EDUCATION\,HOME"#]
/// ```
public enum TextValue {
  /// Escapes backslash, semicolon, comma and newline for writing a TEXT value.
  public static func escape(_ text: String) -> String {
    var out = [UInt8]()
    out.reserveCapacity(text.utf8.count)
    var previousCR = false
    for b in text.utf8 {
      switch b {
      case UInt8(ascii: "\\"), UInt8(ascii: ";"), UInt8(ascii: ","):
        out.append(UInt8(ascii: "\\"))
        out.append(b)
      case 0x0A:
        if previousCR { out.removeLast() }  // CRLF becomes one \n
        out.append(UInt8(ascii: "\\"))
        out.append(UInt8(ascii: "n"))
      case 0x0D:
        out.append(UInt8(ascii: "\\"))
        out.append(UInt8(ascii: "n"))
      default:
        out.append(b)
      }
      previousCR = b == 0x0D
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// Undoes TEXT escaping; an unknown escape `\x` is kept as `x` (lenient, as most readers do).
  public static func unescape(_ raw: String) -> String {
    // Contiguous UTF-8 (every String read from a file) is searched as bytes.
    let hasEscape = raw.utf8.withContiguousStorageIfAvailable { $0.contains(UInt8(ascii: "\\")) }
      ?? raw.utf8.contains(UInt8(ascii: "\\"))
    guard hasEscape else { return raw }
    var out = [UInt8]()
    out.reserveCapacity(raw.utf8.count)
    var escaped = false
    for b in raw.utf8 {
      if escaped {
        switch b {
        case UInt8(ascii: "n"), UInt8(ascii: "N"): out.append(0x0A)
        default: out.append(b)
        }
        escaped = false
      } else if b == UInt8(ascii: "\\") {
        escaped = true
      } else {
        out.append(b)
      }
    }
    if escaped { out.append(UInt8(ascii: "\\")) }
    return String(decoding: out, as: UTF8.self)
  }

  /// Splits a raw multi-valued TEXT on unescaped commas; items stay escaped (raw).
  public static func split(_ raw: String) -> [String] {
    var items: [String] = []
    var r = raw
    _ = r.withUTF8 { p in
      ValueSyntax.splitList(p) { item in
        items.append(String(decoding: item, as: UTF8.self))
        return true
      }
    }
    return items
  }

  /// Joins already-unescaped items into one raw multi-valued TEXT (each escaped, comma-separated).
  public static func join(_ items: [String]) -> String {
    items.map(escape).joined(separator: ",")
  }
}
