// BINARY values (RFC 5545 §3.3.1): base64 (RFC 4648) with ENCODING=BASE64.

/// Base64 coding for BINARY values (ATTACH;ENCODING=BASE64;VALUE=BINARY:...).
///
/// ```swift
/// BinaryValue.encode(Array("Hi!".utf8)) == "SGkh"
/// BinaryValue.decode("SGkh") == Array("Hi!".utf8)
/// BinaryValue.decode("SGk") == nil   // length not a multiple of 4
/// ```
public enum BinaryValue {
  private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

  /// Encodes bytes as padded base64.
  public static func encode(_ bytes: [UInt8]) -> String {
    var out = [UInt8]()
    out.reserveCapacity((bytes.count + 2) / 3 * 4)
    var i = 0
    while i < bytes.count {
      let b0 = Int(bytes[i])
      let b1 = i + 1 < bytes.count ? Int(bytes[i + 1]) : 0
      let b2 = i + 2 < bytes.count ? Int(bytes[i + 2]) : 0
      out.append(alphabet[b0 >> 2])
      out.append(alphabet[((b0 & 3) << 4) | (b1 >> 4)])
      out.append(i + 1 < bytes.count ? alphabet[((b1 & 15) << 2) | (b2 >> 6)] : UInt8(ascii: "="))
      out.append(i + 2 < bytes.count ? alphabet[b2 & 63] : UInt8(ascii: "="))
      i += 3
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// Decodes padded base64; nil on a bad character, bad padding or a length not a multiple of 4.
  public static func decode(_ text: String) -> [UInt8]? {
    var t = text
    return t.withUTF8 { decode(bytes: $0) }
  }

  static func sextet(_ b: UInt8) -> Int? {
    switch b {
    case UInt8(ascii: "A")...UInt8(ascii: "Z"): Int(b) - 65
    case UInt8(ascii: "a")...UInt8(ascii: "z"): Int(b) - 97 + 26
    case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(b) - 48 + 52
    case UInt8(ascii: "+"): 62
    case UInt8(ascii: "/"): 63
    default: nil
    }
  }

  static func decode(bytes p: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
    guard p.count % 4 == 0 else { return nil }
    var out = [UInt8]()
    out.reserveCapacity(p.count / 4 * 3)
    var i = 0
    while i < p.count {
      let last = i + 4 == p.count
      guard let a = sextet(p[i]), let b = sextet(p[i + 1]) else { return nil }
      out.append(UInt8((a << 2) | (b >> 4)))
      if last && p[i + 2] == UInt8(ascii: "=") {
        guard p[i + 3] == UInt8(ascii: "=") else { return nil }
        break
      }
      guard let c = sextet(p[i + 2]) else { return nil }
      out.append(UInt8(((b & 15) << 4) | (c >> 2)))
      if last && p[i + 3] == UInt8(ascii: "=") { break }
      guard let d = sextet(p[i + 3]) else { return nil }
      out.append(UInt8(((c & 3) << 6) | d))
      i += 4
    }
    return out
  }
}
