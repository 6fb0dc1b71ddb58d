// The identity of a UID (RFC 5545 §3.8.4.7, a TEXT value): the one place that decides when two
// UIDs name the same thing. RFC 5545 groups a master with its overrides by UID (§3.8.4.4) but
// does not say how UIDs compare; Recur compares the unescaped text octet by octet, as libical's
// `strcmp` does (docs/SEMANTICS.md "UIDs compare as bytes"). Swift's `String ==` and hashing use
// canonical equivalence instead, so every table or match on UIDs goes through this key.

/// A UID as a key: equal, hashed and ordered by the UTF-8 bytes of its unescaped text.
///
/// ```swift
/// "caf\u{E9}" == "cafe\u{301}"                                    // true  (String: canonically equivalent)
/// ComponentUID("caf\u{E9}") == ComponentUID("cafe\u{301}")        // false (63 61 66 C3 A9 ≠ 63 61 66 65 CC 81)
/// var overrides: [ComponentUID: [Component]] = [:]
/// overrides[ComponentUID("caf\u{E9}"), default: []].append(todo)  // one series per byte sequence
/// ```
public struct ComponentUID: Hashable, Comparable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral,
  Codable {
  /// The unescaped UID text (`TextValue.unescape` of the property's value).
  public let text: String

  /// The key of an unescaped UID text.
  public init(_ text: String) { self.text = text }

  /// The key of the UTF-8 bytes of an unescaped UID (invalid UTF-8 is repaired as `String` does).
  public init(bytes: UnsafeBufferPointer<UInt8>) { text = String(decoding: bytes, as: UTF8.self) }

  /// The key of `component`'s first UID property (its `text`, unescaped), nil when it has none.
  public init?(of component: Component) {
    guard let uid = component.firstProperty(named: "UID") else { return nil }
    text = uid.text
  }

  /// The key of a UID written as a literal.
  public init(stringLiteral text: String) { self.text = text }

  /// The UID text.
  public var description: String { text }

  /// Decoded from a string. (Not a JSON object key: Foundation's JSON coders key objects by
  /// `String` and would merge canonically equivalent UIDs; see `SyncState`'s coding.)
  public init(from decoder: any Decoder) throws { text = try decoder.singleValueContainer().decode(String.self) }

  /// Encoded as its text.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(text)
  }

  /// Whether the UTF-8 bytes of `text` are those of this UID (no key made).
  public func matches(_ text: String) -> Bool { self.text.utf8.elementsEqual(text.utf8) }

  /// Whether two UIDs have the same bytes.
  public static func == (a: ComponentUID, b: ComponentUID) -> Bool { a.text.utf8.elementsEqual(b.text.utf8) }

  /// Byte order of the UTF-8 text (shorter first on a common prefix).
  public static func < (a: ComponentUID, b: ComponentUID) -> Bool {
    a.text.utf8.lexicographicallyPrecedes(b.text.utf8)
  }

  /// Hashes the bytes (and their count), consistent with `==`.
  public func hash(into hasher: inout Hasher) {
    var t = text
    t.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    hasher.combine(t.utf8.count)
  }
}
