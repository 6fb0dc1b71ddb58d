// Content hashes for change detection (no RFC: FNV-1a, 64 bits, twice with different offsets
// for 128 bits), and deterministic UUIDs for conflict copies (RFC 9562 §5.8 layout, version 8).

import Foundation

/// Stable hashes of text, identical on every platform and run (unlike `Hasher`).
///
/// Example: `ContentHash.of("")` is `"cbf29ce484222325" + "…"` (32 hex digits); the same text
/// always gives the same digits, and one changed byte changes them.
public enum ContentHash {
  /// 32 lower-case hex digits: FNV-1a-64 of the UTF-8 bytes with the standard offset basis,
  /// then with a second basis. A change detector, not a cryptographic digest.
  public static func of(_ text: String) -> String {
    let (a, b) = pair(text)
    return hex(a) + hex(b)
  }

  /// A UUID (RFC 9562 version 8, variant 10) derived from `text`: the same text, the same UUID.
  ///
  /// Example: the conflict copy of reminder `U` losing with hash `H` is `deterministicUUID("U|H")`,
  /// so an interrupted sync run again makes the same copy, not a second one.
  public static func deterministicUUID(_ text: String) -> String {
    var (a, b) = pair(text)
    a = (a & ~0x0000_0000_0000_F000) | 0x0000_0000_0000_8000
    b = (b & ~0xC000_0000_0000_0000) | 0x8000_0000_0000_0000
    let h = hex(a) + hex(b)
    let c = Array(h.uppercased())
    return String(c[0..<8]) + "-" + String(c[8..<12]) + "-" + String(c[12..<16]) + "-"
      + String(c[16..<20]) + "-" + String(c[20..<32])
  }

  private static func pair(_ text: String) -> (UInt64, UInt64) {
    var a: UInt64 = 0xcbf2_9ce4_8422_2325
    var b: UInt64 = 0x84222325_cbf29ce4
    let prime: UInt64 = 0x0000_0100_0000_01B3
    for byte in text.utf8 {
      a = (a ^ UInt64(byte)) &* prime
      b = (b ^ UInt64(byte)) &* prime
    }
    return (a, b)
  }

  private static func hex(_ v: UInt64) -> String {
    let s = String(v, radix: 16)
    return String(repeating: "0", count: 16 - s.count) + s
  }
}
