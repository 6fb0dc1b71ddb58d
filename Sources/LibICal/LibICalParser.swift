// libical's parser (`icalparser_parse_string`) wrapped safely: parses RFC 5545 text into a
// libical component tree, counts it, and frees it. Used by the parse benchmark and oracle tests.

import CLibICal

/// libical's whole-document parser, as a safe value-in / count-out call.
///
/// ```swift
/// LibICalParser.parse(Array("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VTODO\r\nUID:1\r\nEND:VTODO\r\nEND:VCALENDAR\r\n".utf8))
///   // LibICalParser.Result(parsed: true, childComponents: 1)
/// ```
public enum LibICalParser {
  /// What libical built.
  public struct Result: Hashable, Sendable {
    /// Whether libical returned a component at all.
    public var parsed: Bool
    /// Components directly inside the root (each VTODO, VEVENT, VTIMEZONE of a VCALENDAR).
    public var childComponents: Int
  }

  /// Parses `bytes` (need not be NUL-terminated; a NUL is appended) and frees the tree.
  public static func parse(_ bytes: [UInt8]) -> Result {
    var text = bytes
    text.append(0)
    return text.withUnsafeBufferPointer { buf -> Result in
      guard let base = buf.baseAddress else { return Result(parsed: false, childComponents: 0) }
      let cstr = UnsafeRawPointer(base).assumingMemoryBound(to: CChar.self)
      guard let root = icalparser_parse_string(cstr) else {
        return Result(parsed: false, childComponents: 0)
      }
      defer { icalcomponent_free(root) }
      let n = icalcomponent_count_components(root, ICAL_ANY_COMPONENT)
      return Result(parsed: true, childComponents: Int(n))
    }
  }
}
