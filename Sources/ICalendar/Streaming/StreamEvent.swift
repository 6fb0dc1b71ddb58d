// Events of the streaming reader: a top-level component (VCALENDAR) arrives as begin, its own
// properties, each child (VTODO, VEVENT, VTIMEZONE...) whole as it closes (RFC 5545 §3.4, §3.6), end.

/// One step of a streamed iCalendar document.
///
/// For `BEGIN:VCALENDAR / VERSION:2.0 / BEGIN:VTODO ... END:VTODO / END:VCALENDAR` the events are
/// `.begin("VCALENDAR")`, `.property(VERSION)`, `.component(VTODO)`, `.end("VCALENDAR")`.
public enum StreamEvent: Hashable, Sendable {
  /// A top-level component opened.
  case begin(name: String, location: SourceLocation)
  /// A property of the open top-level component.
  case property(Property)
  /// A child of the top-level component, complete with its own children.
  case component(Component)
  /// The top-level component closed.
  case end(name: String)
}
