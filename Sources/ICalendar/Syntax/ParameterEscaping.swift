// RFC 6868 caret escaping of parameter values: `^n` newline, `^^` caret, `^'` double quote.
// Any other `^x` is kept as written (RFC 6868 §3: "the ^ character ... MUST be left as is").

/// Encoding and decoding of RFC 6868 caret escapes.
///
/// ```swift
/// ParameterEscaping.decode("Doe ^'JD^' ^^ ^n") == "Doe \"JD\" ^ \n"
/// ParameterEscaping.encode("a\"b") == "a^'b"
/// ```
public enum ParameterEscaping {
  /// Decodes `^n`, `^^` and `^'`; other carets are left as written.
  public static func decode(_ raw: String) -> String {
    guard raw.utf8.contains(UInt8(ascii: "^")) else { return raw }
    var out = [UInt8]()
    out.reserveCapacity(raw.utf8.count)
    var caret = false
    for b in raw.utf8 {
      if caret {
        caret = false
        switch b {
        case UInt8(ascii: "n"): out.append(0x0A)
        case UInt8(ascii: "^"): out.append(UInt8(ascii: "^"))
        case UInt8(ascii: "'"): out.append(UInt8(ascii: "\""))
        default:
          out.append(UInt8(ascii: "^"))
          if b == UInt8(ascii: "^") { caret = true } else { out.append(b) }
        }
      } else if b == UInt8(ascii: "^") {
        caret = true
      } else {
        out.append(b)
      }
    }
    if caret { out.append(UInt8(ascii: "^")) }
    return String(decoding: out, as: UTF8.self)
  }

  /// Encodes `^`, `"` and newlines (CRLF, LF or CR) as carets.
  public static func encode(_ text: String) -> String {
    guard text.utf8.contains(where: { $0 == UInt8(ascii: "^") || $0 == 0x22 || $0 == 0x0A || $0 == 0x0D }) else {
      return text
    }
    var out = [UInt8]()
    var previousCR = false
    for b in text.utf8 {
      switch b {
      case UInt8(ascii: "^"): out += [UInt8(ascii: "^"), UInt8(ascii: "^")]
      case 0x22: out += [UInt8(ascii: "^"), UInt8(ascii: "'")]
      case 0x0A: if !previousCR { out += [UInt8(ascii: "^"), UInt8(ascii: "n")] }
      case 0x0D: out += [UInt8(ascii: "^"), UInt8(ascii: "n")]
      default: out.append(b)
      }
      previousCR = b == 0x0D
    }
    return String(decoding: out, as: UTF8.self)
  }
}
