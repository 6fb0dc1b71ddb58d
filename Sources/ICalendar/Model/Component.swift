// Components (RFC 5545 §3.4 VCALENDAR, §3.6 VEVENT, VTODO, VJOURNAL, VFREEBUSY, VTIMEZONE with
// STANDARD/DAYLIGHT, VALARM, and any x-comp or iana-comp): a name, properties and children in order.

/// A component: `BEGIN:NAME`, its properties, its child components, `END:NAME`.
///
/// ```swift
/// var todo = Component(name: "VTODO")
/// todo.append(Property(name: "UID", text: "A0000000-0000-4000-8000-000000000001"))
/// todo.append(Property(name: "SUMMARY", text: "Pay rent"))
/// var cal = Component.calendar(prodID: "-//Recur//EN")
/// cal.append(todo)
/// cal.components(named: "VTODO").count == 1
/// ```
public struct Component: Hashable, Sendable, CustomStringConvertible {
  /// The name, uppercased (VTODO, VALARM, X-WR-FOO, ...).
  public var name: String
  /// The properties: an array, or (as parsed, until first changed) a range of a parse's table.
  var store: PropertyStore
  /// The properties in order. A parsed component makes them from its parse's compact table
  /// each time they are read (keep the array in a local to read it several times; lookups by
  /// name read the table directly); changing them makes the component keep the array from then
  /// on. A parsed component keeps its parse's input array alive, whose values it reads in place.
  public var properties: [Property] {
    get { store.properties }
    set { store = .array(newValue) }
    _modify {
      var array = store.take()
      defer { store = .array(array) }
      yield &array
    }
  }
  /// The child components in order.
  public var components: [Component]
  /// Where `BEGIN:` was read, if parsed (ignored by `==`).
  public var location: SourceLocation?

  /// A component; the name is uppercased.
  public init(name: String, properties: [Property] = [], components: [Component] = [], location: SourceLocation? = nil) {
    self.name = name.uppercased()
    self.store = .array(properties)
    self.components = components
    self.location = location
  }

  /// An empty VCALENDAR with `VERSION:2.0` and the given PRODID (§3.7.3, §3.7.4).
  public static func calendar(prodID: String) -> Component {
    Component(name: "VCALENDAR", properties: [
      Property(name: "VERSION", rawValue: "2.0"),
      Property(name: "PRODID", text: prodID),
    ])
  }

  /// Equality of name, properties and children; locations are ignored.
  public static func == (a: Component, b: Component) -> Bool {
    a.name == b.name && a.store == b.store && a.components == b.components
  }

  /// Hash of name, properties and children.
  public func hash(into h: inout Hasher) {
    h.combine(name)
    h.combine(properties)
    h.combine(components)
  }

  /// The component written as iCalendar text (CRLF, folded).
  public var description: String { ICalendarWriter.string(self) }
}
