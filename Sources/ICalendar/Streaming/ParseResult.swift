// The outcome of parsing a whole iCalendar document (RFC 5545 §3.4): components and diagnostics.

/// The top-level components read (normally one VCALENDAR) and every diagnostic, in input order.
public struct ParseResult: Hashable, Sendable {
  /// The top-level components, complete with children.
  public var components: [Component]
  /// Problems found, in the order they were found.
  public var diagnostics: [Diagnostic]

  /// A result.
  public init(components: [Component], diagnostics: [Diagnostic]) {
    self.components = components
    self.diagnostics = diagnostics
  }

  /// Whether any diagnostic is an error.
  public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

  /// The first VCALENDAR, if any.
  public var calendar: Component? { components.first { $0.name == "VCALENDAR" } }
}
