// The components whose time properties this module reads (RFC 5545 §3.6.1 VEVENT, §3.6.2 VTODO,
// §3.6.3 VJOURNAL).

/// A VEVENT, VTODO or VJOURNAL.
public enum ComponentKind: String, Hashable, Sendable, CaseIterable {
  /// A VEVENT (§3.6.1): DTSTART, DTEND or DURATION.
  case event = "VEVENT"
  /// A VTODO (§3.6.2): DTSTART, DUE or DURATION.
  case todo = "VTODO"
  /// A VJOURNAL (§3.6.3): DTSTART only.
  case journal = "VJOURNAL"

  /// The kind of a component name (`VEVENT` → `.event`), nil for others.
  public init?(componentName: String) { self.init(rawValue: componentName.uppercased()) }

  /// The lowercase word the CLI takes (`event`, `todo`, `journal`).
  public var word: String {
    switch self {
    case .event: "event"
    case .todo: "todo"
    case .journal: "journal"
    }
  }
}
