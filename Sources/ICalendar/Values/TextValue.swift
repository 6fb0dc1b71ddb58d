// TEXT values (RFC 5545 §3.3.11): backslash escapes `\\` `\;` `\,` `\n` `\N`, and comma-separated
// lists for multi-valued properties such as CATEGORIES.

/// Escaping, unescaping and list splitting for TEXT values.
///
/// ```swift
/// TextValue.escape("Meeting; room 3, floor 2\nBring a pen")
///   // "Meeting\; room 3\, floor 2\nBring a pen"
/// TextValue.escape("a\r\nb\rc\u{7}d")              // "a\nb\ncd" (CR LF and CR are line breaks; BEL dropped)
/// TextValue.unescape(#"a\,b\\c\Nd"#)          // "a,b\\c\nd"
/// TextValue.split(#"APPOINTMENT,EDUCATION\,HOME"#)  // ["APPOINTMENT", #"EDUCATION\,HOME"#]
/// ```
public enum TextValue {
  /// Escapes backslash, semicolon, comma and newline for writing a TEXT value. A line break
  /// (LF, CR LF or a lone CR) becomes one `\n`; the other control characters RFC 5545 §3.1
  /// forbids in a content line (U+0000–U+0008, U+000B–U+001F, U+007F; HTAB is allowed) are
  /// dropped, so the value always lints clean (`controlCharacters(in:)` finds them first, for
  /// a warning).
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
        if !previousCR {  // CR LF is one line break, already written for the CR
          out.append(UInt8(ascii: "\\"))
          out.append(UInt8(ascii: "n"))
        }
      case 0x0D:
        out.append(UInt8(ascii: "\\"))
        out.append(UInt8(ascii: "n"))
      case 0x00...0x08, 0x0B...0x1F, 0x7F:
        break  // forbidden in a content line (RFC 5545 §3.1 CONTROL): dropped
      default:
        out.append(b)
      }
      previousCR = b == 0x0D
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// The control characters `escape` drops from `text` (line breaks and HTAB excepted), in order.
  public static func controlCharacters(in text: String) -> [UInt8] {
    text.utf8.filter { ($0 < 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D) || $0 == 0x7F }
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
