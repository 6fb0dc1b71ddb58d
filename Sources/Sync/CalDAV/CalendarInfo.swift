// One calendar collection discovery found in a calendar home (RFC 4791 §4.2, §5.2.3; RFC 3744
// §5.4 for the privileges), as `recur sync --list` prints it and `--calendar` chooses it.

import Foundation

/// A calendar collection: where it is, what it is called, what it holds, whether we may write.
///
/// Example: Radicale's `/alice/tasks/` made with MKCALENDAR for VTODO prints as
/// `http://127.0.0.1:5232/alice/tasks/<TAB>Tasks<TAB>VTODO<TAB>read-write`.
public struct CalendarInfo: Sendable, Equatable {
  /// The collection URL (on the origin of `--url`, without user information).
  public var url: URL
  /// Its properties from the PROPFIND that found it.
  public var properties: CollectionProperties

  /// A calendar at `url` with `properties`.
  public init(url: URL, properties: CollectionProperties) {
    self.url = url
    self.properties = properties
  }

  /// The display name, or "" when the server has none.
  public var displayName: String { properties.displayName ?? "" }

  /// The component types it may hold, comma-separated; `any` when the server lists none
  /// (RFC 4791 §5.2.3: then every type is allowed).
  public var componentList: String {
    properties.components.isEmpty ? "any" : properties.components.joined(separator: ",")
  }

  /// One tab-separated line: URL, display name, component types, `read-only` or `read-write`.
  public var line: String {
    [url.redactedString, displayName.replacingOccurrences(of: "\t", with: " "), componentList,
     properties.isReadOnly ? "read-only" : "read-write"].joined(separator: "\t")
  }

  /// How a candidate is shown in a message: `URL ("name")`.
  public var candidate: String {
    url.redactedString + (displayName.isEmpty ? "" : " (\"\(displayName)\")")
  }

  /// Whether `choice` (`--calendar`) names this calendar: its URL, its path (with or without
  /// the final `/`), or its display name (exactly, else ignoring case).
  ///
  /// Example: `http://h/alice/tasks/` with display name `Tasks` matches `Tasks`, `tasks`,
  /// `/alice/tasks` and `http://h/alice/tasks/`.
  public func matches(_ choice: String) -> Bool {
    let trimmed = choice.hasSuffix("/") ? String(choice.dropLast()) : choice
    let own = url.redactedString
    if trimmed == (own.hasSuffix("/") ? String(own.dropLast()) : own) { return true }
    let path = url.path.hasSuffix("/") ? String(url.path.dropLast()) : url.path
    if trimmed == path { return true }
    return !displayName.isEmpty && displayName.lowercased() == choice.lowercased()
  }
}
