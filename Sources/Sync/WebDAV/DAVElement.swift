// A namespace-aware XML element tree, enough for WebDAV bodies (RFC 4918 §14 elements in the
// `DAV:` namespace, RFC 4791 §9 elements in `urn:ietf:params:xml:ns:caldav`).

import Foundation

/// One XML element: its namespace URI, local name, text content and children.
///
/// Example: `<d:getetag xmlns:d="DAV:">"1"</d:getetag>` is
/// `DAVElement(namespace: "DAV:", name: "getetag", text: "\"1\"", children: [])`.
public struct DAVElement: Sendable, Equatable {
  /// The `DAV:` namespace (RFC 4918 §21.1).
  public static let dav = "DAV:"
  /// The CalDAV namespace (RFC 4791 §4).
  public static let caldav = "urn:ietf:params:xml:ns:caldav"
  /// The CalendarServer namespace, home of `getctag`.
  public static let calendarServer = "http://calendarserver.org/ns/"

  /// The namespace URI ("" when none).
  public var namespace: String
  /// The local name.
  public var name: String
  /// The concatenated character data directly inside this element.
  public var text: String
  /// The child elements, in document order.
  public var children: [DAVElement]
  /// The attributes by local name, e.g. `["name": "VTODO"]` for `<c:comp name="VTODO"/>`.
  public var attributes: [String: String]

  /// An element with the given parts.
  public init(namespace: String, name: String, text: String = "", children: [DAVElement] = [],
              attributes: [String: String] = [:]) {
    self.namespace = namespace
    self.name = name
    self.text = text
    self.children = children
    self.attributes = attributes
  }

  /// Whether this element is `{namespace}name`.
  public func `is`(_ namespace: String, _ name: String) -> Bool {
    self.namespace == namespace && self.name == name
  }

  /// The first child `{namespace}name`, if any.
  public func child(_ namespace: String, _ name: String) -> DAVElement? {
    children.first { $0.is(namespace, name) }
  }

  /// All children `{namespace}name`.
  public func all(_ namespace: String, _ name: String) -> [DAVElement] {
    children.filter { $0.is(namespace, name) }
  }

  /// The text trimmed of surrounding whitespace.
  public var trimmedText: String { text.trimmingCharacters(in: .whitespacesAndNewlines) }
}
